"""Celery task that scores runs: a thin shell over ``benchmark.scoring.runs_score``.

Kept apart from ``benchmark.tasks`` (the run executor's tasks, which must not import scoring
code: it reads reference answers). The worker registers it through
``app.autodiscover_tasks(related_name="scoring_tasks")`` in ``epikg_site/celery.py``.
"""

from __future__ import annotations

from celery import shared_task

from benchmark.scoring import SCORE_RUNS_TASK, runs_score


@shared_task(name=SCORE_RUNS_TASK, acks_late=True)
def score_runs(run_ids: list[int], evaluators: list[str], reference_version: str | None = None,
               preview: bool = False) -> int:
    """Score the runs (idempotent); returns how many (run, evaluator) tallies were made. ``preview``
    allows an unreleased (draft) reference version: the references page's Rescore."""
    return len(runs_score(run_ids=run_ids, evaluators=evaluators, reference_version=reference_version,
                          preview=preview))
