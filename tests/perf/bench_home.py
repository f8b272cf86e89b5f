#!/usr/bin/env python
"""Benchmark: the home page's per-dataset counts (``retrieval.selectors.dataset_list_with_counts``)
against the single ``COUNT(DISTINCT)`` join it replaced, on SQLite and PostgreSQL.

    .venv/bin/python tests/perf/bench_home.py                        # 250, 1,000 and 100,000 notes, both databases
    .venv/bin/python tests/perf/bench_home.py --notes 100000 --databases postgres \
        --postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench_home

Each size gets a fresh, migrated database (``prepare_database`` of ``bench_import.py``) holding one
dataset with ``bench_import``'s MIMIC shape: 40% discharge summaries (one per admission), 60%
radiology reports (a third without an admission), two admissions per patient; so 100,000 notes
come with 40,000 admissions and 20,000 patients. Rows are written with ``bulk_create`` (short note
text: neither query reads it), then ``ANALYZE`` (PostgreSQL: ``VACUUM ANALYZE``, as autovacuum
would). A child process per database times each form ``--repeat`` times after one warm-up and
reports the median (a form slower than 5 s runs once). The old join is stopped after
``--timeout`` seconds (PostgreSQL ``statement_timeout``, SQLite ``interrupt()``). Not a test: it
prints figures to record in docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_import import prepare_database


def fill(notes: int) -> dict:
    """One dataset of ``notes`` notes in bench_import's shape, written with bulk_create."""
    import datetime as dt
    import random

    from django.db import connection

    from retrieval.models import Admission, Dataset, Note, Patient

    rng = random.Random(42)
    n_admissions = int(notes * 0.4)
    n_patients = max(1, n_admissions // 2)
    when = dt.datetime(2150, 1, 1, tzinfo=dt.UTC)
    dataset = Dataset.objects.create(name="bench")
    patients = Patient.objects.bulk_create(
        [Patient(dataset=dataset, subject_id=10_000_000 + i) for i in range(n_patients)], batch_size=5000)
    admissions = Admission.objects.bulk_create(
        [Admission(dataset=dataset, patient=patients[i % n_patients], subject_id=10_000_000 + i % n_patients,
                   hadm_id=20_000_000 + i, admittime=when) for i in range(n_admissions)], batch_size=5000)

    def note(i: int) -> Note:
        admission = admissions[i] if i < n_admissions else admissions[rng.randrange(n_admissions)]
        outpatient = i >= n_admissions and rng.random() < 1 / 3
        return Note(dataset=dataset, patient_id=admission.patient_id, subject_id=admission.subject_id,
                    admission=None if outpatient else admission, hadm_id=None if outpatient else admission.hadm_id,
                    note_id=f"{admission.subject_id}-{'DS' if i < n_admissions else 'RR'}-{i}",
                    note_type="DS" if i < n_admissions else "RR", charttime=when, text="x", text_sha256="0")

    for start in range(0, notes, 5000):
        Note.objects.bulk_create([note(i) for i in range(start, min(notes, start + 5000))])
    with connection.cursor() as cursor:  # as autovacuum would; VACUUM also lets PostgreSQL count from the index
        cursor.execute("VACUUM ANALYZE" if connection.vendor == "postgresql" else "ANALYZE")
    return {"notes": notes, "admissions": n_admissions, "patients": n_patients}


def old_join():
    """The query the home page ran before issue 11: one join of patients × admissions × notes."""
    from django.db.models import Count

    from retrieval.models import Dataset

    return Dataset.objects.annotate(
        patient_count=Count("patients", distinct=True),
        admission_count=Count("admissions", distinct=True),
        note_count=Count("notes", distinct=True),
    ).order_by("name")


def timed(make_queryset, timeout: float) -> float | None:
    """Seconds to evaluate the queryset, or None when it was stopped after ``timeout`` seconds."""
    from django.db import OperationalError, connection
    from django.db.utils import DatabaseError

    connection.ensure_connection()
    timer = None
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("SET statement_timeout = %s", [int(timeout * 1000)])
    else:
        timer = threading.Timer(timeout, connection.connection.interrupt)
        timer.start()
    start = time.perf_counter()
    try:
        rows = [(d.patient_count, d.admission_count, d.note_count) for d in make_queryset()]
    except (OperationalError, DatabaseError):
        return None
    finally:
        if timer:
            timer.cancel()
    elapsed = time.perf_counter() - start
    assert rows, "no dataset"
    return elapsed


def measure(notes: int, repeat: int, timeout: float) -> None:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    django.setup()
    from django.db import connection

    from retrieval.selectors import dataset_list_with_counts

    t0 = time.perf_counter()
    shape = fill(notes)
    shape["fill_s"] = round(time.perf_counter() - t0, 1)
    new_rows = [(d.patient_count, d.admission_count, d.note_count) for d in dataset_list_with_counts()]
    assert new_rows == [(shape["patients"], shape["admissions"], shape["notes"])], new_rows
    result = {"database": connection.vendor, **shape}
    for name, make in (("new", dataset_list_with_counts), ("old", old_join)):
        first = timed(make, timeout)  # warm-up; a query slower than 5 s (or stopped) is not repeated
        runs = [first] + ([timed(make, timeout) for _ in range(repeat - 1)] if first is not None and first < 5 else [])
        result[f"{name}_ms"] = None if None in runs else round(statistics.median(runs[1:] or runs) * 1000, 2)
    print("RESULT " + json.dumps(result), flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", default="250,1000,100000", help="comma-separated sizes")
    parser.add_argument("--databases", default="sqlite,postgres")
    parser.add_argument("--postgres-url", default=os.environ.get("EPIKG_BENCH_POSTGRES_URL",
                                                                 "postgres://postgres@127.0.0.1:5432/epikg_bench_home"))
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench-home")
    parser.add_argument("--repeat", type=int, default=6)
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds before the old join is stopped")
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        measure(args.child, args.repeat, args.timeout)
        return 0

    args.workdir.mkdir(parents=True, exist_ok=True)
    results = []
    for kind in [k.strip() for k in args.databases.split(",") if k.strip()]:
        for notes in [int(n) for n in args.notes.split(",")]:
            url = f"sqlite:///{args.workdir / 'bench.sqlite3'}" if kind == "sqlite" else args.postgres_url
            env = {**os.environ, "DATABASE_URL": url, "EPIKG_VAR_DIR": str(args.workdir / "var")}
            prepare_database(kind, url, env)
            done = subprocess.run([sys.executable, __file__, "--child", str(notes), "--repeat", str(args.repeat),
                                   "--timeout", str(args.timeout)], cwd=ROOT, env=env, capture_output=True, text=True,
                                  check=False)
            lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
            if done.returncode != 0 or not lines:
                print(done.stdout[-3000:], done.stderr[-3000:])
                return done.returncode or 1
            row = json.loads(lines[-1][len("RESULT "):])
            results.append(row)
            print(json.dumps(row), flush=True)

    print(f"\nMachine: {platform.node()} · {os.cpu_count()} CPUs · Python {platform.python_version()}")
    print("| database | notes | admissions | patients | old join (ms) | per-table subqueries (ms) |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in results:
        old = f"{r['old_ms']:,}" if r["old_ms"] is not None else f"stopped after {args.timeout:g} s"
        print(f"| {'SQLite' if r['database'] == 'sqlite' else 'PostgreSQL'} | {r['notes']:,} | {r['admissions']:,} "
              f"| {r['patients']:,} | {old} | {r['new_ms']:,} |")
    (args.workdir / "results.json").write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
