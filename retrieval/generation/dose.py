"""Answers to a dose question ("metformin dose?", "what dose of lisinopril at discharge?",
"glargine dose now?"): the dose written with the asked drug itself, in the latest sentence that
gives one within the asked admission, never a number that belongs to a neighbouring drug on the
same medication line.

A dose belongs to a drug when it follows the drug's name closely with nothing but a route or form
between ("lisinopril 10 mg daily", "furosemide PO 40 mg"), or directly precedes it with its unit
("81 mg aspirin", "40 mg of IV furosemide"). A comma, a semicolon or another word run ends the
drug's reach, so "metoprolol 25 mg BID, lisinopril 10 mg daily" gives lisinopril 10 mg. A question
about discharge reads the discharge summary first.
"""

from __future__ import annotations

import re

from retrieval.conditions.base import Evidence, Passage
from retrieval.generation.text_reader import CONDITION, SENTENCE_SPLIT, note_day, vocabulary_spans

_UNIT = r"(?:mg|mcg|µg|ug|g|grams?|units?|u|iu|ml|meq|mmol|puffs?|tabs?|tablets?|caps?|capsules?|drops?|%)"
_FREQ = (r"(?:once daily|twice daily|three times daily|four times daily|daily|nightly|at bedtime|bid|tid|qid|qd|qhs|"
         r"qam|qpm|q\s?\d+\s?h(?:rs?)?|q\s?\d+\s?hours|every \d+ hours|weekly|prn|as needed|per day|a day|x\s?1|once|"
         # a split day's times: "15 mg on waking and 5 mg at 14:00", "20 mg AM + 10 mg PM"
         r"on waking|on rising|in the morning|in the evening|at noon|with (?:breakfast|lunch|dinner|supper)|"
         r"at \d{1,2}:\d{2}|at \d{1,2}\s?(?:am|pm)|am|pm)")
#: after the drug: a few words of route or form, then the dose ("PO 40 mg", "ER 180 mg", "XL 50")
_AFTER = re.compile(r"^(?:\s+(?:(?:po|iv|sq|sc|subq|im|sl|pr|inh|oral|er|xl|sr|cr|dr|la|ec|hcl|sodium|"
                    r"tablet|tab|gtt|drip|infusion|patch|nasal|spray|inhaler|neb|bolus|load(?:ing)?|dose|of|at|to|"
                    r"from|was|were|is|increased|decreased|reduced|changed|titrated|restarted|resumed|started|"
                    r"continued|given|x|\(|-|:|=))){0,4}\s*(?P<dose>\d+(?:[.,]\d+)?(?:\s*[/-]\s*\d+(?:\.\d+)?)?)\s*"
                    r"(?P<unit>" + _UNIT + r")?(?![\w/])(?P<freq>(?:\s+(?:po|iv|sq|sc|subq|im|sl|pr|oral|inh))?\s+" + _FREQ + r"\b)?",
                    re.IGNORECASE)
#: the second part of a split regimen after the first's frequency: "… qam and 600 mg PO qhs", "+ 5 units qhs"
_SPLIT = re.compile(r"\s*(?:and|\+|&|plus)\s+(?P<dose>\d+(?:\.\d+)?)\s*(?P<unit>" + _UNIT + r")?(?![\w/])"
                    r"(?P<freq>(?:\s+(?:po|iv|sq|sc|subq|im|sl|pr|oral|inh))?\s+" + _FREQ + r"\b)", re.IGNORECASE)
#: before the drug: "81 mg aspirin", "40 mg of IV furosemide"
_BEFORE = re.compile(r"(?P<dose>\d+(?:[.,]\d+)?)\s*(?P<unit>" + _UNIT + r")\s+(?:of\s+)?(?:(?:po|iv|sq|sc|oral)\s+)?$",
                     re.IGNORECASE)
