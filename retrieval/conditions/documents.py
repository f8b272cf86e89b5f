"""Conditions that read the notes themselves: C1 (nothing), C1b (the discharge summary), C6 (long
context) and paper 001's RecentNotes(B); and the chunk retrievers C2 (TF-IDF), C2b (dense) and
RAG-N (dense, 128-token chunks, query instruction prefix).

Budgets count note-text tokens with the workbench tokenizer (paper 001: one independent
tokenizer for every model); note headers (id, type, date) are not counted against a budget but
are counted in ``Evidence.tokens``. A budget is cut from the oldest end: the newest notes are
kept whole, and the oldest one kept is cut at a word start so the kept text fills the budget
exactly; ``Evidence.truncation`` reports the cut.
"""

from __future__ import annotations

from retrieval.conditions.base import Evidence, Passage, QuestionContext, iso_date
from retrieval.conditions.chunks import (
    Chunk, NoteText, notes_signature, patient_chunks, patient_notes, word_ceil,
)
from retrieval.tokens import count_tokens

DISCHARGE_TYPES = ("DS", "discharge summary", "Discharge summary")


def _header(note: NoteText) -> str:
    return f"[{note.note_type} {note.note_id}, {iso_date(note.charttime)}]"


def _passage(note: NoteText, token_start: int, rank: int, score: float | None = None) -> Passage:
    start = note.offsets[token_start][0] if note.tokens else 0
    return Passage(note.note_id, start, len(note.text), note.text[start:], note.tokens - token_start, score=score,
                   note_type=note.note_type, charttime=iso_date(note.charttime), hadm_id=note.hadm_id, rank=rank)


def budget_notes(notes: list[NoteText], budget: int | None) -> tuple[list[Passage], dict | None]:
    """The newest notes that fit ``budget`` tokens (None: all), oldest first in the result."""
    total = sum(n.tokens for n in notes)
    if budget is not None and budget < 1:
        raise ValueError(f"a token budget must be positive (got {budget})")
    kept: list[tuple[NoteText, int]] = []
    used = 0
    for note in reversed(notes):
        if budget is None or used + note.tokens <= budget:
            kept.append((note, 0))
            used += note.tokens
            continue
        room = budget - used
        if room > 0:
            start = word_ceil(note, note.tokens - room)
            if start < note.tokens:
                kept.append((note, start))
                used += note.tokens - start
        break
    kept.reverse()
    passages = [_passage(note, start, rank=i + 1) for i, (note, start) in enumerate(kept)]
    truncation = None
    if budget is not None and used < total:
        whole = sum(1 for _, start in kept if start == 0)
        truncation = {"budget": budget, "total": total, "kept": used, "from": "oldest",
                      "dropped_notes": len(notes) - len(kept), "partial_notes": len(kept) - whole}
    return passages, truncation


def _render_passages(passages: list[Passage], notes_by_id: dict[str, NoteText], *, title: str | None = None) -> str:
    blocks = [] if title is None else [title]
    for p in passages:
        note = notes_by_id[p.note_id]
        cut = " (beginning cut)" if p.start > 0 and p.end == len(note.text) and p.tokens < note.tokens else ""
        blocks.append(f"{_header(note)}{cut}\n{p.text}")
    return "\n\n".join(blocks)


def notes_evidence(ctx: QuestionContext, *, condition: str, budget: int | None, only_discharge: bool = False) -> Evidence:
    signature = notes_signature(ctx.patient_id)
    notes = [n for n in patient_notes(ctx.patient_id, signature) if ctx.allows(n)]
    if only_discharge:
        summaries = [n for n in notes if n.note_type in DISCHARGE_TYPES]
        asked = [n for n in summaries if n.hadm_id in ctx.hadm_ids] if ctx.hadm_ids else []
        notes = (asked or summaries)[-1:]
    passages, truncation = budget_notes(notes, budget)
    text = _render_passages(passages, {n.note_id: n for n in notes})
    return Evidence(condition=condition, text=text, tokens=count_tokens(text), passages=passages,
                    truncation=truncation, settings={"budget": budget, "notes": len(notes)})


