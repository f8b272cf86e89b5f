"""Matplotlib SVG made clean for a page under the site's CSP, and for a file (no inline styles).

The CSP allows no inline styles, and matplotlib draws with ``style="fill: …; stroke: …"`` and a
``<style>`` block. Every property it uses is also an SVG presentation attribute, which the CSP does
not govern, so each declaration is moved onto its element as one (``fill="…" stroke="…"``);
the ``*{…}`` rule of the ``<style>`` block becomes inherited attributes of the root ``<svg>``.
The report page (``{{ svg|inline_svg }}``) and the figure downloads share this one function.
"""

from __future__ import annotations

import html
import re

# SVG 1.1 presentation attributes (the CSS properties an SVG element also takes as attributes).
PRESENTATION_ATTRIBUTES = frozenset("""
    alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
    color-interpolation-filters color-profile color-rendering cursor direction display
    dominant-baseline enable-background fill fill-opacity fill-rule filter flood-color
    flood-opacity font-family font-size font-size-adjust font-stretch font-style font-variant
    font-weight glyph-orientation-horizontal glyph-orientation-vertical image-rendering kerning
    letter-spacing lighting-color marker-end marker-mid marker-start mask opacity overflow
    pointer-events shape-rendering stop-color stop-opacity stroke stroke-dasharray
    stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width
    text-anchor text-decoration text-rendering unicode-bidi visibility word-spacing writing-mode
""".split())

_TAG_WITH_STYLE = re.compile(r"<[A-Za-z][^<>]*\sstyle=\"[^\"]*\"[^<>]*>")
_ATTRIBUTE = re.compile(r'\s([A-Za-z_:][-A-Za-z0-9_:.]*)="([^"]*)"')
_STYLE_BLOCK = re.compile(r"<style\b[^>]*>(.*?)</style>", re.S)
_UNIVERSAL_RULE = re.compile(r"(?:^|})\s*\*\s*\{([^}]*)\}")
_SVG_ROOT = re.compile(r"<svg\b[^>]*?(?=/?>)")


def _declarations(css: str) -> dict[str, str]:
    result = {}
    for declaration in html.unescape(css).split(";"):
        name, colon, value = declaration.partition(":")
        name, value = name.strip().lower(), value.strip()
        if colon and value and name in PRESENTATION_ATTRIBUTES:
            result[name] = value
    return result


def _with_attributes(tag: str, declarations: dict[str, str], *, drop_style: bool) -> str:
    """Return ``tag`` with ``declarations`` as attributes, replacing same-named ones (a style
    declaration outranks a presentation attribute, so it wins here too)."""
    end = "/>" if tag.endswith("/>") else ">"
    head = tag[: -len(end)]
    kept = [(name, value) for name, value in _ATTRIBUTE.findall(head)
            if name not in declarations and not (drop_style and name == "style")]
    element = re.match(r"<[^\s/>]+", head).group(0)
    attributes = "".join(f' {name}="{value}"' for name, value in kept)
    attributes += "".join(f' {name}="{html.escape(value)}"' for name, value in declarations.items())
    return f"{element}{attributes}{end}"


def presentation_attributes(svg: str) -> str:
    """``svg`` with every inline ``style=""`` and ``<style>`` block turned into presentation attributes."""
    inherited: dict[str, str] = {}
    for block in _STYLE_BLOCK.findall(svg):
        for rule in _UNIVERSAL_RULE.findall(block):
            inherited.update(_declarations(rule))
    svg = _STYLE_BLOCK.sub("", svg)
    svg = _TAG_WITH_STYLE.sub(_restyle, svg)
    if inherited:
        svg = _SVG_ROOT.sub(lambda m: _with_attributes(m.group(0) + ">", inherited, drop_style=False)[:-1], svg, count=1)
    return svg


def _restyle(match: re.Match) -> str:
    tag = match.group(0)
    style = dict(_ATTRIBUTE.findall(tag)).get("style", "")
    return _with_attributes(tag, _declarations(style), drop_style=True)
