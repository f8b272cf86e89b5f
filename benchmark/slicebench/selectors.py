"""The reads SliceBench needs: encounters per patient, the runs that scored the ladder's
conditions, and their scores. Plain rows (tuples and dicts), no model instances leave here."""

from __future__ import annotations

from django.db.models import Count, Max

from benchmark.models import DatasetRelease, PredictionScore, Run
from retrieval.models import Dataset, Patient


def encounter_counts(dataset: Dataset) -> dict[int, int]:
    """subject_id → number of admissions (encounters) in the corpus, for every patient of the dataset."""
    return dict(Patient.objects.filter(dataset=dataset).annotate(n=Count("admissions"))
                .values_list("subject_id", "n"))


def _question_scores(dataset: Dataset):
    return PredictionScore.objects.filter(run__dataset=dataset, run__task="", question__isnull=False)


def score_sources(dataset: Dataset) -> list[str]:
    """Evaluators with scores on the dataset's question runs."""
    return sorted(set(_question_scores(dataset).values_list("evaluator", flat=True).distinct()))


def released_reference(dataset: Dataset) -> str | None:
    """The dataset's released reference version, or None when none is set."""
    return DatasetRelease.objects.filter(dataset=dataset).values_list("reference_version", flat=True).first() or None


def scored_runs(dataset: Dataset, *, conditions: list[str], evaluator: str) -> list[dict]:
    """Runs of ``conditions`` on the dataset scored by ``evaluator``: id, condition, model and the
    reference versions they were scored against, newest run first."""
    rows = (_question_scores(dataset).filter(evaluator=evaluator, run__condition__in=conditions)
            .values_list("run_id", "run__condition", "run__model", "reference_version").distinct())
    runs: dict[int, dict] = {}
    for run_id, condition, model, reference in rows:
        runs.setdefault(run_id, {"run_id": run_id, "condition": condition, "model": model, "references": set()})
        runs[run_id]["references"].add(reference)
    return sorted(runs.values(), key=lambda r: -r["run_id"])


def newest_evaluator_version(run_ids: list[int], *, evaluator: str, reference: str) -> str | None:
    """The evaluator version of the newest score row of these runs against ``reference``."""
    row = (PredictionScore.objects.filter(run_id__in=run_ids, evaluator=evaluator, reference_version=reference)
           .values("evaluator_version").annotate(last=Max("pk")).order_by("-last").first())
    return row["evaluator_version"] if row else None


def step_scores(run_ids: list[int], *, evaluator_version: str, reference: str) -> list[tuple]:
    """(run_id, qid, subject_id, value) of every question score of these runs."""
    return list(PredictionScore.objects.filter(run_id__in=run_ids, evaluator_version=evaluator_version,
                                               reference_version=reference, question__isnull=False)
                .values_list("run_id", "prediction__qid", "question__subject_id", "value"))


def run_exists(run_ids: list[int]) -> set[int]:
    return set(Run.objects.filter(pk__in=run_ids).values_list("pk", flat=True))
