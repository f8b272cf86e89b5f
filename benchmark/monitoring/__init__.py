"""Drift monitoring (algorithmovigilance, paper 000 App. Z; docs/monitoring.md).

- ``service`` — the one service: monitors, checks (through the run and scoring services),
  alerts and markers; ``monitors_tick`` is what Celery beat runs.
- ``selectors`` — the pages' reads and the navigation's open-alert count.
- ``alerts`` — what a check's accuracies fire (over ``benchmark.stats.drift``).
- ``versions`` — the pipeline versions a check runs under and what changed.

Strata (sex, age band, race) are the equity analysis's: ``benchmark.equity.strata.question_strata``.
- ``figure`` — the timeline; ``access`` and ``forms`` for the pages.
"""
