"""``PolarityEvaluator`` and the registry of its category scorers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from benchmark.evaluators.base import INCORRECT, Score, check_inputs
from benchmark.evaluators.polarity import assertion, change, duration, sequence, temporal
from benchmark.evaluators.polarity.claims import Case, verdict
from benchmark.evaluators.polarity.cues import PolarityCues, load_polarity_cues
from benchmark.evaluators.polarity.reader import Reader

VERSION = "polarity@6"

# One scorer per category (every one of base.CATEGORIES; a test checks).
SCORERS: dict[str, Callable[[Case], Score]] = {
    "negation": assertion.negation,
    "uncertainty": assertion.uncertainty,
    "family_history": assertion.family_history,
    "conditional": assertion.conditional,
    "current_state": temporal.current_state,
    "historical": temporal.historical,
    "sequence": sequence.sequence,
    "duration": duration.duration,
    "change": change.change,
}
# Categories that ask about two events or a list, not one concept.
_NO_CONCEPT = ("sequence", "change", "duration")


class PolarityEvaluator:
    """``polarity``, version ``polarity@6`` (@2: cited note sentences after a conclusion are evidence, not
    claims; @3: a current-state reference whose structure gives a status is read by it — "present",
    "resolved" expects the problem not current; @4: a cause is named in any form of its words
    ("cardioembolic" for "cardioembolism"), and a reference whose cause was set aside
    (``cause_polarity`` absent) is met by an answer that sets it aside; a drug's course — "held, then
    resumed" — is read where it ended; @5: a suspicion the same clause goes on to confirm ("first suspected
    and then confirmed") is present; a two-event sequence question is scored on its two events even
    when the reference orders more, in the question's words or by a leading "Before." / "After.", and a
    question over a longer list on each neighbouring pair of the reference's order; @6: a "him or his mother?"
    reference that answers "Both." asks the answer to give it to both, and an answer that says "Both." is
    not refused for naming the patient)."""

    name = "polarity"
    version = VERSION

    def __init__(self, *, cues_path: Path | str | None = None):
        self._cues_path = cues_path

    def __repr__(self) -> str:
        return f"<PolarityEvaluator {self.version}>"

    @property
    def cues(self) -> PolarityCues:
        return load_polarity_cues(self._cues_path)

    def score(self, category: str, question: str, answer: str, reference: Mapping[str, Any]) -> Score:
        reference_text, structure = check_inputs(category, question, answer, reference)
        cues = self.cues
        reader = Reader(cues)
        base = {"evaluator": self.version, "cues_version": cues.version,
                "structure_source": "reference" if structure else "reference text"}
        if not answer or not answer.strip():
            return verdict(0.0, INCORRECT, "The answer is empty.", **base, empty=True)
        structure = dict(structure or {})
        if "concept" not in structure and category not in _NO_CONCEPT \
                and (concept := reader.concept_from_question(question)):
            structure["concept"] = concept  # only to find mentions; what is asserted still comes from the text
            base["concept_from_question"] = concept
        return SCORERS[category](Case(reader, question, answer, reference_text, structure, base))

