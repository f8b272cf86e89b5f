"""Issue 32, after a second frozen probe (``docs/examples/probe2``: new charts in five voices, written
by a helper who read no code): a yes / no question about a drug *class* ("is he on a beta blocker
now?", "any blood thinner when she left?", "did she go home on a DOAC?") is asked of each member the
chart names, at the asked time, with one head for the class; a drug stopped, held until a date,
"never restarted", "kept off" or "avoided" is not current; "do not stop" keeps a drug going and
"must be stopped before a pregnancy" stops nothing now; one note that stops a drug in one form and
lists it in another leaves it going; "home meds" heads a home list; "when she went home after the
X" names X's stay.

The unit tests need no database; the chart tests import a two-stay chart written for this file,
build its graph and ask through ``retrieval.answering`` (C4g, the offline reader), each class in
several phrasings beside the look-alikes that must not change.
"""

from __future__ import annotations

import datetime as dt
import json
from types import SimpleNamespace

import pytest

from retrieval.conditions.drug_classes import asked_class, asked_class_at
from retrieval.conditions.focus import question_focus
from retrieval.graph import course
from retrieval.graph.status import clinical_status

# -- the cues of a drug's course -------------------------------------------------------------------


def status(sentence: str, drug: str) -> str:
    start = sentence.lower().index(drug.lower())
    return clinical_status(sentence, start=start, end=start + len(drug), sentence_start=0,
                           sentence_end=len(sentence), domain="Drug")


@pytest.mark.parametrize("sentence, drug, expected", [
    ("8. apixaban 2.5 mg PO BID - DO NOT START until 3/19", "apixaban", "held"),
    ("Warfarin: not to start until INR < 3.", "Warfarin", "held"),
    ("Lisinopril - do not restart until Cr back to baseline.", "Lisinopril", "held"),
    ("Metformin withheld while on contrast.", "Metformin", "held"),
    ("Amlodipine: remains off (BP 100-120s).", "Amlodipine", "held"),
    ("#HTN - keep off amlodipine for now.", "amlodipine", "held"),
    ("Spironolactone on hold until K < 5.", "Spironolactone", "held"),
    ("Amlodipine never restarted by PCP.", "Amlodipine", "stopped"),
    ("Please avoid ibuprofen (Advil, Motrin).", "ibuprofen", "stopped"),
    ("Naproxen avoided given preeclampsia.", "Naproxen", "stopped"),
    ("Metoprolol not needed, HR 60s.", "Metoprolol", "stopped"),
    ("Lisinopril was not continued at discharge.", "Lisinopril", "stopped"),
    ("Home sertraline omitted while NPO.", "sertraline", "stopped"),
    ("Do not stop your aspirin unless your cardiologist tells you to.", "aspirin", "continued"),
    ("Don't stop the clopidogrel for any procedure without calling.", "clopidogrel", "continued"),
    ("Apixaban should not be stopped before the cardioversion.", "Apixaban", "continued"),
    ("Enalapril must be stopped before any future pregnancy is attempted.", "Enalapril", ""),
    ("Lithium should be stopped if she develops a tremor.", "Lithium", ""),
    ("Warfarin should be held the night before the biopsy.", "Warfarin", ""),
    ("Lisinopril stopped.", "Lisinopril", "stopped"),  # the plain cues as they were
    ("Furosemide held for AKI.", "Furosemide", "held"),
    ("Metoprolol resumed at half dose.", "Metoprolol", "resumed"),
])
def test_a_drugs_course_is_read_from_its_cue(sentence, drug, expected):
    assert status(sentence, drug) == expected


@pytest.mark.parametrize("sentence, problem, expected", [
    ("Osteomyelitis of the left second toe, resected with clean margins.", "Osteomyelitis", "resolved"),
    ("Basal cell carcinoma excised, margins clear.", "Basal cell carcinoma", "resolved"),
    ("Melanoma: wide local excision, negative margins.", "Melanoma", "resolved"),
    ("Adenoma completely resected at colonoscopy.", "Adenoma", "resolved"),
    ("Osteomyelitis s/p amputation.", "Osteomyelitis", ""),  # a procedure alone resolves nothing
    ("Margins involved by carcinoma.", "carcinoma", ""),
])
def test_a_problem_removed_with_clean_margins_is_resolved(sentence, problem, expected):
    start = sentence.index(problem)
    assert clinical_status(sentence, start=start, end=start + len(problem), sentence_start=0,
                           sentence_end=len(sentence), domain="Condition") == expected


