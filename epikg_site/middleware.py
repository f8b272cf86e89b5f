"""Site-wide middleware: response headers that Django 5.2 does not set itself, and the one input
layer that refuses text the site cannot store."""

from __future__ import annotations

import json
from collections.abc import Mapping

from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseNotAllowed, HttpResponseNotFound

from epikg_core.text import shown, unstorable, unstorable_in_json, unstorable_in_json_text


def build_policy(directives: Mapping[str, list[str] | bool]) -> str:
    """Render ``{"default-src": ["'self'"], "upgrade-insecure-requests": True}`` as a CSP header.

    The mapping has the shape of Django 6's ``SECURE_CSP``: a list of sources per directive,
    ``True`` for a directive without sources; ``False``, ``None`` or an empty list leave it out.
    """
    parts = []
    for name, sources in directives.items():
        if sources is True:
            parts.append(name)
        elif sources:
            parts.append(" ".join([name, *sources]))
    return "; ".join(parts)


class ContentSecurityPolicyMiddleware:
    """Add ``settings.SECURE_CSP`` as the Content-Security-Policy header of every response.

    A view that sets its own header keeps it. Replace with Django 6's
    ``django.middleware.csp.ContentSecurityPolicyMiddleware`` when the project moves to 6.0.
    """

    def __init__(self, get_response):
        self.get_response = get_response
        self.policy = build_policy(getattr(settings, "SECURE_CSP", {}))

    def __call__(self, request):
        response = self.get_response(request)
        if self.policy:
            response.headers.setdefault("Content-Security-Policy", self.policy)
        return response


#: the methods the site answers; each view narrows them further (require_GET, require_POST, ...)
SITE_METHODS = ("GET", "HEAD", "POST")


class AllowedMethodsMiddleware:
    """PUT, DELETE, PATCH, TRACE, OPTIONS, ... are a 405 everywhere, before any view: the site's
    own views each say which methods they take, and this covers the views it does not write
    (the Django admin, the log-in page, ``/healthz``), which would otherwise answer them like GET
    or POST."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if request.method not in SITE_METHODS:
            return HttpResponseNotAllowed(SITE_METHODS)
        return self.get_response(request)


def _form_problem(values, what: str) -> str | None:
    """The first field of a query string or form (names and values) that cannot be stored, as a
    message naming it; a value that is JSON is checked after decoding too."""
    for key, items in values.lists():
        if (problem := unstorable(key)) is not None:
            return f"a {what} name ({shown(key)}) contains {problem}"
        for item in items:
            if (problem := unstorable(item)) is not None:
                return f"the {what} {shown(key)} contains {problem}"
            if (found := unstorable_in_json_text(item)) is not None:
                return f"the {what} {shown(key)} holds JSON in which {found[0]} contains {found[1]}"
    return None


def _json_problem(body: bytes) -> str | None:
    try:
        value = json.loads(body)
    except ValueError:  # not JSON (or not UTF-8): the view that reads it says so
        return None
    if (found := unstorable_in_json(value)) is not None:
        return f"in the JSON body, {found[0]} contains {found[1]}"
    return None


def request_problem(request) -> str | None:
    """What in ``request``'s query string or body cannot be stored (``epikg_core.text``), naming
    the parameter or field; None for a request without such text."""
    if (problem := _form_problem(request.GET, "query parameter")) is not None:
        return problem
    content_type = request.content_type or ""
    if request.method == "POST" and content_type in ("application/x-www-form-urlencoded", "multipart/form-data"):
        return _form_problem(request.POST, "form field")
    if content_type == "application/json" or content_type.endswith("+json"):
        return _json_problem(request.body)
    return None


class RejectUnstorableTextMiddleware:
    """The one input layer for text the site cannot store: a NUL character (PostgreSQL refuses it
    in text and ``jsonb``) or a lone surrogate (UTF-8 cannot encode it). A path holding a NUL
    names nothing: 404. A query parameter, a form or multipart field, a JSON body, or JSON that a
    form field carries (an analysis plan, a structured answer) holding one is a 400 that names the
    field and the character — before any view, the admin's included, turns it into a server
    error, and with nothing saved."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if "\x00" in request.path:
            return HttpResponseNotFound("Not found: the address contains a NUL character.")
        if (problem := request_problem(request)) is not None:
            return HttpResponseBadRequest(f"Bad request: {problem}; nothing was saved.",
                                          content_type="text/plain; charset=utf-8")
        return self.get_response(request)
