"""An admin launches a run with the offline reader from the browser, watches it finish, sees it
scored by the evaluators chosen at launch, and scores it again with another one."""

from __future__ import annotations

import pytest
from celery import Celery
from django.contrib.auth.models import Group, User

from benchmark.models import PredictionScore, Run
from benchmark.references.releases import release_generated
from benchmark.runs.service import EXECUTE_CHUNK_TASK, run_execute_chunk
from benchmark.scoring import SCORE_RUNS_TASK, runs_score
from retrieval.vocabulary import matcher as vocabulary_matcher
from tests.retrieval.graph_support import build_dataset, import_cohort, load_vocabulary, subset_matcher

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


class Worker:
    """The queued tasks, run when asked, as a Celery worker would run them."""

    def __init__(self):
        self.queue = []

    def send(self, name, args=None, kwargs=None, **options):
        self.queue.append((name, list(args or ())))

    def drain(self) -> list[str]:
        done = []
        while self.queue:
            name, args = self.queue.pop(0)
            if name == EXECUTE_CHUNK_TASK:
                run_execute_chunk(run_id=args[0], chunk_id=args[1])
            elif name == SCORE_RUNS_TASK:
                runs_score(run_ids=args[0], evaluators=args[1], reference_version=args[2],
                           preview=bool(args[3:4] and args[3]))
            done.append(name)
        return done


@pytest.fixture
def worker(transactional_db, tmp_path, monkeypatch, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    monkeypatch.setattr(vocabulary_matcher, "default_matcher", subset_matcher)
    load_vocabulary()
    import_cohort(tmp_path / "cohort")
    release_generated("kg", user="test")  # as make_cohort does: runs are scored against the released v3
    build_dataset()
    User.objects.create_user("ada-admin", password="a-long-test-password").groups.add(
        Group.objects.get_or_create(name="admin")[0])
    fake = Worker()
    monkeypatch.setattr(Celery, "send_task", fake.send)
    return fake


def test_launch_watch_finish_and_be_scored(live_server, page, screenshot, worker):
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "ada-admin")
    page.fill("input[name=password]", "a-long-test-password")
    page.click("button[type=submit]")
    page.click("nav >> text=Runs")
    page.select_option("select[name=dataset]", "kg")
    page.check("input[name=conditions][value=C4g]")
    page.check("input[name=subset][value=categories]")
    page.check("input[name=categories][value=negation]")
    page.check("input[name=evaluators][value=polarity]")  # keyword_v2 is ticked already
    page.click("button:has-text('Estimate calls and tokens')")
    estimate = page.locator("#estimate table tbody tr")
    estimate.first.wait_for()
    cells = estimate.first.locator("td").all_inner_texts()
    assert cells[0] == "C4g" and int(cells[1]) > 0 and cells[2] == "0"  # the offline reader calls no model
    screenshot("run-launch-estimate")
    page.click("button:has-text('Queue runs')")
    page.wait_for_selector(".message:has-text('Launched 1 run(s)')")
    run = Run.objects.get(condition="C4g")
    assert set(run.evaluator_versions) == {"keyword_v2", "polarity"}
    assert worker.drain().count(SCORE_RUNS_TASK) == 1  # the chunks, then the scoring the last one queued
    page.wait_for_selector("#runs tbody tr:has-text('C4g') >> text=Succeeded", timeout=10_000)
    with page.expect_navigation():  # the run's page, before its score table is read
        page.click("#runs tbody tr:has-text('C4g') a")
    scores = page.locator("#scores tbody tr")
    scores.first.wait_for()
    assert sorted(r.split("\t")[0] for r in scores.all_inner_texts()) == ["keyword_v2", "polarity"]
    assert page.locator("#scores td.num").first.inner_text() == str(run.total)
    # an older run scored again, with another evaluator, from the page
    page.uncheck("#scores input[value=keyword_v2]")
    page.check("#scores input[value=evidence_recall]")
    page.click("#scores button:has-text('Score')")
    page.wait_for_selector(".message:has-text('is queued')")
    assert worker.drain() == [SCORE_RUNS_TASK]
    page.reload()
    assert "evidence_recall" in page.locator("#scores").inner_text()
    assert PredictionScore.objects.filter(run=run, evaluator="evidence_recall").count() == run.total
    screenshot("run-scored")
