#!/usr/bin/env python
"""Benchmark: the SliceBench ladder (B0–B4 = C1, C1b, C2, C4g, C4g+) over the SliceBench cohort.

    .venv/bin/python tests/perf/bench_slicebench.py [--evaluator keyword_v2] [--figure docs/figures/slicebench-ladder.png]

On a fresh SQLite database and var folder, as ``bench_conditions.py`` does (its ``percentile`` and
set-up): generate and load ``make_cohort --profile slicebench`` (6 patients, 2 per tier, 144
questions), build the knowledge graphs, run the five conditions with the offline extractive
reader, score them (keyword v2 by default: the paper's judge needs an LLM; pass ``--evaluator
judge --judge-model MODEL`` with one configured), and print ``manage.py slicebench``'s ladder table, with timings and
retrieval latency per condition. ``--figure`` writes the figure.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_conditions import percentile, scratch_site  # noqa: E402

CONDITIONS = "C1,C1b,C2,C4g,C4g+"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--evaluator", default="keyword_v2")
    parser.add_argument("--judge-model", default=None, help="with --evaluator judge: the judge's litellm model")
    parser.add_argument("--figure", default=None, help="write the ladder figure (PNG or SVG) here")
    args = parser.parse_args()
    work, env, manage = scratch_site("slicebench")

    timings = {}
    started = time.perf_counter()
    manage("migrate", "-v", "0")
    manage("load_vocabulary_subset")
    manage("make_cohort", "--profile", "slicebench", "--out", str(work / "cohort"), "--load", "--dataset",
           "slicebench", "--no-progress")
    manage("set_release", "--dataset", "slicebench", "--reference", "v3", "--yes")
    timings["cohort"] = time.perf_counter() - started
    started = time.perf_counter()
    manage("build_kg", "--dataset", "slicebench", "--no-progress")
    timings["build_kg"] = time.perf_counter() - started
    started = time.perf_counter()
    out = manage("run_conditions", "--conditions", CONDITIONS, "--model", "extractive", "--dataset", "slicebench",
                 "--no-progress")
    timings["run"] = time.perf_counter() - started
    run_ids = json.loads(out.strip().splitlines()[-1])
    started = time.perf_counter()
    judge = ["--judge-model", args.judge_model] if args.judge_model else []
    manage("score", *map(str, run_ids.values()), "--evaluator", args.evaluator, *judge)
    timings["score"] = time.perf_counter() - started
    started = time.perf_counter()
    figure = ["--figure", str(Path(args.figure).resolve())] if args.figure else []
    table = manage("slicebench", "--dataset", "slicebench", "--evaluator", args.evaluator, *figure)
    timings["slicebench"] = time.perf_counter() - started

    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from benchmark.models import RunPrediction

    print(table)
    print("| condition | run | p50 retrieval ms | p95 retrieval ms | mean evidence tokens |")
    print("|---|---|---:|---:|---:|")
    for condition, run_id in run_ids.items():
        rows = list(RunPrediction.objects.filter(run_id=run_id).values_list("retrieval_ms", "evidence_tokens"))
        tokens = sum(t for _, t in rows) / max(1, len(rows))
        print(f"| {condition} | {run_id} | {percentile([r for r, _ in rows], 0.5):.1f} | "
              f"{percentile([r for r, _ in rows], 0.95):.1f} | {tokens:.0f} |")
    print()
    print("timings (s): " + ", ".join(f"{k} {v:.1f}" for k, v in timings.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
