"""The sample-size planner on the create page: for a paired comparison analysed with the exact
McNemar test, the number of items needed for the target power at a given discordance and effect,
and the minimum detectable effect of a given number of items (``benchmark.stats``)."""

from __future__ import annotations

from benchmark import stats


def _fraction(data, key: str, default=None, *, low=0.0, high=1.0, inclusive_low=False):
    raw = data.get(key)
    if raw in (None, ""):
        if default is None:
            return None
        return default
    try:
        value = float(raw)
    except (TypeError, ValueError):
        raise ValueError(f"{key}: {raw!r} is not a number") from None
    if value > 1 and key in ("discordance", "effect", "power"):
        value /= 100  # given in percent
    if not (low <= value <= high) or (value == low and not inclusive_low):
        raise ValueError(f"{key} must be between {low:g} and {high:g}")
    return value


def plan(data) -> dict:
    """``data``: discordance ψ (share of items where the two answers differ in correctness),
    effect δ (difference in accuracy), n (items, optional), power (0.8), alpha (0.05); fractions
    or percentages."""
    discordance = _fraction(data, "discordance", 0.3)
    effect = _fraction(data, "effect", 0.1)
    power = _fraction(data, "power", 0.8)
    alpha = _fraction(data, "alpha", 0.05, high=0.5)
    raw_n = data.get("n")
    n = None
    if raw_n not in (None, ""):
        try:
            n = int(raw_n)
        except (TypeError, ValueError):
            raise ValueError(f"n: {raw_n!r} is not a whole number") from None
        if not 2 <= n <= 20000:
            raise ValueError("n must be between 2 and 20000")
    if effect > discordance:
        raise ValueError("the effect cannot exceed the discordance (every changed verdict is discordant)")
    result = {"discordance": discordance, "effect": effect, "power": power, "alpha": alpha, "n": n,
              "n_needed": None, "mde": None, "power_at_n": None, "messages": []}
    try:
        result["n_needed"] = stats.mcnemar_sample_size(discordance, effect, power=power, alpha=alpha)
    except ValueError as exc:
        result["messages"].append(str(exc))
    if n is not None:
        try:
            result["power_at_n"] = stats.mcnemar_power(n, discordance, effect, alpha=alpha)
        except ValueError as exc:
            result["messages"].append(str(exc))
        try:
            result["mde"] = stats.mcnemar_mde_planned(n, discordance, power=power, alpha=alpha)
        except ValueError as exc:
            result["messages"].append(str(exc))
    return result
