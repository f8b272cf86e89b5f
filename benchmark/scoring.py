"""Scoring runs: every prediction of a run against one reference version with one evaluator
version, stored as ``PredictionScore`` rows (idempotent: scoring again adds only what is missing).

This is the one place where answers meet reference answers. The answering code never reaches
here (``retrieval/`` does not import ``benchmark``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from django.db import transaction

from benchmark import task_metrics
from benchmark.evaluators import get_evaluator
from benchmark.models import PredictionScore, ReferenceAnswer, Run, TaskGold
from benchmark.releases import (
    TASK_GOLD_PREFIX,
    ReleaseError,
    default_reference_version,
    default_task_gold_version,
    require_released_reference,
    task_gold_versions,
)
from epikg_core.versions import files_digest

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
    #: questions the evaluator cannot score (e.g. evidence recall of a reference without spans)
    unscorable: list[str] = field(default_factory=list)
    total: float = 0.0
    n: int = 0
    by_category: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    @property
    def accuracy(self) -> float | None:
        return self.total / self.n if self.n else None


def reference_versions(dataset_id: int) -> list[str]:
    return sorted(set(ReferenceAnswer.objects.filter(question__dataset_id=dataset_id).values_list("version", flat=True)))


def resolve_reference_version(run: Run, reference_version: str | None, *, preview: bool = False) -> str:
    """The reference (or task-gold) version to score ``run`` against: the one named, else the
    dataset's default. A reference version must be released (frozen) unless ``preview`` asks to
    score against a draft to see what releasing it would change (the references page's Rescore)."""
    try:
        if run.task:
            return reference_version or default_task_gold_version(run.dataset)
        if not reference_version:
            return default_reference_version(run.dataset, use="a score")
        known = reference_versions(run.dataset_id)
        if reference_version in known and not preview:
            require_released_reference(run.dataset, reference_version, use="a score")
        return reference_version
    except ReleaseError as exc:
        raise ScoringError(str(exc)) from None


def make_evaluator(name: str, run: Run, **options):
    """The evaluator; the judge learns which model answered, so it can refuse to judge itself."""
    if name == "judge":
        return get_evaluator("judge", answering_model=run.model, **options)
    if options:
        raise ScoringError(f"evaluator {name!r} takes no options (got {', '.join(sorted(options))})")
    return get_evaluator(name)


#: The task scoring below (paper 001's metrics from benchmark.task_metrics).
TASK_EVALUATOR = "task_metrics"
#: The number a task prediction is scored by (all the others are kept in the score's details).
TASK_PRIMARY = {"imaging": "modality_date_location F1", "antibiotics": "timespan Jaccard", "diagnoses": "CCSR F1"}


def task_evaluator_version() -> str:
    """The version of the task scoring: a digest of paper 001's metrics (``benchmark.task_metrics``,
    its data files and the date reader it parses answers with), so a change to any of them scores anew."""
    package = Path(task_metrics.__file__).parent
    modules = tuple(f"benchmark.task_metrics.{p.stem}" for p in sorted(package.glob("*.py")) if p.stem != "__init__")
    digest = files_digest(modules=("benchmark.task_metrics", "epikg_core.dates") + modules,
                          files=tuple(sorted((package / "data").glob("*.json"))))
    return f"{TASK_EVALUATOR}@{digest}"


def task_metrics_for(task: str, answer: str, gold: TaskGold) -> tuple[float, dict]:
    """Paper 001's metrics of one admission's answer: (primary value, every metric)."""
    tm = task_metrics
    cutoff = gold.item.cutoff.date().isoformat() if gold.item.cutoff else None
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


def score_task_run(*, run: Run, gold_version: str, progress: Callable[[int], None] | None = None) -> ScoreSummary:
    """Score a task run's predictions against version ``gold_version`` of its task gold with
    paper 001's metrics; each score records the gold row (and so the version) it used."""
    known = task_gold_versions(run.dataset)
    if gold_version not in known:
        raise ScoringError(f"dataset {run.dataset.name!r} has no task-gold version {gold_version!r} "
                           f"(versions: {', '.join(known) or 'none'})")
    reference_version = f"{TASK_GOLD_PREFIX}{gold_version}"
    evaluator_version = task_evaluator_version()
    summary = ScoreSummary(run.pk, run.condition, run.model, evaluator_version, reference_version)
    done = set(PredictionScore.objects.filter(run=run, evaluator_version=evaluator_version,
                                              reference_version=reference_version).values_list("prediction_id", flat=True))
    gold_rows = {g.item_id: g for g in TaskGold.objects.filter(
        item__in=run.predictions.values("task_item_id"), version=gold_version).select_related("item")}
    pending = []
    for prediction in run.predictions.order_by("qid").iterator(chunk_size=BATCH):
        gold = gold_rows.get(prediction.task_item_id)
        if gold is None:
            summary.missing_reference.append(prediction.qid)
            continue
        if prediction.pk in done:
            summary.already += 1
            continue
        value, details = task_metrics_for(run.task, prediction.answer, gold)
        label = "correct" if value >= 1 else ("incorrect" if value == 0 else "partial")
        pending.append(PredictionScore(
            run=run, prediction=prediction, task_gold=gold, evaluator=TASK_EVALUATOR,
            evaluator_version=evaluator_version, reference_version=reference_version, value=value, label=label,
            reason=f"{TASK_PRIMARY[run.task]} {value:.3f}", details=_jsonable(details),
        ))
        if len(pending) >= BATCH:
            summary.scored += _flush(pending)
            if progress:
                progress(summary.scored + summary.already)
    summary.scored += _flush(pending)
    for value in PredictionScore.objects.filter(run=run, evaluator_version=evaluator_version,
                                                reference_version=reference_version).values_list("value", flat=True):
        summary.by_category[run.task].append(value)
        summary.total += value
        summary.n += 1
    return summary


def _jsonable(value):
    import json

    return json.loads(json.dumps(value, default=str))


def score_run(*, run: Run, evaluator_name: str, reference_version: str | None = None,
              evaluator_options: dict | None = None, progress: Callable[[int], None] | None = None,
              preview: bool = False) -> ScoreSummary:
    """Score every prediction of ``run`` not yet scored by this evaluator version against
    ``reference_version`` (default: the dataset's default version), which must be released unless
    ``preview`` (scores against a draft, to see what releasing it changes); return the run's full
    tally under that pair. A task run (paper 001) is scored with the task metrics against a
    task-gold version (``reference_version`` names it; default: the released one)."""
    if run.task:
        if evaluator_name not in (TASK_EVALUATOR, "task"):
            raise ScoringError(f"run {run.pk} is a {run.task} task run: score it with --evaluator task")
        return score_task_run(run=run, gold_version=resolve_reference_version(run, reference_version),
                              progress=progress)
    reference_version = resolve_reference_version(run, reference_version, preview=preview)
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
    reads_evidence = getattr(evaluator, "reads_evidence", False)
    fields = ["id", "qid", "answer", "question__id", "question__category", "question__text"]
    predictions = run.predictions.select_related("question").only(
        *fields, *(["evidence"] if reads_evidence else [])).order_by("qid")
    for prediction in predictions.iterator(chunk_size=BATCH):
        reference = references.get(prediction.question_id)
        if reference is None:
            summary.missing_reference.append(prediction.qid)
            continue
        if prediction.pk in done:
            summary.already += 1
            continue
        if reads_evidence:
            score = evaluator.score(prediction.question.category, prediction.question.text, prediction.answer,
                                    {"answer": reference.answer, "structure": reference.structure,
                                     "evidence": reference.evidence}, evidence=prediction.evidence)
            if score is None:
                summary.unscorable.append(prediction.qid)
                continue
        else:
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


#: Evaluators a run can be scored with from the pages (the judge needs a judge model: ``manage.py score``).
PAGE_EVALUATORS = ("keyword_v2", "keyword_v1", "polarity", "evidence_recall")
#: The registered name of the Celery task that scores runs (benchmark/scoring_tasks.py).
SCORE_RUNS_TASK = "benchmark.score_runs"


def evaluator_versions_for(names) -> dict[str, str]:
    """The versions of these evaluators now (what a launched run records it will be scored with)."""
    unknown = [name for name in names if name not in PAGE_EVALUATORS]
    if unknown:
        raise ScoringError(f"unknown evaluator(s) {', '.join(unknown)} (choose from {', '.join(PAGE_EVALUATORS)})")
    return {name: get_evaluator(name).version for name in names}


def runs_score(*, run_ids: list[int], evaluators: list[str], reference_version: str | None = None,
               preview: bool = False) -> list[ScoreSummary]:
    """Score these runs with each evaluator against one reference version (default: the
    dataset's release; a draft only with ``preview``); idempotent, as ``score_run`` is. A task
    run is scored by its task metrics."""
    runs = {run.pk: run for run in Run.objects.filter(pk__in=run_ids).select_related("dataset")}
    missing = [pk for pk in run_ids if pk not in runs]
    if missing:
        raise ScoringError(f"no run with id {', '.join(map(str, missing))}")
    summaries = []
    for pk in dict.fromkeys(run_ids):
        run = runs[pk]
        for name in ([TASK_EVALUATOR] if run.task else evaluators):
            summaries.append(score_run(run=run, evaluator_name=name, reference_version=reference_version,
                                       preview=preview))
    return summaries


def runs_score_queue(*, run_ids: list[int], evaluators: list[str], reference_version: str | None = None,
                     preview: bool = False) -> int:
    """Queue the scoring of these runs for a worker (after the surrounding transaction commits);
    the checks that can fail at once (unknown run, evaluator or reference, an unreleased reference
    without ``preview``) fail here."""
    from celery import current_app

    evaluator_versions_for(evaluators)
    runs = list(Run.objects.filter(pk__in=run_ids))
    if len(runs) != len(set(run_ids)):
        raise ScoringError("no run with id " + ", ".join(str(pk) for pk in run_ids if pk not in {r.pk for r in runs}))
    for run in runs:
        if not run.finished:
            raise ScoringError(f"run {run.pk} is still {run.get_status_display().lower()}: it is scored when it "
                               "finishes")
        resolve = resolve_reference_version(run, reference_version, preview=preview)
        if not run.task and resolve not in reference_versions(run.dataset_id):
            raise ScoringError(f"dataset {run.dataset.name!r} has no reference version {resolve!r}")
    args = (list(run_ids), list(evaluators), reference_version) + ((True,) if preview else ())
    transaction.on_commit(lambda: current_app.send_task(SCORE_RUNS_TASK, args=args))
    return len(runs)


def run_score_summary(run: Run) -> list[dict]:
    """The run's scores so far: per evaluator version and reference version, n and the mean."""
    from django.db.models import Avg, Count

    return list(PredictionScore.objects.filter(run=run).values("evaluator", "evaluator_version", "reference_version")
                .annotate(n=Count("id"), mean=Avg("value")).order_by("evaluator", "reference_version"))
