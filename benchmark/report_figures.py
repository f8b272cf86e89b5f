"""The report's figures with matplotlib (Agg backend: no display, no network): waterfall of
incremental gains, run × category heatmap, keyword-vs-oracle routing dumbbell, evidence recall
beside accuracy and evidence tokens, and paper 001's accuracy-vs-tokens curves with the area
between them shaded.

``figures(report)`` lists every figure the report could have as a ``FigureSpec``: its file stem,
a title and a caption in words (what it shows, and which runs it leaves out and why), and either a
way to draw it or one line saying why it does not apply. The page, the downloads (SVG, PNG) and
``manage.py report --out`` all draw from these specs.
"""

from __future__ import annotations

import io
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from matplotlib.ticker import FixedLocator, FuncFormatter, NullLocator  # noqa: E402

from benchmark.reports import WATERFALL, Report  # noqa: E402
from epikg_core.svg import presentation_attributes  # noqa: E402
from retrieval.answering import KG_LOOKUP  # noqa: E402

BLUE, LIGHT, GREY, GREEN, RED = "#1f4e79", "#7fb3e6", "#8a8f98", "#2e8b57", "#c0392b"
#: Inches. 9 in is 648 pt (864 px), about the width of a report card, so the page shows a figure
#: at its own size and its 10 pt text reads as the page's own small print.
WIDTH = 9.0
PNG_DPI = 150
plt.rcParams.update({"font.size": 10, "axes.titlesize": 11.5, "axes.labelsize": 10, "xtick.labelsize": 9.5,
                     "ytick.labelsize": 9.5, "legend.fontsize": 9, "axes.spines.top": False,
                     "axes.spines.right": False, "svg.hashsalt": "epikg", "svg.fonttype": "none"})


@dataclass
class FigureSpec:
    """One figure of a report: drawn by ``draw()``, or, when ``draw`` is None, absent for the
    one-line reason in ``absent``."""

    name: str
    title: str
    caption: str = ""
    draw: Callable[[], object] | None = None
    absent: str = ""


# -- labels and what a figure leaves out ---------------------------------------------------------


def _labels(report: Report, *, with_model: bool = True) -> dict[int, str]:
    """Run id → how figures name the run: its condition, with the model when the report has several
    (and ``with_model``), and the run id when two runs share condition and model."""
    several = with_model and len(report.models()) > 1
    counts = Counter((r["condition"], r["model"]) for r in report.overview)
    labels = {}
    for r in report.overview:
        label = r["condition"]
        if several and r["model"] != KG_LOOKUP:
            label += f" · {r['model']}"
        if counts[(r["condition"], r["model"])] > 1:
            label += f" (run {r['run_id']})"
        labels[r["run_id"]] = label
    return labels


def _left_out(report: Report, reasons: dict[int, str], *, per_model: bool = False) -> str:
    """The caption's sentence naming every run left out (``reasons``: run id → why), grouped by
    reason. In a figure of one model (``per_model``) runs are named by condition alone; across
    models, a condition left out of several models for one reason is named once, with its count."""
    labels = _labels(report, with_model=not per_model)
    conditions = {r["run_id"]: r["condition"] for r in report.overview}
    groups: dict[str, list[int]] = defaultdict(list)
    for run_id, why in reasons.items():
        groups[why].append(run_id)
    parts = []
    for why, run_ids in groups.items():
        if per_model or len(report.models()) < 2:
            names = [labels[run_id] for run_id in run_ids]
        else:
            counts = Counter(conditions[run_id] for run_id in run_ids)
            names = [c if n == 1 else f"{c} ({n} runs)" for c, n in counts.items()]
        parts.append(f"{', '.join(names)} ({why})")
    sentence = f" Left out: {'; '.join(parts)}." if parts else ""
    if per_model and len(report.models()) > 1:
        sentence += " Runs of the other models are in their own figure."
    return sentence


def _model_rows(report: Report, model: str) -> list[dict]:
    """The overview rows of one model, with C7 (no model) beside them as in the tables."""
    return [r for r in report.overview if r["model"] in (model, KG_LOOKUP)]


