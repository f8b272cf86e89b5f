"""The reference answer on the rating screen: not in the page until the rater opens it, served by
its own endpoint behind the item's wall (the rater who owns the assignment, nobody else), the
first opening recorded (``Assignment.reference_revealed_at``), the rows that ask about the
reference waiting for it, and the item page never kept in a cache (Back and reload show the item
as it stands)."""

from __future__ import annotations

import json

import pytest
from django.http import Http404
from django.test import Client
from django.urls import reverse

from adjudication import rating
from adjudication.analysis import ratings_digest
from adjudication.models import Assignment, Study
from adjudication.rubric import get_rubric
from benchmark.models import ReferenceAnswer
from tests.adjudication import factories
from tests.adjudication.test_rater_views import Recorder, blinding_leaks, queue_of, submit_data, world  # noqa: F401

pytestmark = pytest.mark.django_db

#: what every reference answer of the factories' dataset says, and nothing else on a rater's page
#: (released references are frozen, so the test reads them rather than writing its own)
SAID = "chest pain is denied (reference"


def reference_of(assignment: Assignment) -> str:
    answer = ReferenceAnswer.objects.get(question=assignment.item.question,
                                         version=assignment.study.reference_version).answer
    assert SAID in answer
    return answer


def revealed_at(assignment: Assignment):
    return Assignment.objects.get(pk=assignment.pk).reference_revealed_at


def test_the_rating_page_holds_no_reference_until_the_rater_opens_it(world):
    pat = world["pat"]
    mine = queue_of(pat)[1]
    secret = reference_of(mine)
    rater = Recorder(pat)
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    # not in the HTML (view-source, find in page, a screen reader): only the way to ask for it
    assert SAID not in page and "is denied" not in page
    url = reverse("rate_reference", args=[mine.token])
    assert f'data-reference-url="{url}"' in page and f'<a href="{url}">Show the reference answer</a>' in page
    assert '<details class="reference-box" id="reference-box" data-reference-url' in page
    assert "data-revealed" not in page and revealed_at(mine) is None
    # the drafts the page sends on its way do not carry it either
    draft = rater.post(reverse("rate_draft", args=[mine.token]), {"left.correctness": "correct"},
                       HTTP_HX_REQUEST="true")
    assert draft.status_code == 200 and SAID not in draft.content.decode()
    assert revealed_at(mine) is None

    # asked for (the box opened): the fragment, the first time recorded
    response = rater.get(url, HTTP_HX_REQUEST="true")
    body = response.content.decode()
    assert response.status_code == 200
    assert body.strip().startswith('<blockquote class="reference-text" id="reference-text">')
    assert f"<p>{secret}</p>" in body and "<html" not in body
    assert "no-store" in response["Cache-Control"]
    first = revealed_at(mine)
    assert first is not None
    # opened again: the first time stands
    rater.get(url, HTTP_HX_REQUEST="true")
    assert revealed_at(mine) == first
    # the page is now sent with the box open and the text in it: it was revealed before
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert "open data-revealed>" in page and secret in page and "Show the reference answer" not in page
    # only this assignment: the rater's other items still wait
    other = queue_of(pat)[2]
    assert revealed_at(other) is None and "data-revealed" not in rater.get(
        reverse("rate_item", args=[other.token])).content.decode()
    assert blinding_leaks(rater.bodies, world["runs"]) == []


