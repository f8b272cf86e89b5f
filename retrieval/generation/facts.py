"""What every answer module reads off graph evidence: the facts about an asked concept, how the
answer names it, the shown sentence a fact was read from, and the quote an answer rests on.

The answer modules (``extractive`` composes them; ``course``, ``dose``, ``attribution`` and
``ordering`` each answer one kind of proposition) import this module and ``text_reader``; none
imports ``extractive``, so the reader reads in one direction.
"""

from __future__ import annotations

import re

from retrieval.conditions.base import Evidence, GraphFact, Passage, narrower_step
from retrieval.conditions.routing import CONDITION_PREDICATES


#: a question's words that name a finding by what happened ("break her hip", "cracked two ribs"):
#: no name for it in an answer's sentence
_AS_A_VERB = re.compile(r"^(?:break|breaks|broke|broken|breaking|fractur\w*|crack\w*)\s+(?:the|his|her|their|a|an|one|"
                        r"both|two|three|four|several|multiple|some|\d)\b", re.IGNORECASE)


def display(concept: dict) -> str:
    """How the answer names an asked concept: the question's own words (a brand or combination
    product stays as asked), else the concept's name (also for words that say what happened:
    "break her hip" is named "Closed fracture of hip")."""
    text = (concept.get("text") or "").strip()
    if concept.get("clipped"):  # "dilt" is said; the chart's name is written
        return concept["label"]
    return text if len(text) > 2 and not _AS_A_VERB.match(text) else concept["label"]


def display_with_name(concept: dict) -> str:
    """The question's words with the chart's name beside them where they differ ("Lasix
    (furosemide)"), so a reader of the answer sees which drug the chart calls it."""
    shown, label = display(concept), concept.get("label") or ""
    lowered, name = shown.lower(), label.lower()
    if not label or name in lowered or lowered in name:
        return shown
    return f"{shown} ({label})"


#: what the patient was said to have (or have had)
_HAD = ("Present", "Historical")


def about(evidence: Evidence, concept: dict) -> list[GraphFact]:
    """Facts about an asked concept: its own, else those of a narrower concept reached from it; a
    narrower concept's that give it to the patient first where its own never do (``narrower_had``)."""
    own = [f for f in evidence.facts if f.concept_id == concept["concept_id"]]
    if not own:
        return narrower_facts(evidence, concept)
    return narrower_had(evidence, concept) + own


def narrower_facts(evidence: Evidence, concept: dict) -> list[GraphFact]:
    """The facts of the concepts narrower than an asked one ("intracranial hemorrhage" for a bleed)."""
    # a routed statement of the asked concept's vocabulary (current state, history) carries no step:
    # the routing read only the asked concepts and their narrower ones
    return [f for f in evidence.facts if f.reached_from == concept["concept_id"] and f.hop <= 2
            and (narrower_step(f.via) or (f.group and not f.via)) and f.concept_id != concept["concept_id"]]


def narrower_had(evidence: Evidence, concept: dict) -> list[GraphFact]:
    """The patient's statements of a narrower concept, when the asked concept's own statements never
    give it to the patient (a relative's "sister broke her hip", "no hip fracture" at an earlier
    fall, "no prior GI bleeding") and the narrower ones come no earlier than the last of them
    ("displaced right femoral neck fracture", "variceal bleed"): the patient had it. Else []."""
    own = [f for f in evidence.facts if f.concept_id == concept["concept_id"]]
    if any(f.group not in ("", "never_present") for f in own):
        return []  # a routed state of its own ("current": absent now) is not overruled by a narrower label
    kinds = {f.predicate for f in own}  # a narrower diagnosis, not a study of the same site ("hip x-ray")
    if kinds & CONDITION_PREDICATES:
        kinds |= CONDITION_PREDICATES
    # a narrower concept the question names itself is set apart from the asked one ("given the
    # pyelonephritis, was a UTI also confirmed?")
    named = {c.get("concept_id") for c in evidence.question_concepts}
    had = [f for f in narrower_facts(evidence, concept) if f.assertion in _HAD and f.experiencer == "Patient"
           and f.predicate in kinds and f.concept_id not in named]
    if not own or not had or any(f.assertion in _HAD and f.experiencer == "Patient" for f in own):
        return []
    return had if max(f.date or "" for f in had) >= max(f.date or "" for f in own) else []


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
