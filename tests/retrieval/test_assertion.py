"""The epistemic classifier: every trigger family, the paper's failure modes, section priors, rules."""

from __future__ import annotations

import json

import pytest

from retrieval.nlp.assertion import Assertion, Experiencer, Temporality
from retrieval.nlp.pipeline import Term, TermMatcher, classify_spans, find_and_classify
from retrieval.nlp.rules import CATEGORIES, RuleFileError, load_chronic_terms, load_section_priors, load_trigger_rules


def label(sentence: str, concept: str, section: str | None = None):
    start = sentence.lower().index(concept.lower())
    result = classify_spans(sentence, [(start, start + len(concept))], section=section)[0]
    assert result is not None
    return result


def states(cases):
    return [(s, c, label(s, c).assertion) for s, c, _ in cases]


@pytest.mark.parametrize("sentence,concept", [
    ("Patient denies chest pain or palpitations.", "palpitations"),
    ("No evidence of pneumothorax.", "pneumothorax"),
    ("Negative for fever, chills, night sweats.", "night sweats"),
    ("Lungs clear without wheezes or rhonchi.", "rhonchi"),
    ("CT head was negative for intracranial hemorrhage.", "intracranial hemorrhage"),
    ("PE was ruled out with CTA.", "PE"),
    ("Sepsis excluded.", "Sepsis"),
    ("Blood cultures negative.", "Blood cultures"),
    ("Hydronephrosis: none.", "Hydronephrosis"),
    ("He was not found to have any DVT.", "DVT"),
])
def test_it_negates_forward_and_backward(sentence, concept):
    assert label(sentence, concept).assertion == Assertion.ABSENT


@pytest.mark.parametrize("sentence,concept", [
    ("No improvement in his dyspnea.", "dyspnea"),                     # pseudo-negation
    ("Gram negative rods grew from the urine culture.", "urine culture"),
    ("Denies chest pain but reports worsening cough.", "worsening cough"),  # terminated scope
    ("No fever. Productive cough for three days.", "Productive cough"),     # sentence boundary
])
def test_it_does_not_negate_beyond_the_cue(sentence, concept):
    assert label(sentence, concept).assertion == Assertion.PRESENT


@pytest.mark.parametrize("sentence,concept", [
    ("CXR concerning for pneumonia.", "pneumonia"),
    ("Findings may represent early osteomyelitis.", "osteomyelitis"),
    ("Cannot rule out pulmonary embolism.", "pulmonary embolism"),
    ("r/o MI.", "MI"),
    ("? appendicitis on CT.", "appendicitis"),
    ("Infection is not excluded.", "Infection"),
    ("Pneumonia likely.", "Pneumonia"),
    ("Differential includes viral gastroenteritis versus colitis.", "colitis"),
])
def test_it_marks_uncertainty(sentence, concept):
    assert label(sentence, concept).assertion == Assertion.POSSIBLE


def test_negation_beats_an_earlier_hedge():
    assert label("r/o PE - negative workup.", "PE").assertion == Assertion.ABSENT


@pytest.mark.parametrize("sentence,concept", [
    ("Will start atorvastatin if LDL remains above 130.", "atorvastatin"),
    ("Hold metformin if creatinine rises above 1.5.", "metformin"),
    ("Metformin to be held should Cr rise above 1.5.", "Metformin"),
    ("If the creatinine rises, we will stop the vancomycin.", "vancomycin"),
    ("Unless symptoms improve, she will need a colonoscopy.", "colonoscopy"),
])
def test_it_finds_conditionals(sentence, concept):
    result = label(sentence, concept)
    assert (result.assertion, result.temporality) == (Assertion.CONDITIONAL, Temporality.FUTURE)


@pytest.mark.parametrize("sentence,concept", [
    ("Call your doctor if you develop a fever greater than 101.5.", "fever"),
    ("Return to the ED if you experience worsening abdominal pain.", "abdominal pain"),
    ("Seek medical attention for any chest pain.", "chest pain"),
    ("Acetaminophen 650 mg PO Q6H PRN pain.", "pain"),
    ("In case of seizure, call 911.", "seizure"),
])
def test_instructions_are_hypothetical_not_findings(sentence, concept):
    result = label(sentence, concept)
    assert (result.assertion, result.temporality) == (Assertion.HYPOTHETICAL, Temporality.FUTURE)


