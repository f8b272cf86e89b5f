"""Condition runs: create, lease, execute, resume, cancel (the services behind ``run_conditions``,
the Celery tasks and the run pages).

A run's questions are split into one ``RunChunk`` per patient. A worker *leases* a chunk (an
atomic conditional UPDATE, the same on SQLite and PostgreSQL), answers its questions one by one
and stores each ``RunPrediction`` as soon as it exists: the (run, question) unique constraint
makes a second write of the same answer impossible, so a chunk that two workers both run after
a lease expired still yields one prediction per question. A lease is renewed after every
prediction; a worker that died stops renewing, and once ``EPIKG_RUN_LEASE_SECONDS`` pass any
worker (or ``run_conditions --resume``) takes the chunk over and answers only what is missing.

The answering side (``retrieval.conditions``, ``retrieval.generation``) receives the question's
text, patient, admissions and category — never a reference answer: this module does not read
``ReferenceAnswer`` at all.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import logging
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings as django_settings
from django.db import IntegrityError, transaction
from django.db.models import F, Q
from django.utils import timezone

from benchmark.models import Question, Run, RunChunk, RunPrediction, TaskGold
from retrieval.conditions import Condition, QuestionContext, get_condition
from retrieval.models import Dataset

log = logging.getLogger("benchmark.runs")
#: Settings a run accepts besides a condition's own (``Condition.defaults``).
GENERATION_SETTINGS = {"temperature", "max_tokens", "api_base", "timeout", "retries", "extra", "cache",
                       "mock_response"}
#: Passages of these conditions are whole notes: the stored evidence keeps their offsets, not a
#: second copy of the note text (the prompt has it).
_NOTE_PASSAGE_CONDITIONS = ("C1b", "C6", "C4g+", "RecentNotes:")


class RunError(ValueError):
    """A run that cannot be created or resumed as asked; the message says why."""


@dataclass(frozen=True)
class Progress:
    total: int
    done: int
    errors: int
    eta_seconds: float | None
    status: str


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"


def code_versions(condition: Condition) -> dict:
    """Versions of the rules, prompts and models the answers depend on (part of the config hash)."""
    from retrieval.conditions.intent import intent_rules
    from retrieval.generation.prompts import prompts

    versions = {"prompts": f"{prompts().version}:{prompts().digest}", "intent_rules": intent_rules().version,
                "extractive_reader": "1"}
    if condition.kind in {"C3", "C4", "C4g", "C4g_oracle", "C4g+", "C7"}:
        from retrieval.graph.build import build_version
        versions["kg_build"] = build_version()
    if condition.kind in {"C2b", "RAG"}:
        from retrieval.conditions.dense import embedder_path
        versions["embedder"] = embedder_path().rsplit("/site-packages/", 1)[-1]
        versions["query_prefix"] = getattr(django_settings, "EPIKG_EMBEDDER_QUERY_PREFIX", "")
    return versions


def config_hash(config: dict) -> str:
    return hashlib.sha256(json.dumps(config, sort_keys=True, default=str).encode()).hexdigest()


def _check_settings(condition: Condition, settings: dict) -> None:
    unknown = set(settings) - set(condition.defaults) - GENERATION_SETTINGS
    if unknown:
        raise RunError(
            f"{condition.id}: unknown setting(s) {', '.join(sorted(unknown))}; this condition takes "
            f"{', '.join(sorted(set(condition.defaults) | GENERATION_SETTINGS))}")


#: Conditions that can run paper 001's extraction tasks: those reading the notes themselves (the
#: graph conditions answer questions about concepts, and the discharge summary is after the cutoff).
TASK_CONDITION_KINDS = {"C1", "C2", "C2b", "C6", "RecentNotes", "RAG"}


def select_task_gold(dataset: Dataset, task: str, question_filter: dict):
    gold = TaskGold.objects.filter(dataset=dataset, task=task)
    if question_filter.get("subjects"):
        gold = gold.filter(subject_id__in=question_filter["subjects"])
    return gold


def select_questions(dataset: Dataset, question_filter: dict):
    questions = Question.objects.filter(dataset=dataset)
    if question_filter.get("categories"):
        questions = questions.filter(category__in=question_filter["categories"])
    if question_filter.get("qids"):
        questions = questions.filter(qid__in=question_filter["qids"])
    if question_filter.get("subjects"):
        questions = questions.filter(subject_id__in=question_filter["subjects"])
    return questions


def run_create(*, dataset_name: str, condition_id: str, model: str, settings: dict | None = None,
               question_filter: dict | None = None, evaluator_versions: dict | None = None, user=None,
               label: str = "", new: bool = False, check_model: bool = True, task: str = "") -> tuple[Run, bool]:
    """The run for this configuration: the existing one with the same configuration hash (so
    running the same command twice resumes instead of starting over) unless ``new``; else a new
    run with one chunk per patient. With ``task`` (imaging, antibiotics, diagnoses) the run
    answers paper 001's extraction task for each admission with task gold instead of the
    dataset's questions. Returns (run, created)."""
    from retrieval.generation import KG_LOOKUP, preflight

    condition = get_condition(condition_id)
    settings = dict(settings or {})
    _check_settings(condition, settings)
    if task:
        if task not in TaskGold.Kind.values:
            raise RunError(f"unknown task {task!r} (tasks: {', '.join(TaskGold.Kind.values)})")
        if condition.kind not in TASK_CONDITION_KINDS:
            raise RunError(f"{condition.id} cannot run an extraction task; use one of C1, C2, C2b, C6, "
                           "RecentNotes:<tokens>, RAG:<N>")
    if not condition.uses_llm:
        model = KG_LOOKUP
    question_filter = {k: sorted(v) for k, v in (question_filter or {}).items() if v}
    try:
        dataset = Dataset.objects.get(name=dataset_name)
    except Dataset.DoesNotExist:
        raise RunError(f"no dataset named {dataset_name!r}") from None
    if check_model and condition.uses_llm and "mock_response" not in settings:
        problems = preflight(model, api_base=settings.get("api_base"))
        if problems:
            raise RunError("the model cannot be called: " + "; ".join(problems))
    versions = code_versions(condition)
    config = {"dataset": dataset.name, "task": task, "condition": condition.id, "model": model,
              "settings": {**condition.defaults, **settings}, "questions": question_filter,
              "evaluators": evaluator_versions or {}, "versions": versions}
    digest = config_hash(config)
    if not new:
        existing = Run.objects.filter(dataset=dataset, config_hash=digest).exclude(status=Run.Status.CANCELLED).first()
        if existing is not None:
            return existing, False
    if task:
        questions = list(select_task_gold(dataset, task, question_filter).order_by("subject_id", "hadm_id")
                         .values_list("pk", "admission__patient_id"))
        if not questions:
            raise RunError(f"dataset {dataset.name!r} has no {task} task gold"
                           + (f" for {question_filter}" if question_filter else ""))
    else:
        questions = list(select_questions(dataset, question_filter).order_by("subject_id", "qid")
                         .values_list("pk", "patient_id"))
        if not questions:
            raise RunError(f"no questions in dataset {dataset.name!r} match {question_filter or 'the run'}")
    by_patient: dict[int, list[int]] = {}
    for pk, patient_id in questions:
        by_patient.setdefault(patient_id, []).append(pk)
    with transaction.atomic():
        run = Run.objects.create(
            dataset=dataset, task=task, condition=condition.id, model=model, settings=settings, question_filter=question_filter,
            evaluator_versions=evaluator_versions or {}, versions=versions, config_hash=digest, label=label,
            total=len(questions), created_by=user,
        )
        RunChunk.objects.bulk_create([RunChunk(run=run, patient_id=p, question_ids=q) for p, q in by_patient.items()])
    log.info("run %s created: %s × %s, %d questions in %d chunks", run.pk, condition.id, model, len(questions),
             len(by_patient))
    return run, True


