#!/usr/bin/env python
"""Run the whole test suite: what `make test` and CI call.

Pass 1 — the zero-install configuration: SQLite, the embedded Celery broker, the file cache.
Pass 2 — the production configuration: PostgreSQL through psycopg 3, Redis as broker, result
backend and cache; every test except the browser ones runs again.

On a machine with two or more cores the passes run side by side (each has its own var/ folder,
database and broker); pass 1 streams its output, pass 2 writes var/test/postgres-redis.log, which is
printed whole when both are done. EPIKG_TEST_SERIAL=true runs them one after the other.

Locally, pass 2 is skipped with a notice when PostgreSQL or Redis is not reachable. Under CI
(CI=true) an unreachable service, or a missing Chromium, is a failure, never a skip.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
PG_URL = os.environ.get("EPIKG_TEST_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/epikg")
REDIS_URL = os.environ.get("EPIKG_TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}
CHROMIUM = os.environ.get("EPIKG_CHROMIUM", "/usr/bin/chromium")
#: the slowest tests each pass lists (pytest --durations), so a creeping suite shows in every CI log
DURATIONS = os.environ.get("EPIKG_TEST_DURATIONS", "20")
#: the whole command's budget on an idle 2-core machine (docs/performance.md, "The test suite")
BUDGET_MINUTES = 35
SERIAL = os.environ.get("EPIKG_TEST_SERIAL", "").lower() in {"1", "true", "yes"} or (os.cpu_count() or 1) < 2
WALL: dict[str, float] = {}
STARTED = time.monotonic()


def reachable(url: str) -> bool:
    parts = urlsplit(url)
    try:
        with socket.create_connection((parts.hostname, parts.port), timeout=2):
            return True
    except OSError:
        return False


def ensure_chromium() -> None:
    """Browser tests drive Debian's Chromium; install it from Debian's packages when we can."""
    if Path(CHROMIUM).exists():
        return
    if os.geteuid() == 0 and shutil.which("apt-get"):
        print("Installing Debian's chromium for the browser tests ...", flush=True)
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "update", "-qq"], check=False, env=env)
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], check=False, env=env)
    if not Path(CHROMIUM).exists():
        print(f"NOTE: {CHROMIUM} not found; browser tests will "
              + ("FAIL (CI)." if CI else "be skipped. Install it with: apt-get install -y chromium"))


def timed(name: str, command: list[str], **kwargs) -> int:
    """Run ``command``, recording its wall time under ``name`` and printing it when it ends."""
    return finish(name, *start(command, **kwargs))


def start(command: list[str], **kwargs) -> tuple[subprocess.Popen, float]:
    return subprocess.Popen(command, cwd=ROOT, **kwargs), time.monotonic()


def finish(name: str, process: subprocess.Popen, started: float) -> int:
    """Wait for ``process``; record and print its wall time under ``name``."""
    code = process.wait()
    WALL[name] = time.monotonic() - started
    print(f"--- {name}: {minutes(WALL[name])} wall ---", flush=True)
    return code


def minutes(seconds: float) -> str:
    return f"{int(seconds // 60)} min {seconds % 60:04.1f} s"


def pytest_command(args: list[str], env: dict[str, str]) -> tuple[str, list[str]]:
    name = f"{env.get('EPIKG_TEST_PASS')} pass"
    print(f"\n=== pytest {' '.join(args)} ({name}) ===", flush=True)
    return name, [sys.executable, "-m", "pytest", f"--durations={DURATIONS}", *args]


def pytest(args: list[str], env: dict[str, str]) -> int:
    name, command = pytest_command(args, env)
    return timed(name, command, env=env)


def side_by_side(first: tuple[list[str], dict], second: tuple[list[str], dict], log: Path) -> tuple[int, int]:
    """Both passes at once: the first streams to this terminal, the second to ``log``, which is
    printed whole when both are done (so neither's failures are interleaved with the other's)."""
    name1, command1 = pytest_command(*first)
    name2, command2 = pytest_command(*second)
    print(f"(side by side: the {name2} writes {log.relative_to(ROOT)}, printed when both are done)", flush=True)
    log.parent.mkdir(parents=True, exist_ok=True)
    with open(log, "w") as out:
        running2 = start(command2, env=second[1], stdout=out, stderr=subprocess.STDOUT)
        ended2: list[int] = []  # the second pass's wall time is taken when it ends, not when the first does
        waiter = threading.Thread(target=lambda: ended2.append(finish(name2, *running2)), daemon=True)
        waiter.start()
        try:
            code1 = finish(name1, *start(command1, env=first[1]))
        finally:
            waiter.join()
    code2 = ended2[0] if ended2 else 1
    print(f"\n=== {name2} output ({log.relative_to(ROOT)}) ===", flush=True)
    print(log.read_text(errors="replace"), flush=True)
    return code1, code2


def report_times() -> None:
    """Each pass's wall time and the command's total against the budget, last in the log. The
    total is the wall clock since the runner started (passes side by side overlap)."""
    total = max(time.monotonic() - STARTED, sum(WALL.values()) if SERIAL else max(WALL.values(), default=0.0))
    print("\nWall time: " + "; ".join(f"{name} {minutes(s)}" for name, s in WALL.items())
          + f"; total {minutes(total)}{' (passes one after the other)' if SERIAL else ' (passes side by side)'}"
          + f" (budget {BUDGET_MINUTES} min on an idle 2-core machine"
          + ("" if total <= BUDGET_MINUTES * 60 else ": OVER") + ")", flush=True)


def lint_imports() -> int:
    """The walls of the architecture (``.importlinter``): a breach fails the run."""
    print("\n=== lint-imports (.importlinter) ===", flush=True)
    return timed("import walls", [str(Path(sys.executable).with_name("lint-imports")), "--no-cache"])


def main(argv: list[str]) -> int:
    walls = lint_imports()
    ensure_chromium()
    base = {**os.environ, "EPIKG_FAST_PASSWORD_HASHER": "true", "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
    for name in ("DATABASE_URL", "CELERY_BROKER_URL", "CELERY_RESULT_BACKEND", "CACHE_URL"):
        base.pop(name, None)
    var = ROOT / "var" / "test"
    sqlite = (argv, {**base, "EPIKG_TEST_PASS": "sqlite", "EPIKG_VAR_DIR": str(var / "sqlite")})

    services = {"PostgreSQL": PG_URL, "Redis": REDIS_URL}
    down = [f"{name} at {url}" for name, url in services.items() if not reachable(url)]
    if down:
        message = f"the PostgreSQL + Redis pass cannot run: not reachable: {', '.join(down)}"
        if CI:
            print(f"FAIL: {message}", flush=True)
            return 1
        first = pytest(*sqlite)
        print(f"\nSKIPPED {message}. Start them to run the integration pass.", flush=True)
        report_times()
        return walls or first
    postgres = ([*argv, "-m", "not browser"], {
        **base,
        "EPIKG_TEST_PASS": "postgres-redis",
        "EPIKG_VAR_DIR": str(var / "postgres"),
        "DATABASE_URL": PG_URL,
        "CELERY_BROKER_URL": REDIS_URL,
        "CELERY_RESULT_BACKEND": REDIS_URL,
        "CACHE_URL": REDIS_URL,
    })
    if SERIAL:
        first, second = pytest(*sqlite), pytest(*postgres)
    else:
        first, second = side_by_side(sqlite, postgres, var / "postgres-redis.log")
    print(f"\nImport walls: {'kept' if walls == 0 else 'BROKEN'}; SQLite pass: {'passed' if first == 0 else 'FAILED'}; "
          f"PostgreSQL + Redis pass: {'passed' if second == 0 else 'FAILED'}", flush=True)
    report_times()
    return walls or first or second


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
