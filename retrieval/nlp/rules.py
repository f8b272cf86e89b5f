"""Load and validate the clinical rule files in ``retrieval/nlp/rules/``.

Rules are data: ConText trigger patterns (``context_rules.json``), section priors
(``sections.json``) and chronic-condition terms (``chronic_terms.json``). Each file has a pydantic
model that rejects unknown keys, unknown categories and directions, and duplicates; every error
names the file and the field (``context_rules.json: rules.12.direction: Input should be ...``).
"""

from __future__ import annotations

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
    "CONDITIONAL", "CONDITIONAL_WEAK", "FAMILY", "CAUSAL_HEDGE", "WEAK_HEDGE", "TERMINATE", "PSEUDO",
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


class SectionsFile(StrictModel):
    """The shape of ``sections.json``: priors by medspaCy category, free-text titles → category."""

    version: NonBlank
    description: str = ""
    priors: dict[str, SectionPrior] = {}
    titles: dict[NonBlank, NonBlank] = {}


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