@pytest.mark.parametrize("sentence,concept", [
    ("Mother with breast cancer.", "breast cancer"),
    ("FHx: maternal grandmother with colon cancer.", "colon cancer"),
    ("Father died of MI at 52.", "MI"),
    ("Family history of diabetes in her father.", "diabetes"),
    ("Her sister has type 1 diabetes.", "type 1 diabetes"),
])
def test_relatives_conditions_belong_to_the_family(sentence, concept):
    result = label(sentence, concept)
    assert (result.assertion, result.experiencer) == (Assertion.FAMILY_HISTORY, Experiencer.FAMILY)


def test_a_negated_family_history_is_absent_for_the_family():
    result = label("No family history of colon cancer.", "colon cancer")
    assert (result.assertion, result.experiencer) == (Assertion.ABSENT, Experiencer.FAMILY)


@pytest.mark.parametrize("sentence,concept", [
    ("Daughter at bedside states that he has been confused.", "confused"),
    ("Per his wife, he has had fevers at home.", "fevers"),
])
def test_relatives_who_report_do_not_make_findings_familial(sentence, concept):
    assert label(sentence, concept).experiencer == Experiencer.PATIENT


# -- paper 000 App. X.6 / W failure modes -----------------------------------------------------------

def test_history_of_a_chronic_condition_is_present_not_resolved():
    for sentence, concept in [("History of CHF, EF 35%.", "CHF"), ("h/o COPD on home oxygen.", "COPD"),
                              ("Known history of atrial fibrillation.", "atrial fibrillation")]:
        assert label(sentence, concept).assertion == Assertion.PRESENT, sentence


def test_history_of_a_resolved_problem_is_historical():
    for sentence, concept in [("h/o C. diff colitis in 2019, resolved.", "C. diff colitis"),
                              ("Prior episode of pancreatitis, now resolved.", "pancreatitis"),
                              ("Status post cholecystectomy.", "cholecystectomy")]:
        result = label(sentence, concept)
        assert (result.assertion, result.temporality) == (Assertion.HISTORICAL, Temporality.PAST), sentence


def test_causal_uncertainty_leaves_the_finding_present():
    assert label("Edema, likely due to noncompliance.", "Edema").assertion == Assertion.PRESENT
    assert label("Anemia, most likely secondary to chronic blood loss.", "Anemia").assertion == Assertion.PRESENT
    assert label("Edema, likely due to noncompliance.", "noncompliance").assertion == Assertion.POSSIBLE


def test_h_o_recently_diagnosed_cancer_is_current():
    result = label("h/o recently diagnosed metastatic cancer.", "metastatic cancer")
    assert (result.assertion, result.temporality) == (Assertion.PRESENT, Temporality.CURRENT)


def test_hedges_do_not_spill_onto_other_findings():
    # "concerning for" modifies what follows it, not the finding before it.
    assert label("Leukocytosis, concerning for infection.", "Leukocytosis").assertion == Assertion.PRESENT


# -- section priors ------------------------------------------------------------------------------------

def test_section_priors_apply_to_notes():
    note = ("Past Medical History:\n- diabetes\n- pneumonia\n\nFamily History:\nstroke\n\n"
            "Discharge Instructions:\nWatch your weight. Low salt diet to avoid edema.\n")
    matcher = TermMatcher([Term("diabetes", 1), Term("pneumonia", 2), Term("stroke", 3), Term("edema", 4)])
    found = {m.concept_id: m.annotation for m in find_and_classify(note, matcher)}
    assert (found[1].assertion, found[1].temporality) == (Assertion.PRESENT, Temporality.PAST)  # chronic
    assert found[2].assertion == Assertion.HISTORICAL
    assert (found[3].assertion, found[3].experiencer) == (Assertion.FAMILY_HISTORY, Experiencer.FAMILY)
    assert found[4].assertion == Assertion.HYPOTHETICAL


def test_a_section_title_can_be_given_for_single_sentences():
    assert label("Diabetes - mother and two aunts.", "Diabetes", section="Family History").experiencer == Experiencer.FAMILY
    assert label("Hypertension", "Hypertension", section="PMH").temporality == Temporality.PAST


