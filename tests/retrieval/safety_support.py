"""The frozen safety cases (tests/retrieval/data/safety, written by a hand that read no code): the
charts imported and built once, each case's question answered under a condition with the offline
reader, and the case's rule checked on the answer.

A case breaks its rule when the answer opens with a forbidden head ("Yes" to "still on apixaban?"
after apixaban was stopped), states a forbidden phrase outside the chart sentences it quotes (a
quote is the evidence shown verbatim, not a claim: a quoted medication line may hold another
drug's dose), or, where the case requires it, names none of the required strings anywhere.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

SAFETY = Path(__file__).parent / "data" / "safety"
DATASET = "safety"
RULES = ("later_end", "relative", "indication_plan", "other_dose")
_QUOTED = re.compile(r'"[^"]*"')


def cases() -> list[dict]:
    return [json.loads(line) for line in (SAFETY / "cases.jsonl").read_text().splitlines() if line.strip()]


def claim(answer: str) -> str:
    """The answer without the chart sentences it quotes."""
    return _QUOTED.sub('""', answer)


def broken(case: dict, answer: str) -> list[str]:
    """How ``answer`` breaks the case's rule (empty: it keeps it)."""
    said = " ".join(claim(answer).split()).lower()
    why = []
    for head in case["forbidden_heads"]:
        if re.match(re.escape(head.lower()) + r"\b", said):
            why.append(f"opens with {head!r}")
    for phrase in case["forbidden_phrases"]:
        if phrase.lower() in said:
            why.append(f"states {phrase!r}")
    required = case.get("required_any") or []
    if required and not any(r.lower() in " ".join(answer.split()).lower() for r in required):
        why.append(f"names none of {required}")
    return why


def import_and_build() -> None:
    """Import the safety charts as dataset ``safety`` and build their graphs (the vocabulary subset
    must be loaded)."""
    from retrieval.corpus.services import corpus_import
    from tests.retrieval.graph_support import build_dataset

    corpus_import(folder=SAFETY, dataset_name=DATASET)
    build_dataset(DATASET)


def answer_case(case: dict, condition: str = "C4g") -> str:
    from retrieval.answering import answer
    from retrieval.conditions import QuestionContext
    from retrieval.models import Patient

    patient = Patient.objects.get(dataset__name=DATASET, subject_id=case["subject_id"])
    ctx = QuestionContext(patient_id=patient.pk, subject_id=case["subject_id"], question=case["question"],
                          hadm_ids=tuple(case["hadm_ids"]), qid=case["case_id"])
    return answer(ctx, condition_id=condition, model="extractive").answer
