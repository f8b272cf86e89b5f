"""Executing a run: answer each question of a leased chunk through ``retrieval.answering`` and
store each prediction as soon as it exists.

The (run, question) unique constraint makes a second write of the same answer impossible, so a
chunk that two workers both run after a lease expired still yields one prediction per question.
This module reads questions and task items — what a clinician asking would know — and never a
reference answer or task gold (an import-linter contract forbids importing
``benchmark.models.gold``; a test checks no gold table is queried while a run executes).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from celery import current_app
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from benchmark.models.questions import Question, TaskItem
from benchmark.models.runs import Run, RunChunk, RunPrediction
from benchmark.runs.leases import chunk_done, chunk_release, chunk_renew, held_chunks, next_chunk, worker_name
from retrieval.answering import QuestionContext, answer

log = logging.getLogger("benchmark.runs")
#: The registered name of the Celery task that scores finished runs (benchmark/scoring_tasks.py;
#: ``benchmark.scoring.SCORE_RUNS_TASK``, which this module may not import).
SCORE_RUNS_TASK = "benchmark.score_runs"


def question_context(question: Question) -> QuestionContext:
    return QuestionContext(patient_id=question.patient_id, subject_id=question.subject_id, question=question.text,
                           hadm_ids=tuple(question.hadm_ids or ()), category=question.category, qid=question.qid)


def task_context(task_item: TaskItem) -> QuestionContext:
    """Paper 001's task for one admission: its notes before the cutoff only."""
    return QuestionContext(patient_id=task_item.admission.patient_id, subject_id=task_item.subject_id, question="",
                           hadm_ids=(task_item.hadm_id,), cutoff=task_item.cutoff, admissions_only=True,
                           task=task_item.task, qid=f"{task_item.task}:{task_item.hadm_id}")


def answer_item(run: Run, item: Question | TaskItem) -> RunPrediction:
    """Answer one question (or task item) of the run; a failure is recorded on the prediction,
    never raised (one question must not stop a run)."""
    if isinstance(item, TaskItem):
        ctx, prediction = task_context(item), RunPrediction(run=run, task_item=item)
    else:
        ctx, prediction = question_context(item), RunPrediction(run=run, question=item)
    prediction.qid = ctx.qid
    try:
        answered = answer(ctx, condition_id=run.condition, model=run.model, settings=run.settings)
    except Exception as exc:  # provider and retrieval errors are many types; each is recorded
        log.warning("run %s %s failed: %s", run.pk, ctx.qid, type(exc).__name__)
        prediction.error = f"{type(exc).__name__}: {str(exc)[:500]}"
        return prediction
    generation, evidence = answered.generation, answered.evidence
    prediction.answer = answered.answer
    prediction.prompt = answered.prompt
    prediction.template = answered.template
    prediction.evidence = answered.stored_evidence()
    prediction.intent = evidence.intent or ""
    prediction.evidence_tokens = evidence.tokens
    prediction.prompt_tokens = generation.prompt_tokens
    prediction.completion_tokens = generation.completion_tokens
    prediction.retrieval_ms = answered.timings["retrieval_ms"]
    prediction.latency_ms = generation.latency_ms
    prediction.cost_usd = generation.cost_usd
    prediction.cached = generation.cached
    prediction.params = generation.params
    prediction.error = generation.error
    return prediction


def _save(prediction: RunPrediction) -> bool:
    """Store the prediction unless the question already has one in this run (then False)."""
    try:
        with transaction.atomic():
            prediction.save()
    except IntegrityError:
        return False
    Run.objects.filter(pk=prediction.run_id).update(
        done=F("done") + 1, errors=F("errors") + (1 if prediction.error else 0))
    return True


def _unanswered(run: Run, chunk: RunChunk):
    if run.task:
        answered = set(RunPrediction.objects.filter(run=run, task_item_id__in=chunk.question_ids)
                       .values_list("task_item_id", flat=True))
        return TaskItem.objects.filter(pk__in=[i for i in chunk.question_ids if i not in answered]).select_related(
            "admission").order_by("hadm_id")
    answered = set(RunPrediction.objects.filter(run=run, question_id__in=chunk.question_ids)
                   .values_list("question_id", flat=True))
    return Question.objects.filter(pk__in=[q for q in chunk.question_ids if q not in answered]).order_by("qid")


