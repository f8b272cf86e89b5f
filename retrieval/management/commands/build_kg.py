"""manage.py build_kg — build the patient knowledge graphs (see docs/knowledge-graph.md)."""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from retrieval import selectors
from retrieval.graph.build import BuildProgress
from retrieval.graph.jobs import kg_build_batch, kg_build_enqueue, kg_build_outcome, kg_build_targets, kg_build_wait
from retrieval.vocabulary.services import vocabulary_ensure_loaded

SHOW_SKIPPED = 20


class Command(BaseCommand):
    help = (
        "Build each patient's knowledge graph from their notes (one transaction per patient). "
        "Idempotent and incremental: notes already built from the same text under the same rules "
        "are skipped. Loads the shipped vocabulary subset first if no vocabulary is loaded."
    )

    def add_arguments(self, parser):
        parser.add_argument("--dataset", default=None, help="only this dataset (default: every dataset)")
        parser.add_argument("--subjects", nargs="+", type=int, default=None, metavar="SUBJECT_ID",
                            help="only these patients (subject_id)")
        parser.add_argument("--async", dest="run_async", action="store_true",
                            help="queue one Celery task per patient instead of building here")
        parser.add_argument("--no-wait", action="store_true", help="with --async: queue and return")
        parser.add_argument("--rebuild", action="store_true",
                            help="rebuild every note, even those already built under the same rules")
        parser.add_argument("--no-progress", action="store_true", help="no progress bar")

    def handle(self, *args, dataset, subjects, run_async, no_wait, rebuild, no_progress, verbosity, **options):
        if dataset and not selectors.dataset_exists(dataset):
            known = ", ".join(selectors.dataset_names()) or "none"
            raise CommandError(f"unknown dataset {dataset!r} (datasets: {known})")
        patients = kg_build_targets(dataset=dataset, subjects=subjects)
        if subjects:
            missing = sorted(set(subjects) - {s for _, s in patients})
            if missing:
                self.stderr.write(self.style.WARNING(
                    f"no patient with subject_id {', '.join(map(str, missing))}"
                    + (f" in dataset {dataset!r}" if dataset else "") + "; skipped"))
        if not patients:
            raise CommandError("no patients to build" + (f" in dataset {dataset!r}" if dataset else "")
                               + "; import a corpus first (import_corpus, make_cohort --load)")
        self._ensure_vocabulary()
        disable = no_progress or verbosity == 0
        if run_async:
            self._run_async(patients, rebuild=rebuild, wait=not no_wait, disable=disable)
        else:
            self._run_here(patients, rebuild=rebuild, disable=disable)

    def _ensure_vocabulary(self) -> None:
        summary = vocabulary_ensure_loaded(before_load=lambda: self.stdout.write(
            "No vocabulary is loaded; loading the shipped OMOP subset first (load_vocabulary_subset)."))
        if summary is not None:
            self.stdout.write(f"Loaded vocabulary subset: {summary.describe()}")

    def _run_here(self, patients: list[tuple[int, int]], *, rebuild: bool, disable: bool) -> None:
        started = time.perf_counter()
        bar = tqdm(total=len(patients), unit=" patient", desc="build_kg", file=self.stderr._out,
                   dynamic_ncols=True, mininterval=0.5, disable=disable)

        def progress(event: BuildProgress) -> None:
            if event.notes_total:
                bar.set_postfix_str(f"subject {event.subject_id}: note {event.notes_done}/{event.notes_total}",
                                    refresh=False)

        try:
            result = kg_build_batch(patients=patients, rebuild=rebuild, keep_going=True, progress=progress,
                                    on_patient_done=lambda: bar.update(1))
        finally:
            bar.close()
        seconds = time.perf_counter() - started
        self._report_skipped(result.skipped)
        summary = (
            f"Built the knowledge graph of {len(patients) - len(result.failed)} patient(s) in {seconds:.1f} s: "
            f"{result.notes_built} note(s) built, {result.notes_unchanged} unchanged, {len(result.skipped)} skipped; "
            f"{result.edges_created} edge(s) written, {result.edges_deleted} replaced; "
            f"{result.edges_in_graphs} edge(s) in their graphs"
        )
        self.stdout.write(self.style.SUCCESS(summary))
        if result.failed:
            raise CommandError(f"{len(result.failed)} patient(s) failed and were left as they were: "
                               f"{', '.join(result.failed[:20])}")

    def _report_skipped(self, skipped: list) -> None:
        for subject_id, note in skipped[:SHOW_SKIPPED]:
            self.stderr.write(self.style.WARNING(f"skipped note {note.note_id} (subject {subject_id}): {note.message}"))
        if len(skipped) > SHOW_SKIPPED:
            self.stderr.write(self.style.WARNING(f"… and {len(skipped) - SHOW_SKIPPED} more skipped note(s)"))

    def _run_async(self, patients: list[tuple[int, int]], *, rebuild: bool, wait: bool, disable: bool) -> None:
        ids = [pk for pk, _ in patients]
        kg_build_enqueue(patient_ids=ids, rebuild=rebuild)
        self.stdout.write(f"Queued {len(ids)} patient(s) for Celery workers (task retrieval.build_kg_patient).")
        if not wait:
            return
        bar = tqdm(total=len(ids), unit=" patient", desc="build_kg (workers)", file=self.stderr._out,
                   dynamic_ncols=True, disable=disable)
        try:
            kg_build_wait(patient_ids=ids, on_progress=lambda done: bar.update(done - bar.n))
        except KeyboardInterrupt:
            bar.close()
            self.stdout.write("Stopped waiting; the queued builds continue in the workers.")
            return
        bar.close()
        outcome = kg_build_outcome(patient_ids=ids, limit=SHOW_SKIPPED)
        for subject_id, message in outcome.messages:
            self.stderr.write(self.style.WARNING(f"subject {subject_id}: {message}"))
        self.stdout.write(self.style.SUCCESS(
            f"Built by workers: {len(ids) - outcome.failed} patient(s), {outcome.notes_built} note(s) built, "
            f"{outcome.notes_unchanged} unchanged, {outcome.notes_skipped} skipped; {outcome.edges} edge(s)"
        ))
        if outcome.failed:
            raise CommandError("failed: " + ", ".join(f"{subject_id} ({error})" for subject_id, error in outcome.failures))