def _latest(rows: list[dict]) -> tuple[dict[str, dict], dict[int, str]]:
    """condition → row, keeping the last of several runs of one condition as the tables do; and
    the runs that leaves out."""
    chosen: dict[str, dict] = {}
    for r in rows:
        chosen[r["condition"]] = r
    kept = {r["run_id"] for r in chosen.values()}
    return chosen, {r["run_id"]: "another run of the same condition is drawn" for r in rows if r["run_id"] not in kept}


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def _metric(report: Report) -> str:
    return "score" if report.evaluator.startswith("task") else "accuracy"


def _source(report: Report) -> str:
    return f"{report.evaluator}, reference {report.reference_version}"


# -- the figures ---------------------------------------------------------------------------------


def waterfall(report: Report, model: str):
    """Incremental accuracy along the ablation ladder C1 → C2 → C3 → C4 → C4g (→ oracle)."""
    chosen, _ = _latest(_model_rows(report, model))
    steps = [(c, chosen[c]) for c in WATERFALL if c in chosen]
    if len(steps) < 2:
        return None
    # a short ladder gets a narrower figure, not wider bars
    fig, ax = plt.subplots(figsize=(max(5.0, min(WIDTH, 2.5 + 1.1 * len(steps))), 3.9), layout="constrained")
    previous = None
    for i, (_, row) in enumerate(steps):
        value = row["accuracy"] * 100
        if previous is None:
            ax.bar(i, value, width=0.6, color=GREY)
            label = f"{value:.1f}%"
        else:
            gain = value - previous
            ax.bar(i, gain, bottom=previous, width=0.6, color=GREEN if gain >= 0 else RED)
            if abs(gain) < 0.5:  # too thin to see: mark the level the step kept
                ax.plot([i - 0.3, i + 0.3], [value, value], color=GREEN if gain >= 0 else RED, lw=2)
            label = f"{gain:+.1f} pp"
        ax.annotate(label, (i, max(value, previous or 0.0)), xytext=(0, 3), textcoords="offset points",
                    ha="center", va="bottom", fontsize=9.5)
        if i + 1 < len(steps):  # the level this step reached, carried to the next bar
            ax.plot([i + 0.3, i + 0.7], [value, value], color="#444", lw=0.8, ls=":")
        previous = value
    ax.set_xticks(range(len(steps)), [c for c, _ in steps])
    _fit_tick_labels(fig, ax)
    ax.set_ylabel(f"{_metric(report)} (%)")
    ax.set_ylim(0, 108)
    ax.set_title(f"Accuracy gained at each step of the ablation ladder — {model}")
    return fig


def _fit_tick_labels(fig, ax, *, top: bool = False) -> None:
    """Categorical x tick labels that never overlap: measured as drawn, made smaller, and slanted
    only if they still collide."""
    def collide() -> bool:
        fig.draw_without_rendering()  # runs the constrained layout, which moves and shrinks the axes
        renderer = fig.canvas.get_renderer()
        boxes = sorted((label.get_window_extent(renderer) for label in ax.get_xticklabels() if label.get_text()),
                       key=lambda box: box.x0)
        return any(a.x1 + 4 > b.x0 for a, b in zip(boxes, boxes[1:]))

    if not collide():
        return
    ax.tick_params(axis="x", labelsize=8.5)
    if collide():
        plt.setp(ax.get_xticklabels(), rotation=30, rotation_mode="anchor", ha="left" if top else "right")


def _waterfall_spec(report: Report, model: str, name: str) -> FigureSpec:
    title = f"Incremental gains along the ablation ladder ({model})"
    rows = _model_rows(report, model)
    chosen, reasons = _latest(rows)
    steps = [c for c in WATERFALL if c in chosen]
    if len(steps) < 2:
        return FigureSpec(name, title, absent=f"No waterfall for {model}: it needs runs of two or more of "
                                              f"{', '.join(WATERFALL)} (it has {', '.join(steps) or 'none'}).")
    reasons.update({r["run_id"]: "not a step of the ladder" for r in chosen.values() if r["condition"] not in WATERFALL})
    caption = (f"{_metric(report).capitalize()} ({_source(report)}) of {model} along "
               f"{' → '.join(steps)}: the grey bar is the first step's accuracy, each green (gain) or red (loss) "
               f"bar the change from the step before, in percentage points."
               + _left_out(report, reasons, per_model=True))
    return FigureSpec(name, title, caption, lambda: waterfall(report, model))


