"""The benchmark files' schema (docs/benchmark-format.md) and how their values are parsed.

It extends the corpus schema (:mod:`retrieval.corpus.records`) with the kinds of value the
benchmark files need — dates, numbers, booleans, lists, nested objects, fixed choices — and
reports every problem as a :class:`CorpusFormatError` naming the file, the line and the field
(``evidence[1].start``, ``structure.polarity``), so a user can fix the exact row.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import gzip
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmark.categories import DEFECT_TYPES, TASK_OF, Category, Task, category_list
from retrieval.corpus.readers import GZIP_MAGIC, CsvReader, JsonlReader
from retrieval.corpus.records import CorpusFormatError, FieldSpec, check_encodable, parse_value, utf8_error

VERSION_LABEL = re.compile(r"[A-Za-z0-9._-]{1,32}")
CORPUS_KINDS = {"int", "str", "datetime"}


@dataclass(frozen=True)
class Field(FieldSpec):
    """A :class:`FieldSpec` with the benchmark's extra kinds.

    kinds beyond the corpus's ``int``/``str``/``datetime``: ``date`` (``YYYY-MM-DD``, kept as
    that string), ``number``, ``bool``, ``int_list``, ``str_list``, ``date_list``, ``list`` (any
    JSON values), ``record`` (an object with ``fields``) and ``records`` (a list of them).
    ``choices`` restricts a ``str`` (or each ``str_list`` element) to fixed values.
    """

    choices: tuple[str, ...] = ()
    fields: tuple[FieldSpec, ...] = ()


def _describe(raw: Any) -> str:
    text = json.dumps(raw, ensure_ascii=False) if not isinstance(raw, str) else repr(raw)
    return text if len(text) <= 40 else text[:37] + "..."


def _fail(file: str, line: int | None, spec: FieldSpec, expected: str, raw: Any) -> CorpusFormatError:
    return CorpusFormatError(file, line, f"field {spec.name!r}: expected {expected}, got {_describe(raw)}")


def parse_field(spec: FieldSpec, raw: Any, *, file: str, line: int | None) -> Any:
    """Parse one field. Missing optional lists become ``[]``; other missing optionals ``None``
    (``""`` for strings, as in the corpus schema)."""
    if spec.kind in CORPUS_KINDS:
        value = parse_value(spec, raw, file=file, line=line)
        choices = getattr(spec, "choices", ())
        if choices and value not in choices and not (value == "" and not spec.required):
            raise CorpusFormatError(
                file, line, f"field {spec.name!r}: expected one of {', '.join(choices)}; got {_describe(value)}"
            )
        return value
    if raw is None:
        if spec.required:
            raise CorpusFormatError(file, line, f"field {spec.name!r} is required but missing or null")
        return [] if spec.kind.endswith(("list", "records")) else None
    kind = spec.kind
    if kind == "date":
        if isinstance(raw, str):
            try:
                return dt.date.fromisoformat(raw.strip()).isoformat()
            except ValueError:
                pass
        raise _fail(file, line, spec, "a date such as 2180-05-06", raw)
    if kind == "number":
        if isinstance(raw, (int, float)) and not isinstance(raw, bool):
            return raw
        raise _fail(file, line, spec, "a number", raw)
    if kind == "bool":
        if isinstance(raw, bool):
            return raw
        raise _fail(file, line, spec, "true or false", raw)
    if kind == "record":
        if not isinstance(raw, dict):
            raise _fail(file, line, spec, "an object", raw)
        return parse_fields(spec.fields, raw, file=file, line=line, prefix=f"{spec.name}.")
    if not isinstance(raw, list):
        raise _fail(file, line, spec, "a list", raw)
    if kind == "list":
        return raw
    element_kind = {"int_list": "int", "str_list": "str", "date_list": "date", "records": "record"}.get(kind)
    if element_kind is None:
        raise ValueError(f"unknown field kind {kind!r} for {spec.name!r}")
    return [
        parse_field(
            Field(f"{spec.name}[{index}]", element_kind, True, spec.max_length,
                  getattr(spec, "choices", ()), getattr(spec, "fields", ())),
            element, file=file, line=line,
        )
        for index, element in enumerate(raw)
    ]


def parse_fields(
    fields: tuple[FieldSpec, ...],
    raw: dict[str, Any],
    *,
    file: str,
    line: int | None,
    prefix: str = "",
    allow_unknown: bool = False,
) -> dict[str, Any]:
    """Validate a mapping against ``fields`` and return the parsed values in ``fields`` order.

    Unknown keys are errors unless ``allow_unknown`` (the public release and prediction files
    carry fields of their own). ``prefix`` names a nested object in messages (``evidence[0].``).
    """
    if not allow_unknown:
        known = {spec.name for spec in fields}
        unknown = sorted(set(raw) - known)
        if unknown:
            where = f" in {prefix[:-1]}" if prefix else ""
            raise CorpusFormatError(
                file, line,
                f"unknown field(s) {', '.join(map(repr, unknown))}{where}; expected only {', '.join(sorted(known))}",
            )
    return {
        spec.name: parse_field(
            dataclasses.replace(spec, name=prefix + spec.name) if prefix else spec,
            raw.get(spec.name), file=file, line=line,
        )
        for spec in fields
    }


# -- questions.jsonl ------------------------------------------------------------------------------

QUESTION_FIELDS = (
    Field("qid", "str", True, 64),
    Field("subject_id", "int", True),
    Field("hadm_ids", "int_list", True),
    Field("category", "str", True),
    Field("task", "str", True),
    Field("question", "str", True),
    Field("section", "str", False, 128),
)


def check_category(record: dict, *, file: str, line: int | None) -> None:
    """The category must be one of the nine; the task must be the category's task."""
    category, task = record["category"], record["task"]
    if category not in Category.values:
        raise CorpusFormatError(
            file, line, f"unknown category {category!r}; expected one of {category_list()}"
        )
    if task not in Task.values:
        raise CorpusFormatError(file, line, f"field 'task': expected \"A\" or \"B\", got {_describe(task)}")
    if task != TASK_OF[category]:
        raise CorpusFormatError(
            file, line,
            f"task {task!r} does not match category {category!r}, which belongs to task {TASK_OF[category]!r}",
        )


