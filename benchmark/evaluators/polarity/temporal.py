"""Task B categories: current state and historical (is the problem current, and is it resolved,
ruled out or still active), read from status words, then the leading Yes/No, then polarity."""

from __future__ import annotations

import re

from benchmark.evaluators.base import CORRECT, INCORRECT, PARTIAL, UNSCORABLE, Score
from benchmark.evaluators.polarity.claims import (
    Case,
    abstention_score,
    answer_claim,
    lead_mismatch,
    polarity_word,
    verdict,
)
from benchmark.evaluators.polarity.cues import EDGE_L, EDGE_R
from benchmark.evaluators.polarity.reader import Reader, Reading
from benchmark.evaluators.polarity.text import normalize


def temporal_claim(reader: Reader, reading: Reading, concept: str | None) -> dict:
    """Current (True / False / "conflict" / None) and status from status words: strong cues
    decide when there are any, weak ones ("past", "present") only otherwise."""
    votes = reader.status_votes(reading, concept)
    strong = [v for v in votes if v[1] == "strong"]
    deciding = strong or votes
    kinds = {v[0] for v in deciding}
    current = None
    if kinds & {"active"} and kinds & {"resolved", "ruled_out", "not_current"}:
        current = "conflict"
    elif "active" in kinds:
        current = True
    elif kinds:
        current = False
    status = None
    if current is True:
        status = "active"
    elif current is False:
        status = "ruled_out" if "ruled_out" in kinds and "resolved" not in kinds else (
            "resolved" if "resolved" in kinds else None)
    return {"current": current, "status": status, "cues": [v[2] for v in deciding]}


def current_state(case: Case) -> Score:
    """The answer says the problem is current, or not (and resolved vs ruled out), as the reference does."""
    return _temporal(case, "current_state")


def historical(case: Case) -> Score:
    """The answer says the problem resolved, or is still active / chronic, as the reference does."""
    return _temporal(case, "historical")


def _temporal(case: Case, category: str) -> Score:
    reader, question, answer, reference_text, s, base = case
    concept = s.get("concept")
    reading = reader.read(answer, concept)
    ref = reader.read(reference_text, concept)
    if (abstained := abstention_score(reading, base)):
        return abstained
    if s.get("status") or s.get("polarity"):
        status = s.get("status")
        if category == "current_state":
            # a stated status decides ("present", "resolved": it was there and has resolved, @3);
            # without one the polarity does
            want_current = (status in ("active", "chronic") if status in ("active", "chronic", "resolved", "ruled_out")
                            else s.get("polarity") == "present")
        else:
            want_current = status in ("active", "chronic") if status else s.get("polarity") == "present"
        want_status = {"chronic": "active"}.get(status, status)
    else:
        ref_claim = temporal_claim(reader, ref, concept)
        want_current, want_status = ref_claim["current"], ref_claim["status"]
        if want_current in (None, "conflict"):
            return verdict(0.0, UNSCORABLE, "The reference has no structure and its text gives no clear status.",
                           **base)
    what = concept or "the problem"
    details = {**base, "expected": {"current": want_current, "status": want_status}}
    if concept and not reading.concept_found and (thing := reader.other_subject(reading)):
        return verdict(0.0, INCORRECT, f"The answer is about {thing!r}, not {concept!r}.", **details,
                       other_subject=thing)
    if (mismatch := lead_mismatch(reading, ref, details)):
        return mismatch
    got = temporal_claim(reader, reading, concept)
    how = "status words"
    if got["current"] is None:
        # No status words: fall back on the leading Yes/No (against the reference's, or read
        # against what the question asks), then, for current state, on polarity.
        asks = _question_asks(reader, question)
        if reading.lead and ref.lead:
            got["current"] = want_current if reading.lead == ref.lead else (not want_current)
            how = f"leading {reading.lead!r}"
        elif reading.lead and asks:
            got["current"] = (reading.lead == "yes") == (asks == "active")
            how = f"leading {reading.lead!r} to a question about being {asks}"
        elif category == "current_state":
            claim = answer_claim(reader, reading, concept, ref, None)
            if claim["polarity"] in ("present", "absent") and claim["how"] in ("cue", "mention"):
                got["current"] = claim["polarity"] == "present"
                how = f"says {what} is {polarity_word(claim['polarity'])}"
    details["found"] = {**got, "how": how}
    if got["current"] == "conflict":
        return verdict(0.0, INCORRECT, f"The answer calls {what} both active and not ({', '.join(got['cues'])}).",
                       **details)
    if got["current"] is None:
        return verdict(0.0, INCORRECT, f"The answer does not say whether {what} is "
                       f"{'still active' if category == 'current_state' else 'resolved or still active'}.", **details)
    state = lambda current, status: ("active" if current else
                                     {"resolved": "resolved", "ruled_out": "ruled out"}.get(status, "not current"))
    if got["current"] != want_current:
        return verdict(0.0, INCORRECT, f"The answer says {what} is {state(got['current'], got['status'])} but the "
                       f"reference says it is {state(want_current, want_status)} ({how}).", **details)
    if not want_current and got["status"] and want_status and got["status"] != want_status:
        if category == "historical":
            return verdict(0.0, INCORRECT, f"The answer calls {what} {state(False, got['status'])}; the reference says "
                           f"{state(False, want_status)}.", **details)
        return verdict(0.5, PARTIAL, f"The answer agrees {what} is not current but calls it "
                       f"{state(False, got['status'])}; the reference says {state(False, want_status)}.", **details)
    if category == "historical" and want_current is False and want_status == "resolved" and got["status"] is None \
            and not how.startswith("leading"):
        return verdict(0.5, PARTIAL, f"The answer says {what} is not current but not that it resolved.", **details)
    return verdict(1.0, CORRECT, f"The answer says {what} is {state(want_current, want_status)}, as the reference does "
                   f"({how}).", **details)


def _question_asks(reader: Reader, question: str) -> str | None:
    """Whether a yes/no question asks if the problem resolved or if it is active."""
    q = normalize(question)
    asks = reader.data.status.question_asks
    for kind, words in (("resolved", asks.resolved), ("active", asks.active)):
        if any(re.search(EDGE_L + re.escape(w) + EDGE_R, q) for w in words):
            return kind
    return None
