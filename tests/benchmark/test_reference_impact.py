"""The reference-versions page: versions and releases, the diff between two, what each does to
every run (accuracy per version, the change, the questions that flipped), rescoring as one action."""

from __future__ import annotations

import pytest
from celery import Celery
from django.urls import reverse

from benchmark.models import PredictionScore, ReferenceRelease
from benchmark.references.impact import curation_view, rescore_dataset
from benchmark.releases import release_for
from benchmark.runs import run_create, run_work
from benchmark.scoring import SCORE_RUNS_TASK, ScoringError, score_run
from retrieval.models import Dataset
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"


@pytest.fixture
def sent(monkeypatch):
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *args)))
    return tasks


def scored_run(condition: str, versions=("v1", "v3")):
    run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
    run_work(run.pk)
    run.refresh_from_db()
    for version in versions:
        # unreleased versions: scored as a preview, what the impact table is for
        score_run(run=run, evaluator_name="keyword_v2", reference_version=version, preview=True)
    return run


def test_accuracy_under_each_version_the_change_and_the_flips():
    dataset = Dataset.objects.get(name="kg")
    c1, c4g = scored_run("C1"), scored_run("C4g")
    # keyword_v2 named (the default is the evaluator chosen by measured agreement: polarity here)
    view = curation_view(dataset, base="v1", target="v3", evaluator="keyword_v2")
    assert curation_view(dataset).evaluator == "polarity"
    assert [v["label"] for v in view.versions] == ["v1", "v2", "v3"]
    rows = {row.condition: row for row in view.impact}
    for run in (c1, c4g):
        row = rows[run.condition]
        for version in ("v1", "v3"):
            values = list(PredictionScore.objects.filter(run=run, reference_version=version,
                                                         evaluator="keyword_v2").values_list("value", flat=True))
            assert row.accuracy[version] == (pytest.approx(sum(values) / len(values)), len(values))
        assert "v2" not in row.accuracy  # not scored against v2: a gap, filled by rescoring
        assert row.delta_pp == pytest.approx((row.accuracy["v3"][0] - row.accuracy["v1"][0]) * 100, abs=0.05)
    flips = rows["C4g"].flipped
    assert flips, "the cohort's v1 defects flip some of C4g's scores"
    for qid, old, new in flips:
        got = dict(PredictionScore.objects.filter(run=c4g, question__qid=qid, evaluator="keyword_v2").values_list(
            "reference_version", "value"))
        assert (got["v1"], got["v3"]) == (old, new) and old != new
    # the diff lists what changed, with who and why
    assert view.diff["from"] == "v1" and view.diff_summary["changed"] == len(view.diff["corrections"]) > 0


def test_rescoring_every_finished_run_is_one_queued_action(sent, django_capture_on_commit_callbacks):
    dataset = Dataset.objects.get(name="kg")
    with pytest.raises(ScoringError, match="no finished runs"):
        rescore_dataset(dataset, version="v2", evaluators=["keyword_v2"])
    done = scored_run("C1", versions=())
    run_create(dataset_name="kg", condition_id="C2", model="extractive")  # queued, not finished: left out
    with pytest.raises(ScoringError, match="no reference version 'v9'"):
        rescore_dataset(dataset, version="v9", evaluators=["keyword_v2"])
    with django_capture_on_commit_callbacks(execute=True):
        assert rescore_dataset(dataset, version="v2", evaluators=["keyword_v2", "polarity"]) == 1
    # v2 is not released: the rescore is a preview (the fourth argument)
    assert sent == [(SCORE_RUNS_TASK, [done.pk], ["keyword_v2", "polarity"], "v2", True)]


def test_the_page_roles_release_and_default(client, physician, author, admin_user):
    page, release, rescore = (reverse(name, args=["kg"]) for name in
                              ("reference_curation", "reference_release", "reference_rescore"))
    client.force_login(physician)
    assert [client.get(page).status_code, client.post(release, {"version": "v3"}).status_code,
            client.post(rescore, {"version": "v3"}).status_code] == [404, 404, 404]
    client.force_login(author)
    response = client.get(page)
    assert response.status_code == 200 and b"Release v3" not in response.content  # releasing is for admins
    assert client.post(release, {"version": "v3"}).status_code == 403
    client.force_login(admin_user)
    assert b"Release v3" in client.get(page).content
    # the first POST only shows what it would change, and changes nothing
    shown = client.post(release, {"version": "v3", "default": "1"})
    assert shown.status_code == 200 and b"nothing is changed until you confirm" in shown.content
    assert not ReferenceRelease.objects.filter(dataset__name="kg", label="v3").exists()
    followed = client.post(release, {"version": "v3", "default": "1", "confirm": "1"}, follow=True).content.decode()
    assert "released references v3" in followed and "made it the default" in followed
    assert ReferenceRelease.objects.filter(dataset__name="kg", label="v3").exists()
    assert release_for(Dataset.objects.get(name="kg")).reference_version == "v3"
    again = client.post(release, {"version": "v3", "confirm": "1"}, follow=True).content.decode()
    assert "already released" in again and ReferenceRelease.objects.filter(label="v3").count() == 1