def _stated(state_status, predicate, *, when, edge_id):
    edge = SimpleNamespace(concept_id=1, hadm_id=10, predicate=predicate, assertion="Present", experiencer="Patient",
                           temporality="Current", status=state_status, doc_date=when, edge_id=edge_id, origin="mention")
    return edge


def test_one_note_that_stops_a_drug_in_one_form_and_lists_another_leaves_it_going():
    day = dt.datetime(2194, 6, 5, tzinfo=dt.timezone.utc)
    switched = [_stated("started", course.DISCHARGE, when=day, edge_id=1),  # "metoprolol succinate 100 mg - NEW"
                _stated("stopped", course.DISCHARGE, when=day, edge_id=2)]  # "STOPPED: metoprolol tartrate"
    now = course.drug_states(switched, discharge_lists=[10])[1]
    assert now.course == course.ONGOING_COURSE and now.state == "started"
    stopped = [_stated("", course.DISCHARGE, when=day - dt.timedelta(days=3), edge_id=1),
               _stated("stopped", course.DISCHARGE, when=day, edge_id=2)]  # a later note stops it: stopped
    assert course.drug_states(stopped, discharge_lists=[10])[1].course == course.ENDED
    held = [_stated("held", course.DISCHARGE, when=day, edge_id=1)]  # "DO NOT START until 3/19": not going home on it
    assert course.drug_states(held, discharge_lists=[10])[1].course == course.ENDED


# -- the class a question names ----------------------------------------------------------------------


@pytest.mark.parametrize("question, name", [
    ("Is he on a beta blocker now, and which one?", "beta blocker"),
    ("Any blood thinner on board when he left?", "anticoagulant"),
    ("Did she go home on a DOAC after the second clot?", "direct oral anticoagulant"),
    ("Was she on a factor Xa inhibitor at admission?", "direct oral anticoagulant"),
    ("Was he taking an NSAID before he came in?", "NSAID"),
    ("Which anti-inflammatory painkillers was she told to stay away from?", "NSAID"),
    ("Did he get a calcium channel blocker for his heart rate?", "calcium channel blocker"),
    ("Any CCB on the discharge list?", "calcium channel blocker"),
    ("Is he on an SGLT2 inhibitor now?", "SGLT2 inhibitor"),
    ("Is he on any beta-lactam antibiotic now?", "beta-lactam"),
    ("Still on a fluoroquinolone?", "fluoroquinolone"),
    ("Does he take a potassium binder at home?", "potassium binder"),
    ("Did she leave on any estrogen-containing birth control?", "estrogen-containing contraceptive"),
    ("Was she still on her birth control pill?", "hormonal contraceptive"),
    ("Is she on a PPI?", "proton pump inhibitor"),
    ("Is she on an ACE inhibitor now?", "ace inhibitor"),
    ("What happened to his water pills?", "diuretic"),
])
def test_a_question_names_a_drug_class(question, name):
    found = asked_class_at(question)
    assert found is not None and found[0].name == name
    drug_class, start, end = found
    assert question[start:end].lower() in [w.lower() for w in _words(name)]


def _words(name):
    table = json.loads((asked_class.__globals__["PATH"]).read_text(encoding="utf-8"))
    return table["classes"][name]["words"]


@pytest.mark.parametrize("question", [
    "Was she on apixaban?", "How is his blood pressure?", "Did the pill esophagitis heal?",
    "Any calcium on the labs?", "Was the ACE level checked?",
])
def test_a_question_without_a_class_word_names_no_class_of_those_added(question):
    found = asked_class(question)
    assert found is None or found.name in ("ace inhibitor",)  # "ace" was a class word before this change


