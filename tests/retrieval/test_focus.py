"""Question focus: what a question asks about, what only sets the scene, and which admission it names."""

from __future__ import annotations

import dataclasses
import json
import zlib

import pytest

from retrieval.conditions.focus import (
    RULES_PATH,
    FocusRulesError,
    QuestionFocus,
    anchor_admission,
    asked_clauses,
    load_focus_rules,
    question_focus,
)

C, O, D, P, M = "Condition", "Observation", "Drug", "Procedure", "Measurement"


def concepts(question: str, *found: tuple[str, str]) -> list[dict]:
    """Concept dicts as a vocabulary matcher would give them: (words in the question, domain), in order."""
    out, cursor = [], 0
    for text, domain in found:
        start = question.lower().find(text.lower(), cursor)
        assert start >= 0, f"{text!r} is not in {question!r}"
        cursor = start + len(text)
        out.append({"concept_id": zlib.crc32(text.lower().encode()), "label": text.lower(), "text": text,
                    "domain": domain, "start": start, "end": cursor})
    return out


def read(question: str, *found: tuple[str, str]) -> QuestionFocus:
    return question_focus(question, concepts(question, *found))


def texts(group) -> list[str]:
    return [c["text"] for c in group]


# (question, concepts found, focus, anchors)
SCENES = [
    # a leading clause or phrase ending at a comma / dash / colon sets the scene
    ("When she came in with the heart failure flare, was she on furosemide?",
     [("heart failure", C), ("furosemide", D)], ["furosemide"], ["heart failure"]),
    ("At the pneumonia admission, what antibiotics was she given?", [("pneumonia", C)], [], ["pneumonia"]),
    ("During the NSTEMI stay, did she get heparin?", [("NSTEMI", C), ("heparin", D)], ["heparin"], ["NSTEMI"]),
    ("After the cholecystectomy, did she have a fever?", [("cholecystectomy", P), ("fever", C)], ["fever"], []),
    ("With this pancreatitis, is there any necrosis?", [("pancreatitis", C), ("necrosis", C)], ["necrosis"], []),
    ("Given her cirrhosis, has she had variceal bleeding?",
     [("cirrhosis", C), ("variceal bleeding", C)], ["variceal bleeding"], []),
    ("Besides the atrial fibrillation, what other arrhythmias did he have?",
     [("atrial fibrillation", C), ("arrhythmias", C)], ["arrhythmias"], []),
    ("He had diabetes and hypertension with the stroke - was he on a statin?",
     [("diabetes", C), ("hypertension", C), ("stroke", C), ("statin", D)], ["statin"], []),
    ("Her first chest film showed an effusion - did it also show consolidation?",
     [("chest film", P), ("effusion", C), ("consolidation", C)], ["consolidation"], []),
    ("On the CT, was there a pleural effusion?", [("CT", P), ("pleural effusion", C)], ["pleural effusion"], []),
    ("In the setting of sepsis, was vancomycin started?", [("sepsis", C), ("vancomycin", D)], ["vancomycin"], []),
    ("While on warfarin, did she have any bleeding?", [("warfarin", D), ("bleeding", C)], ["bleeding"], []),
    ("Since the stent, has she been on clopidogrel?", [("stent", P), ("clopidogrel", D)], ["clopidogrel"], []),
    ("Following the thoracentesis: was there a pneumothorax?",
     [("thoracentesis", P), ("pneumothorax", C)], ["pneumothorax"], []),
    ("Apart from the COPD, does she have any other lung disease?",
     [("COPD", C), ("lung disease", C)], ["lung disease"], []),
    ("Among his medications — was he on metoprolol?", [("metoprolol", D)], ["metoprolol"], []),
    ("Considering the AKI, was the lisinopril held?", [("AKI", C), ("lisinopril", D)], ["lisinopril"], []),
    ("With her diabetes, what was the last HbA1c?", [("diabetes", C), ("HbA1c", M)], ["HbA1c"], []),
    ("She had pneumonia, and did she get a CT?", [("pneumonia", C), ("CT", P)], ["CT"], []),
    ("When he was on amiodarone, how was his TSH?", [("amiodarone", D), ("TSH", M)], ["TSH"], []),
    # no punctuation: the clause ends before the first question word not following a subject
    ("During the NSTEMI stay did she get heparin?", [("NSTEMI", C), ("heparin", D)], ["heparin"], ["NSTEMI"]),
    ("After the cholecystectomy was she on antibiotics?",
     [("cholecystectomy", P), ("antibiotics", D)], ["antibiotics"], []),
    ("When she was readmitted with pneumonia did she get ceftriaxone?",
     [("pneumonia", C), ("ceftriaxone", D)], ["ceftriaxone"], ["pneumonia"]),
    ("With this pancreatitis is there necrosis?", [("pancreatitis", C), ("necrosis", C)], ["necrosis"], []),
    # "when" that asks is not a scene
    ("When was the colonoscopy done?", [("colonoscopy", P)], ["colonoscopy"], []),
]