# -- leasing -----------------------------------------------------------------------------------


def _lease_seconds() -> int:
    return django_settings.EPIKG_RUN_LEASE_SECONDS


def chunk_claim(*, chunk_id: int, worker: str) -> bool:
    """Take the chunk if it is pending or its lease has expired (one UPDATE: two workers cannot
    both win). Returns whether this worker holds it now."""
    now = timezone.now()
    claimable = Q(status=RunChunk.Status.PENDING) | Q(status=RunChunk.Status.RUNNING, lease_until__lt=now) | Q(
        status=RunChunk.Status.RUNNING, worker=worker)
    won = RunChunk.objects.filter(claimable, pk=chunk_id).update(
        status=RunChunk.Status.RUNNING, worker=worker, lease_until=now + dt.timedelta(seconds=_lease_seconds()),
        attempts=F("attempts") + 1,
    )
    return won == 1


def next_chunk(*, run_id: int, worker: str) -> RunChunk | None:
    """Lease any claimable chunk of the run (pending first, then expired leases)."""
    now = timezone.now()
    candidates = RunChunk.objects.filter(
        Q(status=RunChunk.Status.PENDING) | Q(status=RunChunk.Status.RUNNING, lease_until__lt=now)
        | Q(status=RunChunk.Status.RUNNING, worker=worker), run_id=run_id,
    ).order_by("status", "pk").values_list("pk", flat=True)[:20]
    for pk in candidates:
        if chunk_claim(chunk_id=pk, worker=worker):
            return RunChunk.objects.get(pk=pk)
    return None


