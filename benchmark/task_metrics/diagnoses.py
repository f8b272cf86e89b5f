"""Paper 001, Task 3 (Diagnosis Generation): ICD-10-CM → CCSR categories and the category-set F1.

Paper 001 §3.5: ICD-10-CM is too fine-grained to score code by code, so predicted and gold codes are
mapped to AHRQ's Clinical Classifications Software Refined (CCSR) categories, a many-to-many mapping
("Hypertensive chronic kidney disease" → hypertension with complications *and* chronic kidney
disease), and F1 is computed over the two sets of categories. "Some broader non-billable ICD codes
are not included in the CCSR mapping (e.g. 'Hypotension' [I95]). In these cases, we used the set
intersection of the CCSR categories that the ICD code's subcategories (e.g., I95.3, I95.89, etc.)
are mapped to." That rule is :meth:`CcsrMapping.categories_for`.

The mapping comes from the official ``DXCCSR_v20XX-Y.csv`` (:func:`load_ccsr_csv`) or, offline,
from the shipped subset ``data/ccsr_subset.json`` (:func:`load_ccsr_subset`).
"""

from __future__ import annotations

import bisect
import csv
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from benchmark.task_metrics._common import (
    DATA_DIR, check_keys, check_string_list, check_type, prf, read_json,
)

SUBSET_FILE = DATA_DIR / "ccsr_subset.json"
ICD10_CM = re.compile(r"^[A-Z][0-9][0-9A-Z][0-9A-Z]{0,4}$")
CCSR_CATEGORY = re.compile(r"^[A-Z]{3}[0-9]{3}$")
PLACEHOLDER_PREFIX = "XXX"      # XXX000 "Unacceptable PDX", XXX111 "Unacceptable DX1": not categories


def normalize_icd10(code) -> str | None:
    """``"i50.23 "`` → ``"I5023"``: upper case, no dot or spaces; ``None`` if not ICD-10-CM shaped."""
    if not isinstance(code, str):
        return None
    value = re.sub(r"[\s.]", "", code).upper()
    return value if ICD10_CM.match(value) else None


def dotted(code: str) -> str:
    """``"I5023"`` → ``"I50.23"`` (the dot goes after the third character)."""
    return code if len(code) <= 3 else f"{code[:3]}.{code[3:]}"


@dataclass(frozen=True)
class CodeCategories:
    """How one ICD-10-CM code was mapped: the categories, the rule used and the codes behind it."""

    code: str
    categories: frozenset[str]
    rule: str                     # "direct" | "subcategory_intersection" | "parent_fallback" | "unmapped" | "invalid"
    via: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        return {"code": dotted(self.code) if self.rule != "invalid" else self.code,
                "categories": sorted(self.categories), "rule": self.rule, "via": [dotted(c) for c in self.via]}


