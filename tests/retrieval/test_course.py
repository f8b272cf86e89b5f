"""The course of a problem or drug (retrieval.graph.course): each statement's state, the state as of
a time and at the end of an admission, on hand-built statements."""

from __future__ import annotations

import datetime as dt
import itertools
from types import SimpleNamespace

import pytest

from retrieval.conditions import routing
from retrieval.graph import course

_ids = itertools.count(1)
DAY = dt.datetime(2150, 1, 1, tzinfo=dt.timezone.utc)
ASPIRIN, PNEUMONIA = 10, 20


def said(concept_id=ASPIRIN, *, day=0, hadm=1, predicate="takes_drug", assertion="Present", status="",
         experiencer="Patient", temporality="Current"):
    return SimpleNamespace(edge_id=next(_ids), origin="mention", concept_id=concept_id, hadm_id=hadm,
                           predicate=predicate, assertion=assertion, status=status, experiencer=experiencer,
                           temporality=temporality, doc_date=DAY + dt.timedelta(days=day), assertion_confidence=1.0,
                           label=f"concept {concept_id}", valid_from=None, valid_to=None, event_date=None)


def state(edges, **kwargs):
    found = course.state_as_of(edges, **kwargs).get(edges[0].concept_id)
    return found.state if found else None


@pytest.mark.parametrize("statements, expected", [
    ([said(), said(day=1, status="held")], "held"),
    ([said(status="held"), said(day=1, status="resumed")], "resumed"),
    ([said(status="started"), said(day=2, status="dose_changed")], "dose_changed"),
    ([said(status="started"), said(day=1, assertion="Absent")], "stopped"),  # "was not restarted"
    ([said(status="started"), said(day=1, status="completed")], "completed"),
    ([said(predicate="prescribed_at_discharge", day=3)], "on the discharge list"),
])
def test_the_last_statement_that_keeps_a_drug_going_or_ends_it_decides(statements, expected):
    assert state(statements) == expected


def test_a_bare_mention_or_a_home_list_line_after_a_hold_does_not_restart_the_drug():
    statements = [said(status="held"), said(day=1), said(day=2, predicate="took_before_admission")]
    assert state(statements) == "held"
    assert [s.word for s in course.course(statements)[ASPIRIN]] == ["held", "documented", "home medication"]


def test_a_single_inpatient_dose_is_no_current_drug_and_a_discharge_list_without_it_ends_it():
    dose = [said(predicate="given_in_hospital")]
    assert state(dose) is None  # documented, never current
    other = said(99, day=2, predicate="prescribed_at_discharge")
    assert state(dose + [other], discharge_lists={1}) == course.NOT_LISTED
    # a denied inpatient order says nothing of the drug's course
    assert course.course([said(predicate="given_in_hospital", assertion="Absent")])[ASPIRIN][0].course == course.DOCUMENTED


def test_the_last_admission_that_names_a_drug_decides_and_an_earlier_stay_does_not_outlive_it():
    statements = [said(hadm=1, predicate="prescribed_at_discharge"), said(hadm=2, day=30, status="stopped")]
    assert state(statements) == "stopped"
    assert state(statements, hadm_id=1) == "on the discharge list"  # at the end of the first stay
    assert state(statements, until=DAY + dt.timedelta(days=10)) == "on the discharge list"  # as of day 10


@pytest.mark.parametrize("statement, expected", [
    (dict(), "present"),
    (dict(assertion="Possible"), "suspected"),
    (dict(assertion="Absent"), "absent"),
    (dict(status="resolved"), "resolved"),
    (dict(assertion="Historical"), "resolved"),
    (dict(assertion="Absent", temporality="Past"), "resolved"),
    (dict(status="chronic"), "chronic"),
    (dict(temporality="Past"), "history of"),
])
def test_each_problem_statement_reads_as_a_state(statement, expected):
    found = course.course([said(PNEUMONIA, predicate="has_condition", **statement)])[PNEUMONIA]
    assert found[0].kind == "problem" and found[0].state == expected


