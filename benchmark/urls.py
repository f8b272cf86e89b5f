from django.urls import include, path

from benchmark import views
from retrieval import converters  # noqa: F401  (registers the textid converter)

urlpatterns = [
    path("datasets/<slug:dataset_name>/questions/", views.question_list, name="question_list"),
    path("datasets/<slug:dataset_name>/questions/<textid:qid>/", views.question_detail, name="question_detail"),
    path("datasets/<slug:dataset_name>/questions/<textid:qid>/explore/", views.question_explore_view,
         name="question_explore"),
    path("datasets/<slug:dataset_name>/questions/<textid:qid>/explore/live/<textid:condition>/",
         views.question_explore_live_view, name="question_explore_live"),
    path("datasets/<slug:dataset_name>/references/", views.reference_curation_view, name="reference_curation"),
    path("datasets/<slug:dataset_name>/references/release/", views.reference_release_view, name="reference_release"),
    path("datasets/<slug:dataset_name>/references/draft/", views.reference_draft_view, name="reference_draft"),
    path("datasets/<slug:dataset_name>/references/rescore/", views.reference_rescore_view, name="reference_rescore"),
    path("runs/", views.run_list, name="run_list"),
    path("runs/launch/", views.run_launch_view, name="run_launch"),
    path("runs/estimate/", views.run_estimate_view, name="run_estimate"),
    path("runs/<int:run_id>/score/", views.run_score_view, name="run_score"),
    path("runs/<int:run_id>/", views.run_detail, name="run_detail"),
    path("runs/<int:run_id>/predictions/<int:prediction_id>/evidence/", views.prediction_evidence_view,
         name="prediction_evidence"),
    path("runs/<int:run_id>/cancel/", views.run_cancel_view, name="run_cancel"),
    path("runs/<int:run_id>/resume/", views.run_resume_view, name="run_resume"),
    path("reports/", views.report_view, name="report"),
    # downloads of the report the page shows (the same query: run=…&evaluator=…&reference=…)
    path("reports/figure/<slug:name>.<slug:fmt>", views.report_figure_download, name="report_figure"),
    path("reports/table/<slug:name>.csv", views.report_table_download, name="report_table"),
    path("reports/report.md", views.report_markdown_download, name="report_markdown"),
    path("", include("benchmark.curation_urls")),
    path("", include("benchmark.monitoring_urls")),
    path("", include("benchmark.equity_urls")),
    path("", include("benchmark.slicebench_urls")),
]