def heatmap(report: Report):
    """Accuracy by run (rows) and category (columns), the orientation of the category table."""
    cats = report.categories.get("categories", [])
    rows = report.categories.get("rows", [])
    if not cats or not rows:
        return None
    labels = _labels(report)
    data = [[100 * r[c] if r.get(c) is not None else math.nan for c in cats] for r in rows]
    width = max(5.0, min(WIDTH, 2.2 + 0.85 * len(cats)))  # a task report's one column stays a column
    fig, ax = plt.subplots(figsize=(width, 0.36 * len(rows) + 2.3), layout="constrained")
    image = ax.imshow(data, cmap="Blues", vmin=0, vmax=100, aspect="auto")
    ax.set_xticks(range(len(cats)), [c.replace("_", "\n") for c in cats])
    ax.xaxis.tick_top()
    ax.tick_params(axis="x", length=0)
    ax.set_yticks(range(len(rows)), [labels[r["run_id"]] for r in rows])
    for i, line in enumerate(data):
        for j, value in enumerate(line):
            if value == value:  # not NaN
                ax.text(j, i, f"{value:.0f}", ha="center", va="center", fontsize=9,
                        color="white" if value > 60 else "black")
    for side in ("top", "right", "bottom", "left"):
        ax.spines[side].set_visible(False)
    bar = fig.colorbar(image, ax=ax, orientation="horizontal", location="bottom", shrink=0.5, aspect=40, pad=0.02)
    bar.set_label(f"{_metric(report)} (%)")
    _fit_tick_labels(fig, ax, top=True)
    ax.set_title(f"{_metric(report).capitalize()} by {'task' if _metric(report) == 'score' else 'category'} "
                 f"and run (%)", pad=10)
    return fig


def _heatmap_spec(report: Report) -> FigureSpec:
    title = "Accuracy by category and run"
    if not report.categories.get("rows"):
        return FigureSpec("heatmap", title, absent="No heatmap: no run has scores.")
    what = "task" if _metric(report) == "score" else "question category"
    caption = (f"{_metric(report).capitalize()} ({_source(report)}) of every run (rows) on each {what} "
               f"(columns), in percent; darker is higher. A blank cell: the run has no scored item of that "
               f"{what}. Each cell of the category table above links to that run's answers in that {what}.")
    return FigureSpec("heatmap", title, caption, lambda: heatmap(report))


_ROUTING = ("C1", "C4", "C4g", "C4g_oracle")


def _routing_rows(report: Report) -> list[tuple[str, dict[str, dict]]]:
    rows = []
    for model in report.models():
        chosen, _ = _latest([r for r in report.overview if r["model"] == model])
        if "C4g" in chosen and "C4g_oracle" in chosen:
            rows.append((model, chosen))
    return rows


def dumbbell(report: Report):
    """Per model: keyword C4g (ring) to oracle C4g (dot), with C1 (diamond) and C4 (bar) beside them."""
    rows = _routing_rows(report)
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(WIDTH, 0.6 * len(rows) + 1.7), layout="constrained")
    for i, (model, c) in enumerate(rows):
        keyword, oracle = c["C4g"]["accuracy"] * 100, c["C4g_oracle"]["accuracy"] * 100
        ax.plot([keyword, oracle], [i, i], color=GREY, lw=2, zorder=1)
        if "C1" in c:
            ax.scatter([c["C1"]["accuracy"] * 100], [i], color=GREY, marker="D", s=36, zorder=2, clip_on=False,
                       label="C1 (no retrieval)" if i == 0 else None)
        if "C4" in c:
            ax.scatter([c["C4"]["accuracy"] * 100], [i], color="#444", marker="|", s=260, lw=1.6, zorder=2,
                       clip_on=False, label="C4 (no routing)" if i == 0 else None)
        # a ring and a dot: both stay visible when keyword and oracle routing score the same
        ax.scatter([keyword], [i], facecolor="white", edgecolor=LIGHT, lw=2.2, s=120, zorder=3, clip_on=False,
                   label="C4g (keyword routing)" if i == 0 else None)
        ax.scatter([oracle], [i], color=BLUE, s=40, zorder=4, clip_on=False,
                   label="C4g_oracle (oracle routing)" if i == 0 else None)
        ax.annotate(f"keyword {keyword:.1f}% · oracle {oracle:.1f}%", (100, i), xytext=(12, 0),
                    textcoords="offset points", va="center", fontsize=9, annotation_clip=False)
    ax.set_yticks(range(len(rows)), [m for m, _ in rows])
    ax.set_ylim(-0.6, len(rows) - 0.4)
    ax.invert_yaxis()
    ax.set_xlabel(f"{_metric(report)} (%)")
    ax.set_xlim(0, 100)
    fig.legend(loc="outside lower center", ncol=4, frameon=False)
    ax.set_title("Keyword vs oracle intent routing")
    return fig


