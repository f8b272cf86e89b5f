"""manage.py serve — run the web server (gunicorn) and one Celery worker per work queue under a
small supervisor.

All are child processes: ``web``, ``worker-interactive`` (scoring, analysis, the explorer's live
answers, small imports) and ``worker-bulk`` (run chunks, graph builds, large imports); which task
goes on which queue is decided in ``epikg_core/queues.py``. A child that exits while serve is
running is started again after a back-off of 1 s, doubling on each crash in a row up to 60 s; a
child that stayed up for 60 s starts again from 1 s. One child's crash never touches the others.
Ctrl-C or SIGTERM stops them all (SIGTERM to each, SIGKILL after 30 s; a second Ctrl-C kills at
once). This is the second half of ``make run``; in production run them under systemd instead
(``deploy/``). The interactive worker runs Celery beat inside it (``--beat``, the default;
``--no-beat`` where another process runs beat), which sends drift monitoring's tick and the
run-lease reaper every minute (docs/monitoring.md, docs/operations.md).
"""

from __future__ import annotations

import argparse
import ctypes
import os
import signal
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from epikg_core.queues import INTERACTIVE, QUEUES
from epikg_site.management.commands.bootstrap_site import admin_password_file

FIRST_DELAY = 1.0     # seconds before the first restart
MAX_DELAY = 60.0      # the back-off never waits longer than this
STABLE_AFTER = 60.0   # a child that ran this long before it died restarts after FIRST_DELAY again
STOP_TIMEOUT = 30.0   # seconds a child gets to shut down (gunicorn's graceful timeout) before SIGKILL
TICK = 0.2


def _die_with_parent() -> None:
    """In the child, before exec: get SIGTERM if serve itself dies (Linux), so a ``kill -9`` of
    serve does not leave a web server holding the port."""
    if sys.platform.startswith("linux"):
        PR_SET_PDEATHSIG = 1
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def _describe(returncode: int) -> str:
    if returncode < 0:
        try:
            return f"signal {signal.Signals(-returncode).name}"
        except ValueError:
            return f"signal {-returncode}"
    return f"exit code {returncode}"


@dataclass
class Child:
    """One supervised process and its restart state."""

    name: str
    argv: list[str]
    process: subprocess.Popen | None = None
    started_at: float = 0.0
    delay: float = FIRST_DELAY
    restart_at: float | None = None
    restarts: int = 0

    def start(self) -> None:
        # Its own process group: Ctrl-C reaches only serve, which stops the children in order,
        # and whatever a crashed child leaves behind (pool processes) can be killed as a group.
        # serve runs no threads, so preexec_fn is safe here.
        self.process = subprocess.Popen(self.argv, process_group=0, preexec_fn=_die_with_parent)  # noqa: PLW1509
        self.started_at = time.monotonic()
        self.restart_at = None

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def schedule_restart(self, now: float) -> str:
        """Record an unexpected exit; return the line to log."""
        ran = now - self.started_at
        if ran >= STABLE_AFTER:
            self.delay = FIRST_DELAY
        self.restart_at = now + self.delay
        line = (f"{self.name} (pid {self.process.pid}) stopped with {_describe(self.process.returncode)} "
                f"after {ran:.0f} s; restarting in {self.delay:g} s")
        self._kill_group(signal.SIGKILL)
        self.delay = min(self.delay * 2, MAX_DELAY)
        self.restarts += 1
        return line

    def stop(self) -> None:
        if self.running():
            self.process.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        if self.running():
            self.process.kill()
        self._kill_group(signal.SIGKILL)

    def _kill_group(self, signum: int) -> None:
        if self.process is None:
            return
        try:
            os.killpg(self.process.pid, signum)
        except (ProcessLookupError, PermissionError):
            pass


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=1):
            return True
    except OSError:
        return False


