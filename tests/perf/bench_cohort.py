#!/usr/bin/env python
"""Benchmark: synthetic cohort generation speed and peak memory at several cohort sizes.

    .venv/bin/python tests/perf/bench_cohort.py                 # 43, 1,000 and 10,000 patients
    .venv/bin/python tests/perf/bench_cohort.py --patients 43 10000

Runs ``manage.py make_cohort`` in a subprocess per size and reads the process's maximum resident
set size with wait4(), so the figure is the generator's own peak. Not a test: record the output
in docs/performance.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--patients", type=int, nargs="+", default=[43, 1000, 10000])
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench" / "cohorts")
    args = parser.parse_args()
    rows = []
    for n in args.patients:
        out = args.workdir / f"cohort-{n}"
        cmd = [sys.executable, "manage.py", "make_cohort", "--patients", str(n), "--seed", str(args.seed),
               "--out", str(out), "--no-progress"]
        start = time.perf_counter()
        process = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        output = process.stdout.read().decode()
        if os.waitstatus_to_exitcode(status) != 0:
            print(output)
            return 1
        size = sum(p.stat().st_size for p in out.glob("*.jsonl"))
        notes = sum(1 for _ in open(out / "notes.jsonl", encoding="utf-8"))
        rows.append((n, notes, seconds, usage.ru_maxrss // 1024, size / 2**20))
        print(output.strip())
    print(f"\nMachine: {platform.node()} · {os.cpu_count()} CPUs · Python {platform.python_version()}")
    print("| patients | notes | wall time (s) | patients/s | peak RSS (MiB) | output (MiB) |")
    print("|---:|---:|---:|---:|---:|---:|")
    for n, notes, seconds, peak, size in rows:
        print(f"| {n:,} | {notes:,} | {seconds:.1f} | {n / seconds:,.0f} | {peak} | {size:,.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
