"""Why a condition answered as it did: one question, side by side across chosen conditions.

For each condition the explorer takes the stored prediction of a run (a chosen run, else the
latest run of that condition that answered the question) and, where no run answered it, answers
it with the offline reader — marked as such. That live answer is computed by a task on the
interactive queue (``live_answer_compute``; the page polls a fragment that shows its progress,
never answering inside the request) and cached under a digest of everything that shapes it: the
question, the condition, the reader, the condition's code, rules, embedder, graph build and
vocabulary versions, and the patient's notes and graph (``live_answer_key``). A graph condition
over a patient whose graph is not built is an error, shown at once, never an empty context.

Each column shows the intent chosen, the retrieved subgraph drawn with its labels (a stale
statement marked, the asked concept's pruned statements on request), the retrieved chunks with
their scores, the exact prompt, the answer, and every score the prediction has (evaluators, reference versions, and the physicians' verdicts
once a study is unblinded: they are written to the same score table at unblinding).

Authors and admins only: it names conditions and models.
"""

from __future__ import annotations

import hashlib
import json
import logging
import time
from dataclasses import dataclass, field

from celery import current_app
from django.core.cache import cache
from django.urls import reverse

from benchmark.models import PredictionScore, Question, Run, RunPrediction
from benchmark.runs.execute import question_context
from retrieval.answering import (
    CLINICALBENCH_CONDITIONS,
    AnsweringError,
    Family,
    UnknownCondition,
    answer,
    answering_versions,
    get_condition,
    input_versions,
    narrower_step,
)
from retrieval.graph.draw import GraphEdge, GraphNode, draw_subgraph
from retrieval.labels import Labelled, assertion_style
from retrieval.models import KGEdge
from retrieval.models import Predicate as PredicateChoice

DEFAULT_CONDITIONS = ("C3", "C4", "C4g")
#: A later statement of one of these makes an earlier "present" stale (Figure 2's cholelithiasis:
#: present in an old note, removed by a cholecystectomy since).
_ENDING_STATUSES = {"resolved", "stopped", "held", "completed"}
_ENDING_ASSERTIONS = {"Absent", "Historical"}
OFFLINE_READER = "extractive"
#: The registered name of the task that computes a live answer (benchmark/explore_tasks.py).
EXPLORE_ANSWER_TASK = "benchmark.explore_answer"
#: A live answer is kept this long (its key changes whenever anything that shapes it changes).
LIVE_TTL = 7 * 24 * 3600
#: A failed live answer is kept this long, then tried again.
LIVE_ERROR_TTL = 300
#: Progress of a queued or running live answer; one not finished after this long is sent again.
PROGRESS_TTL = 600
#: A live answer still queued after this long is sent again (its message may have been lost).
STALE_QUEUED = 120
log = logging.getLogger("benchmark.explore")


@dataclass
class ExploredFact(Labelled):
    edge_id: int
    label: str
    predicate: str
    assertion: str
    experiencer: str
    temporality: str
    date: str | None
    hadm_id: int | None
    note_id: str | None
    href: str | None
    group: str
    status: str
    hop: int
    via: str
    visible: tuple[str, ...]
    #: "stale" (a later statement ends it), "pruned" (the graph holds it; the condition left it out) or ""
    mark: str = ""
    mark_reason: str = ""


@dataclass
class Column:
    condition: str
    title: str
    #: where the answer came from: "run", "live" (answered by the offline reader, cached) or
    #: "pending" (the offline reader's answer is being computed: ``progress`` says how far)
    source: str
    run: Run | None = None
    prediction: RunPrediction | None = None
    model: str = ""
    answer: str = ""
    prompt: str = ""
    error: str = ""
    intent: str | None = None
    intent_matched: list[str] = field(default_factory=list)
    focus: list[str] = field(default_factory=list)
    scope_admissions: list[int] = field(default_factory=list)
    #: how the question was read, as stored with the answer (``retrieval.conditions.parse``); {} for
    #: answers stored before it was
    parsed: dict = field(default_factory=dict)
    facts: list[ExploredFact] = field(default_factory=list)
    pruned: list[ExploredFact] = field(default_factory=list)
    passages: list[dict] = field(default_factory=list)
    graph_svg: str = ""
    scores: list[dict] = field(default_factory=list)
    timings: dict = field(default_factory=dict)
    evidence_tokens: int = 0
    uses_graph: bool = False
    #: a pending live answer: {"state": "queued" | "running", "seconds": since queued or started}
    progress: dict | None = None


