"""Retrieval conditions (paper 000 Table 1, App. P, T; paper 001 §3.2), one interface.

``get_condition("C4g")`` returns a ``Condition``; ``condition.retrieve(ctx)`` gives the
``Evidence`` for one question. Condition ids are the same everywhere (CLI, exports, reports,
URLs): C1, C1b, C2, C2b, C3, C4, C4g, C4g_oracle, C4g+, C6, C7, RecentNotes:<tokens>, RAG:<N>.

This package answers questions; it must never import anything that holds reference answers
(a test walks its imports).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from retrieval.conditions.base import Evidence, QuestionContext

#: The ClinicalBench conditions, in the paper's ablation order.
CLINICALBENCH_CONDITIONS = ("C1", "C1b", "C2", "C2b", "C3", "C4", "C4g", "C4g_oracle", "C4g+", "C6", "C7")
#: Paper 001's budgets and retrieval depths.
RECENT_NOTES_BUDGETS = (2560, 5120, 7680, 64_000, 120_000)
RAG_DEPTHS = (20, 40, 60)
PAPER001_CONDITIONS = tuple(f"RecentNotes:{b}" for b in RECENT_NOTES_BUDGETS) + tuple(f"RAG:{n}" for n in RAG_DEPTHS)
#: Long-context budget when a run does not set one (Opus' window in the paper: all notes fit).
DEFAULT_CONTEXT_BUDGET = 120_000

_PARAMETRIC = re.compile(r"^(RecentNotes|RAG):(\d+)$")


class UnknownCondition(ValueError):
    pass


@dataclass(frozen=True)
class Condition:
    id: str
    description: str
    #: whether a language model answers (C7 answers by template)
    uses_llm: bool = True
    #: settings a run may override, with their defaults
    defaults: dict = field(default_factory=dict)

    def retrieve(self, ctx: QuestionContext, **overrides) -> Evidence:
        settings = {**self.defaults, **{k: v for k, v in overrides.items() if k in self.defaults}}
        started = time.perf_counter()
        evidence = _RETRIEVERS[self.kind](self, ctx, settings)
        evidence.retrieval_ms = round((time.perf_counter() - started) * 1000, 3)
        evidence.uses_llm = self.uses_llm
        evidence.settings = {**evidence.settings, **settings}
        return evidence

    @property
    def kind(self) -> str:
        match = _PARAMETRIC.match(self.id)
        return match.group(1) if match else self.id


def _question_only(condition, ctx, s):
    return Evidence(condition=condition.id)


def _discharge(condition, ctx, s):
    from retrieval.conditions.documents import notes_evidence
    return notes_evidence(ctx, condition=condition.id, budget=s["budget"], only_discharge=True)


def _long_context(condition, ctx, s):
    from retrieval.conditions.documents import notes_evidence
    return notes_evidence(ctx, condition=condition.id, budget=s["budget"])


def _tfidf(condition, ctx, s):
    from retrieval.conditions.documents import tfidf_evidence
    return tfidf_evidence(ctx, condition=condition.id, size=s["chunk_tokens"], overlap=s["overlap"], top_k=s["top_k"])


def _dense(condition, ctx, s):
    from retrieval.conditions.documents import dense_evidence
    return dense_evidence(ctx, condition=condition.id, size=s["chunk_tokens"], overlap=s["overlap"],
                          top_k=s["top_k"], max_chars=s.get("max_chars"))


def _kg(condition, ctx, s):
    from retrieval.conditions.graph import kg_evidence
    evidence = kg_evidence(ctx, condition=condition.id, labelled=s["labels"], intent_mode=s["intent_mode"],
                           hops=s["hops"], max_facts=s["max_facts"])
    if s.get("notes_budget"):
        from retrieval.conditions.documents import notes_evidence
        notes = notes_evidence(ctx, condition=condition.id, budget=s["notes_budget"])
        evidence.passages = evidence.passages + notes.passages
        evidence.truncation = notes.truncation
        evidence.text = f"{evidence.text}\n\nClinical notes (chronological):\n\n{notes.text}".strip()
        from retrieval.tokens import count_tokens
        evidence.tokens = count_tokens(evidence.text)
    return evidence


_RETRIEVERS = {
    "C1": _question_only, "C1b": _discharge, "C2": _tfidf, "C2b": _dense, "C3": _kg, "C4": _kg, "C4g": _kg,
    "C4g_oracle": _kg, "C4g+": _kg, "C6": _long_context, "C7": _kg, "RecentNotes": _long_context, "RAG": _dense,
}

_KG = {"hops": 2, "max_facts": 40}
_FIXED = {
    "C1": Condition("C1", "Question only (the model's own knowledge)."),
    "C1b": Condition("C1b", "The discharge summary of the asked admission (else the latest).",
                     defaults={"budget": DEFAULT_CONTEXT_BUDGET}),
    "C2": Condition("C2", "TF-IDF over 512-token chunks (64 overlap), top 5.",
                    defaults={"chunk_tokens": 512, "overlap": 64, "top_k": 5}),
    "C2b": Condition("C2b", "Dense retrieval over 256-token chunks (64 overlap), best chunks up to 6,000 characters.",
                     defaults={"chunk_tokens": 256, "overlap": 64, "top_k": 100, "max_chars": 6000}),
    "C3": Condition("C3", "KG-RAG: graph facts and their source sentences, without assertion labels.",
                    defaults={**_KG, "labels": False, "intent_mode": None}),
    "C4": Condition("C4", "C3 with assertion, experiencer and temporality labels; no routing.",
                    defaults={**_KG, "labels": True, "intent_mode": None}),
    "C4g": Condition("C4g", "C4 with intent routing by the keyword classifier (deployable).",
                     defaults={**_KG, "labels": True, "intent_mode": "keyword"}),
    "C4g_oracle": Condition("C4g_oracle", "C4 with intent routing from the question's category (upper bound).",
                            defaults={**_KG, "labels": True, "intent_mode": "oracle"}),
    "C4g+": Condition("C4g+", "C4g plus all notes, chronologically, within the context budget.",
                      defaults={**_KG, "labels": True, "intent_mode": "keyword", "notes_budget": DEFAULT_CONTEXT_BUDGET}),
    "C6": Condition("C6", "Long context: all notes chronologically, cut to the budget from the oldest end.",
                    defaults={"budget": DEFAULT_CONTEXT_BUDGET}),
    "C7": Condition("C7", "Deterministic KG lookup answered by template, no language model.", uses_llm=False,
                    defaults={**_KG, "labels": True, "intent_mode": None}),
}


def get_condition(condition_id: str) -> Condition:
    """The condition named ``condition_id``; an unknown id is an error listing the valid ones."""
    if condition_id in _FIXED:
        return _FIXED[condition_id]
    match = _PARAMETRIC.match(condition_id or "")
    if match:
        family, number = match.group(1), int(match.group(2))
        if number < 1:
            raise UnknownCondition(f"{condition_id}: the number must be positive")
        if family == "RecentNotes":
            return Condition(condition_id, f"The most recent notes up to {number:,} tokens (paper 001).",
                             defaults={"budget": number})
        return Condition(condition_id, f"Top {number} dense chunks of 128 tokens, window overlap 20, with the "
                                       "embedder's query instruction (paper 001).",
                         defaults={"chunk_tokens": 128, "overlap": 20, "top_k": number})
    raise UnknownCondition(
        f"unknown condition {condition_id!r}; valid: {', '.join(CLINICALBENCH_CONDITIONS)}, "
        "RecentNotes:<tokens> (e.g. RecentNotes:5120), RAG:<N> (e.g. RAG:40)")


def parse_conditions(text: str) -> list[Condition]:
    """A comma-separated list of condition ids ("C1,C2b,C4g"); duplicates dropped, order kept."""
    ids = [part.strip() for part in (text or "").split(",") if part.strip()]
    if not ids:
        raise UnknownCondition("no condition given")
    return [get_condition(i) for i in dict.fromkeys(ids)]


__all__ = ["CLINICALBENCH_CONDITIONS", "PAPER001_CONDITIONS", "Condition", "Evidence", "QuestionContext",
           "UnknownCondition", "get_condition", "parse_conditions"]
