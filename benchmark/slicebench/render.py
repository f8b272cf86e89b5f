"""The SliceBench analysis written out: the page's context, the CSV tables (page downloads and the
command's ``--csv``), Markdown (the command's default output) and the figure downloads. Each takes
the same :class:`~benchmark.slicebench.ladder.SliceQuery`, so a download is what the page showed."""

from __future__ import annotations

import io
from urllib.parse import urlencode

from benchmark.slicebench import selectors
from benchmark.slicebench.figure import caption, ladder_png, ladder_svg
from benchmark.slicebench.ladder import (
    CRITICAL,
    LADDER,
    SliceBenchAnalysis,
    SliceBenchError,
    SliceQuery,
    slicebench_analysis,
    tier_overview,
)
from benchmark.stats.ladder import ALL
from epikg_core import csvfiles
from retrieval.models import Dataset

TABLES = ("ladder", "interaction", "tiers")
FIGURE_TYPES = {"svg": "image/svg+xml", "png": "image/png"}


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def _pp(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:+.1f} pp"


def _ci(ci) -> str:
    return "" if ci is None else f"[{100 * ci[0]:+.1f}, {100 * ci[1]:+.1f}]"


def _p(p: float | None) -> str:
    return "—" if p is None else f"{p:.3g}"


def _group(name: str) -> str:
    return "All patients" if name == ALL else f"Tier {name}"


def querystring(query: SliceQuery, evaluator: str | None = None) -> str:
    pairs = [("evaluator", evaluator or query.evaluator or ""), ("reference", query.reference or ""),
             ("tiers", query.tiers), ("model", query.model or "")]
    return urlencode([(k, v) for k, v in pairs if v] + [("run", r) for r in query.run_ids])


# -- rows ------------------------------------------------------------------------------------------


def ladder_rows(analysis: SliceBenchAnalysis) -> list[dict]:
    """Per group: accuracy cells per step and the delta of each step (into that step)."""
    rows = []
    for row in analysis.ladder.rows:
        cells = [{"step": row.accuracy[0].step, "accuracy": _pct(row.accuracy[0].accuracy), "n": row.accuracy[0].n,
                  "delta": "", "ci": "", "critical": False}]
        for cell, delta in zip(row.accuracy[1:], row.deltas):
            cells.append({"step": cell.step, "accuracy": _pct(cell.accuracy), "n": cell.n, "delta": _pp(delta.delta),
                          "ci": _ci(delta.ci) or delta.note, "critical": delta.critical})
        rows.append({"group": row.group, "label": _group(row.group), "patients": row.patients, "items": row.items,
                     "cells": cells})
    return rows


def interaction_rows(analysis: SliceBenchAnalysis) -> list[dict]:
    return [{"step": f"{i.step_from} → {i.step_to}", "critical": i.critical, "tiers": f"{i.second} − {i.first}",
             "first": i.first, "second": i.second,
             "delta_first": _pp(i.delta_first), "delta_second": _pp(i.delta_second),
             "difference": _pp(i.difference), "ci": _ci(i.ci) or i.note,
             "p": _p(i.p), "test": (f"exact, {i.permutations} assignments" if i.exact
                                    else f"{i.permutations} random permutations") if i.p is not None else i.note}
            for i in analysis.ladder.interactions]


def critical_summary(analysis: SliceBenchAnalysis) -> str:
    """One sentence on the critical step overall and per tier."""
    parts = []
    for row in analysis.ladder.rows:
        delta = next((d for d in row.deltas if d.critical), None)
        if delta is None or delta.delta is None:
            continue
        parts.append(f"{_group(row.group)} {_pp(delta.delta)}" + (f" {_ci(delta.ci)}" if delta.ci else ""))
    if not parts:
        return f"The critical step {CRITICAL[0]} → {CRITICAL[1]} has no paired scores yet."
    return f"The critical step {CRITICAL[0]} → {CRITICAL[1]} (the graph with its assertion labels): " + "; ".join(parts) + "."


# -- CSV -------------------------------------------------------------------------------------------