ANCHORS = [
    ("Was she on aspirin at the time of the NSTEMI admission?",
     [("aspirin", D), ("NSTEMI", C)], ["aspirin"], ["NSTEMI"]),
    ("What did the echo show during her heart failure hospitalization?",
     [("echo", P), ("heart failure", C)], [], ["heart failure"]),
    ("Was the potassium low when she was admitted with DKA?", [("potassium", M), ("DKA", C)], ["potassium"], ["DKA"]),
    ("Did she get steroids when she came back with the COPD exacerbation?",
     [("steroids", D), ("COPD", C)], ["steroids"], ["COPD"]),
    ("Was troponin elevated at the admission for chest pain?",
     [("troponin", M), ("chest pain", C)], ["troponin"], ["chest pain"]),
    ("Which antibiotics was she on during the pneumonia episode?",
     [("antibiotics", D), ("pneumonia", C)], ["antibiotics"], ["pneumonia"]),
    ("During the sepsis visit, was lactate checked?", [("sepsis", C), ("lactate", M)], ["lactate"], ["sepsis"]),
    ("She presented with chest pain; was an ECG done?", [("chest pain", C), ("ECG", P)], ["ECG"], ["chest pain"]),
    ("Was her heart failure flare treated with furosemide?",
     [("heart failure", C), ("furosemide", D)], ["furosemide"], ["heart failure"]),
    ("Was she on insulin during the DKA admission?", [("insulin", D), ("DKA", C)], ["insulin"], ["DKA"]),
    ("When she was admitted with worsening heart failure, was her BNP elevated?",
     [("heart failure", C), ("BNP", M)], ["BNP"], ["heart failure"]),
    ("Was she on lasix during the COPD-related admission?", [("lasix", D), ("COPD", C)], ["lasix"], ["COPD"]),
    ("During the pneumonia hospital stay, was she hypoxic?", [("pneumonia", C), ("hypoxic", C)], ["hypoxic"],
     ["pneumonia"]),
    ("pt came in w/ chest pain, was troponin positive", [("chest pain", C), ("troponin", M)], ["troponin"],
     ["chest pain"]),
    ("How high did her glucose get during the DKA episode?", [("glucose", M), ("DKA", C)], ["glucose"], ["DKA"]),
    ("Was the heart failure exacerbation admission complicated by AKI?",
     [("heart failure exacerbation", C), ("AKI", C)], ["AKI"], ["heart failure exacerbation"]),
    # an anchor is context wherever it is, even as the only concept
    ("Was she admitted with pneumonia?", [("pneumonia", C)], [], ["pneumonia"]),
    ("What was done for him at the stroke admission?", [("stroke", C)], [], ["stroke"]),
    # an indefinite "episode" asks whether there was one; a plural does not name an admission
    ("Did she have an anaphylaxis episode?", [("anaphylaxis", C)], ["anaphylaxis"], []),
    ("Were there any hypoglycemia episodes during the stay?", [("hypoglycemia", C)], ["hypoglycemia"], []),
]

