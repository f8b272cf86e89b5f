"""Released reference versions are frozen by every path (model, queryset, admin, importer,
command) while a dataset's deletion still cascades; corrections.json round-trips, and every bad
entry is refused with its file, index and qid, leaving the database as it was."""

from __future__ import annotations

import json

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.db import transaction

from benchmark.models import DatasetRelease, Question, ReferenceAnswer, ReferenceRelease, ReleasedReferenceError
from benchmark.references.corrections import CorrectionsError, corrections_export, corrections_import
from benchmark.references.releases import ReleaseError, release_digest, release_verify, release_version
from benchmark.releases import UnreleasedReferenceError, default_reference_version, recorded_reference_version
from retrieval.corpus.services import corpus_import
from retrieval.models import Dataset, Note
from tests.benchmark.files import references, snapshot, write_benchmark
from tests.conftest import write_jsonl
from tests.retrieval.graph_support import import_cohort

pytestmark = pytest.mark.django_db


@pytest.fixture
def example(corpus_dir) -> Dataset:
    corpus_import(folder=write_benchmark(corpus_dir), dataset_name="example")
    return Dataset.objects.get(name="example")


@pytest.fixture
def released(example) -> Dataset:
    release_version(example, "v2", "alice", "after review")
    return example


def _ref(qid, version, dataset="example"):
    return ReferenceAnswer.objects.get(question__dataset__name=dataset, question__qid=qid, version=version)


# -- releasing -----------------------------------------------------------------------------------

def test_it_records_count_and_a_stable_digest(example):
    before = release_digest(example, "v1")
    release = release_version(example, "v1", "alice", "first")
    assert (release.references, release.digest) == before == release_digest("example", "v1")
    assert release.references == 3 and len(release.digest) == 64
    assert release_verify(release)
    assert release_digest(example, "v2") != before


def test_it_refuses_an_unknown_or_already_released_version(released):
    with pytest.raises(ReleaseError, match="no reference version 'v7'"):
        release_version(released, "v7", "alice")
    with pytest.raises(ReleaseError, match="already released"):
        release_version(released, "v2", "alice")


def test_make_default_moves_the_dataset_release(example):
    # the import recorded v3 as the default, but it is not released: nothing may use it yet
    assert recorded_reference_version(example) == "v3"
    with pytest.raises(UnreleasedReferenceError, match="'v3' of dataset 'example' is not released"):
        default_reference_version(example)
    release_version(example, "v2", "alice", "back to v2", make_default=False)
    assert recorded_reference_version(example) == "v3"
    release_version(example, "v1", "alice", "v1 please", make_default=True)
    assert default_reference_version(example) == "v1"
    row = DatasetRelease.objects.get(dataset=example)
    assert row.reference_version == "v1" and row.updated_by == "alice"


def test_the_command_releases_and_makes_default(example, capsys):
    # first what it changes, and nothing changed without --yes (the page's confirmation)
    with pytest.raises(CommandError, match="not confirmed: nothing was changed"):
        call_command("release_references", "--dataset", "example", "--version", "v2", "--default")
    shown = capsys.readouterr().out
    assert "Release references v2 of 'example': freezes every reference of v2." in shown
    assert "Moves the default reference version from v3 (never released) to v2" in shown
    assert "Accuracy of every run, v3 -> v2, with the default evaluator — polarity" in shown
    assert not ReferenceRelease.objects.filter(dataset=example, label="v2").exists()
    call_command("release_references", "--dataset", "example", "--version", "v2", "--default", "--note", "ok", "--yes")
    assert "released references v2" in capsys.readouterr().out
    assert ReferenceRelease.objects.get(dataset=example, label="v2").note == "ok"
    assert default_reference_version(example) == "v2"
    with pytest.raises(CommandError, match="already released"):
        call_command("release_references", "--dataset", "example", "--version", "v2")


# -- nothing in a released set changes -----------------------------------------------------------

def test_save_of_a_released_row_is_refused(released):
    row = _ref("neg-001", "v2")
    row.answer = "No."
    with pytest.raises(ReleasedReferenceError, match=r"'neg-001' version 'v2' of dataset 'example' is released"):
        row.save()
    row.version, row.answer = "v9", _ref("neg-001", "v2").answer  # relabelling it away is a change too
    with pytest.raises(ReleasedReferenceError):
        row.save()
    assert _ref("neg-001", "v2").answer == "Yes, she had fevers."


def test_an_unreleased_row_still_saves(released):
    row = _ref("neg-001", "v1")
    row.rationale = "noted"
    row.save()
    assert _ref("neg-001", "v1").rationale == "noted"


def test_delete_of_a_released_row_is_refused(released):
    with pytest.raises(ReleasedReferenceError, match="cannot be deleted"):
        _ref("neg-001", "v2").delete()
    assert ReferenceAnswer.objects.filter(version="v2").count() == 1


