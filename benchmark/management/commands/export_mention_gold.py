"""manage.py export_mention_gold COHORT OUT — the synthetic cohort's mention truth as annotate input.

Each recorded mention becomes one row: the sentence around it (split at line breaks and sentence
ends), the concept with its offsets in that sentence, the section title, and the gold assertion,
experiencer and temporality. Template mentions (a templated ROS line) are kept: what they say
locally is their gold.
"""

import json
import re
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

LABELS = {"present": "Present", "absent": "Absent", "possible": "Possible", "conditional": "Conditional",
          "hypothetical": "Hypothetical", "family_history": "Family_History", "historical": "Historical"}
BOUNDARY = re.compile(r"\n|(?<=[.!?])\s+(?=[A-Z#\[])")


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    left = 0
    for match in BOUNDARY.finditer(text, 0, start):
        left = match.end()
    match = BOUNDARY.search(text, end)
    return left, match.start() if match else len(text)


class Command(BaseCommand):
    help = "Write the cohort's mention truth (truth.jsonl + notes.jsonl) as JSONL rows for annotate/eval_assertions."

    def add_arguments(self, parser):
        parser.add_argument("cohort", type=Path, help="a make_cohort output folder")
        parser.add_argument("output", type=Path)

    def handle(self, *args, cohort: Path, output: Path, **options):
        if not (cohort / "truth.jsonl").is_file() or not (cohort / "notes.jsonl").is_file():
            raise CommandError(f"{cohort}: expected truth.jsonl and notes.jsonl (a make_cohort folder)")
        notes = {}
        with open(cohort / "notes.jsonl", encoding="utf-8") as handle:
            for line in handle:
                note = json.loads(line)
                notes[note["note_id"]] = note["text"]
        rows = 0
        with open(cohort / "truth.jsonl", encoding="utf-8") as truth, open(output, "w", encoding="utf-8") as out:
            for line in truth:
                for m in json.loads(line)["mentions"]:
                    text = notes[m["note_id"]]
                    span = text[m["start"]:m["end"]]
                    offset = span.lower().find(m["surface"].lower())
                    start = m["start"] + offset
                    end = start + len(m["surface"])
                    left, right = sentence_around(text, start, end)
                    out.write(json.dumps({
                        "sentence": text[left:right], "concept": text[start:end], "start": start - left,
                        "end": end - left, "section": m["section"], "note_id": m["note_id"],
                        "assertion": LABELS[m["assertion"]], "experiencer": m["experiencer"].capitalize(),
                        "temporality": m["temporality"].capitalize(),
                    }) + "\n")
                    rows += 1
        self.stdout.write(self.style.SUCCESS(f"Wrote {rows} mention rows to {output}"))
