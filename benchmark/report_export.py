"""The report on the web: the page (tables whose accuracy cells link into the runs, figures with
captions, a line for each section that does not apply) and its downloads — every figure as SVG and
PNG, every table as CSV, the whole report as Markdown.

One function per page or download (``report_page``, ``figure_download``, ``table_download``,
``markdown_download``), each taking the page's query (``ReportQuery``: runs, evaluator, reference),
so a download is always the report the page showed. The views are shells over these; the CSV and
Markdown are the ones ``manage.py report`` writes, and the figures come from the same matplotlib
code (PNG drawn by matplotlib at 150 dpi, SVG without inline styles).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from urllib.parse import urlencode

from django.urls import reverse

from benchmark import selectors
from benchmark.evaluator_choice import PAPER_REPRODUCTION, EvaluatorChoice, choose_evaluator, evaluator_label
from benchmark.report_render import Section, sections, to_csv, to_markdown
from benchmark.reports import Report, ReportError, build_report
from benchmark.runs.service import RunError, runs_by_ids
from retrieval.access import query_ids, query_text

#: no evaluator asked for: the one with the best measured agreement with physician verdicts
#: (``benchmark.evaluator_choice``), chosen for the query's runs
DEFAULT_EVALUATOR = ""
FIGURE_FORMATS = {"svg": "image/svg+xml", "png": "image/png"}
#: at most this many run ids in a file name; the rest are counted
NAMED_RUNS = 8


class ReportNotFound(ReportError):
    """A figure or table this report does not have (unknown, or not applicable to these runs)."""


@dataclass(frozen=True)
class ReportQuery:
    """What the report page was asked for: the runs ticked, the evaluator ("" for the default,
    chosen by measured agreement) and the reference version."""

    run_ids: tuple[int, ...] = ()
    evaluator: str = DEFAULT_EVALUATOR
    reference: str | None = None

    @classmethod
    def from_query(cls, query) -> ReportQuery:
        """From a query string (``run`` repeated, ``evaluator``, ``reference``)."""
        return cls(tuple(dict.fromkeys(query_ids(query, "run"))), query_text(query, "evaluator") or DEFAULT_EVALUATOR,
                   query_text(query, "reference"))

    def chosen(self) -> tuple[ReportQuery, EvaluatorChoice | None]:
        """The query with its evaluator named (the default chosen for its runs when none was
        asked for), and the choice (None when the query named one)."""
        if self.evaluator or not self.run_ids:
            return self, None
        choice = choose_evaluator(run_ids=self.run_ids)
        return replace(self, evaluator=choice.name), choice

    def querystring(self) -> str:
        pairs = [("run", run_id) for run_id in self.run_ids] + ([("evaluator", self.evaluator)] if self.evaluator else [])
        return urlencode(pairs + ([("reference", self.reference)] if self.reference else []))


@dataclass
class Download:
    content: bytes
    content_type: str
    filename: str


@dataclass
class Cell:
    text: str
    href: str = ""
    code: bool = False
    number: bool = False


@dataclass
class PageSection:
    name: str
    title: str
    header: list[str]
    rows: list[list[Cell]] = field(default_factory=list)
    absent: str = ""


def report_for(query: ReportQuery) -> Report:
    """The report of the query's runs (``ReportError`` naming what is missing)."""
    if not query.run_ids:
        raise ReportError("no runs chosen: tick one or more runs on the report page")
    try:
        runs = runs_by_ids(list(query.run_ids))
    except RunError as exc:
        raise ReportError(str(exc)) from None
    query, choice = query.chosen()
    try:
        return build_report(runs=runs, evaluator=query.evaluator, reference_version=query.reference)
    except ReportError as exc:
        if choice is None:
            raise
        raise ReportError(f"{exc}. The default evaluator is {choice.reason} Score these runs with "
                          f"{choice.name}, or choose an evaluator above.") from None


# -- the page ------------------------------------------------------------------------------------


def report_page(query: ReportQuery) -> dict:
    """Everything the report page shows: the runs to choose from and, for the chosen ones, the
    report's sections, figures and download names (or the error that stopped it)."""
    asked = query.evaluator
    query, choice = query.chosen()
    context = {"runs": selectors.scored_runs(), "chosen": set(query.run_ids), "evaluator": asked,
               "reference": query.reference, "evaluators": [(e, evaluator_label(e)) for e in selectors.score_evaluators()],
               "references": selectors.score_references(), "choice": choice,
               "paper_reproduction": query.evaluator in PAPER_REPRODUCTION}
    if not query.run_ids:
        return context
    if choice is None and query.evaluator in PAPER_REPRODUCTION:
        # named on purpose: still say what the default would be, and why
        context["default_choice"] = choose_evaluator(run_ids=query.run_ids)
    try:
        report = report_for(query)
    except ReportError as exc:
        hint = (f" The default evaluator is {choice.reason} Score these runs with {choice.name} (the run page's "
                "Score), or choose an evaluator above." if choice else "")
        return {**context, "error": f"{exc}.{hint}" if hint and not str(exc).endswith(".") else f"{exc}{hint}"}
    from benchmark.report_figures import figures, figure_svg

    specs = figures(report)
    drawn = []
    for number, spec in enumerate([s for s in specs if s.draw], start=1):
        svg = figure_svg(spec.draw())
        drawn.append({"number": number, "name": spec.name, "title": spec.title, "caption": spec.caption,
                      "svg": svg[svg.find("<svg"):]})
    return {**context, "report": report, "query": query.querystring(), "sections": page_sections(report),
            "figures": drawn, "absent_figures": [s.absent for s in specs if not s.draw],
            "markdown_name": f"{file_stem(report, query)}.md"}


