"""The SliceBench ladder statistics on constructed outcomes with known answers: accuracy per step
and tier, each step's delta and its patient-cluster interval, and the tier × step interaction."""

from __future__ import annotations

import numpy as np
import pytest

from benchmark.stats import bootstrap_bca
from benchmark.stats.ladder import ALL, Outcome, ladder_table, step_delta, tier_interaction

STEPS = ["B0", "B1", "B2", "B3", "B4"]


def constructed() -> list[Outcome]:
    """Two patients per tier, four questions each. Every patient scores B0 0/4, B1 1/4, B2 2/4;
    at B3 tier A stays at 2/4 and tier C reaches 4/4 (every patient alike); B4 = B3."""
    rows = []
    b3 = {"A": 2, "C": 4}
    for tier in ("A", "C"):
        for p in range(2):
            patient = f"{tier}{p}"
            for q in range(4):
                item = f"{patient}-q{q}"
                right = {"B0": 0, "B1": 1, "B2": 2, "B3": b3[tier], "B4": b3[tier]}
                for step, k in right.items():
                    rows.append(Outcome(item, patient, tier, step, 1.0 if q < k else 0.0))
    return rows


def test_it_gives_accuracy_and_deltas_per_tier():
    result = ladder_table(constructed(), steps=STEPS, tiers=["A", "B", "C"], critical=("B2", "B3"), n_resamples=500)
    rows = {r.group: r for r in result.rows}
    assert [c.accuracy for c in rows["A"].accuracy] == [0.0, 0.25, 0.5, 0.5, 0.5]
    assert [c.accuracy for c in rows["C"].accuracy] == [0.0, 0.25, 0.5, 1.0, 1.0]
    assert [c.accuracy for c in rows[ALL].accuracy] == [0.0, 0.25, 0.5, 0.75, 0.75]
    assert rows["B"].items == 0 and rows["B"].accuracy[0].accuracy is None
    critical = {g: next(d for d in r.deltas if d.critical) for g, r in rows.items()}
    assert (critical["A"].first, critical["A"].second) == ("B2", "B3")
    assert critical["A"].delta == 0.0 and critical["C"].delta == 0.5 and critical[ALL].delta == 0.25
    # every patient of a tier gains alike: resampling patients cannot move the delta
    assert critical["A"].ci == (0.0, 0.0) and critical["C"].ci == (0.5, 0.5)
    assert [d.critical for d in rows["C"].deltas] == [False, False, True, False]
    assert rows["C"].deltas[0].delta == 0.25 and rows["C"].deltas[3].delta == 0.0


def test_the_interaction_is_the_difference_of_deltas_with_an_exact_permutation_p():
    result = ladder_table(constructed(), steps=STEPS, tiers=["A", "B", "C"], critical=("B2", "B3"), n_resamples=500)
    critical = [i for i in result.interactions if i.critical]
    assert len(critical) == 1  # tier B has no outcomes: only A vs C
    (row,) = critical
    assert (row.first, row.second, row.delta_first, row.delta_second) == ("A", "C", 0.0, 0.5)
    assert row.difference == 0.5 and row.ci == (0.5, 0.5)
    # 4 patients, 2 per tier: C(4, 2) = 6 assignments; the observed and its mirror reach |0.5|
    assert row.exact and row.permutations == 6 and row.p == pytest.approx(2 / 6)
    flat = next(i for i in result.interactions if (i.step_from, i.step_to) == ("B0", "B1"))
    assert flat.difference == 0.0 and flat.p == 1.0


def test_the_step_interval_is_the_cluster_bca_of_the_paired_outcomes():
    rng = np.random.default_rng(3)
    rows = []
    for p in range(6):
        for q in range(5):
            item = f"p{p}q{q}"
            rows.append(Outcome(item, f"p{p}", "A", "B2", float(rng.random() < 0.4)))
            rows.append(Outcome(item, f"p{p}", "A", "B3", float(rng.random() < 0.6)))
    delta = step_delta(rows, "B2", "B3", n_resamples=400)
    pairs = sorted(((r.item, r.patient, r.value) for r in rows if r.step == "B2"))
    after = {r.item: r.value for r in rows if r.step == "B3"}
    data = np.array([(v, after[item]) for item, _, v in pairs])
    expected = bootstrap_bca(data, lambda v: float(v[:, 1].mean() - v[:, 0].mean()), n_resamples=400, seed=42,
                             clusters=[p for _, p, _ in pairs])
    assert delta.delta == pytest.approx(data[:, 1].mean() - data[:, 0].mean())
    assert delta.ci == (expected.low, expected.high)
    assert delta.ci[0] <= delta.delta <= delta.ci[1]
    assert (delta.n, delta.patients) == (30, 6)


def test_one_patient_has_no_interval_and_unpaired_items_are_left_out():
    rows = [Outcome("q1", "p", "A", "B2", 0.0), Outcome("q1", "p", "A", "B3", 1.0), Outcome("q2", "p", "A", "B3", 1.0)]
    delta = step_delta(rows, "B2", "B3")
    assert (delta.n, delta.delta, delta.ci) == (1, 1.0, None) and "one patient" in delta.note
    interaction = tier_interaction(rows, "A", "C", "B2", "B3")
    assert interaction.difference is None and "no paired items in tier C" in interaction.note


def test_untiered_patients_count_in_all_only():
    rows = constructed() + [Outcome("u-q", "u", None, s, 1.0) for s in STEPS]
    result = ladder_table(rows, steps=STEPS, tiers=["A", "C"], n_resamples=200)
    rows_by = {r.group: r for r in result.rows}
    assert rows_by[ALL].patients == 5 and rows_by["A"].patients == 2 and rows_by["C"].patients == 2


@pytest.mark.parametrize("bad, message", [
    ([Outcome("q", "p", "A", "B9", 1.0)], "not one of"),
    ([Outcome("q", "p", "A", "B0", 2.0)], "in \\[0, 1\\]"),
    ([Outcome("q", "p", "A", "B0", 1.0), Outcome("q", "p", "A", "B0", 0.0)], "two outcomes"),
    ([Outcome("q", "p", "Z", "B0", 1.0)], "not among"),
])
def test_it_refuses_malformed_outcomes(bad, message):
    with pytest.raises(ValueError, match=message):
        ladder_table(bad, steps=STEPS, tiers=["A"])


def test_the_critical_step_must_be_consecutive():
    with pytest.raises(ValueError, match="consecutive"):
        ladder_table(constructed(), steps=STEPS, tiers=["A", "C"], critical=("B1", "B3"))


def test_many_patients_use_random_permutations():
    rows = []
    for tier, gain in (("A", 0), ("C", 1)):
        for p in range(12):
            for q in range(2):
                item = f"{tier}{p}q{q}"
                rows.append(Outcome(item, f"{tier}{p}", tier, "B2", 0.0))
                rows.append(Outcome(item, f"{tier}{p}", tier, "B3", float(gain if q == 0 else p % 2)))
    result = tier_interaction(rows, "A", "C", "B2", "B3", n_resamples=300, n_permutations=300)
    assert not result.exact and result.permutations == 300
    assert result.difference == pytest.approx(0.5)
    assert result.p < 0.05 and result.ci[0] > 0
