"""Celery tasks of the rating app: thin shells over services."""

from celery import shared_task

from adjudication.analysis import refresh_by_id, refresh_stale

#: beat sends it every minute (CELERY_BEAT_SCHEDULE)
CATCH_UP_TASK = "adjudication.catch_up_analyses"


@shared_task(name="adjudication.refresh_analysis", ignore_result=True)
def refresh_analysis(study_id: int) -> bool:
    """Recompute a study's cached analysis if its ratings changed (a no-op otherwise)."""
    return refresh_by_id(study_id)


@shared_task(name=CATCH_UP_TASK, acks_late=True, ignore_result=True)
def catch_up_analyses() -> int:
    """Queue the refresh of every study whose analysis is behind its ratings (``refresh_stale``)."""
    return refresh_stale()
