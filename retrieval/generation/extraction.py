"""Paper 001's extraction tasks on the answering side: their queries and prompts (``data/tasks.json``)
and the offline extractive reader for them.

The reader turns the retrieved text into the task's JSON answer without a language model:

* imaging — each note of a radiology type is one study (its date the note's, its modality and
  body site from the note's first lines); other notes contribute studies named next to a date
  ("CT abdomen/pelvis on 8/25", "8/22 FOOT AP,LAT");
* antibiotics — every antibiotic name found, its course from a stated range after it ("cefepime
  (8/15-8/17)") or else from the first to the last note that mentions it;
* diagnoses — the problems of the assessment and plan (lines starting "#"), and any ICD-10-CM codes
  the notes state.

It is a floor to compare models against, not a model.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, Field, field_validator

from epikg_core.datafiles import DataFileError, NonBlank, StrictModel, load_data_file, require_keys
from retrieval.conditions.base import Evidence
from retrieval.graph.temporal import explicit_dates, first_date

TASKS_PATH = Path(__file__).resolve().parent / "data" / "tasks.json"
TASKS = ("imaging", "antibiotics", "diagnoses")


class TaskFileError(DataFileError):
    pass


Words = Annotated[list[NonBlank], Field(min_length=1)]


def _fills_evidence_and_question(template: str) -> str:
    if "{evidence}" not in template or "{question}" not in template:
        raise ValueError("must use {evidence} and {question}")
    return template


class TaskEntry(StrictModel):
    query: NonBlank
    template: Annotated[NonBlank, AfterValidator(_fills_evidence_and_question)]


class ReaderWords(StrictModel):
    """The surface forms the offline extractive reader looks for."""

    modalities: Annotated[dict[str, Words], Field(min_length=1)]
    imaging_note_types: Words
    body_sites: Words
    antibiotics: Words


class TasksFile(StrictModel):
    """The shape of ``tasks.json``."""

    version: str = ""
    description: str = ""
    system: NonBlank
    tasks: dict[str, TaskEntry]
    reader: ReaderWords

    @field_validator("tasks")
    @classmethod
    def _has_every_task(cls, tasks: dict[str, TaskEntry]) -> dict[str, TaskEntry]:
        return require_keys(tasks, TASKS, "task")


@dataclass(frozen=True)
class TaskDefinitions:
    version: str
    system: str
    queries: dict[str, str]
    templates: dict[str, str]
    modalities: dict[str, tuple[str, ...]]
    imaging_note_types: frozenset[str]
    body_sites: tuple[str, ...]
    antibiotics: tuple[str, ...]


def load_tasks(path: Path | str = TASKS_PATH) -> TaskDefinitions:
    data = load_data_file(path, TasksFile, error=TaskFileError)
    return TaskDefinitions(
        version=data.version, system=data.system, queries={k: v.query for k, v in data.tasks.items()},
        templates={k: v.template for k, v in data.tasks.items()},
        modalities={k: tuple(v) for k, v in data.reader.modalities.items()},
        imaging_note_types=frozenset(data.reader.imaging_note_types), body_sites=tuple(data.reader.body_sites),
        antibiotics=tuple(data.reader.antibiotics),
    )


@lru_cache(maxsize=1)
def tasks() -> TaskDefinitions:
    return load_tasks()


def _words(phrases) -> re.Pattern:
    alternatives = sorted({re.escape(p) for p in phrases}, key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(alternatives) + r")(?![A-Za-z0-9])", re.IGNORECASE)


def _note_time(passage) -> dt.datetime | None:
    """The passage's note date, the reference year-less dates are read against."""
    if not passage.charttime:
        return None
    return dt.datetime.fromisoformat(passage.charttime).replace(tzinfo=dt.timezone.utc)


def _modality(text: str, d: TaskDefinitions) -> str | None:
    for name, words in d.modalities.items():
        if _words(words).search(text):
            return name
    return None


def _site(text: str, d: TaskDefinitions) -> str | None:
    found = _words(d.body_sites).search(text)
    return found.group(0).lower() if found else None


