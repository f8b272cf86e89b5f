"""The LLM-as-judge evaluator (paper 000 §3.7, App. V).

A judge model reads the question, the reference answer (with its structure as JSON when the
reference has one) and the candidate answer, and replies with ``{"score": 1 | 0.5 | 0,
"justification": "<one sentence>"}``: 1 is ``correct``, 0.5 ``partial``, 0 ``incorrect``. The
call goes through ``retrieval.generation.llm.complete`` (temperature 0, retries, the disk cache),
so any litellm model can judge and a repeated run does not pay twice.

Three rules keep it honest:

- **Separation**: the judge must not be the model whose answers it grades (App. V names
  self-preference bias as a threat). Building a judge with ``answering_model`` equal to ``model``
  is a ``ValueError`` unless ``allow_same_model=True``, in which case every score carries the
  warning in ``details["warnings"]``.
- **A pinned version**: ``judge@1:<model>:<first 8 hex of the prompt digest>``, so a stored score
  says which model and which prompt text produced it; changing either is a new version.
- **No silent zeros**: a failed call or a reply that cannot be read as 1, 0.5 or 0 is
  ``unscorable`` (value 0) with the reason, the error and the raw reply (first 500 characters).

The prompt is data: ``data/judge_prompt.json`` (``version``, ``system``, ``user``, with the
placeholders ``{category}``, ``{question}``, ``{reference}``, ``{structure}``, ``{answer}``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import field_validator, model_validator

from benchmark.evaluators.base import (
    CORRECT,
    DATA_DIR,
    INCORRECT,
    PARTIAL,
    UNSCORABLE,
    Score,
    Text,
    check_inputs,
    load_data_file,
    reject,
)
from epikg_core.datafiles import StrictModel

log = logging.getLogger("benchmark.evaluators.judge")

PROMPT_FILE = DATA_DIR / "judge_prompt.json"
PLACEHOLDERS: tuple[str, ...] = ("category", "question", "reference", "structure", "answer")
REQUIRED_PLACEHOLDERS: tuple[str, ...] = ("question", "reference", "answer")
LABEL_FOR_SCORE = {1.0: CORRECT, 0.5: PARTIAL, 0.0: INCORRECT}
RAW_REPLY_CHARS = 500

# Only the five known names are filled in, in one pass, so braces elsewhere in the prompt (the
# JSON example) and placeholder-like text inside an answer are left alone.
_FILL = re.compile(r"\{(" + "|".join(PLACEHOLDERS) + r")\}")
_ANY_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")


class JudgeReplyError(ValueError):
    """The judge's reply holds no score of 1, 0.5 or 0; the message says why."""


# -- the prompt ------------------------------------------------------------------------------

def _braced(names) -> str:
    return ", ".join("{" + name + "}" for name in names)


class JudgePromptFile(StrictModel):
    """The shape of ``judge_prompt.json``: the rubric (``system``) and the item (``user``), whose
    placeholders must be known ones and must show the judge the question, reference and answer."""

    version: Text
    description: Text | None = None
    system: Text
    user: Text

    @field_validator("system", "user")
    @classmethod
    def _known_placeholders(cls, text: str) -> str:
        unknown = sorted({name for name in _ANY_PLACEHOLDER.findall(text) if name not in PLACEHOLDERS})
        if unknown:
            reject("placeholder", f"unknown placeholder(s) {_braced(unknown)}; expected only {_braced(PLACEHOLDERS)}")
        return text

    @model_validator(mode="after")
    def _required_placeholders(self) -> JudgePromptFile:
        missing = [name for name in REQUIRED_PLACEHOLDERS if "{" + name + "}" not in self.system + self.user]
        if missing:
            reject("placeholder", f"missing placeholder(s) {_braced(missing)} in system and user (the judge must "
                   "see the question, the reference and the answer)")
        return self


@dataclass(frozen=True)
class JudgePrompt:
    """``judge_prompt.json``, validated. ``digest`` hashes the text sent (system and user)."""

    version: str
    system: str
    user: str
    digest: str

    def render(self, **values: str) -> list[dict]:
        """The chat messages for one (question, reference, structure, answer)."""
        def fill(match: re.Match) -> str:
            return values[match.group(1)]
        return [{"role": "system", "content": _FILL.sub(fill, self.system)},
                {"role": "user", "content": _FILL.sub(fill, self.user)}]


def load_judge_prompt(path: Path | str | None = None) -> JudgePrompt:
    """Read and validate a judge prompt file (default: the packaged one); DataFileError names the
    file and the key when it is malformed or its placeholders are wrong."""
    if path is None:
        return _default_prompt()
    return _compile(path)


@lru_cache(maxsize=1)
def _default_prompt() -> JudgePrompt:
    return _compile(PROMPT_FILE)


def _compile(path: Path | str) -> JudgePrompt:
    data = load_data_file(path, JudgePromptFile)
    sent = json.dumps({"system": data.system, "user": data.user}, sort_keys=True, ensure_ascii=False)
    return JudgePrompt(data.version, data.system, data.user, hashlib.sha256(sent.encode()).hexdigest())


