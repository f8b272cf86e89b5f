"""``data/polarity_cues_v2.json``: its shape, and the cue tables and patterns compiled from it.

Every phrase table is matched leftmost-longest over lower-cased text (``PhraseScanner``); a
phrase listed twice within a table is a data error, as are the shape errors the model catches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from benchmark.evaluators.base import (
    DATA_DIR,
    DataFileError,
    Lower,
    NonEmpty,
    Number,
    Regex,
    Table,
    Text,
    load_data_file,
)
from epikg_core.datafiles import StrictModel

CUES_FILE = DATA_DIR / "polarity_cues_v2.json"

# Phrases match between these: no letter or digit on either side.
EDGE_L, EDGE_R = r"(?<![a-z0-9])", r"(?![a-z0-9])"
ISO_DATE = r"\d{4}-\d{2}-\d{2}"


# -- the file's shape --------------------------------------------------------------------------

class EvidenceEcho(StrictModel):
    preamble_starts: NonEmpty[Lower]
    skip_prefixes: NonEmpty[Lower]
    fact_line_patterns: NonEmpty[Regex]
    answer_markers: NonEmpty[Regex]


class Abstention(StrictModel):
    patterns: NonEmpty[Regex]
    claim_patterns: NonEmpty[Regex]


class Directed(StrictModel):
    """Cues by the direction they scope: onto what follows, what precedes, or either."""

    forward: NonEmpty[Lower]
    backward: NonEmpty[Lower]
    both: NonEmpty[Lower] | None = None


class PolarityTriggers(StrictModel):
    negation: Directed
    hedge: Directed
    affirm: Directed
    question: NonEmpty[Lower]
    terminators: NonEmpty[Lower]
    pseudo: NonEmpty[Lower]
    conclusive_negation: NonEmpty[Lower]


class YesNo(StrictModel):
    yes: NonEmpty[Lower]
    no: NonEmpty[Lower]


class Strength(StrictModel):
    strong: NonEmpty[Lower]
    weak: NonEmpty[Lower]


class QuestionAsks(StrictModel):
    resolved: NonEmpty[Lower]
    active: NonEmpty[Lower]


class Status(StrictModel):
    active: Strength
    resolved: Strength
    ruled_out: NonEmpty[Lower]
    not_current: NonEmpty[Lower]
    pseudo: NonEmpty[Lower]
    negators: NonEmpty[Lower]
    negator_window_tokens: Number
    question_asks: QuestionAsks


class Family(StrictModel):
    relatives: NonEmpty[Lower]
    generic: NonEmpty[Lower]
    sides: Table[NonEmpty[Lower]]


class Concept(StrictModel):
    modifiers: NonEmpty[Lower]
    synonyms: Table[NonEmpty[Lower]]
    generic_heads: NonEmpty[Lower]
    from_question: NonEmpty[Regex]


class Comparators(StrictModel):
    above: NonEmpty[Lower]
    below: NonEmpty[Lower]


class Conditional(StrictModel):
    cues: NonEmpty[Lower]
    not_done: NonEmpty[Regex]
    done: NonEmpty[Regex]
    comparators: Comparators
    stopwords: NonEmpty[Lower]
    abbreviations: Table[Lower]


class Order(StrictModel):
    before: NonEmpty[Lower]
    after: NonEmpty[Lower]
    first: NonEmpty[Lower]
    second: NonEmpty[Lower]
    pseudo: NonEmpty[Lower]
    event_stopwords: NonEmpty[Lower]
    token_synonyms: Table[NonEmpty[Lower]]


class Change(StrictModel):
    added: NonEmpty[Lower]
    removed: NonEmpty[Lower]
    continued: NonEmpty[Lower]
    none: NonEmpty[Lower]
    passive_markers: NonEmpty[Lower]
    medication_form_words: NonEmpty[Lower]


class UnitWords(StrictModel):
    hour: NonEmpty[Lower]
    day: NonEmpty[Lower]
    week: NonEmpty[Lower]
    month: NonEmpty[Lower]
    year: NonEmpty[Lower]


class DaysPerUnit(StrictModel):
    hour: Number
    day: Number
    week: Number
    month: Number
    year: Number


class Tolerance(StrictModel):
    exact_days: Number
    exact_fraction: Number
    partial_days: Number
    partial_min_reference_days: Number


class Duration(StrictModel):
    units: UnitWords
    days_per_unit: DaysPerUnit
    number_words: Table[Number]
    range_connectors: NonEmpty[Lower]
    tolerance: Tolerance


class PolarityCuesFile(StrictModel):
    """The shape of ``polarity_cues_v2.json``."""

    version: Text
    description: Text
    evidence_echo: EvidenceEcho
    abstention: Abstention
    polarity: PolarityTriggers
    yes_no: YesNo
    status: Status
    family: Family
    patient_claim_patterns: NonEmpty[Regex]
    anaphora: NonEmpty[Lower]
    concept: Concept
    conditional: Conditional
    order: Order
    change: Change
    duration: Duration
    stopwords: NonEmpty[Lower]


# -- compiled ----------------------------------------------------------------------------------

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
        self.pattern = re.compile(EDGE_L + "(?:" + "|".join(re.escape(p) for p in phrases) + ")" + EDGE_R) \
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
    """``polarity_cues_v2.json``, validated (``data``) and compiled (the rest)."""

    version: str
    data: PolarityCuesFile
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
    days_per_unit: dict[str, int | float]


def load_polarity_cues(path: Path | str | None = None) -> PolarityCues:
    """Read and validate a cues file (default: the packaged one); DataFileError names the file and
    the field when it is malformed."""
    if path is None:
        return _default_cues()
    return _compile(load_data_file(path, PolarityCuesFile), Path(path).name)


@lru_cache(maxsize=1)
def _default_cues() -> PolarityCues:
    return _compile(load_data_file(CUES_FILE, PolarityCuesFile), CUES_FILE.name)


def _compile(data: PolarityCuesFile, file: str) -> PolarityCues:
    p = data.polarity
    groups, kinds = {}, {}
    for kind in ("negation", "hedge", "affirm"):
        for direction in ("forward", "backward", "both"):
            groups[f"polarity.{kind}.{direction}"] = getattr(getattr(p, kind), direction) or []
            kinds[f"polarity.{kind}.{direction}"] = (kind, direction)
    for kind in ("question", "terminators", "pseudo"):
        groups[f"polarity.{kind}"] = getattr(p, kind)
        kinds[f"polarity.{kind}"] = (kind.rstrip("s") if kind == "terminators" else kind, "both")
    polarity = PhraseScanner(_table(file, groups, kinds))

    s = data.status
    status = PhraseScanner(_table(file, {
        "status.active.strong": s.active.strong, "status.active.weak": s.active.weak,
        "status.resolved.strong": s.resolved.strong, "status.resolved.weak": s.resolved.weak,
        "status.ruled_out": s.ruled_out, "status.not_current": s.not_current, "status.pseudo": s.pseudo,
    }, {"status.active.strong": ("active", "strong"), "status.active.weak": ("active", "weak"),
        "status.resolved.strong": ("resolved", "strong"), "status.resolved.weak": ("resolved", "weak"),
        "status.ruled_out": ("ruled_out", "strong"), "status.not_current": ("not_current", "strong"),
        "status.pseudo": ("pseudo", "")}))

    order_kinds = ("before", "after", "first", "second", "pseudo")
    order = PhraseScanner(_table(file, {f"order.{k}": getattr(data.order, k) for k in order_kinds},
                                 {f"order.{k}": (k, "") for k in order_kinds}))
    change_kinds = ("added", "removed", "continued", "none")
    change = PhraseScanner(_table(file, {f"change.{k}": getattr(data.change, k) for k in change_kinds},
                                  {f"change.{k}": (k, "") for k in change_kinds}))
    conditional = PhraseScanner(_table(file, {"conditional.cues": data.conditional.cues},
                                       {"conditional.cues": ("conditional", "")}))
    comp = data.conditional.comparators
    directions = ("above", "below")
    comparators = PhraseScanner(_table(file, {f"conditional.comparators.{k}": getattr(comp, k) for k in directions},
                                       {f"conditional.comparators.{k}": (k, "") for k in directions}))
    f = data.family
    fam_groups = {"family.relatives": f.relatives, "family.generic": f.generic}
    fam_kinds = {"family.relatives": ("relative", ""), "family.generic": ("generic", "")}
    for side, words in f.sides.items():
        fam_groups[f"family.sides.{side}"] = words
        fam_kinds[f"family.sides.{side}"] = ("side", side)
    family = PhraseScanner(_table(file, fam_groups, fam_kinds))

    words = sorted(data.yes_no.yes + data.yes_no.no, key=len, reverse=True)
    lead = re.compile(r"^\s*(?P<word>" + "|".join(re.escape(w) for w in words) + r")\s*(?:[.,;:!)\-—–]|$)")

    d = data.duration
    unit_of = {word: unit for unit, unit_words in d.units for word in unit_words}
    numbers = sorted(d.number_words, key=len, reverse=True)
    number = r"(?P<number>\d+(?:\.\d+)?|" + "|".join(re.escape(n) for n in numbers) + ")"
    units = "|".join(re.escape(u) for u in sorted(unit_of, key=len, reverse=True))
    duration = re.compile(r"(?<![\w.\-/])" + number + r"\s*-?\s*(?P<unit>" + units + r")" + EDGE_R)
    connectors = "|".join(re.escape(w) for w in sorted(d.range_connectors, key=len, reverse=True))
    date_range = re.compile(rf"(?P<start>{ISO_DATE})\s*(?:{connectors})\s*(?P<end>{ISO_DATE})")

    flags = re.IGNORECASE | re.MULTILINE
    return PolarityCues(
        version=data.version, data=data, polarity=polarity, status=status, order=order, change=change,
        conditional=conditional, comparators=comparators, family=family, lead=lead,
        yes_words=frozenset(data.yes_no.yes),
        abstention=tuple(re.compile(x, flags) for x in data.abstention.patterns),
        claims=tuple(re.compile(x, flags) for x in data.abstention.claim_patterns),
        fact_lines=tuple(re.compile(x, re.IGNORECASE) for x in data.evidence_echo.fact_line_patterns),
        answer_markers=tuple(re.compile(x, flags) for x in data.evidence_echo.answer_markers),
        not_done=tuple(re.compile(x, re.IGNORECASE) for x in data.conditional.not_done),
        done=tuple(re.compile(x, re.IGNORECASE) for x in data.conditional.done),
        patient_claims=tuple(re.compile(x, re.IGNORECASE) for x in data.patient_claim_patterns),
        negators=frozenset(s.negators), duration=duration, date_range=date_range, unit_of=unit_of,
        days_per_unit=dict(d.days_per_unit),
    )
