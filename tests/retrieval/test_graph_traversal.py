"""Bounded bidirectional BFS over a patient's graph and the vocabulary (recursive CTE), on SQLite
and on PostgreSQL: hop counts, vocabulary hops, pruning, scoring, the frontier bound."""

from __future__ import annotations

import pytest
from django.db import connection

from retrieval.graph import traversal
from retrieval.graph.traversal import CURRENT_BONUS, RELEVANT_BONUS, traverse
from retrieval.models import Concept, ConceptRelationship, KGConceptLink, KGEdge, Patient
from tests.retrieval.graph_support import built_graph  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db

PARENT = 2_099_000_000  # test-only concepts, above the subset's local ids


def _patient():
    return Patient.objects.filter(dataset__name="kg").order_by("subject_id").first()


def _busiest_concept(patient) -> int:
    """A concept the patient has many mention edges and some concept → concept edges about."""
    linked = KGEdge.objects.filter(patient=patient, origin="co_mention").values_list("subject_concept_id", flat=True)
    return max(set(linked), key=lambda cid: KGEdge.objects.filter(patient=patient, concept_id=cid).count())


def _concept(concept_id: int, name: str) -> Concept:
    return Concept.objects.create(concept_id=concept_id, concept_name=name, domain_id="Condition",
                                  vocabulary_id="EpiKG", concept_class_id="Clinical Finding",
                                  standard_concept="S", concept_code=str(concept_id))


def test_one_hop_returns_the_facts_about_the_seeds(built_graph):
    patient = _patient()
    seed = _busiest_concept(patient)
    result = traverse(patient_id=patient.pk, seeds=[seed], hops=1, max_edges=10_000)
    about_seed = KGEdge.objects.filter(patient=patient, temporal_confidence__gte=0.3)
    expected = set(about_seed.filter(concept_id=seed).values_list("id", flat=True)) | set(
        about_seed.filter(subject_concept_id=seed).values_list("id", flat=True))
    assert {e.edge_id for e in result.edges} == expected
    assert {e.hop for e in result.edges} == {1} and {e.via for e in result.edges} == {"seed"}
    assert result.walked == 1 and not result.truncated


def test_more_hops_reach_further_along_the_patients_concept_edges(built_graph):
    patient = _patient()
    seed = _busiest_concept(patient)
    one, two, three = (traverse(patient_id=patient.pk, seeds=[seed], hops=h, max_edges=10_000) for h in (1, 2, 3))
    assert {e.edge_id for e in one.edges} < {e.edge_id for e in two.edges} <= {e.edge_id for e in three.edges}
    assert {e.hop for e in two.edges} == {1, 2}
    neighbours = set(KGEdge.objects.filter(patient=patient, subject_concept_id=seed, temporal_confidence__gte=0.3)
                     .values_list("concept_id", flat=True)) | set(
        KGEdge.objects.filter(patient=patient, concept_id=seed, subject_concept_id__isnull=False,
                              temporal_confidence__gte=0.3).values_list("subject_concept_id", flat=True))
    second = {e.concept_id for e in two.edges if e.hop == 2 and e.origin == "mention"}
    assert second and second <= neighbours
    assert all(e.via.split(" (")[0] in {"treated_with", "evaluated_by", "associated_with"}
               for e in two.edges if e.hop == 2)
    assert all(e.hop <= 3 for e in three.edges)
    assert all(e.edge_id in {x.id for x in KGEdge.objects.filter(patient=patient)} for e in three.edges[:50])


