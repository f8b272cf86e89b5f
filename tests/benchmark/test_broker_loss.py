"""Broker loss does not stall runs: chunks whose message the broker lost (its queue gone, or down
when they were sent) are queued again by the reaper and by the page's Resume, only while their
queue is empty (so chunks waiting their turn are never queued twice), and the broker's visibility
timeout outlasts the longest task.

The broker here is the real one of the pass (the SQLite transport, or Redis in the PostgreSQL +
Redis pass): tasks are really sent, the queue is really purged (the loss), and its length is read
back from the broker."""

from __future__ import annotations

import datetime as dt
import socket

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import timezone

from benchmark.models import Run, RunChunk
from benchmark.runs import run_launch
from benchmark.runs.service import CHUNK_QUEUE, QUEUE_GRACE_SECONDS, runs_reap
from epikg_core.queues import queue_backlog
from epikg_site.celery import app as celery_app
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def broker():
    """The pass's broker, its queues empty before and after."""
    celery_app.control.purge()
    yield
    celery_app.control.purge()


def launched(django_capture_on_commit_callbacks) -> Run:
    with django_capture_on_commit_callbacks(execute=True):
        (launch,) = run_launch(dataset_name="kg", condition_ids=["C1"], model="extractive", queue=True)
    assert launch.state == "created" and launch.queued_chunks == 3
    return launch.run


def age(run: Run, seconds: int) -> None:
    RunChunk.objects.filter(run=run).update(queued_at=timezone.now() - dt.timedelta(seconds=seconds))


def test_the_reaper_queues_again_the_chunks_whose_message_the_broker_lost(cohort, broker,  # noqa: F811
                                                                          django_capture_on_commit_callbacks):
    run = launched(django_capture_on_commit_callbacks)
    assert queue_backlog(CHUNK_QUEUE) == 3 and all(c.queued_at for c in run.chunks.all())
    celery_app.control.purge()  # the broker loses its queue
    assert queue_backlog(CHUNK_QUEUE) == 0
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 0  # just queued (within the grace): not yet taken for lost
    age(run, QUEUE_GRACE_SECONDS + 5)
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 3
    assert queue_backlog(CHUNK_QUEUE) == 3
    assert all(timezone.now() - c.queued_at < dt.timedelta(seconds=30) for c in run.chunks.all())
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 0  # queued once, not once a minute
    age(run, QUEUE_GRACE_SECONDS + 5)
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 0  # their messages wait in the queue (no worker yet): nothing is queued twice
    assert queue_backlog(CHUNK_QUEUE) == 3


def test_chunks_run_in_the_foreground_are_never_taken_for_lost(cohort, broker,  # noqa: F811
                                                               django_capture_on_commit_callbacks):
    (launch,) = run_launch(dataset_name="kg", condition_ids=["C1"], model="extractive", queue=False)
    assert not RunChunk.objects.filter(run=launch.run, queued_at__isnull=False).exists()
    with django_capture_on_commit_callbacks(execute=True):
        assert runs_reap() == 0
    assert queue_backlog(CHUNK_QUEUE) == 0


def test_resume_on_the_page_queues_again_what_the_broker_lost_from_a_run_that_looks_running(
        client, admin_user, cohort, broker, django_capture_on_commit_callbacks):  # noqa: F811
    run = launched(django_capture_on_commit_callbacks)
    client.force_login(admin_user)
    # just launched: "running" by the stall rule, and its chunks wait in the queue
    with django_capture_on_commit_callbacks(execute=True):
        page = client.post(reverse("run_resume", args=[run.pk]), follow=True)
    assert b"still running" in page.content and b"nothing was queued" in page.content
    assert queue_backlog(CHUNK_QUEUE) == 3
    celery_app.control.purge()  # the broker loses its queue: "queued 0/3" would stay so
    with django_capture_on_commit_callbacks(execute=True):
        page = client.post(reverse("run_resume", args=[run.pk]), follow=True)
    assert b"the broker had lost 3 of its queued chunk(s): they were queued again" in page.content
    assert queue_backlog(CHUNK_QUEUE) == 3
    run.refresh_from_db()
    assert run.status == Run.Status.QUEUED and run.done == 0


def test_resume_says_so_when_the_broker_cannot_be_reached(client, admin_user, cohort, broker,  # noqa: F811
                                                          django_capture_on_commit_callbacks, monkeypatch):
    run = launched(django_capture_on_commit_callbacks)
    celery_app.control.purge()
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    monkeypatch.setitem(celery_app.conf, "broker_write_url", f"redis://127.0.0.1:{port}/0")
    client.force_login(admin_user)
    page = client.post(reverse("run_resume", args=[run.pk]), follow=True)
    assert page.status_code == 200 and b"cannot be reached, so nothing was queued" in page.content


def test_the_visibility_timeout_outlasts_the_longest_task():
    limit = settings.CELERY_TASK_TIME_LIMIT
    assert limit == settings.EPIKG_TASK_TIME_LIMIT
    assert celery_app.conf.task_time_limit == limit

    assert settings.EPIKG_TASK_TIME_LIMIT + settings.BROKER_VISIBILITY_MARGIN > limit


@pytest.mark.redis
def test_the_redis_transport_uses_a_visibility_timeout_that_outlasts_the_longest_task():
    timeout = settings.EPIKG_TASK_TIME_LIMIT + settings.BROKER_VISIBILITY_MARGIN
    assert celery_app.conf.broker_transport_options == {"visibility_timeout": timeout}
    with celery_app.connection_for_write() as conn:
        assert conn.default_channel.visibility_timeout == timeout > celery_app.conf.task_time_limit
