"""Condition runs: the run, its per-patient chunks and its predictions."""

from __future__ import annotations

from django.db import models

from benchmark.models.questions import ExtractionTask


class Run(models.Model):
    """One condition over a set of questions with one model: (dataset, question subset,
    condition, model, settings, evaluator versions), identified by the hash of that configuration.

    A run executes in per-patient chunks (``RunChunk``), each prediction checkpointed as it is
    made, so a killed run resumes without gaps or duplicates and several workers can share one.
    """

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        RUNNING = "running", "Running"
        SUCCEEDED = "succeeded", "Succeeded"
        FAILED = "failed", "Finished with errors"
        CANCELLED = "cancelled", "Cancelled"

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="runs")
    #: empty for ClinicalBench questions; one of paper 001's extraction tasks otherwise
    task = models.CharField(max_length=16, blank=True, choices=ExtractionTask.choices)
    condition = models.CharField(max_length=32)
    model = models.CharField(max_length=200)
    #: retrieval and generation settings as given (condition overrides, temperature, api_base …)
    settings = models.JSONField(default=dict, blank=True)
    #: which questions: {"categories": [...], "qids": [...], "subjects": [...]} (empty = all)
    question_filter = models.JSONField(default=dict, blank=True)
    #: evaluator name → version the run is meant to be scored with
    evaluator_versions = models.JSONField(default=dict, blank=True)
    #: code and data versions the answers depend on (rules, prompts, embedder …)
    versions = models.JSONField(default=dict, blank=True)
    config_hash = models.CharField(max_length=64, db_index=True)
    label = models.CharField(max_length=200, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    cancel_requested = models.BooleanField(default=False)
    total = models.PositiveIntegerField(default=0)
    done = models.PositiveIntegerField(default=0)
    errors = models.PositiveIntegerField(default=0)
    created_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)
    error = models.TextField(blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["dataset", "condition"], name="run_dataset_condition")]

    def __str__(self) -> str:
        return f"run {self.pk} {self.condition} × {self.model}"

    @property
    def finished(self) -> bool:
        return self.status in {self.Status.SUCCEEDED, self.Status.FAILED, self.Status.CANCELLED}


class RunChunk(models.Model):
    """The questions of one patient in one run: the unit a worker leases and executes."""

    class Status(models.TextChoices):
        PENDING = "pending", "Pending"
        RUNNING = "running", "Running"
        DONE = "done", "Done"

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="chunks")
    patient = models.ForeignKey("retrieval.Patient", on_delete=models.CASCADE, related_name="+")
    #: Question ids (ClinicalBench runs) or TaskItem ids (task runs)
    question_ids = models.JSONField(default=list)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    #: who holds the lease (host:pid:thread) and until when; an expired lease may be taken over
    worker = models.CharField(max_length=200, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    finished_at = models.DateTimeField(null=True, blank=True)
    #: when a task for this chunk was last sent to the workers (None: never, or run in the
    #: foreground); a pending chunk queued a while ago while its queue is empty has lost its message
    queued_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run", "pk"]
        constraints = [models.UniqueConstraint(fields=["run", "patient"], name="run_chunk_unique_patient")]
        indexes = [models.Index(fields=["run", "status"], name="run_chunk_run_status")]

    def __str__(self) -> str:
        return f"run {self.run_id} patient {self.patient_id} {self.status}"


class RunPrediction(models.Model):
    """One question answered in a run, with everything needed to inspect and re-score it."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="predictions")
    #: the question answered, or for a task run the admission's task item (one of the two)
    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="run_predictions", null=True,
                                 blank=True)
    task_item = models.ForeignKey("benchmark.TaskItem", on_delete=models.CASCADE, related_name="run_predictions", null=True,
                                  blank=True)
    #: the question's qid, or "<task>:<hadm_id>" for a task run
    qid = models.CharField(max_length=64)
    # Stored whole: never truncated (paper 000 App. P.1, bug 1).
    answer = models.TextField(blank=True)
    prompt = models.TextField(blank=True)
    template = models.CharField(max_length=32, blank=True)
    #: the retrieved evidence as structure: passages with scores, graph facts with all labels …
    evidence = models.JSONField(default=dict, blank=True)
    intent = models.CharField(max_length=16, blank=True)
    evidence_tokens = models.PositiveIntegerField(default=0)
    prompt_tokens = models.PositiveIntegerField(null=True, blank=True)
    completion_tokens = models.PositiveIntegerField(null=True, blank=True)
    retrieval_ms = models.FloatField(default=0)
    latency_ms = models.FloatField(default=0)
    cost_usd = models.FloatField(null=True, blank=True)
    cached = models.BooleanField(default=False)
    #: the generation parameters actually sent (temperature, stop …)
    params = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["run", "qid"]
        constraints = [
            models.UniqueConstraint(fields=["run", "question"], name="run_prediction_unique_question"),
            models.UniqueConstraint(fields=["run", "task_item"], name="run_prediction_unique_task_item"),
            models.CheckConstraint(condition=models.Q(question__isnull=False) | models.Q(task_item__isnull=False),
                                   name="run_prediction_has_question_or_task"),
        ]

    def __str__(self) -> str:
        return f"run {self.run_id} {self.qid}"

    @property
    def intent_label(self) -> str:
        """The routing intent in words ("Current_State" → "Current state"); "" without routing."""
        return self.intent.replace("_", " ").capitalize() if self.intent else ""
