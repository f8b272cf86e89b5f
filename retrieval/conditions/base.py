"""What every retrieval condition takes and gives back.

A condition turns a question about one patient into ``Evidence``: the text a model reads, and the
same evidence as structure (chunks with their scores and offsets, graph facts with every label,
the routed subgraph), so that a run stores what was shown and the inspection pages can draw it.

Conditions answer questions; they never see reference answers. ``QuestionContext`` carries what
a clinician asking the question would know (the patient, the admissions asked about, the
question's text) and, for the oracle routing upper bound only, the benchmark category.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True)
class QuestionContext:
    patient_id: int
    subject_id: int
    question: str
    hadm_ids: tuple[int, ...] = ()
    #: The benchmark category: read only by the oracle intent mode (an upper bound, by design).
    category: str | None = None
    qid: str | None = None
    #: Paper 001's tasks read only the notes of the asked admissions charted before a cutoff (the
    #: discharge summary or the infectious-diseases consult is what the task must not see).
    cutoff: dt.datetime | None = None
    admissions_only: bool = False
    #: Paper 001's extraction task asked instead of a question (imaging, antibiotics, diagnoses);
    #: ``retrieval.answering`` fills ``question`` with the task's query.
    task: str = ""

    def allows(self, note) -> bool:
        """Whether a note (anything with ``hadm_id`` and ``charttime``) is visible to this question."""
        if self.admissions_only and note.hadm_id not in self.hadm_ids:
            return False
        return self.cutoff is None or note.charttime < self.cutoff


@dataclass(frozen=True)
class Passage:
    """A piece of note text shown to the model, with where it came from."""

    note_id: str
    start: int
    end: int
    text: str
    tokens: int
    score: float | None = None
    note_type: str = ""
    charttime: str | None = None
    hadm_id: int | None = None
    rank: int | None = None


@dataclass(frozen=True)
class GraphFact:
    """One knowledge-graph edge as evidence. ``visible`` says which labels the model was shown
    (C3 shows none of α, experiencer, τa; C4 and up show all); the stored labels are always kept
    so an inspector can see what was hidden."""

    edge_id: int
    concept_id: int
    label: str
    predicate: str
    assertion: str
    experiencer: str
    temporality: str
    date: str | None
    hadm_id: int | None
    note_id: str | None
    allen_relation: str
    temporal_confidence: float
    score: float
    hop: int
    via: str
    reached_from: int | None = None
    #: a routing group: "added" / "removed" / "continued", "current" / "not_found",
    #: "asserted_past" / "earlier_admission_only", or "" for a plain traversal fact
    group: str = ""
    status: str = ""
    visible: tuple[str, ...] = ("assertion", "experiencer", "temporality")
    mention_text: str = ""
    note_type: str = ""
    section: str = ""
    #: valid time (τv) as dates, when known
    valid_from: str | None = None
    valid_to: str | None = None
    #: the ConText cues that fired on the mention: [{"category", "text"}]
    cues: tuple = ()
    #: what its sentence says happened to it (``KGEdge.status``): a drug "held", "stopped",
    #: "completed", "resumed", "started", "continued", "dose_changed"; a problem "resolved", "chronic"
    clinical_status: str = ""
    #: the rank of the shown sentence the fact was read from (``S<n>`` in the evidence text), if shown
    source: int | None = None


@dataclass
class Evidence:
    condition: str
    #: what the model reads (empty for C1: the question alone)
    text: str = ""
    tokens: int = 0
    passages: list[Passage] = field(default_factory=list)
    facts: list[GraphFact] = field(default_factory=list)
    #: intent used for routing and for the prompt template (None: no routing)
    intent: str | None = None
    intent_mode: str | None = None
    intent_matched: list[str] = field(default_factory=list)
    #: concepts the question names: [{"concept_id", "label", "text"}]
    question_concepts: list[dict] = field(default_factory=list)
    #: the concepts the question asks about (its focus); the others only set the scene
    focus: list[dict] = field(default_factory=list)
    #: a compound question's parts ("…, and has she had it herself?"): one when simple
    question_parts: list[str] = field(default_factory=list)
    #: the admissions the question names (asked, or resolved from its event anchor or ordinal)
    scope_admissions: list[int] = field(default_factory=list)
    #: concepts asked about and absent from the evidence (Current_State's "Not found")
    not_found: list[dict] = field(default_factory=list)
    #: the admission pair a Change question compared: [earlier hadm_id, later hadm_id]
    compared_admissions: list[int] = field(default_factory=list)
    #: the patient's admissions from the record: [{"hadm_id", "admitted", "discharged"}] (graph conditions)
    admissions: list[dict] = field(default_factory=list)
    #: how the question was read (``retrieval.conditions.parse``): asked concepts, proposition,
    #: time and admission, experiencer, parts; every condition stores it, none answers from it
    question: dict = field(default_factory=dict)
    #: a budget cut: {"budget": tokens, "total": tokens before the cut, "dropped_notes": n, "from": "oldest"}
    truncation: dict | None = None
    settings: dict = field(default_factory=dict)
    retrieval_ms: float = 0.0
    #: whether the answering step is a language model (False for C7's deterministic lookup)
    uses_llm: bool = True
    #: whether unscored passages are whole notes (stored by offsets, not a second copy of the text)
    passages_are_notes: bool = False

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe dict of everything here (stored on the prediction)."""
        data = asdict(self)
        return _jsonable(data)


def _jsonable(value):
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (dt.datetime, dt.date)):
        return value.isoformat()
    return value


def iso_date(value) -> str | None:
    return None if value is None else f"{value:%Y-%m-%d}"


def narrower_step(via: str) -> bool:
    """Whether a concept reached by the vocabulary step ``via`` (a relationship id, "… (reverse)"
    when walked backwards) may answer for the concept it was reached from: a narrower concept
    (walked down "Is a", i.e. "Is a (reverse)" or "Subsumes": CHF for heart failure), a product
    holding the drug or the drug a product holds ("Maps to" either way) — never a broader concept
    ("opacity" does not answer "consolidation?") and never a concept reached through a predicate."""
    base, _, rest = (via or "").partition(" (")
    reverse = rest.startswith("reverse")
    if base == "Is a":
        return reverse
    if base == "Subsumes":
        return not reverse
    return base in ("Maps to", "Mapped from")
