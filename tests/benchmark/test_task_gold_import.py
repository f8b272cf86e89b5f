"""task_gold.jsonl: paper 001's extraction gold per admission and task, validated per task,
corrected in place on re-import, exported in the import format."""

import datetime as dt

import pytest

from benchmark.models import TaskGold
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_export, corpus_import
from retrieval.models import Admission, Dataset
from tests.benchmark.files import snapshot, task_gold, write_benchmark
from tests.conftest import write_jsonl

pytestmark = pytest.mark.django_db

UTC = dt.timezone.utc


@pytest.fixture
def folder(corpus_dir):
    return write_benchmark(corpus_dir)


def test_it_imports_task_gold(folder):
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["task_gold"] == {"created": 3, "updated": 0, "unchanged": 0}
    gold = TaskGold.objects.get(hadm_id=22595853, task="diagnoses")
    assert gold.admission == Admission.objects.get(hadm_id=22595853)
    assert gold.subject_id == 10000032 and gold.cutoff == dt.datetime(2180, 5, 7, tzinfo=UTC)
    assert [item["icd10"] for item in gold.items] == ["K74.60", "B18.2"]
    antibiotics = TaskGold.objects.get(task="antibiotics")
    assert antibiotics.cutoff is None and antibiotics.items[0]["end"] is None


def test_it_is_idempotent(folder):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    again = corpus_import(folder=folder, dataset_name="example")
    assert again.counts["task_gold"] == {"created": 0, "updated": 0, "unchanged": 3}
    assert snapshot() == before


def test_it_updates_corrected_gold(folder):
    corpus_import(folder=folder, dataset_name="example")
    rows = task_gold()
    rows[0]["items"].pop()
    rows[2]["cutoff"] = "2183-09-19T10:00:00"
    write_jsonl(folder / "task_gold.jsonl", rows)
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["task_gold"] == {"created": 0, "updated": 2, "unchanged": 1}
    assert len(TaskGold.objects.get(task="diagnoses").items) == 1
    assert TaskGold.objects.get(task="antibiotics").cutoff == dt.datetime(2183, 9, 19, 10, tzinfo=UTC)


BAD_CASES = [
    (0, lambda r: r.update(task="procedures"),
     "field 'task': expected one of imaging, antibiotics, diagnoses; got 'procedures'"),
    (0, lambda r: r.update(hadm_id=12345678), "hadm_id 12345678 is not an admission of dataset 'fresh'"),
    (1, lambda r: r.update(subject_id=10000084),
     "hadm_id 22595853 is an admission of subject_id 10000032, not of subject_id 10000084"),
    (1, lambda r: r["items"][0].update(modality="PET"),
     "field 'items[0].modality': expected one of CT, MRI, X-ray, Ultrasound, NM; got 'PET'"),
    (1, lambda r: r["items"][0].update(date="06/05/2180"), "field 'items[0].date': expected a date such as 2180-05-06"),
    (1, lambda r: r["items"][0].pop("body_site"), "field 'items[0].body_site' is required"),
    (2, lambda r: r["items"][0].update(intent="empiric"),
     "field 'items[0].intent': expected one of therapeutic, prophylactic; got 'empiric'"),
    (2, lambda r: r["items"][0].update(ingredients="ceftriaxone"), "field 'items[0].ingredients': expected a list"),
    (0, lambda r: r["items"][1].update(billed="yes"), "field 'items[1].billed': expected true or false, got 'yes'"),
    (0, lambda r: r["items"][1].update(poa="Y"), "unknown field(s) 'poa' in items[1]; expected only"),
    (0, lambda r: r.update(items=None), "field 'items' is required but missing or null"),
    (2, lambda r: r.update(cutoff="soon"), "field 'cutoff': expected an ISO 8601 time"),
    (1, lambda r: r.update(task="diagnoses", items=[]),
     "hadm_id 22595853 task 'diagnoses' appears more than once in this import with different values (items) "
     "(first at task_gold.jsonl line 1)"),
]


@pytest.mark.parametrize("index,mutate,message", BAD_CASES)
def test_it_rejects_bad_lines_and_changes_nothing(folder, index, mutate, message):
    corpus_import(folder=folder, dataset_name="existing")
    before = snapshot()
    rows = task_gold()
    mutate(rows[index])
    write_jsonl(folder / "task_gold.jsonl", rows)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="fresh")
    assert caught.value.file == "task_gold.jsonl" and caught.value.line == index + 1, str(caught.value)
    assert message in str(caught.value)
    assert snapshot() == before
    assert not Dataset.objects.filter(name="fresh").exists()


def test_it_exports_task_gold_byte_for_byte(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    written = corpus_export(dataset_name="example", folder=tmp_path / "out", omit_text=True)
    assert written["task_gold.jsonl"] == 3
    assert (tmp_path / "out" / "task_gold.jsonl").read_bytes() == (folder / "task_gold.jsonl").read_bytes()
