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

from collections import OrderedDict
from dataclasses import replace

from retrieval.conditions import routing
from retrieval.conditions.base import Evidence, GraphFact, Passage, QuestionContext, iso_date
from retrieval.conditions.chunks import notes_signature, patient_notes
from retrieval.conditions.intent import Intent, classify, question_form
from retrieval.graph.traversal import TraversalEdge, patient_edges, traverse
from retrieval.models import Admission, KGEdge
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
_MEDICATION_WORDS = ("medication", "medications", "meds", "drug", "drugs", "prescription", "prescriptions")


def question_concepts(question: str) -> list[dict]:
    """Concepts the question names: [{"concept_id", "label", "text", "domain"}] in question order."""
    from retrieval.models import Concept
    from retrieval.vocabulary import matcher as vocabulary_matcher

    found = vocabulary_matcher.default_matcher().find(question)
    names = dict(Concept.objects.filter(concept_id__in=[t.concept_id for _, _, t in found])
                 .values_list("concept_id", "concept_name"))
    seen, rows = set(), []
    for start, end, term in found:
        if term.concept_id in seen:
            continue
        seen.add(term.concept_id)
        rows.append({"concept_id": term.concept_id, "label": names.get(term.concept_id, term.text),
                     "text": question[start:end], "domain": term.domain})
    return rows


def _fact(edge, *, group: str = "", status: str = "", labelled: bool = True) -> GraphFact:
    return GraphFact(
        edge_id=edge.edge_id, concept_id=edge.concept_id, label=edge.label, predicate=edge.predicate,
        assertion=edge.assertion, experiencer=edge.experiencer, temporality=edge.temporality,
        date=iso_date(edge.event_date or edge.valid_from or edge.doc_date), hadm_id=edge.hadm_id,
        note_id=edge.note_id, allen_relation=edge.allen_relation, temporal_confidence=edge.temporal_confidence,
        score=edge.score, hop=edge.hop, via=edge.via, reached_from=edge.reached_from, group=group, status=status,
        visible=LABELS if labelled else (), mention_text=edge.mention_text,
        valid_from=iso_date(edge.valid_from), valid_to=iso_date(edge.valid_to),
    )


def render_fact(fact: GraphFact) -> str:
    """One evidence line. With labels: ``Absent: pneumonia [experiencer=Patient; temporality=Current;
    …]`` (App. C.2's typed facts); without (C3): the concept and its context only."""
    context = [f"predicate={fact.predicate}"]
    if fact.date:
        context.append(f"date={fact.date}")
    if fact.hadm_id is not None:
        context.append(f"hadm={fact.hadm_id}")
    if fact.note_id:
        context.append(f"note={fact.note_id}")
    if not fact.visible:
        return f"{fact.label} [{'; '.join(context)}]"
    labels = [f"experiencer={fact.experiencer}", f"temporality={fact.temporality}"]
    head = f"{fact.assertion}: {fact.label}"
    if fact.status and fact.status != fact.assertion:
        labels.append(f"status={fact.status}")
    return f"{head} [{'; '.join(labels + context)}]"


_GROUP_TITLES = {
    "added": "Added", "removed": "Removed (stopped or not continued)", "continued": "Continued",
    "current": "Current state", "asserted_past": "Past (documented as history)",
    "earlier_admission_only": "Resolved (earlier admission only, absent from the latest)",
    "still_active": "Still active in the latest admission",
    "resolved": "No longer current (a later note puts it in the past)",
}


def render_facts(facts: list[GraphFact], not_found: list[dict]) -> str:
    """Facts grouped under their routing headings (none for plain traversal facts)."""
    blocks: OrderedDict[str, list[str]] = OrderedDict()
    for fact in facts:
        blocks.setdefault(_GROUP_TITLES.get(fact.group, "Knowledge graph facts"), []).append(render_fact(fact))
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


def _source_sentences(facts: list[GraphFact], provenance: dict[int, dict], patient_id: int, signature: str, *,
                      limit: int, budget: int) -> list[Passage]:
    """The sentences the top facts were read from, deduplicated, within ``budget`` tokens."""
    spans = {edge_id: (p["note_id"], p["sentence_start"], p["sentence_end"], p["span_start"], p["span_end"])
             for edge_id, p in provenance.items()}
    notes = {n.note_id: n for n in patient_notes(patient_id, signature)}
    passages, seen, used = [], set(), 0
    for fact in facts:
        note_id, s_start, s_end, m_start, m_end = spans.get(fact.edge_id, (None,) * 5)
        note = notes.get(note_id)
        if note is None:
            continue
        start = s_start if s_start is not None else m_start
        end = s_end if s_end is not None else m_end
        if start is None or end is None or (note_id, start) in seen:
            continue
        text = " ".join(note.text[start:end].split())
        tokens = count_tokens(text)
        if used + tokens > budget:
            continue
        seen.add((note_id, start))
        used += tokens
        passages.append(Passage(note_id, start, end, text, tokens, score=fact.score, note_type=note.note_type,
                                charttime=iso_date(note.charttime), hadm_id=note.hadm_id, rank=len(passages) + 1))
        if len(passages) >= limit:
            break
    return passages


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


