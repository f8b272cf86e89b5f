"""Ids from URLs and query strings that cannot name anything — a NUL or another control
character — are a 404 on every URL pattern, never a 500 (PostgreSQL refuses NUL in a query).

The patterns are read from the URLconf, so a new pattern with a text id is tested without being
listed here; the site's own patterns must use the ``textid`` converter, not ``str``/``path``.
"""

import re

import pytest
from django.http import Http404, QueryDict
from django.urls import URLResolver, get_resolver
from django.urls.converters import IntConverter, PathConverter, StringConverter

from retrieval.access import get_dataset_for_user, get_note_for_user, query_ids, query_text
from retrieval.models import Dataset

pytestmark = pytest.mark.django_db

PARAMETER = re.compile(r"<(?:(?P<converter>[^>:]+):)?(?P<name>[^>]+)>")
BAD_IDS = ["%00", "a%00b", "%0A", "%1F", "%7F", "%C2%85"]  # NUL, newline, US, DEL, NEL (C1)


def _routes(patterns=None, prefix=""):
    """(route, pattern) for every URL pattern with a parameter that is not an integer."""
    for pattern in get_resolver().url_patterns if patterns is None else patterns:
        if isinstance(pattern, URLResolver):
            yield from _routes(pattern.url_patterns, prefix + str(pattern.pattern))
            continue
        converters = getattr(pattern.pattern, "converters", {})
        if any(not isinstance(c, IntConverter) for c in converters.values()):
            yield prefix + str(pattern.pattern), pattern


ROUTES = sorted({route for route, _ in _routes()})
# Every text parameter of every pattern with every bad id; the Django admin's many alike
# patterns with NUL only.
CASES = [
    (route, match["name"], bad) for route in ROUTES for match in PARAMETER.finditer(route)
    if match["converter"] != "int" for bad in (BAD_IDS[:1] if route.startswith("admin/") else BAD_IDS)
]


def _url(route: str, bad: str, value: str) -> str:
    def fill(match):
        if match["name"] == bad:
            return value
        return "1" if match["converter"] == "int" else "d"
    return "/" + PARAMETER.sub(fill, route)


@pytest.fixture
def superuser(admin_user):
    """Every workbench role and the Django admin too, so no check stops a request early."""
    admin_user.is_staff = admin_user.is_superuser = True
    admin_user.save()
    Dataset.objects.create(name="d")
    return admin_user


def test_the_url_patterns_are_found():
    assert "datasets/<slug:dataset_name>/notes/<textid:note_id>/" in ROUTES
    assert "datasets/<slug:dataset_name>/questions/<textid:qid>/" in ROUTES


def test_the_sites_own_patterns_use_textid_for_text_ids():
    loose = [route for route, pattern in _routes() if not route.startswith("admin/")
             and any(type(c) in (StringConverter, PathConverter) for c in pattern.pattern.converters.values())]
    assert loose == [], "use <textid:...> (retrieval/converters.py) for text ids in URLs"


@pytest.mark.parametrize("route,name,bad", CASES)
def test_a_control_character_in_a_url_id_is_never_a_server_error(client, superuser, route, name, bad):
    client.force_login(superuser)
    client.raise_request_exception = False
    response = client.get(_url(route, name, bad))
    assert response.status_code != 500
    if not route.startswith("admin/"):  # the Django admin redirects with a message instead
        assert response.status_code == 404


def test_access_helpers_refuse_ids_that_name_nothing(superuser):
    for name in ("", "d\x00", "\x00"):
        with pytest.raises(Http404):
            get_dataset_for_user(superuser, name)
    with pytest.raises(Http404):
        get_note_for_user(superuser, "d", "10000032-DS-21\x00")


def test_query_parameters_that_name_nothing():
    query = QueryDict("run=3&run=%C2%B2&run=x&run=12&evaluator=keyword_v2&reference=v%00")
    assert query_ids(query, "run") == [3, 12]  # "²".isdigit() is true, int("²") is not
    assert query_text(query, "evaluator") == "keyword_v2" and query_text(query, "missing") is None
    with pytest.raises(Http404):
        query_text(query, "reference")


def test_the_report_page_ignores_or_refuses_parameters_that_name_nothing(client, superuser):
    client.force_login(superuser)
    client.raise_request_exception = False
    assert client.get("/reports/", {"run": "²"}).status_code == 200
    # a NUL in the query string is refused by the input layer before the view (tests/site/test_input_layer.py)
    assert client.get("/reports/", {"run": "1", "evaluator": "keyword_v2\x00"}).status_code == 400
    assert client.get("/reports/", {"run": "1", "reference": "\x00"}).status_code == 400
    assert client.get("/reports/", {"run": "1", "reference": "v\x1f"}).status_code == 404


@pytest.mark.django_db
def test_nul_anywhere_in_a_request_is_refused_before_a_view(client, admin_user):
    client.force_login(admin_user)
    assert client.get("/admin/retrieval/note/?note_id=%00").status_code == 400
    assert client.get("/admin/auth/user/?username=a%00b").status_code == 400
    assert client.get("/runs/?x=%00").status_code == 400
    assert client.get("/runs/%00/").status_code == 404
    assert client.post("/runs/launch/", {"dataset": "x\x00", "model": "extractive"}).status_code == 400


@pytest.mark.django_db
@pytest.mark.parametrize("settings_json,problem", [
    ('{"api_base": "http://a\\u0000b"}', "field 'api_base' contains a NUL character"),
    ('{"extra": {"note": "\\ud800"}}', "field 'extra.note' contains a lone surrogate"),
])
def test_run_settings_with_unstorable_text_are_refused(client, admin_user, settings_json, problem):
    client.force_login(admin_user)
    response = client.post("/runs/launch/", {"conditions": ["C1"], "model": "extractive", "settings": settings_json})
    assert response.status_code == 400 and b"the form field 'settings' holds JSON" in response.content
    assert problem.encode() in response.content
