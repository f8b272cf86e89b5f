"""Answer evaluators: paper 000's keyword evaluator v1/v2 (flaws and all, frozen) and the polarity
evaluator that fixes them (App. P.3, Z). Plain functions over strings: no database."""

from __future__ import annotations

import ast
import copy
import hashlib
import json
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from benchmark.categories import Category
from benchmark.evaluators import (
    ABSTAINED,
    CATEGORIES,
    CORRECT,
    EVALUATORS,
    INCORRECT,
    PARTIAL,
    UNSCORABLE,
    DataFileError,
    Score,
    UnknownEvaluatorError,
    get_evaluator,
    keyword,
    polarity,
)
from benchmark.evaluators.keyword import RULES_FILE, KeywordEvaluator, load_keyword_rules, strip_evidence_echo
from benchmark.evaluators.polarity import CUES_FILE, PolarityEvaluator, Reader, load_polarity_cues
from benchmark.synthetic.generate import generate_cohort
from epikg_core import datafiles

# -- references, in the synthetic cohort's v3 style ---------------------------------------------

REFS = {
    "neg": ("negation", "Did the patient have hemoptysis during the admission of 2177-08-15?",
            "No. The patient denied hemoptysis; it was documented as absent during the admission of 2177-08-15.",
            {"concept": "hemoptysis", "polarity": "absent", "experiencer": "patient"}),
    "trap": ("negation", "Was dyspnea present at the 2177-08-15 presentation?",
             "Yes. Dyspnea was present during the admission of 2177-08-15; the templated review of systems lists it "
             "as negative, but the history and assessment document it.",
             {"concept": "dyspnea", "polarity": "present", "experiencer": "patient"}),
    "fh": ("family_history", "Does anyone in the patient's family have non-ST elevation myocardial infarction?",
           "Yes. The patient's daughter had non-ST elevation myocardial infarction (family history, not the patient).",
           {"concept": "non-ST elevation myocardial infarction", "polarity": "present", "experiencer": "family",
            "relative": "daughter"}),
    "fh_self": ("family_history", "Does the patient have dementia?",
                "No. Dementia appears only in the family history (the patient's mother); the patient does not have it.",
                {"concept": "dementia", "polarity": "absent", "experiencer": "patient", "relative": "mother"}),
    "unc": ("uncertainty", "Was hyponatremia confirmed during the admission of 2177-08-15?",
            "No. Hyponatremia was only suspected (possible) during the admission of 2177-08-15; it was never "
            "confirmed.",
            {"concept": "hyponatremia", "polarity": "possible", "experiencer": "patient"}),
    "cause": ("uncertainty",
              "Was the lower extremity edema during the 2177-08-15 admission certain, or only suspected?",
              "The lower extremity edema itself was present (documented as a finding); only its cause, volume "
              "overload, was uncertain (\"likely\").",
              {"concept": "lower extremity edema", "polarity": "present", "experiencer": "patient",
               "cause": "volume overload", "cause_polarity": "possible"}),
    "cond": ("conditional", "Has the team decided to increase lisinopril? (admission of 2160-04-22)",
             "It is conditional: increase lisinopril only if blood pressure remains above 140/90. It had not been "
             "done.",
             {"concept": "lisinopril", "polarity": "conditional", "experiencer": "patient",
              "condition": "blood pressure remains above 140/90", "action": "increase lisinopril"}),
    "cur": ("current_state", "As of the most recent admission, does the patient have atrial fibrillation?",
            "Yes. Atrial fibrillation is a current, chronic problem (active as of the most recent admission).",
            {"concept": "atrial fibrillation", "polarity": "present", "status": "chronic", "experiencer": "patient"}),
    "cur_res": ("current_state", "Is acute cholecystitis a current active problem?",
                "No. Acute cholecystitis is a past problem that has resolved; it is not currently active.",
                {"concept": "acute cholecystitis", "polarity": "absent", "status": "resolved",
                 "experiencer": "patient"}),
    "hist": ("historical", "The chart says 'history of cirrhosis' - has it resolved?",
             "Cirrhosis is a chronic condition that is still active; 'history of' here does not mean resolved.",
             {"concept": "cirrhosis", "polarity": "present", "status": "chronic", "experiencer": "patient"}),
    "hist_res": ("historical", "Has the patient's pneumonia resolved?",
                 "Yes. Pneumonia is a past problem that was treated and has resolved.",
                 {"concept": "pneumonia", "polarity": "present", "status": "resolved", "experiencer": "patient"}),
    "seq": ("sequence", "Which came first: the start of cefepime or the renal ultrasound?",
            "The start of cefepime (2177-08-15) came before the renal ultrasound (2177-08-20).",
            {"order": ["the start of cefepime", "the renal ultrasound"], "dates": ["2177-08-15", "2177-08-20"]}),
    "dur": ("duration", "How long was the cefepime course in the 2177-08-15 stay?",
            "3 days (2177-08-15 through 2177-08-17, counting both days).",
            {"concept": "cefepime", "duration": {"value": 3, "unit": "days"}, "start": "2177-08-15",
             "end": "2177-08-17"}),
    "chg": ("change", "Which discharge medications were added, stopped or continued from the first to the second "
            "discharge?",
            "Added: rifaximin, spironolactone. Stopped: doxycycline, levothyroxine. Continued: ferrous sulfate, "
            "furosemide, lactulose. (Inpatient-only orders are not discharge medications.)",
            {"added": ["rifaximin", "spironolactone"], "removed": ["doxycycline", "levothyroxine"],
             "continued": ["ferrous sulfate", "furosemide", "lactulose"],
             "compared": ["discharge medications 2159-03-08", "discharge medications 2160-04-30"]}),
}
ECHO = "=== CURRENT STATUS ===\n- Absent: hemoptysis [concept=1; experiencer=Patient]\n- Present: cough\n\n"
C, I, A, P = 1.0, 0.0, "abstained", 0.5

