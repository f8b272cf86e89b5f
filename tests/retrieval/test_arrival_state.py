"""Issue 32, eleventh increment: the state when a stay began, and the lists that say it.

- A PRN drug in a medication list governs its reason, not the drugs after it ("albuterol PRN,
  metoprolol succ 50, lisinopril 10": metoprolol is taken; context rules 2026.12-11).
- An ED note's "Meds:" line is the patient's home list (graph rules 2026.12-8).
- "Was she still on X when she came in / came back?" of a drug the stay held or stopped as it began
  ("HOLD X", "X -> stop") is a yes: she was taking it when she arrived, and the stay ended it; a drug
  only ordered on the first day was not documented as taken before it (intent-rules-18 adds "came
  back", "on readmission" to the at-admission phrases).
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, Passage
from retrieval.nlp.pipeline import classify_spans


def assertion(sentence: str, target: str) -> str:
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    return annotation.assertion.value


@pytest.mark.parametrize("sentence, target", [
    ("Meds: Trelegy daily, albuterol PRN, metoprolol succ 50, lisinopril 10, atorva 40.", "metoprolol"),
    ("Meds: Trelegy daily, albuterol PRN, metoprolol succ 50, lisinopril 10, atorva 40.", "lisinopril"),
    ("Home meds: oxycodone 5 mg q6h prn, gabapentin 300 TID, sertraline 50 daily.", "gabapentin"),
    ("Home meds: oxycodone 5 mg q6h prn, gabapentin 300 TID, sertraline 50 daily.", "sertraline"),
    ("Medications: ondansetron p.r.n., pantoprazole 40 mg daily, apixaban 5 mg BID.", "apixaban"),
    ("Meds - lorazepam 0.5 PRN, levetiracetam 500 BID", "levetiracetam"),
    ("albuterol inhaler as needed for wheeze, tiotropium daily, prednisone 10 mg daily", "prednisone"),
    ("Meds: acetaminophen prn, warfarin 5 mg daily", "acetaminophen"),
])
def test_a_prn_drug_leaves_the_rest_of_its_list_taken(sentence, target):
    assert assertion(sentence, target) == "Present"


@pytest.mark.parametrize("sentence, target", [
    ("oxycodone 5 mg q4h prn pain", "pain"),
    ("ondansetron 4 mg IV q8h PRN nausea", "nausea"),
    ("lorazepam 1 mg prn for agitation", "agitation"),
    ("albuterol as needed for wheezing", "wheezing"),
])
def test_a_prn_reason_is_still_not_a_finding(sentence, target):
    assert assertion(sentence, target) == "Hypothetical"


# -- a chart: two stays, a clinic visit between them ------------------------------------------------------

SUBJECT = 7800011
STAYS = [(78000111, "2193-01-05T06:00:00", "2193-01-10T12:00:00"),
         (78000112, "2193-03-02T05:00:00", "2193-03-07T12:00:00")]
NOTES = [
    ("7800011-ED-1", 78000111, "ED", "2193-01-05T07:00:00", """ED NOTE
72F AF, HTN, OA, p/w melena x2 days.
Meds: apixaban 5 BID, albuterol PRN, metoprolol succ 50, lisinopril 20, naproxen 500 BID (OTC).

A/P: upper GI bleed.
- HOLD apixaban + lisinopril (BP 92/58)
- naproxen -> stop
- pantoprazole 40 IV BID
"""),
    ("7800011-DS-1", 78000111, "DS", "2193-01-10T10:00:00", """DISCHARGE SUMMARY
# Upper GI bleed from a gastric ulcer, attributed to naproxen.
Medications on Admission:
1. Apixaban 5 mg PO BID
2. Metoprolol succinate 50 mg PO daily
3. Lisinopril 20 mg PO daily
4. Naproxen 500 mg PO BID
Discharge Medications:
1. Apixaban 5 mg PO BID
2. Metoprolol succinate 50 mg PO DAILY
3. Pantoprazole 40 mg PO BID
"""),
    ("7800011-PN-2", None, "PN", "2193-02-10T09:00:00", """CLINIC NOTE
BP 150/90 today. Lisinopril restarted at 10 mg daily.
"""),
    ("7800011-ED-3", 78000112, "ED", "2193-03-02T06:00:00", """ED NOTE
72F AF on apixaban, p/w confusion x1 day.
Meds: apixaban 5 BID, metoprolol succ 50, lisinopril 10, pantoprazole 40 BID.
Naproxen stopped in January after the bleed.

