"""The epistemic invariant (paper 000 App. B, Definition 1): for every mention, the epistemic state
(concept, α, experiencer, τa) is the same at extraction, in the stored edge and in the serialized
evidence — and the serialization reads back."""

from __future__ import annotations

from collections import Counter

import pytest

from retrieval.graph.serialize import FactFormatError, parse_fact, parse_facts, serialize_edge, serialize_edges
from retrieval.graph.traversal import patient_edges, traverse
from retrieval.models import KGEdge, Note, Patient
from retrieval.nlp.pipeline import find_and_classify
from tests.retrieval.graph_support import built_graph, subset_matcher  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


def test_it_preserves_every_mentions_state_from_extraction_to_serialized_evidence(built_graph):
    matcher = subset_matcher()
    stored = {
        (e.note_id, e.span_start, e.span_end): e
        for e in KGEdge.objects.filter(origin="mention").select_related("object", "note")
    }
    mentions = 0
    non_present = Counter()
    for note in Note.objects.filter(dataset__name="kg"):
        for m in find_and_classify(note.text, matcher):
            a = m.annotation
            extracted = (m.concept_id, *a.epistemic_state)
            edge = stored.pop((note.pk, a.start, a.end))
            in_edge = (edge.concept_id, edge.assertion, edge.experiencer, edge.temporality)
            fact = parse_fact(serialize_edge(edge))
            assert extracted == in_edge == fact.epistemic_state, (note.note_id, a.start, a.text)
            assert edge.assertion_confidence == a.confidence
            assert edge.trigger == a.triggers()
            mentions += 1
            non_present[a.assertion.value] += a.assertion.value != "Present"
    assert not stored, "edges without a mention"
    assert mentions > 1000
    # The cohort exercises the non-Present labels the invariant is about.
    assert {"Absent", "Possible", "Hypothetical", "Family_History", "Historical"} <= {k for k, v in non_present.items() if v}


def test_concept_to_concept_edges_carry_their_object_mentions_state(built_graph):
    mention = {
        (e.note_id, e.span_start, e.span_end): (e.concept_id, e.assertion, e.experiencer, e.temporality)
        for e in KGEdge.objects.filter(origin="mention")
    }
    co = KGEdge.objects.filter(origin="co_mention")
    assert co.exists()
    for e in co:
        assert mention[(e.note_id, e.span_start, e.span_end)] == (e.concept_id, e.assertion, e.experiencer,
                                                                   e.temporality)
        assert e.subject.concept_id == e.subject_concept_id != e.concept_id


def test_traversal_results_serialize_to_the_stored_states(built_graph):
    patient = Patient.objects.filter(dataset__name="kg").first()
    seeds = set(KGEdge.objects.filter(patient=patient, origin="mention").values_list("concept_id", flat=True)[:5])
    result = traverse(patient_id=patient.pk, seeds=seeds, hops=2)
    text = serialize_edges(result.edges, title="Evidence")
    facts = parse_facts(text)
    assert len(facts) == len(result.edges) > 0
    stored = {e.id: e for e in KGEdge.objects.filter(id__in=[e.edge_id for e in result.edges])}
    for edge, fact in zip(result.edges, facts):
        s = stored[edge.edge_id]
        assert fact.epistemic_state == (s.concept_id, s.assertion, s.experiencer, s.temporality)
        assert fact.label == edge.label and fact.predicate == s.predicate


def test_the_serialized_fact_reads_like_the_paper_and_back():
    class Edge:
        concept_id, assertion, experiencer, temporality = 255848, "Absent", "Patient", "Current"
        predicate, hadm_id, note_id, allen_relation, temporal_confidence = "has_condition", 7, "7-PN-1", "During", 0.9
        event_date = valid_from = valid_to = doc_date = None
        label = "Pneumonia [lobar]; right"

    line = serialize_edge(Edge())
    assert line.startswith("Absent: Pneumonia [lobar]; right [concept=255848; experiencer=Patient; ")
    fact = parse_fact(line)
    assert fact.epistemic_state == (255848, "Absent", "Patient", "Current")
    assert fact.label == "Pneumonia [lobar]; right" and fact.fields["note"] == "7-PN-1"
    with pytest.raises(FactFormatError, match="unknown assertion 'Maybe'"):
        parse_fact("Maybe: x [concept=1; experiencer=Patient; temporality=Current; predicate=has_condition]")
    with pytest.raises(FactFormatError, match="missing field"):
        parse_fact("Absent: x [concept=1; experiencer=Patient]")


def test_patient_edges_serialize_like_traversal_edges(built_graph):
    patient = Patient.objects.filter(dataset__name="kg").first()
    edges = patient_edges(patient_id=patient.pk)
    assert edges and all(e.hop == 0 for e in edges)
    for edge in edges[:50]:
        stored = KGEdge.objects.get(pk=edge.edge_id)
        assert parse_fact(serialize_edge(edge)).epistemic_state == (
            stored.concept_id, stored.assertion, stored.experiencer, stored.temporality)
