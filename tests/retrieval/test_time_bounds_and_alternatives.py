"""Graph answers to a question bounded in time ("any AF before July?": only what the notes dated
before then say) and to a question between alternatives ("septic toe or gout?", "lupus, or
something else?": never a "Yes" about one label). No database: facts and sentences built here.
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, GraphFact, Passage
from retrieval.generation.extractive import extractive_answer

AF = {"concept_id": 1, "label": "Atrial fibrillation", "text": "AF", "domain": "Condition"}
GOUT = {"concept_id": 2, "label": "Gout", "text": "gout", "domain": "Condition"}


def fact(concept, day, *, assertion="Present", edge_id, source=None, hadm_id=2):
    return GraphFact(edge_id=edge_id, concept_id=concept["concept_id"], label=concept["label"],
                     predicate="has_condition", assertion=assertion, experiencer="Patient", temporality="Current",
                     date=day, hadm_id=hadm_id, note_id=f"n{edge_id}", allen_relation="During", temporal_confidence=0.9,
                     score=1.0, hop=0, via="seed", source=source, mention_text=concept["text"])


def sentence(text, rank, day, hadm_id=2):
    return Passage(f"n{rank}", 0, len(text), text, 9, note_type="ED", charttime=day, rank=rank, hadm_id=hadm_id)


def evidence(concept, facts, passages=()):
    return Evidence(condition="C4g", facts=list(facts), intent="Default", question_concepts=[concept], focus=[concept],
                    passages=list(passages))


NEW_IN_JULY = evidence(AF, [fact(AF, "2206-07-20", edge_id=1, source=1), fact(AF, "2206-07-24", edge_id=2)],
                       [sentence("ECG: AF with RVR, new.", 1, "2206-07-20")])


@pytest.mark.parametrize("question, named", [
    ("Any AF before July?", "July 2206"),
    ("Was she in AF before June?", "June 2206"),
    ("AF prior to July 2206?", "July 2206"),
    ("Any atrial fibrillation before 7/1?", "2206-07-01"),
    ("Any AF before mid-July?", "July 2206"),
    ("Had she ever had AF before July?", "July 2206"),
])
def test_nothing_before_the_bound_is_a_no_with_the_first_date(question, named):
    got = extractive_answer(question, NEW_IN_JULY)
    assert got.startswith(f"No. Atrial fibrillation is not documented before {named}; it is first documented on "
                          "2206-07-20"), got


@pytest.mark.parametrize("question", ["Any AF before August?", "Was she in AF before 7/25?", "Any AF?"])
def test_a_bound_after_the_mention_or_none_keeps_the_yes(question):
    assert extractive_answer(question, NEW_IN_JULY).startswith("Yes"), question


def test_what_came_before_the_bound_answers():
    ev = evidence(AF, [fact(AF, "2206-02-11", edge_id=3, hadm_id=1), fact(AF, "2206-07-20", edge_id=1)])
    assert extractive_answer("Any AF before July?", ev).startswith(
        "Yes. Atrial fibrillation is documented as present on 2206-02-11")


@pytest.mark.parametrize("question", [
    "Septic toe or gout?",
    "Gout or a septic joint?",
    "The toe in August - gout, or something else?",
    "Which was it, gout or infection?",
])
def test_a_question_between_alternatives_gets_no_yes_about_one(question):
    ev = evidence(GOUT, [fact(GOUT, "2201-08-05", edge_id=5, source=1)],
                  [sentence("Impression: acute gout flare of the left first MTP joint, crystal-proven.", 1,
                            "2201-08-05")])
    got = extractive_answer(question, ev)
    assert not got.startswith(("Yes", "No")), got
    assert "crystal-proven" in got  # the sentence that settles it is quoted


def test_a_yes_no_question_that_names_alternatives_still_gets_its_verdict():
    ev = evidence(GOUT, [fact(GOUT, "2201-08-05", edge_id=5, source=1)],
                  [sentence("Impression: acute gout flare, crystal-proven.", 1, "2201-08-05")])
    assert extractive_answer("Did he have gout or pseudogout?", ev).startswith("Yes")


@pytest.mark.parametrize("question", [
    "Gout — suspected or confirmed?",
    "Was the gout confirmed or just clinical?",
    "Gout: confirmed, or only suspected?",
])
def test_alternatives_about_certainty_answer_how_certain(question):
    ev = evidence(GOUT, [fact(GOUT, "2201-08-05", edge_id=5, source=1)],
                  [sentence("Impression: acute gout flare, crystal-proven.", 1, "2201-08-05")])
    got = extractive_answer(question, ev)
    assert got.startswith(("Confirmed", "Yes")), got


@pytest.mark.parametrize("reason", [
    "INDICATION: 45 year old woman with syncope and new gout.",
    "Reason for exam: r/o gout vs septic joint.",
    "CLINICAL HISTORY: gout?",
])
def test_a_conclusion_rests_on_a_finding_not_on_a_studys_reason(reason):
    ev = evidence(GOUT, [fact(GOUT, "2201-08-04", edge_id=4, source=1), fact(GOUT, "2201-08-05", edge_id=5, source=2)],
                  [sentence(reason, 1, "2201-08-04"),
                   sentence("Impression: acute gout flare, crystal-proven.", 2, "2201-08-05")])
    got = extractive_answer("Did he have gout?", ev)
    assert got.startswith("Yes") and "crystal-proven" in got and reason not in got, got


@pytest.mark.parametrize("question, text, expected", [
    ("How long was the heparin drip?", "Heparin drip from 3/12 at 08:00 to 3/15 at 08:00.", "72 hours"),
    ("How long was she on the insulin infusion?", "Insulin infusion 3/2 20:00 - 3/3 10:00, then glargine.", "14 hours"),
    ("How long did the nicardipine drip run?", "Nicardipine drip from 3/2 at 9 pm until 3/4 at 6 am.", "33 hours"),
    ("How long was the vancomycin?", "Vancomycin (3/6-3/8), then stopped.", "3 days"),  # no times: days, both counted
    ("How long was the Lasix drip?", "Lasix drip 3/2 at 08:00 to 3/4.", "3 days"),  # one time only: days
])
def test_a_course_with_clock_times_is_counted_in_hours(question, text, expected):
    passage = Passage("n1", 0, len(text), text, 9, note_type="DS", charttime="2201-03-16", rank=1, hadm_id=2)
    got = extractive_answer(question, Evidence(condition="C2b", passages=[passage]))
    assert got.startswith(expected), got
