"""Celery tasks of the retrieval app: thin shells that take ids and call services.

Services queue these by their registered names (``current_app.send_task``), never by importing
this module, so the names are the contract: keep them. Only the worker imports this module, found
by ``app.autodiscover_tasks()`` in ``epikg_site/celery.py``.
"""

from celery import shared_task

from retrieval.graph.jobs import kg_build_run
from retrieval.imports import import_job_run


@shared_task(name="retrieval.run_import_job", acks_late=True)
def run_import_job(job_id: int) -> str:
    return import_job_run(job_id=job_id).status


@shared_task(name="retrieval.build_kg_patient", acks_late=True)
def build_kg_patient(patient_id: int, rebuild: bool = False) -> str:
    """Build (or bring up to date) one patient's knowledge graph; idempotent."""
    job, _ = kg_build_run(patient_id=patient_id, rebuild=rebuild)
    return job.status if job is not None else "missing"
