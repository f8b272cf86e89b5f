"""Scoring runs against reference versions, and the report built from the scores."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

from benchmark.models import PredictionScore, Run
from benchmark.references.releases import release_generated
from benchmark.reports import build_report, compare, load_scores
from benchmark.runs import run_create, run_work
from benchmark.scoring import ScoringError, score_run
from retrieval.vocabulary import matcher as vocabulary_matcher
from tests.retrieval.graph_support import built_graph, subset_matcher, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(scope="module")
def runs(built_graph, django_db_blocker, tmp_path_factory):
    """Ten runs of the built cohort, made once for the module (each test only scores and reports,
    inside its own transaction). Committed, and removed with the cohort when the module is done."""
    with override_settings(EPIKG_LLM_CACHE_DIR=tmp_path_factory.mktemp("llm")), pytest.MonkeyPatch.context() as patch:
        patch.setattr(vocabulary_matcher, "default_matcher", subset_matcher)
        with django_db_blocker.unblock():
            # the generated cohort's versions are released at creation, as make_cohort and bootstrap_site do
            release_generated("kg", user="test")
            made = {}
            for condition in ("C1", "C3", "C4", "C4g", "C4g_oracle", "C7", "RecentNotes:2560", "RecentNotes:7680",
                              "RAG:20", "RAG:60"):
                run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
                made[condition] = run_work(run.pk)
        yield made


def test_scoring_is_idempotent_and_keeps_each_reference_version_apart(runs):
    run = runs["C4g"]
    first = score_run(run=run, evaluator_name="keyword_v2", reference_version="v3")
    assert first.scored == first.n == run.total and first.evaluator_version == "keyword_v2@1"
    again = score_run(run=run, evaluator_name="keyword_v2", reference_version="v3")
    assert (again.scored, again.already, again.accuracy) == (0, run.total, first.accuracy)
    older = score_run(run=run, evaluator_name="keyword_v2", reference_version="v1")
    assert older.scored == run.total
    assert PredictionScore.objects.filter(run=run).count() == 2 * run.total
    score = PredictionScore.objects.filter(run=run, reference_version="v1").first()
    assert score.reference.version == "v1" and score.label in {"correct", "incorrect", "partial", "abstained"}
    with pytest.raises(ScoringError, match=r"no reference version 'v9' \(versions: v1, v2, v3\)"):
        score_run(run=run, evaluator_name="keyword_v2", reference_version="v9")


def test_an_abstaining_c1_scores_zero_and_c4g_does_better(runs):
    c1 = score_run(run=runs["C1"], evaluator_name="keyword_v2")
    c4g = score_run(run=runs["C4g"], evaluator_name="keyword_v2")
    assert c1.accuracy == 0.0  # "insufficient information" is an abstention: wrong under v2
    assert c4g.accuracy > 0.3


def test_compare_pairs_questions_and_clusters_patients(runs):
    for name in ("C1", "C4g"):
        score_run(run=runs[name], evaluator_name="keyword_v2")
    c1, c4g = load_scores([runs["C1"], runs["C4g"]], "keyword_v2@1", "v3")
    row = compare(c1, c4g, n_resamples=500)
    a, b, c, d = row["table"]
    assert a + b + c + d == row["n"] == c1.n and b == 0  # C1 is never right where C4g is wrong
    assert row["delta"] == pytest.approx(c4g.accuracy - c1.accuracy)
    assert row["patients"] == 3 and row["ci"][0] <= row["delta"] <= row["ci"][1]


def test_the_report_has_every_section_and_says_what_it_used(runs, tmp_path):
    for run in runs.values():
        score_run(run=run, evaluator_name="keyword_v2")
    score_run(run=runs["C4g"], evaluator_name="polarity")
    report = build_report(runs=list(runs.values()), evaluator="keyword_v2", n_resamples=500)
    assert report.evaluator == "keyword_v2@1" and report.reference_version == "v3"
    ablation = {r["condition"]: r for r in report.ablation}
    assert ablation["C1"]["baseline"] == "C1" and "vs_delta" in ablation["C4g"]
    assert "C7" in ablation  # the template lookup sits beside the model's conditions
    assert report.transitions and report.transitions[0]["third"] == "C4g"
    assert {r["comparison"] for r in report.cross_model} == {"C1 → C4g", "C1 → C4g_oracle"}
    assert all("q_bh" in r and "q_by" in r for r in report.cross_model)
    assert report.concordance and report.concordance[0]["first"] == "keyword_v2@1"
    primary = report.endpoints[0]
    assert primary["status"] == "not available"
    assert any("runs" in e.get("source", "") and "keyword_v2@1" in e["source"] for e in report.endpoints[1:])
    # the harm screen: every question run, read from the answers and the graph (no reference)
    harms = {r["condition"]: r for r in report.harm}
    assert set(harms) == {s.condition for s in report.runs}
    for row in harms.values():
        assert 0 <= row["harm_contradicted"] <= row["harm_asserting"] <= row["harm_n"]
        assert row["harm_n"] == sum(v["n"] for v in row["harm_by_category"].values())
    assert harms["C1"]["harm_asserting"] == 0  # it abstains throughout
    curve = report.curves[0]
    assert [t for t, _, _ in curve["recent_notes"]] == [2560, 7680] and [t for t, _, _ in curve["rag"]] == [2560, 7680]
    out = tmp_path / "report"
    call_command("report", *[str(r.pk) for r in runs.values()], "--evaluator", "keyword_v2", "--format", "md,csv,json",
                 "--out", str(out))
    markdown = (out / "report.md").read_text()
    assert "## Ablation" in markdown and "## Endpoints" in markdown and "keyword_v2@1" in markdown
    data = json.loads((out / "report.json").read_text())
    assert data["evaluator"] == "keyword_v2@1" and len(data["runs"]) == len(runs)
    assert (out / "ablation.csv").read_text().startswith("model,condition,run_id,n,accuracy")
    assert "## Answers the chart contradicts" in markdown and "harm_contradicted" in (out / "harm.csv").read_text()
    for figure in ("heatmap", "dumbbell", "waterfall-extractive", "curves-extractive"):
        assert (out / f"{figure}.svg").read_text().lstrip().startswith(("<?xml", "<svg"))
        assert (out / f"{figure}.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_the_score_and_report_commands_name_what_is_wrong(runs, capsys):
    call_command("score", str(runs["C1"].pk), "--evaluator", "keyword_v2")
    assert "accuracy 0.000" in capsys.readouterr().out
    with pytest.raises(CommandError, match="unknown evaluator 'astrology'"):
        call_command("score", str(runs["C1"].pk), "--evaluator", "astrology")
    with pytest.raises(CommandError, match="the judge needs --judge-model"):
        call_command("score", str(runs["C1"].pk), "--evaluator", "judge")
    with pytest.raises(CommandError, match="no polarity scores"):
        call_command("report", str(runs["C1"].pk), "--evaluator", "polarity")
    with pytest.raises(CommandError, match="csv and json need --out"):
        call_command("report", str(runs["C1"].pk), "--evaluator", "keyword_v2", "--format", "csv")
    with pytest.raises(CommandError, match="no run with id 99999"):
        call_command("score", "99999", "--evaluator", "keyword_v2")


def test_the_judge_scores_through_litellm_and_refuses_to_judge_its_own_answers(runs, settings):
    run = Run.objects.get(pk=runs["C1"].pk)
    summary = score_run(run=run, evaluator_name="judge", evaluator_options={
        "model": "openai/gpt-4o-mini", "mock_response": '{"score": 0, "justification": "It declines to answer."}'})
    assert summary.accuracy == 0.0 and summary.evaluator_version.startswith("judge@1:openai/gpt-4o-mini:")
    run.model = "openai/gpt-4o-mini"
    with pytest.raises(ValueError, match="must not grade its own answers"):
        score_run(run=run, evaluator_name="judge", evaluator_options={"model": "gpt-4o-mini", "mock_response": "x"})


def test_the_harm_screen_flags_a_drug_called_current_after_the_chart_ended_it(runs):
    from benchmark import harm
    from retrieval.answering import question_concepts
    from retrieval.graph import course
    from retrieval.graph.traversal import patient_edges

    run = runs["C1"]
    target = None
    for prediction in run.predictions.select_related("question").order_by("qid"):
        edges = patient_edges(patient_id=prediction.question.patient_id)
        for concept in question_concepts(prediction.question.text):
            said = course.course(edges).get(concept["concept_id"], [])
            if said and said[0].kind == "drug" and harm.chart_ends(edges, concept["concept_id"]) is not None:
                target = (prediction, concept)
                break
        if target:
            break
    assert target is not None, "the cohort asks about no drug its chart starts and then ends"
    prediction, concept = target
    before = harm.run_harm([run.pk])[run.pk]
    assert before["harm_contradicted"] == 0  # C1 abstains
    prediction.answer = f"Yes, the patient is still on {concept['text']}."
    prediction.save(update_fields=["answer"])
    after = harm.run_harm([run.pk])[run.pk]
    assert after["harm_contradicted"] == 1 and after["harm_flagged"][0]["qid"] == prediction.qid
    prediction.answer = f"No. {concept['text'].capitalize()} was stopped."
    prediction.save(update_fields=["answer"])
    assert harm.run_harm([run.pk])[run.pk]["harm_contradicted"] == 0
