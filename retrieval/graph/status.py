"""The clinical status of a mention: what the sentence says happened to a medication (started,
held, stopped …) or what a problem is (resolved, chronic), read at build time and stored on the
mention's edge (``KGEdge.status``).

The cue phrases live in ``rules/status_rules.json``, validated by ``StatusRulesFile`` (unknown keys
and statuses are errors naming the file and the field). A mention's cue is looked for in its
clause — the part of its sentence (or, without a sentence, its line) between the clause breaks
around it — and the cue nearest to the mention wins, on either side; on a tie the one after it
("lisinopril was held"). A medication with no cue in its clause takes a cue in its section header
("STOP taking these medications:"); a header without one ("Discharge Medications") gives none, the
predicate already says which list the drug is on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Literal, get_args

from pydantic import model_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file

STATUS_RULES_FILE = Path(__file__).with_name("rules") / "status_rules.json"

DrugStatus = Literal["started", "continued", "dose_changed", "held", "stopped", "completed", "resumed"]
ProblemStatus = Literal["resolved", "chronic"]
DRUG_STATUSES: tuple[str, ...] = get_args(DrugStatus)
PROBLEM_STATUSES: tuple[str, ...] = get_args(ProblemStatus)
#: OMOP domains whose mentions are problems.
PROBLEM_DOMAINS = frozenset({"Condition", "Observation"})
_PSEUDO = "pseudo"
_FORWARD, _BACKWARD, _BOTH = "FORWARD", "BACKWARD", "BIDIRECTIONAL"


class StatusRuleError(DataFileError):
    pass


class CueEntry(StrictModel):
    """A cue that counts on one side of the mention only: FORWARD before it, BACKWARD after it."""

    phrase: NonBlank
    direction: Literal["FORWARD", "BACKWARD", "BIDIRECTIONAL"] = _BOTH


Cue = NonBlank | CueEntry


def _phrase(cue: Cue) -> str:
    return cue if isinstance(cue, str) else cue.phrase


def _no_phrase_twice(cues: dict[str, list[Cue]]) -> dict[str, list[Cue]]:
    seen: dict[str, str] = {}
    for status, entries in cues.items():
        for cue in entries:
            key = _key(_phrase(cue))
            if key in seen and seen[key] != status:
                raise ValueError(f"{key!r} is a cue of both {seen[key]} and {status}")
            seen[key] = status
    return cues


class StatusRulesFile(StrictModel):
    """The shape of ``status_rules.json``."""

    version: NonBlank
    description: str = ""
    drug: dict[DrugStatus, list[Cue]]
    problem: dict[ProblemStatus, list[Cue]]
    #: a device's: "resolved" when it came out ("removal of left ureteral stent", "drain removed")
    device: dict[Literal["resolved"], list[Cue]] = {}
    #: words that make a procedure's mention a device ("ureteral stent" read as its insertion, "PICC
    #: line", "chest tube"): its removal cues apply to it
    device_words: list[NonBlank] = []
    pseudo: list[NonBlank] = []
    clause_breaks: list[NonBlank]
    #: cues that, anywhere in a problem head's paragraph ("# Delirium: began 9/15; CAM negative from
    #: 9/19."), say the head problem resolved; narrower than ``problem.resolved`` (which a clause of
    #: the paragraph may say of another problem: "# HFrEF: diuresed; edema resolved")
    head_resolved: list[NonBlank] = []

    @model_validator(mode="after")
    def _unambiguous(self):
        _no_phrase_twice(self.drug)
        _no_phrase_twice(self.problem)
        return self


def _key(phrase: str) -> str:
    """A phrase or a matched text as one lookup key: lower case, single spaces, straight quotes."""
    return " ".join(phrase.lower().replace("\u2019", "'").split())


def _pattern(phrase: str) -> str:
    parts = []
    for char in phrase:
        if char.isspace():
            parts.append(r"\s+")
        elif char in "'\u2019":
            parts.append("['\u2019]")
        else:
            parts.append(re.escape(char))
    return "".join(parts)


@dataclass(frozen=True)
class CueSet:
    """One domain's cues (and the pseudo cues) as a single whole-word, longest-first pattern."""

    pattern: re.Pattern
    #: lookup key → (status, or "pseudo"; direction)
    cues: dict[str, tuple[str, str]]

    @classmethod
    def build(cls, by_status: dict[str, list[Cue]], pseudo: list[str]) -> CueSet:
        cues: dict[str, tuple[str, str]] = {_key(p): (_PSEUDO, _BOTH) for p in pseudo}
        for status, entries in by_status.items():
            for cue in entries:
                # A phrase listed as pseudo and as a cue is a cue: the status lists win.
                cues[_key(_phrase(cue))] = (status, _BOTH if isinstance(cue, str) else cue.direction)
        alternatives = sorted(cues, key=len, reverse=True)  # at one position the longest phrase wins
        pattern = re.compile(
            r"(?<![A-Za-z0-9])(?:" + "|".join(_pattern(p) for p in alternatives) + r")(?![A-Za-z0-9])",
            re.IGNORECASE,
        )
        return cls(pattern, cues)

    def nearest(self, text: str, lo: int, hi: int, start: int, end: int) -> str:
        """The status of the cue in ``text[lo:hi]`` nearest to the mention ``text[start:end]``."""
        best, best_rank = "", None
        for match in self.pattern.finditer(text, lo, hi):
            status, direction = self.cues[_key(match.group())]
            if status == _PSEUDO:
                continue
            if match.end() <= start:  # before the mention
                if direction == _BACKWARD:
                    continue
                rank = (start - match.end(), 1)
            elif match.start() >= end:  # after it: preferred on a tie ("X was held and Y was continued")
                if direction == _FORWARD:
                    continue
                rank = (match.start() - end, 0)
            else:  # in the mention itself ("chronic kidney disease")
                rank = (0, 0)
            if best_rank is None or rank < best_rank:
                best, best_rank = status, rank
        return best

    def first(self, text: str) -> str:
        """The status of the first cue in ``text`` (a header), whatever its direction."""
        for match in self.pattern.finditer(text):
            status = self.cues[_key(match.group())][0]
            if status != _PSEUDO:
                return status
        return ""


