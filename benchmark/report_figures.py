"""The report's figures with matplotlib (Agg backend: no display, no network): waterfall of
incremental gains, category × condition heatmap, keyword-vs-oracle dumbbell, and paper 001's
accuracy-vs-tokens curves with the area between them shaded. Each figure is written as SVG and PNG.
"""

from __future__ import annotations

import io
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

from benchmark.reports import WATERFALL, Report  # noqa: E402

BLUE, LIGHT, GREY, GREEN, RED = "#1f4e79", "#7fb3e6", "#8a8f98", "#2e8b57", "#c0392b"
plt.rcParams.update({"font.size": 9, "axes.spines.top": False, "axes.spines.right": False,
                     "svg.hashsalt": "epikg", "svg.fonttype": "none"})


def waterfall(report: Report, model: str):
    """Incremental accuracy along the ablation ladder C1 → C2 → C3 → C4 → C4g (→ oracle)."""
    rows = {r["condition"]: r["accuracy"] for r in report.overview if r["model"] == model}
    steps = [c for c in WATERFALL if c in rows]
    if len(steps) < 2:
        return None
    fig, ax = plt.subplots(figsize=(6.4, 3.4))
    previous = 0.0
    for i, condition in enumerate(steps):
        value = rows[condition] * 100
        if i == 0:
            ax.bar(i, value, color=GREY)
        else:
            gain = value - previous
            ax.bar(i, gain, bottom=previous, color=GREEN if gain >= 0 else RED)
            ax.annotate(f"{gain:+.1f}", (i, max(value, previous) + 1), ha="center", fontsize=8)
        ax.plot([i - 0.4, i + 1.4], [value, value], color="#444", lw=0.6, ls=":")
        previous = value
    ax.set_xticks(range(len(steps)), steps)
    ax.set_ylabel("accuracy (%)")
    ax.set_ylim(0, 100)
    ax.set_title(f"Incremental gains — {model} ({report.evaluator}, ref {report.reference_version})")
    fig.tight_layout()
    return fig


def heatmap(report: Report):
    """Accuracy by category (rows) and condition (columns)."""
    cats = report.categories.get("categories", [])
    rows = report.categories.get("rows", [])
    if not cats or not rows:
        return None
    labels = [r["condition"] if len({x["model"] for x in rows}) == 1 else f"{r['condition']}\n{r['model']}" for r in rows]
    data = [[(r.get(c) if r.get(c) is not None else float("nan")) * 100 for r in rows] for c in cats]
    fig, ax = plt.subplots(figsize=(max(5, 0.75 * len(rows) + 2), 0.45 * len(cats) + 1.6))
    image = ax.imshow(data, cmap="Blues", vmin=0, vmax=100, aspect="auto")
    ax.set_xticks(range(len(rows)), labels, rotation=45, ha="right")
    ax.set_yticks(range(len(cats)), [c.replace("_", " ") for c in cats])
    for i, line in enumerate(data):
        for j, value in enumerate(line):
            if value == value:  # not NaN
                ax.text(j, i, f"{value:.0f}", ha="center", va="center", fontsize=7,
                        color="white" if value > 60 else "black")
    fig.colorbar(image, ax=ax, label="accuracy (%)")
    ax.set_title("Category × condition accuracy")
    fig.tight_layout()
    return fig


def dumbbell(report: Report):
    """Per model: C1 (diamond), keyword C4g (light) to oracle C4g (dark)."""
    models = {}
    for r in report.overview:
        models.setdefault(r["model"], {})[r["condition"]] = r["accuracy"] * 100
    rows = [(m, c) for m, c in models.items() if "C4g" in c and "C4g_oracle" in c]
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(6.4, 0.5 * len(rows) + 1.4))
    for i, (model, c) in enumerate(rows):
        ax.plot([c["C4g"], c["C4g_oracle"]], [i, i], color=GREY, lw=2, zorder=1)
        ax.scatter([c["C4g"]], [i], color=LIGHT, s=50, zorder=2, label="C4g (keyword)" if i == 0 else None)
        ax.scatter([c["C4g_oracle"]], [i], color=BLUE, s=50, zorder=2, label="C4g (oracle)" if i == 0 else None)
        if "C1" in c:
            ax.scatter([c["C1"]], [i], color=GREY, marker="D", s=30, zorder=2, label="C1" if i == 0 else None)
    c4 = [c["C4"] for _, c in rows if "C4" in c]
    if len(c4) == 1:
        ax.axvline(c4[0], color="#444", ls="--", lw=0.8, label="C4 (no routing)")
    ax.set_yticks(range(len(rows)), [m for m, _ in rows])
    ax.set_xlabel("accuracy (%)")
    ax.set_xlim(0, 100)
    ax.legend(loc="lower right", fontsize=7, frameon=False)
    ax.set_title("Keyword vs oracle intent routing")
    fig.tight_layout()
    return fig


