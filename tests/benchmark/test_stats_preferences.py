"""benchmark.stats.preferences: Bradley–Terry strengths against closed forms, a logistic regression
(statsmodels) and comparisons simulated from known strengths."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import statsmodels.api as sm

from benchmark.stats import bradley_terry, bradley_terry_bootstrap, win_matrix

TRUE = {"a": 0.8, "b": 0.0, "c": -0.8}  # mean 0 already


def simulate(strengths: dict, per_pair: int, seed: int, tie_rate: float = 0.0) -> list[tuple]:
    """``per_pair`` comparisons of every pair drawn from the Bradley–Terry model (plus random ties)."""
    rng = np.random.default_rng(seed)
    comparisons = []
    for i, j in itertools.combinations(strengths, 2):
        p = 1 / (1 + math.exp(-(strengths[i] - strengths[j])))
        for _ in range(per_pair):
            if rng.random() < tie_rate:
                comparisons.append((i, j, 0.5))
            else:
                comparisons.append((i, j, 1.0 if rng.random() < p else 0.0))
    return comparisons


# --------------------------------------------------------------------------- closed forms

def test_two_items_three_wins_to_one_give_log_3_without_the_prior():
    comparisons = [("A", "B", 1.0)] * 3 + [("A", "B", 0.0)]
    strengths = bradley_terry(comparisons, prior=0)
    assert strengths["A"] - strengths["B"] == pytest.approx(math.log(3), abs=1e-9)
    assert strengths["A"] == pytest.approx(math.log(3) / 2, abs=1e-9)  # mean 0
    assert strengths["B"] == pytest.approx(-math.log(3) / 2, abs=1e-9)


def test_the_default_prior_adds_one_virtual_tie_per_pair():
    # One tie is half a win each way: 3.5 wins against 1.5.
    comparisons = [("A", "B", 1.0)] * 3 + [("A", "B", 0.0)]
    strengths = bradley_terry(comparisons)
    assert strengths["A"] - strengths["B"] == pytest.approx(math.log(3.5 / 1.5), abs=1e-9)
    stronger = bradley_terry(comparisons, prior=4)  # two wins each way added
    assert stronger["A"] - stronger["B"] == pytest.approx(math.log(5 / 3), abs=1e-9)


def test_it_matches_a_logistic_regression_without_the_prior():
    # P(i preferred) = σ(s_i − s_j): a binomial GLM on ±1 item columns with no intercept, ties as ½.
    comparisons = simulate({"a": 0.5, "b": 0.2, "c": -0.1, "d": -0.6}, 40, seed=3, tie_rate=0.2)
    labels = ["a", "b", "c", "d"]
    design = np.zeros((len(comparisons), 3))
    response = np.empty(len(comparisons))
    for row, (i, j, outcome) in enumerate(comparisons):
        for item, sign in ((i, 1), (j, -1)):
            if item != "a":  # "a" is the reference, strength 0
                design[row, labels.index(item) - 1] = sign
        response[row] = outcome
    fitted = sm.GLM(response, design, family=sm.families.Binomial()).fit(tol=1e-12)
    reference = np.concatenate([[0.0], fitted.params])
    reference -= reference.mean()
    strengths = bradley_terry(comparisons, prior=0)
    assert [strengths[label] for label in labels] == pytest.approx(list(reference), abs=1e-7)


def test_strengths_have_mean_zero_and_follow_the_given_items():
    strengths = bradley_terry(simulate(TRUE, 30, seed=1), items=["c", "b", "a"])
    assert list(strengths) == ["c", "b", "a"]
    assert sum(strengths.values()) == pytest.approx(0.0, abs=1e-12)


# --------------------------------------------------------------------------- simulation from known strengths

def test_it_recovers_known_strengths_with_intervals_that_cover_them():
    comparisons = simulate(TRUE, 200, seed=42)  # 600 comparisons, 200 per pair
    assert len(comparisons) == 600
    result = bradley_terry_bootstrap(comparisons, n_boot=1000, seed=42)
    estimate = {item: values[0] for item, values in result.items()}
    assert estimate["a"] > estimate["b"] > estimate["c"]
    assert estimate == bradley_terry(comparisons)
    for item, (strength, low, high) in result.items():
        assert low < strength < high
        assert low <= TRUE[item] <= high, (item, low, high)
        assert abs(strength - TRUE[item]) < 0.25


def test_intervals_shrink_with_more_data():
    small = bradley_terry_bootstrap(simulate(TRUE, 50, seed=5), n_boot=300, seed=1)
    large = bradley_terry_bootstrap(simulate(TRUE, 400, seed=5), n_boot=300, seed=1)
    for item in TRUE:
        width_small = small[item][2] - small[item][1]
        width_large = large[item][2] - large[item][1]
        # 8× the data: about √8 ≈ 2.8 times narrower.
        assert width_large < 0.5 * width_small


def test_the_bootstrap_is_deterministic_for_a_seed():
    comparisons = simulate(TRUE, 40, seed=9)
    first = bradley_terry_bootstrap(comparisons, n_boot=200, seed=7)
    assert bradley_terry_bootstrap(comparisons, n_boot=200, seed=7) == first
    assert bradley_terry_bootstrap(comparisons, n_boot=200, seed=8) != first


def test_cluster_resampling_keeps_correlated_judgments_together():
    # Each judgment copied five times (five raters echoing one another): independent resampling
    # believes there are five times as many comparisons; resampling the copies together does not.
    base = simulate(TRUE, 40, seed=11)
    copies = [comparison for comparison in base for _ in range(5)]
    cluster = [index for index in range(len(base)) for _ in range(5)]
    naive = bradley_terry_bootstrap(copies, n_boot=400, seed=3)
    clustered = bradley_terry_bootstrap(copies, n_boot=400, seed=3, cluster=cluster)
    original = bradley_terry_bootstrap(base, n_boot=400, seed=3)
    for item in TRUE:
        naive_width = naive[item][2] - naive[item][1]
        cluster_width = clustered[item][2] - clustered[item][1]
        original_width = original[item][2] - original[item][1]
        assert cluster_width > 1.7 * naive_width
        assert cluster_width == pytest.approx(original_width, rel=0.25)


# --------------------------------------------------------------------------- ties, symmetry, regularization

def test_a_tie_counts_half_a_win_to_each():
    split = [("A", "B", 1.0), ("A", "B", 0.0), ("A", "C", 1.0), ("B", "C", 1.0)]
    tied = [("A", "B", 0.5), ("A", "B", 0.5), ("A", "C", 1.0), ("B", "C", 1.0)]
    assert bradley_terry(tied) == pytest.approx(bradley_terry(split), abs=1e-12)
    labels, wins = win_matrix([("A", "B", 0.5), ("A", "B", 1)])
    assert labels == ["A", "B"]
    assert wins.tolist() == [[0.0, 1.5], [0.5, 0.0]]


def test_all_ties_give_equal_strengths_and_dropped_ties_count_nothing():
    assert bradley_terry([("A", "B", 0.5), ("B", "C", 0.5)] * 3, prior=0) == pytest.approx(
        {"A": 0.0, "B": 0.0, "C": 0.0}, abs=1e-12
    )
    decided = [("A", "B", 1.0), ("A", "B", 1.0), ("A", "B", 0.0)]
    with_ties = decided + [("A", "B", 0.5)] * 4
    assert bradley_terry(with_ties, ties="drop") == pytest.approx(bradley_terry(decided), abs=1e-12)
    assert bradley_terry(with_ties)["A"] < bradley_terry(decided)["A"]  # counted ties pull towards 0
    assert win_matrix(with_ties, ties="drop")[1].tolist() == [[0.0, 2.0], [1.0, 0.0]]


def test_swapping_the_sides_of_a_comparison_changes_nothing():
    comparisons = simulate(TRUE, 25, seed=4, tie_rate=0.1)
    swapped = [(j, i, 1.0 - outcome) for i, j, outcome in comparisons]
    assert bradley_terry(swapped) == pytest.approx(bradley_terry(comparisons), abs=1e-10)
    assert bradley_terry(swapped, prior=0) == pytest.approx(bradley_terry(comparisons, prior=0), abs=1e-10)


def test_an_item_that_never_wins_stays_finite_under_the_prior_only():
    comparisons = [("A", "B", 1.0)] * 5 + [("B", "C", 1.0)] * 3 + [("C", "B", 1.0)] * 2 + [("A", "C", 1.0)] * 4
    strengths = bradley_terry(comparisons)  # A never loses
    assert all(math.isfinite(value) for value in strengths.values())
    assert strengths["A"] > strengths["B"] > strengths["C"]
    with pytest.raises(ValueError, match="never beaten: \\['A'\\]"):
        bradley_terry(comparisons, prior=0)
    with pytest.raises(ValueError, match="prior > 0"):
        bradley_terry([("A", "B", 1.0), ("B", "A", 1.0), ("C", "D", 1.0), ("D", "C", 1.0)], prior=0)


def test_an_item_never_compared_sits_at_the_centre_of_its_virtual_ties():
    strengths = bradley_terry([("A", "B", 1.0), ("B", "A", 1.0)], items=["A", "B", "C"])
    assert strengths == pytest.approx({"A": 0.0, "B": 0.0, "C": 0.0}, abs=1e-12)
    with pytest.raises(ValueError, match="never preferred: \\['C'\\]"):
        bradley_terry([("A", "B", 1.0), ("B", "A", 1.0)], items=["A", "B", "C"], prior=0)


# --------------------------------------------------------------------------- errors

@pytest.mark.parametrize(
    ("comparisons", "options", "message"),
    [
        ([], {}, "at least two items"),
        ([], {"items": ["A"]}, "at least two items"),
        ([("A", "A", 1.0)], {}, "with itself"),
        ([("A", "B", 2)], {}, "outcome 2"),
        ([("A", "B", 0.7)], {}, "outcome 0.7"),
        ([("A", "B", "win")], {}, "outcome 'win'"),
        ([("A", "B", None)], {}, "outcome None"),
        ([("A", "B", float("nan"))], {}, "outcome nan"),
        ([("A", "B")], {}, "not an \\(i, j, outcome\\) triple"),
        ([("A", "C", 1.0)], {"items": ["A", "B"]}, "not among the items"),
        ([("A", "B", 1.0)], {"items": ["A", "B", "A"]}, "twice"),
        ([("A", "B", 1.0)], {"ties": "ignore"}, "ties must be"),
        ([("A", "B", 1.0)], {"prior": -1}, "prior must be"),
        ([("A", "B", 1.0)], {"prior": float("inf")}, "prior must be"),
    ],
)
def test_it_refuses_bad_comparisons(comparisons, options, message):
    with pytest.raises(ValueError, match=message):
        bradley_terry(comparisons, **options)


def test_the_bootstrap_refuses_bad_settings():
    comparisons = simulate(TRUE, 5, seed=2)
    with pytest.raises(ValueError, match="n_boot >= 100"):
        bradley_terry_bootstrap(comparisons, n_boot=10)
    with pytest.raises(ValueError, match="alpha"):
        bradley_terry_bootstrap(comparisons, alpha=1.5)
    with pytest.raises(ValueError, match="cluster has 2 keys for 15 comparisons"):
        bradley_terry_bootstrap(comparisons, cluster=[1, 2])
    with pytest.raises(ValueError, match="at least two clusters"):
        bradley_terry_bootstrap(comparisons, cluster=["one"] * len(comparisons))
    with pytest.raises(ValueError, match="bootstrap resample"):
        bradley_terry_bootstrap([("A", "B", 1.0), ("B", "A", 1.0)], prior=0, n_boot=100)
