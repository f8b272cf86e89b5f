"""Subgroup statistics on constructed data with known answers: the table and its Wilson intervals,
the gap intervals, the interaction test with and without an interaction, and the power statement."""

from __future__ import annotations

import math

import numpy as np
import pytest

from benchmark import stats
from benchmark.stats import subgroups as sg
from benchmark.stats.subgroups import Observation


def cohort(spec: dict[str, dict[str, float]], *, patients: int, questions: int = 10, seed: int = 1,
           exact: bool = True) -> list[Observation]:
    """``spec``: stratum → condition → accuracy; ``patients`` per stratum, ``questions`` each.
    With ``exact`` every patient gets exactly round(accuracy · questions) right (no noise)."""
    rng = np.random.default_rng(seed)
    rows = []
    for s, (stratum, accuracies) in enumerate(spec.items()):
        for p in range(patients):
            patient = f"{stratum}-{p}"
            for condition, accuracy in accuracies.items():
                right = round(accuracy * questions) if exact else None
                for q in range(questions):
                    correct = q < right if exact else bool(rng.random() < accuracy)
                    rows.append(Observation(stratum, condition, patient, f"{patient}-q{q}", correct))
    return rows


def test_the_table_counts_questions_and_patients_and_gives_wilson_intervals():
    rows = [Observation("F", "C1", "p1", "q1", True), Observation("F", "C1", "p1", "q2", True),
            Observation("F", "C1", "p2", "q3", True), Observation("F", "C1", "p2", "q4", False),
            Observation("M", "C1", "p3", "q5", True), Observation("M", "C1", "p3", "q6", False),
            Observation("M", "C1", "p3", "q7", False), Observation("M", "C1", "p4", "q8", False),
            Observation("M", "C4g", "p4", "q8", True)]
    table = sg.subgroup_table(rows, strata=["M", "F"])
    assert [line.stratum for line in table] == ["M", "F"]  # the order given
    female, male = table[1], table[0]
    assert (female.questions, female.patients, male.questions, male.patients) == (4, 2, 4, 2)
    assert female.cells["C1"].k == 3 and female.cells["C1"].n == 4 and female.cells["C1"].accuracy == 0.75
    assert female.cells["C1"].ci == pytest.approx(stats.wilson_ci(3, 4))
    assert female.cells["C1"].ci == pytest.approx((0.3006, 0.9544), abs=1e-4)
    assert male.cells["C1"].ci == pytest.approx((0.0456, 0.6994), abs=1e-4)
    assert "C4g" not in female.cells and male.cells["C4g"].ci == (pytest.approx(0.2065, abs=1e-4), 1.0)
    assert sg.subgroup_table([]) == []
    with pytest.raises(ValueError, match="correct must be True or False"):
        sg.subgroup_table([Observation("F", "C1", "p", "q", None)])


def test_the_largest_gap_and_each_stratum_against_the_rest_have_cluster_intervals():
    # with the same outcome for every patient of a stratum the patients resample to the same
    # accuracies: the gap is exact and so is its interval
    rows = cohort({"White": {"C4g": 0.8}, "Black": {"C4g": 0.6}, "Asian": {"C4g": 0.5}}, patients=12)
    gap = sg.largest_gap(rows, "C4g")
    assert (gap.high, gap.low) == ("White", "Asian")
    assert gap.gap == pytest.approx(0.3) and gap.ci == pytest.approx((0.3, 0.3)) and gap.patients == (12, 12)
    rest = {g.high: g for g in sg.gaps_versus_rest(rows, "C4g")}
    assert rest["White"].low == "rest" and rest["White"].gap == pytest.approx(0.8 - 0.55)
    assert rest["White"].ci[0] < rest["White"].gap < rest["White"].ci[1]  # the rest's mix varies by resample
    assert rest["Asian"].gap == pytest.approx(0.5 - 0.7)

    noisy = cohort({"F": {"C4g": 0.7}, "M": {"C4g": 0.55}}, patients=25, exact=False, seed=3)
    gap = sg.largest_gap(noisy, "C4g")
    assert gap.high == "F" and gap.ci[0] < gap.gap < gap.ci[1]
    # the interval is the project's patient-cluster BCa of the same difference
    data = np.array([(r.stratum == "F", r.correct) for r in noisy], dtype=float)
    same = stats.bootstrap_bca(data, lambda v: v[v[:, 0] == 1, 1].mean() - v[v[:, 0] == 0, 1].mean(),
                               clusters=[r.patient for r in noisy])
    assert gap.ci == pytest.approx((same.low, same.high))


