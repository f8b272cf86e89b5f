"""Condition runs: checkpointing, resume, leases, cancel, errors, exports and the command."""

from __future__ import annotations

import datetime as dt
import json

import pytest
from django.core.management import CommandError, call_command
from django.utils import timezone

from benchmark.models import Question, Run, RunChunk, RunPrediction
from benchmark.runs import (
    RunError,
    answer_item,
    chunk_claim,
    next_chunk,
    run_cancel,
    run_create,
    run_progress,
    run_resume,
    run_work,
)
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"


def create(condition="C4g", model="extractive", **kwargs) -> Run:
    run, created = run_create(dataset_name="kg", condition_id=condition, model=model, **kwargs)
    assert created
    return run


def test_a_run_answers_every_question_once_with_full_provenance():
    run = create("C4g")
    assert run.total == Question.objects.filter(dataset__name="kg").count()
    assert run.chunks.count() == 3  # one per patient
    finished = run_work(run.pk)
    assert finished.status == Run.Status.SUCCEEDED and finished.done == finished.total and finished.errors == 0
    prediction = RunPrediction.objects.filter(run=run).exclude(intent="").first()
    assert prediction.answer and prediction.prompt.startswith("[system]")
    assert prediction.evidence["condition"] == "C4g" and "facts" in prediction.evidence
    assert prediction.evidence_tokens > 0 and prediction.prompt_tokens > prediction.evidence_tokens
    assert prediction.latency_ms >= 0 and prediction.retrieval_ms > 0 and prediction.cost_usd == 0.0
    assert len(run.config_hash) == 64
    assert set(run.versions) == {"condition", "tokenizer", "embedder", "kg_build", "assertion_rules", "vocabulary",
                                 "routing", "prompts", "reader", "notes", "graphs"}


def test_the_same_configuration_is_the_same_run_and_new_makes_another():
    run = create("C1")
    again, created = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    assert (again.pk, created) == (run.pk, False)
    other, created = run_create(dataset_name="kg", condition_id="C1", model="extractive", new=True)
    assert created and other.pk != run.pk and other.config_hash == run.config_hash
    different, created = run_create(dataset_name="kg", condition_id="C1", model="extractive",
                                    question_filter={"categories": ["negation"]})
    assert created and different.config_hash != run.config_hash
    assert different.total == Question.objects.filter(dataset__name="kg", category="negation").count()


def test_a_run_killed_mid_chunk_resumes_without_gaps_or_duplicates():
    run = create("C2")
    chunk = run.chunks.order_by("pk").first()
    # a worker took the chunk, answered two questions and died (its lease then expired)
    assert chunk_claim(chunk_id=chunk.pk, worker="dead-host:1:1")
    for question in Question.objects.filter(pk__in=chunk.question_ids).order_by("qid")[:2]:
        answer_item(run, question).save()
    RunChunk.objects.filter(pk=chunk.pk).update(lease_until=timezone.now() - dt.timedelta(seconds=1))
    run_resume(run)
    finished = run_work(run.pk)
    assert finished.status == Run.Status.SUCCEEDED
    assert RunPrediction.objects.filter(run=run).count() == run.total == finished.done
    assert set(RunPrediction.objects.filter(run=run).values_list("question_id", flat=True)) == set(
        Question.objects.filter(dataset__name="kg").values_list("pk", flat=True))


def test_a_live_lease_is_not_taken_and_an_expired_one_is():
    run = create("C1")
    chunks = list(run.chunks.order_by("pk"))
    for chunk in chunks:
        assert chunk_claim(chunk_id=chunk.pk, worker="busy:1:1")
    assert next_chunk(run_id=run.pk, worker="me") is None
    assert not chunk_claim(chunk_id=chunks[0].pk, worker="me")
    RunChunk.objects.filter(pk=chunks[0].pk).update(lease_until=timezone.now() - dt.timedelta(seconds=1))
    taken = next_chunk(run_id=run.pk, worker="me")
    assert taken.pk == chunks[0].pk and taken.worker == "me" and taken.attempts == 2