@dataclass
class Exploration:
    question: Question
    columns: list[Column]
    conditions: list[str]
    available: list[str]
    show_pruned: bool
    runs: list[Run]

    @property
    def parsed(self) -> dict:
        """How the question was read (the same for every condition; each column keeps its own
        admissions in scope): from the first column whose answer stored it."""
        return next((c.parsed for c in self.columns if c.parsed), {})


def _latest_prediction(question: Question, condition: str, run_ids: list[int]) -> RunPrediction | None:
    found = (RunPrediction.objects.filter(question=question, run__condition=condition, error="")
             .select_related("run").order_by("-run__created_at", "-id"))
    if run_ids:
        found = found.filter(run_id__in=run_ids)
    return found.first()


def _note_href(dataset: str, note_id: str | None, start, end) -> str | None:
    if not note_id:
        return None
    url = reverse("note_detail", args=[dataset, note_id])
    return f"{url}#span={start}-{end}" if start is not None and end is not None else url


def _edges(edge_ids) -> dict[int, dict]:
    return {row["id"]: row for row in KGEdge.objects.filter(id__in=list(edge_ids)).values(
        "id", "span_start", "span_end", "object__kind", "subject__kind", "subject__label", "subject_concept_id",
        "origin", "concept_id", "doc_date", "assertion", "status", "temporality", "experiencer")}


def _stale(facts: list[dict], patient_id: int) -> dict[int, str]:
    """Facts stating the patient has something that a later statement in the chart ends: a later
    Absent or Historical label, or a later resolved / stopped / held / completed status."""
    present = [f for f in facts if f.get("assertion") == "Present" and f.get("experiencer") == "Patient"]
    if not present:
        return {}
    later = (KGEdge.objects.filter(patient_id=patient_id, concept_id__in={f["concept_id"] for f in present},
                                   origin="mention", experiencer="Patient")
             .values("id", "concept_id", "doc_date", "assertion", "status"))
    by_concept: dict[int, list[dict]] = {}
    for row in later:
        if row["assertion"] in _ENDING_ASSERTIONS or row["status"] in _ENDING_STATUSES:
            by_concept.setdefault(row["concept_id"], []).append(row)
    dates = {row["id"]: row["doc_date"] for row in KGEdge.objects.filter(id__in=[f["edge_id"] for f in present])
             .values("id", "doc_date")}
    stale = {}
    for fact in present:
        when = dates.get(fact["edge_id"])
        if when is None:
            continue
        ending = [row for row in by_concept.get(fact["concept_id"], []) if row["doc_date"] and row["doc_date"] > when]
        if ending:
            last = max(ending, key=lambda row: row["doc_date"])
            said = last["status"] if last["status"] in _ENDING_STATUSES else assertion_style(last["assertion"]).word
            stale[fact["edge_id"]] = f"stale: stated {said} later, on {last['doc_date']:%Y-%m-%d}"
    return stale


def _explored(fact: dict, edge: dict | None, dataset: str, *, mark: str = "", reason: str = "") -> ExploredFact:
    href = _note_href(dataset, fact.get("note_id"), edge and edge["span_start"], edge and edge["span_end"])
    predicate = fact.get("predicate", "")
    label = PredicateChoice(predicate).label if predicate in PredicateChoice.values else predicate
    return ExploredFact(
        fact["edge_id"], fact.get("label", ""), label, fact.get("assertion", ""), fact.get("experiencer", ""),
        fact.get("temporality", ""), fact.get("date"), fact.get("hadm_id"), fact.get("note_id"), href,
        fact.get("group", ""), fact.get("clinical_status", ""), fact.get("hop", 0),
        fact.get("via", ""), tuple(fact.get("visible") or ()), mark, reason)


def _pruned(evidence: dict, patient_id: int, dataset: str, shown: set[int]) -> list[ExploredFact]:
    """What the graph holds about the asked concepts (and their narrower concepts the condition
    reached) that the condition did not give the model."""
    asked = {c["concept_id"] for c in evidence.get("focus") or evidence.get("question_concepts") or []}
    asked |= {f["concept_id"] for f in evidence.get("facts", []) if f.get("reached_from") in asked
              and narrower_step(f.get("via", ""))}
    if not asked:
        return []
    rows = (KGEdge.objects.filter(patient_id=patient_id, concept_id__in=asked, origin="mention")
            .exclude(id__in=shown).select_related("object").order_by("doc_date", "id")[:60])
    return [_explored({"edge_id": e.id, "label": e.object.label, "predicate": e.predicate, "assertion": e.assertion,
                       "experiencer": e.experiencer, "temporality": e.temporality, "concept_id": e.concept_id,
                       "date": e.doc_date and f"{e.doc_date:%Y-%m-%d}", "hadm_id": e.hadm_id, "note_id": e.note_id,
                       "clinical_status": e.status},
                      {"span_start": e.span_start, "span_end": e.span_end}, dataset, mark="pruned",
                      reason="in the graph, not given to the model")
            for e in rows]


