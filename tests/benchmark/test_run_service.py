"""The run service is the one path: the command and the page launch alike, the executor reads no
gold, and the dataset's release is the one default reference."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test.utils import CaptureQueriesContext

from benchmark.models import Run
from benchmark.releases import release_for
from benchmark.runs import run_create, run_launch, run_work
from benchmark.scoring import score_run
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db

GOLD_TABLES = ("benchmark_referenceanswer", "benchmark_taskgold", "benchmark_datasetrelease",
               "benchmark_predictionscore")


@pytest.mark.parametrize("condition,task", [("C2", ""), ("RecentNotes:5120", "antibiotics"), ("C1", "imaging")])
def test_executing_a_run_reads_no_reference_answer_or_task_gold(cohort, condition, task):  # noqa: F811
    run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive", task=task)
    with CaptureQueriesContext(connection) as queries:
        finished = run_work(run.pk)
    assert finished.status == Run.Status.SUCCEEDED and finished.done == finished.total > 0
    touched = [q["sql"] for q in queries.captured_queries if any(t in q["sql"] for t in GOLD_TABLES)]
    assert touched == [], touched[:1]
    assert len(queries.captured_queries) > finished.total  # the capture saw the run's own queries


def test_the_command_and_the_service_treat_an_identical_configuration_alike(cohort, capsys):  # noqa: F811
    args = ("run_conditions", "--conditions", "C1", "--dataset", "kg", "--categories", "negation", "--no-progress")
    call_command(*args, "--label", "first")
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["C1"]
    call_command(*args, "--label", "a label is not configuration")
    captured = capsys.readouterr()
    assert json.loads(captured.out.strip().splitlines()[-1])["C1"] == first
    assert "already complete (--new starts another)" in captured.err
    (launched,) = run_launch(dataset_name="kg", condition_ids=["C1"], model="extractive",
                             question_filter={"categories": ["negation"]}, label="from the page", queue=False)
    assert (launched.run.pk, launched.state) == (first, "complete")
    call_command(*args, "--new")
    newer = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["C1"]
    assert newer != first and Run.objects.get(pk=newer).status == Run.Status.SUCCEEDED


def test_a_launch_is_all_or_nothing(cohort):  # noqa: F811
    from benchmark.runs import RunError

    with pytest.raises(RunError, match="unknown setting"):
        run_launch(dataset_name="kg", condition_ids=["C1", "C2"], model="extractive", settings={"top_k": 3})
    assert not Run.objects.exists()


def test_scoring_and_reports_default_to_the_datasets_release(cohort, capsys):  # noqa: F811
    assert release_for(cohort).reference_version == "v3" and release_for(cohort).task_gold_version == "v1"
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive",
                        question_filter={"categories": ["negation"]})
    run_work(run.pk)
    assert score_run(run=run, evaluator_name="keyword_v2").reference_version == "v3"
    call_command("set_release", "--dataset", "kg", "--reference", "v2", "--note", "a test")
    assert "references v2" in capsys.readouterr().out
    assert score_run(run=run, evaluator_name="keyword_v2").reference_version == "v2"
    call_command("score", str(run.pk), "--evaluator", "keyword_v1")
    assert "keyword_v1@1 vs v2" in capsys.readouterr().out
    call_command("set_release", "--dataset", "kg")
    shown = capsys.readouterr().out
    assert "kg: references v2, task gold v1" in shown and "reference versions: v1, v2, v3" in shown
    with pytest.raises(CommandError, match="has no reference version 'v9'"):
        call_command("set_release", "--dataset", "kg", "--reference", "v9")


def test_build_indexes_embeds_the_chunkings_of_dense_conditions(cohort, capsys, settings, tmp_path):  # noqa: F811
    settings.VAR_DIR = tmp_path
    call_command("build_indexes", "--dataset", "kg", "--conditions", "RAG:20", "--no-progress")
    out = capsys.readouterr().out
    assert out.startswith("Indexed 3 patient(s),") and "(128/20 tokens)" in out
    assert list((tmp_path / "indexes").rglob("*-128-20.faiss"))
    with pytest.raises(CommandError, match="C4g is not a dense-retrieval condition"):
        call_command("build_indexes", "--conditions", "C4g")
