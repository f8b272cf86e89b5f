"""Fault injection: Redis (the cache and the broker) dies while physicians submit ratings.

The test starts its own ``redis-server`` on a free port (never the machine's on 6379), points the
web side's cache and Celery broker at it, and starts a real Celery worker with beat on it. It
submits ratings, kills Redis with SIGKILL, keeps submitting (and retrying), then starts Redis
again, empty, as a Redis without persistence comes back: its queues are lost. Checks: no answer is
a 500, no retry makes a second revision, the study page still answers, and the study's analysis
catches up with every rating by itself (beat's ``adjudication.catch_up_analyses``) — no page view.

Skips when ``redis-server`` is not installed, except on CI (CI=true), where it must run.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from django.conf import settings
from django.test import Client, override_settings
from django.urls import reverse

from adjudication.analysis import ratings_digest
from adjudication.models import Assignment, Rating, StudyAnalysis
from epikg_site.celery import app as celery_app
from tests.adjudication import factories
from tests.conftest import CI
from tests.integration.test_worker import _database_url

ROOT = Path(__file__).resolve().parents[2]
REDIS = shutil.which("redis-server")
pytestmark = [pytest.mark.worker, pytest.mark.django_db(transaction=True)]
if REDIS is None and not CI:
    pytestmark.append(pytest.mark.skip(reason="redis-server is not installed (CI runs this test)"))

#: beat's period in the worker under test (production: a minute, EPIKG_BEAT_SECONDS)
BEAT_SECONDS = 5
COMPLETE = {
    "reference": "correct",
    "left.correctness": "correct", "left.fairness": "fair", "left.safety": "safe", "left.utility": "helpful",
    "right.correctness": "partial", "right.fairness": "too_strict", "right.safety": "minor",
    "right.utility": "neutral", "note": "",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_for(condition, seconds: float, message: str, interval: float = 0.5):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(interval)
    pytest.fail(message() if callable(message) else message)


class RedisServer:
    """A redis-server of this test's own: no persistence, killed with SIGKILL."""

    def __init__(self, tmp: Path):
        self.port, self.tmp, self.process = free_port(), tmp, None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def answers(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=1) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def start(self) -> None:
        if REDIS is None:
            pytest.fail("redis-server is not installed, and CI must run this test")
        self.process = subprocess.Popen(
            [REDIS, "--port", str(self.port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
             "--dir", str(self.tmp)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(self.answers, 20, f"redis-server did not answer on port {self.port}", 0.1)

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        assert not self.answers()


@pytest.fixture
def redis_server(tmp_path):
    server = RedisServer(tmp_path)
    server.start()
    yield server
    if server.process.poll() is None:
        server.kill()


@pytest.fixture
def on_redis(redis_server, monkeypatch):
    """The web side (this process) uses the test's Redis as its cache and broker."""
    celery_app.close()  # drop pooled broker connections to the pass's broker
    monkeypatch.setitem(celery_app.conf, "broker_url", redis_server.url)
    monkeypatch.setitem(celery_app.conf, "broker_write_url", redis_server.url)
    with override_settings(CACHES={"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                                               "LOCATION": redis_server.url}}):
        yield redis_server
    celery_app.close()


class SupervisedWorker:
    """A real Celery worker with beat (every BEAT_SECONDS: the analyses' catch-up), restarted when
    it exits, as its systemd unit (Restart=always) or ``manage.py serve`` restarts it: kombu's Redis
    transport can exit a worker that holds unacknowledged messages when the broker dies under it
    (kombu's restore_unacked on a dropped connection). Each exit is counted."""

    def __init__(self, env: dict, tmp_path: Path):
        self.env, self.tmp, self.exits = env, tmp_path, 0
        self.log_path = tmp_path / "worker.log"
        self.process = self._start()

    def _start(self) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, "-m", "celery", "-A", "epikg_site", "worker", "--pool", "solo", "--beat",
             "--schedule", str(self.tmp / "beat-schedule"), "--loglevel", "INFO", "--without-heartbeat",
             "--without-gossip", "--without-mingle", "--hostname", f"faults-{os.getpid()}@%h"],
            cwd=ROOT, env=self.env, stdout=open(self.log_path, "a"), stderr=subprocess.STDOUT)

    def supervise(self) -> None:
        """Start the worker again if it has exited (call while waiting)."""
        if self.process.poll() is not None:
            self.exits += 1
            self.process = self._start()

    def log(self) -> str:
        return self.log_path.read_text()[-4000:]

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture
def worker(on_redis, tmp_path):
    env = {**os.environ, "DATABASE_URL": _database_url(), "CELERY_BROKER_URL": on_redis.url,
           "CELERY_RESULT_BACKEND": on_redis.url, "CACHE_URL": on_redis.url, "EPIKG_VAR_DIR": str(settings.VAR_DIR),
           "EPIKG_BEAT_SECONDS": str(BEAT_SECONDS)}
    supervised = SupervisedWorker(env, tmp_path)
    yield supervised
    supervised.stop()


def test_redis_dies_during_submits_no_500_no_duplicate_and_the_analysis_catches_up_by_itself(worker, on_redis,
                                                                                              tmp_path):
    data = factories.dataset()
    admin = factories.user("ada-admin", "admin")
    pat = factories.user("pat-physician", "physician")
    study = factories.make_study(admin=admin, raters=[pat], run_list=factories.runs(data), sample=4)
    items = list(Assignment.objects.filter(rater__user=pat).order_by("position"))
    assert len(items) >= 4
    rater, manager = Client(), Client()
    rater.force_login(pat)
    manager.force_login(admin)

    def submit(assignment, key):
        return rater.post(reverse("rate_submit", args=[assignment.token]),
                          {**COMPLETE, "submission_key": key, "base_revision": "0"})

    log = worker.log

    def analysed(digest, *, restart: bool):
        def check() -> bool:
            if not restart and worker.process.poll() is not None:
                pytest.fail("the worker exited while Redis was up:\n" + log())
            worker.supervise()
            return StudyAnalysis.objects.filter(study=study, ratings_digest=digest).exists()
        return check

    assert submit(items[0], "key-0").status_code == 302  # Redis up
    # the refresh queued by that rating runs (so nothing queued before the fault is left to run)
    # generous: a worker starting on a busy 2-core CI machine (Django, Celery, beat) can take minutes
    wait_for(analysed(ratings_digest(study), restart=False), 360,
             lambda: "the first refresh did not run; the worker's log ends:\n" + log(), interval=1)
    on_redis.kill()
    answers = [submit(item, f"key-{n}").status_code for n, item in enumerate(items[1:4], start=1)]
    answers.append(submit(items[2], "key-2").status_code)  # a client retrying after a lost answer
    answers.append(manager.get(reverse("study_detail", args=[study.pk])).status_code)
    answers.append(rater.get(reverse("rate_item", args=[items[3].token])).status_code)
    assert answers == [302, 302, 302, 302, 200, 200]
    revisions = {a.pk: list(Rating.objects.filter(assignment=a).values_list("revision", flat=True))
                 for a in items[:4]}
    assert all(r == [1] for r in revisions.values()), revisions

    on_redis.start()  # back, empty: the broker's queues (and any queued refresh) are lost
    target = ratings_digest(study)
    assert not StudyAnalysis.objects.filter(study=study, ratings_digest=target).exists()
    # beat's catch-up runs every BEAT_SECONDS; nobody opens the study page meanwhile
    wait_for(analysed(target, restart=True), 360, lambda: "the analysis did not catch up after Redis came back; the "
             "worker's log ends:\n" + log(), interval=2)
    assert worker.exits <= 1, f"the worker exited {worker.exits} times after Redis came back:\n" + log()
    assert "adjudication.catch_up_analyses" in (tmp_path / "worker.log").read_text()
    analysis = StudyAnalysis.objects.get(study=study).result
    assert analysis["counts"]["ratings"] == 8  # four ratings of two arms each
