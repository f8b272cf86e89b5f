"""questions.jsonl: imported with the corpus, in its transaction; every bad line names its file
and line and leaves the database as it was; questions are immutable; export round-trips."""

import pytest
from django.db import transaction

from benchmark.categories import Category
from benchmark.exporters import questions_export
from benchmark.importers import questions_import
from benchmark.models import Question
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_export, corpus_import
from retrieval.models import Dataset, Note, Patient
from tests.benchmark.files import questions, snapshot, write_benchmark
from tests.conftest import read_jsonl, write_jsonl

pytestmark = pytest.mark.django_db


@pytest.fixture
def folder(corpus_dir):
    return write_benchmark(corpus_dir)


def test_it_imports_questions_with_the_corpus(folder):
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["questions"] == {"created": 4, "updated": 0, "unchanged": 0}
    assert summary.files[-3:] == ["questions.jsonl", "references.jsonl", "task_gold.jsonl"]
    question = Question.objects.get(qid="cs-001")
    assert question.dataset.name == "example"
    assert question.patient == Patient.objects.get(subject_id=10000032)
    assert question.subject_id == 10000032 and question.hadm_ids == [22595853, 22841357]
    assert question.category == Category.CURRENT_STATE and question.task == "B"
    assert question.text == "Is the ascites still active at the last discharge?"
    assert question.section == ""
    assert Question.objects.get(qid="fh-001").hadm_ids == []


def test_it_is_idempotent(folder):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    again = corpus_import(folder=folder, dataset_name="example")
    assert again.counts["questions"] == {"created": 0, "updated": 0, "unchanged": 4}
    assert snapshot() == before


def test_it_adds_new_questions_to_an_existing_dataset(folder):
    corpus_import(folder=folder, dataset_name="example")
    rows = questions() + [{**questions()[0], "qid": "chg-002", "question": "Which were stopped?"}]
    write_jsonl(folder / "questions.jsonl", rows)
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["questions"] == {"created": 1, "updated": 0, "unchanged": 4}


def test_it_tolerates_an_identical_repeated_line(folder):
    write_jsonl(folder / "questions.jsonl", questions() + questions()[:1])
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["questions"] == {"created": 4, "updated": 0, "unchanged": 1}


def test_it_checks_across_batches(folder):
    rows = questions()
    write_jsonl(folder / "questions.jsonl", rows + [{**rows[0], "section": "Plan"}])
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="example", batch_size=2)
    assert str(caught.value) == (
        "questions.jsonl line 5: qid 'chg-001' appears more than once in this import with different values "
        "(section) (first at questions.jsonl line 1)"
    )


BAD_CASES = [
    # (row index, mutation, expected message fragment)
    (0, lambda r: r.update(category="negated"),
     "unknown category 'negated'; expected one of negation, family_history, uncertainty, conditional, "
     "current_state, sequence, historical, duration, change"),
    (1, lambda r: r.update(task="A"),
     "task 'A' does not match category 'current_state', which belongs to task 'B'"),
    (2, lambda r: r.update(task="C"), "field 'task': expected \"A\" or \"B\", got 'C'"),
    (3, lambda r: r.pop("question"), "field 'question' is required but missing or empty"),
    (0, lambda r: r.update(answer="no"), "unknown field(s) 'answer'; expected only"),
    (1, lambda r: r.update(qid="q" * 65), "field 'qid' is 65 characters long; at most 64 allowed"),
    (2, lambda r: r.update(subject_id=99999999),
     "subject_id 99999999 is not a patient of dataset 'fresh'; expected a patient of patients.jsonl"),
    (3, lambda r: r.update(hadm_ids=[22595853, 11111111]), "hadm_id 11111111 is not an admission of dataset 'fresh'"),
    (3, lambda r: r.update(hadm_ids=[23052089]),
     "hadm_id 23052089 is an admission of subject_id 10000084, not of subject_id 10000032"),
    (3, lambda r: r.update(hadm_ids=22595853), "field 'hadm_ids': expected a list, got 22595853"),
    (3, lambda r: r.update(hadm_ids=["x"]), "field 'hadm_ids[0]': expected an integer, got 'x'"),
    (3, lambda r: r.pop("hadm_ids"), "field 'hadm_ids' is required but missing or null"),
    (1, lambda r: r.update(hadm_ids=[22595853, 22595853]), "lists an admission more than once"),
    (2, lambda r: r.update(section="S" * 129), "field 'section' is 129 characters long; at most 128 allowed"),
    (3, lambda r: r.update(qid="chg-001"),
     "qid 'chg-001' appears more than once in this import with different values "
     "(subject_id, hadm_ids, category, task, question, section) (first at questions.jsonl line 1)"),
]


