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


# -- the title raters see, however it is spelt (issue 30) -------------------------------------------

@pytest.mark.parametrize("title", [
    "C4g versus the baseline", "c4g", "Ｃ4g study", "Ｃ４ｇ study", "C 4g study", "C4-g study", "C₄g study",
    "C⁴g", "C4 g", "c.4.g", "C_4_g", "C/4/g", "C\u200b4g", "C\u00ad4g", "C\u20134g", "C4\u2011g", "(C4g)",
    "C\u03324g", "ℂ4g", "𝐂4𝐠", "C\t4\ng", "About c4G answers", "C1", "C 1", "Ｃ１", "C-1 vs other",
    "secret model alpha", "SECRET_MODEL_ALPHA", "Secret-Model-Beta", "secret‐model‐beta", "ｓｅｃｒｅｔ-model-alpha",
    "the C4g run", "C4g  run", "C1-run",
])
def test_the_rater_title_check_folds_lookalikes_and_separators(setting, title):
    admin, docs, data, runs = setting
    with pytest.raises(StudyError, match="which would unblind them"):
        f.make_study(admin=admin, raters=docs, run_list=runs, rater_title=title)
    assert not Study.objects.exists()


@pytest.mark.parametrize("title", [
    "Chest pain answers", "Topic 1 of 4", "C2 questions", "C4 guidance", "Cardiac 4 g dose", "C4gx", "XC4g",
    "Secret models", "Alpha and beta answers", "Study 14g",
])
def test_the_rater_title_check_still_matches_whole_words_only(setting, title):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs, rater_title=title)
    assert study.rater_title == title


def test_blinding_word_is_the_same_check_for_calibration_notes():
    from types import SimpleNamespace

    from adjudication.blinding import blinding_word, fold

    run = SimpleNamespace(condition="C4g", model="org/secret-model-beta", label="")
    assert fold("Ｃ₄-g") == ["c4", "g"] and fold("  ") == []
    assert blinding_word("answer from C 4 g", [run]) == "c4g"
    assert blinding_word("the secret—model—beta one", [run]) == "secret-model-beta"
    assert blinding_word("org / secret-model-beta", [run]) == "org/secret-model-beta"
    assert blinding_word("C4 guidance", [run]) is None


# -- arms and default names reveal no run before unblinding (issue 30) ------------------------------

def test_arm_numbers_are_a_seeded_permutation_of_the_runs_given(setting):
    from adjudication.studies import arm_positions

    admin, docs, data, runs = setting
    third = f.runs(data, 3)[2]
    orders = {tuple(arm_positions(3, seed)) for seed in range(60)}
    assert len(orders) == 6  # every order of three arms occurs: arm 1 is not the first run
    assert all(sorted(order) == [1, 2, 3] for order in orders)
    assert arm_positions(3, 11) == arm_positions(3, 11)
    study = f.make_study(admin=admin, raters=docs, run_list=[*runs, third], seed=11)
    given = [r.pk for r in (*runs, third)]
    assert {arm.run_id: arm.position for arm in study.arms.all()} == dict(zip(given, arm_positions(3, 11)))
    # over many seeds, the first run given is arm 1 about half the time with two runs
    firsts = sum(arm_positions(2, seed)[0] == 1 for seed in range(400))
    assert 150 < firsts < 250


def test_the_arm_order_is_not_computable_from_the_seed_alone(setting, settings):
    from adjudication.studies import arm_positions

    seeds = range(200)
    mine = [arm_positions(3, s) for s in seeds]
    settings.SECRET_KEY = "another-site-" + "x" * 40
    theirs = [arm_positions(3, s) for s in seeds]
    assert sum(a != b for a, b in zip(mine, theirs)) > 100  # the seed shown to authors is not enough


def test_the_default_study_name_names_no_run(setting):
    from django.utils import timezone

    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs, name="")
    assert study.name == f"Study {timezone.localdate():%Y-%m-%d} #1"
    assert " vs " not in study.name and not any(run.condition in study.name for run in runs)
    # the study page shows blinded arm labels only, in arm order, whatever the run order
    page = analysis.compute(study, n_boot=0)
    assert [a["label"] for a in page["arms"]] == ["arm 1", "arm 2"]
