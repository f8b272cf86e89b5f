"""The evaluators a user can pick by name, and ``get_evaluator``."""

from __future__ import annotations

from benchmark.evaluators.base import Evaluator, UnknownEvaluatorError
from benchmark.evaluators.evidence import EvidenceRecallEvaluator
from benchmark.evaluators.keyword import KeywordEvaluator
from benchmark.evaluators.polarity import PolarityEvaluator

EVALUATORS: dict[str, Evaluator] = {
    "keyword_v1": KeywordEvaluator(generation=1),
    "keyword_v2": KeywordEvaluator(generation=2),
    "polarity": PolarityEvaluator(),
    # "judge" is not held here: it needs a model, so get_evaluator("judge", model=...) builds a
    # benchmark.evaluators.judge.JudgeEvaluator (version "judge@1:<model>:<prompt digest>").
}


#: evaluators of a prediction's evidence rather than its answer (they measure retrieval whatever
#: the model); scoring hands them the prediction's structured evidence
EVIDENCE_EVALUATORS: dict[str, EvidenceRecallEvaluator] = {"evidence_recall": EvidenceRecallEvaluator()}


def get_evaluator(name: str, **options) -> Evaluator:
    """The evaluator registered under ``name``; an error listing the valid names otherwise.

    ``judge`` takes options (``model``, required; ``answering_model``, ``allow_same_model``, ...:
    see JudgeEvaluator); the registered evaluators take none.
    """
    valid = ", ".join(sorted([*EVALUATORS, *EVIDENCE_EVALUATORS]))
    if name == "judge":
        if not options.get("model"):
            raise UnknownEvaluatorError(f"unknown evaluator 'judge'; valid names: {valid}, or 'judge' with a model: "
                                        "the judge needs --judge-model (get_evaluator('judge', model=...))")
        # Imported on first use: only the judge reaches litellm (through retrieval.generation).
        from benchmark.evaluators.judge import make_judge

        return make_judge(**options)
    try:
        evaluator = EVALUATORS[name] if name in EVALUATORS else EVIDENCE_EVALUATORS[name]
    except (KeyError, TypeError):
        raise UnknownEvaluatorError(
            f"unknown evaluator {name!r}; valid names: {valid}, judge (with --judge-model)") from None
    if options:
        raise TypeError(f"evaluator {name!r} takes no options (got {', '.join(sorted(options))}); "
                        "only 'judge' does")
    return evaluator
