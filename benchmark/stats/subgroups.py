"""Subgroup (equity) statistics over right/wrong outcomes per question, condition and stratum
(paper 000 App. Y): the subgroup table with Wilson intervals, the gap between strata with a
patient-cluster BCa interval, a permutation test of the condition × subgroup interaction, and the
power statement that says when a stratum is too small to conclude anything.

Input is a sequence of :class:`Observation` rows, one per question answered under one condition:
the stratum the question's patient falls in, the condition (or arm) that answered it, the patient
(the cluster) and whether the answer was right. How a patient is put in a stratum is the caller's
business (``benchmark.equity.strata`` for the workbench); nothing here knows what a stratum means.

Choices, each stated where it is made:

- **Accuracy** is the share of answers counted right: a proportion, so it has a Wilson interval
  (:func:`benchmark.stats.wilson_ci`). Callers decide what counts as right (the workbench: score 1).
- **Gaps** are differences of accuracies between strata on one condition, with the project's
  patient-cluster BCa bootstrap (:func:`benchmark.stats.bootstrap_bca`: 2,000 resamples, seed 42).
  "Largest minus smallest" compares the two strata that are highest and lowest *in the data*; the
  interval is for the difference between those two strata (re-choosing them in every resample
  would make the range statistic biased upward). A resample that leaves a stratum with no patient
  makes the difference undefined: then there is no interval, and the result says why (too few
  patients for a cluster interval), instead of a number that would mislead.
- **Interaction** is tested by permutation, not by a logistic model: on the paired questions (those
  answered under every compared condition) the condition effect is the difference in the share
  right, per stratum; the statistic is the size-weighted spread of those effects around the pooled
  effect, and its null distribution comes from shuffling stratum labels over patients (a patient's
  questions in one stratum move together, so clustering is respected). It needs no convergence and
  no large-sample approximation, and keeps working when a condition is 0% or 100% right in a
  stratum, where a logistic regression separates and a GEE does not converge (the extractive
  reader's C1 abstains on everything). It tests effect modification on the difference scale, the
  scale the gaps are reported on.
- **Power** is the minimum detectable difference at 80% power (two-sided α = 0.05) between a
  stratum and the rest, by the normal approximation for two independent proportions at the
  planning value p = 0.5 (the largest variance: the statement does not depend on the outcome),
  with the question counts deflated by the design effect of clustering (1 + (m̄ − 1)·ICC, the ICC
  from the one-way ANOVA estimator over patients). A stratum is "too small to conclude" when it
  has fewer than ``min_patients`` patients or its detectable difference exceeds ``max_mdd``.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from numbers import Integral, Real
from typing import NamedTuple

import numpy as np
from scipy.stats import norm

from benchmark.stats._checks import z_value
from benchmark.stats.bootstrap import bootstrap_bca
from benchmark.stats.intervals import wilson_ci

#: the project's bootstrap and permutation settings (paper 000 §3.7)
N_RESAMPLES = 2000
SEED = 42
#: a stratum with fewer patients than this is too small to conclude anything
MIN_PATIENTS = 20
#: … and so is one whose minimum detectable difference is larger than this (a fraction: 10 points)
MAX_MDD = 0.10


class Observation(NamedTuple):
    """One question answered under one condition: its stratum, condition, patient (cluster), the
    question's id, and whether the answer was right."""

    stratum: str
    condition: str
    patient: Hashable
    item: Hashable
    correct: bool


@dataclass(frozen=True)
class Cell:
    """Accuracy of one condition in one stratum: ``k`` right of ``n``, with its Wilson interval."""

    k: int
    n: int
    accuracy: float
    ci: tuple[float, float]


@dataclass
class StratumRow:
    stratum: str
    questions: int
    patients: int
    cells: dict[str, Cell] = field(default_factory=dict)


@dataclass
class Gap:
    """``high`` − ``low`` on one condition: the accuracies, the difference, its interval (or why not)."""

    condition: str
    high: str
    low: str
    high_accuracy: float
    low_accuracy: float
    gap: float
    ci: tuple[float, float] | None
    patients: tuple[int, int]
    note: str = ""


@dataclass
class Interaction:
    """The condition × subgroup permutation test."""

    conditions: list[str]
    strata: list[str]
    #: stratum → condition → effect (share right under the condition − under the first condition)
    effects: dict[str, dict[str, float]]
    pooled: dict[str, float]
    items: int
    units: int
    statistic: float | None
    p: float | None
    permutations: int
    note: str = ""


@dataclass
class PowerLine:
    """Whether a stratum can show anything: its size, its detectable difference and a sentence."""

    stratum: str
    patients: int
    questions: int
    mdd: float | None
    too_small: bool
    statement: str


