"""Bad input to the corpus importers that used to end in a traceback or an empty dataset: text
that UTF-8 cannot encode (a lone surrogate), and files with no records. Each is a located
format error, and the database is left as it was."""

import csv
import gzip
import io

import pytest
from django.core.management import CommandError, call_command

from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import MimicFiles, corpus_import, mimic_import
from retrieval.models import Note
from tests.conftest import read_jsonl, write_jsonl
from tests.retrieval import mimic_files as mf
from tests.retrieval.test_corpus_import import snapshot

pytestmark = pytest.mark.django_db

UNCHANGED = "Nothing was imported; the database is unchanged."


# -- lone surrogates ------------------------------------------------------------------------------


@pytest.mark.parametrize("filename,index,field,value,line", [
    ("patients.jsonl", 1, "race", "WHITE\ud800", 2),
    ("admissions.jsonl", 2, "race", "\udc00", 3),
    ("notes.jsonl", 3, "text", "fever \ud83d and chills", 4),  # a high surrogate without its pair
    ("notes.jsonl", 0, "note_id", "\udfff", 1),
])
def test_it_rejects_a_lone_surrogate_naming_file_line_and_field(corpus_dir, filename, index, field, value, line):
    corpus_import(folder=corpus_dir, dataset_name="existing")
    before = snapshot()
    rows = read_jsonl(corpus_dir / filename)
    rows[index][field] = value
    write_jsonl(corpus_dir / filename, rows)  # json.dumps writes it as a \\uXXXX escape
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=corpus_dir, dataset_name="fresh")
    message = str(caught.value)
    assert (caught.value.file, caught.value.line) == (filename, line)
    assert message.startswith(f"{filename} line {line}: field {field!r}: lone surrogate \\u")
    assert "cannot be encoded as UTF-8" in message
    message.encode("utf-8")  # the message itself can be stored and printed
    assert snapshot() == before


def test_it_names_a_surrogate_in_a_field_name(corpus_dir):
    (corpus_dir / "patients.jsonl").write_text('{"subject_id": 1, "r\\ud800ce": "x"}\n')
    with pytest.raises(CorpusFormatError, match=r"patients.jsonl line 1: a field name \('r\\ud800ce'\): lone surrogate"):
        corpus_import(folder=corpus_dir, dataset_name="fresh")
    assert snapshot() == ([], [], [], [])


def test_a_surrogate_pair_escape_is_an_ordinary_character(corpus_dir):
    rows = read_jsonl(corpus_dir / "notes.jsonl")
    rows[0]["text"] += " \U0001F912"
    write_jsonl(corpus_dir / "notes.jsonl", rows)
    assert "\\ud83e\\udd12" in (corpus_dir / "notes.jsonl").read_text()
    corpus_import(folder=corpus_dir, dataset_name="example")
    assert Note.objects.get(note_id=rows[0]["note_id"]).text.endswith(" \U0001F912")


def test_the_command_reports_a_lone_surrogate_without_a_traceback(corpus_dir):
    rows = read_jsonl(corpus_dir / "notes.jsonl")
    rows[1]["text"] = "a\ud800b"
    write_jsonl(corpus_dir / "notes.jsonl", rows)
    with pytest.raises(CommandError) as caught:
        call_command("import_corpus", str(corpus_dir), "--dataset", "example", "--no-progress")
    assert "notes.jsonl line 2: field 'text': lone surrogate \\ud800 at character 2" in str(caught.value)
    assert UNCHANGED in str(caught.value)
    assert snapshot() == ([], [], [], [])


