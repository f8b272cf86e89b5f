"""URLs of the drift monitoring pages (``benchmark.monitoring_views``)."""

from django.urls import path

from benchmark import monitoring_views as views

urlpatterns = [
    path("monitoring/", views.monitor_list_view, name="monitor_list"),
    path("monitoring/create/", views.monitor_create_view, name="monitor_create"),
    path("monitoring/<int:monitor_id>/", views.monitor_detail_view, name="monitor_detail"),
    path("monitoring/<int:monitor_id>/enable/", views.monitor_enable_view, name="monitor_enable"),
    path("monitoring/<int:monitor_id>/run/", views.monitor_run_view, name="monitor_run"),
    path("monitoring/<int:monitor_id>/markers/", views.monitor_marker_view, name="monitor_marker"),
    path("monitoring/<int:monitor_id>/acknowledge/", views.alerts_acknowledge_all_view, name="monitor_acknowledge_all"),
    path("monitoring/alerts/<int:alert_id>/acknowledge/", views.alert_acknowledge_view, name="alert_acknowledge"),
]
