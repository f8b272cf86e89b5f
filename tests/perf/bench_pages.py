#!/usr/bin/env python
"""Benchmark: the exploration pages on the demo cohort, on PostgreSQL.

    .venv/bin/python tests/perf/bench_pages.py [--postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench_pages]
        [--patients 43] [--questions 60] [--repeat 3]

Builds the 43-patient synthetic cohort in a fresh PostgreSQL database (migrate, make_cohort,
import, build_kg), runs C2b, C3, C4 and C4g with the offline reader over a sample of questions
(so the explorer has stored predictions to show), then requests each page through Django's test
client in this process (server time: view, queries, template; no network or browser) and prints
p50 / p95 / max per page:

- note: every note of a random sample, with its labelled mentions;
- patient: every patient (timeline, facts, states, the drawn subgraph);
- question explorer: the sampled questions under C3 | C4 | C4g (stored runs);
- explorer, answered now: the same for a condition with no run (C2 | C4g+; since issue 29 the page
  queues them for the interactive worker and shows their progress, so with no worker here this is
  the page with its progress columns; ``bench_explore.py`` measures the answers) — reported, not an aim;
- run page: each run's first page of predictions;
- curation (issue 16): the reference-versions page (versions, triage and draft table, impact,
  concordance), the triage item of each sampled question (every note of its patient, evidence
  marked) and their reconciliation item (two authors' proposals submitted first).

Each page is requested ``--repeat`` times; the first round (cold caches) is kept.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def prepare(url: str, env: dict, args, work: Path) -> None:
    import psycopg

    name = url.rsplit("/", 1)[1]
    admin_url = url.rsplit("/", 1)[0] + "/postgres"
    with psycopg.connect(admin_url.replace("postgres://", "postgresql://", 1), autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')

    def manage(*cmd: str) -> str:
        return subprocess.run([sys.executable, "manage.py", *cmd], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True).stdout

    started = time.perf_counter()
    manage("migrate", "--noinput", "-v", "0")
    manage("load_vocabulary_subset")
    manage("make_cohort", "--patients", str(args.patients), "--out", str(work / "cohort"), "--load",
           "--dataset", "demo", "--no-progress")
    manage("build_kg", "--dataset", "demo", "--no-progress")
    print(f"cohort of {args.patients} patients imported and built in {time.perf_counter() - started:.0f} s",
          flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--postgres-url", default=os.environ.get(
        "EPIKG_BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/epikg_bench_pages"))
    parser.add_argument("--patients", type=int, default=43)
    parser.add_argument("--questions", type=int, default=60)
    parser.add_argument("--notes", type=int, default=120)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--skip-setup", action="store_true", help="reuse the database of an earlier run")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="bench-pages-"))
    env = {**os.environ, "DATABASE_URL": args.postgres_url, "EPIKG_VAR_DIR": str(work / "var"),
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    if not args.skip_setup:
        prepare(args.postgres_url, env, args, work)
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from django.contrib.auth.models import Group, User
    from django.test import Client
    from django.urls import reverse

    from benchmark.models import Question, Run
    from benchmark.runs import run_create, run_work
    from retrieval.models import Note, Patient

    rng = random.Random(args.seed)
    qids = sorted(Question.objects.filter(dataset__name="demo").values_list("qid", flat=True))
    sample = sorted(rng.sample(qids, min(args.questions, len(qids))))
    started = time.perf_counter()
    for condition in ("C2b", "C3", "C4", "C4g"):
        run, _ = run_create(dataset_name="demo", condition_id=condition, model="extractive",
                            question_filter={"qids": sample})
        if not run.finished:
            run_work(run.pk)
    print(f"4 runs over {len(sample)} questions in {time.perf_counter() - started:.0f} s", flush=True)

    user, _ = User.objects.get_or_create(username="bench-author")
    user.groups.add(Group.objects.get_or_create(name="author")[0])
    client = Client(HTTP_HOST="127.0.0.1")
    client.force_login(user)
    from benchmark.models import TriageProposal
    from benchmark.references import triage

    for name in ("bench-author-2", "bench-author-3"):
        other, _ = User.objects.get_or_create(username=name)
        other.groups.add(Group.objects.get_or_create(name="author")[0])
        for question in Question.objects.filter(dataset__name="demo", qid__in=sample[:20]):
            if not TriageProposal.objects.filter(question=question, base="v1", author=other).exists():
                triage.save_proposal(question=question, base="v1", author=other, decision="KEEP", submit=True)
    user = User.objects.get(username="bench-author-2")
    client.force_login(user)
    notes = list(Note.objects.filter(dataset__name="demo").values_list("note_id", flat=True))
    pages = {
        "note": [reverse("note_detail", args=["demo", n]) for n in rng.sample(notes, min(args.notes, len(notes)))],
        "patient": [reverse("patient_detail", args=["demo", s])
                    for s in Patient.objects.filter(dataset__name="demo").values_list("subject_id", flat=True)],
        "question explorer (C3 | C4 | C4g, stored runs)": [
            reverse("question_explore", args=["demo", q]) + "?condition=C3&condition=C4&condition=C4g" for q in sample],
        "explorer answered now (C2 | C4g+)": [
            reverse("question_explore", args=["demo", q]) + "?condition=C2&condition=C4g%2B" for q in sample[:20]],
        "run page": [reverse("run_detail", args=[pk]) for pk in Run.objects.values_list("pk", flat=True)],
        "reference versions page": [reverse("reference_curation", args=["demo"])] * 10,
        "triage item (the patient's notes, evidence marked)": [
            reverse("triage_item", args=["demo", "v1", q]) for q in sample[:20]],
        "reconciliation item": [reverse("triage_reconcile_item", args=["demo", "v1", q]) for q in sample[:20]],
    }
    print(f"\n{'page':50s} {'requests':>8s} {'p50 ms':>8s} {'p95 ms':>8s} {'max ms':>8s}")
    for name, urls in pages.items():
        times = []
        for _ in range(args.repeat):
            for url in urls:
                t0 = time.perf_counter()
                response = client.get(url)
                times.append((time.perf_counter() - t0) * 1000)
                if response.status_code != 200:
                    raise SystemExit(f"{url}: HTTP {response.status_code}")
        print(f"{name:50s} {len(times):8d} {percentile(times, .5):8.1f} {percentile(times, .95):8.1f} "
              f"{max(times):8.1f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
