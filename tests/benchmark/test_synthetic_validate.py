"""The synthetic cohort's coherence validator (issue 29 point 10): it catches each class of
contradiction in notes written to contain it, passes coherent notes, runs on every generated cohort
(make_cohort fails loudly naming the note) and finds nothing in the cohorts the generator writes."""

from __future__ import annotations

import json
import random

import pytest
from django.core.management import CommandError, call_command

from benchmark.synthetic import writing
from benchmark.synthetic.generate import generate_cohort
from benchmark.synthetic.notes import AdmissionLabs, cv_exam, fahrenheit, heart_rhythm, hgb_hct
from benchmark.synthetic.truth import RULE_OUTS
from benchmark.synthetic.validate import IncoherentCohort, check_note, validate_cohort
from benchmark.synthetic.vocab import load_vocabulary


def problems(text: str, gender: str = "F") -> list[tuple[str, str]]:
    found = check_note({"note_id": "N-1", "subject_id": 1, "text": text}, gender=gender)
    return [(p.kind, p.message) for p in found]


def kinds(text: str, gender: str = "F") -> set[str]:
    return {kind for kind, _ in problems(text, gender)}


# -- each class, caught -----------------------------------------------------------------------------


@pytest.mark.parametrize("line, gender", [
    ("Maternal grandmother: prostate cancer", "F"),
    ("maternal grandmother - prostate CA", "M"),
    ("Sister with prostate cancer.", "M"),
    ("Father had ovarian cancer", "F"),
    ("FHx: brother with breast cancer", "F"),
    ("Paternal uncle died of ovarian cancer at age ___", "M"),
])
def test_a_relative_with_a_condition_of_the_other_sex_is_caught(line, gender):
    found = problems(f"Family History:\n{line}\n", gender)
    assert [k for k, _ in found] == ["relative_sex"], found
    assert "a condition of" in found[0][1]


@pytest.mark.parametrize("line, gender", [
    ("Family history of atrial fibrillation in her paternal uncle", "M"),
    ("Family history of stroke in his mother", "F"),
])
def test_a_relative_called_by_the_wrong_pronoun_is_caught(line, gender):
    assert kinds(line, gender) == {"relative_sex"}


@pytest.mark.parametrize("line, gender", [
    ("- h/o prostate cancer", "F"),
    ("# BPH: continued home regimen.", "F"),
    ("- history of ovarian cancer", "M"),
])
def test_a_patient_with_a_condition_of_the_other_sex_is_caught(line, gender):
    assert kinds(line, gender) == {"patient_sex"}


@pytest.mark.parametrize("text", [
    "VS: T 98.2 HR 72 BP 120/70 RR 16 SpO2 97% RA\nCV: tachycardic, regular, no rubs\n",
    "HR: 88 (60 - 110) bpm\nHeart rhythm: ST (Sinus Tachycardia)\n",
    "VS: T 98.2 HR 84 BP 120/70\nCV: bradycardic, regular\n",
    "Tmax: 37.2 C (99.0 F)\n- Febrile overnight to 100.9, blood cultures sent x2.\n",
    "Tmax: 36.9 C (100.1 F)\n",
    "Patient afebrile this morning, T 101.2.\n",
    "- Febrile overnight to 99.1.\n",
    "- Transient hypotension to 104/62, resolved with 500 cc bolus.\n",
    "VS: RR 16\nRESP: tachypneic, using accessory muscles\n",
])
def test_vital_sign_words_that_contradict_the_numbers_are_caught(text):
    assert kinds(text) == {"vital_signs"}, problems(text)


@pytest.mark.parametrize("line", [
    "WBC 7.8 Hgb 10.0 Hct 44.0 Plt 114",
    "___ 07:45AM BLOOD WBC-17.2 RBC-3.9 Hgb-14.7 Hct-34.1 Plt Ct-171",
    "Hgb 7.0 Hct 32.4",
    "hemoglobin 12.1, hematocrit 25",
])
def test_a_haemoglobin_and_haematocrit_that_do_not_go_together_are_caught(line):
    found = problems(line)
    assert [k for k, _ in found] == ["labs"] and "3 × Hgb" in found[0][1]


