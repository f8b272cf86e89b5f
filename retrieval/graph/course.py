"""The course of each problem and medication: what the patient's statements say its state was,
statement by statement, and the state *as of* a time or *at the end of* an admission.

One derivation, used by every graph condition's routing (``retrieval.conditions.routing``) and by
the patient page's state table, so that what an answer says a drug or problem was and what the
page shows are the same reading of the chart.

Plain functions over edge rows (``TraversalEdge``, ``patient_edges()`` rows, or anything with the
same attributes: ``concept_id``, ``hadm_id``, ``predicate``, ``assertion``, ``experiencer``,
``temporality``, ``status``, ``doc_date``, ``edge_id``); no database access. Only the patient's own
mention statements count; hypothetical and conditional ones state no course.

A **drug** statement (a medication predicate) is read as:

* ending it — a stated hold, stop or completion, or a denied start or continuation ("was not
  restarted"; an inpatient order's denial excepted);
* keeping it going — started, continued, dose changed, resumed, or named on a discharge list;
* documenting it without deciding — a home-medication line, a single inpatient dose, a bare
  mention.

Within one admission the last deciding statement gives the drug's state; a drug the admission
documents but whose discharge list (``discharge_lists``: the admissions that have one) leaves it
out was "not on the discharge list" when the stay ended, and an inpatient-only order never makes a
drug current after the stay.

A **problem** statement (any other predicate) is read as present, suspected (Possible), absent,
resolved (a stated resolution, Historical, or a past denial), chronic, or history of (Present with
τa = Past); the latest statement decides, a stated status before a bare mention of the same time.
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

DRUG_PREDICATES = frozenset({"takes_drug", "took_before_admission", "given_in_hospital", "prescribed_at_discharge"})
#: Discharge lists are what a medication-change question compares; inpatient-only orders are not.
DISCHARGE = "prescribed_at_discharge"
HOME = "took_before_admission"
#: the basis of a stay's medication changes when no home list of it was read: the discharge list only
NO_HOME_LIST = "the discharge list only: no home medication list was found for this admission"
INPATIENT_ONLY = "given_in_hospital"
#: medication statuses that end a drug (it is not current after them) and those that keep it going
ENDING = frozenset({"held", "stopped", "completed"})
ONGOING = frozenset({"started", "continued", "dose_changed", "resumed"})
#: the state a drug is in when its stay's discharge list leaves it out, or a later stay's list does
NOT_LISTED = "not on the discharge list"
NOT_LISTED_LATER = "not on a later discharge list"
OFF_LIST = frozenset({NOT_LISTED, NOT_LISTED_LATER})
#: what a statement does to the course: ``ONGOING_COURSE`` and ``ENDED`` decide a drug's state;
#: ``DOCUMENTED`` only says the drug was named (a home list, an inpatient dose)
ONGOING_COURSE, ENDED, DOCUMENTED = "ongoing", "ended", "documented"
#: a problem's courses besides those: suspected, absent, past (history of)
SUSPECTED, ABSENT, PAST = "suspected", "absent", "past"
NOT_A_STATEMENT = frozenset({"Hypothetical", "Conditional"})

_FLOOR = dt.datetime.min.replace(tzinfo=dt.timezone.utc)
_WORDS = {"dose_changed": "dose changed"}


@dataclass(frozen=True)
class Stated:
    """One statement of a problem's or drug's state: the state (``state``: a stated status such as
    "held" or "dose_changed", or "on the discharge list", "resolved", "suspected" …; ``word`` for
    people), what it does to the course, and the edge."""

    concept_id: int
    kind: str  # "drug" or "problem"
    state: str
    course: str
    when: dt.datetime | None
    hadm_id: int | None
    edge: object

    @property
    def decides(self) -> bool:
        return self.course != DOCUMENTED

    @property
    def word(self) -> str:
        return _WORDS.get(self.state, self.state)


def _statements(edges: Iterable) -> list:
    return [e for e in edges if getattr(e, "origin", "mention") == "mention" and e.experiencer == "Patient"
            and e.assertion not in NOT_A_STATEMENT]


def _order(e) -> tuple:
    return (e.doc_date or _FLOOR, getattr(e, "edge_id", 0) or 0)


def read_drug(e) -> tuple[str, str] | None:
    """A drug statement's (state, course); None for an assertion that says nothing of its course."""
    status = getattr(e, "status", "") or ""
    if e.assertion not in ("Present", "Absent"):
        return None
    if status in ENDING:
        return status, ENDED
    if e.assertion == "Absent":
        # a denied start or continuation ("was not restarted", "never take X with Y") ends it too;
        # a denied inpatient order ("no heparin overnight") says nothing of the drug's course
        return ("not given", DOCUMENTED) if e.predicate == INPATIENT_ONLY else ("stopped", ENDED)
    if status in ONGOING:
        return status, ONGOING_COURSE
    if e.predicate == DISCHARGE:
        return "on the discharge list", ONGOING_COURSE
    if e.predicate == HOME:
        return "home medication", DOCUMENTED
    if e.predicate == INPATIENT_ONLY:
        return "given in hospital", DOCUMENTED
    return "documented", DOCUMENTED


