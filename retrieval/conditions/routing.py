"""Intent routing (paper 000 Algorithm 1): which of the patient's edges answer a question.

Plain functions over edge rows (``TraversalEdge`` or anything with the same attributes) and the
question's concepts; no database access, so each rule is tested on hand-built graphs.

* ``route_change`` — partitions the patient's statements by admission and reports, between two
  admissions, the concepts added, removed and continued (set differences, Algorithm 1 lines
  2–6). Within a single admission it compares the medications taken before admission with those
  prescribed at discharge. A concept counts in an admission when it is asserted Present for the
  patient there; an explicit "discontinued" (Absent) in the later admission removes it.
* ``route_current_state`` — statements that hold now (τa = Current or open validity),
  deduplicated by concept, most recent first; each asked concept without one is "not_found".
* ``route_at_discharge`` — the asked drugs' state when one admission ended (on the discharge list,
  or held, stopped, completed, left off it), from that stay's statements only.
* ``route_historical`` — τa = Past statements, plus concepts Present in an earlier admission but
  not in the latest ("resolved", by admission inference).
* ``route_default`` — the traversal's edges as they are (best score first).
"""

from __future__ import annotations

import datetime as dt
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from retrieval.graph import course, projections
# the drug predicates and statuses are the course's (retrieval.graph.course), named here too
from retrieval.graph.course import (DISCHARGE, DRUG_PREDICATES, ENDING, HOME, INPATIENT_ONLY,  # noqa: F401
                                    NO_HOME_LIST, ONGOING)


def routing_version() -> str:
    """A digest of the intent classifier, its phrase lists and the routing rules below."""
    from epikg_core.versions import files_digest
    from retrieval.conditions.intent import RULES_PATH

    return files_digest(modules=("retrieval.conditions.intent", "retrieval.conditions.routing", "retrieval.graph.course"),
                        files=(RULES_PATH,))


CONDITION_PREDICATES = frozenset({"has_condition", "diagnosed_with", "on_problem_list", "presented_with",
                                  "has_finding", "has_exam_finding", "imaging_shows"})

_FLOOR = dt.datetime.min.replace(tzinfo=dt.timezone.utc)


@dataclass
class Routed:
    """The edges an intent keeps, each with its group, and what the routing decided."""

    intent: str
    edges: list = field(default_factory=list)
    groups: list[str] = field(default_factory=list)
    statuses: list[str] = field(default_factory=list)
    not_found: list[int] = field(default_factory=list)
    compared_admissions: list[int] = field(default_factory=list)
    note: str = ""

    def add(self, edge, group: str = "", status: str = "") -> None:
        self.edges.append(edge)
        self.groups.append(group)
        self.statuses.append(status)


def _mentions(edges: Iterable) -> list:
    return [e for e in edges if getattr(e, "origin", "mention") == "mention" and e.experiencer == "Patient"]


def _latest(edges: Sequence):
    return max(edges, key=lambda e: (e.doc_date or _FLOOR, e.assertion_confidence, e.edge_id))


def admission_order(edges: Iterable) -> list[int]:
    """Admissions in the order they were first documented."""
    first: dict[int, dt.datetime] = {}
    for e in edges:
        if e.hadm_id is None:
            continue
        when = e.doc_date or _FLOOR
        if e.hadm_id not in first or when < first[e.hadm_id]:
            first[e.hadm_id] = when
    return sorted(first, key=lambda h: (first[h], h))


# -- Change ------------------------------------------------------------------------------------


def _state_sets(edges: list, predicates: frozenset | set | None) -> tuple[dict[int, object], set[int]]:
    """Concept → latest Present edge, and the concepts explicitly stopped (latest statement Absent)."""
    by_concept = defaultdict(list)
    for e in edges:
        if predicates is None or e.predicate in predicates:
            by_concept[e.concept_id].append(e)
    present, stopped = {}, set()
    for concept_id, found in by_concept.items():
        latest = _latest(found)
        positives = [e for e in found if e.assertion == "Present" and getattr(e, "status", "") not in ENDING]
        if latest.assertion == "Absent" or getattr(latest, "status", "") in ENDING:
            stopped.add(concept_id)
        elif positives:
            present[concept_id] = _latest(positives)
    return present, stopped


