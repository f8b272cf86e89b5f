"""Sequence questions read from the notes: which of two or more events came first.

"Was the stent placed before or after she was switched to Entresto?", "Which came first, the
cholecystectomy or the ERCP?", "Was she on heparin before apixaban?", "Put these in order: the
PPI drip, the endoscopy, restarting aspirin." The events are the question's own phrases; each is
found in the shown sentences (its words, or the mentions of the graph facts about a concept it
names), and timed by what the text says, in this order of trust:

1. a date written in the sentence next to the event ("placed at catheterization on 9/23"), a
   month and year ("s/p cholecystectomy 7/2184") or a year ("DVT in 2178");
2. the order two events take inside one sentence that says it ("X, then Y", "Y after X",
   "X prior to Y");
3. the time of a note written as it happened (ED, progress, consult, radiology), never a
   discharge summary's, which is written after the fact.

The answer states the order first ("Before.", "Yes.", "The cholecystectomy came first"), then
the dates and the sentences it rests on. It abstains (None) when an event cannot be timed.
"""

from __future__ import annotations

import datetime as dt
import os
import re
from dataclasses import dataclass

from epikg_core.dates import find_dates
from retrieval.conditions.base import Evidence, Passage
from retrieval.conditions.drug_classes import asked_class
from retrieval.conditions.focus import asked_months
from retrieval.conditions.intent import question_form
from retrieval.generation.text_reader import SENTENCE_SPLIT, STILL, content_words

#: what the sentence words mean for order, read between two event mentions
_THEN = re.compile(r"\b(?:then|followed by|subsequently|after which|and later|later|thereafter|prior to|before|until|"
                   r"transitioned to|switched to|changed to|bridged to|converted to)\b",
                   re.IGNORECASE)
_AFTER = re.compile(r"\b(?:after|following|once|since)\b", re.IGNORECASE)
#: notes written after the fact: their date is not the event's
_RETROSPECTIVE = {"DS", "discharge summary"}
_LEAD = re.compile(r"^(?:during|at|on|in|when|while|after|before|at the time of|for)\b[^,?]*,\s*", re.IGNORECASE)
_EVENT_NOISE = re.compile(
    r"^(?:(?:so|and|but|ok|okay)\s+)?(?:(?:was|were|is|are|did|does|do|has|had|have)\s+)?"
    r"(?:(?:she|he|they|the patient|pt)\s+)?(?:(?:was|were|is|are|did|does|do|has|had|have|got|get|"
    r"underwent|undergo|go|went)\s+)?(?:(?:first|initially)\s+)?", re.IGNORECASE)
#: where a sentence places an event on the day of admission
_ON_ARRIVAL = re.compile(r"\b(?:in the (?:ED|emergency (?:department|room))|on (?:admission|arrival|presentation)|"
                         r"at (?:admission|presentation|triage)|on the day of admission)\b", re.IGNORECASE)
_SEQUENCE_WORDS = frozenset("""first earlier later happen happened happens occur occurred came come start
started put order chronological sequence these following things events""".split())
_MONTH_YEAR = re.compile(r"(?<![\w/.])(?P<m>\d{1,2})/(?P<y>\d{4})(?![\w/])")
_YEAR = re.compile(r"(?<![\w/.-])(?:in|since|from|of)\s+(?P<y>(?:19|20|21)\d{2})(?![\w/-])", re.IGNORECASE)


@dataclass(frozen=True)
class SequenceQuestion:
    events: tuple[str, ...]
    #: "before" / "after" when the question asks whether the first event came before / after the
    #: second, "before_or_after" for "X before or after Y?", "" for "which came first / in order",
    #: "already" for "was X already so when Y happened?" (answered as "X before Y?")
    relation: str = ""


