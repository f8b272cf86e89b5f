"""Which concept a clinician's question asks about, and which admission it names.

Some concepts a vocabulary matcher finds in a question are asked about (the *focus*); others only
set the scene ("When she came in with the heart failure flare, was she on furosemide?"). With the
phrase lists of ``data/focus_rules.json``: a compound question (", and ", "; ", "? " ... between
parts that each ask) is read part by part; a leading clause that does not ask and ends at a comma,
colon or dash is context, the focus is in the main clause. A concept right after "admitted with",
"came in with" ... or before a definite "admission", "stay", "flare" ... is an anchor (context
wherever it is). In the main clause a study (Procedure) carrying a finding ("did the CT show X",
"X seen on the CT") is context; a causal clause ("was X caused by Y", "did they think Y caused X")
keeps its first concept, the one named first; the rest are all focus. An empty main clause gives
no focus unless the question holds exactly one concept that is not an anchor.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, StringConstraints, field_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file, require_keys

ORDINALS = ("first", "latest", "previous", "later")
RULES_PATH = Path(__file__).resolve().parent / "data" / "focus_rules.json"

Ordinal = Literal[ORDINALS]
Domain = Literal["Condition", "Observation", "Drug", "Procedure", "Measurement"]
Phrases = Annotated[list[NonBlank], Field(min_length=1)]
Words = Annotated[list[Annotated[str, StringConstraints(pattern=r"^[a-z][a-z'-]*$")]], Field(min_length=1)]

_WORD = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")
# a clause ends at a comma, semicolon or colon, or at a dash standing apart from its words
_CLAUSE_BREAK = re.compile(r"\s*(?:[,;:]\s+|\s[-–]+\s+|—\s*)")
#: a break after which a terse question asks ("Her C. diff CT - megacolon? perforation?")
_TERSE_BREAK = re.compile(r"\s*(?::\s+|\s[-–]+\s+|—\s*)")
#: words that ask nothing by themselves: with only these before "with the PE", the PE is asked about
_GENERIC_WORDS = frozenset("""there be been being get got gets ever happen happened occur occurred yes no not
sign signs evidence documented noted mentioned seen""".split())


class FocusRulesError(DataFileError):
    pass


class FocusRulesFile(StrictModel):
    """The shape of ``focus_rules.json``."""

    version: NonBlank
    description: str = ""
    question_words: Words
    imperatives: Words
    subordinators: Words
    context_leads: Words
    clause_conjunctions: Words
    subject_pronouns: Words
    anchor_leads: Phrases
    anchor_nouns: Phrases
    fillers: Words
    indefinites: Words
    study_domains: Annotated[list[Domain], Field(min_length=1)]
    study_verbs: Phrases
    study_preps: Phrases
    causal_phrases: Phrases
    causal_after_concept: Phrases
    ordinals: dict[Ordinal, Phrases]
    ordinal_priority: list[Ordinal]
    last_admission: Phrases
    cross_admission: Phrases
    persistence: Phrases
    compound_separators: Annotated[list[Annotated[str, StringConstraints(min_length=1)]], Field(min_length=1)]
    family_words: Phrases
    patient_words: Phrases
    self_words: Phrases
    scene_preps: Phrases
    definites: Words
    bare_scene_preps: Phrases
    #: what a question asks of the object of a scene preposition: "what happened with his
    #: lisinopril …", "what did they do with her CellCept", "the plan for the spironolactone"
    object_leads: Phrases
    study_nouns: Words
    #: what opens a clause naming an event the question is timed by, when a subject follows ("when
    #: she fell", "the first time he bled", "by the time the rifaximin went on"): its concepts
    #: anchor the asked stay and set the scene
    event_leads: Phrases
    #: the verbs of a question that says its subject is something: "was the pain pancreatitis?"
    copulas: Words
    #: words right before an event the question names that say which of its stays ("the first
    #: amputation", "her second fall", "the last bleed") when no phrase of ``ordinals`` does
    event_ordinals: dict[Ordinal, Phrases] = {}

    @field_validator("ordinals")
    @classmethod
    def _has_each_ordinal(cls, ordinals: dict[str, list[str]]) -> dict[str, list[str]]:
        return require_keys(ordinals, ORDINALS, "ordinal")

    @field_validator("ordinal_priority")
    @classmethod
    def _lists_each_ordinal_once(cls, priority: list[str]) -> list[str]:
        if sorted(priority) != sorted(ORDINALS):
            raise ValueError(f"must list each ordinal once ({', '.join(ORDINALS)})")
        return priority


@dataclass(frozen=True)
class FocusRules:
    version: str
    words: dict[str, frozenset[str]]
    patterns: dict[str, re.Pattern]
    ordinals: dict[str, re.Pattern]
    ordinal_priority: tuple[str, ...]
    study_domains: frozenset[str]
    #: ordinal -> the words before an event that say it (searched in the text before a concept: end at it)
    event_ordinals: dict[str, re.Pattern] = field(default_factory=dict)


@dataclass(frozen=True)
class QuestionFocus:
    focus: tuple[dict, ...]  #: the asked-about concepts, in question order; may be empty
    context: tuple[dict, ...]  #: the concepts that only scope the question (anchors included)
    anchors: tuple[dict, ...]  #: the concepts that name an admission ("the NSTEMI admission")
    ordinal: str | None  #: "first" | "latest" | "previous" | "later" | None
    cross_admission: bool  #: the question compares admissions ("still ... when she came back")
    parts: tuple[str, ...]  #: a compound question's sub-questions (one when simple)
    about_family: bool  #: it asks about relatives
    about_patient: bool  #: it asks about the patient herself (both may hold)


def _alternatives(phrases) -> str:
    return "|".join(sorted({re.escape(p.lower()) for p in phrases}, key=len, reverse=True))


def _phrase_pattern(phrases) -> re.Pattern:
    return re.compile(r"(?<![a-z0-9])(?:" + _alternatives(phrases) + r")(?![a-z0-9])")


def load_focus_rules(path: Path | str = RULES_PATH) -> FocusRules:
    """Read and validate the rule file; every problem names the file and the key."""
    data = load_data_file(path, FocusRulesFile, error=FocusRulesError)
    words = {name: frozenset(getattr(data, name)) for name in (
        "question_words", "imperatives", "subordinators", "context_leads", "clause_conjunctions", "subject_pronouns",
        "definites", "study_nouns")}
    fillers = r"(?:(?:" + _alternatives(data.fillers) + r")\s+)*"
    patterns = {name: _phrase_pattern(getattr(data, name)) for name in (
        "study_verbs", "causal_phrases", "last_admission", "cross_admission", "persistence",
        "family_words", "patient_words", "self_words")}
    patterns.update(
        # searched in the text before a concept, so they end at it ($)
        anchor_lead=re.compile(r"(?<![a-z0-9])(?:" + _alternatives(data.anchor_leads) + r")\s+" + fillers + "$"),
        study_prep=re.compile(r"(?<![a-z0-9])(?:" + _alternatives(data.study_preps) + r")\s+" + fillers + "$"),
        indefinite=re.compile(r"(?<![a-z0-9])(?:" + _alternatives(data.indefinites) + r")\s+$"),
        # matched where a concept ends
        anchor_noun=re.compile(r"\s*(?:" + _alternatives(data.anchor_nouns) + r")(?![a-z0-9])"),
        anchor_noun_inside=re.compile(r"(?<![a-z0-9])(?:" + _alternatives(data.anchor_nouns) + r")$"),
        causal_after=re.compile(r"\s*(?:" + _alternatives(data.causal_after_concept) + r")(?![a-z0-9])"),
        compound=re.compile(_alternatives(data.compound_separators)),
        # searched in the text before a concept: "... with the ", "... after her "
        scene_phrase=re.compile(r"(?<![a-z0-9/])(?:(?:" + _alternatives(data.scene_preps) + r")\s+(?:"
                                + _alternatives(data.definites) + r")|(?<=ed )(?:" + _alternatives(data.bare_scene_preps)
                                + r"))\s+" + fillers + "$"),
        # a copular question's opening up to its subject: "was the ", "and is her "
        copular_subject=re.compile(r"\W*(?:(?:" + _alternatives(data.clause_conjunctions) + r")\s+)?(?:"
                                   + _alternatives(data.copulas) + r")\s+(?:" + _alternatives(data.definites) + r")\s+"
                                   + r"(?:[a-z]+'s\s+)?" + fillers),
        # an event clause's opening, with the subject after it ("when she", "the first time the")
        event_lead=re.compile(r"(?<![a-z0-9])(?:" + _alternatives(data.event_leads) + r")\s+(?=(?:"
                              + _alternatives(sorted(set(data.subject_pronouns) | set(data.definites))) + r")\s)"),
        # searched in the text before a concept: "what happened with his ", "the plan for the "
        object_lead=re.compile(r"(?<![a-z0-9])(?:" + _alternatives(data.object_leads) + r")\s+(?:(?:"
                               + _alternatives(data.definites) + r")\s+)?" + fillers + "$"),
    )
    words["asking"] = (words["question_words"] | words["subject_pronouns"] | words["clause_conjunctions"]
                       | frozenset(data.fillers) | frozenset(data.indefinites) | _GENERIC_WORDS)
    return FocusRules(
        version=data.version, words=words, patterns=patterns,
        ordinals={name: _phrase_pattern(phrases) for name, phrases in data.ordinals.items()},
        ordinal_priority=tuple(data.ordinal_priority), study_domains=frozenset(data.study_domains),
        # "the first amputation", "her second bad fall": the word, then at most one filler, then the event
        event_ordinals={name: re.compile(r"(?<![a-z0-9])(?:" + _alternatives(phrases) + r")\s+(?:[a-z-]+\s+)?$")
                        for name, phrases in data.event_ordinals.items()},
    )


@lru_cache(maxsize=1)
def focus_rules() -> FocusRules:
    return load_focus_rules()


def _opens_question(text: str, rules: FocusRules) -> bool:
    words = _WORD.findall(text.lower())
    while words and words[0] in rules.words["clause_conjunctions"]:
        words = words[1:]
    first, following = (words + ["", ""])[:2]
    # "When was the CT done?" asks; "When she came in, ..." sets the scene
    return first in rules.words["imperatives"] or (first in rules.words["question_words"] and (
        first not in rules.words["subordinators"] or following in rules.words["question_words"]))


def _main_start(text: str, rules: FocusRules) -> int | None:
    """Where the clause holding the question begins in ``text``; None when no part of it asks."""
    if _opens_question(text, rules):
        return 0
    for brk in _CLAUSE_BREAK.finditer(text):
        if _opens_question(text[brk.end():], rules):
            return brk.end()
    words = list(_WORD.finditer(text.lower()))
    if words and words[0].group() in rules.words["context_leads"]:
        for before, word in zip(words[1:], words[2:]):
            if word.group() in rules.words["question_words"] and before.group() not in rules.words["subject_pronouns"]:
                return word.start()
    if text.rstrip().endswith("?"):
        # a terse question: a scene, a dash or colon, then what is asked ("Her CT - megacolon?",
        # "Renal US: hydronephrosis?"); "Cirrhosis - active now?" asks about the cirrhosis
        breaks = [b for b in _TERSE_BREAK.finditer(text) if text[b.end():].strip()]
        if breaks and _is_scene(text[:breaks[-1].start()], rules):
            return breaks[-1].end()
    return None


def led_by_context(text: str, rules: FocusRules | None = None) -> bool:
    """Whether a clause opens with one of the focus rules' context leads ("when", "once", "after" …):
    it sets when or where the question asks, not a statement of its own."""
    words = _WORD.findall(text.lower())
    return bool(words) and words[0] in (rules or focus_rules()).words["context_leads"]


def _is_scene(lead: str, rules: FocusRules) -> bool:
    """A lead that sets a scene: led by a definite ("her C. diff CT") or naming a study ("renal US")."""
    words = _WORD.findall(lead.lower())
    return bool(words) and (words[0] in rules.words["definites"] or words[-1] in rules.words["study_nouns"])


def _part_spans(question: str, rules: FocusRules) -> list[tuple[int, int]]:
    spans, start = [], 0
    for sep in rules.patterns["compound"].finditer(question.lower()):
        keep = len(sep.group()) - len(sep.group().lstrip("?"))  # "?" stays with its question
        spans.append((start, sep.start() + keep))
        start = sep.end()
    spans.append((start, len(question)))
    merged = [spans[0]]
    for span in spans[1:]:
        if all(_main_start(question[s:e], rules) is not None for s, e in (merged[-1], span)):
            merged.append(span)
        else:
            merged[-1] = (merged[-1][0], span[1])
    return [(s + len(text) - len(text.lstrip()), e - len(text) + len(text.rstrip()))
            for s, e in merged if (text := question[s:e]).strip()]


#: what follows an anchor noun used as a verb ("stay on", "flare up", "stay the same")
_A_VERB = re.compile(r"\s+(?:on(?!\s+(?:the|a|an)\s+(?!same\b))|off|up|down|in place|put|unchanged|the same|at the same)\b")


def _is_anchor(lower: str, concept: dict, rules: FocusRules) -> bool:
    before = lower[:concept["start"]]
    if rules.patterns["anchor_lead"].search(before):
        return True
    named = (rules.patterns["anchor_noun"].match(lower, concept["end"])
             or rules.patterns["anchor_noun_inside"].search(lower[concept["start"]:concept["end"]]))
    if named and _A_VERB.match(lower, concept["end"] + named.end() - named.start() if named.re is
                               rules.patterns["anchor_noun"] else concept["end"]):
        return False  # "did his Spiriva stay on?", "did her gout flare up?": a verb, no stay
    # "the NSTEMI admission" names one; "an anaphylaxis episode" asks whether there was one
    return bool(named) and not rules.patterns["indefinite"].search(before)


def _is_study_scene(lower: str, study: dict, findings: list[dict], end: int, rules: FocusRules) -> bool:
    if rules.patterns["study_prep"].search(lower[:study["start"]]):  # "seen on the CT", "during the cath"
        return True
    verb = rules.patterns["study_verbs"].search(lower, study["end"], end)  # "did the CT show X"
    return bool(verb) and any(f["start"] >= verb.end() for f in findings)


def _predicate(lower: str, main: int, inside: list[dict], rules: FocusRules) -> dict | None:
    """The concept a copular question says its subject is ("was the abdominal pain pancreatitis?",
    "is her anemia iron deficiency?", "was the MI a STEMI?"): the last concept after a definite
    subject, outside a scene phrase ("with her first DKA") and not coordinated with the subject
    ("is his heart failure and AKI better?"); None when the question is no such one."""
    subject, last = inside[0], inside[-1]
    if last is subject or not rules.patterns["copular_subject"].fullmatch(lower, main, subject["start"]):
        return None
    if rules.patterns["scene_phrase"].search(lower, 0, last["start"]):
        return None
    between = lower[subject["end"]:last["start"]]
    for c in reversed(inside[1:-1]):  # what a scene phrase names is no part of the subject or predicate
        between = between[:c["start"] - subject["end"]] + between[c["end"] - subject["end"]:]
    return None if re.search(r"\b(?:and|or|nor|vs|versus)\b|[,/&]", between) else last


def _asked_about(lower: str, inside: list[dict], end: int, rules: FocusRules, main: int = 0) -> list[dict]:
    findings = [c for c in inside if c["domain"] not in rules.study_domains]
    # "did the head CT show any bleeding?": the study sets the scene even when the finding asked
    # about is no concept (then nothing in the clause is the focus)
    inside = [c for c in inside if c["domain"] not in rules.study_domains or not (
        _is_study_scene(lower, c, findings, end, rules) if findings
        else rules.patterns["study_verbs"].search(lower, c["end"], end))]
    if len(inside) > 1:
        start = inside[0]["start"]
        causal = rules.patterns["causal_phrases"].search(lower, start, end) or any(
            rules.patterns["causal_after"].match(lower, c["end"]) for c in inside[:-1])
        if causal:
            return inside[:1]
        predicate = _predicate(lower, main, inside, rules)
        if predicate is not None:
            return [predicate]
    return inside


def _in_scene_phrase(lower: str, main: int, concept: dict, inside: list[dict], rules: FocusRules) -> bool:
    """A concept in a trailing definite phrase ("with the PE", "after her surgery") after words of
    the asking clause that no concept covers: "was there right heart strain with the PE?" asks
    about the strain; the PE only sets the scene."""
    lead = rules.patterns["scene_phrase"].search(lower, main, concept["start"])
    if not lead or rules.patterns["object_lead"].search(lower, main, concept["start"]):
        return False  # "what happened with his lisinopril …": the object of the asking verb is asked
    covered = [(c["start"], c["end"]) for c in inside if c is not concept]
    end = _clause_end(lower, concept["end"])
    # words the matcher did not cover, before the phrase or after it in the same clause ("did the
    # head CT after his fall show any bleeding?": the bleeding is asked, the fall sets the scene)
    for word in [*_WORD.finditer(lower, main, lead.start()), *_WORD.finditer(lower, concept["end"], end)]:
        if any(a <= word.start() < b for a, b in covered):
            continue
        if len(word.group()) > 2 and word.group() not in rules.words["asking"] \
                and not rules.patterns["study_verbs"].fullmatch(word.group()):
            return True
    return False


def _clause_end(lower: str, at: int) -> int:
    brk = _CLAUSE_BREAK.search(lower, at)
    return brk.start() if brk else len(lower)


#: an event clause that tells a state, not an event ("when he was on amiodarone", "while she was
#: taking it"): it sets the scene, and names no stay
_A_STATE = re.compile(r"\S+\s+(?:(?:was|were|is|are|has been|had been|have been)\s+(?:still\s+)?(?:on|off|taking|using|"
                      r"getting|receiving)|(?:still\s+)?(?:took|takes|take|uses|used))\b")


def _event_clause(lower: str, s: int, main: int, concept: dict, inside: list[dict], rules: FocusRules) -> str:
    """"event" for a concept in a clause that names the event the question is timed by: a leading one
    ("When she fell in July, had she rebled?") or one after what the asking clause asks about ("did
    she break her hip the first time she fell?", "was he still encephalopathic when the rifaximin
    went on?"); "state" when the clause tells a state ("when he was on amiodarone"); "" otherwise."""
    leading = concept["start"] < main
    for lead in rules.patterns["event_lead"].finditer(lower, s if leading else main, concept["start"]):
        if _CLAUSE_BREAK.search(lower, lead.end(), concept["start"]):
            continue
        if leading or any(main <= c["start"] < lead.start() for c in inside if c is not concept) or _names_more(
                lower, main, lead.start(), inside, rules):
            return "state" if _A_STATE.match(lower, lead.end()) else "event"
    return ""


def _names_more(lower: str, start: int, end: int, inside: list[dict], rules: FocusRules) -> bool:
    """Whether the asking clause names something before an event clause that no concept covers ("was
    he taking the acamprosate when he bled?", a drug the vocabulary lacks): the event still only
    times the question, and is not what it asks about."""
    covered = [(c["start"], c["end"]) for c in inside]
    return any(len(w.group()) > 3 and w.group() not in rules.words["asking"]
               and not any(a <= w.start() < b for a, b in covered) for w in _WORD.finditer(lower, start, end))


#: what may stand before the subject that opens a question: "", "her ", "so his "
_OPENS = re.compile(r"\W*(?:(?:so|and|but|ok|okay)\s+)?(?:(?:the|her|his|their|this|that|pt's|patient's)\s+)?")

_REFERS_BACK = re.compile(r"\b(?:it|this|that)\b(?!\s+(?:admission|stay|time|visit|hospitalization))|"
                          # "brother died of a stroke - has he ever had one?", "did she have one too?"
                          r"\b(?:had|have|has|having|get|got|gotten|getting|needed|need|needs)\s+(?:(?:ever|also|"
                          r"any|another)\s+)?(?:one|any|them)\b(?!\s+(?:of|more|time|day|week|month|year))")


def _studied(lower: str, concept: dict, rules: FocusRules) -> bool:
    """A study followed by a finding verb ("did the head CT show …"): the scene, not the question."""
    return concept["domain"] in rules.study_domains and bool(rules.patterns["study_verbs"].search(lower, concept["end"]))


def seen_on_study(question: str, concept: dict, rules: FocusRules | None = None) -> bool:
    """Whether a study the question names is where something was seen ("a bleed on his head CT", "in
    the repeat MRI", "seen on her leg ultrasound"): the study preposition and fillers of the focus
    rules right before it, one word (the study's site) allowed between."""
    rules = rules or focus_rules()
    if concept.get("domain") not in rules.study_domains or concept.get("start") is None:
        return False
    before = question.lower()[:concept["start"]]
    prep = rules.patterns["study_prep"]
    return bool(prep.search(before) or prep.search(re.sub(r"[a-z][a-z-]*\s+$", "", before)))


#: a study named and then asked what it showed, tersely: "head CT - any bleed?", "CTA: PE?"
_STUDY_THEN_ASKED = re.compile(r"\s*[-–—:,]\s*(?:any|was there|is there|did it show|shows?|showed|(?=[a-z][\w -]{0,30}\?$))",
                               re.IGNORECASE)


def asks_of_study(question: str, concept: dict, rules: FocusRules | None = None) -> bool:
    """Whether the question asks what a study it names showed: seen on it ("a bleed on his head CT"),
    the study as the subject of a showing verb ("did the CTA show a PE?") or named and then asked
    tersely ("head CT - any bleed?")."""
    rules = rules or focus_rules()
    if concept.get("domain") not in rules.study_domains or concept.get("end") is None:
        return False
    lower = question.lower()
    return bool(seen_on_study(question, concept, rules) or rules.patterns["study_verbs"].match(
        lower, concept["end"]) or re.match(r"\s*(?:\w+\s+){0,2}?(?:show|shows|showed|find|found|reveal\w*|demonstrat\w*)\b",
                                           lower[concept["end"]:]) or _STUDY_THEN_ASKED.match(lower, concept["end"]))


def asked_clauses(question: str, rules: FocusRules | None = None) -> list[str]:
    """The clause of each part that holds the question, without its scene-setting lead ("When she
    came in with the flare, did she report chest pain?" → ["did she report chest pain?"])."""
    rules = rules or focus_rules()
    clauses = []
    for s, e in _part_spans(question, rules):
        clauses.append(question[s + (_main_start(question[s:e], rules) or 0):e].strip())
    return [c for c in clauses if c] or [question.strip()]


def _ordinal(lower: str, rules: FocusRules) -> str | None:
    found = {name for name, pattern in rules.ordinals.items() if pattern.search(lower)}
    if rules.patterns["last_admission"].search(lower):
        # "the last admission" is the latest one, unless the question also speaks of a readmission
        found.add("previous" if "later" in found else "latest")
    return next((name for name in rules.ordinal_priority if name in found), None)


def _event_ordinal(lower: str, events: list[dict], rules: FocusRules) -> str | None:
    """The ordinal a word right before a named event says ("the first amputation", "her second
    fall"), for a question no admission phrase orders."""
    for event in events:
        for name in rules.ordinal_priority:
            pattern = rules.event_ordinals.get(name)
            if pattern is not None and pattern.search(lower, 0, event["start"]):
                return name
    return None


#: "relative" that orders, not a relative ("when was the ICD placed relative to the MRI?")
ORDERING_RELATIVE = re.compile(r"\brelative(?:ly)?\s+(?:to|timing|order|sequence)\b|\bin relation to\b", re.IGNORECASE)


def _family_and_patient(parts: list[str], rules: FocusRules) -> tuple[bool, bool]:
    family = patient = False
    for part in parts:
        if rules.patterns["family_words"].search(ORDERING_RELATIVE.sub(" ", part)):
            # in "does her mother have it", "her" is the patient only as the relative's owner
            family = True
            patient |= bool(rules.patterns["self_words"].search(part))
        else:
            patient |= bool(rules.patterns["patient_words"].search(part) or rules.patterns["self_words"].search(part))
    return family, patient or not family


def question_focus(question: str, concepts: list[dict], rules: FocusRules | None = None) -> QuestionFocus:
    """Split the matched ``concepts`` (dicts with concept_id, label, text, domain, start, end) of
    ``question`` into the asked-about focus and the scene-setting context (see the module doc)."""
    rules = rules or focus_rules()
    lower = question.lower()
    named = sorted(concepts, key=lambda c: c["start"])
    # each naming of a concept is read where it stands: one named in the scene and again in the
    # asking clause ("on a heparin drip … did she go home on heparin?") is asked about
    concepts = sorted(named + [{**c, "start": s, "end": e, "text": question[s:e]} for c in named
                               for s, e in c.get("repeats", ())], key=lambda c: c["start"])
    spans = _part_spans(question, rules)
    mains = [s + (_main_start(question[s:e], rules) or 0) for s, e in spans]
    clauses = [(c, _event_clause(lower, s, main, c, [x for x in concepts if main <= x["start"] < e], rules))
               for (s, e), main in zip(spans, mains) for c in concepts if s <= c["start"] < e]
    events = [c for c, kind in clauses if kind == "event"]
    states = [c for c, kind in clauses if kind == "state"]
    anchors = [c for c in concepts if _is_anchor(lower, c, rules) or any(c is x for x in events)]
    unanchored = [c for c in concepts if not any(c is a for a in anchors)]
    focus, scene, refers = [], [], False
    for (s, e), main in zip(spans, mains):
        inside = [c for c in unanchored if main <= c["start"] < e]
        staged = [c for c in inside if _in_scene_phrase(lower, main, c, inside, rules) or any(c is x for x in states)]
        focus += _asked_about(lower, [c for c in inside if not any(c is x for x in staged)], e, rules, main)
        scene += [c for c in unanchored if s <= c["start"] < main] + staged
        refers |= bool(_REFERS_BACK.search(lower, main, e))
    if not focus and len({c["concept_id"] for c in unanchored}) == 1 and (refers or not scene) and not _studied(
            lower, unanchored[0], rules):
        # the one concept named, outside any scene-setting clause or referred back to ("was it …")
        focus = unanchored[:1]
    elif not focus and refers and scene and _OPENS.fullmatch(lower, 0, scene[0]["start"]) and not _studied(
            lower, scene[0], rules):
        # the subject of a leading statement the question refers back to ("Carvedilol got held for the
        # SBP - was it back on by discharge?", "Her aspirin was held for the bleed. Is she taking it?")
        focus = scene[:1]
    parts = [question[s:e] for s, e in spans] or [question.strip()]
    family, patient = _family_and_patient([p.lower() for p in parts], rules)
    later = rules.ordinals["later"].search(lower)
    # back to one entry per concept (its first naming), asked about if any naming is
    by_id = {c["concept_id"]: c for c in reversed(named)}
    focus_ids = list(dict.fromkeys(c["concept_id"] for c in focus))
    anchor_ids = list(dict.fromkeys(c["concept_id"] for c in anchors if c["concept_id"] not in focus_ids))
    return QuestionFocus(
        focus=tuple(by_id[i] for i in focus_ids), context=tuple(c for c in named if c["concept_id"] not in focus_ids),
        anchors=tuple(by_id[i] for i in anchor_ids), ordinal=_ordinal(lower, rules) or _event_ordinal(
            lower, [c for c in named if c["concept_id"] in anchor_ids or c["concept_id"] not in focus_ids], rules),
        cross_admission=bool(rules.patterns["cross_admission"].search(lower)
                             or (later and rules.patterns["persistence"].search(lower))),
        parts=tuple(parts), about_family=family, about_patient=patient,
    )


#: a month a question names ("in August", "the March film", "Sept visit"); lower-case "may" is a verb
_ASKED_MONTH = re.compile(r"\b(?:jan(?:uary)?|feb(?:ruary)?|march|apr(?:il)?|(?-i:May)|june?|july?|aug(?:ust)?|"
                          r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?", re.IGNORECASE)


def asked_months(question: str) -> frozenset[int]:
    """The months (1-12) a question names ("in July", "the March film")."""
    from epikg_core.dates import MONTHS

    return frozenset(MONTHS[m.group(0).rstrip(".").lower()] for m in _ASKED_MONTH.finditer(question))


def month_admissions(question: str, admissions: list[dict]) -> tuple[int, ...]:
    """The admissions (hadm_ids, oldest first) in the months the question names, where each named
    month meets exactly one stay (admitted or discharged in it); () when it names none or a month is
    ambiguous (two stays in one month of different years)."""
    from epikg_core.dates import MONTHS

    months = asked_months(question)
    if not months:
        return ()
    chosen = set()
    for month in months:
        hits = [a["hadm_id"] for a in admissions if any(
            (a.get(key) or "")[5:7].isdigit() and int(a[key][5:7]) == month for key in ("admitted", "discharged"))]
        if len(hits) != 1:
            return ()
        chosen.add(hits[0])
    return tuple(a["hadm_id"] for a in admissions if a["hadm_id"] in chosen)


#: a question whether something happened before a stay began ("before this June admission, had he
#: ever …", "before she turned up with the sinus", "has she had one before?"): the stay is its bound,
#: not its subject
_BEFORE_A_STAY = re.compile(
    r"\b(?:before|prior\s+to|preceding)\s+(?:(?:this|the|that|her|his|their|current|present|latest|last|most|recent|"
    r"second|third|index|[a-z]+'s)\s+){0,3}(?:[a-z]+\s+)?(?:admission|stay|hospitali[sz]ation|visit|presentation|"
    r"readmission|encounter|episode|one)\b"
    r"|\b(?:before|prior\s+to)\s+(?:he|she|they|the\s+patient|pt)\s+(?:(?:first\s+)?came\s+(?:in|back)|was\s+(?:re)?admitted|"
    r"were\s+(?:re)?admitted|got\s+(?:re)?admitted|presented|turned\s+up|showed\s+up|returned|bounced\s+back)\b"
    r"|\bbefore(?:\s+now)?\s*[?.!]*\s*$",
    re.IGNORECASE)


def before_a_stay(question: str) -> bool:
    """Whether the asking clause asks what came before a stay began ("… before this admission?",
    "before he came in", "has she had X before?"), not what happened in it."""
    return bool(_BEFORE_A_STAY.search(asked_clauses(question)[-1].strip()) or _BEFORE_A_STAY.search(question.strip()))


def anchor_admission(
    focus: QuestionFocus, admissions: list[dict], weights: dict[int, dict[int, float]]
) -> tuple[int, ...]:
    """The hadm_ids of the admission(s) the question names, in order; () when it names none.

    ``admissions``: dicts with hadm_id, oldest first; ``weights``: hadm_id -> {concept_id: how central
    the concept is to that admission}. Without an anchor central anywhere the ordinal alone decides; a
    cross-admission question gets the anchor's admission and its neighbour, or the last two."""
    ids = [a["hadm_id"] for a in admissions]
    if not ids:
        return ()
    dated = month_admissions(" ".join(focus.parts), admissions)
    if dated:
        # "when he bounced back in August", "the March CXR": the stay in the named month decides
        if focus.cross_admission and len(dated) == 1:
            at = ids.index(dated[0])
            pair = (at - 1, at) if at > 0 else (at, at + 1)
            return tuple(ids[i] for i in pair if 0 <= i < len(ids))
        return dated
    anchor_ids = {c["concept_id"] for c in focus.anchors}
    scores = [sum(weights.get(hadm, {}).get(cid, 0.0) for cid in anchor_ids) for hadm in ids]
    central = [i for i, score in enumerate(scores) if score > 0]
    ordinal = focus.ordinal
    if central:
        # the earliest / latest central one for "first" / "later"; else the highest weight, the later on a tie
        pick = (central[0] if ordinal == "first" else central[-1] if ordinal == "later"
                else max(central, key=lambda i: (scores[i], i)))
        if not focus.cross_admission:
            return (ids[pick],)
        pair = (pick - 1, pick) if ordinal == "later" or pick == len(ids) - 1 else (pick, pick + 1)
        return tuple(ids[i] for i in pair if i >= 0)
    if focus.cross_admission:
        return tuple(ids[-2:])
    if ordinal == "first":
        return (ids[0],)
    if ordinal in ("latest", "later"):
        return (ids[-1],)
    if ordinal == "previous" and len(ids) > 1:
        return (ids[-2],)
    return ()
