"""manage.py import_questions: the public ClinicalBench release shape (JSON Lines or a JSON list,
patient_id alias, hadm_id as int/list/null, extra fields ignored) and our questions.jsonl shape."""

import json

import pytest
from django.core.management import CommandError, call_command

from benchmark.models import Question, ReferenceAnswer
from benchmark.public_release import question_file_import
from retrieval.corpus.services import corpus_import
from tests.benchmark.files import questions, snapshot
from tests.conftest import write_jsonl

pytestmark = pytest.mark.django_db

UNCHANGED = "Nothing was imported; the database is unchanged."


def release():
    return [
        {"qid": "A-NEG-001", "category": "negation", "question": "Did she have fevers?", "expected_answer": "No.",
         "section": "History of Present Illness", "subject_id": 10000032, "hadm_id": 22595853,
         "difficulty": "easy", "source_note": "discharge"},
        {"qid": "A-FH-001", "category": "Family History", "question": "Any family history of Parkinson's?",
         "expected_answer": "Not documented.", "section": "Family History", "patient_id": 10000084, "hadm_id": None},
        {"qid": "B-CS-001", "category": "current-state", "question": "Is the ascites active?",
         "expected_answer": "Yes.", "section": None, "patient_id": "10000032", "hadm_id": [22595853, 22841357]},
        {"qid": 17, "category": "change", "question": "What was started?", "expected_answer": "Omeprazole.",
         "subject_id": 10000117},
    ]


@pytest.fixture
def dataset(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="example")
    return "example"


@pytest.fixture
def release_file(tmp_path):
    path = tmp_path / "clinicalbench.jsonl"
    write_jsonl(path, release())
    return path


def test_it_imports_the_release_shape(dataset, release_file, capsys):
    call_command("import_questions", str(release_file), "--dataset", dataset)
    assert "questions: 4 new, 0 updated, 0 unchanged" in capsys.readouterr().out
    fh = Question.objects.get(qid="A-FH-001")
    assert (fh.subject_id, fh.hadm_ids, fh.category, fh.task) == (10000084, [], "family_history", "A")
    cs = Question.objects.get(qid="B-CS-001")
    assert (cs.subject_id, cs.hadm_ids, cs.category, cs.task, cs.section) == (
        10000032, [22595853, 22841357], "current_state", "B", "")
    neg = Question.objects.get(qid="A-NEG-001")
    assert neg.hadm_ids == [22595853] and neg.text == "Did she have fevers?"
    assert Question.objects.get(qid="17").category == "change"
    assert not ReferenceAnswer.objects.exists()


def test_it_stores_expected_answers_as_a_reference_version(dataset, release_file, capsys):
    call_command("import_questions", str(release_file), "--dataset", dataset,
                 "--reference-version", "clinicalbench-1.0", "--author", "ClinicalBench authors")
    assert "references: 4 new" in capsys.readouterr().out
    ref = ReferenceAnswer.objects.get(question__qid="A-FH-001")
    assert (ref.version, ref.answer, ref.author, ref.parent, ref.evidence) == (
        "clinicalbench-1.0", "Not documented.", "ClinicalBench authors", None, [])


def test_a_repeated_import_changes_nothing(dataset, release_file):
    counts = question_file_import(path=release_file, dataset_name=dataset, reference_version="v1")
    assert counts["references"]["created"] == 4
    before = snapshot()
    counts = question_file_import(path=release_file, dataset_name=dataset, reference_version="v1")
    assert counts == {"questions": {"created": 0, "updated": 0, "unchanged": 4},
                      "references": {"created": 0, "updated": 0, "unchanged": 4}}
    assert snapshot() == before


def test_a_changed_expected_answer_needs_a_new_version(dataset, release_file):
    question_file_import(path=release_file, dataset_name=dataset, reference_version="v1")
    before = snapshot()
    rows = release()
    rows[2]["expected_answer"] = "No."
    write_jsonl(release_file, rows)
    with pytest.raises(CommandError) as caught:
        call_command("import_questions", str(release_file), "--dataset", dataset, "--reference-version", "v1")
    assert "clinicalbench.jsonl line 3: qid 'B-CS-001' version 'v1' is already imported with different values (answer)" in str(caught.value)
    assert UNCHANGED in str(caught.value)
    assert snapshot() == before
    assert question_file_import(path=release_file, dataset_name=dataset, reference_version="v2")["references"]["created"] == 4


