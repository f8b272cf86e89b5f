"""Per-model summaries of paper 000: the safety score (App. E) and the regression of gain on
baseline across models (§4.4, scipy ``linregress``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from numbers import Real

import numpy as np
from scipy.stats import linregress


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

    Not called by ``benchmark/`` code yet: kept for paper 000's safety-weighted score.
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
