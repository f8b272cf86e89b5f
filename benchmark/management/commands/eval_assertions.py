"""manage.py eval_assertions GOLD PRED — score assertion labels (P/R/F1, accuracy + Wilson CI, κ)."""

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.assertion_eval import format_report, score_labels
from retrieval.corpus.records import CorpusFormatError
from retrieval.nlp.annotate import read_rows


class Command(BaseCommand):
    help = ("Compare PRED (annotate's output) with GOLD row by row (same order) on one field and print "
            "per-class precision/recall/F1, accuracy with a Wilson 95% CI, Cohen's kappa and the confusion matrix.")

    def add_arguments(self, parser):
        parser.add_argument("gold", type=Path)
        parser.add_argument("pred", type=Path)
        parser.add_argument("--field", default="assertion", help="assertion (default), experiencer or temporality")
        parser.add_argument("--gold-field", default=None, help="the gold file's field name, if different")
        parser.add_argument("--json", action="store_true", help="print the report as JSON")

    def handle(self, *args, gold, pred, field, gold_field, json: bool, **options):
        try:
            gold_rows = [row for _, row in read_rows(gold)]
            pred_rows = [row for _, row in read_rows(pred)]
            report = score_labels([r.get(gold_field or field) for r in gold_rows],
                                  [r.get(field) for r in pred_rows], field=field)
        except (CorpusFormatError, ValueError, OSError) as exc:
            raise CommandError(str(exc)) from None
        if json:
            import json as json_module

            self.stdout.write(json_module.dumps(report.as_dict(), indent=2))
        else:
            self.stdout.write(format_report(report))
