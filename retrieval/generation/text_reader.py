"""Reading note sentences without a graph: the part of the offline reader that quotes text.

Text conditions (C2b, C6 …) hand the reader passages; the graph conditions hand it sentences
beside their facts, and fall back to them when no fact is about the asked-about concept. This
module picks the sentences that share the most content words with the clauses that ask (the
scene-setting lead left out), states a conclusion for a yes/no question from the assertion the
NLP's ConText rules give the asked words in the best sentence, and reads durations the text
states ("azithromycin for 5 days", "RUQ pain x 3 days") rather than counting note dates.
"""

from __future__ import annotations

import os
import re

from retrieval.conditions.base import Evidence, Passage
from retrieval.conditions.drug_classes import names_medications
from retrieval.conditions.focus import asked_clauses, asks_of_study, seen_on_study
from retrieval.conditions.intent import question_form
from retrieval.generation.paraphrase import paraphrase_keys
from retrieval.nlp.compact import normal_form

_STOP = frozenset("""see saw seen look looked looking find found notice noticed spot spotted
a an the of in on at to for with and or but was were is are be been being did does do has
have had any patient patients what which who whom when where how why this that these those it its as by from
during admission stay hospitalization presentation documented chart team decided there their he she his her
they them after before first second most recent latest current currently still ever then than into over under
about would could should will can may might plan planned please note notes what's how's who's there's it's
that's supposed report reports show shows showed shown reveal reveals revealed demonstrate demonstrates demonstrated
evidence anyone anything someone something everyone else anymore longer ever now already yet again previously
recently also actually really definitely other way round around versa vice reverse""".split())
STOP_WORDS = _STOP
_WORD = re.compile(r"[a-z][a-z0-9'-]+")
#: a sentence ends at . ! or ? before a space, or at a line end; not after a genus's initial ("H. pylori",
#: "E. coli", "S. aureus", "C. diff"), a title ("Mrs. ___", "Dr. ___") or "vs."
SENTENCE_SPLIT = re.compile(r"(?<=[.!?])(?<!(?<![A-Za-z])[A-Z]\.)(?<!\bMr\.)(?<!\bMrs\.)(?<!\bMs\.)(?<!\bDr\.)(?<!\bSt\.)"
                            r"(?<!\bvs\.)\s+|\n+")


RELATIVE = re.compile(
    r"\b(?:(?:maternal|paternal)\s+)?(?:grand(?:mother|father|parent)|great[- ]grand(?:mother|father)|mother|father|"
    r"sister|brother|son|daughter|aunt|uncle|cousin|sibling|parent|niece|nephew|mom|dad)s?\b", re.IGNORECASE)


#: a condition a plan waits on: "if …", "unless …", "in case …", "once …", "should she …" (the
#: inverted conditional, not the modal "should be used"), "when …" only before a subject
CONDITION = re.compile(
    r"\b(if|unless|in case(?: of)?|in the event(?: of| that)?|once|provided that|whenever|should(?!\s+(?:be|not|have|take|"
    r"continue|call|return|follow|use|start|stop|resume|hold|avoid|keep|see|get|come|go|remain|receive|undergo|also|"
    r"still|only|never|always|please|check|monitor|contact|seek|help|improve|resolve)\b)|when(?=\s+(?:you|she|he|they|the|her|his|your|"
    r"symptoms?)\b))\b\s+(.+?)(?:[.;](?!\d)|,\s*(?:then|will|we|she|he|they|you|please|call|return|go|come|start|stop|"
    r"resume|restart|hold|take|no|not|do|don't)\b|$)",
    re.IGNORECASE)
#: an open question about a plan or an instruction: "if X, what's the plan?", "what was she told to
#: do if …", "what would prompt …", "under what conditions …", "when should she come back?"
PLAN_QUESTION = re.compile(
    r"\b(?:what(?:'s|\s+is|\s+was|\s+were|\s+are)?\s+(?:the\s+)?(?:plan|next step|instructions?|precautions?)|"
    r"what\s+(?:was|were|is|are)\s+(?:she|he|they|the patient|the family)\s+(?:told|advised|instructed|asked|supposed)|"
    r"what\s+should\s+(?:she|he|they|the patient)|what\s+(?:do|does|will)\s+(?:she|he|they|the team)\s+"
    r"(?:need to|have to|plan to|do)|what\s+did\s+(?:she|he|they|the team)\s+(?:need to|have to|plan to)|what\s+happens\s+if|what\s+if|return\s+precautions|"
    r"\bif\b[^?]*,\s*(?:then\s+)?what(?:'s|\s+is|\s+was)?\s+next|"
    # "Plan for the spironolactone after discharge?", "ID's plan if the markers didn't come down?",
    # "when was she supposed to restart the Eliquis?"
    r"^\s*(?:and\s+)?(?:the\s+)?(?:plan|next steps?)\s+(?:for|with|regarding|about|re)\b|\bplan\s+(?:if|in case|should)\b|"
    # "was she compliant with the clinic plan?", "did he stick to the plan for his BP?"
    r"\b(?:stick|stuck|keep|kept|compl(?:y|ied|iant)|adher(?:e|ed|ent)|follow(?:ed)?)\s+(?:to\s+|with\s+)?(?:the|her|his|their|"
    r"that|this)\s+(?:[\w-]+\s+){0,3}?plan\b|"
    # "The July clinic plan for her dizziness - did she stick to it?"
    r"^\s*(?:and\s+)?(?:the|her|his|their)\s+(?:[\w-]+\s+){0,3}?plan\s+(?:for|with|regarding|about|re)\b[^?]*\b(?:stick|stuck|"
    r"keep|kept|follow\w*|compl\w+|adher\w+|happen\w*|done|carried out)\b|"
    r"when\s+(?:was|were|is|are)\s+(?:[\w']+\s+){1,3}?(?:supposed|told|due|meant|scheduled|planned)\s+to|"
    # "what was meant to happen to the Seroquel?", "what's the hydrocortisone plan?"
    r"what\s+(?:was|is|were|are)\s+(?:meant|supposed|planned|going)\s+to\s+happen|what\s+(?:was|is|were)\s+planned\b|"
    r"what(?:'s|\s+is|\s+was|\s+were|\s+are)\s+(?:the|her|his|their)\s+(?:[\w-]+\s+){1,2}?plan\b|"
    # "once the prednisone is done, what happens to her glargine?": a plan that waits on a time
    r"\b(?:once|when|after|if)\b[^?]*,\s*what\s+happens\s+(?:to|with)\b|"
    r"(?P<condition>what\s+would\s+(?:have\s+)?(?:trigger(?:ed)?|prompt(?:ed)?|lead to|led to|make|made|take|send|"
    r"bring|get)\b|under\s+what\s+(?:circumstances|conditions?)|"
    # "what was the rule for getting his spironolactone back?", "what was going to decide whether she got an ICD?"
    r"what\s+(?:was|were|is|are)\s+the\s+(?:[\w-]+\s+)?rules?\s+for|what\s+(?:was\s+going\s+to|would|will)\s+decide|"
    r"in\s+what\s+(?:case|situation)|when\s+(?:should|would|will)\s+(?:she|he|they|the patient|it)|"
    r"what\s+(?:was|were|is|are)\s+the\s+(?:[\w-]+\s+){0,2}?(?:criteri(?:on|a)|threshold)\b|"
    # "is he going to need surgery?", "will she need dialysis?": what would make it needed
    r"(?:is|are)\s+(?:she|he|they|the patient)\s+going\s+to\s+need|(?:will|would)\s+(?:she|he|they|the patient)\s+"
    r"(?:ever\s+)?need|"
    # "lorazepam — when was it to be given?", "when is the heparin meant to be restarted?"
    r"when\s+(?:was|were|is|are)\s+(?:[\w'-]+\s+){1,3}?(?:to\s+be|supposed\s+to\s+be|meant\s+to\s+be)\s+"
    r"(?:given|used|started|restarted|resumed|taken|stopped|held|added)|"
    # "allopurinol — starting it?", "Zoledronic acid: giving it?": a terse question about a planned step
    r"(?:(?<=[—–:-] )|(?<=[—–:-]))(?:are\s+(?:they|we)\s+)?(?:starting|giving|restarting|resuming|adding|stopping|"
    r"holding)\s+(?:it|them|that)(?=\s*\?)))",
    re.IGNORECASE)


def plan_question(question: str) -> str:
    """"action" for a question that gives a condition and asks what to do ("if X, what's the
    plan?"), "condition" for one that names an action and asks what would set it off ("what would
    trigger a colectomy?"), "" for any other."""
    match = PLAN_QUESTION.search(question)
    if not match:
        return ""
    return "condition" if match.group("condition") else "action"


_PLAN_WORDS = frozenset("""plan told advised instructed supposed need trigger prompt happens happen circumstances
condition conditions case situation precautions return come back call next step steps instructions should""".split())


_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10, "eleven": 11, "twelve": 12, "fourteen": 14, "a": 1, "an": 1, "several": None}
_UNIT = r"(?P<unit>hours?|hrs?|h|days?|d|weeks?|wks?|months?|mos?)"
_AMOUNT = r"(?:(?<=\bx)|(?<![\w/.]))(?P<n>\d+(?:\.\d+)?|" + "|".join(k for k in _NUMBER_WORDS if k not in ("a", "an", "several")) + r")"
#: "for 5 days", "x 3 days", "3 days of", "a 5-day course", "(5 days total)", "~2 h of", "over 2 weeks"
_TEXT_DURATION = re.compile(
    r"(?:\b(?:for|x|×|over|about|approximately|approx\.?|~|past|last|total of|up to)\s*)?~?\s*"
    + _AMOUNT + r"[\s-]*" + _UNIT + r"\b(?:\s+(?:total|in total|course|of|prior|before|ago))?", re.IGNORECASE)
_UNITS = {"h": "hour", "hr": "hour", "hrs": "hour", "hour": "hour", "hours": "hour", "d": "day", "day": "day",
          "days": "day", "week": "week", "weeks": "week", "wk": "week", "wks": "week", "month": "month",
          "months": "month", "mo": "month", "mos": "month"}


_OFFSET = re.compile(r"\s*(?:after|post|following|from now|later)\b", re.IGNORECASE)


#: a study or test ordered to look for something, not what it found ("r/o PVT: RUQ US w/ doppler", "CXR to
#: r/o pneumonia", "duplex to evaluate for DVT")
_ORDERED_TO_EXCLUDE = re.compile(r"(?:\br/o\b|\brule out\b|\bto exclude\b|\b(?:to\s+)?eval(?:uate)?\s+for\b|"
                                 r"\bassess for\b|\blook(?:ing)? for\b|\bw/u\s+for\b)", re.IGNORECASE)
#: a stated course: "vancomycin (6/6-6/8)", "from 8/15 to 8/17", "cefepime 8/15 through 8/21"
_RANGE_JOINER = re.compile(r"\s*(?:-|–|—|to|through|thru|until|till)\s*", re.IGNORECASE)


