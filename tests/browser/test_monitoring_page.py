"""An admin follows the Monitoring badge in the navigation to a monitor whose latest check dropped
after a pipeline change, reads the timeline, acknowledges the alert and adds a note."""

import pytest
from django.contrib.auth.models import Group, User

from benchmark.models import MonitorAlert, Question
from benchmark.monitoring import selectors, service
from benchmark.runs import execute
from epikg_site.celery import app as celery_app
from tests.retrieval.graph_support import import_cohort

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def drifted(transactional_db, tmp_path, monkeypatch, settings):
    """A monitor of C6 with two steady checks, then a third after an assertion-rules change that
    empties the answers of one category: a drift alert and a pipeline marker."""
    from retrieval.nlp import pipeline

    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kw: None)
    selectors.forget_open_alert_count()
    user = User.objects.create_user("ada-admin", password="a-long-test-password")
    user.groups.add(Group.objects.get_or_create(name="admin")[0])
    import_cohort(tmp_path / "cohort")
    from benchmark.references.releases import release_generated

    release_generated("kg", user="test")  # checks are scored against the released default, as make_cohort has it
    monitor = service.monitor_create(name="ward-7", dataset_name="kg", conditions=["C6"], sample_size=18, seed=5,
                                     user=user)
    first = service.monitor_check_run(monitor=monitor)
    service.monitor_check_run(monitor=monitor)
    right = sorted({p.group for p in first.points.filter(dimension="category") if p.accuracy > 0.05})
    target = right[0]
    monkeypatch.setattr(pipeline, "assertion_version", lambda: "edited-rules")
    original = execute.answer

    def degraded(ctx, **kwargs):
        answered = original(ctx, **kwargs)
        if Question.objects.get(dataset__name="kg", qid=ctx.qid).category == target:
            answered.answer = "Unknown."
        return answered

    monkeypatch.setattr(execute, "answer", degraded)
    service.monitor_check_run(monitor=monitor)
    assert MonitorAlert.objects.filter(scope=target, kind="drift").exists()
    yield monitor, target
    selectors.forget_open_alert_count()


def test_an_admin_sees_the_drift_acknowledges_it_and_notes_a_change(live_server, page, screenshot, drifted):
    monitor, target = drifted
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "ada-admin")
    page.fill("input[name=password]", "a-long-test-password")
    page.click("button[type=submit]")
    badge = page.locator("nav a:has-text('Monitoring') .alert-badge")
    open_alerts = MonitorAlert.objects.filter(acknowledged_at__isnull=True).count()
    assert badge.inner_text() == str(open_alerts)
    page.click("nav >> text=Monitoring")
    page.wait_for_selector("h1:has-text('Drift monitoring')")
    assert "open alert" in page.locator(".monitor-banner").inner_text()
    assert "ward-7" in page.locator("#monitors").inner_text()
    screenshot("monitoring-list")

    page.click("#monitors >> text=ward-7")
    page.wait_for_selector("h1:has-text('ward-7')")
    assert page.locator("#timeline svg").count() == 1
    assert page.locator("#open-alerts li").count() == open_alerts
    assert "fell" in page.locator("#open-alerts").inner_text()
    markers = page.locator("#markers").inner_text()
    assert "assertion rules" in markers and "edited-rules" in markers
    assert page.locator("#latest tr.alerting").count() >= 1
    screenshot("monitoring-detail")

    first = page.locator("#open-alerts li").first
    first.locator("input[name=note]").fill("rules edit reverted")
    first.locator("button:has-text('Acknowledge')").click()
    page.wait_for_selector(".message:has-text('Alert acknowledged')")
    assert page.locator("#open-alerts li").count() == open_alerts - 1
    assert "rules edit reverted" in page.locator("#alerts").inner_text()

    page.fill("#markers input[name=note]", "reader rolled back on ward 7")
    page.click("#markers button:has-text('Add note')")
    page.wait_for_selector(".message:has-text('Note added')")
    assert "reader rolled back on ward 7" in page.locator("#markers").inner_text()
    assert page.locator("#timeline svg").count() == 1
    screenshot("monitoring-detail-after")
