"""The automatic reference checks (``benchmark.references.checks``): each rule on a reference built
by hand (one it must flag, one it must not), the rules file, the service and ``manage.py
check_references`` on a small built cohort, and an unbuilt graph (label checks skipped, no crash)."""

from __future__ import annotations

import json
from io import StringIO

import pytest
from django.core.management import CommandError, call_command

from benchmark.models import ReferenceAnswer
from benchmark.references import checks as c
from benchmark.references.chart import ChartDrug, EvidenceSpan, LabelledMention, ReferenceItem, VocabularyTerm
from benchmark.references.rules import RULES_FILE, CheckRulesError, load_check_rules
from tests.retrieval.graph_support import built_graph, import_cohort  # noqa: F401  (fixture)

RULES = load_check_rules()


def mention(text: str, assertion: str = "Present", *, experiencer: str = "Patient", concept_id: int | None = None,
            section: str = "", status: str = "", predicate: str = "has_condition") -> LabelledMention:
    return LabelledMention(text=text, concept_id=concept_id, predicate=predicate, assertion=assertion,
                           experiencer=experiencer, temporality="Current", section=section, status=status)


def span(text: str, section: str | None = None, mentions=None, note_id: str = "1-DS-1") -> EvidenceSpan:
    return EvidenceSpan(note_id=note_id, start=100, end=100 + len(text), section=section, text=text,
                        mentions=None if mentions is None else tuple(mentions))


def item(category: str = "negation", *, answer: str = "", structure: dict | None = None, evidence=(),
         question: str = "Did the patient have it?", **extra) -> ReferenceItem:
    return ReferenceItem(qid="Q-1", category=category, question=question, answer=answer,
                         structure=structure or {}, evidence=tuple(evidence), **extra)


def reasons(check, ref: ReferenceItem) -> list[str]:
    return check(ref, RULES)


# -- experiencer attribution -------------------------------------------------------------------

FAMILY_SPAN = span("Father had myocardial infarction", "Family History",
                   [mention("myocardial infarction", "Family_History", experiencer="Family", section="family_history")])


def test_it_flags_a_family_history_mention_attributed_to_the_patient():
    ref = item("family_history", answer="Yes, the patient has a history of myocardial infarction.",
               structure={"concept": "myocardial infarction", "polarity": "present", "experiencer": "patient"},
               evidence=[FAMILY_SPAN], question="Has the patient been diagnosed with myocardial infarction?")
    [reason] = reasons(c.experiencer_attribution, ref)
    assert "family history" in reason and "Family History section" in reason and "labelled Family" in reason


def test_it_keeps_a_reference_that_gives_the_condition_to_the_relative():
    ref = item("family_history", answer="Yes. The patient's father had myocardial infarction.",
               structure={"concept": "myocardial infarction", "polarity": "present", "experiencer": "family"},
               evidence=[FAMILY_SPAN])
    assert reasons(c.experiencer_attribution, ref) == []


def test_it_keeps_a_patient_claim_backed_by_the_patients_own_mention():
    own = span("history of myocardial infarction", "Past Medical History", [mention("myocardial infarction")])
    ref = item("historical", structure={"concept": "myocardial infarction", "polarity": "present",
                                        "experiencer": "patient"}, evidence=[FAMILY_SPAN, own])
    assert reasons(c.experiencer_attribution, ref) == []


def test_it_reads_the_family_section_without_the_graph():
    unlabelled = span("Sister had breast cancer", "Family History")
    ref = item("family_history", answer="Yes, the patient has breast cancer.", evidence=[unlabelled])
    assert reasons(c.experiencer_attribution, ref)


# -- inpatient orders listed as medication changes ---------------------------------------------

MED_LISTS = span("1. Lisinopril 10 mg PO daily\n\nDischarge Medications:\n1. Lisinopril 20 mg PO daily\n"
                 "2. Atorvastatin 40 mg PO QHS\n", "Medications on Admission")
HEPARIN = ChartDrug(hadm_id=5, text="Heparin", concept_id=1367571, predicate="given_in_hospital",
                    note_id="1-CN-1", section="Current Inpatient Medications")


def test_it_flags_an_inpatient_order_listed_as_a_new_medication():
    ref = item("change", structure={"added": ["atorvastatin", "heparin"], "removed": [], "continued": ["lisinopril"]},
               evidence=[MED_LISTS], drugs=(HEPARIN,),
               terms={"heparin": (VocabularyTerm(1367571, "heparin", "Drug"),)})
    [reason] = reasons(c.inpatient_order_as_change, ref)
    assert reason.startswith("lists heparin as added") and "given in hospital" in reason
    assert "inpatient order" in reason and "atorvastatin" not in reason