def test_a_cancelled_run_stops_and_can_be_resumed():
    run = create("C1")
    cancelled = run_cancel(run)
    assert cancelled.status == Run.Status.CANCELLED
    assert run_work(run.pk).status == Run.Status.CANCELLED and not RunPrediction.objects.filter(run=run).exists()
    resumed = run_resume(Run.objects.get(pk=run.pk))
    assert resumed.status == Run.Status.QUEUED and not resumed.cancel_requested
    assert run_work(run.pk).status == Run.Status.SUCCEEDED


def test_failed_calls_are_recorded_and_the_run_goes_on():
    run = create("C1", model="openai/gpt-4o-mini", settings={"mock_response": "litellm.RateLimitError", "retries": 0})
    finished = run_work(run.pk)
    assert finished.status == Run.Status.SUCCEEDED and finished.errors == finished.total == finished.done
    assert RunPrediction.objects.filter(run=run).first().error.startswith("RateLimitError")


def test_a_long_answer_is_stored_and_read_back_whole():
    answer = ("The patient denied chest pain. " * 700)[:20_000]
    assert len(answer) == 20_000
    run = create("C1", model="openai/gpt-4o-mini", settings={"mock_response": answer},
                 question_filter={"categories": ["negation"]})
    run_work(run.pk)
    stored = RunPrediction.objects.filter(run=run).first()
    stored.refresh_from_db()
    assert stored.answer == answer and stored.error == ""


def test_bad_runs_are_refused_before_they_start(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(RunError, match="OPENAI_API_KEY"):
        run_create(dataset_name="kg", condition_id="C1", model="openai/gpt-4o-mini")
    with pytest.raises(RunError, match="unknown setting"):
        run_create(dataset_name="kg", condition_id="C1", model="extractive", settings={"top_k": 3})
    with pytest.raises(RunError, match="no questions"):
        run_create(dataset_name="kg", condition_id="C1", model="extractive", question_filter={"qids": ["nope"]})
    with pytest.raises(RunError, match="no dataset named 'nope'"):
        run_create(dataset_name="nope", condition_id="C1", model="extractive")


def test_progress_reports_done_total_errors_and_eta():
    run = create("C1")
    progress = run_progress(run)
    assert (progress.total, progress.done, progress.errors, progress.eta_seconds) == (run.total, 0, 0, None)


def test_the_command_runs_conditions_and_prints_their_run_ids_last(capsys, tmp_path):
    call_command("run_conditions", "--conditions", "C1,C7", "--dataset", "kg", "--categories", "negation",
                 "--no-progress")
    out = capsys.readouterr().out.strip().splitlines()
    ids = json.loads(out[-1])
    assert set(ids) == {"C1", "C7"}
    c7 = Run.objects.get(pk=ids["C7"])
    assert c7.model == "kg-lookup" and c7.status == Run.Status.SUCCEEDED
    # running it again resumes the same runs
    call_command("run_conditions", "--conditions", "C1,C7", "--dataset", "kg", "--categories", "negation",
                 "--no-progress")
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1]) == ids
    target = tmp_path / "predictions.jsonl"
    call_command("export_predictions", str(ids["C1"]), str(ids["C7"]), "--out", str(target))
    rows = [json.loads(line) for line in target.read_text().splitlines()]
    assert len(rows) == 2 * c7.total
    assert set(rows[0]) >= {"qid", "condition", "model", "answer", "evidence_tokens", "latency_ms", "error"}
    assert "prompt" not in rows[0]
    with pytest.raises(CommandError, match="unknown condition 'C9'"):
        call_command("run_conditions", "--conditions", "C9", "--dataset", "kg")
    with pytest.raises(CommandError, match=r"unknown category astrology \(known: negation"):
        call_command("run_conditions", "--conditions", "C1", "--dataset", "kg", "--categories", "astrology")
    with pytest.raises(CommandError, match="no run with id 999999"):
        call_command("export_predictions", "999999", "--out", str(target))
