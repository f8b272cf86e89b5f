"""manage.py set_release --dataset NAME [--reference VERSION] [--task-gold VERSION] — the dataset's release."""

from __future__ import annotations

from django.core.management.base import BaseCommand, CommandError

from benchmark.releases import ReleaseError, release_set_by_name, release_show


class Command(BaseCommand):
    help = ("Choose the reference version and the task-gold version that scoring, reports and the pages use when "
            "none is named. With no version given, print the current release and the versions there are.")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", required=True)
        parser.add_argument("--reference", default=None, help="a reference version of the dataset, e.g. v3")
        parser.add_argument("--task-gold", default=None, help="a task-gold version of the dataset, e.g. v1")
        parser.add_argument("--note", default="", help="why (kept with the release)")

    def handle(self, *args, dataset, reference, task_gold, note, **options):
        try:
            if reference is None and task_gold is None:
                self.stdout.write(release_show(dataset_name=dataset))
                return
            release = release_set_by_name(dataset_name=dataset, reference_version=reference,
                                          task_gold_version=task_gold, user="manage.py set_release", note=note)
        except ReleaseError as exc:
            raise CommandError(str(exc)) from None
        self.stdout.write(f"{dataset}: references {release.reference_version or '—'}, "
                          f"task gold {release.task_gold_version or '—'}")