def test_it_keeps_a_change_reference_whose_drugs_are_on_the_compared_lists():
    ref = item("change", structure={"added": ["atorvastatin"], "removed": [], "continued": ["lisinopril"]},
               evidence=[MED_LISTS], drugs=(HEPARIN,))
    assert reasons(c.inpatient_order_as_change, ref) == []


def test_it_checks_medications_against_the_evidence_text_when_the_graph_is_not_built():
    ref = item("change", structure={"added": ["enoxaparin"], "continued": ["lisinopril"]}, evidence=[MED_LISTS])
    [reason] = reasons(c.inpatient_order_as_change, ref)
    assert "graph not built" in reason


# -- "history of X" read as resolved -----------------------------------------------------------

def test_it_flags_history_of_read_as_resolved():
    ref = item("historical", answer="Congestive heart failure is a resolved past condition.",
               structure={"concept": "congestive heart failure", "polarity": "absent", "status": "resolved"},
               evidence=[span("h/o CHF", "Past Medical History", [mention("CHF", status="")])])
    [reason] = reasons(c.history_read_as_resolved, ref)
    assert "'h/o'" in reason and "resolved" in reason


def test_it_keeps_resolved_when_the_evidence_says_resolved():
    ref = item("historical", structure={"concept": "pulmonary embolism", "polarity": "present", "status": "resolved"},
               evidence=[span("h/o PE in ___, resolved", "Past Medical History")])
    assert reasons(c.history_read_as_resolved, ref) == []


def test_it_reads_a_resolved_claim_in_an_answer_without_structure():
    ref = item("historical", answer="His COPD has resolved.", evidence=[span("chronic COPD")])
    assert reasons(c.history_read_as_resolved, ref)
    kept = item("historical", answer="COPD is chronic; 'history of' does not mean resolved.", evidence=[span("chronic COPD")])
    assert reasons(c.history_read_as_resolved, kept) == []


# -- abstaining references ---------------------------------------------------------------------

@pytest.mark.parametrize("answer", ["Insufficient information in the notes to answer.",
                                    "This cannot be determined from the chart.",
                                    "The family history is not documented in the notes.", "Unknown."])
def test_it_flags_a_reference_that_abstains(answer):
    assert reasons(c.reference_abstains, item(answer=answer))


@pytest.mark.parametrize("answer", ["No. The patient denied cough; it was documented as absent.",
                                    "It is conditional: start atorvastatin only if LDL remains above 130."])
def test_it_keeps_a_reference_that_answers(answer):
    assert reasons(c.reference_abstains, item(answer=answer)) == []


# -- contradicted by the evidence's own labels ------------------------------------------------

def test_it_flags_a_reference_its_evidence_labels_contradict():
    ref = item(structure={"concept": "hemoptysis", "polarity": "present", "experiencer": "patient"},
               evidence=[span("Negative for BRBPR, hemoptysis", mentions=[mention("BRBPR", "Absent"),
                                                                          mention("hemoptysis", "Absent")])])
    [reason] = reasons(c.contradicted_by_labels, ref)
    assert "'hemoptysis'" in reason and "labelled Absent" in reason and "BRBPR" not in reason


def test_it_keeps_a_reference_its_labels_support():
    ref = item(structure={"concept": "hemoptysis", "polarity": "absent"},
               evidence=[span("Negative for hemoptysis", mentions=[mention("hemoptysis", "Absent")])])
    assert reasons(c.contradicted_by_labels, ref) == []


def test_causal_uncertainty_does_not_contradict_a_present_finding():
    ref = item("uncertainty", structure={"concept": "edema", "polarity": "present", "cause": "volume overload",
                                         "cause_polarity": "possible"},
               evidence=[span("Edema, likely due to volume overload", mentions=[mention("Edema", "Possible")])])
    assert reasons(c.contradicted_by_labels, ref) == []


def test_the_label_check_is_skipped_where_the_evidence_is_not_labelled():
    ref = item(structure={"concept": "hemoptysis", "polarity": "present"}, evidence=[span("Negative for hemoptysis")])
    assert not ref.labelled
    assert c.check_item(ref, [c.CHECKS_BY_NAME["contradicted_by_labels"]]) == []


# -- non-clinical entities answered as diagnoses -----------------------------------------------

def test_it_flags_a_device_answered_as_a_diagnosis():
    ref = item(structure={"concept": "Foley catheter", "polarity": "present"}, question="Did she have hemoptysis?",
               terms={"Foley catheter": (VocabularyTerm(2000003008, "Urinary catheter", "Device"),)})
    [reason] = reasons(c.non_clinical_entity, ref)
    assert "device" in reason


