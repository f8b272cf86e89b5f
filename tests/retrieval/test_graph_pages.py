"""The Knowledge graph pages: admins see each dataset's and patient's build state and queue
(re)builds for the workers, as ``build_kg --dataset NAME --async`` does."""

from __future__ import annotations

import pytest
from celery import Celery
from django.urls import reverse

from retrieval.corpus.services import corpus_import
from retrieval.graph.jobs import kg_build_run, kg_build_targets
from retrieval.models import Concept, Dataset, KGPatientBuild, Patient
from tests.conftest import EXAMPLE_CORPUS
from tests.retrieval.graph_support import load_vocabulary, use_subset_matcher  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db


@pytest.fixture
def example(db):
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    return Dataset.objects.get(name="example")


@pytest.fixture
def sent(monkeypatch):
    """The Celery tasks queued, as (name, patient pk, rebuild); no worker runs in these tests."""
    tasks = []

    def send_task(app, name, args=None, kwargs=None, **options):
        tasks.append((name, *args, kwargs["rebuild"]))

    monkeypatch.setattr(Celery, "send_task", send_task)
    return tasks


def patient_pk(subject_id: int) -> int:
    return Patient.objects.get(subject_id=subject_id).pk


def test_only_admins_see_the_graph_pages(client, physician, author, admin_user, example):
    pages = [reverse("graph_status"), reverse("graph_dataset", args=["example"])]
    build = reverse("graph_build", args=["example"])
    for url in pages:
        assert client.get(url).url.startswith(reverse("login"))
    client.force_login(physician)  # a 404: physicians must not learn which admin pages exist
    assert [client.get(url).status_code for url in pages] + [client.post(build).status_code] == [404, 404, 404]
    client.force_login(author)
    refused = client.get(pages[0])
    assert refused.status_code == 403 and b"Only admins can do this." in refused.content
    assert client.post(build).status_code == 403
    assert not KGPatientBuild.objects.exists()
    client.force_login(admin_user)
    assert [client.get(url).status_code for url in pages] == [200, 200]
    assert client.get(reverse("graph_dataset", args=["nope"])).status_code == 404
    assert client.get(reverse("graph_build", args=["example"])).status_code == 405


def test_the_admin_nav_links_the_graph_page(client, admin_user, author):
    client.force_login(admin_user)
    assert b'<a href="/graph/">Graph</a>' in client.get(reverse("home")).content
    client.force_login(author)
    assert b'href="/graph/"' not in client.get(reverse("home")).content


def test_it_shows_each_dataset_and_patient_by_build_state(client, admin_user, example, use_subset_matcher):  # noqa: F811
    load_vocabulary()
    kg_build_run(patient_id=patient_pk(10000032))
    kg_build_run(patient_id=patient_pk(10000084))
    KGPatientBuild.objects.filter(patient__subject_id=10000084).update(rules_version="older-rules")
    KGPatientBuild.objects.create(patient_id=patient_pk(10000117), status="failed", error="internal error: RuntimeError")
    Dataset.objects.create(name="empty")
    client.force_login(admin_user)

    overview = client.get(reverse("graph_status"))
    example_row, empty_row = sorted(overview.context["overview"].datasets, key=lambda d: d.name != "example")
    assert (example_row.patients, example_row.built, example_row.stale, example_row.failed, example_row.not_built) \
        == (3, 1, 1, 1, 0)
    built = {b.patient.subject_id: b.edges for b in KGPatientBuild.objects.filter(status="succeeded")}
    assert built[10000032] > 0 and built[10000084] > 0  # the row sums its patients' builds, failed ones adding none
    assert example_row.edges == built[10000032] + built[10000084]
    assert (example_row.state, empty_row.state, empty_row.patients) == ("failed", "empty", 0)
    assert b"has failures" in overview.content and b"hx-trigger" not in overview.content  # nothing runs: no polling

    page = client.get(reverse("graph_dataset", args=["example"]))
    rows = {row["subject_id"]: row for row in page.context["page"]}
    assert {s: r["state"] for s, r in rows.items()} == {10000032: "succeeded", 10000084: "stale", 10000117: "failed"}
    assert (rows[10000032]["notes_total"], rows[10000032]["notes_built"], rows[10000032]["edges"]) == (4, 4, built[10000032])
    assert b"internal error: RuntimeError" in page.content
    failed = client.get(reverse("graph_dataset", args=["example"]), {"state": "failed"})
    assert [row["subject_id"] for row in failed.context["page"]] == [10000117]
    assert [row["subject_id"] for row in client.get(reverse("graph_dataset", args=["example"]),
                                                  {"state": "bogus"}).context["page"]] == [10000032, 10000084, 10000117]


