"""URLs of the SliceBench page (``benchmark.slicebench_views``)."""

from django.urls import path

from benchmark import slicebench_views as views

urlpatterns = [
    path("datasets/<slug:dataset_name>/slicebench/", views.slicebench_view, name="slicebench"),
    path("datasets/<slug:dataset_name>/slicebench/<slug:name>.csv", views.slicebench_csv_view, name="slicebench_csv"),
    path("datasets/<slug:dataset_name>/slicebench/ladder.<slug:fmt>", views.slicebench_figure_view,
         name="slicebench_figure"),
]
