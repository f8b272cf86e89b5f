"""The Celery application. Configuration comes from Django settings (``CELERY_*``)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")

app = Celery("epikg")
app.config_from_object("django.conf:settings", namespace="CELERY")
# Imports each installed app's ``tasks`` module when a worker starts. Services send tasks by name
# and do not import those modules, so this discovery is how the worker registers them.
app.autodiscover_tasks()
# Scoring lives apart from the run executor's tasks (benchmark/scoring_tasks.py; see .importlinter).
app.autodiscover_tasks(related_name="scoring_tasks")
# Drift monitoring's tick, sent by Celery beat (benchmark/monitoring_tasks.py, CELERY_BEAT_SCHEDULE).
app.autodiscover_tasks(related_name="monitoring_tasks")
# The question explorer's live answers (benchmark/explore_tasks.py).
app.autodiscover_tasks(related_name="explore_tasks")