def test_the_reference_endpoint_keeps_the_item_s_wall(world):
    pat, quinn = world["pat"], world["quinn"]
    mine, theirs = queue_of(pat)[0], queue_of(quinn)[0]
    url = reverse("rate_reference", args=[mine.token])
    # another physician, an author, an admin: a 404, as for a token that does not exist
    author = factories.user("ana-author", "author")
    for user in (quinn, author, world["admin"]):
        client = Client()
        client.force_login(user)
        for extra in ({}, {"HTTP_HX_REQUEST": "true"}):
            response = client.get(url, **extra)
            assert response.status_code == 404 and SAID not in response.content.decode()
    rater = Recorder(pat)
    assert rater.get(reverse("rate_reference", args=["no-such-token"])).status_code == 404
    assert rater.get(reverse("rate_reference", args=[theirs.token])).status_code == 404
    # anonymous: to the login page; a POST is not how it is asked for
    response = Client().get(url)
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    assert rater.post(url).status_code == 405
    # nobody's attempt counted as the rater's reveal
    assert revealed_at(mine) is None and revealed_at(theirs) is None
    # without htmx: a page of its own, with the way back to the item (works without JavaScript)
    page = rater.get(url).content.decode()
    assert reference_of(mine) in page and "Back to the item" in page and reverse("rate_item", args=[mine.token]) in page
    assert revealed_at(mine) is not None
    assert blinding_leaks(rater.bodies, world["runs"]) == []


def test_the_reveal_service_records_the_first_time_and_names_nothing_else(world):
    pat, quinn = world["pat"], world["quinn"]
    mine = queue_of(pat)[0]
    with pytest.raises(Http404):
        rating.reveal_reference(quinn, mine.token)
    assert revealed_at(mine) is None
    shown = rating.reveal_reference(pat, mine.token)
    assert set(shown) == {"reference", "revealed_at"}  # the text and when: nothing about runs or arms
    assert shown["reference"] == reference_of(mine) and shown["revealed_at"] == revealed_at(mine)
    assert rating.reveal_reference(pat, mine.token)["revealed_at"] == shown["revealed_at"]


def test_a_submitted_item_shows_the_reference_only_if_it_was_revealed(world):
    """Reopening a submitted item: the box is open with the text only when the recorded reveal
    says the rater saw it (a rating made without opening it, e.g. before this was recorded, keeps
    it closed)."""
    pat = world["pat"]
    mine = queue_of(pat)[1]
    rater = Recorder(pat)
    rater.post(reverse("rate_submit", args=[mine.token]), submit_data(mine))
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert "Submitted (revision 1)" in page and SAID not in page and "data-revealed" not in page
    rater.get(reverse("rate_reference", args=[mine.token]), HTTP_HX_REQUEST="true")
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert reference_of(mine) in page and "open data-revealed>" in page


def test_a_locked_study_keeps_the_same_rule(world):
    pat = world["pat"]
    mine = queue_of(pat)[1]
    rater = Recorder(pat)
    rater.post(reverse("rate_submit", args=[mine.token]), submit_data(mine))
    Study.objects.filter(pk=world["study"].pk).update(status=Study.Status.LOCKED)
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert "This study is locked" in page and SAID not in page and "data-reference-url" in page
    # reading is not rating: a locked study's reference can still be opened, and that is recorded
    body = rater.get(reverse("rate_reference", args=[mine.token]), HTTP_HX_REQUEST="true").content.decode()
    assert reference_of(mine) in body and revealed_at(mine) is not None
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert reference_of(mine) in page and '<fieldset class="rating-fields" disabled>' in page


def test_a_calibration_item_reveals_its_key_and_its_reference_separately(world):
    """The calibration reveal (after submission) works as before and does not carry the reference
    answer's text; the reference stays behind its own box."""
    pat, study = world["pat"], world["study"]
    calibration = queue_of(pat)[0]
    assert calibration.item.calibration
    rating.set_calibration_key(study.pk, calibration.item.question.qid,
                               {"arms": {"1": {"correctness": "correct"}}, "item": {"reference": "correct"},
                                "note": "The reference is right."})
    rater = Recorder(pat)
    rater.post(reverse("rate_submit", args=[calibration.token]), submit_data(calibration, key="cal"))
    page = rater.get(reverse("rate_item", args=[calibration.token])).content.decode()
    assert "Calibration: the expected answer" in page and "The reference is right." in page
    assert SAID not in page
    body = rater.get(reverse("rate_reference", args=[calibration.token]), HTTP_HX_REQUEST="true").content.decode()
    assert reference_of(calibration) in body


