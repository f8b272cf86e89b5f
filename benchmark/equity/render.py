"""The equity analysis written out: Markdown (``manage.py subgroups``), CSV (the page's download and
the command's ``--csv``), JSON (``--json``), and the rows the page shows. One function per output,
each over the same :class:`~benchmark.equity.service.EquityAnalysis`."""

from __future__ import annotations

import io
import json
from urllib.parse import urlencode

from benchmark.equity.service import (
    EquityAnalysis,
    EquityError,
    EquityQuery,
    equity_analysis,
    equity_analysis_by_name,
    score_sources,
)
from benchmark.equity.strata import DIMENSION_LABELS, DIMENSIONS
from benchmark.evaluator_choice import evaluator_label
from epikg_core import csvfiles
from retrieval.models import Dataset

CSV_COLUMNS = ("dimension", "stratum", "patients", "questions", "condition", "run_id", "correct", "answered",
               "accuracy", "ci_low", "ci_high", "gap_vs_rest", "gap_ci_low", "gap_ci_high", "mdd", "too_small",
               "evaluator_version", "reference_version")


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f}%"


def _pp(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:+.1f} pp"


def _interval(ci, signed: bool = False) -> str:
    if ci is None:
        return "no interval"
    fmt = "{:+.1f}" if signed else "{:.1f}"
    return f"[{fmt.format(ci[0] * 100)}, {fmt.format(ci[1] * 100)}]"


def _describe_gap(gap) -> str:
    return (f"{gap.high} − {gap.low}: {_pp(gap.gap)} {_interval(gap.ci, True)}"
            + (f" ({gap.note})" if gap.note else ""))


def _interaction_line(result) -> str:
    if result is None:
        return "Interaction: one condition only; nothing to test."
    if result.p is None:
        return f"Interaction: not tested ({result.note})."
    effects = "; ".join(f"{s}: " + ", ".join(f"{c} − {result.conditions[0]} {_pp(v)}" for c, v in e.items())
                        for s, e in result.effects.items())
    return (f"Condition × subgroup interaction (permutation test, {result.permutations} shuffles over "
            f"{result.units} patient cells, {result.items} paired questions): p = {result.p:.3g}. Effects: {effects}.")


def page_rows(analysis: EquityAnalysis) -> list[dict]:
    """Per dimension, what the page's table shows: per stratum its size, per arm the accuracy with
    its Wilson interval and the gap against the rest, and the power line."""
    arms = [a.label for a in analysis.arms]
    out = []
    for result in analysis.dimensions:
        rest = {(g.high, g.condition): g for g in result.versus_rest}
        power = {p.stratum: p for p in result.power}
        rows = []
        for line in result.table:
            cells = []
            for arm in arms:
                cell, gap = line.cells.get(arm), rest.get((line.stratum, arm))
                cells.append({
                    "accuracy": _pct(cell.accuracy) if cell else "—",
                    "ci": _interval(cell.ci) if cell else "",
                    "counts": f"{cell.k}/{cell.n}" if cell else "",
                    "gap": _pp(gap.gap) if gap else "",
                    "gap_ci": _interval(gap.ci, True) if gap else "",
                })
            p = power.get(line.stratum)
            rows.append({"stratum": line.stratum, "questions": line.questions, "patients": line.patients,
                         "cells": cells, "too_small": p.too_small if p else None,
                         "mdd": _pp(p.mdd).removeprefix("+") if p and p.mdd is not None else "—"})
        out.append({"result": result, "rows": rows, "largest": [f"({g.condition}) {_describe_gap(g)}" for g in result.largest],
                    "interaction": _interaction_line(result.interaction)})
    return out


