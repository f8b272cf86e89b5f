"""manage.py serve — run the web server (gunicorn) and one Celery worker together.

Both are child processes; Ctrl-C (or either one exiting) stops both. This is the second half of
``make run``; in production run the two under your process manager instead.
"""

import os
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand

from epikg_site.management.commands.bootstrap_site import admin_password_file


def _wait_until_up(url: str, web: subprocess.Popen, timeout: float = 60) -> bool:
    """Poll the health URL so the banner appears once the site actually answers."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and web.poll() is None:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return True
        except OSError:
            time.sleep(0.5)
    return False


class Command(BaseCommand):
    help = "Start the web server and one Celery worker; print the URL and how to log in."

    def add_arguments(self, parser):
        parser.add_argument("--host", default=os.environ.get("EPIKG_HOST", "127.0.0.1"))
        parser.add_argument("--port", type=int, default=int(os.environ.get("EPIKG_PORT", "8000")))
        parser.add_argument("--web-workers", type=int, default=2)
        parser.add_argument("--no-worker", action="store_true", help="start only the web server")

    def handle(self, *args, host, port, web_workers, no_worker, **options):
        bin_dir = Path(sys.executable).parent
        children = [subprocess.Popen([
            str(bin_dir / "gunicorn"), "epikg_site.wsgi:application", "--bind", f"{host}:{port}",
            "--workers", str(web_workers), "--access-logfile", "-", "--timeout", "120",
        ])]
        if not no_worker:
            children.append(subprocess.Popen([
                str(bin_dir / "celery"), "-A", "epikg_site", "worker", "--loglevel", "INFO",
                "--concurrency", str(settings.CELERY_WORKER_CONCURRENCY), "--hostname", "epikg@%h",
            ]))
        shown_host = "127.0.0.1" if host in {"0.0.0.0", "::"} else host
        url = f"http://{shown_host}:{port}/"
        ready = _wait_until_up(url + "healthz", children[0])
        self.stdout.write(self.style.SUCCESS(
            f"\nEpiKG workbench: {url}" + ("" if ready else "  (not answering yet; see the log above)") + "\n"
            f"Log in as 'admin' with the password in {admin_password_file()} "
            f"(or EPIKG_ADMIN_PASSWORD). Ctrl-C stops the server and the worker.\n"
        ))
        self.stdout.flush()
        stop = {"now": False}

        def on_signal(signum, frame):
            stop["now"] = True

        signal.signal(signal.SIGINT, on_signal)
        signal.signal(signal.SIGTERM, on_signal)
        try:
            while not stop["now"] and all(child.poll() is None for child in children):
                time.sleep(0.5)
        finally:
            for child in children:
                if child.poll() is None:
                    child.terminate()
            for child in children:
                try:
                    child.wait(timeout=20)
                except subprocess.TimeoutExpired:
                    child.kill()
        codes = [child.returncode for child in children]
        if any(code not in (0, -signal.SIGTERM, None) for code in codes) and not stop["now"]:
            raise SystemExit(f"a child process stopped unexpectedly (exit codes {codes})")