def _list_predicates(edges: list, kind: str) -> set[str] | None:
    """For medications, the discharge list when the admission has one (otherwise every drug
    statement except inpatient-only orders); for conditions, the condition predicates."""
    if kind == "drug":
        if any(e.predicate == DISCHARGE for e in edges):
            return {DISCHARGE}
        return set(DRUG_PREDICATES) - {INPATIENT_ONLY}
    return set(CONDITION_PREDICATES)


def route_change(edges: Iterable, *, kind: str = "drug", hadm_ids: Sequence[int] = (),
                 concepts: Iterable[int] = (), home_lists: Iterable[int] | None = None) -> Routed:
    """Added / removed / continued between two admissions (the asked pair, else the two latest),
    or, with one admission, between home medications and discharge medications — where the stay
    has a home list (``home_lists``: the stays that have one, when ``edges`` hold only some drugs;
    else read from ``edges``): without one, nothing is "added"."""
    wanted = set(concepts)
    mentions = [e for e in _mentions(edges) if not wanted or e.concept_id in wanted]
    routed = Routed("Change")
    order = admission_order(mentions)
    asked = [h for h in hadm_ids if h in order]
    if len(asked) >= 2:
        pair = sorted(asked[-2:], key=order.index)
    elif len(order) >= 2 and len(asked) < 1:
        pair = order[-2:]
    else:
        pair = [asked[0] if asked else (order[-1] if order else None)]
    held: set[int] = set()
    if len(pair) == 2:
        earlier = [e for e in mentions if e.hadm_id == pair[0]]
        later = [e for e in mentions if e.hadm_id == pair[1]]
        before, _ = _state_sets(earlier, _list_predicates(earlier, kind))
        after, stopped = _state_sets(later, _list_predicates(later, kind))
        routed.compared_admissions = list(pair)
        routed.note = "between admissions"
    elif pair[0] is not None:
        stay = [e for e in mentions if e.hadm_id == pair[0]]
        home = [e for e in stay if e.predicate == HOME]
        discharge = [e for e in stay if e.predicate == DISCHARGE]
        with_home = set(home_lists) if home_lists is not None else {
            e.hadm_id for e in _mentions(edges) if e.predicate == HOME}
        before, _ = _state_sets(home, None)
        after, stopped = _state_sets(discharge, None)
        # a drug off the discharge list that the last note to speak of it holds is held, not stopped
        # ("HELD: lisinopril (restart 10 mg when Cr at baseline)", whatever its restart plan reads as)
        for concept_id in set(before) - set(after):
            told = [e for e in stay if e.concept_id == concept_id and getattr(e, "status", "")]
            last = _latest(told).doc_date if told else None
            said = {e.status for e in told if e.doc_date == last}
            if "held" in said and "stopped" not in said:
                held.add(concept_id)
        routed.compared_admissions = [pair[0]]
        routed.note = "home medications vs discharge medications"
        if kind == "drug" and discharge and pair[0] not in with_home:
            # no home list read for the stay: the discharge list, but nothing "added" to a list
            # nobody read (the reader says so)
            routed.note = NO_HOME_LIST
    else:
        return routed
    for concept_id in sorted(set(after) - set(before), key=lambda c: after[c].label.lower()):
        routed.add(after[concept_id], "added", "Present")
    for concept_id in sorted(set(before) - set(after), key=lambda c: before[c].label.lower()):
        routed.add(before[concept_id], "removed",
                   "held" if concept_id in held else "Absent" if concept_id in stopped else "not listed")
    for concept_id in sorted(set(before) & set(after), key=lambda c: after[c].label.lower()):
        changed = getattr(after[concept_id], "status", "") == "dose_changed"
        routed.add(after[concept_id], "continued", "dose changed" if changed else "Present")
        # the earlier list's line beside the later one: the two doses a reader compares
        routed.add(before[concept_id], "continued", "earlier list")
    return routed


# -- Current state -----------------------------------------------------------------------------


