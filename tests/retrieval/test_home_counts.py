"""The home page's per-dataset counts: right numbers, few queries, and no patients × notes join."""

from __future__ import annotations

import datetime as dt

import pytest
from django.db import connection
from django.db.models import Count
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from retrieval.models import Admission, Dataset, Note, Patient
from retrieval.selectors import dataset_list_with_counts

pytestmark = pytest.mark.django_db
WHEN = dt.datetime(2150, 1, 1, tzinfo=dt.UTC)


def make_dataset(name: str, shape: list[tuple[int, int]]) -> Dataset:
    """A dataset with one patient per ``(admissions, notes per admission)`` pair; each patient
    also has one note outside any admission, as outpatient radiology reports are."""
    dataset = Dataset.objects.create(name=name)
    for i, (admissions, notes_each) in enumerate(shape):
        patient = Patient.objects.create(dataset=dataset, subject_id=i)
        notes = [Note(dataset=dataset, patient=patient, subject_id=i, note_id=f"{i}-RR", note_type="RR",
                      charttime=WHEN, text="x", text_sha256="0")]
        for a in range(admissions):
            admission = Admission.objects.create(dataset=dataset, patient=patient, subject_id=i,
                                                 hadm_id=i * 100 + a, admittime=WHEN)
            notes += [Note(dataset=dataset, patient=patient, admission=admission, subject_id=i,
                           hadm_id=admission.hadm_id, note_id=f"{i}-{a}-{n}", note_type="DS", charttime=WHEN,
                           text="x", text_sha256="0") for n in range(notes_each)]
        Note.objects.bulk_create(notes)
    return dataset


@pytest.fixture
def datasets():
    make_dataset("busy", [(2, 3), (1, 1), (0, 0)])  # 3 patients, 3 admissions, 3 + 6 + 1 = 10 notes
    make_dataset("quiet", [(0, 0)])                   # 1 patient, no admissions, 1 note
    Dataset.objects.create(name="empty")


def test_it_counts_each_table_per_dataset(datasets):
    counts = {d.name: (d.patient_count, d.admission_count, d.note_count) for d in dataset_list_with_counts()}
    assert counts == {"busy": (3, 3, 10), "quiet": (1, 0, 1), "empty": (0, 0, 0)}


def test_it_agrees_with_the_distinct_join_it_replaced(datasets):
    joined = Dataset.objects.annotate(
        patient_count=Count("patients", distinct=True), admission_count=Count("admissions", distinct=True),
        note_count=Count("notes", distinct=True),
    ).order_by("name")

    def rows(queryset):
        return [(d.name, d.patient_count, d.admission_count, d.note_count) for d in queryset]
    assert rows(dataset_list_with_counts()) == rows(joined)


def test_it_never_joins_the_counted_tables(datasets):
    with CaptureQueriesContext(connection) as captured:
        list(dataset_list_with_counts())
    assert len(captured.captured_queries) == 1
    sql = captured.captured_queries[0]["sql"].upper()
    # The old form joined patients × admissions × notes and de-duplicated the product.
    assert "JOIN" not in sql and "DISTINCT" not in sql


def test_the_home_page_shows_the_counts_in_a_bounded_number_of_queries(client, physician, datasets,
                                                                        django_assert_max_num_queries):
    client.force_login(physician)
    # session, user, roles (the view's and the navigation's), datasets: one query for any number
    with django_assert_max_num_queries(5):
        response = client.get(reverse("home"))
    assert response.status_code == 200
    html = response.content.decode()
    busy_row = html[html.index('>busy</a>'):].split("</tr>")[0]
    assert [cell.split(">")[-1] for cell in busy_row.split("</td>")[1:4]] == ["3", "3", "10"]
