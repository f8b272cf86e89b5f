"""Classes of real clinical text (issue 14): irregular whitespace, inflected and derived forms,
"no known", instruction lists and reviews of systems that deny a change. Each class is tested in
several phrasings; offsets always point into the text as written."""

from __future__ import annotations

import pytest

from retrieval.nlp.compact import normal_form
from retrieval.nlp.pipeline import Term, TermMatcher, classify_spans


def label(sentence: str, target: str, **kwargs):
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))], **kwargs)
    return annotation


def found(matcher: TermMatcher, text: str) -> list[tuple[str, int]]:
    return [(text[s:e], term.concept_id) for s, e, term in matcher.find(text)]


# -- whitespace: triggers, terms and section titles ------------------------------------------------


@pytest.mark.parametrize("sentence, target, assertion, experiencer", [
    ("Patient has a family  history of colon cancer.", "colon cancer", "Family_History", "Family"),
    ("Patient has a family\n   history of colon cancer.", "colon cancer", "Family_History", "Family"),
    ("FAMILY\tHISTORY OF colon cancer in his father.", "colon cancer", "Family_History", "Family"),
    ("No   evidence  of pneumothorax.", "pneumothorax", "Absent", "Patient"),
    ("Negative   for chest pain or dyspnea.", "dyspnea", "Absent", "Patient"),
    ("Cannot  rule  out pneumonia.", "pneumonia", "Possible", "Patient"),
    ("History  of  DVT in 2178, resolved.", "DVT", "Historical", "Patient"),
])
def test_a_trigger_split_by_extra_whitespace_still_triggers(sentence, target, assertion, experiencer):
    annotation = label(sentence, target)
    assert (annotation.assertion.value, annotation.experiencer.value) == (assertion, experiencer)
    assert sentence[annotation.start:annotation.end] == target
    for cue in annotation.cues:  # a cue's offsets are the note's own, whitespace and all
        assert sentence[cue.start:cue.end] == cue.text


@pytest.mark.parametrize("text", [
    "FAMILY  HISTORY:\nMother with breast cancer.",
    "Family    History:\nMother with breast cancer.",
    "FAMILY\nHISTORY:\nMother with breast cancer.",
])
def test_a_section_title_with_irregular_spacing_is_still_its_section(text):
    annotation = label(text, "breast cancer")
    assert annotation.section == "family_history" and annotation.experiencer.value == "Family"


@pytest.mark.parametrize("text, expected", [
    ("Bilateral pleural  effusions.", "pleural  effusions"),
    ("PLEURAL\nEFFUSION on the left", "PLEURAL\nEFFUSION"),
    ("small pleural effusion", "pleural effusion"),
    ("Pleural\teffusions have increased.", "Pleural\teffusions"),
])
def test_a_term_split_by_whitespace_is_found_with_the_note_offsets(text, expected):
    matcher = TermMatcher([Term("pleural effusion", 1, "Condition")])
    assert found(matcher, text) == [(expected, 1)]


# -- inflection: the matcher reads lemmas from spaCy's lookup table --------------------------------


@pytest.mark.parametrize("term, text, expected", [
    ("lung nodule", "Innumerable bilateral lung nodules.", "lung nodules"),
    ("pleural effusion", "Small bilateral pleural effusions.", "pleural effusions"),
    ("esophageal varix", "Large esophageal varices were banded.", "esophageal varices"),
    ("pulmonary embolus", "Bilateral pulmonary emboli.", "pulmonary emboli"),
    ("opacity", "Patchy opacities at both bases.", "opacities"),
    ("infiltrate", "New infiltrates in the right lung.", "infiltrates"),
    ("rib fracture", "Multiple old rib fractures.", "rib fractures"),
    ("allergy", "Allergies: penicillin.", "Allergies"),
])
def test_plural_and_irregular_forms_match_their_term(term, text, expected):
    assert found(TermMatcher([Term(term, 1, "Condition")]), text) == [(expected, 1)]


