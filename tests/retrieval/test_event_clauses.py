"""Issue 32, from probe 3's wrong verdicts (development): the question's time is an event, the asked
proposition is the predicate, and a "Yes" rests on a sentence that names the asked thing.

- A clause that times the question by an event ("the first time she fell", "when the rifaximin went
  on", "When she fell in July, …") sets the scene and anchors the stay; what the asking clause names
  is asked ("did she break her hip the first time she fell?" asks about a hip fracture, in the stay
  of the first fall).
- A copular question asks about its predicate ("was the abdominal pain with her first DKA
  pancreatitis?" asks whether it was pancreatitis; a "Yes" because the pain was documented is wrong).
- "Broke her hip", "fractured his left femur", "cracked two ribs" are the site's fracture; "rebled"
  is a bleed.
- A yes/no verdict needs the asked thing's distinguishing word: "any Charcot foot?" gets no "Yes"
  from a sentence naming only the foot ("XR foot").
- "Was X already so when Y?" asks an order; when the sentences do not settle it, no verdict.
- A taper asked about is the taper's period, not a held spell before it.
- A question that refers back ("was it back on?") asks about the subject of its leading statement
  ("Carvedilol got held for the SBP - …"); "stay on", "flare up" are verbs, no stay.
- A drug held is no "Yes" to whether it is taken now or at discharge ("Lisinopril held for AKI");
  one diagnosis favoured over another, "less likely", or "a concern" is possible (context rules
  2026.12-9).
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, Passage
from tests.retrieval.test_sites_and_senses import _concepts, matcher  # noqa: F401 (a fixture)

# -- the matcher: a fracture named by its verb and site, a rebleed --------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("text, phrase, concept", [
    ("Did she break her hip the first time she fell?", "break her hip", "Closed fracture of hip"),
    ("She broke her left hip in 2190.", "broke her left hip", "Closed fracture of hip"),
    ("did he fracture his hip?", "fracture his hip", "Closed fracture of hip"),
    ("fractured both hips in the crash", "fractured both hips", "Closed fracture of hip"),
    ("Has he ever cracked a rib?", "cracked a rib", "Fracture of rib"),
    ("He broke two ribs when he fell.", "broke two ribs", "Fracture of rib"),
    ("she fractured her right femur skiing", "fractured her right femur", "Fracture of femur"),
    ("Any chance she broke her spine?", "broke her spine", "Compression fracture of vertebra"),
    ("broken hip after the fall", "broken hip", "Closed fracture of hip"),  # a synonym, as before
])
def test_a_fracture_named_by_its_verb_and_site_is_the_sites_fracture(matcher, text, phrase, concept):  # noqa: F811
    assert (phrase, concept) in matcher(text)


@pytest.mark.django_db
@pytest.mark.parametrize("text", [
    "She took a break from dialysis last week.", "No break in therapy.", "Breakthrough pain overnight.",
    "Will break the news to the family.", "skin break down over the sacrum",
])
def test_a_break_that_is_no_fracture_names_none(matcher, text):  # noqa: F811
    assert not any("racture" in concept for _, concept in matcher(text))


@pytest.mark.django_db
@pytest.mark.parametrize("text, word", [
    ("When she fell in July, had she rebled?", "rebled"), ("Any rebleeding after the banding?", "rebleeding"),
    ("Concern for re-bleed overnight.", "re-bleed"), ("No rebleed on repeat EGD.", "rebleed"),
])
def test_a_rebleed_is_a_bleed(matcher, text, word):  # noqa: F811
    assert (word, "Bleeding") in matcher(text)


# -- the focus: an event clause anchors, a copula's predicate is asked ---------------------------------


@pytest.mark.parametrize("question, asked, event", [
    ("Did she break her hip the first time she fell?", "hip fracture", "fell"),
    ("Was he still encephalopathic when the rifaximin went on?", "encephalopathic", "rifaximin"),
    ("Was she on aspirin when she had the bleed?", "aspirin", "bleed"),
    ("What was her creatinine when the lisinopril was stopped?", "creatinine", "lisinopril"),
    ("Had she started the heparin by the time the CT was done?", "heparin", "CT"),
    ("Was he febrile the last time he got vancomycin?", "febrile", "vancomycin"),
    ("Did he have chest pain the night the troponin peaked?", "chest pain", "troponin"),
    ("When she fell in July, did she break her hip?", "hip fracture", "fell"),
    ("When he had the bleed, was he on apixaban?", "apixaban", "bleed"),
    ("By the time the cultures came back, was she on vancomycin?", "vancomycin", "cultures"),
])
def test_an_event_clause_sets_the_scene_and_anchors_the_stay(question, asked, event):
    from retrieval.conditions.focus import question_focus

    named = [(asked, 1, "Drug" if asked in ("aspirin", "heparin", "apixaban", "vancomycin") else "Condition"),
             (event, 2, "Drug" if event in ("rifaximin", "lisinopril", "vancomycin") else "Condition")]
    if asked == "hip fracture":
        start = question.index("break her hip")
        concepts = [{"concept_id": 1, "label": asked, "text": "break her hip", "domain": "Condition",
                     "start": start, "end": start + len("break her hip")}] + _concepts(question, named[1])
    else:
        concepts = _concepts(question, *named)
    focus = question_focus(question, concepts)
    assert [c["concept_id"] for c in focus.focus] == [1], focus
    assert [c["concept_id"] for c in focus.anchors] == [2], focus


@pytest.mark.parametrize("question, named, asked", [
    # no event clause: both named things are asked, as before
    ("Did she have a fall and a hip fracture?", [("fall", 2, "Condition"), ("hip fracture", 1, "Condition")], [2, 1]),
    ("Is he on aspirin and apixaban?", [("aspirin", 1, "Drug"), ("apixaban", 2, "Drug")], [1, 2]),
    # "when" asking is no event clause
    ("When did she first have a seizure?", [("seizure", 1, "Condition")], [1]),
    ("When was the first time she had a seizure?", [("seizure", 1, "Condition")], [1]),
    # "when" with no subject after it opens no clause
    ("Was he on heparin, and when?", [("heparin", 1, "Drug")], [1]),
])
def test_no_event_clause_leaves_the_asked_things_asked(question, named, asked):
    from retrieval.conditions.focus import question_focus

    focus = question_focus(question, _concepts(question, *named))
    assert [c["concept_id"] for c in focus.focus] == asked and not focus.anchors, focus


@pytest.mark.parametrize("question, named, asked", [
    ("Was the abdominal pain with her first DKA pancreatitis?",
     [("abdominal pain", 1, "Condition"), ("DKA", 2, "Condition"), ("pancreatitis", 3, "Condition")], [3]),
    ("Was the MI a STEMI?", [("MI", 1, "Condition"), ("STEMI", 3, "Condition")], [3]),
    ("Was the pneumonia MRSA?", [("pneumonia", 1, "Condition"), ("MRSA", 3, "Condition")], [3]),
    ("was the effusion an empyema?", [("effusion", 1, "Condition"), ("empyema", 3, "Condition")], [3]),
    ("Is her anemia iron deficiency anemia?", [("anemia", 1, "Condition"), ("iron deficiency anemia", 3, "Condition")],
     [3]),
    ("And was the rash on admission cellulitis?", [("rash", 1, "Condition"), ("cellulitis", 3, "Condition")], [3]),
    ("Were her seizures with the fever febrile seizures?",
     [("seizures", 1, "Condition"), ("fever", 2, "Condition"), ("febrile seizures", 3, "Condition")], [3]),
])
def test_a_copular_question_asks_about_its_predicate(question, named, asked):
    from retrieval.conditions.focus import question_focus

    if question.startswith("Is her anemia"):  # the predicate holds the subject's word: find it after the subject
        start = question.index("iron deficiency anemia")
        concepts = _concepts(question, named[0]) + [{"concept_id": 3, "label": "IDA", "text": "iron deficiency anemia",
                                                     "domain": "Condition", "start": start, "end": start + 22}]
    elif question.startswith("Were her seizures"):
        start = question.index("febrile seizures")
        concepts = _concepts(question, *named[:2]) + [{"concept_id": 3, "label": "FS", "text": "febrile seizures",
                                                       "domain": "Condition", "start": start, "end": start + 16}]
    else:
        concepts = _concepts(question, *named)
    assert [c["concept_id"] for c in question_focus(question, concepts).focus] == asked


@pytest.mark.parametrize("question, named, asked", [
    # coordinated, not predicated
    ("Is his heart failure and AKI better?", [("heart failure", 1, "Condition"), ("AKI", 2, "Condition")], [1, 2]),
    ("Were the pneumonia, the UTI resolved?", [("pneumonia", 1, "Condition"), ("UTI", 2, "Condition")], [1, 2]),
    # a cause: the effect named first is asked, as before
    ("Was the rash from the amoxicillin?", [("rash", 1, "Condition"), ("amoxicillin", 2, "Drug")], [1]),
    ("Is the hyponatremia due to the HCTZ?", [("hyponatremia", 1, "Condition"), ("HCTZ", 2, "Drug")], [1]),
    # the last concept in a scene phrase is no predicate
    ("Is her creatinine still up with the AKI?", [("creatinine", 1, "Measurement"), ("AKI", 2, "Condition")], [1]),
    # no definite subject: not a copular question about a subject
    ("Was there pneumonia or MRSA?", [("pneumonia", 1, "Condition"), ("MRSA", 2, "Condition")], [1, 2]),
])
def test_a_question_that_predicates_nothing_keeps_its_focus(question, named, asked):
    from retrieval.conditions.focus import question_focus

    assert [c["concept_id"] for c in question_focus(question, _concepts(question, *named)).focus] == asked


# -- the verdict's sentence names the asked thing --------------------------------------------------------


def _evidence(*sentences: tuple[str, str], scope=()) -> Evidence:
    passages = [Passage(f"n{i}", 0, len(text), text, 9, note_type=kind, charttime="2192-01-15", hadm_id=2, rank=i)
                for i, (text, kind) in enumerate(sentences, 1)]
    return Evidence(condition="C2b", passages=passages, scope_admissions=list(scope))


@pytest.mark.parametrize("question", [
    "Any Charcot foot when he came back in January?", "Does he have a Charcot foot?", "Charcot foot on the x-ray?",
    "Was there a diabetic foot infection?", "Any frozen shoulder?", "Did she have a trigger finger?",
])
def test_a_sentence_naming_only_the_body_part_gives_no_verdict(question):
    from retrieval.generation.extractive import extractive_answer

    answer = extractive_answer(question, _evidence(("- XR foot; arterial duplex before surgery.", "ED"),
                                                   ("Shoulder and finger exam unremarkable, right foot dressed.", "PN")))
    assert not answer.startswith(("Yes", "No")), answer


@pytest.mark.parametrize("question, named", [
    ("Any Charcot foot?", ("charcot", "foot")), ("Does she have a frozen shoulder?", ("frozen", "shoulder")),
    ("Lung nodule on the CT?", ("nodule",)), ("Any left leg swelling?", ("swelling",)),
    ("Right foot ulcer?", ("ulcer",)), ("Any foot pain?", ("pain",)), ("Left foot?", ("foot",)),
])
def test_the_words_a_verdict_needs(question, named):
    from retrieval.generation.text_reader import named_words, stem

    assert named_words(question) == tuple(stem(w) for w in named)


def test_a_sentence_naming_the_distinguishing_word_still_gives_the_verdict():
    from retrieval.generation.extractive import extractive_answer

    answer = extractive_answer("Any Charcot foot?", _evidence(
        ("IMPRESSION: Congruent midfoot without Charcot changes of the foot.", "RR")))
    assert answer.startswith("No"), answer


# -- "already … when …" asks an order -------------------------------------------------------------------


@pytest.mark.parametrize("question, events", [
    ("Had they already opened up his tibial vessels when they took the fifth toe off?",
     ("opened up his tibial vessels", "took the fifth toe off")),
    ("Was she already delirious when she went to the OR?", ("delirious", "to the OR")),
    ("Had he started heparin yet when the CT was done?", ("started heparin", "CT")),
    ("Was she already on apixaban by the time she had the bleed?", ("apixaban", "bleed")),
    ("Was the stent already in when the troponin peaked?", ("stent already in", "troponin peaked")),
])
def test_already_when_asks_whether_the_first_came_before(question, events):
    from retrieval.generation.ordering import parse_sequence

    parsed = parse_sequence(question)
    assert parsed is not None and parsed.relation == "already", parsed
    assert parsed.events[1] == events[1] and events[0].split()[0] in parsed.events[0], parsed


@pytest.mark.parametrize("question", ["Is she already on aspirin?", "Has he already had the MRI?",
                                      "Was she still on aspirin?"])
def test_already_without_an_event_is_no_order(question):
    from retrieval.generation.ordering import parse_sequence

    assert parse_sequence(question) is None


@pytest.mark.parametrize("question", [
    "Had they already opened up his vessels when they took the fifth toe off?",
    "Was she already delirious when she went to the OR?",
])
def test_an_order_the_sentences_do_not_settle_gets_no_verdict(question):
    from retrieval.generation.extractive import extractive_answer

    answer = extractive_answer(question, _evidence(("9/2: I&D right foot, open right fifth ray amputation.", "DS"),
                                                   ("Delirium noted, CAM positive, vessels patent.", "DS")))
    assert not answer.startswith(("Yes", "No")), answer


def test_already_when_is_answered_from_dated_sentences():
    from retrieval.generation.extractive import extractive_answer

    answer = extractive_answer("Was he already on heparin when the CT was done?", _evidence(
        ("Heparin drip started 3/4 at 14:00.", "PN"), ("CT chest 3/6: no PE.", "RR")))
    assert answer.startswith("Yes"), answer
    answer = extractive_answer("Was he already on heparin when the CT was done?", _evidence(
        ("Heparin drip started 3/8 at 14:00.", "PN"), ("CT chest 3/6: no PE.", "RR")))
    assert answer.startswith("No"), answer


# -- a taper's period ------------------------------------------------------------------------------------


@pytest.mark.parametrize("question, sentence, head", [
    ("Over what period was the zolpidem supposed to be weaned off?",
     "# Zolpidem: held 4/2-4/3, restarted 4/4 at 5 mg as a taper: 5 mg through 4/10, 2.5 mg 4/11-4/17, then stop.",
     "14 days (2199-04-04 through 2199-04-17"),
    ("How long was the prednisone taper?",
     "Prednisone 40 mg 1/21-1/25, then taper: 30 mg 1/26-1/28, 20 mg 1/29-1/31, 10 mg 2/1-2/3, stop.",
     "9 days (2199-01-26 through 2199-02-03"),
    ("How long did it take to wean him off the oxycodone?",
     "Oxycodone weaned over 10 days and stopped.", "10 days"),
    ("How long is the steroid taper?",
     "Hydrocortisone stress dose 1/22-1/24, then tapered over 5 days back to 15/5 mg.", "5 days"),
])
def test_a_taper_asked_is_the_tapers_period(question, sentence, head):
    from retrieval.generation.text_reader import text_duration

    evidence = Evidence(condition="C4g", passages=[Passage("n1", 0, len(sentence), sentence, 9, note_type="DS",
                                                           charttime="2199-04-09", rank=1)])
    answer = text_duration(question, evidence)
    assert answer is not None and answer.startswith(head), answer


def test_a_question_about_no_taper_keeps_the_stated_duration():
    from retrieval.generation.text_reader import text_duration

    sentence = "Ceftriaxone 2/8-2/12, then prednisone taper over 2 weeks."
    evidence = Evidence(condition="C4g", passages=[Passage("n1", 0, len(sentence), sentence, 9, note_type="DS",
                                                           charttime="2199-02-14", rank=1)])
    answer = text_duration("How long was the ceftriaxone?", evidence)
    assert answer is not None and answer.startswith("5 days"), answer


# -- a chart with two falls: the event clause picks the fall's stay --------------------------------------

SUBJECT = 7800002
STAYS = [(78000021, "2191-04-02T06:00:00", "2191-04-09T12:00:00"),
         (78000022, "2191-09-14T05:00:00", "2191-09-22T12:00:00")]
NOTES = [
    ("7800002-ED-1", 78000021, "ED", "2191-04-02T07:00:00", """ED NOTE
