"""What the reference checks read: each reference with its question, the text of its evidence
spans, the labelled mentions the knowledge graph holds inside those spans, and the drugs the graph
holds for a change question's admissions.

``reference_items()`` is the one query side (a selector); the checks themselves are plain
functions over the frozen dataclasses below, so they can be tested on a reference built by hand.
A note whose graph is not built gives its spans ``mentions=None`` ("not labelled"), never an empty
tuple ("labelled, nothing there"), and a patient whose graph is not built gives ``drugs=None``.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from benchmark.models import Question, ReferenceAnswer
from benchmark.releases import reference_versions
from retrieval.models import Dataset, KGEdge, KGNoteBuild, KGPatientBuild, Note
from retrieval.models.graph import EdgeOrigin, NodeKind
from retrieval.vocabulary.normalize import normalize_all

#: Note builds whose edges are the note's labels ("no concepts" is labelled too: nothing found).
LABELLED_BUILDS = (KGNoteBuild.Status.BUILT, KGNoteBuild.Status.NO_CONCEPTS)


@dataclass(frozen=True)
class LabelledMention:
    """One concept mention of the knowledge graph (a patient → concept edge)."""

    text: str
    concept_id: int | None
    predicate: str
    assertion: str
    experiencer: str
    temporality: str
    section: str = ""
    status: str = ""
    start: int = 0
    end: int = 0


@dataclass(frozen=True)
class EvidenceSpan:
    note_id: str
    start: int
    end: int
    #: the section the reference names for the span (``None`` when it names none)
    section: str | None
    #: the span's text; "" when the note is not in the dataset
    text: str = ""
    #: the graph's mentions overlapping the span; None when the note's graph is not built
    mentions: tuple[LabelledMention, ...] | None = None

    @property
    def where(self) -> str:
        return f"{self.note_id} [{self.start}:{self.end}]"


@dataclass(frozen=True)
class ChartDrug:
    """A drug mention of the patient's graph in one admission (what list it is on: the predicate)."""

    hadm_id: int | None
    text: str
    concept_id: int | None
    predicate: str
    note_id: str
    section: str = ""


@dataclass(frozen=True)
class VocabularyTerm:
    concept_id: int
    name: str
    domain: str


@dataclass(frozen=True)
class ReferenceItem:
    """One reference answer with everything a check may read."""

    qid: str
    category: str
    question: str
    answer: str
    structure: dict = field(default_factory=dict)
    evidence: tuple[EvidenceSpan, ...] = ()
    hadm_ids: tuple[int, ...] = ()
    question_section: str = ""
    #: the vocabulary's concepts for each name the reference uses (its concept, its medications)
    terms: dict[str, tuple[VocabularyTerm, ...]] = field(default_factory=dict)
    #: a change question's drug mentions in its admissions; None when the graph is not built
    drugs: tuple[ChartDrug, ...] | None = None

    @property
    def labelled(self) -> bool:
        """Whether any evidence span carries the graph's labels."""
        return any(span.mentions is not None for span in self.evidence)


class ReferenceCheckError(ValueError):
    """Bad input to the checks: an unknown dataset or reference version."""


MEDICATION_KEYS = ("added", "removed", "continued")


def names_of(structure: dict) -> list[str]:
    """The names a reference's structure uses that the vocabulary may know: concept and medications."""
    names = [structure.get("concept")] if isinstance(structure.get("concept"), str) else []
    for key in MEDICATION_KEYS:
        names.extend(n for n in structure.get(key) or [] if isinstance(n, str))
    return [n for n in names if n.strip()]


def dataset_named(name: str) -> Dataset:
    try:
        return Dataset.objects.get(name=name)
    except Dataset.DoesNotExist:
        known = ", ".join(Dataset.objects.order_by("name").values_list("name", flat=True)) or "none"
        raise ReferenceCheckError(f"no dataset named {name!r} (datasets: {known})") from None


