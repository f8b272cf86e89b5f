"""Who may see monitoring: authors and admins, as for runs (a monitor names conditions and
models; physicians rate blinded and get a 404). Only admins change anything."""

from __future__ import annotations

from django.shortcuts import get_object_or_404

from benchmark.access import require_run_access
from benchmark.models import Monitor, MonitorAlert
from retrieval.access import require_admin


def require_monitoring_access(user) -> None:
    require_run_access(user)


def get_monitor_for_user(user, monitor_id: int) -> Monitor:
    require_run_access(user)
    return get_object_or_404(Monitor.objects.select_related("dataset", "sample", "created_by"), pk=monitor_id)


def get_monitor_for_admin(user, monitor_id: int) -> Monitor:
    require_run_access(user)
    require_admin(user)
    return get_monitor_for_user(user, monitor_id)


def get_alert_for_admin(user, alert_id: int) -> MonitorAlert:
    require_run_access(user)
    require_admin(user)
    return get_object_or_404(MonitorAlert.objects.select_related("monitor"), pk=alert_id)
