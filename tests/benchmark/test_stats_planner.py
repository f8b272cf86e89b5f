"""benchmark.stats.paired study planning: the unconditional exact McNemar power, sample size and
planned minimum detectable effect, against enumeration, Monte Carlo simulation and Connor (1987)."""

from __future__ import annotations

import itertools
import math
import time

import numpy as np
import pytest
from scipy.stats import binom, multinomial, norm

from benchmark.stats import (
    mcnemar_exact,
    mcnemar_mde_planned,
    mcnemar_power,
    mcnemar_sample_size,
)


def simulated_power(n: int, psi: float, delta: float, alpha: float, draws: int, seed: int) -> float:
    """Share of simulated studies the exact McNemar test rejects (statsmodels' rule, vectorized)."""
    rng = np.random.default_rng(seed)
    cells = rng.multinomial(n, [(psi - delta) / 2, (psi + delta) / 2, 1 - psi], size=draws)
    b, c = cells[:, 0], cells[:, 1]
    p = np.minimum(1.0, 2 * binom.cdf(np.minimum(b, c), b + c, 0.5))
    return float(np.mean(np.where(b + c > 0, p, 1.0) <= alpha))


def connor_sample_size(psi: float, delta: float, power: float, alpha: float) -> float:
    """Connor (1987): n = (z_{1−α/2}·√ψ + z_power·√(ψ − δ²))² / δ²."""
    z_alpha, z_beta = norm.ppf(1 - alpha / 2), norm.ppf(power)
    return (z_alpha * math.sqrt(psi) + z_beta * math.sqrt(psi - delta**2)) ** 2 / delta**2


def test_the_power_is_the_exact_tests_rejection_probability_by_enumeration():
    # Every table (b, c, rest) of 25 pairs, rejected when mcnemar_exact(b, c) <= alpha.
    n, psi, delta = 25, 0.4, 0.2
    probabilities = [(psi - delta) / 2, (psi + delta) / 2, 1 - psi]
    exact = sum(
        multinomial.pmf([b, c, n - b - c], n, probabilities)
        for b in range(n + 1)
        for c in range(n + 1 - b)
        if mcnemar_exact(b, c) <= 0.05
    )
    assert mcnemar_power(n, psi, delta) == pytest.approx(exact, abs=1e-12)


@pytest.mark.parametrize(
    ("n", "psi", "delta", "alpha"),
    [(50, 0.46, 0.22, 0.05), (200, 0.3, 0.1, 0.05), (120, 0.2, -0.08, 0.01), (40, 1.0, 0.3, 0.05)],
)
def test_the_power_matches_a_monte_carlo_simulation(n, psi, delta, alpha):
    simulated = simulated_power(n, psi, delta, alpha, draws=20_000, seed=42)
    assert mcnemar_power(n, psi, delta, alpha) == pytest.approx(simulated, abs=0.02)


def test_no_effect_gives_at_most_the_size_and_the_power_is_symmetric():
    for n in (10, 57, 300):
        assert mcnemar_power(n, 0.3, 0.0) <= 0.05
        assert mcnemar_power(n, 0.3, 0.12) == pytest.approx(mcnemar_power(n, 0.3, -0.12), abs=1e-12)
    assert mcnemar_power(5, 0.3, 0.3) == 0.0  # five pairs never reach p <= 0.05


def test_the_power_rises_with_the_effect():
    powers = [mcnemar_power(150, 0.3, delta) for delta in np.linspace(0, 0.3, 31)]
    assert all(later > earlier for earlier, later in itertools.pairwise(powers))
    assert powers[-1] > 0.999


def test_the_power_of_two_thousand_pairs_takes_well_under_a_second():
    start = time.perf_counter()
    power = mcnemar_power(2000, 0.3, 0.04)
    assert time.perf_counter() - start < 0.5
    assert 0.85 < power < 0.95  # Connor: about 1,650 pairs for 80%


def test_the_sample_size_is_the_least_n_reaching_the_power():
    n = mcnemar_sample_size(0.3, 0.1)
    assert mcnemar_power(n, 0.3, 0.1) >= 0.8
    assert all(mcnemar_power(m, 0.3, 0.1) < 0.8 for m in range(1, n))
    # Connor's normal approximation (233 pairs) is in the same ballpark.
    assert n == pytest.approx(connor_sample_size(0.3, 0.1, 0.8, 0.05), rel=0.15)


def test_the_sample_size_follows_power_alpha_and_effect():
    base = mcnemar_sample_size(0.3, 0.1)
    assert mcnemar_sample_size(0.3, 0.1, power=0.9) > base
    assert mcnemar_sample_size(0.3, 0.1, alpha=0.01) > base
    assert mcnemar_sample_size(0.3, 0.15) < base
    assert mcnemar_sample_size(0.3, -0.1) == base
    assert mcnemar_sample_size(1.0, 1.0) == 6  # every pair favours the second: 6 pairs give p = 0.03125
    assert mcnemar_sample_size(0.2, 0.05, power=0.9) == pytest.approx(connor_sample_size(0.2, 0.05, 0.9, 0.05), rel=0.05)


def test_the_planned_mde_round_trips_with_the_power():
    for n, psi, target in ((200, 0.3, 0.8), (50, 0.46, 0.8), (500, 0.1, 0.9)):
        delta = mcnemar_mde_planned(n, psi, power=target)
        assert 0 < delta <= psi
        assert mcnemar_power(n, psi, delta) >= target
        assert mcnemar_power(n, psi, delta - 1e-6) < target
    # Round trip with the sample size: the planned n detects the effect it was sized for.
    n = mcnemar_sample_size(0.3, 0.1)
    assert mcnemar_mde_planned(n, 0.3) <= 0.1
    assert mcnemar_mde_planned(n - 1, 0.3) > 0.1


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: mcnemar_power(0, 0.3, 0.1), "n_pairs > 0"),
        (lambda: mcnemar_power(-1, 0.3, 0.1), "n_pairs must be a non-negative integer"),
        (lambda: mcnemar_power(10.5, 0.3, 0.1), "n_pairs must be a non-negative integer"),
        (lambda: mcnemar_power(100, 0.0, 0.0), "discordance .* must be in \\(0, 1\\]"),
        (lambda: mcnemar_power(100, 1.2, 0.1), "discordance .* must be in \\(0, 1\\]"),
        (lambda: mcnemar_power(100, 0.2, 0.3), "\\|effect\\| cannot exceed the discordance"),
        (lambda: mcnemar_power(100, 0.2, -0.3), "\\|effect\\| cannot exceed the discordance"),
        (lambda: mcnemar_power(100, 0.2, float("nan")), "effect must be a finite number"),
        (lambda: mcnemar_power(100, 0.2, 0.1, alpha=1.0), "alpha"),
        (lambda: mcnemar_sample_size(0.3, 0.0), "effect 0 cannot be detected"),
        (lambda: mcnemar_sample_size(0.3, 0.1, power=1.0), "power must be between 0 and 1"),
        (lambda: mcnemar_sample_size(0.3, 0.01, max_pairs=500), "no n up to max_pairs=500"),
        (lambda: mcnemar_mde_planned(5, 0.3), "even δ = ψ"),
        (lambda: mcnemar_mde_planned(100, 0.3, power=0), "power must be between 0 and 1"),
        (lambda: mcnemar_mde_planned(100, 1.5), "discordance"),
        (lambda: mcnemar_mde_planned(0, 0.3), "n_pairs > 0"),
    ],
)
def test_planning_refuses_bad_input(call, message):
    with pytest.raises(ValueError, match=message):
        call()