# -- references.jsonl -----------------------------------------------------------------------------

EVIDENCE_FIELDS = (
    Field("note_id", "str", True, 128),
    Field("start", "int", True),
    Field("end", "int", True),
    Field("section", "str", False, 128),
)
POLARITIES = ("present", "absent", "possible", "conditional", "hypothetical")
STATUSES = ("active", "chronic", "resolved", "ruled_out")
STRUCTURE_FIELDS = (
    Field("concept", "str", False),
    Field("polarity", "str", False, choices=POLARITIES),
    Field("experiencer", "str", False, choices=("patient", "family")),
    Field("relative", "str", False),
    Field("status", "str", False, choices=STATUSES),
    Field("cause", "str", False),
    Field("cause_polarity", "str", False, choices=POLARITIES),
    Field("condition", "str", False),
    Field("action", "str", False),
    Field("order", "str_list", False),
    Field("dates", "date_list", False),
    Field("duration", "record", False, fields=(Field("value", "number", True), Field("unit", "str", True))),
    Field("start", "date", False),
    Field("end", "date", False),
    Field("added", "str_list", False),
    Field("removed", "str_list", False),
    Field("continued", "str_list", False),
    Field("compared", "str_list", False),
)
REFERENCE_FIELDS = (
    Field("qid", "str", True, 64),
    Field("version", "str", True, 32),
    Field("answer", "str", True),
    Field("structure", "record", False, fields=STRUCTURE_FIELDS),
    Field("evidence", "records", False, fields=EVIDENCE_FIELDS),
    Field("author", "str", True, 150),
    Field("rationale", "str", False),
    Field("parent", "str", False, 32),
    Field("defect", "str", False, choices=DEFECT_TYPES),
    Field("created", "datetime", True),
)


def check_version_label(label: str, *, field: str, file: str, line: int | None) -> None:
    if not VERSION_LABEL.fullmatch(label):
        raise CorpusFormatError(
            file, line, f"field {field!r}: {label!r} is not a version label (1 to 32 of A-Z a-z 0-9 . _ -)"
        )


def _given_structure(parsed: dict | None, raw: Any) -> dict | None:
    """Keep only the structure keys the line gave (all are optional), in the documented order."""
    if parsed is None:
        return None
    return {name: value for name, value in parsed.items() if raw.get(name) is not None}


def canonical_structure(structure: dict | None) -> dict | None:
    """The structure in the documented key order (PostgreSQL's jsonb does not keep key order)."""
    if structure is None:
        return None
    ordered = {spec.name: structure[spec.name] for spec in STRUCTURE_FIELDS if spec.name in structure}
    if isinstance(ordered.get("duration"), dict):
        ordered["duration"] = {key: ordered["duration"].get(key) for key in ("value", "unit")}
    return ordered


def parse_reference(raw: dict, *, file: str, line: int | None) -> dict:
    record = parse_fields(REFERENCE_FIELDS, raw, file=file, line=line)
    structure = record["structure"] = _given_structure(record["structure"], raw.get("structure"))
    order, dates = (structure or {}).get("order"), (structure or {}).get("dates")
    if order is not None and dates is not None and len(order) != len(dates):
        raise CorpusFormatError(
            file, line,
            f"structure.dates has {len(dates)} dates but structure.order has {len(order)} concepts; "
            "expected one date per concept",
        )
    check_version_label(record["version"], field="version", file=file, line=line)
    if record["parent"]:
        check_version_label(record["parent"], field="parent", file=file, line=line)
        if record["parent"] == record["version"]:
            raise CorpusFormatError(file, line, f"version {record['version']!r} names itself as its parent")
    for index, span in enumerate(record["evidence"]):
        if span["start"] < 0 or span["end"] <= span["start"]:
            raise CorpusFormatError(
                file, line,
                f"evidence[{index}]: span [{span['start']}, {span['end']}) is empty or negative; "
                "expected 0 <= start < end",
            )
        span["section"] = span["section"] or None
    return record