# -- chunk retrieval ---------------------------------------------------------------------------


def _chunk_passages(ranked: list[tuple[Chunk, float]]) -> list[Passage]:
    return [
        Passage(c.note.note_id, c.start, c.end, c.text, c.tokens, score=round(float(score), 6),
                note_type=c.note.note_type, charttime=iso_date(c.note.charttime), hadm_id=c.note.hadm_id, rank=i + 1)
        for i, (c, score) in enumerate(ranked)
    ]


def _chunk_text(passages: list[Passage]) -> str:
    return "\n\n".join(f"[Excerpt {p.rank}: {p.note_type} {p.note_id}, {p.charttime}; score {p.score:.3f}]\n{p.text}"
                       for p in passages)


def tfidf_evidence(ctx: QuestionContext, *, condition: str, size: int = 512, overlap: int = 64, top_k: int = 5) -> Evidence:
    """C2: TF-IDF (sublinear tf, l2-normalised, English stop words) over the patient's chunks;
    the ``top_k`` chunks by cosine similarity to the question."""
    from sklearn.feature_extraction.text import TfidfVectorizer

    chunks = [c for c in patient_chunks(ctx.patient_id, size, overlap) if ctx.allows(c.note)]
    ranked: list[tuple[Chunk, float]] = []
    if chunks:
        vectorizer = TfidfVectorizer(sublinear_tf=True, stop_words="english", token_pattern=r"(?u)\b\w[\w-]*\b")
        try:
            matrix = vectorizer.fit_transform([c.text for c in chunks])
            query = vectorizer.transform([ctx.question])
            scores = (matrix @ query.T).toarray().ravel()
            order = sorted(range(len(chunks)), key=lambda i: (-scores[i], i))[:top_k]
            ranked = [(chunks[i], scores[i]) for i in order if scores[i] > 0]
        except ValueError:  # every chunk is stop words only
            ranked = []
    passages = _chunk_passages(ranked)
    text = _chunk_text(passages)
    return Evidence(condition=condition, text=text, tokens=count_tokens(text), passages=passages,
                    settings={"chunk_tokens": size, "overlap": overlap, "top_k": top_k, "retriever": "tfidf"})


def dense_evidence(ctx: QuestionContext, *, condition: str, size: int, overlap: int, top_k: int,
                   max_chars: int | None = None, query_prefix: str | None = None) -> Evidence:
    """C2b and RAG-N: cosine similarity of the question's embedding (with the embedder's query
    instruction prefix) to every chunk's; the best ``top_k`` chunks, stopping before ``max_chars``."""
    from retrieval.conditions import dense

    signature = notes_signature(ctx.patient_id)
    chunks = patient_chunks(ctx.patient_id, size, overlap, signature)
    embedder = dense.get_embedder()
    prefix = embedder.query_prefix if query_prefix is None else query_prefix
    scoped = ctx.cutoff is not None or ctx.admissions_only
    # the index covers all the patient's chunks; a scoped question ranks them all and keeps its own
    ranked = dense.search(embedder, ctx.patient_id, signature, chunks, size, overlap, prefix + ctx.question,
                          top_k=len(chunks) if (scoped or max_chars is not None) else top_k)
    if scoped:
        ranked = [(c, score) for c, score in ranked if ctx.allows(c.note)]
        if max_chars is None:
            ranked = ranked[:top_k]
    if max_chars is not None:
        kept, chars = [], 0
        for chunk, score in ranked:
            if chars + len(chunk.text) > max_chars or len(kept) >= top_k:
                break
            kept.append((chunk, score))
            chars += len(chunk.text)
        ranked = kept
    passages = _chunk_passages(ranked)
    text = _chunk_text(passages)
    return Evidence(condition=condition, text=text, tokens=count_tokens(text), passages=passages,
                    settings={"chunk_tokens": size, "overlap": overlap, "top_k": top_k, "max_chars": max_chars,
                              "retriever": "dense", "embedder": embedder.name, "query_prefix": prefix})
