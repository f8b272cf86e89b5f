"""The vocabulary term matcher shared by the graph build (mentions in notes) and the graph
conditions (the concepts a question names)."""

from __future__ import annotations

from functools import lru_cache


def default_matcher():
    """A ``TermMatcher`` over every vocabulary term (``target_terms()``), built once per process
    (it takes seconds). After loading a vocabulary, call ``clear_matcher_cache()``."""
    return _vocabulary_matcher()


@lru_cache(maxsize=1)
def _vocabulary_matcher():
    from retrieval.nlp.pipeline import Term, TermMatcher
    from retrieval.vocabulary.normalize import target_terms

    return TermMatcher([Term(text, concept_id, domain) for text, concept_id, domain in target_terms()])


def clear_matcher_cache() -> None:
    _vocabulary_matcher.cache_clear()


def vocabulary_version() -> str:
    """The vocabulary's content digest (every indexed term and mapping in the database) and the
    matcher and normalizer code: which concepts a text names depends on nothing else."""
    from epikg_core.versions import files_digest
    from retrieval.vocabulary.normalize import vocabulary_digest

    from retrieval.nlp.compact import lookups_version

    return files_digest(modules=("retrieval.vocabulary.matcher", "retrieval.vocabulary.normalize",
                                 "retrieval.nlp.compact"), extra=vocabulary_digest() + lookups_version())
