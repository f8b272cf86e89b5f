"""Small benchmark files over the example corpus (docs/examples/corpus_small), and a snapshot
of every table an import touches, to prove a failed import changed nothing."""

from __future__ import annotations

import copy
from pathlib import Path

from benchmark.models import DatasetRelease, Prediction, PredictionSet, Question, ReferenceAnswer, TaskGold, TaskItem
from retrieval.models import Admission, Dataset, Note, Patient
from tests.conftest import EXAMPLE_CORPUS, read_jsonl, write_jsonl

NOTE_TEXTS = {row["note_id"]: row["text"] for row in read_jsonl(EXAMPLE_CORPUS / "notes.jsonl")}


def span(note_id: str, phrase: str, section: str | None = None) -> dict:
    start = NOTE_TEXTS[note_id].index(phrase)
    return {"note_id": note_id, "start": start, "end": start + len(phrase), "section": section}


QUESTIONS = [
    {"qid": "chg-001", "subject_id": 10000117, "hadm_ids": [27988844], "category": "change", "task": "B",
     "question": "Which medications were started at discharge?", "section": "Discharge Medications"},
    {"qid": "cs-001", "subject_id": 10000032, "hadm_ids": [22595853, 22841357], "category": "current_state",
     "task": "B", "question": "Is the ascites still active at the last discharge?", "section": None},
    {"qid": "fh-001", "subject_id": 10000084, "hadm_ids": [], "category": "family_history", "task": "A",
     "question": "Does anyone in the patient's family have Parkinson's disease?", "section": "Family History"},
    {"qid": "neg-001", "subject_id": 10000032, "hadm_ids": [22595853], "category": "negation", "task": "A",
     "question": "Did the patient have fevers before the first admission?", "section": "History of Present Illness"},
]

REFERENCES = [
    {"qid": "chg-001", "version": "v1", "answer": "Omeprazole was started.",
     "structure": {"added": ["omeprazole"], "removed": [], "compared": ["home medications", "discharge medications"]},
     "evidence": [], "author": "generator:truth", "rationale": "", "parent": None, "defect": None,
     "created": "2024-03-01T09:00:00"},
    {"qid": "cs-001", "version": "v1", "answer": "Yes, ascites is active.",
     "structure": {"concept": "ascites", "polarity": "present", "experiencer": "patient", "status": "active"},
     "evidence": [span("10000032-PN-1", "Ascites s/p paracentesis", "A/P")], "author": "generator:truth",
     "rationale": "Still treated on hospital day 2.", "parent": None, "defect": None, "created": "2024-03-01T09:00:00"},
    {"qid": "neg-001", "version": "v1", "answer": "No, she denied fevers.",
     "structure": {"concept": "fever", "polarity": "absent", "experiencer": "patient"},
     "evidence": [span("10000032-DS-21", "denies fevers", "History of Present Illness")], "author": "generator:truth",
     "rationale": "", "parent": None, "defect": None, "created": "2024-03-01T09:00:00"},
    {"qid": "neg-001", "version": "v2", "answer": "Yes, she had fevers.",
     "structure": {"concept": "fever", "polarity": "present", "experiencer": "patient"},
     "evidence": [span("10000032-DS-21", "denies fevers", "History of Present Illness")], "author": "generator:defects",
     "rationale": "The negation cue was missed.", "parent": "v1", "defect": "inverted_truth",
     "created": "2024-03-02T09:00:00"},
    {"qid": "neg-001", "version": "v3", "answer": "No, she denied fevers.",
     "structure": {"concept": "fever", "polarity": "absent", "experiencer": "patient"},
     "evidence": [span("10000032-DS-21", "denies fevers", None)], "author": "pat-physician",
     "rationale": "Adjudicated: v2 inverted the negation.", "parent": "v2", "defect": None,
     "created": "2024-03-03T09:00:00"},
]

TASK_GOLD = [
    {"subject_id": 10000032, "hadm_id": 22595853, "task": "diagnoses", "cutoff": "2180-05-07T00:00:00",
     "items": [{"icd10": "K74.60", "description": "Unspecified cirrhosis of liver", "billed": True},
               {"icd10": "B18.2", "description": "Chronic viral hepatitis C", "billed": True}], "version": "v1"},
    {"subject_id": 10000032, "hadm_id": 22595853, "task": "imaging", "cutoff": "2180-05-07T00:00:00",
     "items": [{"modality": "Ultrasound", "subtype": "", "body_site": "liver", "date": "2180-05-06"}], "version": "v1"},
    {"subject_id": 10000117, "hadm_id": 27988844, "task": "antibiotics", "cutoff": None,
     "items": [{"drug": "Ceftriaxone", "ingredients": ["ceftriaxone"], "start": "2183-09-18", "end": None,
                "intent": "prophylactic"}], "version": "v1"},
]


def questions() -> list[dict]:
    return copy.deepcopy(QUESTIONS)


def references() -> list[dict]:
    return copy.deepcopy(REFERENCES)


def task_gold() -> list[dict]:
    return copy.deepcopy(TASK_GOLD)


def write_benchmark(folder: Path, *, questions_rows=None, reference_rows=None, task_gold_rows=None) -> Path:
    """Write the three benchmark files into a corpus folder (the defaults unless rows are given)."""
    write_jsonl(folder / "questions.jsonl", questions() if questions_rows is None else questions_rows)
    write_jsonl(folder / "references.jsonl", references() if reference_rows is None else reference_rows)
    write_jsonl(folder / "task_gold.jsonl", task_gold() if task_gold_rows is None else task_gold_rows)
    return folder


def snapshot():
    """Everything the corpus and benchmark tables hold."""
    return (
        sorted(Dataset.objects.values_list("pk", "name")),
        sorted(Patient.objects.values_list("pk", "subject_id")),
        sorted(Admission.objects.values_list("pk", "hadm_id")),
        sorted(Note.objects.values_list("pk", "note_id", "text_sha256")),
        sorted(Question.objects.values_list("pk", "dataset_id", "qid", "text", "section", "category")),
        sorted(ReferenceAnswer.objects.values_list("pk", "question_id", "version", "answer", "parent_id", "created")),
        sorted(TaskItem.objects.values_list("pk", "hadm_id", "task", "cutoff"), key=repr),
        sorted(TaskGold.objects.values_list("pk", "item_id", "version", "items"), key=repr),
        sorted(DatasetRelease.objects.values_list("dataset_id", "reference_version", "task_gold_version")),
        sorted(PredictionSet.objects.values_list("pk", "name")),
        sorted(Prediction.objects.values_list("pk", "question_id", "answer")),
    )
