"""The Celery application. Configuration comes from Django settings (``CELERY_*``)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")



class EpiKGCelery(Celery):
    """Celery whose sends never wait on the result backend.

    Nothing in the workbench waits on a task's result (progress, outcomes and errors live in the
    database), yet a plain ``send_task`` subscribes the sending process to the task's result
    channel first. With a Redis result backend that is down, that subscription retries for 20 s
    and then leaves the web process's result consumer broken ("the Celery application must be
    restarted"): one rating submitted while Redis was down would hang its request and the next
    sends after it. ``ignore_result`` skips the subscription (and tells the worker not to store
    a result nobody reads); a send that fails fails at once, and the caller decides
    (docs/operations.md, "Faults")."""

    def send_task(self, name, args=None, kwargs=None, **options):
        options.setdefault("ignore_result", True)
        if kwargs is not None:
            options["kwargs"] = kwargs
        return super().send_task(name, args, **options)


app = EpiKGCelery("epikg")
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
