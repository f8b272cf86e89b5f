"""Calls to language models through litellm, so any provider works (OpenAI, Anthropic, Ollama,
vLLM and other OpenAI-compatible servers), plus the offline ``extractive`` reader.

* temperature 0 by default; a timeout on every call; retries with exponential backoff on rate
  limits, server errors and dropped connections; at most ``EPIKG_LLM_CONCURRENCY`` calls to one
  model at a time in a process;
* an on-disk response cache keyed by the model, its parameters and a hash of the messages, so a
  resumed or repeated run does not call (or pay) twice;
* per-model profiles (``data/model_profiles.json``): stop tokens, tokens to strip, reasoning
  switches; ``drop_params`` stays off, so a parameter the provider does not take is an error,
  not silently ignored;
* ``preflight()`` reports a missing API key or an unreachable server before a run starts.

Answers are returned whole: nothing here (or in the run that stores them) cuts an answer.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import random
import re
import socket
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Any
from urllib.parse import urlsplit

from django.conf import settings
from pydantic import AfterValidator, Field

from epikg_core.datafiles import DataFileError, StrictModel, load_data_file

log = logging.getLogger("retrieval.generation")
EXTRACTIVE = "extractive"
PROFILES_PATH = Path(__file__).resolve().parent / "data" / "model_profiles.json"
#: Default local servers of providers that run on the user's machine.
LOCAL_SERVERS = {"ollama": "http://localhost:11434", "ollama_chat": "http://localhost:11434"}
_semaphores: dict[str, threading.BoundedSemaphore] = {}
_semaphores_lock = threading.Lock()


class ModelProfileError(DataFileError):
    pass


@dataclass(frozen=True)
class ModelProfile:
    match: str
    stop: tuple[str, ...] = ()
    strip: tuple[str, ...] = ()
    params: dict = field(default_factory=dict)
    note: str = ""


@dataclass
class Generation:
    answer: str
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    latency_ms: float = 0.0
    cost_usd: float | None = None
    cached: bool = False
    attempts: int = 1
    error: str = ""
    params: dict = field(default_factory=dict)

    def to_json(self) -> dict:
        return asdict(self)


def _compiles(pattern: str) -> str:
    try:
        re.compile(pattern)
    except re.error as exc:
        raise ValueError(f"bad pattern {pattern!r} ({exc})") from None
    return pattern


class ProfileEntry(StrictModel):
    match: Annotated[str, AfterValidator(_compiles)]
    stop: list[Annotated[str, Field(min_length=1)]] = []
    strip: list[Annotated[str, Field(min_length=1)]] = []
    params: dict[str, Any] = {}
    note: str = ""


class ProfilesFile(StrictModel):
    """The shape of ``model_profiles.json``."""

    version: str = ""
    description: str = ""
    profiles: list[ProfileEntry]


def load_profiles(path: Path | str = PROFILES_PATH) -> list[ModelProfile]:
    data = load_data_file(path, ProfilesFile, error=ModelProfileError)
    return [ModelProfile(p.match, tuple(p.stop), tuple(p.strip), dict(p.params), p.note) for p in data.profiles]


@lru_cache(maxsize=1)
def _profiles() -> tuple[ModelProfile, ...]:
    return tuple(load_profiles())


def profile_for(model: str) -> ModelProfile:
    for profile in _profiles():
        if re.search(profile.match, model, flags=re.IGNORECASE):
            return profile
    return ModelProfile(".*")


# -- preflight ---------------------------------------------------------------------------------


def preflight(model: str, *, api_base: str | None = None) -> list[str]:
    """Problems that would make every call to ``model`` fail: a missing API key, an unreachable
    server. Empty when the model is callable (as far as can be told without a call)."""
    if model == EXTRACTIVE:
        return []
    import litellm

    problems = []
    try:
        _, provider, _, _ = litellm.get_llm_provider(model=model, api_base=api_base)
    except Exception as exc:  # litellm raises BadRequestError for an unknown provider
        return [f"{model}: litellm does not know this model or provider ({type(exc).__name__}: {str(exc)[:200]})"]
    base = api_base or LOCAL_SERVERS.get(provider)
    if base:
        parts = urlsplit(base)
        port = parts.port or (443 if parts.scheme == "https" else 80)
        try:
            with socket.create_connection((parts.hostname, port), timeout=3):
                pass
        except OSError as exc:
            problems.append(f"{model}: server {base} is unreachable ({exc.strerror or exc})")
    if not api_base or provider not in LOCAL_SERVERS:
        env = litellm.validate_environment(model=model)
        missing = env.get("missing_keys") or []
        if missing and not (api_base and provider in {"openai", "hosted_vllm", "openai_like"}):
            problems.append(f"{model}: missing environment variable(s) {', '.join(missing)}")
    return problems


# -- the cache ---------------------------------------------------------------------------------


def _cache_key(model: str, messages: list[dict], params: dict) -> str:
    blob = json.dumps({"model": model, "messages": messages, "params": params}, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


def _cache_path(key: str) -> Path:
    return Path(settings.EPIKG_LLM_CACHE_DIR) / key[:2] / f"{key}.json"


def _cache_read(key: str) -> dict | None:
    path = _cache_path(key)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return None


def _cache_write(key: str, value: dict) -> None:
    path = _cache_path(key)
    path.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.NamedTemporaryFile("w", dir=path.parent, suffix=".tmp", delete=False, encoding="utf-8") as handle:
        json.dump(value, handle, ensure_ascii=False)
        tmp = handle.name
    os.replace(tmp, path)


# -- the call ----------------------------------------------------------------------------------


def _semaphore(model: str) -> threading.BoundedSemaphore:
    with _semaphores_lock:
        if model not in _semaphores:
            _semaphores[model] = threading.BoundedSemaphore(settings.EPIKG_LLM_CONCURRENCY)
        return _semaphores[model]


def _retryable(exc: Exception) -> bool:
    import litellm

    retry_types = tuple(t for t in (
        getattr(litellm, "RateLimitError", None), getattr(litellm, "InternalServerError", None),
        getattr(litellm, "ServiceUnavailableError", None), getattr(litellm, "APIConnectionError", None),
        getattr(litellm, "Timeout", None), getattr(litellm, "BadGatewayError", None),
    ) if t is not None)
    if isinstance(exc, retry_types):
        return True
    status = getattr(exc, "status_code", None)
    return isinstance(status, int) and (status == 429 or status >= 500)


def strip_special(answer: str, profile: ModelProfile) -> str:
    """Cut the answer at the first stop sequence the server let through, drop strip tokens."""
    for stop in profile.stop:
        if stop in answer:
            answer = answer.split(stop, 1)[0]
    for token in profile.strip:
        answer = answer.replace(token, "")
    return answer.strip()


def complete(model: str, messages: list[dict], *, temperature: float = 0.0, max_tokens: int | None = 1024,
             api_base: str | None = None, timeout: float | None = None, retries: int | None = None,
             extra: dict | None = None, use_cache: bool = True, mock_response=None,
             backoff: float = 1.0) -> Generation:
    """One chat completion through litellm. Failures after the retries are returned as a
    ``Generation`` with ``error`` set (the run records it and goes on), never raised."""
    import litellm

    profile = profile_for(model)
    params: dict = {"temperature": temperature, **profile.params, **(extra or {})}
    if max_tokens:
        params["max_tokens"] = max_tokens
    if profile.stop:
        params["stop"] = list(profile.stop)
    if api_base:
        params["api_base"] = api_base
    key = _cache_key(model, messages, params)
    if use_cache and mock_response is None:
        hit = _cache_read(key)
        if hit is not None:
            return Generation(**{**hit, "cached": True, "latency_ms": 0.0})
    retries = settings.EPIKG_LLM_RETRIES if retries is None else retries
    timeout = settings.EPIKG_LLM_TIMEOUT if timeout is None else timeout
    attempt, started = 0, time.perf_counter()
    while True:
        attempt += 1
        try:
            with _semaphore(model):
                response = litellm.completion(model=model, messages=messages, timeout=timeout, drop_params=False,
                                              num_retries=0, mock_response=mock_response, **params)
            break
        except Exception as exc:  # provider errors are many types; each is recorded, none crashes a run
            if attempt <= retries and _retryable(exc):
                delay = backoff * (2 ** (attempt - 1)) * (1 + random.random() / 2)
                log.warning("%s: %s, retry %d/%d in %.1fs", model, type(exc).__name__, attempt, retries, delay)
                time.sleep(min(delay, 60.0))
                continue
            return Generation("", latency_ms=round((time.perf_counter() - started) * 1000, 1), attempts=attempt,
                              error=f"{type(exc).__name__}: {str(exc)[:500]}", params=_public(params))
    latency = round((time.perf_counter() - started) * 1000, 1)
    content = response.choices[0].message.content or ""
    usage = getattr(response, "usage", None)
    try:
        cost = float(litellm.completion_cost(completion_response=response)) if mock_response is None else None
    except Exception:  # no price known for this model (local servers)
        cost = None
    result = Generation(
        answer=strip_special(content, profile), latency_ms=latency, attempts=attempt, cost_usd=cost,
        prompt_tokens=getattr(usage, "prompt_tokens", None), completion_tokens=getattr(usage, "completion_tokens", None),
        params=_public(params),
    )
    if use_cache and mock_response is None and result.answer:
        _cache_write(key, {k: v for k, v in result.to_json().items() if k not in {"cached", "latency_ms"}})
    return result


def _public(params: dict) -> dict:
    """The parameters as recorded on a prediction (no secrets: api keys are never in params)."""
    return {k: v for k, v in params.items() if "key" not in k.lower()}
