"""manage.py set_release --dataset NAME [--reference VERSION] [--task-gold VERSION] [--yes] — the dataset's release."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.references.impact import ReleaseError, release_change_from_terminal


class Command(BaseCommand):
    help = ("Choose the reference version and the task-gold version that scoring, reports and the pages use when "
            "none is named. With no version given, print the current release and the versions there are. A new "
            "default reference version first prints what it changes (every run's accuracy under the current and "
            "the new default, the questions that flip) and changes nothing without --yes.")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--reference", default=None, help="a released reference version of the dataset, e.g. v3")
        parser.add_argument("--task-gold", default=None, help="a task-gold version of the dataset, e.g. v1")
        parser.add_argument("--note", default="", help="why (kept with the release)")
        parser.add_argument("--yes", action="store_true",
                            help="confirm a new default reference version, having read what it changes")

    def handle(self, *args, dataset, reference, task_gold, note, yes, **options):
        try:
            text, done = release_change_from_terminal(dataset_name=dataset, reference_version=reference,
                                                      task_gold_version=task_gold, user="manage.py set_release",
                                                      note=note, confirmed=yes)
        except ReleaseError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(text)
        if not done:
            raise CommandError("not confirmed: nothing was changed. Read the impact above, then run again with --yes")
