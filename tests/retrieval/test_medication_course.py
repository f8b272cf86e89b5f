"""What happened to a drug within a stay (``retrieval.generation.medication_course``): the
conclusion from the home and discharge lists first (with their doses), then the course in the
order the notes state it; and the question forms that reach it — "what happened to / with …",
"dose on the way in vs out", class questions as Change questions, plan questions."""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, GraphFact, Passage
from retrieval.conditions.intent import classify_keyword, question_form
from retrieval.generation.extractive import extractive_answer
from retrieval.generation.medication_course import drug_course
from retrieval.generation.text_reader import plan_question

LISINOPRIL = {"concept_id": 5, "label": "lisinopril", "text": "lisinopril", "domain": "Drug", "start": 0, "end": 10}
ENTRESTO = {"concept_id": 6, "label": "sacubitril / valsartan", "text": "Entresto", "domain": "Drug"}
#: how the chart writes each drug (the graph keeps every mention's text)
WRITTEN = {5: "lisinopril", 6: "Sacubitril-valsartan"}


def said(predicate, status="", *, day="2189-08-23", edge_id, source=None, concept=LISINOPRIL, assertion="Present"):
    return GraphFact(edge_id=edge_id, concept_id=concept["concept_id"], label=concept["label"], predicate=predicate,
                     assertion=assertion, experiencer="Patient", temporality="Current", date=day, hadm_id=1,
                     note_id="ds", allen_relation="During", temporal_confidence=0.9, score=1.0, hop=0, via="seed",
                     clinical_status=status, source=source, mention_text=WRITTEN[concept["concept_id"]])


def line(text, rank, start, note_type="DS", day="2189-08-26"):
    return Passage("ds", start, start + len(text), text, 9, note_type=note_type, charttime=day, rank=rank, hadm_id=1)


def evidence(*facts, passages=(), concept=LISINOPRIL, intent="Default", question=""):
    return Evidence(condition="C4g", facts=list(facts), intent=intent, question_concepts=[concept], focus=[concept],
                    passages=list(passages), scope_admissions=[1], question_parts=[question] if question else [])


# a stay that held the drug after surgery and sent the patient home on a lower dose: the discharge
# summary says "held" early in its course and lists the lower dose at the end
HELD_THEN_LOWER = (
    said("took_before_admission", day="2189-08-20", edge_id=10, source=1),
    said("takes_drug", "held", day="2189-08-23", edge_id=11, source=2),
    said("takes_drug", "held", day="2189-08-26", edge_id=30, source=3),
    said("prescribed_at_discharge", day="2189-08-26", edge_id=12, source=4),
)
HELD_THEN_LOWER_TEXT = (
    line("3. Lisinopril 10 mg PO DAILY", 1, 100, note_type="ED", day="2189-08-20"),
    line("SBP 88-95 after surgery; lisinopril held.", 2, 50, note_type="PN", day="2189-08-23"),
    line("After surgery lisinopril was held for hypotension.", 3, 400),
    line("4. Lisinopril 5 mg PO DAILY", 4, 900),
)


@pytest.mark.parametrize("question", [
    "What happened with his lisinopril around the hip surgery?",
    "What happened to his lisinopril?",
    "what did they do with the lisinopril",
    "Lisinopril after the surgery?",
    "lisinopril dose on the way in vs on the way out?",
    "Lisinopril: admission vs discharge?",
])
def test_the_conclusion_comes_from_the_two_lists_with_their_doses(question):
    answer = extractive_answer(question, evidence(*HELD_THEN_LOWER, passages=HELD_THEN_LOWER_TEXT, question=question))
    assert answer.startswith("Continued at a lower dose: lisinopril 10 mg PO DAILY on admission, 5 mg PO DAILY at "
                             "discharge."), answer
    # held in the stay, and on the discharge list at its end: the list has the last word
    assert "was held (2189-08-23), then resumed by discharge (on the discharge list) (2189-08-26)" in answer


def test_within_a_day_the_course_reads_in_the_order_the_note_wrote_it():
    facts = (said("took_before_admission", day="2189-08-20", edge_id=1, source=1),
             # the edge written last comes first in the summary's text
             said("takes_drug", "resumed", day="2189-08-26", edge_id=2, source=3),
             said("takes_drug", "held", day="2189-08-26", edge_id=9, source=2))
    text = (line("Lisinopril 10 mg daily", 1, 10), line("Lisinopril was held after surgery.", 2, 200),
            line("Lisinopril was resumed on the day of discharge.", 3, 300))
    answer = drug_course(evidence(*facts, passages=text), LISINOPRIL)
    assert "Lisinopril was resumed (2189-08-26)." in answer


