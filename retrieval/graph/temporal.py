"""Time on knowledge-graph edges: valid time, the Allen relation to the admission, and the
temporal confidence c (paper 000 App. C.1, Definition 4; App. R).

A mention's valid time comes from its note's ``charttime`` and its NLP temporality τa:

=========  ==============================  ===========================================================
τa         valid time                      Allen relation to the admission [admittime, dischtime]
=========  ==============================  ===========================================================
Current    the instant of the note         computed: the instant against the interval (During …)
Past       ends by the note (resolved,     Before; a chronic condition still Present (“history of
           absent) / open (chronic)        CHF”) spans the stay: Contains
Future     starts at the note, open        After when the note is a discharge summary or written
                                           after discharge; otherwise Overlaps (starts in the stay,
                                           may run past it)
=========  ==============================  ===========================================================

Family members' events get Unknown: the relative's timeline is not the admission's. A note with no
admission gets Unknown. Temporal confidence c starts from how precise the note's time is
(``charttime`` with a time of day, or a date only) and is lowered when the interval is one-sided
or open, when there is no admission or no discharge time, and when the note was charted far
outside the admission it names; the scores live in ``rules/graph_rules.json``.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from epikg_core.dates import DATE_PATTERN, date_from_match
from epikg_core.dates import first_date as read_first_date
from retrieval.models.graph import AllenRelation

#: A note charted this long before admission or after discharge is outside its admission.
BEFORE_ADMISSION_TOLERANCE = dt.timedelta(days=1)
AFTER_DISCHARGE_TOLERANCE = dt.timedelta(days=7)

#: Allen's 13 relations (of X relative to Y) → the 9 stored values (App. R): mirror pairs merged,
#: equals is Concurrent.
ALLEN_13_TO_9 = {
    "before": AllenRelation.BEFORE, "meets": AllenRelation.BEFORE,
    "after": AllenRelation.AFTER, "met_by": AllenRelation.AFTER,
    "overlaps": AllenRelation.OVERLAPS, "overlapped_by": AllenRelation.OVERLAPS,
    "starts": AllenRelation.STARTS, "started_by": AllenRelation.STARTS,
    "finishes": AllenRelation.FINISHES, "finished_by": AllenRelation.FINISHES,
    "during": AllenRelation.DURING,
    "contains": AllenRelation.CONTAINS,
    "equals": AllenRelation.CONCURRENT,
}


def allen13(x_start, x_end, y_start, y_end) -> str:
    """Allen's relation of interval X to interval Y (ends inclusive; an instant is an interval
    whose ends coincide, and an instant at Y's start *starts* Y, at its end *finishes* it)."""
    if x_start > x_end or y_start > y_end:
        raise ValueError("an interval must not end before it starts")
    if x_start == y_start and x_end == y_end:
        return "equals"
    if x_end < y_start:
        return "before"
    if x_start > y_end:
        return "after"
    if x_end == y_start and x_start < x_end:
        return "meets"
    if x_start == y_end and x_start < x_end:
        return "met_by"
    if x_start == y_start:
        return "starts" if x_end < y_end else "started_by"
    if x_end == y_end:
        return "finishes" if x_start > y_start else "finished_by"
    if x_start > y_start and x_end < y_end:
        return "during"
    if x_start < y_start and x_end > y_end:
        return "contains"
    return "overlaps" if x_start < y_start else "overlapped_by"


def allen(x_start, x_end, y_start, y_end) -> str:
    """The stored (9-value) relation of X to Y."""
    return ALLEN_13_TO_9[allen13(x_start, x_end, y_start, y_end)].value


@dataclass(frozen=True)
class Admission:
    """The reference interval: ``dischtime`` None means the patient has not left (open end)."""

    admittime: dt.datetime
    dischtime: dt.datetime | None

    @property
    def end(self) -> dt.datetime:
        return self.dischtime or dt.datetime.max.replace(tzinfo=dt.timezone.utc)


@dataclass(frozen=True)
class Placement:
    event_date: dt.datetime | None
    valid_from: dt.datetime | None
    valid_to: dt.datetime | None
    allen_relation: str
    temporal_confidence: float


def _clamp(value: float) -> float:
    return round(min(1.0, max(0.0, value)), 2)


def is_date_only(moment: dt.datetime) -> bool:
    """MIMIC discharge summaries carry a charttime at midnight: a date, not a time."""
    return moment.time() == dt.time(0, 0)


def _base_confidence(doc_time: dt.datetime, admission: Admission | None, scores: dict[str, float]) -> float:
    c = scores["chartdate"] if is_date_only(doc_time) else scores["charttime"]
    if admission is None:
        return c + scores["no_admission"]
    if admission.dischtime is None:
        c += scores["open_admission"]
    if doc_time < admission.admittime - BEFORE_ADMISSION_TOLERANCE or (
        admission.dischtime is not None and doc_time > admission.dischtime + AFTER_DISCHARGE_TOLERANCE
    ):
        c += scores["outside_admission"]
    return c


