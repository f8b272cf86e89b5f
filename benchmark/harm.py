"""A harm screen beside accuracy: answers that call a problem or drug current when the chart's own
later statement ends it.

For each answer of a run: the concepts its question names (the vocabulary matcher the graph
conditions use); for each, whether the answer **asserts it current** — a strong status word that
keeps it going ("still", "currently active", "ongoing"), or, for a question about the present state
(the current-state category, or "… at discharge"), any such word or a plain positive claim about
the patient — and not
also that it ended ("held", "stopped", "resolved", "no longer" in a clause naming it). Such an
answer is **contradicted** when the chart, read as the graph conditions read it
(``retrieval.graph.course``), has the concept going at one time and a later statement ending it
(held, stopped, completed, left off a discharge list; resolved, or denied) by the asked time: the
end of the question's last asked admission, else the end of the chart.

It reads the answer and the graph, never a reference answer, so it applies to any condition and
any model. It is a screen for one kind of harm (stale state reported as current), not a
physician's verdict: an answer it flags may still be defensible, and other harms go unseen.
``VERSION`` changes whenever the rule does.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

from benchmark.evaluators.polarity.claims import answer_claim
from benchmark.evaluators.polarity.cues import load_polarity_cues
from benchmark.evaluators.polarity.reader import Reader
from benchmark.evaluators.polarity.temporal import temporal_claim
from benchmark.evaluators.polarity.text import split_clauses
from benchmark.models import RunPrediction
from retrieval.answering import question_concepts, question_form
from retrieval.graph import course
from retrieval.graph.traversal import patient_edges
from retrieval.models import Admission

VERSION = "contradicted@1"
#: categories whose questions ask for the present state (a plain "yes, X" asserts it current)
STATE_CATEGORIES = frozenset({"current_state"})
#: in a clause naming the concept, the answer says it ended
_ENDED = re.compile(
    r"\b(?:held|hold|holding|stopped|stop|discontinued|d/?c'?d|completed|finished|ceased|removed|no longer|"
    r"resolved|ruled out|off|not (?:on|taking|continued|restarted|resumed|listed|prescribed|current|active|present)|"
    r"not on the discharge|left off|was not|were not|never)\b", re.IGNORECASE)
#: a chart state that ends what an answer calls current
_ENDS = frozenset({course.ENDED, course.ABSENT})
#: a chart state an answer may have rested on
_GOING = frozenset({course.ONGOING_COURSE, course.SUSPECTED, course.DOCUMENTED})


@dataclass(frozen=True)
class Finding:
    """One answer's reading: which asked concepts it calls current, and which of those the chart ends."""

    asserted: tuple[int, ...]
    contradicted: tuple[tuple[int, str, str], ...]  # (concept_id, the chart's state, its note id)


def _reader() -> Reader:
    return Reader(load_polarity_cues(None))


def asserts_current(reader: Reader, answer: str, names: list[str], *, state_question: bool) -> bool:
    """Whether ``answer`` calls the concept (any of ``names``) current for the patient."""
    for name in dict.fromkeys(n for n in names if n):
        reading = reader.read(answer, name)
        if reading.abstention or not reading.concept_found:
            continue
        patterns = reader.concept_patterns(name)
        about = [c for s in reading.sentences for c in split_clauses(s) if any(p.search(c) for p in patterns)]
        if any(_ENDED.search(clause) for clause in about):
            return False
        votes = reader.status_votes(reading, name)
        if not state_question and not any(strength == "strong" for _, strength, _ in votes):
            # "heparin is documented as present" answers "was she on heparin before apixaban?":
            # a weak word ("present", "current") calls nothing current unless the present is asked
            return False
        temporal = temporal_claim(reader, reading, name)
        if temporal["current"] is True:
            return True
        if temporal["current"] is not None:  # resolved, ruled out, not current, or a conflict
            return False
        claim = answer_claim(reader, reading, name, reader.read("", name), None)
        return state_question and claim["polarity"] == "present" and claim["experiencer"] == "patient"
    return False


@dataclass(frozen=True)
class Chart:
    """A patient's edges read once: each concept's course and when each discharge list was written."""

    edges: list
    stated: dict
    list_dates: dict

    @classmethod
    def of(cls, edges: list) -> Chart:
        return cls(edges, course.course(edges), course.discharge_list_dates(edges))


