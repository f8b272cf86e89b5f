"""Each routing rule of Algorithm 1 on hand-built graphs (no database)."""

from __future__ import annotations

import datetime as dt
import itertools

import pytest

from retrieval.conditions import routing
from retrieval.graph.traversal import TraversalEdge

_ids = itertools.count(1)
A1, A2 = 101, 202  # two admissions, A1 first


def day(n: int) -> dt.datetime:
    return dt.datetime(2150, 1, 1, tzinfo=dt.timezone.utc) + dt.timedelta(days=n)


def edge(concept_id, label, *, hadm=A1, on=0, assertion="Present", temporality="Current", predicate="has_condition",
         experiencer="Patient", valid_to=None, score=1.0, reached_from=None, status="") -> TraversalEdge:
    when = day(on)
    return TraversalEdge(
        edge_id=next(_ids), predicate=predicate, origin="mention", subject_concept_id=None, concept_id=concept_id,
        label=label, assertion=assertion, assertion_confidence=0.9, experiencer=experiencer, temporality=temporality,
        allen_relation="During", temporal_confidence=0.9, event_date=when if temporality == "Current" else None,
        valid_from=when if temporality == "Current" else None, valid_to=valid_to, doc_date=when, hadm_id=hadm,
        note_id=f"n{hadm}-{on}", mention_text=label, status=status, hop=1, score=score, via="seed",
        reached_from=reached_from,
    )


def groups(routed) -> dict[str, list[str]]:
    result: dict[str, list[str]] = {}
    for e, g in zip(routed.edges, routed.groups):
        result.setdefault(g, []).append(e.label)
    return result


# -- Change --------------------------------------------------------------------------------------


def test_change_compares_the_discharge_lists_of_two_admissions():
    edges = [
        edge(1, "metoprolol", hadm=A1, on=0, predicate="prescribed_at_discharge"),
        edge(2, "lisinopril", hadm=A1, on=0, predicate="prescribed_at_discharge"),
        edge(1, "metoprolol", hadm=A2, on=100, predicate="prescribed_at_discharge"),
        edge(3, "atorvastatin", hadm=A2, on=100, predicate="prescribed_at_discharge"),
        # inpatient-only orders are not discharge medications
        edge(4, "vancomycin", hadm=A2, on=95, predicate="given_in_hospital"),
    ]
    routed = routing.route_change(edges)
    # a continued drug keeps both lists' lines: the later one, then the earlier one its dose is compared with
    assert groups(routed) == {"added": ["atorvastatin"], "removed": ["lisinopril"],
                              "continued": ["metoprolol", "metoprolol"]}
    assert routed.compared_admissions == [A1, A2]


def test_change_marks_an_explicitly_discontinued_drug_absent():
    edges = [
        edge(2, "lisinopril", hadm=A1, on=0, predicate="takes_drug"),
        edge(2, "lisinopril", hadm=A2, on=100, predicate="takes_drug", assertion="Absent"),  # "discontinued lisinopril"
        edge(1, "metoprolol", hadm=A1, on=0, predicate="takes_drug"),
        edge(1, "metoprolol", hadm=A2, on=100, predicate="takes_drug"),
    ]
    routed = routing.route_change(edges)
    assert groups(routed) == {"removed": ["lisinopril"], "continued": ["metoprolol", "metoprolol"]}
    assert routed.statuses[routed.groups.index("removed")] == "Absent"


def test_change_within_one_stay_compares_home_and_discharge_medications():
    edges = [
        edge(1, "metformin", on=0, predicate="took_before_admission"),
        edge(2, "aspirin", on=0, predicate="took_before_admission"),
        edge(2, "aspirin", on=5, predicate="prescribed_at_discharge"),
        edge(3, "insulin glargine", on=5, predicate="prescribed_at_discharge"),
    ]
    routed = routing.route_change(edges, hadm_ids=[A1])
    assert groups(routed) == {"added": ["insulin glargine"], "removed": ["metformin"], "continued": ["aspirin", "aspirin"]}
    assert routed.note == "home medications vs discharge medications"


def test_change_within_one_stay_without_a_home_list_adds_nothing():
    # a stay whose home medications were never read as a list: every discharge drug "added"
    # would be a false story (issue 32's probe 3)
    edges = [
        edge(2, "aspirin", on=5, predicate="prescribed_at_discharge"),
        edge(3, "insulin glargine", on=5, predicate="prescribed_at_discharge"),
    ]
    routed = routing.route_change(edges, hadm_ids=[A1])
    assert groups(routed) == {"added": ["aspirin", "insulin glargine"]} and routed.note == routing.NO_HOME_LIST
    # the drugs of a question about one drug: the stay's home list is known from elsewhere
    asked = routing.route_change(edges[1:], hadm_ids=[A1], home_lists={A1})
    assert asked.note == "home medications vs discharge medications"
    assert routing.route_change(edges[1:], hadm_ids=[A1], home_lists=set()).note == routing.NO_HOME_LIST


