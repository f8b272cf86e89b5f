"""The offline reader's sequence and plan answers, read from note sentences (no database).

Sequence questions are answered from what the text states (a date beside each event, "X, then
Y", "in the ED"), not from note dates; open questions about a plan ("if X, what's the plan?")
with the plan sentence whose condition meets the question, restated as the plan.
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, GraphFact, Passage
from retrieval.generation.extractive import extractive_answer
from retrieval.generation.ordering import parse_sequence, text_sequence
from retrieval.generation.text_reader import CONDITION, plan_answer, plan_question


def passage(text, *, note_type="PN", charttime="2185-02-06", hadm_id=1, rank=1, note_id="n1"):
    return Passage(note_id, 0, len(text), text, 10, note_type=note_type, charttime=charttime, hadm_id=hadm_id, rank=rank)


def text_evidence(*passages, **extra) -> Evidence:
    return Evidence(condition="C2b", passages=list(passages), **extra)


@pytest.mark.parametrize("question, events, relation", [
    ("Which came first, his cholecystectomy or the ERCP?", ("cholecystectomy", "ERCP"), ""),
    ("What happened first: the MRCP or the ERCP?", ("MRCP", "ERCP"), ""),
    ("MRCP or ERCP first?", ("MRCP", "ERCP"), ""),
    ("At the pancreatitis admission, did he have the MRCP before or after the ERCP?", ("MRCP", "ERCP"),
     "before_or_after"),
    ("Was her stent put in before or after she was switched to Entresto?",
     ("stent", "switched to Entresto"), "before_or_after"),  # "put in" says it was done; the event is the stent
    ("During the bleed admission, put these in order: restarting aspirin, the endoscopy, and the PPI drip.",
     ("restarting aspirin", "endoscopy", "PPI drip"), ""),
    ("In what order were the CT, the drain and the colectomy done?", ("CT", "drain", "colectomy"), ""),
    ("Did the heparin drip precede the apixaban?", ("heparin drip", "apixaban"), "before"),
    ("Was the drain placed prior to the antibiotics?", ("drain", "antibiotics"), "before"),
    ("Pulse steroids first, or the kidney biopsy?", ("Pulse steroids", "kidney biopsy"), ""),
    ("Did the drain come first or the antibiotics?", ("drain", "antibiotics"), ""),
    ("The EGD first, or the transfusion?", ("EGD", "transfusion"), ""),
    ("Was the CT first or was it the ultrasound?", ("CT", "ultrasound"), ""),
])
def test_a_sequence_question_names_its_events(question, events, relation):
    parsed = parse_sequence(question)
    assert parsed is not None and parsed.events == events and parsed.relation == relation


def test_a_question_with_one_event_is_not_a_sequence():
    assert parse_sequence("Which came first?") is None
    assert parse_sequence("Did she have pneumonia?") is None


@pytest.mark.parametrize("question, head", [
    ("Did he have the MRCP before or after the ERCP?", "Before."),
    ("Did he have the ERCP before or after the MRCP?", "After."),
    ("Which came first, the ERCP or the MRCP?", "MRCP came first."),
    ("ERCP or MRCP first?", "MRCP came first."),
])
def test_dates_written_beside_each_event_order_them(question, head):
    evidence = text_evidence(
        passage("GI was consulted; MRCP on 2/4 showed a 6 mm distal CBD stone.", note_type="DS", charttime="2185-02-09"),
        passage("ERCP (2/5): biliary sphincterotomy; the stone was extracted.", note_type="DS", charttime="2185-02-09"))
    answer = text_sequence(question, evidence)
    assert answer.startswith(head)
    assert "2185-02-04" in answer and "2185-02-05" in answer and '"ERCP (2/5)' in answer  # dates, then the quotes


def test_a_month_and_year_orders_events_months_apart():
    evidence = text_evidence(
        passage("58M s/p cholecystectomy 7/2184, admitted with gallstone pancreatitis.", note_type="DS",
                charttime="2185-02-09"),
        passage("ERCP on 2/5 with sphincterotomy.", charttime="2185-02-05"))
    answer = text_sequence("Which came first, his cholecystectomy or the ERCP?", evidence)
    assert answer.startswith("Cholecystectomy came first.") and "in 07/2184" in answer


@pytest.mark.parametrize("sentence, question, head", [
    ("She was started on a heparin drip, which was continued until catheterization.",
     "Was the heparin drip started before or after the cath?", "Before."),
    ("Heparin drip, then transitioned to apixaban.", "Was she on apixaban before or after the heparin drip?", "After."),
    ("On the night after surgery he became acutely confused.", "Did his confusion start before or after the surgery?",
     "After."),
    ("After the drain was placed, the fever resolved.", "Did the fever resolve before or after the drain was placed?",
     "After."),
    ("Ceftriaxone was given, followed by oral ciprofloxacin.", "Which came first, ciprofloxacin or ceftriaxone?",
     "Ceftriaxone came first."),
])
def test_one_sentence_that_states_the_order_answers_when_no_dates_do(sentence, question, head):
    evidence = text_evidence(passage(sentence, note_type="DS", charttime="2190-03-15"))
    assert text_sequence(question, evidence).startswith(head)


def test_the_ed_is_the_admission_day_and_a_discharge_summary_date_is_never_an_event_date():
    evidence = text_evidence(
        passage("He was started on a heparin drip in the ED.", note_type="DS", charttime="2186-11-05"),
        passage("Apixaban 10 mg BID started this evening.", note_type="PN", charttime="2186-11-03"),
        admissions=[{"hadm_id": 1, "admitted": "2186-11-02", "discharged": "2186-11-05"}])
    answer = text_sequence("Was she on apixaban before or after the heparin drip?", evidence)
    assert answer.startswith("After.") and "2186-11-02" in answer
    # without the admission's day, the discharge summary's date cannot time the heparin drip: no order
    undated = text_evidence(*evidence.passages)
    assert text_sequence("Was she on apixaban before or after the heparin drip?", undated) is None


def test_an_event_the_notes_do_not_time_gets_no_order_and_no_yes():
    evidence = text_evidence(passage("EGD showed a clean-based duodenal ulcer.", note_type="DS"))
    assert text_sequence("Did the EGD happen before or after the colonoscopy?", evidence) is None
    answer = extractive_answer("Did the EGD happen before or after the colonoscopy?", evidence)
    assert not answer.startswith(("Yes", "No"))  # a sequence question is never answered yes or no


def test_the_graph_conditions_take_the_text_order_first():
    fact = GraphFact(edge_id=1, concept_id=5, label="ERCP", predicate="had_procedure", assertion="Present",
                     experiencer="Patient", temporality="Current", date="2185-02-09", hadm_id=1, note_id="n1",
                     allen_relation="During", temporal_confidence=0.9, score=1.0, hop=1, via="seed",
                     mention_text="ERCP")
    evidence = Evidence(condition="C4g", facts=[fact], intent="Default", passages=[
        passage("MRCP on 2/4 showed a stone.", note_type="DS", charttime="2185-02-09"),
        passage("ERCP (2/5): stone extracted.", note_type="DS", charttime="2185-02-09")],
        question_concepts=[{"concept_id": 5, "label": "ERCP", "text": "ERCP", "domain": "Procedure"}])
    assert extractive_answer("Did he have the MRCP before or after the ERCP?", evidence).startswith("Before.")


@pytest.mark.parametrize("question, kind", [
    ("If the heart monitor picks up AFib, what's the plan?", "action"),
    ("What was she told to do if her weight went up?", "action"),
    ("What should he do if his fasting sugars run low?", "action"),
    ("What happens if the test of cure is still positive?", "action"),
    ("What was the plan if the cultures turned positive?", "action"),
    ("What would trigger a colectomy?", "condition"),
    ("Under what circumstances would they restart the lisinopril?", "condition"),
    ("When should she come back to the ED?", "condition"),
    ("Lorazepam — when was it to be given?", "condition"),
    ("When was the heparin to be restarted?", "condition"),
    ("Allopurinol — starting it?", "condition"),
    ("Allopurinol - are they starting it?", "condition"),
    ("Zoledronic acid: giving it?", "condition"),
    ("The Eliquis — restarting it?", "condition"),
    ("Did she have pneumonia?", ""),
    ("Starting it?", ""),
    ("Was he started on allopurinol?", ""),
    ("What antibiotics was she on?", ""),
])
def test_plan_questions_are_told_apart(question, kind):
    assert plan_question(question) == kind


PLANS = [
    passage("- If you notice black or bloody stools, call your doctor right away or go to the emergency department.",
            note_type="DS", rank=1),
    passage("30-day event monitor after discharge; if it shows atrial fibrillation, stop aspirin and start "
            "anticoagulation.", note_type="DS", rank=2),
    passage("Should your weight rise by more than 3 lbs in a day, call the heart failure clinic.", note_type="DS",
            rank=3),
    passage("Her discharge weight is 79.9 kg, which should be used as her dry weight.", note_type="DS", rank=4),
    passage("Aspirin was continued throughout the stay.", rank=5),
]


@pytest.mark.parametrize("question, wanted", [
    ("If the monitor picks up atrial fibrillation, what's the plan?", "stop aspirin and start anticoagulation"),
    ("What was he told to do if he saw black stools?", "call your doctor right away"),
    ("What should she do if her weight goes up?", "call the heart failure clinic"),
    ("What happens if the event monitor shows atrial fibrillation?", "start anticoagulation"),
])
def test_an_open_plan_question_gets_the_plan_that_meets_its_condition(question, wanted):
    answer = plan_answer(question, text_evidence(*PLANS))
    assert answer.startswith("The plan depends on a condition") and wanted in answer
    assert "dry weight" not in answer  # "should be used" is a modal, not a condition
    assert extractive_answer(question, text_evidence(*PLANS)) == answer


def test_no_plan_sentence_no_plan_answer():
    evidence = text_evidence(passage("Aspirin was continued throughout the stay."))
    assert plan_answer("If the monitor picks up atrial fibrillation, what's the plan?", evidence) is None


@pytest.mark.parametrize("sentence, condition", [
    ("If fever recurs, start antibiotics.", "fever recurs"),
    ("Should symptoms return, come back to the ED.", "symptoms return"),
    ("Resume lisinopril once creatinine is back to baseline.", "creatinine is back to baseline"),
    ("In case of chest pain, take one nitroglycerin.", "chest pain"),
    ("Unless the biopsy shows malignancy, no surgery is planned.", "the biopsy shows malignancy"),
    ("If creatinine > 1.5 on repeat labs, hold metformin.", "creatinine > 1.5 on repeat labs"),
    ("Hold metformin if creatinine rises above 1.5.", "creatinine rises above 1.5"),
    ("Replete potassium if K < 3.5.", "K < 3.5"),
    ("Transfuse if Hgb < 7.0; recheck in the morning.", "Hgb < 7.0"),
])
def test_a_plan_condition_is_read_in_its_usual_forms(sentence, condition):
    assert CONDITION.search(sentence).group(2).strip() == condition


@pytest.mark.parametrize("sentence", [
    "Her weight should be used as her dry weight.",
    "When seen in clinic she was well.",
    "Metoprolol should be continued.",
])
def test_a_modal_is_not_a_condition(sentence):
    assert CONDITION.search(sentence) is None


@pytest.mark.parametrize("question, everything", [
    ("Was lisinopril continued through the admission, and what else changed in his meds?", True),
    ("What happened to his aspirin, and were any other medications changed?", True),
    ("Besides the lisinopril, what other changes were made to her medications?", True),
    ("Was lisinopril continued through the pancreatitis admission?", False),
    ("What happened to his aspirin?", False),
])
def test_a_change_question_that_asks_for_the_rest_compares_every_drug(question, everything):
    from retrieval.conditions.graph import _ALL_CHANGES

    assert bool(_ALL_CHANGES.search(question)) is everything


def test_a_compound_change_question_gets_the_drugs_course_and_the_list():
    from tests.retrieval.test_extractive import fact

    lisinopril = {"concept_id": 3, "label": "lisinopril", "text": "lisinopril", "domain": "Drug"}
    facts = [fact(concept_id=3, label="lisinopril", group="continued", clinical_status="held", date="2185-02-03",
                  edge_id=1),
             fact(concept_id=3, label="lisinopril", group="continued", clinical_status="resumed", date="2185-02-09",
                  edge_id=2),
             fact(concept_id=4, label="insulin glargine", group="added", edge_id=3)]
    evidence = Evidence(condition="C4g", facts=facts, intent="Change", question_concepts=[lisinopril],
                        focus=[lisinopril], question_parts=["Was lisinopril continued through the admission",
                                                            "what else changed in his meds?"])
    answer = extractive_answer("Was lisinopril continued through the admission, and what else changed in his meds?",
                               evidence)
    assert answer.startswith("Lisinopril was held (2185-02-03), then resumed (2185-02-09).")
    assert "Added: insulin glargine." in answer and "Continued: lisinopril." in answer


ADMISSIONS = [{"hadm_id": 1, "admitted": "2179-07-10", "discharged": "2179-07-16"},
              {"hadm_id": 2, "admitted": "2180-01-02", "discharged": "2180-01-10"}]


@pytest.mark.parametrize("question", [
    "How many days was she in the hospital when she came in with cellulitis?",
    "How long was the cellulitis admission?",
    "How long was he hospitalized that time?",
    "LOS for the cellulitis stay?",
    "What was the length of the cellulitis stay?",
    "With the cellulitis, how long was she in the hospital?",
])
def test_the_length_of_a_stay_named_by_its_event_comes_from_the_admission_record(question):
    from tests.retrieval.test_extractive import fact

    cellulitis = {"concept_id": 9, "label": "Cellulitis", "text": "cellulitis", "domain": "Condition"}
    evidence = Evidence(condition="C4g", facts=[fact(concept_id=9, label="Cellulitis")], intent="Default",
                        question_concepts=[cellulitis], admissions=ADMISSIONS, scope_admissions=[1])
    assert extractive_answer(question, evidence).startswith("6 days (admitted 2179-07-10, discharged 2179-07-16)")


@pytest.mark.parametrize("question", [
    "How long was the vancomycin course in the cellulitis stay?",
    "How long was she on antibiotics during the admission?",
    "How long was the heparin drip during the stay?",
])
def test_how_long_something_lasted_in_a_stay_is_not_the_stay(question):
    from retrieval.generation.extractive import _LENGTH_OF_STAY

    assert _LENGTH_OF_STAY.search(question) is None


@pytest.mark.parametrize("question, head", [
    ("Is the cellulitis still active as of the latest admission?", "No."),
    ("Does she currently have cellulitis?", "No."),
    ("Was her cellulitis resolved as of the most recent admission?", "Yes."),
    ("Is the cellulitis a thing of the past by now?", "Yes."),
    ("Has the cellulitis cleared at present?", "Yes."),
])
def test_a_resolution_question_gets_the_head_its_own_sense_asks_for(question, head):
    from tests.retrieval.test_extractive import fact

    cellulitis = {"concept_id": 9, "label": "Cellulitis", "text": "cellulitis", "domain": "Condition"}
    evidence = Evidence(condition="C4g", facts=[fact(concept_id=9, label="Cellulitis", group="resolved")],
                        intent="Current_State", question_concepts=[cellulitis], focus=[cellulitis])
    answer = extractive_answer(question, evidence)
    assert answer.startswith(head) and "resolved" in answer


@pytest.mark.parametrize("question, intent", [
    ("What did she go home on after the pneumonia stay, compared with her home meds?", "Change"),
    ("Med changes at discharge from the influenza admission?", "Change"),
    ("What new medicines did he leave with after the COPD admission?", "Change"),
    ("What new medications was she discharged on?", "Change"),
    ("Is her urinary tract infection a thing of the past?", "Historical"),
    ("Was deep vein thrombosis a prior problem, and what is its status?", "Historical"),
])
def test_more_physician_phrasings_find_their_intent(question, intent):
    from retrieval.conditions.intent import classify_keyword

    assert classify_keyword(question).intent == intent


def test_a_terse_question_about_a_planned_step_is_answered_by_the_plan():
    text = [passage("- Do not start allopurinol during the flare.", note_id="cn", rank=1),
            passage("If he has a second flare, start allopurinol 100 mg daily at least 2 weeks after this flare "
                    "settles, with colchicine cover.", note_id="cn", rank=2)]
    for question in ("Allopurinol — starting it?", "Allopurinol: are they starting it?"):
        got = extractive_answer(question, text_evidence(*text))
        assert got.startswith("The plan depends on a condition, as written:") and "second flare" in got, got


def test_when_a_drug_was_to_be_given_is_answered_by_its_condition():
    text = [passage("Alcohol use: continue CIWA and monitor for withdrawal; lorazepam per CIWA if score > 10.", rank=1),
            passage("Will get RUQ ultrasound and a chest film (r/o pneumonia).", rank=2)]
    got = extractive_answer("Lorazepam — when was it to be given?", text_evidence(*text))
    assert "if score > 10" in got and "RUQ" not in got, got
