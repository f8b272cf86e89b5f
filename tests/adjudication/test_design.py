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


# -- placement that a determined rater cannot predict (issue 30) ------------------------------------


def _blocks(placements, items):
    """Each (rater, category) block's left arms in presentation order."""
    blocks = defaultdict(list)
    for p in sorted(placements, key=lambda p: (p.rater_index, p.order)):
        blocks[(p.rater_index, items[p.item_index].category)].append(p.left)
    return blocks


def _items(per_category: int, categories=("negation", "temporal", "dosage", "history")):
    return [design.SampledItem(i, categories[i % len(categories)], categories[i % len(categories)], 1.0, False,
                               False) for i in range(per_category * len(categories))]


def test_each_block_is_balanced_and_no_block_alternates():
    items = _items(12)
    placements = design.schedule(items, arms=[1, 2], raters=40, per_item=None, seed=2026)
    blocks = _blocks(placements, items)
    assert len(blocks) == 40 * 4
    for lefts in blocks.values():
        assert abs(lefts.count(1) - lefts.count(2)) <= 1  # balanced: 6 and 6
        assert lefts.count(1) == 6
    alternating = [lefts for lefts in blocks.values()
                   if all(a != b for a, b in zip(lefts, lefts[1:]))]
    assert not alternating  # a balanced random order of 12 alternates with probability 2/924
    # different raters and blocks get different sequences
    assert len({tuple(lefts) for lefts in blocks.values()}) > 0.9 * len(blocks)
    # the first item of a category is not the same arm for every even (or odd) rater
    for category in ("negation", "temporal"):
        for parity in (0, 1):
            firsts = {blocks[(r, category)][0] for r in range(parity, 40, 2)}
            assert firsts == {1, 2}


def test_odd_blocks_are_within_one_and_the_extra_one_is_not_always_the_same_arm():
    items = _items(7)
    blocks = _blocks(design.schedule(items, arms=[1, 2], raters=30, per_item=None, seed=5), items)
    assert all(abs(lefts.count(1) - lefts.count(2)) == 1 for lefts in blocks.values())
    extra = Counter(1 if lefts.count(1) > lefts.count(2) else 2 for lefts in blocks.values())
    assert extra[1] > 20 and extra[2] > 20  # 120 blocks: the odd one out falls either way


def test_placement_is_reproducible_from_the_seed_and_changes_with_it():
    items = _items(6)
    one = design.schedule(items, arms=[1, 2], raters=3, per_item=None, seed=77)
    assert one == design.schedule(items, arms=[1, 2], raters=3, per_item=None, seed=77)
    other = design.schedule(items, arms=[1, 2], raters=3, per_item=None, seed=78)
    assert [(p.item_index, p.left) for p in one] != [(p.item_index, p.left) for p in other]
    assert design.balanced_flips(10, seed=77, rater=0, block="negation:1-2") == design.balanced_flips(
        10, seed=77, rater=0, block="negation:1-2")


def test_the_left_arm_at_one_position_does_not_predict_the_next():
    """Over many blocks, the left arm at position i given position i − 1: for a balanced random order
    of a block of n (n/2 each) the chance that it repeats is (n/2 − 1)/(n − 1), here 9/19 ≈ 0.47;
    strict alternation makes it 0. A χ² test of the observed repeat rate against that expectation,
    and the best a rater can do by guessing "the other arm than last time"."""
    items = _items(20)
    blocks = _blocks(design.schedule(items, arms=[1, 2], raters=100, per_item=None, seed=31337), items)
    pairs = [(a, b) for lefts in blocks.values() for a, b in zip(lefts, lefts[1:])]
    assert len(pairs) == 400 * 19
    repeats = sum(a == b for a, b in pairs)
    expected = len(pairs) * 9 / 19
    chi2 = (repeats - expected) ** 2 / expected + (repeats - expected) ** 2 / (len(pairs) - expected)
    assert chi2 < 10.83  # p > 0.001 with one degree of freedom
    guessed = sum(a != b for a, b in pairs) / len(pairs)
    assert guessed < 0.56  # alternation would let the guess be right every time
    # and the arm before says nothing of the arm after: the 2 × 2 table is near independence
    table = Counter(pairs)
    after_1 = table[(1, 1)] / (table[(1, 1)] + table[(1, 2)])
    after_2 = table[(2, 1)] / (table[(2, 1)] + table[(2, 2)])
    assert abs(after_1 - after_2) < 0.12


def test_a_study_reports_the_balance_of_its_random_placement(people):
    admin, docs = people
    data = f.dataset(questions=90)
    runs = f.runs(data)
    study = f.make_study(admin=admin, raters=docs, run_list=runs, sample=45, seed=123)
    balance = placement_balance(study)
    assert balance["max_off_by"] <= 0.5  # 5 items per category: 3 and 2
    sequences = defaultdict(list)
    for a in Assignment.objects.filter(study=study).select_related("item", "left").order_by("rater", "position"):
        sequences[(a.rater_id, a.item.category)].append(a.left.position)
    # 36 blocks of 5 drawn from the 20 balanced orders: about 17 different ones, not 2 (alternation)
    assert len({tuple(s) for s in sequences.values()}) > 10
