"""Load and validate the clinical rule files in ``retrieval/nlp/rules/``.

Rules are data: ConText trigger patterns (``context_rules.json``), section priors and extra
section titles (``sections.json``), chronic-condition terms (``chronic_terms.json``), the
contexts that give an ambiguous abbreviation another sense (``abbreviations.json``) and the body
sites that make a general finding a specific one (``site_terms.json``). Each file has a pydantic
model that rejects unknown keys, unknown categories and directions, and duplicates; every error
names the file and the field (``context_rules.json: rules.12.direction: Input should be ...``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file
from retrieval.nlp.assertion import Assertion, Experiencer, Temporality

RULES_DIR = Path(__file__).with_name("rules")

CATEGORIES = {
    "NEGATED_EXISTENCE", "POSSIBLE_EXISTENCE", "HISTORICAL", "RESOLVED", "CURRENT", "HYPOTHETICAL",
    "CONDITIONAL", "CONDITIONAL_WEAK", "FAMILY", "CAUSAL_HEDGE", "WEAK_HEDGE", "CONFIRMED", "TERMINATE", "PSEUDO",
}
DIRECTIONS = {"FORWARD", "BACKWARD", "BIDIRECTIONAL", "TERMINATE", "PSEUDO"}
#: Categories that are also directions: a rule has both or neither.
_PAIRED = ("TERMINATE", "PSEUDO")



class RuleFileError(DataFileError):
    pass


@dataclass(frozen=True)
class TriggerRule:
    literal: str
    category: str
    direction: str
    pattern: object = None
    max_scope: int | None = None


class TriggerRuleEntry(StrictModel):
    literal: NonBlank
    category: Literal[tuple(sorted(CATEGORIES))]
    direction: Literal[tuple(sorted(DIRECTIONS))]
    #: a spaCy token pattern or a regular expression, as medspaCy's ConTextRule takes them
    pattern: list[dict[str, Any]] | str | None = None
    max_scope: int | None = Field(default=None, ge=1)
    note: str = ""

    @model_validator(mode="after")
    def _paired_category_and_direction(self):
        for kind in _PAIRED:
            if (self.category == kind) != (self.direction == kind):
                raise ValueError(f"{kind} category and direction go together")
        return self


class ContextRulesFile(StrictModel):
    """The shape of ``context_rules.json``."""

    version: NonBlank
    description: str = ""
    rules: list[TriggerRuleEntry]

    @field_validator("rules")
    @classmethod
    def _no_duplicates(cls, rules: list[TriggerRuleEntry]) -> list[TriggerRuleEntry]:
        first: dict[tuple[str, str, str], int] = {}
        for index, rule in enumerate(rules):
            key = (rule.literal.lower(), rule.category, rule.direction)
            if key in first:
                raise ValueError(f"rules.{index} ({rule.literal!r}) is a duplicate rule of rules.{first[key]}")
            first[key] = index
        return rules


class SectionPrior(StrictModel):
    experiencer: Experiencer | None = None
    assertion: Assertion | None = None
    temporality: Temporality | None = None
    historical_unless_chronic: bool = False


class SectionHeader(StrictModel):
    """A section title medspaCy's defaults lack, and its category."""

    title: NonBlank
    category: NonBlank
    note: str = ""

    @field_validator("title")
    @classmethod
    def _no_trailing_colon(cls, title: str) -> str:
        if title.rstrip().endswith(":"):
            raise ValueError("write the title without its colon: 'Title:' and a 'Title' alone on its line both match")
        return title


class SectionsFile(StrictModel):
    """The shape of ``sections.json``: priors by medspaCy category, free-text titles → category,
    and section headers added to medspaCy's defaults."""

    version: NonBlank
    description: str = ""
    priors: dict[str, SectionPrior] = {}
    titles: dict[NonBlank, NonBlank] = {}
    headers: list[SectionHeader] = []


class AbbreviationContext(StrictModel):
    before: str | None = None
    after: str | None = None

    @field_validator("before", "after")
    @classmethod
    def _compiles(cls, pattern: str | None) -> str | None:
        if pattern is not None:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"not a regular expression: {exc}") from None
        return pattern

    @model_validator(mode="after")
    def _one_side_at_least(self):
        if self.before is None and self.after is None:
            raise ValueError("a context needs 'before', 'after' or both")
        return self


