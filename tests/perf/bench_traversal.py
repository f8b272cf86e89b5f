#!/usr/bin/env python
"""Benchmark: latency of ``retrieval.graph.traversal.traverse`` (p50/p95 for 1, 2 and 3 hops) on
SQLite and PostgreSQL, at demo scale and at large scale.

    .venv/bin/python tests/perf/bench_traversal.py                       # both scales, both databases
    .venv/bin/python tests/perf/bench_traversal.py --databases postgres --patients 10000 \
        --relationships 1000000 --postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench_traversal

* **demo**: the 43-patient synthetic cohort, built by ``manage.py build_kg`` (the NLP pipeline over
  every note), with the shipped vocabulary subset (592 concepts, 134 relationships).
* **large**: the same database plus an Athena-shaped vocabulary generated as
  ``tests/perf/bench_athena.py`` does (``--relationships`` rows, default 1,000,000, loaded with
  ``manage.py load_athena``) and ``--patients`` more patients (default 10,000) whose graphs are
  copied, in SQL, from the cohort's: patient *i* gets patient *i* mod 43's notes (metadata only),
  nodes and edges, with its concepts mapped onto concepts of the generated vocabulary (one fixed
  map, so patients share concepts as real ones do), and its concept links. Per-patient fan-out is
  therefore the cohort's: about 1,460 edges and 110 concept nodes per patient. The copy is not
  NLP; it is how the large graph is made quickly. ``ANALYZE`` (PostgreSQL: ``VACUUM ANALYZE``)
  runs afterwards, as autovacuum would.

Each measurement runs in a child process (Django set up once) and warms up on 20 (patient, seeds)
pairs. Then, per hop count (1, 2, 3), it draws ``--queries`` fresh pairs — a random patient, one
to three of its own concepts, as a question's concepts would be — and times ``traverse()`` end to
end (SQL and building the result rows) with Q_rel = {has_condition, takes_drug} and the default
bounds (frontier 500, 200 edges): first pass (the first query about each patient; at large scale
its pages often still come from disk) and a repeat of the same queries (cached, as follow-up
questions about a patient are). ``--measure-only`` re-measures existing databases. Not a test: it
prints figures to record in docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_import import prepare_database  # noqa: E402

ATHENA_BASE = 40_000_000  # first concept_id of bench_athena's generated export
HADM_STRIDE = 100_000_000
SUBJECT_BASE = 50_000_000


def manage(args: list[str], env: dict) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return time.perf_counter() - start


def child(args: list[str], env: dict) -> str:
    done = subprocess.run([sys.executable, __file__, *args], cwd=ROOT, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed:\n{done.stdout[-3000:]}{done.stderr[-3000:]}")
    return done.stdout


# -- child: copy the cohort's graphs to N more patients -----------------------------------------------


def expand(patients: int, batch: int) -> None:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    django.setup()
    from django.db import connection, transaction

    from retrieval.models import Dataset, KGConceptLink, KGEdge, KGNode, Note, Patient

    t = {m: connection.ops.quote_name(m._meta.db_table) for m in (Patient, Note, KGNode, KGEdge, KGConceptLink)}
    templates = list(Patient.objects.filter(dataset__name="synthetic").order_by("subject_id").values_list("pk", flat=True))
    large, _ = Dataset.objects.get_or_create(name="large")
    cohort_concepts = sorted(
        set(KGNode.objects.filter(patient_id__in=templates, concept_id__isnull=False).values_list("concept_id", flat=True))
    )
    with connection.cursor() as cursor:
        cursor.execute("SELECT COUNT(*) FROM retrieval_concept WHERE concept_id >= %s", [ATHENA_BASE])
        generated = cursor.fetchone()[0]
    if generated < len(cohort_concepts):
        raise SystemExit("load the generated Athena export first")
    step = generated // len(cohort_concepts)
    pool = [ATHENA_BASE + i * step for i in range(len(cohort_concepts))]
    edge_columns = [f.column for f in KGEdge._meta.concrete_fields if not f.primary_key]
    mapped = {
        "patient_id": "m.new_pid", "subject_id": "sm.new_id", "object_id": "om.new_id",
        "concept_id": "c1.new_cid", "subject_concept_id": "c2.new_cid", "note_id": "nm.new_id",
        "hadm_id": f"CASE WHEN e.hadm_id IS NULL THEN NULL ELSE e.hadm_id + (m.idx + 1) * {HADM_STRIDE} END",
    }
    select = ", ".join(mapped.get(c, f"e.{c}") for c in edge_columns)
    node_key = (
        f"CASE n.kind WHEN 'patient' THEN CAST({SUBJECT_BASE} + m.idx AS TEXT) "
        f"WHEN 'admission' THEN CAST(CAST(n.key AS BIGINT) + (m.idx + 1) * {HADM_STRIDE} AS TEXT) "
        "WHEN 'note' THEN 'L' || CAST(m.idx AS TEXT) || '-' || n.key "
        "ELSE CAST(cm.new_cid AS TEXT) END"
    )
    with connection.cursor() as cursor:
        for name, columns in (("bench_cmap", "old_cid BIGINT PRIMARY KEY, new_cid BIGINT"),
                              ("bench_map", "new_pid BIGINT PRIMARY KEY, tpl_pid BIGINT, idx BIGINT"),
                              ("bench_node_map", "tpl_id BIGINT, new_pid BIGINT, new_id BIGINT, PRIMARY KEY (tpl_id, new_pid)"),
                              ("bench_note_map", "tpl_id BIGINT, new_pid BIGINT, new_id BIGINT, PRIMARY KEY (tpl_id, new_pid)")):
            cursor.execute(f"DROP TABLE IF EXISTS {name}")
            cursor.execute(f"CREATE TEMP TABLE {name} ({columns})")
        cursor.executemany("INSERT INTO bench_cmap VALUES (%s, %s)", list(zip(cohort_concepts, pool)))
        # The cohort's vocabulary links between its own concepts, carried over to the mapped ones.
        cursor.execute(
            "INSERT INTO retrieval_conceptrelationship (concept_id_1, concept_id_2, relationship_id, valid_start_date, "
            "valid_end_date, invalid_reason) SELECT a.new_cid, b.new_cid, r.relationship_id, r.valid_start_date, "
            "r.valid_end_date, r.invalid_reason FROM retrieval_conceptrelationship r "
            "JOIN bench_cmap a ON a.old_cid = r.concept_id_1 JOIN bench_cmap b ON b.old_cid = r.concept_id_2 "
            "WHERE NOT EXISTS (SELECT 1 FROM retrieval_conceptrelationship x WHERE x.concept_id_1 = a.new_cid "
            "AND x.concept_id_2 = b.new_cid AND x.relationship_id = r.relationship_id)"
        )
    done = Patient.objects.filter(dataset=large).count()
    started = time.perf_counter()
    for first in range(done, patients, batch):
        last = min(patients, first + batch)
        with transaction.atomic(), connection.cursor() as cursor:
            new = Patient.objects.bulk_create(
                [Patient(dataset=large, subject_id=SUBJECT_BASE + i, gender="F" if i % 2 else "M", anchor_age=50)
                 for i in range(first, last)])
            cursor.execute("DELETE FROM bench_map")
            cursor.executemany("INSERT INTO bench_map VALUES (%s, %s, %s)",
                               [(p.pk, templates[i % len(templates)], i) for i, p in zip(range(first, last), new)])
            cursor.execute(
                f"INSERT INTO {t[Note]} (dataset_id, patient_id, admission_id, note_id, subject_id, hadm_id, note_type, "
                "note_seq, charttime, storetime, text, text_sha256) "
                f"SELECT %s, m.new_pid, NULL, 'L' || CAST(m.idx AS TEXT) || '-' || n.note_id, {SUBJECT_BASE} + m.idx, "
                f"CASE WHEN n.hadm_id IS NULL THEN NULL ELSE n.hadm_id + (m.idx + 1) * {HADM_STRIDE} END, "
                f"n.note_type, n.note_seq, n.charttime, n.storetime, '', '' FROM bench_map m "
                f"JOIN {t[Note]} n ON n.patient_id = m.tpl_pid ORDER BY m.new_pid, n.id", [large.pk])
            cursor.execute("DELETE FROM bench_note_map")
            cursor.execute(
                f"INSERT INTO bench_note_map SELECT n.id, m.new_pid, x.id FROM bench_map m "
                f"JOIN {t[Note]} n ON n.patient_id = m.tpl_pid "
                f"JOIN {t[Note]} x ON x.dataset_id = %s AND x.note_id = 'L' || CAST(m.idx AS TEXT) || '-' || n.note_id",
                [large.pk])
            cursor.execute(
                f"INSERT INTO {t[KGNode]} (dataset_id, patient_id, kind, concept_id, key, label) "
                f"SELECT %s, m.new_pid, n.kind, cm.new_cid, {node_key}, n.label FROM bench_map m "
                f"JOIN {t[KGNode]} n ON n.patient_id = m.tpl_pid LEFT JOIN bench_cmap cm ON cm.old_cid = n.concept_id "
                "ORDER BY m.new_pid, n.id", [large.pk])
            cursor.execute("DELETE FROM bench_node_map")
            cursor.execute(
                f"INSERT INTO bench_node_map SELECT n.id, m.new_pid, x.id FROM bench_map m "
                f"JOIN {t[KGNode]} n ON n.patient_id = m.tpl_pid LEFT JOIN bench_cmap cm ON cm.old_cid = n.concept_id "
                f"JOIN {t[KGNode]} x ON x.patient_id = m.new_pid AND x.kind = n.kind AND x.key = {node_key}")
            cursor.execute(
                f"INSERT INTO {t[KGEdge]} ({', '.join(edge_columns)}) SELECT {select} FROM bench_map m "
                f"JOIN {t[KGEdge]} e ON e.patient_id = m.tpl_pid "
                "JOIN bench_node_map sm ON sm.tpl_id = e.subject_id AND sm.new_pid = m.new_pid "
                "JOIN bench_node_map om ON om.tpl_id = e.object_id AND om.new_pid = m.new_pid "
                "LEFT JOIN bench_cmap c1 ON c1.old_cid = e.concept_id "
                "LEFT JOIN bench_cmap c2 ON c2.old_cid = e.subject_concept_id "
                "LEFT JOIN bench_note_map nm ON nm.tpl_id = e.note_id AND nm.new_pid = m.new_pid "
                # Each patient's rows together, in the template's (concept) order, as build_kg writes them.
                "ORDER BY m.new_pid, e.id")
            cursor.execute(
                f"INSERT INTO {t[KGConceptLink]} (patient_id, subject_concept_id, object_concept_id, predicate, "
                "temporal_confidence, edges) SELECT m.new_pid, c1.new_cid, c2.new_cid, l.predicate, "
                f"l.temporal_confidence, l.edges FROM bench_map m JOIN {t[KGConceptLink]} l ON l.patient_id = m.tpl_pid "
                "JOIN bench_cmap c1 ON c1.old_cid = l.subject_concept_id "
                "JOIN bench_cmap c2 ON c2.old_cid = l.object_concept_id ORDER BY m.new_pid, l.id")
        rate = (last - done) / (time.perf_counter() - started)
        print(f"  {last:,} / {patients:,} patients copied ({rate:.0f} patients/s)", flush=True)
    with connection.cursor() as cursor:
        if connection.vendor == "sqlite":
            cursor.execute("PRAGMA analysis_limit = 2000")
            cursor.execute("ANALYZE")
        else:
            cursor.execute("VACUUM ANALYZE")
    print(json.dumps({"patients": Patient.objects.count(), "edges": KGEdge.objects.count(),
                      "nodes": KGNode.objects.count()}))


# -- child: measure ----------------------------------------------------------------------------------


def measure(scale: str, queries: int, seed: int) -> None:
    import django

    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    django.setup()
    from django.db import connection

    from retrieval.graph.traversal import traverse
    from retrieval.models import ConceptRelationship, KGEdge, Patient

    dataset = "synthetic" if scale == "demo" else "large"
    patients = list(Patient.objects.filter(dataset__name=dataset).values_list("pk", flat=True))
    rng = random.Random(seed)

    def draw(n: int) -> list:
        pairs = []
        for _ in range(n):
            pk = rng.choice(patients)
            concepts = sorted(set(KGEdge.objects.filter(patient_id=pk, origin="mention")
                                  .values_list("concept_id", flat=True)))
            pairs.append((pk, rng.sample(concepts, k=min(len(concepts), rng.randint(1, 3)))))
        return pairs

    relevant = ["has_condition", "takes_drug"]
    result = {"scale": scale, "database": connection.vendor, "patients": Patient.objects.count(),
              "edges": KGEdge.objects.count(), "relationships": ConceptRelationship.objects.count(), "hops": {}}
    for pk, seeds in draw(20):  # warm-up: code paths, prepared statements
        for hops in (1, 2, 3):
            traverse(patient_id=pk, seeds=seeds, hops=hops, relevant_predicates=relevant)

    def timed(sample: list, hops: int) -> tuple[list[float], list]:
        times, found = [], []
        for pk, seeds in sample:
            start = time.perf_counter()
            found.append(traverse(patient_id=pk, seeds=seeds, hops=hops, relevant_predicates=relevant))
            times.append((time.perf_counter() - start) * 1000)
        return sorted(times), found

    def pct(times: list[float], q: float) -> float:
        return round(times[int(q * (len(times) - 1))], 2)

    for hops in (1, 2, 3):
        # A fresh sample per hop count: the first pass is the first query of each patient in this
        # process (its pages may still have to come from disk); the second repeats it (cached).
        sample = draw(queries)
        first, found = timed(sample, hops)
        again, _ = timed(sample, hops)
        result["hops"][hops] = {
            "p50_ms": pct(first, 0.5), "p95_ms": pct(first, 0.95), "max_ms": round(first[-1], 2),
            "repeat_p50_ms": pct(again, 0.5), "repeat_p95_ms": pct(again, 0.95),
            "mean_edges": round(statistics.mean(len(f.edges) for f in found), 1),
            "mean_walk_rows": round(statistics.mean(f.walked for f in found), 1),
            "truncated_share": round(sum(f.truncated for f in found) / len(found), 3),
        }
    print(json.dumps(result))


# -- parent ------------------------------------------------------------------------------------------


def print_table(results: list[dict]) -> None:
    print("| database | scale | patients | edges | vocabulary relationships | hops | p50 (ms) | p95 (ms) | max (ms) "
          "| repeated: p50 / p95 (ms) | edges returned (mean) | walk rows (mean) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        for hops, h in r["hops"].items():
            print(f"| {r['database']} | {r['scale']} | {r['patients']:,} | {r['edges']:,} | {r['relationships']:,} "
                  f"| {hops} | {h['p50_ms']} | {h['p95_ms']} | {h['max_ms']} "
                  f"| {h['repeat_p50_ms']} / {h['repeat_p95_ms']} | {h['mean_edges']} | {h['mean_walk_rows']} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--databases", default="sqlite,postgres")
    parser.add_argument("--scales", default="demo,large")
    parser.add_argument("--patients", type=int, default=10_000)
    parser.add_argument("--relationships", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--batch", type=int, default=500, help="patients copied per transaction")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--postgres-url", default=os.environ.get(
        "EPIKG_BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/epikg_bench_traversal"))
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench_traversal")
    parser.add_argument("--expand", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    parser.add_argument("--measure-only", action="store_true",
                        help="measure the databases a previous run left in --workdir / --postgres-url")
    args = parser.parse_args()
    if args.expand is not None:
        expand(args.expand, args.batch)
        return 0
    if args.measure:
        measure(args.measure, args.queries, args.seed)
        return 0

    scales = [s.strip() for s in args.scales.split(",") if s.strip()]
    base_env = {**os.environ, "EPIKG_VAR_DIR": str(args.workdir / "var"), "LOG_LEVEL": "warning"}
    cohort = args.workdir / "cohort-43-42"
    if not (cohort / "notes.jsonl").exists():
        manage(["make_cohort", "--out", str(cohort), "--no-progress"], base_env)
    export = args.workdir / f"athena-{args.relationships}-{args.seed}"
    if "large" in scales and not (export / "shape.json").exists():
        subprocess.run([sys.executable, str(ROOT / "tests" / "perf" / "bench_athena.py"), "--generate-only",
                        "--relationships", str(args.relationships), "--seed", str(args.seed),
                        "--workdir", str(args.workdir)], check=True)
    results = []
    for kind in [k.strip() for k in args.databases.split(",") if k.strip()]:
        url = f"sqlite:///{args.workdir / 'bench.sqlite3'}" if kind == "sqlite" else args.postgres_url
        env = {**base_env, "DATABASE_URL": url}
        if args.measure_only:
            for scale in scales:
                results.append(json.loads(child(["--measure", scale, "--queries", str(args.queries),
                                                 "--seed", str(args.seed)], env).strip().splitlines()[-1]))
                print(json.dumps(results[-1]), flush=True)
            continue
        prepare_database(kind, url, env)
        manage(["import_corpus", str(cohort), "--dataset", "synthetic", "--no-progress"], env)
        manage(["load_vocabulary_subset"], env)
        seconds = manage(["build_kg", "--dataset", "synthetic", "--no-progress"], env)
        print(f"[{kind}] demo graph built in {seconds:.1f} s", flush=True)
        if "demo" in scales:
            results.append(json.loads(child(["--measure", "demo", "--queries", str(args.queries),
                                             "--seed", str(args.seed)], env).strip().splitlines()[-1]))
            print(json.dumps(results[-1]), flush=True)
        if "large" in scales:
            seconds = manage(["load_athena", str(export), "--no-progress"], env)
            print(f"[{kind}] {args.relationships:,}-relationship vocabulary loaded in {seconds:.1f} s", flush=True)
            start = time.perf_counter()
            output = child(["--expand", str(args.patients), "--batch", str(args.batch)], env)
            print(output.strip().splitlines()[-1], flush=True)
            print(f"[{kind}] {args.patients:,} patients copied in {time.perf_counter() - start:.0f} s", flush=True)
            results.append(json.loads(child(["--measure", "large", "--queries", str(args.queries),
                                             "--seed", str(args.seed)], env).strip().splitlines()[-1]))
            print(json.dumps(results[-1]), flush=True)

    print(f"\nMachine: {platform.node()} · {os.cpu_count()} CPUs · Python {platform.python_version()}")
    print_table(results)
    (args.workdir / "results.json").write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
