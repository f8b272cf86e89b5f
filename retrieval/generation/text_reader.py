"""Reading note sentences without a graph: the part of the offline reader that quotes text.

Text conditions (C2b, C6 …) hand the reader passages; the graph conditions hand it sentences
beside their facts, and fall back to them when no fact is about the asked-about concept. This
module picks the sentences that share the most content words with the clauses that ask (the
scene-setting lead left out), states a conclusion for a yes/no question from the assertion the
NLP's ConText rules give the asked words in the best sentence, and reads durations the text
states ("azithromycin for 5 days", "RUQ pain x 3 days") rather than counting note dates.
"""

from __future__ import annotations

import re

from retrieval.conditions.base import Evidence
from retrieval.conditions.focus import asked_clauses
from retrieval.conditions.intent import question_form

_STOP = frozenset("""a an the of in on at to for with and or but was were is are be been being did does do has
have had any patient patients what which who whom when where how why this that these those it its as by from
during admission stay hospitalization presentation documented chart team decided there their he she his her
they them after before first second most recent latest current currently still ever then than into over under
about would could should will can may might plan planned please note notes""".split())
_WORD = re.compile(r"[a-z][a-z0-9'-]+")
_SENTENCE = re.compile(r"(?<=[.!?])\s+|\n+")


RELATIVE = re.compile(
    r"\b(?:(?:maternal|paternal)\s+)?(?:grand(?:mother|father|parent)|great[- ]grand(?:mother|father)|mother|father|"
    r"sister|brother|son|daughter|aunt|uncle|cousin|sibling|parent|niece|nephew|mom|dad)s?\b", re.IGNORECASE)


CONDITION = re.compile(r"\b(if|unless|should|in case|once|provided that|when)\b\s+(.+?)(?:[.;]|,\s*(?:then|will|we)\b|$)",
                        re.IGNORECASE)


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "a": 1, "an": 1, "several": None}
_UNIT = r"(?P<unit>hours?|hrs?|h|days?|d|weeks?|wks?|months?|mos?)"
_AMOUNT = r"(?<![\w/.])(?P<n>\d+(?:\.\d+)?|" + "|".join(k for k in _NUMBER_WORDS if k not in ("a", "an", "several")) + r")"
#: "for 5 days", "x 3 days", "3 days of", "a 5-day course", "(5 days total)", "~2 h of", "over 2 weeks"
_TEXT_DURATION = re.compile(
    r"(?:\b(?:for|x|×|over|about|approximately|approx\.?|~|past|last|total of|up to)\s*)?~?\s*"
    + _AMOUNT + r"[\s-]*" + _UNIT + r"\b(?:\s+(?:total|in total|course|of|prior|before|ago))?", re.IGNORECASE)
_UNITS = {"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "d": "day", "day": "day",
          "days": "day", "week": "week", "weeks": "week", "wk": "week", "wks": "week", "month": "month",
          "months": "month", "mo": "month", "mos": "month"}


_OFFSET = re.compile(r"\s*(?:after|post|following|from now|later)\b", re.IGNORECASE)


def _durations(sentence: str):
    """(position, value, unit) of each duration the sentence states."""
    for match in _TEXT_DURATION.finditer(sentence):
        raw = match.group("n").lower()
        amount = _NUMBER_WORDS.get(raw) if raw.isalpha() else float(raw)
        if amount is None or (match.group("unit").lower() in ("d", "h") and not raw.isdigit()):
            continue
        if _OFFSET.match(sentence, match.end()):  # "4 weeks after antibiotics": a time point, not a course
            continue
        value = int(amount) if float(amount).is_integer() else amount
        yield match.start(), value, _UNITS[match.group("unit").lower()]


def text_duration(question: str, evidence: Evidence) -> str | None:
    """A duration the notes state ("azithromycin for 5 days", "RUQ pain x 3 days"): from the shown
    sentence that shares the most content words with the question and states one (ties: the
    better-ranked), the stated duration nearest the question's words. The sentence's own words
    beat the note dates (charttimes and stays are not how long a drug or a symptom lasted)."""
    wanted = asked_words(question) - {"long", "many", "days", "hours", "weeks", "prescribed", "take", "taking"}
    stems = {_stem(w) for w in wanted}
    best = None
    for rank, passage in enumerate(sorted(evidence.passages, key=lambda p: p.rank or 0)):
        for sentence in _SENTENCE.split(passage.text):
            sentence = " ".join(sentence.split())
            overlap = len(stems & {_stem(w) for w in content_words(sentence)})
            found = list(_durations(sentence)) if overlap else []
            if found and (best is None or (overlap, -rank) > best[0]):
                best = ((overlap, -rank), sentence, found, passage)
    if best is None:
        return None
    _, sentence, found, passage = best
    places = [m.start() for m in _WORD.finditer(sentence.lower()) if m.group(0) in wanted]
    _, value, unit = min(found, key=lambda d: min((abs(d[0] - p) for p in places), default=0))
    return (f"{value} {unit}{'s' if value != 1 else ''}, as the notes state it. Source: \"{sentence}\" "
            f"({passage.note_type} {passage.note_id}, {passage.charttime}).")


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 2}


