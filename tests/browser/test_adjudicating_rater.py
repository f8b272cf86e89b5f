"""An adjudicator who also rates the study, in Chromium: before she has rated an item, nothing her
browser receives — the adjudication queue, the item's adjudication URL tried directly, its chart
notes, her own rating screen — carries her co-raters' labels or notes; once she has rated it, the
adjudication screen shows them (so the search below would find them if they leaked)."""

from __future__ import annotations

import uuid

import pytest
from django.urls import reverse

from adjudication import rating
from adjudication.models import Assignment
from retrieval.models import Note
from tests.adjudication import factories

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

#: what the co-raters wrote: distinctive, so a leak anywhere is found
PAT_NOTE = "PATNOTE-zq81 the reference misses the troponin"
QUINN_NOTE = "QUINNNOTE-xk27 answer B invents a stent"


def form(correctness: str, note: str):
    values = {"reference": "wrong", "note": note, "submission_key": uuid.uuid4().hex, "base_revision": "0"}
    for side in ("left", "right"):
        values.update({f"{side}.correctness": correctness, f"{side}.fairness": "fair", f"{side}.safety": "safe",
                       f"{side}.utility": "helpful"})
    return values


@pytest.fixture
def world(transactional_db, monkeypatch):
    from epikg_site.celery import app as celery_app

    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kw: None)
    data = factories.dataset()
    run_list = factories.runs(data)
    admin = factories.user("ada-admin", "admin")
    pat, quinn, rosa = (factories.user(f"{n}-physician", "physician") for n in ("pat", "quinn", "rosa"))
    study = factories.make_study(admin=admin, raters=[pat, quinn, rosa], run_list=run_list, sample=4,
                                 rater_title="Chest pain answers", adjudicators=("rosa-physician",),
                                 raters_may_adjudicate=True)
    item = study.items.filter(calibration=False).order_by("pk").first()
    for user, label, note in ((pat, "correct", PAT_NOTE), (quinn, "incorrect", QUINN_NOTE)):
        rating.submit(user, Assignment.objects.get(item=item, rater__user=user).token, form(label, note))
    return {"item": item, "rosa": rosa, "mine": Assignment.objects.get(item=item, rater__user=rosa),
            "runs": run_list}


def record(page) -> list[str]:
    bodies: list[str] = []

    def keep(response):
        try:
            bodies.append(response.text())
        except Exception:  # a redirect or a body the browser no longer holds
            pass

    page.on("response", keep)
    return bodies


def leaked(texts: list[str]) -> list[str]:
    found = []
    for text in texts:
        for marker in ("PATNOTE-zq81", "QUINNNOTE-xk27", "Rater 1", "Rater 2", "The raters' notes"):
            if marker in text:
                found.append(marker)
    return found


def log_in(page, live_server, username):
    page.goto(f"{live_server.url}/accounts/login/?next=/rate/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "pw-" + username)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}/rate/")


def test_an_adjudicating_rater_sees_no_co_rater_label_or_note_before_rating(live_server, page, world):
    item, mine = world["item"], world["mine"]
    bodies = record(page)
    log_in(page, live_server, "rosa-physician")
    page.goto(live_server.url + reverse("adjudication_queue"))
    assert "Nothing is waiting for adjudication" in page.inner_text("main")
    doms = [page.content()]
    adjudicate_url = live_server.url + reverse("adjudicate_item", args=[item.token])
    response = page.goto(adjudicate_url)
    assert response.status == 404
    doms.append(page.content())
    note = Note.objects.filter(patient_id=item.question.patient_id).first()
    assert page.goto(f"{adjudicate_url}?note={note.pk}").status == 404
    # her own rating screen of the item: no co-rater's verdict, note, or sign that it was flagged
    page.goto(live_server.url + reverse("rate_item", args=[mine.token]))
    page.wait_for_selector("#rate-form")
    doms.append(page.content())
    assert leaked(bodies + doms) == []
    assert "second opinion" not in page.content().lower()
    assert not any(f"{run.condition} ×" in body for body in bodies for run in world["runs"])

    # once she has rated it, the adjudication screen is hers, with the co-raters' labels and notes
    rating.submit(world["rosa"], mine.token, form("partial", "my own reading"))
    page.goto(live_server.url + reverse("adjudication_queue"))
    with page.expect_navigation():
        page.click(f"a[href='{reverse('adjudicate_item', args=[item.token])}']")
    body = page.content()
    assert PAT_NOTE in body and QUINN_NOTE in body and "Rater 1" in body and "Rater 2" in body
    assert "my own reading" not in body  # her own rating is not among "the raters'"


def test_by_default_an_adjudicating_rater_sees_nothing_of_her_study(live_server, page, world):
    from adjudication.models import Study

    item, mine = world["item"], world["mine"]
    Study.objects.filter(pk=item.study_id).update(raters_may_adjudicate=False)
    rating.submit(world["rosa"], mine.token, form("partial", "my own reading"))
    bodies = record(page)
    log_in(page, live_server, "rosa-physician")
    page.goto(live_server.url + reverse("adjudication_queue"))
    assert "Nothing is waiting for adjudication" in page.inner_text("main")
    dom = page.content()
    assert page.goto(live_server.url + reverse("adjudicate_item", args=[item.token])).status == 404
    assert leaked(bodies + [dom, page.content()]) == []
