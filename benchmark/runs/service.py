"""The one service that owns runs: launch, resume, cancel, queue and execute.

``manage.py run_conditions``, the run pages and the Celery worker only translate their
arguments and call these functions, so a run behaves the same whichever started it:

- **Launch.** One run per condition, all or nothing. The same configuration is the same run: an
  unfinished one is resumed (only missing answers are made), a finished one is reported complete
  and left alone. A new run of an identical configuration is a deliberate act: ``new=True``
  (``--new`` on the command line, "Start new runs" on the page).
- **Queue.** Unfinished chunks are sent to workers by task name after the transaction commits
  (this module never imports the task module, so there is no import cycle).
- **Execute.** A worker leases a chunk and answers it; the foreground mode (``run_work``) does
  the same in this process.
"""

from __future__ import annotations

import datetime as dt
import logging
from dataclasses import dataclass

from celery import current_app
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from benchmark.models.runs import Run, RunChunk, RunPrediction
from benchmark.runs.config import RunError, run_create
from benchmark.runs.execute import chunk_execute, run_finalize, run_refresh_counts, run_start, run_work
from benchmark.runs.leases import (
    chunk_claim,
    dead_chunks,
    expired_chunks,
    held_chunks,
    lease_wait_seconds,
    reclaim_dead_leases,
    release_expired,
    worker_name,
)
from epikg_core.queues import TASK_QUEUES, queue_backlog

log = logging.getLogger("benchmark.runs")

#: The registered name of the Celery task that executes one chunk (benchmark/tasks.py).
EXECUTE_CHUNK_TASK = "benchmark.execute_run_chunk"
#: The registered name of the reaper task (benchmark/tasks.py), sent by Celery beat every minute.
REAP_TASK = "benchmark.reap_run_leases"
#: An unfinished run with no live chunk lease and no answer for this long has no worker on it.
STALL_SECONDS = 120
#: The ETA's rate comes from this many latest answers (a resumed run's old start says nothing).
ETA_WINDOW = 20
#: The broker queue run chunks go to (epikg_core/queues.py).
CHUNK_QUEUE = TASK_QUEUES[EXECUTE_CHUNK_TASK]
#: A chunk sent to the workers this long ago and still pending, while its queue in the broker is
#: empty, has lost its message (the broker lost its queue, or was down when it was sent).
QUEUE_GRACE_SECONDS = 60


@dataclass(frozen=True)
class Launched:
    run: Run
    #: "created", "resumed", "running" (unfinished with a worker on it: left alone), "requeued"
    #: (running, but chunks whose message the broker lost were queued again), "unreachable" (the
    #: broker could not be asked, nothing was queued) or "complete" (an identical run had already
    #: finished)
    state: str
    queued_chunks: int = 0


@dataclass(frozen=True)
class Progress:
    total: int
    done: int
    errors: int
    eta_seconds: float | None
    status: str
    #: whether the run has stopped short of success (the pages offer Resume only then)
    stopped: bool = False
    #: mean {"retrieval_ms", "generation_ms", "total_ms", "answered"} over answered questions
    timings: dict | None = None


@dataclass(frozen=True)
class ChunkOutcome:
    status: str
    #: seconds to wait before trying again (another live worker holds the chunk), else None
    retry_in: int | None = None


def run_launch(*, dataset_name: str, condition_ids: list[str], model: str, settings: dict | None = None,
               question_filter: dict | None = None, task: str = "", label: str = "", new: bool = False,
               queue: bool = False, user=None, check_model: bool = True,
               evaluator_versions: dict | None = None) -> list[Launched]:
    """Create or find one run per condition (all or nothing: a condition that cannot run
    launches none); resume the unfinished ones; with ``queue`` send their chunks to workers."""
    launched = []
    with transaction.atomic():
        for condition_id in condition_ids:
            run, created = run_create(dataset_name=dataset_name, condition_id=condition_id, model=model,
                                      settings=settings, question_filter=question_filter, task=task, label=label,
                                      new=new, user=user, check_model=check_model,
                                      evaluator_versions=evaluator_versions)
            if created:
                state = "created"
            elif run.status == Run.Status.SUCCEEDED:
                state = "complete"
            elif queue and not run_stopped(run):
                state = "running"  # its chunks are queued or held already: queueing them again duplicates
            else:
                run, state = run_resume(run), "resumed"
            queued = run_enqueue(run) if queue and state in ("created", "resumed") else 0
            launched.append(Launched(run, state, queued))
    return launched


@dataclass(frozen=True)
class Estimate:
    condition: str
    questions: int
    #: language-model calls the run would make (0 for the offline reader and C7's template)
    calls: int
    #: mean prompt tokens per question, from earlier runs of this condition on this dataset (None: no run yet)
    prompt_tokens: float | None
    total_tokens: float | None
    cost_usd: float | None
    #: an identical run already exists: "complete", "unfinished" or ""
    existing: str


