"""Agreement between raters: Cohen's κ and Fleiss' κ (statsmodels ``inter_rater``), Krippendorff's α
(the ``krippendorff`` package). What is written here is the input checking, the coding of labels
and the degenerate cases the libraries answer with 0/0."""

from __future__ import annotations

import math
from collections.abc import Sequence
from numbers import Real
from typing import Any

import numpy as np


def _label_order(labels: set) -> list:
    # Mixed label types (1 and "1") sort by type name first rather than failing to compare.
    return sorted(labels, key=lambda x: (str(type(x)), x))


def cohen_kappa(
    r1: Sequence, r2: Sequence, weights: str | None = None, *, categories: Sequence | None = None
) -> float:
    """Cohen's κ between two raters' labels (statsmodels ``cohens_kappa`` over their k × k table);
    ``weights`` None, "linear" or "quadratic" (ordinal labels).

    Weighted κ needs an order: ``categories`` gives it (e.g. ``["incorrect", "partial", "correct"]``);
    without it labels are sorted, which suits numeric scores such as 0 / 0.5 / 1. Weights follow
    the labels' positions in that order, not their values. A label outside ``categories`` is a
    ``ValueError``. With one category only (no disagreement possible), κ is 0/0; it is defined
    here as 1.0 when the raters agree.
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
        labels = _label_order(seen)
    if len(seen) == 1:
        return 1.0
    index = {label: i for i, label in enumerate(labels)}
    table = np.zeros((len(labels), len(labels)))
    for a, b in zip(r1, r2):
        table[index[a], index[b]] += 1
    # statsmodels costs most of a second to import; keep `import benchmark.stats` cheap for Django.
    from statsmodels.stats.inter_rater import cohens_kappa

    return float(cohens_kappa(table, wt=weights, return_results=False))


def cohen_kappa_ci(
    r1: Sequence, r2: Sequence, weights: str | None = None, *, categories: Sequence | None = None,
    alpha: float = 0.05,
) -> tuple[float, float | None, float | None]:
    """Cohen's κ (as :func:`cohen_kappa`) with its asymptotic ``1 − alpha`` interval: statsmodels'
    large-sample standard error (Fleiss, Cohen & Everitt 1969, weighted as well as unweighted).

    Where κ is defined here rather than by statsmodels (one category only), or the standard error
    is not finite (all ratings on the diagonal of a single row), the interval is ``(None, None)``:
    no interval is claimed. Bounds are clipped to [−1, 1].
    """
    kappa = cohen_kappa(r1, r2, weights, categories=categories)
    seen = set(r1) | set(r2)
    if len(seen) == 1:
        return kappa, None, None
    labels = list(categories) if categories is not None else _label_order(seen)
    index = {label: i for i, label in enumerate(labels)}
    table = np.zeros((len(labels), len(labels)))
    for a, b in zip(r1, r2):
        table[index[a], index[b]] += 1
    from statsmodels.stats.inter_rater import cohens_kappa  # slow import, see cohen_kappa

    with np.errstate(divide="ignore", invalid="ignore"):  # its z test divides by a zero null SE here
        result = cohens_kappa(table, wt=weights)
    se = float(result.std_kappa)
    if not math.isfinite(se):
        return kappa, None, None
    from scipy.stats import norm

    z = float(norm.ppf(1 - alpha / 2))
    return kappa, max(-1.0, kappa - z * se), min(1.0, kappa + z * se)


def fleiss_kappa(table: Sequence[Sequence[int]]) -> float:
    """Fleiss' κ from an items × categories table of rating counts (statsmodels, ``method="fleiss"``).

    Every item needs the same number of ratings, at least two. When every rating falls in one
    category, κ is 0/0; it is defined here as 1.0, as :func:`cohen_kappa` does.
    Paper 000 reports Fleiss κ = 0.413 on three raters' binary strict labels.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
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
    from statsmodels.stats.inter_rater import fleiss_kappa as _fleiss  # slow import, see cohen_kappa

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

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
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
        code = {v: float(i) for i, v in enumerate(_label_order(present))}
    else:
        raise ValueError(f"{level} α over non-numeric labels needs `categories` to give their order")
    matrix = np.array([[np.nan if missing(v) else code[v] for v in row] for row in rows], dtype=float)
    return krippendorff_alpha_coded(matrix, level)


def krippendorff_alpha_coded(matrix: np.ndarray, level: str = "nominal") -> float:
    """Krippendorff's α over a raters × items array of numeric codes, NaN for a missing rating:
    :func:`krippendorff_alpha` once its labels are coded, and the fast path for resampling (a
    bootstrap calls it on each resample's array without re-coding labels). The same degenerate
    cases: no item rated twice is a ``ValueError``; one value only is 1.0."""
    pairable = np.sum(~np.isnan(matrix), axis=0) >= 2
    if not pairable.any():
        raise ValueError("krippendorff_alpha needs at least one item rated by two or more raters")
    values = matrix[:, pairable]
    if len(np.unique(values[~np.isnan(values)])) == 1:
        return 1.0
    import krippendorff  # slow import, see cohen_kappa

    return float(krippendorff.alpha(reliability_data=matrix, level_of_measurement=level))
