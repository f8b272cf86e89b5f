"""What happened to a drug within the asked admission: "what happened to her Lasix during the
pneumonia stay?", "what did they do with her CellCept?", "Entresto dose on the way in vs on the
way out?".

The answer states its conclusion first — how the drug went from the home list to the discharge
list (continued, continued at a lower or higher dose, stopped, held and not restarted, started) —
with the two doses where the lists write them, then the course the notes state in time order
(held, resumed, dose changed …), then the sentence it rests on. The states are the graph's
(``retrieval.graph.course``: its home and discharge predicates and its ending statuses); this
module only orders and words them. Within one day the statements are read in the order the note
wrote them, and a drug on the stay's discharge list ended the stay on it, whatever an earlier line
of the summary said.
"""

from __future__ import annotations

import re

from retrieval.conditions.base import Evidence, GraphFact
from retrieval.conditions.intent import question_form
from retrieval.generation.dose import dose_in, dose_parts
from retrieval.generation.facts import about, display_with_name, quote, source_passage
from retrieval.graph.course import DISCHARGE, ENDING, HOME

_STEP = {"held": "held", "stopped": "stopped", "completed": "completed", "resumed": "resumed", "started": "started",
         "continued": "continued", "dose_changed": "continued at a changed dose"}


def asks_both_ends(question: str) -> bool:
    """A question about the two ends of a stay ("dose on the way in vs on the way out", "admission
    vs discharge"): intent rules' ``both_ends`` form."""
    return "both_ends" in question_form(question)


def _when(evidence: Evidence, fact: GraphFact) -> tuple:
    """Where a statement stands in time: its day, then its note's time and its place in the note
    (a discharge summary narrates "held …, resumed on the day of discharge" in that order)."""
    passage = source_passage(evidence, fact)
    return (fact.date or "", passage.charttime or "" if passage else "", passage.start if passage else -1,
            fact.edge_id)


def list_dose(evidence: Evidence, drug: dict, facts: list[GraphFact]) -> str | None:
    """The dose written beside the drug in the first shown list line of ``facts`` that gives one."""
    for fact in facts:
        passage = source_passage(evidence, fact)
        dose = dose_in(passage.text, evidence, drug) if passage else None
        if dose:
            return dose
    return None


def drug_course(evidence: Evidence, drug: dict) -> str | None:
    """The drug's course within the asked admission, its conclusion first; None when no statement
    of the patient's in that admission says what happened to it."""
    scope = set(evidence.scope_admissions)
    facts = [f for f in about(evidence, drug) if f.experiencer == "Patient" and (not scope or f.hadm_id in scope)
             and f.assertion not in ("Conditional", "Hypothetical")]
    home = [f for f in facts if f.predicate == HOME and f.assertion in ("Present", "Historical")]
    # a discharge list line that holds or stops the drug ("HELD- Furosemide 40 mg") sends it home off it
    listed = [f for f in facts if f.predicate == DISCHARGE and f.assertion == "Present" and f.clinical_status not in ENDING]
    stated = sorted((f for f in facts if f.clinical_status in _STEP), key=lambda f: _when(evidence, f))
    if not stated and not (home or listed):
        return None
    # one step a day: the day's last statement as the notes wrote it (a day restates and plans)
    by_day: dict[str, GraphFact] = {}
    for f in stated:
        by_day[f.date or ""] = f
    steps: list[tuple[str, str, GraphFact]] = []
    for f in by_day.values():
        if not steps or steps[-1][0] != _STEP[f.clinical_status]:
            steps.append((_STEP[f.clinical_status], f.date or "", f))
        else:  # still held on a later day: dated from the first day, quoted from the latest ("do not restart until …")
            steps[-1] = (steps[-1][0], steps[-1][1], f)
    if listed and steps and steps[-1][2].clinical_status in ENDING:
        # named on the discharge list after a hold: it went home on it
        last = max(listed, key=lambda f: _when(evidence, f))
        steps.append(("resumed by discharge (on the discharge list)", last.date or "", last))
    head = _conclusion(evidence, drug, home, listed, steps)
    story = ", then ".join(f"{word}{' (' + date + ')' if date else ''}" for word, date, _ in steps)
    name = display_with_name(drug)
    parts = [head] if head else []
    if story:
        parts.append(f"{name[0].upper() + name[1:]} was {story}.")
    if steps and steps[-1][2].clinical_status in ENDING:
        # "Amlodipine NOT restarted - resume only if home SBP is consistently above 140": held, and a
        # restart that waits on a condition, said with it (never a flat "held" or a flat "restart")
        waits = waiting_restart(evidence, drug, scope, after=steps[-1][2])
        if waits:
            parts.append(f'A restart waits on a condition: "{waits.rstrip(".")}".')
    if not parts:
        return None
    basis = [steps[-1][2]] if steps else (listed or home)
    return " ".join(parts) + quote(evidence, basis + listed + home)


