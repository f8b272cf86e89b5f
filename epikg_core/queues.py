"""The two Celery work queues and which task goes on which: the one place that decides it.

- ``interactive``: work someone is waiting for on a page — scoring a finished run, a study's
  analysis, the explorer's live answers, an import of a small file, drift monitoring's tick,
  the run-lease reaper and the analyses' catch-up (bookkeeping that takes a second).
- ``bulk``: long work nobody watches item by item — run chunks (a monitoring re-run is run
  chunks too), knowledge-graph builds, imports of large files.

Each queue has its own worker (``manage.py serve`` starts both; ``deploy/`` runs one unit per
queue), so eighty queued chunks never hold up a score, an import or the explorer.
``epikg_site/settings.py`` turns :data:`TASK_QUEUES` into ``CELERY_TASK_ROUTES``; services send
tasks by name and the route picks the queue. The one exception is an import, whose queue depends
on the size of what it reads: :func:`import_queue`, at enqueue time.
"""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)

INTERACTIVE = "interactive"
BULK = "bulk"
QUEUES = (INTERACTIVE, BULK)

#: Every registered task name and its queue (a test checks every registered task is listed).
TASK_QUEUES = {
    "benchmark.execute_run_chunk": BULK,
    "retrieval.build_kg_patient": BULK,
    "retrieval.run_import_job": INTERACTIVE,  # a large import is sent to BULK: import_queue()
    "benchmark.score_runs": INTERACTIVE,
    "benchmark.monitoring_tick": INTERACTIVE,
    "benchmark.reap_run_leases": INTERACTIVE,
    "benchmark.explore_answer": INTERACTIVE,
    "adjudication.refresh_analysis": INTERACTIVE,
    "adjudication.catch_up_analyses": INTERACTIVE,
}

#: Imports reading more than this many bytes in all go to the bulk queue (``EPIKG_IMPORT_BULK_BYTES``).
DEFAULT_IMPORT_BULK_BYTES = 20 * 1024 * 1024


def celery_routes() -> dict[str, dict[str, str]]:
    """``CELERY_TASK_ROUTES``: each task name to its queue."""
    return {name: {"queue": queue} for name, queue in TASK_QUEUES.items()}


def import_queue(total_bytes: int, threshold: int) -> str:
    """The queue of an import that reads ``total_bytes``: interactive up to ``threshold``, bulk above."""
    return BULK if total_bytes > threshold else INTERACTIVE


def queue_backlog(queue: str, *, timeout: float = 5) -> int | None:
    """How many messages wait in the broker's ``queue`` now (not counting those a worker has
    taken and not yet acknowledged); 0 for a queue the broker does not have (Redis drops an empty
    list, and a queue lost with the broker's data is gone too); None when the broker cannot be
    reached. The run reaper uses it to tell chunks that wait their turn from chunks whose message
    is gone (``benchmark.runs.service.stranded_chunks``)."""
    from celery import current_app
    from kombu.exceptions import ChannelError

    try:
        with current_app.connection_for_write() as conn:
            conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0, timeout=timeout)
            try:
                return conn.default_channel.queue_declare(queue=queue, passive=True).message_count
            except ChannelError:  # NOT_FOUND: no such queue in the broker, so nothing waits in it
                return 0
    except Exception:  # the broker down: nobody can tell, so nothing is decided on it
        log.warning("could not read the length of the %s queue from the broker", queue, exc_info=True)
        return None
