"""The duration category: the first duration the answer states, in days, against the reference's
within a stated tolerance."""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Mapping

from benchmark.evaluators.base import CORRECT, INCORRECT, PARTIAL, UNSCORABLE, Score
from benchmark.evaluators.polarity.claims import Case, abstention_score, verdict
from benchmark.evaluators.polarity.reader import Reader
from benchmark.evaluators.polarity.text import normalize


def duration(case: Case) -> Score:
    """The first duration the answer states equals the reference's within the tolerance of the cue file."""
    reader, _, answer, reference_text, s, base = case
    reading = reader.read(answer)
    if (abstained := abstention_score(reading, base)):
        return abstained
    tol = reader.data.duration.tolerance
    expected_days, start, end = None, s.get("start"), s.get("end")
    if isinstance(s.get("duration"), Mapping):
        unit = reader.cues.unit_of.get(str(s["duration"].get("unit", "")).lower())
        if unit and isinstance(s["duration"].get("value"), (int, float)):
            expected_days = s["duration"]["value"] * reader.cues.days_per_unit[unit]
    if expected_days is None:
        claim = _duration_claim(reader, normalize(reference_text))
        if claim is None:
            return verdict(0.0, UNSCORABLE, "The reference has no structure and its text states no duration.", **base)
        expected_days = claim["days"]
        start, end = claim.get("start"), claim.get("end")
    details = {**base, "expected": {"days": round(expected_days, 3), "start": start, "end": end},
               "tolerance": {"exact_days": max(tol.exact_days, tol.exact_fraction * expected_days),
                             "partial_days": tol.partial_days}}
    claim = _duration_claim(reader, reading.text)
    details["found"] = claim
    if claim is None:
        return verdict(0.0, INCORRECT, "The answer states no duration.", **details)
    shown = f"{expected_days:g} day{'s' if expected_days != 1 else ''}"
    if claim.get("start") and start and (claim["start"], claim["end"]) == (start, end):
        return verdict(1.0, CORRECT, f"The answer gives the reference's dates ({start} to {end}).", **details)
    diff = abs(claim["days"] - expected_days)
    exact = max(tol.exact_days, tol.exact_fraction * expected_days)
    if diff <= exact:
        return verdict(1.0, CORRECT, f"The answer's {claim['text']!r} equals the reference's {shown}.", **details)
    if diff <= exact + tol.partial_days and expected_days >= tol.partial_min_reference_days:
        return verdict(0.5, PARTIAL, f"The answer's {claim['text']!r} is within a day of the reference's {shown} "
                       "(inclusive vs exclusive counting).", **details)
    return verdict(0.0, INCORRECT, f"The answer's {claim['text']!r} does not match the reference's {shown}.", **details)


def _duration_claim(reader: Reader, text: str) -> dict | None:
    """The first duration the text states: "3 days", "72 hours", "three days", or a date range
    ("2177-08-15 through 2177-08-17", counted inclusively)."""
    numbers = reader.data.duration.number_words
    per_unit = reader.cues.days_per_unit
    found = []
    for m in reader.cues.duration.finditer(text):
        raw = m.group("number")
        value = float(raw) if re.fullmatch(r"[\d.]+", raw) else float(numbers[raw])
        unit = reader.cues.unit_of[m.group("unit")]
        found.append((m.start(), {"text": m.group(0), "value": value, "unit": unit,
                                  "days": value * per_unit[unit]}))
    for m in reader.cues.date_range.finditer(text):
        try:
            a, b = dt.date.fromisoformat(m.group("start")), dt.date.fromisoformat(m.group("end"))
        except ValueError:
            continue
        if b >= a:
            found.append((m.start(), {"text": m.group(0), "days": float((b - a).days + 1),
                                      "start": m.group("start"), "end": m.group("end")}))
    return min(found, key=lambda f: f[0])[1] if found else None
