"""The four temporal views of a patient's edges (paper 000 App. C.2 step 3; §3.4 routing):
event timeline, current state, historical, conflicts.

Plain functions over edge rows — ``TraversalEdge`` from ``traverse()`` or ``patient_edges()``,
or anything with the same attributes — returning structured rows; no database access. Only
mention edges count (a concept → concept edge repeats its object mention's state, and record
edges are not statements about concepts).
"""

from __future__ import annotations

import datetime as dt
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

POSITIVE = "Present"
NEGATIVE = "Absent"
#: Not statements that something holds now (Fig. 1: current state drops conditional edges).
NOT_CURRENT = frozenset({"Hypothetical", "Conditional"})


def _mentions(edges: Iterable) -> list:
    return [e for e in edges if getattr(e, "origin", "mention") == "mention"]


def _when(edge) -> dt.datetime | None:
    return edge.event_date or edge.valid_from or edge.valid_to or edge.doc_date


def _label(edge) -> str:
    label = getattr(edge, "label", None)
    return label if label is not None else edge.object.label


# -- timeline ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class TimelineEntry:
    when: dt.datetime | None
    hadm_id: int | None
    concept_id: int
    label: str
    assertion: str
    experiencer: str
    temporality: str
    predicate: str
    allen_relation: str
    edge: object


def timeline(edges: Iterable) -> list[TimelineEntry]:
    """Every mention in time order (valid time where known, else the note's date); undated last."""
    rows = [
        TimelineEntry(_when(e), e.hadm_id, e.concept_id, _label(e), e.assertion, e.experiencer, e.temporality,
                      e.predicate, e.allen_relation, e)
        for e in _mentions(edges)
    ]
    far = dt.datetime.max.replace(tzinfo=dt.timezone.utc)
    return sorted(rows, key=lambda r: (r.when is None, r.when or far, r.label, r.concept_id))


# -- current state -----------------------------------------------------------------------------


@dataclass(frozen=True)
class CurrentStateEntry:
    concept_id: int
    label: str
    #: "found", or "not_found" for a requested concept with no current evidence
    status: str
    assertion: str | None = None
    temporality: str | None = None
    as_of: dt.datetime | None = None
    hadm_id: int | None = None
    note_id: str | None = None
    evidence: int = 0
    edge: object = None


def current_state(edges: Iterable, *, concepts: Iterable[int] = (), labels: dict[int, str] | None = None
                  ) -> list[CurrentStateEntry]:
    """Per concept, the most recent patient evidence that holds now: τa = Current or an open
    validity (``valid_to`` unset), Hypothetical and Conditional mentions excluded. A concept in
    ``concepts`` with no such evidence is reported "not_found"."""
    eligible = defaultdict(list)
    for e in _mentions(edges):
        if e.experiencer != "Patient" or e.assertion in NOT_CURRENT:
            continue
        if e.temporality == "Current" or e.valid_to is None:
            eligible[e.concept_id].append(e)
    floor = dt.datetime.min.replace(tzinfo=dt.timezone.utc)
    rows = []
    for concept_id, found in eligible.items():
        latest = max(found, key=lambda e: (e.doc_date or floor, e.assertion_confidence, e.temporality == "Current"))
        rows.append(CurrentStateEntry(
            concept_id, _label(latest), "found", latest.assertion, latest.temporality, latest.doc_date,
            latest.hadm_id, getattr(latest, "note_id", None), len(found), latest,
        ))
    for concept_id in dict.fromkeys(concepts):
        if concept_id not in eligible:
            rows.append(CurrentStateEntry(concept_id, (labels or {}).get(concept_id, f"concept {concept_id}"),
                                          "not_found"))
    return sorted(rows, key=lambda r: (r.status != "found", r.label, r.concept_id))


# -- historical --------------------------------------------------------------------------------


@dataclass(frozen=True)
class HistoricalEntry:
    concept_id: int
    label: str
    #: "asserted_past" (τa = Past in the text) or "earlier_admission_only" (present in an earlier
    #: admission, not in the latest: inferred resolved)
    basis: str
    assertion: str
    last_seen: dt.datetime | None
    hadm_ids: tuple[int, ...]
    edge: object


