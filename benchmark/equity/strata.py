"""Which demographic stratum a patient (or a question's patient, at the question's admission) falls
in, for one dimension: sex, age band, race, White / non-White or insurance.

One mapping does it, :func:`stratum_of` (recorded demographics → a stratum label); the equity
analysis and drift monitoring both use it through :func:`patient_strata` (patient → stratum, at
the patient's latest admission) or :func:`question_strata` (question → stratum, at the question's
own admission), so a stratum means the same thing on every page.

What the corpus holds (``retrieval.models``): ``Patient.gender``, ``anchor_age``, ``race`` (the
latest admission's), and per ``Admission`` its ``admittime``, ``race`` and ``insurance``. The
corpus keeps no ``anchor_year``, so the age at an admission is ``anchor_age`` plus the whole years
between the patient's first admission and that one: ``anchor_age`` is read as the age at the first
admission (the synthetic cohort's meaning; for MIMIC-IV, where it is the age in the anchor year, it
is off by at most the years between the anchor year and the first admission).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from benchmark.models import Question
from retrieval.models import Admission, Dataset, Patient

#: the dimensions, in the order the page and the command show them
DIMENSIONS = ("sex", "age", "race", "white", "insurance")
DIMENSION_LABELS = {"sex": "Sex", "age": "Age at admission", "race": "Race", "white": "White / non-White",
                    "insurance": "Insurance"}
#: the stratum of a value the record leaves blank (or records as unknown / declined)
NOT_RECORDED = "not recorded"
#: age bands as cut points: < 45, 45–64, 65 and over
DEFAULT_AGE_BANDS = (45, 65)
DAYS_PER_YEAR = 365.25

_SEX = {"F": "Female", "M": "Male"}
# MIMIC-IV's race values grouped the way its own categories start (WHITE - OTHER EUROPEAN, BLACK/
# AFRICAN AMERICAN, HISPANIC/LATINO - PUERTO RICAN, ASIAN - CHINESE …); first matching prefix wins.
_RACE_PREFIXES = (
    ("WHITE", "White"),
    ("BLACK", "Black"),
    ("HISPANIC", "Hispanic/Latino"),
    ("SOUTH AMERICAN", "Hispanic/Latino"),
    ("ASIAN", "Asian"),
    ("AMERICAN INDIAN", "American Indian/Alaska Native"),
    ("NATIVE HAWAIIAN", "Native Hawaiian/Pacific Islander"),
)
_RACE_UNKNOWN = ("UNKNOWN", "UNABLE TO OBTAIN", "PATIENT DECLINED TO ANSWER", "DECLINED")
_RACE_ORDER = ("White", "Black", "Hispanic/Latino", "Asian", "American Indian/Alaska Native",
               "Native Hawaiian/Pacific Islander", "Other")


class StrataError(ValueError):
    """An unknown dimension or age bands that do not parse."""


@dataclass(frozen=True)
class Demographics:
    """What the record says about a patient at one admission."""

    sex: str = ""
    age: int | None = None
    race: str = ""
    insurance: str = ""


def parse_dimensions(text: str | Iterable[str] | None) -> tuple[str, ...]:
    """``"sex,age"`` (or a list of names) as dimensions in their standard order; empty → all."""
    names = [n.strip().lower() for n in (text.split(",") if isinstance(text, str) else (text or ())) if n.strip()]
    unknown = [n for n in names if n not in DIMENSIONS]
    if unknown:
        raise StrataError(f"unknown dimension(s) {', '.join(unknown)}; choose from {', '.join(DIMENSIONS)}")
    return tuple(d for d in DIMENSIONS if d in names) or DIMENSIONS


def parse_age_bands(text: str | Sequence[int] | None) -> tuple[int, ...]:
    """Cut points of the age bands, ``"45,65"`` → (45, 65): bands < 45, 45–64, 65+. Empty → default."""
    if text is None or text == "" or (not isinstance(text, str) and not text):
        return DEFAULT_AGE_BANDS
    parts = [p.strip() for p in text.split(",")] if isinstance(text, str) else list(text)
    try:
        cuts = tuple(int(p) for p in parts if p != "")
    except (TypeError, ValueError):
        raise StrataError(f"age bands are ascending whole-year cut points such as 45,65; got {text!r}") from None
    if not cuts or any(c <= 0 or c > 130 for c in cuts) or list(cuts) != sorted(set(cuts)):
        raise StrataError(f"age bands are ascending whole-year cut points between 1 and 130, such as 45,65; "
                          f"got {text!r}")
    return cuts


def age_band_labels(age_bands: Sequence[int] = DEFAULT_AGE_BANDS) -> list[str]:
    """The bands' labels in order: (45, 65) → ["<45", "45–64", "65+"]."""
    labels = [f"<{age_bands[0]}"]
    labels += [f"{low}–{high - 1}" for low, high in zip(age_bands, age_bands[1:])]
    return labels + [f"{age_bands[-1]}+"]


