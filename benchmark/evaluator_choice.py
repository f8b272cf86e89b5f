"""Which automatic evaluator the pages and reports lead with (issue 29): the one with the best
measured agreement with physician verdicts, and why.

Physician verdicts reach the score table as evaluator ``physician:<study>`` when a rating study is
unblinded (the adjudication app writes them; this module never imports it). For every automatic
evaluator that scored the same answers against the same reference version, the agreement with the
physicians is measured — percent agreement with its Wilson interval and Cohen's κ with its
interval (``benchmark.stats``), an answer counting correct at a score of at least 0.5 — and the
evaluator with the highest κ is the default. Where no physician verdict overlaps an automatic
evaluator's scores, the default is ``polarity`` (a documented choice, said on the page): the
keyword evaluators of paper 000 never read the reference for several categories
(``keyword_polarity_blind`` measures on how many questions of a dataset), so they can score
"Yes, osteomyelitis is a current, active problem" correct against a reference "No — resolved".

keyword v1/v2 stay, to reproduce the paper's numbers, and are labelled so wherever they are listed
(``evaluator_label``).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from benchmark import stats
from benchmark.evaluators import get_evaluator
from benchmark.models import PredictionScore, Question, ReferenceAnswer, ReferenceRelease
from benchmark.releases import (
    ReleaseError,
    default_reference_version,
    reference_versions,
    version_key,
)
from retrieval.models import Dataset

#: The automatic evaluators measured against the physicians, in order of preference on a tie.
AUTOMATIC = ("polarity", "judge", "keyword_v2", "keyword_v1")
#: The default where no physician verdicts exist (docs/evaluators.md, "The default evaluator").
FALLBACK = "polarity"
PHYSICIAN_PREFIX = "physician:"
PAPER_REPRODUCTION = ("keyword_v1", "keyword_v2")
PAPER_LABEL = "paper reproduction (ignores the reference's polarity)"
#: references stand-ins that carry no polarity: a verdict unchanged against all of them never read
#: the reference (``keyword_polarity_blind``)
_PROBES = ("Yes.", "No.", "Unknown.")
#: ``keyword_polarity_blind`` of released (frozen) versions: (version, evaluator, release digest) → counts
_BLIND: dict[tuple, tuple[int, int]] = {}


def evaluator_label(name: str) -> str:
    """How an evaluator is listed: keyword v1/v2 say they are the paper's, blind to polarity."""
    return f"{name} — {PAPER_LABEL}" if name in PAPER_REPRODUCTION else name


def evaluator_choices(names) -> list[tuple[str, str]]:
    """(value, label) pairs for a form's select."""
    return [(name, evaluator_label(name)) for name in names]


@dataclass
class Agreement:
    """One automatic evaluator against the physicians' verdicts, on the answers both scored."""
    evaluator: str
    physicians: list[str]
    answers: int
    agreed: int
    rate_low: float
    rate_high: float
    kappa: float | None
    kappa_low: float | None
    kappa_high: float | None
    #: the confusion against the physicians, by answer: (physician verdict, evaluator verdict) →
    #: count, each True for correct ("physicians wrong, evaluator correct" is the costly cell: a
    #: wrong answer the evaluator would count as right)
    confusion: dict[tuple[bool, bool], int] = field(default_factory=dict)
    #: the same confusion per question category
    by_category: dict[str, dict[tuple[bool, bool], int]] = field(default_factory=dict)

    @property
    def rate(self) -> float:
        return self.agreed / self.answers

    def cell(self, physicians: bool, evaluator: bool) -> int:
        return self.confusion.get((physicians, evaluator), 0)

    @property
    def both_correct(self) -> int:
        return self.cell(True, True)

    @property
    def both_wrong(self) -> int:
        return self.cell(False, False)

    @property
    def false_correct(self) -> int:
        """Answers the physicians judged wrong and the evaluator counts correct."""
        return self.cell(False, True)

    @property
    def false_wrong(self) -> int:
        """Answers the physicians judged correct and the evaluator counts wrong."""
        return self.cell(True, False)

    def category_rows(self) -> list[dict]:
        """Per category: answers, agreement, and the two kinds of disagreement."""
        rows = []
        for category, cells in sorted(self.by_category.items()):
            answers = sum(cells.values())
            rows.append({"category": category, "answers": answers,
                         "agreed": cells.get((True, True), 0) + cells.get((False, False), 0),
                         "false_correct": cells.get((False, True), 0), "false_wrong": cells.get((True, False), 0)})
        return rows

    def describe(self) -> str:
        kappa = "κ undefined" if self.kappa is None else f"κ {self.kappa:.2f}" + (
            f" (95% CI {self.kappa_low:.2f} to {self.kappa_high:.2f})" if self.kappa_low is not None else "")
        return (f"{kappa}, agreement {self.rate:.1%} (95% CI {self.rate_low:.1%} to {self.rate_high:.1%}) "
                f"with {', '.join(self.physicians)} on {self.answers} answers")


@dataclass
class EvaluatorChoice:
    """The default evaluator, why it was chosen, and every measured agreement behind the choice."""
    name: str
    measured: bool
    reason: str
    agreements: list[Agreement] = field(default_factory=list)

    @property
    def chosen(self) -> Agreement | None:
        return next((a for a in self.agreements if a.evaluator == self.name), None)


