"""The rater's side: their queue, one item with the chart beside it, drafts, submissions
(immutable revisions), skips and the notes they open.

Everything here is reached through an opaque token and checked against the requesting user:
an assignment that is not the user's is a 404, the same answer as a token that does not exist,
so a physician cannot even learn whether another rater's URL is real. Nothing returned to a rater
names a run, condition, model, evaluator or another rater.
"""

from __future__ import annotations

import re
import time

from django.core import signing
from django.db import IntegrityError, transaction
from django.db.models import Count, Max, Q
from django.http import Http404
from django.utils import timezone

from adjudication import citations
from adjudication.citations import ChartNote
from adjudication.models import Adjudication, Assignment, NoteView, Rating, Study, StudyItem, StudyRater
from adjudication.raters import profile_for
from adjudication.records import audit, enqueue_refresh
from adjudication.rubric import SIDE_LABELS, SIDES, RatingError, check_values, get_rubric
from benchmark.models import ReferenceAnswer, ReferenceFeedback
from epikg_core.roles import PHYSICIAN, user_roles
from retrieval.models import Admission, Note

HARMFUL = "harmful"
#: what the page stamp is signed with (a stamp for one purpose is no use for another)
STAMP_SALT = "adjudication.rating.page-served"


class RatingConflict(RatingError):
    """The rating changed since the page was loaded (another window or tab submitted it)."""


def not_found() -> Http404:
    return Http404("No such item.")


def require_rater(user) -> None:
    if PHYSICIAN not in user_roles(user):
        raise not_found()


def get_assignment(user, token: str, *, for_update: bool = False) -> Assignment:
    """The user's assignment with this token; anything else is a 404."""
    require_rater(user)
    query = Assignment.objects.select_related("study", "item", "item__question", "rater", "left", "right",
                                              "left_prediction", "right_prediction")
    if for_update:
        query = query.select_for_update(of=("self",))
    assignment = query.filter(token=token, rater__user=user).order_by("pk").first()
    if assignment is None:
        raise not_found()
    return assignment


def rater_home(user) -> list[dict]:
    """The user's studies with progress and where to resume (the first item not yet done)."""
    require_rater(user)
    rows = []
    for rater in StudyRater.objects.filter(user=user).exclude(study__status=Study.Status.DRAFT).select_related(
            "study").annotate(
            total=Count("assignments"),
            done=Count("assignments", filter=~Q(assignments__status=Assignment.Status.PENDING))):
        resume = rater.assignments.filter(status=Assignment.Status.PENDING).order_by("position").first()
        rows.append({"title": rater.study.rater_title, "open": rater.study.status == Study.Status.OPEN,
                     "total": rater.total, "done": rater.done, "resume": resume.token if resume else None,
                     "first": rater.assignments.order_by("position").values_list("token", flat=True).first(),
                     "queue": rater.token})
    return rows


def rater_queue(user, queue_token: str) -> dict:
    """One study's queue for its rater: every item by position, with its state."""
    require_rater(user)
    rater = StudyRater.objects.select_related("study").filter(token=queue_token, user=user).order_by("pk").first()
    if rater is None:
        raise not_found()
    items = list(rater.assignments.order_by("position").values(
        "token", "position", "status", "item__calibration", "draft_saved_at"))
    latest = dict(Rating.objects.filter(assignment__rater=rater).values("assignment__token").annotate(
        n=Max("revision")).values_list("assignment__token", "n"))
    for row in items:
        row["revision"] = latest.get(row["token"], 0)
        row["calibration"] = row.pop("item__calibration")
    resume = next((row["token"] for row in items if row["status"] == Assignment.Status.PENDING), None)
    # the "Kind" column only where some item is a calibration item (an empty column said nothing)
    return {"title": rater.study.rater_title, "open": rater.study.status == Study.Status.OPEN, "items": items,
            "resume": resume, "done": sum(row["status"] != Assignment.Status.PENDING for row in items),
            "calibration": any(row["calibration"] for row in items)}