def _draw(question: Question, evidence: dict, facts: list[ExploredFact], edges: dict[int, dict],
          pruned: list[ExploredFact]) -> str:
    focus = {c["concept_id"] for c in evidence.get("focus") or []}
    admission_names = {a["hadm_id"]: f"adm {i}" for i, a in enumerate(evidence.get("admissions") or [], start=1)}
    nodes = {"patient": GraphNode("patient", f"Patient {question.subject_id}", "patient")}
    drawn: dict[tuple, GraphEdge] = {}
    by_id = {f["edge_id"]: f for f in evidence.get("facts", [])}
    for fact in [*facts, *pruned]:
        raw = by_id.get(fact.edge_id, {})
        row = edges.get(fact.edge_id, {})
        concept_id = raw.get("concept_id") or row.get("concept_id")
        key = f"concept:{concept_id}"
        nodes.setdefault(key, GraphNode(key, fact.label, row.get("object__kind") or "concept",
                                        focus=concept_id in focus))
        source = "patient"
        if row.get("origin") == "co_mention" and row.get("subject_concept_id"):
            source = f"concept:{row['subject_concept_id']}"
            nodes.setdefault(source, GraphNode(source, row.get("subject__label") or "", row.get("subject__kind")
                                               or "concept", focus=row["subject_concept_id"] in focus))
        link = source != "patient"
        edge_key = (source, key, fact.assertion, fact.experiencer, fact.mark)
        edge = drawn.get(edge_key)
        if edge is None:
            edge = drawn[edge_key] = GraphEdge(source, key, fact.assertion, fact.experiencer, fact.predicate,
                                               link=link, mark=fact.mark, href=fact.href or "")
        edge.count += 1
        if fact.temporality:
            edge.temporalities.add(fact.temporality)
        if fact.hadm_id in admission_names:
            edge.admissions.add(admission_names[fact.hadm_id])
    return draw_subgraph(list(nodes.values()), list(drawn.values()), title=f"{question.qid} evidence",
                         empty="No graph facts: this condition gave the model no facts.")


def _scores(prediction: RunPrediction | None) -> list[dict]:
    if prediction is None:
        return []
    return [{"evaluator": s.evaluator, "version": s.evaluator_version, "reference": s.reference_version,
             "value": s.value, "label": s.label, "reason": s.reason}
            for s in PredictionScore.objects.filter(prediction=prediction).order_by("evaluator", "reference_version")]


def _column(question: Question, condition: str, *, run_ids: list[int], live: bool, show_pruned: bool) -> Column:
    try:
        spec = get_condition(condition)
    except UnknownCondition as exc:
        return Column(condition, condition, "none", error=str(exc))
    prediction = None if live else _latest_prediction(question, condition, run_ids)
    column = Column(condition, spec.description, "run" if prediction else "live", uses_graph=spec.family == Family.GRAPH)
    if prediction is not None:
        column.run, column.prediction, column.model = prediction.run, prediction, prediction.run.model
        column.answer, column.prompt, evidence = prediction.answer, prediction.prompt, prediction.evidence or {}
        column.timings = {"retrieval_ms": prediction.retrieval_ms, "generation_ms": prediction.latency_ms}
        column.evidence_tokens = prediction.evidence_tokens
    else:
        try:
            key = live_answer_key(question, condition)
        except (AnsweringError, ValueError) as exc:
            column.error = str(exc)
            return column
        result = cache.get(_result_key(key))
        if result is None:
            column.source, column.progress = "pending", live_answer_request(question, condition, key)
            return column
        if result.get("error"):
            column.error = result["error"]
            return column
        column.model, column.answer, column.prompt = result["model"], result["answer"], result["prompt"]
        evidence = result["evidence"]
        column.timings = result["timings"]
        column.evidence_tokens = result["evidence_tokens"]
    column.intent, column.intent_matched = evidence.get("intent"), list(evidence.get("intent_matched") or [])
    column.focus = [c.get("label", "") for c in evidence.get("focus") or []]
    column.scope_admissions = list(evidence.get("scope_admissions") or [])
    column.parsed = _parsed(evidence.get("question") or {})
    raw_facts = evidence.get("facts") or []
    edges = _edges(f["edge_id"] for f in raw_facts)
    stale = _stale(raw_facts, question.patient_id)
    dataset = question.dataset.name
    column.facts = [_explored(f, edges.get(f["edge_id"]), dataset, mark="stale" if f["edge_id"] in stale else "",
                              reason=stale.get(f["edge_id"], "")) for f in raw_facts]
    if show_pruned and raw_facts:
        column.pruned = _pruned(evidence, question.patient_id, dataset, {f["edge_id"] for f in raw_facts})
    if raw_facts:
        column.graph_svg = _draw(question, evidence, column.facts, edges, column.pruned)
    column.passages = [{**p, "href": _note_href(dataset, p.get("note_id"), p.get("start"), p.get("end"))}
                       for p in evidence.get("passages") or []]
    column.scores = _scores(prediction)
    return column


