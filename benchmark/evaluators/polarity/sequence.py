"""The sequence category: which of two events the text says came first."""

from __future__ import annotations

import re

from benchmark.evaluators.base import CORRECT, INCORRECT, PARTIAL, UNSCORABLE, Score
from benchmark.evaluators.polarity.claims import Case, abstention_score, verdict
from benchmark.evaluators.polarity.cues import ISO_DATE
from benchmark.evaluators.polarity.reader import Reader, Reading
from benchmark.evaluators.polarity.text import normalize, phrase_regex, word_tokens


def sequence(case: Case) -> Score:
    """The answer puts first the event the reference puts first.

    A reference may order more events than the question asks about: a two-event question ("did
    the antibiotics start before or after the drain?") is scored on the two events it names, found
    among the reference's events by their words or, failing that, read from the reference's text
    (a leading "Before." / "After." answers a before-or-after question); a question over the whole
    list ("put these in order") is scored on every neighbouring pair of the reference's order."""
    reader, question, answer, reference_text, s, base = case
    reading = reader.read(answer)
    if (abstained := abstention_score(reading, base)):
        return abstained
    order, dates = list(s.get("order") or []), list(s.get("dates") or [])
    asked = _events_from_question(question)
    if len(order) > 2:
        picked = _pick_events(reader, asked, order) if asked else None
        if picked:
            return _two_events(reader, reading, question, asked, picked, base, dates, "structure")
        if not asked:
            return _chain(reader, reading, question, order, dates, base)
    if len(order) == 2:
        return _two_events(reader, reading, question, asked, tuple(order), base, dates, "structure")
    if not asked:
        return verdict(0.0, UNSCORABLE, "The reference has no structure and the question does not name two events.",
                       **base)
    ref_first = _lead_claim(reference_text, question)
    if ref_first is None:
        ref_first = _order_claim(reader, reader.read(reference_text), *asked)["first"]
    if ref_first not in (0, 1):
        return verdict(0.0, UNSCORABLE, "The reference gives no order of the two events the question names.", **base)
    ordered = tuple(asked) if ref_first == 0 else tuple(reversed(asked))
    return _two_events(reader, reading, question, asked, ordered, base, dates, "reference text")


def _two_events(reader: Reader, reading: Reading, question: str, asked, order, base: dict, dates,
                source: str) -> Score:
    """Score the answer's order of two events, ``order`` being the reference's (first, second)."""
    details = {**base, "expected": {"first": order[0], "second": order[1], "dates": dates, "from": source}}
    got = _order_claim(reader, reading, order[0], order[1], question=question)
    if got["first"] is None and asked:
        # the answer may name the events in the question's words only ("After. The hip surgery came
        # before the confusion"), or answer a before-or-after question with its first word
        first_asked = _asked_first(reader, asked, order)
        if first_asked is not None:
            said = _lead_claim(reading.text, question)
            if said is None:
                said = _order_claim(reader, reading, *asked, question=question)["first"]
            if said in (0, 1):
                got = {"first": 0 if said == first_asked else 1, "how": "in the question's words"}
    details["found"] = got
    if got["first"] == "conflict":
        return verdict(0.0, INCORRECT, "The answer gives both orders.", **details)
    if got["first"] is None:
        return verdict(0.0, INCORRECT, f"The answer does not say whether {order[0]} or {order[1]} came first.",
                       **details)
    if got["first"] == 0:
        return verdict(1.0, CORRECT, f"The answer puts {order[0]} before {order[1]}, as the reference does "
                       f"({got['how']}).", **details)
    return verdict(0.0, INCORRECT, f"The answer puts {order[1]} before {order[0]}; the reference has the reverse "
                   f"({got['how']}).", **details)


def _chain(reader: Reader, reading: Reading, question: str, order: list[str], dates, base: dict) -> Score:
    """Three or more events: each neighbouring pair of the reference's order, read in the answer."""
    pairs = []
    for first, second in zip(order, order[1:]):
        named = all(_first_hit(reading.text, _event_patterns(reader, a, b)) is not None
                    for a, b in ((first, second), (second, first)))
        got = _order_claim(reader, reading, first, second, question=question) if named \
            else {"first": None, "how": "not both named"}
        pairs.append({"first": first, "second": second, "found": got["first"], "how": got["how"]})
    details = {**base, "expected": {"order": order, "dates": dates, "from": "structure"}, "pairs": pairs}
    wrong = [p for p in pairs if p["found"] not in (0, None)]
    right = [p for p in pairs if p["found"] == 0]
    if wrong:
        p = wrong[0]
        return verdict(0.0, INCORRECT, f"The answer does not put {p['first']} before {p['second']}, as the reference "
                       "does.", **details)
    if len(right) == len(pairs):
        return verdict(1.0, CORRECT, f"The answer orders all {len(order)} events as the reference does.", **details)
    if right:
        return verdict(0.5, PARTIAL, f"The answer orders {len(right)} of {len(pairs)} neighbouring pairs as the "
                       "reference does and leaves the rest unordered.", **details)
    return verdict(0.0, INCORRECT, "The answer does not order the reference's events.", **details)


