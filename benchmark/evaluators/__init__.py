"""Answer evaluators: score one model answer against one reference answer.

Plain Python over strings and dicts (no Django models), so management commands, Celery tasks and
views all call the same thing::

    from benchmark.evaluators import get_evaluator
    score = get_evaluator("polarity").score(category, question, answer,
                                            {"answer": reference_text, "structure": structure_or_none})
    score.value, score.label, score.reason, score.details

Every evaluator has a ``name`` (what a user picks) and a ``version`` (``"keyword_v2@1"``): the
version is frozen forever. The same inputs give the same score under the same version; a change
to an evaluator's logic or data files is a new version, never an edit of an old one (the tests in
``tests/benchmark/test_evaluators.py`` pin both the scores and the data files).

Evaluators (see docs/evaluators.md):

- ``keyword_v1`` / ``keyword_v2`` — paper 000's deterministic keyword evaluator (App. P), with
  its disclosed flaws kept on purpose so published numbers can be reproduced.
- ``polarity`` — reads the reference's structure (or its text) and checks the answer says the
  same thing: polarity, experiencer, status, order, duration, list members.
- ``judge`` — an LLM grades the answer 1 / 0.5 / 0 with a one-sentence justification (App. V).
  It needs a model, so it is built on request, not held in ``EVALUATORS``:
  ``get_evaluator("judge", model="anthropic/claude-opus-4-6", answering_model=...)``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

DATA_DIR = Path(__file__).with_name("data")

# The nine ClinicalBench categories. Kept as plain strings here (benchmark.categories defines the
# same values as Django choices; a test keeps the two equal) so this package imports no Django.
CATEGORIES: tuple[str, ...] = (
    "negation", "family_history", "uncertainty", "conditional",
    "current_state", "sequence", "historical", "duration", "change",
)

CORRECT, PARTIAL, INCORRECT, ABSTAINED, UNSCORABLE = "correct", "partial", "incorrect", "abstained", "unscorable"
LABELS: tuple[str, ...] = (CORRECT, PARTIAL, INCORRECT, ABSTAINED, UNSCORABLE)


@dataclass(frozen=True)
class Score:
    """One answer's score.

    ``value`` is 1.0 (correct), 0.5 (partial) or 0.0, the scale of paper 000's LLM judge (App. V);
    ``label`` is one of ``LABELS`` (``abstained``: the answer declined to answer; ``unscorable``:
    the reference could not be read, scored 0 and reported as such); ``reason`` is one sentence a
    person can check; ``details`` says what matched (JSON-serialisable).
    """

    value: float
    label: str
    reason: str
    details: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self):
        if self.label not in LABELS:
            raise ValueError(f"label {self.label!r} is not one of {', '.join(LABELS)}")
        if not 0.0 <= self.value <= 1.0:
            raise ValueError(f"value {self.value!r} is outside [0, 1]")

    @property
    def correct(self) -> bool:
        return self.label == CORRECT

    def as_dict(self) -> dict[str, Any]:
        return {"value": self.value, "label": self.label, "reason": self.reason, "details": self.details}


class Evaluator(Protocol):
    """What the registry holds. An LLM judge added later implements the same three members."""

    name: str
    version: str

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> Score: ...


class UnknownEvaluatorError(LookupError):
    pass


class DataFileError(ValueError):
    """A rules/cues data file is malformed; the message names the file and the key."""


def check_inputs(category: str, question: str, answer: str | None,
                 reference: Mapping[str, Any]) -> tuple[str, dict | None]:
    """Validate the arguments every evaluator takes; return (reference text, structure or None)."""
    if category not in CATEGORIES:
        raise ValueError(f"unknown category {category!r}; expected one of {', '.join(CATEGORIES)}")
    if not isinstance(question, str):
        raise TypeError("question must be a string")
    if answer is not None and not isinstance(answer, str):
        raise TypeError("answer must be a string")
    if not isinstance(reference, Mapping) or not isinstance(reference.get("answer"), str):
        raise TypeError("reference must be a mapping with a string 'answer' (and optional 'structure')")
    structure = reference.get("structure")
    if structure is not None and not isinstance(structure, Mapping):
        raise TypeError("reference 'structure' must be a mapping or None")
    return reference["answer"], (dict(structure) if structure else None)


# -- data files ------------------------------------------------------------------------------
#
# A tiny schema language, enough for the evaluators' data files:
#   "str"     a non-empty string          "lower"   a non-empty lower-case string
#   "regex"   a string that compiles      "number"  an int or float (not bool)
#   [spec]    a non-empty list of spec    ("map", spec)  an object with any keys, values of spec
#   {key: spec}  an object with exactly these keys; a key written "name?" is optional

def read_data_file(path: Path, schema: dict) -> dict:
    """Read a JSON data file and check it against ``schema``; raise DataFileError naming the file
    and the offending key."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise DataFileError(f"{Path(path).name}: cannot read ({exc})") from None
    _check(data, schema, Path(path).name, "")
    return data


