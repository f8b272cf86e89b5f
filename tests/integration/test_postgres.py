"""PostgreSQL-only behaviour: notes go in with COPY, inside the import's single transaction."""

import pytest
from django.db import connection

from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_import
from retrieval.corpus.writer import CorpusWriter
from retrieval.models import Dataset, Note
from tests.conftest import read_jsonl, write_jsonl

pytestmark = [pytest.mark.postgres, pytest.mark.django_db]


def test_it_writes_notes_with_copy(corpus_dir, monkeypatch):
    used = []
    original = CorpusWriter._insert_notes

    def spy(self, rows):
        used.append(self._use_copy)
        return original(self, rows)

    monkeypatch.setattr(CorpusWriter, "_insert_notes", spy)
    corpus_import(folder=corpus_dir, dataset_name="example", batch_size=3)
    assert connection.vendor == "postgresql"
    assert used and all(used)
    assert Note.objects.count() == 7


def test_a_copy_batch_rolls_back_with_the_import(corpus_dir):
    notes = read_jsonl(corpus_dir / "notes.jsonl")
    notes[-1]["hadm_id"] = 1  # fails after two COPY batches went in
    write_jsonl(corpus_dir / "notes.jsonl", notes)
    with pytest.raises(CorpusFormatError, match="notes.jsonl line 7: hadm_id 1 has no admission record"):
        corpus_import(folder=corpus_dir, dataset_name="example", batch_size=3)
    assert not Note.objects.exists() and not Dataset.objects.exists()
