"""Issue 32, twelfth increment: what came before a stay, and a study is no statement of what it looks for.

- "Before this June admission, had he ever been in heart failure?", "has she had a pneumonia
  before?", "any DVT before she came back?": the stay the question names (else the latest) is the
  bound, not the subject. A statement written before it began, or one of its own that tells of the
  past ("h/o DVT", a home list), answers yes; a problem first documented in the stay is a no, with
  an earlier denial where one was written (``routing.route_before_stay``).
- "Has he ever had endocarditis?" of a chart whose TEE found no vegetation: the echo that evaluated
  it is no statement of endocarditis (a concept reached from the asked one by a predicate never
  speaks for it; only a narrower concept does).
"""

from __future__ import annotations

import pytest

from retrieval.conditions.focus import before_a_stay

SUBJECT = 7800021
STAYS = [(78000211, "2194-02-03T06:00:00", "2194-02-09T12:00:00"),
         (78000212, "2194-06-10T09:00:00", "2194-06-16T12:00:00")]  # its ED note is written before it begins
NOTES = [
    ("7800021-ED-1", 78000211, "ED", "2194-02-03T07:00:00", """ED NOTE
66M HTN, DM2 p/w L calf swelling x3 days. No chest pain, no dyspnea.
Meds: metformin 1000 BID, lisinopril 20 daily.

A/P: L leg swelling.
- duplex L leg
- heparin gtt if DVT confirmed
"""),
    ("7800021-RR-2", 78000211, "RR", "2194-02-03T10:00:00", """EXAMINATION: Duplex ultrasound, left lower extremity.
INDICATION: Calf swelling, evaluate for DVT.
FINDINGS: Occlusive thrombus in the left popliteal and posterior tibial veins.
IMPRESSION: Acute deep vein thrombosis of the left popliteal vein.
"""),
    ("7800021-DS-3", 78000211, "DS", "2194-02-09T10:00:00", """DISCHARGE SUMMARY
Brief Hospital Course:
# Provoked left popliteal deep vein thrombosis: heparin drip, then warfarin, INR 2.4 at discharge.
# Bacteremia: blood cultures grew MSSA on 02-04. TEE on 02-06 showed no vegetation and normal valves.
Lungs clear throughout; no pneumonia.
Discharge Medications:
1. Warfarin 5 mg PO daily
2. Metformin 1000 mg PO BID
3. Lisinopril 20 mg PO daily
"""),
    ("7800021-PN-4", None, "PN", "2194-04-02T09:00:00", """CLINIC NOTE
Doing well. Euvolemic, no heart failure, BNP normal. No leg swelling.
Warfarin to continue 3 months in all.
"""),
    ("7800021-ED-5", 78000212, "ED", "2194-06-10T06:00:00", """ED NOTE
66M h/o DVT (Feb, on warfarin), HTN, DM2 p/w dyspnea, orthopnea, leg edema x1 week, productive cough.
Meds: warfarin 5 daily, metformin 1000 BID, lisinopril 20 daily.

A/P: new heart failure vs pneumonia.
- CXR, BNP, TTE
"""),
    ("7800021-RR-6", 78000212, "RR", "2194-06-10T08:00:00", """EXAMINATION: Chest radiograph, PA and lateral.
INDICATION: Dyspnea, evaluate for pneumonia.
FINDINGS: Right lower lobe consolidation. Cardiomegaly with small bilateral effusions.
IMPRESSION: Right lower lobe pneumonia. Findings of congestive heart failure.
"""),
    ("7800021-DS-7", 78000212, "DS", "2194-06-16T10:00:00", """DISCHARGE SUMMARY
Brief Hospital Course:
# New heart failure with reduced ejection fraction, EF 30%: diuresed with IV furosemide.
# Right lower lobe pneumonia: ceftriaxone and azithromycin, then cefpodoxime.
# History of DVT: warfarin continued.
# Screening: no previous colonoscopy; he needs a colonoscopy in 6 weeks.
Discharge Medications:
1. Furosemide 40 mg PO daily
2. Warfarin 5 mg PO daily
3. Metformin 1000 mg PO BID
4. Lisinopril 20 mg PO daily
"""),
]


