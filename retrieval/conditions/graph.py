"""The knowledge-graph conditions: C3, C4, C4g (keyword or oracle intent), C4g+ and C7.

All start as Algorithm 1 does: the question's concepts (the vocabulary matcher run over the
question text), then the patient's edges about them and about concepts 1–2 vocabulary or
co-mention steps away (the bounded bidirectional BFS of ``retrieval.graph.traversal``).

* C3 shows the facts *without* assertion, experiencer and temporality labels (KG-RAG with an
  assertion-blind serializer); C4 shows them with every label; neither routes.
* C4g classifies the intent and routes (``routing.py``); C4g+ adds the patient's notes.
* C7 is the same lookup answered by a template, with no model at all.

Document evidence (Algorithm 1's RetrieveDocuments) is the sentences the shown facts were
extracted from, so that the model can check a label against its source.
"""

from __future__ import annotations

import re

from collections import OrderedDict
from dataclasses import replace
from datetime import timedelta

from django.db.models import Count, Max

from retrieval.conditions import routing
from retrieval.conditions.base import Evidence, GraphFact, Passage, QuestionContext, iso_date, narrower_step
from retrieval.conditions.chunks import notes_signature
from retrieval.conditions.drug_classes import asked_class_at, names_medications
from retrieval.conditions.focus import anchor_admission, asked_clauses, before_a_stay, led_by_context, question_focus
from retrieval.conditions.intent import Intent, classify, question_form
from retrieval.conditions.parse import answer_shape
from retrieval.conditions.sentences import retrieve_documents
from retrieval.graph.traversal import TraversalEdge, patient_edges, traverse
from retrieval.models import Admission, Concept, KGEdge
from retrieval.tokens import count_tokens

LABELS = ("assertion", "experiencer", "temporality")
#: Predicates relevant to a question about a concept of each domain (Q_rel of Eq. 3).
RELEVANT_PREDICATES = {
    "Condition": ("has_condition", "diagnosed_with", "on_problem_list", "presented_with", "family_history_of"),
    "Observation": ("has_finding", "has_exam_finding", "presented_with", "has_social_factor"),
    "Drug": ("takes_drug", "took_before_admission", "given_in_hospital", "prescribed_at_discharge", "allergic_to"),
    "Procedure": ("underwent_procedure", "imaging_shows"),
    "Measurement": ("has_measurement", "has_lab_result"),
}
VOCABULARY_STEPS = ("Is a", "Maps to", "Subsumes", "Mapped from")
#: what a Change question asks of drugs, whatever problem it names as the scene: "what was stopped and started
#: during the COPD admission?", "what did they stop or add after the bleed?"
_STOPPED_AND_STARTED = re.compile(r"\b(?:stopped|stop|discontinued)\s+(?:and|or|&|/)\s+(?:started|start|added|add|new)\b|"
                                  r"\b(?:started|start|added|add)\s+(?:and|or|&|/)\s+(?:stopped|stop|discontinued)\b",
                                  re.IGNORECASE)
#: a Change question that also asks for the rest of the list ("was lisinopril continued, and what
#: else changed?"): every drug is compared, not only the one it names
_ALL_CHANGES = re.compile(r"\b(?:what else|anything else|any other|other (?:med(?:ication)?s?|medicines?|drugs?|changes?)|"
                          r"all (?:the |of (?:his|her|the) )?(?:med(?:ication)?s?|changes?)|rest of (?:his|her|the|their) "
                          r"(?:med(?:ication)?s?|medicines?|list))\b", re.IGNORECASE)


def question_concepts(question: str) -> list[dict]:
    """Concepts the question names: [{"concept_id", "label", "text", "domain", "start", "end"}] in
    question order (``start``/``end``: where the question first names it; ``repeats``: [start, end]
    of each later naming, when there is one)."""
    from retrieval.models import Concept
    from retrieval.vocabulary import matcher as vocabulary_matcher

    found = vocabulary_matcher.default_matcher().find(question)
    names = dict(Concept.objects.filter(concept_id__in=[t.concept_id for _, _, t in found])
                 .values_list("concept_id", "concept_name"))
    rows: dict[int, dict] = {}
    for start, end, term in found:
        if term.concept_id in rows:
            # named again ("on a heparin drip … did she go home on heparin?"): where, for the focus
            rows[term.concept_id].setdefault("repeats", []).append([start, end])
            continue
        rows[term.concept_id] = {"concept_id": term.concept_id, "label": names.get(term.concept_id, term.text),
                                 "text": question[start:end], "domain": term.domain, "start": start, "end": end}
    return list(rows.values())


