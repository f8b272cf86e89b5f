"""A patient's notes as the conditions read them, and their token-window chunks.

Every token count uses the one workbench tokenizer (``retrieval.tokens``), as paper 001 does, so
a budget of 2,560 tokens is the same text whatever model reads it. Chunks are windows of
``size`` tokens advancing by ``size − overlap`` tokens within a note (never across notes), cut
back to character offsets in the note so that a chunk can be shown in place.

Notes and chunks are cached per process, keyed by the patient and a digest of the note ids and
text digests: adding or changing a note makes a new key, so a stale cache cannot be read.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from dataclasses import dataclass

from retrieval.models import Note
from retrieval.tokens import _tokenizer



class LRUCache:
    """A small thread-safe least-recently-used map, one per kind of derived data a worker keeps
    (tokenized notes, chunkings, dense indexes)."""

    def __init__(self, size: int = 64):
        self.size = size
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key, value):
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return value


_notes_cache = LRUCache()
_chunk_cache = LRUCache()


@dataclass(frozen=True)
class NoteText:
    note_id: str
    note_type: str
    hadm_id: int | None
    charttime: object  # datetime
    text: str
    #: (start, end) character offsets of each token, in order
    offsets: tuple[tuple[int, int], ...]
    #: whether each token begins a word (cuts land on word starts, so that re-tokenizing a cut
    #: piece gives the same count)
    word_start: tuple[bool, ...]

    @property
    def tokens(self) -> int:
        return len(self.offsets)


@dataclass(frozen=True)
class Chunk:
    note: NoteText
    index: int
    token_start: int
    token_end: int
    start: int
    end: int

    @property
    def text(self) -> str:
        return self.note.text[self.start:self.end]

    @property
    def tokens(self) -> int:
        return self.token_end - self.token_start


def notes_signature(patient_id: int) -> str:
    """A digest of the patient's notes (ids and text digests): the cache key of everything derived."""
    rows = Note.objects.filter(patient_id=patient_id).order_by("note_id").values_list("note_id", "text_sha256")
    digest = hashlib.sha256()
    for note_id, sha in rows:
        digest.update(f"{note_id}\0{sha}\n".encode())
    return digest.hexdigest()


def notes_digest(patient_ids) -> str:
    """One digest of the notes of all these patients (ids and text digests, one query): the
    input every condition reads, so a run over them changes when a note is added or replaced."""
    rows = (Note.objects.filter(patient_id__in=list(patient_ids)).order_by("patient_id", "note_id")
            .values_list("patient_id", "note_id", "text_sha256"))
    digest = hashlib.sha256()
    for patient_id, note_id, sha in rows.iterator(chunk_size=5000):
        digest.update(f"{patient_id}\0{note_id}\0{sha}\n".encode())
    return digest.hexdigest()[:16]


def patient_notes(patient_id: int, signature: str | None = None) -> list[NoteText]:
    """The patient's notes, oldest first (charttime, then note_seq and note_id), tokenized."""
    signature = signature or notes_signature(patient_id)
    key = (patient_id, signature)
    cached = _notes_cache.get(key)
    if cached is not None:
        return cached
    rows = list(
        Note.objects.filter(patient_id=patient_id)
        .order_by("charttime", "note_seq", "note_id")
        .values_list("note_id", "note_type", "hadm_id", "charttime", "text")
    )
    tokenizer = _tokenizer()
    encodings = tokenizer.encode_batch([row[4] for row in rows], add_special_tokens=False) if rows else []
    notes = [
        NoteText(note_id, note_type, hadm_id, charttime, text, tuple(tuple(o) for o in enc.offsets),
                 _word_starts(enc.word_ids))
        for (note_id, note_type, hadm_id, charttime, text), enc in zip(rows, encodings)
    ]
    return _notes_cache.put(key, notes)


def _word_starts(word_ids) -> tuple[bool, ...]:
    starts, previous = [], object()
    for word in word_ids:
        starts.append(word is None or word != previous)
        previous = word
    return tuple(starts)


def word_floor(note: NoteText, index: int) -> int:
    """The last word start at or before token ``index`` (a cut there splits no word)."""
    while 0 < index < note.tokens and not note.word_start[index]:
        index -= 1
    return index


def word_ceil(note: NoteText, index: int) -> int:
    """The first word start at or after token ``index`` (or the note's end)."""
    while index < note.tokens and not note.word_start[index]:
        index += 1
    return index


def chunk_note(note: NoteText, size: int, overlap: int) -> list[Chunk]:
    """Windows of at most ``size`` tokens, each starting ``size − overlap`` tokens after the last,
    with both ends moved back to word starts so that no word is cut in two."""
    if size < 1 or not 0 <= overlap < size:
        raise ValueError(f"chunks need size >= 1 and 0 <= overlap < size (got {size}, {overlap})")
    step = size - overlap
    chunks = []
    n = note.tokens
    start = 0
    while start < n:
        end = n if start + size >= n else word_floor(note, start + size)
        if end <= start:  # one word longer than a chunk: cut it
            end = min(n, start + size)
        chunks.append(Chunk(note, len(chunks), start, end, note.offsets[start][0], note.offsets[end - 1][1]))
        if end == n:
            break
        nxt = word_floor(note, start + step)
        start = nxt if nxt > start else end
    return chunks


def patient_chunks(patient_id: int, size: int, overlap: int, signature: str | None = None) -> list[Chunk]:
    """Every note of the patient cut into ``size``-token chunks overlapping by ``overlap`` tokens."""
    signature = signature or notes_signature(patient_id)
    key = (patient_id, signature, size, overlap)
    cached = _chunk_cache.get(key)
    if cached is not None:
        return cached
    chunks = [c for note in patient_notes(patient_id, signature) for c in chunk_note(note, size, overlap)]
    return _chunk_cache.put(key, chunks)
