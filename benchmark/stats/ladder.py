"""SliceBench's context ladder as numbers (paper 000 §3.6, App. I, K, M): accuracy at each step of a
monotone context progression (B0 → B4), per complexity tier and overall; each step's gain with a
patient-cluster interval; and the tier × step interaction — how much more (or less) a step gains in
one tier than in another.

Plain functions over outcomes ``(item, patient, tier, step, value)``; no Django. Conventions of the
package: fractions, ``(low, high)`` intervals, second − first.

- A **step delta** is accuracy(later step) − accuracy(earlier step) over the items scored at both,
  with the BCa patient-cluster bootstrap (:func:`benchmark.stats.bootstrap_bca`, 2,000 resamples,
  seed 42). A group with one patient has no cluster interval (``ci`` is None, ``note`` says so).
- The **interaction** of a step between two tiers is delta(second tier) − delta(first tier). Its
  interval is a percentile bootstrap that resamples patients *within* each tier (a stratified
  cluster bootstrap: ``bootstrap_bca`` resamples across all clusters, which could leave a tier
  empty). Its p-value is a two-sided permutation test that reassigns whole patients to the two
  tiers, group sizes kept: exact over every assignment when there are at most
  ``EXACT_LIMIT`` of them, else ``n_permutations`` random ones with p = (1 + exceed) / (1 + n).
  With two patients per tier there are only six assignments, so p cannot fall below 1/3: the
  paper's tier contrasts are descriptive for that reason (App. I).
"""

from __future__ import annotations

import itertools
import math
from collections import defaultdict
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from benchmark.stats._checks import z_value
from benchmark.stats.bootstrap import bootstrap_bca

N_RESAMPLES = 2000
SEED = 42
#: at most this many tier assignments are enumerated; beyond, random permutations are drawn
EXACT_LIMIT = 20_000
#: the label of the group of every patient (tiered or not)
ALL = "all"
_TOLERANCE = 1e-12


class Outcome(NamedTuple):
    """One scored answer: question ``item`` of ``patient`` (in ``tier``, None when untiered),
    answered at ladder ``step``, scored ``value`` (1 / 0.5 / 0)."""

    item: Hashable
    patient: Hashable
    tier: str | None
    step: str
    value: float


@dataclass
class StepAccuracy:
    step: str
    n: int
    accuracy: float | None


@dataclass
class StepDelta:
    """later − earlier over the items scored at both steps."""

    first: str
    second: str
    n: int
    patients: int
    first_accuracy: float | None
    second_accuracy: float | None
    delta: float | None
    ci: tuple[float, float] | None
    critical: bool = False
    note: str = ""


@dataclass
class LadderRow:
    """One group (a tier, or ``all``): its size, accuracy per step and each step's delta."""

    group: str
    patients: int
    items: int
    accuracy: list[StepAccuracy]
    deltas: list[StepDelta]


@dataclass
class TierInteraction:
    """delta(second tier) − delta(first tier) for one step."""

    first: str
    second: str
    step_from: str
    step_to: str
    delta_first: float | None
    delta_second: float | None
    difference: float | None
    ci: tuple[float, float] | None
    p: float | None
    permutations: int
    exact: bool
    critical: bool = False
    note: str = ""


@dataclass
class LadderResult:
    steps: list[str]
    tiers: list[str]
    critical: tuple[str, str] | None
    rows: list[LadderRow]
    interactions: list[TierInteraction] = field(default_factory=list)
    n_resamples: int = N_RESAMPLES
    seed: int = SEED


def _checked(outcomes: Iterable, steps: Sequence[str]) -> list[Outcome]:
    rows = []
    known = set(steps)
    seen: set[tuple] = set()
    for raw in outcomes:
        row = Outcome(*raw)
        if row.step not in known:
            raise ValueError(f"outcome for step {row.step!r}, which is not one of {', '.join(steps)}")
        value = float(row.value)
        if not (math.isfinite(value) and 0 <= value <= 1):
            raise ValueError(f"outcome value must lie in [0, 1], got {row.value!r} for item {row.item!r}")
        if (row.item, row.step) in seen:
            raise ValueError(f"item {row.item!r} has two outcomes at step {row.step!r}")
        seen.add((row.item, row.step))
        rows.append(row._replace(value=value))
    return rows


