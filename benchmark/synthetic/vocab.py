"""Load and validate the synthetic cohort's clinical vocabulary (``data/vocab.json``).

The file is clinical knowledge kept as data: conditions with ICD-10-CM codes, findings,
medications, inpatient orders, antibiotics with brand names and ingredients, imaging procedures,
conditional plans, boilerplate instructions and assertion phrasings. Unknown keys, missing keys
and dangling references are errors naming the entry, so an edit cannot silently break the cohort.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

DATA_FILE = Path(__file__).with_name("data") / "vocab.json"


class VocabularyError(ValueError):
    pass


SCHEMA = {
    "conditions": {"key", "name", "surface", "icd10", "icd10_description", "chronic", "kind", "acute_icd10?"},
    "family_only_conditions": {"key", "name", "surface"},
    "findings": {"key", "name", "surface", "kind", "ros", "exam?"},
    "home_medications": {"key", "name", "sigs", "class", "brands", "treats"},
    "inpatient_orders": {"key", "name", "sig", "purpose", "prn"},
    "antibiotics": {"key", "name", "ingredients", "brands", "sig", "route", "treats"},
    "imaging": {"key", "modality", "subtype", "body_site", "title", "abnormal_findings", "normal_findings", "for"},
    "conditionals": {"key", "action", "drug", "condition", "phrasings"},
}
PHRASING_KINDS = {"absent", "absent_imaging", "possible", "present", "historical", "resolved", "family",
                  "family_absent", "ruled_out"}
MODALITIES = {"CT", "MRI", "X-ray", "Ultrasound", "NM"}


@dataclass(frozen=True)
class Vocabulary:
    raw: dict

    def __getattr__(self, name):
        try:
            return self.raw[name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def condition(self) -> dict[str, dict]:
        return self.raw["_conditions_by_key"]

    @property
    def finding(self) -> dict[str, dict]:
        return self.raw["_findings_by_key"]

    @property
    def medication(self) -> dict[str, dict]:
        return self.raw["_medications_by_key"]

    @property
    def antibiotic(self) -> dict[str, dict]:
        return self.raw["_antibiotics_by_key"]

    def concept(self, key: str) -> dict:
        for table in ("_conditions_by_key", "_findings_by_key", "_family_only_by_key"):
            if key in self.raw[table]:
                return self.raw[table][key]
        raise KeyError(key)


def _check_entries(section: str, entries: list) -> dict[str, dict]:
    allowed = SCHEMA[section]
    required = {k for k in allowed if not k.endswith("?")}
    optional = {k[:-1] for k in allowed if k.endswith("?")}
    by_key: dict[str, dict] = {}
    for index, entry in enumerate(entries):
        where = f"{DATA_FILE.name}: {section}[{index}]"
        if not isinstance(entry, dict):
            raise VocabularyError(f"{where}: expected an object")
        missing = required - set(entry)
        unknown = set(entry) - required - optional
        if missing:
            raise VocabularyError(f"{where} ({entry.get('key')}): missing {', '.join(sorted(missing))}")
        if unknown:
            raise VocabularyError(f"{where} ({entry.get('key')}): unknown {', '.join(sorted(unknown))}")
        if entry["key"] in by_key:
            raise VocabularyError(f"{where}: duplicate key {entry['key']!r}")
        by_key[entry["key"]] = entry
    return by_key


def validate(raw: dict) -> dict:
    expected = set(SCHEMA) | {"version", "family_conditions", "relatives", "discharge_instructions", "phrasings"}
    if set(raw) != expected:
        raise VocabularyError(
            f"{DATA_FILE.name}: top-level keys differ; missing {sorted(expected - set(raw))}, unknown {sorted(set(raw) - expected)}"
        )
    tables = {section: _check_entries(section, raw[section]) for section in SCHEMA}
    conditions, findings = tables["conditions"], tables["findings"]
    for key in raw["family_conditions"]:
        if key not in conditions:
            raise VocabularyError(f"family_conditions: {key!r} is not a condition")
    for med in raw["home_medications"] + raw["antibiotics"]:
        for target in med["treats"]:
            if target not in conditions:
                raise VocabularyError(f"{med['key']}: treats unknown condition {target!r}")
    for study in raw["imaging"]:
        if study["modality"] not in MODALITIES:
            raise VocabularyError(f"imaging {study['key']}: modality {study['modality']!r} not in {sorted(MODALITIES)}")
        for target in study["abnormal_findings"] + study["normal_findings"]:
            if target not in findings:
                raise VocabularyError(f"imaging {study['key']}: unknown finding {target!r}")
        for target in study["for"]:
            if target not in conditions and target not in findings:
                raise VocabularyError(f"imaging {study['key']}: 'for' names unknown concept {target!r}")
    if set(raw["phrasings"]) != PHRASING_KINDS:
        raise VocabularyError(f"phrasings: expected exactly {sorted(PHRASING_KINDS)}")
    for kind, templates in raw["phrasings"].items():
        for template in templates:
            if "{x}" not in template and "{X}" not in template:
                raise VocabularyError(f"phrasings.{kind}: {template!r} has no {{x}} slot")
    meds = tables["home_medications"]
    for item in raw["conditionals"]:
        if not item["phrasings"]:
            raise VocabularyError(f"conditionals {item['key']}: no phrasings")
    return {
        **raw,
        "_conditions_by_key": conditions,
        "_findings_by_key": findings,
        "_family_only_by_key": tables["family_only_conditions"],
        "_medications_by_key": meds,
        "_antibiotics_by_key": tables["antibiotics"],
    }


@lru_cache(maxsize=1)
def load_vocabulary(path: Path = DATA_FILE) -> Vocabulary:
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise VocabularyError(f"{Path(path).name}: not valid JSON ({exc})") from None
    return Vocabulary(validate(raw))
