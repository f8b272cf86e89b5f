"""A study's design as plain computation: which questions are eligible, whether the automatic
evaluators disagree on them, the seeded stratified sample, who rates what, and where each answer
is placed. The database work is in ``adjudication.studies``; this module only reads scores.

Placement is counterbalanced, not merely random: within each (rater, category) block every
compared pair of arms appears in both orientations equally often (±1 when the block is odd),
so each rater sees each run on the left half of the time. Which items of a block show the pair
reversed is a random permutation seeded by the study's seed, the rater and the block
(``balanced_flips``): balanced, but neither alternating nor shared between raters, so a rater
who learns one placement learns nothing of the next. With more than two arms the pairs are
dealt round-robin per category across all raters' queues, so every pair is compared about equally
often in each category and overall (±1 per category).
"""

from __future__ import annotations

import random
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import combinations

from benchmark import stats
from benchmark.models import PredictionScore, ReferenceAnswer, RunPrediction

#: the automatic evaluators whose disagreement marks an item worth a physician's minutes
DISAGREEMENT_EVALUATORS = ("keyword_v2", "polarity", "judge")


@dataclass
class Eligible:
    """Questions every arm answered without error and that have the study's reference version."""

    questions: dict[int, str] = field(default_factory=dict)  # question pk → category
    predictions: dict[tuple[int, int], int] = field(default_factory=dict)  # (run pk, question pk) → prediction pk


def eligible_questions(run_ids: list[int], reference_version: str) -> Eligible:
    answered: dict[int, dict[int, int]] = defaultdict(dict)
    categories: dict[int, str] = {}
    rows = RunPrediction.objects.filter(run_id__in=run_ids, question__isnull=False, error="").values_list(
        "run_id", "question_id", "pk", "question__category")
    for run_id, question_id, pk, category in rows:
        answered[question_id][run_id] = pk
        categories[question_id] = category
    with_reference = set(ReferenceAnswer.objects.filter(
        question_id__in=list(answered), version=reference_version).values_list("question_id", flat=True))
    result = Eligible()
    for question_id, by_run in answered.items():
        if len(by_run) == len(run_ids) and question_id in with_reference:
            result.questions[question_id] = categories[question_id]
            for run_id, pk in by_run.items():
                result.predictions[(run_id, question_id)] = pk
    return result


def evaluator_disagreement(eligible: Eligible, reference_version: str) -> tuple[dict[int, bool], list[str]]:
    """For each eligible question, whether the automatic evaluators' right/wrong verdicts differ on
    any arm's answer (newest version of each evaluator, against the study's reference version),
    and which evaluators were read. Fewer than two evaluators with scores is an error: there is
    nothing to disagree."""
    prediction_ids = list(eligible.predictions.values())
    rows = PredictionScore.objects.filter(
        prediction_id__in=prediction_ids, reference_version=reference_version,
        evaluator__in=DISAGREEMENT_EVALUATORS).values_list("prediction_id", "evaluator", "evaluator_version", "value",
                                                           "pk")
    newest: dict[str, str] = {}
    by_version: dict[tuple[str, str], dict[int, float]] = defaultdict(dict)
    order: dict[tuple[str, str], int] = {}
    for prediction_id, evaluator, version, value, pk in rows:
        by_version[(evaluator, version)][prediction_id] = value
        order[(evaluator, version)] = max(order.get((evaluator, version), 0), pk)
    for (evaluator, version), latest in order.items():
        if evaluator not in newest or latest > order[(evaluator, newest[evaluator])]:
            newest[evaluator] = version
    if len(newest) < 2:
        raise ValueError(
            f"evaluator-disagreement sampling needs scores from at least two of {', '.join(DISAGREEMENT_EVALUATORS)} "
            f"against reference {reference_version} (found: {', '.join(sorted(newest)) or 'none'}); "
            "score the runs first (manage.py score --evaluator polarity …)")
    verdicts = {name: by_version[(name, version)] for name, version in newest.items()}
    disagree: dict[int, bool] = {}
    for (run_id, question_id), prediction_id in eligible.predictions.items():
        seen = {verdicts[name][prediction_id] >= 1 for name in verdicts if prediction_id in verdicts[name]}
        disagree[question_id] = disagree.get(question_id, False) or len(seen) > 1
    return disagree, [f"{name}={version}" for name, version in sorted(newest.items())]


@dataclass(frozen=True)
class SampledItem:
    question_id: int
    category: str
    stratum: str
    probability: float
    calibration: bool
    disagree: bool


def draw_sample(eligible: Eligible, *, n: int, calibration: int, seed: int,
                disagreement: dict[int, bool] | None = None, oversample: float = 1.0) -> list[SampledItem]:
    """The seeded sample, stratified by category (and, with ``disagreement``, by whether the
    evaluators disagree, those strata weighted by ``oversample``), with each item's inclusion
    probability; then ``calibration`` further questions, drawn from the rest, for every rater."""
    total = len(eligible.questions)
    if n < 1:
        raise ValueError("the sample needs at least one item")
    if n + calibration > total:
        raise ValueError(f"only {total} questions are answered by every run and have the reference version; "
                         f"cannot sample {n} items" + (f" and {calibration} calibration items" if calibration else ""))
    units: dict[str, list[int]] = defaultdict(list)
    weights: dict[str, float] = {}
    for question_id, category in eligible.questions.items():
        stratum = category
        if disagreement is not None:
            stratum = f"{category}|{'disagree' if disagreement.get(question_id) else 'agree'}"
            weights[stratum] = oversample if disagreement.get(question_id) else 1.0
        units[stratum].append(question_id)
    drawn = stats.stratified_sample(dict(units), n, weights=weights or None, seed=seed)
    items = [SampledItem(qid, eligible.questions[qid], stratum, float(p), False,
                         bool(disagreement and disagreement.get(qid))) for qid, stratum, p in drawn]
    if calibration:
        taken = {item.question_id for item in items}
        rest = sorted(q for q in eligible.questions if q not in taken)
        for qid in random.Random(f"{seed}:calibration").sample(rest, calibration):
            items.append(SampledItem(qid, eligible.questions[qid], "calibration", 1.0, True,
                                     bool(disagreement and disagreement.get(qid))))
    return items


