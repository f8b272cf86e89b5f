"""Paper 001's task metrics: imaging levels, antibiotic names and timespans, CCSR categories,
the shipped data tables, answer parsing, and gold-vs-gold on the synthetic cohort. No database."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from benchmark.synthetic.generate import generate_cohort
from benchmark.synthetic.vocab import DATA_FILE as VOCAB_FILE
from benchmark.task_metrics import (
    IMAGING_LEVELS,
    aggregate_scores,
    antibiotic_scores,
    diagnosis_scores,
    imaging_scores,
    load_antibiotic_table,
    load_ccsr_csv,
    load_ccsr_subset,
    load_imaging_terms,
    normalize_drug,
    normalize_icd10,
    normalize_site,
    parse_antibiotic_answer,
    parse_diagnosis_answer,
    parse_imaging_answer,
    prf,
)
from benchmark.task_metrics.antibiotics import TABLE_FILE
from benchmark.task_metrics.diagnoses import SUBSET_FILE
from benchmark.task_metrics.imaging import TERMS_FILE, default_terms


def img(modality, day, site, subtype=""):
    return {"modality": modality, "date": day, "body_site": site, "subtype": subtype}


def abx(drug, start, end, **extra):
    return {"drug": drug, "start": start, "end": end, **extra}


# --------------------------------------------------------------------------------------------------
# P/R/F1 conventions
# --------------------------------------------------------------------------------------------------


def test_it_reports_undefined_scores_with_a_reason():
    both_empty = prf(0, 0, 0)
    assert both_empty["f1"] is None and both_empty["precision"] is None and both_empty["recall"] is None
    assert both_empty["reason"] == "no gold items and no predictions"

    nothing_to_find = prf(0, 2, 0)
    assert (nothing_to_find["precision"], nothing_to_find["recall"], nothing_to_find["f1"]) == (0.0, None, 0.0)
    assert "recall undefined" in nothing_to_find["reason"]

    nothing_predicted = prf(0, 0, 3)
    assert (nothing_predicted["precision"], nothing_predicted["recall"], nothing_predicted["f1"]) == (None, 0.0, 0.0)
    assert prf(2, 1, 1) == {"precision": 2 / 3, "recall": 2 / 3, "f1": 2 / 3, "tp": 2, "fp": 1, "fn": 1, "reason": None}
    with pytest.raises(ValueError):
        prf(-1, 0, 0)


def test_it_scores_an_admission_without_imaging_and_without_predictions_as_undefined():
    scores = imaging_scores([], [])
    assert all(scores[level]["f1"] is None for level in IMAGING_LEVELS)
    extra = imaging_scores([img("CT", "2177-08-25", "head")], [])
    assert extra["modality_date"]["f1"] == 0.0 and extra["modality_date"]["recall"] is None


# --------------------------------------------------------------------------------------------------
# Imaging
# --------------------------------------------------------------------------------------------------

GOLD_IMAGING = [
    img("CT", "2177-08-25", "abdomen and pelvis", "CT abdomen and pelvis with IV contrast"),
    img("X-ray", "2177-08-24", "chest", "portable chest radiograph"),
    img("MRI", "2177-08-26", "brain", "MRI brain with and without contrast"),
]


def test_it_scores_each_imaging_level_by_hand():
    pred = [
        {"modality": "CAT scan", "date": "08/25/2177", "location": "Abdomen/Pelvis"},   # right at every level
        {"modality": "CXR", "date": "2177-08-24", "location": "foot"},                 # wrong site
        {"modality": "MR", "date": "2177-08-27", "location": "head"},                  # a day late
        {"modality": "US", "date": "2177-08-20", "location": "kidneys"},               # not in the gold
    ]
    scores = imaging_scores(pred, GOLD_IMAGING)
    full, no_site, tolerant = (scores[k] for k in ("modality_date_location", "modality_date", "modality_date_pm1"))
    assert (full["tp"], full["fp"], full["fn"]) == (1, 3, 2)
    assert full["precision"] == pytest.approx(1 / 4) and full["recall"] == pytest.approx(1 / 3)
    assert full["f1"] == pytest.approx(2 / 7)
    assert (no_site["tp"], no_site["fp"], no_site["fn"]) == (2, 2, 1)
    assert no_site["f1"] == pytest.approx(4 / 7)
    assert (tolerant["tp"], tolerant["fp"], tolerant["fn"]) == (3, 1, 0)
    assert tolerant["precision"] == pytest.approx(3 / 4) and tolerant["recall"] == 1.0
    assert tolerant["f1"] == pytest.approx(6 / 7)


@pytest.mark.parametrize("day, matches", [("2177-08-24", True), ("2177-08-26", True), ("2177-08-27", False),
                                          ("2177-08-23", False)])
def test_it_allows_one_day_either_way_only_at_the_pm1_level(day, matches):
    scores = imaging_scores([img("CT", day, "abdomen/pelvis")], GOLD_IMAGING[:1])
    assert scores["modality_date_pm1"]["tp"] == int(matches)
    assert scores["modality_date"]["tp"] == 0


def test_it_matches_one_to_one_with_a_maximum_matching_where_greedy_would_fail():
    gold = [img("X-ray", "2177-08-11", "chest"), img("X-ray", "2177-08-10", "chest")]
    # A greedy pass in listing order gives the first prediction to the first gold item (an exact
    # date match) and leaves the second prediction, which only fits that same item, unmatched.
    pred = [img("X-ray", "2177-08-11", "chest"), img("X-ray", "2177-08-12", "chest")]
    tolerant = imaging_scores(pred, gold)["modality_date_pm1"]
    assert (tolerant["tp"], tolerant["fp"], tolerant["fn"]) == (2, 0, 0)
    assert tolerant["matches"] == [(0, 1), (1, 0)]
    assert imaging_scores(list(reversed(pred)), gold)["modality_date_pm1"]["tp"] == 2


def test_it_counts_a_repeated_prediction_once():
    pred = [img("CT", "2177-08-25", "abdomen and pelvis")] * 2
    full = imaging_scores(pred, GOLD_IMAGING[:1])["modality_date_location"]
    assert (full["tp"], full["fp"], full["fn"]) == (1, 1, 0)


@pytest.mark.parametrize("text, modality", [
    ("CT", "CT"), ("CAT scan", "CT"), ("computed tomography", "CT"), ("CTA", "CT"),
    ("MRI", "MRI"), ("MR", "MRI"), ("MRCP", "MRI"),
    ("US", "Ultrasound"), ("sonogram", "Ultrasound"), ("Echocardiogram", "Ultrasound"), ("TTE", "Ultrasound"),
    ("venous duplex", "Ultrasound"),
    ("X-ray", "X-ray"), ("XR", "X-ray"), ("radiograph", "X-ray"), ("CXR", "X-ray"), ("Fluoroscopy", "X-ray"),
    ("NM", "NM"), ("nuclear medicine", "NM"), ("scintigraphy", "NM"), ("V/Q scan", "NM"), ("PET/CT", "NM"),
    ("HIDA", "NM"), ("angiography", None), ("", None),
])
def test_it_reads_modality_synonyms_with_echocardiography_as_ultrasound(text, modality):
    assert default_terms().modality(text) == modality


def test_it_reads_the_site_from_the_subtype_when_no_location_is_given():
    pred = [{"modality": "CT", "subtype": "CT angiography of the chest", "date": "2177-08-25"}]
    assert imaging_scores(pred, [img("CT", "2177-08-25", "chest")])["modality_date_location"]["tp"] == 1


def test_it_takes_the_modality_from_the_subtype_when_the_modality_is_missing():
    gold = [img("Ultrasound", "2121-01-10", "heart", "transthoracic echocardiogram")]
    pred = [{"subtype": "Echocardiogram", "date": "01/10", "location": ""}]   # site implied: heart
    scores = imaging_scores(pred, gold, reference="2121-01-15")
    assert scores["modality_date_location"]["tp"] == 1


@pytest.mark.parametrize("pred_site, gold_site, same", [
    ("Abdomen/Pelvis", "abdomen and pelvis", True),
    ("A/P", "abdomen and pelvis", True),
    ("head", "brain", True),
    ("lungs", "chest", True),
    ("Chest (PA and lateral)", "chest", True),
    ("T-spine and L-spine", "thoracic and lumbar spine", True),
    ("thoracic spine, lumbar spine", "thoracic and lumbar spine", True),
    ("BLE", "bilateral lower extremities", True),
    ("lower extremities", "bilateral lower extremities", True),
    ("RUQ", "liver and gallbladder", True),
    ("L foot", "foot", True),
    ("left foot", "right foot", False),
    ("left leg", "bilateral lower extremities", False),
    ("abdomen", "abdomen and pelvis", False),
    ("kidneys", "gallbladder", False),
    ("spine", "lumbar spine", False),
])
def test_it_matches_locations_through_synonym_groups(pred_site, gold_site, same):
    assert normalize_site(pred_site).matches(normalize_site(gold_site)) is same


def test_it_compares_locations_by_case_only_in_paper_mode():
    gold = [img("CT", "2177-08-25", "Chest")]
    assert imaging_scores([img("CT", "2177-08-25", "chest")], gold, location_matching="case_insensitive")[
        "modality_date_location"]["tp"] == 1
    assert imaging_scores([img("CT", "2177-08-25", "lungs")], gold, location_matching="case_insensitive")[
        "modality_date_location"]["tp"] == 0
    assert imaging_scores([img("CT", "2177-08-25", "lungs")], gold)["modality_date_location"]["tp"] == 1
    with pytest.raises(ValueError, match="location_matching"):
        imaging_scores([], gold, location_matching="fuzzy")


def test_it_counts_undated_predictions_as_false_positives():
    pred = [img("CT", "unknown", "abdomen and pelvis"), img("X-ray", "08/24", "chest")]   # no reference: no year
    scores = imaging_scores(pred, GOLD_IMAGING)
    assert scores["undated_predictions"] == 2
    assert scores["modality_date_pm1"]["tp"] == 0 and scores["modality_date_pm1"]["fp"] == 2
    with_reference = imaging_scores(pred, GOLD_IMAGING, reference="2177-08-27T00:00:00")
    assert with_reference["undated_predictions"] == 1 and with_reference["modality_date_location"]["tp"] == 1


def test_it_rejects_gold_it_cannot_read():
    with pytest.raises(ValueError, match="gold item 0: unknown modality"):
        imaging_scores([], [img("Angiogram", "2177-08-25", "chest")])
    with pytest.raises(ValueError, match="gold item 0: unreadable date"):
        imaging_scores([], [img("CT", "soon", "chest")])


# --------------------------------------------------------------------------------------------------
# Antibiotics
# --------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, ingredients", [
    ("Zosyn", {"piperacillin", "tazobactam"}), ("pip/tazo 4.5 g IV q8h", {"piperacillin", "tazobactam"}),
    ("Unasyn", {"ampicillin", "sulbactam"}), ("Augmentin 875 mg PO BID", {"amoxicillin", "clavulanate"}),
    ("amoxicillin/clavulanic acid", {"amoxicillin", "clavulanate"}),
    ("Bactrim DS", {"sulfamethoxazole", "trimethoprim"}), ("Septra", {"sulfamethoxazole", "trimethoprim"}),
    ("TMP-SMX", {"sulfamethoxazole", "trimethoprim"}), ("Vancocin", {"vancomycin"}),
    ("oral vancomycin 125 mg PO q6h", {"vancomycin"}), ("Rocephin", {"ceftriaxone"}), ("Maxipime", {"cefepime"}),
    ("Levaquin", {"levofloxacin"}), ("Cipro", {"ciprofloxacin"}), ("Flagyl", {"metronidazole"}),
    ("Z-Pak", {"azithromycin"}), ("Merrem", {"meropenem"}), ("Invanz", {"ertapenem"}), ("Cubicin", {"daptomycin"}),
    ("Zyvox", {"linezolid"}), ("Keflex", {"cephalexin"}), ("Ancef", {"cefazolin"}), ("Cleocin", {"clindamycin"}),
    ("Macrobid", {"nitrofurantoin"}), ("Doxy", {"doxycycline"}),
    ("ampicillin + sulbactam", {"ampicillin", "sulbactam"}),
])
def test_it_maps_brands_and_combinations_to_ingredients(name, ingredients):
    assert normalize_drug(name).ingredients == frozenset(ingredients)


def test_it_treats_zosyn_and_piperacillin_tazobactam_as_one_drug_but_not_piperacillin_alone():
    gold = [abx("piperacillin-tazobactam", "2177-08-15", "2177-08-17", ingredients=["piperacillin", "tazobactam"])]
    same = antibiotic_scores([abx("Zosyn", "2177-08-15", "2177-08-17")], gold)
    assert same["name"]["f1"] == 1.0 and same["timespan_jaccard"] == 1.0
    other = antibiotic_scores([abx("piperacillin", "2177-08-15", "2177-08-17")], gold)
    assert other["name"]["tp"] == 0 and other["timespan_jaccard"] == 0.0
    per_ingredient = antibiotic_scores([abx("piperacillin", "2177-08-15", "2177-08-17")], gold, unit="ingredient")
    assert (per_ingredient["name"]["tp"], per_ingredient["name"]["fn"]) == (1, 1)
    assert per_ingredient["timespan_jaccard"] == pytest.approx(0.5)


def test_it_computes_jaccard_on_overlapping_inclusive_day_ranges():
    gold = [abx("vancomycin", "2177-08-15", "2177-08-17")]                 # 15, 16, 17
    pred = [abx("Vancomycin", "2177-08-16", "2177-08-20")]                 # 16 … 20
    result = antibiotic_scores(pred, gold)
    assert result["per_drug"][0] | {} == {"drug": "vancomycin", "ingredients": ["vancomycin"], "in_gold": True,
                                          "in_pred": True, "gold_days": 3, "pred_days": 5, "overlap_days": 2,
                                          "jaccard": pytest.approx(2 / 6)}
    assert result["timespan_jaccard"] == pytest.approx(1 / 3)
    single_day = antibiotic_scores([abx("vancomycin", "2177-08-15", "2177-08-15")],
                                   [abx("vancomycin", "2177-08-15", "2177-08-15")])
    assert single_day["timespan_jaccard"] == 1.0


def test_it_gives_zero_overlap_to_missed_and_invented_drugs():
    gold = [abx("ceftriaxone", "2177-08-15", "2177-08-17"), abx("metronidazole", "2177-08-15", "2177-08-17")]
    pred = [abx("Rocephin", "2177-08-15", "2177-08-17"), abx("Cipro", "2177-08-15", "2177-08-17")]
    result = antibiotic_scores(pred, gold)
    assert {d["drug"]: d["jaccard"] for d in result["per_drug"]} == {
        "ceftriaxone": 1.0, "ciprofloxacin": 0.0, "metronidazole": 0.0}
    assert result["timespan_jaccard"] == pytest.approx(1 / 3)
    assert (result["name"]["precision"], result["name"]["recall"]) == (0.5, 0.5)


def test_it_merges_repeated_courses_of_one_drug():
    gold = [abx("cefazolin", "2177-08-01", "2177-08-03"), abx("cefazolin", "2177-08-06", "2177-08-06")]
    pred = [abx("Ancef", "2177-08-01", "2177-08-06")]
    result = antibiotic_scores(pred, gold)
    assert result["name"]["tp"] == 1 and result["name"]["fp"] == 0
    assert result["timespan_jaccard"] == pytest.approx(4 / 6)


def test_it_counts_a_drug_with_unclear_dates_by_name_but_not_by_days():
    gold = [abx("daptomycin", "2177-08-15", "2177-08-17")]
    result = antibiotic_scores([abx("Cubicin", None, None)], gold, as_of="2177-08-18")
    assert result["name"]["f1"] == 1.0 and result["timespan_jaccard"] == 0.0


def test_it_closes_ongoing_courses_at_as_of_and_ignores_days_after_it():
    # The ID consult is on 08-18; the gold course runs on to 08-28 after it.
    gold = [abx("ciprofloxacin", "2177-08-18", "2177-08-28", intent="therapeutic")]
    pred = [abx("Cipro", "08/18", "present")]
    clipped = antibiotic_scores(pred, gold, as_of="2177-08-18T14:30:00")
    assert clipped["timespan_jaccard"] == 1.0
    unclipped = antibiotic_scores(pred, gold, as_of="2177-08-18T14:30:00", clip_to_as_of=False)
    assert unclipped["timespan_jaccard"] == pytest.approx(1 / 11)
    with pytest.raises(ValueError, match="ongoing; pass as_of"):
        antibiotic_scores([abx("Cipro", "2177-08-18", None)], gold)


def test_it_drops_gold_courses_that_start_after_as_of():
    gold = [abx("vancomycin", "2177-08-15", "2177-08-17"), abx("linezolid", "2177-08-20", "2177-08-25")]
    result = antibiotic_scores([abx("vancomycin", "2177-08-15", "2177-08-17")], gold, as_of="2177-08-18")
    assert result["name"]["f1"] == 1.0
    assert result["excluded_gold"] == [{"drug": "linezolid", "reason": "starts after as_of 2177-08-18"}]


def test_it_leaves_prophylactic_courses_out_unless_asked():
    gold = [abx("cefazolin", "2167-10-05", "2167-10-07", intent="therapeutic"),
            abx("cefazolin", "2167-10-07", "2167-10-07", intent="prophylactic"),
            abx("vancomycin", "2167-10-05", "2167-10-07", intent="prophylactic")]
    pred = [abx("cefazolin", "2167-10-05", "2167-10-07")]
    result = antibiotic_scores(pred, gold, as_of="2167-10-08")
    assert result["name"]["f1"] == 1.0 and result["timespan_jaccard"] == 1.0
    assert [e["drug"] for e in result["excluded_gold"]] == ["cefazolin", "vancomycin"]
    everything = antibiotic_scores(pred, gold, as_of="2167-10-08", include_prophylactic=True)
    assert everything["name"]["fn"] == 1


def test_it_keeps_unknown_drug_names_comparable_and_reports_them():
    result = antibiotic_scores([abx("Fancymycin", "2177-08-15", "2177-08-16")],
                               [abx("fancymycin", "2177-08-15", "2177-08-16")])
    assert result["name"]["f1"] == 1.0 and result["unknown_drugs"] == ["fancymycin"]


# --------------------------------------------------------------------------------------------------
# Diagnoses and CCSR
# --------------------------------------------------------------------------------------------------


def test_it_maps_codes_to_their_ccsr_category_sets():
    ccsr = load_ccsr_subset()
    assert ccsr.categories_for("I12.9").categories == {"CIR008", "GEN003"}
    assert ccsr.categories_for("i129").categories == {"CIR008", "GEN003"}
    assert ccsr.categories_for("A41.9").categories == {"INF002", "INF003"}
    assert ccsr.categories_for("I95.2").categories == {"INJ030", "CIR031"}
    assert normalize_icd10(" n18.30 ") == "N1830" and normalize_icd10("HbA1C") is None


def test_it_maps_codes_the_ccsr_omits_through_the_intersection_of_their_subcategories():
    ccsr = load_ccsr_subset()
    hypotension = ccsr.categories_for("I95")          # the paper's example; I95.2 adds INJ030, the rest only CIR031
    assert hypotension.rule == "subcategory_intersection" and hypotension.categories == {"CIR031"}
    assert "I952" in hypotension.via
    assert ccsr.categories_for("J11").categories == {"RSP003"}
    pneumonia = ccsr.categories_for("J18")           # J18.2 is RSP016, the others RSP002: nothing in common
    assert pneumonia.rule == "subcategory_intersection" and pneumonia.categories == frozenset()


def test_it_falls_back_to_a_parent_code_only_when_asked():
    ccsr = load_ccsr_subset()
    assert ccsr.categories_for("I50.239").rule == "unmapped"
    fallback = ccsr.categories_for("I50.239", parent_fallback=True)
    assert fallback.rule == "parent_fallback" and fallback.categories == {"CIR019"}
    assert ccsr.categories_for("Z99.99", parent_fallback=True).rule == "unmapped"


def test_it_scores_ccsr_category_sets_and_exact_codes():
    # The model splits "hypertensive CKD" (I12.9) into essential hypertension and CKD: the CKD half
    # matches through the CCSR, essential hypertension (CIR007) is not "with complications" (CIR008).
    result = diagnosis_scores(["I10", "N18.30", "I95"], ["I12.9", "I95.1"])
    ccsr = result["ccsr"]
    assert (ccsr["tp"], ccsr["fp"], ccsr["fn"]) == (2, 1, 1)
    assert ccsr["pred_categories"] == ["CIR007", "CIR031", "GEN003"]
    assert ccsr["f1"] == pytest.approx(2 / 3)
    assert result["code_exact"]["tp"] == 0 and result["code_exact"]["fp"] == 3
    assert diagnosis_scores(["I50.9"], ["I50.23"])["ccsr"]["f1"] == 1.0


def test_it_counts_uncoded_and_invalid_predictions_without_scoring_them():
    result = diagnosis_scores([{"text": "shock", "icd10": None}, "not-a-code", "Z99.99", "A41.9"], ["A41.9"])
    assert result["uncoded"] == 1 and result["invalid_codes"] == ["not-a-code"]
    assert result["unmapped_codes"] == ["Z99.99"]
    assert result["ccsr"]["f1"] == 1.0 and result["code_exact"]["fp"] == 1


def test_it_rejects_a_gold_code_that_maps_to_no_category():
    with pytest.raises(ValueError, match="maps to no CCSR category"):
        diagnosis_scores([], ["J18"])
    with pytest.raises(ValueError, match="not an ICD-10-CM code"):
        diagnosis_scores([], ["sepsis"])


DXCCSR_HEADER = ",".join(f"'{name}'" for name in [
    "ICD-10-CM CODE", "ICD-10-CM CODE DESCRIPTION", "Default CCSR CATEGORY IP", "Default CCSR CATEGORY DESCRIPTION IP",
    "Default CCSR CATEGORY OP", "Default CCSR CATEGORY DESCRIPTION OP",
    *(f"CCSR CATEGORY {n}{suffix}" for n in range(1, 7) for suffix in ("", " DESCRIPTION")),
    "Rationale for Default Assignment"])
NAMES = {"CIR031": "Hypotension", "INJ030": "Drug induced or toxic related condition", "XXX000": "Unacceptable PDX",
         "RSP002": "Pneumonia (except that caused by tuberculosis)", "INF012": "COVID-19"}


def dxccsr_row(code, description, default, *categories, rationale=""):
    """A row the way AHRQ writes it: apostrophe-quoted codes, ' ' for an empty category slot."""
    slots = [*categories, *[None] * (6 - len(categories))]
    cells = [f"'{code}'", f'"{description}"', f"'{default}'", NAMES[default], f"'{default}'", NAMES[default]]
    cells += [cell for category in slots for cell in ((f"'{category}'", f'"{NAMES[category]}"') if category
                                                      else ("' '", ""))]
    return ",".join([*cells, rationale])


DXCCSR_ROWS = [
    dxccsr_row("I951", "Orthostatic hypotension", "CIR031", "CIR031"),
    dxccsr_row("I952", "Hypotension due to drugs", "INJ030", "CIR031", "INJ030", rationale="07 Rationale"),
    dxccsr_row("I959", "Hypotension, unspecified", "CIR031", "CIR031"),
    dxccsr_row("J1282", "Pneumonia due to coronavirus disease 2019", "XXX000", "RSP002", "INF012"),
]


def test_it_loads_the_official_ccsr_csv_with_its_apostrophe_quoting(tmp_path):
    path = tmp_path / "DXCCSR_v2023-1.csv"
    path.write_text("\n".join([DXCCSR_HEADER, *DXCCSR_ROWS]) + "\n", encoding="utf-8")
    ccsr = load_ccsr_csv(path)
    assert ccsr.codes == {"I951": {"CIR031"}, "I952": {"CIR031", "INJ030"}, "I959": {"CIR031"},
                          "J1282": {"RSP002", "INF012"}}
    assert ccsr.default_ip["I952"] == "INJ030" and ccsr.default_ip["J1282"] is None      # XXX000 is no category
    assert ccsr.category_names["CIR031"] == "Hypotension" and ccsr.descriptions["I959"] == "Hypotension, unspecified"
    assert ccsr.categories_for("I95").categories == {"CIR031"}
    assert diagnosis_scores(["I95"], ["I95.1"], ccsr)["ccsr"]["f1"] == 1.0

    plain = tmp_path / "plain.csv"                      # the same content without AHRQ's apostrophes
    plain.write_text("\n".join([DXCCSR_HEADER.replace("'", ""),
                                *(row.replace("'", "") for row in DXCCSR_ROWS)]) + "\n", encoding="utf-8")
    assert load_ccsr_csv(plain).codes == ccsr.codes


@pytest.mark.parametrize("rows, message", [
    ([dxccsr_row("9I51", "Bad", "CIR031", "CIR031")], r"line 2: 'ICD-10-CM CODE' '9I51' is not an ICD-10-CM code"),
    (["'I951',\"Orthostatic hypotension\",'CIR031'"], r"line 2: expected at least 18 fields, got 3"),
    ([dxccsr_row("I951", "Orthostatic", "CIR031", "CIR031").replace("'CIR031',\"Hypotension\"", "'Hypo',x")],
     r"line 2: 'CCSR CATEGORY 1' 'Hypo' is not a CCSR category"),
    ([DXCCSR_ROWS[0], DXCCSR_ROWS[0]], r"line 3: code 'I951' appears twice"),
])
def test_it_names_the_file_and_line_of_a_bad_ccsr_row(tmp_path, rows, message):
    path = tmp_path / "DXCCSR_bad.csv"
    path.write_text("\n".join([DXCCSR_HEADER, *rows]) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"DXCCSR_bad\.csv " + message):
        load_ccsr_csv(path)


def test_it_names_a_missing_ccsr_column(tmp_path):
    path = tmp_path / "DXCCSR_cols.csv"
    path.write_text("'ICD-10-CM CODE','CCSR CATEGORY 1'\n'I951','CIR031'\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"DXCCSR_cols\.csv line 1: header lacks column 'ICD-10-CM CODE DESCRIPTION'"):
        load_ccsr_csv(path)


# --------------------------------------------------------------------------------------------------
# Shipped data files
# --------------------------------------------------------------------------------------------------


def _vocab() -> dict:
    return json.loads(VOCAB_FILE.read_text(encoding="utf-8"))


def test_it_covers_every_cohort_antibiotic_brand_and_ingredient():
    table = load_antibiotic_table()
    assert len(table.drugs) >= 40
    for entry in _vocab()["antibiotics"]:
        expected = frozenset(entry["ingredients"])
        for name in [entry["name"], *entry["brands"]]:
            drug = normalize_drug(name, table)
            assert drug.known and drug.ingredients == expected, (name, drug)


def test_it_covers_every_cohort_icd10_code_directly():
    ccsr = load_ccsr_subset()
    codes = set()
    for condition in _vocab()["conditions"]:
        codes.add(condition["icd10"])
        if "acute_icd10" in condition:
            codes.add(condition["acute_icd10"][0])
    assert len(codes) > 50
    missing = [code for code in sorted(codes) if ccsr.categories_for(code).rule != "direct"]
    assert missing == []


def _edited(tmp_path, source: Path, edit) -> Path:
    data = json.loads(source.read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / source.name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("loader, source, edit, message", [
    (load_antibiotic_table, TABLE_FILE, lambda d: d["drugs"][0].update(brand="x"),
     r"antibiotic_ingredients\.json: drugs\[0\]: unknown key\(s\) \['brand'\]"),
    (load_antibiotic_table, TABLE_FILE, lambda d: d["drugs"][1].update(ingredients="piperacillin"),
     r"drugs\[1\] \(piperacillin-tazobactam\)\.ingredients: expected list, got str"),
    (load_antibiotic_table, TABLE_FILE, lambda d: d["drugs"][2]["synonyms"].append("Zosyn"),
     r"drugs\[2\] \(cefepime\): 'Zosyn' already means piperacillin-tazobactam"),
    (load_antibiotic_table, TABLE_FILE, lambda d: d.pop("ingredient_aliases"),
     r"antibiotic_ingredients\.json: missing key\(s\) \['ingredient_aliases'\]"),
    (load_ccsr_subset, SUBSET_FILE, lambda d: d["codes"]["I10"].update(categories=["CIR999"]),
     r"ccsr_subset\.json: codes\.I10\.categories: 'CIR999' is not declared"),
    (load_ccsr_subset, SUBSET_FILE, lambda d: d["codes"]["I10"].update(default_ip="RSP002"),
     r"codes\.I10\.default_ip: 'RSP002' is not one of the code's categories"),
    (load_ccsr_subset, SUBSET_FILE, lambda d: d["codes"].update({"XYZ": d["codes"]["I10"]}),
     r"codes\.XYZ: not an ICD-10-CM code"),
    (load_ccsr_subset, SUBSET_FILE, lambda d: d["codes"]["I10"].update(billed=True),
     r"codes\.I10: unknown key\(s\) \['billed'\]"),
    (load_imaging_terms, TERMS_FILE, lambda d: d["body_sites"][0].update(canonical=7),
     r"imaging_terms\.json: body_sites\[0\]\.canonical: expected str, got int"),
    (load_imaging_terms, TERMS_FILE, lambda d: d["modalities"]["CT"].append("echo"),
     r"modalities\.Ultrasound: 'echo' already names CT"),
    (load_imaging_terms, TERMS_FILE, lambda d: d.update(extra=1), r"unknown key\(s\) \['extra'\]"),
])
def test_it_rejects_bad_data_files_naming_file_and_entry(tmp_path, loader, source, edit, message):
    with pytest.raises(ValueError, match=message):
        loader(_edited(tmp_path, source, edit))


def test_it_loads_the_shipped_data_files():
    assert len(load_ccsr_subset().codes) >= 100
    assert load_imaging_terms().modality("echo") == "Ultrasound"


# --------------------------------------------------------------------------------------------------
# Answer parsing
# --------------------------------------------------------------------------------------------------

MESSY_IMAGING = """Here are the imaging procedures I found:

