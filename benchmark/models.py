"""Benchmark questions, their versioned reference answers, extraction-task gold and predictions.

The file formats these rows come from are in docs/benchmark-format.md. Like the corpus, every
row belongs to a dataset and speaks in MIMIC identifiers (``subject_id``, ``hadm_id``) beside
its foreign keys. Reference versions are immutable: the importers never update one (an
identical re-import is a no-op, any difference an error), so scores computed against a version
stay reproducible.
"""

from __future__ import annotations

from django.db import models

from benchmark.categories import Category, DefectType, Task


class Question(models.Model):
    """A benchmark question about one patient; it carries no answer (see ReferenceAnswer)."""

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="questions")
    qid = models.CharField(max_length=64)
    patient = models.ForeignKey("retrieval.Patient", on_delete=models.CASCADE, related_name="questions")
    subject_id = models.BigIntegerField()
    # The admissions the question is about, each an admission of ``subject_id`` (may be empty).
    hadm_ids = models.JSONField(default=list, blank=True)
    category = models.CharField(max_length=32, choices=Category.choices)
    task = models.CharField(max_length=1, choices=Task.choices)
    text = models.TextField(help_text="The question, as a clinician would ask it.")
    section = models.CharField(max_length=128, blank=True, help_text="Chart section the answer comes from.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["dataset", "qid"]
        constraints = [models.UniqueConstraint(fields=["dataset", "qid"], name="question_unique_qid_per_dataset")]
        indexes = [models.Index(fields=["dataset", "category"], name="question_dataset_category")]

    def __str__(self) -> str:
        return self.qid


class ReferenceAnswer(models.Model):
    """One immutable version of the reference answer to a question (``v1``, ``v2``, ...)."""

    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="references")
    version = models.CharField(max_length=32)
    answer = models.TextField()
    structure = models.JSONField(null=True, blank=True)
    # [{"note_id", "start", "end", "section"}]: character spans of notes of the same patient.
    evidence = models.JSONField(default=list, blank=True)
    author = models.CharField(max_length=150)
    rationale = models.TextField(blank=True)
    # The version this one was derived from, for the same question. RESTRICT (not PROTECT) so
    # deleting a whole question or dataset still cascades through the version chain.
    parent = models.ForeignKey(
        "self", on_delete=models.RESTRICT, null=True, blank=True, related_name="children"
    )
    defect_type = models.CharField(max_length=40, blank=True, choices=DefectType.choices)
    created = models.DateTimeField()

    class Meta:
        ordering = ["question", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["question", "version"], name="reference_unique_version_per_question")
        ]

    def __str__(self) -> str:
        return f"{self.question_id}@{self.version}"


class TaskGold(models.Model):
    """Gold items of one of paper 001's extraction tasks for one admission."""

    class Kind(models.TextChoices):
        IMAGING = "imaging", "Imaging studies"
        ANTIBIOTICS = "antibiotics", "Antibiotic courses"
        DIAGNOSES = "diagnoses", "Diagnoses"

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="task_gold")
    admission = models.ForeignKey("retrieval.Admission", on_delete=models.CASCADE, related_name="task_gold")
    subject_id = models.BigIntegerField()
    hadm_id = models.BigIntegerField()
    task = models.CharField(max_length=16, choices=Kind.choices)
    # Only notes charted before this time are input to the task.
    cutoff = models.DateTimeField(null=True, blank=True)
    items = models.JSONField(default=list, blank=True)

    class Meta:
        ordering = ["dataset", "subject_id", "hadm_id", "task"]
        constraints = [
            models.UniqueConstraint(fields=["dataset", "hadm_id", "task"], name="task_gold_unique_per_admission")
        ]
        verbose_name_plural = "task gold"

    def __str__(self) -> str:
        return f"{self.hadm_id}/{self.task}"


class PredictionSet(models.Model):
    """Answers from outside the workbench (another system's output), scored like a run."""

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="prediction_sets")
    name = models.SlugField(max_length=64)
    source = models.TextField(blank=True, help_text="The file the predictions were imported from.")
    created_at = models.DateTimeField(auto_now_add=True)
    created_by = models.ForeignKey(
        "auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+"
    )

    class Meta:
        ordering = ["dataset", "name"]
        constraints = [
            models.UniqueConstraint(fields=["dataset", "name"], name="prediction_set_unique_name_per_dataset")
        ]

    def __str__(self) -> str:
        return self.name


class Prediction(models.Model):
    prediction_set = models.ForeignKey(PredictionSet, on_delete=models.CASCADE, related_name="predictions")
    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="predictions")
    answer = models.TextField(blank=True)

    class Meta:
        ordering = ["prediction_set", "question"]
        constraints = [
            models.UniqueConstraint(fields=["prediction_set", "question"], name="prediction_unique_per_question")
        ]

    def __str__(self) -> str:
        return f"{self.prediction_set_id}:{self.question_id}"
