"""Concept normalization: clinical text → OMOP concept.

``normalize("CHF")`` looks the text up, after lower-casing and folding punctuation and spacing,
among concept names and synonyms in the database. Standard concepts win; a hit on a
non-standard concept (an ICD-10-CM code's name, a brand or combination product) follows its
'Maps to' relationships to the standard concept(s). Matching is exact — no fuzzy matching, no
stemming — so a miss is a miss and a hit can be explained.

The lookup index is built from the database on first use and kept per process;
``clear_cache()`` drops it (the vocabulary loaders call it after they commit). For a full
Athena vocabulary the index covers valid concepts of the clinical domains in ``INDEX_DOMAINS``
and, in the Drug domain, only ingredients, brand names and multi-ingredient concepts, which is
what free text names; see docs/vocabulary.md for its size.
"""

from __future__ import annotations

import hashlib
import re
import threading
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import Q

from retrieval.models import Concept, ConceptRelationship, ConceptSynonym

INDEX_DOMAINS = ("Condition", "Observation", "Measurement", "Procedure", "Drug", "Device")
DRUG_CLASSES = ("Ingredient", "Brand Name", "Multiple Ingredients", "Precise Ingredient")
#: Surface terms left out of ``target_terms``: synonyms that are also everyday English words, which
#: a phrase matcher would find everywhere ("AS" for aortic stenosis, "HE" for hepatic encephalopathy).
#: ("flu" names influenza; its vaccine and "flu-like" are told apart by context, rules/abbreviations.json.)
AMBIGUOUS_WORDS = frozenset({
    "a", "am", "an", "as", "at", "be", "by", "cap", "do", "echo", "he", "if", "in", "is", "it", "me",
    "my", "no", "of", "on", "or", "osteo", "so", "to", "up", "us", "we",
})
_APOSTROPHES = re.compile(r"['\u2019\u2018`]")
_NON_WORD = re.compile(r"[\W_]+")


@dataclass(frozen=True)
class ConceptMatch:
    concept_id: int
    concept_name: str
    domain_id: str
    vocabulary_id: str
    matched_term: str


@dataclass(frozen=True)
class Relation:
    concept_id: int
    relationship_id: str
    related_concept_id: int