@pytest.mark.parametrize("line", [
    "# NSTEMI ruled out (cultures negative).",
    "# NSTEMI was ruled out (negative CTA).",
    "# r/o PE - negative workup (troponins negative x2).",
    "# sepsis ruled out (imaging negative).",
    "# Stroke excluded (C. diff PCR negative).",
])
def test_a_rule_out_reason_that_does_not_fit_the_condition_is_caught(line):
    found = problems(line)
    assert [k for k, _ in found] == ["rule_out"] and "does not rule out" in found[0][1]


HPI = "History of Present Illness:\nMs. ___ is a ___ year old woman with CKD who presents with {stated} for 3 days. "


@pytest.mark.parametrize("text, denied", [
    # the tour's examples (issue 29 point 10)
    (HPI.format(stated="shortness of breath and palpitations") + "\n \nROS: Negative for shortness of breath, rash.\n",
     "shortness of breath"),
    (HPI.format(stated="fever and abdominal pain") + "\n \nROS: Negative for hemoptysis, HA, fevers, chest pain.\n",
     "fevers"),
    (HPI.format(stated="febrile episodes and chills") + "\n \nROS: Denies weight loss, febrile episodes.\n",
     "febrile episodes"),
    # another surface of the same finding, another cue, the chief complaint
    (HPI.format(stated="rigors") + "\n \nROS: 10-point ROS negative except as in HPI, including chills, rash.\n", "chills"),
    ("Chief Complaint:\nshortness of breath\n\n" + HPI.format(stated="fatigue") + "\n \nROS: Negative for SOB.\n", "SOB"),
    # a fever denied beside the HPI's own febrile temperature, in the ROS or in the HPI
    (HPI.format(stated="cough") + "In the ED, initial vitals were T 101.8 HR 90.\n \nROS: Negative for fevers.\n", "fevers"),
    (HPI.format(stated="cough") + "No e/o fevers. In the ED, initial vitals were T 100.9 HR 90.\n", "fevers"),
    # an admission note's Review of Systems section
    ("Chief complaint: AMS\nHistory of Present Illness:\nPresented with altered mental status.\nReview of Systems:\n"
     "Per HPI; otherwise a 10-point review of systems was negative, including confusion.\n", "confusion"),
])
def test_a_ros_that_denies_what_the_hpi_states_is_caught(text, denied):
    found = problems(text)
    assert [k for k, _ in found] == ["ros_denies_hpi"], found
    assert f"denies {denied!r}" in found[0][1]


def lab_note(narrative: str, hgb: str = "15.1") -> str:
    return (f"History of Present Illness:\nIn the ED, initial vitals were T 98.6. {narrative} Admitted.\n\n"
            f"Pertinent Results:\nADMISSION LABS:\n___ 07:45AM BLOOD WBC-6.2 RBC-3.9 Hgb-{hgb} Hct-45.0 Plt Ct-171\n"
            f"___ 07:45AM BLOOD Glucose-110 UreaN-22 Creat-0.9 Na-129 K-4.1\n\nDISCHARGE LABS:\nWBC 8.0 Hgb 9.0 Hct 27.0\n")


@pytest.mark.parametrize("narrative, cited", [
    ("Labs were notable for Hgb 7.9 (baseline 11).", "Hgb 7.9"),
    ("Labs were notable for Na 129 and Cr 1.9.", "Cr 1.9"),
    ("Labs were notable for WBC 14.2 with left shift.", "WBC 14.2"),
    ("Labs notable for glucose 245.", "glucose 245"),
])
def test_a_narrative_lab_that_is_not_the_admissions_value_is_caught(narrative, cited):
    found = problems(lab_note(narrative))
    assert [k for k, _ in found] == ["narrative_labs"], found
    assert f"cites {cited}" in found[0][1] and "admission labs record" in found[0][1]


