"""references.jsonl: immutable versions with parents, evidence spans checked against the notes,
every bad line reported with its file and line, and a byte-stable export."""

import datetime as dt

import pytest

from benchmark.exporters import references_export
from benchmark.models import Question, ReferenceAnswer
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_export, corpus_import
from retrieval.models import Dataset
from tests.benchmark.files import NOTE_TEXTS, references, snapshot, write_benchmark
from tests.conftest import read_jsonl, write_jsonl

pytestmark = pytest.mark.django_db

UTC = dt.timezone.utc


@pytest.fixture
def folder(corpus_dir):
    return write_benchmark(corpus_dir)


def _version(qid, version, dataset="example"):
    return ReferenceAnswer.objects.get(question__dataset__name=dataset, question__qid=qid, version=version)


def test_it_imports_versions_with_their_parents(folder):
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["references"] == {"created": 5, "updated": 0, "unchanged": 0}
    v1, v2, v3 = (_version("neg-001", v) for v in ("v1", "v2", "v3"))
    assert v1.parent is None and v2.parent == v1 and v3.parent == v2
    assert v2.defect_type == "inverted_truth" and v1.defect_type == ""
    assert v2.author == "generator:defects" and v2.rationale == "The negation cue was missed."
    assert v2.created == dt.datetime(2024, 3, 2, 9, tzinfo=UTC)
    assert v1.structure == {"concept": "fever", "polarity": "absent", "experiencer": "patient"}
    [evidence] = v1.evidence
    assert NOTE_TEXTS["10000032-DS-21"][evidence["start"]:evidence["end"]] == "denies fevers"
    assert evidence["section"] == "History of Present Illness"
    assert v1.question == Question.objects.get(qid="neg-001")


def test_it_is_idempotent(folder):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    again = corpus_import(folder=folder, dataset_name="example")
    assert again.counts["references"] == {"created": 0, "updated": 0, "unchanged": 5}
    assert snapshot() == before


def test_it_resolves_a_parent_imported_earlier(folder):
    rows = references()
    write_jsonl(folder / "references.jsonl", rows[:3])
    corpus_import(folder=folder, dataset_name="example")
    write_jsonl(folder / "references.jsonl", rows[3:])
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["references"] == {"created": 2, "updated": 0, "unchanged": 0}
    assert _version("neg-001", "v2").parent == _version("neg-001", "v1")
    assert _version("neg-001", "v3").parent == _version("neg-001", "v2")


def test_it_resolves_parents_across_batches(folder):
    corpus_import(folder=folder, dataset_name="example", batch_size=1)
    assert _version("neg-001", "v3").parent.parent == _version("neg-001", "v1")


def test_it_tolerates_an_identical_repeated_line(folder):
    write_jsonl(folder / "references.jsonl", references() + references()[2:3])
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["references"] == {"created": 5, "updated": 0, "unchanged": 1}


def test_it_accepts_lines_with_only_the_required_fields(folder):
    write_jsonl(folder / "references.jsonl", [
        {"qid": "fh-001", "version": "v1", "answer": "No.", "author": "me", "created": "2024-01-01"},
    ])
    corpus_import(folder=folder, dataset_name="example")
    row = _version("fh-001", "v1")
    assert row.structure is None and row.evidence == [] and row.rationale == "" and row.parent is None


def _other_note_span():
    return {"note_id": "10000084-DS-17", "start": 0, "end": 5, "section": None}