STUDIES = [
    ("Did the CT show a pleural effusion?", [("CT", P), ("pleural effusion", C)], ["pleural effusion"], []),
    ("Was a pleural effusion seen on the chest x-ray?",
     [("pleural effusion", C), ("chest x-ray", P)], ["pleural effusion"], []),
    ("Did the MRI reveal any metastases?", [("MRI", P), ("metastases", C)], ["metastases"], []),
    ("Was there consolidation on her CXR?", [("consolidation", C), ("CXR", P)], ["consolidation"], []),
    ("Did the echocardiogram demonstrate a reduced ejection fraction?",
     [("echocardiogram", P), ("ejection fraction", M)], ["ejection fraction"], []),
    ("Did the ultrasound find gallstones or cholecystitis?",
     [("ultrasound", P), ("gallstones", C), ("cholecystitis", C)], ["gallstones", "cholecystitis"], []),
    ("Was a DVT seen on the repeat ultrasound?", [("DVT", C), ("ultrasound", P)], ["DVT"], []),
    ("DID THE CT SHOW A MASS?", [("CT", P), ("MASS", C)], ["MASS"], []),
    ("Was she given heparin during the cardiac catheterization?",
     [("heparin", D), ("cardiac catheterization", P)], ["heparin"], []),
    # a study with no finding beside it is what is asked about
    # the study is the scene; what it showed is what is asked (no concept: the sentences answer)
    ("What did the echo show?", [("echo", P)], [], []),
    ("Did she have a CT or an MRI?", [("CT", P), ("MRI", P)], ["CT", "MRI"], []),
    ("Did she have a colonoscopy and a CT scan?", [("colonoscopy", P), ("CT scan", P)], ["colonoscopy", "CT scan"], []),
]

CAUSES_AND_LISTS = [
    # a causal main clause keeps its first concept as the focus
    ("Was the pancreatitis caused by alcohol?", [("pancreatitis", C), ("alcohol", O)], ["pancreatitis"], []),
    ("Did they think alcohol caused the pancreatitis?", [("alcohol", O), ("pancreatitis", C)], ["alcohol"], []),
    ("Was the AKI due to the contrast?", [("AKI", C), ("contrast", D)], ["AKI"], []),
    ("Was the rash from amoxicillin?", [("rash", C), ("amoxicillin", D)], ["rash"], []),
    ("Was the delirium secondary to the UTI?", [("delirium", C), ("UTI", C)], ["delirium"], []),
    # "from" that does not follow a concept is no cause
    ("Was she switched from warfarin to apixaban?", [("warfarin", D), ("apixaban", D)], ["warfarin", "apixaban"], []),
    # several concepts in the main clause are all the focus
    ("Did she have fever and chills?", [("fever", C), ("chills", C)], ["fever", "chills"], []),
    ("Was she on aspirin, clopidogrel, or heparin?",
     [("aspirin", D), ("clopidogrel", D), ("heparin", D)], ["aspirin", "clopidogrel", "heparin"], []),
    ("What caused the AKI and the rash?", [("AKI", C), ("rash", C)], ["AKI", "rash"], []),
]

PRONOUNS_AND_EMPTY_MAIN_CLAUSES = [
    ("Was it treated?", [], [], []),
    ("How was she treated?", [], [], []),
    ("Did she get it for the pneumonia?", [("pneumonia", C)], ["pneumonia"], []),
    # the main clause names nothing: the one concept of the question is what it is about...
    ("With this pancreatitis, was it necrotizing?", [("pancreatitis", C)], ["pancreatitis"], []),
    ("After the cholecystectomy, did she do well?", [("cholecystectomy", P)], [], []),
    ("After the cholecystectomy, was it complicated?", [("cholecystectomy", P)], ["cholecystectomy"], []),
    # ... unless it names an admission, or there are several
    ("At the pneumonia admission, what was she given?", [("pneumonia", C)], [], ["pneumonia"]),
    ("Given her diabetes and CKD, what was she given for it?", [("diabetes", C), ("CKD", C)], [], []),
    ("When she came in with the stroke, how long did she stay?", [("stroke", C)], [], ["stroke"]),
]


