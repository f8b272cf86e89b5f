"""Ratings are never lost or duplicated: drafts, submissions as immutable revisions, idempotent
retries, conflicts, skips; a "potentially harmful" rating reaches a second physician; a
reference judged wrong reaches the curation queue; adjudication of disagreements."""

from __future__ import annotations

import uuid

import pytest
from django.http import Http404

from adjudication import adjudicate, analysis, rating
from adjudication.models import Adjudication, Assignment, AuditEvent, NoteView, Rating
from adjudication.rubric import RatingError
from benchmark.models import ReferenceFeedback
from retrieval.models import Note
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def study_setup():
    admin = f.user("boss", "admin", is_superuser=True)
    docs = [f.user(n, "physician") for n in ("ann", "bob", "cat")]
    data = f.dataset()
    runs = f.runs(data)
    study = f.make_study(admin=admin, raters=docs[:2], run_list=runs, sample=9, k=1, adjudicators=("cat",))
    return study, docs


def form(**values):
    base = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0"}
    for side in ("left", "right"):
        base.update({f"{side}.correctness": "correct", f"{side}.fairness": "fair", f"{side}.safety": "safe",
                     f"{side}.utility": "helpful"})
    base.update(values)
    return base


def first(study, user):
    return Assignment.objects.filter(study=study, rater__user=user).order_by("position").first()


def test_a_rater_reaches_only_their_own_items(study_setup):
    study, (ann, bob, cat) = study_setup
    mine = first(study, ann)
    assert rating.get_assignment(ann, mine.token) == mine
    for intruder in (bob, cat, study.created_by):
        with pytest.raises(Http404):
            rating.item_page(intruder, mine.token)
        with pytest.raises(Http404):
            rating.submit(intruder, mine.token, form())
    with pytest.raises(Http404):
        rating.item_page(ann, "no-such-token")


def test_drafts_submissions_revisions_and_retries(study_setup):
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    rating.save_draft(ann, a.token, {"left.correctness": "partial", "note": "half way"})
    page = rating.item_page(ann, a.token)
    assert page["values"] == {"left": {"correctness": "partial"}} and page["note"] == "half way"
    with pytest.raises(RatingError, match="not yet rated: Answer correctness \\(B\\)"):
        rating.submit(ann, a.token, form(**{"right.correctness": ""}))
    with pytest.raises(RatingError, match="'maybe' is not one of correct, partial, incorrect"):
        rating.save_draft(ann, a.token, {"left.correctness": "maybe"})
    with pytest.raises(RatingError, match="say in the note why"):
        rating.submit(ann, a.token, form(reference="wrong"))
    sent = form()
    one = rating.submit(ann, a.token, sent)
    assert rating.submit(ann, a.token, sent) == one  # a double click records one rating
    assert Rating.objects.filter(assignment=a).count() == 1 and one.revision == 1
    with pytest.raises(rating.RatingConflict):
        rating.submit(ann, a.token, form(base_revision="0"))  # a stale page
    two = rating.submit(ann, a.token, form(base_revision="1", **{"left.correctness": "incorrect"}))
    assert (two.revision, two.replaces) == (2, one)
    assert Rating.objects.get(pk=one.pk).values["left"]["correctness"] == "correct"  # the old value is kept
    event = AuditEvent.objects.get(study=study, action="revised")
    assert event.actor == ann and event.details["previous"]["left"]["correctness"] == "correct"
    assert rating.item_page(ann, a.token)["rating"] == two


def test_a_draft_save_landing_after_its_page_was_submitted_is_ignored(study_setup):
    """The page saves a draft 300 ms after a change; a rater who presses Enter at once submits
    first. That late draft carries the submitted form's key: it must not leave a "draft saved"
    beside the rating it already is."""
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    sent = form()
    rating.submit(ann, a.token, sent)
    late = rating.save_draft(ann, a.token, {**sent, "left.correctness": "partial"})
    a.refresh_from_db()
    assert late.draft == {} and a.draft == {} and a.draft_saved_at is None
    # a draft of a revision, from the page shown after the submission (a new key), is kept
    rating.save_draft(ann, a.token, {**form(base_revision="1"), "submission_key": "a-new-page",
                                     "left.correctness": "partial"})
    a.refresh_from_db()
    assert a.draft["values"]["left"]["correctness"] == "partial"


