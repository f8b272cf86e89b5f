from django.apps import AppConfig


class AdjudicationConfig(AppConfig):
    """Blinded physician rating studies, assignments, ratings and agreement."""

    name = "adjudication"
    verbose_name = "Adjudication"
