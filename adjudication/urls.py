"""Rating URLs (physicians: opaque tokens only, nothing that names a run) and study URLs
(authors and admins)."""

from django.urls import path

from adjudication.views import rater, studies
from retrieval import converters  # noqa: F401  (registers the textid converter)

urlpatterns = [
    # physicians
    path("rate/", rater.rate_home, name="rate_home"),
    path("rate/queue/<textid:queue_token>/", rater.rate_queue, name="rate_queue"),
    path("rate/<textid:token>/", rater.rate_item, name="rate_item"),
    path("rate/<textid:token>/draft/", rater.rate_draft, name="rate_draft"),
    path("rate/<textid:token>/submit/", rater.rate_submit, name="rate_submit"),
    path("rate/<textid:token>/skip/", rater.rate_skip, name="rate_skip"),
    path("rate/<textid:token>/unskip/", rater.rate_unskip, name="rate_unskip"),
    path("rate/<textid:token>/reference/", rater.rate_reference, name="rate_reference"),
    path("rate/<textid:token>/notes/<int:note_pk>/", rater.rate_note, name="rate_note"),
    path("rate/<textid:token>/search/", rater.rate_search, name="rate_search"),
    path("adjudicate/", rater.adjudication_queue, name="adjudication_queue"),
    path("adjudicate/<textid:item_token>/", rater.adjudicate_item, name="adjudicate_item"),
    # authors and admins
    path("studies/", studies.study_list, name="study_list"),
    path("studies/new/", studies.study_create, name="study_create"),
    path("studies/planner/", studies.study_planner, name="study_planner"),
    path("studies/<int:study_id>/", studies.study_detail, name="study_detail"),
    path("studies/<int:study_id>/analysis/", studies.study_analysis, name="study_analysis"),
    path("studies/<int:study_id>/preregister/", studies.study_preregister, name="study_preregister"),
    path("studies/<int:study_id>/open/", studies.study_open, name="study_open"),
    path("studies/<int:study_id>/lock/", studies.study_lock, name="study_lock"),
    path("studies/<int:study_id>/reopen/", studies.study_reopen, name="study_reopen"),
    path("studies/<int:study_id>/unblind/", studies.study_unblind, name="study_unblind"),
    path("studies/<int:study_id>/adjudicators/", studies.study_adjudicators, name="study_adjudicators"),
    path("studies/<int:study_id>/fast-seconds/", studies.study_fast_seconds, name="study_fast_seconds"),
    path("studies/<int:study_id>/calibration/<textid:qid>/", studies.study_calibration_key,
         name="study_calibration_key"),
    path("studies/<int:study_id>/export/<textid:kind>/", studies.study_export, name="study_export"),
]
