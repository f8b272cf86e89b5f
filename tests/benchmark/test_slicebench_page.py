"""The SliceBench page for authors and admins (physicians 404), its CSV and figure downloads, the
service's choice of runs and score source, and ``manage.py slicebench``."""

from __future__ import annotations

import csv
import datetime as dt
import io
import json

import pytest
from django.contrib.auth.models import Group, User
from django.core.management import CommandError, call_command
from django.urls import reverse

from benchmark.models import (
    DatasetRelease,
    PredictionScore,
    Question,
    ReferenceAnswer,
    ReferenceRelease,
    Run,
    RunPrediction,
)
from benchmark.references.releases import release_version
from benchmark.slicebench.ladder import SliceBenchError, SliceQuery, slicebench_analysis
from retrieval.models import Admission, Dataset, Patient

pytestmark = pytest.mark.django_db
UTC = dt.timezone.utc
#: encounters per patient: two in each tier, one untiered
ENCOUNTERS = {1: 1, 2: 2, 3: 5, 4: 8, 5: 15, 6: 16, 7: 3}
CONDITIONS = ("C1", "C1b", "C2", "C4g", "C4g+")
#: right answers out of 4 per step: tier A gains nothing at B3, tier C gains 2 of 4
RIGHT = {"A": (0, 1, 2, 2, 2), "B": (0, 1, 2, 3, 3), "C": (0, 1, 2, 4, 4), None: (1, 1, 1, 1, 1)}
TIER = {1: "A", 2: "A", 3: "B", 4: "B", 5: "C", 6: "C", 7: None}


def make_slicebench(name: str = "sb", evaluator: str = "polarity", release: bool = True) -> Dataset:
    dataset = Dataset.objects.create(name=name)
    DatasetRelease.objects.create(dataset=dataset, reference_version="v3")
    if release:  # the analysis reads only a released (frozen) reference version
        ReferenceRelease.objects.create(dataset=dataset, label="v3", released_by="test", references=0, digest="0" * 64)
    runs = {c: Run.objects.create(dataset=dataset, condition=c, model="extractive", config_hash=f"{c}-hash")
            for c in CONDITIONS}
    for subject, n in ENCOUNTERS.items():
        patient = Patient.objects.create(dataset=dataset, subject_id=subject)
        for a in range(n):
            Admission.objects.create(dataset=dataset, patient=patient, subject_id=subject, hadm_id=subject * 100 + a,
                                     admittime=dt.datetime(2150, 1, 1, tzinfo=UTC) + dt.timedelta(days=40 * a))
        for q in range(4):
            question = Question.objects.create(dataset=dataset, qid=f"SB-{subject}-{q}", patient=patient,
                                               subject_id=subject, hadm_ids=[], category="sequence", task="B",
                                               text="?")
            for step, condition in enumerate(CONDITIONS):
                right = q < RIGHT[TIER[subject]][step]
                prediction = RunPrediction.objects.create(run=runs[condition], question=question, qid=question.qid)
                PredictionScore.objects.create(run=runs[condition], prediction=prediction, question=question,
                                               evaluator=evaluator, evaluator_version=f"{evaluator}@1",
                                               reference_version="v3", value=1.0 if right else 0.0,
                                               label="correct" if right else "incorrect")
    return dataset


@pytest.fixture
def dataset(db) -> Dataset:
    return make_slicebench()


def user(role: str) -> User:
    person = User.objects.create_user(f"{role}-user", password="x")
    person.groups.add(Group.objects.get_or_create(name=role)[0])
    return person


def test_it_builds_the_ladder_from_the_stored_scores(dataset):
    analysis = slicebench_analysis(dataset=dataset, query=SliceQuery(n_resamples=300))
    assert analysis.evaluator == "polarity" and analysis.reference_version == "v3"  # no judge scores: the default evaluator
    assert [(s.step, s.condition) for s in analysis.steps] == list(zip(["B0", "B1", "B2", "B3", "B4"], CONDITIONS))
    assert [len(g.patients) for g in analysis.overview.tiers] == [2, 2, 2]
    assert analysis.overview.untiered == [(7, 3)]
    rows = {r.group: r for r in analysis.ladder.rows}
    critical = {g: next(d for d in r.deltas if d.critical) for g, r in rows.items()}
    assert (critical["A"].delta, critical["B"].delta, critical["C"].delta) == (0.0, 0.25, 0.5)
    assert rows["all"].patients == 7 and any("untiered" in note for note in analysis.notes)
    ac = next(i for i in analysis.ladder.interactions if i.critical and (i.first, i.second) == ("A", "C"))
    assert ac.difference == 0.5 and ac.p == pytest.approx(1 / 3)
    custom = slicebench_analysis(dataset=dataset, query=SliceQuery(tiers="1-3,4-", n_resamples=300))
    assert [len(g.patients) for g in custom.overview.tiers] == [3, 4] and custom.overview.untiered == []


def test_it_prefers_the_judge_and_says_what_is_missing(dataset):
    with pytest.raises(SliceBenchError, match="no keyword_v2 scores"):
        slicebench_analysis(dataset=dataset, query=SliceQuery(evaluator="keyword_v2"))
    # without judge scores the ladder says it is not the paper's scoring
    notes = slicebench_analysis(dataset=dataset, query=SliceQuery(n_resamples=200)).notes
    assert any(n.startswith("scored by polarity; the paper scores SliceBench with the LLM judge") for n in notes)
    judged = make_slicebench("sbj", evaluator="judge")
    assert slicebench_analysis(dataset=judged, query=SliceQuery(n_resamples=200)).evaluator == "judge"