_PATTERNS = (
    # "had they already opened his vessels when they took the toe off?", "was she already delirious
    # by the time she went to the OR?", "had he started the heparin yet when the CT was done?": whether
    # the first event came before the second
    (re.compile(r"^(?P<a>.*?\b(?:already|yet)\b.+?)\s+(?:when|by the time|at the time|once)\s+(?P<b>.+)$",
                re.IGNORECASE), "already"),
    (re.compile(r"^(?P<a>.+?\b(?:already|yet))\s+(?:when|by the time|at the time|once)\s+(?P<b>.+)$",
                re.IGNORECASE), "already"),
    (re.compile(r"^(?:which|what)\s+(?:one\s+)?(?:came|happened|occurred|was|started|was done)\s+(?:first|earlier)"
                r"(?:\s+for\s+(?:him|her|them|the patient|pt))?"
                r"\s*[,:;\-—]*\s*(?:the\s+)?(?P<list>.+)$", re.IGNORECASE), ""),
    # "Gene test, MRI, ICD — order?", "EGD, banding, TIPS: in what order?"
    (re.compile(r"^(?P<list>[^—–:;]+?(?:,|\band\b)[^—–:;]+?)\s*[—–:;,-]+\s*(?:(?:in\s+)?(?:what|which)\s+)?"
                r"(?:order|sequence|timeline|chronology)$", re.IGNORECASE), ""),
    # "did she fall first and then seize, or the other way round?", "was it the fall first, then the seizure?"
    (re.compile(r"^(?:(?:did|was|were|had)\s+(?:(?:she|he|they|the patient|it)\s+)?)?(?P<a>.+?)\s+first,?\s+(?:and\s+)?then\s+"
                r"(?P<b>.+?)(?:,?\s+or\s+(?:was\s+it\s+)?(?:the\s+other\s+way(?:\s+a?round)?|vice\s+versa|the\s+reverse))?$",
                re.IGNORECASE), ""),
    (re.compile(r"^(?P<a>.+?)\s+or\s+(?P<b>.+?),?\s+(?:which|what)\s+(?:came|happened|was)\s+first$",
                re.IGNORECASE), ""),
    (re.compile(r"^(?P<a>.+?)\s+or\s+(?P<b>.+?)\s+first$", re.IGNORECASE), ""),
    # "Pulse steroids first, or the kidney biopsy?", "did the drain come first or the antibiotics?"
    (re.compile(r"^(?:(?:did|was|were)\s+)?(?P<a>.+?)\s+(?:(?:come|happen|go|get done|start)\s+)?first,?\s+or\s+"
                r"(?:was\s+it\s+|did\s+)?(?P<b>.+)$", re.IGNORECASE), ""),
    (re.compile(r"^(?:please\s+)?(?:put|list|place|arrange|order|sequence)\s+(?:of\s+(?:the\s+)?)?(?:these|the following|them)?\s*"
                r"(?:events\b\s*)?(?:in\s+(?:chronological\s+)?order|chronologically)?\s*[,:;\-—]*\s*(?P<list>.+)$",
                re.IGNORECASE), ""),
    (re.compile(r"^(?:in\s+)?what\s+(?:order|sequence)\s+(?:did|were|was|do)\s+(?P<list>.+?)"
                r"(?:\s+(?:happen|occur|done|given|started|performed))?$", re.IGNORECASE), ""),
    (re.compile(r"^(?P<a>.+?)\s+before\s+or\s+after\s+(?P<b>.+)$", re.IGNORECASE), "before_or_after"),
    # "when was the ICD placed relative to the MRI?", "ICD timing relative to the MRI?", "where did
    # the MRI fall in relation to the ICD?": before or after
    (re.compile(r"^(?:(?:when|where|at what point)\s+(?:was|were|did|is|does|do)\s+)?(?P<a>.+?)\s+"
                r"(?:(?:fall|come|happen|occur|timed?|timing|placed|done|given|started)\s+)?"
                r"(?:relative to|in relation to)\s+(?P<b>.+)$", re.IGNORECASE), "before_or_after"),
    (re.compile(r"^(?P<a>.+?)\s+(?:before|prior to|ahead of|preceding|precede|preceded|come before|earlier than)\s+(?P<b>.+)$", re.IGNORECASE),
     "before"),
    (re.compile(r"^(?P<a>.+?)\s+(?:after|following|follow|followed|come after|later than|once)\s+(?P<b>.+)$", re.IGNORECASE), "after"),
)


#: a tag the asker adds to check a belief ("…, right?", "…, was that it?", "…, do you know?"): no event
_TAG = re.compile(r"(?:,\s*|\s+)(?:(?:is|was)\s+(?:that|it|this)\s+(?:right|correct|true|so|it|the\s+(?:order|sequence)|"
                  r"how\s+it\s+went)|right|correct|true|yes\s+or\s+no|or\s+not|do\s+you\s+know|if\s+you\s+know|"
                  r"can\s+you\s+(?:tell|check|confirm)|(?:am\s+i|i'?m)\s+(?:right|correct)|(?:do\s+)?you\s+think|no)\s*[?.!]*$",
                  re.IGNORECASE)
#: "X after Y, or before (it)?", "X before Y or was that later?": the question asks before or after
_OR_OTHER_WAY = re.compile(r",?\s+or\s+(?:(?:was|did|is)\s+(?:that|it)\s+|(?:did\s+)?(?:it|that)\s+(?:come|happen)\s+)?"
                           r"(?:before|after|earlier|later|prior|the\s+other\s+way(?:\s+(?:around|round))?)"
                           r"(?:\s+(?:it|that|then|on))?\s*[?.!]*$", re.IGNORECASE)
#: an event's own verb after its name ("the fall happened", "the surgery came", "her delirium start")
_EVENT_VERB = re.compile(r"(?:\s+(?:(?:actually|first)\s+)?(?:happen(?:ed|s)?|occur(?:red|s)?|came|come|comes|was|were|"
                         r"start(?:ed|s)?|began|begin|begins|kick(?:ed)?\s+in|set\s+in|show(?:ed)?\s+up|hit))+$",
                         re.IGNORECASE)
#: the patient and what the patient did before the event ("she started the trazodone", "he got the CT")
_EVENT_DOER = re.compile(r"^(?:she|he|they|the patient|pt)\s+(?:was\s+|got\s+|had\s+|received\s+|developed\s+|"
                         r"underwent\s+|went\s+(?:on|for)\s+|came\s+in\s+with\s+|(?:was\s+)?(?:started|put)\s+on\s+|started\s+|began\s+)?"
                         r"(?=\w)", re.IGNORECASE)


