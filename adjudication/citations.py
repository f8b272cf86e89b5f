"""Citations and search in the rater's chart: which of the patient's notes an answer names, and
where in that note the sentence it quotes stands, so the rating screen can open the note at that
sentence (``#span=START-END``, the evidence links' fragment on the note pages); and where a
searched phrase occurs across the chart's notes.

Pure functions over strings (no database): ``adjudication.rating`` hands them the answer text and
the patient's notes. Answers cite a note by its id, in whatever wrapping the reader used
(``"…" (Discharge summary 10000032-DS-21, 2180-05-07)``, ``[10000032-DS-21]``, ``note 10000032-DS-21``);
an id counts only as a whole token, so ``…-DS-2`` is not found inside ``…-DS-21``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: the shortest note id looked for in an answer: shorter ones ("1", "12") match numbers that are no citation
MIN_ID_LENGTH = 4
#: quotation marks an answer wraps a quoted sentence in
_QUOTE = re.compile(r"[\"“”]([^\"“”]{8,}?)[\"“”]")
_WORD = re.compile(r"\w+")
#: a clause boundary: the quoted claim is the last clause before the citation
_CLAUSE = re.compile(r"(?:[.;!?]\s+|:\s+|\n)")
_SPACE = re.compile(r"\s+")
#: a sentence of a note: up to a full stop, a line break or a section's colon (no leading spaces or bullets)
_SENTENCE = re.compile(r"[^\s\-•*][^\n.!?]*[.!?]?")
#: a paraphrase is found when a note's sentence holds this share of its words, and at least this many
MIN_SHARE, MIN_SHARED = 0.7, 3
SEARCH_MIN, SEARCH_MAX = 2, 100
#: matches listed per note and notes listed per search (the counts say how many there are in all)
SNIPPETS_PER_NOTE, SNIPPET_CONTEXT = 5, 60


@dataclass(frozen=True)
class ChartNote:
    pk: int
    note_id: str
    text: str


@dataclass(frozen=True)
class Segment:
    """A piece of an answer: plain text, or a cited note id with the note and the quoted span."""
    text: str
    note: int | None = None
    span: tuple[int, int] | None = None


def locate(quote: str, text: str) -> tuple[int, int] | None:
    """Where ``quote`` stands in ``text``: word for word (case, spacing, punctuation and line breaks
    between the words may differ: readers normalise whitespace and drop bullets), else the note's
    sentence that shares most of the quote's words (a paraphrase: "the patient denies fever" for
    "Patient denies fever"); None when no sentence shares enough."""
    words = _WORD.findall(quote)
    if len(words) < 2:
        return None
    pattern = r"(?<!\w)" + r"\W+".join(re.escape(w) for w in words) + r"(?!\w)"
    match = re.search(pattern, text, flags=re.IGNORECASE)
    if match:
        return match.start(), match.end()
    wanted = {w.lower() for w in words}
    best, best_share = None, 0.0
    for sentence in _SENTENCE.finditer(text):
        shared = len(wanted & {w.lower() for w in _WORD.findall(sentence.group(0))})
        share = shared / len(wanted)
        if shared >= MIN_SHARED and share >= MIN_SHARE and share > best_share:
            best, best_share = (sentence.start(), sentence.end()), share
    return best


def _claim(before: str) -> str:
    """The sentence a citation stands for: the last quotation before it, else the last clause
    before the parenthesis or bracket that opens the citation."""
    quotes = list(_QUOTE.finditer(before))
    if quotes:
        return quotes[-1].group(1)
    opener = max(before.rfind("("), before.rfind("["))
    if opener >= 0 and ")" not in before[opener:] and "]" not in before[opener:]:
        before = before[:opener]
    parts = [p for p in _CLAUSE.split(before) if _WORD.search(p)]
    return parts[-1] if parts else ""


def link_citations(answer: str, notes: list[ChartNote]) -> list[Segment]:
    """``answer`` cut into segments: each cited note id of the chart becomes a segment naming the
    note and, when the quoted sentence is found in it, its span; the rest is plain text."""
    by_id = {n.note_id: n for n in notes if len(n.note_id) >= MIN_ID_LENGTH}
    if not answer or not by_id:
        return [Segment(answer)] if answer else []
    ids = sorted(by_id, key=len, reverse=True)
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(i) for i in ids) + r")(?![\w-])")
    segments, at = [], 0
    for match in pattern.finditer(answer):
        note = by_id[match.group(1)]
        if match.start() > at:
            segments.append(Segment(answer[at:match.start()]))
        claim = _claim(answer[at:match.start()]) or _claim(answer[:match.start()])
        segments.append(Segment(match.group(1), note=note.pk, span=locate(claim, note.text) if claim else None))
        at = match.end()
    if at < len(answer):
        segments.append(Segment(answer[at:]))
    return segments


def clean_query(query: str) -> str:
    """The searched phrase, whitespace collapsed; a ValueError names what is wrong with it."""
    query = " ".join((query or "").split())
    if len(query) < SEARCH_MIN:
        raise ValueError(f"type at least {SEARCH_MIN} characters to search the chart")
    if len(query) > SEARCH_MAX:
        raise ValueError(f"the search is {len(query)} characters long; at most {SEARCH_MAX} are searched")
    return query


def search(query: str, notes: list[ChartNote]) -> list[dict]:
    """Every note containing ``query`` (case and spacing ignored), in chart order: the note, how
    many times it occurs and the first few places with a little text either side."""
    words = query.split()
    pattern = re.compile(r"\s+".join(re.escape(w) for w in words), flags=re.IGNORECASE)
    found = []
    for note in notes:
        matches = list(pattern.finditer(note.text))
        if not matches:
            continue
        snippets = []
        for match in matches[:SNIPPETS_PER_NOTE]:
            start, end = match.span()
            lead = note.text[max(0, start - SNIPPET_CONTEXT):start]
            tail = note.text[end:end + SNIPPET_CONTEXT]
            snippets.append({"span": (start, end), "before": ("…" if start > SNIPPET_CONTEXT else "") + _SPACE.sub(" ", lead),
                             "match": _SPACE.sub(" ", match.group(0)),
                             "after": _SPACE.sub(" ", tail) + ("…" if end + SNIPPET_CONTEXT < len(note.text) else "")})
        found.append({"note": note.pk, "count": len(matches), "snippets": snippets})
    return found