def reference_items(dataset: Dataset, version: str) -> list[ReferenceItem]:
    """Every reference of ``version`` in ``dataset``, by qid, with its chart context."""
    known = reference_versions(dataset)
    if version not in known:
        raise ReferenceCheckError(f"dataset {dataset.name!r} has no reference version {version!r} "
                                  f"(versions: {', '.join(known) or 'none'})")
    references = list(
        ReferenceAnswer.objects.filter(question__dataset=dataset, version=version)
        .select_related("question").order_by("question__qid")
    )
    spans = _evidence_spans(dataset, references)
    drugs = _chart_drugs(dataset, [r.question for r in references if r.question.category == "change"])
    lookups: dict[str, tuple[VocabularyTerm, ...]] = {}
    items = []
    for ref in references:
        q = ref.question
        structure = ref.structure if isinstance(ref.structure, dict) else {}
        terms = {}
        for name in names_of(structure):
            if name not in lookups:
                lookups[name] = tuple(VocabularyTerm(m.concept_id, m.concept_name, m.domain_id)
                                      for m in normalize_all(name))
            terms[name] = lookups[name]
        items.append(ReferenceItem(
            qid=q.qid, category=q.category, question=q.text, answer=ref.answer, structure=structure,
            evidence=tuple(spans[ref.pk]), hadm_ids=tuple(int(h) for h in q.hadm_ids or []),
            question_section=q.section, terms=terms,
            drugs=drugs.get(q.pk) if q.category == "change" else None,
        ))
    return items


def _evidence_spans(dataset: Dataset, references: list[ReferenceAnswer]) -> dict[int, list[EvidenceSpan]]:
    wanted = {e.get("note_id") for r in references for e in (r.evidence or []) if isinstance(e, dict)}
    notes = {n.note_id: n for n in Note.objects.filter(dataset=dataset, note_id__in=wanted).only("pk", "note_id", "text")}
    built = set(KGNoteBuild.objects.filter(note_id__in=[n.pk for n in notes.values()], status__in=LABELLED_BUILDS)
                .values_list("note_id", flat=True))
    by_note: dict[int, list[LabelledMention]] = defaultdict(list)
    edges = KGEdge.objects.filter(note_id__in=built, origin=EdgeOrigin.MENTION).values_list(
        "note_id", "mention_text", "concept_id", "predicate", "assertion", "experiencer", "temporality", "section",
        "status", "span_start", "span_end")
    for note_pk, *values in edges.iterator(chunk_size=5000):
        by_note[note_pk].append(LabelledMention(*values))
    spans: dict[int, list[EvidenceSpan]] = {}
    for ref in references:
        spans[ref.pk] = []
        for e in ref.evidence or []:
            note = notes.get(e.get("note_id"))
            start, end = int(e.get("start", 0)), int(e.get("end", 0))
            mentions = None
            if note is not None and note.pk in built:
                mentions = tuple(m for m in by_note[note.pk] if m.start < end and m.end > start)
            spans[ref.pk].append(EvidenceSpan(
                note_id=str(e.get("note_id")), start=start, end=end, section=e.get("section"),
                text=note.text[start:end] if note is not None else "", mentions=mentions))
    return spans


def _chart_drugs(dataset: Dataset, questions: list[Question]) -> dict[int, tuple[ChartDrug, ...] | None]:
    """Per change question, the drug mentions of its admissions (None where the graph is not built)."""
    patients = {q.patient_id for q in questions}
    built = set(KGPatientBuild.objects.filter(patient_id__in=patients, status=KGPatientBuild.Status.SUCCEEDED)
                .values_list("patient_id", flat=True))
    rows: dict[tuple[int, int | None], list[ChartDrug]] = defaultdict(list)
    edges = KGEdge.objects.filter(patient_id__in=built, origin=EdgeOrigin.MENTION, object__kind=NodeKind.DRUG).values_list(
        "patient_id", "hadm_id", "mention_text", "concept_id", "predicate", "note__note_id", "section")
    for patient_pk, hadm_id, *values in edges.iterator(chunk_size=5000):
        rows[patient_pk, hadm_id].append(ChartDrug(hadm_id, *values))
    result: dict[int, tuple[ChartDrug, ...] | None] = {}
    for q in questions:
        if q.patient_id not in built:
            result[q.pk] = None
            continue
        result[q.pk] = tuple(d for hadm in q.hadm_ids or [] for d in rows.get((q.patient_id, int(hadm)), []))
    return result
