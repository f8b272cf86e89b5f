"""Classes of hedged and denied language found on the BioScope radiology development split (rules
2026.12-4, docs/nlp.md). Each class is tested in phrasings written for this file, across radiology,
discharge-summary and progress-note voices, beside the look-alikes that must not change."""

from __future__ import annotations

import pytest

from retrieval.nlp.pipeline import classify_spans


def assertion(sentence: str, target: str, **kwargs) -> str:
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))], **kwargs)
    return annotation.assertion.value


# -- a finding that "can be seen with" a disease, "suggesting" or "could reflect" one ----------------


@pytest.mark.parametrize("sentence, target", [
    ("Peribronchial cuffing, which can be seen with bronchiolitis.", "bronchiolitis"),
    ("Hazy perihilar opacity such as can be seen in viral pneumonia.", "viral pneumonia"),
    ("Bladder wall thickening, as may be seen with cystitis.", "cystitis"),
    ("These changes could be seen with early heart failure.", "heart failure"),
    ("Thickened gallbladder wall, which can be associated with cholecystitis.", "cholecystitis"),
    ("Bibasilar opacities suggesting aspiration pneumonia.", "aspiration pneumonia"),
    ("The pattern is suggestive pulmonary edema.", "pulmonary edema"),
    ("Findings suggest early appendicitis.", "appendicitis"),
    ("Mild interstitial prominence that could reflect fluid overload.", "fluid overload"),
    ("The density might reflect a small infarct.", "infarct"),
    ("Elevated troponin may indicate demand ischemia.", "demand ischemia"),
    ("Hyperlucency could indicate air trapping.", "air trapping"),
    ("This might represent a reactive lymph node.", "lymph node"),
    ("There is perhaps mild cardiomegaly.", "cardiomegaly"),
    ("Fever, presumably viral gastroenteritis.", "viral gastroenteritis"),
    ("Linear density, favored to represent atelectasis.", "atelectasis"),
    ("Favor atelectasis in the right base.", "atelectasis"),
    ("Right lower lobe opacity, favoring pneumonia.", "pneumonia"),
])
def test_a_radiology_hedge_makes_the_disease_possible(sentence, target):
    assert assertion(sentence, target) == "Possible"


@pytest.mark.parametrize("sentence, target", [
    ("Nothing to suggest pneumothorax.", "pneumothorax"),
    ("No findings to suggest pneumonia.", "pneumonia"),
    ("There is lack of kyphosis in the lower thoracic spine.", "kyphosis"),
    ("No other findings of adenopathy or pleural effusion.", "pleural effusion"),
    ("No other evidence of infection.", "infection"),
    ("No other signs of bleeding.", "bleeding"),
])
def test_a_denial_beats_the_hedge_words_inside_it(sentence, target):
    assert assertion(sentence, target) == "Absent"


@pytest.mark.parametrize("sentence, target, expected", [
    ("The cardiomegaly can be seen on the lateral view.", "cardiomegaly", "Present"),
    ("A 2 cm nodule can be seen in the right upper lobe.", "nodule", "Present"),
    ("Likely a vascular marking, otherwise normal renal ultrasound.", "renal ultrasound", "Present"),
    ("Probable granuloma; otherwise the lungs are clear without effusion.", "effusion", "Absent"),
])
def test_the_look_alikes_stay_as_they_are(sentence, target, expected):
    assert assertion(sentence, target) == expected


# -- an indication asking a question ---------------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("Question pneumonia.", "pneumonia"),
    ("Fever and cough. Question pneumonia.", "pneumonia"),
    ("CLINICAL HISTORY: question appendicitis.", "appendicitis"),
    ("Wheezing, question reactive airway disease.", "reactive airway disease"),
    ("Cough for two weeks, rule-out pneumonia.", "pneumonia"),
    ("Chest pain, r-o pulmonary embolism.", "pulmonary embolism"),
])
def test_an_indication_that_asks_is_possible(sentence, target):
    assert assertion(sentence, target) == "Possible"


# -- alternatives: "A or B" offered as a differential -------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("Left lower lobe atelectasis or pneumonia.", "atelectasis"),
    ("Left lower lobe atelectasis or pneumonia.", "pneumonia"),
    ("Right basilar opacity, atelectasis or infiltrate.", "infiltrate"),
    ("Persistent pyelectasis or hydronephrosis on the right.", "hydronephrosis"),
    ("Symptoms from reflux or peptic ulcer disease.", "peptic ulcer disease"),
    ("Headache, migraine and/or tension type.", "migraine"),
])
def test_each_of_two_alternatives_is_possible(sentence, target):
    assert assertion(sentence, target) == "Possible"