- (03/10) X-ray - None: Chest
- (unknown) CT - None: Chest
- (03/12) Ultrasound - Echocardiogram: Heart
- CT abdomen/pelvis on 2018-03-11
* MRI brain (3/13/2018)
1. Chest X-ray – 03/14
- 03/15: CT A/P w/ contrast
- TTE 3/16 - EF 55%, no effusion
Note: the patient also had labs drawn daily.
Let us know if you need anything else.
"""


def test_it_parses_imaging_bullets_in_the_papers_format_and_looser_ones():
    items = parse_imaging_answer(MESSY_IMAGING, reference="2018-03-12 15:43:00")
    assert [(i["modality"], i["date"]) for i in items] == [
        ("X-ray", "2018-03-10"), ("CT", None), ("Ultrasound", "2018-03-12"), ("CT", "2018-03-11"),
        ("MRI", "2018-03-13"), ("X-ray", "2018-03-14"), ("CT", "2018-03-15"), ("Ultrasound", "2018-03-16")]
    assert [normalize_site(i["body_site"]) and sorted(normalize_site(i["body_site"]).parts) for i in items] == [
        ["chest"], ["chest"], ["heart"], ["abdomen", "pelvis"], ["head"], ["chest"], ["abdomen", "pelvis"], None]
    gold = [img("Ultrasound", "2018-03-16", "heart", "transthoracic echocardiogram")]
    assert imaging_scores(items[-1:], gold)["modality_date_location"]["tp"] == 1    # echo implies the heart
    assert parse_imaging_answer("No imaging procedures identified.") == []


def test_it_parses_imaging_answers_given_as_json_or_a_table():
    fenced = """Sure! ```json
    [{"modality": "CT", "subtype": "None", "location": "head", "date": "08/20"},
     {"modality": "Nuclear medicine", "subtype": "V/Q scan", "location": "lungs", "date": "unknown"}]
    ```"""
    items = parse_imaging_answer(fenced, reference="2177-08-27")
    assert [(i["modality"], i["date"], i["body_site"]) for i in items] == [
        ("CT", "2177-08-20", "head"), ("NM", None, "lungs")]
    lines = '{"modality": "MRI", "date": "2177-08-26", "body_site": "brain"}\n{"modality": "US", "date": "2177-08-20"}'
    assert [i["modality"] for i in parse_imaging_answer(lines)] == ["MRI", "Ultrasound"]
    table = """| Date | Modality | Subtype | Body Location |