@pytest.mark.parametrize("status, head", [("held", "Held and not restarted by the end of the stay: lisinopril."),
                                          ("stopped", "Stopped: lisinopril."), ("completed", "Stopped: lisinopril.")])
def test_a_drug_the_stay_ended_and_did_not_list_is_said_to_have_ended(status, head):
    facts = (said("took_before_admission", edge_id=1, source=1), said("takes_drug", status, edge_id=2, source=2))
    text = (line("Lisinopril 10 mg daily", 1, 10), line(f"Lisinopril {status}.", 2, 100))
    assert drug_course(evidence(*facts, passages=text), LISINOPRIL).startswith(head)


def test_a_discharge_line_that_holds_the_drug_is_no_discharge_prescription():
    facts = (said("took_before_admission", edge_id=1, source=1),
             said("takes_drug", "held", day="2192-08-22", edge_id=2, source=2),
             said("prescribed_at_discharge", "held", day="2192-08-27", edge_id=3, source=3))
    text = (line("Furosemide 40 mg PO DAILY", 1, 10), line("Lisinopril held for BP 88/54.", 2, 100),
            line("HELD- Lisinopril 10 mg PO DAILY This medication was held.", 3, 900))
    answer = drug_course(evidence(*facts, passages=text), LISINOPRIL)
    assert answer.startswith("Held and not restarted by the end of the stay")
    assert "resumed by discharge" not in answer


def test_the_same_dose_on_both_lists_is_continued_and_a_new_drug_is_started():
    same = (said("took_before_admission", edge_id=1, source=1), said("prescribed_at_discharge", edge_id=2, source=2))
    text = (line("Lisinopril 10 mg daily", 1, 10), line("Lisinopril 10 mg daily", 2, 900))
    assert drug_course(evidence(*same, passages=text), LISINOPRIL).startswith(
        "Continued: lisinopril 10 mg daily on admission, 10 mg daily at discharge.")
    new = (said("takes_drug", "started", edge_id=1, source=1), said("prescribed_at_discharge", edge_id=2, source=2))
    text = (line("Start lisinopril 5 mg daily.", 1, 10), line("Lisinopril 5 mg daily", 2, 900))
    assert drug_course(evidence(*new, passages=text), LISINOPRIL).startswith(
        "Started: lisinopril was started in this stay and is on the discharge list.")


def test_a_brand_name_is_shown_with_the_charts_name_and_a_dose_range_is_read():
    facts = (said("took_before_admission", edge_id=1, source=1, concept=ENTRESTO),
             said("prescribed_at_discharge", "dose_changed", edge_id=2, source=2, concept=ENTRESTO))
    text = (line("Sacubitril-valsartan 49-51 mg PO BID", 1, 10), line("Sacubitril-valsartan 24-26 mg PO BID", 2, 900))
    answer = drug_course(evidence(*facts, passages=text, concept=ENTRESTO), ENTRESTO)
    assert answer.startswith("Continued at a lower dose: Entresto (sacubitril / valsartan) 49-51 mg PO BID on "
                             "admission, 24-26 mg PO BID at discharge."), answer


def test_nothing_said_of_the_drug_in_the_stay_is_no_course():
    other_stay = GraphFact(**{**said("takes_drug", "held", edge_id=1).__dict__, "hadm_id": 2})
    assert drug_course(evidence(other_stay), LISINOPRIL) is None


@pytest.mark.parametrize("question", [
    "What happened to his diuretics at the first admission?",
    "what happened with her blood thinners",
    "BP meds after the first fall?",
    "Meds in vs out in July?",
    "Compare his February and September discharge meds.",
    "Diabetes meds at the August discharge vs admission?",
    "What did they do with his seizure meds?",
    "Inhalers versus home?",
    "How were her antibiotics after the surgery",
])
def test_a_question_naming_a_class_of_medications_is_a_change_question(question):
    assert classify_keyword(question).intent == "Change", question


@pytest.mark.parametrize("question", [
    "He's anticoagulated - did the head CT after his fall show any bleeding?",  # a yes / no clause
    "Antibiotics before or after the surgery?",  # an order
    "How long were the antibiotics after the surgery?",  # a length
    "What happened to her kidney function after the contrast?",  # no medication named
    "If the cultures grow, what antibiotics?",  # a condition
])
def test_a_class_word_alone_does_not_make_a_change_question(question):
    assert classify_keyword(question).intent != "Change", question


