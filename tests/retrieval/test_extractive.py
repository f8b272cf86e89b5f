"""The offline extractive reader, on hand-built evidence (no database, no model)."""

from __future__ import annotations

import inspect

from retrieval.conditions.base import Evidence, GraphFact, Passage
from retrieval.generation import extractive, text_reader
from retrieval.generation.extractive import ABSTAIN, NO_KG, extractive_answer, kg_lookup_answer

PNA = {"concept_id": 7, "label": "Pneumonia", "text": "pneumonia", "domain": "Condition"}


def fact(assertion="Present", *, concept_id=7, label="Pneumonia", experiencer="Patient", temporality="Current",
         date="2150-01-02", group="", visible=("assertion", "experiencer", "temporality"), note_id="n1", **extra):
    return GraphFact(edge_id=extra.pop("edge_id", 1), concept_id=concept_id, label=label, predicate="has_condition",
                     assertion=assertion, experiencer=experiencer, temporality=temporality, date=date, hadm_id=1,
                     note_id=note_id, allen_relation="During", temporal_confidence=0.9, score=1.0,
                     hop=extra.pop("hop", 1), via=extra.pop("via", "seed"), group=group, visible=visible, **extra)


def kg(*facts, intent="Default", concepts=(PNA,), **extra) -> Evidence:
    return Evidence(condition="C4g", facts=list(facts), intent=intent, question_concepts=list(concepts), **extra)


def test_it_abstains_without_evidence():
    assert extractive_answer("Did the patient have pneumonia?", Evidence(condition="C1")) == ABSTAIN


def test_it_answers_from_the_assertion_labels():
    q = "Did the patient have pneumonia?"
    assert extractive_answer(q, kg(fact("Absent"))).startswith("No. pneumonia was documented as absent")
    assert "suspected (possible)" in extractive_answer(q, kg(fact("Possible")))
    assert extractive_answer("Was pneumonia confirmed?", kg(fact("Possible"))).startswith("No, not confirmed.")
    assert extractive_answer(q, kg(fact("Present"))).startswith("Yes.")
    assert "hypothetical" in extractive_answer(q, kg(fact("Hypothetical", temporality="Future")))


def test_without_labels_it_can_only_say_a_concept_is_documented():
    answer = extractive_answer("Did the patient have pneumonia?", kg(fact("Absent", visible=())))
    assert answer.startswith("Yes. pneumonia is documented")  # C3's blindness, faithfully


def test_a_family_mention_is_not_the_patients():
    evidence = kg(fact("Family_History", experiencer="Family", mention_text="pneumonia"),
                  passages=[Passage("n1", 0, 30, "Mother with pneumonia.", 5)])
    answer = extractive_answer("Does the patient have pneumonia?", evidence)
    assert answer.startswith("No.") and "mother" in answer and "family history" in answer


def test_a_conditional_plan_is_quoted_and_not_called_done():
    evidence = kg(fact("Conditional", mention_text="pneumonia"),
                  passages=[Passage("n1", 0, 60, "Start antibiotics for pneumonia if fever recurs.", 9)])
    answer = extractive_answer("Has the team decided to treat pneumonia?", evidence)
    assert answer.startswith("It is conditional") and "if fever recurs" in answer


def test_change_current_and_historical_answers_follow_the_routing_groups():
    change = kg(fact(label="atorvastatin", group="added"), fact(label="lisinopril", group="removed"),
                fact(label="metoprolol", group="continued"), intent="Change", concepts=())
    assert extractive_answer("What changed?", change).startswith(
        "Added: atorvastatin. Stopped: lisinopril. Continued: metoprolol.")
    missing = kg(intent="Current_State", not_found=[{"concept_id": 7, "label": "Pneumonia"}])
    assert extractive_answer("Is pneumonia current?", missing).startswith("No. pneumonia is not a current active problem")
    current = kg(fact(group="current"), intent="Current_State")
    assert extractive_answer("Is pneumonia current?", current).startswith("Yes. pneumonia is a current, active problem")
    resolved = kg(fact("Present", group="earlier_admission_only"), intent="Historical")
    assert "has resolved" in extractive_answer("Has the pneumonia resolved?", resolved)
    chronic = kg(fact(group="still_active"), intent="Historical")
    assert "still active" in extractive_answer("History of pneumonia?", chronic)


def test_sequence_and_duration_read_dates():
    ct = {"concept_id": 8, "label": "Computed tomography", "text": "the CT", "domain": "Procedure"}
    evidence = kg(fact(date="2150-01-05"), fact(concept_id=8, label="CT", date="2150-01-03", edge_id=2),
                  concepts=(PNA, ct))
    assert extractive_answer("Which came first: pneumonia or the CT?", evidence) == (
        "the CT (2150-01-03) came first, before pneumonia (2150-01-05).")
    course = kg(fact(date="2150-01-02", valid_from="2150-01-02", valid_to="2150-01-08"),
                fact(date="2150-01-09", edge_id=2))
    assert extractive_answer("How long was the pneumonia treated?", course).startswith("7 days (2150-01-02 through")


def test_text_evidence_is_quoted_by_content_word_overlap():
    evidence = Evidence(condition="C2b", passages=[
        Passage("n1", 0, 80, "Vitals stable. Chest x-ray without consolidation; no pneumonia. Tolerating diet.", 20,
                score=0.8, note_type="RR", charttime="2150-01-02")])
    answer = extractive_answer("Did the patient have pneumonia on the chest x-ray?", evidence)
    assert answer == 'No. From the notes: "Chest x-ray without consolidation; no pneumonia." (RR n1, 2150-01-02)'


def test_c7_returns_the_lookup_or_the_template_refusal():
    assert kg_lookup_answer(Evidence(condition="C7")) == NO_KG
    evidence = kg(fact("Absent"), uses_llm=False)
    assert extractive_answer("Did the patient have pneumonia?", evidence).startswith("Knowledge graph lookup:\n- Absent: Pneumonia")


def test_the_reader_cannot_reach_reference_answers():
    source = inspect.getsource(extractive)
    assert "benchmark" not in source and "ReferenceAnswer" not in source


def test_a_hedged_cause_leaves_the_finding_present():
    evidence = kg(fact("Present", label="Edema", mention_text="edema"),
                  concepts=({"concept_id": 7, "label": "Edema", "text": "edema", "domain": "Condition"},),
                  passages=[Passage("n1", 0, 60, "# Edema, likely due to medication noncompliance - monitor.", 12)])
    answer = extractive_answer("Was the edema certain, or only suspected?", evidence)
    assert answer == ('edema itself was present (documented as a finding) on 2150-01-02; only its cause, '
                      'medication noncompliance, was uncertain ("likely").')


