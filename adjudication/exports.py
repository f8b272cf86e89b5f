"""Exports of a study's ratings, for authors and admins.

- ``ratings.csv`` / ``ratings.jsonl``: every rating revision (one row per answer rated), with
  rater pseudonyms (never names), the study, its state when exported (``study_state``) and whether
  the ratings are ``final`` (locked or unblinded, every item fully rated) or ``interim``
  (``ratings_standing``; the release carries both too), rubric and reference versions, the question id and
  category, the arm (its run, condition and model once the study is unblinded; "arm N" before),
  the answer's position (A/B), the values, the note, the seconds on the item (server-measured),
  when the rater first opened the reference answer (``reference_revealed_at``, per assignment;
  empty when not recorded) and whether the revision is current.
- ``release.jsonl``: what may leave the building (paper 000 App. P): current ratings only, with
  pseudonyms, ids and labels, and no free text at all: no chart text, no answer or question text,
  no rater notes (a note can quote the chart).
- ``audit.csv``: the audit trail, with pseudonyms too: the actor, and every user named in an
  event's details (a study's raters, its adjudicators), never a username; the compared runs are
  "hidden until unblinding", as on the study page.
Every export is itself audited.
"""

from __future__ import annotations

import io
import json

from django.contrib.auth import get_user_model

from adjudication.models import Assignment, Rating, Study
from adjudication.raters import profile_for
from adjudication.records import audit
from adjudication.rubric import SIDE_LABELS, SIDES, get_rubric
from adjudication.states import completeness, is_final, state_of
from adjudication.studies import can_manage_studies
from epikg_core import csvfiles

KINDS = ("ratings.csv", "ratings.jsonl", "release.jsonl", "audit.csv")


class ExportError(ValueError):
    pass


def _rows(study: Study, *, current_only: bool, with_text: bool) -> list[dict]:
    rubric = get_rubric(study.rubric_version)
    answer_keys = [d.key for d in rubric.answer_dimensions()]
    item_keys = [d.key for d in rubric.item_dimensions()]
    unblinded = study.status == Study.Status.UNBLINDED
    done = completeness(study)
    # what the rows may support: the study's state when exported, and "interim" unless the study is
    # locked (or unblinded) with every item fully rated — as on the study page and in Reports
    state, standing = state_of(study, done), "final" if is_final(study, done) else "interim"
    arms = {arm.pk: arm for arm in study.arms.select_related("run")}
    newest = {}
    for rating in Rating.objects.filter(assignment__study=study).order_by("assignment_id", "revision"):
        newest[rating.assignment_id] = rating.pk
    pseudonyms = {}
    rows = []
    ratings = (Rating.objects.filter(assignment__study=study)
               .select_related("assignment", "assignment__item", "assignment__item__question",
                               "assignment__rater__user", "assignment__left_prediction",
                               "assignment__right_prediction")
               .order_by("assignment__rater_id", "assignment__position", "revision"))
    for rating in ratings:
        assignment: Assignment = rating.assignment
        current = newest[assignment.pk] == rating.pk
        if current_only and not current:
            continue
        user = assignment.rater.user
        if user.pk not in pseudonyms:
            pseudonyms[user.pk] = profile_for(user).pseudonym
        item = assignment.item
        for side in SIDES:
            arm = arms[assignment.left_id if side == "left" else assignment.right_id]
            prediction = assignment.left_prediction if side == "left" else assignment.right_prediction
            row = {
                "study": study.pk, "study_state": state, "ratings_standing": standing,
                "rubric_version": study.rubric_version,
                "reference_version": study.reference_version, "rater": pseudonyms[user.pk],
                "system_author": assignment.rater.system_author, "qid": item.question.qid,
                "category": item.category, "calibration": item.calibration,
                "inclusion_probability": item.inclusion_probability, "position": SIDE_LABELS[side],
                "arm": arm.position, "run": arm.run_id if unblinded else None,
                "condition": arm.run.condition if unblinded else None,
                "model": arm.run.model if unblinded else None,
                "revision": rating.revision, "current": current, "submitted_at": rating.submitted_at.isoformat(),
                "assignment_reason": assignment.reason,
            }
            for key in answer_keys:
                row[key] = rating.values.get(side, {}).get(key)
            for key in item_keys:
                value = rating.values.get(key)
                if key == "preference" and value in SIDES:
                    value = "this" if value == side else "other"
                row[key] = value
            if with_text:  # the in-house exports (the release keeps its App. P fields)
                row["seconds_on_item"] = rating.seconds_on_item
                # when the rater first opened the reference on the rating screen (per assignment, so
                # the same on each revision): after ``submitted_at``, the answers were judged first
                revealed = assignment.reference_revealed_at
                row["reference_revealed_at"] = revealed.isoformat() if revealed else None
                row["question"] = item.question.text
                row["answer"] = prediction.answer
                row["note"] = rating.note
            rows.append(row)
    return rows


