"""One way to read and validate the project's data files (rules, vocabularies, prompts).

Each data file has a pydantic model that forbids unknown keys; ``load_data_file`` reads the JSON,
validates it and turns every problem into a ``DataFileError`` that names the file and the field
(``intent_rules.json: intents.Change.3: Input should be a valid string``). Loaders keep their own
error classes as subclasses so callers can tell the files apart.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, TypeVar

from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError

Model = TypeVar("Model", bound=BaseModel)
#: A string with at least one non-space character.
NonBlank = Annotated[str, StringConstraints(pattern=r"\S")]
#: pydantic's wording → the project's (the same words across every data file).
_MESSAGES = {"Extra inputs are not permitted": "unknown key", "Field required": "required key is missing"}


class DataFileError(ValueError):
    """A data file that cannot be read or does not have the expected shape."""


class StrictModel(BaseModel):
    """Base of every data-file model: unknown keys are errors; parsed values are read-only."""

    model_config = ConfigDict(extra="forbid", frozen=True)


def require_keys(mapping: dict, names, what: str) -> dict:
    """For a model validator: ``mapping`` must have every one of ``names`` (else "missing <what>(s) ...")."""
    missing = [name for name in names if name not in mapping]
    if missing:
        raise ValueError(f"missing {what}(s) {', '.join(missing)}")
    return mapping


def _location(loc: tuple) -> str:
    return ".".join(str(part) for part in loc) or "(top level)"


def describe(error: ValidationError, limit: int = 5) -> str:
    """The first ``limit`` problems of a validation error, each as ``field: message``."""
    problems = [f"{_location(e['loc'])}: {_MESSAGES.get(e['msg'], e['msg'])}" for e in error.errors()]
    more = f" (and {len(problems) - limit} more)" if len(problems) > limit else ""
    return "; ".join(problems[:limit]) + more


def read_json(path: Path | str, *, error: type[DataFileError] = DataFileError):
    """The parsed JSON of ``path``; an unreadable or malformed file names the file (and the line)."""
    path = Path(path)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise error(f"{path.name}: cannot read ({exc.strerror or exc})") from None
    except json.JSONDecodeError as exc:
        raise error(f"{path.name}:{exc.lineno}: not valid JSON ({exc.msg})") from None
    except UnicodeDecodeError as exc:
        raise error(f"{path.name}: not UTF-8 ({exc.reason} at byte {exc.start})") from None


def validate(data, model: type[Model], *, name: str, error: type[DataFileError] = DataFileError) -> Model:
    """``data`` validated as ``model``; problems are raised as ``error`` naming ``name`` and the fields."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise error(f"{name}: {describe(exc)}") from None


def load_data_file(path: Path | str, model: type[Model], *, error: type[DataFileError] = DataFileError) -> Model:
    """Read ``path`` as JSON and validate it against ``model``."""
    path = Path(path)
    return validate(read_json(path, error=error), model, name=path.name, error=error)
