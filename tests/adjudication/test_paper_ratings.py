"""The synthetic three-rater data set reproduces paper 000's published adjudication figures."""

from __future__ import annotations

from collections import Counter

import pytest

from tests.adjudication.paper_ratings import (
    ANSWER_LABELS,
    CATEGORY_SIZES,
    RATERS,
    REFERENCE_LABELS,
    SYSTEMS,
    TARGETS,
    build,
    check,
)


def published(value: float, rounded: tuple[str, int]) -> bool:
    """``value`` shown at the published number of decimals equals the published figure."""
    text, places = rounded
    return f"{value:.{places}f}" == text


@pytest.fixture(scope="module")
def data() -> dict:
    return build()


@pytest.fixture(scope="module")
def figures(data) -> dict:
    return check(data)


def test_shape(data):
    assert data["raters"] == {
        "R1": {"system_author": True},
        "R2": {"system_author": False},
        "R3": {"system_author": False},
    }
    qs = data["questions"]
    assert [q["qid"] for q in qs] == [f"q{i:02d}" for i in range(1, 51)]
    assert Counter(q["category"] for q in qs) == CATEGORY_SIZES
    for q in qs:
        assert set(q["reference"]) == set(RATERS)
        assert set(q["reference"].values()) <= set(REFERENCE_LABELS)
        assert set(q["answers"]) == set(SYSTEMS)
        for s in SYSTEMS:
            assert set(q["answers"][s]) == set(RATERS)
            assert set(q["answers"][s].values()) <= set(ANSWER_LABELS)


def test_deterministic(data):
    assert build() == data


def test_rater_counts(figures):
    for r, (correct, partial) in TARGETS["rater_counts"].items():
        assert figures["rater_counts"][r] == (correct, partial, 100 - correct - partial)


def test_primary_endpoint(figures):
    t, got = TARGETS["primary"], figures["primary"]
    assert (got["c1_right"], got["c4g_right"], got["b"], got["c"]) == (t["c1_right"], t["c4g_right"], t["b"], t["c"])
    assert published(got["p"], t["p"])
    assert published(got["diff_pp"], t["diff_pp"])


def test_majority_strict(figures):
    t, got = TARGETS["majority_strict"], figures["majority_strict"]
    assert (got["c1_right"], got["c4g_right"]) == (t["c1_right"], t["c4g_right"])
    assert published(got["diff_pp"], t["diff_pp"])
    assert published(got["p"], t["p"])


def test_majority_lenient(figures):
    t, got = TARGETS["majority_lenient"], figures["majority_lenient"]
    assert published(got["diff_pp"], t["diff_pp"])
    assert published(got["p"], t["p"])


def test_binary_strict_agreement(figures):
    assert published(figures["fleiss_strict"], TARGETS["fleiss_strict"])
    cohen = figures["cohen_strict"]
    assert published(cohen["R2xR3"], TARGETS["cohen_strict"]["R2xR3"])
    author = sorted(f"{cohen[p]:.2f}" for p in ("R1xR2", "R1xR3"))
    assert author == sorted(text for text, _ in TARGETS["cohen_strict"]["author_pairs"])


def test_weighted_kappa_means(figures):
    for wt in ("linear", "quadratic"):
        assert published(figures["weighted"][wt]["mean"], TARGETS["weighted_mean"][wt])


def test_gold_agreement(figures):
    gold, t = figures["gold"], TARGETS["gold"]
    assert published(gold["fleiss"], t["fleiss"])
    low, high = t["defect_rate_range"]
    assert low <= round(gold["defect_rate"]["R2"], 4) <= high
    # R3: "31/100 fully correct" over two records per question: nearest reachable is 30 or 32 of 100.
    assert abs(2 * gold["counts"]["R3"][0] - round(100 * t["r3_correct_share"])) == 1
    # R3 is the strictest on the gold standard (fewest references rated correct).
    assert gold["counts"]["R3"][0] == min(gold["counts"][r][0] for r in RATERS)


def test_extra_published_figures(figures):
    extra = TARGETS["extra"]
    for r, rounded in extra["per_rater_diff_pp"].items():
        assert published(figures["per_rater"][r]["diff_pp"], rounded)
    r3 = figures["per_rater"]["R3"]
    assert r3["b"] + r3["c"] == extra["r3_discordant"]
    low, high = extra["per_rater_diff_range_pp"]
    assert all(low <= figures["per_rater"][r]["diff_pp"] <= high for r in RATERS)

    assert figures["change_questions"] == extra["change_questions"]
    ce, t = figures["change_excluded"], extra["change_excluded"]
    assert published(ce["majority_strict"]["diff_pp"], t["majority_strict_diff_pp"])
    assert published(ce["majority_lenient"]["diff_pp"], t["majority_lenient_diff_pp"])
    assert published(ce["majority_lenient"]["p"], t["majority_lenient_p"])
    assert published(ce["R3"]["diff_pp"], t["r3_diff_pp"])
    assert published(ce["R3"]["p"], t["r3_p"])
    assert figures["inversions_outside_change"] == []
