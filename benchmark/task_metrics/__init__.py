"""Metrics for paper 001's three EHR extraction tasks (docs/task-metrics.md).

- Imaging Procedures: :func:`imaging_scores` — P/R/F1 at modality+date+location, modality+date and
  modality+date ±1 day, one-to-one (maximum bipartite) matching.
- Antibiotic Timelines: :func:`antibiotic_scores` — name-only P/R/F1 after ingredient normalisation
  and the per-drug timespan Jaccard index.
- Diagnosis Generation: :func:`diagnosis_scores` — F1 over CCSR category sets (with the paper's
  subcategory-intersection rule for codes the CCSR omits) and exact-code F1 for reference.

:func:`aggregate_scores` pools per-admission results over a dataset (micro, as the paper's tables
are, and macro). ``parse_*_answer`` turn a model's free-text answer into items.

Plain Python over dicts and lists: no Django models are imported here.
"""

from __future__ import annotations

from benchmark.task_metrics._common import mean_defined, prf
from benchmark.task_metrics.answers import parse_antibiotic_answer, parse_diagnosis_answer, parse_imaging_answer
from benchmark.task_metrics.antibiotics import (
    AntibioticTable, Drug, antibiotic_scores, load_antibiotic_table, normalize_drug,
)
from benchmark.task_metrics.diagnoses import (
    CcsrMapping, CodeCategories, diagnosis_scores, load_ccsr_csv, load_ccsr_subset, normalize_icd10,
)
from benchmark.task_metrics.imaging import (
    LEVELS as IMAGING_LEVELS, ImagingTerms, Site, imaging_scores, load_imaging_terms, normalize_imaging_item,
    normalize_site,
)

__all__ = [
    "IMAGING_LEVELS", "AntibioticTable", "CcsrMapping", "CodeCategories", "Drug", "ImagingTerms", "Site",
    "aggregate_scores", "antibiotic_scores", "diagnosis_scores", "imaging_scores", "load_antibiotic_table",
    "load_ccsr_csv", "load_ccsr_subset", "load_imaging_terms", "normalize_drug", "normalize_icd10",
    "normalize_imaging_item", "normalize_site", "parse_antibiotic_answer", "parse_diagnosis_answer",
    "parse_imaging_answer", "prf",
]


def _is_prf(value) -> bool:
    return isinstance(value, dict) and {"tp", "fp", "fn"} <= value.keys()


def aggregate_scores(results) -> dict:
    """Pool per-admission results of one task's score function over a dataset.

    For every P/R/F1 block (e.g. ``modality_date_location``, ``name``, ``ccsr``, ``code_exact``):

    - ``micro``: P/R/F1 from the summed tp/fp/fn. This is how the paper's appendix tables read:
      their F1 is the harmonic mean of the reported P and R (e.g. 48.93 and 29.34 → 36.68).
    - ``macro``: the mean of each admission's precision, recall and F1, each over the admissions
      where it is defined, with those counts (``n_precision``, ``n_recall``, ``n_f1``).

    For antibiotics, ``timespan_jaccard`` has ``pooled`` — the mean of every per-drug value in the
    dataset, the paper's "values are averaged over the dataset" — with ``n_drugs``, and ``macro``,
    the mean of the per-admission means, with ``n_admissions``.
    """
    results = list(results)
    if not results:
        raise ValueError("no results to aggregate")
    blocks = [key for key, value in results[0].items() if _is_prf(value)]
    out: dict = {"n_admissions": len(results)}
    for key in blocks:
        rows = []
        for index, result in enumerate(results):
            if not _is_prf(result.get(key)):
                raise ValueError(f"result {index} has no P/R/F1 block {key!r}; mixed tasks?")
            rows.append(result[key])
        micro = prf(sum(r["tp"] for r in rows), sum(r["fp"] for r in rows), sum(r["fn"] for r in rows))
        macro = {}
        for measure in ("precision", "recall", "f1"):
            macro[measure], macro[f"n_{measure}"] = mean_defined(r[measure] for r in rows)
        out[key] = {"micro": micro, "macro": macro}
    if "per_drug" in results[0]:
        values = [d["jaccard"] for r in results for d in r["per_drug"]]
        macro, n = mean_defined(r["timespan_jaccard"] for r in results)
        out["timespan_jaccard"] = {"pooled": sum(values) / len(values) if values else None, "n_drugs": len(values),
                                   "macro": macro, "n_admissions": n}
    return out
