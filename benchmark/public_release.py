"""``manage.py import_questions``: questions in our ``questions.jsonl`` shape or in the public
ClinicalBench release shape, optionally with the release's answers as a reference version.

The release shape (JSON Lines or one JSON list) has ``qid``, ``category``, ``question``,
``expected_answer``, ``section``, ``subject_id`` or ``patient_id``, and ``hadm_id`` (an int, a
list or null); other fields are ignored. A file whose first object has ``hadm_ids`` is read as
``questions.jsonl`` instead, with that format's strict checks.
"""

from __future__ import annotations

from pathlib import Path

from django.db import transaction
from django.utils import timezone

from benchmark.categories import TASK_OF, Category, category_list
from benchmark.importers import QuestionWriter, ReferenceWriter, dataset_named, parse_question, run_import
from benchmark.records import VERSION_LABEL, Field, open_records, parse_field, parse_fields
from benchmark.releases import release_record_first
from retrieval.corpus.records import CorpusFormatError

RELEASE_FIELDS = (
    Field("qid", "str", True, 64),
    Field("category", "str", True),
    Field("question", "str", True),
    Field("expected_answer", "str", False),
    Field("section", "str", False, 128),
)
_SUBJECT = Field("subject_id", "int", True)
_PATIENT = Field("patient_id", "int", True)
_HADM_ID = Field("hadm_id", "int", True)
_HADM_IDS = Field("hadm_id", "int_list", True)


def _category(raw: object, *, file: str, line: int | None) -> str:
    """Release files spell categories loosely (``Family History``): case, spaces and hyphens
    are ignored."""
    name = raw.strip().lower().replace(" ", "_").replace("-", "_") if isinstance(raw, str) else None
    if name not in Category.values:
        raise CorpusFormatError(
            file, line,
            f"unknown category {raw!r}; expected one of {category_list()} (case, spaces and hyphens are ignored)",
        )
    return name


def parse_release(raw: dict, *, file: str, line: int | None) -> dict:
    """A release object as a questions.jsonl record plus its ``expected_answer``."""
    if "hadm_ids" in raw:
        raise CorpusFormatError(
            file, line,
            "this line has hadm_ids (the questions.jsonl shape) but the file's first line is in the public "
            "release shape; one file holds one shape",
        )
    if isinstance(raw.get("qid"), int) and not isinstance(raw.get("qid"), bool):
        raw = {**raw, "qid": str(raw["qid"])}
    record = parse_fields(RELEASE_FIELDS, raw, file=file, line=line, allow_unknown=True)
    record["category"] = _category(raw.get("category"), file=file, line=line)
    record["task"] = TASK_OF[record["category"]]
    subject, patient = (
        parse_field(spec, raw[spec.name], file=file, line=line) if raw.get(spec.name) is not None else None
        for spec in (_SUBJECT, _PATIENT)
    )
    if subject is None and patient is None:
        raise CorpusFormatError(file, line, "field 'subject_id' (or 'patient_id') is required but missing or null")
    if subject is not None and patient is not None and subject != patient:
        raise CorpusFormatError(
            file, line, f"subject_id {subject} and patient_id {patient} disagree; expected one patient"
        )
    record["subject_id"] = subject if subject is not None else patient
    hadm = raw.get("hadm_id")
    if hadm is None:
        record["hadm_ids"] = []
    elif isinstance(hadm, list):
        record["hadm_ids"] = parse_field(_HADM_IDS, hadm, file=file, line=line)
    else:
        record["hadm_ids"] = [parse_field(_HADM_ID, hadm, file=file, line=line)]
    return record


def _first_line(reader) -> dict | None:
    lines = iter(reader)
    try:
        first = next(lines, None)
    finally:
        lines.close()
    return first[1] if first else None


def question_file_import(
    *,
    path: Path | str,
    dataset_name: str,
    reference_version: str | None = None,
    author: str = "import",
) -> dict[str, dict[str, int]]:
    """Import a question file (either shape) into an existing dataset, all or nothing.

    With ``reference_version``, each release object's ``expected_answer`` becomes that reference
    version of its question, written by ``author`` and stamped with the time of this import.
    Re-importing the same file with the same options is a no-op. Returns counts per kind.
    """
    path = Path(path)
    if reference_version is not None:
        if not VERSION_LABEL.fullmatch(reference_version):
            raise CorpusFormatError(
                "--reference-version", None,
                f"{reference_version!r} is not a version label (1 to 32 of A-Z a-z 0-9 . _ -)",
            )
        if not author or len(author) > 150:
            raise CorpusFormatError("--author", None, "expected a name of 1 to 150 characters")
    counts: dict[str, dict[str, int]] = {}
    with transaction.atomic():
        dataset = dataset_named(dataset_name)
        reader = open_records(path)
        first = _first_line(reader)
        if first is None:
            raise CorpusFormatError(reader.label, None, "no questions found; expected one JSON object per question")
        if "hadm_ids" in first:
            if reference_version is not None:
                raise CorpusFormatError(
                    "--reference-version", None,
                    f"{reader.label} is in the questions.jsonl shape, which carries no answers; "
                    "import reference versions from a references.jsonl (manage.py import_corpus)",
                )
            counts["questions"] = run_import(reader, parse_question, QuestionWriter(dataset))
            return counts
        counts["questions"] = run_import(reader, parse_release, QuestionWriter(dataset))
        if reference_version is not None:
            created = timezone.now()

            def parse_answer(raw: dict, *, file: str, line: int | None) -> dict:
                record = parse_release(raw, file=file, line=line)
                if not record["expected_answer"]:
                    raise CorpusFormatError(
                        file, line, "field 'expected_answer' is required with --reference-version but missing or empty"
                    )
                return {
                    "qid": record["qid"], "version": reference_version, "answer": record["expected_answer"],
                    "structure": None, "evidence": [], "author": author, "rationale": "",
                    "parent": None, "defect": "", "created": created,
                }

            counts["references"] = run_import(
                reader, parse_answer, ReferenceWriter(dataset, compare_created=False)
            )
            release_record_first(dataset)
    return counts
