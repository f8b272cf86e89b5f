"""manage.py export_corpus DIR — write a dataset in the portable corpus format."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_export


class Command(BaseCommand):
    help = "Write patients.jsonl, admissions.jsonl and notes.jsonl of a dataset into DIR."

    def add_arguments(self, parser):
        parser.add_argument("folder", type=Path, help="output folder (created if missing)")
        parser.add_argument("--dataset", required=True, help="dataset to export")
        parser.add_argument(
            "--omit-text", action="store_true",
            help="replace note text by its length and SHA-256 (for exports that leave the building)",
        )

    def handle(self, *args, folder: Path, dataset: str, omit_text: bool, **options):
        try:
            written = corpus_export(dataset_name=dataset, folder=folder, omit_text=omit_text)
        except CorpusFormatError as exc:
            raise CommandError(str(exc)) from None
        counts = ", ".join(f"{name}: {n}" for name, n in written.items())
        self.stdout.write(self.style.SUCCESS(f"Exported dataset {dataset!r} to {folder} ({counts})"))
