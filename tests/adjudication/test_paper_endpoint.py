"""A study built to match paper 000's three-rater adjudication (50 questions × C1/C4g, raters R1
= the system's author, R2, R3) reproduces its endpoint and agreement figures when the ratings go
through the real services: create_study → submit (every assignment, whatever side each answer
was placed on) → the analysis."""

from __future__ import annotations

import uuid

import pytest

from adjudication import analysis, rating
from adjudication.models import Assignment
from adjudication.raters import profile_for
from adjudication.studies import preregister
from benchmark.models import Question
from tests.adjudication import factories as f
from tests.adjudication.paper_ratings import build

pytestmark = pytest.mark.django_db

SIDE_DIMS = {"fairness": "fair", "safety": "safe", "utility": "helpful"}


@pytest.fixture
def paper_study():
    return _paper_study(register=True)


@pytest.fixture
def paper_study_unregistered():
    return _paper_study(register=False)


def _paper_study(*, register: bool):
    data = build()
    admin = f.user("boss", "admin", is_superuser=True)
    raters = {name: f.user(name.lower(), "physician", system_author=meta["system_author"])
              for name, meta in data["raters"].items()}
    dataset = f.dataset("paper", questions=len(data["questions"]), patients=5)
    by_qid = {}
    for question, row in zip(Question.objects.filter(dataset=dataset).order_by("qid"), data["questions"]):
        Question.objects.filter(pk=question.pk).update(category=row["category"])
        by_qid[question.qid] = row
    c1, c4g = f.runs(dataset, 2)
    study = f.make_study(admin=admin, raters=list(raters.values()), run_list=[c1, c4g], sample=50, seed=3)
    if register:
        # the arms are numbered in a random order; the plan compares C4g − C1 as the paper does
        study = preregister(study, f.plan_in_run_order(study, [c1, c4g]), user=admin)
    system = {c1.pk: "C1", c4g.pk: "C4g"}
    name_of = {user.pk: name for name, user in raters.items()}
    for assignment in Assignment.objects.filter(study=study).select_related(
            "item__question", "left__run", "right__run", "rater__user"):
        who = name_of[assignment.rater.user_id]
        row = by_qid[assignment.item.question.qid]
        form = {"reference": row["reference"][who], "submission_key": uuid.uuid4().hex, "base_revision": "0",
                "note": "" if row["reference"][who] == "correct" else "reference disagrees with the chart"}
        for side, arm in (("left", assignment.left), ("right", assignment.right)):
            form[f"{side}.correctness"] = row["answers"][system[arm.run_id]][who]
            form.update({f"{side}.{key}": value for key, value in SIDE_DIMS.items()})
        rating.submit(assignment.rater.user, assignment.token, form)
    return study, {name: profile_for(user).pseudonym for name, user in raters.items()}


def test_the_paper_endpoint_and_agreement_are_reproduced(paper_study):
    study, pseudonym = paper_study
    result = analysis.compute(study, n_boot=200)
    primary, majority, lenient = result["endpoints"]
    # leave-author-out, R2 × R3 unanimous strict: C1 12/50 → C4g 23/50, b = 4, c = 15, p = 0.0192
    assert primary["raters"] == "non-author raters" and primary["n"] == 50
    assert (primary["b"], primary["c"]) == (4, 15)
    assert (round(primary["first_rate"], 2), round(primary["second_rate"], 2)) == (0.24, 0.46)
    assert round(primary["difference"], 3) == 0.22 and round(primary["p_exact"], 4) == 0.0192
    # the paper calls its interval Newcombe's; it is the conditional Wilson interval: [+5.1, +31.5]
    assert [round(x * 100, 1) for x in primary["conditional_wilson"]] == [5.1, 31.5]
    assert primary["interval"][0] > 0 and primary["interval"][0] < primary["difference"] < primary["interval"][1]
    # three-rater majority (sensitivity): 20/50 → 32/50, +24.0 pp, p = 0.0075; lenient +12.0 pp, p = 0.18
    assert (majority["first_rate"], majority["second_rate"]) == (0.4, 0.64)
    assert round(majority["p_exact"], 4) == 0.0075
    assert round(lenient["difference"], 3) == 0.12 and round(lenient["p_exact"], 2) == 0.18
    agreement = result["agreement"]
    assert round(agreement["fleiss_strict"]["value"], 3) == 0.413
    low, high = agreement["fleiss_strict"]["low"], agreement["fleiss_strict"]["high"]
    assert low < 0.413 < high
    kappas = {frozenset(row["raters"]): row for row in agreement["pairwise"]}
    r1, r2, r3 = pseudonym["R1"], pseudonym["R2"], pseudonym["R3"]
    assert round(kappas[frozenset((r2, r3))]["kappa_strict"]["value"], 2) == 0.36
    assert sorted(round(kappas[frozenset(p)]["kappa_strict"]["value"], 2) for p in ((r1, r2), (r1, r3))) == [0.43, 0.49]
    linear = sum(row["kappa_linear"]["value"] for row in agreement["pairwise"]) / 3
    quadratic = sum(row["kappa_quadratic"]["value"] for row in agreement["pairwise"]) / 3
    assert (round(linear, 3), round(quadratic, 3)) == (0.463, 0.527)
    assert round(agreement["reference_fleiss"]["value"], 3) == 0.615
    # per rater (App. Z.1): correct / partial counts over the 100 answers
    counts = {row["pseudonym"]: (row["correct"], row["partial"]) for row in result["per_rater"]}
    assert (counts[r1], counts[r2], counts[r3]) == ((46, 22), (39, 29), (65, 10))
    author = {row["pseudonym"]: row["system_author"] for row in result["per_rater"]}
    assert author == {r1: True, r2: False, r3: False}
    deltas = {row["pseudonym"]: row for row in result["per_rater_deltas"]}
    assert round(deltas[r3]["difference"], 2) == 0.02 and deltas[r3]["b"] + deltas[r3]["c"] == 23
    assert round(deltas[r1]["difference"], 2) == 0.36


def test_the_primary_endpoint_follows_a_preregistered_plan(paper_study_unregistered):
    study, _ = paper_study_unregistered
    admin = study.created_by
    c1, c4g = (arm.run for arm in study.arms.order_by("run_id"))
    plan = f.plan_in_run_order(study, [c1, c4g])
    plan["exclusions"]["categories"] = ["change"]
    preregister(study, plan, user=admin)
    study.refresh_from_db()
    result = analysis.compute(study, n_boot=0)
    # registered after the ratings: recorded, but not a pre-registration
    assert result["preregistration"]["registered"] and not result["preregistration"]["before_first_rating"]
    assert not result["endpoints"][0]["preregistered"]
    assert any("not a pre-registration" in m for m in result["messages"])
    majority = result["endpoints"][1]
    assert majority["n"] == 44 and round(majority["difference"] * 100, 1) == 27.3
