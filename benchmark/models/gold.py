"""What answers are compared with: versioned reference answers, versioned task gold, and the
dataset's current release of both. Never imported by the code that answers or executes runs.
"""

from __future__ import annotations

from django.db import models

from benchmark.categories import DefectType


class ReferenceAnswer(models.Model):
    """One immutable version of the reference answer to a question (``v1``, ``v2``, ...)."""

    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="references")
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
    """One immutable version of the gold items of a task item (``v1``, ``v2``, ...): re-importing
    a version with other items is an error, so scores computed against it stay reproducible."""

    item = models.ForeignKey("benchmark.TaskItem", on_delete=models.CASCADE, related_name="gold")
    version = models.CharField(max_length=32, default="v1")
    items = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["item", "version"]
        constraints = [models.UniqueConstraint(fields=["item", "version"], name="task_gold_unique_version_per_item")]
        verbose_name_plural = "task gold"

    def __str__(self) -> str:
        return f"{self.item_id}@{self.version}"


class DatasetRelease(models.Model):
    """The dataset's current release: which reference version and which task-gold version are
    used wherever none is named (scoring, reports, the pages). One row per dataset, changed
    deliberately (``manage.py set_release``); importing a first version records it."""

    dataset = models.OneToOneField("retrieval.Dataset", on_delete=models.CASCADE, related_name="release")
    reference_version = models.CharField(max_length=32, blank=True)
    task_gold_version = models.CharField(max_length=32, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.CharField(max_length=150, blank=True)
    note = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"{self.dataset_id}: references {self.reference_version or '-'}, task gold {self.task_gold_version or '-'}"


class ReferenceFeedback(models.Model):
    """A rater's verdict that a reference answer is wrong or needs revision, with their note: what
    the reference-curation queue reads. Written by the rating app (which sits above the benchmark)
    so curation never has to import it; the rater is named by pseudonym only."""

    class Verdict(models.TextChoices):
        NEEDS_REVISION = "needs_revision", "needs revision"
        WRONG = "wrong", "wrong"

    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="reference_feedback")
    reference = models.ForeignKey(ReferenceAnswer, on_delete=models.PROTECT, related_name="feedback")
    verdict = models.CharField(max_length=16, choices=Verdict.choices)
    note = models.TextField(blank=True)
    #: where it came from, e.g. "study:12/rating:345" (one row per rating revision that said so)
    source = models.CharField(max_length=64, unique=True)
    rater = models.CharField(max_length=16, help_text="The rater's pseudonym.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["question", "created_at"]

    def __str__(self) -> str:
        return f"{self.reference} {self.verdict} ({self.source})"
