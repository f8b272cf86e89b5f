"""The equity analysis over the score table: strata from the recorded demographics (age at the
question's admission, insurance), the page for authors and admins (physicians 404), its CSV,
``manage.py subgroups``, and physician verdicts as the score source. Insurance is read by the
corpus and MIMIC importers."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json
import re

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from benchmark.equity.service import EquityError, EquityQuery, equity_analysis
from benchmark.equity.render import to_markdown
from benchmark.equity.strata import (
    NOT_RECORDED,
    Demographics,
    parse_age_bands,
    patient_strata,
    question_strata,
    stratum_of,
)
from benchmark.models import DatasetRelease, PredictionScore, Question, ReferenceRelease, Run, RunPrediction
from retrieval.corpus.services import MimicFiles, corpus_import, mimic_import
from retrieval.models import Admission, Dataset, Patient
from tests.conftest import read_jsonl, write_jsonl
from tests.retrieval import mimic_files as mf

pytestmark = pytest.mark.django_db

UTC = dt.timezone.utc
RACES = ["WHITE"] * 16 + ["BLACK/AFRICAN AMERICAN"] * 4 + ["ASIAN - CHINESE"] * 3 + ["UNKNOWN"]


def make_cohort(name: str = "eq") -> Dataset:
    """24 patients, 4 questions each (each about one of two admissions), two runs (C1, C4g)
    scored by polarity (the default evaluator) against v3. C4g is right on 3 of 4 questions for women, 1 of 4 for men;
    C1 on 1 of 4 for everyone: a known sex × condition interaction."""
    dataset = Dataset.objects.create(name=name)
    DatasetRelease.objects.create(dataset=dataset, reference_version="v3")
    for label in ("v2", "v3"):  # the analysis uses only released (frozen) reference versions
        ReferenceRelease.objects.create(dataset=dataset, label=label, released_by="test", references=0, digest="0" * 64)
    runs = {c: Run.objects.create(dataset=dataset, condition=c, model="extractive", config_hash=c * 8)
            for c in ("C1", "C4g")}
    for i, race in enumerate(RACES):
        subject = 1000 + i
        patient = Patient.objects.create(dataset=dataset, subject_id=subject, gender="F" if i % 2 == 0 else "M",
                                         anchor_age=30 + 2 * i, race=race)
        stays = []
        for a, year in enumerate((2150, 2153)):
            stays.append(Admission.objects.create(
                dataset=dataset, patient=patient, subject_id=subject, hadm_id=subject * 10 + a,
                admittime=dt.datetime(year, 3, 1, tzinfo=UTC), race=race,
                insurance=("Medicare" if i % 3 == 0 else "Private") if a == 1 else ""))
        for q in range(4):
            question = Question.objects.create(dataset=dataset, qid=f"q{subject}-{q}", patient=patient,
                                               subject_id=subject, hadm_ids=[stays[q % 2].hadm_id],
                                               category="negation", task="A", text="?")
            for condition, run in runs.items():
                right = q < (3 if patient.gender == "F" else 1) if condition == "C4g" else q < 1
                prediction = RunPrediction.objects.create(run=run, question=question, qid=question.qid)
                PredictionScore.objects.create(run=run, prediction=prediction, question=question,
                                               evaluator="polarity", evaluator_version="polarity@1",
                                               reference_version="v3", value=1.0 if right else 0.0,
                                               label="correct" if right else "incorrect")
    return dataset


@pytest.fixture
def cohort(db) -> Dataset:
    return make_cohort()


def physician_verdicts(dataset: Dataset, study: int = 7, record: dict | None = None) -> None:
    """Verdicts as the adjudication app writes them when a study is unblinded
    (``adjudication.analysis.write_physician_scores``): evaluator ``physician:<study>``, the
    version with the ratings' digest, the study's reference version. Here: every C4g answer of
    the first 8 patients right, every C1 answer wrong."""
    for prediction in RunPrediction.objects.filter(run__dataset=dataset, question__subject_id__lt=1008) \
            .select_related("run", "question"):
        right = prediction.run.condition == "C4g"
        PredictionScore.objects.create(run=prediction.run, prediction=prediction, question=prediction.question,
                                       evaluator=f"physician:{study}", evaluator_version=f"physician:{study}@0123456789ab",
                                       reference_version="v2", value=1.0 if right else 0.0,
                                       label="correct" if right else "incorrect", reason="majority, strict",
                                       details={"study": record} if record else {})


# -- strata ----------------------------------------------------------------------------------------


def test_one_function_maps_recorded_demographics_to_a_stratum():
    person = Demographics(sex="F", age=64, race="WHITE - OTHER EUROPEAN", insurance="Medicaid")
    assert [stratum_of(d, person) for d in ("sex", "age", "race", "white", "insurance")] == \
        ["Female", "45–64", "White", "White", "Medicaid"]
    assert stratum_of("age", Demographics(age=65)) == "65+" and stratum_of("age", Demographics(age=44)) == "<45"
    assert stratum_of("age", Demographics(age=70), age_bands=parse_age_bands("50,60,75")) == "60–74"
    other = Demographics(race="HISPANIC/LATINO - PUERTO RICAN")
    assert (stratum_of("race", other), stratum_of("white", other)) == ("Hispanic/Latino", "non-White")
    blank = Demographics(race="UNABLE TO OBTAIN")
    assert {stratum_of(d, blank) for d in ("sex", "age", "race", "white", "insurance")} == {NOT_RECORDED}
    with pytest.raises(ValueError, match="ascending"):
        parse_age_bands("65,45")


def test_age_is_taken_at_the_questions_admission_and_insurance_from_it(cohort):
    # patient 1017: anchor_age 64 at the first admission (2150), 67 at the second (2153)
    by_qid = dict(Question.objects.filter(dataset=cohort).values_list("qid", "pk"))
    strata = question_strata(cohort, ["age", "insurance"])
    assert strata[by_qid["q1017-0"]] == {"age": "45–64", "insurance": NOT_RECORDED}
    assert strata[by_qid["q1017-1"]] == {"age": "65+", "insurance": "Private"}
    # patient → stratum (for drift monitoring too): at the latest admission
    assert patient_strata(cohort, "age")[1017] == "65+"
    assert patient_strata(cohort, "insurance", subject_ids=[1000, 1001]) == {1000: "Medicare", 1001: "Private"}


# -- the analysis ----------------------------------------------------------------------------------


def test_the_analysis_has_the_table_gaps_interaction_and_power(cohort):
    analysis = equity_analysis(dataset=cohort, query=EquityQuery(dimensions=("sex", "race")))
    assert (analysis.evaluator_version, analysis.reference_version) == ("polarity@1", "v3")
    assert [a.label for a in analysis.arms] == ["C1", "C4g"]
    sex = analysis.dimensions[0]
    female, male = sex.table
    assert (female.stratum, female.patients, female.questions) == ("Female", 12, 48)
    assert female.cells["C4g"].accuracy == 0.75 and male.cells["C4g"].accuracy == 0.25
    assert female.cells["C1"].accuracy == male.cells["C1"].accuracy == 0.25
    gap = next(g for g in sex.largest if g.condition == "C4g")
    assert (gap.high, gap.low, gap.gap) == ("Female", "Male", 0.5)
    assert gap.ci == pytest.approx((0.5, 0.5))  # every woman alike, every man alike
    assert sex.interaction.p < 0.01 and sex.interaction.effects["Female"]["C4g"] == pytest.approx(0.5)
    assert all(line.too_small for line in sex.power)  # 12 patients each: fewer than 20
    assert "too small to conclude" in sex.power[0].statement
    race = analysis.dimensions[1]
    assert [line.stratum for line in race.table] == ["White", "Black", "Asian", NOT_RECORDED]
    assert race.compared == ["White", "Black", "Asian"]
    assert {p.stratum for p in race.power} == {"White", "Black", "Asian"}
    assert race.summary.startswith("Severely underpowered: 3 of 3 strata")


def test_the_default_score_source_is_the_default_evaluator_named_with_why(client, cohort, author):
    """No evaluator asked for: the default evaluator (no physician verdicts here, so polarity), with
    the reason on the page and in the Markdown; keyword_v2 only when asked, labelled as the paper's."""
    analysis = equity_analysis(dataset=cohort, query=EquityQuery(dimensions=("sex",)))
    assert analysis.evaluator == "polarity"
    assert analysis.evaluator_reason.startswith("The default score source: polarity, because no physician verdict")
    assert analysis.evaluator_reason in to_markdown(analysis)
    kw = PredictionScore.objects.filter(run__dataset=cohort, evaluator="polarity").first()
    PredictionScore.objects.create(run=kw.run, prediction=kw.prediction, question=kw.question, evaluator="keyword_v2",
                                   evaluator_version="keyword_v2@1", reference_version="v3", value=1.0)
    asked = equity_analysis(dataset=cohort, query=EquityQuery(evaluator="keyword_v2", dimensions=("sex",)))
    assert asked.evaluator == "keyword_v2" and asked.evaluator_reason == ""
    client.force_login(author)
    html = client.get(reverse("equity", args=["eq"]), {"by": "sex"}).content.decode()
    assert '<option value="" selected>the default evaluator (polarity)</option>' in html
    assert 'id="equity-evaluator-reason"' in html and "--evaluator polarity --by" in html
    assert "keyword_v2 — paper reproduction" in html


