"""How the study pages print differences: percentage points with their sign, as Reports print
them (``benchmark.report_render``), so the same endpoint reads the same on both."""

from django import template

register = template.Library()


@register.filter
def pp(value, unit: str = " pp") -> str:
    """0.778 → "+77.8 pp"; None → "—". ``|pp:""`` leaves the unit out (interval bounds)."""
    if value is None or value == "":
        return "—"
    return f"{100 * float(value):+.1f}{unit}"


@register.filter
def detail(value) -> str:
    """An audit event's detail as a person reads it: text and numbers as they are, lists and
    objects as compact JSON (never a Python repr)."""
    import json

    if isinstance(value, (dict, list, tuple)):
        return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))
    return "" if value is None else str(value)
