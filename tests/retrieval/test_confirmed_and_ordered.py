"""Issue 32, after the physicians' reads and a frozen probe of 60 questions written by a helper who
read no code (development charts): a suspicion the sentence goes on to confirm is present (NLP
rules 2026.12-6); a plan whose condition the question names in other words ("the markers", "her
EF") is still that plan; an event the vocabulary does not know ("the ICD was put in") can be
ordered; "relative to" orders two events and asks about no relative; "how long after X did Y?" is
the time between two dated events; a named month picks its stay; a value's state ("back to
normal?") is read from what the sentence says of the value; the earlier episode named again is no
recurrence. Each class in phrasings written for this file, beside the look-alikes that must not
change (no database)."""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, GraphFact, Passage
from retrieval.conditions.focus import anchor_admission, month_admissions, question_focus
from retrieval.conditions.intent import question_form
from retrieval.generation.extractive import extractive_answer
from retrieval.generation.ordering import asks_order, parse_interval, parse_sequence, text_interval, text_sequence
from retrieval.generation.paraphrase import paraphrase_keys
from retrieval.generation.text_reader import (SENTENCE_SPLIT, Words, conclusion, plan_answer, plan_question,
                                              value_conclusion)
from retrieval.nlp.pipeline import classify_spans


def assertion(sentence: str, target: str) -> str:
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    return annotation.assertion.value


# -- a suspicion the same sentence confirms ----------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("# Helicobacter pylori: Suspected as the cause of the ulcer and confirmed on gastric biopsy.",
     "Helicobacter pylori"),
    ("H. pylori was suspected and later confirmed on biopsy.", "H. pylori"),
    ("Pulmonary embolism was suspected, then confirmed by CTA.", "Pulmonary embolism"),
    ("Suspected pneumonia, confirmed on CT.", "pneumonia"),
    ("Probable lupus nephritis, biopsy-proven on 3/4.", "lupus nephritis"),
    ("Possible gout, subsequently confirmed with arthrocentesis.", "gout"),
    ("Concern for C. difficile colitis, which was confirmed by toxin assay.", "C. difficile colitis"),
    ("Sarcoidosis, biopsy proven.", "Sarcoidosis"),
    ("Likely MSSA bacteremia, culture-proven.", "MSSA bacteremia"),
])
def test_a_suspicion_the_sentence_confirms_is_present(sentence, target):
    assert assertion(sentence, target) == "Present"


@pytest.mark.parametrize("sentence, target, label", [
    ("Sepsis was suspected but not confirmed.", "Sepsis", "Possible"),
    ("Sepsis was suspected; never confirmed.", "Sepsis", "Possible"),
    ("Possible gout, not confirmed by tap.", "gout", "Possible"),
    ("Concern for osteomyelitis, to be confirmed with MRI.", "osteomyelitis", "Possible"),
    ("Likely viral gastroenteritis, never proven.", "gastroenteritis", "Possible"),
    ("Question of TB, not proven.", "TB", "Possible"),
    ("Possible cellulitis, later proven to be DVT.", "cellulitis", "Possible"),  # the proof names another thing
    ("Pneumonia vs atelectasis, confirmed by CT as atelectasis.", "Pneumonia", "Possible"),
    ("CT confirmed no PE.", "PE", "Absent"),  # a denial still wins
    ("Biopsy confirming adenocarcinoma.", "adenocarcinoma", "Present"),
    ("Probable pneumonia. Will start ceftriaxone.", "pneumonia", "Possible"),  # no confirmation at all
])
def test_a_confirmation_that_is_denied_or_names_another_thing_confirms_nothing(sentence, target, label):
    assert assertion(sentence, target) == label


# -- a plan whose condition the question says in other words -------------------------------------------


def passage(text, *, note_type="DS", charttime="2185-02-06", hadm_id=1, rank=1, note_id="n1"):
    return Passage(note_id, 0, len(text), text, 10, note_type=note_type, charttime=charttime, hadm_id=hadm_id, rank=rank)


