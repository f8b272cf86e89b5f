"""Concurrent submissions on PostgreSQL: the same form sent twice at once records one rating; two
windows revising the same rating at once record one revision and refuse the other."""

from __future__ import annotations

import threading
import uuid

import pytest
from django.db import connection

from adjudication import rating
from adjudication.models import Assignment, Rating
from tests.adjudication import factories as f

pytestmark = [pytest.mark.postgres, pytest.mark.django_db(transaction=True)]


def form(key: str, base: int, correctness: str = "correct") -> dict:
    values = {"reference": "correct", "submission_key": key, "base_revision": str(base)}
    for side in ("left", "right"):
        values.update({f"{side}.correctness": correctness, f"{side}.fairness": "fair", f"{side}.safety": "safe",
                       f"{side}.utility": "helpful"})
    return values


def race(user, token, forms) -> list:
    results, barrier = [None] * len(forms), threading.Barrier(len(forms))

    def send(i):
        try:
            barrier.wait()
            results[i] = rating.submit(user, token, forms[i])
        except Exception as exc:  # noqa: BLE001  (the outcome is what is checked)
            results[i] = exc
        finally:
            connection.close()

    threads = [threading.Thread(target=send, args=(i,)) for i in range(len(forms))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return results


def test_simultaneous_submissions_neither_duplicate_nor_lose_a_rating():
    admin = f.user("boss", "admin", is_superuser=True)
    ann = f.user("ann", "physician")
    study = f.make_study(admin=admin, raters=[ann], run_list=f.runs(f.dataset()), sample=3)
    a = Assignment.objects.filter(study=study).first()
    key = uuid.uuid4().hex
    results = race(ann, a.token, [form(key, 0)] * 4)  # a quadruple click
    assert all(isinstance(r, Rating) for r in results) and len({r.pk for r in results}) == 1
    assert Rating.objects.filter(assignment=a).count() == 1
    # two windows revising revision 1 at once: one becomes revision 2, the other is told to reload
    results = race(ann, a.token, [form(uuid.uuid4().hex, 1, "partial"), form(uuid.uuid4().hex, 1, "incorrect")])
    saved = [r for r in results if isinstance(r, Rating)]
    refused = [r for r in results if isinstance(r, rating.RatingConflict)]
    assert len(saved) == 1 and len(refused) == 1 and saved[0].revision == 2
    assert list(Rating.objects.filter(assignment=a).values_list("revision", flat=True).order_by("revision")) == [1, 2]
