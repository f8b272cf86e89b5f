"""What the exploration pages show: a note with its labelled mentions, a patient's admissions,
facts, clinical states and subgraph. Read-only queries over the graph the build wrote; nothing
here names a run, a condition or a model, so physicians may see all of it.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from retrieval.graph import course
from retrieval.graph.draw import GraphEdge, GraphNode, draw_subgraph, draw_timeline
from retrieval.selectors import chart_blocks
from retrieval.labels import Labelled, assertion_style, css_class, legend
from retrieval.models import (
    Admission,
    AssertionLabel,
    Dataset,
    EdgeOrigin,
    ExperiencerLabel,
    KGEdge,
    KGNoteBuild,
    Note,
    Patient,
    Predicate,
    TemporalityLabel,
)

_MENTION_FIELDS = ("id", "note_id", "span_start", "span_end", "sentence_start", "sentence_end", "mention_text",
                   "assertion", "assertion_confidence", "experiencer", "temporality", "trigger", "section",
                   "predicate", "status", "concept_id", "object__label", "object__kind", "hadm_id", "doc_date",
                   "event_date", "valid_from", "valid_to", "allen_relation")


def _choice(values, allowed) -> list[str]:
    """The asked filter values that are real labels, in the labels' order; [] = no filter."""
    asked = set(values or ())
    return [value for value in allowed if value in asked]


@dataclass(frozen=True)
class Mention(Labelled):
    start: int
    end: int
    text: str
    concept_id: int | None
    concept: str
    kind: str
    assertion: str
    confidence: float
    experiencer: str
    temporality: str
    section: str
    predicate: str
    status: str
    cues: tuple[str, ...]

    @property
    def anchor(self) -> str:
        return f"span={self.start}-{self.end}"


@dataclass
class Segment:
    start: int
    text: str
    mention: Mention | None = None


@dataclass
class LabelledNote:
    note: Note
    segments: list[Segment]
    mentions: list[Mention]
    #: mentions the filter hides (still counted in the legend)
    hidden: int
    counts: dict[str, int]
    experiencer_counts: dict[str, int]
    assertions: list[str]
    experiencers: list[str]
    build_status: str | None
    #: the legend with each assertion's count in this note, and the experiencers with theirs
    legend: list[dict] = field(default_factory=list)
    experiencer_options: list[dict] = field(default_factory=list)


def _mention(row: dict) -> Mention:
    cues = tuple(f"{cue.get('category', '').lower().replace('_', ' ')}: “{cue.get('text', '')}”"
                 for cue in row["trigger"] or [] if isinstance(cue, dict))
    return Mention(row["span_start"], row["span_end"], row["mention_text"], row["concept_id"], row["object__label"],
                   row["object__kind"], row["assertion"], row["assertion_confidence"], row["experiencer"],
                   row["temporality"], row["section"], row["predicate"], row["status"], cues)


def note_mentions(note: Note) -> list[Mention]:
    """The note's mentions as the graph build labelled them, one per span (a span that several
    edges share — the patient's fact and the concept → concept edges of its sentence — once)."""
    rows = (KGEdge.objects.filter(note=note, origin=EdgeOrigin.MENTION, span_start__isnull=False)
            .order_by("span_start", "-span_end", "id").values(*_MENTION_FIELDS))
    seen, mentions = set(), []
    for row in rows:
        key = (row["span_start"], row["span_end"])
        if key not in seen:
            seen.add(key)
            mentions.append(_mention(row))
    return mentions


def _segments(text: str, mentions: list[Mention]) -> list[Segment]:
    """The note's text cut at the shown mentions; a mention inside an earlier one's span stays in
    the mention list but is not highlighted twice. The segments' text joins back into the note."""
    segments, at = [], 0
    for mention in mentions:
        if mention.start < at or mention.end > len(text):
            continue
        if mention.start > at:
            segments.append(Segment(at, text[at:mention.start]))
        segments.append(Segment(mention.start, text[mention.start:mention.end], mention))
        at = mention.end
    if at < len(text):
        segments.append(Segment(at, text[at:]))
    return segments