def with_class_members(question: str, concepts: list[dict], patient_id: int) -> list[dict]:
    """The concepts of a yes / no question that names a drug class ("is he on a beta blocker now?",
    "any blood thinner when he left?"), the class read as its members among the patient's own drug
    statements, each marked ``member_of`` the class and placed where the class is named. A concept
    matched inside the class's words ("calcium" in "calcium channel blocker") is dropped; a class
    no drug of the chart belongs to adds nothing (the sentences answer)."""
    from retrieval.generation.text_reader import yes_no

    found = asked_class_at(question)
    if found is None or not any(yes_no(p) for p in question_focus(question, concepts).parts or [question]):
        return concepts  # an open question about a class ("what changed in his antibiotics?") lists its changes
    drug_class, start, end = found
    ids = set(KGEdge.objects.filter(patient_id=patient_id, predicate__in=routing.DRUG_PREDICATES,
                                    experiencer="Patient").values_list("concept_id", flat=True))
    names = Concept.objects.filter(concept_id__in=ids).values_list("concept_id", "concept_name")
    members = [{"concept_id": c, "label": name, "text": name, "domain": "Drug", "start": start,
                "end": end, "member_of": drug_class.name}
               for c, name in sorted(names, key=lambda r: r[1]) if drug_class.holds(name)]
    if not members:
        return concepts
    named = {c["concept_id"] for c in concepts}
    kept = [c for c in concepts if not (start <= c["start"] and c["end"] <= end)]
    return sorted(kept + [m for m in members if m["concept_id"] not in named], key=lambda c: c["start"])


def _fact(edge, *, group: str = "", status: str = "", labelled: bool = True) -> GraphFact:
    return GraphFact(
        edge_id=edge.edge_id, concept_id=edge.concept_id, label=edge.label, predicate=edge.predicate,
        assertion=edge.assertion, experiencer=edge.experiencer, temporality=edge.temporality,
        date=iso_date(edge.event_date or edge.valid_from or edge.doc_date), hadm_id=edge.hadm_id,
        note_id=edge.note_id, allen_relation=edge.allen_relation, temporal_confidence=edge.temporal_confidence,
        score=edge.score, hop=edge.hop, via=edge.via, reached_from=edge.reached_from, group=group, status=status,
        visible=LABELS if labelled else (), mention_text=edge.mention_text,
        valid_from=iso_date(edge.valid_from), valid_to=iso_date(edge.valid_to),
        clinical_status=getattr(edge, "status", "") or "",
    )


def render_fact(fact: GraphFact, *, dates: tuple[str, ...] = (), sources: tuple[int, ...] = ()) -> str:
    """One evidence line. With labels: ``Absent: pneumonia [experiencer=Patient; temporality=Current;
    …]`` (App. C.2's typed facts); without (C3): the concept and its context only. ``dates`` and
    ``sources``: those of every mention the line stands for (``render_facts`` merges repeats)."""
    dates = dates or ((fact.date,) if fact.date else ())
    sources = sources or ((fact.source,) if fact.source else ())
    context = [f"predicate={fact.predicate}"]
    if dates:
        context.append(f"date={dates[0]}" if len(dates) == 1 else f"dates={dates[0]}..{dates[-1]} ({len(dates)} notes)")
    if fact.hadm_id is not None:
        context.append(f"hadm={fact.hadm_id}")
    if sources:
        context.append("source=" + ",".join(f"S{n}" for n in sources))
    elif fact.note_id:
        context.append(f"note={fact.note_id}")
    if not fact.visible:
        return f"{fact.label} [{'; '.join(context)}]"
    labels = [f"experiencer={fact.experiencer}", f"temporality={fact.temporality}"]
    head = f"{fact.assertion}: {fact.label}"
    if fact.clinical_status:  # what the sentence says happened to it: held, stopped, resumed, resolved …
        labels.append(f"course={fact.clinical_status}")
    if fact.status and fact.status != fact.assertion:
        labels.append(f"status={fact.status}")
    return f"{head} [{'; '.join(labels + context)}]"


def _merged(facts: list[GraphFact]) -> list[tuple[GraphFact, tuple[str, ...], tuple[int, ...]]]:
    """Facts that say the same thing (concept, labels shown, predicate, admission, group, status)
    as one line each, with all their dates and shown sentences, in first-seen order."""
    lines: OrderedDict[tuple, list[GraphFact]] = OrderedDict()
    for f in facts:
        key = (f.concept_id, f.label, f.predicate, f.hadm_id, f.group, f.status, f.clinical_status, f.visible) + (
            (f.assertion, f.experiencer, f.temporality) if f.visible else ())
        lines.setdefault(key, []).append(f)
    return [(same[0], tuple(sorted({f.date for f in same if f.date})),
             tuple(sorted({f.source for f in same if f.source}))) for same in lines.values()]


_GROUP_TITLES = {
    "added": "Added", "removed": "Removed (stopped or not continued)", "continued": "Continued",
    "current": "Current state", "asserted_past": "Past (documented as history)",
    "earlier_admission_only": "Resolved (earlier admission only, absent from the latest)",
    "never_present": "Never present (only denied or ruled out)",
    "still_active": "Still active in the latest admission",
    "resolved": "No longer current (a later note puts it in the past)",
    "stopped": "Not current (held, stopped, completed, or left off the discharge list)",
}


def render_facts(facts: list[GraphFact], not_found: list[dict]) -> str:
    """Facts grouped under their routing headings (none for plain traversal facts), repeats merged."""
    blocks: OrderedDict[str, list[str]] = OrderedDict()
    for fact, dates, sources in _merged(facts):
        blocks.setdefault(_GROUP_TITLES.get(fact.group, "Knowledge graph facts"), []).append(
            render_fact(fact, dates=dates, sources=sources))
    if not_found:
        blocks["Not found"] = [f"Not found: {c['label']} (no current evidence in the record)" for c in not_found]
    return "\n\n".join(f"{title}:\n" + "\n".join(lines) for title, lines in blocks.items())