#: a clock time written after a date: "3/12 at 08:00", "11/2 20:00", "6/4 at 9 pm"
_CLOCK = re.compile(r"\s*(?:at\s+)?(?P<h>\d{1,2})(?::(?P<m>\d{2})|\s*(?P<ap>[ap])\.?m\.?\b)", re.IGNORECASE)


def _clock(match) -> tuple[int, int] | None:
    hour, minute = int(match.group("h")), int(match.group("m") or 0)
    if match.group("ap"):
        if hour > 12:
            return None
        hour = hour % 12 + (12 if match.group("ap").lower() == "p" else 0)
    return (hour, minute) if hour < 24 and minute < 60 else None


def _ranges(sentence: str, reference):
    """(position, start, end, opened, closed) of each date range the sentence states; ``opened`` /
    ``closed``: the clock times written after the first / second date, when written. A range whose
    end reads before its start in the note's year runs into the next year ("12/20-1/3"; "from 1/20
    through 2/28" in a note of 1/27, whose "2/28" alone would be read as last February)."""
    from epikg_core.dates import find_dates

    found = [(m, day) for m, day in find_dates(sentence, reference) if day is not None]
    for (first, start), (second, end) in zip(found, found[1:]):
        gap = first.end()
        opened = _CLOCK.match(sentence, gap)
        if opened and _RANGE_JOINER.fullmatch(sentence, opened.end(), second.start()):
            gap = opened.end()
        elif not _RANGE_JOINER.fullmatch(sentence, gap, second.start()):
            continue
        if end < start and not re.search(r"\d{4}", second.group(0)):
            try:
                end = end.replace(year=end.year + 1)
            except ValueError:  # 2/29
                end = end.replace(year=end.year + 1, day=28)
        if end < start or (end - start).days > 366:
            continue
        clocked = opened is not None and gap == opened.end()
        yield first.start(), start, end, opened if clocked else None, _CLOCK.match(sentence, second.end()) \
            if clocked else None


_ONE_NIGHT = re.compile(r"\b(?:night|evening|weekend|overnight)\s+(?:of\s+)?(?:the\s+)?$", re.IGNORECASE)


def _date_ranges(sentence: str, reference):
    """(position, value, unit, how) of each date range the sentence states: in hours when a clock
    time is written after both dates ("from 3/12 at 08:00 to 3/15 at 08:00": 72 hours), else in
    days counting both ("cefepime 8/15-8/17": 3 days)."""
    import datetime as dt

    for at, start, end, opened, closed in _ranges(sentence, reference):
        if _ONE_NIGHT.search(sentence[max(0, at - 20):at]):
            continue  # "the night of 1/11-1/12": one night's date, no course
        times = (_clock(opened), _clock(closed)) if opened and closed else (None, None)
        if times[0] and times[1]:
            begin = dt.datetime.combine(start, dt.time(*times[0]))
            finish = dt.datetime.combine(end, dt.time(*times[1]))
            hours = (finish - begin).total_seconds() / 3600
            if hours > 0:
                value = int(hours) if hours.is_integer() else round(hours, 1)
                yield at, value, "hour", (f" ({start} {times[0][0]:02d}:{times[0][1]:02d} to {end} "
                                                     f"{times[1][0]:02d}:{times[1][1]:02d})")
                continue
        days = (end - start).days + 1
        yield at, days, "day", f" ({start} through {end}, counting both days)"


#: a duration read as a moment: "at 24 hours", "by 48 h", "within 6 hours"
_TIME_POINT = re.compile(r"\b(?:at|by|within)\s*$", re.IGNORECASE)
#: a duration that is one phase of a schedule that goes on ("apixaban 10 mg bid for 7 days (01-13 to
#: 01-19), then 5 mg bid"): not how long the drug goes on
_PHASE = re.compile(r"[^.;]{0,40}?,?\s+then\b(?!\s+(?:stop|off|discontinue|done|complete))", re.IGNORECASE)
#: a question about one phase of a schedule ("how long was the loading dose?")
_ASKS_PHASE = re.compile(r"\b(?:load\w*|lead-?in|initial|induction|first (?:phase|part|leg)|high(?:er)? dose|"
                         r"\d+(?:\.\d+)?\s*mg)\b", re.IGNORECASE)


def _a_phase(sentence: str, at: int) -> bool:
    """Whether the duration at ``at`` is one step of a schedule that goes on after it."""
    end = _TEXT_DURATION.search(sentence, at)
    return bool(end and end.start() - at <= 2 and _PHASE.match(sentence, end.end()))


def _durations(sentence: str):
    """(position, value, unit) of each duration the sentence states."""
    for match in _TEXT_DURATION.finditer(sentence):
        raw = match.group("n").lower()
        amount = _NUMBER_WORDS.get(raw) if raw.isalpha() else float(raw)
        if amount is None or (match.group("unit").lower() in ("d", "h") and not raw.isdigit()):
            continue
        course = re.match(r"(?:for|x|×|over|total of)\b", match.group(0).strip(), re.IGNORECASE)
        if not course and _OFFSET.match(sentence, match.end()):
            continue  # "4 weeks after antibiotics": a time point; "fevers for 4 days after surgery" is a course
        if not course and _TIME_POINT.search(sentence, max(0, match.start() - 12), match.start()):
            continue  # "rigidity persisted at 24 hours": a moment, not how long anything lasted
        value = int(amount) if float(amount).is_integer() else amount
        yield match.start(), value, _UNITS[match.group("unit").lower()]


def text_duration(question: str, evidence: Evidence) -> str | None:
    """A duration the notes state ("azithromycin for 5 days", "RUQ pain x 3 days"): from the shown
    sentence that shares the most content words with the question and states one (ties: the
    better-ranked), the stated duration nearest the question's words. The sentence's own words
    beat the note dates (charttimes and stays are not how long a drug or a symptom lasted)."""
    presenting = _illness_before_admission(question, evidence)
    if presenting:
        return presenting
    # "how long all told?", "in total?": words about the whole, not what lasted
    asked = _ASKS_TOTAL.sub(" ", question)
    head, scene = head_and_scene_words(asked)
    head, scene = head - _DURATION_WORDS, scene - _DURATION_WORDS
    if not head and not scene:
        # the topic named before the asked clause: "Arm restrictions after the ICD — how long?"
        head, scene = (words - _DURATION_WORDS for words in head_and_scene_words(asked, whole=True))
    if not head:
        head, scene = scene, set()
    heads, scenes = {stem(w) for w in head}, {stem(w) for w in scene} - {stem(w) for w in head}
    # a phase of a schedule ("10 mg for 7 days, then 5 mg") answers only a question about that phase
    phases = bool(_ASKS_PHASE.search(question) or _ROUTE.search(question))  # "how long was he on IV antibiotics?": a leg
    best = _stated_duration(evidence, heads, scenes, phases=phases)
    step_only = False
    if best is None and not phases:  # only a step is stated: said as one ("7 days at 10 mg, then 5 mg")
        best, step_only = _stated_duration(evidence, heads, scenes, phases=True), True
    if best is None or not best[0][0]:
        # the chart's own names for what lasted: "Lovenox" is written "enoxaparin", "steroid"
        # "prednisone", "antibiotics" "piperacillin-tazobactam" (in the asked admission, first)
        aliases = _aliases(question, evidence, head)
        named = _stated_duration(evidence, heads | aliases, scenes - aliases, phases=phases) if aliases else None
        if named is not None and (best is None or named[0][0]):
            best, heads = named, heads | aliases
    if best is None:
        # no sentence states it: the start and the end the notes state, in different sentences
        # ("cephalexin … started 3/5" and "cephalexin …, last dose 3/14")
        return _stated_bounds(evidence, heads)
    _, sentence, found, passage = best
    places = [m.start() for m in _WORD.finditer(sentence.lower()) if stem(m.group(0)) in heads]
    total = _taper_period(question, sentence, found, note_day(passage.charttime)) or \
        _whole_course(question, sentence, found, places, note_day(passage.charttime), by_class=_class_asked(question, head))
    if total is not None:
        value, unit, span = total
    else:
        # the duration in the asked thing's own item of a list ("vancomycin 1/15-1/18, ertapenem from
        # 1/20 through 2/28": never another drug's days), right after it ("daptomycin (6/6-6/8)"),
        # else the nearest
        chosen = min(found, key=lambda d: min(((not _same_item(sentence, d[0], p),
                                                0 if 0 <= d[0] - p <= 40 else 1, abs(d[0] - p))
                                               for p in places), default=(0, 0, 0)))
        if chosen[3]:
            # a range with its length written after it ("8/20-8/22, stopped after the BAL … (about 48
            # hours)"): the length the notes state, not the days counted from the dates
            from retrieval.conditions.drug_classes import member_words

            # (never one timed from something else: "from 1/20 through 2/28 (6 weeks from surgery)")
            written = [d for d in found if d[3] == "" and 0 < d[0] - chosen[0] <= 90 and ";" not in sentence[chosen[0]:d[0]]
                       and not _TIMED_ELSEWHERE.match(sentence, _TEXT_DURATION.match(sentence, d[0]).end())
                       and not any(r[3] and chosen[0] < r[0] < d[0] for r in found)
                       and not set(_WORD.findall(sentence[chosen[0]:d[0]].lower())) & (member_words() - heads)]
            chosen = written[0] if written else chosen
        _, value, unit, span = chosen
    if step_only and total is None and any(_a_phase(sentence, d[0]) and d[1] == value for d in found):
        span += " - one step of a schedule that goes on after it; these notes state no end to the whole course"
    return (f"{value} {unit}{'s' if value != 1 else ''}{span}, as the notes state it. Source: \"{sentence}\" "
            f"({passage.note_type} {passage.note_id}, {passage.charttime}).")


#: a question whether a treatment is for good: "does she need lifelong anticoagulation?", "is the apixaban
#: indefinite?", "will he be on warfarin for life?", "long-term anticoagulation planned?"
ASKS_INDEFINITE = re.compile(r"\b(?:life-?long|for life|indefinite(?:ly)?|forever|permanent(?:ly)?|long-?term|"
                             r"for the rest of (?:her|his|their) life|open-?ended)\b", re.IGNORECASE)
#: a treatment written as for good, or as a course with an end or a review
_FOR_GOOD = re.compile(r"\b(?:life-?long|for life|indefinite(?:ly)?|permanent(?:ly)?|long-?term|no stop date|"
                       r"chronic(?:ally)?)\b", re.IGNORECASE)
_REVIEWED = re.compile(r"\b(?:then|after which|and then|at which point|before)\s+(?:re-?assess\w*|re-?evaluat\w*|"
                       r"review\w*|decide\w*|discuss\w*|hematology|haematology|clinic)\b|\bthen\s+(?:stop|off)\b",
                       re.IGNORECASE)


