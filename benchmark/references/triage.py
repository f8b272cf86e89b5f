"""Triage and reconciliation of reference answers (issue 16; paper 000 App. Z.3).

Each author triages a dataset's questions against one reference version (the *base*, e.g. "v1"):
KEEP, FIX_GOLD (with the corrected answer, structure and evidence) or REPLACE_QUESTION, with a
defect type. Authors triage blind: nothing here shows an author another author's proposal until
reconciliation, which lists questions with two or more submitted proposals side by side and is
open only to admins and to authors who have submitted their own proposal for that question.
Each proposal keeps the version first submitted (``TriageProposal.blind``): agreement (κ) and
reconciliation read it, and a later revision is shown beside it as a revision — labelled when it
was made after its author could read another's proposal — so copying a proposal after seeing it
moves neither κ nor what the reconciler starts from. The
consensus keeps every proposal; every save, submit and consensus writes a ``CurationEvent``.

The queue orders questions by how much they matter: first those the automatic checks flag, then
those a physician said were wrong or need revision and those whose stored scores disagree between
evaluators on the same prediction, then the rest.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import combinations

from django.core.cache import cache
from django.db import transaction
from django.db.models import Count, Max
from django.utils import timezone

from benchmark.models import (
    CurationEvent,
    PredictionScore,
    Question,
    ReferenceAnswer,
    ReferenceFeedback,
    TriageConsensus,
    TriageDecision,
    TriageProposal,
)
from benchmark.models.gold import TRIAGE_DEFECT_CHOICES
from benchmark.references.checks import Flag, check_references
from benchmark.references.releases import release_digest
from benchmark.references.rules import load_check_rules
from benchmark.references.structure import (
    INHERIT,
    StructureError,
    StructureForm,
    structure_agreement,
    structure_form,
    structure_from_form,
    structure_rows,
    validate_structure,
)
from benchmark.stats.agreement import cohen_kappa_ci
from epikg_core.roles import ADMIN, user_roles
from retrieval.models import Dataset, KGNoteBuild, Note

__all__ = ["DECISIONS", "DEFECT_CHOICES", "TriageError", "QueueItem", "triage_queue", "triage_item",
           "NoteSegment", "ItemNote", "note_segments", "parse_evidence_lines", "fields_from_form", "evidence_lines", "save_proposal", "reconciliation", "reconciliation_item", "record_consensus",
           "FormStart", "posted_start", "structure_rows",
           "triage_agreement"]

DECISIONS = list(TriageDecision.choices)
DEFECT_CHOICES = list(TRIAGE_DEFECT_CHOICES)
_DECISION_VALUES = set(TriageDecision.values)
_DEFECT_VALUES = {value for value, _ in TRIAGE_DEFECT_CHOICES}
_SPAN_LINE = re.compile(r"^\s*(?P<note_id>[^\s:]+)\s*:\s*(?P<start>\d+)\s*-\s*(?P<end>\d+)\s*$")

FLAGGED, SIGNALLED, REST = 0, 1, 2
TIER_NAMES = {FLAGGED: "flagged by the checks", SIGNALLED: "physician or evaluator signal", REST: "no signal"}


class TriageError(ValueError):
    """A proposal or consensus that cannot be saved as given; the message says what to fix."""


@dataclass
class QueueItem:
    qid: str
    category: str
    text: str
    tier: int
    reasons: list[str] = field(default_factory=list)
    #: this user's own status: "", "draft", "submitted"; "reconciled" once a consensus exists
    status: str = ""

    @property
    def tier_name(self) -> str:
        return TIER_NAMES[self.tier]


# -- the queue --------------------------------------------------------------------------------

def _checks_fingerprint(dataset: Dataset, base: str) -> str:
    """What the automatic checks read, summarised: the base references' digest, the questions, the
    graph builds of the dataset's notes and the check rules' version. A change to any of them
    changes the fingerprint."""
    count, digest = release_digest(dataset, base)
    questions = Question.objects.filter(dataset=dataset).aggregate(n=Count("pk"), last=Max("pk"))
    builds = KGNoteBuild.objects.filter(note__dataset=dataset).aggregate(n=Count("pk"), last=Max("built_at"))
    return hashlib.sha256(repr((count, digest, questions, builds, load_check_rules().version)).encode()).hexdigest()


def _check_flags(dataset: Dataset, base: str) -> tuple[dict[str, list[Flag]], str]:
    """The automatic checks' flags by qid; if the checks cannot run, none, and why. The flags are
    kept in the cache under the fingerprint of what they read, so moving through the queue does
    not rerun the checks over every reference for each item."""
    key = f"epikg:triage-checks:{dataset.pk}:{base}:{_checks_fingerprint(dataset, base)}"
    cached = cache.get(key)
    if cached is None:
        try:
            cached = [(f.qid, f.check, f.reason) for f in check_references(dataset, base)]
        except Exception as exc:  # the queue still works without its first ordering
            return {}, f"automatic checks not run: {exc}"
        cache.set(key, cached, timeout=24 * 3600)
    by_qid: dict[str, list[Flag]] = defaultdict(list)
    for qid, check, reason in cached:
        by_qid[qid].append(Flag(qid, check, reason))
    return by_qid, ""


def _feedback(dataset: Dataset) -> dict[str, list[ReferenceFeedback]]:
    by_qid: dict[str, list[ReferenceFeedback]] = defaultdict(list)
    for fb in ReferenceFeedback.objects.filter(
            question__dataset=dataset, verdict__in=ReferenceFeedback.NEGATIVE).select_related("question", "reference"):
        by_qid[fb.question.qid].append(fb)
    return by_qid


def _evaluator_disagreements(dataset: Dataset, base: str) -> dict[str, int]:
    """qid → how many predictions whose scores against ``base`` differ between evaluators."""
    values: dict[tuple[str, int], dict[str, float]] = defaultdict(dict)
    rows = (PredictionScore.objects.filter(question__dataset=dataset, reference_version=base)
            .values_list("question__qid", "prediction_id", "evaluator", "value"))
    for qid, prediction, evaluator, value in rows:
        values[(qid, prediction)][evaluator] = value
    counts: dict[str, int] = defaultdict(int)
    for (qid, _), by_evaluator in values.items():
        if len(by_evaluator) >= 2 and len(set(by_evaluator.values())) > 1:
            counts[qid] += 1
    return counts


def _statuses(dataset: Dataset, base: str, user) -> dict[str, str]:
    status = {qid: "draft" if draft else "submitted" for qid, draft in TriageProposal.objects.filter(
        dataset=dataset, base=base, author=user).values_list("question__qid", "is_draft")}
    for qid in TriageConsensus.objects.filter(question__dataset=dataset, base=base).values_list("question__qid", flat=True):
        status[qid] = "reconciled"
    return status


def triage_queue(dataset: Dataset, base: str, user) -> tuple[list[QueueItem], str]:
    """Every question of ``dataset``, most important first, each with why it is ranked there and
    ``user``'s own status; and a note when the automatic checks could not run. Shows nothing of any
    other author's proposals."""
    flags, note = _check_flags(dataset, base)
    feedback = _feedback(dataset)
    disagreements = _evaluator_disagreements(dataset, base)
    status = _statuses(dataset, base, user)
    items = []
    for q in Question.objects.filter(dataset=dataset).order_by("qid").only("qid", "category", "text"):
        reasons = [f"check {f.check}: {f.reason}" for f in flags.get(q.qid, [])]
        tier = FLAGGED if reasons else REST
        for fb in feedback.get(q.qid, []):
            reasons.append(f"physician {fb.rater}: {fb.get_verdict_display()} ({fb.reference.version})"
                           + (f" — {fb.note}" if fb.note else ""))
        if disagreements.get(q.qid):
            reasons.append(f"evaluators disagree on {disagreements[q.qid]} prediction(s) scored against {base}")
        if reasons and tier == REST:
            tier = SIGNALLED
        items.append(QueueItem(q.qid, q.category, q.text, tier, reasons, status.get(q.qid, "")))
    items.sort(key=lambda item: (item.tier, -len(item.reasons), item.qid))
    return items, note