# -- task_gold.jsonl ------------------------------------------------------------------------------

#: The version of task-gold lines that name none.
DEFAULT_TASK_GOLD_VERSION = "v1"
TASK_GOLD_FIELDS = (
    Field("subject_id", "int", True),
    Field("hadm_id", "int", True),
    Field("task", "str", True, choices=("imaging", "antibiotics", "diagnoses")),
    Field("cutoff", "datetime", False),
    Field("items", "list", True),
    Field("version", "str", False, 32),
)
ITEM_FIELDS = {
    "imaging": (
        Field("modality", "str", True, choices=("CT", "MRI", "X-ray", "Ultrasound", "NM")),
        Field("subtype", "str", False),
        Field("body_site", "str", True),
        Field("date", "date", True),
    ),
    "antibiotics": (
        Field("drug", "str", True),
        Field("ingredients", "str_list", True),
        Field("start", "date", True),
        Field("end", "date", False),
        Field("intent", "str", True, choices=("therapeutic", "prophylactic")),
    ),
    "diagnoses": (
        Field("icd10", "str", True, 16),
        Field("description", "str", True),
        Field("billed", "bool", True),
    ),
}


def parse_task_gold(raw: dict, *, file: str, line: int | None) -> dict:
    record = parse_fields(TASK_GOLD_FIELDS, raw, file=file, line=line)
    record["version"] = record["version"] or DEFAULT_TASK_GOLD_VERSION
    check_version_label(record["version"], field="version", file=file, line=line)
    fields = ITEM_FIELDS[record["task"]]
    record["items"] = [
        parse_field(Field(f"items[{index}]", "record", True, fields=fields), item, file=file, line=line)
        for index, item in enumerate(record["items"])
    ]
    return record


def canonical_items(task: str, items: list[dict]) -> list[dict]:
    """Items in the documented key order for their task."""
    names = [spec.name for spec in ITEM_FIELDS[task]]
    return [{name: item.get(name) for name in names} for item in items]


# -- reading the files --------------------------------------------------------------------------


class JsonListReader:
    """A JSON file holding one list of objects (the public release shape), read like
    :class:`JsonlReader`: yields ``(line, object)`` where ``line`` is where the object starts, and
    refuses the same text (not UTF-8, or a lone surrogate escape) with the object's line."""

    def __init__(self, path: Path, label: str | None = None):
        self.path = Path(path)
        self.label = label or self.path.name
        if not self.path.is_file():
            raise CorpusFormatError(self.label, None, f"file not found: {self.path}")

    def _text(self) -> str:
        data = self.path.read_bytes()
        if data.startswith(GZIP_MAGIC):
            data = gzip.decompress(data)
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError as exc:
            line_start = data.rfind(b"\n", 0, exc.start) + 1
            line = data.count(b"\n", 0, line_start) + 1
            raise CorpusFormatError(self.label, line, utf8_error(data[line_start:], exc.start - line_start)) from None

    def __iter__(self) -> Iterator[tuple[int, dict]]:
        text = self._text()
        decoder = json.JSONDecoder()
        ws = re.compile(r"\s*")
        position = ws.match(text, 0).end()
        if text[position : position + 1] != "[":
            raise CorpusFormatError(self.label, 1, "expected a JSON list of objects")
        position = ws.match(text, position + 1).end()
        if text[position : position + 1] == "]":
            return
        while True:
            line = text.count("\n", 0, position) + 1
            start = position
            try:
                value, position = decoder.raw_decode(text, position)
            except json.JSONDecodeError as exc:
                raise CorpusFormatError(
                    self.label, exc.lineno, f"not valid JSON ({exc.msg} at column {exc.colno})"
                ) from None
            if not isinstance(value, dict):
                raise CorpusFormatError(self.label, line, f"expected a JSON object, got {type(value).__name__}")
            check_encodable(value, text[start:position], file=self.label, line=line)
            yield line, value
            position = ws.match(text, position).end()
            separator = text[position : position + 1]
            position = ws.match(text, position + 1).end()
            if separator == "]":
                if position != len(text):
                    raise CorpusFormatError(
                        self.label, text.count("\n", 0, position) + 1, "unexpected content after the list"
                    )
                return
            if separator != ",":
                raise CorpusFormatError(
                    self.label, text.count("\n", 0, position) + 1,
                    "not valid JSON (expected ',' or ']' after an object)",
                )


def open_records(path: Path, *, csv_columns: tuple[str, ...] | None = None):
    """A reader for ``path``: a JSON list when the file starts with ``[``, CSV when its name ends
    in ``.csv``/``.csv.gz`` and ``csv_columns`` are given, JSON Lines otherwise."""
    path = Path(path)
    if csv_columns is not None and path.name.lower().endswith((".csv", ".csv.gz")):
        return CsvReader(path, csv_columns)
    if path.is_file():
        with open(path, "rb") as handle:
            head = handle.read(64)
        if head.startswith(GZIP_MAGIC):
            with gzip.open(path, "rb") as handle:
                head = handle.read(64)
        if head.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"["):
            return JsonListReader(path)
    return JsonlReader(path)