def indefinite_answer(question: str, evidence: Evidence) -> str | None:
    """Whether a treatment is for good, from the shown sentence that names it with a length ("apixaban
    for at least 3 months, then hematology to decide": no) or as for good ("lifelong warfarin": yes),
    the asked admission's first and the latest; None when the question asks no such thing or no
    sentence says."""
    if not ASKS_INDEFINITE.search(question) or not yes_no(question):
        return None
    head, scene = head_and_scene_words(ASKS_INDEFINITE.sub(" ", question))
    heads = {stem(w) for w in head} | _aliases(question, evidence, head)
    if not heads:
        return None
    scope = set(evidence.scope_admissions)
    found = []
    for passage in evidence.passages:
        for sentence in SENTENCE_SPLIT.split(passage.text or ""):
            sentence = " ".join(sentence.split())
            if not heads & _sentence_keys(sentence):
                continue
            inside = not scope or passage.hadm_id in scope
            lengths = [d for d in _durations(sentence) if d[2] in ("day", "week", "month")]
            if _FOR_GOOD.search(sentence) and not _REVIEWED.search(sentence):
                found.append((inside, passage.charttime or "", "yes", sentence, passage))
            elif lengths:
                found.append((inside, passage.charttime or "", "no", sentence, passage))
    if not found:
        return None
    inside, _, verdict, sentence, passage = max(found, key=lambda f: f[:2])
    head_text = ("Yes, as written: for good." if verdict == "yes" else
                 "No, not as written: a course with a stated length or a review, not for life.")
    return f'{head_text} Source: "{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime}).'


#: a question about how long the illness went on before the stay ("how many days had she been ill
#: before she came in?", "how long was he sick before admission?")
_ASKS_ILLNESS = re.compile(r"\b(?:ill|sick|unwell|symptom(?:s|atic)?|poorly|under the weather|feeling (?:bad|unwell|"
                           r"sick|rough))\b", re.IGNORECASE)
_BEFORE_ADMISSION = re.compile(r"\bbefore (?:she|he|they|the patient) (?:came in|presented|(?:was|were|got) admitted|came to)|"
                               r"\b(?:before|prior to) (?:admission|presentation|coming in|presenting)\b", re.IGNORECASE)
#: where a note tells what brought the patient in ("p/w fever x3 days", "with 3 days of fever")
_PRESENTING = re.compile(r"\b(?:p/w|presents? with|presenting with|presented with|c/o|complain\w* of|reports?|"
                         r"admitted with|came in with)\b", re.IGNORECASE)


def _illness_before_admission(question: str, evidence: Evidence) -> str | None:
    """How long the illness went on before the asked stay, as its first note that tells what brought
    the patient in states it ("p/w fever/myalgias x3 days"); None for any other question."""
    if not (_ASKS_ILLNESS.search(question) and _BEFORE_ADMISSION.search(question)):
        return None
    scope = set(evidence.scope_admissions)
    passages = sorted((p for p in evidence.passages if p.hadm_id and (not scope or p.hadm_id in scope)),
                      key=lambda p: (p.charttime or "9999", p.start))
    for passage in passages:
        for sentence in SENTENCE_SPLIT.split(passage.text or ""):
            sentence = " ".join(sentence.split())
            cue = _PRESENTING.search(sentence)
            found = [d for d in _durations(sentence) if cue and d[0] > cue.start() and d[2] in ("hour", "day", "week")]
            if found:
                _, value, unit = found[0]
                return (f"{value} {unit}{'s' if value != 1 else ''} before the stay, as the notes state it. Source: "
                        f"\"{sentence}\" ({passage.note_type} {passage.note_id}, {passage.charttime}).")
    return None


#: a question about the whole of a course: "all in, how many days of steroids?", "in total"
_ASKS_TOTAL = re.compile(r"\b(?:all in|all told|in total|total|altogether|overall|whole|entire|in all|"
                         r"start to finish|all together)\b", re.IGNORECASE)
#: a duration stated as the whole ("6 weeks in total", "a total of 14 days", "14 days total")
_TOTAL_AFTER = re.compile(r"\s*(?:in total|total|in all|altogether|overall)\b", re.IGNORECASE)
_TOTAL_WORD = re.compile(r"\b(?:in total|total|in all|altogether)\b", re.IGNORECASE)
_TOTAL_BEFORE = re.compile(r"\b(?:total(?:\s+of)?|in all|altogether)\s*$", re.IGNORECASE)
#: where one item of a list ends and the next begins ("vancomycin 1/15-1/18, piperacillin …")
_ITEM_END = re.compile(r"[;,]\s+(?![^()]*\))")


#: a taper or a wean, asked about or written ("over what period was she weaned off?", "restarted 4/4
#: as a taper: 5 mg through 4/10, 2.5 mg 4/11-4/17, then stop")
_TAPER = re.compile(r"\b(?:taper(?:ed|ing|s)?|wean(?:ed|ing|s)?|step(?:ped|ping)?[ -]down)\b", re.IGNORECASE)


def _taper_period(question: str, sentence: str, found: list, reference):
    """(value, unit, how) of the taper a question about a taper or wean asks, from the sentence that
    writes one: the length it states after the word ("tapered over 2 weeks"), else from the date of
    the clause that starts it ("restarted 4/4 at 5 mg as a taper") or the first date after the word,
    to the last date the sentence gives its steps (a held spell before it is no part of it); None when
    the question or the sentence is about no taper."""
    from epikg_core.dates import find_dates

    cue = _TAPER.search(sentence)
    if not _TAPER.search(question) or cue is None:
        return None
    stated = [d for d in found if d[0] >= cue.start() and d[3] == ""]
    if stated:
        return stated[0][1], stated[0][2], " (the taper, as one period)"
    dates = [(m.start(), day) for m, day in find_dates(sentence, reference) if day is not None]
    clause = max((m.end() for m in _ITEM_END.finditer(sentence, 0, cue.start())), default=0)
    starts = [d for d in dates if clause <= d[0] < cue.start()] or [d for d in dates if d[0] > cue.start()]
    if not starts:
        return None
    start = starts[0][1]
    ends = [day for at, day in dates if at > cue.start() and day >= start]
    if not ends or ends[-1] == start or (ends[-1] - start).days > 366:
        return None
    end = ends[-1]
    return (end - start).days + 1, "day", f" ({start} through {end}, counting both days: the taper, every step)"


def _same_item(sentence: str, a: int, b: int) -> bool:
    low, high = sorted((a, b))
    return not _ITEM_END.search(sentence, low, high)


def _class_asked(question: str, head: set[str]) -> bool:
    """Whether the asked thing is a drug class ("the antibiotic course", "how long on steroids?")."""
    from retrieval.conditions.drug_classes import asked_class

    return asked_class(" ".join(w for w in _WORD.findall(question.lower()) if w in head)) is not None


#: a duration that is one route's leg of a course: "(5 days IV)", "IV for 5 days", "5 days of oral"
_ROUTES = r"(?:IV|PO|oral|orally|intravenous(?:ly)?|by mouth|inpatient)"
_LEG_AFTER = re.compile(r"^[\d.]+\s*[a-z]+\s+(?:of\s+)?" + _ROUTES + r"\b", re.IGNORECASE)
_LEG_BEFORE = re.compile(r"\b" + _ROUTES + r"\s+(?:for\s+|x\s*|×\s*)?$", re.IGNORECASE)


_ROUTE = re.compile(r"\b" + _ROUTES + r"\b", re.IGNORECASE)


def _one_leg(sentence: str, at: int) -> bool:
    return bool(_LEG_AFTER.match(sentence[at:at + 30]) or _LEG_BEFORE.search(sentence[max(0, at - 16):at]))


def _whole_course(question: str, sentence: str, found: list, places: list[int], reference, *, by_class: bool = False):
    """(value, unit, how) of a whole course the sentence states in legs, when the question asks the
    whole, names a class the legs are members of ("how long is the antibiotic course for her
    pneumonia?") or the asked thing heads the sentence ("# SBP prophylaxis: ceftriaxone 2/8-2/12,
    then ciprofloxacin 2/13-2/14 (7 days)"): the total the sentence states after its last leg, else
    (asked as a whole) the days from the first leg's start to the last leg's end; None otherwise."""
    asks_total = bool(_ASKS_TOTAL.search(question)) or by_class
    if asks_total and not _ROUTE.search(question):
        # "IV daptomycin for 4 weeks …; then oral linezolid for 2 weeks …; 6 weeks in total": the total
        # the sentence states in so many words
        for at, value, unit, span in found:
            written = _TEXT_DURATION.match(sentence, at) if span == "" else None
            if written and (_TOTAL_WORD.search(written.group(0)) or _TOTAL_AFTER.match(sentence, written.end())
                            or _TOTAL_BEFORE.search(sentence[max(0, at - 14):at])):
                return value, unit, " in total"
    legs = list(_ranges(sentence, reference))
    if len(legs) < 2 or not places:
        return None
    heading = max(places) < legs[0][0] and ":" in sentence[max(places):legs[0][0]]
    if not (asks_total or heading):
        return None
    # "(5 days IV)", "IV for 5 days": one leg's length, never the whole course asked for (unless the
    # question asks that route's: "how long was he on IV antibiotics?")
    leg_asked = bool(_ROUTE.search(question))
    whole = [d for d in found if d[3] == "" and not (asks_total and not leg_asked and _one_leg(sentence, d[0]))]
    stated = [d for d in whole if d[0] > legs[-1][0]]
    # parallel courses each with their length ("ceftriaxone 9/3-9/6 then cefpodoxime 9/7-9/9 (7 days of
    # beta-lactam), doxycycline 9/3-9/7 (5 days)"): asked as a whole, the one as long as every leg together
    span = (max(leg[2] for leg in legs) - min(leg[1] for leg in legs)).days + 1
    spanning = [d for d in whole if d[0] > legs[0][0] and d[2] == "day" and d[1] == span] if asks_total else []
    if spanning or stated:
        chosen = (spanning or stated)[-1]
        return chosen[1], chosen[2], " in total, as one course"
    if asks_total and not leg_asked:
        # "Per ID, 2 weeks from 9/6: IV vancomycin 9/2-9/5 …, then oral …": the length the sentence
        # heads its legs with
        heading = [d for d in whole if d[0] < legs[0][0]]
        if heading:
            return heading[-1][1], heading[-1][2], " in total, as the course is headed"
    if not asks_total:
        return None
    start, end = min(leg[1] for leg in legs), max(leg[2] for leg in legs)
    return (end - start).days + 1, "day", f" in total ({start} through {end}, counting both days, every leg)"


def _aliases(question: str, evidence: Evidence, head: set[str]) -> set[str]:
    """Stems of the chart's names for the asked thing: the label and mentions of a concept the
    question's head names, and the members of a drug class it names."""
    from retrieval.conditions.drug_classes import asked_class

    names: set[str] = set()
    for concept in evidence.focus or evidence.question_concepts:
        if content_words(concept.get("text") or "") & head:
            names |= content_words(concept.get("label") or "")
            names |= {w for f in evidence.facts if f.concept_id == concept.get("concept_id")
                      for w in content_words(f.mention_text or "")}
    # the head's words in the question's order ("water pill", never "pill water": a set has no order)
    drug_class = asked_class(" ".join(w for w in _WORD.findall(question.lower()) if w in head))
    if drug_class is not None:
        # a class is written by its members, and its course as "therapy" ("plan 14 days
        # of therapy counted from the first negative culture" is the antibiotic course; "treatment" would
        # stem as "treated")
        names |= set(drug_class.members) | {"therapy"}
    return {stem(w) for w in names} - {stem(w) for w in head}