@pytest.mark.parametrize("question, found, focus, anchors",
                         SCENES + ANCHORS + STUDIES + CAUSES_AND_LISTS + PRONOUNS_AND_EMPTY_MAIN_CLAUSES)
def test_it_tells_the_asked_about_concepts_from_the_scene(question, found, focus, anchors):
    result = read(question, *found)
    assert texts(result.focus) == focus
    assert texts(result.anchors) == anchors
    # every concept is either focus or context, and anchors are context
    assert sorted(texts(result.focus) + texts(result.context)) == sorted(text for text, _ in found)
    assert all(any(a is c for c in result.context) for a in result.anchors)


@pytest.mark.parametrize("question, ordinal", [
    ("What was her troponin at the first admission?", "first"),
    ("During her first hospitalization, was she on insulin?", "first"),
    ("Was this the first time she had a DVT?", "first"),
    ("At the initial presentation, was she febrile?", "first"),
    ("When she was first admitted, what was her creatinine?", "first"),
    ("What was her most recent creatinine?", "latest"),
    ("Is she on metoprolol now?", "latest"),
    ("What happened the last time she was here?", "latest"),
    ("Is she on insulin during this admission?", "latest"),
    ("What was her weight at the current admission?", "latest"),
    ("What was her latest potassium?", "latest"),
    ("What was her last admission for?", "latest"),
    ("What did she take at the previous admission?", "previous"),
    ("Was heparin given at the prior admission?", "previous"),
    ("Was the aspirin from the last admission restarted when she was readmitted?", "previous"),
    ("When she was readmitted, was the dose the same as last time?", "previous"),
    ("Was she readmitted with pneumonia?", "later"),
    ("When she came back, was she on lasix?", "later"),
    ("What changed at the second admission?", "later"),
    ("At the next admission, was the statin continued?", "later"),
    ("Did she have a CT?", None),
    ("Was she known to have diabetes?", None),
    ("What was her initial lactate?", None),
])
def test_it_reads_which_admission_the_words_point_at(question, ordinal):
    assert read(question).ordinal == ordinal


@pytest.mark.parametrize("question, cross", [
    ("Was that still true when she was readmitted?", True),
    ("Was she still on aspirin when she came back?", True),
    ("Did the effusion persist at the readmission?", True),
    ("What's new since the last admission?", True),
    ("Was her creatinine higher compared with the previous admission?", True),
    ("How did her ejection fraction compare with the prior echo?", True),
    ("What changed between the two admissions?", True),
    ("Was she on the same dose of insulin when she came back?", True),
    ("Since the last admission, has her metformin dose changed?", True),
    ("Was she on aspirin when she came back?", False),
    ("Is she still on aspirin?", False),
    ("Did she have a CT at the first admission?", False),
])
def test_it_knows_when_a_question_spans_admissions(question, cross):
    assert read(question).cross_admission is cross