_DISCHARGE_NOTES = ("DS", "discharge summary", "Discharge summary")
#: a supply kept for an emergency or taken only as needed, never the standing dose
_STANDBY = re.compile(r"\b(?:for emergency use|emergency (?:kit|injection|use|dose|supply)|stress[- ]dos(?:e|es|ing)|"
                      r"sick[- ]day|rescue|prn|p\.r\.n\.|as needed)\b", re.IGNORECASE)


def _names(evidence: Evidence, drug: dict) -> list[str]:
    """The words the chart may use for the drug: the question's, the concept's, the graph's mentions."""
    names = {(drug.get("text") or "").lower(), (drug.get("label") or "").lower()}
    names |= {(f.mention_text or "").lower() for f in evidence.facts if f.concept_id == drug.get("concept_id")}
    return sorted((n for n in names if len(n) > 2), key=len, reverse=True)


def _spans(sentence: str, names: list[str], concept_id) -> list[tuple[int, int]]:
    lowered, found = sentence.lower(), []
    for name in names:
        # a clipped name of five letters or more reads the whole word ("atorva" in "atorvastatin")
        rest = r"[a-z]*" if len(name) >= 5 and " " not in name else ""
        found += [(m.start(), m.end()) for m in re.finditer(r"(?<![a-z])" + re.escape(name) + rest + r"(?![a-z])",
                                                            lowered)]
    if not found and concept_id is not None:
        found = vocabulary_spans(sentence, {concept_id})
    return sorted(set(found))


def dose_in(sentence: str, evidence: Evidence, drug: dict) -> str | None:
    """The dose the sentence writes beside the drug (its first naming that has one), or None."""
    sentence = " ".join(sentence.split())
    for span in _spans(sentence, _names(evidence, drug), drug.get("concept_id")):
        dose = _dose_at(sentence, span)
        if dose:
            return " ".join(dose.split())
    return None


#: ways of writing one frequency, each to one word
_FREQUENCY_WORDS = ((r"\b(?:once\s+(?:a\s+)?daily|once\s+a\s+day|q\.?\s?d\.?|qday|every\s+day|each\s+day|per\s+day|/day|daily)\b", " daily "),
                    (r"\b(?:b\.?i\.?d\.?|twice\s+(?:a\s+)?daily|twice\s+a\s+day|q12h?)\b", " bid "),
                    (r"\b(?:t\.?i\.?d\.?|three\s+times\s+(?:a\s+)?daily|three\s+times\s+a\s+day|q8h?)\b", " tid "),
                    (r"\b(?:q\.?h\.?s\.?|at\s+bedtime|nightly|at\s+night|every\s+night)\b", " qhs "))


def dose_parts(dose: str) -> tuple[str | None, str | None, str]:
    """(amount, unit, the rest: frequency and other words) of a dose as written."""
    text = re.sub(r"\b(?:po|oral|orally|by mouth|tab|tabs|tablet|tablets|cap|capsule|capsules)\b", " ", dose.lower())
    for pattern, word in _FREQUENCY_WORDS:
        text = re.sub(pattern, word, text)
    found = re.search(r"(\d+(?:\.\d+)?)\s*(mg|mcg|g|units?|u|ml|meq)?\b", text)
    if not found:
        return None, None, " ".join(text.split())
    unit = found.group(2)
    unit = "unit" if unit in ("u", "units", "unit") else unit
    rest = " ".join((text[:found.start()] + " " + text[found.end():]).split())
    return found.group(1).rstrip("0").rstrip(".") if "." in found.group(1) else found.group(1), unit, rest


def same_dose(a: str, b: str) -> bool:
    """Whether two doses as written are the same: the same amount, the same unit where both give one,
    the same frequency where both give one; case, spacing, route words (PO, "by mouth") and ways of
    writing a frequency ("daily", "qd", "once a day") make no difference ("50" on a home list and
    "50 mg PO DAILY" on the discharge list are one dose)."""
    amount_a, unit_a, rest_a = dose_parts(a)
    amount_b, unit_b, rest_b = dose_parts(b)
    if amount_a is None or amount_b is None:
        return rest_a == rest_b and amount_a == amount_b
    return (amount_a == amount_b and (unit_a is None or unit_b is None or unit_a == unit_b)
            and (not rest_a or not rest_b or rest_a == rest_b))


