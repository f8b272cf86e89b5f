"""The drug class a question names instead of drugs ("what happened to his diuretics?", "BP meds
after the fall?", "insulin changes in November?"), from ``data/drug_classes.json``: a change
answer about a class lists the changes to its members, not the whole medication list."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

PATH = Path(__file__).resolve().parent / "data" / "drug_classes.json"


@dataclass(frozen=True)
class DrugClass:
    name: str
    members: tuple[str, ...]

    def holds(self, label: str) -> bool:
        """Whether a drug's label names a member ("Sacubitril / valsartan", "Insulin glargine")."""
        words = set(re.findall(r"[a-z]+", label.lower()))
        return any(member in words for member in self.members)


@lru_cache(maxsize=1)
def _table() -> tuple[str, list[tuple[re.Pattern, DrugClass]]]:
    data = json.loads(PATH.read_text(encoding="utf-8"))
    entries = []
    for name, spec in data["classes"].items():
        drug_class = DrugClass(name, tuple(m.lower() for m in spec["members"]))
        for word in spec["words"]:
            entries.append((len(word), re.compile(r"(?<![a-z0-9])" + re.escape(word.lower()) + r"(?![a-z0-9])"),
                            drug_class))
    entries.sort(key=lambda e: -e[0])  # the longest phrase first: "blood pressure meds" before "meds"
    return data["version"], [(pattern, drug_class) for _, pattern, drug_class in entries]


@lru_cache(maxsize=1)
def member_words() -> frozenset[str]:
    """Every drug the table's classes list as a member, as the words the notes write them with."""
    return frozenset(member for _, drug_class in _table()[1] for member in drug_class.members)


def version() -> str:
    return _table()[0]


#: words that name medications without naming a drug ("meds", "antibiotics", "BP meds", "insulin")
MEDICATION_WORDS = re.compile(
    r"\b(?:medications?|meds?|medicines?|drugs?|prescriptions?|pills|insulins?|antibiotics?|abx|inhalers?|steroids?|"
    r"blood thinners?|anticoagula\w*|diuretics?|water pills?|antihypertensives?|blood pressure (?:meds?|medications?|"
    r"pills)|statins?|opioids?|narcotics?|pain (?:meds?|medications?|pills)|painkillers?|antiepileptics?|"
    r"seizure (?:meds?|medications?)|antiplatelets?|beta.?blockers?|doses?|dosing|regimen)\b", re.IGNORECASE)


def names_medications(question: str) -> bool:
    """Whether the question names medications by a class or a word for them, not by a drug."""
    return bool(MEDICATION_WORDS.search(question)) or asked_class(question) is not None


def asked_class(question: str) -> DrugClass | None:
    """The drug class the question names, or None."""
    found = asked_class_at(question)
    return found[0] if found else None


def asked_class_at(question: str) -> tuple[DrugClass, int, int] | None:
    """The drug class the question names and where (the longest naming phrase), or None."""
    lowered = question.lower()
    for pattern, drug_class in _table()[1]:
        match = pattern.search(lowered)
        if match:
            return drug_class, match.start(), match.end()
    return None