84F found on the floor at home after a mechanical fall, left groin pain.
XR left hip and pelvis: no hip fracture. CT pelvis: nondisplaced left superior pubic ramus fracture.
Plan: admit, pain control, PT.
"""),
    ("7800002-DS-2", 78000021, "DS", "2191-04-09T11:00:00", """DISCHARGE SUMMARY
Mechanical fall with a left pubic ramus fracture, managed without surgery; hip fracture excluded on CT.
Family history: sister broke her hip at 80.
Discharged to rehab, weight bearing as tolerated.
"""),
    ("7800002-ED-3", 78000022, "ED", "2191-09-14T06:00:00", """ED NOTE
84F fell again getting up to the bathroom, right hip pain, shortened and externally rotated right leg.
XR right hip: displaced right femoral neck fracture. Ortho consulted for hemiarthroplasty.
"""),
    ("7800002-DS-4", 78000022, "DS", "2191-09-22T11:00:00", """DISCHARGE SUMMARY
Second fall with a right femoral neck fracture, hemiarthroplasty 9/15.
Discharged to rehab.
"""),
]


@pytest.fixture(scope="module")
def falls(django_db_setup, django_db_blocker, tmp_path_factory):
    from tests.retrieval.graph_support import written_chart

    with written_chart(django_db_blocker, tmp_path_factory.mktemp("falls"), "falls", [(SUBJECT, "F", 84)],
                       {SUBJECT: STAYS}, {SUBJECT: NOTES}) as ids:
        yield ids[SUBJECT]


@pytest.mark.django_db
@pytest.mark.parametrize("question, verdict", [
    ("Did she break her hip the first time she fell?", "No"),
    ("Did she fracture her hip when she fell in April?", "No"),
    ("When she fell in April, did she break her hip?", "No"),
    ("Did she break her hip when she fell in September?", "Yes"),
    ("The second time she fell, did she break her hip?", "Yes"),
    ("Did she break her hip the last time she fell?", "Yes"),
])
def test_the_fall_the_question_names_decides_whether_the_hip_broke(falls, question, verdict):
    from tests.retrieval.test_drug_classes_and_stops import ask

    answer = ask(falls, question, SUBJECT)
    assert answer.startswith(verdict), answer
    assert "the patient does not have it" not in answer, answer  # she did, in the other stay


@pytest.mark.django_db
@pytest.mark.parametrize("question, verdict, sister", [
    # her own femoral neck fracture (a hip fracture in other words) beats her sister's broken hip
    ("Did she break her hip?", "Yes", False), ("Has she ever had a hip fracture?", "Yes", False),
    ("Any history of a broken hip?", "Yes", False),
    ("Hip fracture in the family?", "Yes", True), ("Did her sister break her hip?", "Yes", True),
])
def test_her_own_narrower_fracture_beats_a_relatives_broken_hip(falls, question, verdict, sister):
    from tests.retrieval.test_drug_classes_and_stops import ask

    answer = ask(falls, question, SUBJECT)
    assert answer.startswith(verdict), answer
    assert ("sister" in answer.lower()) is sister, answer


@pytest.mark.django_db
@pytest.mark.parametrize("question", ["Which fall broke the hip?", "Which admission was the hip fracture?"])
def test_a_question_about_her_quotes_no_relatives_sentence(falls, question):
    from tests.retrieval.test_drug_classes_and_stops import ask

    answer = ask(falls, question, SUBJECT)
    assert "sister" not in answer.lower(), answer


@pytest.mark.parametrize("question, named", [
    ("When he was on amiodarone, how was his TSH?", [("TSH", 1, "Measurement"), ("amiodarone", 2, "Drug")]),
    ("Was his TSH normal while he was on amiodarone?", [("TSH", 1, "Measurement"), ("amiodarone", 2, "Drug")]),
    ("Did she bleed when she was taking the apixaban?", [("bleed", 1, "Condition"), ("apixaban", 2, "Drug")]),
    ("Any falls while she was still on zolpidem?", [("falls", 1, "Condition"), ("zolpidem", 2, "Drug")]),
])
def test_a_clause_that_tells_a_state_sets_the_scene_but_names_no_stay(question, named):
    from retrieval.conditions.focus import question_focus

    focus = question_focus(question, _concepts(question, *named))
    assert [c["concept_id"] for c in focus.focus] == [1] and not focus.anchors, focus


@pytest.mark.parametrize("question, named", [
    ("Is the cipro something he stays on once the SBP is treated?", [("cipro", 1, "Drug"), ("SBP", 2, "Condition")]),
    ("Does the prednisone stop once the rash is gone?", [("prednisone", 1, "Drug"), ("rash", 2, "Condition")]),
    ("Can she go back on apixaban once the bleed has settled?", [("apixaban", 1, "Drug"), ("bleed", 2, "Condition")]),
])
def test_once_opens_an_event_clause(question, named):
    from retrieval.conditions.focus import question_focus

    focus = question_focus(question, _concepts(question, *named))
    assert [c["concept_id"] for c in focus.focus] == [1] and [c["concept_id"] for c in focus.anchors] == [2], focus


@pytest.mark.parametrize("question, named", [
    ("When was she allowed back on her pump after the June DKA?", ("DKA", 2, "Condition")),
    ("What was her sodium doing after the April fall?", ("fall", 2, "Condition")),
    ("Was the insulin changed after her Sept admission for DKA?", ("DKA", 2, "Condition")),
])
def test_a_month_before_a_scene_concept_keeps_it_the_scene(question, named):
    from retrieval.conditions.focus import question_focus

    focus = question_focus(question, _concepts(question, named))
    assert not focus.focus, focus


@pytest.mark.django_db
@pytest.mark.parametrize("text", ["Is the cipro something he stays on once the SBP is treated?",
                                  "Repeat tap: the SBP has cleared.", "Ceftriaxone until the SBP is treated."])
def test_sbp_that_is_treated_is_the_peritonitis(matcher, text):  # noqa: F811
    assert [c for w, c in matcher(text) if w.upper().startswith("SBP")] == ["Primary bacterial peritonitis"]


@pytest.mark.parametrize("question, named, asked", [
    ("Carvedilol got held for the SBP - was it back on by discharge?",
     [("Carvedilol", 1, "Drug"), ("SBP", 2, "Condition")], [1]),
    ("Her aspirin was held for the bleed. Is she taking it?", [("aspirin", 1, "Drug"), ("bleed", 2, "Condition")], [1]),
    ("Her lasix was held with the AKI - was it restarted?", [("lasix", 1, "Drug"), ("AKI", 2, "Condition")], [1]),
    ("The metoprolol was cut for the bradycardia; is it back to the old dose?",
     [("metoprolol", 1, "Drug"), ("bradycardia", 2, "Condition")], [1]),
])
def test_the_subject_a_question_refers_back_to_is_asked(question, named, asked):
    from retrieval.conditions.focus import question_focus

    assert [c["concept_id"] for c in question_focus(question, _concepts(question, *named)).focus] == asked


@pytest.mark.parametrize("question, anchored", [
    ("Did his Spiriva stay on after the November admission?", False),
    ("Did his lasix stay the same?", False),
    ("Did her gout flare up again?", False),
    ("Did the Eliquis stay off after the bleed?", False),
    ("During the pneumonia stay, was he on vancomycin?", True),
    ("Was the COPD stay on the ICU?", True),
])
def test_an_anchor_noun_used_as_a_verb_names_no_stay(question, anchored):
    from retrieval.conditions.focus import question_focus

    word = next(w for w in ("Spiriva", "lasix", "gout", "Eliquis", "pneumonia", "COPD") if w in question)
    focus = question_focus(question, _concepts(question, (word, 1, "Drug" if word in ("Spiriva", "lasix", "Eliquis")
                                                                     else "Condition")))
    assert bool(focus.anchors) is anchored, focus


@pytest.mark.django_db
@pytest.mark.parametrize("text, concept", [
    ("Carvedilol got held for the SBP - was it back on by discharge?", "Primary bacterial peritonitis"),
    ("Held for the SBP of 85.", "Systolic blood pressure"), ("Hold for the SBP < 100", "Systolic blood pressure"),
])
def test_sbp_after_for_the_is_read_by_what_follows(matcher, text, concept):  # noqa: F811
    assert [c for w, c in matcher(text) if w.upper().startswith("SBP")] == [concept]


# -- a held drug is off for now; a favoured diagnosis leaves the other possible ------------------------


def _about(drug: str, sentence: str, charttime: str = "2192-01-15") -> Evidence:
    concept = {"concept_id": 1, "text": drug, "label": drug, "domain": "Drug"}
    return Evidence(condition="C2b", passages=[Passage("n1", 0, len(sentence), sentence, 9, note_type="PN",
                                                       charttime=charttime, hadm_id=2, rank=1)],
                    focus=[concept], question_concepts=[concept])


@pytest.mark.parametrize("question, drug, sentence, verdict", [
    ("Is he still on lisinopril?", "lisinopril", "Lisinopril held for AKI.", "No"),
    ("Is she still taking apixaban?", "apixaban", "Apixaban on hold for the procedure.", "No"),
    ("Is he on metoprolol now?", "metoprolol", "Holding metoprolol for bradycardia.", "No"),
    ("Did he go home on lisinopril?", "lisinopril", "Lisinopril held for AKI; resume at PCP visit if Cr stable.", "No"),
    ("Is he still on lisinopril?", "lisinopril", "Lisinopril held 9/15, restarted 9/17 at 5 mg.", "Yes"),
    ("Is she still on heparin?", "heparin", "Heparin drip held overnight, then resumed this morning.", "Yes"),
    ("Is he still on lisinopril?", "lisinopril", "Lisinopril 10 mg daily, continued.", "Yes"),
])
def test_a_drug_held_is_no_yes_to_whether_it_is_taken(question, drug, sentence, verdict):
    from retrieval.generation.extractive import extractive_answer

    answer = extractive_answer(question, _about(drug, sentence))
    assert answer.startswith(verdict), answer


@pytest.mark.parametrize("sentence, term, label", [
    ("Endocarditis favoured over septic arthritis.", "septic arthritis", "Possible"),
    ("Viral favored over bacterial pneumonia.", "pneumonia", "Possible"),
    ("Septic arthritis is less likely.", "Septic arthritis", "Possible"),
    ("Less likely pneumonia; atelectasis more likely.", "pneumonia", "Possible"),
    ("Pulmonary embolism is a concern given the tachycardia.", "Pulmonary embolism", "Possible"),
    ("Cholecystitis remains a concern.", "Cholecystitis", "Possible"),
    ("Viral gastroenteritis more likely than appendicitis.", "appendicitis", "Possible"),
    # a favoured leg is no hedge on what follows the clause; a stated finding stays present
    ("She favored her left leg; no DVT.", "DVT", "Absent"),
    ("Cholecystitis is less likely; CT shows pancreatitis.", "pancreatitis", "Present"),
])
def test_a_diagnosis_weighed_against_another_is_possible(sentence, term, label):
    from retrieval.nlp.pipeline import classify_spans

    start = sentence.index(term)
    assert classify_spans(sentence, [(start, start + len(term))])[0].assertion.value == label


@pytest.mark.parametrize("counselled", [
    "Counseled: estrogen-containing pills raise clot risk.", "Risk of clot discussed at length.",
    "No clot on the duplex.", "Clot prophylaxis with enoxaparin.",
])
def test_an_event_is_timed_only_by_a_sentence_where_it_happened(counselled):
    from retrieval.generation.extractive import extractive_answer

    evidence = Evidence(condition="C2b", passages=[
        Passage("n1", 0, len(counselled), counselled, 9, note_type="PN", charttime="2195-02-18", hadm_id=1, rank=1),
        Passage("n2", 0, 60, "Started on a combined estrogen-progestin pill 4/12 at an outside clinic.", 9,
                note_type="DS", charttime="2195-06-08", hadm_id=2, rank=2),
        Passage("n3", 0, 60, "Duplex 6/3: occlusive clot in the left popliteal vein.", 9, note_type="RR",
                charttime="2195-06-03", hadm_id=2, rank=3)])
    answer = extractive_answer("Was she already on the pill when she got the clot?", evidence)
    assert answer.startswith("Yes"), answer


# -- the dose on a day of a written schedule -------------------------------------------------------------


@pytest.mark.parametrize("question, drug, sentence, charttime, head", [
    ("What amiodarone dose should he have been taking on August 30?", "amiodarone",
     "Oral amiodarone taper: 400 mg BID 8/19-8/25, 400 mg daily 8/26-9/1, then 200 mg daily from 9/2.",
     "2194-08-29", "Amiodarone: 400 mg daily on 2194-08-30"),
    ("Amiodarone dose on 9/10?", "amiodarone",
     "Amiodarone 400 mg PO BID x 7 days (through 8/25), then 400 mg daily x 7 days (8/26-9/1), then 200 mg daily.",
     "2194-08-19", "Amiodarone: 200 mg daily on 2194-09-10"),
    ("What dose of amiodarone was he on Aug 22?", "amiodarone",
     "Amiodarone 400 mg PO BID x 7 days (through 8/25), then 400 mg daily x 7 days (8/26-9/1), then 200 mg daily.",
     "2194-08-19", "Amiodarone: 400 mg PO BID on 2194-08-22"),
    ("What lorazepam dose was he on Nov 7?", "lorazepam",
     "Lorazepam taper: 2 mg q6h on 11/4, 2 mg q8h on 11/5, 1 mg q6h on 11/6, 1 mg q8h on 11/7, 1 mg q12h on 11/8, "
     "then off.", "2197-11-04", "Lorazepam: 1 mg q8h on 2197-11-07"),
    ("What prednisone dose the week of December 5?", "prednisone",
     "Prednisone 40 mg daily through 12/3, then 20 mg daily 12/4-12/10, 10 mg daily 12/11-12/17, stop 12/18.",
     "2197-11-13", "Prednisone: 20 mg daily on 2197-12-05"),
    ("Prednisone dose on January 2?", "prednisone",
     "Prednisone 20 mg daily 12/28-1/3, then 10 mg daily 1/4-1/10.", "2197-12-28", "Prednisone: 20 mg daily on 2198-01-02"),
])
def test_the_dose_on_a_day_is_the_step_of_the_schedule_that_holds_it(question, drug, sentence, charttime, head):
    from retrieval.generation.dose import dose_on_day

    evidence = _about(drug, sentence, charttime)
    answer = dose_on_day(question, evidence, evidence.focus[0])
    assert answer is not None and answer.startswith(head), answer


@pytest.mark.parametrize("question, sentence", [
    ("What amiodarone dose?", "Amiodarone 400 mg BID 8/19-8/25, then 400 mg daily 8/26-9/1."),  # no day asked
    ("Amiodarone dose on 10/30?", "Amiodarone 400 mg BID 8/19-8/25, then 400 mg daily 8/26-9/1."),  # past the schedule
    ("Amiodarone dose on 8/30?", "Amiodarone 400 mg daily."),  # no schedule
])
def test_no_step_holds_the_day_gives_no_dose_on_it(question, sentence):
    from retrieval.generation.dose import dose_on_day

    evidence = _about("amiodarone", sentence)
    assert dose_on_day(question, evidence, evidence.focus[0]) is None


# -- a schedule written as a list is read whole ---------------------------------------------------------

TAPER_SUBJECT = 7800003
TAPER_STAYS = [(78000031, "2197-11-03T06:00:00", "2197-11-10T12:00:00")]
TAPER_NOTES = [
    ("7800003-CN-1", 78000031, "CN", "2197-11-04T10:00:00", """ADDICTION MEDICINE CONSULT
