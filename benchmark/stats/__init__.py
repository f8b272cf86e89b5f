"""Statistics as plain functions over numbers: no Django (nothing here imports it), no models.

Conventions other tools rely on:

- Proportions are fractions (0.22, not 22); intervals are ``(low, high)`` tuples.
- A paired table is ``a`` = both right, ``b`` = first right only, ``c`` = second right only,
  ``d`` = both wrong, and a paired difference is second − first = ``(c − b) / n``.
- Degenerate inputs (no discordant pairs, one category only, empty groups) give the defined result
  each docstring states, or a ``ValueError`` that says what was wrong; never a silent NaN.

Definitions follow paper 000 (ClinicalBench / EpiKG: §3.7, §4.4–4.7, App. E, J, P, Z) and paper 001
(RAG vs long context: §3.2 eq. 1, the normalized area difference, and its App. A tables). Where a
paper's label for a method is wrong (000's "Newcombe" interval), both methods are here under their
true names.

Where a library has the method, it does the computing and this package checks inputs and defines
the degenerate cases: statsmodels for the Wilson interval, McNemar's exact and χ² tests, Cohen's
and Fleiss' κ and the FDR adjustments; the ``krippendorff`` package for α; scipy for the
regression, the trapezoidal area and the binomial power search. Written here is what they lack:
Newcombe's paired interval (method 10), the conditional Wilson and paired Wald intervals, the
exact McNemar minimum detectable effect and the patient-cluster BCa bootstrap. statsmodels takes
most of a second to import, so it is imported inside the functions that use it.

One module per concept: ``paired`` (table, McNemar, sign test, MDE, McNemar study planning:
power, sample size, planned MDE), ``intervals``, ``multiplicity``, ``agreement`` (κ, α), ``votes``
(rater verdicts), ``bootstrap``, ``transitions``, ``curves`` (paper 001's area difference),
``scores`` (safety score, gain-on-baseline regression), ``preferences`` (Bradley–Terry strengths
from pairwise preferences) and ``sampling`` (stratified sampling with oversampling,
Horvitz–Thompson estimates).
Import from the package: ``from benchmark import stats; stats.mcnemar_exact(4, 15)``.
"""

from __future__ import annotations

from benchmark.stats.agreement import (
    cohen_kappa,
    cohen_kappa_ci,
    fleiss_kappa,
    krippendorff_alpha,
    krippendorff_alpha_coded,
)
from benchmark.stats.bootstrap import BootstrapCI, bootstrap_bca
from benchmark.stats.curves import normalized_area_difference
from benchmark.stats.intervals import conditional_wilson_paired_ci, newcombe_paired_ci, paired_wald_ci, wilson_ci
from benchmark.stats.multiplicity import bh_adjust, by_adjust
from benchmark.stats.paired import (
    mcnemar_chi2,
    mcnemar_exact,
    mcnemar_mde,
    mcnemar_mde_planned,
    mcnemar_power,
    mcnemar_sample_size,
    paired_table,
    sign_test,
)
from benchmark.stats.preferences import (
    bradley_terry,
    bradley_terry_bootstrap,
    win_matrix,
)
from benchmark.stats.sampling import (
    allocate,
    ht_mean,
    ht_mean_ci,
    ht_paired_difference,
    ht_total,
    stratified_sample,
)
from benchmark.stats.scores import ols_gain_on_baseline, safety_score
from benchmark.stats.transitions import TransitionResult, transition_analysis
from benchmark.stats.votes import majority_vote, rating_value, unanimous_strict

__all__ = [
    "BootstrapCI",
    "TransitionResult",
    "allocate",
    "bh_adjust",
    "bootstrap_bca",
    "bradley_terry",
    "bradley_terry_bootstrap",
    "by_adjust",
    "cohen_kappa",
    "cohen_kappa_ci",
    "conditional_wilson_paired_ci",
    "fleiss_kappa",
    "ht_mean",
    "ht_mean_ci",
    "ht_paired_difference",
    "ht_total",
    "krippendorff_alpha",
    "krippendorff_alpha_coded",
    "majority_vote",
    "mcnemar_chi2",
    "mcnemar_exact",
    "mcnemar_mde",
    "mcnemar_mde_planned",
    "mcnemar_power",
    "mcnemar_sample_size",
    "newcombe_paired_ci",
    "normalized_area_difference",
    "ols_gain_on_baseline",
    "paired_table",
    "paired_wald_ci",
    "rating_value",
    "safety_score",
    "sign_test",
    "stratified_sample",
    "transition_analysis",
    "unanimous_strict",
    "wilson_ci",
    "win_matrix",
]
