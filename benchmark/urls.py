from django.urls import path

from benchmark import views

urlpatterns = [
    path("datasets/<slug:dataset_name>/questions/", views.question_list, name="question_list"),
    path("datasets/<slug:dataset_name>/questions/<str:qid>/", views.question_detail, name="question_detail"),
]
