#!/usr/bin/env python
"""Benchmark: physicians rating under load, against PostgreSQL + Redis, served as in production.

    .venv/bin/python tests/perf/bench_rating.py                        # 20 physicians, 60 s, flat out
    .venv/bin/python tests/perf/bench_rating.py --think-time 2 --duration 60 \
        --postgres-url postgres://postgres@127.0.0.1:5432/epikg_bench_rating

A fresh, migrated PostgreSQL database (``prepare_database`` of ``bench_import.py``) is filled in a
child process through the rating tests' factories and the real ``create_study`` service: a dataset
of ``--questions`` questions over ``--patients`` patients (two admissions, five notes each), two
finished runs answering every question, ``--physicians`` physicians and one study in which every
physician rates every one of ``--sample`` items (300 × 20 = 6,000 assignments: nobody runs out in a
minute). Passwords use ``EPIKG_FAST_PASSWORD_HASHER`` (MD5): that changes only the log-in, which is
outside the timed loop.

The app then runs as ``deploy/systemd`` runs it: gunicorn (``epikg_site.wsgi``, sync workers,
``--workers 3 --timeout 120 --graceful-timeout 25 --access-logfile -``; ``--web-workers`` to change)
and one Celery worker (concurrency 1, ``--without-gossip --without-mingle``) that consumes the
analysis refresh queued after every submission; DEBUG off, broker, results and cache on Redis
(databases 13 and 14 by default, emptied first), a var folder in a temporary directory (static
files collected into it, as a deploy does). ``--no-worker`` and ``--conn-max-age`` are for
diagnosis: no Celery worker, persistent database connections.

Each simulated physician is a process with its own ``requests`` session: it logs in, opens
``/rate/`` and follows "Continue"; when all are in, each loops for ``--duration`` seconds: GET the
item page (timed as *next-item*), POST a complete rating with random valid values from the rubric
(timed as *rating-submit*, the 302 not followed), then go to the redirect's Location. A share of
submissions (``--double-post``, default 5%) is sent twice with the same ``submission_key``:
alternately a *retry* (the same POST again after the answer) and a *double click* (a second POST
on another connection at the same moment). ``--think-time`` seconds between reading an item and
submitting it, on average (each pause drawn uniformly from 0.5× to 1.5× of it, each physician
starting at a random point, so they do not move in step); default 0: flat out, which measures a
saturated server (with 20 clients and no pause, latency is 20 / throughput by Little's law).

Afterwards the database is checked: every submission answered with a 302 is recorded exactly
once, on the right assignment; no assignment has two ratings; rows == distinct successful keys;
the double posts created nothing; no 5xx. The script exits non-zero if anything was lost,
duplicated or failed. Then one physician's item page and submission are replayed in-process (no
load) to count their SQL queries and split their time between SQL and Python, and one analysis
refresh is timed. CPU seconds used during the window are reported per process kind (gunicorn,
Celery, PostgreSQL, Redis, the load generator itself — it shares the machine).

Not a test: it prints figures to record in docs/performance.md.
"""

from __future__ import annotations

import argparse
import html
import json
import math
import os
import platform
import random
import re
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict
from pathlib import Path
from urllib.parse import urljoin, urlsplit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.perf.bench_import import prepare_database

RUBRIC_FILE = ROOT / "adjudication" / "rubrics" / "app_o_v1.json"
PASSWORD_PREFIX = "pw-"  # tests/adjudication/factories.user: password = "pw-" + username
CLK_TCK = os.sysconf("SC_CLK_TCK")

CONTINUE = re.compile(r'<a class="button primary continue" href="([^"]+)"')
RATE_FORM = re.compile(r'<form id="rate-form"[^>]*\baction="([^"]+)"')
HIDDEN = {name: re.compile(rf'name="{name}" value="([^"]*)"')
          for name in ("csrfmiddlewaretoken", "submission_key", "base_revision")}
ITEM_PATH = re.compile(r"^/rate/([A-Za-z0-9_-]+)/$")


# --- the database (child processes, Django set up) ----------------------------------------------------


