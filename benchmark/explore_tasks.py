"""Celery task of the question explorer: a thin shell over ``benchmark.explore.live_answer_compute``.

Kept apart from ``benchmark.tasks`` (the run executor's tasks, which must not import what reads
scores). The worker registers it through ``app.autodiscover_tasks(related_name="explore_tasks")``
in ``epikg_site/celery.py``; it runs on the interactive queue (``epikg_core/queues.py``).
"""

from __future__ import annotations

from celery import shared_task

from benchmark.explore import EXPLORE_ANSWER_TASK, live_answer_compute


@shared_task(name=EXPLORE_ANSWER_TASK, acks_late=True, ignore_result=True)
def explore_answer(question_id: int, condition: str, key: str) -> str:
    """Answer one question under one condition with the offline reader and cache it (idempotent)."""
    return live_answer_compute(question_id=question_id, condition=condition, key=key)
