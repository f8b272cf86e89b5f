"""Bradley–Terry strengths from pairwise preferences (a physician choosing the better of two answers):
the maximum-likelihood fit with ties counted as half a win, a weak prior of virtual ties that keeps
an item that never wins or never loses finite, and a percentile bootstrap that can resample clusters
of correlated judgments together. statsmodels and scipy fit logistic regressions but not this model
with ties and a prior, so the fit is written here (Newton's method on the concave log-likelihood;
without the prior it is the logistic regression FastChat's arena uses for its ratings)."""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from numbers import Integral, Real

import numpy as np

from benchmark.stats._checks import z_value

_OUTCOMES = (0.0, 0.5, 1.0)


def _parse(
    comparisons: Sequence, items: Sequence[Hashable] | None, ties: str
) -> tuple[list, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The items, and per kept comparison: index of i, index of j, i's share of the win, and its
    position in ``comparisons`` (ties are dropped here when ``ties == "drop"``)."""
    if ties not in ("half", "drop"):
        raise ValueError(f"ties must be 'half' or 'drop', not {ties!r}")
    labels: list = []
    index: dict = {}
    if items is not None:
        for item in items:
            if item in index:
                raise ValueError(f"items lists {item!r} twice")
            index[item] = len(labels)
            labels.append(item)
    first, second, share, kept = [], [], [], []
    for position, comparison in enumerate(comparisons):
        try:
            i, j, outcome = comparison
        except (TypeError, ValueError):
            raise ValueError(f"comparison {position} is not an (i, j, outcome) triple: {comparison!r}") from None
        if i == j:
            raise ValueError(f"comparison {position} compares {i!r} with itself")
        if not isinstance(outcome, Real) or float(outcome) not in _OUTCOMES:
            raise ValueError(
                f"comparison {position} has outcome {outcome!r}; use 1.0 (i preferred), 0.0 (j preferred) or 0.5 (tie)"
            )
        for item in (i, j):
            if item not in index:
                if items is not None:
                    raise ValueError(f"comparison {position} names {item!r}, which is not among the items")
                index[item] = len(labels)
                labels.append(item)
        if ties == "drop" and float(outcome) == 0.5:
            continue
        first.append(index[i])
        second.append(index[j])
        share.append(float(outcome))
        kept.append(position)
    if len(labels) < 2:
        raise ValueError(f"a Bradley–Terry model needs at least two items, got {len(labels)}")
    return (
        labels,
        np.array(first, dtype=np.intp),
        np.array(second, dtype=np.intp),
        np.array(share, dtype=float),
        np.array(kept, dtype=np.intp),
    )


def _wins(k: int, first: np.ndarray, second: np.ndarray, share: np.ndarray, weight: np.ndarray | None = None):
    """The k × k win matrix of the parsed comparisons, each counted ``weight`` times (default once)."""
    w = np.ones(len(share)) if weight is None else weight
    forward = np.bincount(first * k + second, weights=w * share, minlength=k * k)
    backward = np.bincount(second * k + first, weights=w * (1 - share), minlength=k * k)
    return (forward + backward).reshape(k, k)


def _check_prior(prior: float) -> float:
    if isinstance(prior, bool) or not isinstance(prior, Real) or not math.isfinite(prior) or prior < 0:
        raise ValueError(f"prior must be a finite number of virtual ties >= 0, got {prior!r}")
    return float(prior)


def _fit(wins: np.ndarray, prior: float, labels: list) -> np.ndarray:
    """Maximum-likelihood log-strengths (mean 0) for a win matrix plus ``prior`` virtual ties per pair."""
    k = len(labels)
    w = wins + (prior / 2) * (1 - np.eye(k))
    if prior == 0:
        from scipy.sparse.csgraph import connected_components

        parts, _ = connected_components(w > 0, directed=True, connection="strong")
        if parts > 1:
            never_win = [labels[a] for a in range(k) if w[a].sum() == 0]
            never_lose = [labels[a] for a in range(k) if w[:, a].sum() == 0]
            detail = "; ".join(
                text
                for text in (
                    f"never preferred: {never_win!r}" if never_win else "",
                    f"never beaten: {never_lose!r}" if never_lose else "",
                )
                if text
            )
            raise ValueError(
                "with prior=0 the maximum-likelihood strengths do not exist: the items fall into groups "
                "one of which is never preferred to another"
                + (f" ({detail})" if detail else "")
                + "; give prior > 0"
            )
    games = w + w.T
    total_wins = w.sum(axis=1)
    scale = max(1.0, float(games.sum()))

    def loglik(s: np.ndarray) -> float:
        # Σ w_ab log σ(s_a − s_b), with log σ(x) = −log(1 + e^(−x)) computed stably.
        return -float(np.sum(w * np.logaddexp(0.0, -(s[:, None] - s[None, :]))))

    s = np.zeros(k)
    current = loglik(s)
    centre = np.ones((k, k)) / k
    for _ in range(200):
        p = 1 / (1 + np.exp(-(s[:, None] - s[None, :])))
        gradient = total_wins - np.sum(games * p, axis=1)
        if np.max(np.abs(gradient)) < 1e-12 * scale:
            return s - s.mean()
        curvature = games * p * (1 - p)
        laplacian = np.diag(curvature.sum(axis=1)) - curvature
        # The log-likelihood is flat along (1, …, 1); adding 11ᵀ/k makes the Newton system regular
        # and, since the gradient sums to 0, gives the step with mean 0.
        step = np.linalg.solve(laplacian + centre, gradient)
        t = 1.0
        while True:
            trial = s + t * step
            value = loglik(trial)
            if value >= current or t < 1e-10:
                break
            t /= 2
        if np.max(np.abs(trial - s)) < 1e-13:
            return trial - trial.mean()
        s, current = trial, value
    raise RuntimeError("the Bradley–Terry fit did not converge in 200 Newton steps")


def win_matrix(
    comparisons: Sequence, *, items: Sequence[Hashable] | None = None, ties: str = "half"
) -> tuple[list, np.ndarray]:
    """The items and their k × k matrix of wins: ``wins[a, b]`` is how often ``items[a]`` was
    preferred to ``items[b]``, a tie counting ½ to each (``ties="half"``) or nothing (``"drop"``).

    Items are in the order of ``items`` when given, else in order of first appearance. Comparisons
    are ``(i, j, outcome)`` as for :func:`bradley_terry`, with the same ``ValueError`` cases.
    """
    labels, first, second, share, _ = _parse(comparisons, items, ties)
    return labels, _wins(len(labels), first, second, share)


def bradley_terry(
    comparisons: Sequence,
    *,
    items: Sequence[Hashable] | None = None,
    ties: str = "half",
    prior: float = 1.0,
) -> dict[Hashable, float]:
    """Bradley–Terry strengths: P(i preferred to j) = σ(s_i − s_j) = e^(s_i) / (e^(s_i) + e^(s_j)).

    ``comparisons`` is a sequence of ``(i, j, outcome)``: outcome 1.0 (or 1, True) when i was
    preferred, 0.0 when j was, 0.5 for a tie. With ``ties="half"`` a tie counts half a win to each
    (the usual binomial treatment); ``ties="drop"`` ignores ties. Returns item → s_i, a natural-log
    strength normalized so the strengths have mean 0 (only differences are identified):
    s_i − s_j is the log-odds that i is preferred to j. Items follow ``items`` when given (items
    never compared are then included), else their order of first appearance.

    The fit maximizes the likelihood (Newton's method) of the comparisons plus ``prior`` virtual
    ties between every pair of items (``prior / 2`` virtual wins each way). The default of one tie
    per pair is weak, shrinking differences towards 0 by about one comparison's worth per pair, and
    keeps the strengths finite when an item never wins or never loses (the MLE is then ±∞). With
    ``prior=0`` it is the plain MLE (Hunter 2004), which exists only when the items cannot be split
    into two groups one of which is never preferred to the other; otherwise ``ValueError``.
    Two items with 3 wins against 1: s_A − s_B = log 3 with ``prior=0``, log(3.5 / 1.5) with
    ``prior=1``.

    ``ValueError`` for fewer than two items, an outcome other than 0, ½ or 1, a comparison of an
    item with itself, an item not in ``items``, and a negative ``prior``.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    prior = _check_prior(prior)
    labels, first, second, share, _ = _parse(comparisons, items, ties)
    strengths = _fit(_wins(len(labels), first, second, share), prior, labels)
    return {label: float(value) for label, value in zip(labels, strengths)}


def bradley_terry_bootstrap(
    comparisons: Sequence,
    *,
    n_boot: int = 1000,
    seed: int = 42,
    alpha: float = 0.05,
    cluster: Sequence[Hashable] | None = None,
    items: Sequence[Hashable] | None = None,
    ties: str = "half",
    prior: float = 1.0,
) -> dict[Hashable, tuple[float, float, float]]:
    """Bradley–Terry strengths with percentile bootstrap intervals: item → ``(strength, low, high)``.

    ``strength`` is :func:`bradley_terry` on all the comparisons (same ``items``, ``ties`` and
    ``prior``; mean 0). Each of ``n_boot`` resamples draws the comparisons with replacement — or,
    given ``cluster`` (one key per comparison, e.g. the rated case), whole clusters, so that
    correlated judgments move together — and refits with every item kept (an item missing from a
    resample is held up by the prior alone); ``low`` and ``high`` are the ``alpha/2`` and
    ``1 − alpha/2`` quantiles of the mean-centred refits. A seeded numpy Generator draws the
    resamples: the same seed gives the same intervals.

    ``ValueError`` as for :func:`bradley_terry`, and for ``n_boot`` < 100, ``cluster`` not aligned
    with ``comparisons``, fewer than two comparisons or clusters, and (with ``prior=0``) a resample
    whose MLE does not exist.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    if isinstance(n_boot, bool) or not isinstance(n_boot, Integral) or n_boot < 100:
        raise ValueError(f"bradley_terry_bootstrap needs n_boot >= 100, got {n_boot!r}")
    z_value(alpha)
    prior = _check_prior(prior)
    if cluster is not None and len(cluster) != len(comparisons):
        raise ValueError(f"cluster has {len(cluster)} keys for {len(comparisons)} comparisons")
    labels, first, second, share, kept = _parse(comparisons, items, ties)
    k = len(labels)
    estimate = _fit(_wins(k, first, second, share), prior, labels)
    if cluster is None:
        group = np.arange(len(share))
    else:
        codes: dict = {}
        group = np.array([codes.setdefault(cluster[p], len(codes)) for p in kept], dtype=np.intp)
    groups = int(group.max()) + 1 if len(group) else 0
    if groups < 2:
        unit = "clusters" if cluster is not None else "comparisons"
        raise ValueError(f"bradley_terry_bootstrap needs at least two {unit}, got {groups}")
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, groups, size=(int(n_boot), groups))
    replicates = np.empty((int(n_boot), k))
    for r, draw in enumerate(draws):
        times = np.bincount(draw, minlength=groups)[group].astype(float)
        try:
            replicates[r] = _fit(_wins(k, first, second, share, times), prior, labels)
        except ValueError as error:
            raise ValueError(f"bootstrap resample {r}: {error}") from None
    low, high = np.quantile(replicates, [alpha / 2, 1 - alpha / 2], axis=0)
    return {
        label: (float(estimate[a]), float(low[a]), float(high[a])) for a, label in enumerate(labels)
    }
