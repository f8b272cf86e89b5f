#!/usr/bin/env python
"""Benchmark: the question explorer's first and warm visits on the demo cohort, with a real
interactive worker computing the live answers.

    .venv/bin/python tests/perf/bench_explore.py [--patients 43] [--questions 6] [--work DIR]

Builds the 43-patient synthetic cohort in a fresh SQLite database and var folder (migrate,
make_cohort, import, build_kg; ``--work DIR`` reuses a folder an earlier round built), starts one
Celery worker on the ``interactive`` queue in that site, then for each sampled question (no run
answered it, so C3 | C4 | C4g are all answered by the offline reader) requests the explorer page
through Django's test client in this process and reports:

- first visit: the page's server time (view, queries, template) on a cold cache;
- answers ready: from the first request until the polled fragments of every column hold their
  answer (the worker's time: embedder load and the patient's dense index the first time);
- warm visit: the page again, every column from the cache.

The first question also pays the worker's one-time embedder load; each question is of a different
patient, so each pays that patient's sentence embedding once.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_conditions import scratch_site  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--patients", type=int, default=43)
    parser.add_argument("--questions", type=int, default=6)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--work", default=None, help="reuse the site an earlier round built in this folder")
    parser.add_argument("--timeout", type=float, default=300, help="seconds to wait for one question's answers")
    args = parser.parse_args()
    if args.work:
        work = Path(args.work)
        env = {**os.environ, "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "EPIKG_VAR_DIR": str(work / "var"),
               "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    else:
        work, env, manage = scratch_site("explore")
        started = time.perf_counter()
        manage("migrate", "-v", "0")
        manage("load_vocabulary_subset")
        manage("make_cohort", "--patients", str(args.patients), "--out", str(work / "cohort"), "--load",
               "--dataset", "demo", "--no-progress")
        manage("build_kg", "--dataset", "demo", "--no-progress")
        print(f"cohort of {args.patients} patients imported and built in {time.perf_counter() - started:.0f} s",
              flush=True)
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from django.test.utils import setup_test_environment

    setup_test_environment()  # the test client records each response's template context
    from django.contrib.auth.models import Group, User
    from django.core.cache import cache
    from django.test import Client
    from django.urls import reverse

    from benchmark.models import Question

    cache.clear()  # a cold cache: no live answer kept from an earlier round
    log = open(work / "worker.log", "wb")
    worker = subprocess.Popen(
        [sys.executable, "-m", "celery", "-A", "epikg_site", "worker", "--queues", "interactive", "--pool", "solo",
         "--loglevel", "INFO", "--without-gossip", "--without-mingle", "--hostname", f"bench-{os.getpid()}@%h"],
        cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        user, _ = User.objects.get_or_create(username="bench-author")
        user.groups.add(Group.objects.get_or_create(name="author")[0])
        client = Client(HTTP_HOST="127.0.0.1")
        client.force_login(user)
        rng = random.Random(args.seed)
        by_patient: dict[int, str] = {}
        for qid, patient in Question.objects.filter(dataset__name="demo").order_by("qid").values_list(
                "qid", "patient_id"):
            by_patient.setdefault(patient, qid)
        sample = rng.sample(sorted(by_patient.values()), min(args.questions, len(by_patient)))
        rows = []
        for qid in sample:
            url = reverse("question_explore", args=["demo", qid]) + "?condition=C3&condition=C4&condition=C4g"
            started = time.perf_counter()
            page = client.get(url)
            first = time.perf_counter() - started
            if page.status_code != 200 or page.context is None:
                raise SystemExit(f"{url}: HTTP {page.status_code} {page.headers.get('Location', '')}")
            columns = page.context["x"].columns
            pending = [c.condition for c in columns if c.source == "pending"]
            while pending:
                if time.perf_counter() - started > args.timeout:
                    raise SystemExit(f"{qid}: no answer within {args.timeout:g} s; see {work / 'worker.log'}")
                time.sleep(0.5)
                pending = [c for c in pending if b"hx-get" in client.get(
                    reverse("question_explore_live", args=["demo", qid, c])).content]
            ready = time.perf_counter() - started
            started = time.perf_counter()
            again = client.get(url)
            warm = time.perf_counter() - started
            sources = [c.source for c in again.context["x"].columns]
            assert sources == ["live"] * 3, sources
            rows.append((qid, first, ready, warm))
            print(f"{qid}: first visit {first * 1000:.0f} ms, answers ready {ready:.1f} s, "
                  f"warm visit {warm * 1000:.0f} ms", flush=True)
    finally:
        worker.terminate()
        worker.wait(30)
    firsts, readies, warms = ([r[i] for r in rows] for i in (1, 2, 3))
    print(f"\n| measure ({len(rows)} questions, C3 \\| C4 \\| C4g answered live) | p50 | max |\n|---|---:|---:|")
    print(f"| first visit, page (ms) | {percentile(firsts, 0.5) * 1000:.0f} | {max(firsts) * 1000:.0f} |")
    print(f"| answers ready in the page (s) | {percentile(readies, 0.5):.1f} | {max(readies):.1f} |")
    print(f"| warm visit, page (ms) | {percentile(warms, 0.5) * 1000:.0f} | {max(warms) * 1000:.0f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