#: a change the sentence goes on to write: "…, REDUCED today, 7/14, to 15 mg on waking", "increased on 5/20 to
#: 150 mg BID"
_CHANGED_TO = re.compile(r"\b(?:reduced|decreased|increased|raised|lowered|changed|titrated|uptitrated|cut|dropped|"
                         r"adjusted|weaned|tapered|went up|came down)\b[^.;]{0,30}?\bto(?=\s+\d)", re.IGNORECASE)


def _changed_dose(sentence: str, span: tuple[int, int]) -> str | None:
    """The dose a change later in the drug's own sentence sets ("hydrocortisone 20 mg AM + 10 mg … REDUCED
    today, 7/14, to 15 mg on waking + 5 mg at 14:00"), or None."""
    change = None
    for change in _CHANGED_TO.finditer(sentence, span[1]):
        pass
    if change is None or re.search(r"[;]|\b(?:and|then)\s+[A-Za-z]{5,}\s+\d", sentence[span[1]:change.start()]):
        return None
    return _dose_at(sentence, (change.end(), change.end()))


def _dose_at(sentence: str, span: tuple[int, int]) -> str | None:
    after = _AFTER.match(sentence[span[1]:span[1] + 40])
    # a bare number right after the drug in a list ("ASA 81,", "atorva 40.") is its dose too
    bare = after is not None and after.start("dose") - span[1] <= span[1] and re.match(
        r"^\s+\d+(?:\.\d+)?\s*(?:[,;)]|\.(?!\d)|$)", sentence[span[1]:span[1] + 12])
    if after and (after.group("unit") or after.group("freq") or bare):
        text = after.group("dose") + (" " + after.group("unit") if after.group("unit") else "")
        text += after.group("freq") or ""
        # a split regimen is one dose: "300 mg PO qam and 600 mg PO qhs" (never a taper's "then")
        second = _SPLIT.match(sentence, span[1] + after.end()) if after.group("freq") else None
        return text + (f" and {second.group('dose')}{' ' + second.group('unit') if second.group('unit') else ''}"
                       f"{second.group('freq')}" if second else "")
    before = _BEFORE.search(sentence[max(0, span[0] - 20):span[0]])
    if before:
        return f"{before.group('dose')} {before.group('unit')}"
    return None


#: the drug a dose question names in its own words when the vocabulary knows none ("atorva dose?")
_NAMED = (re.compile(r"(?:dose|dosage|strength)\s+of\s+(?:(?:his|her|the|their)\s+)?(?P<word>[a-z][a-z-]{2,})",
                     re.IGNORECASE),
          re.compile(r"(?P<word>[a-z][a-z-]{2,})\s+(?:dose|dosage|strength)\b", re.IGNORECASE))
_NOT_DRUG = frozenset("what which the his her their what's current discharge starting home new last final daily total "
                      "same that this".split())


def named_drug(question: str) -> dict | None:
    """{"text": word} for the word a dose question puts beside "dose", when it is no common word."""
    for pattern in _NAMED:
        for found in pattern.finditer(question):
            word = found.group("word").lower()
            if word not in _NOT_DRUG:
                return {"text": word, "label": word, "domain": "Drug"}
    return None


