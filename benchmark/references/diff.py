"""What changed between two versions of one question's reference (issue 29), for the question
page: the answer's words inserted and deleted (``difflib``), the structured answer's fields
changed, and the evidence spans added and removed."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from benchmark.references.structure import structure_rows

__all__ = ["VersionDiff", "version_diff", "word_diff"]

_TOKEN = re.compile(r"^\s+|\S+\s*")


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """``new`` against ``old`` word by word (each word with the spaces after it), as ``(op, text)``
    pieces in reading order: ``same``, ``del`` (in ``old`` only) and ``ins`` (in ``new`` only).
    The ``same`` and ``ins`` pieces join into ``new``; the ``same`` and ``del`` pieces into ``old``."""
    a, b = _TOKEN.findall(old or ""), _TOKEN.findall(new or "")
    pieces: list[tuple[str, str]] = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag == "equal":
            pieces.append(("same", "".join(a[i1:i2])))
            continue
        if tag in ("delete", "replace"):
            pieces.append(("del", "".join(a[i1:i2])))
        if tag in ("insert", "replace"):
            pieces.append(("ins", "".join(b[j1:j2])))
    return pieces


@dataclass
class VersionDiff:
    old: str
    new: str
    answer: list[tuple[str, str]]
    #: (field, old value, new value) for each structured field added, changed or removed ("" when absent)
    structure: list[tuple[str, str, str]] = field(default_factory=list)
    #: evidence spans (dicts with ``note_id``, ``start``, ``end`` and, where given, ``quote``)
    evidence_added: list[dict] = field(default_factory=list)
    evidence_removed: list[dict] = field(default_factory=list)

    @property
    def answer_changed(self) -> bool:
        return any(op != "same" for op, _ in self.answer)

    @property
    def changed(self) -> bool:
        return self.answer_changed or bool(self.structure or self.evidence_added or self.evidence_removed)


def _span(e: dict) -> tuple:
    return e.get("note_id"), e.get("start"), e.get("end")


def version_diff(old_label: str, old: dict, new_label: str, new: dict) -> VersionDiff:
    """The change from ``old`` to ``new``, each a reference's ``answer``, ``structure`` and
    ``evidence`` (spans, optionally with their ``quote``)."""
    before, after = dict(structure_rows(old.get("structure"))), dict(structure_rows(new.get("structure")))
    keys = list(dict.fromkeys([*before, *after]))
    structure = [(key, before.get(key, ""), after.get(key, "")) for key in keys if before.get(key) != after.get(key)]
    old_spans = {_span(e) for e in old.get("evidence") or []}
    new_spans = {_span(e) for e in new.get("evidence") or []}
    return VersionDiff(
        old=old_label, new=new_label, answer=word_diff(old.get("answer", ""), new.get("answer", "")),
        structure=structure,
        evidence_added=[e for e in new.get("evidence") or [] if _span(e) not in old_spans],
        evidence_removed=[e for e in old.get("evidence") or [] if _span(e) not in new_spans])
