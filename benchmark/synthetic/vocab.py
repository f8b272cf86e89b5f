"""Load and validate the synthetic cohort's clinical vocabulary (``data/vocab.json``).

The file is clinical knowledge kept as data: conditions with ICD-10-CM codes, findings,
medications, inpatient orders, antibiotics with brand names and ingredients, imaging procedures,
conditional plans, boilerplate instructions and assertion phrasings. Its pydantic model
(``VocabularyFile``) makes unknown keys, missing keys, duplicate keys and dangling references
errors naming the file and the field, so an edit cannot silently break the cohort.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, ValidationInfo, field_validator

from epikg_core import datafiles
from epikg_core.datafiles import DataFileError, NonBlank, StrictModel

DATA_FILE = Path(__file__).with_name("data") / "vocab.json"


class VocabularyError(DataFileError):
    pass


Texts = Annotated[list[NonBlank], Field(min_length=1)]


def _has_slot(template: str) -> str:
    if "{x}" not in template and "{X}" not in template:
        raise ValueError(f"{template!r} has no {{x}} slot")
    return template


Phrasing = Annotated[str, AfterValidator(_has_slot)]
Sex = Literal["F", "M"]


class Condition(StrictModel):
    key: NonBlank
    name: NonBlank
    surface: Texts
    icd10: NonBlank
    icd10_description: NonBlank
    chronic: bool
    kind: Literal["condition"]
    #: (code, description) of the acute form, coded instead when the condition is the admission's reason
    acute_icd10: tuple[NonBlank, NonBlank] | None = None
    #: the only sex the condition occurs in (prostate cancer: "M"); neither patient nor relative of
    #: the other sex is given it
    sex: Sex | None = None


class FamilyOnlyCondition(StrictModel):
    key: NonBlank
    name: NonBlank
    surface: Texts
    sex: Sex | None = None


class Finding(StrictModel):
    key: NonBlank
    name: NonBlank
    surface: Texts
    kind: Literal["symptom", "exam", "imaging"]
    ros: bool
    exam: NonBlank | None = None


class HomeMedication(StrictModel):
    key: NonBlank
    name: NonBlank
    sigs: Texts
    drug_class: NonBlank = Field(alias="class")
    brands: list[NonBlank]
    treats: list[NonBlank]


class InpatientOrder(StrictModel):
    key: NonBlank
    name: NonBlank
    sig: NonBlank
    purpose: NonBlank
    prn: bool


class Antibiotic(StrictModel):
    key: NonBlank
    name: NonBlank
    ingredients: Texts
    brands: list[NonBlank]
    sig: NonBlank
    route: NonBlank
    treats: list[NonBlank]


class Imaging(StrictModel):
    key: NonBlank
    modality: Literal["CT", "MRI", "X-ray", "Ultrasound", "NM"]
    subtype: NonBlank
    body_site: NonBlank
    title: NonBlank
    abnormal_findings: list[NonBlank]
    normal_findings: list[NonBlank]
    indications: list[NonBlank] = Field(alias="for")


class ConditionalPlan(StrictModel):
    key: NonBlank
    action: NonBlank
    drug: NonBlank | None
    condition: NonBlank
    phrasings: Texts


class Phrasings(StrictModel):
    """Assertion phrasings; ``{x}`` (or ``{X}``, capitalised) is the concept's surface form."""

    absent: list[Phrasing]
    absent_imaging: list[Phrasing]
    possible: list[Phrasing]
    present: list[Phrasing]
    historical: list[Phrasing]
    resolved: list[Phrasing]
    family: list[Phrasing]
    family_absent: list[Phrasing]
    ruled_out: list[Phrasing]


#: File keys that are Python keywords, and the model attributes that hold them.
_ATTRIBUTES = {"for": "indications", "class": "drug_class"}


def _keys(entries) -> set[str]:
    return {entry.key for entry in entries}


def _check_references(entries: list, field: str, known: set[str], what: str, *, section: str) -> None:
    """Each entry's ``field`` (its key in the file) names only keys in ``known``; the error says
    which entry, which field and which name."""
    for index, entry in enumerate(entries):
        unknown = [name for name in getattr(entry, _ATTRIBUTES.get(field, field)) if name not in known]
        if unknown:
            raise ValueError(f"{section}.{index}.{field} ({entry.key}): {', '.join(map(repr, unknown))} "
                             f"not among the {what}")