|---|---|---|---|
| 08/20 | US | Renal ultrasound | Kidneys |
| 08/25 | CT | None | Abdomen and pelvis |"""
    items = parse_imaging_answer(table, reference="2177-08-27")
    assert [(i["modality"], i["date"], i["body_site"]) for i in items] == [
        ("Ultrasound", "2177-08-20", "Kidneys"), ("CT", "2177-08-25", "Abdomen and pelvis")]


MESSY_ANTIBIOTICS = """Antibiotics for the pneumonia:
- Ceftriaxone (09/12-09/14)
- Vancomycin (09/14-ongoing)
- Cefepime (dates unclear)
Vancomycin: 1/16-present
- Zosyn 4.5 g IV q8h from 2019-09-15 to 2019-09-17
- vancomycin and cefepime 9/10-9/12
- Cipro started 9/13
- **Metronidazole** 500mg PO q8h (9/15 - present)
- Ampicillin/sulbactam 12/28-01/03
The patient also got heparin for DVT prophylaxis.
"""


def test_it_parses_antibiotic_lines_with_ranges_open_ends_and_unclear_dates():
    items = parse_antibiotic_answer(MESSY_ANTIBIOTICS, reference="2019-09-15 14:51:00")
    assert [(i["drug"], i["start"], i["end"]) for i in items] == [
        ("ceftriaxone", "2019-09-12", "2019-09-14"),
        ("vancomycin", "2019-09-14", "present"),
        ("cefepime", None, None),
        ("vancomycin", "2019-01-16", "present"),
        ("piperacillin-tazobactam", "2019-09-15", "2019-09-17"),
        ("vancomycin", "2019-09-10", "2019-09-12"),
        ("cefepime", "2019-09-10", "2019-09-12"),
        ("ciprofloxacin", "2019-09-13", "present"),
        ("metronidazole", "2019-09-15", "present"),
        ("ampicillin-sulbactam", "2018-12-28", "2019-01-03"),
    ]


def test_it_parses_antibiotic_answers_given_as_json():
    answer = '{"antibiotics": [{"antibiotic": "Unasyn", "start": "2019-09-10", "end": "ongoing"}, ' \
             '{"name": "Bactrim DS", "dates": "9/11-9/13"}]}'
    items = parse_antibiotic_answer(answer, reference="2019-09-15")
    assert [(i["drug"], i["start"], i["end"]) for i in items] == [
        ("ampicillin-sulbactam", "2019-09-10", "present"),
        ("trimethoprim-sulfamethoxazole", "2019-09-11", "2019-09-13")]


def test_it_parses_diagnosis_lists_reading_stated_codes_and_a_lexicon():
    answer = """Diagnoses:
