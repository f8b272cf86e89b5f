"""Security settings: login throttling, the health check under HTTPS, the CSP, check --deploy."""

from __future__ import annotations

import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from axes.models import AccessAttempt
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client, RequestFactory
from django.urls import reverse

from epikg_site.login_throttle import client_address
from epikg_site.middleware import build_policy
from epikg_site.templatetags.svg import presentation_attributes

ROOT = Path(__file__).resolve().parents[2]
TEMPLATES = ROOT / "templates"
HOME, OFFICE, ELSEWHERE = "192.0.2.10", "198.51.100.20", "203.0.113.30"
LOCKED = "Too many failed log-ins"


@pytest.fixture
def owner(db) -> User:
    return User.objects.create_user("olga-owner", password="owner-password-1")


@pytest.fixture
def teammate(db) -> User:
    return User.objects.create_user("tom-teammate", password="teammate-password-1")


def log_in(client, username, password, address):
    return client.post(reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address)


def is_logged_in(client) -> bool:
    return "_auth_user_id" in client.session


# --------------------------------------------------------------------------- login throttling

def test_it_locks_an_account_after_the_failure_limit(client, owner, settings):
    limit = settings.AXES_FAILURE_LIMIT
    for _ in range(limit - 1):
        wrong = log_in(client, "olga-owner", "wrong", HOME)
        assert wrong.status_code == 200 and b"didn't match" in wrong.content
    locked = log_in(client, "olga-owner", "wrong", HOME)
    assert locked.status_code == 429
    assert LOCKED in locked.content.decode() and 'name="password"' in locked.content.decode()
    # while locked, the right password is refused too, from this address or any other
    for address in (HOME, ELSEWHERE):
        refused = log_in(client, "olga-owner", "owner-password-1", address)
        assert refused.status_code == 429 and LOCKED in refused.content.decode()
    assert not is_logged_in(client)


def test_it_leaves_other_accounts_on_other_addresses_alone(client, owner, teammate, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "olga-owner", "wrong", HOME)
    assert log_in(client, "olga-owner", "owner-password-1", HOME).status_code == 429
    response = log_in(client, "tom-teammate", "teammate-password-1", OFFICE)
    assert response.status_code == 302 and is_logged_in(client)


def test_it_limits_an_address_across_accounts(client, owner, teammate, settings):
    # one guess each at many account names: no account reaches the limit, the address does
    for n in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, f"guess-{n}", "wrong", ELSEWHERE)
    blocked = log_in(client, "tom-teammate", "teammate-password-1", ELSEWHERE)
    assert blocked.status_code == 429 and not is_logged_in(client)
    assert log_in(client, "tom-teammate", "teammate-password-1", OFFICE).status_code == 302


def test_it_counts_failures_in_a_rolling_window_not_forever(client, owner, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT - 1):
        log_in(client, "olga-owner", "wrong", HOME)
    # the earlier failures are older than the cool-off: they no longer count
    AccessAttempt.objects.update(attempt_time=AccessAttempt.objects.first().attempt_time - settings.AXES_COOLOFF_TIME * 2)
    assert log_in(client, "olga-owner", "wrong", HOME).status_code == 200
    assert log_in(client, "olga-owner", "owner-password-1", HOME).status_code == 302


def test_an_admin_unlocks_an_account_in_the_admin(client, owner, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "olga-owner", "wrong", HOME)
    staff = User.objects.create_superuser("sam-superuser", password="superuser-password-1")
    admin = Client()
    admin.force_login(staff)
    listing = admin.get(reverse("admin:axes_accessattempt_changelist"))
    assert listing.status_code == 200 and b"olga-owner" in listing.content
    ids = [str(pk) for pk in AccessAttempt.objects.filter(username="olga-owner").values_list("pk", flat=True)]
    done = admin.post(reverse("admin:axes_accessattempt_changelist"),
                      {"action": "delete_selected", "_selected_action": ids, "post": "yes"})
    assert done.status_code == 302 and not AccessAttempt.objects.exists()
    assert log_in(client, "olga-owner", "owner-password-1", HOME).status_code == 302


