"""Task A categories: negation, uncertainty, family history (what the answer asserts about the
concept, and for whom) and conditional (the condition, and that the action has not happened)."""

from __future__ import annotations

import math
import re

from benchmark.evaluators.base import CORRECT, INCORRECT, PARTIAL, UNSCORABLE, Score
from benchmark.evaluators.polarity.claims import (
    Case,
    abstention_score,
    answer_claim,
    how_read,
    lead_mismatch,
    polarity_word,
    verdict,
)
from benchmark.evaluators.polarity.cues import EDGE_L, EDGE_R
from benchmark.evaluators.polarity.reader import Reader, Reading
from benchmark.evaluators.polarity.text import normalize, word_tokens


def _polarity_category(case: Case) -> Score | tuple:
    """Shared start of negation / uncertainty / family history: read answer and reference, gate
    abstentions and other-subject answers, and return (details, claim, expected polarity,
    expected experiencer, answer reading, reference reading), or a final Score."""
    reader, _, answer, reference_text, s, base = case
    concept = s.get("concept")
    reading = reader.read(answer, concept)
    ref = reader.read(reference_text, concept)
    if (abstained := abstention_score(reading, base)):
        return abstained
    if s.get("polarity"):
        expected, experiencer = s["polarity"], s.get("experiencer", "patient")
    else:  # no structure: read the reference text the same way
        ref_claim = answer_claim(reader, ref, concept, ref, None)
        expected, experiencer = ref_claim["polarity"], ref_claim["experiencer"]
        if expected is None and ref.lead:
            expected = "present" if ref.lead == "yes" else "absent"
        if expected is None:
            return verdict(0.0, UNSCORABLE, "The reference has no structure and its text states no polarity.", **base)
    details = {**base, "expected": {"polarity": expected, "experiencer": experiencer}}
    if concept and not reading.concept_found and (thing := reader.other_subject(reading)):
        return verdict(0.0, INCORRECT, f"The answer is about {thing!r}, not {concept!r}.", **details,
                       other_subject=thing)
    claim = answer_claim(reader, reading, concept, ref, expected)
    details["found"] = {k: claim[k] for k in ("polarity", "how", "cue", "experiencer")}
    if (mismatch := lead_mismatch(reading, ref, details)):
        return mismatch
    return details, claim, expected, experiencer, reading, ref


def negation(case: Case) -> Score:
    """The answer gives the concept the reference's polarity (present / absent / possible), for the patient."""
    s = case.structure
    out = _polarity_category(case)
    if isinstance(out, Score):
        return out
    details, claim, expected, experiencer, reading, _ = out
    what = s.get("concept") or "the finding"
    got = claim["polarity"]
    if got is None:
        return verdict(0.0, INCORRECT, f"The answer does not say whether {what} was present.", **details)
    if got == "contradictory":
        return verdict(0.0, INCORRECT, f"The answer says {what} is both present and not ({claim['cue']}).", **details)
    if experiencer == "patient" and claim["experiencer"] == "family" and got == "present":
        return verdict(0.0, INCORRECT, f"The answer attributes {what} to a relative, not the patient.", **details)
    if got == expected:
        return verdict(1.0, CORRECT, f"The answer says {what} is {polarity_word(got)}, as the reference does "
                       f"({how_read(claim)}).", **details)
    return verdict(0.0, INCORRECT, f"The answer says {what} is {polarity_word(got)} but the reference says it is "
                   f"{polarity_word(expected)} ({how_read(claim)}).", **details)