def _clean(event: str) -> str:
    event = _TAG.sub("", event.strip())
    event = event.strip(" ,;:?.!\"'-–—")
    event = _EVENT_DOER.sub("", event, count=1)
    event = _EVENT_VERB.sub("", event)
    event = re.sub(r"\s+first$", "", event, flags=re.IGNORECASE)  # "naproxen first or the dyspnea first?"
    event = re.sub(r"^(?:was|were|is)\s+(?:she|he|they|the patient|pt)\s+on\s+", "", event, flags=re.IGNORECASE)
    event = _EVENT_NOISE.sub("", event, count=1).strip()
    # "the ICD was put in", "the MRI done": the event is the thing, the verb only says it was done
    event = re.sub(r"\s+(?:(?:was|were|got|being)\s+)?(?:put in|placed|implanted|inserted|done|performed)$", "", event,
                   flags=re.IGNORECASE)
    return re.sub(r"^(?:the|his|her|their|a|an)\s+", "", event, flags=re.IGNORECASE)


def _split_list(text: str) -> list[str]:
    parts = re.split(r"\s*(?:,|;|\bor\b|\band\b|\bthen\b)\s*", text)
    return [p for p in parts if p.strip()]


def parse_sequence(question: str) -> SequenceQuestion | None:
    """The events a sequence question names, in the question's order, and what it asks of them;
    None if it names fewer than two events."""
    text = _TAG.sub("", " ".join(question.split()).strip()).strip().rstrip("?.!")
    # "did the delirium start after the surgery or before it?": before or after
    other_way = _OR_OTHER_WAY.search(text)
    if other_way and re.search(r"\b(?:before|after|prior to|following)\b", text[:other_way.start()], re.IGNORECASE):
        text = re.sub(r"\b(?:before|after|prior to|following)\b", "before or after", text[:other_way.start()], count=1,
                      flags=re.IGNORECASE)
    texts = [text]
    lead = _LEAD.match(text)
    if lead and not re.search(r"\b(?:order|first|which|what|before|after)\b", lead.group(0), re.IGNORECASE):
        texts = [text[lead.end():]]  # "During the bleed admission, …": the scene, not an event
    elif lead:  # "After the banding, which came first: …": the scene, if what follows asks the order
        texts.append(text[lead.end():])
    # "TTE or TEE first, and which found it?": the part that asks the order
    texts += [part for t in list(texts) for part in re.split(r",\s+and\s+|;\s+|\?\s+", t)[:1] if part != t]
    for candidate in texts:
        for pattern, relation in _PATTERNS:
            match = pattern.match(candidate.strip().rstrip("?.!"))
            if not match:
                continue
            raw = _split_list(match.group("list")) if "list" in pattern.groupindex else [match.group("a"),
                                                                                          match.group("b")]
            if relation == "already":  # "already", "yet" say the asker's belief, not the event
                raw = [re.sub(r"\s*\b(?:already|yet)\b", "", r, flags=re.IGNORECASE) for r in raw]
            events = [e for e in (_clean(r) for r in raw) if _terms(e)]
            if len(events) >= 2 and (relation == "" or len(events) == 2):
                return SequenceQuestion(tuple(events), relation)
    return None


#: what a patient is given or has done: two of them on either side of "before" / "after" ask an order
_DONE = frozenset({"Drug", "Procedure"})


def asks_order(question: str, concepts=()) -> bool:
    """Whether the question asks which of its events came first or their order ("TTE or TEE
    first?", "gene test, MRI, ICD — order?"), whatever words the intent rules know; or, with the
    question's ``concepts``, whether a drug or procedure came before or after another ("was she on
    heparin before apixaban?" — not "did she have chest pain after the surgery?", which asks
    whether a finding was there)."""
    parsed = parse_sequence(question)
    if parsed is None:
        return False
    if parsed.relation in ("", "before_or_after", "already"):
        return True
    named = [((c.get("text") or "").lower(), c.get("domain")) for c in concepts if len(c.get("text") or "") > 2]

    def done(event: str) -> bool:  # "heparin", "the ICD was put in", "the biopsy done"
        lowered = event.lower()
        return any(name in lowered for name, domain in named if domain in _DONE) or bool(_DOING.search(event))

    def unnamed(event: str) -> bool:  # "the ICD": no concept of the vocabulary, so no finding either
        lowered = event.lower()
        return not any(name in lowered for name, _ in named)

    marked = [done(e) for e in parsed.events]
    if all(any(name in e.lower() for name, domain in named if domain in _DONE) for e in parsed.events):
        return True
    # an event the vocabulary does not know ("the ICD was put in") orders too, in a question that
    # asks nothing else: not how long ("how long after …") and not the state now ("still … after …")
    if "duration" in question_form(question) or STILL.search(question):
        return False
    # — and says what was done ("put in", "placed", "started"; the verb may have been read off the
    # event's name: "the port placed" is the event "port"): "lisinopril after the surgery?" asks
    # what became of the drug, not an order
    return bool(_DOING.search(question)) and all(m or unnamed(e) for m, e in zip(marked, parsed.events))