def test_an_admin_unlocks_an_account_from_the_command_line(client, owner, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        log_in(client, "olga-owner", "wrong", HOME)
    call_command("axes_reset_username", "olga-owner", stdout=io.StringIO())
    assert log_in(client, "olga-owner", "owner-password-1", HOME).status_code == 302


@pytest.mark.parametrize("hops,forwarded,expected", [
    (0, "198.51.100.7", "10.0.0.2"),               # no proxy: the header is the client's own claim
    (1, "198.51.100.7, 203.0.113.9", "203.0.113.9"),  # the proxy's entry, not what the client wrote
    (2, "198.51.100.7, 203.0.113.9", "198.51.100.7"),
    (2, "203.0.113.9", "10.0.0.2"),                # fewer hops than proxies: did not come through them
    (1, "not-an-address", "10.0.0.2"),
])
def test_it_takes_the_client_address_from_trusted_proxies_only(settings, hops, forwarded, expected):
    settings.EPIKG_TRUSTED_PROXY_COUNT = hops
    request = RequestFactory().post("/accounts/login/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR=forwarded)
    assert client_address(request) == expected


# --------------------------------------------------------------------------- HTTPS and the health check

def test_it_answers_the_health_check_over_plain_http_behind_ssl(client, settings):
    settings.SECURE_SSL_REDIRECT = True
    assert client.get("/healthz").status_code == 200
    assert client.get("/healthz", secure=True).status_code == 200
    assert client.get(reverse("login")).status_code == 301  # everything else still moves to HTTPS


# --------------------------------------------------------------------------- Content-Security-Policy

def test_every_response_carries_a_strict_csp(client, owner, db):
    responses = [client.get(reverse("login")), client.get("/healthz"), client.get("/no-such-page"),
                 client.get("/static/css/epikg.css")]
    client.force_login(owner)
    responses.append(client.get(reverse("home")))
    for response in responses:
        policy = response.headers["Content-Security-Policy"]
        directives = dict(part.split(" ", 1) for part in policy.split("; ") if " " in part)
        assert directives["default-src"] == "'self'"
        assert directives["script-src"] == "'self'" and directives["style-src"] == "'self'"
        assert directives["frame-ancestors"] == "'none'" and directives["object-src"] == "'none'"
        assert "unsafe" not in policy


def test_it_renders_a_policy_in_django_6s_shape():
    assert build_policy({"default-src": ["'self'"], "img-src": ["'self'", "data:"], "report-uri": [],
                         "upgrade-insecure-requests": True}) == \
        "default-src 'self'; img-src 'self' data:; upgrade-insecure-requests"


INLINE_CODE = {
    "inline <script>": re.compile(r"<script(?![^>]*\bsrc=)[^>]*>", re.I),
    "<style> block": re.compile(r"<style\b", re.I),
    "style attribute": re.compile(r"\sstyle\s*=", re.I),
    "event handler attribute": re.compile(r"\son[a-z]+\s*=", re.I),
    "hx-on attribute": re.compile(r"\s(data-)?hx-on", re.I),
    "javascript: URL": re.compile(r"javascript:", re.I),
    "unfiltered |safe HTML (use a filter that keeps it CSP-clean)": re.compile(r"\|\s*safe\b"),
}


@pytest.mark.parametrize("template", sorted(TEMPLATES.rglob("*.html")), ids=lambda p: str(p.relative_to(TEMPLATES)))
def test_templates_hold_no_inline_code_the_csp_would_block(template):
    text = template.read_text(encoding="utf-8")
    found = [what for what, pattern in INLINE_CODE.items() if pattern.search(text)]
    assert not found, f"{template.relative_to(ROOT)}: {', '.join(found)}; move it into static/"


def test_htmx_is_told_not_to_inject_its_indicator_style(client):
    page = client.get(reverse("login")).content.decode()
    assert '<meta name="htmx-config" content=\'{"includeIndicatorStyles": false' in page
    assert page.index('name="htmx-config"') < page.index("htmx-2.min.js")  # read when htmx starts


def test_report_figures_reach_the_page_without_inline_styles():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    figure, axes = plt.subplots()
    axes.imshow([[1, 2], [3, 4]], cmap="Blues")
    axes.bar([0, 1], [1, 2], color="#2e8b57")
    axes.set_title("O'Brien — <accuracy>")
    buffer = io.StringIO()
    figure.savefig(buffer, format="svg")
    plt.close(figure)
    svg = buffer.getvalue()
    assert 'style="' in svg and "<style" in svg  # what matplotlib writes
    clean = presentation_attributes(svg[svg.find("<svg"):])
    assert 'style="' not in clean and "<style" not in clean
    assert 'fill="#2e8b57"' in clean and 'stroke-linejoin="round"' in clean.split(">", 1)[0]
    assert "O&#x27;Brien — &lt;accuracy&gt;" in clean or "O'Brien — &lt;accuracy&gt;" in clean


# --------------------------------------------------------------------------- check --deploy

def _check_deploy(**extra: str) -> subprocess.CompletedProcess:
    keep = {k: v for k, v in os.environ.items()
            if not k.startswith(("SECURE_", "DATABASE_URL", "CACHE_URL", "CELERY_", "DEBUG", "ALLOWED_HOSTS",
                                 "DJANGO_ALLOW_ASYNC_UNSAFE"))}  # the last one: set for the browser tests
    env = {**keep, "DATABASE_URL": "postgres://postgres@127.0.0.1:5432/epikg", "SECURE_SSL": "true",
           "SECURE_HSTS_SECONDS": "31536000", "SECRET_KEY": "k" * 20 + "-not-a-real-production-key-" + "q" * 20,
           "ALLOWED_HOSTS": "example.org", "EPIKG_FAST_PASSWORD_HASHER": "false", **extra}
    return subprocess.run([sys.executable, "manage.py", "check", "--deploy"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_check_deploy_leaves_only_the_domain_owners_hsts_choices(tmp_path):
    result = _check_deploy(EPIKG_VAR_DIR=str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert set(re.findall(r"\((\w+\.\w+)\)", result.stderr + result.stdout)) == {"security.W005", "security.W021"}
    opted_in = _check_deploy(EPIKG_VAR_DIR=str(tmp_path), SECURE_HSTS_INCLUDE_SUBDOMAINS="true", SECURE_HSTS_PRELOAD="true")
    assert "no issues" in opted_in.stdout, opted_in.stderr