@pytest.mark.parametrize("question, both", [
    ("Entresto dose on the way in vs on the way out?", True),
    ("Metoprolol: admission vs discharge?", True),
    ("Her insulin coming in vs going out?", True),
    ("What dose did she go home on?", False),
    ("Lisinopril at discharge?", False),
])
def test_the_two_ends_of_a_stay_are_no_discharge_question(question, both):
    assert ("both_ends" in question_form(question)) is both, question


@pytest.mark.parametrize("question, kind", [
    ("Plan for the spironolactone after the March discharge?", "action"),
    ("plan with the apixaban?", "action"),
    ("ID's plan if the markers didn't come down?", "action"),
    ("When was she supposed to restart the Eliquis?", "action"),
    ("when is he due to restart warfarin", "action"),
    ("What was the ICD criterion, and was it met?", "condition"),
    ("What were the transfusion criteria?", "condition"),
    ("Did the plan change?", ""),
    ("What was the trigger for the exacerbation?", ""),
])
def test_plan_questions_in_their_short_forms(question, kind):
    assert plan_question(question) == kind, question


# -- how long, in the chart's own names; which came first, in short forms ------------------------

def _text(*sentences, hadm_id=1):
    return [Passage("n", 0, len(t), t, 9, note_type="DS", charttime="2203-09-17", hadm_id=hadm_id, rank=i + 1)
            for i, t in enumerate(sentences)]


ENOXAPARIN = {"concept_id": 8, "label": "enoxaparin", "text": "Lovenox", "domain": "Drug"}


@pytest.mark.parametrize("question, expected", [
    ("How long is the Lovenox?", "28 days"),  # the brand asked, the generic written
    ("Lovenox — how long?", "28 days"),  # the topic before the asked clause
    ("Steroid course length?", "5 days"),  # a class asked, a member written
    ("How many days of steroids?", "5 days"),
    ("Arm restrictions after the ICD — how long?", "4 weeks"),
    ("And antibiotics with the gallbladder — how long?", "3 days"),  # the asked stay's course, not another's
])
def test_a_duration_is_found_under_the_charts_name_for_what_lasted(question, expected):
    from retrieval.generation.text_reader import text_duration

    passages = _text("Enoxaparin 40 mg daily, started 10/20, for 28 days.",
                     "Methylprednisolone once in the ED, then prednisone 40 mg daily for 5 days.",
                     "Post ICD: no lifting the left arm above the shoulder for 4 weeks.",
                     "Piperacillin-tazobactam 9/12 through 9/14, 3 days in total.")
    passages += _text("Ceftriaxone, then cefpodoxime, for 7 days of antibiotics in total.", hadm_id=2)
    evidence = Evidence(condition="C4g", passages=passages, question_concepts=[ENOXAPARIN] if "Lovenox" in question
                        else [], scope_admissions=[1])
    assert text_duration(question, evidence).startswith(expected), question


@pytest.mark.parametrize("question, events", [
    ("TTE or TEE first, and which found it?", ("TTE", "TEE")),
    ("Gene test, MRI, ICD — order?", ("Gene test", "MRI", "ICD")),
    ("EGD, banding and TIPS: in what order?", ("EGD", "banding", "TIPS")),
    ("Which came first for him, the atrial fibrillation or the hip fracture?", ("atrial fibrillation", "hip fracture")),
    ("After the banding, which came first: nadolol or restarting his diuretics?",
     ("nadolol", "restarting his diuretics")),
    ("Naproxen first or the dyspnea first?", ("Naproxen", "dyspnea")),
])
def test_short_and_compound_order_questions_are_read(question, events):
    from retrieval.generation.ordering import asks_order, parse_sequence

    assert parse_sequence(question).events == events
    assert asks_order(question)


@pytest.mark.parametrize("question", ["After the fall, did she have a CT?", "What happened after the surgery?"])
def test_a_time_phrase_alone_asks_no_order(question):
    from retrieval.generation.ordering import asks_order

    assert not asks_order(question)


@pytest.mark.parametrize("question", [
    "what antibiotic is he going home on?", "Which antibiotics was she discharged on?", "abx at discharge?",
    "what blood thinner did he go home on", "Diuretics on discharge?", "What inhalers is she leaving on?",
])
def test_a_class_asked_at_discharge_is_a_change_question_about_that_list(question):
    assert classify_keyword(question).intent == "Change", question
    assert "at_discharge" in question_form(question), question


