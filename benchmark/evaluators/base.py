"""What every evaluator shares: the categories, the labels, ``Score``, input checks, and the field
types of the evaluators' data files.

Evaluator modules import from here and nowhere else in the package, so importing one of them
never runs the registry (``benchmark.evaluators.registry``) halfway through.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Protocol, TypeVar

from pydantic import AfterValidator, PlainValidator, WrapValidator
from pydantic_core import PydanticCustomError

from epikg_core import datafiles

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
    """What the registry holds: a name, a frozen version and ``score``."""

    name: str
    version: str

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> Score: ...


class UnknownEvaluatorError(LookupError):
    pass


class DataFileError(datafiles.DataFileError):
    """An evaluator's data file (rules, cues, prompt) is malformed; the message names the file and
    the field."""


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


def load_data_file(path: Path | str, model: type[datafiles.Model]) -> datafiles.Model:
    """``path`` read and validated as ``model``; problems raise DataFileError naming the file and
    the field (``keyword_rules.json: keywords.order: expected a non-empty list``)."""
    return datafiles.load_data_file(path, model, error=DataFileError)


# -- field types of the data files -------------------------------------------------------------
# Values are checked, never converted: a number stays the int or float the file holds, so a
# score's details read the same as before the file had a model.

def reject(kind: str, message: str):
    """Fail a data-file validator with ``message`` as written (for custom checks in a model)."""
    # The message goes in as context so braces in it ("{answer}") are not read as a template.
    raise PydanticCustomError(kind, "{message}", {"message": message})


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        reject("text", "expected a non-empty string")
    return value


def _lower(value: str) -> str:
    if value != value.lower():
        reject("lower_case", f"{value!r} must be lower case (matching is on lower-cased text)")
    return value


def _regex(value: str) -> str:
    try:
        re.compile(value)
    except re.error as exc:
        reject("regex", f"bad regular expression {value!r} ({exc})")
    return value


def _number(value: Any) -> int | float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        reject("number", "expected a number")
    return value


def _non_empty_list(value: Any, handler):
    if not isinstance(value, list) or not value:
        reject("non_empty_list", "expected a non-empty list")
    return handler(value)


def _non_empty_object(value: Any, handler):
    if not isinstance(value, dict) or not value:
        reject("non_empty_object", "expected a non-empty object")
    return handler(value)


Text = Annotated[str, PlainValidator(_text)]
"""A non-empty string."""
Lower = Annotated[str, PlainValidator(_text), AfterValidator(_lower)]
"""A non-empty lower-case string (phrases matched against lower-cased text)."""
Regex = Annotated[str, PlainValidator(_text), AfterValidator(_regex)]
"""A regular expression that compiles."""
Number = Annotated[int | float, PlainValidator(_number)]
"""An int or a float (not a bool, not a numeric string), kept as written."""


Item = TypeVar("Item")
NonEmpty = Annotated[list[Item], WrapValidator(_non_empty_list)]
"""A non-empty JSON list: ``NonEmpty[Lower]``."""
Table = Annotated[dict[str, Item], WrapValidator(_non_empty_object)]
"""A non-empty JSON object with any keys: ``Table[NonEmpty[Lower]]``."""
