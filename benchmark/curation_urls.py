"""URLs of reference triage and reconciliation (``benchmark.curation_views``)."""

from django.urls import path

from benchmark import curation_views as views
from retrieval import converters  # noqa: F401  (registers the textid converter)

urlpatterns = [
    path("datasets/<slug:dataset_name>/triage/<textid:base>/", views.triage_queue_view, name="triage_queue"),
    path("datasets/<slug:dataset_name>/triage/<textid:base>/reconcile/", views.triage_reconcile_view,
         name="triage_reconcile"),
    path("datasets/<slug:dataset_name>/triage/<textid:base>/reconcile/<textid:qid>/",
         views.triage_reconcile_item_view, name="triage_reconcile_item"),
    path("datasets/<slug:dataset_name>/triage/<textid:base>/<textid:qid>/", views.triage_item_view,
         name="triage_item"),
]
