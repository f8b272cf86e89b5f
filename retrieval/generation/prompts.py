"""Prompt templates as data (``data/prompts.json``), and which one a piece of evidence gets."""

from __future__ import annotations

import hashlib
import json
import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from retrieval.conditions.base import Evidence

PROMPTS_PATH = Path(__file__).resolve().parent / "data" / "prompts.json"
REQUIRED_TEMPLATES = ("question_only", "notes", "chunks", "kg_unlabelled", "Default", "Change", "Current_State",
                      "Historical")
_FIELDS = {"question", "evidence"}


class PromptFileError(ValueError):
    pass


@dataclass(frozen=True)
class PromptSet:
    version: str
    system: str
    templates: dict[str, str]
    digest: str


def load_prompts(path: Path | str = PROMPTS_PATH) -> PromptSet:
    path = Path(path)
    try:
        raw = path.read_text(encoding="utf-8")
        data = json.loads(raw)
    except (OSError, json.JSONDecodeError) as exc:
        raise PromptFileError(f"{path.name}: cannot read prompts ({exc})") from None
    unknown = set(data) - {"version", "description", "system", "templates"}
    if unknown:
        raise PromptFileError(f"{path.name}: unknown key(s) {', '.join(sorted(map(repr, unknown)))}")
    for key in ("version", "system", "templates"):
        if key not in data:
            raise PromptFileError(f"{path.name}: missing key {key!r}")
    templates = data["templates"]
    missing = [t for t in REQUIRED_TEMPLATES if t not in templates]
    if missing:
        raise PromptFileError(f"{path.name}: templates missing: {', '.join(missing)}")
    for name, template in templates.items():
        if not isinstance(template, str) or not template.strip():
            raise PromptFileError(f"{path.name}: templates.{name} must be a non-empty string")
        try:
            fields = {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}
        except ValueError as exc:
            raise PromptFileError(f"{path.name}: templates.{name}: {exc}") from None
        if fields - _FIELDS or "question" not in fields:
            raise PromptFileError(f"{path.name}: templates.{name} may use only {{question}} and {{evidence}} "
                                  f"and must use {{question}} (found {sorted(fields)})")
    return PromptSet(data["version"], data["system"], dict(templates), hashlib.sha256(raw.encode()).hexdigest()[:12])


@lru_cache(maxsize=1)
def prompts() -> PromptSet:
    return load_prompts()


def template_name(evidence: Evidence) -> str:
    """question_only (C1), notes (C1b, C6, RecentNotes), chunks (C2, C2b, RAG), kg_unlabelled (C3),
    or the intent's template for the labelled graph conditions (Default when not routed)."""
    # graph evidence records whether its labels were shown (settings["labelled"])
    labelled = evidence.settings.get("labelled")
    if labelled is False or evidence.condition == "C3" or (
            evidence.facts and not any(f.visible for f in evidence.facts)):
        return "kg_unlabelled"
    if labelled or evidence.facts or evidence.not_found:
        return evidence.intent or "Default"
    if not evidence.text:
        return "question_only"
    if evidence.passages and evidence.passages[0].score is not None:
        return "chunks"
    return "notes"


def build_messages(question: str, evidence: Evidence) -> tuple[list[dict], str]:
    """Chat messages for the model, and the name of the template used."""
    p = prompts()
    name = template_name(evidence)
    user = p.templates[name].format(question=question, evidence=evidence.text or "(no evidence retrieved)")
    return [{"role": "system", "content": p.system}, {"role": "user", "content": user}], name


def render_prompt(messages: list[dict]) -> str:
    """The messages as one text, as stored on a prediction."""
    return "\n\n".join(f"[{m['role']}]\n{m['content']}" for m in messages)
