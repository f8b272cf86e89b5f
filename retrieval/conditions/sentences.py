"""RetrieveDocuments for the graph conditions (paper 000 Algorithm 1, line 19): the note sentences
handed to the reader beside the graph's facts.

A fact is only worth what its sentence says ("furosemide" Present, in "furosemide was held for
AKI"), and a question often names its answer in words no vocabulary concept covers ("did she
report chest pressure?", "what was she told to do if her weight went up?"). So the graph
conditions read, within a token budget:

1. the sentences the routed facts came from, the asked-about concepts' first (``must``: a
   change list's lines, the current-state row's sentence), up to a third of the budget;
2. then the patient's sentences ranked by the embedder's cosine similarity to the question, plus
   a bonus for a sentence that mentions an asked-about concept (its edges' provenance) and one for
   a sentence of the admission the question names.

Sentences are the clinical splitter's (``retrieval.nlp.sentences.boundaries``), one unit each;
a header alone ("FAMILY HISTORY:") is not a unit. Their embeddings are indexed once per patient's
notes, like the dense chunks (``dense.chunk_index`` with chunking (0, 0): sentence units).
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable

from retrieval.conditions.base import Passage, QuestionContext, iso_date
from retrieval.conditions.chunks import Chunk, LRUCache, NoteText, patient_notes
from retrieval.tokens import count_tokens

#: the (size, overlap) key sentence units are indexed under (chunkings have size >= 1)
SENTENCE_UNITS = (0, 0)
#: score bonuses over the cosine similarity
FOCUS_BONUS = 0.15
SCOPE_BONUS = 0.05
#: the share of the budget the routed facts' own sentences may take before the ranked ones
MUST_SHARE = 1 / 3

_units_cache = LRUCache()
#: a list's items after a line that heads it ("Recommended lorazepam taper (PO, IV if vomiting):"), at most
LIST_ITEMS = 12
_LIST_ITEM = re.compile(r"^\s*(?:[-•*]|\d{1,2}[.)]\s)")
#: an item that goes on with the one before ("- then 20 mg daily 12/4-12/10")
_GOES_ON = re.compile(r"^\s*[-•*]?\s*(?:then|followed by|after that|thereafter)\b", re.IGNORECASE)


def _is_header(text: str) -> bool:
    return text.endswith(":") and len(text.split()) <= 5


def note_sentences(note: NoteText) -> list[Chunk]:
    """The note's sentences as units (character and token offsets), headers and blanks left out."""
    from retrieval.nlp.sentences import boundaries

    text = note.text
    starts = boundaries(text)
    token_starts = [o[0] for o in note.offsets]
    units = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else len(text)
        piece = text[start:end]
        stripped = piece.strip()
        if len(stripped) < 3 or _is_header(stripped):
            continue
        left = start + (len(piece) - len(piece.lstrip()))
        right = left + len(stripped)
        t0 = bisect.bisect_left(token_starts, left)
        t1 = max(t0 + 1, bisect.bisect_left(token_starts, right))
        units.append(Chunk(note, len(units), t0, t1, left, right))
    return units


def patient_sentences(patient_id: int, signature: str) -> list[Chunk]:
    """Every sentence unit of the patient's notes, oldest note first (cached per notes' digest)."""
    key = (patient_id, signature)
    cached = _units_cache.get(key)
    if cached is not None:
        return cached
    units = [u for note in patient_notes(patient_id, signature) for u in note_sentences(note)]
    return _units_cache.put(key, units)


def _holds(spans: dict[str, list[int]], unit: Chunk) -> bool:
    """Whether one of the mention starts on the unit's note falls inside it."""
    starts = spans.get(unit.note.note_id)
    if not starts:
        return False
    at = bisect.bisect_left(starts, unit.start)
    return at < len(starts) and starts[at] < unit.end


def retrieve_documents(ctx: QuestionContext, signature: str, *, budget: int, must: Iterable[tuple[str, int]] = (),
                       focus_mentions: dict[str, list[int]] | None = None,
                       hadm_ids: tuple[int, ...] = ()) -> list[Passage]:
    """The sentences shown beside the facts, within ``budget`` tokens: the units holding the
    ``must`` mentions ((note id, mention start), in order) first, then the best ranked."""
    from retrieval.conditions import dense

    units = [u for u in patient_sentences(ctx.patient_id, signature) if ctx.allows(u.note)]
    if not units or budget <= 0:
        return []
    focus_mentions = {k: sorted(v) for k, v in (focus_mentions or {}).items()}
    chosen: list[tuple[Chunk, float, int]] = []
    taken: set[tuple[str, int]] = set()
    used = 0

    def take(unit: Chunk, score: float, limit: int) -> None:
        nonlocal used
        key = (unit.note.note_id, unit.start)
        if key in taken:
            return
        tokens = count_tokens(unit.text)
        if used + tokens > limit:
            return
        taken.add(key)
        used += tokens
        chosen.append((unit, score, tokens))

    by_note: dict[str, list[Chunk]] = {}
    for u in units:
        by_note.setdefault(u.note.note_id, []).append(u)
    position = {(u.note.note_id, u.start): i for rows in by_note.values() for i, u in enumerate(rows)}

    def take_with_list(unit: Chunk, score: float, limit: int) -> None:
        """The unit, and the list it heads or goes on with ("Recommended lorazepam taper:" then its
        "- 11/4: 2 mg q6h" lines; "- continue prednisolone 40 mg …" then "- then 20 mg daily 12/4-12/10"):
        a schedule is read whole or not at all."""
        take(unit, score, limit)
        rows = by_note.get(unit.note.note_id) or []
        at = position.get((unit.note.note_id, unit.start))
        if at is None or (unit.note.note_id, unit.start) not in taken:
            return
        heads = unit.text.rstrip().endswith(":")
        for row in rows[at + 1:at + 1 + LIST_ITEMS]:
            if not (_LIST_ITEM.match(row.text) and (heads or _GOES_ON.match(row.text))):
                break
            take(row, score, limit)

    for note_id, at in must:
        rows = by_note.get(note_id) or []
        starts = [u.start for u in rows]
        i = bisect.bisect_right(starts, at) - 1
        if i >= 0 and rows[i].start <= at < rows[i].end:
            take_with_list(rows[i], 1.0, int(budget * MUST_SHARE))
    embedder = dense.get_embedder()
    everyone = patient_sentences(ctx.patient_id, signature)
    size, overlap = SENTENCE_UNITS
    ranked = dense.search(embedder, ctx.patient_id, signature, everyone, size, overlap,
                          embedder.query_prefix + ctx.question, top_k=len(everyone))
    allowed = {(u.note.note_id, u.start) for u in units}
    scored = []
    for unit, cosine in ranked:
        if (unit.note.note_id, unit.start) not in allowed:
            continue
        bonus = (FOCUS_BONUS if _holds(focus_mentions, unit) else 0.0) + (
            SCOPE_BONUS if hadm_ids and unit.note.hadm_id in hadm_ids else 0.0)
        scored.append((cosine + bonus, unit))
    scored.sort(key=lambda pair: (-round(pair[0], 6), pair[1].note.note_id, pair[1].start))
    for score, unit in scored:
        if used >= budget:
            break
        take_with_list(unit, score, budget)
    return [Passage(u.note.note_id, u.start, u.end, " ".join(u.text.split()), tokens,
                    score=round(float(s), 6), note_type=u.note.note_type, charttime=iso_date(u.note.charttime),
                    hadm_id=u.note.hadm_id, rank=i + 1) for i, (u, s, tokens) in enumerate(chosen)]
