"""The classifier on held-out, hand-written sentences in the styles of real discharge summaries
(ds), progress notes (pn), ED notes (ed) and radiology reports (rad), labelled by i2b2 2010
assertion conventions mapped onto the 7 classes.

The first 275 rows were written and frozen before the rule fixes of rules version 2026.11-3
(the classifier scored 0.891 on them before); the last 54 were a second blind batch written after
the first round of fixes (0.907 before the second round). Measured with 2026.11-3: accuracy 0.988,
negation (Absent) F1 0.996; ds 0.972, pn 1.000, ed 0.985, rad 1.000.
"""

from __future__ import annotations

import pytest

from tests.retrieval.heldout_support import DATA, accuracy, accuracy_by_style, check_well_formed, classify_rows, negation_f1

HELDOUT = DATA / "assertion_sentences_heldout.jsonl"
ACCURACY_FLOOR = 0.977  # measured 0.988 - 0.01
NEGATION_F1_FLOOR = 0.95
STYLE_FLOORS = {"ds": 0.96, "pn": 0.98, "ed": 0.97, "rad": 0.98}


@pytest.fixture(scope="module")
def predictions():
    return classify_rows(HELDOUT)


def test_it_has_a_well_formed_heldout_set_of_at_least_200_sentences():
    check_well_formed(HELDOUT, styles=set(STYLE_FLOORS), minimum=200)


def test_it_labels_heldout_sentences_accurately(predictions):
    assert accuracy(predictions) >= ACCURACY_FLOOR


def test_it_keeps_negation_f1_high_on_heldout_sentences(predictions):
    assert negation_f1(predictions) >= NEGATION_F1_FLOOR


@pytest.mark.parametrize("style", sorted(STYLE_FLOORS))
def test_it_holds_up_in_every_note_style(predictions, style):
    count, share = accuracy_by_style(predictions)[style]
    assert count >= 40 and share >= STYLE_FLOORS[style]


def test_it_gets_the_experiencer_right_on_heldout_sentences(predictions):
    assert accuracy(predictions, "experiencer") >= 0.98
