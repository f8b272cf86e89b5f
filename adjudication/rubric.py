"""Rubrics as versioned, validated data files (``adjudication/rubrics/*.json``, paper 000 App. O).

A rubric has dimensions; each is asked once per item (``scope: item``: the reference answer, the
preference) or once per answer (``scope: answer``: correctness, fairness, safety, utility). A
study records the rubric's version and the digest of its file, so a rubric edited under the same
version is caught. Ratings are stored as ``{"reference": ..., "preference": ..., "left":
{"correctness": ...}, "right": {...}}``; ``check_values`` refuses anything else, naming the key.

Some dimensions ask about the reference answer (``Dimension.asks_about_reference``): the rating
screen keeps the reference out of the page until the rater opens it, and these rows only then.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file
from epikg_core.versions import file_digest

RUBRIC_DIR = Path(__file__).resolve().parent / "rubrics"
DEFAULT_RUBRIC = "app-o-v1"
#: the answer positions a rater sees; "A" is left, "B" is right
SIDES = ("left", "right")
SIDE_LABELS = {"left": "A", "right": "B"}
#: the dimensions that ask about the reference answer when a rubric file does not say
#: (``needs_reference``): the verdict on the reference itself, and whether grading an answer
#: against the reference would be fair to it. A default here, not a new key in ``app_o_v1.json``:
#: editing the file would change the digest the studies made with it recorded.
REFERENCE_KEYS = frozenset({"reference", "fairness"})


class RubricError(DataFileError):
    """A rubric file that is malformed, or a rubric version that does not exist."""


class RatingError(ValueError):
    """Rating values that do not fit the study's rubric. ``field`` names the form field that needs
    the rater's action (a row as ``reference`` / ``left.correctness``, or ``note``), when one does."""

    def __init__(self, message: str = "", *, field: str = ""):
        super().__init__(message)
        self.field = field


class Choice(StrictModel):
    value: str = Field(pattern=r"^[a-z][a-z_]*$")
    label: NonBlank
    definition: NonBlank


class Dimension(StrictModel):
    key: str = Field(pattern=r"^[a-z][a-z_]*$")
    scope: Literal["item", "answer"]
    label: NonBlank
    question: NonBlank
    required: bool = True
    #: in studies of more than this many arms the dimension is required even if ``required`` is false
    required_when_arms_over: int | None = None
    #: choices after which the free-text note is required
    note_when: tuple[str, ...] = ()
    #: whether the row asks about the reference answer, so it can be answered only once the rater
    #: has opened the reference; unset: whether the key is one of ``REFERENCE_KEYS``
    needs_reference: bool | None = None
    choices: tuple[Choice, ...] = Field(min_length=2, max_length=9)

    @model_validator(mode="after")
    def _consistent(self):
        values = [c.value for c in self.choices]
        if len(set(values)) != len(values):
            raise ValueError(f"dimension {self.key}: duplicate choice values")
        unknown = set(self.note_when) - set(values)
        if unknown:
            raise ValueError(f"dimension {self.key}: note_when names unknown choices {sorted(unknown)}")
        return self

    def values(self) -> list[str]:
        return [c.value for c in self.choices]

    def asks_about_reference(self) -> bool:
        """Whether rating this row needs the reference answer in view (see ``needs_reference``)."""
        return self.key in REFERENCE_KEYS if self.needs_reference is None else self.needs_reference

    def is_required(self, arms: int) -> bool:
        return self.required or (self.required_when_arms_over is not None and arms > self.required_when_arms_over)

    def choice_label(self, value: str) -> str:
        return next((c.label for c in self.choices if c.value == value), value)

    def verdict(self, value: str) -> str:
        """What choosing ``value`` says, as the predicate of a sentence about the dimension's
        subject: "needs revision" (a label that starts with a verb), else "is wrong"."""
        label = _lower_first(self.choice_label(value))
        return label if label.split(" ", 1)[0] in _VERBS else f"is {label}"

    def subject(self) -> str:
        """The dimension's label as the subject of a sentence: "the reference answer"."""
        return f"the {_lower_first(self.label)}"


#: the first words that make a choice's label a verb phrase ("Needs revision"): the subject is
#: followed by the label itself, not by "is" (which reads "it is needs revision")
_VERBS = frozenset({"needs", "lacks", "has", "is", "does", "misses", "omits", "contains", "requires", "cites",
                    "contradicts", "overstates", "understates"})


def _lower_first(text: str) -> str:
    """``text`` with its first letter lower case unless the first word is an abbreviation (ICU)."""
    first = text.split(" ", 1)[0]
    return text if first.isupper() and len(first) > 1 else text[:1].lower() + text[1:]


