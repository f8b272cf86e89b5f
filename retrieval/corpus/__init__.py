"""Reading, validating, writing and exporting the EHR corpus.

- :mod:`records` — the portable record schema and value parsing;
- :mod:`readers` — streaming JSONL and CSV(.gz) readers that report file and line;
- :mod:`writer` — batched, idempotent, conflict-checking writes (COPY on PostgreSQL);
- :mod:`services` — ``corpus_import``, ``mimic_import``, ``corpus_export``: what commands,
  views and Celery tasks call.
"""
