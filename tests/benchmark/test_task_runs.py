"""Paper 001's extraction tasks as runs: notes before the cutoff only, scored with the task metrics."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command

from benchmark.models import PredictionScore, RunPrediction, TaskItem
from benchmark.reports import build_report
from benchmark.runs import RunError, run_create, run_work
from benchmark.scoring import ScoringError, score_run, task_evaluator_version
from retrieval.models import Note
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm"


def task_run(condition: str, task: str = "imaging", **kwargs):
    run, created = run_create(dataset_name="kg", condition_id=condition, model="extractive", task=task, **kwargs)
    assert created
    return run_work(run.pk)


def test_a_task_run_answers_each_admission_from_its_notes_before_the_cutoff(cohort):  # noqa: F811
    run = task_run("RecentNotes:64000")
    items = TaskItem.objects.filter(dataset=cohort, task="imaging")
    assert run.total == run.done == items.count() > 0 and run.errors == 0
    for prediction in RunPrediction.objects.filter(run=run).select_related("task_item"):
        assert prediction.qid == f"imaging:{prediction.task_item.hadm_id}" and prediction.question_id is None
        assert isinstance(json.loads(prediction.answer), list)
        note_ids = [p["note_id"] for p in prediction.evidence["passages"]]
        notes = Note.objects.filter(dataset=cohort, note_id__in=note_ids)
        assert notes.count() == len(set(note_ids)) > 0
        for note in notes:  # the discharge summary and later notes are never shown
            assert note.hadm_id == prediction.task_item.hadm_id and note.charttime < prediction.task_item.cutoff


def test_dense_task_retrieval_keeps_to_the_admission_and_cutoff(cohort):  # noqa: F811
    run = task_run("RAG:20", task="antibiotics")
    prediction = RunPrediction.objects.filter(run=run).select_related("task_item").first()
    passages = prediction.evidence["passages"]
    assert 0 < len(passages) <= 20
    cutoff = prediction.task_item.cutoff.date().isoformat()
    assert all(p["hadm_id"] == prediction.task_item.hadm_id and p["charttime"] <= cutoff for p in passages)


def test_task_runs_are_scored_with_the_task_metrics_and_drawn_as_curves(cohort):  # noqa: F811
    runs = [task_run(c, task="antibiotics") for c in ("C1", "RecentNotes:2560", "RecentNotes:7680", "RAG:20", "RAG:60")]
    for run in runs:
        summary = score_run(run=run, evaluator_name="task")
        assert summary.n == run.total and summary.evaluator_version == task_evaluator_version()
        assert summary.evaluator_version.startswith("task_metrics@")
    assert score_run(run=runs[0], evaluator_name="task").accuracy == 0.0  # nothing retrieved, nothing extracted
    score = PredictionScore.objects.filter(run=runs[1]).first()
    assert score.task_gold.version == "v1" and score.reference_id is None
    assert score.reference_version == "task_gold@v1"
    assert {"name", "timespan_jaccard", "per_drug"} <= set(score.details)
    with pytest.raises(ScoringError, match="score it with --evaluator task"):
        score_run(run=runs[1], evaluator_name="keyword_v2")
    report = build_report(runs=runs, evaluator="keyword_v2", n_resamples=200)
    assert report.evaluator == task_evaluator_version() and report.reference_version == "task_gold@v1"
    curve = report.curves[0]
    assert curve["model"] == "extractive · antibiotics"
    assert [t for t, _, _ in curve["rag"]] == [2560, 7680] and curve["nad"] is not None


def test_a_task_run_refuses_what_cannot_answer_it(cohort):  # noqa: F811
    with pytest.raises(RunError, match="C4g cannot run an extraction task"):
        run_create(dataset_name="kg", condition_id="C4g", model="extractive", task="imaging")
    with pytest.raises(RunError, match="unknown task 'radiology'"):
        run_create(dataset_name="kg", condition_id="C6", model="extractive", task="radiology")


def test_the_command_runs_a_task(cohort, capsys):  # noqa: F811
    call_command("run_conditions", "--conditions", "RecentNotes:5120", "--task", "diagnoses", "--dataset", "kg",
                 "--no-progress")
    ids = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    call_command("score", str(ids["RecentNotes:5120"]), "--evaluator", "task")
    assert f"{task_evaluator_version()} vs task_gold@v1" in capsys.readouterr().out
