"""The classifier scored on the synthetic cohort's own mention truth (issue 4's floor)."""

import json

from django.core.management import call_command

from benchmark.synthetic.generate import generate_cohort


def test_the_classifier_meets_the_floor_on_cohort_mentions(tmp_path, capsys):
    generate_cohort(out=tmp_path / "cohort", patients=6, seed=21, questions=54)
    call_command("export_mention_gold", str(tmp_path / "cohort"), str(tmp_path / "gold.jsonl"))
    call_command("annotate", str(tmp_path / "gold.jsonl"), str(tmp_path / "pred.jsonl"))
    capsys.readouterr()
    call_command("eval_assertions", str(tmp_path / "gold.jsonl"), str(tmp_path / "pred.jsonl"), "--json")
    report = json.loads(capsys.readouterr().out)
    negation = next(c for c in report["per_class"] if c["label"] == "Absent")
    assert report["n"] > 1000
    assert report["macro_f1"] >= 0.95 and negation["f1"] >= 0.97
    for field in ("experiencer", "temporality"):
        call_command("eval_assertions", str(tmp_path / "gold.jsonl"), str(tmp_path / "pred.jsonl"),
                     "--field", field, "--json")
        assert json.loads(capsys.readouterr().out)["accuracy"] >= 0.9, field
