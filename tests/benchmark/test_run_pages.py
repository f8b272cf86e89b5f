"""The run pages: who may see them, launching from the browser, progress, cancel and resume."""

from __future__ import annotations

import pytest
from django.urls import reverse

from benchmark.models import Run, RunChunk
from benchmark.runs import run_create, run_work
from epikg_site.celery import app as celery_app
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def finished_run(cohort):  # noqa: F811
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    return run_work(run.pk)


def test_physicians_never_see_runs(client, physician, finished_run):
    client.force_login(physician)  # a 404, as for a page that does not exist
    assert client.get(reverse("run_list")).status_code == 404
    assert client.get(reverse("run_detail", args=[finished_run.pk])).status_code == 404
    assert client.post(reverse("run_cancel", args=[finished_run.pk])).status_code == 404


def test_authors_read_runs_but_cannot_launch_or_cancel(client, author, finished_run):
    client.force_login(author)
    page = client.get(reverse("run_list"))
    assert page.status_code == 200 and b"Launch runs" not in page.content
    assert f">{finished_run.pk}</a>".encode() in page.content
    detail = client.get(reverse("run_detail", args=[finished_run.pk]))
    assert detail.status_code == 200 and b"Insufficient information" in detail.content
    assert b"Cancel run" not in detail.content
    assert client.post(reverse("run_cancel", args=[finished_run.pk])).status_code == 403
    assert client.post(reverse("run_launch"), {"dataset": "kg", "conditions": ["C1"]}).status_code == 403


def test_an_admin_launches_runs_that_are_queued_for_the_workers(client, admin_user, cohort, django_capture_on_commit_callbacks, monkeypatch):  # noqa: F811
    sent = []
    monkeypatch.setattr(type(celery_app), "send_task",
                        lambda self, name, args: sent.append(args) if name == "benchmark.execute_run_chunk" else None)
    client.force_login(admin_user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("run_launch"), {
            "dataset": "kg", "conditions": ["C1", "C2"], "more_conditions": "RecentNotes:2560", "model": "extractive",
            "categories": ["negation"], "settings": "", "label": "smoke"})
    assert response.status_code == 302
    runs = Run.objects.filter(label="smoke").order_by("pk")
    assert [r.condition for r in runs] == ["C1", "C2", "RecentNotes:2560"]
    assert sorted(sent) == sorted((c.run_id, c.pk) for c in RunChunk.objects.filter(run__in=runs))
    # the same configuration again is the same runs (resumed, nothing new); "Start new runs" makes new ones
    with django_capture_on_commit_callbacks(execute=True):
        again = client.post(reverse("run_launch"), {
            "dataset": "kg", "conditions": ["C1", "C2"], "more_conditions": "RecentNotes:2560", "model": "extractive",
            "categories": ["negation"], "settings": "", "label": "another label"}, follow=True)
    assert Run.objects.count() == 3 and b"resumed" in again.content
    with django_capture_on_commit_callbacks(execute=True):
        client.post(reverse("run_launch"), {"dataset": "kg", "conditions": ["C1"], "model": "extractive",
                                            "categories": ["negation"], "settings": "", "new": "on"})
    assert Run.objects.filter(condition="C1").count() == 2
    # a graph condition over graphs not built is refused on the page, naming what to do, once
    refused = client.post(reverse("run_launch"), {"dataset": "kg", "conditions": ["C7"], "model": "extractive",
                                                  "settings": ""})
    assert refused.status_code == 400 and refused.content.count(b"is not built by the current build version") == 1
    assert b"manage.py build_kg" in refused.content and not Run.objects.filter(condition="C7").exists()
    partial = client.get(reverse("run_list"), HTTP_HX_REQUEST="true")
    assert b'id="runs"' in partial.content and b"<h1>" not in partial.content


def test_a_bad_launch_says_what_is_wrong_and_queues_nothing(client, admin_user, cohort):  # noqa: F811
    client.force_login(admin_user)
    response = client.post(reverse("run_launch"), {"dataset": "kg", "more_conditions": "C9", "model": "extractive",
                                                    "settings": "{not json"})
    assert response.status_code == 400
    assert b"unknown condition" in response.content and b"Not valid JSON" in response.content
    response = client.post(reverse("run_launch"), {"dataset": "kg", "conditions": ["C1"], "model": "extractive",
                                                    "settings": '{"top_k": 3}'})
    assert response.status_code == 400 and b"unknown setting" in response.content
    assert not Run.objects.exists()


def test_an_admin_cancels_and_resumes_a_run(client, admin_user, cohort, monkeypatch):  # noqa: F811
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args: None)
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    client.force_login(admin_user)
    client.post(reverse("run_cancel", args=[run.pk]))
    run.refresh_from_db()
    assert run.status == Run.Status.CANCELLED
    client.post(reverse("run_resume", args=[run.pk]))
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and not run.cancel_requested
    progress = client.get(reverse("run_detail", args=[run.pk]), HTTP_HX_REQUEST="true")
    assert b'id="progress"' in progress.content and b"0 of" in progress.content


def test_the_report_page_builds_tables_and_figures_for_chosen_runs(client, author, physician, cohort):  # noqa: F811
    from benchmark.references.releases import release_generated
    from benchmark.scoring import score_run

    release_generated("kg", user="test")  # a score uses only released references
    runs = []
    for condition in ("C1", "C6"):
        run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
        run_work(run.pk)
        score_run(run=run, evaluator_name="keyword_v2")
        runs.append(run)
    client.force_login(physician)
    assert client.get(reverse("report")).status_code == 404
    client.force_login(author)
    empty = client.get(reverse("report"))
    assert empty.status_code == 200 and f'value="{runs[0].pk}"'.encode() in empty.content
    page = client.get(reverse("report"), {"run": [r.pk for r in runs], "evaluator": "keyword_v2", "reference": "v3"})
    html = page.content.decode()
    assert "Ablation" in html and "keyword_v2@1" in html and "Endpoints" in html
    assert '<figure id="figure-heatmap"><svg' in html
    missing = client.get(reverse("report"), {"run": [runs[0].pk], "evaluator": "polarity"})
    assert b"no polarity scores" in missing.content