@dataclass
class CcsrMapping:
    """ICD-10-CM code (undotted) → CCSR category set, plus names and default inpatient categories."""

    codes: dict[str, frozenset[str]]
    category_names: dict[str, str] = field(default_factory=dict)
    descriptions: dict[str, str] = field(default_factory=dict)
    default_ip: dict[str, str | None] = field(default_factory=dict)
    source: str = ""
    _sorted: list[str] = field(default_factory=list, init=False, repr=False)

    def __post_init__(self):
        self._sorted = sorted(self.codes)

    def __contains__(self, code) -> bool:
        normal = normalize_icd10(code)
        return normal is not None and normal in self.codes

    def subcategories(self, code: str) -> list[str]:
        """Mapped codes strictly below ``code`` in the hierarchy (those it is a prefix of)."""
        start = bisect.bisect_right(self._sorted, code)
        found = []
        for candidate in self._sorted[start:]:
            if not candidate.startswith(code):
                break
            found.append(candidate)
        return found

    def categories_for(self, code, *, parent_fallback: bool = False) -> CodeCategories:
        """Categories of one code, applying the paper's rule for codes the CCSR omits.

        1. A mapped code: its categories.
        2. An unmapped code with mapped subcategories (I95 → I95.0 … I95.9): the *intersection* of
           their category sets (paper 001 §3.5). The intersection may be empty (J18's subcodes
           split between pneumonia and "other lower respiratory disease"); the code then adds no
           category.
        3. Otherwise ``parent_fallback=True`` walks up (I50.239 → I50.23 → I50.2 → I50) and applies 1–2
           to the first ancestor that resolves. This goes beyond the paper (which is silent on
           over-specific or invented codes) and is off by default.
        4. Else "unmapped" with no categories.
        """
        normal = normalize_icd10(code)
        if normal is None:
            return CodeCategories(code=str(code), categories=frozenset(), rule="invalid")
        resolved = self._resolve(normal)
        if resolved is not None:
            return resolved
        if parent_fallback:
            for length in range(len(normal) - 1, 2, -1):
                ancestor = self._resolve(normal[:length])
                if ancestor is not None:
                    return CodeCategories(code=normal, categories=ancestor.categories, rule="parent_fallback",
                                          via=(normal[:length], *ancestor.via))
        return CodeCategories(code=normal, categories=frozenset(), rule="unmapped")

    def _resolve(self, code: str) -> CodeCategories | None:
        if code in self.codes:
            return CodeCategories(code=code, categories=self.codes[code], rule="direct")
        below = self.subcategories(code)
        if not below:
            return None
        common = frozenset.intersection(*(self.codes[c] for c in below))
        return CodeCategories(code=code, categories=common, rule="subcategory_intersection", via=tuple(below))


# --------------------------------------------------------------------------------------------------
# Loaders
# --------------------------------------------------------------------------------------------------


def load_ccsr_subset(path: Path | str = SUBSET_FILE) -> CcsrMapping:
    """Read and validate the shipped CCSR subset; errors name the file and the entry."""
    data = read_json(path)
    where = str(path)
    check_keys(data, where=where, required={"version", "ccsr_version", "categories", "codes"},
               optional={"note", "unverified"})
    check_type(data["version"], int, where=f"{where}: version")
    check_type(data["ccsr_version"], str, where=f"{where}: ccsr_version")
    names = check_type(data["categories"], dict, where=f"{where}: categories")
    for category, name in names.items():
        if not CCSR_CATEGORY.match(category):
            raise ValueError(f"{where}: categories: {category!r} is not a CCSR category id like CIR019")
        check_type(name, str, where=f"{where}: categories.{category}")
    codes: dict[str, frozenset[str]] = {}
    descriptions: dict[str, str] = {}
    defaults: dict[str, str | None] = {}
    for raw_code, entry in check_type(data["codes"], dict, where=f"{where}: codes").items():
        label = f"{where}: codes.{raw_code}"
        code = normalize_icd10(raw_code)
        if code is None:
            raise ValueError(f"{label}: not an ICD-10-CM code")
        if code in codes:
            raise ValueError(f"{label}: duplicate code")
        check_keys(entry, where=label, required={"description", "default_ip", "categories"})
        descriptions[code] = check_type(entry["description"], str, where=f"{label}.description")
        categories = check_string_list(entry["categories"], where=f"{label}.categories")
        for category in categories:
            if category not in names:
                raise ValueError(f"{label}.categories: {category!r} is not declared under 'categories'")
        default = entry["default_ip"]
        if default is not None:
            check_type(default, str, where=f"{label}.default_ip")
            if default not in categories:
                raise ValueError(f"{label}.default_ip: {default!r} is not one of the code's categories")
        codes[code] = frozenset(categories)
        defaults[code] = default
    for index, item in enumerate(check_string_list(data.get("unverified", []), where=f"{where}: unverified",
                                                   allow_empty=True)):
        if item not in names and normalize_icd10(item) not in codes:
            raise ValueError(f"{where}: unverified[{index}]: {item!r} is neither a listed code nor a category")
    return CcsrMapping(codes=codes, category_names=dict(names), descriptions=descriptions, default_ip=defaults,
                       source=f"{Path(path).name} (CCSR {data['ccsr_version']} subset)")


@lru_cache(maxsize=1)
def default_ccsr() -> CcsrMapping:
    return load_ccsr_subset()


