"""The synthetic MIMIC-style cohort: charts written from a structured ground truth.

- :mod:`vocab` — the clinical vocabulary and phrasings (a validated data file);
- :mod:`plan` — which patient answers which question slot, and which v1 references are defective;
- :mod:`truth` — per-patient ground truth (problems, findings, medications, imaging, antibiotics, codes);
- :mod:`chart` — notes written from the truth, recording the span of every mention;
- :mod:`questions` — questions and exact (v3) references with evidence spans;
- :mod:`defects` — the v1 auto-generated-style defects and the v2 corrections;
- :mod:`generate` — streams a whole cohort to a corpus folder.
"""
