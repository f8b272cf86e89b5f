"""manage.py create_study --runs A B [C ...] --sample N --raters alice,bob --seed S [--k K] ...

Creates a blinded rating study (all or nothing) and prints the study id on the last line.
"""

from django.core.management.base import BaseCommand, CommandError

from adjudication.rubric import DEFAULT_RUBRIC
from adjudication.studies import StudyError, StudyRequest, create_study_as


class Command(BaseCommand):
    help = "Create a blinded physician rating study from two or more finished runs; prints the study id last."

    def add_arguments(self, parser):
        parser.add_argument("--runs", type=int, nargs="+", required=True, metavar="RUN_ID")
        parser.add_argument("--sample", type=int, required=True, help="items to sample (stratified by category)")
        parser.add_argument("--raters", required=True, help="comma-separated physician usernames")
        parser.add_argument("--seed", type=int, required=True)
        parser.add_argument("--k", type=int, default=None, help="raters per item (default: every rater every item)")
        parser.add_argument("--calibration", type=int, default=0, help="calibration items shown first to everyone")
        parser.add_argument("--rubric", default=DEFAULT_RUBRIC)
        parser.add_argument("--name", default="",
                            help="seen by authors and admins (default: the date and a number, never the runs)")
        parser.add_argument("--rater-title", default="", help="what raters see (must not name a system)")
        parser.add_argument("--reference-version", default=None, help="default: the dataset's release")
        parser.add_argument("--oversample-disagreement", type=float, default=None, metavar="WEIGHT",
                            help="oversample items where the automatic evaluators disagree by this weight")
        parser.add_argument("--adjudicators", default="", help="comma-separated senior physicians")
        parser.add_argument("--raters-may-adjudicate", action="store_true",
                            help="let an adjudicator who also rates the study adjudicate the items they have rated")
        parser.add_argument("--fast-seconds", type=int, default=10, metavar="S",
                            help="flag submissions sooner than S seconds after the item's page was served (default 10)")
        parser.add_argument("--draft", action="store_true",
                            help="create it as a draft: raters see it once an admin opens it on the study page")
        parser.add_argument("--as-user", default=None, help="the admin recorded as creator (default: first admin)")

    def handle(self, *args, **o):
        request = StudyRequest(
            name=o["name"], run_ids=o["runs"],
            sample_size=o["sample"], raters=[r for r in o["raters"].split(",") if r.strip()], seed=o["seed"],
            raters_per_item=o["k"], calibration_items=o["calibration"], rubric_version=o["rubric"],
            sampling="disagreement" if o["oversample_disagreement"] else "stratified",
            oversample=o["oversample_disagreement"] or 1.0, reference_version=o["reference_version"],
            rater_title=o["rater_title"], adjudicators=tuple(a for a in o["adjudicators"].split(",") if a.strip()),
            raters_may_adjudicate=o["raters_may_adjudicate"],
            fast_rating_seconds=o["fast_seconds"], draft=o["draft"])
        try:
            summary = create_study_as(request, o["as_user"])
        except StudyError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"study {summary['id']} ({summary['name']}): {summary['items']} items "
                          f"({summary['calibration']} calibration), {summary['assignments']} assignments for "
                          f"{summary['raters']} raters; reference {summary['reference_version']}; {summary['status']}")
        self.stdout.write(str(summary["id"]))