def test_a_missing_score_source_says_what_there_is(cohort):
    with pytest.raises(EquityError, match=r"no judge scores .*evaluators with scores: polarity"):
        equity_analysis(dataset=cohort, query=EquityQuery(evaluator="judge"))


def test_physician_verdicts_are_a_score_source(cohort):
    physician_verdicts(cohort)
    analysis = equity_analysis(dataset=cohort, query=EquityQuery(evaluator="physician:7", dimensions=("sex",)))
    assert analysis.evaluator_version == "physician:7@0123456789ab"
    assert analysis.reference_version == "v2"  # the study's, since it did not rate against the release
    assert any("no scores against the released reference v3" in note for note in analysis.notes)
    female, male = analysis.dimensions[0].table
    assert (female.patients, female.questions, male.patients) == (4, 16, 4)
    assert female.cells["C4g"].accuracy == 1.0 and female.cells["C1"].accuracy == 0.0


@pytest.mark.parametrize("record, note", [
    (None, "physician:7@0123456789ab: physician verdicts, interim: the study did not record how complete it was"),
    ({"interim": True, "items": 40, "fully_rated": 17, "study_status": "unblinded"},
     "interim: the study was unblinded with 17 of 40 items rated by the planned number of raters"),
    ({"interim": False, "items": 40, "fully_rated": 40, "study_status": "unblinded"}, None),
])
def test_verdicts_of_an_incomplete_study_are_labelled_interim(cohort, record, note):
    physician_verdicts(cohort, record=record)
    analysis = equity_analysis(dataset=cohort, query=EquityQuery(evaluator="physician:7", dimensions=("sex",)))
    interim = [n for n in analysis.notes if "interim" in n]
    assert (interim == []) if note is None else (len(interim) == 1 and note in interim[0])