def test_a_suspicion_later_ruled_out_is_answered_as_ruled_out():
    evidence = kg(fact("Possible", date="2150-01-02"), fact("Absent", date="2150-01-05", edge_id=2))
    answer = extractive_answer("Did the patient end up having pneumonia?", evidence)
    assert answer == "No. pneumonia was considered and then ruled out on 2150-01-05."
    confirmed = kg(fact("Possible", date="2150-01-02"), fact("Present", date="2150-01-04", edge_id=2))
    assert extractive_answer("Was pneumonia confirmed?", confirmed).startswith("Yes. pneumonia was first suspected")


def test_a_conditional_plan_names_its_condition():
    evidence = kg(fact("Conditional", mention_text="pneumonia"),
                  passages=[Passage("n1", 0, 70, "Will start antibiotics for pneumonia if the procalcitonin rises.", 12)])
    answer = extractive_answer("What would trigger treating the pneumonia?", evidence)
    assert answer.startswith("It is conditional: pneumonia only if the procalcitonin rises (plan: ")
    # whether it came to pass is read from later statements, never assumed
    assert answer.endswith("No later statement shown reports that it happened.")


def test_a_conditional_plan_says_when_a_later_note_documents_it():
    evidence = kg(fact("Conditional", mention_text="pneumonia", date="2150-01-01"),
                  fact("Present", mention_text="pneumonia", date="2150-01-04", edge_id=2),
                  passages=[Passage("n1", 0, 70, "Will start antibiotics for pneumonia if the procalcitonin rises.", 12)])
    answer = extractive_answer("What would trigger treating the pneumonia?", evidence)
    assert answer.endswith("A later note documents pneumonia as present (2150-01-04)."), answer


def test_a_study_question_is_about_the_finding_on_that_day():
    ct = {"concept_id": 8, "label": "Computed tomography", "text": "the CT", "domain": "Procedure"}
    evidence = kg(fact("Present", concept_id=8, label="CT", date="2150-01-03", edge_id=3),
                  fact("Present", date="2150-01-01"), fact("Absent", date="2150-01-03", edge_id=2),
                  concepts=(ct, PNA))
    assert extractive_answer("Did the CT on 2150-01-03 show pneumonia?", evidence).startswith(
        "No. pneumonia was documented as absent")


def test_length_of_stay_comes_from_the_admission_record_and_family_questions_name_the_relative():
    evidence = kg(intent="Default", concepts=(), admissions=[
        {"hadm_id": 1, "admitted": "2150-01-01", "discharged": "2150-01-07"},
        {"hadm_id": 2, "admitted": "2151-03-01", "discharged": "2151-03-03"}])
    assert extractive_answer("How long was the hospital stay that began 2151-03-01?", evidence) == (
        "2 days (admitted 2151-03-01, discharged 2151-03-03).")
    family = kg(fact("Family_History", experiencer="Family", mention_text="pneumonia"),
                passages=[Passage("n1", 0, 40, "Maternal aunt with pneumonia.", 6)])
    assert extractive_answer("Does anyone in the family have pneumonia?", family) == (
        "Yes. The patient's maternal aunt had pneumonia (family history, not the patient).")


# -- conclusion first, then the sentence it rests on -------------------------------------------------


def _shown(text, rank=1, note_id="n1", start=0):
    return Passage(note_id, start, start + len(text), text, 9, note_type="Progress", charttime="2150-01-02", rank=rank)


def test_a_conclusion_is_followed_by_the_sentence_it_rests_on():
    evidence = kg(fact("Absent", mention_text="pneumonia", source=1),
                  passages=[_shown("CXR clear, no pneumonia.")])
    answer = extractive_answer("Did the patient have pneumonia?", evidence)
    assert answer.startswith("No.")
    assert answer.endswith('Source: "CXR clear, no pneumonia." (Progress n1, 2150-01-02).')


def test_a_fact_without_a_shown_sentence_gets_no_quote():
    answer = extractive_answer("Did the patient have pneumonia?", kg(fact("Absent")))
    assert answer.startswith("No.") and "Source:" not in answer


def test_the_answer_is_about_the_focus_not_the_context_concept():
    hf = {"concept_id": 9, "label": "Heart failure", "text": "heart failure", "domain": "Condition"}
    cp = {"concept_id": 8, "label": "Chest pain", "text": "chest pain", "domain": "Condition"}
    evidence = kg(fact("Present", concept_id=9, label="Heart failure"),
                  fact("Absent", concept_id=8, label="Chest pain", edge_id=2),
                  concepts=(hf, cp), focus=[cp], question_parts=["did she report chest pain?"])
    answer = extractive_answer("When she came in with the heart failure flare, did she report chest pain?", evidence)
    assert answer.startswith("No. chest pain was documented as absent")


def test_without_a_fact_about_the_focus_the_retrieved_sentences_answer():
    cp = {"concept_id": 8, "label": "Chest pain", "text": "chest pain", "domain": "Condition"}
    evidence = kg(fact("Present", concept_id=9, label="Heart failure"), concepts=(cp,), focus=[cp],
                  question_parts=["did she report chest pain?"],
                  passages=[_shown("Denies chest pain or palpitations.")])
    answer = extractive_answer("Did she report chest pain?", evidence)
    assert "Denies chest pain" in answer and not answer.startswith("Yes")


# -- durations from the sentence, not from note dates ---------------------------------------------


import pytest  # noqa: E402


@pytest.mark.parametrize("sentence, topic, expected", [
    ("Azithromycin was given for 5 days in total.", "azithromycin", "5 days"),
    ("Presented with RUQ pain x 3 days.", "pain", "3 days"),
    ("~2 h of constant pressure on arrival.", "pressure", "2 hours"),
    ("Cough for two weeks before admission.", "cough", "2 weeks"),
    ("Complete a 7-day course of cephalexin.", "cephalexin", "7 days"),
    ("Take oxycodone for up to 5 days as needed.", "oxycodone", "5 days"),
    ("Prednisone 40 mg daily x 5 days then stop.", "prednisone", "5 days"),
    ("Symptoms began 3 days prior to admission.", "symptoms", "3 days"),
])
def test_a_duration_the_sentence_states_beats_note_dates(sentence, topic, expected):
    dated = [fact("Present", label=topic, concept_id=7, date="2150-01-02"),
             fact("Present", label=topic, concept_id=7, date="2150-01-09", edge_id=2)]
    evidence = kg(*dated, passages=[_shown(sentence)])
    answer = extractive_answer(f"How long was the {topic}?", evidence)
    assert answer.startswith(expected) and sentence in answer