def chunk_execute(chunk: RunChunk, *, worker: str, on_prediction: Callable[[RunPrediction], None] | None = None,
                  stop: Callable[[], bool] | None = None) -> int:
    """Answer the chunk's unanswered questions, checkpointing each; returns how many were stored.
    Stops early when the run is cancelled or ``stop()`` says so (the chunk is given back), or
    when another worker took the chunk over."""
    run = chunk.run
    stored = 0
    for item in _unanswered(run, chunk):
        if (stop and stop()) or Run.objects.filter(pk=run.pk, cancel_requested=True).exists():
            chunk_release(chunk, worker)
            return stored
        prediction = answer_item(run, item)
        if _save(prediction):
            stored += 1
            if on_prediction:
                on_prediction(prediction)
        if not chunk_renew(chunk, worker):
            log.warning("run %s: chunk %s was taken over by another worker; stopping", run.pk, chunk.pk)
            return stored
    chunk_done(chunk, worker)
    return stored


def run_start(run_id: int) -> None:
    Run.objects.filter(pk=run_id, started_at__isnull=True).update(started_at=timezone.now())
    Run.objects.filter(pk=run_id, status=Run.Status.QUEUED).update(status=Run.Status.RUNNING)


def run_refresh_counts(run_id: int) -> None:
    """Recount done / errors from the stored predictions (the increments are exact; this is for
    runs interrupted between a save and its increment)."""
    predictions = RunPrediction.objects.filter(run_id=run_id)
    Run.objects.filter(pk=run_id).update(done=predictions.count(), errors=predictions.exclude(error="").count())


def run_finalize(run_id: int) -> Run:
    """Mark the run finished when no chunk is left (cancelled runs: once asked)."""
    run = Run.objects.get(pk=run_id)
    if run.finished:
        return run
    if run.cancel_requested:
        Run.objects.filter(pk=run_id).update(status=Run.Status.CANCELLED, finished_at=timezone.now())
    elif not RunChunk.objects.filter(run_id=run_id).exclude(status=RunChunk.Status.DONE).exists():
        run_refresh_counts(run_id)
        finished = Run.objects.filter(pk=run_id).exclude(status__in=[Run.Status.CANCELLED]).exclude(
            status=Run.Status.SUCCEEDED).update(status=Run.Status.SUCCEEDED, finished_at=timezone.now())
        if finished and run.evaluator_versions:
            # scored with the evaluators chosen at launch, by a worker (by task name: this module
            # never imports the scoring code, which reads reference answers)
            names = sorted(run.evaluator_versions)
            transaction.on_commit(lambda: current_app.send_task(SCORE_RUNS_TASK, args=([run_id], names, None)))
    return Run.objects.get(pk=run_id)


#: How often a foreground run looks again at chunks other workers hold.
WAIT_POLL_SECONDS = 2.0


def run_work(run_id: int, *, worker: str | None = None, on_prediction=None, stop=None,
             wait_seconds: float | None = 0, on_wait: Callable[[list[RunChunk]], None] | None = None) -> Run:
    """Execute chunks of the run here until none is left to lease (the command's foreground mode).

    When the chunks left are held by other workers, wait up to ``wait_seconds`` (None: until they
    finish) for them to finish or for their leases to expire, then take them over; ``on_wait(held)``
    is told each time. The run returned may be unfinished (stopped, or still held elsewhere)."""
    worker = worker or worker_name()
    run = Run.objects.get(pk=run_id)
    if run.cancel_requested:
        return run_finalize(run_id)
    if run.finished and RunChunk.objects.filter(run=run).exclude(status=RunChunk.Status.DONE).exists():
        Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, finished_at=None)
    run_start(run_id)
    deadline = None if wait_seconds is None else time.monotonic() + wait_seconds
    while not (stop and stop()):
        chunk = next_chunk(run_id=run_id, worker=worker)
        if chunk is not None:
            chunk_execute(chunk, worker=worker, on_prediction=on_prediction, stop=stop)
            if Run.objects.filter(pk=run_id, cancel_requested=True).exists():
                break
            continue
        held = held_chunks(run_id)
        if not held or (deadline is not None and time.monotonic() >= deadline):
            break
        if on_wait:
            on_wait(held)
        time.sleep(WAIT_POLL_SECONDS if deadline is None else max(0.0, min(WAIT_POLL_SECONDS,
                                                                            deadline - time.monotonic())))
    return run_finalize(run_id)
