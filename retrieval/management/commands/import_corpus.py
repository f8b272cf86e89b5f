"""manage.py import_corpus DIR — import a portable corpus folder (see docs/corpus-format.md)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.corpus.progress import TerminalProgress
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_import


class Command(BaseCommand):
    help = (
        "Import patients.jsonl, admissions.jsonl and notes.jsonl (plus questions/references when "
        "the benchmark app handles them) from DIR. All-or-nothing and idempotent."
    )

    def add_arguments(self, parser):
        parser.add_argument("folder", type=Path, help="corpus folder")
        parser.add_argument("--dataset", default=None, help="dataset name (default: the folder's name)")
        parser.add_argument("--batch-size", type=int, default=None, help="rows per database batch")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, folder: Path, dataset, batch_size, no_progress, verbosity, **options):
        dataset = dataset or folder.resolve().name
        progress = TerminalProgress(stream=self.stderr._out, disable=no_progress or verbosity == 0)
        try:
            summary = corpus_import(folder=folder, dataset_name=dataset, batch_size=batch_size, progress=progress)
        except CorpusFormatError as exc:
            raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
        finally:
            progress.close()
        self.stdout.write(self.style.SUCCESS(f"Imported {summary.describe()}"))
        for name in summary.skipped_files:
            self.stderr.write(self.style.WARNING(f"{name} was not imported: no app handles it yet"))
