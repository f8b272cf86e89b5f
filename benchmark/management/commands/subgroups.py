"""manage.py subgroups --dataset NAME [--evaluator E] [--by sex,age,race,insurance] [--json] — accuracy
by recorded demographics (paper 000 App. Y): the subgroup table with Wilson intervals, the gaps
between strata with patient-cluster intervals, the condition × subgroup interaction and the power
statement. The same analysis as the dataset's Equity page."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.equity.render import subgroups_report
from benchmark.equity.service import DEFAULT_EVALUATOR, EquityError, EquityQuery
from benchmark.equity.strata import DIMENSIONS, StrataError, parse_age_bands, parse_dimensions
from benchmark.stats.subgroups import MAX_MDD, MIN_PATIENTS


class Command(BaseCommand):
    help = ("Accuracy per condition by sex, age band, race, White / non-White and insurance, with Wilson intervals, "
            "gaps with patient-cluster BCa intervals, a condition × subgroup permutation test and a power statement.")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--evaluator", default=DEFAULT_EVALUATOR,
                            help="score source: any evaluator in the score table, e.g. keyword_v2, judge, or a "
                                 "rating study's physician verdicts physician:<study id> (default: the evaluator with the best "
                                 "measured agreement with physician verdicts, else polarity; the output says which and why)")
        parser.add_argument("--reference", default=None,
                            help="reference version (default: the dataset's release, or the one the evaluator's "
                                 "scores used)")
        parser.add_argument("--by", default="", help=f"comma-separated dimensions: {','.join(DIMENSIONS)} (default all)")
        parser.add_argument("--age-bands", default="", help="age cut points in years, e.g. 45,65 (the default): "
                                                            "<45, 45–64, 65+")
        parser.add_argument("--run", type=int, action="append", default=[], metavar="RUN_ID",
                            help="only these runs (repeatable; default the newest run per condition and model)")
        parser.add_argument("--min-patients", type=int, default=MIN_PATIENTS,
                            help=f"a stratum with fewer patients is too small to conclude (default {MIN_PATIENTS})")
        parser.add_argument("--max-mdd", type=float, default=MAX_MDD * 100,
                            help="… and so is one that cannot detect a difference this large, in points "
                                 f"(default {MAX_MDD * 100:g})")
        output = parser.add_mutually_exclusive_group()
        output.add_argument("--json", action="store_true", help="print JSON instead of Markdown")
        output.add_argument("--csv", action="store_true", help="print the table as CSV instead of Markdown")

    def handle(self, *args, dataset, evaluator, reference, by, age_bands, run, min_patients, max_mdd, json, csv,
               **options):
        try:
            query = EquityQuery(evaluator=evaluator, reference=reference, dimensions=parse_dimensions(by),
                                age_bands=parse_age_bands(age_bands), run_ids=tuple(run),
                                min_patients=min_patients, max_mdd=max_mdd / 100)
            text = subgroups_report(dataset_name=dataset, query=query, fmt="json" if json else "csv" if csv else "md")
        except (EquityError, StrataError) as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(text, ending="")
