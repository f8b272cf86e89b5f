"""manage.py import_corrections FILE --dataset NAME --as LABEL"""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.corrections import CorrectionsError, ReleaseError, corrections_import_by_name


class Command(BaseCommand):
    help = ("Make a new reference version of every question from corrections.json: the file's correction where "
            "it has one, else a copy of the file's base version. All or nothing (docs/reference-curation.md).")

    def add_arguments(self, parser):
        parser.add_argument("file", type=Path)
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--as", required=True, dest="label", help="the new version's label, e.g. v3")

    def handle(self, *args, file, dataset, label, **options):
        try:
            line = corrections_import_by_name(path=file, dataset_name=dataset, label=label)
        except (CorrectionsError, ReleaseError) as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(line)
