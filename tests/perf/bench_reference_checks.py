#!/usr/bin/env python
"""Benchmark: the automatic reference checks against the synthetic cohort's injected defects.

    .venv/bin/python tests/perf/bench_reference_checks.py [--patients 43] [--seed 42] [--versions v1,v2,v3] [--markdown FILE]

On a fresh SQLite database and var folder (the zero-install defaults): migrate, load the vocabulary
subset, generate and load the cohort, build the knowledge graphs, then run
``manage.py check_references --dataset synthetic --version V --json`` for each version and score
its last line against the ``defect`` field the generator wrote into ``references.jsonl`` (the
cohort's truth; the checks never see it).

A check's *targets* are the catalogued defect types it looks for (``Check.catches``):
precision = flagged references whose defect is a target / flagged references; recall = flagged
references with a target defect / references with a target defect. "Any defect" precision counts
a flag on a reference with any defect as right. Overall: a reference is flagged if any check flags
it; precision = flagged and defective / flagged, recall = defective and flagged / defective
(all six defect types, including those no check targets), and recall over the targeted types only.
v3 is the exact truth: every flag on it is a false positive.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def ratio(num: int, den: int) -> str:
    return f"{num / den:.3f}" if den else "—"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--patients", type=int, default=43)
    parser.add_argument("--seed", type=int, default=42, help="the cohort's seed (another seed: a held-out cohort)")
    parser.add_argument("--versions", default="v1,v2,v3")
    parser.add_argument("--markdown", default=None, help="write the tables (Markdown) here")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-reference-checks-"))
    print(f"work folder (database, graphs; kept for inspection): {work}", file=sys.stderr)
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "EPIKG_VAR_DIR": str(work / "var")}

    def manage(*cmd: str) -> str:
        return subprocess.run([sys.executable, "manage.py", *cmd], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True).stdout

    timings = {}
    started = time.perf_counter()
    manage("migrate", "-v", "0")
    manage("load_vocabulary_subset")
    manage("make_cohort", "--patients", str(args.patients), "--seed", str(args.seed), "--out", str(work / "cohort"), "--load",
           "--dataset", "synthetic", "--no-progress")
    manage("build_kg", "--dataset", "synthetic", "--no-progress")
    timings["setup"] = time.perf_counter() - started

    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from benchmark.references.checks import CHECKS

    truth: dict[str, dict[str, str | None]] = defaultdict(dict)
    variant: dict[str, str] = {}
    for line in (work / "cohort" / "references.jsonl").read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        truth[row["version"]][row["qid"]] = row["defect"]
        if row["defect"] and "defect: " in row["rationale"]:
            # what went wrong, in the generator's words (v1's; v2 carries it over): the per-variant table only
            variant[row["qid"]] = row["rationale"].split("defect: ", 1)[1]

    out = [f"Synthetic cohort: {args.patients} patients, seed {args.seed}; the knowledge graph built with the shipped "
           "rules.", ""]
    for version in args.versions.split(","):
        started = time.perf_counter()
        last = manage("check_references", "--dataset", "synthetic", "--version", version, "--json").strip().splitlines()[-1]
        timings[f"check {version}"] = time.perf_counter() - started
        flags = json.loads(last)
        defects = truth[version]
        flagged_by: dict[str, set[str]] = defaultdict(set)
        for flag in flags:
            flagged_by[flag["check"]].add(flag["qid"])
        n_defective = sum(1 for d in defects.values() if d)
        out += [f"### {version}: {len(defects)} references, {n_defective} with an injected defect "
                f"({', '.join(f'{k} {v}' for k, v in Counter(d for d in defects.values() if d).most_common())})", "",
                "| check | targets | flagged | true positives | precision | recall | precision (any defect) |",
                "|---|---|---:|---:|---:|---:|---:|"]
        targeted: set[str] = set()
        for check in CHECKS:
            got, targets = flagged_by[check.name], set(check.catches)
            targeted |= targets
            tp = sum(1 for q in got if defects[q] in targets)
            positives = sum(1 for d in defects.values() if d in targets)
            any_defect = sum(1 for q in got if defects[q])
            out.append(f"| `{check.name}` | {', '.join(sorted(targets)) or '— (none injected)'} | {len(got)} | {tp} | "
                       f"{ratio(tp, len(got))} | {ratio(tp, positives)} ({positives}) | {ratio(any_defect, len(got))} |")
        union = set().union(*flagged_by.values()) if flagged_by else set()
        tp_any = sum(1 for q in union if defects[q])
        in_targets = sum(1 for d in defects.values() if d in targeted)
        tp_targeted = sum(1 for q in union if defects[q] in targeted)
        out.append(f"| **any check** | all types | {len(union)} | {tp_any} | {ratio(tp_any, len(union))} | "
                   f"{ratio(tp_any, n_defective)} ({n_defective}); targeted types {ratio(tp_targeted, in_targets)} "
                   f"({in_targets}) | {ratio(tp_any, len(union))} |")
        clean_flagged = sum(1 for q in union if not defects[q])
        out += ["", f"Flags on references without a defect: {clean_flagged} of {len(defects) - n_defective}.", ""]
        if n_defective:
            out += ["Recall of any check, by injected defect (the generator's rationale):", "",
                    "| defect | what went wrong | references | flagged |", "|---|---|---:|---:|"]
            groups: dict[tuple[str, str], list[str]] = defaultdict(list)
            for qid, defect in defects.items():
                if defect:
                    groups[defect, variant.get(qid, "")].append(qid)
            for (defect, why), qids in sorted(groups.items()):
                out.append(f"| {defect} | {why} | {len(qids)} | {sum(1 for q in qids if q in union)} |")
            out.append("")
    out.append("Time: " + ", ".join(f"{k} {v:.1f} s" for k, v in timings.items()) + ".")
    text = "\n".join(out)
    print(text)
    if args.markdown:
        Path(args.markdown).write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
