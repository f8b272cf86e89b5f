"""``{{ structure|structure_rows }}``: a reference's structured answer as (field, value) rows, for
``templates/benchmark/_structure.html`` (``benchmark.references.structure.structure_rows``)."""

from __future__ import annotations

from django import template

from benchmark.references.structure import structure_rows as rows_of

register = template.Library()


@register.filter
def structure_rows(structure) -> list[tuple[str, str]]:
    return rows_of(structure)