@pytest.mark.parametrize("sentence, target, expected", [
    ("No fever or chills.", "chills", "Absent"),
    ("Denies nausea, vomiting or diarrhea.", "vomiting", "Absent"),
    ("Call for fever or chills.", "fever", "Hypothetical"),
    ("Return to the ED for chest pain or shortness of breath.", "chest pain", "Hypothetical"),
    ("Mother with diabetes or hypertension.", "hypertension", "Family_History"),
    ("History of DVT or PE, resolved.", "DVT", "Historical"),
    ("Will start heparin if there is DVT or PE.", "PE", "Conditional"),
])
def test_every_other_cue_wins_over_an_alternative(sentence, target, expected):
    assert assertion(sentence, target) == expected


@pytest.mark.parametrize("sentence, target", [
    ("LIVER OR GALLBLADDER US was normal.", "LIVER OR GALLBLADDER US"),
    ("CT abdomen with or without contrast.", "CT abdomen"),
])
def test_an_or_inside_the_mention_or_a_protocol_is_no_hedge(sentence, target):
    assert assertion(sentence, target) == "Present"


# -- a resolution is a resolved problem; a comparison is no denial ---------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("Interval resolution of the right upper lobe pneumonia.", "pneumonia"),
    ("Resolution of hydronephrosis since the prior study.", "hydronephrosis"),
    ("Her pneumonia resolved with antibiotics.", "pneumonia"),
    ("The effusion has resolved.", "effusion"),
])
def test_resolution_and_resolved_read_alike(sentence, target):
    assert assertion(sentence, target) == "Historical"


@pytest.mark.parametrize("sentence, target", [
    ("Given the lack of increase in hydronephrosis, no intervention.", "hydronephrosis"),
    ("Lack of interval change in the left effusion.", "effusion"),
    ("Lack of change in the size of the nodule.", "nodule"),
    ("Lack of progression of the metastatic disease on this study.", "metastatic disease"),
    ("Lack of improvement in the pneumonia despite antibiotics.", "pneumonia"),
])
def test_a_lack_of_change_keeps_the_finding(sentence, target):
    assert assertion(sentence, target) == "Present"


# -- causal hedges with "be" before "due to" ---------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("Could possibly be due to viral illness.", "viral illness"),
    ("The anemia may probably be due to blood loss.", "blood loss"),
    ("Elevated creatinine might be due to dehydration.", "dehydration"),
    ("Confusion may be related to hypoglycemia.", "hypoglycemia"),
    ("The rash could be related to the new antibiotic allergy.", "allergy"),
    ("Urothelial thickening, which can be a consequence of infection.", "infection"),
    ("Thickening which can be consequence of reflux nephropathy.", "reflux nephropathy"),
])
def test_a_hedged_cause_is_possible(sentence, target):
    assert assertion(sentence, target) == "Possible"


# -- whose condition: a relative spoken to, a mother's own childbirth ------------------------------


def experiencer(sentence: str, target: str, **kwargs) -> tuple[str, str]:
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))], **kwargs)
    return annotation.assertion.value, annotation.experiencer.value


@pytest.mark.parametrize("sentence, target", [
    ("The risks were discussed at length with the mother, to include infection and bleeding.", "bleeding"),
    ("Risks and benefits including infection were explained to the parents.", "infection"),
    ("We reviewed with his wife the risk of stroke with the procedure.", "stroke"),
    ("Talked to the family about complications including bleeding.", "bleeding"),
    ("The parents were informed of the risk of infection.", "infection"),
])
def test_a_relative_spoken_to_is_not_the_experiencer(sentence, target):
    assert experiencer(sentence, target) == ("Hypothetical", "Patient")


@pytest.mark.parametrize("sentence, target", [
    ("After the birth of her son in 1998 she noted urinary incontinence.", "urinary incontinence"),
    ("Since the delivery of her second daughter she has had back pain.", "back pain"),
    ("During pregnancy with her twins she developed gestational diabetes.", "gestational diabetes"),
])
def test_a_mothers_childbirth_is_her_own_history(sentence, target):
    assert experiencer(sentence, target)[1] == "Patient"


