from django.urls import path

from retrieval import converters  # noqa: F401  (registers the textid converter)
from retrieval import graph_views, views

urlpatterns = [
    path("", views.home, name="home"),
    path("imports/", views.import_list, name="import_list"),
    path("imports/new/", views.import_create, name="import_create"),
    path("datasets/<slug:dataset_name>/", views.dataset_detail, name="dataset_detail"),
    path("datasets/<slug:dataset_name>/patients/<int:subject_id>/", views.patient_detail, name="patient_detail"),
    path("datasets/<slug:dataset_name>/notes/<textid:note_id>/", views.note_detail, name="note_detail"),
]

# The Knowledge graph pages (admins): build state and (re)builds queued for the workers.
urlpatterns += [
    path("graph/", graph_views.graph_status, name="graph_status"),
    path("graph/<slug:dataset_name>/", graph_views.graph_dataset, name="graph_dataset"),
    path("graph/<slug:dataset_name>/build/", graph_views.graph_build, name="graph_build"),
]
