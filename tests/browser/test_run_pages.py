"""An admin launches condition runs in the browser, watches them finish and reads the answers."""

import pytest
from django.contrib.auth.models import Group, User

from benchmark.models import Run
from benchmark.runs import run_work
from epikg_site.celery import app as celery_app
from tests.retrieval.graph_support import import_cohort

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def admin_login(transactional_db, tmp_path, monkeypatch):
    # no worker in this test: the queued tasks are dropped and the runs executed below, as a worker would
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args: None)
    user = User.objects.create_user("ada-admin", password="a-long-test-password")
    user.groups.add(Group.objects.get_or_create(name="admin")[0])
    import_cohort(tmp_path / "cohort")
    return "ada-admin", "a-long-test-password"


def test_an_admin_launches_runs_and_reads_their_predictions(live_server, page, screenshot, admin_login):
    username, password = admin_login
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.click("nav >> text=Runs")
    page.wait_for_selector("h1:has-text('Condition runs')")
    page.select_option("select[name=dataset]", "kg")
    page.check("input[name=conditions][value=C1]")
    page.check("input[name=conditions][value=C6]")
    page.fill("input[name=more_conditions]", "RecentNotes:2560")
    page.check("input[name=categories][value=negation]")
    page.fill("input[name=label]", "browser smoke")
    screenshot("run-launch")
    page.click("button:has-text('Queue runs')")
    page.wait_for_selector(".message:has-text('Launched 3 run(s)')")
    assert page.locator(".message").inner_text().count(" queued") == 3
    rows = page.locator("#runs tbody tr")
    assert rows.count() == 3
    assert "Queued" in rows.first.inner_text()

    for run in Run.objects.filter(label="browser smoke"):
        run_work(run.pk)
    # the table refreshes itself (htmx, every 3 s): no reload
    page.wait_for_selector("#runs tbody tr:has-text('RecentNotes:2560') >> text=Succeeded", timeout=10_000)
    screenshot("run-list")

    page.click("#runs >> text=RecentNotes:2560 >> xpath=ancestor::tr >> a")
    page.wait_for_selector("h1:has-text('RecentNotes:2560')")
    assert "Succeeded" in page.locator("#progress").inner_text()
    assert page.locator("table.grid tbody tr").count() >= 5
    assert "Cancel run" not in page.content()
    screenshot("run-detail")

    # score the runs, then read them as the paper's tables and figures
    from benchmark.references.releases import release_generated
    from benchmark.scoring import score_run

    release_generated("kg", user="test")  # a score uses only released references
    for run in Run.objects.filter(label="browser smoke"):
        score_run(run=run, evaluator_name="keyword_v2")
    page.click("nav >> text=Reports")
    for run in Run.objects.filter(label="browser smoke"):
        page.check(f"input[name=run][value='{run.pk}']")
    # the paper's keyword proxy, chosen on purpose (the default is the evaluator with the best measured agreement)
    page.select_option("select[name=evaluator]", "keyword_v2")
    page.click("button:has-text('Build report')")
    page.wait_for_selector("h2:has-text('Ablation')")
    ablation = page.locator("section.card", has=page.locator("h2:has-text('Ablation')"))
    assert "baseline" in ablation.inner_text() and "C6" in ablation.inner_text()
    assert page.locator("#figure-heatmap svg").count() == 1
    screenshot("report")
