"""Paired tests on right/wrong outcomes: the paired table, McNemar's exact and χ² tests (statsmodels
``mcnemar``), the sign test, the exact minimum detectable effect of a McNemar design (which no
library offers: it searches the exact binomial power curve), and planning a McNemar study: the
unconditional exact power, sample size and minimum detectable effect (statsmodels has no power
function for paired proportions)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from numbers import Real

import numpy as np
from scipy.stats import binom as binomial

from benchmark.stats._checks import count, z_value


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


def _mcnemar(b: int, c: int, **options):
    # statsmodels costs most of a second to import; keep `import benchmark.stats` cheap for Django.
    from statsmodels.stats.contingency_tables import mcnemar

    # Only the discordant cells enter McNemar's test; the diagonal is left at 0.
    return mcnemar([[0, b], [c, 0]], **options)


def mcnemar_exact(b: int, c: int) -> float:
    """Exact two-sided McNemar p (statsmodels ``mcnemar(exact=True)``): a binomial test of the
    ``b + c`` discordant pairs at ½.

    No discordant pairs (``b == c == 0``) is no evidence either way: p = 1.0.
    Paper 000 primary endpoint: b = 4, c = 15 → p = 0.0192.
    """
    b, c = count("b", b), count("c", c)
    if b + c == 0:
        return 1.0
    return float(min(1.0, _mcnemar(b, c, exact=True).pvalue))


def mcnemar_chi2(b: int, c: int, correction: bool = False) -> tuple[float, float]:
    """McNemar's χ² statistic (1 df) and its p-value (statsmodels ``mcnemar(exact=False)``),
    optionally with Edwards' continuity correction.

    χ² = (|c − b| − k)² / (b + c) with k = 1 when ``correction`` else 0. One departure from
    statsmodels: the corrected numerator is floored at 0, so b == c gives χ² = 0 and p = 1
    (statsmodels squares −1 and gives 1/(b+c)). With no discordant pairs the statistic is defined
    as 0.0 and p as 1.0.
    Paper 000 App. P (McNemar's test): discordant 18 vs 204 → χ² = 155.8 (no correction).

    Not called by ``benchmark/`` code yet: kept to reproduce the paper's App. P values.
    """
    b, c = count("b", b), count("c", c)
    if b + c == 0 or (correction and b == c):
        return 0.0, 1.0
    result = _mcnemar(b, c, exact=False, correction=correction)
    return float(result.statistic), float(result.pvalue)


def sign_test(n_pos: int, n_neg: int) -> float:
    """Exact two-sided sign test p over the untied pairs (ties are dropped before calling): the same
    binomial test at ½ as :func:`mcnemar_exact`.

    No untied pairs gives p = 1.0. Paper 000 §4.6: 64 higher vs 10 lower → p < 0.0001.

    Not called by ``benchmark/`` code yet: kept to reproduce the paper's 3-level score comparison.
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
      binomial power curve rather than Connor's 1987 normal approximation, which is poor at D ≈ 20;
      statsmodels offers only the approximation for paired proportions).
      For 50 pairs with 23 discordant and power 0.8 this is about 0.26.

    ``ValueError`` when ``discordant`` exceeds ``n_pairs`` or when no split of the discordant pairs
    can reach ``alpha`` (e.g. 5 or fewer at 0.05): the design cannot detect any effect.

    Not called by ``benchmark/`` code yet: kept for the paper's power statement and study planning.
    """
    n_pairs, discordant = count("n_pairs", n_pairs), count("discordant", discordant)
    z_value(alpha)
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


def _discordance_effect(discordance: float, effect: float) -> tuple[float, float]:
    for name, value in (("discordance", discordance), ("effect", effect)):
        if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
            raise ValueError(f"{name} must be a finite number, got {value!r}")
    if not 0 < discordance <= 1:
        raise ValueError(f"discordance (ψ, the share of discordant pairs) must be in (0, 1], got {discordance!r}")
    if abs(effect) > discordance:
        raise ValueError(f"|effect| cannot exceed the discordance: |{effect!r}| > {discordance!r}")
    return float(discordance), float(effect)


def _check_power(power: float) -> float:
    if isinstance(power, bool) or not isinstance(power, Real) or not 0 < power < 1:
        raise ValueError(f"power must be between 0 and 1, got {power!r}")
    return float(power)


def _rejection_given_discordant(max_discordant: int, pi: float, alpha: float) -> np.ndarray:
    """P(the exact McNemar test rejects | D discordant pairs) for D = 0 … ``max_discordant``, when each
    discordant pair is a ``c`` (second right only) with probability ``pi``.

    :func:`mcnemar_exact` rejects when 2·F(min(b, c); D, ½) ≤ alpha (F the binomial cdf, as
    statsmodels computes it), i.e. when min(b, c) ≤ k_D, the largest such k (−1 when none).
    """
    d = np.arange(max_discordant + 1)
    guess = binomial.ppf(alpha / 2, d, 0.5)
    k = np.full(len(d), -1.0)
    # ppf lands on or next to k_D; try its neighbours with the exact rule rather than trust rounding.
    for offset in (-1, 0, 1):
        candidate = guess + offset
        ok = (candidate >= 0) & (2 * binomial.cdf(candidate, d, 0.5) <= alpha)
        k = np.where(ok, np.maximum(k, candidate), k)
    # {c ≤ k} and {c ≥ D − k} never overlap: k < D/2 because 2·F(⌊D/2⌋; D, ½) ≥ 1 > alpha.
    return binomial.cdf(k, d, pi) + binomial.sf(d - k - 1, d, pi)


def mcnemar_power(n_pairs: int, discordance: float, effect: float, alpha: float = 0.05) -> float:
    """Unconditional exact power of the two-sided exact McNemar test (:func:`mcnemar_exact`, rejecting
    at p ≤ ``alpha``) for a planned study of ``n_pairs`` pairs.

    A pair is discordant with probability ψ = ``discordance`` = P(b) + P(c), and the true paired
    difference is δ = ``effect`` = P(c) − P(b) (second − first, negative when the first is better).
    The number of discordant pairs D ~ Binomial(n, ψ) and, given D, c ~ Binomial(D, π) with
    π = (ψ + δ) / (2ψ); the power is Σ_D P(D)·P(reject | D), summed exactly over D = 0 … n (the
    rejection region for each D comes from the binomial cdf, so n of a few thousand takes
    milliseconds). Unlike :func:`mcnemar_mde` it does not condition on an observed D. At δ = 0 it
    is the test's exact size (at most ``alpha``); it is symmetric in δ.

    ``ValueError`` for ``n_pairs`` that is not a positive integer, ψ outside (0, 1], |δ| > ψ (the
    cells would be negative) and ``alpha`` outside (0, 1).

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    n_pairs = count("n_pairs", n_pairs)
    if n_pairs == 0:
        raise ValueError("mcnemar_power needs n_pairs > 0")
    psi, delta = _discordance_effect(discordance, effect)
    z_value(alpha)
    given = _rejection_given_discordant(n_pairs, (psi + delta) / (2 * psi), alpha)
    weights = binomial.pmf(np.arange(n_pairs + 1), n_pairs, psi)
    return float(min(1.0, np.dot(weights, given)))