def agreement_with_physicians(run_ids=None, dataset: Dataset | None = None) -> list[Agreement]:
    """Each automatic evaluator against every physician verdict on the same answers (runs
    ``run_ids``, or the question runs of ``dataset``) against the same reference version; an
    evaluator's newest score of an answer counts. Evaluators with no such answer are left out."""
    scores = PredictionScore.objects.filter(question__isnull=False)
    scores = scores.filter(run_id__in=list(run_ids)) if run_ids is not None else scores.filter(run__dataset=dataset)
    physician: dict[tuple[int, str], list[bool]] = defaultdict(list)
    names: dict[tuple[int, str], set[str]] = defaultdict(set)
    category: dict[int, str] = {}
    for name, prediction, version, value, asked in scores.filter(evaluator__startswith=PHYSICIAN_PREFIX).values_list(
            "evaluator", "prediction_id", "reference_version", "value", "question__category"):
        physician[(prediction, version)].append(value >= 0.5)
        names[(prediction, version)].add(name)
        category[prediction] = asked
    if not physician:
        return []
    automatic: dict[str, dict[tuple[int, str], tuple[int, bool]]] = defaultdict(dict)
    for name, prediction, version, value, pk in scores.filter(
            evaluator__in=AUTOMATIC, prediction_id__in={p for p, _ in physician}).values_list(
            "evaluator", "prediction_id", "reference_version", "value", "pk"):
        key = (prediction, version)
        if key in physician and (key not in automatic[name] or pk > automatic[name][key][0]):
            automatic[name][key] = (pk, value >= 0.5)
    rows = []
    for name in AUTOMATIC:
        keyed = [(key, verdict, automatic[name][key][1]) for key, verdicts in sorted(physician.items())
                 if key in automatic[name] for verdict in verdicts]
        if not keyed:
            continue
        pairs = [(verdict, machine) for _, verdict, machine in keyed]
        confusion: dict[tuple[bool, bool], int] = defaultdict(int)
        by_category: dict[str, dict[tuple[bool, bool], int]] = defaultdict(lambda: defaultdict(int))
        for (prediction, _), verdict, machine in keyed:
            confusion[(verdict, machine)] += 1
            by_category[category[prediction]][(verdict, machine)] += 1
        human, machine = [int(h) for h, _ in pairs], [int(m) for _, m in pairs]
        agreed = sum(h == m for h, m in pairs)
        low, high = stats.wilson_ci(agreed, len(pairs))
        kappa, k_low, k_high = stats.cohen_kappa_ci(human, machine, categories=[0, 1])
        rows.append(Agreement(name, sorted({n for key in automatic[name] for n in names[key]}), len(pairs), agreed,
                              low, high, kappa, k_low, k_high, dict(confusion),
                              {c: dict(cells) for c, cells in by_category.items()}))
    return rows


def keyword_polarity_blind(dataset: Dataset, version: str | None = None, evaluator: str = "keyword_v2"
                           ) -> tuple[int, int]:
    """(questions whose reference states a polarity that ``evaluator`` never reads, questions with
    a reference) in one reference version (default: the dataset's default, released or not).
    Measured on the evaluator itself: its verdict on the reference's own answer is the same against
    the reference and against stand-ins with no polarity ("Yes.", "No.", "Unknown.")."""
    if version is None:
        try:
            version = default_reference_version(dataset)
        except ReleaseError:
            version = max(reference_versions(dataset), key=version_key, default=None)
    # a released version never changes: measured once per process (the pages that name the default
    # evaluator ask on every view)
    digest = ReferenceRelease.objects.filter(dataset=dataset, label=version).values_list(
        "digest", flat=True).first() if version is not None else None
    key = (version, evaluator, digest)  # the release's digest: what the references say, exactly
    frozen = digest is not None
    if frozen and key in _BLIND:
        return _BLIND[key]
    scorer = get_evaluator(evaluator)
    blind = total = 0
    for category, text, answer, structure in ReferenceAnswer.objects.filter(
            question__dataset=dataset, version=version).values_list(
            "question__category", "question__text", "answer", "structure"):
        total += 1
        if not (structure or {}).get("polarity") or not answer.strip():
            continue
        verdict = scorer.score(category, text, answer, {"answer": answer, "structure": structure}).value
        if all(scorer.score(category, text, answer, {"answer": probe, "structure": None}).value == verdict
               for probe in _PROBES):
            blind += 1
    if frozen:
        _BLIND[key] = (blind, total)
    return blind, total


def choose_evaluator(*, run_ids=None, dataset: Dataset | None = None) -> EvaluatorChoice:
    """The default evaluator for these runs (or the dataset's question runs): the automatic
    evaluator with the highest Cohen's κ against the physicians, else ``polarity``, with why."""
    agreements = agreement_with_physicians(run_ids, dataset)
    ranked = [a for a in agreements if a.kappa is not None]
    if ranked:
        best = max(ranked, key=lambda a: (a.kappa, -AUTOMATIC.index(a.evaluator)))
        return EvaluatorChoice(best.evaluator, True,
                               f"{best.evaluator} has the best measured agreement with physician verdicts: "
                               f"{best.describe()}.", agreements)
    if dataset is None and run_ids:
        dataset = Dataset.objects.filter(runs__pk__in=list(run_ids)).first()
    blind = ""
    if dataset is not None and Question.objects.filter(dataset=dataset).exists():
        count, total = keyword_polarity_blind(dataset)
        blind = (f"; keyword_v2 never reads the reference's polarity on {count} of {total} questions of "
                 f"{dataset.name} (it can score \"Yes, … is a current, active problem\" correct against \"No — "
                 f"resolved\")")
    why = ("no physician verdict overlaps an automatic evaluator's scores yet" if not agreements
           else "no automatic evaluator's agreement with the physicians is measurable yet (κ undefined)")
    return EvaluatorChoice(FALLBACK, False,
                           f"{FALLBACK}, because {why}: the default is then the evaluator that reads the "
                           f"reference's polarity, status and experiencer{blind}.", agreements)
