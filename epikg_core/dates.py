"""Calendar dates written in clinical text and in model answers: one reader, one set of rules.

The knowledge-graph build (dates written after a mention, ``retrieval.graph.temporal``), the
extractive generator and the paper-001 task metrics (model answers and gold files,
``benchmark.task_metrics``) all read dates here, so "8/15" means the same day everywhere.

Forms read (month names in any case, abbreviated or not, with or without a full stop; ordinals
"15th"):

=====================================  =========================================================
form                                   examples
=====================================  =========================================================
ISO, optionally with a time            ``2024-08-15``, ``2024/8/15``, ``2177-08-15 14:30``
US month/day/year                      ``08/15/2024``, ``8/15/24``, ``8-15-2024`` (one separator)
US month/day, no year                  ``8/15``, ``08/15``
month name, day, optional year         ``Aug 15``, ``August 15th, 2024``, ``Sept. 5 2024``,
                                       ``Aug 15 '24``
day, month name, optional year         ``15 Aug``, ``15th of August 2024``, ``15 Aug 24``
=====================================  =========================================================

A two-digit year after a month name needs an apostrophe, or the day-first form ("15 Aug 24"):
"Aug 15, 16 and 17" is a list of days. Day-first numeric dates (15/08/2024) are not read: a month above 12 gives no date. "May" as a
month name must be capitalised ("May 5", "MAY 5"): lower-case "may 2" is the verb far more often.
Spine levels and the like ("L4/5", "C5-6") are not dates, because a date may not follow a letter
or digit directly. "2/2" before a word ("AKI 2/2 dehydration", "seizure 2/2 missed doses") is the
clinical shorthand for "secondary to", not the second of February, unless a word that introduces
a date comes before it ("on 2/2", "since 2/2", "from 2/2 to 2/5").

The year, when the text leaves it out or gives two digits, comes from a ``reference`` date (the
note's own date, or a task's cutoff / "right now"):

- **Two-digit years** are read in the hundred-year window that ends ``TWO_DIGIT_YEAR_AHEAD`` (10)
  years after the reference's year: on a note of 2024, "34" is 2034 and "35" is 1935; on a MIMIC
  note of 2177 (shifted dates), "77" is 2177 and "90" is 2090. Clinical notes look far back (dates of
  birth, a surgical history) and only a little ahead (follow-up visits, planned stop dates), so the
  window is lopsided: ages up to 89 (HIPAA's limit) are read right, and so are dates up to ten years
  ahead. A fixed pivot (POSIX's 69) would be wrong for every shifted MIMIC year, and "the nearest
  year" (±50) reads a 60-year-old's birth year as the future.
- **Year-less dates** take the latest year that keeps them no more than ``YEAR_LESS_AHEAD`` (31
  days) after the reference: what a note or an answer mentions has mostly happened already, and a
  date a few weeks ahead is a plan. 12/31 read on 2 January is last year's, 1/5 read on 20 December
  is next year's, 1/16 read in September is this year's.
- **Without a reference** neither can be placed, and both give ``None`` (unknown), never a guess
  that depends on today's date.

Plain Python: nothing here imports Django or the apps.
"""

from __future__ import annotations

import datetime as dt
import re

#: How far after the reference's year a two-digit year may land (see the module docs).
TWO_DIGIT_YEAR_AHEAD = 10
#: How far after the reference a year-less date may land.
YEAR_LESS_AHEAD = dt.timedelta(days=31)

MONTHS = {name: number for number, names in enumerate(
    [("jan", "january"), ("feb", "february"), ("mar", "march"), ("apr", "april"), ("may",), ("jun", "june"),
     ("jul", "july"), ("aug", "august"), ("sep", "sept", "september"), ("oct", "october"), ("nov", "november"),
     ("dec", "december")], start=1) for name in names}
