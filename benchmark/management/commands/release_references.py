"""manage.py release_references --dataset NAME --version LABEL [--default] [--note TEXT] [--yes]"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.impact import ReleaseError, release_from_terminal


class Command(BaseCommand):
    help = ("Release a reference version: freeze every reference of that version in the dataset (nothing "
            "changes it afterwards) and record its count and SHA-256 digest; --default also makes it the "
            "version scoring, reports and the pages use (docs/reference-curation.md). It first prints what "
            "it changes — every run's accuracy under the current default and the version, the questions "
            "that flip, the automatic checks it still fails from its parent — and changes nothing without "
            "--yes, as the page's confirmation.")

    def create_parser(self, prog_name, subcommand, **kwargs):
        # --version is the reference version here, as in check_references (Django's own gives way).
        return super().create_parser(prog_name, subcommand, conflict_handler="resolve", **kwargs)

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--version", required=True, help="a reference version of the dataset, e.g. v3")
        parser.add_argument("--default", action="store_true", dest="make_default",
                            help="also make it the dataset's default reference version")
        parser.add_argument("--note", default="", help="why (kept with the release)")
        parser.add_argument("--yes", action="store_true",
                            help="confirm, having read what it changes (without it: print the impact, change nothing)")

    def handle(self, *args, dataset, version, make_default, note, yes, **options):
        try:
            text, done = release_from_terminal(dataset_name=dataset, label=version, make_default=make_default,
                                               user="manage.py release_references", note=note, confirmed=yes)
        except ReleaseError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(text)
        if not done:
            raise CommandError("not confirmed: nothing was changed. Read the impact above, then run again with --yes")
