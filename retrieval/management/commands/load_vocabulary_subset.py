"""manage.py load_vocabulary_subset — load the OMOP subset shipped with the project."""

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from retrieval.vocabulary.loader import VocabularyFormatError
from retrieval.vocabulary.services import vocabulary_load_subset


class Command(BaseCommand):
    help = (
        "Load retrieval/vocabulary/data/omop_subset.json (concepts, synonyms, 'Is a' and 'Maps to' "
        "relationships, ancestors). Idempotent; concepts already stored are kept unless --overwrite."
    )

    def add_arguments(self, parser):
        parser.add_argument("--file", type=Path, default=None, help="another subset file in the same format")
        parser.add_argument(
            "--overwrite", action="store_true",
            help="replace stored concepts that differ from the file (default: keep them and report them)",
        )

    def handle(self, *args, file, overwrite, **options):
        try:
            summary = vocabulary_load_subset(path=file, overwrite=overwrite)
        except VocabularyFormatError as exc:
            raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
        self.stdout.write(self.style.SUCCESS(f"Loaded vocabulary subset: {summary.describe()}"))
