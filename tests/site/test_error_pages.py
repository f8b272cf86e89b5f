"""The error pages: in the site's layout, saying why and where to go, and never telling a
physician more than "No such page."; the favicon."""

from __future__ import annotations

import re

import pytest
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.test import RequestFactory
from django.urls import Resolver404, reverse

from benchmark.runs import run_create
from epikg_site import views as site_views
from retrieval import selectors
from retrieval.corpus.services import corpus_import
from tests.conftest import EXAMPLE_CORPUS
from tests.retrieval.graph_support import cohort  # noqa: F401  (fixture)

#: What a rater must not learn from an error page.
BLINDED = re.compile(r"\b(runs?|conditions?|models?|evaluators?|extractive|C4g|C1)\b", re.IGNORECASE)


@pytest.fixture
def example(db):
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")


def in_layout(response) -> bool:
    html = response.content.decode()
    return 'class="topbar"' in html and "EpiKG workbench" in html and "Back to datasets" in html


def test_an_author_on_an_admin_page_gets_a_403_saying_why(client, author):
    client.force_login(author)
    response = client.get(reverse("import_list"))
    assert response.status_code == 403 and in_layout(response)
    html = response.content.decode()
    assert "<h1>Not allowed <small>403</small></h1>" in html
    assert "Only admins can do this." in html and "ana-author (author)" in html
    assert ">Log in<" not in html  # logged in already
    assert "script-src 'self'" in response["Content-Security-Policy"]


def test_a_user_without_a_role_is_told_to_ask_for_one(client, outsider, example):
    client.force_login(outsider)
    response = client.get(reverse("dataset_detail", args=["example"]))
    assert response.status_code == 403 and in_layout(response)
    assert "You need a workbench role" in response.content.decode()
    assert "with no workbench role yet" in response.content.decode()


def test_a_missing_note_is_a_404_naming_what_was_not_found(client, physician, example):
    client.force_login(physician)
    response = client.get(reverse("note_detail", args=["example", "10000032-DS-99"]))
    assert response.status_code == 404 and in_layout(response)
    assert "<h1>Not found <small>404</small></h1>" in response.content.decode()
    assert "No note with that id." in response.content.decode()


def test_an_unknown_address_is_a_404_with_a_way_back_and_to_log_in(client, db):
    response = client.get("/no/such/page/")
    assert response.status_code == 404 and in_layout(response)
    html = response.content.decode()
    assert "No such page." in html and "Resolver404" not in html
    assert 'href="/accounts/login/?next=/no/such/page/"' in html


def test_a_physician_asking_for_runs_learns_nothing_of_them(client, physician, cohort):  # noqa: F811
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive", label="secret-label",
                        check_model=False)
    client.force_login(physician)
    for url in [reverse("run_list"), reverse("run_detail", args=[run.pk]), reverse("report")]:
        response = client.get(url)
        assert response.status_code == 404 and in_layout(response)
        html = response.content.decode()
        assert "No such page." in html
        assert BLINDED.search(html) is None, BLINDED.search(html)
        assert "secret-label" not in html and "physicians rate blinded" not in html


@pytest.mark.parametrize("message,author_sees,physician_sees", [
    ("No Note matches the given query.", "No note with that id.", "No note with that id."),
    ("No Run matches the given query.", "No run with that id.", "No such page."),
    ("No RatingAssignment matches the given query.", "No rating assignment with that id.", "No such page."),
    ("No such item.", "No such item.", "No such item."),
])
def test_djangos_generic_404_is_reworded_and_kept_from_physicians(author, physician, message, author_sees,
                                                                  physician_sees):
    assert site_views.not_found_reason(author, Http404(message)) == author_sees
    assert site_views.not_found_reason(physician, Http404(message)) == physician_sees
    assert site_views.not_found_reason(physician, Resolver404({"path": "x", "tried": []})) == "No such page."


def test_the_403_handler_has_a_default_reason(rf: RequestFactory, db):
    from django.contrib.auth.models import AnonymousUser

    request = rf.get("/somewhere/")
    request.user = AnonymousUser()
    response = site_views.permission_denied(request, PermissionDenied())
    assert response.status_code == 403 and b"You may not use this page." in response.content


def test_the_500_page_renders_without_the_request_or_the_database(rf: RequestFactory):
    # No db fixture: any query here would fail the test.
    response = site_views.server_error(rf.get("/"))
    assert response.status_code == 500
    html = response.content.decode()
    assert "Server error" in html and "could not finish this request" in html
    assert 'class="topbar"' in html and 'href="/static/css/epikg.css"' in html and "Back to datasets" in html


def test_a_view_that_fails_gets_the_500_page(client, physician, monkeypatch):
    def broken():
        raise RuntimeError("database on fire")

    monkeypatch.setattr(selectors, "dataset_list_with_counts", broken)
    client.force_login(physician)
    client.raise_request_exception = False
    response = client.get(reverse("home"))
    assert response.status_code == 500
    assert b"Server error" in response.content and b"database on fire" not in response.content


def test_the_favicon_is_served(client, db):
    response = client.get("/favicon.ico")
    assert response.status_code == 302 and response.url == "/static/favicon.svg"
    icon = client.get(response.url)
    assert icon.status_code == 200 and icon["Content-Type"] == "image/svg+xml"
    assert b"<svg" in b"".join(icon.streaming_content if icon.streaming else [icon.content])


def test_every_page_links_the_favicon(client, physician):
    client.force_login(physician)
    assert b'<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">' in client.get(reverse("home")).content
