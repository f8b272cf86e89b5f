"""An author opens the equity page, narrows it to two subgroups, switches the score source to a
study's physician verdicts, reads the power statement and downloads the CSV; a physician gets a 404."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tests.benchmark.test_equity_page import make_cohort, physician_verdicts
from tests.browser.conftest import make_users, sign_in

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def cohort(transactional_db):
    dataset = make_cohort()
    physician_verdicts(dataset)
    make_users(("ana-author", "author"), ("pat-physician", "physician"))
    return dataset


def test_an_author_reads_the_subgroup_table_and_downloads_it(live_server, page, screenshot, cohort):
    sign_in(page, live_server.url, "ana-author")
    page.goto(live_server.url + "/datasets/eq/equity/")
    page.wait_for_selector("#dimension-sex")
    for dimension in ("sex", "age", "race", "white", "insurance"):
        assert page.locator(f"#dimension-{dimension}").count() == 1
    screenshot("equity-page")

    # only sex and race
    for dimension in ("age", "white", "insurance"):
        page.uncheck(f"#equity-form input[name=by][value={dimension}]")
    page.click("#equity-form button[type=submit]")
    page.wait_for_selector("#dimension-race")
    assert page.locator("#dimension-age").count() == 0
    female = page.locator("#dimension-sex tr[data-stratum=Female]")
    assert "75.0%" in female.inner_text() and "+50.0 pp" in female.inner_text()
    assert female.locator(".too-small").inner_text() == "too small to conclude"
    assert page.locator("#dimension-race .power-summary").inner_text().startswith("Severely underpowered")
    page.click("#dimension-race details.power summary")
    assert "Black: 4 patients, 16 questions — too small to conclude" in \
        page.locator("#dimension-race details.power").inner_text()
    # the tables stay inside their cards
    for card in page.locator("section.equity-dimension").all():
        assert page.evaluate("(card) => card.scrollWidth <= card.clientWidth", card.element_handle())

    with page.expect_download() as download:
        page.click("#equity-csv")
    assert download.value.suggested_filename == "subgroups-eq-polarity.csv"
    rows = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert {r["dimension"] for r in rows} == {"sex", "race"}

    # physician verdicts as the score source
    page.select_option("#equity-form select[name=evaluator]", "physician:7")
    page.click("#equity-form button[type=submit]")
    page.wait_for_selector("#equity-source:has-text('physician:7@0123456789ab')")
    assert "100.0%" in page.locator("#dimension-sex tr[data-stratum=Female]").inner_text()
    screenshot("equity-page-physician-verdicts")


def test_a_physician_gets_a_404(live_server, page, cohort):
    sign_in(page, live_server.url, "pat-physician")
    response = page.goto(live_server.url + "/datasets/eq/equity/")
    assert response.status == 404
