"""Evidence recall: the share of a reference's evidence spans that the prediction's evidence
covers, whatever the answer says; scored through `score` and shown in the report."""

from __future__ import annotations

import pytest

from benchmark.evaluators import get_evaluator
from benchmark.evaluators.evidence import COVERED, covered_share
from benchmark.models import PredictionScore, Question, ReferenceAnswer, Run, RunPrediction
from benchmark.reports import build_report
from benchmark.scoring import score_run
from tests.adjudication import factories as f

EVALUATOR = get_evaluator("evidence_recall")
REFERENCE = {"answer": "No.", "evidence": [{"note_id": "N1", "start": 100, "end": 140, "section": "HPI"},
                                           {"note_id": "N2", "start": 0, "end": 20, "section": "Imaging"}]}


def passage(note, start, end):
    return {"note_id": note, "start": start, "end": end, "text": "…"}


@pytest.mark.parametrize("evidence, value, label", [
    ({"passages": [passage("N1", 90, 150), passage("N2", 0, 30)]}, 1.0, "correct"),
    ({"passages": [passage("N1", 90, 150)]}, 0.5, "partial"),
    ({"passages": [passage("N1", 0, 100), passage("N3", 0, 20)]}, 0.0, "incorrect"),  # touching, wrong note
    ({"passages": []}, 0.0, "incorrect"),
    (None, 0.0, "incorrect"),
    # two passages that together cover the span count as covering it
    ({"passages": [passage("N1", 95, 121), passage("N1", 118, 141), passage("N2", 5, 16)]}, 1.0, "correct"),
    # a fact's provenance counts when it carries the sentence's span; a fact without one does not
    ({"facts": [{"note_id": "N1", "start": 100, "end": 140}, {"note_id": "N2", "label": "x"}]}, 0.5, "partial"),
])
def test_it_scores_the_share_of_spans_covered(evidence, value, label):
    score = EVALUATOR.score("negation", "Q?", "whatever the answer says", REFERENCE, evidence=evidence)
    assert (score.value, score.label) == (value, label)
    assert score.details["spans"] == 2 and len(score.details["missed"]) == 2 - score.details["covered"]


def test_a_span_needs_half_its_characters():
    intervals = {"N1": [(100, 119)]}
    assert covered_share({"note_id": "N1", "start": 100, "end": 140}, intervals) < COVERED
    intervals = {"N1": [(100, 120)]}
    assert covered_share({"note_id": "N1", "start": 100, "end": 140}, intervals) == COVERED


def test_a_reference_without_spans_is_not_scored():
    assert EVALUATOR.score("negation", "Q?", "A", {"answer": "Not documented.", "evidence": []},
                           evidence={"passages": [passage("N1", 0, 10)]}) is None


@pytest.mark.django_db
def test_score_and_report_show_evidence_recall_beside_accuracy():
    data = f.dataset(questions=6, release=False)  # its references are edited below, then released
    run = f.runs(data, 1)[0]
    questions = list(Question.objects.filter(dataset=data).order_by("qid"))
    for i, question in enumerate(questions):
        note = question.patient.notes.order_by("pk").first()
        ReferenceAnswer.objects.filter(question=question).update(
            evidence=[] if i == 5 else [{"note_id": note.note_id, "start": 0, "end": 20, "section": "x"}])
        RunPrediction.objects.filter(run=run, question=question).update(
            evidence={"passages": [passage(note.note_id, 0, 30)] if i < 3 else []}, evidence_tokens=40)
    from benchmark.references.releases import release_generated

    release_generated(data.name, user="test")  # a score uses only released references
    summary = score_run(run=run, evaluator_name="evidence_recall")
    assert summary.n == 5 and summary.accuracy == 3 / 5 and summary.unscorable == ["Q006"]
    assert PredictionScore.objects.filter(evaluator="evidence_recall").count() == 5
    f.score(run, "keyword_v2", lambda q: q.qid in ("Q001", "Q004"))
    report = build_report(runs=[Run.objects.get(pk=run.pk)], evaluator="keyword_v2", reference_version="v2")
    row = report.overview[0]
    assert row["accuracy"] == 2 / 6 and row["evidence_recall"] == 3 / 5 and row["evidence_recall_n"] == 5
    assert any(note.startswith("evidence recall:") for note in report.notes)
    from benchmark.report_figures import evidence
    from benchmark.report_render import tables

    header, rows = tables(report)["overview"]
    assert "evidence recall" in header and rows[0][header.index("evidence recall")] == "60.0% (n=5)"
    assert evidence(report) is not None