def labelled_note(note: Note, *, assertions=(), experiencers=()) -> LabelledNote:
    """A note with its mentions highlighted, filtered by assertion and experiencer."""
    mentions = note_mentions(note)
    assertions = _choice(assertions, AssertionLabel.values)
    experiencers = _choice(experiencers, ExperiencerLabel.values)
    shown = [m for m in mentions if (not assertions or m.assertion in assertions)
             and (not experiencers or m.experiencer in experiencers)]
    build = KGNoteBuild.objects.filter(note=note).values_list("status", flat=True).first()
    counts = Counter(m.assertion for m in mentions)
    experiencer_counts = Counter(m.experiencer for m in mentions)
    return LabelledNote(
        note=note, segments=_segments(note.text, shown), mentions=mentions, hidden=len(mentions) - len(shown),
        counts=dict(counts), experiencer_counts=dict(experiencer_counts),
        assertions=assertions, experiencers=experiencers, build_status=build,
        legend=[{**item, "count": counts[item["value"]], "on": item["value"] in assertions} for item in legend()],
        experiencer_options=[{"value": value, "count": experiencer_counts[value], "on": value in experiencers}
                             for value in ExperiencerLabel.values],
    )


# -- the patient -----------------------------------------------------------------------------------

#: Drugs and problems whose state the patient page tracks over admissions.
_STATE_KINDS = ("condition", "drug")
#: What each clinical status says about the state, for the state table's words.
_STATUS_WORD = {"started": "started", "continued": "continued", "dose_changed": "dose changed", "held": "held",
                "stopped": "stopped", "completed": "completed", "resumed": "resumed", "resolved": "resolved",
                "chronic": "chronic"}


@dataclass(frozen=True)
class Fact(Labelled):
    """Mentions of one concept with one set of labels in one admission, grouped."""

    hadm_id: int | None
    concept_id: int | None
    concept: str
    kind: str
    predicate: str
    assertion: str
    experiencer: str
    temporality: str
    statuses: tuple[str, ...]
    count: int
    first: dt.datetime | None
    last: dt.datetime | None
    #: the latest mention: its note and span, for the evidence link
    note_id: str | None
    span: str | None

    @property
    def predicate_label(self) -> str:
        return Predicate(self.predicate).label if self.predicate in Predicate.values else self.predicate


@dataclass(frozen=True)
class StateCell:
    word: str
    assertion: str
    note_id: str | None
    span: str | None
    date: dt.datetime | None
    #: the states the admission's statements gave it, in order ("started → held → resumed")
    steps: tuple[str, ...] = ()

    @property
    def css(self) -> str:
        return css_class(self.assertion)


@dataclass
class PatientOverview:
    patient: Patient
    admissions: list[Admission]
    hadm_id: int | None
    facts: list[Fact]
    fact_total: int
    filters: dict[str, list[str]]
    options: dict[str, list[tuple[str, str]]]
    states: list[tuple[str, str, list[StateCell | None]]]
    timeline_svg: str
    graph_svg: str
    graph_summary: dict
    built: bool
    #: admissions in time order with their notes (``selectors.patient_chart``)
    chart: list[dict]
    legend: list[dict] = field(default_factory=legend)


def _mention_rows(patient: Patient) -> list[dict]:
    fields = ("id", "note_id", "span_start", "span_end", "concept_id", "object__label", "object__kind", "predicate",
              "assertion", "experiencer", "temporality", "status", "hadm_id", "doc_date", "event_date")
    return list(KGEdge.objects.filter(patient=patient, origin=EdgeOrigin.MENTION)
                .order_by("doc_date", "id").values(*fields))


def _link_rows(patient: Patient) -> list[dict]:
    fields = ("subject__label", "subject__kind", "subject_concept_id", "concept_id", "object__label", "object__kind",
              "predicate", "assertion", "temporality", "hadm_id")
    return list(KGEdge.objects.filter(patient=patient, origin=EdgeOrigin.CO_MENTION).values(*fields))


def _facts(rows: list[dict]) -> list[Fact]:
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for row in rows:
        groups[(row["hadm_id"], row["concept_id"], row["predicate"], row["assertion"], row["experiencer"],
                row["temporality"])].append(row)
    facts = []
    for (hadm_id, concept_id, predicate, assertion, experiencer, temporality), found in groups.items():
        last = found[-1]
        facts.append(Fact(
            hadm_id, concept_id, last["object__label"], last["object__kind"], predicate, assertion, experiencer,
            temporality, tuple(dict.fromkeys(_STATUS_WORD[r["status"]] for r in found if r["status"] in _STATUS_WORD)),
            len(found), found[0]["doc_date"], last["doc_date"], last["note_id"],
            f"span={last['span_start']}-{last['span_end']}" if last["span_start"] is not None else None))
    return sorted(facts, key=lambda f: (f.hadm_id or 0, f.kind, f.concept.lower(), f.assertion))


