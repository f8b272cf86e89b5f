"""What every answer module reads off graph evidence: the facts about an asked concept, how the
answer names it, the shown sentence a fact was read from, and the quote an answer rests on.

The answer modules (``extractive`` composes them; ``course``, ``dose``, ``attribution`` and
``ordering`` each answer one kind of proposition) import this module and ``text_reader``; none
imports ``extractive``, so the reader reads in one direction.
"""

from __future__ import annotations

import re

from retrieval.conditions.base import Evidence, GraphFact, Passage, narrower_step


def display(concept: dict) -> str:
    """How the answer names an asked concept: the question's own words (a brand or combination
    product stays as asked), else the concept's name."""
    text = (concept.get("text") or "").strip()
    return text if len(text) > 2 else concept["label"]


def display_with_name(concept: dict) -> str:
    """The question's words with the chart's name beside them where they differ ("Lasix
    (furosemide)"), so a reader of the answer sees which drug the chart calls it."""
    shown, label = display(concept), concept.get("label") or ""
    lowered, name = shown.lower(), label.lower()
    if not label or name in lowered or lowered in name:
        return shown
    return f"{shown} ({label})"


def about(evidence: Evidence, concept: dict) -> list[GraphFact]:
    """Facts about an asked concept: its own, else those of a narrower concept reached from it."""
    own = [f for f in evidence.facts if f.concept_id == concept["concept_id"]]
    return own or [f for f in evidence.facts if f.reached_from == concept["concept_id"] and f.hop <= 2
                   and narrower_step(f.via)]


def source_passage(evidence: Evidence, fact: GraphFact) -> Passage | None:
    """The shown sentence the fact was read from (its ``S`` number), if it was shown."""
    if not fact.source:
        return None
    return next((p for p in evidence.passages if p.rank == fact.source), None)


def cite(passage: Passage) -> str:
    return f'"{passage.text}" ({passage.note_type} {passage.note_id}, {passage.charttime})'


#: a study's reason, not its finding ("INDICATION: 45 year old woman with syncope and new HCM")
_REASON_LINE = re.compile(r"^\W*(?:indication|reason for (?:exam|examination|study|consult)|reason|clinical (?:history|"
                          r"indication|information)|history|question)\s*:", re.IGNORECASE)


def quote(evidence: Evidence, facts: list[GraphFact]) -> str:
    """The sentence the conclusion rests on, quoted with its note and date (the first fact's with
    a shown sentence that is not a study's reason, else the first's), or nothing."""
    shown = [p for p in (source_passage(evidence, f) for f in facts) if p is not None]
    chosen = next((p for p in shown if not _REASON_LINE.match(p.text)), shown[0] if shown else None)
    return f" Source: {cite(chosen)}." if chosen is not None else ""
