"""Scoring runs: every prediction of a run against one reference version with one evaluator
version, stored as ``PredictionScore`` rows (idempotent: scoring again adds only what is missing).

This is the one place where answers meet reference answers. The answering code never reaches
here (``retrieval/`` does not import ``benchmark``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

from django.db import transaction

from benchmark.evaluators import get_evaluator
from benchmark.models import PredictionScore, ReferenceAnswer, Run

BATCH = 500


class ScoringError(ValueError):
    pass


@dataclass
class ScoreSummary:
    run_id: int
    condition: str
    model: str
    evaluator_version: str
    reference_version: str
    scored: int = 0
    already: int = 0
    missing_reference: list[str] = field(default_factory=list)
    total: float = 0.0
    n: int = 0
    by_category: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    @property
    def accuracy(self) -> float | None:
        return self.total / self.n if self.n else None


def reference_versions(dataset_id: int) -> list[str]:
    return sorted(set(ReferenceAnswer.objects.filter(question__dataset_id=dataset_id).values_list("version", flat=True)))


def make_evaluator(name: str, run: Run, **options):
    """The evaluator; the judge learns which model answered, so it can refuse to judge itself."""
    if name == "judge":
        return get_evaluator("judge", answering_model=run.model, **options)
    if options:
        raise ScoringError(f"evaluator {name!r} takes no options (got {', '.join(sorted(options))})")
    return get_evaluator(name)


#: The version of the task scoring below (paper 001's metrics from benchmark.task_metrics).
TASK_EVALUATOR = "task_metrics"
TASK_EVALUATOR_VERSION = "task_metrics@1"
TASK_REFERENCE = "task_gold"
#: The number a task prediction is scored by (all the others are kept in the score's details).
TASK_PRIMARY = {"imaging": "modality_date_location F1", "antibiotics": "timespan Jaccard", "diagnoses": "CCSR F1"}


def task_metrics_for(task: str, answer: str, gold) -> tuple[float, dict]:
    """Paper 001's metrics of one admission's answer: (primary value, every metric)."""
    from benchmark import task_metrics as tm

    cutoff = gold.cutoff.date().isoformat() if gold.cutoff else None
    if task == "imaging":
        result = tm.imaging_scores(tm.parse_imaging_answer(answer, reference=cutoff), gold.items, reference=cutoff)
        value = result["modality_date_location"]["f1"]
    elif task == "antibiotics":
        result = tm.antibiotic_scores(tm.parse_antibiotic_answer(answer, reference=cutoff), gold.items, as_of=cutoff)
        value = result["timespan_jaccard"]
    else:
        result = tm.diagnosis_scores(tm.parse_diagnosis_answer(answer), [i["icd10"] for i in gold.items])
        value = result["ccsr"]["f1"]
    return (0.0 if value is None else float(value)), result


def score_task_run(*, run: Run, progress: Callable[[int], None] | None = None) -> ScoreSummary:
    """Score a task run's predictions against the admissions' task gold with paper 001's metrics."""
    summary = ScoreSummary(run.pk, run.condition, run.model, TASK_EVALUATOR_VERSION, TASK_REFERENCE)
    done = set(PredictionScore.objects.filter(run=run, evaluator_version=TASK_EVALUATOR_VERSION)
               .values_list("prediction_id", flat=True))
    pending = []
    for prediction in run.predictions.select_related("task_gold").order_by("qid").iterator(chunk_size=BATCH):
        if prediction.pk in done:
            summary.already += 1
            continue
        gold = prediction.task_gold
        value, details = task_metrics_for(run.task, prediction.answer, gold)
        label = "correct" if value >= 1 else ("incorrect" if value == 0 else "partial")
        pending.append(PredictionScore(
            run=run, prediction=prediction, task_gold=gold, evaluator=TASK_EVALUATOR,
            evaluator_version=TASK_EVALUATOR_VERSION, reference_version=TASK_REFERENCE, value=value, label=label,
            reason=f"{TASK_PRIMARY[run.task]} {value:.3f}", details=_jsonable(details),
        ))
        if len(pending) >= BATCH:
            summary.scored += _flush(pending)
            if progress:
                progress(summary.scored + summary.already)
    summary.scored += _flush(pending)
    for value in PredictionScore.objects.filter(run=run, evaluator_version=TASK_EVALUATOR_VERSION).values_list(
            "value", flat=True):
        summary.by_category[run.task].append(value)
        summary.total += value
        summary.n += 1
    return summary


def _jsonable(value):
    import json

    return json.loads(json.dumps(value, default=str))


def score_run(*, run: Run, evaluator_name: str, reference_version: str = "v3", evaluator_options: dict | None = None,
              progress: Callable[[int], None] | None = None) -> ScoreSummary:
    """Score every prediction of ``run`` not yet scored by this evaluator version against
    ``reference_version``; return the run's full tally under that pair. A task run (paper 001) is
    scored with the task metrics against its task gold whatever the evaluator asked for."""
    if run.task:
        if evaluator_name not in (TASK_EVALUATOR, "task"):
            raise ScoringError(f"run {run.pk} is a {run.task} task run: score it with --evaluator task")
        return score_task_run(run=run, progress=progress)
    evaluator = make_evaluator(evaluator_name, run, **(evaluator_options or {}))
    known = reference_versions(run.dataset_id)
    if reference_version not in known:
        raise ScoringError(f"dataset {run.dataset.name!r} has no reference version {reference_version!r} "
                           f"(versions: {', '.join(known) or 'none'})")
    references = {r.question_id: r for r in ReferenceAnswer.objects.filter(
        question__in=run.predictions.values("question_id"), version=reference_version)}
    summary = ScoreSummary(run.pk, run.condition, run.model, evaluator.version, reference_version)
    done = set(PredictionScore.objects.filter(run=run, evaluator_version=evaluator.version,
                                              reference_version=reference_version).values_list("prediction_id", flat=True))
    pending: list[PredictionScore] = []
    predictions = run.predictions.select_related("question").only(
        "id", "qid", "answer", "question__id", "question__category", "question__text").order_by("qid")
    for prediction in predictions.iterator(chunk_size=BATCH):
        reference = references.get(prediction.question_id)
        if reference is None:
            summary.missing_reference.append(prediction.qid)
            continue
        if prediction.pk in done:
            summary.already += 1
            continue
        score = evaluator.score(prediction.question.category, prediction.question.text, prediction.answer,
                                {"answer": reference.answer, "structure": reference.structure})
        pending.append(PredictionScore(
            run=run, prediction=prediction, question_id=prediction.question_id, evaluator=evaluator.name,
            evaluator_version=evaluator.version, reference=reference, reference_version=reference_version,
            value=score.value, label=score.label, reason=score.reason, details=score.details,
        ))
        if len(pending) >= BATCH:
            summary.scored += _flush(pending)
            if progress:
                progress(summary.scored + summary.already)
    summary.scored += _flush(pending)
    for category, value in PredictionScore.objects.filter(
            run=run, evaluator_version=evaluator.version, reference_version=reference_version).values_list(
            "question__category", "value"):
        summary.by_category[category].append(value)
        summary.total += value
        summary.n += 1
    return summary


def _flush(pending: list[PredictionScore]) -> int:
    if not pending:
        return 0
    with transaction.atomic():
        created = PredictionScore.objects.bulk_create(pending, ignore_conflicts=True, batch_size=BATCH)
    count = len(created)
    pending.clear()
    return count
