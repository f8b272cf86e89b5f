"""Typed-fact serialization of graph edges: the evidence text a prompt receives (paper 000 App. C.2:
the subgraph "is serialized into structured text preserving assertion labels (e.g., 'Absent:
pneumonia')"), and a parser that reads it back, so the epistemic invariant (App. B, Def. 1) can
be checked on the serialized evidence too.

One fact per line::

    Absent: Pneumonia [concept=255848; experiencer=Patient; temporality=Current; predicate=has_condition;
                       date=2177-08-15; hadm=20665196; note=10332598-PN-1; allen=During; c=0.90]

(on one line). The label comes first, as a reader expects; the bracket at the end carries the
typed fields (which never contain brackets), so a label may contain anything, brackets included;
only its line breaks and runs of spaces become single spaces.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

_FACT = re.compile(r"^(?P<assertion>[A-Za-z_]+): (?P<label>.*) \[(?P<fields>[^\[\]]*)\]$")
_ASSERTIONS = {"Present", "Absent", "Possible", "Conditional", "Hypothetical", "Family_History", "Historical"}


class FactFormatError(ValueError):
    pass


@dataclass(frozen=True)
class Fact:
    """A parsed fact line: the epistemic state plus the typed context around it."""

    assertion: str
    label: str
    concept_id: int
    experiencer: str
    temporality: str
    predicate: str
    fields: dict[str, str]

    @property
    def epistemic_state(self) -> tuple[int, str, str, str]:
        return (self.concept_id, self.assertion, self.experiencer, self.temporality)


def _clean(text: str) -> str:
    """One line: runs of whitespace (line breaks included) become one space."""
    return " ".join(str(text).split())


def _field(text: str) -> str:
    return _clean(text).replace("[", "(").replace("]", ")").replace(";", ",")


def _date(edge) -> str | None:
    for name in ("event_date", "valid_from", "doc_date", "valid_to"):
        value = getattr(edge, name, None)
        if value is not None:
            return f"{value:%Y-%m-%d}"
    return None


def serialize_edge(edge, *, label: str | None = None) -> str:
    """One fact line for a ``KGEdge`` (pass ``label``, or it reads ``edge.object.label``) or a
    ``TraversalEdge`` (which carries its label)."""
    if label is None:
        label = getattr(edge, "label", None)
        if label is None:
            label = edge.object.label
    fields = [
        ("concept", str(edge.concept_id)),
        ("experiencer", edge.experiencer),
        ("temporality", edge.temporality),
        ("predicate", edge.predicate),
        ("date", _date(edge)),
        ("hadm", None if edge.hadm_id is None else str(edge.hadm_id)),
        ("note", _note_id(edge)),
        ("allen", edge.allen_relation),
        ("c", f"{edge.temporal_confidence:.2f}"),
    ]
    body = "; ".join(f"{key}={_field(value)}" for key, value in fields if value is not None)
    return f"{edge.assertion}: {_clean(label)} [{body}]"


def _note_id(edge) -> str | None:
    note_id = getattr(edge, "note_id", None)
    if isinstance(note_id, str) or note_id is None:
        return note_id
    note = getattr(edge, "note", None)  # a KGEdge: note_id is the foreign key
    return note.note_id if note is not None else None


def serialize_edges(edges: Iterable, *, title: str | None = None) -> str:
    lines = [f"{title}:"] if title else []
    lines += [serialize_edge(edge) for edge in edges]
    return "\n".join(lines)


def parse_fact(line: str) -> Fact:
    """Read one fact line back; raises :class:`FactFormatError` naming what is wrong."""
    match = _FACT.match(line.strip())
    if not match:
        raise FactFormatError(f"not a fact line: {line[:80]!r}")
    assertion = match["assertion"]
    if assertion not in _ASSERTIONS:
        raise FactFormatError(f"unknown assertion {assertion!r}")
    fields = {}
    for item in match["fields"].split("; "):
        key, sep, value = item.partition("=")
        if not sep:
            raise FactFormatError(f"field without '=': {item!r}")
        fields[key] = value
    missing = {"concept", "experiencer", "temporality", "predicate"} - set(fields)
    if missing:
        raise FactFormatError(f"missing field(s) {', '.join(sorted(missing))}")
    try:
        concept_id = int(fields["concept"])
    except ValueError:
        raise FactFormatError(f"concept {fields['concept']!r} is not an integer") from None
    return Fact(assertion, match["label"], concept_id, fields["experiencer"], fields["temporality"],
                fields["predicate"], fields)


def parse_facts(text: str) -> list[Fact]:
    """Every fact line of a serialized block (title lines and blank lines are skipped)."""
    return [parse_fact(line) for line in text.splitlines() if line.strip() and not line.rstrip().endswith(":")]
