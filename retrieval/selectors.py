"""Read-side queries for corpus pages."""

from __future__ import annotations

from django.db.models import Count, Max, Min, QuerySet

from retrieval.models import Admission, Dataset, ImportJob, Note, Patient


def dataset_list_with_counts() -> QuerySet[Dataset]:
    # Separate subqueries: joining patients, admissions and notes at once would multiply rows.
    return Dataset.objects.annotate(
        patient_count=Count("patients", distinct=True),
        admission_count=Count("admissions", distinct=True),
        note_count=Count("notes", distinct=True),
    ).order_by("name")


def patient_list(dataset: Dataset) -> QuerySet[Patient]:
    return (
        Patient.objects.filter(dataset=dataset)
        .annotate(
            admission_count=Count("admissions", distinct=True),
            note_count=Count("notes", distinct=True),
            first_note=Min("notes__charttime"),
            last_note=Max("notes__charttime"),
        )
        .order_by("subject_id")
    )


def patient_chart(patient: Patient) -> list[dict]:
    """Admissions in time order with their notes; notes outside any admission come last."""
    notes = list(
        Note.objects.filter(patient=patient)
        .only("note_id", "note_type", "note_seq", "charttime", "admission_id", "hadm_id")
        .order_by("charttime", "note_seq", "note_id")
    )
    by_admission: dict[int | None, list[Note]] = {}
    for note in notes:
        by_admission.setdefault(note.admission_id, []).append(note)
    chart = [
        {"admission": admission, "notes": by_admission.get(admission.pk, [])}
        for admission in Admission.objects.filter(patient=patient).order_by("admittime")
    ]
    if by_admission.get(None):
        chart.append({"admission": None, "notes": by_admission[None]})
    return chart


def recent_import_jobs(limit: int = 10) -> QuerySet[ImportJob]:
    return ImportJob.objects.order_by("-created_at")[:limit]