def stratum_of(dimension: str, person: Demographics, *, age_bands: Sequence[int] = DEFAULT_AGE_BANDS) -> str:
    """The stratum label of ``person`` for ``dimension`` (one of :data:`DIMENSIONS`); a value the
    record leaves blank or unknown is :data:`NOT_RECORDED`. This is the one place a stratum is
    decided: every analysis by subgroup goes through it."""
    if dimension == "sex":
        sex = person.sex.strip()
        return _SEX.get(sex.upper(), sex) if sex else NOT_RECORDED
    if dimension == "age":
        if person.age is None:
            return NOT_RECORDED
        labels = age_band_labels(age_bands)
        return labels[sum(person.age >= cut for cut in age_bands)]
    if dimension in ("race", "white"):
        race = person.race.strip().upper()
        if not race or race.startswith(_RACE_UNKNOWN):
            return NOT_RECORDED
        group = next((label for prefix, label in _RACE_PREFIXES if race.startswith(prefix)), "Other")
        if dimension == "white":
            return "White" if group == "White" else "non-White"
        return group
    if dimension == "insurance":
        insurance = person.insurance.strip()
        return insurance if insurance else NOT_RECORDED
    raise StrataError(f"unknown dimension {dimension!r}; choose from {', '.join(DIMENSIONS)}")


def stratum_order(dimension: str, labels: Iterable[str], *, age_bands: Sequence[int] = DEFAULT_AGE_BANDS) -> list[str]:
    """``labels`` in the dimension's natural order (age bands ascending, the race groups as listed,
    the rest alphabetical), :data:`NOT_RECORDED` last."""
    present = set(labels)
    if dimension == "age":
        known = age_band_labels(age_bands)
    elif dimension == "race":
        known = list(_RACE_ORDER)
    elif dimension == "white":
        known = ["White", "non-White"]
    elif dimension == "sex":
        known = ["Female", "Male"]
    else:
        known = []
    ordered = [label for label in known if label in present]
    ordered += sorted(present - set(ordered) - {NOT_RECORDED})
    return ordered + ([NOT_RECORDED] if NOT_RECORDED in present else [])


# -- from the database -----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Stay:
    hadm_id: int
    admittime: object
    insurance: str


def _records(dataset: Dataset, subject_ids: Iterable[int] | None = None):
    """Each patient's demographics and admissions (oldest first): ``subject_id → (patient, stays)``."""
    patients = Patient.objects.filter(dataset=dataset)
    admissions = Admission.objects.filter(dataset=dataset)
    if subject_ids is not None:
        subject_ids = set(subject_ids)
        patients, admissions = patients.filter(subject_id__in=subject_ids), admissions.filter(subject_id__in=subject_ids)
    people = {row[0]: (row, []) for row in patients.values_list("subject_id", "gender", "anchor_age", "race")}
    for subject_id, hadm_id, admittime, insurance in admissions.order_by("subject_id", "admittime", "hadm_id") \
            .values_list("subject_id", "hadm_id", "admittime", "insurance"):
        if subject_id in people:
            people[subject_id][1].append(_Stay(hadm_id, admittime, insurance))
    return people


def _at(patient_row: tuple, stays: list[_Stay], hadm_ids: Sequence[int] | None = None) -> Demographics:
    """The patient's demographics at the latest of ``hadm_ids`` that is theirs (none given or none
    of theirs: at their latest admission)."""
    _, gender, anchor_age, race = patient_row
    wanted = set(hadm_ids or ())
    chosen = [s for s in stays if s.hadm_id in wanted] or stays
    stay = chosen[-1] if chosen else None
    age = anchor_age
    if anchor_age is not None and stay is not None:
        age = anchor_age + int((stay.admittime - stays[0].admittime).days // DAYS_PER_YEAR)
    return Demographics(sex=gender or "", age=age, race=race or "", insurance=stay.insurance if stay else "")


def patient_strata(dataset: Dataset, dimension: str, *, age_bands: Sequence[int] = DEFAULT_AGE_BANDS,
                   subject_ids: Iterable[int] | None = None) -> dict[int, str]:
    """Patient → stratum for ``dimension``: ``subject_id → label`` for the dataset's patients (or
    only ``subject_ids``), age and insurance taken at each patient's latest admission. Two queries."""
    return {subject_id: stratum_of(dimension, _at(row, stays), age_bands=age_bands)
            for subject_id, (row, stays) in _records(dataset, subject_ids).items()}


def question_strata(dataset: Dataset, dimensions: Sequence[str], *, age_bands: Sequence[int] = DEFAULT_AGE_BANDS,
                    question_ids: Iterable[int] | None = None) -> dict[int, dict[str, str]]:
    """Question → stratum per dimension: ``question pk → {dimension: label}``, each question's
    patient taken at the question's admission (the latest of its ``hadm_ids``; none: the
    patient's latest). Three queries."""
    questions = Question.objects.filter(dataset=dataset)
    if question_ids is not None:
        questions = questions.filter(pk__in=list(question_ids))
    rows = list(questions.values_list("pk", "subject_id", "hadm_ids"))
    people = _records(dataset, {subject_id for _, subject_id, _ in rows})
    result = {}
    for pk, subject_id, hadm_ids in rows:
        row, stays = people.get(subject_id, ((subject_id, "", None, ""), []))
        person = _at(row, stays, hadm_ids)
        result[pk] = {d: stratum_of(d, person, age_bands=age_bands) for d in dimensions}
    return result


def records_insurance(dataset: Dataset) -> bool:
    """Whether any admission of the dataset records an insurance (else the dimension is left out)."""
    return Admission.objects.filter(dataset=dataset).exclude(insurance="").exists()
