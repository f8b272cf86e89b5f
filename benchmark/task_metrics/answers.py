"""Read a model's free-text answer for each paper-001 task into items the metrics can score.

Models are asked for the paper's bullet formats (App. B: "- (MM/DD) Modality - Subtype: Location",
"- Antibiotic (MM/DD-MM/DD)", a numbered list of diagnoses) or for JSON; what comes back is often
neither exactly. The readers accept, in this order:

1. JSON: a whole-answer array or object (also inside a ```json fence or after some prose), or
   one JSON object per line;
2. a Markdown table (header row, ``---`` separator, rows);
3. one item per line: bullets, numbers or bare lines, in the paper's formats or close to them
   ("- CT abdomen/pelvis on 2177-08-25", "Vancomycin: 1/16-present", "2. Sepsis (A41.9)").

Dates are read by :mod:`epikg_core.dates`. Those without a year (the paper's MM/DD) or with two
digits are placed with ``reference`` — the admission's cutoff or the "Right now it is ..." time of
the prompt — MM/DD in the latest year that keeps them no more than 31 days after it; without a
reference they stay unknown. Lines that name nothing the task knows (headings, prose) are skipped.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from benchmark.task_metrics._common import reference_date
from benchmark.task_metrics.antibiotics import OPEN_END_WORDS, AntibioticTable, clean_drug_text, default_table
from benchmark.task_metrics.diagnoses import normalize_icd10
from benchmark.task_metrics.imaging import ImagingTerms, default_terms, strip_modality
from epikg_core.dates import DATE_PATTERN, find_dates, has_year

_FENCE = re.compile(r"```[a-zA-Z]*\s*\n?(.*?)```", re.DOTALL)
_BULLET = re.compile(r"^\s*(?:[-*•+·]|\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)])\s+")
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$")
_UNKNOWN_DATE = re.compile(r"\(\s*(?:unknown|date unknown|unk|n/?a|\?+|undated|no date)\s*\)"
                           r"|\bdate unknown\b|\bunknown date\b", re.IGNORECASE)


# --------------------------------------------------------------------------------------------------
# Shared structure readers
# --------------------------------------------------------------------------------------------------


def _json_records(text: str) -> list | None:
    """Records from a JSON answer (array, object holding an array, or JSON lines), else ``None``."""
    candidates = [m.group(1) for m in _FENCE.finditer(text)] + [text]
    for candidate in candidates:
        stripped = candidate.strip()
        for start_char, end_char in (("[", "]"), ("{", "}")):
            start, end = stripped.find(start_char), stripped.rfind(end_char)
            if start == -1 or end <= start:
                continue
            try:
                data = json.loads(stripped[start:end + 1])
            except json.JSONDecodeError:
                continue
            records = _unwrap(data)
            if records is not None:
                return records
    lines = []
    for line in text.splitlines():
        line = _BULLET.sub("", line).strip().rstrip(",")
        if line.startswith("{") and line.endswith("}"):
            try:
                obj = json.loads(line)
            except json.JSONDecodeError:
                continue
            if isinstance(obj, dict):
                lines.append(obj)
    return lines or None


def _unwrap(data) -> list | None:
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        lists = [v for v in data.values() if isinstance(v, list)]
        if len(lists) == 1:
            return lists[0]
        if lists:
            return max(lists, key=len)
        return [data]
    return None


def _table_records(text: str) -> list[dict] | None:
    """Rows of the first Markdown table in the answer as dicts keyed by lower-case header."""
    lines = [line for line in text.splitlines() if line.strip()]
    for i in range(len(lines) - 1):
        if "|" in lines[i] and _TABLE_SEPARATOR.match(lines[i + 1]):
            header = [_norm_header(cell) for cell in _cells(lines[i])]
            rows = []
            for line in lines[i + 2:]:
                if "|" not in line:
                    break
                cells = _cells(line)
                rows.append({header[k]: cells[k] for k in range(min(len(header), len(cells)))})
            return rows
    return None


def _cells(line: str) -> list[str]:
    value = line.strip()
    if value.startswith("|"):
        value = value[1:]
    if value.endswith("|"):
        value = value[:-1]
    return [cell.strip() for cell in value.split("|")]


def _norm_header(cell: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", cell.strip().lower()).strip("_")


def _lines(text: str) -> list[str]:
    out = []
    for line in text.splitlines():
        line = _BULLET.sub("", line).strip()
        line = re.sub(r"^\*\*(.*?)\*\*", r"\1", line).strip()    # **bold** item names
        if line:
            out.append(line)
    return out


def _records(text: str):
    """("json"|"table"|"lines", records) for an answer."""
    if not isinstance(text, str):
        raise ValueError(f"an answer must be a string, got {type(text).__name__}")
    records = _json_records(text)
    if records is not None:
        return "json", records
    records = _table_records(text)
    if records is not None:
        return "table", records
    return "lines", _lines(text)


def _pick(record: dict, *needles, exclude=()) -> str | None:
    """The first value whose (normalised) key contains one of the needles."""
    for needle in needles:
        for key, value in record.items():
            norm = _norm_header(str(key))
            if needle in norm and not any(x in norm for x in exclude) and value not in (None, ""):
                return value if isinstance(value, str) else json.dumps(value) if isinstance(value, (list, dict)) \
                    else str(value)
    return None


def _iso(value) -> str | None:
    return value.isoformat() if value is not None else None


# --------------------------------------------------------------------------------------------------
# Imaging
# --------------------------------------------------------------------------------------------------

_PAPER_IMAGING = re.compile(r"^(?P<mod>.+?)\s+[-–—]\s+(?P<sub>.*?)\s*:\s*(?P<loc>.+)$")
_NO_IMAGING = re.compile(r"\bno (?:imaging|imaging procedures|studies)\b", re.IGNORECASE)


def parse_imaging_answer(text: str, *, reference=None, terms: ImagingTerms | None = None) -> list[dict]:
    """Imaging items ``{modality, subtype, body_site, date, source}`` from a model's answer.

    ``modality`` is canonical (CT, MRI, Ultrasound, X-ray, NM) when recognised; ``date`` is ISO or
    ``None`` ("unknown", or MM/DD without a ``reference``); ``source`` is the text it came from.
    """
    terms = terms or default_terms()
    ref = reference_date(reference)
    _, records = _records(text)
    items = []
    for record in records:
        if isinstance(record, dict):
            item = _imaging_from_record(record, ref, terms)
        elif isinstance(record, str):
            item = _imaging_from_line(record, ref, terms)
        else:
            item = None
        if item is not None:
            items.append(item)
    return items


def _imaging_from_record(record: dict, ref, terms: ImagingTerms) -> dict | None:
    modality_text = _pick(record, "modal", "type") or ""
    subtype = _pick(record, "subtype", "description", "study", "procedure", "exam", "name") or ""
    site = _pick(record, "location", "site", "body", "region", "anatom") or ""
    when = _pick(record, "date", "time", "when", "day") or ""
    modality = terms.modality(modality_text) or terms.modality(subtype)
    if modality is None and not (modality_text or subtype):
        return None
    matches = find_dates(when, ref)
    return {"modality": modality or modality_text, "subtype": "" if subtype.lower() == "none" else subtype,
            "body_site": "" if site.lower() == "none" else site, "date": _iso(matches[0][1]) if matches else None,
            "source": json.dumps(record, ensure_ascii=False)}


def _imaging_from_line(line: str, ref, terms: ImagingTerms) -> dict | None:
    if _NO_IMAGING.search(line):
        return None
    source = line
    dates = find_dates(line, ref)
    when = dates[0][1] if dates else None
    if dates:
        match = dates[0][0]
        line = line[:match.start()] + " " + line[match.end():]
    line = _UNKNOWN_DATE.sub(" ", line)
    line = re.sub(r"\(\s*\)", " ", line)
    line = re.sub(r"\b(?:on|dated|performed on|done on|from)\s*$", " ", line.strip(), flags=re.IGNORECASE)
    line = line.strip(" :-–—,;")
    paper = _PAPER_IMAGING.match(line)
    if paper and terms.modality(paper.group("mod")):
        modality_text, subtype, site = paper.group("mod"), paper.group("sub"), paper.group("loc")
    else:
        segments = [s for s in re.split(r"\s+[-–—]\s+|;|\|", line) if s.strip()]
        main = next((s for s in segments if terms.modality_mention(s)), None)
        if main is None:
            return None
        subtype = main.strip(" :")
        if ":" in main:
            head, tail = main.split(":", 1)
            if terms.modality_mention(head) and not terms.modality_mention(tail):
                modality_text, site = head, tail
            else:
                modality_text, site = main, strip_modality(main, terms)
        else:
            modality_text, site = main, strip_modality(main, terms)
    modality = terms.modality(modality_text) or terms.modality(subtype)
    if modality is None:
        return None
    if not dates and not _UNKNOWN_DATE.search(source) and not paper and _only_ambiguous_mention(source, terms):
        return None                                  # "Let us know ...": prose, not a study
    subtype = subtype.strip()
    return {"modality": modality, "subtype": "" if subtype.lower() == "none" else subtype,
            "body_site": "" if site.strip().lower() == "none" else site.strip(" :-–—,;"),
            "date": _iso(when), "source": source}




_AMBIGUOUS_MODALITY_WORDS = frozenset({"us", "mr", "cat", "film", "films", "nm", "pet", "echo"})


def _only_ambiguous_mention(line: str, terms: ImagingTerms) -> bool:
    """True when the only modality words in an undated line are lower-case everyday words ("us")."""
    for match in terms.modality_pattern.finditer(line.lower()):
        original = line[match.start():match.end()]
        if match.group(0) not in _AMBIGUOUS_MODALITY_WORDS or original != original.lower():
            return False
    return True


# --------------------------------------------------------------------------------------------------
# Antibiotics
# --------------------------------------------------------------------------------------------------

_OPEN_WORD = re.compile(r"\b(?:present|ongoing|current(?:ly)?|now|today|continuing|cont(?:inued)?|active)\b",
                        re.IGNORECASE)
_UNCLEAR = re.compile(r"\(?\s*\b(?:dates?\s+(?:unclear|unknown|not\s+(?:documented|available|clear))|unclear dates?|"
                      r"unknown dates?|n/?a)\b\s*\)?", re.IGNORECASE)
_SINCE = re.compile(r"\b(?:since|from|started|starting|start|began|begun|initiated)\s*(?:on\s*)?$", re.IGNORECASE)
_CONNECTOR = r"\s*(?:-|–|—|to|through|thru|until|till|→|->)\s*"


def parse_antibiotic_answer(text: str, *, reference=None, table: AntibioticTable | None = None) -> list[dict]:
    """Antibiotic courses ``{drug, start, end, source}`` from a model's answer.

    ``end`` is an ISO date, ``"present"`` for an ongoing course, or ``None`` when no range could be
    read ("dates unclear"), in which case ``start`` is ``None`` too. A single date is read as a
    one-day course, or as an open course when introduced by "since"/"started". A line naming
    several antibiotics ("vancomycin and cefepime 8/15-8/17") gives one course per antibiotic.
    """
    table = table or default_table()
    ref = reference_date(reference)
    _, records = _records(text)
    items = []
    for record in records:
        if isinstance(record, dict):
            items += _antibiotics_from_record(record, ref, table)
        elif isinstance(record, str):
            items += _antibiotics_from_line(record, ref, table)
    return items


def _range_from(text: str, ref) -> tuple[object, object, bool]:
    """(start, end, open) from a fragment holding a date range; (None, None, False) if none."""
    dates = find_dates(text, ref)
    if len(dates) >= 2:
        start, end = dates[0][1], dates[1][1]
        if start and end and end < start and not has_year(dates[1][0]):
            try:                                     # "12/28-01/03": a year-less end after a start
                end = end.replace(year=end.year + 1)
            except ValueError:
                pass
        return start, end, False
    if len(dates) == 1:
        match, start = dates[0]
        after, before = text[match.end():], text[:match.start()]
        if re.match(_CONNECTOR + r"(?:present|ongoing|current(?:ly)?|now|today|continuing|cont(?:inued)?|active)\b",
                    after, re.IGNORECASE) or _SINCE.search(before.strip()):
            return start, None, True
        return start, start, False
    return None, None, False


def _course_item(drug: str, start, end, is_open: bool, source: str) -> dict:
    return {"drug": drug, "start": _iso(start), "end": "present" if is_open and start else _iso(end),
            "source": source}


def _drug_names(fragment: str, table: AntibioticTable) -> list[str]:
    found = table.find(fragment)
    if found:
        return [drug.name for drug in found]
    cleaned = clean_drug_text(fragment)
    cleaned = re.sub(r"[^A-Za-z0-9 /+-]", " ", cleaned).strip(" -/+")
    return [re.sub(r"\s+", " ", cleaned)] if re.search(r"[A-Za-z]{3}", cleaned) else []


def _antibiotics_from_line(line: str, ref, table: AntibioticTable) -> list[dict]:
    if line.rstrip().endswith(":") and not DATE_PATTERN.search(line):
        return []                                                    # a heading
    start, end, is_open = _range_from(line, ref)
    name_part = line
    first_date = DATE_PATTERN.search(line)
    if first_date:
        name_part = line[:first_date.start()]
    name_part = _UNCLEAR.sub(" ", name_part)
    name_part = re.sub(r"\b(?:from|since|started|starting|on|dates?|course|x)\s*[:(]?\s*$", " ",
                       name_part.strip(" ([:-–—,"), flags=re.IGNORECASE)
    known = table.find(name_part)
    if not known and first_date is None:
        return []                                                    # prose without a drug or a date
    names = [d.name for d in known] if known else _drug_names(name_part, table)
    return [_course_item(name, start, end, is_open, line) for name in names]


def _antibiotics_from_record(record: dict, ref, table: AntibioticTable) -> list[dict]:
    name = _pick(record, "drug", "antibiotic", "medication", "agent", "name")
    if name is None:
        return []
    start_text = _pick(record, "start", "from", "begin")
    end_text = _pick(record, "end", "stop", "until", "to", exclude=("start",))
    range_text = _pick(record, "dates", "range", "date", "timeline", "duration", "course", exclude=("start", "end"))
    source = json.dumps(record, ensure_ascii=False)
    if start_text is None and range_text:
        start, end, is_open = _range_from(range_text, ref)
    else:
        starts = find_dates(start_text or "", ref)
        start = starts[0][1] if starts else None
        is_open = end_text is None or bool(_OPEN_WORD.fullmatch(end_text.strip().lower())) \
            or end_text.strip().lower() in OPEN_END_WORDS
        ends = find_dates(end_text or "", ref)
        end = ends[0][1] if ends and not is_open else None
        if ends:
            is_open = False
    names = [d.name for d in table.find(name)] or _drug_names(name, table)
    return [_course_item(n, start, end, is_open, source) for n in names]


# --------------------------------------------------------------------------------------------------
# Diagnoses
# --------------------------------------------------------------------------------------------------

_CODE = re.compile(r"(?<![A-Za-z0-9.])([A-Z][0-9][0-9A-Z](?:\.[0-9A-Z]{1,4})?|[A-Z][0-9][0-9A-Z][0-9A-Z]{1,4})"
                   r"(?![A-Za-z0-9])")
_HEADING = re.compile(r"^(?:#+\s*)?(?:final\s+|primary\s+|secondary\s+)?(?:diagnos[ie]s|problem list|problems|"
                      r"assessment|output)\b.*:?\s*$", re.IGNORECASE)


def _codes_in(text: str, *, standalone: bool = False) -> list[str]:
    """ICD-10-CM codes in a line. Dotted codes count anywhere; undotted ones ("I10", "A419") only
    inside brackets, after "ICD"/"code", or as the whole cell, so "HbA1C" or "B12" are not codes."""
    spans = [m.span() for m in re.finditer(r"\([^)]*\)|\[[^\]]*\]", text)]
    found = []
    for match in _CODE.finditer(text):
        token = match.group(1)
        if "." not in token:
            inside = any(a <= match.start() and match.end() <= b for a, b in spans)
            labelled = re.search(r"(?:icd(?:-?10(?:-cm)?)?|code)s?\s*[:#]?\s*$", text[:match.start()], re.IGNORECASE)
            if not (inside or labelled or standalone):
                continue
        code = normalize_icd10(token)
        if code is not None and code not in found:
            found.append(code)
    return found


def _lexicon_codes(text: str, lexicon: Mapping[str, str] | None) -> list[str]:
    if not lexicon:
        return []
    lowered = text.lower()
    surfaces = sorted(lexicon, key=len, reverse=True)
    taken: list[tuple[int, int]] = []
    codes = []
    for surface in surfaces:
        for match in re.finditer(r"(?<![a-z0-9])" + re.escape(surface.lower()) + r"(?![a-z0-9])", lowered):
            if any(a < match.end() and match.start() < b for a, b in taken):
                continue
            taken.append(match.span())
            code = normalize_icd10(lexicon[surface])
            if code is not None and code not in codes:
                codes.append(code)
    return codes


def parse_diagnosis_answer(text: str, *, lexicon: Mapping[str, str] | None = None) -> list[dict]:
    """Diagnosis items ``{text, icd10, source}`` from a model's answer (``icd10`` undotted or ``None``).

    Paper 001 mapped free text to ICD-10 through a trained SNOMED concept extractor; that model is
    not part of this project. Codes the answer states are read directly; otherwise ``lexicon``
    (surface text → ICD-10-CM code, e.g. built from the cohort's condition vocabulary) is searched,
    longest surface first. Items neither route can code keep ``icd10: None``; the score counts them
    as ``uncoded``.
    """
    _, records = _records(text)
    items = []
    for record in records:
        if isinstance(record, dict):
            label = _pick(record, "diagnos", "description", "condition", "problem", "name", "text",
                          exclude=("code", "icd")) or ""
            code_field = _pick(record, "icd", "code") or ""
            codes = _codes_in(code_field, standalone=True) or _codes_in(label) or _lexicon_codes(label, lexicon)
            source = json.dumps(record, ensure_ascii=False)
        elif isinstance(record, str):
            if _HEADING.match(record) and not _codes_in(record):
                continue
            label = record
            standalone = bool(_CODE.fullmatch(record.strip()))
            codes = _codes_in(record, standalone=standalone) or _lexicon_codes(record, lexicon)
            source = record
        else:
            continue
        clean = re.sub(r"\s*[\(\[][^)\]]*[\)\]]\s*", " ", label).strip(" -:;,")
        if not codes:
            if clean:
                items.append({"text": clean, "icd10": None, "source": source})
            continue
        items += [{"text": clean, "icd10": code, "source": source} for code in codes]
    return items
