"""Issue 29 point 10: ambiguous abbreviations read by their context ("SpO2 97% on RA" is room air,
not rheumatoid arthritis) and section titles from real note layouts (an EGD under "Major Surgical
or Invasive Procedure:" is not in the chief complaint). Rules: ``retrieval/nlp/rules/
abbreviations.json`` and the "headers" of ``sections.json``. Each class in many phrasings."""

from __future__ import annotations

import json

import pytest

from retrieval.nlp.pipeline import Term, TermMatcher, _section_at, find_and_classify, get_pipeline
from retrieval.nlp.rules import RuleFileError, load_abbreviations

RHEUMATOID, EMBOLISM, PARKINSON, ARTERIAL, ROOM_AIR = 80809, 440417, 381270, 321052, 9
TERMS = [Term("RA", RHEUMATOID, "Condition"), Term("rheumatoid arthritis", RHEUMATOID, "Condition"),
         Term("PE", EMBOLISM, "Condition"), Term("pulmonary embolism", EMBOLISM, "Condition"),
         Term("PD", PARKINSON, "Condition"), Term("PAD", ARTERIAL, "Condition"),
         Term("methotrexate", 1, "Drug")]


@pytest.fixture(scope="module")
def matcher():
    return TermMatcher(TERMS)


def concepts(matcher: TermMatcher, text: str) -> list[tuple[str, int]]:
    return [(text[s:e], term.concept_id) for s, e, term in matcher.find(text)]


# -- RA: room air / right atrium / rheumatoid arthritis --------------------------------------------


@pytest.mark.parametrize("text", [
    "sat 94% RA",
    "SpO2 97% on RA",
    "SpO2 97 % on RA.",
    "97%RA",
    "satting well on RA",
    "Sats 95% RA at rest, 91% with ambulation",
    "O2 sat 92-95% RA",
    "Vitals: T 98.1 HR 80 BP 120/70 RR 16 SpO2 95% RA",
    "Pulse ox 96% on RA this morning",
    "RA sat 96%",
    "on RA, 98%",
    "RA 97%",
    "weaned to RA on hospital day 2",
    "transitioned off nasal cannula to RA",
    "remains comfortable on RA",
    "Off O2, on RA since yesterday",
    "saturating in the mid 90s on RA",
    "RA ABG 7.38/42/78",
])
def test_ra_after_a_saturation_or_an_oxygen_setting_is_room_air_not_a_diagnosis(matcher, text):
    assert (("RA", RHEUMATOID) not in concepts(matcher, text)), text


@pytest.mark.parametrize("text", [
    "Echo: dilated RA and RV",
    "RA pressure 15 mmHg on right heart cath",
    "LA/RA normal in size",
    "moderately enlarged RA",
    "RA and LA are dilated",
])
def test_ra_among_the_heart_chambers_is_the_right_atrium(matcher, text):
    assert ("RA", RHEUMATOID) not in concepts(matcher, text), text


@pytest.mark.parametrize("text", [
    "h/o RA on methotrexate",
    "rheumatoid arthritis (RA)",
    "RA flare, started prednisone",
    "seropositive RA, on MTX",
    "PMH: HTN, RA, DM2",
    "RA: continue prednisone 5 mg daily",
    "started on RA meds by rheumatology",
    "known RA with hand deformities",
    "SpO2 97% on RA. History of RA on methotrexate.",
])
def test_ra_as_a_diagnosis_stays_rheumatoid_arthritis(matcher, text):
    assert ("RA", RHEUMATOID) in concepts(matcher, text), text


def test_both_senses_in_one_note_are_read_each_by_its_own_context(matcher):
    text = "Vitals: SpO2 97% on RA.\nPMH: RA on methotrexate, HTN."
    found = concepts(matcher, text)
    assert found.count(("RA", RHEUMATOID)) == 1
    (start, end, _), = [f for f in matcher.find(text) if f[2].concept_id == RHEUMATOID]
    assert start == text.index("RA on methotrexate")


# -- PE: physical exam / pulmonary embolism; PD: peritoneal dialysis / Parkinson's -----------------


