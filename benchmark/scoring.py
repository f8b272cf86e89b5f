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
from benchmark.models import PredictionScore, ReferenceAnswer, Run, RunPrediction

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


def score_run(*, run: Run, evaluator_name: str, reference_version: str = "v3", evaluator_options: dict | None = None,
              progress: Callable[[int], None] | None = None) -> ScoreSummary:
    """Score every prediction of ``run`` not yet scored by this evaluator version against
    ``reference_version``; return the run's full tally under that pair."""
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


def unscored_predictions(run: Run) -> int:
    return RunPrediction.objects.filter(run=run, scores__isnull=True).count()