class AbbreviationSense(StrictModel):
    sense: NonBlank
    #: the vocabulary concept (by name) the abbreviation names in this sense; none: it names no concept
    concept: str | None = None
    note: str = ""
    contexts: list[AbbreviationContext] = Field(min_length=1)


class AbbreviationEntry(StrictModel):
    case_sensitive: bool = False
    senses: list[AbbreviationSense] = []


class AbbreviationsFile(StrictModel):
    """The shape of ``abbreviations.json``."""

    version: NonBlank
    description: str = ""
    abbreviations: dict[NonBlank, AbbreviationEntry]

    @field_validator("abbreviations")
    @classmethod
    def _distinct_keys(cls, entries: dict[str, AbbreviationEntry]) -> dict[str, AbbreviationEntry]:
        seen: dict[str, str] = {}
        for key in entries:
            if key.casefold() in seen:
                raise ValueError(f"{key!r} is listed twice (as {seen[key.casefold()]!r})")
            seen[key.casefold()] = key
        return entries


#: how far the abbreviation rules look on each side, in characters
ABBREVIATION_WINDOW = 60


@dataclass(frozen=True)
class Abbreviation:
    """An ambiguous abbreviation: written as ``form``; names its vocabulary concept unless one of
    ``contexts`` (sense, before, after) matches around it, or (``case_sensitive``) it is not in capitals."""

    form: str
    case_sensitive: bool
    contexts: tuple[tuple[str, re.Pattern | None, re.Pattern | None], ...]
    #: sense -> the vocabulary concept (by name) it names, for a sense that names one
    concepts: tuple[tuple[str, str], ...] = ()

    def other_sense(self, text: str, start: int, end: int) -> str | None:
        """The sense the abbreviation at ``text[start:end]`` has instead of its vocabulary concept
        ("room air"), or None when it keeps the vocabulary's sense."""
        written = text[start:end]
        if self.case_sensitive and written != self.form:
            return "not an abbreviation (not in capitals)"
        line_start = text.rfind("\n", max(0, start - ABBREVIATION_WINDOW), start) + 1
        before = text[max(line_start, start - ABBREVIATION_WINDOW):start]
        after = text[end:end + ABBREVIATION_WINDOW]
        for sense, left, right in self.contexts:
            if (left is None or left.search(before)) and (right is None or right.match(after)):
                return sense
        return None


class ChronicTermsFile(StrictModel):
    """The shape of ``chronic_terms.json``."""

    version: NonBlank
    description: str = ""
    terms: list[NonBlank]


def load_trigger_rules(path: Path | None = None) -> tuple[str, list[TriggerRule]]:
    """Return (version, rules) from ``context_rules.json``."""
    data = load_data_file(path or RULES_DIR / "context_rules.json", ContextRulesFile, error=RuleFileError)
    return data.version, [TriggerRule(r.literal, r.category, r.direction, r.pattern, r.max_scope) for r in data.rules]


@lru_cache(maxsize=1)
def load_section_priors(path: Path | None = None) -> tuple[dict[str, dict], dict[str, str]]:
    """Return (priors by section category, section category by lower-case title)."""
    data = load_data_file(path or RULES_DIR / "sections.json", SectionsFile, error=RuleFileError)
    # the prior as written in the file: a key left out means "no prior", not a default value
    priors = {category: prior.model_dump(mode="json", exclude_unset=True) for category, prior in data.priors.items()}
    return priors, {title.lower(): category for title, category in data.titles.items()}


@lru_cache(maxsize=1)
def load_chronic_terms(path: Path | None = None) -> frozenset[str]:
    data = load_data_file(path or RULES_DIR / "chronic_terms.json", ChronicTermsFile, error=RuleFileError)
    return frozenset(t.lower() for t in data.terms)


@lru_cache(maxsize=1)
def load_section_headers(path: Path | None = None) -> tuple[tuple[str, str], ...]:
    """(title, category) of every section header ``sections.json`` adds to medspaCy's defaults."""
    data = load_data_file(path or RULES_DIR / "sections.json", SectionsFile, error=RuleFileError)
    return tuple((h.title, h.category) for h in data.headers)


