"""A polarity-aware evaluator: does the answer *say the same thing* as the reference?

Paper 000's keyword evaluator checks that a category word is present (App. P.3, Z): "pneumonia is
absent" and "patient has pneumonia" both pass a negation question, a family-history answer only
has to say "family", a current-state answer only "current". This evaluator reads what the
reference asserts (its ``structure``; when that is missing, the same reading applied to its text)
and what the answer asserts, and compares the two:

- negation / uncertainty / family history: the polarity the answer gives the asked concept
  (present, absent, possible) — from ConText-style cues scoped to the clause the concept is in,
  the answer's leading Yes/No compared with the reference's, or, when the concept is not named,
  the answer's first sentence — and who has it (patient or a relative);
- conditional: the condition (its content words, numbers and comparison direction) and that the
  action has not happened;
- current_state / historical: current vs not current, and the status (resolved, chronic/active,
  ruled out), reading "history of" as neither;
- sequence: which of the two events came first (cue words between them, or their dates);
- duration: value and unit, in days, with a stated tolerance;
- change: precision and recall over added / stopped / continued medications.

Scores are 1 (correct), 0.5 (partial) or 0, each with a one-sentence reason. Abstentions ("not
documented", "cannot determine") score 0 unless the answer also makes a clinical claim. The cue
lists live in ``data/polarity_cues_v2.json``; see docs/evaluators.md for the tolerances and limits.

Modules: ``cues`` (the cue file's model and compiled tables), ``text`` (normalising and splitting),
``reader`` (what a text asserts about a concept), ``claims`` (what the scorers share), one module
per group of categories (``assertion``, ``temporal``, ``sequence``, ``duration``, ``change``), and
``evaluator`` (``PolarityEvaluator`` and ``SCORERS``, the category -> scorer registry).
"""

from __future__ import annotations

from benchmark.evaluators.polarity.cues import CUES_FILE, PolarityCues, load_polarity_cues
from benchmark.evaluators.polarity.evaluator import SCORERS, VERSION, PolarityEvaluator
from benchmark.evaluators.polarity.reader import Reader, Reading
from benchmark.evaluators.polarity.text import normalize, strip_echo

__all__ = ["CUES_FILE", "SCORERS", "VERSION", "PolarityCues", "PolarityEvaluator", "Reader", "Reading",
           "load_polarity_cues", "normalize", "strip_echo"]