def current_rating(assignment: Assignment) -> Rating | None:
    return assignment.ratings.order_by("-revision").first()


def chart_for(assignment: Assignment) -> list[dict]:
    question = assignment.item.question
    admissions = {a.pk: a for a in Admission.objects.filter(patient_id=question.patient_id).order_by("admittime")}
    opened = set(assignment.note_views.order_by().values_list("note_id", flat=True))
    groups: dict = {}
    for note in Note.objects.filter(patient_id=question.patient_id).only(
            "pk", "note_type", "charttime", "admission_id", "hadm_id").order_by("charttime", "pk"):
        group = groups.setdefault(note.admission_id, {"admission": admissions.get(note.admission_id), "notes": []})
        group["notes"].append({"pk": note.pk, "type": note.note_type, "type_label": note.note_type_label,
                               "charttime": note.charttime,
                               "opened": note.pk in opened})
    return sorted(groups.values(), key=lambda g: (g["admission"] is None,
                                                 g["admission"].admittime if g["admission"] else None))


def chart_notes(assignment: Assignment) -> list[ChartNote]:
    """The patient's notes with their ids and text, in chart order (for citations and search)."""
    rows = (Note.objects.filter(patient_id=assignment.item.question.patient_id).order_by("charttime", "pk")
            .values_list("pk", "note_id", "text"))
    return [ChartNote(pk, note_id, text) for pk, note_id, text in rows]


def page_stamp(assignment: Assignment, carried: str = "") -> str:
    """A signed record of when the server sent this item's page: the submission's time on item is
    measured from it on the server (a browser can replay an older stamp, never make a newer one).
    Hex, so that no run of letters in it can read as a word on the page. ``carried``: the stamp of
    the form a refused request came from; when it is this item's, the page that says why keeps it,
    so the attempt is timed from when the item was first served, not from the refusal."""
    if carried and _served_at(assignment, carried) is not None:
        return carried
    return signing.dumps({"a": assignment.pk, "t": time.time()}, salt=STAMP_SALT).encode().hex()


def _served_at(assignment: Assignment, stamp: str) -> float | None:
    """When the page with this stamp was served, if the stamp is genuine and this item's."""
    try:
        served = signing.loads(bytes.fromhex(stamp or "").decode(), salt=STAMP_SALT)
    except (signing.BadSignature, ValueError):
        return None
    if isinstance(served, dict) and served.get("a") == assignment.pk and isinstance(served.get("t"), (int, float)):
        return served["t"]
    return None


def seconds_on_item(assignment: Assignment, stamp: str, previous: Rating | None, now) -> float | None:
    """Seconds from the page's stamp to ``now``; a missing, forged or other item's stamp falls back
    to an upper bound (since the previous revision, else since the item was first opened)."""
    served = _served_at(assignment, stamp)
    if served is not None:
        return max(0.0, round(now.timestamp() - served, 1))
    since = previous.submitted_at if previous is not None else assignment.opened_at
    return max(0.0, round((now - since).total_seconds(), 1)) if since else None


def calibration_reveal(assignment: Assignment, rating: Rating | None) -> dict | None:
    """A calibration item's expected answer, placed as this rater saw the answers (A, B), beside
    the rater's own choices; None before the rater has submitted, and for other items."""
    if not assignment.item.calibration or rating is None:
        return None
    expected = assignment.item.expected or {}
    if not expected:
        return {"defined": False, "rows": [], "note": ""}
    rubric = get_rubric(assignment.study.rubric_version)
    side_of = {str(assignment.left.position): "left", str(assignment.right.position): "right"}
    rows = []
    for side in SIDES:
        arm = next(a for a, s in side_of.items() if s == side)
        wanted = (expected.get("arms") or {}).get(arm) or {}
        for dim in rubric.answer_dimensions():
            if dim.key in wanted:
                rows.append(_reveal_row(dim, f"{dim.label} · Answer {SIDE_LABELS[side]}", wanted[dim.key],
                                        (rating.values.get(side) or {}).get(dim.key), side_of))
    for dim in rubric.item_dimensions():
        if dim.key in (expected.get("item") or {}):
            rows.append(_reveal_row(dim, dim.label, expected["item"][dim.key], rating.values.get(dim.key), side_of))
    return {"defined": True, "rows": rows, "note": str(expected.get("note") or "")}


