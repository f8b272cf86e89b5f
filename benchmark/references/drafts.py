"""The working draft (issue 16): where accepted corrections collect before the next release.

A draft (``ReferenceDraft``) names an unreleased reference version derived from one *base*
version, whose rows are ordinary reference rows: every question of the dataset has a row in it, either a reconciled correction (a
``FIX_GOLD`` consensus at the base, with its answer, structure, evidence, defect type and who
decided it) or a copy of the base reference ("carried from vN"). Because it is an unreleased
version, everything that works on versions works on it before release: the diff, rescoring and
the impact table. Releasing it (``benchmark.references.releases.release_version``) freezes it.

``accept_consensus`` brings the draft up to date with the consensus recorded so far, and can be
run again as reconciliation goes on: a changed consensus rewrites its row, a consensus no longer
``FIX_GOLD`` reverts its row to the base, and a question not reconciled keeps what the draft holds
(a copy of the base, or a correction imported into it). ``KEEP`` carries the base; ``REPLACE_QUESTION`` carries
the base too (a question cannot be replaced by a reference) and is listed for the authors.
Every row the draft changes writes a ``CurationEvent`` (``drafted``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from django.db import transaction
from django.utils import timezone

from benchmark.categories import DEFECT_TYPES
from benchmark.models import (
    CurationEvent,
    Question,
    ReferenceAnswer,
    ReferenceDraft,
    ReferenceRelease,
    TriageConsensus,
    TriageDecision,
)
from benchmark.records import VERSION_LABEL, canonical_structure
from benchmark.references.releases import dataset_of
from benchmark.releases import ReleaseError, reference_versions, version_key
from retrieval.models import Dataset

__all__ = ["DraftStatus", "accept_consensus", "accept_consensus_by_name", "draft_status", "last_released_draft",
           "next_label", "working_draft"]

_CONTENT = ("answer", "structure", "evidence", "defect_type")


def next_label(dataset: Dataset) -> str:
    """The label after the dataset's highest ``vN`` (``v1`` when it has none)."""
    numbers = [int(label[1:]) for label in reference_versions(dataset) if label[:1] == "v" and label[1:].isdigit()]
    return f"v{max(numbers, default=0) + 1}"


def working_draft(dataset: Dataset, base: str) -> str | None:
    """The label of the newest unreleased draft from ``base``, if any."""
    released = ReferenceRelease.objects.filter(dataset=dataset).values_list("label", flat=True)
    draft = (ReferenceDraft.objects.filter(dataset=dataset, base=base).exclude(label__in=released)
             .order_by("-created_at", "-pk").first())
    return draft.label if draft else None


@dataclass
class DraftStatus:
    base: str
    #: the working draft's label, or the label accepting would create
    label: str
    exists: bool
    decisions: dict[str, int]
    questions: int
    unreconciled: int
    #: FIX_GOLD consensus not (or not as decided now) in the draft
    pending: list[str] = field(default_factory=list)
    corrected: int = 0
    replace: list[str] = field(default_factory=list)
    #: with no working draft: the last released draft from ``base`` (``pending`` is measured against it)
    released: str | None = None


def _wanted(consensus: TriageConsensus, base_row: ReferenceAnswer) -> dict:
    """What a ``FIX_GOLD`` consensus puts in the draft."""
    defect = consensus.defect_type if consensus.defect_type in DEFECT_TYPES else ""
    rationale = consensus.note or ""
    if consensus.defect_type and not defect:
        rationale = f"[defect: {consensus.get_defect_type_display()}] {rationale}".strip()
    return {"answer": consensus.answer, "structure": canonical_structure(consensus.structure),
            "evidence": [{k: e[k] for k in ("note_id", "start", "end", "section") if k in e}
                         for e in consensus.evidence],
            "defect_type": defect, "author": consensus.decided_by.get_username(),
            "rationale": rationale or f"consensus of {consensus.proposals.count()} triage proposals"}


def _carried(base_row: ReferenceAnswer, base: str) -> dict:
    return {"answer": base_row.answer, "structure": base_row.structure, "evidence": base_row.evidence,
            "defect_type": "", "author": f"carried from {base}", "rationale": ""}


def _same(row: ReferenceAnswer, wanted: dict) -> bool:
    return all((canonical_structure(getattr(row, k)) if k == "structure" else getattr(row, k)) ==
               (canonical_structure(wanted[k]) if k == "structure" else wanted[k]) for k in _CONTENT + ("author",))


def _plan(dataset: Dataset, base: str, label: str | None):
    if base not in reference_versions(dataset):
        raise ReleaseError(f"dataset {dataset.name!r} has no reference version {base!r}")
    base_rows = {r.question_id: r for r in ReferenceAnswer.objects.filter(question__dataset=dataset, version=base)}
    consensus = {c.question_id: c for c in TriageConsensus.objects.filter(question__dataset=dataset, base=base)
                 .select_related("decided_by").prefetch_related("proposals")}
    draft_rows = ({r.question_id: r for r in ReferenceAnswer.objects.filter(question__dataset=dataset, version=label)}
                  if label else {})
    return base_rows, consensus, draft_rows


def last_released_draft(dataset: Dataset, base: str) -> str | None:
    """The label of the newest draft from ``base`` that has been released, if any."""
    released = ReferenceRelease.objects.filter(dataset=dataset).values_list("label", flat=True)
    draft = (ReferenceDraft.objects.filter(dataset=dataset, base=base, label__in=released)
             .order_by("-created_at", "-pk").first())
    return draft.label if draft else None