def uncertainty(case: Case) -> Score:
    """The answer calls the concept suspected / not confirmed as the reference does, or, for a present
    finding with an uncertain cause, the finding present and its cause uncertain."""
    reader, s = case.reader, case.structure
    out = _polarity_category(case)
    if isinstance(out, Score):
        return out
    details, claim, expected, _, reading, ref = out
    what = s.get("concept") or "the finding"
    got = claim["polarity"]
    if got == "contradictory":
        return verdict(0.0, INCORRECT, f"The answer contradicts itself about {what} ({claim['cue']}).", **details)
    if expected == "present" and s.get("cause"):
        # A present finding whose *cause* is uncertain (App. X.6: causal vs existential uncertainty).
        cause = s["cause"]
        if str(s.get("cause_polarity") or "").lower() in ("absent", "ruled_out", "negated"):
            # @4: a cause considered and set aside ("alcohol was considered unlikely"): the answer says so
            denied = _cause_denied(reader, reading, cause)
            details["found"]["cause_denied"] = denied
            if denied:
                return verdict(1.0, CORRECT, f"The answer says {cause} was set aside as the cause of {what}, as the "
                               "reference does.", **details)
            if _cause_hedged(reader, reading, cause):
                return verdict(0.5, PARTIAL, f"The answer calls {cause} a possible cause of {what}; the reference "
                               "says it was set aside.", **details)
        cause_hedged = _cause_hedged(reader, reading, cause)
        details["found"]["cause_hedged"] = cause_hedged
        if got == "possible":
            return verdict(0.0, INCORRECT, f"The answer calls {what} itself uncertain; only its cause ({cause}) was.",
                           **details)
        if got != "present" or claim["how"] == "first sentence" and not reading.concept_found:
            return verdict(0.0, INCORRECT, f"The answer does not say {what} was present.", **details)
        if cause_hedged:
            return verdict(1.0, CORRECT, f"The answer says {what} was present and its cause ({cause}) uncertain.",
                           **details)
        return verdict(0.5, PARTIAL, f"The answer says {what} was present but not that its cause ({cause}) was "
                       "uncertain.", **details)
    if got is None:
        return verdict(0.0, INCORRECT, f"The answer does not say how certain {what} was.", **details)
    if got == expected:
        return verdict(1.0, CORRECT, f"The answer says {what} was {polarity_word(got)}, as the reference does "
                       f"({how_read(claim)}).", **details)
    if expected == "possible" and got == "absent" and claim["how"] == "lead":
        return verdict(0.5, PARTIAL, f"The answer agrees {what} was not confirmed but does not say it was suspected.",
                       **details)
    return verdict(0.0, INCORRECT, f"The answer says {what} was {polarity_word(got)} but the reference says it was "
                   f"{polarity_word(expected)} ({how_read(claim)}).", **details)


_CAUSE_WORD = re.compile(r"[a-z][a-z-]+")
_CAUSE_STOP = frozenset("the a an of and or to in on with from due disease disorder syndrome source cause".split())


def _names_cause(reader: Reader, sentence: str, cause: str) -> bool:
    """Whether the sentence names the cause: as a concept, or (@4) by a word of the cause in another
    form — "cardioembolic" for "cardioembolism", "ischemic" for "ischemic heart disease"."""
    if any(p.search(sentence) for p in reader.concept_patterns(cause)):
        return True
    words = [w for w in _CAUSE_WORD.findall(cause.lower()) if w not in _CAUSE_STOP and len(w) >= 5]
    said = _CAUSE_WORD.findall(sentence.lower())
    return any(w[:6] == x[:6] and len(x) >= 5 for w in words[:1] for x in said)


#: a cause set aside: "unlikely", "less likely", "excluded", "ruled out", "not the cause", "not thought"
_DENIED_CAUSE = re.compile(r"\b(?:unlikely|less likely|not likely|excluded|ruled out|not the cause|not thought|not felt|"
                           r"not favou?red|no evidence|was not|were not|did not|not from|not due|not related|not caused)\b"
                           r"|^\s*no\b", re.IGNORECASE)


def _cause_denied(reader: Reader, reading: Reading, cause: str) -> bool:
    return any(_names_cause(reader, sentence, cause) and _DENIED_CAUSE.search(sentence) for sentence in reading.sentences)


def _cause_hedged(reader: Reader, reading: Reading, cause: str) -> bool:
    for sentence in reading.sentences:
        if _names_cause(reader, sentence, cause):
            if any(c.kind == "hedge" for c in reader.cues.polarity.scan(sentence)) or \
                    re.search(r"\b(?:likely|probably|possibly|presumed|thought to be|felt to be)\b", sentence):
                return True
    return False


#: an answer to "him or his mother?" that gives it to both ("Both.", "Both — he has it and so did his mother")
_BOTH_LEAD = re.compile(r"^\W*both\b")


