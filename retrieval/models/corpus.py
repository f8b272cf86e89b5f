"""The EHR corpus: datasets of patients, admissions and notes with MIMIC-IV column names.

``subject_id`` and ``hadm_id`` are the source identifiers (integers in MIMIC-IV) and are kept as
plain columns beside the foreign keys, because every later stage — questions, knowledge-graph
edges, exports — speaks in them. They are unique within a dataset, not globally, so a synthetic
cohort and a MIMIC extract can live side by side.
"""

from __future__ import annotations

from django.db import models


class Dataset(models.Model):
    """A named corpus (e.g. ``synthetic`` or ``mimic-iv``); every record belongs to one."""

    name = models.SlugField(max_length=64, unique=True)
    description = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return self.name


class Patient(models.Model):
    dataset = models.ForeignKey(Dataset, on_delete=models.CASCADE, related_name="patients")
    subject_id = models.BigIntegerField()
    gender = models.CharField(max_length=16, blank=True)
    anchor_age = models.PositiveSmallIntegerField(null=True, blank=True)
    race = models.CharField(max_length=128, blank=True)

    class Meta:
        ordering = ["dataset", "subject_id"]
        constraints = [
            models.UniqueConstraint(fields=["dataset", "subject_id"], name="patient_unique_subject_per_dataset")
        ]

    def __str__(self) -> str:
        return f"{self.dataset_id}:{self.subject_id}"


class Admission(models.Model):
    dataset = models.ForeignKey(Dataset, on_delete=models.CASCADE, related_name="admissions")
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="admissions")
    subject_id = models.BigIntegerField()
    hadm_id = models.BigIntegerField()
    admittime = models.DateTimeField()
    dischtime = models.DateTimeField(null=True, blank=True)
    # MIMIC-IV records race per admission; a patient's race is their latest admission's.
    race = models.CharField(max_length=128, blank=True)
    # MIMIC-IV's admissions.insurance (Medicare, Medicaid, Private, Other, No charge); blank when
    # the source does not record it. Kept per admission, as the source does: it can change.
    insurance = models.CharField(max_length=64, blank=True, default="")

    class Meta:
        ordering = ["dataset", "subject_id", "admittime"]
        constraints = [
            models.UniqueConstraint(fields=["dataset", "hadm_id"], name="admission_unique_hadm_per_dataset")
        ]

    def __str__(self) -> str:
        return f"{self.subject_id}/{self.hadm_id}"


class NoteType(models.TextChoices):
    """MIMIC-IV-Note types plus the other note kinds a chart carries; other codes are allowed."""

    DISCHARGE_SUMMARY = "DS", "Discharge summary"
    RADIOLOGY = "RR", "Radiology report"
    RADIOLOGY_ADDENDUM = "AR", "Radiology addendum"
    PROGRESS = "PN", "Progress note"
    CONSULT = "CN", "Consult note"
    NURSING = "NN", "Nursing note"
    ED = "ED", "Emergency department note"


class Note(models.Model):
    dataset = models.ForeignKey(Dataset, on_delete=models.CASCADE, related_name="notes")
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="notes")
    admission = models.ForeignKey(
        Admission, on_delete=models.CASCADE, related_name="notes", null=True, blank=True
    )
    note_id = models.CharField(max_length=128)
    subject_id = models.BigIntegerField()
    hadm_id = models.BigIntegerField(null=True, blank=True)
    note_type = models.CharField(max_length=64)
    note_seq = models.IntegerField(null=True, blank=True)
    charttime = models.DateTimeField()
    storetime = models.DateTimeField(null=True, blank=True)
    text = models.TextField()
    # Notes are immutable once imported (knowledge-graph provenance points at character spans),
    # so re-imports compare this digest instead of the full text.
    text_sha256 = models.CharField(max_length=64)

    class Meta:
        ordering = ["dataset", "subject_id", "charttime", "note_seq", "note_id"]
        constraints = [
            models.UniqueConstraint(fields=["dataset", "note_id"], name="note_unique_id_per_dataset")
        ]
        indexes = [models.Index(fields=["patient", "charttime"], name="note_patient_time")]

    def __str__(self) -> str:
        return self.note_id

    @property
    def note_type_label(self) -> str:
        try:
            return NoteType(self.note_type).label
        except ValueError:
            return self.note_type


class ImportJob(models.Model):
    """One run of a corpus importer, from the CLI or a Celery task, with its progress and outcome."""

    class Kind(models.TextChoices):
        CORPUS = "corpus", "Portable corpus (JSONL)"
        MIMIC = "mimic", "MIMIC-IV / MIMIC-IV-Note CSV"

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        SUCCEEDED = "succeeded"
        FAILED = "failed"

    kind = models.CharField(max_length=16, choices=Kind.choices)
    dataset_name = models.SlugField(max_length=64)
    source = models.TextField(help_text="Folder or files read, as given.")
    options = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    current_file = models.CharField(max_length=255, blank=True)
    rows_read = models.BigIntegerField(default=0)
    counts = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    created_by = models.ForeignKey(
        "auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.kind} import into {self.dataset_name} ({self.status})"