def test_a_class_asked_at_discharge_names_the_class_drugs_on_the_discharge_list():
    def grouped(label, group, concept_id):
        return GraphFact(edge_id=concept_id, concept_id=concept_id, label=label, predicate="prescribed_at_discharge",
                         assertion="Present", experiencer="Patient", temporality="Current", date="2170-02-24",
                         hadm_id=1, note_id="ds", allen_relation="During", temporal_confidence=0.9, score=1.0, hop=0,
                         via="seed", group=group)

    facts = [grouped("cephalexin", "added", 1), grouped("vancomycin", "removed", 2), grouped("metformin", "continued", 3)]
    answer = extractive_answer("what antibiotic is he going home on?",
                               Evidence(condition="C4g", facts=facts, intent="Change", question_concepts=[]))
    assert answer.startswith("Antibiotic medications on the discharge list: cephalexin. Stopped or left off: "
                             "vancomycin."), answer
    assert "metformin" not in answer


@pytest.mark.parametrize("question", ["Had he ever been on propranolol?", "Has he ever been on propranolol before?",
                                      "Was he ever on propranolol?"])
def test_a_drug_taken_in_the_past_is_said_to_have_been_taken_not_resolved(question):
    propranolol = {"concept_id": 14, "label": "propranolol", "text": "propranolol", "domain": "Drug"}

    def past(status, edge_id, group="asserted_past"):
        return GraphFact(edge_id=edge_id, concept_id=14, label="propranolol", predicate="takes_drug", assertion="Present",
                         experiencer="Patient", temporality="Past", date="2190-01-01", hadm_id=1, note_id="ds",
                         allen_relation="Before", temporal_confidence=0.9, score=1.0, hop=0, via="seed", group=group,
                         clinical_status=status)

    stopped = Evidence(condition="C4g", intent="Historical", question_concepts=[propranolol], focus=[propranolol],
                       facts=[past("started", 1), past("stopped", 2)])
    answer = extractive_answer(question, stopped)
    assert answer.startswith("Yes, in the past: propranolol was taken and then stopped (2190-01-01)."), answer
    assert "problem" not in answer and "resolved" not in answer
    still = Evidence(condition="C4g", intent="Historical", question_concepts=[propranolol], focus=[propranolol],
                     facts=[past("continued", 1, group="still_active")])
    assert extractive_answer(question, still).startswith("Yes, and it is still taken: propranolol."), question


@pytest.mark.parametrize("question", ["Was she ever on Bactrim prophylaxis, and is she still taking it?",
                                      "Has she been on Bactrim before, and is she still on it?"])
def test_a_past_and_a_present_part_are_both_answered(question):
    bactrim = {"concept_id": 15, "label": "sulfamethoxazole / trimethoprim", "text": "Bactrim", "domain": "Drug"}
    stopped = GraphFact(edge_id=1, concept_id=15, label="sulfamethoxazole / trimethoprim", predicate="takes_drug",
                        assertion="Present", experiencer="Patient", temporality="Current", date="2193-05-01",
                        hadm_id=1, note_id="ds", allen_relation="During", temporal_confidence=0.9, score=1.0, hop=0,
                        via="seed", group="stopped", status="stopped", clinical_status="stopped")
    parts = [p.strip() for p in question.split(", and")]
    evidence = Evidence(condition="C4g", intent="Current_State", question_concepts=[bactrim], focus=[bactrim],
                        facts=[stopped], question_parts=parts)
    answer = extractive_answer(question, evidence)
    assert answer.startswith("Yes, Bactrim is documented for the patient. Now: No."), answer


@pytest.mark.parametrize("question, concepts, asks", [
    ("Was she on heparin before apixaban?", [("heparin", "Drug"), ("apixaban", "Drug")], True),
    ("At her PE admission, was she on heparin before apixaban?", [("heparin", "Drug"), ("apixaban", "Drug")], True),
    ("Was apixaban started after heparin?", [("apixaban", "Drug"), ("heparin", "Drug")], True),
    ("Was the MRI done after the biopsy?", [("MRI", "Procedure"), ("biopsy", "Procedure")], True),
    ("Did she have chest pain after the surgery?", [("chest pain", "Condition"), ("surgery", "Procedure")], False),
    ("Was he hypotensive before the dialysis?", [("hypotensive", "Condition"), ("dialysis", "Procedure")], False),
])
def test_before_or_after_between_two_things_done_asks_their_order(question, concepts, asks):
    from retrieval.generation.ordering import asks_order

    named = [{"text": text, "domain": domain} for text, domain in concepts]
    assert asks_order(question, named) is asks, question