# -- what a triage or consensus form starts from ---------------------------------------------

@dataclass
class FormStart:
    """What a triage or consensus form shows when it opens: the fields, the evidence as lines, the
    structured answer as fields, what it all comes from, and where the proposals differ."""

    decision: str = ""
    answer: str = ""
    defect_type: str = ""
    note: str = ""
    evidence: str = ""
    structure: StructureForm | None = None
    #: what the form starts from, in words ("the proposals, where they agree", "ann's version")
    source: str = ""
    #: the fields the proposals differ on, each with who proposed what: left for the reconciler
    differs: dict[str, str] = field(default_factory=dict)
    #: how many evidence spans the base reference cites (a new item's form starts with them; a fix
    #: carries only the spans the form lists when it is sent)
    reference_spans: int = 0


def _start_of(version, source: str) -> FormStart:
    """The form filled from one proposal or consensus."""
    return FormStart(version.decision, version.answer, version.defect_type, version.note,
                     evidence_lines(version.evidence), structure_form(version.structure), source)


def posted_start(posted) -> FormStart:
    """A form sent back with an error, as it was typed: nothing is lost."""
    return FormStart(posted.get("decision", ""), posted.get("answer", ""), posted.get("defect_type", ""),
                     posted.get("note", ""), posted.get("evidence", ""), structure_form(None, posted=posted),
                     "what you typed")