def test_annotations_record_their_cues_and_sentence():
    sentence = "He denies fevers. Cough for 3 days."
    result = label(sentence, "fevers")
    assert [c.category for c in result.cues] == ["NEGATED_EXISTENCE"]
    assert sentence[result.cues[0].start:result.cues[0].end] == "denies"
    assert sentence[result.sentence_start:result.sentence_end].strip() == "He denies fevers."
    assert 0.5 < result.confidence <= 1


# -- bad input ---------------------------------------------------------------------------------------

def test_it_copes_with_empty_boilerplate_and_huge_notes():
    matcher = TermMatcher([Term("fever", 1), Term("cough", 2)])
    assert find_and_classify("", matcher) == []
    assert find_and_classify("   \n\n", matcher) == []
    assert find_and_classify("Name: ___ Unit No: ___\nFollowup Instructions:\n___\n", matcher) == []
    huge = "Line of boilerplate text without findings.\n" * 60_000 + "Patient denies fever.\n"
    mentions = find_and_classify(huge, matcher)
    assert len(huge) > 2_000_000 and len(mentions) == 1
    assert mentions[0].annotation.assertion == Assertion.ABSENT
    assert huge[mentions[0].annotation.start:mentions[0].annotation.end] == "fever"
    garbled = "Pt denies \ufffd\ufffd fever \x00 and cough."
    assert {m.annotation.text for m in find_and_classify(garbled, matcher)} == {"fever", "cough"}


def test_unalignable_spans_come_back_empty():
    assert classify_spans("Fever.", [(0, 5), (2, 4)])[1] is None
    assert classify_spans("", [(0, 1)]) == [None]


# -- the rule files --------------------------------------------------------------------------------

def test_the_rule_file_is_large_and_valid():
    version, rules = load_trigger_rules()
    scoped = [r for r in rules if r.direction in {"FORWARD", "BACKWARD", "BIDIRECTIONAL"}]
    assert len(scoped) >= 120 and version
    assert {r.category for r in rules} == CATEGORIES
    assert {"FORWARD", "BACKWARD", "BIDIRECTIONAL", "TERMINATE", "PSEUDO"} == {r.direction for r in rules}


@pytest.mark.parametrize("entry,message", [
    ({"literal": "no", "category": "NEGATED", "direction": "FORWARD"}, "rules.0.category: Input should be"),
    ({"literal": "no", "category": "NEGATED_EXISTENCE", "direction": "LEFT"}, "rules.0.direction: Input should be"),
    ({"literal": "no", "category": "NEGATED_EXISTENCE", "direction": "FORWARD", "scope": 3},
     "rules.0.scope: unknown key"),
    ({"literal": "", "category": "NEGATED_EXISTENCE", "direction": "FORWARD"}, "rules.0.literal: String should match"),
    ({"literal": "but", "category": "TERMINATE", "direction": "FORWARD"},
     "rules.0: Value error, TERMINATE category and direction go together"),
    ({"literal": "no", "category": "NEGATED_EXISTENCE", "direction": "FORWARD", "max_scope": 0},
     "rules.0.max_scope: Input should be greater than or equal to 1"),
])
def test_the_loader_rejects_bad_rules(tmp_path, entry, message):
    path = tmp_path / "rules.json"
    path.write_text(json.dumps({"version": "t", "rules": [entry]}))
    with pytest.raises(RuleFileError, match="^rules.json: rules\\.0") as caught:
        load_trigger_rules(path)
    assert message in str(caught.value)


def test_the_loader_rejects_duplicates(tmp_path):
    rule = {"literal": "No", "category": "NEGATED_EXISTENCE", "direction": "FORWARD"}
    path = tmp_path / "rules.json"
    path.write_text(json.dumps({"version": "t", "rules": [rule, {**rule, "literal": "no"}]}))
    with pytest.raises(RuleFileError, match=r"rules.json: rules: .*rules\.1 \('no'\) is a duplicate rule of rules\.0"):
        load_trigger_rules(path)