class Rubric(StrictModel):
    version: str = Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$")
    title: NonBlank
    instructions: NonBlank
    dimensions: tuple[Dimension, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _needs_the_analysed_dimensions(self):
        keys = [d.key for d in self.dimensions]
        if len(set(keys)) != len(keys):
            raise ValueError("duplicate dimension keys")
        by_key = {d.key: d for d in self.dimensions}
        # The analyses read these; a rubric without them could not give the endpoint.
        correctness = by_key.get("correctness")
        if correctness is None or correctness.scope != "answer" or set(correctness.values()) != {
                "correct", "partial", "incorrect"}:
            raise ValueError("needs an answer-scope 'correctness' dimension with choices correct, partial, incorrect")
        for key in SIDES:
            if key in by_key:
                raise ValueError(f"'{key}' is reserved for the answer positions")
        return self

    def item_dimensions(self) -> list[Dimension]:
        return [d for d in self.dimensions if d.scope == "item"]

    def answer_dimensions(self) -> list[Dimension]:
        return [d for d in self.dimensions if d.scope == "answer"]

    def dimension(self, key: str) -> Dimension | None:
        return next((d for d in self.dimensions if d.key == key), None)


@lru_cache(maxsize=1)
def _catalogue(directory: str) -> dict[str, tuple[Rubric, str]]:
    found: dict[str, tuple[Rubric, str]] = {}
    for path in sorted(Path(directory).glob("*.json")):
        rubric = load_data_file(path, Rubric, error=RubricError)
        if rubric.version in found:
            raise RubricError(f"{path.name}: rubric version {rubric.version!r} is also in another file")
        found[rubric.version] = (rubric, str(path))
    return found


def rubric_versions() -> list[str]:
    return sorted(_catalogue(str(RUBRIC_DIR)))


def get_rubric(version: str = DEFAULT_RUBRIC) -> Rubric:
    entry = _catalogue(str(RUBRIC_DIR)).get(version)
    if entry is None:
        raise RubricError(f"no rubric version {version!r} (have: {', '.join(rubric_versions()) or 'none'})")
    return entry[0]


def rubric_digest(version: str) -> str:
    get_rubric(version)
    return file_digest(_catalogue(str(RUBRIC_DIR))[version][1])


def check_values(rubric: Rubric, values, *, arms: int, note: str = "", complete: bool) -> dict:
    """``values`` checked against the rubric; a draft (``complete=False``) may leave dimensions out,
    a submission may not. Returns a clean copy; unknown keys or values are a ``RatingError``."""
    if not isinstance(values, dict):
        raise RatingError("ratings must be an object of rubric keys")
    clean: dict = {}
    item_dims = {d.key: d for d in rubric.item_dimensions()}
    answer_dims = {d.key: d for d in rubric.answer_dimensions()}
    for key, value in values.items():
        if key in SIDES:
            if not isinstance(value, dict):
                raise RatingError(f"answer {SIDE_LABELS[key]}: ratings must be an object")
            side = {}
            for dim_key, dim_value in value.items():
                dim = answer_dims.get(dim_key)
                if dim is None:
                    raise RatingError(f"answer {SIDE_LABELS[key]}: {dim_key!r} is not in rubric {rubric.version}")
                if dim_value in (None, ""):
                    continue
                if dim_value not in dim.values():
                    raise RatingError(f"answer {SIDE_LABELS[key]}, {dim.label}: {dim_value!r} is not one of "
                                      f"{', '.join(dim.values())}")
                side[dim_key] = dim_value
            clean[key] = side
            continue
        dim = item_dims.get(key)
        if dim is None:
            raise RatingError(f"{key!r} is not in rubric {rubric.version}")
        if value in (None, ""):
            continue
        if value not in dim.values():
            raise RatingError(f"{dim.label}: {value!r} is not one of {', '.join(dim.values())}")
        clean[key] = value
    if complete:
        # (what the rater reads, the row's form field); the field to act on is the first in the
        # form's order (A's rows, B's, then the item's)
        on_answers = [(f"{d.label} ({SIDE_LABELS[side]})", f"{side}.{d.key}") for side in SIDES
                      for d in answer_dims.values() if d.is_required(arms) and d.key not in clean.get(side, {})]
        on_item = [(d.label, d.key) for d in item_dims.values() if d.is_required(arms) and d.key not in clean]
        if on_item or on_answers:
            raise RatingError(f"not yet rated: {', '.join(label for label, _ in on_item + on_answers)}",
                              field=(on_answers + on_item)[0][1])
        for dim in item_dims.values():
            if clean.get(dim.key) in dim.note_when and not note.strip():
                raise RatingError(f"say in the note why {dim.subject()} {dim.verdict(clean[dim.key])}", field="note")
    return clean