def _provenance(edge_ids: list[int]) -> dict[int, dict]:
    """Each edge's provenance in one query: its note and section, the cues that fired, and the
    sentence and mention spans."""
    fields = ("note_id", "note_type", "section", "trigger", "sentence_start", "sentence_end", "span_start", "span_end")
    rows = KGEdge.objects.filter(id__in=edge_ids).values_list(
        "id", "note__note_id", "note__note_type", "section", "trigger", "sentence_start", "sentence_end",
        "span_start", "span_end")
    return {row[0]: dict(zip(fields, row[1:])) for row in rows}


_CENTRAL_SECTIONS = ("chief complaint", "history of present illness", "discharge diagnos", "principal diagnos",
                     "reason for admission", "brief hospital course", "assessment", "impression")


def _now_after_a_scene(question: str, focus) -> bool:
    """Whether an event anchor only sets a past scene for a question about now: "Keppra was stopped
    during the bleed admission - is she back on it?" asks the present, not the bleed's stay (an
    ordinal or a month still names a stay)."""
    from retrieval.generation.text_reader import asks_now

    if not focus.anchors or focus.ordinal:
        return False
    asked = asked_clauses(question)[-1]
    # "Her aspirin was held for the bleed. Is she on it now?": the last sentence asks
    last = re.split(r"(?<=[.!])\s+(?=[A-Z])", question.strip())[-1]
    asked = last if len(last) < len(asked) else asked
    if not asks_now(asked):
        return False
    start = question.rfind(asked) if asked else -1
    if start <= 0 or not all(c["start"] < start for c in focus.anchors):
        return False
    # "once she leaves for rehab after the bleed, is she …": a clause that sets the asked time
    return not led_by_context(question[:start])


def _admission_weights(patient_id: int, concept_ids: list[int]) -> dict[int, dict[int, float]]:
    """hadm_id -> {concept: how central it is to the admission}: the patient's own Present or
    Possible mentions of it there, a mention in a chief complaint, HPI, diagnosis, course or
    assessment section counting three times and one of its past ("hx DU bleed 3/2194" in a later
    stay) a fifth, over all the admission's mentions. A narrower concept's mention counts for the
    anchor ("after the bleed": the stay whose notes say "intracerebral hemorrhage")."""
    if not concept_ids:
        return {}
    from retrieval.models import ConceptAncestor

    totals = dict(KGEdge.objects.filter(patient_id=patient_id, origin="mention", hadm_id__isnull=False)
                  .values_list("hadm_id").annotate(n=Count("id")).values_list("hadm_id", "n"))
    anchor_of = {c: c for c in concept_ids}
    for ancestor, descendant in ConceptAncestor.objects.filter(
            ancestor_id__in=concept_ids, min_levels_of_separation__gt=0).values_list("ancestor_id", "descendant_id"):
        anchor_of.setdefault(descendant, ancestor)
    weights: dict[int, dict[int, float]] = {}
    rows = KGEdge.objects.filter(patient_id=patient_id, concept_id__in=list(anchor_of), experiencer="Patient",
                                 assertion__in=("Present", "Possible"), hadm_id__isnull=False).values_list(
        "hadm_id", "concept_id", "section", "temporality")
    for hadm_id, concept_id, section, temporality in rows:
        central = any(key in (section or "").lower() for key in _CENTRAL_SECTIONS)
        row = weights.setdefault(hadm_id, {})
        weight = (3.0 if central else 1.0) * (0.2 if temporality == "Past" else 1.0)
        anchor = anchor_of[concept_id]
        row[anchor] = row.get(anchor, 0.0) + weight / max(totals.get(hadm_id, 1), 1)
    return weights


def _mention_starts(patient_id: int, concept_ids) -> dict[str, list[int]]:
    """note id -> where the patient's mentions of these concepts start."""
    spans: dict[str, list[int]] = {}
    if not concept_ids:
        return spans
    for note_id, start in KGEdge.objects.filter(patient_id=patient_id, concept_id__in=list(concept_ids),
                                                origin="mention", span_start__isnull=False).values_list(
            "note__note_id", "span_start"):
        spans.setdefault(note_id, []).append(start)
    return spans


def _scoped(edges: list, hadm_ids: tuple[int, ...]) -> list:
    """Edges of the asked admissions when the question names admissions and any edge is there."""
    if not hadm_ids:
        return edges
    inside = [e for e in edges if e.hadm_id in hadm_ids]
    return inside or edges


def _edges_for(ctx: QuestionContext, concepts: list[dict], *, hops: int, max_edges: int) -> list[TraversalEdge]:
    relevant = sorted({p for c in concepts for p in RELEVANT_PREDICATES.get(c["domain"], ())})
    result = traverse(patient_id=ctx.patient_id, seeds=[c["concept_id"] for c in concepts], hops=hops,
                      relevant_predicates=relevant, max_edges=max_edges)
    return result.edges


def _wanted_label(forms: set[str]):
    """Which facts' sentences a question's form asks for first: the family's for a family
    question, plans and contingencies for a conditional one; nothing in particular otherwise."""
    if "family" in forms:
        return lambda f: f.experiencer not in ("Patient", "")
    if "conditional" in forms:
        return lambda f: f.assertion in ("Conditional", "Hypothetical")
    return lambda f: False


