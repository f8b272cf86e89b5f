"""A person logs in and reads a chart: login → datasets → patient → note."""

import pytest
from django.contrib.auth.models import Group, User

from retrieval.corpus.services import corpus_import
from tests.conftest import EXAMPLE_CORPUS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def physician_login(transactional_db):
    user = User.objects.create_user("dr-rivera", password="a-long-test-password")
    user.groups.add(Group.objects.get_or_create(name="physician")[0])
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    return "dr-rivera", "a-long-test-password"


def test_a_physician_logs_in_and_reads_a_note(live_server, page, screenshot, physician_login):
    username, password = physician_login
    page.goto(live_server.url + "/")
    assert "/accounts/login/" in page.url
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "wrong")
    page.click("button[type=submit]")
    assert page.locator(".error").inner_text().startswith("Your username and password didn't match")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")
    row = page.locator("table.grid tbody tr", has_text="example")
    assert row.locator("td").all_inner_texts()[:4] == ["example", "3", "4", "7"]
    screenshot("home")

    page.click("text=example")
    page.click("text=10000032")
    page.wait_for_selector("h1:has-text('Patient 10000032')")
    assert page.locator("section.notes-card h3").all_inner_texts() == ["Admission 22595853", "Admission 22841357"]
    assert page.locator("svg.timeline .admission").count() == 2
    screenshot("patient")

    page.click("table.grid a:text('10000032-DS-21')")
    text = page.locator("pre.note-text").text_content()
    assert "HCV cirrhosis c/b ascites" in text and "Discharge Instructions:" in text
    # Static files come from the app (WhiteNoise), not a CDN.
    assert page.evaluate("getComputedStyle(document.querySelector('.topbar')).display") == "flex"
    screenshot("note")

    page.click("button:has-text('Log out')")
    page.wait_for_url("**/accounts/login/")


def test_the_pages_load_no_remote_resources(live_server, page, physician_login):
    requested = []
    page.on("request", lambda request: requested.append(request.url))
    username, password = physician_login
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", password)
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")
    assert requested and all(url.startswith(live_server.url) for url in requested)


def test_an_admin_queues_an_import_and_sees_it_finish(live_server, page, screenshot, settings):
    from retrieval.imports import import_job_run
    from retrieval.models import ImportJob

    settings.EPIKG_IMPORT_ROOTS = [str(EXAMPLE_CORPUS.parent)]
    admin = User.objects.create_user("ada-admin", password="a-long-test-password")
    admin.groups.add(Group.objects.get_or_create(name="admin")[0])
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "ada-admin")
    page.fill("input[name=password]", "a-long-test-password")
    page.click("button[type=submit]")
    page.click("nav >> text=Imports")
    page.fill("input[name=source]", "/etc")
    page.fill("input[name=dataset_name]", "from-browser")
    page.click("button:has-text('Queue import')")
    assert "/etc: outside the import roots" in page.locator("form[action='/imports/new/']").inner_text()

    page.fill("input[name=source]", str(EXAMPLE_CORPUS))
    page.click("button:has-text('Queue import')")
    page.wait_for_selector(".message:has-text('queued')")
    job = ImportJob.objects.get()
    assert job.status == "queued"
    import_job_run(job_id=job.pk)  # what the worker does; a real worker runs in tests/integration
    # The jobs table refreshes itself through htmx every few seconds.
    page.wait_for_selector("#jobs .status.succeeded", timeout=10_000)
    assert "notes +7" in page.locator("#jobs").inner_text()
    screenshot("imports")


def test_an_author_reads_a_question_and_its_reference_versions(live_server, page, screenshot, tmp_path):
    from benchmark.synthetic.generate import generate_cohort

    generate_cohort(out=tmp_path / "cohort", patients=3, seed=4, questions=27)
    corpus_import(folder=tmp_path / "cohort", dataset_name="synthetic")
    user = User.objects.create_user("ana-author", password="a-long-test-password")
    user.groups.add(Group.objects.get_or_create(name="author")[0])
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "ana-author")
    page.fill("input[name=password]", "a-long-test-password")
    page.click("button[type=submit]")
    page.click("text=synthetic")
    page.click("text=27 benchmark questions")
    with page.expect_navigation():  # the filter and the question are new pages: wait for each before reading it
        page.click(".chips >> text=Negation")
    assert set(page.locator("table.grid tbody td:nth-child(3)").all_inner_texts()) == {"Negation"}
    with page.expect_navigation():
        page.locator("table.grid tbody td a").first.click()
    page.wait_for_selector("section.reference h3")
    headings = page.locator("section.reference h3").all_inner_texts()
    assert [h.split()[0] for h in headings] == ["v1", "v2", "v3"]
    assert page.locator("section.reference").last.locator(".evidence q").count() >= 1
    screenshot("question")