def test_the_rows_about_the_reference_wait_for_it(world):
    rubric = get_rubric("app-o-v1")
    assert [d.key for d in rubric.dimensions if d.asks_about_reference()] == ["reference", "fairness"]
    # a rubric file may say otherwise per dimension (``needs_reference``)
    assert rubric.dimension("fairness").model_copy(update={"needs_reference": False}).asks_about_reference() is False
    assert rubric.dimension("safety").model_copy(update={"needs_reference": True}).asks_about_reference() is True
    pat = world["pat"]
    mine = queue_of(pat)[1]
    rater = Recorder(pat)
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    # each answer's fairness row and the reference verdict: marked, their choices inert, the answer
    # rows saying why; the other rows are not
    for row in ("left-fairness", "right-fairness", "reference"):
        fieldset = page.split(f'id="dim-{row}"')[1].split("</fieldset>")[0]
        assert fieldset.startswith(" data-needs-reference>") and '<div class="choices" inert>' in fieldset, row
    for row in ("left-fairness", "right-fairness"):
        assert "Open the reference first" in page.split(f'id="dim-{row}"')[1].split("</fieldset>")[0]
    for row in ("left-correctness", "right-utility", "preference"):
        fieldset = page.split(f'id="dim-{row}"')[1].split("</fieldset>")[0]
        assert "data-needs-reference" not in fieldset and "inert" not in fieldset, row
    # in the page's (and the keyboard's) order, the preference comes before the reference box
    assert page.index('id="dim-preference"') < page.index('id="reference-box"') < page.index('id="dim-reference"')
    # the key list says how the reference is opened
    keys = page.split('id="key-help"')[1]
    assert "<kbd>r</kbd>" in keys and "open the reference answer" in keys
    # opened: nothing waits
    rater.get(reverse("rate_reference", args=[mine.token]), HTTP_HX_REQUEST="true")
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert "inert" not in page and "Open the reference first" not in page


def test_the_item_page_is_never_cached(world):
    """Back after a submission, or a reload, fetch the item as it stands: a submitted item is never
    shown again from a cache as still to do."""
    mine = queue_of(world["pat"])[0]
    response = Recorder(world["pat"]).get(reverse("rate_item", args=[mine.token]))
    assert "no-store" in response["Cache-Control"]
    page = response.content.decode()
    assert f'data-item-url="{reverse("rate_item", args=[mine.token])}"' in page


def test_the_in_house_export_says_when_the_reference_was_revealed(world):
    from adjudication.exports import export

    pat, admin, study = world["pat"], world["admin"], world["study"]
    first, second = queue_of(pat)[1:3]
    rater = Recorder(pat)
    rater.get(reverse("rate_reference", args=[first.token]), HTTP_HX_REQUEST="true")
    before = ratings_digest(study)
    rater.post(reverse("rate_submit", args=[first.token]), submit_data(first, key="x1"))
    rater.post(reverse("rate_submit", args=[second.token]), submit_data(second, key="x2"))
    rows = [json.loads(line) for line in export(study, "ratings.jsonl", admin)[2].decode().splitlines()]
    by_key = {}
    for row in rows:
        by_key.setdefault(row["qid"], set()).add(row["reference_revealed_at"])
    assert by_key[first.item.question.qid] == {revealed_at(first).isoformat()}
    assert by_key[second.item.question.qid] == {None}
    assert "reference_revealed_at" in export(study, "ratings.csv", admin)[2].decode().splitlines()[0]
    released = [json.loads(line) for line in export(study, "release.jsonl", admin)[2].decode().splitlines()]
    assert released and all("reference_revealed_at" not in row for row in released)
    # a reveal is not a rating: it leaves the analysis' digest (and so its figures) alone
    after = ratings_digest(study)
    third = queue_of(pat)[3]
    rater.get(reverse("rate_reference", args=[third.token]), HTTP_HX_REQUEST="true")
    assert ratings_digest(study) == after != before
