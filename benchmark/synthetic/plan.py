"""Which patient answers which question, and which v1 references carry which defect.

Planned up front from counts alone (no patient data), so the generator can stream patients one
at a time: a patient's truth is sampled knowing how many questions of each category it must
support. Everything is a pure function of (patients, questions, seed).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from benchmark.categories import PAPER_COUNTS, TASK_OF

# Paper 000 App. X.5/X.6: about half of the auto-generated references were defective, in this mix
# (the five systematic modes, plus experiencer-attribution defects as in App. P.2).
DEFECTIVE_FRACTION = 0.5
DEFECT_MIX = {
    "assertion_classifier_error": 0.36,
    "inverted_truth": 0.21,
    "non_clinical_entity": 0.14,
    "medication_list_conflation": 0.13,
    "fabricated_temporal_relation": 0.10,
    "experiencer_attribution": 0.06,
}
# Which categories each defect can plausibly hit; filled most-constrained first.
DEFECT_ELIGIBLE = {
    "medication_list_conflation": ("change",),
    "fabricated_temporal_relation": ("sequence", "duration"),
    "experiencer_attribution": ("family_history",),
    "non_clinical_entity": ("negation", "uncertainty", "historical", "current_state"),
    "assertion_classifier_error": ("negation", "uncertainty", "historical", "current_state", "conditional"),
    "inverted_truth": tuple(PAPER_COUNTS),
}
# v2 = v1 + the pilot's corrections: 54 of 400 items in the paper.
CORRECTED_FRACTION = 54 / 400
PAPER_PATIENTS, PAPER_TWO_ADMISSIONS = 43, 32


@dataclass(frozen=True)
class Slot:
    qid: str
    category: str
    task: str
    patient_index: int
    defect: str | None = None
    corrected_in_v2: bool = False
    #: the question builder to use when it is not the category's own (a profile's kinds, e.g. SliceBench's)
    kind: str | None = None


def largest_remainder(total: int, weights: dict[str, float]) -> dict[str, int]:
    """Split ``total`` into integer parts proportional to ``weights`` (Hamilton's method)."""
    norm = sum(weights.values())
    exact = {k: total * w / norm for k, w in weights.items()}
    counts = {k: int(v) for k, v in exact.items()}
    short = total - sum(counts.values())
    for key in sorted(exact, key=lambda k: (-(exact[k] - counts[k]), list(weights).index(k)))[:short]:
        counts[key] += 1
    return counts


def has_two_admissions(index: int, patients: int) -> bool:
    """Spread round(patients × 32/43) two-admission patients evenly: exactly 32 of the paper's 43."""
    share = PAPER_TWO_ADMISSIONS / PAPER_PATIENTS
    return int((index + 1) * share) > int(index * share)


def category_counts(questions: int) -> dict[str, int]:
    return largest_remainder(questions, PAPER_COUNTS)


def plan_slots(*, patients: int, questions: int, seed: int) -> list[Slot]:
    """Assign ``questions`` question slots to patients and decide each slot's v1 defect."""
    if patients < 1:
        raise ValueError("a cohort needs at least one patient")
    rng = random.Random(f"plan:{seed}")
    categories = [c for c, n in category_counts(questions).items() for _ in range(n)]
    rng.shuffle(categories)
    base = _deal(categories, patients, rng)
    defects = _plan_defects([c for c, _ in base], rng)
    corrected = _plan_corrections(defects, rng)
    slots = []
    for i, ((category, patient), defect) in enumerate(zip(base, defects)):
        slots.append(Slot(
            qid=f"CB-{i + 1:04d}", category=category, task=TASK_OF[category], patient_index=patient,
            defect=defect, corrected_in_v2=i in corrected,
        ))
    return slots


def capacity(category: str, admissions: int) -> int:
    """How many questions of a category one chart can support without repeating itself."""
    if category == "change":  # home→discharge per admission, plus discharge→discharge across two
        return 1 if admissions == 1 else 3
    if category == "duration":  # each stay's length, plus antibiotic courses
        return admissions + 2
    if category == "sequence":
        return 3 * admissions
    return 6


def _deal(categories: list[str], patients: int, rng: random.Random) -> list[tuple[str, int]]:
    """Deal slots round-robin over a shuffled patient order, skipping charts at capacity."""
    order = list(range(patients))
    rng.shuffle(order)
    taken: Counter = Counter()
    dealt, pointer = [], 0
    for category in categories:
        for step in range(patients):
            patient = order[(pointer + step) % patients]
            admissions = 2 if has_two_admissions(patient, patients) else 1
            if taken[patient, category] < capacity(category, admissions):
                break
        else:
            raise ValueError(f"{patients} patients cannot support this many {category} questions")
        taken[patient, category] += 1
        dealt.append((category, patient))
        pointer = (pointer + step + 1) % patients
    return dealt


def _plan_defects(categories: list[str], rng: random.Random) -> list[str | None]:
    n_defective = round(len(categories) * DEFECTIVE_FRACTION)
    wanted = largest_remainder(n_defective, DEFECT_MIX)
    defects: list[str | None] = [None] * len(categories)
    free = list(range(len(categories)))
    rng.shuffle(free)
    for defect in DEFECT_ELIGIBLE:  # most constrained first
        eligible = [i for i in free if categories[i] in DEFECT_ELIGIBLE[defect]]
        chosen = eligible[: wanted[defect]]
        shortfall = wanted[defect] - len(chosen)
        if shortfall:  # small cohorts: the rest become inverted truth, which fits any category
            wanted["inverted_truth"] += shortfall
        for i in chosen:
            defects[i] = defect
        chosen_set = set(chosen)
        free = [i for i in free if i not in chosen_set]
    return defects


def _plan_corrections(defects: list[str | None], rng: random.Random) -> set[int]:
    defective = [i for i, d in enumerate(defects) if d]
    n = min(len(defective), round(len(defects) * CORRECTED_FRACTION))
    return set(rng.sample(defective, n))


def slots_by_patient(slots: list[Slot]) -> dict[int, list[Slot]]:
    grouped: dict[int, list[Slot]] = {}
    for slot in slots:
        grouped.setdefault(slot.patient_index, []).append(slot)
    return grouped


def needs(slots: list[Slot]) -> Counter:
    return Counter(slot.category for slot in slots)
