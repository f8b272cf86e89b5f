"""On the SQLite default, a write that meets another writer waits for it instead of failing.

Two real connections to the file test database, one per thread: a "worker" holds a write
transaction for about a second while a "page" reads and then writes inside ``atomic()``. With
SQLite's default DEFERRED transactions the page's write is refused at once with "database is
locked" (its read snapshot is stale when the lock frees, so the busy timeout never applies);
``transaction_mode = "IMMEDIATE"`` in settings makes it wait and succeed.
"""

from __future__ import annotations

import threading
import time

import pytest
from django.conf import settings
from django.db import connection, transaction

from retrieval.models import Dataset

pytestmark = [
    pytest.mark.skipif(not settings.DATABASES["default"]["ENGINE"].endswith("sqlite3"),
                       reason="SQLite's single write lock; PostgreSQL locks rows and never raises this"),
    pytest.mark.django_db(transaction=True),
]
HOLD_SECONDS = 1.0


def test_it_configures_immediate_transactions_with_wal_and_a_busy_timeout():
    options = settings.DATABASES["default"]["OPTIONS"]
    assert options["transaction_mode"] == "IMMEDIATE"
    assert options["timeout"] >= 30 and "journal_mode=WAL" in options["init_command"]
    with connection.cursor() as cursor:
        cursor.execute("PRAGMA journal_mode")
        assert cursor.fetchone()[0] == "wal"


def test_a_read_then_write_transaction_waits_for_a_concurrent_writer():
    holding, errors = threading.Event(), []

    def worker_writes_for_a_while():
        try:
            with transaction.atomic():
                Dataset.objects.create(name="written-by-worker")
                holding.set()
                time.sleep(HOLD_SECONDS)
        except Exception as error:  # noqa: BLE001  (any failure here is reported by the main thread)
            errors.append(error)
            holding.set()
        finally:
            connection.close()  # this thread's own connection

    worker = threading.Thread(target=worker_writes_for_a_while)
    worker.start()
    try:
        assert holding.wait(10), "the worker thread never took the write lock"
        started = time.monotonic()
        with transaction.atomic():  # what a page does: look, then save
            existing = Dataset.objects.filter(name__startswith="written-by").count()
            Dataset.objects.create(name=f"written-by-page-after-{existing}")
        waited = time.monotonic() - started
    finally:
        worker.join(10)
    assert not errors, errors
    assert waited >= HOLD_SECONDS * 0.5, f"the page did not wait for the worker ({waited:.2f} s)"
    # The page's transaction began after the worker's committed, so its read saw that row.
    assert set(Dataset.objects.values_list("name", flat=True)) == {"written-by-worker", "written-by-page-after-1"}
