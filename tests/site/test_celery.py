"""The Celery app: services send tasks by name, so the worker must find them by discovery alone."""

import json
import os
import subprocess
import sys
from pathlib import Path

from retrieval.graph.jobs import BUILD_KG_PATIENT_TASK
from retrieval.imports import RUN_IMPORT_JOB_TASK

ROOT = Path(__file__).resolve().parents[2]
# What a worker does at start-up, in a fresh process where nothing has imported a tasks module.
WORKER_START = """
import json, django
django.setup()
from epikg_site.celery import app
app.loader.import_default_modules()
print(json.dumps(sorted(app.tasks)))
"""


def test_the_worker_discovers_the_tasks_that_services_send_by_name():
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "epikg_site.settings"}
    out = subprocess.run([sys.executable, "-c", WORKER_START], cwd=ROOT, env=env, capture_output=True, text=True,
                         check=True).stdout
    assert {RUN_IMPORT_JOB_TASK, BUILD_KG_PATIENT_TASK} <= set(json.loads(out.splitlines()[-1]))
