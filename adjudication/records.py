"""Small pieces every rating service shares, kept apart so the services do not import one another
in a circle: the audit trail, queueing the analysis refresh, the default analysis plan and its
digest, and how authors see an arm."""

from __future__ import annotations

import hashlib
import json
import logging

from celery import current_app
from django.core.cache import cache
from django.db import transaction

from adjudication.models import AuditEvent, Study, StudyArm

log = logging.getLogger(__name__)

REFRESH_TASK = "adjudication.refresh_analysis"


def audit(study: Study, actor, action: str, **details) -> AuditEvent:
    return AuditEvent.objects.create(study=study, actor=actor, action=action, details=details)


#: a queued refresh waits this long before it starts, so a burst of ratings shares one
REFRESH_DELAY = 10
#: how long the "refresh queued" mark lives if the task never runs (no worker), after which the
#: next rating or page view queues again
REFRESH_MARK_SECONDS = 120


def refresh_mark(study_id: int) -> str:
    return f"adjudication:refresh-queued:{study_id}"


def enqueue_refresh(study_id: int) -> None:
    """Queue the study's analysis refresh once the current transaction commits, unless one is
    already queued and not yet started (it will read these ratings too). The mark lives in the
    shared cache; the task removes it when it starts, so ratings that arrive during a refresh
    queue the next one.

    Never raises: it runs after a rating or an adjudication is committed, and a cache or broker
    that is down must not turn a recorded rating into an error page (or a page view into a 500).
    The failure is logged as a warning (the study id only, no rating content); the analysis
    catches up by itself once they are back, because beat's ``adjudication.catch_up_analyses``
    queues the refresh of every study whose analysis is behind its ratings (``refresh_stale``)."""
    transaction.on_commit(lambda: _send_refresh(study_id))


def _send_refresh(study_id: int) -> None:
    try:
        marked = cache.add(refresh_mark(study_id), "queued", timeout=REFRESH_MARK_SECONDS)
    except Exception:  # the cache down: queue anyway (a refresh more is harmless, one less is not)
        log.warning("the cache could not be reached to mark the analysis refresh of study %s", study_id,
                    exc_info=True)
        marked = None
    if marked is False:
        return
    try:
        current_app.send_task(REFRESH_TASK, args=(study_id,), countdown=REFRESH_DELAY)
    except Exception:  # the broker being down must not lose or fail a recorded rating
        log.warning("could not queue the analysis refresh of study %s; it is queued again once the broker is "
                    "back", study_id, exc_info=True)
        if marked:
            _forget_mark(study_id)


def _forget_mark(study_id: int) -> None:
    try:
        cache.delete(refresh_mark(study_id))
    except Exception:  # the mark expires by itself (REFRESH_MARK_SECONDS)
        log.warning("the cache could not be reached to clear the analysis refresh mark of study %s", study_id)


def refresh_started(study_id: int) -> None:
    _forget_mark(study_id)


def arm_label(study: Study, arm: StudyArm) -> str:
    """How authors see an arm: "arm 1" while blinded, the run once the study is unblinded."""
    if study.status == Study.Status.UNBLINDED:
        return f"arm {arm.position}: run {arm.run_id} {arm.run.condition} × {arm.run.model}"
    return f"arm {arm.position}"


PRIMARY_RULES = ("unanimous_strict", "majority_strict", "majority_lenient", "adjudicated")


def default_plan(study: Study) -> dict:
    """The analysis plan used when none was registered: paper 000's primary endpoint."""
    return {
        "primary": {"arms": [1, 2], "rule": "unanimous_strict", "raters": "non_authors"},
        "sensitivity": [{"arms": [1, 2], "rule": "majority_strict", "raters": "all"},
                        {"arms": [1, 2], "rule": "majority_lenient", "raters": "all"}],
        "exclusions": {"calibration": True, "categories": []},
        "reference_version": study.reference_version,
        "alpha": 0.05,
    }


def plan_digest(plan: dict) -> str:
    return hashlib.sha256(json.dumps(plan, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
