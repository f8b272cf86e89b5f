"""Celery task of drift monitoring: a thin shell over ``benchmark.monitoring.service.monitors_tick``.

Celery beat sends it every minute (``CELERY_BEAT_SCHEDULE`` in the settings); the worker registers
it through ``app.autodiscover_tasks(related_name="monitoring_tasks")`` in ``epikg_site/celery.py``.
Idempotent: a tick finishes the checks whose runs are done and starts each due monitor's check
once, however many ticks overlap.
"""

from __future__ import annotations

from celery import shared_task

from benchmark.monitoring.service import monitors_tick

#: The registered name beat sends.
MONITORING_TICK_TASK = "benchmark.monitoring_tick"


@shared_task(name=MONITORING_TICK_TASK, acks_late=True, ignore_result=True)
def monitoring_tick() -> dict:
    """Finish running checks whose runs are done; start the checks that are due (runs queued)."""
    tick = monitors_tick()
    return {"finished": tick.finished, "started": tick.started, "waiting": tick.waiting}