def _relatives_statements(ctx: QuestionContext, focus, asked: list[dict], edges: list[TraversalEdge]) -> list:
    """For a question about relatives ("any strokes in his family?"), every relative's statement
    about the asked concepts and their narrower vocabulary relatives, from any stay: a patient with
    dozens of mentions of her own stroke must not crowd her mother's out of the evidence."""
    if not (focus.about_family or "family" in question_form(ctx.question)):
        return []
    asked_ids = {c["concept_id"] for c in asked}
    via = {e.concept_id: (e.via, e.hop, e.reached_from) for e in edges if e.via == "seed" or narrower_step(e.via)}
    return [e._replace(via=via.get(e.concept_id, ("seed", 1, None))[0], hop=via.get(e.concept_id, ("seed", 1, None))[1],
                       reached_from=via.get(e.concept_id, ("seed", 1, None))[2])
            for e in patient_edges(patient_id=ctx.patient_id, concept_ids=sorted(asked_ids | set(via)))
            if e.experiencer != "Patient"]


#: a discharge summary's sections that retell how the stay began, not how it ended
_RETOLD = ("history_of_present_illness", "chief_complaint", "past_medical_history")


def _without_retold_history(edges: list) -> list:
    """A stay's statements about a problem without those a discharge summary makes in its history
    sections ("86F … (left pubic rami fractures 04/2199 after a fall, with delirium), who fell …" is
    dated at discharge but tells of April) - unless nothing else of the stay names the problem."""
    retold = set(KGEdge.objects.filter(id__in=[e.edge_id for e in edges], note__note_type="DS",
                                       section__in=_RETOLD).values_list("id", flat=True))
    kept = [e for e in edges if e.edge_id not in retold]
    named = {e.concept_id for e in kept}
    return kept + [e for e in edges if e.edge_id in retold and e.concept_id not in named]


def _discharge_lists(patient_id: int, *, until=None, only: int | None = None) -> dict[int, object]:
    """The patient's admissions with a discharge list → when it was written (its latest entry), up
    to ``until``; with ``only``, that admission's alone (the state at the end of one stay)."""
    rows = (KGEdge.objects.filter(patient_id=patient_id, predicate=routing.DISCHARGE, assertion="Present",
                                  experiencer="Patient", hadm_id__isnull=False)
            .values("hadm_id").annotate(written=Max("doc_date")))
    return {r["hadm_id"]: r["written"] for r in rows
            if (only is None or r["hadm_id"] == only) and (until is None or r["written"] is None or r["written"] <= until)}


#: a question whether she was taking a drug ("was she on X", "still taking", "getting any")
_ON_A_DRUG = re.compile(r"\b(?:on|taking|getting|receiving|using|prescribed|still)\b", re.IGNORECASE)
#: a question about the present, not about the latest stay ("is she on it now?", "currently")
_ASKS_NOW = re.compile(r"\b(?:now|currently|at present|presently|these days|nowadays|at this point|as of today)\b",
                       re.IGNORECASE)


_EVER = re.compile(r"\bever\b", re.IGNORECASE)


def _ending_stay(scope: tuple[int, ...], admissions: list[tuple]) -> int | None:
    """The admission whose end a question asks about: the latest of those it is scoped to, else
    the patient's latest admission."""
    order = [h for h, _, _ in admissions]
    asked = [h for h in order if h in scope]
    return (asked or order or [None])[-1]


#: common words that begin a drug's name and are no clipped drug: "any line still in?" is no linezolid
_NOT_CLIPPED = frozenset("""line lines test tests form forms mini para meta card care done plan rest mont sent free
pain cent list dial pred iron hold held home last note time step mode dose doses base flow vent plus ment pro
metal nitro hydro chlor cyclo""".split())
_CLIPPED = re.compile(r"(?<![\w-])([a-z]{4,7})(?![\w-])", re.IGNORECASE)


def with_clipped_drugs(question: str, concepts: list[dict], patient_id: int) -> list[dict]:
    """The drugs a question names by the clipped names physicians say ("dilt dose at discharge?",
    "still on vanc?", "metop held?"): a word of four to seven letters that names no concept and
    begins the name of exactly one drug of the patient's own statements (by its first word; the
    salts of one drug are one drug), placed where the word stands. A word that begins two drugs'
    names ("levo": levothyroxine or levetiracetam) or is a common word names none."""
    if not _clipped_words(question, concepts):
        return concepts
    ids = set(KGEdge.objects.filter(patient_id=patient_id, predicate__in=routing.DRUG_PREDICATES,
                                    experiencer="Patient").values_list("concept_id", flat=True))
    return clipped_drugs(question, concepts, list(Concept.objects.filter(concept_id__in=ids)
                                                  .values_list("concept_id", "concept_name")))


def _clipped_words(question: str, concepts: list[dict]) -> list:
    named = [(c["start"], c["end"]) for c in concepts]
    return [m for m in _CLIPPED.finditer(question) if m.group(1).lower() not in _NOT_CLIPPED
            and not any(a < m.end() and m.start() < b for a, b in named)]


