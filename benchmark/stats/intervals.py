"""Confidence intervals for a proportion (Wilson, from statsmodels) and for a paired difference
(Newcombe's method 10, the conditional Wilson interval and the paired Wald interval: statsmodels
has none of the three for paired data, so they are written here)."""

from __future__ import annotations

import math

from benchmark.stats._checks import count, paired_counts, z_value


def wilson_ci(k: int, n: int, alpha: float = 0.05) -> tuple[float, float]:
    """Wilson score interval for ``k`` successes in ``n`` trials (statsmodels ``proportion_confint``,
    ``method="wilson"``). ``n == 0`` is an error, not a NaN; at ``k == 0`` and ``k == n`` the bounds
    are exactly 0 and 1.

    Paper 000 Table 26: 169/189 → [84.2%, 93.0%].
    """
    k, n = count("k", k), count("n", n)
    if n == 0:
        raise ValueError("wilson_ci needs n > 0")
    if k > n:
        raise ValueError(f"wilson_ci needs 0 <= k <= n, got k={k}, n={n}")
    z_value(alpha)
    # statsmodels costs most of a second to import; keep `import benchmark.stats` cheap for Django.
    from statsmodels.stats.proportion import proportion_confint

    low, high = proportion_confint(k, n, alpha=alpha, method="wilson")
    # The library clips to [0, 1] but its rounding can leave 0.9999999999999999 at k == n.
    return (0.0 if k == 0 else float(low)), (1.0 if k == n else float(high))


def newcombe_paired_ci(a: int, b: int, c: int, d: int, alpha: float = 0.05) -> tuple[float, float]:
    """Newcombe (1998) method 10: hybrid score interval for a difference of paired proportions.

    Difference is second − first = (c − b)/n. Wilson intervals for both margins are combined with
    the correlation φ between them, continuity-corrected as Newcombe prescribes: with
    A = ad − bc, φ uses A − n/2 when A > n/2, 0 when 0 ≤ A ≤ n/2, and A when A < 0 (φ = 0 when a
    margin is empty). Bounds are truncated to [−1, 1].
    On a, b, c, d = 8, 4, 15, 23 (paper 000's primary endpoint) it gives [+5.1, +37.2] pp.

    Not called by ``benchmark/`` code yet: kept for the paper's primary-endpoint interval.
    """
    a, b, c, d, n = paired_counts(a, b, c, d)
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

    Not called by ``benchmark/`` code yet: kept to reproduce (and name) the paper's interval.
    """
    a, b, c, d, n = paired_counts(a, b, c, d)
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

    Not called by ``benchmark/`` code yet: kept to reproduce the paper's internal-audit interval.
    """
    a, b, c, d, n = paired_counts(a, b, c, d)
    theta = (c - b) / n
    se = math.sqrt(max(0.0, (b + c) - (c - b) ** 2 / n)) / n
    half = z_value(alpha) * se
    return max(-1.0, theta - half), min(1.0, theta + half)
