"""export_corpus: the portable format written back out, round-trippable, optionally without text."""

import pytest
from django.core.management import CommandError, call_command

from retrieval.corpus.services import corpus_export, corpus_import
from retrieval.models import Note
from tests.conftest import EXAMPLE_CORPUS, read_jsonl

pytestmark = pytest.mark.django_db


def _by(rows, key):
    return {row[key]: row for row in rows}


def test_it_round_trips_the_example_exactly(tmp_path):
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    written = corpus_export(dataset_name="example", folder=tmp_path / "out")
    assert written == {"patients.jsonl": 3, "admissions.jsonl": 4, "notes.jsonl": 7}
    for name, key in [("patients.jsonl", "subject_id"), ("admissions.jsonl", "hadm_id"), ("notes.jsonl", "note_id")]:
        assert _by(read_jsonl(tmp_path / "out" / name), key) == _by(read_jsonl(EXAMPLE_CORPUS / name), key)


def test_an_export_imports_into_an_identical_dataset(tmp_path):
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    corpus_export(dataset_name="example", folder=tmp_path / "out")
    corpus_import(folder=tmp_path / "out", dataset_name="copy")
    original = sorted(Note.objects.filter(dataset__name="example").values_list("note_id", "text_sha256", "charttime"))
    copy = sorted(Note.objects.filter(dataset__name="copy").values_list("note_id", "text_sha256", "charttime"))
    assert original == copy


def test_it_can_omit_note_text(tmp_path):
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    corpus_export(dataset_name="example", folder=tmp_path / "out", omit_text=True)
    notes = read_jsonl(tmp_path / "out" / "notes.jsonl")
    assert all("text" not in row for row in notes)
    first = _by(notes, "note_id")["10000032-DS-21"]
    stored = Note.objects.get(note_id="10000032-DS-21")
    assert first["text_length"] == len(stored.text) and first["text_sha256"] == stored.text_sha256
    assert "HCV cirrhosis" not in (tmp_path / "out" / "notes.jsonl").read_text()


def test_the_command_names_an_unknown_dataset(tmp_path):
    with pytest.raises(CommandError, match="no dataset named 'nope'"):
        call_command("export_corpus", str(tmp_path), "--dataset", "nope")
