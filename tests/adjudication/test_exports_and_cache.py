"""Exports (pseudonyms only; the release export carries no free text) and the cached analysis,
refreshed by the Celery task when ratings change."""

from __future__ import annotations

import csv
import io
import json
import uuid

import pytest

from adjudication import analysis, exports, rating
from adjudication.models import Assignment, AuditEvent, Study, StudyAnalysis
from adjudication.tasks import refresh_analysis
from epikg_site.celery import app as celery_app
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db


@pytest.fixture
def rated():
    admin = f.user("boss", "admin", is_superuser=True)
    docs = [f.user(n, "physician") for n in ("ann", "bob")]
    runs = f.runs(f.dataset())
    study = f.make_study(admin=admin, raters=docs, run_list=runs, sample=9)
    for doc in docs:
        for a in Assignment.objects.filter(study=study, rater__user=doc)[:4]:
            values = {"reference": "needs_revision", "note": "Patient-specific detail from the chart.",
                      "submission_key": uuid.uuid4().hex, "base_revision": "0"}
            for side in ("left", "right"):
                values.update({f"{side}.correctness": "partial", f"{side}.fairness": "fair", f"{side}.safety": "safe",
                               f"{side}.utility": "neutral"})
            rating.submit(doc, a.token, values)
    return admin, docs, study


def test_exports_use_pseudonyms_and_the_release_leaves_out_free_text(rated):
    admin, docs, study = rated
    name, content_type, body = exports.export(study, "ratings.csv", admin)
    assert name == f"study-{study.pk}-ratings.csv" and content_type.startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(body.decode())))
    assert len(rows) == 2 * 2 * 4 and {r["rater"] for r in rows} <= {"R02", "R03"}
    assert not any(d.username in body.decode() for d in docs)
    assert {r["condition"] for r in rows} == {""}  # blinded: no run behind the arms yet
    assert rows[0]["rubric_version"] == "app-o-v1" and rows[0]["reference_version"] == "v2"
    # an open study with ratings pending: every row says so, in the in-house export and the release
    assert {(r["study_state"], r["ratings_standing"]) for r in rows} == {("open", "interim")}
    _, _, release = exports.export(study, "release.jsonl", admin)
    records = [json.loads(line) for line in release.decode().splitlines()]
    assert {(r["study_state"], r["ratings_standing"]) for r in records} == {("open", "interim")}
    assert records and not any(key in r for r in records for key in ("note", "answer", "question"))
    assert "Patient-specific" not in release.decode() and "chest pain" not in release.decode()
    assert AuditEvent.objects.filter(study=study, action="exported").count() == 2
    with pytest.raises(exports.ExportError):
        exports.export(study, "ratings.csv", docs[0])


def test_every_export_names_users_by_pseudonym_the_audit_trail_too(rated):
    from adjudication.raters import profile_for
    from adjudication.studies import set_adjudicators

    admin, docs, study = rated
    adjudicator = f.user("carol-adjudicator", "physician")
    set_adjudicators(study, [adjudicator.username], user=admin)
    bodies = {kind: exports.export(study, kind, admin)[2].decode() for kind in exports.KINDS}
    people = [admin, adjudicator, *docs]
    for kind, body in bodies.items():
        for person in people:
            assert person.username not in body, (kind, person.username)
    rows = list(csv.DictReader(io.StringIO(bodies["audit.csv"])))
    pseudonym = {u.username: profile_for(u).pseudonym for u in people}
    created = next(r for r in rows if r["action"] == "created")
    assert created["actor"] == pseudonym["boss"]
    assert json.loads(created["details"])["raters"] == [pseudonym["ann"], pseudonym["bob"]]
    named = next(r for r in rows if r["action"] == "adjudicators")
    assert json.loads(named["details"])["usernames"] == [pseudonym["carol-adjudicator"]]
    rated_rows = [r for r in rows if r["action"] == "rated"]
    assert len(rated_rows) == 8 and {r["actor"] for r in rated_rows} == {pseudonym["ann"], pseudonym["bob"]}