def test_it_walks_vocabulary_relationships_in_both_directions(built_graph):
    patient = _patient()
    has = KGEdge.objects.filter(patient=patient, origin="mention", temporal_confidence__gte=0.3).first()
    _concept(PARENT, "Test parent")
    _concept(PARENT + 1, "Test grandparent")
    ConceptRelationship.objects.create(concept_1_id=has.concept_id, relationship_id="Is a", concept_2_id=PARENT)
    ConceptRelationship.objects.create(concept_1_id=PARENT, relationship_id="Is a", concept_2_id=PARENT + 1)
    # Down from the parent (the reverse of 'Is a'): the child's facts are 2 hops away.
    assert traverse(patient_id=patient.pk, seeds=[PARENT], hops=1).edges == []
    two = traverse(patient_id=patient.pk, seeds=[PARENT], hops=2, max_edges=10_000)
    found = [e for e in two.edges if e.concept_id == has.concept_id and e.origin == "mention"]
    assert found and {(e.hop, e.via, e.reached_from) for e in found} == {(2, "Is a (reverse)", PARENT)}
    # From the grandparent it takes 3 hops.
    assert not [e for e in traverse(patient_id=patient.pk, seeds=[PARENT + 1], hops=2).edges]
    three = traverse(patient_id=patient.pk, seeds=[PARENT + 1], hops=3, max_edges=10_000)
    assert {e.hop for e in three.edges if e.concept_id == has.concept_id and e.origin == "mention"} == {3}
    # Up, along 'Is a': from the child, the parent is one step away (no facts of its own).
    up = traverse(patient_id=patient.pk, seeds=[has.concept_id], hops=3, relationships=["Is a"], max_edges=10_000)
    assert up.walked >= 3
    # Only the relationships asked for are walked.
    none = traverse(patient_id=patient.pk, seeds=[PARENT], hops=2, relationships=["Maps to"])
    assert none.edges == []


def test_it_prunes_low_confidence_edges_from_the_answer_and_the_walk(built_graph):
    patient = _patient()
    seed = _busiest_concept(patient)
    before = traverse(patient_id=patient.pk, seeds=[seed], hops=2, max_edges=10_000)
    low = KGEdge.objects.filter(patient=patient, concept_id=seed, origin="mention").first()
    KGEdge.objects.filter(pk=low.pk).update(temporal_confidence=0.29)
    KGEdge.objects.filter(patient=patient, subject_concept_id=seed).update(temporal_confidence=0.2)
    KGEdge.objects.filter(patient=patient, concept_id=seed, subject_concept_id__isnull=False).update(
        temporal_confidence=0.2)
    # The walk reads the links derived from those edges at build time.
    KGConceptLink.objects.filter(patient=patient, subject_concept_id=seed).update(temporal_confidence=0.2)
    KGConceptLink.objects.filter(patient=patient, object_concept_id=seed).update(temporal_confidence=0.2)
    after = traverse(patient_id=patient.pk, seeds=[seed], hops=2, max_edges=10_000)
    assert low.pk in {e.edge_id for e in before.edges} and low.pk not in {e.edge_id for e in after.edges}
    assert all(e.temporal_confidence >= 0.3 for e in after.edges)
    assert {e.hop for e in after.edges} == {1}  # the pruned concept → concept edges are not walked
    assert traverse(patient_id=patient.pk, seeds=[seed], hops=2, min_confidence=0.0, max_edges=10_000).edges


def test_it_scores_edges_by_confidence_relevance_and_current_temporality(built_graph):
    patient = _patient()
    seed = _busiest_concept(patient)
    relevant = {"has_condition", "treated_with"}
    result = traverse(patient_id=patient.pk, seeds=[seed], hops=2, relevant_predicates=relevant, max_edges=10_000)
    for e in result.edges:
        expected = (e.temporal_confidence + RELEVANT_BONUS * (e.predicate in relevant)
                    + CURRENT_BONUS * (e.temporality == "Current"))
        assert e.score == pytest.approx(expected)
    keys = [(-e.score, e.hop, e.edge_id) for e in result.edges]
    assert keys == sorted(keys)
    capped = traverse(patient_id=patient.pk, seeds=[seed], hops=2, relevant_predicates=relevant, max_edges=5)
    assert [e.edge_id for e in capped.edges] == [e.edge_id for e in result.edges[:5]]


