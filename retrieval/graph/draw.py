"""Graphs and timelines drawn as SVG on the server: no JavaScript library, no CDN, nothing to
install in the browser. The pages embed the markup as it is; every text is escaped here.

The subgraph layout is deliberately plain, so that a few hundred edges stay readable: the patient
at the top, one column per node kind (conditions, drugs, procedures, …) with long columns wrapped,
labels beside their nodes. Each patient → concept edge is a curve coloured and dashed by its
assertion (``retrieval.labels``); its temporalities and admissions are written beside the node
and in the edge's tooltip. Concept → concept edges are thinner and can be hidden by the page.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from html import escape

from django.utils.safestring import SafeString, mark_safe

from retrieval.labels import assertion_style, css_class

#: Column order and node shape per node kind.
KIND_ORDER = ("condition", "drug", "procedure", "measurement", "observation", "device", "concept", "note",
              "admission")
KIND_TITLE = {"condition": "Conditions", "drug": "Drugs", "procedure": "Procedures", "measurement": "Measurements",
              "observation": "Observations", "device": "Devices", "concept": "Other concepts", "note": "Notes",
              "admission": "Admissions"}
ROW = 30
COLUMN = 290
TOP = 110
PER_COLUMN = 30
LEFT = 90
#: where a column's trunk runs, left of its nodes: each patient → concept edge is the stub from
#: the trunk to the node, so edges never cross each other or another column's labels
STUB = 34


@dataclass
class GraphNode:
    key: str
    label: str
    kind: str
    group: bool = False
    members: set = field(default_factory=set)
    #: marks a node the page wants to point at (a question's focus concept)
    focus: bool = False


@dataclass
class GraphEdge:
    source: str
    target: str
    assertion: str
    experiencer: str
    predicate: str
    link: bool = False
    count: int = 0
    temporalities: set = field(default_factory=set)
    admissions: set = field(default_factory=set)
    #: "pruned" (shown on request), "stale" (an older statement contradicted by a later one) or ""
    mark: str = ""
    #: where a click goes (a note span), if anywhere
    href: str = ""


def _shape(kind: str, x: float, y: float, group: bool) -> str:
    size = 7 if not group else 9
    if kind == "drug":
        return f'<rect x="{x - size}" y="{y - size + 2}" width="{2 * size}" height="{2 * size - 4}" rx="4"/>'
    if kind == "procedure":
        return f'<path d="M{x} {y - size} L{x + size} {y} L{x} {y + size} L{x - size} {y} Z"/>'
    if kind == "measurement":
        return f'<rect x="{x - size + 1}" y="{y - size + 1}" width="{2 * size - 2}" height="{2 * size - 2}"/>'
    if kind == "device":
        return f'<path d="M{x} {y - size} L{x + size} {y + size - 1} L{x - size} {y + size - 1} Z"/>'
    if kind == "patient":
        return f'<circle cx="{x}" cy="{y}" r="14"/>'
    return f'<circle cx="{x}" cy="{y}" r="{size}"/>'


def _layout(nodes: list[GraphNode]) -> tuple[dict[str, tuple[float, float]], list[tuple[str, float, float]], float,
                                             float]:
    by_kind: dict[str, list[GraphNode]] = {}
    for node in nodes:
        if node.kind != "patient":
            by_kind.setdefault(node.kind, []).append(node)
    kinds = sorted(by_kind, key=lambda k: (KIND_ORDER.index(k) if k in KIND_ORDER else len(KIND_ORDER), k))
    positions, headers, column, height = {}, [], 0, TOP
    for kind in kinds:
        members = sorted(by_kind[kind], key=lambda n: (not n.group, n.label.lower()))
        chunks = [members[i:i + PER_COLUMN] for i in range(0, len(members), PER_COLUMN)]
        for index, chunk in enumerate(chunks):
            x = LEFT + 20 + column * COLUMN
            title = KIND_TITLE.get(kind, kind.title()) + (f" ({len(members)})" if index == 0 else " (cont.)")
            headers.append((title, x - 12, TOP - 30))
            for row, node in enumerate(chunk):
                positions[node.key] = (x, TOP + row * ROW)
            height = max(height, TOP + len(chunk) * ROW)
            column += 1
    width = max(LEFT + 20 + column * COLUMN, 420)
    positions["patient"] = (40, 40)
    return positions, headers, width, height + 20


def _edge_title(edge: GraphEdge, labels: dict[str, str]) -> str:
    style = assertion_style(edge.assertion)
    parts = [f"{labels.get(edge.source, edge.source)} — {edge.predicate} → {labels.get(edge.target, edge.target)}",
             f"assertion: {style.word}", f"experiencer: {edge.experiencer}"]
    if edge.temporalities:
        parts.append("temporality: " + ", ".join(sorted(edge.temporalities)))
    if edge.admissions:
        parts.append("admission: " + ", ".join(sorted(edge.admissions)))
    parts.append(f"{edge.count} statement(s)")
    if edge.mark:
        parts.append(edge.mark)
    return "; ".join(parts)


def draw_subgraph(nodes: list[GraphNode], edges: list[GraphEdge], *, title: str, empty: str = "No facts to draw."
                  ) -> SafeString:
    """The subgraph as one ``<svg>`` element: markup built here with every text escaped, so the
    page may embed it as it is (no style attributes: the CSP allows none)."""
    if len(nodes) <= 1:
        return mark_safe(f'<p class="hint">{escape(empty)}</p>')
    positions, headers, width, height = _layout(nodes)
    labels = {node.key: node.label for node in nodes}
    by_target: dict[str, list[GraphEdge]] = {}
    for edge in edges:
        if not edge.link:
            by_target.setdefault(edge.target, []).append(edge)
    out = [f'<svg class="kg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'width="{width:.0f}" height="{height:.0f}" role="img" aria-label="{escape(title)}: knowledge graph">',
           f"<title>{escape(title)}: {len(nodes) - 1} concepts, {len(edges)} edges</title>"]
    for text, x, y in headers:
        out.append(f'<text class="kind-title" x="{x}" y="{y}">{escape(text)}</text>')
    # Concept → concept links first, underneath.
    out.append('<g class="links">')
    for edge in edges:
        if not edge.link or edge.source not in positions or edge.target not in positions:
            continue
        (x1, y1), (x2, y2) = positions[edge.source], positions[edge.target]
        style = assertion_style(edge.assertion)
        dash = f' stroke-dasharray="{style.dash}"' if style.dash else ""
        bend = 40 + abs(y2 - y1) / 4 if x1 == x2 else 0
        out.append(f'<path class="edge link {css_class(edge.assertion)}" d="M{x1} {y1} C{x1 + bend + 80} {y1} '
                   f'{x2 + bend - 80 if x1 != x2 else x2 + bend + 80} {y2} {x2} {y2}" stroke="{style.colour}"{dash} '
                   f'fill="none">'
                   f"<title>{escape(_edge_title(edge, labels))}</title></path>")
    out.append("</g>")
    px, py = positions["patient"]
    out.append('<g class="facts">')
    trunks: dict[float, float] = {}
    for target in by_target:
        if target in positions:
            x, y = positions[target]
            trunks[x] = max(trunks.get(x, 0), y)
    # The patient's bus along the top, and one trunk down each column: neutral, unlabelled.
    if trunks:
        out.append(f'<path class="bus" d="M{px + 14} {py} H{max(trunks) - STUB} M{px} {py + 14} V{TOP - 48}" '
                   'stroke="#9aa5b1" fill="none"/>')
        for x, bottom in trunks.items():
            out.append(f'<path class="bus" d="M{x - STUB} {py} V{bottom}" stroke="#9aa5b1" fill="none"/>')
    for target, found in by_target.items():
        if target not in positions:
            continue
        x, y = positions[target]
        for index, edge in enumerate(sorted(found, key=lambda e: e.assertion)):
            style = assertion_style(edge.assertion)
            dash = f' stroke-dasharray="{style.dash}"' if style.dash else ""
            offset = (index - (len(found) - 1) / 2) * 4
            classes = f"edge fact {css_class(edge.assertion)}" + (f" {edge.mark}" if edge.mark else "")
            width_ = 1.5 + min(edge.count, 6) * 0.3
            path = (f'<path class="{classes}" d="M{x - STUB} {y + offset} H{x - 9}" stroke="{style.colour}" '
                    f'stroke-width="{width_:.1f}"{dash} fill="none" data-assertion="{escape(edge.assertion)}">'
                    f"<title>{escape(_edge_title(edge, labels))}</title></path>")
            out.append(f'<a href="{escape(edge.href)}">{path}</a>' if edge.href else path)
    out.append("</g>")
    out.append('<g class="nodes">')
    for node in nodes:
        if node.key not in positions:
            continue
        x, y = positions[node.key]
        classes = f"node k-{escape(node.kind)}" + (" group" if node.group else "") + (" focus" if node.focus else "")
        label = node.label if not node.group else f"{len(node.members)} {KIND_TITLE.get(node.kind, node.kind).lower()}"
        out.append(f'<g class="{classes}" data-key="{escape(node.key)}">{_shape(node.kind, x, y, node.group)}')
        if node.kind == "patient":
            out.append(f'<text x="{x + 20}" y="{y - 6}" class="label patient-label">{escape(label)}</text></g>')
            continue
        out.append(f'<text x="{x + 12}" y="{y + 4}" class="label">{escape(_clip(label, 30))}'
                   f"<title>{escape(label)}</title></text>")
        words = [f"{assertion_style(e.assertion).word}" + (" (fam.)" if e.experiencer == "Family" else "")
                 + (f" · {'/'.join(sorted(e.temporalities))}" if e.temporalities else "")
                 + (f" · {', '.join(sorted(e.admissions))}" if e.admissions else "")
                 + (" · stale" if e.mark == "stale" else "") + (" · pruned" if e.mark == "pruned" else "")
                 for e in sorted(by_target.get(node.key, []), key=lambda e: e.assertion)]
        if words:
            out.append(f'<text x="{x + 12}" y="{y + 15}" class="edge-label">{escape(_clip("; ".join(words), 52))}'
                       f"<title>{escape('; '.join(words))}</title></text>")
        out.append("</g>")
    out.append("</g></svg>")
    return mark_safe("".join(out))


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# -- the timeline ----------------------------------------------------------------------------------


def _x(when: dt.datetime, start: dt.datetime, span: float, width: float) -> float:
    return 40 + (when - start).total_seconds() / span * (width - 80)


#: the baselines of the admission labels' rows, nearest the bars first
LABEL_ROWS = (56, 43, 30, 17)
#: the width of one character of an 11 px label, a little generous, and the gap kept between labels
CHAR_WIDTH, LABEL_GAP = 6.2, 6.0


def _place_label(rows: list[float], x: float, full: str, short: str, limit: float) -> tuple[str, int]:
    """The label of a bar starting at ``x`` and its baseline: the full label in the nearest row it
    fits without touching the label before it there nor running past ``limit``, else the short one
    (the admission's number), else none (``""``: the bar keeps its tooltip, and the admission list
    under the drawing names every admission). Updates ``rows``."""
    for text in (full, short):
        if text is full and x + len(text) * CHAR_WIDTH > limit:
            continue
        for row, ends in enumerate(rows):
            if x >= ends + LABEL_GAP:
                rows[row] = x + len(text) * CHAR_WIDTH
                return text, LABEL_ROWS[row]
    return "", LABEL_ROWS[0]


def draw_timeline(admissions, notes, *, dataset: str, chosen: int | None = None, width: int = 1000
                  ) -> SafeString:
    """Admissions as bars on one time axis, each note a tick above its admission; every bar links
    to the admission's facts (``?hadm=``) and every tick to its note."""
    from django.urls import reverse

    times = [a.admittime for a in admissions] + [a.dischtime for a in admissions if a.dischtime]
    times += [n.charttime for n in notes if n.charttime]
    if not times:
        return mark_safe('<p class="hint">No admissions or notes to place on a timeline.</p>')
    start, end = min(times), max(times)
    span = max((end - start).total_seconds(), 86400.0)
    out = [f'<svg class="timeline" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} 130" width="{width}" '
           f'height="130" role="img" aria-label="Timeline of admissions and notes">',
           f'<line x1="40" y1="100" x2="{width - 40}" y2="100" class="axis"/>',
           f'<text x="40" y="120" class="tick-label">{start:%Y-%m-%d}</text>',
           f'<text x="{width - 40}" y="120" text-anchor="end" class="tick-label">{end:%Y-%m-%d}</text>']
    rows: list[float] = [-1e9] * len(LABEL_ROWS)  # where each label row's last label ends
    for index, admission in enumerate(admissions, start=1):
        x1 = _x(admission.admittime, start, span, width)
        x2 = max(_x(admission.dischtime or end, start, span, width), x1 + 6)
        days = ((admission.dischtime - admission.admittime).days if admission.dischtime else None)
        full = f"adm {index}: {admission.admittime:%Y-%m-%d}" + (f", {days} d" if days is not None else "")
        label, label_y = _place_label(rows, x1, full, str(index), width - 4)
        chosen_class = " chosen" if admission.hadm_id == chosen else ""
        until = f"{admission.dischtime:%Y-%m-%d %H:%M}" if admission.dischtime else "not discharged"
        out.append(f'<a href="?hadm={admission.hadm_id}#facts"><g class="admission{chosen_class}">'
                   f'<rect x="{x1:.1f}" y="62" width="{x2 - x1:.1f}" height="26" rx="3"/>'
                   + (f'<text x="{x1:.1f}" y="{label_y}" class="adm-label">{escape(label)}</text>' if label else "")
                   + f"<title>Admission {admission.hadm_id}: {admission.admittime:%Y-%m-%d %H:%M} → {until}")
        out.append(" (show its facts)</title></g></a>")
    for note in notes:
        x = _x(note.charttime, start, span, width)
        href = reverse("note_detail", args=[dataset, note.note_id])
        out.append(f'<a href="{escape(href)}"><circle class="note-tick" cx="{x:.1f}" cy="94" r="4">'
                   f"<title>{escape(note.note_id)} ({escape(note.note_type_label)}, "
                   f"{note.charttime:%Y-%m-%d %H:%M})</title></circle></a>")
    out.append("</svg>")
    return mark_safe("".join(out))
