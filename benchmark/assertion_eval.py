"""Scoring an assertion classifier's labels against gold labels (``manage.py eval_assertions``)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from benchmark.stats import cohen_kappa, wilson_ci

ASSERTION_CLASSES = ("Present", "Absent", "Possible", "Conditional", "Hypothetical", "Family_History", "Historical")


def normalise_label(value) -> str | None:
    """Gold files may spell labels 'absent', 'family_history', 'FAMILY_HISTORY', 'Family History'."""
    if value is None:
        return None
    text = str(value).strip().replace(" ", "_")
    return "_".join(part.capitalize() for part in text.split("_")) if text else None


@dataclass
class ClassScores:
    label: str
    precision: float
    recall: float
    f1: float
    support: int


@dataclass
class AssertionReport:
    field: str
    n: int
    skipped: int
    accuracy: float
    accuracy_ci: tuple[float, float]
    kappa: float
    macro_f1: float
    weighted_f1: float
    per_class: list[ClassScores]
    labels: list[str]
    confusion: dict[str, dict[str, int]]

    def as_dict(self) -> dict:
        return {
            "field": self.field, "n": self.n, "skipped": self.skipped, "accuracy": self.accuracy,
            "accuracy_ci": list(self.accuracy_ci), "kappa": self.kappa, "macro_f1": self.macro_f1,
            "weighted_f1": self.weighted_f1,
            "per_class": [c.__dict__ for c in self.per_class], "confusion": self.confusion,
        }


def score_labels(gold: list, predicted: list, *, field: str = "assertion") -> AssertionReport:
    """Per-class P/R/F1, accuracy with a Wilson 95% CI, Cohen κ and the confusion matrix.

    Pairs whose gold label is missing are skipped (and counted); a missing prediction counts as wrong.
    """
    if len(gold) != len(predicted):
        raise ValueError(f"gold has {len(gold)} rows but predictions have {len(predicted)}")
    pairs = [(normalise_label(g), normalise_label(p) or "<none>") for g, p in zip(gold, predicted)]
    skipped = sum(1 for g, _ in pairs if g is None)
    pairs = [(g, p) for g, p in pairs if g is not None]
    if not pairs:
        raise ValueError("no rows with a gold label to score")
    present = {g for g, _ in pairs} | {p for _, p in pairs}
    labels = [c for c in ASSERTION_CLASSES if c in present] if field == "assertion" else []
    labels += sorted(present - set(labels))
    confusion = {g: {p: 0 for p in labels} for g in labels}
    for g, p in pairs:
        confusion[g][p] += 1
    support = Counter(g for g, _ in pairs)
    per_class = []
    for label in labels:
        tp = confusion[label][label]
        predicted_n = sum(confusion[g][label] for g in labels)
        precision = tp / predicted_n if predicted_n else 0.0
        recall = tp / support[label] if support[label] else 0.0
        f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
        if support[label] or predicted_n:
            per_class.append(ClassScores(label, precision, recall, f1, support[label]))
    scored = [c for c in per_class if c.support]
    correct = sum(1 for g, p in pairs if g == p)
    n = len(pairs)
    return AssertionReport(
        field=field, n=n, skipped=skipped, accuracy=correct / n, accuracy_ci=wilson_ci(correct, n),
        kappa=cohen_kappa([g for g, _ in pairs], [p for _, p in pairs]),
        macro_f1=sum(c.f1 for c in scored) / len(scored),
        weighted_f1=sum(c.f1 * c.support for c in scored) / n,
        per_class=per_class, labels=labels, confusion=confusion,
    )


def format_report(report: AssertionReport) -> str:
    lines = [f"{report.field}: n={report.n}" + (f" (skipped {report.skipped} without gold)" if report.skipped else ""),
             "", f"{'class':<16}{'precision':>10}{'recall':>10}{'f1':>8}{'support':>9}"]
    for c in report.per_class:
        lines.append(f"{c.label:<16}{c.precision:>10.3f}{c.recall:>10.3f}{c.f1:>8.3f}{c.support:>9}")
    low, high = report.accuracy_ci
    lines += ["", f"accuracy {report.accuracy:.4f} (95% Wilson CI {low:.4f}-{high:.4f})",
              f"macro-F1 {report.macro_f1:.4f}  weighted-F1 {report.weighted_f1:.4f}  Cohen kappa {report.kappa:.4f}",
              "", "confusion (rows gold, columns predicted):"]
    width = max(len(label) for label in report.labels) + 2
    lines.append(" " * width + "".join(f"{label[:12]:>13}" for label in report.labels))
    for g in report.labels:
        lines.append(f"{g:<{width}}" + "".join(f"{report.confusion[g][p]:>13}" for p in report.labels))
    return "\n".join(lines)