def curves(report: Report, model: str):
    """Paper 001: score vs input tokens, RAG against recent notes, the gap shaded over the shared
    range. Curves are drawn as the linear interpolation the trapezoidal areas use."""
    row = next((c for c in report.curves if c["model"] == model), None)
    if not row or not row["recent_notes"] or not row["rag"]:
        return None
    import numpy as np

    fig, ax = plt.subplots(figsize=(6.4, 3.6))
    rx, ry = [t for t, _, _ in row["recent_notes"]], [a * 100 for _, a, _ in row["recent_notes"]]
    gx, gy = [t for t, _, _ in row["rag"]], [a * 100 for _, a, _ in row["rag"]]
    for xs, ys, colour, marker, label in ((rx, ry, GREY, "o", "recent notes"), (gx, gy, BLUE, "s", "RAG")):
        dense = np.geomspace(min(xs), max(xs), 200) if len(xs) > 1 else np.array(xs, dtype=float)
        ax.plot(dense, np.interp(dense, xs, ys), color=colour)
        ax.scatter(xs, ys, color=colour, marker=marker, zorder=3, label=label)
    low, high = max(min(rx), min(gx)), min(max(rx), max(gx))
    if low < high:
        shared = np.geomspace(low, high, 200)
        nad = "" if row["nad"] is None else f" (normalized area difference {100 * row['nad']:+.1f}%)"
        ax.fill_between(shared, np.interp(shared, rx, ry), np.interp(shared, gx, gy), color=LIGHT, alpha=0.35,
                        label="between the curves" + nad)
    ax.set_xscale("log")
    ax.set_xlabel("input tokens")
    ax.set_ylabel("score (%)")
    ax.set_title(f"Score vs tokens — {model}")
    ax.legend(frameon=False, fontsize=7)
    fig.tight_layout()
    return fig


def evidence(report: Report):
    """Evidence recall and accuracy against evidence tokens, one point per run: how much of what a
    physician would cite reached the reader, for how many tokens, and what the reader made of it."""
    rows = [r for r in report.overview if r.get("evidence_recall") is not None]
    if not rows:
        return None
    fig, ax = plt.subplots(figsize=(6.4, 3.8))
    for r in rows:
        x = max(r["evidence_tokens"], 1.0)
        ax.scatter([x], [r["evidence_recall"] * 100], color=BLUE, marker="o", zorder=3)
        if r["accuracy"] is not None:
            ax.scatter([x], [r["accuracy"] * 100], color=GREY, marker="s", zorder=2)
            ax.plot([x, x], [r["accuracy"] * 100, r["evidence_recall"] * 100], color=LIGHT, lw=1, zorder=1)
        ax.annotate(f"{r['condition']}" + ("" if len({q["model"] for q in rows}) == 1 else f" · {r['model']}"),
                    (x, r["evidence_recall"] * 100), textcoords="offset points", xytext=(4, 4), fontsize=7)
    ax.scatter([], [], color=BLUE, marker="o", label="evidence recall")
    ax.scatter([], [], color=GREY, marker="s", label=f"accuracy ({report.evaluator.split('@')[0]})")
    ax.set_xscale("log")
    ax.set_xlabel("evidence tokens per question (mean)")
    ax.set_ylabel("%")
    ax.set_ylim(0, 105)
    ax.legend(frameon=False, fontsize=7, loc="lower right")
    ax.set_title("Evidence recall and accuracy vs evidence tokens")
    fig.tight_layout()
    return fig


def render_all(report: Report) -> dict[str, object]:
    """Every figure the report has data for, by file stem."""
    figures = {}
    models = sorted({r["model"] for r in report.overview})
    for model in models:
        safe = "".join(ch if ch.isalnum() else "-" for ch in model)
        figures[f"waterfall-{safe}"] = waterfall(report, model)
        figures[f"curves-{safe}"] = curves(report, model)
    figures["heatmap"] = heatmap(report)
    figures["dumbbell"] = dumbbell(report)
    figures["evidence"] = evidence(report)
    return {name: fig for name, fig in figures.items() if fig is not None}


def write_figures(report: Report, out: Path) -> dict[str, str]:
    """Write each figure as SVG and PNG under ``out``; returns {name: svg file name}."""
    out.mkdir(parents=True, exist_ok=True)
    written = {}
    for name, fig in render_all(report).items():
        fig.savefig(out / f"{name}.svg", metadata={"Date": None})
        fig.savefig(out / f"{name}.png", dpi=150)
        plt.close(fig)
        written[name] = f"{name}.svg"
    return written


def svg_strings(report: Report) -> dict[str, str]:
    """The figures as inline SVG text (the report page)."""
    result = {}
    for name, fig in render_all(report).items():
        buffer = io.StringIO()
        fig.savefig(buffer, format="svg", metadata={"Date": None})
        plt.close(fig)
        text = buffer.getvalue()
        result[name] = text[text.find("<svg"):]
    return result