def test_a_class_holds_its_members_by_the_chart_s_label():
    cls = asked_class("on a potassium binder?")
    assert cls.holds("sodium zirconium cyclosilicate") and not cls.holds("potassium chloride")
    cls = asked_class("any estrogen-containing birth control?")
    assert cls.holds("norgestimate / ethinyl estradiol") and not cls.holds("norethindrone")
    assert asked_class("on the birth control pill?").holds("norethindrone")


# -- "when she went home after the X" names X's stay ------------------------------------------------


@pytest.mark.parametrize("question", [
    "What changed in her medicines when she went home after the PE?",
    "Was she on a blood thinner when she was sent home after the PE?",
    "Meds when she was discharged after the PE?",
    "What was she on when she left after the PE?",
    "Discharge after the PE: any DOAC?",
])
def test_going_home_after_an_event_names_its_stay(question):
    pe = {"concept_id": 1, "label": "Pulmonary embolism", "text": "PE", "domain": "Condition",
          "start": question.index("PE"), "end": question.index("PE") + 2}
    assert [c["concept_id"] for c in question_focus(question, [pe]).anchors] == [1]


# -- a chart written for this file: the classes asked through the app ------------------------------

SUBJECT = 7700001
STAYS = [(77000011, "2190-02-01T10:00:00", "2190-02-05T12:00:00"), (77000012, "2190-06-10T09:00:00", "2190-06-13T15:00:00")]
NOTES = [
    ("7700001-PN-1", 77000011, "PN", "2190-02-01T14:00:00", """ADMISSION H&P
72F with AF, HTN and knee arthritis, sent in from clinic with INR 6.2 and creatinine 2.3 (baseline 1.1).

Medications on Admission:
1. warfarin 5 mg PO daily
2. lisinopril 20 mg PO daily
3. ibuprofen 400 mg PO TID PRN knee pain
4. atenolol 50 mg PO daily

Assessment and Plan:
# Supratherapeutic INR: warfarin held, no bleeding, recheck INR daily.
# AKI: likely NSAID plus ACE inhibitor. Lisinopril held given AKI. Ibuprofen stopped.
# AF: rate controlled, continue atenolol.
"""),
    ("7700001-DS-2", 77000011, "DS", "2190-02-05T11:00:00", """DISCHARGE SUMMARY
Creatinine improved to 1.4. INR 2.4 on 2/5.

Discharge Medications:
1. atenolol 50 mg PO daily - continued
2. warfarin 2.5 mg PO daily - do not start until 2/8
3. lisinopril 20 mg - remains off until renal function recovers

Avoid NSAIDs such as ibuprofen and naproxen; acetaminophen is fine for the knee.
"""),
    ("7700001-ED-3", 77000012, "ED", "2190-06-10T09:30:00", """ED NOTE
72F with AF on warfarin 2.5 mg daily (resumed 2/8), presenting with palpitations, HR 130s.
Lisinopril never restarted by PCP. No NSAIDs since February.
Plan: diltiazem 10 mg IV once, admit to telemetry.
"""),
    ("7700001-RR-5", 77000012, "RR", "2190-06-10T11:00:00", """CT HEAD WITHOUT CONTRAST
INDICATION: Fall on warfarin.
IMPRESSION: No CT evidence of acute hemorrhage or fracture.
"""),
    ("7700001-PN-6", 77000012, "PN", "2190-06-11T10:00:00", """PROGRESS NOTE
TTE obtained this morning to exclude a cardiomyopathy: LVEF 60%, normal chamber sizes.
Rate better controlled on atenolol.
"""),
    ("7700001-DS-4", 77000012, "DS", "2190-06-13T14:00:00", """DISCHARGE SUMMARY
AF with RVR, rate controlled after atenolol was changed and amlodipine added for BP.

Discharge Medications:
1. warfarin 2.5 mg PO daily - continue
2. atenolol 25 mg PO BID - CHANGED
3. amlodipine 5 mg PO daily - NEW

STOPPED: atenolol 50 mg daily (replaced by the twice-daily dose)
"""),
]