def family_history(case: Case) -> Score:
    """The answer attributes the concept to the family (and the right relative), not the patient, as the
    reference does; or says the patient does not have it, or that the family history is negative."""
    reader, question, s = case.reader, case.question, case.structure
    out = _polarity_category(case)
    if isinstance(out, Score):
        return out
    details, claim, expected, experiencer, reading, ref = out
    what = s.get("concept") or "the condition"
    relative = s.get("relative")
    if relative is None and not s.get("polarity"):  # no structure: the relative the reference text names
        _, ref_relatives, _ = reader.family_in(ref.text)
        relative = ref_relatives[0] if ref_relatives else None
    patient_has = [m for m in reading.mentions if m.polarity == "present" and m.experiencer == "patient" and m.cue]
    family_present = [m for m in reading.mentions if m.experiencer == "family" and m.polarity in ("present", None)]
    family_absent = [m for m in reading.mentions if m.experiencer == "family" and m.polarity == "absent"]
    any_family, relatives, sides = reader.family_in(reading.text)
    details["found"].update(patient_has=bool(patient_has), family_mentioned=any_family,
                            relatives=list(relatives))
    got = claim["polarity"]

    if experiencer == "family" and expected == "present":
        # "diabetes — him or his mother?" answered "Both." by the reference: the relative and the patient
        ref_both = bool(_BOTH_LEAD.match(normalize(case.reference_text)))
        says_both = bool(_BOTH_LEAD.match(normalize(case.answer)))
        details["expected"]["both"] = ref_both
        if patient_has and not (ref_both and (says_both or family_present or relatives)):
            return verdict(0.0, INCORRECT, f"The answer says the patient has {what}; the reference gives it only in "
                           f"the family history ({relative or 'a relative'}).", **details)
        # Attributed: a family mention of the concept, a bare relative ("Maternal grandmother."),
        # or an agreeing "Yes" with the family named.
        attributed = family_present or (relatives and not reading.concept_found) or (
            any_family and claim["how"] == "lead") or (says_both and bool(relatives))
        if ref_both and attributed and not (says_both or patient_has):
            return verdict(0.0, INCORRECT, f"The answer gives {what} only to the relative; the reference says the "
                           "patient has it too.", **details)
        if family_absent or not attributed or got in ("absent", "possible", "contradictory"):
            return verdict(0.0, INCORRECT, f"The answer does not attribute {what} to the family, as the reference "
                           f"does ({relative or 'a relative'}).", **details)
        return _relative_check(what, relative, relatives, sides, question, details)

    if experiencer == "family":  # family history negative for the concept
        if family_present and not family_absent and got != "absent":
            return verdict(0.0, INCORRECT, f"The answer gives {what} in the family history; the reference says the "
                           "family history is negative for it.", **details)
        if got == "absent" or family_absent:
            return verdict(1.0, CORRECT, f"The answer says there is no family history of {what}, as the reference "
                           "does.", **details)
        return verdict(0.0, INCORRECT, f"The answer does not say the family history is negative for {what}.", **details)

    # The patient does not have it (it is only in the family history) — or, rarely, does.
    if expected == "absent":
        if patient_has or (got == "present" and not family_present and claim["how"] != "cue"):
            return verdict(0.0, INCORRECT, f"The answer attributes {what} to the patient; the reference has it only in "
                           f"the family history ({relative or 'a relative'}).", **details)
        if got == "absent" or family_present or (got == "present" and claim["experiencer"] == "family"):
            return verdict(1.0, CORRECT, f"The answer does not attribute {what} to the patient, as the reference "
                           "does not.", **details)
        return verdict(0.0, INCORRECT, f"The answer does not say whether the patient has {what}.", **details)
    if got == expected and claim["experiencer"] != "family":
        return verdict(1.0, CORRECT, f"The answer says the patient has {what}, as the reference does.", **details)
    return verdict(0.0, INCORRECT, f"The answer does not say the patient has {what}.", **details)


