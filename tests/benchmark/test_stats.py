"""benchmark.stats against the papers' published figures, hand computations and scipy/statsmodels."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from scipy.stats import binom, bootstrap, pearsonr
from statsmodels.stats.contingency_tables import mcnemar as sm_mcnemar
from statsmodels.stats.inter_rater import cohens_kappa as sm_cohens_kappa

from benchmark import stats
from benchmark.stats import (
    bh_adjust,
    bootstrap_bca,
    by_adjust,
    cohen_kappa,
    conditional_wilson_paired_ci,
    fleiss_kappa,
    krippendorff_alpha,
    majority_vote,
    mcnemar_chi2,
    mcnemar_exact,
    mcnemar_mde,
    newcombe_paired_ci,
    normalized_area_difference,
    ols_gain_on_baseline,
    paired_table,
    paired_wald_ci,
    rating_value,
    safety_score,
    sign_test,
    transition_analysis,
    unanimous_strict,
    wilson_ci,
)


def pp(value: float) -> float:
    """A fraction in percentage points, rounded as the paper prints it."""
    return round(100 * value, 1)


# --------------------------------------------------------------------------- published figures, paper 000

def test_it_reproduces_the_primary_endpoint_exact_mcnemar():
    # §4.7: C1 12/50 → C4g 23/50, b = 4 favour C1, c = 15 favour C4g: p = 0.0192, +22.0 pp.
    assert round(mcnemar_exact(4, 15), 4) == 0.0192
    a, b, c, d = 8, 4, 15, 23
    assert (a + b, a + c) == (12, 23)
    assert pp((c - b) / (a + b + c + d)) == 22.0


def test_it_reproduces_the_published_mcnemar_chi2_values():
    # App. P: discordant 18 vs 204 → χ² 155.8; 30 vs 143 → 73.8; 20 vs 93 → 47.2 (no correction).
    assert round(mcnemar_chi2(18, 204)[0], 1) == 155.8
    assert round(mcnemar_chi2(30, 143)[0], 1) == 73.8
    assert round(mcnemar_chi2(20, 93)[0], 1) == 47.2
    assert mcnemar_chi2(18, 204)[1] < 1e-6


def test_it_reproduces_the_published_wilson_interval():
    # Table 26: 169/189 = 89.4%, 95% Wilson [84.2%, 93.0%].
    low, high = wilson_ci(169, 189)
    assert (pp(low), pp(high)) == (84.2, 93.0)


def test_it_gives_newcombe_method_10_on_the_primary_table():
    low, high = newcombe_paired_ci(8, 4, 15, 23)
    assert (pp(low), pp(high)) == (5.1, 37.2)
    assert low == pytest.approx(0.05128, abs=1e-5) and high == pytest.approx(0.37167, abs=1e-5)


def test_it_reproduces_the_papers_mislabelled_newcombe_as_conditional_wilson():
    # The paper's "95% Newcombe CI [+5.1, +31.5]" is the Wilson interval of 15/19 mapped by
    # p → (19/50)(2p − 1).
    low, high = conditional_wilson_paired_ci(8, 4, 15, 23)
    assert (pp(low), pp(high)) == (5.1, 31.5)
    w_low, w_high = wilson_ci(15, 19)
    assert low == pytest.approx(19 / 50 * (2 * w_low - 1))
    assert high == pytest.approx(19 / 50 * (2 * w_high - 1))


def test_it_reproduces_the_internal_audit_paired_wald_interval():
    # §4.6: C4g 62.5% (75/120) vs C1 27.5% (33/120) strict, +35.0 pp [+24.8, +45.2]. The paper
    # does not print its table; b = 6, c = 48 is the integer table consistent with all three numbers.
    a, b, c, d = 27, 6, 48, 39
    assert (a + b, a + c, a + b + c + d) == (33, 75, 120)
    low, high = paired_wald_ci(a, b, c, d)
    assert (pp(low), pp(high)) == (24.8, 45.2)
    assert mcnemar_exact(b, c) < 1e-8


def test_it_computes_the_paired_wald_interval_by_hand():
    # a, b, c, d = 10, 5, 15, 20: θ = 10/50 = 0.2, SE = √(20 − 100/50)/50 = √18/50.
    half = 1.959963984540054 * math.sqrt(18) / 50
    assert paired_wald_ci(10, 5, 15, 20) == pytest.approx((0.2 - half, 0.2 + half))


def test_it_reproduces_the_published_sign_test():
    # §4.6: on the 3-level score C4g higher in 64/120, tied 46, lower 10 → p < 0.0001.
    p = sign_test(64, 10)
    assert p < 0.0001
    assert p == pytest.approx(2 * binom.cdf(10, 74, 0.5))


def test_it_reproduces_the_minimum_detectable_effect_of_23_discordant_pairs():
    # §4.7: 50 C1/C4g pairs (the 100 rated items), 23 discordant → MDE ~22 pp: 17 vs 6 is the
    # first split to reach p ≤ 0.05 (7 vs 16 does not).
    assert mcnemar_exact(6, 17) <= 0.05 < mcnemar_exact(7, 16)
    assert mcnemar_mde(50, 23) == pytest.approx(0.22)
    assert mcnemar_mde(100, 23) == pytest.approx(0.11)


def test_it_finds_the_effect_with_the_requested_power():
    effect = mcnemar_mde(50, 23, power=0.8)
    assert 0.22 < effect < 0.3
    pi = (1 + effect * 50 / 23) / 2
    # Rejection region from the exact test: c >= 17 or c <= 6.
    power = binom.sf(16, 23, pi) + binom.cdf(6, 23, pi)
    assert power == pytest.approx(0.8, abs=1e-6)


def test_it_refuses_an_mde_no_split_can_reach():
    with pytest.raises(ValueError, match="no split of 5 discordant"):
        mcnemar_mde(50, 5)
    with pytest.raises(ValueError, match="discordant <= n_pairs"):
        mcnemar_mde(10, 11)


# --------------------------------------------------------------------------- McNemar cross-checks and edges

@pytest.mark.parametrize("b, c", [(4, 15), (0, 7), (12, 12), (30, 143), (1, 2)])
def test_it_agrees_with_statsmodels_mcnemar(b, c):
    table = [[8, b], [c, 23]]
    assert mcnemar_exact(b, c) == pytest.approx(sm_mcnemar(table, exact=True).pvalue)
    plain = sm_mcnemar(table, exact=False, correction=False)
    assert mcnemar_chi2(b, c) == pytest.approx((plain.statistic, plain.pvalue))
    if b != c:
        corrected = sm_mcnemar(table, exact=False, correction=True)
        assert mcnemar_chi2(b, c, correction=True) == pytest.approx((corrected.statistic, corrected.pvalue))


def test_it_defines_mcnemar_without_discordant_pairs():
    assert mcnemar_exact(0, 0) == 1.0
    assert mcnemar_chi2(0, 0) == (0.0, 1.0)
    assert mcnemar_chi2(0, 0, correction=True) == (0.0, 1.0)
    assert mcnemar_chi2(5, 5, correction=True) == (0.0, 1.0)
    assert sign_test(0, 0) == 1.0


def test_it_refuses_counts_that_are_not_counts():
    for bad in (-1, 2.5, True, "3"):
        with pytest.raises(ValueError, match="non-negative integer"):
            mcnemar_exact(bad, 3)
    with pytest.raises(ValueError, match="empty"):
        newcombe_paired_ci(0, 0, 0, 0)


def test_it_keeps_paired_intervals_finite_on_degenerate_tables():
    # No discordant pairs: Newcombe still has width, Wald collapses, conditional Wilson refuses.
    low, high = newcombe_paired_ci(10, 0, 0, 10)
    assert low < 0 < high and math.isfinite(low) and math.isfinite(high)
    assert paired_wald_ci(10, 0, 0, 10) == (0.0, 0.0)
    with pytest.raises(ValueError, match="discordant"):
        conditional_wilson_paired_ci(10, 0, 0, 10)
    # Every pair both right: empty margins give φ = 0, not a division by zero.
    low, high = newcombe_paired_ci(50, 0, 0, 0)
    assert -1 <= low <= 0 <= high <= 1
    # All discordant one way: bounds stay inside [−1, 1].
    low, high = newcombe_paired_ci(0, 0, 20, 0)
    assert 0 < low < high <= 1
    assert paired_wald_ci(0, 0, 20, 0) == (1.0, 1.0)


def test_it_builds_the_paired_table_from_aligned_outcomes():
    first = [True, True, False, False, True]
    second = [True, False, True, False, True]
    assert paired_table(first, second) == (2, 1, 1, 1)
    with pytest.raises(ValueError, match="item 1"):
        paired_table([True, None], [True, True])
    with pytest.raises(ValueError, match="aligned"):
        paired_table([True], [True, False])


def test_it_refuses_wilson_without_trials():
    with pytest.raises(ValueError, match="n > 0"):
        wilson_ci(0, 0)
    with pytest.raises(ValueError, match="k <= n"):
        wilson_ci(5, 4)
    assert wilson_ci(0, 10)[0] == 0.0 and wilson_ci(10, 10)[1] == 1.0


# --------------------------------------------------------------------------- multiplicity

def test_it_adjusts_p_values_by_benjamini_hochberg():
    # Sorted 0.005, 0.01, 0.03, 0.04 (m = 4): p·m/rank = 0.02, 0.02, 0.04, 0.04, then a running min
    # from the top; returned in the input order.
    assert bh_adjust([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.02, 0.04, 0.04, 0.02])
    # Monotone step: 0.04·3/2 = 0.06 would exceed 0.05·3/3, so it is pulled down to 0.05.
    assert bh_adjust([0.01, 0.04, 0.05]) == pytest.approx([0.03, 0.05, 0.05])
    assert bh_adjust([0.9, 0.8]) == pytest.approx([0.9, 0.9])


def test_it_adjusts_p_values_by_benjamini_yekutieli():
    harmonic = 1 + 1 / 2 + 1 / 3 + 1 / 4
    assert by_adjust([0.01, 0.04, 0.03, 0.005]) == pytest.approx(
        [0.02 * harmonic, 0.04 * harmonic, 0.04 * harmonic, 0.02 * harmonic]
    )
    # m = 2, c(m) = 1.5: 0.9·1.5 = 1.35 and min(0.5·2·1.5, 1.35), both capped at 1.
    assert by_adjust([0.5, 0.9]) == pytest.approx([1.0, 1.0])


def test_it_adjusts_an_empty_list_to_an_empty_list():
    assert bh_adjust([]) == [] and by_adjust([]) == []


def test_it_refuses_p_values_outside_zero_one():
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        bh_adjust([0.1, float("nan")])
    with pytest.raises(ValueError, match=r"\[0, 1\]"):
        by_adjust([1.2])


# --------------------------------------------------------------------------- agreement

def test_it_computes_cohen_kappa_by_hand():
    # 2×2 table [[20, 5], [10, 15]]: pₒ = 35/50 = 0.7, pₑ = (25·30 + 25·20)/50² = 0.5, κ = 0.4.
    r1 = [1] * 25 + [0] * 25
    r2 = [1] * 20 + [0] * 5 + [1] * 10 + [0] * 15
    assert cohen_kappa(r1, r2) == pytest.approx(0.4)


def test_it_computes_weighted_kappa_as_statsmodels_does():
    table = [[3, 1, 0], [1, 4, 2], [0, 1, 3]]
    r1, r2 = [], []
    for i, row in enumerate(table):
        for j, count in enumerate(row):
            r1 += [i / 2] * count
            r2 += [j / 2] * count
    for weights, wt in ((None, None), ("linear", "linear"), ("quadratic", "quadratic")):
        assert cohen_kappa(r1, r2, weights) == pytest.approx(sm_cohens_kappa(np.array(table), wt=wt).kappa)
    # The same ratings as words, ordered by `categories`, give the same weighted κ.
    words = {0.0: "incorrect", 0.5: "partial", 1.0: "correct"}
    order = ["incorrect", "partial", "correct"]
    assert cohen_kappa([words[v] for v in r1], [words[v] for v in r2], "linear", categories=order) == pytest.approx(
        cohen_kappa(r1, r2, "linear")
    )


def test_it_defines_kappa_with_one_category_and_refuses_bad_input():
    assert cohen_kappa(["a", "a"], ["a", "a"]) == 1.0
    with pytest.raises(ValueError, match="same length"):
        cohen_kappa([1], [1, 0])
    with pytest.raises(ValueError, match="at least one"):
        cohen_kappa([], [])
    with pytest.raises(ValueError, match="weights"):
        cohen_kappa([1, 0], [1, 0], "cubic")
    with pytest.raises(ValueError, match="not among the categories"):
        cohen_kappa(["a", "b"], ["a", "c"], categories=["a", "b"])


def test_it_computes_fleiss_kappa_by_hand():
    # Two raters, four items: P̄ = (1 + 1 + 0 + 1)/4 = 0.75; p = (5/8, 3/8), Pₑ = 34/64; κ = 7/15.
    assert fleiss_kappa([[2, 0], [0, 2], [1, 1], [2, 0]]) == pytest.approx(7 / 15)


def test_it_reproduces_fleiss_worked_example():
    # The 10 items × 14 raters × 5 categories example from Fleiss (1971) as usually reprinted: κ = 0.210.
    table = [
        [0, 0, 0, 0, 14], [0, 2, 6, 4, 2], [0, 0, 3, 5, 6], [0, 3, 9, 2, 0], [2, 2, 8, 1, 1],
        [7, 7, 0, 0, 0], [3, 2, 6, 3, 0], [2, 5, 3, 2, 2], [6, 5, 2, 1, 0], [0, 2, 2, 3, 7],
    ]
    assert round(fleiss_kappa(table), 3) == 0.210


def test_it_defines_fleiss_kappa_with_one_category_and_refuses_ragged_tables():
    assert fleiss_kappa([[3, 0], [3, 0]]) == 1.0
    with pytest.raises(ValueError, match="same number of ratings"):
        fleiss_kappa([[3, 0], [2, 0]])
    with pytest.raises(ValueError, match="at least two ratings"):
        fleiss_kappa([[1, 0], [0, 1]])
    with pytest.raises(ValueError, match="non-empty"):
        fleiss_kappa([])


KRIPPENDORFF_EXAMPLE = [  # Krippendorff (2011), 4 coders × 12 units, None = not coded
    [1, 2, 3, 3, 2, 1, 4, 1, 2, None, None, None],
    [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, None, 3],
    [None, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, None],
    [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, None],
]


@pytest.mark.parametrize(
    "level, expected", [("nominal", 0.743), ("ordinal", 0.815), ("interval", 0.849), ("ratio", 0.797)]
)
def test_it_reproduces_krippendorffs_worked_example(level, expected):
    assert round(krippendorff_alpha(KRIPPENDORFF_EXAMPLE, level), 3) == expected


def test_it_codes_string_labels_for_krippendorff():
    words = {1: "incorrect", 2: "partial", 3: "correct"}
    numeric = [[1, 2, 3, 3, None], [1, 3, 3, 2, 2], [2, 2, 3, 3, 2]]
    as_words = [[None if v is None else words[v] for v in row] for row in numeric]
    assert krippendorff_alpha(as_words) == pytest.approx(krippendorff_alpha(numeric))
    order = ["incorrect", "partial", "correct"]
    assert krippendorff_alpha(as_words, "ordinal", categories=order) == pytest.approx(
        krippendorff_alpha(numeric, "ordinal")
    )
    with pytest.raises(ValueError, match="needs `categories`"):
        krippendorff_alpha(as_words, "ordinal")


def test_it_defines_krippendorff_degenerate_cases():
    assert krippendorff_alpha([[1, 1, None], [1, 1, 1]]) == 1.0
    with pytest.raises(ValueError, match="two or more raters"):
        krippendorff_alpha([[1, None, 2], [None, 1, None]])
    with pytest.raises(ValueError, match="at least two raters"):
        krippendorff_alpha([[1, 2, 3]])
    with pytest.raises(ValueError, match="level"):
        krippendorff_alpha(KRIPPENDORFF_EXAMPLE, "cardinal")


# --------------------------------------------------------------------------- votes

def test_it_reads_ratings_as_numbers_or_words():
    labels = ("Correct", "partial", "partially correct", "INCORRECT", 1, 0.5, 0, True, None)
    assert [rating_value(v) for v in labels] == [1.0, 0.5, 0.5, 0.0, 1.0, 0.5, 0.0, 1.0, None]
    with pytest.raises(ValueError, match="not a rating"):
        rating_value("maybe")
    with pytest.raises(ValueError, match="not a rating"):
        rating_value(0.7)


def test_it_takes_majority_votes_strict_and_lenient():
    assert majority_vote(["correct", "correct", "incorrect"]) is True
    assert majority_vote(["correct", "partial", "incorrect"]) is False
    assert majority_vote(["correct", "partial", "incorrect"], mode="lenient") is True
    assert majority_vote([0.5, 0.5, 0], mode="lenient") is True
    assert majority_vote([0.5, 0, 0], mode="lenient") is False


def test_it_counts_a_tied_vote_as_not_right():
    assert majority_vote([1, 0]) is False
    assert majority_vote([1, 1, 0, 0], mode="lenient") is False
    assert majority_vote([1, 1, 1, 0]) is True


def test_it_leaves_missing_ratings_out_of_the_vote():
    assert majority_vote([1, None, 1]) is True
    assert majority_vote([1, None, 0]) is False  # 1 of 2 raters: a tie
    assert unanimous_strict(["correct", None, "correct"]) is True
    with pytest.raises(ValueError, match="no ratings"):
        majority_vote([None, None])
    with pytest.raises(ValueError, match="no ratings"):
        unanimous_strict([])
    with pytest.raises(ValueError, match="mode"):
        majority_vote([1, 1], mode="generous")


def test_it_requires_every_rater_correct_for_unanimous_strict():
    assert unanimous_strict(["correct", "correct"]) is True
    assert unanimous_strict(["correct", "partial"]) is False
    assert unanimous_strict([1, 1, 0]) is False


# --------------------------------------------------------------------------- safety, regression

def test_it_scores_safety_with_doubled_false_positive_errors():
    # App. E: 4 items, 2 right, one false-positive error (w = 2) and one other error (w = 1):
    # S = 1 − (2 + 1)/4 = 0.25.
    correct = [True, True, False, False]
    false_positive = [False, False, True, False]
    assert safety_score(correct, false_positive) == pytest.approx(0.25)
    assert safety_score(0.5, 0.25) == pytest.approx(0.25)
    assert safety_score(correct, false_positive, weight=1.0) == pytest.approx(0.5)  # plain accuracy
    assert safety_score([False, False], [True, True]) == pytest.approx(-1.0)  # the floor, 1 − w


def test_it_refuses_degenerate_safety_inputs():
    with pytest.raises(ValueError, match="at least one item"):
        safety_score([], [])
    with pytest.raises(ValueError, match="aligned"):
        safety_score([True], [False, False])
    with pytest.raises(ValueError, match="both correct and a false-positive"):
        safety_score([True], [True])
    with pytest.raises(ValueError, match="fractions"):
        safety_score(0.8, 0.3)
    with pytest.raises(ValueError, match="weight"):
        safety_score([True], [False], weight=-1)
    with pytest.raises(ValueError, match="not one of each"):
        safety_score(0.5, [False])


def test_it_regresses_gain_on_baseline_like_polyfit():
    rng = np.random.default_rng(7)
    baseline = rng.uniform(0.2, 0.4, size=6)
    after = 0.6 + rng.normal(0, 0.02, size=6)
    gain = after - baseline
    fit = ols_gain_on_baseline(baseline, gain)
    slope, intercept = np.polyfit(baseline, gain, 1)
    r, p = pearsonr(baseline, gain)
    assert fit["slope"] == pytest.approx(slope) and fit["intercept"] == pytest.approx(intercept)
    assert fit["r"] == pytest.approx(r) and fit["p"] == pytest.approx(p)
    assert fit["n"] == 6
    # A ceiling makes gain ≈ ceiling − baseline: slope near −1, the paper's regression-to-the-mean reading.
    assert -1.5 < fit["slope"] < -0.5 and fit["r"] < -0.8


def test_it_refuses_a_regression_without_spread_or_points():
    with pytest.raises(ValueError, match="at least 3"):
        ols_gain_on_baseline([0.2, 0.3], [0.1, 0.2])
    with pytest.raises(ValueError, match="differ"):
        ols_gain_on_baseline([0.2, 0.2, 0.2], [0.1, 0.2, 0.3])
    with pytest.raises(ValueError, match="missing"):
        ols_gain_on_baseline([0.2, float("nan"), 0.3], [0.1, 0.2, 0.3])


# --------------------------------------------------------------------------- transitions

# Paper 000 Table 11 (C3 → C4, Opus, n = 400): n, C3 right, regressions, improvements, C4g recoveries.
TABLE_11 = {
    "current_state": (50, 27, 20, 8, 17),
    "sequence": (40, 22, 19, 1, 19),
    "historical": (50, 21, 18, 3, 15),
    "duration": (30, 17, 10, 7, 8),
    "change": (30, 6, 6, 2, 5),
    "negation": (110, 73, 6, 31, 5),
    "family_history": (30, 13, 8, 10, 7),
    "uncertainty": (40, 15, 7, 13, 6),
    "conditional": (20, 6, 1, 5, 1),
}
TEMPORAL = {"current_state", "sequence", "historical", "duration", "change"}


def table_11_conditions(categories=TABLE_11):
    c3, c4, c4g = {}, {}, {}
    for category, (n, right, regressed, improved, recovered) in categories.items():
        both_right = right - regressed
        for i in range(n):
            qid = f"{category}-{i:03d}"
            if i < both_right:
                c3[qid], c4[qid], c4g[qid] = True, True, True
            elif i < right:  # regressions; the first `recovered` of them C4g gets right
                c3[qid], c4[qid], c4g[qid] = True, False, i - both_right < recovered
            elif i < right + improved:
                c3[qid], c4[qid], c4g[qid] = False, True, i % 2 == 0
            else:
                c3[qid], c4[qid], c4g[qid] = False, False, False
    return c3, c4, c4g


def test_it_reproduces_the_table_11_transitions():
    c3, c4, c4g = table_11_conditions()
    result = transition_analysis(c3, c4, c4g)
    assert result.n == 400
    assert (result.regressed, result.improved, result.recovered) == (95, 80, 83)
    assert round(100 * result.recovery_rate, 1) == 87.4
    assert sum(c3.values()) == 200 and sum(c4.values()) == 185  # 50% → 46% (46.25)
    assert result.net == -15
    assert result.table == (result.both_right, 95, 80, result.both_wrong)
    assert sum(result.table) == 400
    assert result.kept == sum(1 for q in result.improved_qids if c4g[q])


def test_it_splits_table_11_into_temporal_and_assertion_sensitive():
    temporal = table_11_conditions({k: v for k, v in TABLE_11.items() if k in TEMPORAL})
    assertion = table_11_conditions({k: v for k, v in TABLE_11.items() if k not in TEMPORAL})
    t, a = transition_analysis(*temporal), transition_analysis(*assertion)
    assert (t.regressed, t.improved, t.net) == (73, 21, -52)
    assert (a.regressed, a.improved, a.net) == (22, 59, 37)


def test_it_lists_the_transition_qids_without_a_third_condition():
    first = {"q1": True, "q2": True, "q3": False, "q4": False}
    second = {"q1": True, "q2": False, "q3": True, "q4": False}
    result = transition_analysis(first, second)
    assert result.regressed_qids == ["q2"] and result.improved_qids == ["q3"]
    assert (result.both_right, result.both_wrong) == (1, 1)
    assert result.recovered is None and result.kept is None and result.recovery_rate is None


def test_it_names_the_questions_a_condition_lacks():
    first = {f"q{i}": True for i in range(10)}
    second = {f"q{i}": False for i in range(3)}
    with pytest.raises(ValueError, match=r"second lacks 7 question\(s\): 'q3', 'q4'"):
        transition_analysis(first, second)
    with pytest.raises(ValueError, match=r"third has 1 extra question\(s\): 'zz'"):
        transition_analysis({"a": True}, {"a": False}, {"a": True, "zz": True})
    with pytest.raises(ValueError, match="expected True/False"):
        transition_analysis({"a": None}, {"a": True})
    with pytest.raises(ValueError, match="at least one"):
        transition_analysis({}, {})


# --------------------------------------------------------------------------- normalized area difference, paper 001

# Paper 001 Table A2 (printed under the A1 caption in the text), GPT-5.4-mini, timespan overlap
# Jaccard. 20/40/60 chunks of 128 tokens are 2560/5120/7680 tokens.
RAG_BGE = [0.4695, 0.4908, 0.4957]
RAG_QWEN3 = [0.4426, 0.4736, 0.4982]
RECENT_NOTES = [0.3142, 0.3976, 0.4352, 0.5386, 0.5308]
BUDGETS = [2560, 5120, 7680]
ALL_BUDGETS = [2560, 5120, 7680, 64_000, 120_000]


def test_it_reproduces_paper_001_normalized_area_differences():
    assert round(100 * normalized_area_difference(BUDGETS, RAG_BGE, RECENT_NOTES[:3]), 2) == 26.04
    assert round(100 * normalized_area_difference(BUDGETS, RAG_QWEN3, RECENT_NOTES[:3]), 2) == 22.23
    # Mistral Medium 3, RAG (BGE): 33.16%.
    mistral = normalized_area_difference(BUDGETS, [0.5049, 0.562, 0.5729], [0.3748, 0.4042, 0.4703])
    assert round(100 * mistral, 2) == 33.16
    # Table 2 imaging, GPT-5.4-mini Modality+Date+Location F1 (points, not fractions): 296.80%.
    assert round(100 * normalized_area_difference(BUDGETS, [36.68, 41.79, 43.3], [6.61, 10.12, 14.37]), 2) == 296.80


def test_it_takes_the_area_over_the_shared_token_range_only():
    # Recent notes also run to 64K and 120K; only 2560–7680 is shared with RAG.
    value = normalized_area_difference(BUDGETS, RAG_BGE, RECENT_NOTES, x_b=ALL_BUDGETS)
    assert round(100 * value, 2) == 26.04


def test_it_accepts_unsorted_budgets():
    order = [2, 0, 1]
    shuffled = normalized_area_difference([BUDGETS[i] for i in order], [RAG_BGE[i] for i in order],
                                          [RECENT_NOTES[i] for i in order])
    assert shuffled == pytest.approx(normalized_area_difference(BUDGETS, RAG_BGE, RECENT_NOTES[:3]))


def test_it_interpolates_when_budgets_differ_inside_the_overlap():
    # Curve b is linear, so sampling it at other points inside the range cannot change its area.
    value = normalized_area_difference([0, 10], [2.0, 2.0], [1.0, 1.8, 3.0], x_b=[0, 4, 10])
    assert value == pytest.approx(0.0)
    value = normalized_area_difference([0, 5, 10], [1.0, 3.0, 1.0], [1.0, 1.0], x_b=[0, 10])
    assert value == pytest.approx(1.0)  # area 20 vs 10


def test_it_refuses_curves_without_overlap_or_baseline_area():
    with pytest.raises(ValueError, match="share no token range"):
        normalized_area_difference([0, 1], [1, 1], [1, 1], x_b=[2, 3])
    with pytest.raises(ValueError, match="zero area"):
        normalized_area_difference([0, 1], [1, 1], [0, 0])
    with pytest.raises(ValueError, match="repeated token budget 5"):
        normalized_area_difference([5, 5, 6], [1, 1, 1], [1, 1, 1])
    with pytest.raises(ValueError, match="same length"):
        normalized_area_difference([0, 1], [1, 1], [1, 1, 1])
    with pytest.raises(ValueError, match="missing"):
        normalized_area_difference([0, 1], [1, float("nan")], [1, 1])


# --------------------------------------------------------------------------- BCa bootstrap

def test_it_is_deterministic_for_a_seed():
    values = np.random.default_rng(3).exponential(size=40)
    first = bootstrap_bca(values, np.mean)
    assert bootstrap_bca(values, np.mean) == first
    assert bootstrap_bca(values, np.mean, seed=43) != first
    low, high = first
    assert low < first.estimate < high
    assert first.estimate == pytest.approx(values.mean())
    assert tuple(first) == (first.low, first.high) and first[0] == low


def test_it_agrees_with_scipys_bca_on_a_mean():
    values = np.random.default_rng(0).exponential(size=40)
    ours = bootstrap_bca(values, np.mean)
    theirs = bootstrap((values,), np.mean, n_resamples=20_000, method="BCa", rng=1).confidence_interval
    assert ours.low == pytest.approx(theirs.low, abs=0.05)
    assert ours.high == pytest.approx(theirs.high, abs=0.08)


def test_it_bootstraps_paired_rows():
    rows = np.random.default_rng(5).integers(0, 2, size=(60, 2)).astype(float)

    def delta(v):
        return (v[:, 1] - v[:, 0]).mean()

    ours = bootstrap_bca([tuple(r) for r in rows], delta)
    theirs = bootstrap((rows[:, 0], rows[:, 1]), lambda a, b, axis=-1: (b - a).mean(axis=axis), paired=True,
                       n_resamples=20_000, method="BCa", rng=1).confidence_interval
    assert ours.estimate == pytest.approx(delta(rows))
    assert ours.low == pytest.approx(theirs.low, abs=0.03) and ours.high == pytest.approx(theirs.high, abs=0.03)


def test_it_covers_the_true_mean_about_as_often_as_promised():
    rng = np.random.default_rng(11)
    hits = 0
    for i in range(100):
        low, high = bootstrap_bca(rng.normal(0.0, 1.0, size=25), np.mean, n_resamples=1000, seed=i)
        hits += low <= 0.0 <= high
    assert 85 <= hits <= 100


def test_it_resamples_whole_clusters():
    rng = np.random.default_rng(2)
    patient_means = rng.normal(0.5, 0.2, size=12)
    values = np.repeat(patient_means, 5) + rng.normal(0, 0.01, size=60)
    patients = np.repeat([f"p{i}" for i in range(12)], 5)
    naive = bootstrap_bca(values, np.mean)
    clustered = bootstrap_bca(values, np.mean, clusters=list(patients))
    # Five near-copies per patient: the question-level interval pretends to have 60 independent values.
    assert clustered.high - clustered.low > 1.8 * (naive.high - naive.low)
    assert clustered.clusters == 12 and clustered.low < values.mean() < clustered.high


def test_it_matches_question_level_when_every_cluster_is_one_value():
    values = np.random.default_rng(4).normal(size=30)
    assert bootstrap_bca(values, np.mean, clusters=list(range(30))).low == bootstrap_bca(values, np.mean).low


def test_it_gives_a_zero_width_interval_for_constant_values():
    result = bootstrap_bca([0.7] * 20, np.mean)
    assert result.low == result.high == result.estimate == pytest.approx(0.7)


def test_it_refuses_degenerate_bootstrap_inputs():
    with pytest.raises(ValueError, match="at least two clusters"):
        bootstrap_bca([1.0, 2.0, 3.0], np.mean, clusters=["p1", "p1", "p1"])
    with pytest.raises(ValueError, match="at least two values"):
        bootstrap_bca([1.0], np.mean)
    with pytest.raises(ValueError, match="3 ids for 2 values"):
        bootstrap_bca([1.0, 2.0], np.mean, clusters=["a", "b", "c"])
    with pytest.raises(ValueError, match="not finite"):
        bootstrap_bca([0.0, 1.0, 2.0], lambda v: math.nan)


def test_it_matches_a_published_worked_example_of_newcombe_method_10():
    # Fagerland, Lydersen & Laake, Statistical Analysis of Contingency Tables (2017), ch. 8, the
    # paired 2x2 table [[59, 6], [16, 80]]: Newcombe's square-and-add interval (method 10) for
    # p1+ − p+1 is −0.0621 (95% CI −0.1186 to −0.0046). Our difference is second − first, so the
    # same table gives the mirror image.
    low, high = newcombe_paired_ci(59, 6, 16, 80)
    assert (round(low, 4), round(high, 4)) == (0.0046, 0.1186)
    low, high = newcombe_paired_ci(59, 16, 6, 80)
    assert (round(low, 4), round(high, 4)) == (-0.1186, -0.0046)


# --------------------------------------------------------------------------- the package itself

def test_it_keeps_the_public_names_on_the_package():
    # The names `benchmark/stats.py` had before it became a package; reports and tools use them.
    names = {
        "BootstrapCI", "TransitionResult", "bh_adjust", "bootstrap_bca", "by_adjust", "cohen_kappa",
        "conditional_wilson_paired_ci", "fleiss_kappa", "krippendorff_alpha", "majority_vote", "mcnemar_chi2",
        "mcnemar_exact", "mcnemar_mde", "newcombe_paired_ci", "normalized_area_difference", "ols_gain_on_baseline",
        "paired_table", "paired_wald_ci", "rating_value", "safety_score", "sign_test", "transition_analysis",
        "unanimous_strict", "wilson_ci",
    }
    assert names <= set(stats.__all__) and all(hasattr(stats, name) for name in stats.__all__)


def test_it_imports_no_django_and_defers_the_slow_libraries():
    code = ("import sys, benchmark.stats; "
            "print(sorted({m.split('.')[0] for m in sys.modules} & {'django', 'statsmodels', 'krippendorff'}))")
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    assert result.stdout.strip() == "[]"