BAD_CASES = [
    # (row index, mutation, expected message fragment)
    (0, lambda r: r.update(qid="nope-001"),
     "qid 'nope-001' is not a question of dataset 'fresh'; expected a qid of questions.jsonl"),
    (3, lambda r: r.update(parent="v0"),
     "parent 'v0' is not a version of qid 'neg-001'; a parent must come before its children"),
    (2, lambda r: r.update(parent="v2"),
     "parent 'v2' is not a version of qid 'neg-001'; a parent must come before its children"),
    (3, lambda r: r.update(parent="v2"), "version 'v2' names itself as its parent"),
    (3, lambda r: r.update(defect="hallucination"),
     "field 'defect': expected one of assertion_classifier_error, inverted_truth, non_clinical_entity, "
     "medication_list_conflation, fabricated_temporal_relation, experiencer_attribution; got 'hallucination'"),
    (1, lambda r: r["evidence"].append(_other_note_span()),
     "evidence[1]: note '10000084-DS-17' is a note of subject_id 10000084, not of the question's patient "
     "(subject_id 10000032)"),
    (1, lambda r: r["evidence"][0].update(note_id="10000032-XX-1"),
     "evidence[0]: note_id '10000032-XX-1' is not a note of dataset 'fresh'"),
    (2, lambda r: r["evidence"][0].update(end=912),
     "is outside note '10000032-DS-21', which has 911 characters; expected 0 <= start < end <= 911"),
    (2, lambda r: r["evidence"][0].update(start=-1), "evidence[0]: span [-1, "),
    (2, lambda r: r["evidence"][0].update(start=40, end=40), "evidence[0]: span [40, 40) is empty or negative"),
    (2, lambda r: r["evidence"][0].update(page=3), "unknown field(s) 'page' in evidence[0]; expected only"),
    (2, lambda r: r["evidence"][0].pop("end"), "field 'evidence[0].end' is required but missing or empty"),
    (2, lambda r: r.update(evidence={"note_id": "x"}), "field 'evidence': expected a list"),
    (2, lambda r: r.update(version="v 1"), "field 'version': 'v 1' is not a version label"),
    (3, lambda r: r.update(parent="../v1"), "field 'parent': '../v1' is not a version label"),
    (4, lambda r: r.update(created="last week"), "field 'created': expected an ISO 8601 time"),
    (4, lambda r: r.pop("author"), "field 'author' is required but missing or empty"),
    (0, lambda r: r.update(score=1), "unknown field(s) 'score'; expected only"),
    (1, lambda r: r["structure"].update(polarity="negated"),
     "field 'structure.polarity': expected one of present, absent, possible, conditional, hypothetical; got 'negated'"),
    (1, lambda r: r["structure"].update(certainty=0.9), "unknown field(s) 'certainty' in structure; expected only"),
    (1, lambda r: r.update(structure="present"), "field 'structure': expected an object, got 'present'"),
    (1, lambda r: r["structure"].update(order=["ascites", "paracentesis"], dates=["2180-05-06"]),
     "structure.dates has 1 dates but structure.order has 2 concepts; expected one date per concept"),
    (1, lambda r: r["structure"].update(duration={"value": "7", "unit": "days"}),
     "field 'structure.duration.value': expected a number, got '7'"),
    (0, lambda r: r["structure"].update(added="omeprazole"), "field 'structure.added': expected a list"),
]


@pytest.mark.parametrize("index,mutate,message", BAD_CASES)
def test_it_rejects_bad_lines_and_changes_nothing(folder, index, mutate, message):
    corpus_import(folder=folder, dataset_name="existing")
    before = snapshot()
    rows = references()
    mutate(rows[index])
    write_jsonl(folder / "references.jsonl", rows)
    line = index + 1
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="fresh")
    assert caught.value.file == "references.jsonl" and caught.value.line == line, str(caught.value)
    assert str(caught.value).startswith(f"references.jsonl line {line}: ")
    assert message in str(caught.value)
    assert snapshot() == before
    assert not Dataset.objects.filter(name="fresh").exists()


def test_it_names_the_first_line_of_a_conflicting_repeat(folder):
    rows = references()
    write_jsonl(folder / "references.jsonl", rows + [{**rows[2], "author": "someone else"}])
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="example")
    assert str(caught.value) == (
        "references.jsonl line 6: qid 'neg-001' version 'v1' appears more than once in this import with "
        "different values (author) (first at references.jsonl line 3)"
    )
    assert all(rows == [] for rows in snapshot())


