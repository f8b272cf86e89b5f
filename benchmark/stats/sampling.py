"""Stratified sampling for rating studies, with oversampling of chosen strata (e.g. items where the
automatic evaluators disagree), and the Horvitz–Thompson estimates that undo the oversampling: the
total, the mean, and the mean or paired difference with its stratified-SRS interval. statsmodels
has no design-based survey estimators, so they are written here."""

from __future__ import annotations

import math
import operator
import random
from collections.abc import Hashable, Mapping, Sequence
from numbers import Real

import numpy as np

from benchmark.stats._checks import count, z_value


def _order(keys) -> list:
    try:
        return sorted(keys)
    except TypeError:
        pass
    # Mixed key types (1 and "1") sort by type name first rather than failing to compare.
    try:
        return sorted(keys, key=lambda x: (str(type(x)), x))
    except TypeError:
        raise ValueError("stratum keys and unit ids must be sortable (within each type)") from None


def allocate(
    stratum_sizes: Mapping[Hashable, int], n: int, *, weights: Mapping[Hashable, float] | None = None
) -> dict[Hashable, int]:
    """How many of ``n`` units to sample from each stratum: stratum → n_h.

    The target for stratum h is q_h = clip(λ·N_h·w_h, m, N_h), with N_h its size, w_h its weight
    (``weights``, default 1; a weight above 1 oversamples the stratum, e.g. 4 where the automatic
    evaluators disagree) and λ chosen so that Σ q_h = n. So the allocation is proportional to
    size × weight, never more than a stratum holds (the excess goes to the others in proportion), and
    at least m = 1 unit per non-empty stratum when n is at least the number of non-empty strata
    (m = 0 otherwise). The integers are the floors of q_h plus one more unit for each of the largest
    fractional parts, until they sum to n (largest remainder; ties go to the stratum first in sorted
    key order). Empty strata get 0. With all weights 1 and no cap or minimum binding this is
    proportional allocation, n·N_h / N, rounded.

    ``ValueError`` when n is negative or exceeds the units in all strata, for a size that is not a
    non-negative integer, and for a weight that is not a positive finite number or names no stratum.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    sizes = {key: count(f"stratum_sizes[{key!r}]", size) for key, size in stratum_sizes.items()}
    n = count("n", n)
    total = sum(sizes.values())
    if n > total:
        raise ValueError(f"cannot sample {n} units from strata holding {total}")
    factor = {key: 1.0 for key in sizes}
    for key, weight in (weights or {}).items():
        if key not in sizes:
            raise ValueError(f"weights names {key!r}, which is not a stratum")
        if isinstance(weight, bool) or not isinstance(weight, Real) or not math.isfinite(weight) or weight <= 0:
            raise ValueError(f"the weight of stratum {key!r} must be a positive finite number, got {weight!r}")
        factor[key] = float(weight)
    keys = _order(sizes)
    active = [key for key in keys if sizes[key] > 0]
    result = {key: 0 for key in keys}
    if n == 0:
        return result
    if n == total:
        return {key: sizes[key] for key in keys}
    floor_each = 1 if n >= len(active) else 0
    rate = {key: sizes[key] * factor[key] for key in active}

    def targets(lam: float) -> dict:
        return {key: min(float(sizes[key]), max(float(floor_each), lam * rate[key])) for key in active}

    # Σ q_h(λ) is piecewise linear and non-decreasing in λ: find the piece where it crosses n.
    breaks = sorted({floor_each / rate[key] for key in active} | {sizes[key] / rate[key] for key in active})
    low_lam, low_sum = 0.0, float(floor_each * len(active))
    lam = breaks[-1]
    for point in breaks:
        value = sum(targets(point).values())
        if value >= n:
            lam = low_lam + (n - low_sum) * (point - low_lam) / (value - low_sum) if value > low_sum else point
            break
        low_lam, low_sum = point, value
    quota = targets(lam)
    floors = {key: min(sizes[key], math.floor(quota[key])) for key in active}
    left = n - sum(floors.values())
    room = sorted(
        (key for key in active if floors[key] < sizes[key]),
        key=lambda key: -(quota[key] - floors[key]),  # sorted() is stable: ties keep key order
    )
    if left < 0 or left > len(room):
        raise RuntimeError(f"allocate: rounding left {left} units for {len(room)} strata")  # not reachable
    for key in room[:left]:
        floors[key] += 1
    result.update(floors)
    return result


def stratified_sample(
    units: Mapping[Hashable, Sequence[Hashable]],
    n: int,
    *,
    weights: Mapping[Hashable, float] | None = None,
    seed: int,
) -> list[tuple[Hashable, Hashable, float]]:
    """A stratified simple random sample without replacement: ``(unit_id, stratum, π)`` per unit.

    ``units`` maps each stratum to its unit ids; :func:`allocate` decides n_h from the strata's sizes,
    ``n`` and ``weights``; within each stratum n_h units are drawn by ``random.Random(seed).sample``
    from the ids in sorted order, strata taken in sorted order, so the same units, ``n``, weights and
    seed give the same sample whatever order they were listed in. π = n_h / N_h is each sampled
    unit's inclusion probability, the divisor the Horvitz–Thompson estimators need. Units come back
    grouped by stratum (sorted), and sorted within each.

    ``ValueError`` as for :func:`allocate`, for a unit id listed twice (in one stratum or two: its
    inclusion probability would be wrong), for ids that cannot be sorted, and for a seed that is not
    an integer.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    try:
        seed = operator.index(seed)
    except TypeError:
        raise ValueError(f"seed must be an integer, got {seed!r}") from None
    seen: set = set()
    for stratum, ids in units.items():
        for unit in ids:
            if unit in seen:
                raise ValueError(f"unit {unit!r} is listed twice (last in stratum {stratum!r})")
            seen.add(unit)
    allocation = allocate({key: len(ids) for key, ids in units.items()}, n, weights=weights)
    rng = random.Random(seed)
    sample = []
    for stratum in _order(units):
        pool = _order(units[stratum])
        take = allocation[stratum]
        if take == 0:
            continue
        probability = take / len(pool)
        sample.extend((unit, stratum, probability) for unit in _order(rng.sample(pool, take)))
    return sample