PLANS = [
    passage("Do not stop them unless your cardiologist tells you to; stopping them early can cause the stent to clot.",
            rank=1),
    passage("Repeat TTE in 3 months; if LVEF remains 35% or less despite medical therapy, refer to electrophysiology "
            "for ICD evaluation.", rank=2),
    passage("If ESR and CRP are not falling by week 4, repeat the MRI.", note_type="CN", rank=3),
    passage("If he rebleeds despite banding and nadolol, he should be evaluated for TIPS.", note_type="CN", rank=4),
    passage("If your fasting glucose is below 100 in the morning, take 24 units that evening.", rank=5),
    passage("She was told to keep her follow-up appointment.", rank=6),
]


@pytest.mark.parametrize("question, wanted", [
    ("If her EF doesn't recover after the stent, what's the plan?", "refer to electrophysiology"),
    ("Plan if EF still 35% at follow-up?", "refer to electrophysiology"),
    ("ID's plan if the markers didn't come down on the toe treatment?", "repeat the MRI"),
    ("What if the ESR doesn't fall?", "repeat the MRI"),
    ("If the inflammatory markers stay up, what next?", "repeat the MRI"),
    ("If the CRP is still up at week 4, what's next?", "repeat the MRI"),
    ("If those varices bleed again, what's the plan?", "evaluated for TIPS"),
    ("What happens if the bleeding comes back?", "evaluated for TIPS"),
    ("What was she told to do if her sugars ran low in the morning?", "take 24 units"),
])
def test_a_plan_question_meets_the_plan_its_condition_names_in_other_words(question, wanted):
    evidence = Evidence(condition="C2b", passages=list(PLANS))
    answer = plan_answer(question, evidence)
    assert answer is not None and answer.startswith("The plan depends on a condition") and wanted in answer
    assert "stent to clot" not in answer  # a word of the question outside any condition is not the plan
    assert extractive_answer(question, evidence) == answer


@pytest.mark.parametrize("question", ["If the markers stay up, what next?", "If it recurs, what's next?"])
def test_what_next_after_a_condition_asks_for_the_plan(question):
    assert plan_question(question) == "action"


@pytest.mark.parametrize("question", ["What next?", "What came next after the biopsy?"])
def test_what_next_without_a_condition_is_no_plan_question(question):
    assert plan_question(question) == ""


def test_paraphrase_groups_are_whole_words():
    assert paraphrase_keys("LVEF 30%") == paraphrase_keys("her ejection fraction")
    assert paraphrase_keys("ESR and CRP") == paraphrase_keys("the markers")
    assert not paraphrase_keys("the prefall baseline")  # "fall" inside a word names nothing
    assert not paraphrase_keys("screening") & paraphrase_keys("CRP")


@pytest.mark.parametrize("question_word, sentence, met", [
    ("ef", "if LVEF remains 35% or less", True),
    ("mi", "admitted with NSTEMI", True),
    ("ef", "HFrEF on GDMT", True),
    ("ef", "left leg edema", False),
    ("mi", "mild cardiomegaly", False),
])
def test_a_short_abbreviation_meets_its_qualified_form(question_word, sentence, met):
    assert (question_word in Words(sentence)) is met


# -- "relative to", and events the vocabulary does not know ------------------------------------------------


@pytest.mark.parametrize("question, events", [
    ("When was the ICD placed relative to the MRI?", ("ICD", "MRI")),
    ("ICD timing relative to the MRI?", ("ICD", "MRI")),
    ("Where did the MRI fall in relation to the ICD?", ("MRI", "ICD")),
    ("When was the C-section relative to the magnesium?", ("C-section", "magnesium")),
])
def test_relative_to_orders_two_events(question, events):
    parsed = parse_sequence(question)
    assert parsed is not None and parsed.events == events and parsed.relation == "before_or_after"
    assert "sequence" in question_form(question) and "family" not in question_form(question)
    assert question_focus(question, []).about_family is False


@pytest.mark.parametrize("question", ["Any relative with HCM?", "Did a relative have sudden death?",
                                      "Did any relatives have colon cancer relatively young?"])
def test_a_relative_is_still_a_relative(question):
    assert "family" in question_form(question)