def _release(chunk: RunChunk, worker: str) -> None:
    """Give the chunk back (stopped on purpose: Ctrl-C, cancel), so a resume need not wait for
    the lease to expire; what was answered stays answered."""
    RunChunk.objects.filter(pk=chunk.pk, worker=worker, status=RunChunk.Status.RUNNING).update(
        status=RunChunk.Status.PENDING, worker="", lease_until=None)


def _renew(chunk: RunChunk, worker: str) -> bool:
    """Extend the lease; False if another worker has taken the chunk over (then stop)."""
    return RunChunk.objects.filter(pk=chunk.pk, worker=worker, status=RunChunk.Status.RUNNING).update(
        lease_until=timezone.now() + dt.timedelta(seconds=_lease_seconds())) == 1


# -- executing ---------------------------------------------------------------------------------


def _stored_evidence(condition_id: str, evidence) -> dict:
    data = evidence.to_json()
    if condition_id.startswith(_NOTE_PASSAGE_CONDITIONS):
        for passage in data["passages"]:
            if passage.get("score") is None:
                passage["text"] = None  # the whole note: recoverable from note_id and offsets
    data.pop("text", None)  # the prompt holds it
    return data


def answer_one(run: Run, condition: Condition, question: Question) -> RunPrediction:
    """Retrieve and answer one question; a failure is recorded on the prediction, not raised."""
    from retrieval.generation import answer_question

    ctx = QuestionContext(patient_id=question.patient_id, subject_id=question.subject_id, question=question.text,
                          hadm_ids=tuple(question.hadm_ids or ()), category=question.category, qid=question.qid)
    return _answer(run, condition, ctx, RunPrediction(run=run, question=question, qid=question.qid),
                   lambda evidence, options: answer_question(question.text, evidence, model=run.model,
                                                             options=options))


def answer_task_one(run: Run, condition: Condition, gold: TaskGold) -> RunPrediction:
    """Paper 001's task for one admission: its notes before the cutoff only."""
    from retrieval.generation import answer_task
    from retrieval.generation.tasks import tasks

    ctx = QuestionContext(patient_id=gold.admission.patient_id, subject_id=gold.subject_id,
                          question=tasks().queries[run.task], hadm_ids=(gold.hadm_id,), cutoff=gold.cutoff,
                          admissions_only=True, qid=f"{run.task}:{gold.hadm_id}")
    return _answer(run, condition, ctx, RunPrediction(run=run, task_gold=gold, qid=ctx.qid),
                   lambda evidence, options: answer_task(run.task, evidence, model=run.model, options=options))


def _answer(run: Run, condition: Condition, ctx: QuestionContext, prediction: RunPrediction, generate
            ) -> RunPrediction:
    """Retrieve with the run's condition settings, generate with its generation settings, and fill
    the prediction; a failure is recorded on it, never raised (one question must not stop a run)."""
    overrides = {k: v for k, v in run.settings.items() if k in condition.defaults}
    options = {k: v for k, v in run.settings.items() if k in GENERATION_SETTINGS}
    try:
        evidence = condition.retrieve(ctx, **overrides)
        generation, prompt, template = generate(evidence, options)
    except Exception as exc:  # provider and retrieval errors are many types; each is recorded
        log.warning("run %s %s failed: %s", run.pk, ctx.qid, type(exc).__name__)
        prediction.error = f"{type(exc).__name__}: {str(exc)[:500]}"
        return prediction
    _fill(prediction, evidence, generation, prompt, template, condition)
    return prediction


def _fill(prediction: RunPrediction, evidence, generation, prompt: str, template: str, condition: Condition) -> None:
    prediction.answer = generation.answer
    prediction.prompt = prompt
    prediction.template = template
    prediction.evidence = _stored_evidence(condition.id, evidence)
    prediction.intent = evidence.intent or ""
    prediction.evidence_tokens = evidence.tokens
    prediction.prompt_tokens = generation.prompt_tokens
    prediction.completion_tokens = generation.completion_tokens
    prediction.retrieval_ms = evidence.retrieval_ms
    prediction.latency_ms = generation.latency_ms
    prediction.cost_usd = generation.cost_usd
    prediction.cached = generation.cached
    prediction.params = generation.params
    prediction.error = generation.error


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