def _pick_events(reader: Reader, asked, order: list[str]) -> tuple[str, str] | None:
    """The two reference events the question's two events name, in the reference's order."""
    found = []
    for event, other in ((asked[0], asked[1]), (asked[1], asked[0])):
        patterns = _event_patterns(reader, event, other)
        hits = [k for k, label in enumerate(order) if _first_hit(label, patterns) is not None]
        if len(hits) != 1:
            return None
        found.append(hits[0])
    if found[0] == found[1]:
        return None
    low, high = sorted(found)
    return order[low], order[high]


def _asked_first(reader: Reader, asked, order) -> int | None:
    """Which of the question's two events (0 or 1) is the reference's first, when the question's
    words name at least one of the reference's two events."""
    for i in (0, 1):
        patterns = _event_patterns(reader, asked[i], asked[1 - i])
        hits = [k for k in (0, 1) if _first_hit(order[k], patterns) is not None]
        if len(hits) == 1:
            return i if hits[0] == 0 else 1 - i
    return None


def _lead_claim(text: str, question: str) -> int | None:
    """A before-or-after question answered by its first word: "Before." (the question's first
    event came first: 0) or "After." (1)."""
    if not re.search(r"\bbefore or after\b", normalize(question)):
        return None
    lead = re.match(r"^\W*(?:(?:yes|no)\W+)?(before|earlier|after|later)\b", normalize(text))
    if not lead:
        return None
    return 0 if lead.group(1) in ("before", "earlier") else 1


def _events_from_question(question: str) -> tuple[str, str] | None:
    q = normalize(question)
    for pattern in (r"which (?:came|happened|occurred|was done|was given|was started) first:?\s*(?P<a>.+?)\s+or\s+(?P<b>.+?)\??$",
                    r"did (?P<a>.+?) (?:happen|occur|come) before or after (?P<b>.+?)\??$",
                    r"put in order:\s*(?P<a>.+?);\s*(?P<b>.+?)\.?$",
                    r"(?P<a>.+?) before or after (?P<b>.+?)\??$",
                    r"(?P<a>.+?),? first,? or (?P<b>.+?)\??$",
                    r"(?P<a>.+?) or (?P<b>.+?),? (?:which )?(?:came |was )?first\??$"):
        hit = re.search(pattern, q)
        if hit:
            return _event_words(hit.group("a")), _event_words(hit.group("b"))
    return None


def _event_words(phrase: str) -> str:
    """An event as the question names it, without the clause that frames it ("for the abscess,
    did the antibiotics start" → "the antibiotics start")."""
    phrase = phrase.strip(" ,.?:")
    phrase = re.sub(r"^.*?,\s*(?=(?:did|was|were|is|has|had|does)\b)", "", phrase)
    phrase = re.sub(r"^(?:did|was|were|is|has|had|does)\s+(?:(?:he|she|they|the patient)\s+)?(?:get\s+)?", "", phrase)
    return phrase.strip(" ,.?:") or phrase


def _event_patterns(reader: Reader, label: str, other: str) -> list[re.Pattern]:
    stop = set(reader.data.order.event_stopwords)
    synonyms = reader.data.order.token_synonyms
    mine = [t for t in word_tokens(label.lower()) if t not in stop]
    theirs = {t for t in word_tokens(other.lower()) if t not in stop}
    keys = [t for t in mine if t not in theirs] or mine
    words = set(keys)
    for key in keys:
        words.update(synonyms.get(key, []))
    return [p for p in (phrase_regex(w) for w in sorted(words, key=len, reverse=True)) if p]