def _stated_duration(evidence: Evidence, heads: set[str], scenes: set[str], *, phases: bool = True):
    """The best shown sentence that states a duration of what the heads name: ((in the asked
    admission, overlap, -rank),
    sentence, [(position, value, unit, span)], passage), or None."""
    best = None
    scope = set(evidence.scope_admissions)
    for rank, passage in enumerate(sorted(evidence.passages, key=lambda p: p.rank or 0)):
        for sentence in SENTENCE_SPLIT.split(passage.text):
            sentence = " ".join(sentence.split())
            words = _sentence_keys(sentence)
            # what lasted (the head: "antibiotics") counts more than the scene ("for the diverticulitis")
            overlap = len(heads & words) + 0.4 * len(scenes & words)
            found = [(at, value, unit, "") for at, value, unit in _durations(sentence)
                     if (phases or not _a_phase(sentence, at)) and not _timed_by(sentence, at, heads)] if heads & words else []
            if heads & words:
                found += list(_date_ranges(sentence, note_day(passage.charttime)))
                found = [d for d in found if not _another_drugs(sentence, d[0], heads)]
            # the asked admission's sentences first ("antibiotics with the gallbladder": that stay's course)
            inside = not scope or passage.hadm_id in scope
            # a length written in words ("(about 36 hours)") beats one counted from the dates
            written = any(d[3] == "" for d in found)
            if found and (best is None or (inside, overlap, written, -rank) > best[0]):
                best = ((inside, overlap, written, -rank), sentence, found, passage)
    return best


def _another_drugs(sentence: str, at: int, heads: set[str]) -> bool:
    """Whether the duration at ``at`` is another drug's: it stands in an item of the sentence's list
    that names a drug the question does not, and the asked thing is named in none of that item and
    heads none of it ("Empiric vancomycin and cefepime 6/17-6/18, then cefazolin from 6/18": the two
    days are never the cefazolin's)."""
    from retrieval.conditions.drug_classes import member_words

    words = [(m.start(), stem(m.group(0))) for m in _WORD.finditer(sentence.lower())]
    places = [i for i, w in words if w in heads]
    if not places:
        return False
    low = max((m.end() for m in _ITEM_END.finditer(sentence, 0, at)), default=0)
    ends = _ITEM_END.search(sentence, at)
    high = ends.start() if ends else len(sentence)
    if any(low <= p < high for p in places):
        return False
    if any(p < at and ":" in sentence[p:low] for p in places):
        return False  # "# SBP prophylaxis: ceftriaxone 2/8-2/12, then …": the asked thing heads every item
    drugs = member_words()
    return any(part in drugs and part not in heads for i, w in words if low <= i < high for part in (w, *w.split("-")))


#: where a course's start or end is written beside its date: "started 3/5", "from the evening of 2/3",
#: "last dose 3/14", "through 7/17", "until 08:00 on 2/8", "finished 3/14"
_STARTS_AT = re.compile(r"\b(?:start(?:ed|ing)?|began|begun|initiated|commenced|from|since)\b[^0-9;,.]{0,24}$",
                        re.IGNORECASE)
_ENDS_AT = re.compile(r"\b(?:last dose|final dose|through|thru|until|till|finish(?:ed|es)?|complet(?:ed|es|ing)|"
                      r"end(?:ed|s|ing)?|stop(?:ped|s)?)\b[^0-9;,.]{0,24}(?:\d{1,2}:\d{2}\s+on\s+)?$", re.IGNORECASE)


def _nothing_else(sentence: str, place: int, at: int, heads: set[str]) -> bool:
    """Whether a date after the asked thing is still its own: no other drug and no other clause's date
    stand between ("Cephalexin 500 mg PO q12h, last dose 3/14")."""
    from epikg_core.dates import find_dates
    from retrieval.conditions.drug_classes import member_words

    if not place < at or ";" in sentence[place:at]:
        return False
    between = sentence[place:at]
    drugs = member_words()
    return not find_dates(between) and not any(stem(w) in drugs and stem(w) not in heads
                                               for w in _WORD.findall(between.lower()))


def _stated_bounds(evidence: Evidence, heads: set[str]) -> str | None:
    """How long a course ran from the start and the end the shown sentences write for the asked
    thing, in its own item of each ("Cephalexin 500 mg q12h … started 3/5"; "Cephalexin …, last dose
    3/14"): the earliest start to the latest end, counting both days, with both sentences; the asked
    admission's sentences first; None unless both are written and the end follows the start."""
    from epikg_core.dates import find_dates

    if not heads:
        return None
    scope = set(evidence.scope_admissions)
    found = {"start": [], "end": []}
    for passage in sorted(evidence.passages, key=lambda p: p.rank or 0):
        inside = not scope or passage.hadm_id in scope
        for sentence in SENTENCE_SPLIT.split(passage.text or ""):
            sentence = " ".join(sentence.split())
            places = [m.start() for m in _WORD.finditer(sentence.lower()) if stem(m.group(0)) in heads]
            if not places:
                continue
            for match, day in find_dates(sentence, note_day(passage.charttime)):
                if day is None or not any(_same_item(sentence, match.start(), p) or _nothing_else(sentence, p, match.start(), heads)
                                          for p in places):
                    continue
                before = sentence[max(0, match.start() - 40):match.start()]
                for kind, cue in (("start", _STARTS_AT), ("end", _ENDS_AT)):
                    if cue.search(before):
                        found[kind].append((not inside, day, sentence, passage))
    if not found["start"] or not found["end"]:
        return None
    # the asked stay's own statements first, then the earliest start and the latest end
    start = min(found["start"], key=lambda f: (f[0], f[1]))
    ends = [f for f in found["end"] if f[1] > start[1] and (f[1] - start[1]).days <= 366]
    if not ends:
        return None
    end = min(ends, key=lambda f: (f[0], -f[1].toordinal()))
    days = (end[1] - start[1]).days + 1
    quotes = [f"\"{start[2]}\" ({start[3].note_type} {start[3].note_id}, {start[3].charttime})"]
    if end[2] != start[2]:
        quotes.append(f"\"{end[2]}\" ({end[3].note_type} {end[3].note_id}, {end[3].charttime})")
    return (f"{days} days ({start[1]} through {end[1]}, counting both days), from the start and the end the "
            f"notes state. Source: {' '.join(quotes)}.")


#: a length counted from something else: "(6 weeks from surgery)", "(14 days after the first negative culture)"
_TIMED_ELSEWHERE = re.compile(r"\s*(?:from|after|following|since|post|counted from|starting)\b", re.IGNORECASE)
#: what a duration is timed from: "telemetry for 24 hours after the bicarbonate stopped"
_TIMED_FROM = re.compile(r"\s*(?:after|following|since|post|until|till|before)\b[^,;()]*", re.IGNORECASE)


def _timed_by(sentence: str, at: int, heads: set[str]) -> bool:
    """Whether the asked thing is named only in what the duration at ``at`` is timed from ("telemetry
    continued for 24 hours after the bicarbonate stopped": 24 hours is the telemetry's, not the
    bicarbonate's)."""
    written = _TEXT_DURATION.match(sentence, at)
    clause = _TIMED_FROM.match(sentence, written.end()) if written else None
    if clause is None:
        return False
    places = [m.start() for m in _WORD.finditer(sentence.lower()) if stem(m.group(0)) in heads
              or _sentence_keys(m.group(0)) & heads]
    return bool(places) and all(clause.start() <= p < clause.end() for p in places)


def note_day(value):
    """The date of an ISO time ("2191-03-13T10:00:00" → 2191-03-13), or None."""
    import datetime as dt

    try:
        return dt.date.fromisoformat((value or "")[:10])
    except ValueError:
        return None


_DURATION_WORDS = frozenset("""long many days hours weeks months prescribed take taking total length course duration
get got receive received given need needed needing require required requiring last lasted remain remained""".split())
#: where the thing asked about ends and its scene begins: "how long was she on heparin | before the cath?"
_SCENE_LEAD = re.compile(r"\b(?:for|during|before|after|since|until|while|when|with|at|in|following|prior to|"
                         r"throughout)\s+(?:the|her|his|their|that|this|it|she|he|they|being|admission|arrival|discharge)\b",
                         re.IGNORECASE)


def head_and_scene_words(question: str, *, whole: bool = False) -> tuple[set[str], set[str]]:
    """The asked clause's content words (``whole``: the question's) split where a scene-setting
    phrase begins after the first of them: ("how long was she on heparin before the cath?") →
    ({heparin}, {cath})."""
    clause = question if whole else " ".join(asked_clauses(question))
    for match in _SCENE_LEAD.finditer(clause):
        before = content_words(clause[:match.start()])
        if before:
            return before, content_words(clause[match.start():])
    return content_words(clause) or content_words(question), set()


def content_words(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP and len(w) > 2}


def short_abbreviations(text: str) -> set[str]:
    """Two-letter abbreviations written in capitals ("PE", "MI", "AF"), lowercased: content words
    that ``content_words`` leaves out as too short."""
    return {w.lower() for w in re.findall(r"\b[A-Z]{2}\b", text)} - _STOP


_YES_NO = re.compile(r"^(?:and\s+|so\s+|but\s+)?(?:did|does|do|is|was|were|are|has|had|have|can|could|"
                     r"would|will|any|ever)\b", re.IGNORECASE)
#: what the rule-based assertion classifier's label on the quoted sentence concludes
_CONCLUSION = {"Absent": "No.", "Possible": "Possibly, but not confirmed.", "Present": "Yes.",
               "Historical": "Yes, in the past.", "Conditional": "Only as a plan that depends on a condition.",
               "Hypothetical": "Only as a plan or instruction."}


#: a question about now ("does he still smoke?", "is she on it anymore?"): a past-only label answers No
STILL = re.compile(r"\b(?:still|anymore|any more|any longer|no longer|these days|nowadays|currently|at present|right now)\b",
                   re.IGNORECASE)


#: a yes / no question in the present tense ("is the pt delirious?", "does he have angina?") …
_PRESENT_TENSE = re.compile(r"^(?:and\s+|so\s+)?(?:is|are|does|do|am)\b", re.IGNORECASE)
#: … that does not reach into the past ("does he have a history of …", "is he s/p …", "is there a prior …")
_PAST_REACH = re.compile(r"\b(?:ever|before|previous\w*|prior|past|history|hx|h/o|s/p|status post|used to|had|was|were|"
                         r"been|earlier|last (?:time|admission|stay)|first (?:admission|stay)|at (?:the time|admission)|"
                         r"on admission|when)\b", re.IGNORECASE)


