"""What each reference version does to the results (issue 16, "Impact"), and the page that shows
the versions, their releases, the diff between two and rescoring against one.

Accuracy under a version is read from the stored scores (``PredictionScore``) of one evaluator;
a run not yet scored against a version shows a gap, and **Rescore** queues every finished run of
the dataset against it (``benchmark.scoring.runs_score_queue``, one Celery task).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from django.db.models import Avg, Count

from benchmark.models import PredictionScore, ReferenceFeedback, Run, TriageConsensus
from benchmark.references.corrections import corrections_export
from benchmark.references.drafts import draft_status
from benchmark.references.releases import releases_of
from benchmark.releases import ReleaseError, reference_versions, release_for, version_key
from benchmark.scoring import PAGE_EVALUATORS, ScoringError, runs_score_queue
from benchmark.stats.agreement import cohen_kappa_ci
from retrieval.models import Dataset


@dataclass
class ImpactRow:
    run_id: int
    condition: str
    model: str
    #: version label → (accuracy, n) where the run is scored against it
    accuracy: dict[str, tuple[float, int]]
    #: the change from the ``base`` version to the ``target`` version, in percentage points
    delta_pp: float | None
    #: questions whose score changed between base and target: [(qid, base value, target value)]
    flipped: list[tuple[str, float, float]] = field(default_factory=list)


@dataclass
class Concordance:
    """The keyword (or other automatic) evaluator against one study's physician verdicts, on
    every answer both scored against ``version`` and on those whose reference a physician
    confirmed (paper 000 App. X.7)."""
    physician: str
    version: str
    scope: str
    answers: int
    questions: int
    agreed: int
    kappa: float | None
    low: float | None
    high: float | None

    @property
    def rate(self) -> float | None:
        return self.agreed / self.answers if self.answers else None


@dataclass
class CurationView:
    dataset: Dataset
    versions: list[dict]
    default: str
    base: str | None
    target: str | None
    diff: dict | None
    diff_summary: dict
    evaluator: str
    evaluators: tuple[str, ...]
    impact: list[ImpactRow]
    unscored: list[str]
    concordance: list[Concordance] = field(default_factory=list)
    drafts: list = field(default_factory=list)


def _rows(dataset: Dataset, evaluator: str, versions: list[str], base: str | None, target: str | None
          ) -> tuple[list[ImpactRow], list[str]]:
    runs = {run.pk: run for run in Run.objects.filter(dataset=dataset, task="").order_by("condition", "model", "pk")}
    stats = (PredictionScore.objects.filter(run_id__in=list(runs), evaluator=evaluator, reference_version__in=versions)
             .values("run_id", "reference_version").annotate(mean=Avg("value"), n=Count("id")))
    accuracy: dict[int, dict[str, tuple[float, int]]] = defaultdict(dict)
    for row in stats:
        accuracy[row["run_id"]][row["reference_version"]] = (row["mean"], row["n"])
    flips: dict[int, list] = defaultdict(list)
    if base and target and base != target:
        values = defaultdict(dict)
        for run_id, version, qid, value in PredictionScore.objects.filter(
                run_id__in=list(runs), evaluator=evaluator, reference_version__in=[base, target]).values_list(
                "run_id", "reference_version", "question__qid", "value"):
            values[(run_id, qid)][version] = value
        for (run_id, qid), pair in sorted(values.items()):
            if len(pair) == 2 and pair[base] != pair[target]:
                flips[run_id].append((qid, pair[base], pair[target]))
    table, unscored = [], []
    for pk, run in runs.items():
        got = accuracy.get(pk, {})
        if not got:
            unscored.append(f"#{pk} {run.condition}")
            continue
        delta = None
        if base in got and target in got and base != target:
            delta = round((got[target][0] - got[base][0]) * 100, 1)
        table.append(ImpactRow(pk, run.condition, run.model, got, delta, flips.get(pk, [])))
    return table, unscored


def confirmed_questions(dataset: Dataset, version: str) -> set[int]:
    """Questions whose ``version`` reference every physician who judged it last judged correct
    (a rater's latest verdict counts: a revised rating replaces the earlier one)."""
    latest: dict[tuple[int, str], str] = {}
    for question, rater, verdict in ReferenceFeedback.objects.filter(
            question__dataset=dataset, reference__version=version).order_by("created_at", "pk").values_list(
            "question_id", "rater", "verdict"):
        latest[(question, rater)] = verdict
    verdicts: dict[int, set[str]] = defaultdict(set)
    for (question, _), verdict in latest.items():
        verdicts[question].add(verdict)
    return {q for q, seen in verdicts.items() if seen == {ReferenceFeedback.Verdict.CORRECT}}


def physician_concordance(dataset: Dataset, evaluator: str) -> list[Concordance]:
    """For every physician evaluator (``physician:<study>``) with scores on the dataset: agreement
    of ``evaluator`` with it (correct = score ≥ 0.5) on the same answers against the same
    reference version, over all of them and over those with a physician-confirmed reference, with
    Cohen's κ and its interval. A scope with no answers is left out."""
    physician: dict[tuple[str, str], dict[int, tuple[int, float]]] = defaultdict(dict)
    for name, version, prediction, question, value in PredictionScore.objects.filter(
            run__dataset=dataset, evaluator__startswith="physician:").values_list(
            "evaluator", "reference_version", "prediction_id", "question_id", "value"):
        physician[(name, version)][prediction] = (question, value)
    rows = []
    for (name, version), by_prediction in sorted(physician.items()):
        automatic = dict(PredictionScore.objects.filter(
            prediction_id__in=list(by_prediction), evaluator=evaluator, reference_version=version)
            .values_list("prediction_id", "value"))
        confirmed = confirmed_questions(dataset, version)
        for scope, keep in (("all rated answers", lambda q: True),
                            ("physician-confirmed references", lambda q: q in confirmed)):
            pairs = [(by_prediction[p][0], by_prediction[p][1] >= 0.5, automatic[p] >= 0.5)
                     for p in sorted(automatic) if keep(by_prediction[p][0])]
            if not pairs:
                continue
            r1, r2 = [int(h) for _, h, _ in pairs], [int(a) for _, _, a in pairs]
            kappa, low, high = cohen_kappa_ci(r1, r2, categories=[0, 1])
            rows.append(Concordance(name, version, scope, len(pairs), len({q for q, _, _ in pairs}),
                                    sum(x == y for x, y in zip(r1, r2)), kappa, low, high))
    return rows


def curation_view(dataset: Dataset, *, base: str | None = None, target: str | None = None,
                  evaluator: str = "keyword_v2") -> CurationView:
    """The dataset's reference versions (released or not, the default), the diff from ``base`` to
    ``target`` (default: the two newest versions) and every run's accuracy under each version."""
    labels = reference_versions(dataset)
    released = {r.label: r for r in releases_of(dataset)}
    default = release_for(dataset).reference_version
    if evaluator not in PAGE_EVALUATORS:
        evaluator = "keyword_v2"
    if len(labels) >= 2:
        base = base if base in labels else labels[-2]
        target = target if target in labels else labels[-1]
    else:
        base = target = labels[0] if labels else None
    diff = corrections_export(dataset, base, target) if base and target and base != target else None
    summary: dict = {"changed": 0, "fields": defaultdict(int), "defects": defaultdict(int)}
    for entry in (diff or {}).get("corrections", []):
        summary["changed"] += 1
        for name in entry["changed"]:
            summary["fields"][name] += 1
        summary["defects"][entry["defect_type"] or "none given"] += 1
    summary = {"changed": summary["changed"], "fields": dict(summary["fields"]), "defects": dict(summary["defects"])}
    counts = dict(PredictionScore.objects.filter(run__dataset=dataset).values_list("reference_version")
                  .annotate(n=Count("id")).values_list("reference_version", "n"))
    versions = [{"label": label, "released": released.get(label), "default": label == default,
                 "scores": counts.get(label, 0)} for label in sorted(labels, key=version_key)]
    impact, unscored = _rows(dataset, evaluator, labels, base, target)
    drafts = [draft_status(dataset, b) for b in sorted(set(TriageConsensus.objects.filter(
        question__dataset=dataset).values_list("base", flat=True)), key=version_key)]
    return CurationView(dataset, versions, default, base, target, diff, summary, evaluator, PAGE_EVALUATORS,
                        impact, unscored, physician_concordance(dataset, evaluator), drafts)


def rescore_dataset(dataset: Dataset, *, version: str, evaluators: list[str]) -> int:
    """Queue the scoring of every finished question run of the dataset against ``version`` with
    these evaluators (one task); returns how many runs. Nothing to rescore is an error."""
    if version not in reference_versions(dataset):
        raise ScoringError(f"dataset {dataset.name!r} has no reference version {version!r}")
    run_ids = [run.pk for run in Run.objects.filter(dataset=dataset, task="") if run.finished]
    if not run_ids:
        raise ScoringError(f"dataset {dataset.name!r} has no finished runs to rescore")
    return runs_score_queue(run_ids=run_ids, evaluators=evaluators, reference_version=version)


__all__ = ["Concordance", "CurationView", "ImpactRow", "ReleaseError", "confirmed_questions", "curation_view",
           "physician_concordance", "rescore_dataset"]
