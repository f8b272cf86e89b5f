"""What the category scorers share: the request they score (``Case``), building a ``Score``, the
abstention gate, and the answer's polarity claim for the asked concept."""

from __future__ import annotations

from typing import Any, NamedTuple

from benchmark.evaluators.base import ABSTAINED, INCORRECT, Score
from benchmark.evaluators.polarity.reader import Reader, Reading


class Case(NamedTuple):
    """One scoring request as a category scorer sees it."""

    reader: Reader
    question: str
    answer: str
    reference_text: str
    structure: dict[str, Any]  # the reference's structure (plus a concept read from the question), or {}
    base: dict[str, Any]  # the details every score of this request carries


def verdict(value: float, label: str, reason: str, **details) -> Score:
    """A Score whose details are the keyword arguments."""
    return Score(value, label, reason, details)


def abstention_score(reading: Reading, base: dict) -> Score | None:
    """``abstained`` (0) when the text abstains without a clinical claim; None otherwise."""
    if reading.abstention:
        return verdict(0.0, ABSTAINED, f"The answer abstains ({reading.abstention!r}) without making a clinical claim.",
                       **base, abstention=reading.abstention)
    return None


def answer_claim(reader: Reader, reading: Reading, concept: str | None, reference: Reading,
                 expected: str | None) -> dict:
    """The answer's polarity for the concept and how it was read.

    Order of evidence: a mention of the concept with a cue; the leading Yes/No against the
    reference's (translated to the reference's polarity when they agree); a mention with no
    cue (present); the first sentence's cues. Returns {"polarity", "how", "cue", "experiencer",
    "mentions"}."""
    explicit = [m for m in reading.mentions if m.polarity and m.cue]
    plain = [m for m in reading.mentions if m.polarity and not m.cue]
    experiencers = {m.experiencer for m in reading.mentions if m.polarity}
    claim = {"experiencer": "family" if experiencers == {"family"} else ("mixed" if len(experiencers) > 1
                                                                         else "patient"),
             "mentions": [(m.polarity, m.cue, m.experiencer) for m in reading.mentions]}
    if explicit:
        patient = [m for m in explicit if m.experiencer == "patient"] or explicit
        polarities = {m.polarity for m in patient}
        conclusive = set(reader.data.polarity.conclusive_negation)
        if polarities == {"possible", "absent"} and any(m.cue in conclusive for m in patient):
            # "suspected ... later ruled out": the work-up concluded it was absent.
            polarities = {"absent"}
        if len(polarities) > 1:
            return {**claim, "polarity": "contradictory", "how": "cues", "cue": ", ".join(m.cue for m in patient)}
        polarity = polarities.pop()
        return {**claim, "polarity": polarity, "how": "cue",
                "cue": next(m.cue for m in patient if m.polarity == polarity)}
    if reading.lead and reference.lead and expected:
        if reading.lead == reference.lead:
            return {**claim, "polarity": expected, "how": "lead", "cue": reading.lead}
        return {**claim, "polarity": opposite_polarity(expected), "how": "lead", "cue": reading.lead}
    if plain:
        return {**claim, "polarity": "present", "how": "mention", "cue": None}
    polarity, cue = reader.overall(reading)
    if reading.lead and not polarity:
        polarity, cue = ("present" if reading.lead == "yes" else "absent"), reading.lead
    return {**claim, "polarity": polarity, "how": "first sentence", "cue": cue}


def lead_mismatch(reading: Reading, ref: Reading, details: dict) -> Score | None:
    """Answer and reference answer the same yes/no question oppositely."""
    if reading.lead and ref.lead and reading.lead != ref.lead:
        return verdict(0.0, INCORRECT, f"The answer says {reading.lead.capitalize()!r} where the reference says "
                       f"{ref.lead.capitalize()!r}.", **details)
    return None


def opposite_polarity(polarity: str) -> str:
    return {"absent": "present", "present": "absent", "possible": "present", "conditional": "present"}.get(
        polarity, "present")


def polarity_word(polarity: str | None) -> str:
    return {"present": "present", "absent": "absent", "possible": "only possible (not confirmed)",
            "conditional": "conditional", "hypothetical": "hypothetical"}.get(polarity or "", str(polarity))


def how_read(claim: dict) -> str:
    if claim["how"] == "lead":
        return f"read from its leading {claim['cue']!r} against the reference's"
    if claim["cue"]:
        return f"read from {claim['cue']!r}"
    return f"read from {claim['how']}"