def _agreement_start(proposals: list[TriageProposal]) -> FormStart:
    """The form filled with what every proposal gives alike; a field they differ on is left empty,
    with who proposed what."""
    differs: dict[str, str] = {}

    def agreed(attr: str, label: str, show=lambda v: v or "—") -> str:
        values = [getattr(p, attr) for p in proposals]
        if all(v == values[0] for v in values):
            return values[0]
        differs[label] = " · ".join(f"{p.author}: {show(getattr(p, attr))}" for p in proposals)
        return ""

    decision = agreed("decision", "decision", lambda v: TriageDecision(v).label if v in _DECISION_VALUES else v)
    answer = agreed("answer", "answer")
    defect = agreed("defect_type", "defect type")
    note = agreed("note", "note")
    spans = [[(e.get("note_id"), e.get("start"), e.get("end")) for e in p.evidence] for p in proposals]
    common = [e for e in proposals[0].evidence if all((e.get("note_id"), e.get("start"), e.get("end")) in s
                                                       for s in spans)]
    if any(sorted(s) != sorted(spans[0]) for s in spans):
        differs["evidence"] = " · ".join(f"{p.author}: {len(p.evidence)} span{'s' if len(p.evidence) != 1 else ''}"
                                         for p in proposals) + f"; {len(common)} in common"
    structure, structure_differs = structure_agreement({p.author.get_username(): p.structure for p in proposals})
    differs.update({f"structure: {key}": text for key, text in structure_differs.items()})
    return FormStart(decision, answer, defect, note, evidence_lines(common),
                     structure_form(structure, differs=structure_differs),
                     "the proposals: every field they agree on" if differs else "the proposals, which agree",
                     differs)


# -- one item, as its author sees it ----------------------------------------------------------

#: whose evidence a stretch of note text is, in the order the page's legend lists them
EVIDENCE_KINDS = ("reference", "proposal")
_MARK_TITLES = {("reference",): "reference evidence", ("proposal",): "proposed evidence",
                ("reference", "proposal"): "reference and proposed evidence"}


@dataclass
class NoteSegment:
    """A stretch ``[start, end)`` of a note's text and whose evidence covers it (none, one or both
    of ``EVIDENCE_KINDS``)."""

    start: int
    end: int
    text: str
    marks: tuple[str, ...] = ()

    @property
    def css(self) -> str:
        return " ".join(["ev", *(f"ev-{kind}" for kind in self.marks)])

    @property
    def title(self) -> str:
        return _MARK_TITLES.get(self.marks, "")

    @property
    def is_cr(self) -> bool:
        # The HTML parser turns a literal CR (and CR LF) into LF, which would shift every offset
        # after it in the browser; the page writes a lone-CR segment as the reference &#13;.
        return self.text == "\r"