def test_a_list_led_by_order_of_events_names_only_the_events():
    assert parse_sequence("Order of events: gene panel, MRI, ICD?").events == ("gene panel", "MRI", "ICD")
    assert parse_sequence("Order of the events: biopsy, port, chemo").events == ("biopsy", "port", "chemo")


MRI = {"text": "MRI", "domain": "Procedure", "concept_id": 1}
PAIN = {"text": "chest pain", "domain": "Condition", "concept_id": 2}


@pytest.mark.parametrize("question, concepts, ordered", [
    ("Did she have the MRI before the ICD was put in?", [MRI], True),
    ("Was the MRI done before the ICD?", [MRI], True),
    ("Was the port placed before the biopsy?", [], True),
    ("Was the MRI done after the biopsy?", [], True),  # both timed: the order answers; else the reader goes on
    ("Did she have chest pain after the MRI?", [PAIN, MRI], False),  # whether a finding was there
    ("Was she still having chest pain after the MRI was done?", [PAIN, MRI], False),
    ("How long after the MRI was the ICD placed?", [MRI], False),  # a duration
    ("Was the drain still in after the CT was done?", [], False),  # the state now
    ("Lisinopril after the surgery?", [{"text": "Lisinopril", "domain": "Drug", "concept_id": 3}], False),  # its course
    ("Was she on metoprolol after the ICD?", [{"text": "metoprolol", "domain": "Drug", "concept_id": 4}], False),
])
def test_events_the_vocabulary_does_not_know_can_be_ordered(question, concepts, ordered):
    assert asks_order(question, concepts) is ordered


def test_an_unknown_event_is_ordered_by_its_stated_date():
    evidence = Evidence(condition="C2b", passages=[
        passage("Cardiac MRI 3/2206: LGE 17% of LV mass.", charttime="2206-07-24"),
        passage("CXR 7/22: ICD leads in place, no pneumothorax.", charttime="2206-07-24", rank=2, note_id="n2"),
    ])
    yes = text_sequence("Did she have the MRI before the ICD was put in?", evidence)
    assert yes.startswith("Yes. MRI (in 03/2206) came before ICD (on 2206-07-22)")
    assert text_sequence("Was the ICD put in before the MRI?", evidence).startswith("No.")
    assert text_sequence("When was the ICD placed relative to the MRI?", evidence).startswith("After.")


# -- the time between two events -------------------------------------------------------------------------

@pytest.mark.parametrize("question, events", [
    ("How long after his PICC came out did he show up bacteremic?", ("PICC removed", "bacteremic")),
    ("How long after the hemiarthroplasty did her delirium kick in?", ("hemiarthroplasty", "delirium")),
    ("How many days between the surgery and the delirium?", ("surgery", "delirium")),
    ("How soon after the ERCP was the cholecystectomy done?", ("ERCP", "cholecystectomy")),
    ("How long before the ICD was the MRI done?", ("MRI", "ICD")),
    ("First admit: how long after the transplant did the rejection start?", ("transplant", "rejection")),
])
def test_an_interval_question_names_its_two_events_earlier_first(question, events):
    assert parse_interval(question) == events


@pytest.mark.parametrize("question", ["How long was the stay?", "How long was she on vancomycin?",
                                      "How long after discharge?"])
def test_a_duration_of_one_thing_is_no_interval(question):
    assert parse_interval(question) is None


def test_the_interval_is_read_from_each_events_own_date_across_stays():
    evidence = Evidence(condition="C2b", passages=[
        passage("Treated in May and June for toe osteomyelitis (6 weeks of cefazolin, PICC removed 6/20), now with "
                "three days of fevers.", note_type="ED", charttime="2205-11-20", hadm_id=2, note_id="ed2"),
        passage("Blood cultures 11/20: MSSA bacteremia, 2 of 2 bottles.", charttime="2205-11-29", hadm_id=2, rank=2,
                note_id="ds2"),
        passage("# S/p right hemiarthroplasty 10/19: enoxaparin started 10/20.", charttime="2204-10-22", rank=3,
                note_id="pn"),
        passage("# Postoperative delirium: began on the night of 10/20 and lasted 3 days.", charttime="2204-10-25",
                rank=4, note_id="ds"),
    ], scope_admissions=[1])
    picc = text_interval("How long after his PICC came out did he show up bacteremic?", evidence)
    assert picc.startswith("About 5 months (153 days): PICC removed (on 2205-06-20), then bacteremic")
    delirium = text_interval("How long after the hemiarthroplasty did her delirium kick in?", evidence)
    assert delirium.startswith("1 day: hemiarthroplasty (on 2204-10-19), then delirium (on 2204-10-20)")
    assert extractive_answer("How long after the hemiarthroplasty did her delirium kick in?", evidence) == delirium