# (reference, answer, keyword_v1, keyword_v2, polarity value, polarity label). Frozen: these are the
# published evaluator's scores (v1, v2) and polarity@1's; changing one means a new evaluator version.
CASES = [
    ("neg", "No.", C, C, 1.0, CORRECT),
    ("neg", "The patient denies hemoptysis.", C, C, 1.0, CORRECT),
    ("neg", "Hemoptysis: Absent", C, C, 1.0, CORRECT),
    ("neg", "Yes, the patient had hemoptysis.", I, I, 0.0, INCORRECT),
    ("neg", "The patient has hemoptysis; no other respiratory symptoms.", C, C, 0.0, INCORRECT),
    ("neg", "The notes do not mention hemoptysis.", C, A, 0.0, ABSTAINED),
    ("neg", ECHO + "No evidence of hemoptysis was documented.", C, C, 1.0, CORRECT),
    ("neg", "Cannot rule out hemoptysis.", C, C, 0.0, INCORRECT),
    ("trap", "Yes, dyspnea was present despite the templated ROS.", I, I, 1.0, CORRECT),
    ("trap", "No, dyspnea was denied.", C, C, 0.0, INCORRECT),
    ("fh", "Yes, his daughter had an NSTEMI.", I, I, 1.0, CORRECT),
    ("fh", "The patient has had an NSTEMI; family history is noncontributory.", C, C, 0.0, INCORRECT),
    ("fh", "There is insufficient information in the notes about family history.", C, A, 0.0, ABSTAINED),
    ("fh_self", "No. Only his mother had dementia; the patient does not have it.", C, C, 1.0, CORRECT),
    ("fh_self", "Yes, the patient has a history of dementia.", I, I, 0.0, INCORRECT),
    ("unc", "Hyponatremia was suspected but never confirmed.", C, C, 1.0, CORRECT),
    ("unc", "Yes, hyponatremia was confirmed; it is not uncertain.", C, C, 0.0, INCORRECT),
    ("unc", "Cannot determine from the available records.", I, A, 0.0, ABSTAINED),
    ("cause", "Bilateral lower extremity edema was present, likely secondary to volume overload.", C, C, 1.0, CORRECT),
    ("cause", "Lower extremity edema is uncertain.", C, C, 0.0, INCORRECT),
    ("cond", "Only if blood pressure remains above 140/90; it has not been increased yet.", C, C, 1.0, CORRECT),
    ("cond", "Yes, lisinopril was increased; this was not conditional.", C, C, 0.0, INCORRECT),
    ("cond", "Not documented.", I, A, 0.0, ABSTAINED),
    ("cur", "Yes, atrial fibrillation is currently active.", C, C, 1.0, CORRECT),
    ("cur", "NOT FOUND IN CURRENT RECORDS", C, C, 0.0, INCORRECT),
    ("cur", "Atrial fibrillation resolved after ablation.", I, I, 0.0, INCORRECT),
    ("cur_res", "No, it resolved and is no longer active.", I, I, 1.0, CORRECT),
    ("cur_res", "Current state: acute cholecystitis is present.", C, C, 0.0, INCORRECT),
    ("hist", "No - cirrhosis is chronic and ongoing; it has not resolved.", C, C, 1.0, CORRECT),
    ("hist", "Yes, cirrhosis was resolved.", C, C, 0.0, INCORRECT),
    ("hist", "Insufficient information to determine whether it resolved.", C, A, 0.0, ABSTAINED),
    ("hist_res", "Yes, the pneumonia resolved with antibiotics.", C, C, 1.0, CORRECT),
    ("hist_res", "No, pneumonia is still active.", I, I, 0.0, INCORRECT),
    ("seq", "Cefepime was started first (2177-08-15), then the renal ultrasound was done (2177-08-20).",
     C, C, 1.0, CORRECT),
    ("seq", "The renal ultrasound came before the start of cefepime.", C, C, 0.0, INCORRECT),
    ("seq", "The start of cefepime and the renal ultrasound are both documented.", C, I, 0.0, INCORRECT),
    ("seq", "Cannot determine the order from the notes.", I, A, 0.0, ABSTAINED),
    ("dur", "Three days.", C, I, 1.0, CORRECT),
    ("dur", "72 hours (2177-08-15 through 2177-08-17).", I, I, 1.0, CORRECT),
    ("dur", "The course ran 6 days counting both days, through 2177-08-20.", C, C, 0.0, INCORRECT),
    ("dur", "Duration was not documented.", C, A, 0.0, ABSTAINED),
    ("chg", REFS["chg"][2], C, C, 1.0, CORRECT),
    ("chg", "Added: doxycycline, levothyroxine. Stopped: rifaximin, spironolactone. Continued: ferrous sulfate, "
     "furosemide, lactulose.", C, C, 0.0, INCORRECT),
    ("chg", "Added: rifaximin, spironolactone, heparin. Stopped: doxycycline, levothyroxine.", C, C, 0.5, PARTIAL),
    ("chg", "The medication lists are not provided in the notes, so changes cannot be determined.", I, A, 0.0,
     ABSTAINED),
]


def score(name: str, key: str, answer: str, *, structure: bool = True) -> Score:
    category, question, reference, struct = REFS[key]
    return get_evaluator(name).score(category, question, answer,
                                     {"answer": reference, "structure": struct if structure else None})


def keyword_expected(value) -> tuple[float, str]:
    return (0.0, ABSTAINED) if value == A else (value, CORRECT if value == 1.0 else INCORRECT)


