#!/usr/bin/env python
"""Benchmark: build the knowledge graph of the 43-patient synthetic cohort (about 1,050 notes) with
``manage.py build_kg`` into SQLite and into PostgreSQL; report wall time, notes per second and the
peak memory of each build process (max RSS, from wait4), then the time of an incremental re-run
(nothing changed: every note is skipped).

    .venv/bin/python tests/perf/bench_kg.py
    .venv/bin/python tests/perf/bench_kg.py --databases postgres --processes 2 \
        --postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench_kg

``--processes 2`` splits the patients between two ``build_kg --subjects …`` processes started
together, as two Celery workers (``build_kg --async`` with concurrency 2) would share them; the
wall time is until both finish. Each run starts from a fresh, migrated database into which the
cohort and the vocabulary subset are loaded first (not timed). Wall time covers the whole command:
Django start-up, building the term matcher, the NLP pipeline over every note, and the writes.
Not a test: it prints figures to record in docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_import import prepare_database, run_measured  # noqa: E402


def manage(args: list[str], env: dict) -> str:
    done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return done.stdout


def build_in_parallel(groups: list[list[int]], env: dict) -> tuple[float, list[int], str]:
    """Start one ``build_kg --subjects`` per group; return (wall seconds, peak RSS MiB each, output)."""
    start = time.perf_counter()
    processes = []
    for group in groups:
        cmd = [sys.executable, "manage.py", "build_kg", "--no-progress", "--subjects", *map(str, group)]
        processes.append(subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT))
    peaks, outputs = [], []
    for process in processes:
        _, status, usage = os.wait4(process.pid, 0)
        output = process.stdout.read().decode(errors="replace")
        if os.waitstatus_to_exitcode(status) != 0:
            raise SystemExit(f"build_kg failed:\n{output[-3000:]}")
        peaks.append(usage.ru_maxrss // 1024)
        outputs.append(output)
    return time.perf_counter() - start, peaks, "\n".join(outputs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--patients", type=int, default=43)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--databases", default="sqlite,postgres")
    parser.add_argument("--processes", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--postgres-url", default=os.environ.get(
        "EPIKG_BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/epikg_bench_kg"))
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench_kg")
    args = parser.parse_args()

    cohort = args.workdir / f"cohort-{args.patients}-{args.seed}"
    if not (cohort / "notes.jsonl").exists():
        manage(["make_cohort", "--patients", str(args.patients), "--seed", str(args.seed), "--out", str(cohort),
                "--no-progress"], {**os.environ, "EPIKG_VAR_DIR": str(args.workdir / "var")})
    notes = [json.loads(line) for line in (cohort / "notes.jsonl").read_text(encoding="utf-8").splitlines()]
    subjects = sorted({n["subject_id"] for n in notes})
    chars = sum(len(n["text"]) for n in notes)
    print(f"Cohort: {len(subjects)} patients, {len(notes):,} notes, {chars / 1e6:.1f} M characters of text")

    results = []
    for kind in [k.strip() for k in args.databases.split(",") if k.strip()]:
        for processes in args.processes:
            url = f"sqlite:///{args.workdir / 'bench.sqlite3'}" if kind == "sqlite" else args.postgres_url
            env = {**os.environ, "DATABASE_URL": url, "EPIKG_VAR_DIR": str(args.workdir / "var"),
                   "LOG_LEVEL": "warning"}
            prepare_database(kind, url, env)
            manage(["import_corpus", str(cohort), "--dataset", "synthetic", "--no-progress"], env)
            manage(["load_vocabulary_subset"], env)
            groups = [subjects[i::processes] for i in range(processes)]
            seconds, peaks, output = build_in_parallel(groups, env)
            edges = sum(int(m) for m in re.findall(r"(\d+) edge\(s\) written", output))
            # Incremental re-run: nothing changed, so every note is skipped.
            re_seconds, code, re_peak, tail = run_measured(
                [sys.executable, "manage.py", "build_kg", "--no-progress", "--dataset", "synthetic"], env)
            if code != 0 or " 0 note(s) built" not in tail:
                print(tail)
                return 1
            row = {"database": kind, "processes": processes, "patients": len(subjects), "notes": len(notes),
                   "edges": edges, "seconds": round(seconds, 1), "notes_per_s": round(len(notes) / seconds),
                   "peak_rss_mib": max(peaks), "rerun_seconds": round(re_seconds, 1), "rerun_peak_rss_mib": re_peak}
            results.append(row)
            print(json.dumps(row), flush=True)

    print(f"\nMachine: {platform.node()} · {os.cpu_count()} CPUs · Python {platform.python_version()}")
    print("| database | processes | patients | notes | edges | build (s) | notes/s | peak RSS per process (MiB) "
          "| re-run, nothing changed (s) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(f"| {r['database']} | {r['processes']} | {r['patients']} | {r['notes']:,} | {r['edges']:,} "
              f"| {r['seconds']} | {r['notes_per_s']} | {r['peak_rss_mib']} | {r['rerun_seconds']} |")
    (args.workdir / "results.json").write_text(json.dumps({"results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