def note_segments(text: str, spans: dict[str, list]) -> list[NoteSegment]:
    """``text`` cut at every boundary of ``spans`` (kind → ``{"start", "end"}`` dicts; spans that do
    not fit the text are left out) and around each carriage return, each piece with the kinds
    whose spans cover it. The pieces' text joins back into ``text``."""
    fitting = [(kind, e["start"], e["end"]) for kind in EVIDENCE_KINDS for e in spans.get(kind, [])
               if isinstance(e.get("start"), int) and isinstance(e.get("end"), int)
               and 0 <= e["start"] < e["end"] <= len(text)]
    cuts = {0, len(text)}
    for _, start, end in fitting:
        cuts.update((start, end))
    for cr in re.finditer("\r", text):
        cuts.update((cr.start(), cr.end()))
    points = sorted(cuts)
    return [NoteSegment(a, b, text[a:b], tuple(kind for kind in EVIDENCE_KINDS
                                              if any(k == kind and s <= a and b <= e for k, s, e in fitting)))
            for a, b in zip(points, points[1:])]


@dataclass
class ItemNote:
    """One of the question patient's notes on the triage page, its text cut into marked segments."""

    note: Note
    segments: list[NoteSegment]
    #: whose evidence this note holds: a subset of ``EVIDENCE_KINDS``
    holds: tuple[str, ...] = ()


@dataclass
class TriageItem:
    dataset: Dataset
    base: str
    question: Question
    reference: ReferenceAnswer | None
    evidence: list[dict]
    flags: list[str]
    feedback: list[ReferenceFeedback]
    own: TriageProposal | None
    consensus: TriageConsensus | None
    previous: str | None
    next: str | None
    position: int
    total: int
    #: the patient's notes, those holding the reference's and then the proposal's evidence first
    notes: list[ItemNote] = field(default_factory=list)
    #: what the form starts from: the author's proposal, else the reference's structured answer
    start: FormStart | None = None


def _quotes(dataset: Dataset, evidence: list, texts: dict[str, str] | None = None) -> list[dict]:
    """``evidence`` with each span's quoted text; ``texts`` (note_id → text) saves querying notes
    already loaded."""
    spans = [e for e in evidence or [] if isinstance(e, dict)]
    notes = dict(texts or {})
    missing = {e.get("note_id") for e in spans} - notes.keys()
    if missing:
        notes.update(Note.objects.filter(dataset=dataset, note_id__in=missing).values_list("note_id", "text"))
    out = []
    for e in spans:
        text = notes.get(e.get("note_id"))
        start, end = e.get("start"), e.get("end")
        quote = text[start:end] if text is not None and isinstance(start, int) and isinstance(end, int) else ""
        out.append({"note_id": e.get("note_id"), "start": start, "end": end, "section": e.get("section", ""),
                    "quote": quote})
    return out


def triage_item(dataset: Dataset, base: str, question: Question, user, posted=None) -> TriageItem:
    """What ``user`` triages for ``question``: the reference at ``base`` with its evidence quoted,
    the check flags and physician feedback, their own proposal (never anyone else's), the
    patient's notes with both evidences marked (the notes holding them first), the neighbours
    in their queue, and what the form starts from (``posted``: a form sent back with an error)."""
    queue, _ = triage_queue(dataset, base, user)
    order = [item.qid for item in queue]
    here = order.index(question.qid)
    flags = next(item for item in queue if item.qid == question.qid)
    reference = ReferenceAnswer.objects.filter(question=question, version=base).first()
    own = TriageProposal.objects.filter(question=question, base=base, author=user).first()
    notes = _patient_notes(dataset, question, {"reference": reference.evidence if reference else [],
                                               "proposal": own.evidence if own else []})
    item = TriageItem(
        dataset=dataset, base=base, question=question, reference=reference,
        evidence=_quotes(dataset, reference.evidence if reference else [], {n.note.note_id: n.note.text for n in notes}),
        flags=[r for r in flags.reasons if r.startswith("check ")],
        feedback=list(ReferenceFeedback.objects.filter(question=question, verdict__in=ReferenceFeedback.NEGATIVE)
                      .select_related("reference")),
        own=own,
        consensus=TriageConsensus.objects.filter(question=question, base=base).first(),
        previous=order[here - 1] if here > 0 else None,
        next=order[here + 1] if here + 1 < len(order) else None,
        position=here + 1, total=len(order), notes=notes,
        start=(posted_start(posted) if posted is not None else
               _start_of(own, "your saved proposal") if own is not None else
               FormStart(evidence=evidence_lines(reference.evidence) if reference else "",
                         structure=structure_form(reference.structure if reference else None),
                         source=f"the structured answer and evidence of reference {base}"
                         if reference and (reference.structure or reference.evidence) else "")),
    )
    item.start.reference_spans = len(reference.evidence) if reference else 0
    return item


