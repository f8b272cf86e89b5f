"""manage.py load_athena DIR — load a full Athena vocabulary export (see docs/vocabulary.md)."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.vocabulary.loader import VocabularyFormatError
from retrieval.vocabulary.progress import RowProgress
from retrieval.vocabulary.services import vocabulary_load_athena


class Command(BaseCommand):
    help = (
        "Load CONCEPT.csv, CONCEPT_SYNONYM.csv, CONCEPT_RELATIONSHIP.csv and CONCEPT_ANCESTOR.csv "
        "(tab-separated, as Athena exports them) from DIR. All-or-nothing; re-loading replaces rows."
    )

    def add_arguments(self, parser):
        parser.add_argument("folder", type=Path, help="folder of an unzipped Athena download")
        parser.add_argument("--batch-size", type=int, default=None, help="rows per database batch")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, folder: Path, batch_size, no_progress, verbosity, **options):
        if batch_size is not None and batch_size < 1:
            raise CommandError("--batch-size must be at least 1")
        progress = RowProgress(stream=self.stderr._out, disable=no_progress or verbosity == 0)
        try:
            summary = vocabulary_load_athena(folder=folder, batch_size=batch_size, progress=progress)
        except VocabularyFormatError as exc:
            raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
        finally:
            progress.close()
        self.stdout.write(self.style.SUCCESS(f"Loaded Athena vocabulary from {folder}: {summary.describe()}"))
        self.stdout.write("Run load_vocabulary_subset to add the project's clinical abbreviations and local concepts.")
