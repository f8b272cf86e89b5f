"""Streaming a full Athena vocabulary export into the vocabulary tables.

Athena (athena.ohdsi.org) ships ``CONCEPT.csv``, ``CONCEPT_SYNONYM.csv``,
``CONCEPT_RELATIONSHIP.csv`` and ``CONCEPT_ANCESTOR.csv`` (plus tables this project does not
use). Despite the extension they are tab-separated, UTF-8, with a header row, no quoting, and
dates written ``YYYYMMDD``. A full export holds tens of millions of rows, so:

- files are read line by line and parsed into typed tuples; a malformed row (missing columns,
  a non-integer id, a bad date, a value too long for its column) stops the load with the file,
  the line and what was expected;
- rows are written in batches, so memory stays flat. On PostgreSQL each file is streamed with
  ``COPY`` into a temporary staging table and merged into the real table with one
  ``INSERT … ON CONFLICT``; elsewhere batches go through ``bulk_create`` with the same conflict
  handling;
- re-loading is idempotent: a row whose key already exists is replaced by the export's values
  (concepts by ``concept_id``; synonyms by concept, name and language; relationships by both
  concepts and ``relationship_id``; ancestors by the concept pair). Nothing is deleted.

Callers wrap the whole load in one transaction (see ``services.vocabulary_load_athena``).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from django.db import connection
from django.db.models import Model

from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym
from retrieval.vocabulary.loader import VocabularyFormatError

_MAX_IN_CLAUSE = 500  # ids per existence query (SQLite limits bound parameters)


@dataclass(frozen=True)
class Column:
    name: str
    kind: str  # "int" | "str" | "date"
    max_length: int | None = None
    required: bool = True  # a required string may not be empty


@dataclass(frozen=True)
class AthenaTable:
    file: str
    model: type[Model]
    columns: tuple[Column, ...]
    db_columns: tuple[str, ...]  # the table's column for each of ``columns``
    key: tuple[str, ...]  # db columns that identify a row (the conflict target)

    @property
    def update_columns(self) -> tuple[str, ...]:
        return tuple(c for c in self.db_columns if c not in self.key)


CONCEPT = AthenaTable(
    file="CONCEPT.csv",
    model=Concept,
    columns=(
        Column("concept_id", "int"),
        Column("concept_name", "str", 255),
        Column("domain_id", "str", 20),
        Column("vocabulary_id", "str", 20),
        Column("concept_class_id", "str", 20),
        Column("standard_concept", "str", 1, required=False),
        Column("concept_code", "str", 50),
        Column("valid_start_date", "date"),
        Column("valid_end_date", "date"),
        Column("invalid_reason", "str", 1, required=False),
    ),
    db_columns=(
        "concept_id", "concept_name", "domain_id", "vocabulary_id", "concept_class_id", "standard_concept",
        "concept_code", "valid_start_date", "valid_end_date", "invalid_reason",
    ),
    key=("concept_id",),
)
CONCEPT_SYNONYM = AthenaTable(
    file="CONCEPT_SYNONYM.csv",
    model=ConceptSynonym,
    columns=(
        Column("concept_id", "int"),
        Column("concept_synonym_name", "str", 1000),
        Column("language_concept_id", "int"),
    ),
    db_columns=("concept_id", "concept_synonym_name", "language_concept_id"),
    key=("concept_id", "concept_synonym_name", "language_concept_id"),
)
CONCEPT_RELATIONSHIP = AthenaTable(
    file="CONCEPT_RELATIONSHIP.csv",
    model=ConceptRelationship,
    columns=(
        Column("concept_id_1", "int"),
        Column("concept_id_2", "int"),
        Column("relationship_id", "str", 20),
        Column("valid_start_date", "date"),
        Column("valid_end_date", "date"),
        Column("invalid_reason", "str", 1, required=False),
    ),
    db_columns=(
        "concept_id_1", "concept_id_2", "relationship_id", "valid_start_date", "valid_end_date", "invalid_reason",
    ),
    key=("concept_id_1", "concept_id_2", "relationship_id"),
)
CONCEPT_ANCESTOR = AthenaTable(
    file="CONCEPT_ANCESTOR.csv",
    model=ConceptAncestor,
    columns=(
        Column("ancestor_concept_id", "int"),
        Column("descendant_concept_id", "int"),
        Column("min_levels_of_separation", "int"),
        Column("max_levels_of_separation", "int"),
    ),
    db_columns=(
        "ancestor_concept_id", "descendant_concept_id", "min_levels_of_separation", "max_levels_of_separation",
    ),
    key=("ancestor_concept_id", "descendant_concept_id"),
)
#: Load order matters: synonyms are checked against the concepts already loaded.
ATHENA_TABLES = (CONCEPT, CONCEPT_SYNONYM, CONCEPT_RELATIONSHIP, CONCEPT_ANCESTOR)


# -- reading ----------------------------------------------------------------------------------


def count_rows(path: Path) -> int:
    """Data rows of a file (lines after the header), counted in 1 MiB chunks for the progress bar."""
    lines = 0
    last = b"\n"
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            lines += chunk.count(b"\n")
            last = chunk[-1:]
    if last != b"\n":
        lines += 1  # a last line without a newline
    return max(0, lines - 1)


def read_rows(path: Path, table: AthenaTable) -> Iterator[tuple[int, tuple]]:
    """Yield ``(line_number, row)`` with values typed and ordered as ``table.columns``."""
    label = table.file
    with open(path, "rb") as handle:
        header_line = handle.readline()
        if not header_line.strip():
            raise VocabularyFormatError(label, 1, "empty file; expected a tab-separated header row")
        header = _decode(header_line, label, 1).lstrip("\ufeff").split("\t")
        positions = _header_positions([h.strip().lower() for h in header], table, label)
        width = len(header)
        parsers = [_PARSERS[column.kind] for column in table.columns]
        for line_no, raw in enumerate(handle, start=2):
            line = _decode(raw, label, line_no)
            if not line or line == "\r":
                continue  # a blank line, e.g. at the end of a file
            fields = line.split("\t")
            if len(fields) != width:
                raise VocabularyFormatError(
                    label, line_no, f"expected {width} tab-separated columns as in the header, found {len(fields)}"
                )
            values = []
            for column, position, parse in zip(table.columns, positions, parsers):
                values.append(parse(fields[position], column, label, line_no))
            yield line_no, tuple(values)


def _decode(raw: bytes, label: str, line_no: int) -> str:
    try:
        return raw.decode("utf-8").rstrip("\n").rstrip("\r")
    except UnicodeDecodeError as exc:
        raise VocabularyFormatError(label, line_no, f"not UTF-8 text ({exc.reason})") from None


def _header_positions(header: list[str], table: AthenaTable, label: str) -> list[int]:
    missing = [c.name for c in table.columns if c.name not in header]
    if missing:
        raise VocabularyFormatError(
            label, 1,
            f"header lacks {', '.join(missing)}; expected the Athena columns {', '.join(c.name for c in table.columns)}",
        )
    return [header.index(c.name) for c in table.columns]


def _parse_int(value: str, column: Column, label: str, line_no: int) -> int:
    try:
        return int(value)
    except ValueError:
        raise VocabularyFormatError(label, line_no, f"{column.name} {value!r} is not an integer") from None


def _parse_str(value: str, column: Column, label: str, line_no: int) -> str:
    if column.required and not value:
        raise VocabularyFormatError(label, line_no, f"{column.name} is empty")
    if column.max_length is not None and len(value) > column.max_length:
        raise VocabularyFormatError(label, line_no, f"{column.name} is longer than {column.max_length} characters")
    return value


def _parse_date(value: str, column: Column, label: str, line_no: int) -> dt.date:
    try:
        if len(value) == 8 and value.isdigit():  # Athena's YYYYMMDD
            return dt.date(int(value[:4]), int(value[4:6]), int(value[6:]))
        return dt.date.fromisoformat(value)  # YYYY-MM-DD, as some exports and tools write
    except ValueError:
        raise VocabularyFormatError(label, line_no, f"{column.name} {value!r} is not a date (YYYYMMDD)") from None


_PARSERS: dict[str, Callable] = {"int": _parse_int, "str": _parse_str, "date": _parse_date}


# -- writing ----------------------------------------------------------------------------------


class TableWriter:
    """Accepts located rows of one table in batches; ``finish()`` makes them visible in the table."""

    def __init__(self, table: AthenaTable, *, batch_size: int):
        self.table = table
        self.batch_size = batch_size
        self.rows = 0
        self._batch: list[tuple[int, tuple]] = []

    def add(self, line_no: int, row: tuple) -> None:
        self._batch.append((line_no, row))
        if len(self._batch) >= self.batch_size:
            self.flush()

    def flush(self) -> None:
        if not self._batch:
            return
        batch, self._batch = self._batch, []
        if self.table is CONCEPT_SYNONYM:
            _check_synonym_concepts(batch)
        self._write([row for _, row in batch])
        self.rows += len(batch)

    def finish(self) -> None:
        self.flush()

    def _write(self, rows: list[tuple]) -> None:
        raise NotImplementedError


class OrmTableWriter(TableWriter):
    """``bulk_create`` with the database's upsert (``ON CONFLICT``): SQLite and other backends."""

    def _write(self, rows: list[tuple]) -> None:
        model = self.table.model
        fields = _field_names(self.table)
        objects = [model(**dict(zip(fields, row))) for row in rows]
        if self.table is CONCEPT_SYNONYM:
            model.objects.bulk_create(objects, ignore_conflicts=True)
            return
        key_fields = [fields[self.table.db_columns.index(column)] for column in self.table.key]
        update_fields = [fields[self.table.db_columns.index(column)] for column in self.table.update_columns]
        model.objects.bulk_create(
            _last_per_key(objects, key_fields), update_conflicts=True, unique_fields=key_fields,
            update_fields=update_fields,
        )