A/P: encephalopathy, ?hepatic.
- lactulose 20 g TID
- continue apixaban
"""),
    ("7800011-PN-4", 78000112, "PN", "2193-03-05T09:00:00", """PROGRESS NOTE
Delirium resolved, CAM negative this morning. Eating well.
"""),
    ("7800011-DS-3", 78000112, "DS", "2193-03-07T10:00:00", """DISCHARGE SUMMARY
History of Present Illness:
72F with AF, who came in confused with delirium from a UTI.

Brief Hospital Course:
# Encephalopathy from a UTI, resolved.
Discharge Medications:
1. Apixaban 5 mg PO BID
2. Metoprolol succinate 50 mg PO daily
3. Lisinopril 10 mg PO daily
4. Pantoprazole 40 mg PO BID
"""),
]


@pytest.fixture(scope="module")
def bleed_chart(django_db_setup, django_db_blocker, tmp_path_factory):
    from tests.retrieval.graph_support import written_chart

    with written_chart(django_db_blocker, tmp_path_factory.mktemp("arrival"), "arrival", [(SUBJECT, "F", 72)],
                       {SUBJECT: STAYS}, {SUBJECT: NOTES}) as ids:
        yield ids[SUBJECT]


def _ask(patient_id: int, question: str) -> str:
    from tests.retrieval.test_drug_classes_and_stops import ask

    return ask(patient_id, question, SUBJECT)


@pytest.mark.django_db
@pytest.mark.parametrize("question, verdict, said", [
    # held or stopped as the stay began: she was taking it when she arrived
    ("Was she on lisinopril when she came in with the GI bleed?", "Yes", "held on admission"),
    ("Was she still taking naproxen when she came in the first time?", "Yes", "stopped on admission"),
    ("Was she on naproxen when she was admitted the first time?", "Yes", "stopped on admission"),
    ("Was she on apixaban on admission the first time?", "Yes", "held on admission"),
    # stopped before the stay, as its first note reports
    ("Was she on naproxen when she came back?", "No", "not being taken"),
    ("Was she still taking naproxen when she was readmitted?", "No", "not being taken"),
    # only ordered as the stay began, nothing before it
    ("Was she on lactulose when she came back?", "No", "not documented as taken before the stay"),
    ("Was she taking lactulose on readmission?", "No", "not documented as taken before the stay"),
    # the stay's home list: the ED's "Meds:" line, a PRN drug before it
    ("Was she on metoprolol when she came in the first time?", "Yes", "home medication list"),
    ("Was she still on lisinopril when she came back?", "Yes", "home medication list"),
    ("Was she taking apixaban at readmission?", "Yes", "home medication list"),
])
def test_the_state_when_the_stay_began(bleed_chart, question, verdict, said):
    answer = _ask(bleed_chart, question)
    assert answer.startswith(verdict) and said in answer, answer


@pytest.mark.django_db
@pytest.mark.parametrize("question, dose", [
    ("What dose of lisinopril was she on when she came back?", "10"),
    ("What dose of lisinopril was she on when she came in with the GI bleed?", "20"),
])
def test_a_dose_asked_at_arrival_is_still_a_dose(bleed_chart, question, dose):
    answer = _ask(bleed_chart, question)
    assert not answer.startswith(("Yes", "No")) and dose in answer.split("Source")[0], answer


@pytest.mark.django_db
def test_the_ed_home_list_is_compared_with_the_discharge_list(bleed_chart):
    answer = _ask(bleed_chart, "What changed in her meds from admission to discharge the first time?")
    head = answer.split("(Compared")[0]
    assert "No home medication list" not in answer, answer
    assert "pantoprazole" in head.split("Stopped")[0] and "naproxen" in head.split("Stopped")[1], answer
    # 50 on the ED's line and "50 mg PO DAILY" on the discharge list are one dose
    assert "metoprolol" in head.split("Continued")[1] and "dose changed" not in head.split("Continued")[1], answer


@pytest.mark.parametrize("a, b, same", [
    ("50", "50 mg PO DAILY", True),
    ("81", "81 mg PO daily", True),
    ("10 mg PO QHS", "10 mg nightly", True),
    ("5 mg daily", "5 mg once a day", True),
    ("1000 BID", "1000 mg twice daily", True),
    ("0.5 mg", "0.50 mg", True),
    ("10 qHS", "5 mg QHS", False),
    ("25 mg daily", "25 mg BID", False),
    ("500 mg", "250 mg", False),
    ("10 mg PO QHS", "10 mg PO QAM", False),
])
def test_one_dose_written_two_ways(a, b, same):
    from retrieval.generation.dose import same_dose

    assert same_dose(a, b) is same


# -- a problem's state when a stay ended: the paragraph it heads, not the history retold -------------------


def _status(text: str, target: str) -> str:
    from retrieval.graph.status import clinical_status

    start = text.index(target)
    return clinical_status(text, start=start, end=start + len(target), sentence_start=None, sentence_end=None,
                           domain="Condition")


@pytest.mark.parametrize("text, target", [
    ("# Post-operative delirium: began the night of 9/15; CAM negative from 9/19.\n\n# Fracture: nail.", "delirium"),
    ("# Delirium: medication-related. Quetiapine started 4/4 for agitation. CAM negative 4/8.\n", "Delirium"),
    ("2) Hepatic encephalopathy: grade 2 on arrival;\nlactulose titrated, back to baseline by 5/23.\n3) SBP: cipro",
     "encephalopathy"),
    ("- Toxic metabolic encephalopathy: from the UTI; mentation back to baseline on 3/4.", "encephalopathy"),
    ("AKI: Cr 2.4 on admission, improved with fluids; resolved by discharge (Cr 1.0).", "AKI"),
    ("Encephalopathy back to baseline on lactulose.", "Encephalopathy"),
    ("Confused ~20 min, now baseline.", "Confused"),
    ("Delirium improved with reorientation and sleep hygiene, CAM-negative since 2/2.", "Delirium"),
])
def test_a_problem_its_paragraph_says_resolved(text, target):
    assert _status(text, target) == "resolved"


@pytest.mark.parametrize("text, target", [
    ("# HFrEF: diuresed 4 L; edema resolved.", "HFrEF"),  # the edema resolved, not the heart failure
    ("- Delirium: CAM positive overnight, haloperidol 0.5 mg x1.", "Delirium"),
    ("# Post-operative delirium: began 9/15; CAM negative from 9/19.\n\n# Sinus bradycardia: donepezil held.", "bradycardia"),
    ("# Dementia: mild, at baseline per daughter.", "Dementia"),
])
def test_another_problems_resolution_or_a_baseline_is_no_resolution(text, target):
    assert _status(text, target) == ""


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "Was she still delirious when she left the second time?",
    "Was she delirious at discharge the second time?",
    "Was she still delirious at her last discharge?",
])
def test_a_discharge_summarys_retold_history_is_not_the_state_at_discharge(bleed_chart, question):
    # the summary's HPI names the delirium she came in with; a progress note of the stay says it resolved
    answer = _ask(bleed_chart, question)
    assert answer.startswith("No") and "resolved" in answer, answer


# -- which stay an event's ordinal names -------------------------------------------------------------------


def _named(question: str, *names: tuple[str, str]) -> list[dict]:
    out = []
    for i, (text, domain) in enumerate(names, start=1):
        start = question.lower().index(text.lower())
        out.append({"concept_id": i, "label": text, "text": text, "domain": domain, "start": start,
                    "end": start + len(text)})
    return out


@pytest.mark.parametrize("question, names, ordinal", [
    ("How long was he on IV antibiotics after the first amputation?", [("IV antibiotics", "Drug"), ("amputation", "Procedure")], "first"),
    ("What did they give him for pain after his initial surgery?", [("pain", "Condition"), ("surgery", "Procedure")], "first"),
    ("Was she on warfarin when she had the second bleed?", [("warfarin", "Drug"), ("bleed", "Condition")], "later"),
    ("What was the plan after the last fall?", [("fall", "Condition")], "latest"),
    ("Did the first CT show a bleed?", [("CT", "Procedure"), ("bleed", "Condition")], "first"),
    ("How long was the drain in after the repeat debridement?", [("drain", "Device"), ("debridement", "Procedure")], "later"),
])
def test_an_ordinal_before_an_event_names_its_stay(question, names, ordinal):
    from retrieval.conditions.focus import question_focus

    assert question_focus(question, _named(question, *names)).ordinal == ordinal


@pytest.mark.parametrize("question, names", [
    ("Was this her first seizure?", [("seizure", "Condition")]),  # asked about, not a time
    ("Was the second culture positive?", [("culture", "Procedure")]),
])
def test_an_ordinal_on_the_asked_thing_is_no_stay(question, names):
    from retrieval.conditions.focus import question_focus

    assert question_focus(question, _named(question, *names)).ordinal is None


# -- a whole course against one route's leg ------------------------------------------------------------


COURSE = ("Per ID, 2 weeks from 9/6: IV vancomycin 9/2-9/5 and piperacillin-tazobactam 9/2-9/7 (5 days IV), then oral "
          "amoxicillin-clavulanate from 9/7, last dose 9/19.")


def _course_evidence(sentence: str) -> Evidence:
    return Evidence(condition="C4g", passages=[Passage(note_id="1-DS-4", start=0, end=len(sentence), text=sentence,
                                                       tokens=40, note_type="DS", charttime="2191-09-12",
                                                       hadm_id=11, rank=1)])


@pytest.mark.parametrize("question, value", [
    ("How long was the total antibiotic course?", "2 weeks"),
    ("How long were the antibiotics in all?", "2 weeks"),
    ("How long did his antibiotic course last overall?", "2 weeks"),
    ("How long was he on IV antibiotics?", "5 days"),
    ("How many days of intravenous antibiotics did he get?", "5 days"),
])
def test_a_whole_course_is_not_its_iv_leg(question, value):
    from retrieval.generation.text_reader import text_duration

    answer = text_duration(question, _course_evidence(COURSE))
    assert answer and answer.startswith(value), answer


# -- an old lesion a study shows ----------------------------------------------------------------------


@pytest.mark.parametrize("sentence, target", [
    ("The left putaminal hemorrhage has evolved to a slit-like area of encephalomalacia.", "hemorrhage"),
    ("The right MCA infarct has evolved into encephalomalacia.", "infarct"),
    ("Previously seen hepatic abscess has evolved into a small sterile fluid collection.", "abscess"),
    ("The prior subdural hematoma has been replaced by a thin hygroma.", "subdural hematoma"),
])
def test_a_lesion_that_has_evolved_into_a_scar_is_past(sentence, target):
    assert assertion(sentence, target) == "Historical"


@pytest.mark.parametrize("sentence, target", [
    ("Evolving left putaminal hematoma, now 2.4 x 1.3 cm.", "hematoma"),
    ("The consolidation has evolved and enlarged since yesterday.", "consolidation"),
])
def test_an_evolving_lesion_is_still_present(sentence, target):
    assert assertion(sentence, target) == "Present"


# -- a phase of a schedule, a moment, and the whole course ----------------------------------------------

PHASED = ("# Left basilic vein thrombophlebitis: heparin drip 01-07 to 01-11; then apixaban 10 mg bid for 7 days "
          "(01-13 to 01-19), then 5 mg bid.")
WHOLE = "Anticoagulation with apixaban for 3 months, through 2206-04-07."
MOMENT = ("Rigidity persisted at 24 hours, so bromocriptine 2.5 mg tid was started 08-07, to continue for 10 days, "
          "through 08-16.")


def _sentences(*texts: str) -> Evidence:
    return Evidence(condition="C4g", passages=[
        Passage(note_id=f"1-DS-{i}", start=0, end=len(t), text=t, tokens=40, note_type="DS", charttime="2206-01-16",
                hadm_id=11, rank=i) for i, t in enumerate(texts, start=1)])


@pytest.mark.parametrize("question, texts, value", [
    ("How long does he stay on apixaban for the arm clot?", (PHASED, WHOLE), "3 months"),
    ("How long is he anticoagulated with apixaban?", (PHASED, WHOLE), "3 months"),
    ("How long was the apixaban 10 mg lead-in?", (PHASED, WHOLE), "7 days"),
    ("How long was the loading dose of apixaban?", (PHASED, WHOLE), "7 days"),
    ("How long should she keep taking the bromocriptine?", (MOMENT,), "10 days"),
    ("How long is the prednisone burst?", ("Prednisone 40 mg daily for 5 days, then stop.",), "5 days"),
])
def test_a_phase_or_a_moment_is_not_the_course(question, texts, value):
    from retrieval.generation.text_reader import text_duration

    answer = text_duration(question, _sentences(*texts))
    assert answer and answer.startswith(value), answer


def test_only_a_phase_stated_is_said_to_be_one():
    from retrieval.generation.text_reader import text_duration

    answer = text_duration("How long was he on apixaban?", _sentences(PHASED))
    assert answer.startswith("7 days") and "one step of a schedule" in answer, answer


# -- a cause asked after the event it caused ---------------------------------------------------------


@pytest.mark.parametrize("question, cause, effect", [
    ("Was it the pioglitazone that tipped him into failure?", "pioglitazone", "failure"),
    ("Is it the statin that's causing the myalgia?", "statin", "myalgia"),
    ("Was it the steroids that pushed her into DKA?", "steroids", "dka"),
    ("Her sugar dropped to 48 on the 21st - was that the insulin she got for the potassium?", "insulin", None),
    ("What tipped her into lithium toxicity - was it the lisinopril?", "lisinopril", "lithium toxicity"),
    ("She had a rash on day 3 - was that the vancomycin?", "vancomycin", None),
    ("The INR was 4.8 - was that from the amiodarone?", "amiodarone", None),
])
def test_a_cause_asked_after_its_event(question, cause, effect):
    from retrieval.conditions.cause import asked_cause

    asked = asked_cause(question)
    assert asked is not None and asked.cause == cause, asked
    assert effect is None or asked.effect == effect, asked


@pytest.mark.parametrize("question", [
    "Lung cancer - is that her own diagnosis?",
    "Pancreatic cancer - is that his own diagnosis?",
    "Apixaban 5 mg - was that the discharge dose?",
    "Which BP med was held - was it the lisinopril?",
    "He had no jaundice in July - was that still true when he came back?",
    "What set off his COPD exacerbation?",
])
def test_no_cause_is_named_there(question):
    from retrieval.conditions.cause import asked_cause

    assert asked_cause(question) is None


@pytest.mark.parametrize("sentence, verdict", [
    # a drug cleared as the precipitant, or named beside the effect with nothing said of causing it
    ("Her lisinopril has been unchanged for six years and her lithium dose for longer; neither is new.", "No"),
    ("Pioglitazone was prescribed by her PCP but never filled; the failure was from naproxen.", "No"),
    ("Meds on arrival: lithium 300 mg BID, lisinopril 10 mg daily.", "Not stated"),
    # stated
    ("Lithium toxicity precipitated by the new lisinopril and dehydration.", "Yes"),
])
def test_an_attribution_is_said_not_read_from_a_mention(sentence, verdict):
    from retrieval.generation.attribution import cause_answer

    evidence = _sentences(sentence)
    answer = cause_answer("What tipped her into lithium toxicity - was it the lisinopril?", evidence) if "ithium" in sentence \
        else cause_answer("Was it the pioglitazone that tipped her into failure?", evidence)
    assert answer.startswith(verdict), answer


# -- a device that came out ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, target", [
    ("2203-05-23 cystoscopy and removal of left ureteral stent", "ureteral stent"),
    ("Drain removed 11-09 and the wound has been dry since.", "Drain"),
    ("Foley catheter discontinued on day 2.", "Foley catheter"),
    ("PICC line pulled before discharge.", "PICC line"),
])
def test_a_device_that_came_out_is_resolved(text, target):
    from retrieval.graph.status import clinical_status

    start = text.index(target)
    assert clinical_status(text, start=start, end=start + len(target), sentence_start=None, sentence_end=None,
                           domain="Device") == "resolved"


@pytest.mark.parametrize("question, texts", [
    ("Was it a UTI that tipped her into delirium in April?",
     ("1) delirium - anticholinergics, zolpidem, tramadol, hypoNa, retention, ?UTI",
      "# Pyuria: culture 10,000-50,000 mixed flora - asymptomatic bacteriuria, not UTI.")),
    ("Was it the pioglitazone that tipped him into failure?",
     ("Pioglitazone 15 mg PO daily (outside list - never filled)",)),
])
def test_a_cause_itself_ruled_out_was_not_the_cause(question, texts):
    from retrieval.generation.attribution import cause_answer

    evidence = Evidence(condition="C4g", passages=[
        Passage(note_id=f"1-XX-{i}", start=0, end=len(t), text=t, tokens=40, note_type="ED" if i == 1 else "DS",
                charttime=f"2199-04-0{i + 1}", hadm_id=11, rank=i) for i, t in enumerate(texts, start=1)])
    answer = cause_answer(question, evidence)
    assert answer.startswith("No") and texts[-1] in answer, answer


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "When she came in with the GI bleed, did the team decide to restart apixaban?",
    "When she came back, did they decide to resume the naproxen?",
])
def test_a_decision_asked_when_a_stay_began_is_not_the_arrival_state(bleed_chart, question):
    # whether the team decided something is no "was she on it when she arrived"
    assert "when the stay began" not in _ask(bleed_chart, question)