class VocabularyFile(StrictModel):
    """The shape of ``vocab.json``. Sections are validated in this order, so a cross-reference
    (``treats``, ``for``, ``family_conditions``) is checked against sections already read."""

    version: int
    conditions: list[Condition]
    family_only_conditions: list[FamilyOnlyCondition]
    findings: list[Finding]
    family_conditions: list[NonBlank]
    relatives: Texts
    #: each relative's sex, so a sex-specific condition goes only to a relative who can have it
    relative_sex: dict[NonBlank, Sex]
    home_medications: list[HomeMedication]
    inpatient_orders: list[InpatientOrder]
    antibiotics: list[Antibiotic]
    imaging: list[Imaging]
    conditionals: list[ConditionalPlan]
    #: per condition, the negative results that rule it out ("negative CTA" for PE, never for NSTEMI)
    rule_out_evidence: dict[NonBlank, Texts]
    discharge_instructions: Texts
    phrasings: Phrasings

    @field_validator("conditions", "family_only_conditions", "findings", "home_medications", "inpatient_orders",
                     "antibiotics", "imaging", "conditionals")
    @classmethod
    def _unique_keys(cls, entries: list, info: ValidationInfo) -> list:
        first: dict[str, int] = {}
        for index, entry in enumerate(entries):
            if entry.key in first:
                raise ValueError(f"duplicate key {entry.key!r} ({info.field_name}.{first[entry.key]} "
                                 f"and {info.field_name}.{index})")
            first[entry.key] = index
        return entries

    @field_validator("family_conditions")
    @classmethod
    def _family_conditions_are_conditions(cls, keys: list[str], info: ValidationInfo) -> list[str]:
        if "conditions" in info.data:
            conditions = _keys(info.data["conditions"])
            unknown = [key for key in keys if key not in conditions]
            if unknown:
                raise ValueError(f"{', '.join(map(repr, unknown))} not among the conditions")
        return keys

    @field_validator("relative_sex")
    @classmethod
    def _every_relative_has_a_sex(cls, sexes: dict[str, str], info: ValidationInfo) -> dict[str, str]:
        relatives = info.data.get("relatives") or []
        missing = [r for r in relatives if r not in sexes]
        unknown = [r for r in sexes if r not in relatives]
        if missing:
            raise ValueError(f"no sex for the relatives {', '.join(map(repr, missing))}")
        if unknown:
            raise ValueError(f"{', '.join(map(repr, unknown))} not among the relatives")
        return sexes

    @field_validator("rule_out_evidence")
    @classmethod
    def _rule_outs_are_conditions(cls, evidence: dict[str, list[str]], info: ValidationInfo) -> dict[str, list[str]]:
        if "conditions" in info.data:
            unknown = [key for key in evidence if key not in _keys(info.data["conditions"])]
            if unknown:
                raise ValueError(f"{', '.join(map(repr, unknown))} not among the conditions")
        return evidence

    @field_validator("home_medications", "antibiotics")
    @classmethod
    def _treats_known_conditions(cls, drugs: list, info: ValidationInfo) -> list:
        if "conditions" in info.data:
            _check_references(drugs, "treats", _keys(info.data["conditions"]), "conditions", section=info.field_name)
        return drugs

    @field_validator("imaging")
    @classmethod
    def _imaging_names_known_concepts(cls, studies: list[Imaging], info: ValidationInfo) -> list[Imaging]:
        if "conditions" in info.data and "findings" in info.data:
            conditions, findings = _keys(info.data["conditions"]), _keys(info.data["findings"])
            for field in ("abnormal_findings", "normal_findings"):
                _check_references(studies, field, findings, "findings", section="imaging")
            _check_references(studies, "for", conditions | findings, "conditions and findings",
                              section="imaging")
        return studies


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

    def sex_of(self, key: str) -> str | None:
        """The only sex condition ``key`` occurs in, or None."""
        return self.concept(key).get("sex")

    def relative_can_have(self, relative: str, key: str) -> bool:
        sex = self.sex_of(key)
        return sex is None or self.raw["relative_sex"][relative] == sex

    def concept(self, key: str) -> dict:
        for table in ("_conditions_by_key", "_findings_by_key", "_family_only_by_key"):
            if key in self.raw[table]:
                return self.raw[table][key]
        raise KeyError(key)


def validate(raw: dict, *, name: str = DATA_FILE.name) -> dict:
    """``raw`` (the parsed file) checked against ``VocabularyFile``, with its lookup tables added.

    The cohort is written from the raw dicts, not the model, so what the generator reads is the
    file exactly as written (an optional key left out stays out).
    """
    datafiles.validate(raw, VocabularyFile, name=name, error=VocabularyError)

    def by_key(section: str) -> dict[str, dict]:
        return {entry["key"]: entry for entry in raw[section]}

    return {
        **raw,
        "_conditions_by_key": by_key("conditions"),
        "_findings_by_key": by_key("findings"),
        "_family_only_by_key": by_key("family_only_conditions"),
        "_medications_by_key": by_key("home_medications"),
        "_antibiotics_by_key": by_key("antibiotics"),
    }


@lru_cache(maxsize=1)
def load_vocabulary(path: Path = DATA_FILE) -> Vocabulary:
    path = Path(path)
    return Vocabulary(validate(datafiles.read_json(path, error=VocabularyError), name=path.name))
