"""Load and validate ``rules/graph_rules.json``: predicate rules, co-mention rules and the
temporal-confidence scores of the knowledge-graph build.

The loader (a pydantic model, ``GraphRulesFile``) rejects unknown keys, unknown predicates,
experiencers and scores, naming the file and the field, like the NLP rule loaders
(``retrieval.nlp.rules``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file
from retrieval.models.graph import EdgeOrigin, Predicate

RULES_FILE = Path(__file__).with_name("rules") / "graph_rules.json"
#: Which predicates may come from which kind of rule.
#: (Plain strings: an enum member does not hash like its value.)
RECORD_PREDICATES = frozenset({Predicate.HAS_ADMISSION.value, Predicate.HAS_NOTE.value})
CO_MENTION_PREDICATES = frozenset({Predicate.TREATED_WITH.value, Predicate.EVALUATED_BY.value,
                                   Predicate.ASSOCIATED_WITH.value})
MENTION_PREDICATES = frozenset(Predicate.values) - RECORD_PREDICATES - CO_MENTION_PREDICATES
_WORDS = re.compile(r"[a-z0-9]+")


class GraphRuleError(DataFileError):
    pass


MentionPredicate = Literal[tuple(sorted(MENTION_PREDICATES))]
CoMentionPredicate = Literal[tuple(sorted(CO_MENTION_PREDICATES))]
Score = Annotated[float, Field(ge=-1, le=1)]


class PredicateRuleEntry(StrictModel):
    predicate: MentionPredicate
    experiencer: Literal["Patient", "Family"] | None = None
    headers: list[NonBlank] = []
    sections: list[NonBlank] = []
    domains: list[NonBlank] = []
    note_types: list[NonBlank] = []


class CoMentionRuleEntry(StrictModel):
    subject_domains: list[NonBlank]
    object_domains: list[NonBlank]
    predicate: CoMentionPredicate


class CoMentionSettings(StrictModel):
    max_mentions_per_sentence: int = Field(ge=2)
    rules: list[CoMentionRuleEntry]


class TemporalConfidence(StrictModel):
    """Scores added to an edge's temporal confidence (docs/knowledge-graph.md)."""

    record: Score
    charttime: Score
    chartdate: Score
    one_sided: Score
    open: Score
    no_admission: Score
    open_admission: Score
    outside_admission: Score


class GraphRulesFile(StrictModel):
    """The shape of ``graph_rules.json``."""

    version: NonBlank
    description: str = ""
    predicate_rules: list[PredicateRuleEntry]
    default_predicate: MentionPredicate
    continuation_headers: list[NonBlank]
    co_mention: CoMentionSettings
    temporal_confidence: TemporalConfidence


def header_words(text: str) -> str:
    """A header reduced to lower-case words separated by single spaces, padded with spaces so that
    ``" discharge medications " in header_words(...)`` matches whole words only."""
    return " " + " ".join(_WORDS.findall(text.lower())) + " "


@dataclass(frozen=True)
class PredicateRule:
    predicate: str
    experiencer: str | None = None
    headers: tuple[str, ...] = ()
    sections: frozenset[str] = frozenset()
    domains: frozenset[str] = frozenset()
    note_types: frozenset[str] = frozenset()

    def matches(self, *, experiencer: str, header: str, section: str, domain: str, note_type: str) -> bool:
        """``header`` is already ``header_words(...)``."""
        if self.experiencer is not None and experiencer != self.experiencer:
            return False
        if self.domains and domain not in self.domains:
            return False
        if self.note_types and note_type not in self.note_types:
            return False
        if self.sections and section not in self.sections:
            return False
        if self.headers and not any(h in header for h in self.headers):
            return False
        return True


@dataclass(frozen=True)
class CoMentionRule:
    predicate: str
    subject_domains: frozenset[str]
    object_domains: frozenset[str]


@dataclass(frozen=True)
class GraphRules:
    version: str
    predicate_rules: tuple[PredicateRule, ...]
    default_predicate: str
    continuation_headers: frozenset[str]
    max_mentions_per_sentence: int
    co_mention_rules: tuple[CoMentionRule, ...]
    confidence: dict[str, float]

    def predicate_for(self, *, experiencer: str, header: str, section: str, domain: str, note_type: str) -> str:
        for rule in self.predicate_rules:
            if rule.matches(experiencer=experiencer, header=header, section=section, domain=domain,
                            note_type=note_type):
                return rule.predicate
        return self.default_predicate

    def co_mention_predicate(self, subject_domain: str, object_domain: str) -> str | None:
        for rule in self.co_mention_rules:
            if subject_domain in rule.subject_domains and object_domain in rule.object_domains:
                return rule.predicate
        return None


@lru_cache(maxsize=4)
def load_graph_rules(path: Path | None = None) -> GraphRules:
    """Read and check the rule file (``rules/graph_rules.json`` unless ``path``)."""
    data = load_data_file(path or RULES_FILE, GraphRulesFile, error=GraphRuleError)
    return GraphRules(
        version=data.version,
        predicate_rules=tuple(
            PredicateRule(
                predicate=rule.predicate, experiencer=rule.experiencer,
                headers=tuple(header_words(h) for h in rule.headers), sections=frozenset(rule.sections),
                domains=frozenset(rule.domains), note_types=frozenset(rule.note_types),
            )
            for rule in data.predicate_rules
        ),
        default_predicate=data.default_predicate,
        continuation_headers=frozenset(header_words(h) for h in data.continuation_headers),
        max_mentions_per_sentence=data.co_mention.max_mentions_per_sentence,
        co_mention_rules=tuple(
            CoMentionRule(rule.predicate, frozenset(rule.subject_domains), frozenset(rule.object_domains))
            for rule in data.co_mention.rules
        ),
        confidence=data.temporal_confidence.model_dump(),
    )


def origin_of(predicate: str) -> str:
    if predicate in RECORD_PREDICATES:
        return EdgeOrigin.RECORD.value
    if predicate in CO_MENTION_PREDICATES:
        return EdgeOrigin.CO_MENTION.value
    return EdgeOrigin.MENTION.value
