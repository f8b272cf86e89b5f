"""The SliceBench figure (matplotlib, the report figures' style and writers): left, accuracy along
the ladder B0 → B4, one line per tier and a dashed line for all patients, the critical step
B2 → B3 shaded; right, each tier's B2 → B3 gain with its patient-cluster interval."""

from __future__ import annotations

import math

from benchmark.report_figures import BLUE, GREY, WIDTH, figure_png, figure_svg, plt
from benchmark.slicebench.ladder import CRITICAL, LADDER, SliceBenchAnalysis
from benchmark.stats.ladder import ALL

# Okabe–Ito: distinguishable under the common colour-vision deficiencies, as the app's labels.
TIER_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"]
MARKERS = ["o", "s", "^", "D", "v", "P"]


def _label(group: str) -> str:
    return "all patients" if group == ALL else f"tier {group}"


def ladder_figure(analysis: SliceBenchAnalysis):
    """The two panels; every group with outcomes is drawn."""
    result = analysis.ladder
    steps = result.steps
    fig, (left, right) = plt.subplots(1, 2, figsize=(WIDTH, 3.9), layout="constrained",
                                      gridspec_kw={"width_ratios": [3, 2]})
    critical = steps.index(CRITICAL[0]) if result.critical else None
    if critical is not None:
        left.axvspan(critical, critical + 1, color="#f2e6c9", zorder=0)
        left.annotate("critical step", (critical + 0.5, 101), ha="center", va="bottom", fontsize=8.5, color="#6b5a2e")
    groups = [row for row in result.rows if row.items]
    colours = {}
    for i, row in enumerate(r for r in groups if r.group != ALL):
        colours[row.group] = (TIER_COLOURS[i % len(TIER_COLOURS)], MARKERS[i % len(MARKERS)])
    for row in groups:
        colour, marker = colours.get(row.group, (GREY, "x"))
        xs = [i for i, cell in enumerate(row.accuracy) if cell.accuracy is not None]
        ys = [100 * row.accuracy[i].accuracy for i in xs]
        left.plot(xs, ys, marker=marker, color=colour, lw=1.6 if row.group != ALL else 1.2,
                  ls="--" if row.group == ALL else "-", label=f"{_label(row.group)} ({row.patients} pts)")
    conditions = {s.name: s.condition for s in LADDER}
    left.set_xticks(range(len(steps)), [f"{s}\n{conditions.get(s, '')}" for s in steps])
    left.set_xlim(-0.3, len(steps) - 0.7)
    left.set_ylim(0, 108)
    left.set_ylabel("accuracy (%)")
    left.set_title("Accuracy along the context ladder")
    left.legend(loc="lower right", frameon=False)

    deltas = []
    for row in groups:
        delta = next((d for d in row.deltas if d.critical), None)
        if delta is not None and delta.delta is not None:
            deltas.append((row, delta))
    for y, (row, delta) in enumerate(deltas):
        colour, marker = colours.get(row.group, (BLUE, "x"))
        value = 100 * delta.delta
        if delta.ci is not None:
            right.plot([100 * delta.ci[0], 100 * delta.ci[1]], [y, y], color=colour, lw=2.2, solid_capstyle="butt")
        right.plot([value], [y], marker=marker, color=colour, ms=7)
        ci_text = "" if delta.ci is None else f" [{100 * delta.ci[0]:+.1f}, {100 * delta.ci[1]:+.1f}]"
        right.annotate(f"{value:+.1f} pp{ci_text}", (value, y), xytext=(0, 7), textcoords="offset points",
                       ha="center", fontsize=8.5)
    right.axvline(0, color="#444", lw=0.8)
    right.set_yticks(range(len(deltas)), [_label(row.group) for row, _ in deltas])
    right.set_ylim(-0.6, max(0.6, len(deltas) - 0.4))
    spread = [abs(100 * v) for _, d in deltas for v in ([d.delta] + list(d.ci or ())) if v is not None]
    bound = max(10.0, math.ceil(max(spread, default=0) / 5) * 5 + 5)
    right.set_xlim(-bound, bound)
    right.set_xlabel(f"{CRITICAL[0]} → {CRITICAL[1]} gain (pp)")
    right.set_title(f"The critical step {CRITICAL[0]} → {CRITICAL[1]}")
    right.invert_yaxis()
    return fig


def caption(analysis: SliceBenchAnalysis) -> str:
    sizes = ", ".join(f"tier {g.name} {len(g.patients)}" for g in analysis.overview.tiers)
    return (f"Accuracy ({analysis.evaluator_version}, reference {analysis.reference_version}) at each step of the "
            f"ladder B0–B4 by complexity tier (patients: {sizes}; tiers {analysis.overview.spec}). Right: the "
            f"{CRITICAL[0]} → {CRITICAL[1]} gain (the graph with its assertion labels added) with its BCa "
            "patient-cluster 95% interval; a tier of one patient has none. With two patients per tier the tier "
            "contrasts are descriptive (paper 000 App. I).")


def ladder_svg(analysis: SliceBenchAnalysis) -> str:
    return figure_svg(ladder_figure(analysis))


def ladder_png(analysis: SliceBenchAnalysis) -> bytes:
    return figure_png(ladder_figure(analysis))
