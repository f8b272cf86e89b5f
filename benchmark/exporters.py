"""Writing ``questions.jsonl``, ``references.jsonl`` and ``task_gold.jsonl`` back out.

The output is the import format (docs/benchmark-format.md) and byte-stable: questions by
``qid``, references by ``qid`` and then in the order their versions were created (parents before
children), task gold by subject, admission and task; keys in the documented order; times in UTC
without an offset. Sorting is done in Python so that SQLite and PostgreSQL (whose collations
differ) write the same bytes.

``omit_text`` (``export_corpus --omit-text``) replaces free text — ``question``, ``answer``,
``rationale`` — with ``<field>_length`` and ``<field>_sha256``, as notes' text is replaced;
identifiers, structure, evidence offsets and task gold stay. Such files cannot be re-imported.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path

from benchmark.models import Question, ReferenceAnswer, TaskGold
from benchmark.records import canonical_items, canonical_structure
from benchmark.releases import version_key
from retrieval.corpus.records import format_datetime
from retrieval.models import Dataset


def write_jsonl(path: Path, rows: Iterable[dict]) -> int:
    """Write ``rows`` to ``path`` through a temporary file, so a failed export leaves no half file."""
    path = Path(path)
    tmp = path.with_name(f".{path.name}.partial")
    count = 0
    with open(tmp, "w", encoding="utf-8", newline="\n") as handle:
        for row in rows:
            handle.write(json.dumps(row, ensure_ascii=False))
            handle.write("\n")
            count += 1
    tmp.replace(path)
    return count


def _text(row: dict, name: str, value: str, omit_text: bool) -> None:
    if omit_text:
        row[f"{name}_length"] = len(value)
        row[f"{name}_sha256"] = hashlib.sha256(value.encode("utf-8")).hexdigest()
    else:
        row[name] = value


def question_row(question: Question, *, omit_text: bool = False) -> dict:
    row = {
        "qid": question.qid, "subject_id": question.subject_id, "hadm_ids": list(question.hadm_ids),
        "category": question.category, "task": question.task,
    }
    _text(row, "question", question.text, omit_text)
    row["section"] = question.section or None
    return row


def reference_row(reference: ReferenceAnswer, *, omit_text: bool = False) -> dict:
    row = {"qid": reference.question.qid, "version": reference.version}
    _text(row, "answer", reference.answer, omit_text)
    row["structure"] = canonical_structure(reference.structure)
    row["evidence"] = [
        {"note_id": span["note_id"], "start": span["start"], "end": span["end"], "section": span.get("section")}
        for span in reference.evidence
    ]
    row["author"] = reference.author
    _text(row, "rationale", reference.rationale, omit_text)
    row["parent"] = reference.parent.version if reference.parent_id else None
    row["defect"] = reference.defect_type or None
    row["created"] = format_datetime(reference.created)
    return row


def task_gold_row(gold: TaskGold) -> dict:
    item = gold.item
    return {
        "subject_id": item.subject_id, "hadm_id": item.hadm_id, "task": item.task,
        "cutoff": format_datetime(item.cutoff), "items": canonical_items(item.task, gold.items),
        "version": gold.version,
    }


def questions_export(*, path: Path, dataset: Dataset, omit_text: bool = False) -> int:
    """Write the dataset's questions to ``path``; returns the number of lines."""
    questions = sorted(Question.objects.filter(dataset=dataset), key=lambda q: q.qid)
    return write_jsonl(path, (question_row(q, omit_text=omit_text) for q in questions))


def references_export(*, path: Path, dataset: Dataset, omit_text: bool = False) -> int:
    """Write every reference version of the dataset's questions to ``path``."""
    references = sorted(
        ReferenceAnswer.objects.filter(question__dataset=dataset).select_related("question", "parent"),
        key=lambda r: (r.question.qid, r.pk),
    )
    return write_jsonl(path, (reference_row(r, omit_text=omit_text) for r in references))


def task_gold_export(*, path: Path, dataset: Dataset, omit_text: bool = False) -> int:
    """Write the dataset's task gold to ``path`` (``omit_text`` changes nothing: it has no free text)."""
    gold = sorted(TaskGold.objects.filter(item__dataset=dataset).select_related("item"),
                  key=lambda g: (g.item.subject_id, g.item.hadm_id, g.item.task, version_key(g.version)))
    return write_jsonl(path, (task_gold_row(g) for g in gold))


def prediction_row(prediction, run, *, with_prompts: bool = False) -> dict:
    """One exported prediction. Without ``with_prompts`` the row holds no note text (answers may
    quote notes: treat exports as patient data unless the notes are synthetic)."""
    row = {
        "qid": prediction.qid, "condition": run.condition, "model": run.model, "run_id": run.pk,
        "answer": prediction.answer, "intent": prediction.intent or None,
        "evidence_tokens": prediction.evidence_tokens, "prompt_tokens": prediction.prompt_tokens,
        "completion_tokens": prediction.completion_tokens, "retrieval_ms": prediction.retrieval_ms,
        "latency_ms": prediction.latency_ms, "cost_usd": prediction.cost_usd, "error": prediction.error or None,
    }
    if with_prompts:
        row["prompt"] = prediction.prompt
        row["evidence"] = prediction.evidence
    return row


def predictions_export(*, runs, handle, with_prompts: bool = False) -> int:
    """Write the runs' predictions as JSON Lines to an open text handle; returns the row count."""
    count = 0
    for run in runs:
        fields = ["qid", "answer", "intent", "evidence_tokens", "prompt_tokens", "completion_tokens", "retrieval_ms",
                  "latency_ms", "cost_usd", "error"] + (["prompt", "evidence"] if with_prompts else [])
        for prediction in run.predictions.order_by("qid").only(*fields, "run_id").iterator(chunk_size=500):
            handle.write(json.dumps(prediction_row(prediction, run, with_prompts=with_prompts), ensure_ascii=False))
            handle.write("\n")
            count += 1
    return count