def dose_answer(question: str, evidence: Evidence, drug: dict, *, at_discharge: bool = False,
                at_admission: bool = False) -> str | None:
    """The asked drug's dose as the latest sentence in the asked admission gives it (``at_admission``:
    the earliest, never a line of the discharge list), or None."""
    names = _names(evidence, drug)
    if not names or not evidence.passages:
        return None
    scope = set(evidence.scope_admissions)
    passages: list[Passage] = [p for p in evidence.passages if not scope or p.hadm_id in scope] or []
    if at_discharge:
        passages = [p for p in passages if p.note_type in _DISCHARGE_NOTES] or passages
    # at discharge: the discharge list's own line for the drug ("Furosemide 20 mg PO DAILY") before the
    # admission list's line in the same summary
    listed = {f.source for f in evidence.facts if (at_discharge or at_admission) and f.source is not None
              and f.concept_id == drug.get("concept_id") and f.predicate == "prescribed_at_discharge"}
    found = []
    for order, passage in enumerate(passages):
        for at, sentence in enumerate(SENTENCE_SPLIT.split(passage.text or "")):
            sentence = " ".join(sentence.split())
            # a dose a condition gives ("if your weight is over 80 kg, take furosemide 40 mg that day") is
            # what to take then, not the dose she is on: any other sentence's first
            # (and an emergency or as-needed supply is not the dose she is on: "hydrocortisone 100 mg IM for
            # emergency use", "glucagon kit")
            planned = bool(CONDITION.search(sentence) or _STANDBY.search(sentence))
            for span in _spans(sentence, names, drug.get("concept_id")):
                dose = _dose_at(sentence, span)
                if dose and at_admission:
                    # when the stay began: the first statement of the stay, its discharge list's lines last
                    found.append(((not planned, passage.rank not in listed, _negated_time(passage.charttime),
                                   -passage.start, -at, -span[0]), dose, sentence, passage))
                elif dose:
                    dose = _changed_dose(sentence, span) or dose
                    # one note's later line is its later word: a summary's discharge list after the
                    # history it opens with ("… discharged on lacosamide 150 mg BID" about the last stay)
                    found.append(((not planned, passage.rank in listed, passage.charttime or "", passage.start, at,
                                   span[0]), dose, sentence, passage))
    if not found:
        return None
    _, dose, sentence, passage = max(found, key=lambda f: f[0])
    name = drug.get("label") if drug.get("clipped") else drug.get("text") or drug.get("label")
    when = " when the stay began" if at_admission else ""
    return (f"{name[0].upper() + name[1:]}: {' '.join(dose.split())}{when} (as written on {passage.charttime or 'an undated note'}). "
            f'Source: "{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime}).')


def _negated_time(charttime: str | None) -> tuple[int, ...]:
    """A key that sorts an earlier time higher (an undated note last)."""
    digits = [int(x) for x in re.findall(r"\d+", charttime or "")]
    return tuple(-x for x in digits) if digits else (float("-inf"),)


# -- the dose on a day of a schedule ---------------------------------------------------------------

#: one step of a written schedule: "400 mg BID x 7 days (through 8/25)", "then 20 mg 12/4-12/10"
_STEP_BREAK = re.compile(r"\s*(?:;|,|\bthen\b|\band\b(?=\s+(?:then\s+)?\d))\s*", re.IGNORECASE)
_STEP_DOSE = re.compile(r"(?P<dose>\d+(?:\.\d+)?(?:\s*/\s*\d+(?:\.\d+)?)?)\s*(?P<unit>mg|mcg|g|units?)\b(?P<freq>(?:\s+"
                        r"(?:po|iv|sq|sc|im))?\s+" + _FREQ + r"\b)?", re.IGNORECASE)
_FOR_DAYS = re.compile(r"\b(?:x|for)\s*(?P<n>\d+)\s*(?P<unit>days?|weeks?|d|wk)\b", re.IGNORECASE)
_ENDS_AT = re.compile(r"\b(?:through|thru|until|till|to|ending|last dose)\s*$", re.IGNORECASE)
_JOINED = re.compile(r"^\s*(?:-|–|to|through|thru)\s*$", re.IGNORECASE)


def _asked_day(question: str) -> tuple[int, int] | None:
    """(month, day) of the one date a question names ("on August 30", "the week of Dec 5", "on 4/12")."""
    import datetime as dt

    from epikg_core.dates import find_dates

    found = [day for _, day in find_dates(question, dt.date(2001, 7, 1)) if day is not None]
    return (found[0].month, found[0].day) if len(found) == 1 else None


