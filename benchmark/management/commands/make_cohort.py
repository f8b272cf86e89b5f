"""manage.py make_cohort — write (and optionally load) the synthetic MIMIC-style cohort."""

import sys
import time
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from benchmark.references.releases import release_generated
from benchmark.synthetic.generate import PROFILES, generate_cohort
from benchmark.synthetic.slicebench import PATIENTS as SLICEBENCH_PATIENTS
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.services import corpus_import


class Command(BaseCommand):
    help = (
        "Generate the synthetic cohort (charts written from an exact ground truth, 400 ClinicalBench-style "
        "questions, v1/v2/v3 references, paper-001 task gold) as a portable corpus folder; --load imports it."
    )

    def add_arguments(self, parser):
        parser.add_argument("--patients", type=int, default=43, help="patients (default 43, as in the paper)")
        parser.add_argument("--seed", type=int, default=42)
        parser.add_argument("--questions", type=int, default=400, help="questions (default 400, the paper's counts)")
        parser.add_argument("--out", type=Path, help="output folder (default var/cohorts/<dataset>)")
        parser.add_argument("--load", action="store_true", help="import the cohort after writing it")
        parser.add_argument("--dataset", default="synthetic", help="dataset name for --load (default synthetic)")
        parser.add_argument("--profile", choices=PROFILES, default="default",
                            help="default: the ClinicalBench cohort; slicebench: 6 patients in 3 complexity tiers, "
                                 "24 questions each (--patients and --questions do not apply)")
        parser.add_argument("--no-progress", action="store_true")

    def handle(self, *args, patients, seed, questions, out, load, dataset, profile, no_progress, verbosity, **options):
        if patients < 1 or questions < 0:
            raise CommandError("--patients must be at least 1 and --questions at least 0")
        out = out or Path(settings.VAR_DIR) / "cohorts" / dataset
        if profile == "slicebench":
            patients = len(SLICEBENCH_PATIENTS)
        bar = None if no_progress or verbosity == 0 else tqdm(total=patients, unit="patient", file=sys.stderr)
        started = time.perf_counter()
        try:
            summary = generate_cohort(out=out, patients=patients, seed=seed, questions=questions, profile=profile,
                                      progress=(lambda done, total: bar.update(1)) if bar else None)
        except ValueError as exc:
            raise CommandError(str(exc)) from None
        finally:
            if bar:
                bar.close()
        self.stdout.write(self.style.SUCCESS(
            f"Wrote {out}: {summary.patients} patients, {summary.admissions} admissions, {summary.notes} notes, "
            f"{summary.questions} questions, {summary.references} reference rows (v1/v2/v3) "
            f"in {time.perf_counter() - started:.1f} s"
        ))
        if load:
            try:
                result = corpus_import(folder=out, dataset_name=dataset,
                                       description=f"Synthetic MIMIC-style cohort (seed {seed}, {patients} patients"
                                                   + (", SliceBench profile)" if profile == "slicebench" else ")"))
            except CorpusFormatError as exc:
                raise CommandError(f"{exc}\nNothing was imported; the database is unchanged.") from None
            self.stdout.write(self.style.SUCCESS(f"Loaded {result.describe()}"))
            # the generated versions are fixed by the seed: released (frozen) at creation
            self.stdout.write(release_generated(dataset, user="make_cohort"))
