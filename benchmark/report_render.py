"""A ``Report`` as Markdown, CSV files and JSON (``manage.py report``, the report page and its
downloads). ``sections(report)`` is every table in page order, each with its rows or, where it does
not apply to these runs, one line saying why."""

from __future__ import annotations

import io
import json
import math
from dataclasses import asdict, dataclass
from pathlib import Path

from benchmark.reports import Report
from epikg_core import csvfiles


def _pct(value) -> str:
    return "—" if value is None or (isinstance(value, float) and math.isnan(value)) else f"{100 * value:.1f}%"


def _pp(value) -> str:
    return "—" if value is None else f"{100 * value:+.1f} pp"


def _ci(ci) -> str:
    return "—" if not ci else f"[{100 * ci[0]:+.1f}, {100 * ci[1]:+.1f}]"


def _p(value) -> str:
    if value is None:
        return "—"
    return f"{value:.2e}" if value < 1e-3 else f"{value:.4f}"


def _significance(row: dict) -> str:
    """The ablation's "significant" cell: yes / no, or "interim" where the scores (physician verdicts
    of an incomplete study) cannot be tested; empty for the baseline row."""
    if "significant" not in row:
        return ""
    if row["significant"] is None:
        return "interim (not tested)"
    return "yes" if row["significant"] else "no"


def _table(header: list[str], rows: list[list]) -> str:
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def tables(report: Report) -> dict[str, tuple[list[str], list[list]]]:
    """Every table of the report as (header, rows) of display strings."""
    out = {}
    out["overview"] = (["run", "condition", "model", "n", "accuracy", "evidence recall", "evidence tokens",
                        "config hash"], [
        [r["run_id"], f"`{r['condition']}`", r["model"], r["n"], _pct(r["accuracy"]),
         _pct(r.get("evidence_recall")) + (f" (n={r['evidence_recall_n']})" if r.get("evidence_recall_n") else ""),
         f"{r['evidence_tokens']:.0f}", r["config_hash"][:12]] for r in report.overview])
    out["harm"] = (["run", "condition", "model", "answers", "call a concept current", "contradicted by the chart",
                    "share of answers", "by category (contradicted / answers)", "questions flagged"], [
        [r["run_id"], f"`{r['condition']}`", r["model"], r["harm_n"], r["harm_asserting"], r["harm_contradicted"],
         _pct(r["harm_rate"]), ", ".join(f"{c}: {v['contradicted']}/{v['n']}" for c, v in r["harm_by_category"].items()
                                         if v["contradicted"]) or "—",
         ", ".join(f["qid"] for f in r["harm_flagged"][:8]) or "—"] for r in report.harm])
    out["ablation"] = (["model", "condition", "n", "accuracy", "Δ vs baseline", "95% CI (BCa, patients)", "McNemar p",
                        "significant"], [
        [r["model"], f"`{r['condition']}`", r["n"], _pct(r["accuracy"]),
         _pp(r.get("vs_delta")) if r.get("baseline") and r["condition"] != r["baseline"] else "baseline"
         if r.get("baseline") else "—", _ci(r.get("vs_ci")), _p(r.get("vs_p")),
         _significance(r)] for r in report.ablation])
    cats = report.categories.get("categories", [])
    out["categories"] = (["model", "condition"] + cats, [
        [r["model"], f"`{r['condition']}`"] + [_pct(r.get(c)) for c in cats] for r in report.categories.get("rows", [])])
    out["transitions"] = (["model", "transition", "n", "improved", "regressed", "net", "recovered by third",
                           "recovery rate"], [
        [t["model"], f"C3 → C4 (third: {t['third'] or '—'})", t["n"], t["improved"], t["regressed"], t["net"],
         t["recovered"] if t["third"] else "—", _pct(t["recovery_rate"])] for t in report.transitions])
    out["cross_model"] = (["model", "comparison", "n", "first", "second", "Δ", "95% CI", "McNemar p", "q (BH)",
                           "q (BY)"], [
        [r["model"], r["comparison"], r["n"], _pct(r.get("first")), _pct(r.get("second")), _pp(r["delta"]),
         _ci(r["ci"]), _p(r["p"]), _p(r.get("q_bh")), _p(r.get("q_by"))] for r in report.cross_model])
    out["concordance"] = (["first evaluator", "second evaluator", "n", "agreement", "Cohen κ", "first stricter",
                           "first more lenient"], [
        [c["first"], c["second"], c["n"], _pct(c["agreement"]), f"{c['kappa']:.3f}", c["first_stricter"],
         c["first_more_lenient"]] for c in report.concordance])
    out["endpoints"] = (["endpoint", "model", "n", "patients", "Δ (second − first)", "95% CI (BCa, patients)",
                         "McNemar p", "source"], [
        [e["name"], e.get("model", "—"), e.get("n", "—"), e.get("patients", "—"),
         (_pp(e.get("delta")) + (" (interim)" if e.get("interim") else "")) if e["status"] == "computed"
         else e["status"], _ci(e.get("ci")), _p(e.get("p")),
         e.get("source", "") + (f" — {e['detail']}" if e.get("detail") else "")] for e in report.endpoints])
    out["reference_impact"] = (["run", "condition", "model", "reference", "evaluator", "n", "accuracy"], [
        [r["run_id"], f"`{r['condition']}`", r["model"], r["reference_version"], r["evaluator_version"], r["n"],
         _pct(r["accuracy"])] for r in report.reference_impact])
    out["curves"] = (["model", "RecentNotes (tokens: accuracy)", "RAG (tokens: accuracy)", "normalized area difference"], [
        [c["model"], ", ".join(f"{t}: {_pct(a)}" for t, a, _ in c["recent_notes"]),
         ", ".join(f"{t}: {_pct(a)}" for t, a, _ in c["rag"]),
         "—" if c["nad"] is None else f"{100 * c['nad']:+.2f}%"] for c in report.curves])
    return out