def _steps(text: str, reference) -> list[tuple[str, object, object, str]]:
    """(dose, first day, last day, step text) of each step of a schedule written in ``text`` (days
    None where the text leaves them open); a step's missing first day follows the step before, its
    missing last day comes from "x 7 days" or the next step's first day."""
    import datetime as dt

    from epikg_core.dates import find_dates

    raw, last, pieces = [], None, []
    for piece in _STEP_BREAK.split(text):
        if pieces and piece.lstrip().startswith("("):  # "(8/26-9/1)" cut off its step by a comma
            pieces[-1] += ", " + piece
        else:
            pieces.append(piece)
    for piece in pieces:
        dose = _STEP_DOSE.search(piece)
        dates = []
        for match, day in find_dates(piece, reference):
            if day is None:
                continue
            if match.group(0).count("/") == 1 or not re.search(r"\d{4}", match.group(0)):
                # a day written without its year is the one nearest the note (a schedule runs ahead of it)
                day = min((_with_year(day, day.year + k) for k in (-1, 0, 1)), key=lambda d: abs((d - reference).days))
            while last is not None and day < last - dt.timedelta(days=200):  # "12/28 ... 1/3": the next year
                day = day.replace(year=day.year + 1)
            dates.append((match, day))
            last = day
        if dose is None:
            continue
        raw.append((" ".join((dose.group(0)).split()), dates, piece))
    if sum(1 for _, dates, _ in raw if dates) < 2:
        return []  # a schedule dates at least two of its steps ("while 20 mg/day or more; stop below 20 mg (5/3)")
    steps, previous_end = [], None
    for n, (dose, dates, piece) in enumerate(raw):
        first = end = None
        if len(dates) >= 2 and _JOINED.match(piece[dates[0][0].end():dates[1][0].start()]):
            first, end = dates[0][1], dates[1][1]
        elif len(dates) == 1:
            at = dates[0]
            if _ENDS_AT.search(piece[:at[0].start()]):
                end = at[1]
            elif re.search(r"\b(?:from|starting|beginning|on)\s*$", piece[:at[0].start()], re.IGNORECASE) and \
                    not re.search(r"\bon\s*$", piece[:at[0].start()], re.IGNORECASE):
                first = at[1]
            else:  # "1 mg q8h on 11/7": that day
                first = end = at[1]
        if first is None and previous_end is not None:
            first = previous_end + dt.timedelta(days=1)
        length = _FOR_DAYS.search(piece)
        if end is None and first is not None and length:
            days = int(length.group("n")) * (7 if length.group("unit").lower().startswith("w") else 1)
            end = first + dt.timedelta(days=days - 1)
        steps.append([dose, first, end, piece])
        previous_end = end
    for step, following in zip(steps, steps[1:]):
        if step[2] is None and following[1] is not None:
            step[2] = following[1] - dt.timedelta(days=1)
    return [tuple(step) for step in steps]


def _with_year(day, year: int):
    import datetime as dt

    try:
        return day.replace(year=year)
    except ValueError:  # 29 February
        return day + dt.timedelta(days=1) if year == day.year else day.replace(year=year, day=28)