def _csv(header: list[str], rows: list[list]) -> str:
    buffer = io.StringIO()
    writer = csvfiles.writer(buffer, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buffer.getvalue()


def _num(value: float | None) -> str:
    return "" if value is None else f"{value:.6g}"


def table_csv(analysis: SliceBenchAnalysis, name: str) -> str:
    """One table as CSV with raw numbers (fractions): ``ladder``, ``interaction`` or ``tiers``."""
    source = [analysis.evaluator_version, analysis.reference_version]
    if name == "ladder":
        runs = {s.step: (s.condition, s.run_id) for s in analysis.steps}
        out = []
        for row in analysis.ladder.rows:
            deltas = {d.second: d for d in row.deltas}
            for cell in row.accuracy:
                d = deltas.get(cell.step)
                condition, run_id = runs[cell.step]
                out.append([row.group, row.patients, cell.step, condition, run_id or "", cell.n, _num(cell.accuracy),
                            d.first if d else "", _num(d.delta) if d else "", _num(d.ci[0]) if d and d.ci else "",
                            _num(d.ci[1]) if d and d.ci else "", int(d.critical) if d else 0, *source])
        return _csv(["group", "patients", "step", "condition", "run_id", "n", "accuracy", "delta_from", "delta",
                     "ci_low", "ci_high", "critical", "evaluator_version", "reference_version"], out)
    if name == "interaction":
        return _csv(["step_from", "step_to", "first_tier", "second_tier", "delta_first", "delta_second",
                     "difference", "ci_low", "ci_high", "p", "permutations", "exact", "critical",
                     "evaluator_version", "reference_version"],
                    [[i.step_from, i.step_to, i.first, i.second, _num(i.delta_first), _num(i.delta_second),
                      _num(i.difference), _num(i.ci[0]) if i.ci else "", _num(i.ci[1]) if i.ci else "", _num(i.p),
                      i.permutations, int(i.exact), int(i.critical), *source] for i in analysis.ladder.interactions])
    if name == "tiers":
        rows = [[g.name, s, n] for g in analysis.overview.tiers for s, n in g.patients]
        rows += [["untiered", s, n] for s, n in analysis.overview.untiered]
        return _csv(["tier", "subject_id", "encounters"], rows)
    raise SliceBenchError(f"no table {name!r}; tables: {', '.join(TABLES)}")


# -- Markdown (the command) ------------------------------------------------------------------------


def to_markdown(analysis: SliceBenchAnalysis) -> str:
    steps = analysis.ladder.steps
    lines = [f"# SliceBench ladder — {analysis.dataset}", "",
             f"Scores: {analysis.evaluator_version}, reference {analysis.reference_version}; tiers "
             f"{analysis.overview.spec}.", "", "| tier | encounters | patients (encounters) |", "|---|---|---|"]
    for group in analysis.overview.tiers:
        lines.append(f"| {group.name} | {group.label} | "
                     f"{', '.join(f'{s} ({n})' for s, n in group.patients) or '—'} |")
    lines.append(f"| untiered | — | {', '.join(f'{s} ({n})' for s, n in analysis.overview.untiered) or '—'} |")
    lines += ["", "| step | condition | run |", "|---|---|---|"]
    lines += [f"| {s.step} | {s.condition} | {s.run_id or '—'} |" for s in analysis.steps]
    header = "| group | patients | " + " | ".join(steps) + " | " + " | ".join(
        f"{'**' if (a, b) == CRITICAL else ''}Δ {a}→{b}{'**' if (a, b) == CRITICAL else ''}"
        for a, b in zip(steps, steps[1:])) + " |"
    lines += ["", header, "|" + "---|" * (2 + 2 * len(steps) - 1)]
    for row in analysis.ladder.rows:
        accuracy = " | ".join(_pct(c.accuracy) for c in row.accuracy)
        deltas = " | ".join((f"**{_pp(d.delta)} {_ci(d.ci)}**" if d.critical else f"{_pp(d.delta)} {_ci(d.ci)}").strip()
                            for d in row.deltas)
        lines.append(f"| {_group(row.group)} | {row.patients} | {accuracy} | {deltas} |")
    lines += ["", "Tier × step interaction (difference of the step's gain between tiers; stratified patient-cluster "
              "percentile 95% interval; permutation p over patients):", "",
              "| step | tiers | Δ first | Δ second | difference [95% CI] | p | test |", "|---|---|---|---|---|---|---|"]
    for r in interaction_rows(analysis):
        step = f"**{r['step']}**" if r["critical"] else r["step"]
        lines.append(f"| {step} | {r['tiers']} | {r['delta_first']} | {r['delta_second']} | {r['difference']} "
                     f"{r['ci']} | {r['p']} | {r['test']} |")
    lines += ["", critical_summary(analysis)]
    lines += [f"- {note}" for note in analysis.notes]
    return "\n".join(lines) + "\n"


# -- the page and its downloads --------------------------------------------------------------------


def slicebench_page(dataset: Dataset, query_dict) -> dict:
    """The page's context: the tiers (always), and the ladder when scores allow, else the reason."""
    context: dict = {"dataset": dataset, "bundles": LADDER, "critical": CRITICAL,
                     "sources": selectors.score_sources(dataset), "error": "", "analysis": None}
    query = SliceQuery.from_query(query_dict)
    context["query"] = query
    try:
        tiers = query.tier_spec()
    except SliceBenchError as exc:
        context["error"] = str(exc)
        return context
    context["overview"] = tier_overview(dataset, tiers)
    context["tiers_text"] = query.tiers or context["overview"].spec
    try:
        analysis = slicebench_analysis(dataset=dataset, query=query)
    except SliceBenchError as exc:
        context["error"] = str(exc)
        return context
    svg = ladder_svg(analysis)
    context.update({"analysis": analysis, "rows": ladder_rows(analysis), "interactions": interaction_rows(analysis),
                    "summary": critical_summary(analysis), "figure_svg": svg[svg.find("<svg"):],
                    "caption": caption(analysis), "querystring": querystring(query, analysis.evaluator)})
    return context


def _filename(analysis: SliceBenchAnalysis, stem: str, ext: str) -> str:
    return f"slicebench-{analysis.dataset}-{stem}-{analysis.evaluator}.{ext}"


def slicebench_csv(dataset: Dataset, query_dict, name: str) -> tuple[str, bytes]:
    """(file name, CSV bytes) of one table; :class:`SliceBenchError` when it cannot be made."""
    if name not in TABLES:
        raise SliceBenchError(f"no table {name!r}; tables: {', '.join(TABLES)}")
    analysis = slicebench_analysis(dataset=dataset, query=SliceQuery.from_query(query_dict))
    return _filename(analysis, name, "csv"), table_csv(analysis, name).encode("utf-8")


def slicebench_figure(dataset: Dataset, query_dict, fmt: str) -> tuple[str, str, bytes]:
    """(file name, content type, bytes) of the figure as SVG or PNG."""
    if fmt not in FIGURE_TYPES:
        raise SliceBenchError(f"no figure format {fmt!r}; formats: {', '.join(FIGURE_TYPES)}")
    analysis = slicebench_analysis(dataset=dataset, query=SliceQuery.from_query(query_dict))
    content = ladder_png(analysis) if fmt == "png" else ladder_svg(analysis).encode("utf-8")
    return _filename(analysis, "ladder", fmt), FIGURE_TYPES[fmt], content