def _dumbbell_spec(report: Report) -> FigureSpec:
    title = "Keyword vs oracle intent routing"
    rows = _routing_rows(report)
    if not rows:
        return FigureSpec("dumbbell", title, absent="No routing figure: it needs a C4g and a C4g_oracle run of the "
                                                    "same model.")
    drawn = {r["run_id"] for _, c in rows for name, r in c.items() if name in _ROUTING}
    pair = {m for m, _ in rows}
    reasons = {}
    for r in report.overview:
        if r["run_id"] in drawn:
            continue
        if r["model"] == KG_LOOKUP:
            reasons[r["run_id"]] = "answers from templates, with no model to route for"
        elif r["model"] not in pair:
            reasons[r["run_id"]] = "its model has no C4g and C4g_oracle pair"
        elif r["condition"] in _ROUTING:
            reasons[r["run_id"]] = "another run of the same condition is drawn"
        else:
            reasons[r["run_id"]] = "not part of the routing comparison"
    caption = (f"Per model, {_metric(report)} ({_source(report)}) with keyword intent routing (C4g, ring) and with "
               f"oracle routing (C4g_oracle, dot; the upper bound), with C1 (diamond) and C4 without routing (bar) "
               f"where they were run." + _left_out(report, reasons))
    return FigureSpec("dumbbell", title, caption, lambda: dumbbell(report))


def curves(report: Report, model: str):
    """Paper 001: score vs input tokens, RAG against recent notes, the gap shaded over the shared
    range. Curves are drawn as the linear interpolation the trapezoidal areas use."""
    import numpy as np

    row = next((c for c in report.curves if c["model"] == model), None)
    if not row or not (row["recent_notes"] or row["rag"]):
        return None
    fig, ax = plt.subplots(figsize=(WIDTH, 4.0), layout="constrained")
    series = [(row["recent_notes"], GREY, "o", "RecentNotes:B (recent B tokens)"),
              (row["rag"], BLUE, "s", "RAG:N (N chunks × 128 tokens)")]
    for points, colour, marker, label in series:
        if not points:
            continue
        xs, ys = [t for t, _, _ in points], [a * 100 for _, a, _ in points]
        if len(xs) > 1:
            dense = np.geomspace(min(xs), max(xs), 200)
            ax.plot(dense, np.interp(dense, xs, ys), color=colour)
        ax.scatter(xs, ys, color=colour, marker=marker, s=36, zorder=3, label=label)
    if row["recent_notes"] and row["rag"]:
        rx, ry = [t for t, _, _ in row["recent_notes"]], [a * 100 for _, a, _ in row["recent_notes"]]
        gx, gy = [t for t, _, _ in row["rag"]], [a * 100 for _, a, _ in row["rag"]]
        low, high = max(min(rx), min(gx)), min(max(rx), max(gx))
        if low < high:
            shared = np.geomspace(low, high, 200)
            ax.fill_between(shared, np.interp(shared, rx, ry), np.interp(shared, gx, gy), color=LIGHT, alpha=0.35,
                            label="gap between the curves")
    ax.set_xscale("log")
    tokens = sorted({t for points, *_ in series for t, _, _ in points})
    ax.xaxis.set_major_locator(FixedLocator(_spaced(tokens)))
    ax.xaxis.set_minor_locator(NullLocator())
    ax.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:,.0f}"))
    if len(tokens) == 1:
        ax.set_xlim(tokens[0] / 2, tokens[0] * 2)
    ax.set_xlabel("input tokens (log scale)")
    ax.set_ylabel(f"{_metric(report)} (%)")
    ax.set_title(f"{_metric(report).capitalize()} vs input tokens — {model}")
    fig.legend(loc="outside lower center", ncol=3, frameon=False)
    return fig


