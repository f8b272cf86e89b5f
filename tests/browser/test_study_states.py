"""An admin tries to lock a study that is not complete: the confirmation page states how complete
it is, the lock is refused until the admin ticks that they understand the items are incomplete,
and then the study page shows "locked" and interim endpoints; the admin reopens it with a reason.
Screenshots go to var/screenshots/."""

import uuid

import pytest

from adjudication import analysis, rating
from adjudication.models import Assignment, AuditEvent, Study
from epikg_site.celery import app as celery_app
from tests.adjudication import factories
from tests.browser.conftest import PASSWORD, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def study(transactional_db, monkeypatch):
    # no worker here: the analysis is computed below, as a worker would
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kwargs: None)
    data = factories.dataset()
    runs = factories.runs(data, 2)
    admin = factories.user("ada-admin", "admin")
    admin.set_password(PASSWORD)
    admin.save()
    docs = [factories.user(name, "physician") for name in ("dr-bell", "dr-cole")]
    study = factories.make_study(admin=admin, raters=docs, run_list=runs)
    # dr-bell rates every item, dr-cole three of nine: six items are short of a rater
    for doc, count in ((docs[0], None), (docs[1], 3)):
        queue = Assignment.objects.filter(study=study, rater__user=doc).order_by("position")
        for a in queue[:count] if count else queue:
            form = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0"}
            for side in ("left", "right"):
                right = getattr(a, side).position == 2
                form.update({f"{side}.correctness": "correct" if right else "incorrect", f"{side}.fairness": "fair",
                             f"{side}.safety": "safe", f"{side}.utility": "helpful"})
            rating.submit(doc, a.token, form)
    analysis.refresh(study, n_boot=50)
    return study


def test_locking_an_incomplete_study_warns_asks_and_can_be_undone_before_unblinding(live_server, page, screenshot,
                                                                                    study):
    sign_in(page, live_server.url, "ada-admin")
    page.goto(f"{live_server.url}/studies/")
    row = page.locator("table.study-list tr", has_text=study.name)
    assert row.locator(".status").inner_text() == "open"

    page.goto(f"{live_server.url}/studies/{study.pk}/")
    assert page.inner_text("#study-status") == "open"
    assert "3 of 9 items have the planned number of raters; 6 are short of raters" in page.inner_text("#completeness")
    assert page.inner_text("#analysis-interim") == "interim"

    page.click("#lock-link")
    page.wait_for_selector("h1:has-text('Lock')")
    warning = page.inner_text("#incomplete-warning")
    assert "6 of 9 items lack ratings from the planned number of raters" in warning and "interim" in warning
    assert "3 of 9" in page.inner_text("#completeness-table")
    box = page.get_by_label("I understand 6 items are incomplete (6 assignments still pending)")
    screenshot("study-lock-confirm")

    # without the tick the lock does not happen: the browser asks for it (the server refuses too)
    page.click("button:has-text('Lock study')")
    assert box.evaluate("el => el.validationMessage") != ""
    assert Study.objects.get(pk=study.pk).status == Study.Status.OPEN
    box.evaluate("el => el.removeAttribute('required')")  # what a hand-made POST would send
    page.click("button:has-text('Lock study')")
    page.wait_for_selector("#confirm-error")
    assert "Not locked: the study is incomplete" in page.inner_text("#confirm-error")
    assert Study.objects.get(pk=study.pk).status == Study.Status.OPEN

    page.get_by_label("I understand 6 items are incomplete (6 assignments still pending)").check()
    page.click("button:has-text('Lock study')")
    page.wait_for_selector(".message:has-text('Study locked')")
    assert "interim" in page.inner_text(".message:has-text('Study locked')")
    assert page.inner_text("#study-status") == "locked"
    assert Study.objects.get(pk=study.pk).status == Study.Status.LOCKED
    analysis.refresh(Study.objects.get(pk=study.pk), n_boot=50)
    page.reload()
    assert page.inner_text("#analysis-interim") == "interim"
    endpoints = page.inner_text("table.endpoints")
    assert "interim" in endpoints and "significant" not in endpoints
    assert "6 items incomplete: not rated by every planned rater" in endpoints
    assert "arm 2 − arm 1" in endpoints and " pp" in endpoints
    page.evaluate("window.scrollTo(0, 0)")
    screenshot("study-locked-interim")

    # locked in error: reopened with a reason, which the audit trail keeps
    page.click("#reopen-form button[type=submit]")
    assert Study.objects.get(pk=study.pk).status == Study.Status.LOCKED  # the reason is required
    page.fill("#reopen-form textarea", "locked before dr-cole had finished")
    page.click("#reopen-form button[type=submit]")
    page.wait_for_selector(".message:has-text('Study reopened')")
    assert page.inner_text("#study-status") == "open"
    assert "locked before dr-cole had finished" in page.inner_text("#audit")
    page.goto(f"{live_server.url}/studies/")
    assert page.locator("table.study-list tr", has_text=study.name).locator(".status").inner_text() == "open"
    screenshot("study-list-states")
    assert AuditEvent.objects.filter(study=study, action="reopened").count() == 1


def test_an_admin_keys_a_calibration_item_and_changes_the_fast_threshold_in_the_browser(
        live_server, page, screenshot, transactional_db, monkeypatch):
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kwargs: None)
    data = factories.dataset()
    runs = factories.runs(data, 2)
    admin = factories.user("ada-admin", "admin")
    admin.set_password(PASSWORD)
    admin.save()
    docs = [factories.user(name, "physician") for name in ("dr-bell", "dr-cole")]
    study = factories.make_study(admin=admin, raters=docs, run_list=runs, calibration=1)
    qid = study.items.get(calibration=True).question.qid
    sign_in(page, live_server.url, "ada-admin")
    page.goto(f"{live_server.url}/studies/{study.pk}/#calibration")
    key = page.locator(f"#calibration-{qid}")
    assert "no key yet" in key.locator("summary").inner_text()
    key.locator("select[name='arm1.correctness']").select_option("correct")
    key.locator("select[name='arm2.correctness']").select_option("incorrect")
    key.locator("select[name='item.preference']").select_option("arm:1")
    key.locator("textarea[name=note]").fill("The right answer quotes the discharge summary.")
    key.locator("button[type=submit]").click()
    page.wait_for_selector(f".message:has-text('Calibration key of {qid} recorded')")
    assert "keyed" in page.locator(f"#calibration-{qid} summary").inner_text()
    item = study.items.get(calibration=True)
    assert item.expected["arms"] == {"1": {"correctness": "correct"}, "2": {"correctness": "incorrect"}}
    page.fill("#fast-seconds", "6")
    page.click("#fast-form button[type=submit]")
    page.wait_for_selector(".message:has-text('Ratings under 6 s on the item are flagged now')")
    assert "under 6 s on the item" in page.inner_text("#fast-ratings h2")
    page.evaluate(f"document.getElementById('calibration-{qid}').open = true")
    page.locator("#calibration").scroll_into_view_if_needed()
    screenshot("study-calibration-keys")
    study.refresh_from_db()
    assert study.fast_rating_seconds == 6
    assert AuditEvent.objects.filter(study=study, action__in=["calibration_key", "fast_threshold"]).count() == 2
