"""manage.py draft_references --dataset NAME --from BASE --user USERNAME [--as LABEL]"""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.drafts import ReleaseError, accept_consensus_by_name


class Command(BaseCommand):
    help = ("Bring the working draft from a reference version up to date with the triage consensus recorded "
            "on it: FIX_GOLD corrections written, everything else carried; the draft is an unreleased version "
            "(the next vN unless --as), released with release_references (docs/reference-curation.md).")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--from", dest="base", required=True, help="the reference version triaged, e.g. v2")
        parser.add_argument("--user", required=True, help="the author or admin accepting (for the audit trail)")
        parser.add_argument("--as", dest="label", default=None, help="the draft's label (default: the next vN)")

    def handle(self, *args, dataset, base, user, label, **options):
        try:
            line = accept_consensus_by_name(dataset_name=dataset, base=base, username=user, label=label)
        except ReleaseError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(line)
