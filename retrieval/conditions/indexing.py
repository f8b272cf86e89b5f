"""Dense indexes built ahead of runs (``manage.py build_indexes``): every patient's chunks embedded
for the chunkings of the dense conditions asked for, and for a graph condition the sentence units
its RetrieveDocuments ranks (chunking (0, 0)); the question explorer's live answers read the same
indexes."""

from __future__ import annotations

from dataclasses import dataclass

from retrieval.conditions import Family, UnknownCondition, get_condition
from retrieval.conditions.chunks import notes_signature, patient_chunks
from retrieval.conditions.dense import chunk_index, get_embedder
from retrieval.conditions.sentences import SENTENCE_UNITS, patient_sentences
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
            condition = get_condition(condition_id)
        except UnknownCondition as exc:
            raise IndexBuildError(str(exc)) from None
        chunking = SENTENCE_UNITS if condition.family == Family.GRAPH else condition.dense_chunking
        if chunking is None:
            raise IndexBuildError(f"{condition_id} reads no dense index (dense: C2b, RAG:<N>; graph: C3, C4, C4g …)")
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
            chunks = (patient_sentences(pk, signature) if (size, overlap) == SENTENCE_UNITS
                      else patient_chunks(pk, size, overlap, signature))
            chunk_index(embedder, pk, signature, chunks, size, overlap)
            total_chunks += len(chunks)
        if on_patient:
            on_patient(done, len(ids))
    return IndexBuildSummary(len(ids), total_chunks, tuple(chunkings), embedder.name)