def fill(args) -> dict:
    """The dataset, runs, physicians and the study, through the factories and ``create_study``."""
    import django

    django.setup()
    from django.db import connection

    from adjudication.models import Assignment
    from epikg_core.roles import ADMIN, PHYSICIAN
    from tests.adjudication import factories

    data = factories.dataset("bench-rating", questions=args.questions, patients=args.patients)
    run_list = factories.runs(data, 2)
    admin = factories.user("bench-admin", ADMIN)
    physicians = [factories.user(f"physician{i:02d}", PHYSICIAN) for i in range(1, args.physicians + 1)]
    study = factories.make_study(admin=admin, raters=physicians, run_list=run_list, sample=args.sample,
                                 seed=args.seed, name="Load test", rater_title="Load test study")
    with connection.cursor() as cursor:  # as autovacuum would after a bulk load
        cursor.execute("VACUUM ANALYZE")
    return {"study": study.pk, "questions": args.questions, "patients": args.patients,
            "notes": data.notes.count(), "physicians": [u.username for u in physicians],
            "items": study.items.count(), "assignments": Assignment.objects.filter(study=study).count()}


def _rating_form(rng: random.Random, rubric: dict, page: str, *, harmful: bool | None = None) -> dict:
    """A complete rating with random valid values, plus the form's hidden fields."""
    data = {name: pattern.search(page).group(1) for name, pattern in HIDDEN.items()}
    note_needed = False
    for dim in rubric["dimensions"]:
        values = [c["value"] for c in dim["choices"]]
        sides = ("left.", "right.") if dim["scope"] == "answer" else ("",)
        for side in sides:
            if not dim.get("required") and rng.random() < 0.5:
                data[side + dim["key"]] = ""  # an optional dimension left out
                continue
            value = rng.choice(values)
            if harmful is not None and dim["key"] == "safety":
                value = "harmful" if harmful else "safe"
            if harmful is not None and dim["key"] == "reference":
                value = "wrong" if harmful else "correct"
            data[side + dim["key"]] = value
            note_needed |= value in dim.get("note_when", ())
    data["note"] = "Bench: the chart says otherwise." if note_needed or rng.random() < 0.1 else ""
    return data


def profile(args) -> dict:
    """One physician's home, item page and submission replayed in-process: SQL queries per request,
    time in SQL and in total (no load), a cProfile of each, and one analysis refresh."""
    import cProfile
    import io
    import pstats

    import django

    django.setup()
    from django.contrib.auth.models import User
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    from adjudication.analysis import refresh_by_id
    from adjudication.models import Assignment

    rubric = json.loads(RUBRIC_FILE.read_text())
    rng = random.Random(args.seed)
    client = Client(SERVER_NAME="127.0.0.1")
    user = User.objects.get(username="physician01")
    client.force_login(user)
    profiles = {}

    def measure(name, method, path, *, profiled=False, **kwargs):
        profiler = cProfile.Profile()
        with CaptureQueriesContext(connection) as captured:
            start = time.perf_counter()
            if profiled:
                profiler.enable()
            response = getattr(client, method)(path, **kwargs)
            profiler.disable()
            elapsed = time.perf_counter() - start
        if profiled:
            profiles[name] = pstats.Stats(profiler)
        sql = sum(float(q["time"]) for q in captured.captured_queries)
        return response, {"status": response.status_code, "queries": len(captured.captured_queries),
                          "ms": elapsed * 1000, "sql_ms": sql * 1000,
                          "sql": [_shape(q["sql"]) for q in captured.captured_queries]}

    pending = list(Assignment.objects.filter(rater__user=user, status=Assignment.Status.PENDING)
                   .order_by("position").values_list("token", flat=True)[: 2 * args.profile_repeat + 3])
    client.get("/rate/")  # warm-up: templates, URL resolver, first connection
    client.get(f"/rate/{pending.pop()}/")
    rows = defaultdict(list)
    for i, token in enumerate(pending):
        profiled = i >= len(pending) - 2  # the last plain and harmful pair under cProfile, not timed
        row = measure("home", "get", "/rate/", profiled=profiled)[1]
        response, item_row = measure("item", "get", f"/rate/{token}/", profiled=profiled)
        page = response.content.decode()
        action = html.unescape(RATE_FORM.search(page).group(1))
        harmful = i % 2 == 1  # alternately the plain path and the second-opinion + feedback path
        name = "submit_harmful" if harmful else "submit_plain"
        _, submit_row = measure(name, "post", action, data=_rating_form(rng, rubric, page, harmful=harmful),
                                profiled=profiled)
        if not profiled:
            rows["home"].append(row)
            rows["item"].append(item_row)
            rows[name].append(submit_row)
    result: dict = {}
    for name, measured in rows.items():
        repeated = Counter(measured[-1]["sql"])
        result[name] = {"queries": measured[-1]["queries"], "statuses": sorted({r["status"] for r in measured}),
                        "ms_median": statistics.median(r["ms"] for r in measured),
                        "sql_ms_median": statistics.median(r["sql_ms"] for r in measured),
                        "repeated": {s: n for s, n in repeated.most_common() if n > 1},
                        "sql": measured[-1]["sql"], "n": len(measured)}
        text = io.StringIO()
        profiles[name].stream = text
        profiles[name].sort_stats("cumulative").print_stats(40)
        (args.workdir / f"profile-{name}.txt").write_text(text.getvalue())
    study_id = Assignment.objects.filter(rater__user=user).values_list("study_id", flat=True).first()
    start = time.perf_counter()
    with CaptureQueriesContext(connection) as captured:
        refresh_by_id(study_id)
    result["refresh"] = {"s": time.perf_counter() - start, "queries": len(captured.captured_queries)}
    return result