def _checked(observations: Sequence) -> list[Observation]:
    rows = []
    for i, row in enumerate(observations):
        row = Observation(*row)
        if row.correct is None or not isinstance(row.correct, (bool, np.bool_, Integral)):
            raise ValueError(f"observation {i}: correct must be True or False, got {row.correct!r}")
        rows.append(row._replace(correct=bool(row.correct), stratum=str(row.stratum), condition=str(row.condition)))
    return rows


def _order(values, given: Sequence[str] | None) -> list[str]:
    present = list(dict.fromkeys(values))
    if given is None:
        return sorted(present)
    return [v for v in given if v in set(present)] + sorted(set(present) - set(given))


def subgroup_table(observations: Sequence, *, strata: Sequence[str] | None = None,
                   conditions: Sequence[str] | None = None, alpha: float = 0.05) -> list[StratumRow]:
    """One row per stratum: its distinct questions and patients, and per condition the accuracy
    (share right) with its Wilson interval. ``strata`` / ``conditions`` give the order (others
    follow, sorted). A condition with no question in a stratum has no cell there. Empty input
    gives an empty table.

    Two strata, one condition, 3 of 4 and 1 of 4 right → cells 0.75 [0.30, 0.95] and 0.25 [0.05, 0.70].
    """
    rows = _checked(observations)
    z_value(alpha)
    tally: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    questions, patients = defaultdict(set), defaultdict(set)
    for row in rows:
        counts = tally[row.stratum][row.condition]
        counts[0] += row.correct
        counts[1] += 1
        questions[row.stratum].add(row.item)
        patients[row.stratum].add(row.patient)
    order = _order([r.stratum for r in rows], strata)
    condition_order = _order([r.condition for r in rows], conditions)
    table = []
    for stratum in order:
        line = StratumRow(stratum, len(questions[stratum]), len(patients[stratum]))
        for condition in condition_order:
            if condition in tally[stratum]:
                k, n = tally[stratum][condition]
                line.cells[condition] = Cell(k, n, k / n, wilson_ci(k, n, alpha))
        table.append(line)
    return table


def _difference(rows: list[Observation], first: str, second: str | None, condition: str, *,
                n_resamples: int, seed: int, alpha: float) -> tuple[float, float, float, tuple | None, tuple, str]:
    """Accuracy of stratum ``first`` − accuracy of ``second`` (None: every other stratum) on one
    condition, with the patient-cluster BCa interval or the reason there is none."""
    mine = [r for r in rows if r.condition == condition and (second is None or r.stratum in (first, second))]
    data = np.array([(r.stratum == first, r.correct) for r in mine], dtype=float)
    inside = data[:, 0] == 1
    if not inside.any() or inside.all():
        raise ValueError(f"stratum {first!r} and its comparison both need questions on {condition}")
    a, b = float(data[inside, 1].mean()), float(data[~inside, 1].mean())
    clusters = [r.patient for r in mine]
    sizes = (len({r.patient for r in mine if r.stratum == first}),
             len({r.patient for r in mine if r.stratum != first}))

    def statistic(sample: np.ndarray) -> float:
        chosen = sample[:, 0] == 1
        if not chosen.any() or chosen.all():
            return math.nan  # a resample without one of the two sides: the difference is undefined
        return float(sample[chosen, 1].mean() - sample[~chosen, 1].mean())

    try:
        ci = bootstrap_bca(data, statistic, n_resamples=n_resamples, seed=seed, clusters=clusters, alpha=alpha)
    except ValueError:
        fewest = min(sizes)
        return a, b, a - b, None, sizes, (f"no interval: with {fewest} patient{'s' * (fewest != 1)} on one side, some "
                                          "patient resamples leave it empty (too few patients for a cluster interval)")
    return a, b, a - b, (ci.low, ci.high), sizes, ""


def largest_gap(observations: Sequence, condition: str, *, strata: Sequence[str] | None = None,
                n_resamples: int = N_RESAMPLES, seed: int = SEED, alpha: float = 0.05) -> Gap | None:
    """The most accurate stratum minus the least accurate one on ``condition`` (among ``strata``
    when given), with the patient-cluster BCa interval of that difference; the two strata are
    chosen on the data, and ties go to the first in ``strata`` order (sorted otherwise). ``None``
    when fewer than two strata have questions on the condition."""
    rows = [r for r in _checked(observations) if r.condition == condition
            and (strata is None or r.stratum in set(strata))]
    table = subgroup_table(rows, strata=strata)
    scored = [(line.stratum, line.cells[condition].accuracy) for line in table if condition in line.cells]
    if len(scored) < 2:
        return None
    high = max(scored, key=lambda s: s[1])[0]
    low = min(scored, key=lambda s: s[1])[0]
    tied = high == low
    if tied:  # every stratum equally accurate: compare the first two
        high, low = scored[0][0], scored[1][0]
    a, b, gap, ci, sizes, note = _difference(rows, high, low, condition, n_resamples=n_resamples, seed=seed,
                                             alpha=alpha)
    if tied:
        note = "; ".join(filter(None, ["every stratum is equally accurate", note]))
    return Gap(condition, high, low, a, b, gap, ci, sizes, note)


