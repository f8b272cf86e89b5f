"""A real Celery worker process runs an import queued the way the browser queues it.

In the SQLite pass the broker is the embedded SQLAlchemy transport (no server); in the
PostgreSQL + Redis pass it is Redis and the database is PostgreSQL, as in production.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.db import connection, transaction

from epikg_site.celery import app
from retrieval.imports import import_job_create
from retrieval.models import ImportJob, Note
from tests.conftest import EXAMPLE_CORPUS, TEST_PASS

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def _database_url() -> str:
    db = connection.settings_dict
    if connection.vendor == "sqlite":
        return f"sqlite:///{db['NAME']}"
    auth = db["USER"] + (f":{db['PASSWORD']}" if db["PASSWORD"] else "")
    return f"postgres://{auth}@{db['HOST']}:{db['PORT'] or 5432}/{db['NAME']}"


@pytest.fixture
def worker():
    env = {
        **os.environ,
        "DATABASE_URL": _database_url(),
        "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
        "CELERY_RESULT_BACKEND": settings.CELERY_RESULT_BACKEND,
        "EPIKG_VAR_DIR": str(settings.VAR_DIR),
        # the worker checks the job's folder against the import roots again when it runs it
        "EPIKG_IMPORT_ROOTS": str(EXAMPLE_CORPUS.parent),
    }
    app.control.purge()  # nothing left over from an earlier, interrupted run
    process = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "epikg_site", "worker", "--pool", "solo",
         "--loglevel", "INFO", "--without-heartbeat", "--without-gossip", "--without-mingle",
         "--hostname", f"test-{os.getpid()}@%h"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
    )
    yield process
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()


def test_a_real_worker_runs_a_queued_import(worker):
    if TEST_PASS == "postgres-redis":
        assert settings.CELERY_BROKER_URL.startswith("redis://")
        assert connection.vendor == "postgresql"
    with transaction.atomic():
        job = import_job_create(kind="corpus", dataset_name="via-worker", source=str(EXAMPLE_CORPUS))
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        job.refresh_from_db()
        if job.status in {"succeeded", "failed"} or worker.poll() is not None:
            break
        time.sleep(0.5)
    if job.status != "succeeded":
        worker.terminate()
        output = worker.communicate(timeout=30)[0]
        pytest.fail(f"job ended as {job.status!r} ({job.error}); worker output:\n{output[-4000:]}")
    assert job.counts["notes"] == {"created": 7, "updated": 0, "unchanged": 0}
    assert Note.objects.filter(dataset__name="via-worker").count() == 7
    assert job.started_at is not None and job.finished_at >= job.started_at
