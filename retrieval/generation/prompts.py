"""Prompt templates as data (``data/prompts.json``), and which one a piece of evidence gets."""

from __future__ import annotations

import hashlib
import string
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, StringConstraints, field_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, read_json, require_keys, validate
from retrieval.conditions.base import Evidence

PROMPTS_PATH = Path(__file__).resolve().parent / "data" / "prompts.json"
REQUIRED_TEMPLATES = ("question_only", "notes", "chunks", "kg_unlabelled", "Default", "Change", "Current_State",
                      "Historical")
_FIELDS = {"question", "evidence"}


class PromptFileError(DataFileError):
    pass


def _fills_question_and_evidence(template: str) -> str:
    fields = {f for _, f, _, _ in string.Formatter().parse(template) if f is not None}
    if fields - _FIELDS or "question" not in fields:
        raise ValueError(f"may use only {{question}} and {{evidence}} and must use {{question}} "
                         f"(found {sorted(fields)})")
    return template


Template = Annotated[str, StringConstraints(pattern=r"\S"), AfterValidator(_fills_question_and_evidence)]


class PromptsFile(StrictModel):
    """The shape of ``prompts.json``."""

    version: NonBlank
    description: str = ""
    system: str
    templates: dict[str, Template]

    @field_validator("templates")
    @classmethod
    def _has_every_template(cls, templates: dict[str, str]) -> dict[str, str]:
        return require_keys(templates, REQUIRED_TEMPLATES, "template")


@dataclass(frozen=True)
class PromptSet:
    version: str
    system: str
    templates: dict[str, str]
    digest: str


def load_prompts(path: Path | str = PROMPTS_PATH) -> PromptSet:
    path = Path(path)
    data = validate(read_json(path, error=PromptFileError), PromptsFile, name=path.name, error=PromptFileError)
    # the digest is of the file as written, so a change anywhere in it (even the description) shows
    digest = hashlib.sha256(path.read_text(encoding="utf-8").encode()).hexdigest()[:12]
    return PromptSet(data.version, data.system, dict(data.templates), digest)


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
