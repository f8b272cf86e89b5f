"""A reference's structured answer (``structure``, docs/benchmark-format.md) as form fields and as
something a person reads (issue 29).

The structure is what the polarity evaluator reads, so curation never drops it by accident:

- ``structure_form(structure)`` lays it out as one input per field of the schema
  (``benchmark.records.STRUCTURE_FIELDS``): a choice list for ``polarity``/``status``/…, one line per
  item for lists, value and unit for ``duration``; the fields it holds first, the rest folded away.
  The form carries the structure it started from (``structure_base``).
- ``structure_from_form(data)`` rebuilds it from a submitted form: a field left as it was keeps its
  stored value exactly, a changed field is parsed, an emptied one is removed. A form without the
  fields (an older client, a script) gives ``INHERIT``: the caller keeps what it had.
- ``validate_structure(structure)`` checks it against the schema and refuses, naming the field
  (``structure.polarity``), anything the evaluators could not read.
- ``structure_rows(structure)`` is the structure as (label, text) rows for a definition list.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from benchmark.records import STRUCTURE_FIELDS, canonical_structure, parse_fields
from retrieval.corpus.records import CorpusFormatError

__all__ = ["INHERIT", "StructureError", "StructureForm", "StructureInput", "structure_agreement", "structure_form",
           "structure_from_form", "structure_rows", "validate_structure"]

#: what ``structure_from_form`` returns for a form that carries no structure fields
INHERIT = type("Inherit", (), {"__repr__": lambda self: "INHERIT", "__bool__": lambda self: False})()
MARKER = "structure_fields"
BASE = "structure_base"
PREFIX = "structure."

_SPECS = {spec.name: spec for spec in STRUCTURE_FIELDS}
_NUMBER = re.compile(r"[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?")


class StructureError(ValueError):
    """A structured answer the schema refuses; the message names the field."""


def _label(key: str) -> str:
    return key.replace("_", " ").replace(".", " ")


def _widget(key: str) -> str:
    if key == "duration.value":
        return "number"
    spec = _SPECS.get(key)
    if spec is None:
        return "text"
    if getattr(spec, "choices", ()):
        return "choice"
    if spec.kind.endswith("_list"):
        return "lines"
    return "date" if spec.kind == "date" else "text"


def _keys() -> list[str]:
    """Every form key, in the schema's order (``duration`` as its value and unit)."""
    keys = []
    for spec in STRUCTURE_FIELDS:
        keys += ["duration.value", "duration.unit"] if spec.name == "duration" else [spec.name]
    return keys


def _get(structure: dict, key: str) -> Any:
    if "." in key:
        outer, inner = key.split(".", 1)
        value = structure.get(outer)
        return value.get(inner) if isinstance(value, dict) else None
    return structure.get(key)


def _text(value: Any) -> str:
    """A stored value as the form shows it."""
    if value is None:
        return ""
    if isinstance(value, list):
        return "\n".join(_text(item) for item in value)
    if isinstance(value, (dict, bool)) or (not isinstance(value, str) and not isinstance(value, (int, float))):
        return json.dumps(value, ensure_ascii=False)
    return value if isinstance(value, str) else json.dumps(value)


def _normal(text: str, widget: str) -> str:
    if widget == "lines":
        return "\n".join(line.strip() for line in (text or "").splitlines() if line.strip())
    return (text or "").strip()


def _parse(text: str, widget: str) -> Any:
    """A changed form value as the structure stores it (the schema checks it afterwards)."""
    if widget == "lines":
        return text.split("\n")
    if widget == "number" and _NUMBER.fullmatch(text):
        number = float(text)
        return int(number) if number.is_integer() and re.fullmatch(r"[+-]?\d+", text) else number
    return text


@dataclass
class StructureInput:
    key: str
    label: str
    widget: str
    value: str
    choices: tuple[str, ...] = ()
    #: where the start of the form is an agreement of several versions: how they differ here
    differs: str = ""

    @property
    def name(self) -> str:
        return PREFIX + self.key

    @property
    def rows(self) -> int:
        return max(2, self.value.count("\n") + 1)


@dataclass
class StructureForm:
    #: the fields the structure holds (and those where the versions differ), then the empty ones
    filled: list[StructureInput]
    empty: list[StructureInput]
    #: the structure the form starts from, as JSON, sent back with it
    base_json: str
    #: keys outside the schema that the start holds (refused on save until removed)
    unknown: list[str] = field(default_factory=list)


