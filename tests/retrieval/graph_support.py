"""Fixtures for the knowledge-graph tests: a small generated cohort, the vocabulary subset, one
term matcher per process, and a graph built once per test module for the read-only tests.

Tests may use the benchmark app's cohort generator for fixtures; production code in
``retrieval`` may not import it.
"""

from __future__ import annotations

import json
from contextlib import contextmanager

import pytest

from benchmark.synthetic.generate import generate_cohort
from retrieval.corpus.services import corpus_import
from retrieval.graph import build
from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym, Dataset, Patient
from retrieval.nlp.pipeline import Term, TermMatcher
from retrieval.vocabulary import matcher as vocabulary_matcher
from retrieval.vocabulary import normalize
from retrieval.vocabulary.services import vocabulary_load_subset

DATASET = "kg"
_MATCHERS: dict[tuple, TermMatcher] = {}


def load_vocabulary() -> None:
    vocabulary_load_subset()
    normalize.clear_cache()  # on_commit does not fire inside a test's transaction


def unload_vocabulary() -> None:
    """Remove what ``load_vocabulary`` wrote (a module fixture that committed it outside the tests'
    transactions cleans up after itself)."""
    for model in (ConceptAncestor, ConceptRelationship, ConceptSynonym, Concept):
        model.objects.all().delete()
    normalize.clear_cache()


@contextmanager
def written_chart(django_db_blocker, folder, dataset: str, patients: list[tuple], stays: dict, notes: dict):
    """A chart written for a test module, imported and built once, removed again after (with the
    vocabulary when the module loaded it): ``patients`` as (subject_id, gender, age), ``stays`` and
    ``notes`` by subject_id as (hadm_id, admittime, dischtime) and (note_id, hadm_id, note_type,
    charttime, text). Yields {subject_id: the Patient's primary key}."""
    (folder / "patients.jsonl").write_text("".join(
        json.dumps({"subject_id": s, "gender": g, "anchor_age": a}) + "\n" for s, g, a in patients))
    (folder / "admissions.jsonl").write_text("".join(
        json.dumps({"subject_id": s, "hadm_id": h, "admittime": a, "dischtime": d}) + "\n"
        for s, rows in stays.items() for h, a, d in rows))
    (folder / "notes.jsonl").write_text("".join(
        json.dumps({"note_id": n, "subject_id": s, "hadm_id": h, "note_type": t, "charttime": c, "text": x}) + "\n"
        for s, rows in notes.items() for n, h, t, c, x in rows))
    with django_db_blocker.unblock():
        had_vocabulary = Concept.objects.exists()
        load_vocabulary()
        corpus_import(folder=folder, dataset_name=dataset)
        build_dataset(dataset)
        ids = dict(Patient.objects.filter(dataset__name=dataset).values_list("subject_id", "pk"))
    try:
        yield ids
    finally:
        with django_db_blocker.unblock():
            Dataset.objects.filter(name=dataset).delete()
            if not had_vocabulary:
                unload_vocabulary()


def subset_matcher() -> TermMatcher:
    """A matcher over the loaded vocabulary's terms, built once per process per term list."""
    terms = tuple(normalize.target_terms())
    if terms not in _MATCHERS:
        _MATCHERS[terms] = TermMatcher([Term(text, cid, domain) for text, cid, domain in terms])
    return _MATCHERS[terms]


def import_cohort(folder, *, patients: int = 3, seed: int = 11, dataset: str = DATASET) -> Dataset:
    generate_cohort(out=folder, patients=patients, seed=seed, questions=27)
    corpus_import(folder=folder, dataset_name=dataset)
    return Dataset.objects.get(name=dataset)


def build_dataset(dataset: str = DATASET, **kwargs) -> list[build.PatientBuildResult]:
    kwargs.setdefault("matcher", subset_matcher())
    return [build.kg_build_patient(patient_id=pk, **kwargs)
            for pk in Patient.objects.filter(dataset__name=dataset).order_by("subject_id").values_list("pk", flat=True)]


@pytest.fixture
def cohort(db, tmp_path) -> Dataset:
    """The vocabulary subset and a freshly imported 3-patient cohort (not built)."""
    load_vocabulary()
    return import_cohort(tmp_path / "cohort")


@pytest.fixture
def use_subset_matcher(monkeypatch):
    """Make the default matcher (used by the command and the Celery task) the per-process one of
    these tests, built from whatever vocabulary is loaded when it is first needed."""
    monkeypatch.setattr(vocabulary_matcher, "default_matcher", subset_matcher)


@pytest.fixture(scope="module")
def built_graph(django_db_setup, django_db_blocker, tmp_path_factory):
    """A 3-patient cohort imported and built once for a whole module of read-only tests.

    Committed outside the tests' transactions, so it is removed again when the module is done.
    Yields the build results.
    """
    with django_db_blocker.unblock():
        had_vocabulary = Concept.objects.exists()
        load_vocabulary()
        import_cohort(tmp_path_factory.mktemp("kg-cohort"))
        results = build_dataset()
    try:
        yield results
    finally:
        with django_db_blocker.unblock():
            Dataset.objects.filter(name=DATASET).delete()
            if not had_vocabulary:
                for model in (ConceptAncestor, ConceptRelationship, ConceptSynonym, Concept):
                    model.objects.all().delete()
            normalize.clear_cache()
