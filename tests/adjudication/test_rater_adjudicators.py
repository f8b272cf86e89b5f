"""An adjudicator who is also one of the study's raters never sees co-raters' labels or notes for
an item before rating it: by default (``raters_may_adjudicate`` off) none of the study's items;
with it on, only items she has submitted (or has no assignment for). She is never sent a second
opinion on an item she may have seen adjudicated, and cannot revise a rating after adjudicating."""

from __future__ import annotations

import uuid

import pytest
from django.http import Http404

from adjudication import adjudicate, rating
from adjudication.models import Assignment, Study
from adjudication.rubric import RatingError
from retrieval.models import Note
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db


def form(correctness: str = "correct", note: str = "", **values):
    base = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0", "note": note}
    for side in ("left", "right"):
        base.update({f"{side}.correctness": correctness, f"{side}.fairness": "fair", f"{side}.safety": "safe",
                     f"{side}.utility": "helpful"})
    base.update(values)
    return base


def setup(*, may: bool, k=None):
    admin = f.user("boss", "admin", is_superuser=True)
    ann, bob, cat = (f.user(n, "physician") for n in ("ann", "bob", "cat"))
    runs = f.runs(f.dataset())
    study = f.make_study(admin=admin, raters=[ann, bob, cat], run_list=runs, sample=9, k=k,
                         adjudicators=("cat",), raters_may_adjudicate=may)
    return study, ann, bob, cat


def disagree_on(study, item, ann, bob):
    """ann and bob rate ``item`` differently (so it needs adjudication), bob with a note."""
    for user, label, note in ((ann, "correct", ""), (bob, "incorrect", "co-rater's private reasoning")):
        a = Assignment.objects.get(item=item, rater__user=user)
        rating.submit(user, a.token, form(label, note=note, reference="wrong" if note else "correct"))


def queue_tokens(user):
    return [row["token"] for row in adjudicate.adjudication_queue(user)]


def test_the_setting_is_off_by_default_and_recorded():
    study, *_ = setup(may=False)
    assert Study._meta.get_field("raters_may_adjudicate").default is False
    assert study.raters_may_adjudicate is False
    assert study.audit.get(action="created").details["raters_may_adjudicate"] is False


def test_by_default_a_rater_adjudicates_nothing_of_her_study_even_after_rating():
    study, ann, bob, cat = setup(may=False)
    item = study.items.filter(calibration=False).first()
    disagree_on(study, item, ann, bob)
    assert queue_tokens(cat) == []
    for call in (lambda: adjudicate.adjudication_page(cat, item.token),
                 lambda: adjudicate.adjudicate(cat, item.token, {"left": "correct"}),
                 lambda: adjudicate.adjudicator_note(cat, item.token, Note.objects.filter(
                     patient_id=item.question.patient_id).first().pk)):
        with pytest.raises(Http404):
            call()
    mine = Assignment.objects.get(item=item, rater__user=cat)
    rating.submit(cat, mine.token, form())
    assert queue_tokens(cat) == []
    with pytest.raises(Http404):
        adjudicate.adjudication_page(cat, item.token)


def test_with_the_setting_a_rater_adjudicates_only_what_she_has_rated():
    study, ann, bob, cat = setup(may=True)
    first, second = study.items.filter(calibration=False)[:2]
    disagree_on(study, first, ann, bob)
    disagree_on(study, second, ann, bob)
    # still to rate (pending): not in her queue, its page a 404, its notes too
    assert queue_tokens(cat) == []
    with pytest.raises(Http404):
        adjudicate.adjudication_page(cat, first.token)
    # skipped: a skip can be undone, so still hidden
    skipped = Assignment.objects.get(item=second, rater__user=cat)
    rating.skip(cat, skipped.token, {"reason": "cannot judge"})
    assert queue_tokens(cat) == []
    with pytest.raises(Http404):
        adjudicate.adjudicate(cat, second.token, {"left": "correct"})
    # rated: now she may see the others' labels and decide
    mine = Assignment.objects.get(item=first, rater__user=cat)
    rating.submit(cat, mine.token, form("partial"))
    assert queue_tokens(cat) == [first.token]
    page = adjudicate.adjudication_page(cat, first.token)
    assert len(page["ratings"]) == 2  # ann's and bob's, not her own
    adjudicate.adjudicate(cat, first.token, {"left": "partial"})
    # having seen them, she cannot revise her own rating towards theirs
    with pytest.raises(RatingError, match="adjudicated this item"):
        rating.submit(cat, mine.token, form("incorrect", base_revision="1"))


@pytest.mark.parametrize("may", [True, False])
def test_an_adjudicating_rater_is_sent_a_second_opinion_only_while_she_cannot_have_seen_it(may):
    admin = f.user("boss", "admin", is_superuser=True)
    ann, cat = f.user("ann", "physician"), f.user("cat", "physician")
    runs = f.runs(f.dataset())
    study = f.make_study(admin=admin, raters=[ann, cat], run_list=runs, sample=9, k=1, adjudicators=("cat",),
                         raters_may_adjudicate=may)
    mine = Assignment.objects.filter(rater__user=ann, item__calibration=False).order_by("position").first()
    rating.submit(ann, mine.token, form(**{"left.safety": "harmful"}))
    extra = Assignment.objects.filter(item=mine.item, reason=Assignment.Reason.SAFETY).first()
    if may:
        # she may have read the item's ratings on the adjudication screen: not a blind second opinion
        assert extra is None
        assert study.audit.get(action="safety_flag").details["second_opinion"] is None
    else:
        # she cannot see the study's items to adjudicate, so she is still blind to it
        assert extra is not None and extra.rater.user == cat


def test_an_adjudicator_who_does_not_rate_sees_every_item_needing_adjudication():
    admin = f.user("boss", "admin", is_superuser=True)
    ann, bob, sam = (f.user(n, "physician") for n in ("ann", "bob", "sam"))
    runs = f.runs(f.dataset())
    study = f.make_study(admin=admin, raters=[ann, bob], run_list=runs, sample=9, adjudicators=("sam",))
    item = study.items.filter(calibration=False).first()
    disagree_on(study, item, ann, bob)
    assert queue_tokens(sam) == [item.token]
    assert {r["note"] for r in adjudicate.adjudication_page(sam, item.token)["ratings"]} == {
        "", "co-rater's private reasoning"}