def chart_ends(chart: Chart | list, concept_id: int, *, until=None) -> course.Stated | None:
    """The statement that ends the concept by ``until`` after the chart had it going (started,
    given, listed, present or suspected before it); None when the state then is not an ending or
    nothing had the concept going first. ``chart``: a ``Chart``, or the patient's edges."""
    chart = chart if isinstance(chart, Chart) else Chart.of(chart)
    lists = {h: written for h, written in chart.list_dates.items()
             if until is None or written is None or written <= until}
    state = course.state_as_of(chart.edges, until=until, discharge_lists=lists, stated=chart.stated).get(concept_id)
    if state is None or state.course not in _ENDS:
        return None
    said = chart.stated.get(concept_id, [])
    at = next((i for i, s in enumerate(said) if s.edge is state.edge), len(said))
    # a discharge list that leaves the drug out ends the drug's last statement, which may itself be
    # what had it going ("given in hospital"; an earlier stay's list)
    before = said[:at + 1] if state.state in course.OFF_LIST else said[:at]
    return state if any(s.course in _GOING for s in before) else None


def read_prediction(reader: Reader, prediction, chart: Chart | list, *, until=None,
                    concepts: list[dict] | None = None) -> Finding:
    """The finding for one prediction (its question's concepts, its answer, the patient's chart
    or edges)."""
    question = prediction.question
    state_question = question.category in STATE_CATEGORIES or "at_discharge" in question_form(question.text)
    asserted, contradicted = [], []
    for concept in question_concepts(question.text) if concepts is None else concepts:
        if not asserts_current(reader, prediction.answer or "", [concept["text"], concept["label"]],
                               state_question=state_question):
            continue
        asserted.append(concept["concept_id"])
        ended = chart_ends(chart, concept["concept_id"], until=until)
        if ended is not None:
            contradicted.append((concept["concept_id"], ended.word, getattr(ended.edge, "note_id", "") or ""))
    return Finding(tuple(asserted), tuple(contradicted))


def run_harm(run_ids: list[int]) -> dict[int, dict]:
    """Per run: answers, answers asserting a current state, answers the chart contradicts, the share
    of answers contradicted, per category too, and the first few flagged questions."""
    reader = _reader()
    predictions = (RunPrediction.objects.filter(run_id__in=run_ids, question__isnull=False)
                   .exclude(error__gt="").select_related("question").order_by("run_id", "qid"))
    charts: dict[int, Chart] = {}
    concepts_by_question: dict[int, list[dict]] = {}
    ends: dict[int, object] = dict(Admission.objects.filter(
        hadm_id__in={h for p in predictions for h in (p.question.hadm_ids or [])}).values_list("hadm_id", "dischtime"))
    out: dict[int, dict] = {}
    tallies = defaultdict(lambda: defaultdict(lambda: [0, 0, 0]))
    flagged = defaultdict(list)
    for p in predictions:
        patient_id = p.question.patient_id
        if patient_id not in charts:  # each patient's chart read once for all runs
            charts[patient_id] = Chart.of(patient_edges(patient_id=patient_id))
        asked = [ends.get(h) for h in (p.question.hadm_ids or []) if ends.get(h) is not None]
        if p.question_id not in concepts_by_question:  # the same question in every run: matched once
            concepts_by_question[p.question_id] = question_concepts(p.question.text)
        finding = read_prediction(reader, p, charts[patient_id], until=max(asked) if asked else None,
                                  concepts=concepts_by_question[p.question_id])
        row = tallies[p.run_id][p.question.category]
        row[0] += 1
        row[1] += bool(finding.asserted)
        row[2] += bool(finding.contradicted)
        if finding.contradicted and len(flagged[p.run_id]) < 20:
            flagged[p.run_id].append({"qid": p.qid, "states": [state for _, state, _ in finding.contradicted],
                                      "notes": [note for _, _, note in finding.contradicted]})
    for run_id, by_category in tallies.items():
        n = sum(r[0] for r in by_category.values())
        contradicted = sum(r[2] for r in by_category.values())
        out[run_id] = {
            "harm_version": VERSION, "harm_n": n, "harm_asserting": sum(r[1] for r in by_category.values()),
            "harm_contradicted": contradicted, "harm_rate": contradicted / n if n else None,
            "harm_by_category": {c: {"n": r[0], "asserting": r[1], "contradicted": r[2]}
                                 for c, r in sorted(by_category.items())},
            "harm_flagged": flagged.get(run_id, []),
        }
    return out