def test_a_stratum_of_one_patient_has_a_gap_but_no_interval_and_says_why():
    rows = cohort({"White": {"C4g": 0.8}}, patients=20) + cohort({"non-White": {"C4g": 0.5}}, patients=1)
    gap = sg.largest_gap(rows, "C4g")
    assert gap.gap == pytest.approx(0.3) and gap.ci is None
    assert "1 patient on one side" in gap.note and "too few patients" in gap.note
    assert sg.largest_gap(cohort({"White": {"C4g": 0.8}}, patients=3), "C4g") is None  # one stratum only


def test_the_interaction_test_finds_a_known_interaction():
    # C4g helps stratum A by 40 points and stratum B not at all
    rows = cohort({"A": {"C1": 0.3, "C4g": 0.7}, "B": {"C1": 0.3, "C4g": 0.3}}, patients=15)
    result = sg.interaction_test(rows, conditions=["C1", "C4g"])
    assert result.effects["A"]["C4g"] == pytest.approx(0.4) and result.effects["B"]["C4g"] == pytest.approx(0.0)
    assert result.pooled["C4g"] == pytest.approx(0.2)
    assert result.statistic == pytest.approx(150 * 0.2 ** 2 * 2)  # Σ n_s (e_s − ē)²
    assert result.p < 0.01 and result.items == 300 and result.units == 30
    assert result.p == sg.interaction_test(rows, conditions=["C1", "C4g"]).p  # seeded: reproducible


def test_the_interaction_test_finds_none_where_there_is_none():
    # the same 40-point effect in both strata, whatever their baselines: no interaction
    rows = cohort({"A": {"C1": 0.2, "C4g": 0.6}, "B": {"C1": 0.5, "C4g": 0.9}}, patients=10)
    result = sg.interaction_test(rows, conditions=["C1", "C4g"])
    assert result.statistic == pytest.approx(0.0) and result.p == 1.0
    # random outcomes with a common effect: no evidence of an interaction either
    noisy = cohort({"A": {"C1": 0.3, "C4g": 0.6}, "B": {"C1": 0.3, "C4g": 0.6}}, patients=20, exact=False, seed=5)
    assert sg.interaction_test(noisy, conditions=["C1", "C4g"]).p > 0.05


def test_the_interaction_test_pairs_questions_and_explains_what_it_cannot_test():
    rows = cohort({"A": {"C1": 0.0, "C4g": 0.7}, "B": {"C1": 0.0, "C4g": 0.2}}, patients=8)
    unpaired = rows + [Observation("A", "C4g", "A-0", "extra", True)]  # answered by one condition only
    result = sg.interaction_test(unpaired, conditions=["C1", "C4g"])
    assert result.items == 160 and result.p < 0.01  # C1 0% everywhere: no separation problem
    one = sg.interaction_test(rows, conditions=["C4g"])
    assert one.p is None and "two or more conditions" in one.note
    single = sg.interaction_test([r for r in rows if r.stratum == "A"], conditions=["C1", "C4g"])
    assert single.p is None and "two or more strata" in single.note
    with pytest.raises(ValueError, match="in two strata"):
        sg.interaction_test([Observation("A", "C1", "p", "q", True), Observation("B", "C4g", "p", "q", True)])


