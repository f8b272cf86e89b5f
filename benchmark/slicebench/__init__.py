"""SliceBench (paper 000 §3.6, §4.5, App. I, K, M): patients in complexity tiers by their number of
encounters, the B0–B4 context ladder as named bundles of the existing conditions, and the per-tier
ladder table and figure computed from stored scores.

- :mod:`tiers` — tier cut-offs (parsed, validated, configurable) and the pure assignment;
- :mod:`selectors` — the reads: encounters per patient, the runs and scores of the ladder's steps;
- :mod:`ladder` — the service: the ladder's bundles and the analysis the page, CSV and command show;
- :mod:`render` — CSV, Markdown and the page's rows; :mod:`figure` — the matplotlib figure.

The statistics are :mod:`benchmark.stats.ladder` (no Django). See docs/slicebench.md.
"""
