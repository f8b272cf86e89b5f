"""Retrieval conditions (paper 000 Table 1, App. P, T; paper 001 §3.2), one interface.

``get_condition("C4g")`` returns a ``Condition``; ``condition.retrieve(ctx)`` gives the
``Evidence`` for one question. Condition ids are the same everywhere (CLI, exports, reports,
URLs): C1, C1b, C2, C2b, C3, C4, C4g, C4g_oracle, C4g+, C6, C7, RecentNotes:<tokens>, RAG:<N>.

A condition declares its own family (what it reads), its capabilities (whether a language model
answers, whether it can run paper 001's extraction tasks, its dense chunking) and its versions:
digests of the code and data it stands on, so a run's configuration hash changes when any of them
does (``Condition.versions()``).

This package answers questions; it must never import anything that holds reference answers
(an import-linter contract in ``.importlinter`` checks it).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field

from epikg_core.versions import files_digest
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


class Family:
    """What a condition reads."""

    QUESTION_ONLY = "question_only"  # nothing but the question (C1)
    NOTES = "notes"  # whole notes within a budget (C1b, C6, RecentNotes)
    LEXICAL = "lexical"  # TF-IDF chunks (C2)
    DENSE = "dense"  # embedded chunks (C2b, RAG)
    GRAPH = "graph"  # knowledge-graph facts (C3, C4, C4g, C4g_oracle, C4g+, C7)


_COMMON_MODULES = ("retrieval.conditions", "retrieval.conditions.base")
_NOTE_MODULES = ("retrieval.conditions.documents", "retrieval.conditions.chunks")
#: The code each family's evidence comes from (its version is their digest).
FAMILY_MODULES = {
    Family.QUESTION_ONLY: (),
    Family.NOTES: _NOTE_MODULES,
    Family.LEXICAL: _NOTE_MODULES,
    Family.DENSE: (*_NOTE_MODULES, "retrieval.conditions.dense"),
    Family.GRAPH: ("retrieval.conditions.graph", "retrieval.conditions.routing", "retrieval.conditions.intent",
                   "retrieval.conditions.focus", "retrieval.conditions.sentences", "retrieval.conditions.dense",
                   "retrieval.nlp.sentences", "retrieval.conditions.chunks", "retrieval.graph.traversal",
                   "retrieval.graph.projections"),
}


@dataclass(frozen=True)
class Condition:
    id: str
    description: str
    family: str = Family.QUESTION_ONLY
    #: whether a language model answers (C7 answers by template)
    uses_llm: bool = True
    #: whether it can run paper 001's extraction tasks (reads the notes before a cutoff itself)
    runs_tasks: bool = False
    #: settings a run may override, with their defaults
    defaults: dict = field(default_factory=dict)

    @property
    def dense_chunking(self) -> tuple[int, int] | None:
        """(chunk tokens, overlap) of a dense condition's index, else None."""
        if self.family != Family.DENSE:
            return None
        return self.defaults["chunk_tokens"], self.defaults["overlap"]

    def input_versions(self, patient_ids) -> dict[str, str]:
        """Digests of the data this condition would read for these patients: their notes, and for
        a graph condition the build state of their graphs (``GraphNotReady`` if one is not built)."""
        from retrieval.conditions.chunks import notes_digest

        versions = {"notes": notes_digest(patient_ids)}
        if self.family == Family.GRAPH:
            from retrieval.graph.state import require_graph

            versions["graphs"] = require_graph(patient_ids).digest
        return versions

    def versions(self) -> dict[str, str]:
        """Every version the evidence of this condition depends on, each owned by its component:
        the condition's code, the tokenizer, and by family the embedder, the routing rules, the
        graph build, the assertion rules and the vocabulary."""
        from retrieval.tokens import tokenizer_version

        modules = FAMILY_MODULES[self.family] + (_NOTE_MODULES if self.defaults.get("notes_budget") else ())
        files = ()
        if self.family == Family.GRAPH:
            from retrieval.conditions.focus import RULES_PATH as FOCUS_RULES

            files = (FOCUS_RULES,)
        versions = {"condition": files_digest(modules=_COMMON_MODULES + modules, files=files),
                    "tokenizer": tokenizer_version()}
        if self.family in (Family.DENSE, Family.GRAPH):  # the graph's RetrieveDocuments ranks sentences
            from retrieval.conditions.dense import embedder_version

            versions["embedder"] = embedder_version()
        if self.family == Family.GRAPH:
            from retrieval.graph.build import build_version
            from retrieval.nlp.pipeline import assertion_version
            from retrieval.vocabulary.matcher import vocabulary_version

            versions.update(kg_build=build_version(), assertion_rules=assertion_version(),
                            vocabulary=vocabulary_version())
            if self.defaults.get("intent_mode"):
                from retrieval.conditions.routing import routing_version

                versions["routing"] = routing_version()
        return versions

    def retrieve(self, ctx: QuestionContext, **overrides) -> Evidence:
        """The evidence for ``ctx``. A graph condition over a patient whose graph is not built by the
        current build version raises ``GraphNotReady`` instead of answering from nothing."""
        settings = {**self.defaults, **{k: v for k, v in overrides.items() if k in self.defaults}}
        started = time.perf_counter()
        if self.family == Family.GRAPH:
            from retrieval.graph.state import require_graph

            require_graph([ctx.patient_id])
        evidence = _RETRIEVERS[self.kind](self, ctx, settings)
        evidence.retrieval_ms = round((time.perf_counter() - started) * 1000, 3)
        evidence.uses_llm = self.uses_llm
        evidence.passages_are_notes = self.family == Family.NOTES or bool(settings.get("notes_budget"))
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
                           hops=s["hops"], max_facts=s["max_facts"], sentence_budget=s["sentence_budget"])
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