def _numbers(name: str, values: Sequence) -> np.ndarray:
    """``values`` as floats; ``None``, NaN and non-numbers are ``ValueError`` (bool counts as 0/1)."""
    for i, v in enumerate(values):
        # The common types first: isinstance(v, Real) goes through the ABC machinery.
        if type(v) not in (int, float, bool) and not isinstance(v, Real):
            raise ValueError(f"{name}[{i}] must be a finite number, got {v!r}")
    out = np.array(values, dtype=float).reshape(len(values))
    bad = np.flatnonzero(~np.isfinite(out))
    if len(bad):
        raise ValueError(f"{name}[{bad[0]}] must be a finite number, got {values[bad[0]]!r}")
    return out


def _design(values: Sequence, probabilities: Sequence) -> tuple[np.ndarray, np.ndarray]:
    if len(values) != len(probabilities):
        raise ValueError(f"{len(values)} values but {len(probabilities)} inclusion probabilities")
    if len(values) == 0:
        raise ValueError("a Horvitz–Thompson estimate needs at least one sampled unit")
    y, pi = _numbers("values", values), _numbers("probabilities", probabilities)
    bad = np.flatnonzero((pi <= 0) | (pi > 1))
    if len(bad):
        raise ValueError(f"probabilities[{bad[0]}] must be in (0, 1], got {probabilities[bad[0]]!r}")
    return y, pi


def ht_total(values: Sequence, probabilities: Sequence) -> float:
    """Horvitz–Thompson estimate of a population total: Σ y_i / π_i over the sampled units.

    Unbiased for any design in which every unit has inclusion probability π_i > 0. ``ValueError`` for
    an empty sample, mismatched lengths, a value that is not a finite number (``None`` included:
    score missing answers first) and a probability outside (0, 1].

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    y, pi = _design(values, probabilities)
    return float(np.sum(y / pi))


def ht_mean(values: Sequence, probabilities: Sequence, population_size: int) -> float:
    """Horvitz–Thompson estimate of a population mean: :func:`ht_total` / N (``population_size``).

    Under stratified simple random sampling with π = n_h / N_h (:func:`stratified_sample`) it is
    Σ_h (N_h / N)·ȳ_h, the stratum means weighted by the strata's shares, and so equals the plain
    sample mean under proportional allocation. It divides by the known N, not by Σ 1/π_i (that
    would be the Hájek ratio estimator; the two coincide for stratified SRS). ``ValueError`` as for
    :func:`ht_total`, and for N that is not a positive integer.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    size = count("population_size", population_size)
    if size == 0:
        raise ValueError("population_size must be positive")
    return ht_total(values, probabilities) / size


