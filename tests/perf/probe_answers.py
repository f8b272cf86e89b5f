#!/usr/bin/env python
"""Answer a frozen probe of free-standing questions (``docs/examples/probe1/questions.jsonl``: pid,
subject_id, kind, question, reference, notes) with one condition and the offline reader, on the
charts of the hand-written sets it was written for, and write the answers as JSON. The questions
carry no admission ids: the reader must find the asked stay from the words, as in the explorer.

    .venv/bin/python tests/perf/probe_answers.py --out answers.json [--condition C4g]
        [--probe docs/examples/probe1/questions.jsonl] [--sets handwritten,handwritten5]

On a fresh SQLite database and var folder: the vocabulary subset, each set imported and its graphs
built; then each probe question is answered for the patient it names. Not a test: the answers go to
a blinded judge (docs/examples/probe1/README.md), and the judge's verdicts to docs/conditions.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_conditions import scratch_site  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--probe", default=str(ROOT / "docs" / "examples" / "probe1" / "questions.jsonl"))
    parser.add_argument("--sets", default="handwritten,handwritten5")
    parser.add_argument("--condition", default="C4g")
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    work, env, manage = scratch_site("probe")
    manage("migrate", "-v", "0")
    manage("load_vocabulary_subset")
    for name in args.sets.split(","):
        manage("import_corpus", str(ROOT / "docs" / "examples" / name), "--dataset", name)
        manage("build_kg", "--dataset", name, "--no-progress")

    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from retrieval.answering import answer
    from retrieval.conditions import QuestionContext
    from retrieval.models import Patient

    answers = []
    for line in Path(args.probe).read_text(encoding="utf-8").splitlines():
        item = json.loads(line)
        patient = Patient.objects.get(subject_id=item["subject_id"])
        ctx = QuestionContext(patient_id=patient.pk, subject_id=item["subject_id"], question=item["question"],
                              qid=item["pid"])
        answers.append({**item, "answer": answer(ctx, condition_id=args.condition, model="extractive").answer})
    Path(args.out).write_text(json.dumps(answers, indent=1) + "\n", encoding="utf-8")
    print(f"{len(answers)} answers written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