def _spaced(values: list[float], gap: float = 0.07) -> list[float]:
    """Tick positions from ``values`` at least ``gap`` of the log axis apart, so labels never overlap."""
    if len(values) < 2:
        return values
    span = math.log10(values[-1]) - math.log10(values[0])
    kept = [values[0]]
    for value in values[1:]:
        if (math.log10(value) - math.log10(kept[-1])) / span >= gap:
            kept.append(value)
    if kept[-1] != values[-1]:
        kept[-1] = values[-1]
    return kept


def _curves_spec(report: Report, model: str, name: str) -> FigureSpec | None:
    row = next((c for c in report.curves if c["model"] == model), None)
    if not row:
        return None
    drawn = {run_id for points in (row["recent_notes"], row["rag"]) for _, _, run_id in points}
    reasons = {r["run_id"]: "no token budget to place it on the axis" for r in _model_rows(report, model)
               if r["run_id"] not in drawn}
    if row["nad"] is not None:
        area = f" The normalized area difference (RAG − RecentNotes) is {100 * row['nad']:+.2f}%."
    else:
        area = (" No normalized area difference: " + (row.get("nad_error") or "it needs two or more token budgets "
                                                      "of both RecentNotes and RAG") + ".")
    caption = (f"{_metric(report).capitalize()} ({_source(report)}) of {model} against the input tokens: "
               f"RecentNotes:B reads the most recent B tokens of notes, RAG:N the N best 128-token chunks; lines "
               f"join the runs as the trapezoidal areas do, and the shaded band is the gap between the curves over "
               f"the token range both cover." + area + _left_out(report, reasons, per_model=True))
    return FigureSpec(name, f"Accuracy vs input tokens ({model})", caption, lambda: curves(report, model))


def evidence(report: Report):
    """Per run: evidence recall beside accuracy, and the mean evidence tokens that bought them:
    how much of what a physician would cite reached the reader, at what cost, and what the reader
    made of it. One row per run, so runs of equal budget never draw over each other."""
    rows = report.overview
    if not any(r.get("evidence_recall") is not None for r in rows):
        return None
    labels = _labels(report)
    fig, (left, right) = plt.subplots(1, 2, sharey=True, figsize=(WIDTH, 0.36 * len(rows) + 1.9),
                                      gridspec_kw={"width_ratios": [3, 2]}, layout="constrained")
    for i, r in enumerate(rows):
        recall = r.get("evidence_recall")
        accuracy = r["accuracy"]
        if recall is not None and accuracy is not None:
            left.plot([accuracy * 100, recall * 100], [i, i], color=LIGHT, lw=1.5, zorder=1)
        if recall is not None:
            left.scatter([recall * 100], [i], color=BLUE, marker="o", s=30, zorder=4, clip_on=False)
        if accuracy is not None:  # a hollow square: a dot of equal value sits inside it, both seen
            left.scatter([accuracy * 100], [i], facecolor="white", edgecolor=GREY, lw=1.8, marker="s", s=70,
                         zorder=3, clip_on=False)
        right.barh(i, r["evidence_tokens"], height=0.6, color=LIGHT)
        right.annotate(f"{r['evidence_tokens']:,.0f}", (r["evidence_tokens"], i), xytext=(3, 0),
                       textcoords="offset points", va="center", fontsize=9)
    left.scatter([], [], color=BLUE, marker="o", label="evidence recall")
    left.scatter([], [], facecolor="white", edgecolor=GREY, lw=1.8, marker="s", label=f"{_metric(report)} ({report.evaluator.split('@')[0]})")
    left.set_yticks(range(len(rows)), [labels[r["run_id"]] for r in rows])
    left.set_ylim(len(rows) - 0.5, -0.5)
    left.set_xlim(0, 100)
    left.set_xlabel("evidence recall, accuracy (%)")
    left.grid(axis="x", color="#e4e7eb", lw=0.8)
    left.set_axisbelow(True)
    left.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=2, frameon=False)
    right.set_xlabel("evidence tokens per question (mean)")
    right.set_xlim(0, max(r["evidence_tokens"] for r in rows) * 1.25 or 1)
    right.xaxis.set_major_formatter(FuncFormatter(lambda value, _: f"{value:,.0f}"))
    right.tick_params(axis="y", length=0)
    fig.suptitle("Evidence recall, accuracy and evidence tokens per run", fontsize=11.5)
    return fig