def test_one_date_for_both_events_or_a_notes_date_gives_no_interval():
    plan = Evidence(condition="C2b", passages=[
        passage("Last lisinopril dose was 3/12 at 08:00, so sacubitril-valsartan can start no earlier than 3/13.")])
    assert text_interval("How long after his last lisinopril dose did the sacubitril-valsartan go in?", plan) is None
    undated = Evidence(condition="C2b", passages=[passage("Delirium overnight."), passage("S/p hemiarthroplasty.")])
    assert text_interval("How long after the hemiarthroplasty did the delirium start?", undated) is None


# -- the stay a month names ------------------------------------------------------------------------------

STAYS = [{"hadm_id": 1, "admitted": "2201-03-10", "discharged": "2201-03-16"},
         {"hadm_id": 2, "admitted": "2201-08-04", "discharged": "2201-08-09"}]


@pytest.mark.parametrize("question, stays", [
    ("Was he still hyponatremic when he bounced back in August?", (2,)),
    ("The March CXR said pneumonia can't be excluded — did he have it?", (1,)),
    ("Aug admission: on torsemide?", (2,)),
    ("Meds in March vs August?", (1, 2)),
    ("Did the gout flare in Sept?", ()),  # no stay that month
    ("What may have caused it?", ()),  # "may" is a verb
])
def test_a_named_month_picks_the_stay_in_it(question, stays):
    assert month_admissions(question, STAYS) == stays


def test_a_named_month_beats_the_first_stay_and_pairs_for_a_comparison():
    focus = question_focus("Was he still hyponatremic when he bounced back in August?", [])
    assert anchor_admission(focus, STAYS, {}) == (2,)
    assert month_admissions("Back in March?", STAYS + [{"hadm_id": 3, "admitted": "2202-03-03",
                                                          "discharged": "2202-03-09"}]) == ()  # two Marches


# -- a value's state, a recurrence, a genus's initial, plan and certainty phrasings ---------------------------

SODIUM = {"concept_id": 9, "text": "sodium", "domain": "Measurement"}


@pytest.mark.parametrize("question, sentence, verdict", [
    ("Was her sodium back to normal by rehab?", "Sodium was 131 at discharge, improved but not yet normal.", "No."),
    ("Sodium still low at discharge?", "Sodium was 131 at discharge, improved but not yet normal.", "Yes."),
    ("Sodium normalized by discharge?", "Sodium 138 at discharge, normalized with fluid restriction.", "Yes."),
    ("Still hyponatremic at discharge?", "Na back to baseline (137) at discharge.", "No."),
    ("Creatinine back to baseline?", "Creatinine remained elevated at 2.1.", "No."),
    ("Sodium back to normal?", "Sodium 131.", ""),  # the value alone: quoted, no verdict
])
def test_a_value_question_is_answered_by_what_the_sentence_says_of_the_value(question, sentence, verdict):
    assert value_conclusion(question, sentence) == verdict
    assert conclusion(question, sentence, [SODIUM]) == verdict


def test_a_question_about_no_value_gets_no_value_verdict():
    assert value_conclusion("Did she have pneumonia?", "Pneumonia resolved.") is None


@pytest.mark.parametrize("question", ["Any sign the toe osteo had come back at the November admission?",
                                      "Did the osteomyelitis recur?", "Osteomyelitis again in November?"])
