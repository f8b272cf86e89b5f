"""Celery tasks of the benchmark app: thin shells that take ids and call services."""

from __future__ import annotations

from celery import shared_task
from django.utils import timezone

from benchmark.models import Run, RunChunk
from benchmark.runs import chunk_claim, chunk_execute, run_finalize, run_start, worker_name


@shared_task(name="benchmark.execute_run_chunk", bind=True, acks_late=True, reject_on_worker_lost=True,
             max_retries=None)
def execute_run_chunk(self, run_id: int, chunk_id: int) -> str:
    """Lease and answer one chunk. Idempotent: a chunk already done, or a cancelled run, is a
    no-op; a chunk another live worker holds is retried once its lease would expire (so a
    crashed worker's chunk is picked up again)."""
    try:
        chunk = RunChunk.objects.select_related("run").get(pk=chunk_id, run_id=run_id)
    except RunChunk.DoesNotExist:
        return "missing"
    if chunk.status == RunChunk.Status.DONE or chunk.run.cancel_requested:
        run_finalize(run_id)
        return "skipped"
    worker = worker_name()
    if not chunk_claim(chunk_id=chunk_id, worker=worker):
        chunk.refresh_from_db()
        if chunk.status == RunChunk.Status.DONE:
            return "done elsewhere"
        wait = (chunk.lease_until - timezone.now()).total_seconds() if chunk.lease_until else 5
        raise self.retry(countdown=max(5, int(wait) + 1))
    chunk.refresh_from_db()
    run_start(Run.objects.get(pk=run_id))
    chunk_execute(chunk, worker=worker)
    return run_finalize(run_id).status
