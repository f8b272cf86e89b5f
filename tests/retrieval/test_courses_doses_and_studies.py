"""Issue 32, thirteenth increment: how long a course ran, the dose a stay ended on, what a study
showed, and a moment named by the event that opened a stay.

- A course's length is its own: "empiric vancomycin and pip-tazo 1/10-1/11, then cefazolin from
  1/11" gives the cefazolin none of the two days; the start and the end the notes write in different
  sentences ("clindamycin … started 1/12", "clindamycin …, last dose 1/21") make the course; a length
  written in words ("(~20 h total)") beats one counted from dates; "all told" asks the whole, and of
  parallel courses the one as long as every leg together.
- A dose the stay ended on: a summary's later line (its discharge list) over the history it opens
  with ("… discharged on metoprolol 100 mg BID" of the last stay); a change its sentence goes on to
  write ("… REDUCED today to 20 mg"); a split day ("10 mg on waking and 5 mg at 16:00").
- Clipped drug names ("dilt", "metop", "clinda"): a word that begins exactly one of the patient's
  drugs names it; one that begins two ("levo") or a common word ("line") names none.
- What a study showed: the stays where that study was done bound the answer ("head CT - any
  bleed?" is never another stay's bleed), and a study reported negative as a whole ("CT head
  negative") is a no.
- "On the day of the March fall, was she still on X?": a moment named by the event the stay began
  with is the start of that stay.
- "What was stopped and started during the pneumonia stay?" asks of drugs; a discharge-list line
  marked NEW or CHANGED that names no drug the comparison knows is quoted, never left out.
- "Does she need lifelong anticoagulation?" is answered by the length the plan gives ("at least 3
  months, then hematology to decide": no).
- "Did she stick to the plan?" asks whether a plan was followed, never whether its subject is
  documented; "where did we land on X?" is no yes about the past; "X may have contributed" is a
  possible cause (context rules 2026.12-14).
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, Passage
from retrieval.conditions.focus import asks_of_study
from retrieval.conditions.graph import clipped_drugs
from retrieval.generation.dose import _changed_dose, _dose_at
from retrieval.generation.text_reader import (_another_drugs, _read_negative, indefinite_answer, plan_question, stem,
                                              text_duration)
from retrieval.nlp.pipeline import classify_spans

SUBJECT = 7800031
STAYS = [(78000311, "2195-01-10T05:00:00", "2195-01-18T12:00:00"),
         (78000312, "2195-03-20T09:00:00", "2195-03-26T12:00:00")]
NOTES = [
    ("7800031-ED-1", 78000311, "ED", "2195-01-10T06:00:00", """ED NOTE
71F AF on warfarin, HTN, hypothyroid, p/w fever, R leg redness x2 days, hypoxia.
Meds: warfarin 5 daily, metoprolol 50 BID, HCTZ 25 daily, levothyroxine 88 mcg, sertraline 50.

A/P: R leg cellulitis w/ bacteremia?, PNA.
- BCx, vanc + pip-tazo
- CPAP for hypoxia
"""),
    ("7800031-PN-2", 78000311, "PN", "2195-01-12T09:00:00", """PROGRESS NOTE
# R leg cellulitis: MSSA in 2/2 BCx. Empiric vancomycin and piperacillin-tazobactam 1/10-1/11, then cefazolin from 1/11.
# Hypoxia: off CPAP since last night (~20h total).
# Pneumonia: ceftriaxone day 3.
"""),
    ("7800031-DS-3", 78000311, "DS", "2195-01-18T10:00:00", """DISCHARGE SUMMARY
71F with AF, admitted 9/2194 with rapid AF and discharged then on metoprolol 100 mg BID, presenting with MSSA bacteremia from a R leg cellulitis and a pneumonia.
Brief Hospital Course:
# MSSA bacteremia: TTE without vegetation.
# Hypoxia: CPAP 1/10-1/11, then nasal cannula.
# Pneumonia: ceftriaxone 1/10-1/13 then cefuroxime 1/14-1/16 (7 days of beta-lactam), azithromycin 1/10-1/12 (3 days).
# Gout flare: prednisone 40 mg daily 1/13-1/15, REDUCED today, 1/18, to 20 mg daily.
# Hyponatremia: Na 124, attributed mainly to HCTZ; sertraline may have contributed. HCTZ stopped.
# Rate control: metoprolol reduced for bradycardia.
Discharge Medications:
1. Cefazolin 2 g IV q8h through 2/8 (NEW)
2. Metoprolol 25 mg PO BID (CHANGED)
3. Prednisone 20 mg PO daily
4. Warfarin 5 mg PO daily
5. Levothyroxine 88 mcg PO daily
6. Sertraline 50 mg PO daily
7. Ferric citrate 210 mg PO TID with meals (NEW)
Stopped: HCTZ.
"""),
    ("7800031-PN-4", None, "PN", "2195-02-20T10:00:00", """CLINIC NOTE
