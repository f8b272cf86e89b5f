"""The identifier rule for values that come from URLs and query strings.

Identifiers typed into URLs (a ``note_id``, a ``qid``) are free text in the data model, but never
contain control characters, and PostgreSQL refuses a NUL in a query parameter outright (a 500,
not a 404). So the ``textid`` path converter — Django's ``str`` minus control characters — is
what every URL pattern with a free-text id uses: ``/notes/%00/`` does not match and is a 404
before any query runs. :func:`is_text_id` is the same rule for ids that reach a query some
other way (access helpers, query-string parameters).

Registered once, when this module is first imported; the URL modules import it.
"""

from __future__ import annotations

import re

from django.urls import register_converter

#: C0 and C1 control characters and DEL; NUL among them.
CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def is_text_id(value: str) -> bool:
    """Whether ``value`` can name something: non-empty, without control characters."""
    return bool(value) and CONTROL_CHARACTERS.search(value) is None


class TextIdConverter:
    """One path segment without control characters (``<textid:note_id>``)."""

    regex = r"[^/\x00-\x1f\x7f-\x9f]+"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


register_converter(TextIdConverter, "textid")