def test_the_earlier_episode_named_again_is_no_recurrence(question):
    history = "54 year old man with MSSA osteomyelitis of the right second toe treated in May and June, now febrile."
    assert conclusion(question, history) == ""
    assert conclusion(question, "MRI: recurrent osteomyelitis of the amputation stump.") == "Yes."


def test_a_genus_initial_does_not_end_a_sentence():
    assert SENTENCE_SPLIT.split("Biopsy showed H. pylori. Grew E. coli and S. aureus. Gave vitamin K. Then home.") == [
        "Biopsy showed H. pylori.", "Grew E. coli and S. aureus.", "Gave vitamin K. Then home."]


@pytest.mark.parametrize("question", [
    "What was the rule for getting his spironolactone back after the March stay?",
    "What would take him to the OR for the valve?",
    "During the toe osteo course, what would have triggered a repeat MRI?",
    "Back in Feb, what was going to decide whether she got an ICD?",
    "What would send her back to the ED?",
])
def test_a_question_about_what_would_set_off_a_step_is_a_plan_question(question):
    assert plan_question(question) == "condition"


ENDOCARDITIS = {"concept_id": 7, "label": "Endocarditis", "text": "endocarditis", "domain": "Condition"}


@pytest.mark.parametrize("question, head", [
    ("The TTE was negative - so was the endocarditis definite or just presumed?", "Definite:"),
    ("Endocarditis proven or presumed?", "Proven:"),
    ("Was the endocarditis confirmed or only suspected?", "Confirmed:"),
])
def test_a_yes_no_question_between_degrees_of_certainty_gets_the_degree_not_yes(question, head):
    fact = GraphFact(edge_id=1, concept_id=7, label="Endocarditis", predicate="has_condition", assertion="Present",
                     experiencer="Patient", temporality="Current", date="2205-11-23", hadm_id=2, note_id="n1",
                     allen_relation="During", temporal_confidence=0.9, score=1.0, hop=0, via="seed", source=1,
                     mention_text="endocarditis")
    evidence = Evidence(condition="C4g", facts=[fact], intent="Default", question_concepts=[ENDOCARDITIS],
                        focus=[ENDOCARDITIS], passages=[passage("Impression: mitral valve endocarditis.",
                                                                charttime="2205-11-23", hadm_id=2)])
    assert extractive_answer(question, evidence).startswith(head)


# -- the second probe pass: more interval phrasings, doses, denials that held or not, pending work-ups -------


@pytest.mark.parametrize("question, events", [
    ("After the clips, how soon did his aspirin go back on?", ("clips", "aspirin resumed")),
    ("How far out from the chole was he when the pancreatitis hit?", ("chole", "pancreatitis")),
    ("How long did they wait after his last Eliquis before the hip, and when did it go back on?",
     ("last Eliquis", "hip")),
    ("Following the banding, how many days until the nadolol was restarted?", ("banding", "nadolol resumed")),
])
def test_more_interval_phrasings_name_their_events(question, events):
    assert parse_interval(question) == events


def test_an_interval_the_sentence_states_is_given_in_its_words():
    evidence = Evidence(condition="C2b", passages=[
        passage("Aspirin was held on admission and resumed at 81 mg daily on 4/18, two days after endoscopic "
                "hemostasis.", charttime="2192-04-19")])
    answer = text_interval("After the clips, how soon did his aspirin go back on?", evidence)
    assert answer.startswith("Two days, as the notes state it.")


def test_a_months_date_gives_no_interval_of_days():
    evidence = Evidence(condition="C2b", passages=[
        passage("OR (7/15): lap chole.", charttime="2184-07-16"),
        passage("58M s/p cholecystectomy 7/2184, admitted with gallstone pancreatitis.", charttime="2185-02-09",
                rank=2, note_id="n2")])
    assert text_interval("How far out from the chole was he when the pancreatitis hit?", evidence) is None


FUROSEMIDE = {"concept_id": 5, "label": "furosemide", "text": "Lasix", "domain": "Drug"}