def _paired(rows: list[Outcome], first: str, second: str) -> list[tuple[Hashable, Hashable, float, float]]:
    """(item, patient, first value, second value) for the items scored at both steps, sorted by item."""
    at: dict[str, dict] = {first: {}, second: {}}
    patient_of = {}
    for r in rows:
        if r.step in at:
            at[r.step][r.item] = r.value
            patient_of[r.item] = r.patient
    shared = sorted(set(at[first]) & set(at[second]), key=repr)
    return [(item, patient_of[item], at[first][item], at[second][item]) for item in shared]


def step_delta(rows: Sequence, first: str, second: str, *, critical: bool = False, n_resamples: int = N_RESAMPLES,
               seed: int = SEED, alpha: float = 0.05) -> StepDelta:
    """The gain from ``first`` to ``second`` over the items scored at both, with its BCa
    patient-cluster interval (None, with a note, when fewer than two patients answered)."""
    rows = [Outcome(*r) for r in rows]
    pairs = _paired(rows, first, second)
    if not pairs:
        return StepDelta(first, second, 0, 0, None, None, None, None, critical, "no item scored at both steps")
    data = np.array([(a, b) for _, _, a, b in pairs])
    clusters = [p for _, p, _, _ in pairs]
    patients = len(set(clusters))
    delta = float(data[:, 1].mean() - data[:, 0].mean())
    ci, note = None, ""
    if patients < 2:
        note = "one patient: no cluster interval"
    else:
        boot = bootstrap_bca(data, lambda v: float(v[:, 1].mean() - v[:, 0].mean()), n_resamples=n_resamples,
                             seed=seed, clusters=clusters, alpha=alpha)
        ci = (boot.low, boot.high)
    return StepDelta(first, second, len(pairs), patients, float(data[:, 0].mean()), float(data[:, 1].mean()),
                     delta, ci, critical, note)


def _by_patient(pairs) -> dict[Hashable, np.ndarray]:
    grouped: dict[Hashable, list[float]] = defaultdict(list)
    for _, patient, a, b in pairs:
        grouped[patient].append(b - a)
    return {p: np.array(v) for p, v in grouped.items()}


def _mean_delta(per_patient: Sequence[np.ndarray]) -> float:
    """Mean item-level delta over the given patients' items (items, not patients, weigh equally)."""
    return float(np.concatenate(per_patient).mean())


def tier_interaction(rows: Sequence, first_tier: str, second_tier: str, step_from: str, step_to: str, *,
                     critical: bool = False, n_resamples: int = N_RESAMPLES, n_permutations: int = N_RESAMPLES,
                     seed: int = SEED, alpha: float = 0.05) -> TierInteraction:
    """delta(``second_tier``) − delta(``first_tier``) for the step ``step_from`` → ``step_to``: the
    difference, its stratified patient-cluster percentile interval and the permutation p-value
    (module docstring). A tier with no paired items gives ``difference`` None; one with a single
    patient gives no interval (a bootstrap within it could not vary) but still a p-value."""
    z_value(alpha)
    rows = [Outcome(*r) for r in rows]
    groups = {}
    for tier in (first_tier, second_tier):
        groups[tier] = _by_patient(_paired([r for r in rows if r.tier == tier], step_from, step_to))
    result = TierInteraction(first_tier, second_tier, step_from, step_to, None, None, None, None, None, 0, False,
                             critical)
    if not groups[first_tier] or not groups[second_tier]:
        missing = [t for t in (first_tier, second_tier) if not groups[t]]
        result.note = f"no paired items in tier {', '.join(missing)}"
        return result
    a, b = list(groups[first_tier].values()), list(groups[second_tier].values())
    result.delta_first, result.delta_second = _mean_delta(a), _mean_delta(b)
    observed = result.delta_second - result.delta_first
    result.difference = observed

    rng = np.random.default_rng(seed)
    if len(a) >= 2 and len(b) >= 2:
        replicates = np.empty(n_resamples)
        for i in range(n_resamples):
            ra = [a[j] for j in rng.integers(0, len(a), len(a))]
            rb = [b[j] for j in rng.integers(0, len(b), len(b))]
            replicates[i] = _mean_delta(rb) - _mean_delta(ra)
        result.ci = (float(np.quantile(replicates, alpha / 2)), float(np.quantile(replicates, 1 - alpha / 2)))
    else:
        result.note = "a tier with one patient: no interval"

    units = a + b
    k, n = len(b), len(units)
    total = math.comb(n, k)
    if total <= EXACT_LIMIT:
        exceed = 0
        for chosen in itertools.combinations(range(n), k):
            chosen_set = set(chosen)
            second = [units[i] for i in chosen]
            first = [units[i] for i in range(n) if i not in chosen_set]
            exceed += abs(_mean_delta(second) - _mean_delta(first)) >= abs(observed) - _TOLERANCE
        result.p, result.permutations, result.exact = exceed / total, total, True
    else:
        exceed = 0
        for _ in range(n_permutations):
            order = rng.permutation(n)
            second = [units[i] for i in order[:k]]
            first = [units[i] for i in order[k:]]
            exceed += abs(_mean_delta(second) - _mean_delta(first)) >= abs(observed) - _TOLERANCE
        result.p, result.permutations = (1 + exceed) / (1 + n_permutations), n_permutations
    return result


