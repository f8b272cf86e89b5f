"""Where a study stands: its state (draft → open → complete → locked → unblinded) and how complete
its ratings are. Shared by the study services, the analysis and every page that shows a state.

"Complete" is derived, not stored: an open study is complete when every scheduled assignment is
submitted or skipped (a skip undone, or a revision, keeps it open for rating until it is locked).
An item is *fully rated* when every assignment scheduled for it is submitted: it has the planned
number of raters. Endpoints are *final* only when the study is locked (or unblinded) and every
item is fully rated; otherwise they are *interim* and never called significant.
"""

from __future__ import annotations

from django.db.models import Count, Q

from adjudication.models import Assignment, Study

SCHEDULED = Assignment.Reason.SCHEDULED


def completeness(study: Study) -> dict:
    """Items (calibration left out, as in the endpoints) fully rated or short of raters, and the
    scheduled assignments submitted, skipped and pending; second opinions apart."""
    per_item = (Assignment.objects.filter(study=study, reason=SCHEDULED, item__calibration=False)
                .values("item_id").annotate(
                    planned=Count("id"), submitted=Count("id", filter=Q(status=Assignment.Status.SUBMITTED))))
    items = full = 0
    for row in per_item:
        items += 1
        full += row["submitted"] == row["planned"]
    counts = Assignment.objects.filter(study=study, reason=SCHEDULED).aggregate(
        scheduled=Count("id"), submitted=Count("id", filter=Q(status=Assignment.Status.SUBMITTED)),
        skipped=Count("id", filter=Q(status=Assignment.Status.SKIPPED)),
        pending=Count("id", filter=Q(status=Assignment.Status.PENDING)))
    second = Assignment.objects.filter(study=study, status=Assignment.Status.PENDING).exclude(
        reason=SCHEDULED).count()
    return {"items": items, "fully_rated": full, "short": items - full, **counts,
            "second_opinions_pending": second, "all_done": counts["pending"] == 0,
            "planned_raters": study.raters_per_item if study.design == Study.Design.K else study.raters.count()}


def state_of(study: Study, done: dict | None = None) -> str:
    """The state a page shows (a ``Study.State`` value); ``done`` is ``completeness(study)`` when
    the caller has it already."""
    if study.status != Study.Status.OPEN:
        return study.status
    done = done if done is not None else completeness(study)
    return Study.State.COMPLETE if done["all_done"] and done["scheduled"] else Study.State.OPEN


def is_final(study: Study, done: dict) -> bool:
    """Whether endpoints may be read as final: locked (or unblinded) with every item fully rated."""
    return study.status in (Study.Status.LOCKED, Study.Status.UNBLINDED) and done["items"] > 0 and done["short"] == 0


def completeness_statement(done: dict) -> str:
    """One sentence for confirmation pages and refusals."""
    return (f"{done['fully_rated']} of {done['items']} items have the planned number of raters; "
            f"{done['short']} are short of raters; {done['skipped']} assignment{'s' if done['skipped'] != 1 else ''} "
            f"skipped, {done['pending']} pending")
