"""Per-patient build jobs: the row the CLI and the browser read, the Celery task's service.

``kg_build_run`` marks a patient's ``KGPatientBuild`` running (committed at once, so others see
it), runs ``kg_build_patient`` (one transaction) and records the outcome. ``kg_build_batch`` runs
it for many patients in this process (``build_kg``, ``bootstrap_site``). ``kg_build_enqueue``
queues a Celery task per patient once the surrounding transaction commits; ``kg_build_wait`` and
``kg_build_outcome`` follow those tasks through their rows. ``kg_build_queue_dataset`` is what the
Knowledge graph page's Build and Rebuild all buttons do: ``build_kg --dataset NAME --async``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from celery import current_app
from django.db import transaction
from django.db.models import Count, Q, Sum
from django.utils import timezone

from retrieval.graph.build import PatientBuildResult, ProgressCallback, SkippedNote, kg_build_patient, patients_to_build
from retrieval.models import KGEdge, KGPatientBuild, Patient
from retrieval.vocabulary.services import vocabulary_ensure_loaded

log = logging.getLogger("retrieval.graph")
MAX_MESSAGE_NOTES = 50
#: The registered name of the Celery task in ``retrieval/tasks.py`` that calls ``kg_build_run``;
#: sent by name, so this module never imports the tasks module (which imports it).
BUILD_KG_PATIENT_TASK = "retrieval.build_kg_patient"
_FINISHED = Q(status__in=[KGPatientBuild.Status.SUCCEEDED, KGPatientBuild.Status.FAILED])


def _skips_message(result: PatientBuildResult) -> str:
    lines = [f"note {s.note_id}: {s.message}" for s in result.skipped[:MAX_MESSAGE_NOTES]]
    if len(result.skipped) > MAX_MESSAGE_NOTES:
        lines.append(f"… and {len(result.skipped) - MAX_MESSAGE_NOTES} more")
    return "\n".join(lines)


def kg_build_targets(*, dataset: str | None = None, subjects: list[int] | None = None) -> list[tuple[int, int]]:
    """``(patient pk, subject_id)`` of the patients a build covers, in build order (all datasets
    unless ``dataset``; only ``subjects`` when given)."""
    return list(patients_to_build(dataset=dataset, subjects=subjects).values_list("pk", "subject_id"))


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


@dataclass
class BatchBuildResult:
    """Totals of ``kg_build_batch`` over its patients."""

    patients: int = 0
    notes_built: int = 0
    notes_unchanged: int = 0
    edges_created: int = 0
    edges_deleted: int = 0
    #: sum of the built patients' graph sizes after their build
    edges_total: int = 0
    #: edges now in the graphs of every patient of the batch, failed ones included
    edges_in_graphs: int = 0
    #: (subject_id, note) of every note skipped as unbuildable
    skipped: list[tuple[int, SkippedNote]] = field(default_factory=list)
    #: "subject_id (ExceptionType)" of each patient whose build failed (only with ``keep_going``)
    failed: list[str] = field(default_factory=list)


def kg_build_batch(
    *,
    patients: list[tuple[int, int]],
    rebuild: bool = False,
    keep_going: bool = False,
    progress: ProgressCallback | None = None,
    on_patient_done: Callable[[], None] | None = None,
) -> BatchBuildResult:
    """Build ``patients`` (``(pk, subject_id)`` pairs, as ``kg_build_targets`` returns them) one
    after the other in this process, each through ``kg_build_run`` (its own transaction and job
    row). With ``keep_going`` a patient's failure is recorded and the others still build;
    otherwise it is raised. ``progress`` gets each patient's note progress, ``on_patient_done`` is
    called once per patient finished (built or failed)."""
    totals = BatchBuildResult(patients=len(patients))
    for pk, subject_id in patients:
        try:
            _, result = kg_build_run(patient_id=pk, rebuild=rebuild, progress=progress)
        except Exception as exc:  # recorded on the job row by kg_build_run
            if not keep_going:
                raise
            totals.failed.append(f"{subject_id} ({type(exc).__name__})")
            if on_patient_done:
                on_patient_done()
            continue
        if result is not None:  # None: the patient was deleted meanwhile
            totals.notes_built += result.notes_built
            totals.notes_unchanged += result.notes_unchanged
            totals.edges_created += result.edges_created
            totals.edges_deleted += result.edges_deleted
            totals.edges_total += result.edges_total
            totals.skipped += [(subject_id, s) for s in result.skipped]
        if on_patient_done:
            on_patient_done()
    totals.edges_in_graphs = KGEdge.objects.filter(patient_id__in=[pk for pk, _ in patients]).count()
    return totals


def kg_build_enqueue(*, patient_ids: list[int], rebuild: bool = False) -> int:
    """Mark the patients queued and send one ``build_kg_patient`` task each after commit."""
    now = timezone.now()
    with transaction.atomic():
        existing = set(KGPatientBuild.objects.filter(patient_id__in=patient_ids).values_list("patient_id", flat=True))
        KGPatientBuild.objects.bulk_create(
            [KGPatientBuild(patient_id=pk) for pk in patient_ids if pk not in existing], batch_size=1000
        )
        KGPatientBuild.objects.filter(patient_id__in=patient_ids).update(
            status=KGPatientBuild.Status.QUEUED, queued_at=now, started_at=None, finished_at=None, error="")
        for pk in patient_ids:
            transaction.on_commit(lambda pk=pk: current_app.send_task(
                BUILD_KG_PATIENT_TASK, args=[pk], kwargs={"rebuild": rebuild}))
    return len(patient_ids)


class NothingToBuild(ValueError):
    """The dataset has no patients; the message says what to do."""


def kg_build_queue_dataset(*, dataset: str, rebuild: bool = False) -> int:
    """Queue a build of every patient of ``dataset`` for the workers (``rebuild``: every note, not
    only those changed since their last build), as ``build_kg --dataset NAME --async`` does:
    the shipped vocabulary subset is loaded first if none is. Returns how many patients were
    queued; ``NothingToBuild`` when the dataset has none."""
    patients = kg_build_targets(dataset=dataset)
    if not patients:
        raise NothingToBuild(f"dataset {dataset!r} has no patients to build; import a corpus first")
    vocabulary_ensure_loaded()
    return kg_build_enqueue(patient_ids=[pk for pk, _ in patients], rebuild=rebuild)


def kg_build_wait(
    *, patient_ids: list[int], on_progress: Callable[[int], None] | None = None, interval: float = 1.0,
) -> None:
    """Poll the patients' job rows until every build has finished (succeeded or failed), passing
    how many have to ``on_progress`` after each poll. Ctrl-C (KeyboardInterrupt) propagates; the
    queued builds go on in the workers."""
    jobs = KGPatientBuild.objects.filter(patient_id__in=patient_ids)
    while True:
        done = jobs.filter(_FINISHED).count()
        if on_progress:
            on_progress(done)
        if done >= len(patient_ids):
            return
        time.sleep(interval)


@dataclass
class BuildJobsOutcome:
    """What the job rows of a set of patients record, once their builds have finished."""

    failed: int
    notes_built: int
    notes_unchanged: int
    notes_skipped: int
    edges: int
    #: (subject_id, message) of the first jobs that recorded skipped notes
    messages: list[tuple[int, str]]
    #: (subject_id, error) of the first failed jobs
    failures: list[tuple[int, str]]


def kg_build_outcome(*, patient_ids: list[int], limit: int = 20) -> BuildJobsOutcome:
    """Totals over the patients' ``KGPatientBuild`` rows, with up to ``limit`` messages and errors."""
    jobs = KGPatientBuild.objects.filter(patient_id__in=patient_ids)
    stats = jobs.aggregate(
        failed=Count("pk", filter=Q(status=KGPatientBuild.Status.FAILED)), built=Sum("notes_built"),
        unchanged=Sum("notes_unchanged"), skipped=Sum("notes_skipped"), edges=Sum("edges"),
    )
    return BuildJobsOutcome(
        failed=stats["failed"], notes_built=stats["built"] or 0, notes_unchanged=stats["unchanged"] or 0,
        notes_skipped=stats["skipped"] or 0, edges=stats["edges"] or 0,
        messages=[(job.patient.subject_id, job.message)
                  for job in jobs.exclude(message="").select_related("patient")[:limit]],
        failures=[(job.patient.subject_id, job.error)
                  for job in jobs.filter(status=KGPatientBuild.Status.FAILED).select_related("patient")[:limit]],
    )