@pytest.mark.parametrize("question, found, parts, family, patient, focus", [
    ("Among her relatives, has anyone had colon cancer, and has she had it herself?", [("colon cancer", C)],
     ["Among her relatives, has anyone had colon cancer", "has she had it herself?"], True, True, ["colon cancer"]),
    ("Does her mother have diabetes?", [("diabetes", C)], None, True, False, ["diabetes"]),
    ("Is there a family history of breast cancer?", [("breast cancer", C)], None, True, False, ["breast cancer"]),
    ("Does breast cancer run in the family?", [("breast cancer", C)], None, True, False, ["breast cancer"]),
    ("Any FHx of CAD?", [("CAD", C)], None, True, False, ["CAD"]),
    ("Did the patient's brother have a seizure disorder?", [("seizure disorder", C)], None, True, False,
     ["seizure disorder"]),
    ("Does anyone in her family have Huntington disease, or does she?", [("Huntington disease", C)],
     ["Does anyone in her family have Huntington disease", "does she?"], True, True, ["Huntington disease"]),
    ("Has anyone in the family had an aneurysm, and does the patient have one?", [("aneurysm", C)],
     ["Has anyone in the family had an aneurysm", "does the patient have one?"], True, True, ["aneurysm"]),
    ("Has she or her mother had breast cancer?", [("breast cancer", C)], None, True, True, ["breast cancer"]),
    ("Do any of her siblings have sickle cell disease; has she been tested?", [("sickle cell disease", C)],
     ["Do any of her siblings have sickle cell disease", "has she been tested?"], True, True, ["sickle cell disease"]),
    ("Did her father have a stroke, and is she on aspirin?", [("stroke", C), ("aspirin", D)],
     ["Did her father have a stroke", "is she on aspirin?"], True, True, ["stroke", "aspirin"]),
    ("Did she have a CT? What did it show?", [("CT", P)], ["Did she have a CT?", "What did it show?"], False, True,
     ["CT"]),
    ("Did she have pneumonia, and was she given antibiotics?", [("pneumonia", C), ("antibiotics", D)],
     ["Did she have pneumonia", "was she given antibiotics?"], False, True, ["pneumonia", "antibiotics"]),
    ("Was she on heparin - and was it stopped?", [("heparin", D)], ["Was she on heparin", "was it stopped?"],
     False, True, ["heparin"]),
    ("Was she on heparin, and if so, what dose?", [("heparin", D)], ["Was she on heparin", "if so, what dose?"],
     False, True, ["heparin"]),
    # a side that does not ask is not a part of its own
    ("Did she have fever, chills, and rigors?", [("fever", C), ("chills", C), ("rigors", C)],
     ["Did she have fever, chills, and rigors?"], False, True, ["fever", "chills", "rigors"]),
    ("Her sister has lupus; is she being screened?", [("lupus", C)],
     ["Her sister has lupus; is she being screened?"], True, False, []),
    ("Is she on metformin?", [("metformin", D)], ["Is she on metformin?"], False, True, ["metformin"]),
])
def test_it_splits_compound_questions_and_tells_relatives_from_the_patient(question, found, parts, family, patient,
                                                                          focus):
    result = read(question, *found)
    assert list(result.parts) == (parts or [question])
    assert (result.about_family, result.about_patient) == (family, patient)
    assert texts(result.focus) == focus


def test_a_compound_question_across_admissions_keeps_every_reading():
    question = "When she came in with the NSTEMI, was she on aspirin, and was that still true when she was readmitted?"
    result = read(question, ("NSTEMI", C), ("aspirin", D))
    assert texts(result.focus) == ["aspirin"]
    assert texts(result.anchors) == ["NSTEMI"]
    assert result.ordinal == "later" and result.cross_admission
    assert len(result.parts) == 2


HF, PNA, AFIB = 1, 2, 3
ADMISSIONS = [
    {"hadm_id": 101, "admitted": "2150-01-01", "discharged": "2150-01-05"},
    {"hadm_id": 102, "admitted": "2150-06-01", "discharged": "2150-06-09"},
    {"hadm_id": 103, "admitted": "2151-02-01", "discharged": "2151-02-03"},
]
WEIGHTS = {101: {HF: 0.6, PNA: 0.1}, 102: {PNA: 0.7}, 103: {HF: 0.6, AFIB: 0.2}}


def asked(*anchor_ids, ordinal=None, cross=False) -> QuestionFocus:
    anchors = tuple({"concept_id": cid, "label": str(cid), "text": str(cid), "domain": C, "start": 0, "end": 1}
                    for cid in anchor_ids)
    return QuestionFocus(focus=(), context=anchors, anchors=anchors, ordinal=ordinal, cross_admission=cross,
                         parts=("?",), about_family=False, about_patient=True)