def _check(value, spec, file: str, where: str) -> None:
    here = where or "(top level)"
    if isinstance(spec, dict):
        if not isinstance(value, dict):
            raise DataFileError(f"{file}: {here}: expected an object")
        keys = {k.rstrip("?"): k.endswith("?") for k in spec}
        unknown = sorted(set(value) - set(keys))
        if unknown:
            raise DataFileError(f"{file}: {here}: unknown key(s) {', '.join(unknown)}")
        for key, optional in keys.items():
            path = f"{where}.{key}" if where else key
            if key not in value:
                if optional:
                    continue
                raise DataFileError(f"{file}: {path}: missing")
            _check(value[key], spec[key + "?" if optional else key], file, path)
    elif isinstance(spec, list):
        if not isinstance(value, list) or not value:
            raise DataFileError(f"{file}: {here}: expected a non-empty list")
        for index, item in enumerate(value):
            _check(item, spec[0], file, f"{where}[{index}]")
    elif isinstance(spec, tuple) and spec[0] == "map":
        if not isinstance(value, dict) or not value:
            raise DataFileError(f"{file}: {here}: expected a non-empty object")
        for key, item in value.items():
            _check(item, spec[1], file, f"{where}.{key}")
    elif spec in ("str", "lower", "regex"):
        if not isinstance(value, str) or not value.strip():
            raise DataFileError(f"{file}: {here}: expected a non-empty string")
        if spec == "lower" and value != value.lower():
            raise DataFileError(f"{file}: {here}: {value!r} must be lower case (matching is on lower-cased text)")
        if spec == "regex":
            try:
                re.compile(value)
            except re.error as exc:
                raise DataFileError(f"{file}: {here}: bad regular expression {value!r} ({exc})") from None
    elif spec == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise DataFileError(f"{file}: {here}: expected a number")
    else:  # pragma: no cover - a schema bug, not a data bug
        raise AssertionError(f"bad schema spec {spec!r}")


# -- the registry ----------------------------------------------------------------------------
# Imported here, after Score and the helpers they use are defined.
from benchmark.evaluators.keyword import KeywordEvaluator  # noqa: E402
from benchmark.evaluators.polarity import PolarityEvaluator  # noqa: E402

EVALUATORS: dict[str, Evaluator] = {
    "keyword_v1": KeywordEvaluator(generation=1),
    "keyword_v2": KeywordEvaluator(generation=2),
    "polarity": PolarityEvaluator(),
    # "judge" is not held here: it needs a model, so get_evaluator("judge", model=...) builds a
    # benchmark.evaluators.judge.JudgeEvaluator (version "judge@1:<model>:<prompt digest>").
}


def get_evaluator(name: str, **options) -> Evaluator:
    """The evaluator registered under ``name``; an error listing the valid names otherwise.

    ``judge`` takes options (``model``, required; ``answering_model``, ``allow_same_model``, ...:
    see JudgeEvaluator); the registered evaluators take none.
    """
    valid = ", ".join(sorted(EVALUATORS))
    if name == "judge":
        if not options.get("model"):
            raise UnknownEvaluatorError(f"unknown evaluator 'judge'; valid names: {valid}, or 'judge' with a model: "
                                        "the judge needs --judge-model (get_evaluator('judge', model=...))")
        # Imported on first use: only the judge reaches litellm (through retrieval.generation).
        from benchmark.evaluators.judge import make_judge

        return make_judge(**options)
    try:
        evaluator = EVALUATORS[name]
    except (KeyError, TypeError):
        raise UnknownEvaluatorError(
            f"unknown evaluator {name!r}; valid names: {valid}, judge (with --judge-model)") from None
    if options:
        raise TypeError(f"evaluator {name!r} takes no options (got {', '.join(sorted(options))}); "
                        "only 'judge' does")
    return evaluator


__all__ = [
    "ABSTAINED", "CATEGORIES", "CORRECT", "DataFileError", "EVALUATORS", "Evaluator", "INCORRECT", "LABELS",
    "PARTIAL", "Score", "UNSCORABLE", "UnknownEvaluatorError", "check_inputs", "get_evaluator", "read_data_file",
]