def gaps_versus_rest(observations: Sequence, condition: str, *, strata: Sequence[str] | None = None,
                     n_resamples: int = N_RESAMPLES, seed: int = SEED, alpha: float = 0.05) -> list[Gap]:
    """Each stratum minus all the others together on ``condition`` (``low`` is "rest"), with the
    patient-cluster BCa interval. Strata outside ``strata`` (when given) are left out of both sides.
    A stratum that is the only one with questions on the condition has no comparison."""
    rows = [r for r in _checked(observations) if r.condition == condition
            and (strata is None or r.stratum in set(strata))]
    result = []
    for stratum in _order([r.stratum for r in rows], strata):
        if all(r.stratum == stratum for r in rows):
            continue
        a, b, gap, ci, sizes, note = _difference(rows, stratum, None, condition, n_resamples=n_resamples,
                                                 seed=seed, alpha=alpha)
        result.append(Gap(condition, stratum, "rest", a, b, gap, ci, sizes, note))
    return result


def interaction_test(observations: Sequence, *, conditions: Sequence[str] | None = None,
                     strata: Sequence[str] | None = None, n_permutations: int = N_RESAMPLES,
                     seed: int = SEED) -> Interaction:
    """Permutation test of condition × subgroup interaction: does the condition effect differ
    between strata?

    Only questions answered under every one of ``conditions`` (default: every condition present,
    in sorted order) enter, so each effect is paired. The effect of condition c in stratum s is
    mean(y_c − y_first) over the stratum's paired questions; the statistic is
    T = Σ_c Σ_s n_s (e_{s,c} − ē_c)², with n_s the stratum's paired questions and ē_c the pooled
    effect. The units permuted are the (patient, stratum) cells: a patient's questions in one
    stratum keep their label together. The p-value is (1 + #{T* ≥ T}) / (1 + B), B =
    ``n_permutations`` shuffles with ``seed``. Identical effects in every stratum give T = 0 and
    p = 1.

    Fewer than two conditions, two strata or three units leaves ``statistic`` and ``p`` ``None``
    with a ``note`` saying why; a question filed under two strata is a ``ValueError``.
    """
    if not isinstance(n_permutations, Integral) or n_permutations < 100:
        raise ValueError(f"interaction_test needs n_permutations >= 100, got {n_permutations!r}")
    rows = [r for r in _checked(observations) if strata is None or r.stratum in set(strata)]
    names = _order([r.condition for r in rows], conditions)
    if conditions is not None:
        names = [c for c in conditions if c in set(names)]
    outcome: dict[Hashable, dict[str, bool]] = defaultdict(dict)
    where: dict[Hashable, tuple[str, Hashable]] = {}
    for row in rows:
        if row.condition not in names:
            continue
        if where.setdefault(row.item, (row.stratum, row.patient)) != (row.stratum, row.patient):
            raise ValueError(f"question {row.item!r} is in two strata or patients: {where[row.item]} and "
                             f"{(row.stratum, row.patient)}")
        outcome[row.item][row.condition] = row.correct
    paired = [item for item, seen in outcome.items() if len(seen) == len(names)]
    strata_present = _order([where[item][0] for item in paired], strata)
    result = Interaction(list(names), strata_present, {}, {}, len(paired), 0, None, None, n_permutations)
    if len(names) < 2:
        result.note = "an interaction needs two or more conditions answering the same questions"
        return result
    first, others = names[0], names[1:]
    units: dict[tuple, int] = {}
    for item in paired:
        units.setdefault(where[item], len(units))
    unit_of = np.array([units[where[item]] for item in paired])
    differences = np.array([[outcome[item][c] - outcome[item][first] for c in others] for item in paired], dtype=float)
    sizes = np.bincount(unit_of, minlength=len(units)).astype(float)
    sums = np.zeros((len(units), len(others)))
    np.add.at(sums, unit_of, differences)
    label_index = {s: i for i, s in enumerate(strata_present)}
    labels = np.array([label_index[stratum] for stratum, _ in units])
    result.units = len(units)
    pooled = sums.sum(axis=0) / sizes.sum() if len(paired) else np.zeros(len(others))
    result.pooled = {c: float(pooled[j]) for j, c in enumerate(others)}
    for s, i in label_index.items():
        chosen = labels == i
        result.effects[s] = {c: float(sums[chosen, j].sum() / sizes[chosen].sum()) for j, c in enumerate(others)}
    if len(strata_present) < 2 or len(units) < 3:
        result.note = (f"an interaction needs paired questions in two or more strata; there are "
                       f"{len(strata_present)} stratum/strata and {len(units)} patient cell(s)")
        return result

    def spread(assigned: np.ndarray) -> float:
        n_s = np.bincount(assigned, weights=sizes, minlength=len(strata_present))
        total = np.stack([np.bincount(assigned, weights=sums[:, j], minlength=len(strata_present))
                          for j in range(len(others))], axis=1)
        present = n_s > 0
        effects = total[present] / n_s[present, None]
        return float(np.sum(n_s[present, None] * (effects - pooled) ** 2))

    observed = spread(labels)
    rng = np.random.default_rng(seed)
    tolerance = 1e-12 * max(1.0, observed)
    exceed = sum(spread(rng.permutation(labels)) >= observed - tolerance for _ in range(n_permutations))
    result.statistic, result.p = observed, (1 + exceed) / (1 + n_permutations)
    return result


