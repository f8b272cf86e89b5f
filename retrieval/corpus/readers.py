"""Streaming readers for JSONL and CSV (optionally gzip-compressed) that keep line numbers.

Readers yield ``(line_number, mapping)`` and expose ``progress()`` (bytes of the file on disk
consumed so far), so multi-GB MIMIC files are read with flat memory and an honest ETA.
"""

from __future__ import annotations

import csv
import gzip
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from retrieval.corpus.records import CorpusFormatError, check_encodable, utf8_error

GZIP_MAGIC = b"\x1f\x8b"
# Discharge summaries can exceed csv's default 128 KiB field limit.
csv.field_size_limit(min(sys.maxsize, 2**31 - 1))


def is_gzip(path: Path) -> bool:
    with open(path, "rb") as handle:
        return handle.read(2) == GZIP_MAGIC


class _Source:
    def __init__(self, path: Path, label: str | None = None):
        self.path = Path(path)
        self.label = label or self.path.name
        if not self.path.is_file():
            raise CorpusFormatError(self.label, None, f"file not found: {self.path}")
        self.size = self.path.stat().st_size
        self._raw = None

    def progress(self) -> int:
        if self._raw is None or self._raw.closed:
            return self.size
        return self._raw.tell()

    def _open_binary(self):
        self._raw = open(self.path, "rb")
        if is_gzip(self.path):
            return gzip.GzipFile(fileobj=self._raw, mode="rb")
        return self._raw


class JsonlReader(_Source):
    """One JSON object per line; blank lines are skipped; UTF-8 (a leading BOM is tolerated).

    Every string must be encodable as UTF-8: ``json.loads`` accepts a lone ``\\ud800`` escape,
    which the database and an export could not store, so it is an error naming the field.
    """

    def __iter__(self) -> Iterator[tuple[int, dict]]:
        stream = self._open_binary()
        try:
            for line_no, raw_line in enumerate(stream, start=1):
                if line_no == 1 and raw_line.startswith(b"\xef\xbb\xbf"):
                    raw_line = raw_line[3:]
                try:
                    text = raw_line.decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise CorpusFormatError(self.label, line_no, utf8_error(raw_line, exc.start)) from None
                if not text.strip():
                    continue
                try:
                    value = json.loads(text)
                except json.JSONDecodeError as exc:
                    raise CorpusFormatError(
                        self.label, line_no, f"not valid JSON ({exc.msg} at column {exc.colno})"
                    ) from None
                if not isinstance(value, dict):
                    raise CorpusFormatError(
                        self.label, line_no, f"expected a JSON object, got {type(value).__name__}"
                    )
                check_encodable(value, text, file=self.label, line=line_no)
                yield line_no, value
        except (OSError, EOFError) as exc:
            raise CorpusFormatError(self.label, None, f"cannot read the file: {exc}") from None
        finally:
            stream.close()
            self._raw.close()


class CsvReader(_Source):
    """A CSV file with a header row (MIMIC-IV layout), plain or gzip-compressed, UTF-8.

    Line numbers are physical lines of the decompressed file, so a note with embedded newlines
    is reported at the line where its row starts.
    """

    def __init__(self, path: Path, required_columns: tuple[str, ...], label: str | None = None):
        super().__init__(path, label)
        self.required_columns = required_columns
        self.columns: list[str] = []

    def _decoded_lines(self, binary) -> Iterator[str]:
        # Decode line by line (not in 8 KiB chunks) so a bad byte is reported at its own line.
        for number, raw_line in enumerate(binary, start=1):
            self._physical_line = number
            if number == 1 and raw_line.startswith(b"\xef\xbb\xbf"):
                raw_line = raw_line[3:]
            try:
                yield raw_line.decode("utf-8")
            except UnicodeDecodeError as exc:
                # Text decoded from UTF-8 cannot hold a lone surrogate: an encoded one fails here.
                raise CorpusFormatError(self.label, number, utf8_error(raw_line, exc.start)) from None

    def __iter__(self) -> Iterator[tuple[int, dict]]:
        stream = self._open_binary()
        self._physical_line = 0
        reader = csv.reader(self._decoded_lines(stream))
        line_no = 1
        try:
            try:
                header = next(reader)
            except StopIteration:
                raise CorpusFormatError(self.label, 1, "the file is empty; expected a header row") from None
            self.columns = [name.strip() for name in header]
            missing = [name for name in self.required_columns if name not in self.columns]
            if missing:
                raise CorpusFormatError(
                    self.label, 1,
                    f"missing column(s) {', '.join(missing)}; the header has {', '.join(self.columns)}",
                )
            width = len(self.columns)
            line_no = self._physical_line + 1
            for row in reader:
                if row and not (len(row) == 1 and row[0] == ""):
                    if len(row) != width:
                        raise CorpusFormatError(
                            self.label, line_no, f"expected {width} fields as in the header, found {len(row)}"
                        )
                    yield line_no, dict(zip(self.columns, row))
                line_no = self._physical_line + 1
        except csv.Error as exc:
            raise CorpusFormatError(self.label, line_no, f"malformed CSV ({exc})") from None
        except (OSError, EOFError) as exc:
            raise CorpusFormatError(self.label, line_no, f"cannot read the file: {exc}") from None
        finally:
            stream.close()
            self._raw.close()
