"""import_mimic_notes: MIMIC-IV-Note + MIMIC-IV hosp CSVs, streamed, validated, all-or-nothing."""

import copy
import datetime as dt
import gzip

import pytest
from django.core.management import CommandError, call_command

from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import MimicFiles, mimic_import
from retrieval.models import Admission, Dataset, Note, Patient
from tests.retrieval import mimic_files as mf
from tests.retrieval.test_corpus_import import snapshot

pytestmark = pytest.mark.django_db
UTC = dt.timezone.utc


def line_of(rows, index):
    """Physical line where discharge row ``index`` starts (header is line 1; texts span lines)."""
    return 2 + sum(row[7].count("\n") + 1 for row in rows[:index])


def run(root, **kwargs):
    files = MimicFiles.locate(hosp_dir=root / "hosp", note_dir=root / "note")
    return mimic_import(files=files, **kwargs)


def test_it_imports_gzipped_mimic_files(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    summary = run(root)
    assert summary.dataset == "mimic-iv"
    assert summary.counts["patients"]["created"] == 3
    assert summary.counts["admissions"]["created"] == 4
    assert summary.counts["notes"]["created"] == 6
    note = Note.objects.get(note_id="10000032-DS-21")
    # Embedded newlines, quotes and leading spaces survive exactly.
    assert note.text == mf.DISCHARGE[0][7]
    assert note.charttime == dt.datetime(2180, 5, 7, tzinfo=UTC)
    assert Note.objects.get(note_id="10000084-RR-32").admission is None
    assert Note.objects.get(note_id="10000117-RR-5").storetime is None
    # MIMIC-IV keeps race on admissions: the latest admission's value wins.
    assert Patient.objects.get(subject_id=10000032).race == "WHITE - OTHER EUROPEAN"
    assert Patient.objects.get(subject_id=10000084).anchor_age == 72


def test_a_later_admission_updates_the_patient_race(tmp_path):
    run(mf.write_mimic(tmp_path / "first"))
    admissions = copy.deepcopy(mf.ADMISSIONS)
    admissions.append(["10000117", "29000001", "2184-01-02 10:00:00", "2184-01-05 12:00:00",
                       *mf.ADMISSIONS[3][4:12], "ASIAN - KOREAN", "", "", "0"])
    summary = run(mf.write_mimic(tmp_path / "second", admissions=admissions))
    assert summary.counts["admissions"] == {"created": 1, "updated": 0, "unchanged": 4}
    assert Patient.objects.get(subject_id=10000117).race == "ASIAN - KOREAN"
    assert Admission.objects.get(hadm_id=27988844).race == "WHITE"


def test_it_reads_uncompressed_csv_too(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic", compress=False)
    assert run(root).counts["notes"]["created"] == 6


def test_it_filters_by_subject(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    run(root, subjects={10000032})
    assert list(Patient.objects.values_list("subject_id", flat=True)) == [10000032]
    assert Admission.objects.count() == 2
    assert sorted(Note.objects.values_list("note_id", flat=True)) == ["10000032-DS-21", "10000032-DS-22", "10000032-RR-14"]


def test_it_is_idempotent(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    run(root)
    before = snapshot()
    again = run(root)
    assert snapshot() == before
    assert again.counts["notes"] == {"created": 0, "updated": 0, "unchanged": 6}


def _bad(tmp_path, **overrides):
    return mf.write_mimic(tmp_path / "bad", **overrides)


def _discharge_with(index, column, value):
    rows = copy.deepcopy(mf.DISCHARGE)
    rows[index][column] = value
    return rows


@pytest.mark.parametrize("overrides,message", [
    ({"note_header": [c for c in mf.NOTE_HEADER if c != "storetime"]},
     "discharge.csv.gz line 1: missing column(s) storetime; the header has note_id, subject_id"),
    ({"discharge": [*mf.DISCHARGE[:1], mf.DISCHARGE[1][:5]]},
     f"discharge.csv.gz line {line_of(mf.DISCHARGE, 1)}: expected 8 fields as in the header, found 5"),
    ({"discharge": _discharge_with(1, 2, "99999999")},
     f"discharge.csv.gz line {line_of(mf.DISCHARGE, 1)}: hadm_id 99999999 has no admission record"),
    ({"discharge": _discharge_with(2, 1, "ten")},
     f"discharge.csv.gz line {line_of(mf.DISCHARGE, 2)}: field 'subject_id': expected an integer, got 'ten'"),
    ({"discharge": _discharge_with(2, 5, "25/11/2160")},
     f"discharge.csv.gz line {line_of(mf.DISCHARGE, 2)}: field 'charttime': expected an ISO 8601 time"),
    ({"discharge": [*mf.DISCHARGE, [mf.DISCHARGE[0][0], *mf.DISCHARGE[0][1:7], "other text"]]},
     f"discharge.csv.gz line {line_of(mf.DISCHARGE, 3)}: note_id '10000032-DS-21' appears more than once in this import with different text (first at discharge.csv.gz line 2)"),
    ({"admission_header": [c for c in mf.ADMISSION_HEADER if c != "admittime"]},
     "admissions.csv.gz line 1: missing column(s) admittime"),
    ({"admissions": [*mf.ADMISSIONS, ["10009999", *mf.ADMISSIONS[0][1:]]]},
     "admissions.csv.gz line 6: hadm_id 22595853 appears more than once in this import with different values (subject_id) (first at admissions.csv.gz line 2)"),
])
def test_it_rejects_bad_files_and_changes_nothing(tmp_path, overrides, message):
    mf.write_mimic(tmp_path / "good")
    run(tmp_path / "good")
    before = snapshot()
    root = _bad(tmp_path, **overrides)
    with pytest.raises(CorpusFormatError) as caught:
        run(root)
    assert message in str(caught.value)
    assert snapshot() == before


def test_it_rejects_an_admission_of_an_unknown_patient(tmp_path):
    admissions = [*mf.ADMISSIONS, ["10009999", "29999999", *mf.ADMISSIONS[0][2:]]]
    root = _bad(tmp_path, admissions=admissions)
    with pytest.raises(CorpusFormatError, match="admissions.csv.gz line 6: subject_id 10009999 has no patient record"):
        run(root)
    assert snapshot() == ([], [], [], [])


def test_it_rejects_bad_encoding(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    path = root / "note" / "radiology.csv.gz"
    data = gzip.decompress(path.read_bytes()).replace(b"Stricture.", b"Strictur\xe9.")
    path.write_bytes(gzip.compress(data))
    with pytest.raises(CorpusFormatError) as caught:
        run(root)
    bad_line = 1 + 1 + mf.RADIOLOGY[0][7].count("\n") + 1 + mf.RADIOLOGY[1][7].count("\n") + 1 + 1
    assert str(caught.value) == f"radiology.csv.gz line {bad_line}: not valid UTF-8 (byte 9 of the line)"
    assert snapshot() == ([], [], [], [])


def test_it_rejects_a_truncated_gzip_file(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    path = root / "note" / "discharge.csv.gz"
    path.write_bytes(path.read_bytes()[:-30])
    with pytest.raises(CorpusFormatError, match="discharge.csv.gz.*cannot read the file"):
        run(root)
    assert not Dataset.objects.exists()


def test_it_names_missing_files(tmp_path):
    with pytest.raises(CorpusFormatError, match="patients.csv.gz not found"):
        MimicFiles.locate(hosp_dir=tmp_path, note_dir=tmp_path)


def test_the_command_streams_with_a_subject_filter(tmp_path, capsys):
    root = mf.write_mimic(tmp_path / "mimic")
    call_command("import_mimic_notes", "--hosp-dir", str(root / "hosp"), "--note-dir", str(root / "note"),
                 "--subjects", "10000084,10000117", "--dataset", "mimic-demo", "--batch-size", "1")
    out = capsys.readouterr()
    assert "notes: 3 new" in out.out
    assert "discharge.csv.gz" in out.err  # the progress bar names each file
    assert set(Patient.objects.values_list("subject_id", flat=True)) == {10000084, 10000117}


def test_the_command_reports_bad_input(tmp_path):
    root = _bad(tmp_path, discharge=_discharge_with(0, 2, "12"))
    with pytest.raises(CommandError, match=r"(?s)discharge.csv.gz line 2: hadm_id 12 has no admission record.*Nothing was imported"):
        call_command("import_mimic_notes", "--hosp-dir", str(root / "hosp"), "--note-dir", str(root / "note"), "--no-progress")
    with pytest.raises(CommandError, match="--subjects: expected integers"):
        call_command("import_mimic_notes", "--hosp-dir", str(root / "hosp"), "--note-dir", str(root / "note"), "--subjects", "x")
