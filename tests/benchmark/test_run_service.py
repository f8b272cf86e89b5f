"""The run service is the one path: the command and the page launch alike, the executor reads no
gold, and the dataset's release is the one default reference."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from benchmark.models import Run
from benchmark.releases import release_for
from benchmark.runs import run_create, run_launch, run_work
from benchmark.scoring import score_run
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db

GOLD_TABLES = ("benchmark_referenceanswer", "benchmark_taskgold", "benchmark_datasetrelease",
               "benchmark_predictionscore")


@pytest.mark.parametrize("condition,task", [("C2", ""), ("RecentNotes:5120", "antibiotics"), ("C1", "imaging")])
def test_executing_a_run_reads_no_reference_answer_or_task_gold(cohort, condition, task):  # noqa: F811
    run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive", task=task)
    with CaptureQueriesContext(connection) as queries:
        finished = run_work(run.pk)
    assert finished.status == Run.Status.SUCCEEDED and finished.done == finished.total > 0
    touched = [q["sql"] for q in queries.captured_queries if any(t in q["sql"] for t in GOLD_TABLES)]
    assert touched == [], touched[:1]
    assert len(queries.captured_queries) > finished.total  # the capture saw the run's own queries


def test_the_command_and_the_service_treat_an_identical_configuration_alike(cohort, capsys):  # noqa: F811
    args = ("run_conditions", "--conditions", "C1", "--dataset", "kg", "--categories", "negation", "--no-progress")
    call_command(*args, "--label", "first")
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["C1"]
    call_command(*args, "--label", "a label is not configuration")
    captured = capsys.readouterr()
    assert json.loads(captured.out.strip().splitlines()[-1])["C1"] == first
    assert "already complete (--new starts another)" in captured.err
    (launched,) = run_launch(dataset_name="kg", condition_ids=["C1"], model="extractive",
                             question_filter={"categories": ["negation"]}, label="from the page", queue=False)
    assert (launched.run.pk, launched.state) == (first, "complete")
    call_command(*args, "--new")
    newer = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["C1"]
    assert newer != first and Run.objects.get(pk=newer).status == Run.Status.SUCCEEDED


def test_a_launch_is_all_or_nothing(cohort):  # noqa: F811
    from benchmark.runs import RunError

    with pytest.raises(RunError, match="unknown setting"):
        run_launch(dataset_name="kg", condition_ids=["C1", "C2"], model="extractive", settings={"top_k": 3})
    assert not Run.objects.exists()


def test_scoring_and_reports_default_to_the_datasets_release(cohort, capsys):  # noqa: F811
    assert release_for(cohort).reference_version == "v3" and release_for(cohort).task_gold_version == "v1"
    from benchmark.references.releases import release_generated

    release_generated("kg", user="test")  # the default (and v2 below) must be released to be used
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive",
                        question_filter={"categories": ["negation"]})
    run_work(run.pk)
    assert score_run(run=run, evaluator_name="keyword_v2").reference_version == "v3"
    # a new default shows what it changes first, and changes nothing unconfirmed
    with pytest.raises(CommandError, match="not confirmed: nothing was changed"):
        call_command("set_release", "--dataset", "kg", "--reference", "v2")
    shown = capsys.readouterr().out
    assert "Moves the default reference version from v3 to v2" in shown
    assert f"Not known yet for #{run.pk} C1" in shown  # scored with keyword_v2 only: the default evaluator is polarity
    assert release_for(cohort).reference_version == "v3"
    call_command("set_release", "--dataset", "kg", "--reference", "v2", "--note", "a test", "--yes")
    assert "made references v2 the default (was v3)" in capsys.readouterr().out
    assert score_run(run=run, evaluator_name="keyword_v2").reference_version == "v2"
    call_command("score", str(run.pk), "--evaluator", "keyword_v1")
    assert "keyword_v1@1 vs v2" in capsys.readouterr().out
    call_command("set_release", "--dataset", "kg")
    shown = capsys.readouterr().out
    assert "kg: references v2, task gold v1" in shown and "reference versions: v1, v2, v3" in shown
    with pytest.raises(CommandError, match="has no reference version 'v9'"):
        call_command("set_release", "--dataset", "kg", "--reference", "v9")


def test_build_indexes_embeds_the_chunkings_of_dense_conditions(cohort, capsys, settings, tmp_path,  # noqa: F811
                                                                monkeypatch):
    from retrieval.conditions import dense
    from retrieval.conditions.chunks import LRUCache

    settings.VAR_DIR = tmp_path
    # an index an earlier test of this process holds in memory is not on this test's disk
    monkeypatch.setattr(dense, "_indexes", LRUCache(64))
    call_command("build_indexes", "--dataset", "kg", "--conditions", "RAG:20", "--no-progress")
    out = capsys.readouterr().out
    assert out.startswith("Indexed 3 patient(s),") and "(128/20 tokens)" in out
    assert list((tmp_path / "indexes").rglob("*-128-20.faiss"))
    with pytest.raises(CommandError, match="C1 reads no dense index"):
        call_command("build_indexes", "--conditions", "C1")
    # a graph condition: the sentence units its RetrieveDocuments ranks (what the explorer reads too)
    call_command("build_indexes", "--dataset", "kg", "--conditions", "C4g", "--no-progress")
    assert "(0/0 tokens)" in capsys.readouterr().out
    assert len(list((tmp_path / "indexes").rglob("*-0-0.faiss"))) == 3


def test_a_graph_condition_refuses_patients_whose_graph_is_not_built(cohort, capsys):  # noqa: F811
    from benchmark.runs import RunError
    from retrieval.models import Patient
    from tests.retrieval.graph_support import build_dataset

    subjects = sorted(Patient.objects.filter(dataset=cohort).values_list("subject_id", flat=True))
    for condition in ("C3", "C4g", "C7"):
        with pytest.raises(RunError, match=rf"{condition}: the knowledge graph of subject_id {subjects[0]}, "
                                           rf"{subjects[1]}, {subjects[2]} is not built .* manage.py build_kg"):
            run_create(dataset_name="kg", condition_id=condition, model="extractive")
    with pytest.raises(CommandError, match="is not built by the current build version"):
        call_command("run_conditions", "--conditions", "C4g", "--dataset", "kg", "--no-progress")
    assert not Run.objects.exists()
    build_dataset("kg")
    run, _ = run_create(dataset_name="kg", condition_id="C4g", model="extractive",
                        question_filter={"categories": ["negation"]})
    # a graph made stale while the run is queued: each answer is refused with the reason, never empty
    from retrieval.models import KGNoteBuild

    KGNoteBuild.objects.filter(patient__subject_id=subjects[0]).update(rules_version="an older build")
    finished = run_work(run.pk)
    stale = finished.predictions.filter(question__subject_id=subjects[0])
    assert stale.exists() and all(p.error.startswith("GraphNotReady:") and not p.answer for p in stale)
    assert not finished.predictions.exclude(question__subject_id=subjects[0]).exclude(error="").exists()


def test_cancelling_a_finished_run_records_nothing(cohort, client, admin_user):  # noqa: F811
    from django.urls import reverse

    from benchmark.runs import run_cancel

    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive",
                        question_filter={"categories": ["negation"]})
    finished = run_work(run.pk)
    assert run_cancel(finished).cancel_requested is False
    client.force_login(admin_user)
    page = client.post(reverse("run_cancel", args=[run.pk]), follow=True)
    assert b"has already finished (succeeded): nothing to cancel" in page.content
    finished.refresh_from_db()
    assert finished.status == Run.Status.SUCCEEDED and not finished.cancel_requested


def _dead_pid() -> int:
    import subprocess
    import sys

    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_a_dead_worker_on_this_host_loses_its_lease_at_once(cohort):  # noqa: F811
    import socket

    from django.utils import timezone

    from benchmark.models import RunChunk
    from benchmark.runs import chunk_claim, next_chunk
    from benchmark.runs.service import runs_reclaim_dead_workers

    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    chunks = list(run.chunks.order_by("pk"))
    dead = f"{socket.gethostname()}:{_dead_pid()}:1"
    elsewhere = "another-host:4242:1"
    assert chunk_claim(chunk_id=chunks[0].pk, worker=dead) and chunk_claim(chunk_id=chunks[1].pk, worker=elsewhere)
    assert RunChunk.objects.get(pk=chunks[0].pk).lease_until > timezone.now()
    taken = next_chunk(run_id=run.pk, worker="rescuer:1:1")
    assert taken.pk == chunks[0].pk  # the dead worker's chunk first (pending again), not after its lease
    RunChunk.objects.filter(pk=taken.pk).update(worker=dead)
    assert runs_reclaim_dead_workers(queue=False) == 1  # what a starting worker does
    assert RunChunk.objects.get(pk=chunks[1].pk).worker == elsewhere  # a worker elsewhere keeps its lease


def test_resuming_a_run_held_elsewhere_waits_or_says_it_is_unfinished(cohort, capsys, settings):  # noqa: F811
    import datetime as dt

    from django.utils import timezone

    from benchmark.models import RunChunk
    from benchmark.runs import chunk_claim

    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    held = run.chunks.order_by("pk").first()
    assert chunk_claim(chunk_id=held.pk, worker="another-host:4242:1")
    with pytest.raises(CommandError, match=rf"run {run.pk} \(C1\) is running: \d+/{run.total} answered; chunk "
                                           rf"{held.pk} is held by another-host:4242:1 until"):
        call_command("run_conditions", "--resume", str(run.pk), "--wait", "0", "--no-progress")
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == {"C1": run.pk}
    # the other worker's lease runs out while we wait: the chunk is taken over and the run finishes
    RunChunk.objects.filter(pk=held.pk).update(lease_until=timezone.now() + dt.timedelta(seconds=1))
    call_command("run_conditions", "--resume", str(run.pk), "--wait", "30", "--no-progress")
    assert "waiting for 1 chunk(s) held by other workers (another-host:4242:1" in capsys.readouterr().err
    run.refresh_from_db()
    assert run.status == Run.Status.SUCCEEDED and run.done == run.total


def test_a_restarted_process_with_the_dead_workers_pid_does_not_keep_its_lease(cohort):  # noqa: F811
    """A restarted container gives out the same pids again: a process that started after the lease
    was last renewed is not the worker that held it, so the chunk is taken back at once."""
    import datetime as dt
    import socket
    import subprocess
    import sys

    from django.utils import timezone

    from benchmark.models import RunChunk
    from benchmark.runs import chunk_claim
    from benchmark.runs.leases import worker_is_gone
    from benchmark.runs.service import runs_reclaim_dead_workers

    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    chunks = list(run.chunks.order_by("pk"))
    newcomer = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        holder = f"{socket.gethostname()}:{newcomer.pid}:1"
        assert chunk_claim(chunk_id=chunks[0].pk, worker=holder)
        # the lease was renewed by it just now: it is the holder, alive
        assert not worker_is_gone(holder, timezone.now())
        assert runs_reclaim_dead_workers(queue=False) == 0
        # the lease was last renewed a minute before this process existed: its namesake died
        RunChunk.objects.filter(pk=chunks[0].pk).update(lease_until=RunChunk.objects.get(pk=chunks[0].pk).lease_until
                                                        - dt.timedelta(seconds=60))
        assert worker_is_gone(holder, timezone.now() - dt.timedelta(seconds=60))
        assert runs_reclaim_dead_workers(queue=False) == 1
        assert RunChunk.objects.get(pk=chunks[0].pk).status == RunChunk.Status.PENDING
    finally:
        newcomer.kill()
        newcomer.wait()


def test_the_reaper_queues_again_only_the_chunks_whose_holder_is_gone_or_stopped_renewing(cohort, monkeypatch,  # noqa: F811
                                                                                          django_capture_on_commit_callbacks):
    import datetime as dt
    import socket

    from celery import Celery
    from django.utils import timezone

    from benchmark.models import RunChunk
    from benchmark.runs import chunk_claim
    from benchmark.runs.leases import HELD_RETRY_MAX, lease_wait_seconds
    from benchmark.runs.service import EXECUTE_CHUNK_TASK, run_execute_chunk, runs_reap

    sent = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: sent.append((name, *args)))
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    expired, dead, live = list(run.chunks.order_by("pk"))
    assert chunk_claim(chunk_id=expired.pk, worker="another-host:4242:1")
    RunChunk.objects.filter(pk=expired.pk).update(lease_until=timezone.now() - dt.timedelta(seconds=1))
    assert chunk_claim(chunk_id=dead.pk, worker=f"{socket.gethostname()}:{_dead_pid()}:1")
    assert chunk_claim(chunk_id=live.pk, worker="another-host:4343:1")
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 2
    assert sorted(sent) == sorted([(EXECUTE_CHUNK_TASK, run.pk, dead.pk), (EXECUTE_CHUNK_TASK, run.pk, expired.pk)])
    states = dict(RunChunk.objects.filter(run=run).values_list("pk", "status"))
    assert states[expired.pk] == states[dead.pk] == RunChunk.Status.PENDING
    assert states[live.pk] == RunChunk.Status.RUNNING  # a live lease elsewhere is left alone
    sent.clear()
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 0  # the chunks now pending in the queue are not queued twice
    assert sent == []
    # a task finding its chunk held looks again within a minute, not when a long lease runs out
    held = RunChunk.objects.get(pk=live.pk)
    assert lease_wait_seconds(held) == HELD_RETRY_MAX
    assert run_execute_chunk(run_id=run.pk, chunk_id=live.pk).retry_in == HELD_RETRY_MAX
    # a holder on this host that died is replaced at once by the task itself, not after its lease
    RunChunk.objects.filter(pk=live.pk).update(worker=f"{socket.gethostname()}:{_dead_pid()}:1")
    assert run_execute_chunk(run_id=run.pk, chunk_id=live.pk).retry_in is None
    assert RunChunk.objects.get(pk=live.pk).status == RunChunk.Status.DONE
