"""Liveness and readiness for process managers and load balancers (docs/operations.md, "Health").

``/healthz`` is liveness: the process answers, nothing else is touched (a database outage must
not get every web process restarted). ``/readyz`` is readiness: whether this process can serve
a request now — the database answers a query, the shared cache keeps and returns a value, and
the broker accepts a connection. Each check is bounded in time and reports only its name and
"ok" or the error's class: never a URL, host or password."""

from __future__ import annotations

import logging
import secrets

from celery import current_app
from django.core.cache import cache
from django.db import connection

log = logging.getLogger("epikg.health")

#: seconds the broker may take to accept a connection before it counts as down
BROKER_TIMEOUT = 3


def _database() -> None:
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
        cursor.fetchone()


def _cache() -> None:
    key, token = "epikg:readyz", secrets.token_hex(8)
    cache.set(key, token, 30)
    if cache.get(key) != token:
        raise RuntimeError("the cache did not return what was just stored")


def _broker() -> None:
    with current_app.connection_for_write() as conn:
        conn.ensure_connection(max_retries=1, interval_start=0, interval_step=0, timeout=BROKER_TIMEOUT)


CHECKS = {"database": _database, "cache": _cache, "broker": _broker}


def readiness() -> tuple[bool, dict[str, str]]:
    """(ready, {check: "ok" | "failed (ErrorClass)"}) over the database, the cache and the broker."""
    results = {}
    for name, check in CHECKS.items():
        try:
            check()
        except Exception as exc:  # any failure is "not ready"; the class says which kind
            log.warning("readiness: the %s check failed: %s", name, type(exc).__name__)
            results[name] = f"failed ({type(exc).__name__})"
        else:
            results[name] = "ok"
    return all(value == "ok" for value in results.values()), results