SECOND = 7700002
SECOND_STAYS = [(77000021, "2191-03-01T08:00:00", "2191-03-08T12:00:00")]
SECOND_NOTES = [
    ("7700002-PN-1", 77000021, "PN", "2191-03-01T12:00:00", """ADMISSION NOTE
58M with diabetes and a non-healing ulcer under the left second toe.
MRI foot: osteomyelitis of the second distal phalanx.
Left leg swollen; duplex shows a left popliteal DVT, the first clot he has had, after a long flight.
Plan: heparin drip, podiatry for toe amputation, vancomycin.
"""),
    ("7700002-PN-2", 77000021, "PN", "2191-03-05T10:00:00", """PROGRESS NOTE
POD1 s/p left second toe amputation 3/4.
Pathology: acute osteomyelitis of the resected phalanx; proximal bone margin negative for osteomyelitis.
Anticoagulation: apixaban started today, heparin drip stopped.
"""),
    ("7700002-DS-3", 77000021, "DS", "2191-03-08T11:00:00", """DISCHARGE SUMMARY
Osteomyelitis of the left second toe, resected with clean margins; oral doxycycline for 7 days only.
Provoked DVT: apixaban for 3 months; if antiphospholipid antibodies are positive on repeat testing at
12 weeks, anticoagulation will be lifelong.

Discharge Medications:
1. apixaban 5 mg PO BID - NEW
2. doxycycline 100 mg PO BID x 7 days - NEW
"""),
]


@pytest.fixture(scope="module")
def chart(django_db_setup, django_db_blocker, tmp_path_factory):
    from tests.retrieval.graph_support import written_chart

    with written_chart(django_db_blocker, tmp_path_factory.mktemp("class-chart"), "class-chart",
                       [(SUBJECT, "F", 72), (SECOND, "M", 58)], {SUBJECT: STAYS, SECOND: SECOND_STAYS},
                       {SUBJECT: NOTES, SECOND: SECOND_NOTES}) as ids:
        yield ids[SUBJECT]  # the second patient: Patient.objects.get(dataset__name="class-chart", subject_id=SECOND)


def ask(patient_id: int, question: str, subject_id: int = SUBJECT) -> str:
    from retrieval.answering import answer
    from retrieval.conditions import QuestionContext
    from tests.retrieval.graph_support import subset_matcher

    from retrieval.vocabulary import matcher as vocabulary_matcher

    original = vocabulary_matcher.default_matcher
    vocabulary_matcher.default_matcher = subset_matcher
    try:
        return answer(QuestionContext(patient_id=patient_id, subject_id=subject_id, question=question, qid="q"),
                      condition_id="C4g", model="extractive").answer
    finally:
        vocabulary_matcher.default_matcher = original


@pytest.mark.django_db
@pytest.mark.parametrize("question, head, names", [
    # now: warfarin going, the ACE inhibitor never back, the beta blocker in another dose, a CCB new
    ("Is she on a blood thinner now?", "Yes, an anticoagulant", ["warfarin"]),
    ("Any anticoagulation these days?", "Yes, an anticoagulant", ["warfarin"]),
    ("Is she on an ACE inhibitor now?", "No ace inhibitor", ["lisinopril"]),
    ("Any NSAID these days?", "No NSAID", ["ibuprofen"]),
    ("Is she on a beta blocker now?", "Yes, a beta blocker", ["atenolol"]),
    ("Is she taking a calcium channel blocker now?", "Yes, a calcium channel blocker", ["amlodipine"]),
    # at the end of the first stay: warfarin not to start until 2/8, lisinopril kept off
    ("Any blood thinner on board when she left the hospital the first time?", "No anticoagulant", ["warfarin"]),
    ("Did she go home on an ACE inhibitor the first time?", "No ace inhibitor", ["lisinopril"]),
    ("Was she discharged on a beta blocker the first time?", "Yes, a beta blocker", ["atenolol"]),
    ("Did she get an ACE inhibitor during the June stay?", "No ace inhibitor", ["lisinopril"]),
])
def test_a_class_question_is_answered_of_the_members_at_the_asked_time(chart, question, head, names):
    answer = ask(chart, question)
    assert answer.startswith(head), answer
    assert all(name in answer.lower() for name in names), answer