TITLES = {
    "overview": "Runs",
    "harm": "Answers the chart contradicts (called current, ended by a later statement)", "ablation": "Ablation (Δ vs the baseline condition of the same model)",
    "categories": "Accuracy by category and condition", "transitions": "C3 → C4 transitions and recoveries",
    "cross_model": "Cross-model C1 vs C4g", "concordance": "Evaluator concordance",
    "endpoints": "Endpoints", "reference_impact": "Reference versions (v1 → v2 → v3)",
    "curves": "Accuracy vs tokens (paper 001)",
}


@dataclass
class Section:
    """One table of the report: ``header`` and ``rows`` of display strings, or, when the table does
    not apply to these runs, no rows and ``absent``, one line saying why."""

    name: str
    title: str
    header: list[str]
    rows: list[list]
    absent: str = ""


def _not_applicable(report: Report) -> dict[str, str]:
    """Why a table says nothing for these runs, by table name (only the tables that do not apply)."""
    reasons = {}
    models = report.models()
    if not report.transitions:
        reasons["transitions"] = "Not applicable: it needs a C3 and a C4 run of the same model."
    if len(models) < 2:
        in_ablation = any(r["condition"] in ("C4g", "C4g_oracle") for r in report.ablation if r.get("baseline"))
        reasons["cross_model"] = (
            "Not applicable: a cross-model comparison needs runs of two or more models; "
            + (f"these runs are of one model ({models[0]})" if models else "these runs have no model")
            + (", and its C1 → C4g comparison is in the ablation table." if in_ablation else "."))
    elif not report.cross_model:
        reasons["cross_model"] = "Not applicable: no model has both a C1 and a C4g (or C4g_oracle) run."
    if not report.concordance:
        reasons["concordance"] = (f"Not applicable: only {report.evaluator} scored these runs' predictions against "
                                  f"{report.reference_version}; concordance needs a second evaluator"
                                  + ("." if report.reference_version.startswith("task_gold") else
                                     " (manage.py score RUN_ID... --evaluator polarity, or a physician rating study)."))
    if len({r["reference_version"] for r in report.reference_impact}) < 2:
        reasons["reference_impact"] = (f"Not applicable: these runs were scored against one reference version only "
                                       f"({report.reference_version}); score them with --reference v1, v2, … to see "
                                       "how the reference changes the accuracy.")
    if not report.harm:
        reasons["harm"] = ("Not applicable: task runs (paper 001) extract no state a later statement could end."
                           if report.reference_version.startswith("task_gold") else
                           "Nothing to screen: these runs have no answered questions.")
    if not report.curves:
        reasons["curves"] = "Not applicable: no RecentNotes:<tokens> or RAG:<N> runs (paper 001's token budgets)."
    return reasons


def sections(report: Report) -> list[Section]:
    """Every table of the report in page order, with rows or a one-line reason it does not apply."""
    reasons = _not_applicable(report)
    out = []
    for name, (header, rows) in tables(report).items():
        absent = reasons.get(name) or ("" if rows else "Nothing to show for these runs.")
        out.append(Section(name, TITLES[name], header, [] if absent else rows, absent))
    return out