@pytest.mark.parametrize("concept", ["Allergies", "follow-up appointment", "fever greater than 101.5"])
def test_it_flags_headers_administrative_text_and_thresholds(concept):
    assert reasons(c.non_clinical_entity, item(structure={"concept": concept, "polarity": "present"}))


def test_it_keeps_a_condition_and_a_device_the_question_asks_about():
    pneumonia = item(structure={"concept": "pneumonia", "polarity": "present"},
                     terms={"pneumonia": (VocabularyTerm(255848, "Pneumonia", "Condition"),)})
    assert reasons(c.non_clinical_entity, pneumonia) == []
    asked = item(structure={"concept": "Foley catheter", "polarity": "present"}, question="Was a Foley catheter placed?",
                 terms={"Foley catheter": (VocabularyTerm(2000003008, "Urinary catheter", "Device"),)})
    assert reasons(c.non_clinical_entity, asked) == []


# -- the registry and the rules file -----------------------------------------------------------

def test_every_check_has_a_name_a_one_line_docstring_and_known_targets():
    from benchmark.categories import DEFECT_TYPES

    assert len({check.name for check in c.CHECKS}) == len(c.CHECKS) == 6
    for check in c.CHECKS:
        assert check.description and "\n" not in check.rule.__doc__.strip()
        assert set(check.catches) <= set(DEFECT_TYPES)


def test_a_rules_file_with_an_unknown_key_names_the_file(tmp_path):
    data = json.loads(RULES_FILE.read_text(encoding="utf-8"))
    data["surprise"] = []
    path = tmp_path / "check_rules.json"
    path.write_text(json.dumps(data))
    with pytest.raises(CheckRulesError, match=r"check_rules\.json: surprise: unknown key"):
        load_check_rules(path)


# -- on a built cohort ---------------------------------------------------------------------------

@pytest.mark.django_db
def test_it_flags_defective_references_of_a_small_cohort(built_graph):
    flags = c.check_references("kg", "v1")
    assert flags and flags.references == 27 and flags.skipped == {}
    defects = dict(ReferenceAnswer.objects.filter(question__dataset__name="kg", version="v1")
                   .values_list("question__qid", "defect_type"))
    flagged = {f.qid for f in flags}
    assert {"experiencer_attribution", "inpatient_order_as_change", "contradicted_by_labels",
            "non_clinical_entity"} <= {f.check for f in flags} <= set(c.CHECKS_BY_NAME)
    assert sum(1 for q in flagged if defects[q]) >= 0.8 * len(flagged)  # the truth is read here, never in the checks
    assert len(c.check_references("kg", "v3")) <= 1  # the exact answers


@pytest.mark.django_db
def test_the_command_ends_with_the_flags_as_json(built_graph):
    out = StringIO()
    call_command("check_references", "--dataset", "kg", "--version", "v1", "--json", stdout=out)
    lines = out.getvalue().strip().splitlines()
    rows = json.loads(lines[-1])
    assert rows == [f.as_dict() for f in c.check_references("kg", "v1")]
    assert rows and all(set(row) == {"qid", "check", "reason"} for row in rows)
    assert lines[0].split() == ["qid", "check", "reason"]
    assert any(line.startswith("kg v1: ") for line in lines)


@pytest.mark.django_db
@pytest.mark.parametrize(("dataset", "version", "message"), [
    ("no-such-dataset", "v1", "no dataset named 'no-such-dataset'"),
    ("kg", "v9", "dataset 'kg' has no reference version 'v9' (versions: v1, v2, v3)"),
])
def test_the_command_names_an_unknown_dataset_or_version(built_graph, dataset, version, message):
    with pytest.raises(CommandError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call_command("check_references", "--dataset", dataset, "--version", version, stdout=StringIO())


@pytest.mark.django_db
def test_label_checks_are_skipped_with_a_message_when_the_graph_is_not_built(built_graph, tmp_path):
    import_cohort(tmp_path / "unbuilt", dataset="kg-unbuilt")
    flags = c.check_references("kg-unbuilt", "v1")
    assert "contradicted_by_labels" not in {f.check for f in flags}
    assert "not built" in flags.skipped["contradicted_by_labels"]
    assert "build_kg --dataset kg-unbuilt" in flags.skipped["contradicted_by_labels"]
    out = StringIO()
    call_command("check_references", "--dataset", "kg-unbuilt", "--version", "v1", "--json", stdout=out)
    assert "contradicted_by_labels: skipped for" in out.getvalue()
    assert json.loads(out.getvalue().strip().splitlines()[-1]) == [f.as_dict() for f in flags]
