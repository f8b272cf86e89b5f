"""Drift monitoring (algorithmovigilance, paper 000 App. Z): monitors, their checks, the accuracy
each check measured, the alerts those measurements fired and the pipeline change markers.

The behaviour lives in ``benchmark.monitoring`` (service, selectors, alert logic) and the
arithmetic in ``benchmark.stats.drift``; these are the rows.
"""

from __future__ import annotations

from django.db import models


class Monitor(models.Model):
    """Scheduled re-runs of chosen conditions on a frozen held-out question sample, scored the
    same way each time, with alert thresholds."""

    name = models.CharField(max_length=100, unique=True)
    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="monitors")
    #: the frozen held-out sample every check answers (kept while a monitor uses it)
    sample = models.ForeignKey("benchmark.QuestionSample", on_delete=models.PROTECT, related_name="monitors")
    #: condition ids, e.g. ["C4g", "C6"]
    conditions = models.JSONField(default=list)
    #: the reader or model profile: "extractive" (the offline reader) or a litellm model
    model = models.CharField(max_length=200, default="extractive")
    #: retrieval and generation settings, as for a run
    settings = models.JSONField(default=dict, blank=True)
    evaluator = models.CharField(max_length=32, default="keyword_v2")
    #: the reference version scored against; empty: the dataset's release at each check
    reference_version = models.CharField(max_length=32, blank=True)
    #: a check is due this many hours after the previous one started
    interval_hours = models.PositiveIntegerField(default=24 * 30)
    #: a category (or the overall accuracy) moving more than this many points from its rolling
    #: baseline fires an alert
    drift_threshold = models.FloatField(default=5.0)
    #: the rolling baseline is the mean of this many earlier completed checks
    baseline_window = models.PositiveIntegerField(default=3)
    #: the gap between the best and the worst demographic stratum that fires an alert (points)
    gap_threshold = models.FloatField(default=5.0)
    #: strata with fewer questions than this are shown but not compared (too small to conclude)
    gap_min_questions = models.PositiveIntegerField(default=10)
    enabled = models.BooleanField(default=True)
    next_due_at = models.DateTimeField(null=True, blank=True)
    created_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["name"]

    def __str__(self) -> str:
        return f"monitor {self.name}"


class MonitorCheck(models.Model):
    """One scheduled (or manual) check: the runs it launched and the versions it ran under."""

    class Status(models.TextChoices):
        RUNNING = "running", "Running"
        COMPLETE = "complete", "Complete"
        FAILED = "failed", "Failed"

    class Trigger(models.TextChoices):
        SCHEDULE = "schedule", "Schedule"
        MANUAL = "manual", "Run now"
        COMMAND = "command", "Command"

    monitor = models.ForeignKey(Monitor, on_delete=models.CASCADE, related_name="checks")
    #: 1, 2, … per monitor
    number = models.PositiveIntegerField()
    trigger = models.CharField(max_length=16, choices=Trigger.choices, default=Trigger.SCHEDULE)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.RUNNING)
    runs = models.ManyToManyField("benchmark.Run", related_name="monitor_checks", blank=True)
    #: every pipeline version the check ran under (assertion rules, vocabulary, graph build, the
    #: reader or model, each condition's code and inputs, evaluator and reference version)
    versions = models.JSONField(default=dict, blank=True)
    #: the evaluator version and reference version the points were scored with
    evaluator_version = models.CharField(max_length=128, blank=True)
    reference_version = models.CharField(max_length=32, blank=True)
    error = models.TextField(blank=True)
    created_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    started_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["monitor", "number"]
        constraints = [models.UniqueConstraint(fields=["monitor", "number"], name="monitor_check_unique_number")]

    def __str__(self) -> str:
        return f"{self.monitor} check {self.number}"