#: words that make an event something done to or for the patient ("was put in", "placed", "started")
_DOING = re.compile(r"\b(?:put in|placed|implanted|inserted|started|begun|initiated|given|administered|done|"
                    r"performed|sent|drawn|removed|stopped|discontinued|switched|changed|increased|decreased|"
                    r"reduced|cut|raised|restarted|resumed|held|transfused|intubated|extubated)\b", re.IGNORECASE)


def _terms(event: str) -> set[str]:
    """The event's content words, short capitalised abbreviations too ("CT", "PE", "EGD")."""
    short = {w.lower() for w in re.findall(r"\b[A-Z][A-Z0-9]{1,3}\b", event)}
    return {w for w in content_words(event) | short if w not in _SEQUENCE_WORDS}


def _meets(term: str, word: str) -> bool:
    """A question word meets a note word: the same word, or one a clipped form of the other
    ("cath" / "catheterization", "bleed" / "bleeding"), at least four letters shared."""
    if term == word:
        return True
    shared = len(os.path.commonprefix((term, word)))
    shortest = min(len(term), len(word))
    return shared >= 4 and shared >= shortest - (1 if shortest <= 6 else 2)


@dataclass
class _Timed:
    event: str
    day: dt.date | None
    how: str  # "stated" (a date in the sentence), "note" (the note's own time)
    at: int  # position of the event in the sentence
    sentence: str
    passage: Passage
    precision: int  # 3 a day, 2 a month, 1 a year, 0 the note's date
    mentions: frozenset = frozenset()


def _positions(sentence: str, terms: set[str], mentions: set[str]) -> list[int]:
    lowered = sentence.lower()
    places = [lowered.find(m) for m in mentions if len(m) > 2 and m in lowered]
    for match in re.finditer(r"[a-z][a-z0-9'-]+", lowered):
        if any(_meets(t, match.group(0)) for t in terms):
            places.append(match.start())
    return sorted(p for p in places if p >= 0)


def _coverage(sentence: str, terms: set[str], mentions: set[str]) -> float:
    words = re.findall(r"[a-z][a-z0-9'-]+", sentence.lower())
    hit = {t for t in terms if any(_meets(t, w) for w in words)}
    mention = any(len(m) > 2 and m in sentence.lower() for m in mentions)
    return len(hit) / max(1, len(terms)) + (1.0 if mention else 0.0)


def _reference(passage: Passage) -> dt.date | None:
    try:
        return dt.date.fromisoformat((passage.charttime or "")[:10])
    except ValueError:
        return None


def _stated_dates(sentence: str, reference: dt.date | None) -> list[tuple[int, dt.date, int]]:
    """(position, date, precision) of every date the sentence writes."""
    found = [(m.start(), day, 3) for m, day in find_dates(sentence, reference) if day is not None]
    taken = {p for p, _, _ in found}
    for m in _MONTH_YEAR.finditer(sentence):
        month, year = int(m.group("m")), int(m.group("y"))
        if 1 <= month <= 12 and m.start() not in taken:
            found.append((m.start(), dt.date(year, month, 15), 2))
    for m in _YEAR.finditer(sentence):
        found.append((m.start("y"), dt.date(int(m.group("y")), 7, 1), 1))
    return found


def _time(event: str, terms: set[str], mentions: set[str], passages: list[Passage],
          admitted: dict[int, dt.date] | None = None, months: frozenset[int] = frozenset()) -> _Timed | None:
    """The best-supported time of one event: a date stated beside it in the best-matching sentence
    ("in the ED" / "on admission" is the admission's day), else the earliest contemporaneous note
    that names it; within the ``months`` the question names, where it names any ("in July": a date
    of March beside it belongs to something else)."""
    admitted = admitted or {}
    stated, noted = [], []
    for passage in passages:
        reference = _reference(passage)
        for sentence in SENTENCE_SPLIT.split(passage.text):
            sentence = " ".join(sentence.split())
            cover = _coverage(sentence, terms, mentions)
            if cover < 0.5:
                continue
            places = _positions(sentence, terms, mentions)
            if not places or not _happened(sentence, places[0], plans=_AN_ACT.search(event) is not None):
                continue
            dates = _stated_dates(sentence, reference)
            arrival = _ON_ARRIVAL.search(sentence)
            if arrival and passage.hadm_id in admitted and min(abs(arrival.start() - p) for p in places) <= 60:
                dates.append((arrival.start(), admitted[passage.hadm_id], 3))
            if months:
                dates = [d for d in dates if d[1].month in months]
                if reference and reference.month not in months and not dates:
                    continue
            if dates:
                # the date nearest the event, one written after it a little preferred ("started on 9/22")
                pos, day, precision = min(dates, key=lambda d: min(abs(d[0] - p) + (0 if d[0] >= p else 15)
                                                                    for p in places))
                distance = min(abs(pos - p) for p in places)
                stated.append((-cover, distance, -precision, day, sentence, passage, places[0], precision))
            elif reference and passage.note_type not in _RETROSPECTIVE:
                noted.append((-cover, reference, sentence, passage, places[0]))
    if stated:
        # the best-matching sentences; among them a date right beside the event, the most precise,
        # the earliest (a repeated study or course: its first time)
        stated.sort(key=lambda s: (s[0], s[1] > 60, -s[7], s[3], s[1]))
        _, _, _, day, sentence, passage, at, precision = stated[0]
        return _Timed(event, day, "stated", at, sentence, passage, precision, frozenset(mentions))
    if noted:
        best = min(c for c, *_ in noted)
        cover, day, sentence, passage, at = min((n for n in noted if n[0] == best), key=lambda n: (n[1], n[3].charttime or ""))
        return _Timed(event, day, "note", at, sentence, passage, 0, frozenset(mentions))
    return None