1. Septic shock due to E. coli bacteremia (A41.51, R65.21)
2. Acute hypoxic respiratory failure [J96.01]
3. Hypertension (I10)
4. Poorly controlled diabetes, HbA1C 9.1, B12 deficiency
5. Acute kidney injury
6. Delirium
"""
    items = parse_diagnosis_answer(answer, lexicon={"acute kidney injury": "N17.9"})
    assert [(i["text"], i["icd10"]) for i in items] == [
        ("Septic shock due to E. coli bacteremia", "A4151"), ("Septic shock due to E. coli bacteremia", "R6521"),
        ("Acute hypoxic respiratory failure", "J9601"), ("Hypertension", "I10"),
        ("Poorly controlled diabetes, HbA1C 9.1, B12 deficiency", None),
        ("Acute kidney injury", "N179"), ("Delirium", None)]
    json_answer = '["I50.23", {"code": "N179", "description": "AKI"}, {"diagnosis": "Sepsis (A41.9)"}]'
    assert [i["icd10"] for i in parse_diagnosis_answer(json_answer)] == ["I5023", "N179", "A419"]
    result = diagnosis_scores(items, ["A41.51", "J96.01", "N17.9", "I10"])
    assert result["uncoded"] == 2 and result["ccsr"]["recall"] == 1.0


def test_it_places_year_less_dates_just_before_the_reference():
    assert parse_imaging_answer("- (12/31) CT - None: Head", reference="2178-01-02")[0]["date"] == "2177-12-31"
    assert parse_imaging_answer("- (01/02) CT - None: Head", reference="2177-12-30")[0]["date"] == "2178-01-02"
    assert parse_imaging_answer("- (08/20) CT - None: Head")[0]["date"] is None


def test_it_reads_two_digit_years_as_the_knowledge_graph_does():
    # The one reader (epikg_core.dates): the century ending ten years after the reference's year.
    assert parse_imaging_answer("- (08/20/77) CT - None: Head", reference="2177-08-25")[0]["date"] == "2177-08-20"
    assert parse_imaging_answer("- (08/20/90) CT - None: Head", reference="2177-08-25")[0]["date"] == "2090-08-20"
    assert parse_imaging_answer("- 20 Aug 77: CT head", reference="2177-08-25")[0]["date"] == "2177-08-20"
    # Without a reference the century is as unknown as a year-less date's year.
    assert parse_imaging_answer("- (08/20/77) CT - None: Head")[0]["date"] is None
    courses = parse_antibiotic_answer("- Vancomycin (12/28/77-01/03/78)", reference="2178-01-05")
    assert (courses[0]["start"], courses[0]["end"]) == ("2177-12-28", "2178-01-03")


# --------------------------------------------------------------------------------------------------
# Aggregation
# --------------------------------------------------------------------------------------------------


def test_it_aggregates_admissions_micro_and_macro():
    first = imaging_scores([img("CT", "2177-08-25", "abdomen and pelvis")], GOLD_IMAGING[:2])   # tp 1, fn 1
    empty = imaging_scores([], [])                                                             # undefined
    third = imaging_scores([img("MRI", "2177-08-26", "brain"), img("CT", "2177-08-01", "head")], GOLD_IMAGING[2:])
    pooled = aggregate_scores([first, empty, third])
    full = pooled["modality_date_location"]
    assert pooled["n_admissions"] == 3
    assert (full["micro"]["tp"], full["micro"]["fp"], full["micro"]["fn"]) == (2, 1, 1)
    assert full["micro"]["f1"] == pytest.approx(2 / 3)
    assert full["macro"]["f1"] == pytest.approx((2 / 3 + 2 / 3) / 2) and full["macro"]["n_f1"] == 2
    assert full["macro"]["precision"] == pytest.approx((1 + 0.5) / 2)


def test_it_pools_timespan_jaccard_over_drugs_and_over_admissions():
    one = antibiotic_scores([abx("vancomycin", "2177-08-15", "2177-08-17")],
                            [abx("vancomycin", "2177-08-15", "2177-08-17"),
                             abx("cefepime", "2177-08-15", "2177-08-17")])
    two = antibiotic_scores([abx("Zosyn", "2177-08-15", "2177-08-17")], [abx("Zosyn", "2177-08-15", "2177-08-17")])
    none = antibiotic_scores([], [])
    pooled = aggregate_scores([one, two, none])["timespan_jaccard"]
    assert pooled == {"pooled": pytest.approx(2 / 3), "n_drugs": 3, "macro": pytest.approx(0.75), "n_admissions": 2}
    with pytest.raises(ValueError, match="mixed tasks"):
        aggregate_scores([one, imaging_scores([], [])])


# --------------------------------------------------------------------------------------------------
# The synthetic cohort's task gold
# --------------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def task_gold(tmp_path_factory) -> list[dict]:
    folder = tmp_path_factory.mktemp("task_metrics_cohort")
    generate_cohort(out=folder, patients=43, seed=42, questions=400)
    gold = [json.loads(line) for line in (folder / "task_gold.jsonl").read_text(encoding="utf-8").splitlines()]
    shutil.rmtree(folder, ignore_errors=True)
    return gold


def _by_task(gold, task):
    return [g for g in gold if g["task"] == task]


def test_it_scores_the_cohort_gold_against_itself_perfectly(task_gold):
    imaging = aggregate_scores(imaging_scores(g["items"], g["items"], reference=g["cutoff"])
                               for g in _by_task(task_gold, "imaging"))
    for level in ("modality_date_location", "modality_date", "modality_date_pm1"):
        assert imaging[level]["micro"]["f1"] == 1.0 and imaging[level]["macro"]["f1"] == 1.0
    antibiotics = aggregate_scores(antibiotic_scores(g["items"], g["items"], as_of=g["cutoff"])
                                   for g in _by_task(task_gold, "antibiotics"))
    assert antibiotics["name"]["micro"]["f1"] == 1.0
    assert antibiotics["timespan_jaccard"]["pooled"] == 1.0 and antibiotics["timespan_jaccard"]["n_drugs"] > 50
    diagnoses = aggregate_scores(diagnosis_scores(g["items"], g["items"]) for g in _by_task(task_gold, "diagnoses"))
    assert diagnoses["ccsr"]["micro"]["f1"] == 1.0 and diagnoses["code_exact"]["micro"]["f1"] == 1.0


def _mmdd(day: str) -> str:
    return f"{day[5:7]}/{day[8:10]}"


def test_it_round_trips_the_cohort_gold_through_the_papers_answer_formats(task_gold):
    imaging, antibiotics, diagnoses = [], [], []
    for g in task_gold:
        if g["task"] == "imaging":
            answer = "\n".join(f"- ({_mmdd(i['date'])}) {i['modality']} - {i['subtype']}: {i['body_site']}"
                               for i in g["items"]) or "No imaging procedures identified."
            imaging.append(imaging_scores(parse_imaging_answer(answer, reference=g["cutoff"]), g["items"],
                                          reference=g["cutoff"]))
        elif g["task"] == "antibiotics":
            answer = "\n".join(f"- {i['drug']} ({_mmdd(i['start'])}-{_mmdd(i['end']) if i['end'] else 'present'})"
                               for i in g["items"] if i["intent"] == "therapeutic")
            antibiotics.append(antibiotic_scores(parse_antibiotic_answer(answer, reference=g["cutoff"]), g["items"],
                                                 as_of=g["cutoff"]))
        else:
            answer = "\n".join(f"{n}. {i['description']} ({i['icd10']})" for n, i in enumerate(g["items"], 1))
            diagnoses.append(diagnosis_scores(parse_diagnosis_answer(answer), g["items"]))
    assert aggregate_scores(imaging)["modality_date_location"]["micro"]["f1"] == 1.0
    pooled = aggregate_scores(antibiotics)
    assert pooled["name"]["micro"]["f1"] == 1.0 and pooled["timespan_jaccard"]["pooled"] == 1.0
    assert aggregate_scores(diagnoses)["ccsr"]["micro"]["f1"] == 1.0