def chunk_execute(chunk: RunChunk, *, worker: str, on_prediction: Callable[[RunPrediction], None] | None = None,
                  stop: Callable[[], bool] | None = None) -> int:
    """Answer the chunk's unanswered questions, checkpointing each; returns how many were stored.
    Stops early (chunk left running, lease kept until it expires) when the run is cancelled,
    ``stop()`` says so, or another worker took the chunk over."""
    run = chunk.run
    condition = get_condition(run.condition)
    if run.task:
        answered = set(RunPrediction.objects.filter(run=run, task_gold_id__in=chunk.question_ids)
                       .values_list("task_gold_id", flat=True))
        todo = TaskGold.objects.filter(pk__in=[g for g in chunk.question_ids if g not in answered]).select_related(
            "admission").order_by("hadm_id")
        answer = answer_task_one
    else:
        answered = set(RunPrediction.objects.filter(run=run, question_id__in=chunk.question_ids)
                       .values_list("question_id", flat=True))
        todo = Question.objects.filter(pk__in=[q for q in chunk.question_ids if q not in answered]).order_by("qid")
        answer = answer_one
    stored = 0
    for item in todo:
        if (stop and stop()) or Run.objects.filter(pk=run.pk, cancel_requested=True).exists():
            _release(chunk, worker)
            return stored
        prediction = answer(run, condition, item)
        if _save(prediction):
            stored += 1
            if on_prediction:
                on_prediction(prediction)
        if not _renew(chunk, worker):
            log.warning("run %s: chunk %s was taken over by another worker; stopping", run.pk, chunk.pk)
            return stored
    RunChunk.objects.filter(pk=chunk.pk, worker=worker).update(
        status=RunChunk.Status.DONE, finished_at=timezone.now(), lease_until=None)
    return stored


def run_start(run: Run) -> None:
    Run.objects.filter(pk=run.pk, started_at__isnull=True).update(started_at=timezone.now())
    Run.objects.filter(pk=run.pk, status=Run.Status.QUEUED).update(status=Run.Status.RUNNING)


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
        Run.objects.filter(pk=run_id).exclude(status__in=[Run.Status.CANCELLED]).update(
            status=Run.Status.SUCCEEDED, finished_at=timezone.now())
    return Run.objects.get(pk=run_id)


def run_work(run_id: int, *, worker: str | None = None, on_prediction=None, stop=None) -> Run:
    """Execute chunks of the run until none is left to lease (the CLI's foreground mode)."""
    worker = worker or worker_name()
    run = Run.objects.get(pk=run_id)
    if run.cancel_requested:
        return run_finalize(run_id)
    if run.finished and not run.cancel_requested and RunChunk.objects.filter(run=run).exclude(
            status=RunChunk.Status.DONE).exists():
        Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, finished_at=None)
    run_start(run)
    while True:
        if stop and stop():
            break
        chunk = next_chunk(run_id=run_id, worker=worker)
        if chunk is None:
            break
        chunk_execute(chunk, worker=worker, on_prediction=on_prediction, stop=stop)
        if Run.objects.filter(pk=run_id, cancel_requested=True).exists():
            break
    return run_finalize(run_id)


def run_cancel(run: Run) -> Run:
    """Ask every worker to stop after its current question; the run is then Cancelled."""
    Run.objects.filter(pk=run.pk).update(cancel_requested=True)
    if not RunChunk.objects.filter(run=run, status=RunChunk.Status.RUNNING, lease_until__gte=timezone.now()).exists():
        return run_finalize(run.pk)
    return Run.objects.get(pk=run.pk)


def run_resume(run: Run) -> Run:
    """Make a stopped run runnable again: chunks not done become pending (only predictions that
    are missing will be made)."""
    if run.status == Run.Status.SUCCEEDED:
        return run
    RunChunk.objects.filter(run=run).exclude(status=RunChunk.Status.DONE).filter(
        Q(lease_until__isnull=True) | Q(lease_until__lt=timezone.now())).update(
        status=RunChunk.Status.PENDING, worker="", lease_until=None)
    Run.objects.filter(pk=run.pk).update(cancel_requested=False, status=Run.Status.QUEUED, finished_at=None)
    run_refresh_counts(run.pk)
    return Run.objects.get(pk=run.pk)


def run_enqueue(run: Run) -> int:
    """One Celery task per unfinished chunk, sent after the surrounding transaction commits."""
    from benchmark.tasks import execute_run_chunk

    chunk_ids = list(RunChunk.objects.filter(run=run).exclude(status=RunChunk.Status.DONE).values_list("pk", flat=True))
    for pk in chunk_ids:
        transaction.on_commit(lambda pk=pk: execute_run_chunk.delay(run.pk, pk))
    return len(chunk_ids)


def run_progress(run: Run) -> Progress:
    eta = None
    if run.started_at and run.done and not run.finished:
        elapsed = (timezone.now() - run.started_at).total_seconds()
        eta = elapsed / run.done * (run.total - run.done)
    return Progress(run.total, run.done, run.errors, eta, run.status)


def runs_by_ids(ids: list[int]) -> list[Run]:
    """The runs with these ids, in the order given; an id that names no run is an error."""
    runs = {r.pk: r for r in Run.objects.filter(pk__in=ids).select_related("dataset")}
    missing = [i for i in dict.fromkeys(ids) if i not in runs]
    if missing:
        raise RunError(f"no run with id {', '.join(map(str, missing))}")
    return [runs[i] for i in dict.fromkeys(ids)]
