#!/usr/bin/env python
"""The hand-written yardstick: conditions over ``docs/examples/handwritten`` (charts and questions
written by a hand that never read the generator, the routing rules or the reader; frozen before
any run), scored with evidence recall, the polarity-aware evaluator and keyword v2.

    .venv/bin/python tests/perf/bench_yardstick.py [--conditions C1,C2b,C4g,C4g_oracle] [--markdown FILE] [--json FILE]
        [--folder docs/examples/handwritten2 --dataset handwritten2]

On a fresh SQLite database and var folder: load the vocabulary subset, import the set (its
questions and v1 references come with it), build the knowledge graphs, run the conditions with the
offline ``extractive`` reader, score them, and print per condition: questions, evidence recall
(over the questions whose reference names evidence), accuracy under ``polarity`` and
``keyword_v2``, and evidence recall per category. Evidence recall reads no answer text: it is the
figure that holds whatever the model. Not a test: the figures go to docs/conditions.md.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_conditions import scratch_site  # noqa: E402
CONDITIONS = "C1,C2b,C3,C4,C4g,C4g_oracle"
DATASET = "handwritten"
EVALUATORS = ("evidence_recall", "polarity", "keyword_v2")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--conditions", default=CONDITIONS)
    parser.add_argument("--folder", default=str(ROOT / "docs" / "examples" / "handwritten"))
    parser.add_argument("--dataset", default=DATASET, help="the dataset name to import the folder as")
    parser.add_argument("--markdown", default=None, help="write the table (Markdown) here")
    parser.add_argument("--json", default=None, help="write every figure (JSON) here")
    args = parser.parse_args()
    work, env, manage = scratch_site("yardstick")

    manage("migrate", "-v", "0")
    manage("load_vocabulary_subset")
    manage("import_corpus", args.folder, "--dataset", args.dataset)
    # the set's v1 references are frozen with it; scores use only a released version
    manage("release_references", "--dataset", args.dataset, "--version", "v1", "--default", "--yes",
           "--note", "the hand-written set's v1, frozen when the set was committed")
    manage("build_kg", "--dataset", args.dataset, "--no-progress")
    out = manage("run_conditions", "--conditions", args.conditions, "--model", "extractive", "--dataset", args.dataset,
                 "--no-progress")
    run_ids = json.loads(out.strip().splitlines()[-1])
    ids = [str(i) for i in run_ids.values()]
    for evaluator in EVALUATORS:
        manage("score", *ids, "--evaluator", evaluator, "--reference", "v1")

    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from benchmark.harm import run_harm
    from benchmark.models import PredictionScore, RunPrediction

    harms = run_harm(list(run_ids.values()))
    rows = {}
    for condition, run_id in run_ids.items():
        values: dict[str, dict[str, list[float]]] = {e: defaultdict(list) for e in EVALUATORS}
        for evaluator, value, category in PredictionScore.objects.filter(run_id=run_id).values_list(
                "evaluator", "value", "question__category"):
            values[evaluator][category].append(value)
        tokens = list(RunPrediction.objects.filter(run_id=run_id).values_list("evidence_tokens", flat=True))

        def mean(cats):
            flat = [v for vs in cats.values() for v in vs]
            return sum(flat) / len(flat) if flat else None

        rows[condition] = {
            "run": run_id, "n": len(tokens), "tokens": sum(tokens) / len(tokens) if tokens else 0.0,
            **{e: mean(values[e]) for e in EVALUATORS},
            "recall_n": sum(len(v) for v in values["evidence_recall"].values()),
            "recall_by_category": {c: sum(v) / len(v) for c, v in sorted(values["evidence_recall"].items())},
            "polarity_by_category": {c: sum(v) / len(v) for c, v in sorted(values["polarity"].items())},
            "asserting": harms.get(run_id, {}).get("harm_asserting", 0),
            "contradicted": harms.get(run_id, {}).get("harm_contradicted", 0),
            "flagged": [f["qid"] for f in harms.get(run_id, {}).get("harm_flagged", [])],
        }
    categories = sorted({c for row in rows.values() for c in row["recall_by_category"]})
    header = ["condition", "n", "evidence tokens", "evidence recall", "polarity", "keyword v2",
              "contradicted (harm screen)"]
    lines = ["| " + " | ".join(header + [c.replace("_", " ") for c in categories]) + " |",
             "|---|" + "---:|" * (len(header) - 1 + len(categories))]
    for condition, row in rows.items():
        cells = [f"`{condition}`", str(row["n"]), f"{row['tokens']:.0f}",
                 f"{row['evidence_recall']:.3f} (n={row['recall_n']})", f"{row['polarity']:.3f}",
                 f"{row['keyword_v2']:.3f}",
                 f"{row['contradicted']} ({100 * row['contradicted'] / row['n']:.1f}%) of {row['asserting']} called current"
                 if row["n"] else "—"]
        cells += [f"{row['recall_by_category'].get(c, float('nan')):.2f} / {row['polarity_by_category'].get(c, float('nan')):.2f}"
                  for c in categories]
        lines.append("| " + " | ".join(cells) + " |")
    table = "\n".join(lines)
    print(table)
    print("(per category: evidence recall / polarity accuracy; contradicted: answers calling an asked concept current "
          "that the chart had going and a later statement ended, benchmark.harm)")
    if args.markdown:
        Path(args.markdown).write_text(table + "\n", encoding="utf-8")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
