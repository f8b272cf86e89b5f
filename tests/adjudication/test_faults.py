"""Faults of a real deployment on the rating side: with the cache and the broker down, a rating
is still recorded and answered as a normal success (a warning is logged, no 500), a client's retry
of the same submission adds no revision, the study page degrades instead of failing, and the
analysis catches up by itself once they are back (beat's ``adjudication.catch_up_analyses``).

These run in both passes: the cache that is down is a real Redis client pointed at a port nobody
listens on; the broker's failure is what kombu raises when it cannot connect.
``tests/integration/test_redis_faults.py`` kills a real redis-server during submits."""

from __future__ import annotations

import logging
import socket

import pytest
from django.test import Client, override_settings
from django.urls import reverse
from kombu.exceptions import OperationalError

from adjudication import analysis
from adjudication.models import Assignment, Rating, StudyAnalysis
from adjudication.tasks import catch_up_analyses, refresh_analysis
from epikg_site.celery import app as celery_app
from tests.adjudication import factories

# transaction=True: on_commit callbacks run inside the request, as in production, so a failure
# after the commit would reach the response
pytestmark = pytest.mark.django_db(transaction=True)

COMPLETE = {
    "reference": "correct",
    "left.correctness": "correct", "left.fairness": "fair", "left.safety": "safe", "left.utility": "helpful",
    "right.correctness": "partial", "right.fairness": "too_strict", "right.safety": "minor",
    "right.utility": "neutral",
}
NOTE = "Chart says troponin negative twice."


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def world():
    from django.core.cache import cache

    cache.clear()  # no refresh mark left over from another test
    data = factories.dataset()
    admin = factories.user("ada-admin", "admin")
    pat = factories.user("pat-physician", "physician")
    study = factories.make_study(admin=admin, raters=[pat], run_list=factories.runs(data), sample=4)
    return {"study": study, "admin": admin, "pat": pat}


@pytest.fixture
def broker(monkeypatch):
    """The broker: up (sends recorded) or down (sends fail as kombu fails on a refused connection)."""
    state = {"up": True, "sent": []}

    def send_task(self, name, args=None, kwargs=None, **options):
        if not state["up"]:
            raise OperationalError("Error 111 connecting to 127.0.0.1:6379. Connection refused.")
        state["sent"].append((name, tuple(args or ())))

    monkeypatch.setattr(type(celery_app), "send_task", send_task)
    return state


def cache_down():
    return override_settings(CACHES={"default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": f"redis://127.0.0.1:{closed_port()}/0"}})


def test_a_rating_submitted_while_the_cache_and_broker_are_down_is_recorded_and_answered_as_a_success(
        world, broker, caplog):
    study, pat = world["study"], world["pat"]
    first, second = Assignment.objects.filter(rater__user=pat).order_by("position")[:2]
    rater = Client()
    rater.force_login(pat)
    admin = Client()
    admin.force_login(world["admin"])
    broker["up"] = False
    data = {**COMPLETE, "note": NOTE, "submission_key": "k-1", "base_revision": "0"}
    with cache_down(), caplog.at_level(logging.WARNING, logger="adjudication.records"):
        response = rater.post(reverse("rate_submit", args=[first.token]), data)
        assert response.status_code == 302, response.content[:500]
        # the client did not see the answer and sends the same form again: still one revision
        again = rater.post(reverse("rate_submit", args=[first.token]), data)
        assert again.status_code == 302
        assert rater.get(response["Location"]).status_code == 200
        assert rater.get(reverse("rate_item", args=[second.token])).status_code == 200
        # the study page (with the monitoring badge, which reads the cache) degrades, not fails
        page = admin.get(reverse("study_detail", args=[study.pk]))
        assert page.status_code == 200 and b"Monitoring" in page.content
        assert admin.get(reverse("study_analysis", args=[study.pk])).status_code == 200
    assert list(Rating.objects.filter(assignment=first).values_list("revision", flat=True)) == [1]
    warnings = [r for r in caplog.records if r.levelno == logging.WARNING]
    assert any("could not queue the analysis refresh of study" in r.getMessage() for r in warnings)
    assert not any(NOTE in r.getMessage() or NOTE in (r.exc_text or "") for r in caplog.records)
    assert broker["sent"] == []

    # Redis is back: the next beat tick queues the refresh nobody could queue, without a page view
    broker["up"] = True
    assert catch_up_analyses() == 1
    assert broker["sent"] == [("adjudication.refresh_analysis", (study.pk,))]
    assert refresh_analysis(study.pk) is True
    assert StudyAnalysis.objects.get(study=study).result["counts"]["ratings"] == 2  # one rating, two arms
    assert not analysis.study_analysis(study)["stale"]
    assert catch_up_analyses() == 0 and len(broker["sent"]) == 1  # caught up: nothing more to queue


def test_a_refresh_lost_with_the_broker_queue_is_queued_again_once_its_mark_expires(world, broker):
    study, pat = world["study"], world["pat"]
    first = Assignment.objects.filter(rater__user=pat).order_by("position").first()
    rater = Client()
    rater.force_login(pat)
    rater.post(reverse("rate_submit", args=[first.token]),
               {**COMPLETE, "note": "", "submission_key": "k-2", "base_revision": "0"})
    assert broker["sent"] == [("adjudication.refresh_analysis", (study.pk,))]
    # the message is lost with the broker's queue; while its mark lives the refresh counts as queued
    assert catch_up_analyses() == 1 and len(broker["sent"]) == 1
    from django.core.cache import cache

    from adjudication.records import refresh_mark

    cache.delete(refresh_mark(study.pk))  # the mark expired (REFRESH_MARK_SECONDS)
    assert catch_up_analyses() == 1 and len(broker["sent"]) == 2
    refresh_analysis(study.pk)
    assert catch_up_analyses() == 0


def test_a_study_without_ratings_or_still_a_draft_is_not_queued(world, broker):
    assert catch_up_analyses() == 0 and broker["sent"] == []