def ht_mean_ci(
    values: Sequence,
    probabilities: Sequence,
    strata: Sequence[Hashable],
    stratum_sizes: Mapping[Hashable, int],
    alpha: float = 0.05,
    *,
    bounds: tuple[float, float] | None = (0.0, 1.0),
) -> tuple[float, float, float]:
    """Horvitz–Thompson mean of a stratified simple random sample with its interval:
    ``(estimate, low, high)``.

    ``strata`` names each sampled unit's stratum and ``stratum_sizes`` gives every stratum's N_h
    (N = Σ N_h). The estimate is :func:`ht_mean`, Σ_h W_h·ȳ_h with W_h = N_h / N. Its variance is
    estimated by the exact stratified SRSWOR formula, with the finite-population correction,
    V = Σ_h W_h² (1 − n_h/N_h) s_h² / n_h (s_h² the sample variance, divisor n_h − 1), which is
    unbiased for the estimator's variance under stratified simple random sampling without
    replacement. The interval is estimate ± z_{1−α/2}·√V (normal approximation), truncated to
    ``bounds``. A fully sampled stratum (n_h = N_h) adds no variance.

    A stratum with a single sampled unit (and N_h > 1) has no s_h². Rather than take its
    variance as 0 (too narrow), it is given the largest variance a single draw can have when the
    values lie in ``bounds`` = [L, U]: W_h² (U − L)² / 4. This is conservative; with
    ``bounds=None`` (values of unknown range) such a stratum is a ``ValueError``. The default
    bounds [0, 1] suit right/wrong outcomes (bool, 0, 1, or 0.5 for partly right).

    ``ValueError`` as for :func:`ht_mean`, and for a stratum not in ``stratum_sizes``, more sampled
    units than a stratum holds, a probability that is not the design's n_h / N_h for its stratum
    (the formula is for that design only), a non-empty stratum with no sampled unit (nothing then
    estimates its part of the mean), and a value outside ``bounds``.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    y, pi = _design(values, probabilities)
    z = z_value(alpha)
    if len(strata) != len(y):
        raise ValueError(f"{len(strata)} strata for {len(y)} values")
    sizes = {key: count(f"stratum_sizes[{key!r}]", size) for key, size in stratum_sizes.items()}
    population = sum(sizes.values())
    if population == 0:
        raise ValueError("stratum_sizes holds no units")
    if bounds is not None:
        low_bound, high_bound = (float(b) for b in bounds)
        if not low_bound < high_bound:
            raise ValueError(f"bounds must be (low, high) with low < high, got {bounds!r}")
        outside = np.flatnonzero((y < low_bound) | (y > high_bound))
        if len(outside):
            raise ValueError(f"values[{outside[0]}] = {values[outside[0]]!r} is outside the bounds {bounds!r}")
    rows: dict = {}
    for i, stratum in enumerate(strata):
        if stratum not in sizes:
            raise ValueError(f"stratum {stratum!r} of unit {i} is not in stratum_sizes")
        rows.setdefault(stratum, []).append(i)
    variance = 0.0
    for stratum, size in sizes.items():
        taken = len(rows.get(stratum, ()))
        if size == 0:
            continue
        if taken == 0:
            raise ValueError(f"stratum {stratum!r} holds {size} units but none was sampled: its mean is not estimated")
        if taken > size:
            raise ValueError(f"stratum {stratum!r} holds {size} units but {taken} were sampled")
        design = taken / size
        index = np.array(rows[stratum])
        if not np.allclose(pi[index], design, rtol=1e-9, atol=0):
            raise ValueError(
                f"stratum {stratum!r}: inclusion probabilities must be n_h / N_h = {taken}/{size} for this formula"
            )
        share = size / population
        if taken == size:
            continue
        if taken == 1:
            if bounds is None:
                raise ValueError(f"stratum {stratum!r} has a single sampled unit; its variance needs bounds")
            variance += share**2 * (high_bound - low_bound) ** 2 / 4
        else:
            variance += share**2 * (1 - design) * float(np.var(y[index], ddof=1)) / taken
    estimate = float(np.sum(y / pi)) / population
    half = z * math.sqrt(variance)
    low, high = estimate - half, estimate + half
    if bounds is not None:
        low, high = max(low_bound, low), min(high_bound, high)
    return estimate, low, high


def ht_paired_difference(
    first: Sequence,
    second: Sequence,
    probabilities: Sequence,
    strata: Sequence[Hashable],
    stratum_sizes: Mapping[Hashable, int],
    alpha: float = 0.05,
) -> tuple[float, float, float]:
    """Horvitz–Thompson estimate of a paired difference in a stratified sample, second − first, with
    its interval: ``(estimate, low, high)``.

    ``first`` and ``second`` are aligned outcomes of the same sampled units in [0, 1] (bool, 0, 1,
    or 0.5 for partly right; ``None`` is refused: score missing answers first). The per-unit
    differences d_i = second_i − first_i go through :func:`ht_mean_ci` with bounds [−1, 1]: the
    same unbiased stratified SRSWOR variance, and a stratum with one sampled unit contributes the
    largest possible W_h² · 1. ``ValueError`` as for :func:`ht_mean_ci`, and for sequences of
    different lengths or an outcome outside [0, 1].

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    if len(first) != len(second):
        raise ValueError(f"ht_paired_difference needs aligned outcomes, got {len(first)} and {len(second)}")
    x, y = _numbers("first", first), _numbers("second", second)
    for name, outcomes, raw in (("first", x, first), ("second", y, second)):
        outside = np.flatnonzero((outcomes < 0) | (outcomes > 1))
        if len(outside):
            raise ValueError(f"{name}[{outside[0]}] = {raw[outside[0]]!r} is not an outcome in [0, 1]")
    return ht_mean_ci(list(y - x), probabilities, strata, stratum_sizes, alpha, bounds=(-1.0, 1.0))
