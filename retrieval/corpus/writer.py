"""Batched, idempotent writes of corpus records into one dataset.

The writer is what makes imports safe to repeat and safe to fail:

- records already in the database with the same values are counted as ``unchanged``;
- patients and admissions whose attributes changed since an earlier import are updated;
- a note is immutable once imported: the same ``note_id`` with different text is an error, and
  so is any identifier that appears twice in one import with different values;
- every reference is checked (a note's ``hadm_id`` must name an admission of the same subject).

Memory stays flat however large the files are: only the current batch is held, references are
looked up per batch, and rows this import already wrote are recognised by primary key (every
row created in this import has a key above the largest one that existed when it started).

It performs no transaction handling itself: callers wrap a whole import in one
``transaction.atomic()`` so a failure anywhere leaves the database exactly as it was. New notes go
in with PostgreSQL ``COPY`` when the database is PostgreSQL and with ``bulk_create`` elsewhere.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any

from django.db import connection
from django.db.models import Max, Model

from retrieval.corpus.records import CorpusFormatError
from retrieval.models import Admission, Dataset, Note, Patient

NOTE_COLUMNS = (
    "dataset_id", "patient_id", "admission_id", "note_id", "subject_id", "hadm_id",
    "note_type", "note_seq", "charttime", "storetime", "text", "text_sha256",
)
NOTE_METADATA = ("subject_id", "hadm_id", "note_type", "note_seq", "charttime", "storetime")
# Attributes that may change between imports (an update), per kind. Notes' text may not.
UPDATABLE = {
    "patients": ("gender", "anchor_age", "race"),
    "admissions": ("admittime", "dischtime", "race", "insurance"),
    "notes": NOTE_METADATA,
}


@dataclass
class Located:
    record: dict[str, Any]
    file: str
    line: int | None

    def error(self, message: str) -> CorpusFormatError:
        return CorpusFormatError(self.file, self.line, message)

    @property
    def where(self) -> str:
        return f"{self.file} line {self.line}" if self.line is not None else self.file


@dataclass
class WriteCounts:
    created: int = 0
    updated: int = 0
    unchanged: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"created": self.created, "updated": self.updated, "unchanged": self.unchanged}


@dataclass
class _Kind:
    model: type[Model]
    key: str  # the identifying field
    baseline_pk: int = 0  # rows with a larger pk were written by this import
    batch: dict[Any, Located] = field(default_factory=dict)
    counts: WriteCounts = field(default_factory=WriteCounts)


def text_digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class CorpusWriter:
    """Accumulates records and writes them in batches of ``batch_size``."""

    def __init__(self, dataset: Dataset, *, batch_size: int = 2000):
        self.dataset = dataset
        self.batch_size = batch_size
        self._use_copy = connection.vendor == "postgresql"
        self._kinds = {
            "patients": _Kind(Patient, "subject_id"),
            "admissions": _Kind(Admission, "hadm_id"),
            "notes": _Kind(Note, "note_id"),
        }
        for kind in self._kinds.values():
            kind.baseline_pk = kind.model.objects.aggregate(top=Max("pk"))["top"] or 0

    # -- public API -------------------------------------------------------------------------

    def add_patient(self, record: dict, *, file: str, line: int | None) -> None:
        self._add("patients", Located(record, file, line))

    def add_admission(self, record: dict, *, file: str, line: int | None) -> None:
        self._add("admissions", Located(record, file, line))

    def add_note(self, record: dict, *, file: str, line: int | None) -> None:
        record["text_sha256"] = text_digest(record["text"])
        self._add("notes", Located(record, file, line))

    def flush(self) -> None:
        """Write everything pending, parents first."""
        for name in ("patients", "admissions", "notes"):
            self._flush(name)

    def counts(self) -> dict[str, dict[str, int]]:
        return {name: kind.counts.as_dict() for name, kind in self._kinds.items()}

    # -- batching ---------------------------------------------------------------------------

    def _add(self, name: str, item: Located) -> None:
        kind = self._kinds[name]
        ident = item.record[kind.key]
        first = kind.batch.get(ident)
        if first is not None:
            self._check_repeat(name, first.record, item, first_at=first.where)
            kind.counts.unchanged += 1
            return
        kind.batch[ident] = item
        if len(kind.batch) >= self.batch_size:
            # Parents must exist before children reference them.
            if name in ("admissions", "notes"):
                self._flush("patients")
            if name == "notes":
                self._flush("admissions")
            self._flush(name)

    def _flush(self, name: str) -> None:
        kind = self._kinds[name]
        if kind.batch:
            batch, kind.batch = list(kind.batch.values()), {}
            getattr(self, f"_write_{name}")(batch, kind)

    def _check_repeat(self, name: str, first: Any, item: Located, *, first_at: str | None = None) -> None:
        """The same identifier twice in one import: fine when identical, an error otherwise."""
        fields = [f for f in item.record if f != "text"]
        differs = [f for f in fields if _value(first, f) != item.record[f]]
        if not differs:
            return
        what = "text" if "text_sha256" in differs else f"values ({', '.join(differs)})"
        key = self._kinds[name].key
        where = f" (first at {first_at})" if first_at else " (an earlier line of this import)"
        raise item.error(
            f"{key} {item.record[key]!r} appears more than once in this import with different {what}{where}"
        )

    def _existing(self, kind: _Kind, batch: list[Located], *, only: tuple[str, ...] | None = None) -> dict:
        rows = kind.model.objects.filter(
            dataset=self.dataset, **{f"{kind.key}__in": [item.record[kind.key] for item in batch]}
        )
        if only:
            rows = rows.only("pk", kind.key, *only)
        return {getattr(row, kind.key): row for row in rows}

    def _settle(self, name: str, kind: _Kind, current: Any, item: Located, changed: list) -> None:
        """Decide what an incoming record means for a row that already exists."""
        if current.pk > kind.baseline_pk:  # written earlier in this same import
            self._check_repeat(name, current, item)
            kind.counts.unchanged += 1
        elif _apply(current, item.record, UPDATABLE[name]):
            changed.append(current)
        else:
            kind.counts.unchanged += 1

    # -- patients ---------------------------------------------------------------------------

    def _write_patients(self, batch: list[Located], kind: _Kind) -> None:
        existing = self._existing(kind, batch)
        new, changed = [], []
        for item in batch:
            current = existing.get(item.record["subject_id"])
            if current is None:
                new.append(Patient(dataset=self.dataset, **item.record))
            else:
                self._settle("patients", kind, current, item, changed)
        self._save(kind, new, changed, UPDATABLE["patients"])

    # -- admissions -------------------------------------------------------------------------

    def _write_admissions(self, batch: list[Located], kind: _Kind) -> None:
        patients = self._patient_pks({item.record["subject_id"] for item in batch})
        existing = self._existing(kind, batch)
        new, changed = [], []
        for item in batch:
            rec = item.record
            if rec["subject_id"] not in patients:
                raise item.error(f"subject_id {rec['subject_id']} has no patient record")
            if rec["dischtime"] is not None and rec["dischtime"] < rec["admittime"]:
                raise item.error("dischtime is before admittime")
            current = existing.get(rec["hadm_id"])
            if current is None:
                new.append(Admission(dataset=self.dataset, patient_id=patients[rec["subject_id"]], **rec))
            elif current.subject_id != rec["subject_id"]:
                raise item.error(
                    f"hadm_id {rec['hadm_id']} already belongs to subject_id {current.subject_id} "
                    f"in dataset {self.dataset.name!r}, not {rec['subject_id']}"
                )
            else:
                self._settle("admissions", kind, current, item, changed)
        self._save(kind, new, changed, UPDATABLE["admissions"])

    # -- notes ------------------------------------------------------------------------------

    def _write_notes(self, batch: list[Located], kind: _Kind) -> None:
        patients = self._patient_pks({item.record["subject_id"] for item in batch})
        admissions = self._admission_keys({item.record["hadm_id"] for item in batch} - {None})
        existing = self._existing(kind, batch, only=("text_sha256", *NOTE_METADATA))
        rows, changed = [], []
        for item in batch:
            rec = item.record
            patient_pk = patients.get(rec["subject_id"])
            if patient_pk is None:
                raise item.error(f"subject_id {rec['subject_id']} has no patient record")
            admission_pk = None
            if rec["hadm_id"] is not None:
                if rec["hadm_id"] not in admissions:
                    raise item.error(f"hadm_id {rec['hadm_id']} has no admission record")
                admission_pk, admission_subject = admissions[rec["hadm_id"]]
                if admission_subject != rec["subject_id"]:
                    raise item.error(
                        f"hadm_id {rec['hadm_id']} belongs to subject_id {admission_subject}, not {rec['subject_id']}"
                    )
            current = existing.get(rec["note_id"])
            if current is None:
                rows.append((self.dataset.pk, patient_pk, admission_pk, *(rec[c] for c in NOTE_COLUMNS[3:])))
                continue
            if current.text_sha256 != rec["text_sha256"] and current.pk <= kind.baseline_pk:
                raise item.error(
                    f"note_id {rec['note_id']!r} is already in dataset {self.dataset.name!r} with "
                    "different text; notes are immutable once imported"
                )
            before = len(changed)
            self._settle("notes", kind, current, item, changed)
            if len(changed) > before:
                current.patient_id, current.admission_id = patient_pk, admission_pk
        self._insert_notes(rows)
        kind.counts.created += len(rows)
        self._save(kind, [], changed, (*NOTE_METADATA, "patient_id", "admission_id"))

    def _insert_notes(self, rows: list[tuple]) -> None:
        if not rows:
            return
        if self._use_copy:
            table = connection.ops.quote_name(Note._meta.db_table)
            columns = ", ".join(connection.ops.quote_name(c) for c in NOTE_COLUMNS)
            with connection.cursor() as cursor:
                with cursor.copy(f"COPY {table} ({columns}) FROM STDIN") as copy:
                    for row in rows:
                        copy.write_row(row)
            return
        Note.objects.bulk_create(
            [Note(**dict(zip(NOTE_COLUMNS, row))) for row in rows], batch_size=self.batch_size
        )

    # -- shared -----------------------------------------------------------------------------

    def _save(self, kind: _Kind, new: list, changed: list, fields: tuple[str, ...]) -> None:
        kind.model.objects.bulk_create(new, batch_size=self.batch_size)
        kind.model.objects.bulk_update(changed, list(fields), batch_size=self.batch_size)
        kind.counts.created += len(new)
        kind.counts.updated += len(changed)

    def _patient_pks(self, subject_ids: set[int]) -> dict[int, int]:
        return dict(
            Patient.objects.filter(dataset=self.dataset, subject_id__in=subject_ids).values_list("subject_id", "pk")
        )

    def _admission_keys(self, hadm_ids: set[int]) -> dict[int, tuple[int, int]]:
        return {
            hadm_id: (pk, subject_id)
            for hadm_id, pk, subject_id in Admission.objects.filter(
                dataset=self.dataset, hadm_id__in=hadm_ids
            ).values_list("hadm_id", "pk", "subject_id")
        }


def _value(source: Any, name: str) -> Any:
    return source[name] if isinstance(source, dict) else getattr(source, name)


def _apply(instance: Any, record: dict, names: tuple[str, ...]) -> bool:
    """Copy the given attributes present in ``record`` onto ``instance``; report any change."""
    changed = False
    for name in names:
        if name in record and getattr(instance, name) != record[name]:
            setattr(instance, name, record[name])
            changed = True
    return changed


def summarize(counts: dict[str, dict[str, int]]) -> str:
    return "; ".join(
        f"{name}: {c.get('created', 0)} new, {c.get('updated', 0)} updated, {c.get('unchanged', 0)} unchanged"
        for name, c in counts.items()
    )
