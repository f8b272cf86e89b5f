"""An admin rebuilds a dataset's knowledge graph from the browser and watches it finish; an
author who opens an admin page gets the 403 page in the site's layout."""

import pytest
from django.contrib.auth.models import Group, User

from epikg_site.celery import app as celery_app
from retrieval.corpus.services import corpus_import
from retrieval.graph.jobs import kg_build_run
from retrieval.models import KGPatientBuild
from tests.conftest import EXAMPLE_CORPUS
from tests.retrieval.graph_support import use_subset_matcher  # noqa: F401  (fixture)

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-test-password"


def log_in(page, live_server, username: str, role: str) -> None:
    user = User.objects.create_user(username, password=PASSWORD)
    user.groups.add(Group.objects.get_or_create(name=role)[0])
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")


def test_an_admin_rebuilds_a_graph_and_sees_it_succeed(live_server, page, screenshot, monkeypatch,
                                                       use_subset_matcher):  # noqa: F811
    # no worker in this test: the queued tasks are dropped and the builds run below, as a worker would
    sent, console = [], []
    page.on("console", lambda message: console.append(message.text))
    monkeypatch.setattr(type(celery_app), "send_task",
                        lambda self, name, args=None, kwargs=None, **options: sent.append(args[0]))
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    log_in(page, live_server, "ada-admin", "admin")
    page.click("nav >> text=Graph")
    page.wait_for_selector("h1:has-text('Knowledge graph')")
    row = page.locator("#datasets tbody tr", has_text="example")
    assert "not built" in row.inner_text()
    screenshot("graph-status")

    row.locator("button:has-text('Rebuild all')").click()
    page.wait_for_selector(".message:has-text('Rebuild of 3 patient(s) of example queued')")
    assert "/graph/example/" in page.url
    assert page.locator("#build .status").first.inner_text() == "building"
    assert page.locator("#build tbody .status.queued").count() == 3
    screenshot("graph-building")

    assert len(sent) == 3
    for patient_id in sent:
        kg_build_run(patient_id=patient_id, rebuild=True)  # what the worker does
    # the page refreshes itself (htmx, every 3 s) while the build runs, and stops when it is done
    page.wait_for_selector("#build .status.succeeded:has-text('current')", timeout=10_000)
    assert page.locator("#build tbody .status.succeeded").count() == 3
    assert page.locator("#build progress").count() == 0
    assert page.locator("#build[hx-trigger]").count() == 0
    assert set(KGPatientBuild.objects.values_list("status", flat=True)) == {"succeeded"}
    assert [line for line in console if "Content Security Policy" in line] == []
    screenshot("graph-dataset")


def test_an_author_on_an_admin_page_gets_the_403_page(live_server, page, screenshot):
    log_in(page, live_server, "ana-author", "author")
    response = page.goto(live_server.url + "/graph/")
    assert response.status == 403
    assert page.locator("h1").inner_text() == "Not allowed 403"
    assert page.locator(".reason").inner_text() == "Only admins can do this."
    assert page.evaluate("getComputedStyle(document.querySelector('.topbar')).display") == "flex"
    assert page.locator("nav >> text=Runs").count() == 1  # the author's own navigation
    screenshot("error-403")
    page.click("text=Back to datasets")
    page.wait_for_selector("h1:has-text('Datasets')")