def test_a_dosing_interval_is_not_a_duration():
    evidence = kg(passages=[_shown("Ceftriaxone 1 g IV q24h.")], concepts=())
    assert text_reader.text_duration("How long was the ceftriaxone?", evidence) is None


# -- compound family / patient questions -----------------------------------------------------------


def test_a_compound_question_answers_the_family_and_the_patient_part():
    bc = {"concept_id": 5, "label": "Breast cancer", "text": "breast cancer", "domain": "Condition"}
    parts = ["Is there breast cancer among her relatives", "has she had it herself?"]
    question = "Is there breast cancer among her relatives, and has she had it herself?"
    relative_only = kg(fact("Family_History", concept_id=5, label="Breast cancer", experiencer="Family",
                            mention_text="breast cancer", source=1),
                       concepts=(bc,), focus=[bc], question_parts=parts,
                       passages=[_shown("Her mother had breast cancer at 60.")])
    answer = extractive_answer(question, relative_only)
    assert answer.startswith("Yes. The patient's mother had breast cancer")
    assert "No. breast cancer is not documented for the patient" in answer
    both = kg(fact("Family_History", concept_id=5, label="Breast cancer", experiencer="Family",
                   mention_text="breast cancer"),
              fact("Present", concept_id=5, label="Breast cancer", edge_id=2, temporality="Past"),
              concepts=(bc,), focus=[bc], question_parts=parts)
    answer = extractive_answer(question, both)
    assert answer.startswith("Yes.") and "family history" in answer and "documented as present" in answer


def test_of_two_durations_in_a_passage_the_one_about_the_asked_drug_answers():
    text = ("Ceftriaxone was changed to cefpodoxime to complete a 7-day course. "
            "Doxycycline was given for 5 days in total, last dose on discharge.")
    evidence = kg(passages=[_shown(text)], concepts=())
    answer = text_reader.text_duration("How long was she supposed to take doxycycline?", evidence)
    assert answer.startswith("5 days") and "Doxycycline was given" in answer and "cefpodoxime" not in answer


@pytest.mark.parametrize("question, sentence, expected", [
    ("Did she report chest pain?", "She denies chest pain or pressure.", "No."),
    ("Was there any jaundice?", "Anicteric; no jaundice, no pruritus.", "No."),
    ("Did the CT show a stone?", "A stone cannot be excluded on this study.", "Possibly, but not confirmed."),
    ("Any fever at home?", "Reports fever to 102 at home for two days.", "Yes."),
    ("Has she had a clot before?", "Her mother had a clot after surgery.",
     "No, only in the family history (the patient's mother)."),
    ("Does he have colon cancer?", "Father with colon cancer at 60.", "No, only in the family history (the patient's father)."),
])
def test_a_yes_no_question_read_from_text_gets_a_conclusion_first(question, sentence, expected):
    evidence = Evidence(condition="C2b", passages=[_shown(sentence)])
    assert extractive_answer(question, evidence).startswith(f"{expected} From the notes: \"{sentence}\"")


@pytest.mark.parametrize("question", ["What was she told to do about chest pain?", "When was the stent placed?",
                                      "After the stay, what happened to her Lasix?"])
def test_an_open_question_is_not_answered_with_a_label(question):
    cp = {"concept_id": 8, "label": "Chest pain", "text": "chest pain", "domain": "Condition"}
    evidence = kg(fact("Present", concept_id=8, label="Chest pain"), concepts=(cp,), focus=[cp],
                  question_parts=[question], passages=[_shown("If you have chest pain, call 911.")])
    answer = extractive_answer(question, evidence)
    assert not answer.startswith("Yes.")


@pytest.mark.parametrize("question, sentence, expected", [
    ("Did the head CT show any bleeding?", "CT head was negative for bleed.", "No."),
    ("Did the bubble study show a PFO?", "TTE with bubble: LVEF 60%, no PFO or shunt.", "No."),
    ("Was he jaundiced on arrival?", "Anicteric, no jaundice.", "No."),
])
def test_the_conclusion_meets_the_question_words_in_any_case_and_form(question, sentence, expected):
    evidence = Evidence(condition="C2b", passages=[_shown(sentence)])
    assert extractive_answer(question, evidence).lower().startswith(expected.lower())


def test_a_time_after_an_event_is_not_a_course():
    text = "Breath test at least 4 weeks after antibiotics. Quadruple therapy for 14 days."
    evidence = kg(passages=[_shown(text)], concepts=())
    assert text_reader.text_duration("How long is the quadruple therapy?", evidence).startswith("14 days")


# -- a drug's course from the statuses its sentences state --------------------------------------

LASIX = {"concept_id": 3, "label": "furosemide", "text": "Lasix", "domain": "Drug"}


def _drug(status, date, edge_id, **extra):
    return fact("Present", concept_id=3, label="furosemide", date=date, edge_id=edge_id, clinical_status=status, **extra)


@pytest.mark.parametrize("question", [
    "What happened to her Lasix during the pneumonia stay?",
    "Was Lasix continued through the admission?",
    "Was her Lasix held?",
    "What did they do with the Lasix?",
    "After the AKI, was the Lasix restarted?",
])
def test_what_happened_to_a_drug_is_told_in_order(question):
    evidence = kg(_drug("held", "2150-01-02", 1), _drug("held", "2150-01-03", 2),
                  _drug("dose_changed", "2150-01-06", 3, source=1), concepts=(LASIX,), focus=[LASIX],
                  question_parts=[question], passages=[_shown("Furosemide resumed at 20 mg daily (previously 40 mg).")])
    answer = extractive_answer(question, evidence)
    assert answer.startswith("Lasix (furosemide) was held (2150-01-02), then continued at a changed dose (2150-01-06).")
    assert 'Source: "Furosemide resumed at 20 mg daily' in answer


def test_a_drug_course_stays_in_the_admission_asked_about():
    other = _drug("stopped", "2149-05-01", 4)
    other = type(other)(**{**other.__dict__, "hadm_id": 2})
    evidence = kg(_drug("held", "2150-01-02", 1), other, concepts=(LASIX,), focus=[LASIX], scope_admissions=[1],
                  question_parts=["What happened to the Lasix?"])
    assert extractive_answer("What happened to the Lasix?", evidence) == "Lasix (furosemide) was held (2150-01-02)."