@pytest.mark.parametrize("focus, expected", [
    (asked(PNA), (102,)),  # the admission where the anchor weighs most
    (asked(HF), (103,)),  # a tie goes to the later one...
    (asked(HF, ordinal="first"), (101,)),  # ... or to the earlier for "first"
    (asked(PNA, ordinal="first"), (101,)),  # "first": the earliest where the anchor is central at all
    (asked(PNA, ordinal="later"), (102,)),  # "later": the latest where the anchor is central
    (asked(HF, ordinal="later"), (103,)),
    (asked(HF, AFIB), (103,)),  # weights of several anchors add up
    (asked(PNA, ordinal="latest"), (102,)),
    (asked(), ()),  # no anchor, no ordinal: the question names no admission
    (asked(ordinal="first"), (101,)),
    (asked(ordinal="latest"), (103,)),
    (asked(ordinal="later"), (103,)),
    (asked(ordinal="previous"), (102,)),
    (asked(99, ordinal="first"), (101,)),  # an anchor central nowhere leaves the ordinal to decide
    (asked(99), ()),
    (asked(cross=True), (102, 103)),  # across admissions: the last two
    (asked(PNA, cross=True), (102, 103)),  # the anchor's admission and the next
    (asked(PNA, ordinal="later", cross=True), (101, 102)),  # a readmission with the anchor, and the one before
    (asked(HF, cross=True), (102, 103)),  # the anchor's admission is the last: it and the one before
])
def test_anchor_admission_names_the_admissions_the_question_points_at(focus, expected):
    assert anchor_admission(focus, ADMISSIONS, WEIGHTS) == expected


def test_anchor_admission_with_too_few_admissions():
    assert anchor_admission(asked(ordinal="latest"), [], WEIGHTS) == ()
    assert anchor_admission(asked(ordinal="previous"), ADMISSIONS[:1], WEIGHTS) == ()
    assert anchor_admission(asked(cross=True), ADMISSIONS[:1], WEIGHTS) == (101,)


def test_anchor_admission_from_a_question():
    question = "During the pneumonia admission, was she on ceftriaxone?"
    focus = read(question, ("pneumonia", C), ("ceftriaxone", D))
    weights = {101: {focus.anchors[0]["concept_id"]: 0.1}, 102: {focus.anchors[0]["concept_id"]: 0.9}}
    assert anchor_admission(focus, ADMISSIONS, weights) == (102,)
    readmitted = read("Was she on ceftriaxone when she was readmitted with pneumonia?", ("ceftriaxone", D),
                      ("pneumonia", C))
    assert anchor_admission(readmitted, ADMISSIONS, {**weights, 103: {focus.anchors[0]["concept_id"]: 0.2}}) == (103,)


def test_the_result_is_read_only():
    result = read("Did she have a CT?", ("CT", P))
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.ordinal = "first"


def _write(tmp_path, data) -> str:
    path = tmp_path / "focus.json"
    path.write_text(json.dumps(data) if not isinstance(data, str) else data)
    return str(path)


def test_the_rule_loader_names_the_file_and_the_field(tmp_path):
    good = json.loads(RULES_PATH.read_text())
    assert load_focus_rules(_write(tmp_path, good)).version == good["version"]
    cases = [
        ({**good, "colour": "blue"}, r"focus.json: colour: unknown key"),
        ({k: v for k, v in good.items() if k != "anchor_nouns"}, r"focus.json: anchor_nouns: required key is missing"),
        ({**good, "anchor_nouns": []}, r"focus.json: anchor_nouns: List should have at least 1 item"),
        ({**good, "family_words": ["mother", " "]}, r"focus.json: family_words.1: String should match"),
        ({**good, "question_words": ["did", "Is there"]}, r"focus.json: question_words.1: String should match"),
        ({**good, "study_domains": ["Imaging"]}, r"focus.json: study_domains.0: Input should be 'Condition'"),
        ({**good, "ordinals": {**good["ordinals"], "someday": ["later on"]}}, r"focus.json: ordinals.someday.\[key\]"),
        ({**good, "ordinals": {k: v for k, v in good["ordinals"].items() if k != "later"}},
         r"focus.json: ordinals: .*missing ordinal\(s\) later"),
        ({**good, "ordinal_priority": ["first", "latest"]}, r"focus.json: ordinal_priority: .*must list each ordinal"),
    ]
    for bad, message in cases:
        with pytest.raises(FocusRulesError, match=message):
            load_focus_rules(_write(tmp_path, bad))


def test_the_rule_loader_reports_broken_json_with_its_line(tmp_path):
    with pytest.raises(FocusRulesError, match=r"focus.json:3: not valid JSON"):
        load_focus_rules(_write(tmp_path, '{\n  "version": \n}'))