def _patient_notes(dataset: Dataset, question: Question, evidence: dict[str, list]) -> list[ItemNote]:
    """The question patient's notes (one query), each cut into segments marked with ``evidence``
    (kind → spans); the notes holding evidence first, in the order the evidence names them
    (reference before proposal), then the rest in chart order."""
    spans = {kind: [e for e in evidence.get(kind) or [] if isinstance(e, dict)] for kind in EVIDENCE_KINDS}
    named = list(dict.fromkeys(e.get("note_id") for kind in EVIDENCE_KINDS for e in spans[kind]))
    rank = {note_id: i for i, note_id in enumerate(named)}
    notes = Note.objects.filter(dataset=dataset, patient_id=question.patient_id).only(
        "note_id", "note_type", "charttime", "text")
    out = []
    for note in notes:
        mine = {kind: [e for e in spans[kind] if e.get("note_id") == note.note_id] for kind in EVIDENCE_KINDS}
        out.append(ItemNote(note, note_segments(note.text, mine), tuple(kind for kind in EVIDENCE_KINDS if mine[kind])))
    out.sort(key=lambda n: rank.get(n.note.note_id, len(rank)))  # stable: the rest keep chart order
    return out


# -- saving a proposal ------------------------------------------------------------------------

def parse_evidence_lines(text: str) -> list[dict]:
    """Evidence spans typed one a line as ``note_id:start-end``; blank lines are skipped."""
    spans = []
    for number, line in enumerate((text or "").splitlines(), start=1):
        if not line.strip():
            continue
        match = _SPAN_LINE.match(line)
        if match is None:
            raise TriageError(f"evidence line {number} {line.strip()!r}: expected note_id:start-end, e.g. 10001-DS-1:120-164")
        spans.append({"note_id": match["note_id"], "start": int(match["start"]), "end": int(match["end"])})
    return spans


def fields_from_form(data) -> dict:
    """The proposal or consensus fields of a submitted form (``decision``, ``answer``,
    ``defect_type``, ``note``, ``evidence`` as ``note_id:start-end`` lines, ``structure`` from its
    fields, or as JSON from a client that sends it so; ``INHERIT`` when the form has neither);
    raises ``TriageError`` for a line or JSON that does not parse."""
    try:
        structure = structure_from_form(data)
    except StructureError as exc:
        raise TriageError(str(exc)) from None
    if structure is INHERIT and "structure" in data:
        structure_text = (data.get("structure") or "").strip()
        try:
            structure = json.loads(structure_text) if structure_text else None
        except json.JSONDecodeError as exc:
            raise TriageError(f"structured answer: not JSON ({exc.msg}, line {exc.lineno} column {exc.colno})") from None
    return {"decision": (data.get("decision") or "").strip(), "answer": (data.get("answer") or "")[:20000],
            "defect_type": (data.get("defect_type") or "").strip(), "note": (data.get("note") or "")[:5000],
            "evidence": parse_evidence_lines(data.get("evidence") or ""), "structure": structure}


def evidence_lines(evidence: list[dict]) -> str:
    """Evidence spans as the form's ``note_id:start-end`` lines."""
    return "\n".join(f"{e['note_id']}:{e['start']}-{e['end']}" for e in evidence or [] if isinstance(e, dict))


def _validate_evidence(question: Question, evidence: list[dict]) -> list[dict]:
    notes = {n.note_id: len(n.text) for n in Note.objects.filter(
        dataset_id=question.dataset_id, patient_id=question.patient_id,
        note_id__in={e.get("note_id") for e in evidence}).only("note_id", "text")}
    clean = []
    for i, e in enumerate(evidence, start=1):
        note_id, start, end = e.get("note_id"), e.get("start"), e.get("end")
        if note_id not in notes:
            raise TriageError(f"evidence span {i}: {note_id!r} is not a note of patient {question.subject_id}")
        if not (isinstance(start, int) and isinstance(end, int) and 0 <= start < end <= notes[note_id]):
            raise TriageError(f"evidence span {i}: {start}-{end} is not inside note {note_id} "
                              f"(0-{notes[note_id]}, start before end)")
        clean.append({"note_id": note_id, "start": start, "end": end})
    return clean


