"""A real Celery worker builds a patient's knowledge graph queued the way ``build_kg --async`` does."""

from __future__ import annotations

import time

import pytest
from django.db import transaction

from retrieval.corpus.services import corpus_import
from retrieval.graph.jobs import kg_build_enqueue
from retrieval.models import KGEdge, KGPatientBuild, Patient
from retrieval.vocabulary.services import vocabulary_load_subset
from tests.integration.test_worker import worker  # noqa: F401  (fixture)

pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]


def test_a_real_worker_builds_the_queued_patients(worker, corpus_dir):  # noqa: F811
    vocabulary_load_subset()
    corpus_import(folder=corpus_dir, dataset_name="via-worker")
    ids = list(Patient.objects.values_list("pk", flat=True))
    with transaction.atomic():
        kg_build_enqueue(patient_ids=ids)
    jobs = KGPatientBuild.objects.filter(patient_id__in=ids)
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if jobs.filter(status__in=["succeeded", "failed"]).count() == len(ids) or worker.poll() is not None:
            break
        time.sleep(0.5)
    if set(jobs.values_list("status", flat=True)) != {"succeeded"}:
        worker.terminate()
        output = worker.communicate(timeout=30)[0]
        pytest.fail(f"jobs ended as {list(jobs.values_list('status', 'error'))}; worker output:\n{output[-4000:]}")
    assert all(job.notes_built == job.notes_total and job.edges > 0 for job in jobs)
    assert KGEdge.objects.filter(origin="mention").exists()