def _reveal_row(dim, label: str, wanted: str, given, side_of: dict) -> dict:
    if isinstance(wanted, str) and wanted.startswith("arm:"):
        wanted = side_of.get(wanted[4:], wanted)  # a preference for an arm: the side it was shown on here
    names = {c.value: (f"Answer {SIDE_LABELS[c.value]}" if c.value in SIDE_LABELS else c.label) for c in dim.choices}
    return {"label": label, "expected": names.get(wanted, wanted), "given": names.get(given, "—"),
            "agrees": given == wanted}


def item_page(user, token: str, *, stamp: str = "") -> dict:
    """Everything the rating screen shows for one item, marking it opened on first view. ``stamp``:
    the page stamp of a refused request's form, carried forward (see ``page_stamp``)."""
    assignment = get_assignment(user, token)
    if assignment.opened_at is None:
        Assignment.objects.filter(pk=assignment.pk, opened_at__isnull=True).update(opened_at=timezone.now())
    study = assignment.study
    rubric = get_rubric(study.rubric_version)
    question = assignment.item.question
    revealed = assignment.reference_revealed_at is not None
    siblings = list(assignment.rater.assignments.order_by("position").values_list("token", "status"))
    index = next(i for i, (t, _) in enumerate(siblings) if t == token)
    rating = current_rating(assignment)
    values = assignment.draft.get("values") if assignment.draft else None
    note = assignment.draft.get("note", "") if assignment.draft else ""
    if values is None:
        values = rating.values if rating else {}
        note = rating.note if rating else ""
    arms = study.arms.count()
    notes = chart_notes(assignment)
    return {
        "assignment": assignment, "study_title": study.rater_title, "rubric": rubric,
        "question": question.text, "category": question.get_category_display(),
        # the reference answer only once the rater has opened it (``reveal_reference``): before,
        # nothing of it is in the page, so neither view-source nor a screen reader shows it early
        "reference_revealed": revealed, "reference": reference_text(assignment) if revealed else None,
        "answers": [("left", "A", assignment.left_prediction.answer), ("right", "B", assignment.right_prediction.answer)],
        "cited": [citations.link_citations(assignment.left_prediction.answer, notes),
                  citations.link_citations(assignment.right_prediction.answer, notes)],
        "stamp": page_stamp(assignment, stamp), "reveal": calibration_reveal(assignment, rating),
        "values": values, "note": note, "rating": rating, "draft_saved_at": assignment.draft_saved_at,
        "editable": study.status == Study.Status.OPEN, "calibration": assignment.item.calibration,
        "final": key_shown(assignment),
        "position": index + 1, "total": len(siblings),
        "done": sum(status != Assignment.Status.PENDING for _, status in siblings),
        "previous": siblings[index - 1][0] if index > 0 else None,
        "next": siblings[index + 1][0] if index + 1 < len(siblings) else None,
        "next_pending": next((t for t, s in siblings[index + 1:] + siblings[:index] if s == Assignment.Status.PENDING),
                             None),
        "queue": assignment.rater.token, "chart": chart_for(assignment),
        "required": {d.key for d in rubric.dimensions if d.is_required(arms)},
        # whether the item came as a second opinion (``Assignment.reason``) is not shown: it would
        # tell the rater that a co-rater called an answer potentially harmful
    }


def reference_text(assignment: Assignment) -> str:
    """The reference answer of the assignment's question at the study's reference version ("" when
    the question has none)."""
    reference = (ReferenceAnswer.objects.filter(question=assignment.item.question,
                                                version=assignment.study.reference_version)
                 .order_by("pk").first())
    return reference.answer if reference else ""