def medication_state(edges: Iterable, *, discharge_lists: Iterable[int] | dict = ()) -> dict[int, tuple[object, str]]:
    """Drug concept -> (the deciding statement, its state): the drug's course now
    (``course.drug_states``): the last admission that names it decides, by its last statement that
    ends the drug (held, stopped, completed, a denied start) or keeps it going (started, continued,
    dose changed, resumed, on the discharge list); a drug that admission's discharge list leaves out
    was "not on the discharge list", and one a later admission's list leaves out "not on a later
    discharge list" (given ``discharge_lists`` as admission → when its list was written); an
    inpatient-only order never makes a drug current."""
    return {concept_id: (s.edge, s.state)
            for concept_id, s in course.drug_states(edges, discharge_lists=discharge_lists).items()}


def route_current_state(edges: Iterable, *, concepts: Sequence[int] = (), labels: dict[int, str] | None = None,
                        related: dict[int, int] | None = None, discharge_lists: Iterable[int] = ()) -> Routed:
    """One row per concept that holds now (τa = Current or open validity), and "not_found" for
    each asked concept with none. ``related`` maps a reached concept to the asked concept it
    stands for (a descendant found through the vocabulary answers for its ancestor). A drug's
    row follows its latest medication state (``medication_state``): a drug held, stopped,
    completed or left off the discharge list is reported as "stopped", not current."""
    related = related or {}
    edges = list(edges)
    routed = Routed("Current_State")
    closed = _closed_since(edges)
    drugs = medication_state(edges, discharge_lists=discharge_lists)
    rows = projections.current_state(edges)
    answered = set()
    for concept_id, (edge, state) in drugs.items():
        if state in ENDING or state in course.OFF_LIST:
            routed.add(edge, "stopped", state)
            answered.add(concept_id)
            answered.add(related.get(concept_id, concept_id))
    for row in rows:
        if row.concept_id in drugs and drugs[row.concept_id][1] not in ONGOING | {"on the discharge list"}:
            continue
        if row.concept_id in drugs:
            routed.add(drugs[row.concept_id][0], "current", row.assertion)
            answered.add(row.concept_id)
            answered.add(related.get(row.concept_id, row.concept_id))
            continue
        ended = closed.get(row.concept_id)
        if ended is not None and row.as_of is not None and (
                ended.doc_date > row.as_of or getattr(ended, "status", "") == "resolved"):
            # a later note puts it in the past ("cholecystitis in the past, now resolved"): its
            # validity is closed, so it is not current (reported like a missing concept)
            routed.add(ended, "resolved", "resolved")
            continue
        routed.add(row.edge, "current", row.assertion)
        answered.add(row.concept_id)
        answered.add(related.get(row.concept_id, row.concept_id))
    reported = {e.concept_id for e in routed.edges}
    for concept_id, ended in closed.items():
        # no statement holds now and the latest one puts it in the past ("h/o DVT, resolved"): resolved
        asked = related.get(concept_id, concept_id)
        if concept_id not in reported and asked not in answered and (not concepts or asked in concepts):
            routed.add(ended, "resolved", "resolved")
            reported.add(concept_id)
    for concept_id in dict.fromkeys(concepts):
        if concept_id not in answered:
            routed.not_found.append(concept_id)
    return routed


#: the groups ``route_at_discharge`` gives a drug
ON_DISCHARGE, OFF_AT_DISCHARGE, NO_LIST = "on_discharge", "off_at_discharge", "no_discharge_list"