@pytest.mark.parametrize("word, form", [("was", "was"), ("BE", "be"), ("PEs", "pes"), ("left", "leave"),
                                        ("effusions", "effusion"), ("Varices", "varix")])
def test_short_words_and_abbreviations_are_never_lemmatized(word, form):
    assert normal_form(word) == form


def test_an_abbreviation_does_not_match_an_inflected_word():
    matcher = TermMatcher([Term("BE", 1, "Condition"), Term("AS", 2, "Condition"), Term("DOE", 3, "Condition")])
    assert found(matcher, "It was fine, and he is well. Does the report show it?") == []
    assert found(matcher, "Reports DOE after one flight.") == [("DOE", 3)]


def test_the_first_term_with_a_normal_form_keeps_it():
    matcher = TermMatcher([Term("rib fracture", 1, "Condition"), Term("rib fractures", 2, "Condition")])
    assert found(matcher, "rib fractures") == [("rib fractures", 1)]


# -- "no known" -------------------------------------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("He has no known allergies.", "allergies"),
    ("No known drug allergies.", "drug allergies"),
    ("Allergies: no known allergies", "allergies"),
    ("She has no known history of seizures.", "seizures"),
    ("No known CAD or prior MI.", "CAD"),
    ("Pt with no known liver disease.", "liver disease"),
])
def test_no_known_negates(sentence, target):
    assert label(sentence, target).assertion.value == "Absent"


# -- instruction lists ------------------------------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("Call for any fever, chills, vomiting or new shortness of breath.", "shortness of breath"),
    ("Call for any fever, chills, vomiting or new shortness of breath.", "fever"),
    ("Call for any fever, chills, vomiting or new shortness of breath.", "vomiting"),
    ("Please return to the ED if you develop chest pain, fevers or worsening swelling.", "worsening swelling"),
    ("Go to the emergency room for bleeding, lightheadedness or fainting.", "fainting"),
    ("Contact your doctor if you notice redness, drainage or fever.", "drainage"),
    ("Seek medical attention for black stools, vomiting blood or dizziness.", "dizziness"),
    ("Call 911 for chest pain, trouble breathing or weakness on one side.", "trouble breathing"),
    ("Call also for any weight gain, any unusual rashes, nausea or new onset of chest pain.", "chest pain"),
    ("She will call Dr. Smith at that same number if there is any new chest pain or dizziness.", "dizziness"),
    ("He was instructed to return for worsening pain, fever or drainage from the wound.", "drainage"),
])
def test_every_item_of_an_instruction_list_is_hypothetical(sentence, target):
    assert label(sentence, target).assertion.value == "Hypothetical"


@pytest.mark.parametrize("sentence, target", [
    ("He called for help after he fell and had hip pain.", "hip pain"),
    ("She returned with fever and chills.", "fever"),
    ("She was unable to call for help after the fall and had hip pain.", "hip pain"),
    ("The nurse called for help when he became hypotensive.", "hypotensive"),
])
def test_the_same_verbs_telling_what_happened_are_not_instructions(sentence, target):
    assert label(sentence, target).assertion.value == "Present"


# -- a review of systems that denies a change --------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("No change in vision, diplopia or change in hearing.", "diplopia"),
    ("No change in vision, diplopia or change in hearing.", "change in hearing"),
    ("Denies change in bowel habits, melena or hematochezia.", "melena"),
    ("No changes in appetite, weight loss or night sweats.", "night sweats"),
    ("No change in bladder habits, dysuria or hematuria.", "hematuria"),
    ("In general, no changes in vision or diplopia, no changes in hearing, no neck pain.", "changes in hearing"),
    ("The patient denies change in sleep.", "change in sleep"),
    ("GI ROS is -ve for change in bowel habit, bleeding or anemia.", "anemia"),
    ("ROS -ve for fever, chills.", "chills"),
])
def test_a_denied_change_negates_the_rest_of_its_list(sentence, target):
    assert label(sentence, target).assertion.value == "Absent"