def waiting_restart(evidence: Evidence, drug: dict, scope: set, *, after: GraphFact) -> str | None:
    """The sentence of a conditional statement of the patient's about the drug, in the asked stay and
    no earlier than its last stated step, that names the drug and its condition."""
    from retrieval.generation.text_reader import CONDITION, SENTENCE_SPLIT, problem_head

    names = {(drug.get("text") or "").lower(), (drug.get("label") or "").lower()} - {""}
    waiting = [f for f in about(evidence, drug) if f.experiencer == "Patient" and f.assertion == "Conditional"
               and (not scope or f.hadm_id in scope) and (f.date or "") >= (after.date or "")]
    for fact in sorted(waiting, key=lambda f: _when(evidence, f), reverse=True):
        passage = source_passage(evidence, fact)
        for sentence in SENTENCE_SPLIT.split(passage.text if passage else ""):
            sentence = " ".join(sentence.split())
            if CONDITION.search(sentence) and any(n in sentence.lower() for n in names):
                return sentence
    # "# Spironolactone: held on admission for K 5.9. Plan: restart at 12.5 mg … if K is below 5.0": a
    # plan under the drug's problem head
    for passage in evidence.passages:
        if (scope and passage.hadm_id not in scope) or (passage.charttime or "")[:10] < (after.date or "")[:10]:
            continue
        if not any(n in problem_head(passage, evidence.passages).lower() for n in names):
            continue
        for sentence in SENTENCE_SPLIT.split(passage.text or ""):
            sentence = " ".join(sentence.split())
            if CONDITION.search(sentence) and _RESTART.search(sentence):
                return sentence
    return None


_RESTART = re.compile(r"\b(?:restart\w*|resum\w*|re-?start\w*|back on|go back|put back|re-?introduc\w*)\b", re.IGNORECASE)


def _conclusion(evidence: Evidence, drug: dict, home: list[GraphFact], listed: list[GraphFact],
                steps: list[tuple[str, str, GraphFact]]) -> str:
    """How the stay left the drug, from its two lists (and the last stated step where a list is silent)."""
    name = display_with_name(drug)
    last = steps[-1][2].clinical_status if steps else ""
    if home and listed:
        before, after = list_dose(evidence, drug, home), list_dose(evidence, drug, listed)
        doses = f" {name} {before} on admission, {after} at discharge." if before and after else ""
        (a, unit_a, _), (b, unit_b, _) = dose_parts(before or ""), dose_parts(after or "")
        # a unit written on one list only ("10 qHS" at home, "5 mg QHS" at discharge) is the same unit
        if a is not None and b is not None and float(a) != float(b) and (unit_a == unit_b or not unit_a or not unit_b):
            a, b = float(a), float(b)
            return f"Continued at a {'lower' if b < a else 'higher'} dose:{doses}"
        if any(f.clinical_status == "dose_changed" for _, _, f in steps):
            return f"Continued at a changed dose:{doses}" if doses else f"Continued at a changed dose: {name}."
        return f"Continued:{doses}" if doses else f"Continued: {name} was on the home list and on the discharge list."
    if home and not listed and last in ENDING:
        if last == "held":
            return f"Held and not restarted by the end of the stay: {name}."
        return f"Stopped: {name}."
    if listed and not home and any(f.clinical_status == "started" for _, _, f in steps) and last not in ENDING:
        return f"Started: {name} was started in this stay and is on the discharge list."
    return ""
