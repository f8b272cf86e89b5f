"""manage.py build_indexes — embed every patient's chunks ahead of a run (dense conditions) or the
sentence units a graph condition ranks (C3, C4, C4g …; also what the question explorer reads)."""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from retrieval.conditions.indexing import IndexBuildError, indexes_build


class Command(BaseCommand):
    help = ("Build the dense-retrieval index of each patient's notes for the chunkings of the given conditions "
            "(default C2b and RAG:20, i.e. 256/64 and 128/20 tokens; a graph condition such as C4g: the sentence "
            "units, 0/0), with the configured embedder. Runs build "
            "missing indexes themselves; this moves the one-time embedding cost ahead of them. Idempotent.")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", default=None, help="only this dataset (default: every dataset)")
        parser.add_argument("--conditions", default="C2b,RAG:20", help="dense or graph conditions whose chunking to index")
        parser.add_argument("--no-progress", action="store_true")

    def handle(self, *args, dataset, conditions, no_progress, verbosity, **options):
        started = time.perf_counter()
        bar = tqdm(unit=" patient", desc="build_indexes", disable=no_progress or verbosity == 0, file=self.stderr._out)

        def on_patient(done: int, total: int) -> None:
            bar.total = total
            bar.update(1)

        try:
            summary = indexes_build(dataset_name=dataset, on_patient=on_patient,
                                    condition_ids=[c.strip() for c in conditions.split(",") if c.strip()])
        except IndexBuildError as exc:
            raise CommandError(str(exc)) from None
        finally:
            bar.close()
        self.stdout.write(f"Indexed {summary.patients} patient(s), {summary.chunks} chunk(s) "
                          f"({', '.join(f'{s}/{o}' for s, o in summary.chunkings)} tokens) with {summary.embedder} "
                          f"in {time.perf_counter() - started:.1f} s")