@pytest.mark.parametrize("question, relative", [
    ("Does anyone in his family have gallbladder problems?", "sister"),
    ("Any lung disease in his family?", "father"),
    ("Is there a family history of clots?", "mother"),
])
def test_a_family_question_read_from_text_names_the_relative(question, relative):
    sentences = {"sister": "Sister had her gallbladder removed in her 40s.", "father": "Father with lung cancer.",
                 "mother": "Her mother had a clot after hip surgery."}
    evidence = Evidence(condition="C2b", passages=[_shown("She never had a clot before.", rank=1),
                                                   _shown(sentences[relative], rank=2, start=40)])
    answer = extractive_answer(question, evidence)
    assert answer.startswith(f"Yes, in the family: the patient's {relative}.") and sentences[relative] in answer


# -- "still?" of a past-only finding; durations about the asked thing; stays only when asked -------


@pytest.mark.parametrize("question, sentence", [
    ("Does he still smoke?", "Former smoker, 35 pack-years, quit in 2191."),
    ("Is she still drinking?", "Heavy drinking in the past, quit 5 years ago."),
    ("Does she still have seizures?", "History of seizures as a child, none since age 12."),
    ("Is he on insulin anymore?", "Previously on insulin, transitioned to metformin years ago."),
    ("Any chest pain these days?", "Remote history of chest pain, worked up in 2180."),
])
def test_a_still_question_about_a_past_only_finding_is_answered_no(question, sentence):
    evidence = Evidence(condition="C2b", passages=[_shown(sentence)])
    assert extractive_answer(question, evidence).startswith("No, not anymore")


def test_a_still_question_about_a_past_fact_is_answered_no_from_the_graph():
    evidence = kg(fact("Historical", temporality="Past", mention_text="pneumonia"))
    assert extractive_answer("Does she still have pneumonia?", evidence).startswith("No, not anymore")
    assert extractive_answer("Did she have pneumonia?", evidence).startswith("Yes, in the past: pneumonia is a past")


@pytest.mark.parametrize("question", [
    "How long did she have urinary symptoms before the flank pain started?",
    "How many days of cough before she came in?",
    "How long had the swelling been there?",
])
def test_how_long_a_symptom_lasted_is_never_the_length_of_the_stay(question):
    evidence = kg(intent="Default", concepts=(), admissions=[
        {"hadm_id": 1, "admitted": "2150-01-01", "discharged": "2150-01-04"}])
    assert "admitted 2150-01-01" not in extractive_answer(question, evidence)


@pytest.mark.parametrize("question, expected", [
    ("What's the total length of antibiotics for the diverticulitis?", "14 days"),
    ("How long was she on heparin before the cath?", "2 days"),
    ("How many days of IV antibiotics did he get during the pancreatitis admission?", "14 days"),
    ("How long did the fevers last after the surgery?", "4 days"),
])
def test_a_duration_is_read_about_what_lasted_not_about_the_scene(question, expected):
    text = ("HPI: first episode of diverticulitis, 3 days of LLQ pain; pancreatitis 1 week ago; cath in 6 days. "
            "He completes a 14-day course of antibiotics counted from 1/12. "
            "Heparin drip for 2 days. Fevers for 4 days after the operation.")
    evidence = kg(passages=[_shown(s) for s in text.split(". ")], concepts=())
    answer = text_reader.text_duration(question, evidence)
    assert answer.startswith(expected), answer


@pytest.mark.parametrize("sentence, cause", [
    ("A/P: COPD exacerbation, likely rhinovirus-triggered.", "rhinovirus"),
    ("COPD exacerbation, likely viral trigger.", "viral"),
    ("COPD exacerbation, probably due to a viral URI.", "a viral URI"),
    ("COPD exacerbation, possibly medication-induced.", "medication"),
    ("COPD exacerbation - most likely secondary to med nonadherence.", "med nonadherence"),
])
@pytest.mark.parametrize("question", ["What set off his COPD exacerbation?", "What triggered the COPD exacerbation?",
                                      "Why did he have a COPD exacerbation?", "What was the cause of the COPD exacerbation?"])
def test_an_open_question_about_a_cause_gets_the_hedged_cause(question, sentence, cause):
    copd = {"concept_id": 7, "label": "COPD exacerbation", "text": "COPD exacerbation", "domain": "Condition"}
    evidence = kg(fact("Present", label="COPD exacerbation", mention_text="COPD exacerbation", source=1),
                  concepts=(copd,), focus=[copd], passages=[_shown(sentence)])
    answer = extractive_answer(question, evidence)
    assert answer.startswith("COPD exacerbation itself was present; its cause was not certain") and cause in answer
    assert answer.endswith(f'Source: "{sentence}" (Progress n1, 2150-01-02).')


@pytest.mark.parametrize("question, anchor, sentence", [
    ("Did he have palpitations at the chronic obstructive pulmonary disease admission?",
     "chronic obstructive pulmonary disease", "He denies palpitations or syncope."),
    ("During the heart failure stay, did she report any orthopnea?", "heart failure", "No orthopnea or PND."),
    ("Was there hemoptysis when he came in with the pulmonary embolism?", "pulmonary embolism",
     "He had no hemoptysis."),
])
def test_the_words_of_the_scene_do_not_pick_the_sentence(question, anchor, sentence):
    scene = {"concept_id": 3, "label": anchor, "text": anchor, "domain": "Condition"}
    evidence = Evidence(condition="C4g", question_concepts=[scene], focus=[], passages=[
        _shown(f"- {anchor} exacerbation, treated with steroids and nebulizers, {anchor} is chronic", rank=1),
        _shown(sentence, rank=2)])
    answer = extractive_answer(question, evidence)
    assert answer.startswith("No.") and sentence in answer, answer


@pytest.mark.parametrize("sentence, drug, expected", [
    ("# Osteo: Treated with vancomycin (6/6-6/8), daptomycin (6/7-6/10).", "daptomycin",
     "4 days (2150-06-07 through 2150-06-10, counting both days)"),
    ("# Osteo: Treated with vancomycin (6/6-6/8), daptomycin (6/7-6/10).", "vancomycin",
     "3 days (2150-06-06 through 2150-06-08, counting both days)"),
    ("Cefepime from 6/2 to 6/9, then oral cefpodoxime.", "cefepime", "8 days"),
    ("Ceftriaxone 6/1 through 6/5.", "ceftriaxone", "5 days"),
    ("Treated with ciprofloxacin (6/3-6/6), ceftriaxone (6/3-6/6), trimethoprim-sulfamethoxazole (6/7-6/12).",
     "trimethoprim-sulfamethoxazole", "6 days (2150-06-07 through 2150-06-12"),
])
def test_a_stated_date_range_is_a_course(sentence, drug, expected):
    shown = Passage("n1", 0, len(sentence), sentence, 9, note_type="DS", charttime="2150-06-20", rank=1)
    evidence = kg(passages=[shown], concepts=())
    answer = text_reader.text_duration(f"When was {drug} started and stopped, and for how many days?", evidence)
    assert answer.startswith(expected), answer