#: what the assertion rules say of a word that did not happen: a risk or a plan, a denial, a relative's
_NOT_AN_EVENT = frozenset({"Absent", "Hypothetical", "Conditional", "Family_History"})
#: an event that is something done ("restarting aspirin", "the stent placed"): its plan may be all that dates it
_AN_ACT = re.compile(r"\b(?:restart\w*|resum\w*|start\w*|begin\w*|began|stop\w*|switch\w*|chang\w*|increas\w*|"
                     r"decreas\w*|plac\w*|put|insert\w*|remov\w*|giv\w*|gave|transfus\w*|intubat\w*|extubat\w*)\b",
                     re.IGNORECASE)


#: the words of an event that say what was done to it, in words a note rarely repeats ("putting her back
#: on aspirin" is "aspirin was resumed")
_LIGHT = re.compile(_AN_ACT.pattern + r"|back|put(?:ting)?|get(?:ting)?|got|go(?:ing)?|went|ha(?:d|ving)|done|c[ao]m(?:e|ing)",
                    re.IGNORECASE)


def _happened(sentence: str, at: int, *, plans: bool = False) -> bool:
    """Whether the sentence tells the event at ``at`` as something that happened to the patient, by
    the assertion rules: "estrogen-containing pills raise clot risk", "no clot on duplex", "DVT
    prophylaxis" time no clot; an unreadable sentence is taken as written. With ``plans`` (an event
    that is an act, "restarting aspirin") a plan dates it too ("aspirin to be restarted 4/19")."""
    from retrieval.nlp.pipeline import classify_spans

    word = re.match(r"[\w/-]+", sentence[at:])
    if not word:
        return True
    try:
        found = classify_spans(sentence, [(at, at + word.end())])
    except Exception:  # the sentence cannot be read: as written
        return True
    if not found or found[0] is None:
        return True
    label = found[0].assertion.value
    return label not in _NOT_AN_EVENT or (plans and label in ("Hypothetical", "Conditional"))


def _together(events: tuple[str, ...], mentions: list[set[str]], passages: list[Passage]
              ) -> tuple[int, _Timed, _Timed] | None:
    """The order one sentence naming both events states ("started on a heparin drip, which was
    continued until catheterization"): (-1 / 1, the two events where it names them)."""
    terms = [_terms(e) for e in events]
    for passage in passages:
        for sentence in SENTENCE_SPLIT.split(passage.text):
            sentence = " ".join(sentence.split())
            if any(_coverage(sentence, {x for x in t if not _LIGHT.fullmatch(x)} or t, m) < 0.5
                   for t, m in zip(terms, mentions)):
                continue
            words = re.findall(r"[a-z][a-z0-9'-]+", sentence.lower())
            if any(not any(_meets(head, w) for w in words) for head in (_head(e, sentence) for e in events) if head):
                # each event's head word ("drip" of "insulin drip", "biopsy" of "kidney biopsy"; a class
                # by its member): "insulin lispro via pump … until back on hydrocortisone" is no order
                # of the insulin drip's start and the hydrocortisone
                continue
            places = [_positions(sentence, t, m) for t, m in zip(terms, mentions)]
            if not all(places):
                continue
            a, b = (_Timed(e, None, "said", p[0], sentence, passage, 0, frozenset(m))
                    for e, p, m in zip(events, places, mentions))
            order = _in_sentence(a, b)
            if order:
                return order, a, b
    return None


def _in_sentence(a: _Timed, b: _Timed) -> int:
    """-1 when one sentence naming both says a came first, 1 when b did, 0 when it does not say."""
    if a.sentence != b.sentence or a.at == b.at:
        return 0
    first, second = (a, b) if a.at < b.at else (b, a)
    between = a.sentence[first.at:second.at]
    lead = a.sentence[:first.at]
    if _THEN.search(between) and not _AFTER.search(between):
        order = -1  # "first, then second"
    elif _AFTER.search(between):
        order = 1  # "second after first" reads the other way
    elif _AFTER.search(lead[-40:]):
        order = -1  # "after first, second"
    else:
        return 0
    return order if first is a else -order