@dataclass(frozen=True)
class Placement:
    item_index: int
    rater_index: int
    left: int  # arm position
    right: int
    order: int  # position in the rater's queue


def schedule(items: list[SampledItem], *, arms: list[int], raters: int, per_item: int | None,
             seed: int) -> list[Placement]:
    """Who rates which item, which pair of arms they see and in which orientation, in what order.

    ``per_item`` None: every rater rates every item; otherwise each non-calibration item goes to
    ``per_item`` raters chosen to even out the load. Calibration items go to every rater, first.
    """
    if raters < 1:
        raise ValueError("a study needs at least one rater")
    if per_item is not None and not 1 <= per_item <= raters:
        raise ValueError(f"raters per item must be between 1 and the number of raters ({raters}), got {per_item}")
    rng = random.Random(f"{seed}:schedule")
    pairs = list(combinations(sorted(arms), 2))
    # who rates what
    who: dict[int, list[int]] = {}
    load = [0] * raters
    indices = list(range(len(items)))
    rng.shuffle(indices)
    for i in indices:
        if items[i].calibration or per_item is None:
            who[i] = list(range(raters))
            continue
        tiebreak = list(range(raters))
        rng.shuffle(tiebreak)
        chosen = sorted(range(raters), key=lambda r: (load[r], tiebreak.index(r)))[:per_item]
        for r in chosen:
            load[r] += 1
        who[i] = sorted(chosen)
    placements: list[Placement] = []
    # pairs are dealt round-robin per category across all raters' queues, so each pair is compared
    # about equally often in every category (and raters of one item tend to see different pairs)
    dealt: dict[str, int] = defaultdict(int)
    for r in range(raters):
        mine = [i for i in range(len(items)) if r in who[i]]
        calibration = sorted((i for i in mine if items[i].calibration), key=lambda i: items[i].question_id)
        main = [i for i in mine if not items[i].calibration]
        rater_rng = random.Random(f"{seed}:rater:{r}")
        rater_rng.shuffle(main)
        queue = calibration + main
        # the pair each item of the queue shows, then its orientation: counterbalanced within each
        # (rater, category, pair) block by a seeded random permutation, not by position
        shown: list[tuple[int, str, tuple[int, int]]] = []
        for i in queue:
            block = "calibration" if items[i].calibration else items[i].category
            shown.append((i, block, pairs[dealt[block] % len(pairs)]))
            dealt[block] += 1
        flips: dict[tuple[str, tuple[int, int]], list[bool]] = {}
        for block, pair in dict.fromkeys((block, pair) for _, block, pair in shown):
            count = sum(1 for _, b, p in shown if (b, p) == (block, pair))
            flips[(block, pair)] = balanced_flips(count, seed=seed, rater=r, block=f"{block}:{pair[0]}-{pair[1]}")
        taken: dict[tuple[str, tuple[int, int]], int] = defaultdict(int)
        for order, (i, block, pair) in enumerate(shown):
            flip = flips[(block, pair)][taken[(block, pair)]]
            taken[(block, pair)] += 1
            left, right = (pair[1], pair[0]) if flip else pair
            placements.append(Placement(i, r, left, right, order))
    return placements


def balanced_flips(count: int, *, seed: int, rater: int, block: str) -> list[bool]:
    """Which of a block's ``count`` items (in presentation order) show its pair reversed: exactly
    half of them (the odd one out by a coin), in a random order drawn from a generator seeded by
    the study's seed, the rater and the block, so the study is reproducible but no placement can be
    told from another's (no alternation, no pattern shared between raters or blocks)."""
    rng = random.Random(f"{seed}:placement:{rater}:{block}")
    flips = [True] * (count // 2) + [False] * (count // 2)
    if count % 2:
        flips.append(rng.random() < 0.5)
    rng.shuffle(flips)
    return flips


def balance(placements: list[tuple[str, str, int, int]]) -> dict:
    """How often each arm was on the left, per (rater, category) block: ``placements`` are
    (rater, category, left arm, right arm). Returns rows and the largest imbalance, the figure
    the study page shows (0 or 1 when counterbalanced)."""
    shown: dict[tuple[str, str, int], list[int]] = defaultdict(lambda: [0, 0])  # [left, total]
    pair_counts: dict[tuple[int, int], int] = defaultdict(int)
    for rater, category, left, right in placements:
        for arm in (left, right):
            shown[(rater, category, arm)][1] += 1
        shown[(rater, category, left)][0] += 1
        pair_counts[tuple(sorted((left, right)))] += 1
    rows = [{"rater": rater, "category": category, "arm": arm, "left": v[0], "shown": v[1],
             "off_by": abs(2 * v[0] - v[1]) / 2} for (rater, category, arm), v in sorted(shown.items())]
    return {"rows": rows, "max_off_by": max((row["off_by"] for row in rows), default=0.0),
            "pairs": [{"arms": list(pair), "count": count} for pair, count in sorted(pair_counts.items())]}