CSV_CODE = "ICD-10-CM CODE"
CSV_DESCRIPTION = "ICD-10-CM CODE DESCRIPTION"
CSV_DEFAULT_IP = "Default CCSR CATEGORY IP"
CSV_CATEGORY = "CCSR CATEGORY {n}"


def _cell(value: str) -> str:
    """AHRQ quotes code cells with apostrophes ('I5020'); strip them and the padding (' ' = empty)."""
    value = value.strip()
    if len(value) >= 2 and value[0] == value[-1] == "'":
        value = value[1:-1]
    elif value == "'":
        value = ""
    return value.strip()


def load_ccsr_csv(path: Path | str, *, encoding: str = "utf-8-sig") -> CcsrMapping:
    """Stream AHRQ's ``DXCCSR_v20XX-Y.csv`` into a :class:`CcsrMapping`.

    Accepts header and cells with or without the file's apostrophe quoting (``'I5020'``). Needs the
    columns 'ICD-10-CM CODE', 'ICD-10-CM CODE DESCRIPTION', 'Default CCSR CATEGORY IP' and
    'CCSR CATEGORY 1'; reads 'CCSR CATEGORY 2'..'6' and their descriptions when present; ignores other
    columns. A bad row raises ``ValueError`` naming the file and line. (Some releases are not
    UTF-8; pass ``encoding="latin-1"`` for those.)
    """
    path = Path(path)
    codes: dict[str, frozenset[str]] = {}
    names: dict[str, str] = {}
    descriptions: dict[str, str] = {}
    defaults: dict[str, str | None] = {}
    with path.open(encoding=encoding, newline="") as handle:
        reader = csv.reader(handle)
        try:
            header = [_cell(h) for h in next(reader)]
        except StopIteration:
            raise ValueError(f"{path}: empty file") from None
        except csv.Error as error:
            raise ValueError(f"{path} line 1: unreadable CSV header ({error})") from error
        index = {name.upper(): i for i, name in enumerate(header)}
        for required in (CSV_CODE, CSV_DESCRIPTION, CSV_DEFAULT_IP, CSV_CATEGORY.format(n=1)):
            if required.upper() not in index:
                raise ValueError(f"{path} line 1: header lacks column '{required}' (found {header})")
        category_columns = [(index[CSV_CATEGORY.format(n=n).upper()],
                             index.get(f"{CSV_CATEGORY.format(n=n)} DESCRIPTION".upper()))
                            for n in range(1, 7) if CSV_CATEGORY.format(n=n).upper() in index]
        default_description = index.get("DEFAULT CCSR CATEGORY DESCRIPTION IP")
        used = [index[CSV_CODE.upper()], index[CSV_DESCRIPTION.upper()], index[CSV_DEFAULT_IP.upper()]]
        used += [c for pair in category_columns for c in pair if c is not None]
        if default_description is not None:
            used.append(default_description)
        width = max(used) + 1
        try:
            for row in reader:
                line = reader.line_num
                if not any(cell.strip() for cell in row):
                    continue
                if len(row) < width:
                    raise ValueError(f"{path} line {line}: expected at least {width} fields, got {len(row)}")
                raw_code = _cell(row[index[CSV_CODE.upper()]])
                code = normalize_icd10(raw_code)
                if code is None:
                    raise ValueError(f"{path} line {line}: '{CSV_CODE}' {raw_code!r} is not an ICD-10-CM code")
                if code in codes:
                    raise ValueError(f"{path} line {line}: code {raw_code!r} appears twice")
                categories = set()
                for column, description_column in category_columns:
                    value = _cell(row[column])
                    if not value or value.startswith(PLACEHOLDER_PREFIX):
                        continue
                    if not CCSR_CATEGORY.match(value):
                        raise ValueError(f"{path} line {line}: '{header[column]}' {value!r} is not a CCSR category")
                    categories.add(value)
                    if description_column is not None and _cell(row[description_column]):
                        names.setdefault(value, _cell(row[description_column]))
                if not categories:
                    raise ValueError(f"{path} line {line}: code {raw_code!r} has no CCSR category")
                default = _cell(row[index[CSV_DEFAULT_IP.upper()]])
                if default and not default.startswith(PLACEHOLDER_PREFIX):
                    if not CCSR_CATEGORY.match(default):
                        raise ValueError(f"{path} line {line}: '{CSV_DEFAULT_IP}' {default!r} is not a CCSR category")
                    if default_description is not None and _cell(row[default_description]):
                        names.setdefault(default, _cell(row[default_description]))
                else:
                    default = None
                codes[code] = frozenset(categories)
                defaults[code] = default
                descriptions[code] = _cell(row[index[CSV_DESCRIPTION.upper()]])
        except csv.Error as error:
            raise ValueError(f"{path} line {reader.line_num}: unreadable CSV ({error})") from error
    if not codes:
        raise ValueError(f"{path}: no codes")
    return CcsrMapping(codes=codes, category_names=names, descriptions=descriptions, default_ip=defaults,
                       source=path.name)