def route_at_discharge(edges: Iterable, *, hadm_id: int, concepts: Sequence[int], has_list: bool,
                       related: dict[int, int] | None = None) -> Routed:
    """The asked drugs' state when one admission ended ("did she go home on X?"), from that stay's
    statements only (``medication_state`` over them): "on_discharge" when the stay's last word on
    the drug continues it (on the discharge list, started, resumed …), "off_at_discharge" when it
    ends it (held, stopped, completed) or the stay's discharge list leaves it out, and
    "no_discharge_list" for a drug the stay mentions without deciding it where the stay has no
    discharge list (its latest statement is kept). An asked drug the stay never names is
    "not_found"; with a discharge list (``has_list``) that itself means it was not discharged on it.
    ``related`` maps a vocabulary relative found to the asked drug it stands for."""
    related = related or {}
    stay = sorted((e for e in _mentions(edges) if e.hadm_id == hadm_id and e.predicate in DRUG_PREDICATES),
                  key=lambda e: (e.doc_date or _FLOOR, e.edge_id))
    states = medication_state(stay, discharge_lists={hadm_id} if has_list else ())
    routed = Routed("At_Discharge", compared_admissions=[hadm_id], note="discharge list" if has_list else "")
    for asked in dict.fromkeys(concepts):
        found = [(c, state) for c, state in states.items() if related.get(c, c) == asked]
        if found:
            # an asked drug continued under any of its names is continued; else the latest ending decides
            ongoing = [(c, (e, st)) for c, (e, st) in found if st not in ENDING and st not in course.OFF_LIST]
            concept_id, (edge, state) = (ongoing or found)[-1]
            routed.add(edge, ON_DISCHARGE if ongoing else OFF_AT_DISCHARGE, state)
            continue
        mentioned = [e for e in stay if related.get(e.concept_id, e.concept_id) == asked and e.experiencer == "Patient"]
        if mentioned and not has_list:
            routed.add(mentioned[-1], NO_LIST, getattr(mentioned[-1], "status", "") or "")
        else:
            routed.not_found.append(asked)
    return routed


#: the group ``route_at_admission`` gives a drug the stay's first day orders with nothing before it
STARTED_ON_ADMISSION = "started_on_admission"
_KEPT = frozenset({"continued", "resumed", "dose_changed"})


def route_at_admission(edges: Iterable, *, hadm_id: int, began: dt.datetime | None, concepts: Sequence[int],
                       related: dict[int, int] | None = None, discharge_lists: Iterable[int] | dict = ()) -> Routed:
    """The asked drugs' state when one admission began ("was she still on X when she came in?"):
    "stopped" when the stay's first day (or the next) holds or stops it - the writer tells an order
    given as the stay began (she was taking it) from an earlier stop reported then; "current" when
    the stay's home list names it, its first day continues it, or the statements before the stay
    leave it going; "stopped" when those end it; "started_on_admission" when the first day only
    orders it and nothing before the stay names it. Only the patient's own Present statements count."""
    related = related or {}
    day_one = began + dt.timedelta(days=1) if began is not None else None
    mentions = sorted((e for e in _mentions(edges) if e.predicate in DRUG_PREDICATES and e.assertion == "Present"),
                      key=lambda e: (e.doc_date or _FLOOR, e.edge_id))
    routed = Routed("At_Admission", compared_admissions=[hadm_id])
    for asked in dict.fromkeys(concepts):
        mine = [e for e in mentions if related.get(e.concept_id, e.concept_id) == asked]
        home = [e for e in mine if e.hadm_id == hadm_id and e.predicate == HOME and getattr(e, "status", "") not in ENDING]
        first = [e for e in mine if e.hadm_id == hadm_id and (e.predicate != HOME or getattr(e, "status", "") in ENDING)
                 and (day_one is None or e.doc_date is None or e.doc_date <= day_one)]
        before = [e for e in mine if e.hadm_id != hadm_id and e.doc_date is not None and began is not None
                  and e.doc_date < began]
        ended = [e for e in first if getattr(e, "status", "") in ENDING]
        kept = [e for e in first if getattr(e, "status", "") in _KEPT]
        if ended:
            # a stop the first day reports ("stopped warfarin on her own 3 weeks ago") is the state she came
            # in with; a hold ordered beside it ("- hold warfarin") does not make her a taker of it
            stops = [e for e in ended if getattr(e, "status", "") != "held"]
            edge = (stops or ended)[-1]
            routed.add(edge, "stopped", edge.status)
        elif home or kept:
            edge = home[0] if home else kept[-1]  # the earliest home list: what she came in on
            routed.add(edge, "current", edge.assertion)
        elif before:
            state = medication_state(before, discharge_lists=discharge_lists)
            edge, said = next(iter(state.values()), (before[-1], ""))
            routed.add(edge, "stopped" if said in ENDING or said in course.OFF_LIST else "current", said or edge.assertion)
        elif first:
            routed.add(first[0], STARTED_ON_ADMISSION, getattr(first[0], "status", "") or "")
        else:
            routed.not_found.append(asked)
    return routed


