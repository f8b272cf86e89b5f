"""Importing ``questions.jsonl``, ``references.jsonl`` and ``task_gold.jsonl`` into a dataset.

Each importer streams its file, validates every line (docs/benchmark-format.md) and writes in
batches. Like the corpus writer they are idempotent — a line already imported with the same
values is counted ``unchanged`` — and they do no transaction handling of their own: the caller
(``corpus_import``, or the benchmark commands) wraps the whole import in one transaction, so
the first bad line leaves the database exactly as it was.

- Questions are immutable once imported: references and predictions point at them, so a
  changed question needs a new ``qid``.
- Reference versions are immutable: an identical line is a no-op; the same ``(qid, version)``
  with any different content is an error (make a new version instead).
- Task gold is versioned like references: an admission × task (its ``TaskItem``, with the cutoff)
  is fixed once imported, and each ``(hadm_id, task, version)`` is immutable; corrected items
  come as a new ``version``.
- The first import of reference or task-gold versions records the dataset's release
  (``benchmark.releases``); later imports never move it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db.models.functions import Length

from benchmark.models import Question, ReferenceAnswer, TaskGold, TaskItem
from benchmark.records import QUESTION_FIELDS, check_category, parse_fields, parse_reference, parse_task_gold
from benchmark.releases import release_record_first
from retrieval.corpus.readers import JsonlReader
from retrieval.corpus.records import CorpusFormatError
from retrieval.corpus.writer import Located, WriteCounts
from retrieval.models import Admission, Dataset, Note, Patient

# Model fields of a question as they come from a questions.jsonl line.
QUESTION_VALUES = ("subject_id", "hadm_ids", "category", "task", "text", "section")
REFERENCE_VALUES = ("answer", "structure", "evidence", "author", "rationale", "parent", "defect_type", "created")


def question_values(record: dict) -> dict[str, Any]:
    return {
        "subject_id": record["subject_id"], "hadm_ids": record["hadm_ids"], "category": record["category"],
        "task": record["task"], "text": record["question"], "section": record["section"] or "",
    }


def reference_values(record: dict) -> dict[str, Any]:
    return {
        "answer": record["answer"], "structure": record["structure"], "evidence": record["evidence"],
        "author": record["author"], "rationale": record["rationale"] or "", "parent": record["parent"] or None,
        "defect_type": record["defect"] or "", "created": record["created"],
    }


# Where a model field's name differs from the file's, messages use the file's.
_FILE_NAMES = {"text": "question", "defect_type": "defect"}


def _differences(old: dict, new: dict, names: Iterable[str]) -> list[str]:
    return [_FILE_NAMES.get(name, name) for name in names if old[name] != new[name]]


def _repeat_error(key_text: str, first: Located, item: Located, differs: list[str]):
    return item.error(
        f"{key_text} appears more than once in this import with different values ({', '.join(differs)}) "
        f"(first at {first.where})"
    )


class QuestionWriter:
    """Batches new questions; checks patients, admissions, duplicates and immutability."""

    def __init__(self, dataset: Dataset, *, batch_size: int | None = None):
        self.dataset = dataset
        self.batch_size = batch_size or settings.EPIKG_IMPORT_BATCH_SIZE
        self.counts = WriteCounts()
        self._seen: dict[str, tuple[Located, dict]] = {}
        self._batch: list[tuple[Located, dict]] = []

    def add(self, item: Located) -> None:
        """``item.record`` is a parsed questions.jsonl line (see ``QUESTION_FIELDS``)."""
        check_category(item.record, file=item.file, line=item.line)
        qid, values = item.record["qid"], question_values(item.record)
        if len(set(values["hadm_ids"])) != len(values["hadm_ids"]):
            raise item.error(f"hadm_ids {values['hadm_ids']} lists an admission more than once")
        if qid in self._seen:
            first, first_values = self._seen[qid]
            differs = _differences(first_values, values, QUESTION_VALUES)
            if differs:
                raise _repeat_error(f"qid {qid!r}", first, item, differs)
            self.counts.unchanged += 1
            return
        self._seen[qid] = (item, values)
        self._batch.append((item, values))
        if len(self._batch) >= self.batch_size:
            self.flush()

    def flush(self) -> None:
        batch, self._batch = self._batch, []
        if not batch:
            return
        name = self.dataset.name
        patients = dict(
            Patient.objects.filter(dataset=self.dataset, subject_id__in={v["subject_id"] for _, v in batch})
            .values_list("subject_id", "pk")
        )
        owners = dict(
            Admission.objects.filter(dataset=self.dataset, hadm_id__in={h for _, v in batch for h in v["hadm_ids"]})
            .values_list("hadm_id", "subject_id")
        )
        existing = {
            q.qid: q for q in Question.objects.filter(dataset=self.dataset, qid__in=[i.record["qid"] for i, _ in batch])
        }
        new = []
        for item, values in batch:
            qid, subject = item.record["qid"], values["subject_id"]
            if subject not in patients:
                raise item.error(
                    f"subject_id {subject} is not a patient of dataset {name!r}; "
                    "expected a patient of patients.jsonl (import the corpus first)"
                )
            for hadm_id in values["hadm_ids"]:
                owner = owners.get(hadm_id)
                if owner is None:
                    raise item.error(f"hadm_id {hadm_id} is not an admission of dataset {name!r}")
                if owner != subject:
                    raise item.error(
                        f"hadm_id {hadm_id} is an admission of subject_id {owner}, not of subject_id {subject}"
                    )
            current = existing.get(qid)
            if current is None:
                new.append(Question(dataset=self.dataset, qid=qid, patient_id=patients[subject], **values))
                continue
            differs = _differences({f: getattr(current, f) for f in QUESTION_VALUES}, values, QUESTION_VALUES)
            if differs:
                raise item.error(
                    f"qid {qid!r} is already in dataset {name!r} with different values ({', '.join(differs)}); "
                    "questions are immutable once imported (give a changed question a new qid)"
                )
            self.counts.unchanged += 1
        Question.objects.bulk_create(new, batch_size=self.batch_size)
        self.counts.created += len(new)


class ReferenceWriter:
    """Batches new reference versions; resolves parents; checks evidence spans and immutability.

    A parent must be on an earlier line of this import or already be in the database.
    ``compare_created=False`` is for sources that carry no ``created`` time of their own (the
    public release shape, whose rows are stamped at import): re-importing them is still a no-op.
    """

    def __init__(self, dataset: Dataset, *, batch_size: int | None = None, compare_created: bool = True):
        self.dataset = dataset
        self.batch_size = batch_size or settings.EPIKG_IMPORT_BATCH_SIZE
        self.compared = REFERENCE_VALUES if compare_created else tuple(v for v in REFERENCE_VALUES if v != "created")
        self.counts = WriteCounts()
        self._seen: dict[tuple[str, str], tuple[Located, dict]] = {}
        self._pks: dict[tuple[str, str], int] = {}  # rows this import created or found unchanged
        self._batch: list[tuple[Located, dict, bool]] = []

    def add(self, item: Located) -> None:
        """``item.record`` is a parsed references.jsonl line (see :func:`parse_reference`)."""
        key, values = (item.record["qid"], item.record["version"]), reference_values(item.record)
        if key in self._seen:
            first, first_values = self._seen[key]
            differs = _differences(first_values, values, self.compared)
            if differs:
                raise _repeat_error(f"qid {key[0]!r} version {key[1]!r}", first, item, differs)
            self.counts.unchanged += 1
            return
        parent_in_file = values["parent"] is not None and (key[0], values["parent"]) in self._seen
        self._seen[key] = (item, values)
        self._batch.append((item, values, parent_in_file))
        if len(self._batch) >= self.batch_size:
            self.flush()

    def flush(self) -> None:
        batch, self._batch = self._batch, []
        if not batch:
            return
        name = self.dataset.name
        qids = {item.record["qid"] for item, _, _ in batch}
        questions = {
            qid: (pk, subject)
            for qid, pk, subject in Question.objects.filter(dataset=self.dataset, qid__in=qids)
            .values_list("qid", "pk", "subject_id")
        }
        versions = {item.record["version"] for item, _, _ in batch} | {v["parent"] for _, v, _ in batch if v["parent"]}
        existing = {
            (row.question.qid, row.version): row
            for row in ReferenceAnswer.objects.filter(
                question__dataset=self.dataset, question__qid__in=qids, version__in=versions
            ).select_related("question", "parent")
        }
        notes = {
            note_id: (subject, length)
            for note_id, subject, length in Note.objects.filter(
                dataset=self.dataset, note_id__in={span["note_id"] for _, v, _ in batch for span in v["evidence"]}
            ).annotate(length=Length("text")).values_list("note_id", "subject_id", "length")
        }
        new: list[tuple[tuple[str, str], ReferenceAnswer, str | None]] = []
        for item, values, parent_in_file in batch:
            qid, version = key = (item.record["qid"], item.record["version"])
            if qid not in questions:
                raise item.error(
                    f"qid {qid!r} is not a question of dataset {name!r}; expected a qid of questions.jsonl "
                    "or of questions already imported"
                )
            question_pk, subject = questions[qid]
            self._check_evidence(item, values["evidence"], subject, notes)
            parent = values["parent"]
            if parent is not None and not parent_in_file and (qid, parent) not in existing:
                raise item.error(
                    f"parent {parent!r} is not a version of qid {qid!r}; a parent must come before its "
                    "children in references.jsonl or already be imported"
                )
            current = existing.get(key)
            if current is None:
                fields = {f: v for f, v in values.items() if f != "parent"}
                new.append((key, ReferenceAnswer(question_id=question_pk, version=version, **fields), parent))
                continue
            stored = {f: getattr(current, f) for f in REFERENCE_VALUES if f != "parent"}
            stored["parent"] = current.parent.version if current.parent_id else None
            differs = _differences(stored, values, self.compared)
            if differs:
                raise item.error(
                    f"qid {qid!r} version {version!r} is already imported with different values "
                    f"({', '.join(differs)}); reference versions are immutable: make a new version instead"
                )
            self._pks[key] = current.pk
            self.counts.unchanged += 1
        ReferenceAnswer.objects.bulk_create([row for _, row, _ in new], batch_size=self.batch_size)
        for key, row, _ in new:
            self._pks[key] = row.pk
        linked = []
        for (qid, _), row, parent in new:
            if parent is not None:
                row.parent_id = self._pks.get((qid, parent)) or existing[(qid, parent)].pk
                linked.append(row)
        ReferenceAnswer.objects.bulk_update(linked, ["parent"], batch_size=self.batch_size)
        self.counts.created += len(new)

    def _check_evidence(self, item: Located, evidence: list[dict], subject: int, notes: dict) -> None:
        for index, span in enumerate(evidence):
            note_id = span["note_id"]
            if note_id not in notes:
                raise item.error(
                    f"evidence[{index}]: note_id {note_id!r} is not a note of dataset {self.dataset.name!r}"
                )
            note_subject, length = notes[note_id]
            if note_subject != subject:
                raise item.error(
                    f"evidence[{index}]: note {note_id!r} is a note of subject_id {note_subject}, "
                    f"not of the question's patient (subject_id {subject})"
                )
            if span["end"] > length:
                raise item.error(
                    f"evidence[{index}]: span [{span['start']}, {span['end']}) is outside note {note_id!r}, "
                    f"which has {length} characters; expected 0 <= start < end <= {length}"
                )


class TaskGoldWriter:
    """Batches task items and task-gold versions; both are immutable once imported."""

    def __init__(self, dataset: Dataset, *, batch_size: int | None = None):
        self.dataset = dataset
        self.batch_size = batch_size or settings.EPIKG_IMPORT_BATCH_SIZE
        self.counts = WriteCounts()
        self._seen: dict[tuple[int, str, str], Located] = {}
        self._cutoffs: dict[tuple[int, str], Located] = {}
        self._batch: list[Located] = []

    def add(self, item: Located) -> None:
        rec = item.record
        key = (rec["hadm_id"], rec["task"], rec["version"])
        if key in self._seen:
            first = self._seen[key]
            differs = _differences(first.record, rec, ("subject_id", "cutoff", "items"))
            if differs:
                raise _repeat_error(f"hadm_id {key[0]} task {key[1]!r} version {key[2]!r}", first, item, differs)
            self.counts.unchanged += 1
            return
        other = self._cutoffs.setdefault(key[:2], item)
        differs = _differences(other.record, rec, ("subject_id", "cutoff"))
        if differs:
            raise _repeat_error(f"hadm_id {key[0]} task {key[1]!r}", other, item, differs)
        self._seen[key] = item
        self._batch.append(item)
        if len(self._batch) >= self.batch_size:
            self.flush()

    def flush(self) -> None:
        batch, self._batch = self._batch, []
        if not batch:
            return
        items = self._task_items(batch)
        existing = {
            (row.item_id, row.version): row.items
            for row in TaskGold.objects.filter(item_id__in={i.pk for i in items.values()})
        }
        new = []
        for located in batch:
            rec = located.record
            task_item = items[(rec["hadm_id"], rec["task"])]
            stored = existing.get((task_item.pk, rec["version"]))
            if stored is None:
                new.append(TaskGold(item=task_item, version=rec["version"], items=rec["items"]))
            elif stored != rec["items"]:
                raise located.error(
                    f"hadm_id {rec['hadm_id']} task {rec['task']!r} version {rec['version']!r} is already imported "
                    "with different items; task-gold versions are immutable: give the corrected items a new "
                    "version (field 'version')")
            else:
                self.counts.unchanged += 1
        TaskGold.objects.bulk_create(new, batch_size=self.batch_size)
        self.counts.created += len(new)

    def _task_items(self, batch: list[Located]) -> dict[tuple[int, str], TaskItem]:
        """The task items of the batch's lines, created where new; a known item's cutoff is fixed."""
        hadm_ids = {located.record["hadm_id"] for located in batch}
        admissions = {
            hadm_id: (pk, subject)
            for hadm_id, pk, subject in Admission.objects.filter(dataset=self.dataset, hadm_id__in=hadm_ids)
            .values_list("hadm_id", "pk", "subject_id")
        }
        items = {(row.hadm_id, row.task): row
                 for row in TaskItem.objects.filter(dataset=self.dataset, hadm_id__in=hadm_ids)}
        new = {}
        for located in batch:
            rec = located.record
            if rec["hadm_id"] not in admissions:
                raise located.error(f"hadm_id {rec['hadm_id']} is not an admission of dataset {self.dataset.name!r}")
            admission_pk, subject = admissions[rec["hadm_id"]]
            if subject != rec["subject_id"]:
                raise located.error(
                    f"hadm_id {rec['hadm_id']} is an admission of subject_id {subject}, "
                    f"not of subject_id {rec['subject_id']}"
                )
            key = (rec["hadm_id"], rec["task"])
            current = items.get(key)
            if current is None:
                if key not in new:
                    new[key] = TaskItem(dataset=self.dataset, admission_id=admission_pk, subject_id=subject,
                                        hadm_id=rec["hadm_id"], task=rec["task"], cutoff=rec["cutoff"])
            elif current.cutoff != rec["cutoff"]:
                raise located.error(
                    f"hadm_id {rec['hadm_id']} task {rec['task']!r} was imported with cutoff "
                    f"{current.cutoff.isoformat() if current.cutoff else None}, not {rec['cutoff']}; a task "
                    "item's cutoff is fixed (it decides which notes are input)")
        TaskItem.objects.bulk_create(list(new.values()), batch_size=self.batch_size)
        items.update(new)
        return items


def run_import(reader, parse: Callable[..., dict], writer) -> dict[str, int]:
    """Parse every line of ``reader`` and hand it to ``writer``; return the writer's counts."""
    for line_no, raw in reader:
        writer.add(Located(parse(raw, file=reader.label, line=line_no), reader.label, line_no))
    writer.flush()
    return writer.counts.as_dict()


