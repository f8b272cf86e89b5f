"""Load and validate the clinical rule files in ``retrieval/nlp/rules/``.

Rules are data: ConText trigger patterns (``context_rules.json``), section priors
(``sections.json``) and chronic-condition terms (``chronic_terms.json``). Each loader rejects
unknown keys, unknown categories and directions, and duplicates, naming the file and the entry.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

RULES_DIR = Path(__file__).with_name("rules")

CATEGORIES = {
    "NEGATED_EXISTENCE", "POSSIBLE_EXISTENCE", "HISTORICAL", "RESOLVED", "CURRENT", "HYPOTHETICAL",
    "CONDITIONAL", "CONDITIONAL_WEAK", "FAMILY", "CAUSAL_HEDGE", "TERMINATE", "PSEUDO",
}
DIRECTIONS = {"FORWARD", "BACKWARD", "BIDIRECTIONAL", "TERMINATE", "PSEUDO"}
RULE_KEYS = {"literal", "category", "direction", "pattern", "max_scope", "note"}
SECTION_PRIOR_KEYS = {"experiencer", "assertion", "temporality", "historical_unless_chronic"}


class RuleFileError(ValueError):
    pass


@dataclass(frozen=True)
class TriggerRule:
    literal: str
    category: str
    direction: str
    pattern: object = None
    max_scope: int | None = None


def _read(name: str, path: Path | None) -> tuple[Path, dict]:
    path = path or RULES_DIR / name
    try:
        return path, json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise RuleFileError(f"{path.name}: cannot read ({exc})") from None


def load_trigger_rules(path: Path | None = None) -> tuple[str, list[TriggerRule]]:
    """Return (version, rules) from ``context_rules.json``."""
    path, data = _read("context_rules.json", path)
    if set(data) - {"version", "description", "rules"} or "rules" not in data or "version" not in data:
        raise RuleFileError(f"{path.name}: expected keys version, description, rules")
    rules, seen = [], set()
    for index, entry in enumerate(data["rules"]):
        where = f"{path.name}: rules[{index}] ({entry.get('literal')!r})"
        unknown = set(entry) - RULE_KEYS
        if unknown:
            raise RuleFileError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        if not isinstance(entry.get("literal"), str) or not entry["literal"].strip():
            raise RuleFileError(f"{where}: 'literal' must be a non-empty string")
        if entry.get("category") not in CATEGORIES:
            raise RuleFileError(f"{where}: category {entry.get('category')!r} is not one of {sorted(CATEGORIES)}")
        if entry.get("direction") not in DIRECTIONS:
            raise RuleFileError(f"{where}: direction {entry.get('direction')!r} is not one of {sorted(DIRECTIONS)}")
        if (entry["category"] == "TERMINATE") != (entry["direction"] == "TERMINATE"):
            raise RuleFileError(f"{where}: TERMINATE category and direction go together")
        if (entry["category"] == "PSEUDO") != (entry["direction"] == "PSEUDO"):
            raise RuleFileError(f"{where}: PSEUDO category and direction go together")
        scope = entry.get("max_scope")
        if scope is not None and (not isinstance(scope, int) or scope < 1):
            raise RuleFileError(f"{where}: max_scope must be a positive integer")
        key = (entry["literal"].lower(), entry["category"], entry["direction"])
        if key in seen:
            raise RuleFileError(f"{where}: duplicate rule")
        seen.add(key)
        rules.append(TriggerRule(entry["literal"], entry["category"], entry["direction"],
                                 entry.get("pattern"), scope))
    return data["version"], rules


@lru_cache(maxsize=1)
def load_section_priors(path: Path | None = None) -> tuple[dict[str, dict], dict[str, str]]:
    path, data = _read("sections.json", path)
    priors, titles = data.get("priors", {}), data.get("titles", {})
    for category, prior in priors.items():
        unknown = set(prior) - SECTION_PRIOR_KEYS
        if unknown:
            raise RuleFileError(f"{path.name}: priors.{category}: unknown key(s) {', '.join(sorted(unknown))}")
    return priors, {title.lower(): category for title, category in titles.items()}


@lru_cache(maxsize=1)
def load_chronic_terms(path: Path | None = None) -> frozenset[str]:
    path, data = _read("chronic_terms.json", path)
    terms = data.get("terms")
    if not isinstance(terms, list) or not all(isinstance(t, str) and t.strip() for t in terms):
        raise RuleFileError(f"{path.name}: 'terms' must be a list of non-empty strings")
    return frozenset(t.lower() for t in terms)
