"""manage.py release_references --dataset NAME --version LABEL [--default] [--note TEXT]"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.releases import ReleaseError, release_version_by_name


class Command(BaseCommand):
    help = ("Release a reference version: freeze every reference of that version in the dataset (nothing "
            "changes it afterwards) and record its count and SHA-256 digest; --default also makes it the "
            "version scoring, reports and the pages use (docs/reference-curation.md).")

    def create_parser(self, prog_name, subcommand, **kwargs):
        # --version is the reference version here, as in check_references (Django's own gives way).
        return super().create_parser(prog_name, subcommand, conflict_handler="resolve", **kwargs)

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--version", required=True, help="a reference version of the dataset, e.g. v3")
        parser.add_argument("--default", action="store_true", dest="make_default",
                            help="also make it the dataset's default reference version")
        parser.add_argument("--note", default="", help="why (kept with the release)")

    def handle(self, *args, dataset, version, make_default, note, **options):
        try:
            line = release_version_by_name(dataset_name=dataset, label=version, user="manage.py release_references",
                                           note=note, make_default=make_default)
        except ReleaseError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(line)