def parse_question(raw: dict, *, file: str, line: int | None) -> dict:
    return parse_fields(QUESTION_FIELDS, raw, file=file, line=line)


def questions_import(*, path: Path, dataset: Dataset, batch_size: int | None = None) -> dict[str, int]:
    """Import a ``questions.jsonl`` into ``dataset`` (inside the caller's transaction)."""
    return run_import(JsonlReader(path), parse_question, QuestionWriter(dataset, batch_size=batch_size))


def references_import(*, path: Path, dataset: Dataset, batch_size: int | None = None) -> dict[str, int]:
    """Import a ``references.jsonl`` into ``dataset`` (inside the caller's transaction)."""
    counts = run_import(JsonlReader(path), parse_reference, ReferenceWriter(dataset, batch_size=batch_size))
    release_record_first(dataset)
    return counts


def task_gold_import(*, path: Path, dataset: Dataset, batch_size: int | None = None) -> dict[str, int]:
    """Import a ``task_gold.jsonl`` into ``dataset`` (inside the caller's transaction)."""
    counts = run_import(JsonlReader(path), parse_task_gold, TaskGoldWriter(dataset, batch_size=batch_size))
    release_record_first(dataset)
    return counts


def dataset_named(name: str) -> Dataset:
    """The dataset the command-line importers add to; it must exist (its corpus comes first)."""
    try:
        return Dataset.objects.get(name=name)
    except Dataset.DoesNotExist:
        raise CorpusFormatError(
            "--dataset", None, f"no dataset named {name!r}; import its corpus first (manage.py import_corpus)"
        ) from None
