"""Writing one synthetic cohort's files: the file set, the partial files moved into place only when
everything is written, one patient (truth → chart → questions → references → task gold) at a
time. ``generate.generate_cohort`` and the profiles (``slicebench``) share it.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from benchmark.synthetic import plan as planning
from benchmark.synthetic.chart import ChartWriter
from benchmark.synthetic.defects import make_defective
from benchmark.synthetic.questions import NoCandidate, QuestionBuilder
from benchmark.synthetic.truth import sample_patient
from benchmark.synthetic.validate import require_coherent

FILES = ("patients.jsonl", "admissions.jsonl", "notes.jsonl", "questions.jsonl", "references.jsonl",
         "task_gold.jsonl", "truth.jsonl")
VERSION_TIMES = {"v1": "2026-01-15T00:00:00", "v2": "2026-02-15T00:00:00", "v3": "2026-04-01T00:00:00"}


@dataclass
class CohortSummary:
    patients: int = 0
    admissions: int = 0
    notes: int = 0
    questions: int = 0
    references: int = 0
    categories: Counter = field(default_factory=Counter)
    defects: Counter = field(default_factory=Counter)
    corrected: int = 0


def _dump(handle, row: dict) -> None:
    handle.write(json.dumps(row, ensure_ascii=False, separators=(", ", ": ")))
    handle.write("\n")


def write_files(out: Path, write) -> CohortSummary:
    """``write(handles, summary)`` into partial files, moved into place only when it succeeds."""
    summary = CohortSummary()
    handles = {name: open(out / f".{name}.partial", "w", encoding="utf-8", newline="\n") for name in FILES}
    try:
        write(handles, summary)
    except BaseException:
        for handle in handles.values():
            handle.close()
            Path(handle.name).unlink(missing_ok=True)
        raise
    for name, handle in handles.items():
        handle.close()
        Path(handle.name).replace(out / name)
    return summary


def write_patient(handles, rng, *, index, seed, two, slots, vocab, summary, truth_options=None, adjust=None,
                  builder_class=QuestionBuilder) -> None:
    """Sample, write and question one patient. A profile passes ``truth_options`` (to
    ``sample_patient``), ``adjust(truth)`` (run before the chart is written) and its own builder."""
    needs = planning.needs(slots)
    truth = sample_patient(rng, index=index, seed=seed, two_admissions=two, needs=needs, vocab=vocab,
                           **(truth_options or {}))
    if adjust:
        adjust(truth)
    notes, mentions = ChartWriter(truth, vocab, rng).write_chart()
    subject_id = truth["subject_id"]
    # every chart is checked before it is kept: a contradiction fails the cohort, naming the note
    require_coherent(notes, {subject_id: truth["gender"]}, vocab)
    _dump(handles["patients.jsonl"], {"subject_id": subject_id, "gender": truth["gender"],
                                      "anchor_age": truth["anchor_age"], "race": truth["race"]})
    for adm in truth["admissions"]:
        _dump(handles["admissions.jsonl"], {"subject_id": subject_id, "hadm_id": adm["hadm_id"],
                                            "admittime": adm["admittime"], "dischtime": adm["dischtime"],
                                            "race": truth["race"]})
        _write_task_gold(handles["task_gold.jsonl"], subject_id, adm, notes)
    for note in notes:
        _dump(handles["notes.jsonl"], note)
    builder = builder_class(truth, mentions, vocab, rng)
    for slot in slots:
        built = None
        for _ in range(3):
            try:
                built = builder.build(slot.kind or slot.category)
                break
            except NoCandidate:
                continue
        if built is None:
            raise RuntimeError(f"patient {index} (subject {subject_id}) cannot support a {slot.category} "
                               f"question ({slot.qid}); the truth sampler must provide more facts")
        _write_question(handles, rng, slot, subject_id, built, truth, summary)
    truth["mentions"] = [m.as_dict() for m in mentions]
    _dump(handles["truth.jsonl"], truth)
    summary.patients += 1
    summary.admissions += len(truth["admissions"])
    summary.notes += len(notes)


def _write_question(handles, rng, slot, subject_id, built, truth, summary) -> None:
    _dump(handles["questions.jsonl"], {
        "qid": slot.qid, "subject_id": subject_id, "hadm_ids": built["hadm_ids"], "category": slot.category,
        "task": slot.task, "question": built["question"], "section": built["section"],
    })
    exact = {"answer": built["answer"], "structure": built["structure"], "evidence": built["evidence"]}
    if slot.defect:
        answer, structure, why = make_defective(slot.defect, exact, truth, rng)
        v1 = {"answer": answer, "structure": structure, "evidence": built["evidence"],
              "author": "generator:auto-nlp", "rationale": f"auto-generated; defect: {why}", "defect": slot.defect}
        summary.defects[slot.defect] += 1
    else:
        v1 = {**exact, "author": "generator:auto-nlp", "rationale": "auto-generated from the NLP pipeline", "defect": None}
    if slot.corrected_in_v2:
        v2 = {**exact, "author": "generator:pilot-review", "defect": None,
              "rationale": f"physician pilot correction of a {slot.defect.replace('_', ' ')} defect"}
        summary.corrected += 1
    else:
        v2 = {**v1, "author": v1["author"], "rationale": "carried over from v1 unchanged"}
    v3 = {**exact, "author": "generator:truth", "defect": None, "rationale": "exact answer from the cohort's ground truth"}
    for version, row, parent in (("v1", v1, None), ("v2", v2, "v1"), ("v3", v3, "v2")):
        _dump(handles["references.jsonl"], {
            "qid": slot.qid, "version": version, "answer": row["answer"], "structure": row["structure"],
            "evidence": row["evidence"], "author": row["author"], "rationale": row["rationale"],
            "parent": parent, "defect": row["defect"], "created": VERSION_TIMES[version],
        })
        summary.references += 1
    summary.questions += 1
    summary.categories[slot.category] += 1


#: The gold is exact truth, written once: version v1 (a curated correction would be v2).
TASK_GOLD_VERSION = "v1"


def _write_task_gold(handle, subject_id: int, adm: dict, notes: list[dict]) -> None:
    ds_time = next((n["charttime"] for n in notes if n["hadm_id"] == adm["hadm_id"] and n["note_type"] == "DS"), None)
    base = {"subject_id": subject_id, "hadm_id": adm["hadm_id"]}
    _dump(handle, {**base, "task": "imaging", "cutoff": ds_time, "items": [
        {"modality": s["modality"], "subtype": s["subtype"], "body_site": s["body_site"], "date": s["date"]}
        for s in adm["imaging"]], "version": TASK_GOLD_VERSION})
    _dump(handle, {**base, "task": "antibiotics",
                   "cutoff": (adm["id_consult"] + "T14:30:00") if adm["id_consult"] else ds_time, "items": [
        {"drug": c["name"], "ingredients": c["ingredients"], "start": c["start"], "end": c["end"], "intent": c["intent"]}
        for c in adm["antibiotics"]], "version": TASK_GOLD_VERSION})
    _dump(handle, {**base, "task": "diagnoses", "cutoff": ds_time, "items": [
        {"icd10": d["code"], "description": d["description"], "billed": True} for d in adm["icd10"]],
        "version": TASK_GOLD_VERSION})
