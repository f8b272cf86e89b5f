"""Corpus pages: who may see what, and that they show the chart."""

import pytest
from django.urls import reverse

from retrieval.corpus.services import corpus_import
from retrieval.imports import import_job_progress, import_job_run
from retrieval.models import Dataset, ImportJob
from tests.conftest import EXAMPLE_CORPUS

pytestmark = pytest.mark.django_db


@pytest.fixture
def example(db):
    corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example")
    return Dataset.objects.get(name="example")


def test_it_requires_login(client, example):
    for url in [reverse("home"), reverse("dataset_detail", args=["example"]), reverse("import_list")]:
        response = client.get(url)
        assert response.status_code == 302 and response.url.startswith(reverse("login"))


def test_it_shows_the_login_page(client):
    response = client.get(reverse("login"))
    assert response.status_code == 200 and b"Log in" in response.content


def test_it_lists_datasets_with_counts(client, physician, example):
    client.force_login(physician)
    response = client.get(reverse("home"))
    assert response.status_code == 200
    row = [d for d in response.context["datasets"] if d.name == "example"][0]
    assert (row.patient_count, row.admission_count, row.note_count) == (3, 4, 7)


def test_it_tells_users_without_a_role_to_ask_for_one(client, outsider, example):
    client.force_login(outsider)
    response = client.get(reverse("home"))
    assert b"no workbench role" in response.content
    assert client.get(reverse("dataset_detail", args=["example"])).status_code == 403
    assert client.get(reverse("note_detail", args=["example", "10000032-DS-21"])).status_code == 403


def test_it_shows_a_patient_chart_by_admission(client, physician, example, django_assert_max_num_queries):
    client.force_login(physician)
    with django_assert_max_num_queries(12):
        response = client.get(reverse("patient_detail", args=["example", 10000084]))
    assert response.status_code == 200
    chart = response.context["chart"]
    assert [block["admission"].hadm_id if block["admission"] else None for block in chart] == [23052089, None]
    assert [n.note_id for n in chart[1]["notes"]] == ["10000084-RR-32"]


def test_it_shows_a_note(client, physician, example):
    client.force_login(physician)
    response = client.get(reverse("note_detail", args=["example", "10000032-DS-21"]))
    assert response.status_code == 200
    assert b"HCV cirrhosis c/b ascites" in response.content
    assert client.get(reverse("note_detail", args=["example", "missing"])).status_code == 404


def test_the_patient_list_paginates(client, physician, example, django_assert_max_num_queries):
    client.force_login(physician)
    with django_assert_max_num_queries(10):
        response = client.get(reverse("dataset_detail", args=["example"]))
    assert [p.subject_id for p in response.context["page"]] == [10000032, 10000084, 10000117]


def test_only_admins_see_imports(client, physician, admin_user):
    client.force_login(physician)  # physicians get a 404: they must not learn which admin pages exist
    assert client.get(reverse("import_list")).status_code == 404
    assert client.post(reverse("import_create"), {}).status_code == 404
    client.force_login(admin_user)
    assert client.get(reverse("import_list")).status_code == 200


def test_an_admin_queues_an_import_that_a_worker_runs(client, admin_user, settings, django_capture_on_commit_callbacks):
    settings.EPIKG_IMPORT_ROOTS = [str(EXAMPLE_CORPUS.parent)]
    client.force_login(admin_user)
    with django_capture_on_commit_callbacks() as callbacks:
        response = client.post(reverse("import_create"), {
            "kind": "corpus", "source": str(EXAMPLE_CORPUS), "dataset_name": "from-browser",
        })
    assert response.status_code == 302
    job = ImportJob.objects.get()
    assert (job.status, job.dataset_name, job.created_by) == ("queued", "from-browser", admin_user)
    assert len(callbacks) == 1  # the task is enqueued only after the job row commits
    # What the Celery task does, called directly (a real worker runs it in tests/integration).
    job = import_job_run(job_id=job.pk)
    assert job.status == "succeeded" and job.counts["notes"]["created"] == 7
    page = client.get(reverse("import_list"), HTTP_HX_REQUEST="true")
    assert b"succeeded" in page.content and b"<html" not in page.content


def test_a_failed_import_job_records_the_error(admin_user, settings, tmp_path):
    settings.EPIKG_IMPORT_ROOTS = [str(tmp_path)]
    (tmp_path / "empty").mkdir()
    job = ImportJob.objects.create(kind="corpus", dataset_name="x", source=str(tmp_path / "empty"))
    job = import_job_run(job_id=job.pk)
    assert job.status == "failed" and "missing patients.jsonl" in job.error
    assert not Dataset.objects.filter(name="x").exists()


def test_it_refuses_folders_outside_the_import_roots(client, admin_user, settings, tmp_path):
    settings.EPIKG_IMPORT_ROOTS = [str(tmp_path / "imports")]
    client.force_login(admin_user)
    response = client.post(reverse("import_create"), {"kind": "corpus", "source": "/etc", "dataset_name": "x"})
    assert response.status_code == 400 and b"/etc: outside the import roots" in response.content
    assert not ImportJob.objects.exists()


def test_a_running_job_shows_its_live_progress(client, admin_user, settings):
    settings.EPIKG_IMPORT_ROOTS = [str(EXAMPLE_CORPUS.parent)]
    job = ImportJob.objects.create(kind="corpus", dataset_name="example", source=str(EXAMPLE_CORPUS))
    job = import_job_run(job_id=job.pk)
    assert job.status == "succeeded"
    # The last progress event the import reported stays readable from the shared cache.
    assert import_job_progress(job) == {
        "file": "notes.jsonl", "bytes_done": (EXAMPLE_CORPUS / "notes.jsonl").stat().st_size,
        "bytes_total": (EXAMPLE_CORPUS / "notes.jsonl").stat().st_size, "rows": 7,
    }
    ImportJob.objects.filter(pk=job.pk).update(status="running")
    client.force_login(admin_user)
    assert b"notes.jsonl: 7 rows" in client.get(reverse("import_list")).content
