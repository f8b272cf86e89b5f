"""The four temporal views (timeline, current state, historical, conflicts), on hand-made edges
and on a built graph."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

import pytest

from retrieval.graph.projections import conflicts, current_state, historical, timeline
from retrieval.graph.traversal import patient_edges, traverse
from retrieval.models import Patient
from tests.retrieval.graph_support import built_graph  # noqa: F401  (fixture)

CHF, PNA, AFIB, STATIN, BRCA = 319835, 255848, 313217, 1545958, 4112853
A1, A2 = 101, 202


def day(n: int, hour: int = 9) -> dt.datetime:
    return dt.datetime(2150, 1, n, hour, tzinfo=dt.timezone.utc)


@dataclass(frozen=True)
class Edge:
    concept_id: int
    label: str
    assertion: str
    temporality: str
    doc_date: dt.datetime | None
    hadm_id: int | None
    experiencer: str = "Patient"
    predicate: str = "has_condition"
    origin: str = "mention"
    assertion_confidence: float = 0.9
    allen_relation: str = "During"
    note_id: str = "n"

    @property
    def event_date(self):
        return self.doc_date if self.temporality == "Current" else None

    @property
    def valid_from(self):
        return self.doc_date if self.temporality in {"Current", "Future"} else None

    @property
    def valid_to(self):
        return self.doc_date if self.temporality == "Past" and self.assertion != "Present" else None


EDGES = [
    Edge(PNA, "Pneumonia", "Present", "Current", day(1), A1),
    Edge(PNA, "Pneumonia", "Absent", "Current", day(3), A1),
    Edge(CHF, "CHF", "Present", "Past", day(1), A1),  # chronic: open validity
    Edge(AFIB, "Atrial fibrillation", "Present", "Current", day(2), A1),
    Edge(AFIB, "Atrial fibrillation", "Historical", "Past", day(20), A2),
    Edge(STATIN, "Atorvastatin", "Conditional", "Future", day(21), A2, predicate="takes_drug"),
    Edge(BRCA, "Breast cancer", "Family_History", "Past", day(21), A2, experiencer="Family",
         predicate="family_history_of"),
    Edge(PNA, "Pneumonia", "Present", "Current", day(22), A2, origin="co_mention", predicate="treated_with"),
]


def test_the_timeline_orders_mentions_by_time_and_leaves_out_derived_edges():
    rows = timeline([*EDGES, Edge(CHF, "CHF", "Present", "Past", None, None)])
    assert len(rows) == 8
    assert [r.when for r in rows if r.when] == sorted(r.when for r in rows if r.when)
    assert {(r.label, r.assertion) for r in rows if r.when == day(1)} == {("Pneumonia", "Present"), ("CHF", "Present")}
    undated = [r for r in rows if r.when is None]
    assert [r.label for r in undated] == ["CHF"] and rows[-1] is undated[0]


def test_current_state_takes_the_latest_evidence_that_holds_now():
    rows = {r.concept_id: r for r in current_state(EDGES, concepts=[PNA, CHF, STATIN, BRCA, 42])}
    assert rows[PNA].assertion == "Absent" and rows[PNA].as_of == day(3) and rows[PNA].evidence == 2
    assert rows[CHF].assertion == "Present" and rows[CHF].temporality == "Past"  # open validity
    assert rows[AFIB].assertion == "Present" and rows[AFIB].as_of == day(2)  # the Historical mention is closed
    assert rows[STATIN].status == "not_found"  # conditional is not current
    assert rows[BRCA].status == "not_found"  # a relative's disease is not the patient's state
    assert rows[42].status == "not_found" and rows[42].label == "concept 42"


def test_historical_joins_past_mentions_and_what_the_latest_admission_dropped():
    rows = historical(EDGES)
    basis = {(r.concept_id, r.basis) for r in rows}
    assert (AFIB, "asserted_past") in basis and (CHF, "asserted_past") in basis
    assert (PNA, "earlier_admission_only") in basis  # present in A1, not asserted in A2
    assert not any(r.concept_id == BRCA for r in rows)
    pna = next(r for r in rows if r.concept_id == PNA)
    assert pna.hadm_ids == (A1,) and pna.last_seen == day(1)


def test_conflicts_are_present_and_absent_in_one_admission():
    rows = conflicts(EDGES)
    assert [(r.concept_id, r.hadm_id, r.assertions) for r in rows] == [(PNA, A1, {"Absent": 1, "Present": 1})]
    assert rows[0].absent.doc_date == day(3) and rows[0].present.doc_date == day(1)
    assert conflicts(EDGES[2:]) == []


@pytest.mark.django_db
def test_the_views_work_on_a_built_graph_and_on_traversal_results(built_graph):
    patient = Patient.objects.filter(dataset__name="kg").order_by("subject_id").first()
    edges = patient_edges(patient_id=patient.pk)
    rows = timeline(edges)
    assert rows and [r.when for r in rows if r.when] == sorted(r.when for r in rows if r.when)
    state = current_state(edges)
    assert state and all(r.status == "found" and r.assertion not in {"Hypothetical", "Conditional"} for r in state)
    assert len({r.concept_id for r in state}) == len(state)
    assert all(r.basis in {"asserted_past", "earlier_admission_only"} for r in historical(edges))
    for row in conflicts(edges):
        assert row.assertions["Present"] and row.assertions["Absent"]
    seeds = {r.concept_id for r in state[:3]}
    walked = traverse(patient_id=patient.pk, seeds=seeds, hops=2, max_edges=100_000)
    found = {r.concept_id for r in current_state(walked.edges, concepts=seeds) if r.status == "found"}
    assert seeds <= found