def run_estimate(*, dataset_name: str, condition_ids: list[str], model: str, settings: dict | None = None,
                 question_filter: dict | None = None, task: str = "", evaluator_versions: dict | None = None
                 ) -> list[Estimate]:
    """Before a launch: per condition, how many questions, model calls and tokens the run would
    take (tokens from the mean of earlier runs of the condition on the dataset, the best guess
    there is before the first answer), its cost where the model's price is known, and whether an
    identical run exists (launching again resumes it unless a new run is asked for)."""
    from django.db.models import Avg

    from benchmark.runs.config import run_digest, select_questions, select_task_items
    from retrieval.answering import EXTRACTIVE, KG_LOOKUP, answering_model, get_condition, token_cost
    from retrieval.models import Dataset

    dataset = Dataset.objects.filter(name=dataset_name).first()
    if dataset is None:
        raise RunError(f"no dataset named {dataset_name!r}")
    question_filter = {k: sorted(v) for k, v in (question_filter or {}).items() if v}
    selected = (select_task_items(dataset, task, question_filter).values_list("admission__patient_id", flat=True)
                if task else select_questions(dataset, question_filter).values_list("patient_id", flat=True))
    patient_ids = set(selected)
    count = selected.count()
    estimates = []
    for condition_id in condition_ids:
        condition = get_condition(condition_id)
        answering = answering_model(condition_id, model)
        llm = condition.uses_llm and answering not in (EXTRACTIVE, KG_LOOKUP)
        prior = RunPrediction.objects.filter(run__dataset=dataset, run__condition=condition_id, error="").aggregate(
            prompt=Avg("prompt_tokens"), completion=Avg("completion_tokens"))
        prompt = prior["prompt"]
        total = prompt * count if prompt is not None else None
        cost = token_cost(answering, prompt_tokens=int(total), completion_tokens=int((prior["completion"] or 0) * count)
                          ) if llm and total is not None else (0.0 if not llm else None)
        digest, _ = run_digest(dataset=dataset, condition_id=condition_id, model=answering, settings=settings or {},
                               question_filter=question_filter, evaluator_versions=evaluator_versions or {},
                               task=task, patient_ids=patient_ids)
        same = Run.objects.filter(config_hash=digest)
        existing = ("complete" if same.filter(status=Run.Status.SUCCEEDED).exists() else
                    "unfinished" if same.exists() else "")
        estimates.append(Estimate(condition_id, count, count if llm else 0, prompt, total, cost, existing))
    return estimates


def run_stopped(run: Run) -> bool:
    """Whether a run has stopped short of success: failed or cancelled, or unfinished with no
    worker on it (no live chunk lease and nothing answered for ``STALL_SECONDS``). Only a stopped
    run is resumed by the pages: resuming a running one would queue its chunks twice."""
    if run.status == Run.Status.SUCCEEDED:
        return False
    if run.finished:
        return True
    now = timezone.now()
    if RunChunk.objects.filter(run=run, lease_until__gte=now).exists():
        return False
    latest = run.predictions.order_by("-created_at").values_list("created_at", flat=True).first()
    last = max(t for t in (run.created_at, run.started_at, latest) if t is not None)
    return (now - last).total_seconds() > STALL_SECONDS


def run_resume(run: Run) -> Run:
    """Make a stopped run runnable again: chunks not done become pending (only predictions that
    are missing will be made). A finished run is returned as it is."""
    if run.status == Run.Status.SUCCEEDED:
        return run
    reclaim_dead_leases(run_id=run.pk)
    RunChunk.objects.filter(run=run).exclude(status=RunChunk.Status.DONE).filter(
        Q(lease_until__isnull=True) | Q(lease_until__lt=timezone.now())).update(
        status=RunChunk.Status.PENDING, worker="", lease_until=None, queued_at=None)
    Run.objects.filter(pk=run.pk).update(cancel_requested=False, status=Run.Status.QUEUED, finished_at=None)
    run_refresh_counts(run.pk)
    return Run.objects.get(pk=run.pk)


def runs_resume(*, run_ids: list[int], queue: bool = False, only_stopped: bool = False) -> list[Launched]:
    """Resume these runs (an id that names no run is an error); with ``queue`` send their chunks.
    With ``only_stopped`` (the page's Resume) a run that is still running is left alone, except
    for its chunks whose message the broker lost (``stranded_chunks``): those are queued again
    ("requeued"); when the broker cannot be asked, nothing is queued ("unreachable")."""
    launched = []
    with transaction.atomic():
        for run in runs_by_ids(run_ids):
            if only_stopped and not run.finished and not run_stopped(run):
                launched.append(_requeue_stranded(run) if queue else Launched(run, "running", 0))
                continue
            run = run_resume(run)
            complete = run.status == Run.Status.SUCCEEDED
            queued = run_enqueue(run) if queue and not complete else 0
            launched.append(Launched(run, "complete" if complete else "resumed", queued))
    return launched


