"""manage.py import_questions FILE --dataset NAME — questions.jsonl or the public release shape."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.public_release import question_file_import
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.writer import summarize


class Command(BaseCommand):
    help = (
        "Import benchmark questions into an existing dataset from a questions.jsonl or a public "
        "ClinicalBench release file (JSON Lines or a JSON list). All-or-nothing and idempotent."
    )

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path, help="questions file")
        parser.add_argument("--dataset", required=True, help="dataset the questions' patients are in")
        parser.add_argument(
            "--reference-version", default=None, metavar="LABEL",
            help="store each expected_answer as this reference version (e.g. v1)",
        )
        parser.add_argument("--author", default="import", help="author of that reference version (default: import)")

    def handle(self, *args, file: Path, dataset: str, reference_version, author, **options):
        try:
            counts = question_file_import(
                path=file, dataset_name=dataset, reference_version=reference_version, author=author
            )
        except CorpusFormatError as exc:
            raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
        self.stdout.write(self.style.SUCCESS(f"Imported into dataset {dataset!r}: {summarize(counts)}"))
