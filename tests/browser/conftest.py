"""Playwright driving Debian's Chromium (never a downloaded browser).

Locally a missing /usr/bin/chromium skips these tests; under CI it fails them.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import CI

CHROMIUM = os.environ.get("EPIKG_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
SCREENSHOTS = Path(__file__).resolve().parents[2] / "var" / "screenshots"

# Playwright's sync API runs an event loop in this thread; the ORM calls made by fixtures here
# are ordinary blocking calls, not async misuse.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(scope="session")
def chromium():
    if not Path(CHROMIUM).exists():
        message = f"{CHROMIUM} is missing: apt-get install -y chromium"
        if CI:
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True)
        yield browser
        browser.close()


@pytest.fixture
def page(chromium):
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(15_000)
    yield page
    context.close()


@pytest.fixture
def screenshot(page):
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)

    def take(name: str) -> Path:
        path = SCREENSHOTS / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return take


PASSWORD = "a-long-test-password"


def make_users(*pairs: tuple[str, str], password: str = PASSWORD) -> None:
    """Create each ``(username, role)`` with ``password``, in the role's group."""
    from django.contrib.auth.models import Group, User

    for name, role in pairs:
        User.objects.create_user(name, password=password).groups.add(Group.objects.get_or_create(name=role)[0])


def sign_in(page, base_url: str, username: str, password: str = PASSWORD) -> None:
    """Log in through the login form, as a person would."""
    page.goto(base_url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
