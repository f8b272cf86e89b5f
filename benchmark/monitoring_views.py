"""Drift monitoring pages (paper 000 App. Z; docs/monitoring.md): thin shells over
``benchmark.monitoring``. Authors and admins see them (a physician gets a 404, as for runs);
only admins create, enable, run now, acknowledge and add notes."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

from benchmark.monitoring import access, selectors, service
from benchmark.monitoring.forms import MonitorCreateForm
from epikg_core import roles
from retrieval.access import require_methods


def _is_admin(user) -> bool:
    return roles.has_role(user, roles.ADMIN)


@login_required
@require_methods("GET")
def monitor_list_view(request):
    access.require_monitoring_access(request.user)
    form = MonitorCreateForm() if _is_admin(request.user) else None
    return render(request, "benchmark/monitoring_list.html", {"monitors": selectors.monitor_list(), "form": form})


@login_required
@require_methods("POST")
def monitor_create_view(request):
    access.require_monitoring_access(request.user)
    access.require_admin(request.user)
    form = MonitorCreateForm(request.POST)
    if form.is_valid():
        try:
            monitor = service.monitor_create(**form.monitor_arguments(), user=request.user)
        except service.MonitorError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, f"Monitor “{monitor.name}” created on {len(monitor.sample.qids)} questions"
                             + ("; its first check is due now." if monitor.enabled else " (disabled)."))
            return redirect("monitor_detail", monitor_id=monitor.pk)
    return render(request, "benchmark/monitoring_list.html", {"monitors": selectors.monitor_list(), "form": form},
                  status=400)


@login_required
@require_methods("GET")
def monitor_detail_view(request, monitor_id):
    monitor = access.get_monitor_for_user(request.user, monitor_id)
    context = {"page": selectors.monitor_page(monitor), "is_admin": _is_admin(request.user)}
    template = "benchmark/monitoring_detail.html#checks" if request.htmx else "benchmark/monitoring_detail.html"
    return render(request, template, context)


@login_required
@require_methods("POST")
def monitor_enable_view(request, monitor_id):
    monitor = access.get_monitor_for_admin(request.user, monitor_id)
    monitor = service.monitor_set_enabled(monitor=monitor, enabled=request.POST.get("enabled") == "1")
    messages.info(request, f"Monitor “{monitor.name}” is {'enabled' if monitor.enabled else 'disabled'}.")
    return redirect("monitor_detail", monitor_id=monitor.pk)


@login_required
@require_methods("POST")
def monitor_run_view(request, monitor_id):
    monitor = access.get_monitor_for_admin(request.user, monitor_id)
    check = service.monitor_check_start(monitor=monitor, user=request.user)
    if check.error:
        messages.error(request, f"Check {check.number} could not start: {check.error}")
    else:
        messages.success(request, f"Check {check.number} started: {check.runs.count()} run(s) queued for the "
                         "workers; the check is measured when they finish.")
    return redirect("monitor_detail", monitor_id=monitor.pk)


@login_required
@require_methods("POST")
def monitor_marker_view(request, monitor_id):
    monitor = access.get_monitor_for_admin(request.user, monitor_id)
    try:
        service.marker_add(monitor=monitor, note=request.POST.get("note", ""), user=request.user)
    except service.MonitorError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, "Note added to the timeline.")
    return redirect("monitor_detail", monitor_id=monitor.pk)


@login_required
@require_methods("POST")
def alert_acknowledge_view(request, alert_id):
    alert = access.get_alert_for_admin(request.user, alert_id)
    alert = service.alert_acknowledge(alert=alert, user=request.user, note=request.POST.get("note", ""))
    messages.success(request, f"Alert acknowledged: {alert.message}")
    return redirect("monitor_detail", monitor_id=alert.monitor_id)


@login_required
@require_methods("POST")
def alerts_acknowledge_all_view(request, monitor_id):
    monitor = access.get_monitor_for_admin(request.user, monitor_id)
    count = service.alerts_acknowledge_all(monitor=monitor, user=request.user, note=request.POST.get("note", ""))
    messages.success(request, f"{count} alert(s) acknowledged.")
    return redirect("monitor_detail", monitor_id=monitor.pk)
