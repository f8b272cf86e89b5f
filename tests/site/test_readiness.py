"""``/healthz`` is liveness (the process answers; nothing else is touched), ``/readyz`` is
readiness: 200 when the database, the cache and the broker answer, 503 naming the one that did not,
with no URL, host or password in the body. Each outage here is real: a connection of the same
database vendor to a place with no database, a Redis client and a broker URL pointed at a port
nobody listens on (a password in each, which must not come back)."""

from __future__ import annotations

import socket

import pytest
from django.db import connection
from django.db.utils import load_backend
from django.test import override_settings

from epikg_site import health
from epikg_site.celery import app as celery_app

pytestmark = pytest.mark.django_db
SECRET = "s3cret-pass"


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_readyz_is_200_when_the_database_the_cache_and_the_broker_answer(client):
    response = client.get("/readyz")
    assert response.status_code == 200, response.content
    assert response.json() == {"status": "ready", "checks": {"database": "ok", "cache": "ok", "broker": "ok"}}
    assert client.post("/readyz").status_code == 405


@pytest.fixture
def database_down(monkeypatch):
    settings_dict = {**connection.settings_dict}
    if connection.vendor == "sqlite":
        settings_dict["NAME"] = f"/nonexistent-{SECRET}/epikg.sqlite3"
    else:
        settings_dict.update(PORT=str(closed_port()), PASSWORD=SECRET)
        settings_dict["OPTIONS"] = {**settings_dict.get("OPTIONS", {}), "connect_timeout": 3}
    broken = load_backend(settings_dict["ENGINE"]).DatabaseWrapper(settings_dict, alias="broken")
    monkeypatch.setattr(health, "connection", broken)
    yield
    broken.close()


def test_readyz_is_503_naming_the_database_when_it_is_down_while_healthz_stays_200(client, database_down):
    response = client.get("/readyz")
    assert response.status_code == 503
    body = response.json()
    assert body["status"] == "not ready"
    assert body["checks"]["database"].startswith("failed (") and body["checks"]["cache"] == "ok"
    assert SECRET not in response.content.decode()
    assert client.get("/healthz").status_code == 200  # liveness: the process itself is fine


def test_readyz_is_503_naming_the_cache_when_it_is_down(client):
    with override_settings(CACHES={"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache",
                                                "LOCATION": f"redis://:{SECRET}@127.0.0.1:{closed_port()}/0"}}):
        response = client.get("/readyz")
    assert response.status_code == 503
    checks = response.json()["checks"]
    assert checks["cache"] == "failed (ConnectionError)" and checks["database"] == "ok"
    assert SECRET not in response.content.decode() and "127.0.0.1" not in response.content.decode()


def test_readyz_is_503_naming_the_broker_when_it_is_down(client, monkeypatch):
    monkeypatch.setitem(celery_app.conf, "broker_write_url", f"redis://:{SECRET}@127.0.0.1:{closed_port()}/0")
    response = client.get("/readyz")
    assert response.status_code == 503
    checks = response.json()["checks"]
    assert checks["broker"].startswith("failed (") and checks["database"] == checks["cache"] == "ok"
    assert SECRET not in response.content.decode()


def test_readyz_answers_over_plain_http_behind_ssl(client, settings):
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/readyz").status_code == 200
