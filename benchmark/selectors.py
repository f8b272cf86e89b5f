"""Read-side queries for benchmark pages."""

from __future__ import annotations

from django.db.models import Count, QuerySet

from benchmark.categories import Category
from benchmark.models import Question, ReferenceAnswer, ReferenceDraft, ReferenceRelease
from benchmark.references.diff import version_diff
from retrieval.models import Dataset, Note


def category_counts(dataset: Dataset) -> list[dict]:
    counts = dict(Question.objects.filter(dataset=dataset).values_list("category").annotate(n=Count("pk")))
    return [{"category": c, "label": c.label, "count": counts.get(c.value, 0)} for c in Category if counts.get(c.value)]


def question_list(dataset: Dataset, *, category: str | None = None) -> QuerySet[Question]:
    questions = Question.objects.filter(dataset=dataset).order_by("qid")
    if category:
        questions = questions.filter(category=category)
    return questions


def reference_versions(question: Question) -> list[dict]:
    """Every version of the question's reference, oldest first, each evidence span with its quote,
    whether it is an unreleased draft, and what changed from the version it was made from (its
    parent, else the one before it): ``diff``, a ``benchmark.references.diff.VersionDiff``."""
    versions = list(ReferenceAnswer.objects.filter(question=question).select_related("parent").order_by("created", "pk"))
    note_ids = {ev["note_id"] for ref in versions for ev in ref.evidence}
    texts = dict(Note.objects.filter(dataset=question.dataset, note_id__in=note_ids).values_list("note_id", "text"))
    released = set(ReferenceRelease.objects.filter(dataset=question.dataset).values_list("label", flat=True))
    drafts = set(ReferenceDraft.objects.filter(dataset=question.dataset).values_list("label", flat=True)) - released
    out, by_pk = [], {}
    for ref in versions:
        entry = {"ref": ref, "draft": ref.version in drafts,
                 "evidence": [{**ev, "quote": texts.get(ev["note_id"], "")[ev["start"]:ev["end"]]} for ev in ref.evidence]}
        before = by_pk.get(ref.parent_id) or (out[-1] if out else None)
        if before is not None:
            entry["diff"] = version_diff(before["ref"].version, {"answer": before["ref"].answer,
                                                                 "structure": before["ref"].structure,
                                                                 "evidence": before["evidence"]},
                                         ref.version, {"answer": ref.answer, "structure": ref.structure,
                                                       "evidence": entry["evidence"]})
        by_pk[ref.pk] = entry
        out.append(entry)
    return out


def run_list(limit: int = 200):
    from benchmark.models import Run

    return list(Run.objects.select_related("dataset", "created_by").order_by("-created_at", "-pk")[:limit])


def run_chunk_counts(run) -> dict[str, int]:
    counts = dict(run.chunks.values_list("status").annotate(n=Count("pk")))
    return {status: counts.get(status, 0) for status in ("pending", "running", "done")}


def run_predictions(run, *, category: str | None = None):
    predictions = run.predictions.filter(question__category=category) if category else run.predictions
    return (predictions.select_related("question").order_by("qid")
            .only("qid", "answer", "intent", "evidence_tokens", "latency_ms", "retrieval_ms", "error", "cached",
                  "question__category", "question__text", "run_id"))


def scored_runs():
    """Runs with at least one score, newest first (what a report can be built from)."""
    from benchmark.models import Run

    return list(Run.objects.filter(scores__isnull=False).distinct().select_related("dataset")
                .order_by("-created_at", "-pk")[:300])


def score_evaluators() -> list[str]:
    from benchmark.models import PredictionScore

    return sorted(set(PredictionScore.objects.values_list("evaluator", flat=True).distinct()))


def score_references() -> list[str]:
    from benchmark.models import PredictionScore

    return sorted(set(PredictionScore.objects.values_list("reference_version", flat=True).distinct()))