_YES_NO = re.compile(r"^(?:and\s+|so\s+|but\s+)?(?:did|does|do|is|was|were|are|has|had|have|can|could|"
                     r"would|will|any|ever)\b", re.IGNORECASE)
#: what the rule-based assertion classifier's label on the quoted sentence concludes
_CONCLUSION = {"Absent": "No.", "Possible": "Possibly, but not confirmed.", "Present": "Yes.",
               "Historical": "Yes, in the past.", "Conditional": "Only as a plan that depends on a condition.",
               "Hypothetical": "Only as a plan or instruction.", "Family_History": "Only in the family history."}


def yes_no(question: str) -> bool:
    """Whether the question (its last part: "She had a clot, right? Is she still on …?") asks yes or no."""
    return bool(_YES_NO.match(asked_clauses(question)[-1]))


#: when the sentence labels the question's words differently, the most telling label decides
_TELLING = ("Absent", "Possible", "Family_History", "Conditional", "Hypothetical", "Historical", "Present")


def conclusion(question: str, sentence: str, focus: list[dict] = ()) -> str:
    """The answer a yes/no question gets from one sentence: the assertion the NLP's ConText rules
    give the asked-about concept's words where the sentence names them, else the question's words
    ("Denies chest pain" → No; a denial of any asked word beats a plain mention)."""
    lowered = sentence.lower()
    spans = []
    for concept in focus:
        text = (concept.get("text") or "").lower()
        at = lowered.find(text) if len(text) > 2 else -1
        if at >= 0:
            spans.append((at, at + len(text)))
    if not spans:
        wanted = asked_words(question)
        spans = [(m.start(), m.end()) for m in _WORD.finditer(lowered) if _stem(m.group(0)) in {_stem(w) for w in wanted}]
    if not spans:
        return ""
    from retrieval.nlp.pipeline import classify_spans

    try:
        labels = [a.assertion.value for a in classify_spans(sentence, spans) if a is not None]
    except Exception:  # the sentence cannot be read: quote it without a conclusion
        return ""
    if not labels:
        return ""
    label = min(labels, key=_TELLING.index)
    relative = RELATIVE.search(sentence)
    if label == "Family_History" and relative and "family" in question_form(question):
        return f"Yes, in the family: the patient's {relative.group(0).lower()}."  # whose, as the sentence says
    return _CONCLUSION.get(label, "")


def _stem(word: str) -> str:
    """A crude stem, enough to meet "bleeding" with "bleed" and "jaundiced" with "jaundice"."""
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]  # "clots" meets "clot"
    return word[:5] if len(word) > 5 else word


def asked_words(question: str) -> set[str]:
    """The content words of the clauses that ask (the scene-setting lead left out), else all."""
    return content_words(" ".join(asked_clauses(question))) or content_words(question)


def from_text(question: str, evidence: Evidence) -> str | None:
    """Quote the sentences that share the most content words with the asked clauses (a
    conditional question: a plan's sentence first; then the admission asked about, then the
    retrieval's rank). A yes/no question gets its conclusion first and the one sentence it rests on."""
    wanted = asked_words(question)
    if not wanted:
        return None
    stems = {_stem(w) for w in wanted}
    forms = question_form(question)
    conditional, family = "conditional" in forms, "family" in forms
    scope = set(evidence.scope_admissions)
    scored = []
    for rank, passage in enumerate(evidence.passages):
        for sentence in _SENTENCE.split(passage.text):
            sentence = " ".join(sentence.split())
            if len(sentence) < 4:
                continue
            overlap = len(stems & {_stem(w) for w in content_words(sentence)})
            if overlap:
                # a plan's sentence for a conditional question, a relative's for a family one
                plan = (conditional and bool(CONDITION.search(sentence))) or (family and bool(RELATIVE.search(sentence)))
                outside = bool(scope) and passage.hadm_id not in scope
                scored.append((-(overlap + (1 if plan else 0)), outside, rank, len(scored), sentence, passage))
    if not scored:
        return None
    scored.sort()
    best = -scored[0][0]
    head = conclusion(question, scored[0][4], evidence.focus) if yes_no(question) else ""
    quotes, seen = [], set()
    for neg, _, _, _, sentence, passage in scored:
        if -neg < best or sentence in seen:
            continue
        seen.add(sentence)
        quotes.append(f'"{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime})')
        if len(quotes) == (1 if head else 2):
            break
    return (f"{head} " if head else "") + "From the notes: " + " ".join(quotes)
