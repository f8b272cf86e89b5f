"""The epistemic labels of a mention and how trigger cues resolve into them.

Assertion α ∈ {Present, Absent, Possible, Conditional, Hypothetical, Family_History, Historical},
experiencer ∈ {Patient, Family}, temporality τa ∈ {Past, Current, Future} (paper 000 §3.2, App. Q).
The resolution order is deliberate:

1. the experiencer: a family cue or the Family History section makes it Family (negated → Absent,
   otherwise Family_History);
2. Hypothetical (instructions, "return if", PRN), then Absent (negation beats uncertainty:
   "r/o PE - negative workup"), then Possible (a hedge on the mention itself), then Conditional
   ("start statin if LDL > 130");
3. historical cues: a current cue ("recently diagnosed", "currently") → Present; an explicit
   resolution ("resolved", "treated for") → Historical; a chronic condition ("history of CHF") → Present, because
   "history of" a chronic disease means it persists; otherwise Historical;
4. otherwise Present.

A causal hedge ("edema, likely due to noncompliance") is a forward-only cue, so it makes the cause
uncertain and leaves the finding before it Present.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import Enum


class Assertion(str, Enum):
    PRESENT = "Present"
    ABSENT = "Absent"
    POSSIBLE = "Possible"
    CONDITIONAL = "Conditional"
    HYPOTHETICAL = "Hypothetical"
    FAMILY_HISTORY = "Family_History"
    HISTORICAL = "Historical"


class Experiencer(str, Enum):
    PATIENT = "Patient"
    FAMILY = "Family"


class Temporality(str, Enum):
    PAST = "Past"
    CURRENT = "Current"
    FUTURE = "Future"


@dataclass(frozen=True)
class Cue:
    """A trigger that modified the mention: its category, text, and where it sits in the text."""

    category: str
    text: str
    start: int
    end: int
    direction: str

    def as_dict(self) -> dict:
        return {"category": self.category, "text": self.text, "start": self.start, "end": self.end,
                "direction": self.direction}


@dataclass(frozen=True)
class Annotation:
    """The epistemic state of one mention (paper 000, App. B, Def. 1), with its evidence."""

    start: int
    end: int
    text: str
    assertion: Assertion
    experiencer: Experiencer
    temporality: Temporality
    confidence: float
    section: str | None = None
    sentence_start: int | None = None
    sentence_end: int | None = None
    cues: tuple[Cue, ...] = field(default_factory=tuple)

    @property
    def epistemic_state(self) -> tuple[str, str, str]:
        return (self.assertion.value, self.experiencer.value, self.temporality.value)

    def triggers(self) -> list[dict]:
        return [cue.as_dict() for cue in self.cues]


def is_chronic(text: str, chronic_terms: frozenset[str]) -> bool:
    """Whether the mention names a chronic condition, as written ("a-fib") or with its hyphens read
    as spaces ("End-stage renal disease")."""
    words = re.findall(r"[a-z0-9]+(?:[-'][a-z0-9]+)*", text.lower())
    spellings = {" " + " ".join(words) + " ", " " + " ".join(words).replace("-", " ") + " "}
    return any(f" {term} " in joined or (len(term) > 5 and term in joined)
               for joined in spellings for term in chronic_terms)


def resolve(*, text: str, categories: set[str], section: str | None, priors: dict[str, dict],
            chronic_terms: frozenset[str]) -> tuple[Assertion, Experiencer, Temporality, float]:
    """Resolve the cue categories that modify a mention (plus its section's prior) into labels."""
    prior = priors.get(section or "", {})
    family = "FAMILY" in categories or prior.get("experiencer") == "Family"
    negated = "NEGATED_EXISTENCE" in categories
    # Agreement among cues raises confidence; a section prior alone is a weaker basis.
    strong = len(categories - {"CURRENT", "CONDITIONAL_WEAK"})
    confidence = 0.9 if strong else 0.85

    if family:
        if "FAMILY" not in categories:
            confidence = 0.8
        if negated:
            return Assertion.ABSENT, Experiencer.FAMILY, Temporality.CURRENT, confidence
        return Assertion.FAMILY_HISTORY, Experiencer.FAMILY, Temporality.PAST, confidence

    if "HYPOTHETICAL" in categories or (prior.get("assertion") == "Hypothetical" and not negated):
        if "HYPOTHETICAL" not in categories:
            confidence = 0.75
        return Assertion.HYPOTHETICAL, Experiencer.PATIENT, Temporality.FUTURE, confidence
    if negated:
        if "POSSIBLE_EXISTENCE" in categories:
            confidence = 0.75  # "r/o X - negative": the negation wins, but the cues disagree
        return Assertion.ABSENT, Experiencer.PATIENT, _temporality(categories, prior), confidence
    # A hedge on the mention itself is more specific than a conditional clause elsewhere in the
    # sentence: "possible UTI - will treat if culture positive" is a possible UTI.
    # ... unless the same sentence goes on to confirm it: "suspected as the cause and confirmed on
    # biopsy", "PE was suspected, then confirmed by CTA" are present (a denial above still wins; a
    # confirmation after alternatives, "pneumonia vs atelectasis, confirmed as atelectasis", does not
    # say which, so the alternatives stay possible below)
    confirmed = "CONFIRMED" in categories
    if ("POSSIBLE_EXISTENCE" in categories or "CAUSAL_HEDGE" in categories) and not confirmed:
        return Assertion.POSSIBLE, Experiencer.PATIENT, _temporality(categories, prior), confidence
    if "CONDITIONAL" in categories:
        return Assertion.CONDITIONAL, Experiencer.PATIENT, Temporality.FUTURE, confidence
    # The weakest hedge, an alternative ("atelectasis or pneumonia"): any other cue decides first.
    if "WEAK_HEDGE" in categories and not (categories & {"HISTORICAL", "RESOLVED"}):
        return Assertion.POSSIBLE, Experiencer.PATIENT, _temporality(categories, prior), 0.8

    historical_cue = "HISTORICAL" in categories or "RESOLVED" in categories
    in_history_section = prior.get("historical_unless_chronic", False)
    if historical_cue or in_history_section:
        # An explicit current cue wins: "currently being treated for pneumonia" is present.
        if "CURRENT" in categories:
            return Assertion.PRESENT, Experiencer.PATIENT, Temporality.CURRENT, confidence
        if "RESOLVED" in categories:
            return Assertion.HISTORICAL, Experiencer.PATIENT, Temporality.PAST, confidence
        if is_chronic(text, chronic_terms):
            return Assertion.PRESENT, Experiencer.PATIENT, Temporality.PAST, confidence
        return Assertion.HISTORICAL, Experiencer.PATIENT, Temporality.PAST, confidence if historical_cue else 0.7
    return Assertion.PRESENT, Experiencer.PATIENT, _temporality(categories, prior), confidence


def _temporality(categories: set[str], prior: dict) -> Temporality:
    if "CONDITIONAL_WEAK" in categories or "HYPOTHETICAL" in categories:
        return Temporality.FUTURE
    if "CURRENT" in categories:
        return Temporality.CURRENT
    if "HISTORICAL" in categories or "RESOLVED" in categories or prior.get("temporality") == "Past":
        return Temporality.PAST
    return Temporality.CURRENT