def _shape(sql: str) -> str:
    """A statement with its literals blanked, to spot the same query repeated within a request."""
    shape = re.sub(r"'[^']*'", "?", sql)
    shape = re.sub(r"\b\d+\b", "?", shape)
    return re.sub(r"\s+", " ", shape)


def _brief(sql: str) -> str:
    """A statement's table and condition, short enough for a table row."""
    found = re.search(r"FROM (\"?\w+\"?)", sql)
    where = sql.split(" WHERE ", 1)[1] if " WHERE " in sql else ""
    return f"{sql.split(' ', 1)[0]} {found.group(1) if found else '?'} WHERE {where}"[:120].replace('"', "")


def run_child(kind: str, args, env: dict) -> dict:
    cmd = [sys.executable, __file__, "--child", kind, "--questions", str(args.questions), "--patients",
           str(args.patients), "--physicians", str(args.physicians), "--sample", str(args.sample),
           "--seed", str(args.seed), "--profile-repeat", str(args.profile_repeat), "--workdir", str(args.workdir)]
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    if done.returncode != 0 or not lines:
        raise SystemExit(f"{kind} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
    return json.loads(lines[-1][len("RESULT "):])


# --- one simulated physician (a process of its own) ----------------------------------------------------


def physician(index: int, username: str, base: str, args, barrier, results) -> None:
    import requests

    rng = random.Random(args.seed * 1000 + index)
    rubric = json.loads(RUBRIC_FILE.read_text())
    out = {"user": username, "timings": [], "submits": [], "errors": [], "doubles": []}
    session = requests.Session()
    try:
        session.get(base + "/accounts/login/", timeout=60)
        response = session.post(base + "/accounts/login/", timeout=60, allow_redirects=False, data={
            "csrfmiddlewaretoken": session.cookies["csrftoken"], "username": username,
            "password": PASSWORD_PREFIX + username, "next": "/rate/"})
        assert response.status_code == 302, f"log-in of {username}: HTTP {response.status_code}"
        home = session.get(base + "/rate/", timeout=60)
        found = CONTINUE.search(home.text)
        assert home.status_code == 200 and found, f"/rate/ for {username}: HTTP {home.status_code}, no Continue link"
        url = html.unescape(found.group(1))
    except Exception as exc:  # noqa: BLE001 - reported, and the barrier must still be reached
        out["errors"].append(f"setup: {exc!r}")
        url = None
    barrier.wait(timeout=600)
    t0 = time.perf_counter()
    cpu0 = time.process_time()
    doubles = 0
    if args.think_time:  # physicians do not move in step: start each at a random point of a think time
        time.sleep(rng.uniform(0, args.think_time))

    def timed(kind, method, target, **kwargs):
        start = time.perf_counter()
        try:
            response = getattr(session, method)(base + target, timeout=120, allow_redirects=False, **kwargs)
            status = response.status_code
        except requests.RequestException as exc:
            response, status = None, 0
            out["errors"].append(f"{kind} {target}: {exc!r}")
        end = time.perf_counter()
        out["timings"].append((kind, end - start, status, start - t0))
        if status >= 500 or (response is not None and status not in (200, 302)):
            out["errors"].append(f"{kind} {target}: HTTP {status} {response.text[:300]!r}")
        return response, status

    def duplicate(target, data, cookies, box):
        start = time.perf_counter()
        try:
            response = requests.post(base + target, data=data, cookies=cookies, timeout=120, allow_redirects=False)
            box.update(status=response.status_code, location=response.headers.get("Location"))
        except requests.RequestException as exc:
            box.update(status=0, error=repr(exc))
        box["s"] = time.perf_counter() - start

    while url is not None and time.perf_counter() - t0 < args.duration:
        response, status = timed("next-item", "get", url)
        if status != 200:
            time.sleep(0.5)
            continue
        page = response.text
        action = RATE_FORM.search(page)
        if action is None:
            out["errors"].append(f"next-item {url}: no rating form")
            break
        action = html.unescape(action.group(1))
        data = _rating_form(rng, rubric, page)
        token = ITEM_PATH.match(url).group(1)
        if args.think_time:
            time.sleep(rng.uniform(0.5, 1.5) * args.think_time)
        double = rng.random() < args.double_post
        mode = ("retry", "double-click")[doubles % 2] if double else None
        box: dict = {}
        helper = None
        if mode == "double-click":  # the second click's POST leaves with the first, on another connection
            helper = threading.Thread(target=duplicate, args=(action, data, session.cookies.get_dict(), box))
            helper.start()
        response, status = timed("rating-submit", "post", action, data=data)
        location = response.headers.get("Location") if response is not None else None
        if mode == "retry":
            duplicate(action, data, session.cookies.get_dict(), box)
        if helper is not None:
            helper.join()
        out["submits"].append({"key": data["submission_key"], "token": token, "status": status, "mode": mode})
        if mode:
            doubles += 1
            out["doubles"].append({"key": data["submission_key"], "mode": mode, "first": status,
                                   "second": box.get("status"), "same_location": box.get("location") == location,
                                   "s": box.get("s")})
            out["timings"].append(("double-post", box.get("s", 0.0), box.get("status", 0), time.perf_counter() - t0))
        if status != 302:
            continue  # the same item again (a refused submission leaves it pending)
        path = urlsplit(urljoin(base + action, location)).path
        url = path if ITEM_PATH.match(path) else None  # the queue: this physician has no item left
    out["elapsed"] = time.perf_counter() - t0
    out["cpu_s"] = time.process_time() - cpu0
    results.put(out)


# --- processes and the machine ------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_http(url: str, seconds: float, process: subprocess.Popen) -> None:
    import requests

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"gunicorn exited with {process.returncode}")
        try:
            if requests.get(url, timeout=1).status_code == 200:
                return
        except requests.RequestException:
            pass
        time.sleep(0.2)
    raise SystemExit(f"{url} did not answer in {seconds:g} s")


