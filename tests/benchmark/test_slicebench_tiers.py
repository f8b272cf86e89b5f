"""Tier assignment by encounters (paper 000 App. K): the paper's cut-offs and their boundaries,
custom cut-offs, untiered patients, bad specifications, and the selector over the corpus."""

from __future__ import annotations

import datetime as dt

import pytest
from django.test import override_settings

from benchmark.slicebench.ladder import SliceBenchError, SliceQuery, tier_overview
from benchmark.slicebench.tiers import (
    DEFAULT_TIERS,
    TierError,
    assign_tiers,
    configured_tiers,
    format_tiers,
    parse_tiers,
    tier_of,
)
from retrieval.models import Admission, Dataset, Patient


@pytest.mark.parametrize("encounters, tier", [
    (0, None), (1, "A"), (2, "A"), (3, None), (4, None), (5, "B"), (10, "B"), (11, None), (14, None),
    (15, "C"), (16, "C"), (200, "C"),
])
def test_it_assigns_the_papers_tiers_at_their_boundaries(encounters, tier):
    assert tier_of(encounters, parse_tiers(DEFAULT_TIERS)) == tier


def test_it_assigns_a_mapping_of_patients():
    assert assign_tiers({1: 1, 2: 7, 3: 3, 4: 20}, parse_tiers("")) == {1: "A", 2: "B", 3: None, 4: "C"}


def test_custom_cut_offs_and_names():
    tiers = parse_tiers("low=1-3,mid=4-8,high=9-")
    assert [t.name for t in tiers] == ["low", "mid", "high"]
    assert [tier_of(n, tiers) for n in (3, 4, 8, 9)] == ["low", "mid", "mid", "high"]
    assert format_tiers(tiers) == "low=1-3,mid=4-8,high=9-"
    assert parse_tiers(format_tiers(tiers)) == tiers
    two = parse_tiers("1-1, 2-")
    assert [tier_of(n, two) for n in (1, 2, 30)] == ["A", "B", "B"] and two[0].label == "1 encounter"
    assert parse_tiers("")[2].label == "15+ encounters" and parse_tiers("")[1].label == "5–10 encounters"


@pytest.mark.parametrize("spec, message", [
    ("1-2,2-5", "overlaps"), ("5-10,1-2", "overlaps or precedes"), ("3-1", "below the lower"),
    ("1-2,,5-", "comma-separated"), ("a-b", "expected LOW-HIGH"), ("1-,5-", "overlaps"),
    ("x=1-2,x=3-4", "share a name"),
])
def test_it_refuses_bad_specifications(spec, message):
    with pytest.raises(TierError, match=message):
        parse_tiers(spec)


def test_the_setting_is_the_default_and_a_query_overrides_it():
    assert configured_tiers() == DEFAULT_TIERS
    with override_settings(SLICEBENCH_TIERS="1-3,4-"):
        assert configured_tiers() == "1-3,4-"
        assert [t.spec for t in SliceQuery().tier_spec()] == ["A=1-3", "B=4-"]
        assert [t.spec for t in SliceQuery(tiers="1-2").tier_spec()] == ["A=1-2"]
    with pytest.raises(SliceBenchError, match="expected LOW-HIGH"):
        SliceQuery(tiers="many").tier_spec()


@pytest.mark.django_db
def test_the_overview_counts_encounters_in_the_corpus():
    dataset = Dataset.objects.create(name="tiers")
    for subject, n in ((1, 1), (2, 2), (3, 3), (4, 6), (5, 15), (6, 0)):
        patient = Patient.objects.create(dataset=dataset, subject_id=subject)
        for a in range(n):
            Admission.objects.create(dataset=dataset, patient=patient, subject_id=subject, hadm_id=subject * 100 + a,
                                     admittime=dt.datetime(2150, 1, 1 + a, tzinfo=dt.timezone.utc))
    overview = tier_overview(dataset, parse_tiers(""))
    assert {g.name: g.patients for g in overview.tiers} == {"A": [(1, 1), (2, 2)], "B": [(4, 6)], "C": [(5, 15)]}
    assert overview.untiered == [(3, 3), (6, 0)]
    custom = tier_overview(dataset, parse_tiers("1-3,4-"))
    assert {g.name: [s for s, _ in g.patients] for g in custom.tiers} == {"A": [1, 2, 3], "B": [4, 5]}