@pytest.mark.parametrize("text", [
    "PE: afebrile, lungs clear to auscultation",
    "PE:\nGen: NAD",
    "On PE, lungs clear bilaterally",
    "PE notable for bibasilar crackles",
    "PE unremarkable",
    "admission PE was notable for a distended abdomen",
])
def test_pe_introducing_an_examination_is_the_physical_exam(matcher, text):
    assert ("PE", EMBOLISM) not in concepts(matcher, text), text


@pytest.mark.parametrize("text", [
    "CTA positive for PE",
    "r/o PE",
    "# PE: continue heparin drip",
    "submassive PE with RV strain",
    "PE on apixaban",
])
def test_pe_as_a_diagnosis_stays_pulmonary_embolism(matcher, text):
    assert ("PE", EMBOLISM) in concepts(matcher, text), text


@pytest.mark.parametrize("text, parkinson", [
    ("ESRD on PD", False),
    ("PD catheter exit site clean", False),
    ("nightly PD with 4 exchanges", False),
    ("ESRD, on nightly PD via cycler", False),
    ("PD peritonitis treated with intraperitoneal vancomycin", False),
    ("h/o PD on carbidopa-levodopa", True),
    ("Parkinson's disease (PD) with resting tremor", True),
    ("advanced PD, falls at home", True),
])
def test_pd_for_dialysis_is_not_parkinsons_disease(matcher, text, parkinson):
    assert (("PD", PARKINSON) in concepts(matcher, text)) == parkinson, text


@pytest.mark.parametrize("text, arterial", [
    ("heating pad to the lower back", False),
    ("abdominal pad dressing changed", False),
    ("PAD s/p left SFA stent", True),
    ("h/o PAD and CAD", True),
])
def test_a_case_sensitive_abbreviation_names_its_concept_only_in_capitals(matcher, text, arterial):
    assert bool([c for c in concepts(matcher, text) if c[1] == ARTERIAL]) == arterial, text


def test_the_graph_reads_no_rheumatoid_arthritis_from_a_vital_signs_line(matcher):
    note = ("Vitals: T 98.4 HR 76 BP 128/74 RR 16 SpO2 97% on RA\n"
            "Past Medical History:\nHypertension. Rheumatoid arthritis on methotrexate.\n")
    mentions = [m for m in find_and_classify(note, matcher) if m.concept_id == RHEUMATOID]
    assert [m.annotation.text for m in mentions] == ["Rheumatoid arthritis"]


# -- the rule file ---------------------------------------------------------------------------------


def test_every_shipped_sense_has_contexts_that_compile():
    rules = load_abbreviations()
    assert {"ra", "pe", "pd"} <= set(rules)
    assert all(sense for rule in rules.values() for sense, _, _ in rule.contexts)


@pytest.mark.parametrize("bad, message", [
    ({"RA": {"senses": [{"sense": "room air", "contexts": [{"before": "(unclosed"}]}]}}, "not a regular expression"),
    ({"RA": {"senses": [{"sense": "room air", "contexts": [{}]}]}}, "needs 'before', 'after' or both"),
    ({"RA": {"senses": [{"sense": "room air", "contexts": []}]}}, "contexts"),
    ({"RA": {"senses": []}, "ra": {"senses": []}}, "listed twice"),
    ({"RA": {"sences": []}}, "sences"),
])
def test_a_bad_abbreviation_file_is_refused_naming_the_file_and_field(tmp_path, bad, message):
    path = tmp_path / "abbreviations.json"
    path.write_text(json.dumps({"version": "t", "abbreviations": bad}), encoding="utf-8")
    with pytest.raises(RuleFileError) as error:
        load_abbreviations.__wrapped__(path)
    assert "abbreviations.json" in str(error.value) and message in str(error.value)


# -- section titles from real note layouts --------------------------------------------------------


def sections_of(text: str, words: list[str]) -> dict[str, str | None]:
    doc = get_pipeline()(text)
    return {t.text: _section_at(doc, t.i) for t in doc if t.text in words}


