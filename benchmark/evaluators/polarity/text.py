"""Text handling shared by the reader and the category scorers: normalising an answer, removing
echoed evidence, splitting sentences and clauses, and whole-phrase patterns."""

from __future__ import annotations

import re

from benchmark.evaluators.polarity.cues import EDGE_L, EDGE_R, PolarityCues, load_polarity_cues

_MARKUP = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "`": "", "\t": " "})
_INTERROGATIVE = re.compile(r"^(?:did|does|do|was|were|is|are|has|have|had|which|what|how|when|where|who|why|any|can|"
                            r"could|should|would)\b")


def normalize(text: str) -> str:
    """Lower case, plain quotes, no markdown emphasis or headers, single spaces (lines kept)."""
    text = text.translate(_MARKUP).lower()
    text = re.sub(r"\*\*|__|(?<!\w)\*(?=\w)|(?<=\w)\*(?!\w)", "", text)
    text = re.sub(r"(?m)^\s*#+\s*", "", text)
    return "\n".join(" ".join(line.split()) for line in text.splitlines()).strip()


#: a quoted note sentence cited as the answer's evidence: 'source: "…" (note, date)' or
#: 'from the notes: "…" (…) "…" (…)'
_CITATION = re.compile(r'\b(?:source|sources|from the notes|plan|quote|evidence):\s*(?:"[^"\n]*"(?:\s*\([^()\n]*\))?[.;,]?\s*)+')
_CLAIM = re.compile(r"[a-z]{2,}")


def strip_citations(text: str) -> str:
    """The answer's own words when it states a conclusion and then cites note sentences as its
    evidence ("No. PE was ruled out. Source: \"r/o PE - negative workup\" (DS, 2145-07-21)."): the
    cited text is evidence, not a claim of the answer (polarity@2). An answer that only quotes
    is kept whole: what it quotes is all it says."""
    own, cited = _CITATION.subn(" ", text)
    if not cited or not _CLAIM.search(own):
        return text
    return "\n".join(" ".join(line.split()) for line in own.splitlines()).strip()


def strip_echo(text: str, cues: PolarityCues | None = None) -> str:
    """The answer part of a normalized answer: after an "Answer:" marker if there is one, without
    echoed typed-fact lines, without an echoed evidence preamble (paper 000's rule, with this
    workbench's own evidence headers added), and without the note sentences it cites after its
    own conclusion (``strip_citations``)."""
    cues = cues or load_polarity_cues()
    text = strip_citations(text)
    for marker in cues.answer_markers:
        found = list(marker.finditer(text))
        if found and text[found[-1].end():].strip():
            text = text[found[-1].end():].strip()
    kept = [line for line in text.split("\n") if not any(p.search(line) for p in cues.fact_lines)]
    text = "\n".join(kept).strip() or text
    echo = cues.data.evidence_echo
    if text.startswith(tuple(echo.preamble_starts)):
        skip = tuple(echo.skip_prefixes)
        for part in re.split(r"\n\n+", text)[1:]:
            if part.strip() and not part.strip().startswith(skip):
                return part.strip()
        lines = text.split("\n")
        for index, line in enumerate(lines):
            if index and line.strip() and not line.strip().startswith(skip):
                return "\n".join(lines[index:]).strip()
    return text


def split_sentences(text: str) -> list[str]:
    """Sentences, with restated questions ("Did the patient have X?") dropped."""
    parts = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    return [s for s in parts if not (s.endswith("?") and _INTERROGATIVE.match(s))]


def split_clauses(sentence: str) -> list[str]:
    return [c.strip() for c in sentence.split(";") if c.strip()]


def word_tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:[./'][a-z0-9]+)*", text)


def phrase_regex(phrase: str) -> re.Pattern | None:
    """Whole-phrase pattern that tolerates hyphens/slashes/commas for spaces and a plural ending."""
    tokens = re.findall(r"[a-z0-9]+", phrase.lower())
    if not tokens:
        return None
    return re.compile(EDGE_L + r"[\s\-/,]*".join(re.escape(t) for t in tokens) + r"(?:s|es|'s)?" + EDGE_R)
