"""manage.py export_predictions RUN_ID... --out FILE — a run's predictions as JSON Lines."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.exporters import predictions_export
from benchmark.runs.service import RunError, runs_by_ids


class Command(BaseCommand):
    help = ("Write the predictions of runs as JSON Lines: qid, condition, model, answer, evidence tokens, latency, "
            "error (and run id, intent, token counts). --with-prompts adds prompts and evidence (they contain "
            "note text: not for exports that leave the building).")

    def add_arguments(self, parser):
        parser.add_argument("run_ids", nargs="+", type=int, metavar="RUN_ID")
        parser.add_argument("--out", required=True, help="output file (.jsonl); '-' for standard output")
        parser.add_argument("--with-prompts", action="store_true",
                            help="include the prompt and the structured evidence of each prediction")

    def handle(self, *args, run_ids, out, with_prompts, **options):
        try:
            runs = runs_by_ids(run_ids)
        except RunError as exc:
            raise CommandError(str(exc)) from None
        if out == "-":
            count = predictions_export(runs=runs, handle=self.stdout._out, with_prompts=with_prompts)
        else:
            with open(out, "w", encoding="utf-8") as handle:
                count = predictions_export(runs=runs, handle=handle, with_prompts=with_prompts)
            self.stderr.write(f"wrote {count} prediction(s) of {len(runs)} run(s) to {out}")
