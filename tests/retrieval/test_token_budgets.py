"""Chunking and token budgets, counted with the one workbench tokenizer (no database)."""

from __future__ import annotations

import datetime as dt

import pytest

from retrieval.conditions.chunks import NoteText, _word_starts, chunk_note
from retrieval.conditions.documents import budget_notes
from retrieval.tokens import _tokenizer, count_tokens

TEXT = ("Patient admitted with community-acquired pneumonia. Started ceftriaxone and azithromycin on 8/15. "
        "Denies chest pain, hemoptysis or night sweats. Echocardiogram showed preserved ejection fraction. ") * 12


def note(note_id: str, text: str, day: int) -> NoteText:
    enc = _tokenizer().encode(text, add_special_tokens=False)
    return NoteText(note_id, "PN", 1, dt.datetime(2150, 1, day, tzinfo=dt.timezone.utc), text,
                    tuple(tuple(o) for o in enc.offsets), _word_starts(enc.word_ids))


def test_chunks_have_the_asked_size_and_overlap_and_cover_the_note():
    n = note("a", TEXT, 1)
    chunks = chunk_note(n, 128, 20)
    assert len(chunks) > 3
    assert all(c.tokens <= 128 for c in chunks)
    assert chunks[0].token_start == 0 and chunks[-1].token_end == n.tokens
    for first, second in zip(chunks, chunks[1:]):
        overlap = first.token_end - second.token_start
        assert 0 < overlap <= 20 + 3  # moved back to a word start: never more than a word more
    # cut at word starts only: re-tokenizing a chunk's text gives its token count exactly
    assert all(count_tokens(c.text) == c.tokens for c in chunks)


def test_a_chunk_size_must_exceed_its_overlap():
    with pytest.raises(ValueError, match="0 <= overlap < size"):
        chunk_note(note("a", TEXT, 1), 64, 64)


@pytest.mark.parametrize("budget", [2, 50, 257, 1000, 2560])
def test_a_budget_keeps_the_newest_text_and_fills_it_exactly(budget):
    notes = [note("old", TEXT * 5, 1), note("mid", TEXT[:900], 2), note("new", TEXT[:600], 3)]
    assert sum(n.tokens for n in notes) > 2560
    passages, truncation = budget_notes(notes, budget)
    kept = sum(p.tokens for p in passages)
    total = sum(n.tokens for n in notes)
    assert kept <= budget
    # the cut lands on a word start, so at most one word short of the budget, and the kept text
    # re-tokenizes to exactly the count reported
    assert budget - kept < 12
    assert sum(count_tokens(p.text) for p in passages) == kept
    assert passages[-1].note_id == "new"  # cut from the oldest end
    assert truncation == {"budget": budget, "total": total, "kept": kept, "from": "oldest",
                          "dropped_notes": len(notes) - len(passages),
                          "partial_notes": 1 if passages[0].start > 0 else 0}


def test_a_budget_that_holds_everything_reports_no_cut():
    notes = [note("old", TEXT[:500], 1), note("new", TEXT[:300], 2)]
    passages, truncation = budget_notes(notes, 100_000)
    assert truncation is None
    assert [p.note_id for p in passages] == ["old", "new"]
    assert sum(p.tokens for p in passages) == sum(n.tokens for n in notes)
    with pytest.raises(ValueError, match="budget must be positive"):
        budget_notes(notes, 0)
