"""``{% monitoring_nav %}``: the navigation's Monitoring link with the open-alert badge (authors
and admins; base.html decides who sees it). The count comes from the shared cache
(``benchmark.monitoring.selectors.open_alert_count``), so pages pay no query for it."""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import format_html

from benchmark.monitoring.selectors import open_alert_count

register = template.Library()


@register.simple_tag
def monitoring_nav() -> str:
    count = open_alert_count()
    badge = format_html(' <span class="alert-badge" title="{} open monitoring alert{}">{}</span>', count,
                        "" if count == 1 else "s", count) if count else ""
    return format_html('<a href="{}">Monitoring{}</a>', reverse("monitor_list"), badge)