@pytest.mark.parametrize("line", [
    "# AFClinically improved over the admission. Labs stable.",
    "# Non-ST elevation MIClinically improved over the admission.",
    "# Hepatic encephalopathyClinically improved over the admission.",
    "# pneumoniaTreated with ceftriaxone.",
])
def test_a_problem_header_run_into_the_next_sentence_is_caught(line):
    found = problems(f"ACUTE ISSUES:\n{line}\n")
    assert [k for k, _ in found] == ["line_break"], found


# -- coherent text passes ---------------------------------------------------------------------------


@pytest.mark.parametrize("text, gender", [
    ("Family History:\nFather with prostate cancer\nMother: breast cancer\nNo family history of ovarian cancer.\n", "F"),
    ("Family history of atrial fibrillation in his paternal uncle", "M"),
    ("- h/o prostate cancer\n# BPH - chronic, stable", "M"),
    ("VS: T 100.7 HR 112 BP 120/70 RR 24\nCV: tachycardic, regular, no rubs\nRESP: tachypneic\n", "F"),
    ("Tmax: 38.3 C (100.9 F)\n- Febrile overnight to 100.9, blood cultures sent x2.\nHeart rhythm: SR (Sinus Rhythm)\n", "F"),
    ("DISCHARGE EXAM:\nAfebrile, VSS.\nADMISSION EXAM:\nVS: T 101.2 HR 90\n", "M"),
    ("- Transient hypotension to 88/50, resolved with 500 cc bolus.\n", "F"),
    ("WBC 7.8 Hgb 10.0 Hct 30.4 Plt 114\nBLOOD WBC-17.2 RBC-3.9 Hgb-14.7 Hct-43.9 Plt Ct-171\n", "F"),
    ("# NSTEMI ruled out (troponins negative x2).\n# r/o PE - negative workup (negative CTA).\n", "M"),
    # HPI negatives and ROS negatives of symptoms the HPI does not state; a negation before "presents with"
    (HPI.format(stated="fever and chills").replace("with CKD", "with no significant PMH") + "Denies dysuria. In the "
     "ED, initial vitals were T 101.8.\n \nROS: Negative for shortness of breath, rash.\n", "F"),
    ("Chief Complaint:\npneumonia\n\n" + HPI.format(stated="cough") + "Rash absent.\n \nROS: Denies fevers.\n", "M"),
    ("Review of Systems:\nPer HPI; otherwise a 10-point review of systems was negative, including dysuria.\n", "F"),
    # narrative labs that are the admission's, or that the admission labs do not record
    (lab_note("Labs were notable for Na 129 and Hgb 15.1."), "F"),
    (lab_note("Labs were notable for lactate 2.8."), "F"),
    (lab_note("Labs were unremarkable."), "F"),
    # problem headers with their separators, and mixed-case problem names
    ("# AF: Clinically improved over the admission.\n# HFrEF - chronic, stable\n# EtOH withdrawal: CIWA\n"
     "# Non-ST elevation MI: Treated with heparin.\n# CODE: Full (confirmed)\n", "M"),
])
def test_coherent_notes_pass(text, gender):
    assert problems(text, gender) == []


# -- the generator's building blocks cannot write the classes ---------------------------------------


def test_every_condition_the_generator_rules_out_has_results_that_rule_it_out():
    vocab = load_vocabulary()
    assert set(RULE_OUTS) <= set(vocab.rule_out_evidence)


@pytest.mark.parametrize("seed", range(40))
def test_the_generators_vitals_and_labs_agree_with_their_words(seed):
    rng = random.Random(seed)
    hr, afib = rng.randint(40, 140), rng.random() < 0.3
    hgb, hct = hgb_hct(rng)
    tmax = rng.choice([36.9, 37.2, 37.8, 38.3])
    text = (f"HR: {hr} bpm\nHeart rhythm: {heart_rhythm(hr, afib)}\n{cv_exam(rng, hr, afib)}\n"
            f"Tmax: {tmax} C ({fahrenheit(tmax)} F)\nWBC 8.0 Hgb {hgb} Hct {hct} Plt 200\n")
    assert problems(text) == []


