"""Celery tasks of the benchmark app: thin shells that take ids and call one service."""

from __future__ import annotations

from celery import shared_task
from celery.signals import worker_ready

from benchmark.runs.service import EXECUTE_CHUNK_TASK, REAP_TASK, run_execute_chunk, runs_reap, runs_reclaim_dead_workers


@shared_task(name=EXECUTE_CHUNK_TASK, bind=True, acks_late=True, reject_on_worker_lost=True, max_retries=None)
def execute_run_chunk(self, run_id: int, chunk_id: int) -> str:
    """Lease and answer one chunk (``run_execute_chunk``); retried while another live worker holds it."""
    outcome = run_execute_chunk(run_id=run_id, chunk_id=chunk_id)
    if outcome.retry_in is not None:
        raise self.retry(countdown=outcome.retry_in)
    return outcome.status


@shared_task(name=REAP_TASK, acks_late=True, ignore_result=True)
def reap_run_leases() -> int:
    """Queue again the chunks whose holder died or whose lease expired (``runs_reap``); sent by beat."""
    return runs_reap(queue=True)


@worker_ready.connect
def reclaim_chunks_of_dead_workers(sender=None, **kwargs) -> None:
    """A starting worker takes back the chunks of workers of this host that died (``runs_reclaim_dead_workers``)."""
    runs_reclaim_dead_workers(queue=True)
