"""The vocabulary term matcher: whole tokens, longest match, and doses are not lab abbreviations."""

import pytest

from retrieval.nlp.pipeline import Term, TermMatcher


def found(matcher: TermMatcher, text: str) -> list[tuple[str, int]]:
    return [(text[s:e], term.concept_id) for s, e, term in matcher.find(text)]


def test_it_reads_a_dose_unit_as_a_unit_and_an_abbreviated_lab_as_a_lab():
    matcher = TermMatcher([Term("Mg", 1, "Measurement"), Term("furosemide", 2, "Drug"), Term("g", 3, "Drug")])
    assert found(matcher, "furosemide 40 mg PO daily") == [("furosemide", 2)]
    assert found(matcher, "Mg 1.8 this morning, repleted") == [("Mg", 1)]
    assert found(matcher, "given 2 g of Mg") == [("Mg", 1)]


def test_the_longest_match_wins_and_matches_are_whole_tokens():
    matcher = TermMatcher([Term("heart failure", 1), Term("congestive heart failure", 2), Term("art", 3)])
    assert found(matcher, "h/o congestive heart failure, art class") == [("congestive heart failure", 2),
                                                                        ("art", 3)]
    assert found(matcher, "heart failure with preserved EF") == [("heart failure", 1)]


COMBINATION_TERMS = [Term("valsartan", 1, "Drug"), Term("acetaminophen", 2, "Drug"), Term("hydrocodone", 3, "Drug"),
                     Term("furosemide", 4, "Drug"), Term("amoxicillin", 5, "Drug"), Term("fluticasone", 6, "Drug"),
                     Term("pneumonia", 7, "Condition")]


@pytest.mark.parametrize("text, expected", [
    ("Sacubitril-valsartan 24-26 mg BID", []),  # the product is not valsartan
    ("hydrocodone-acetaminophen 5-325 mg q6h prn", []),
    ("Hydrocodone/acetaminophen for pain", []),
    ("amoxicillin-clavulanate 875 mg BID", []),
    ("Fluticasone-salmeterol 250/50 one puff BID", []),
    ("valsartan 80 mg daily", [("valsartan", 1)]),
    ("Started valsartan; stopped lisinopril.", [("valsartan", 1)]),
    ("furosemide-induced hypokalemia", [("furosemide", 4)]),
    ("acetaminophen / ibuprofen alternating", [("acetaminophen", 2)]),  # spaced: two drugs, not one product
    ("post-pneumonia cough", [("pneumonia", 7)]),  # only drugs form products
])
def test_a_drug_inside_a_combination_product_is_not_read_as_that_drug(text, expected):
    assert found(TermMatcher(COMBINATION_TERMS), text) == expected
