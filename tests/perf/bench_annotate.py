#!/usr/bin/env python
"""Benchmark: assertion annotation throughput.

    .venv/bin/python tests/perf/bench_annotate.py [--patients 43]

1. Sentence level — ``manage.py annotate`` on the synthetic cohort's mention rows
   (export_mention_gold): rows (sentences) per second, whole command.
2. Note level — ``find_and_classify`` over every note of the cohort with the shipped vocabulary's
   target terms: characters and mentions per second (pipeline warm; term matcher built once).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--patients", type=int, default=43)
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-annotate-"))
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "EPIKG_VAR_DIR": str(work / "var")}
    run = lambda *cmd: subprocess.run([sys.executable, "manage.py", *cmd], cwd=ROOT, env=env, check=True,  # noqa: E731
                                      capture_output=True, text=True).stdout
    run("migrate", "-v", "0")
    run("make_cohort", "--patients", str(args.patients), "--out", str(work / "cohort"), "--no-progress")
    run("export_mention_gold", str(work / "cohort"), str(work / "gold.jsonl"))
    rows = sum(1 for _ in open(work / "gold.jsonl", encoding="utf-8"))
    start = time.perf_counter()
    run("annotate", str(work / "gold.jsonl"), str(work / "pred.jsonl"))
    sentence_seconds = time.perf_counter() - start
    report = run("eval_assertions", str(work / "gold.jsonl"), str(work / "pred.jsonl"), "--json")
    scores = json.loads(report)

    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from retrieval.nlp.pipeline import Term, TermMatcher, find_and_classify, get_pipeline
    from retrieval.vocabulary.normalize import target_terms
    from retrieval.vocabulary.services import vocabulary_load_subset

    vocabulary_load_subset()
    get_pipeline()
    matcher = TermMatcher(Term(t, c, d) for t, c, d in target_terms())
    notes = [json.loads(line)["text"] for line in open(work / "cohort" / "notes.jsonl", encoding="utf-8")]
    start, mentions = time.perf_counter(), 0
    for text in notes:
        mentions += len(find_and_classify(text, matcher))
    note_seconds = time.perf_counter() - start
    chars = sum(map(len, notes))
    print(f"sentence level: {rows:,} rows in {sentence_seconds:.1f} s (whole command) = {rows / sentence_seconds:,.0f} sentences/s; "
          f"macro-F1 {scores['macro_f1']:.4f}, accuracy {scores['accuracy']:.4f}")
    print(f"note level: {len(notes):,} notes, {chars:,} characters, {mentions:,} mentions in {note_seconds:.1f} s = "
          f"{chars / note_seconds:,.0f} chars/s, {mentions / note_seconds:,.0f} mentions/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