def draft_status(dataset: Dataset | str, base: str) -> DraftStatus:
    """Where the working draft from ``base`` stands: the consensus decisions so far, what accepting
    would change (compared with the working draft, else with the last released draft from
    ``base``), the questions to replace."""
    dataset = dataset_of(dataset)
    label = working_draft(dataset, base)
    released = None if label else last_released_draft(dataset, base)
    base_rows, consensus, draft_rows = _plan(dataset, base, label or released)
    qids = dict(Question.objects.filter(dataset=dataset).values_list("pk", "qid"))
    decisions = Counter(c.decision for c in consensus.values())
    pending, corrected = [], 0
    for question_id, c in consensus.items():
        if c.decision != TriageDecision.FIX_GOLD or question_id not in base_rows:
            continue
        row = draft_rows.get(question_id)
        if row is None or not _same(row, _wanted(c, base_rows[question_id])):
            pending.append(qids[question_id])
    for question_id, row in draft_rows.items() if label else ():
        base_row = base_rows.get(question_id)
        if base_row is not None and not _same(row, _carried(base_row, base)):
            corrected += 1
    replace = sorted(qids[q] for q, c in consensus.items() if c.decision == TriageDecision.REPLACE_QUESTION)
    return DraftStatus(base=base, label=label or next_label(dataset), exists=label is not None, released=released,
                       decisions={d: decisions.get(d, 0) for d in TriageDecision.values}, questions=len(qids),
                       unreconciled=len(qids) - len(consensus), pending=sorted(pending), corrected=corrected,
                       replace=replace)


@transaction.atomic
def accept_consensus(dataset: Dataset | str, base: str, user, *, label: str | None = None) -> dict:
    """Bring the working draft from ``base`` up to date with every consensus recorded at ``base``
    (creating it, as the next ``vN`` or ``label``, the first time). Returns ``{"label", "created",
    "updated", "corrected", "carried", "replace"}``. A released or foreign ``label`` is a
    ``ReleaseError``; so is a base with no reconciled question."""
    dataset = dataset_of(dataset)
    current = working_draft(dataset, base)
    label = label or current or next_label(dataset)
    if ReferenceRelease.objects.filter(dataset=dataset, label=label).exists():
        raise ReleaseError(f"reference version {label!r} of dataset {dataset.name!r} is released; "
                           "corrections go into a new draft")
    if label == base or (label in reference_versions(dataset) and label != current):
        raise ReleaseError(f"reference version {label!r} of dataset {dataset.name!r} is not a draft from {base}")
    base_rows, consensus, draft_rows = _plan(dataset, base, label)
    if not consensus:
        raise ReleaseError(f"no question of dataset {dataset.name!r} is reconciled at {base} yet")
    if label != current:
        if not VERSION_LABEL.fullmatch(label):
            raise ReleaseError(f"{label!r} is not a version label (1 to 32 of A-Z a-z 0-9 . _ -)")
        ReferenceDraft.objects.create(dataset=dataset, label=label, base=base, created_by=user)
    questions = {q.pk: q for q in Question.objects.filter(dataset=dataset).only("pk", "qid")}
    missing = sorted(questions[q].qid for q in questions if q not in base_rows)
    if missing:
        raise ReleaseError(f"question(s) {', '.join(missing[:5])} have no {base} reference to carry into {label}")
    now, new, changed, events = timezone.now(), [], 0, []
    counts = Counter()
    for question_id, base_row in base_rows.items():
        c = consensus.get(question_id)
        row = draft_rows.get(question_id)
        if c is None and row is not None:
            # not reconciled: what the draft holds (carried, or imported) stays
            counts["carried" if _same(row, _carried(base_row, base)) else "corrected"] += 1
            continue
        fix = c is not None and c.decision == TriageDecision.FIX_GOLD
        wanted = _wanted(c, base_row) if fix else _carried(base_row, base)
        counts["corrected" if fix else "carried"] += 1
        if row is None:
            new.append(ReferenceAnswer(question_id=question_id, version=label, parent=base_row, created=now, **wanted))
        elif not _same(row, wanted):
            for key, value in wanted.items():
                setattr(row, key, value)
            row.save()
            changed += 1
        else:
            continue
        if c is not None:
            events.append(CurationEvent(user=user, question_id=question_id, base=base,
                                        action=CurationEvent.Action.DRAFTED,
                                        payload={"draft": label, "consensus": c.pk, "decision": c.decision,
                                                 "answer": wanted["answer"]}))
    ReferenceAnswer.objects.bulk_create(new)
    CurationEvent.objects.bulk_create(events)
    replace = sorted(questions[q].qid for q, c in consensus.items() if c.decision == TriageDecision.REPLACE_QUESTION)
    return {"label": label, "created": len(new), "updated": changed, "corrected": counts["corrected"],
            "carried": counts["carried"], "replace": replace}


def accept_consensus_by_name(*, dataset_name: str, base: str, username: str, label: str | None = None) -> str:
    """``accept_consensus`` for the page and the command: a line saying what the draft holds."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        raise ReleaseError(f"no user named {username!r}")
    done = accept_consensus(dataset_name, base, user, label=label)
    line = (f"{dataset_name}: draft {done['label']} from {base}: {done['corrected']} corrected, {done['carried']} "
            f"carried ({done['created']} rows written, {done['updated']} revised)")
    if done["replace"]:
        line += f"; to replace, outside the draft: {', '.join(done['replace'])}"
    return line