def _parsed(parsed: dict) -> dict:
    """The stored reading of the question in words for the page: each field present, in order."""
    if not parsed:
        return {}
    time = parsed.get("time") or {}
    when = [w for w in (
        f"{time['ordinal']} admission" if time.get("ordinal") else "",
        ("the admission of " + ", ".join(time["events"])) if time.get("events") else "",
        "at discharge" if time.get("at") == "discharge" else "",
        "across admissions" if time.get("cross_admission") else "") if w]
    words = {
        "proposition": parsed.get("proposition", "").replace("_", " "),
        "answer": parsed.get("answer_shape", "").replace("_", "/"),
        "asked": ", ".join(c.get("label", "") for c in parsed.get("asked") or []) or "no concept named",
        "scene": ", ".join(c.get("label", "") for c in parsed.get("context") or []),
        "time": "; ".join(when) or "no time named (the whole chart)",
        "admissions": ", ".join(map(str, parsed.get("admissions") or [])),
        "about": parsed.get("experiencer", ""),
        "parts": parsed.get("parts") if len(parsed.get("parts") or []) > 1 else [],
        "version": parsed.get("version", ""),
    }
    return {k: v for k, v in words.items() if v}


def question_explorer(question: Question, *, conditions=(), run_ids=(), live: bool = False,
                      show_pruned: bool = False) -> Exploration:
    """The question under each chosen condition (default C3 | C4 | C4g), side by side."""
    chosen = list(dict.fromkeys(c for c in conditions if c)) or list(DEFAULT_CONDITIONS)
    runs = list(Run.objects.filter(predictions__question=question).select_related("dataset")
                .order_by("-created_at").distinct()[:50])
    return Exploration(question, [_column(question, c, run_ids=list(run_ids), live=live, show_pruned=show_pruned)
                                  for c in chosen[:4]],
                       chosen[:4], list(CLINICALBENCH_CONDITIONS), show_pruned, runs)


def question_explorer_column(question: Question, condition: str, *, show_pruned: bool = False) -> Column:
    """One live column (the fragment a pending column polls): the cached offline answer, or its
    progress (queued again when it was lost)."""
    return _column(question, condition, run_ids=[], live=True, show_pruned=show_pruned)


# -- live answers: computed by a task, cached by digest -----------------------------------------


def live_answer_key(question: Question, condition: str) -> str:
    """A digest of everything that shapes the offline reader's answer to ``question`` under
    ``condition``: the question as asked, the condition, the reader, every version the condition
    and reader report (code, rules, embedder, graph build, assertion rules, vocabulary, routing,
    tokenizer) and the patient's inputs (notes; graph build state). Raises ``AnsweringError``
    when the condition needs the patient's graph and it is not built."""
    ctx = question_context(question)
    versions = {**answering_versions(condition_id=condition, model=OFFLINE_READER),
                **input_versions(condition_id=condition, patient_ids=[question.patient_id])}
    payload = {"question": [question.pk, ctx.qid, ctx.question, list(ctx.hadm_ids), ctx.category, ctx.subject_id,
                            ctx.patient_id],
               "condition": condition, "reader": OFFLINE_READER, "versions": versions}
    return hashlib.sha256(json.dumps(payload, sort_keys=True, default=str).encode()).hexdigest()[:40]


def _result_key(key: str) -> str:
    return f"explore:live:{key}"


def _progress_key(key: str) -> str:
    return f"explore:live-progress:{key}"


