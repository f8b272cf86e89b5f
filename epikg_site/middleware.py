"""Site-wide response headers that Django 5.2 does not set itself."""

from __future__ import annotations

from collections.abc import Mapping

from django.conf import settings
from django.http import HttpResponseBadRequest, HttpResponseNotFound


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


def _has_nul(values) -> bool:
    return any("\x00" in key or any("\x00" in v for v in vals) for key, vals in values.lists())


class RejectNulMiddleware:
    """A NUL character can name nothing (PostgreSQL refuses it in text): a request whose path or
    query string holds one is a 404, a form posting one a 400 — before any view, the admin's list
    filters included, turns it into a database error."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        if "\x00" in request.path or _has_nul(request.GET):
            return HttpResponseNotFound("Not found: the address contains a NUL character.")
        if request.method == "POST" and request.content_type == "application/x-www-form-urlencoded" \
                and _has_nul(request.POST):
            return HttpResponseBadRequest("Bad request: a form field contains a NUL character.")
        return self.get_response(request)
