"""manage.py build_indexes — embed every patient's chunks ahead of a run (dense conditions)."""

from __future__ import annotations

import time

from django.core.management.base import BaseCommand, CommandError
from tqdm import tqdm

from retrieval.conditions import get_condition
from retrieval.conditions.chunks import notes_signature, patient_chunks
from retrieval.conditions.dense import chunk_index, get_embedder
from retrieval.models import Dataset, Patient


class Command(BaseCommand):
    help = ("Build the dense-retrieval index of each patient's notes for the chunkings of the given conditions "
            "(default C2b and RAG:20, i.e. 256/64 and 128/20 tokens), with the configured embedder. Runs build "
            "missing indexes themselves; this moves the one-time embedding cost ahead of them. Idempotent.")

    def add_arguments(self, parser):
        parser.add_argument("--dataset", default=None, help="only this dataset (default: every dataset)")
        parser.add_argument("--conditions", default="C2b,RAG:20", help="dense conditions whose chunking to index")
        parser.add_argument("--no-progress", action="store_true")

    def handle(self, *args, dataset, conditions, no_progress, verbosity, **options):
        patients = Patient.objects.order_by("dataset__name", "subject_id")
        if dataset:
            if not Dataset.objects.filter(name=dataset).exists():
                raise CommandError(f"unknown dataset {dataset!r}")
            patients = patients.filter(dataset__name=dataset)
        chunkings = []
        for condition_id in [c.strip() for c in conditions.split(",") if c.strip()]:
            condition = get_condition(condition_id)
            if condition.kind not in {"C2b", "RAG"}:
                raise CommandError(f"{condition_id} is not a dense-retrieval condition (C2b, RAG:<N>)")
            pair = (condition.defaults["chunk_tokens"], condition.defaults["overlap"])
            if pair not in chunkings:
                chunkings.append(pair)
        embedder = get_embedder()
        started, chunks_total = time.perf_counter(), 0
        ids = list(patients.values_list("pk", flat=True))
        for pk in tqdm(ids, unit=" patient", desc="build_indexes", disable=no_progress or verbosity == 0,
                       file=self.stderr._out):
            signature = notes_signature(pk)
            for size, overlap in chunkings:
                chunks = patient_chunks(pk, size, overlap, signature)
                chunk_index(embedder, pk, signature, chunks, size, overlap)
                chunks_total += len(chunks)
        self.stdout.write(f"Indexed {len(ids)} patient(s), {chunks_total} chunk(s) "
                          f"({', '.join(f'{s}/{o}' for s, o in chunkings)} tokens) with {embedder.name} "
                          f"in {time.perf_counter() - started:.1f} s")
