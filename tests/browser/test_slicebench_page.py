"""An author opens the SliceBench page: the tiers, the ladder with the critical step marked, the
interaction and the figure; changes the tier cut-offs; downloads the ladder CSV. A physician gets a 404."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tests.benchmark.test_slicebench_page import make_slicebench
from tests.browser.conftest import make_users, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def cohort(transactional_db):
    dataset = make_slicebench()
    make_users(("ana-author", "author"), ("pat-physician", "physician"))
    return dataset


def test_an_author_reads_the_ladder_and_changes_the_tiers(live_server, page, screenshot, cohort):
    sign_in(page, live_server.url, "ana-author")
    page.goto(live_server.url + "/datasets/sb/slicebench/")
    page.wait_for_selector("#slicebench-ladder-table")
    assert page.locator("#slicebench-tier-table tr[data-tier=C]").inner_text().split("\t")[2].strip() == "2"
    tier_c = page.locator("#slicebench-ladder-table tr[data-group=C]")
    assert "100.0%" in tier_c.inner_text()
    assert tier_c.locator("td[data-critical='1'] mark").inner_text() == "+50.0 pp"
    assert page.locator("#slicebench-interaction-table tr[data-critical='1']").count() == 3
    assert page.locator("#slicebench-figure svg").count() == 1
    for card in page.locator("section.card").all():
        assert page.evaluate("(card) => card.scrollWidth <= card.clientWidth", card.element_handle())
    screenshot("slicebench-page")

    with page.expect_download() as download:
        page.click("#slicebench-csv-ladder")
    assert download.value.suggested_filename == "slicebench-sb-ladder-polarity.csv"
    rows = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert {r["group"] for r in rows} == {"all", "A", "B", "C"}

    page.fill("#slicebench-tiers", "1-3,4-")
    page.click("#slicebench-form button[type=submit]")
    page.wait_for_selector("#slicebench-tier-table tr[data-tier=B]")
    assert page.locator("#slicebench-tier-table tr[data-tier=C]").count() == 0
    assert "none" in page.locator("#slicebench-tier-table tr[data-tier=untiered]").inner_text()


def test_a_physician_gets_a_404(live_server, page, cohort):
    sign_in(page, live_server.url, "pat-physician")
    response = page.goto(live_server.url + "/datasets/sb/slicebench/")
    assert response.status == 404
