"""What a check's accuracies fire: category drift from the rolling baseline, and gaps between
demographic strata. The arithmetic is ``benchmark.stats.drift``; this module chooses what is
tracked, converts points to fractions and writes the messages. No database here: the service
passes the numbers in and stores what comes out.

A check's measurements are ``{(condition, dimension, group): (score total, n)}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from benchmark.categories import Category
from benchmark.equity.strata import NOT_RECORDED
from benchmark.stats.drift import drift, strata_gap

#: The dimensions a drift alert watches: each category, and all questions together.
DRIFT_DIMENSIONS = ("overall", "category")
#: The demographic dimensions a check measures and compares (``benchmark.equity.strata``'s names).
STRATA_DIMENSIONS = ("sex", "age", "race")
Key = tuple[str, str, str]


@dataclass(frozen=True)
class Finding:
    """An alert to record (the service turns it into a ``MonitorAlert``)."""

    kind: str
    condition: str
    scope: str
    value: float
    baseline: float
    threshold: float
    message: str
    details: dict = field(default_factory=dict)


def group_label(dimension: str, group: str) -> str:
    if dimension == "overall":
        return "all questions"
    if dimension == "category" and group in Category.values:
        return Category(group).label.lower()
    return group


def _pct(value: float) -> str:
    return f"{100 * value:.1f}%"


def accuracies(points: dict[Key, tuple[float, int]], dimensions=DRIFT_DIMENSIONS) -> dict[Key, float]:
    return {key: total / n for key, (total, n) in points.items() if key[1] in dimensions and n}


def drift_findings(current: dict[Key, tuple[float, int]], history: list[dict[Key, tuple[float, int]]], *,
                   threshold_points: float, window: int) -> tuple[list, list[Finding]]:
    """Every tracked accuracy against its baseline (for the tables), and the alerts among them."""
    moves = drift(accuracies(current), [accuracies(h) for h in history], threshold=threshold_points / 100,
                  window=window)
    findings = []
    for move in moves:
        if not move.alert:
            continue
        condition, dimension, group = move.key
        n = current[move.key][1]
        verb = "fell" if move.delta < 0 else "rose"
        findings.append(Finding(
            kind="drift", condition=condition, scope=group, value=move.value, baseline=move.baseline,
            threshold=threshold_points,
            message=(f"{condition} · {group_label(dimension, group)} {verb} {abs(move.points):.1f} points: "
                     f"{_pct(move.value)} (n={n}) against a baseline of {_pct(move.baseline)} (mean of "
                     f"{move.baseline_checks} check{'s' if move.baseline_checks != 1 else ''}); threshold "
                     f"{threshold_points:g} points"),
            details={"dimension": dimension, "delta_points": round(move.points, 3), "n": n,
                     "baseline_checks": move.baseline_checks}))
    return moves, findings


def gaps(current: dict[Key, tuple[float, int]], *, threshold_points: float, min_n: int) -> dict[tuple[str, str], object]:
    """(condition, dimension) → the ``Gap`` between its strata (None: fewer than two to compare)."""
    by: dict[tuple[str, str], dict[str, tuple[float, int]]] = {}
    for (condition, dimension, group), value in current.items():
        if dimension in STRATA_DIMENSIONS:
            by.setdefault((condition, dimension), {})[group] = value
    return {key: strata_gap(strata, threshold=threshold_points / 100, min_n=min_n, exclude=(NOT_RECORDED,))
            for key, strata in sorted(by.items())}


def gap_findings(current: dict[Key, tuple[float, int]], *, threshold_points: float, min_n: int) -> list[Finding]:
    findings = []
    for (condition, dimension), gap in gaps(current, threshold_points=threshold_points, min_n=min_n).items():
        if gap is None or not gap.alert:
            continue
        small = [g for g in gap.left_out if g != NOT_RECORDED]
        findings.append(Finding(
            kind="gap", condition=condition, scope=dimension, value=gap.low.accuracy, baseline=gap.high.accuracy,
            threshold=threshold_points,
            message=(f"{condition} · {dimension}: gap of {gap.points:.1f} points between {gap.high.name} "
                     f"{_pct(gap.high.accuracy)} (n={gap.high.n}) and {gap.low.name} {_pct(gap.low.accuracy)} "
                     f"(n={gap.low.n}); threshold {threshold_points:g} points"
                     + (f"; not compared (under {min_n} questions): {', '.join(map(str, small))}" if small else "")),
            details={"high": gap.high.name, "low": gap.low.name, "gap_points": round(gap.points, 3),
                     "compared": list(gap.compared), "left_out": list(gap.left_out)}))
    return findings