def test_a_dose_a_condition_gives_and_the_admission_list_lose_to_the_discharge_list():
    from retrieval.generation.dose import dose_answer

    listed = GraphFact(edge_id=1, concept_id=5, label="furosemide", predicate="prescribed_at_discharge",
                       assertion="Present", experiencer="Patient", temporality="Current", date="2183-05-06",
                       hadm_id=3, note_id="ds", allen_relation="During", temporal_confidence=0.9, score=1.0, hop=0,
                       via="seed", source=1, mention_text="Furosemide")
    evidence = Evidence(condition="C4g", facts=[listed], scope_admissions=[3], passages=[
        passage("Furosemide 20 mg PO DAILY", charttime="2183-05-06", hadm_id=3, rank=1, note_id="ds"),
        passage("If your weight is more than 80 kg, take furosemide 40 mg that day and call the clinic.",
                charttime="2183-05-06", hadm_id=3, rank=2, note_id="ds"),
        passage("Furosemide 40 mg PO DAILY", charttime="2183-05-06", hadm_id=3, rank=3, note_id="ds"),
    ])
    assert dose_answer("What Lasix dose did she go home on?", evidence, FUROSEMIDE, at_discharge=True).startswith(
        "Lasix: 20 mg PO DAILY")
    conditional_only = Evidence(condition="C4g", passages=[evidence.passages[1], passage(
        "She takes furosemide 20 mg daily.", charttime="2183-05-01", hadm_id=3, rank=4, note_id="pn")])
    assert "20 mg" in dose_answer("Lasix dose?", conditional_only, FUROSEMIDE)


JAUNDICE = {"concept_id": 6, "label": "Jaundice", "text": "jaundice", "domain": "Condition"}


def _fact(concept, day, assertion, *, edge_id, hadm_id, source):
    return GraphFact(edge_id=edge_id, concept_id=concept["concept_id"], label=concept["label"],
                     predicate="has_condition", assertion=assertion, experiencer="Patient", temporality="Current",
                     date=day, hadm_id=hadm_id, note_id=f"n{source}", allen_relation="During",
                     temporal_confidence=0.9, score=1.0, hop=0, via="seed", source=source,
                     mention_text=concept["text"])


@pytest.mark.parametrize("question", [
    "He had no jaundice at the July admission - still true when he came back in Feb?",
    "No jaundice in July — was that still the case at the February admission?",
    "He wasn't jaundiced in July; did that hold when he was readmitted?",
])
def test_a_denial_that_did_not_hold_is_a_no_about_the_denial(question):
    stays = [{"hadm_id": 1, "admitted": "2184-07-13", "discharged": "2184-07-17"},
             {"hadm_id": 2, "admitted": "2185-02-03", "discharged": "2185-02-09"}]
    evidence = Evidence(condition="C4g", intent="Current_State", question_concepts=[JAUNDICE], focus=[JAUNDICE],
                        admissions=stays, scope_admissions=[2],
                        facts=[_fact(JAUNDICE, "2185-02-03", "Present", edge_id=1, hadm_id=2, source=1),
                               _fact(JAUNDICE, "2185-02-09", "Absent", edge_id=2, hadm_id=2, source=2)],
                        passages=[passage("Exam: mild scleral icterus.", note_type="ED", charttime="2185-02-03",
                                          hadm_id=2, rank=1, note_id="n1"),
                                  passage("Anicteric at discharge.", charttime="2185-02-09", hadm_id=2, rank=2,
                                          note_id="n2")])
    answer = extractive_answer(question, evidence)
    assert answer.startswith("No, the earlier denial did not hold"), answer  # the first days of the stay decide
    assert "2185-02-03" in answer


def test_a_denial_that_held_is_a_yes_and_a_plain_question_is_not_flipped():
    evidence = Evidence(condition="C4g", intent="Default", question_concepts=[JAUNDICE], focus=[JAUNDICE],
                        facts=[_fact(JAUNDICE, "2185-02-03", "Absent", edge_id=1, hadm_id=2, source=1)],
                        passages=[passage("No jaundice.", charttime="2185-02-03", hadm_id=2, note_id="n1")])
    assert extractive_answer("No jaundice in July - still true in February?", evidence).startswith(
        "Yes, it still held")
    assert extractive_answer("Any jaundice in February?", evidence).startswith("No")


