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
from benchmark.synthetic.notes import cv_exam, fahrenheit, heart_rhythm, hgb_hct
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
    for needle in ("Heart rhythm:", "CV: ", "Hct ", "Tmax:", "ruled out", "Family History"):
        assert needle in text, needle


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