def test_it_reads_a_json_list_and_reports_lines(dataset, tmp_path):
    path = tmp_path / "clinicalbench.json"
    rows = release()
    path.write_text(json.dumps(rows, indent=2))
    assert question_file_import(path=path, dataset_name=dataset)["questions"]["created"] == 4
    rows[3]["category"] = "temporal"
    path.write_text("[\n" + ",\n".join(json.dumps(row) for row in rows) + "\n]\n")
    with pytest.raises(CommandError) as caught:
        call_command("import_questions", str(path), "--dataset", dataset)
    assert "clinicalbench.json line 5: unknown category 'temporal'" in str(caught.value)


BAD_CASES = [
    (1, lambda r: r.update(category="Negative"),
     "unknown category 'Negative'; expected one of negation, family_history, uncertainty, conditional, "
     "current_state, sequence, historical, duration, change (case, spaces and hyphens are ignored)"),
    (2, lambda r: r.update(patient_id=99999999),
     "subject_id 99999999 is not a patient of dataset 'example'; expected a patient of patients.jsonl "
     "(import the corpus first)"),
    (2, lambda r: r.update(subject_id=10000032), "subject_id 10000032 and patient_id 10000084 disagree"),
    (4, lambda r: r.pop("subject_id"), "field 'subject_id' (or 'patient_id') is required but missing or null"),
    (2, lambda r: r.update(hadm_id=22595853),
     "hadm_id 22595853 is an admission of subject_id 10000032, not of subject_id 10000084"),
    (3, lambda r: r.update(hadm_id=["x"]), "field 'hadm_id[0]': expected an integer, got 'x'"),
    (3, lambda r: r.pop("question"), "field 'question' is required but missing or empty"),
    (2, lambda r: r.update(hadm_ids=[22595853]), "this line has hadm_ids (the questions.jsonl shape) but the file's "
     "first line is in the public release shape; one file holds one shape"),
    (4, lambda r: r.update(qid="A-NEG-001"),
     "qid 'A-NEG-001' appears more than once in this import with different values"),
]


@pytest.mark.parametrize("line,mutate,message", BAD_CASES)
def test_the_command_reports_bad_lines_and_changes_nothing(dataset, release_file, line, mutate, message):
    rows = release()
    mutate(rows[line - 1])
    write_jsonl(release_file, rows)
    before = snapshot()
    with pytest.raises(CommandError) as caught:
        call_command("import_questions", str(release_file), "--dataset", dataset, "--reference-version", "v1")
    assert f"clinicalbench.jsonl line {line}: {message}" in str(caught.value)
    assert str(caught.value).endswith(UNCHANGED)
    assert snapshot() == before


def test_an_expected_answer_is_required_for_a_reference_version(dataset, release_file):
    rows = release()
    rows[1]["expected_answer"] = ""
    write_jsonl(release_file, rows)
    with pytest.raises(CommandError, match="clinicalbench.jsonl line 2: field 'expected_answer' is required with --reference-version"):
        call_command("import_questions", str(release_file), "--dataset", dataset, "--reference-version", "v1")
    assert not Question.objects.exists()
    assert question_file_import(path=release_file, dataset_name=dataset)["questions"]["created"] == 4


def test_it_imports_the_questions_jsonl_shape_too(dataset, tmp_path):
    path = tmp_path / "questions.jsonl"
    write_jsonl(path, questions())
    call_command("import_questions", str(path), "--dataset", dataset)
    assert Question.objects.count() == 4
    with pytest.raises(CommandError, match="questions.jsonl is in the questions.jsonl shape, which carries no answers"):
        call_command("import_questions", str(path), "--dataset", dataset, "--reference-version", "v1")
    write_jsonl(path, questions() + [{**questions()[0], "qid": "x-1", "expected_answer": "yes"}])
    with pytest.raises(CommandError, match=r"questions.jsonl line 5: unknown field\(s\) 'expected_answer'"):
        call_command("import_questions", str(path), "--dataset", dataset)


def test_it_names_a_missing_dataset_and_bad_options(release_file):
    with pytest.raises(CommandError, match="--dataset: no dataset named 'nope'; import its corpus first"):
        call_command("import_questions", str(release_file), "--dataset", "nope")
    with pytest.raises(CommandError, match="--reference-version: 'v 1' is not a version label"):
        call_command("import_questions", str(release_file), "--dataset", "nope", "--reference-version", "v 1")


def test_it_names_a_missing_or_empty_file(dataset, tmp_path):
    with pytest.raises(CommandError, match="missing.jsonl: file not found"):
        call_command("import_questions", str(tmp_path / "missing.jsonl"), "--dataset", dataset)
    (tmp_path / "empty.jsonl").write_text("\n")
    with pytest.raises(CommandError, match="empty.jsonl: no questions found"):
        call_command("import_questions", str(tmp_path / "empty.jsonl"), "--dataset", dataset)