Dizzy since discharge. Plan: keep warfarin, reduce metoprolol to 12.5 mg BID and call us if the dizziness continues; do not stop it.
Adrenal insufficiency suspected on steroids: hydrocortisone 10 mg PO on waking and 5 mg PO at 16:00 after the prednisone ends.
"""),
    ("7800031-ED-5", 78000312, "ED", "2195-03-20T10:00:00", """ED NOTE
71F AF p/w mechanical fall at home today, struck head. Pt says she stopped warfarin on her own 3 weeks ago and stopped metoprolol entirely because of the dizziness, did not call.
A/P: fall with head strike.
- CT head
- hold warfarin
"""),
    ("7800031-DS-6", 78000312, "DS", "2195-03-26T10:00:00", """DISCHARGE SUMMARY
Brief Hospital Course:
# Fall with head strike: CT head negative.
# AF with RVR after stopping metoprolol: diltiazem drip, then diltiazem 240 mg daily, reduced 3/25 to 180 mg daily for hypotension. Warfarin restarted 3/22.
Discharge Medications:
1. Diltiazem ER 180 mg PO daily (NEW)
2. Warfarin 5 mg PO daily (RESUMED)
3. Levothyroxine 88 mcg PO daily
4. Levetiracetam 500 mg PO BID (NEW)
5. Hydrocortisone 10 mg PO on waking and 5 mg PO at 16:00
"""),
]


@pytest.fixture(scope="module")
def chart(django_db_setup, django_db_blocker, tmp_path_factory):
    from tests.retrieval.graph_support import written_chart

    with written_chart(django_db_blocker, tmp_path_factory.mktemp("courses"), "courses", [(SUBJECT, "F", 71)],
                       {SUBJECT: STAYS}, {SUBJECT: NOTES}) as ids:
        yield ids[SUBJECT]


def _ask(patient_id: int, question: str) -> str:
    from tests.retrieval.test_drug_classes_and_stops import ask

    return ask(patient_id, question, SUBJECT)


# --- lengths -------------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, drug, others", [
    ("Empiric vancomycin and cefepime 6/17-6/18, then cefazolin from 6/18 (MSSA).", "cefazolin", True),
    ("Vancomycin 3/2-3/4, then nafcillin from 3/4.", "nafcillin", True),
    ("Piperacillin-tazobactam x 3 days, then ertapenem through 5/1.", "ertapenem", True),
    ("Cefazolin started on 6/18, for a total of 4 weeks.", "cefazolin", False),
    ("Cefazolin 2 g q8h, then 1 g q8h for 2 weeks.", "cefazolin", False),
])
def test_a_length_in_another_drugs_item_is_not_the_asked_drugs(sentence, drug, others):
    at = next(i for i, c in enumerate(sentence) if c.isdigit() and (sentence[i - 1] in " x" or i == 0))
    assert _another_drugs(sentence, at, {stem(drug)}) == others, sentence


def _evidence(*sentences: tuple[str, str, str]) -> Evidence:
    return Evidence(condition="C4g", passages=[
        Passage(note_id=f"N-{i}", start=0, end=len(text), text=text, tokens=10, note_type=kind, charttime=when,
                hadm_id=1, rank=i) for i, (text, kind, when) in enumerate(sentences)])


@pytest.mark.parametrize("question, sentences, days", [
    ("How long was the clindamycin?", [("# R leg cellulitis: clindamycin 450 q8h day 3 (started 1/12).", "PN", "2195-01-14"),
                                        ("Clindamycin 450 mg PO q8h, last dose 1/21", "DS", "2195-01-18")], 10),
    ("clindamycin course length for the cellulitis?", [("Clindamycin begun 1/12 for the leg.", "PN", "2195-01-13"),
                                                   ("Finished clindamycin 1/21, leg healed.", "PN", "2195-02-01")], 10),
    ("How long is she getting cefazolin?", [("Then cefazolin from 1/11 (MSSA).", "PN", "2195-01-12"),
                                            ("Cefazolin 2 g IV q8h through 2/8 (NEW)", "DS", "2195-01-18")], 29),
    ("Duration of the doxycycline?", [("Doxycycline initiated 4/2.", "PN", "2195-04-03"),
                                      ("Doxycycline to be completed 4/8.", "DS", "2195-04-05")], 7),
])
def test_a_course_from_the_start_and_the_end_written_apart(question, sentences, days):
    answer = text_duration(question, _evidence(*sentences))
    assert answer and answer.startswith(f"{days} days"), answer


@pytest.mark.parametrize("question", [
    "How long did she need CPAP?", "CPAP - how many hours?", "how long was she on CPAP in January?",
])
def test_a_length_written_in_words_beats_one_counted_from_dates(question):
    answer = text_duration(question, _evidence(("# Hypoxia: CPAP 1/10-1/11, then nasal cannula.", "DS", "2195-01-18"),
                                               ("# Hypoxia: off CPAP since last night (~20h total).", "PN", "2195-01-12")))
    assert answer and answer.startswith("20 hours"), answer


@pytest.mark.parametrize("question", [
    "Abx for the pneumonia - how long all told?", "Antibiotics for her pneumonia, in total?",
    "How long were the antibiotics for the pneumonia altogether?",
])
def test_the_whole_of_parallel_courses_is_the_one_as_long_as_every_leg(question):
    answer = text_duration(question, _evidence((
        "# Pneumonia: ceftriaxone 1/10-1/13 then cefuroxime 1/14-1/16 (7 days of beta-lactam), azithromycin "
        "1/10-1/12 (3 days).", "DS", "2195-01-18")))
    assert answer and answer.startswith("7 days in total"), answer


# --- doses ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("sentence, drug, first, changed", [
    ("Prednisone 40 mg daily 1/13-1/15, REDUCED today, 1/18, to 20 mg daily.", "Prednisone", "40 mg daily", "20 mg daily"),
    ("Lamotrigine 100 mg BID, increased on 5/20 to 150 mg BID.", "Lamotrigine", "100 mg BID", "150 mg BID"),
    ("Amlodipine 5 mg daily, increased to 10 mg daily on the day of discharge.", "Amlodipine", "5 mg daily",
     "10 mg daily"),
    ("Metoprolol 25 mg BID; lisinopril increased to 20 mg daily.", "Metoprolol", "25 mg BID", None),
    ("Furosemide 40 mg daily", "Furosemide", "40 mg daily", None),
])
def test_a_change_the_sentence_goes_on_to_write_sets_the_dose(sentence, drug, first, changed):
    span = (sentence.index(drug), sentence.index(drug) + len(drug))
    assert _dose_at(sentence, span) == first
    assert _changed_dose(sentence, span) == changed


@pytest.mark.parametrize("sentence, dose", [
    ("Hydrocortisone 10 mg PO on waking and 5 mg PO at 16:00", "10 mg PO on waking and 5 mg PO at 16:00"),
    ("Hydrocortisone 20 mg AM + 10 mg PM", "20 mg AM and 10 mg PM"),
    ("Prednisolone 5 mg in the morning and 2.5 mg in the evening", "5 mg in the morning and 2.5 mg in the evening"),
])
def test_a_split_day_is_one_dose(sentence, dose):
    name = sentence.split()[0]
    assert _dose_at(sentence, (0, len(name))) == dose


@pytest.mark.parametrize("question, drugs, named", [
    ("Dilt dose at discharge?", [(1, "diltiazem")], ["diltiazem"]),
    ("still on metop when she came in?", [(2, "metoprolol succinate"), (3, "metoprolol tartrate")],
     ["metoprolol succinate", "metoprolol tartrate"]),
    ("clinda - how long?", [(4, "clindamycin"), (5, "clopidogrel")], ["clindamycin"]),
    ("levo dose?", [(6, "levothyroxine"), (7, "levofloxacin")], []),
    ("keppra or leve?", [(6, "levothyroxine"), (7, "levetiracetam")], ["levetiracetam"]),
    ("any line still in?", [(8, "linezolid")], []),
    ("did the amio get stopped?", [(9, "amlodipine")], []),
])
def test_a_clipped_drug_name_names_the_one_drug_it_begins(question, drugs, named):
    found = clipped_drugs(question, [], drugs)
    assert [c["label"] for c in found] == named


@pytest.mark.django_db
@pytest.mark.parametrize("question, said", [
    ("Dilt dose at discharge in March?", "Diltiazem: 180 mg"),
    ("What was the dilt dose when she went home in March?", "180 mg"),
    ("Metop dose at the January discharge?", "25 mg PO BID"),
    ("January discharge - what dose of metoprolol?", "25 mg PO BID"),
    ("Prednisone dose on the day she went home in January?", "20 mg"),
])
def test_the_dose_a_stay_ended_on(chart, question, said):
    answer = _ask(chart, question)
    assert said in answer, answer
    assert "100 mg" not in answer and "240 mg" not in answer, answer


@pytest.mark.django_db
@pytest.mark.parametrize("question, days", [
    ("How long is she getting cefazolin for the bacteremia?", "29 days"),
    ("Cefazolin for the MSSA - how long?", "29 days"),
    ("How long did she need CPAP in January?", "20 hours"),
])
def test_the_courses_on_a_chart(chart, question, days):
    answer = _ask(chart, question)
    assert answer.startswith(days), answer


# --- studies -------------------------------------------------------------------------------------

@pytest.mark.parametrize("question, study, asks", [
    ("Was there a bleed on the head CT?", "head CT", True),
    ("Did the head CT show a bleed?", "head CT", True),
    ("head CT - any bleed?", "head CT", True),
    ("CT head: bleed?", "CT head", True),
    ("Did the CTA find a PE?", "CTA", True),
    ("Was a head CT done?", "head CT", False),
    ("When was the head CT?", "head CT", False),
])
def test_a_question_about_what_a_study_showed(question, study, asks):
    start = question.index(study)
    concept = {"concept_id": 1, "label": study, "text": study, "domain": "Procedure", "start": start,
               "end": start + len(study)}
    assert asks_of_study(question, concept) == asks


@pytest.mark.parametrize("sentence, negative", [
    ("#Fall with head strike: CT head negative.", True),
    ("Head CT neg.", True),
    ("CT head (-), observed overnight.", True),
    ("CT head was unremarkable.", True),
    ("CT head without acute intracranial process.", True),
    ("CT head negative for fracture.", False),
    ("CT head ordered.", False),
    ("CT head showed a small subdural hematoma.", False),
])
def test_a_study_reported_negative_as_a_whole(sentence, negative):
    question = "Was there a bleed on the head CT?"
    start = question.index("head CT")
    evidence = Evidence(condition="C4g", question_concepts=[
        {"concept_id": 1, "label": "CT of head", "text": "head CT", "domain": "Procedure", "start": start,
         "end": start + 7}])
    assert _read_negative(sentence, question, evidence) == negative


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "Was there a bleed on the head CT after the fall?",
    "head CT - any bleed?",
    "Did the CT head show any bleeding?",
    "any bleed on her CT head?",
])
def test_a_study_read_negative_is_a_no(chart, question):
    answer = _ask(chart, question)
    assert answer.startswith("No"), answer


# --- times, plans, causes ------------------------------------------------------------------------

@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "On the day of the March fall, was she still on warfarin?",
    "At the time of her fall in March, was she taking warfarin?",
    "the day of the March fall - still on warfarin?",
])
def test_a_moment_named_by_the_event_that_opened_the_stay(chart, question):
    answer = _ask(chart, question)
    assert answer.startswith("No"), answer


@pytest.mark.parametrize("question", [
    "The February clinic plan for her dizziness - did she stick to it?",
    "Was she compliant with the clinic plan for her dizziness?",
    "Did she follow the clinic plan for the dizziness?",
    "Her clinic plan for the dizziness: did she keep to it?",
])
def test_a_question_whether_a_plan_was_followed(question):
    assert plan_question(question) == "action"


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "The February clinic plan for her dizziness - did she stick to it?",
    "Was she compliant with the clinic plan for her dizziness?",
])
def test_a_plan_followed_is_no_yes_from_its_subject(chart, question):
    answer = _ask(chart, question)
    assert not answer.startswith("Yes"), answer


@pytest.mark.parametrize("sentence, target, label", [
    ("Hyponatremia attributed mainly to HCTZ; sertraline may have contributed.", "sertraline", "Possible"),
    ("Hyponatremia attributed mainly to HCTZ; sertraline may have contributed.", "HCTZ", "Present"),
    ("Sertraline may have contributed to the hyponatremia.", "Sertraline", "Possible"),
    ("Sertraline may have contributed to the hyponatremia.", "hyponatremia", "Present"),
    ("Her poor oral intake might also have played a role.", "poor oral intake", "Possible"),
    ("The thiazide was the main cause; SIADH from sertraline could have contributed.", "thiazide", "Present"),
])
def test_a_contributing_cause_weighed_is_possible(sentence, target, label):
    start = sentence.index(target)
    (annotation,) = classify_spans(sentence, [(start, start + len(target))])
    assert annotation.assertion.value == label


@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "Was the sertraline behind the hyponatremia?",
    "Did they think sertraline caused her low sodium?",
])
def test_a_contributing_cause_is_no_yes(chart, question):
    answer = _ask(chart, question)
    assert not answer.startswith("Yes"), answer


# --- medication lists, lengths of a plan ---------------------------------------------------------

@pytest.mark.django_db
@pytest.mark.parametrize("question", [
    "What was stopped and started during the January pneumonia admission?",
    "Med changes after the January stay?",
    "What did they stop and start in January?",
])
def test_a_marked_line_no_drug_names_is_quoted(chart, question):
    answer = _ask(chart, question)
    assert answer.startswith("Added:"), answer
    assert "Ferric citrate 210 mg PO TID with meals (NEW)" in answer, answer


def _plan(text: str) -> Evidence:
    return Evidence(condition="C4g", passages=[Passage(note_id="N-1", start=0, end=len(text), text=text, tokens=10,
                                                       note_type="DS", charttime="2195-01-18", hadm_id=1, rank=0)])


@pytest.mark.parametrize("question", [
    "Does she need lifelong anticoagulation?", "Is the apixaban indefinite?", "Will she be on apixaban for life?",
    "Long-term anticoagulation planned?", "Is the plan to keep her on apixaban forever?",
])
def test_a_course_with_a_length_or_a_review_is_not_for_life(question):
    answer = indefinite_answer(question, _plan(
        "# Provoked PE: apixaban 10 mg BID x 7 days, then 5 mg BID for at least 3 months, then hematology to decide."))
    assert answer and answer.startswith("No"), answer


@pytest.mark.parametrize("question", ["Is the warfarin for life?", "Does he need lifelong anticoagulation?",
                                      "Will he stay on warfarin indefinitely?"])
def test_a_course_written_for_good_is(question):
    answer = indefinite_answer(question, _plan("# Unprovoked PE, second event: lifelong warfarin, goal INR 2-3."))
    assert answer and answer.startswith("Yes"), answer


@pytest.mark.parametrize("question", ["Is she on apixaban?", "How long is the apixaban?"])
def test_no_question_of_for_good(question):
    assert indefinite_answer(question, _plan("Apixaban 5 mg BID for at least 3 months.")) is None


@pytest.mark.parametrize("question", [
    "Brother died of a stroke at 9 - has he ever had one?",
    "Her mother had a stroke; has she had one?",
    "Dad had a stroke at 50 - did she ever have one herself?",
    "Sister had a stroke. Has he had any?",
])
def test_a_concept_named_in_a_premise_and_referred_back_to_is_asked(question):
    from retrieval.conditions.focus import question_focus

    start = question.index("stroke")
    concept = {"concept_id": 1, "label": "Cerebrovascular accident", "text": "stroke", "domain": "Condition",
               "start": start, "end": start + 6}
    assert [c["concept_id"] for c in question_focus(question, [concept]).focus] == [1]


# --- a "yes" against its own quote ---------------------------------------------------------------

def _concept(question: str, text: str, domain: str, concept_id: int = 5) -> dict:
    start = question.index(text)
    return {"concept_id": concept_id, "label": text, "text": text, "domain": domain, "start": start,
            "end": start + len(text)}


@pytest.mark.parametrize("question, answer, concept, domain", [
    ("Dec CT for the vomiting -- SMA syndrome?",
     'Yes. From the notes: "# Postprandial fullness: SMA syndrome excluded by CT." (DS N-1, 2312-12-12)', None, None),
    ("CTA chest - pulmonary embolism?",
     'Yes. From the notes: "No evidence of pulmonary embolism." (RR N-2, 2312-12-04)', None, None),
    ("Was he taking his Bactrim when he seized?",
     'Yes. Bactrim is documented as present on 2311-07-13. Source: "STOPPED Bactrim ~5 wk ago (~6/5) b/c nausea, did '
     'not call clinic." (ED N-3, 2311-07-13).', "Bactrim", "Drug"),
    ("At the clinic visit, was she on olanzapine?",
     'Yes. olanzapine is documented as present. Source: "She self-discontinued olanzapine on 10/10." (PN N-4, '
     '2312-10-20).', "olanzapine", "Drug"),
])
def test_a_yes_its_own_quote_denies_is_a_no(question, answer, concept, domain):
    from retrieval.generation.extractive import _not_against_its_quote

    focus = [_concept(question, concept, domain)] if concept else []
    evidence = Evidence(condition="C4g", focus=focus, question_concepts=focus)
    said = _not_against_its_quote(question, answer, evidence)
    assert said.startswith("No: the sentence this rests on"), said
    assert answer[answer.index('"'):] in said  # the quote is kept


@pytest.mark.parametrize("question, answer, concept", [
    ("Is she on warfarin?", 'Yes. warfarin is current. Source: "Warfarin 5 mg PO daily." (DS N-1, 2195-01-18).', "warfarin"),
    ("Was the Bactrim stopped?", 'Yes. Source: "STOPPED Bactrim ~5 wk ago." (ED N-3, 2311-07-13).', "Bactrim"),
    ("Has she ever been on olanzapine?", 'Yes, in the past. Source: "She self-discontinued olanzapine on 10/10." '
     '(PN N-4, 2312-10-20).', "olanzapine"),
])
def test_a_yes_its_quote_bears_out_is_kept(question, answer, concept):
    from retrieval.generation.extractive import _not_against_its_quote

    focus = [_concept(question, concept, "Drug")]
    assert _not_against_its_quote(question, answer, Evidence(condition="C4g", focus=focus, question_concepts=focus)) \
        == answer


@pytest.mark.parametrize("sentence, said", [
    ("# Empiric antibiotics: ceftriaxone and azithromycin 8/20-8/22, stopped after the BAL (about 48 hours).", "48 hours"),
    ("Antibiotics: ceftriaxone 3/1-3/3 (~60 h in all).", "60 hours"),
    ("Antibiotics: cefepime 3/1-3/3, then vancomycin (5 days).", "3 days"),
    ("Antibiotics: ertapenem 1 g IV daily from 1/20 through 2/28 (6 weeks from surgery).", "40 days"),
])
def test_a_length_written_after_a_range_is_its_length(sentence, said):
    answer = text_duration("How long did the antibiotics run?", _evidence((sentence, "DS", "2309-08-27")))
    assert answer and answer.startswith(said), answer


@pytest.mark.parametrize("question, skipped", [
    ("Where did we land on chronic azithro for him?", True),
    ("What was decided about the chronic steroids?", True),
    ("Was deep vein thrombosis a prior problem, and what is its status?", False),
    ("Has she had chronic pancreatitis before?", False),
])
def test_an_open_question_about_the_past_gets_no_yes(question, skipped):
    from retrieval.generation.extractive import asks_open

    assert asks_open(question) == skipped


def test_the_order_of_a_named_events_own_words_is_the_sentences():
    from retrieval.generation.ordering import _named, _Timed

    sentence = "7/17 CTA CHEST WITH CONTRAST: No acute process."
    passage = Passage(note_id="N-1", start=0, end=len(sentence), text=sentence, tokens=9, note_type="DS",
                      charttime="2145-07-21", hadm_id=1, rank=0)
    timed = _Timed(event="CT angiography of the chest", day=None, how="stated", at=5, sentence=sentence,
                   passage=passage, precision=3, mentions=frozenset({"cta chest with contrast", "cta chest"}))
    assert _named(timed) == "CT angiography of the chest (cta chest, cta chest with contrast)"