THROMBOPHILIA = {"concept_id": 8, "label": "Thrombophilia", "text": "thrombophilia", "domain": "Condition"}


def test_a_work_up_still_pending_is_no_yes():
    evidence = Evidence(condition="C4g", intent="Default", question_concepts=[THROMBOPHILIA], focus=[THROMBOPHILIA],
                        facts=[_fact(THROMBOPHILIA, "2186-11-05", "Present", edge_id=1, hadm_id=1, source=1)],
                        passages=[passage("# Thrombophilia evaluation: factor V Leiden and prothrombin gene testing "
                                          "were sent; these are pending at discharge.", charttime="2186-11-05",
                                          hadm_id=1, note_id="n1")])
    answer = extractive_answer("Did she turn out to have a thrombophilia?", evidence)
    assert not answer.startswith("Yes") and "pending" in answer


LANTUS = {"concept_id": 10, "label": "insulin glargine", "text": "Lantus", "domain": "Drug"}


def test_a_plan_about_a_drug_named_by_its_brand_is_found_by_its_vocabulary_name():
    evidence = Evidence(condition="C2b", question_concepts=[LANTUS], passages=[
        passage("If your morning sugars are below 80 more than once, lower the glargine to 8 units."),
        passage("If you have chest pain, call 911.", rank=2)])
    answer = plan_answer("On the new Lantus - when is he supposed to back it off?", evidence)
    assert answer is not None and "lower the glargine" in answer and "911" not in answer


@pytest.mark.parametrize("question, kind", [
    ("When she had the C. diff, what did they do with her CellCept?", ""),  # the past: what happened
    ("What did they plan to do with her CellCept?", "action"),
    ("What does she need to do if the rash comes back?", "action"),
])
def test_what_they_did_is_no_plan_question(question, kind):
    assert plan_question(question) == kind


@pytest.mark.parametrize("question", ["April discharge - what came off and what went on?",
                                      "Which of her meds got cut after the fall?"])
def test_came_off_and_went_on_ask_for_the_changes(question):
    from retrieval.conditions.intent import classify

    assert classify(question).intent == "Change"


@pytest.mark.parametrize("question", ["Is he on an ACE inhibitor now?", "Still on his ACE inhibitor at discharge?",
                                      "Is she on lisinopril?"])
def test_a_hedged_cause_that_names_a_drug_gives_no_verdict_on_taking_it(question):
    sentence = "Now with AKI, likely from brisk diuresis on top of an ACE inhibitor and lisinopril."
    lisinopril = {"concept_id": 11, "text": "lisinopril", "domain": "Drug"}
    assert conclusion(question, sentence, [lisinopril] if "lisinopril" in question else []) == ""


AMLODIPINE = {"concept_id": 12, "label": "amlodipine", "text": "amlodipine", "domain": "Drug"}


@pytest.mark.parametrize("question, head", [
    ("Was she on amlodipine 10 at the second admission?", "No, not at that dose: the notes give 5 mg."),
    ("On amlodipine 10 mg at discharge?", "No, not at that dose: the notes give 5 mg."),
    ("Was she on amlodipine 5 at the second admission?", "Yes."),
    ("Was she on amlodipine at the second admission?", "Yes."),  # no dose asked: the drug answers
])
def test_a_yes_about_a_drug_is_no_yes_about_another_dose(question, head):
    fact = GraphFact(edge_id=1, concept_id=12, label="amlodipine", predicate="takes_drug", assertion="Present",
                     experiencer="Patient", temporality="Current", date="2204-10-25", hadm_id=2, note_id="ds",
                     allen_relation="During", temporal_confidence=0.9, score=1.0, hop=0, via="seed", source=1,
                     mention_text="Amlodipine")
    evidence = Evidence(condition="C4g", intent="Default", question_concepts=[AMLODIPINE], focus=[AMLODIPINE],
                        facts=[fact], passages=[passage("# Hypertension: Amlodipine 5 mg continued.",
                                                        charttime="2204-10-25", hadm_id=2, note_id="ds")])
    assert extractive_answer(question, evidence).startswith(head)
