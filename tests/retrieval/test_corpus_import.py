"""import_corpus: the portable JSONL corpus, good files, every bad-input case, idempotence and
all-or-nothing behaviour (run on SQLite and, in the second pass, on PostgreSQL)."""

import datetime as dt
import json

import pytest
from django.core.management import CommandError, call_command

from retrieval.corpus import extensions
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_import
from retrieval.models import Admission, Dataset, Note, Patient
from tests.conftest import read_jsonl, write_jsonl

pytestmark = pytest.mark.django_db

UTC = dt.timezone.utc


def snapshot():
    """Everything the corpus tables hold, to prove a failed import changed nothing."""
    return (
        sorted(Dataset.objects.values_list("pk", "name")),
        sorted(Patient.objects.values_list("pk", "dataset_id", "subject_id", "gender", "anchor_age", "race")),
        sorted(Admission.objects.values_list("pk", "hadm_id", "subject_id", "admittime", "dischtime")),
        sorted(Note.objects.values_list("pk", "note_id", "hadm_id", "text_sha256", "charttime")),
    )


def test_it_imports_the_documented_example(corpus_dir):
    summary = corpus_import(folder=corpus_dir, dataset_name="example")
    assert summary.counts["patients"]["created"] == 3
    assert summary.counts["admissions"]["created"] == 4
    assert summary.counts["notes"]["created"] == 7
    note = Note.objects.get(note_id="10000032-DS-21")
    assert note.subject_id == 10000032 and note.hadm_id == 22595853
    assert note.admission.hadm_id == 22595853 and note.patient.subject_id == 10000032
    assert note.charttime == dt.datetime(2180, 5, 7, tzinfo=UTC)
    assert note.storetime == dt.datetime(2180, 5, 9, 15, 26, tzinfo=UTC)
    assert note.text.startswith("Name:  ___") and "Discharge Instructions:" in note.text
    outpatient = Note.objects.get(note_id="10000084-RR-32")
    assert outpatient.hadm_id is None and outpatient.admission is None
    assert Patient.objects.get(subject_id=10000117).race == ""
    assert Patient.objects.get(subject_id=10000084).race == "BLACK/AFRICAN AMERICAN"


def test_it_is_idempotent(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="example")
    before = snapshot()
    again = corpus_import(folder=corpus_dir, dataset_name="example")
    assert snapshot() == before
    assert again.counts["notes"] == {"created": 0, "updated": 0, "unchanged": 7}
    assert again.counts["patients"] == {"created": 0, "updated": 0, "unchanged": 3}


def test_it_keeps_datasets_apart(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="one")
    corpus_import(folder=corpus_dir, dataset_name="two")
    assert Note.objects.filter(note_id="10000032-DS-21").count() == 2
    assert Dataset.objects.count() == 2


def test_it_updates_changed_patient_and_admission_metadata(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="example")
    patients = read_jsonl(corpus_dir / "patients.jsonl")
    patients[2]["race"] = "ASIAN"
    write_jsonl(corpus_dir / "patients.jsonl", patients)
    admissions = read_jsonl(corpus_dir / "admissions.jsonl")
    admissions[0]["dischtime"] = "2180-05-07T18:00:00"
    write_jsonl(corpus_dir / "admissions.jsonl", admissions)
    summary = corpus_import(folder=corpus_dir, dataset_name="example")
    assert summary.counts["patients"] == {"created": 0, "updated": 1, "unchanged": 2}
    assert summary.counts["admissions"] == {"created": 0, "updated": 1, "unchanged": 3}
    assert Patient.objects.get(subject_id=10000117).race == "ASIAN"
    assert Admission.objects.get(hadm_id=22595853).dischtime == dt.datetime(2180, 5, 7, 18, tzinfo=UTC)


def test_it_adds_new_notes_to_an_existing_dataset(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="example")
    notes = read_jsonl(corpus_dir / "notes.jsonl")
    notes.append({**notes[0], "note_id": "10000032-PN-2", "note_type": "PN", "text": "Day 3. Stable."})
    write_jsonl(corpus_dir / "notes.jsonl", notes)
    summary = corpus_import(folder=corpus_dir, dataset_name="example")
    assert summary.counts["notes"] == {"created": 1, "updated": 0, "unchanged": 7}


def test_it_accepts_several_time_spellings(corpus_dir):
    admissions = read_jsonl(corpus_dir / "admissions.jsonl")
    admissions[0]["admittime"] = "2180-05-06 22:23:00"
    admissions[1]["admittime"] = "2180-06-26T18:27:00Z"
    admissions[2]["admittime"] = "2160-11-21T03:56:00+02:00"
    admissions[3]["dischtime"] = None
    write_jsonl(corpus_dir / "admissions.jsonl", admissions)
    corpus_import(folder=corpus_dir, dataset_name="example")
    assert Admission.objects.get(hadm_id=22595853).admittime == dt.datetime(2180, 5, 6, 22, 23, tzinfo=UTC)
    assert Admission.objects.get(hadm_id=22841357).admittime == dt.datetime(2180, 6, 26, 18, 27, tzinfo=UTC)
    assert Admission.objects.get(hadm_id=23052089).admittime == dt.datetime(2160, 11, 21, 1, 56, tzinfo=UTC)
    assert Admission.objects.get(hadm_id=27988844).dischtime is None


