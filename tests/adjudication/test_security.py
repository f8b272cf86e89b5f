"""The rating app's security: anonymous users go to the login page, physicians reach nothing but
their own items (404 everywhere else, the admin included), CSRF is enforced on every state
change, and log-ins are rate-limited for raters as for everyone."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from adjudication.models import Assignment
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def world():
    admin = f.user("boss", "admin", is_superuser=True, is_staff=True)
    ann, bob = f.user("ann", "physician"), f.user("bob", "physician")
    runs = f.runs(f.dataset())
    study = f.make_study(admin=admin, raters=[ann, bob], run_list=runs, sample=6, k=1, adjudicators=("bob",))
    return admin, ann, bob, runs, study


def test_anonymous_users_are_sent_to_the_login_page(client, world):
    admin, ann, bob, runs, study = world
    token = Assignment.objects.filter(rater__user=ann).first().token
    for url in ("/rate/", f"/rate/{token}/", "/studies/", f"/studies/{study.pk}/", "/adjudicate/",
                f"/studies/{study.pk}/export/ratings.csv/"):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith(reverse("login")), url


def test_physicians_reach_only_their_own_items(client, world):
    admin, ann, bob, runs, study = world
    client.force_login(ann)
    theirs = Assignment.objects.filter(rater__user=bob).first()
    note = theirs.item.question.patient.notes.first()
    refused = [
        "/runs/", f"/runs/{runs[0].pk}/", "/reports/", "/imports/", "/studies/", "/studies/new/",
        f"/studies/{study.pk}/", f"/studies/{study.pk}/analysis/", f"/studies/{study.pk}/export/release.jsonl/",
        f"/rate/{theirs.token}/", f"/rate/queue/{theirs.rater.token}/", f"/rate/{theirs.token}/notes/{note.pk}/",
        f"/adjudicate/{theirs.item.token}/",  # ann is not this study's adjudicator
    ]
    for url in refused:
        assert client.get(url).status_code == 404, url
    for url in (f"/rate/{theirs.token}/submit/", f"/rate/{theirs.token}/draft/", f"/rate/{theirs.token}/skip/",
                f"/studies/{study.pk}/lock/", f"/studies/{study.pk}/unblind/"):
        assert client.post(url, {"reason": "x"}).status_code == 404, url
    # the admin site: not staff, so the admin's login page, never an admin page
    response = client.get("/admin/")
    assert response.status_code == 302 and "/admin/login/" in response["Location"]
    assert client.get("/admin/adjudication/rating/").status_code == 302
    # and what is theirs works
    mine = Assignment.objects.filter(rater__user=ann).first()
    assert client.get(f"/rate/{mine.token}/").status_code == 200


def test_csrf_is_enforced_on_rating_and_study_actions(world):
    admin, ann, bob, runs, study = world
    mine = Assignment.objects.filter(rater__user=ann).first()
    rater = Client(enforce_csrf_checks=True)
    rater.force_login(ann)
    for url in (f"/rate/{mine.token}/submit/", f"/rate/{mine.token}/draft/", f"/rate/{mine.token}/skip/"):
        assert rater.post(url, {"reason": "no token"}).status_code == 403, url
    boss = Client(enforce_csrf_checks=True)
    boss.force_login(admin)
    assert boss.post(f"/studies/{study.pk}/lock/").status_code == 403
    study.refresh_from_db()
    assert study.status == "open"


def test_rater_log_ins_are_rate_limited(client, world, settings):
    for _ in range(settings.AXES_FAILURE_LIMIT):
        client.post(reverse("login") + "?next=/rate/", {"username": "ann", "password": "wrong"},
                    REMOTE_ADDR="192.0.2.44")
    locked = client.post(reverse("login") + "?next=/rate/", {"username": "ann", "password": "pw-ann"},
                         REMOTE_ADDR="198.51.100.9")
    assert locked.status_code == 429 and "_auth_user_id" not in client.session


def test_no_page_a_physician_can_open_names_a_run_condition_or_model(client, world):
    import re

    from benchmark.models import Question

    admin, ann, bob, runs, study = world
    client.force_login(ann)
    question = Question.objects.first()
    note = question.patient.notes.first()
    pages = ["/", f"/datasets/{question.dataset.name}/", f"/datasets/{question.dataset.name}/questions/",
             f"/datasets/{question.dataset.name}/questions/{question.qid}/",
             f"/datasets/{question.dataset.name}/patients/{question.patient.subject_id}/",
             f"/datasets/{question.dataset.name}/notes/{note.note_id}/", "/rate/", "/adjudicate/"]
    names = {name for run in runs for name in (run.condition, run.model, run.label)}
    for url in pages:
        response = client.get(url)
        assert response.status_code == 200, url
        body = response.content.decode()
        for name in names:
            assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", body), (url, name)