def asks_now(question: str) -> bool:
    """Whether the question asks about the present ("does he still smoke?", "is the pt delirious?"):
    then a problem documented only in the past is a "No, not now"."""
    asked = asked_clauses(question)[-1]
    return bool(STILL.search(asked)) or bool(_PRESENT_TENSE.match(asked.strip()) and not _PAST_REACH.search(asked))


def yes_no(question: str) -> bool:
    """Whether the question (its last part: "She had a clot, right? Is she still on …?") asks yes or no,
    in full ("was she hyponatremic again?") or terse ("hyponatremic again at the second admission?",
    "gene panel back before she left?", "he going home on Lokelma?")."""
    clause = asked_clauses(question)[-1]
    return bool(_YES_NO.match(clause)) or _terse_yes_no(clause)


#: what makes a question without a leading verb ask something other than yes or no: a question word
#: anywhere ("Spironolactone: held, restarted — when?"), alternatives ("septic toe or gout?"), or a
#: request for a list, an order, a plan or a comparison
_NOT_TERSE = re.compile(r"\b(?:what|which|when|why|where|who|whom|whose|how|or|vs|versus|order|timeline|plan|plans|"
                        r"compare|compared|list|describe|summari[sz]e|tell|explain|name|course|changes?|dose|doses)\b",
                        re.IGNORECASE)


def _terse_yes_no(clause: str) -> bool:
    """A yes/no question with its verb left out: ends with a question mark, asks nothing else."""
    clause = clause.strip()
    return clause.endswith("?") and len(clause.split()) >= 2 and not _NOT_TERSE.search(clause)


#: words that say a problem, drug or device has ended ("eradication was confirmed", "PICC removed 6/20")
_ENDED = re.compile(r"(?<!\bto )(?<!\bwill )\b(?:resolved|resolution|eradicated|eradication|cleared|healed|cured|removed|"
                    r"discontinued|stopped|completed|finished|no longer|gone|quit|ceased)\b", re.IGNORECASE)
#: a question whether a problem was treated ("has his hep C been treated?", "did she get treatment for
#: the DVT?"): the problem's mention is no answer, only what was done for it
ASKS_TREATED = re.compile(r"\b(?:been|get|got|gotten|was|were|is|being)\s+treated\b|\btreated\s+(?:yet|already)\b|"
                          r"\b(?:any|on|started|receiv\w*|get|got|gotten|had|given)\s+(?:treatment|therapy)\s+(?:for|of)\b",
                          re.IGNORECASE)
#: a question whether something had ended ("H. pylori gone?", "has the AKI resolved?")
ASKS_RESOLVED = re.compile(r"\b(?:resolved|gone|cleared|clear(?:\s+up)?(?!\s+(?:margins?|of|on|for|to|liquids?|diet|fluids?))|healed|went away|fixed|corrected|normali[sz]ed|a thing of the past|"
                           r"behind (?:her|him|them)|no longer|not (?:an issue|a problem) anymore)\b", re.IGNORECASE)
#: where a clause about another thing begins ("apixaban on 11/3, when the heparin drip was stopped")
_CLAUSE_BREAK = re.compile(r";|\b(?:when|and|but|while|whereas|after|before|then)\b", re.IGNORECASE)


#: a drug held, for now ("lisinopril held for AKI", "apixaban on hold", "holding metoprolol")
_HELD = re.compile(r"\b(?:held|on hold|holding|hold)\b", re.IGNORECASE)
#: a drug put back on after a hold ("held 9/15, restarted 9/17")
#: "hold" right before the drug ("hold lisinopril", "holding his metoprolol")
_HELD_BEFORE = re.compile(r"\b(?:held|hold|holding)\s+(?:(?:the|his|her|their)\s+)?$", re.IGNORECASE)
#: (a plan to put it back, "resume at PCP visit", leaves it held)
_PUT_BACK = re.compile(r"\b(?:restarted|resumed|resuming|back on|reinstated|re-started|put back)\b", re.IGNORECASE)


def _held_near(sentence: str, start: int, end: int) -> bool:
    """Whether the drug at [start, end) is said to be held, and not put back on later in the
    sentence ("hold lisinopril", "lisinopril held for AKI"; not "held 9/15, restarted 9/17")."""
    # "hold lisinopril", "holding his metoprolol": the word right before it; "metformin was held for AKI
    # and an insulin sliding scale was used" holds the metformin, not the insulin
    before = _HELD_BEFORE.search(sentence[max(0, start - 20):start])
    after = _HELD.search(sentence, end, min(len(sentence), end + 30))
    if after and (_CLAUSE_BREAK.search(sentence, end, after.start()) or re.search(r"[,;]", sentence[end:after.start()])):
        after = None
    held = after or before
    if not held:
        return False
    return not _PUT_BACK.search(sentence, end if before and not after else after.end())


def _ended_near(sentence: str, start: int, end: int) -> bool:
    """Whether an ending word is said of the words at [start, end): just before them ("eradication
    of H. pylori") or after them in the same clause ("prednisone 40 mg x5 days, completed 12/5")."""
    if _ENDED.search(sentence[max(0, start - 25):start]):
        return True
    after = _ENDED.search(sentence, end, min(len(sentence), end + 45))
    return bool(after) and not _CLAUSE_BREAK.search(sentence, end, after.start())


#: a question whether something was certain ("definitely diverticular?", "was it ever proven?")
_ASKS_CERTAINTY = re.compile(r"\b(?:definitely|definite|definitive|certainly|certain|for sure|proven|proved|confirmed|"
                             r"actually)\b", re.IGNORECASE)
_CONFIRMS = re.compile(r"\b(?:confirmed|proven|proved|diagnostic of|biopsy[- ]proven|culture[- ]proven|"
                       r"crystal[- ]proven|definite|definitive)\b", re.IGNORECASE)
#: a finding a later sentence states as settled ("found at operation", "pathology showed", "confirmed")
_SETTLES = re.compile(_CONFIRMS.pattern + r"|\b(?:found|identified|debrided|drained|resected|at (?:operation|surgery)|"
                      r"intra-?op\w*|operative|patholog\w*|biopsy showed|cultures? grew)\b", re.IGNORECASE)
#: a result not yet known when the sentence was written ("culture 11/27: pending at discharge")
PENDING = re.compile(r"\b(?:pending|awaiting|awaited|not yet (?:back|resulted|available|reported|final)|still out)\b",
                      re.IGNORECASE)
#: a question whether a result had come back ("gene panel back before she left?")
_ASKS_BACK = re.compile(r"\b(?:back|returned?|resulted|come in|came in|available|ready)\b", re.IGNORECASE)
#: when the sentence labels the question's words differently, the most telling label decides
_TELLING = ("Absent", "Possible", "Family_History", "Conditional", "Hypothetical", "Historical", "Present")


#: words before a head that say how much, where or how it looks, not what kind it is: "dense
#: nodule" and "right lower lobe nodule" are lung nodules, "pancreatic cancer" is not colon cancer
DESCRIPTORS = frozenset("""small tiny large big multiple few several couple scattered numerous innumerable dense
calcified noncalcified partially new old prior previous stable unchanged persistent again mild moderate severe
marked minimal trace slight diffuse focal patchy bilateral right left upper lower middle lobe base bases apex apical
basilar basal lingula lingular perihilar hilar central peripheral anterior posterior lateral medial mm cm xxxx
subcentimeter tubular nodular streaky linear interstitial alveolar airspace possible probable likely questionable
redemonstrated""".split())


def _other_kind(sentence: str, own: set[str]) -> bool:
    """Whether the sentence names the head of a multi-word concept with a modifier of its own that
    is not a descriptor ("pancreatic cancer" for "colon cancer"), not just the bare head ("nodules"
    in a chest film for "lung nodule")."""
    words = [m.group(0) for m in _WORD.finditer(sentence.lower())]
    for i, word in enumerate(words):
        if Words(word) & own and i > 0:
            before = words[i - 1]
            if before not in _STOP and before not in DESCRIPTORS and not before.isdigit() and not Words(before) & own:
                return True
    return False


def scene_stems(evidence: Evidence) -> set[str]:
    """Stems of the words of the question's context concepts (named, but not asked about)."""
    focus = {c["concept_id"] for c in evidence.focus}
    return {stem(w) for c in evidence.question_concepts if c["concept_id"] not in focus
            for w in content_words(c.get("text") or "")}


#: a question about where a value stood ("sodium back to normal by discharge?", "still hyponatremic?",
#: "creatinine at baseline?", "potassium still low?"): its sense, normal or not
_ASKS_NORMAL = re.compile(r"\b(?:normal(?:i[sz]ed)?|baseline|corrected|recovered|therapeutic|in range|within range)\b",
                          re.IGNORECASE)
_ASKS_ABNORMAL = re.compile(r"\b(?:still\s+)?(?:low|high|elevated|abnormal|deranged|up|down|off|hypo\w+emic|hyper\w+emic|"
                            r"hypo\w+emia|hyper\w+emia)\b", re.IGNORECASE)
#: what a sentence says of a value: not yet normal, or back to normal
_NOT_NORMAL = re.compile(r"\b(?:not\s+(?:yet\s+|quite\s+)?(?:back\s+to\s+)?(?:normal|baseline|corrected|normali[sz]ed|"
                         r"in range)|still\s+(?:low|high|elevated|abnormal|up|down)|remain(?:s|ed)?\s+(?:low|high|elevated|"
                         r"abnormal|below|above)|persistent(?:ly)?\s+(?:low|high|elevated)|did not (?:normali[sz]e|correct|"
                         r"recover))\b", re.IGNORECASE)
_NORMAL = re.compile(r"\b(?:normali[sz]ed|back\s+to\s+(?:normal|baseline)|at\s+baseline|corrected|within\s+normal\s+limits|"
                     r"wnl|therapeutic|recovered)\b", re.IGNORECASE)


#: a value's state named as a condition ("hyponatremic", "hyperkalemia")
_LAB_STATE = re.compile(r"\b(?:hypo|hyper)\w+(?:emic|emia|aemic|aemia)\b", re.IGNORECASE)


#: a question whether something came back ("had the osteo come back?", "did the AF recur?", "bleeding again?")
_ASKS_AGAIN = re.compile(r"\b(?:come|came|coming|comes)\s+back\b|\brecurr?(?:ed|ing|ence|ent|s)?\b|\breturn(?:ed|s)?\b|"
                         r"\bagain\b|\brelaps\w*", re.IGNORECASE)
#: a sentence that names an episode as the earlier one ("treated in May and June", "history of", "s/p")
_EARLIER_EPISODE = re.compile(r"\b(?:treated|diagnosed|admitted|managed)\s+(?:in|on|with|for)\b|\bhistory of\b|\bh/o\b|"
                              r"\bs/p\b|\bprior\b|\bprevious(?:ly)?\b|\bremote\b|\bin\s+(?:jan|feb|march|apr|may|jun|jul|"
                              r"aug|sep|oct|nov|dec)\w*\b", re.IGNORECASE)