def plan(*, host: str, port: int, web_workers: int, worker: bool = True, beat: bool = True,
         bin_dir: Path | None = None) -> list[Child]:
    """The children serve starts (not started yet): the web server, then one worker per queue,
    each consuming only its own queue; beat runs inside the interactive worker."""
    bin_dir = bin_dir or Path(sys.executable).parent
    children = [Child("web", [
        str(bin_dir / "gunicorn"), "epikg_site.wsgi:application", "--bind", f"{host}:{port}",
        "--workers", str(web_workers), "--access-logfile", "-", "--timeout", "120",
        "--graceful-timeout", str(int(STOP_TIMEOUT) - 5),
    ])]
    if worker:
        for queue in QUEUES:
            children.append(Child(f"worker-{queue}", [
                str(bin_dir / "celery"), "-A", "epikg_site", "worker", "--loglevel", "INFO", "--queues", queue,
                "--concurrency", str(settings.CELERY_WORKER_CONCURRENCY), "--hostname", f"{queue}@%h",
                "--without-gossip", "--without-mingle", *(["--beat"] if beat and queue == INTERACTIVE else []),
            ]))
    return children


class Command(BaseCommand):
    help = "Start the web server and one Celery worker per queue, restart any that crashes; print the URL."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("EPIKG_HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("EPIKG_PORT", "8000")))
        parser.add_argument("--web-workers", type=int, default=2)
        parser.add_argument("--no-worker", action="store_true", help="start only the web server (no workers)")
        parser.add_argument("--beat", action=argparse.BooleanOptionalAction, default=True,
                            help="run Celery beat inside the interactive worker (the schedule: drift monitoring's tick); "
                                 "on by default, --no-beat where another process runs beat")

    def handle(self, *args, host, port, web_workers, no_worker, beat=True, **options):
        children = plan(host=host, port=port, web_workers=web_workers, worker=not no_worker, beat=beat)
        shown_host = "127.0.0.1" if host in {"0.0.0.0", "::"} else host
        url = f"http://{shown_host}:{port}/"

        signals = []
        previous = {signum: signal.signal(signum, lambda signum, frame: signals.append(signum))
                    for signum in (signal.SIGINT, signal.SIGTERM)}
        try:
            for child in children:
                child.start()
            self._supervise(children, url, signals)
        finally:
            self._stop(children, signals)
            for signum, handler in previous.items():
                signal.signal(signum, handler)

    def _supervise(self, children: list[Child], url: str, signals: list[int]) -> None:
        announced = False
        while not signals:
            now = time.monotonic()
            for child in children:
                if child.restart_at is None and not child.running():
                    self._say(child.schedule_restart(now), error=True)
                elif child.restart_at is not None and now >= child.restart_at:
                    child.start()
                    self._say(f"{child.name} restarted (pid {child.process.pid}, restart {child.restarts})")
            if not announced and children[0].running() and _answers(url + "healthz"):
                announced = True
                self.stdout.write(self.style.SUCCESS(
                    f"\nEpiKG workbench: {url}\n"
                    f"Log in as 'admin' with the password in {admin_password_file()} "
                    f"(or EPIKG_ADMIN_PASSWORD). Ctrl-C stops the server and the workers.\n"
                ))
                self.stdout.flush()
            time.sleep(TICK)

    def _stop(self, children: list[Child], signals: list[int]) -> None:
        received = len(signals)
        for child in children:
            child.stop()
        deadline = time.monotonic() + STOP_TIMEOUT
        while any(child.running() for child in children) and time.monotonic() < deadline:
            if len(signals) > received:  # a second Ctrl-C: do not wait
                break
            time.sleep(TICK)
        for child in children:
            if child.running():
                self._say(f"{child.name} did not stop in time; killing it", error=True)
            child.kill()  # also whatever it left in its process group
            if child.process is not None:
                child.process.wait()

    def _say(self, line: str, *, error: bool = False) -> None:
        stream = self.stderr if error else self.stdout
        stream.write(f"serve: {line}")
        stream.flush()