def _requeue_stranded(run: Run) -> Launched:
    stranded = stranded_chunks(run.pk, grace=0)
    if not stranded:
        return Launched(run, "running", 0)
    backlog = queue_backlog(CHUNK_QUEUE)
    if backlog is None:
        return Launched(run, "unreachable", 0)
    if backlog:
        return Launched(run, "running", 0)  # messages wait in the queue: theirs may be among them
    return Launched(run, "requeued", run_enqueue(run, stranded))


def stranded_chunks(run_id: int, *, grace: int = QUEUE_GRACE_SECONDS) -> list[int]:
    """The run's chunks that were sent to the workers (``grace`` seconds ago or more) and are
    still pending. Whether they are stranded is for the caller to decide with the broker: only
    while the chunks' queue is empty (``queue_backlog`` is 0) can none of their messages still be
    waiting in it. Chunks run in the foreground (never queued) are not counted."""
    cutoff = timezone.now() - dt.timedelta(seconds=grace)
    return list(RunChunk.objects.filter(run_id=run_id, status=RunChunk.Status.PENDING, queued_at__lte=cutoff)
                .order_by("pk").values_list("pk", flat=True))


def run_cancel(run: Run) -> Run:
    """Ask every worker to stop after its current question; the run is then Cancelled. A
    finished run is left as it is (nothing is recorded)."""
    current = Run.objects.get(pk=run.pk)
    if current.finished:
        return current
    Run.objects.filter(pk=run.pk).update(cancel_requested=True)
    if not RunChunk.objects.filter(run=run, status=RunChunk.Status.RUNNING, lease_until__gte=timezone.now()).exists():
        return run_finalize(run.pk)
    return Run.objects.get(pk=run.pk)


def run_enqueue(run: Run, chunk_ids: list[int] | None = None) -> int:
    """One worker task per unfinished chunk (or per chunk of ``chunk_ids``), sent by name after
    the surrounding transaction commits; each chunk records when it was queued. A broker that is
    down fails nothing: the failure is logged and the reaper queues the chunks again once the
    broker is back (``runs_reap``: they are pending and their queue is empty)."""
    if chunk_ids is None:
        chunk_ids = list(RunChunk.objects.filter(run=run).exclude(status=RunChunk.Status.DONE)
                         .values_list("pk", flat=True))
    if not chunk_ids:
        return 0
    RunChunk.objects.filter(pk__in=chunk_ids).update(queued_at=timezone.now())
    transaction.on_commit(lambda ids=list(chunk_ids): _send_chunks(run.pk, ids))
    return len(chunk_ids)


def _send_chunks(run_id: int, chunk_ids: list[int]) -> None:
    for n, pk in enumerate(chunk_ids):
        try:
            current_app.send_task(EXECUTE_CHUNK_TASK, args=(run_id, pk))
        except Exception:  # the broker down: the rest would fail alike, each after a wait
            log.warning("run %s: could not queue %d chunk(s) (the broker is unreachable); the reaper queues them "
                        "again once it is back", run_id, len(chunk_ids) - n, exc_info=True)
            return


def run_execute_chunk(*, run_id: int, chunk_id: int) -> ChunkOutcome:
    """What a worker does with a queued chunk. Idempotent: a chunk already done, or a cancelled
    run, is a no-op; a chunk another live worker holds is to be retried once its lease would
    expire (so a crashed worker's chunk is picked up again)."""
    chunk = RunChunk.objects.select_related("run").filter(pk=chunk_id, run_id=run_id).first()
    if chunk is None:
        return ChunkOutcome("missing")
    if chunk.status == RunChunk.Status.DONE or chunk.run.cancel_requested:
        run_finalize(run_id)
        return ChunkOutcome("skipped")
    worker = worker_name()
    reclaim_dead_leases(run_id=run_id)  # a holder that died on this host (a restart) gives way at once
    if not chunk_claim(chunk_id=chunk_id, worker=worker):
        chunk.refresh_from_db()
        if chunk.status == RunChunk.Status.DONE:
            return ChunkOutcome("done elsewhere")
        return ChunkOutcome("held", retry_in=lease_wait_seconds(chunk))
    chunk.refresh_from_db()
    run_start(run_id)
    chunk_execute(chunk, worker=worker)
    return ChunkOutcome(run_finalize(run_id).status)