def clipped_drugs(question: str, concepts: list[dict], drugs: list[tuple[int, str]]) -> list[dict]:
    """``with_clipped_drugs`` given the patient's drugs as (concept_id, name)."""
    words = _clipped_words(question, concepts)
    added = []
    for match in words:
        word = match.group(1).lower()
        found = [(c, name) for c, name in drugs
                 if (name.split() or [""])[0].lower().startswith(word) and len(name.split()[0]) >= len(word) + 2]
        if not found or len({name.split()[0].lower() for _, name in found}) != 1:
            continue
        added += [{"concept_id": c, "label": name, "text": match.group(1), "domain": "Drug", "start": match.start(),
                   "end": match.end(), "clipped": True} for c, name in sorted(found, key=lambda r: r[1])
                  if c not in {x["concept_id"] for x in concepts}]
    return sorted(concepts + added, key=lambda c: c["start"]) if added else concepts


#: a moment named by an event: "on the day of the seizure", "at the time of her fall", "when he had the bleed"
_EVENT_DAY = re.compile(r"\b(?:(?:on\s+)?the\s+(?:day|night|morning|evening)\s+of|at\s+the\s+time\s+of|"
                        r"when\s+(?:she|he|they|the patient)\s+had|at\s+the\s+moment\s+of)\s+(?:the|her|his|their|that)\s+",
                        re.IGNORECASE)


def _opened_the_stay(ctx: QuestionContext, focus, scope: tuple[int, ...], admissions: list[tuple]) -> bool:
    """Whether the question names a moment by an event that opened the one stay it asks about ("on the
    day of the September seizure": the seizure she came in with): the event is named right after the
    moment's words, and the stay's own statements of it begin on its first day (a seizure on the fourth
    day of a stay names that day, not the stay's start)."""
    if len(scope) != 1:
        return False
    lead = _EVENT_DAY.search(ctx.question)
    if lead is None:
        return False
    events = [c for c in (*focus.anchors, *focus.context) if c.get("start") is not None
              and 0 <= c["start"] - lead.end() <= 25]
    began = next((a for h, a, _ in admissions if h == scope[0]), None)
    if not events or began is None:
        return False
    dates = KGEdge.objects.filter(patient_id=ctx.patient_id, hadm_id=scope[0], experiencer="Patient",
                                  assertion="Present", concept_id__in=[c["concept_id"] for c in events]
                                  ).exclude(doc_date__isnull=True).values_list("doc_date", flat=True)
    first = min(dates, default=None)
    return first is not None and first.date() <= began.date() + timedelta(days=1)


#: a discharge list's heading, and a line it marks as a change ("(NEW; replaces tiotropium …)", "CHANGED from …")
_DISCHARGE_LIST = re.compile(r"^\s*discharge\s+(?:medications?|meds|medication list)\s*:?\s*$", re.IGNORECASE | re.MULTILINE)
_LIST_ITEM = re.compile(r"^\s*(?:\d+[.)]|[-*•])\s*(?P<item>\S.*)$")
_MARKED = re.compile(r"\b(?:NEW|STARTED|ADDED|CHANGED|INCREASED|DECREASED|REDUCED|RESUMED|RESTARTED|HELD)\b")


def marked_list_lines(patient_id: int, hadm_ids: list[int]) -> list[dict]:
    """The lines of the stays' discharge lists that mark a change in capitals ("1. Fluticasone
    furoate/umeclidinium/vilanterol … (NEW; replaces tiotropium …)"), as {note_id, note_type,
    charttime, text}: what a medication comparison must not leave out when the vocabulary names no
    drug on the line."""
    from retrieval.models import Note

    found = []
    for note in Note.objects.filter(patient_id=patient_id, hadm_id__in=hadm_ids).order_by("charttime"):
        heading = _DISCHARGE_LIST.search(note.text or "")
        if heading is None:
            continue
        for line in note.text[heading.end():].splitlines():
            item = _LIST_ITEM.match(line)
            if item is None:
                if line.strip():
                    break  # the list has ended ("STOPPED: …", the next heading)
                continue
            if _MARKED.search(item.group("item")):
                found.append({"note_id": note.note_id, "note_type": note.note_type,
                              "charttime": iso_date(note.charttime),
                              "text": " ".join(item.group("item").split())})
    return found


def _study_stays(ctx: QuestionContext, focus, concepts: list[dict]) -> tuple[int, ...]:
    """The admissions of a study the question asks a finding of ("a bleed on his head CT", "did the
    CTA show a PE?", "head CT - any bleed?"): the stays whose notes name that study done, in order;
    () when the question names no such study or the chart none."""
    from retrieval.conditions.focus import asks_of_study

    studies = [c for c in (*focus.context, *focus.focus) if asks_of_study(ctx.question, c)]
    found = {c["concept_id"] for c in focus.focus} - {c["concept_id"] for c in studies}
    if not found:  # the study alone is asked about ("was the head CT done?")
        return ()
    if not studies:
        return ()
    stays = KGEdge.objects.filter(patient_id=ctx.patient_id, concept_id__in=[c["concept_id"] for c in studies],
                                  experiencer="Patient", assertion="Present", hadm_id__isnull=False)
    held = set(stays.values_list("hadm_id", flat=True))
    return tuple(Admission.objects.filter(hadm_id__in=held).order_by("admittime").values_list("hadm_id", flat=True))