def to_markdown(analysis: EquityAnalysis) -> str:
    """The analysis as Markdown: one table per dimension, then its gaps, interaction and power."""
    arms = [a.label for a in analysis.arms]
    lines = [f"# Subgroups of {analysis.dataset}", "",
             f"Score source: {analysis.evaluator_version}, reference {analysis.reference_version}; an answer is "
             "right when its score is 1. Intervals: Wilson 95% for accuracies, patient-cluster BCa 95% "
             "(2,000 resamples, seed 42) for gaps.",
             "Runs: " + ", ".join(f"{a.label} = run {a.run_id} ({a.questions} questions)" for a in analysis.arms), ""]
    lines += [analysis.evaluator_reason, ""] if analysis.evaluator_reason else []
    lines += [f"Note: {note}" for note in analysis.notes]
    for view in page_rows(analysis):
        result = view["result"]
        lines += ["", f"## {result.label}", "", "> " + result.summary, ""]
        header = ["stratum", "patients", "questions", *[f"{a} accuracy [95% CI]" for a in arms],
                  *[f"{a} vs rest" for a in arms], "MDD (80% power)", "too small"]
        lines += ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
        for row in view["rows"]:
            cells = [f"{c['accuracy']} {c['ci']}".strip() for c in row["cells"]]
            gaps = [f"{c['gap']} {c['gap_ci']}".strip() or "—" for c in row["cells"]]
            small = {True: "**yes**", False: "no", None: "—"}[row["too_small"]]
            lines.append("| " + " | ".join([row["stratum"], str(row["patients"]), str(row["questions"]), *cells,
                                            *gaps, row["mdd"], small]) + " |")
        lines.append("")
        lines += [f"- Largest − smallest ({g.condition}): {_describe_gap(g)}" for g in result.largest]
        lines.append(f"- {_interaction_line(result.interaction)}")
        lines.append(f"- Design effect of clustering in patients: {result.design_effect:.2f}")
        lines += [f"- {p.statement}" for p in result.power]
        lines += [f"- Note: {note}" for note in result.notes]
    return "\n".join(lines) + "\n"


def to_csv(analysis: EquityAnalysis) -> str:
    """One row per dimension × stratum × arm, raw numbers (fractions, not percentages)."""
    buffer = io.StringIO()
    writer = csvfiles.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for result in analysis.dimensions:
        rest = {(g.high, g.condition): g for g in result.versus_rest}
        power = {p.stratum: p for p in result.power}
        for line in result.table:
            for arm in analysis.arms:
                cell = line.cells.get(arm.label)
                if cell is None:
                    continue
                gap, p = rest.get((line.stratum, arm.label)), power.get(line.stratum)
                writer.writerow([
                    result.dimension, line.stratum, line.patients, line.questions, arm.label, arm.run_id,
                    cell.k, cell.n, f"{cell.accuracy:.6f}", f"{cell.ci[0]:.6f}", f"{cell.ci[1]:.6f}",
                    f"{gap.gap:.6f}" if gap else "", f"{gap.ci[0]:.6f}" if gap and gap.ci else "",
                    f"{gap.ci[1]:.6f}" if gap and gap.ci else "", f"{p.mdd:.6f}" if p and p.mdd is not None else "",
                    "" if p is None else str(p.too_small).lower(), analysis.evaluator_version,
                    analysis.reference_version])
    return buffer.getvalue()


def subgroups_report(*, dataset_name: str, query: EquityQuery, fmt: str = "md") -> str:
    """What ``manage.py subgroups`` prints: Markdown, CSV or JSON (:class:`EquityError` when the
    analysis cannot be made)."""
    analysis = equity_analysis_by_name(dataset_name=dataset_name, query=query)
    if fmt == "json":
        return json.dumps(analysis.as_dict(), indent=2, ensure_ascii=False, default=str) + "\n"
    if fmt == "csv":
        return to_csv(analysis)
    return to_markdown(analysis)


# -- the page ------------------------------------------------------------------------------------


def _querystring(query: EquityQuery) -> str:
    pairs = [("evaluator", query.evaluator)] if query.evaluator else []
    pairs += [("reference", query.reference)] if query.reference else []
    pairs += [("by", d) for d in query.dimensions] + [("bands", ",".join(map(str, query.age_bands)))]
    return urlencode(pairs + [("run", r) for r in query.run_ids])


def equity_page(dataset: Dataset, params) -> dict:
    """Everything the equity page shows for its query string (or the error that stopped it)."""
    context = {"dataset": dataset, "sources": [(name, evaluator_label(name)) for name in score_sources(dataset)],
               "all_dimensions": [(d, DIMENSION_LABELS[d]) for d in DIMENSIONS]}
    try:
        query = EquityQuery.from_query(params)
        context.update(query=query, bands=",".join(map(str, query.age_bands)),
                       chosen=set(query.dimensions or DIMENSIONS))
        analysis = equity_analysis(dataset=dataset, query=query)
    except EquityError as exc:
        context.setdefault("chosen", set(DIMENSIONS))
        return {**context, "error": str(exc)}
    return {**context, "analysis": analysis, "views": page_rows(analysis), "querystring": _querystring(query),
            "csv_name": f"subgroups-{dataset.name}-{analysis.evaluator.replace(':', '-')}.csv"}


def equity_csv_download(dataset: Dataset, params) -> tuple[str, str]:
    """The page's table as CSV: ``(filename, content)``; :class:`EquityError` when it cannot be made."""
    query = EquityQuery.from_query(params)
    analysis = equity_analysis(dataset=dataset, query=query)
    return f"subgroups-{dataset.name}-{analysis.evaluator.replace(':', '-')}.csv", to_csv(analysis)