def test_queryset_update_and_delete_are_refused(released):
    before = snapshot()
    with pytest.raises(ReleasedReferenceError, match="cannot be updated"):
        ReferenceAnswer.objects.filter(question__dataset=released).update(rationale="x")
    with pytest.raises(ReleasedReferenceError, match="cannot be deleted"):
        ReferenceAnswer.objects.all().delete()
    with pytest.raises(ReleasedReferenceError):
        ReferenceAnswer._base_manager.filter(version="v2").update(answer="x")
    rows = list(ReferenceAnswer.objects.filter(version="v2"))
    rows[0].answer = "x"
    with pytest.raises(ReleasedReferenceError):
        ReferenceAnswer.objects.bulk_update(rows, ["answer"])
    assert snapshot() == before
    assert ReferenceAnswer.objects.filter(version="v1").update(rationale="fine") == 3


def test_deleting_the_question_of_a_released_row_is_refused(released):
    question = Question.objects.get(dataset=released, qid="neg-001")
    with pytest.raises(ReleasedReferenceError), transaction.atomic():  # the collector's own block is broken
        question.delete()
    with pytest.raises(ReleasedReferenceError), transaction.atomic():
        Question.objects.filter(dataset=released).delete()
    assert _ref("neg-001", "v2")


def test_a_new_row_with_a_released_label_is_refused(released):
    question = Question.objects.get(dataset=released, qid="cs-001")
    fields = {"answer": "Yes.", "author": "x", "created": _ref("neg-001", "v2").created}
    with pytest.raises(ReleasedReferenceError, match="'cs-001' version 'v2'.*cannot be created"):
        ReferenceAnswer(question=question, version="v2", **fields).save()
    with pytest.raises(ReleasedReferenceError):
        ReferenceAnswer.objects.create(question=question, version="v2", **fields)
    with pytest.raises(ReleasedReferenceError):
        ReferenceAnswer.objects.bulk_create([ReferenceAnswer(question=question, version="v2", **fields)])
    ReferenceAnswer.objects.create(question=question, version="v4", **fields)  # other labels are fine


def test_the_importer_cannot_add_to_a_released_version(released, corpus_dir):
    rows = references() + [{**references()[0], "qid": "cs-001", "version": "v2", "parent": "v1"}]
    write_jsonl(corpus_dir / "references.jsonl", rows)
    before = snapshot()
    with pytest.raises(ReleasedReferenceError):
        corpus_import(folder=corpus_dir, dataset_name="example")
    assert snapshot() == before
    write_jsonl(corpus_dir / "references.jsonl", references())
    corpus_import(folder=corpus_dir, dataset_name="example")  # an identical re-import is still a no-op


def test_the_release_itself_cannot_be_changed_or_deleted(released):
    release = ReferenceRelease.objects.get(dataset=released, label="v2")
    release.note = "rewritten"
    with pytest.raises(ReleasedReferenceError):
        release.save()
    with pytest.raises(ReleasedReferenceError):
        release.delete()


def test_the_admin_shows_released_references_read_only(released, client, django_user_model):
    client.force_login(django_user_model.objects.create_superuser("root", password="pw-root"))
    v2 = _ref("neg-001", "v2")
    page = client.get(f"/admin/benchmark/referenceanswer/{v2.pk}/change/")
    assert page.status_code == 200 and b'name="_save"' not in page.content
    assert b"deletelink" not in page.content
    assert client.post(f"/admin/benchmark/referenceanswer/{v2.pk}/change/", {"answer": "No."}).status_code == 403
    assert client.post(f"/admin/benchmark/referenceanswer/{v2.pk}/delete/", {"post": "yes"}).status_code == 403
    response = client.post("/admin/benchmark/referenceanswer/", {
        "action": "delete_selected", "_selected_action": [v2.pk], "post": "yes"})
    # the bulk action stops at its confirmation page: deleting it would need a permission nobody has
    assert response.status_code in {200, 403} and ReferenceAnswer.objects.filter(pk=v2.pk).exists()
    assert client.post(f"/admin/benchmark/question/{v2.question_id}/delete/", {"post": "yes"}).status_code == 403
    release = ReferenceRelease.objects.get(label="v2")
    assert client.get(f"/admin/benchmark/referencerelease/{release.pk}/change/").status_code == 200
    assert client.post(f"/admin/benchmark/referencerelease/{release.pk}/delete/", {"post": "yes"}).status_code == 403
    assert _ref("neg-001", "v2").answer == "Yes, she had fevers."


def test_deleting_the_dataset_still_cascades(released):
    release_version(released, "v1", "alice")
    released.delete()
    assert not ReferenceAnswer.objects.exists() and not ReferenceRelease.objects.exists()
    assert not Question.objects.exists()


# -- corrections.json ----------------------------------------------------------------------------

@pytest.fixture
def synthetic(db, tmp_path) -> Dataset:
    return import_cohort(tmp_path / "cohort")


def _contents(dataset, label):
    return {row.question.qid: (row.answer, row.structure, row.evidence) for row in
            ReferenceAnswer.objects.filter(question__dataset=dataset, version=label).select_related("question")}