def _compare(a: _Timed, b: _Timed) -> int:
    said = _in_sentence(a, b)
    if said:
        return said
    if a.day and b.day and a.day != b.day:
        # a coarse date (a year) can only order against a date outside its span
        if min(a.precision, b.precision) == 1 and a.day.year == b.day.year:
            return 0
        if min(a.precision, b.precision) == 2 and (a.day.year, a.day.month) == (b.day.year, b.day.month):
            return 0
        return -1 if a.day < b.day else 1
    return 0


def _named(t: _Timed) -> str:
    """The event in the question's words, with the note's own words where they differ ("cath
    (catheterization)", "Entresto (sacubitril-valsartan)")."""
    asked = t.event.lower()
    terms = _terms(t.event)
    words = re.findall(r"[A-Za-z][A-Za-z0-9'-]+", t.sentence)
    own = [w for w in words if w.lower() not in asked and any(_meets(x, w.lower()) for x in terms)]
    # (in the order the sentence writes them: a set's order changes from one process to the next)
    own += [m for m in sorted(t.mentions, key=lambda m: (t.sentence.lower().find(m), m))
            if m not in asked and m in t.sentence.lower()]
    own = list(dict.fromkeys(w.lower() for w in own))[:2]
    return f"{t.event} ({', '.join(own)})" if own else t.event


def _when(t: _Timed) -> str:
    if t.day is None or t.how == "said":
        return ""
    if t.precision == 1:
        return f"in {t.day.year}"
    if t.precision == 2:
        return f"in {t.day:%m/%Y}"
    return f"on {t.day.isoformat()}" + (" (the note's date)" if t.how == "note" else "")


def _source(t: _Timed) -> str:
    return f'"{t.sentence}" ({t.passage.note_type} {t.passage.note_id}, {t.passage.charttime})'


def _event_mentions(event: str, evidence: Evidence) -> set[str]:
    """How the notes may name the event: the mentions of the facts about a concept the event names."""
    lowered = event.lower()
    concepts = {c["concept_id"] for c in evidence.question_concepts if (c.get("text") or "").lower() in lowered
                and len(c.get("text") or "") > 2}
    return {f.mention_text.lower() for f in evidence.facts if f.concept_id in concepts and f.mention_text}


def _class_members(event: str) -> set[str]:
    """The drugs of a class the event names ("the PPI drip": pantoprazole, omeprazole …)."""
    drug_class = asked_class(event)
    return set(drug_class.members) if drug_class is not None else set()


def _head(event: str, sentence: str) -> str:
    """The last word of the event that names the thing, not what was done to it ("putting her back on
    aspirin" → aspirin); "" when a drug class it names is met by a member in the sentence."""
    named = _named_class(event, sentence)
    words = [w for w in re.findall(r"[a-z][a-z0-9'-]+", event.lower()) if w in _terms(event) and not _LIGHT.fullmatch(w)]
    if named and words and words[-1] in named:
        return ""
    return words[-1] if words else ""


def _named_class(event: str, sentence: str) -> set[str]:
    """The words of a drug class the event names ("pulse steroids"), when the sentence names one of its
    members ("pulse methylprednisolone"): the member stands for the class."""
    from retrieval.conditions.drug_classes import asked_class_at

    found = asked_class_at(event)
    if found is None or not any(m.lower() in sentence.lower() for m in found[0].members):
        return set()
    return {w for w in re.findall(r"[a-z][a-z0-9'-]+", event[found[1]:found[2]].lower())}


def _in_one_stay(events, mentions, timed: list[_Timed], passages: list[Passage], admitted,
                 months: frozenset[int] = frozenset()) -> list[_Timed]:
    """Two events timed in different stays, when one of them also happened in the other's stay
    ("was the Addison's picked up before or after the DKA had resolved?" with a DKA in each stay): the
    pair within one stay, the first event's stay first; else as timed."""
    stays = [t.passage.hadm_id for t in timed]
    if None in stays or stays[0] == stays[1]:
        return timed
    for moved, stay in ((1, stays[0]), (0, stays[1])):
        inside = [p for p in passages if p.hadm_id == stay]
        again = _time(events[moved], _terms(events[moved]), mentions[moved], inside, admitted, months)
        terms = _terms(events[moved])
        if again is not None and _coverage(again.sentence, terms, mentions[moved]) >= _coverage(
                timed[moved].sentence, terms, mentions[moved]):  # the same event, not a weaker match of it
            return [again, timed[1]] if moved == 0 else [timed[0], again]
    return timed