def intraclass_correlation(outcomes_by_patient: Sequence[Sequence[float]]) -> float | None:
    """The one-way ANOVA estimator of the intraclass correlation of outcomes within patients,
    (MSB − MSW) / (MSB + (m₀ − 1)·MSW), clipped to [0, 1]. ``None`` when it cannot be estimated:
    fewer than two patients, no patient with two outcomes, or no variation at all."""
    groups = [np.asarray(g, dtype=float) for g in outcomes_by_patient if len(g)]
    k = len(groups)
    total = sum(len(g) for g in groups)
    if k < 2 or total <= k:
        return None
    grand = np.concatenate(groups).mean()
    between = sum(len(g) * (g.mean() - grand) ** 2 for g in groups) / (k - 1)
    within = sum(float(((g - g.mean()) ** 2).sum()) for g in groups) / (total - k)
    m0 = (total - sum(len(g) ** 2 for g in groups) / total) / (k - 1)
    denominator = between + (m0 - 1) * within
    if denominator <= 0:
        return None
    return float(min(1.0, max(0.0, (between - within) / denominator)))


def design_effect(observations: Sequence) -> float:
    """The design effect of clustering questions in patients, 1 + (m̄ − 1)·ICC: m̄ the mean number
    of questions per patient, the ICC the mean over conditions of :func:`intraclass_correlation`
    (conditions where it cannot be estimated are skipped). 1.0 when no condition gives an ICC."""
    rows = _checked(observations)
    by_condition: dict[str, dict[Hashable, list[float]]] = defaultdict(lambda: defaultdict(list))
    for row in rows:
        by_condition[row.condition][row.patient].append(float(row.correct))
    iccs = [icc for groups in by_condition.values()
            if (icc := intraclass_correlation(list(groups.values()))) is not None]
    if not iccs:
        return 1.0
    questions = defaultdict(set)
    for row in rows:
        questions[row.patient].add(row.item)
    mean_size = sum(len(q) for q in questions.values()) / len(questions)
    return 1.0 + max(0.0, mean_size - 1) * float(np.mean(iccs))


def minimum_detectable_difference(n1: float, n2: float, *, design_effect: float = 1.0, p: float = 0.5,
                                  alpha: float = 0.05, power: float = 0.8) -> float:
    """The smallest difference between two independent proportions that a two-sided test at
    ``alpha`` detects with ``power``: (z_{1−α/2} + z_power)·√(p(1 − p)·D·(1/n₁ + 1/n₂)), D the
    design effect (the normal approximation; the opposite tail's tiny rejection chance is ignored,
    as usual). At p = 0.5, n₁ = n₂ = 100, D = 1: 0.198. It can exceed 1: then no difference at all
    is detectable. ``ValueError`` for sizes ≤ 0, D < 1, p outside (0, 1) or power outside (0, 1)."""
    for name, value in (("n1", n1), ("n2", n2)):
        if isinstance(value, bool) or not isinstance(value, Real) or not value > 0:
            raise ValueError(f"{name} must be a positive number, got {value!r}")
    if not isinstance(design_effect, Real) or not design_effect >= 1:
        raise ValueError(f"design_effect must be at least 1, got {design_effect!r}")
    if not isinstance(p, Real) or not 0 < p < 1:
        raise ValueError(f"p must be between 0 and 1, got {p!r}")
    if not isinstance(power, Real) or not 0 < power < 1:
        raise ValueError(f"power must be between 0 and 1, got {power!r}")
    z = z_value(alpha) + float(norm.ppf(power))
    return z * math.sqrt(p * (1 - p) * design_effect * (1 / n1 + 1 / n2))


