"""Input checks shared by the statistics modules: counts, paired tables, significance levels."""

from __future__ import annotations

from numbers import Integral
from typing import Any

from scipy.stats import norm


def count(name: str, value: Any) -> int:
    """``value`` as a non-negative int; ``ValueError`` naming ``name`` otherwise."""
    # Counts arrive from JSON and numpy; accept any integral type but not 3.5 or True.
    if isinstance(value, bool) or not isinstance(value, Integral) or value < 0:
        raise ValueError(f"{name} must be a non-negative integer count, got {value!r}")
    return int(value)


def paired_counts(a: Any, b: Any, c: Any, d: Any) -> tuple[int, int, int, int, int]:
    """The paired table checked, with its total: ``(a, b, c, d, n)``; an empty table is an error."""
    a, b, c, d = (count(name, v) for name, v in zip("abcd", (a, b, c, d)))
    n = a + b + c + d
    if n == 0:
        raise ValueError("the paired table is empty (a + b + c + d == 0)")
    return a, b, c, d, n


def z_value(alpha: float) -> float:
    """The two-sided normal quantile for ``alpha`` (1.96 at 0.05)."""
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be between 0 and 1, got {alpha!r}")
    return float(norm.ppf(1 - alpha / 2))
