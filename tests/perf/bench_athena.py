#!/usr/bin/env python
"""Benchmark: load a generated Athena-shaped vocabulary export (default 1,000,000
CONCEPT_RELATIONSHIP rows) with ``manage.py load_athena`` into SQLite and into PostgreSQL; report
rows per second and the loader's peak memory (max RSS of the load process, from wait4), then the
same for an idempotent re-load of the same files.

    .venv/bin/python tests/perf/bench_athena.py --relationships 1000000
    .venv/bin/python tests/perf/bench_athena.py --databases postgres \
        --postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench_athena

Not a test: it prints figures to record in docs/performance.md. Proportions follow a real Athena
download (roughly six relationships and three ancestor rows per concept, one synonym for every
two concepts): 1,000,000 relationships come with 166,667 concepts, 83,333 synonyms and 500,000
ancestor rows. Files are tab-separated with a header and YYYYMMDD dates, as Athena writes them.
"""

from __future__ import annotations

import argparse
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

from tests.perf.bench_import import prepare_database, run_measured  # noqa: E402

DOMAINS = [("Condition", "SNOMED", "Clinical Finding"), ("Drug", "RxNorm", "Clinical Drug"),
           ("Measurement", "LOINC", "Lab Test"), ("Procedure", "SNOMED", "Procedure"),
           ("Observation", "SNOMED", "Observable Entity")]
WORDS = ["acute", "chronic", "disorder", "of", "left", "right", "lower", "upper", "limb", "heart", "renal",
         "hepatic", "pulmonary", "infection", "due", "to", "with", "without", "complication", "mg", "oral",
         "tablet", "injection", "serum", "plasma", "measurement", "structure", "finding", "primary", "secondary"]
RELATIONSHIPS = ["Is a", "Subsumes", "Maps to", "Mapped from", "Has finding site", "RxNorm has ing"]


def name(rng: random.Random) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(2, 9))).capitalize()


