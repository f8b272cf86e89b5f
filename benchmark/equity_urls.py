"""URLs of the equity page (``benchmark.equity_views``)."""

from django.urls import path

from benchmark import equity_views as views

urlpatterns = [
    path("datasets/<slug:dataset_name>/equity/", views.equity_view, name="equity"),
    path("datasets/<slug:dataset_name>/equity/subgroups.csv", views.equity_csv_view, name="equity_csv"),
]
