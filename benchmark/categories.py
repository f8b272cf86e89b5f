"""The benchmark's question categories, the task each belongs to, and the catalogued defects.

Kept apart from the models so that the cohort generator, the importers and the evaluators share
one definition (see docs/benchmark-format.md, "Categories").
"""

from __future__ import annotations

from django.db import models


class Task(models.TextChoices):
    NEGATION_AWARE = "A", "A (negation-aware)"
    TEMPORAL = "B", "B (temporal)"


class Category(models.TextChoices):
    NEGATION = "negation", "Negation"
    FAMILY_HISTORY = "family_history", "Family history"
    UNCERTAINTY = "uncertainty", "Uncertainty"
    CONDITIONAL = "conditional", "Conditional"
    CURRENT_STATE = "current_state", "Current state"
    SEQUENCE = "sequence", "Sequence"
    HISTORICAL = "historical", "Historical"
    DURATION = "duration", "Duration"
    CHANGE = "change", "Change"


# Plain strings (not enum members) so they print and serialise as their values.
TASK_OF: dict[str, str] = {
    Category.NEGATION: Task.NEGATION_AWARE,
    Category.FAMILY_HISTORY: Task.NEGATION_AWARE,
    Category.UNCERTAINTY: Task.NEGATION_AWARE,
    Category.CONDITIONAL: Task.NEGATION_AWARE,
    Category.CURRENT_STATE: Task.TEMPORAL,
    Category.SEQUENCE: Task.TEMPORAL,
    Category.HISTORICAL: Task.TEMPORAL,
    Category.DURATION: Task.TEMPORAL,
    Category.CHANGE: Task.TEMPORAL,
}
TASK_OF = {str(category): str(task) for category, task in TASK_OF.items()}

# Questions per category in the published ClinicalBench (400 in all).
PAPER_COUNTS: dict[str, int] = {
    Category.NEGATION: 110,
    Category.FAMILY_HISTORY: 30,
    Category.UNCERTAINTY: 40,
    Category.CONDITIONAL: 20,
    Category.CURRENT_STATE: 50,
    Category.SEQUENCE: 40,
    Category.HISTORICAL: 50,
    Category.DURATION: 30,
    Category.CHANGE: 30,
}
PAPER_COUNTS = {str(category): count for category, count in PAPER_COUNTS.items()}


class DefectType(models.TextChoices):
    """Kinds of defect a reference version may carry (injected, or found and catalogued)."""

    ASSERTION_CLASSIFIER_ERROR = "assertion_classifier_error", "Assertion classifier error"
    INVERTED_TRUTH = "inverted_truth", "Inverted truth"
    NON_CLINICAL_ENTITY = "non_clinical_entity", "Non-clinical entity"
    MEDICATION_LIST_CONFLATION = "medication_list_conflation", "Medication list conflation"
    FABRICATED_TEMPORAL_RELATION = "fabricated_temporal_relation", "Fabricated temporal relation"
    EXPERIENCER_ATTRIBUTION = "experiencer_attribution", "Experiencer attribution"


DEFECT_TYPES: tuple[str, ...] = tuple(DefectType.values)


def category_list() -> str:
    """The valid category names, for error messages."""
    return ", ".join(Category.values)