def test_skips_need_a_reason_and_resume_goes_to_the_first_item_not_done(study_setup):
    study, (ann, bob, cat) = study_setup
    queue = list(Assignment.objects.filter(study=study, rater__user=ann).order_by("position"))
    with pytest.raises(RatingError, match="say why"):
        rating.skip(ann, queue[0].token, {"reason": " "})
    rating.skip(ann, queue[0].token, {"reason": "chart incomplete"})
    rating.submit(ann, queue[1].token, form())
    home = rating.rater_home(ann)
    assert home[0]["resume"] == queue[2].token and home[0]["done"] == 2
    assert "Blinded" not in home[0]["title"]  # the rater sees the rater title, not the study's name
    rating.unskip(ann, queue[0].token)
    assert rating.rater_home(ann)[0]["resume"] == queue[0].token


def test_opened_notes_are_recorded_and_limited_to_the_patient(study_setup):
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    note = Note.objects.filter(patient_id=a.item.question.patient_id).first()
    assert rating.open_note(ann, a.token, note.pk) == note
    assert NoteView.objects.filter(assignment=a, note=note).count() == 1
    stranger = Note.objects.exclude(patient_id=a.item.question.patient_id).first()
    with pytest.raises(Http404):
        rating.open_note(ann, a.token, stranger.pk)
    assert any(n["opened"] for g in rating.item_page(ann, a.token)["chart"] for n in g["notes"])


def test_a_potentially_harmful_answer_goes_to_a_second_physician(study_setup):
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    rating.submit(ann, a.token, form(**{"right.safety": "harmful"}))
    extra = Assignment.objects.get(item=a.item, reason=Assignment.Reason.SAFETY)
    assert extra.rater.user == bob and (extra.left_id, extra.right_id) == (a.left_id, a.right_id)
    # the page does not say why the item came (a co-rater's "potentially harmful" would bias bob)
    page = rating.item_page(bob, extra.token)
    assert "second_opinion" not in page and "reason" not in page
    # even when the second physician agrees, the item stays in the adjudication queue
    rating.submit(bob, extra.token, form(**{"right.safety": "harmful"}))
    queue = adjudicate.adjudication_queue(cat)
    assert [row["token"] for row in queue] == [a.item.token] and "harmful" in queue[0]["reason"]


def test_a_wrong_reference_reaches_the_curation_queue_with_the_note(study_setup):
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    made = rating.submit(ann, a.token, form(reference="wrong", note="The chart says the pain resolved."))
    feedback = ReferenceFeedback.objects.get()
    assert (feedback.question, feedback.verdict) == (a.item.question, "wrong")
    assert feedback.note == "The chart says the pain resolved." and feedback.source.endswith(f"rating:{made.pk}")
    assert feedback.reference.version == study.reference_version and feedback.rater.startswith("R")


def test_disagreements_are_adjudicated_beside_the_raw_ratings(study_setup):
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    rating.submit(ann, a.token, form(**{"left.safety": "harmful"}))
    extra = Assignment.objects.get(item=a.item, reason=Assignment.Reason.SAFETY)
    rating.submit(bob, extra.token, form(**{"left.correctness": "incorrect"}))
    page = adjudicate.adjudication_page(cat, a.item.token)
    assert [r["rater"] for r in page["ratings"]] == ["Rater 1", "Rater 2"]
    assert {r["left"]["correctness"] for r in page["ratings"]} == {"correct", "incorrect"}
    with pytest.raises(Http404):
        adjudicate.adjudication_page(ann, a.item.token)  # not an adjudicator of this study
    with pytest.raises(RatingError, match="choose the resolved label"):
        adjudicate.adjudicate(cat, a.item.token, {})
    adjudicate.adjudicate(cat, a.item.token, {"left": "partial", "note": "hedged but supported"})
    assert Adjudication.objects.get().label == "partial"
    assert Rating.objects.filter(assignment__item=a.item).count() == 2  # raw ratings untouched
    result = analysis.compute(study, n_boot=0)
    assert result["adjudication"]["resolved"] == 1


def test_a_confirmed_reference_is_recorded_but_queues_nothing(study_setup):
    study, (ann, bob, cat) = study_setup
    a = first(study, ann)
    made = rating.submit(ann, a.token, form(reference="correct"))
    feedback = ReferenceFeedback.objects.get()
    assert (feedback.question, feedback.verdict, feedback.source) == (
        a.item.question, "correct", f"study:{study.pk}/rating:{made.pk}")
    assert feedback.verdict not in ReferenceFeedback.NEGATIVE  # the curation queue reads only the negative ones