# -- reading the judge's reply ---------------------------------------------------------------

_FENCED = re.compile(r"```[ \t]*(?:json|JSON)?[ \t]*\n?(.*?)```", re.DOTALL)
# "Score: 1", "**Score**: 0.5/1", "'score': 0", "Final score = 1" (a fallback when there is no JSON).
_SCORE_FIELD = re.compile(r"\bscore\b[\"'*_\s]*[:=][\"'*_\s]*(\d*\.?\d+)(?:\s*/\s*(\d*\.?\d+))?", re.IGNORECASE)
# A line holding nothing but the score: "1", "0.5", "**0**".
_SCORE_ONLY_LINE = re.compile(r"^[\s*_]*(\d*\.?\d+)[\s*_]*$", re.MULTILINE)
_JUSTIFICATION_FIELD = re.compile(r"\bjustification\b[\"'*_\s]*[:=][\"'*_\s]*(.+)", re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?](?=\s+[\"'(\[]?[A-Z0-9])")
_ABBREVIATIONS = frozenset({"e.g.", "i.e.", "vs.", "etc.", "dr.", "approx.", "cf.", "st.", "mr.", "mrs.", "ms."})


def _as_score(raw: Any) -> float | None:
    if isinstance(raw, bool):
        return None
    try:
        value = float(str(raw).strip())
    except ValueError:
        return None
    return value if value in LABEL_FOR_SCORE else None


def _json_objects(text: str):
    """Every JSON object in the reply, those inside ``` fences first."""
    decoder = json.JSONDecoder()
    for chunk in [m.group(1) for m in _FENCED.finditer(text)] + [text]:
        for start in (i for i, ch in enumerate(chunk) if ch == "{"):
            try:
                found, _ = decoder.raw_decode(chunk, start)
            except json.JSONDecodeError:
                continue
            if isinstance(found, dict):
                yield found


def first_sentence(text: str) -> str:
    """The first sentence of ``text`` with its whitespace collapsed (abbreviations such as
    "e.g." and decimals such as "0.5" do not end a sentence)."""
    text = " ".join(str(text).split()).strip().strip("\"'").strip()
    for match in _SENTENCE_END.finditer(text):
        end = match.end()
        if text[:end].split()[-1].lower() in _ABBREVIATIONS:
            continue
        return text[:end]
    return text


def parse_judge_reply(reply: str) -> tuple[float, str]:
    """(score, one-sentence justification) from the judge's reply.

    Reads a JSON object with a ``score`` key, bare or inside ```json fences, with prose around it;
    failing that, a ``Score: 1`` field or a line holding only the score, with the justification
    from a ``Justification:`` field or else the first sentence of the rest. Raises
    JudgeReplyError when there is no score, the score is not 1, 0.5 or 0, or the fallback finds
    conflicting scores. An empty justification comes back as "".
    """
    if not reply or not reply.strip():
        raise JudgeReplyError("the reply is empty")
    for found in _json_objects(reply):
        fields = {str(k).strip().lower(): v for k, v in found.items()}
        if "score" not in fields:
            continue
        score = _as_score(fields["score"])
        if score is None:
            raise JudgeReplyError(f"the score {fields['score']!r} is not 1, 0.5 or 0")
        justification = fields.get("justification")
        return score, first_sentence(justification) if isinstance(justification, str) else ""

    candidates = []
    for match in _SCORE_FIELD.finditer(reply):
        numerator, denominator = float(match.group(1)), match.group(2)
        value = numerator / float(denominator) if denominator and float(denominator) else numerator
        candidates.append((value, match))
    if not candidates:
        candidates = [(float(m.group(1)), m) for m in _SCORE_ONLY_LINE.finditer(reply)]
    if not candidates:
        raise JudgeReplyError("no JSON object with a 'score' and no 'Score:' line")
    values = {value for value, _ in candidates}
    if len(values) > 1:
        raise JudgeReplyError(f"conflicting scores {', '.join(sorted(f'{v:g}' for v in values))}")
    score = _as_score(values.pop())
    if score is None:
        raise JudgeReplyError(f"the score {candidates[0][1].group(0).strip()!r} is not 1, 0.5 or 0")
    field = _JUSTIFICATION_FIELD.search(reply)
    if field:
        return score, first_sentence(field.group(1))
    rest = reply
    for _, match in candidates:
        rest = rest.replace(match.group(0), " ")
    rest = re.sub(r"```\w*|[*#_`]+", " ", rest)
    rest = re.sub(r"^\W+", "", " ".join(rest.split()))
    return score, first_sentence(rest)


# -- separating the judge from the answering model -----------------------------------------

def model_identity(model: str) -> str:
    """What two model strings are compared on: the name after the last "/" (so a provider or
    namespace prefix drops: "openai/gpt-4o" and "azure/gpt-4o" are both "gpt-4o"), lower-cased,
    without Ollama's default ":latest" tag. Erring towards "the same model" is the safe side: a
    false match only asks for ``allow_same_model``."""
    name = model.strip().lower().rsplit("/", 1)[-1]
    return name.removesuffix(":latest")


def same_model(first: str, second: str) -> bool:
    return model_identity(first) == model_identity(second)


# -- the evaluator ---------------------------------------------------------------------------

class JudgeEvaluator:
    """An LLM judge: ``name`` "judge", ``version`` ``judge@1:<model>:<prompt digest[:8]>``.

    ``answering_model`` is the model whose answers this judge grades; it must differ from
    ``model`` unless ``allow_same_model`` (then every score carries a warning). ``mock_response``
    is passed to litellm on every call (tests, dry runs); ``prompt_path`` swaps in another prompt
    file to try a change (it changes the version). ``retries`` and ``timeout`` default to the
    project's settings for LLM calls (``EPIKG_LLM_RETRIES``, ``EPIKG_LLM_TIMEOUT``).
    """

    name = "judge"

    def __init__(self, model: str, *, answering_model: str | None = None, allow_same_model: bool = False,
                 api_base: str | None = None, mock_response=None, prompt_path: Path | str | None = None,
                 max_tokens: int = 512, retries: int | None = None, timeout: float | None = None,
                 use_cache: bool = True):
        if not isinstance(model, str) or not model.strip():
            raise ValueError("the judge needs a model (--judge-model), e.g. 'anthropic/claude-opus-4-6'")
        self.model = model.strip()
        self.answering_model = answering_model.strip() if answering_model else None
        self.warnings: tuple[str, ...] = ()
        if self.answering_model and same_model(self.model, self.answering_model):
            if not allow_same_model:
                raise ValueError(
                    f"the judge model {self.model!r} is the answering model {self.answering_model!r}: a model "
                    "must not grade its own answers (self-preference bias, paper 000 App. V). Pick another "
                    "--judge-model, or allow it explicitly (allow_same_model=True), which marks every score.")
            self.warnings = (f"the judge model {self.model!r} also produced the answers ({self.answering_model!r}); "
                             "scores may carry self-preference bias",)
            log.warning("LLM judge: %s", self.warnings[0])
        self.api_base = api_base
        self.mock_response = mock_response
        self.max_tokens = max_tokens
        self.retries = retries
        self.timeout = timeout
        self.use_cache = use_cache
        self.prompt = load_judge_prompt(prompt_path)
        self.version = f"judge@1:{self.model}:{self.prompt.digest[:8]}"

    def __repr__(self) -> str:
        return f"<JudgeEvaluator {self.version}>"

    def messages(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> list[dict]:
        """The chat messages the judge receives for one answer."""
        reference_text, structure = check_inputs(category, question, answer, reference)
        return self.prompt.render(
            category=category, question=question, reference=reference_text, answer=answer,
            structure=json.dumps(structure, sort_keys=True, ensure_ascii=False) if structure else "none")

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> Score:
        check_inputs(category, question, answer, reference)
        base = {"evaluator": self.version, "judge_model": self.model, "answering_model": self.answering_model,
                "prompt_version": self.prompt.version, "warnings": list(self.warnings)}
        if not answer or not answer.strip():
            return Score(0.0, INCORRECT, "The answer is empty.", {**base, "empty": True})
        # Looked up at call time so tests can replace retrieval.generation.llm.complete.
        from retrieval.generation import llm

        generation = llm.complete(self.model, self.messages(category, question, answer, reference),
                                  temperature=0.0, max_tokens=self.max_tokens, api_base=self.api_base,
                                  timeout=self.timeout, retries=self.retries, use_cache=self.use_cache,
                                  mock_response=self.mock_response)
        details = {**base, "prompt_tokens": generation.prompt_tokens,
                   "completion_tokens": generation.completion_tokens, "cost_usd": generation.cost_usd,
                   "cached": generation.cached}
        if generation.error:
            return Score(0.0, UNSCORABLE, f"The judge call failed ({generation.error[:200]}), so the answer "
                         "was not scored.", {**details, "error": generation.error,
                                             "raw_reply": generation.answer[:RAW_REPLY_CHARS]})
        try:
            value, justification = parse_judge_reply(generation.answer)
        except JudgeReplyError as exc:
            return Score(0.0, UNSCORABLE, f"The judge's reply could not be read as a score of 1, 0.5 or 0 "
                         f"({exc}).", {**details, "error": str(exc),
                                       "raw_reply": generation.answer[:RAW_REPLY_CHARS]})
        if not justification:
            justification = f"The judge scored {value:g} without a justification."
            details["justification_missing"] = True
        return Score(value, LABEL_FOR_SCORE[value], justification, details)


def make_judge(model: str, **kwargs) -> JudgeEvaluator:
    """A judge on ``model``; ``kwargs`` as for JudgeEvaluator (``answering_model``, ...)."""
    return JudgeEvaluator(model, **kwargs)
