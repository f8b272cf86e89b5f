"""Load and validate ``rules/graph_rules.json``: predicate rules, co-mention rules and the
temporal-confidence scores of the knowledge-graph build.

The loader rejects unknown keys, unknown predicates, experiencers and scores, naming the file and
the entry, like the NLP rule loaders (``retrieval.nlp.rules``).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from retrieval.models.graph import EdgeOrigin, Predicate

RULES_FILE = Path(__file__).with_name("rules") / "graph_rules.json"
TOP_KEYS = {"version", "description", "predicate_rules", "default_predicate", "continuation_headers",
            "co_mention", "temporal_confidence"}
PREDICATE_RULE_KEYS = {"experiencer", "headers", "sections", "domains", "note_types", "predicate"}
CO_MENTION_RULE_KEYS = {"subject_domains", "object_domains", "predicate"}
CONFIDENCE_KEYS = {"record", "charttime", "chartdate", "one_sided", "open", "no_admission", "open_admission",
                   "outside_admission"}
#: Which predicates may come from which kind of rule.
#: (Plain strings: an enum member does not hash like its value.)
RECORD_PREDICATES = frozenset({Predicate.HAS_ADMISSION.value, Predicate.HAS_NOTE.value})
CO_MENTION_PREDICATES = frozenset({Predicate.TREATED_WITH.value, Predicate.EVALUATED_BY.value,
                                   Predicate.ASSOCIATED_WITH.value})
MENTION_PREDICATES = frozenset(Predicate.values) - RECORD_PREDICATES - CO_MENTION_PREDICATES
_WORDS = re.compile(r"[a-z0-9]+")


class GraphRuleError(ValueError):
    pass


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


def _strings(value, where: str, key: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise GraphRuleError(f"{where}: '{key}' must be a list of non-empty strings")
    return value


def _predicate(value, where: str, allowed: frozenset[str]) -> str:
    if value not in allowed:
        raise GraphRuleError(f"{where}: predicate {value!r} is not one of {sorted(allowed)}")
    return value


@lru_cache(maxsize=4)
def load_graph_rules(path: Path | None = None) -> GraphRules:
    """Read and check the rule file (``rules/graph_rules.json`` unless ``path``)."""
    path = path or RULES_FILE
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise GraphRuleError(f"{path.name}: cannot read ({exc})") from None
    if not isinstance(data, dict):
        raise GraphRuleError(f"{path.name}: expected a JSON object")
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise GraphRuleError(f"{path.name}: unknown key(s) {', '.join(sorted(unknown))}")
    missing = TOP_KEYS - {"description"} - set(data)
    if missing:
        raise GraphRuleError(f"{path.name}: missing key(s) {', '.join(sorted(missing))}")
    if not isinstance(data["version"], str) or not data["version"].strip():
        raise GraphRuleError(f"{path.name}: 'version' must be a non-empty string")

    rules = []
    for index, entry in enumerate(data["predicate_rules"]):
        where = f"{path.name}: predicate_rules[{index}]"
        if not isinstance(entry, dict):
            raise GraphRuleError(f"{where}: expected an object")
        unknown = set(entry) - PREDICATE_RULE_KEYS
        if unknown:
            raise GraphRuleError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        predicate = _predicate(entry.get("predicate"), where, MENTION_PREDICATES)
        experiencer = entry.get("experiencer")
        if experiencer not in (None, "Patient", "Family"):
            raise GraphRuleError(f"{where}: experiencer {experiencer!r} is not Patient or Family")
        rules.append(PredicateRule(
            predicate=predicate, experiencer=experiencer,
            headers=tuple(header_words(h) for h in _strings(entry.get("headers", []), where, "headers")),
            sections=frozenset(_strings(entry.get("sections", []), where, "sections")),
            domains=frozenset(_strings(entry.get("domains", []), where, "domains")),
            note_types=frozenset(_strings(entry.get("note_types", []), where, "note_types")),
        ))
    default = _predicate(data["default_predicate"], f"{path.name}: default_predicate", MENTION_PREDICATES)

    co_mention = data["co_mention"]
    if not isinstance(co_mention, dict) or set(co_mention) != {"max_mentions_per_sentence", "rules"}:
        raise GraphRuleError(f"{path.name}: co_mention needs exactly max_mentions_per_sentence and rules")
    limit = co_mention["max_mentions_per_sentence"]
    if not isinstance(limit, int) or limit < 2:
        raise GraphRuleError(f"{path.name}: co_mention.max_mentions_per_sentence must be an integer ≥ 2")
    co_rules = []
    for index, entry in enumerate(co_mention["rules"]):
        where = f"{path.name}: co_mention.rules[{index}]"
        unknown = set(entry) - CO_MENTION_RULE_KEYS
        if unknown or set(entry) != CO_MENTION_RULE_KEYS:
            raise GraphRuleError(f"{where}: expected exactly the keys {', '.join(sorted(CO_MENTION_RULE_KEYS))}")
        co_rules.append(CoMentionRule(
            predicate=_predicate(entry["predicate"], where, CO_MENTION_PREDICATES),
            subject_domains=frozenset(_strings(entry["subject_domains"], where, "subject_domains")),
            object_domains=frozenset(_strings(entry["object_domains"], where, "object_domains")),
        ))

    confidence = data["temporal_confidence"]
    if not isinstance(confidence, dict) or set(confidence) != CONFIDENCE_KEYS:
        raise GraphRuleError(
            f"{path.name}: temporal_confidence needs exactly the keys {', '.join(sorted(CONFIDENCE_KEYS))}"
        )
    for key, value in confidence.items():
        if not isinstance(value, (int, float)) or not -1 <= value <= 1:
            raise GraphRuleError(f"{path.name}: temporal_confidence.{key} must be a number in [-1, 1]")

    return GraphRules(
        version=data["version"],
        predicate_rules=tuple(rules),
        default_predicate=default,
        continuation_headers=frozenset(header_words(h) for h in _strings(data["continuation_headers"], path.name,
                                                                           "continuation_headers")),
        max_mentions_per_sentence=limit,
        co_mention_rules=tuple(co_rules),
        confidence={k: float(v) for k, v in confidence.items()},
    )


def origin_of(predicate: str) -> str:
    if predicate in RECORD_PREDICATES:
        return EdgeOrigin.RECORD.value
    if predicate in CO_MENTION_PREDICATES:
        return EdgeOrigin.CO_MENTION.value
    return EdgeOrigin.MENTION.value
