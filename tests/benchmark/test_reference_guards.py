"""Issue 29: a score, a report and a study use only a released reference version (one guard);
releasing or changing the default shows what it changes and needs a confirmation; the default
evaluator is the one with the best measured agreement with physicians, else polarity, with why."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError
from django.urls import reverse

from benchmark.evaluator_choice import (
    FALLBACK,
    PAPER_LABEL,
    choose_evaluator,
    evaluator_label,
    keyword_polarity_blind,
)
from benchmark.evaluators import get_evaluator
from benchmark.models import PredictionScore, ReferenceRelease
from benchmark.references.checks import check_references
from benchmark.references.impact import release_confirmed, release_plan
from benchmark.references.releases import release_generated, release_version
from benchmark.releases import (
    ReleaseError,
    UnreleasedReferenceError,
    recorded_reference_version,
    release_for,
    release_set,
    require_released_reference,
)
from benchmark.reports import ReportError, build_report
from benchmark.runs import run_create, run_work
from benchmark.scoring import ScoringError, runs_score_queue, score_run
from retrieval.models import Dataset
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"


@pytest.fixture
def kg() -> Dataset:
    return Dataset.objects.get(name="kg")


def finished_run(condition: str = "C4g"):
    run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
    run_work(run.pk)
    run.refresh_from_db()
    return run


# -- the guard -------------------------------------------------------------------------------------

def test_scores_reports_and_the_default_refuse_an_unreleased_version(kg):
    run = finished_run()
    assert recorded_reference_version(kg) == "v3"  # recorded at import, never released
    for version in (None, "v1", "v3"):
        with pytest.raises(ScoringError, match=r"'v[13]' of dataset 'kg' is not released \(frozen\): a score"):
            score_run(run=run, evaluator_name="keyword_v2", reference_version=version)
    with pytest.raises(ScoringError, match="'v3' of dataset 'kg' is not released"):
        runs_score_queue(run_ids=[run.pk], evaluators=["keyword_v2"])
    assert not PredictionScore.objects.filter(run=run).exists()
    with pytest.raises(CommandError, match=f"run {run.pk}: reference version 'v2' of dataset 'kg' is not released"):
        call_command("score", str(run.pk), "--evaluator", "keyword_v2", "--reference", "v2")
    assert not PredictionScore.objects.filter(run=run).exists()
    # a preview against a draft is allowed (the references page's Rescore, score --preview-draft) ...
    summary = score_run(run=run, evaluator_name="keyword_v2", reference_version="v3", preview=True)
    assert summary.n > 0 and summary.reference_version == "v3"
    call_command("score", str(run.pk), "--evaluator", "keyword_v1", "--reference", "v2", "--preview-draft")
    assert PredictionScore.objects.filter(run=run, evaluator="keyword_v1", reference_version="v2").exists()
    # ... but no report is built on it, by default or by name
    for reference in (None, "v3"):
        with pytest.raises(ReportError, match="'v3' of dataset 'kg' is not released .*: a report"):
            build_report(runs=[run], evaluator="keyword_v2", reference_version=reference)
    # nor is an unreleased version made the default
    with pytest.raises(UnreleasedReferenceError, match="'v2' of dataset 'kg' is not released"):
        release_set(dataset=kg, reference_version="v2")
    score_run(run=run, evaluator_name="keyword_v2", reference_version="v2", preview=True)
    release_version(kg, "v3", "admin")
    assert require_released_reference(kg, "v3") == "v3"
    report = build_report(runs=[run], evaluator="keyword_v2")
    # the report is of v3, and its reference-versions table leaves out the preview against draft v2
    assert report.reference_version == "v3" and {r["reference_version"] for r in report.reference_impact} == {"v3"}


def test_a_study_is_refused_an_unreleased_reference(kg, django_user_model):
    from django.contrib.auth.models import Group

    from adjudication.studies import StudyError, StudyRequest, create_study
    from epikg_core.roles import ADMIN, PHYSICIAN

    admin = django_user_model.objects.create_user("study-admin")
    admin.groups.add(Group.objects.get_or_create(name=ADMIN)[0])
    rater = django_user_model.objects.create_user("rater-one")
    rater.groups.add(Group.objects.get_or_create(name=PHYSICIAN)[0])
    runs = [finished_run("C1"), finished_run("C4g")]
    request = StudyRequest(name="guarded", run_ids=[r.pk for r in runs], raters=["rater-one"], sample_size=4, seed=1)
    with pytest.raises(StudyError, match="'v3' of dataset 'kg' is not released .*: a rating study"):
        create_study(request, created_by=admin)
    with pytest.raises(StudyError, match="'v1' of dataset 'kg' is not released .*: a rating study"):
        create_study(StudyRequest(name="guarded", run_ids=[r.pk for r in runs], raters=["rater-one"], sample_size=4, seed=1,
                                  reference_version="v1"), created_by=admin)


def test_the_generated_cohort_is_released_at_creation_with_v3_the_default(kg):
    assert "released v1, v2, v3; default reference v3" in release_generated("kg", user="make_cohort")
    assert set(ReferenceRelease.objects.filter(dataset=kg).values_list("label", flat=True)) == {"v1", "v2", "v3"}
    release_set(dataset=kg, reference_version="v2", user="admin")  # an admin's choice
    assert release_generated("kg") == "kg: released nothing new; default reference v2"  # idempotent; it stays


# -- releasing or changing the default: impact first, then confirmation ----------------------------

def test_the_plan_shows_accuracy_under_old_and_new_and_flips_before_anything_changes(kg):
    release_version(kg, "v1", "admin", make_default=True)
    run = finished_run()
    score_run(run=run, evaluator_name="polarity", reference_version="v1")
    score_run(run=run, evaluator_name="polarity", reference_version="v3", preview=True)
    plan = release_plan(kg, "v3", make_default=True)
    assert (plan.release, plan.changes_default, plan.old_default, plan.evaluator) == (True, True, "v1", "polarity")
    (row,) = plan.impact
    v1 = PredictionScore.objects.filter(run=run, evaluator="polarity", reference_version="v1")
    v3 = PredictionScore.objects.filter(run=run, evaluator="polarity", reference_version="v3")
    assert row.accuracy["v1"][0] == pytest.approx(sum(s.value for s in v1) / v1.count())
    assert row.accuracy["v3"][0] == pytest.approx(sum(s.value for s in v3) / v3.count())
    by_qid = {s.question.qid: s.value for s in v1.select_related("question")}
    expected = sorted((s.question.qid, by_qid[s.question.qid], s.value) for s in v3.select_related("question")
                      if by_qid[s.question.qid] != s.value)
    assert sorted(row.flipped) == expected and plan.not_scored == []
    # v3 is derived from v2, which carried v1's defects: the plan says which checks it still fails
    assert plan.inherited is not None and plan.inherited.parent == "v2"
    with pytest.raises(ReleaseError, match="not confirmed: releasing v3 of 'kg' as the default .* nothing was changed"):
        release_confirmed(kg, "v3", user="admin", make_default=True, confirmed=False)
    assert not ReferenceRelease.objects.filter(dataset=kg, label="v3").exists()
    assert release_for(kg).reference_version == "v1"
    line = release_confirmed(kg, "v3", user="admin", make_default=True, confirmed=True)
    assert "released references v3" in line and release_for(kg).reference_version == "v3"
    # back to the released v1: a default change, shown and confirmed the same way
    assert release_plan(kg, "v1", make_default=True).release is False
    assert "made references v1 the default (was v3)" in release_confirmed(kg, "v1", user="admin", make_default=True,
                                                                          confirmed=True)


def test_the_page_refuses_a_post_without_confirmation(client, admin_user, kg):
    release_version(kg, "v1", "admin", make_default=True)
    run = finished_run()
    score_run(run=run, evaluator_name="polarity", reference_version="v1")
    client.force_login(admin_user)
    url = reverse("reference_release", args=["kg"])
    shown = client.post(url, {"version": "v2", "default": "1"})
    body = shown.content.decode()
    assert shown.status_code == 200 and "nothing is changed until you confirm" in body
    assert f'data-run="{run.pk}"' in body and "v1 (now)" in body
    # v2 carried v1's defects: the confirmation and the versions page say which checks it still fails
    v1_flags = {(f.qid, f.check) for f in check_references(kg, "v1")}
    inherited = [f for f in check_references(kg, "v2") if (f.qid, f.check) in v1_flags]
    assert inherited, "the cohort's v2 keeps some of v1's flagged defects"
    n = len(inherited)
    assert 'id="inherited-warning"' in body and f"v2 still fails {n} automatic check" in body
    assert all(f.qid in body for f in inherited[:40])
    versions = client.get(reverse("reference_curation", args=["kg"])).content.decode()
    assert f"still fails {n} check{'s' if n != 1 else ''} v1 failed" in versions
    # not scored against v2 yet: the page says so and offers the preview scoring
    assert "Not known yet for" in body and "Score every run against v2 (preview)" in body
    assert not ReferenceRelease.objects.filter(dataset=kg, label="v2").exists()
    assert release_for(kg).reference_version == "v1"
    done = client.post(url, {"version": "v2", "default": "1", "confirm": "1"}, follow=True).content.decode()
    assert "released references v2 (" in done and release_for(kg).reference_version == "v2"
    page = client.get(reverse("reference_curation", args=["kg"])).content.decode()
    assert "Make v1 the default…" in page
    assert "keyword_v2 — paper reproduction (ignores the reference's polarity)" in page
    # a released version no run is scored against: scoring against it is no preview, nor called one
    release_version(kg, "v3", "admin")
    default_v3 = client.post(url, {"version": "v3", "default": "1"}).content.decode()
    assert "Not known yet for" in default_v3 and "Score every run against v3</button>" in default_v3
    assert "(preview)" not in default_v3 and "refuse an unreleased version" not in default_v3


def test_the_versions_page_warns_of_an_unreleased_default(client, admin_user):
    client.force_login(admin_user)
    page = client.get(reverse("reference_curation", args=["kg"])).content.decode()
    assert 'id="default-unreleased"' in page and "no score, report or rating study uses it" in page


# -- the default evaluator -----------------------------------------------------------------------

def test_without_physician_verdicts_the_default_is_polarity_and_says_why(kg):
    release_generated("kg")
    run = finished_run()
    score_run(run=run, evaluator_name="keyword_v2")
    choice = choose_evaluator(run_ids=[run.pk])
    blind, total = keyword_polarity_blind(kg, "v3")
    assert (choice.name, choice.measured, choice.agreements) == (FALLBACK, False, [])
    assert 0 < blind < total
    assert f"keyword_v2 never reads the reference's polarity on {blind} of {total} questions of kg" in choice.reason


def test_with_physician_verdicts_the_best_agreement_wins(kg):
    release_generated("kg")
    run = finished_run()
    score_run(run=run, evaluator_name="keyword_v2")
    score_run(run=run, evaluator_name="polarity")
    keyword = {s.prediction_id: s for s in PredictionScore.objects.filter(run=run, evaluator="keyword_v2")}
    polarity = {s.prediction_id: s.value for s in PredictionScore.objects.filter(run=run, evaluator="polarity")}
    differ = [p for p in keyword if (keyword[p].value >= 0.5) != (polarity[p] >= 0.5)]
    assert differ, "the fixture needs answers the two evaluators disagree on"
    # a physician who agrees with keyword_v2 everywhere: keyword_v2 has the best agreement
    PredictionScore.objects.bulk_create([PredictionScore(
        run=run, prediction_id=p, question_id=s.question_id, evaluator="physician:7", evaluator_version="physician:7",
        reference=s.reference, reference_version="v3", value=s.value, label=s.label) for p, s in keyword.items()])
    choice = choose_evaluator(run_ids=[run.pk])
    assert choice.measured and choice.name == "keyword_v2"
    chosen = choice.chosen
    assert (chosen.answers, chosen.agreed, chosen.physicians) == (len(keyword), len(keyword), ["physician:7"])
    other = next(a for a in choice.agreements if a.evaluator == "polarity")
    assert other.agreed == len(keyword) - len(differ) and other.rate_low <= other.rate <= other.rate_high
    assert "best measured agreement with physician verdicts" in choice.reason and "agreement 100.0%" in choice.reason


def test_the_confusion_against_the_physicians_counts_each_kind_of_disagreement(client, admin_user, kg):
    release_generated("kg")
    run = finished_run()
    score_run(run=run, evaluator_name="keyword_v2")
    score_run(run=run, evaluator_name="polarity")
    polarity = {s.prediction_id: s for s in PredictionScore.objects.filter(run=run, evaluator="polarity")}
    # a physician who calls every answer wrong that polarity calls correct on even ids, and the rest as polarity
    flipped = {p for p, s in polarity.items() if s.value >= 0.5 and p % 2 == 0}
    assert flipped, "the fixture needs answers polarity counts correct"
    PredictionScore.objects.bulk_create([PredictionScore(
        run=run, prediction_id=p, question_id=s.question_id, evaluator="physician:7", evaluator_version="physician:7",
        reference=s.reference, reference_version="v3", value=0.0 if p in flipped else s.value, label="x")
        for p, s in polarity.items()])
    agreement = next(a for a in choose_evaluator(run_ids=[run.pk]).agreements if a.evaluator == "polarity")
    correct = sum(s.value >= 0.5 for s in polarity.values())
    assert (agreement.false_correct, agreement.false_wrong) == (len(flipped), 0)
    assert agreement.both_correct == correct - len(flipped) and agreement.both_wrong == len(polarity) - correct
    assert sum(agreement.confusion.values()) == agreement.answers == len(polarity)
    rows = agreement.category_rows()
    categories = {s.question.category for s in polarity.values()}
    assert {r["category"] for r in rows} == categories
    assert sum(r["false_correct"] for r in rows) == len(flipped) and sum(r["answers"] for r in rows) == len(polarity)
    client.force_login(admin_user)
    page = client.get(reverse("report") + f"?run={run.pk}").content.decode()  # the default: chosen by agreement
    assert "Evaluator correct, physicians wrong" in page and 'id="evaluator-confusion"' in page
    assert f'<td class="num confusion-false-correct">{len(flipped)}</td>' in page


def test_the_report_page_leads_with_the_chosen_evaluator(client, admin_user, kg):
    release_generated("kg")
    run = finished_run()
    score_run(run=run, evaluator_name="polarity")
    score_run(run=run, evaluator_name="keyword_v2")
    client.force_login(admin_user)
    page = client.get(reverse("report") + f"?run={run.pk}").content.decode()
    assert 'id="evaluator-choice"' in page and "Evaluator: <code>polarity</code>" in page
    assert "chosen without physician verdicts" in page and "polarity@" in page
    chosen = client.get(reverse("report") + f"?run={run.pk}&evaluator=keyword_v2").content.decode()
    assert "paper reproduction (ignores the reference&#x27;s polarity)" in chosen
    assert "The default evaluator for these runs is <code>polarity</code>" in chosen


# -- the case of the issue -------------------------------------------------------------------------

@pytest.mark.parametrize("answer", [
    "Yes, osteomyelitis is a current, active problem.",
    "Yes — the osteomyelitis is still active and being treated.",
    "Osteomyelitis is currently active.",
])
def test_the_default_scores_an_active_answer_wrong_against_a_resolved_reference(answer):
    question = "Is osteomyelitis a current, active problem for this patient?"
    reference = {"answer": "No — resolved. The osteomyelitis was treated and has resolved.",
                 "structure": {"concept": "osteomyelitis", "polarity": "absent", "status": "resolved",
                               "experiencer": "patient"}}
    assert get_evaluator("keyword_v2").score("current_state", question, answer, reference).value == 1.0
    assert get_evaluator(FALLBACK).score("current_state", question, answer, reference).value == 0.0
    assert evaluator_label("keyword_v2") == f"keyword_v2 — {PAPER_LABEL}" and evaluator_label("polarity") == "polarity"


def test_the_polarity_blind_count_of_a_released_version_is_measured_once(kg, monkeypatch):
    """Pages that name the default evaluator ask for the count on every view: a released version
    never changes, so it is measured once (keyed by the release's digest); a draft every time."""
    from benchmark import evaluator_choice

    release_version(kg, "v1", "admin", make_default=True)
    first = evaluator_choice.keyword_polarity_blind(kg, "v1")
    calls = []
    real = evaluator_choice.get_evaluator
    monkeypatch.setattr(evaluator_choice, "get_evaluator", lambda name: calls.append(name) or real(name))
    assert evaluator_choice.keyword_polarity_blind(kg, "v1") == first and calls == []
    evaluator_choice.keyword_polarity_blind(kg, "v2")
    evaluator_choice.keyword_polarity_blind(kg, "v2")
    assert calls == ["keyword_v2", "keyword_v2"]
