"""Whether the knowledge graphs a question needs are built, and built by the code running now.

A graph condition over a patient whose graph is missing, failed, or was built by another build
version (other rules, code or vocabulary) would answer from nothing or from stale edges and look
like a success. ``graph_state`` says which patients are not ready, and a digest of what the
ready ones were built from, which enters a run's configuration hash.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from retrieval.graph.build import build_version
from retrieval.models import KGNoteBuild, Note

#: A note in one of these states has been through the current build (its edges are what they should be).
_DONE = (KGNoteBuild.Status.BUILT, KGNoteBuild.Status.EMPTY, KGNoteBuild.Status.NO_CONCEPTS)


class GraphNotReady(ValueError):
    """The graphs of these patients are not built by the current build version; the message names them."""

    def __init__(self, subject_ids: list[int], version: str):
        self.subject_ids = subject_ids
        shown = ", ".join(map(str, subject_ids[:10])) + (f" and {len(subject_ids) - 10} more" if len(subject_ids) > 10
                                                        else "")
        super().__init__(
            f"the knowledge graph of subject_id {shown} is not built by the current build version {version} "
            f"(missing, failed or built by other rules or vocabulary); run manage.py build_kg --subjects "
            f"{','.join(map(str, subject_ids[:10]))} (or --dataset NAME) first")


@dataclass(frozen=True)
class GraphState:
    version: str
    #: subject_ids whose graph is not ready, in order
    not_ready: tuple[int, ...]
    #: a digest of every covered note's build (note, status, version, text digest)
    digest: str


def graph_state(patient_ids) -> GraphState:
    """The build state of these patients' graphs under the current build version."""
    version = build_version()
    rows = (Note.objects.filter(patient_id__in=list(patient_ids)).order_by("patient_id", "pk")
            .values_list("patient__subject_id", "pk", "text_sha256", "kg_build__status", "kg_build__rules_version",
                         "kg_build__text_sha256"))
    digest, not_ready = hashlib.sha256(version.encode()), []
    for subject_id, note_pk, sha, status, built_version, built_sha in rows.iterator(chunk_size=5000):
        digest.update(f"{note_pk}\0{status}\0{built_version}\0{built_sha}\n".encode())
        ready = status in _DONE and built_version == version and built_sha == sha
        if not ready and (not not_ready or not_ready[-1] != subject_id):
            not_ready.append(subject_id)
    return GraphState(version, tuple(not_ready), digest.hexdigest()[:16])


def require_graph(patient_ids) -> GraphState:
    """The state of these patients' graphs; ``GraphNotReady`` naming the patients if any is not built."""
    state = graph_state(patient_ids)
    if state.not_ready:
        raise GraphNotReady(list(state.not_ready), state.version)
    return state
