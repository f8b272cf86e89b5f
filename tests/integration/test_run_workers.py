"""Real Celery workers share condition runs: no double work with two workers, and a run whose
worker is killed mid-way resumes on another without gaps or duplicates.

SQLite pass: the embedded broker; PostgreSQL + Redis pass: Redis and PostgreSQL, as production.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, transaction
from django.utils import timezone

from benchmark.models import Question, Run, RunChunk, RunPrediction
from benchmark.runs import run_create, run_enqueue
from epikg_site.celery import app
from tests.integration.test_worker import _database_url
from tests.retrieval.graph_support import import_cohort

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


@pytest.fixture(autouse=True)
def cohort(tmp_path):
    """A 3-patient cohort with its questions (C1 needs no graph), committed for the workers to see."""
    return import_cohort(tmp_path / "cohort")


class Worker:
    def __init__(self, name: str):
        env = {**os.environ, "DATABASE_URL": _database_url(), "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
               "CELERY_RESULT_BACKEND": settings.CELERY_RESULT_BACKEND, "EPIKG_VAR_DIR": str(settings.VAR_DIR)}
        self.name = name
        self.lines: list[str] = []
        self.process = subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "epikg_site", "worker", "--pool", "solo", "--loglevel", "INFO",
             "--without-heartbeat", "--without-gossip", "--without-mingle", "--hostname", f"{name}-{os.getpid()}@%h"],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.append(line)

    def wait_ready(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if any(" ready." in line for line in self.lines):
                return
            if self.process.poll() is not None:
                break
            time.sleep(0.2)
        pytest.fail(f"worker {self.name} did not start:\n{''.join(self.lines)[-3000:]}")

    def stop(self, kill: bool = False) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL if kill else signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()

    def output(self) -> str:
        return "".join(self.lines)[-4000:]


@pytest.fixture
def workers():
    app.control.purge()
    started: list[Worker] = []

    def start(name: str) -> Worker:
        worker = Worker(name)
        started.append(worker)
        return worker

    yield start
    for worker in started:
        worker.stop()


def wait_for(run: Run, workers: list[Worker], *, timeout: float = 240, until=None) -> Run:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        run.refresh_from_db()
        if (until(run) if until else run.finished):
            return run
        time.sleep(0.3)
    pytest.fail(f"run {run.pk} is {run.status} ({run.done}/{run.total}) after {timeout}s; worker output:\n"
                + "\n".join(w.output() for w in workers))


def assert_complete_without_duplicates(run: Run) -> None:
    questions = set(Question.objects.filter(dataset__name="kg").values_list("pk", flat=True))
    answered = list(RunPrediction.objects.filter(run=run).values_list("question_id", flat=True))
    assert len(answered) == len(set(answered)) == len(questions)  # no duplicates …
    assert set(answered) == questions  # … and no gaps
    assert run.done == run.total == len(questions) and run.errors == 0


def test_two_workers_share_a_run_without_double_work(workers):
    if connection.vendor == "postgresql":
        assert settings.CELERY_BROKER_URL.startswith("redis://")
    pool = [workers("alpha"), workers("beta")]
    for worker in pool:
        worker.wait_ready()
    with transaction.atomic():
        run, _ = run_create(dataset_name="kg", condition_id="C1", model="openai/gpt-4o-mini",
                            settings={"mock_response": "No.", "extra": {"mock_delay": 0.2}})
        # more tasks than chunks: a duplicate delivery must be a no-op, not a second answer
        run_enqueue(run)
        run_enqueue(run)
    run = wait_for(run, pool)
    assert run.status == Run.Status.SUCCEEDED
    assert_complete_without_duplicates(run)
    assert RunChunk.objects.filter(run=run, status=RunChunk.Status.DONE).count() == 3
    # both worker processes took chunks (a worker is recorded as host:pid:thread)
    pids = {w.split(":")[1] for w in RunChunk.objects.filter(run=run).values_list("worker", flat=True)}
    assert pids == {str(w.process.pid) for w in pool}


def test_a_run_whose_worker_is_killed_resumes_on_another(workers):
    first = workers("doomed")
    first.wait_ready()
    with transaction.atomic():
        run, _ = run_create(dataset_name="kg", condition_id="C1", model="openai/gpt-4o-mini",
                            settings={"mock_response": "Yes.", "extra": {"mock_delay": 0.4}})
        run_enqueue(run)
    run = wait_for(run, [first], until=lambda r: r.done >= 3)
    first.stop(kill=True)  # kill -9 in the middle of a chunk
    run.refresh_from_db()
    assert 3 <= run.done < run.total and not run.finished
    # no fast-forward, no resume: a worker starting on this host takes the dead worker's chunk back
    # at once (its lease would hold it for EPIKG_RUN_LEASE_SECONDS) and queues it again
    assert RunChunk.objects.filter(run=run, status=RunChunk.Status.RUNNING, lease_until__gt=timezone.now()).exists()
    second = workers("rescuer")
    second.wait_ready()
    run = wait_for(run, [second])
    assert run.status == Run.Status.SUCCEEDED
    assert_complete_without_duplicates(run)
