"""A polarity-aware evaluator: does the answer *say the same thing* as the reference?

Paper 000's keyword evaluator checks that a category word is present (App. P.3, Z): "pneumonia is
absent" and "patient has pneumonia" both pass a negation question, a family-history answer only
has to say "family", a current-state answer only "current". This evaluator reads what the
reference asserts (its ``structure``; when that is missing, the same reading applied to its text)
and what the answer asserts, and compares the two:

- negation / uncertainty / family history: the polarity the answer gives the asked concept
  (present, absent, possible) — from ConText-style cues scoped to the clause the concept is in,
  the answer's leading Yes/No compared with the reference's, or, when the concept is not named,
  the answer's first sentence — and who has it (patient or a relative);
- conditional: the condition (its content words, numbers and comparison direction) and that the
  action has not happened;
- current_state / historical: current vs not current, and the status (resolved, chronic/active,
  ruled out), reading "history of" as neither;
- sequence: which of the two events came first (cue words between them, or their dates);
- duration: value and unit, in days, with a stated tolerance;
- change: precision and recall over added / stopped / continued medications.

Scores are 1 (correct), 0.5 (partial) or 0, each with a one-sentence reason. Abstentions ("not
documented", "cannot determine") score 0 unless the answer also makes a clinical claim. The cue
lists live in ``data/polarity_cues.json``; see docs/evaluators.md for the tolerances and limits.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from benchmark.evaluators import (ABSTAINED, CORRECT, DATA_DIR, INCORRECT, PARTIAL, UNSCORABLE, DataFileError,
                                  Score, check_inputs, read_data_file)

CUES_FILE = DATA_DIR / "polarity_cues.json"
VERSION = "polarity@1"

_DIRECTED = {"forward": ["lower"], "backward": ["lower"], "both?": ["lower"]}
SCHEMA = {
    "version": "str",
    "description": "str",
    "evidence_echo": {"preamble_starts": ["lower"], "skip_prefixes": ["lower"], "fact_line_patterns": ["regex"],
                      "answer_markers": ["regex"]},
    "abstention": {"patterns": ["regex"], "claim_patterns": ["regex"]},
    "polarity": {"negation": _DIRECTED, "hedge": _DIRECTED, "affirm": _DIRECTED, "question": ["lower"],
                 "terminators": ["lower"], "pseudo": ["lower"], "conclusive_negation": ["lower"]},
    "yes_no": {"yes": ["lower"], "no": ["lower"]},
    "status": {"active": {"strong": ["lower"], "weak": ["lower"]}, "resolved": {"strong": ["lower"], "weak": ["lower"]},
               "ruled_out": ["lower"], "not_current": ["lower"], "pseudo": ["lower"], "negators": ["lower"],
               "negator_window_tokens": "number", "question_asks": {"resolved": ["lower"], "active": ["lower"]}},
    "family": {"relatives": ["lower"], "generic": ["lower"], "sides": ("map", ["lower"])},
    "patient_claim_patterns": ["regex"],
    "anaphora": ["lower"],
    "concept": {"modifiers": ["lower"], "synonyms": ("map", ["lower"]), "generic_heads": ["lower"],
                "from_question": ["regex"]},
    "conditional": {"cues": ["lower"], "not_done": ["regex"], "done": ["regex"],
                    "comparators": {"above": ["lower"], "below": ["lower"]}, "stopwords": ["lower"],
                    "abbreviations": ("map", "lower")},
    "order": {"before": ["lower"], "after": ["lower"], "first": ["lower"], "second": ["lower"], "pseudo": ["lower"],
              "event_stopwords": ["lower"], "token_synonyms": ("map", ["lower"])},
    "change": {"added": ["lower"], "removed": ["lower"], "continued": ["lower"], "none": ["lower"],
               "passive_markers": ["lower"], "medication_form_words": ["lower"]},
    "duration": {"units": {unit: ["lower"] for unit in ("hour", "day", "week", "month", "year")},
                 "days_per_unit": {unit: "number" for unit in ("hour", "day", "week", "month", "year")},
                 "number_words": ("map", "number"), "range_connectors": ["lower"],
                 "tolerance": {"exact_days": "number", "exact_fraction": "number", "partial_days": "number",
                               "partial_min_reference_days": "number"}},
    "stopwords": ["lower"],
}

_EDGE_L, _EDGE_R = r"(?<![a-z0-9])", r"(?![a-z0-9])"
_ISO = r"\d{4}-\d{2}-\d{2}"
# Right before a mention, these make the patient the one who has it, whatever relative the clause names
# ("the patient has a history of dementia, like his mother").
_PATIENT_SUBJECT = re.compile(r"\b(?:patient|pt|he|she)\s+(?:has|had|have|with|carries|developed|"
                              r"was\s+diagnosed\s+with|is\s+diagnosed\s+with|suffers\s+from)\s+(?:a\s+|an\s+)?"
                              r"(?:(?:past\s+)?(?:medical\s+)?history\s+of\s+)?(?:known\s+)?$")
_ANAPHORIC_START = re.compile(r"^(?:it|this|which|this condition|the condition|the diagnosis|the finding)\b")
_ELLIPSIS_ADVERBS = re.compile(r"(?:(?:later|ultimately|subsequently|eventually|then|and|but|finally|since)\s+)*")
_INTERROGATIVE = re.compile(r"^(?:did|does|do|was|were|is|are|has|have|had|which|what|how|when|where|who|why|any|can|"
                            r"could|should|would)\b")


@dataclass(frozen=True)
class Cue:
    start: int
    end: int
    text: str
    kind: str
    direction: str = "both"


class PhraseScanner:
    """Leftmost-longest, non-overlapping matching of a phrase table over lower-cased text."""

    def __init__(self, entries: dict[str, tuple[str, str]]):
        self.entries = entries
        phrases = sorted(entries, key=len, reverse=True)
        self.pattern = re.compile(_EDGE_L + "(?:" + "|".join(re.escape(p) for p in phrases) + ")" + _EDGE_R) \
            if phrases else None

    def scan(self, text: str) -> list[Cue]:
        if self.pattern is None:
            return []
        return [Cue(m.start(), m.end(), m.group(0), *self.entries[m.group(0)]) for m in self.pattern.finditer(text)]


def _table(file: str, groups: dict[str, list[str]], kinds_directions: dict[str, tuple[str, str]]) -> dict:
    """Phrase -> (kind, direction); a phrase listed twice is a data error."""
    table: dict[str, tuple[str, str]] = {}
    for group, phrases in groups.items():
        for phrase in phrases:
            phrase = " ".join(phrase.split())
            if phrase in table:
                raise DataFileError(f"{file}: {group}: {phrase!r} is already listed as {table[phrase][0]}")
            table[phrase] = kinds_directions[group]
    return table


@dataclass(frozen=True)
class PolarityCues:
    """``polarity_cues.json``, validated and compiled."""

    version: str
    data: dict
    polarity: PhraseScanner
    status: PhraseScanner
    order: PhraseScanner
    change: PhraseScanner
    conditional: PhraseScanner
    comparators: PhraseScanner
    family: PhraseScanner
    lead: re.Pattern
    yes_words: frozenset[str]
    abstention: tuple[re.Pattern, ...]
    claims: tuple[re.Pattern, ...]
    fact_lines: tuple[re.Pattern, ...]
    answer_markers: tuple[re.Pattern, ...]
    not_done: tuple[re.Pattern, ...]
    done: tuple[re.Pattern, ...]
    patient_claims: tuple[re.Pattern, ...]
    negators: frozenset[str]
    duration: re.Pattern
    date_range: re.Pattern
    unit_of: dict[str, str]


def load_polarity_cues(path: Path | str | None = None) -> PolarityCues:
    """Read and validate a cues file (default: the packaged one); DataFileError names the file and
    the key when it is malformed."""
    if path is None:
        return _default_cues()
    return _compile(read_data_file(Path(path), SCHEMA), Path(path).name)


@lru_cache(maxsize=1)
def _default_cues() -> PolarityCues:
    return _compile(read_data_file(CUES_FILE, SCHEMA), CUES_FILE.name)


def _compile(data: dict, file: str) -> PolarityCues:
    p = data["polarity"]
    groups, kinds = {}, {}
    for kind in ("negation", "hedge", "affirm"):
        for direction in ("forward", "backward", "both"):
            groups[f"polarity.{kind}.{direction}"] = p[kind].get(direction, [])
            kinds[f"polarity.{kind}.{direction}"] = (kind, direction)
    for kind in ("question", "terminators", "pseudo"):
        groups[f"polarity.{kind}"] = p[kind]
        kinds[f"polarity.{kind}"] = (kind.rstrip("s") if kind == "terminators" else kind, "both")
    polarity = PhraseScanner(_table(file, groups, kinds))

    s = data["status"]
    status = PhraseScanner(_table(file, {
        "status.active.strong": s["active"]["strong"], "status.active.weak": s["active"]["weak"],
        "status.resolved.strong": s["resolved"]["strong"], "status.resolved.weak": s["resolved"]["weak"],
        "status.ruled_out": s["ruled_out"], "status.not_current": s["not_current"], "status.pseudo": s["pseudo"],
    }, {"status.active.strong": ("active", "strong"), "status.active.weak": ("active", "weak"),
        "status.resolved.strong": ("resolved", "strong"), "status.resolved.weak": ("resolved", "weak"),
        "status.ruled_out": ("ruled_out", "strong"), "status.not_current": ("not_current", "strong"),
        "status.pseudo": ("pseudo", "")}))

    o = data["order"]
    order = PhraseScanner(_table(file, {f"order.{k}": o[k] for k in ("before", "after", "first", "second", "pseudo")},
                                 {f"order.{k}": (k, "") for k in ("before", "after", "first", "second", "pseudo")}))
    c = data["change"]
    change = PhraseScanner(_table(file, {f"change.{k}": c[k] for k in ("added", "removed", "continued", "none")},
                                  {f"change.{k}": (k, "") for k in ("added", "removed", "continued", "none")}))
    conditional = PhraseScanner(_table(file, {"conditional.cues": data["conditional"]["cues"]},
                                       {"conditional.cues": ("conditional", "")}))
    comp = data["conditional"]["comparators"]
    comparators = PhraseScanner(_table(file, {f"conditional.comparators.{k}": comp[k] for k in ("above", "below")},
                                       {f"conditional.comparators.{k}": (k, "") for k in ("above", "below")}))
    f = data["family"]
    fam_groups = {"family.relatives": f["relatives"], "family.generic": f["generic"]}
    fam_kinds = {"family.relatives": ("relative", ""), "family.generic": ("generic", "")}
    for side, words in f["sides"].items():
        fam_groups[f"family.sides.{side}"] = words
        fam_kinds[f"family.sides.{side}"] = ("side", side)
    family = PhraseScanner(_table(file, fam_groups, fam_kinds))

    yes_no = data["yes_no"]
    words = sorted(yes_no["yes"] + yes_no["no"], key=len, reverse=True)
    lead = re.compile(r"^\s*(?P<word>" + "|".join(re.escape(w) for w in words) + r")\s*(?:[.,;:!)\-—–]|$)")

    d = data["duration"]
    unit_of = {word: unit for unit, unit_words in d["units"].items() for word in unit_words}
    numbers = sorted(d["number_words"], key=len, reverse=True)
    number = r"(?P<number>\d+(?:\.\d+)?|" + "|".join(re.escape(n) for n in numbers) + ")"
    units = "|".join(re.escape(u) for u in sorted(unit_of, key=len, reverse=True))
    duration = re.compile(r"(?<![\w.\-/])" + number + r"\s*-?\s*(?P<unit>" + units + r")" + _EDGE_R)
    connectors = "|".join(re.escape(w) for w in sorted(d["range_connectors"], key=len, reverse=True))
    date_range = re.compile(rf"(?P<start>{_ISO})\s*(?:{connectors})\s*(?P<end>{_ISO})")

    flags = re.IGNORECASE | re.MULTILINE
    return PolarityCues(
        version=data["version"], data=data, polarity=polarity, status=status, order=order, change=change,
        conditional=conditional, comparators=comparators, family=family, lead=lead,
        yes_words=frozenset(yes_no["yes"]),
        abstention=tuple(re.compile(x, flags) for x in data["abstention"]["patterns"]),
        claims=tuple(re.compile(x, flags) for x in data["abstention"]["claim_patterns"]),
        fact_lines=tuple(re.compile(x, re.IGNORECASE) for x in data["evidence_echo"]["fact_line_patterns"]),
        answer_markers=tuple(re.compile(x, flags) for x in data["evidence_echo"]["answer_markers"]),
        not_done=tuple(re.compile(x, re.IGNORECASE) for x in data["conditional"]["not_done"]),
        done=tuple(re.compile(x, re.IGNORECASE) for x in data["conditional"]["done"]),
        patient_claims=tuple(re.compile(x, re.IGNORECASE) for x in data["patient_claim_patterns"]),
        negators=frozenset(s["negators"]), duration=duration, date_range=date_range, unit_of=unit_of,
    )


# -- text handling -----------------------------------------------------------------------------

_MARKUP = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "`": "", "\t": " "})


def normalize(text: str) -> str:
    """Lower case, plain quotes, no markdown emphasis or headers, single spaces (lines kept)."""
    text = text.translate(_MARKUP).lower()
    text = re.sub(r"\*\*|__|(?<!\w)\*(?=\w)|(?<=\w)\*(?!\w)", "", text)
    text = re.sub(r"(?m)^\s*#+\s*", "", text)
    return "\n".join(" ".join(line.split()) for line in text.splitlines()).strip()


def strip_echo(text: str, cues: PolarityCues | None = None) -> str:
    """The answer part of a normalized answer: after an "Answer:" marker if there is one, without
    echoed typed-fact lines, and without an echoed evidence preamble (paper 000's rule, with this
    workbench's own evidence headers added)."""
    cues = cues or _default_cues()
    for marker in cues.answer_markers:
        found = list(marker.finditer(text))
        if found and text[found[-1].end():].strip():
            text = text[found[-1].end():].strip()
    kept = [line for line in text.split("\n") if not any(p.search(line) for p in cues.fact_lines)]
    text = "\n".join(kept).strip() or text
    echo = cues.data["evidence_echo"]
    if text.startswith(tuple(echo["preamble_starts"])):
        skip = tuple(echo["skip_prefixes"])
        for part in re.split(r"\n\n+", text)[1:]:
            if part.strip() and not part.strip().startswith(skip):
                return part.strip()
        lines = text.split("\n")
        for index, line in enumerate(lines):
            if index and line.strip() and not line.strip().startswith(skip):
                return "\n".join(lines[index:]).strip()
    return text


def _sentences(text: str) -> list[str]:
    """Sentences, with restated questions ("Did the patient have X?") dropped."""
    parts = [s.strip() for s in re.split(r"(?<=[.!?])\s+|\n+", text) if s.strip()]
    return [s for s in parts if not (s.endswith("?") and _INTERROGATIVE.match(s))]


def _clauses(sentence: str) -> list[str]:
    return [c.strip() for c in sentence.split(";") if c.strip()]


def _tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+(?:[./'][a-z0-9]+)*", text)


def _phrase_regex(phrase: str) -> re.Pattern | None:
    """Whole-phrase pattern that tolerates hyphens/slashes/commas for spaces and a plural ending."""
    tokens = re.findall(r"[a-z0-9]+", phrase.lower())
    if not tokens:
        return None
    return re.compile(_EDGE_L + r"[\s\-/,]*".join(re.escape(t) for t in tokens) + r"(?:s|es|'s)?" + _EDGE_R)


# -- reading an answer -------------------------------------------------------------------------

@dataclass
class Mention:
    clause: str
    start: int
    end: int
    polarity: str | None        # present / absent / possible; None for a restated question
    cue: str | None             # the cue that decided it (None: no cue, present by default)
    experiencer: str            # patient / family
    relatives: tuple[str, ...]


@dataclass
class Reading:
    """What one text (an answer, or a reference without structure) asserts."""

    text: str
    lead: str | None                     # "yes" / "no"
    sentences: list[str]
    abstention: str | None
    mentions: list[Mention] = field(default_factory=list)
    concept_found: bool = False


class Reader:
    """Turns text into claims, using the cue tables."""

    def __init__(self, cues: PolarityCues):
        self.cues = cues
        self.data = cues.data

    # general ------------------------------------------------------------------------------

    def read(self, raw: str, concept: str | None = None) -> Reading:
        text = strip_echo(normalize(raw), self.cues)
        lead = None
        found = self.cues.lead.match(text)
        body = text
        if found:
            lead = "yes" if found.group("word") in self.cues.yes_words else "no"
            body = text[found.end():].strip()
        sentences = _sentences(body)
        abstention = None
        for pattern in self.cues.abstention:
            hit = pattern.search(text)
            if hit:
                abstention = hit.group(0)
                break
        if abstention and (lead or any(p.search(text) for p in self.cues.claims)):
            abstention = None
        reading = Reading(text=text, lead=lead, sentences=sentences, abstention=abstention)
        if concept:
            patterns = self.concept_patterns(concept)
            for sentence in sentences:
                for clause in _clauses(sentence):
                    spans = self._spans(clause, patterns)
                    for start, end in spans:
                        reading.mentions.append(self._mention(clause, start, end))
                    # "X was suspected; it was later ruled out": a clause about "it" after X is about X.
                    if not spans and reading.mentions and (at := self._elliptic_subject(clause)) is not None:
                        reading.mentions.append(self._mention(clause, *at))
            reading.concept_found = bool(reading.mentions)
        return reading

    def concept_from_question(self, question: str) -> str | None:
        """The concept a question asks about, for references without structure ("Does the patient
        have X?", "Has the patient's X resolved?"); None when no pattern fits."""
        q = normalize(question)
        for pattern in self.data["concept"]["from_question"]:
            hit = re.search(pattern, q)
            if hit and hit.group("concept").strip():
                return re.sub(r"^(?:the|a|an)\s+", "", hit.group("concept").strip(" .'\""))
        return None

    def _elliptic_subject(self, clause: str) -> tuple[int, int] | None:
        """Where a clause that continues the previous one is about the same thing: a leading pronoun
        ("it was later ruled out"), or a clause that opens with a backward cue ("ultimately ruled out")."""
        pronoun = _ANAPHORIC_START.match(clause)
        if pronoun:
            return pronoun.span()
        opening = _ELLIPSIS_ADVERBS.match(clause).end()
        cues = self.cues.polarity.scan(clause)
        if any(c.start == opening and c.direction in ("backward", "both") and c.kind in ("negation", "hedge", "affirm")
               for c in cues):
            return opening, opening
        return None

    def concept_patterns(self, concept: str) -> list[re.Pattern]:
        concept = " ".join(concept.lower().split())
        variants = [concept] + list(self.data["concept"]["synonyms"].get(concept, []))
        for modifier in sorted(self.data["concept"]["modifiers"], key=len, reverse=True):
            if concept.startswith(modifier + " ") and len(concept) > len(modifier) + 3:
                variants.append(concept[len(modifier) + 1:])
                break
        for variant in list(variants[1:]):
            variants += self.data["concept"]["synonyms"].get(variant, [])
        # The head noun alone ("edema" for "lower extremity edema") unless it is generic ("disease").
        words = re.findall(r"[a-z0-9]+", concept)
        if len(words) > 1 and len(words[-1]) > 3 and words[-1] not in self.data["concept"]["generic_heads"]:
            variants.append(words[-1])
        return [p for p in (_phrase_regex(v) for v in dict.fromkeys(variants)) if p]

    @staticmethod
    def _spans(text: str, patterns: list[re.Pattern]) -> list[tuple[int, int]]:
        spans = sorted({(m.start(), m.end()) for p in patterns for m in p.finditer(text)},
                       key=lambda s: (s[0], -s[1]))
        kept: list[tuple[int, int]] = []
        for start, end in spans:
            if not kept or start >= kept[-1][1]:
                kept.append((start, end))
        return kept

    def _mention(self, clause: str, start: int, end: int) -> Mention:
        polarity, cue = self.stance(clause, start, end)
        family = self.cues.family.scan(clause)
        relatives = tuple(c.text for c in family if c.kind == "relative")
        experiencer = "family" if any(c.kind in ("relative", "generic") for c in family) else "patient"
        if _PATIENT_SUBJECT.search(clause[:start]):
            experiencer = "patient"
        return Mention(clause, start, end, polarity, cue, experiencer, relatives)

    def stance(self, clause: str, start: int, end: int) -> tuple[str | None, str | None]:
        """Polarity of the span [start, end) in ``clause``: the nearest cue before it that scopes
        forward and the nearest after it that scopes backward, a terminator ending either scope;
        of those two, a hedge beats a negation beats an affirmation."""
        cues = self.cues.polarity.scan(clause)
        terminators = [c for c in cues if c.kind == "terminator"]

        def blocked(a: int, b: int) -> bool:
            return any(a <= t.start and t.end <= b for t in terminators)

        scoped = ("negation", "hedge", "affirm", "question")
        before = [c for c in cues if c.kind in scoped and c.end <= start and c.direction in ("forward", "both")
                  and not blocked(c.end, start)]
        after = [c for c in cues if c.kind in scoped and c.start >= end and c.direction in ("backward", "both")
                 and not blocked(end, c.start)]
        chosen = [x for x in (max(before, key=lambda c: c.end, default=None),
                              min(after, key=lambda c: c.start, default=None)) if x]
        if any(c.kind == "question" for c in chosen):
            return None, next(c.text for c in chosen if c.kind == "question")
        for kind, polarity in (("hedge", "possible"), ("negation", "absent"), ("affirm", "present")):
            for c in chosen:
                if c.kind == kind:
                    return polarity, c.text
        return "present", None

    def overall(self, reading: Reading) -> tuple[str | None, str | None]:
        """Polarity of a text that does not name the concept: the cues of its first sentence."""
        if not reading.sentences:
            return None, None
        cues = [c for c in self.cues.polarity.scan(reading.sentences[0])
                if c.kind in ("negation", "hedge", "affirm")]
        for kind, polarity in (("hedge", "possible"), ("negation", "absent"), ("affirm", "present")):
            for c in cues:
                if c.kind == kind:
                    return polarity, c.text
        return None, None

    def other_subject(self, reading: Reading) -> str | None:
        """What a concept-less answer says the patient has ("the patient has Foley catheter"), when
        that is something definite and not a pronoun or a negation."""
        anaphora = set(self.data["anaphora"])
        for pattern in self.cues.patient_claims:
            for hit in pattern.finditer(reading.text):
                thing = hit.group("thing").strip()
                first = thing.split()[0] if thing.split() else ""
                if not thing or first in {"no", "not", "never", "none"} or thing in anaphora \
                        or set(thing.split()) & anaphora:
                    continue
                return thing
        return None

    def family_in(self, text: str) -> tuple[bool, tuple[str, ...], tuple[str, ...]]:
        cues = self.cues.family.scan(text)
        return (any(c.kind in ("relative", "generic") for c in cues),
                tuple(c.text for c in cues if c.kind == "relative"),
                tuple(c.direction for c in cues if c.kind == "side"))

    # status (current_state / historical) ----------------------------------------------------

    def status_votes(self, reading: Reading, concept: str | None) -> list[tuple[str, str, str]]:
        """(kind, strength, cue) for each status cue in the clauses about the concept (those naming
        it or referring back to it); kind is active / resolved / ruled_out / not_current after
        negation ("not resolved" -> active, "not currently active" -> not_current)."""
        anaphora = [_phrase_regex(a) for a in self.data["anaphora"]]
        patterns = self.concept_patterns(concept) if concept else []
        clauses = [c for s in reading.sentences for c in _clauses(s)]
        if reading.concept_found:
            clauses = [c for c in clauses if any(p.search(c) for p in patterns) or any(a.search(c) for a in anaphora)]
        window = int(self.data["status"]["negator_window_tokens"])
        votes = []
        for clause in clauses:
            for pattern in patterns:  # "chronic obstructive pulmonary disease" carries no status
                clause = pattern.sub(lambda m: "x" * len(m.group(0)), clause)
            for cue in self.cues.status.scan(clause):
                if cue.kind == "pseudo":
                    continue
                before = clause[:cue.start]
                preceding = re.findall(r"[a-z']+|n't", before)[-window:]
                negated = any(t in self.cues.negators or t.endswith("n't") for t in preceding) or any(
                    before.rstrip().endswith(n) for n in self.cues.negators if " " in n)
                kind = cue.kind
                if negated:
                    kind = {"active": "not_current", "resolved": "active", "ruled_out": None,
                            "not_current": None}[kind]
                if kind:
                    votes.append((kind, cue.direction, cue.text))
        return votes


# -- the evaluator -----------------------------------------------------------------------------

def _s(value: float, label: str, reason: str, **details) -> Score:
    return Score(value, label, reason, details)


class PolarityEvaluator:
    """``polarity``, version ``polarity@1``."""

    name = "polarity"
    version = VERSION

    def __init__(self, *, cues_path: Path | str | None = None):
        self._cues_path = cues_path

    def __repr__(self) -> str:
        return f"<PolarityEvaluator {self.version}>"

    @property
    def cues(self) -> PolarityCues:
        return load_polarity_cues(self._cues_path)

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> Score:
        reference_text, structure = check_inputs(category, question, answer, reference)
        cues = self.cues
        reader = Reader(cues)
        base = {"evaluator": self.version, "cues_version": cues.version,
                "structure_source": "reference" if structure else "reference text"}
        if not answer or not answer.strip():
            return _s(0.0, INCORRECT, "The answer is empty.", **base, empty=True)
        structure = dict(structure or {})
        if "concept" not in structure and category not in ("sequence", "change", "duration") \
                and (concept := reader.concept_from_question(question)):
            structure["concept"] = concept  # only to find mentions; what is asserted still comes from the text
            base["concept_from_question"] = concept
        return getattr(self, f"_{category}")(reader, question, answer, reference_text, structure, base)

    # -- shared pieces ----------------------------------------------------------------------

    @staticmethod
    def _abstained(reading: Reading, base: dict) -> Score | None:
        if reading.abstention:
            return _s(0.0, ABSTAINED, f"The answer abstains ({reading.abstention!r}) without making a clinical claim.",
                      **base, abstention=reading.abstention)
        return None

    def _claim(self, reader: Reader, reading: Reading, concept: str | None, reference: Reading,
               expected: str | None) -> dict:
        """The answer's polarity for the concept and how it was read.

        Order of evidence: a mention of the concept with a cue; the leading Yes/No against the
        reference's (translated to the reference's polarity when they agree); a mention with no
        cue (present); the first sentence's cues. Returns {"polarity", "how", "cue", "experiencer",
        "mentions"}."""
        explicit = [m for m in reading.mentions if m.polarity and m.cue]
        plain = [m for m in reading.mentions if m.polarity and not m.cue]
        experiencers = {m.experiencer for m in reading.mentions if m.polarity}
        claim = {"experiencer": "family" if experiencers == {"family"} else ("mixed" if len(experiencers) > 1
                                                                             else "patient"),
                 "mentions": [(m.polarity, m.cue, m.experiencer) for m in reading.mentions]}
        if explicit:
            patient = [m for m in explicit if m.experiencer == "patient"] or explicit
            polarities = {m.polarity for m in patient}
            conclusive = set(self.cues.data["polarity"]["conclusive_negation"])
            if polarities == {"possible", "absent"} and any(m.cue in conclusive for m in patient):
                # "suspected ... later ruled out": the work-up concluded it was absent.
                polarities = {"absent"}
            if len(polarities) > 1:
                return {**claim, "polarity": "contradictory", "how": "cues", "cue": ", ".join(m.cue for m in patient)}
            polarity = polarities.pop()
            return {**claim, "polarity": polarity, "how": "cue",
                    "cue": next(m.cue for m in patient if m.polarity == polarity)}
        if reading.lead and reference.lead and expected:
            if reading.lead == reference.lead:
                return {**claim, "polarity": expected, "how": "lead", "cue": reading.lead}
            return {**claim, "polarity": _opposite(expected), "how": "lead", "cue": reading.lead}
        if plain:
            return {**claim, "polarity": "present", "how": "mention", "cue": None}
        polarity, cue = reader.overall(reading)
        if reading.lead and not polarity:
            polarity, cue = ("present" if reading.lead == "yes" else "absent"), reading.lead
        return {**claim, "polarity": polarity, "how": "first sentence", "cue": cue}

    # -- task A -----------------------------------------------------------------------------

    @staticmethod
    def _lead_mismatch(reading: Reading, ref: Reading, details: dict) -> Score | None:
        """Answer and reference answer the same yes/no question oppositely."""
        if reading.lead and ref.lead and reading.lead != ref.lead:
            return _s(0.0, INCORRECT, f"The answer says {reading.lead.capitalize()!r} where the reference says "
                      f"{ref.lead.capitalize()!r}.", **details)
        return None

    def _polarity_category(self, reader, question, answer, reference_text, s, base):
        """Shared start of negation / uncertainty / family history: read answer and reference, gate
        abstentions and other-subject answers, and return (details, claim, expected polarity,
        expected experiencer, answer reading, reference reading), or a final Score."""
        concept = s.get("concept")
        reading = reader.read(answer, concept)
        ref = reader.read(reference_text, concept)
        if (abstained := self._abstained(reading, base)):
            return abstained
        if s.get("polarity"):
            expected, experiencer = s["polarity"], s.get("experiencer", "patient")
        else:  # no structure: read the reference text the same way
            ref_claim = self._claim(reader, ref, concept, ref, None)
            expected, experiencer = ref_claim["polarity"], ref_claim["experiencer"]
            if expected is None and ref.lead:
                expected = "present" if ref.lead == "yes" else "absent"
            if expected is None:
                return _s(0.0, UNSCORABLE, "The reference has no structure and its text states no polarity.", **base)
        details = {**base, "expected": {"polarity": expected, "experiencer": experiencer}}
        if concept and not reading.concept_found and (thing := reader.other_subject(reading)):
            return _s(0.0, INCORRECT, f"The answer is about {thing!r}, not {concept!r}.", **details,
                      other_subject=thing)
        claim = self._claim(reader, reading, concept, ref, expected)
        details["found"] = {k: claim[k] for k in ("polarity", "how", "cue", "experiencer")}
        if (mismatch := self._lead_mismatch(reading, ref, details)):
            return mismatch
        return details, claim, expected, experiencer, reading, ref

    def _negation(self, reader, question, answer, reference_text, s, base):
        out = self._polarity_category(reader, question, answer, reference_text, s, base)
        if isinstance(out, Score):
            return out
        details, claim, expected, experiencer, reading, _ = out
        what = s.get("concept") or "the finding"
        got = claim["polarity"]
        if got is None:
            return _s(0.0, INCORRECT, f"The answer does not say whether {what} was present.", **details)
        if got == "contradictory":
            return _s(0.0, INCORRECT, f"The answer says {what} is both present and not ({claim['cue']}).", **details)
        if experiencer == "patient" and claim["experiencer"] == "family" and got == "present":
            return _s(0.0, INCORRECT, f"The answer attributes {what} to a relative, not the patient.", **details)
        if got == expected:
            return _s(1.0, CORRECT, f"The answer says {what} is {_word(got)}, as the reference does "
                      f"({_how(claim)}).", **details)
        return _s(0.0, INCORRECT, f"The answer says {what} is {_word(got)} but the reference says it is "
                  f"{_word(expected)} ({_how(claim)}).", **details)

    def _uncertainty(self, reader, question, answer, reference_text, s, base):
        out = self._polarity_category(reader, question, answer, reference_text, s, base)
        if isinstance(out, Score):
            return out
        details, claim, expected, _, reading, ref = out
        what = s.get("concept") or "the finding"
        got = claim["polarity"]
        if got == "contradictory":
            return _s(0.0, INCORRECT, f"The answer contradicts itself about {what} ({claim['cue']}).", **details)
        if expected == "present" and s.get("cause"):
            # A present finding whose *cause* is uncertain (App. X.6: causal vs existential uncertainty).
            cause = s["cause"]
            cause_hedged = self._cause_hedged(reader, reading, cause)
            details["found"]["cause_hedged"] = cause_hedged
            if got == "possible":
                return _s(0.0, INCORRECT, f"The answer calls {what} itself uncertain; only its cause ({cause}) was.",
                          **details)
            if got != "present" or claim["how"] == "first sentence" and not reading.concept_found:
                return _s(0.0, INCORRECT, f"The answer does not say {what} was present.", **details)
            if cause_hedged:
                return _s(1.0, CORRECT, f"The answer says {what} was present and its cause ({cause}) uncertain.",
                          **details)
            return _s(0.5, PARTIAL, f"The answer says {what} was present but not that its cause ({cause}) was "
                      "uncertain.", **details)
        if got is None:
            return _s(0.0, INCORRECT, f"The answer does not say how certain {what} was.", **details)
        if got == expected:
            return _s(1.0, CORRECT, f"The answer says {what} was {_word(got)}, as the reference does ({_how(claim)}).",
                      **details)
        if expected == "possible" and got == "absent" and claim["how"] == "lead":
            return _s(0.5, PARTIAL, f"The answer agrees {what} was not confirmed but does not say it was suspected.",
                      **details)
        return _s(0.0, INCORRECT, f"The answer says {what} was {_word(got)} but the reference says it was "
                  f"{_word(expected)} ({_how(claim)}).", **details)

    def _cause_hedged(self, reader: Reader, reading: Reading, cause: str) -> bool:
        patterns = reader.concept_patterns(cause)
        for sentence in reading.sentences:
            if any(p.search(sentence) for p in patterns):
                if any(c.kind == "hedge" for c in reader.cues.polarity.scan(sentence)) or \
                        re.search(r"\b(?:likely|probably|possibly|presumed|thought to be|felt to be)\b", sentence):
                    return True
        return False

    def _family_history(self, reader, question, answer, reference_text, s, base):
        out = self._polarity_category(reader, question, answer, reference_text, s, base)
        if isinstance(out, Score):
            return out
        details, claim, expected, experiencer, reading, ref = out
        what = s.get("concept") or "the condition"
        relative = s.get("relative")
        if relative is None and not s.get("polarity"):  # no structure: the relative the reference text names
            _, ref_relatives, _ = reader.family_in(ref.text)
            relative = ref_relatives[0] if ref_relatives else None
        patient_has = [m for m in reading.mentions if m.polarity == "present" and m.experiencer == "patient" and m.cue]
        family_present = [m for m in reading.mentions if m.experiencer == "family" and m.polarity in ("present", None)]
        family_absent = [m for m in reading.mentions if m.experiencer == "family" and m.polarity == "absent"]
        any_family, relatives, sides = reader.family_in(reading.text)
        details["found"].update(patient_has=bool(patient_has), family_mentioned=any_family,
                                relatives=list(relatives))
        got = claim["polarity"]

        if experiencer == "family" and expected == "present":
            if patient_has:
                return _s(0.0, INCORRECT, f"The answer says the patient has {what}; the reference gives it only in "
                          f"the family history ({relative or 'a relative'}).", **details)
            # Attributed: a family mention of the concept, a bare relative ("Maternal grandmother."),
            # or an agreeing "Yes" with the family named.
            attributed = family_present or (relatives and not reading.concept_found) or (
                any_family and claim["how"] == "lead")
            if family_absent or not attributed or got in ("absent", "possible", "contradictory"):
                return _s(0.0, INCORRECT, f"The answer does not attribute {what} to the family, as the reference "
                          f"does ({relative or 'a relative'}).", **details)
            return self._relative_check(what, relative, relatives, sides, question, details)

        if experiencer == "family":  # family history negative for the concept
            if family_present and not family_absent and got != "absent":
                return _s(0.0, INCORRECT, f"The answer gives {what} in the family history; the reference says the "
                          "family history is negative for it.", **details)
            if got == "absent" or family_absent:
                return _s(1.0, CORRECT, f"The answer says there is no family history of {what}, as the reference "
                          "does.", **details)
            return _s(0.0, INCORRECT, f"The answer does not say the family history is negative for {what}.", **details)

        # The patient does not have it (it is only in the family history) — or, rarely, does.
        if expected == "absent":
            if patient_has or (got == "present" and not family_present and claim["how"] != "cue"):
                return _s(0.0, INCORRECT, f"The answer attributes {what} to the patient; the reference has it only in "
                          f"the family history ({relative or 'a relative'}).", **details)
            if got == "absent" or family_present or (got == "present" and claim["experiencer"] == "family"):
                return _s(1.0, CORRECT, f"The answer does not attribute {what} to the patient, as the reference "
                          "does not.", **details)
            return _s(0.0, INCORRECT, f"The answer does not say whether the patient has {what}.", **details)
        if got == expected and claim["experiencer"] != "family":
            return _s(1.0, CORRECT, f"The answer says the patient has {what}, as the reference does.", **details)
        return _s(0.0, INCORRECT, f"The answer does not say the patient has {what}.", **details)

    @staticmethod
    def _relative_check(what, relative, relatives, sides, question, details) -> Score:
        if not relative:
            return _s(1.0, CORRECT, f"The answer attributes {what} to the family, not the patient, as the reference "
                      "does.", **details)
        head = relative.split()[-1]
        side = next((w for w in ("maternal", "paternal") if w in relative.split()), None)
        named = [r for r in relatives if r == head or r.rstrip("s") == head]
        if named and (not side or not sides or side in sides):
            return _s(1.0, CORRECT, f"The answer attributes {what} to the patient's {relative}, as the reference "
                      "does.", **details)
        if relatives:
            return _s(0.5, PARTIAL, f"The answer attributes {what} to the family but names the "
                      f"{'/'.join(relatives)}, not the {relative}.", **details)
        if re.search(r"\b(?:which|what|who|whom)\b.*\b(?:relative|family member)\b|\bwhich relative\b|\bwho\b",
                     question.lower()):
            return _s(0.5, PARTIAL, f"The answer puts {what} in the family history but does not name the {relative}, "
                      "which the question asks for.", **details)
        return _s(1.0, CORRECT, f"The answer attributes {what} to the family, not the patient, as the reference does.",
                  **details)

    def _conditional(self, reader, question, answer, reference_text, s, base):
        reading = reader.read(answer)
        if (abstained := self._abstained(reading, base)):
            return abstained
        condition = s.get("condition")
        if not condition:
            condition = self._condition_from_text(reader, normalize(reference_text))
            if not condition:
                return _s(0.0, UNSCORABLE, "The reference has no structure and its text states no condition.", **base)
        text = self._expand(reader, reading.text)
        wanted = self._condition_terms(reader, self._expand(reader, condition.lower()))
        have = set(_tokens(text))
        numbers = [t for t in wanted if re.fullmatch(r"[\d./]+", t)]
        matched = [t for t in wanted if t in have]
        want_dir = {c.kind for c in reader.cues.comparators.scan(condition.lower())}
        got_dir = {c.kind for c in reader.cues.comparators.scan(text)}
        cue = [c.text for c in reader.cues.conditional.scan(text)]
        done = [p.search(text).group(0) for p in reader.cues.done if p.search(text)]
        not_done = [p.search(text).group(0) for p in reader.cues.not_done if p.search(text)]
        content_ok = (len(matched) >= math.ceil(0.6 * len(wanted)) if wanted else False) \
            and all(n in have for n in numbers)
        direction_ok = not want_dir or not got_dir or bool(want_dir & got_dir)
        details = {**base, "expected": {"condition": condition, "action": s.get("action")},
                   "found": {"condition_terms": matched, "condition_terms_wanted": wanted, "conditional_cues": cue,
                             "done": done, "not_done": not_done, "comparators": sorted(got_dir)}}
        if done and not not_done:
            return _s(0.0, INCORRECT, f"The answer says it was done ({done[0]!r}); the reference says it is only "
                      f"planned if {condition}.", **details)
        if content_ok and not direction_ok:
            return _s(0.0, INCORRECT, f"The answer states the threshold in the wrong direction for '{condition}'.",
                      **details)
        if content_ok and cue:
            return _s(1.0, CORRECT, f"The answer gives the condition ({condition}) and does not say it was done.",
                      **details)
        if content_ok:
            return _s(0.5, PARTIAL, f"The answer mentions {condition} but not as a condition for the plan.", **details)
        if not_done:
            return _s(0.5, PARTIAL, f"The answer says it has not been done but not the condition ({condition}).",
                      **details)
        return _s(0.0, INCORRECT, f"The answer does not state the condition ({condition}).", **details)

    @staticmethod
    def _expand(reader: Reader, text: str) -> str:
        """Clinical abbreviations spelled out ("BP" -> "blood pressure"), so conditions compare."""
        for short, full in reader.data["conditional"]["abbreviations"].items():
            text = re.sub(_EDGE_L + re.escape(short) + _EDGE_R, full, text)
        return text

    def _condition_terms(self, reader: Reader, condition: str) -> list[str]:
        stop = set(reader.data["conditional"]["stopwords"])
        return list(dict.fromkeys(t for t in _tokens(condition.lower()) if t not in stop))

    @staticmethod
    def _condition_from_text(reader: Reader, text: str) -> str | None:
        for cue in ("only if", "if", "unless", "provided that", "in case", "once", "when"):
            hit = re.search(rf"\b{cue}\b\s+(?P<cond>.+?)(?:[.;](?:\s|$)|$)", text)
            if hit:
                return hit.group("cond").strip()
        return None

    # -- task B -----------------------------------------------------------------------------

    def _temporal_claim(self, reader: Reader, reading: Reading, concept: str | None) -> dict:
        """Current (True / False / "conflict" / None) and status from status words: strong cues
        decide when there are any, weak ones ("past", "present") only otherwise."""
        votes = reader.status_votes(reading, concept)
        strong = [v for v in votes if v[1] == "strong"]
        deciding = strong or votes
        kinds = {v[0] for v in deciding}
        current = None
        if kinds & {"active"} and kinds & {"resolved", "ruled_out", "not_current"}:
            current = "conflict"
        elif "active" in kinds:
            current = True
        elif kinds:
            current = False
        status = None
        if current is True:
            status = "active"
        elif current is False:
            status = "ruled_out" if "ruled_out" in kinds and "resolved" not in kinds else (
                "resolved" if "resolved" in kinds else None)
        return {"current": current, "status": status, "cues": [v[2] for v in deciding]}

    def _current_state(self, reader, question, answer, reference_text, s, base):
        return self._temporal(reader, question, answer, reference_text, s, base, "current_state")

    def _historical(self, reader, question, answer, reference_text, s, base):
        return self._temporal(reader, question, answer, reference_text, s, base, "historical")

    def _temporal(self, reader, question, answer, reference_text, s, base, category):
        concept = s.get("concept")
        reading = reader.read(answer, concept)
        ref = reader.read(reference_text, concept)
        if (abstained := self._abstained(reading, base)):
            return abstained
        if s.get("status") or s.get("polarity"):
            status = s.get("status")
            if category == "current_state":
                want_current = s.get("polarity") == "present" if s.get("polarity") else status in ("active", "chronic")
            else:
                want_current = status in ("active", "chronic") if status else s.get("polarity") == "present"
            want_status = {"chronic": "active"}.get(status, status)
        else:
            ref_claim = self._temporal_claim(reader, ref, concept)
            want_current, want_status = ref_claim["current"], ref_claim["status"]
            if want_current in (None, "conflict"):
                return _s(0.0, UNSCORABLE, "The reference has no structure and its text gives no clear status.", **base)
        what = concept or "the problem"
        details = {**base, "expected": {"current": want_current, "status": want_status}}
        if concept and not reading.concept_found and (thing := reader.other_subject(reading)):
            return _s(0.0, INCORRECT, f"The answer is about {thing!r}, not {concept!r}.", **details,
                      other_subject=thing)
        if (mismatch := self._lead_mismatch(reading, ref, details)):
            return mismatch
        got = self._temporal_claim(reader, reading, concept)
        how = "status words"
        if got["current"] is None:
            # No status words: fall back on the leading Yes/No (against the reference's, or read
            # against what the question asks), then, for current state, on polarity.
            asks = self._question_asks(reader, question)
            if reading.lead and ref.lead:
                got["current"] = want_current if reading.lead == ref.lead else (not want_current)
                how = f"leading {reading.lead!r}"
            elif reading.lead and asks:
                got["current"] = (reading.lead == "yes") == (asks == "active")
                how = f"leading {reading.lead!r} to a question about being {asks}"
            elif category == "current_state":
                claim = self._claim(reader, reading, concept, ref, None)
                if claim["polarity"] in ("present", "absent") and claim["how"] in ("cue", "mention"):
                    got["current"] = claim["polarity"] == "present"
                    how = f"says {what} is {_word(claim['polarity'])}"
        details["found"] = {**got, "how": how}
        if got["current"] == "conflict":
            return _s(0.0, INCORRECT, f"The answer calls {what} both active and not ({', '.join(got['cues'])}).",
                      **details)
        if got["current"] is None:
            return _s(0.0, INCORRECT, f"The answer does not say whether {what} is "
                      f"{'still active' if category == 'current_state' else 'resolved or still active'}.", **details)
        state = lambda current, status: ("active" if current else
                                         {"resolved": "resolved", "ruled_out": "ruled out"}.get(status, "not current"))
        if got["current"] != want_current:
            return _s(0.0, INCORRECT, f"The answer says {what} is {state(got['current'], got['status'])} but the "
                      f"reference says it is {state(want_current, want_status)} ({how}).", **details)
        if not want_current and got["status"] and want_status and got["status"] != want_status:
            if category == "historical":
                return _s(0.0, INCORRECT, f"The answer calls {what} {state(False, got['status'])}; the reference says "
                          f"{state(False, want_status)}.", **details)
            return _s(0.5, PARTIAL, f"The answer agrees {what} is not current but calls it "
                      f"{state(False, got['status'])}; the reference says {state(False, want_status)}.", **details)
        if category == "historical" and want_current is False and want_status == "resolved" and got["status"] is None \
                and not how.startswith("leading"):
            return _s(0.5, PARTIAL, f"The answer says {what} is not current but not that it resolved.", **details)
        return _s(1.0, CORRECT, f"The answer says {what} is {state(want_current, want_status)}, as the reference does "
                  f"({how}).", **details)

    @staticmethod
    def _question_asks(reader: Reader, question: str) -> str | None:
        """Whether a yes/no question asks if the problem resolved or if it is active."""
        q = normalize(question)
        asks = reader.data["status"]["question_asks"]
        for kind in ("resolved", "active"):
            if any(re.search(_EDGE_L + re.escape(w) + _EDGE_R, q) for w in asks[kind]):
                return kind
        return None

    # sequence --------------------------------------------------------------------------------

    def _sequence(self, reader, question, answer, reference_text, s, base):
        reading = reader.read(answer)
        if (abstained := self._abstained(reading, base)):
            return abstained
        order, dates = list(s.get("order") or []), list(s.get("dates") or [])
        source = "structure"
        if len(order) != 2:
            events = self._events_from_question(question)
            if not events:
                return _s(0.0, UNSCORABLE, "The reference has no structure and the question does not name two events.",
                          **base)
            ref_first = self._order_claim(reader, reader.read(reference_text), *events)
            if ref_first["first"] is None:
                return _s(0.0, UNSCORABLE, "The reference has no structure and its text gives no order.", **base)
            order = list(events) if ref_first["first"] == 0 else list(reversed(events))
            source = "reference text"
        details = {**base, "expected": {"first": order[0], "second": order[1], "dates": dates, "from": source}}
        got = self._order_claim(reader, reading, order[0], order[1], question=question)
        details["found"] = got
        if got["first"] == "conflict":
            return _s(0.0, INCORRECT, "The answer gives both orders.", **details)
        if got["first"] is None:
            return _s(0.0, INCORRECT, f"The answer does not say whether {order[0]} or {order[1]} came first.",
                      **details)
        if got["first"] == 0:
            return _s(1.0, CORRECT, f"The answer puts {order[0]} before {order[1]}, as the reference does "
                      f"({got['how']}).", **details)
        return _s(0.0, INCORRECT, f"The answer puts {order[1]} before {order[0]}; the reference has the reverse "
                  f"({got['how']}).", **details)

    @staticmethod
    def _events_from_question(question: str) -> tuple[str, str] | None:
        q = normalize(question)
        for pattern in (r"which (?:came|happened|occurred) first:?\s*(?P<a>.+?)\s+or\s+(?P<b>.+?)\??$",
                        r"did (?P<a>.+?) (?:happen|occur|come) before or after (?P<b>.+?)\??$",
                        r"put in order:\s*(?P<a>.+?);\s*(?P<b>.+?)\.?$",
                        r"(?P<a>.+?) before or after (?P<b>.+?)\??$"):
            hit = re.search(pattern, q)
            if hit:
                return hit.group("a").strip(" ,.?"), hit.group("b").strip(" ,.?")
        return None

    def _event_patterns(self, reader: Reader, label: str, other: str) -> list[re.Pattern]:
        stop = set(reader.data["order"]["event_stopwords"])
        synonyms = reader.data["order"]["token_synonyms"]
        mine = [t for t in _tokens(label.lower()) if t not in stop]
        theirs = {t for t in _tokens(other.lower()) if t not in stop}
        keys = [t for t in mine if t not in theirs] or mine
        words = set(keys)
        for key in keys:
            words.update(synonyms.get(key, []))
        return [p for p in (_phrase_regex(w) for w in sorted(words, key=len, reverse=True)) if p]

    def _order_claim(self, reader: Reader, reading: Reading, first: str, second: str, question: str = "") -> dict:
        """Which event the text says came first: 0 (``first``), 1 (``second``), None, or "conflict".

        Read from cue words around the two events in one sentence ("X came before Y", "after X,
        Y", "Y was preceded by X"), a cue next to one event ("X came first"), a numbered list, the
        dates given next to each event, or — for a "which came first?" question — a bare answer
        that names one event."""
        events = (self._event_patterns(reader, first, second), self._event_patterns(reader, second, first))
        claims: list[tuple[int, str]] = []
        for sentence in reading.sentences:
            positions = [self._first_hit(sentence, patterns) for patterns in events]
            cues = [c for c in reader.cues.order.scan(sentence) if c.kind != "pseudo"]
            present = [i for i in (0, 1) if positions[i] is not None]
            if len(present) == 2:
                claim = self._order_in(sentence, positions, cues)
                if claim:
                    claims.append(claim)
            elif len(present) == 1:
                i = present[0]
                start, end = positions[i]
                near = [c for c in cues if c.kind in ("first", "second")]
                if near:
                    c = min(near, key=lambda c: abs(c.start - end))
                    claims.append((i if c.kind == "first" else 1 - i, f"{c.text!r}"))
        if not claims:
            listed = self._list_claim(reading.text, events)
            if listed:
                claims.append(listed)
        if not claims:
            dated = self._dates_claim(reading.text, events)
            if dated:
                claims.append(dated)
        if not claims and re.search(r"\bwhich\b.*\bfirst\b", normalize(question)):
            named = {i for sentence in reading.sentences for i in (0, 1)
                     if self._first_hit(sentence, events[i]) is not None}
            if len(named) == 1:
                claims.append((named.pop(), "the one event named in answer to 'which came first'"))
        firsts = {c[0] for c in claims}
        if not firsts:
            return {"first": None, "how": "no order stated"}
        if len(firsts) > 1:
            return {"first": "conflict", "how": "; ".join(c[1] for c in claims)}
        return {"first": firsts.pop(), "how": claims[0][1]}

    @staticmethod
    def _first_hit(text: str, patterns: list[re.Pattern]) -> tuple[int, int] | None:
        hits = [m.span() for p in patterns for m in [p.search(text)] if m]
        return min(hits) if hits else None

    def _order_in(self, sentence: str, positions, cues) -> tuple[int, str] | None:
        x = 0 if positions[0][0] < positions[1][0] else 1  # the event named first
        y = 1 - x
        x_end, y_start = positions[x][1], positions[y][0]
        between = [c for c in cues if c.start >= x_end and c.end <= y_start]
        for c in between:
            if c.kind in ("before", "first"):
                return x, f"{c.text!r} between the events"
            if c.kind in ("after", "second"):
                return y, f"{c.text!r} between the events"
        ahead = [c for c in cues if c.end <= positions[x][0]]
        if ahead:
            c = ahead[-1]
            if c.kind in ("after", "first"):   # "After X, Y" / "First X, then Y"
                return x, f"{c.text!r} before the first event"
            if c.kind == "before":             # "Before X, Y"
                return y, f"{c.text!r} before the first event"
        trailing = [c for c in cues if c.start >= positions[y][1]]
        if trailing:
            c = trailing[0]
            if c.kind in ("first", "before"):  # "..., Y came first"
                return y, f"{c.text!r} after the second event"
            if c.kind in ("second", "after"):
                return x, f"{c.text!r} after the second event"
        dates = (re.findall(_ISO, sentence[positions[x][1]:positions[y][0]]),
                 re.findall(_ISO, sentence[positions[y][1]:]))
        if dates[0] and dates[1] and dates[0][0] != dates[1][0]:
            return (x if dates[0][0] < dates[1][0] else y), "their dates"
        return None

    def _list_claim(self, text: str, events) -> tuple[int, str] | None:
        """A numbered list ("1. X" / "2. Y"): the event on the lower number came first."""
        ranks = {}
        for line in text.split("\n"):
            numbered = re.match(r"^\s*(\d+)[.)]\s+", line)
            if not numbered:
                continue
            for i in (0, 1):
                if i not in ranks and self._first_hit(line, events[i]) is not None:
                    ranks[i] = int(numbered.group(1))
        if len(ranks) == 2 and ranks[0] != ranks[1]:
            return (0 if ranks[0] < ranks[1] else 1), "a numbered list"
        return None

    @staticmethod
    def _dates_claim(text: str, events) -> tuple[int, str] | None:
        found = []
        for i, patterns in enumerate(events):
            hits = [m for p in patterns for m in [p.search(text)] if m]
            if not hits:
                return None
            end = min(h.end() for h in hits)
            date = re.search(_ISO, text[end:end + 40])
            if not date:
                return None
            found.append(date.group(0))
        if found[0] == found[1]:
            return None
        return (0 if found[0] < found[1] else 1), "their dates"

    # duration --------------------------------------------------------------------------------

    def _duration(self, reader, question, answer, reference_text, s, base):
        reading = reader.read(answer)
        if (abstained := self._abstained(reading, base)):
            return abstained
        tol = reader.data["duration"]["tolerance"]
        expected_days, start, end = None, s.get("start"), s.get("end")
        if isinstance(s.get("duration"), Mapping):
            unit = reader.cues.unit_of.get(str(s["duration"].get("unit", "")).lower())
            if unit and isinstance(s["duration"].get("value"), (int, float)):
                expected_days = s["duration"]["value"] * reader.data["duration"]["days_per_unit"][unit]
        if expected_days is None:
            claim = self._duration_claim(reader, normalize(reference_text))
            if claim is None:
                return _s(0.0, UNSCORABLE, "The reference has no structure and its text states no duration.", **base)
            expected_days = claim["days"]
            start, end = claim.get("start"), claim.get("end")
        details = {**base, "expected": {"days": round(expected_days, 3), "start": start, "end": end},
                   "tolerance": {"exact_days": max(tol["exact_days"], tol["exact_fraction"] * expected_days),
                                 "partial_days": tol["partial_days"]}}
        claim = self._duration_claim(reader, reading.text)
        details["found"] = claim
        if claim is None:
            return _s(0.0, INCORRECT, "The answer states no duration.", **details)
        shown = f"{expected_days:g} day{'s' if expected_days != 1 else ''}"
        if claim.get("start") and start and (claim["start"], claim["end"]) == (start, end):
            return _s(1.0, CORRECT, f"The answer gives the reference's dates ({start} to {end}).", **details)
        diff = abs(claim["days"] - expected_days)
        exact = max(tol["exact_days"], tol["exact_fraction"] * expected_days)
        if diff <= exact:
            return _s(1.0, CORRECT, f"The answer's {claim['text']!r} equals the reference's {shown}.", **details)
        if diff <= exact + tol["partial_days"] and expected_days >= tol["partial_min_reference_days"]:
            return _s(0.5, PARTIAL, f"The answer's {claim['text']!r} is within a day of the reference's {shown} "
                      "(inclusive vs exclusive counting).", **details)
        return _s(0.0, INCORRECT, f"The answer's {claim['text']!r} does not match the reference's {shown}.", **details)

    def _duration_claim(self, reader: Reader, text: str) -> dict | None:
        """The first duration the text states: "3 days", "72 hours", "three days", or a date range
        ("2177-08-15 through 2177-08-17", counted inclusively)."""
        numbers = reader.data["duration"]["number_words"]
        per_unit = reader.data["duration"]["days_per_unit"]
        found = []
        for m in reader.cues.duration.finditer(text):
            raw = m.group("number")
            value = float(raw) if re.fullmatch(r"[\d.]+", raw) else float(numbers[raw])
            unit = reader.cues.unit_of[m.group("unit")]
            found.append((m.start(), {"text": m.group(0), "value": value, "unit": unit,
                                      "days": value * per_unit[unit]}))
        for m in reader.cues.date_range.finditer(text):
            try:
                a, b = dt.date.fromisoformat(m.group("start")), dt.date.fromisoformat(m.group("end"))
            except ValueError:
                continue
            if b >= a:
                found.append((m.start(), {"text": m.group(0), "days": float((b - a).days + 1),
                                          "start": m.group("start"), "end": m.group("end")}))
        return min(found, key=lambda f: f[0])[1] if found else None

    # change ----------------------------------------------------------------------------------

    def _change(self, reader, question, answer, reference_text, s, base):
        reading = reader.read(answer)
        if (abstained := self._abstained(reading, base)):
            return abstained
        buckets = ("added", "removed", "continued")
        if any(isinstance(s.get(b), list) for b in buckets):
            expected = {b: {m.lower() for m in s.get(b) or []} for b in buckets}
        else:
            known = set()
            expected = self._change_claim(reader, normalize(reference_text), known, parse_unknown=True)
            if not any(expected.values()):
                return _s(0.0, UNSCORABLE, "The reference has no structure and its text lists no medication changes.",
                          **base)
        known = set().union(*expected.values())
        got = self._change_claim(reader, reading.text, known, parse_unknown=True)
        details = {**base, "expected": {b: sorted(expected[b]) for b in buckets},
                   "found": {b: sorted(got[b]) for b in buckets}}
        if got.get("_no_cue"):
            return _s(0.0, INCORRECT, "The answer does not say which medications were added, stopped or continued.",
                      **details)
        tp = sum(len(got[b] & expected[b]) for b in buckets)
        fp = sum(len(got[b] - expected[b]) for b in buckets)
        fn = sum(len(expected[b] - got[b]) for b in buckets)
        precision = tp / (tp + fp) if tp + fp else (1.0 if not fn else 0.0)
        recall = tp / (tp + fn) if tp + fn else 1.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        details.update(precision=round(precision, 4), recall=round(recall, 4), f1=round(f1, 4), tp=tp, fp=fp, fn=fn)
        if fp == 0 and fn == 0:
            return _s(1.0, CORRECT, "The answer puts every medication in the same list (added, stopped, continued) as "
                      "the reference.", **details)
        summary = f"precision {precision:.2f}, recall {recall:.2f} over added/stopped/continued medications"
        if f1 >= 0.5:
            return _s(0.5, PARTIAL, f"The answer's medication changes are partly right ({summary}).", **details)
        return _s(0.0, INCORRECT, f"The answer's medication changes are mostly wrong ({summary}).", **details)

    def _med_patterns(self, reader: Reader, med: str) -> re.Pattern | None:
        forms = set(reader.data["change"]["medication_form_words"])
        tokens = re.findall(r"[a-z0-9]+", med.lower())
        core = [t for t in tokens if t not in forms and not t.isdigit()] or tokens
        return _phrase_regex(" ".join(core))

    def _change_claim(self, reader: Reader, text: str, known: set[str], *, parse_unknown: bool) -> dict:
        """Medications per bucket. Known medications are found anywhere; with ``parse_unknown``,
        items of header lists ("Added: a, b") that match no known medication count too."""
        out: dict[str, set[str]] = {"added": set(), "removed": set(), "continued": set()}
        cues = [c for c in reader.cues.change.scan(text)]
        if not any(c.kind in out for c in cues):
            out["_no_cue"] = True  # type: ignore[assignment]
            return out
        passive = reader.data["change"]["passive_markers"]
        directed = []
        for c in cues:
            head = text[:c.start].rstrip()
            last = head.split()[-1] if head.split() else ""
            symbols = tuple(p for p in passive if not p.isalpha())
            backward = c.kind in out and (last in passive or head.endswith(symbols))
            directed.append((c, "backward" if backward else "forward"))
        meds = []
        for med in sorted(known, key=len, reverse=True):
            pattern = self._med_patterns(reader, med)
            for m in (pattern.finditer(text) if pattern else []):
                if not any(a <= m.start() < b for a, b, _ in meds):
                    meds.append((m.start(), m.end(), med))
        for start, end, med in meds:
            bucket = self._bucket_for(text, start, end, directed)
            if bucket:
                out[bucket].add(med)
        if parse_unknown:
            for c, direction in directed:
                if c.kind not in out or direction != "forward":
                    continue
                rest = text[c.end:]
                if not rest.lstrip().startswith(":") and not c.text.endswith(":"):
                    continue
                segment = re.split(r"(?<=[a-z0-9)%])\.(?:\s|$)|\n\n|;", rest.lstrip(" :"), maxsplit=1)[0]
                nxt = [d for d, _ in directed if d.start > c.end and d.kind in out]
                if nxt:
                    segment = segment[: max(0, nxt[0].start - c.end - (len(rest) - len(rest.lstrip(' :'))))]
                for item in re.split(r",|\band\b|\n|•|(?<=\s)-\s", segment):
                    item = item.strip(" .-*()")
                    if not item or item in reader.data["change"]["none"] or item.startswith(("none", "no ")):
                        continue
                    if any(p and p.search(item) for p in (self._med_patterns(reader, k) for k in known)):
                        continue
                    if len(item.split()) <= 4 and not re.search(r"\b(?:orders?|medications?|list)\b", item):
                        out[c.kind].add(item)
        return out

    @staticmethod
    def _bucket_for(text: str, start: int, end: int, directed) -> str | None:
        """The bucket of the cue governing a medication at [start, end): in its sentence, the nearest
        backward-scoping cue after it ("x was stopped") before any other cue, else the nearest
        forward-scoping cue before it ("Added: x", "started x"), else a header cue on an earlier line."""
        bounds = [0] + [m.end() for m in re.finditer(r"(?<=[a-z0-9)%])\.(?:\s|$)|\n", text)] + [len(text)]
        s_start = max(b for b in bounds if b <= start)
        s_end = min(b for b in bounds if b >= end)
        after = [(c, d) for c, d in directed if end <= c.start < s_end]
        if after and after[0][1] == "backward" and after[0][0].kind != "none":
            return after[0][0].kind
        before = [(c, d) for c, d in directed if s_start <= c.start and c.end <= start]
        if before:
            c, d = before[-1]
            if d == "forward" and c.kind != "none":
                return c.kind
        if after and after[0][0].kind != "none":
            return after[0][0].kind
        earlier = [(c, d) for c, d in directed if c.end <= s_start and d == "forward" and c.kind != "none"]
        if earlier:
            return earlier[-1][0].kind
        return None


def _opposite(polarity: str) -> str:
    return {"absent": "present", "present": "absent", "possible": "present", "conditional": "present"}.get(
        polarity, "present")


def _word(polarity: str | None) -> str:
    return {"present": "present", "absent": "absent", "possible": "only possible (not confirmed)",
            "conditional": "conditional", "hypothetical": "hypothetical"}.get(polarity or "", str(polarity))


def _how(claim: dict) -> str:
    if claim["how"] == "lead":
        return f"read from its leading {claim['cue']!r} against the reference's"
    if claim["cue"]:
        return f"read from {claim['cue']!r}"
    return f"read from {claim['how']}"
