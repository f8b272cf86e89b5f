"""The report's downloads (every figure as SVG and PNG, every table as CSV, the whole report as
Markdown), the captions that say what a figure leaves out, the sections that do not apply, and the
category cells that link into the runs."""

from __future__ import annotations

import csv
import io
import re
import struct

import pytest
from django.test import override_settings
from django.urls import reverse

from benchmark.models import Run
from benchmark.runs import run_create, run_work
from benchmark.scoring import score_run
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]

#: C1 (no evidence), the graph ladder up to C4g (no oracle run), a whole-notes run and a chunk run
CONDITIONS = ("C1", "C3", "C4", "C4g", "C6", "RAG:20")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def percent(raw: str) -> str:
    """A raw CSV fraction as the page shows it."""
    return f"{100 * float(raw):.1f}%"


@pytest.fixture(scope="module")
def runs(built_graph, django_db_blocker, tmp_path_factory):  # noqa: F811
    """The runs, answered and scored once for the module (committed; removed afterwards)."""
    with django_db_blocker.unblock(), override_settings(EPIKG_LLM_CACHE_DIR=tmp_path_factory.mktemp("llm")):
        from benchmark.references.releases import release_generated

        release_generated("kg", user="test")  # a score uses only released references
        made = {}
        for condition in CONDITIONS:
            run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive")
            made[condition] = run_work(run.pk)
            score_run(run=made[condition], evaluator_name="keyword_v2")
        for condition in ("C4g", "RAG:20"):  # evidence recall for some runs only
            score_run(run=made[condition], evaluator_name="evidence_recall")
    try:
        yield made
    finally:
        with django_db_blocker.unblock():
            Run.objects.filter(pk__in=[r.pk for r in made.values()]).delete()


@pytest.fixture
def query(runs):
    return {"run": [r.pk for r in runs.values()], "evaluator": "keyword_v2", "reference": "v3"}


@pytest.fixture
def page(client, author, query):
    client.force_login(author)
    response = client.get(reverse("report"), query)
    assert response.status_code == 200
    return response


def stem(runs) -> str:
    return "report-runs-" + "-".join(str(r.pk) for r in sorted(runs.values(), key=lambda r: r.pk)) + "-keyword_v2-v3"


def attachment_name(response) -> str:
    match = re.fullmatch(r'attachment; filename="([^"]+)"', response["Content-Disposition"])
    assert match, response["Content-Disposition"]
    return match.group(1)


def test_every_figure_downloads_as_svg_without_styles_and_as_png(client, page, query, runs):
    figures = page.context["figures"]
    assert [f["name"] for f in figures] == ["waterfall-extractive", "heatmap", "evidence", "curves-extractive"]
    html = page.content.decode()
    for figure in figures:
        svg_url = reverse("report_figure", args=[figure["name"], "svg"])
        assert f'href="{svg_url}?' in html  # the links sit beside the figure
        svg = client.get(svg_url, query)
        assert svg.status_code == 200 and svg["Content-Type"] == "image/svg+xml"
        assert attachment_name(svg) == f"{stem(runs)}-{figure['name']}.svg"
        text = svg.content.decode()
        assert text.lstrip().startswith("<?xml") and "<svg" in text
        assert 'style="' not in text and "<style" not in text  # clean under the site's CSP, like the page's
        png = client.get(reverse("report_figure", args=[figure["name"], "png"]), query)
        assert png.status_code == 200 and png["Content-Type"] == "image/png"
        assert attachment_name(png) == f"{stem(runs)}-{figure['name']}.png"
        assert png.content[:8] == PNG_SIGNATURE
        width, _ = struct.unpack(">II", png.content[16:24])
        assert 5 * 150 <= width <= 9 * 150  # drawn by matplotlib at 150 dpi, 5 to 9 inches wide
    # the page's figure is the download's figure
    heatmap = client.get(reverse("report_figure", args=["heatmap", "svg"]), query).content.decode()
    assert heatmap[heatmap.find("<svg"):] == next(f["svg"] for f in figures if f["name"] == "heatmap")


def test_every_table_downloads_as_csv_with_the_page_tables_rows(client, page, query, runs):
    sections = {s.name: s for s in page.context["sections"]}
    shown = [name for name, s in sections.items() if s.rows]
    assert shown == ["overview", "harm", "ablation", "categories", "transitions", "concordance", "endpoints", "curves"]
    for name in shown:
        response = client.get(reverse("report_table", args=[name]), query)
        assert response.status_code == 200 and response["Content-Type"] == "text/csv; charset=utf-8"
        assert attachment_name(response) == f"{stem(runs)}-{name}.csv"
        rows = list(csv.DictReader(io.StringIO(response.content.decode())))
        assert len(rows) == len(sections[name].rows), name
    overview = list(csv.DictReader(io.StringIO(client.get(reverse("report_table", args=["overview"]), query)
                                               .content.decode())))
    for row, cells in zip(overview, sections["overview"].rows):
        assert [row["run_id"], row["condition"], percent(row["accuracy"])] == \
               [cells[0].text, cells[1].text, cells[4].text]
        assert row["config_hash"].startswith(cells[7].text) and len(row["config_hash"]) == 64
    categories = list(csv.DictReader(io.StringIO(client.get(reverse("report_table", args=["categories"]), query)
                                                 .content.decode())))
    names = page.context["report"].categories["categories"]
    for row, cells in zip(categories, sections["categories"].rows):
        assert row["condition"] == cells[1].text
        assert [percent(row[c]) if row[c] else "—" for c in names] == [c.text for c in cells[2:]]
    curves = list(csv.DictReader(io.StringIO(client.get(reverse("report_table", args=["curves"]), query)
                                             .content.decode())))
    assert [(r["condition"], r["tokens"], r["run_id"]) for r in curves] == [("RAG:20", "2560", str(runs["RAG:20"].pk))]