def test_a_problem_is_as_the_latest_statement_says_and_as_of_an_earlier_time_as_it_was_then():
    statements = [said(PNEUMONIA, predicate="has_condition"),
                  said(PNEUMONIA, predicate="has_condition", day=5, status="resolved")]
    assert state(statements) == "resolved"
    assert state(statements, until=DAY + dt.timedelta(days=2)) == "present"
    # a stated status outranks a bare mention written at the same time
    same_day = [said(PNEUMONIA, predicate="has_condition", day=5, status="resolved"),
                said(PNEUMONIA, predicate="has_condition", day=5)]
    assert state(same_day) == "resolved"


def test_relatives_plans_and_conditions_state_no_course_of_the_patients():
    for other in (dict(experiencer="Family"), dict(assertion="Hypothetical"), dict(assertion="Conditional")):
        assert course.course([said(PNEUMONIA, predicate="has_condition", **other)]) == {}


def test_routing_reads_drugs_through_the_course():
    statements = [said(status="started"), said(day=1, status="held"), said(77, predicate="given_in_hospital")]
    assert routing.medication_state(statements) == {ASPIRIN: (statements[1], "held")}
    routed = routing.route_current_state(statements, concepts=[ASPIRIN])
    rows = [(g, st) for e, g, st in zip(routed.edges, routed.groups, routed.statuses) if e.concept_id == ASPIRIN]
    assert rows == [("stopped", "held")]


def test_a_later_stays_discharge_list_that_leaves_a_drug_out_ends_it():
    listed = said(hadm=1, predicate="prescribed_at_discharge")
    other = said(99, hadm=2, day=40, predicate="prescribed_at_discharge")
    edges = [listed, other]
    lists = course.discharge_list_dates(edges)
    assert lists == {1: listed.doc_date, 2: other.doc_date}
    assert state(edges, discharge_lists=lists) == course.NOT_LISTED_LATER
    found = course.state_as_of(edges, discharge_lists=lists)[ASPIRIN]
    assert found.hadm_id == 2 and found.edge is listed  # the drug's own last statement, the later stay's list
    # as of the first stay, or given only which stays have lists, the first list still holds
    assert state(edges, discharge_lists=lists, until=DAY + dt.timedelta(days=10)) == "on the discharge list"
    assert state(edges, discharge_lists={1, 2}) == "on the discharge list"
    # a later list that names it again keeps it
    again = said(hadm=2, day=40, predicate="prescribed_at_discharge")
    assert state(edges + [again], discharge_lists=course.discharge_list_dates(edges + [again])) == \
        "on the discharge list"
    # a stay's own statements are all an at-the-end-of-that-stay reading uses
    assert state(edges, discharge_lists=lists, hadm_id=1) == "on the discharge list"


def test_a_current_state_question_after_a_later_list_left_the_drug_out_is_answered_stopped():
    listed = said(hadm=1, predicate="prescribed_at_discharge")
    edges = [listed, said(99, hadm=2, day=40, predicate="prescribed_at_discharge")]
    routed = routing.route_current_state(edges, concepts=[ASPIRIN], discharge_lists=course.discharge_list_dates(edges))
    rows = [(g, st) for e, g, st in zip(routed.edges, routed.groups, routed.statuses) if e.concept_id == ASPIRIN]
    assert rows == [("stopped", course.NOT_LISTED_LATER)]


@pytest.mark.parametrize("after", [dict(assertion="Possible"), dict(), dict(assertion="Possible", temporality="Current")])
def test_a_resolution_in_the_same_note_has_the_last_word_over_a_hedged_or_bare_mention(after):
    # "developed delirium …; delirium resolved by discharge; attributed to opioids and sleep loss"
    note = [said(PNEUMONIA, predicate="has_condition", day=3),
            said(PNEUMONIA, predicate="has_condition", day=3, assertion="Historical", temporality="Past",
                 status="resolved"),
            said(PNEUMONIA, predicate="has_condition", day=3, **after)]
    earlier = [said(PNEUMONIA, predicate="has_condition", day=0)]
    routed = routing.route_current_state(earlier + note, concepts=[PNEUMONIA])
    assert ("resolved", "resolved") in list(zip(routed.groups, routed.statuses))
    assert "current" not in routed.groups
    assert course.state_as_of(earlier + note)[PNEUMONIA].state == "resolved"