def _closed_since(edges: list) -> dict[int, object]:
    """Concept → its latest patient statement when that statement is past (τa = Past, or
    Historical, or a stated resolution): later evidence that the problem ended. "Latest" is the
    course's (``course.latest``): of statements in one note, a stated resolution has the last word
    over a bare or hedged mention ("developed delirium … attributed to opioids … resolved")."""
    closed = {}
    for concept_id, found in course.course(edges).items():
        dated = [s for s in found if s.when is not None]
        if not dated:
            continue
        e = course.latest(dated).edge
        if e.temporality == "Past" or e.assertion == "Historical" or getattr(e, "status", "") == "resolved":
            closed[concept_id] = e
    return closed


# -- Historical --------------------------------------------------------------------------------


def route_historical(edges: Iterable, *, concepts: Iterable[int] = ()) -> Routed:
    """Past statements and admission-inferred resolutions (projections.historical), one per concept;
    and, for a concept with past evidence that the latest admission still asserts Present and
    Current, a "still_active" row: "history of CHF" names a chronic condition, not a resolved one
    (App. X.6), and a historical question has to tell the two apart. The same row is added for an
    asked concept (``concepts``) with no past evidence that is asserted as a current chronic
    problem; an asked concept the patient's statements only deny or rule out (suspected at most,
    ruled out last) gets a "never_present" row (its latest statement)."""
    edges = list(edges)
    routed = Routed("Historical")
    past = set()
    for row in projections.historical(edges):
        status = "resolved" if row.basis == "earlier_admission_only" else row.assertion
        routed.add(row.edge, row.basis, status)
        past.add(row.concept_id)
    mentions = _mentions(edges)
    order = admission_order(mentions)
    latest_hadm = order[-1] if order else None
    for concept_id in sorted(past | set(concepts)):
        statements = [e for e in mentions if e.concept_id == concept_id]
        # the NLP marks "history of <chronic condition>" Present with τa = Past: it persists
        chronic = any(e.assertion == "Present" and e.temporality == "Past" for e in statements)
        # "no prior SBP" beside a first episode now ends nothing; "history of pneumonia" does
        ended = any(e.temporality == "Past" and e.assertion == "Historical" for e in statements)
        now = [e for e in statements if e.assertion == "Present" and e.temporality == "Current"
               and (latest_hadm is None or e.hadm_id == latest_hadm)]
        if now and (chronic or not ended):
            routed.add(_latest(now), "still_active", "active")
        elif concept_id not in past and statements and _never_present(statements, concept_id, mentions):
            routed.add(_latest(statements), "never_present", "absent")
        elif concept_id not in past and concept_id in set(concepts) and not now:
            # "has she ever had a hip fracture?" of "displaced right femoral neck fracture": a narrower
            # concept the patient had answers for the asked one, whatever its own statements say
            kinds = {e.predicate for e in statements}  # a narrower diagnosis, not a study of the same site
            if kinds & CONDITION_PREDICATES:
                kinds |= CONDITION_PREDICATES
            narrower = [e for e in mentions if e.reached_from == concept_id and e.concept_id != concept_id
                        and e.assertion in ("Present", "Historical") and e.predicate in kinds]
            if narrower:
                last = _latest(narrower)
                current = last.hadm_id == latest_hadm and last.assertion == "Present" and last.temporality == "Current"
                routed.add(last, "still_active" if current else "earlier_admission_only",
                           "active" if current else "resolved")
    return routed


