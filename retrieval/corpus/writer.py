"""Batched, idempotent writes of corpus records into one dataset.

The writer is what makes imports safe to repeat and safe to fail:

- records already in the database with the same values are counted as ``unchanged``;
- patients and admissions whose attributes changed are updated (``updated``);
- a note is immutable once imported: the same ``note_id`` with different text is an error, as is
  the same identifier appearing twice in one import with different values;
- every reference is checked (a note's ``hadm_id`` must name an admission of the same subject).

It performs no transaction handling itself: callers wrap a whole import in one
``transaction.atomic()`` so a failure anywhere leaves the database exactly as it was.
New notes go in with PostgreSQL ``COPY`` when the database is PostgreSQL and with
``bulk_create`` elsewhere.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from django.db import connection

from retrieval.corpus.records import CorpusFormatError
from retrieval.models import Admission, Dataset, Note, Patient

NOTE_COLUMNS = (
    "dataset_id", "patient_id", "admission_id", "note_id", "subject_id", "hadm_id",
    "note_type", "note_seq", "charttime", "storetime", "text", "text_sha256",
)
NOTE_METADATA = ("subject_id", "hadm_id", "note_type", "note_seq", "charttime", "storetime")


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
    key: str  # identifying field
    batch: list[Located] = field(default_factory=list)
    # id -> (content fingerprint, where first seen); short digests keep this small on 300k notes
    seen: dict[Any, tuple[bytes, bytes, str, int | None]] = field(default_factory=dict)
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
            "patients": _Kind("subject_id"),
            "admissions": _Kind("hadm_id"),
            "notes": _Kind("note_id"),
        }
        self._patient_pks: dict[int, int] | None = None
        self._admission_keys: dict[int, tuple[int, int]] | None = None

    # -- public API -------------------------------------------------------------------------

    def add_patient(self, record: dict, *, file: str, line: int | None) -> None:
        self._add("patients", Located(record, file, line))

    def add_admission(self, record: dict, *, file: str, line: int | None) -> None:
        self._add("admissions", Located(record, file, line))

    def add_note(self, record: dict, *, file: str, line: int | None) -> None:
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
        if name == "notes":
            item.record["text_sha256"] = text_digest(item.record["text"])
        ident = item.record[kind.key]
        fingerprint = _fingerprint(name, item.record)
        previous = kind.seen.get(ident)
        if previous is not None:
            if previous[:2] != fingerprint:
                what = "text" if previous[0] != fingerprint[0] else "values"
                first = Located({}, previous[2], previous[3]).where
                raise item.error(f"{kind.key} {ident!r} appears again with different {what} (first at {first})")
            kind.counts.unchanged += 1
            return
        kind.seen[ident] = (*fingerprint, item.file, item.line)
        kind.batch.append(item)
        if len(kind.batch) >= self.batch_size:
            # Parents must exist before children reference them.
            if name == "admissions":
                self._flush("patients")
            if name == "notes":
                self._flush("patients")
                self._flush("admissions")
            self._flush(name)

    def _flush(self, name: str) -> None:
        kind = self._kinds[name]
        if not kind.batch:
            return
        batch, kind.batch = kind.batch, []
        getattr(self, f"_write_{name}")(batch, kind.counts)

    # -- patients ---------------------------------------------------------------------------

    def _write_patients(self, batch: list[Located], counts: WriteCounts) -> None:
        existing = {
            p.subject_id: p
            for p in Patient.objects.filter(
                dataset=self.dataset, subject_id__in=[item.record["subject_id"] for item in batch]
            )
        }
        new, changed = [], []
        for item in batch:
            rec = item.record
            current = existing.get(rec["subject_id"])
            if current is None:
                new.append(Patient(dataset=self.dataset, **rec))
            elif _apply(current, rec, ("gender", "anchor_age", "race")):
                changed.append(current)
            else:
                counts.unchanged += 1
        Patient.objects.bulk_create(new, batch_size=self.batch_size)
        Patient.objects.bulk_update(changed, ["gender", "anchor_age", "race"], batch_size=self.batch_size)
        counts.created += len(new)
        counts.updated += len(changed)
        self._patient_pks = None

    # -- admissions -------------------------------------------------------------------------

    def _write_admissions(self, batch: list[Located], counts: WriteCounts) -> None:
        patient_pks = self._patients()
        existing = {
            a.hadm_id: a
            for a in Admission.objects.filter(
                dataset=self.dataset, hadm_id__in=[item.record["hadm_id"] for item in batch]
            )
        }
        new, changed = [], []
        for item in batch:
            rec = item.record
            patient_pk = patient_pks.get(rec["subject_id"])
            if patient_pk is None:
                raise item.error(f"subject_id {rec['subject_id']} has no patient record")
            if rec["dischtime"] is not None and rec["dischtime"] < rec["admittime"]:
                raise item.error("dischtime is before admittime")
            current = existing.get(rec["hadm_id"])
            if current is None:
                new.append(Admission(dataset=self.dataset, patient_id=patient_pk, **rec))
            elif current.subject_id != rec["subject_id"]:
                raise item.error(
                    f"hadm_id {rec['hadm_id']} already belongs to subject_id {current.subject_id} "
                    f"in dataset {self.dataset.name!r}, not {rec['subject_id']}"
                )
            elif _apply(current, rec, ("admittime", "dischtime")):
                changed.append(current)
            else:
                counts.unchanged += 1
        Admission.objects.bulk_create(new, batch_size=self.batch_size)
        Admission.objects.bulk_update(changed, ["admittime", "dischtime"], batch_size=self.batch_size)
        counts.created += len(new)
        counts.updated += len(changed)
        self._admission_keys = None

    # -- notes ------------------------------------------------------------------------------

    def _write_notes(self, batch: list[Located], counts: WriteCounts) -> None:
        patient_pks = self._patients()
        admission_keys = self._admissions()
        existing = {
            n.note_id: n
            for n in Note.objects.filter(
                dataset=self.dataset, note_id__in=[item.record["note_id"] for item in batch]
            ).only("id", "note_id", "text_sha256", *NOTE_METADATA)
        }
        rows, changed = [], []
        for item in batch:
            rec = item.record
            patient_pk = patient_pks.get(rec["subject_id"])
            if patient_pk is None:
                raise item.error(f"subject_id {rec['subject_id']} has no patient record")
            admission_pk = None
            if rec["hadm_id"] is not None:
                key = admission_keys.get(rec["hadm_id"])
                if key is None:
                    raise item.error(f"hadm_id {rec['hadm_id']} has no admission record")
                admission_pk, admission_subject = key
                if admission_subject != rec["subject_id"]:
                    raise item.error(
                        f"hadm_id {rec['hadm_id']} belongs to subject_id {admission_subject}, "
                        f"not {rec['subject_id']}"
                    )
            current = existing.get(rec["note_id"])
            if current is None:
                rows.append((self.dataset.pk, patient_pk, admission_pk, *(rec[c] for c in NOTE_COLUMNS[3:])))
            elif current.text_sha256 != rec["text_sha256"]:
                raise item.error(
                    f"note_id {rec['note_id']!r} is already in dataset {self.dataset.name!r} with "
                    "different text; notes are immutable once imported"
                )
            elif _apply(current, rec, NOTE_METADATA):
                current.patient_id, current.admission_id = patient_pk, admission_pk
                changed.append(current)
            else:
                counts.unchanged += 1
        self._insert_notes(rows)
        Note.objects.bulk_update(
            changed, [*NOTE_METADATA, "patient_id", "admission_id"], batch_size=self.batch_size
        )
        counts.created += len(rows)
        counts.updated += len(changed)

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

    # -- lookups ----------------------------------------------------------------------------

    def _patients(self) -> dict[int, int]:
        if self._patient_pks is None:
            self._patient_pks = dict(
                Patient.objects.filter(dataset=self.dataset).values_list("subject_id", "pk").iterator(5000)
            )
        return self._patient_pks

    def _admissions(self) -> dict[int, tuple[int, int]]:
        if self._admission_keys is None:
            self._admission_keys = {
                hadm_id: (pk, subject_id)
                for hadm_id, pk, subject_id in Admission.objects.filter(dataset=self.dataset)
                .values_list("hadm_id", "pk", "subject_id")
                .iterator(5000)
            }
        return self._admission_keys


def _apply(instance: Any, record: dict, names: tuple[str, ...]) -> bool:
    """Copy ``names`` from ``record`` onto ``instance``; return whether anything changed."""
    changed = False
    for name in names:
        if getattr(instance, name) != record[name]:
            setattr(instance, name, record[name])
            changed = True
    return changed


def _short_digest(text: str) -> bytes:
    return hashlib.blake2b(text.encode("utf-8"), digest_size=12).digest()


def _fingerprint(name: str, record: dict) -> tuple[bytes, bytes]:
    """(text digest, digest of everything else): tells "different text" from "different values"."""
    if name == "notes":
        meta = "|".join(str(record[c]) for c in NOTE_METADATA)
        return bytes.fromhex(record["text_sha256"][:24]), _short_digest(meta)
    return b"", _short_digest(repr(sorted(record.items())))


def summarize(counts: dict[str, dict[str, int]]) -> str:
    parts = []
    for name, numbers in counts.items():
        total = Counter(numbers)
        parts.append(f"{name}: {total['created']} new, {total['updated']} updated, {total['unchanged']} unchanged")
    return "; ".join(parts)