def normalize_term(text: str) -> str:
    """The lookup key of a term: NFKC, lower case, apostrophes dropped, other punctuation as space."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = _APOSTROPHES.sub("", text)
    return " ".join(_NON_WORD.sub(" ", text).split())


def normalize(text: str, *, domain: str | None = None) -> ConceptMatch | None:
    """The best standard concept for ``text`` (optionally within one OMOP ``domain``), or None."""
    matches = normalize_all(text, domain=domain)
    return matches[0] if matches else None


def normalize_all(text: str, *, domain: str | None = None) -> list[ConceptMatch]:
    """Every standard concept ``text`` names, best first.

    Order: standard concepts whose name matches, standard concepts whose synonym matches, then
    the 'Maps to' targets of matching non-standard concepts (a combination product maps to each
    of its ingredients, ordered by name). Ties go to the lower concept_id.
    """
    index = _index()
    seen: set[int] = set()
    result = []
    for entry in index.lookup(normalize_term(text)):
        for concept in index.resolve(entry.concept_id):
            if concept.concept_id in seen or (domain and concept.domain_id != domain):
                continue
            seen.add(concept.concept_id)
            result.append(ConceptMatch(concept.concept_id, concept.concept_name, concept.domain_id,
                                       concept.vocabulary_id, entry.term))
    return result


def target_terms(domains: Iterable[str] | None = None) -> list[tuple[str, int, str]]:
    """``(surface term, concept_id, domain_id)`` for every name and synonym, resolved to standard
    concepts — the rules for a medspaCy ``TargetMatcher`` — except a combination product, which
    stays itself rather than become one of its ingredients. Sorted; ambiguous English words left out.
    """
    wanted = set(domains) if domains is not None else None
    index = _index()
    rows = set()
    for entries in index.terms.values():
        for entry in entries:
            if normalize_term(entry.term) in AMBIGUOUS_WORDS:
                continue
            targets = index.resolve(entry.concept_id)
            source = index.concepts.get(entry.concept_id)
            if source is not None and source.domain_id == "Drug" and not source.standard and len(targets) > 1:
                # a combination product ("carbidopa-levodopa", "Entresto") is neither of its
                # ingredients: the mention names the product, which 'Maps to' them
                targets = [source]
            for concept in targets:
                if wanted is None or concept.domain_id in wanted:
                    rows.add((entry.term, concept.concept_id, concept.domain_id))
    return sorted(rows, key=lambda r: (r[0].casefold(), r[0], r[1]))


def related_concepts(
    concept_ids: Iterable[int], relationships: Iterable[str] = ("Is a", "Subsumes", "Maps to")
) -> list[Relation]:
    """Valid relationships from the given concepts (read fresh from the database, not cached)."""
    rows = (
        ConceptRelationship.objects.filter(
            concept_1_id__in=list(concept_ids), relationship_id__in=list(relationships), invalid_reason=""
        )
        .order_by("concept_1_id", "relationship_id", "concept_2_id")
        .values_list("concept_1_id", "relationship_id", "concept_2_id")
    )
    return [Relation(*row) for row in rows]


def vocabulary_digest() -> str:
    """A short digest of what the normalizer can find (every indexed term, its concept, and the
    'Maps to' targets): a knowledge graph built under another vocabulary is rebuilt."""
    return _index().digest


def clear_cache() -> None:
    """Forget the lookup index; the next call rebuilds it from the database."""
    global _INDEX
    with _LOCK:
        _INDEX = None


# -- the index ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Concept:
    concept_id: int
    concept_name: str
    domain_id: str
    vocabulary_id: str
    standard: bool


@dataclass(frozen=True)
class _Entry:
    concept_id: int
    term: str
    rank: int  # 0 name of a standard concept, 1 synonym of one, 2 name of a non-standard, 3 its synonym


class _Index:
    def __init__(self) -> None:
        self.concepts: dict[int, _Concept] = {}
        self.terms: dict[str, list[_Entry]] = {}
        self.maps_to: dict[int, list[int]] = {}
        self.digest = ""

    def lookup(self, key: str) -> list[_Entry]:
        return self.terms.get(key, [])

    def resolve(self, concept_id: int) -> list[_Concept]:
        concept = self.concepts[concept_id]
        if concept.standard:
            return [concept]
        targets = [self.concepts[t] for t in self.maps_to.get(concept_id, ()) if t in self.concepts]
        return sorted((t for t in targets if t.standard), key=lambda t: (t.concept_name.casefold(), t.concept_id))

    def add_term(self, concept_id: int, term: str, *, is_name: bool) -> None:
        key = normalize_term(term)
        if not key:
            return
        standard = self.concepts[concept_id].standard
        rank = (0 if is_name else 1) + (0 if standard else 2)
        self.terms.setdefault(key, []).append(_Entry(concept_id, term, rank))

    def finish(self) -> None:
        digest = hashlib.sha256()
        for key in sorted(self.terms):
            entries = self.terms[key]
            entries.sort(key=lambda e: (e.rank, e.concept_id))
            digest.update(f"{key}\0{','.join(str(e.concept_id) for e in entries)}\n".encode())
        for source in sorted(self.maps_to):
            digest.update(f"{source}>{','.join(map(str, sorted(self.maps_to[source])))}\n".encode())
        self.digest = digest.hexdigest()[:10]


def _build_index() -> _Index:
    index = _Index()
    standard_drug = Q(domain_id="Drug", standard_concept="S")
    concepts = Concept.objects.filter(
        (Q(domain_id__in=INDEX_DOMAINS) & ~standard_drug) | (standard_drug & Q(concept_class_id__in=DRUG_CLASSES)),
        invalid_reason="",
    ).values_list("concept_id", "concept_name", "domain_id", "vocabulary_id", "standard_concept")
    for cid, name, domain, vocabulary, standard in concepts.iterator(chunk_size=20_000):
        index.concepts[cid] = _Concept(cid, name, domain, vocabulary, standard == "S")
    non_standard = [cid for cid, c in index.concepts.items() if not c.standard]
    mappings = ConceptRelationship.objects.filter(relationship_id="Maps to", invalid_reason="").values_list(
        "concept_1_id", "concept_2_id"
    )
    for source, target in mappings.iterator(chunk_size=20_000):
        if source in index.concepts and not index.concepts[source].standard:
            index.maps_to.setdefault(source, []).append(target)
    # Mapping targets outside the index's domains (an ICD code mapped to an Observation, say).
    missing = {t for targets in index.maps_to.values() for t in targets if t not in index.concepts}
    if missing:
        extra = Concept.objects.filter(concept_id__in=missing, invalid_reason="").values_list(
            "concept_id", "concept_name", "domain_id", "vocabulary_id", "standard_concept"
        )
        for cid, name, domain, vocabulary, standard in extra:
            index.concepts[cid] = _Concept(cid, name, domain, vocabulary, standard == "S")
    for cid in non_standard:
        if cid not in index.maps_to:
            del index.concepts[cid]  # a non-standard concept that leads nowhere cannot be an answer
    for cid, concept in list(index.concepts.items()):
        if concept.domain_id in INDEX_DOMAINS:
            index.add_term(cid, concept.concept_name, is_name=True)
    synonyms = ConceptSynonym.objects.values_list("concept_id", "concept_synonym_name")
    for cid, name in synonyms.iterator(chunk_size=20_000):
        if cid in index.concepts:
            index.add_term(cid, name, is_name=False)
    index.finish()
    return index


_INDEX: _Index | None = None
_LOCK = threading.Lock()


def _index() -> _Index:
    global _INDEX
    index = _INDEX
    if index is None:
        with _LOCK:
            if _INDEX is None:
                _INDEX = _build_index()
            index = _INDEX
    return index