def _break(corpus_dir, filename, index, change):
    rows = read_jsonl(corpus_dir / filename)
    change(rows[index], rows)
    write_jsonl(corpus_dir / filename, rows)


BAD_CASES = [
    # (file, row index, mutation, expected message fragment, reported line)
    ("patients.jsonl", 1, lambda r, rows: r.pop("subject_id"), "field 'subject_id' is required", 2),
    ("patients.jsonl", 0, lambda r, rows: r.update(sex="F"), "unknown field(s) 'sex'", 1),
    ("patients.jsonl", 2, lambda r, rows: r.update(anchor_age="fifty"), "field 'anchor_age': expected an integer", 3),
    ("admissions.jsonl", 3, lambda r, rows: r.update(admittime="21/09/2183"), "field 'admittime': expected an ISO 8601 time", 4),
    ("admissions.jsonl", 1, lambda r, rows: r.update(subject_id=999), "subject_id 999 has no patient record", 2),
    ("admissions.jsonl", 0, lambda r, rows: r.update(dischtime="2180-05-01T00:00:00"), "dischtime is before admittime", 1),
    ("notes.jsonl", 4, lambda r, rows: r.update(hadm_id=12345678), "hadm_id 12345678 has no admission record", 5),
    ("notes.jsonl", 4, lambda r, rows: r.update(hadm_id=22595853), "hadm_id 22595853 belongs to subject_id 10000032, not 10000084", 5),
    ("notes.jsonl", 6, lambda r, rows: r.update(note_id=rows[0]["note_id"]), "note_id '10000032-DS-21' appears more than once in this import with different text (first at notes.jsonl line 1)", 7),
    ("notes.jsonl", 2, lambda r, rows: r.update(text=""), "field 'text' is required", 3),
    ("notes.jsonl", 2, lambda r, rows: r.update(text=["not", "a", "string"]), "field 'text': expected a string", 3),
    ("notes.jsonl", 5, lambda r, rows: r.update(note_type="X" * 70), "'note_type' is 70 characters long; at most 64 allowed", 6),
    ("notes.jsonl", 1, lambda r, rows: r.update(text="a\x00b"), "contains a NUL character", 2),
]


@pytest.mark.parametrize("filename,index,mutate,message,line", BAD_CASES)
def test_it_rejects_bad_rows_and_changes_nothing(corpus_dir, tmp_path, filename, index, mutate, message, line):
    # A previous good import must survive a failed one untouched.
    corpus_import(folder=corpus_dir, dataset_name="existing")
    before = snapshot()
    _break(corpus_dir, filename, index, mutate)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=corpus_dir, dataset_name="fresh")
    assert caught.value.file == filename
    assert caught.value.line == line
    assert message in str(caught.value)
    assert str(caught.value).startswith(f"{filename} line {line}: ")
    assert snapshot() == before


def test_it_rejects_malformed_json_with_its_line(corpus_dir):
    lines = (corpus_dir / "notes.jsonl").read_text().splitlines()
    lines[3] = lines[3][:-1]  # drop the closing brace
    (corpus_dir / "notes.jsonl").write_text("\n".join(lines) + "\n")
    with pytest.raises(CorpusFormatError, match=r"notes.jsonl line 4: not valid JSON"):
        corpus_import(folder=corpus_dir, dataset_name="example")
    assert snapshot() == ([], [], [], [])


def test_it_rejects_a_line_that_is_not_an_object(corpus_dir):
    with open(corpus_dir / "patients.jsonl", "a") as handle:
        handle.write("[1, 2]\n")
    with pytest.raises(CorpusFormatError, match=r"patients.jsonl line 4: expected a JSON object, got list"):
        corpus_import(folder=corpus_dir, dataset_name="example")


def test_it_rejects_bad_encoding_with_its_line(corpus_dir):
    raw = (corpus_dir / "notes.jsonl").read_bytes().split(b"\n")
    raw[2] = raw[2].replace(b"Progress note", b"Progr\xe8s note").replace(b"Chief", b"Chi\xe8f")
    (corpus_dir / "notes.jsonl").write_bytes(b"\n".join(raw))
    with pytest.raises(CorpusFormatError, match=r"notes.jsonl line 3: not valid UTF-8"):
        corpus_import(folder=corpus_dir, dataset_name="example")
    assert snapshot() == ([], [], [], [])


