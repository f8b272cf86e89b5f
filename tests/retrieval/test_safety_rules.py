"""The four safety rules of issue 32, each in many phrasings, on charts and questions written by a
hand that read no code (tests/retrieval/data/safety, frozen): never current from a statement a
later one ends; never the patient's from a relative's; never "yes" from an indication or a plan;
never a dose from another drug. C4g with the offline reader answers every case end to end: the
charts imported, the graphs built, the question routed and answered.

A case the reader still breaks is listed in ``STILL_BROKEN`` with what it gets wrong, and is an
expected failure that must fail (``strict``): when a change mends it, the list must lose it.
"""

from __future__ import annotations

import pytest

from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym, Dataset
from retrieval.vocabulary import normalize
from tests.retrieval import safety_support
from tests.retrieval.graph_support import load_vocabulary

#: cases the reader breaks today, and why (docs/conditions.md, "Safety rules")
STILL_BROKEN = {
    "S-R1-23": "'… retention on POD1-2 …; passed voiding trial POD3, retention resolved': the resolution names "
               "'retention', not the concept's words, so the mention stays present",
    "S-R1-27": "'HCV RNA undetectable' is read as a present mention of hepatitis C beside 'HCV, cured'",
}
CASES = safety_support.cases()


@pytest.fixture(scope="module")
def safety_charts(django_db_setup, django_db_blocker):
    """The safety charts imported and built once for the module; removed again afterwards."""
    with django_db_blocker.unblock():
        had_vocabulary = Concept.objects.exists()
        load_vocabulary()
        safety_support.import_and_build()
    try:
        yield
    finally:
        with django_db_blocker.unblock():
            Dataset.objects.filter(name=safety_support.DATASET).delete()
            if not had_vocabulary:  # leave the database as the module found it
                for model in (ConceptAncestor, ConceptRelationship, ConceptSynonym, Concept):
                    model.objects.all().delete()
            normalize.clear_cache()


def test_the_cases_cover_each_rule_in_many_phrasings():
    by_rule = {rule: [c for c in CASES if c["rule"] == rule] for rule in safety_support.RULES}
    assert all(len(cases) >= 14 for cases in by_rule.values()), {r: len(c) for r, c in by_rule.items()}
    assert len({c["question"].lower() for c in CASES}) == len(CASES)
    assert set(STILL_BROKEN) <= {c["case_id"] for c in CASES}


@pytest.mark.parametrize("answer, case, broken", [
    ('Yes. Apixaban is current. Source: "apixaban 5 mg BID" (DS 1, 2150-01-01).',
     {"forbidden_heads": ["Yes"], "forbidden_phrases": [], "required_any": []}, ["opens with 'Yes'"]),
    ('No. Apixaban was stopped. Source: "apixaban was resumed on 3/2" (PN 1).',
     {"forbidden_heads": ["Yes"], "forbidden_phrases": ["apixaban was resumed"], "required_any": []}, []),
    ("Lisinopril: 25 mg daily.", {"forbidden_heads": [], "forbidden_phrases": ["25 mg"], "required_any": ["10 mg"]},
     ["states '25 mg'", "names none of ['10 mg']"]),
])
def test_a_rule_is_broken_by_the_claim_not_by_the_sentence_it_quotes(answer, case, broken):
    assert safety_support.broken(case, answer) == broken


@pytest.mark.django_db
@pytest.mark.parametrize("case", [
    pytest.param(case, id=case["case_id"], marks=[pytest.mark.xfail(reason=STILL_BROKEN[case["case_id"]], strict=True)]
                 if case["case_id"] in STILL_BROKEN else [])
    for case in CASES])
def test_the_answer_keeps_the_safety_rule(safety_charts, case):
    answer = safety_support.answer_case(case, "C4g")
    assert safety_support.broken(case, answer) == [], f"{case['case_id']} ({case['rule']}): {case['why']}\n{answer}"
