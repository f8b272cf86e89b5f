"""Scores: a prediction against one reference (or task-gold) version by one evaluator version."""

from __future__ import annotations

from django.db import models


class PredictionScore(models.Model):
    """One prediction of a run scored by one evaluator version against one reference version.

    Scores are never updated: scoring again with the same evaluator version and reference gives
    the same row (the unique constraint), and a new evaluator version or reference version adds
    rows beside the old ones, so every reported number can say exactly what produced it.
    """

    run = models.ForeignKey("benchmark.Run", on_delete=models.CASCADE, related_name="scores")
    prediction = models.ForeignKey("benchmark.RunPrediction", on_delete=models.CASCADE, related_name="scores")
    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="+", null=True, blank=True)
    evaluator = models.CharField(max_length=32)
    evaluator_version = models.CharField(max_length=128)
    #: the reference answer version compared with, or for a task run the task-gold version
    reference = models.ForeignKey("benchmark.ReferenceAnswer", on_delete=models.PROTECT, related_name="+", null=True, blank=True)
    task_gold = models.ForeignKey("benchmark.TaskGold", on_delete=models.PROTECT, related_name="+", null=True, blank=True)
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