def test_the_frontier_is_bounded(built_graph):
    patient = _patient()
    has = KGEdge.objects.filter(patient=patient, origin="mention").first()
    hub = PARENT + 10
    _concept(hub, "Hub")
    children = [_concept(PARENT + 100 + i, f"Child {i}") for i in range(60)]
    ConceptRelationship.objects.bulk_create(
        [ConceptRelationship(concept_1_id=c.concept_id, relationship_id="Is a", concept_2_id=hub) for c in children]
        + [ConceptRelationship(concept_1_id=has.concept_id, relationship_id="Is a", concept_2_id=c.concept_id)
           for c in children]
    )
    bounded = traverse(patient_id=patient.pk, seeds=[hub], hops=3, max_frontier=25)
    assert bounded.walked == 25 and bounded.truncated
    assert all(e.hop <= 3 for e in bounded.edges)
    # Breadth first: the bound keeps the seed and its nearest neighbours.
    free = traverse(patient_id=patient.pk, seeds=[hub], hops=3, max_frontier=100_000, max_edges=10_000)
    assert not free.truncated and free.walked > 60
    assert {e.concept_id for e in free.edges if e.origin == "mention"} >= {has.concept_id}


def test_seeds_that_appear_nowhere_give_nothing(built_graph):
    patient = _patient()
    nowhere = traverse(patient_id=patient.pk, seeds=[123_456_789_012], hops=3)
    assert nowhere.edges == [] and nowhere.walked == 1 and not nowhere.truncated
    assert traverse(patient_id=patient.pk, seeds=[], hops=2).edges == []
    other = Patient.objects.filter(dataset__name="kg").order_by("subject_id").last()
    seed = _busiest_concept(patient)
    mine = {e.edge_id for e in traverse(patient_id=patient.pk, seeds=[seed], hops=3, max_edges=10_000).edges}
    theirs = {e.edge_id for e in traverse(patient_id=other.pk, seeds=[seed], hops=3, max_edges=10_000).edges}
    assert not mine & theirs
    assert set(KGEdge.objects.filter(id__in=mine).values_list("patient_id", flat=True)) == {patient.pk}


def test_it_checks_its_arguments(built_graph):
    for hops in (0, 4):
        with pytest.raises(ValueError, match="hops must be 1, 2 or 3"):
            traverse(patient_id=1, seeds=[1], hops=hops)
    with pytest.raises(ValueError, match="positive"):
        traverse(patient_id=1, seeds=[1], hops=1, max_frontier=0)


@pytest.mark.postgres
def test_postgres_expands_each_step_through_the_indexes(built_graph):
    patient = _patient()
    sql, params = traversal._query(
        vendor="postgresql", patient_id=patient.pk, seeds=[_busiest_concept(patient)], max_depth=2,
        relationships=["Is a", "Maps to"], relevant=[], min_confidence=0.3, max_frontier=500, max_edges=200,
    )
    with connection.cursor() as cursor:
        cursor.execute("SET LOCAL enable_seqscan = off")  # the tiny test tables would otherwise be scanned
        cursor.execute("EXPLAIN " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    assert connection.vendor == "postgresql"
    assert "Recursive Union" in plan and "concept_rel_from" in plan and "concept_rel_to" in plan
    assert "kg_edge_patient_concept" in plan


@pytest.mark.postgres
def test_postgres_stops_the_recursion_at_the_frontier_bound(built_graph):
    patient = _patient()
    hub = PARENT + 20
    _concept(hub, "Big hub")
    ConceptRelationship.objects.bulk_create(
        [ConceptRelationship(concept_1_id=PARENT + 10_000 + i, relationship_id="Is a", concept_2_id=hub)
         for i in range(20_000)] + [ConceptRelationship(concept_1_id=PARENT + 10_000 + i, relationship_id="Is a",
                                                        concept_2_id=PARENT + 40_000 + i % 7) for i in range(20_000)],
        batch_size=5000,
    )
    sql, params = traversal._query(
        vendor="postgresql", patient_id=patient.pk, seeds=[hub], max_depth=2, relationships=["Is a"], relevant=[],
        min_confidence=0.3, max_frontier=50, max_edges=200,
    )
    with connection.cursor() as cursor:
        cursor.execute("EXPLAIN (ANALYZE, FORMAT TEXT) " + sql, params)
        plan = "\n".join(row[0] for row in cursor.fetchall())
    # The CTE scan under the LIMIT read 50 rows, so the recursion never produced the 40,000.
    assert "CTE Scan on walk" in plan and "rows=50 " in plan.split("CTE Scan on walk")[1].split("\n")[0]
    assert traverse(patient_id=patient.pk, seeds=[hub], hops=3, max_frontier=50).walked == 50
