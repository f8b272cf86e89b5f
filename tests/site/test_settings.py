"""Settings come from the environment through typed helpers that fail loudly."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from epikg_site.env import (
    env_bool,
    env_choice,
    env_int,
    env_list,
    parse_cache_url,
    parse_database_url,
    secret_key_from,
)

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("raw,expected", [("1", True), ("TRUE", True), ("yes", True), ("on", True),
                                          ("0", False), ("False", False), ("no", False), ("off", False)])
def test_it_parses_booleans(raw, expected):
    assert env_bool("DEBUG", not expected, environ={"DEBUG": raw}) is expected


def test_it_uses_the_default_for_unset_or_blank_values():
    assert env_bool("DEBUG", False, environ={}) is False
    assert env_bool("DEBUG", True, environ={"DEBUG": "  "}) is True
    assert env_int("N", 7, environ={}) == 7


def test_it_rejects_a_bad_boolean_naming_the_variable():
    with pytest.raises(ImproperlyConfigured, match=r"DEBUG='maybe' is not a boolean"):
        env_bool("DEBUG", False, environ={"DEBUG": "maybe"})


def test_it_rejects_bad_and_out_of_range_integers():
    with pytest.raises(ImproperlyConfigured, match="CELERY_WORKER_CONCURRENCY='two' is not an integer"):
        env_int("CELERY_WORKER_CONCURRENCY", 1, environ={"CELERY_WORKER_CONCURRENCY": "two"})
    with pytest.raises(ImproperlyConfigured, match="below the minimum 1"):
        env_int("N", 1, minimum=1, environ={"N": "0"})
    with pytest.raises(ImproperlyConfigured, match="above the maximum 10"):
        env_int("N", 1, maximum=10, environ={"N": "11"})


def test_it_parses_lists_and_choices():
    assert env_list("ALLOWED_HOSTS", [], environ={"ALLOWED_HOSTS": "a.org, b.org,,"}) == ["a.org", "b.org"]
    assert env_choice("LOG_LEVEL", "info", {"info", "debug"}, environ={"LOG_LEVEL": "DEBUG"}) == "debug"
    with pytest.raises(ImproperlyConfigured, match="LOG_LEVEL='loud' is not one of debug, info"):
        env_choice("LOG_LEVEL", "info", {"info", "debug"}, environ={"LOG_LEVEL": "loud"})


def test_it_parses_sqlite_urls_relative_to_the_project(tmp_path):
    relative = parse_database_url("sqlite:///var/x.sqlite3", base_dir=tmp_path)
    assert relative["ENGINE"] == "django.db.backends.sqlite3"
    assert relative["NAME"] == str(tmp_path / "var" / "x.sqlite3")
    absolute = parse_database_url("sqlite:////srv/epikg/db.sqlite3", base_dir=tmp_path)
    assert absolute["NAME"] == "/srv/epikg/db.sqlite3"


def test_it_parses_postgres_urls():
    db = parse_database_url("postgres://epi:s%40cret@db.example:6543/epikg?sslmode=require&conn_max_age=60")
    assert db == {
        "ENGINE": "django.db.backends.postgresql", "NAME": "epikg", "USER": "epi", "PASSWORD": "s@cret",
        "HOST": "db.example", "PORT": "6543", "CONN_MAX_AGE": 60, "OPTIONS": {"sslmode": "require"},
    }


@pytest.mark.parametrize("url,message", [
    ("mysql://u@h/db", "unsupported scheme 'mysql'"),
    ("postgres://u@h/", "has no database name"),
    ("postgres://u@h:port/db", "the port is not a number"),
    ("sqlite://", "has no file path"),
    ("postgres://u@h/db?conn_max_age=soon", "conn_max_age='soon' is not an integer"),
])
def test_it_rejects_bad_database_urls(url, message):
    with pytest.raises(ImproperlyConfigured, match=message):
        parse_database_url(url)


def test_it_parses_cache_urls():
    assert parse_cache_url("redis://127.0.0.1:6379/1")["BACKEND"].endswith("RedisCache")
    assert parse_cache_url("file:///tmp/c")["LOCATION"] == "/tmp/c"
    with pytest.raises(ImproperlyConfigured, match="unsupported scheme 'memcached'"):
        parse_cache_url("memcached://x")


def test_it_generates_a_private_secret_key_once(tmp_path):
    path = tmp_path / "var" / "secret_key"
    first = secret_key_from(path, None)
    assert len(first) >= 40
    assert oct(path.stat().st_mode & 0o777) == "0o600"
    assert secret_key_from(path, None) == first
    assert secret_key_from(path, "x" * 40) == "x" * 40
    with pytest.raises(ImproperlyConfigured, match="shorter than 32"):
        secret_key_from(path, "short")


def _settings_in_subprocess(env: dict[str, str], expr: str) -> subprocess.CompletedProcess:
    config = {"DEBUG", "ALLOWED_HOSTS", "DATABASE_URL", "SECRET_KEY", "CELERY_BROKER_URL", "CELERY_RESULT_BACKEND", "CACHE_URL"}
    clean = {k: v for k, v in os.environ.items() if k not in config}
    code = f"import django; from django.conf import settings; django.setup(); print({expr})"
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env={**clean, **env, "DJANGO_SETTINGS_MODULE": "epikg_site.settings"},
        capture_output=True, text=True, timeout=120,
    )


def test_it_has_secure_defaults(tmp_path):
    result = _settings_in_subprocess(
        {"EPIKG_VAR_DIR": str(tmp_path)},
        "settings.DEBUG, settings.ALLOWED_HOSTS, settings.DATABASES['default']['ENGINE'], settings.CELERY_BROKER_URL.split(':')[0]",
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == (
        "False ['localhost', '127.0.0.1', '[::1]'] django.db.backends.sqlite3 sqla+sqlite"
    )
    assert (tmp_path / "secret_key").exists()


def test_it_refuses_to_start_with_a_bad_value(tmp_path):
    result = _settings_in_subprocess({"EPIKG_VAR_DIR": str(tmp_path), "DEBUG": "perhaps"}, "settings.DEBUG")
    assert result.returncode != 0
    assert "DEBUG='perhaps' is not a boolean" in result.stderr


def test_it_keeps_litellm_offline():
    assert os.environ.get("LITELLM_LOCAL_MODEL_COST_MAP") == "True"
    assert os.environ.get("HF_HUB_OFFLINE") == "1"


def test_beats_period_is_a_minute_unless_set_and_a_tick_expires_before_the_next(tmp_path):
    expr = "sorted((k, v['schedule'], v['options']['expires']) for k, v in settings.CELERY_BEAT_SCHEDULE.items())"
    default = _settings_in_subprocess({"EPIKG_VAR_DIR": str(tmp_path)}, expr)
    assert default.returncode == 0, default.stderr
    assert default.stdout.strip() == ("[('analysis-catch-up', 60.0, 55), ('monitoring-tick', 60.0, 55), "
                                      "('run-lease-reaper', 60.0, 55)]")
    fast = _settings_in_subprocess({"EPIKG_VAR_DIR": str(tmp_path), "EPIKG_BEAT_SECONDS": "12"}, expr)
    assert fast.returncode == 0, fast.stderr
    assert "('analysis-catch-up', 12.0, 11)" in fast.stdout
    bad = _settings_in_subprocess({"EPIKG_VAR_DIR": str(tmp_path), "EPIKG_BEAT_SECONDS": "1"}, expr)
    assert bad.returncode != 0 and "EPIKG_BEAT_SECONDS" in bad.stderr