def _figure_markdown(figure, figure_path) -> str:
    if not figure.draw:
        return f"- {figure.absent}"
    return f"### {figure.title}\n\n![{figure.title}]({figure_path(figure.name)})\n\n{figure.caption}"


def to_markdown(report: Report, figures: list | None = None, figure_path=None) -> str:
    """The report as Markdown: every table (or the line saying why it does not apply), the figures
    when given (``report_figures.FigureSpec`` items; ``figure_path(name)`` names each file, by
    default ``<name>.svg`` beside the Markdown) with their captions, and the notes."""
    figure_path = figure_path or (lambda name: f"{name}.svg")
    parts = [f"# ClinicalBench report\n\nEvaluator `{report.evaluator}`, reference `{report.reference_version}`, "
             f"{len(report.runs)} run(s). Accuracy is the mean score; paired tests count a score of 1 as correct; "
             f"intervals are BCa bootstrap (2,000 resamples, seed 42) over patients; p-values exact McNemar."]
    for section in sections(report):
        body = section.absent or _table(section.header, section.rows)
        parts.append(f"## {section.title}\n\n{body}")
    if figures:
        drawn = [f for f in figures if f.draw]
        absent = [f for f in figures if not f.draw]
        parts.append("## Figures\n\n" + "\n\n".join(
            [_figure_markdown(f, figure_path) for f in drawn] + (["\n".join(_figure_markdown(f, figure_path)
                                                                   for f in absent)] if absent else [])))
    if report.notes:
        parts.append("## Notes\n\n" + "\n".join(f"- {n}" for n in report.notes))
    return "\n\n".join(parts) + "\n"


def to_json(report: Report) -> str:
    data = asdict(report)
    for run in data["runs"]:
        run["items"] = {qid: {"value": v, "category": c, "subject_id": s} for qid, (v, c, s) in run["items"].items()}
    return json.dumps(data, indent=2, default=_json_default, ensure_ascii=False)


def _json_default(value):
    if hasattr(value, "item"):
        return value.item()
    if isinstance(value, (set, tuple)):
        return list(value)
    raise TypeError(f"not JSON serialisable: {type(value).__name__}")


def to_csv(report: Report) -> dict[str, str]:
    """One CSV text per table, with raw numbers (not display strings): the rows of the page's
    table, in its order, with every field the report holds for them (run ids, full hashes,
    unrounded values; an interval as ``low;high``)."""
    files = {}
    raw = {
        "overview": report.overview, "harm": report.harm, "ablation": report.ablation, "transitions": report.transitions,
        "cross_model": report.cross_model, "concordance": report.concordance, "endpoints": report.endpoints,
        "reference_impact": report.reference_impact, "categories": report.categories.get("rows", []),
        "curves": [{"model": c["model"], "series": series, "condition": f"{prefix}:{tokens // scale}",
                    "tokens": tokens, "accuracy": accuracy, "run_id": run_id, "normalized_area_difference": c["nad"]}
                   for c in report.curves
                   for series, prefix, scale in (("recent_notes", "RecentNotes", 1), ("rag", "RAG", 128))
                   for tokens, accuracy, run_id in c[series]],
    }
    for name, rows in raw.items():
        if not rows:
            continue
        columns = list(dict.fromkeys(k for row in rows for k in row if not isinstance(row[k], dict) and not (
            isinstance(row[k], list) and any(isinstance(v, dict) for v in row[k]))))
        buffer = io.StringIO()
        writer = csvfiles.DictWriter(buffer, fieldnames=columns, extrasaction="ignore", lineterminator="\n")
        writer.writeheader()
        for row in rows:
            writer.writerow({k: _cell(row.get(k)) for k in columns})
        files[f"{name}.csv"] = buffer.getvalue()
    return files


def _cell(value):
    if isinstance(value, (list, tuple)):
        return ";".join(str(v) for v in value)
    return value


def write(report: Report, out: Path, formats: list[str], figures: list | None = None) -> list[Path]:
    """Write the formats asked for under ``out``; ``figures`` (figure specs, their files written
    beside) are listed in the Markdown."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    if "md" in formats:
        path = out / "report.md"
        path.write_text(to_markdown(report, figures), encoding="utf-8")
        written.append(path)
    if "json" in formats:
        path = out / "report.json"
        path.write_text(to_json(report), encoding="utf-8")
        written.append(path)
    if "csv" in formats:
        for name, text in to_csv(report).items():
            path = out / name
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written