@pytest.fixture(scope="module")
def two_stays(django_db_setup, django_db_blocker, tmp_path_factory):
    from tests.retrieval.graph_support import written_chart

    with written_chart(django_db_blocker, tmp_path_factory.mktemp("before"), "before", [(SUBJECT, "M", 66)],
                       {SUBJECT: STAYS}, {SUBJECT: NOTES}) as ids:
        yield ids[SUBJECT]


def _ask(patient_id: int, question: str) -> str:
    from tests.retrieval.test_drug_classes_and_stops import ask

    return ask(patient_id, question, SUBJECT)


@pytest.mark.parametrize("question", [
    "Before this June admission, had he ever been in heart failure?",
    "Has she had an aspiration pneumonia before?",
    "Any heart failure before now?",
    "Was there any sign of infection in that leg before he turned up with the draining sinus?",
    "Had she had a DVT prior to this admission?",
    "Any seizures before the second admission?",
    "Any h/o GI bleed prior to her most recent hospitalization?",
    "Had he ever had a clot before he came back?",
    "Was he in heart failure before he was readmitted?",
    "Did she have pneumonia before this hospitalization?",
])
def test_a_question_about_what_came_before_a_stay(question):
    assert before_a_stay(question)


@pytest.mark.parametrize("question", [
    "Has he ever had endocarditis?",
    "Was it stopped before discharge?",
    "Was the drain out before she went home?",
    "Did the CT before the surgery show a bleed?",
    "Was heparin started before the duplex?",
    "Was he still in heart failure at discharge?",
    "What did the echo show before the TEE?",
])
def test_no_stay_bounds_it(question):
    assert not before_a_stay(question)


@pytest.mark.django_db
@pytest.mark.parametrize("question, verdict, said", [
    # first documented in the stay the question names (or the latest): no, with the earlier denial
    ("Before this June admission, had he ever been in heart failure?", "No", "first documented on 2194-06-10"),
    ("Had he been in heart failure before this admission?", "No", "denied or ruled out on 2194-04-02"),
    ("Any heart failure before he came back?", "No", "before the stay that began 2194-06-10"),
    ("Any heart failure before he came back?", "No", "first documented on 2194-06-10"),
    ("Has he had heart failure before?", "No", "first documented on 2194-06-10"),
    ("Had he ever had pneumonia before his latest admission?", "No", "first documented on 2194-06-10"),
    ("Has he had a pneumonia before?", "No", "denied or ruled out on 2194-02-09"),
    # documented before: in the earlier stay, or the stay's own history line
    ("Has he had a DVT before?", "Yes", "before the stay that began 2194-06-10"),
    ("Any deep vein thrombosis before this admission?", "Yes", "(2194-02-03)"),
    ("Had he been on warfarin before he was readmitted?", "Yes", "before the stay that began 2194-06-10"),
    # the first stay bounds it: nothing of the DVT before February
    ("Had he had a DVT before the first admission?", "No", "before the stay that began 2194-02-03"),
    # a procedure the stay plans is none done; its own "no previous colonoscopy" is the denial
    ("Has he had a colonoscopy before?", "No", "denied or ruled out on 2194-06-16"),
    ("Had he ever had a colonoscopy before this admission?", "No", "not documented for the patient before"),
])
def test_what_came_before_a_stay(two_stays, question, verdict, said):
    answer = _ask(two_stays, question)
    assert answer.startswith(verdict) and said in answer, answer


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "Has he ever had endocarditis?",
    "Any history of endocarditis?",
    "Has he ever been diagnosed with endocarditis?",
])
def test_the_study_that_looked_for_it_is_no_statement_of_it(two_stays, question):
    answer = _ask(two_stays, question)
    assert not answer.startswith("Yes"), answer
    assert "past problem" not in answer, answer