def test_a_drug_before_another_is_answered_from_the_order_the_notes_state():
    sentence = ("She was treated with a heparin drip from 11/2 and transitioned to apixaban on the evening of 11/3, "
                "when the heparin drip was stopped.")
    evidence = Evidence(condition="C4g", passages=[Passage("ds", 0, len(sentence), sentence, 9, note_type="DS",
                                                           charttime="2186-11-05", hadm_id=1, rank=1)],
                        question_concepts=[{"concept_id": 1, "text": "heparin", "label": "heparin", "domain": "Drug"},
                                           {"concept_id": 2, "text": "apixaban", "label": "apixaban", "domain": "Drug"}])
    assert extractive_answer("Was she on heparin before apixaban?", evidence).startswith("Yes. Heparin")
    assert extractive_answer("Was she on apixaban before heparin?", evidence).startswith("No. Heparin")


@pytest.mark.parametrize("question, kind", [
    ("Once the prednisone is done, what happens to her glargine?", "action"),
    ("After the steroids finish, what happens with his insulin?", "action"),
    ("When is his wife supposed to use the nasal spray?", "action"),
    ("When was the patient told to return?", "action"),
    ("Is he going to need surgery for the diverticulitis?", "condition"),
    ("Will she need dialysis?", "condition"),
    ("Would he ever need a valve replacement?", "condition"),
    ("What happens to her glargine?", ""),  # no condition or time it waits on: a change question
    ("When was it done?", ""),
])
def test_plan_questions_that_wait_on_a_time_or_ask_what_would_make_it_needed(question, kind):
    assert plan_question(question) == kind, question


def test_an_event_named_by_a_drug_class_is_found_under_its_drugs():
    from retrieval.generation.ordering import text_sequence

    texts = ["ED: pantoprazole 80 mg IV bolus, then 8 mg/h infusion started 4/15.",
             "EGD 4/16: clean-based ulcer, epinephrine and clips.",
             "Aspirin resumed on 4/18."]
    evidence = Evidence(condition="C2b", passages=[
        Passage("n", 0, len(t), t, 9, note_type="PN", charttime="2192-04-19", hadm_id=1, rank=i + 1)
        for i, t in enumerate(texts)])
    answer = text_sequence("Put these in order: restarting aspirin, the EGD, and the PPI drip.", evidence)
    assert answer.startswith("In order: PPI drip (pantoprazole) (on 2192-04-15), then EGD (on 2192-04-16), then "
                             "restarting aspirin"), answer


# -- a list comparison names each continued drug's two doses ------------------------------------

METOPROLOL = {"concept_id": 7, "label": "metoprolol succinate", "text": "metoprolol", "domain": "Drug"}
WRITTEN[7] = "Metoprolol succinate"


def listed(group, status, predicate, *, edge_id, source, concept=METOPROLOL):
    from dataclasses import replace

    return replace(said(predicate, edge_id=edge_id, source=source, concept=concept), group=group, status=status)


@pytest.mark.parametrize("home, discharge, expected", [
    ("1. Metoprolol succinate 50 mg PO daily", "1. Metoprolol succinate 100 mg PO daily",
     "metoprolol succinate (dose changed: 50 mg PO daily on admission, 100 mg PO daily at discharge)"),
    ("- metoprolol succinate 50mg daily", "- Metoprolol succinate 25 mg daily",
     "metoprolol succinate (dose changed: 50 mg daily on admission, 25 mg daily at discharge)"),
    ("1. Metoprolol succinate 50 mg PO daily", "1. Metoprolol succinate 50 mg daily",
     "Continued: metoprolol succinate."),  # the same dose, written with and without the route
    ("1. Metoprolol succinate 50 mg PO daily", "1. Metoprolol succinate 50 mg PO daily", "Continued: metoprolol succinate."),
])
def test_a_continued_drug_shows_its_two_doses_when_they_differ(home, discharge, expected):
    facts = [listed("continued", "Present", "prescribed_at_discharge", edge_id=21, source=2),
             listed("continued", "earlier list", "took_before_admission", edge_id=20, source=1)]
    passages = [line(home, 1, 100, note_type="DS", day="2206-07-24"), line(discharge, 2, 900, day="2206-07-24")]
    ev = Evidence(condition="C4g", facts=facts, intent="Change", question_concepts=[], focus=[], passages=passages,
                  scope_admissions=[1], settings={"change_basis": "home medications vs discharge medications"})
    got = extractive_answer("Meds in vs out in July?", ev)
    assert expected in got, got