def _relative_check(what, relative, relatives, sides, question, details) -> Score:
    if not relative:
        return verdict(1.0, CORRECT, f"The answer attributes {what} to the family, not the patient, as the reference "
                       "does.", **details)
    head = relative.split()[-1]
    side = next((w for w in ("maternal", "paternal") if w in relative.split()), None)
    named = [r for r in relatives if r == head or r.rstrip("s") == head]
    if named and (not side or not sides or side in sides):
        return verdict(1.0, CORRECT, f"The answer attributes {what} to the patient's {relative}, as the reference "
                       "does.", **details)
    if relatives:
        return verdict(0.5, PARTIAL, f"The answer attributes {what} to the family but names the "
                       f"{'/'.join(relatives)}, not the {relative}.", **details)
    if re.search(r"\b(?:which|what|who|whom)\b.*\b(?:relative|family member)\b|\bwhich relative\b|\bwho\b",
                 question.lower()):
        return verdict(0.5, PARTIAL, f"The answer puts {what} in the family history but does not name the {relative}, "
                       "which the question asks for.", **details)
    return verdict(1.0, CORRECT, f"The answer attributes {what} to the family, not the patient, as the reference does.",
                   **details)


def conditional(case: Case) -> Score:
    """The answer states the reference's condition (content words, numbers, direction) as a condition
    and does not say the action was done."""
    reader, _, answer, reference_text, s, base = case
    reading = reader.read(answer)
    if (abstained := abstention_score(reading, base)):
        return abstained
    condition = s.get("condition")
    if not condition:
        condition = _condition_from_text(reader, normalize(reference_text))
        if not condition:
            return verdict(0.0, UNSCORABLE, "The reference has no structure and its text states no condition.", **base)
    text = _expand(reader, reading.text)
    wanted = _condition_terms(reader, _expand(reader, condition.lower()))
    have = set(word_tokens(text))
    numbers = [t for t in wanted if re.fullmatch(r"[\d./]+", t)]
    matched = [t for t in wanted if t in have]
    want_dir = {c.kind for c in reader.cues.comparators.scan(condition.lower())}
    got_dir = {c.kind for c in reader.cues.comparators.scan(text)}
    cue = [c.text for c in reader.cues.conditional.scan(text)]
    done = [p.search(text).group(0) for p in reader.cues.done if p.search(text)]
    not_done = [p.search(text).group(0) for p in reader.cues.not_done if p.search(text)]
    content_ok = (len(matched) >= math.ceil(0.6 * len(wanted)) if wanted else False) \
        and all(n in have for n in numbers)
    direction_ok = not want_dir or not got_dir or bool(want_dir & got_dir)
    details = {**base, "expected": {"condition": condition, "action": s.get("action")},
               "found": {"condition_terms": matched, "condition_terms_wanted": wanted, "conditional_cues": cue,
                         "done": done, "not_done": not_done, "comparators": sorted(got_dir)}}
    if done and not not_done:
        return verdict(0.0, INCORRECT, f"The answer says it was done ({done[0]!r}); the reference says it is only "
                       f"planned if {condition}.", **details)
    if content_ok and not direction_ok:
        return verdict(0.0, INCORRECT, f"The answer states the threshold in the wrong direction for '{condition}'.",
                       **details)
    if content_ok and cue:
        return verdict(1.0, CORRECT, f"The answer gives the condition ({condition}) and does not say it was done.",
                       **details)
    if content_ok:
        return verdict(0.5, PARTIAL, f"The answer mentions {condition} but not as a condition for the plan.", **details)
    if not_done:
        return verdict(0.5, PARTIAL, f"The answer says it has not been done but not the condition ({condition}).",
                       **details)
    return verdict(0.0, INCORRECT, f"The answer does not state the condition ({condition}).", **details)


def _expand(reader: Reader, text: str) -> str:
    """Clinical abbreviations spelled out ("BP" -> "blood pressure"), so conditions compare."""
    for short, full in reader.data.conditional.abbreviations.items():
        text = re.sub(EDGE_L + re.escape(short) + EDGE_R, full, text)
    return text


def _condition_terms(reader: Reader, condition: str) -> list[str]:
    stop = set(reader.data.conditional.stopwords)
    return list(dict.fromkeys(t for t in word_tokens(condition.lower()) if t not in stop))


def _condition_from_text(reader: Reader, text: str) -> str | None:
    for cue in ("only if", "if", "unless", "provided that", "in case", "once", "when"):
        hit = re.search(rf"\b{cue}\b\s+(?P<cond>.+?)(?:[.;](?:\s|$)|$)", text)
        if hit:
            return hit.group("cond").strip()
    return None