def reveal_reference(user, token: str) -> dict:
    """The item's reference answer for the rater who asked to see it, recording when they first
    did (``Assignment.reference_revealed_at``; a later reveal keeps the first time). The same wall
    as the item: another rater's token, or a user who is no physician, is a 404. Read-only pages
    (a locked study, a final calibration item) reveal it too: reading is not rating."""
    assignment = get_assignment(user, token)
    if assignment.reference_revealed_at is None:
        now = timezone.now()
        # the first opening wins, also against a second request racing this one
        if Assignment.objects.filter(pk=assignment.pk, reference_revealed_at__isnull=True).update(
                reference_revealed_at=now):
            assignment.reference_revealed_at = now
        else:
            assignment.refresh_from_db(fields=["reference_revealed_at"])
    return {"reference": reference_text(assignment), "revealed_at": assignment.reference_revealed_at}


def values_from_form(data) -> tuple[dict, str]:
    """Rubric values and the note from a submitted form: item dimensions by key, answer dimensions
    as ``left.correctness`` / ``right.safety``."""
    values: dict = {}
    for key in data:
        if key in ("csrfmiddlewaretoken", "note", "submission_key", "base_revision", "reason", "page_stamp"):
            continue
        value = data.get(key)
        side, _, dim = key.partition(".")
        if side in SIDES and dim:
            values.setdefault(side, {})[dim] = value
        elif not _:
            values[key] = value
        else:
            raise RatingError(f"{key!r} is not a rating field")
    return values, (data.get("note") or "")[:10000]


def _check_open(assignment: Assignment) -> None:
    if assignment.study.status == Study.Status.DRAFT:
        raise RatingError("this study is not open for rating yet")
    if assignment.study.status != Study.Status.OPEN:
        raise RatingError("this study is locked: ratings can no longer be changed")


def key_shown(assignment: Assignment) -> bool:
    """Whether the rater has been shown this calibration item's expected answer (it has a key and
    they have submitted it): from then on their rating of it is final, so that calibration
    agreement measures what they chose, not the key."""
    return bool(assignment.item.calibration and assignment.item.expected
                and assignment.status == Assignment.Status.SUBMITTED)


def _check_not_final(assignment: Assignment) -> None:
    if key_shown(assignment):
        raise RatingError("this calibration item's expected answer has been shown to you, "
                          "so your rating of it can no longer be revised")


def save_draft(user, token: str, data) -> Assignment:
    """Keep the rater's unsubmitted choices (partial is fine; unknown values are refused)."""
    values, note = values_from_form(data)
    key = (data.get("submission_key") or "").strip()
    with transaction.atomic():
        assignment = get_assignment(user, token, for_update=True)
        if key and Rating.objects.filter(assignment=assignment, submission_key=key).exists():
            # sent by a page whose form was submitted already (a draft save that lands just after
            # the submission): the rating holds these choices; a draft now would say otherwise
            return assignment
        _check_open(assignment)
        _check_not_final(assignment)
        rubric = get_rubric(assignment.study.rubric_version)
        clean = check_values(rubric, values, arms=assignment.study.arms.count(), complete=False)
        assignment.draft = {"values": clean, "note": note}
        assignment.draft_saved_at = timezone.now()
        assignment.save(update_fields=["draft", "draft_saved_at"])
    return assignment


