"""Words that would unblind a rater: the compared runs' conditions, models and labels."""

from __future__ import annotations

import re


def _blinding_words(runs: list[Run]) -> set[str]:
    words = set()
    for run in runs:
        words |= {run.condition, run.model, run.model.rsplit("/", 1)[-1], run.label}
    return {w.strip().lower() for w in words if w and len(w.strip()) >= 2}


def blinding_word(text: str, runs: list[Run]) -> str | None:
    """The first compared run's condition, model or label that ``text`` names (a whole word), if any."""
    lowered = (text or "").lower()
    for word in sorted(_blinding_words(runs)):
        if re.search(rf"(?<![a-z0-9]){re.escape(word)}(?![a-z0-9])", lowered):
            return word
    return None
