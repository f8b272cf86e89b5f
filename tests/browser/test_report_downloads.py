"""An author opens the report of two scored runs, reads its captions and downloads a figure (SVG)
and a table (CSV) from the page."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest
from django.contrib.auth.models import Group, User

from benchmark.runs import run_create, run_work
from benchmark.scoring import score_run
from retrieval.vocabulary import matcher as vocabulary_matcher
from tests.retrieval.graph_support import build_dataset, import_cohort, load_vocabulary, subset_matcher

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-test-password"


@pytest.fixture
def scored_runs(transactional_db, tmp_path, monkeypatch, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    monkeypatch.setattr(vocabulary_matcher, "default_matcher", subset_matcher)
    load_vocabulary()
    import_cohort(tmp_path / "cohort")
    from benchmark.references.releases import release_generated

    release_generated("kg", user="test")  # a score uses only released references
    build_dataset()
    runs = []
    for condition in ("C1", "C4g"):
        run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
        runs.append(run_work(run.pk))
        score_run(run=run, evaluator_name="keyword_v2")
    User.objects.create_user("ana-author", password=PASSWORD).groups.add(Group.objects.get_or_create(name="author")[0])
    return runs


def test_an_author_downloads_a_figure_and_a_table_of_the_report(live_server, page, screenshot, scored_runs):
    c1, c4g = scored_runs
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", "ana-author")
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.click("nav >> text=Reports")
    page.check(f"input[name=run][value='{c1.pk}']")
    page.check(f"input[name=run][value='{c4g.pk}']")
    # the paper's keyword proxy, chosen on purpose (the default is the evaluator with the best measured agreement)
    page.select_option("select[name=evaluator]", "keyword_v2")
    page.click("button:has-text('Build report')")
    page.wait_for_selector("#figure-waterfall-extractive svg")
    stem = f"report-runs-{c1.pk}-{c4g.pk}-keyword_v2-v3"

    # captions in words; what does not apply says so in a line
    caption = page.locator("#figure-waterfall-extractive figcaption").inner_text()
    assert caption.startswith("Figure 1. Incremental gains along the ablation ladder (extractive).")
    assert "C1 → C4g" in caption
    assert "Not applicable: a cross-model comparison needs runs of two or more models" in \
        page.locator("#table-cross_model").inner_text()
    assert "No routing figure" in page.locator("section.figures").inner_text()
    # tables stay inside their cards
    for card in page.locator("section.report-section").all():
        assert page.evaluate("(card) => card.scrollWidth <= card.clientWidth", card.element_handle())
    screenshot("report-downloads")

    with page.expect_download() as figure:
        page.click("#figure-heatmap a.download:has-text('SVG')")
    assert figure.value.suggested_filename == f"{stem}-heatmap.svg"
    svg = Path(figure.value.path()).read_text(encoding="utf-8")
    assert "<svg" in svg and 'style="' not in svg and "<style" not in svg
    assert "C4g" in svg and "negation" in svg  # the heatmap's rows and columns, as text

    with page.expect_download() as table:
        page.click("#table-categories a.download:has-text('CSV')")
    assert table.value.suggested_filename == f"{stem}-categories.csv"
    rows = list(csv.DictReader(io.StringIO(Path(table.value.path()).read_text(encoding="utf-8"))))
    shown = page.locator("#table-categories tbody tr td:nth-child(2)").all_inner_texts()
    assert [r["condition"] for r in rows] == shown == ["C1", "C4g"]
    assert [r["run_id"] for r in rows] == [str(c1.pk), str(c4g.pk)]
    assert float(rows[0]["negation"]) == 0.0  # C1 abstains: raw numbers, not "0.0%"

    with page.expect_download() as markdown:
        page.click("#download-markdown")
    assert markdown.value.suggested_filename == f"{stem}.md"
    text = Path(markdown.value.path()).read_text(encoding="utf-8")
    assert "## Accuracy by category and condition" in text and f"]({stem}-heatmap.svg)" in text

    # an accuracy cell opens the run's answers of that category
    page.click(f"#table-categories a[href='/runs/{c4g.pk}/?category=negation']")
    page.wait_for_url(f"**/runs/{c4g.pk}/?category=negation")