def _clean(question: Question, *, decision: str, answer: str, defect_type: str, evidence: list[dict],
           structure) -> dict:
    if decision not in _DECISION_VALUES:
        raise TriageError(f"decision must be one of {', '.join(sorted(_DECISION_VALUES))}, not {decision!r}")
    answer = (answer or "").strip()
    if decision == TriageDecision.FIX_GOLD and not answer:
        raise TriageError("FIX_GOLD needs the corrected answer")
    if defect_type and defect_type not in _DEFECT_VALUES:
        raise TriageError(f"unknown defect type {defect_type!r}")
    try:
        structure = validate_structure(structure)
    except StructureError as exc:
        raise TriageError(str(exc)) from None
    return {"decision": decision, "answer": answer, "defect_type": defect_type or "",
            "evidence": _validate_evidence(question, evidence or []), "structure": structure}


@transaction.atomic
def save_proposal(*, question: Question, base: str, author, decision: str, answer: str = "", defect_type: str = "",
                  evidence: list[dict] | None = None, structure=INHERIT, note: str = "",
                  submit: bool = False) -> TriageProposal:
    """Save ``author``'s proposal for ``question`` at ``base`` as a draft, or submit it. A submitted
    proposal may still be revised (each revision audited). ``structure`` not given (``INHERIT``)
    keeps the structured answer the proposal has, else the reference's: it is never dropped unless
    asked (``None``). Raises ``TriageError``."""
    reference = ReferenceAnswer.objects.filter(question=question, version=base).first()
    if reference is None:
        raise TriageError(f"question {question.qid} has no reference version {base!r}")
    if TriageConsensus.objects.filter(question=question, base=base).exists():
        raise TriageError(f"question {question.qid} at {base} is already reconciled")
    own = TriageProposal.objects.filter(question=question, base=base, author=author).first()
    if structure is INHERIT:
        structure = own.structure if own is not None else reference.structure
    fields = _clean(question, decision=decision, answer=answer, defect_type=defect_type, evidence=evidence or [],
                    structure=structure)
    fields["note"] = (note or "").strip()
    fields["is_draft"] = not submit
    if own is not None and own.blind is not None:
        # a revision of a submitted proposal: the blind version stays; say whether its author could
        # read another author's proposal by now (reconciliation shows this revision labelled so)
        fields["revised_after_seeing"] = own.revised_after_seeing or _others_visible(question, base, author)
    elif submit:
        fields["blind"] = {**{key: fields[key] for key in BLIND_FIELDS}, "submitted_at": timezone.now().isoformat()}
    proposal, _ = TriageProposal.objects.update_or_create(
        question=question, base=base, author=author, defaults={"dataset_id": question.dataset_id, **fields})
    CurationEvent.objects.create(
        user=author, question=question, base=base,
        action=CurationEvent.Action.SUBMITTED if submit else CurationEvent.Action.DRAFT_SAVED,
        payload={"proposal": proposal.pk, **{k: v for k, v in fields.items() if k != "is_draft"}})
    return proposal


# -- reconciliation ---------------------------------------------------------------------------

#: what a proposal's blind version keeps (``TriageProposal.blind``)
BLIND_FIELDS = ("decision", "answer", "defect_type", "note", "evidence", "structure")


def _others_visible(question: Question, base: str, author) -> bool:
    """Whether ``author`` can read another author's submitted proposal for ``question`` (they have
    submitted theirs and someone else has too: reconciliation is open to them)."""
    submitted = TriageProposal.objects.filter(question=question, base=base, is_draft=False)
    return submitted.filter(author=author).exists() and submitted.exclude(author=author).exists()


