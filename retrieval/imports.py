"""Import jobs: an admin queues a corpus import, a Celery worker runs it, everyone sees progress.

The import itself holds one transaction open until it commits, so live progress cannot go in
the job row (nobody else would see it, and a failure would roll it back); it goes in the shared
cache instead, and the row records the outcome.
"""

from __future__ import annotations

import logging
from pathlib import Path

from celery import current_app
from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import MimicFiles, Progress, corpus_import, mimic_import
from retrieval.models import ImportJob

log = logging.getLogger("retrieval.imports")
PROGRESS_TTL = 24 * 3600
#: The registered name of the Celery task in ``retrieval/tasks.py`` that calls ``import_job_run``.
RUN_IMPORT_JOB_TASK = "retrieval.run_import_job"


def _progress_key(job_id: int) -> str:
    return f"import-job:{job_id}:progress"


def allowed_import_path(path: str) -> Path:
    """Resolve ``path`` and check it lies under one of ``EPIKG_IMPORT_ROOTS`` (browser imports)."""
    resolved = Path(path).expanduser().resolve()
    for root in settings.EPIKG_IMPORT_ROOTS:
        root_path = Path(root).resolve()
        if resolved == root_path or root_path in resolved.parents:
            return resolved
    raise CorpusFormatError(path, None, f"not under an import folder ({', '.join(settings.EPIKG_IMPORT_ROOTS)})")


def import_job_create(*, kind: str, dataset_name: str, source: str, user=None, options: dict | None = None) -> ImportJob:
    """Record an import job and queue it for a worker once the surrounding transaction commits.

    The task is sent by name, so this module never imports ``retrieval.tasks`` (which imports it)."""
    job = ImportJob.objects.create(
        kind=kind, dataset_name=dataset_name, source=source, options=options or {}, created_by=user
    )
    transaction.on_commit(lambda: current_app.send_task(RUN_IMPORT_JOB_TASK, args=[job.pk]))
    return job


def import_job_progress(job: ImportJob) -> dict | None:
    return cache.get(_progress_key(job.pk))


def import_job_run(*, job_id: int) -> ImportJob:
    """Run a queued job. Re-running a finished job does nothing; a failed or stale one re-runs
    (imports are idempotent, so a retry after a crash cannot duplicate rows)."""
    job = ImportJob.objects.get(pk=job_id)
    if job.status == ImportJob.Status.SUCCEEDED:
        return job
    job.status, job.started_at, job.error = ImportJob.Status.RUNNING, timezone.now(), ""
    job.save(update_fields=["status", "started_at", "error"])

    def progress(event: Progress) -> None:
        cache.set(_progress_key(job.pk), {
            "file": event.file, "bytes_done": event.bytes_done,
            "bytes_total": event.bytes_total, "rows": event.rows,
        }, PROGRESS_TTL)

    try:
        if job.kind == ImportJob.Kind.CORPUS:
            summary = corpus_import(folder=job.source, dataset_name=job.dataset_name, progress=progress)
        else:
            files = MimicFiles.locate(hosp_dir=Path(job.source) / "hosp", note_dir=Path(job.source) / "note")
            subjects = set(job.options.get("subjects") or []) or None
            summary = mimic_import(files=files, dataset_name=job.dataset_name, subjects=subjects, progress=progress)
    except CorpusFormatError as exc:
        job.status, job.error = ImportJob.Status.FAILED, str(exc)
    except Exception as exc:  # recorded for the UI, then re-raised for the worker's log
        job.status, job.error = ImportJob.Status.FAILED, f"internal error: {type(exc).__name__}"
        job.finished_at = timezone.now()
        job.save(update_fields=["status", "error", "finished_at"])
        raise
    else:
        job.status, job.counts, job.rows_read = ImportJob.Status.SUCCEEDED, summary.counts, summary.rows_read
    job.finished_at = timezone.now()
    job.save(update_fields=["status", "error", "counts", "rows_read", "finished_at"])
    log.info("import job %s finished: %s", job.pk, job.status)
    return job
