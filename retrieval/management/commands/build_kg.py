"""manage.py build_kg — build the patient knowledge graphs (see docs/knowledge-graph.md)."""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError
from django.db.models import Count, Q, Sum
from tqdm import tqdm

from retrieval.graph.build import BuildProgress, clear_matcher_cache, patients_to_build
from retrieval.graph.jobs import kg_build_enqueue, kg_build_run
from retrieval.models import Concept, Dataset, KGEdge, KGPatientBuild
from retrieval.vocabulary import normalize
from retrieval.vocabulary.services import vocabulary_load_subset

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
        if dataset and not Dataset.objects.filter(name=dataset).exists():
            known = ", ".join(Dataset.objects.values_list("name", flat=True)) or "none"
            raise CommandError(f"unknown dataset {dataset!r} (datasets: {known})")
        patients = list(patients_to_build(dataset=dataset, subjects=subjects).values_list("pk", "subject_id"))
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
        if Concept.objects.exists():
            return
        self.stdout.write("No vocabulary is loaded; loading the shipped OMOP subset first (load_vocabulary_subset).")
        summary = vocabulary_load_subset()
        normalize.clear_cache()
        clear_matcher_cache()
        self.stdout.write(f"Loaded vocabulary subset: {summary.describe()}")

    def _run_here(self, patients: list[tuple[int, int]], *, rebuild: bool, disable: bool) -> None:
        started = time.perf_counter()
        totals = {"built": 0, "unchanged": 0, "created": 0, "deleted": 0}
        skipped, failed = [], []
        bar = tqdm(total=len(patients), unit=" patient", desc="build_kg", file=self.stderr._out,
                   dynamic_ncols=True, mininterval=0.5, disable=disable)

        def progress(event: BuildProgress) -> None:
            if event.notes_total:
                bar.set_postfix_str(f"subject {event.subject_id}: note {event.notes_done}/{event.notes_total}",
                                    refresh=False)

        try:
            for pk, subject_id in patients:
                try:
                    _, result = kg_build_run(patient_id=pk, rebuild=rebuild, progress=progress)
                except Exception as exc:  # recorded on the job row; the other patients still build
                    failed.append(f"{subject_id} ({type(exc).__name__})")
                    bar.update(1)
                    continue
                totals["built"] += result.notes_built
                totals["unchanged"] += result.notes_unchanged
                totals["created"] += result.edges_created
                totals["deleted"] += result.edges_deleted
                skipped += [(subject_id, s) for s in result.skipped]
                bar.update(1)
        finally:
            bar.close()
        seconds = time.perf_counter() - started
        edges = KGEdge.objects.filter(patient_id__in=[pk for pk, _ in patients]).count()
        self._report_skipped(skipped)
        summary = (
            f"Built the knowledge graph of {len(patients) - len(failed)} patient(s) in {seconds:.1f} s: "
            f"{totals['built']} note(s) built, {totals['unchanged']} unchanged, {len(skipped)} skipped; "
            f"{totals['created']} edge(s) written, {totals['deleted']} replaced; {edges} edge(s) in their graphs"
        )
        self.stdout.write(self.style.SUCCESS(summary))
        if failed:
            raise CommandError(f"{len(failed)} patient(s) failed and were left as they were: {', '.join(failed[:20])}")

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
        jobs = KGPatientBuild.objects.filter(patient_id__in=ids)
        finished = Q(status__in=[KGPatientBuild.Status.SUCCEEDED, KGPatientBuild.Status.FAILED])
        bar = tqdm(total=len(ids), unit=" patient", desc="build_kg (workers)", file=self.stderr._out,
                   dynamic_ncols=True, disable=disable)
        try:
            while True:
                done = jobs.filter(finished).count()
                bar.update(done - bar.n)
                if done >= len(ids):
                    break
                time.sleep(1)
        except KeyboardInterrupt:
            bar.close()
            self.stdout.write("Stopped waiting; the queued builds continue in the workers.")
            return
        bar.close()
        stats = jobs.aggregate(
            failed=Count("pk", filter=Q(status=KGPatientBuild.Status.FAILED)), built=Sum("notes_built"),
            unchanged=Sum("notes_unchanged"), skipped=Sum("notes_skipped"), edges=Sum("edges"),
        )
        for job in jobs.exclude(message="").select_related("patient")[:SHOW_SKIPPED]:
            self.stderr.write(self.style.WARNING(f"subject {job.patient.subject_id}: {job.message}"))
        self.stdout.write(self.style.SUCCESS(
            f"Built by workers: {len(ids) - stats['failed']} patient(s), {stats['built'] or 0} note(s) built, "
            f"{stats['unchanged'] or 0} unchanged, {stats['skipped'] or 0} skipped; {stats['edges'] or 0} edge(s)"
        ))
        if stats["failed"]:
            errors = jobs.filter(status=KGPatientBuild.Status.FAILED).select_related("patient")
            raise CommandError("failed: " + ", ".join(f"{j.patient.subject_id} ({j.error})" for j in errors[:20]))
