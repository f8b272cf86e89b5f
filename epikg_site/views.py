"""Site-wide pages: the error pages (403, 404, 500) in the site's layout, and the favicon.

A 403 or 404 says why: the views' access helpers raise ``PermissionDenied`` and ``Http404`` with a
sentence meant for the user ("Only admins can do this.", "No note with that id."). Physicians
already get a plain "No such page." for author and admin pages (``retrieval.access.refuse``);
nothing here adds to it. Django's own ``get_object_or_404`` message names a model class ("No
Run matches the given query."), which a rater must not learn about: it becomes "No note with
that id." for the chart's records and "No such page." for anything else, unless the user is an
author or admin.
"""

from __future__ import annotations

import logging
import re

from django.http import HttpResponseServerError
from django.shortcuts import redirect, render
from django.template import loader
from django.templatetags.static import static
from django.urls import Resolver404
from django.views.decorators.http import require_GET

from epikg_core.roles import ADMIN, AUTHOR, user_roles

log = logging.getLogger("epikg")
NO_SUCH_PAGE = "No such page."
#: The message of Django's ``get_object_or_404``: ``No <ModelName> matches the given query.``
_GENERIC_404 = re.compile(r"No (?P<model>[A-Za-z]+) matches the given query\.")
#: Records every role that reads charts may know exist.
_CHART_RECORDS = {"Dataset", "Patient", "Admission", "Note"}
#: The 500 page when even its template cannot be rendered.
_PLAIN_500 = "Server error: the workbench could not finish this request. Try again later, or tell an admin."


def _message(exception) -> str:
    """The exception's message when it carries a sentence (a ``Resolver404`` carries a dict)."""
    args = getattr(exception, "args", ())
    return args[0].strip() if args and isinstance(args[0], str) else ""


def _words(model: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", " ", model).lower()


def not_found_reason(user, exception) -> str:
    """What the 404 page says: the view's sentence, Django's generic one rephrased, or
    "No such page." (an unknown address, or a record a physician need not learn of)."""
    message = "" if isinstance(exception, Resolver404) else _message(exception)
    generic = _GENERIC_404.fullmatch(message)
    if generic:
        model = generic["model"]
        if model not in _CHART_RECORDS and not user_roles(user) & {ADMIN, AUTHOR}:
            return NO_SUCH_PAGE
        return f"No {_words(model)} with that id."
    return message or NO_SUCH_PAGE


def permission_denied(request, exception=None):
    """``handler403``: the layout, the reason, and where to go from here."""
    reason = _message(exception) or "You may not use this page."
    return render(request, "403.html", {"reason": reason}, status=403)


def page_not_found(request, exception=None):
    """``handler404``: the layout, what was not found, and where to go from here."""
    reason = not_found_reason(getattr(request, "user", None), exception)
    return render(request, "404.html", {"reason": reason}, status=404)


def server_error(request):
    """``handler500``: rendered without the request, so that no context processor (which may
    need the database that just failed) runs; plain text if even the template fails."""
    try:
        body = loader.get_template("500.html").render({})
    except Exception:  # the error page must not raise in its turn
        log.exception("the 500 page could not be rendered")
        return HttpResponseServerError(_PLAIN_500, content_type="text/plain; charset=utf-8")
    return HttpResponseServerError(body)


@require_GET
def favicon(request):
    """Browsers ask for /favicon.ico whatever a page links: send them to the SVG icon."""
    return redirect(static("favicon.svg"))
