"""Every route refuses the methods it does not serve with a 405: the URL conf is crawled, so a new
pattern is tested without being listed here.

Two layers: each of the site's own views says which methods it takes (``require_GET``,
``require_POST``, ``require_http_methods``), checked by calling the view itself, past the
middleware; and ``AllowedMethodsMiddleware`` answers 405 to anything but GET, HEAD and POST for
every route, the Django admin's, the log-in page's and ``/healthz`` included."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.test import RequestFactory
from django.urls import URLResolver, get_resolver

pytestmark = pytest.mark.django_db

PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")
REFUSED = ("PUT", "DELETE", "TRACE", "PATCH", "OPTIONS")
OWN_APPS = ("epikg_site", "retrieval", "benchmark", "adjudication")
#: the load balancer's probes (issue 30's readiness work owns them); the middleware covers them
PROBES = ("healthz",)


def _patterns(patterns=None, prefix=""):
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        if isinstance(pattern, URLResolver):
            yield from _patterns(pattern.url_patterns, prefix + str(pattern.pattern))
        else:
            yield prefix + str(pattern.pattern), pattern


def _url(route: str) -> tuple[str, dict]:
    """A concrete URL for ``route`` (regex routes of the admin stripped of their anchors) and its
    keyword arguments."""
    kwargs = {}

    def fill(match):
        value = 1 if match["converter"] == "int" else "d"
        kwargs[match["name"]] = value
        return str(value)

    url = PARAMETER.sub(fill, route)
    url = re.sub(r"\(\?P<(\w+)>[^)]*\)", lambda m: kwargs.setdefault(m[1], "d"), url)
    return "/" + url.lstrip("^").rstrip("$").replace("\\", ""), kwargs


ROUTES = sorted(route for route, _ in _patterns())
OWN = sorted((route, pattern) for route, pattern in _patterns()
             if pattern.callback.__module__.split(".")[0] in OWN_APPS and not route.startswith(PROBES))


@pytest.fixture
def superuser(db):
    return User.objects.create_superuser("root", password="pw-root")


def test_the_crawl_finds_the_routes():
    assert "rate/<textid:token>/submit/" in ROUTES and "healthz" in ROUTES and "admin/" in ROUTES
    assert len(OWN) > 60


@pytest.mark.parametrize("route", ROUTES)
def test_every_route_refuses_put_delete_and_trace(client, superuser, route):
    client.force_login(superuser)
    url, _ = _url(route)
    for method in ("PUT", "DELETE", "TRACE"):
        response = client.generic(method, url)
        assert response.status_code == 405, (method, url, response.status_code)
        assert set(response["Allow"].replace(" ", "").split(",")) <= {"GET", "HEAD", "POST"}


@pytest.mark.parametrize("route,pattern", OWN, ids=[route for route, _ in OWN])
def test_each_of_the_sites_views_restricts_its_methods_itself(superuser, route, pattern):
    """Past the middleware: the view's own decorator answers 405."""
    url, kwargs = _url(route)
    for method in REFUSED:
        request = RequestFactory().generic(method, url)
        request.user = superuser
        response = pattern.callback(request, **kwargs)
        assert response.status_code == 405, (method, route, response.status_code)


def test_get_and_post_still_work(client, superuser):
    client.force_login(superuser)
    assert client.get("/runs/").status_code == 200
    assert client.get("/accounts/login/").status_code in (200, 302)
    assert client.post("/runs/launch/", {}).status_code == 400  # the form's own error, not the method's
    assert client.post("/runs/").status_code == 405


def test_a_physician_cannot_learn_which_pages_exist_by_trying_a_method(client, physician):
    """A wrong method on an author or admin page is the same 404 as a page that does not exist;
    a method no route serves is the same 405 everywhere, existing or not."""
    client.force_login(physician)
    for url in ("/runs/", "/imports/", "/monitoring/", "/graph/"):
        assert client.post(url).status_code == 404, url
    for url in ("/runs/launch/", "/imports/new/", "/monitoring/create/"):
        assert client.get(url).status_code == 404, url
    assert client.post("/no-such-page/").status_code == 404
    assert client.put("/runs/").status_code == client.put("/no-such-page/").status_code == 405