def _admission_order(edges: list) -> list[int]:
    first_seen: dict[int, dt.datetime] = {}
    for e in edges:
        if e.hadm_id is not None and e.doc_date is not None:
            if e.hadm_id not in first_seen or e.doc_date < first_seen[e.hadm_id]:
                first_seen[e.hadm_id] = e.doc_date
    return sorted(first_seen, key=first_seen.get)


def historical(edges: Iterable) -> list[HistoricalEntry]:
    """Past evidence per concept: the patient's τa = Past mentions (not a past denied: "no prior GI
    bleeding"), plus concepts asserted Present in an earlier admission but not in the latest one
    (the paper's admission-based inference)."""
    mentions = [e for e in _mentions(edges) if e.experiencer == "Patient"]
    floor = dt.datetime.min.replace(tzinfo=dt.timezone.utc)
    rows = []
    past = defaultdict(list)
    for e in mentions:
        # "no prior GI bleeding", "never had a stroke": a past denied is no past evidence of it
        if e.temporality == "Past" and e.assertion != "Absent":
            past[e.concept_id].append(e)
    for concept_id, found in past.items():
        latest = max(found, key=lambda e: (e.doc_date or floor, e.assertion_confidence))
        hadms = tuple(sorted({e.hadm_id for e in found if e.hadm_id is not None}))
        rows.append(HistoricalEntry(concept_id, _label(latest), "asserted_past", latest.assertion, latest.doc_date,
                                    hadms, latest))
    order = _admission_order(mentions)
    if len(order) >= 2:
        latest_hadm = order[-1]
        present_by_hadm = defaultdict(set)
        for e in mentions:
            if e.assertion == POSITIVE and e.hadm_id is not None:
                present_by_hadm[e.hadm_id].add(e.concept_id)
        earlier = set().union(*(present_by_hadm[h] for h in order[:-1]))
        for concept_id in sorted(earlier - present_by_hadm[latest_hadm] - set(past)):
            found = [e for e in mentions if e.concept_id == concept_id and e.assertion == POSITIVE]
            latest = max(found, key=lambda e: (e.doc_date or floor, e.assertion_confidence))
            hadms = tuple(h for h in order[:-1] if concept_id in present_by_hadm[h])
            rows.append(HistoricalEntry(concept_id, _label(latest), "earlier_admission_only", latest.assertion,
                                        latest.doc_date, hadms, latest))
    return sorted(rows, key=lambda r: (r.basis, r.label, r.concept_id))


# -- conflicts ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ConflictEntry:
    concept_id: int
    label: str
    hadm_id: int | None
    assertions: dict[str, int]
    present: object  # the latest Present edge
    absent: object  # the latest Absent edge


def conflicts(edges: Iterable) -> list[ConflictEntry]:
    """Concepts the chart asserts both Present and Absent for the patient, currently (τa =
    Current), within one admission: evidence a reader has to reconcile, not an error to hide."""
    groups = defaultdict(list)
    for e in _mentions(edges):
        if e.experiencer == "Patient" and e.temporality == "Current":
            groups[(e.concept_id, e.hadm_id)].append(e)
    floor = dt.datetime.min.replace(tzinfo=dt.timezone.utc)
    rows = []
    for (concept_id, hadm_id), found in groups.items():
        counts = Counter(e.assertion for e in found)
        if counts[POSITIVE] and counts[NEGATIVE]:
            present = max((e for e in found if e.assertion == POSITIVE), key=lambda e: e.doc_date or floor)
            absent = max((e for e in found if e.assertion == NEGATIVE), key=lambda e: e.doc_date or floor)
            rows.append(ConflictEntry(concept_id, _label(found[0]), hadm_id, dict(sorted(counts.items())),
                                      present, absent))
    return sorted(rows, key=lambda r: (r.label, r.concept_id, r.hadm_id or 0))
