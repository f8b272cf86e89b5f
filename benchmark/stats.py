"""Statistics as plain functions over numbers (no Django models in sight).

Conventions other tools rely on:

- Proportions are fractions (0.22, not 22); intervals are ``(low, high)`` tuples.
- A paired table is ``a`` = both right, ``b`` = first right only, ``c`` = second right only,
  ``d`` = both wrong, and a paired difference is second − first = ``(c − b) / n``.
- Degenerate inputs (no discordant pairs, one category only, empty groups) give the defined result
  each docstring states, or a ``ValueError`` that says what was wrong; never a silent NaN.

Definitions follow paper 000 (ClinicalBench / EpiKG: §3.7, §4.4–4.7, App. E, J, P, Z) and paper 001
(RAG vs long context: §3.2 eq. 1, the normalized area difference, and its App. A tables). Where a
paper's label for a method is wrong (000's "Newcombe" interval), both methods are here under their
true names.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from numbers import Integral, Real
from typing import Any

import numpy as np
from scipy.stats import binomtest, chi2, linregress, norm
from scipy.stats import binom as binomial

__all__ = [
    "BootstrapCI",
    "TransitionResult",
    "bh_adjust",
    "bootstrap_bca",
    "by_adjust",
    "cohen_kappa",
    "conditional_wilson_paired_ci",
    "fleiss_kappa",
    "krippendorff_alpha",
    "majority_vote",
    "mcnemar_chi2",
    "mcnemar_exact",
    "mcnemar_mde",
    "newcombe_paired_ci",
    "normalized_area_difference",
    "ols_gain_on_baseline",
    "paired_table",
    "paired_wald_ci",
    "rating_value",
    "safety_score",
    "sign_test",
    "transition_analysis",
    "unanimous_strict",
    "wilson_ci",
]


# --------------------------------------------------------------------------- input checks


def _count(name: str, value: Any) -> int:
    # Counts arrive from JSON and numpy; accept any integral type but not 3.5 or True.
    if isinstance(value, bool) or not isinstance(value, Integral) or value < 0:
        raise ValueError(f"{name} must be a non-negative integer count, got {value!r}")
    return int(value)


def _table(a: Any, b: Any, c: Any, d: Any) -> tuple[int, int, int, int, int]:
    a, b, c, d = (_count(name, v) for name, v in zip("abcd", (a, b, c, d)))
    n = a + b + c + d
    if n == 0:
        raise ValueError("the paired table is empty (a + b + c + d == 0)")
    return a, b, c, d, n


def _z(alpha: float) -> float:
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be between 0 and 1, got {alpha!r}")
    return float(norm.ppf(1 - alpha / 2))


# --------------------------------------------------------------------------- proportions


def wilson_ci(k: int, n: int, alpha: float = 0.05) -> tuple[float, float]:
    """Wilson score interval for ``k`` successes in ``n`` trials. ``n == 0`` is an error, not a NaN.

    Paper 000 Table 26: 169/189 → [84.2%, 93.0%].
    """
    k, n = _count("k", k), _count("n", n)
    if n == 0:
        raise ValueError("wilson_ci needs n > 0")
    if k > n:
        raise ValueError(f"wilson_ci needs 0 <= k <= n, got k={k}, n={n}")
    z = _z(alpha)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    # At k = 0 and k = n the bounds are exactly 0 and 1; rounding would leave 0.9999999999999999.
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return low, high


# --------------------------------------------------------------------------- paired tests


def paired_table(first: Sequence, second: Sequence) -> tuple[int, int, int, int]:
    """The paired table ``(a, b, c, d)`` of two aligned sequences of right (truthy) / wrong outcomes.

    ``a`` both right, ``b`` first right only, ``c`` second right only, ``d`` both wrong. ``None`` is
    refused: score missing answers (usually as wrong) before pairing, so the choice is visible.
    """
    if len(first) != len(second):
        raise ValueError(f"paired_table needs aligned sequences, got {len(first)} and {len(second)} items")
    a = b = c = d = 0
    for i, (x, y) in enumerate(zip(first, second)):
        if x is None or y is None:
            raise ValueError(f"paired_table: item {i} has a missing outcome")
        if x and y:
            a += 1
        elif x:
            b += 1
        elif y:
            c += 1
        else:
            d += 1
    return a, b, c, d


def mcnemar_exact(b: int, c: int) -> float:
    """Exact two-sided McNemar p: a binomial test of ``c`` out of the ``b + c`` discordant pairs at ½.

    No discordant pairs (``b == c == 0``) is no evidence either way: p = 1.0.
    Paper 000 primary endpoint: b = 4, c = 15 → p = 0.0192.
    """
    b, c = _count("b", b), _count("c", c)
    if b + c == 0:
        return 1.0
    return float(min(1.0, binomtest(c, b + c, 0.5, alternative="two-sided").pvalue))


def mcnemar_chi2(b: int, c: int, correction: bool = False) -> tuple[float, float]:
    """McNemar's χ² statistic (1 df) and its p-value, optionally with Edwards' continuity correction.

    χ² = (|c − b| − k)² / (b + c) with k = 1 when ``correction`` else 0; the corrected numerator is
    floored at 0 so that b == c gives χ² = 0 (statsmodels would give 1/(b+c) there). With no
    discordant pairs the statistic is defined as 0.0 and p as 1.0.
    Paper 000 App. P (McNemar's test): discordant 18 vs 204 → χ² = 155.8 (no correction).
    """
    b, c = _count("b", b), _count("c", c)
    if b + c == 0:
        return 0.0, 1.0
    diff = abs(c - b) - (1 if correction else 0)
    stat = max(diff, 0) ** 2 / (b + c)
    return float(stat), float(chi2.sf(stat, 1))


def sign_test(n_pos: int, n_neg: int) -> float:
    """Exact two-sided sign test p over the untied pairs (ties are dropped before calling).

    No untied pairs gives p = 1.0. Paper 000 §4.6: 64 higher vs 10 lower → p < 0.0001.
    """
    return mcnemar_exact(n_neg, n_pos)


def mcnemar_mde(n_pairs: int, discordant: int, alpha: float = 0.05, power: float | None = None) -> float:
    """Minimum detectable effect (second − first, as a fraction of ``n_pairs``) of an exact McNemar test.

    Conditions on the observed number of ``discordant`` pairs, as paper 000 §4.7 does ("with 23
    discordant pairs, minimum detectable effect is ~22pp"; the design there is 50 C1/C4g pairs,
    i.e. the 100 rated items). Two readings:

    - ``power=None`` (the paper's): the smallest observed difference that would reach two-sided
      exact p ≤ ``alpha``: the least ``c`` with ``mcnemar_exact(D − c, c) <= alpha``, giving
      ``(2c − D) / n_pairs``. For n_pairs = 50, D = 23: c = 17 vs b = 6 → 0.22.
    - ``power=0.8`` etc.: the smallest true difference ``D(2π − 1) / n_pairs`` whose exact
      rejection probability, with c ~ Binomial(D, π), reaches ``power`` (an exact search over the
      binomial power curve rather than Connor's 1987 normal approximation, which is poor at D ≈ 20).
      For 50 pairs with 23 discordant and power 0.8 this is about 0.26.

    ``ValueError`` when ``discordant`` exceeds ``n_pairs`` or when no split of the discordant pairs
    can reach ``alpha`` (e.g. 5 or fewer at 0.05): the design cannot detect any effect.
    """
    n_pairs, discordant = _count("n_pairs", n_pairs), _count("discordant", discordant)
    _z(alpha)
    if n_pairs == 0 or discordant > n_pairs:
        raise ValueError(f"mcnemar_mde needs 0 < discordant <= n_pairs, got {discordant} of {n_pairs}")
    # The rejection region {c >= c_crit} ∪ {c <= D − c_crit} is symmetric because the null is ½.
    c_crit = next(
        (c for c in range((discordant + 1) // 2, discordant + 1) if mcnemar_exact(discordant - c, c) <= alpha),
        None,
    )
    if c_crit is None:
        raise ValueError(f"no split of {discordant} discordant pairs reaches p <= {alpha}; no effect is detectable")
    if power is None:
        return (2 * c_crit - discordant) / n_pairs
    if not 0 < power < 1:
        raise ValueError(f"power must be between 0 and 1, got {power!r}")

    def rejection_probability(pi: float) -> float:
        upper = binomial.sf(c_crit - 1, discordant, pi)
        lower = binomial.cdf(discordant - c_crit, discordant, pi) if discordant - c_crit < c_crit else 0.0
        return float(upper + lower)

    # Power rises monotonically in π on [½, 1], so bisection finds the least π that reaches it.
    low, high = 0.5, 1.0
    if rejection_probability(high) < power:
        raise ValueError(f"even a perfect split of {discordant} discordant pairs has power < {power}")
    for _ in range(100):
        mid = (low + high) / 2
        if rejection_probability(mid) >= power:
            high = mid
        else:
            low = mid
    return discordant * (2 * high - 1) / n_pairs


# --------------------------------------------------------------------------- paired intervals


def newcombe_paired_ci(a: int, b: int, c: int, d: int, alpha: float = 0.05) -> tuple[float, float]:
    """Newcombe (1998) method 10: hybrid score interval for a difference of paired proportions.

    Difference is second − first = (c − b)/n. Wilson intervals for both margins are combined with
    the correlation φ between them, continuity-corrected as Newcombe prescribes: with
    A = ad − bc, φ uses A − n/2 when A > n/2, 0 when 0 ≤ A ≤ n/2, and A when A < 0 (φ = 0 when a
    margin is empty). Bounds are truncated to [−1, 1].
    On a, b, c, d = 8, 4, 15, 23 (paper 000's primary endpoint) it gives [+5.1, +37.2] pp.
    """
    a, b, c, d, n = _table(a, b, c, d)
    p1, p2 = (a + b) / n, (a + c) / n
    l1, u1 = wilson_ci(a + b, n, alpha)
    l2, u2 = wilson_ci(a + c, n, alpha)
    margins = (a + b) * (c + d) * (a + c) * (b + d)
    ad_bc = a * d - b * c
    if ad_bc > n / 2:
        corrected = ad_bc - n / 2
    elif ad_bc >= 0:
        corrected = 0.0
    else:
        corrected = ad_bc
    phi = corrected / math.sqrt(margins) if margins else 0.0
    theta = p2 - p1
    down = math.sqrt(max(0.0, (p2 - l2) ** 2 - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) ** 2))
    up = math.sqrt(max(0.0, (u2 - p2) ** 2 - 2 * phi * (u2 - p2) * (p1 - l1) + (p1 - l1) ** 2))
    return max(-1.0, theta - down), min(1.0, theta + up)


def conditional_wilson_paired_ci(a: int, b: int, c: int, d: int, alpha: float = 0.05) -> tuple[float, float]:
    """Wilson interval for c/(b+c) among discordant pairs, rescaled to the paired difference.

    With D = b + c and p = c/D, the difference is (c − b)/n = (D/n)(2p − 1); the Wilson bounds of p
    go through the same map, holding D/n fixed. This is the interval paper 000 reports as its
    "95% Newcombe CI" [+5.1, +31.5] pp on 8, 4, 15, 23; Newcombe's own method is
    :func:`newcombe_paired_ci`. It ignores the sampling error of D, so it is narrower.
    No discordant pairs is a ``ValueError``: the conditional proportion does not exist.
    """
    a, b, c, d, n = _table(a, b, c, d)
    discordant = b + c
    if discordant == 0:
        raise ValueError("conditional Wilson interval needs at least one discordant pair (b + c > 0)")
    low, high = wilson_ci(c, discordant, alpha)
    scale = discordant / n
    return scale * (2 * low - 1), scale * (2 * high - 1)


def paired_wald_ci(a: int, b: int, c: int, d: int, alpha: float = 0.05) -> tuple[float, float]:
    """Wald interval for the paired difference (c − b)/n, SE = √((b + c) − (c − b)²/n) / n.

    Paper 000 §4.6 reports +35.0 pp [+24.8, +45.2] on 120 pairs; the table a, b, c, d = 27, 6, 48, 39
    (C1 33/120, C4g 75/120) reproduces it. With no discordant pairs the SE is 0 and the interval
    is the zero-width (0.0, 0.0): the Wald method's known overconfidence, kept visible rather than
    hidden. Bounds are truncated to [−1, 1].
    """
    a, b, c, d, n = _table(a, b, c, d)
    theta = (c - b) / n
    se = math.sqrt(max(0.0, (b + c) - (c - b) ** 2 / n)) / n
    half = _z(alpha) * se
    return max(-1.0, theta - half), min(1.0, theta + half)


# --------------------------------------------------------------------------- multiplicity


def _adjust(pvalues: Sequence[float], method: str) -> list[float]:
    values = [float(p) for p in pvalues]
    if not values:
        return []
    if any(not 0 <= p <= 1 for p in values):  # NaN fails this too
        raise ValueError(f"p-values must lie in [0, 1], got {pvalues!r}")
    # statsmodels costs half a second to import; keep `import benchmark.stats` cheap for Django.
    from statsmodels.stats.multitest import multipletests

    return [float(q) for q in multipletests(values, method=method)[1]]


def bh_adjust(pvalues: Sequence[float]) -> list[float]:
    """Benjamini–Hochberg q-values, in the input order (statsmodels ``fdr_bh``). Empty in, empty out."""
    return _adjust(pvalues, "fdr_bh")


def by_adjust(pvalues: Sequence[float]) -> list[float]:
    """Benjamini–Yekutieli q-values (valid under any dependence), in the input order. Empty in, empty out."""
    return _adjust(pvalues, "fdr_by")


# --------------------------------------------------------------------------- agreement


def cohen_kappa(
    r1: Sequence, r2: Sequence, weights: str | None = None, *, categories: Sequence | None = None
) -> float:
    """Cohen's κ between two raters' labels; ``weights`` None, "linear" or "quadratic" (ordinal labels).

    Weighted κ needs an order: ``categories`` gives it (e.g. ``["incorrect", "partial", "correct"]``);
    without it labels are sorted, which suits numeric scores such as 0 / 0.5 / 1. A label outside
    ``categories`` is a ``ValueError``. With one category only (no disagreement possible), κ is
    defined here as 1.0 when the raters agree.
    """
    if weights not in (None, "linear", "quadratic"):
        raise ValueError(f"weights must be None, 'linear' or 'quadratic', not {weights!r}")
    if len(r1) != len(r2):
        raise ValueError("cohen_kappa needs two label lists of the same length")
    if not r1:
        raise ValueError("cohen_kappa needs at least one item")
    seen = set(r1) | set(r2)
    if categories is not None:
        labels = list(categories)
        unknown = seen - set(labels)
        if unknown:
            raise ValueError(f"labels not among the categories: {sorted(map(repr, unknown))}")
    else:
        labels = sorted(seen, key=lambda x: (str(type(x)), x))
    index = {label: i for i, label in enumerate(labels)}
    k = len(labels)
    if len(seen) == 1:
        return 1.0
    observed = [[0.0] * k for _ in range(k)]
    for a, b in zip(r1, r2):
        observed[index[a]][index[b]] += 1
    n = len(r1)
    rows = [sum(observed[i]) for i in range(k)]
    cols = [sum(observed[i][j] for i in range(k)) for j in range(k)]

    def weight(i: int, j: int) -> float:
        if weights is None:
            return 0.0 if i == j else 1.0
        if weights == "linear":
            return abs(i - j) / (k - 1)
        return ((i - j) / (k - 1)) ** 2

    disagreement_observed = sum(weight(i, j) * observed[i][j] for i in range(k) for j in range(k)) / n
    disagreement_expected = sum(weight(i, j) * rows[i] * cols[j] for i in range(k) for j in range(k)) / (n * n)
    if disagreement_expected == 0:
        return 1.0 if disagreement_observed == 0 else 0.0
    return 1 - disagreement_observed / disagreement_expected


def fleiss_kappa(table: Sequence[Sequence[int]]) -> float:
    """Fleiss' κ from an items × categories table of rating counts (statsmodels, ``method="fleiss"``).

    Every item needs the same number of ratings, at least two. When every rating falls in one
    category, κ is 0/0; it is defined here as 1.0, as :func:`cohen_kappa` does.
    Paper 000 reports Fleiss κ = 0.413 on three raters' binary strict labels.
    """
    counts = np.asarray(table)
    if counts.ndim != 2 or counts.shape[0] == 0 or counts.shape[1] == 0:
        raise ValueError("fleiss_kappa needs a non-empty items × categories table")
    if not np.issubdtype(counts.dtype, np.number) or np.any(counts < 0) or np.any(counts != np.round(counts)):
        raise ValueError("fleiss_kappa needs non-negative integer counts")
    per_item = counts.sum(axis=1)
    if np.any(per_item != per_item[0]):
        totals = sorted(set(per_item.tolist()))
        raise ValueError(f"fleiss_kappa needs the same number of ratings per item, got {totals}")
    if per_item[0] < 2:
        raise ValueError("fleiss_kappa needs at least two ratings per item")
    if np.count_nonzero(counts.sum(axis=0)) == 1:
        return 1.0
    from statsmodels.stats.inter_rater import fleiss_kappa as _fleiss  # slow import, see _adjust

    return float(_fleiss(counts, method="fleiss"))


def krippendorff_alpha(
    data: Sequence[Sequence], level: str = "nominal", *, categories: Sequence | None = None
) -> float:
    """Krippendorff's α over a raters × items matrix, ``None`` (or NaN) for a missing rating.

    ``level`` is "nominal", "ordinal", "interval" or "ratio" (the ``krippendorff`` package does the
    work). Numeric labels are used as they are; string labels are coded by their position in
    ``categories`` (required for ordinal and above, where order matters) or, for nominal data, by
    sorted order. Items with fewer than two ratings carry no information about agreement; if no
    item has two, ``ValueError``. If every pairable rating has the same value, α is 0/0; it is
    defined here as 1.0, as :func:`cohen_kappa` does.
    """
    if level not in ("nominal", "ordinal", "interval", "ratio"):
        raise ValueError(f"level must be nominal, ordinal, interval or ratio, not {level!r}")
    rows = [list(row) for row in data]
    if len(rows) < 2:
        raise ValueError("krippendorff_alpha needs at least two raters (rows)")
    if len({len(row) for row in rows}) != 1:
        raise ValueError("krippendorff_alpha needs every rater row to cover the same items")

    def missing(v: Any) -> bool:
        return v is None or (isinstance(v, float) and math.isnan(v))

    present = {v for row in rows for v in row if not missing(v)}
    numeric = all(isinstance(v, Real) and not isinstance(v, bool) for v in present)
    if categories is not None:
        code = {label: float(i) for i, label in enumerate(categories)}
        unknown = present - set(code)
        if unknown:
            raise ValueError(f"labels not among the categories: {sorted(map(repr, unknown))}")
    elif numeric:
        code = {v: float(v) for v in present}
    elif level == "nominal":
        code = {v: float(i) for i, v in enumerate(sorted(present, key=lambda x: (str(type(x)), x)))}
    else:
        raise ValueError(f"{level} α over non-numeric labels needs `categories` to give their order")
    matrix = np.array([[np.nan if missing(v) else code[v] for v in row] for row in rows], dtype=float)
    pairable = np.sum(~np.isnan(matrix), axis=0) >= 2
    if not pairable.any():
        raise ValueError("krippendorff_alpha needs at least one item rated by two or more raters")
    if len(np.unique(matrix[:, pairable][~np.isnan(matrix[:, pairable])])) == 1:
        return 1.0
    import krippendorff  # slow import, see _adjust

    return float(krippendorff.alpha(reliability_data=matrix, level_of_measurement=level))


# --------------------------------------------------------------------------- adjudication votes

_RATING_WORDS = {
    "correct": 1.0,
    "partial": 0.5,
    "partially correct": 0.5,
    "partially_correct": 0.5,
    "incorrect": 0.0,
    "wrong": 0.0,
}


def rating_value(label: Any) -> float | None:
    """A rater's label as 1 (correct), 0.5 (partial) or 0 (incorrect); ``None`` stays ``None``.

    Accepts 1 / 0.5 / 0, booleans (True = correct) and the words "correct", "partial" /
    "partially correct", "incorrect" / "wrong" in any case. Anything else is a ``ValueError``.
    """
    if label is None:
        return None
    if isinstance(label, str):
        key = label.strip().lower()
        if key in _RATING_WORDS:
            return _RATING_WORDS[key]
    elif isinstance(label, Real) and float(label) in (0.0, 0.5, 1.0):
        return float(label)
    raise ValueError(f"not a rating: {label!r} (expected correct / partial / incorrect or 1 / 0.5 / 0)")


def _ratings(labels: Sequence) -> list[float]:
    values = [rating_value(label) for label in labels]
    rated = [v for v in values if v is not None]
    if not rated:
        raise ValueError("no ratings for this item (all missing)")
    return rated


def majority_vote(labels: Sequence, mode: str = "strict") -> bool:
    """Whether more than half of the raters count one item's answer right.

    ``mode="strict"``: only "correct" counts right; ``"lenient"``: "correct" or "partial" does
    (paper 000 §4.7, Table 27). Missing ratings (``None``) are left out, so the majority is over the
    raters who rated; an item nobody rated is a ``ValueError``. A tie (e.g. 1 of 2, 2 of 4) is not
    more than half and so counts as not right, a deliberately conservative reading.
    """
    if mode not in ("strict", "lenient"):
        raise ValueError(f"mode must be 'strict' or 'lenient', not {mode!r}")
    rated = _ratings(labels)
    threshold = 1.0 if mode == "strict" else 0.5
    right = sum(1 for v in rated if v >= threshold)
    return 2 * right > len(rated)


def unanimous_strict(labels: Sequence) -> bool:
    """Whether every rater who rated the item says "correct" (paper 000's author-blind primary endpoint).

    Missing ratings are left out, as in :func:`majority_vote`; an item nobody rated is a
    ``ValueError``. Callers who require every rater present should check for ``None`` first.
    """
    return all(v == 1.0 for v in _ratings(labels))


# --------------------------------------------------------------------------- scores and models


def safety_score(correct: Sequence[bool] | float, false_positive: Sequence[bool] | float, weight: float = 2.0) -> float:
    """Paper 000 App. E: S = 1 − (1/N) Σ wᵢ·1[ŷᵢ ≠ yᵢ], wᵢ = ``weight`` for false-positive assertion errors.

    A false-positive assertion error reports a negated or absent condition as present; every other
    error weighs 1. Two input forms:

    - per-item sequences of equal length: ``correct[i]`` whether item i is right and
      ``false_positive[i]`` whether its error is a false-positive assertion error (True on a
      correct item is a ``ValueError``);
    - two fractions of the N items: the share correct and the share that are false-positive
      errors, giving S = correct − (weight − 1)·false_positive.

    S lies in [1 − weight, 1]; with weight 2 it is negative when false positives outnumber correct
    answers. Empty input, mismatched lengths and impossible fractions are a ``ValueError``.
    """
    if not isinstance(weight, Real) or weight < 0 or math.isnan(weight):
        raise ValueError(f"weight must be a non-negative number, got {weight!r}")
    if isinstance(correct, Real) and isinstance(false_positive, Real):
        right, fp = float(correct), float(false_positive)
        if not (0 <= right <= 1 and 0 <= fp <= 1 - right + 1e-12):
            raise ValueError(
                f"fractions must satisfy 0 <= correct <= 1 and 0 <= false_positive <= 1 - correct, got {right}, {fp}"
            )
        return right - (weight - 1) * fp
    if isinstance(correct, Real) or isinstance(false_positive, Real):
        raise ValueError("safety_score takes two per-item sequences or two fractions, not one of each")
    if len(correct) != len(false_positive):
        raise ValueError(f"safety_score needs aligned sequences, got {len(correct)} and {len(false_positive)} items")
    if not correct:
        raise ValueError("safety_score needs at least one item")
    penalty = 0.0
    for i, (ok, fp) in enumerate(zip(correct, false_positive)):
        if ok and fp:
            raise ValueError(f"item {i} is marked both correct and a false-positive error")
        if not ok:
            penalty += weight if fp else 1.0
    return 1 - penalty / len(correct)


def ols_gain_on_baseline(baseline: Sequence[float], gain: Sequence[float]) -> dict[str, float | int]:
    """Least-squares slope of gain on baseline across models (scipy ``linregress``).

    Returns ``{"slope", "intercept", "r", "p", "stderr", "n"}``; p is the two-sided test of zero
    slope. Paper 000 §4.4: β = −1.123, r = −0.921, p = 0.009 over n = 6 models, which it reads as
    regression to the mean (a gain defined as after − before regresses on before with slope near
    −1 by construction). Fewer than three points (no residual degrees of freedom) or a constant
    baseline is a ``ValueError``.
    """
    x = np.asarray(baseline, dtype=float)
    y = np.asarray(gain, dtype=float)
    if x.shape != y.shape or x.ndim != 1:
        raise ValueError("ols_gain_on_baseline needs two 1-D sequences of the same length")
    if len(x) < 3:
        raise ValueError(f"ols_gain_on_baseline needs at least 3 models, got {len(x)}")
    if not (np.all(np.isfinite(x)) and np.all(np.isfinite(y))):
        raise ValueError("ols_gain_on_baseline got a missing or infinite value")
    if np.all(x == x[0]):
        raise ValueError("ols_gain_on_baseline needs baselines that differ; all are equal")
    fit = linregress(x, y)
    return {
        "slope": float(fit.slope),
        "intercept": float(fit.intercept),
        "r": float(fit.rvalue),
        "p": float(fit.pvalue),
        "stderr": float(fit.stderr),
        "n": int(len(x)),
    }


# --------------------------------------------------------------------------- transitions


@dataclass(frozen=True)
class TransitionResult:
    """Question-level transitions between two conditions (paper 000 Table 11, C3 → C4 → C4g).

    ``regressed`` = right in the first, wrong in the second; ``improved`` the reverse. With a third
    condition, ``recovered`` counts regressions it answers right and ``kept`` improvements it still
    answers right (both ``None`` without one). ``table`` is the paired table (a, b, c, d).
    """

    n: int
    both_right: int
    both_wrong: int
    improved: int
    regressed: int
    improved_qids: list = field(default_factory=list)
    regressed_qids: list = field(default_factory=list)
    recovered: int | None = None
    kept: int | None = None
    recovered_qids: list | None = None
    kept_qids: list | None = None

    @property
    def net(self) -> int:
        """Improvements minus regressions: the change in the number of right answers."""
        return self.improved - self.regressed

    @property
    def table(self) -> tuple[int, int, int, int]:
        """The paired table (a, b, c, d) of first vs second, for :func:`mcnemar_exact` and friends."""
        return self.both_right, self.regressed, self.improved, self.both_wrong

    @property
    def recovery_rate(self) -> float | None:
        """Share of regressions the third condition recovers; ``None`` without a third or regressions."""
        if self.recovered is None or self.regressed == 0:
            return None
        return self.recovered / self.regressed


def _outcomes(name: str, condition: Mapping[Hashable, Any]) -> dict[Hashable, bool]:
    result = {}
    for qid, value in condition.items():
        # Missing answers must be scored (usually wrong) before this point, so the choice is visible.
        if isinstance(value, bool) or (isinstance(value, Integral) and value in (0, 1)):
            result[qid] = bool(value)
        else:
            raise ValueError(f"{name} condition: question {qid!r} has {value!r}, expected True/False")
    return result


def _same_qids(reference: Mapping, other: Mapping, name: str) -> None:
    missing = [q for q in reference if q not in other]
    extra = [q for q in other if q not in reference]

    def first_few(qids: list) -> str:
        return ", ".join(map(repr, sorted(qids, key=str)[:5])) + (", …" if len(qids) > 5 else "")

    parts = []
    if missing:
        parts.append(f"{name} lacks {len(missing)} question(s): {first_few(missing)}")
    if extra:
        parts.append(f"{name} has {len(extra)} extra question(s): {first_few(extra)}")
    if parts:
        raise ValueError("; ".join(parts))


def transition_analysis(
    first: Mapping[Hashable, Any], second: Mapping[Hashable, Any], third: Mapping[Hashable, Any] | None = None
) -> TransitionResult:
    """Transitions of question outcomes (qid → right?) from ``first`` to ``second``, optionally checked in ``third``.

    All conditions must cover the same questions; otherwise a ``ValueError`` names the first few
    missing or extra qids. Paper 000 Table 11: C3 → C4 on 400 questions has 95 regressions and
    80 improvements, and C4g recovers 83 of the regressions (87.4%).
    """
    first_ok, second_ok = _outcomes("first", first), _outcomes("second", second)
    if not first_ok:
        raise ValueError("transition_analysis needs at least one question")
    _same_qids(first_ok, second_ok, "second")
    order = sorted(first_ok, key=str)
    improved = [q for q in order if not first_ok[q] and second_ok[q]]
    regressed = [q for q in order if first_ok[q] and not second_ok[q]]
    both_right = sum(1 for q in order if first_ok[q] and second_ok[q])
    recovered = kept = None
    if third is not None:
        third_ok = _outcomes("third", third)
        _same_qids(first_ok, third_ok, "third")
        recovered = [q for q in regressed if third_ok[q]]
        kept = [q for q in improved if third_ok[q]]
    return TransitionResult(
        n=len(order),
        both_right=both_right,
        both_wrong=len(order) - both_right - len(improved) - len(regressed),
        improved=len(improved),
        regressed=len(regressed),
        improved_qids=improved,
        regressed_qids=regressed,
        recovered=None if recovered is None else len(recovered),
        kept=None if kept is None else len(kept),
        recovered_qids=recovered,
        kept_qids=kept,
    )


# --------------------------------------------------------------------------- curves


def _curve(name: str, x: Sequence[float], y: Sequence[float]) -> tuple[np.ndarray, np.ndarray]:
    xs, ys = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if xs.ndim != 1 or xs.shape != ys.shape:
        raise ValueError(f"curve {name}: x and y need the same length")
    if not (np.all(np.isfinite(xs)) and np.all(np.isfinite(ys))):
        raise ValueError(f"curve {name}: missing or infinite values")
    order = np.argsort(xs, kind="stable")
    xs, ys = xs[order], ys[order]
    if np.any(np.diff(xs) == 0):
        raise ValueError(f"curve {name}: repeated token budget {xs[np.flatnonzero(np.diff(xs) == 0)[0]]:g}")
    return xs, ys


def _trapezoid(x: np.ndarray, y: np.ndarray) -> float:
    # Written out because numpy renamed trapz to trapezoid in 2.0 and the project pins numpy < 2.
    return float(np.sum(np.diff(x) * (y[1:] + y[:-1]) / 2))


def normalized_area_difference(
    x: Sequence[float], y_a: Sequence[float], y_b: Sequence[float], *, x_b: Sequence[float] | None = None
) -> float:
    """Paper 001 eq. 1: (AUC_a − AUC_b) / AUC_b over the token range both curves cover, as a fraction.

    Curve a is the method (RAG), curve b the baseline (recent notes); ×100 gives the paper's
    percentage. Each curve is linear between its measured points and integrated by the trapezoidal
    rule. ``x`` need not be sorted. By default both curves are measured at the same ``x``; pass
    ``x_b`` when the baseline has its own budgets (e.g. recent notes also at 64K and 120K): the
    area is then taken over the overlap [max of the minima, min of the maxima], on the union of
    both curves' points inside it. Paper 001 Table A2, GPT-5.4-mini timespan overlap, RAG (BGE)
    vs recent notes at 2560/5120/7680 tokens → 26.04%.
    ``ValueError`` when the curves share less than an interval or the baseline area is zero.
    """
    xa, ya = _curve("a", x, y_a)
    xb, yb = _curve("b", x if x_b is None else x_b, y_b)
    low, high = max(xa[0], xb[0]), min(xa[-1], xb[-1])
    if not low < high:
        raise ValueError("the two curves share no token range (need at least two budgets in common span)")
    grid = np.union1d(xa, xb)
    grid = grid[(grid >= low) & (grid <= high)]
    area_a = _trapezoid(grid, np.interp(grid, xa, ya))
    area_b = _trapezoid(grid, np.interp(grid, xb, yb))
    if area_b == 0:
        raise ValueError("the baseline curve has zero area; the normalized difference is undefined")
    return (area_a - area_b) / area_b


# --------------------------------------------------------------------------- bootstrap


@dataclass(frozen=True)
class BootstrapCI:
    """A BCa interval that unpacks as ``low, high`` and also carries the point ``estimate``."""

    low: float
    high: float
    estimate: float
    n_resamples: int
    clusters: int | None = None

    def __iter__(self):
        return iter((self.low, self.high))

    def __len__(self) -> int:
        return 2

    def __getitem__(self, index: int) -> float:
        return (self.low, self.high)[index]


def bootstrap_bca(
    values: Sequence,
    statistic: Callable[[np.ndarray], float],
    n_resamples: int = 2000,
    seed: int = 42,
    clusters: Sequence[Hashable] | None = None,
    alpha: float = 0.05,
) -> BootstrapCI:
    """Bias-corrected and accelerated (BCa) bootstrap interval (Efron 1987) for ``statistic(values)``.

    ``values`` is a 1-D sequence or a sequence of rows (e.g. paired ``(x, y)`` outcomes, with a
    statistic such as ``lambda v: (v[:, 1] - v[:, 0]).mean()``); ``statistic`` receives a numpy
    array of resampled rows and returns a number. Without ``clusters`` rows are resampled one by
    one (question level); with ``clusters`` (one id per row, e.g. patient ids) whole clusters are
    resampled and the acceleration comes from a leave-one-cluster-out jackknife (paper 000 §3.7:
    2,000 resamples, seed 42, 43 patient clusters). The same seed gives the same interval.

    Ties at the estimate use the mid-rank for the bias correction (as scipy does) so that 0/1 data
    do not skew it. When every resample gives the same value (e.g. all values equal) the interval
    is the zero-width ``(estimate, estimate)``. Fewer than two rows or clusters, mismatched
    ``clusters``, and a statistic that is not finite on the data or a resample are ``ValueError``.
    """
    data = np.asarray(values, dtype=float)
    if data.ndim not in (1, 2):
        raise ValueError("bootstrap_bca needs a 1-D sequence of values or a sequence of rows")
    if not isinstance(n_resamples, Integral) or n_resamples < 100:
        raise ValueError(f"bootstrap_bca needs n_resamples >= 100, got {n_resamples!r}")
    _z(alpha)
    n = len(data)
    if clusters is None:
        groups = [np.array([i]) for i in range(n)]
    else:
        if len(clusters) != n:
            raise ValueError(f"clusters has {len(clusters)} ids for {n} values")
        by_cluster: dict[Hashable, list[int]] = {}
        for i, cluster in enumerate(clusters):
            by_cluster.setdefault(cluster, []).append(i)
        groups = [np.array(rows) for rows in by_cluster.values()]
    if len(groups) < 2:
        unit = "clusters" if clusters is not None else "values"
        raise ValueError(f"bootstrap_bca needs at least two {unit}, got {len(groups)}")

    def evaluate(sample: np.ndarray, what: str) -> float:
        result = float(statistic(sample))
        if not math.isfinite(result):
            raise ValueError(f"the statistic is not finite on {what}")
        return result

    estimate = evaluate(data, "the data")
    rng = np.random.default_rng(seed)
    k = len(groups)
    draws = rng.integers(0, k, size=(n_resamples, k))
    if clusters is None:
        replicates = np.array([evaluate(data[draw], "a resample") for draw in draws])
    else:
        replicates = np.array(
            [evaluate(data[np.concatenate([groups[j] for j in draw])], "a resample") for draw in draws]
        )
    if np.ptp(replicates) == 0:
        return BootstrapCI(estimate, estimate, estimate, n_resamples, None if clusters is None else k)

    # Bias correction z0 from the share of replicates below the estimate, ties counted half; the
    # share is kept inside (0, 1) because a bootstrap distribution lying wholly on one side of the
    # estimate would otherwise give an infinite z0 and NaN levels.
    below = (np.sum(replicates < estimate) + np.sum(replicates <= estimate)) / (2 * n_resamples)
    below = min(max(below, 0.5 / n_resamples), 1 - 0.5 / n_resamples)
    z0 = float(norm.ppf(below))

    jackknife = np.array(
        [evaluate(data[np.concatenate(groups[:j] + groups[j + 1 :])], "a jackknife sample") for j in range(k)]
    )
    spread = jackknife.mean() - jackknife
    denom = 6 * float(np.sum(spread**2)) ** 1.5
    acceleration = float(np.sum(spread**3)) / denom if denom > 0 else 0.0

    def level(z_alpha: float) -> float:
        shifted = z0 + z_alpha
        # 1 − a·(z0 + z) ≤ 0 only for extreme acceleration; its limit sends the level to 0 or 1.
        scale = 1 - acceleration * shifted
        if scale <= 0:
            return 1.0 if shifted > 0 else 0.0
        return float(norm.cdf(z0 + shifted / scale))

    z = _z(alpha)
    low = float(np.quantile(replicates, level(-z)))
    high = float(np.quantile(replicates, level(z)))
    return BootstrapCI(low, high, estimate, n_resamples, None if clusters is None else k)
