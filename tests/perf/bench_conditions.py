#!/usr/bin/env python
"""Benchmark: every ClinicalBench condition over the synthetic cohort with the extractive reader.

    .venv/bin/python tests/perf/bench_conditions.py [--patients 43] [--conditions C1,...] [--markdown FILE]

On a fresh SQLite database and var folder (the zero-install defaults): generate and load the
cohort, build the knowledge graphs, then ``run_conditions`` twice —

1. cold: dense indexes not yet built (C2b embeds every patient's chunks once);
2. warm: ``--new`` runs of the same conditions, indexes cached (the steady state);

and report wall time of each, retrieval latency p50/p95 per condition (``retrieval_ms`` of the
stored predictions), mean evidence tokens per condition and as a share of C6's, and accuracy
against reference v3 with the keyword evaluator v2 and the polarity-aware evaluator (overall and
per category), and evidence recall (the share of v3's evidence spans each condition retrieved). Then ``manage.py score`` (both evaluators) and ``manage.py report`` over the warm
runs are timed, and the BCa patient-cluster bootstrap (2,000 resamples) on the C1 vs C4g pairs.
``--markdown`` writes the accuracy table for docs/conditions.md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
CONDITIONS = "C1,C1b,C2,C2b,C3,C4,C4g,C4g_oracle,C4g+,C6,C7"


def percentile(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    k = (len(values) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(values) - 1)
    return values[lo] + (values[hi] - values[lo]) * (k - lo)


def scratch_site(name: str):
    """A fresh SQLite database and var folder in a temporary folder kept for inspection: the folder,
    the environment that points at them, and ``manage(*cmd)`` running ``manage.py`` there (stdout)."""
    work = Path(tempfile.mkdtemp(prefix=f"bench-{name}-"))
    print(f"work folder (database, graphs, runs; kept for inspection): {work}", file=sys.stderr)
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "EPIKG_VAR_DIR": str(work / "var"),
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}

    def manage(*cmd: str) -> str:
        return subprocess.run([sys.executable, "manage.py", *cmd], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True).stdout

    return work, env, manage


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--patients", type=int, default=43)
    parser.add_argument("--conditions", default=CONDITIONS)
    parser.add_argument("--markdown", default=None, help="write the accuracy table (Markdown) here")
    args = parser.parse_args()
    work, env, manage = scratch_site("conditions")

    manage("migrate", "-v", "0")
    manage("load_vocabulary_subset")
    manage("make_cohort", "--patients", str(args.patients), "--out", str(work / "cohort"), "--load",
           "--dataset", "synthetic", "--no-progress")
    started = time.perf_counter()
    manage("build_kg", "--dataset", "synthetic", "--no-progress")
    build_seconds = time.perf_counter() - started
    timings = {}
    run_ids = {}
    for phase, extra in (("cold", []), ("warm", ["--new"])):
        started = time.perf_counter()
        out = manage("run_conditions", "--conditions", args.conditions, "--model", "extractive",
                     "--dataset", "synthetic", "--no-progress", *extra)
        timings[phase] = time.perf_counter() - started
        run_ids[phase] = json.loads(out.strip().splitlines()[-1])

    warm_ids = [str(i) for i in run_ids["warm"].values()]
    started = time.perf_counter()
    manage("score", *warm_ids, "--evaluator", "keyword_v2")
    manage("score", *warm_ids, "--evaluator", "polarity")
    manage("score", *warm_ids, "--evaluator", "evidence_recall")
    timings["score"] = time.perf_counter() - started
    started = time.perf_counter()
    manage("report", *warm_ids, "--evaluator", "keyword_v2", "--format", "md,csv,json", "--out", str(work / "report"))
    timings["report"] = time.perf_counter() - started

    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from benchmark.evaluators import get_evaluator
    from benchmark.models import ReferenceAnswer, RunPrediction

    evaluators = [get_evaluator("keyword_v2"), get_evaluator("polarity")]
    recall_evaluator = get_evaluator("evidence_recall")
    references = {r.question_id: r for r in ReferenceAnswer.objects.filter(version="v3")}
    rows = {}
    for condition, run_id in run_ids["warm"].items():
        latencies, tokens = [], []
        scores = {e.name: defaultdict(list) for e in evaluators}
        recall = defaultdict(list)
        for p in RunPrediction.objects.filter(run_id=run_id).select_related("question"):
            latencies.append(p.retrieval_ms)
            tokens.append(p.evidence_tokens)
            ref = references[p.question_id]
            for e in evaluators:
                s = e.score(p.question.category, p.question.text, p.answer,
                            {"answer": ref.answer, "structure": ref.structure})
                scores[e.name][p.question.category].append(s.value)
            r = recall_evaluator.score(p.question.category, p.question.text, p.answer,
                                       {"answer": ref.answer, "evidence": ref.evidence}, evidence=p.evidence)
            if r is not None:
                recall[p.question.category].append(r.value)
        rows[condition] = {
            "n": len(tokens), "p50_ms": percentile(latencies, 0.5), "p95_ms": percentile(latencies, 0.95),
            "tokens": statistics.mean(tokens) if tokens else 0.0,
            "accuracy": {name: sum(sum(v) for v in cats.values()) / max(1, sum(len(v) for v in cats.values()))
                         for name, cats in scores.items()},
            "by_category": {name: {c: sum(v) / len(v) for c, v in sorted(cats.items())}
                            for name, cats in scores.items()},
            "recall": sum(sum(v) for v in recall.values()) / max(1, sum(len(v) for v in recall.values())),
            "recall_by_category": {c: sum(v) / len(v) for c, v in sorted(recall.items())},
        }
    c6_tokens = rows.get("C6", {}).get("tokens") or float("nan")
    if "C1" in run_ids["warm"] and "C4g" in run_ids["warm"]:
        import numpy as np

        from benchmark import stats
        from benchmark.models import PredictionScore

        pairs, clusters = [], []
        c1 = dict(PredictionScore.objects.filter(run_id=run_ids["warm"]["C1"], evaluator="keyword_v2")
                  .values_list("question_id", "value"))
        for qid, value, subject in PredictionScore.objects.filter(
                run_id=run_ids["warm"]["C4g"], evaluator="keyword_v2").values_list(
                "question_id", "value", "question__subject_id"):
            pairs.append((c1[qid], value))
            clusters.append(subject)
        started = time.perf_counter()
        ci = stats.bootstrap_bca(np.array(pairs), lambda v: float(v[:, 1].mean() - v[:, 0].mean()),
                                 n_resamples=2000, seed=42, clusters=clusters)
        timings["bootstrap"] = time.perf_counter() - started
        print(f"BCa cluster bootstrap, 2,000 resamples, {len(pairs)} questions × {len(set(clusters))} patients: "
              f"{timings['bootstrap']:.2f} s (C1→C4g Δ {ci.estimate:+.3f} [{ci.low:+.3f}, {ci.high:+.3f}])")
    print(f"cohort: {args.patients} patients; KG build {build_seconds:.1f} s")
    print(f"run_conditions {args.conditions}: cold {timings['cold']:.1f} s, warm {timings['warm']:.1f} s")
    print(f"score (keyword_v2 + polarity + evidence_recall, {len(warm_ids)} runs): {timings['score']:.1f} s; "
          f"report ({len(warm_ids)} runs, md+csv+json+figures): {timings['report']:.1f} s")
    print(f"{'condition':12s} {'n':>4s} {'p50 ms':>8s} {'p95 ms':>8s} {'tokens':>8s} {'% C6':>6s} {'kw_v2':>6s} {'polar':>6s} {'recall':>6s}")
    for condition, row in rows.items():
        print(f"{condition:12s} {row['n']:4d} {row['p50_ms']:8.1f} {row['p95_ms']:8.1f} {row['tokens']:8.0f} "
              f"{100 * row['tokens'] / c6_tokens:5.1f}% {row['accuracy']['keyword_v2']:6.3f} "
              f"{row['accuracy']['polarity']:6.3f} {row['recall']:6.3f}")
    if args.markdown:
        categories = sorted(next(iter(rows.values()))["by_category"]["keyword_v2"])
        lines = ["| condition | keyword v2 | polarity | evidence recall | " + " | ".join(categories) + " |",
                 "|---|---:|---:|---:|" + "---:|" * len(categories)]
        for condition, row in rows.items():
            cells = [f"{row['by_category']['keyword_v2'][c]:.2f} / {row['by_category']['polarity'][c]:.2f}"
                     for c in categories]
            lines.append(f"| `{condition}` | {row['accuracy']['keyword_v2']:.3f} | {row['accuracy']['polarity']:.3f} | "
                         f"{row['recall']:.3f} | "
                         + " | ".join(cells) + " |")
        Path(args.markdown).write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"accuracy table written to {args.markdown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