# -- run on every generated cohort ------------------------------------------------------------------


@pytest.fixture(scope="module")
def cohort(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cohort")
    generate_cohort(out=folder, patients=43, seed=42, questions=400)
    return folder


def test_the_generated_cohort_is_coherent_and_has_what_the_checks_read(cohort):
    assert validate_cohort(cohort) == []
    notes = [json.loads(line) for line in (cohort / "notes.jsonl").read_text(encoding="utf-8").splitlines()]
    text = "\n".join(n["text"] for n in notes)
    # the checks had material to read: relatives, vitals with words, blood counts, rule-outs
    for needle in ("Heart rhythm:", "CV: ", "Hct ", "Tmax:", "ruled out", "Family History", "ROS: ",
                   "Labs were notable for", "ADMISSION LABS:", "ACUTE ISSUES:\n# "):
        assert needle in text, needle


def test_the_templated_negatives_of_a_symptom_are_never_in_the_note_whose_history_states_it(cohort):
    """The trap (a symptom the history states and a template denies) spans two notes, never one."""
    truths = [json.loads(line) for line in (cohort / "truth.jsonl").read_text(encoding="utf-8").splitlines()]
    mentions = [m for t in truths for m in t["mentions"]]
    stated = {(m["fact_id"], m["note_id"]) for m in mentions if m["assertion"] == "present"}
    templated = [m for m in mentions if m.get("template")]
    assert templated, "the cohort has no trap left to ask about"
    for m in templated:
        assert m["section"] == "Review of Systems" and m["note_id"].split("-")[1] == "PN"
        assert (m["fact_id"], m["note_id"]) not in stated, m
        assert any(f == m["fact_id"] and n.split("-")[1] == "DS" for f, n in stated), m  # the history states it


@pytest.mark.parametrize("seed", range(40))
def test_the_narrative_cites_only_the_admission_labs_it_records(seed):
    labs = AdmissionLabs.sample(random.Random(seed))
    text = (f"History of Present Illness:\n{labs.narrative(random.Random(seed))}\n\nADMISSION LABS:\n"
            f"___ BLOOD WBC-{labs.wbc} Hgb-{labs.hgb} Hct-{labs.hct} Plt Ct-{labs.plt}\n"
            f"___ BLOOD Glucose-{labs.glucose} UreaN-{labs.bun} Creat-{labs.creat} Na-{labs.na} K-{labs.k}\n")
    assert problems(text) == []


@pytest.mark.parametrize("seed", [7, 2024])
def test_other_seeds_are_coherent_too(tmp_path, seed):
    generate_cohort(out=tmp_path, patients=43, seed=seed, questions=400)
    assert validate_cohort(tmp_path) == []


def test_an_incoherent_chart_fails_the_cohort_and_make_cohort_names_the_note(tmp_path, monkeypatch):
    real = writing.ChartWriter

    class Contradicting(real):
        def labs(self):
            return "WBC 7.8 Hgb 10.0 Hct 44.0 Plt 114\n"

    monkeypatch.setattr(writing, "ChartWriter", Contradicting)
    with pytest.raises(IncoherentCohort) as error:
        generate_cohort(out=tmp_path / "direct", patients=2, seed=3, questions=10)
    assert "labs: Hgb 10.0 with Hct 44.0" in str(error.value) and "-PN-" in str(error.value)
    assert not (tmp_path / "direct" / "notes.jsonl").exists()  # nothing half-written is kept
    with pytest.raises(CommandError, match=r"(?s)contradict themselves.*\d+-(PN|CN|DS)-\d+: labs: Hgb 10.0 with Hct 44.0"):
        call_command("make_cohort", "--patients", "2", "--questions", "10", "--seed", "3",
                     "--out", str(tmp_path / "cmd"), "--no-progress")
