"""Paper 001, Task 2 (Antibiotic Timelines): ingredient normalisation, name-only P/R/F1 and the
per-drug timespan Jaccard index.

Paper 001 §3.4: "The medications in both the generated predictions and the gold data are normalized
to their ingredients [...] This approach allows for accurate matching of generic and brand-name
medications, such as Zosyn (piperacillin and tazobactam)." Here a drug *is* its ingredient set
(``unit="ingredient_set"``, the default): Zosyn, "pip-tazo" and piperacillin-tazobactam are one drug,
and "piperacillin" alone is a different one, because the timeline is kept per medication ("the
overlap between the predicted and gold date ranges for each antibiotic"). ``unit="ingredient"``
scores each ingredient separately instead (a combination then counts once per ingredient).

Timespan overlap (§3.4): for every drug in the union of predicted and gold drugs, the Jaccard index
of the sets of calendar days (ranges inclusive at both ends; several courses of one drug are their
union). "A value of 1 indicates an exact match; 0 indicates no overlap, missing a medication
entirely, or including a medication not present in the gold standard." An admission's score is the
mean over that union; :func:`benchmark.task_metrics.aggregate_scores` pools the per-drug values over
the dataset ("Values are averaged over the dataset").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from functools import lru_cache
from pathlib import Path

from benchmark.task_metrics._common import (
    DATA_DIR, check_keys, check_string_list, check_type, day_span, prf, read_json, reference_date, to_date,
)

TABLE_FILE = DATA_DIR / "antibiotic_ingredients.json"
UNITS = ("ingredient_set", "ingredient")
THERAPEUTIC = "therapeutic"
OPEN_END_WORDS = frozenset({"present", "ongoing", "current", "currently", "now", "today", "continuing",
                            "continued", "active", "still on", "cont", "..."})

# Words and patterns that are never part of a drug's name: routes, doses, frequencies.
_NOISE = re.compile(
    r"\b(?:\d+(?:\.\d+)?\s*(?:mg/kg|mg|g|gm|grams?|mcg|units?|ml|mEq|%)(?:/(?:day|dose|kg))?"
    r"|q\s?\d+\s?(?:h|hr|hrs|hours?)|q(?:d|day|am|pm|hs|ohd)|every\s+\d+\s+hours?"
    r"|daily|bid|tid|qid|once|twice|weekly|x\s?\d+\s?(?:days?|d|doses?)?|for\s+\d+\s+(?:days?|weeks?)"
    r"|iv|ivpb|po|im|oral|orally|intravenous(?:ly)?|by mouth|per tube|via ng|ng|peg|neb(?:ulized)?|inhaled"
    r"|ds|ss|xr|er|er tab|tab(?:let)?s?|cap(?:sule)?s?|suspension|solution|infusion|inj(?:ection)?"
    r"|loading dose|load|dose|dosed|renally|renal dosing|pharmacy to dose|per pharmacy|level[- ]guided"
    r"|started|start|on|was|were|given|received|continued|continue|then|changed to|switched to|transitioned to"
    r"|de-?escalated to|narrowed to|empiric(?:ally)?|therapy|antibiotics?|course)\b",
    re.IGNORECASE,
)


def _key(text: str) -> str:
    """Comparison key for a drug name: lower case, separators and 'and'/'with' as spaces."""
    value = text.lower().replace("–", "-").replace("—", "-")
    value = re.sub(r"[-/+&,]", " ", value)
    value = re.sub(r"\b(?:and|with|plus)\b", " ", value)
    return re.sub(r"\s+", " ", value).strip(" .:;")


@dataclass(frozen=True)
class Drug:
    """A normalised drug: its display name and ingredient set; ``known`` if the table names it."""

    name: str
    ingredients: frozenset[str]
    known: bool = True


@dataclass(frozen=True)
class AntibioticTable:
    drugs: tuple[Drug, ...]
    by_key: dict[str, Drug]
    ingredient_aliases: dict[str, str]
    pattern: re.Pattern

    def ingredient(self, name: str) -> str:
        value = re.sub(r"\s+", " ", name.strip().lower())
        return self.ingredient_aliases.get(value, value)

    def lookup(self, text: str) -> Drug | None:
        """The table drug a whole name denotes ("Zosyn", "pip/tazo"), else ``None``."""
        return self.by_key.get(_key(text))

    def find(self, text: str) -> list[Drug]:
        """Every table drug named in a free-text fragment, in order, distinct by ingredient set.

        "Zosyn 4.5 g IV q8h" → [piperacillin-tazobactam]; "vancomycin and cefepime" → both.
        """
        whole = self.lookup(clean_drug_text(text))
        if whole is not None:
            return [whole]
        found: list[Drug] = []
        for match in self.pattern.finditer(_key(text)):
            drug = self.by_key[match.group(0)]
            if all(drug.ingredients != seen.ingredients for seen in found):
                found.append(drug)
        return found


def clean_drug_text(text: str) -> str:
    """Strip doses, routes, frequencies and bracketed asides from a drug mention."""
    value = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", text)
    value = _NOISE.sub(" ", value)
    return re.sub(r"\s+", " ", value).strip(" -–—:;,.*•")


def load_antibiotic_table(path: Path | str = TABLE_FILE) -> AntibioticTable:
    """Read and validate the brand/combination → ingredient table; errors name file and entry."""
    data = read_json(path)
    where = str(path)
    check_keys(data, where=where, required={"version", "drugs", "ingredient_aliases"}, optional={"note"})
    check_type(data["version"], int, where=f"{where}: version")
    aliases = check_type(data["ingredient_aliases"], dict, where=f"{where}: ingredient_aliases")
    for alias, target in aliases.items():
        check_type(target, str, where=f"{where}: ingredient_aliases.{alias}")
    ingredient_aliases = {alias.strip().lower(): target.strip().lower() for alias, target in aliases.items()}
    drugs: list[Drug] = []
    by_key: dict[str, Drug] = {}
    names: set[str] = set()
    for index, entry in enumerate(check_type(data["drugs"], list, where=f"{where}: drugs")):
        label = f"{where}: drugs[{index}]"
        check_keys(entry, where=label, required={"name", "ingredients", "synonyms"}, optional={"class", "note"})
        name = check_type(entry["name"], str, where=f"{label}.name").strip()
        if not name:
            raise ValueError(f"{label}.name: must not be blank")
        label = f"{label} ({name})"
        if name.lower() in names:
            raise ValueError(f"{label}: duplicate drug name")
        names.add(name.lower())
        ingredients = check_string_list(entry["ingredients"], where=f"{label}.ingredients")
        for ingredient in ingredients:
            if ingredient != ingredient.strip().lower():
                raise ValueError(f"{label}.ingredients: {ingredient!r} must be lower case without padding")
        synonyms = check_string_list(entry["synonyms"], where=f"{label}.synonyms", allow_empty=True)
        for optional in ("class", "note"):
            if optional in entry:
                check_type(entry[optional], str, where=f"{label}.{optional}")
        drug = Drug(name=name, ingredients=frozenset(ingredients))
        drugs.append(drug)
        for word in [name, *synonyms]:
            key = _key(word)
            if not key:
                raise ValueError(f"{label}: {word!r} is empty once normalised")
            previous = by_key.get(key)
            if previous is not None and previous.ingredients != drug.ingredients:
                raise ValueError(f"{label}: {word!r} already means {previous.name} "
                                 f"({', '.join(sorted(previous.ingredients))})")
            by_key.setdefault(key, drug)
    pattern = re.compile(r"(?<![a-z0-9])(?:" + "|".join(re.escape(k) for k in sorted(by_key, key=len, reverse=True))
                         + r")(?![a-z0-9])")
    return AntibioticTable(drugs=tuple(drugs), by_key=by_key, ingredient_aliases=ingredient_aliases, pattern=pattern)


@lru_cache(maxsize=1)
def default_table() -> AntibioticTable:
    return load_antibiotic_table()


def normalize_drug(text: str, table: AntibioticTable | None = None) -> Drug:
    """Map a drug mention to its ingredient set.

    Several distinct table drugs in one mention are read as one combination (their ingredients'
    union), as "ampicillin + sulbactam" means; answer parsers split lists like "vancomycin and
    cefepime" before this point. A name the table does not know becomes a drug of its own
    (``known=False``) whose single "ingredient" is the cleaned name, so identical unknown names still
    match each other.
    """
    if not isinstance(text, str):
        raise ValueError(f"a drug name must be a string, got {type(text).__name__}")
    table = table or default_table()
    found = table.find(text)
    if len(found) == 1:
        return found[0]
    if found:
        ingredients = frozenset().union(*(d.ingredients for d in found))
        for drug in table.drugs:
            if drug.ingredients == ingredients:
                return drug
        return Drug(name=" + ".join(d.name for d in found), ingredients=ingredients)
    cleaned = _key(clean_drug_text(text))
    return Drug(name=cleaned or text.strip(), ingredients=frozenset({table.ingredient(cleaned or text)}), known=False)


# --------------------------------------------------------------------------------------------------
# Items and scores
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Course:
    drug: Drug
    start: date | None
    end: date | None          # None with open=True: ongoing
    open: bool
    intent: str | None

    def days(self, as_of: date | None, *, where: str) -> set[date]:
        if self.start is None:
            return set()
        end = self.end
        if self.open:
            if as_of is None:
                raise ValueError(f"{where}: the course of {self.drug.name} is ongoing; pass as_of to close it")
            end = as_of
        if end is None or end < self.start:
            return set()
        return day_span(self.start, end)


def _course(item, *, reference: date | None, table: AntibioticTable, where: str, gold: bool) -> Course:
    if isinstance(item, Course):
        return item
    if not isinstance(item, dict):
        raise ValueError(f"{where}: expected an object, got {type(item).__name__}")
    name = item.get("drug", item.get("name", item.get("medication")))
    if not isinstance(name, str) or not name.strip():
        raise ValueError(f"{where}: needs a drug name")
    ingredients = item.get("ingredients")
    if ingredients:
        check_string_list(ingredients, where=f"{where}.ingredients")
        drug = Drug(name=name, ingredients=frozenset(table.ingredient(i) for i in ingredients),
                    known=table.lookup(name) is not None)
    else:
        drug = normalize_drug(name, table)
    start_raw, end_raw = item.get("start"), item.get("end")
    for field_name, raw in (("start", start_raw), ("end", end_raw)):
        if raw is not None and not isinstance(raw, (str, date)):
            raise ValueError(f"{where}: {field_name} must be a string or null, got {type(raw).__name__}")
    start = to_date(start_raw, reference)
    if gold and start is None:
        raise ValueError(f"{where}: gold course of {name} has no readable start date ({start_raw!r})")
    is_open = end_raw is None or (isinstance(end_raw, str) and end_raw.strip().lower() in OPEN_END_WORDS)
    end = None if is_open else to_date(end_raw, reference)
    if gold and not is_open and end is None:
        raise ValueError(f"{where}: gold course of {name} has an unreadable end date ({end_raw!r})")
    intent = item.get("intent")
    if intent is not None and not isinstance(intent, str):
        raise ValueError(f"{where}: intent must be a string")
    return Course(drug=drug, start=start, end=end, open=is_open, intent=intent.lower() if intent else None)


def _units(drug: Drug, unit: str) -> list[frozenset[str]]:
    if unit == "ingredient":
        return [frozenset({ingredient}) for ingredient in sorted(drug.ingredients)]
    return [drug.ingredients]


def antibiotic_scores(pred, gold, *, as_of=None, include_prophylactic: bool = False, unit: str = "ingredient_set",
                      clip_to_as_of: bool = True, table: AntibioticTable | None = None) -> dict:
    """Name-only P/R/F1 and timespan Jaccard for one admission.

    ``pred``/``gold``: lists of ``{drug, ingredients?, start, end, intent?}``; ``end`` null or
    "present"/"ongoing" means the course was still running at ``as_of`` (the admission's cutoff:
    the ID consult for this task, "Right now it is ..." in the paper's prompt), which also places
    MM/DD dates. A prediction without a readable start ("dates unclear") counts for the name but
    covers no days.

    - Items whose ``intent`` is given and is not "therapeutic" are left out on both sides unless
      ``include_prophylactic`` (the paper's gold lists only the antibiotics treating the infection,
      "omitting prophylactic or non-relevant anti-infectives").
    - With ``clip_to_as_of`` (default) and an ``as_of``, days after ``as_of`` are ignored on both
      sides and gold courses starting after it are dropped (reported in ``excluded_gold``): the
      paper's gold is the ID physician's list at the consult, where a running course reads "present".

    Returns ``{"name": PRF, "timespan_jaccard": mean or None, "per_drug": [...], "excluded_gold",
    "excluded_pred", "unknown_drugs", "n_pred", "n_gold"}``.
    """
    if unit not in UNITS:
        raise ValueError(f"unit must be one of {UNITS}, got {unit!r}")
    table = table or default_table()
    ref = reference_date(as_of)
    preds = [_course(item, reference=ref, table=table, where=f"prediction {i}", gold=False)
             for i, item in enumerate(pred)]
    golds = [_course(item, reference=ref, table=table, where=f"gold item {i}", gold=True)
             for i, item in enumerate(gold)]

    excluded_gold, excluded_pred = [], []
    if not include_prophylactic:
        excluded_gold += [{"drug": c.drug.name, "reason": f"intent {c.intent}"} for c in golds
                          if c.intent not in (None, THERAPEUTIC)]
        excluded_pred += [{"drug": c.drug.name, "reason": f"intent {c.intent}"} for c in preds
                          if c.intent not in (None, THERAPEUTIC)]
        golds = [c for c in golds if c.intent in (None, THERAPEUTIC)]
        preds = [c for c in preds if c.intent in (None, THERAPEUTIC)]
    clip = ref if clip_to_as_of else None
    if clip is not None:
        excluded_gold += [{"drug": c.drug.name, "reason": f"starts after as_of {clip.isoformat()}"}
                          for c in golds if c.start > clip]
        golds = [c for c in golds if c.start <= clip]

    def by_unit(courses, side):
        grouped: dict[frozenset, dict] = {}
        for index, course in enumerate(courses):
            days = course.days(ref, where=f"{side} {index}")
            if clip is not None:
                days = {d for d in days if d <= clip}
            for key in _units(course.drug, unit):
                entry = grouped.setdefault(key, {"name": course.drug.name, "days": set()})
                entry["days"] |= days
        return grouped

    pred_units, gold_units = by_unit(preds, "prediction"), by_unit(golds, "gold item")
    tp = len(pred_units.keys() & gold_units.keys())
    name = prf(tp, len(pred_units) - tp, len(gold_units) - tp)

    per_drug = []
    for key in sorted(pred_units.keys() | gold_units.keys(), key=lambda k: sorted(k)):
        p, g = pred_units.get(key), gold_units.get(key)
        p_days, g_days = (p["days"] if p else set()), (g["days"] if g else set())
        union = p_days | g_days
        jaccard = len(p_days & g_days) / len(union) if p and g and union else 0.0
        per_drug.append({
            "drug": (g or p)["name"], "ingredients": sorted(key), "in_gold": g is not None, "in_pred": p is not None,
            "gold_days": len(g_days), "pred_days": len(p_days), "overlap_days": len(p_days & g_days),
            "jaccard": jaccard,
        })
    timespan = sum(d["jaccard"] for d in per_drug) / len(per_drug) if per_drug else None
    unknown = sorted({c.drug.name for c in preds + golds if not c.drug.known})
    return {
        "name": name,
        "timespan_jaccard": timespan,
        "timespan_reason": None if per_drug else "no gold and no predicted antibiotics",
        "per_drug": per_drug,
        "n_pred": len(preds), "n_gold": len(golds),
        "excluded_gold": excluded_gold, "excluded_pred": excluded_pred,
        "unknown_drugs": unknown,
    }
