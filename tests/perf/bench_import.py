#!/usr/bin/env python
"""Benchmark: import a generated MIMIC-shaped corpus (default 100,000 notes) with
``manage.py import_mimic_notes`` into SQLite and into PostgreSQL; report notes per second and
the importer's peak memory (max RSS of the import process, from wait4).

    .venv/bin/python tests/perf/bench_import.py --notes 100000
    .venv/bin/python tests/perf/bench_import.py --notes 100000 --databases postgres \
        --postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench

Not a test: it prints figures to record in docs/performance.md. The generated files mimic
MIMIC-IV-Note's shape (discharge summaries ~9 kB with embedded newlines, quotes and de-id
blanks; radiology reports ~1.5 kB, a third without hadm_id) and MIMIC-IV hosp's columns.
"""

from __future__ import annotations

import argparse
import csv
import datetime as dt
import gzip
import io
import json
import os
import platform
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.retrieval.mimic_files import ADMISSION_HEADER, NOTE_HEADER, PATIENT_HEADER  # noqa: E402

SENTENCES = [
    "Patient denies fevers, chills, nausea or vomiting.",
    "No evidence of pneumonia on chest radiograph.",
    "History of CHF with EF 35%, on furosemide 40 mg PO daily.",
    "Possible early hepatic encephalopathy; started lactulose 30 mL TID.",
    "Will start atorvastatin if LDL remains above 130.",
    "Return to the ED if you develop fever greater than 101.5 or chest pain.",
    "Mother with breast cancer; father died of MI at ___.",
    "s/p laparoscopic cholecystectomy ___ years ago.",
    "c/f C. difficile colitis, stool studies pending.",
    "r/o PE: CTA chest negative for pulmonary embolism.",
    "Vancomycin 1 g IV q12h started ___, narrowed to cefazolin on ___.",
    "Heparin 5000 units SC TID for DVT prophylaxis.",
    "Creatinine peaked at 2.1 and improved to 1.3 with IV fluids.",
    "Pt is a \"poor historian\"; history obtained from daughter.",
    "Lungs: bibasilar crackles, no wheezes. Ext: 2+ pitting edema to the knees.",
]
SECTIONS = ["Chief Complaint", "History of Present Illness", "Past Medical History", "Social History",
            "Family History", "Physical Exam", "Pertinent Results", "Brief Hospital Course",
            "Medications on Admission", "Discharge Medications", "Discharge Diagnosis",
            "Discharge Instructions"]


def note_text(rng: random.Random, target_chars: int, sections: list[str]) -> str:
    parts, size = [" \nName:  ___                     Unit No:   ___\n \n"], 0
    while size < target_chars:
        header = rng.choice(sections)
        body = " ".join(rng.choice(SENTENCES) for _ in range(rng.randint(3, 9)))
        block = f"{header}:\n{body}\n \n"
        parts.append(block)
        size += len(block)
    return "".join(parts)


