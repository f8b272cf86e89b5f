"""The words the automatic reference checks read, as data (``data/check_rules.json``).

Validated on load like every rules file of the project: unknown or missing keys and patterns that
do not compile are errors naming the file and the field. Phrases match whole words, ignoring case,
spacing and punctuation (``normalize_term``); ``*_patterns`` are case-insensitive regular
expressions over the raw text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from pydantic import field_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file
from retrieval.vocabulary.normalize import normalize_term

RULES_FILE = Path(__file__).with_name("data") / "check_rules.json"


class CheckRulesError(DataFileError):
    pass


class CheckRulesFile(StrictModel):
    """The shape of ``check_rules.json``."""

    version: NonBlank
    description: str = ""
    family_sections: list[NonBlank]
    family_words: list[NonBlank]
    patient_affirmation_patterns: list[NonBlank]
    negation_patterns: list[NonBlank]
    history_phrases: list[NonBlank]
    resolution_phrases: list[NonBlank]
    resolved_claim_patterns: list[NonBlank]
    unresolved_patterns: list[NonBlank]
    abstention_patterns: list[NonBlank]
    diagnosis_categories: list[NonBlank]
    clinical_domains: list[NonBlank]
    non_clinical_domains: list[NonBlank]
    chart_headers: list[NonBlank]
    administrative_words: list[NonBlank]
    threshold_patterns: list[NonBlank]

    @field_validator("patient_affirmation_patterns", "negation_patterns", "resolved_claim_patterns",
                     "unresolved_patterns", "abstention_patterns", "threshold_patterns")
    @classmethod
    def _compiles(cls, patterns: list[str]) -> list[str]:
        for pattern in patterns:
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"{pattern!r} is not a regular expression ({exc})") from None
        return patterns


@dataclass(frozen=True)
class Phrases:
    """Whole-word phrases, matched on ``normalize_term`` text (case, punctuation and spacing folded)."""

    #: lookup key → the phrase as written in the rules file
    keys: dict[str, str]

    @classmethod
    def of(cls, phrases: list[str]) -> Phrases:
        keys: dict[str, str] = {}
        for phrase in phrases:
            keys.setdefault(normalize_term(phrase), phrase)
        keys.pop("", None)
        return cls(keys)

    def found(self, text: str) -> list[str]:
        """The phrases (as written in the rules) that occur in ``text`` as whole words."""
        padded = f" {normalize_term(text)} "
        return [phrase for key, phrase in self.keys.items() if f" {key} " in padded]

    def equals(self, text: str) -> bool:
        return normalize_term(text) in self.keys


def _patterns(patterns: list[str]) -> tuple[re.Pattern, ...]:
    return tuple(re.compile(p, re.IGNORECASE) for p in patterns)


@dataclass(frozen=True)
class CheckRules:
    """``check_rules.json``, validated and compiled."""

    version: str
    family_sections: Phrases
    family_words: Phrases
    patient_affirmations: tuple[re.Pattern, ...]
    negations: tuple[re.Pattern, ...]
    history: Phrases
    resolution: Phrases
    resolved_claims: tuple[re.Pattern, ...]
    unresolved: tuple[re.Pattern, ...]
    abstentions: tuple[re.Pattern, ...]
    diagnosis_categories: frozenset[str]
    clinical_domains: frozenset[str]
    non_clinical_domains: frozenset[str]
    chart_headers: Phrases
    administrative: Phrases
    thresholds: tuple[re.Pattern, ...]


def first_match(patterns: tuple[re.Pattern, ...], text: str) -> str | None:
    """The text the first matching pattern matched, or None."""
    for pattern in patterns:
        found = pattern.search(text)
        if found:
            return found.group(0)
    return None


@lru_cache(maxsize=4)
def load_check_rules(path: Path | None = None) -> CheckRules:
    """Read and check the rules (``data/check_rules.json`` unless ``path``)."""
    data = load_data_file(path or RULES_FILE, CheckRulesFile, error=CheckRulesError)
    return CheckRules(
        version=data.version,
        family_sections=Phrases.of(data.family_sections),
        family_words=Phrases.of(data.family_words),
        patient_affirmations=_patterns(data.patient_affirmation_patterns),
        negations=_patterns(data.negation_patterns),
        history=Phrases.of(data.history_phrases),
        resolution=Phrases.of(data.resolution_phrases),
        resolved_claims=_patterns(data.resolved_claim_patterns),
        unresolved=_patterns(data.unresolved_patterns),
        abstentions=_patterns(data.abstention_patterns),
        diagnosis_categories=frozenset(data.diagnosis_categories),
        clinical_domains=frozenset(data.clinical_domains),
        non_clinical_domains=frozenset(data.non_clinical_domains),
        chart_headers=Phrases.of(data.chart_headers),
        administrative=Phrases.of(data.administrative_words),
        thresholds=_patterns(data.threshold_patterns),
    )