_KG = {"hops": 2, "max_facts": 40, "sentence_budget": 900}
_GRAPH = {"family": Family.GRAPH}
_FIXED = {
    "C1": Condition("C1", "Question only (the model's own knowledge).", runs_tasks=True),
    "C1b": Condition("C1b", "The discharge summary of the asked admission (else the latest).", family=Family.NOTES,
                     defaults={"budget": DEFAULT_CONTEXT_BUDGET}),
    "C2": Condition("C2", "TF-IDF over 512-token chunks (64 overlap), top 5.", family=Family.LEXICAL, runs_tasks=True,
                    defaults={"chunk_tokens": 512, "overlap": 64, "top_k": 5}),
    "C2b": Condition("C2b", "Dense retrieval over 256-token chunks (64 overlap), best chunks up to 6,000 characters.",
                     family=Family.DENSE, runs_tasks=True,
                     defaults={"chunk_tokens": 256, "overlap": 64, "top_k": 100, "max_chars": 6000}),
    "C3": Condition("C3", "KG-RAG: graph facts and their source sentences, without assertion labels.", **_GRAPH,
                    defaults={**_KG, "labels": False, "intent_mode": None}),
    "C4": Condition("C4", "C3 with assertion, experiencer and temporality labels; no routing.", **_GRAPH,
                    defaults={**_KG, "labels": True, "intent_mode": None}),
    "C4g": Condition("C4g", "C4 with intent routing by the keyword classifier (deployable).", **_GRAPH,
                     defaults={**_KG, "labels": True, "intent_mode": "keyword"}),
    "C4g_oracle": Condition("C4g_oracle", "C4 with intent routing from the question's category (upper bound).",
                            **_GRAPH, defaults={**_KG, "labels": True, "intent_mode": "oracle"}),
    "C4g+": Condition("C4g+", "C4g plus all notes, chronologically, within the context budget.", **_GRAPH,
                      defaults={**_KG, "labels": True, "intent_mode": "keyword", "notes_budget": DEFAULT_CONTEXT_BUDGET}),
    "C6": Condition("C6", "Long context: all notes chronologically, cut to the budget from the oldest end.",
                    family=Family.NOTES, runs_tasks=True, defaults={"budget": DEFAULT_CONTEXT_BUDGET}),
    "C7": Condition("C7", "Deterministic KG lookup answered by template, no language model.", **_GRAPH,
                    uses_llm=False, defaults={**_KG, "labels": True, "intent_mode": None}),
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
                             family=Family.NOTES, runs_tasks=True, defaults={"budget": number})
        return Condition(condition_id, f"Top {number} dense chunks of 128 tokens, window overlap 20, with the "
                                       "embedder's query instruction (paper 001).", family=Family.DENSE,
                         runs_tasks=True, defaults={"chunk_tokens": 128, "overlap": 20, "top_k": number})
    raise UnknownCondition(
        f"unknown condition {condition_id!r}; valid: {', '.join(CLINICALBENCH_CONDITIONS)}, "
        "RecentNotes:<tokens> (e.g. RecentNotes:5120), RAG:<N> (e.g. RAG:40)")


def parse_conditions(text: str) -> list[Condition]:
    """A comma-separated list of condition ids ("C1,C2b,C4g"); duplicates dropped, order kept."""
    ids = [part.strip() for part in (text or "").split(",") if part.strip()]
    if not ids:
        raise UnknownCondition("no condition given")
    return [get_condition(i) for i in dict.fromkeys(ids)]


def condition_order(condition_id: str) -> tuple:
    """Sort key of condition ids: the paper's ablation order, then RecentNotes and RAG by number."""
    if condition_id in CLINICALBENCH_CONDITIONS:
        return (0, CLINICALBENCH_CONDITIONS.index(condition_id), 0)
    match = _PARAMETRIC.match(condition_id)
    if match:
        return (1, match.group(1), int(match.group(2)))
    return (2, condition_id, 0)


__all__ = ["CLINICALBENCH_CONDITIONS", "PAPER001_CONDITIONS", "Condition", "Evidence", "Family", "QuestionContext",
           "UnknownCondition", "condition_order", "get_condition", "parse_conditions"]