def test_the_section_prior_loader_names_the_file_and_field(tmp_path):
    path = tmp_path / "sections.json"
    path.write_text(json.dumps({"version": "t", "priors": {"family_history": {"experiencer": "Neighbour"}}}))
    with pytest.raises(RuleFileError, match="^sections.json: priors.family_history.experiencer: Input should be"):
        load_section_priors.__wrapped__(path)
    path.write_text(json.dumps({"version": "t", "priors": {"family_history": {"experiencer": "Family", "colour": 1}}}))
    with pytest.raises(RuleFileError, match="^sections.json: priors.family_history.colour: unknown key"):
        load_section_priors.__wrapped__(path)


def test_the_chronic_term_loader_names_the_file_and_field(tmp_path):
    path = tmp_path / "chronic_terms.json"
    path.write_text(json.dumps({"version": "t", "terms": ["copd", " "]}))
    with pytest.raises(RuleFileError, match="^chronic_terms.json: terms.1: String should match"):
        load_chronic_terms.__wrapped__(path)
    path.write_text(json.dumps({"version": "t", "terms": ["copd"], "term": ["chf"]}))
    with pytest.raises(RuleFileError, match="^chronic_terms.json: term: unknown key"):
        load_chronic_terms.__wrapped__(path)


def test_the_shipped_section_priors_read_as_written():
    priors, titles = load_section_priors()
    assert priors["past_medical_history"] == {"temporality": "Past", "historical_unless_chronic": True}
    assert titles["fhx"] == "family_history"


@pytest.mark.parametrize("sentence, drug", [
    ("IV tPA not given: outside the window.", "tPA"),
    ("Heparin was not given given the bleed.", "Heparin"),
    ("Antibiotics were not started as he remained afebrile.", "Antibiotics"),
    ("He did not receive antibiotics during the stay.", "antibiotics"),
    ("Thrombolytics not administered (recent surgery).", "Thrombolytics"),
    ("She never received steroids.", "steroids"),
])
def test_a_treatment_not_given_is_absent(sentence, drug):
    start = sentence.index(drug)
    (annotation,) = classify_spans(sentence, [(start, start + len(drug))])
    assert annotation.assertion.value == "Absent"


@pytest.mark.parametrize("sentence, target", [
    ("It is most likely hypertensive, but ischemic cardiomyopathy has not been excluded.", "ischemic cardiomyopathy"),
    ("Ischemic cardiomyopathy has not been ruled out.", "Ischemic cardiomyopathy"),
    ("Pulmonary embolism could not be ruled out on the limited study.", "Pulmonary embolism"),
    ("Infection not yet excluded, cultures pending.", "Infection"),
    ("Malignancy has not yet been excluded.", "Malignancy"),
    ("A cardioembolic source could not be excluded.", "cardioembolic source"),
    ("Osteomyelitis is not entirely excluded on this study.", "Osteomyelitis"),
    ("Her sister has a clotting disorder; the patient does not know the diagnosis and thinks it may be factor V Leiden.",
     "factor V Leiden"),
    ("Not sure whether he had a stroke in the past.", "stroke"),
])
def test_an_exclusion_that_has_not_happened_is_a_hedge_not_a_negation(sentence, target):
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    assert annotation.assertion.value == "Possible"


@pytest.mark.parametrize("sentence, target", [
    ("PE was excluded.", "PE"),
    ("PE has been ruled out.", "PE"),
    ("Pneumonia has been excluded by CT.", "Pneumonia"),
    ("MI was ruled out with serial troponins.", "MI"),
])
def test_an_exclusion_that_happened_stays_a_negation(sentence, target):
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    assert annotation.assertion.value == "Absent"


@pytest.mark.parametrize("sentence, target", [
    ("Prophylaxis: DVT: per orders; Stress ulcer: not indicated", "DVT"),
    ("PPx: DVT - heparin sq", "DVT"),
    ("Prophylaxis - DVT: heparin 5000 units SC TID", "DVT"),
    ("PROPHYLAXIS: DVT: SQ heparin; GI: pantoprazole", "DVT"),
])
def test_a_prophylaxis_list_names_what_is_prevented(sentence, target):
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    assert annotation.assertion.value == "Hypothetical"


def test_a_finding_after_a_prophylaxis_sentence_is_still_present():
    sentence = "Prophylaxis: heparin SC. Pneumonia improving on ceftriaxone."
    start = sentence.index("Pneumonia")
    (annotation,) = classify_spans(sentence, [(start, start + 9)])
    assert annotation.assertion.value == "Present"