def kg_evidence(ctx: QuestionContext, *, condition: str, labelled: bool, intent_mode: str | None,
                hops: int = 2, max_facts: int = 40, sentence_budget: int = 900) -> Evidence:
    """Graph evidence for one question (the shared core of C3, C4, C4g, C4g+ and C7)."""
    signature = notes_signature(ctx.patient_id)
    concepts = with_clipped_drugs(ctx.question, with_class_members(ctx.question, question_concepts(ctx.question),
                                                                   ctx.patient_id), ctx.patient_id)
    focus = question_focus(ctx.question, concepts)
    evidence = Evidence(condition=condition, question_concepts=concepts, focus=[dict(c) for c in focus.focus],
                        question_parts=list(focus.parts))
    intent: Intent | None = None
    if intent_mode:
        # a class read as its members is still a class to the intent rules ("BP meds after the fall?": a change)
        intent = classify(ctx.question, mode=intent_mode, category=ctx.category,
                          concepts=[c for c in concepts if "member_of" not in c])
        evidence.intent, evidence.intent_mode, evidence.intent_matched = intent.intent, intent.mode, list(intent.matched)
    name = intent.intent if intent else "Default"
    admissions = list(Admission.objects.filter(patient_id=ctx.patient_id).order_by("admittime")
                      .values_list("hadm_id", "admittime", "dischtime"))
    evidence.admissions = [{"hadm_id": h, "admitted": iso_date(a), "discharged": iso_date(d)} for h, a, d in admissions]
    anchors = [] if _now_after_a_scene(ctx.question, focus) else [c["concept_id"] for c in focus.anchors]
    scope = tuple(ctx.hadm_ids) or anchor_admission(
        focus, evidence.admissions, _admission_weights(ctx.patient_id, anchors))
    if not scope:
        # "was there a bleed on the head CT?", "did the CTA show a PE?": the stays where that study
        # was done, never a bleed of another stay
        scope = _study_stays(ctx, focus, concepts)
    evidence.scope_admissions = list(scope)
    scoped_ctx = replace(ctx, hadm_ids=scope)
    # the asked-about concepts are the seeds; the context concepts only scope them
    asked = list(focus.focus) or ([] if focus.context else concepts)
    labels = {c["concept_id"]: c["label"] for c in concepts}
    asked_drugs = [c for c in asked if c["domain"] == "Drug"]
    # "did she go home on X?": the drug's state when the asked stay ended, whatever the intent
    # phrase ("go home on" is also a Change cue); routing conditions only (C4g …)
    forms = question_form(ctx.question)
    if "at_admission" not in forms and _opened_the_stay(ctx, focus, scope, admissions):
        # "on the day of the September seizure, was she still on lacosamide?": the seizure that brought
        # her in names the day the stay began
        forms = forms | {"at_admission"}
    # ("dose on the way in vs on the way out?" compares the two ends: no question about discharge alone)
    # ("where were his warfarin and INR at the second discharge?", "how was she doing at discharge?"
    # ask for the course or a value, which the drug's course and the sentences give)
    discharge_stay = _ending_stay(scope, admissions) if (
        intent and asked and "at_discharge" in forms and "both_ends" not in forms
        and not forms & {"duration", "sequence"}  # "how long was the treatment after the stay?" is a length
        and answer_shape(ctx.question) not in ("where", "how")) else None
    if discharge_stay is not None:
        scope = (discharge_stay,)
        evidence.scope_admissions = [discharge_stay]
        scoped_ctx = replace(ctx, hadm_ids=scope)
        if not asked_drugs:  # "was his aphasia gone at discharge?": the problem's state then, from that stay
            name = "Current_State"
    elif intent and intent.intent != "Change" and not asked and admissions and "at_discharge" in forms \
            and "both_ends" not in forms and len(scope) <= 1 and answer_shape(ctx.question) == "yes_no":
        # "was she discharged with the stent still in?" names nothing the vocabulary knows: the
        # sentences answer, from the stay whose end it asks about
        scope = (_ending_stay(scope, admissions),)
        evidence.scope_admissions = list(scope)
        scoped_ctx = replace(ctx, hadm_ids=scope)
    # "was she still on X when she came in (the second time)?": a drug's state when the asked stay
    # began - the latest of the stays the question names, else the latest - whatever the intent phrase
    # (whether she was on it: "did the team decide to resume apixaban when she came in?" asks a decision)
    arrival_stay = _ending_stay(scope, admissions) if (
        intent and asked_drugs and discharge_stay is None and "at_admission" in forms and "both_ends" not in forms
        and not forms & {"dose", "duration", "sequence", "conditional", "restart"} and answer_shape(ctx.question) == "yes_no"
        and (intent.intent == "Current_State" or _ON_A_DRUG.search(asked_clauses(ctx.question)[-1]))) else None
    if arrival_stay is not None:
        scope = (arrival_stay,)
        evidence.scope_admissions = [arrival_stay]
        scoped_ctx = replace(ctx, hadm_ids=scope)
        name = "Current_State"
    before_stay = None
    marked: list[dict] = []
    if discharge_stay is not None and asked_drugs:
        edges = _edges_for(scoped_ctx, asked_drugs, hops=hops, max_edges=200)
        vocabulary = {c["concept_id"] for c in asked_drugs} | {
            e.concept_id for e in edges if e.via == "seed" or narrower_step(e.via)}
        related = {e.concept_id: (e.reached_from or e.concept_id) for e in edges}
        routed = routing.route_at_discharge(
            patient_edges(patient_id=ctx.patient_id, concept_ids=sorted(vocabulary)), hadm_id=discharge_stay,
            concepts=[c["concept_id"] for c in asked_drugs], related=related,
            has_list=KGEdge.objects.filter(patient_id=ctx.patient_id, hadm_id=discharge_stay,
                                           predicate=routing.DISCHARGE).exists())
    elif name == "Change":
        # ("what was stopped and started during the COPD admission?": what is stopped and started is drugs)
        drug_question = any(c["domain"] == "Drug" for c in concepts) or bool(
            names_medications(ctx.question)) or not concepts or bool(_STOPPED_AND_STARTED.search(ctx.question))
        kind = "drug" if drug_question else "condition"
        # a class's members do not narrow a change question: the answer lists the class's changes
        # among all of them (``extractive._change``)
        wanted = [] if _ALL_CHANGES.search(ctx.question) else [
            c["concept_id"] for c in concepts if (c["domain"] == "Drug") == (kind == "drug") and "member_of" not in c]
        edges = patient_edges(patient_id=ctx.patient_id, concept_ids=wanted or None)
        edges = [e for e in edges if e.predicate in (routing.DRUG_PREDICATES if kind == "drug"
                                                     else routing.CONDITION_PREDICATES)]
        # edges of the asked drugs only: which stays have a home list is read from all of them
        home_lists = set(KGEdge.objects.filter(patient_id=ctx.patient_id, predicate=routing.HOME, experiencer="Patient")
                         .values_list("hadm_id", flat=True).distinct()) if wanted and kind == "drug" else None
        if "both_ends" in forms and len(scope) != 1 and admissions:
            # "admission list vs discharge list?": the two ends of one stay (the asked one, else the
            # latest), never two stays' lists
            scope = (_ending_stay(scope, admissions),)
            evidence.scope_admissions = list(scope)
        routed = routing.route_change(edges, kind=kind, hadm_ids=scope, home_lists=home_lists)
        if kind == "drug":
            marked = marked_list_lines(
                ctx.patient_id, (routed.compared_admissions or list(scope) or [a[0] for a in admissions[-1:]])[-1:])
    elif not asked:
        routed = routing.Routed(name)
    else:
        # "before this admission, had he ever …?", "has she had X before?": what came before the
        # asked stay (the latest of those the question names, else the latest) began
        before_stay = _ending_stay(scope, admissions) if (
            (name in ("Historical", "Default") or (name == "Current_State" and _EVER.search(ctx.question)))
            and discharge_stay is None and arrival_stay is None
            and answer_shape(ctx.question) == "yes_no" and before_a_stay(ctx.question)) else None
        if before_stay is not None and focus.ordinal == "previous":
            # "before this admission" read as "the previous admission": the bound is the stay after it
            order = [h for h, _, _ in admissions]
            before_stay = order[min(order.index(before_stay) + 1, len(order) - 1)]
        if before_stay is not None:
            name = "Historical"
            began = next((a for h, a, _ in admissions if h == before_stay), None)
        edges = _edges_for(scoped_ctx, asked, hops=hops, max_edges=200)
        if name in ("Current_State", "Historical"):
            # every statement about the asked concepts and their vocabulary relatives, not only
            # the best-scored 200 (a later "now resolved" must not be crowded out)
            vocabulary = {c["concept_id"] for c in asked} | {
                e.concept_id for e in edges if e.via == "seed" or narrower_step(e.via)}
            # a historical question: a concept reached by a narrower step answers for the one it came
            # from, a study that evaluates it ("endocarditis" → TEE) is no statement of it; the current
            # state keeps every neighbour's statements beside the asked concept's (their sentences are
            # evidence: "converted to sinus on diltiazem" for "still in AF?")
            reached = {e.concept_id: e.reached_from for e in edges
                       if name != "Historical" or narrower_step(e.via)}
            edges = [e._replace(reached_from=reached.get(e.concept_id)) for e in
                     patient_edges(patient_id=ctx.patient_id, concept_ids=sorted(vocabulary))]
        if name == "Current_State":
            related = {e.concept_id: (e.reached_from or e.concept_id) for e in edges}
            until = max((d for h, _, d in admissions if h in scope and d is not None), default=None)
            if not ctx.hadm_ids and admissions and admissions[-1][0] in scope and _ASKS_NOW.search(ctx.question):
                until = None  # "is she on it now?": the latest record, a clinic note after the last stay included
            if until is not None:  # "as of" the admission asked about: nothing written after it
                edges = [e for e in edges if e.doc_date is None or e.doc_date <= until]
            if discharge_stay is not None:  # at the end of that stay: what its own notes say
                edges = _without_retold_history([e for e in edges if e.hadm_id == discharge_stay])
            elif arrival_stay is not None:
                # "was she still on X when she came in?": the home list, the first day's orders and
                # what came before the stay (``route_at_admission``)
                began = next((a for h, a, _ in admissions if h == arrival_stay), None)
                drug_ids = {c["concept_id"] for c in asked_drugs}
                routed = routing.route_at_admission(
                    [e for e in edges if related.get(e.concept_id, e.concept_id) in drug_ids], hadm_id=arrival_stay,
                    began=began, concepts=[c["concept_id"] for c in asked_drugs], related=related,
                    discharge_lists=_discharge_lists(ctx.patient_id, until=began))
            elif "at_admission" in forms and "both_ends" not in forms and scope and asked_drugs:
                # "was she still getting X when she came in?": as the stay began - its home list and
                # what was written by the end of its first day, nothing its later notes did to it (a
                # problem's state then is what the stay's own notes tell of its history: not cut)
                began = min(a for h, a, _ in admissions if h in scope)
                edges = [e for e in edges if (e.hadm_id in scope and e.predicate == routing.HOME) or e.doc_date is None
                         or began is None or e.doc_date <= began + timedelta(days=1)]
                until = began
            if arrival_stay is None:
                routed = routing.route_current_state(
                    edges, concepts=[c["concept_id"] for c in asked], labels=labels, related=related,
                    discharge_lists=_discharge_lists(ctx.patient_id, until=until, only=discharge_stay))
        elif before_stay is not None:
            routed = routing.route_before_stay(edges, concepts=[c["concept_id"] for c in asked], hadm_id=before_stay,
                                               began=began, related={k: v for k, v in reached.items() if v},
                                               drugs=[c["concept_id"] for c in asked_drugs])
        elif name == "Historical":
            routed = routing.route_historical(edges, concepts=[c["concept_id"] for c in asked])
        else:
            routed = routing.route_default(_scoped(edges, scope), limit=max_facts,
                                           first=_relatives_statements(ctx, focus, asked, edges))
    facts = [_fact(e, group=g, status=s, labelled=labelled)
             for e, g, s in zip(routed.edges, routed.groups, routed.statuses)][:max_facts]
    provenance = _provenance([f.edge_id for f in facts])
    evidence.facts = [
        replace(f, note_type=provenance[f.edge_id]["note_type"] or "", section=provenance[f.edge_id]["section"] or "",
                cues=tuple({"category": c.get("category", ""), "text": c.get("text", "")}
                           for c in (provenance[f.edge_id]["trigger"] or [])))
        if f.edge_id in provenance else f for f in facts]
    evidence.not_found = [{"concept_id": c, "label": labels.get(c, str(c))} for c in routed.not_found]
    evidence.compared_admissions = routed.compared_admissions
    evidence.settings = {"hops": hops, "max_facts": max_facts, "labelled": labelled, "intent_mode": intent_mode,
                         "change_basis": routed.note or None, "sentence_budget": sentence_budget}
    if marked:
        evidence.settings["marked_lines"] = marked
    if arrival_stay is not None:
        evidence.settings["state_at"] = {"when": "admission", "hadm_id": arrival_stay}
    if before_stay is not None:
        evidence.settings["state_at"] = {"when": "before", "hadm_id": before_stay, "began": iso_date(began)}
    if discharge_stay is not None:
        evidence.settings["state_at"] = {"when": "discharge", "hadm_id": discharge_stay,
                                         "discharge_list": routed.note == "discharge list"}
    asked_ids = {c["concept_id"] for c in asked}
    wanted = _wanted_label(question_form(ctx.question))
    # the routed facts' own sentences first: the asked concepts' statements, among them the label
    # the question's form asks about (a relative's history for a family question, a plan for a
    # conditional one), then the rarer labels before plain Present (they must be quotable)
    by_priority = sorted(evidence.facts, key=lambda f: (f.concept_id not in asked_ids and f.reached_from not in asked_ids,
                                                        not wanted(f), f.assertion == "Present", -f.score))
    must = [(provenance[f.edge_id]["note_id"], provenance[f.edge_id]["span_start"]) for f in by_priority
            if f.edge_id in provenance and provenance[f.edge_id]["span_start"] is not None
            and (f.concept_id in asked_ids or f.reached_from in asked_ids or f.group)]
    related = asked_ids | {f.concept_id for f in evidence.facts if f.reached_from in asked_ids and f.hop <= 2}
    evidence.passages = retrieve_documents(ctx, signature, budget=sentence_budget, must=must,
                                           focus_mentions=_mention_starts(ctx.patient_id, related),
                                           hadm_ids=() if before_stay is not None else scope)
    evidence.facts = _with_sources(evidence.facts, provenance, evidence.passages)
    parts = []
    if evidence.admissions:
        parts.append("Admissions:\n" + "\n".join(
            f"hadm {a['hadm_id']}: admitted {a['admitted']}, discharged {a['discharged'] or 'not yet'}"
            + (" (the admission asked about)" if a["hadm_id"] in scope else "")
            for a in evidence.admissions))
    if evidence.facts or evidence.not_found:
        parts.append(render_facts(evidence.facts, evidence.not_found))
    if evidence.passages:
        parts.append("Source sentences:\n" + "\n".join(
            f"[S{p.rank}: {p.note_type} {p.note_id}, {p.charttime}] {p.text}" for p in evidence.passages))
    evidence.text = "\n\n".join(parts)
    evidence.tokens = count_tokens(evidence.text)
    return evidence


def _with_sources(facts: list[GraphFact], provenance: dict[int, dict], passages: list[Passage]) -> list[GraphFact]:
    """Each fact with the rank of the shown sentence it was read from (its ``S`` number), if shown."""
    by_note: dict[str, list[Passage]] = {}
    for p in passages:
        by_note.setdefault(p.note_id, []).append(p)
    out = []
    for fact in facts:
        p = provenance.get(fact.edge_id) or {}
        at = p.get("span_start")
        source = next((x.rank for x in by_note.get(p.get("note_id"), []) if at is not None and x.start <= at < x.end),
                      None)
        out.append(replace(fact, source=source) if source else fact)
    return out
