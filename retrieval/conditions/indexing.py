"""Dense indexes built ahead of runs (``manage.py build_indexes``): every patient's chunks embedded
for the chunkings of the dense conditions asked for."""

from __future__ import annotations

from dataclasses import dataclass

from retrieval.conditions import UnknownCondition, get_condition
from retrieval.conditions.chunks import notes_signature, patient_chunks
from retrieval.conditions.dense import chunk_index, get_embedder
from retrieval.models import Dataset, Patient


class IndexBuildError(ValueError):
    pass


@dataclass(frozen=True)
class IndexBuildSummary:
    patients: int
    chunks: int
    chunkings: tuple[tuple[int, int], ...]
    embedder: str


def indexes_build(*, dataset_name: str | None = None, condition_ids: list[str],
                  on_patient=None) -> IndexBuildSummary:
    """Embed every patient's chunks for the chunkings of the given dense conditions (so runs do
    not pay the one-time embedding cost). Idempotent: an index on disk is read, not rebuilt.
    ``on_patient(done, total)`` is called after each patient."""
    chunkings: list[tuple[int, int]] = []
    for condition_id in condition_ids:
        try:
            chunking = get_condition(condition_id).dense_chunking
        except UnknownCondition as exc:
            raise IndexBuildError(str(exc)) from None
        if chunking is None:
            raise IndexBuildError(f"{condition_id} is not a dense-retrieval condition (C2b, RAG:<N>)")
        if chunking not in chunkings:
            chunkings.append(chunking)
    patients = Patient.objects.order_by("dataset__name", "subject_id")
    if dataset_name:
        if not Dataset.objects.filter(name=dataset_name).exists():
            raise IndexBuildError(f"unknown dataset {dataset_name!r}")
        patients = patients.filter(dataset__name=dataset_name)
    embedder = get_embedder()
    ids = list(patients.values_list("pk", flat=True))
    total_chunks = 0
    for done, pk in enumerate(ids, start=1):
        signature = notes_signature(pk)
        for size, overlap in chunkings:
            chunks = patient_chunks(pk, size, overlap, signature)
            chunk_index(embedder, pk, signature, chunks, size, overlap)
            total_chunks += len(chunks)
        if on_patient:
            on_patient(done, len(ids))
    return IndexBuildSummary(len(ids), total_chunks, tuple(chunkings), embedder.name)