#: a sentence that says it came back
_RECURRED = re.compile(r"\brecurr\w*|\bagain\b|\bnew\b|\brelaps\w*|\breturned\b|\bcame back\b|\bre-?(?:infect|bleed)\w*",
                       re.IGNORECASE)


def asks_value_state(question: str) -> bool:
    """Whether the question asks where a value stood, normal or not ("sodium back to normal?",
    "potassium still low?"), and not both at once."""
    return bool(_ASKS_NORMAL.search(question)) != bool(_ASKS_ABNORMAL.search(question))


def value_conclusion(question: str, sentence: str) -> str | None:
    """The verdict on a question about a value's state from what the sentence says of it ("Sodium
    was 131 at discharge, improved but not yet normal" → No to "back to normal?", Yes to "still
    low?"); "" when the sentence says neither; None when the question asks no value's state."""
    if not asks_value_state(question):
        return None
    asks_normal = bool(_ASKS_NORMAL.search(question))
    said_not, said_normal = bool(_NOT_NORMAL.search(sentence)), bool(_NORMAL.search(_NOT_NORMAL.sub(" ", sentence)))
    if said_not == said_normal:
        return ""
    return "Yes." if said_normal == asks_normal else "No."


def conclusion(question: str, sentence: str, focus: list[dict] = (), *, ignore: set[str] = frozenset()) -> str:
    """The answer a yes/no question gets from one sentence: the assertion the NLP's ConText rules
    give the asked-about concept's words where the sentence names them, else the question's words
    ("Denies chest pain" → No; a denial of any asked word beats a plain mention)."""
    if any(c.get("domain") == "Measurement" for c in focus) or _LAB_STATE.search(question):
        # "sodium back to normal?", "still hyponatremic?": a measured value is no yes; what the
        # sentence says of the value is ("131 at discharge, not yet normal" → No)
        verdict = value_conclusion(question, sentence)
        if verdict or (verdict == "" and any(c.get("domain") == "Measurement" for c in focus)):
            return verdict
        # "still hyponatremic?" of "# Hyponatremia: not present this admission": the problem's own label answers
    lowered = sentence.lower()
    spans = []
    for concept in focus:
        text = (concept.get("text") or "").lower()
        at = lowered.find(text) if len(text) > 2 else -1
        if at >= 0:
            spans.append((at, at + len(text)))
    if focus and not spans:  # the concept in the sentence's own words ("pulmonary nodules" for "lung nodule")
        spans = vocabulary_spans(sentence, {c["concept_id"] for c in focus})
    if not spans:
        asked = ({stem(w) for w in asked_words(question)} | short_abbreviations(" ".join(asked_clauses(question)))) \
            - set(ignore) - _FORM_STEMS
        for concept in focus:  # "colon cancer" is not named by the "cancer" of "pancreatic cancer"
            own = {stem(w) for w in content_words(concept.get("text") or "")}
            if len(own) > 1 and not _sentence_keys(sentence).covers(own) and _other_kind(sentence, own):
                asked -= own
        spans = [(m.start(), m.end()) for m in _WORD.finditer(lowered) if m.group(0) in asked or Words(m.group(0)) & asked]
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
    ended = any(_ended_near(sentence, a, b) for a, b in spans)
    if label == "Present" and _ASKS_AGAIN.search(question) and _EARLIER_EPISODE.search(sentence) \
            and not _RECURRED.search(sentence):
        # "had the toe osteo come back?" of "… osteomyelitis of the toe treated in May and June": the
        # earlier episode named again is no recurrence; the sentence is quoted without a verdict
        return ""
    if ASKS_RESOLVED.search(asked_clauses(question)[-1]):
        # "the LLL pneumonia — gone on the September film?" asks whether it ended: a mention is no answer
        return "Yes, it had ended, as the notes say." if ended and label in ("Present", "Historical") else ""
    if label == "Present" and (asks_now(question) or "at_discharge" in question_form(question)) and ended:
        # "H. pylori — still there?" of "eradication confirmed"; "did she go home with the stent in?" of
        # "stent removed 05-23"
        return "No, not anymore: the notes say it ended."
    drug = any(c.get("domain") == "Drug" for c in focus) or bool(names_medications(question))
    if label == "Present" and drug and (asks_now(question) or "at_discharge" in question_form(question)) \
            and any(_held_near(sentence, a, b) for a, b in spans):
        # "still on lisinopril?" of "Lisinopril held for AKI": held is off, for now; never a "Yes"
        return "No, not as of this note: it was held."
    if label == "Present" and _ASKS_CERTAINTY.search(question) and not _CONFIRMS.search(sentence):
        return ""  # "definitely diverticular?": a mention is no proof; the sentence is quoted without a verdict
    if PENDING.search(sentence) and label in ("Present", "Possible"):
        # "gene panel sent 2/12, pending at discharge": the result was not known when it was written
        return ("No, not by then: the result was still pending." if _ASKS_BACK.search(question)
                else "Not known then: the result was still pending.")
    if label == "Historical" and asks_now(question):
        return "No, not anymore: only in the past."  # "does he still smoke?" of a former smoker
    if label == "Possible" and (any(c.get("domain") == "Drug" for c in focus) or names_medications(question)):
        # "is he on an ACE inhibitor now?" of "AKI, likely from diuresis on top of an ACE inhibitor": a
        # hedge on a cause says nothing of whether the drug is taken; the sentence is quoted, no verdict
        return ""
    relative = RELATIVE.search(sentence)
    if label == "Family_History" and "family" in question_form(question):
        # whose, as the sentence says
        return f"Yes, in the family: the patient's {relative.group(0).lower()}." if relative else "Yes, in the family."
    if label == "Family_History":  # a relative's disease is never a yes about the patient
        return (f"No, only in the family history (the patient's {relative.group(0).lower()})." if relative
                else "No, only in the family history.")
    return _CONCLUSION.get(label, "")


def vocabulary_spans(sentence: str, concept_ids: set[int]) -> list[tuple[int, int]]:
    """Where the vocabulary matcher finds one of the concepts in the sentence (none without a
    loaded vocabulary)."""
    try:
        from retrieval.vocabulary.matcher import default_matcher

        return [(a, b) for a, b, term in default_matcher().find(sentence) if term.concept_id in concept_ids]
    except Exception:  # no vocabulary in reach (a bare unit test, a broken database): the words decide
        return []


def stem(word: str) -> str:
    """The key two words meet on: the word's lemma (spaCy's lookup table, as the term matcher reads
    it: "clots" → "clot", "bleeding" → "bleed", "varices" → "varix")."""
    return normal_form(word)


def _share(a: str, b: str) -> bool:
    """Two lemmas of one word family: equal, or sharing a beginning of five letters or more that is
    at least three quarters of the shorter ("smoke" / "smoker", "aspirate" / "aspiration",
    "jaundice" / "jaundiced"; not "cardiomegaly" / "cardiomediastinal", "urine" / "urinary")."""
    if a == b:
        return True
    shared = len(os.path.commonprefix((a, b)))
    return shared >= 5 and shared >= 0.75 * min(len(a), len(b))


#: an abbreviation of three to seven letters, two or more of them capitals ("LVEF", "NSTEMI", "HFrEF")
_QUALIFIED = re.compile(r"\b(?=(?:[a-z]*[A-Z]){2})[A-Z][A-Za-z]{2,6}\b")


class Words:
    """A sentence's content words as the question's stems meet them (``_share``)."""

    def __init__(self, text: str):
        self.lemmas = ({stem(w) for w in content_words(text)} | short_abbreviations(text)) if text else set()
        # abbreviations with a qualifier in front ("LVEF", "NSTEMI", "HFrEF"): a question's "EF" or "MI" meets them
        self.qualified = {w.lower() for w in _QUALIFIED.findall(text)} if text else set()

    def met(self, stems) -> set[str]:
        return {q for q in stems if q in self.lemmas or any(_share(q, l) for l in self.lemmas)
                or (len(q) <= 3 and any(c.endswith(q) for c in self.qualified))}

    def __and__(self, stems) -> set[str]:
        return self.met(stems)

    __rand__ = __and__

    def __contains__(self, word_stem: str) -> bool:
        return bool(self.met((word_stem,)))

    def covers(self, stems) -> bool:
        return self.met(stems) == set(stems)


def _sentence_keys(sentence: str) -> Words:
    return Words(sentence)


#: words that say what kind of answer is wanted, never what it is about ("family history of …")
_FORM_STEMS = frozenset(stem(w) for w in ("family", "history", "relatives", "relative", "fhx", "hx", "diagnosed",
                                           "documented", "evidence", "sign", "signs"))


#: words after a test that ask whether its result had come ("gene panel back before she left?")
_RESULT_WORDS = frozenset("back returned resulted ready available final".split())
#: heads that name a class, not a thing: the word before them says which
_GENERIC_HEADS = frozenset("""problem problems disease diseases issue issues condition conditions trouble troubles
disorder disorders abnormality abnormalities finding findings stuff""".split())
#: "he going home on Lokelma?", "discharged with a Foley?": the frame of a question about what a
#: stay sent the patient home with; the asked thing follows it
_HOME_ON = re.compile(r"\b(?:go|goes|going|went|gone|sent|send|sending|discharged?|discharging)\s+(?:home\s+)?"
                      r"(?:on|with)\b")
_STUDY_VERB = re.compile(r"\b(?:show|shows|showed|shown|reveal|reveals|revealed|demonstrate|demonstrates|demonstrated|"
                         r"find|found|identify|identified|detect|detected)\b")


def head_word(question: str) -> str | None:
    """The stem of the asked thing's head: the last word of the first run of content words in the
    clause that asks ("does the report show lung nodule?" → nodule; "any fever at home?" → fever);
    None when the clause has none."""
    named = named_words(question)
    return named[-1] if named else None


#: body parts that a word before them turns into a diagnosis ("Charcot foot", "frozen shoulder"): a
#: sentence naming only the part ("XR foot") names no such thing
_BODY_PARTS = frozenset(stem(w) for w in """foot feet toe toes hand hands finger fingers knee knees ankle ankles
hip hips shoulder shoulders elbow elbows wrist wrists neck back spine leg legs arm arms chest abdomen belly head
brain lung lungs heart liver kidney kidneys bladder bowel colon stomach skin bone bones joint joints eye eyes
ear ears mouth throat nose face""".split())


