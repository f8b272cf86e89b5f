"""Paired tests on right/wrong outcomes: the paired table, McNemar's exact and χ² tests (statsmodels
``mcnemar``), the sign test, and the exact minimum detectable effect of a McNemar design (which no
library offers: it searches the exact binomial power curve)."""

from __future__ import annotations

from collections.abc import Sequence

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
