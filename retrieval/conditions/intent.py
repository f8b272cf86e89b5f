"""Question intent for C4g routing (paper 000 §3.4, Algorithm 1, App. S).

Two modes. ``keyword`` (the deployable one) reads only the question's text, with the phrase
lists of ``data/intent_rules.json``. ``oracle`` reads the benchmark category instead: an upper
bound on what a perfect classifier would give, never a deployable setting.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, ValidationInfo, field_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file
from retrieval.conditions.drug_classes import names_medications
from retrieval.conditions.focus import ORDERING_RELATIVE, asked_clauses

INTENTS = ("Change", "Current_State", "Historical", "Default")
MODES = ("keyword", "oracle")
RULES_PATH = Path(__file__).resolve().parent / "data" / "intent_rules.json"

AnyIntent = Literal[INTENTS]
RoutableIntent = Literal[INTENTS[:-1]]  # Default is what no phrase matched, never a phrase list
Phrases = Annotated[list[NonBlank], Field(min_length=1)]


class IntentRulesError(DataFileError):
    pass


class IntentRulesFile(StrictModel):
    """The shape of ``intent_rules.json``."""

    version: NonBlank
    description: str = ""
    intents: dict[RoutableIntent, Phrases]
    priority: list[RoutableIntent]
    oracle: Annotated[dict[str, AnyIntent], Field(min_length=1)]
    question_forms: dict[str, Phrases] = {}
    #: phrases that make a Change question of one that names medications by a class or a word for
    #: them and no drug ("what happened to his diuretics?", "meds in vs out?")
    class_change_cues: list[NonBlank] = []
    #: phrases that contain a cue but are none ("family history of" is not "history of")
    not_cues: list[NonBlank] = []

    @field_validator("priority")
    @classmethod
    def _lists_each_intent_once(cls, priority: list[str], info: ValidationInfo) -> list[str]:
        intents = info.data.get("intents")
        if intents is not None and sorted(priority) != sorted(intents):
            raise ValueError(f"must list each intent of 'intents' once ({', '.join(intents)})")
        return priority


@dataclass(frozen=True)
class IntentRules:
    version: str
    priority: tuple[str, ...]
    phrases: dict[str, tuple[str, ...]]
    oracle: dict[str, str]
    question_forms: dict[str, tuple[str, ...]]
    patterns: dict[str, re.Pattern]
    form_patterns: dict[str, re.Pattern]
    not_cues: re.Pattern | None = None
    class_change: re.Pattern | None = None


@dataclass(frozen=True)
class Intent:
    intent: str
    mode: str
    #: the phrases that decided it (keyword mode), or the category (oracle mode)
    matched: tuple[str, ...] = ()


def _phrase_pattern(phrases) -> re.Pattern:
    alternatives = sorted({re.escape(p.lower()) for p in phrases}, key=len, reverse=True)
    # whole words: no letter or digit on either side (phrases may end in punctuation, e.g. "first:")
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(alternatives) + r")(?![a-z0-9])")


def load_intent_rules(path: Path | str = RULES_PATH) -> IntentRules:
    """Read and validate the rule file; every problem names the file and the key."""
    data = load_data_file(path, IntentRulesFile, error=IntentRulesError)
    return IntentRules(
        version=data.version, priority=tuple(data.priority),
        phrases={k: tuple(v) for k, v in data.intents.items()}, oracle=dict(data.oracle),
        question_forms={k: tuple(v) for k, v in data.question_forms.items()},
        patterns={k: _phrase_pattern(v) for k, v in data.intents.items()},
        form_patterns={k: _phrase_pattern(v) for k, v in data.question_forms.items()},
        not_cues=_phrase_pattern(data.not_cues) if data.not_cues else None,
        class_change=_phrase_pattern(data.class_change_cues) if data.class_change_cues else None,
    )


@lru_cache(maxsize=1)
def intent_rules() -> IntentRules:
    return load_intent_rules()


def mask_spans(text: str, spans) -> str:
    """``text`` with the given (start, end) spans blanked out (same length, so offsets still hold)."""
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text


def classify_keyword(question: str, rules: IntentRules | None = None, concepts=()) -> Intent:
    """The first intent (in priority order) with a phrase in the question; Default otherwise. The
    words of a named concept are not cues: "chronic" in "the chronic obstructive pulmonary disease
    stay" does not make the question historical (``concepts``: dicts with start and end), and nor are
    the file's ``not_cues`` ("family history of" holds "history of" but is no historical cue)."""
    rules = rules or intent_rules()
    text = mask_spans(question.lower(), [(c["start"], c["end"]) for c in concepts if "start" in c and "end" in c]
                      + [tuple(span) for c in concepts for span in c.get("repeats", ())])
    if rules.not_cues is not None:
        text = mask_spans(text, [m.span() for m in rules.not_cues.finditer(text)])
    for intent in rules.priority:
        found = rules.patterns[intent].findall(text)
        if intent == "Current_State" and not found and _terse_on(question, concepts):
            found = ["on …?"]  # "on lithium?", "on a heparin drip?": a chart-rounds question about now
        if intent == "Change" and not found:
            found = _class_change(question, text, rules, concepts)
        if found:
            return Intent(intent, "keyword", tuple(dict.fromkeys(found)))
    return Intent("Default", "keyword")


