"""Leases on run chunks: a worker takes a chunk with one conditional UPDATE (the same on SQLite
and PostgreSQL, so two workers cannot both win), renews the lease after every prediction, and
gives the chunk back when stopped on purpose.

A worker that died stops renewing. A worker is named ``host:pid:thread``: when its process is
gone from this host, its chunks are taken back at once (``reclaim_dead_leases``: on every lease
attempt, on resume, when a worker starts, and on the reaper's tick). A process with the same pid
that started after the lease was last renewed is another process (a restarted container gives out
the same pids again), so its namesake's chunks are taken back too. A worker on another host is
presumed alive until its lease expires (``EPIKG_RUN_LEASE_SECONDS``); the reaper (``runs_reap``,
sent by beat every minute) then queues the chunk again."""

from __future__ import annotations

import datetime as dt
import os
import socket
import threading

import psutil

from django.conf import settings as django_settings
from django.db.models import F, Q
from django.utils import timezone

from benchmark.models.runs import RunChunk


def worker_name() -> str:
    return f"{socket.gethostname()}:{os.getpid()}:{threading.get_ident()}"


def worker_is_gone(worker: str, renewed_at: dt.datetime | None = None) -> bool:
    """Whether the worker named ``host:pid:thread`` is known to be dead: its host is this one and
    its process no longer exists, or (``renewed_at``: when it last renewed its lease) the process
    with that pid started after that, so it is not the one that held the lease. A worker on
    another host is not known to be dead."""
    parts = worker.split(":")
    if len(parts) < 3 or ":".join(parts[:-2]) != socket.gethostname():
        return False
    try:
        pid = int(parts[-2])
    except ValueError:
        return False
    if pid == os.getpid():
        return False
    try:
        started = psutil.Process(pid).create_time()
    except (psutil.NoSuchProcess, psutil.ZombieProcess):
        return True
    except psutil.AccessDenied:
        return False
    # create_time() is rounded to the clock tick: a second of slack keeps the holder itself alive
    return renewed_at is not None and started > renewed_at.timestamp() + 1


def _renewed_at(lease_until: dt.datetime | None) -> dt.datetime | None:
    return lease_until - dt.timedelta(seconds=_lease_seconds()) if lease_until else None


def dead_chunks(*, run_id: int | None = None) -> list[int]:
    """The running chunks whose holder is a worker of this host known to be dead (``worker_is_gone``)."""
    held = RunChunk.objects.filter(status=RunChunk.Status.RUNNING)
    if run_id is not None:
        held = held.filter(run_id=run_id)
    return [pk for pk, worker, until in held.values_list("pk", "worker", "lease_until")
            if worker_is_gone(worker, _renewed_at(until))]


def reclaim_dead_leases(*, run_id: int | None = None) -> int:
    """Give back the chunks held by workers of this host whose process is gone (their lease would
    otherwise hold them until it expires). Returns how many chunks were taken back."""
    dead = dead_chunks(run_id=run_id)
    if not dead:
        return 0
    return RunChunk.objects.filter(pk__in=dead, status=RunChunk.Status.RUNNING).update(
        status=RunChunk.Status.PENDING, worker="", lease_until=None)


def _lease_seconds() -> int:
    return django_settings.EPIKG_RUN_LEASE_SECONDS


def _claimable(worker: str, now) -> Q:
    return (Q(status=RunChunk.Status.PENDING) | Q(status=RunChunk.Status.RUNNING, lease_until__lt=now)
            | Q(status=RunChunk.Status.RUNNING, worker=worker))


def chunk_claim(*, chunk_id: int, worker: str) -> bool:
    """Take the chunk if it is pending or its lease has expired. Returns whether this worker holds it now."""
    now = timezone.now()
    won = RunChunk.objects.filter(_claimable(worker, now), pk=chunk_id).update(
        status=RunChunk.Status.RUNNING, worker=worker, lease_until=now + dt.timedelta(seconds=_lease_seconds()),
        attempts=F("attempts") + 1,
    )
    return won == 1


def next_chunk(*, run_id: int, worker: str) -> RunChunk | None:
    """Lease any claimable chunk of the run (pending first, then expired leases, after taking back
    the chunks of dead workers on this host)."""
    reclaim_dead_leases(run_id=run_id)
    candidates = RunChunk.objects.filter(_claimable(worker, timezone.now()), run_id=run_id).order_by(
        "status", "pk").values_list("pk", flat=True)[:20]
    for pk in candidates:
        if chunk_claim(chunk_id=pk, worker=worker):
            return RunChunk.objects.get(pk=pk)
    return None


def chunk_release(chunk: RunChunk, worker: str) -> None:
    """Give the chunk back (stopped on purpose: Ctrl-C, cancel), so a resume need not wait for
    the lease to expire; what was answered stays answered."""
    RunChunk.objects.filter(pk=chunk.pk, worker=worker, status=RunChunk.Status.RUNNING).update(
        status=RunChunk.Status.PENDING, worker="", lease_until=None)


def chunk_renew(chunk: RunChunk, worker: str) -> bool:
    """Extend the lease; False if another worker has taken the chunk over (then stop)."""
    return RunChunk.objects.filter(pk=chunk.pk, worker=worker, status=RunChunk.Status.RUNNING).update(
        lease_until=timezone.now() + dt.timedelta(seconds=_lease_seconds())) == 1


def chunk_done(chunk: RunChunk, worker: str) -> None:
    RunChunk.objects.filter(pk=chunk.pk, worker=worker).update(
        status=RunChunk.Status.DONE, finished_at=timezone.now(), lease_until=None)


def held_chunks(run_id: int) -> list[RunChunk]:
    """The run's chunks another worker holds now (running, lease not expired)."""
    return list(RunChunk.objects.filter(run_id=run_id, status=RunChunk.Status.RUNNING,
                                        lease_until__gte=timezone.now()).order_by("pk"))


def expired_chunks(run_id: int) -> list[int]:
    """The run's chunks whose holder stopped renewing: running, lease expired."""
    return list(RunChunk.objects.filter(run_id=run_id, status=RunChunk.Status.RUNNING, lease_until__lt=timezone.now())
                .values_list("pk", flat=True))


def release_expired(chunk_ids: list[int]) -> int:
    """Make these chunks pending again if their lease is still expired (a worker may have just
    taken one over). Returns how many."""
    return RunChunk.objects.filter(pk__in=chunk_ids, status=RunChunk.Status.RUNNING,
                                   lease_until__lt=timezone.now()).update(
        status=RunChunk.Status.PENDING, worker="", lease_until=None)


#: A task finding its chunk held elsewhere looks again after at most this long (the holder may
#: die meanwhile; a dead holder on this host is noticed on the next look).
HELD_RETRY_MAX = 60


def lease_wait_seconds(chunk: RunChunk) -> int:
    """How long a task should wait before looking at a chunk another worker holds again: until
    the lease expires, but at most ``HELD_RETRY_MAX`` s (at least 5 s)."""
    wait = (chunk.lease_until - timezone.now()).total_seconds() if chunk.lease_until else 5
    return min(HELD_RETRY_MAX, max(5, int(wait) + 1))
