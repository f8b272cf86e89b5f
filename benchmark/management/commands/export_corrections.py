"""manage.py export_corrections --dataset NAME --from V1 --to V2 --out FILE"""

from __future__ import annotations

from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.corrections import ReleaseError, corrections_export_to_file


class Command(BaseCommand):
    help = ("Write corrections.json: every question whose --to reference differs from its --from reference "
            "(answer, structure or evidence), with both sides (docs/reference-curation.md).")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--from", required=True, dest="from_label", help="the base reference version, e.g. v1")
        parser.add_argument("--to", required=True, dest="to_label", help="the corrected reference version, e.g. v2")
        parser.add_argument("--out", required=True, type=Path)

    def handle(self, *args, dataset, from_label, to_label, out, **options):
        try:
            count = corrections_export_to_file(dataset_name=dataset, from_label=from_label, to_label=to_label, out=out)
        except ReleaseError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"{dataset}: {count} correction(s) from {from_label} to {to_label} written to {out}")
