"""How the epistemic labels look wherever the app shows them: one colour, one line style and one
word per assertion, the same on a highlighted note, a fact table and a drawn graph.

The colours are the Okabe–Ito palette, which readers with the common colour-vision deficiencies
can tell apart; colour is never the only cue — every mark carries its word, and edges and
underlines differ in dash pattern too.
"""

from __future__ import annotations

from dataclasses import dataclass

from retrieval.models import AssertionLabel


@dataclass(frozen=True)
class AssertionStyle:
    value: str
    #: the word shown beside a mention and in legends
    word: str
    #: stroke / underline colour and a light fill for highlights
    colour: str
    fill: str
    #: SVG ``stroke-dasharray`` ("" = solid) and the matching CSS ``text-decoration-style``
    dash: str
    underline: str
    #: what the label means, in a clinician's words
    meaning: str


ASSERTION_STYLES: dict[str, AssertionStyle] = {style.value: style for style in (
    AssertionStyle(AssertionLabel.PRESENT, "present", "#0072B2", "#d6ebf7", "", "solid",
                   "stated as true of the patient"),
    AssertionStyle(AssertionLabel.ABSENT, "absent", "#D55E00", "#fbe1d0", "6 3", "double",
                   "negated: denied, ruled out, not seen"),
    AssertionStyle(AssertionLabel.POSSIBLE, "possible", "#9a6a00", "#fdf0c8", "2 2", "dotted",
                   "uncertain: possible, suspected, cannot rule out"),
    AssertionStyle(AssertionLabel.CONDITIONAL, "conditional", "#CC79A7", "#f7e3ee", "8 2 2 2", "dashed",
                   "only under a condition: if, should, on exertion"),
    AssertionStyle(AssertionLabel.HYPOTHETICAL, "hypothetical", "#3d8fbf", "#e0f1fa", "1 3", "wavy",
                   "not yet real: plans, instructions, return precautions"),
    AssertionStyle(AssertionLabel.FAMILY_HISTORY, "family", "#009E73", "#d3f2e8", "10 3", "solid",
                   "said of a relative, not the patient"),
    AssertionStyle(AssertionLabel.HISTORICAL, "historical", "#6b6b6b", "#ececec", "4 4", "dashed",
                   "true in the past"),
)}

FALLBACK = AssertionStyle("", "unlabelled", "#999999", "#f3f3f3", "", "solid", "no label")


def assertion_style(value: str) -> AssertionStyle:
    return ASSERTION_STYLES.get(value, FALLBACK)


def css_class(value: str) -> str:
    """The CSS class of an assertion: ``a-present``, ``a-family_history``, …"""
    return "a-" + (value or "none").lower()


def legend() -> list[dict]:
    """The legend every labelled view shows: value, word, meaning and CSS class."""
    return [{"value": s.value, "word": s.word, "meaning": s.meaning, "css": css_class(s.value),
             "colour": s.colour, "dash": s.dash} for s in ASSERTION_STYLES.values()]


class Labelled:
    """For rows with an ``assertion``: its CSS class and its word, as every view shows them."""

    assertion: str

    @property
    def css(self) -> str:
        return css_class(self.assertion)

    @property
    def word(self) -> str:
        return assertion_style(self.assertion).word
