"""Shared fixtures: named users per role, corpus folders, and service requirements.

Markers ``postgres`` and ``redis`` select tests that need the production services; they skip in
the SQLite pass and must run (never skip) in the PostgreSQL + Redis pass that CI always runs.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth.models import Group, User

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE_CORPUS = ROOT / "docs" / "examples" / "corpus_small"
TEST_PASS = os.environ.get("EPIKG_TEST_PASS", "sqlite")
CI = os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def pytest_collection_modifyitems(config, items):
    on_postgres = settings.DATABASES["default"]["ENGINE"].endswith("postgresql")
    on_redis = str(settings.CELERY_BROKER_URL).startswith("redis")
    for item in items:
        if "postgres" in item.keywords and not on_postgres:
            if TEST_PASS == "postgres-redis":
                raise pytest.UsageError("postgres tests in the PostgreSQL pass but DATABASE_URL is not PostgreSQL")
            item.add_marker(pytest.mark.skip(reason="needs PostgreSQL (runs in the PostgreSQL + Redis pass)"))
        if "redis" in item.keywords and not on_redis:
            item.add_marker(pytest.mark.skip(reason="needs Redis (runs in the PostgreSQL + Redis pass)"))


@pytest.fixture
def corpus_dir(tmp_path) -> Path:
    """A writable copy of the documented example corpus."""
    target = tmp_path / "corpus"
    shutil.copytree(EXAMPLE_CORPUS, target)
    return target


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def write_jsonl(path: Path, rows: list[dict]) -> None:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")


def _user(username: str, *roles: str, **extra) -> User:
    user = User.objects.create_user(username=username, password="pw-" + username, **extra)
    for role in roles:
        user.groups.add(Group.objects.get(name=role))
    return user


@pytest.fixture
def admin_user(db) -> User:
    return _user("alice-admin", "admin")


@pytest.fixture
def physician(db) -> User:
    return _user("pat-physician", "physician")


@pytest.fixture
def author(db) -> User:
    return _user("ana-author", "author")


@pytest.fixture
def outsider(db) -> User:
    """Logged in, but with no workbench role."""
    return _user("olly-outsider")