def mcnemar_sample_size(
    discordance: float, effect: float, power: float = 0.8, alpha: float = 0.05, max_pairs: int = 20000
) -> int:
    """The least number of pairs n whose :func:`mcnemar_power` (ψ = ``discordance``, δ = ``effect``)
    is at least ``power``.

    The exact power is not monotone in n (a saw-tooth, as the discrete rejection regions step), so a
    few larger n may fall just short of the target again; this is the least n reaching it, found by
    computing the power at every n from 1 (the D distribution is updated from n to n + 1 in place,
    so thousands of n take well under a second). Connor's (1987) normal approximation,
    n ≈ (z_{1−α/2}·√ψ + z_power·√(ψ − δ²))² / δ², is usually within a few percent of it.

    ``ValueError`` as for :func:`mcnemar_power`, for δ = 0, ``power`` outside (0, 1), and when no
    n up to ``max_pairs`` reaches the power.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    psi, delta = _discordance_effect(discordance, effect)
    target = _check_power(power)
    z_value(alpha)
    max_pairs = count("max_pairs", max_pairs)
    if delta == 0:
        raise ValueError("effect 0 cannot be detected (the power stays at most alpha)")
    given = _rejection_given_discordant(max_pairs, (psi + delta) / (2 * psi), alpha)
    # P(D = d) for n pairs, updated to n + 1 by P'(d) = (1 − ψ)·P(d) + ψ·P(d − 1), over the span
    # lo … hi of d where it has not underflowed to 0 (outside it the terms are exactly 0 anyway).
    distribution = np.zeros(max_pairs + 1)
    distribution[0] = 1.0
    lo = hi = 0
    for n in range(1, max_pairs + 1):
        moved = psi * distribution[lo : hi + 1]
        distribution[lo : hi + 1] *= 1 - psi
        distribution[lo + 1 : hi + 2] += moved
        hi += 1
        while distribution[lo] == 0.0:
            lo += 1
        while distribution[hi] == 0.0:
            hi -= 1
        if float(np.dot(distribution[lo : hi + 1], given[lo : hi + 1])) >= target:
            return n
    raise ValueError(f"no n up to max_pairs={max_pairs} reaches power {target} for ψ={psi}, δ={delta}")


def mcnemar_mde_planned(n_pairs: int, discordance: float, power: float = 0.8, alpha: float = 0.05) -> float:
    """Minimum detectable effect of a planned McNemar study: the least δ (second − first, as a
    fraction of pairs; 0 < δ ≤ ψ) whose :func:`mcnemar_power` at ``n_pairs`` pairs with discordance
    ψ reaches ``power``.

    The power rises with δ at fixed ψ (the rejection region is symmetric and π grows with δ), so
    bisection finds it to about 1e-10; the power at the returned δ is at least ``power``. The same
    δ detects −δ (the first better) equally. Unlike :func:`mcnemar_mde` it averages over the
    number of discordant pairs instead of conditioning on an observed one.

    ``ValueError`` as for :func:`mcnemar_power`, for ``power`` outside (0, 1), and when even δ = ψ
    (every discordant pair favouring the second) falls short.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    n_pairs = count("n_pairs", n_pairs)
    if n_pairs == 0:
        raise ValueError("mcnemar_mde_planned needs n_pairs > 0")
    psi, _ = _discordance_effect(discordance, 0.0)
    target = _check_power(power)
    z_value(alpha)
    d = np.arange(n_pairs + 1)
    weights = binomial.pmf(d, n_pairs, psi)

    def power_at(delta: float) -> float:
        return float(np.dot(weights, _rejection_given_discordant(n_pairs, (psi + delta) / (2 * psi), alpha)))

    if power_at(psi) < target:
        raise ValueError(f"even δ = ψ = {psi} has power < {target} with {n_pairs} pairs")
    low, high = 0.0, psi
    while high - low > 1e-10 * psi:
        mid = (low + high) / 2
        if power_at(mid) >= target:
            high = mid
        else:
            low = mid
    return high
