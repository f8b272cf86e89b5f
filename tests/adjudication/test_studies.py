"""Creating studies (all or nothing, every refusal naming what was wrong), the title raters see,
pre-registration, locking, unblinding (admin only, after locking, logged) and the physicians'
verdicts in the shared score table."""

from __future__ import annotations

import uuid

import pytest
from django.core.exceptions import PermissionDenied

from adjudication import analysis, rating
from adjudication.models import Assignment, AuditEvent, Study
from adjudication.studies import StudyError, default_plan, lock, preregister, unblind
from benchmark.models import PredictionScore, Run
from benchmark.reports import build_report
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def setting():
    admin = f.user("boss", "admin", is_superuser=True)
    docs = [f.user(n, "physician") for n in ("ann", "bob")]
    data = f.dataset()
    return admin, docs, data, f.runs(data)


def rate_all(study, docs, correctness=lambda a, side: "correct"):
    for doc in docs:
        for a in Assignment.objects.filter(study=study, rater__user=doc).order_by("position"):
            form = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0"}
            for side in ("left", "right"):
                form.update({f"{side}.correctness": correctness(a, side), f"{side}.fairness": "fair",
                             f"{side}.safety": "safe", f"{side}.utility": "helpful"})
            rating.submit(doc, a.token, form)


@pytest.mark.parametrize("change, message", [
    ({"run_list": "one"}, "two or more runs"),
    ({"sample": 100}, "only 27 questions"),
    ({"sample": 0}, "at least one item"),
    ({"k": 3}, "between 1 and 2"),
    ({"rater_title": "C4g versus the baseline"}, "names 'c4g'"),
    ({"rater_title": "Study of secret-model-alpha"}, "names 'secret-model-alpha'"),
    ({"reference_version": "v9"}, "no reference version 'v9'"),
    ({"rubric_version": "nope"}, "no rubric version 'nope'"),
    ({"raters": "author"}, "is not a physician"),
])
def test_a_refused_study_names_the_problem_and_leaves_nothing(setting, change, message):
    admin, docs, data, runs = setting
    kwargs = {"admin": admin, "raters": docs, "run_list": runs}
    if change.get("run_list") == "one":
        kwargs["run_list"] = runs[:1]
    elif change.get("raters") == "author":
        kwargs["raters"] = [f.user("writer", "author")]
    else:
        kwargs.update(change)
    with pytest.raises(StudyError, match=message):
        f.make_study(**kwargs)
    assert not Study.objects.exists() and not Assignment.objects.exists()


def test_unfinished_runs_and_runs_of_other_datasets_are_refused(setting):
    admin, docs, data, runs = setting
    Run.objects.filter(pk=runs[1].pk).update(status=Run.Status.RUNNING)
    with pytest.raises(StudyError, match=f"run {runs[1].pk} is running"):
        f.make_study(admin=admin, raters=docs, run_list=runs)
    other = f.runs(f.dataset("other"), 1)[0]
    with pytest.raises(StudyError, match="different datasets"):
        f.make_study(admin=admin, raters=docs, run_list=[runs[0], other])


def test_only_admins_create_lock_and_unblind(setting):
    admin, docs, data, runs = setting
    author = f.user("writer", "author")
    with pytest.raises(PermissionDenied):
        f.make_study(admin=author, raters=docs, run_list=runs)
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    for action in (lock, unblind):
        with pytest.raises(PermissionDenied):
            action(study, user=author)


def test_unblinding_needs_a_lock_is_logged_and_writes_physician_scores(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    # C4g (the second run given) is right, C1 wrong, whichever arm number each got
    rate_all(study, docs, lambda a, side: "correct" if getattr(a, side).run_id == runs[1].pk else "incorrect")
    with pytest.raises(StudyError, match="lock the study before unblinding"):
        unblind(study, user=admin)
    before = analysis.compute(study, n_boot=0)
    assert before["blinded"] and [a["label"] for a in before["arms"]] == ["arm 1", "arm 2"]
    lock(study, user=admin)
    with pytest.raises(rating.RatingError, match="locked"):
        a = Assignment.objects.filter(study=study).first()
        rating.submit(a.rater.user, a.token, {"submission_key": "x", "base_revision": "1"})
    unblind(study, user=admin)
    study.refresh_from_db()
    after = analysis.compute(study, n_boot=0)
    c4g_arm = study.arms.get(run=runs[1]).position
    assert not after["blinded"] and "C4g" in after["arms"][c4g_arm - 1]["label"]
    assert AuditEvent.objects.filter(study=study, action="unblinded", actor=admin).exists()
    scores = PredictionScore.objects.filter(evaluator=f"physician:{study.pk}")
    assert scores.count() == 2 * study.items.count()
    by_run = {run.pk: {s.value for s in scores.filter(run=run)} for run in runs}
    assert by_run == {runs[0].pk: {0.0}, runs[1].pk: {1.0}}
    # the reports read them like any evaluator, without benchmark importing the rating app
    for run in runs:
        f.score(run, "keyword_v2", lambda q: True)
    report = build_report(runs=runs, evaluator=f"physician:{study.pk}", reference_version="v2")
    pairs = {(row["first"].split("@")[0], row["second"].split("@")[0]): row for row in report.concordance}
    row = pairs[("keyword_v2", f"physician:{study.pk}")]
    assert row["n"] == 2 * study.items.count() and row["first_more_lenient"] == study.items.count()
    assert not any("physician ratings: none" in note for note in report.notes)
    primary = report.endpoints[0]
    assert primary["status"] == "computed" and (primary["b"], primary["c"]) == (0, study.items.count())
    assert primary["source"].startswith(f"evaluator physician:{study.pk}@") and primary["p"] < 0.01
    with pytest.raises(StudyError, match="already unblinded"):
        unblind(study, user=admin)


def test_a_plan_registered_before_rating_is_a_preregistration_and_cannot_change(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    preregister(study, None, user=admin)
    study.refresh_from_db()
    assert study.plan == default_plan(study) and len(study.plan_hash) == 64
    with pytest.raises(StudyError, match="already registered"):
        preregister(study, None, user=admin)
    rate_all(study, docs)
    result = analysis.compute(study, n_boot=0)
    assert result["preregistration"]["before_first_rating"] and result["preregistration"]["matches"]
    assert result["endpoints"][0]["preregistered"]


def test_a_bad_plan_is_refused_naming_the_field(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    plan = default_plan(study)
    plan["primary"]["rule"] = "vibes"
    with pytest.raises(StudyError, match="primary.rule must be one of"):
        preregister(study, plan, user=admin)
    plan = default_plan(study)
    plan["primary"]["arms"] = [1, 5]
    with pytest.raises(StudyError, match="primary.arms"):
        preregister(study, plan, user=admin)