@pytest.mark.parametrize("question", ["Fever on presentation with syncope?", "Was she febrile on arrival?",
                                      "Did he have a fever when he came in?", "Any fever in the ED?",
                                      "Was fever present at admission?"])
def test_a_question_about_arrival_reads_the_first_day(question):
    fever = {"concept_id": 7, "label": "Fever", "text": "fever", "domain": "Condition"}
    evidence = kg(fact("Absent", label="Fever", date="2150-01-01"),
                  fact("Present", label="Fever", date="2150-01-04", edge_id=2),
                  fact("Present", label="Fever", date="2150-01-05", edge_id=3),
                  concepts=(fever,), focus=[fever],
                  admissions=[{"hadm_id": 1, "admitted": "2150-01-01", "discharged": "2150-01-08"}])
    assert extractive_answer(question, evidence).startswith("No."), question
    assert extractive_answer("Did she have a fever during the stay?", evidence).startswith("Yes.")
    # "when she came in with X" names the admission, not the moment of arrival
    assert extractive_answer("Did she have a fever when she came in with the pneumonia?", evidence).startswith("Yes.")


def test_a_family_history_question_is_not_answered_from_another_cancer():
    colon = {"concept_id": 4, "label": "Colon cancer", "text": "colon cancer", "domain": "Condition"}
    evidence = Evidence(condition="C4g", question_concepts=[colon], focus=[colon],
                        passages=[_shown("Family history of pancreatic cancer in her mother.")])
    answer = extractive_answer("Is there a family history of colon cancer?", evidence)
    assert not answer.startswith("Yes") and "pancreatic cancer" in answer


@pytest.mark.parametrize("question", [
    "At the SBP admission, what happened to his nadolol and furosemide?",
    "What did they do with the nadolol and the furosemide?",
    "Were his nadolol and furosemide held?",
])
def test_a_course_question_naming_several_drugs_tells_each(question):
    nadolol = {"concept_id": 4, "label": "nadolol", "text": "nadolol", "domain": "Drug"}
    lasix = {"concept_id": 3, "label": "furosemide", "text": "furosemide", "domain": "Drug"}
    evidence = kg(fact("Present", concept_id=4, label="nadolol", date="2150-01-02", edge_id=1, clinical_status="held"),
                  fact("Present", concept_id=4, label="nadolol", date="2150-01-05", edge_id=2, clinical_status="resumed"),
                  _drug("held", "2150-01-02", 3), _drug("stopped", "2150-01-06", 4),
                  concepts=(nadolol, lasix), focus=[nadolol, lasix], question_parts=[question])
    answer = extractive_answer(question, evidence)
    assert "Nadolol was held (2150-01-02), then resumed (2150-01-05)." in answer
    assert "Furosemide was held (2150-01-02), then stopped (2150-01-06)." in answer


@pytest.mark.parametrize("question, head", [
    ("Is he still on Keppra 1500 twice a day?", "No. Keppra is current, but at 1000 mg, not 1500"),
    ("Is he still taking Keppra 1000 mg?", "Yes. Keppra is current at 1000 mg"),
    ("Is he currently on Keppra 750 BID?", "No. Keppra is current, but at 1000 mg, not 750"),
])
def test_a_current_state_question_that_names_a_dose_gets_the_dose_compared(question, head):
    keppra = {"concept_id": 9, "label": "levetiracetam", "text": "Keppra", "domain": "Drug"}
    current = fact("Present", concept_id=9, label="levetiracetam", group="current", mention_text="LevETIRAcetam",
                   date="2150-02-01", source=1)
    evidence = kg(current, intent="Current_State", concepts=(keppra,), focus=[keppra],
                  passages=[_shown("LevETIRAcetam 1000 mg PO BID", note_id="n1")])
    assert extractive_answer(question, evidence).startswith(head)


def test_a_current_drug_without_a_dose_asked_is_a_current_medication():
    keppra = {"concept_id": 9, "label": "levetiracetam", "text": "Keppra", "domain": "Drug"}
    evidence = kg(fact("Present", concept_id=9, label="levetiracetam", group="current"), intent="Current_State",
                  concepts=(keppra,), focus=[keppra])
    assert extractive_answer("Is he still on Keppra?", evidence).startswith("Yes. Keppra is a current medication")


@pytest.mark.parametrize("question", ["Where does his epilepsy come from?", "What's behind his epilepsy?"])
def test_more_ways_to_ask_for_a_cause(question):
    epilepsy = {"concept_id": 7, "label": "Epilepsy", "text": "epilepsy", "domain": "Condition"}
    evidence = kg(fact("Present", label="Epilepsy", mention_text="epilepsy", source=1), concepts=(epilepsy,),
                  focus=[epilepsy], passages=[_shown("Epilepsy, likely post-traumatic.")])
    assert "its cause was not certain: likely post-traumatic" in extractive_answer(question, evidence)


@pytest.mark.parametrize("question, sentence", [
    ("Does the report show lung nodule?", "The lungs are clear."),
    ("Does the report show a lung mass?", "Both lungs are well expanded and clear."),
    ("Does the report show cardiomegaly?", "The cardiac silhouette is within normal limits."),
    ("Any pleural thickening?", "No pleural effusion."),
    ("Did the CT show a liver abscess?", "The liver is normal in size."),
])
def test_a_sentence_that_does_not_name_the_asked_thing_gives_no_verdict(question, sentence):
    answer = extractive_answer(question, Evidence(condition="C2b", passages=[_shown(sentence)]))
    assert not answer.startswith(("Yes", "No", "Possibly")), answer


@pytest.mark.parametrize("question, sentence, expected", [
    ("Does the report show lung nodules?", "A 6 mm right upper lobe lung nodule.", "Yes."),
    ("Does the report show cardiomegaly?", "Mild cardiomegaly.", "Yes."),
    ("Does he smoke?", "Current smoker, 1 ppd.", "Yes."),
    ("Any gallbladder problems?", "No gallbladder wall thickening.", "No."),
])
def test_the_head_of_the_asked_thing_is_what_the_sentence_must_name(question, sentence, expected):
    answer = extractive_answer(question, Evidence(condition="C2b", passages=[_shown(sentence)]))
    assert answer.startswith(expected), answer


