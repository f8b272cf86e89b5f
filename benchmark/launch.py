"""Launching runs from the page: the launch form's choices turned into runs, in one step.

Above ``benchmark.runs`` (which must not know the evaluators: they read reference answers): it
fixes the evaluator versions a run will be scored with when it finishes, saves the chosen
questions as a named sample when asked, and estimates what a launch would cost.
"""

from __future__ import annotations

from django.db import IntegrityError, transaction

from benchmark.models import QuestionSample
from benchmark.runs.config import select_questions
from benchmark.runs.service import Estimate, Launched, RunError, run_estimate, run_launch
from benchmark.scoring import ScoringError, evaluator_versions_for
from retrieval.models import Dataset


def _evaluators(data: dict) -> dict[str, str]:
    try:
        return evaluator_versions_for(data.get("evaluators") or []) if not data.get("task") else {}
    except ScoringError as exc:
        raise RunError(str(exc)) from None


def sample_save(*, dataset: Dataset, name: str, question_filter: dict, user=None) -> QuestionSample:
    """Save the questions ``question_filter`` selects as a named sample of the dataset."""
    qids = list(select_questions(dataset, question_filter).order_by("qid").values_list("qid", flat=True))
    if not qids:
        raise RunError(f"no questions of dataset {dataset.name!r} match {question_filter or 'the filter'}")
    try:
        with transaction.atomic():
            return QuestionSample.objects.create(dataset=dataset, name=name.strip(), qids=qids, created_by=user)
    except IntegrityError:
        raise RunError(f"dataset {dataset.name!r} already has a sample named {name.strip()!r}") from None


def launch_from_form(data: dict, *, user=None) -> tuple[list[Launched], QuestionSample | None]:
    """Launch the form's runs (all or nothing, with the sample if one is to be saved)."""
    with transaction.atomic():
        sample = None
        if (data.get("save_sample_as") or "").strip() and not data.get("task"):
            sample = sample_save(dataset=data["dataset"], name=data["save_sample_as"],
                                 question_filter=data["question_filter"], user=user)
        launched = run_launch(
            dataset_name=data["dataset"].name, condition_ids=data["condition_ids"], model=data["model"].strip(),
            settings=data["settings"], task=data["task"], label=data["label"], new=data["new"], queue=True,
            question_filter=data["question_filter"], user=user, evaluator_versions=_evaluators(data))
    return launched, sample


def estimate_from_form(data: dict) -> list[Estimate]:
    return run_estimate(dataset_name=data["dataset"].name, condition_ids=data["condition_ids"],
                        model=data["model"].strip(), settings=data["settings"], task=data["task"],
                        question_filter=data["question_filter"], evaluator_versions=_evaluators(data))
