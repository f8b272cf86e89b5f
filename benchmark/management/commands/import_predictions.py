"""manage.py import_predictions FILE --dataset NAME --name SET — another system's answers."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.predictions import predictions_import
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.writer import summarize


class Command(BaseCommand):
    help = (
        "Import predicted answers (JSON Lines, a JSON list, or CSV with a header; fields qid and "
        "predicted_answer) as a named prediction set. All-or-nothing; re-importing is a no-op."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path, help="predictions file (.jsonl, .json or .csv)")
        parser.add_argument("--dataset", required=True, help="dataset whose questions were answered")
        parser.add_argument("--name", required=True, help="prediction set name (letters, digits, - and _)")

    def handle(self, *args, file: Path, dataset: str, name: str, **options):
        try:
            counts = predictions_import(path=file, dataset_name=dataset, name=name)
        except CorpusFormatError as exc:
            raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
        self.stdout.write(self.style.SUCCESS(
            f"Imported prediction set {name!r} of dataset {dataset!r}: {summarize({'predictions': counts})}"
        ))