def test_a_broader_concept_does_not_answer_for_the_asked_one():
    consolidation = {"concept_id": 5, "label": "Consolidation", "text": "consolidation", "domain": "Condition"}
    broader = fact("Present", concept_id=6, label="Opacity of lung", reached_from=5, via="Is a", hop=2)
    narrower = fact("Present", concept_id=7, label="Lobar consolidation", reached_from=5, via="Is a (reverse)", hop=2,
                    edge_id=2)
    question = "Does the report show consolidation?"
    assert not extractive_answer(question, kg(broader, concepts=(consolidation,), focus=[consolidation])).startswith("Yes")
    assert extractive_answer(question, kg(narrower, concepts=(consolidation,), focus=[consolidation])).startswith("Yes")


@pytest.mark.parametrize("question", ["Has he had a colonoscopy before?", "Did he have a colonoscopy?",
                                      "Was a colonoscopy done?"])
def test_a_planned_procedure_is_not_a_done_one(question):
    scope = {"concept_id": 9, "label": "Colonoscopy", "text": "colonoscopy", "domain": "Procedure"}
    evidence = kg(fact("Present", concept_id=9, label="Colonoscopy", temporality="Future"), concepts=(scope,),
                  focus=[scope])
    assert extractive_answer(question, evidence).startswith("No, only as a plan")


@pytest.mark.parametrize("question, text", [
    ("On the scope for the bleed, any gastric varices?", "gastric varices"),
    ("Did she have aspiration pneumonia?", "aspiration pneumonia"),
])
def test_a_narrower_asked_thing_than_its_concept_is_read_from_the_sentences(question, text):
    head = text.split()[-1]
    start = question.index(head)
    concept = {"concept_id": 8, "label": head, "text": head, "domain": "Condition", "start": start,
               "end": start + len(head)}
    evidence = kg(fact("Present", concept_id=8, label=head, mention_text=head, source=1), concepts=(concept,),
                  focus=[concept], passages=[_shown(f"Large esophageal {head}, banded."),
                                             _shown(f"No {text}.", rank=2)])
    answer = extractive_answer(question, evidence)
    assert answer.startswith("No.") and f"No {text}." in answer, answer


def test_what_a_study_showed_is_read_from_its_report():
    bleed = {"concept_id": 6, "label": "Hemorrhage", "text": "bleed", "domain": "Condition"}
    evidence = kg(fact("Present", concept_id=6, label="Hemorrhage", date="2150-08-21", note_type="ED"),
                  fact("Absent", concept_id=6, label="Hemorrhage", date="2150-08-21", note_type="RR", edge_id=2),
                  concepts=(bleed,), focus=[bleed])
    assert extractive_answer("Did the CT show a bleed?", evidence).startswith("No.")


def test_a_study_report_that_does_not_name_the_concept_is_read_as_text():
    bleed = {"concept_id": 6, "label": "Hemorrhage", "text": "bleed", "domain": "Condition"}
    evidence = kg(fact("Present", concept_id=6, label="Hemorrhage", note_type="ED", mention_text="bleed"),
                  concepts=(bleed,), focus=[bleed],
                  passages=[Passage("r1", 0, 40, "No intracranial bleed or fracture.", 8, note_type="RR",
                                    charttime="2150-08-21", rank=1)])
    assert extractive_answer("Did the head CT show a bleed?", evidence).startswith("No.")


APIXABAN = {"concept_id": 21, "label": "apixaban", "text": "apixaban", "domain": "Drug"}
STAY = {"hadm_id": 1, "admitted": "2150-01-01", "discharged": "2150-01-06"}


def at_discharge(*facts, missing=(), discharge_list=True, **extra) -> Evidence:
    return kg(*facts, intent="Change", concepts=(APIXABAN,), focus=[APIXABAN], admissions=[STAY], **extra,
              not_found=[{"concept_id": c["concept_id"], "label": c["label"]} for c in missing],
              settings={"state_at": {"when": "discharge", "hadm_id": 1, "discharge_list": discharge_list}})


def drug_fact(group, status="", **extra):
    return fact(concept_id=21, label="apixaban", mention_text="apixaban", group=group, status=status, **extra)


def test_the_state_at_discharge_answers_the_asked_drug_not_the_whole_list():
    for question in ("Did she go home on apixaban?", "Was she discharged on apixaban?", "Apixaban at discharge?"):
        on = extractive_answer(question, at_discharge(drug_fact("on_discharge", "on the discharge list")))
        assert on.startswith("Yes. apixaban was continued at discharge on 2150-01-06"), on
        held = extractive_answer(question, at_discharge(drug_fact("off_at_discharge", "held", date="2150-01-05")))
        assert held.startswith("No. apixaban was not continued at discharge") and "held (documented 2150-01-05)" in held
        left_off = extractive_answer(question, at_discharge(drug_fact("off_at_discharge", "not on the discharge list")))
        assert "the discharge medication list leaves it out" in left_off and left_off.startswith("No.")
        never = extractive_answer(question, at_discharge(missing=[APIXABAN]))
        assert never.startswith("No. apixaban is missing from the discharge medication list of that stay")
        for answer in (on, held, left_off, never):
            assert "Added:" not in answer and "present" not in answer.lower().split("source")[0]


def test_an_open_question_about_the_discharge_drug_gets_no_yes_or_no_head():
    answer = extractive_answer("What dose of apixaban did she go home on?",
                               at_discharge(drug_fact("on_discharge", source=1), passages=[
                                   Passage("n1", 0, 22, "Apixaban 2.5 mg PO BID", 8, rank=1)]))
    assert answer.startswith("Apixaban: 2.5 mg PO BID")  # the dose the asked drug went home on
    stopped = extractive_answer("What dose of apixaban did she go home on?",
                                at_discharge(drug_fact("off_at_discharge", source=1), passages=[
                                    Passage("n1", 0, 22, "Apixaban 2.5 mg PO BID", 8, rank=1)]))
    assert stopped.startswith("apixaban was not continued at discharge"), stopped  # no dose of a stopped drug
    for question in ("How much apixaban did she go home on?", "Which anticoagulant did she leave on, apixaban?"):
        assert extractive_answer(question, at_discharge(drug_fact("on_discharge"))).startswith("apixaban"), question