def test_the_audit_trail_hides_the_runs_until_unblinding_and_prints_details_as_json(rated):
    """The "created" event names the compared runs: in id order (the order given was the arms'),
    and in audit.csv, as on the study page, hidden until the study is unblinded."""
    from django.test import Client
    from django.urls import reverse

    from adjudication.models import Study
    from adjudication.studies import lock, unblind

    admin, docs, study = rated
    created = study.audit.get(action="created")
    assert created.details["runs"] == sorted(created.details["runs"])
    rows = list(csv.DictReader(io.StringIO(exports.export(study, "audit.csv", admin)[2].decode())))
    assert json.loads(next(r for r in rows if r["action"] == "created")["details"])["runs"] == "hidden until unblinding"
    client = Client()
    client.force_login(admin)
    page = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    trail = page.split('id="audit"')[1]
    assert "{&#x27;" not in trail and "{'" not in trail  # a rating's values as JSON, never a Python repr
    lock(study, user=admin, accept_incomplete=True)
    unblind(Study.objects.get(pk=study.pk), user=admin, accept_incomplete=True)
    rows = list(csv.DictReader(io.StringIO(exports.export(Study.objects.get(pk=study.pk), "audit.csv",
                                                          admin)[2].decode())))
    assert json.loads(next(r for r in rows if r["action"] == "created")["details"])["runs"] == created.details["runs"]


def test_the_analysis_is_cached_and_refreshed_when_ratings_change(rated, monkeypatch,
                                                                   django_capture_on_commit_callbacks):
    admin, docs, study = rated
    sent = []
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args, **options: sent.append((name, args)))
    with django_capture_on_commit_callbacks(execute=True):
        first = analysis.study_analysis(study)
    assert first["stale"] and sent == [("adjudication.refresh_analysis", (study.pk,))]
    assert refresh_analysis(study.pk) is True
    cached = analysis.study_analysis(study)
    assert not cached["stale"] and cached["counts"]["ratings"] == 16
    a = Assignment.objects.filter(study=study, rater__user=docs[0], status="pending").first()
    values = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0"}
    for side in ("left", "right"):
        values.update({f"{side}.correctness": "correct", f"{side}.fairness": "fair", f"{side}.safety": "safe",
                       f"{side}.utility": "helpful"})
    with django_capture_on_commit_callbacks(execute=True):
        rating.submit(docs[0], a.token, values)
    assert sent[-1] == ("adjudication.refresh_analysis", (study.pk,)) and len(sent) == 2
    # a burst of ratings (and page views) while one refresh is queued shares it
    b = Assignment.objects.filter(study=study, rater__user=docs[1], status="pending").first()
    with django_capture_on_commit_callbacks(execute=True):
        rating.submit(docs[1], b.token, {**values, "submission_key": uuid.uuid4().hex})
    with django_capture_on_commit_callbacks(execute=True):
        assert analysis.study_analysis(study)["stale"]
    assert len(sent) == 2
    refresh_analysis(study.pk)
    assert analysis.study_analysis(study)["counts"]["ratings"] == 20
    assert StudyAnalysis.objects.count() == 1
    assert refresh_analysis(10**6) is False


def test_scoring_the_runs_after_the_ratings_refreshes_the_evaluators_against_the_physicians(rated):
    # a study is usually scored after unblinding: the cached analysis must not keep saying "no
    # evaluator scores" once the runs have them (a set-4 read of issue 32 met this)
    from adjudication.studies import lock, unblind

    admin, docs, study = rated
    lock(study, user=admin, accept_incomplete=True)
    unblind(Study.objects.get(pk=study.pk), user=admin, accept_incomplete=True)
    study = Study.objects.get(pk=study.pk)
    refresh_analysis(study.pk)
    before = analysis.study_analysis(study)
    assert not before["stale"] and before["evaluator_concordance"] == []
    for arm in study.arms.select_related("run"):
        f.score(arm.run, "polarity", lambda question: True, reference_version=study.reference_version)
    assert analysis.study_analysis(study)["stale"]  # the scores moved the inputs: recompute
    refresh_analysis(study.pk)
    rows = analysis.study_analysis(study)["evaluator_concordance"]
    assert [r["evaluator"] for r in rows] == ["polarity@test"] and rows[0]["n"] > 0, rows