def text_sequence(question: str, evidence: Evidence) -> str | None:
    """The order of the events the question names, from the dates and words of the shown sentences."""
    parsed = parse_sequence(question)
    if parsed is None or not evidence.passages:
        return None
    scope = set(evidence.scope_admissions)
    passages = [p for p in evidence.passages if not scope or p.hadm_id in scope or p.hadm_id is None]
    passages = passages or evidence.passages
    admitted = {a["hadm_id"]: dt.date.fromisoformat(a["admitted"][:10]) for a in evidence.admissions
                if a.get("admitted")}
    mentions = [_event_mentions(event, evidence) for event in parsed.events]
    months = asked_months(question)
    timed = [_time(event, _terms(event), m, passages, admitted, months) for event, m in zip(parsed.events, mentions)]
    for i, event in enumerate(parsed.events):
        if timed[i] is None and _class_members(event):  # "the PPI drip" written "pantoprazole infusion"
            mentions[i] = mentions[i] | _class_members(event)
            timed[i] = _time(event, _terms(event), mentions[i], passages, admitted, months)
    if len(timed) == 2 and all(timed):
        timed = _in_one_stay(parsed.events, mentions, timed, passages, admitted, months)
    if len(timed) == 2:
        order = _compare(*timed) if all(timed) else 0
        if order == 0:
            said = _together(parsed.events, mentions, passages)
            if said is None:
                return None
            order, *timed = said
        a, b = timed
        sources = " ".join(dict.fromkeys(_source(t) for t in timed))
        first, second = (a, b) if order < 0 else (b, a)
        story = f"{_named(first)} ({_when(first)}) came before {_named(second)} ({_when(second)})".replace(" ()", "")
        if parsed.relation == "before_or_after":
            head = "Before." if order < 0 else "After."
        elif parsed.relation in ("before", "already"):
            head = "Yes." if order < 0 else "No."
        elif parsed.relation == "after":
            head = "Yes." if order > 0 else "No."
        else:
            head = f"{first.event[0].upper()}{first.event[1:]} came first."
        return f"{head} {story[0].upper()}{story[1:]}. Sources: {sources}"
    # three or more: every pair must be ordered
    from functools import cmp_to_key

    if not all(timed):
        return None
    ordered = sorted(timed, key=cmp_to_key(_compare))
    if any(_compare(x, y) >= 0 for x, y in zip(ordered, ordered[1:])):
        return None
    story = ", then ".join(f"{_named(t)} ({_when(t)})".replace(" ()", "") for t in ordered)
    sources = " ".join(dict.fromkeys(_source(t) for t in ordered))
    return f"In order: {story}. Sources: {sources}"


#: a question about the time between two events: "how long after the PICC came out did he show up
#: bacteremic?", "how many days between the surgery and the delirium?", "how soon after X was Y?"
_INTERVAL = (
    (re.compile(r"^how\s+(?:long|soon|many\s+(?:days|hours|weeks|months))\s+after\s+(?P<a>.+?)\s+"
                r"(?:did|was|were|had|has|does|do|is|are)\s+(?P<b>.+)$", re.IGNORECASE)),
    (re.compile(r"^how\s+(?:long|much\s+time|many\s+(?:days|hours|weeks|months))\s+(?:was\s+(?:it|there)\s+|passed\s+|"
                r"elapsed\s+)?between\s+(?P<a>.+?)\s+and\s+(?P<b>.+)$", re.IGNORECASE)),
    (re.compile(r"^how\s+(?:long|many\s+(?:days|hours|weeks|months))\s+(?:before|prior\s+to)\s+(?P<b>.+?)\s+"
                r"(?:did|was|were|had)\s+(?P<a>.+)$", re.IGNORECASE)),
    # "how far out from the chole was he when the pancreatitis hit?"
    (re.compile(r"^how\s+(?:far\s+out|long\s+out|long)\s+from\s+(?P<a>.+?)\s+(?:was|were|is)\s+(?:he|she|they|the patient|pt)\s+"
                r"when\s+(?P<b>.+)$", re.IGNORECASE)),
    # "how long did they wait after his last Eliquis before the hip?"
    (re.compile(r"^how\s+long\s+did\s+(?:they|we|the team|(?:he|she)\s+have\s+to)\s+wait\s+(?:after|from)\s+(?P<a>.+?)\s+"
                r"(?:before|until|to)\s+(?P<b>.+)$", re.IGNORECASE)),
    # "after the clips, how soon did his aspirin go back on?"
    (re.compile(r"^(?:after|following|from)\s+(?P<a>[^,]+),\s*how\s+(?:long|soon|many\s+(?:days|hours|weeks|months))\s+"
                r"(?:until|before|did|was|were|had|till)\s+(?P<b>.+)$", re.IGNORECASE)),
)
#: a lead that sets the scene ("First admit: how long …", "During the bleed admission, how long …")
_SCENE_LEAD = re.compile(r"^(?:[^:?,]{1,40}:\s+|(?:during|at|on|in|for)\b[^,?]{1,60},\s*)", re.IGNORECASE)


#: an interval a sentence states: "two days after endoscopic hemostasis", "48 hours after the last dose"
_STATED_INTERVAL = re.compile(r"\b(?P<n>\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|"
                              r"fourteen)\s*(?:-\s*)?(?P<unit>hours?|days?|weeks?|months?)\s+(?:after|following|post)\b",
                              re.IGNORECASE)


def parse_interval(question: str) -> tuple[str, str] | None:
    """The two events a question asks the time between, the earlier first; None for any other."""
    text = " ".join(question.split()).strip().rstrip("?.!")
    text = re.split(r",\s+and\s+(?=when|what|how|did|was|is)|;\s+", text)[0]  # "…, and when did it go back on?": the first part
    for candidate in (text, _SCENE_LEAD.sub("", text, count=1)):
        for pattern in _INTERVAL:
            match = pattern.match(candidate)
            if match:
                events = [_interval_event(match.group(k)) for k in ("a", "b")]
                if all(_terms(e) for e in events):
                    return events[0], events[1]
    return None