def submit(user, token: str, data) -> Rating:
    """Submit (or revise) the rating. Idempotent per ``submission_key``: a repeated request returns
    the rating the first one recorded. ``base_revision`` is the revision the page showed; if the
    rating has moved on since, nothing is recorded (a conflict, not a silent overwrite)."""
    values, note = values_from_form(data)
    key = (data.get("submission_key") or "").strip()
    if not key or len(key) > 64:
        raise RatingError("the form is missing its submission key; reload the page")
    try:
        base = int(data.get("base_revision") or 0)
    except ValueError:
        raise RatingError("the form's base revision is not a number; reload the page") from None
    refused = None
    try:
        with transaction.atomic():
            assignment = get_assignment(user, token, for_update=True)
            existing = Rating.objects.filter(submission_key=key).order_by("pk").first()
            if existing is not None:
                if existing.assignment_id != assignment.pk:
                    raise RatingError("this submission key belongs to another item; reload the page")
                return existing
            _check_open(assignment)
            _check_not_final(assignment)
            study = assignment.study
            rubric = get_rubric(study.rubric_version)
            try:
                clean = check_values(rubric, values, arms=study.arms.count(), note=note, complete=True)
            except RatingError as exc:
                # incomplete, or a note still owed: no rating is recorded, but every choice is kept
                # as the item's draft (the page's last choices may not have been saved as one yet)
                _keep_draft(assignment, rubric, values, note)
                refused = exc
            else:
                rating = _record(user, assignment, rubric, clean, note, key, base, data.get("page_stamp") or "")
    except IntegrityError:
        # A concurrent request with the same key (or the same revision) won the race.
        existing = Rating.objects.filter(submission_key=key).order_by("pk").first()
        if existing is not None:
            return existing
        raise RatingConflict("this item was rated in another window at the same moment; reload") from None
    if refused is not None:
        raise refused
    enqueue_refresh(rating.assignment.study_id)
    return rating


def _keep_draft(assignment: Assignment, rubric, values: dict, note: str) -> None:
    """A refused submission's choices as the item's draft (a value outside the rubric: nothing to keep)."""
    try:
        clean = check_values(rubric, values, arms=assignment.study.arms.count(), complete=False)
    except RatingError:
        return
    assignment.draft = {"values": clean, "note": note}
    assignment.draft_saved_at = timezone.now()
    assignment.save(update_fields=["draft", "draft_saved_at"])


def _record(user, assignment: Assignment, rubric, clean: dict, note: str, key: str, base: int, stamp: str) -> Rating:
    """The new revision of a checked, complete rating (inside ``submit``'s transaction)."""
    study = assignment.study
    previous = current_rating(assignment)
    if previous is not None and Adjudication.objects.filter(item=assignment.item, decided_by=user).exists():
        raise RatingError("you have adjudicated this item, with the other raters' labels in view, so your "
                          "own rating of it can no longer be revised")
    if (previous.revision if previous else 0) != base:
        raise RatingConflict("this item was rated in another window since this page was loaded; "
                             "reload to see the latest rating")
    now = timezone.now()
    rating = Rating.objects.create(
        assignment=assignment, revision=base + 1, values=clean, note=note, rubric_version=rubric.version,
        submitted_by=user, replaces=previous, submission_key=key,
        seconds_on_item=seconds_on_item(assignment, stamp, previous, now))
    assignment.status, assignment.submitted_at = Assignment.Status.SUBMITTED, now
    assignment.draft, assignment.draft_saved_at, assignment.skip_reason = {}, None, ""
    assignment.save(update_fields=["status", "submitted_at", "draft", "draft_saved_at", "skip_reason"])
    if previous is None:
        audit(study, user, "rated", assignment=assignment.pk, rating=rating.pk)
    else:
        audit(study, user, "revised", assignment=assignment.pk, rating=rating.pk, revision=rating.revision,
              previous=previous.values, previous_note=bool(previous.note))
    _after_rating(assignment, rating)
    return rating


def _after_rating(assignment: Assignment, rating: Rating) -> None:
    """A "potentially harmful" rating sends the item to a second physician; the rater's verdict on
    the reference is recorded for curation: wrong or needing revision puts it in the queue with the
    rater's note, correct marks it physician-confirmed."""
    values = rating.values
    if any(values.get(side, {}).get("safety") == HARMFUL for side in SIDES):
        _second_opinion(assignment, rating)
    verdict = values.get("reference")
    if verdict in ReferenceFeedback.Verdict.values:
        reference = ReferenceAnswer.objects.filter(question=assignment.item.question,
                                                   version=assignment.study.reference_version).order_by("pk").first()
        if reference is not None:
            ReferenceFeedback.objects.create(
                question=assignment.item.question, reference=reference, verdict=verdict, note=rating.note,
                source=f"study:{assignment.study_id}/rating:{rating.pk}", rater=profile_for(rating.submitted_by).pseudonym)


