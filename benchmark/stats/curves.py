"""Paper 001's normalized area difference between two accuracy-vs-token-budget curves (§3.2 eq. 1)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from scipy.integrate import trapezoid


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


def normalized_area_difference(
    x: Sequence[float], y_a: Sequence[float], y_b: Sequence[float], *, x_b: Sequence[float] | None = None
) -> float:
    """Paper 001 eq. 1: (AUC_a − AUC_b) / AUC_b over the token range both curves cover, as a fraction.

    Curve a is the method (RAG), curve b the baseline (recent notes); ×100 gives the paper's
    percentage. Each curve is linear between its measured points and integrated by the trapezoidal
    rule (scipy ``trapezoid``). ``x`` need not be sorted. By default both curves are measured at the same ``x``; pass
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
    area_a = float(trapezoid(np.interp(grid, xa, ya), grid))
    area_b = float(trapezoid(np.interp(grid, xb, yb), grid))
    if area_b == 0:
        raise ValueError("the baseline curve has zero area; the normalized difference is undefined")
    return (area_a - area_b) / area_b
