"""Hooks that fit django-axes (login throttling, configured in settings) to this site.

``client_address`` decides which address a failed log-in counts against; ``locked_out_response``
is the page a locked-out log-in gets: the login form again, with the reason and when to retry.
"""

from __future__ import annotations

import ipaddress

from django.conf import settings
from django.contrib.auth.forms import AuthenticationForm
from django.shortcuts import render

LOCKED_OUT_STATUS = 429  # Too Many Requests


def _valid_address(text: str) -> str | None:
    try:
        return str(ipaddress.ip_address(text.strip()))
    except ValueError:
        return None


def client_address(request) -> str | None:
    """The client's IP address: the TCP peer, or behind ``EPIKG_TRUSTED_PROXY_COUNT`` proxies the
    X-Forwarded-For entry they vouch for (counted from the right; entries further left are the
    client's own claim and could be forged)."""
    peer = request.META.get("REMOTE_ADDR")
    hops = settings.EPIKG_TRUSTED_PROXY_COUNT
    if hops:
        forwarded = [item for item in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if item.strip()]
        if len(forwarded) >= hops:
            return _valid_address(forwarded[-hops]) or peer
    return peer


def locked_out_response(request, original_response=None, credentials=None):
    """The login page with a lock-out message, answered 429; the form is shown again so that the
    person can retry once the cool-off has passed without navigating anywhere."""
    username = (credentials or {}).get("username") or request.POST.get("username", "")
    form = AuthenticationForm(request, initial={"username": username})
    minutes = int(settings.AXES_COOLOFF_TIME.total_seconds() // 60)
    context = {"form": form, "locked_out": True, "cooloff_minutes": minutes,
               "next": request.POST.get("next") or request.GET.get("next", "")}
    return render(request, "registration/login.html", context, status=LOCKED_OUT_STATUS)
