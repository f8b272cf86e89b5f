"""Yes/no questions asked the way physicians write them in a hurry, answered from note sentences
(no database): the verb left out ("hyponatremic again at the second admission?"), a result not
back yet ("gene panel back before she left?"), a two-letter abbreviation as the asked thing ("PE
on the CTA?"), a discharge frame ("he going home on Lokelma?"), a question whether something
ended ("H. pylori — still there?", "the pneumonia — gone?") and one about certainty ("definitely
diverticular?"). A mention alone never gives a "Yes" to the wrong proposition.
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, Passage
from retrieval.generation.extractive import extractive_answer
from retrieval.generation.text_reader import conclusion, head_word, yes_no


def passage(text, *, note_type="DS", charttime="2201-08-09", hadm_id=2, note_id="n1"):
    return Passage(note_id, 0, len(text), text, 10, note_type=note_type, charttime=charttime, hadm_id=hadm_id, rank=1)


def answer(question, *passages, scope=()):
    return extractive_answer(question, Evidence(condition="C2b", passages=list(passages),
                                                scope_admissions=list(scope)))


@pytest.mark.parametrize("question", [
    "Hyponatremic again at the second admission?",
    "Gene panel back before she left in Feb?",
    "Surveillance cultures from 11/27 negative?",
    "He going home on Lokelma?",
    "PE on the post-op CTA?",
    "Still smoking?",
    "Febrile overnight?",
    "Any seizures since?",
])
def test_a_question_without_its_verb_asks_yes_or_no(question):
    assert yes_no(question)


@pytest.mark.parametrize("question", [
    "Septic toe or gout?",
    "Spironolactone: held, restarted, cut — when?",
    "Gene test, MRI, ICD — order?",
    "Apixaban timeline?",
    "Meds in vs out in July?",
    "Plan for the anticoagulation after discharge?",
    "Metformin dose?",
    "Tell me about the bleed.",
])
def test_a_terse_question_that_asks_something_else_is_not_yes_or_no(question):
    assert not yes_no(question)


@pytest.mark.parametrize("question, head", [
    ("PE on the post-op CTA?", "pe"),
    ("Any MI before this?", "mi"),
    ("He going home on Lokelma?", "lokelma"),
    ("Was she discharged with a Foley?", "foley"),
    ("Sent home on apixaban?", "apixaban"),
    ("Gene panel back before she left in Feb?", "panel"),
    ("Biopsy results ready?", "result"),
    ("Did the bubble study show a PFO?", "pfo"),
    ("Any fever at home?", "fever"),
])
def test_the_asked_thing_is_the_head_not_the_frame(question, head):
    assert head_word(question) == head


@pytest.mark.parametrize("question, sentence, expected", [
    ("Gene panel back before she left in Feb?", "Cardiomyopathy gene panel sent 2/12, pending at discharge.",
     "No, not by then"),
    ("Was the biopsy back before discharge?", "Liver biopsy done 3/4; pathology pending at discharge.",
     "No, not by then"),
    ("Surveillance cultures from 11/27 negative?", "Surveillance blood culture 11/27: pending at discharge.",
     "Not known then"),
    ("Did the repeat cultures grow anything?", "Repeat blood cultures x2 from 5/3 are still pending.",
     "Not known then"),
    ("Did the echo show a thrombus?", "Echo still awaited at the time of this note, to rule out LV thrombus.",
     "Not known then"),
])
def test_a_result_still_pending_is_not_a_yes(question, sentence, expected):
    assert conclusion(question, sentence).startswith(expected)


@pytest.mark.parametrize("question, sentence, expected", [
    ("H. pylori — still there by June?", "H. pylori ulcer: eradication was confirmed by a negative stool antigen.",
     "No, not anymore"),
    ("Still on ibuprofen?", "Ibuprofen was stopped and she was told to use acetaminophen.", "No, not anymore"),
    ("Does he still have the PICC?", "PICC removed 6/20 after the course was completed.", "No, not anymore"),
    ("Still on azithro?", "Azithromycin 500 mg then 250 mg daily; azithromycin course finished 12/5.", "No, not anymore"),
    ("Is she still taking the prednisone?", "Prednisone 40 mg daily x5 days, completed 12/5.", "No, not anymore"),
    ("Is she still on apixaban?", "She was transitioned to apixaban on 11/3, when the heparin drip was stopped.",
     "Yes."),
])
def test_still_asks_whether_the_thing_itself_ended(question, sentence, expected):
    assert conclusion(question, sentence).startswith(expected)


@pytest.mark.parametrize("question, sentence, expected", [
    ("The LLL pneumonia — gone on the September film?", "Will get a chest film given his history (r/o pneumonia).", ""),
    ("Pneumonia resolved by discharge?", "Pneumonia, on day 4 of ceftriaxone.", ""),
    ("Has the cellulitis cleared?", "Cellulitis resolved after 7 days of cefalexin.", "Yes, it had ended"),
    ("AKI gone by discharge?", "AKI: resolved, creatinine back to 0.9.", "Yes, it had ended"),
])
def test_a_question_whether_it_ended_gets_no_yes_from_a_mention(question, sentence, expected):
    got = conclusion(question, sentence)
    assert got.startswith(expected) if expected else got == ""


@pytest.mark.parametrize("question, sentence, verdict", [
    ("June bleed definitely diverticular?", "Now a diverticular bleed in June, on apixaban.", ""),
    ("Was the ulcer actually H. pylori?", "Duodenal ulcer, H. pylori gastritis on biopsy.", ""),
    ("Was the gout confirmed?", "Acute gout flare of the left first MTP joint, crystal-proven.", "Yes."),
    ("Definitely a PE?", "CTA confirmed a segmental PE in the right lower lobe.", "Yes."),
])
def test_a_question_about_certainty_gets_no_yes_from_a_mention(question, sentence, verdict):
    assert conclusion(question, sentence) == verdict


def test_the_asked_admissions_sentence_gives_the_verdict():
    later = passage("Gene panel back in April: pathogenic MYBPC3 variant.", hadm_id=2, note_id="ed2",
                    charttime="2206-07-20")
    asked = passage("Cardiomyopathy gene panel sent 2/12, pending at discharge.", hadm_id=1, note_id="ds1",
                    charttime="2206-02-13")
    got = answer("Gene panel back before she left in Feb?", later, asked, scope=[1])
    assert got.startswith("No, not by then"), got
    assert "ds1" in got


def test_a_frame_word_in_a_sentence_is_no_verdict_about_the_asked_drug():
    got = answer("He going home on Lokelma?", passage("Home"), passage("# Dispo: home 8/9."))
    assert not got.startswith(("Yes", "No")), got


def test_a_study_named_in_a_header_is_no_verdict_about_the_finding():
    for question in ("PE on the post-op CTA?", "Any PE on the CTA?", "Was there a PE on the CTA?"):
        got = answer(question, passage("EXAMINATION: CTA CHEST", note_type="RR"))
        assert not got.startswith(("Yes", "No", "Possibly")), got
