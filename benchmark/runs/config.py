"""What a run is: its configuration, the versions that pin it, and its questions in chunks.

A run is identified by the hash of (dataset, task, condition, model, settings, question filter,
evaluator versions, versions). The versions come from ``retrieval.answering`` — each component
that shapes an answer names a digest of its own code and data, and the inputs it reads for the
run's patients (their notes; for graph conditions the build state of their graphs) — so editing
any of them, adding a note or rebuilding a graph makes the same command start a new run instead
of resuming an old one with answers of two kinds. A graph condition over a patient whose graph
is not built by the current code is refused, naming the patients.
"""

from __future__ import annotations

import hashlib
import json
import logging

from django.db import transaction

from benchmark.models.questions import Question, TaskItem
from benchmark.models.runs import Run, RunChunk
from retrieval import answering
from retrieval.models import Dataset

log = logging.getLogger("benchmark.runs")


class RunError(ValueError):
    """A run that cannot be created or resumed as asked; the message says why."""


def config_hash(config: dict) -> str:
    return hashlib.sha256(json.dumps(config, sort_keys=True, default=str).encode()).hexdigest()


def select_questions(dataset: Dataset, question_filter: dict):
    questions = Question.objects.filter(dataset=dataset)
    if question_filter.get("categories"):
        questions = questions.filter(category__in=question_filter["categories"])
    if question_filter.get("qids"):
        questions = questions.filter(qid__in=question_filter["qids"])
    if question_filter.get("subjects"):
        questions = questions.filter(subject_id__in=question_filter["subjects"])
    return questions


def select_task_items(dataset: Dataset, task: str, question_filter: dict):
    items = TaskItem.objects.filter(dataset=dataset, task=task)
    if question_filter.get("subjects"):
        items = items.filter(subject_id__in=question_filter["subjects"])
    return items


def run_configuration(*, dataset: Dataset, condition_id: str, model: str, settings: dict, question_filter: dict,
                      evaluator_versions: dict, task: str) -> dict:
    """The configuration a run is identified by (its hash is ``Run.config_hash``)."""
    condition = answering.get_condition(condition_id)
    return {"dataset": dataset.name, "task": task, "condition": condition.id, "model": model,
            "settings": {**condition.defaults, **settings}, "questions": question_filter,
            "evaluators": evaluator_versions,
            "versions": answering.answering_versions(condition_id=condition.id, model=model, task=task)}


def run_digest(*, dataset: Dataset, condition_id: str, model: str, settings: dict, question_filter: dict,
               evaluator_versions: dict, task: str, patient_ids) -> tuple[str, dict]:
    """The configuration hash of a run and its configuration, with the digests of the inputs it
    reads for these patients (notes, graph builds). A graph not built by the current code is a
    ``RunError`` that says which patients."""
    try:
        inputs = answering.input_versions(condition_id=condition_id, patient_ids=patient_ids)
    except answering.AnsweringError as exc:
        raise RunError(str(exc)) from None
    config = run_configuration(dataset=dataset, condition_id=condition_id, model=model, settings=settings,
                               question_filter=question_filter, evaluator_versions=evaluator_versions, task=task)
    config["versions"].update(inputs)
    return config_hash(config), config


def run_create(*, dataset_name: str, condition_id: str, model: str, settings: dict | None = None,
               question_filter: dict | None = None, evaluator_versions: dict | None = None, user=None,
               label: str = "", new: bool = False, check_model: bool = True, task: str = "") -> tuple[Run, bool]:
    """The run for this configuration: the existing one with the same configuration hash (so
    running the same command twice resumes instead of starting over) unless ``new``; else a new
    run with one chunk per patient. With ``task`` (imaging, antibiotics, diagnoses) the run
    answers paper 001's extraction task for each admission with a task item instead of the
    dataset's questions. Returns (run, created)."""
    try:
        condition = answering.get_condition(condition_id)
        settings = dict(settings or {})
        answering.check_settings(condition.id, settings)
        if task:
            answering.check_task(condition.id, task)
    except (answering.AnsweringError, answering.UnknownCondition) as exc:
        raise RunError(str(exc)) from None
    model = answering.answering_model(condition.id, model)
    question_filter = {k: sorted(v) for k, v in (question_filter or {}).items() if v}
    try:
        dataset = Dataset.objects.get(name=dataset_name)
    except Dataset.DoesNotExist:
        raise RunError(f"no dataset named {dataset_name!r}") from None
    if check_model:
        problems = answering.check_model(model, settings)
        if problems:
            raise RunError("the model cannot be called: " + "; ".join(problems))
    if task:
        questions = list(select_task_items(dataset, task, question_filter).order_by("subject_id", "hadm_id")
                         .values_list("pk", "admission__patient_id"))
        if not questions:
            raise RunError(f"dataset {dataset.name!r} has no {task} task items"
                           + (f" for {question_filter}" if question_filter else ""))
    else:
        questions = list(select_questions(dataset, question_filter).order_by("subject_id", "qid")
                         .values_list("pk", "patient_id"))
        if not questions:
            raise RunError(f"no questions in dataset {dataset.name!r} match {question_filter or 'the run'}")
    digest, config = run_digest(dataset=dataset, condition_id=condition.id, model=model, settings=settings,
                                question_filter=question_filter, evaluator_versions=evaluator_versions or {},
                                task=task, patient_ids={p for _, p in questions})
    if not new:
        existing = Run.objects.filter(dataset=dataset, config_hash=digest).exclude(status=Run.Status.CANCELLED).first()
        if existing is not None:
            return existing, False
    by_patient: dict[int, list[int]] = {}
    for pk, patient_id in questions:
        by_patient.setdefault(patient_id, []).append(pk)
    with transaction.atomic():
        run = Run.objects.create(
            dataset=dataset, task=task, condition=condition.id, model=model, settings=settings,
            question_filter=question_filter, evaluator_versions=evaluator_versions or {},
            versions=config["versions"], config_hash=digest, label=label, total=len(questions), created_by=user,
        )
        RunChunk.objects.bulk_create([RunChunk(run=run, patient_id=p, question_ids=q) for p, q in by_patient.items()])
    log.info("run %s created: %s × %s, %d questions in %d chunks", run.pk, condition.id, model, len(questions),
             len(by_patient))
    return run, True
