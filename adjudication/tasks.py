"""Celery tasks of the rating app: thin shells over services."""

from celery import shared_task

from adjudication.analysis import refresh_by_id


@shared_task(name="adjudication.refresh_analysis", ignore_result=True)
def refresh_analysis(study_id: int) -> bool:
    """Recompute a study's cached analysis if its ratings changed (a no-op otherwise)."""
    return refresh_by_id(study_id)
