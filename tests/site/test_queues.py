"""Two work queues: every task is routed to its queue in one place, an import goes by its size,
and ``manage.py serve`` starts one worker per queue (each consuming only its own)."""

from __future__ import annotations

from pathlib import Path

import pytest
from celery import Celery
from django.conf import settings

from epikg_core.queues import BULK, INTERACTIVE, QUEUES, TASK_QUEUES
from epikg_site.celery import app
from epikg_site.management.commands.serve import plan

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE_CORPUS = ROOT / "docs" / "examples" / "corpus_small"


def test_every_registered_task_is_routed_to_its_queue():
    app.loader.import_default_modules()
    registered = {name for name in app.tasks if not name.startswith("celery.")}
    assert registered == set(TASK_QUEUES)  # a new task must be given a queue
    routed = {name: app.amqp.router.route({}, name)["queue"].name for name in registered}
    assert routed == {
        "benchmark.execute_run_chunk": BULK,
        "retrieval.build_kg_patient": BULK,
        "retrieval.run_import_job": INTERACTIVE,
        "benchmark.score_runs": INTERACTIVE,
        "benchmark.monitoring_tick": INTERACTIVE,
        "benchmark.reap_run_leases": INTERACTIVE,
        "benchmark.explore_answer": INTERACTIVE,
        "adjudication.refresh_analysis": INTERACTIVE,
        "adjudication.catch_up_analyses": INTERACTIVE,
    }
    # a worker started without --queues consumes both (the tests' workers do)
    assert {queue.name for queue in app.amqp.queues.values()} == set(QUEUES)
    assert {entry["task"] for entry in settings.CELERY_BEAT_SCHEDULE.values()} == {
        "benchmark.monitoring_tick", "benchmark.reap_run_leases", "adjudication.catch_up_analyses"}


@pytest.mark.django_db
@pytest.mark.parametrize("threshold,queue", [(10 * 1024 * 1024, INTERACTIVE), (1000, BULK)])
def test_an_import_goes_to_the_queue_its_size_calls_for(monkeypatch, settings, django_capture_on_commit_callbacks,
                                                        threshold, queue):
    from retrieval.imports import import_job_create, import_source_bytes

    size = import_source_bytes(kind="corpus", source=str(EXAMPLE_CORPUS))
    assert 1000 < size < 10 * 1024 * 1024
    settings.EPIKG_IMPORT_BULK_BYTES = threshold
    sent = []
    monkeypatch.setattr(Celery, "send_task", lambda self, name, args=None, **kw: sent.append((name, kw.get("queue"))))
    with django_capture_on_commit_callbacks(execute=True):
        import_job_create(kind="corpus", dataset_name="sized", source=str(EXAMPLE_CORPUS))
    assert sent == [("retrieval.run_import_job", queue)]


def test_serve_starts_the_web_server_and_one_worker_per_queue():
    children = plan(host="127.0.0.1", port=8123, web_workers=2, bin_dir=Path("/venv/bin"))
    assert [c.name for c in children] == ["web", "worker-interactive", "worker-bulk"]
    assert children[0].argv[:2] == ["/venv/bin/gunicorn", "epikg_site.wsgi:application"]
    for child, queue in zip(children[1:], (INTERACTIVE, BULK)):
        argv = child.argv
        assert argv[:4] == ["/venv/bin/celery", "-A", "epikg_site", "worker"]
        assert argv[argv.index("--queues") + 1] == queue  # only its own queue
        assert argv[argv.index("--hostname") + 1] == f"{queue}@%h"  # distinct node names
    # exactly one beat, inside the interactive worker
    assert ["--beat" in c.argv for c in children] == [False, True, False]
    assert not any("--beat" in c.argv for c in plan(host="h", port=1, web_workers=1, beat=False))
    assert [c.name for c in plan(host="h", port=1, web_workers=1, worker=False)] == ["web"]