def structure_form(structure: dict | None, *, posted=None, differs: dict[str, str] | None = None) -> StructureForm:
    """The form fields of ``structure``; with ``posted`` (a form sent back with an error) the values
    the person typed, so nothing is lost. ``differs`` (key → text) says where the versions the form
    starts from disagree."""
    structure = structure if isinstance(structure, dict) else {}
    base_json = json.dumps(structure, ensure_ascii=False, sort_keys=True)
    if posted is not None and posted.get(MARKER):
        base_json = posted.get(BASE) or "null"
    differs = differs or {}
    filled, empty = [], []
    for key in _keys():
        widget = _widget(key)
        outer = _SPECS[key.split(".")[0]]
        choices = tuple(getattr(outer, "choices", ()))
        if posted is not None and posted.get(MARKER):
            value = posted.get(PREFIX + key, "")
        else:
            value = _text(_get(structure, key))
        item = StructureInput(key, _label(key), widget, value, choices, differs.get(key.split(".")[0], ""))
        (filled if value or item.differs else empty).append(item)
    unknown = sorted(k for k in structure if k not in _SPECS)
    return StructureForm(filled, empty, base_json, unknown)


def structure_from_form(data) -> dict | None | Any:
    """The structure a submitted form gives: its base with each changed field applied; ``INHERIT``
    for a form without structure fields. Raises ``StructureError`` for a base that is not JSON."""
    if not data.get(MARKER):
        return INHERIT
    try:
        base = json.loads(data.get(BASE) or "null")
    except json.JSONDecodeError:
        raise StructureError("the structured answer the form started from is not JSON; reload the page") from None
    result = dict(base) if isinstance(base, dict) else {}
    original = dict(result)
    for key in _keys():
        widget = _widget(key)
        posted = _normal(data.get(PREFIX + key, ""), widget)
        if posted == _normal(_text(_get(original, key)), widget):
            continue  # as it was: the stored value, untouched
        if "." in key:
            outer, inner = key.split(".", 1)
            nested = dict(result.get(outer) or {}) if isinstance(result.get(outer), dict) else {}
            if posted:
                nested[inner] = _parse(posted, widget)
            else:
                nested.pop(inner, None)
            if nested:
                result[outer] = nested
            else:
                result.pop(outer, None)
        elif posted:
            result[key] = _parse(posted, widget)
        else:
            result.pop(key, None)
    for key in data.getlist("structure_remove") if hasattr(data, "getlist") else ():
        result.pop(key, None)
    return result or None


def validate_structure(structure) -> dict | None:
    """``structure`` checked against the schema, in its documented order (``None`` stays ``None``;
    an empty one becomes ``None``). Raises ``StructureError`` naming the field."""
    if structure is None:
        return None
    if not isinstance(structure, dict):
        raise StructureError("the structured answer must be an object of fields (polarity, status, …)")
    try:
        parsed = parse_fields(STRUCTURE_FIELDS, structure, file="structured answer", line=None, prefix="structure.")
    except CorpusFormatError as exc:
        raise StructureError(f"structured answer: {exc.message}") from None
    given = {name: value for name, value in parsed.items() if structure.get(name) is not None}
    order, dates = given.get("order"), given.get("dates")
    if order is not None and dates is not None and len(order) != len(dates):
        raise StructureError(f"structured answer: field 'structure.dates' has {len(dates)} dates but "
                             f"'structure.order' has {len(order)} concepts; expected one date per concept")
    return canonical_structure(given) or None


def structure_rows(structure: dict | None) -> list[tuple[str, str]]:
    """The structure as (field, value) rows to read: lists joined with commas, the duration as
    "value unit"; keys outside the schema last, as JSON."""
    if not isinstance(structure, dict):
        return []
    rows = []
    for spec in STRUCTURE_FIELDS:
        if structure.get(spec.name) is None:
            continue
        value = structure[spec.name]
        if spec.name == "duration" and isinstance(value, dict):
            text = f"{_text(value.get('value'))} {value.get('unit') or ''}".strip()
        elif isinstance(value, list):
            text = ", ".join(_text(item) for item in value)
        else:
            text = _text(value)
        rows.append((_label(spec.name), text))
    rows += [(key, json.dumps(structure[key], ensure_ascii=False)) for key in structure if key not in _SPECS]
    return rows


def structure_agreement(versions: dict[str, dict | None]) -> tuple[dict | None, dict[str, str]]:
    """Several versions' structures (whose → structure): the fields they all give alike, and for
    each field they give differently, who gives what ("ann: absent · bob: present")."""
    given = {who: s if isinstance(s, dict) else {} for who, s in versions.items()}
    if not any(given.values()):
        return None, {}
    keys = list(dict.fromkeys(key for s in given.values() for key in s))
    agreed, differs = {}, {}
    for key in keys:
        values = [s.get(key) for s in given.values()]
        if all(v == values[0] for v in values):
            agreed[key] = values[0]
        else:
            differs[key] = " · ".join(f"{who}: {_text(s.get(key)).replace(chr(10), ', ') or '—'}"
                                      for who, s in given.items())
    return agreed or None, differs
