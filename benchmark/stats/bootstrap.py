"""The bias-corrected and accelerated (BCa) bootstrap, question level or resampling whole patient
clusters (paper 000 §3.7). scipy's ``bootstrap(method="BCa")`` resamples single observations only,
and statsmodels has no BCa, so the cluster version is written here."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from numbers import Integral

import numpy as np
from scipy.stats import norm

from benchmark.stats._checks import z_value


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
    z_value(alpha)
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

    z = z_value(alpha)
    low = float(np.quantile(replicates, level(-z)))
    high = float(np.quantile(replicates, level(z)))
    return BootstrapCI(low, high, estimate, n_resamples, None if clusters is None else k)
