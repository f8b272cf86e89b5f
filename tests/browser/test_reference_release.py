"""An admin asks to release a reference version as the default: a confirmation page shows what it
changes first (every run's accuracy under the current default and the new version, the questions
that flip, the checks it still fails), nothing changes until confirmed; the impact table then shows
the change; a physician reaches none of it."""

from __future__ import annotations

import re

import pytest
from celery import Celery
from django.contrib.auth.models import Group, User

from benchmark.models import PredictionScore, ReferenceRelease
from benchmark.references.releases import release_version
from benchmark.releases import release_for
from benchmark.runs import run_create, run_work
from benchmark.scoring import score_run
from retrieval.vocabulary import matcher as vocabulary_matcher
from tests.browser.test_launch_and_score import Worker
from tests.retrieval.graph_support import build_dataset, import_cohort, load_vocabulary, subset_matcher

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-test-password"


def scored_cohort(tmp_path, monkeypatch, settings, users: dict[str, str]):
    """The small cohort built, users with roles (name → role), v1 released as the default, one C4g
    run scored against v1 with polarity and keyword_v2, and a ``Worker`` standing in for Celery."""
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
    release_version("kg", "v1", "setup", make_default=True)
    for evaluator in ("polarity", "keyword_v2"):
        score_run(run=run, evaluator_name=evaluator, reference_version="v1")
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
    # v3 derives from v2, which carried v1's defects: the versions page says which checks it still fails
    assert row.locator("td.inherited").inner_text().strip()
    screenshot("reference-versions")
    row.locator("input[name=default]").check()
    row.locator("button:has-text('Release v3')").click()
    # the confirmation: nothing changed yet; the run is not scored against v3, so its change is unknown
    page.wait_for_selector("h1:has-text('Release v3 as the default?')")
    assert not ReferenceRelease.objects.filter(label="v3").exists() and release_for(run.dataset).reference_version == "v1"
    assert "Not known yet" in page.locator("#not-scored").inner_text()
    assert page.locator("#checks").inner_text().strip()
    page.click("button:has-text('Score every run against v3 (preview)')")
    page.wait_for_selector(".message:has-text('is queued')")
    worker.drain()
    page.reload()  # back on the confirmation, now with the run's accuracy under v1 and v3
    page.wait_for_selector("h1:has-text('Release v3 as the default?')")
    v1 = PredictionScore.objects.filter(run=run, evaluator="polarity", reference_version="v1")
    v3 = PredictionScore.objects.filter(run=run, evaluator="polarity", reference_version="v3")
    mean = lambda scores: sum(s.value for s in scores) / len(scores)  # noqa: E731
    line = page.locator(f"#impact tr[data-run='{run.pk}']")
    assert line.locator("td.old").inner_text().startswith(f"{mean(v1):.3f}")
    assert line.locator("td.new").inner_text().startswith(f"{mean(v3):.3f}")
    expected = (mean(v3) - mean(v1)) * 100
    assert line.locator("td.delta").inner_text() == f"{'+' if expected > 0 else ''}{expected:.1f} pp"
    before = {s.question.qid: s.value for s in v1.select_related("question")}
    flipped = sorted(s.question.qid for s in v3.select_related("question") if before[s.question.qid] != s.value)
    for qid in flipped[:12]:
        assert qid in line.locator("td.flipped").inner_text()
    assert page.locator("#not-scored").count() == 0
    screenshot("reference-release-confirm")
    page.click("#confirm button[type=submit]")
    page.wait_for_selector(".message:has-text('released references v3')")
    row = page.locator("#versions tr[data-version=v3]")
    assert "frozen" in row.inner_text() and "default" in row.inner_text()
    assert ReferenceRelease.objects.filter(label="v3").exists() and release_for(run.dataset).reference_version == "v3"
    page.goto(live_server.url + "/datasets/kg/references/?from=v1&to=v3&evaluator=polarity")
    delta = page.locator(f"#impact tr[data-run='{run.pk}'] td.delta").inner_text()
    assert delta == f"{'+' if expected > 0 else ''}{expected:.1f} pp"
    assert page.locator("#diff tbody tr").count() >= 1
    screenshot("reference-impact")
    # Reports lead with the default evaluator, named with why (no physician verdicts here: polarity)
    page.goto(live_server.url + f"/reports/?run={run.pk}")
    choice = page.locator("#evaluator-choice").inner_text()
    assert "Evaluator: polarity" in choice and "chosen without physician verdicts" in choice
    assert "never reads the reference's polarity" in choice
    assert page.locator("#table-overview").count() == 1
    screenshot("report-default-evaluator")
    page.click("button:has-text('Log out')")
    login(page, live_server, "dr-rivera")
    response = page.goto(live_server.url + "/datasets/kg/references/")
    # the page's text, not its markup: a random CSRF token may hold "v3"
    assert response.status == 404 and not re.search(r"\bv3\b", page.locator("body").inner_text())
    page.goto(live_server.url + "/datasets/kg/")
    assert "reference versions" not in page.content()