#: an event that is a removal ("his PICC came out", "the drain was pulled"): the notes write "removed"
_REMOVAL = re.compile(r"\b(?:came|come|comes|coming|taken|took|pulled|was\s+out)\s+out\b|\bpulled\b|\bremoved\b|"
                      r"\bd/?c'?d\b|\bdiscontinued\b", re.IGNORECASE)
#: an event that is a restart ("his aspirin go back on", "apixaban was resumed"): the notes write "resumed"
_RESUMPTION = re.compile(r"\b(?:go|goes|went|gone|put|be|been|was|is)\s+back\s+on\b|\brestart\w*|\bresum\w*",
                         re.IGNORECASE)
#: the patient and a verb before what happened to him ("he show up bacteremic", "she develop delirium")
_DOER = re.compile(r"^(?:he|she|they|the patient|pt)\s+(?:\w+\s+(?:up|in|out|on|off|back)\s+|\w+\s+)(?:with\s+)?",
                   re.IGNORECASE)
#: what the question says happened, after the event's name ("did the Entresto actually go in",
#: "did he show up bacteremic", "did her delirium kick in"): the name is the event
_ACTION_TAIL = re.compile(r"\s+(?:actually\s+|first\s+)?(?:go|went|come|came|kick|kicked|show|showed|start|started|"
                          r"begin|began|get|got|set|hit|hits|struck)(?:\s+(?:back\s+)?(?:in|out|up|on|off)\b.*|$)|\s+(?:actually\s+)?(?:start|started|"
                          r"begin|began|happen|happened|occur|occurred|appear|appeared|develop|developed)\b.*$",
                          re.IGNORECASE)


def _interval_event(raw: str) -> str:
    """One event of an interval question, named as the notes would write it: "his PICC came out" →
    "PICC removed", "the nadolol was restarted" → "nadolol resumed", "her delirium kick in" → "delirium"."""
    raw = _DOER.sub("", raw.strip())
    kind = ""
    for pattern, word in ((_REMOVAL, " removed"), (_RESUMPTION, " resumed")):
        found = pattern.search(raw)
        if found:
            raw, kind = raw[:found.start()], word
            break
    raw = re.sub(r"\s+(?:was|were|got|been|be|is|are)$", "", raw.strip(), flags=re.IGNORECASE)
    return _clean(_ACTION_TAIL.sub("", raw)) + kind


def text_interval(question: str, evidence: Evidence) -> str | None:
    """The time between the two events the question names, from the dates the sentences give each
    (days; hours when both sentences give a clock time the same way); None when either is untimed
    or only a note's date places it."""
    parsed = parse_interval(question)
    if parsed is None or not evidence.passages:
        return None
    # a sentence about the later event that states the interval itself ("aspirin … resumed on 4/18, two
    # days after endoscopic hemostasis") answers in its own words
    later_terms = _terms(parsed[1])
    for passage in evidence.passages:
        for sentence in SENTENCE_SPLIT.split(passage.text):
            sentence = " ".join(sentence.split())
            stated = _STATED_INTERVAL.search(sentence)
            if stated and _coverage(sentence, later_terms, set()) >= 1.0:
                return (f"{stated.group('n').capitalize()} {stated.group('unit')}, as the notes state it. Source: "
                        f"\"{sentence}\" ({passage.note_type} {passage.note_id}, {passage.charttime}).")
    # every shown sentence: the two events may lie in two stays ("how long after the PICC came out was
    # he back with bacteremia?")
    passages = evidence.passages
    admitted = {a["hadm_id"]: dt.date.fromisoformat(a["admitted"][:10]) for a in evidence.admissions
                if a.get("admitted")}
    timed = []
    for event in parsed:
        mentions = _event_mentions(event, evidence)
        found = _time(event, _terms(event), mentions, passages, admitted)
        if found is None and _class_members(event):
            found = _time(event, _terms(event), mentions | _class_members(event), passages, admitted)
        if found is None or found.how != "stated" or found.precision < 2:
            return None  # a note's date is when it was written, not when the event was
        timed.append(found)
    first, second = timed
    if first.sentence == second.sentence and first.day == second.day:
        return None  # one date for both ("last dose 3/12, so the new drug can start 3/13"): no interval read
    days = (second.day - first.day).days
    if days < 0:
        first, second, days = second, first, -days
    rough = "about " if min(first.precision, second.precision) < 3 else ""
    if rough and days < 31:
        return None  # a month's date cannot say how many days apart two events were
    span = f"{rough}{days} day{'s' if days != 1 else ''}" if days < 60 or rough == "" and days < 90 else \
        f"about {round(days / 30.4)} months ({days} days)"
    sources = " ".join(dict.fromkeys(_source(t) for t in (first, second)))
    story = f"{_named(first)} ({_when(first)}), then {_named(second)} ({_when(second)})"
    return f"{span[0].upper()}{span[1:]}: {story}. Sources: {sources}"