def named_words(question: str) -> tuple[str, ...]:
    """The stems a sentence must name to answer a yes/no about the asked thing: its head
    (``head_word``), and the word before it when the head is a body part ("any Charcot foot?":
    charcot and foot; "lung nodule?": nodule). Empty when the asking clause has no content word."""
    run: list[str] = []
    original = " ".join(asked_clauses(question))
    clause = original.lower()
    # two-letter abbreviations the question writes in capitals name the asked thing ("PE on the CTA?")
    short = short_abbreviations(original)
    # "did the bubble study show a PFO?": what the study showed; "going home on X?": X
    verb = _STUDY_VERB.search(clause) or _HOME_ON.search(clause)
    for match in re.finditer(r"[a-z][a-z0-9'-]*", clause[verb.end():] if verb else clause):
        word = match.group(0)
        if word in short:
            pass
        elif word in _STOP or len(word) <= 2 or stem(word) in _FORM_STEMS:
            if run:
                break
            continue
        run.append(word)
    while len(run) > 1 and (run[-1] in _GENERIC_HEADS or run[-1] in _RESULT_WORDS):
        run.pop()  # "gallbladder problems", "lung disease": the organ names the thing; "gene panel back?": the panel
    if not run:
        return ()
    head = stem(run[-1])
    if head in _BODY_PARTS and len(run) > 1 and stem(run[-2]) not in _BODY_PARTS and run[-2] not in _SIDES:
        return (stem(run[-2]), head)
    return (head,)


_SIDES = frozenset("left right bilateral both lower upper".split())


def asked_words(question: str) -> set[str]:
    """The content words of the clauses that ask (the scene-setting lead left out), else all."""
    return content_words(" ".join(asked_clauses(question))) or content_words(question)


#: the condition a question gives ("if her EF doesn't recover after the stent, what's the plan?")
_QUESTION_IF = re.compile(r"\b(?:if|unless|in case|should)\s+(.+?)(?:,|\?|$|\s+what\b|\s+how\b)", re.IGNORECASE)


#: a problem-oriented paragraph's head: "# Mycophenolate:", "#AKI -", "1. Hyponatremia:"
_PROBLEM_HEAD = re.compile(r"^\s*(?:#+|\d{1,2}[.)])\s*(?P<head>[^:\n]{2,60}?)\s*(?::|-\s|–)")


def problem_head(passage: Passage, passages: list[Passage], reach: int = 400) -> str:
    """The head of the problem-oriented paragraph a shown sentence belongs to ("# Mycophenolate:"
    before "Plan: increase back to 1000 mg BID …"): a shown sentence of the same note that opens on
    a problem head and ends at most ``reach`` characters before it, with no other head between; ""
    when there is none (or the sentence is itself a head's)."""
    if _PROBLEM_HEAD.match(passage.text or ""):
        return ""
    before = sorted((p for p in passages if p.note_id == passage.note_id and p.end <= passage.start
                     and passage.start - p.end <= reach * 3), key=lambda p: p.start, reverse=True)
    edge = passage.start
    for p in before:
        if edge - p.end > reach:
            return ""
        head = _PROBLEM_HEAD.match(p.text or "")
        if head:
            return head.group("head")
        edge = p.start
    return ""


def plan_answer(question: str, evidence: Evidence) -> str | None:
    """An open question about a plan ("if her EF doesn't recover, what's the plan?", "what was she
    told to do if the bleeding came back?"): the plan sentences whose words meet the question's,
    stated as the plan with its condition, then cited. None when the question is not about a plan
    or no shown sentence states a condition that meets it."""
    asks = plan_question(question)
    if not asks:
        return None
    wanted = content_words(question) - _PLAN_WORDS
    stems = {stem(w) for w in wanted} | short_abbreviations(question)
    # each drug the question names counts once, by the question's word or its vocabulary name ("the
    # new Lantus" is glargine in the notes, "Eliquis" apixaban)
    drugs = [{stem(w) for w in content_words(f"{c.get('text') or ''} {c.get('label') or ''}")} - _PLAN_WORDS
             for c in evidence.question_concepts if c.get("domain") == "Drug"]
    stems -= {w for names in drugs for w in names}
    if not stems and not drugs:
        return None
    # the things the question's condition names in other words than a plan's ("if the markers didn't
    # come down" / "if ESR and CRP are not falling", "her EF" / "LVEF")
    asked_if = _QUESTION_IF.search(question)
    meant = paraphrase_keys(asked_if.group(1) if asked_if else question)
    scope = set(evidence.scope_admissions)
    scored = []
    for rank, passage in enumerate(evidence.passages):
        for sentence in SENTENCE_SPLIT.split(passage.text):
            sentence = " ".join(sentence.split()).lstrip("-•* ").strip()
            match = CONDITION.search(sentence)
            if not match and not (asks == "action" and _A_PLAN.search(sentence)):
                continue
            words = _sentence_keys(sentence)
            in_condition = _sentence_keys(match.group(2) if match else "")
            # "# Mycophenolate: held 6/18. … Plan: increase back to 1000 mg BID … if …": the problem
            # its paragraph is headed by is what the plan is for
            headed = _sentence_keys(f"{problem_head(passage, evidence.passages)} {sentence}")
            overlap = len(stems & words) + 0.5 * len(stems & in_condition) \
                + sum(bool(headed & names) for names in drugs) \
                + len(meant & paraphrase_keys(match.group(2) if match else ""))
            if overlap:
                outside = bool(scope) and passage.hadm_id not in scope
                # a plan that waits on a condition before one that does not, at the same overlap
                scored.append((-overlap - (0.25 if match else 0), outside, rank, sentence, passage, bool(match)))
    if not scored:
        return None
    # the asked stay's plans, where it has any ("the plan after this last discharge"): never an
    # earlier stay's because its words meet the question's better
    scored = [s for s in scored if not s[1]] or scored
    scored.sort(key=lambda s: s[:3])
    best = scored[0][0]
    plans, seen, conditional = [], set(), False
    for neg, _, _, sentence, passage, waits in scored:
        if neg > best + 0.5 or sentence.lower() in seen or len(plans) == 2:
            continue
        seen.add(sentence.lower())
        conditional |= waits
        plans.append(f"{sentence.rstrip('.')} ({passage.note_type} {passage.note_id}, {passage.charttime})")
    # as written: whether the condition came to pass is for the later notes to say (a plan written
    # before an ICD was implanted is still a plan in its own sentence)
    lead = "The plan depends on a condition, as written: " if conditional else "The plan, as written: "
    answer = lead + "; ".join(plans) + "."
    if ASKS_OUTCOME.search(question):
        chosen = [(s[3], s[4]) for s in scored if s[0] <= best + 0.5]
        answer += " " + plan_outcome(chosen, evidence)
    return answer


#: a question that also asks how a plan turned out ("… and did it happen?", "what happened?")
ASKS_OUTCOME = re.compile(r"\b(?:did (?:it|that|this|they|she|he|we) (?:happen|go ahead|get done|end up|ever)|"
                          r"what happened|how (?:did|has) (?:it|that|this) (?:turn|go|end|work)|turn(?:ed)? out|"
                          r"(?:was|were) (?:it|they|that) (?:ever )?(?:done|started|given|needed|met)|"
                          r"did (?:she|he|they) (?:need|get|have|meet) (?:it|one|them|that|those)|and did\b|"
                          r"follow(?:ed)? (?:it |that )?through|(?:go|went) (?:ahead )?(?:through )?with it|which way did it go|"
                          r"(?:was|is) (?:it|that) left open|"
                          # "did she stick to it?", "did he follow the plan?", "was she compliant with it?"
                          r"(?:stick|stuck|keep|kept) (?:to|with) (?:it|that|this|the plan|the advice)|"
                          r"compl(?:y|ied|iant) with|adher(?:e|ed|ent) to|"
                          r"follow(?:ed)? (?:it|that|this|the plan|the advice|the instructions?|(?:the|her|his) (?:team|doctor)'?s? advice))",
                          re.IGNORECASE)
#: words every plan and its follow-up share without being about the same thing
_OUTCOME_GENERIC = frozenset(stem(w) for w in """plan start started continue continued daily bid tid once today
tomorrow week weeks days day mg dose then after before given note stable clinic""".split())


#: a plan that waits on no condition: "to be stopped", "stop within 1 week", "then back to her usual dose"
_A_PLAN = re.compile(r"^\W*(?:plan|recommend\w*|goal)\b|\b(?:will|to be|planned|plan(?:ning)? to|should)\b|"
                     r"\b(?:stop|discontinue|taper|wean)\s+(?:\w+\s+)?(?:within|after|by)\b|"
                     r"\bthen\s+(?:stop|off|back to|resume|restart|taper|wean)\b", re.IGNORECASE)
#: a later sentence that plans again rather than reports ("Plan: start lisinopril 5 mg when Cr is
#: below 1.3 - to be checked at clinic")
_STILL_A_PLAN = re.compile(r"^\W*(?:plan|recommend\w*|goal|consider)\b|\b(?:will|to be|planned|plan(?:ning)? to|"
                           r"should|would|can be|may be)\b", re.IGNORECASE)


def plan_outcome(plans: list[tuple[str, Passage]], evidence: Evidence) -> str:
    """What a later shown sentence says of a plan's subject: the sentence of a note after the first
    plan's (not itself a plan that waits on a condition) that shares most of the plans' words (a drug
    the question names counts twice), earliest first; else that no later sentence shown says (never
    assumed either way)."""
    keys = {stem(w) for sentence, passage in plans
            for w in content_words(f"{problem_head(passage, evidence.passages)} {sentence}")}
    keys -= _OUTCOME_GENERIC | {stem(w) for w in _PLAN_WORDS}
    drugs = {stem(w) for c in evidence.question_concepts if c.get("domain") == "Drug"
             for w in content_words(f"{c.get('text') or ''} {c.get('label') or ''}")}
    since = min((p.charttime or "")[:10] for _, p in plans)
    found = []
    for later in evidence.passages:
        if not later.charttime or not since or later.charttime[:10] <= since:
            continue
        for sentence in SENTENCE_SPLIT.split(later.text or ""):
            sentence = " ".join(sentence.split()).lstrip("-•* ").strip()
            if not sentence or CONDITION.search(sentence) or _STILL_A_PLAN.search(sentence):
                continue
            shared = keys & {stem(w) for w in content_words(f"{problem_head(later, evidence.passages)} {sentence}")}
            weight = len(shared) + len(shared & drugs)
            if weight >= 2:
                found.append((-weight, later.charttime, sentence, later))
    if not found:
        return "No later note shown says whether it happened."
    _, _, sentence, later = min(found, key=lambda f: f[:2])
    return f'What followed: "{sentence}" ({later.note_type} {later.note_id}, {later.charttime}).'



#: a study's indication line, which names what was looked for ("INDICATION: s/p fall // intracranial hemorrhage?")
_INDICATION = re.compile(r"^\s*(?:indication|reason for (?:exam|examination|study|consult)|clinical (?:history|indication|"
                         r"information)|history|question|examination|exam|technique|comparison|procedure)\s*:|"
                         r"\?\s*\)?\s*$", re.IGNORECASE)
#: a sentence outside a study's report that names a study ("CT head was negative for bleed")
_A_STUDY = re.compile(r"\b(?:CTA?|MRI|MRA|TTE|TEE|echo\w*|ultrasound|US|duplex|doppler|x-?ray|CXR|KUB|scan|imaging|"
                      r"angiogra\w*|EEG|ECG|EKG|biops\w*|patholog\w*)\b", re.IGNORECASE)
#: the note types of a study's own report
STUDY_NOTE_TYPES = frozenset({"RR", "AR", "Radiology", "radiology", "ECHO", "Echo", "ECG"})