class MonitorPoint(models.Model):
    """One accuracy a check measured: a condition's accuracy over all its questions, one
    category's, or one demographic stratum's (sex, age band, race)."""

    class Dimension(models.TextChoices):
        OVERALL = "overall", "All questions"
        CATEGORY = "category", "Category"
        SEX = "sex", "Sex"
        AGE = "age", "Age band"
        RACE = "race", "Race"

    monitor_check = models.ForeignKey(MonitorCheck, on_delete=models.CASCADE, related_name="points")
    condition = models.CharField(max_length=32)
    dimension = models.CharField(max_length=16, choices=Dimension.choices)
    #: the category or stratum ("all" for the overall accuracy)
    group = models.CharField(max_length=64)
    #: questions scored, and the sum of their scores
    n = models.PositiveIntegerField()
    total = models.FloatField()

    class Meta:
        ordering = ["monitor_check", "condition", "dimension", "group"]
        constraints = [models.UniqueConstraint(fields=["monitor_check", "condition", "dimension", "group"],
                                               name="monitor_point_unique")]

    def __str__(self) -> str:
        return f"{self.monitor_check} {self.condition} {self.dimension}={self.group}: {self.total}/{self.n}"

    @property
    def accuracy(self) -> float:
        return self.total / self.n if self.n else 0.0


class MonitorAlert(models.Model):
    """A drift, a strata gap or a check that could not run: recorded, shown until acknowledged."""

    class Kind(models.TextChoices):
        DRIFT = "drift", "Category drift"
        GAP = "gap", "Strata gap"
        FAILED = "failed", "Check failed"

    monitor = models.ForeignKey(Monitor, on_delete=models.CASCADE, related_name="alerts")
    monitor_check = models.ForeignKey(MonitorCheck, on_delete=models.CASCADE, related_name="alerts")
    kind = models.CharField(max_length=16, choices=Kind.choices)
    condition = models.CharField(max_length=32, blank=True)
    #: drift: the category ("all" for the overall accuracy); gap: the dimension (sex, age, race)
    scope = models.CharField(max_length=64, blank=True)
    #: drift: the value and its baseline; gap: the best and the worst stratum's accuracy (fractions)
    value = models.FloatField(null=True, blank=True)
    baseline = models.FloatField(null=True, blank=True)
    #: the threshold it exceeded, in points
    threshold = models.FloatField(null=True, blank=True)
    message = models.TextField()
    details = models.JSONField(default=dict, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    acknowledged_at = models.DateTimeField(null=True, blank=True)
    acknowledged_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True, blank=True,
                                        related_name="+")
    acknowledgement = models.CharField(max_length=500, blank=True)

    class Meta:
        ordering = ["-created_at", "-pk"]
        indexes = [models.Index(fields=["monitor", "acknowledged_at"], name="monitor_alert_open")]

    def __str__(self) -> str:
        return f"{self.monitor} {self.kind}: {self.message}"

    @property
    def is_open(self) -> bool:
        return self.acknowledged_at is None


class MonitorMarker(models.Model):
    """A change on the timeline: the pipeline versions that differ from the previous check's
    (recorded by the check), or a note an admin added."""

    class Kind(models.TextChoices):
        PIPELINE = "pipeline", "Pipeline change"
        MANUAL = "manual", "Note"

    monitor = models.ForeignKey(Monitor, on_delete=models.CASCADE, related_name="markers")
    #: the first check under the changed versions (pipeline markers)
    monitor_check = models.ForeignKey(MonitorCheck, on_delete=models.CASCADE, related_name="markers", null=True,
                                  blank=True)
    kind = models.CharField(max_length=16, choices=Kind.choices)
    #: version name → [before, after] (pipeline markers)
    changes = models.JSONField(default=dict, blank=True)
    note = models.TextField(blank=True)
    created_by = models.ForeignKey("auth.User", on_delete=models.SET_NULL, null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["monitor", "created_at", "pk"]

    def __str__(self) -> str:
        return f"{self.monitor} {self.kind} marker {self.created_at:%Y-%m-%d %H:%M}"
