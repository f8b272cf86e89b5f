"""Allen relations (App. R: 13 → 9), valid time and temporal confidence of edges, and the rule file."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from retrieval.graph.rules import RULES_FILE, GraphRuleError, header_words, load_graph_rules
from retrieval.graph.temporal import ALLEN_13_TO_9, Admission, allen, allen13, explicit_dates, first_date, place_mention
from retrieval.models import AllenRelation

T = [dt.datetime(2150, 1, d, tzinfo=dt.timezone.utc) for d in range(1, 12)]
RULES = load_graph_rules()
SCORES = RULES.confidence


@pytest.mark.parametrize("x, y, relation", [
    ((0, 1), (2, 4), "before"), ((0, 2), (2, 4), "meets"), ((5, 6), (2, 4), "after"), ((4, 6), (2, 4), "met_by"),
    ((1, 3), (2, 4), "overlaps"), ((3, 5), (2, 4), "overlapped_by"), ((2, 3), (2, 4), "starts"),
    ((2, 5), (2, 4), "started_by"), ((3, 4), (2, 4), "finishes"), ((1, 4), (2, 4), "finished_by"),
    ((3, 3), (2, 4), "during"), ((1, 5), (2, 4), "contains"), ((2, 4), (2, 4), "equals"),
    ((2, 2), (2, 4), "starts"), ((4, 4), (2, 4), "finishes"),  # instants at the ends
])
def test_it_names_allens_thirteen_relations(x, y, relation):
    assert allen13(T[x[0]], T[x[1]], T[y[0]], T[y[1]]) == relation


def test_it_merges_them_into_the_nine_stored_values():
    assert len(ALLEN_13_TO_9) == 13
    assert set(ALLEN_13_TO_9.values()) == set(AllenRelation) - {AllenRelation.UNKNOWN}
    assert allen(T[0], T[2], T[2], T[4]) == "Before" and allen(T[2], T[4], T[2], T[4]) == "Concurrent"
    with pytest.raises(ValueError):
        allen13(T[3], T[1], T[0], T[4])


STAY = Admission(T[2], T[6])


def place(assertion, temporality, when, *, experiencer="Patient", note_type="PN", admission=STAY):
    return place_mention(assertion=assertion, experiencer=experiencer, temporality=temporality, doc_time=when,
                         note_type=note_type, admission=admission, scores=SCORES)


def test_current_mentions_hold_at_the_note():
    p = place("Present", "Current", T[4].replace(hour=9))
    assert (p.event_date, p.valid_from, p.valid_to) == (T[4].replace(hour=9), T[4].replace(hour=9), None)
    assert p.allen_relation == "During" and p.temporal_confidence == 0.9
    assert place("Absent", "Current", T[2]).allen_relation == "Starts"
    assert place("Present", "Current", T[4]).temporal_confidence == 0.8  # a date without a time
    assert place("Present", "Current", T[0].replace(hour=9)).allen_relation == "Before"


def test_past_mentions_end_by_the_note_unless_chronic():
    resolved = place("Historical", "Past", T[4].replace(hour=9))
    assert (resolved.valid_from, resolved.valid_to) == (None, T[4].replace(hour=9))
    assert resolved.allen_relation == "Before" and resolved.temporal_confidence == 0.7
    chronic = place("Present", "Past", T[4].replace(hour=9))
    assert (chronic.valid_from, chronic.valid_to) == (None, None)
    assert chronic.allen_relation == "Contains" and chronic.temporal_confidence == 0.6


def test_future_mentions_start_at_the_note():
    plan = place("Conditional", "Future", T[4].replace(hour=9))
    assert (plan.valid_from, plan.valid_to) == (T[4].replace(hour=9), None) and plan.allen_relation == "Overlaps"
    assert place("Hypothetical", "Future", T[5], note_type="DS").allen_relation == "After"


def test_confidence_drops_without_an_admission_or_with_inconsistent_times():
    alone = place("Present", "Current", T[4].replace(hour=9), admission=None)
    assert alone.allen_relation == "Unknown" and alone.temporal_confidence == 0.7
    still_admitted = place("Present", "Current", T[4].replace(hour=9), admission=Admission(T[2], None))
    assert still_admitted.allen_relation == "During" and still_admitted.temporal_confidence == 0.8
    # Charted two months after discharge, date only, one-sided: 0.8 − 0.2 − 0.4, pruned by traversal.
    far = place("Historical", "Past", T[10].replace(month=3), admission=STAY)
    assert far.allen_relation == "Before" and far.temporal_confidence == 0.2
    family = place("Family_History", "Past", T[4].replace(hour=9), experiencer="Family")
    assert family.allen_relation == "Unknown" and family.temporal_confidence == 0.6


# -- the rule file ------------------------------------------------------------------------------------


def predicate(header="", section="", domain="Condition", experiencer="Patient", note_type="PN"):
    return RULES.predicate_for(experiencer=experiencer, header=header_words(header), section=section,
                               domain=domain, note_type=note_type)


def test_the_shipped_rules_choose_predicates_by_experiencer_header_and_domain():
    assert predicate(experiencer="Family", domain="Drug") == "family_history_of"
    assert predicate("Allergies", domain="Drug") == "allergic_to"
    assert predicate("Discharge Medications", domain="Drug") == "prescribed_at_discharge"
    assert predicate("Medications on Admission", domain="Drug") == "took_before_admission"
    assert predicate("Discharge Medications", domain="Condition") == "has_condition"
    assert predicate("Findings", note_type="RR") == "imaging_shows"
    assert predicate("Findings", note_type="PN") == "has_condition"
    assert predicate("Pertinent Results", domain="Measurement") == "has_lab_result"
    assert predicate(domain="Drug") == "takes_drug"
    assert predicate(domain="Spec Anatomic Site") == "mentions_concept"
    assert " discharge medications " in header_words("DISCHARGE  MEDICATIONS")


def _write(tmp_path, change) -> object:
    data = json.loads(RULES_FILE.read_text())
    change(data)
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(colour="red"), "colour: unknown key"),
    (lambda d: d["predicate_rules"].insert(0, {"domains": ["Drug"], "predicate": "cures"}),
     "predicate_rules.0.predicate: Input should be 'allergic_to'"),
    (lambda d: d["predicate_rules"].insert(0, {"domains": ["Drug"], "predicate": "treated_with"}),
     "predicate_rules.0.predicate: Input should be"),
    (lambda d: d["predicate_rules"][0].update(experiencer="Neighbour"),
     "predicate_rules.0.experiencer: Input should be 'Patient' or 'Family'"),
    (lambda d: d["predicate_rules"][1].update(section="allergies"),
     "predicate_rules.1.section: unknown key"),
    (lambda d: d["predicate_rules"][1].update(headers=["allergies", " "]),
     "predicate_rules.1.headers.1: String should match"),
    (lambda d: d["temporal_confidence"].pop("open"), "temporal_confidence.open: required key is missing"),
    (lambda d: d["temporal_confidence"].update(open=3),
     "temporal_confidence.open: Input should be less than or equal to 1"),
    (lambda d: d["co_mention"]["rules"][0].update(predicate="has_condition"),
     "co_mention.rules.0.predicate: Input should be"),
    (lambda d: d["co_mention"].update(max_mentions_per_sentence=1),
     "co_mention.max_mentions_per_sentence: Input should be greater than or equal to 2"),
    (lambda d: d.pop("version"), "version: required key is missing"),
])
def test_the_rule_loader_names_what_is_wrong(tmp_path, change, message):
    with pytest.raises(GraphRuleError) as error:
        load_graph_rules(_write(tmp_path, change))
    assert str(error.value).startswith("rules.json: ") and message in str(error.value)


# -- dates the text states (read by epikg_core.dates) -------------------------------------------

NOTE_TIME = dt.datetime(2177, 8, 16, 9, 30, tzinfo=dt.timezone.utc)


def day(year, month, dom):
    return dt.datetime(year, month, dom, tzinfo=dt.timezone.utc)


@pytest.mark.parametrize("after, expected", [
    (" (8/15-8/17) was started", (day(2177, 8, 15), day(2177, 8, 17))),
    (": 8/15 - 8/17", (day(2177, 8, 15), day(2177, 8, 17))),
    (" from 8/15 to 8/20", (day(2177, 8, 15), day(2177, 8, 20))),
    (" started 8/15", (day(2177, 8, 15), None)),
    (" on 2177-08-15", (day(2177, 8, 15), None)),
    (" started Aug 15 through Aug 17", (day(2177, 8, 15), day(2177, 8, 17))),
    (" on 15th of August 2176", (day(2176, 8, 15), None)),
    (" 8/15/77", (day(2177, 8, 15), None)),       # two-digit year: the note's century
    (" 8/15/88", (day(2088, 8, 15), None)),       # more than ten years after the note: the century before
    (" (8/17-8/15)", (day(2177, 8, 17), None)),   # an end before its start is not a range
])
def test_it_reads_the_date_written_right_after_a_mention(after, expected):
    assert explicit_dates(after, NOTE_TIME) == expected


def test_it_reads_no_date_that_is_not_right_after_the_mention():
    assert explicit_dates(" was given for pneumonia on 8/15", NOTE_TIME) is None
    assert explicit_dates(" " * 41 + "8/15", NOTE_TIME) is None
    assert explicit_dates(" (2/30)", NOTE_TIME) is None
    assert explicit_dates(" L4/5", NOTE_TIME) is None


def test_it_places_year_less_dates_around_the_turn_of_the_year():
    december = dt.datetime(2177, 12, 20, tzinfo=dt.timezone.utc)
    january = dt.datetime(2178, 1, 2, tzinfo=dt.timezone.utc)
    assert explicit_dates(" 1/5", december) == (day(2178, 1, 5), None)   # a plan two weeks ahead
    assert explicit_dates(" 12/28-1/1", january) == (day(2177, 12, 28), day(2178, 1, 1))
    assert first_date("CXR 12/31: clear", january) == day(2177, 12, 31)
    assert first_date("no date here", january) is None
