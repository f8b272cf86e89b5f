"""Drift arithmetic for algorithmovigilance (paper 000, App. Z): a rolling baseline, the drift of
each tracked accuracy from it, and the gap between demographic strata. Plain functions over
numbers, no Django (the ``stats-without-django`` contract).

Conventions, as for the rest of ``benchmark.stats``: accuracies are fractions (0.82, not 82), and
so are thresholds (five points is 0.05). A history is a sequence of checks, oldest first, each a
mapping key → accuracy (a key is whatever the caller tracks: a category, ``("C4g", "negation")``);
a key a check did not measure is simply absent from it.

"Moves more than the threshold" is strict: a move of exactly the threshold does not fire. The
comparison allows for float error (0.85 − 0.80 is 0.05000000000000004), so exactly five points
never fires by accident of binary arithmetic.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from numbers import Real

from benchmark.stats._checks import count

#: Differences closer than this to the threshold count as equal to it (float error, not drift).
TOLERANCE = 1e-9


def _fraction(name: str, value) -> float:
    if isinstance(value, bool) or not isinstance(value, Real) or not math.isfinite(value):
        raise ValueError(f"{name} must be a finite number, got {value!r}")
    return float(value)


def _threshold(name: str, value) -> float:
    value = _fraction(name, value)
    if not 0 <= value <= 1:
        raise ValueError(f"{name} must be a fraction between 0 and 1 (five points is 0.05), got {value!r}")
    return value


def _window(window) -> int:
    window = count("window", window)
    if window < 1:
        raise ValueError("window must be at least 1 check")
    return window


def exceeds(difference: float, threshold: float) -> bool:
    """Whether ``|difference|`` is more than ``threshold`` (strictly, beyond float error)."""
    return abs(difference) > threshold + TOLERANCE


def rolling_baseline(history: Sequence[float | None], window: int) -> tuple[float, int] | None:
    """The mean of the last ``window`` values of ``history`` (oldest first) that are not None, and
    how many it averaged; None when there is none. A check that did not measure the value
    (None) neither counts towards the window nor pulls the mean."""
    window = _window(window)
    values = [_fraction("a history value", v) for v in history if v is not None][-window:]
    if not values:
        return None
    return sum(values) / len(values), len(values)


@dataclass(frozen=True)
class Drift:
    """One tracked accuracy against its rolling baseline."""

    key: Hashable
    value: float
    baseline: float
    #: value − baseline (negative: a drop)
    delta: float
    #: how many earlier checks the baseline is the mean of
    baseline_checks: int
    #: whether |delta| is more than the threshold
    alert: bool

    @property
    def points(self) -> float:
        """The move in percentage points (−6.0 for a six-point drop)."""
        return 100 * self.delta


def drift(current: Mapping[Hashable, float], history: Sequence[Mapping[Hashable, float]], *, threshold: float,
          window: int, min_baseline: int = 1) -> list[Drift]:
    """Each key of ``current`` against the mean of its last ``window`` values in ``history`` (the
    earlier checks, oldest first; the current check is not part of its own baseline). A key with
    fewer than ``min_baseline`` earlier values has no baseline yet and is left out (the first
    check of a monitor sets the baseline and never fires). ``alert`` is true where the value moved
    more than ``threshold`` either way: a rise is drift too (a changed reference, a leak).

    Keys come back in the order of ``current``. ``ValueError`` for a threshold outside [0, 1], a
    window below 1, or a value that is not a finite number."""
    threshold = _threshold("threshold", threshold)
    window = _window(window)
    min_baseline = count("min_baseline", min_baseline)
    result = []
    for key, value in current.items():
        value = _fraction(f"the value of {key!r}", value)
        baseline = rolling_baseline([check.get(key) for check in history], window)
        if baseline is None or baseline[1] < min_baseline:
            continue
        mean, used = baseline
        delta = value - mean
        result.append(Drift(key, value, mean, delta, used, exceeds(delta, threshold)))
    return result


@dataclass(frozen=True)
class Stratum:
    """One stratum's accuracy: the sum of its scores over its n questions."""

    name: Hashable
    total: float
    n: int

    @property
    def accuracy(self) -> float:
        return self.total / self.n


@dataclass(frozen=True)
class Gap:
    """The largest accuracy gap between strata of one dimension (sex, age band, race)."""

    high: Stratum
    low: Stratum
    #: high − low accuracy, a fraction (never negative)
    gap: float
    #: the strata compared (those with enough questions)
    compared: tuple[Hashable, ...]
    #: the strata left out for having fewer than ``min_n`` questions, or by name (``exclude``)
    left_out: tuple[Hashable, ...]
    #: whether the gap is more than the threshold
    alert: bool

    @property
    def points(self) -> float:
        return 100 * self.gap


def strata_gap(strata: Mapping[Hashable, tuple[float, int]], *, threshold: float, min_n: int = 1,
               exclude: Iterable[Hashable] = ()) -> Gap | None:
    """The gap between the best and the worst stratum of one dimension: ``strata`` maps each
    stratum to (sum of its scores, its number of questions). Strata named in ``exclude`` (an
    unknown race is no demographic group) and strata with fewer than ``min_n`` questions are left
    out: too small to conclude anything from (the paper's 9.9-point gap on 10 non-White patients
    was "severely underpowered"). None when fewer than two strata remain. Ties between strata
    are broken by their sorted names, so the same numbers name the same pair.

    ``ValueError`` for a threshold outside [0, 1], a count that is not a non-negative integer, or a
    total outside [0, n]."""
    threshold = _threshold("threshold", threshold)
    min_n = count("min_n", min_n)
    excluded = set(exclude)
    kept, left_out = [], []
    for name, (total, n) in strata.items():
        n = count(f"the question count of stratum {name!r}", n)
        total = _fraction(f"the score total of stratum {name!r}", total)
        if not 0 <= total <= n + TOLERANCE:
            raise ValueError(f"stratum {name!r}: the score total {total!r} is outside [0, {n}]")
        if name in excluded or n == 0 or n < min_n:
            left_out.append(name)
        else:
            kept.append(Stratum(name, total, n))
    if len(kept) < 2:
        return None
    kept.sort(key=lambda s: str(s.name))
    high = max(kept, key=lambda s: s.accuracy)
    low = min(kept, key=lambda s: s.accuracy)
    gap = high.accuracy - low.accuracy
    return Gap(high, low, gap, tuple(s.name for s in kept), tuple(sorted(left_out, key=str)),
               exceeds(gap, threshold))