# -- the page --------------------------------------------------------------------------------------


def test_the_page_is_for_authors_and_admins_and_physicians_get_a_404(client, cohort, author, admin_user,
                                                                      physician, outsider):
    page, download = reverse("equity", args=["eq"]), reverse("equity_csv", args=["eq"])
    client.force_login(physician)
    assert [client.get(page).status_code, client.get(download).status_code] == [404, 404]
    client.force_login(outsider)
    assert client.get(page).status_code == 403
    client.force_login(admin_user)
    assert client.get(page).status_code == 200
    client.force_login(author)
    html = client.get(page, {"by": ["sex", "race"]}).content.decode()
    assert 'id="dimension-sex"' in html and 'id="dimension-race"' in html and 'id="dimension-age"' not in html
    assert "75.0%" in html and "too small to conclude" in html and "Severely underpowered" in html
    assert "polarity@1" in html and "physician verdicts" not in html.split("<select")[1].split("</select>")[0]
    assert client.get(reverse("equity", args=["nope"])).status_code == 404
    bad = client.get(page, {"bands": "x"}).content.decode()
    assert "age bands are ascending" in bad


def test_each_gap_line_names_the_condition_it_belongs_to(client, cohort, author):
    client.force_login(author)
    html = client.get(reverse("equity", args=["eq"]), {"by": "sex"}).content.decode()
    lines = re.findall(r'<li class="largest-gap">([^<]+)</li>', html)
    # one line per condition, each saying which: Female − Male is +50 points for C4g, nothing for C1
    assert len(lines) == 2 and all(line.startswith("Largest − smallest (") for line in lines)
    by_condition = {line.split("(")[1].split(")")[0]: line for line in lines}
    assert set(by_condition) == {"C1", "C4g"}
    assert "Female − Male: +50.0" in by_condition["C4g"]