def kg_evidence(ctx: QuestionContext, *, condition: str, labelled: bool, intent_mode: str | None,
                hops: int = 2, max_facts: int = 40, sentence_limit: int = 8, sentence_budget: int = 600) -> Evidence:
    """Graph evidence for one question (the shared core of C3, C4, C4g, C4g+ and C7)."""
    signature = notes_signature(ctx.patient_id)
    concepts = question_concepts(ctx.question)
    evidence = Evidence(condition=condition, question_concepts=concepts)
    intent: Intent | None = None
    if intent_mode:
        intent = classify(ctx.question, mode=intent_mode, category=ctx.category)
        evidence.intent, evidence.intent_mode, evidence.intent_matched = intent.intent, intent.mode, list(intent.matched)
    name = intent.intent if intent else "Default"
    labels = {c["concept_id"]: c["label"] for c in concepts}
    if name == "Change":
        drug_question = any(c["domain"] == "Drug" for c in concepts) or any(
            w in ctx.question.lower().split() for w in _MEDICATION_WORDS) or not concepts
        kind = "drug" if drug_question else "condition"
        wanted = [c["concept_id"] for c in concepts if (c["domain"] == "Drug") == (kind == "drug")]
        edges = patient_edges(patient_id=ctx.patient_id, concept_ids=wanted or None)
        edges = [e for e in edges if e.predicate in (routing.DRUG_PREDICATES if kind == "drug"
                                                     else routing.CONDITION_PREDICATES)]
        routed = routing.route_change(edges, kind=kind, hadm_ids=ctx.hadm_ids)
    elif not concepts:
        routed = routing.Routed(name)
    else:
        edges = _edges_for(ctx, concepts, hops=hops, max_edges=200)
        if name in ("Current_State", "Historical"):
            # every statement about the asked concepts and their vocabulary relatives, not only
            # the best-scored 200 (a later "now resolved" must not be crowded out)
            vocabulary = {c["concept_id"] for c in concepts} | {
                e.concept_id for e in edges if e.via == "seed" or e.via.split(" (")[0] in VOCABULARY_STEPS}
            reached = {e.concept_id: e.reached_from for e in edges}
            edges = [e._replace(reached_from=reached.get(e.concept_id)) for e in
                     patient_edges(patient_id=ctx.patient_id, concept_ids=sorted(vocabulary))]
        if name == "Current_State":
            related = {e.concept_id: (e.reached_from or e.concept_id) for e in edges}
            routed = routing.route_current_state(edges, concepts=[c["concept_id"] for c in concepts],
                                                 labels=labels, related=related)
        elif name == "Historical":
            routed = routing.route_historical(edges, concepts=[c["concept_id"] for c in concepts])
        else:
            routed = routing.route_default(_scoped(edges, ctx.hadm_ids), limit=max_facts)
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
                         "change_basis": routed.note or None}
    evidence.admissions = [
        {"hadm_id": hadm_id, "admitted": iso_date(admitted), "discharged": iso_date(discharged)}
        for hadm_id, admitted, discharged in Admission.objects.filter(patient_id=ctx.patient_id)
        .order_by("admittime").values_list("hadm_id", "admittime", "dischtime")]
    parts = []
    if evidence.admissions:
        parts.append("Admissions:\n" + "\n".join(
            f"hadm {a['hadm_id']}: admitted {a['admitted']}, discharged {a['discharged'] or 'not yet'}"
            for a in evidence.admissions))
    if evidence.facts or evidence.not_found:
        parts.append(render_facts(evidence.facts, evidence.not_found))
    asked = {c["concept_id"] for c in concepts}
    wanted = _wanted_label(question_form(ctx.question))
    # the source sentences of the asked concepts' own statements first; among them the label the
    # question's form asks about (a relative's history for a family question, a plan for a
    # conditional one), then the rarer labels before plain Present (they must be quotable)
    by_priority = sorted(evidence.facts, key=lambda f: (f.concept_id not in asked and f.reached_from not in asked,
                                                        not wanted(f), f.assertion == "Present", -f.score))
    evidence.passages = _source_sentences(by_priority, provenance, ctx.patient_id, signature, limit=sentence_limit,
                                          budget=sentence_budget)
    if evidence.passages:
        parts.append("Source sentences:\n" + "\n".join(
            f"[{p.note_id}, {p.charttime}] {p.text}" for p in evidence.passages))
    evidence.text = "\n\n".join(parts)
    evidence.tokens = count_tokens(evidence.text)
    return evidence