@lru_cache(maxsize=1)
def load_abbreviations(path: Path | None = None) -> dict[str, Abbreviation]:
    """The ambiguous abbreviations of ``abbreviations.json``, by lower-case form."""
    data = load_data_file(path or RULES_DIR / "abbreviations.json", AbbreviationsFile, error=RuleFileError)
    flags = re.IGNORECASE
    found = {}
    for form, entry in data.abbreviations.items():
        contexts = tuple(
            # 'before' is anchored at the abbreviation (the end of the text before it), 'after' at
            # the start of the text after it
            (sense.sense, None if c.before is None else re.compile(f"(?:{c.before})$", flags),
             None if c.after is None else re.compile(f"(?:{c.after})", flags))
            for sense in entry.senses for c in sense.contexts
        )
        found[form.casefold()] = Abbreviation(form, entry.case_sensitive, contexts,
                                              tuple((x.sense, x.concept) for x in entry.senses if x.concept))
    return found


class SiteRuleSpec(StrictModel):
    general: list[NonBlank] = Field(min_length=1)
    specific: NonBlank
    sites: list[NonBlank] = Field(min_length=1)
    #: words that name the finding only with the site as their object ("broke her hip"): no term alone
    verbs: list[NonBlank] = Field(default_factory=list)


class SiteTermsFile(StrictModel):
    """The shape of ``site_terms.json``."""

    version: NonBlank
    description: str = ""
    rules: list[SiteRuleSpec]

    @model_validator(mode="after")
    def _distinct_sites(self) -> "SiteTermsFile":
        seen: dict[tuple[str, str], str] = {}
        for rule in self.rules:
            for general in rule.general:
                for site in rule.sites:
                    key = (general.casefold(), site.casefold())
                    if key in seen and seen[key] != rule.specific:
                        raise ValueError(f"the site {site!r} of {general!r} names both {seen[key]!r} and "
                                         f"{rule.specific!r}")
                    seen[key] = rule.specific
        return self


@dataclass(frozen=True)
class SiteRule:
    """A general concept named with one of ``sites`` is ``specific`` ("head bleed": intracranial hemorrhage)."""

    general: frozenset[str]
    specific: str
    before: re.Pattern
    after: re.Pattern
    #: a verb of the rule with the site as its object ("broke her left hip"), or None
    verb: re.Pattern | None = None


#: between a general term and the site after it: a preposition, a determiner, a side
_SITE_LINK = (r"\s+(?:(?:in|into|on|around|inside|within|of|from|involving|to)\s+(?:(?:the|his|her|their|its|a|an|"
              r"one|both)\s+)?|(?:the|his|her|their|both)\s+)(?:(?:left|right|l|r|lower|upper)\s+)?")
#: between a rule's verb and its site: a determiner, a side ("broke her left hip", "fractured both hips")
_VERB_LINK = r"[ \t]+(?:(?:the|his|her|their|a|an|one|both|two|three|four|several|multiple|some|[2-9])[ \t]+)?(?:(?:left|right|l|r|lower|upper)[ \t]+)?"


#: "a bleed on the head CT" names the study the bleed was looked for on, not where it was
_NOT_A_STUDY = r"(?!\s*(?:CTA?|MRI|MRA|scans?|imaging|x-?rays?|films?|ultrasound|US|studies|study|series)\b)"


@lru_cache(maxsize=1)
def load_site_rules(path: Path | None = None) -> tuple[SiteRule, ...]:
    """The rules of ``site_terms.json``: a site word right before the general term ("head bleed"),
    or after it behind a preposition ("bleeding in his brain"), anchored at the term."""
    data = load_data_file(path or RULES_DIR / "site_terms.json", SiteTermsFile, error=RuleFileError)
    rules = []
    for rule in data.rules:
        sites = "|".join(r"\s+".join(re.escape(w) for w in site.split())
                         for site in sorted(rule.sites, key=len, reverse=True))
        rules.append(SiteRule(frozenset(g.casefold() for g in rule.general), rule.specific,
                              re.compile(rf"(?<![\w-])(?:{sites})\s+$", re.IGNORECASE),
                              re.compile(rf"{_SITE_LINK}(?:{sites})(?![\w-]){_NOT_A_STUDY}", re.IGNORECASE),
                              re.compile(rf"(?<![\w-])(?:{'|'.join(re.escape(v) for v in rule.verbs)}){_VERB_LINK}(?:{sites})"
                                         rf"(?![\w-]){_NOT_A_STUDY}", re.IGNORECASE) if rule.verbs else None))
    return tuple(rules)
