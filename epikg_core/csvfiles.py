"""Every CSV the workbench writes goes through these writers, so no cell becomes a formula.

A spreadsheet (Excel, LibreOffice, Google Sheets) runs a cell that starts with ``=``, ``+``,
``-`` or ``@`` as a formula — ``=HYPERLINK("http://…", "click")``, ``=1+1``, ``-2+3`` — and a
leading tab or carriage return can hide such a start. Free text in exports (a rater's note, an
answer, a question, an imported dataset, stratum or condition name, an audit reason) is text
someone else wrote, so a text cell that starts with one of those characters is written with a
single quote in front (the OWASP recommendation for CSV injection): the spreadsheet shows the
text as text, and a reader of the file sees the one extra character.

Numbers stay numbers: ``int`` and ``float`` values are written as they are, negative ones too, and
so is a string that is exactly a plain decimal number (``-0.125000``, ``1e-05``), which is how the
analyses write their fixed-precision figures; a spreadsheet reads such a cell as a number, never
as a formula. ``None`` is an empty cell, as with :mod:`csv`.
"""

from __future__ import annotations

import csv
import re
from collections.abc import Iterable
from typing import Any

#: the characters that make a spreadsheet read a cell as a formula (or hide such a start)
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
#: what a neutralised cell starts with
QUOTE = "'"
_NUMBER = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?")


def safe_cell(value: Any) -> Any:
    """``value`` as a cell no spreadsheet runs: numbers as they are, text starting with
    ``= + - @``, a tab or a carriage return behind a single quote."""
    if value is None or isinstance(value, (bool, int, float)):
        return value
    text = value if isinstance(value, str) else str(value)
    if text.startswith(FORMULA_STARTS) and _NUMBER.fullmatch(text) is None:
        return QUOTE + text
    return text


class Writer:
    """:func:`csv.writer` whose every cell passes :func:`safe_cell`."""

    def __init__(self, file, **options):
        self._writer = csv.writer(file, **options)

    @property
    def dialect(self):
        return self._writer.dialect

    def writerow(self, row: Iterable[Any]):
        return self._writer.writerow([safe_cell(value) for value in row])

    def writerows(self, rows: Iterable[Iterable[Any]]) -> None:
        for row in rows:
            self.writerow(row)


def writer(file, **options) -> Writer:
    """The project's ``csv.writer``: the same options, formula-safe cells."""
    return Writer(file, **options)


class DictWriter(csv.DictWriter):
    """:class:`csv.DictWriter` whose every cell (the header too) passes :func:`safe_cell`."""

    def __init__(self, file, fieldnames, restval="", extrasaction="raise", dialect="excel", **options):
        super().__init__(file, fieldnames, restval, extrasaction, dialect, **options)
        self.writer = Writer(file, dialect=dialect, **options)
