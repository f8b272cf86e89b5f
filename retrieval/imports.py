"""Import jobs: an admin queues a corpus import, a Celery worker runs it, everyone sees progress.

The import itself holds one transaction open until it commits, so live progress cannot go in
the job row (nobody else would see it, and a failure would roll it back); it goes in the shared
cache instead, and the row records the outcome.

A job reads files on the server, so only files under ``EPIKG_IMPORT_ROOTS`` (symbolic links
resolved; see :mod:`retrieval.corpus.paths`): checked when the form is submitted, and again by the
import itself when the worker runs the job, file by file as it opens them.
"""

from __future__ import annotations

import logging
from pathlib import Path

from celery import current_app
from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.utils import timezone

from epikg_core.queues import import_queue
from retrieval.corpus.paths import resolve_under_roots
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import MimicFiles, Progress, corpus_import, corpus_source_files, mimic_import
from retrieval.models import ImportJob

log = logging.getLogger("retrieval.imports")
PROGRESS_TTL = 24 * 3600
#: The registered name of the Celery task in ``retrieval/tasks.py`` that calls ``import_job_run``.
RUN_IMPORT_JOB_TASK = "retrieval.run_import_job"


def _progress_key(job_id: int) -> str:
    return f"import-job:{job_id}:progress"


def allowed_import_path(path: str) -> Path:
    """Resolve ``path`` (symbolic links followed) and check it exists under one of
    ``EPIKG_IMPORT_ROOTS``; :class:`CorpusFormatError` otherwise."""
    return resolve_under_roots(path, settings.EPIKG_IMPORT_ROOTS)


def _mimic_files(folder: Path) -> MimicFiles:
    return MimicFiles.locate(hosp_dir=folder / "hosp", note_dir=folder / "note")


def import_source_check(*, kind: str, source: str) -> Path:
    """What a job of ``kind`` would read from ``source``, checked before it is queued: a corpus
    (or MIMIC) folder whose every file resolves under an import folder. Returns the resolved
    folder; :class:`CorpusFormatError` names the first file that fails."""
    folder = allowed_import_path(source)
    paths = corpus_source_files(folder) if kind == ImportJob.Kind.CORPUS else _mimic_files(folder).paths()
    for path in paths:
        allowed_import_path(path)
    return folder


def import_source_bytes(*, kind: str, source: str) -> int:
    """How many bytes a job of ``kind`` would read from ``source`` (0 when it cannot be listed:
    the job itself reports that error)."""
    try:
        folder = Path(source)
        paths = corpus_source_files(folder) if kind == ImportJob.Kind.CORPUS else _mimic_files(folder).paths()
        return sum(Path(path).stat().st_size for path in paths)
    except (CorpusFormatError, OSError, ValueError):
        return 0


def import_job_create(*, kind: str, dataset_name: str, source: str, user=None, options: dict | None = None) -> ImportJob:
    """Record an import job and queue it for a worker once the surrounding transaction commits:
    on the interactive queue when its files add up to at most ``EPIKG_IMPORT_BULK_BYTES``, on the
    bulk queue above (``epikg_core.queues.import_queue``).

    The task is sent by name, so this module never imports ``retrieval.tasks`` (which imports it)."""
    job = ImportJob.objects.create(
        kind=kind, dataset_name=dataset_name, source=source, options=options or {}, created_by=user
    )
    queue = import_queue(import_source_bytes(kind=kind, source=source), settings.EPIKG_IMPORT_BULK_BYTES)
    transaction.on_commit(lambda: current_app.send_task(RUN_IMPORT_JOB_TASK, args=[job.pk], queue=queue))
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

    roots = settings.EPIKG_IMPORT_ROOTS  # the folder may have changed since the job was queued
    try:
        if job.kind == ImportJob.Kind.CORPUS:
            summary = corpus_import(folder=job.source, dataset_name=job.dataset_name, progress=progress, roots=roots)
        else:
            files = _mimic_files(allowed_import_path(job.source))
            subjects = set(job.options.get("subjects") or []) or None
            summary = mimic_import(
                files=files, dataset_name=job.dataset_name, subjects=subjects, progress=progress, roots=roots
            )
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