def test_the_dataset_page_is_cheap_and_paginates(client, admin_user, example, django_assert_max_num_queries):
    Patient.objects.bulk_create([Patient(dataset=example, subject_id=20000000 + i) for i in range(60)])
    client.force_login(admin_user)
    client.get(reverse("graph_dataset", args=["example"]))  # the build version is read once per process
    with django_assert_max_num_queries(10):
        page = client.get(reverse("graph_dataset", args=["example"]))
    assert len(page.context["page"]) == 50 and page.context["status"].not_built == 63
    assert b"page 1 of 2" in page.content
    second = client.get(reverse("graph_dataset", args=["example"]), {"page": 2, "state": "not_built"})
    assert len(second.context["page"]) == 13 and b"state=not_built&amp;page=1" in second.content


def test_an_admin_queues_a_build_that_the_workers_run(client, admin_user, example, sent, use_subset_matcher,  # noqa: F811
                                                      django_capture_on_commit_callbacks):
    assert not Concept.objects.exists()
    client.force_login(admin_user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("graph_build", args=["example"]))
    assert response.status_code == 302 and response.url == reverse("graph_dataset", args=["example"])
    # as build_kg does: the vocabulary subset first, then one task per patient, sent after commit by name
    assert Concept.objects.exists()
    pks = [pk for pk, _ in kg_build_targets(dataset="example")]
    assert sorted(sent) == sorted(("retrieval.build_kg_patient", pk, False) for pk in pks)
    page = client.get(response.url)
    assert b"Build of 3 patient(s) of example queued" in page.content
    assert page.context["status"].queued == 3 and b'hx-trigger="every 3s"' in page.content
    assert b"<progress max=\"3\" value=\"0\">" in page.content

    kg_build_run(patient_id=pks[0])  # what the Celery task does, called directly (a real worker: tests/integration)
    refresh = client.get(response.url, HTTP_HX_REQUEST="true")
    assert b"<html" not in refresh.content and b"<progress max=\"3\" value=\"1\">" in refresh.content
    for pk in pks[1:]:
        kg_build_run(patient_id=pk)
    refresh = client.get(response.url, HTTP_HX_REQUEST="true")
    assert {row["state"] for row in refresh.context["page"]} == {"succeeded"}
    assert b"hx-trigger" not in refresh.content  # finished: the page stops polling
    overview = client.get(reverse("graph_status"), HTTP_HX_REQUEST="true")
    assert overview.context["overview"].datasets[0].state == "succeeded" and b"<html" not in overview.content


def test_rebuild_all_rebuilds_every_note(client, admin_user, example, sent, django_capture_on_commit_callbacks):
    client.force_login(admin_user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("graph_build", args=["example"]), {"rebuild": "1"})
    assert response.status_code == 302 and {rebuild for *_, rebuild in sent} == {True} and len(sent) == 3
    assert b"Rebuild of 3 patient(s)" in client.get(response.url).content


def test_a_dataset_without_patients_is_not_queued(client, admin_user, sent, django_capture_on_commit_callbacks):
    Dataset.objects.create(name="empty")
    client.force_login(admin_user)
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("graph_build", args=["empty"]), follow=True)
    assert response.redirect_chain[-1][0] == reverse("graph_status")
    assert b"has no patients to build; import a corpus first" in response.content
    assert sent == [] and not Concept.objects.exists()