@pytest.mark.django_db
@pytest.mark.parametrize("question, head", [
    ("Is she still taking lisinopril?", "No"),
    ("Is she on atenolol now?", "Yes"),
    ("Is she on warfarin now?", "Yes"),
    # a statement that ends the drug within the asked stay is no "she got it" ("never restarted by PCP")
    ("Was she on lisinopril during the June stay?", "No"),
    ("Did she get lisinopril in June?", "No"),
    ("Has she ever been on lisinopril?", "Yes"),
])
def test_the_drugs_themselves_read_the_same_course(chart, question, head):
    assert ask(chart, question).startswith(head)


@pytest.mark.django_db
def test_a_class_the_chart_has_no_member_of_gets_no_class_head(chart):
    answer = ask(chart, "Is she on a statin?")
    assert not answer.startswith(("Yes", "No statin")), answer


# -- what a study showed: never a yes from its purpose, never a label of the study itself ------------


@pytest.mark.parametrize("sentence, target, label", [
    ("TTE obtained to exclude peripartum cardiomyopathy: LVEF 60-65%.", "peripartum cardiomyopathy", "Possible"),
    ("TEE was done to exclude endocarditis; no vegetation.", "endocarditis", "Possible"),
    ("CT head to look for bleed.", "bleed", "Possible"),
    ("MRI obtained to assess for abscess.", "abscess", "Possible"),
    ("Screening for HCV was negative.", "HCV", "Absent"),
    ("Endocarditis was excluded by TEE.", "Endocarditis", "Absent"),
    ("Biopsy showed adenocarcinoma.", "adenocarcinoma", "Present"),
])
def test_the_purpose_of_a_test_is_no_finding(sentence, target, label):
    from retrieval.nlp.pipeline import classify_spans

    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    assert annotation.assertion.value == label


@pytest.mark.parametrize("question, finding", [
    ("Was there right heart strain on the first CT?", True),
    ("Any abscess on the MRI?", True),
    ("Did the CT of the abdomen turn up a cancer?", True),
    ("Vegetation on the repeat echo?", True),
    ("Did the CT show a bleed?", True),
    ("Is he on ECG monitoring?", False),
    ("Was that done on us?", False),
    ("Is she on warfarin?", False),
])
def test_a_finding_on_a_named_study_is_asked_of_the_study(question, finding):
    from retrieval.conditions.intent import question_form

    assert ("finding_of_study" in question_form(question)) == finding


@pytest.mark.django_db
@pytest.mark.parametrize("question, head", [
    ("Was there a bleed on the head CT?", "No"),
    ("Any acute hemorrhage on the CT after the fall?", "No"),
    ("Did the CT show a fracture?", "No"),
])
def test_a_negative_study_is_a_no(chart, question, head):
    answer = ask(chart, question)
    assert answer.startswith(head), answer
    assert "Computed tomography was documented" not in answer, answer


@pytest.mark.django_db
def test_the_purpose_of_an_echo_is_no_yes(chart):
    answer = ask(chart, "Did the echo show a cardiomyopathy?")
    assert not answer.startswith("Yes"), answer


# -- a study's own report answers what it showed; an attribution is stated within one clause ----------

from retrieval.conditions.base import Evidence, Passage  # noqa: E402
from retrieval.generation.attribution import cause_answer  # noqa: E402
from retrieval.generation.text_reader import from_text, on_a_study  # noqa: E402


def _passage(text, note_type, rank, note_id, hadm_id=1, charttime="2194-06-02"):
    return Passage(note_id, 0, len(text), text, 10, note_type=note_type, charttime=charttime, hadm_id=hadm_id,
                   rank=rank)


def _concept(question, text, domain, concept_id):
    start = question.index(text)
    return {"concept_id": concept_id, "label": text, "text": text, "domain": domain, "start": start,
            "end": start + len(text)}


@pytest.mark.parametrize("question, study", [
    ("Was there a bleed on his head CT after the fall?", "head CT"),
    ("Any bleeding in the repeat head CT?", "head CT"),
    ("Was a clot seen on her leg ultrasound?", "ultrasound"),
    ("Bleed on the first CT?", "CT"),
])
def test_a_study_after_on_names_what_is_asked_of_it(question, study):
    word = next(w for w in ("bleed", "Bleed", "bleeding", "clot") if w in question)
    bleed = _concept(question, word, "Condition", 1)
    ct = _concept(question, study, "Procedure", 2)
    evidence = Evidence(condition="C4g", question_concepts=[bleed, ct], focus=[bleed])
    assert on_a_study(question, evidence)
    assert not on_a_study(question, Evidence(condition="C4g", question_concepts=[bleed, ct], focus=[bleed, ct]))