_MONTH = (r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|(?-i:May|MAY)|june?|july?|aug(?:ust)?"
          r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b\.?")
_ORDINAL = r"(?:st|nd|rd|th)?"
# A year after a month-name date: four digits after a space or a comma. Two digits only where they
# cannot be the next day of a list ("Aug 15, 16 and 17", "15 Aug, 16 Aug"): after an apostrophe
# ("Aug 15 '24"), or after a space in the day-first form when no month name follows ("15 Aug 24");
# never before a colon (a time) or another digit.
_NAMED_YEAR = r"(?:\s+|,\s*)(?P<{0}>\d{{4}}|'\d{{2}})(?![\d:])"
_DAY_FIRST_YEAR = r"(?:(?:\s+|,\s*)(?P<{0}>\d{{4}}|'\d{{2}})|\s+(?P<{0}2>\d{{2}})(?!\s*" + _MONTH + r"))(?![\d:])"

#: Every date form read, most specific first. Named groups: ``iso_*``, ``us_*`` (month/day/year),
#: ``md_*`` (month/day), ``mon1*`` (month name first), ``mon2*`` (day first). Use
#: :func:`date_from_match` to turn a match into a date.
DATE_PATTERN = re.compile(
    r"(?<![\w/.])(?:"
    r"(?P<iso_y>\d{4})[-/.](?P<iso_m>\d{1,2})[-/.](?P<iso_d>\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2})?)?"
    r"|(?P<us_m>\d{1,2})(?P<us_sep>[/-])(?P<us_d>\d{1,2})(?P=us_sep)(?P<us_y>\d{4}|\d{2})"
    r"|(?P<md_m>\d{1,2})/(?P<md_d>\d{1,2})"
    r"|(?P<mon1>" + _MONTH + r")\s*(?P<mon1_d>\d{1,2})" + _ORDINAL + r"(?:" + _NAMED_YEAR.format("mon1_y") + r")?"
    r"|(?P<mon2_d>\d{1,2})" + _ORDINAL + r"(?:\s+of)?\s+(?P<mon2>" + _MONTH + r")"
    r"(?:" + _DAY_FIRST_YEAR.format("mon2_y") + r")?"
    r")(?![\d/])",
    re.IGNORECASE,
)


#: "2/2 <word>" is "secondary to" ...
_SECONDARY_TO = re.compile(r"2/2(?=\s+(?:to\s+)?(?!(?:at|and|or|in|on|through|thru|to|until|am|pm|was|were|is|she|he|"
                           r"they|we|with|a\.?m|p\.?m)\b)[A-Za-z])", re.IGNORECASE)
#: ... unless a word that introduces a date comes right before it
_DATE_LEAD = re.compile(r"(?:\b(?:on|since|from|until|till|through|thru|by|of|dated|date|started|starting|began|"
                        r"beginning|between|and|to|d/c(?:'d)?|discharged|admitted)|[-–(])\s*$", re.IGNORECASE)


def _secondary_to(text: str, match: re.Match) -> bool:
    """Whether a "2/2" match is the shorthand for "secondary to" (see the module docs)."""
    return (match.group("md_m") is not None and _SECONDARY_TO.match(text, match.start()) is not None
            and match.end() - match.start() == 3 and not _DATE_LEAD.search(text[max(0, match.start() - 24):match.start()]))


def _as_date(reference: dt.date | None) -> dt.date | None:
    return reference.date() if isinstance(reference, dt.datetime) else reference


def full_year(two_digits: int, reference: dt.date | None) -> int | None:
    """The four-digit year a two-digit year names, relative to ``reference`` (see the module docs);
    ``None`` without a reference."""
    if not 0 <= two_digits <= 99:
        raise ValueError(f"a two-digit year must lie in 0..99, got {two_digits}")
    reference = _as_date(reference)
    if reference is None:
        return None
    latest = reference.year + TWO_DIGIT_YEAR_AHEAD
    return latest - (latest - two_digits) % 100


def year_less_date(month: int, day: int, reference: dt.date | None) -> dt.date | None:
    """A month and day without a year, in the latest year that keeps the date no more than
    ``YEAR_LESS_AHEAD`` after ``reference``; ``None`` without a reference or for a day that does not
    exist (2/30, or 2/29 with no leap year in reach)."""
    reference = _as_date(reference)
    if reference is None:
        return None
    limit = reference + YEAR_LESS_AHEAD
    for year in (reference.year + 1, reference.year, reference.year - 1):
        candidate = _safe_date(year, month, day)
        if candidate is not None and candidate <= limit:
            return candidate
    return None


def _safe_date(year: int, month: int, day: int) -> dt.date | None:
    try:
        return dt.date(year, month, day)
    except ValueError:
        return None


def date_from_match(match: re.Match, reference: dt.date | None = None) -> dt.date | None:
    """The calendar date a :data:`DATE_PATTERN` match names, or ``None`` when it is not a real date
    or its year cannot be placed (no ``reference``)."""
    g = match.groupdict()
    if g["iso_y"]:
        return _safe_date(int(g["iso_y"]), int(g["iso_m"]), int(g["iso_d"]))
    if g["us_y"]:
        month, day = int(g["us_m"]), int(g["us_d"])
        year = _year(g["us_y"], reference)
        return None if year is None else _safe_date(year, month, day)
    if g["md_m"]:
        return year_less_date(int(g["md_m"]), int(g["md_d"]), reference)
    for key in ("mon1", "mon2"):
        if g[key]:
            month, day = MONTHS[g[key].rstrip(".").lower()], int(g[f"{key}_d"])
            written = g[f"{key}_y"] or g.get(f"{key}_y2")
            if written:
                year = _year(written, reference)
                return None if year is None else _safe_date(year, month, day)
            return year_less_date(month, day, reference)
    return None  # pragma: no cover - the pattern has no other alternatives


def _year(text: str, reference: dt.date | None) -> int | None:
    digits = text.lstrip("'")
    return int(digits) if len(digits) == 4 else full_year(int(digits), reference)


def has_year(match: re.Match) -> bool:
    """Whether a :data:`DATE_PATTERN` match writes its year (two or four digits)."""
    g = match.groupdict()
    return bool(g["iso_y"] or g["us_y"] or g["mon1_y"] or g["mon2_y"] or g["mon2_y2"])


def find_dates(text: str, reference: dt.date | None = None) -> list[tuple[re.Match, dt.date | None]]:
    """Every date-shaped phrase in ``text``, in order, with the date it names (``None`` when it names
    none: 2/30, or a year-less date without a ``reference``)."""
    return [(match, date_from_match(match, reference)) for match in DATE_PATTERN.finditer(text)
            if not _secondary_to(text, match)]


def first_date(text: str, reference: dt.date | None = None) -> dt.date | None:
    """The first real date written in ``text``, placed relative to ``reference``; ``None`` if none."""
    for match in DATE_PATTERN.finditer(text):
        if _secondary_to(text, match):
            continue
        found = date_from_match(match, reference)
        if found is not None:
            return found
    return None
