"""Words that would unblind a rater: the compared runs' conditions, models and labels.

Text is compared folded, so that a look-alike spelling does not slip past: Unicode NFKC (a
full-width "Ｃ", a subscript "₄" become "C", "4"), accents dropped, case folded, and every
separator — spaces, hyphens, dots, slashes, underscores, zero-width and other invisible
characters, any punctuation — ignored. "Ｃ4g", "C 4g", "C4-g", "C₄g" and "c.4.g" all name "C4g".
A word is still matched whole: the text's letters and digits are cut at the separators, and a run
of consecutive pieces must spell the word exactly ("Topic 1" does not name "C1", "C4gx" does not
name "C4g").
"""

from __future__ import annotations

import unicodedata

#: a folded run of letters and digits (the pieces a text is cut into)
_Piece = str


def fold(text: str) -> list[_Piece]:
    """``text`` as its pieces of letters and digits, each NFKC-folded, without accents and case
    folded; everything else (whitespace, punctuation, symbols, invisible characters) separates."""
    text = unicodedata.normalize("NFKC", text or "")
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    text = unicodedata.normalize("NFKC", text.casefold())
    pieces, current = [], []
    for char in text:
        if char.isalnum():
            current.append(char)
        elif current:
            pieces.append("".join(current))
            current = []
    if current:
        pieces.append("".join(current))
    return pieces


def _blinding_words(runs: list[Run]) -> set[str]:
    words = set()
    for run in runs:
        words |= {run.condition, run.model, run.model.rsplit("/", 1)[-1], run.label}
    return {w.strip().lower() for w in words if w and len("".join(fold(w))) >= 2}


def blinding_word(text: str, runs: list[Run]) -> str | None:
    """The first compared run's condition, model or label that ``text`` names, if any: a run of
    consecutive pieces of the folded text (``fold``) that spells the folded word."""
    pieces = fold(text)
    for word in sorted(_blinding_words(runs)):
        target = "".join(fold(word))
        for start in range(len(pieces)):
            joined = ""
            for piece in pieces[start:]:
                joined += piece
                if not target.startswith(joined):
                    break
                if joined == target:
                    return word
    return None
