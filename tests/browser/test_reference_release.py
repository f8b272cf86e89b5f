"""An admin releases a reference version and makes it the default, rescores the runs against it,
and the impact table shows the change; a physician reaches none of it."""

from __future__ import annotations

import re

import pytest
from celery import Celery
from django.contrib.auth.models import Group, User

from benchmark.models import PredictionScore, ReferenceRelease
from benchmark.runs import run_create, run_work
from benchmark.scoring import score_run
from retrieval.vocabulary import matcher as vocabulary_matcher
from tests.browser.test_launch_and_score import Worker
from tests.retrieval.graph_support import build_dataset, import_cohort, load_vocabulary, subset_matcher

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-test-password"


def scored_cohort(tmp_path, monkeypatch, settings, users: dict[str, str]):
    """The small cohort built, users with roles (name → role), one C4g run scored against v1 with
    keyword_v2, and a ``Worker`` standing in for Celery."""
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    monkeypatch.setattr(vocabulary_matcher, "default_matcher", subset_matcher)
    load_vocabulary()
    import_cohort(tmp_path / "cohort")
    build_dataset()
    for name, role in users.items():
        User.objects.create_user(name, password=PASSWORD).groups.add(Group.objects.get_or_create(name=role)[0])
    run, _ = run_create(dataset_name="kg", condition_id="C4g", model="extractive")
    run_work(run.pk)
    run.refresh_from_db()
    score_run(run=run, evaluator_name="keyword_v2", reference_version="v1")
    worker = Worker()
    monkeypatch.setattr(Celery, "send_task", worker.send)
    return run, worker


@pytest.fixture
def scored(transactional_db, tmp_path, monkeypatch, settings):
    return scored_cohort(tmp_path, monkeypatch, settings, {"ada-admin": "admin", "dr-rivera": "physician"})


def login(page, live_server, username):
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")


def test_release_default_rescore_and_impact(live_server, page, screenshot, scored):
    run, worker = scored
    login(page, live_server, "ada-admin")
    page.goto(live_server.url + "/datasets/kg/")
    page.click("a:has-text('reference versions, releases and their impact')")
    row = page.locator("#versions tr[data-version=v3]")
    assert "draft (not released)" in row.inner_text()
    row.locator("input[name=default]").check()
    row.locator("button:has-text('Release v3')").click()
    page.wait_for_selector(".message:has-text('released references v3')")
    row = page.locator("#versions tr[data-version=v3]")
    assert "frozen" in row.inner_text() and "default" in row.inner_text()
    assert ReferenceRelease.objects.filter(label="v3").exists()
    # the run is scored against v1 only: v3's cell is blank until it is rescored
    impact = page.locator(f"#impact tr[data-run='{run.pk}']")
    assert "—" in impact.locator("td.delta").inner_text()
    page.locator("#versions tr[data-version=v3] button:has-text('Rescore every run against v3')").click()
    page.wait_for_selector(".message:has-text('is queued')")
    worker.drain()
    page.goto(live_server.url + "/datasets/kg/references/?from=v1&to=v3")
    delta = page.locator(f"#impact tr[data-run='{run.pk}'] td.delta").inner_text()
    v1 = PredictionScore.objects.filter(run=run, reference_version="v1").values_list("value", flat=True)
    v3 = PredictionScore.objects.filter(run=run, reference_version="v3").values_list("value", flat=True)
    expected = (sum(v3) / len(v3) - sum(v1) / len(v1)) * 100
    assert delta == f"{'+' if expected > 0 else ''}{expected:.1f} pp"
    assert page.locator("#diff tbody tr").count() >= 1
    screenshot("reference-impact")
    page.click("button:has-text('Log out')")
    login(page, live_server, "dr-rivera")
    response = page.goto(live_server.url + "/datasets/kg/references/")
    # the page's text, not its markup: a random CSRF token may hold "v3"
    assert response.status == 404 and not re.search(r"\bv3\b", page.locator("body").inner_text())
    page.goto(live_server.url + "/datasets/kg/")
    assert "reference versions" not in page.content()
