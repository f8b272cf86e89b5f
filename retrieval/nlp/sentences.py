"""A fast sentence splitter for clinical notes (a spaCy component).

Clinical text breaks sentences at line ends as often as at full stops, and it is full of
abbreviations with periods ("C. diff", "Dr.", "b.i.d."). The rules:

- a blank line, or a line break after which the next line starts a new item (capital letter,
  digit, bullet, "#", "[", "-", "*"), or a line that ends in . : ; ! ? — ends the sentence;
  a line break followed by a lower-case continuation does not (hard-wrapped prose);
- an upper-case section title after two or more spaces ("...  CLINICAL HISTORY: ...") starts a
  sentence, where an export has flattened a note's lines into one;
- ". ", "! ", "? " end a sentence before a capital letter, a digit or "#", and before a lower-case
  word ("failure. c/f PNA") when the word before the period is a real word of three letters or
  more; never after a known abbreviation or a single initial ("C. diff", "Dr.", "b.i.d.").
"""

from __future__ import annotations

import re

from spacy.language import Language
from spacy.tokens import Doc

ABBREVIATIONS = {
    "dr", "mr", "mrs", "ms", "vs", "e.g", "i.e", "etc", "approx", "pt", "pts", "no", "st", "jr", "sr", "prof",
    "p.o", "b.i.d", "t.i.d", "q.i.d", "q.d", "q.h.s", "p.r.n", "a.m", "p.m", "fig", "dept", "inc", "hosp",
}
LINE_BREAK = re.compile(r"\n")
#: an upper-case section title inside a flattened line ("... WITHOUT CONTRAST   CLINICAL HISTORY: ...")
INLINE_HEADER = re.compile(r"(?<=\S)[ \t]{2,}(?=[A-Z][A-Z/&()-]*(?: [A-Z/&()-]+){0,4}:(?:\s|$))")
STOP = re.compile(r"[.!?](?=\s+[A-Za-z0-9#\[(])")
NEW_ITEM = re.compile(r"\s*([A-Z0-9#\[\-*•(]|$)")


def boundaries(text: str) -> list[int]:
    """Character offsets where sentences start (always including 0)."""
    starts = {0}
    for match in LINE_BREAK.finditer(text):
        end = match.end()
        line_start = text.rfind("\n", 0, match.start()) + 1
        previous = text[line_start:match.start()].rstrip()
        rest = text[end:end + 40]
        if not previous or previous[-1] in ".:;!?" or NEW_ITEM.match(rest) or rest.startswith("\n"):
            starts.add(end)
    for match in INLINE_HEADER.finditer(text):
        starts.add(match.end())  # a title where a flattened export ran two sections into one line
    for match in STOP.finditer(text):
        if match.start() == 0 or not text[match.start() - 1].isalnum():
            continue  # "# ? pneumonia": a free-standing "?" is a hedge, not the end of a question
        head = text[max(0, match.start() - 12):match.start() + 1]
        word = re.search(r"([A-Za-z.]+)\.$", head)
        following = text[match.end():].lstrip()[:1]
        if word:
            token = word.group(1).lower()
            if token in ABBREVIATIONS or (len(token) == 1 and token.isalpha()):
                continue
            if following.islower() and (len(token) < 3 or "." in token):
                continue  # "q. day", "b.i.d. with meals": an abbreviation, not a sentence end
        elif following.islower():
            continue
        nxt = re.match(r"\s+", text[match.end():])
        starts.add(match.end() + (nxt.end() if nxt else 0))
    return sorted(s for s in starts if s < len(text))


@Language.component("epikg_sentences")
def clinical_sentences(doc: Doc) -> Doc:
    starts = boundaries(doc.text)
    pointer, pending = 0, False
    for token in doc:
        # Boundaries up to this token's end: one falling inside leading whitespace belongs to
        # the first real token after it.
        while pointer < len(starts) and starts[pointer] <= token.idx + len(token.text):
            if starts[pointer] <= token.idx or token.is_space:
                pending = True
            pointer += 1 if starts[pointer] <= token.idx or token.is_space else 0
            if starts[pointer - 1] > token.idx and not token.is_space:
                break
        if token.i == 0 or (pending and not token.is_space):
            token.is_sent_start = True
            pending = False
        else:
            token.is_sent_start = False
    return doc