@pytest.mark.parametrize("change,fields", [
    (lambda r: r.update(answer="Yes."), "answer"),
    (lambda r: r.update(created="2024-03-02T09:00:01"), "created"),
    (lambda r: r["structure"].update(polarity="possible"), "structure"),
    (lambda r: r["evidence"][0].update(section=None), "evidence"),
    (lambda r: r.update(parent=None, defect="experiencer_attribution"), "parent, defect"),
])
def test_it_refuses_to_change_an_imported_version(folder, change, fields):
    corpus_import(folder=folder, dataset_name="example")
    before = snapshot()
    rows = references()
    change(rows[3])
    write_jsonl(folder / "references.jsonl", rows)
    with pytest.raises(CorpusFormatError) as caught:
        corpus_import(folder=folder, dataset_name="example")
    assert str(caught.value) == (
        f"references.jsonl line 4: qid 'neg-001' version 'v2' is already imported with different values "
        f"({fields}); reference versions are immutable: make a new version instead"
    )
    assert snapshot() == before


def test_a_new_version_of_an_imported_question_is_added(folder):
    corpus_import(folder=folder, dataset_name="example")
    rows = references()
    rows.append({**rows[4], "version": "v4", "parent": "v3", "answer": "No fevers.", "created": "2024-04-01T00:00:00"})
    write_jsonl(folder / "references.jsonl", rows)
    summary = corpus_import(folder=folder, dataset_name="example")
    assert summary.counts["references"] == {"created": 1, "updated": 0, "unchanged": 5}
    assert _version("neg-001", "v4").parent == _version("neg-001", "v3")


def test_it_exports_references_byte_for_byte(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    written = corpus_export(dataset_name="example", folder=tmp_path / "out")
    assert written["references.jsonl"] == 5
    # The fixture is sorted by qid, versions in creation order, keys in the documented order.
    assert (tmp_path / "out" / "references.jsonl").read_bytes() == (folder / "references.jsonl").read_bytes()


def test_an_export_re_imports_into_an_identical_dataset_and_re_exports_identically(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    corpus_export(dataset_name="example", folder=tmp_path / "one")
    corpus_import(folder=tmp_path / "one", dataset_name="copy")
    corpus_export(dataset_name="copy", folder=tmp_path / "two")
    for name in ("questions.jsonl", "references.jsonl", "task_gold.jsonl"):
        assert (tmp_path / "two" / name).read_bytes() == (tmp_path / "one" / name).read_bytes()
    copy = _version("neg-001", "v3", dataset="copy")
    assert copy.parent == _version("neg-001", "v2", dataset="copy")


def test_it_can_omit_answer_and_rationale_text(folder, tmp_path):
    corpus_import(folder=folder, dataset_name="example")
    references_export(path=tmp_path / "r.jsonl", dataset=Dataset.objects.get(), omit_text=True)
    rows = read_jsonl(tmp_path / "r.jsonl")
    assert all("answer" not in row and "rationale" not in row for row in rows)
    assert rows[1]["answer_length"] == len("Yes, ascites is active.")
    assert rows[1]["evidence"] == references()[1]["evidence"]
    assert "denied fevers" not in (tmp_path / "r.jsonl").read_text()


def test_deleting_a_dataset_removes_its_version_chains(folder):
    corpus_import(folder=folder, dataset_name="example")
    Dataset.objects.get(name="example").delete()
    assert not ReferenceAnswer.objects.exists() and not Question.objects.exists()


def test_the_admin_shows_reference_versions_read_only(folder, client, django_user_model):
    corpus_import(folder=folder, dataset_name="example")
    client.force_login(django_user_model.objects.create_superuser("root", password="pw-root"))
    v2 = _version("neg-001", "v2")
    assert client.get("/admin/benchmark/referenceanswer/").status_code == 200
    page = client.get(f"/admin/benchmark/referenceanswer/{v2.pk}/change/")
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert client.post(f"/admin/benchmark/referenceanswer/{v2.pk}/change/", {"answer": "No."}).status_code == 403
    assert client.get("/admin/benchmark/referenceanswer/add/").status_code == 403
    question_page = client.get(f"/admin/benchmark/question/{v2.question_id}/change/")
    assert question_page.status_code == 200 and b"generator:defects" in question_page.content
    for model in ("question", "taskitem", "datasetrelease", "predictionset"):
        assert client.get(f"/admin/benchmark/{model}/").status_code == 200
    assert _version("neg-001", "v2").answer == "Yes, she had fevers."