def generate(folder: Path, relationships: int, seed: int) -> dict:
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    concepts = max(10, relationships // 6)
    synonyms = concepts // 2
    ancestors = relationships // 2
    base = 40_000_000
    with open(folder / "CONCEPT.csv", "w", encoding="utf-8", newline="") as out:
        out.write("concept_id\tconcept_name\tdomain_id\tvocabulary_id\tconcept_class_id\tstandard_concept\t"
                  "concept_code\tvalid_start_date\tvalid_end_date\tinvalid_reason\n")
        for i in range(concepts):
            domain, vocabulary, cls = DOMAINS[i % len(DOMAINS)]
            standard = "S" if i % 4 else ""
            out.write(f"{base + i}\t{name(rng)}\t{domain}\t{vocabulary}\t{cls}\t{standard}\t{100000 + i}\t"
                      f"19700101\t20991231\t\n")
    with open(folder / "CONCEPT_SYNONYM.csv", "w", encoding="utf-8", newline="") as out:
        out.write("concept_id\tconcept_synonym_name\tlanguage_concept_id\n")
        for i in range(synonyms):
            out.write(f"{base + rng.randrange(concepts)}\t{name(rng)} {i}\t4180186\n")
    seen = set()
    with open(folder / "CONCEPT_RELATIONSHIP.csv", "w", encoding="utf-8", newline="") as out:
        out.write("concept_id_1\tconcept_id_2\trelationship_id\tvalid_start_date\tvalid_end_date\tinvalid_reason\n")
        written = 0
        while written < relationships:
            key = (rng.randrange(concepts), rng.randrange(concepts), rng.randrange(len(RELATIONSHIPS)))
            if key in seen:
                continue
            seen.add(key)
            out.write(f"{base + key[0]}\t{base + key[1]}\t{RELATIONSHIPS[key[2]]}\t20020131\t20991231\t\n")
            written += 1
    seen.clear()
    with open(folder / "CONCEPT_ANCESTOR.csv", "w", encoding="utf-8", newline="") as out:
        out.write("ancestor_concept_id\tdescendant_concept_id\tmin_levels_of_separation\tmax_levels_of_separation\n")
        written = 0
        while written < ancestors:
            key = (rng.randrange(concepts), rng.randrange(concepts))
            if key in seen:
                continue
            seen.add(key)
            level = rng.randint(0, 6)
            out.write(f"{base + key[0]}\t{base + key[1]}\t{level}\t{level + rng.randint(0, 2)}\n")
            written += 1
    size = sum(p.stat().st_size for p in folder.glob("*.csv"))
    return {"concepts": concepts, "synonyms": synonyms, "relationships": relationships, "ancestors": ancestors,
            "rows": concepts + synonyms + relationships + ancestors, "bytes": size}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--relationships", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--databases", default="sqlite,postgres")
    parser.add_argument("--postgres-url", default=os.environ.get(
        "EPIKG_BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/epikg_bench_athena"))
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench_athena")
    parser.add_argument("--batch-size", type=int, default=None)
    parser.add_argument("--generate-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()

    data = args.workdir / f"athena-{args.relationships}-{args.seed}"
    stamp = data / "shape.json"
    if args.generate_only:
        stamp.write_text(json.dumps(generate(data, args.relationships, args.seed)))
        return 0
    if stamp.exists():
        print(f"Reusing {data}")
    else:
        # In a child process: the generator's bookkeeping would otherwise be inherited by every
        # forked load process and counted in its peak RSS (wait4 reports the pre-exec image too).
        t0 = time.perf_counter()
        subprocess.run([sys.executable, __file__, "--generate-only", "--relationships", str(args.relationships),
                        "--seed", str(args.seed), "--workdir", str(args.workdir)], check=True)
        print(f"Generated {data} in {time.perf_counter() - t0:.1f} s")
    shape = json.loads(stamp.read_text())
    print(f"Export: {shape['concepts']:,} concepts, {shape['synonyms']:,} synonyms, "
          f"{shape['relationships']:,} relationships, {shape['ancestors']:,} ancestor rows "
          f"({shape['rows']:,} rows, {shape['bytes'] / 2**20:.0f} MiB)")

    results = []
    for kind in [k.strip() for k in args.databases.split(",") if k.strip()]:
        url = f"sqlite:///{args.workdir / 'bench.sqlite3'}" if kind == "sqlite" else args.postgres_url
        env = {**os.environ, "DATABASE_URL": url, "EPIKG_VAR_DIR": str(args.workdir / "var")}
        prepare_database(kind, url, env)
        cmd = [sys.executable, "manage.py", "load_athena", str(data), "--no-progress"]
        if args.batch_size:
            cmd += ["--batch-size", str(args.batch_size)]
        seconds, code, peak_mib, tail = run_measured(cmd, env)
        if code != 0:
            print(tail)
            return code
        re_seconds, re_code, re_peak, re_tail = run_measured(cmd, env)
        if re_code != 0:
            print(re_tail)
            return re_code
        row = {"database": kind, "rows": shape["rows"], "seconds": round(seconds, 1),
               "rows_per_s": round(shape["rows"] / seconds), "peak_rss_mib": peak_mib,
               "reload_seconds": round(re_seconds, 1), "reload_rows_per_s": round(shape["rows"] / re_seconds),
               "reload_peak_rss_mib": re_peak}
        results.append(row)
        print(json.dumps(row))

    print(f"\nMachine: {platform.node()} · {os.cpu_count()} CPUs · Python {platform.python_version()}")
    print("| database | rows | load (s) | rows/s | peak RSS (MiB) | re-load (s) | re-load rows/s | re-load peak RSS (MiB) |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        print(f"| {r['database']} | {r['rows']:,} | {r['seconds']} | {r['rows_per_s']:,} | {r['peak_rss_mib']} "
              f"| {r['reload_seconds']} | {r['reload_rows_per_s']:,} | {r['reload_peak_rss_mib']} |")
    (args.workdir / "results.json").write_text(json.dumps({"shape": shape, "results": results}, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