class CopyTableWriter(TableWriter):
    """PostgreSQL: ``COPY`` each batch into a temporary staging table; merge once at the end."""

    def __init__(self, table: AthenaTable, *, batch_size: int):
        super().__init__(table, batch_size=batch_size)
        self.target = connection.ops.quote_name(table.model._meta.db_table)
        self.stage = connection.ops.quote_name(f"epikg_stage_{table.model._meta.db_table}")
        column_types = []
        for column, db_column in zip(table.columns, table.db_columns):
            sql_type = {"int": "bigint", "str": "text", "date": "date"}[column.kind]
            column_types.append(f"{connection.ops.quote_name(db_column)} {sql_type}")
        with connection.cursor() as cursor:
            cursor.execute(f"DROP TABLE IF EXISTS {self.stage}")
            cursor.execute(f"CREATE TEMPORARY TABLE {self.stage} ({', '.join(column_types)}) ON COMMIT DROP")

    def _write(self, rows: list[tuple]) -> None:
        columns = ", ".join(connection.ops.quote_name(c) for c in self.table.db_columns)
        with connection.cursor() as cursor:
            with cursor.copy(f"COPY {self.stage} ({columns}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)

    def finish(self) -> None:
        super().finish()
        quote = connection.ops.quote_name
        columns = ", ".join(quote(c) for c in self.table.db_columns)
        key = ", ".join(quote(c) for c in self.table.key)
        if self.table is CONCEPT_SYNONYM:
            conflict = "DO NOTHING"
        else:
            updated = self.table.update_columns
            updates = ", ".join(f"{quote(c)} = EXCLUDED.{quote(c)}" for c in updated)
            stored = ", ".join(f"{self.target}.{quote(c)}" for c in updated)
            incoming = ", ".join(f"EXCLUDED.{quote(c)}" for c in updated)
            # Rows that did not change are left alone: a re-load then writes (and logs) nothing.
            conflict = f"DO UPDATE SET {updates} WHERE ({stored}) IS DISTINCT FROM ({incoming})"
        # DISTINCT ON keeps one row per key: ON CONFLICT cannot touch the same row twice.
        sql = (
            f"INSERT INTO {self.target} ({columns}) SELECT DISTINCT ON ({key}) {columns} "
            f"FROM {self.stage} ON CONFLICT ({key}) {conflict}"
        )
        with connection.cursor() as cursor:
            cursor.execute(sql)
            cursor.execute(f"DROP TABLE {self.stage}")


def make_writer(table: AthenaTable, *, batch_size: int) -> TableWriter:
    if connection.vendor == "postgresql":
        return CopyTableWriter(table, batch_size=batch_size)
    return OrmTableWriter(table, batch_size=batch_size)


def _field_names(table: AthenaTable) -> list[str]:
    """Model attribute names (``concept_1_id`` …) for the table's db columns."""
    by_column = {field.column: field.attname for field in table.model._meta.concrete_fields}
    return [by_column[column] for column in table.db_columns]


def _last_per_key(objects: Sequence[Model], key_fields: list[str]) -> list[Model]:
    """One object per key (the last, as a re-delivered row would win); upserts reject duplicates."""
    by_key = {tuple(getattr(obj, f) for f in key_fields): obj for obj in objects}
    return list(by_key.values())


def _check_synonym_concepts(batch: list[tuple[int, tuple]]) -> None:
    """A synonym must name a concept that exists (from this export or loaded before)."""
    wanted = {row[0] for _, row in batch}
    found: set[int] = set()
    ids = sorted(wanted)
    for start in range(0, len(ids), _MAX_IN_CLAUSE):
        chunk = ids[start : start + _MAX_IN_CLAUSE]
        found.update(Concept.objects.filter(concept_id__in=chunk).values_list("concept_id", flat=True))
    if found == wanted:
        return
    for line_no, row in batch:
        if row[0] not in found:
            raise VocabularyFormatError(
                CONCEPT_SYNONYM.file, line_no,
                f"concept_id {row[0]} is not in CONCEPT.csv nor already in the database",
            )