_NUMBER = re.compile(r"[-+−]?\d[\d.,]*(e[-+]\d+)?( pp|%)?( \(n=\d+\))?|—|\[[^\]]*\]")


def page_sections(report: Report) -> list[PageSection]:
    """The report's tables as cells for the page: conditions as code, numbers aligned, run ids
    linking to the run, and each condition × category accuracy to the run's answers in that
    category (``/runs/<id>/?category=<category>``)."""
    run_columns = {"overview": [r["run_id"] for r in report.overview],
                   "reference_impact": [r["run_id"] for r in report.reference_impact]}
    category_rows = report.categories.get("rows", [])
    categories = report.categories.get("categories", [])
    result = []
    for section in sections(report):
        rows = [[_cell(value) for value in row] for row in section.rows]
        if section.name in run_columns:  # the first column is the run id
            for row, run_id in zip(rows, run_columns[section.name]):
                row[0].href = reverse("run_detail", args=[run_id])
        if section.name == "categories":  # model, condition, then one column per category
            for row, data in zip(rows, category_rows):
                for cell, category in zip(row[2:], categories):
                    if data.get(category) is not None:
                        cell.href = category_link(data["run_id"], category)
        header = section.header
        if section.name == "categories":  # category names that can wrap in a header
            header = [h.replace("_", " ") for h in header]
        result.append(PageSection(section.name, section.title, header, rows, section.absent))
    return result


def category_link(run_id: int, category: str) -> str:
    """The run page showing only its answers of one question category."""
    return f"{reverse('run_detail', args=[run_id])}?{urlencode({'category': category})}"


def _cell(value) -> Cell:
    text = str(value)
    if len(text) > 2 and text.startswith("`") and text.endswith("`"):
        return Cell(text[1:-1], code=True)
    return Cell(text, number=bool(_NUMBER.fullmatch(text)))


# -- downloads -----------------------------------------------------------------------------------


def file_stem(report: Report, query: ReportQuery) -> str:
    """A file name that says which report a download belongs to: runs, evaluator, reference."""
    ids = sorted(query.run_ids)
    runs = "-".join(map(str, ids[:NAMED_RUNS])) + (f"-and-{len(ids) - NAMED_RUNS}-more" if len(ids) > NAMED_RUNS else "")
    evaluator = query.evaluator or report.evaluator.split("@")[0]
    stem = f"report-runs-{runs}-{evaluator}-{report.reference_version}"
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", stem).strip("-.")


def figure_download(query: ReportQuery, name: str, fmt: str) -> Download:
    """One figure of the query's report as SVG (no inline styles) or PNG (matplotlib, 150 dpi)."""
    from benchmark.report_figures import figure_png, figure_svg, figures

    if fmt not in FIGURE_FORMATS:
        raise ReportNotFound(f"figures come as {' or '.join(FIGURE_FORMATS)}, not {fmt!r}")
    report = report_for(query)
    spec = next((s for s in figures(report) if s.name == name), None)
    if spec is None or not spec.draw:
        raise ReportNotFound(spec.absent if spec else f"this report has no figure {name!r}")
    content = figure_svg(spec.draw()).encode() if fmt == "svg" else figure_png(spec.draw())
    return Download(content, FIGURE_FORMATS[fmt], f"{file_stem(report, query)}-{name}.{fmt}")


def table_download(query: ReportQuery, name: str) -> Download:
    """One table of the query's report as CSV: the page table's rows, in its order, with raw numbers
    (the same file ``manage.py report --format csv`` writes)."""
    report = report_for(query)
    section: Section | None = next((s for s in sections(report) if s.name == name), None)
    if section is None or not section.rows:
        raise ReportNotFound(section.absent if section else f"this report has no table {name!r}")
    text = to_csv(report)[f"{name}.csv"]
    return Download(text.encode(), "text/csv; charset=utf-8", f"{file_stem(report, query)}-{name}.csv")


def markdown_download(query: ReportQuery) -> Download:
    """The whole report as Markdown: every table, every figure's caption with the file name its SVG
    download has (saved beside the Markdown, the images show), and the notes."""
    from benchmark.report_figures import figures

    report = report_for(query)
    stem = file_stem(report, query)
    text = to_markdown(report, figures(report), figure_path=lambda name: f"{stem}-{name}.svg")
    return Download(text.encode(), "text/markdown; charset=utf-8", f"{stem}.md")
