"""Who may see benchmark pages. Reference answers are for authors and admins: physicians rate
blind, and must not meet the reference before they judge an answer."""

from __future__ import annotations

from django.shortcuts import get_object_or_404

from benchmark.models import Question, Run, RunPrediction
from epikg_core.roles import ADMIN, AUTHOR, user_roles
from retrieval.access import get_dataset_for_user, refuse, require_text_id


def can_see_references(user) -> bool:
    return bool(user_roles(user) & {AUTHOR, ADMIN})


def get_question_for_user(user, dataset_name: str, qid: str) -> Question:
    dataset = get_dataset_for_user(user, dataset_name)
    return get_object_or_404(
        Question.objects.select_related("dataset", "patient"), dataset=dataset, qid=require_text_id(qid, "question")
    )


def can_see_runs(user) -> bool:
    """Runs show which condition gave which answer: not for physicians, who rate blinded."""
    return bool(user_roles(user) & {AUTHOR, ADMIN})


def require_run_access(user) -> None:
    if not can_see_runs(user):
        raise refuse(user, "Runs are visible to authors and admins only (physicians rate blinded).")


def get_run_for_user(user, run_id: int) -> Run:
    require_run_access(user)
    return get_object_or_404(Run.objects.select_related("dataset", "created_by"), pk=run_id)


def get_prediction_for_user(user, run_id: int, prediction_id: int) -> RunPrediction:
    require_run_access(user)
    return get_object_or_404(RunPrediction.objects.select_related("run__dataset", "question__patient"),
                             run_id=run_id, pk=prediction_id)