def test_a_study_that_only_sets_a_time_names_nothing_asked_of_it():
    question = "Was she on heparin after the CT?"
    evidence = Evidence(condition="C4g", question_concepts=[_concept(question, "heparin", "Drug", 1),
                                                            _concept(question, "CT", "Procedure", 2)],
                        focus=[_concept(question, "heparin", "Drug", 1)])
    assert not on_a_study(question, evidence)


@pytest.mark.parametrize("question, verdict", [
    ("Was there any hemorrhage on his head CT after the fall?", "No"),
    ("Any hemorrhage on the head CT?", "No"),
    ("Did the head CT show hemorrhage?", "No"),
    # the report says "hemorrhage", the question "bleed": no verdict, and never one from the history line
    ("Was there a bleed on his head CT after the fall?", None),
    ("Did the head CT show bleeding?", None),
])
def test_what_a_study_showed_is_read_from_its_report_not_a_history_line(question, verdict):
    words = next(w for w in ("hemorrhage", "bleeding", "bleed") if w in question)
    focus = [_concept(question, words, "Condition", 1)]
    evidence = Evidence(condition="C4g", question_concepts=focus + [_concept(question, "head CT", "Procedure", 2)],
                        focus=focus,
                        passages=[_passage("Mechanical fall w/ scalp hematoma; hx DU bleed 3/2194, H. pylori "
                                           "eradicated.", "DS", 1, "ds"),
                                  _passage("There is no acute intracranial hemorrhage.", "RR", 2, "rr")])
    answer = from_text(question, evidence)
    if verdict:
        assert answer.startswith(verdict) and "RR rr" in answer, answer
    else:
        assert answer.startswith("From the notes"), answer


@pytest.mark.parametrize("question, passages, yes", [
    ("Did the fall cause a brain bleed?",
     ["Mechanical fall w/ R frontal scalp hematoma, no ICH; hx DU bleed 3/2194."], False),
    ("Did the fall cause the hip fracture?",
     ["Right hip fracture after a mechanical fall at home."], True),
    ("Did alcohol cause the pancreatitis?", ["Acute pancreatitis, likely from alcohol; lipase 900."], False),
])
def test_an_attribution_is_stated_within_one_clause(question, passages, yes):
    evidence = Evidence(condition="C4g", passages=[_passage(t, "DS", i + 1, f"n{i}") for i, t in enumerate(passages)])
    answer = cause_answer(question, evidence)
    assert answer is not None and answer.startswith("Yes") == yes, answer


# -- what is left after a treatment, and a plan's length: the latest statement and the plan's words ----


def _second(chart):
    from retrieval.models import Patient

    return Patient.objects.get(dataset__name="class-chart", subject_id=SECOND).pk


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "Any residual osteomyelitis after the amputation?",
    "Was there remaining bone infection after the toe amputation?",
    "Is there persistent osteomyelitis?",
])
def test_what_is_left_after_a_resection_is_read_from_the_latest_statement(chart, question):
    answer = ask(_second(chart), question, SECOND)
    assert answer.startswith("No"), answer


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "Is he going to be on lifelong anticoagulation?",
    "Is the apixaban indefinite?",
    "Will he need anticoagulation for life?",
])
def test_a_question_about_a_plan_s_length_is_no_yes_about_the_drug(chart, question):
    answer = ask(_second(chart), question, SECOND)
    assert not answer.startswith("Yes"), answer
    assert "lifelong" in answer or "3 months" in answer, answer


def test_a_class_named_in_a_duration_question_is_read_in_the_question_s_word_order():
    from retrieval.generation.text_reader import _aliases, stem

    question = "How long is she supposed to take the water pill after the readmission?"
    for head in ({"water", "pill"}, {"pill", "water"}, set(["pill", "water", "take"]) - {"take"}):
        assert stem("furosemide") in _aliases(question, Evidence(condition="C4g"), head)