def dose_on_day(question: str, evidence: Evidence, drug: dict) -> str | None:
    """The asked drug's dose on the day the question names ("what amiodarone dose on August 30?",
    "pred the week of April 12?"), from a schedule the notes write in steps ("400 mg BID x 7 days
    (through 8/25), then 400 mg daily x 7 days (8/26-9/1), then 200 mg daily"): the step whose days
    hold it. None when the question names no one day or no schedule covers it."""
    import datetime as dt

    asked = _asked_day(question)
    names = _names(evidence, drug)
    if asked is None or not names:
        return None
    found = []
    for passage, sentence in _schedules(evidence, names, drug):
        reference = note_day(passage.charttime)
        spans = _spans(sentence, names, drug.get("concept_id"))
        if not spans or len(_STEP_DOSE.findall(sentence)) < 2 or reference is None:
            continue
        steps = _steps(sentence[spans[0][0]:], reference)
        days = [d for _, a, b, _ in steps for d in (a, b) if d is not None]
        if len(steps) < 2 or not days:
            continue
        middle = min(days)
        day = min((dt.date(y, *asked) for y in (middle.year - 1, middle.year, middle.year + 1)),
                  key=lambda d: abs((d - middle).days))
        for dose, first, last, _ in steps:
            if (first is None or first <= day) and (last is None or day <= last) and (first or last):
                found.append((dose, day, first, last, sentence, passage))
                break
    if not found:
        return None
    dose, day, first, last, sentence, passage = found[0]
    name = drug.get("text") or drug.get("label")
    span = f"the {first} step" if first == last else f"the step from {first or 'its start'} to {last or 'the end of what is written'}"
    return (f"{name[0].upper() + name[1:]}: {dose} on {day} ({span} of the schedule as written). "
            f'Source: "{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime}).')


#: an item of a written list that goes on with a schedule ("- 25 mg daily 4/12 - 4/18", "- 11/7: 1 mg
#: q8h", "- then 20 mg daily 12/4-12/10")
_LIST_ITEM = re.compile(r"^\s*(?:[-•*]|\d+[.)](?=\s))?\s*(?:then\s+)?\d", re.IGNORECASE)


def _schedules(evidence: Evidence, names: list[str], drug: dict):
    """(passage, text) of each shown sentence that may write a schedule of the drug, the asked
    admission's first: each sentence, and a line naming the drug with the list items shown after it
    in the same note ("Recommended lorazepam taper:" then "- 11/4: 2 mg q6h", "- 11/5: 2 mg q8h" …,
    each shown as its own line) read as one sentence."""
    scope = set(evidence.scope_admissions)
    ordered = sorted(evidence.passages, key=lambda p: (bool(scope) and p.hadm_id not in scope, p.rank or 0))
    for passage in ordered:
        for line in SENTENCE_SPLIT.split(passage.text or ""):
            yield passage, " ".join(line.split())
        if not _spans(passage.text or "", names, drug.get("concept_id")):
            continue
        following = sorted((p for p in evidence.passages if p.note_id == passage.note_id and p.start >= passage.end),
                           key=lambda p: p.start)
        items, end = [], passage.end
        for item in following:
            if item.start - end > 40 or not _LIST_ITEM.match(item.text or ""):
                break
            items.append(" ".join(item.text.split()).lstrip("-•* "))
            end = item.end
        if items:
            head = " ".join((passage.text or "").split()).rstrip(".")
            yield passage, head + (" " if head.endswith(":") else "; ") + "; ".join(items)


def asked_dose_differs(question: str, answer: str, evidence: Evidence) -> str | None:
    """The dose the answer's quote gives a drug when the question names another dose for it ("was she
    on amlodipine 10?" of "amlodipine 5 mg continued"): a yes about the drug is no yes about that dose.
    None when the question names no dose, or the quote none, or the two agree."""
    quotes = re.findall(r'"([^"]+)"', answer)
    for drug in [c for c in evidence.question_concepts if c.get("domain") == "Drug"]:
        names = _names(evidence, drug)
        for start, end in _spans(question, names, None):
            asked = re.match(r"\s+(\d+(?:\.\d+)?)\s*(?:mg|mcg|g|units?|u)?\b", question[end:end + 16], re.IGNORECASE)
            if not asked:
                continue
            for sentence in quotes:
                given = dose_in(sentence, evidence, drug)
                number = re.match(r"\d+(?:[.,]\d+)?", given or "")
                if number and float(number.group(0).replace(",", ".")) != float(asked.group(1)):
                    return given
    return None