class _Row:
    """A mention row read like an edge (what ``retrieval.graph.course`` reads)."""

    origin = "mention"
    assertion_confidence = 1.0

    def __init__(self, row: dict):
        self.row = row
        self.edge_id = row["id"]
        for name in ("concept_id", "hadm_id", "predicate", "assertion", "experiencer", "temporality", "status",
                     "doc_date"):
            setattr(self, name, row[name])


#: courses shown as one on the way (a chronic problem mentioned as "history of" is still going)
_SAME_COURSE = {course.PAST: course.ONGOING_COURSE}


def _steps(said: list) -> tuple[str, ...]:
    """The states an admission's statements gave a concept, one per change of course (going,
    ended, suspected, absent; a drug's mere mentions left out), each named by its first word;
    more than four changes are shortened to the first two, "…" and the last."""
    steps, last = [], None
    for s in said:
        if s.course == course.DOCUMENTED and steps:
            continue
        kind = _SAME_COURSE.get(s.course, s.course)
        if kind != last:
            steps.append(s.word)
            last = kind
    if len(steps) > 4:
        steps = steps[:2] + ["…"] + steps[-1:]
    return tuple(steps)


def _states(rows: list[dict], admissions: list[Admission]) -> list[tuple[str, str, list[StateCell | None]]]:
    """Per problem and drug, its state at the end of each admission, read as the answers read it
    (``retrieval.graph.course``): a drug's last statement that keeps it going or ends it (or "not on
    the discharge list" when the stay's list leaves it out), a problem's latest statement; with each
    cell the states the admission's statements gave it in order. Only concepts with a status or a
    Present mention in some admission are listed."""
    order = [a.hadm_id for a in admissions]
    kept = [r for r in rows if r["object__kind"] in _STATE_KINDS and r["hadm_id"] in order]
    edges = [_Row(r) for r in kept]
    lists = {r["hadm_id"] for r in kept if r["predicate"] == course.DISCHARGE and r["assertion"] == AssertionLabel.PRESENT
             and r["experiencer"] == ExperiencerLabel.PATIENT}
    stated = course.course(edges)
    at_end = {hadm_id: course.state_as_of(edges, hadm_id=hadm_id, discharge_lists=lists, stated=stated)
              for hadm_id in order}
    interesting: dict[int, tuple[str, str]] = {}
    for row in kept:
        if row["experiencer"] == ExperiencerLabel.PATIENT and (row["status"] or row["assertion"] == AssertionLabel.PRESENT):
            interesting[row["concept_id"]] = (row["object__kind"], row["object__label"])
    table = []
    for concept_id, (kind, label) in sorted(interesting.items(), key=lambda item: (item[1][0], item[1][1].lower())):
        cells = []
        for hadm_id in order:
            said = [s for s in stated.get(concept_id, ()) if s.hadm_id == hadm_id]
            state = at_end[hadm_id].get(concept_id) or (said[-1] if said else None)
            if state is None:
                cells.append(None)
                continue
            row = state.edge.row
            steps = _steps(said + [state])
            span = f"span={row['span_start']}-{row['span_end']}" if row["span_start"] is not None else None
            cells.append(StateCell(state.word, row["assertion"], row["note_id"], span, row["doc_date"], steps))
        table.append((kind, label, cells))
    return table