CIWA 21 overnight despite lorazepam 2 mg PRN doses. Prior withdrawal seizure, jaundiced.

Recommended lorazepam taper (PO, IV if vomiting):
- 11/4: 2 mg q6h
- 11/5: 2 mg q8h
- 11/6: 1 mg q6h
- 11/7: 1 mg q8h
- 11/8: 1 mg q12h
- 11/9: 1 mg at bedtime
- 11/10: off
Plus lorazepam 1 mg q1h PRN CIWA >=10.
"""),
    ("7800003-PN-2", 78000031, "PN", "2197-11-08T09:00:00", """PROGRESS NOTE
A/P:
# Alcohol-associated hepatitis, steroid responder.
 - continue prednisolone 40 mg daily to complete 28 days (last 40 mg dose 12/3)
 - then 20 mg daily 12/4-12/10, 10 mg daily 12/11-12/17, stop 12/18
 - pantoprazole while on steroids; weekly labs
"""),
]


@pytest.fixture(scope="module")
def taper(django_db_setup, django_db_blocker, tmp_path_factory):
    from tests.retrieval.graph_support import written_chart

    with written_chart(django_db_blocker, tmp_path_factory.mktemp("taper"), "taper", [(TAPER_SUBJECT, "M", 51)],
                       {TAPER_SUBJECT: TAPER_STAYS}, {TAPER_SUBJECT: TAPER_NOTES}) as ids:
        yield ids[TAPER_SUBJECT]


@pytest.mark.django_db
@pytest.mark.parametrize("question, dose", [
    ("What lorazepam dose was he on Nov 7?", "1 mg q8h"), ("Lorazepam dose on 11/5?", "2 mg q8h"),
    ("What dose of lorazepam was scheduled for November 9?", "1 mg at bedtime"),
    ("What prednisolone dose the week of December 5?", "20 mg daily"),
    ("Prednisolone dose on Dec 12?", "10 mg daily"),
])
def test_a_schedule_written_as_a_list_gives_the_days_dose(taper, question, dose):
    from tests.retrieval.test_drug_classes_and_stops import ask

    answer = ask(taper, question, TAPER_SUBJECT)
    assert dose in answer.split("(")[0], answer


@pytest.mark.parametrize("question", [
    "Has his hep C been treated?", "Did he get treatment for the hepatitis C?", "Was the hepatitis C treated yet?",
    "Is he on therapy for the hepatitis C?", "Has the hepatitis C been treated already?",
])
def test_a_question_whether_it_was_treated_gets_no_yes_from_the_diagnosis(question):
    from retrieval.generation.extractive import extractive_answer

    concept = {"concept_id": 1, "text": "hepatitis C", "label": "Viral hepatitis C", "domain": "Condition"}
    sentence = "Discharge diagnosis: chronic hepatitis C, genotype 1a; start sofosbuvir/velpatasvir after the steroids."
    evidence = Evidence(condition="C2b", passages=[Passage("n1", 0, len(sentence), sentence, 9, note_type="DS",
                                                           charttime="2197-11-10", hadm_id=2, rank=1)],
                        focus=[concept], question_concepts=[concept])
    answer = extractive_answer(question, evidence)
    assert not answer.startswith("Yes"), answer


@pytest.mark.parametrize("question", ["Does he have hepatitis C?", "Any hepatitis C?"])
def test_a_question_whether_he_has_it_still_gets_its_yes(question):
    from retrieval.generation.extractive import extractive_answer

    concept = {"concept_id": 1, "text": "hepatitis C", "label": "Viral hepatitis C", "domain": "Condition"}
    sentence = "Discharge diagnosis: chronic hepatitis C, genotype 1a."
    evidence = Evidence(condition="C2b", passages=[Passage("n1", 0, len(sentence), sentence, 9, note_type="DS",
                                                           charttime="2197-11-10", hadm_id=2, rank=1)],
                        focus=[concept], question_concepts=[concept])
    assert extractive_answer(question, evidence).startswith("Yes")


@pytest.mark.parametrize("question, named, asked", [
    ("Was the sister's clotting disorder known to be factor V Leiden?",
     [("clotting disorder", 1, "Condition"), ("factor V Leiden", 3, "Condition")], [3]),
    ("Was her mother's cancer breast cancer?", [("cancer", 1, "Condition"), ("breast cancer", 3, "Condition")], [3]),
])
def test_a_relatives_condition_said_to_be_another_asks_the_other(question, named, asked):
    from retrieval.conditions.focus import question_focus

    if "breast cancer" in question:
        start = question.index("breast cancer")
        concepts = _concepts(question, named[0]) + [{"concept_id": 3, "label": "BC", "text": "breast cancer",
                                                     "domain": "Condition", "start": start, "end": start + 13}]
    else:
        concepts = _concepts(question, *named)
    assert [c["concept_id"] for c in question_focus(question, concepts).focus] == asked


@pytest.mark.parametrize("plan", [
    "Aspirin to be restarted 4/19 if the hemoglobin is stable.", "Plan: restart aspirin on 4/19.",
])
def test_a_plan_dates_an_act_it_plans(plan):
    from retrieval.generation.extractive import extractive_answer

    evidence = Evidence(condition="C2b", passages=[
        Passage("n1", 0, 40, "EGD 4/18: clean-based ulcer, no stigmata.", 9, note_type="PN", charttime="2192-04-18",
                hadm_id=1, rank=1),
        Passage("n2", 0, len(plan), plan, 9, note_type="PN", charttime="2192-04-18", hadm_id=1, rank=2)])
    answer = extractive_answer("Was restarting aspirin before or after the EGD?", evidence)
    assert answer.startswith("After"), answer


@pytest.mark.parametrize("question", [
    "Did his Spiriva stay on after the November admission?", "Was her lisinopril kept on after the AKI stay?",
    "Did the metoprolol stay on after the sepsis admission?", "Has the apixaban stayed on after the bleed admission?",
])
def test_a_drug_that_stays_on_after_a_stay_asks_the_discharge(question):
    from retrieval.conditions.intent import question_form

    assert "at_discharge" in question_form(question)


@pytest.mark.parametrize("question", ["Did she have a stroke, or was that her sister?",
                                      "Did he have the MI, or was it his brother?"])
def test_or_was_that_her_relative_asks_who(question):
    from retrieval.generation.extractive import _BOTH_WHO

    assert _BOTH_WHO.search(question)


def test_a_narrower_label_does_not_overrule_a_routed_current_state():
    from retrieval.conditions.base import GraphFact
    from retrieval.generation.facts import about, narrower_had

    def fact(edge, concept, assertion, group, reached=None, date="2206-07-24", via=""):
        return GraphFact(edge, concept, "x", "has_condition", assertion, "Patient", "Current", date, 1, "n", "",
                         1.0, 1.0, 0 if reached is None else 1, via, reached_from=reached, group=group)

    af = {"concept_id": 1, "label": "Atrial fibrillation", "text": "AF", "domain": "Condition"}
    evidence = Evidence(condition="C4g", facts=[fact(1, 1, "Absent", "current"),
                                                fact(2, 2, "Present", "current", reached=1)])
    assert narrower_had(evidence, af) == [] and [f.edge_id for f in about(evidence, af)] == [1]
    evidence = Evidence(condition="C4g", facts=[fact(1, 1, "Absent", ""), fact(2, 2, "Present", "", reached=1,
                                                                             via="Subsumes")])
    assert [f.edge_id for f in narrower_had(evidence, af)] == [2]


@pytest.mark.parametrize("question, drug, sentence", [
    ("Is he on insulin now?", "insulin", "Metformin was held for AKI and an insulin sliding scale was used."),
    ("Did he go home on insulin?", "insulin", "Metformin held, insulin glargine 10 units continued."),
    ("Is she still on apixaban?", "apixaban", "Lisinopril on hold; apixaban 5 mg BID continued."),
])
def test_another_drugs_hold_is_no_hold_of_the_asked_one(question, drug, sentence):
    from retrieval.generation.extractive import extractive_answer

    answer = extractive_answer(question, _about(drug, sentence))
    assert "held" not in answer.split("From the notes")[0], answer


def test_a_narrower_concept_the_question_names_is_set_apart():
    from retrieval.conditions.base import GraphFact
    from retrieval.generation.facts import narrower_had

    def fact(edge, concept, assertion, reached=None, via=""):
        return GraphFact(edge, concept, "x", "has_condition", assertion, "Patient", "Current", "2160-07-06", 1, "n",
                         "", 1.0, 1.0, 0 if reached is None else 1, via, reached_from=reached)

    uti = {"concept_id": 1, "label": "UTI", "text": "urinary tract infection", "domain": "Condition"}
    pyelo = {"concept_id": 2, "label": "Pyelonephritis", "text": "pyelonephritis", "domain": "Condition"}
    facts = [fact(1, 1, "Absent"), fact(2, 2, "Present", reached=1, via="Subsumes")]
    assert narrower_had(Evidence(condition="C4g", facts=facts, question_concepts=[uti]), uti)
    assert narrower_had(Evidence(condition="C4g", facts=facts, question_concepts=[pyelo, uti]), uti) == []