@pytest.mark.parametrize("question, clause", [
    ("When she came in with the heart failure flare, did she report chest pain?", "did she report chest pain?"),
    ("He had fever and a high white count with the cholecystitis - was he jaundiced?", "was he jaundiced?"),
    ("At the pneumonia admission, was there any sign of volume overload?", "was there any sign of volume overload?"),
    ("During the NSTEMI stay, was the heparin drip started before the cath?",
     "was the heparin drip started before the cath?"),
    ("Did she report chest pain?", "Did she report chest pain?"),
    ("Given her penicillin allergy, what did they use for the pneumonia?", "what did they use for the pneumonia?"),
])
def test_the_asked_clause_leaves_out_the_scene(question, clause):
    assert asked_clauses(question)[-1] == clause


@pytest.mark.parametrize("question, found", [
    ("She was septic with the pyelo - was she ever hypotensive?", [("pyelo", C)]),
    ("With the stroke, did they check a lipid panel?", [("stroke", C)]),
    ("He's anticoagulated - did the head CT after his fall show any bleeding?", [("head CT", P)]),
    ("Did the bubble study show anything?", [("bubble study", P)]),
])
def test_a_scene_or_a_study_alone_is_not_the_focus(question, found):
    assert question_focus(question, concepts(question, *found)).focus == ()


@pytest.mark.parametrize("question, found, focus, context", [
    # a trailing definite phrase after words no concept covers: the phrase's concept is the scene
    ("Was there right heart strain with the PE?", [("PE", C)], [], ["PE"]),
    ("Was she anticoagulated for the PE?", [("PE", C)], [], ["PE"]),
    ("Any bleeding complications after the cath?", [("cath", P)], [], ["cath"]),
    ("Did his creatinine bump after the contrast?", [("contrast", D)], [], ["contrast"]),
    ("Were there pressor requirements during the sepsis?", [("sepsis", C)], [], ["sepsis"]),
    ("Was any valve vegetation found with the endocarditis workup?", [("endocarditis", C)], [], ["endocarditis"]),
    # covered or asking-only words before the phrase: the concept is still asked about
    ("Was there any pneumonia with the COPD flare?", [("pneumonia", C), ("COPD", C)], ["pneumonia"], ["COPD"]),
    ("Did she have a fever after the surgery?", [("fever", C), ("surgery", P)], ["fever", "surgery"], []),
    ("Was there evidence of it with the PE?", [("PE", C)], ["PE"], []),
    ("Was the AKI due to the contrast?", [("AKI", C), ("contrast", D)], ["AKI"], ["contrast"]),
    # an indefinite phrase asks ("with a PE" is the question)
    ("Did she present with a PE?", [("PE", C)], ["PE"], []),
])
def test_a_trailing_definite_phrase_sets_the_scene_for_uncovered_words(question, found, focus, context):
    read_ = question_focus(question, concepts(question, *found))
    assert texts(read_.focus) == focus and texts(read_.context) == context


@pytest.mark.parametrize("question, clause", [
    ("Her C. diff CT - megacolon? perforation?", "megacolon? perforation?"),
    ("Echo: any effusion?", "any effusion?"),
    ("The admission CXR - infiltrate?", "infiltrate?"),
    ("The NSTEMI stay — any arrhythmias?", "any arrhythmias?"),
    ("Renal US: hydronephrosis?", "hydronephrosis?"),
])
def test_a_terse_question_asks_after_its_last_dash_or_colon(question, clause):
    assert asked_clauses(question)[-1] == clause


@pytest.mark.parametrize("question", ["Cirrhosis - active now?", "H/o atrial fibrillation - resolved?",
                                      "Lower extremity edema at the afib admission - confirmed or just suspected?",
                                      "Gout: still active?"])
def test_a_terse_question_about_its_lead_keeps_the_lead(question):
    assert asked_clauses(question)[-1] == question


def test_a_terse_question_does_not_make_its_scene_the_focus():
    question = "Her C. diff CT - megacolon? perforation?"
    read_ = question_focus(question, concepts(question, ("C. diff", C), ("CT", P)))
    assert read_.focus == () and texts(read_.context) == ["C. diff", "CT"]


