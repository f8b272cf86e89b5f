"""``manage.py serve`` supervises its children: a crashed worker is restarted, the web server and
the other queue's worker keep running meanwhile, and SIGTERM stops everything it started.

The back-off arithmetic is checked on a process that exits at once; the supervision test runs
real processes: gunicorn and a Celery worker on the pass's broker (embedded SQLite transport, or
Redis in the PostgreSQL + Redis pass). /healthz does not touch the database.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import psutil
import pytest
from django.conf import settings

from epikg_site.management.commands.serve import (
    FIRST_DELAY,
    MAX_DELAY,
    STABLE_AFTER,
    Child,
)

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def wait_for(condition, timeout: float, what: str, output: Path):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    pytest.fail(f"{what} within {timeout:g} s; serve's output:\n{output.read_text(errors='replace')[-4000:]}")


def child_running(serve: psutil.Process, program: str) -> psutil.Process | None:
    for child in serve.children():
        try:
            if child.status() != psutil.STATUS_ZOMBIE and any(program in part for part in child.cmdline()[:2]):
                return child
        except psutil.NoSuchProcess:
            pass
    return None


def worker_of(serve: psutil.Process, queue: str) -> psutil.Process | None:
    """serve's running Celery worker that consumes ``queue``."""
    for child in serve.children():
        try:
            argv = child.cmdline()
            if (child.status() != psutil.STATUS_ZOMBIE and any("celery" in part for part in argv[:2])
                    and "--queues" in argv and argv[argv.index("--queues") + 1] == queue):
                return child
        except psutil.NoSuchProcess:
            pass
    return None


def gone(pid: int) -> bool:
    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def test_the_back_off_doubles_up_to_a_minute_and_resets_after_a_stable_run():
    child = Child("crasher", [sys.executable, "-c", "raise SystemExit(3)"])

    def crash(after: float) -> float:
        child.start()
        child.process.wait(10)
        died = child.started_at + after
        child.schedule_restart(died)
        return child.restart_at - died

    # restart_at - died is a difference of two large clock readings: compare within float error
    assert [crash(after=1) for _ in range(8)] == pytest.approx([1, 2, 4, 8, 16, 32, 60, 60])
    assert (FIRST_DELAY, MAX_DELAY) == (1, 60)
    assert crash(after=STABLE_AFTER) == pytest.approx(FIRST_DELAY)
    assert crash(after=1) == pytest.approx(2 * FIRST_DELAY)


@pytest.fixture
def serve(tmp_path):
    port = free_port()
    output = tmp_path / "serve.log"
    env = {**os.environ, "EPIKG_VAR_DIR": str(settings.VAR_DIR), "CELERY_BROKER_URL": settings.CELERY_BROKER_URL,
           "CELERY_RESULT_BACKEND": settings.CELERY_RESULT_BACKEND, "PYTHONUNBUFFERED": "1"}
    with output.open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "manage.py", "serve", "--host", "127.0.0.1", "--port", str(port), "--web-workers", "1"],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
        )
    try:
        yield process, f"http://127.0.0.1:{port}/healthz", output
    finally:
        if process.poll() is None:
            for leftover in psutil.Process(process.pid).children(recursive=True):
                leftover.kill()
            process.kill()
            process.wait(10)


@pytest.mark.worker
def test_it_restarts_a_killed_worker_keeps_the_web_up_and_stops_everything_on_sigterm(serve):
    process, healthz, output = serve
    supervisor = psutil.Process(process.pid)
    wait_for(lambda: answers(healthz), 30, "the site did not answer", output)
    web = wait_for(lambda: child_running(supervisor, "gunicorn"), 5, "no gunicorn child", output)
    worker = wait_for(lambda: worker_of(supervisor, "bulk"), 5, "no bulk worker", output)
    other = wait_for(lambda: worker_of(supervisor, "interactive"), 5, "no interactive worker", output)
    seen = {p.pid for p in supervisor.children(recursive=True)}

    worker.send_signal(signal.SIGKILL)
    assert answers(healthz), "the web server went down with the worker"
    restarted = wait_for(
        lambda: (c := worker_of(supervisor, "bulk")) and c.pid != worker.pid and c, 15,
        "no new worker appeared", output)
    assert answers(healthz) and child_running(supervisor, "gunicorn").pid == web.pid
    assert worker_of(supervisor, "interactive").pid == other.pid  # the other queue's worker was left alone
    assert f"worker-bulk (pid {worker.pid}) stopped with signal SIGKILL" in output.read_text()
    seen |= {p.pid for p in supervisor.children(recursive=True)} | {restarted.pid}

    process.send_signal(signal.SIGTERM)
    assert process.wait(45) == 0
    assert not answers(healthz)
    wait_for(lambda: all(gone(pid) for pid in seen), 10, "processes outlived serve", output)