#: a study reported negative as a whole: "CT head negative", "head CT neg", "CXR: unremarkable", "CTH wnl",
#: "CT head (-)", "CT head without acute findings" (never "negative for <another finding>")
_NEGATIVE_READ = re.compile(r"\s*(?:was|is|were|:|-|=)?\s*(?:(?:read\s+as|reported\s+as|came\s+back)\s+)?(?:neg(?:ative)?\b|\(-\)|"
                            r"unremarkable\b|wnl\b|within normal limits|nml\b|normal\b|clean\b|clear\b|"
                            r"(?:without|w/o|with no|showed no|shows no|no)\s+acute\s+(?:findings?|process|abnormalit\w+|"
                            r"intracranial (?:process|abnormality|findings?)))(?!\s+for\b)", re.IGNORECASE)


def _read_negative(sentence: str, question: str, evidence: Evidence) -> bool:
    """Whether the sentence reports a study the question asks a finding of as negative as a whole
    ("CT head negative", "head CT neg"), its words in either order."""
    lower = sentence.lower()
    for concept in evidence.question_concepts:
        if not asks_of_study(question, concept):
            continue
        words = [w for w in _WORD.findall((concept.get("text") or "").lower()) if w not in _STOP]
        if not words:
            continue
        for order in (words, words[::-1]):
            found = re.search(r"\b" + r"\W+".join(re.escape(w) for w in order) + r"\b", lower)
            if found and _NEGATIVE_READ.match(lower, found.end()):
                return True
    return False


def on_a_study(question: str, evidence: Evidence) -> bool:
    """Whether the question asks what a study it names showed in words the intent rules do not list
    ("was there a bleed on his head CT after the fall?"): a study that only sets the scene, after a
    study preposition of the focus rules (``focus.seen_on_study``)."""
    asked = {c["concept_id"] for c in evidence.focus}
    return any(c["concept_id"] not in asked and asks_of_study(question, c) for c in evidence.question_concepts)


#: a line of a form with nothing filled in: labels and blanks only ("Admission Date: ___ Discharge
#: Date: ___", "Discharge Disposition:", "Service: MEDICINE", "EXAMINATION: CT HEAD W/O CONTRAST")
_FORM_LINE = re.compile(
    r"^\W*(?:(?:[A-Za-z][A-Za-z /&()-]{0,40}:\s*(?:_+|\[\s*\])?|(?:admission|discharge) date:\s*\S*|"
    r"date of birth:\s*\S*|(?:service|attending|examination|exam|technique|"
    r"unit no|facility|sex|name):\s*[A-Z0-9][A-Z0-9 /,.()&+-]{0,60})\s*)+\W*$", re.IGNORECASE)


def from_text(question: str, evidence: Evidence, *, verdict: bool = True) -> str | None:
    """Quote the sentences that share the most content words with the asked clauses (a
    conditional question: a plan's sentence first; then the admission asked about, then the
    retrieval's rank). A yes/no question gets its conclusion first and the one sentence it rests on
    (with ``verdict``; without, the sentences only: an order they do not settle)."""
    wanted = asked_words(question)
    if not wanted:
        return None
    stems = {stem(w) for w in wanted}
    # the words of a context concept ("the COPD admission") count less than what is asked about
    scene = scene_stems(evidence) & stems
    if scene == stems:
        scene = set()
    forms = question_form(question)
    conditional, family = "conditional" in forms, "family" in forms
    scope = set(evidence.scope_admissions)
    # (a finding's, a diagnosis's or a study's: a lab's or a drug's name in another form is too loose a
    # match - "Phos 7.2" for "what phosphate binder?")
    # only where the question names it by an abbreviation ("a PVT?"): a plain word the sentences do not
    # share ("bled again") is better met by the sentences' own words than by any sentence naming it
    asked_ids = {c["concept_id"] for c in evidence.focus if c.get("concept_id")
                 and c.get("domain") in ("Condition", "Observation", "Procedure", "Device")
                 and re.fullmatch(r"[A-Z]{2,5}s?", (c.get("text") or "").strip())}
    keys: dict[str, Words] = {}  # a sentence that names the asked concept in other words names its words
    # "was there a bleed on his head CT?": the study's own report before a history line naming a bleed
    names_study = any(c.get("domain") == "Procedure" for c in evidence.question_concepts)
    reported = (on_a_study(question, evidence) or ("finding_of_study" in forms and names_study)) and any(
        p.note_type in STUDY_NOTE_TYPES for p in evidence.passages)

    def of_the_study(sentence: str, passage) -> bool:
        """A sentence that reports a study: its report's (not the indication or header lines), or
        one naming a study ("CT head was negative for bleed", "TEE without vegetation")."""
        if passage.note_type in STUDY_NOTE_TYPES:
            return not _INDICATION.search(sentence)
        return bool(_A_STUDY.search(sentence))
    scored = []
    for rank, passage in enumerate(evidence.passages):
        for sentence in SENTENCE_SPLIT.split(passage.text):
            sentence = " ".join(sentence.split())
            if len(sentence) < 4 or _FORM_LINE.match(sentence):
                continue  # "Admission Date: ___ Discharge Date: ___" answers nothing
            words = _sentence_keys(sentence)
            overlap = len((stems - scene) & words) + 0.3 * len(scene & words)
            # the asked concept in the sentence's own words ("no portal vein thrombosis" for "a PVT?")
            spelled = bool(asked_ids) and not (stems - scene) & words and bool(vocabulary_spans(sentence, asked_ids))
            if spelled:
                overlap += 1
                words = Words(sentence)
                words.lemmas |= stems - scene
                keys[sentence] = words
            if (stems - scene) & words:
                # a plan's sentence for a conditional question, a relative's for a family one
                plan = (conditional and bool(CONDITION.search(sentence))) or (family and bool(RELATIVE.search(sentence)))
                outside = bool(scope) and passage.hadm_id not in scope
                study = 1.5 if reported and of_the_study(sentence, passage) else 0
                # a relative's sentence ("Sister broke her hip at 80") answers no question about the patient
                kin = 1.5 if not family and RELATIVE.search(sentence) else 0
                # an order to look for it ("r/o PVT: RUQ US w/ doppler", "CXR to r/o pneumonia") is no finding
                ordered = 1.5 if not conditional and _ORDERED_TO_EXCLUDE.search(sentence) else 0
                scored.append((-(overlap + (1 if plan else 0) + study - kin - ordered), outside, rank, len(scored), sentence,
                               passage))
    if not scored:
        if verdict and yes_no(question) and on_a_study(question, evidence):
            # "head CT - any bleed?" where no sentence names a bleed: a study read as negative as a whole
            for passage in sorted(evidence.passages, key=lambda p: (bool(scope) and p.hadm_id not in scope, p.rank or 0)):
                for sentence in SENTENCE_SPLIT.split(passage.text or ""):
                    sentence = " ".join(sentence.split())
                    if _read_negative(sentence, question, evidence):
                        return (f'No. The study was reported as negative, with nothing found. From the notes: '
                                f'"{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime})')
        return None
    scored.sort()
    best = -scored[0][0]
    head = ""
    if verdict and yes_no(question) and "sequence" not in forms and not ASKS_TREATED.search(question):
        # "was X before or after Y?" is not a yes/no about X; and a sentence that does not name the
        # asked thing's head ("nodule" of "lung nodule", not just "lung") gives no verdict
        named = named_words(question)
        # the verdict from the asked admission's sentences first: a later stay's news is not the answer
        # about this one ("back before she left?" is answered by the stay's "pending at discharge")
        candidates = [e for e in sorted(scored, key=lambda e: (e[1],) + e[:1] + e[2:4])
                      if not (reported and not of_the_study(e[4], e[5]))  # a study's finding is its report's
                      and all(word in keys.get(e[4], _sentence_keys(e[4])) for word in named)]
        if scope and "at_discharge" in forms:
            candidates = [e for e in candidates if not e[1]]  # another stay's end is not this one's
        if candidates and "at_discharge" in forms:
            # "was she discharged with the stent still in?": the stay's last word on it, among the
            # sentences that name it nearly as well ("stent removed 05-23" after "stent is in place")
            top = candidates[0]
            # (of one note's sentences, a stated ending has the last word over a bare mention, as in
            # ``course.latest``: "Discharge Diagnosis: … with indwelling ureteral stent" / "Stent removed 05-23")
            near = [e for e in candidates[:6] if e[1] == top[1] and e[0] <= top[0] + 1]
            candidates = [max(near, key=lambda e: (e[5].charttime or "", bool(_ENDED.search(e[4])), -e[0]))] + [
                e for e in candidates if e not in near]
        verdicts = [(entry, conclusion(question, entry[4], evidence.focus, ignore=scene)) for entry in candidates[:1]]
        if verdicts and verdicts[0][1].startswith("Possibly"):
            # a possibility a later sentence of the same stay settles ("root abscess cannot be excluded"
            # on the TEE, "NO abscess" at operation): the settling sentence decides
            first = verdicts[0][0]
            # (what a study showed is settled by a study, never by a summary's line about another finding)
            later = [e for e in candidates[1:6] if e[1] == first[1] and e[0] <= first[0] + 1
                     and e[5].hadm_id in (first[5].hadm_id, None)
                     and not (("finding_of_study" in forms or reported) and not of_the_study(e[4], e[5]))
                     and (e[5].charttime or "") > (first[5].charttime or "")]
            settled = [(e, conclusion(question, e[4], evidence.focus, ignore=scene)) for e in later]
            # settled in so many words: a denial, or a finding seen, proven or found ("most consistent
            # with a small infarct" is still the hedge it was)
            settled = [(e, h) for e, h in settled if h.startswith("No") or (h.startswith("Yes") and _SETTLES.search(e[4]))]
            if settled:
                verdicts = [max(settled, key=lambda v: v[0][5].charttime or "")]
        if not (verdicts and verdicts[0][1]) and (on_a_study(question, evidence) or "finding_of_study" in forms):
            # "was there a bleed on the head CT?" of "#Fall with head strike: CT head negative": the
            # study read as negative in so many words, with no finding named
            negative = [e for e in sorted(scored, key=lambda e: (e[1],) + e[:1] + e[2:4])
                        if _read_negative(e[4], question, evidence)]
            if negative:
                verdicts = [(negative[0], "No. The study was reported as negative, with nothing found.")]
        if verdicts:
            entry, head = verdicts[0]
            if head:  # the sentence the verdict rests on comes first
                scored.remove(entry)
                scored.insert(0, entry)
                best = -entry[0]
    quotes, seen = [], set()
    for neg, _, _, _, sentence, passage in scored:
        if -neg < best or sentence in seen:
            continue
        seen.add(sentence)
        quotes.append(f'"{sentence}" ({passage.note_type} {passage.note_id}, {passage.charttime})')
        if len(quotes) == (1 if head else 2):
            break
    return (f"{head} " if head else "") + "From the notes: " + " ".join(quotes)
