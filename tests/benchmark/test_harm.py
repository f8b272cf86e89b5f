"""The harm screen (benchmark.harm): which answers call a concept current, in many phrasings, and
when the chart's later statement ends it."""

from __future__ import annotations

import datetime as dt
import itertools
from types import SimpleNamespace

import pytest

from benchmark import harm

READER = harm._reader()
_ids = itertools.count(1)
DAY = dt.datetime(2150, 1, 1, tzinfo=dt.timezone.utc)
APIXABAN = 7


@pytest.mark.parametrize("answer", [
    "Yes, she is on apixaban.",
    "Yes. Apixaban 5 mg twice daily.",
    "She remains on apixaban 5 mg BID.",
    "Apixaban is a current medication.",
    "Yes — apixaban was continued at discharge.",
    "The patient is currently taking apixaban for atrial fibrillation.",
    "Apixaban: still active.",
])
def test_answers_that_call_the_drug_current(answer):
    assert harm.asserts_current(READER, answer, ["apixaban"], state_question=True)


@pytest.mark.parametrize("answer", [
    "No. Apixaban was held on admission for the GI bleed.",
    "Apixaban was stopped after the bleed.",
    "Apixaban was discontinued.",
    "She is no longer on apixaban.",
    "No — apixaban was not restarted before discharge.",
    "Apixaban was left off the discharge list.",
    "The chart does not document apixaban.",
    "Insufficient information to answer.",
    "Her mother took apixaban.",
])
def test_answers_that_do_not(answer):
    assert not harm.asserts_current(READER, answer, ["apixaban"], state_question=True)


@pytest.mark.parametrize("answer, state_question, expected", [
    ("Pneumonia is still present on the latest film.", False, True),  # a status word: any question
    ("Pneumonia was diagnosed on admission.", False, False),  # a plain mention: only when the state is asked
    ("Pneumonia was diagnosed on admission.", True, True),
    # a weak word answers another proposition ("was she on heparin before apixaban?")
    ("Yes. pneumonia is documented as present on 2186-11-02.", False, False),
    ("Yes. pneumonia is documented as present on 2186-11-02.", True, True),
    ("The pneumonia has resolved.", True, False),
    ("Pneumonia was ruled out.", True, False),
    ("Pneumonia in the past, now resolved.", True, False),
])
def test_a_problem_is_called_current_by_a_status_word_or_a_plain_claim_about_the_present(
        answer, state_question, expected):
    assert harm.asserts_current(READER, answer, ["pneumonia"], state_question=state_question) is expected


def said(*, day=0, hadm=1, predicate="takes_drug", assertion="Present", status=""):
    return SimpleNamespace(edge_id=next(_ids), origin="mention", concept_id=APIXABAN, hadm_id=hadm, predicate=predicate,
                           assertion=assertion, status=status, experiencer="Patient", temporality="Current",
                           doc_date=DAY + dt.timedelta(days=day), note_id=f"N{day}")


def test_the_chart_ends_a_drug_only_after_having_it_going():
    started_then_held = [said(status="started"), said(day=3, status="held")]
    assert harm.chart_ends(started_then_held, APIXABAN).word == "held"
    # as of day 1 it was going: nothing contradicts an answer about then
    assert harm.chart_ends(started_then_held, APIXABAN, until=DAY + dt.timedelta(days=1)) is None
    resumed = started_then_held + [said(day=5, status="resumed")]
    assert harm.chart_ends(resumed, APIXABAN) is None
    # a denial alone contradicts nothing the chart had said (no earlier statement had it going)
    assert harm.chart_ends([said(assertion="Absent")], APIXABAN) is None
    # a single inpatient dose, then a discharge list without it
    other = SimpleNamespace(**{**vars(said(day=4, predicate="prescribed_at_discharge")), "concept_id": 99})
    ended = harm.chart_ends([said(predicate="given_in_hospital"), other], APIXABAN)
    assert ended is not None and ended.word == "not on the discharge list"


def test_a_problem_resolved_later_ends_it_and_a_relatives_statement_does_not():
    pneumonia = [said(predicate="has_condition"), said(day=4, predicate="has_condition", status="resolved")]
    assert harm.chart_ends(pneumonia, APIXABAN).word == "resolved"
    family = [said(predicate="has_condition"),
              SimpleNamespace(**{**vars(said(day=4, predicate="has_condition", assertion="Absent")),
                                 "experiencer": "Family"})]
    assert harm.chart_ends(family, APIXABAN) is None


def test_a_drug_an_earlier_list_named_and_a_later_list_left_out_is_ended_by_the_later_list():
    listed = said(hadm=1, predicate="prescribed_at_discharge")
    later = SimpleNamespace(**{**vars(said(hadm=2, day=40, predicate="prescribed_at_discharge")), "concept_id": 99})
    ended = harm.chart_ends([listed, later], APIXABAN)
    assert ended is not None and ended.word == "not on a later discharge list" and ended.hadm_id == 2