@pytest.mark.parametrize("sentence, target", [
    ("No change in the left pleural effusion.", "pleural effusion"),
    ("No change in size of the right lung nodule.", "lung nodule"),
    ("No interval change in the small pericardial effusion.", "pericardial effusion"),
    ("No change in small left pleural effusion.", "pleural effusion"),
    ("No change in her medications; continue metoprolol.", "metoprolol"),
    ("Sputum with gram -ve rods.", "rods"),
])
def test_no_change_in_a_finding_stays_a_stable_finding(sentence, target):
    assert label(sentence, target).assertion.value == "Present"


@pytest.mark.parametrize("sentence, target", [
    ("Ms. X is a 45-year-old woman with a two-day history of fever, body aches and nausea.", "body aches"),
    ("3 week history of productive cough.", "productive cough"),
    ("He reports a 2-day hx of dysuria.", "dysuria"),
    ("A several-month history of weight loss.", "weight loss"),
])
def test_an_onset_history_of_the_present_illness_is_current(sentence, target):
    annotation = label(sentence, target)
    assert annotation.assertion.value == "Present" and annotation.temporality.value == "Current"


def test_a_plain_history_of_is_still_the_past():
    assert label("History of hypertension and DVT in 2170.", "DVT").temporality.value == "Past"


# -- flattened notes and imaging protocols ---------------------------------------------------------


@pytest.mark.parametrize("sentence, target, assertion", [
    ("EXAMINATION PERFORMED:  MR BRAIN WITH AND WITHOUT CONTRAST   1710 HOURS    CLINICAL HISTORY:     History of "
     "BREAST CARCINOMA.", "BREAST CARCINOMA", "Present"),
    ("EXAM:  CT THORAX WITHOUT CONTRAST    INDICATION:  cough, no fever    FINDINGS:  Right lower lobe pneumonia.",
     "pneumonia", "Present"),
    ("CT ABDOMEN WITHOUT CONTRAST   IMPRESSION: No acute appendicitis.", "appendicitis", "Absent"),
    ("Head CT w/o contrast: no hemorrhage.", "hemorrhage", "Absent"),
])
def test_a_protocol_and_a_flattened_section_title_do_not_carry_a_negation(sentence, target, assertion):
    assert label(sentence, target).assertion.value == assertion


def test_a_flattened_title_starts_a_sentence():
    from retrieval.nlp.sentences import boundaries

    text = "EXAM:  CT HEAD   CLINICAL HISTORY:  fall.  FINDINGS: no bleed."
    assert [text[b:b + 8] for b in boundaries(text)] == ["EXAM:  C", "CLINICAL", "FINDINGS"]


@pytest.mark.parametrize("text, expected", [
    ("The heart is mildly enlarged.", "heart is mildly enlarged"),
    ("Heart is moderately  enlarged, stable.", "Heart is moderately  enlarged"),
    ("the heart is enlarged", "heart is enlarged"),
])
def test_the_matcher_reads_past_degree_words(text, expected):
    matcher = TermMatcher([Term("heart is enlarged", 1, "Condition")])
    assert found(matcher, text) == [(expected, 1)]


@pytest.mark.parametrize("sentence, target", [
    ("Recommend colonoscopy after the acute episode resolves.", "colonoscopy"),
    ("Colonoscopy recommended in 6-8 weeks.", "Colonoscopy"),
    ("Will need a TEE before cardioversion.", "TEE"),
    ("She is scheduled for cholecystectomy next month.", "cholecystectomy"),
    ("Referred for sleep study.", "sleep study"),
])
def test_a_recommended_or_scheduled_procedure_is_a_plan(sentence, target):
    assert label(sentence, target).temporality.value == "Future"


@pytest.mark.parametrize("sentence, target", [
    ("Recommend follow-up chest CT in 3 months for the 6 mm nodule.", "nodule"),
    ("Pneumonia; antibiotics recommended.", "Pneumonia"),
])
def test_a_recommendation_does_not_reach_the_finding_it_is_for(sentence, target):
    assert label(sentence, target).temporality.value == "Current"