def test_without_a_home_list_the_reader_lists_the_discharge_drugs_and_says_nothing_was_compared():
    from retrieval.conditions.base import Evidence, GraphFact
    from retrieval.generation.extractive import extractive_answer

    facts = [GraphFact(edge_id=i, concept_id=i, label=name, predicate="prescribed_at_discharge", assertion="Present",
                       experiencer="Patient", temporality="Current", date="2150-01-05", hadm_id=A1, note_id="ds",
                       allen_relation="During", temporal_confidence=0.9, score=1.0, hop=1, via="seed", group="added")
             for i, name in ((1, "Aspirin"), (2, "Insulin glargine"))]
    evidence = Evidence(condition="C4g", facts=facts, intent="Change", settings={"change_basis": routing.NO_HOME_LIST})
    answer = extractive_answer("What's different on his discharge list?", evidence)
    assert answer.startswith("Discharge medications: Aspirin, Insulin glargine.") and "Added" not in answer, answer


def test_change_ignores_family_statements_and_uses_the_asked_pair():
    a3 = 303
    edges = [
        edge(1, "warfarin", hadm=A1, on=0, predicate="takes_drug"),
        edge(2, "apixaban", hadm=A2, on=50, predicate="takes_drug"),
        edge(3, "digoxin", hadm=a3, on=100, predicate="takes_drug"),
        edge(4, "tamoxifen", hadm=A2, on=50, predicate="takes_drug", experiencer="Family"),
    ]
    routed = routing.route_change(edges, hadm_ids=[A1, A2])
    assert groups(routed) == {"added": ["apixaban"], "removed": ["warfarin"]}


# -- Current state ---------------------------------------------------------------------------------


def test_current_state_keeps_current_statements_and_reports_missing_concepts():
    edges = [
        edge(10, "atrial fibrillation", on=1),
        edge(10, "atrial fibrillation", on=3),
        edge(11, "pneumonia", on=2, assertion="Absent"),
        edge(12, "insulin", on=2, assertion="Hypothetical", temporality="Future", predicate="takes_drug"),
    ]
    routed = routing.route_current_state(edges, concepts=[10, 11, 12, 13])
    by_label = {e.label: (g, s, e.doc_date) for e, g, s in zip(routed.edges, routed.groups, routed.statuses)}
    assert by_label["atrial fibrillation"] == ("current", "Present", day(3))  # deduplicated: the latest
    assert by_label["pneumonia"][1] == "Absent"
    assert "insulin" not in by_label  # a plan is not a current state
    assert routed.not_found == [12, 13]


def test_current_state_drops_a_problem_a_later_note_puts_in_the_past():
    edges = [
        edge(20, "cholecystitis", on=1),
        edge(20, "cholecystitis", on=9, assertion="Historical", temporality="Past", valid_to=day(9)),
    ]
    routed = routing.route_current_state(edges, concepts=[20])
    assert groups(routed) == {"resolved": ["cholecystitis"]}
    assert routed.not_found == [20]


def test_current_state_counts_a_narrower_concept_for_the_asked_one():
    edges = [edge(31, "congestive heart failure", on=1, reached_from=30)]
    routed = routing.route_current_state(edges, concepts=[30], related={31: 30})
    assert routed.not_found == []


# -- Historical ------------------------------------------------------------------------------------


def test_historical_infers_resolution_from_an_earlier_admission():
    edges = [
        edge(40, "pneumonia", hadm=A1, on=0),
        edge(41, "diabetes", hadm=A1, on=0),
        edge(41, "diabetes", hadm=A2, on=100),
    ]
    routed = routing.route_historical(edges)
    assert groups(routed) == {"earlier_admission_only": ["pneumonia"]}
    assert routed.statuses == ["resolved"]


def test_historical_keeps_past_statements_and_flags_chronic_ones_still_active():
    edges = [
        edge(50, "cholecystitis", hadm=A2, on=100, assertion="Historical", temporality="Past", valid_to=day(100)),
        edge(51, "chronic kidney disease", hadm=A2, on=100, temporality="Current"),  # "history of CKD": chronic
    ]
    routed = routing.route_historical(edges, concepts=[51])
    assert groups(routed) == {"asserted_past": ["cholecystitis"], "still_active": ["chronic kidney disease"]}


# -- Default ---------------------------------------------------------------------------------------


def test_default_keeps_the_best_scored_edges():
    edges = [edge(60 + i, f"finding {i}", score=0.5 + i / 100) for i in range(50)]
    routed = routing.route_default(edges, limit=5)
    assert [e.label for e in routed.edges] == [f"finding {i}" for i in (49, 48, 47, 46, 45)]