def read_problem(e) -> tuple[str, str]:
    """A problem statement's (state, course)."""
    status = getattr(e, "status", "") or ""
    if status == "resolved" or e.assertion == "Historical" or (e.temporality == "Past" and e.assertion == "Absent"):
        return "resolved", ENDED
    if status == "chronic":
        return "chronic", ONGOING_COURSE
    if e.assertion == "Possible":
        return "suspected", SUSPECTED
    if e.assertion == "Absent":
        return "absent", ABSENT
    if e.temporality == "Past":
        return "history of", PAST
    return "present", ONGOING_COURSE


def course(edges: Iterable) -> dict[int, list[Stated]]:
    """Per concept, every patient statement of its state in time order (undated first)."""
    out: dict[int, list[Stated]] = defaultdict(list)
    for e in sorted(_statements(edges), key=_order):
        if e.predicate in DRUG_PREDICATES:
            read = read_drug(e)
            if read is None:
                continue
            kind = "drug"
        else:
            read, kind = read_problem(e), "problem"
        out[e.concept_id].append(Stated(e.concept_id, kind, read[0], read[1], e.doc_date, e.hadm_id, e))
    return dict(out)


def _drug_at_end(stay: list[Stated], *, has_list: bool) -> Stated | None:
    """A drug's state when its stay ended, from that stay's statements in time order."""
    decided = None
    for s in stay:
        if s.decides:
            decided = s
    if decided is not None and decided.course == ENDED:
        # one note that stops the drug in one form and lists it going on in another ("STOPPED:
        # metoprolol tartrate" beside "metoprolol succinate 100 mg daily - NEW"): it goes on
        switched = [s for s in stay if s.when == decided.when and s.course == ONGOING_COURSE
                    and s.edge.predicate == DISCHARGE and s.edge.assertion == "Present"]
        decided = switched[-1] if switched else decided
    on_list = any(s.edge.predicate == DISCHARGE and s.edge.assertion == "Present" for s in stay)
    if has_list and not on_list and (decided is None or decided.course != ENDED):
        last = stay[-1]
        return Stated(last.concept_id, "drug", NOT_LISTED, ENDED, last.when, last.hadm_id, last.edge)
    return decided


def latest(found: list[Stated]) -> Stated:
    """The statement that has the last word: the latest, and of statements written at the same
    time (one note) one that states a status ("resolved", "held") before a bare mention, else the
    later in the note."""
    return max(found, key=lambda s: (s.when or _FLOOR, bool(getattr(s.edge, "status", "")),
                                     getattr(s.edge, "edge_id", 0) or 0))


def discharge_list_dates(edges: Iterable) -> dict[int, dt.datetime | None]:
    """Admission → when its discharge list was written (the latest of its entries), for the
    admissions whose notes list the patient's discharge medications."""
    dates: dict[int, dt.datetime | None] = {}
    for e in _statements(edges):
        if e.predicate == DISCHARGE and e.assertion == "Present" and e.hadm_id is not None:
            known = dates.get(e.hadm_id)
            dates[e.hadm_id] = e.doc_date if known is None or (e.doc_date and e.doc_date > known) else known
    return dates


def state_as_of(edges: Iterable, *, until: dt.datetime | None = None, hadm_id: int | None = None,
                discharge_lists: Iterable[int] | Mapping[int, dt.datetime | None] = (),
                kinds: Iterable[str] = ("drug", "problem"), stated: dict[int, list[Stated]] | None = None
                ) -> dict[int, Stated]:
    """Concept → its state from the statements written by ``until`` (all, without it) and, with
    ``hadm_id``, within that admission only (the state at the end of that stay). A drug's state
    comes from the last admission that names it; given when each list was written
    (``discharge_lists`` as a mapping, ``discharge_list_dates``), a later admission's discharge
    list that leaves the drug out ends it too ("not on a later discharge list"): an
    earlier stay's list does not outlive a later one. A drug with no deciding statement is left
    out; a problem's bare mention is kept (a present problem is a state). ``stated``: the edges'
    ``course`` when the caller has read it already (it reads the same edges at several times)."""
    lists, wanted = set(discharge_lists), set(kinds)
    dated = dict(discharge_lists) if isinstance(discharge_lists, Mapping) else {}
    states: dict[int, Stated] = {}
    for concept_id, found in (course(edges) if stated is None else stated).items():
        found = [s for s in found if (until is None or s.when is None or s.when <= until)
                 and (hadm_id is None or s.hadm_id == hadm_id)]
        drugs = [s for s in found if s.kind == "drug"]
        # a concept the chart gives as a drug reads as one (its other mentions say nothing of the course)
        found = drugs or found
        if not found or found[0].kind not in wanted:
            continue
        if found[0].kind == "drug":
            last_hadm = found[-1].hadm_id
            stay = [s for s in found if s.hadm_id == last_hadm]
            state = _drug_at_end(stay, has_list=last_hadm in lists)
            last_when = found[-1].when
            later = [h for h, written in dated.items() if hadm_id is None and h != last_hadm and written is not None
                     and last_when is not None and written > last_when and (until is None or written <= until)]
            if later and (state is None or state.course != ENDED):
                h = max(later, key=lambda k: dated[k])
                state = Stated(concept_id, "drug", NOT_LISTED_LATER, ENDED, dated[h], h, stay[-1].edge)
        else:
            state = latest(found)
        if state is not None:
            states[concept_id] = state
    return states


def drug_states(edges: Iterable, *, discharge_lists: Iterable[int] | Mapping[int, dt.datetime | None] = ()
                ) -> dict[int, Stated]:
    """Drug concept → its state now (the last admission that names it decides)."""
    return state_as_of(edges, discharge_lists=discharge_lists, kinds=("drug",))
