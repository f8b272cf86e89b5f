"""Row-wise annotation of (sentence, concept) inputs: what ``manage.py annotate`` runs.

Input rows are JSONL objects or TSV rows with ``sentence`` and ``concept`` (optional ``start``/
``end``, the concept's character offsets in the sentence; optional ``section``, a section title
such as "Family History"). Every other field is carried through untouched. A row whose concept is
not in its sentence is kept with ``assertion: null`` and an ``error``.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Iterator
from pathlib import Path

from retrieval.corpus.records import CorpusFormatError
from retrieval.nlp.pipeline import classify_spans

csv.field_size_limit(min(sys.maxsize, 2**31 - 1))


def read_rows(path: Path) -> Iterator[tuple[int, dict]]:
    """Yield (line, row) from a JSONL file or a TSV file with a header (by extension or content)."""
    raw = path.read_bytes()
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise CorpusFormatError(path.name, line, "not valid UTF-8") from None
    first = text.lstrip()[:1]
    if path.suffix.lower() in {".tsv", ".tab"} or (first and first != "{"):
        reader = csv.DictReader(io.StringIO(text), delimiter="\t")
        missing = {"sentence", "concept"} - set(reader.fieldnames or [])
        if missing:
            raise CorpusFormatError(path.name, 1, f"missing column(s) {', '.join(sorted(missing))} in the TSV header")
        for row in reader:
            yield reader.line_num, dict(row)
        return
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise CorpusFormatError(path.name, number, f"not valid JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise CorpusFormatError(path.name, number, "expected a JSON object")
        yield number, row


def _offsets(row: dict, *, file: str, line: int) -> tuple[int, int] | str:
    sentence, concept = row.get("sentence"), row.get("concept")
    if not isinstance(sentence, str) or not isinstance(concept, str) or not concept.strip():
        raise CorpusFormatError(file, line, "each row needs string fields 'sentence' and 'concept'")
    start, end = row.get("start"), row.get("end")
    if start not in (None, "") and end not in (None, ""):
        try:
            start, end = int(start), int(end)
        except (TypeError, ValueError):
            raise CorpusFormatError(file, line, "'start' and 'end' must be integers") from None
        if not (0 <= start < end <= len(sentence)):
            return f"start/end [{start}, {end}) are outside the sentence ({len(sentence)} characters)"
        return start, end
    index = sentence.lower().find(concept.lower())
    if index < 0:
        return f"concept {concept!r} does not occur in the sentence"
    return index, index + len(concept)


def annotate_rows(path: Path) -> Iterator[dict]:
    """Annotate every row of ``path``; yields output rows in input order."""
    for line, row in read_rows(path):
        offsets = _offsets(row, file=path.name, line=line)
        out = dict(row)
        if isinstance(offsets, str):
            out.update(assertion=None, experiencer=None, temporality=None, confidence=None, triggers=[],
                       error=offsets)
            yield out
            continue
        section = row.get("section") or None
        result = classify_spans(row["sentence"], [offsets], section=section)[0]
        if result is None:
            out.update(assertion=None, experiencer=None, temporality=None, confidence=None, triggers=[],
                       error="the concept span could not be aligned to tokens")
        else:
            out.update(assertion=result.assertion.value, experiencer=result.experiencer.value,
                       temporality=result.temporality.value, confidence=result.confidence,
                       triggers=result.triggers())
        yield out