def place_mention(
    *, assertion: str, experiencer: str, temporality: str, doc_time: dt.datetime, note_type: str,
    admission: Admission | None, scores: dict[str, float],
) -> Placement:
    """Valid time, Allen relation and temporal confidence of one mention (see the module docs)."""
    c = _base_confidence(doc_time, admission, scores)
    if experiencer == "Family":
        return Placement(None, None, None, AllenRelation.UNKNOWN.value, _clamp(c + scores["open"]))
    if temporality == "Current":
        relation = (allen(doc_time, doc_time, admission.admittime, admission.end)
                    if admission else AllenRelation.UNKNOWN.value)
        return Placement(doc_time, doc_time, None, relation, _clamp(c))
    if temporality == "Past":
        if assertion == "Present":  # chronic: began before, still holds
            relation = AllenRelation.CONTAINS.value if admission else AllenRelation.UNKNOWN.value
            return Placement(None, None, None, relation, _clamp(c + scores["open"]))
        relation = AllenRelation.BEFORE.value if admission else AllenRelation.UNKNOWN.value
        return Placement(None, None, doc_time, relation, _clamp(c + scores["one_sided"]))
    # Future: from the note on.
    if admission is None:
        relation = AllenRelation.UNKNOWN.value
    elif note_type == "DS" or doc_time >= admission.end:
        relation = AllenRelation.AFTER.value
    else:
        relation = AllenRelation.OVERLAPS.value
    return Placement(None, doc_time, None, relation, _clamp(c + scores["one_sided"]))


def place_admission(admission: Admission, scores: dict[str, float]) -> Placement:
    """The has_admission edge: the stay itself (Concurrent with itself)."""
    c = scores["record"] + (scores["open_admission"] if admission.dischtime is None else 0.0)
    return Placement(admission.admittime, admission.admittime, admission.dischtime,
                     AllenRelation.CONCURRENT.value, _clamp(c))


def place_note(doc_time: dt.datetime, admission: Admission | None, scores: dict[str, float]) -> Placement:
    """The has_note edge: the note's instant against its admission."""
    relation = (allen(doc_time, doc_time, admission.admittime, admission.end)
                if admission else AllenRelation.UNKNOWN.value)
    return Placement(doc_time, doc_time, doc_time, relation, _clamp(_base_confidence(doc_time, admission, scores)))


# -- explicit dates next to a mention ----------------------------------------------------------

#: What may stand between a mention and the date after it: punctuation and a few linking words
#: ("(8/15-8/17)", ": 8/15 - 8/17", "started 8/15", "on 2177-08-15", "from Aug 15 to Aug 20").
_LEAD = re.compile(
    r"[\s:,(\[-]*(?:(?:started|start|begun|began|initiated|given|from|on|since|dated|d/c'?d|stopped)\s+)?",
    re.IGNORECASE,
)
#: What joins the two ends of a range ("8/15-8/17", "8/15 through 8/17").
_RANGE = re.compile(r"\s*(?:-|–|to|through|thru|until)\s*", re.IGNORECASE)
#: How far after a mention a date may start (characters).
EXPLICIT_WINDOW = 40


def _at_midnight(day: dt.date, reference: dt.datetime) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(0, 0), tzinfo=reference.tzinfo)


def explicit_dates(text_after: str, reference: dt.datetime) -> tuple[dt.datetime, dt.datetime | None] | None:
    """The date, or (start, end) range, written right after a mention ("cefepime (8/15-8/17)"),
    resolved against the note's date by :mod:`epikg_core.dates` (year-less dates at most a month
    after the note, two-digit years at most ten years after it); None if there is none or it does
    not parse. An end before its start is not a range."""
    text = text_after[:EXPLICIT_WINDOW + 30]
    lead = _LEAD.match(text)
    if lead.end() > EXPLICIT_WINDOW:
        return None
    first = DATE_PATTERN.match(text, lead.end())
    start = date_from_match(first, reference) if first else None
    if start is None:
        return None
    end = None
    joiner = _RANGE.match(text, first.end())
    second = DATE_PATTERN.match(text, joiner.end()) if joiner else None
    if second:
        end = date_from_match(second, reference)
        if end is not None and end < start:
            end = None
    return _at_midnight(start, reference), None if end is None else _at_midnight(end, reference)


def first_date(text: str, reference: dt.datetime) -> dt.datetime | None:
    """The first date written anywhere in ``text`` ("1/2 CXR", "on 2177-08-15", "Aug 15"), resolved
    against ``reference`` as ``explicit_dates`` does, at midnight in the reference's time zone."""
    day = read_first_date(text, reference)
    return None if day is None else _at_midnight(day, reference)


def place_explicit(placement: Placement, dates: tuple[dt.datetime, dt.datetime | None], admission: Admission | None
                   ) -> Placement:
    """A placement whose valid time comes from dates the text states: event_date and valid_from
    the start, valid_to the end of a range (a single past date also ends there)."""
    start, end = dates
    if end is None and placement.valid_to is not None:  # a past statement: it held on that date
        end = start
    relation = allen(start, end or start, admission.admittime, admission.end) if admission else placement.allen_relation
    return Placement(start, start, end, relation, placement.temporal_confidence)