def test_it_rejects_changed_text_for_a_note_already_imported(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="example")
    before = snapshot()
    _break(corpus_dir, "notes.jsonl", 3, lambda r, rows: r.update(text=r["text"] + " Addendum."))
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=corpus_dir, dataset_name="example")
    assert str(caught.value) == (
        "notes.jsonl line 4: note_id '10000032-PN-1' is already in dataset 'example' with different text; "
        "notes are immutable once imported"
    )
    assert snapshot() == before


def test_it_rejects_duplicates_across_batches(corpus_dir):
    _break(corpus_dir, "notes.jsonl", 6, lambda r, rows: r.update(note_id=rows[0]["note_id"]))
    with pytest.raises(CorpusFormatError, match=r"notes.jsonl line 7: note_id '10000032-DS-21' appears more than once in this import with different text \(an earlier line of this import\)"):
        corpus_import(folder=corpus_dir, dataset_name="example", batch_size=2)
    assert snapshot() == ([], [], [], [])


def test_it_rejects_changed_values_for_an_id_seen_in_an_earlier_batch(corpus_dir):
    notes = read_jsonl(corpus_dir / "notes.jsonl")
    write_jsonl(corpus_dir / "notes.jsonl", notes + [{**notes[0], "note_type": "PN"}])
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=corpus_dir, dataset_name="example", batch_size=2)
    assert str(caught.value) == (
        "notes.jsonl line 8: note_id '10000032-DS-21' appears more than once in this import with "
        "different values (note_type) (an earlier line of this import)"
    )
    assert snapshot() == ([], [], [], [])


def test_it_tolerates_exact_duplicate_lines(corpus_dir):
    notes = read_jsonl(corpus_dir / "notes.jsonl")
    write_jsonl(corpus_dir / "notes.jsonl", notes + notes[:2])
    summary = corpus_import(folder=corpus_dir, dataset_name="example", batch_size=3)
    assert summary.counts["notes"] == {"created": 7, "updated": 0, "unchanged": 2}


def test_it_rolls_back_earlier_files_when_a_later_one_fails(corpus_dir):
    _break(corpus_dir, "notes.jsonl", 6, lambda r, rows: r.update(charttime="yesterday"))
    with pytest.raises(CorpusFormatError, match="notes.jsonl line 7"):
        corpus_import(folder=corpus_dir, dataset_name="example", batch_size=2)
    assert not Dataset.objects.exists()
    assert not Patient.objects.exists() and not Admission.objects.exists() and not Note.objects.exists()


def test_it_names_missing_files(corpus_dir):
    (corpus_dir / "admissions.jsonl").unlink()
    with pytest.raises(CorpusFormatError, match="missing admissions.jsonl"):
        corpus_import(folder=corpus_dir, dataset_name="example")
    with pytest.raises(CorpusFormatError, match="not a folder"):
        corpus_import(folder=corpus_dir / "nope", dataset_name="example")


def test_it_rejects_a_bad_dataset_name(corpus_dir):
    with pytest.raises(CorpusFormatError, match="'My Data' is not a valid dataset name"):
        corpus_import(folder=corpus_dir, dataset_name="My Data")


def test_a_bad_optional_file_rolls_back_the_whole_import(corpus_dir):
    # questions.jsonl is handled by the benchmark app, inside the corpus import's transaction.
    (corpus_dir / "questions.jsonl").write_text(json.dumps({"qid": "q1"}) + "\n")
    with pytest.raises(CorpusFormatError, match="questions.jsonl line 1: field 'subject_id' is required"):
        corpus_import(folder=corpus_dir, dataset_name="example")
    assert snapshot() == ([], [], [], [])


def test_it_reports_optional_files_no_app_handles(corpus_dir, monkeypatch):
    monkeypatch.setattr(extensions, "_HANDLERS", {})
    (corpus_dir / "questions.jsonl").write_text(json.dumps({"qid": "q1"}) + "\n")
    summary = corpus_import(folder=corpus_dir, dataset_name="example")
    assert summary.skipped_files == ["questions.jsonl"]
    assert "not imported, no handler installed: questions.jsonl" in summary.describe()


def test_the_command_reports_the_error_and_that_nothing_changed(corpus_dir):
    _break(corpus_dir, "admissions.jsonl", 2, lambda r, rows: r.update(hadm_id="abc"))
    with pytest.raises(CommandError) as caught:
        call_command("import_corpus", str(corpus_dir), "--dataset", "example", "--no-progress")
    assert "admissions.jsonl line 3: field 'hadm_id': expected an integer, got 'abc'" in str(caught.value)
    assert "Nothing was imported; the database is unchanged." in str(caught.value)
    assert snapshot() == ([], [], [], [])


def test_the_command_defaults_the_dataset_to_the_folder_name(corpus_dir, capsys):
    call_command("import_corpus", str(corpus_dir), "--no-progress")
    assert Dataset.objects.get().name == "corpus"
    assert "notes: 7 new" in capsys.readouterr().out