def extract_imaging(evidence: Evidence) -> list[dict]:
    d = tasks()
    items, seen = [], set()
    for passage in evidence.passages:
        reference = _note_time(passage)
        if passage.note_type in d.imaging_note_types:
            head = " ".join(passage.text.splitlines()[:3])
            modality = _modality(head, d)
            if modality and passage.charttime:
                key = (modality, passage.charttime)
                if key not in seen:
                    seen.add(key)
                    items.append({"date": passage.charttime, "modality": modality, "subtype": head[:80].strip(),
                                  "body_site": _site(head, d)})
            continue
        for line in passage.text.splitlines():
            modality = _modality(line, d)
            found = first_date(line, reference) if modality and reference else None
            date = found.date().isoformat() if found else None
            if modality and date and (modality, date) not in seen:
                seen.add((modality, date))
                items.append({"date": date, "modality": modality, "subtype": line.strip()[:80],
                              "body_site": _site(line, d)})
    return sorted(items, key=lambda i: (i["date"], i["modality"]))


def extract_antibiotics(evidence: Evidence) -> list[dict]:
    d = tasks()
    pattern = _words(d.antibiotics)
    stated: dict[str, tuple[str, str | None]] = {}
    mentioned: dict[str, list[str]] = {}
    for passage in evidence.passages:
        reference = _note_time(passage)
        if reference is None:
            continue
        for match in pattern.finditer(passage.text):
            drug = match.group(0).lower()
            dates = explicit_dates(passage.text[match.end():match.end() + 60], reference)
            if dates and dates[1] is not None:
                stated[drug] = (dates[0].date().isoformat(), dates[1].date().isoformat())
            mentioned.setdefault(drug, []).append(passage.charttime)
    courses = []
    for drug in sorted(set(stated) | set(mentioned)):
        if drug in stated:
            start, end = stated[drug]
        else:
            days = sorted(mentioned[drug])
            start, end = days[0], days[-1]
        courses.append({"drug": drug, "start": start, "end": end})
    return courses


_PROBLEM = re.compile(r"^\s*#\s*([^:#\n]{3,80})", re.MULTILINE)
_ICD = re.compile(r"\b([A-TV-Z][0-9][0-9AB](?:\.[0-9A-TV-Z]{1,4})?)\b")


def icd10_for(name: str) -> str | None:
    """An ICD-10-CM code for a problem name through the vocabulary: the name's standard concept,
    then an ICD10CM concept that 'Maps to' it (with a full Athena load, most conditions have one)."""
    from retrieval.models import Concept, ConceptRelationship
    from retrieval.vocabulary.normalize import normalize

    match = normalize(name, domain="Condition")
    if match is None:
        return None
    sources = ConceptRelationship.objects.filter(
        concept_2_id=match.concept_id, relationship_id="Maps to", invalid_reason="").values_list("concept_1_id", flat=True)
    code = (Concept.objects.filter(concept_id__in=list(sources), vocabulary_id="ICD10CM")
            .order_by("concept_code").values_list("concept_code", flat=True).first())
    return code


def extract_diagnoses(evidence: Evidence) -> list[dict]:
    problems: dict[str, dict] = {}
    for passage in evidence.passages:
        for match in _PROBLEM.finditer(passage.text):
            name = match.group(1).strip().rstrip(".,;")
            key = name.lower()
            if key not in problems:
                codes = _ICD.findall(match.group(0))
                problems[key] = {"diagnosis": name, "icd10": codes[0] if codes else icd10_for(name)}
    return list(problems.values())


EXTRACTORS = {"imaging": extract_imaging, "antibiotics": extract_antibiotics, "diagnoses": extract_diagnoses}


def extractive_task_answer(task: str, evidence: Evidence) -> str:
    """The reader's answer to a task: a JSON array, as the task prompt asks a model for."""
    return json.dumps(EXTRACTORS[task](evidence), ensure_ascii=False)


def task_messages(task: str, evidence: Evidence) -> tuple[list[dict], str]:
    d = tasks()
    user = d.templates[task].format(question=d.queries[task], evidence=evidence.text or "(no notes retrieved)")
    return [{"role": "system", "content": d.system}, {"role": "user", "content": user}], f"task_{task}"
