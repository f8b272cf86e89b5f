"""The keyword intent classifier (paper 000 App. S) and its rule file."""

from __future__ import annotations

import json

import pytest

from retrieval.conditions.intent import (
    RULES_PATH,
    IntentRulesError,
    classify,
    classify_keyword,
    classify_oracle,
    load_intent_rules,
    question_form,
)


@pytest.mark.parametrize("question, intent", [
    # the paper's own trigger examples: "changed", "new since" → Change; "currently", "active problem" → Current_State
    ("What medications changed between this patient's first and second admissions?", "Change"),
    ("What is new since the last admission?", "Change"),
    ("Is the patient currently on anticoagulation?", "Current_State"),
    ("Is atrial fibrillation an active problem?", "Current_State"),
    ("Does the patient have a history of stroke?", "Historical"),
    ("Has the pneumonia resolved?", "Historical"),
    ("Did the patient have chest pain?", "Default"),
    ("Which came first: the CT or the MRI?", "Default"),
])
def test_it_classifies_the_papers_trigger_examples(question, intent):
    assert classify_keyword(question).intent == intent


def test_it_prefers_change_over_current_state_by_priority():
    result = classify_keyword("Which current medications were added since the previous admission?")
    assert result.intent == "Change"
    assert "added" in result.matched


def test_it_matches_whole_words_only():
    # "old" is a Historical phrase; "bold" and "threshold" must not trigger it
    assert classify_keyword("Was the threshold for transfusion met in bold type?").intent == "Default"


def test_oracle_mode_reads_the_category_and_refuses_to_guess():
    assert classify_oracle("current_state").intent == "Current_State"
    assert classify_oracle("negation").intent == "Default"
    with pytest.raises(ValueError, match="no oracle intent for category 'astrology'"):
        classify_oracle("astrology")
    with pytest.raises(ValueError, match="needs the question's category"):
        classify("Is it current?", mode="oracle")
    with pytest.raises(ValueError, match="intent mode must be one of"):
        classify("x", mode="psychic")


def test_question_forms_tell_sequence_and_duration_apart():
    assert "sequence" in question_form("Which came first: the start of cefepime or the renal ultrasound?")
    assert "duration" in question_form("How long was the cefepime course?")
    assert "duration" not in question_form("Was the patient on cefepime?")
    for question in ("Pulse steroids first, or the kidney biopsy?", "Did the drain come first or the antibiotics?",
                     "MRCP or ERCP, which came first?", "Was the CT before or after the transfusion?"):
        assert "sequence" in question_form(question), question


@pytest.mark.parametrize("question", [
    "Did she go home on apixaban?", "Was he discharged on metoprolol?", "Did they send him home on insulin?",
    "Is furosemide on her discharge med list?", "Lasix at discharge?", "Did he leave the hospital on warfarin?",
    "Was the heparin continued on discharge?", "What dose of metoprolol did she go home with?",
    "By discharge, was he still on the steroid taper?", "Was she sent home with antibiotics?",
])
def test_questions_about_the_end_of_a_stay_ask_the_state_at_discharge(question):
    assert "at_discharge" in question_form(question)


@pytest.mark.parametrize("question", [
    "Is she still on apixaban?", "Was apixaban held on admission?", "Did she take apixaban at home?",
    "What brought her home from the trip?", "When was she discharged?",
])
def test_other_time_points_are_not_the_state_at_discharge(question):
    assert "at_discharge" not in question_form(question)


def _write(tmp_path, data) -> str:
    path = tmp_path / "rules.json"
    path.write_text(json.dumps(data))
    return str(path)


def test_the_rule_loader_names_what_is_wrong(tmp_path):
    good = json.loads(RULES_PATH.read_text())
    bad = {**good, "intents": {**good["intents"], "Default": ["x"]}}
    with pytest.raises(IntentRulesError, match=r"rules.json: intents.Default.\[key\]: Input should be 'Change'"):
        load_intent_rules(_write(tmp_path, bad))
    bad = {**good, "intents": {**good["intents"], "Change": []}}
    with pytest.raises(IntentRulesError, match="rules.json: intents.Change: List should have at least 1 item"):
        load_intent_rules(_write(tmp_path, bad))
    bad = {**good, "intents": {**good["intents"], "Change": ["changed", "  "]}}
    with pytest.raises(IntentRulesError, match=r"rules.json: intents.Change.1: String should match"):
        load_intent_rules(_write(tmp_path, bad))
    bad = {**good, "oracle": {"negation": "Sideways"}}
    with pytest.raises(IntentRulesError, match="rules.json: oracle.negation: Input should be 'Change'"):
        load_intent_rules(_write(tmp_path, bad))
    bad = {**good, "priority": ["Change"]}
    with pytest.raises(IntentRulesError, match="rules.json: priority: .*must list each intent"):
        load_intent_rules(_write(tmp_path, bad))


def test_the_rule_loader_rejects_unknown_keys(tmp_path):
    good = json.loads(RULES_PATH.read_text())
    with pytest.raises(IntentRulesError, match="rules.json: colour: unknown key"):
        load_intent_rules(_write(tmp_path, {**good, "colour": "blue"}))


@pytest.mark.parametrize("question", [
    "They held his blood thinner for surgery - is he back on apixaban?",
    "Is she on metformin at the moment?",
    "Is he currently on a statin?",
    "Is she still getting the iron infusions?",
    "Does he remain on amiodarone?",
    "Is the rash still there?",
    "Does the cough persist?",
    "Is she not taking the lisinopril anymore?",
])
def test_current_medication_and_persistence_phrasings_route_to_current_state(question):
    assert classify_keyword(question).intent == "Current_State"


@pytest.mark.parametrize("question, name", [
    ("Did he have palpitations at the chronic obstructive pulmonary disease admission?",
     "chronic obstructive pulmonary disease"),
    ("Any pneumothorax on the CT during the chronic kidney disease stay?", "chronic kidney disease"),
    ("Was there chest pain with the old myocardial infarction workup?", "old myocardial infarction"),
    ("During the previous stroke admission, any dysphagia?", "previous stroke"),
])
def test_the_words_of_a_named_concept_are_not_intent_cues(question, name):
    start = question.lower().index(name)
    named = [{"start": start, "end": start + len(name)}]
    assert classify_keyword(question).intent == "Historical"
    assert classify_keyword(question, concepts=named).intent == "Default"


def test_a_cue_outside_the_concept_still_counts():
    question = "Does she have a history of chronic kidney disease?"
    start = question.index("chronic kidney disease")
    assert classify_keyword(question, concepts=[{"start": start, "end": start + 22}]).intent == "Historical"


@pytest.mark.parametrize("question", ["Is there a family history of colon cancer?", "Any family hx of MI?",
                                      "FHx of seizure disorder?", "What is her family medical history of cancer?"])
def test_a_family_history_question_is_not_a_historical_one(question):
    assert classify_keyword(question).intent == "Default"
    assert "family" in question_form(question)


def test_history_of_alone_is_still_historical():
    assert classify_keyword("Does he have a history of gout?").intent == "Historical"


@pytest.mark.parametrize("question", [
    "What did he leave the GI bleed admission on that he wasn't taking when he came in?",
    "What did she go home on?", "Which meds was he sent home on that are new?",
    "Anything new at discharge?", "What is she on now that she was not taking before?",
])
def test_questions_about_what_went_home_are_change_questions(question):
    assert classify_keyword(question).intent == "Change"
