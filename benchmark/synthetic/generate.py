"""Stream a synthetic cohort to a portable corpus folder.

Writes ``patients.jsonl``, ``admissions.jsonl``, ``notes.jsonl``, ``questions.jsonl``,
``references.jsonl`` (v1, v2, v3 per question), ``task_gold.jsonl`` and ``truth.jsonl``.
One patient is sampled, written and forgotten at a time, so memory does not grow with the cohort;
each patient has its own random stream (seed, index), so the same seed gives the same bytes. The file writing is ``writing``; profiles other than the
default (``slicebench``) reuse it.
"""

from __future__ import annotations

import random
from pathlib import Path

from benchmark.synthetic import plan as planning
from benchmark.synthetic.slicebench import write_slicebench
from benchmark.synthetic.vocab import load_vocabulary
from benchmark.synthetic.writing import FILES, CohortSummary, write_files, write_patient

__all__ = ["FILES", "PROFILES", "CohortSummary", "generate_cohort"]

PROFILES = ("default", "slicebench")


def generate_cohort(*, out: Path | str, patients: int = 43, seed: int = 42, questions: int = 400,
                    progress=None, profile: str = "default") -> CohortSummary:
    """Write the cohort to ``out`` (created; existing cohort files are replaced atomically).

    ``profile`` "slicebench" writes SliceBench's cohort instead (``benchmark.synthetic.slicebench``:
    six patients in three complexity tiers, 24 questions each); ``patients`` and ``questions``
    then do not apply.
    """
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r}; profiles: {', '.join(PROFILES)}")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    vocab = load_vocabulary()
    if profile == "slicebench":
        return write_files(out, lambda handles, summary: write_slicebench(
            handles, seed=seed, vocab=vocab, summary=summary, progress=progress))
    slots = planning.plan_slots(patients=patients, questions=questions, seed=seed)
    by_patient = planning.slots_by_patient(slots)

    def write(handles, summary):
        for index in range(patients):
            rng = random.Random(f"patient:{seed}:{index}")
            mine = sorted(by_patient.get(index, []), key=lambda s: s.qid)
            two = planning.has_two_admissions(index, patients)
            write_patient(handles, rng, index=index, seed=seed, two=two, slots=mine, vocab=vocab, summary=summary)
            if progress:
                progress(index + 1, patients)

    return write_files(out, write)