@pytest.mark.parametrize("compress", [False, True])
def test_a_csv_with_an_encoded_surrogate_is_not_utf8(tmp_path, compress):
    # CSV text is decoded from bytes, so a surrogate can only come as its CESU-8 bytes ED A0 80.
    discharge = [list(row) for row in mf.DISCHARGE]
    discharge[1][7] = discharge[1][7].replace("distension", "dis\ud800tension")
    root = mf.write_mimic(tmp_path / "mimic", compress=compress, discharge=[])
    buffer = io.StringIO()
    csv.writer(buffer, lineterminator="\n").writerows([mf.NOTE_HEADER, *discharge])
    data = buffer.getvalue().encode("utf-8", "surrogatepass")
    ext = ".csv.gz" if compress else ".csv"
    (root / "note" / f"discharge{ext}").write_bytes(gzip.compress(data) if compress else data)
    with pytest.raises(CorpusFormatError) as caught:
        mimic_import(files=MimicFiles.locate(hosp_dir=root / "hosp", note_dir=root / "note"))
    line = 2 + discharge[0][7].count("\n") + 1 + 1  # row 2 starts after row 1; "distension" is its 2nd line
    assert (caught.value.file, caught.value.line) == (f"discharge{ext}", line)
    assert "not valid UTF-8" in str(caught.value) and "encoded lone surrogate" in str(caught.value)
    assert snapshot() == ([], [], [], [])


# -- nothing to import ----------------------------------------------------------------------------


def _empty(corpus_dir, *names):
    for name in names:
        (corpus_dir / name).write_text("\n")


def test_empty_files_under_a_new_name_create_nothing(corpus_dir):
    _empty(corpus_dir, "patients.jsonl", "admissions.jsonl", "notes.jsonl")
    with pytest.raises(CorpusFormatError, match="no records in patients.jsonl, admissions.jsonl, notes.jsonl: there is nothing to import"):
        corpus_import(folder=corpus_dir, dataset_name="fresh")
    assert snapshot() == ([], [], [], [])


def test_the_command_fails_on_empty_files_and_creates_no_dataset(corpus_dir):
    corpus_import(folder=corpus_dir, dataset_name="existing")
    before = snapshot()
    _empty(corpus_dir, "patients.jsonl", "admissions.jsonl", "notes.jsonl")
    with pytest.raises(CommandError) as caught:
        call_command("import_corpus", str(corpus_dir), "--dataset", "fresh", "--no-progress")
    assert "there is nothing to import" in str(caught.value) and UNCHANGED in str(caught.value)
    assert snapshot() == before


def test_empty_corpus_files_with_questions_still_import_the_questions(corpus_dir):
    from tests.benchmark.files import questions

    corpus_import(folder=corpus_dir, dataset_name="example")
    _empty(corpus_dir, "patients.jsonl", "admissions.jsonl", "notes.jsonl")
    write_jsonl(corpus_dir / "questions.jsonl", questions())
    summary = corpus_import(folder=corpus_dir, dataset_name="example")
    assert summary.rows_read == 0 and summary.counts["questions"]["created"] == 4


def test_empty_notes_beside_patients_are_an_ordinary_import(corpus_dir):
    _empty(corpus_dir, "notes.jsonl")
    summary = corpus_import(folder=corpus_dir, dataset_name="fresh")
    assert summary.counts["patients"]["created"] == 3 and summary.counts["notes"]["created"] == 0


def test_mimic_files_with_only_headers_create_nothing(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic", patients=[], admissions=[], discharge=[], radiology=[])
    with pytest.raises(CommandError) as caught:
        call_command("import_mimic_notes", "--hosp-dir", str(root / "hosp"), "--note-dir", str(root / "note"),
                     "--no-progress")
    assert "no rows: there is nothing to import" in str(caught.value) and UNCHANGED in str(caught.value)
    assert snapshot() == ([], [], [], [])


def test_mimic_subjects_that_match_no_row_create_nothing(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    with pytest.raises(CorpusFormatError, match=r"no rows for the 1 requested subject\(s\)"):
        mimic_import(files=MimicFiles.locate(hosp_dir=root / "hosp", note_dir=root / "note"), subjects={42})
    assert snapshot() == ([], [], [], [])