# -- medication status: the latest state, not any Present mention ----------------------------------

FUROSEMIDE, METOPROLOL, HEPARIN, LISINOPRIL, CKD = 11, 12, 13, 14, 15
HOME, INPATIENT, DISCHARGE = "took_before_admission", "given_in_hospital", "prescribed_at_discharge"


def test_a_drug_held_at_the_latest_statement_is_not_current():
    edges = [edge(FUROSEMIDE, "furosemide", on=0, predicate=HOME),
             edge(FUROSEMIDE, "furosemide", on=1, predicate=INPATIENT, status="held")]
    routed = routing.route_current_state(edges, concepts=[FUROSEMIDE])
    assert groups(routed) == {"stopped": ["furosemide"]}
    assert routed.statuses == ["held"] and routed.not_found == []


def test_a_drug_resumed_after_a_hold_is_current_again():
    edges = [edge(FUROSEMIDE, "furosemide", on=0, predicate=INPATIENT, status="held"),
             edge(FUROSEMIDE, "furosemide", on=2, predicate=INPATIENT, status="resumed")]
    assert groups(routing.route_current_state(edges, concepts=[FUROSEMIDE])) == {"current": ["furosemide"]}


def test_a_drug_stopped_on_the_discharge_list_is_not_current():
    edges = [edge(LISINOPRIL, "lisinopril", on=0, predicate=HOME),
             edge(LISINOPRIL, "lisinopril", on=3, predicate=DISCHARGE, status="stopped")]
    routed = routing.route_current_state(edges, concepts=[LISINOPRIL], discharge_lists={A1})
    assert groups(routed) == {"stopped": ["lisinopril"]} and routed.statuses == ["stopped"]


def test_an_inpatient_only_order_left_off_the_discharge_list_is_not_current():
    edges = [edge(HEPARIN, "heparin", on=0, predicate=INPATIENT),
             edge(METOPROLOL, "metoprolol", on=3, predicate=DISCHARGE)]
    routed = routing.route_current_state(edges, concepts=[HEPARIN, METOPROLOL], discharge_lists={A1})
    assert groups(routed) == {"stopped": ["heparin"], "current": ["metoprolol"]}
    assert routed.statuses[0] == "not on the discharge list"


def test_a_completed_course_is_not_current_and_a_dose_change_is():
    edges = [edge(FUROSEMIDE, "furosemide", on=0, predicate=DISCHARGE, status="dose_changed"),
             edge(METOPROLOL, "metoprolol", on=0, predicate=HOME, status="completed")]
    routed = routing.route_current_state(edges, concepts=[FUROSEMIDE, METOPROLOL])
    assert groups(routed) == {"stopped": ["metoprolol"], "current": ["furosemide"]}


def test_a_problem_a_later_note_calls_resolved_is_not_current():
    edges = [edge(CKD, "pneumonia", on=0), edge(CKD, "pneumonia", on=5, status="resolved")]
    routed = routing.route_current_state(edges, concepts=[CKD])
    assert groups(routed) == {"resolved": ["pneumonia"]}


def test_change_a_drug_marked_stop_on_the_discharge_list_is_removed_and_a_dose_change_continues():
    edges = [edge(LISINOPRIL, "lisinopril", on=0, predicate=HOME),
             edge(FUROSEMIDE, "furosemide", on=0, predicate=HOME),
             edge(LISINOPRIL, "lisinopril", on=3, predicate=DISCHARGE, status="stopped"),
             edge(FUROSEMIDE, "furosemide", on=3, predicate=DISCHARGE, status="dose_changed")]
    routed = routing.route_change(edges, kind="drug")
    assert groups(routed) == {"removed": ["lisinopril"], "continued": ["furosemide", "furosemide"]}
    assert routed.statuses == ["Absent", "dose changed", "earlier list"]
    later, earlier = (e for e, g in zip(routed.edges, routed.groups) if g == "continued")
    assert (later.predicate, earlier.predicate) == (DISCHARGE, HOME)


@pytest.mark.parametrize("plans", [0, 1, 3])
def test_a_problem_only_ever_named_in_the_past_or_as_a_plan_is_resolved_not_missing(plans):
    # "h/o DVT, resolved" and daily "Prophylaxis: DVT" lines: nothing holds now, the history is resolved
    edges = [edge(CKD, "DVT", on=0, assertion="Historical", temporality="Past", valid_to=day(0))]
    edges += [edge(CKD, "DVT", on=1 + i, assertion="Hypothetical", temporality="Future") for i in range(plans)]
    edges += [edge(CKD, "DVT", on=9, assertion="Historical", temporality="Past", valid_to=day(9), status="resolved")]
    routed = routing.route_current_state(edges, concepts=[CKD])
    assert groups(routed) == {"resolved": ["DVT"]}