def _second_opinion(assignment: Assignment, rating: Rating) -> None:
    item = assignment.item
    if Assignment.objects.filter(item=item, reason=Assignment.Reason.SAFETY).exists():
        return
    busy = set(Assignment.objects.filter(item=item).values_list("rater_id", flat=True))
    raters = StudyRater.objects.filter(study=assignment.study)
    if assignment.study.raters_may_adjudicate:
        # an adjudicator may have seen the item's ratings on the adjudication screen: not blind to it
        raters = raters.exclude(user__in=assignment.study.adjudicators.all())
    candidate = (raters.exclude(pk__in=busy)
                 .annotate(load=Count("assignments")).order_by("load", "pk").first())
    if candidate is None:
        # every rater already has the item: the adjudication queue will show it to a senior physician
        audit(assignment.study, None, "safety_flag", item=item.pk, rating=rating.pk, second_opinion=None)
        return
    position = (candidate.assignments.aggregate(m=Max("position"))["m"] or 0) + 1
    extra = Assignment.objects.create(
        study=assignment.study, item=item, rater=candidate, position=position, left=assignment.left,
        right=assignment.right, left_prediction=assignment.left_prediction,
        right_prediction=assignment.right_prediction, reason=Assignment.Reason.SAFETY)
    audit(assignment.study, None, "safety_flag", item=item.pk, rating=rating.pk, second_opinion=extra.pk)


def skip(user, token: str, data) -> Assignment:
    reason = (data.get("reason") or "").strip()
    if not reason:
        raise RatingError("say why you skip this item")
    with transaction.atomic():
        assignment = get_assignment(user, token, for_update=True)
        _check_open(assignment)
        if assignment.status == Assignment.Status.SUBMITTED:
            raise RatingError("this item is already rated; revise the rating instead of skipping it")
        assignment.status, assignment.skip_reason = Assignment.Status.SKIPPED, reason[:2000]
        assignment.save(update_fields=["status", "skip_reason"])
        audit(assignment.study, user, "skipped", assignment=assignment.pk)
    return assignment


def unskip(user, token: str) -> Assignment:
    with transaction.atomic():
        assignment = get_assignment(user, token, for_update=True)
        _check_open(assignment)
        if assignment.status == Assignment.Status.SKIPPED:
            assignment.status, assignment.skip_reason = Assignment.Status.PENDING, ""
            assignment.save(update_fields=["status", "skip_reason"])
            audit(assignment.study, user, "unskipped", assignment=assignment.pk)
    return assignment


def open_note(user, token: str, note_pk: int) -> Note:
    """A note of the item's patient, recorded as opened by the rater."""
    assignment = get_assignment(user, token)
    note = Note.objects.filter(pk=note_pk, patient_id=assignment.item.question.patient_id).order_by("pk").first()
    if note is None:
        raise not_found()
    NoteView.objects.create(assignment=assignment, note=note)
    return note


def search_chart(user, token: str, query: str) -> list[dict]:
    """The notes of the item's chart that contain ``query`` (a ``ValueError`` names what is wrong
    with the query), each with its chart label and the first places it occurs."""
    assignment = get_assignment(user, token)
    query = citations.clean_query(query)
    notes = chart_notes(assignment)
    found = citations.search(query, notes)
    labels = {n.pk: n for n in Note.objects.filter(pk__in=[f["note"] for f in found]).only(
        "pk", "note_type", "charttime")}
    return [{**f, "label": labels[f["note"]].note_type_label, "charttime": labels[f["note"]].charttime}
            for f in found]