def test_the_minimum_detectable_difference_matches_the_normal_approximation():
    assert sg.minimum_detectable_difference(100, 100) == pytest.approx(0.1981, abs=1e-4)
    # statsmodels' two-sample power at the returned difference is 80% (the other tail is negligible)
    from statsmodels.stats.power import NormalIndPower

    mdd = sg.minimum_detectable_difference(93, 307)
    achieved = NormalIndPower().power(effect_size=mdd / 0.5, nobs1=93, ratio=307 / 93, alpha=0.05)
    assert achieved == pytest.approx(0.8, abs=0.001)
    # clustering inflates it by √(design effect)
    assert sg.minimum_detectable_difference(93, 307, design_effect=2.0) == pytest.approx(mdd * math.sqrt(2))
    with pytest.raises(ValueError, match="n1 must be a positive"):
        sg.minimum_detectable_difference(0, 10)
    with pytest.raises(ValueError, match="design_effect"):
        sg.minimum_detectable_difference(10, 10, design_effect=0.5)


def test_the_design_effect_comes_from_the_intraclass_correlation():
    assert sg.intraclass_correlation([[1, 1, 1], [0, 0, 0], [1, 1, 1], [0, 0, 0]]) == pytest.approx(1.0)
    assert sg.intraclass_correlation([[1, 0], [1, 0], [0, 1]]) == 0.0  # clipped at 0
    assert sg.intraclass_correlation([[1], [0]]) is None  # no patient with two outcomes
    # every patient's outcomes identical within, different between: m̄ = 10, ICC = 1 → D = 10
    rows = cohort({"A": {"C4g": 1.0}, "B": {"C4g": 0.0}}, patients=5)
    assert sg.design_effect(rows) == pytest.approx(10.0)
    assert sg.design_effect(cohort({"A": {"C1": 0.0}}, patients=5)) == 1.0  # no variation: no ICC


def test_the_power_statement_says_plainly_when_a_stratum_is_too_small():
    # paper 000 App. Y: a 9.9-point gap on 10 non-White patients, "severely underpowered"
    white = cohort({"White": {"C4g": 0.6}}, patients=33, questions=9)
    nonwhite = cohort({"non-White": {"C4g": 0.5}}, patients=10, questions=9)
    rows = white + nonwhite
    table = sg.subgroup_table(rows, strata=["White", "non-White"])
    gaps = sg.gaps_versus_rest(rows, "C4g")
    lines = {line.stratum: line for line in sg.power_statements(table, gaps=gaps, design_effect=1.0)}
    small = lines["non-White"]
    assert small.too_small and small.patients == 10 and small.questions == 90
    assert small.mdd == pytest.approx(sg.minimum_detectable_difference(90, 297))
    assert small.statement.startswith("non-White: 10 patients, 90 questions — too small to conclude "
                                      "(fewer than 20 patients): only a difference of 16.9 points or more")
    assert "The observed gaps (C4g -11.1 points) are smaller than that" in small.statement
    assert "can be neither confirmed nor excluded" in small.statement
    # 33 patients, but a 16.9-point MDD is above the 10-point threshold: too small as well
    assert lines["White"].too_small and "could not detect a 10.0-point difference" in lines["White"].statement
    summary = sg.underpowered_summary(list(lines.values()), sg.interaction_test(rows))
    assert summary.startswith("Severely underpowered: 2 of 2 strata")
    # large strata are conclusive, and the statement says what they could detect
    big = cohort({"F": {"C4g": 0.6}, "M": {"C4g": 0.6}}, patients=60, questions=10)
    conclusive = sg.power_statements(sg.subgroup_table(big), design_effect=1.0)
    assert not any(line.too_small for line in conclusive)
    assert conclusive[0].statement == ("F: 60 patients, 600 questions: only a difference of 8.1 points or more "
                                       "from the other patients would be detected with 80% power (two-sided "
                                       "α = 0.05, design effect 1.00).")
    assert sg.underpowered_summary(conclusive).startswith("Every stratum is large enough")
