"""Evidence recall: how much of the evidence a physician would cite reached the reader.

A reference answer's ``evidence`` lists character spans of the patient's notes
(``{"note_id", "start", "end", "section"}``). A prediction's structured evidence lists the passages
the condition handed to the reader (``passages``: note id and character span) and, for graph
conditions, the facts with their provenance (``facts``: note id and, where recorded, the span of
the sentence the fact came from). A reference span counts as **covered** when the prediction's
evidence on the same note covers at least ``COVERED`` of its characters (the union of the
passages' and facts' spans). The score is the share of reference spans covered: 1.0 all, 0.0
none, the fraction otherwise.

It reads no answer text, so it measures retrieval whatever the model or reader: the same value for
a run with the offline reader and one with any LLM over the same evidence. A reference without
evidence spans cannot be scored and is left out (``score`` returns ``None``), so the mean is over
questions that name their evidence.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from benchmark.evaluators.base import CORRECT, INCORRECT, PARTIAL, Score

#: the share of a reference span's characters the prediction's evidence must cover
COVERED = 0.5


def _intervals(evidence: Mapping[str, Any] | None) -> dict[str, list[tuple[int, int]]]:
    """The prediction's evidence as merged character intervals per note."""
    spans: dict[str, list[tuple[int, int]]] = defaultdict(list)
    for key in ("passages", "facts"):
        for row in (evidence or {}).get(key) or []:
            note, start, end = row.get("note_id"), row.get("start"), row.get("end")
            if note is None or not isinstance(start, int) or not isinstance(end, int) or end <= start:
                continue
            spans[str(note)].append((start, end))
    merged: dict[str, list[tuple[int, int]]] = {}
    for note, rows in spans.items():
        rows.sort()
        out = [rows[0]]
        for start, end in rows[1:]:
            if start <= out[-1][1]:
                out[-1] = (out[-1][0], max(out[-1][1], end))
            else:
                out.append((start, end))
        merged[note] = out
    return merged


def covered_share(span: Mapping[str, Any], intervals: dict[str, list[tuple[int, int]]]) -> float:
    """The share of ``span``'s characters inside the prediction's evidence on the same note."""
    start, end = int(span["start"]), int(span["end"])
    if end <= start:
        return 0.0
    inside = sum(max(0, min(end, e) - max(start, s)) for s, e in intervals.get(str(span["note_id"]), []))
    return inside / (end - start)


class EvidenceRecallEvaluator:
    """``evidence_recall``: the share of the reference's evidence spans the prediction's evidence covers."""

    name = "evidence_recall"
    version = f"evidence_recall@1:{COVERED}"
    #: scoring hands this evaluator the prediction's structured evidence and the reference's spans
    reads_evidence = True

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any],
              evidence: Mapping[str, Any] | None = None) -> Score | None:
        spans = [s for s in (reference.get("evidence") or [])
                 if isinstance(s, Mapping) and s.get("note_id") is not None and "start" in s and "end" in s]
        if not spans:
            return None
        intervals = _intervals(evidence)
        shares = [covered_share(span, intervals) for span in spans]
        hit = [share >= COVERED for share in shares]
        value = sum(hit) / len(spans)
        label = CORRECT if all(hit) else (PARTIAL if any(hit) else INCORRECT)
        return Score(value, label, f"{sum(hit)} of {len(spans)} reference evidence spans reached the reader",
                     {"spans": len(spans), "covered": sum(hit),
                      "shares": [round(share, 3) for share in shares],
                      "missed": [{"note_id": s["note_id"], "start": s["start"], "end": s["end"]}
                                 for s, ok in zip(spans, hit) if not ok]})