def test_without_a_discharge_list_it_says_so_rather_than_guessing():
    undecided = extractive_answer("Did she go home on apixaban?",
                                  at_discharge(drug_fact("no_discharge_list", date="2150-01-03"), discharge_list=False))
    assert undecided.startswith("Not stated at discharge: the notes of that stay hold no discharge medication list")
    unnamed = extractive_answer("Did she go home on apixaban?", at_discharge(missing=[APIXABAN], discharge_list=False))
    assert unnamed.startswith("Not documented: no note of that stay (discharged on 2150-01-06) names apixaban")


def problem_at_discharge(*facts, **extra) -> Evidence:
    return kg(*facts, intent="Default", concepts=(PNA,), focus=[PNA], admissions=[STAY],
              settings={"state_at": {"when": "discharge", "hadm_id": 1, "discharge_list": True}}, **extra)


def test_a_problems_state_at_the_end_of_the_stay_turns_the_head_for_gone():
    still = problem_at_discharge(fact("Present", group="current", date="2150-01-06"))
    resolved = problem_at_discharge(fact("Present", group="resolved", date="2150-01-05", status="resolved"))
    for question in ("Was the pneumonia gone by discharge?", "At discharge, had her pneumonia resolved?"):
        assert extractive_answer(question, still).startswith("No. pneumonia was still present at the end of that stay")
        assert extractive_answer(question, resolved).startswith("Yes. pneumonia had resolved by the end of that stay")
    for question in ("Did she still have pneumonia at discharge?", "Pneumonia at discharge?",
                     "Was the pneumonia still there when she left?"):
        assert extractive_answer(question, still).startswith("Yes. pneumonia was still present"), question
        assert extractive_answer(question, resolved).startswith("No. pneumonia had resolved"), question


def test_a_problem_suspected_or_unnamed_at_the_end_of_the_stay_is_called_that():
    suspected = problem_at_discharge(fact("Possible", group="current", date="2150-01-06"))
    assert extractive_answer("Did she still have pneumonia at discharge?", suspected).startswith(
        "Still suspected, not confirmed, at the end of that stay")
    unnamed = problem_at_discharge(not_found=[{"concept_id": 7, "label": "Pneumonia"}])
    assert extractive_answer("Did she still have pneumonia at discharge?", unnamed).startswith(
        "Not documented at the end of that stay (discharged 2150-01-06)")


@pytest.mark.parametrize("question", [
    "Any pneumonia in her family?", "Does pneumonia run in the family?", "Is there a family history of pneumonia?",
    "Do any of her relatives have pneumonia?", "With her pneumonia, does anyone else in the family have it?",
])
def test_a_family_question_is_answered_about_the_relatives_even_when_the_patient_has_it_too(question):
    own = [fact("Present", edge_id=n, date=f"2150-01-0{n}") for n in range(1, 6)]
    mother = fact("Family_History", experiencer="Family", edge_id=9, mention_text="pneumonia", source=1)
    evidence = kg(*own, mother, passages=[Passage("n1", 0, 40, "Mother had pneumonia in her 70s.", 9, rank=1)])
    answer = extractive_answer(question, evidence)
    assert answer.startswith("Yes. The patient's mother had pneumonia (family history, not the patient)"), answer
    assert extractive_answer("Does she have pneumonia?", evidence).startswith("Yes. pneumonia is documented as present")


def test_a_denied_narrower_condition_in_the_family_does_not_deny_the_asked_one():
    cardiomyopathy = fact("Absent", experiencer="Family", concept_id=70, label="Cardiomyopathy", via="Subsumes",
                          reached_from=7, mention_text="cardiomyopathy")
    answer = extractive_answer("Any pneumonia in her family?", kg(cardiomyopathy))
    assert "negative" not in answer and answer.startswith("No family history of pneumonia is documented")
    denied = fact("Absent", experiencer="Family", mention_text="pneumonia")
    assert extractive_answer("Any pneumonia in her family?", kg(denied)).startswith(
        "No. The family history is negative for pneumonia")


COLONOSCOPY = {"concept_id": 31, "label": "Colonoscopy", "text": "colonoscopy", "domain": "Procedure"}


@pytest.mark.parametrize("question", [
    "Has he had a colonoscopy before?", "Has he ever had a colonoscopy?", "Any prior colonoscopy?",
    "Had he undergone a colonoscopy previously?", "Colonoscopy in the past?",
])
def test_a_denied_procedure_is_not_made_done_by_mentions_in_plans(question):
    def scope(assertion, temporality="Current", n=1):
        return fact(assertion, concept_id=31, label="Colonoscopy", mention_text="colonoscopy", temporality=temporality,
                    edge_id=n)
    plans = [scope("Present", n=1), scope("Present", n=2), scope("Present", "Future", n=3), scope("Present", n=4)]
    denied = [scope("Absent", n=5), scope("Absent", n=6)]
    answer = extractive_answer(question, kg(*plans, *denied, concepts=(COLONOSCOPY,)))
    assert answer.startswith("No. colonoscopy had not been done: the notes deny one (one is planned)"), answer
    done = scope("Present", "Past", n=7)
    assert not extractive_answer(question, kg(*plans, *denied, done, concepts=(COLONOSCOPY,))).startswith("No.")


def test_a_drug_a_later_discharge_list_leaves_out_is_not_current_and_says_why():
    aspirin = {"concept_id": 9, "label": "Aspirin", "text": "aspirin", "domain": "Drug"}
    listed = fact(concept_id=9, label="aspirin", group="stopped", status="not on a later discharge list",
                  date="2150-01-04")
    for question in ("Is she still on aspirin?", "Is aspirin a current medication?", "Does he take aspirin now?"):
        answer = extractive_answer(question, kg(listed, intent="Current_State", concepts=(aspirin,)))
        assert answer.startswith("No. aspirin is not current: a later stay's discharge medication list leaves it out")
        assert "last listed 2150-01-04" in answer


import pytest  # noqa: E402


