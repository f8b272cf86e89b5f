"""manage.py make_cohort: writes the folder, --load imports it, and loading again changes nothing."""

import json

import pytest
from django.core.management import CommandError, call_command

from benchmark.models import Question, ReferenceAnswer, ReferenceRelease, TaskGold
from benchmark.releases import default_reference_version
from benchmark.synthetic.generate import generate_cohort
from benchmark.synthetic.plan import plan_slots
from retrieval.models import Admission, Dataset, Note, Patient

pytestmark = pytest.mark.django_db


def test_it_writes_and_loads_a_cohort_idempotently(tmp_path, capsys):
    out = tmp_path / "cohort"
    call_command("make_cohort", "--patients", "6", "--questions", "54", "--seed", "5", "--out", str(out),
                 "--load", "--dataset", "synth-small", "--no-progress")
    first = capsys.readouterr().out
    assert "Loaded dataset 'synth-small'" in first
    # the generated versions are fixed by the seed: released at creation, v3 (exact truth) the default
    assert "synth-small: released v1, v2, v3; default reference v3" in first
    dataset = Dataset.objects.get(name="synth-small")
    assert default_reference_version(dataset) == "v3"
    assert sorted(ReferenceRelease.objects.filter(dataset=dataset).values_list("label", flat=True)) == ["v1", "v2", "v3"]
    counts = (Patient.objects.filter(dataset=dataset).count(), Note.objects.filter(dataset=dataset).count(),
              Question.objects.filter(dataset=dataset).count(),
              ReferenceAnswer.objects.filter(question__dataset=dataset).count(),
              TaskGold.objects.filter(item__dataset=dataset).count())
    admissions = Admission.objects.filter(dataset=dataset).count()
    assert counts[0] == 6 and counts[2] == 54 and counts[3] == 162 and counts[4] == 3 * admissions
    call_command("make_cohort", "--patients", "6", "--questions", "54", "--seed", "5", "--out", str(out),
                 "--load", "--dataset", "synth-small", "--no-progress")
    again = capsys.readouterr().out
    assert "notes: 0 new" in again and "references: 0 new" in again
    assert "synth-small: released nothing new; default reference v3" in again


def test_it_rejects_impossible_requests(tmp_path):
    with pytest.raises(CommandError, match="--patients must be at least 1"):
        call_command("make_cohort", "--patients", "0", "--out", str(tmp_path), "--no-progress")
    with pytest.raises(CommandError, match=r"1 patients cannot support this many \w+ questions"):
        call_command("make_cohort", "--patients", "1", "--questions", "400", "--out", str(tmp_path), "--no-progress")


def test_identifiers_stay_unique_in_a_large_cohort(tmp_path):
    generate_cohort(out=tmp_path, patients=300, seed=11, questions=0)
    admissions = [json.loads(line) for line in (tmp_path / "admissions.jsonl").read_text().splitlines()]
    assert len({a["hadm_id"] for a in admissions}) == len(admissions)
    patients = [json.loads(line)["subject_id"] for line in (tmp_path / "patients.jsonl").read_text().splitlines()]
    assert len(set(patients)) == 300
    notes = [json.loads(line)["note_id"] for line in (tmp_path / "notes.jsonl").read_text().splitlines()]
    assert len(set(notes)) == len(notes)


def test_the_plan_scales_question_counts_with_the_papers_proportions():
    slots = plan_slots(patients=100, questions=800, seed=1)
    from collections import Counter

    counts = Counter(s.category for s in slots)
    assert counts["negation"] == 220 and counts["conditional"] == 40 and sum(counts.values()) == 800
