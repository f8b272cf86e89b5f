"""Docs the matchers read: without whitespace tokens, with each word's inflection undone.

Real notes are full of irregular spacing: a wrapped line leaves "family  history" with two spaces,
a template pads "FAMILY    HISTORY:", a list breaks "shortness of\\n  breath" over two lines. spaCy
makes each extra run of whitespace a token of its own, so a phrase matcher reading the note's
tokens misses every multi-word trigger, term and section title such spacing splits. The matchers
therefore read a *compact* copy of the tokens — the same words, no whitespace tokens — and map
what they find back to the original tokens, so every offset still points into the note as
written.

The term matcher also reads past degree words ("the heart is mildly enlarged" names "heart is
enlarged"). The compact copy's ``NORM`` is the word's lemma from spaCy's English lookup table
(``spacy-lookups-data``): "effusions" → "effusion", "varices" → "varix", "emboli" → "embolus".
A vocabulary term is matched on the same normal forms, so its plural and inflected forms match
without listing them. Words shorter than four letters and spaCy's English stop words keep their
lower-case form (an abbreviation is never "lemmatized", "was" does not become "be", and "does" does
not become "doe", which would be the abbreviation DOE).
"""

from __future__ import annotations

from functools import lru_cache

from spacy.tokens import Doc

#: words shorter than this keep their lower-case form
MIN_LEMMA_LENGTH = 4


def lookups_version() -> str:
    """The version of the lemma tables (a different table can match different words)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return f"spacy-lookups-data={version('spacy-lookups-data')}"
    except PackageNotFoundError:  # pragma: no cover - a dependency of the project
        return "spacy-lookups-data=missing"


@lru_cache(maxsize=1)
def _lemma_table():
    from spacy.lookups import load_lookups

    return load_lookups("en", ["lemma_lookup"]).get_table("lemma_lookup")


@lru_cache(maxsize=1)
def _function_words() -> frozenset[str]:
    from spacy.lang.en.stop_words import STOP_WORDS

    return frozenset(STOP_WORDS)


#: nouns whose lookup lemma is another word's verb: "wound" is no past tense of "wind" (the table's
#: "wind" would make every wound the "winded" of dyspnea)
NOUN_FORMS = {"wound": "wound"}


@lru_cache(maxsize=200_000)
def normal_form(word: str) -> str:
    """The matching form of one word: its lower-case lemma (see the module docs). Function words
    keep their form: the lookup table knows no parts of speech, and "does" is not the plural of "doe"."""
    lower = word.lower()
    if len(lower) < MIN_LEMMA_LENGTH or not lower.isalpha() or lower in _function_words():
        return lower
    lemma = NOUN_FORMS.get(lower) or _lemma_table().get(lower, lower)
    return lemma if len(lemma) >= MIN_LEMMA_LENGTH - 1 else lower


#: degree words a term matcher reads past: "the heart is mildly enlarged" names "heart is enlarged"
DEGREE_WORDS = frozenset("""mildly moderately markedly severely slightly minimally somewhat mild-to-moderately
very""".split())


def compact(doc: Doc, start: int = 0, end: int | None = None, *, skip: frozenset[str] = frozenset()
            ) -> tuple[Doc, list[int]]:
    """The tokens ``doc[start:end]`` without whitespace tokens (and without the words of ``skip``),
    as a new doc whose ``NORM`` is each word's normal form and whose sentence starts are the
    original's; and, per compact token, the index of the original token."""
    end = len(doc) if end is None else end
    index = [i for i in range(start, end) if not doc[i].is_space and doc[i].lower_ not in skip]
    words = [doc[i].text for i in index]
    spaces = [True] * len(words)
    sent_starts = [bool(doc[i].is_sent_start) for i in index] if doc.has_annotation("SENT_START") else None
    if sent_starts:
        sent_starts[0] = True
    else:
        sent_starts = None
    out = Doc(doc.vocab, words=words, spaces=spaces, sent_starts=sent_starts)
    for token in out:
        token.norm_ = normal_form(token.text)
    return out, index