def _evidence_spec(report: Report) -> FigureSpec:
    title = "Evidence recall, accuracy and evidence tokens"
    if not any(r.get("evidence_recall") is not None for r in report.overview):
        return FigureSpec("evidence", title, absent="No evidence figure: no run was scored with evidence_recall "
                                                    "(manage.py score RUN_ID... --evaluator evidence_recall).")
    missing = [r for r in report.overview if r.get("evidence_recall") is None]
    labels = _labels(report)
    caption = (f"Per run: evidence recall (circle; the share of the reference's evidence spans that reached the "
               f"reader) beside {_metric(report)} ({_source(report)}, hollow square), and the mean evidence tokens per "
               f"question (bars). Every run is drawn.")
    if missing:
        caption += (f" {', '.join(labels[r['run_id']] for r in missing)}: accuracy only (not scored with "
                    f"evidence_recall).")
    return FigureSpec("evidence", title, caption, lambda: evidence(report))


# -- all of them ---------------------------------------------------------------------------------


def figures(report: Report) -> list[FigureSpec]:
    """Every figure of the report, drawn or not, in page order; names are unique file stems."""
    specs, stems = [], set()
    per_model = []
    for model in report.models() or sorted({r["model"] for r in report.overview}):
        safe = re.sub(r"[^a-z0-9]+", "-", model.lower()).strip("-") or "model"
        while safe in stems:  # two models that read the same once made safe
            safe += "-2"
        stems.add(safe)
        per_model.append((model, safe))
    specs += [_waterfall_spec(report, model, f"waterfall-{safe}") for model, safe in per_model]
    specs.append(_heatmap_spec(report))
    specs.append(_dumbbell_spec(report))
    specs.append(_evidence_spec(report))
    curve_specs = [s for model, safe in per_model if (s := _curves_spec(report, model, f"curves-{safe}"))]
    specs += curve_specs or [FigureSpec("curves", "Accuracy vs input tokens (paper 001)",
                                        absent="No accuracy-vs-tokens figure: no RecentNotes:<tokens> or RAG:<N> "
                                               "runs.")]
    return specs


def render_all(report: Report) -> dict[str, object]:
    """Every figure the report has data for, drawn, by file stem."""
    return {spec.name: spec.draw() for spec in figures(report) if spec.draw}


def figure_svg(fig) -> str:
    """The figure as a standalone SVG without inline styles (clean under the site's CSP); closes it."""
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", metadata={"Date": None})
    plt.close(fig)
    return presentation_attributes(buffer.getvalue())


def figure_png(fig, dpi: int = PNG_DPI) -> bytes:
    """The figure as PNG, drawn by matplotlib at ``dpi``; closes it."""
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi, facecolor="white")
    plt.close(fig)
    return buffer.getvalue()


def write_figures(report: Report, out: Path) -> list[FigureSpec]:
    """Write each figure as SVG and PNG under ``out`` (``<name>.svg``, ``<name>.png``); returns every
    spec, drawn or not, for the Markdown's figure list."""
    out.mkdir(parents=True, exist_ok=True)
    specs = figures(report)
    for spec in specs:
        if spec.draw:
            (out / f"{spec.name}.svg").write_text(figure_svg(spec.draw()), encoding="utf-8")
            (out / f"{spec.name}.png").write_bytes(figure_png(spec.draw()))
    return specs


def svg_strings(report: Report) -> dict[str, str]:
    """The figures as inline SVG text (from ``<svg``), by name."""
    result = {}
    for name, fig in render_all(report).items():
        text = figure_svg(fig)
        result[name] = text[text.find("<svg"):]
    return result