#: a clause that opens a yes / no question: class-change cues are for open and terse questions
_YES_NO_CLAUSE = re.compile(r"(?:^|[-–—;:?.!,]\s*)(?:and\s+|so\s+)?(?:did|does|do|was|were|is|are|has|had|have|will|would|"
                            r"could|can|should)\b", re.IGNORECASE)


def _class_change(question: str, text: str, rules: IntentRules, concepts) -> list[str]:
    """The class-change cues of a question that names medications by a class or a word for them and
    no drug, and asks no order, length or condition ("what happened to his diuretics?", "BP meds
    after the first fall?", "meds in vs out in July?")."""
    if rules.class_change is None or any(c.get("domain") == "Drug" for c in concepts):
        return []
    if question_form(question, rules) & {"sequence", "duration", "conditional", "dose"} or not names_medications(question):
        return []
    if _YES_NO_CLAUSE.search(question):  # "he's anticoagulated - did the CT after his fall show a bleed?"
        return []
    return rules.class_change.findall(text)


def _terse_on(question: str, concepts) -> bool:
    """Whether the question opens "on <drug>" ("on lithium?", "still on a heparin drip?"): with the
    question's concepts known, a drug must start right there; else "on" must not lead a time or a
    study ("on admission", "on the first CT")."""
    lowered = question.lower()
    found = _TERSE_ON.match(lowered)
    if not found:
        return False
    placed = [c for c in concepts if "start" in c]
    if placed:
        return any(c.get("domain") == "Drug" and c["start"] == found.end() for c in placed)
    return not _NOT_A_DRUG.match(lowered, found.end())


#: a terse question that opens with "on": whether the patient is on a drug now
_TERSE_ON = re.compile(r"^\s*(?:and\s+|still\s+|pt\s+|patient\s+)?on\s+(?:an?\s+)?")
_NOT_A_DRUG = re.compile(r"(?:the\s+)?(?:first\s+|second\s+|last\s+|initial\s+|repeat\s+|admission\b|arrival\b|"
                         r"presentation\b|discharge\b|exam\b|day\b|hd\b|pod\b|imaging\b|ct\b|mri\b|cxr\b|ekg\b|ecg\b|"
                         r"echo\b|x-?ray\b|film\b|scan\b|study\b|ultrasound\b|us\b)")



def classify_oracle(category: str | None, rules: IntentRules | None = None) -> Intent:
    """The intent the benchmark category stands for (an unknown or missing category is an error:
    an oracle that silently fell back would not be an upper bound)."""
    rules = rules or intent_rules()
    if not category:
        raise ValueError("oracle intent needs the question's category")
    try:
        return Intent(rules.oracle[category], "oracle", (category,))
    except KeyError:
        raise ValueError(f"no oracle intent for category {category!r} (known: {', '.join(rules.oracle)})") from None


def classify(question: str, *, mode: str = "keyword", category: str | None = None, concepts=()) -> Intent:
    if mode == "keyword":
        return classify_keyword(question, concepts=concepts)
    if mode == "oracle":
        return classify_oracle(category)
    raise ValueError(f"intent mode must be one of {', '.join(MODES)}, not {mode!r}")


_NAMED_STAY = re.compile(r"\b(the|this|that|her|his|their)\s+(?:(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|may|june?|"
                         r"july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|first|second|third|"
                         r"last|latest|recent|most recent|earlier|later|previous|prior)\s+)(stay|admission|hospitali[sz]ation)\b")


def question_form(question: str, rules: IntentRules | None = None) -> set[str]:
    """Which answer shapes the question asks for (sequence, duration, conditional, confirmation)."""
    rules = rules or intent_rules()
    # "after the March stay", "the second admission": a month or ordinal before a stay is read past
    text = _NAMED_STAY.sub(r"\1 \2", question.lower())
    forms = {name for name, pattern in rules.form_patterns.items() if pattern.search(text)}
    if ORDERING_RELATIVE.search(text):  # "the ICD relative to the MRI" orders two events; no relative is asked
        forms.add("sequence")
        if "family" in forms and not rules.form_patterns["family"].search(ORDERING_RELATIVE.sub(" ", text)):
            forms.discard("family")
    if "family" in forms and _relative_only_in_a_premise(text, rules.form_patterns["family"]):
        forms.discard("family")
    return forms


#: a statement about a relative: "her mom had a stroke", "her dad died of one", "mom does"
_A_STATEMENT = re.compile(r"\b(?:had|has|have|died|dies|was|were|is|does|did|got|gets|with|passed)\b")


def _relative_only_in_a_premise(text: str, family) -> bool:
    """Whether the question names a relative only in a statement beside what it asks ("her mom had a
    stroke - any stroke history for her?", "was the seg 6 lesion an HCC? her dad died of one.",
    "she has graves', right? mom does."): the premise explains the question, which is about the
    patient. A relative the asking clause names ("does her mother have diabetes?", "her dad - any
    MI?") or a family history asked for is a family question."""
    asking = asked_clauses(text)[-1]
    if "?" in asking:  # a statement after the question mark is a premise too
        asking = asking[:asking.rindex("?") + 1]
    if family.search(asking):
        return False
    start = text.find(asking)
    premise = (text[:start] + " " + text[start + len(asking):]) if start >= 0 else text
    return bool(family.search(premise) and _A_STATEMENT.search(premise))
