from django.apps import AppConfig


class EpikgSiteConfig(AppConfig):
    """Site-wide commands (bootstrap, serve); no models."""

    name = "epikg_site"
    verbose_name = "EpiKG site"
