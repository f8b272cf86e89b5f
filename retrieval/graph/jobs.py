"""Per-patient build jobs: the row the CLI and the browser read, the Celery task's service.

``kg_build_run`` marks a patient's ``KGPatientBuild`` running (committed at once, so others see
it), runs ``kg_build_patient`` (one transaction) and records the outcome. ``kg_build_enqueue``
queues a Celery task per patient once the surrounding transaction commits.
"""

from __future__ import annotations

import logging

from django.db import transaction
from django.utils import timezone

from retrieval.graph.build import PatientBuildResult, ProgressCallback, kg_build_patient
from retrieval.models import KGPatientBuild, Patient

log = logging.getLogger("retrieval.graph")
MAX_MESSAGE_NOTES = 50


def _skips_message(result: PatientBuildResult) -> str:
    lines = [f"note {s.note_id}: {s.message}" for s in result.skipped[:MAX_MESSAGE_NOTES]]
    if len(result.skipped) > MAX_MESSAGE_NOTES:
        lines.append(f"… and {len(result.skipped) - MAX_MESSAGE_NOTES} more")
    return "\n".join(lines)


def kg_build_run(
    *, patient_id: int, rebuild: bool = False, matcher=None, progress: ProgressCallback | None = None,
) -> tuple[KGPatientBuild | None, PatientBuildResult | None]:
    """Build one patient and record it in their ``KGPatientBuild`` row. A failure is recorded
    (status failed, the exception's type) and re-raised; the patient's graph is as it was. A
    patient that no longer exists (deleted after the task was queued) is logged and ignored."""
    if not Patient.objects.filter(pk=patient_id).exists():
        log.warning("knowledge graph build: patient %s does not exist (deleted?); nothing to do", patient_id)
        return None, None
    job, _ = KGPatientBuild.objects.get_or_create(patient_id=patient_id)
    job.status, job.started_at, job.finished_at, job.error = (
        KGPatientBuild.Status.RUNNING, timezone.now(), None, "")
    job.save(update_fields=["status", "started_at", "finished_at", "error"])
    try:
        result = kg_build_patient(patient_id=patient_id, rebuild=rebuild, matcher=matcher, progress=progress)
    except Exception as exc:
        job.status, job.error, job.finished_at = (
            KGPatientBuild.Status.FAILED, f"internal error: {type(exc).__name__}", timezone.now())
        job.save(update_fields=["status", "error", "finished_at"])
        log.warning("knowledge graph build of patient %s failed (%s)", patient_id, type(exc).__name__)
        raise
    job.status = KGPatientBuild.Status.SUCCEEDED
    job.rules_version = result.rules_version
    job.notes_total, job.notes_built = result.notes_total, result.notes_built
    job.notes_unchanged, job.notes_skipped = result.notes_unchanged, len(result.skipped)
    job.edges, job.message, job.finished_at = result.edges_total, _skips_message(result), timezone.now()
    job.save()
    return job, result


def kg_build_enqueue(*, patient_ids: list[int], rebuild: bool = False) -> int:
    """Mark the patients queued and send one ``build_kg_patient`` task each after commit."""
    from retrieval.tasks import build_kg_patient

    now = timezone.now()
    with transaction.atomic():
        existing = set(KGPatientBuild.objects.filter(patient_id__in=patient_ids).values_list("patient_id", flat=True))
        KGPatientBuild.objects.bulk_create(
            [KGPatientBuild(patient_id=pk) for pk in patient_ids if pk not in existing], batch_size=1000
        )
        KGPatientBuild.objects.filter(patient_id__in=patient_ids).update(
            status=KGPatientBuild.Status.QUEUED, queued_at=now, started_at=None, finished_at=None, error="")
        for pk in patient_ids:
            transaction.on_commit(lambda pk=pk: build_kg_patient.delay(pk, rebuild=rebuild))
    return len(patient_ids)