def test_the_csv_is_the_pages_table_in_raw_numbers(client, cohort, author):
    client.force_login(author)
    response = client.get(reverse("equity_csv", args=["eq"]), {"by": "sex"})
    assert response["Content-Disposition"] == 'attachment; filename="subgroups-eq-polarity.csv"'
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert [(r["stratum"], r["condition"], r["correct"], r["answered"]) for r in rows] == [
        ("Female", "C1", "12", "48"), ("Female", "C4g", "36", "48"), ("Male", "C1", "12", "48"),
        ("Male", "C4g", "12", "48")]
    assert float(rows[1]["accuracy"]) == 0.75 and float(rows[1]["gap_vs_rest"]) == 0.5
    assert rows[1]["too_small"] == "true"
    assert client.get(reverse("equity_csv", args=["eq"]), {"evaluator": "judge"}).status_code == 404


def test_the_page_shows_physician_verdicts_when_chosen(client, cohort, author):
    physician_verdicts(cohort)
    client.force_login(author)
    html = client.get(reverse("equity", args=["eq"]), {"evaluator": "physician:7", "by": "sex"}).content.decode()
    assert "physician:7 (physician verdicts)" in html and "physician:7@0123456789ab" in html
    assert "100.0%" in html


# -- the command -----------------------------------------------------------------------------------


def test_the_command_prints_the_tables_json_and_csv(cohort):
    out = io.StringIO()
    call_command("subgroups", "--dataset", "eq", "--by", "sex,age", stdout=out)
    text = out.getvalue()
    assert "## Sex" in text and "## Age at admission" in text and "## Race" not in text
    assert "| Female | 12 | 48 | 25.0% [" in text and "too small to conclude" in text
    assert "Condition × subgroup interaction (permutation test" in text
    out = io.StringIO()
    call_command("subgroups", "--dataset", "eq", "--by", "insurance", "--json", "--min-patients", "5", stdout=out)
    data = json.loads(out.getvalue())
    assert data["dimensions"][0]["dimension"] == "insurance"
    assert [r["stratum"] for r in data["dimensions"][0]["table"]] == ["Medicare", "Private", NOT_RECORDED]
    out = io.StringIO()
    physician_verdicts(cohort)
    call_command("subgroups", "--dataset", "eq", "--evaluator", "physician:7", "--by", "sex", "--csv", stdout=out)
    assert out.getvalue().startswith("dimension,stratum,") and "physician:7@0123456789ab" in out.getvalue()
    with pytest.raises(CommandError, match="unknown dimension"):
        call_command("subgroups", "--dataset", "eq", "--by", "height")
    with pytest.raises(CommandError, match="no dataset named 'nope'"):
        call_command("subgroups", "--dataset", "nope")


def test_insurance_missing_from_a_dataset_is_left_out_with_a_note(cohort):
    Admission.objects.filter(dataset=cohort).update(insurance="")
    analysis = equity_analysis(dataset=cohort, query=EquityQuery())
    assert [d.dimension for d in analysis.dimensions] == ["sex", "age", "race", "white"]
    assert any("insurance is not recorded" in note for note in analysis.notes)


# -- insurance in the importers -----------------------------------------------------------------------


def test_the_corpus_importer_reads_insurance_and_the_export_writes_it(corpus_dir, tmp_path):
    rows = read_jsonl(corpus_dir / "admissions.jsonl")
    rows[0]["insurance"] = "Medicaid"
    write_jsonl(corpus_dir / "admissions.jsonl", rows)
    corpus_import(folder=corpus_dir, dataset_name="ins")
    assert Admission.objects.get(dataset__name="ins", hadm_id=rows[0]["hadm_id"]).insurance == "Medicaid"
    assert set(Admission.objects.filter(dataset__name="ins").exclude(hadm_id=rows[0]["hadm_id"])
               .values_list("insurance", flat=True)) == {""}
    from retrieval.corpus.services import corpus_export

    corpus_export(dataset_name="ins", folder=tmp_path / "out")
    exported = read_jsonl(tmp_path / "out" / "admissions.jsonl")
    assert [r.get("insurance") for r in exported] == [r.get("insurance") for r in rows]  # only where recorded


def test_the_mimic_importer_reads_the_insurance_column(tmp_path):
    root = mf.write_mimic(tmp_path / "mimic")
    mimic_import(files=MimicFiles.locate(hosp_dir=root / "hosp", note_dir=root / "note"))
    assert dict(Admission.objects.filter(dataset__name="mimic-iv").values_list("hadm_id", "insurance")) == {
        22595853: "Other", 22841357: "Medicaid", 23052089: "Medicare", 27988844: "Other"}