@pytest.mark.parametrize("question, found", [
    ("Has she ever needed to be tubed for asthma?", [("asthma", C)]),
    ("Was he ever scoped for reflux?", [("reflux", C)]),
    ("Was she imaged for PE?", [("PE", C)]),
])
def test_a_bare_for_phrase_after_an_uncovered_verb_is_the_scene(question, found):
    read_ = question_focus(question, concepts(question, *found))
    assert read_.focus == () and texts(read_.context) == [found[0][0]]


@pytest.mark.parametrize("question", ["What would trigger a workup for asthma?", "Was treatment for asthma started?",
                                      "Were antibiotics for asthma needed?"])
def test_a_bare_for_phrase_after_a_noun_keeps_its_concept_asked(question):
    assert texts(question_focus(question, concepts(question, ("asthma", C))).focus) == ["asthma"]


@pytest.mark.parametrize("question, found, focus, context", [
    ("He's anticoagulated - did the head CT after his fall show any bleeding?", [("head CT", P), ("fall", C)], [], ["head CT", "fall"]),
    ("Did the CXR after the intubation show a pneumothorax?", [("CXR", P), ("intubation", P), ("pneumothorax", C)],
     ["pneumothorax"], ["CXR", "intubation"]),
])
def test_a_scene_phrase_before_what_the_study_showed_is_the_scene(question, found, focus, context):
    read_ = question_focus(question, concepts(question, *found))
    assert texts(read_.focus) == focus and texts(read_.context) == context


def named_twice(question: str, word: str, domain: str, *others: tuple[str, str]) -> list[dict]:
    """As ``graph.question_concepts`` gives them: one entry per concept at its first naming, each
    later naming under ``repeats``; ``others`` are named once, after the first naming of ``word``."""
    lower, first = question.lower(), question.lower().find(word.lower())
    second = lower.find(word.lower(), first + len(word))
    assert first >= 0 and second > first, question
    row = {"concept_id": zlib.crc32(word.lower().encode()), "label": word.lower(), "text": question[first:first + len(word)],
           "domain": domain, "start": first, "end": first + len(word), "repeats": [[second, second + len(word)]]}
    rest = []
    for text, kind in others:
        start = lower.find(text.lower())
        rest.append({"concept_id": zlib.crc32(text.lower().encode()), "label": text.lower(), "text": text,
                     "domain": kind, "start": start, "end": start + len(text)})
    return sorted([row, *rest], key=lambda c: c["start"])


@pytest.mark.parametrize("question, word, domain, others", [
    ("She was on a heparin drip for the NSTEMI - did she go home on heparin?", "heparin", D, [("NSTEMI", C)]),
    ("After the pneumonia admission, was the pneumonia still there at follow-up?", "pneumonia", C, []),
    ("Given her lisinopril cough, is she still on lisinopril?", "lisinopril", D, [("cough", O)]),
    ("When they held the apixaban for surgery, when was apixaban restarted?", "apixaban", D, [("surgery", P)]),
    ("Regarding the ascites: was the ascites tapped?", "ascites", C, []),
])
def test_a_concept_named_in_the_scene_and_again_where_the_question_asks_is_asked_about(question, word, domain, others):
    read_ = question_focus(question, named_twice(question, word, domain, *others))
    assert word in [c["label"] for c in read_.focus], (texts(read_.focus), texts(read_.context))
    assert [c["concept_id"] for c in read_.focus].count(zlib.crc32(word.lower().encode())) == 1  # one entry each
    assert all(c["concept_id"] != zlib.crc32(word.lower().encode()) for c in read_.context)


def test_a_concept_named_twice_only_in_the_scene_stays_context():
    question = "With the heparin drip and the heparin bolus for the NSTEMI, did she have chest pain?"
    found = named_twice(question, "heparin", D, ("NSTEMI", C), ("chest pain", C))
    read_ = question_focus(question, found)
    assert texts(read_.focus) == ["chest pain"] and "heparin" in texts(read_.context)
