"""False-discovery-rate adjustment of a family of p-values (statsmodels ``multipletests``)."""

from __future__ import annotations

from collections.abc import Sequence


def _adjust(pvalues: Sequence[float], method: str) -> list[float]:
    values = [float(p) for p in pvalues]
    if not values:
        return []
    if any(not 0 <= p <= 1 for p in values):  # NaN fails this too
        raise ValueError(f"p-values must lie in [0, 1], got {pvalues!r}")
    # statsmodels costs most of a second to import; keep `import benchmark.stats` cheap for Django.
    from statsmodels.stats.multitest import multipletests

    return [float(q) for q in multipletests(values, method=method)[1]]


def bh_adjust(pvalues: Sequence[float]) -> list[float]:
    """Benjamini–Hochberg q-values, in the input order (statsmodels ``fdr_bh``). Empty in, empty out."""
    return _adjust(pvalues, "fdr_bh")


def by_adjust(pvalues: Sequence[float]) -> list[float]:
    """Benjamini–Yekutieli q-values (valid under any dependence), in the input order (statsmodels
    ``fdr_by``). Empty in, empty out."""
    return _adjust(pvalues, "fdr_by")
