"""The classifier on a second held-out batch in a different voice from the first: terse sign-out
notes, nursing notes, operative and consult notes, pathology and radiology FINDINGS/IMPRESSION
lines, medication reconciliation, ROS lists with symbols ("+ cough, - fever", "(-)", "Ø", "neg"),
physical-exam lines and family-history shorthand, labelled by i2b2 2010 assertion conventions
mapped onto the 7 classes.

The 343 rows were written and frozen before the rule fixes of rules version 2026.11-4; with
2026.11-3 the classifier scored accuracy 0.819 (macro-F1 0.805, negation F1 0.909) on them, which is
the honest estimate for unseen text in these styles. Measured with 2026.11-4: accuracy 0.985,
negation (Absent) F1 0.996, experiencer accuracy 1.000.
"""

from __future__ import annotations

import pytest

from tests.retrieval.heldout_support import DATA, accuracy, check_well_formed, classify_rows, label_of, negation_f1

HELDOUT2 = DATA / "assertion_sentences_heldout2.jsonl"
ACCURACY_FLOOR = 0.975  # measured 0.985 - 0.01
NEGATION_F1_FLOOR = 0.95
EXPERIENCER_FLOOR = 0.98
STYLES = {"signout", "nursing", "op", "consult", "family", "medrec", "ros", "exam", "rad", "path"}


@pytest.fixture(scope="module")
def predictions():
    return classify_rows(HELDOUT2)


def test_it_has_a_well_formed_second_heldout_set_of_at_least_250_sentences():
    rows = check_well_formed(HELDOUT2, styles=STYLES, minimum=250)
    assert {row["style"] for row in rows} == STYLES


def test_it_labels_second_heldout_sentences_accurately(predictions):
    assert accuracy(predictions) >= ACCURACY_FLOOR


def test_it_keeps_negation_f1_high_on_telegraphic_and_symbolic_negations(predictions):
    assert negation_f1(predictions) >= NEGATION_F1_FLOOR


def test_it_gets_the_experiencer_right_on_second_heldout_sentences(predictions):
    assert accuracy(predictions, "experiencer") >= EXPERIENCER_FLOOR


@pytest.mark.parametrize("sentence, concept, expected", [
    ("ROS: + cough, - fever, no chills.", "cough", "Present"),
    ("ROS: + cough, - fever, no chills.", "fever", "Absent"),
    ("Endo: - polyuria, - polydipsia, + heat intolerance.", "heat intolerance", "Present"),
    ("Constitutional: Ø fevers, Ø chills, + malaise.", "fevers", "Absent"),
    ("HIT ab neg, ok to resume hep gtt.", "HIT", "Absent"),
    ("ACS r/o'd, d/c tele in AM.", "ACS", "Absent"),
    ("Cannot r/o C diff, enteric precautions until stool back.", "C diff", "Possible"),
    ("Frequent coughing during meals, possible aspiration, SLP notified.", "coughing", "Present"),
    ("Recommend holding anticoagulation given risk of hemorrhagic conversion.", "hemorrhagic conversion", "Hypothetical"),
    ("Pt becomes short of breath with ambulation to the bathroom.", "short of breath", "Conditional"),
    ("Pt had a CVA in 2010 with no residual deficits.", "CVA", "Historical"),
    ("Depression runs in the family.", "Depression", "Family_History"),
    ("The patient tolerated the procedure well without complications.", "complications", "Absent"),
])
def test_it_reads_the_list_symbols_and_shorthand_that_the_batch_exposed(sentence, concept, expected):
    assert label_of(sentence, concept) == expected
