"""manage.py report RUN_ID... --format md|csv|json [--out DIR] — the paper's tables and figures."""

from __future__ import annotations

import time
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.evaluator_choice import choose_evaluator
from benchmark.report_render import to_markdown, write
from benchmark.reports import ReportError, build_report
from benchmark.runs.service import RunError, runs_by_ids

FORMATS = ("md", "csv", "json")


class Command(BaseCommand):
    help = ("Tables (runs, ablation with Δ vs the baseline and patient-cluster BCa CIs, category × condition, "
            "C3→C4 transitions, cross-model with BH/BY q-values, evaluator concordance, endpoints, reference "
            "versions, accuracy vs tokens) as Markdown, CSV or JSON, and figures (SVG + PNG) when --out is given.")

    def add_arguments(self, parser):
        parser.add_argument("run_ids", nargs="+", type=int, metavar="RUN_ID")
        parser.add_argument("--format", default="md",
                            help="comma-separated: md, csv, json (default md; with no --out, md is printed)")
        parser.add_argument("--out", default=None, help="folder for the files and figures")
        parser.add_argument("--evaluator", default=None,
                            help="evaluator name (default: the one with the best measured agreement with physician "
                                 "verdicts, else polarity: docs/evaluators.md; keyword_v2 reproduces the paper)")
        parser.add_argument("--reference", default=None,
                            help="reference version (task runs: task-gold version); default: the dataset's release")
        parser.add_argument("--baseline", default="C1", help="baseline condition for Δ (default C1)")
        parser.add_argument("--no-figures", action="store_true")

    def handle(self, *args, run_ids, format, out, evaluator, reference, baseline, no_figures, **options):
        formats = [f.strip() for f in format.split(",") if f.strip()]
        bad = [f for f in formats if f not in FORMATS]
        if bad or not formats:
            raise CommandError(f"--format takes {', '.join(FORMATS)} (got {format!r})")
        try:
            runs = runs_by_ids(run_ids)
        except RunError as exc:
            raise CommandError(str(exc)) from None
        started = time.perf_counter()
        if evaluator is None:
            choice = choose_evaluator(run_ids=[r.pk for r in runs])
            evaluator = choice.name
            self.stderr.write(f"evaluator {choice.reason}")
        try:
            report = build_report(runs=runs, evaluator=evaluator, reference_version=reference, baseline=baseline)
        except ReportError as exc:
            raise CommandError(str(exc)) from None
        if out is None:
            if formats != ["md"]:
                raise CommandError("csv and json need --out DIR")
            self.stdout.write(to_markdown(report))
            return
        folder = Path(out)
        figures = []
        if not no_figures:
            from benchmark.report_figures import write_figures

            figures = write_figures(report, folder)
        written = write(report, folder, formats, figures)
        self.stderr.write(f"report of {len(report.runs)} run(s) in {time.perf_counter() - started:.1f} s: "
                          f"{len(written)} file(s) and {sum(1 for f in figures if f.draw)} figure(s) in {folder}")
