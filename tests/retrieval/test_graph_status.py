"""The clinical status of a mention (``retrieval.graph.status``): medication and problem cues read
from the mention's clause, the rules file's validation, and the status on built edges."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from retrieval.corpus.writer import text_digest
from retrieval.graph import build
from retrieval.graph.status import (
    DRUG_STATUSES,
    PROBLEM_STATUSES,
    STATUS_RULES_FILE,
    StatusRuleError,
    clinical_status,
    load_status_rules,
)
from retrieval.models import KGEdge, Note, Patient
from retrieval.nlp.pipeline import Term, TermMatcher
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)


def status_of(text: str, mention: str, domain: str = "Drug", *, header: str = "", occurrence: int = 0,
              sentence: tuple[int, int] | None = None) -> str:
    """The status of the ``occurrence``-th ``mention`` in ``text`` (its line is its sentence unless given)."""
    start = -1
    for _ in range(occurrence + 1):
        start = text.index(mention, start + 1)
    sentence_start, sentence_end = sentence or (None, None)
    return clinical_status(text, start=start, end=start + len(mention), sentence_start=sentence_start,
                           sentence_end=sentence_end, domain=domain, header=header)


MEDICATIONS = [
    # held
    ("Sacubitril-valsartan and furosemide were held on admission.", "Sacubitril-valsartan", "held"),
    ("Sacubitril-valsartan and furosemide were held on admission.", "furosemide", "held"),
    ("Lisinopril held for AKI, Cr 2.3 from baseline 1.1", "Lisinopril", "held"),
    ("Metoprolol on hold given soft BPs overnight", "Metoprolol", "held"),
    ("Holding home torsemide 2/2 hypotension", "torsemide", "held"),
    ("Will continue to hold apixaban until hemoglobin is stable", "apixaban", "held"),
    # stopped, including negated restarts
    ("Lisinopril was stopped after the morning dose on 9/24 and, after a 36-hour washout, "
     "sacubitril-valsartan was started on 9/26.", "Lisinopril", "stopped"),
    ("8. STOP taking: Lisinopril 20 mg PO daily", "Lisinopril", "stopped"),
    ("Please stop taking aspirin until you see your cardiologist.", "aspirin", "stopped"),
    ("Warfarin discontinued in setting of GI bleed", "Warfarin", "stopped"),
    ("vanc d/c'd after cultures neg x48h", "vanc", "stopped"),
    ("Pt dc'd her own metformin last month", "metformin", "stopped"),
    ("Per daughter he is no longer taking simvastatin.", "simvastatin", "stopped"),
    ("Off coumadin x 1 wk prior to the procedure", "coumadin", "stopped"),
    ("She was taken off amiodarone in 2019 for thyrotoxicosis.", "amiodarone", "stopped"),
    ("Apixaban was not restarted given the expanding thigh hematoma.", "Apixaban", "stopped"),
    ("Home lisinopril has not been restarted as creatinine is still rising", "lisinopril", "stopped"),
    # completed
    ("Completed a 5-day course of azithromycin on 3/2.", "azithromycin", "completed"),
    ("Ceftriaxone course completed 10/4, afebrile since.", "Ceftriaxone", "completed"),
    ("Finished prednisone taper last week", "prednisone", "completed"),
    ("Took nitrofurantoin for three days and has not taken it since.", "nitrofurantoin", "completed"),
    # resumed
    ("Home apixaban resumed on POD 2.", "apixaban", "resumed"),
    ("Restarted metoprolol tartrate 12.5 mg BID once pressures allowed", "metoprolol tartrate", "resumed"),
    ("Aspirin re-started after EGD showed a clean-based ulcer.", "Aspirin", "resumed"),
    # dose changed
    ("Furosemide increased from 20 mg to 40 mg daily.", "Furosemide", "dose_changed"),
    ("metop succinate uptitrated to 100 daily for rate control", "metop succinate", "dose_changed"),
    ("CHANGE how you take: Furosemide 40 mg PO BID", "Furosemide", "dose_changed"),
    ("Gabapentin dose reduced for CrCl < 30.", "Gabapentin", "dose_changed"),
    ("Insulin glargine changed to 18 units qHS given AM lows", "Insulin glargine", "dose_changed"),
    ("Carvedilol titrated to 12.5 mg BID as tolerated", "Carvedilol", "dose_changed"),
    # started
    ("New: ticagrelor 90 mg PO BID", "ticagrelor", "started"),
    ("Started on ceftriaxone and azithromycin for CAP.", "azithromycin", "started"),
    ("Heparin gtt initiated for submassive PE", "Heparin", "started"),
    ("START taking: Atorvastatin 80 mg PO QPM", "Atorvastatin", "started"),
    ("Empagliflozin was added at discharge for HFrEF.", "Empagliflozin", "started"),
    ("Begin amoxicillin 500 mg TID tomorrow morning", "amoxicillin", "started"),
    # continued
    ("Continue home levothyroxine", "levothyroxine", "continued"),
    ("Aspirin 81 mg daily - unchanged", "Aspirin", "continued"),
    ("CONTINUE taking: Metformin 500 mg PO BID", "Metformin", "continued"),
    ("cont ASA, statin", "ASA", "continued"),
    ("Spironolactone was not held despite a potassium of 5.1.", "Spironolactone", "continued"),
    ("She remains on apixaban for paroxysmal AF.", "apixaban", "continued"),
    ("Ceftriaxone to complete a 7-day course on 5/12", "Ceftriaxone", "continued"),
    # no cue
    ("1. Aspirin 81 mg PO DAILY", "Aspirin", ""),
    ("Metoprolol tartrate 25 mg PO BID, hold for SBP < 100 or HR < 55", "Metoprolol tartrate", ""),
    ("Patient takes omeprazole 20 mg daily for reflux.", "omeprazole", ""),
]


@pytest.mark.parametrize(("text", "mention", "expected"), MEDICATIONS)
def test_it_reads_a_medications_status_from_its_sentence(text, mention, expected):
    assert status_of(text, mention) == expected


@pytest.mark.parametrize(("text", "mention"), [
    ("QUEtiapine 12.5 mg PO QHS - stop within 1 week (NEW)", "QUEtiapine"),
    ("Prednisone 20 mg daily x 5 days, then stop.", "Prednisone"),
    ("Ciprofloxacin 500 mg PO BID, to stop on 3/14", "Ciprofloxacin"),
    ("Plan to stop the amiodarone at the 3-month visit.", "amiodarone"),
    ("Vancomycin will be discontinued after the repeat cultures are negative.", "Vancomycin"),
    ("Heparin drip to be stopped once INR is therapeutic.", "Heparin"),
    ("Ondansetron PRN nausea; discontinue within 48 h of discharge", "Ondansetron"),
    ("Oxycodone 5 mg q6h PRN, stop after 3 days", "Oxycodone"),
    ("Lorazepam taper: 1 mg BID x 2 days, 0.5 mg BID x 2 days, then off", "Lorazepam"),
])
def test_a_stop_that_is_planned_has_not_happened(text, mention):
    # a future stop ("stop within 1 week", "then stop", "to be discontinued") is a plan: the drug is
    # still on when the sentence is written, never "stopped"
    assert status_of(text, mention) != "stopped"


@pytest.mark.parametrize(("text", "first", "second"), [
    ("Lisinopril was stopped after the morning dose on 9/24 and, after a 36-hour washout, "
     "sacubitril-valsartan was started on 9/26.", ("Lisinopril", "stopped"), ("sacubitril-valsartan", "started")),
    ("Hold lisinopril, continue metoprolol", ("lisinopril", "held"), ("metoprolol", "continued")),
    ("Metoprolol was held and lisinopril was continued.", ("Metoprolol", "held"), ("lisinopril", "continued")),
    ("Aspirin was continued; clopidogrel was stopped 5 days before the cath.",
     ("Aspirin", "continued"), ("clopidogrel", "stopped")),
    ("lasix restarted at 40 PO but spironolactone held for K 5.4", ("lasix", "resumed"), ("spironolactone", "held")),
    ("Increased metoprolol to 50 BID, and started apixaban 5 BID", ("metoprolol", "dose_changed"),
     ("apixaban", "started")),
])
def test_it_gives_two_drugs_in_one_sentence_their_own_cues(text, first, second):
    assert (status_of(text, first[0]), status_of(text, second[0])) == (first[1], second[1])


PROBLEMS = [
    ("Pneumonia, now resolved.", "Pneumonia", "Condition", "resolved"),
    ("Hx C. diff colitis, resolved after PO vancomycin", "C. diff colitis", "Condition", "resolved"),
    ("Cellulitis cleared with 10 days of cephalexin.", "Cellulitis", "Condition", "resolved"),
    ("No longer hypoxic on room air", "hypoxic", "Observation", "resolved"),
    ("AKI has resolved with IV fluids, Cr back to 1.0", "AKI", "Condition", "resolved"),
    ("Chronic kidney disease stage 3b, baseline Cr 1.6", "Chronic kidney disease", "Condition", "chronic"),
    ("Longstanding hypertension, well controlled on amlodipine", "hypertension", "Condition", "chronic"),
    ("Known CAD s/p CABG 2015", "CAD", "Condition", "chronic"),
    ("Atrial fibrillation, rate controlled and stable", "Atrial fibrillation", "Condition", "chronic"),
    ("long-standing lower back pain managed by PCP", "lower back pain", "Observation", "chronic"),
    # "s/p" is status post a procedure: it does not resolve the condition
    ("s/p CABG x3 for coronary artery disease", "coronary artery disease", "Condition", ""),
    ("Pt hemodynamically stable; pneumonia improving on ceftriaxone", "pneumonia", "Condition", ""),
    ("No known drug allergies", "drug allergies", "Observation", ""),
    ("Cough not resolved despite two courses of antibiotics", "Cough", "Observation", ""),
    ("Presented with shortness of breath and fever", "shortness of breath", "Observation", ""),
]


@pytest.mark.parametrize(("text", "mention", "domain", "expected"), PROBLEMS)
def test_it_reads_a_problems_status_from_its_sentence(text, mention, domain, expected):
    assert status_of(text, mention, domain) == expected


def test_two_problems_in_one_sentence_take_their_own_clauses():
    text = "Hyperkalemia, resolved with Lokelma; CKD remains stable"
    assert status_of(text, "Hyperkalemia", "Condition") == "resolved"
    assert status_of(text, "CKD", "Condition") == "chronic"


def test_each_domain_reads_only_its_own_cues():
    text = "Lisinopril held for AKI; creatinine stable at 1.4"
    assert status_of(text, "AKI", "Condition") == ""
    assert status_of(text, "creatinine", "Measurement") == ""
    assert status_of("Pneumonia, now resolved; azithromycin", "azithromycin") == ""


def test_a_cue_stays_in_its_sentence_or_its_line():
    text = "Lisinopril was held. Metoprolol 25 mg daily.\nAmlodipine 5 mg daily"
    second = text.index("Metoprolol")
    assert status_of(text, "Metoprolol", sentence=(second, text.index("\n"))) == ""
    assert status_of(text, "Lisinopril", sentence=(0, second - 1)) == "held"
    assert status_of(text, "Amlodipine") == ""  # no sentence: the line


def test_a_header_gives_a_medication_its_status_only_when_it_states_one():
    line = "Lisinopril 10 mg PO daily"
    assert status_of(line, "Lisinopril", header=" stop taking these medications ") == "stopped"
    assert status_of(line, "Lisinopril", header=" continue taking these medications ") == "continued"
    assert status_of(line, "Lisinopril", header=" discharge medications ") == ""
    assert status_of("Hold lisinopril", "lisinopril", header=" stop taking these medications ") == "held"
    assert status_of("Pneumonia", "Pneumonia", "Condition", header=" resolved problems ") == ""


def test_the_statuses_are_those_an_edge_can_hold():
    assert len(DRUG_STATUSES) == 7 and set(PROBLEM_STATUSES) == {"resolved", "chronic"}
    assert max(len(s) for s in DRUG_STATUSES + PROBLEM_STATUSES) <= KGEdge._meta.get_field("status").max_length


# -- the rules file ----------------------------------------------------------------------------


def _rules_file(tmp_path, change) -> Path:
    data = json.loads(STATUS_RULES_FILE.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "my_status_rules.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_bad_rules_file_names_the_file_and_the_field(tmp_path):
    path = _rules_file(tmp_path, lambda data: data["drug"].update(paused=["paused"]))
    with pytest.raises(StatusRuleError, match=r"my_status_rules\.json: drug\.paused"):
        load_status_rules(path)
    path = _rules_file(tmp_path, lambda data: data.update(clause_break=[";"]))
    with pytest.raises(StatusRuleError, match=r"my_status_rules\.json: .*clause_break: unknown key"):
        load_status_rules(path)
    path = _rules_file(tmp_path, lambda data: data["drug"]["started"].append({"phrase": "off", "direction": "UP"}))
    with pytest.raises(StatusRuleError, match=r"my_status_rules\.json: drug\.started\.\d+"):
        load_status_rules(path)


def test_a_phrase_may_not_be_the_cue_of_two_statuses(tmp_path):
    path = _rules_file(tmp_path, lambda data: data["drug"]["continued"].append("Held"))
    with pytest.raises(StatusRuleError, match=r"my_status_rules\.json: .*'held' is a cue of both held and continued"):
        load_status_rules(path)


# -- the build ---------------------------------------------------------------------------------


def test_built_edges_carry_the_status_of_their_mention(cohort):
    patient = Patient.objects.filter(dataset=cohort).order_by("subject_id").first()
    note = Note.objects.filter(patient=patient, admission__isnull=False).first()
    text = ("Hospital course: lisinopril and furosemide were held on admission for AKI.\n"
            "Pneumonia, now resolved.\n"
            "AKI, so lisinopril was stopped.\n"
            "Discharge Medications:\n1. Lasix 20 mg PO daily\n")
    Note.objects.filter(pk=note.pk).update(text=text, text_sha256=text_digest(text))
    matcher = TermMatcher([
        Term("lisinopril", 1308216, "Drug"), Term("furosemide", 956874, "Drug"),
        Term("lasix", 956874),  # no domain on the term: the concept's (Drug) is used
        Term("pneumonia", 255848, "Condition"), Term("aki", 197320, "Condition"),
    ])
    build.kg_build_patient(patient_id=patient.pk, matcher=matcher)
    edges = KGEdge.objects.filter(note_id=note.pk, origin="mention")
    assert sorted(edges.values_list("mention_text", "status")) == [
        ("AKI", ""), ("AKI", ""), ("Lasix", ""), ("Pneumonia", "resolved"),
        ("furosemide", "held"), ("lisinopril", "held"), ("lisinopril", "stopped"),
    ]
    treated = KGEdge.objects.get(note_id=note.pk, predicate="treated_with", span_start=text.index("lisinopril was"))
    assert treated.status == "stopped"  # a co-mention edge carries its object mention's status
    assert set(KGEdge.objects.filter(origin="record").values_list("status", flat=True)) == {""}