@dataclass(frozen=True)
class StatusRules:
    version: str
    drug: CueSet
    problem: CueSet
    clause_breaks: re.Pattern
    device: CueSet | None = None
    head_resolved: re.Pattern | None = None
    device_words: re.Pattern | None = None


@lru_cache(maxsize=4)
def load_status_rules(path: Path | None = None) -> StatusRules:
    """Read and check the status rules (``rules/status_rules.json`` unless ``path``)."""
    data = load_data_file(path or STATUS_RULES_FILE, StatusRulesFile, error=StatusRuleError)
    breaks = sorted({b.lower() for b in data.clause_breaks}, key=len, reverse=True)
    return StatusRules(
        version=data.version,
        drug=CueSet.build(data.drug, data.pseudo),
        problem=CueSet.build(data.problem, data.pseudo),
        device=CueSet.build(data.device, data.pseudo) if data.device else None,
        clause_breaks=re.compile("|".join(_pattern(b) for b in breaks), re.IGNORECASE),
        head_resolved=re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(
            _pattern(p) for p in sorted(data.head_resolved, key=len, reverse=True)) + r")(?![A-Za-z0-9])",
            re.IGNORECASE) if data.head_resolved else None,
        device_words=re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(
            _pattern(p) for p in sorted(data.device_words, key=len, reverse=True)) + r")(?![A-Za-z0-9])",
            re.IGNORECASE) if data.device_words else None,
    )


#: a problem head: a line that opens with the problem and a colon ("# Post-op delirium:", "2) AKI:")
_HEAD = re.compile(r"[ \t]*(?:#+|\d{1,2}[.)]|[-*\u2022])?[ \t]*")
_PARAGRAPH_END = re.compile(r"\n[ \t]*\n|\n[ \t]*(?:#|\d{1,2}[.)]|[-*\u2022])|\n[ \t]*[A-Z][A-Za-z /&'()-]{1,40}:")


def _head_paragraph(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The paragraph a problem heads (from its colon to the next blank line, head or section
    header), when the mention is the head of its line ("# Post-operative delirium: began …"); else None."""
    line_start = text.rfind("\n", 0, start) + 1
    lead = _HEAD.match(text, line_start)
    if lead is None or lead.end() > start or text[lead.end():start].count(" ") > 3:
        return None
    colon = text.find(":", end, end + 40)
    if colon < 0 or "\n" in text[end:colon]:
        return None
    stop = _PARAGRAPH_END.search(text, colon)
    return colon + 1, stop.start() if stop else len(text)


def _scope(text: str, start: int, end: int, sentence_start: int | None, sentence_end: int | None,
           breaks: re.Pattern) -> tuple[int, int]:
    """The clause holding the mention: its sentence (or line) cut at the clause breaks around it."""
    if sentence_start is None or sentence_end is None:
        lo = text.rfind("\n", 0, start) + 1
        hi = text.find("\n", end)
        hi = len(text) if hi < 0 else hi
    else:
        lo, hi = sentence_start, sentence_end
    lo, hi = min(lo, start), max(hi, end)
    clause_lo, clause_hi = lo, hi
    for match in breaks.finditer(text, lo, hi):
        if match.end() <= start:
            clause_lo = match.end()
        elif match.start() >= end:
            clause_hi = match.start()
            break
    return clause_lo, clause_hi


def clinical_status(text: str, *, start: int, end: int, sentence_start: int | None, sentence_end: int | None,
                    domain: str, header: str = "") -> str:
    """The clinical status the text states for the mention ``text[start:end]`` of an OMOP
    ``domain``: a medication's ``DRUG_STATUSES``, a problem's ``PROBLEM_STATUSES``, or "".

    ``text`` is the whole note; the sentence span, when known, bounds the search (else the
    mention's line). ``header`` is the section header above the mention (any spelling; the build
    passes ``header_words(...)``); only a medication falls back on it.
    """
    rules = load_status_rules()
    if domain == "Drug":
        cues = rules.drug
    elif domain in PROBLEM_DOMAINS:
        cues = rules.problem
    elif rules.device is not None and (domain == "Device" or (
            domain == "Procedure" and rules.device_words is not None and rules.device_words.search(text, start, end))):
        cues = rules.device  # "removal of left ureteral stent": the stent its insertion placed is out
    else:
        return ""
    lo, hi = _scope(text, start, end, sentence_start, sentence_end, rules.clause_breaks)
    status = cues.nearest(text, lo, hi, start, end)
    if not status and domain == "Drug" and header.strip():
        status = cues.first(header)
    if not status and domain in PROBLEM_DOMAINS and rules.head_resolved is not None:
        paragraph = _head_paragraph(text, start, end)
        if paragraph and rules.head_resolved.search(text, *paragraph):
            status = "resolved"
    return status


__all__ = [
    "DRUG_STATUSES",
    "PROBLEM_STATUSES",
    "STATUS_RULES_FILE",
    "StatusRuleError",
    "clinical_status",
    "load_status_rules",
]
