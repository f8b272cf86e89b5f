"""Celery tasks of the retrieval app: thin shells that take ids and call services."""

from celery import shared_task

from retrieval.imports import import_job_run


@shared_task(name="retrieval.run_import_job", acks_late=True)
def run_import_job(job_id: int) -> str:
    return import_job_run(job_id=job_id).status