def fast_ratings(study: Study) -> dict:
    """Submissions made sooner after their page was served than the study's threshold, for the
    study's admins (raters never see this): how many, and which items and raters' pseudonyms."""
    threshold = study.fast_rating_seconds
    rows = (Rating.objects.filter(assignment__study=study, seconds_on_item__lt=threshold)
            .select_related("assignment", "assignment__item", "assignment__item__question", "submitted_by")
            .order_by("seconds_on_item", "pk"))
    flagged = [{"qid": r.assignment.item.question.qid, "calibration": r.assignment.item.calibration,
                "position": r.assignment.position, "rater": profile_for(r.submitted_by).pseudonym,
                "revision": r.revision, "seconds": r.seconds_on_item} for r in rows]
    timed = Rating.objects.filter(assignment__study=study, seconds_on_item__isnull=False)
    return {"threshold": threshold, "count": len(flagged), "items": flagged,
            "timed": timed.count(), "untimed": Rating.objects.filter(assignment__study=study,
                                                                      seconds_on_item__isnull=True).count()}


def set_calibration_key(study_id: int, qid: str, key: dict, *, user=None) -> StudyItem:
    """Record the expected answer of one of the study's calibration items. ``key``:
    ``{"arms": {"1": {dimension: value}, ...}, "item": {dimension: value}, "note": "why"}`` (answer
    dimensions by arm position; a preference for an arm as ``"arm:N"``), checked against the rubric."""
    study = Study.objects.filter(pk=study_id).first()
    if study is None:
        raise RatingError(f"there is no study {study_id}")
    item = study.items.filter(question__qid=qid).select_related("question").first()
    if item is None:
        raise RatingError(f"question {qid!r} is not an item of this study")
    if not item.calibration:
        raise RatingError(f"question {qid!r} is not a calibration item: only calibration items have a key")
    if not isinstance(key, dict) or set(key) - {"arms", "item", "note"}:
        raise RatingError("the key must be an object with 'arms', 'item' and 'note' only")
    rubric = get_rubric(study.rubric_version)
    positions = {str(p) for p in study.arms.values_list("position", flat=True)}
    arms = key.get("arms") or {}
    if not isinstance(arms, dict) or set(arms) - positions:
        raise RatingError(f"'arms' must be keyed by arm position ({', '.join(sorted(positions))})")
    for arm, values in arms.items():
        try:
            check_values(rubric, {"left": values}, arms=len(positions), complete=False)
        except RatingError as exc:
            raise RatingError(f"arm {arm}: {exc}") from None
    item_values = dict(key.get("item") or {})
    for dim in rubric.item_dimensions():
        value = item_values.get(dim.key)
        if isinstance(value, str) and value.startswith("arm:"):
            if value[4:] not in positions or not any(c.value in SIDES for c in dim.choices):
                raise RatingError(f"{dim.label}: {value!r} names no arm of this study")
            item_values[dim.key] = "left"  # checked as a side; stored as the arm
    check_values(rubric, item_values, arms=len(positions), complete=False)
    note = str(key.get("note") or "")[:2000]
    _check_key_note(note, study)
    item.expected = {"arms": arms, "item": dict(key.get("item") or {}), "note": note}
    item.save(update_fields=["expected"])
    audit(study, user, "calibration_key", item=item.pk)
    return item


#: an arm named by number: raters see the answers as A and B, placed differently for each of them
_ARM_NUMBER = re.compile(r"\barms?\s*#?\d", re.IGNORECASE)


def _check_key_note(note: str, study: Study) -> None:
    """The key's note is shown to raters: it may name no compared run, condition, model or label,
    nor an arm by number (each rater sees the arms as A and B, placed for them)."""
    from adjudication.blinding import blinding_word

    word = blinding_word(note, [arm.run for arm in study.arms.select_related("run")])
    if word:
        raise RatingError(f"the key's note names {word!r}, which would unblind the raters; describe the answers "
                          "by what they say")
    if _ARM_NUMBER.search(note):
        raise RatingError("the key's note names an arm by number, which raters never see (they see A and B, "
                          "placed for each of them); describe the answers by what they say")
