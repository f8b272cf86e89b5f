"""Answer evaluators: score one model answer against one reference answer.

Plain Python over strings and dicts (no Django models), so management commands, Celery tasks and
views all call the same thing::

    from benchmark.evaluators import get_evaluator
    score = get_evaluator("polarity").score(category, question, answer,
                                            {"answer": reference_text, "structure": structure_or_none})
    score.value, score.label, score.reason, score.details

Every evaluator has a ``name`` (what a user picks) and a ``version`` (``"keyword_v2@1"``): the
version is frozen forever. The same inputs give the same score under the same version; a change
to an evaluator's logic or data files is a new version, never an edit of an old one (the tests in
``tests/benchmark/test_evaluators.py`` pin both the scores and the data files).

Layout: ``base`` (Score, labels, categories, input checks, data-file field types), ``registry``
(``EVALUATORS``, ``get_evaluator``), one module or package per evaluator (``keyword``,
``polarity/``, ``judge``), each importing only ``base``; the data files are in ``data/``.

Evaluators (see docs/evaluators.md):

- ``keyword_v1`` / ``keyword_v2`` — paper 000's deterministic keyword evaluator (App. P), with
  its disclosed flaws kept on purpose so published numbers can be reproduced.
- ``polarity`` — reads the reference's structure (or its text) and checks the answer says the
  same thing: polarity, experiencer, status, order, duration, list members.
- ``judge`` — an LLM grades the answer 1 / 0.5 / 0 with a one-sentence justification (App. V).
  It needs a model, so it is built on request, not held in ``EVALUATORS``:
  ``get_evaluator("judge", model="anthropic/claude-opus-4-6", answering_model=...)``.
"""

from __future__ import annotations

from benchmark.evaluators.base import (
                                       ABSTAINED,
                                       CATEGORIES,
                                       CORRECT,
                                       DATA_DIR,
                                       INCORRECT,
                                       LABELS,
                                       PARTIAL,
                                       UNSCORABLE,
                                       DataFileError,
                                       Evaluator,
                                       Score,
                                       UnknownEvaluatorError,
                                       check_inputs,
)
from benchmark.evaluators.registry import EVALUATORS, get_evaluator

__all__ = [
    "ABSTAINED", "CATEGORIES", "CORRECT", "DATA_DIR", "DataFileError", "EVALUATORS", "Evaluator", "INCORRECT",
    "LABELS", "PARTIAL", "Score", "UNSCORABLE", "UnknownEvaluatorError", "check_inputs", "get_evaluator",
]
