"""benchmark.stats.drift: the rolling baseline, drift from it (an injected six-point drop fires,
noise within five points does not), the gap between strata, and their guards."""

from __future__ import annotations

import random

import pytest

from benchmark.stats.drift import drift, exceeds, rolling_baseline, strata_gap


def test_the_baseline_is_the_mean_of_the_last_window_values():
    assert rolling_baseline([0.5, 0.7, 0.8, 0.9], 3) == (pytest.approx(0.8), 3)
    assert rolling_baseline([0.5, 0.7, 0.8, 0.9], 1) == (0.9, 1)
    # fewer values than the window: the mean of those there are
    assert rolling_baseline([0.6, 0.8], 5) == (pytest.approx(0.7), 2)
    # a check that did not measure the value neither counts towards the window nor pulls the mean
    assert rolling_baseline([0.2, 0.6, None, 0.8, None], 2) == (pytest.approx(0.7), 2)
    assert rolling_baseline([], 3) is None and rolling_baseline([None, None], 3) is None


def test_an_injected_six_point_drop_fires():
    history = [{"negation": 0.80, "sequence": 0.60}] * 3
    (negation, sequence) = drift({"negation": 0.74, "sequence": 0.60}, history, threshold=0.05, window=3)
    assert negation.alert and negation.delta == pytest.approx(-0.06) and negation.points == pytest.approx(-6.0)
    assert negation.baseline == pytest.approx(0.80) and negation.baseline_checks == 3
    assert not sequence.alert and sequence.delta == pytest.approx(0)


def test_noise_within_the_threshold_never_fires():
    rng = random.Random(7)
    history = []
    for _ in range(200):
        current = {c: 0.70 + rng.uniform(-0.02, 0.02) for c in ("negation", "duration", "change")}
        # every value within ±2 points of 70 %, so within 4 points of any baseline of them
        assert not any(d.alert for d in drift(current, history, threshold=0.05, window=3))
        history.append(current)


def test_exactly_the_threshold_does_not_fire_whatever_the_float_error():
    assert 0.75 - 0.70 > 0.05  # binary arithmetic: exactly five points is a hair over 0.05
    (move,) = drift({"x": 0.75}, [{"x": 0.70}], threshold=0.05, window=1)
    assert not move.alert and move.points == pytest.approx(5.0)
    (move,) = drift({"x": 0.6499}, [{"x": 0.70}], threshold=0.05, window=1)
    assert move.alert
    assert not exceeds(0.05, 0.05) and exceeds(-0.0501, 0.05)


def test_a_rise_is_drift_too():
    (move,) = drift({"x": 0.9}, [{"x": 0.8}, {"x": 0.8}], threshold=0.05, window=3)
    assert move.alert and move.delta == pytest.approx(0.1)


def test_the_window_decides_which_checks_the_baseline_averages():
    history = [{"x": 0.50}, {"x": 0.90}, {"x": 0.90}]
    # over the last two checks the baseline is 90 %: 88 % is within 5 points
    (move,) = drift({"x": 0.88}, history, threshold=0.05, window=2)
    assert move.baseline == pytest.approx(0.90) and not move.alert
    # over all three it is 76.7 %: 88 % is 11 points above
    (move,) = drift({"x": 0.88}, history, threshold=0.05, window=3)
    assert move.baseline == pytest.approx(0.7667, abs=1e-4) and move.alert and move.baseline_checks == 3


def test_the_first_check_has_no_baseline_and_new_keys_wait_for_one():
    assert drift({"x": 0.1}, [], threshold=0.05, window=3) == []
    (move,) = drift({"x": 0.8, "new": 0.1}, [{"x": 0.8}], threshold=0.05, window=3)
    assert move.key == "x"
    assert drift({"x": 0.1}, [{"x": 0.8}], threshold=0.05, window=3, min_baseline=2) == []


def test_keys_may_be_tuples_and_keep_their_order():
    current = {("C4g", "negation"): 0.7, ("C1", "negation"): 0.5}
    history = [{("C4g", "negation"): 0.8, ("C1", "negation"): 0.5}]
    assert [d.key for d in drift(current, history, threshold=0.05, window=3)] == list(current)


def test_a_gap_over_the_threshold_fires_between_the_best_and_the_worst_stratum():
    gap = strata_gap({"White": (40, 50), "Black": (14, 20), "Asian": (9, 12)}, threshold=0.05, min_n=10)
    assert gap.alert and gap.high.name == "White" and gap.low.name == "Black"
    assert gap.gap == pytest.approx(0.10) and gap.points == pytest.approx(10.0)
    assert gap.compared == ("Asian", "Black", "White") and gap.left_out == ()


def test_a_gap_within_the_threshold_does_not_fire():
    gap = strata_gap({"female": (41, 50), "male": (39, 50)}, threshold=0.05)
    assert not gap.alert and gap.points == pytest.approx(4.0)
    # exactly five points does not fire either
    assert not strata_gap({"a": (16, 20), "b": (15, 20)}, threshold=0.05).alert  # 80 % − 75 %


def test_small_and_unknown_strata_are_not_compared():
    strata = {"White": (45, 50), "Black": (3, 9), "unknown": (0, 30)}
    gap = strata_gap(strata, threshold=0.05, min_n=10, exclude=("unknown",))
    assert gap is None  # one stratum left: nothing to compare
    gap = strata_gap(strata, threshold=0.05, min_n=5, exclude=("unknown",))
    assert gap.alert and gap.low.name == "Black" and gap.left_out == ("unknown",)
    assert strata_gap({}, threshold=0.05) is None


def test_ties_name_the_same_pair_whatever_the_order():
    one = strata_gap({"b": (5, 10), "a": (5, 10), "c": (9, 10)}, threshold=0.05)
    two = strata_gap({"c": (9, 10), "a": (5, 10), "b": (5, 10)}, threshold=0.05)
    assert (one.high.name, one.low.name) == (two.high.name, two.low.name) == ("c", "a")


@pytest.mark.parametrize("call, message", [
    (lambda: drift({"x": 0.5}, [], threshold=5, window=3), "fraction"),
    (lambda: drift({"x": 0.5}, [], threshold=0.05, window=0), "window"),
    (lambda: drift({"x": float("nan")}, [], threshold=0.05, window=3), "finite"),
    (lambda: rolling_baseline([0.5, "x"], 3), "finite"),
    (lambda: strata_gap({"a": (11, 10)}, threshold=0.05), "outside"),
    (lambda: strata_gap({"a": (1, -1)}, threshold=0.05), "non-negative"),
])
def test_bad_inputs_say_what_was_wrong(call, message):
    with pytest.raises(ValueError, match=message):
        call()