def celery_app(broker: str):
    from celery import Celery

    return Celery("bench", broker=broker, backend=broker)


def wait_worker(broker: str, seconds: float, process: subprocess.Popen) -> None:
    app = celery_app(broker)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"the Celery worker exited with {process.returncode}")
        if app.control.ping(timeout=1.0):
            return
    raise SystemExit(f"the Celery worker did not answer a ping in {seconds:g} s")


def worker_stats(broker: str) -> dict:
    """Tasks the worker finished (by name) and what is still waiting in the queue."""
    import redis

    app = celery_app(broker)
    stats = app.control.inspect(timeout=3.0).stats() or {}
    done = Counter()
    for row in stats.values():
        done.update(row.get("total", {}))
    waiting = redis.Redis.from_url(broker).llen("celery")
    return {"done": dict(done), "waiting": waiting}


def stop(process: subprocess.Popen | None, name: str) -> None:
    """SIGTERM to the process group we started, SIGKILL after 30 s."""
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        print(f"{name} did not stop in 30 s; killing it")
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    except ProcessLookupError:
        pass


def cpu_snapshot() -> dict[int, tuple[str, int, int]]:
    """pid → (command, parent pid, user + system clock ticks) for every process we can read."""
    rows = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            raw = (entry / "stat").read_text()
        except OSError:
            continue
        comm = raw[raw.index("(") + 1:raw.rindex(")")]
        fields = raw[raw.rindex(")") + 2:].split()
        # utime + stime, and cutime + cstime: children it has reaped (PostgreSQL backends that
        # ended with their request show up in the postmaster's)
        rows[int(entry.name)] = (comm, int(fields[1]), sum(int(f) for f in fields[11:15]))
    return rows


