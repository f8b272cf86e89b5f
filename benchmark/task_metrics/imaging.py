"""Paper 001, Task 1 (Imaging Procedures): normalise imaging items and score them at three levels.

Levels (paper 001 §3.3): modality+date+location, modality+date, and modality+date within ±1 day.
Each level is a one-to-one matching: a gold item is matched at most once and so is a predicted one,
and the number of matches is the size of a *maximum* bipartite matching (Hungarian algorithm via
``scipy.optimize.linear_sum_assignment``), so the order in which items are listed never changes a
score. True positives are the matched pairs; unmatched predictions are false positives and
unmatched gold items false negatives.

Locations: by default two sites match when they name the same set of canonical sites after the
synonym groups in ``data/imaging_terms.json`` ("abdomen/pelvis" = "abdomen and pelvis", "brain" =
"head", "lungs" = "chest") and their laterality does not conflict ("left foot" matches "foot" but not
"right foot"). The paper itself compared locations "not normalized, other than for capitalization";
``location_matching="case_insensitive"`` reproduces that.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from functools import lru_cache
from pathlib import Path

import numpy as np
from scipy.optimize import linear_sum_assignment

from benchmark.task_metrics._common import (
    DATA_DIR, check_keys, check_string_list, check_type, prf, read_json, reference_date, to_date,
)

TERMS_FILE = DATA_DIR / "imaging_terms.json"
MODALITIES = ("CT", "MRI", "Ultrasound", "X-ray", "NM")
LEVELS = ("modality_date_location", "modality_date", "modality_date_pm1")
LOCATION_MATCHING = ("synonyms", "case_insensitive")
LATERALITIES = ("left", "right", "bilateral")

# --------------------------------------------------------------------------------------------------
# Vocabulary (data/imaging_terms.json)
# --------------------------------------------------------------------------------------------------


def _phrase_pattern(phrases, *, edge: str = "a-z0-9") -> re.Pattern | None:
    """One regex matching any phrase as a whole word (no ``edge`` character may touch it), longest first."""
    ordered = sorted({p for p in phrases if p}, key=len, reverse=True)
    if not ordered:
        return None
    return re.compile(rf"(?<![{edge}])(?:" + "|".join(re.escape(p) for p in ordered) + rf")(?![{edge}])")


def _squash(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip(" .:;,-–—")


@dataclass(frozen=True)
class ImagingTerms:
    """The validated contents of ``imaging_terms.json`` with lookup structures built once."""

    modality_of: dict[str, str]
    site_of: dict[str, str]
    implied_site: dict[str, str]
    laterality_of: dict[str, str]
    filler: tuple[str, ...]
    modality_pattern: re.Pattern = field(repr=False)
    laterality_pattern: re.Pattern = field(repr=False)
    filler_pattern: re.Pattern | None = field(repr=False)

    def modality(self, text) -> str | None:
        """The primary modality a text names ("CAT scan" → "CT", "TTE" → "Ultrasound"), else ``None``."""
        if text is None:
            return None
        lowered = _squash(str(text).lower())
        if not lowered:
            return None
        if lowered in self.modality_of:
            return self.modality_of[lowered]
        match = self.modality_pattern.search(lowered)
        return self.modality_of[match.group(0)] if match else None

    def modality_mention(self, text: str) -> re.Match | None:
        return self.modality_pattern.search(text.lower())


def load_imaging_terms(path: Path | str = TERMS_FILE) -> ImagingTerms:
    """Read and validate the imaging vocabulary; errors name the file and the entry."""
    data = read_json(path)
    where = str(path)
    check_keys(data, where=where, required={"version", "modalities", "body_sites", "implied_sites", "laterality",
                                            "filler"}, optional={"note"})
    check_type(data["version"], int, where=f"{where}: version")
    modalities = check_type(data["modalities"], dict, where=f"{where}: modalities")
    if set(modalities) != set(MODALITIES):
        raise ValueError(f"{where}: modalities must be exactly {list(MODALITIES)}, got {sorted(modalities)}")
    modality_of: dict[str, str] = {}
    for canonical, words in modalities.items():
        for word in check_string_list(words, where=f"{where}: modalities.{canonical}"):
            key = _squash(word.lower())
            if modality_of.setdefault(key, canonical) != canonical:
                raise ValueError(f"{where}: modalities.{canonical}: {word!r} already names {modality_of[key]}")
        modality_of.setdefault(canonical.lower(), canonical)
    site_of: dict[str, str] = {}
    for index, group in enumerate(check_type(data["body_sites"], list, where=f"{where}: body_sites")):
        entry = f"{where}: body_sites[{index}]"
        check_keys(group, where=entry, required={"canonical", "synonyms"})
        canonical = _squash(check_type(group["canonical"], str, where=f"{entry}.canonical").lower())
        if not canonical:
            raise ValueError(f"{entry}.canonical: must not be blank")
        for word in [canonical, *check_string_list(group["synonyms"], where=f"{entry}.synonyms")]:
            key = _squash(word.lower())
            if site_of.setdefault(key, canonical) != canonical:
                raise ValueError(f"{entry} ({canonical!r}): {word!r} already belongs to {site_of[key]!r}")
    implied = check_type(data["implied_sites"], dict, where=f"{where}: implied_sites")
    implied_site = {}
    for key, site in implied.items():
        check_type(site, str, where=f"{where}: implied_sites.{key}")
        implied_site[_squash(key.lower())] = _squash(site.lower())
    laterality = check_type(data["laterality"], dict, where=f"{where}: laterality")
    if set(laterality) != set(LATERALITIES):
        raise ValueError(f"{where}: laterality must be exactly {list(LATERALITIES)}, got {sorted(laterality)}")
    laterality_of = {}
    for side, words in laterality.items():
        for word in check_string_list(words, where=f"{where}: laterality.{side}"):
            laterality_of[word.lower()] = side
    filler = tuple(w.lower() for w in check_string_list(data["filler"], where=f"{where}: filler"))
    return ImagingTerms(
        modality_of=modality_of, site_of=site_of, implied_site=implied_site, laterality_of=laterality_of,
        filler=filler, modality_pattern=_phrase_pattern(modality_of), laterality_pattern=_phrase_pattern(laterality_of),
        filler_pattern=_phrase_pattern(filler, edge="a-z0-9/"),     # keep "a/p", "t/l spine" whole
    )


@lru_cache(maxsize=1)
def default_terms() -> ImagingTerms:
    return load_imaging_terms()


# --------------------------------------------------------------------------------------------------
# Body sites
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Site:
    """A normalised anatomical location: a set of canonical site names and an optional laterality."""

    parts: frozenset[str]
    laterality: str | None = None

    def matches(self, other: "Site") -> bool:
        if self.parts != other.parts:
            return False
        return self.laterality is None or other.laterality is None or self.laterality == other.laterality


_SPLIT = re.compile(r"\s*(?:/|&|\+|,|;|\band\b)\s*")


def normalize_site(text, terms: ImagingTerms | None = None) -> Site | None:
    """Normalise a free-text location ("Abdomen/Pelvis", "L foot", "BLE") to a :class:`Site`.

    ``None`` when the text names no site at all (empty, "None", only filler words).
    """
    if text is None:
        return None
    terms = terms or default_terms()
    value = _squash(re.sub(r"[()\[\]{}]", " ", str(text).lower()))
    value = terms.site_of.get(value, value)                      # whole phrase: "ruq", "ble", "a/p"
    laterality = None
    initial = re.match(r"(l|r)\s+(?!spine\b)(?=[a-z])", value)   # "L foot", "R hip" (but "L spine" is lumbar)
    if initial:
        laterality = "left" if initial.group(1) == "l" else "right"
        value = value[initial.end():]
    for match in terms.laterality_pattern.finditer(value):
        side = terms.laterality_of[match.group(0)]
        laterality = side if laterality in (None, side) else "bilateral"
    value = _squash(terms.laterality_pattern.sub(" ", value))
    if terms.filler_pattern is not None:
        value = _squash(terms.filler_pattern.sub(" ", value))
    value = terms.site_of.get(value, value)                      # "lower extremities", "thoracic and lumbar spine"
    parts: set[str] = set()
    for raw in _SPLIT.split(value):
        part = _squash(raw)
        if not part:
            continue
        canonical = terms.site_of.get(part, part)
        parts.update(p for p in (_squash(x) for x in _SPLIT.split(canonical)) if p)
    if not parts:
        return None
    return Site(frozenset(parts), laterality)


# --------------------------------------------------------------------------------------------------
# Items
# --------------------------------------------------------------------------------------------------

_SITE_KEYS = ("body_site", "location", "site", "body_location", "anatomic_site", "anatomical_location")


@dataclass(frozen=True)
class ImagingItem:
    modality: str | None
    date: date | None
    site: Site | None
    site_text: str
    subtype: str


def _text_field(item: dict, keys, *, where: str) -> str:
    for key in keys:
        if key in item and item[key] is not None:
            value = item[key]
            if not isinstance(value, str):
                raise ValueError(f"{where}: {key} must be a string, got {type(value).__name__}")
            return value
    return ""


def normalize_imaging_item(item: dict, *, reference=None, terms: ImagingTerms | None = None,
                           where: str = "imaging item") -> ImagingItem:
    """Read one item ``{modality, date, body_site|location, subtype}`` leniently.

    The modality may be a synonym or be named only by the subtype ("Echocardiogram" → Ultrasound).
    A date the text does not pin down ("unknown", "03/10" without a ``reference``) is ``None``, and
    such an item can match nothing. A missing location falls back to the site the study implies
    (an echocardiogram images the heart), else ``None``.
    """
    if not isinstance(item, dict):
        raise ValueError(f"{where}: expected an object, got {type(item).__name__}")
    terms = terms or default_terms()
    ref = reference_date(reference)
    modality_text = _text_field(item, ("modality", "type", "procedure"), where=where)
    subtype = _text_field(item, ("subtype", "description", "study", "name"), where=where)
    modality = terms.modality(modality_text) or terms.modality(subtype)
    raw_date = item.get("date", item.get("study_date"))
    if raw_date is not None and not isinstance(raw_date, (str, date)):
        raise ValueError(f"{where}: date must be a string, got {type(raw_date).__name__}")
    when = to_date(raw_date, ref)
    site_text = _text_field(item, _SITE_KEYS, where=where)
    site = normalize_site(site_text, terms)
    if site is None:
        site = next((s for s in (_implied_site(t, terms) for t in (subtype, modality_text)) if s is not None), None)
    if site is None and subtype:
        site = normalize_site(strip_modality(subtype, terms), terms)      # "CT head without contrast" → head
    return ImagingItem(modality=modality, date=when, site=site, site_text=site_text, subtype=subtype)


def strip_modality(text: str, terms: ImagingTerms | None = None) -> str:
    """The text without its (first) modality mention: "Renal ultrasound" → "Renal"."""
    terms = terms or default_terms()
    match = terms.modality_mention(text)
    if match is None:
        return text
    return (text[:match.start()] + " " + text[match.end():]).strip(" :-–—,;")


def _implied_site(text: str, terms: ImagingTerms) -> Site | None:
    if not text:
        return None
    lowered = _squash(text.lower())
    for key in sorted(terms.implied_site, key=len, reverse=True):
        if re.search(r"(?<![a-z0-9])" + re.escape(key) + r"(?![a-z0-9])", lowered):
            return normalize_site(terms.implied_site[key], terms)
    return None


# --------------------------------------------------------------------------------------------------
# Matching and scores
# --------------------------------------------------------------------------------------------------


def max_matching(edges: np.ndarray) -> list[tuple[int, int]]:
    """The pairs of a maximum-cardinality matching in a boolean pred×gold edge matrix."""
    if edges.size == 0 or not edges.any():
        return []
    rows, cols = linear_sum_assignment(edges.astype(float), maximize=True)
    return [(int(r), int(c)) for r, c in zip(rows, cols) if edges[r, c]]


def _edges(preds: list[ImagingItem], golds: list[ImagingItem], level: str, location_matching: str) -> np.ndarray:
    edges = np.zeros((len(preds), len(golds)), dtype=bool)
    for i, p in enumerate(preds):
        if p.modality is None or p.date is None:
            continue
        for j, g in enumerate(golds):
            if p.modality != g.modality or g.date is None:
                continue
            gap = abs((p.date - g.date).days)
            if level == "modality_date_pm1":
                edges[i, j] = gap <= 1
            elif gap == 0:
                edges[i, j] = level == "modality_date" or _site_match(p, g, location_matching)
    return edges


def _site_match(p: ImagingItem, g: ImagingItem, location_matching: str) -> bool:
    if location_matching == "case_insensitive":
        return bool(g.site_text.strip()) and p.site_text.strip().lower() == g.site_text.strip().lower()
    return p.site is not None and g.site is not None and p.site.matches(g.site)


def imaging_scores(pred_items, gold_items, *, reference=None, location_matching: str = "synonyms",
                   terms: ImagingTerms | None = None) -> dict:
    """P/R/F1 for one admission at the paper's three levels.

    ``pred_items``/``gold_items``: lists of dicts (see :func:`normalize_imaging_item`) or
    :class:`ImagingItem`. ``reference`` (the admission's cutoff) places year-less dates.
    Returns ``{level: {precision, recall, f1, tp, fp, fn, reason, matches}}`` for the three
    :data:`LEVELS`, plus ``n_pred``/``n_gold`` and ``undated_predictions`` (items whose date could not
    be read; they count as false positives at every level).
    """
    if location_matching not in LOCATION_MATCHING:
        raise ValueError(f"location_matching must be one of {LOCATION_MATCHING}, got {location_matching!r}")
    terms = terms or default_terms()
    preds = [_as_item(item, reference, terms, f"prediction {i}") for i, item in enumerate(pred_items)]
    golds = [_as_item(item, reference, terms, f"gold item {i}") for i, item in enumerate(gold_items)]
    for i, gold in enumerate(golds):
        if gold.modality is None:
            raise ValueError(f"gold item {i}: unknown modality {gold_items[i]!r}")
        if gold.date is None:
            raise ValueError(f"gold item {i}: unreadable date {gold_items[i]!r}")
    result = {"n_pred": len(preds), "n_gold": len(golds),
              "undated_predictions": sum(p.date is None for p in preds)}
    for level in LEVELS:
        matches = max_matching(_edges(preds, golds, level, location_matching))
        tp = len(matches)
        result[level] = {**prf(tp, len(preds) - tp, len(golds) - tp), "matches": sorted(matches)}
    return result


def _as_item(item, reference, terms, where) -> ImagingItem:
    if isinstance(item, ImagingItem):
        return item
    return normalize_imaging_item(item, reference=reference, terms=terms, where=where)
