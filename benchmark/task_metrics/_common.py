"""Shared pieces of the paper-001 task metrics: P/R/F1 with explicit empty-set conventions, dates
of gold items and model answers (read by :mod:`epikg_core.dates`, the project's one date reader),
and strict loading of the package's JSON data files.

Plain Python: nothing here imports Django.
"""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta
from pathlib import Path

from epikg_core.dates import first_date

DATA_DIR = Path(__file__).with_name("data")

# --------------------------------------------------------------------------------------------------
# Precision / recall / F1
# --------------------------------------------------------------------------------------------------


def prf(tp: int, fp: int, fn: int) -> dict:
    """Precision, recall and F1 from counts, with ``None`` where a ratio is undefined.

    Conventions (docs/task-metrics.md):

    - precision is undefined when nothing was predicted (tp + fp = 0);
    - recall is undefined when there is nothing to find (tp + fn = 0);
    - F1 = 2·tp / (2·tp + fp + fn), so it is defined (and 0.0) as soon as either side has an item,
      and undefined only when both sides are empty. A correct "no imaging procedures identified"
      on an admission without imaging is therefore *undefined*, not 1.0: it carries no evidence
      either way, and the dataset-level (micro) score, which pools counts, is unaffected by it.

    ``reason`` says in words why a value is ``None`` (and is ``None`` when all three are defined).
    """
    for name, value in (("tp", tp), ("fp", fp), ("fn", fn)):
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise ValueError(f"{name} must be a non-negative integer, got {value!r}")
    precision = tp / (tp + fp) if tp + fp else None
    recall = tp / (tp + fn) if tp + fn else None
    f1 = 2 * tp / (2 * tp + fp + fn) if tp + fp + fn else None
    if f1 is None:
        reason = "no gold items and no predictions"
    elif precision is None:
        reason = "no predictions: precision undefined"
    elif recall is None:
        reason = "no gold items: recall undefined"
    else:
        reason = None
    return {"precision": precision, "recall": recall, "f1": f1, "tp": tp, "fp": fp, "fn": fn, "reason": reason}


def mean_defined(values) -> tuple[float | None, int]:
    """Mean of the values that are not ``None``, and how many there were (``None`` if none)."""
    kept = [v for v in values if v is not None]
    return (sum(kept) / len(kept) if kept else None), len(kept)


# --------------------------------------------------------------------------------------------------
# Dates
# --------------------------------------------------------------------------------------------------

def to_date(value, reference: date | None = None) -> date | None:
    """Read a date from a ``date``/``datetime`` or a string (the first real date in it, in any form
    :mod:`epikg_core.dates` reads).

    Returns ``None`` for empty values, "unknown"-style words and strings that hold no real date.
    Year-less and two-digit-year forms are placed relative to ``reference`` (``None`` without one).
    """
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if not isinstance(value, str):
        raise ValueError(f"a date must be a string or a date, got {type(value).__name__} {value!r}")
    return first_date(value, reference)


def reference_date(value) -> date | None:
    """A cutoff or "right now" timestamp (ISO string, date or datetime) as a date."""
    if value is None:
        return None
    parsed = to_date(value)
    if parsed is None:
        raise ValueError(f"cannot read a reference date from {value!r}")
    return parsed


def day_span(start: date, end: date) -> set[date]:
    """Every calendar day from ``start`` to ``end``, both included (empty if end < start)."""
    return {start + timedelta(days=offset) for offset in range((end - start).days + 1)}


# --------------------------------------------------------------------------------------------------
# Data files
# --------------------------------------------------------------------------------------------------


def read_json(path: Path | str) -> dict:
    path = Path(path)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as error:
        raise ValueError(f"{path}: not valid JSON ({error})") from error
    if not isinstance(data, dict):
        raise ValueError(f"{path}: the top level must be an object")
    return data


def check_keys(obj, *, where: str, required: set[str], optional: set[str] = frozenset()) -> None:
    """Raise ``ValueError`` naming ``where`` if ``obj`` is not an object with exactly these keys."""
    if not isinstance(obj, dict):
        raise ValueError(f"{where}: expected an object, got {type(obj).__name__}")
    unknown = set(obj) - required - set(optional)
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {sorted(unknown)}")
    missing = required - set(obj)
    if missing:
        raise ValueError(f"{where}: missing key(s) {sorted(missing)}")


def check_type(value, expected: type | tuple, *, where: str):
    allowed = expected if isinstance(expected, tuple) else (expected,)
    if isinstance(value, bool) and bool not in allowed:
        raise ValueError(f"{where}: expected {_type_name(expected)}, got bool")
    if not isinstance(value, expected):
        raise ValueError(f"{where}: expected {_type_name(expected)}, got {type(value).__name__}")
    return value


def check_string_list(value, *, where: str, allow_empty: bool = False) -> list[str]:
    check_type(value, list, where=where)
    if not value and not allow_empty:
        raise ValueError(f"{where}: must not be empty")
    for index, item in enumerate(value):
        check_type(item, str, where=f"{where}[{index}]")
        if not item.strip():
            raise ValueError(f"{where}[{index}]: must not be blank")
    return value


def _type_name(expected) -> str:
    if isinstance(expected, tuple):
        return " or ".join(t.__name__ for t in expected)
    return expected.__name__
