"""A lone surrogate (``"\\ud800"``, which json.loads accepts and UTF-8 cannot encode) in any
benchmark file — questions, references, task gold, a public release JSON list, predictions — is a
format error naming the file, the line and the field, and the database is left as it was."""

import json

import pytest
from django.core.management import CommandError, call_command

from benchmark.predictions import predictions_import
from benchmark.public_release import question_file_import
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_import
from tests.benchmark.files import questions, references, snapshot, task_gold, write_benchmark
from tests.conftest import write_jsonl

pytestmark = pytest.mark.django_db


def _with(rows, index, change):
    change(rows[index])
    return rows


CORPUS_CASES = [
    # (file, rows for write_benchmark, line, field as named in the message)
    ("questions.jsonl", {"questions_rows": _with(questions(), 2, lambda r: r.update(question="Any \ud800?"))},
     3, "question"),
    ("references.jsonl", {"reference_rows": _with(references(), 1, lambda r: r["structure"].update(concept="asc\udc00"))},
     2, "structure.concept"),
    ("references.jsonl", {"reference_rows": _with(references(), 2, lambda r: r["evidence"][0].update(section="\ud800"))},
     3, "evidence[0].section"),
    ("task_gold.jsonl", {"task_gold_rows": _with(task_gold(), 0, lambda r: r["items"][1].update(description="\udbff"))},
     1, "items[1].description"),
]


@pytest.mark.parametrize("filename,rows,line,field", CORPUS_CASES)
def test_a_benchmark_file_in_a_corpus_folder(corpus_dir, filename, rows, line, field):
    corpus_import(folder=write_benchmark(corpus_dir), dataset_name="existing")
    before = snapshot()
    write_benchmark(corpus_dir, **rows)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=corpus_dir, dataset_name="fresh")
    assert (caught.value.file, caught.value.line) == (filename, line)
    assert str(caught.value).startswith(f"{filename} line {line}: field {field!r}: lone surrogate \\u")
    assert snapshot() == before


def test_a_public_release_json_list(corpus_dir, tmp_path):
    corpus_import(folder=corpus_dir, dataset_name="example")
    before = snapshot()
    rows = [{"qid": "A-1", "category": "negation", "question": "Fevers?", "subject_id": 10000032},
            {"qid": "A-2", "category": "negation", "question": "Chills?", "subject_id": 10000032,
             "source_note": "disch\ud800arge"}]
    path = tmp_path / "release.json"
    path.write_text("[\n" + ",\n".join(json.dumps(row) for row in rows) + "\n]\n")
    with pytest.raises(CommandError) as caught:
        call_command("import_questions", str(path), "--dataset", "example")
    assert "release.json line 3: field 'source_note': lone surrogate \\ud800" in str(caught.value)
    with pytest.raises(CorpusFormatError, match="release.json line 3"):
        question_file_import(path=path, dataset_name="example")
    assert snapshot() == before


@pytest.mark.parametrize("shape", ["jsonl", "json"])
def test_a_prediction_file(corpus_dir, tmp_path, shape):
    corpus_import(folder=write_benchmark(corpus_dir), dataset_name="example")
    before = snapshot()
    rows = [{"qid": "neg-001", "predicted_answer": "No."}, {"qid": "cs-001", "predicted_answer": "Y\udc00es."}]
    path = tmp_path / f"run.{shape}"
    if shape == "jsonl":
        write_jsonl(path, rows)
    else:
        path.write_text(json.dumps(rows, indent=1))
    with pytest.raises(CorpusFormatError) as caught:
        predictions_import(path=path, dataset_name="example", name="baseline")
    assert caught.value.file == path.name and "field 'predicted_answer': lone surrogate \\udc00" in str(caught.value)
    assert caught.value.line == (2 if shape == "jsonl" else 6)
    assert snapshot() == before


def test_a_json_list_that_is_not_utf8_names_the_line(corpus_dir, tmp_path):
    corpus_import(folder=corpus_dir, dataset_name="example")
    path = tmp_path / "release.json"
    path.write_bytes(b'[\n{"qid": "A-1", "category": "negation",\n "question": "F\xed\xa0\x80?", "subject_id": 10000032}\n]\n')
    with pytest.raises(CorpusFormatError, match=r"release.json line 3: not valid UTF-8 \(byte 16 of the line starts an encoded lone surrogate"):
        question_file_import(path=path, dataset_name="example")
