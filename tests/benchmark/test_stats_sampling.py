"""benchmark.stats.sampling: allocation, the stratified sample, and Horvitz–Thompson estimates checked
by hand and by repeated sampling from a known finite population."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from benchmark.stats import (
    allocate,
    ht_mean,
    ht_mean_ci,
    ht_paired_difference,
    ht_total,
    paired_table,
    paired_wald_ci,
    stratified_sample,
)

# --------------------------------------------------------------------------- allocation


def test_equal_weights_allocate_in_proportion_to_size():
    assert allocate({"a": 50, "b": 30, "c": 20}, 10) == {"a": 5, "b": 3, "c": 2}
    assert allocate({"a": 500, "b": 300, "c": 200}, 100) == {"a": 50, "b": 30, "c": 20}


def test_a_weight_oversamples_its_stratum():
    # Targets 100·900/1300 = 69.2 and 100·400/1300 = 30.8: the disagreement stratum gets 4× its share.
    assert allocate({"agree": 900, "disagree": 100}, 100, weights={"disagree": 4}) == {"agree": 69, "disagree": 31}
    assert allocate({"agree": 900, "disagree": 100}, 100) == {"agree": 90, "disagree": 10}


def test_a_stratum_never_gets_more_than_it_holds_and_the_excess_moves_on():
    assert allocate({"small": 5, "large": 100}, 20, weights={"small": 100}) == {"small": 5, "large": 15}
    assert allocate({"a": 2, "b": 2, "c": 100}, 50, weights={"a": 50, "b": 50}) == {"a": 2, "b": 2, "c": 46}


def test_every_non_empty_stratum_gets_one_when_there_are_enough_units():
    assert allocate({"big": 1000, "tiny": 3}, 10) == {"big": 9, "tiny": 1}
    assert allocate({"big": 1000, "tiny": 3, "empty": 0}, 10) == {"big": 9, "empty": 0, "tiny": 1}
    # Fewer units than strata: no minimum; equal targets go to the first strata in key order.
    assert allocate({"c": 10, "a": 10, "b": 10}, 2) == {"a": 1, "b": 1, "c": 0}


def test_largest_remainders_break_ties_by_key_order_whatever_the_input_order():
    assert allocate({"a": 10, "b": 10, "c": 10}, 10) == {"a": 4, "b": 3, "c": 3}
    assert allocate({"c": 10, "b": 10, "a": 10}, 10) == {"a": 4, "b": 3, "c": 3}
    assert allocate({"a": 10, "b": 10}, 0) == {"a": 0, "b": 0}
    assert allocate({"a": 10, "b": 7}, 17) == {"a": 10, "b": 7}
    assert allocate({}, 0) == {}


def test_random_allocations_sum_to_n_within_caps():
    rng = random.Random(0)
    for _ in range(300):
        sizes = {f"s{h}": rng.choice([0, 1, 2, 5, 40, 300]) for h in range(rng.randint(1, 6))}
        total = sum(sizes.values())
        n = rng.randint(0, total)
        weights = {key: rng.choice([0.5, 1, 2, 4, 10]) for key in sizes}
        result = allocate(sizes, n, weights=weights)
        assert sum(result.values()) == n
        assert all(0 <= result[key] <= sizes[key] for key in sizes)
        active = [key for key in sizes if sizes[key]]
        if n >= len(active):
            assert all(result[key] >= 1 for key in active)


@pytest.mark.parametrize(
    ("sizes", "n", "weights", "message"),
    [
        ({"a": 5, "b": 5}, 11, None, "cannot sample 11 units from strata holding 10"),
        ({"a": 5}, -1, None, "n must be a non-negative integer"),
        ({"a": 5}, 2.5, None, "n must be a non-negative integer"),
        ({"a": -5}, 1, None, "stratum_sizes\\['a'\\]"),
        ({"a": 5}, 1, {"b": 2}, "'b', which is not a stratum"),
        ({"a": 5}, 1, {"a": 0}, "positive finite"),
        ({"a": 5}, 1, {"a": float("nan")}, "positive finite"),
        ({"a": 5}, 1, {"a": True}, "positive finite"),
    ],
)
def test_allocate_refuses_bad_input(sizes, n, weights, message):
    with pytest.raises(ValueError, match=message):
        allocate(sizes, n, weights=weights)


# --------------------------------------------------------------------------- the sample

UNITS = {"agree": [f"q{i:03d}" for i in range(90)], "disagree": [f"q{i:03d}" for i in range(90, 100)]}


def test_the_sample_is_deterministic_and_independent_of_input_order():
    sample = stratified_sample(UNITS, 20, weights={"disagree": 4}, seed=1)
    shuffled = {key: list(reversed(ids)) for key, ids in reversed(list(UNITS.items()))}
    assert stratified_sample(shuffled, 20, weights={"disagree": 4}, seed=1) == sample
    assert stratified_sample(UNITS, 20, weights={"disagree": 4}, seed=2) != sample


def test_the_sample_carries_each_units_inclusion_probability():
    sample = stratified_sample(UNITS, 20, weights={"disagree": 4}, seed=3)
    allocation = allocate({"agree": 90, "disagree": 10}, 20, weights={"disagree": 4})
    assert allocation == {"agree": 14, "disagree": 6}
    assert len({unit for unit, _, _ in sample}) == 20
    for stratum, size in (("agree", 90), ("disagree", 10)):
        rows = [row for row in sample if row[1] == stratum]
        assert len(rows) == allocation[stratum]
        assert all(unit in UNITS[stratum] and pi == allocation[stratum] / size for unit, _, pi in rows)


def test_every_unit_is_drawn_about_as_often_as_its_probability_says():
    counts = dict.fromkeys(UNITS["agree"] + UNITS["disagree"], 0)
    for seed in range(400):
        for unit, _, _ in stratified_sample(UNITS, 20, weights={"disagree": 4}, seed=seed):
            counts[unit] += 1
    agree = np.array([counts[u] for u in UNITS["agree"]]) / 400
    disagree = np.array([counts[u] for u in UNITS["disagree"]]) / 400
    assert agree.mean() == pytest.approx(14 / 90, abs=1e-12)  # exactly 14 per sample
    assert disagree.mean() == pytest.approx(6 / 10, abs=1e-12)
    assert agree.min() > 0.05 and disagree.min() > 0.45  # no unit starved


def test_stratified_sample_refuses_bad_input():
    with pytest.raises(ValueError, match="'x' is listed twice"):
        stratified_sample({"a": ["x", "y"], "b": ["x"]}, 2, seed=1)
    with pytest.raises(ValueError, match="seed must be an integer"):
        stratified_sample(UNITS, 2, seed="1")
    with pytest.raises(ValueError, match="cannot sample"):
        stratified_sample(UNITS, 101, seed=1)


# --------------------------------------------------------------------------- Horvitz–Thompson by hand

def test_ht_total_and_mean_weight_by_inverse_probability():
    assert ht_total([1, 0, 1], [0.5, 0.5, 0.25]) == 6.0
    assert ht_mean([1, 0, 1], [0.5, 0.5, 0.25], 8) == 0.75
    assert ht_mean([True, False, 0.5], [1, 1, 1], 3) == 0.5


def test_ht_mean_is_the_plain_mean_under_proportional_allocation():
    units = {"x": list(range(60)), "y": list(range(60, 100))}
    sample = stratified_sample(units, 20, seed=4)
    assert sorted({pi for _, _, pi in sample}) == [0.2]
    values = [(unit * 7) % 3 / 2 for unit, _, _ in sample]
    assert ht_mean(values, [pi for _, _, pi in sample], 100) == pytest.approx(sum(values) / 20, abs=1e-12)


def test_ht_mean_ci_uses_the_stratified_srswor_variance():
    # Stratum A: N = 10, sample 1, 0, 1, 1, 1 (π = 0.5, mean 0.8, s² = 0.2);
    # stratum B: N = 30, sample 0, 0, 1, 0, 1, 0 (π = 0.2, mean 1/3, s² = 4/15).
    values = [1, 0, 1, 1, 1] + [0, 0, 1, 0, 1, 0]
    strata = ["A"] * 5 + ["B"] * 6
    probabilities = [0.5] * 5 + [0.2] * 6
    estimate, low, high = ht_mean_ci(values, probabilities, strata, {"A": 10, "B": 30})
    assert estimate == pytest.approx(0.25 * 0.8 + 0.75 * (1 / 3), abs=1e-12)
    variance = 0.25**2 * (1 - 0.5) * 0.2 / 5 + 0.75**2 * (1 - 0.2) * (4 / 15) / 6
    assert variance == pytest.approx(0.02125)
    half = 1.959963984540054 * math.sqrt(variance)
    assert (low, high) == pytest.approx((estimate - half, estimate + half), abs=1e-12)


def test_one_stratum_matches_the_paired_wald_interval_with_the_finite_population_correction():
    first = [1, 1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0]
    second = [1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1, 0]
    n, size = len(first), 48
    estimate, low, high = ht_paired_difference(first, second, [n / size] * n, ["all"] * n, {"all": size})
    a, b, c, d = paired_table(first, second)
    assert estimate == pytest.approx((c - b) / n, abs=1e-12)
    wald_low, wald_high = paired_wald_ci(a, b, c, d)
    # Same variance up to the divisor n − 1 instead of n and the correction 1 − n/N.
    scale = math.sqrt((1 - n / size) * n / (n - 1))
    assert high - estimate == pytest.approx((wald_high - (c - b) / n) * scale, abs=1e-12)
    assert estimate - low == pytest.approx(((c - b) / n - wald_low) * scale, abs=1e-12)


def test_a_census_stratum_adds_no_variance_and_a_single_unit_the_largest_possible():
    census = ht_mean_ci([1, 0, 1], [1.0] * 3, ["A"] * 3, {"A": 3})
    assert census == (pytest.approx(2 / 3), pytest.approx(2 / 3), pytest.approx(2 / 3))
    # B: one unit of 20 → W_B² (U − L)² / 4 = 0.5² · 1 / 4 on the [0, 1] scale.
    estimate, low, high = ht_mean_ci([1, 0, 1, 1], [1.0, 1.0, 1.0, 1 / 17], ["A", "A", "A", "B"], {"A": 3, "B": 17})
    assert estimate == pytest.approx((2 + 17) / 20)
    variance = (17 / 20) ** 2 / 4
    assert low == pytest.approx(estimate - 1.959963984540054 * math.sqrt(variance))
    assert high == 1.0  # truncated to the bounds
    with pytest.raises(ValueError, match="single sampled unit; its variance needs bounds"):
        ht_mean_ci([1, 0, 1, 1], [1.0, 1.0, 1.0, 1 / 17], ["A", "A", "A", "B"], {"A": 3, "B": 17}, bounds=None)
    # A paired difference's singleton stratum counts W_B² · 1 (differences lie in [−1, 1]).
    estimate, low, _ = ht_paired_difference([0, 0], [1, 0], [1.0, 0.5], ["A", "B"], {"A": 1, "B": 2})
    assert estimate == pytest.approx(1 / 3)
    assert low == pytest.approx(1 / 3 - 1.959963984540054 * math.sqrt((2 / 3) ** 2))


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (([1, 0], [0.5], ["A", "A"], {"A": 4}), "2 values but 1 inclusion probabilities"),
        (([], [], [], {"A": 4}), "at least one sampled unit"),
        (([1, None], [0.5, 0.5], ["A", "A"], {"A": 4}), "values\\[1\\] must be a finite number"),
        (([1, 0], [0.5, 0.0], ["A", "A"], {"A": 4}), "probabilities\\[1\\] must be in \\(0, 1\\]"),
        (([1, 0], [0.5, 0.5], ["A"], {"A": 4}), "1 strata for 2 values"),
        (([1, 0], [0.5, 0.5], ["A", "C"], {"A": 4}), "stratum 'C' of unit 1"),
        (([1, 0], [0.5, 0.5], ["A", "A"], {"A": 4, "B": 3}), "'B' holds 3 units but none was sampled"),
        (([1, 0], [0.5, 0.5], ["A", "A"], {"A": 1}), "holds 1 units but 2 were sampled"),
        (([1, 0], [0.5, 0.25], ["A", "A"], {"A": 4}), "must be n_h / N_h = 2/4"),
        (([1, 2], [0.5, 0.5], ["A", "A"], {"A": 4}), "values\\[1\\] = 2 is outside the bounds"),
        (([1, 0], [0.5, 0.5], ["A", "A"], {"A": 0}), "holds no units"),
    ],
)
def test_ht_mean_ci_refuses_bad_input(args, message):
    with pytest.raises(ValueError, match=message):
        ht_mean_ci(*args)


def test_the_other_estimators_refuse_bad_input():
    with pytest.raises(ValueError, match="population_size must be positive"):
        ht_mean([1], [1.0], 0)
    with pytest.raises(ValueError, match="alpha"):
        ht_mean_ci([1, 0], [1.0, 1.0], ["A", "A"], {"A": 2}, alpha=0)
    with pytest.raises(ValueError, match="aligned outcomes"):
        ht_paired_difference([1, 0], [1], [1.0, 1.0], ["A", "A"], {"A": 2})
    with pytest.raises(ValueError, match="second\\[0\\] = 2 is not an outcome"):
        ht_paired_difference([1, 0], [2, 0], [1.0, 1.0], ["A", "A"], {"A": 2})
    with pytest.raises(ValueError, match="first\\[1\\] must be a finite number"):
        ht_paired_difference([1, None], [1, 0], [1.0, 1.0], ["A", "A"], {"A": 2})


# --------------------------------------------------------------------------- repeated sampling

def test_the_ht_mean_is_unbiased_where_the_plain_mean_is_not_and_its_interval_covers():
    # 1,000 questions: 900 where the evaluators agree (90% right), 100 where they disagree (40%
    # right); the disagreement stratum is oversampled 4×. True accuracy 850/1000.
    units = {"agree": [f"a{i}" for i in range(900)], "disagree": [f"d{i}" for i in range(100)]}
    outcome = {u: int(i < 810) for i, u in enumerate(units["agree"])}
    outcome.update({u: int(i < 40) for i, u in enumerate(units["disagree"])})
    # A second system, right on a shuffled subset: its paired difference from the first is known.
    order = sorted(outcome)
    random.Random(0).shuffle(order)
    other = {u: int(k < 700) for k, u in enumerate(order)}
    sizes = {"agree": 900, "disagree": 100}
    estimates, plain, variances, covered, covered_difference, differences = [], [], [], 0, 0, []
    runs = 2000
    for seed in range(runs):
        sample = stratified_sample(units, 100, weights={"disagree": 4}, seed=seed)
        ids = [unit for unit, _, _ in sample]
        pis = [pi for _, _, pi in sample]
        strata = [stratum for _, stratum, _ in sample]
        values = [outcome[u] for u in ids]
        estimate, low, high = ht_mean_ci(values, pis, strata, sizes)
        estimates.append(estimate)
        plain.append(sum(values) / len(values))
        variances.append(((high - low) / 2 / 1.959963984540054) ** 2 if 0 < low and high < 1 else math.nan)
        covered += low <= 0.85 <= high
        difference, low, high = ht_paired_difference(values, [other[u] for u in ids], pis, strata, sizes)
        differences.append(difference)
        covered_difference += low <= 0.70 - 0.85 <= high
    assert np.mean(estimates) == pytest.approx(0.85, abs=0.003)
    assert np.mean(plain) < 0.76  # 69 agree + 31 disagree per sample: about 0.745
    assert np.mean(differences) == pytest.approx(-0.15, abs=0.004)
    assert 0.90 <= covered / runs <= 0.99
    assert 0.90 <= covered_difference / runs <= 0.99
    # The variance estimator is unbiased too: its mean matches the estimates' spread.
    assert np.nanmean(variances) == pytest.approx(np.var(estimates), rel=0.1)
