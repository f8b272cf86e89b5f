"""The offline extractive reader, on hand-built evidence (no database, no model)."""

from __future__ import annotations

import inspect

from retrieval.conditions.base import Evidence, GraphFact, Passage
from retrieval.generation import extractive
from retrieval.generation.extractive import ABSTAIN, NO_KG, extractive_answer, kg_lookup_answer

PNA = {"concept_id": 7, "label": "Pneumonia", "text": "pneumonia", "domain": "Condition"}


def fact(assertion="Present", *, concept_id=7, label="Pneumonia", experiencer="Patient", temporality="Current",
         date="2150-01-02", group="", visible=("assertion", "experiencer", "temporality"), note_id="n1", **extra):
    return GraphFact(edge_id=extra.pop("edge_id", 1), concept_id=concept_id, label=label, predicate="has_condition",
                     assertion=assertion, experiencer=experiencer, temporality=temporality, date=date, hadm_id=1,
                     note_id=note_id, allen_relation="During", temporal_confidence=0.9, score=1.0, hop=1, via="seed",
                     group=group, visible=visible, **extra)


def kg(*facts, intent="Default", concepts=(PNA,), **extra) -> Evidence:
    return Evidence(condition="C4g", facts=list(facts), intent=intent, question_concepts=list(concepts), **extra)


def test_it_abstains_without_evidence():
    assert extractive_answer("Did the patient have pneumonia?", Evidence(condition="C1")) == ABSTAIN


def test_it_answers_from_the_assertion_labels():
    q = "Did the patient have pneumonia?"
    assert extractive_answer(q, kg(fact("Absent"))).startswith("No. pneumonia was documented as absent")
    assert "only suspected (possible)" in extractive_answer(q, kg(fact("Possible")))
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
    assert answer == 'From the notes: "Chest x-ray without consolidation; no pneumonia." (RR n1, 2150-01-02)'


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
    assert answer.startswith("It is conditional: pneumonia only if the procalcitonin rises. It had not been done")


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