@pytest.mark.parametrize("key,answer,v1,v2,value,label", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_it_gives_the_frozen_scores(key, answer, v1, v2, value, label):
    for name, expected in (("keyword_v1", v1), ("keyword_v2", v2)):
        got = score(name, key, answer)
        assert (got.value, got.label) == keyword_expected(expected), (name, got.reason)
    got = score("polarity", key, answer)
    assert (got.value, got.label) == (value, label), got.reason
    assert got.reason.endswith(".") and "\n" not in got.reason


def test_the_case_table_covers_every_category_with_right_wrong_and_abstained_answers():
    by_category = defaultdict(set)
    for key, _, _, _, _, label in CASES:
        by_category[REFS[key][0]].add(label)
    assert set(by_category) == set(CATEGORIES)
    assert all({CORRECT, INCORRECT} <= labels for labels in by_category.values())
    assert sum(ABSTAINED in labels for labels in by_category.values()) >= 7


# -- what the keyword evaluators are: v1 vs v2 ---------------------------------------------------

def test_it_has_v2_gate_abstentions_that_v1_scored_correct():
    # App. P: v1 "awarded false positives when models responded with 'insufficient information'".
    for answer in ("The notes do not mention hemoptysis.", "Insufficient information: cannot determine."):
        assert score("keyword_v1", "neg", answer).correct
        assert score("keyword_v2", "neg", answer).label == ABSTAINED
    # ... unless the abstention carries a clinical claim.
    claim = "The patient denies hemoptysis, although the notes do not mention a chest CT."
    assert score("keyword_v2", "neg", claim).correct


def test_it_requires_ordering_and_change_words_in_v2_only():
    overlap_only = "the start of cefepime 2177-08-15 the renal ultrasound 2177-08-20"
    assert score("keyword_v1", "seq", overlap_only).correct
    v2 = score("keyword_v2", "seq", overlap_only)
    assert not v2.correct and "ordering word" in v2.reason
    meds = "rifaximin spironolactone doxycycline levothyroxine ferrous sulfate furosemide lactulose"
    assert score("keyword_v1", "chg", meds).correct
    assert not score("keyword_v2", "chg", meds).correct


def test_it_dropped_the_duration_floor_in_v2():
    assert score("keyword_v1", "dur", "Several days.").details["raw_score"] == 0.5
    assert score("keyword_v2", "dur", "Several days.").details["raw_score"] < 0.3


def test_it_strips_an_echoed_evidence_preamble_before_matching():
    answer = "Assertion Notes:\n- Absent: hemoptysis\n- Possible: pneumonia\n\nHemoptysis is not present."
    assert strip_evidence_echo(answer) == "Hemoptysis is not present."
    assert strip_evidence_echo("Hemoptysis is not present.") == "Hemoptysis is not present."
    # Without stripping, "Possible" in the echo would make any uncertainty answer pass.
    echoed = score("keyword_v2", "unc", "Assertion Notes:\n- Possible: hyponatremia\n\nHyponatremia was confirmed.")
    assert not echoed.correct and echoed.details["echo_stripped"]


def test_it_matches_keywords_on_word_boundaries():
    # v0 matched substrings; from v1 on, the "no" in "known" or "nothing" in "nothingness" is no negation.
    got = score("keyword_v2", "neg", "Hemoptysis is known; the nodule is stable.")
    assert not got.correct and got.details["matched"] == []
    assert score("keyword_v2", "neg", "Hemoptysis? No.").details["matched"] == ["no"]


# -- what the polarity evaluator fixes -------------------------------------------------------

FLIPPED = [  # answers that say the opposite of the reference but carry the category's keywords
    ("neg", "The patient has hemoptysis; no other respiratory symptoms."),
    ("neg", "Cannot rule out hemoptysis."),
    ("trap", "No, dyspnea was denied."),
    ("fh", "The patient has had an NSTEMI; family history is noncontributory."),
    ("unc", "Yes, hyponatremia was confirmed; it is not uncertain."),
    ("cause", "Lower extremity edema is uncertain."),
    ("cond", "Yes, lisinopril was increased; this was not conditional."),
    ("cur", "NOT FOUND IN CURRENT RECORDS"),
    ("cur_res", "Current state: acute cholecystitis is present."),
    ("hist", "Yes, cirrhosis was resolved."),
    ("seq", "The renal ultrasound came before the start of cefepime."),
    ("dur", "The course ran 6 days counting both days, through 2177-08-20."),
    ("chg", "Added: doxycycline, levothyroxine. Stopped: rifaximin, spironolactone. Continued: ferrous sulfate, "
            "furosemide, lactulose."),
]


@pytest.mark.parametrize("key,answer", FLIPPED, ids=[k for k, _ in FLIPPED])
def test_it_rejects_polarity_flipped_answers_that_keyword_v2_accepts(key, answer):
    assert score("keyword_v2", key, answer).correct
    assert score("polarity", key, answer).value == 0.0


@pytest.mark.parametrize("answer,value", [
    ("No.", 1.0), ("There is no evidence of hemoptysis.", 1.0), ("Hemoptysis was ruled out.", 1.0),
    ("Denies hemoptysis.", 1.0), ("Negative for hemoptysis.", 1.0), ("Hemoptysis: Absent", 1.0),
    ("Absent: hemoptysis", 1.0), ("Yes, hemoptysis is present.", 0.0), ("Likely hemoptysis.", 0.0),
    ("Cannot rule out hemoptysis.", 0.0), ("Hemoptysis (resolved)", 0.0), ("The patient has hemoptysis.", 0.0),
    ("**Answer:** No — the patient denied cough and hemoptysis.", 1.0),
    ("Possible hemoptysis was reported; it was later ruled out.", 1.0),
])
def test_it_reads_the_common_answer_styles(answer, value):
    assert score("polarity", "neg", answer).value == value


def test_it_catches_the_family_history_experiencer_flip():
    assert score("polarity", "fh", "His daughter had an NSTEMI.").value == 1.0
    flipped = score("polarity", "fh", "Yes, the patient has a history of NSTEMI, like his daughter.")
    assert flipped.value == 0.0 and "patient" in flipped.reason
    assert score("keyword_v2", "fh", "Yes, the patient has a history of NSTEMI, like his daughter.").value == 0.0
    wrong_relative = score("polarity", "fh", "The patient's father had an NSTEMI.")
    assert (wrong_relative.value, wrong_relative.label) == (0.5, PARTIAL)
    # The patient's own diagnosis asked about; only the mother has it.
    assert score("polarity", "fh_self", "The patient does not have dementia.").value == 1.0
    assert score("polarity", "fh_self", "The patient has dementia.").value == 0.0


def test_it_catches_a_sequence_order_flip():
    right = ["Cefepime came first.", "The renal ultrasound was performed after cefepime was started.",
             "Before the renal ultrasound, cefepime was started.", "The ultrasound was preceded by cefepime.",
             "Cefepime (2177-08-15); renal US (2177-08-20).", "1. Start of cefepime\n2. Renal ultrasound"]
    wrong = ["The ultrasound came first.", "Cefepime was started after the renal ultrasound.",
             "The renal ultrasound preceded cefepime."]
    assert [score("polarity", "seq", a).value for a in right] == [1.0] * len(right)
    assert [score("polarity", "seq", a).value for a in wrong] == [0.0] * len(wrong)
    assert score("polarity", "seq", "They happened during the same admission.").label == INCORRECT


def test_it_scores_durations_within_the_stated_tolerance():
    # 3 days is 3 days, three days, 72 hours or the reference's own dates; a day off (inclusive vs
    # exclusive counting) is half right; anything else is wrong.
    values = {a: score("polarity", "dur", a).value for a in
              ["3 days", "three days", "72 hours", "a 3-day course", "from 2177-08-15 to 2177-08-17",
               "2 days", "4 days", "6 days", "one week"]}
    assert values == {"3 days": 1.0, "three days": 1.0, "72 hours": 1.0, "a 3-day course": 1.0,
                      "from 2177-08-15 to 2177-08-17": 1.0, "2 days": 0.5, "4 days": 0.5, "6 days": 0.0,
                      "one week": 0.0}
    assert score("polarity", "dur", "It lasted a while.").reason == "The answer states no duration."


def test_it_gives_partial_credit_for_partly_right_medication_changes():
    partial = score("polarity", "chg",
                    "Added: rifaximin, spironolactone, heparin. Stopped: doxycycline, levothyroxine.")
    assert (partial.value, partial.label) == (0.5, PARTIAL)
    assert partial.details["fp"] == 1 and partial.details["fn"] == 3  # heparin; the three continued
    assert partial.details["found"]["added"] == ["heparin", "rifaximin", "spironolactone"]
    prose = ("Rifaximin and spironolactone were started; doxycycline and levothyroxine were discontinued. "
             "Ferrous sulfate, furosemide and lactulose were continued.")
    assert score("polarity", "chg", prose).value == 1.0
    assert score("polarity", "chg", "Added: rifaximin. Stopped: levothyroxine.").value == 0.0
    assert score("polarity", "chg", "Rifaximin, spironolactone, furosemide, lactulose.").value == 0.0


def test_it_gives_a_category_keyword_alone_nothing():
    for key, answer in [("cond", "This is conditional."), ("cond", "The plan is pending."),
                        ("cur", "Current state information is limited."), ("fh", "Family history reviewed."),
                        ("unc", "Uncertain at first; hyponatremia was confirmed on repeat labs."),
                        ("hist", "History of cirrhosis.")]:
        assert score("polarity", key, answer).value == 0.0, (key, answer)
    # A terse answer about the asked concept is still an answer.
    assert score("polarity", "unc", "Uncertain.").value == 1.0


def test_it_separates_causal_from_existential_uncertainty():
    # App. X.6: "edema, likely due to volume overload" means the edema is certain.
    causal = "Edema was documented on exam; cause unclear, possibly volume overload."
    assert score("polarity", "cause", causal).value == 1.0
    assert score("polarity", "cause", "Possible lower extremity edema.").value == 0.0
    assert score("polarity", "cause", "Lower extremity edema was present.").value == 0.5


def test_it_checks_the_conditions_content_and_direction():
    assert score("polarity", "cond", "Increase lisinopril if systolic BP > 140/90; not yet done.").value == 1.0
    assert score("polarity", "cond", "If blood pressure falls below 140/90, increase lisinopril.").value == 0.0
    assert score("polarity", "cond", "No, lisinopril has not been increased.").value == 0.5


def test_it_reads_status_not_history_of():
    # App. X.6: "history of CHF" means chronic, not resolved.
    assert score("polarity", "hist", "The patient has a history of cirrhosis.").value == 0.0
    assert score("polarity", "hist", "No.").value == 1.0  # "has it resolved?" - no
    assert score("polarity", "cur_res", "Acute cholecystitis was ruled out.").value == 0.5  # not current, never had it
    assert score("polarity", "hist_res", "Pneumonia was ruled out.").value == 0.0


def test_it_scores_abstentions_as_abstained_unless_they_make_a_claim():
    for answer in ["Not documented.", "Cannot determine from the available notes.", "No information about hemoptysis.",
                   "The records do not mention it.", "Unknown."]:
        assert score("polarity", "neg", answer).label == ABSTAINED, answer
    assert score("polarity", "neg", "The patient denied hemoptysis; a CT is not documented.").value == 1.0
    assert score("polarity", "neg", "No - not documented as present.").value == 1.0


def test_it_rejects_an_answer_about_something_else():
    got = score("polarity", "hist_res", "Yes, the patient has blood sugar.")
    assert got.value == 0.0 and "blood sugar" in got.reason


@pytest.mark.parametrize("key, answer, value", [
    # The nearest cue on each side of the mention decides, whatever lies between: a negation of
    # something else in the way does not cut the scope (medspaCy's ConText would cut it; see
    # docs/evaluators.md, "Why the scope reader is not medspaCy's ConText").
    ("neg", "Hemoptysis, no fever, was ruled out.", 1.0),
    ("neg", "No fever, not seen hemoptysis.", 1.0),
    ("neg", "Hemoptysis no fever was ruled out.", 1.0),
    # A "?" glued to the word is not a hedge cue (cues match between non-alphanumerics, not tokens).
    ("unc", "Hyponatremia?", 0.0),
])
def test_it_takes_the_nearest_cue_on_each_side_of_the_mention(key, answer, value):
    assert score("polarity", key, answer).value == value


def test_it_falls_back_to_the_reference_text_without_structure():
    for key, answer, value in [("neg", "Hemoptysis was denied.", 1.0), ("neg", "The patient had hemoptysis.", 0.0),
                               ("fh", "His daughter had an NSTEMI.", 1.0), ("fh", "His father had an NSTEMI.", 0.5),
                               ("unc", "Hyponatremia was confirmed.", 0.0),
                               ("cond", "Only if blood pressure remains above 140/90.", 1.0),
                               ("cur_res", "Acute cholecystitis is still active.", 0.0),
                               ("seq", "The renal ultrasound came first.", 0.0), ("dur", "72 hours", 1.0),
                               ("chg", "Added: rifaximin, spironolactone. Stopped: doxycycline, levothyroxine. "
                                       "Continued: ferrous sulfate, furosemide, lactulose.", 1.0)]:
        got = score("polarity", key, answer, structure=False)
        assert got.value == value, (key, answer, got.reason)
        assert got.details["structure_source"] == "reference text"
    unreadable = get_evaluator("polarity").score("sequence", "Tell me about the imaging.", "The CT came first.",
                                                 {"answer": "See notes.", "structure": None})
    assert unreadable.label == UNSCORABLE and unreadable.value == 0.0


def test_it_scores_empty_answers_as_incorrect():
    for name in EVALUATORS:
        got = get_evaluator(name).score("negation", "q?", "  ", {"answer": "No.", "structure": None})
        assert (got.value, got.label) == (0.0, INCORRECT)


# -- registry, inputs, scores ------------------------------------------------------------------

def test_it_registers_the_evaluators_under_frozen_versions():
    assert {name: ev.version for name, ev in EVALUATORS.items()} == {
        "keyword_v1": "keyword_v1@1", "keyword_v2": "keyword_v2@1", "polarity": "polarity@6"}
    assert all(ev.name == name for name, ev in EVALUATORS.items())


def test_it_names_the_valid_evaluators_when_asked_for_an_unknown_one():
    with pytest.raises(UnknownEvaluatorError, match="unknown evaluator 'judge'; valid names: evidence_recall, "
                                                    "keyword_v1, keyword_v2, polarity"):
        get_evaluator("judge")


def test_it_shares_the_category_list_with_the_models():
    assert CATEGORIES == tuple(Category.values)


def test_it_has_a_scorer_for_every_category():
    assert set(keyword.SCORERS) == set(Category.values)
    assert set(polarity.SCORERS) == set(Category.values)
    assert all(callable(scorer) for scorer in [*keyword.SCORERS.values(), *polarity.SCORERS.values()])


def test_its_modules_import_the_shared_base_not_the_package():
    # The package __init__ re-exports from base and registry, and the registry imports the
    # evaluators: an evaluator module importing from either would bring back the import cycle.
    package = Path(keyword.__file__).parent
    for path in package.rglob("*.py"):
        if path.parent == package and path.name in ("__init__.py", "registry.py"):
            continue
        imported = {node.module for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                    if isinstance(node, ast.ImportFrom)}
        assert not imported & {"benchmark.evaluators", "benchmark.evaluators.registry"}, path


def test_it_rejects_bad_inputs():
    evaluator = get_evaluator("polarity")
    with pytest.raises(ValueError, match="unknown category 'temporal_status'"):
        evaluator.score("temporal_status", "q", "a", {"answer": "b"})
    with pytest.raises(TypeError, match="reference"):
        evaluator.score("negation", "q", "a", {"structure": {}})
    with pytest.raises(ValueError, match="label"):
        Score(1.0, "great", "Because.")
    with pytest.raises(ValueError, match="outside"):
        Score(2.0, CORRECT, "Because.")


def test_it_is_deterministic_and_leaves_the_reference_alone():
    for key, answer, *_ in CASES:
        category, question, reference, structure = REFS[key]
        ref = {"answer": reference, "structure": copy.deepcopy(structure)}
        for evaluator in EVALUATORS.values():
            first = evaluator.score(category, question, answer, ref)
            assert evaluator.score(category, question, answer, ref) == first
            json.dumps(first.as_dict())
        assert ref == {"answer": reference, "structure": structure}


# -- the data files ----------------------------------------------------------------------------

def canonical_sha256(path: Path) -> str:
    return hashlib.sha256(json.dumps(json.loads(path.read_text(encoding="utf-8")), sort_keys=True).encode()).hexdigest()


def test_it_freezes_the_data_files():
    # Scores under keyword_v*@1 / polarity@6 must never change: a change to a data file is a new
    # file and a new evaluator version, not an edit (then update docs/evaluators.md too).
    assert canonical_sha256(RULES_FILE) == "971e72297e44f655b9067c24cc738de920c000fa69375582ff400cbf78e5573e"
    assert canonical_sha256(CUES_FILE) == "c25c6935053c60c09a38a813fcf1a7279dd25d835211a4dea1517f20df30e544"


def write_variant(tmp_path: Path, source: Path, change) -> Path:
    data = json.loads(source.read_text(encoding="utf-8"))
    change(data)
    target = tmp_path / source.name
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


@pytest.mark.parametrize("change,message", [
    (lambda d: d.update(extra=1), "keyword_rules.json: extra: unknown key"),
    (lambda d: d.pop("thresholds"), "keyword_rules.json: thresholds: required key is missing"),
    (lambda d: d["keywords"].update(negation="no"), "keyword_rules.json: keywords.negation: expected a non-empty list"),
    (lambda d: d["keywords"].update(order=[]), "keyword_rules.json: keywords.order: expected a non-empty list"),
    (lambda d: d["keywords"]["negation"].append("No"), "keyword_rules.json: keywords.negation.12: 'No' must be lower"),
    (lambda d: d["abstention"]["patterns"].append("(unclosed"),
     "keyword_rules.json: abstention.patterns.7: bad regular"),
    (lambda d: d["thresholds"].update(overlap_correct="0.3"),
     "keyword_rules.json: thresholds.overlap_correct: expected a number"),
])
def test_it_rejects_a_bad_keyword_rules_file(tmp_path, change, message):
    with pytest.raises(DataFileError) as error:
        load_keyword_rules(write_variant(tmp_path, RULES_FILE, change))
    assert str(error.value).startswith(message)
    assert isinstance(error.value, datafiles.DataFileError) and isinstance(error.value, ValueError)


@pytest.mark.parametrize("change,message", [
    (lambda d: d["order"].update(sideways=["x"]),
     "polarity_cues_v2.json: order.sideways: unknown key"),
    (lambda d: d["duration"]["days_per_unit"].pop("week"),
     "polarity_cues_v2.json: duration.days_per_unit.week: required key is missing"),
    (lambda d: d["polarity"]["affirm"].update(both=[]),
     "polarity_cues_v2.json: polarity.affirm.both: expected a non-empty list"),
    (lambda d: d["status"]["active"].update(strong=[]),
     "polarity_cues_v2.json: status.active.strong: expected a non-empty"),
    (lambda d: d["duration"]["number_words"].update(one="1"),
     "polarity_cues_v2.json: duration.number_words.one: expected a number"),
    (lambda d: d["polarity"]["negation"]["forward"].append("possible"),
     "polarity_cues_v2.json: polarity.hedge.forward: 'possible' is already listed as negation"),
    (lambda d: d["abstention"].update(patterns="not documented"),
     "polarity_cues_v2.json: abstention.patterns: expected a non-empty list"),
    (lambda d: d["concept"]["from_question"].append("(?P<concept>"),
     "polarity_cues_v2.json: concept.from_question.22: bad regular"),
    (lambda d: d["concept"]["synonyms"].update(gerd=[]),
     "polarity_cues_v2.json: concept.synonyms.gerd: expected a non-empty list"),
])
def test_it_rejects_a_bad_polarity_cues_file(tmp_path, change, message):
    with pytest.raises(DataFileError) as error:
        load_polarity_cues(write_variant(tmp_path, CUES_FILE, change))
    assert str(error.value).startswith(message)


def test_it_names_a_file_that_is_not_json_or_is_missing(tmp_path):
    broken = tmp_path / "keyword_rules.json"
    broken.write_text("{\n  not json", encoding="utf-8")
    with pytest.raises(DataFileError, match="keyword_rules.json:2: not valid JSON"):
        load_keyword_rules(broken)
    with pytest.raises(DataFileError, match="polarity_cues_v2.json: cannot read"):
        load_polarity_cues(tmp_path / "polarity_cues_v2.json")


def test_it_can_score_with_another_rules_file(tmp_path):
    def no_uncertainty_words(d):
        d["keywords"]["uncertainty"] = ["tentative"]
    evaluator = KeywordEvaluator(generation=2, rules_path=write_variant(tmp_path, RULES_FILE, no_uncertainty_words))
    category, question, reference, _ = REFS["unc"]
    assert not evaluator.score(category, question, "Possible hyponatremia.", {"answer": reference}).correct
    assert PolarityEvaluator(cues_path=CUES_FILE).version == "polarity@6"


# -- the synthetic cohort's own answers --------------------------------------------------------

@pytest.fixture(scope="module")
def cohort(tmp_path_factory) -> list[dict]:
    folder = tmp_path_factory.mktemp("cohort")
    generate_cohort(out=folder, patients=43, seed=42, questions=400)
    questions = {q["qid"]: q for q in map(json.loads, (folder / "questions.jsonl").read_text().splitlines())}
    refs = defaultdict(dict)
    for row in map(json.loads, (folder / "references.jsonl").read_text().splitlines()):
        refs[row["qid"]][row["version"]] = row
    return [{**questions[qid], "refs": versions} for qid, versions in refs.items()]


def test_it_scores_the_cohorts_v3_answers_against_themselves(cohort):
    correct, total = defaultdict(Counter), Counter()
    for item in cohort:
        v3 = item["refs"]["v3"]
        total[item["category"]] += 1
        for name, evaluator in EVALUATORS.items():
            for structure in (v3["structure"], None):
                got = evaluator.score(item["category"], item["question"], v3["answer"],
                                      {"answer": v3["answer"], "structure": structure})
                if name == "polarity":
                    assert got.value == 1.0, (item["question"], v3["answer"], structure is None, got.reason)
                elif structure is not None:
                    correct[name][item["category"]] += got.correct
    report = {name: {c: f"{correct[name][c]}/{total[c]}" for c in CATEGORIES} for name in correct}
    print("keyword evaluators on the cohort's own v3 answers:", json.dumps(report, indent=1))
    # The keyword evaluators are too strict (App. X.2) even on the reference's own words. The
    # references are worded independently of any answer template (several wordings per kind), so
    # where a keyword rule only looks for its own words in the answer (current/historical words,
    # hedge and family words, v2's ordering words) a reference worded without them fails: "was" is
    # a historical word, "preceded" is no ordering word. Where the rule compares the answer with the
    # reference (negation, change, duration) or looks for "if" (conditional), the reference passes.
    assert correct["keyword_v1"] != {}
    for category in CATEGORIES:
        if category == "sequence":  # v2 also demands an ordering word (App. P)
            assert correct["keyword_v2"][category] <= correct["keyword_v1"][category]
        else:
            assert correct["keyword_v1"][category] == correct["keyword_v2"][category], category
    rejected = Counter(item["category"] for item in cohort if not get_evaluator("keyword_v2").score(
        item["category"], item["question"], item["refs"]["v3"]["answer"], item["refs"]["v3"]).correct)
    assert rejected and set(rejected) <= {"current_state", "historical", "uncertainty", "family_history", "sequence"}


def test_it_never_gives_full_credit_to_a_catalogued_v1_defect(cohort):
    accepted, polarity = Counter(), Counter()
    for item in cohort:
        v1, v3 = item["refs"]["v1"], item["refs"]["v3"]
        if not v1.get("defect"):
            continue
        got = get_evaluator("polarity").score(item["category"], item["question"], v1["answer"], v3)
        assert got.value < 1.0, (v1["defect"], v1["answer"], got.reason)
        polarity[v1["defect"], got.value] += 1
        accepted[v1["defect"]] += get_evaluator("keyword_v2").score(item["category"], item["question"],
                                                                     v1["answer"], v3).correct
    # Only a conflated medication list earns partial credit (the right drugs, plus inpatient orders).
    assert {value for (defect, value) in polarity if defect != "medication_list_conflation"} == {0.0}
    # The keyword evaluator, by contrast, passes some of each kind it cannot see.
    assert accepted["medication_list_conflation"] > 0 and accepted["inverted_truth"] > 0


@pytest.mark.parametrize("reference", [
    "It has improved: LVEF 30% at diagnosis, 35% after the infarct and 40% on the latest echo.",
    "Creatinine rose from 1.1 to 2.3 and came back to 1.4 by discharge.",
    "The effusion is smaller than on the prior film.",
])
def test_a_change_reference_about_values_not_medications_is_unscorable_not_an_error(reference):
    # a "change" question can compare measurements; with no medication lists the polarity evaluator
    # cannot score it and says so (it used to fail on the reader's no-cue flag)
    got = get_evaluator("polarity").score("change", "How has it changed?", "It got better.",
                                          {"answer": reference, "structure": {"compared": ["first", "latest"]}})
    assert got.label == "unscorable" and got.value == 0.0


@pytest.mark.parametrize("answer, expected", [
    ('No. Pulmonary embolism was ruled out. Source: "r/o PE - negative workup (troponins negative x2)." '
     '(DS 1-DS-2, 2145-07-21).', CORRECT),
    ('No. From the notes: "Denies hemoptysis; no definite infiltrate is seen." (PN 1, 2150-01-02)', CORRECT),
    ('Yes. Source: "Denies hemoptysis." (PN 1, 2150-01-02).', INCORRECT),
    ('From the notes: "Denies hemoptysis." (PN 1, 2150-01-02)', CORRECT),
])
def test_polarity_2_judges_a_conclusion_not_the_note_sentences_it_cites(answer, expected):
    # @2: a cited note sentence is the answer's evidence; an answer that only quotes is read whole
    reference = {"answer": "No. The patient denied hemoptysis; it was documented as absent."}
    score = PolarityEvaluator().score("negation", "Did the patient have hemoptysis?", answer, reference)
    assert score.label == expected


@pytest.mark.parametrize("question", [
    "Does the patient have chronic kidney disease, and is it still active?",
    "Does she have chronic kidney disease?",
    "Is his chronic kidney disease a current problem?",
    "With the anemia, did he have chronic kidney disease?",
    "Has her chronic kidney disease resolved?",
])
def test_polarity_2_reads_the_concept_from_pronoun_questions(question):
    # @2's cue file: "she / he / they", "her / his / their" as well as "the patient"; not only at the start
    assert PolarityEvaluator().cues and Reader(load_polarity_cues()).concept_from_question(question) == \
        "chronic kidney disease"


# -- @3: a current-state reference's status decides -----------------------------------------------

RESOLVED_REF = {"answer": "No. It resolved: fully oriented since 8/25, listed as resolved at discharge.",
                "structure": {"concept": "delirium", "polarity": "present", "experiencer": "patient",
                              "status": "resolved"}}


@pytest.mark.parametrize("answer, correct", [
    ("No. delirium had resolved by the end of that stay.", True),
    ("No — the delirium resolved before discharge.", True),
    ("The delirium is no longer active; it resolved on 8/25.", True),
    ("Resolved: delirium cleared by hospital day 4.", True),
    ("Yes, the delirium is still active at discharge.", False),
    ("Still suspected, not confirmed, at the end of that stay: delirium.", False),
    ("Delirium remains an active problem.", False),
])
def test_a_current_state_reference_that_says_present_then_resolved_expects_not_current(answer, correct):
    score = PolarityEvaluator().score("current_state", "Is the post-op delirium still an active problem at discharge?",
                                      answer, RESOLVED_REF)
    assert score.correct is correct, score.reason
    assert score.details["expected"] == {"current": False, "status": "resolved"}


# -- polarity@4: answers about a cause -----------------------------------------------------------

_STROKE = {"answer": "Undetermined: a cardioembolic source could not be excluded.",
           "structure": {"concept": "ischemic stroke", "polarity": "present", "experiencer": "patient",
                         "cause": "cardioembolism", "cause_polarity": "possible"}}
_PANCREATITIS = {"answer": "No, alcohol was considered unlikely; a retained stone was the cause.",
                 "structure": {"concept": "acute pancreatitis", "polarity": "present", "experiencer": "patient",
                               "cause": "alcohol", "cause_polarity": "absent"}}


@pytest.mark.parametrize("answer, expected", [
    ("The stroke itself was present; its cause was not established: cardioembolic was considered possible, not "
     "confirmed.", CORRECT),
    ("Ischemic stroke, present; a cardioembolic source was possible but never proven.", CORRECT),
    ("The stroke was present and probably cardioembolic.", CORRECT),
    ("Yes, the stroke was cardioembolic.", PARTIAL),  # present, but its cause stated as certain
    ("The stroke was only suspected.", INCORRECT),
])
def test_a_hedged_cause_is_found_in_any_form_of_its_words(answer, expected):
    question = "Did they think the stroke was cardioembolic?"
    assert get_evaluator("polarity").score("uncertainty", question, answer, _STROKE).label == expected


@pytest.mark.parametrize("answer, expected", [
    ("No: alcohol was considered unlikely, or excluded, as the cause of pancreatitis.", CORRECT),
    ("Alcohol was felt less likely given his light intake; the pancreatitis was from a stone.", CORRECT),
    ("The pancreatitis was not thought to be from alcohol.", CORRECT),
    ("Acute pancreatitis was present, possibly from alcohol.", PARTIAL),
    ("Yes, acute pancreatitis is documented.", INCORRECT),  # a "yes" where the reference says no
])
def test_a_cause_set_aside_is_met_by_an_answer_that_sets_it_aside(answer, expected):
    question = "Did they think alcohol caused the pancreatitis?"
    assert get_evaluator("polarity").score("uncertainty", question, answer, _PANCREATITIS).label == expected


@pytest.mark.parametrize("answer, expected", [
    ("Nadolol was held (2192-08-21), then resumed (2192-08-27). Furosemide was stopped (2192-08-22).", CORRECT),
    ("Nadolol was held on admission, then resumed on 8/26; furosemide was stopped.", CORRECT),
    ("Nadolol was resumed (8/26), then held (8/27). Furosemide was stopped.", PARTIAL),
])
def test_a_drugs_course_is_read_where_it_ended(answer, expected):
    reference = {"answer": "Nadolol was held and resumed; furosemide was stopped.",
                 "structure": {"added": [], "removed": ["furosemide"], "continued": ["nadolol"]}}
    score = get_evaluator("polarity").score("change", "What happened to his nadolol and furosemide?", answer, reference)
    assert score.label == expected, score.reason


# -- polarity@5: a suspicion confirmed; sequences over longer references ---------------------------

_CONFIRMED_REF = {"answer": "Confirmed on biopsy.",
                  "structure": {"concept": "gout", "polarity": "present", "experiencer": "patient"}}


@pytest.mark.parametrize("answer, expected", [
    ("Yes. gout was first suspected and then confirmed (documented as present).", CORRECT),
    ("Gout was suspected at first and later confirmed on joint aspiration.", CORRECT),
    ("Confirmed: gout was suspected clinically and was confirmed by crystals.", CORRECT),
    ("Possible gout, confirmed by polarised microscopy.", CORRECT),
    ("Gout was suspected but never confirmed.", INCORRECT),
    ("Gout was suspected; it was not confirmed.", INCORRECT),
    ("Gout was only suspected, although a confirmed diagnosis of pseudogout was made.", INCORRECT),
])
def test_a_suspicion_the_clause_goes_on_to_confirm_is_present(answer, expected):
    question = "Was the gout actually confirmed or just clinical?"
    assert get_evaluator("polarity").score("uncertainty", question, answer, _CONFIRMED_REF).label == expected


_ABSCESS = {"answer": "Before. Piperacillin-tazobactam was started in the ED the day before the drain.",
            "structure": {"order": ["piperacillin-tazobactam", "percutaneous drainage", "amoxicillin-clavulanate",
                                    "drain removal"]}}
_DELIRIUM = {"answer": "After. He was oriented before surgery and confused that night.",
             "structure": {"order": ["right hip hemiarthroplasty", "post-operative delirium"]}}
_BIOPSY = {"answer": "The biopsy came first, then the pulse methylprednisolone.",
           "structure": {"order": ["renal biopsy", "methylprednisolone", "mycophenolate mofetil"]}}
_BLEED = {"answer": "Pantoprazole infusion, then the EGD, then aspirin restarted.",
          "structure": {"order": ["pantoprazole infusion", "EGD", "aspirin restarted"]}}


@pytest.mark.parametrize("question, answer, reference, expected", [
    ("For the abscess, did antibiotics start before or after the drain went in?",
     "Before. Antibiotics start (on 2195-01-12) came before drain went in (on 2195-01-13).", _ABSCESS, CORRECT),
    ("Did the antibiotics start before or after the drain went in?", "Before.", _ABSCESS, CORRECT),
    ("Did the antibiotics start before or after the drain went in?", "After: the drain went in first.", _ABSCESS,
     INCORRECT),
    ("Did his confusion start before or after the hip surgery?",
     "After. Hip surgery came before confusion start (confused).", _DELIRIUM, CORRECT),
    ("Did his confusion start before or after the hip surgery?", "Later — the night after the operation.",
     _DELIRIUM, CORRECT),
    ("Did his confusion start before or after the hip surgery?", "Before the hip surgery.", _DELIRIUM, INCORRECT),
    ("Pulse steroids first, or the kidney biopsy?", "Kidney biopsy came first.", _BIOPSY, CORRECT),
    ("Pulse steroids first, or the kidney biopsy?", "The kidney biopsy, then the pulse steroids.", _BIOPSY, CORRECT),
    ("Pulse steroids first, or the kidney biopsy?", "The pulse steroids came first.", _BIOPSY, INCORRECT),
    ("The kidney biopsy or the pulse steroids — which came first?", "The biopsy.", _BIOPSY, CORRECT),
])
def test_a_two_event_question_is_scored_on_its_two_events(question, answer, reference, expected):
    assert get_evaluator("polarity").score("sequence", question, answer, reference).label == expected


@pytest.mark.parametrize("answer, expected", [
    ("In order: PPI drip (pantoprazole) (on 2192-04-16), then endoscopy (EGD) (on 2192-04-18), then restarting "
     "aspirin (on 2192-04-19).", CORRECT),
    ("1. Pantoprazole infusion\n2. EGD\n3. Aspirin restarted", CORRECT),
    ("Pantoprazole first, then the EGD.", PARTIAL),  # one pair ordered, aspirin not placed
    ("Aspirin was restarted, then the EGD, then pantoprazole.", INCORRECT),
])
def test_a_list_question_is_scored_on_each_neighbouring_pair(answer, expected):
    question = "During the bleed admission, put these in order: restarting aspirin, the endoscopy, and the PPI drip."
    assert get_evaluator("polarity").score("sequence", question, answer, _BLEED).label == expected


# -- polarity@6: a reference that answers "Both." --------------------------------------------------

_BOTH_REF = {"answer": "Both. He has type 2 diabetes on metformin, and his mother had type 2 diabetes.",
             "structure": {"concept": "type 2 diabetes", "polarity": "present", "experiencer": "family",
                           "relative": "mother"}}


@pytest.mark.parametrize("answer, expected", [
    ("Both. The patient's mother had type 2 diabetes (family history, not the patient). He also has type 2 "
     "diabetes, documented as present.", CORRECT),
    ("Both: he has type 2 diabetes, and so did his mother.", CORRECT),
    ("He has type 2 diabetes, and his mother had type 2 diabetes too.", CORRECT),
    ("His mother had type 2 diabetes.", INCORRECT),  # the patient's own left out
    ("The patient, not the mother. No family history of diabetes is documented.", INCORRECT),
])
def test_a_reference_that_answers_both_asks_for_both(answer, expected):
    got = PolarityEvaluator().score("family_history", "Diabetes — him or his mother?", answer, _BOTH_REF)
    assert got.label == expected, got.reason


@pytest.mark.parametrize("answer, expected", [
    ("His mother had type 2 diabetes.", CORRECT),
    ("Both: he has type 2 diabetes, and so did his mother.", INCORRECT),
])
def test_a_reference_for_the_relative_alone_still_refuses_the_patient(answer, expected):
    reference = {"answer": "His mother had type 2 diabetes; he does not have it.",
                 "structure": {"concept": "type 2 diabetes", "polarity": "present", "experiencer": "family",
                               "relative": "mother"}}
    got = PolarityEvaluator().score("family_history", "Diabetes — him or his mother?", answer, reference)
    assert got.label == expected, got.reason
