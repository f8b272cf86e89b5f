"""A vocabulary change makes the next build redo the notes (the matcher finds other concepts)."""

from __future__ import annotations

import pytest

from retrieval.graph import build
from retrieval.models import Concept, ConceptSynonym, Patient
from retrieval.vocabulary import normalize
from tests.retrieval.graph_support import cohort, subset_matcher  # noqa: F401  (fixtures)

pytestmark = pytest.mark.django_db


def test_a_vocabulary_change_rebuilds_notes_that_an_unchanged_one_skips(cohort):  # noqa: F811
    patient = Patient.objects.filter(dataset=cohort).order_by("subject_id").first()
    first = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    assert first.notes_built == first.notes_total > 0
    before = build.build_version()
    again = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    assert again.notes_built == 0 and again.notes_unchanged == first.notes_total

    concept = Concept.objects.get(concept_id=319835)  # congestive heart failure
    ConceptSynonym.objects.create(concept=concept, concept_synonym_name="cardiac decompensation", language_concept_id=4180186)
    normalize.clear_cache()
    assert build.build_version() != before
    after = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    assert after.notes_built == first.notes_total and after.notes_unchanged == 0
