"""manage.py annotate and eval_assertions: anyone can score the classifier on their own data."""

from __future__ import annotations

import json

import pytest
from django.core.management import CommandError, call_command

from tests.conftest import read_jsonl, write_jsonl

DEV_SET = "tests/retrieval/data/assertion_sentences.jsonl"


def test_it_annotates_jsonl_keeping_order_and_extra_fields(tmp_path):
    rows = [
        {"id": "a", "sentence": "Patient denies fever.", "concept": "fever", "gold": "Absent"},
        {"id": "b", "sentence": "Fever and FEVER again.", "concept": "fever", "start": 11, "end": 16},
        {"id": "c", "sentence": "No rash.", "concept": "pneumonia"},
        {"id": "d", "sentence": "Mother with lupus.", "concept": "lupus", "section": "Family History"},
    ]
    write_jsonl(tmp_path / "in.jsonl", rows)
    call_command("annotate", str(tmp_path / "in.jsonl"), str(tmp_path / "out.jsonl"))
    out = read_jsonl(tmp_path / "out.jsonl")
    assert [r["id"] for r in out] == ["a", "b", "c", "d"]
    assert out[0]["gold"] == "Absent" and out[0]["assertion"] == "Absent"
    assert out[0]["triggers"][0]["text"].endswith("denies") and out[0]["temporality"] == "Current"
    assert out[1]["assertion"] == "Present" and out[1]["start"] == 11
    assert out[2]["assertion"] is None and "does not occur in the sentence" in out[2]["error"]
    assert (out[3]["assertion"], out[3]["experiencer"]) == ("Family_History", "Family")
    assert all(set(r) >= {"assertion", "experiencer", "temporality", "confidence", "triggers"} for r in out)


def test_it_reads_tsv_with_a_header(tmp_path):
    (tmp_path / "in.tsv").write_text("note\tsentence\tconcept\nx\tNo evidence of PE.\tPE\ny\th/o CHF\tCHF\n")
    call_command("annotate", str(tmp_path / "in.tsv"), str(tmp_path / "out.jsonl"))
    out = read_jsonl(tmp_path / "out.jsonl")
    assert [(r["note"], r["assertion"]) for r in out] == [("x", "Absent"), ("y", "Present")]


@pytest.mark.parametrize("content,message", [
    (b'{"sentence": "x"}\n', "each row needs string fields 'sentence' and 'concept'"),
    (b'{"sentence": "x", "concept": "x"}\nnot json\n', "line 2: not valid JSON"),
    (b'{"sentence": "caf\xe9", "concept": "x"}\n', "not valid UTF-8"),
    (b"sentence\tword\nNo fever\tfever\n", "missing column(s) concept"),
])
def test_it_rejects_bad_input_files(tmp_path, content, message):
    path = tmp_path / ("in.tsv" if b"\t" in content else "in.jsonl")
    path.write_bytes(content)
    with pytest.raises(CommandError, match=message.replace("(", "\\(").replace(")", "\\)")):
        call_command("annotate", str(path), str(tmp_path / "out.jsonl"))
    assert not (tmp_path / "out.jsonl").exists()


def test_eval_assertions_reports_per_class_scores(tmp_path, capsys):
    gold = [{"assertion": a} for a in ["Absent", "Absent", "Present", "Possible"]]
    pred = [{"assertion": a} for a in ["Absent", "Present", "Present", "Possible"]]
    write_jsonl(tmp_path / "gold.jsonl", gold)
    write_jsonl(tmp_path / "pred.jsonl", pred)
    call_command("eval_assertions", str(tmp_path / "gold.jsonl"), str(tmp_path / "pred.jsonl"), "--json")
    report = json.loads(capsys.readouterr().out)
    assert report["n"] == 4 and report["accuracy"] == 0.75
    absent = next(c for c in report["per_class"] if c["label"] == "Absent")
    assert (absent["precision"], absent["recall"]) == (1.0, 0.5)
    assert report["confusion"]["Absent"]["Present"] == 1
    low, high = report["accuracy_ci"]
    assert 0.2 < low < 0.75 < high < 1.0
    call_command("eval_assertions", str(tmp_path / "gold.jsonl"), str(tmp_path / "pred.jsonl"))
    text = capsys.readouterr().out
    assert "95% Wilson CI" in text and "Cohen kappa" in text and "confusion" in text


def test_eval_assertions_refuses_misaligned_files(tmp_path):
    write_jsonl(tmp_path / "gold.jsonl", [{"assertion": "Absent"}])
    write_jsonl(tmp_path / "pred.jsonl", [{"assertion": "Absent"}, {"assertion": "Present"}])
    with pytest.raises(CommandError, match="gold has 1 rows but predictions have 2"):
        call_command("eval_assertions", str(tmp_path / "gold.jsonl"), str(tmp_path / "pred.jsonl"))


def test_the_classifier_holds_up_on_handwritten_clinical_sentences(tmp_path, capsys):
    """Sentences written in the style of real discharge summaries and radiology reports, not the
    cohort generator's templates: a regression guard for clinical language at large."""
    call_command("annotate", DEV_SET, str(tmp_path / "pred.jsonl"))
    call_command("eval_assertions", DEV_SET, str(tmp_path / "pred.jsonl"), "--json")
    capsys.readouterr()
    call_command("eval_assertions", DEV_SET, str(tmp_path / "pred.jsonl"), "--json")
    report = json.loads(capsys.readouterr().out)
    negation = next(c for c in report["per_class"] if c["label"] == "Absent")
    assert report["accuracy"] >= 0.93 and negation["f1"] >= 0.95
