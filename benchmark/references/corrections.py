"""``corrections.json`` (issue 16): the corrections between two reference versions of a dataset,
exported from one installation and imported as a new version (docs/reference-curation.md,
"corrections.json").

- ``corrections_export(dataset, from_label, to_label)`` lists every question whose ``to``
  reference differs from its ``from`` reference (answer, structure or evidence), with both sides
  and the ``to`` version's author, rationale and defect type.
- ``corrections_import(path, dataset, label)`` makes version ``label`` for every question of the
  dataset: the file's correction where it has one (parent: the question's ``from`` row), else a
  copy of the ``from`` reference (parent: that row; author "carried from <from>"). All or nothing:
  everything is checked before anything is written, in one transaction, and an error names the
  file, the entry index and the qid.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from django.db import transaction
from django.db.models.functions import Length
from django.utils import timezone

from benchmark.categories import DEFECT_TYPES
from benchmark.models import Question, ReferenceAnswer
from benchmark.records import (
    EVIDENCE_FIELDS,
    STRUCTURE_FIELDS,
    Field,
    canonical_structure,
    check_version_label,
    parse_fields,
)
from benchmark.references.releases import dataset_of
from benchmark.releases import ReleaseError, reference_versions
from retrieval.corpus.records import CorpusFormatError
from retrieval.models import Dataset, Note

FORMAT = "epikg-corrections"
FORMAT_VERSION = 1
#: what a correction compares: a reference's content (who and why are the ``to`` side's own)
COMPARED = ("answer", "structure", "evidence")
SIDE_FIELDS = (
    Field("answer", "str", True),
    Field("structure", "record", False, fields=STRUCTURE_FIELDS),
    Field("evidence", "records", False, fields=EVIDENCE_FIELDS),
)
ENTRY_KEYS = {"qid", "changed", "from", "to", "author", "rationale", "defect_type"}


class CorrectionsError(ValueError):
    """A problem with a corrections file or with what it asks for, naming the file, the entry
    (its index in ``corrections``) and the qid where there is one."""

    def __init__(self, file: str, message: str, *, index: int | None = None, qid: str | None = None):
        self.file, self.index, self.qid, self.message = file, index, qid, message
        where = file
        if index is not None:
            where += f" corrections[{index}]"
        if qid is not None:
            where += f" (qid {qid!r})"
        super().__init__(f"{where}: {message}")


def _side(row: ReferenceAnswer | None) -> dict[str, Any] | None:
    if row is None:
        return None
    return {"answer": row.answer, "structure": canonical_structure(row.structure), "evidence": list(row.evidence)}


def _rows(dataset: Dataset, label: str) -> dict[str, ReferenceAnswer]:
    return {row.question.qid: row for row in
            ReferenceAnswer.objects.filter(question__dataset=dataset, version=label).select_related("question")}


def _require_version(dataset: Dataset, label: str, file: str | None = None) -> None:
    known = reference_versions(dataset)
    if label not in known:
        message = (f"dataset {dataset.name!r} has no reference version {label!r} "
                   f"(versions: {', '.join(known) or 'none'})")
        raise CorrectionsError(file, message) if file else ReleaseError(message)


# -- export ---------------------------------------------------------------------------------------

def corrections_export(dataset: Dataset | str, from_label: str, to_label: str) -> dict[str, Any]:
    """The corrections from ``from_label`` to ``to_label`` as the ``corrections.json`` object."""
    dataset = dataset_of(dataset)
    for label in (from_label, to_label):
        _require_version(dataset, label)
    before, after = _rows(dataset, from_label), _rows(dataset, to_label)
    corrections = []
    for qid in sorted(after):
        old, new = _side(before.get(qid)), _side(after[qid])
        changed = list(COMPARED) if old is None else [name for name in COMPARED if old[name] != new[name]]
        if not changed:
            continue
        row = after[qid]
        corrections.append({"qid": qid, "changed": changed, "from": old, "to": new, "author": row.author,
                            "rationale": row.rationale, "defect_type": row.defect_type})
    return {"format": FORMAT, "format_version": FORMAT_VERSION, "dataset": dataset.name, "from": from_label,
            "to": to_label, "corrections": corrections}


def corrections_export_to_file(*, dataset_name: str, from_label: str, to_label: str, out: Path) -> int:
    """Write ``corrections.json`` (UTF-8, sorted by qid, byte-stable); returns how many corrections."""
    data = corrections_export(dataset_name, from_label, to_label)
    Path(out).write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return len(data["corrections"])


# -- import ---------------------------------------------------------------------------------------

def _load(path: Path) -> dict[str, Any]:
    file = str(path)
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CorrectionsError(file, "no such file") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CorrectionsError(file, f"not a JSON document ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise CorrectionsError(file, f"not a corrections file: expected an object with \"format\": {FORMAT!r}")
    if data.get("format_version") != FORMAT_VERSION:
        raise CorrectionsError(file, f"format_version {data.get('format_version')!r} is not supported; "
                                     f"expected {FORMAT_VERSION}")
    for key in ("from", "to"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise CorrectionsError(file, f"field {key!r} is missing; expected a reference version label")
    if not isinstance(data.get("corrections"), list):
        raise CorrectionsError(file, "field 'corrections' is missing; expected a list of corrections")
    return data


def _parse_side(raw: Any, name: str, file: str, index: int, qid: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise CorrectionsError(file, f"field {name!r} is missing or not an object; expected "
                                     "{\"answer\", \"structure\", \"evidence\"}", index=index, qid=qid)
    try:
        side = parse_fields(SIDE_FIELDS, raw, file=file, line=None, prefix=f"{name}.")
    except CorpusFormatError as exc:
        raise CorrectionsError(file, exc.message, index=index, qid=qid) from None
    if side["structure"] is not None:
        side["structure"] = canonical_structure({k: v for k, v in side["structure"].items()
                                                 if raw["structure"].get(k) is not None})
    for span in side["evidence"]:
        span["section"] = span["section"] or None
    return side


def _parse_entry(raw: Any, file: str, index: int) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise CorrectionsError(file, "not an object", index=index)
    qid = raw.get("qid")
    if not isinstance(qid, str) or not qid:
        raise CorrectionsError(file, "field 'qid' is missing; expected the question's qid", index=index)
    unknown = sorted(set(raw) - ENTRY_KEYS)
    if unknown:
        raise CorrectionsError(file, f"unknown field(s) {', '.join(map(repr, unknown))}; expected only "
                                     f"{', '.join(sorted(ENTRY_KEYS))}", index=index, qid=qid)
    for key in ("from", "to", "author"):
        if key not in raw:
            raise CorrectionsError(file, f"field {key!r} is missing", index=index, qid=qid)
    if not isinstance(raw["author"], str) or not raw["author"].strip():
        raise CorrectionsError(file, "field 'author' is empty; expected who made the correction",
                               index=index, qid=qid)
    for key in ("rationale", "defect_type"):
        if not isinstance(raw.get(key, ""), str):
            raise CorrectionsError(file, f"field {key!r}: expected a string", index=index, qid=qid)
    defect = raw.get("defect_type", "")
    if defect and defect not in DEFECT_TYPES:
        raise CorrectionsError(file, f"field 'defect_type': unknown defect type {defect!r}; expected one of "
                                     f"{', '.join(DEFECT_TYPES)} or \"\"", index=index, qid=qid)
    return {
        "qid": qid,
        "from": None if raw["from"] is None else _parse_side(raw["from"], "from", file, index, qid),
        "to": _parse_side(raw["to"], "to", file, index, qid),
        "author": raw["author"][:150],
        "rationale": raw.get("rationale", ""),
        "defect_type": defect,
    }


def _check_evidence(evidence: list[dict], subject: int, notes: dict, dataset: Dataset,
                    file: str, index: int, qid: str) -> None:
    for n, span in enumerate(evidence):
        where = f"to.evidence[{n}]"
        if span["note_id"] not in notes:
            raise CorrectionsError(file, f"{where}: note_id {span['note_id']!r} is not a note of dataset "
                                         f"{dataset.name!r}", index=index, qid=qid)
        note_subject, length = notes[span["note_id"]]
        if note_subject != subject:
            raise CorrectionsError(file, f"{where}: note {span['note_id']!r} is a note of subject_id "
                                         f"{note_subject}, not of the question's patient (subject_id {subject})",
                                   index=index, qid=qid)
        if not 0 <= span["start"] < span["end"] <= length:
            raise CorrectionsError(file, f"{where}: span [{span['start']}, {span['end']}) is outside note "
                                         f"{span['note_id']!r}, which has {length} characters; expected "
                                         f"0 <= start < end <= {length}", index=index, qid=qid)


def corrections_import(path: Path, dataset: Dataset | str, label: str) -> dict[str, int]:
    """Create reference version ``label`` for every question of the dataset from the corrections
    file at ``path``; returns ``{"corrected": n, "carried": m}``. All or nothing."""
    dataset, file = dataset_of(dataset), str(path)
    data = _load(path)
    try:
        check_version_label(label, field="--as", file=file, line=None)
    except CorpusFormatError as exc:
        raise CorrectionsError(file, exc.message) from None
    if label in reference_versions(dataset):
        raise CorrectionsError(file, f"dataset {dataset.name!r} already has reference version {label!r}; "
                                     "versions are immutable: import as a new label")
    base_label = data["from"]
    _require_version(dataset, base_label, file)
    questions = {q.qid: q for q in Question.objects.filter(dataset=dataset)}
    base = _rows(dataset, base_label)
    entries, seen = [], {}
    for index, raw in enumerate(data["corrections"]):
        entry = _parse_entry(raw, file, index)
        qid = entry["qid"]
        if qid in seen:
            raise CorrectionsError(file, f"qid {qid!r} is corrected twice (first at corrections[{seen[qid]}])",
                                   index=index, qid=qid)
        seen[qid] = index
        if qid not in questions:
            raise CorrectionsError(file, f"qid {qid!r} is not a question of dataset {dataset.name!r}",
                                   index=index, qid=qid)
        stored = _side(base.get(qid))
        if entry["from"] != stored:
            differs = ("reference" if stored is None or entry["from"] is None
                       else ", ".join(n for n in COMPARED if entry["from"][n] != stored[n]))
            raise CorrectionsError(file, f"its 'from' side does not match the dataset's {base_label} reference "
                                         f"({differs} differs): the file was written against other references",
                                   index=index, qid=qid)
        entries.append((index, entry))
    note_ids = {span["note_id"] for _, entry in entries for span in entry["to"]["evidence"]}
    notes = {note_id: (subject, length) for note_id, subject, length in
             Note.objects.filter(dataset=dataset, note_id__in=note_ids).annotate(length=Length("text"))
             .values_list("note_id", "subject_id", "length")}
    for index, entry in entries:
        question = questions[entry["qid"]]
        _check_evidence(entry["to"]["evidence"], question.subject_id, notes, dataset, file, index, entry["qid"])
    missing = sorted(qid for qid in questions if qid not in seen and qid not in base)
    if missing:
        raise CorrectionsError(file, f"question(s) {', '.join(map(repr, missing[:5]))} have no correction and no "
                                     f"{base_label} reference to carry into {label}")
    now = timezone.now()
    rows = []
    for _, entry in entries:
        parent = base.get(entry["qid"])
        rows.append(ReferenceAnswer(question=questions[entry["qid"]], version=label, parent=parent, created=now,
                                    author=entry["author"], rationale=entry["rationale"],
                                    defect_type=entry["defect_type"], **entry["to"]))
    for qid in sorted(set(questions) - set(seen)):
        row = base[qid]
        rows.append(ReferenceAnswer(question=questions[qid], version=label, parent=row, created=now,
                                    author=f"carried from {base_label}", answer=row.answer,
                                    structure=row.structure, evidence=row.evidence))
    with transaction.atomic():
        ReferenceAnswer.objects.bulk_create(rows)
    return {"corrected": len(entries), "carried": len(rows) - len(entries)}


def corrections_import_by_name(*, path: Path, dataset_name: str, label: str) -> str:
    counts = corrections_import(path, dataset_name, label)
    return (f"{dataset_name}: reference version {label}: {counts['corrected']} corrected, "
            f"{counts['carried']} carried from the base version")
