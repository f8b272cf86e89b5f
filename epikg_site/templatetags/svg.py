"""``{{ svg|inline_svg }}``: put a matplotlib SVG into a page that runs under the site's CSP
(the cleaning itself, ``presentation_attributes``, lives in ``epikg_core.svg``, shared with the
report's figure downloads)."""

from __future__ import annotations

from django import template
from django.utils.safestring import SafeString, mark_safe

from epikg_core.svg import presentation_attributes

register = template.Library()

__all__ = ["inline_svg", "presentation_attributes"]


@register.filter
def inline_svg(svg: str) -> SafeString:
    """Mark trusted SVG (our own matplotlib output) safe for the page, made CSP-clean first."""
    return mark_safe(presentation_attributes(str(svg)))  # noqa: S308 - our own figures, not user input