def cpu_by_kind(before: dict, after: dict, roots: dict[str, set[int]], skip: set[int]) -> dict[str, float]:
    """CPU seconds spent between two snapshots, grouped: descendants of each root set, then
    PostgreSQL and Redis by command name, then everything else (``skip``: pids left out)."""
    def kind_of(pid: int) -> str:
        seen = 0
        while pid > 1 and seen < 64:
            for kind, pids in roots.items():
                if pid in pids:
                    return kind
            pid = after.get(pid, before.get(pid, ("", 0, 0)))[1]
            seen += 1
        return ""

    totals: dict[str, float] = defaultdict(float)
    others: dict[str, float] = defaultdict(float)
    for pid, (comm, _, ticks) in after.items():
        if pid in skip:
            continue
        used = (ticks - before[pid][2]) if pid in before and before[pid][0] == comm else ticks
        kind = kind_of(pid) or ("PostgreSQL" if comm.startswith("postgres") else
                                "Redis" if comm.startswith("redis") else "other")
        totals[kind] += used / CLK_TCK
        if kind == "other" and used:
            others[comm] += used / CLK_TCK
    return dict(totals), {k: round(v, 1) for k, v in sorted(others.items(), key=lambda kv: -kv[1])[:6]}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    rank = max(0, min(len(ordered) - 1, math.ceil(q / 100 * len(ordered)) - 1))  # nearest rank
    return ordered[rank]


def machine(postgres_url: str) -> dict:
    import psycopg

    model = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                  if line.startswith("model name")), platform.processor())
    with psycopg.connect(postgres_url.replace("postgres://", "postgresql://", 1)) as conn:
        version = conn.execute("SHOW server_version").fetchone()[0]
    import redis

    redis_version = redis.Redis(host="127.0.0.1").info().get("redis_version", "?")
    mem = next(int(line.split()[1]) for line in Path("/proc/meminfo").read_text().splitlines()
               if line.startswith("MemTotal"))
    return {"host": platform.node(), "cores": os.cpu_count(), "cpu": model, "memory_gib": round(mem / 2**20),
            "python": platform.python_version(), "postgresql": version, "redis": redis_version}


# --- verification ----------------------------------------------------------------------------------------


def verify(postgres_url: str, clients: list[dict]) -> dict:
    """What the database holds against what every physician was told."""
    import psycopg

    submits = [s for c in clients for s in c["submits"]]
    accepted = {s["key"]: s["token"] for s in submits if s["status"] == 302}
    with psycopg.connect(postgres_url.replace("postgres://", "postgresql://", 1)) as conn:
        rows = conn.execute("SELECT r.submission_key, a.token, r.revision FROM adjudication_rating r "
                            "JOIN adjudication_assignment a ON a.id = r.assignment_id").fetchall()
        per_assignment = conn.execute("SELECT count(*) FROM (SELECT assignment_id FROM adjudication_rating "
                                      "GROUP BY assignment_id HAVING count(*) > 1) t").fetchone()[0]
        first_twice = conn.execute("SELECT count(*) FROM (SELECT assignment_id FROM adjudication_rating "
                                   "WHERE revision = 1 GROUP BY assignment_id HAVING count(*) > 1) t").fetchone()[0]
        submitted = conn.execute("SELECT count(*) FROM adjudication_assignment "
                                 "WHERE status = 'submitted'").fetchone()[0]
        rated_events = conn.execute("SELECT count(*) FROM adjudication_auditevent "
                                    "WHERE action = 'rated'").fetchone()[0]
    stored = {key: token for key, token, _ in rows}
    lost = sorted(k for k in accepted if k not in stored)
    misplaced = sorted(k for k in accepted if k in stored and stored[k] != accepted[k])
    unexpected = sorted(k for k in stored if k not in accepted)  # recorded though the client saw no 302
    doubles = [d for c in clients for d in c["doubles"]]
    bad_doubles = [d for d in doubles if d["second"] != 302 or d["first"] != 302 or not d["same_location"]]
    server_errors = sum(1 for c in clients for t in c["timings"] if t[2] >= 500 or t[2] == 0)
    refused = sum(1 for s in submits if s["status"] != 302)
    checks = {
        "every accepted submission recorded (none lost)": not lost,
        "each on the assignment it was posted for": not misplaced,
        "nothing recorded that was not accepted": not unexpected,
        "rating rows == distinct accepted submission keys": len(rows) == len(accepted),
        "no assignment with two ratings": per_assignment == 0,
        "no assignment with two revision-1 ratings": first_twice == 0,
        "assignments marked submitted == rating rows": submitted == len(rows),
        "one 'rated' audit event per rating": rated_events == len(rows),
        "double posts: both answered 302, to the same next item, one row": not bad_doubles,
        "no 5xx or failed connection": server_errors == 0,
        "no submission refused (400/409)": refused == 0,
        "no client error": not any(c["errors"] for c in clients),
    }
    return {"checks": checks, "ok": all(checks.values()), "rows": len(rows), "accepted": len(accepted),
            "lost": lost[:10], "misplaced": misplaced[:10], "unexpected": unexpected[:10],
            "bad_doubles": bad_doubles[:10], "errors": [e for c in clients for e in c["errors"]][:10],
            "server_errors": server_errors, "refused": refused, "doubles": Counter(d["mode"] for d in doubles)}