@pytest.mark.parametrize("sentence, target", [
    ("- colonoscopy in 6-8 wks to exclude malignancy", "colonoscopy"),
    ("Repeat echo in 3 months.", "echo"),
    ("Follow up with GI for EGD in 2 weeks.", "EGD"),
])
def test_a_study_set_for_a_time_ahead_is_a_plan(sentence, target):
    assert label(sentence, target).temporality.value == "Future"


def test_a_time_after_a_finding_is_not_a_plan():
    assert label("Pneumonia treated, improved within 2 days of antibiotics.", "Pneumonia").temporality.value == "Current"


@pytest.mark.parametrize("sentence, target", [
    ("Quit smoking after his stroke.", "smoking"),
    ("Smoker, quit 10/2191.", "Smoker"),
    ("Tobacco: quit in 2010.", "Tobacco"),
    ("Former drinker, quit in 2190, attends AA.", "drinker"),
])
def test_a_habit_given_up_is_in_the_past(sentence, target):
    assert label(sentence, target).assertion.value == "Historical"


@pytest.mark.parametrize("sentence, target", [
    ("INDICATION: woman with pulmonary embolism, right calf ache // DVT?", "DVT"),
    ("Reason for exam: r/o PNA? fever and cough", "PNA"),
])
def test_a_finding_followed_by_a_question_mark_is_a_question(sentence, target):
    assert label(sentence, target).assertion.value == "Possible"


@pytest.mark.parametrize("title", ["INDICATION:", "Indication:", "INDICATIONS:", "Indications:", "INDICATION:   "])
def test_an_indication_line_is_the_reason_for_the_study_not_its_results(title):
    """The project's section titles win over medspaCy's defaults of the same words: medspaCy files
    "INDICATION:" under labs_and_studies, which made a study's reason read as its finding."""
    from retrieval.nlp.pipeline import classify_spans

    note = (f"EXAMINATION:  BILATERAL LOWER EXTREMITY VEINS\n\n{title} woman with pulmonary embolism, calf ache  "
            "// DVT?\n\nFINDINGS:\n\nNormal compressibility.\n\nIMPRESSION:\n\nNo evidence of deep venous thrombosis.\n")
    spans = [(note.index(t), note.index(t) + len(t)) for t in ("DVT", "pulmonary embolism", "deep venous thrombosis")]
    asked, history, finding = classify_spans(note, spans)
    assert asked.section == history.section == "reason_for_examination"
    assert finding.section == "observation_and_plan" and finding.assertion.value == "Absent"


@pytest.mark.parametrize("sentence, target", [
    ("Colonoscopy in 6-8 weeks.", "Colonoscopy"),
    ("- colonoscopy in 6-8 wks to exclude malignancy, esp given FHx", "colonoscopy"),
    ("Repeat CT in 3 months.", "CT"),
    ("She needs a colonoscopy in 2 to 3 months.", "colonoscopy"),
    ("MRI within 2 weeks.", "MRI"),
    ("Plan: EGD in 8 weeks for surveillance.", "EGD"),
])
def test_a_study_scheduled_in_n_weeks_is_a_plan_not_done(sentence, target):
    annotation = label(sentence, target)
    assert (annotation.assertion.value, annotation.temporality.value) == ("Hypothetical", "Future")


@pytest.mark.parametrize("sentence, target", [
    ("Cough in 2 weeks prior to admission.", "Cough"),
    ("Pneumonia within 3 days of admission.", "Pneumonia"),
    ("Fever for 2 weeks.", "Fever"),
    ("Colonoscopy 2 weeks ago was normal.", "Colonoscopy"),
    ("Chest pain at rest, follow up with cardiology in 2 weeks.", "Chest pain"),
])
def test_a_time_around_a_past_event_or_a_later_follow_up_is_no_schedule(sentence, target):
    assert label(sentence, target).assertion.value == "Present"
