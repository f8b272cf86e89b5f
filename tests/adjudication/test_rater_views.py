"""The physician's rating pages through the Django test client: who may see what, drafts,
submissions as revisions, conflicts, skips, chart notes, a locked study, adjudication, and the
blinding wall (no page a physician gets names a run, condition, model or evaluator)."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from adjudication.models import Adjudication, Assignment, NoteView, Rating, Study
from retrieval.models import Note
from tests.adjudication import factories

pytestmark = pytest.mark.django_db

#: a complete rating of rubric app-o-v1 (two arms: the preference is optional)
COMPLETE = {
    "reference": "correct",
    "left.correctness": "correct", "left.fairness": "fair", "left.safety": "safe", "left.utility": "helpful",
    "right.correctness": "partial", "right.fairness": "too_strict", "right.safety": "minor",
    "right.utility": "neutral",
}
#: words a physician's pages must never need; word-bounded, so "judged", "harmful", "running"
#: or "Conditional" (a question category) do not count
GENERIC = re.compile(r"\b(runs?|conditions?|models?|keywords?|polarity|judges?|arms?)\b", re.IGNORECASE)


class Recorder:
    """A logged-in test client that keeps every response body it gets."""

    def __init__(self, user, client: Client | None = None):
        self.client = client or Client()
        self.client.force_login(user)
        self.bodies: list[tuple[str, str]] = []

    def _keep(self, url, response):
        self.bodies.append((url, response.content.decode("utf-8", "replace")))
        return response

    def get(self, url, **extra):
        return self._keep(url, self.client.get(url, **extra))

    def post(self, url, data=None, **extra):
        return self._keep(url, self.client.post(url, data or {}, **extra))


def blinding_leaks(bodies, runs) -> list[str]:
    names = set()
    for run in runs:
        names |= {run.condition, run.model, run.label}
    for condition, model in factories.RUN_NAMES:
        names |= {condition, model}
    found = []
    for url, body in bodies:
        for name in names:
            bounded = rf"(?<![A-Za-z0-9]){re.escape(name)}(?![A-Za-z0-9])"
            if re.search(bounded, body, re.IGNORECASE) or re.search(bounded, url, re.IGNORECASE):
                found.append(f"{url}: {name}")
        for match in GENERIC.finditer(body):
            found.append(f"{url}: {match.group(0)!r} in …{body[max(0, match.start() - 60):match.end() + 60]}…")
    return found


@pytest.fixture
def world(db, monkeypatch):
    from epikg_site.celery import app as celery_app

    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kw: None)
    data = factories.dataset()
    run_list = factories.runs(data)
    admin = factories.user("ada-admin", "admin")
    pat = factories.user("pat-physician", "physician")
    quinn = factories.user("quinn-physician", "physician")
    study = factories.make_study(admin=admin, raters=[pat, quinn], run_list=run_list, sample=4, calibration=1,
                                 rater_title="Chest pain answers")
    return {"study": study, "runs": run_list, "admin": admin, "pat": pat, "quinn": quinn}


def queue_of(user) -> list[Assignment]:
    return list(Assignment.objects.filter(rater__user=user).order_by("position"))


def submit_data(assignment, *, key="key-1", base=0, **changes):
    return {**COMPLETE, "note": "", "submission_key": key, "base_revision": str(base), **changes}


def test_a_physician_reaches_only_their_own_items(world):
    pat, quinn = world["pat"], world["quinn"]
    mine, theirs = queue_of(pat)[0], queue_of(quinn)[0]
    note = Note.objects.filter(patient_id=mine.item.question.patient_id).first()
    rater = Recorder(pat)
    assert rater.get(reverse("rate_item", args=[mine.token])).status_code == 200
    for name in ("rate_item", "rate_draft", "rate_submit", "rate_skip", "rate_unskip"):
        url = reverse(name, args=[theirs.token])
        response = rater.get(url) if name == "rate_item" else rater.post(url, submit_data(theirs, reason="x"))
        assert response.status_code == 404, name
    assert rater.get(reverse("rate_note", args=[theirs.token, note.pk])).status_code == 404
    assert rater.get(reverse("rate_item", args=["no-such-token"])).status_code == 404
    assert rater.get(reverse("rate_queue", args=[queue_of(quinn)[0].rater.token])).status_code == 404
    assert not Rating.objects.exists() and not NoteView.objects.exists()
    assert Assignment.objects.get(pk=theirs.pk).draft == {}

    # authors and admins rate nothing: their GET of a rater's page is a 404 too
    author = factories.user("ana-author", "author")
    for user in (author, world["admin"]):
        other = Client()
        other.force_login(user)
        assert other.get(reverse("rate_item", args=[mine.token])).status_code == 404
        assert other.get(reverse("rate_home")).status_code == 404

    # anonymous: to the login page
    response = Client().get(reverse("rate_item", args=[mine.token]))
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    assert Client().post(reverse("rate_submit", args=[mine.token]), {})["Location"].startswith(reverse("login"))


def test_state_changes_need_post_and_csrf(world):
    mine = queue_of(world["pat"])[0]
    strict = Client(enforce_csrf_checks=True)
    strict.force_login(world["pat"])
    for name in ("rate_draft", "rate_submit", "rate_skip", "rate_unskip"):
        response = strict.post(reverse(name, args=[mine.token]), submit_data(mine, reason="x"))
        assert response.status_code == 403, name
    assert not Rating.objects.exists() and Assignment.objects.get(pk=mine.pk).status == "pending"
    client = Client()
    client.force_login(world["pat"])
    for name in ("rate_draft", "rate_submit", "rate_skip", "rate_unskip"):
        assert client.get(reverse(name, args=[mine.token])).status_code == 405, name


def test_drafts_are_saved_as_fragments_and_restored(world):
    mine = queue_of(world["pat"])[1]
    rater = Recorder(world["pat"])
    response = rater.post(reverse("rate_draft", args=[mine.token]),
                          {"left.correctness": "partial", "reference": "", "note": "Chart says otherwise."},
                          HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    body = response.content.decode()
    assert re.search(r"Draft saved \d\d:\d\d", body)
    assert "<html" not in body and "<form" not in body  # a fragment, not a page
    mine.refresh_from_db()
    assert mine.draft == {"values": {"left": {"correctness": "partial"}}, "note": "Chart says otherwise."}

    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert re.search(r'name="left\.correctness" value="partial" checked', page)
    assert "Chart says otherwise.</textarea>" in page
    assert "Draft saved" in page

    # a value outside the rubric is refused, in the fragment, as a 400
    response = rater.post(reverse("rate_draft", args=[mine.token]), {"left.correctness": "maybe"},
                          HTTP_HX_REQUEST="true")
    assert response.status_code == 400 and "Draft not saved" in response.content.decode()
    assert "<html" not in response.content.decode()
    # without htmx the draft is saved and the rater comes back to the item
    response = rater.post(reverse("rate_draft", args=[mine.token]), {"left.safety": "safe"})
    assert response.status_code == 302 and response["Location"] == reverse("rate_item", args=[mine.token])
    assert not blinding_leaks(rater.bodies, world["runs"])


def test_submission_revisions_conflicts_and_missing_dimensions(world):
    first, second = queue_of(world["pat"])[:2]
    rater = Recorder(world["pat"])
    page = rater.get(reverse("rate_item", args=[first.token])).content.decode()
    assert 'name="base_revision" value="0"' in page
    key = re.search(r'name="submission_key" value="([0-9a-f]{32})"', page).group(1)
    action = re.search(r'<form id="rate-form"[^>]*action="([^"]+)"', page).group(1).replace("&amp;", "&")
    assert action.startswith(reverse("rate_submit", args=[first.token]) + "?")

    response = rater.post(action, submit_data(first, key=key, note="Looks right."))
    assert response.status_code == 302 and response["Location"] == reverse("rate_item", args=[second.token])
    (rating,) = Rating.objects.all()
    assert rating.revision == 1 and rating.replaces is None and rating.note == "Looks right."
    assert rating.values["left"]["correctness"] == "correct" and rating.values["right"]["safety"] == "minor"

    # the same submission again (a double click, a retried request): nothing new
    response = rater.post(action, submit_data(first, key=key, note="Looks right."))
    assert response.status_code == 302 and Rating.objects.count() == 1

    page = rater.get(reverse("rate_item", args=[first.token])).content.decode()
    assert "Submitted (revision 1)" in page and 'name="base_revision" value="1"' in page
    assert "Submit revision 2" in page

    # an edit on top of revision 1 is revision 2, replacing it
    response = rater.post(reverse("rate_submit", args=[first.token]),
                          submit_data(first, key="key-2", base=1, **{"left.correctness": "partial"}))
    assert response.status_code == 302
    latest = Rating.objects.get(revision=2)
    assert latest.replaces == rating and latest.values["left"]["correctness"] == "partial"
    assert "Submitted (revision 2)" in rater.get(reverse("rate_item", args=[first.token])).content.decode()

    # a page still showing revision 1 (another window): refused, said next to the form
    response = rater.post(reverse("rate_submit", args=[first.token]), submit_data(first, key="key-3", base=1))
    assert response.status_code == 409
    body = response.content.decode()
    assert "rated in another window" in body and 'class="form-error"' in body
    assert Rating.objects.count() == 2

    # incomplete: a 400 naming what is missing, the rater's choices kept on the page
    data = submit_data(second, key="key-4")
    del data["right.utility"], data["reference"]
    response = rater.post(reverse("rate_submit", args=[second.token]), data)
    assert response.status_code == 400
    body = response.content.decode()
    assert "not yet rated: Reference answer, Clinical utility (B)" in body
    assert re.search(r'name="left\.correctness" value="correct" checked', body)
    # a reference judged wrong needs a note
    response = rater.post(reverse("rate_submit", args=[second.token]),
                          submit_data(second, key="key-5", reference="wrong"))
    assert response.status_code == 400 and "say in the note why the reference answer is wrong" in response.content.decode()
    # a value outside the rubric, or a field that is not a rating
    response = rater.post(reverse("rate_submit", args=[second.token]),
                          submit_data(second, key="key-6", **{"left.correctness": "sure"}))
    assert response.status_code == 400 and "is not one of" in response.content.decode()
    response = rater.post(reverse("rate_submit", args=[second.token]), submit_data(second, key="key-7", extra="1"))
    assert response.status_code == 400 and "&#x27;extra&#x27; is not in rubric" in response.content.decode()
    assert Rating.objects.count() == 2
    assert not blinding_leaks(rater.bodies, world["runs"])


def test_the_last_item_goes_back_to_the_queue(world):
    rater = Recorder(world["pat"])
    items = queue_of(world["pat"])
    for index, assignment in enumerate(items):
        page = rater.get(reverse("rate_item", args=[assignment.token])).content.decode()
        action = re.search(r'<form id="rate-form"[^>]*action="([^"]+)"', page).group(1).replace("&amp;", "&")
        response = rater.post(action, submit_data(assignment, key=f"k{index}"))
        assert response.status_code == 302
    assert response["Location"] == reverse("rate_queue", args=[items[0].rater.token])
    queue = rater.get(response["Location"]).content.decode()
    assert queue.count("✓ Submitted (revision 1)") == len(items)
    assert "Continue" not in queue


def test_skip_needs_a_reason_and_can_be_undone(world):
    first, second = queue_of(world["pat"])[:2]
    rater = Recorder(world["pat"])
    page = rater.get(reverse("rate_item", args=[first.token])).content.decode()
    action = re.search(r'<form class="skip-form"[^>]*action="([^"]+)"', page).group(1).replace("&amp;", "&")
    response = rater.post(action, {"reason": "   "})
    assert response.status_code == 400 and "say why you skip this item" in response.content.decode()
    assert Assignment.objects.get(pk=first.pk).status == "pending"

    response = rater.post(action, {"reason": "Chart does not cover the question."})
    assert response.status_code == 302 and response["Location"] == reverse("rate_item", args=[second.token])
    first.refresh_from_db()
    assert first.status == "skipped" and first.skip_reason == "Chart does not cover the question."
    page = rater.get(reverse("rate_item", args=[first.token])).content.decode()
    assert "You skipped this item" in page and "Undo skip" in page

    assert rater.post(reverse("rate_unskip", args=[first.token])).status_code == 302
    assert Assignment.objects.get(pk=first.pk).status == "pending"

    # a rated item is revised, not skipped
    rater.post(reverse("rate_submit", args=[first.token]), submit_data(first))
    response = rater.post(reverse("rate_skip", args=[first.token]), {"reason": "changed my mind"})
    assert response.status_code == 400 and "already rated" in response.content.decode()
    assert not blinding_leaks(rater.bodies, world["runs"])


def test_opening_a_chart_note_is_recorded(world):
    mine = queue_of(world["pat"])[0]
    patient = mine.item.question.patient_id
    note = Note.objects.filter(patient_id=patient).order_by("charttime").first()
    elsewhere = Note.objects.exclude(patient_id=patient).first()
    rater = Recorder(world["pat"])
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    url = reverse("rate_note", args=[mine.token, note.pk])
    assert f'hx-get="{url}"' in page and "Admission 1" in page and "Discharge summary" in page
    assert "✓ read</span>" not in page

    response = rater.get(url, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    body = response.content.decode()
    assert note.text in body and "<html" not in body
    assert NoteView.objects.filter(assignment=mine, note=note).count() == 1
    assert "✓ read</span>" in rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    # without htmx: a page of its own, with the way back
    assert "Back to the item" in rater.get(url).content.decode()
    # another patient's note: as if it did not exist
    assert rater.get(reverse("rate_note", args=[mine.token, elsewhere.pk])).status_code == 404
    assert NoteView.objects.count() == 2
    assert not blinding_leaks(rater.bodies, world["runs"])


def test_a_locked_study_is_read_only(world):
    mine = queue_of(world["pat"])[0]
    rater = Recorder(world["pat"])
    rater.post(reverse("rate_submit", args=[mine.token]), submit_data(mine))
    Study.objects.filter(pk=world["study"].pk).update(status=Study.Status.LOCKED)
    page = rater.get(reverse("rate_item", args=[mine.token])).content.decode()
    assert "This study is locked" in page
    assert '<fieldset class="rating-fields" disabled>' in page
    assert "hx-post" not in page and "skip-form" not in page and "submit-button" not in page
    response = rater.post(reverse("rate_submit", args=[mine.token]), submit_data(mine, key="again", base=1))
    assert response.status_code == 400 and "this study is locked" in response.content.decode()
    response = rater.post(reverse("rate_draft", args=[mine.token]), {"left.correctness": "partial"},
                          HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert Rating.objects.count() == 1
    home = rater.get(reverse("rate_home")).content.decode()
    assert "Locked · read only" in home and "Continue" not in home


def test_home_and_queue_show_progress_and_where_to_resume(world):
    items = queue_of(world["pat"])
    rater = Recorder(world["pat"])
    rater.post(reverse("rate_submit", args=[items[0].token]), submit_data(items[0]))
    home = rater.get(reverse("rate_home")).content.decode()
    assert "Chest pain answers" in home and f"1 of {len(items)}" in home
    assert re.search(rf'href="{reverse("rate_item", args=[items[1].token])}">Continue', home)
    queue_url = reverse("rate_queue", args=[items[0].rater.token])
    assert queue_url in home
    queue = rater.get(queue_url).content.decode()
    for assignment in items:
        assert reverse("rate_item", args=[assignment.token]) in queue
    assert queue.count("Calibration item") == 1  # one calibration item, first in the queue
    assert "✓ Submitted (revision 1)" in queue and queue.count(">To do<") == len(items) - 1
    page = rater.get(reverse("rate_item", args=[items[0].token])).content.decode()
    assert "Calibration item" in page and f"Item 1 of {len(items)}" in page and "1 done" in page
    assert "Answer A" in page and "Answer B" in page and "— open it after judging the answers" in page
    assert not blinding_leaks(rater.bodies, world["runs"])


def test_a_queue_without_calibration_items_shows_no_empty_kind_column(db, monkeypatch):
    from epikg_site.celery import app as celery_app

    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kw: None)
    data = factories.dataset()
    run_list = factories.runs(data)
    admin = factories.user("ada-admin", "admin")
    pat, quinn = factories.user("pat-physician", "physician"), factories.user("quinn-physician", "physician")
    factories.make_study(admin=admin, raters=[pat, quinn], run_list=run_list, sample=4, calibration=0,
                         rater_title="No calibration")
    items = queue_of(pat)
    queue = Recorder(pat).get(reverse("rate_queue", args=[items[0].rater.token])).content.decode()
    assert ">Kind<" not in queue and "Calibration item" not in queue and "Study item" not in queue
    assert queue.count(">To do<") == len(items)


def test_a_queue_with_calibration_items_names_the_kind_of_each(world):
    items = queue_of(world["pat"])
    queue = Recorder(world["pat"]).get(reverse("rate_queue", args=[items[0].rater.token])).content.decode()
    assert ">Kind<" in queue and queue.count("Calibration item") == 1
    assert queue.count("Study item") == len(items) - 1


def test_identical_answers_are_said_to_be_identical(world):
    items = queue_of(world["pat"])
    same, other = items[0], items[1]
    same.right_prediction.answer = "  " + same.left_prediction.answer.replace(" ", "  ") + " "
    same.right_prediction.save(update_fields=["answer"])
    rater = Recorder(world["pat"])
    page = rater.get(reverse("rate_item", args=[same.token])).content.decode()
    assert "word for word the same" in page
    if " ".join(other.left_prediction.answer.split()) != " ".join(other.right_prediction.answer.split()):
        assert "word for word the same" not in rater.get(reverse("rate_item", args=[other.token])).content.decode()
    assert not blinding_leaks(rater.bodies, world["runs"])


def test_a_harmful_rating_asks_a_second_opinion(db, monkeypatch):
    from epikg_site.celery import app as celery_app

    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kw: None)
    data = factories.dataset()
    run_list = factories.runs(data)
    admin = factories.user("ada-admin", "admin")
    pat, quinn = factories.user("pat-physician", "physician"), factories.user("quinn-physician", "physician")
    factories.make_study(admin=admin, raters=[pat, quinn], run_list=run_list, sample=4, k=1,
                         rater_title="Second look")
    mine = queue_of(pat)[0]
    rater = Recorder(pat)
    rater.post(reverse("rate_submit", args=[mine.token]), submit_data(mine, **{"left.safety": "harmful"}))
    extra = Assignment.objects.get(rater__user=quinn, reason=Assignment.Reason.SAFETY)
    other = Recorder(quinn)
    page = other.get(reverse("rate_item", args=[extra.token])).content.decode()
    # nothing tells the second physician that a co-rater flagged the item
    queue = other.get(reverse("rate_queue", args=[extra.rater.token])).content.decode()
    for body in (page, queue):
        assert "second opinion" not in body.lower() and "harmful" not in body.split("Clinical safety")[0].lower()
        assert "flag" not in body.lower()
    assert not blinding_leaks(rater.bodies + other.bodies, run_list)


def test_adjudication_screens(world):
    pat, quinn = world["pat"], world["quinn"]
    senior = factories.user("sam-senior", "physician")
    world["study"].adjudicators.add(senior)
    item = queue_of(pat)[1].item
    for user, label, key in ((pat, "correct", "p"), (quinn, "incorrect", "q")):
        assignment = Assignment.objects.get(item=item, rater__user=user)
        client = Client()
        client.force_login(user)
        client.post(reverse("rate_submit", args=[assignment.token]),
                    submit_data(assignment, key=key, **{"left.correctness": label, "right.correctness": label}))
    # not an adjudicator of the study: as if the item did not exist
    rater = Recorder(pat)
    assert rater.get(reverse("adjudicate_item", args=[item.token])).status_code == 404
    assert rater.post(reverse("adjudicate_item", args=[item.token]), {"left": "correct"}).status_code == 404
    assert Client().get(reverse("adjudication_queue")).status_code == 302

    senior_client = Recorder(senior)
    queue = senior_client.get(reverse("adjudication_queue")).content.decode()
    assert reverse("adjudicate_item", args=[item.token]) in queue and "Raters disagree" in queue
    page = senior_client.get(reverse("adjudicate_item", args=[item.token])).content.decode()
    assert "Rater 1" in page and "Rater 2" in page and "Answer A" in page and "Answer B" in page
    assert "pat-physician" not in page and "quinn-physician" not in page
    response = senior_client.post(reverse("adjudicate_item", args=[item.token]), {"note": "no label"})
    assert response.status_code == 400 and "choose the resolved label" in response.content.decode()
    response = senior_client.post(reverse("adjudicate_item", args=[item.token]),
                                  {"left": "partial", "note": "Incomplete but not wrong."})
    assert response.status_code == 302
    (decision,) = Adjudication.objects.all()
    assert decision.label == "partial" and decision.decided_by == senior
    page = senior_client.get(reverse("adjudicate_item", args=[item.token])).content.decode()
    assert "Current decision: <strong>Partially correct</strong>" in page
    # the chart's notes open for the adjudicator too
    note = Note.objects.filter(patient_id=item.question.patient_id).first()
    response = senior_client.get(reverse("adjudicate_item", args=[item.token]) + f"?note={note.pk}",
                                 HTTP_HX_REQUEST="true")
    assert response.status_code == 200 and note.text in response.content.decode()
    elsewhere = Note.objects.exclude(patient_id=item.question.patient_id).first()
    assert senior_client.get(reverse("adjudicate_item", args=[item.token]) + f"?note={elsewhere.pk}").status_code == 404
    assert not blinding_leaks(senior_client.bodies, world["runs"])