def _points(value: float, signed: bool = True) -> str:
    return f"{value * 100:+.1f}" if signed else f"{value * 100:.1f}"


def power_statements(table: Sequence[StratumRow], *, design_effect: float = 1.0,
                     gaps: Sequence[Gap] = (), min_patients: int = MIN_PATIENTS, max_mdd: float = MAX_MDD,
                     alpha: float = 0.05, power: float = 0.8) -> list[PowerLine]:
    """Per stratum, in words: its size, the minimum detectable difference against the other strata
    together (:func:`minimum_detectable_difference` on the question counts, p = 0.5, the given
    design effect) and whether it is too small to conclude anything (fewer than ``min_patients``
    patients, or a detectable difference above ``max_mdd``). ``gaps`` (stratum vs rest, any
    condition) are quoted against the detectable difference, so a reader sees at once whether an
    observed gap could have been told from noise."""
    total = sum(line.questions for line in table)
    by_stratum = defaultdict(list)
    for gap in gaps:
        by_stratum[gap.high].append(gap)
    lines = []
    for line in table:
        rest = total - line.questions
        mdd = (minimum_detectable_difference(line.questions, rest, design_effect=design_effect, alpha=alpha,
                                             power=power) if line.questions and rest else None)
        too_small = line.patients < min_patients or mdd is None or mdd > max_mdd
        size = (f"{line.stratum}: {line.patients} patient{'s' * (line.patients != 1)}, "
                f"{line.questions} question{'s' * (line.questions != 1)}")
        if mdd is None:
            detect = "there is no other stratum to compare it with"
        elif mdd >= 1:
            detect = (f"no difference from the other patients, however large, would be detected with "
                      f"{power:.0%} power (two-sided α = {alpha:g}, design effect {design_effect:.2f})")
        else:
            detect = (f"only a difference of {_points(mdd, False)} points or more from the other patients would be "
                      f"detected with {power:.0%} power (two-sided α = {alpha:g}, design effect {design_effect:.2f})")
        observed = [g for g in by_stratum.get(line.stratum, []) if mdd is not None]
        quoted = ", ".join(f"{g.condition} {_points(g.gap)} points" for g in observed)
        if too_small:
            why = (f"fewer than {min_patients} patients" if line.patients < min_patients
                   else f"it could not detect a {_points(max_mdd, False)}-point difference")
            text = f"{size} — too small to conclude ({why}): {detect}."
            if observed:
                below = [g for g in observed if abs(g.gap) < mdd]
                text += (f" The observed gaps ({quoted}) are smaller than that: they can be neither confirmed nor "
                         "excluded, so they are reported for transparency only." if len(below) == len(observed)
                         else f" Observed gaps: {quoted}.")
        else:
            text = f"{size}: {detect}." + (f" Observed gaps: {quoted}." if observed else "")
        lines.append(PowerLine(line.stratum, line.patients, line.questions, mdd, too_small, text))
    return lines


def underpowered_summary(lines: Sequence[PowerLine], interaction: Interaction | None = None) -> str:
    """One sentence on the whole table: how many strata are too small, and what the interaction
    test can and cannot say (paper 000 App. Y: "severely underpowered … cannot rule out meaningful
    effect modification")."""
    small = [line for line in lines if line.too_small]
    if not lines:
        return "No stratum has scored questions."
    if small:
        names = ", ".join(line.stratum for line in small)
        text = (f"Underpowered: {len(small)} of {len(lines)} strata ({names}) are too small to conclude anything; "
                "the table is reported for transparency, not for drawing subgroup conclusions.")
        if len(small) * 2 >= len(lines):
            text = "Severely underpowered: " + text.removeprefix("Underpowered: ")
    else:
        text = f"Every stratum is large enough to detect the differences stated below ({len(lines)} strata)."
    if interaction is not None and interaction.p is not None:
        if interaction.p < 0.05:
            text += f" The condition × subgroup interaction is significant (permutation p = {interaction.p:.3g})."
        elif small:
            text += (f" No significant condition × subgroup interaction (permutation p = {interaction.p:.3g}), "
                     "but with these stratum sizes the test cannot rule out meaningful effect modification.")
        else:
            text += f" No significant condition × subgroup interaction (permutation p = {interaction.p:.3g})."
    return text