MIMIC = """Name:  ___                     Unit No:   ___
Service: MEDICINE
Allergies:
Penicillins
Attending: ___.
Chief Complaint:
melena
Major Surgical or Invasive Procedure:
EGD with clipping of a duodenal ulcer
History of Present Illness:
64M with a GI bleed
"""

CAPS = """CHIEF COMPLAINT
melena
MAJOR SURGICAL OR INVASIVE PROCEDURE
EGD with clipping
HISTORY OF PRESENT ILLNESS
GI bleed
ALLERGIES
Penicillins
"""

SPACED = """Chief  Complaint:   melena

Major Surgical  or Invasive
Procedure:  EGD

HPI:  GI bleed
"""

INLINE = "CC: melena. Procedures: EGD with clipping. HPI: GI bleed."

TITLE_CASE_NO_COLON = """Chief Complaint
melena
Procedures
EGD with clipping
History of Present Illness
GI bleed
"""


@pytest.mark.parametrize("layout", [MIMIC, CAPS, SPACED, INLINE, TITLE_CASE_NO_COLON],
                         ids=["mimic", "caps-no-colons", "extra-whitespace", "inline", "title-case-no-colons"])
def test_a_procedure_title_after_the_chief_complaint_starts_its_own_section(layout):
    found = sections_of(layout, ["melena", "EGD", "GI"])
    assert found["melena"] == "chief_complaint"
    assert found["EGD"] == "procedures"
    assert found["GI"] == "history_of_present_illness"


def test_mimic_allergies_and_attending_lines_are_sections_of_their_own():
    found = sections_of(MIMIC, ["Penicillins", "melena"])
    assert found["Penicillins"] in {"allergy", "allergies"}
    assert found["melena"] == "chief_complaint"


@pytest.mark.parametrize("sentence, word", [
    ("He reports seasonal allergies and a rash; EGD planned.", "EGD"),
    ("GI consult placed for EGD tomorrow.", "EGD"),
    ("Vital signs were stable overnight before the EGD.", "EGD"),
    ("Plan is for EGD in the morning.", "EGD"),
])
def test_a_title_word_inside_a_sentence_starts_no_section(sentence, word):
    note = "Chief Complaint:\nmelena\n" + sentence + "\n"
    assert sections_of(note, [word])[word] == "chief_complaint"


@pytest.mark.parametrize("layout", [
    "Review of Systems:\nno chest pain\n",
    "REVIEW OF SYSTEMS\nno chest pain\n",
    "ROS: no chest pain\n",
])
def test_review_of_systems_layouts(layout):
    assert sections_of("Chief Complaint:\nmelena\n" + layout, ["chest"])["chest"] == "review_of_systems"


# -- end to end, with the shipped vocabulary -------------------------------------------------------


@pytest.mark.django_db
def test_with_the_shipped_vocabulary_a_vitals_line_names_no_rheumatoid_arthritis_and_the_egd_is_a_procedure():
    from retrieval.vocabulary import normalize
    from retrieval.vocabulary.matcher import clear_matcher_cache, default_matcher
    from retrieval.vocabulary.services import vocabulary_load_subset

    vocabulary_load_subset()
    normalize.clear_cache()
    clear_matcher_cache()
    try:
        note = MIMIC + ("Physical Exam:\nVS: T 98.4 HR 76 BP 128/74 RR 16 SpO2 97% on RA\n"
                        "Past Medical History:\n- rheumatoid arthritis (RA) on methotrexate\n")
        mentions = find_and_classify(note, default_matcher())
        rheumatoid = [m.annotation for m in mentions if m.concept_id == RHEUMATOID]
        assert sorted(a.text for a in rheumatoid) == ["RA", "rheumatoid arthritis"]
        assert all(a.start > note.index("Past Medical History") for a in rheumatoid)
        egd = [m.annotation for m in mentions if m.annotation.text == "EGD"]
        assert egd and all(a.section == "procedures" for a in egd)
    finally:
        normalize.clear_cache()
        clear_matcher_cache()
