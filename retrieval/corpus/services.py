"""Corpus import and export: the functions management commands, views and Celery tasks share.

Every import runs in a single database transaction: if any file has a bad row, nothing from
any file is kept and the error names the file, the line and what was expected.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.db.models import F, OuterRef, Subquery
from django.utils.text import slugify

from retrieval.corpus import extensions
from retrieval.corpus.paths import resolve_under_roots
from retrieval.corpus.readers import CsvReader, JsonlReader
from retrieval.corpus.records import (
    ADMISSION_FIELDS,
    CORPUS_FILES,
    NOTE_FIELDS,
    PATIENT_FIELDS,
    CorpusFormatError,
    format_datetime,
    parse_record,
    parse_value,
)
from retrieval.corpus.writer import CorpusWriter, summarize
from retrieval.models import Admission, Dataset, Note, Patient

log = logging.getLogger("retrieval.corpus")


@dataclass
class Progress:
    """What a progress display needs: which file, how far through its bytes, how many rows."""

    file: str
    bytes_done: int
    bytes_total: int
    rows: int


ProgressCallback = Callable[[Progress], None]


@dataclass
class ImportSummary:
    dataset: str
    counts: dict[str, dict[str, int]]
    files: list[str] = field(default_factory=list)
    skipped_files: list[str] = field(default_factory=list)
    rows_read: int = 0

    def describe(self) -> str:
        text = f"dataset {self.dataset!r}: {summarize(self.counts)}"
        if self.skipped_files:
            text += f" (not imported, no handler installed: {', '.join(self.skipped_files)})"
        return text


def _check_dataset_name(name: str) -> str:
    if not name or slugify(name) != name:
        raise CorpusFormatError("--dataset", None, f"{name!r} is not a valid dataset name (letters, digits, - and _)")
    return name


def _readable(path: Path, roots: Sequence[str | Path] | None) -> Path:
    """The path to open: as given from the command line (no roots), else resolved and checked to
    lie under an import folder, right before the file is opened (see :mod:`retrieval.corpus.paths`)."""
    return Path(path) if roots is None else resolve_under_roots(path, roots)


def _stream(reader, fields, add, *, progress: ProgressCallback | None, every: int, allow_unknown=False) -> int:
    rows = 0
    for line_no, raw in reader:
        record = parse_record(fields, raw, file=reader.label, line=line_no, allow_unknown=allow_unknown)
        add(record, file=reader.label, line=line_no)
        rows += 1
        if progress and rows % every == 0:
            progress(Progress(reader.label, reader.progress(), reader.size, rows))
    if progress:
        progress(Progress(reader.label, reader.size, reader.size, rows))
    return rows


# -- portable corpus ------------------------------------------------------------------------------


def corpus_source_files(folder: Path | str) -> list[Path]:
    """The files :func:`corpus_import` reads from ``folder``, in order: ``patients.jsonl``,
    ``admissions.jsonl``, ``notes.jsonl``, then the optional files present. Raises
    :class:`CorpusFormatError` when ``folder`` is not a corpus folder."""
    folder = Path(folder)
    if not folder.is_dir():
        raise CorpusFormatError(str(folder), None, "not a folder; expected a corpus folder with patients.jsonl, admissions.jsonl and notes.jsonl")
    missing = [name for name in CORPUS_FILES if not (folder / name).is_file()]
    if missing:
        raise CorpusFormatError(str(folder), None, f"missing {', '.join(missing)} (a corpus folder holds {', '.join(CORPUS_FILES)})")
    return [folder / name for name in (*CORPUS_FILES, *extensions.present_optional_files(folder))]


def corpus_import(
    *,
    folder: Path | str,
    dataset_name: str,
    batch_size: int | None = None,
    progress: ProgressCallback | None = None,
    description: str = "",
    roots: Sequence[str | Path] | None = None,
) -> ImportSummary:
    """Import a portable corpus folder (``patients.jsonl``, ``admissions.jsonl``, ``notes.jsonl``
    and the optional files other apps handle, such as ``questions.jsonl``) into ``dataset_name``.

    Idempotent: importing the same folder twice creates nothing the second time. All-or-nothing:
    on :class:`CorpusFormatError` the database is left exactly as it was; files that hold no
    record at all are such an error (nothing to import, so no empty dataset is created). With
    ``roots`` (imports queued from the browser), the folder and every file must resolve under one
    of them, symbolic links followed.
    """
    _check_dataset_name(dataset_name)
    folder = _readable(folder, roots)
    corpus_source_files(folder)
    batch_size = batch_size or settings.EPIKG_IMPORT_BATCH_SIZE
    summary = ImportSummary(dataset=dataset_name, counts={})
    with transaction.atomic():
        dataset, _ = Dataset.objects.get_or_create(name=dataset_name, defaults={"description": description})
        writer = CorpusWriter(dataset, batch_size=batch_size)
        adders = {
            "patients.jsonl": writer.add_patient,
            "admissions.jsonl": writer.add_admission,
            "notes.jsonl": writer.add_note,
        }
        for name, fields in CORPUS_FILES.items():
            reader = JsonlReader(_readable(folder / name, roots), label=name)
            summary.rows_read += _stream(reader, fields, adders[name], progress=progress, every=500)
            writer.flush()
            summary.files.append(name)
        summary.counts = writer.counts()
        records = summary.rows_read
        for name in extensions.present_optional_files(folder):
            handler = extensions.handler_for(name)
            if handler is None:
                summary.skipped_files.append(name)
                continue
            counts = handler.import_file(path=_readable(folder / name, roots), dataset=dataset)
            summary.counts[name.removesuffix(".jsonl")] = counts
            summary.files.append(name)
            records += sum(counts.values())
        if records == 0:
            raise CorpusFormatError(
                str(folder), None, f"no records in {', '.join(summary.files)}: there is nothing to import"
            )
    log.info("corpus import from %s: %s", folder, summary.describe())
    return summary


# -- MIMIC-IV ---------------------------------------------------------------------------------------

MIMIC_PATIENT_COLUMNS = ("subject_id", "gender", "anchor_age")
MIMIC_ADMISSION_COLUMNS = ("subject_id", "hadm_id", "admittime", "dischtime")
MIMIC_NOTE_COLUMNS = ("note_id", "subject_id", "hadm_id", "note_type", "note_seq", "charttime", "storetime", "text")
_MIMIC_PATIENT_FIELDS = tuple(f for f in PATIENT_FIELDS if f.name != "race")
_SUBJECT_ID = PATIENT_FIELDS[0]


class _SubjectFilter:
    """Wraps a reader to yield only rows of the requested subjects (all when ``subjects`` is None)."""

    def __init__(self, reader, subjects: set[int] | None):
        self.reader, self.subjects = reader, subjects
        self.label, self.size = reader.label, reader.size

    def progress(self) -> int:
        return self.reader.progress()

    def __iter__(self):
        for line_no, raw in self.reader:
            if self.subjects is None or parse_value(
                _SUBJECT_ID, raw.get("subject_id"), file=self.label, line=line_no
            ) in self.subjects:
                yield line_no, raw


@dataclass
class MimicFiles:
    """The MIMIC-IV files to read; any note file may be absent, patients and admissions may not."""

    patients: Path
    admissions: Path
    notes: list[Path]

    @classmethod
    def locate(
        cls,
        *,
        hosp_dir: Path | None = None,
        note_dir: Path | None = None,
        patients: Path | None = None,
        admissions: Path | None = None,
        notes: Iterable[Path] = (),
    ) -> "MimicFiles":
        def find(folder: Path | None, stem: str) -> Path | None:
            if folder is None:
                return None
            for suffix in (".csv.gz", ".csv"):
                candidate = Path(folder) / f"{stem}{suffix}"
                if candidate.is_file():
                    return candidate
            return None

        patients = Path(patients) if patients else find(hosp_dir, "patients")
        admissions = Path(admissions) if admissions else find(hosp_dir, "admissions")
        note_paths = [Path(p) for p in notes]
        if not note_paths and note_dir is not None:
            note_paths = [p for p in (find(note_dir, "discharge"), find(note_dir, "radiology")) if p]
        if patients is None:
            raise CorpusFormatError(str(hosp_dir or "--patients"), None, "patients.csv.gz not found (MIMIC-IV hosp module)")
        if admissions is None:
            raise CorpusFormatError(str(hosp_dir or "--admissions"), None, "admissions.csv.gz not found (MIMIC-IV hosp module)")
        if not note_paths:
            raise CorpusFormatError(str(note_dir or "--notes"), None, "no discharge.csv.gz or radiology.csv.gz found (MIMIC-IV-Note module)")
        return cls(patients=patients, admissions=admissions, notes=note_paths)

    def paths(self) -> list[Path]:
        return [self.patients, self.admissions, *self.notes]


def mimic_import(
    *,
    files: MimicFiles,
    dataset_name: str = "mimic-iv",
    subjects: set[int] | None = None,
    batch_size: int | None = None,
    progress: ProgressCallback | None = None,
    roots: Sequence[str | Path] | None = None,
) -> ImportSummary:
    """Stream MIMIC-IV ``patients``/``admissions`` and MIMIC-IV-Note ``discharge``/``radiology``
    CSVs (plain or gzip) into ``dataset_name``, optionally only for ``subjects``.

    Memory stays flat in file size: rows are parsed and written in batches and references are
    looked up per batch, so nothing held grows with the number of rows. All-or-nothing, and no
    row read (empty files, or none of ``subjects``) is an error. ``roots`` as in :func:`corpus_import`.
    """
    _check_dataset_name(dataset_name)
    batch_size = batch_size or settings.EPIKG_IMPORT_BATCH_SIZE
    summary = ImportSummary(dataset=dataset_name, counts={})

    with transaction.atomic():
        dataset, _ = Dataset.objects.get_or_create(
            name=dataset_name, defaults={"description": "MIMIC-IV / MIMIC-IV-Note"}
        )
        writer = CorpusWriter(dataset, batch_size=batch_size)

        def reader(path: Path, columns: tuple[str, ...]) -> CsvReader:
            # Opened when its step starts, so the path is checked right before it is read.
            return CsvReader(_readable(path, roots), columns, label=Path(path).name)

        steps = [
            (files.patients, MIMIC_PATIENT_COLUMNS, _MIMIC_PATIENT_FIELDS, writer.add_patient),
            (files.admissions, MIMIC_ADMISSION_COLUMNS, ADMISSION_FIELDS, writer.add_admission),
            *((path, MIMIC_NOTE_COLUMNS, NOTE_FIELDS, writer.add_note) for path in files.notes),
        ]
        for path, columns, fields, add in steps:
            source = reader(path, columns)
            summary.rows_read += _stream(
                _SubjectFilter(source, subjects), fields, add, progress=progress, every=200, allow_unknown=True
            )
            writer.flush()
            summary.files.append(source.label)
        summary.counts = writer.counts()
        if summary.rows_read == 0:
            which = f" for the {len(subjects)} requested subject(s)" if subjects is not None else ""
            raise CorpusFormatError(
                ", ".join(summary.files), None, f"no rows{which}: there is nothing to import"
            )
        patient_race_from_admissions(dataset, subjects)
    log.info("MIMIC import: %s", summary.describe())
    return summary


def patient_race_from_admissions(dataset: Dataset, subjects: set[int] | None = None) -> int:
    """Set each patient's race to that of their latest admission that records one (MIMIC-IV
    keeps race on admissions, not patients). Returns how many patients changed."""
    latest = Subquery(
        Admission.objects.filter(patient=OuterRef("pk")).exclude(race="")
        .order_by("-admittime", "-hadm_id").values("race")[:1]
    )
    patients = Patient.objects.filter(dataset=dataset)
    if subjects is not None:
        patients = patients.filter(subject_id__in=subjects)
    stale = patients.annotate(latest_race=latest).exclude(latest_race=None).exclude(race=F("latest_race"))
    return Patient.objects.filter(pk__in=stale.values("pk")).update(race=latest)


# -- export ---------------------------------------------------------------------------------------


def corpus_export(*, dataset_name: str, folder: Path | str, omit_text: bool = False) -> dict[str, int]:
    """Write a dataset in the portable format. ``omit_text`` replaces each note's text by its
    length and SHA-256, for exports that leave the building (such a folder cannot be re-imported).
    """
    try:
        dataset = Dataset.objects.get(name=dataset_name)
    except Dataset.DoesNotExist:
        raise CorpusFormatError("--dataset", None, f"no dataset named {dataset_name!r}") from None
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written: dict[str, int] = {}

    def dump(name: str, rows: Iterable[dict]) -> None:
        count = 0
        tmp = folder / f".{name}.partial"
        with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
            for row in rows:
                handle.write(json.dumps(row, ensure_ascii=False, sort_keys=False))
                handle.write("\n")
                count += 1
        tmp.replace(folder / name)
        written[name] = count

    dump("patients.jsonl", (
        {"subject_id": p.subject_id, "gender": p.gender or None, "anchor_age": p.anchor_age, "race": p.race or None}
        for p in Patient.objects.filter(dataset=dataset).order_by("subject_id").iterator(2000)
    ))
    dump("admissions.jsonl", (
        {"subject_id": a.subject_id, "hadm_id": a.hadm_id, "admittime": format_datetime(a.admittime),
         "dischtime": format_datetime(a.dischtime), **({"race": a.race} if a.race else {}),
         **({"insurance": a.insurance} if a.insurance else {})}
        for a in Admission.objects.filter(dataset=dataset).order_by("subject_id", "admittime", "hadm_id").iterator(2000)
    ))

    def note_rows():
        notes = Note.objects.filter(dataset=dataset).order_by("subject_id", "charttime", "note_seq", "note_id")
        for n in notes.iterator(500):
            row = {
                "note_id": n.note_id, "subject_id": n.subject_id, "hadm_id": n.hadm_id,
                "note_type": n.note_type, "note_seq": n.note_seq,
                "charttime": format_datetime(n.charttime), "storetime": format_datetime(n.storetime),
            }
            if omit_text:
                row.update(text_length=len(n.text), text_sha256=n.text_sha256)
            else:
                row["text"] = n.text
            yield row

    dump("notes.jsonl", note_rows())
    for name in extensions.OPTIONAL_FILES:
        handler = extensions.handler_for(name)
        if handler and handler.export_file:
            rows = handler.export_file(path=folder / name, dataset=dataset, omit_text=omit_text)
            if rows is not None:
                written[name] = rows
    return written
