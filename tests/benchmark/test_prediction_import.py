"""manage.py import_predictions: another system's answers as a named, immutable prediction set."""

import csv

import pytest
from django.core.management import CommandError, call_command

from benchmark.models import Prediction, PredictionSet
from benchmark.predictions import predictions_import
from retrieval.corpus.services import corpus_import
from tests.benchmark.files import snapshot, write_benchmark
from tests.conftest import write_jsonl

pytestmark = pytest.mark.django_db

UNCHANGED = "Nothing was imported; the database is unchanged."


def predictions():
    return [
        {"qid": "neg-001", "predicted_answer": "No fevers were reported.", "model": "gpt-x", "latency_ms": 812},
        {"qid": "cs-001", "predicted_answer": "Yes."},
        {"qid": "fh-001", "predicted_answer": ""},
    ]


@pytest.fixture
def dataset(corpus_dir):
    corpus_import(folder=write_benchmark(corpus_dir), dataset_name="example")
    return "example"


@pytest.fixture
def jsonl(tmp_path):
    path = tmp_path / "run.jsonl"
    write_jsonl(path, predictions())
    return path


def _answers(name="baseline"):
    return dict(Prediction.objects.filter(prediction_set__name=name).values_list("question__qid", "answer"))


def test_it_imports_a_jsonl_prediction_set(dataset, jsonl, capsys):
    call_command("import_predictions", str(jsonl), "--dataset", dataset, "--name", "baseline")
    assert "predictions: 3 new, 0 updated, 0 unchanged" in capsys.readouterr().out
    assert _answers() == {"neg-001": "No fevers were reported.", "cs-001": "Yes.", "fh-001": ""}
    prediction_set = PredictionSet.objects.get()
    assert prediction_set.dataset.name == "example" and prediction_set.source == str(jsonl)


def test_it_imports_a_csv_with_a_header(dataset, tmp_path):
    path = tmp_path / "run.csv"
    with open(path, "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["qid", "predicted_answer", "notes"])
        writer.writerow(["neg-001", "No,\nshe denied fevers.", "multi-line answer"])
        writer.writerow(["chg-001", "Omeprazole.", ""])
    assert predictions_import(path=path, dataset_name=dataset, name="csv-run")["created"] == 2
    assert _answers("csv-run") == {"neg-001": "No,\nshe denied fevers.", "chg-001": "Omeprazole."}


def test_a_repeated_import_changes_nothing_and_new_answers_are_added(dataset, jsonl):
    predictions_import(path=jsonl, dataset_name=dataset, name="baseline")
    before = snapshot()
    assert predictions_import(path=jsonl, dataset_name=dataset, name="baseline") == {
        "created": 0, "updated": 0, "unchanged": 3}
    assert snapshot() == before
    write_jsonl(jsonl, predictions() + [{"qid": "chg-001", "predicted_answer": "None."}])
    assert predictions_import(path=jsonl, dataset_name=dataset, name="baseline")["created"] == 1


def test_sets_are_kept_apart(dataset, jsonl):
    predictions_import(path=jsonl, dataset_name=dataset, name="one")
    rows = predictions()
    rows[1]["predicted_answer"] = "No."
    write_jsonl(jsonl, rows)
    predictions_import(path=jsonl, dataset_name=dataset, name="two")
    assert _answers("one")["cs-001"] == "Yes." and _answers("two")["cs-001"] == "No."


def test_a_different_answer_for_an_imported_prediction_is_an_error(dataset, jsonl):
    predictions_import(path=jsonl, dataset_name=dataset, name="baseline")
    before = snapshot()
    rows = predictions() + [{"qid": "chg-001", "predicted_answer": "None."}]
    rows[1]["predicted_answer"] = "No."
    write_jsonl(jsonl, rows)
    with pytest.raises(CommandError) as caught:
        call_command("import_predictions", str(jsonl), "--dataset", dataset, "--name", "baseline")
    assert str(caught.value) == (
        "run.jsonl line 2: qid 'cs-001' already has a different predicted answer in prediction set 'baseline'; "
        "prediction sets are immutable once imported (import under a new --name)\n" + UNCHANGED
    )
    assert snapshot() == before


BAD_CASES = [
    (2, lambda rows: rows[1].update(qid="nope-1"), "qid 'nope-1' is not a question of dataset 'example'"),
    (3, lambda rows: rows[2].pop("predicted_answer"),
     "field 'predicted_answer' is required but missing or null (it may be empty)"),
    (1, lambda rows: rows[0].update(predicted_answer=["No"]), "field 'predicted_answer': expected a string"),
    (2, lambda rows: rows[1].pop("qid"), "field 'qid' is required but missing or empty"),
    (4, lambda rows: rows.append({"qid": "neg-001", "predicted_answer": "Yes."}),
     "qid 'neg-001' appears more than once with different predicted answers (first at run.jsonl line 1)"),
]


@pytest.mark.parametrize("line,mutate,message", BAD_CASES)
def test_it_reports_bad_lines_and_changes_nothing(dataset, jsonl, line, mutate, message):
    rows = predictions()
    mutate(rows)
    write_jsonl(jsonl, rows)
    before = snapshot()
    with pytest.raises(CommandError) as caught:
        call_command("import_predictions", str(jsonl), "--dataset", dataset, "--name", "baseline")
    assert f"run.jsonl line {line}: {message}" in str(caught.value)
    assert str(caught.value).endswith(UNCHANGED)
    assert snapshot() == before


def test_it_names_a_csv_without_the_columns(dataset, tmp_path):
    path = tmp_path / "run.csv"
    path.write_text("id,answer\nneg-001,No\n")
    with pytest.raises(CommandError, match="run.csv line 1: missing column"):
        call_command("import_predictions", str(path), "--dataset", dataset, "--name", "baseline")
    assert not PredictionSet.objects.exists()


def test_it_rejects_bad_names_datasets_and_empty_files(dataset, jsonl, tmp_path):
    with pytest.raises(CommandError, match="--name: 'My Run' is not a valid prediction set name"):
        call_command("import_predictions", str(jsonl), "--dataset", dataset, "--name", "My Run")
    with pytest.raises(CommandError, match="--dataset: no dataset named 'nope'"):
        call_command("import_predictions", str(jsonl), "--dataset", "nope", "--name", "baseline")
    (tmp_path / "empty.jsonl").write_text("")
    with pytest.raises(CommandError, match="empty.jsonl: no predictions found"):
        call_command("import_predictions", str(tmp_path / "empty.jsonl"), "--dataset", dataset, "--name", "baseline")
    assert not PredictionSet.objects.exists()


def test_the_admin_shows_a_set_with_its_predictions(dataset, jsonl, client, django_user_model):
    predictions_import(path=jsonl, dataset_name=dataset, name="baseline")
    client.force_login(django_user_model.objects.create_superuser("root", password="pw-root"))
    page = client.get(f"/admin/benchmark/predictionset/{PredictionSet.objects.get().pk}/change/")
    assert page.status_code == 200 and b"No fevers were reported." in page.content