def blind_version(proposal: TriageProposal) -> TriageProposal:
    """The proposal as its author first submitted it, blind (an unsaved copy; the stored row is
    the latest revision). ``revision`` is the stored row when it differs from the blind version
    (``None`` otherwise), with ``revised_after_seeing`` saying whether it was revised after its
    author could read another's proposal."""
    blind = proposal.blind or {key: getattr(proposal, key) for key in BLIND_FIELDS}
    shown = TriageProposal(pk=proposal.pk, dataset_id=proposal.dataset_id, question=proposal.question,
                           base=proposal.base, author=proposal.author, is_draft=False,
                           **{key: blind.get(key, getattr(proposal, key)) for key in BLIND_FIELDS})
    if shown.evidence is None:
        shown.evidence = []
    changed = any(blind.get(key, getattr(proposal, key)) != getattr(proposal, key) for key in BLIND_FIELDS)
    shown.revision = proposal if changed else None
    shown.revised_after_seeing = proposal.revised_after_seeing
    shown.submitted_at = blind.get("submitted_at")
    return shown

def _may_reconcile(question_ids: set[int], base: str, user) -> set[int]:
    """The questions whose proposals ``user`` may see: all for an admin; for an author, those they
    have submitted a proposal for (so no one reads another's proposal before their own is in)."""
    if ADMIN in user_roles(user):
        return question_ids
    return set(TriageProposal.objects.filter(question_id__in=question_ids, base=base, author=user, is_draft=False)
               .values_list("question_id", flat=True))


@dataclass
class ReconcileRow:
    question: Question
    proposals: list[TriageProposal]
    consensus: TriageConsensus | None
    visible: bool
    reference: ReferenceAnswer | None = None
    evidence: list[dict] = field(default_factory=list)
    #: the patient's notes with the reference's and the proposals' evidence marked
    notes: list[ItemNote] = field(default_factory=list)
    #: what the consensus form starts from: one author's version when asked, else the recorded
    #: consensus, else every field the proposals agree on
    start: FormStart | None = None

    @property
    def agree(self) -> bool:
        return len({p.decision for p in self.proposals}) == 1


def reconciliation(dataset: Dataset, base: str, user) -> list[ReconcileRow]:
    """Questions with two or more submitted proposals at ``base``; the proposals of a question are
    filled in only where ``user`` may see them (``visible``)."""
    by_question: dict[int, list[TriageProposal]] = defaultdict(list)
    for p in (TriageProposal.objects.filter(dataset=dataset, base=base, is_draft=False)
              .select_related("author", "question").order_by("question__qid", "author__username")):
        by_question[p.question_id].append(p)
    ready = {qid: ps for qid, ps in by_question.items() if len(ps) >= 2}
    visible = _may_reconcile(set(ready), base, user)
    consensus = {c.question_id: c for c in TriageConsensus.objects.filter(question_id__in=ready, base=base)}
    # each author's first, blind proposal (a later revision rides along, labelled)
    rows = [ReconcileRow(ps[0].question, [blind_version(p) for p in ps] if q in visible else [], consensus.get(q),
                         q in visible)
            for q, ps in ready.items()]
    rows.sort(key=lambda row: row.question.qid)
    return rows


def reconciliation_item(dataset: Dataset, base: str, question: Question, user, *, start_from: str | None = None,
                        posted=None) -> ReconcileRow | None:
    """One question's submitted proposals side by side with the reference and its evidence, or
    ``None`` if it is not ready (fewer than two) or ``user`` may not see them yet. The consensus
    form starts from ``posted`` (a form sent back with an error), else the proposal of the author
    named ``start_from``, else the recorded consensus, else what the proposals agree on."""
    row = next((r for r in reconciliation(dataset, base, user) if r.question.pk == question.pk), None)
    if row is None or not row.visible:
        return None
    row.reference = ReferenceAnswer.objects.filter(question=question, version=base).first()
    proposed = [e for p in row.proposals for e in p.evidence]
    row.notes = _patient_notes(dataset, question, {"reference": row.reference.evidence if row.reference else [],
                                                   "proposal": proposed})
    texts = {n.note.note_id: n.note.text for n in row.notes}
    row.evidence = _quotes(dataset, row.reference.evidence if row.reference else [], texts)
    for p in row.proposals:
        p.quotes = _quotes(dataset, p.evidence, texts)
        p.structure_rows = structure_rows(p.structure)
        if p.revision is not None:
            p.revision.quotes = _quotes(dataset, p.revision.evidence, texts)
            p.revision.structure_rows = structure_rows(p.revision.structure)
    chosen = next((p for p in row.proposals if start_from and p.author.get_username() == start_from), None)
    if posted is not None:
        row.start = posted_start(posted)
    elif chosen is not None:
        row.start = _start_of(chosen, f"{chosen.author}'s version")
    elif row.consensus is not None:
        row.start = _start_of(row.consensus, "the recorded consensus")
    else:
        row.start = _agreement_start(row.proposals)
    row.start.reference_spans = len(row.reference.evidence) if row.reference else 0
    return row


