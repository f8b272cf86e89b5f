"""manage.py check_references --dataset NAME --version LABEL [--check NAME ...] [--json]"""

from __future__ import annotations

import json
from collections import Counter

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.checks import CHECKS, ReferenceCheckError, check_references


class Command(BaseCommand):
    help = ("Flag likely defects in a reference version with the automatic checks (docs/reference-curation.md): "
            "prints a table of flagged references; with --json, the last line is a JSON list of "
            '{"qid", "check", "reason"}, one per flag.')

    def create_parser(self, prog_name, subcommand, **kwargs):
        # The interface names the reference version --version: it replaces Django's own
        # --version (which prints Django's version) for this command only.
        return super().create_parser(prog_name, subcommand, conflict_handler="resolve", **kwargs)

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--version", required=True, help="a reference version of the dataset, e.g. v1")
        parser.add_argument("--check", action="append", dest="checks", default=None, metavar="NAME",
                            help="run only this check (repeatable): " + ", ".join(c.name for c in CHECKS))
        parser.add_argument("--json", action="store_true", dest="as_json", help="end with the flags as one line of JSON")

    def handle(self, *args, dataset, version, checks, as_json, **options):
        try:
            flags = check_references(dataset, version, checks=checks)
        except ReferenceCheckError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(_table(flags))
        flagged = len({f.qid for f in flags})
        counts = Counter(f.check for f in flags)
        per_check = ", ".join(f"{c.name} {counts[c.name]}" for c in CHECKS if checks is None or c.name in checks)
        self.stdout.write(f"{dataset} {version}: {len(flags)} flag(s) on {flagged} of {flags.references} "
                          f"reference(s) ({per_check})")
        for name, message in flags.skipped.items():
            self.stdout.write(f"{name}: {message}")
        if as_json:
            self.stdout.write(_json_line([f.as_dict() for f in flags]))


def _json_line(rows: list[dict]) -> str:
    return json.dumps(rows, ensure_ascii=False, separators=(",", ":"))


def _table(flags) -> str:
    if not flags:
        return "No reference flagged."
    width_q = max(len("qid"), *(len(f.qid) for f in flags))
    width_c = max(len("check"), *(len(f.check) for f in flags))
    lines = [f"{'qid':<{width_q}}  {'check':<{width_c}}  reason", f"{'-' * width_q}  {'-' * width_c}  {'-' * 6}"]
    lines += [f"{f.qid:<{width_q}}  {f.check:<{width_c}}  {f.reason}" for f in flags]
    return "\n".join(lines)
