"""The monitor's timeline with matplotlib (as the report's figures): accuracy per category of every
completed check, one panel per condition, the overall accuracy as a thick line, drift alerts ringed,
pipeline changes and admins' notes as vertical lines between the checks they fall between, failed
checks as crosses. Returned as SVG clean under the site's CSP (``figure_svg``)."""

from __future__ import annotations

from bisect import bisect_right

from benchmark.categories import Category
from benchmark.report_figures import WIDTH, figure_svg, plt

#: Okabe–Ito (safe for the common colour-vision deficiencies; its yellow darkened to read on white)
#: and two more; dashes alternate so that neighbours differ by more than colour.
COLOURS = ["#E69F00", "#56B4E9", "#009E73", "#8f7f00", "#0072B2", "#D55E00", "#CC79A7", "#999999", "#882255"]
DASHES = ["-", "--", "-", ":", "-", "--", "-", ":", "--"]
ALERT, PIPELINE, NOTE, OVERALL = "#c0392b", "#D55E00", "#52606d", "#102a43"


def _position(times: list, when) -> float:
    """Where an event at ``when`` sits on the check axis: halfway between the checks before and after it."""
    return bisect_right(times, when) - 0.5


def timeline(*, conditions: list[str], series: list[tuple], markers: list[tuple], alert_points: list[tuple],
             failed: list[tuple], threshold: float) -> tuple[str, str]:
    """(SVG, caption). ``series``: (check number, started at, {(condition, dimension, group):
    accuracy}) per completed check, oldest first; ``markers``: (check number or None, created at,
    label, kind); ``alert_points``: (check number, condition, category or "all"); ``failed``:
    (check number, started at)."""
    index = {number: i for i, (number, _, _) in enumerate(series)}
    times = [started for _, started, _ in series]
    panels = [c for c in conditions if any(key[0] == c for _, _, values in series for key in values)] or conditions[:1]
    fig, axes = plt.subplots(len(panels), 1, figsize=(WIDTH, 0.6 + 2.6 * len(panels)), sharex=True, squeeze=False)
    xs = list(range(len(series)))
    for ax, condition in zip(axes[:, 0], panels):
        for i, category in enumerate(Category.values):
            ys = [values.get((condition, "category", category)) for _, _, values in series]
            if all(y is None for y in ys):
                continue
            ax.plot(xs, [None if y is None else 100 * y for y in ys], DASHES[i], color=COLOURS[i], marker="o",
                    markersize=3.5, linewidth=1.3, label=Category(category).label)
        overall = [values.get((condition, "overall", "all")) for _, _, values in series]
        ax.plot(xs, [None if y is None else 100 * y for y in overall], "-", color=OVERALL, linewidth=2.6,
                marker="o", markersize=4.5, label="All questions", zorder=3)
        for number, alert_condition, scope in alert_points:
            if alert_condition != condition or number not in index:
                continue
            dimension = "overall" if scope == "all" else "category"
            value = series[index[number]][2].get((condition, dimension, scope))
            if value is not None:
                ax.plot([index[number]], [100 * value], "o", markersize=11, markerfacecolor="none",
                        markeredgecolor=ALERT, markeredgewidth=1.8, zorder=4)
        for number, started in failed:
            ax.plot([_position(times, started)], [2], "x", color=ALERT, markersize=7, markeredgewidth=2)
        ax.set_ylim(0, 104)
        ax.set_ylabel(f"{condition}\naccuracy (%)")
        ax.grid(axis="y", color="#e4e7eb", linewidth=0.8)
    for number, created, label, kind in markers:
        x = index[number] - 0.5 if number in index else _position(times, created)
        colour = PIPELINE if kind == "pipeline" else NOTE
        for ax in axes[:, 0]:
            ax.axvline(x, color=colour, linestyle="--" if kind == "pipeline" else ":", linewidth=1.4, zorder=1)
        axes[0, 0].annotate(label, xy=(x, 1.0), xycoords=("data", "axes fraction"), xytext=(0, 3),
                            textcoords="offset points", fontsize=8.5, color=colour, va="bottom", ha="center",
                            annotation_clip=False)
    bottom = axes[-1, 0]
    bottom.set_xticks(xs)
    same_day = len({started.date() for _, started, _ in series}) < len(series)
    bottom.set_xticklabels([f"#{number}\n{started:%m-%d %H:%M}" if same_day else f"#{number}\n{started:%Y-%m-%d}"
                            for number, started, _ in series])
    bottom.set_xlim(-0.8, max(len(series) - 0.2, 0.8))
    bottom.set_xlabel("check")
    handles, labels = axes[0, 0].get_legend_handles_labels()
    axes[0, 0].legend(handles, labels, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    fig.tight_layout()
    svg = figure_svg(fig)
    caption = (f"Accuracy per category at each completed check (check number and date or time below), one panel per "
               f"condition; the thick dark line is all questions. Red rings: drift alerts (a move of more than "
               f"{threshold:g} points from the rolling baseline). Dashed orange lines: pipeline changes, labelled "
               f"with what changed, drawn before the first check under the new versions; dotted grey lines: "
               f"notes added by admins; red crosses: checks that failed.")
    return svg[svg.find("<svg"):], caption
