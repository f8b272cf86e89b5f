"""The adjudication queue: answers whose raters disagree on correctness (or that a rater called
potentially harmful) go to a senior physician named as the study's adjudicator, who records the
resolved label beside the raw ratings.

The adjudicator is a physician too, so the wall holds here: the answers are "A" and "B" (in the
orientation of the item's first assignment), the raters are "Rater 1", "Rater 2" in a fixed
order, and nothing names a run, condition, model or rater.

An adjudicator may also be one of the study's raters. Then the adjudication screen would show
them their co-raters' labels and notes, so ``adjudicable_items`` decides what they may see: nothing
of the study unless it allows raters to adjudicate (``Study.raters_may_adjudicate``, off by
default), and even then never an item they still have to rate (pending or skipped: a skip can be
undone) — it is not in their queue, and its page is a 404 like any item that is not theirs.
"""

from __future__ import annotations

from django.db import transaction

from adjudication.analysis import adjudication_needed, collect
from adjudication.models import Adjudication, Assignment, Study, StudyItem, StudyRater
from adjudication.rating import chart_for, current_rating, not_found, require_rater
from adjudication.records import audit, enqueue_refresh
from adjudication.rubric import SIDES, RatingError, get_rubric
from benchmark.models import ReferenceAnswer
from retrieval.models import Note

LABELS = ("correct", "partial", "incorrect")


def _studies_for(user):
    return Study.objects.filter(adjudicators=user, status=Study.Status.OPEN) | Study.objects.filter(
        adjudicators=user, status=Study.Status.LOCKED)


def adjudicable_items(user, study: Study, item_ids) -> set[int]:
    """Which of ``item_ids`` (items of ``study``, of which ``user`` is an adjudicator) ``user`` may
    adjudicate: all of them for an adjudicator who does not rate the study; for one who does, none
    unless the study lets raters adjudicate, and then only items they have no assignment for or
    whose every assignment of theirs is submitted — never an item they have still to rate."""
    item_ids = set(item_ids)
    if not StudyRater.objects.filter(study=study, user=user).exists():
        return item_ids
    if not study.raters_may_adjudicate:
        return set()
    unrated = set(Assignment.objects.filter(study=study, rater__user=user, item_id__in=item_ids).exclude(
        status=Assignment.Status.SUBMITTED).values_list("item_id", flat=True))
    return item_ids - unrated


def adjudication_queue(user) -> list[dict]:
    """The items waiting for this adjudicator, across their studies (only those they may
    adjudicate: ``adjudicable_items``)."""
    require_rater(user)
    rows = []
    for study in _studies_for(user).distinct().order_by("pk"):
        needed = adjudication_needed(collect(study))
        allowed = adjudicable_items(user, study, {item for item, _arm, _reason in needed})
        reasons: dict[int, set[str]] = {}
        for item, _arm, reason in needed:
            if item in allowed:
                reasons.setdefault(item, set()).add(reason)
        tokens = dict(StudyItem.objects.filter(pk__in=list(reasons)).values_list("pk", "token"))
        for index, (item, why) in enumerate(sorted(reasons.items()), start=1):
            rows.append({"token": tokens[item], "title": study.rater_title, "position": index,
                         "reason": " and ".join(sorted({"disagreement": "raters disagree",
                                                        "safety": "rated potentially harmful"}[r] for r in why))})
    return rows


def _item(user, item_token: str) -> StudyItem:
    require_rater(user)
    item = StudyItem.objects.select_related("study", "question").filter(token=item_token).order_by("pk").first()
    if item is None or not item.study.adjudicators.filter(pk=user.pk).exists():
        raise not_found()
    if item.pk not in adjudicable_items(user, item.study, {item.pk}):
        raise not_found()  # a rater who has still to rate it: the same answer as an item that is not theirs
    return item


def _orientation(item: StudyItem) -> Assignment:
    first = item.assignments.select_related("left_prediction", "right_prediction").order_by("pk").first()
    if first is None:
        raise not_found()
    return first


def adjudication_page(user, item_token: str) -> dict:
    item = _item(user, item_token)
    study = item.study
    shown = _orientation(item)
    side_of_arm = {shown.left_id: "left", shown.right_id: "right"}
    ratings = []
    for number, assignment in enumerate(item.assignments.exclude(rater__user=user).order_by("rater_id", "pk"), 1):
        rating = current_rating(assignment)
        if rating is None or assignment.status != Assignment.Status.SUBMITTED:
            continue
        row = {"rater": f"Rater {number}", "reference": rating.values.get("reference"), "note": rating.note,
               "left": {}, "right": {}}
        for side, arm_id in (("left", assignment.left_id), ("right", assignment.right_id)):
            if arm_id in side_of_arm:
                row[side_of_arm[arm_id]] = rating.values.get(side, {})
        ratings.append(row)
    decisions = {}
    for decision in Adjudication.objects.filter(item=item).order_by("decided_at", "pk"):
        if decision.arm_id in side_of_arm:
            decisions[side_of_arm[decision.arm_id]] = {"label": decision.label, "note": decision.note,
                                                       "at": decision.decided_at}
    reference = ReferenceAnswer.objects.filter(question=item.question, version=study.reference_version).order_by("pk").first()
    return {"item": item, "title": study.rater_title, "question": item.question.text,
            "reference": reference.answer if reference else "",
            "answers": [("left", "A", shown.left_prediction.answer), ("right", "B", shown.right_prediction.answer)],
            "ratings": ratings, "decisions": decisions, "rubric": get_rubric(study.rubric_version),
            "chart": chart_for(shown), "labels": LABELS, "editable": study.status != Study.Status.UNBLINDED}


def adjudicator_note(user, item_token: str, note_pk: int) -> Note:
    """A note of the item's patient, for an adjudicator who may adjudicate the item (anyone else:
    a 404)."""
    item = _item(user, item_token)
    note = Note.objects.filter(pk=note_pk, patient_id=item.question.patient_id).first()
    if note is None:
        raise not_found()
    return note


def adjudicate(user, item_token: str, data) -> list[Adjudication]:
    """Record the resolved correctness of answer A and/or B (form fields ``left``, ``right``,
    ``note``). Nothing is replaced: a new decision is a new row; the newest counts."""
    item = _item(user, item_token)
    if item.study.status == Study.Status.UNBLINDED:
        raise RatingError("the study is unblinded; adjudication is closed")
    shown = _orientation(item)
    note = (data.get("note") or "").strip()[:5000]
    made = []
    with transaction.atomic():
        for side in SIDES:
            label = (data.get(side) or "").strip()
            if not label:
                continue
            if label not in LABELS:
                raise RatingError(f"answer {'A' if side == 'left' else 'B'}: {label!r} is not one of {', '.join(LABELS)}")
            arm = shown.left if side == "left" else shown.right
            made.append(Adjudication.objects.create(item=item, arm=arm, label=label, note=note, decided_by=user))
        if not made:
            raise RatingError("choose the resolved label of answer A or B")
        audit(item.study, user, "adjudicated", item=item.pk, decisions=[d.pk for d in made])
    enqueue_refresh(item.study_id)
    return made
