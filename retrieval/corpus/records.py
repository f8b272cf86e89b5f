"""The portable corpus schema: which fields each record has and how values are parsed.

Field names are MIMIC-IV's. A value that does not parse raises :class:`CorpusFormatError`
carrying the file and line, so a user can fix the exact row.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from typing import Any

SOURCE_TZ = dt.timezone.utc


class CorpusFormatError(Exception):
    """A problem in an input file, located by file name and line number."""

    def __init__(self, file: str, line: int | None, message: str):
        self.file = file
        self.line = line
        self.message = message
        where = f"{file} line {line}" if line is not None else file
        super().__init__(f"{where}: {message}")


@dataclass(frozen=True)
class FieldSpec:
    name: str
    kind: str  # "int" | "str" | "datetime"
    required: bool
    max_length: int | None = None


PATIENT_FIELDS = (
    FieldSpec("subject_id", "int", True),
    FieldSpec("gender", "str", False, 16),
    FieldSpec("anchor_age", "int", False),
    FieldSpec("race", "str", False, 128),
)
ADMISSION_FIELDS = (
    FieldSpec("subject_id", "int", True),
    FieldSpec("hadm_id", "int", True),
    FieldSpec("admittime", "datetime", True),
    FieldSpec("dischtime", "datetime", False),
    FieldSpec("race", "str", False, 128),
    FieldSpec("insurance", "str", False, 64),
)
NOTE_FIELDS = (
    FieldSpec("note_id", "str", True, 128),
    FieldSpec("subject_id", "int", True),
    FieldSpec("hadm_id", "int", False),
    FieldSpec("note_type", "str", True, 64),
    FieldSpec("note_seq", "int", False),
    FieldSpec("charttime", "datetime", True),
    FieldSpec("storetime", "datetime", False),
    FieldSpec("text", "str", True),
)
CORPUS_FILES = {
    "patients.jsonl": PATIENT_FIELDS,
    "admissions.jsonl": ADMISSION_FIELDS,
    "notes.jsonl": NOTE_FIELDS,
}


def parse_datetime(raw: str) -> dt.datetime:
    """Parse ISO 8601 (``2180-05-06 22:23:00``, ``...T22:23:00Z``, ``2180-05-06``) to aware UTC.

    Zone-less times (MIMIC-IV's convention) are taken as UTC.
    """
    text = raw.strip()
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    value = dt.datetime.fromisoformat(text)
    if value.tzinfo is None:
        return value.replace(tzinfo=SOURCE_TZ)
    return value.astimezone(SOURCE_TZ)


def format_datetime(value: dt.datetime | None) -> str | None:
    """The export form: ISO 8601 in UTC without an offset, as MIMIC-IV writes times."""
    if value is None:
        return None
    return value.astimezone(SOURCE_TZ).replace(tzinfo=None).isoformat(sep="T")


def _describe(raw: Any) -> str:
    text = repr(raw)
    return text if len(text) <= 40 else text[:37] + "..."


# A JSON escape of a UTF-16 surrogate. json.loads turns a lone one ("\ud800") into a str that
# cannot be encoded as UTF-8, so neither the database nor an export could store it.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _lone_surrogate(text: str) -> str | None:
    """``text``'s first lone surrogate, described for a message (None when UTF-8 can encode it)."""
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return f"lone surrogate \\u{ord(text[exc.start]):04x} at character {exc.start + 1}"
    return None


_UNENCODABLE = "cannot be encoded as UTF-8; a \\ud800-\\udfff escape must be half of a surrogate pair"


def unencodable_text(value: Any, name: str = "") -> str | None:
    """Where a parsed JSON value holds a string that UTF-8 cannot encode (a lone surrogate), as a
    message naming the field (``text``, ``structure.concept``, ``evidence[1].section``), or None."""
    if isinstance(value, str):
        found = _lone_surrogate(value)
        return f"field {name!r}: {found} {_UNENCODABLE}" if found else None
    if isinstance(value, dict):
        for key, item in value.items():
            if found := _lone_surrogate(key):
                where = f" in {name!r}" if name else ""
                return f"a field name{where} ({key!a}): {found} {_UNENCODABLE}"
            if (problem := unencodable_text(item, f"{name}.{key}" if name else key)) is not None:
                return problem
    elif isinstance(value, list):
        for index, item in enumerate(value):
            if (problem := unencodable_text(item, f"{name}[{index}]")) is not None:
                return problem
    return None


def check_encodable(value: Any, source_text: str, *, file: str, line: int | None) -> None:
    """Raise :class:`CorpusFormatError` when JSON parsed from ``source_text`` holds a lone
    surrogate. Only text with a surrogate escape is walked, so ordinary lines cost one search."""
    if _SURROGATE_ESCAPE.search(source_text) is None:
        return
    problem = unencodable_text(value)
    if problem is not None:
        raise CorpusFormatError(file, line, problem)


def utf8_error(line: bytes, start: int) -> str:
    """What is wrong with a line that is not UTF-8 from byte ``start`` (0-based), for a message."""
    where = f"byte {start + 1} of the line"
    # ED A0..BF xx is a UTF-16 surrogate encoded as if it were a character (CESU-8, WTF-8).
    if line[start : start + 1] == b"\xed" and line[start + 1 : start + 2] >= b"\xa0":
        return f"not valid UTF-8 ({where} starts an encoded lone surrogate, which UTF-8 does not allow)"
    return f"not valid UTF-8 ({where})"


def parse_value(spec: FieldSpec, raw: Any, *, file: str, line: int | None) -> Any:
    """Parse one field. ``None`` and empty strings are missing; missing required fields fail."""
    if raw is None or (isinstance(raw, str) and raw.strip() == "" and spec.kind != "str"):
        raw = None
    if raw is None or (spec.kind == "str" and raw == "" and spec.required):
        if spec.required:
            raise CorpusFormatError(file, line, f"field {spec.name!r} is required but missing or empty")
        return None if spec.kind != "str" else ""
    if spec.kind == "int":
        if isinstance(raw, bool):
            raise CorpusFormatError(file, line, f"field {spec.name!r}: expected an integer, got {_describe(raw)}")
        if isinstance(raw, int):
            return raw
        if isinstance(raw, float) and raw.is_integer():
            return int(raw)
        if isinstance(raw, str):
            text = raw.strip()
            # pandas-written CSVs turn integer columns with gaps into "123.0".
            if text.endswith(".0"):
                text = text[:-2]
            try:
                return int(text, 10)
            except ValueError:
                pass
        raise CorpusFormatError(file, line, f"field {spec.name!r}: expected an integer, got {_describe(raw)}")
    if spec.kind == "datetime":
        if not isinstance(raw, str):
            raise CorpusFormatError(
                file, line, f"field {spec.name!r}: expected an ISO 8601 time string, got {_describe(raw)}"
            )
        try:
            return parse_datetime(raw)
        except ValueError:
            raise CorpusFormatError(
                file, line,
                f"field {spec.name!r}: expected an ISO 8601 time such as 2180-05-06T22:23:00, got {_describe(raw)}",
            ) from None
    # str
    if not isinstance(raw, str):
        raise CorpusFormatError(file, line, f"field {spec.name!r}: expected a string, got {_describe(raw)}")
    if "\x00" in raw:
        raise CorpusFormatError(file, line, f"field {spec.name!r} contains a NUL character")
    if spec.max_length is not None and len(raw) > spec.max_length:
        raise CorpusFormatError(
            file, line, f"field {spec.name!r} is {len(raw)} characters long; at most {spec.max_length} allowed"
        )
    return raw


def parse_record(
    fields: tuple[FieldSpec, ...],
    raw: dict[str, Any],
    *,
    file: str,
    line: int | None,
    allow_unknown: bool = False,
) -> dict[str, Any]:
    """Validate a raw mapping against ``fields`` and return parsed values.

    Unknown keys are rejected unless ``allow_unknown`` (CSV sources carry extra MIMIC columns),
    because a silently dropped column is lost data.
    """
    if not allow_unknown:
        known = {spec.name for spec in fields}
        unknown = sorted(set(raw) - known)
        if unknown:
            raise CorpusFormatError(
                file, line,
                f"unknown field(s) {', '.join(map(repr, unknown))}; expected only {', '.join(sorted(known))}",
            )
    return {spec.name: parse_value(spec, raw.get(spec.name), file=file, line=line) for spec in fields}
