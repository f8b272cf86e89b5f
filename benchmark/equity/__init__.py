"""Subgroups and equity (issue 17; paper 000 App. Y): accuracy by recorded demographics.

- ``strata`` — which stratum a patient or a question's patient falls in, per dimension (sex, age
  band, race, White / non-White, insurance); shared with drift monitoring.
- ``service`` — the analysis over the score table (any evaluator, physician verdicts included).
- ``render`` — Markdown, CSV, JSON and the page's rows.

The statistics are plain functions in ``benchmark.stats.subgroups``.
"""
