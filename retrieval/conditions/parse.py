"""The question as structured data: what it asks about, which proposition, at what time and
admission, about whom, and in how many parts.

``parse_question`` puts together what the graph conditions already read from a question — the
concepts it names (``question_concepts``), which of them it asks about and which only set the
scene or anchor an admission (``question_focus``), its forms (``question_form``) and its keyword
intent — into one record, stored with every prediction of every condition (``Evidence.question``)
and shown on the question explorer, so that an author can see how the question was read before
judging the answer. It decides nothing an answer uses: the conditions read the same parts
themselves. The admissions it resolves to are the condition's own (graph conditions resolve event
anchors and ordinals; the others keep the question's asked admissions).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field

from retrieval.conditions.cause import asked_cause
from retrieval.conditions.focus import asked_clauses, before_a_stay, question_focus
from retrieval.conditions.intent import classify_keyword, question_form

VERSION = "question@5"

#: the proposition a question's forms and intent ask for, first match wins
_BY_FORM = (("dose", "dose"), ("family", "experiencer"), ("sequence", "sequence"), ("duration", "duration"), ("stay", "duration"),
            ("conditional", "plan"), ("confirmation", "certainty"), ("finding_of_study", "finding"),
            ("at_discharge", "state_at_discharge"), ("at_admission", "state_at_admission"))
_BY_INTENT = {"Change": "change", "Current_State": "current_state", "Historical": "history"}
_WH = re.compile(r"^(?:and\s+|but\s+|so\s+)?(?:(?:for|in|on|at|by|since|until|after|before|within|of|from|over|during|through)\s+)?(?P<word>what|which|when|why|where|who|how\s+(?:long|many|much|often)|how)\b",
                 re.IGNORECASE)


def _concept(c: dict) -> dict:
    return {k: c[k] for k in ("concept_id", "label", "text", "domain") if k in c}


@dataclass(frozen=True)
class ParsedQuestion:
    version: str
    #: the concepts asked about, in question order (concept_id, label, text, domain)
    asked: list[dict]
    #: the concepts that only set the scene ("with the pneumonia, …") or anchor an admission
    context: list[dict]
    #: presence, current_state, state_at_discharge, state_at_admission (question@4), change, history, duration, sequence, experiencer,
    #: comparison, plan, certainty, finding, cause (question@2: whether a named cause caused it) or
    #: dose (question@2: the asked drug's dose)
    proposition: str
    #: yes_no, or the question word of the asking clause (what, which, when, how long …)
    answer_shape: str
    #: the time the question is about: the ordinal ("first", "latest" …), the event anchors that
    #: name an admission, "discharge" for the state when a stay ended ("admission" when it began,
    #: "before_stay" for what came before it, question@5), whether it compares stays
    time: dict = field(default_factory=dict)
    #: the admissions it was resolved to (the condition's scope, else the question's asked ones)
    admissions: list[int] = field(default_factory=list)
    #: patient, family or both
    experiencer: str = "patient"
    #: a compound question's parts (one when simple)
    parts: list[str] = field(default_factory=list)
    #: the question's forms and keyword intent, as read
    forms: list[str] = field(default_factory=list)
    intent: str = "Default"
    #: the cause a cause question names, and its effect where named (question@2)
    cause: dict | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def answer_shape(question: str) -> str:
    """yes_no, or the question word of the asking clause (what, which, when, how long …)."""
    clause = (asked_clauses(question) or [question])[-1].strip()
    found = _WH.match(clause)
    if not found:
        # "For how many days did she take it?": the asking words were read as the scene; "when"
        # and "where" at the start may set one ("When she came in, was it held?")
        found = _WH.match(question.strip())
        if not found or found.group("word").lower() in ("when", "where"):
            return "yes_no"
    return " ".join(found.group("word").lower().split())


def parse_question(question: str, concepts: list[dict], *, admissions: list[int] | tuple = ()) -> ParsedQuestion:
    """The structured reading of ``question`` from the concepts it names (``question_concepts``)."""
    focus = question_focus(question, concepts)
    forms = question_form(question)
    intent = classify_keyword(question, concepts=concepts).intent
    cause = asked_cause(question)
    proposition = "cause" if cause else next((name for form, name in _BY_FORM if form in forms
                                              if not (form == "dose" and forms & {"duration", "sequence"})), None)
    if proposition is None:
        proposition = "comparison" if focus.cross_admission and intent != "Change" else _BY_INTENT.get(intent,
                                                                                                        "presence")
    time = {"ordinal": focus.ordinal, "events": [c.get("label") for c in focus.anchors],
            "at": "discharge" if "at_discharge" in forms else "admission" if "at_admission" in forms
            else "before_stay" if before_a_stay(question) else None, "cross_admission": focus.cross_admission}
    experiencer = ("both" if focus.about_family and focus.about_patient else
                   "family" if focus.about_family or "family" in forms else "patient")
    return ParsedQuestion(
        version=VERSION, asked=[_concept(c) for c in focus.focus], context=[_concept(c) for c in focus.context],
        proposition=proposition, answer_shape=answer_shape(question), time=time, admissions=list(admissions),
        experiencer=experiencer, parts=list(focus.parts), forms=sorted(forms), intent=intent,
        cause={"cause": cause.cause, "effect": cause.effect} if cause else None)