def _graph(patient: Patient, rows: list[dict], links: list[dict], *, hadm_id: int | None, collapsed: set[str],
           admissions: list[Admission]) -> tuple[str, dict]:
    nodes: dict[str, GraphNode] = {"patient": GraphNode("patient", f"Patient {patient.subject_id}", "patient")}
    edges: dict[tuple, GraphEdge] = {}
    labels = {a.hadm_id: f"adm {index}" for index, a in enumerate(admissions, start=1)}
    for row in rows:
        if hadm_id is not None and row["hadm_id"] != hadm_id:
            continue
        kind = row["object__kind"]
        if kind in collapsed:
            key = f"group:{kind}"
            nodes.setdefault(key, GraphNode(key, kind, kind, group=True))
            nodes[key].members.add(row["concept_id"])
        else:
            key = f"concept:{row['concept_id']}"
            nodes.setdefault(key, GraphNode(key, row["object__label"], kind))
        edge_key = ("patient", key, row["assertion"], row["experiencer"])
        edge = edges.get(edge_key)
        if edge is None:
            edge = edges[edge_key] = GraphEdge("patient", key, row["assertion"], row["experiencer"],
                                               Predicate(row["predicate"]).label)
        edge.count += 1
        edge.temporalities.add(row["temporality"])
        if row["hadm_id"] in labels:
            edge.admissions.add(labels[row["hadm_id"]])
    for row in links:
        if hadm_id is not None and row["hadm_id"] != hadm_id:
            continue
        ends = []
        for concept_id, kind in ((row["subject_concept_id"], row["subject__kind"]), (row["concept_id"],
                                                                                      row["object__kind"])):
            ends.append(f"group:{kind}" if kind in collapsed else f"concept:{concept_id}")
        if ends[0] == ends[1] or not all(end in nodes for end in ends):
            continue
        edge_key = (ends[0], ends[1], row["assertion"], row["predicate"])
        edge = edges.get(edge_key)
        if edge is None:
            edge = edges[edge_key] = GraphEdge(ends[0], ends[1], row["assertion"], "Patient",
                                               Predicate(row["predicate"]).label, link=True)
        edge.count += 1
        edge.temporalities.add(row["temporality"])
    summary = {"nodes": len(nodes), "edges": len(edges), "statements": sum(e.count for e in edges.values())}
    return draw_subgraph(list(nodes.values()), list(edges.values()), title=f"Patient {patient.subject_id}"), summary


def patient_overview(patient: Patient, *, hadm_id: int | None = None, assertions=(), experiencers=(),
                     temporalities=(), predicates=(), collapse=()) -> PatientOverview:
    """Everything the patient page shows, from one read of the patient's mention edges (a fixed
    number of queries however many notes and edges the patient has)."""
    dataset_name = Dataset.objects.filter(pk=patient.dataset_id).values_list("name", flat=True).get()
    admissions = list(Admission.objects.filter(patient=patient).order_by("admittime"))
    if hadm_id is not None and hadm_id not in {a.hadm_id for a in admissions}:
        hadm_id = None
    notes = list(Note.objects.filter(patient=patient)
                 .only("note_id", "note_type", "note_seq", "charttime", "admission_id", "hadm_id")
                 .order_by("charttime", "note_seq", "note_id"))
    rows = _mention_rows(patient)
    filters = {
        "assertion": _choice(assertions, AssertionLabel.values),
        "experiencer": _choice(experiencers, ExperiencerLabel.values),
        "temporality": _choice(temporalities, TemporalityLabel.values),
        "predicate": _choice(predicates, sorted({r["predicate"] for r in rows})),
    }
    chosen = [r for r in rows if (hadm_id is None or r["hadm_id"] == hadm_id)
              and all(not wanted or r[name] in wanted for name, wanted in filters.items())]
    facts = _facts(chosen)
    collapsed = {kind for kind in collapse if kind in {r["object__kind"] for r in rows}}
    graph_svg, summary = _graph(patient, chosen, _link_rows(patient) if not any(filters.values()) else [],
                                hadm_id=hadm_id, collapsed=collapsed, admissions=admissions)
    present = {r["predicate"] for r in rows}
    options = {
        "assertion": [(v, assertion_style(v).word) for v in AssertionLabel.values],
        "experiencer": [(v, v) for v in ExperiencerLabel.values],
        "temporality": [(v, v) for v in TemporalityLabel.values],
        "predicate": [(v, Predicate(v).label) for v in Predicate.values if v in present],
        "collapse": [(kind, kind) for kind in sorted({r["object__kind"] for r in rows})],
    }
    return PatientOverview(
        patient=patient, admissions=admissions, hadm_id=hadm_id, facts=facts, fact_total=len(chosen),
        filters=filters, options=options, states=_states(rows, admissions),
        timeline_svg=draw_timeline(admissions, notes, dataset=dataset_name, chosen=hadm_id),
        graph_svg=graph_svg, graph_summary={**summary, "collapsed": sorted(collapsed)}, built=bool(rows),
        chart=chart_blocks(admissions, notes),
    )
