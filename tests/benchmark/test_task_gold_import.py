"""task_gold.jsonl: paper 001's extraction gold per admission and task, validated per task,
versioned (a version is immutable; corrections are new versions), exported in the import format."""

import datetime as dt

import pytest

from benchmark.models import TaskGold, TaskItem
from benchmark.releases import release_for, release_set
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
    item = TaskItem.objects.get(hadm_id=22595853, task="diagnoses")
    assert item.admission == Admission.objects.get(hadm_id=22595853)
    assert item.subject_id == 10000032 and item.cutoff == dt.datetime(2180, 5, 7, tzinfo=UTC)
    gold = TaskGold.objects.get(item=item)
    assert gold.version == "v1" and [i["icd10"] for i in gold.items] == ["K74.60", "B18.2"]
    antibiotics = TaskGold.objects.get(item__task="antibiotics")
    assert antibiotics.item.cutoff is None and antibiotics.items[0]["end"] is None
    assert release_for(item.dataset).task_gold_version == "v1"


def test_a_line_without_a_version_is_version_v1(folder):
    rows = task_gold()
    del rows[0]["version"]
    write_jsonl(folder / "task_gold.jsonl", rows)
    corpus_import(folder=folder, dataset_name="example")
    assert TaskGold.objects.get(item__task="diagnoses").version == "v1"


def test_it_is_idempotent(folder):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    again = corpus_import(folder=folder, dataset_name="example")
    assert again.counts["task_gold"] == {"created": 0, "updated": 0, "unchanged": 3}
    assert snapshot() == before


def test_a_correction_is_a_new_version_beside_the_old_one(folder):
    corpus_import(folder=folder, dataset_name="example")
    rows = task_gold()
    rows[0]["items"].pop()
    rows[0]["version"] = "v2"
    write_jsonl(folder / "task_gold.jsonl", rows)
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["task_gold"] == {"created": 1, "updated": 0, "unchanged": 2}
    versions = {g.version: g.items for g in TaskGold.objects.filter(item__task="diagnoses")}
    assert len(versions["v1"]) == 2 and len(versions["v2"]) == 1
    dataset = Dataset.objects.get(name="example")
    assert release_for(dataset).task_gold_version == "v1"  # an import never moves the release
    release_set(dataset=dataset, task_gold_version="v2")
    assert release_for(dataset).task_gold_version == "v2"


@pytest.mark.parametrize("change,message", [
    (lambda r: r["items"].pop(), "version 'v1' is already imported with different items; task-gold versions are "
                                 "immutable: give the corrected items a new version"),
    (lambda r: r.update(cutoff="2180-05-08T00:00:00", version="v2"),
     "was imported with cutoff 2180-05-07T00:00:00+00:00, not 2180-05-08 00:00:00+00:00; a task item's cutoff is fixed"),
])
def test_a_changed_version_or_cutoff_is_refused_and_changes_nothing(folder, change, message):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    rows = task_gold()
    change(rows[0])
    write_jsonl(folder / "task_gold.jsonl", rows)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="example")
    assert caught.value.file == "task_gold.jsonl" and caught.value.line == 1
    assert message in str(caught.value)
    assert snapshot() == before


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
     "hadm_id 22595853 task 'diagnoses' version 'v1' appears more than once in this import with different values "
     "(items) (first at task_gold.jsonl line 1)"),
    (1, lambda r: r.update(task="diagnoses", version="v2", cutoff="2180-05-08T00:00:00", items=[]),
     "hadm_id 22595853 task 'diagnoses' appears more than once in this import with different values (cutoff)"),
    (0, lambda r: r.update(version="v 1"), "field 'version': 'v 1' is not a version label"),
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