@pytest.mark.parametrize("question", [
    "Diabetes — him or his mother?", "Diabetes: her or her mom?", "Diabetes - the patient or his father?",
    "Mother's or hers, the diabetes?", "Does she have diabetes like her mother?", "Diabetes? (mother had it)",
])
def test_a_question_about_the_patient_and_a_relative_answers_both(question):
    dm = {"concept_id": 9, "label": "Diabetes", "text": "diabetes", "domain": "Condition"}
    relative = fact("Family_History", concept_id=9, label="Diabetes", experiencer="Family", mention_text="diabetes",
                    source=1)
    own = fact("Present", concept_id=9, label="Diabetes", edge_id=2, mention_text="diabetes", source=2)
    shown = [_shown("Mother with type 2 diabetes.", rank=1), _shown("T2DM on metformin.", rank=2, start=40)]
    both = extractive_answer(question, kg(relative, own, concepts=(dm,), focus=[dm], passages=shown))
    assert "family history" in both and "documented as present" in both, both
    assert both.startswith("Both."), both  # who has it, said first
    only_relative = extractive_answer(question, kg(relative, concepts=(dm,), focus=[dm], passages=shown[:1]))
    # the relative the chart names, not the patient: said once, first
    assert only_relative.startswith("The mother, not the patient.") and "family history" in only_relative, only_relative
    own_only = extractive_answer(question, kg(own, concepts=(dm,), focus=[dm], passages=shown[1:]))
    assert own_only.startswith("The patient, not the "), own_only
    assert "documented as present" in own_only, own_only


@pytest.mark.parametrize("question", ["who had the MI?", "Who had an MI?", "And who had the heart attack?",
                                      "who in the family had an MI", "Who died of an MI?"])
def test_an_open_who_question_names_who_had_it(question):
    mi = {"concept_id": 12, "label": "Myocardial infarction", "text": "MI", "domain": "Condition"}
    father = fact("Family_History", concept_id=12, label="Myocardial infarction", experiencer="Family",
                  mention_text="MI", source=1)
    own = fact("Present", concept_id=12, label="Myocardial infarction", edge_id=2, mention_text="NSTEMI", source=2)
    shown = [_shown("FHx: father MI at 52.", rank=1), _shown("NSTEMI 2150, stented.", rank=2, start=30)]
    relative_only = extractive_answer(question, kg(father, concepts=(mi,), focus=[mi], passages=shown[:1]))
    assert relative_only.startswith("The father, not the patient."), relative_only
    both = extractive_answer(question, kg(father, own, concepts=(mi,), focus=[mi], passages=shown))
    assert both.startswith("Both."), both


def test_a_two_part_family_question_keeps_each_parts_own_answer():
    dm = {"concept_id": 9, "label": "Diabetes", "text": "diabetes", "domain": "Condition"}
    relative = fact("Family_History", concept_id=9, label="Diabetes", experiencer="Family", mention_text="diabetes",
                    source=1)
    question = "Is there diabetes in her family, and has she had it herself?"
    answer = extractive_answer(question, kg(relative, concepts=(dm,), focus=[dm], question_parts=[
        "Is there diabetes in her family", "and has she had it herself?"], passages=[_shown("Mother with diabetes.")]))
    assert answer.startswith("Yes.") and "not documented for the patient" in answer, answer


def test_a_relatives_history_is_never_the_patients_history():
    stroke = {"concept_id": 11, "label": "Stroke", "text": "stroke", "domain": "Condition"}
    mother = fact("Family_History", concept_id=11, label="Stroke", experiencer="Family", group="still_active",
                  mention_text="stroke", source=1)
    answer = extractive_answer("Ever had a stroke? (mother did)", kg(
        mother, intent="Historical", concepts=(stroke,), focus=[stroke],
        passages=[_shown("- Mother: HCM at 38, stroke at 46.")]))
    assert answer.startswith("No.") and "family history" in answer and "chronic" not in answer


@pytest.mark.parametrize("question, expected", [
    ("What happened to his diuretics at the first admission?",
     "Diuretic medications — added: torsemide. Stopped: furosemide. Continued: spironolactone (dose changed)."),
    ("BP meds after the first fall?",
     "Blood pressure medications — added: torsemide. Stopped: furosemide, lisinopril. Continued: spironolactone "
     "(dose changed), metoprolol."),
    ("Inhalers — anything changed in February?", "Inhaler medications — added: none. Stopped: none. Continued: tiotropium."),
    ("Insulin changes in November?", "Insulin medications — added: none. Stopped: none. Continued: insulin glargine."),
])
def test_a_change_question_about_a_class_lists_only_its_members(question, expected):
    def drug(label, group, edge_id, status=""):
        return fact(concept_id=edge_id, label=label, group=group, edge_id=edge_id, status=status)
    evidence = kg(drug("Torsemide", "added", 1), drug("Furosemide", "removed", 2), drug("Lisinopril", "removed", 3),
                  drug("Spironolactone", "continued", 4, status="dose changed"), drug("Metoprolol", "continued", 5),
                  drug("Tiotropium", "continued", 6), drug("Insulin glargine", "continued", 7),
                  drug("Atorvastatin", "continued", 8), intent="Change", concepts=())
    assert extractive_answer(question, evidence).lower().startswith(expected.lower())
    whole = extractive_answer("What changed in his medications?", evidence)
    assert whole.startswith("Added: Torsemide. Stopped: Furosemide, Lisinopril.") and "Atorvastatin" in whole


def test_a_drug_course_is_one_step_a_day_and_no_plan_is_a_step():
    mmf = {"concept_id": 21, "label": "Mycophenolate", "text": "CellCept", "domain": "Drug"}

    def said(status, date, edge_id, assertion="Present"):
        return fact(assertion, concept_id=21, label="Mycophenolate", clinical_status=status, date=date, edge_id=edge_id)
    evidence = kg(said("held", "2193-07-19", 1), said("resumed", "2193-07-19", 2, "Conditional"),
                  said("held", "2193-07-19", 3), said("resumed", "2193-07-21", 4), said("continued", "2193-07-23", 5),
                  said("held", "2193-07-23", 6, "Hypothetical"), concepts=(mmf,), focus=[mmf])
    answer = extractive_answer("When she had the C. diff, what did they do with her CellCept?", evidence)
    assert answer.startswith("CellCept (Mycophenolate) was held (2193-07-19), then resumed (2193-07-21), then continued (2193-07-23).")


def test_a_class_question_that_asks_for_the_rest_gets_the_class_then_the_other_changes():
    def drug(label, group, edge_id):
        return fact(concept_id=edge_id, label=label, group=group, edge_id=edge_id)
    evidence = kg(drug("Glucagon", "added", 1), drug("Insulin glargine", "continued", 2),
                  drug("Sertraline", "continued", 3), intent="Change", concepts=())
    answer = extractive_answer("How was her insulin different from what she came in on, and what was new?", evidence)
    assert answer.startswith("Insulin medications — added: none. Stopped: none. Continued: Insulin glargine. "
                             "Other changes — added: Glucagon.")
