"""Statistics as plain functions over numbers (no Django models in sight).

Proportions are fractions; intervals are ``(low, high)`` tuples. More arrive with the evaluators
issue; the names and shapes here are the ones other tools rely on.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from scipy.stats import norm


def wilson_ci(k: int, n: int, alpha: float = 0.05) -> tuple[float, float]:
    """Wilson score interval for k successes in n trials. ``n == 0`` is an error, not a NaN."""
    if n <= 0:
        raise ValueError("wilson_ci needs n > 0")
    if not 0 <= k <= n:
        raise ValueError(f"wilson_ci needs 0 <= k <= n, got k={k}, n={n}")
    z = norm.ppf(1 - alpha / 2)
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def cohen_kappa(r1: Sequence, r2: Sequence, weights: str | None = None) -> float:
    """Cohen's κ between two raters' labels; ``weights`` None, "linear" or "quadratic" (ordinal labels).

    With one category only (no disagreement possible), κ is defined here as 1.0 when the raters agree.
    """
    if len(r1) != len(r2):
        raise ValueError("cohen_kappa needs two label lists of the same length")
    if not r1:
        raise ValueError("cohen_kappa needs at least one item")
    labels = sorted(set(r1) | set(r2), key=lambda x: (str(type(x)), x))
    index = {label: i for i, label in enumerate(labels)}
    k = len(labels)
    if k == 1:
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
        if weights == "quadratic":
            return ((i - j) / (k - 1)) ** 2
        raise ValueError(f"weights must be None, 'linear' or 'quadratic', not {weights!r}")

    disagreement_observed = sum(weight(i, j) * observed[i][j] for i in range(k) for j in range(k)) / n
    disagreement_expected = sum(weight(i, j) * rows[i] * cols[j] for i in range(k) for j in range(k)) / (n * n)
    if disagreement_expected == 0:
        return 1.0 if disagreement_observed == 0 else 0.0
    return 1 - disagreement_observed / disagreement_expected