def generate(folder: Path, notes: int, seed: int) -> dict:
    rng = random.Random(seed)
    (folder / "hosp").mkdir(parents=True, exist_ok=True)
    (folder / "note").mkdir(parents=True, exist_ok=True)
    n_discharge = int(notes * 0.4)
    n_radiology = notes - n_discharge
    n_admissions = n_discharge
    n_patients = max(1, n_admissions // 2)
    base = dt.datetime(2150, 1, 1)

    def writer(path: Path):
        handle = io.TextIOWrapper(gzip.open(path, "wb", compresslevel=1), encoding="utf-8", newline="")
        return handle, csv.writer(handle, lineterminator="\n")

    handle, w = writer(folder / "hosp" / "patients.csv.gz")
    w.writerow(PATIENT_HEADER)
    for i in range(n_patients):
        w.writerow([10_000_000 + i, rng.choice("FM"), rng.randint(18, 91), 2150, "2014 - 2016", ""])
    handle.close()

    admissions = []
    handle, w = writer(folder / "hosp" / "admissions.csv.gz")
    w.writerow(ADMISSION_HEADER)
    for i in range(n_admissions):
        subject = 10_000_000 + i % n_patients
        admit = base + dt.timedelta(days=rng.randint(0, 3650), minutes=rng.randint(0, 1439))
        disch = admit + dt.timedelta(days=rng.randint(1, 14), minutes=rng.randint(0, 600))
        admissions.append((subject, 20_000_000 + i, admit, disch))
        w.writerow([subject, 20_000_000 + i, f"{admit:%Y-%m-%d %H:%M:%S}", f"{disch:%Y-%m-%d %H:%M:%S}", "",
                    "EW EMER.", "P00000", "EMERGENCY ROOM", "HOME", "Medicare", "ENGLISH", "MARRIED",
                    rng.choice(["WHITE", "BLACK/AFRICAN AMERICAN", "ASIAN", "HISPANIC/LATINO", ""]),
                    "", "", "0"])
    handle.close()

    chars = 0
    handle, w = writer(folder / "note" / "discharge.csv.gz")
    w.writerow(NOTE_HEADER)
    for i, (subject, hadm, admit, disch) in enumerate(admissions):
        text = note_text(rng, rng.randint(5000, 13000), SECTIONS)
        chars += len(text)
        w.writerow([f"{subject}-DS-{i}", subject, hadm, "DS", i % 40 + 1, f"{disch:%Y-%m-%d 00:00:00}",
                    f"{disch + dt.timedelta(hours=30):%Y-%m-%d %H:%M:%S}", text])
    handle.close()

    handle, w = writer(folder / "note" / "radiology.csv.gz")
    w.writerow(NOTE_HEADER)
    for i in range(n_radiology):
        subject, hadm, admit, disch = admissions[rng.randrange(n_admissions)]
        outpatient = rng.random() < 1 / 3
        when = admit + dt.timedelta(hours=rng.randint(1, 24))
        text = note_text(rng, rng.randint(800, 2200), ["EXAMINATION", "INDICATION", "FINDINGS", "IMPRESSION"])
        chars += len(text)
        w.writerow([f"{subject}-RR-{i}", subject, "" if outpatient else hadm, "RR", i % 90 + 1,
                    f"{when:%Y-%m-%d %H:%M:%S}", f"{when + dt.timedelta(hours=2):%Y-%m-%d %H:%M:%S}", text])
    handle.close()
    size = sum(p.stat().st_size for p in folder.rglob("*.csv.gz"))
    return {"patients": n_patients, "admissions": n_admissions, "notes": notes,
            "text_chars": chars, "gz_bytes": size}


def run_measured(cmd: list[str], env: dict) -> tuple[float, int, int, str]:
    """Run ``cmd``; return (seconds, exit code, peak RSS in MiB of that process, output tail)."""
    start = time.perf_counter()
    process = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    output = process.stdout.read().decode(errors="replace")
    return elapsed, os.waitstatus_to_exitcode(status), usage.ru_maxrss // 1024, output[-2000:]


def prepare_database(kind: str, url: str, env: dict) -> None:
    if kind == "sqlite":
        path = Path(url[len("sqlite:///"):])
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
    else:
        import psycopg

        name = url.rsplit("/", 1)[1]
        admin_url = url.rsplit("/", 1)[0] + "/postgres"
        with psycopg.connect(admin_url.replace("postgres://", "postgresql://", 1), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
            conn.execute(f'CREATE DATABASE "{name}"')
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput", "-v", "0"], cwd=ROOT, env=env, check=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--databases", default="sqlite,postgres")
    parser.add_argument("--postgres-url", default=os.environ.get("EPIKG_BENCH_POSTGRES_URL",
                                                                 "postgres://postgres@127.0.0.1:5432/epikg_bench"))
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench")
    parser.add_argument("--batch-size", type=int, default=None)
    args = parser.parse_args()

    data = args.workdir / f"mimic-{args.notes}-{args.seed}"
    stamp = data / "shape.json"
    if stamp.exists():
        shape = json.loads(stamp.read_text())
        print(f"Reusing {data}")
    else:
        t0 = time.perf_counter()
        shape = generate(data, args.notes, args.seed)
        stamp.write_text(json.dumps(shape))
        print(f"Generated {data} in {time.perf_counter() - t0:.1f} s")
    print(f"Corpus: {shape['notes']:,} notes ({shape['text_chars'] / 1e6:.0f} M characters of text), "
          f"{shape['admissions']:,} admissions, {shape['patients']:,} patients, "
          f"{shape['gz_bytes'] / 2**20:.0f} MiB gzip")

    results = []
    for kind in [k.strip() for k in args.databases.split(",") if k.strip()]:
        url = f"sqlite:///{args.workdir / 'bench.sqlite3'}" if kind == "sqlite" else args.postgres_url
        env = {**os.environ, "DATABASE_URL": url, "EPIKG_VAR_DIR": str(args.workdir / "var")}
        prepare_database(kind, url, env)
        cmd = [sys.executable, "manage.py", "import_mimic_notes", "--hosp-dir", str(data / "hosp"),
               "--note-dir", str(data / "note"), "--dataset", "bench", "--no-progress"]
        if args.batch_size:
            cmd += ["--batch-size", str(args.batch_size)]
        seconds, code, peak_mib, tail = run_measured(cmd, env)
        if code != 0:
            print(tail)
            return code
        # A second run of the same files measures the idempotent re-import path.
        re_seconds, re_code, re_peak, re_tail = run_measured(cmd, env)
        if re_code != 0:
            print(re_tail)
            return re_code
        row = {"database": kind, "notes": shape["notes"], "seconds": round(seconds, 1),
               "notes_per_s": round(shape["notes"] / seconds), "peak_rss_mib": peak_mib,
               "reimport_seconds": round(re_seconds, 1), "reimport_peak_rss_mib": re_peak}
        results.append(row)
        print(json.dumps(row))

    print(f"\nMachine: {platform.node()} · {os.cpu_count()} CPUs · Python {platform.python_version()}")
    print("| database | notes | wall time (s) | notes/s | peak RSS (MiB) | re-import (s) | re-import peak RSS (MiB) |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(f"| {r['database']} | {r['notes']:,} | {r['seconds']} | {r['notes_per_s']:,} | {r['peak_rss_mib']} "
              f"| {r['reimport_seconds']} | {r['reimport_peak_rss_mib']} |")
    (args.workdir / "results.json").write_text(json.dumps({"shape": shape, "results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
