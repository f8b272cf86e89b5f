"""Issue 32, twelfth increment: the state when a stay ended, in the words charts use for it.

- A device the vocabulary knows as the procedure that placed it ("ureteral stent" is "Insertion of
  ureteral stent") comes out like any device: "removal of left ureteral stent", "PICC line pulled"
  (status rules 2026.12-11 ``device_words``); a procedure with no device word keeps no status.
- "wound" is a noun, not the past tense of "wind": it no longer matches "winded" (dyspnea).
- "300 mg PO qam and 600 mg PO qhs" is one dose, never its first half; a taper's "then" is no split.
- "after the March stay", "after this admission" ask the state the stay ended in; "at the start of
  the stay", "on arrival" the state it began in (intent-rules-20).
- A yes/no about the end of a stay read from its sentences takes the stay's last word, and of one
  note's sentences a stated ending over a bare mention; another stay's sentences give no verdict.
"""

from __future__ import annotations

import pytest

from retrieval.conditions.base import Evidence, Passage
from retrieval.conditions.intent import question_form
from retrieval.generation.dose import _dose_at
from retrieval.graph.status import clinical_status
from retrieval.nlp.compact import normal_form


def _status(text: str, target: str, domain: str) -> str:
    start = text.index(target)
    return clinical_status(text, start=start, end=start + len(target), sentence_start=None, sentence_end=None,
                           domain=domain)


@pytest.mark.parametrize("text, target", [
    ("2203-05-23 cystoscopy and removal of left ureteral stent", "ureteral stent"),
    ("Ureteral stent removed in clinic 05-27.", "Ureteral stent"),
    ("PICC line pulled on 3/14 after the last dose.", "PICC line"),
    ("Chest tube was removed on POD 3.", "Chest tube"),
    ("The nephrostomy tube came out on 6/2.", "nephrostomy tube"),
    ("Foley catheter d/c'd this morning, voiding.", "Foley catheter"),
])
def test_a_device_named_as_its_procedure_comes_out(text, target):
    assert _status(text, target, "Procedure") == "resolved"


@pytest.mark.parametrize("text, target, domain", [
    ("Appendectomy 2190; gallbladder removed 2195.", "Appendectomy", "Procedure"),
    ("Colonoscopy: two polyps removed.", "Colonoscopy", "Procedure"),
    ("Ureteral stent placed 04-08; to be removed in clinic.", "Ureteral stent", "Procedure"),
])
def test_a_procedure_with_no_device_or_a_planned_removal_keeps_no_status(text, target, domain):
    assert _status(text, target, domain) == ""


@pytest.mark.parametrize("word", ["wound", "Wound", "WOUND"])
def test_a_wound_is_no_past_tense(word):
    assert normal_form(word) == "wound" != normal_form("winded")


@pytest.mark.parametrize("sentence, drug, dose", [
    ("Lithium carbonate 300 mg PO qam and 600 mg PO qhs", "Lithium carbonate", "300 mg PO qam and 600 mg PO qhs"),
    ("glargine 18 units qam + 10 units qhs", "glargine", "18 units qam and 10 units qhs"),
    ("quetiapine 25 mg qam and 100 mg qhs for sleep", "quetiapine", "25 mg qam and 100 mg qhs"),
    ("Prednisone 40 mg daily, then 20 mg daily", "Prednisone", "40 mg daily"),
    ("metoprolol 25 mg BID and lisinopril 10 mg daily", "metoprolol", "25 mg BID"),
    ("lithium 300 mg bid", "lithium", "300 mg bid"),
])
def test_a_split_regimen_is_one_dose(sentence, drug, dose):
    start = sentence.index(drug)
    assert _dose_at(sentence, (start, start + len(drug))) == dose


@pytest.mark.parametrize("question, form", [
    ("What sertraline dose is he on after the March stay?", "at_discharge"),
    ("What dose of sertraline after this admission?", "at_discharge"),
    ("Was her lisinopril held after the second hospitalization?", "at_discharge"),
    ("Sertraline dose at the start of the March stay?", "at_admission"),
    ("What was her metoprolol dose on arrival?", "at_admission"),
    ("Was he on apixaban at presentation?", "at_admission"),
])
def test_a_stay_named_by_month_or_order_still_names_its_end_or_start(question, form):
    assert form in question_form(question)


@pytest.mark.parametrize("question", [
    "Did she have a fall after discharge?",
    "What happened after the fall?",
])
def test_what_came_after_a_discharge_is_not_the_state_at_it(question):
    assert "at_discharge" not in question_form(question)


def _evidence(*rows: tuple[str, int, str, str], scope: tuple[int, ...]) -> Evidence:
    passages = [Passage(note_id=f"N-{i}", start=0, end=len(text), text=text, tokens=len(text.split()), score=1.0,
                        note_type=kind, charttime=when, hadm_id=hadm, rank=i + 1)
                for i, (text, hadm, kind, when) in enumerate(rows)]
    return Evidence(condition="C4g", passages=passages, scope_admissions=list(scope))


@pytest.mark.parametrize("question", [
    "Was she discharged with the stent still in place?",
    "Did she go home with the stent in?",
    "Was the stent still in when she went home?",
])
def test_the_stays_last_word_on_it_answers_for_its_end(question):
    from retrieval.generation.text_reader import from_text

    evidence = _evidence(
        ("A left double-J ureteral stent is in place, coils in the renal pelvis and bladder.", 2, "RR", "2203-05-19"),
        ("Discharge Diagnosis: pyelonephritis with indwelling ureteral stent.", 2, "DS", "2203-05-24"),
        ("Stent removed 05-23.", 2, "DS", "2203-05-24"),
        scope=(2,))
    answer = from_text(question, evidence)
    assert answer.startswith("No") and "Stent removed" in answer, answer


def test_another_stays_end_gives_no_verdict():
    from retrieval.generation.text_reader import from_text

    evidence = _evidence(
        ("Procedure 04-08: placement of a left ureteral stent.", 1, "CN", "2203-04-08"),
        ("Tamsulosin and oxybutynin stopped (stent out).", 2, "DS", "2203-05-24"),
        scope=(1,))
    answer = from_text("Was the stent out before she went home in April?", evidence) or ""
    assert not answer.startswith(("No", "Yes")), answer


# -- a drug the stay held at its end is held, not stopped ------------------------------------------------


@pytest.mark.parametrize("last_words, verdict", [
    (["held"], "held"),
    (["held", "resumed"], "held"),  # "HELD: lisinopril (restart 10 mg when Cr at baseline)"
    (["held", "held"], "held"),
    (["stopped"], "not listed"),
    (["held", "stopped"], "not listed"),  # held first, then stopped for good in the same summary
    ([], "held"),  # held on day one, nothing after: still held
])
def test_a_drug_held_at_the_end_of_a_stay_is_held_not_stopped(last_words, verdict):
    from retrieval.conditions import routing
    from tests.retrieval.test_routing import A1, edge

    edges = [edge(1, "lisinopril", on=0, predicate=routing.HOME), edge(2, "amlodipine", on=0, predicate=routing.HOME),
             edge(2, "amlodipine", on=5, predicate=routing.DISCHARGE),
             edge(1, "lisinopril", on=1, predicate="takes_drug", status="held")]
    edges += [edge(1, "lisinopril", on=5, predicate="takes_drug", status=s) for s in last_words]
    routed = routing.route_change(edges, hadm_ids=[A1])
    removed = {e.label: s for e, g, s in zip(routed.edges, routed.groups, routed.statuses) if g == "removed"}
    assert removed == {"lisinopril": verdict}
