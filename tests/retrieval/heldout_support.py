"""Shared machinery of the frozen held-out assertion sets (tests/retrieval/data/assertion_sentences_heldout*.jsonl):
classify every row once, and the checks each set's floors are stated against."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from retrieval.nlp.pipeline import classify_spans
from tests.conftest import read_jsonl

DATA = Path(__file__).parent / "data"
LABELS = {"Present", "Absent", "Possible", "Conditional", "Hypothetical", "Family_History", "Historical"}


def classify_rows(path: Path) -> list[tuple[dict, object]]:
    """(row, annotation) for every row of a held-out file; a row the pipeline cannot label fails."""
    out = []
    for row in read_jsonl(path):
        annotation = classify_spans(row["sentence"], [(row["start"], row["end"])])[0]
        assert annotation is not None, row
        out.append((row, annotation))
    return out


def check_well_formed(path: Path, *, styles: set[str], minimum: int) -> list[dict]:
    """Offsets name the concept, labels and styles are known, every class is present."""
    rows = read_jsonl(path)
    assert len(rows) >= minimum
    for row in rows:
        assert row["sentence"][row["start"]:row["end"]] == row["concept"], row
        assert row["assertion"] in LABELS and row["experiencer"] in {"Patient", "Family"}, row
        assert row["style"] in styles, row
    assert {row["assertion"] for row in rows} == LABELS
    return rows


def accuracy(predictions, field: str = "assertion") -> float:
    correct = sum(getattr(annotation, field).value == row[field] for row, annotation in predictions)
    return correct / len(predictions)


def negation_f1(predictions) -> float:
    tp = sum(a.assertion.value == r["assertion"] == "Absent" for r, a in predictions)
    fp = sum(a.assertion.value == "Absent" != r["assertion"] for r, a in predictions)
    fn = sum(r["assertion"] == "Absent" != a.assertion.value for r, a in predictions)
    return 2 * tp / (2 * tp + fp + fn)


def accuracy_by_style(predictions) -> dict[str, tuple[int, float]]:
    total, correct = Counter(), Counter()
    for row, annotation in predictions:
        total[row["style"]] += 1
        correct[row["style"]] += annotation.assertion.value == row["assertion"]
    return {style: (total[style], correct[style] / total[style]) for style in total}


def label_of(sentence: str, concept: str) -> str:
    start = sentence.index(concept)
    return classify_spans(sentence, [(start, start + len(concept))])[0].assertion.value