# --- the run ----------------------------------------------------------------------------------------------


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of load (default 60)")
    parser.add_argument("--physicians", type=int, default=20)
    parser.add_argument("--think-time", type=float, default=0.0,
                        help="mean seconds between loading an item and submitting it (default 0: flat out)")
    parser.add_argument("--double-post", type=float, default=0.05,
                        help="share of submissions sent twice with the same submission_key (default 0.05)")
    parser.add_argument("--questions", type=int, default=400)
    parser.add_argument("--patients", type=int, default=43)
    parser.add_argument("--sample", type=int, default=300, help="items per physician (every physician rates all)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--web-workers", type=int, default=3,
                        help="gunicorn workers (default 3, as deploy/systemd/epikg-web.service)")
    parser.add_argument("--no-worker", action="store_true",
                        help="diagnosis only: start no Celery worker (the refreshes wait in Redis, unconsumed)")
    parser.add_argument("--conn-max-age", type=int, default=None,
                        help="add ?conn_max_age=N to the server's DATABASE_URL (default: none, as .env.example)")
    parser.add_argument("--postgres-url", default=os.environ.get(
        "EPIKG_BENCH_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/epikg_bench_rating"))
    parser.add_argument("--redis-url", default=os.environ.get("EPIKG_BENCH_REDIS_URL", "redis://127.0.0.1:6379"),
                        help="Redis server; databases 13 (broker, results) and 14 (cache) are emptied and used")
    parser.add_argument("--workdir", type=Path, default=ROOT / "var" / "bench-rating")
    parser.add_argument("--profile-repeat", type=int, default=10, help="in-process replays of each request kind")
    parser.add_argument("--child", choices=["fill", "profile"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        result = fill(args) if args.child == "fill" else profile(args)
        print("RESULT " + json.dumps(result), flush=True)
        return 0

    import multiprocessing

    import redis

    args.workdir.mkdir(parents=True, exist_ok=True)
    var_dir = Path(tempfile.mkdtemp(prefix="epikg-bench-rating-"))
    broker = f"{args.redis_url.rstrip('/')}/13"
    cache = f"{args.redis_url.rstrip('/')}/14"
    for url in (broker, cache):
        redis.Redis.from_url(url).flushdb()
    env = {**os.environ, "DATABASE_URL": args.postgres_url, "EPIKG_VAR_DIR": str(var_dir),
           "CELERY_BROKER_URL": broker, "CELERY_RESULT_BACKEND": broker, "CACHE_URL": cache,
           "CELERY_WORKER_CONCURRENCY": "1", "DEBUG": "false", "EPIKG_FAST_PASSWORD_HASHER": "true",
           "DJANGO_SETTINGS_MODULE": "epikg_site.settings"}
    t0 = time.perf_counter()
    prepare_database("postgres", args.postgres_url, env)
    about = machine(args.postgres_url)
    print(f"Machine: {about['host']} · {about['cores']} cores ({about['cpu']}) · {about['memory_gib']} GiB · "
          f"Python {about['python']} · PostgreSQL {about['postgresql']} · Redis {about['redis']}", flush=True)
    shape = run_child("fill", args, env)
    subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"], cwd=ROOT, env=env,
                   check=True)  # as a deploy does (WhiteNoise serves them)
    print(f"Database: {shape['questions']} questions over {shape['patients']} patients ({shape['notes']} notes), "
          f"2 finished runs, {len(shape['physicians'])} physicians, study of {shape['items']} items × "
          f"{len(shape['physicians'])} raters = {shape['assignments']:,} assignments "
          f"(migrated and filled in {time.perf_counter() - t0:.0f} s)", flush=True)

    server_env = dict(env)
    if args.conn_max_age is not None:
        server_env["DATABASE_URL"] = f"{args.postgres_url}?conn_max_age={args.conn_max_age}"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    bin_dir = ROOT / ".venv" / "bin"
    if not (bin_dir / "gunicorn").exists():
        bin_dir = Path(sys.executable).parent
    logs = {name: open(args.workdir / f"{name}.log", "w") for name in ("gunicorn", "celery")}  # noqa: SIM115
    web = worker = None
    try:
        if not args.no_worker:
            worker = subprocess.Popen(
                [str(bin_dir / "celery"), "-A", "epikg_site", "worker", "-l", "warning", "--concurrency", "1",
                 "--hostname", "bench-rating@%h", "--without-gossip", "--without-mingle"],
                cwd=ROOT, env=server_env, stdout=logs["celery"], stderr=subprocess.STDOUT, process_group=0)
        web = subprocess.Popen(
            [str(bin_dir / "gunicorn"), "epikg_site.wsgi:application", "--bind", f"127.0.0.1:{port}",
             "--workers", str(args.web_workers), "--access-logfile", "-", "--timeout", "120",
             "--graceful-timeout", "25"],
            cwd=ROOT, env=server_env, stdout=logs["gunicorn"], stderr=subprocess.STDOUT, process_group=0)
        wait_http(base + "/healthz", 60, web)
        if worker is not None:
            wait_worker(broker, 60, worker)
        print(f"Serving: gunicorn, {args.web_workers} sync workers, {base}; "
              + ("NO Celery worker (--no-worker: the refreshes queued after each submission are not consumed)"
                 if worker is None else
                 "one Celery worker (concurrency 1) consuming the analysis refresh queued after each submission")
              + f"; Redis broker/cache; DEBUG off; CONN_MAX_AGE {args.conn_max_age or 0}", flush=True)
        print(f"Load: {args.physicians} physicians × {args.duration:g} s, think time {args.think_time:g} s"
              f"{' (flat out)' if not args.think_time else ''}, {args.double_post:.0%} of submissions posted "
              f"twice (retry / double click)", flush=True)

        context = multiprocessing.get_context("spawn")
        barrier = context.Barrier(args.physicians + 1)
        results = context.Queue()
        clients = [context.Process(target=physician, args=(i, name, base, args, barrier, results))
                   for i, name in enumerate(shape["physicians"][: args.physicians])]
        for client in clients:
            client.start()
        barrier.wait(timeout=600)
        cpu_before = cpu_snapshot()
        window_start = time.perf_counter()
        collected = [results.get(timeout=args.duration + 600) for _ in clients]
        window = time.perf_counter() - window_start
        cpu_after = cpu_snapshot()
        for client in clients:
            client.join()
        roots = {"gunicorn": {web.pid}, "Celery worker": {worker.pid} if worker else set(),
                 "load generator": {os.getpid()}}
        cpu, cpu_other = cpu_by_kind(cpu_before, cpu_after, roots, skip={c.pid for c in clients})
        cpu["load generator"] = cpu.get("load generator", 0.0) + sum(c["cpu_s"] for c in collected)
        tasks = worker_stats(broker) if worker else {"done": {}, "waiting": redis.Redis.from_url(broker).llen("celery")}
    finally:
        stop(web, "gunicorn")
        stop(worker, "Celery worker")
        for handle in logs.values():
            handle.close()

    verdict = verify(args.postgres_url, collected)
    prof = run_child("profile", args, env)
    shutil.rmtree(var_dir, ignore_errors=True)

    # --- figures ---
    by_kind: dict[str, list[float]] = defaultdict(list)
    statuses: dict[str, Counter] = defaultdict(Counter)
    for client in collected:
        for kind, seconds, status, _ in client["timings"]:
            by_kind[kind].append(seconds * 1000)
            statuses[kind][status] += 1
    timed = sum(len(by_kind[k]) for k in ("next-item", "rating-submit"))
    submits_ok = verdict["accepted"]
    summary = {
        "machine": about, "shape": {k: v for k, v in shape.items() if k != "physicians"},
        "settings": {"physicians": args.physicians, "duration_s": args.duration, "think_time_s": args.think_time,
                     "double_post": args.double_post, "web_workers": args.web_workers,
                     "celery_worker": not args.no_worker,
                     "conn_max_age": args.conn_max_age or 0},
        "window_s": round(window, 1), "requests": timed + len(by_kind["double-post"]),
        "requests_per_s": round((timed + len(by_kind["double-post"])) / window, 1),
        "ratings_per_s": round(submits_ok / window, 1),
        "latency_ms": {kind: {"n": len(v), "p50": percentile(v, 50), "p95": percentile(v, 95),
                              "p99": percentile(v, 99), "max": max(v)} for kind, v in by_kind.items() if v},
        "statuses": {k: dict(v) for k, v in statuses.items()},
        "per_physician": sorted(sum(1 for s in c["submits"] if s["status"] == 302) for c in collected),
        "cpu_s": {k: round(v, 1) for k, v in sorted(cpu.items(), key=lambda kv: -kv[1])}, "cpu_other_s": cpu_other,
        "refresh_tasks": {"enqueued": submits_ok, **tasks},
        "verification": {**verdict, "doubles": dict(verdict["doubles"])}, "profile": prof,
    }
    (args.workdir / "results.json").write_text(json.dumps(summary, indent=2, default=str))

    print(f"\nWindow {window:.1f} s: {summary['requests']:,} requests ({summary['requests_per_s']} /s), "
          f"{submits_ok:,} ratings recorded ({summary['ratings_per_s']} /s); per physician "
          f"{min(summary['per_physician'])}–{max(summary['per_physician'])}")
    print("| request | n | p50 ms | p95 ms | p99 ms | max ms | statuses |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for kind in ("next-item", "rating-submit", "double-post"):
        row = summary["latency_ms"].get(kind)
        if row:
            print(f"| {kind} | {row['n']:,} | {row['p50']:.0f} | {row['p95']:.0f} | {row['p99']:.0f} "
                  f"| {row['max']:.0f} | {', '.join(f'{s}: {n}' for s, n in sorted(statuses[kind].items()))} |")
    total_cpu = sum(cpu.values())
    print(f"\nCPU seconds in the window ({about['cores']} cores × {window:.0f} s = {about['cores'] * window:.0f} "
          f"available; {total_cpu:.0f} used): " + ", ".join(f"{k} {v}" for k, v in summary["cpu_s"].items()))
    if cpu.get("other", 0) > 0.05 * about["cores"] * window:
        print(f"WARNING: {cpu['other']:.0f} CPU seconds went to processes outside the benchmark ({cpu_other}): "
              f"the machine was not quiet, the latencies above are pessimistic. Run it again on an idle machine.")
    done = tasks["done"].get("adjudication.refresh_analysis", 0)
    print(f"Analysis refresh: {submits_ok:,} queued, {done:,} run by the worker in the window, "
          f"{tasks['waiting']:,} still waiting at the end; one refresh, timed after the load stopped, takes "
          f"{prof['refresh']['s']:.2f} s ({prof['refresh']['queries']} queries)")
    print("\nIn-process, no load (django.test.Client, one physician; median of "
          f"{args.profile_repeat}):")
    print("| request | SQL queries | total ms | in SQL ms |")
    print("|---|---:|---:|---:|")
    for name, label in (("home", "/rate/"), ("item", "item page (GET)"), ("submit_plain", "submit, plain"),
                        ("submit_harmful", "submit, harmful + reference wrong")):
        row = prof[name]
        print(f"| {label} | {row['queries']} | {row['ms_median']:.1f} | {row['sql_ms_median']:.1f} |")
        for shape_sql, n in row["repeated"].items():
            print(f"|   same query ×{n}: `{_brief(shape_sql)}` | | | |")
    print("\nVerification:")
    for check, passed in verdict["checks"].items():
        print(f"  [{'ok' if passed else 'FAILED'}] {check}")
    print(f"  {verdict['rows']:,} rating rows, {verdict['accepted']:,} accepted submissions, "
          f"double posts: {dict(verdict['doubles'])}")
    for what in ("lost", "misplaced", "unexpected", "bad_doubles", "errors"):
        if verdict[what]:
            print(f"  {what}: {verdict[what]}")
    print(f"\nResults: {args.workdir / 'results.json'}; cProfile: {args.workdir}/profile-*.txt; "
          f"server logs: {args.workdir}/gunicorn.log, celery.log")
    return 0 if verdict["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