def _export(tmp_path, dataset="kg", frm="v1", to="v2"):
    out = tmp_path / "corrections.json"
    call_command("export_corrections", "--dataset", dataset, "--from", frm, "--to", to, "--out", str(out))
    return out


def test_corrections_round_trip(synthetic, tmp_path):
    out = _export(tmp_path)
    data = json.loads(out.read_text())
    v1, v2 = _contents(synthetic, "v1"), _contents(synthetic, "v2")
    differing = {qid for qid in v2 if v2[qid] != v1.get(qid)}
    assert differing and {c["qid"] for c in data["corrections"]} == differing
    assert data["from"] == "v1" and data["to"] == "v2" and data["dataset"] == "kg"
    call_command("import_corrections", str(out), "--dataset", "kg", "--as", "v9")
    v9 = _contents(synthetic, "v9")
    questions = set(Question.objects.filter(dataset=synthetic).values_list("qid", flat=True))
    assert set(v9) == questions
    for qid in questions:
        assert v9[qid] == (v2[qid] if qid in differing else v1[qid]), qid
    corrected = _ref(sorted(differing)[0], "v9", "kg")
    source = _ref(corrected.question.qid, "v2", "kg")
    assert corrected.parent == _ref(corrected.question.qid, "v1", "kg")
    assert (corrected.author, corrected.rationale, corrected.defect_type) == (
        source.author, source.rationale, source.defect_type)
    carried = _ref(sorted(questions - differing)[0], "v9", "kg")
    assert carried.author == "carried from v1" and carried.parent.version == "v1"
    assert _export(tmp_path).read_bytes() == out.read_bytes()  # byte-stable


def test_a_released_version_exports_and_the_import_does_not_touch_it(synthetic, tmp_path):
    release_version(synthetic, "v1", "alice")
    out = _export(tmp_path)
    corrections_import(out, synthetic, "v9")
    assert release_verify(ReferenceRelease.objects.get(label="v1"))


def _bad(tmp_path, out, mutate):
    data = json.loads(out.read_text())
    mutate(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data))
    return path


def _note_of_other_patient(data, synthetic):
    qid = data["corrections"][0]["qid"]
    subject = Question.objects.get(dataset=synthetic, qid=qid).subject_id
    return Note.objects.filter(dataset=synthetic).exclude(subject_id=subject).values_list("note_id", flat=True)[0]


@pytest.mark.parametrize("case", ["unknown_qid", "missing_field", "outside_note", "other_patient", "stale_from",
                                  "bad_defect", "duplicate"])
def test_a_bad_entry_is_named_and_nothing_is_written(synthetic, tmp_path, case):
    out = _export(tmp_path)

    def mutate(data):
        entry = data["corrections"][1]
        if case == "unknown_qid":
            entry["qid"] = "no-such-q"
        elif case == "missing_field":
            del entry["to"]["answer"]
        elif case in {"outside_note", "other_patient"}:
            span = {"note_id": _note_of_other_patient({"corrections": [entry]}, synthetic), "start": 0, "end": 5}
            if case == "outside_note":
                note = Note.objects.get(dataset=synthetic, note_id=entry["to"]["evidence"][0]["note_id"])
                span = {"note_id": note.note_id, "start": 0, "end": len(note.text) + 1}
            entry["to"]["evidence"] = [span]
        elif case == "stale_from":
            entry["from"]["answer"] = "something else"
        elif case == "bad_defect":
            entry["defect_type"] = "typo"
        elif case == "duplicate":
            data["corrections"].append(dict(entry))

    path = _bad(tmp_path, out, mutate)
    data = json.loads(path.read_text())
    index = len(data["corrections"]) - 1 if case == "duplicate" else 1
    qid = data["corrections"][index]["qid"]
    before = snapshot()
    with pytest.raises(CorrectionsError) as caught:
        corrections_import(path, synthetic, "v9")
    assert caught.value.index == index and caught.value.qid == qid
    assert f"bad.json corrections[{index}] (qid {qid!r})" in str(caught.value)
    assert snapshot() == before and not ReferenceAnswer.objects.filter(version="v9").exists()
    with pytest.raises(CommandError, match=rf"corrections\[{index}\]"):
        call_command("import_corrections", str(path), "--dataset", "kg", "--as", "v9")


def test_an_existing_label_is_refused(synthetic, tmp_path):
    out = _export(tmp_path)
    with pytest.raises(CorrectionsError, match="already has reference version 'v3'"):
        corrections_import(out, synthetic, "v3")
    with pytest.raises(CommandError, match="not a corrections file"):
        path = tmp_path / "x.json"
        path.write_text("{}")
        call_command("import_corrections", str(path), "--dataset", "kg", "--as", "v9")


def test_the_export_names_unknown_versions(synthetic, tmp_path):
    with pytest.raises(CommandError, match="no reference version 'v8'"):
        _export(tmp_path, to="v8")
    assert corrections_export(synthetic, "v2", "v2")["corrections"] == []
