"""Benchmark questions, their versioned reference answers, extraction-task items and their
versioned gold, runs, predictions and scores.

The file formats these rows come from are in docs/benchmark-format.md. Like the corpus, every
row belongs to a dataset and speaks in MIMIC identifiers (``subject_id``, ``hadm_id``) beside
its foreign keys. Reference versions and task-gold versions are immutable: the importers never
update one (an identical re-import is a no-op, any difference an error), so scores computed
against a version stay reproducible.

The models are split by who may read them: ``questions`` and ``runs`` are what answering needs;
``gold`` holds the answers (reference versions, task gold, the dataset's release) and is never
imported by the run executor (an import-linter contract checks it).
"""

from benchmark.models.gold import (
    CurationEvent,
    DatasetRelease,
    ReferenceAnswer,
    ReferenceDraft,
    ReferenceFeedback,
    ReferenceRelease,
    ReleasedReferenceError,
    TaskGold,
    TriageConsensus,
    TriageDecision,
    TriageProposal,
)
from benchmark.models.questions import ExtractionTask, Prediction, PredictionSet, Question, QuestionSample, TaskItem
from benchmark.models.runs import Run, RunChunk, RunPrediction
from benchmark.models.scores import PredictionScore
from benchmark.models.monitoring import Monitor, MonitorAlert, MonitorCheck, MonitorMarker, MonitorPoint

__all__ = ["CurationEvent", "DatasetRelease", "ExtractionTask", "Prediction", "PredictionScore", "PredictionSet", "Question", "QuestionSample",
           "ReferenceAnswer", "ReferenceDraft", "ReferenceFeedback", "ReferenceRelease", "ReleasedReferenceError", "Run", "RunChunk", "RunPrediction", "TaskGold", "TaskItem",
           "TriageConsensus", "TriageDecision", "TriageProposal"]
__all__ += ["Monitor", "MonitorAlert", "MonitorCheck", "MonitorMarker", "MonitorPoint"]
