"""Rater votes: a rater's label as a number, and one item's verdict from several raters (majority,
strict or lenient, and unanimous-strict, paper 000 §4.7).
"""

from __future__ import annotations

from collections.abc import Sequence
from numbers import Real
from typing import Any

_RATING_WORDS = {
    "correct": 1.0,
    "partial": 0.5,
    "partially correct": 0.5,
    "partially_correct": 0.5,
    "incorrect": 0.0,
    "wrong": 0.0,
}


def rating_value(label: Any) -> float | None:
    """A rater's label as 1 (correct), 0.5 (partial) or 0 (incorrect); ``None`` stays ``None``.

    Accepts 1 / 0.5 / 0, booleans (True = correct) and the words "correct", "partial" /
    "partially correct", "incorrect" / "wrong" in any case. Anything else is a ``ValueError``.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    if label is None:
        return None
    if isinstance(label, str):
        key = label.strip().lower()
        if key in _RATING_WORDS:
            return _RATING_WORDS[key]
    elif isinstance(label, Real) and float(label) in (0.0, 0.5, 1.0):
        return float(label)
    raise ValueError(f"not a rating: {label!r} (expected correct / partial / incorrect or 1 / 0.5 / 0)")


def _ratings(labels: Sequence) -> list[float]:
    values = [rating_value(label) for label in labels]
    rated = [v for v in values if v is not None]
    if not rated:
        raise ValueError("no ratings for this item (all missing)")
    return rated


def majority_vote(labels: Sequence, mode: str = "strict") -> bool:
    """Whether more than half of the raters count one item's answer right.

    ``mode="strict"``: only "correct" counts right; ``"lenient"``: "correct" or "partial" does
    (paper 000 §4.7, Table 27). Missing ratings (``None``) are left out, so the majority is over the
    raters who rated; an item nobody rated is a ``ValueError``. A tie (e.g. 1 of 2, 2 of 4) is not
    more than half and so counts as not right, a deliberately conservative reading.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    if mode not in ("strict", "lenient"):
        raise ValueError(f"mode must be 'strict' or 'lenient', not {mode!r}")
    rated = _ratings(labels)
    threshold = 1.0 if mode == "strict" else 0.5
    right = sum(1 for v in rated if v >= threshold)
    return 2 * right > len(rated)


def unanimous_strict(labels: Sequence) -> bool:
    """Whether every rater who rated the item says "correct" (paper 000's author-blind primary endpoint).

    Missing ratings are left out, as in :func:`majority_vote`; an item nobody rated is a
    ``ValueError``. Callers who require every rater present should check for ``None`` first.

    For the physician-rating (adjudication) app: no ``benchmark/`` code calls it yet.
    """
    return all(v == 1.0 for v in _ratings(labels))
