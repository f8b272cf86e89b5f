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
    task = models.CharField(max_length=16, blank=True, choices=TaskGold.Kind.choices)
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
    #: Question ids (ClinicalBench runs) or TaskGold ids (task runs)
    question_ids = models.JSONField(default=list)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    #: who holds the lease (host:pid:thread) and until when; an expired lease may be taken over
    worker = models.CharField(max_length=200, blank=True)
    lease_until = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveIntegerField(default=0)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["run", "pk"]
        constraints = [models.UniqueConstraint(fields=["run", "patient"], name="run_chunk_unique_patient")]
        indexes = [models.Index(fields=["run", "status"], name="run_chunk_run_status")]

    def __str__(self) -> str:
        return f"run {self.run_id} patient {self.patient_id} {self.status}"


class RunPrediction(models.Model):
    """One question answered in a run, with everything needed to inspect and re-score it."""

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="predictions")
    #: the question answered, or for a task run the admission's task gold row (one of the two)
    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="run_predictions", null=True,
                                 blank=True)
    task_gold = models.ForeignKey(TaskGold, on_delete=models.CASCADE, related_name="run_predictions", null=True,
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
            models.UniqueConstraint(fields=["run", "task_gold"], name="run_prediction_unique_task_gold"),
            models.CheckConstraint(condition=models.Q(question__isnull=False) | models.Q(task_gold__isnull=False),
                                   name="run_prediction_has_question_or_task"),
        ]

    def __str__(self) -> str:
        return f"run {self.run_id} {self.qid}"


class PredictionScore(models.Model):
    """One prediction of a run scored by one evaluator version against one reference version.

    Scores are never updated: scoring again with the same evaluator version and reference gives
    the same row (the unique constraint), and a new evaluator version or reference version adds
    rows beside the old ones, so every reported number can say exactly what produced it.
    """

    run = models.ForeignKey(Run, on_delete=models.CASCADE, related_name="scores")
    prediction = models.ForeignKey(RunPrediction, on_delete=models.CASCADE, related_name="scores")
    question = models.ForeignKey(Question, on_delete=models.CASCADE, related_name="+", null=True, blank=True)
    evaluator = models.CharField(max_length=32)
    evaluator_version = models.CharField(max_length=128)
    #: the reference answer version compared with, or for a task run its gold items
    reference = models.ForeignKey(ReferenceAnswer, on_delete=models.PROTECT, related_name="+", null=True, blank=True)
    task_gold = models.ForeignKey(TaskGold, on_delete=models.PROTECT, related_name="+", null=True, blank=True)
    reference_version = models.CharField(max_length=32)
    value = models.FloatField()
    label = models.CharField(max_length=16)
    reason = models.TextField(blank=True)
    details = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["run", "question"]
        constraints = [
            models.UniqueConstraint(fields=["prediction", "evaluator_version", "reference"],
                                    name="prediction_score_unique"),
            models.UniqueConstraint(fields=["prediction", "evaluator_version", "task_gold"],
                                    name="prediction_score_unique_task"),
        ]
        indexes = [models.Index(fields=["run", "evaluator_version", "reference_version"], name="score_run_eval_ref")]

    def __str__(self) -> str:
        return f"{self.prediction_id} {self.evaluator_version} {self.reference_version}: {self.value}"
