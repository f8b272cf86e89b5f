"""Paper 000's deterministic keyword evaluator, v1 and v2 (section 3.7, App. P).

Kept exactly as published, flaws included, so the paper's proxy numbers can be reproduced:

- word-boundary matching (``\\bKEYWORD\\b``) on lower-cased text, after stripping an echoed
  evidence preamble (an answer that starts by repeating "Assertion Notes" / "=== CURRENT STATUS"
  ... before answering);
- per-category rules: negation compares keyword *presence* in answer and reference; uncertainty,
  family history and conditional only look for a category keyword in the answer, and
  current_state / historical only for current or historical words (the reference is never read:
  App. P.3); sequence, change and duration use term overlap with the reference.

What v2 changed (App. P, "Evaluator evolution"):

- an abstention gate: answers such as "cannot determine", "not documented", "no information
  about" score 0 unless their first 200 characters carry a clinical claim ("patient denies",
  "ruled out", "no evidence of", a leading "No.");
- sequence answers must contain an ordering word, change answers a change word (v1 treated both
  as term overlap, with a +0.2 bonus for an ordering word);
- duration lost v1's minimum score of 0.5 for any answer containing a duration word.

Every keyword list, phrase and pattern lives in ``data/keyword_rules.json``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from benchmark.evaluators.base import (
    ABSTAINED,
    CORRECT,
    DATA_DIR,
    INCORRECT,
    Lower,
    NonEmpty,
    Number,
    Regex,
    Score,
    Text,
    check_inputs,
    load_data_file,
)
from epikg_core.datafiles import StrictModel

RULES_FILE = DATA_DIR / "keyword_rules.json"


# -- keyword_rules.json ------------------------------------------------------------------------

class EvidencePreamble(StrictModel):
    starts: NonEmpty[Text]
    skip_prefixes: NonEmpty[Text]


class Abstention(StrictModel):
    patterns: NonEmpty[Regex]
    clinical_claim_patterns: NonEmpty[Regex]
    claim_window_chars: Number


class Keywords(StrictModel):
    negation: NonEmpty[Lower]
    uncertainty: NonEmpty[Lower]
    family_history: NonEmpty[Lower]
    conditional: NonEmpty[Lower]
    current: NonEmpty[Lower]
    historical: NonEmpty[Lower]
    order: NonEmpty[Lower]
    change: NonEmpty[Lower]
    duration: NonEmpty[Lower]


class PatientClear(StrictModel):
    patterns: NonEmpty[Regex]
    phrases: NonEmpty[Lower]


class OverlapStopwords(StrictModel):
    sequence_change: NonEmpty[Lower]
    duration: NonEmpty[Lower]


class DurationChronicity(StrictModel):
    expected_chronic: NonEmpty[Lower]
    expected_new: NonEmpty[Lower]
    answer_chronic: NonEmpty[Lower]
    answer_new: NonEmpty[Lower]


class Thresholds(StrictModel):
    overlap_correct: Number
    v1_order_bonus: Number
    v1_duration_keyword_floor: Number
    duration_chronicity_score: Number


class KeywordRulesFile(StrictModel):
    """The shape of ``keyword_rules.json``."""

    version: Text
    description: Text
    evidence_preamble: EvidencePreamble
    abstention: Abstention
    keywords: Keywords
    family_history_patient_clear: PatientClear
    temporal_section_names: NonEmpty[Lower]
    strong_current_patterns: NonEmpty[Regex]
    overlap_stopwords: OverlapStopwords
    duration_chronicity: DurationChronicity
    thresholds: Thresholds


_PUNCT = re.compile(r"[^\w\s]")


@dataclass(frozen=True)
class KeywordRules:
    """``keyword_rules.json``, validated and compiled."""

    version: str
    preamble_starts: tuple[str, ...]
    skip_prefixes: tuple[str, ...]
    abstention: tuple[re.Pattern, ...]
    clinical_claims: tuple[re.Pattern, ...]
    claim_window: int
    keywords: dict[str, tuple[tuple[str, re.Pattern], ...]]
    patient_clear_patterns: tuple[re.Pattern, ...]
    patient_clear_phrases: tuple[str, ...]
    section_names: tuple[str, ...]
    strong_current: tuple[re.Pattern, ...]
    stopwords: dict[str, frozenset[str]]
    chronicity: dict[str, tuple[str, ...]]
    thresholds: dict[str, float]


def load_keyword_rules(path: Path | str | None = None) -> KeywordRules:
    """Read and validate a keyword rules file (default: the packaged one); DataFileError names
    the file and the key when it is malformed."""
    if path is None:
        return _default_rules()
    return _compile(load_data_file(path, KeywordRulesFile))


@lru_cache(maxsize=1)
def _default_rules() -> KeywordRules:
    return _compile(load_data_file(RULES_FILE, KeywordRulesFile))


def _words(keywords: list[str]) -> tuple[tuple[str, re.Pattern], ...]:
    return tuple((kw, re.compile(r"\b" + re.escape(kw) + r"\b")) for kw in keywords)


def _compile(data: KeywordRulesFile) -> KeywordRules:
    abstention = data.abstention
    return KeywordRules(
        version=data.version,
        preamble_starts=tuple(data.evidence_preamble.starts),
        skip_prefixes=tuple(data.evidence_preamble.skip_prefixes),
        abstention=tuple(re.compile(p, re.IGNORECASE) for p in abstention.patterns),
        clinical_claims=tuple(re.compile(p, re.IGNORECASE) for p in abstention.clinical_claim_patterns),
        claim_window=int(abstention.claim_window_chars),
        keywords={name: _words(words) for name, words in data.keywords},
        patient_clear_patterns=tuple(re.compile(p) for p in data.family_history_patient_clear.patterns),
        patient_clear_phrases=tuple(data.family_history_patient_clear.phrases),
        section_names=tuple(data.temporal_section_names),
        strong_current=tuple(re.compile(p) for p in data.strong_current_patterns),
        stopwords={name: frozenset(words) for name, words in data.overlap_stopwords},
        chronicity={name: tuple(words) for name, words in data.duration_chronicity},
        thresholds={name: float(value) for name, value in data.thresholds},
    )


# -- the published helpers -------------------------------------------------------------------

def strip_evidence_echo(text: str, rules: KeywordRules | None = None) -> str:
    """The answer with an echoed evidence preamble removed (unchanged if it does not start with
    one): the first later paragraph that is not a bullet/header/"Assertion" line, else the lines
    from the first such line on."""
    rules = rules or _default_rules()
    if not text.strip().startswith(rules.preamble_starts):
        return text
    for part in re.split(r"\n\n+", text)[1:]:
        paragraph = part.strip()
        if paragraph and not paragraph.split("\n")[0].strip().startswith(rules.skip_prefixes):
            return paragraph
    lines = text.split("\n")
    for index, line in enumerate(lines):
        if index > 0 and line.strip() and not line.strip().startswith(rules.skip_prefixes):
            return "\n".join(lines[index:]).strip()
    return text


def abstention_match(text: str, rules: KeywordRules | None = None) -> str | None:
    """The abstention pattern an answer matches (v2's gate), or None when it matches none or a
    clinical claim in its first ``claim_window`` characters overrides it."""
    rules = rules or _default_rules()
    clean = re.sub(r"\*+", "", text)
    lead = clean[:rules.claim_window]
    if any(p.search(lead) for p in rules.clinical_claims):
        return None
    for pattern in rules.abstention:
        found = pattern.search(clean)
        if found:
            return found.group(0)
    return None


def _matched(text: str, words: tuple[tuple[str, re.Pattern], ...]) -> list[str]:
    return [kw for kw, pattern in words if pattern.search(text)]


def _overlap(expected: str, predicted: str, stopwords: frozenset[str], strip_punct: bool) -> tuple[float, list[str]]:
    if strip_punct:
        expected, predicted = _PUNCT.sub("", expected), _PUNCT.sub("", predicted)
    expected_terms = set(expected.split()) - stopwords
    shared = expected_terms & set(predicted.split())
    return len(shared) / max(len(expected_terms), 1), sorted(shared)


# -- the evaluator ---------------------------------------------------------------------------

class KeywordEvaluator:
    """``keyword_v1`` (generation=1) or ``keyword_v2`` (generation=2), version ``keyword_vN@1``."""

    def __init__(self, *, generation: int, rules_path: Path | str | None = None):
        if generation not in (1, 2):
            raise ValueError("generation must be 1 or 2")
        self.generation = generation
        self.name = f"keyword_v{generation}"
        self.version = f"{self.name}@1"
        self._rules_path = rules_path

    @property
    def rules(self) -> KeywordRules:
        return load_keyword_rules(self._rules_path)

    def __repr__(self) -> str:
        return f"<KeywordEvaluator {self.version}>"

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> Score:
        expected, _ = check_inputs(category, question, answer, reference)
        rules = self.rules
        base = {"evaluator": self.version, "rules_version": rules.version}
        if not answer or not answer.strip():
            return Score(0.0, INCORRECT, "The answer is empty.", {**base, "empty": True})
        cleaned = strip_evidence_echo(answer, rules)
        base["echo_stripped"] = cleaned != answer
        if self.generation == 2:
            phrase = abstention_match(cleaned, rules)
            if phrase:
                return Score(0.0, ABSTAINED, f"The answer abstains ({phrase!r}) without a clinical claim, "
                             "which the v2 gate scores as wrong.", {**base, "abstention": phrase})
        correct, reason, details = SCORERS[category](self, cleaned.lower(), expected.lower(), rules)
        return Score(1.0 if correct else 0.0, CORRECT if correct else INCORRECT, reason, {**base, **details})

    # Each returns (correct, reason, details) from the lower-cased cleaned answer and reference.

    def _negation(self, predicted, expected, rules):
        words = rules.keywords["negation"]
        got, want = _matched(predicted, words), _matched(expected, words)
        correct = bool(got) == bool(want)
        def said(hits):
            return f"contains negation keyword(s) {', '.join(hits)}" if hits else "contains no negation keyword"
        reason = (f"Answer and reference agree on negation keywords (answer {said(got)}; reference {said(want)})."
                  if correct else f"Answer and reference disagree on negation keywords (answer {said(got)}; "
                  f"reference {said(want)}).")
        return correct, reason, {"matched": got, "reference_matched": want}

    def _presence(self, predicted, words, what):
        got = _matched(predicted, words)
        if got:
            return True, (f"The answer contains the {what} keyword(s) {', '.join(got)} "
                          "(the reference is not consulted for this category)."), {"matched": got}
        return False, f"The answer contains no {what} keyword.", {"matched": []}

    def _uncertainty(self, predicted, expected, rules):
        return self._presence(predicted, rules.keywords["uncertainty"], "uncertainty")

    def _conditional(self, predicted, expected, rules):
        return self._presence(predicted, rules.keywords["conditional"], "conditional")

    def _family_history(self, predicted, expected, rules):
        got = _matched(predicted, rules.keywords["family_history"])
        clear = ([p.pattern for p in rules.patient_clear_patterns if p.search(predicted)]
                 + [phrase for phrase in rules.patient_clear_phrases if phrase in predicted])
        if got:
            return True, (f"The answer mentions family ({', '.join(got)}); the reference is not consulted "
                          "for this category."), {"matched": got, "patient_clear": clear}
        if clear:
            return True, "The answer says the patient does not have it (the reference is not consulted).", \
                {"matched": [], "patient_clear": clear}
        return False, "The answer neither mentions family nor clears the patient.", {"matched": [], "patient_clear": []}

    def _temporal(self, predicted, category, rules):
        without_sections = predicted
        for name in rules.section_names:
            without_sections = without_sections.replace(name, "")
        current = _matched(without_sections, rules.keywords["current"])
        historical = _matched(without_sections, rules.keywords["historical"])
        strong = any(p.search(predicted) for p in rules.strong_current)
        is_current, is_historical = bool(current) or strong, bool(historical) and not strong
        details = {"current_matched": current, "historical_matched": historical, "strong_current": strong}
        if category == "current_state":
            correct = is_current and not is_historical
            reason = ("The answer uses current-state words and no historical ones (the reference is not consulted)."
                      if correct else "The answer lacks current-state words or also uses historical ones.")
        else:
            correct = is_historical
            reason = ("The answer uses historical words (the reference is not consulted)."
                      if correct else "The answer uses no historical words.")
        return correct, reason, details

    def _current_state(self, predicted, expected, rules):
        return self._temporal(predicted, "current_state", rules)

    def _historical(self, predicted, expected, rules):
        return self._temporal(predicted, "historical", rules)

    def _listlike(self, predicted, expected, rules, category):
        score, shared = _overlap(expected, predicted, rules.stopwords["sequence_change"], strip_punct=True)
        threshold = rules.thresholds["overlap_correct"]
        order = _matched(predicted, rules.keywords["order"])
        details = {"overlap": round(score, 4), "shared_terms": shared, "order_matched": order}
        if self.generation == 1:  # sequence and change scored alike, ordering words a bonus
            if order:
                score = min(score + rules.thresholds["v1_order_bonus"], 1.0)
            details["raw_score"] = round(score, 4)
            correct = score >= threshold
            return correct, (f"Term overlap with the reference{' plus the ordering-word bonus' if order else ''} "
                             f"is {score:.2f} ({'at least' if correct else 'below'} {threshold})."), details
        details["raw_score"] = round(score, 4)
        if category == "sequence":
            required, label = order, "ordering"
        else:
            required = details["change_matched"] = _matched(predicted, rules.keywords["change"])
            label = "change"
        if not required:
            return False, f"The answer has no {label} word, which v2 requires for {category}.", details
        correct = score >= threshold
        return correct, (f"The answer has {label} word(s) ({', '.join(required)}) and term overlap {score:.2f} "
                         f"with the reference ({'at least' if correct else 'below'} {threshold})."), details

    def _sequence(self, predicted, expected, rules):
        return self._listlike(predicted, expected, rules, "sequence")

    def _change(self, predicted, expected, rules):
        return self._listlike(predicted, expected, rules, "change")

    def _duration(self, predicted, expected, rules):
        c = rules.chronicity
        has_duration = _matched(predicted, rules.keywords["duration"])
        def some(words, text):
            return any(k in text for k in c[words])  # substrings, as released
        chronicity = ((some("expected_chronic", expected) and some("answer_chronic", predicted))
                      or (some("expected_new", expected) and some("answer_new", predicted)))
        term_score, shared = _overlap(expected, predicted, rules.stopwords["duration"], strip_punct=False)
        score = term_score
        if self.generation == 1 and has_duration:
            score = max(score, rules.thresholds["v1_duration_keyword_floor"])
        if chronicity:
            score = max(score, rules.thresholds["duration_chronicity_score"])
        threshold = rules.thresholds["overlap_correct"]
        correct = score >= threshold
        details = {"overlap": round(term_score, 4), "shared_terms": shared, "duration_matched": has_duration,
                   "chronicity_match": chronicity, "raw_score": round(score, 4)}
        floored = self.generation == 1 and has_duration and not chronicity and score > term_score
        floor = " (v1's floor for an answer with a duration word)" if floored else ""
        verdict = "at least" if correct else "below"
        return correct, f"Duration score {score:.2f}{floor} is {verdict} {threshold}.", details


# Which method scores which category (every one of base.CATEGORIES; a test checks).
SCORERS = {
    "negation": KeywordEvaluator._negation,
    "uncertainty": KeywordEvaluator._uncertainty,
    "family_history": KeywordEvaluator._family_history,
    "conditional": KeywordEvaluator._conditional,
    "current_state": KeywordEvaluator._current_state,
    "historical": KeywordEvaluator._historical,
    "sequence": KeywordEvaluator._sequence,
    "change": KeywordEvaluator._change,
    "duration": KeywordEvaluator._duration,
}