def route_before_stay(edges: Iterable, *, concepts: Iterable[int], hadm_id: int | None, began: dt.datetime | None,
                      related: dict[int, int] | None = None, drugs: Iterable[int] = ()) -> Routed:
    """Whether the patient had an asked concept before a stay ("before this June admission, had he
    ever been in heart failure?", "has she had an aspiration pneumonia before?"): what the stay
    itself is about is no answer. Before the stay means a statement written before it began, or one
    of the stay's own that tells of the past ("h/o", "prior", τa = Past) or lists a home medication.
    Per asked concept (its own statements and its narrower concepts', ``related``): "had_before"
    rows (the earliest and the latest such statement giving it to the patient); else the latest
    earlier denial ("denied_before") and the first statement at or after the stay began
    ("first_in_stay"); else not found. A narrower concept speaks for the asked one only in statements
    of its kind (``drugs``: the asked drugs; a diagnosis's narrower concept is no drug that treats it)."""
    related = related or {}
    drugs = set(drugs)
    routed = Routed("Historical")
    mentions = _mentions(edges)
    floor = began.replace(tzinfo=began.tzinfo or dt.timezone.utc) if began else None

    def before(e) -> bool:
        if e.hadm_id == hadm_id:  # (its ED notes may be written before its admission time)
            return e.temporality == "Past" or e.assertion == "Historical" or e.predicate == HOME
        return floor is not None and e.doc_date is not None and e.doc_date < floor

    for concept_id in concepts:
        statements = [e for e in mentions if e.concept_id == concept_id or (
            related.get(e.concept_id) == concept_id
            and (e.predicate in DRUG_PREDICATES) == (concept_id in drugs) and e.predicate != "has_measurement")]
        earlier = [e for e in statements if before(e)]
        had = [e for e in earlier if e.assertion in ("Present", "Historical") and e.temporality != "Future"]
        if had:
            # the asked concept's own statement before a narrower one's ("pneumococcal pneumonia
            # 2/2203" before "LLL consolidation"), the earliest first
            first = min(had, key=lambda e: (e.concept_id != concept_id, e.doc_date or _FLOOR, e.edge_id))
            last = _latest(had)
            for e in dict.fromkeys((first, last)):
                routed.add(e, "had_before", e.assertion)
            continue
        denied = [e for e in earlier if e.assertion == "Absent"]
        later = sorted((e for e in statements if e not in earlier and e.assertion in ("Present", "Historical")
                        and e.temporality != "Future"),  # "recommend colonoscopy" is no colonoscopy done
                       key=lambda e: (e.doc_date or _FLOOR, e.edge_id))
        if denied:
            routed.add(_latest(denied), "denied_before", "absent")
        if later:
            routed.add(later[0], "first_in_stay", later[0].assertion)
        if not denied and not later:
            routed.not_found.append(concept_id)
    return routed


def _never_present(statements: list, concept_id: int, mentions: list) -> bool:
    """Whether the patient's statements of a concept only deny or rule it out ("has he ever had a
    brain bleed?" of a chart whose CT says "no intracranial hemorrhage"): suspected at most, the
    latest a current denial ("no prior GI bleeding" says nothing of what came after it), and no
    narrower concept stated present ("variceal bleed" for a GI bleed)."""
    last = _latest(statements)
    return (last.assertion == "Absent" and last.temporality != "Past"
            and all(e.assertion in ("Absent", "Possible") for e in statements)
            and not any(e.reached_from == concept_id and e.assertion in ("Present", "Historical") for e in mentions))


# -- Default -----------------------------------------------------------------------------------


def route_default(edges: Iterable, *, limit: int = 40, first: Sequence = ()) -> Routed:
    """The traversal's edges, best score first, at most ``limit``; the edges of ``first`` (a
    family question's relatives' statements) are kept before any other."""
    routed = Routed("Default")
    ranked = sorted(edges, key=lambda e: (-e.score, e.hop, e.edge_id))
    # the statements about the asked concepts themselves come first: a lower-scored family
    # history mention of the asked concept must not be crowded out by its neighbours
    own = [e for e in ranked if e.hop <= 1 and e.via == "seed"]
    chosen, chosen_ids = [], set()
    for group in (sorted(first, key=lambda e: (-e.score, e.hop, e.edge_id)), own, ranked):
        for e in group:
            if len(chosen) < limit and e.edge_id not in chosen_ids:
                chosen.append(e)
                chosen_ids.add(e.edge_id)
    for e in sorted(chosen, key=lambda e: (-e.score, e.hop, e.edge_id)):
        routed.add(e, "", e.assertion)
    return routed