def runs_reclaim_dead_workers(*, queue: bool = True) -> int:
    """Take back the chunks that workers of this host held when they died, and (``queue``) send
    them to the workers again: what a worker does when it starts, so a crashed worker's chunks
    resume at once instead of when their lease, or the broker's redelivery, times out."""
    reclaimed = 0
    for run_id in Run.objects.filter(status__in=[Run.Status.QUEUED, Run.Status.RUNNING],
                                     cancel_requested=False).values_list("pk", flat=True):
        count = reclaim_dead_leases(run_id=run_id)
        if count and queue:
            run_enqueue(Run.objects.get(pk=run_id))
        reclaimed += count
    return reclaimed


def runs_reap(*, queue: bool = True) -> int:
    """The reaper's tick (Celery beat, every minute): in every unfinished run, the chunks whose
    holder is known dead (a worker of this host that is gone) or whose lease expired (a worker
    elsewhere that stopped renewing) become pending and, with ``queue``, are sent to the workers
    again — only those chunks, so a run waiting in the queue is not queued twice. With ``queue``,
    chunks that were queued but whose message is gone (``stranded_chunks`` while the chunks' queue
    in the broker is empty: the broker lost its queue, or was down when they were sent) are sent
    again too. Returns how many chunks were taken back or queued again."""
    reaped = 0
    backlog = _UNASKED = object()
    for run_id in Run.objects.filter(status__in=[Run.Status.QUEUED, Run.Status.RUNNING],
                                     cancel_requested=False).values_list("pk", flat=True):
        with transaction.atomic():
            dead = dead_chunks(run_id=run_id)
            count = reclaim_dead_leases(run_id=run_id) if dead else 0
            expired = expired_chunks(run_id)
            count += release_expired(expired) if expired else 0
            stranded = stranded_chunks(run_id) if queue else []
            if stranded:
                if backlog is _UNASKED:  # asked once per tick, and only when something may be stranded
                    backlog = queue_backlog(CHUNK_QUEUE)
                if backlog != 0:
                    stranded = []  # messages wait in the queue (theirs may be among them), or no broker
                else:
                    log.warning("run %s: %d queued chunk(s) have no message in the %s queue; queueing them again",
                                run_id, len(stranded), CHUNK_QUEUE)
            count += len(stranded)
            if count and queue:
                run_enqueue(Run.objects.get(pk=run_id), chunk_ids=dead + expired + stranded)
        reaped += count
    return reaped


def run_unfinished_reason(run: Run) -> str:
    """Why a run is not finished, in words (for the command's exit message)."""
    run.refresh_from_db()
    text = f"run {run.pk} ({run.condition}) is {run.get_status_display().lower()}: {run.done}/{run.total} answered"
    held = held_chunks(run.pk)
    if held:
        text += "; " + ", ".join(f"chunk {c.pk} is held by {c.worker} until {c.lease_until:%H:%M:%S}" for c in held)
    return text


def run_progress(run: Run) -> Progress:
    """Counts, the ETA and the timings so far. The ETA is the remaining questions at the rate of
    the latest ``ETA_WINDOW`` answers (so a run resumed after a pause is not judged by its first
    start); mean retrieval, generation and total milliseconds per answered question."""
    from django.db.models import Avg, Count

    eta = None
    if not run.finished and run.done < run.total:
        times = sorted(run.predictions.order_by("-created_at").values_list("created_at", flat=True)[:ETA_WINDOW])
        if len(times) >= 2 and times[-1] > times[0]:
            rate = (len(times) - 1) / (times[-1] - times[0]).total_seconds()
            eta = (run.total - run.done) / rate
    timing = run.predictions.filter(error="").aggregate(
        retrieval=Avg("retrieval_ms"), generation=Avg("latency_ms"), n=Count("id"))
    timings = None
    if timing["n"]:
        timings = {"retrieval_ms": timing["retrieval"], "generation_ms": timing["generation"],
                   "total_ms": timing["retrieval"] + timing["generation"], "answered": timing["n"]}
    return Progress(run.total, run.done, run.errors, eta, run.status, run_stopped(run), timings)


def runs_by_ids(ids: list[int]) -> list[Run]:
    """The runs with these ids, in the order given; an id that names no run is an error."""
    runs = {r.pk: r for r in Run.objects.filter(pk__in=ids).select_related("dataset")}
    missing = [i for i in dict.fromkeys(ids) if i not in runs]
    if missing:
        raise RunError(f"no run with id {', '.join(map(str, missing))}")
    return [runs[i] for i in dict.fromkeys(ids)]


__all__ = ["EXECUTE_CHUNK_TASK", "REAP_TASK", "ChunkOutcome", "Launched", "Progress", "RunError", "run_cancel", "run_create",
           "run_enqueue", "run_execute_chunk", "run_launch", "run_progress", "run_resume", "run_unfinished_reason",
           "Estimate", "run_estimate", "run_stopped", "run_work", "runs_by_ids", "runs_reap", "runs_reclaim_dead_workers",
           "runs_resume", "stranded_chunks"]
