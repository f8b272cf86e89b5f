"""Typed readers for environment variables.

Every setting of the workbench comes from the environment through these helpers. A value that
cannot be parsed raises :class:`ImproperlyConfigured` naming the variable and what was expected,
so a typo in a deployment fails at start-up instead of silently running with a default.
"""

from __future__ import annotations

import os
import secrets
from collections.abc import Mapping
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from django.core.exceptions import ImproperlyConfigured

TRUE_WORDS = {"1", "true", "yes", "on"}
FALSE_WORDS = {"0", "false", "no", "off"}


def _raw(name: str, environ: Mapping[str, str] | None) -> str | None:
    env = os.environ if environ is None else environ
    value = env.get(name)
    if value is None:
        return None
    value = value.strip()
    return value if value != "" else None


def env_str(name: str, default: str | None = None, *, environ: Mapping[str, str] | None = None) -> str | None:
    """Return the variable as a stripped string, or ``default`` when unset or empty."""
    value = _raw(name, environ)
    return default if value is None else value


def env_bool(name: str, default: bool, *, environ: Mapping[str, str] | None = None) -> bool:
    """Parse true/false, yes/no, on/off, 1/0 (any case); anything else is an error."""
    value = _raw(name, environ)
    if value is None:
        return default
    word = value.lower()
    if word in TRUE_WORDS:
        return True
    if word in FALSE_WORDS:
        return False
    raise ImproperlyConfigured(
        f"{name}={value!r} is not a boolean; expected one of "
        f"{', '.join(sorted(TRUE_WORDS | FALSE_WORDS))}"
    )


def env_int(
    name: str,
    default: int,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    environ: Mapping[str, str] | None = None,
) -> int:
    """Parse a base-10 integer, optionally bounded."""
    value = _raw(name, environ)
    if value is None:
        return default
    try:
        number = int(value, 10)
    except ValueError:
        raise ImproperlyConfigured(f"{name}={value!r} is not an integer") from None
    if minimum is not None and number < minimum:
        raise ImproperlyConfigured(f"{name}={number} is below the minimum {minimum}")
    if maximum is not None and number > maximum:
        raise ImproperlyConfigured(f"{name}={number} is above the maximum {maximum}")
    return number


def env_list(name: str, default: list[str], *, environ: Mapping[str, str] | None = None) -> list[str]:
    """Parse a comma-separated list; empty items are dropped."""
    value = _raw(name, environ)
    if value is None:
        return list(default)
    return [item.strip() for item in value.split(",") if item.strip()]


def env_choice(
    name: str, default: str, choices: set[str], *, environ: Mapping[str, str] | None = None
) -> str:
    """Parse a value that must be one of ``choices`` (case-insensitive, returned lower-case)."""
    value = _raw(name, environ)
    if value is None:
        return default
    word = value.lower()
    if word not in choices:
        raise ImproperlyConfigured(f"{name}={value!r} is not one of {', '.join(sorted(choices))}")
    return word


def parse_database_url(url: str, *, name: str = "DATABASE_URL", base_dir: Path | None = None) -> dict:
    """Turn ``sqlite:///path`` or ``postgres://user:pw@host:port/db`` into a Django DATABASES entry.

    Relative SQLite paths are taken relative to ``base_dir``. PostgreSQL always uses psycopg 3
    (Django's ``postgresql`` backend picks it when installed). Query parameters become OPTIONS,
    except ``conn_max_age`` which becomes CONN_MAX_AGE.
    """
    parts = urlsplit(url)
    scheme = parts.scheme.lower()
    if scheme == "sqlite":
        # sqlite:///relative/path or sqlite:////absolute/path
        raw_path = unquote(url[len("sqlite://"):])
        if raw_path.startswith("/"):
            raw_path = raw_path[1:]
        if not raw_path:
            raise ImproperlyConfigured(f"{name}={url!r}: SQLite URL has no file path")
        path = Path(raw_path)
        if not path.is_absolute():
            path = (base_dir or Path.cwd()) / path
        return {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": str(path),
            # WAL lets the web server read while a worker writes; a generous timeout rides
            # out the writer lock instead of failing with "database is locked".
            "OPTIONS": {"timeout": 30, "init_command": "PRAGMA journal_mode=WAL;"},
        }
    if scheme in {"postgres", "postgresql", "pgsql"}:
        if not parts.path or parts.path == "/":
            raise ImproperlyConfigured(f"{name}={url!r}: PostgreSQL URL has no database name")
        options = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        conn_max_age = options.pop("conn_max_age", "0")
        try:
            conn_max_age_value = int(conn_max_age)
        except ValueError:
            raise ImproperlyConfigured(f"{name}: conn_max_age={conn_max_age!r} is not an integer") from None
        try:
            port = parts.port
        except ValueError:
            raise ImproperlyConfigured(f"{name}={url!r}: the port is not a number") from None
        return {
            "ENGINE": "django.db.backends.postgresql",
            "NAME": unquote(parts.path.lstrip("/")),
            "USER": unquote(parts.username or ""),
            "PASSWORD": unquote(parts.password or ""),
            "HOST": parts.hostname or "",
            "PORT": str(port or ""),
            "CONN_MAX_AGE": conn_max_age_value,
            "OPTIONS": options,
        }
    raise ImproperlyConfigured(
        f"{name}={url!r}: unsupported scheme {scheme!r}; expected sqlite:/// or postgres://"
    )


def parse_cache_url(url: str, *, name: str = "CACHE_URL") -> dict:
    """``file:///abs/path`` → file cache, ``redis://host:port/db`` → Redis, ``locmem://`` → in-process."""
    scheme = urlsplit(url).scheme.lower()
    if scheme == "file":
        path = unquote(url[len("file://"):])
        if not path:
            raise ImproperlyConfigured(f"{name}={url!r}: file cache URL has no folder")
        return {"BACKEND": "django.core.cache.backends.filebased.FileBasedCache", "LOCATION": path}
    if scheme in {"redis", "rediss"}:
        return {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": url}
    if scheme == "locmem":
        return {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}
    raise ImproperlyConfigured(f"{name}={url!r}: unsupported scheme {scheme!r}; expected file://, redis:// or locmem://")


def secret_key_from(path: Path, value: str | None) -> str:
    """Use ``value`` when given; otherwise read or create a random key in ``path``.

    The key file is created once with mode 0600, so a fresh checkout gets a private key that is
    never committed and stays stable across restarts.
    """
    if value:
        if len(value) < 32:
            raise ImproperlyConfigured("SECRET_KEY is shorter than 32 characters")
        return value
    if path.exists():
        key = path.read_text(encoding="utf-8").strip()
        if len(key) >= 32:
            return key
    path.parent.mkdir(parents=True, exist_ok=True)
    key = secrets.token_urlsafe(50)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(key)
    return key