@pytest.mark.parametrize("index,mutate,message", BAD_CASES)
def test_it_rejects_bad_lines_and_changes_nothing(folder, index, mutate, message):
    corpus_import(folder=folder, dataset_name="existing")
    before = snapshot()
    rows = questions()
    mutate(rows[index])
    write_jsonl(folder / "questions.jsonl", rows)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="fresh")
    assert caught.value.file == "questions.jsonl" and caught.value.line == index + 1
    assert str(caught.value).startswith(f"questions.jsonl line {index + 1}: ")
    assert message in str(caught.value)
    assert snapshot() == before
    assert not Dataset.objects.filter(name="fresh").exists()


def test_it_rejects_a_changed_question_already_imported(folder):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    rows = questions()
    rows[3]["question"] = "Did the patient have chills?"
    write_jsonl(folder / "questions.jsonl", rows)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="example")
    assert str(caught.value) == (
        "questions.jsonl line 4: qid 'neg-001' is already in dataset 'example' with different values (question); "
        "questions are immutable once imported (give a changed question a new qid)"
    )
    assert snapshot() == before


def test_it_rolls_back_the_notes_of_a_new_dataset(folder):
    write_jsonl(folder / "questions.jsonl", [{**questions()[0], "category": "temporal"}])
    with pytest.raises(CorpusFormatError, match="questions.jsonl line 1: unknown category 'temporal'"):
        corpus_import(folder=folder, dataset_name="example")
    assert not Dataset.objects.exists() and not Note.objects.exists()


def test_the_importer_runs_inside_the_callers_transaction(folder):
    corpus_import(folder=folder, dataset_name="example")
    dataset = Dataset.objects.get(name="example")
    rows = questions()
    write_jsonl(folder / "more.jsonl", [{**row, "qid": row["qid"] + "-b"} for row in rows])
    before = snapshot()
    with pytest.raises(CorpusFormatError):
        with transaction.atomic():
            assert questions_import(path=folder / "more.jsonl", dataset=dataset, batch_size=2)["created"] == 4
            raise CorpusFormatError("caller", None, "the caller changed its mind")
    assert snapshot() == before


def test_it_exports_questions_sorted_by_qid_in_the_import_format(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    written = corpus_export(dataset_name="example", folder=tmp_path / "out")
    assert written["questions.jsonl"] == 4
    # The fixture is written sorted by qid in the documented key order: the export is byte-identical.
    assert (tmp_path / "out" / "questions.jsonl").read_bytes() == (folder / "questions.jsonl").read_bytes()


def test_an_export_re_imports_into_an_identical_dataset(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    corpus_export(dataset_name="example", folder=tmp_path / "out")
    summary = corpus_import(folder=tmp_path / "out", dataset_name="copy")
    assert summary.counts["questions"]["created"] == 4
    fields = ("qid", "subject_id", "hadm_ids", "category", "task", "text", "section")
    assert list(Question.objects.filter(dataset__name="copy").order_by("qid").values_list(*fields)) == list(
        Question.objects.filter(dataset__name="example").order_by("qid").values_list(*fields)
    )


def test_it_can_omit_question_text(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    count = questions_export(path=tmp_path / "q.jsonl", dataset=Dataset.objects.get(), omit_text=True)
    rows = read_jsonl(tmp_path / "q.jsonl")
    assert count == 4 and all("question" not in row for row in rows)
    assert rows[0]["question_length"] == len(questions()[0]["question"])
    assert len(rows[0]["question_sha256"]) == 64


def test_a_dataset_without_questions_exports_no_benchmark_files(corpus_dir, tmp_path):
    corpus_import(folder=corpus_dir, dataset_name="example")
    written = corpus_export(dataset_name="example", folder=tmp_path / "out")
    assert set(written) == {"patients.jsonl", "admissions.jsonl", "notes.jsonl"}
    assert not (tmp_path / "out" / "questions.jsonl").exists()
