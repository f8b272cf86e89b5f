"""manage.py calibration_key --study ID --question QID --key key.json

Records the expected answer of one calibration item (shown to each rater after they submit it).
The file: {"arms": {"1": {"correctness": "correct", ...}, "2": {...}}, "item": {"preference": "arm:1"},
"note": "why"} — answer dimensions by arm position, as in docs/adjudication.md.
"""

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from adjudication.rating import set_calibration_key
from adjudication.rubric import RatingError


class Command(BaseCommand):
    help = "Record a calibration item's expected answer (its key), checked against the study's rubric."

    def add_arguments(self, parser):
        parser.add_argument("--study", type=int, required=True)
        parser.add_argument("--question", required=True, metavar="QID", help="the calibration item's question id")
        parser.add_argument("--key", required=True, type=Path, help="a JSON file with the expected values")

    def handle(self, *args, **o):
        try:
            key = json.loads(o["key"].read_text(encoding="utf-8"))
        except OSError as exc:
            raise CommandError(f"{o['key']}: cannot be read ({exc.strerror})") from None
        except json.JSONDecodeError as exc:
            raise CommandError(f"{o['key']}: not JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from None
        try:
            item = set_calibration_key(o["study"], o["question"], key)
        except RatingError as exc:
            raise CommandError(f"{o['key']}: {exc}") from None
        self.stdout.write(f"study {o['study']}: calibration key recorded for {o['question']} (item {item.pk})")