@transaction.atomic
def record_consensus(*, question: Question, base: str, user, decision: str, answer: str = "", defect_type: str = "",
                     evidence: list[dict] | None = None, structure=INHERIT, note: str = "") -> TriageConsensus:
    """Record (or revise) the consensus on ``question`` at ``base`` from its submitted proposals,
    which are all kept and linked to it. ``structure`` not given (``INHERIT``) keeps the recorded
    consensus's, else the proposals' where they agree; where they differ a fix must choose.
    Raises ``TriageError``."""
    proposals = list(TriageProposal.objects.filter(question=question, base=base, is_draft=False))
    if len(proposals) < 2:
        raise TriageError(f"question {question.qid} needs two submitted proposals before reconciliation")
    if not _may_reconcile({question.pk}, base, user):
        raise TriageError("submit your own proposal for this question before reconciling it")
    if structure is INHERIT:
        existing = TriageConsensus.objects.filter(question=question, base=base).first()
        blind = [blind_version(p) for p in proposals]
        structures = {json.dumps(p.structure, sort_keys=True) for p in blind}
        if existing is not None:
            structure = existing.structure
        elif len(structures) == 1:
            structure = blind[0].structure
        elif decision == TriageDecision.FIX_GOLD:
            raise TriageError("the proposals' structured answers differ: choose the structured answer's fields "
                              "(or start from one author's version)")
        else:
            structure = None
    fields = _clean(question, decision=decision, answer=answer, defect_type=defect_type, evidence=evidence or [],
                    structure=structure)
    fields["note"] = (note or "").strip()
    consensus, _ = TriageConsensus.objects.update_or_create(question=question, base=base,
                                                            defaults={"decided_by": user, **fields})
    consensus.proposals.set(proposals)
    CurationEvent.objects.create(user=user, question=question, base=base, action=CurationEvent.Action.CONSENSUS,
                                 payload={"consensus": consensus.pk, "proposals": sorted(p.pk for p in proposals),
                                          **fields})
    return consensus


# -- agreement --------------------------------------------------------------------------------

@dataclass
class Agreement:
    author_a: str
    author_b: str
    questions: int
    agreed: int
    kappa: float
    low: float | None
    high: float | None


def triage_agreement(dataset: Dataset, base: str) -> list[Agreement]:
    """Cohen's κ on the decision, with its asymptotic 95% interval, for every pair of authors over
    the questions both submitted; the pair with the most shared questions first. Each author's
    first, blind decision counts (``TriageProposal.blind``): a revision made after reading the
    other's proposal would measure copying, not agreement."""
    decisions: dict[str, dict[int, str]] = defaultdict(dict)
    for username, question, blind in TriageProposal.objects.filter(
            dataset=dataset, base=base, blind__isnull=False).values_list("author__username", "question_id", "blind"):
        decisions[username][question] = blind["decision"]
    rows = []
    for a, b in combinations(sorted(decisions), 2):
        shared = sorted(set(decisions[a]) & set(decisions[b]))
        if not shared:
            continue
        r1 = [decisions[a][q] for q in shared]
        r2 = [decisions[b][q] for q in shared]
        kappa, low, high = cohen_kappa_ci(r1, r2, categories=TriageDecision.values)
        rows.append(Agreement(a, b, len(shared), sum(x == y for x, y in zip(r1, r2)), kappa, low, high))
    rows.sort(key=lambda row: (-row.questions, row.author_a, row.author_b))
    return rows
