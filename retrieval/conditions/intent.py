"""Question intent for C4g routing (paper 000 §3.4, Algorithm 1, App. S).

Two modes. ``keyword`` (the deployable one) reads only the question's text, with the phrase
lists of ``data/intent_rules.json``. ``oracle`` reads the benchmark category instead: an upper
bound on what a perfect classifier would give, never a deployable setting.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

INTENTS = ("Change", "Current_State", "Historical", "Default")
MODES = ("keyword", "oracle")
RULES_PATH = Path(__file__).resolve().parent / "data" / "intent_rules.json"
_TOP_KEYS = {"version", "description", "priority", "intents", "oracle", "question_forms"}


class IntentRulesError(ValueError):
    pass


@dataclass(frozen=True)
class IntentRules:
    version: str
    priority: tuple[str, ...]
    phrases: dict[str, tuple[str, ...]]
    oracle: dict[str, str]
    question_forms: dict[str, tuple[str, ...]]
    patterns: dict[str, re.Pattern]
    form_patterns: dict[str, re.Pattern]


@dataclass(frozen=True)
class Intent:
    intent: str
    mode: str
    #: the phrases that decided it (keyword mode), or the category (oracle mode)
    matched: tuple[str, ...] = ()


def _phrase_pattern(phrases) -> re.Pattern:
    alternatives = sorted({re.escape(p.lower()) for p in phrases}, key=len, reverse=True)
    # whole words: no letter or digit on either side (phrases may end in punctuation, e.g. "first:")
    return re.compile(r"(?<![a-z0-9])(?:" + "|".join(alternatives) + r")(?![a-z0-9])")


def _fail(path: Path, message: str):
    raise IntentRulesError(f"{path.name}: {message}")


def load_intent_rules(path: Path | str = RULES_PATH) -> IntentRules:
    """Read and validate the rule file; every problem names the file and the key."""
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        _fail(path, f"cannot read rules ({exc})")
    if not isinstance(data, dict):
        _fail(path, "the top level must be an object")
    unknown = set(data) - _TOP_KEYS
    if unknown:
        _fail(path, f"unknown key(s) {', '.join(sorted(map(repr, unknown)))}")
    for key in ("version", "priority", "intents", "oracle"):
        if key not in data:
            _fail(path, f"missing key {key!r}")
    if not isinstance(data["version"], str) or not data["version"]:
        _fail(path, "'version' must be a non-empty string")
    intents = data["intents"]
    if not isinstance(intents, dict):
        _fail(path, "'intents' must be an object")
    for name, phrases in intents.items():
        if name not in INTENTS or name == "Default":
            _fail(path, f"intents: {name!r} is not a routable intent ({', '.join(INTENTS[:-1])})")
        if not isinstance(phrases, list) or not phrases or not all(isinstance(p, str) and p.strip() for p in phrases):
            _fail(path, f"intents.{name}: must be a non-empty list of non-empty strings")
    priority = data["priority"]
    if not isinstance(priority, list) or sorted(priority) != sorted(intents):
        _fail(path, "'priority' must list each intent of 'intents' once")
    oracle = data["oracle"]
    if not isinstance(oracle, dict) or not oracle:
        _fail(path, "'oracle' must be a non-empty object of category → intent")
    for category, intent in oracle.items():
        if intent not in INTENTS:
            _fail(path, f"oracle.{category}: {intent!r} is not one of {', '.join(INTENTS)}")
    forms = data.get("question_forms", {})
    if not isinstance(forms, dict):
        _fail(path, "'question_forms' must be an object")
    for name, phrases in forms.items():
        if not isinstance(phrases, list) or not phrases or not all(isinstance(p, str) and p.strip() for p in phrases):
            _fail(path, f"question_forms.{name}: must be a non-empty list of non-empty strings")
    return IntentRules(
        version=data["version"], priority=tuple(priority),
        phrases={k: tuple(v) for k, v in intents.items()}, oracle=dict(oracle),
        question_forms={k: tuple(v) for k, v in forms.items()},
        patterns={k: _phrase_pattern(v) for k, v in intents.items()},
        form_patterns={k: _phrase_pattern(v) for k, v in forms.items()},
    )


@lru_cache(maxsize=1)
def intent_rules() -> IntentRules:
    return load_intent_rules()


def classify_keyword(question: str, rules: IntentRules | None = None) -> Intent:
    """The first intent (in priority order) with a phrase in the question; Default otherwise."""
    rules = rules or intent_rules()
    text = question.lower()
    for intent in rules.priority:
        found = rules.patterns[intent].findall(text)
        if found:
            return Intent(intent, "keyword", tuple(dict.fromkeys(found)))
    return Intent("Default", "keyword")


def classify_oracle(category: str | None, rules: IntentRules | None = None) -> Intent:
    """The intent the benchmark category stands for (an unknown or missing category is an error:
    an oracle that silently fell back would not be an upper bound)."""
    rules = rules or intent_rules()
    if not category:
        raise ValueError("oracle intent needs the question's category")
    try:
        return Intent(rules.oracle[category], "oracle", (category,))
    except KeyError:
        raise ValueError(f"no oracle intent for category {category!r} (known: {', '.join(rules.oracle)})") from None


def classify(question: str, *, mode: str = "keyword", category: str | None = None) -> Intent:
    if mode == "keyword":
        return classify_keyword(question)
    if mode == "oracle":
        return classify_oracle(category)
    raise ValueError(f"intent mode must be one of {', '.join(MODES)}, not {mode!r}")


def question_form(question: str, rules: IntentRules | None = None) -> set[str]:
    """Which answer shapes the question asks for (sequence, duration, conditional, confirmation)."""
    rules = rules or intent_rules()
    text = question.lower()
    return {name for name, pattern in rules.form_patterns.items() if pattern.search(text)}