def _order_claim(reader: Reader, reading: Reading, first: str, second: str, question: str = "") -> dict:
    """Which event the text says came first: 0 (``first``), 1 (``second``), None, or "conflict".

    Read from cue words around the two events in one sentence ("X came before Y", "after X,
    Y", "Y was preceded by X"), a cue next to one event ("X came first"), a numbered list, the
    dates given next to each event, or — for a "which came first?" question — a bare answer
    that names one event."""
    events = (_event_patterns(reader, first, second), _event_patterns(reader, second, first))
    claims: list[tuple[int, str]] = []
    for sentence in reading.sentences:
        positions = [_first_hit(sentence, patterns) for patterns in events]
        cues = [c for c in reader.cues.order.scan(sentence) if c.kind != "pseudo"]
        present = [i for i in (0, 1) if positions[i] is not None]
        if len(present) == 2:
            claim = _order_in(sentence, positions, cues)
            if claim:
                claims.append(claim)
        elif len(present) == 1:
            i = present[0]
            start, end = positions[i]
            near = [c for c in cues if c.kind in ("first", "second")]
            if near:
                c = min(near, key=lambda c: abs(c.start - end))
                claims.append((i if c.kind == "first" else 1 - i, f"{c.text!r}"))
    if not claims:
        listed = _list_claim(reading.text, events)
        if listed:
            claims.append(listed)
    if not claims:
        dated = _dates_claim(reading.text, events)
        if dated:
            claims.append(dated)
    if not claims and re.search(r"\bwhich\b.*\bfirst\b", normalize(question)):
        named = {i for sentence in reading.sentences for i in (0, 1)
                 if _first_hit(sentence, events[i]) is not None}
        if len(named) == 1:
            claims.append((named.pop(), "the one event named in answer to 'which came first'"))
    firsts = {c[0] for c in claims}
    if not firsts:
        return {"first": None, "how": "no order stated"}
    if len(firsts) > 1:
        return {"first": "conflict", "how": "; ".join(c[1] for c in claims)}
    return {"first": firsts.pop(), "how": claims[0][1]}


def _first_hit(text: str, patterns: list[re.Pattern]) -> tuple[int, int] | None:
    hits = [m.span() for p in patterns for m in [p.search(text)] if m]
    return min(hits) if hits else None


def _order_in(sentence: str, positions, cues) -> tuple[int, str] | None:
    x = 0 if positions[0][0] < positions[1][0] else 1  # the event named first
    y = 1 - x
    x_end, y_start = positions[x][1], positions[y][0]
    between = [c for c in cues if c.start >= x_end and c.end <= y_start]
    for c in between:
        if c.kind in ("before", "first"):
            return x, f"{c.text!r} between the events"
        if c.kind in ("after", "second"):
            return y, f"{c.text!r} between the events"
    ahead = [c for c in cues if c.end <= positions[x][0]]
    if ahead:
        c = ahead[-1]
        if c.kind in ("after", "first"):   # "After X, Y" / "First X, then Y"
            return x, f"{c.text!r} before the first event"
        if c.kind == "before":             # "Before X, Y"
            return y, f"{c.text!r} before the first event"
    trailing = [c for c in cues if c.start >= positions[y][1]]
    if trailing:
        c = trailing[0]
        if c.kind in ("first", "before"):  # "..., Y came first"
            return y, f"{c.text!r} after the second event"
        if c.kind in ("second", "after"):
            return x, f"{c.text!r} after the second event"
    dates = (re.findall(ISO_DATE, sentence[positions[x][1]:positions[y][0]]),
             re.findall(ISO_DATE, sentence[positions[y][1]:]))
    if dates[0] and dates[1] and dates[0][0] != dates[1][0]:
        return (x if dates[0][0] < dates[1][0] else y), "their dates"
    return None


def _list_claim(text: str, events) -> tuple[int, str] | None:
    """A numbered list ("1. X" / "2. Y"): the event on the lower number came first."""
    ranks = {}
    for line in text.split("\n"):
        numbered = re.match(r"^\s*(\d+)[.)]\s+", line)
        if not numbered:
            continue
        for i in (0, 1):
            if i not in ranks and _first_hit(line, events[i]) is not None:
                ranks[i] = int(numbered.group(1))
    if len(ranks) == 2 and ranks[0] != ranks[1]:
        return (0 if ranks[0] < ranks[1] else 1), "a numbered list"
    return None


def _dates_claim(text: str, events) -> tuple[int, str] | None:
    found = []
    for i, patterns in enumerate(events):
        hits = [m for p in patterns for m in [p.search(text)] if m]
        if not hits:
            return None
        end = min(h.end() for h in hits)
        date = re.search(ISO_DATE, text[end:end + 40])
        if not date:
            return None
        found.append(date.group(0))
    if found[0] == found[1]:
        return None
    return (0 if found[0] < found[1] else 1), "their dates"