def test_the_markdown_has_every_table_figure_and_section_that_does_not_apply(client, page, query, runs):
    response = client.get(reverse("report_markdown"), query)
    assert response.status_code == 200 and response["Content-Type"] == "text/markdown; charset=utf-8"
    assert attachment_name(response) == f"{stem(runs)}.md"
    markdown = response.content.decode()
    for section in page.context["sections"]:
        assert f"## {section.title}\n" in markdown
        assert (section.absent or section.header[0]) in markdown
    for figure in page.context["figures"]:
        assert f"![{figure['title']}]({stem(runs)}-{figure['name']}.svg)" in markdown  # the SVG download's name
        assert figure["caption"] in markdown
    assert "No routing figure: it needs a C4g and a C4g_oracle run of the same model." in markdown
    assert "## Notes" in markdown


def test_figure_captions_name_the_runs_they_leave_out_and_why(page):
    captions = {f["name"]: f["caption"] for f in page.context["figures"]}
    assert "Left out: C6, RAG:20 (not a step of the ladder)." in captions["waterfall-extractive"]
    assert "C1 → C3 → C4 → C4g" in captions["waterfall-extractive"]
    assert "Left out" not in captions["heatmap"]  # every run is a row
    assert "C1, C3, C4, C6: accuracy only (not scored with evidence_recall)" in captions["evidence"]
    assert "Left out: C1, C3, C4, C4g, C6 (no token budget to place it on the axis)." in captions["curves-extractive"]
    assert "No normalized area difference" in captions["curves-extractive"]
    html = page.content.decode()
    assert 'id="figure-dumbbell"' not in html and "No routing figure" in html
    for name in ("waterfall-extractive", "heatmap", "evidence", "curves-extractive"):
        assert re.search(rf'<figure id="figure-{name}"><svg.*?<figcaption><strong>Figure \d\. ', html, re.S)


def test_sections_that_do_not_apply_say_so_in_one_line(page):
    sections = {s.name: s for s in page.context["sections"]}
    assert sections["cross_model"].absent.startswith("Not applicable: a cross-model comparison needs runs of two "
                                                     "or more models; these runs are of one model (extractive)")
    assert sections["transitions"].rows and not sections["transitions"].absent  # C3 and C4 are here
    assert sections["reference_impact"].absent.startswith("Not applicable: these runs were scored against one "
                                                          "reference version only (v3)")
    html = page.content.decode()
    card = html[html.index('id="table-cross_model"'):]
    card = card[:card.index("</section>")]
    assert "<table" not in card and "Not applicable" in card and 'href="/reports/table/' not in card


def test_each_category_accuracy_links_to_the_run_filtered_by_category(page, runs):
    html = page.content.decode()
    report = page.context["report"]
    for row in report.categories["rows"]:
        for category in report.categories["categories"]:
            link = f'href="{reverse("run_detail", args=[row["run_id"]])}?category={category}"'
            assert (link in html) == (row.get(category) is not None), (row["condition"], category)
    assert f'<a href="{reverse("run_detail", args=[runs["C1"].pk])}">{runs["C1"].pk}</a>' in html  # the runs table


def test_physicians_get_a_404_and_unknown_downloads_are_404s(client, physician, author, query):
    urls = [reverse("report_figure", args=["heatmap", "svg"]), reverse("report_figure", args=["heatmap", "png"]),
            reverse("report_table", args=["overview"]), reverse("report_markdown")]
    client.force_login(physician)
    assert [client.get(url, query).status_code for url in urls] == [404] * 4
    client.force_login(author)
    assert [client.get(url, query).status_code for url in urls] == [200] * 4
    for url in (reverse("report_figure", args=["dumbbell", "svg"]),  # not drawn for these runs
                reverse("report_figure", args=["heatmap", "gif"]), reverse("report_figure", args=["nope", "svg"]),
                reverse("report_table", args=["cross_model"]),  # does not apply to one model
                reverse("report_table", args=["nope"])):
        assert client.get(url, query).status_code == 404, url
    assert client.get(reverse("report_markdown")).status_code == 404  # no runs chosen
    assert client.get(reverse("report_markdown"), {**query, "evaluator": "polarity"}).status_code == 404
