"""Text that cannot be stored: a NUL character (PostgreSQL refuses it in text and in ``jsonb``) or
a lone UTF-16 surrogate (``"\\ud800"`` without its partner: ``json.loads`` accepts the escape, but
UTF-8 cannot encode the result, so neither the database nor a page nor an export can hold it).

Plain functions that name the first such character and where it is; the site's input layer
(``epikg_site.middleware.RejectUnstorableTextMiddleware``) uses them on every query string, form,
multipart and JSON body, and on JSON that a form field carries.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

#: a JSON escape that decodes to a NUL or to half of a surrogate pair: only text holding one can
#: hide an unstorable character inside JSON
_RISKY_ESCAPE = re.compile(r"\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})")


def unstorable(text: str) -> str | None:
    """What in ``text`` cannot be stored — ``"a NUL character (at character 5)"``, ``"a lone
    surrogate \\ud800 (at character 2), which UTF-8 cannot encode"`` — or None."""
    if (index := text.find("\x00")) >= 0:
        return f"a NUL character (at character {index + 1})"
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as exc:
        return (f"a lone surrogate \\u{ord(text[exc.start]):04x} (at character {exc.start + 1}), "
                "which UTF-8 cannot encode")
    return None


def shown(name: str) -> str:
    """A name for a message: quoted, with unprintable characters escaped (never echoed raw)."""
    return repr(name) if unstorable(name) is None and name.isprintable() else ascii(name)


def _walk(value: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield f"field {shown(path)}" if path else "value", value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield f"a key in {shown(path)}" if path else "a key", key
            yield from _walk(item, f"{path}.{key}" if path else key)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk(item, f"{path}[{index}]")


def unstorable_in_json(value: Any) -> tuple[str, str] | None:
    """``(where, problem)`` for the first string of a parsed JSON value (keys included) that cannot
    be stored — ``where`` like ``field 'structure.concept'``, ``field 'evidence[1]'`` or ``a key`` —
    or None."""
    for where, text in _walk(value, ""):
        if (problem := unstorable(text)) is not None:
            return where, problem
    return None


def unstorable_in_json_text(text: str) -> tuple[str, str] | None:
    """The same for text that may be JSON (a form field holding a plan or a structure): checked only
    when it holds a ``\\u0000`` or surrogate escape and parses as JSON; None otherwise."""
    if _RISKY_ESCAPE.search(text) is None:
        return None
    try:
        value = json.loads(text)
    except ValueError:
        return None
    return unstorable_in_json(value)
