"""epikg_core.dates: the one date reader of notes, gold files and model answers."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest

from epikg_core.dates import DATE_PATTERN, find_dates, first_date, full_year, has_year, year_less_date

ROOT = Path(__file__).resolve().parents[2]
D = dt.date
NOTE = D(2024, 9, 1)          # a note written on 1 September 2024
MIMIC_NOTE = D(2177, 8, 20)   # MIMIC's shifted dates


def read(text: str, reference=NOTE):
    return [(match.group(0), day) for match, day in find_dates(text, reference)]


@pytest.mark.parametrize("text, expected", [
    ("8/15", D(2024, 8, 15)),
    ("08/15", D(2024, 8, 15)),
    ("8/15/24", D(2024, 8, 15)),
    ("08/15/2024", D(2024, 8, 15)),
    ("8-15-2024", D(2024, 8, 15)),
    ("2024-08-15", D(2024, 8, 15)),
    ("2024/8/15", D(2024, 8, 15)),
    ("2024-08-15T14:30", D(2024, 8, 15)),
    ("2024-08-15 14:30:00", D(2024, 8, 15)),
    ("Aug 15", D(2024, 8, 15)),
    ("aug. 15", D(2024, 8, 15)),
    ("August 15th 2024", D(2024, 8, 15)),
    ("August 15th, 2024", D(2024, 8, 15)),
    ("Aug 15 '24", D(2024, 8, 15)),
    ("Sept. 5 2023", D(2023, 9, 5)),
    ("15 Aug", D(2024, 8, 15)),
    ("15 Aug 24", D(2024, 8, 15)),
    ("15 Aug 2024", D(2024, 8, 15)),
    ("15th of August 2024", D(2024, 8, 15)),
    ("3 MAY", D(2024, 5, 3)),
    ("May 3", D(2024, 5, 3)),
])
def test_it_reads_the_phrasings_notes_and_answers_use(text, expected):
    assert read(f"seen on {text}, then discharged") == [(text, expected)]


@pytest.mark.parametrize("text", [
    "BP 120/80", "MRI L4/5 disc bulge", "fusion C5-6-7", "patient may 2 tabs", "1 decrease in dose",
    "pH 7.35/40", "ratio 3/45/6",
])
def test_it_leaves_numbers_that_are_not_dates_alone(text):
    assert read(text) == []


def test_it_reads_two_digit_years_in_the_century_ending_ten_years_after_the_reference():
    # 2024 + 10 = 2034: "34" is still ahead, "35" is a century back (a 89-year-old's birth year).
    assert read("f/u 8/15/34") == [("8/15/34", D(2034, 8, 15))]
    assert read("DOB 8/15/35") == [("8/15/35", D(1935, 8, 15))]
    assert read("DOB 1/2/99, last seen 1/2/00") == [("1/2/99", D(1999, 1, 2)), ("1/2/00", D(2000, 1, 2))]
    assert full_year(24, NOTE) == 2024 and full_year(60, NOTE) == 1960
    # On a MIMIC note of 2177 the same rule gives shifted years: 77 → 2177, 87 → 2187, 88 → 2088.
    assert [full_year(y, MIMIC_NOTE) for y in (77, 87, 88, 90)] == [2177, 2187, 2088, 2090]
    assert read("15 Aug 35") == [("15 Aug 35", D(1935, 8, 15))]
    # A datetime reference is read as its date.
    assert full_year(35, dt.datetime(2024, 9, 1, 23, 59, tzinfo=dt.timezone.utc)) == 1935


def test_it_places_year_less_dates_at_most_a_month_after_the_reference():
    assert year_less_date(12, 31, D(2025, 1, 2)) == D(2024, 12, 31)     # last year's
    assert year_less_date(1, 5, D(2024, 12, 20)) == D(2025, 1, 5)       # a plan a fortnight ahead
    assert year_less_date(1, 16, D(2024, 9, 1)) == D(2024, 1, 16)       # this year's
    assert year_less_date(10, 1, D(2024, 9, 1)) == D(2024, 10, 1)       # 30 days ahead: this year
    assert year_less_date(10, 3, D(2024, 9, 1)) == D(2023, 10, 3)       # 32 days ahead: last year
    assert year_less_date(2, 29, D(2024, 9, 1)) == D(2024, 2, 29)
    assert year_less_date(2, 29, D(2026, 9, 1)) is None                 # no leap year in reach
    assert year_less_date(2, 30, NOTE) is None


def test_it_places_nothing_without_a_reference():
    assert read("8/15, 8/15/24, Aug 15, 15 Aug 24", reference=None) == [
        ("8/15", None), ("8/15/24", None), ("Aug 15", None), ("15 Aug 24", None)]
    assert read("2024-08-15 and August 15, 2024", reference=None) == [
        ("2024-08-15", D(2024, 8, 15)), ("August 15, 2024", D(2024, 8, 15))]
    assert full_year(24, None) is None
    with pytest.raises(ValueError, match="0..99"):
        full_year(124, NOTE)


def test_it_reads_both_ends_of_a_range():
    assert read("cefepime (8/15-8/17)") == [("8/15", D(2024, 8, 15)), ("8/17", D(2024, 8, 17))]
    # A day range sharing the month is not read as month/day/year: 8/15-17 is not 2017.
    assert read("8/15-17") == [("8/15", D(2024, 8, 15))]
    assert read("from Aug 15 to Aug 20") == [("Aug 15", D(2024, 8, 15)), ("Aug 20", D(2024, 8, 20))]


def test_it_keeps_times_and_counts_out_of_the_year():
    assert read("15 Aug 12:30") == [("15 Aug", D(2024, 8, 15))]
    assert read("Aug 15 24 hours later") == [("Aug 15", D(2024, 8, 15))]
    # Lists of days are not years: "Aug 15, 16" and "15 Aug, 16 Aug" name two days each.
    assert read("Aug 15, 16 and 17") == [("Aug 15", D(2024, 8, 15))]
    assert read("15 Aug, 16 Aug") == [("15 Aug", D(2024, 8, 15)), ("16 Aug", D(2024, 8, 16))]
    assert read("15 Aug 16 Aug") == [("15 Aug", D(2024, 8, 15)), ("16 Aug", D(2024, 8, 16))]


def test_it_gives_no_date_for_impossible_days_and_moves_on():
    assert read("2/30 then 13/5 then 3/1") == [("2/30", None), ("13/5", None), ("3/1", D(2024, 3, 1))]
    assert first_date("2/30 then 13/5 then 3/1", NOTE) == D(2024, 3, 1)
    assert first_date("no date here", NOTE) is None


def test_it_tells_whether_a_date_writes_its_year():
    text = "8/15, 8/15/24, Aug 15, Aug 15 2024, 2024-08-15, 15 Aug 24, 15 Aug"
    assert [has_year(m) for m in DATE_PATTERN.finditer(text)] == [False, True, False, True, True, True, False]


def test_it_imports_neither_django_nor_the_apps():
    code = ("import sys, epikg_core.dates; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in {'django', 'retrieval', 'benchmark'}))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize("text", [
    "A/P: 46M with convulsive status 2/2 missed levetiracetam doses.",
    "AKI 2/2 dehydration, improving.",
    "Hyponatremia likely 2/2 thiazide.",
    "Hypotension 2/2 to sepsis vs hypovolemia",
    "fall 2/2 mechanical trip",
])
def test_2_slash_2_before_a_word_is_secondary_to_not_a_date(text):
    assert find_dates(text, dt.date(2194, 5, 8)) == []
    assert first_date(text, dt.date(2194, 5, 8)) is None


@pytest.mark.parametrize("text", [
    "Started on 2/2 with cefepime.",
    "Ceftriaxone from 2/2 to 2/5.",
    "Admitted 2/2 with chest pain.",
    "Seen 2/2 at 10:00 in clinic.",
    "Last dose 2/2.",
    "EGD (2/2) showed varices.",
])
def test_2_slash_2_as_a_date_is_still_a_date(text):
    assert dt.date(2194, 2, 2) in [day for _, day in find_dates(text, dt.date(2194, 2, 20))]
