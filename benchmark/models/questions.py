"""What a run answers: benchmark questions, paper 001's task items, and outside prediction sets.

Nothing here holds an answer to a question: reference answers and task gold are in
``benchmark.models.gold``, which the run executor never imports.
"""

from __future__ import annotations

from django.db import models

from benchmark.categories import Category, Task


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


class ExtractionTask(models.TextChoices):
    """Paper 001's three extraction tasks."""

    IMAGING = "imaging", "Imaging studies"
    ANTIBIOTICS = "antibiotics", "Antibiotic courses"
    DIAGNOSES = "diagnoses", "Diagnoses"


class TaskItem(models.Model):
    """One admission asked one of paper 001's extraction tasks: what a task run answers, with no
    answer in it (the gold items are ``TaskGold`` versions, like reference answers of a question)."""

    Kind = ExtractionTask

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="task_items")
    admission = models.ForeignKey("retrieval.Admission", on_delete=models.CASCADE, related_name="task_items")
    subject_id = models.BigIntegerField()
    hadm_id = models.BigIntegerField()
    task = models.CharField(max_length=16, choices=ExtractionTask.choices)
    # Only notes charted before this time are input to the task.
    cutoff = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["dataset", "subject_id", "hadm_id", "task"]
        constraints = [
            models.UniqueConstraint(fields=["dataset", "hadm_id", "task"], name="task_item_unique_per_admission")
        ]

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


class QuestionSample(models.Model):
    """A named, frozen subset of a dataset's questions, saved so runs can be launched on it again
    (a held-out sample, a pilot set). The question ids are kept as given; a run over a sample
    records them in its question filter, so the run stays reproducible if the sample is deleted."""

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="question_samples")
    name = models.CharField(max_length=100)
    qids = models.JSONField(default=list)
    description = models.CharField(max_length=300, blank=True)
    created_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["dataset", "name"]
        constraints = [models.UniqueConstraint(fields=["dataset", "name"], name="question_sample_unique_name")]

    def __str__(self) -> str:
        return f"{self.name} ({len(self.qids)} questions)"