# --------------------------------------------------------------------------------------------------
# Scores
# --------------------------------------------------------------------------------------------------


def _codes_of(items, *, where: str) -> list:
    codes = []
    for index, item in enumerate(items):
        if isinstance(item, str):
            codes.append(item)
        elif isinstance(item, dict):
            value = item.get("icd10", item.get("code"))
            if value is not None and not isinstance(value, str):
                raise ValueError(f"{where} {index}: icd10 must be a string")
            codes.append(value)
        elif item is None:
            codes.append(None)
        else:
            raise ValueError(f"{where} {index}: expected a code string or an object, got {type(item).__name__}")
    return codes


def diagnosis_scores(pred_codes, gold_codes, ccsr: CcsrMapping | None = None, *,
                     parent_fallback: bool = False) -> dict:
    """CCSR-category F1 (the paper's metric) and exact-code F1 (for reference) for one admission.

    ``pred_codes``/``gold_codes``: ICD-10-CM strings (dotted or not) or dicts with ``icd10`` (answer
    items whose text could not be coded carry ``icd10: None``; they are counted in ``uncoded`` and
    otherwise ignored, as the paper scores only what normalises to a code). ``ccsr`` defaults to the
    shipped subset. A gold code that maps to no category raises: the gold must be scoreable.
    """
    ccsr = ccsr or default_ccsr()
    pred = _codes_of(pred_codes, where="prediction")
    gold = _codes_of(gold_codes, where="gold item")
    uncoded = sum(code is None for code in pred)
    pred_maps = [ccsr.categories_for(code, parent_fallback=parent_fallback) for code in pred if code is not None]
    gold_maps = []
    for code in gold:
        mapped = ccsr.categories_for(code, parent_fallback=parent_fallback) if code is not None else None
        if mapped is None or mapped.rule == "invalid":
            raise ValueError(f"gold code {code!r} is not an ICD-10-CM code")
        if not mapped.categories:
            raise ValueError(f"gold code {code!r} maps to no CCSR category in {ccsr.source}")
        gold_maps.append(mapped)
    pred_categories = frozenset().union(*(m.categories for m in pred_maps))
    gold_categories = frozenset().union(*(m.categories for m in gold_maps))
    tp = len(pred_categories & gold_categories)
    pred_set = {m.code for m in pred_maps if m.rule != "invalid"}
    gold_set = {m.code for m in gold_maps}
    code_tp = len(pred_set & gold_set)
    return {
        "ccsr": {**prf(tp, len(pred_categories) - tp, len(gold_categories) - tp),
                 "pred_categories": sorted(pred_categories), "gold_categories": sorted(gold_categories)},
        "code_exact": prf(code_tp, len(pred_set) - code_tp, len(gold_set) - code_tp),
        "pred_mapping": [m.as_dict() for m in pred_maps],
        "unmapped_codes": sorted(dotted(m.code) for m in pred_maps if m.rule == "unmapped"),
        "invalid_codes": [m.code for m in pred_maps if m.rule == "invalid"],
        "uncoded": uncoded,
        "ccsr_source": ccsr.source,
    }