def _strings(value) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(_strings, value.values())) if value else set()
    if isinstance(value, (list, tuple)):
        return set().union(*map(_strings, value)) if value else set()
    return set()


def _pseudonymised(value, names: dict[str, str]):
    """``value`` (an audit event's details) with every string that is a username replaced by that
    user's pseudonym."""
    if isinstance(value, str):
        return names.get(value, value)
    if isinstance(value, dict):
        return {key: _pseudonymised(item, names) for key, item in value.items()}
    if isinstance(value, list):
        return [_pseudonymised(item, names) for item in value]
    return value


def _audit_csv(study: Study) -> bytes:
    """The study's audit trail: time, actor, action, details, every user as their pseudonym."""
    events = list(study.audit.select_related("actor").order_by("at", "pk"))
    mentioned = set().union(*(_strings(event.details) for event in events)) if events else set()
    users = {event.actor.pk: event.actor for event in events if event.actor is not None}
    users.update({u.pk: u for u in get_user_model().objects.filter(username__in=mentioned)})
    pseudonym = {pk: profile_for(u).pseudonym for pk, u in users.items()}
    names = {u.get_username(): pseudonym[pk] for pk, u in users.items()}
    buffer = io.StringIO()
    writer = csvfiles.writer(buffer)
    writer.writerow(["at", "actor", "action", "details"])
    blinded = study.status != Study.Status.UNBLINDED
    for event in events:
        details = _pseudonymised(event.details, names)
        if blinded and isinstance(details, dict) and "runs" in details:
            details = {**details, "runs": "hidden until unblinding"}  # as on the study page
        writer.writerow([event.at.isoformat(), pseudonym[event.actor.pk] if event.actor else "", event.action,
                         json.dumps(details, sort_keys=True)])
    return buffer.getvalue().encode()


def export(study: Study, kind: str, user) -> tuple[str, str, bytes]:
    """``(filename, content type, body)`` of one export of the study."""
    if not can_manage_studies(user):
        raise ExportError("exports are for authors and admins")
    if kind not in KINDS:
        raise ExportError(f"unknown export {kind!r} (one of {', '.join(KINDS)})")
    stem = f"study-{study.pk}"
    if kind == "audit.csv":
        body, content_type = _audit_csv(study), "text/csv; charset=utf-8"
    elif kind == "release.jsonl":
        rows = _rows(study, current_only=True, with_text=False)
        body = "".join(json.dumps(row, sort_keys=True) + "\n" for row in rows).encode()
        content_type = "application/x-ndjson"
    else:
        rows = _rows(study, current_only=False, with_text=True)
        if kind == "ratings.jsonl":
            body = "".join(json.dumps(row, sort_keys=True) + "\n" for row in rows).encode()
            content_type = "application/x-ndjson"
        else:
            buffer = io.StringIO()
            if rows:
                writer = csvfiles.DictWriter(buffer, fieldnames=list(rows[0]))
                writer.writeheader()
                writer.writerows(rows)
            body, content_type = buffer.getvalue().encode(), "text/csv; charset=utf-8"
    audit(study, user, "exported", kind=kind, blinded=study.status != Study.Status.UNBLINDED)
    return f"{stem}-{kind}", content_type, body