def ladder_table(outcomes: Iterable, *, steps: Sequence[str], tiers: Sequence[str],
                 critical: tuple[str, str] | None = None, n_resamples: int = N_RESAMPLES, seed: int = SEED,
                 alpha: float = 0.05) -> LadderResult:
    """The per-tier ladder table: for ``all`` patients and each tier (in ``tiers`` order; a tier
    with no outcomes keeps its row, empty), accuracy per step and each consecutive step's delta
    with its interval; and, for each consecutive step, the interaction between every pair of tiers
    with outcomes (later tier − earlier tier in ``tiers`` order). ``critical`` marks one step (the
    paper's B2 → B3) in the deltas and interactions; it must be two consecutive steps.

    Untiered outcomes (tier None) count in ``all`` only. Unknown steps, values outside [0, 1] and
    an item scored twice at one step are ``ValueError``.
    """
    steps = list(steps)
    if len(steps) < 2 or len(set(steps)) != len(steps):
        raise ValueError("ladder_table needs at least two distinct steps")
    consecutive = list(zip(steps, steps[1:]))
    if critical is not None and tuple(critical) not in consecutive:
        raise ValueError(f"critical step {critical!r} is not two consecutive steps of {' → '.join(steps)}")
    rows = _checked(outcomes, steps)
    known_tiers = set(tiers)
    stray = sorted({r.tier for r in rows if r.tier is not None and r.tier not in known_tiers})
    if stray:
        raise ValueError(f"outcomes in tiers {', '.join(stray)}, which are not among {', '.join(tiers)}")
    result = LadderResult(steps, list(tiers), tuple(critical) if critical else None, [], n_resamples=n_resamples,
                          seed=seed)
    for group in [ALL, *tiers]:
        mine = rows if group == ALL else [r for r in rows if r.tier == group]
        accuracy = []
        for step in steps:
            values = [r.value for r in mine if r.step == step]
            accuracy.append(StepAccuracy(step, len(values), sum(values) / len(values) if values else None))
        deltas = [step_delta(mine, a, b, critical=(a, b) == result.critical, n_resamples=n_resamples, seed=seed,
                             alpha=alpha) for a, b in consecutive]
        result.rows.append(LadderRow(group, len({r.patient for r in mine}), len({r.item for r in mine}),
                                     accuracy, deltas))
    present = [t for t in tiers if any(r.tier == t for r in rows)]
    for a, b in consecutive:
        for i, first in enumerate(present):
            for second in present[i + 1:]:
                result.interactions.append(tier_interaction(
                    rows, first, second, a, b, critical=(a, b) == result.critical, n_resamples=n_resamples,
                    n_permutations=n_resamples, seed=seed, alpha=alpha))
    return result
