"""manage.py slicebench — the SliceBench tiers and B0–B4 ladder of a dataset's scored runs."""

import json
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from benchmark.slicebench.figure import ladder_png, ladder_svg
from benchmark.slicebench.ladder import SliceBenchError, SliceQuery, slicebench_analysis_by_name
from benchmark.slicebench.render import TABLES, table_csv, to_markdown


class Command(BaseCommand):
    help = ("Per complexity tier (encounters per patient), accuracy along the B0–B4 ladder (C1, C1b, C2, C4g, C4g+), "
            "each step's delta with its patient-cluster interval, and the tier × step interaction.")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--evaluator", help="score source (default: judge where scored, else keyword_v2)")
        parser.add_argument("--reference", help="reference version (default: the dataset's release)")
        parser.add_argument("--tiers", default="", help="tier cut-offs, e.g. 1-2,5-10,15- (default: settings)")
        parser.add_argument("--model", help="the answering model whose runs to use (default: most steps covered)")
        parser.add_argument("--run", type=int, action="append", default=[], help="use these runs (repeatable)")
        parser.add_argument("--resamples", type=int, default=2000)
        parser.add_argument("--json", action="store_true", help="print the analysis as JSON")
        parser.add_argument("--csv", type=Path, help=f"write the tables ({', '.join(TABLES)}) as CSV into this folder")
        parser.add_argument("--figure", type=Path, help="write the figure here (.png or .svg)")

    def handle(self, *args, dataset, evaluator, reference, tiers, model, run, resamples, json, csv, figure, **options):
        query = SliceQuery(evaluator=evaluator, reference=reference, tiers=tiers, model=model, run_ids=tuple(run),
                           n_resamples=resamples)
        try:
            analysis = slicebench_analysis_by_name(dataset_name=dataset, query=query)
        except (SliceBenchError, ValueError) as exc:
            raise CommandError(str(exc)) from None
        if csv:
            csv.mkdir(parents=True, exist_ok=True)
            for name in TABLES:
                (csv / f"slicebench-{name}.csv").write_text(table_csv(analysis, name), encoding="utf-8")
        if figure:
            figure.parent.mkdir(parents=True, exist_ok=True)
            if figure.suffix == ".svg":
                figure.write_text(ladder_svg(analysis), encoding="utf-8")
            else:
                figure.write_bytes(ladder_png(analysis))
        self.stdout.write(_json(analysis.as_dict()) if json else to_markdown(analysis))


def _json(data) -> str:
    return json.dumps(data, indent=2, default=str)