#: when a live-answer task last started or finished: a queued column knows whether the worker is
#: busy with other answers (it answers them one at a time) or seems not to be running at all
ACTIVITY_KEY = "explore:live-activity"


def _mark_activity() -> None:
    cache.set(ACTIVITY_KEY, time.time(), PROGRESS_TTL)


def live_answer_request(question: Question, condition: str, key: str) -> dict:
    """Make sure a task is computing this live answer (send one unless one is queued or running
    and not stale); return its progress for the page."""
    now = time.time()
    progress = cache.get(_progress_key(key))
    stale = progress is not None and progress["state"] == "queued" and now - progress["at"] > STALE_QUEUED
    if progress is None or stale:
        progress = {"state": "queued", "at": now}
        if cache.add(_progress_key(key), progress, PROGRESS_TTL) or stale:
            cache.set(_progress_key(key), progress, PROGRESS_TTL)
            current_app.send_task(EXPLORE_ANSWER_TASK, args=(question.pk, condition, key))
    activity = cache.get(ACTIVITY_KEY)
    return {"state": progress["state"], "seconds": max(0, round(now - progress["at"])),
            # the worker started or finished another answer since this one was queued: it is busy, not gone
            "worker_active": activity is not None and activity >= progress["at"] - 1,
            "worker_seconds": None if activity is None else max(0, round(now - activity))}


def live_answer_compute(*, question_id: int, condition: str, key: str) -> str:
    """What the task does: answer the question under the condition with the offline reader and
    cache the answer (or the error, for ``LIVE_ERROR_TTL``) under ``key``. A cached answer is
    not computed again. Returns "cached", "answered" or "error"."""
    if cache.get(_result_key(key)) is not None:
        cache.delete(_progress_key(key))
        return "cached"
    question = Question.objects.select_related("dataset").filter(pk=question_id).first()
    if question is None:
        cache.delete(_progress_key(key))
        return "error"
    cache.set(_progress_key(key), {"state": "running", "at": time.time()}, PROGRESS_TTL)
    _mark_activity()
    try:
        # what was asked may have changed since the page queued it: the answer goes under the key of
        # the inputs it is computed from (the page asks for that key on its next poll)
        current = live_answer_key(question, condition)
        if current != key:
            cache.delete(_progress_key(key))
            key = current
        answered = answer(question_context(question), condition_id=condition, model=OFFLINE_READER)
        result = {"model": OFFLINE_READER, "answer": answered.answer, "prompt": answered.prompt,
                  "evidence": answered.stored_evidence(), "evidence_tokens": answered.evidence.tokens,
                  "timings": {"retrieval_ms": answered.timings["retrieval_ms"],
                              "generation_ms": answered.timings["generation_ms"]}}
        cache.set(_result_key(key), result, LIVE_TTL)
        outcome = "answered"
    except Exception as exc:  # retrieval and the reader raise many types; each is shown on the page
        log.warning("explorer: %s under %s failed: %s", question.qid, condition, type(exc).__name__)
        message = str(exc) if isinstance(exc, (AnsweringError, ValueError)) else f"{type(exc).__name__}: {exc}"
        cache.set(_result_key(key), {"error": message[:1000]}, LIVE_ERROR_TTL)
        outcome = "error"
    cache.delete(_progress_key(key))
    _mark_activity()
    return outcome


@dataclass
class PredictionEvidence:
    prediction: RunPrediction
    facts: list[ExploredFact]
    passages: list[dict]
    intent: str | None
    focus: list[str]


def prediction_evidence(prediction: RunPrediction) -> PredictionEvidence:
    """One stored prediction's evidence with links into the notes (the run page's expanded row)."""
    evidence = prediction.evidence or {}
    dataset = prediction.run.dataset.name
    raw_facts = evidence.get("facts") or []
    edges = _edges(f["edge_id"] for f in raw_facts)
    stale = _stale(raw_facts, prediction.question.patient_id) if prediction.question_id else {}
    facts = [_explored(f, edges.get(f["edge_id"]), dataset, mark="stale" if f["edge_id"] in stale else "",
                       reason=stale.get(f["edge_id"], "")) for f in raw_facts]
    passages = [{**p, "href": _note_href(dataset, p.get("note_id"), p.get("start"), p.get("end"))}
                for p in evidence.get("passages") or []]
    return PredictionEvidence(prediction, facts, passages, evidence.get("intent"),
                              [c.get("label", "") for c in evidence.get("focus") or []])
