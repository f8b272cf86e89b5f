"""Sampling and placement: stratified by category and seeded, inclusion probabilities recorded,
oversampled evaluator disagreements weighted back (Horvitz–Thompson), calibration first, k raters
per item with even load, and counterbalanced placement of the arms."""

from __future__ import annotations

from collections import Counter, defaultdict

import pytest

from adjudication import design
from adjudication.models import Assignment, StudyItem
from adjudication.studies import StudyError, placement_balance
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def people():
    admin = f.user("boss", "admin", is_superuser=True)
    return admin, [f.user(n, "physician") for n in ("ann", "bob", "cat", "dan")]


def test_the_sample_is_stratified_by_category_seeded_and_calibration_comes_first(people):
    admin, docs = people
    data = f.dataset(questions=54)
    runs = f.runs(data)
    study = f.make_study(admin=admin, raters=docs[:2], run_list=runs, sample=18, calibration=3, seed=11)
    items = list(StudyItem.objects.filter(study=study, calibration=False))
    assert len(items) == 18
    assert Counter(i.category for i in items) == {c: 2 for c in f.CATEGORIES}  # 6 per category → 2 each
    assert all(abs(i.inclusion_probability - 2 / 6) < 1e-9 for i in items)
    again = f.make_study(admin=admin, raters=docs[:2], run_list=runs, sample=18, calibration=3, seed=11,
                         name="again")
    assert sorted(StudyItem.objects.filter(study=again).values_list("question_id", "calibration")) == sorted(
        StudyItem.objects.filter(study=study).values_list("question_id", "calibration"))
    other = f.make_study(admin=admin, raters=docs[:2], run_list=runs, sample=18, seed=12, name="other seed")
    assert set(StudyItem.objects.filter(study=other).values_list("question_id", flat=True)) != set(
        i.question_id for i in items)
    for doc in docs[:2]:
        queue = list(Assignment.objects.filter(study=study, rater__user=doc).order_by("position"))
        assert [a.item.calibration for a in queue[:3]] == [True, True, True]
        assert not any(a.item.calibration for a in queue[3:])


def test_placement_is_counterbalanced_within_each_rater_and_category(people):
    admin, docs = people
    data = f.dataset(questions=72)
    runs = f.runs(data)
    study = f.make_study(admin=admin, raters=docs, run_list=runs, sample=36, seed=5)
    balance = placement_balance(study)
    assert balance["max_off_by"] == 0  # 4 items per category: each arm on the left exactly twice
    lefts = Counter(a.left.position for a in Assignment.objects.filter(study=study))
    assert lefts[1] == lefts[2]
    # not merely alternating in presentation order: orientation differs between raters on an item
    per_item = defaultdict(set)
    for a in Assignment.objects.filter(study=study):
        per_item[a.item_id].add(a.left.position)
    assert sum(len(v) == 2 for v in per_item.values()) > len(per_item) / 2


def test_three_arms_are_paired_evenly_and_k_raters_share_the_load(people):
    admin, docs = people
    data = f.dataset(questions=54)
    runs = f.runs(data, 3)
    study = f.make_study(admin=admin, raters=docs, run_list=runs, sample=27, seed=9, k=2)
    per_item = Counter(Assignment.objects.filter(study=study).values_list("item_id", flat=True))
    assert set(per_item.values()) == {2}
    load = Counter(Assignment.objects.filter(study=study).values_list("rater__user__username", flat=True))
    assert max(load.values()) - min(load.values()) <= 1
    pairs = {tuple(p["arms"]): p["count"] for p in placement_balance(study)["pairs"]}
    assert set(pairs) == {(1, 2), (1, 3), (2, 3)}
    assert max(pairs.values()) - min(pairs.values()) <= 3
    assert placement_balance(study)["max_off_by"] <= 1


def test_disagreement_sampling_oversamples_and_records_inclusion_probabilities(people):
    admin, docs = people
    data = f.dataset(questions=90)
    c1, c4g = f.runs(data)
    # keyword and polarity disagree on every third question of C1
    for run in (c1, c4g):
        f.score(run, "keyword_v2", lambda q: True)
        f.score(run, "polarity", lambda q: not (run == c1 and int(q.qid[1:]) % 3 == 0))
    study = f.make_study(admin=admin, raters=docs[:2], run_list=[c1, c4g], sample=30, seed=4,
                         sampling="disagreement", oversample=4.0)
    items = list(StudyItem.objects.filter(study=study))
    share = sum(i.evaluators_disagree for i in items) / len(items)
    assert share > 0.5  # a third of the population, oversampled four times
    probabilities = {i.evaluators_disagree: i.inclusion_probability for i in items}
    assert probabilities[True] > 2 * probabilities[False]
    assert study.design_record["evaluators"] == ["keyword_v2=keyword_v2@test", "polarity=polarity@test"]
    # the weights add back up to the population: Σ 1/π = N
    assert round(sum(1 / i.inclusion_probability for i in items)) == 90


def test_disagreement_sampling_without_two_evaluators_says_what_to_do(people):
    admin, docs = people
    runs = f.runs(f.dataset())
    with pytest.raises(StudyError, match="at least two of keyword_v2, polarity, judge"):
        f.make_study(admin=admin, raters=docs[:1], run_list=runs, sampling="disagreement")


def test_schedule_refuses_impossible_designs():
    items = [design.SampledItem(i, "negation", "negation", 1.0, False, False) for i in range(4)]
    with pytest.raises(ValueError, match="raters per item"):
        design.schedule(items, arms=[1, 2], raters=2, per_item=3, seed=1)
    with pytest.raises(ValueError, match="at least one rater"):
        design.schedule(items, arms=[1, 2], raters=0, per_item=None, seed=1)


def test_horvitz_thompson_weights_undo_the_oversampling(people):
    import uuid

    from adjudication import analysis, rating

    admin, docs = people
    data = f.dataset(questions=90)
    c1, c4g = f.runs(data)
    disagree = lambda q: int(q.qid[1:]) % 3 == 0
    for run in (c1, c4g):
        f.score(run, "keyword_v2", lambda q: True)
        f.score(run, "polarity", lambda q: not (run == c1 and disagree(q)))
    study = f.make_study(admin=admin, raters=docs[:1], run_list=[c1, c4g], sample=30, seed=4,
                         sampling="disagreement", oversample=4.0)
    # the physician: arm 2 (C4g) right exactly on the disagreement questions, arm 1 never
    for a in Assignment.objects.filter(study=study).select_related("item__question", "left", "right"):
        values = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0"}
        for side in ("left", "right"):
            right = getattr(a, side).position == 2 and disagree(a.item.question)
            values.update({f"{side}.correctness": "correct" if right else "incorrect", f"{side}.fairness": "fair",
                           f"{side}.safety": "safe", f"{side}.utility": "helpful"})
        rating.submit(docs[0], a.token, values)
    primary = analysis.compute(study, n_boot=0)["endpoints"][0]
    assert primary["difference"] > 0.5  # the raw sample over-represents disagreements
    assert abs(primary["ht"]["difference"] - 30 / 90) < 1e-9  # the population's true difference
    assert primary["ht"]["low"] <= 30 / 90 <= primary["ht"]["high"]
    assert primary["ht"]["first_rate"] == 0 and abs(primary["ht"]["second_rate"] - 1 / 3) < 1e-9