@pytest.mark.parametrize("sentence, target", [
    ("Her mother has breast cancer.", "breast cancer"),
    ("Son with asthma.", "asthma"),
    ("The patient's father died of a myocardial infarction.", "myocardial infarction"),
])
def test_a_relatives_own_condition_stays_theirs(sentence, target):
    assert experiencer(sentence, target)[1] == "Family"


# -- lists that are not denials, and what a denial after a list leaves -------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("Complications including but not limited to infection, scarring and nerve injury were discussed.", "infection"),
    ("Risks include, but are not limited to, bleeding and infection.", "bleeding"),
    ("Potential complications such as deep vein thrombosis were explained.", "deep vein thrombosis"),
])
def test_a_consent_list_is_hypothetical_not_denied(sentence, target):
    assert experiencer(sentence, target)[0] == "Hypothetical"


@pytest.mark.parametrize("sentence, target, expected", [
    ("Has had vomiting and diarrhea, otherwise negative on a 10-point review.", "diarrhea", "Present"),
    ("Positive for cough; otherwise negative.", "cough", "Present"),
    ("Otherwise negative for fever or chills.", "chills", "Absent"),
])
def test_otherwise_negative_denies_only_what_follows(sentence, target, expected):
    assert experiencer(sentence, target)[0] == expected


# -- a past-history list: chronic conditions, whatever their spelling, are still there ----------------


@pytest.mark.parametrize("sentence, target", [
    ("End-stage renal disease, on dialysis.", "End-stage renal disease"),
    ("High cholesterol.", "High cholesterol"),
    ("She also suffers from migraines and reflux.", "reflux"),
    ("He suffers from chronic back pain.", "chronic back pain"),
    ("Hemorrhoids.", "Hemorrhoids"),
])
def test_a_chronic_condition_in_past_history_is_present(sentence, target):
    assert experiencer(sentence, target, section="Past Medical History")[0] == "Present"


@pytest.mark.parametrize("sentence, target", [
    ("Appendicitis as a child.", "Appendicitis"),
    ("Pneumonia in 2015.", "Pneumonia"),
])
def test_an_acute_illness_in_past_history_is_still_historical(sentence, target):
    assert experiencer(sentence, target, section="Past Medical History")[0] == "Historical"


@pytest.mark.parametrize("sentence, target", [
    ("A mass in the foramen, which appears to be a disc herniation.", "disc herniation"),
    ("The lesions appear to be metastases.", "metastases"),
    ("The opacity seems to be atelectasis.", "atelectasis"),
])
def test_appears_to_be_is_a_hedge(sentence, target):
    assert experiencer(sentence, target)[0] == "Possible"


def test_does_not_appear_to_be_denies():
    assert experiencer("The lesion does not appear to be malignant melanoma.", "malignant melanoma")[0] == "Absent"


# -- a diagnosis still "to be excluded" is a question, not a rule-out (rules 2026.12-10) -----------------


@pytest.mark.parametrize("sentence, target", [
    ("Fistula thrombosis to be excluded by duplex.", "thrombosis"),
    ("PE to be ruled out with CTA.", "PE"),
    ("Osteomyelitis still needs to be excluded with MRI.", "Osteomyelitis"),
    ("ACS being ruled out with serial troponins.", "ACS"),
    ("Endocarditis must be excluded before the line goes in.", "Endocarditis"),
    ("Cholangitis should be ruled out given the fever.", "Cholangitis"),
    ("Pancreatitis remains to be excluded.", "Pancreatitis"),
    ("A DVT is yet to be ruled out.", "DVT"),
])
def test_a_diagnosis_still_to_be_excluded_is_possible(sentence, target):
    assert assertion(sentence, target) == "Possible"


@pytest.mark.parametrize("sentence, target", [
    ("PE has been excluded.", "PE"), ("Thrombosis excluded on duplex.", "Thrombosis"),
    ("MI was ruled out.", "MI"), ("ACS ruled out with two negative troponins.", "ACS"),
    ("Osteomyelitis has now been excluded by MRI.", "Osteomyelitis"),
])
def test_a_diagnosis_that_was_excluded_stays_absent(sentence, target):
    assert assertion(sentence, target) == "Absent"