def test_the_judge_scores_the_ladders_runs_and_the_ladder_reads_its_verdicts(monkeypatch):
    """The paper's protocol end to end: the runs' answers go through the LLM judge (litellm with a
    mock reply that grades by the answer), then the analysis prefers the judge's scores."""
    import litellm

    from benchmark.scoring import score_run

    dataset = make_slicebench("sbjudge", release=False)
    PredictionScore.objects.filter(run__dataset=dataset).delete()
    for question in Question.objects.filter(dataset=dataset):
        ReferenceAnswer.objects.create(question=question, version="v3", answer="Started 2150-01-01.",
                                       author="t", created=dt.datetime(2026, 1, 1, tzinfo=UTC))
    release_version(dataset, "v3", "test")  # a score uses only released references
    truth = {}
    for prediction in RunPrediction.objects.filter(run__dataset=dataset).select_related("run", "question"):
        step = CONDITIONS.index(prediction.run.condition)
        subject, q = prediction.question.subject_id, int(prediction.qid.rsplit("-", 1)[1])
        truth[prediction.pk] = right = q < RIGHT[TIER[subject]][step]
        prediction.answer = f"answer {prediction.pk}: " + ("right" if right else "wrong")
        prediction.save(update_fields=["answer"])
    real, calls = litellm.completion, []

    def judge(**kwargs):
        calls.append(kwargs["model"])
        right = "answer" in kwargs["messages"][1]["content"] and ": right" in kwargs["messages"][1]["content"]
        return real(**{**kwargs, "mock_response": json.dumps({"score": 1 if right else 0, "justification": "x"})})

    monkeypatch.setattr(litellm, "completion", judge)
    for run in Run.objects.filter(dataset=dataset):
        summary = score_run(run=run, evaluator_name="judge",
                            evaluator_options={"model": "openai/gpt-4o", "use_cache": False})
        assert summary.scored == 28
    assert len(calls) == 5 * 28 and set(calls) == {"openai/gpt-4o"}
    scores = PredictionScore.objects.filter(run__dataset=dataset, evaluator="judge")
    assert all((s.value == 1.0) == truth[s.prediction_id] for s in scores)
    analysis = slicebench_analysis(dataset=dataset, query=SliceQuery(n_resamples=200))
    assert analysis.evaluator == "judge"
    critical = {r.group: next(d for d in r.deltas if d.critical).delta for r in analysis.ladder.rows}
    assert (critical["A"], critical["B"], critical["C"]) == (0.0, 0.25, 0.5)


def test_the_page_renders_for_an_author_and_is_404_for_a_physician(client, dataset):
    url = reverse("slicebench", args=[dataset.name])
    client.force_login(user("physician"))
    assert client.get(url).status_code == 404
    assert client.get(reverse("slicebench_csv", args=[dataset.name, "ladder"])).status_code == 404
    client.force_login(user("author"))
    page = client.get(url)
    assert page.status_code == 200
    html = page.content.decode()
    assert 'id="slicebench-tier-table"' in html and 'data-tier="untiered"' in html
    assert "<mark><strong>+50.0 pp</strong></mark>" in html  # tier C's critical step, highlighted
    assert "<svg" in html and 'id="slicebench-interaction-table"' in html
    bad = client.get(url, {"tiers": "2-1"})
    assert bad.status_code == 200 and "below the lower bound" in bad.content.decode()


def test_the_downloads_are_the_pages_tables_and_figure(client, dataset):
    client.force_login(user("admin"))
    response = client.get(reverse("slicebench_csv", args=[dataset.name, "ladder"]))
    assert response["Content-Disposition"].endswith('filename="slicebench-sb-ladder-polarity.csv"')
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    b3 = next(r for r in rows if r["group"] == "C" and r["step"] == "B3")
    assert (b3["condition"], b3["accuracy"], b3["delta"], b3["critical"]) == ("C4g", "1", "0.5", "1")
    interaction = list(csv.DictReader(io.StringIO(client.get(
        reverse("slicebench_csv", args=[dataset.name, "interaction"])).content.decode())))
    assert any(r["critical"] == "1" and r["first_tier"] == "A" and r["second_tier"] == "C" for r in interaction)
    tiers = client.get(reverse("slicebench_csv", args=[dataset.name, "tiers"]), {"tiers": "1-3,4-"}).content.decode()
    assert "A,7,3" in tiers
    png = client.get(reverse("slicebench_figure", args=[dataset.name, "png"]))
    assert png["Content-Type"] == "image/png" and png.content[:4] == b"\x89PNG"
    assert client.get(reverse("slicebench_csv", args=[dataset.name, "nope"])).status_code == 404


def test_the_command_prints_the_table_and_json(dataset, tmp_path, capsys):
    call_command("slicebench", "--dataset", "sb", "--resamples", "200", "--csv", str(tmp_path),
                 "--figure", str(tmp_path / "ladder.png"))
    out = capsys.readouterr().out
    assert "| Tier C | 2 |" in out and "**+50.0 pp [+50.0, +50.0]**" in out and "Δ B2→B3" in out
    assert (tmp_path / "slicebench-ladder.csv").exists() and (tmp_path / "ladder.png").read_bytes()[:4] == b"\x89PNG"
    call_command("slicebench", "--dataset", "sb", "--resamples", "200", "--json", "--tiers", "1-2,5-10,15-")
    data = json.loads(capsys.readouterr().out)
    assert data["overview"]["spec"] == "A=1-2,B=5-10,C=15-" and data["ladder"]["critical"] == ["B2", "B3"]
    with pytest.raises(CommandError, match="no dataset named"):
        call_command("slicebench", "--dataset", "missing")
    with pytest.raises(CommandError, match="overlaps"):
        call_command("slicebench", "--dataset", "sb", "--tiers", "1-5,3-")