def test_a_past_problem_not_asked_about_is_not_reported():
    edges = [edge(CKD, "DVT", on=9, assertion="Historical", temporality="Past", valid_to=day(9))]
    assert routing.route_current_state(edges, concepts=[999]).edges == []


# -- The state when a stay ended ("did she go home on X?") -----------------------------------------


def at_discharge(edges, concepts, *, hadm=A1, has_list=True, related=None):
    routed = routing.route_at_discharge(edges, hadm_id=hadm, concepts=concepts, has_list=has_list, related=related)
    return groups(routed), routed.statuses, routed.not_found


def test_a_drug_on_the_stays_discharge_list_went_home_with_the_patient():
    edges = [edge(METOPROLOL, "metoprolol", on=0, predicate=HOME),
             edge(METOPROLOL, "metoprolol", on=3, predicate=DISCHARGE)]
    assert at_discharge(edges, [METOPROLOL]) == ({"on_discharge": ["metoprolol"]}, ["on the discharge list"], [])


@pytest.mark.parametrize("status", ["held", "stopped", "completed"])
def test_a_drug_the_stay_ended_did_not_go_home_even_if_listed_earlier(status):
    edges = [edge(LISINOPRIL, "lisinopril", on=0, predicate=HOME),
             edge(LISINOPRIL, "lisinopril", on=2, predicate=DISCHARGE, status=status)]
    assert at_discharge(edges, [LISINOPRIL]) == ({"off_at_discharge": ["lisinopril"]}, [status], [])


def test_an_inpatient_only_drug_left_off_the_discharge_list_did_not_go_home():
    edges = [edge(HEPARIN, "heparin", on=0, predicate=INPATIENT),
             edge(METOPROLOL, "metoprolol", on=3, predicate=DISCHARGE)]
    found, statuses, missing = at_discharge(edges, [HEPARIN])
    assert found == {"off_at_discharge": ["heparin"]} and statuses == ["not on the discharge list"] and not missing


def test_a_denied_restart_ends_a_drug_whatever_its_cue_word():
    # "never take lisinopril with Entresto", "lisinopril was not restarted": Absent with a start cue
    edges = [edge(LISINOPRIL, "lisinopril", on=0, predicate=HOME),
             edge(LISINOPRIL, "lisinopril", on=2, predicate=DISCHARGE, status="stopped"),
             edge(LISINOPRIL, "lisinopril", on=2, predicate=DISCHARGE, assertion="Absent", status="started")]
    assert at_discharge(edges, [LISINOPRIL])[0] == {"off_at_discharge": ["lisinopril"]}
    assert groups(routing.route_current_state(edges, concepts=[LISINOPRIL], discharge_lists={A1})) == {
        "stopped": ["lisinopril"]}


def test_only_the_asked_stay_counts_and_a_drug_it_never_names_is_not_found():
    edges = [edge(FUROSEMIDE, "furosemide", hadm=A1, on=0, predicate=DISCHARGE),
             edge(METOPROLOL, "metoprolol", hadm=A2, on=30, predicate=DISCHARGE)]
    assert at_discharge(edges, [FUROSEMIDE], hadm=A2) == ({}, [], [FUROSEMIDE])
    assert at_discharge(edges, [FUROSEMIDE], hadm=A1)[0] == {"on_discharge": ["furosemide"]}


def test_without_a_discharge_list_the_stays_last_statement_is_kept_undecided():
    edges = [edge(HEPARIN, "heparin", on=0, predicate=INPATIENT),
             edge(FUROSEMIDE, "furosemide", on=1, predicate=INPATIENT, status="held")]
    assert at_discharge(edges, [HEPARIN, FUROSEMIDE], has_list=False)[0] == {
        "off_at_discharge": ["furosemide"], "no_discharge_list": ["heparin"]}


def test_a_relatives_drug_and_a_vocabulary_relative():
    narrower = 9_999_001
    edges = [edge(METOPROLOL, "metoprolol", on=0, predicate=HOME, experiencer="Family"),
             edge(narrower, "metoprolol succinate", on=3, predicate=DISCHARGE)]
    found, _, missing = at_discharge(edges, [METOPROLOL], related={narrower: METOPROLOL})
    assert found == {"on_discharge": ["metoprolol succinate"]} and not missing
    assert at_discharge(edges[:1], [METOPROLOL]) == ({}, [], [METOPROLOL])


def test_default_keeps_the_relatives_statements_it_is_given_first_within_the_limit():
    own = [edge(CKD, "ckd", on=n, score=2.0) for n in range(10)]
    mother = edge(CKD, "ckd", on=20, experiencer="Family", assertion="Family_History", score=0.5)
    routed = routing.route_default(own + [mother], limit=4, first=[mother])
    assert len(routed.edges) == 4 and mother in routed.edges
    assert mother not in routing.route_default(own + [mother], limit=4).edges  # crowded out without it
