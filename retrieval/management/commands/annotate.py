"""manage.py annotate IN OUT — label (sentence, concept) rows with assertion, experiencer, temporality."""

import json
import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.corpus.records import CorpusFormatError
from retrieval.nlp.annotate import annotate_rows
from retrieval.nlp.pipeline import rules_version


class Command(BaseCommand):
    help = ("Annotate IN (JSONL with 'sentence' and 'concept', optional 'start'/'end'/'section'; or TSV with "
            "those columns) and write OUT as JSONL: the input fields plus assertion, experiencer, temporality, "
            "confidence and triggers, one line per input row in the same order.")
    # Reads a file and writes a file, no database: the system checks (which import every view of
    # the site, the language-model stack included) only cost start-up time here.
    requires_system_checks = []

    def add_arguments(self, parser):
        parser.add_argument("input", type=Path)
        parser.add_argument("output", type=Path)

    def handle(self, *args, input: Path, output: Path, **options):
        if not input.is_file():
            raise CommandError(f"{input}: file not found")
        started, rows, errors = time.perf_counter(), 0, 0
        tmp = output.with_name(f".{output.name}.partial")
        try:
            with open(tmp, "w", encoding="utf-8") as handle:
                for row in annotate_rows(input):
                    handle.write(json.dumps(row, ensure_ascii=False) + "\n")
                    rows += 1
                    errors += "error" in row and row.get("assertion") is None
        except CorpusFormatError as exc:
            tmp.unlink(missing_ok=True)
            raise CommandError(str(exc)) from None
        tmp.replace(output)
        seconds = time.perf_counter() - started
        self.stdout.write(self.style.SUCCESS(
            f"Annotated {rows} rows ({errors} skipped with an error) in {seconds:.1f} s "
            f"({rows / seconds if seconds else 0:.0f} rows/s); rules {rules_version()}; wrote {output}"
        ))
