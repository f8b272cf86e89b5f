"""A study's analysis: per-rater counts, agreement with intervals, the primary endpoint and its
sensitivity analyses, per-category and safety/utility tables, the automatic evaluators'
concordance with the physicians, and Bradley–Terry strengths from the preferences.

The numbers come from ``benchmark.stats``; this module only gathers the current ratings (the
highest revision of each assignment) into the shapes those functions take. The result is cached
in ``StudyAnalysis`` under a digest of the ratings and adjudications it was computed from; a
Celery task (``adjudication.refresh_analysis``) recomputes it when ratings change. Until the
study is unblinded, arms are "arm 1", "arm 2": nothing here names a run.
"""

from __future__ import annotations

import hashlib
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import combinations

import numpy as np
from django.db import transaction
from django.db.models import Count, Max
from django.utils import timezone

from adjudication.models import Adjudication, Assignment, Rating, Study, StudyAnalysis
from adjudication.raters import profile_for
from adjudication.records import arm_label, default_plan, enqueue_refresh, plan_digest, refresh_started
from adjudication.rubric import SIDES
from adjudication.states import completeness, completeness_statement, is_final, state_of
from benchmark import stats
from benchmark.models import PredictionScore, ReferenceAnswer
from retrieval.answering import condition_order

LEVELS = ["incorrect", "partial", "correct"]
N_BOOT = 1000
SEED = 42


@dataclass
class Answer:
    """One arm's answer to one item, with every rater's current labels."""

    item: int
    arm: int  # position
    category: str
    calibration: bool
    probability: float
    stratum: str
    prediction: int
    labels: dict[str, str] = field(default_factory=dict)  # pseudonym → correctness
    #: the raters scheduled to rate this answer (second opinions are extra, not planned)
    planned: set[str] = field(default_factory=set)
    safety: dict[str, str] = field(default_factory=dict)
    utility: dict[str, str] = field(default_factory=dict)
    fairness: dict[str, str] = field(default_factory=dict)


@dataclass
class Collected:
    study: Study
    arms: dict[int, str]  # position → label
    raters: dict[str, bool]  # pseudonym → system author
    answers: dict[tuple[int, int], Answer]
    reference: dict[int, dict[str, str]]  # item → pseudonym → verdict
    preferences: list[tuple[int, int, float, int]]  # (left arm, right arm, outcome for left, item)
    adjudicated: dict[tuple[int, int], str]
    skipped: dict[str, int]
    digest: str


def ratings_digest(study: Study) -> str:
    """What the analysis depends on: the newest rating of each assignment, the adjudications, the
    study's state (plan, unblinding) and the automatic evaluators' scores of its runs against its
    reference version (scored after unblinding, as a study is usually read, they must show)."""
    digest = hashlib.sha256()
    latest = (Rating.objects.filter(assignment__study=study).values("assignment_id")
              .annotate(newest=Max("pk")).order_by("assignment_id").values_list("assignment_id", "newest"))
    for assignment_id, newest in latest:
        digest.update(f"r{assignment_id}:{newest};".encode())
    for pk in Adjudication.objects.filter(item__study=study).order_by("pk").values_list("pk", flat=True):
        digest.update(f"a{pk};".encode())
    skipped = Assignment.objects.filter(study=study, status=Assignment.Status.SKIPPED).count()
    # "states-1": analyses cached before completeness and interim labels were recorded are recomputed
    digest.update(f"s{skipped};{study.status};{study.plan_hash};states-1".encode())
    scored = (PredictionScore.objects.filter(run__in=study.arms.values("run"), reference_version=study.reference_version)
              .exclude(evaluator__startswith="physician:").aggregate(n=Count("pk"), newest=Max("pk")))
    digest.update(f"e{scored['n']}:{scored['newest']};".encode())
    return digest.hexdigest()


def collect(study: Study) -> Collected:
    arm_rows = list(study.arms.select_related("run"))
    arms = {arm.position: arm_label(study, arm) for arm in arm_rows}
    position_of = {arm.pk: arm.position for arm in arm_rows}
    raters = {}
    pseudonym_of = {}
    for rater in study.raters.select_related("user"):
        pseudonym_of[rater.pk] = profile_for(rater.user).pseudonym
        raters[pseudonym_of[rater.pk]] = rater.system_author
    answers: dict[tuple[int, int], Answer] = {}
    reference: dict[int, dict[str, str]] = defaultdict(dict)
    preferences = []
    skipped: dict[str, int] = defaultdict(int)
    newest: dict[int, Rating] = {}
    for rating in Rating.objects.filter(assignment__study=study).order_by("assignment_id", "revision"):
        newest[rating.assignment_id] = rating
    assignments = Assignment.objects.filter(study=study).select_related("item")
    for assignment in assignments:
        who = pseudonym_of[assignment.rater_id]
        if assignment.status == Assignment.Status.SKIPPED:
            skipped[who] += 1
        item = assignment.item
        sides = {"left": (position_of[assignment.left_id], assignment.left_prediction_id),
                 "right": (position_of[assignment.right_id], assignment.right_prediction_id)}
        for arm, prediction in sides.values():
            answer = answers.setdefault((item.pk, arm), Answer(item.pk, arm, item.category, item.calibration,
                                                               item.inclusion_probability, item.stratum, prediction))
            if assignment.reason == Assignment.Reason.SCHEDULED:
                answer.planned.add(who)
        rating = newest.get(assignment.pk)
        if rating is None or assignment.status != Assignment.Status.SUBMITTED:
            continue
        values = rating.values
        for side in SIDES:
            answer = answers[(item.pk, sides[side][0])]
            chosen = values.get(side, {})
            for key, target in (("correctness", answer.labels), ("safety", answer.safety),
                                ("utility", answer.utility), ("fairness", answer.fairness)):
                if chosen.get(key):
                    target[who] = chosen[key]
        if values.get("reference"):
            reference[item.pk][who] = values["reference"]
        preference = values.get("preference")
        if preference in ("left", "right", "tie", "both_bad") and not item.calibration:
            outcome = {"left": 1.0, "right": 0.0}.get(preference, 0.5)
            preferences.append((sides["left"][0], sides["right"][0], outcome, item.pk))
    adjudicated = {}
    for decision in Adjudication.objects.filter(item__study=study).order_by("decided_at", "pk"):
        adjudicated[(decision.item_id, position_of[decision.arm_id])] = decision.label
    return Collected(study, arms, raters, answers, dict(reference), preferences, adjudicated, dict(skipped),
                     ratings_digest(study))


# --- pieces -------------------------------------------------------------------------------------------

def _interval(value, low=None, high=None) -> dict:
    return {"value": value, "low": low, "high": high}


def _safe(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except (ValueError, ZeroDivisionError):
        return None


def per_rater(data: Collected) -> list[dict]:
    rows = []
    for who, author in sorted(data.raters.items()):
        labels = [a.labels[who] for a in data.answers.values() if who in a.labels and not a.calibration]
        calibration = {a.item for a in data.answers.values() if a.calibration}
        refs = [v[who] for item, v in data.reference.items() if who in v and item not in calibration]
        rows.append({
            "pseudonym": who, "system_author": author, "rated": len(labels),
            "correct": labels.count("correct"), "partial": labels.count("partial"),
            "incorrect": labels.count("incorrect"),
            "reference_rated": len(refs),
            "reference_defect_rate": (sum(r != "correct" for r in refs) / len(refs)) if refs else None,
            "skipped": data.skipped.get(who, 0),
        })
    return rows


def _units(data: Collected, *, calibration: bool = False) -> list[Answer]:
    return [a for _, a in sorted(data.answers.items()) if a.calibration == calibration and a.labels]


def agreement(data: Collected, *, n_boot: int = N_BOOT, calibration: bool = False) -> dict:
    units = _units(data, calibration=calibration)
    raters = sorted(data.raters)
    result: dict = {"units": len(units), "pairwise": [], "fleiss_strict": None, "alpha_nominal": None,
                    "alpha_ordinal": None, "reference_fleiss": None, "reference_alpha": None}
    for first, second in combinations(raters, 2):
        shared = [u for u in units if first in u.labels and second in u.labels]
        if len(shared) < 2:
            continue
        x = [u.labels[first] for u in shared]
        y = [u.labels[second] for u in shared]
        row = {"raters": [first, second], "n": len(shared),
               "authors": [data.raters[first], data.raters[second]]}
        strict = _safe(stats.cohen_kappa_ci, [v == "correct" for v in x], [v == "correct" for v in y])
        row["kappa_strict"] = _interval(*strict) if strict else None
        for weights in ("linear", "quadratic"):
            value = _safe(stats.cohen_kappa_ci, x, y, weights, categories=LEVELS)
            row[f"kappa_{weights}"] = _interval(*value) if value else None
        result["pairwise"].append(row)
    if len(raters) >= 2 and units:
        matrix = [[None if who not in u.labels else u.labels[who] for u in units] for who in raters]
        codes = {label: float(i) for i, label in enumerate(LEVELS)}
        rows = [[codes.get(u.labels.get(who), float("nan")) for who in raters] for u in units]
        clusters = [u.item for u in units]
        for key, level, transform in (("alpha_nominal", "nominal", lambda v: v == 2.0),
                                      ("alpha_ordinal", "ordinal", lambda v: v)):
            coded = [[None if who not in u.labels else transform(codes[u.labels[who]]) for u in units]
                     for who in raters]
            value = _safe(stats.krippendorff_alpha, coded if level == "nominal" else matrix, level,
                          categories=None if level == "nominal" else LEVELS)
            if value is None:
                continue
            interval = _bootstrap_alpha(rows, clusters, level, n_boot) if n_boot else None
            result[key] = _interval(value, *(interval or (None, None)))
        complete = [u for u in units if all(who in u.labels for who in raters)]
        if complete:
            table = [[sum(u.labels[who] != "correct" for who in raters), sum(u.labels[who] == "correct" for who in raters)]
                     for u in complete]
            value = _safe(stats.fleiss_kappa, table)
            if value is not None:
                interval = _bootstrap_fleiss(table, [u.item for u in complete], n_boot) if n_boot else None
                result["fleiss_strict"] = _interval(value, *(interval or (None, None)))
                result["fleiss_units"] = len(complete)
    calibration_items = {a.item for a in data.answers.values() if a.calibration}
    references = [v for item, v in sorted(data.reference.items()) if (item in calibration_items) == calibration]
    full = [v for v in references if all(who in v for who in raters)]
    if len(raters) >= 2 and full:
        kinds = ["correct", "needs_revision", "wrong"]
        table = [[sum(v[who] == k for who in raters) for k in kinds] for v in full]
        value = _safe(stats.fleiss_kappa, table)
        result["reference_fleiss"] = _interval(value) if value is not None else None
        result["reference_units"] = len(full)
    return result


def _bootstrap_alpha(rows, clusters, level, n_boot):
    """Cluster-BCa interval of α; ``rows`` are items × raters codes (0, 1, 2; NaN missing)."""
    def statistic(sample):
        matrix = sample.T
        if level == "nominal":
            matrix = np.where(np.isnan(matrix), np.nan, (matrix == 2.0).astype(float))
        return stats.krippendorff_alpha_coded(matrix, level)

    try:
        ci = stats.bootstrap_bca(rows, statistic, n_resamples=n_boot, seed=SEED, clusters=clusters)
    except ValueError:
        return None
    return ci.low, ci.high


def _bootstrap_fleiss(table, clusters, n_boot):
    try:
        ci = stats.bootstrap_bca(table, lambda sample: stats.fleiss_kappa(sample.astype(int)), n_resamples=n_boot,
                                 seed=SEED, clusters=clusters)
    except ValueError:
        return None
    return ci.low, ci.high


def missing_planned(answer: Answer, raters: list[str]) -> list[str]:
    """The raters among ``raters`` scheduled to rate this answer who have not (skipped or pending)."""
    return [who for who in raters if who in answer.planned and who not in answer.labels]


def verdict(data: Collected, answer: Answer, rule: str, raters: list[str]) -> bool | None:
    """The physicians' verdict on one answer under ``rule``, from ``raters``' labels; None when
    there is none. Unanimity needs every planned rater: an answer some planned rater among
    ``raters`` has not rated is not unanimous, whatever the others said (None)."""
    labels = [answer.labels[who] for who in raters if who in answer.labels]
    if not labels:
        return None
    if rule == "unanimous_strict" and missing_planned(answer, raters):
        return None
    if rule == "unanimous_strict":
        return stats.unanimous_strict(labels)
    if rule == "majority_strict":
        return stats.majority_vote(labels, "strict")
    if rule == "majority_lenient":
        return stats.majority_vote(labels, "lenient")
    if rule == "adjudicated":
        resolved = data.adjudicated.get((answer.item, answer.arm))
        if resolved is not None:
            return resolved == "correct"
        strict = {label == "correct" for label in labels}
        return strict.pop() if len(strict) == 1 else stats.majority_vote(labels, "strict")
    raise ValueError(f"unknown rule {rule!r}")


RULE_LABELS = {"unanimous_strict": "unanimous, strict", "majority_strict": "majority, strict",
               "majority_lenient": "majority, lenient", "adjudicated": "adjudicated where raters disagreed"}


def reports_order(data: Collected, arms) -> tuple[int, int]:
    """The two arms of a comparison in the order Reports compare runs (the earlier condition of the
    ablation first, then the lower run id), once the study is unblinded — so a difference reads
    with the same sign on the study page and in Reports. Blinded, the plan's order: the arm
    numbers are a seeded permutation of the runs and reveal nothing. The exact McNemar test is
    two-sided, so the order changes the sign of a difference, never its test."""
    first, second = arms
    if data.study.status != Study.Status.UNBLINDED:
        return first, second
    runs = {arm.position: arm.run for arm in data.study.arms.select_related("run")}

    def key(position):
        run = runs.get(position)
        return (condition_order(run.condition), run.pk) if run is not None else (0, 0)

    return (second, first) if key(second) < key(first) else (first, second)


def endpoint(data: Collected, spec: dict, *, exclusions: dict, alpha: float, name: str, label: str,
             preregistered: bool) -> dict:
    first_arm, second_arm = reports_order(data, spec["arms"])
    raters = [who for who, author in data.raters.items() if spec["raters"] == "all" or not author]
    skip_categories = set(exclusions.get("categories") or [])
    items = sorted({a.item for a in data.answers.values()
                    if not (a.calibration and exclusions.get("calibration", True)) and a.category not in skip_categories})
    first, second, probabilities, strata = [], [], [], []
    incomplete = short = 0
    for item in items:
        one, two = data.answers.get((item, first_arm)), data.answers.get((item, second_arm))
        if one is None or two is None:
            continue
        both = [who for who in raters if who in one.labels and who in two.labels]
        lacking = set(missing_planned(one, raters)) | set(missing_planned(two, raters))
        if spec["rule"] == "unanimous_strict" and lacking:
            # unanimity needs every planned rater: fewer is not unanimous, so the item is left out
            incomplete += 1
            continue
        if not both:
            continue
        short += bool(lacking)
        x, y = verdict(data, one, spec["rule"], both), verdict(data, two, spec["rule"], both)
        first.append(bool(x))
        second.append(bool(y))
        probabilities.append(one.probability)
        strata.append(one.stratum)
    row = {"name": name, "label": label, "preregistered": preregistered, "rule": RULE_LABELS[spec["rule"]],
           "raters": "non-author raters" if spec["raters"] == "non_authors" else "all raters",
           "rater_names": raters, "arms": [data.arms[first_arm], data.arms[second_arm]], "n": len(first),
           "a": None, "b": None, "c": None, "d": None, "first_rate": None, "second_rate": None,
           "difference": None, "interval": None, "interval_method": "Newcombe (1998) method 10",
           "conditional_wilson": None, "p_exact": None, "ht": None, "note": "",
           "incomplete": incomplete, "short_of_raters": short, "alpha": alpha,
           "sign": f"{data.arms[second_arm]} − {data.arms[first_arm]}"}
    if not first:
        row["note"] = "no item has ratings of both answers from these raters yet"
        return row
    a, b, c, d = stats.paired_table(first, second)
    n = len(first)
    row.update(a=a, b=b, c=c, d=d, first_rate=(a + b) / n, second_rate=(a + c) / n, difference=(c - b) / n,
               p_exact=stats.mcnemar_exact(b, c))
    row["interval"] = list(stats.newcombe_paired_ci(a, b, c, d, alpha))
    row["conditional_wilson"] = _safe(lambda: list(stats.conditional_wilson_paired_ci(a, b, c, d, alpha)))
    if data.study.sampling == Study.Sampling.DISAGREEMENT:
        sizes = {key: round(v["sampled"] / v["probability"]) for key, v in
                 data.study.design_record.get("strata", {}).items() if v.get("probability")}
        ht = _safe(stats.ht_paired_difference, first, second, probabilities, strata, sizes, alpha)
        one = _safe(stats.ht_mean_ci, [float(v) for v in first], probabilities, strata, sizes, alpha)
        two = _safe(stats.ht_mean_ci, [float(v) for v in second], probabilities, strata, sizes, alpha)
        if ht is not None:
            # weighted by 1/π, so the oversampled disagreements count as often as they occur
            row["ht"] = {"difference": ht[0], "low": ht[1], "high": ht[2],
                         "first_rate": one[0] if one else None, "second_rate": two[0] if two else None}
        else:
            row["note"] = ("Horvitz–Thompson estimate not available: every stratum needs its sampled items "
                           "rated by these raters")
    if len(set(raters)) < 2 and spec["rule"] == "unanimous_strict":
        row["note"] = "only one rater: unanimity is that rater's label"
    return row


def per_rater_deltas(data: Collected, arms: list[int]) -> list[dict]:
    rows = []
    for who in sorted(data.raters):
        spec = {"arms": arms, "rule": "majority_strict", "raters": "all"}
        single = Collected(data.study, data.arms, {who: data.raters[who]}, data.answers, data.reference,
                           data.preferences, data.adjudicated, data.skipped, data.digest)
        result = endpoint(single, spec, exclusions={"calibration": True}, alpha=0.05, name=who, label=who,
                          preregistered=False)
        rows.append({"pseudonym": who, "system_author": data.raters[who], "n": result["n"], "b": result["b"],
                     "c": result["c"], "difference": result["difference"], "p_exact": result["p_exact"]})
    return rows


def categories(data: Collected) -> list[dict]:
    raters = sorted(data.raters)
    by_category: dict[str, dict[int, list[Answer]]] = defaultdict(lambda: defaultdict(list))
    for answer in data.answers.values():
        if not answer.calibration and answer.labels:
            by_category[answer.category][answer.arm].append(answer)
    rows = []
    for category in sorted(by_category):
        arms = []
        for arm in sorted(data.arms):
            answers = by_category[category].get(arm, [])
            strict = [verdict(data, a, "majority_strict", raters) for a in answers]
            lenient = [verdict(data, a, "majority_lenient", raters) for a in answers]
            arms.append({"label": data.arms[arm], "n": len(answers),
                         "strict": sum(strict) / len(strict) if strict else None,
                         "lenient": sum(lenient) / len(lenient) if lenient else None})
        units = [a for answers in by_category[category].values() for a in answers]
        matrix = [[u.labels.get(who) for u in units] for who in raters]
        alpha = _safe(stats.krippendorff_alpha, matrix, "ordinal", categories=LEVELS) if len(raters) > 1 else None
        rows.append({"category": category, "n": max(a["n"] for a in arms), "arms": arms, "alpha_ordinal": alpha})
    return rows


def distribution(data: Collected, attribute: str, values: list[str]) -> list[dict]:
    rows = []
    for arm in sorted(data.arms):
        chosen = [v for a in data.answers.values() if a.arm == arm and not a.calibration
                  for v in getattr(a, attribute).values()]
        row = {"label": data.arms[arm], "n": len(chosen)}
        for value in values:
            row[value] = chosen.count(value) / len(chosen) if chosen else None
        rows.append(row)
    return rows


def evaluator_concordance(data: Collected) -> list[dict]:
    """Each automatic evaluator against the physicians' strict majority (paper 000 Table 28):
    agreement, too strict (fails what physicians pass), too lenient, κ."""
    raters = sorted(data.raters)
    physician = {a.prediction: verdict(data, a, "majority_strict", raters)
                 for a in data.answers.values() if a.labels and not a.calibration}
    rows = []
    scores = PredictionScore.objects.filter(prediction_id__in=list(physician),
                                            reference_version=data.study.reference_version).exclude(
        evaluator__startswith="physician:").values_list("evaluator_version", "prediction_id", "value")
    by_version: dict[str, dict[int, bool]] = defaultdict(dict)
    for version, prediction, value in scores:
        by_version[version][prediction] = value >= 1
    for version, verdicts in sorted(by_version.items()):
        shared = [p for p in verdicts if physician.get(p) is not None]
        if not shared:
            continue
        auto = [verdicts[p] for p in shared]
        human = [physician[p] for p in shared]
        rows.append({"evaluator": version, "n": len(shared),
                     "agree": sum(x == y for x, y in zip(auto, human)) / len(shared),
                     "too_strict": sum((not x) and y for x, y in zip(auto, human)),
                     "too_lenient": sum(x and (not y) for x, y in zip(auto, human)),
                     "kappa": _safe(stats.cohen_kappa, auto, human)})
    return rows


def bradley_terry(data: Collected, *, n_boot: int) -> list[dict] | None:
    if len(data.arms) < 3 or not data.preferences:
        return None
    comparisons = [(left, right, outcome) for left, right, outcome, _ in data.preferences]
    clusters = [item for *_, item in data.preferences]
    try:
        fitted = stats.bradley_terry_bootstrap(comparisons, n_boot=max(n_boot, 100), seed=SEED, cluster=clusters)
    except ValueError:
        return None
    return [{"label": data.arms[arm], "strength": v[0], "low": v[1], "high": v[2]}
            for arm, v in sorted(fitted.items(), key=lambda kv: -kv[1][0])]


def preregistration(study: Study, plan: dict) -> dict:
    if not study.plan_hash:
        return {"registered": False, "at": None, "hash": None, "before_first_rating": False, "matches": False}
    before = study.design_record.get("ratings_at_registration", 0) == 0
    return {"registered": True, "at": study.preregistered_at.isoformat(), "hash": study.plan_hash,
            "before_first_rating": before, "matches": plan_digest(plan) == study.plan_hash}


def compute(study: Study, *, n_boot: int = N_BOOT) -> dict:
    """The whole analysis of the study as plain data (what the page shows and the cache holds)."""
    data = collect(study)
    plan = study.plan or default_plan(study)
    registration = preregistration(study, plan)
    honest = registration["registered"] and registration["before_first_rating"] and registration["matches"]
    exclusions, alpha = plan.get("exclusions") or {}, plan.get("alpha", 0.05)
    endpoints = [endpoint(data, plan["primary"], exclusions=exclusions, alpha=alpha, name="primary",
                          label="Primary endpoint", preregistered=honest)]
    for i, spec in enumerate(plan.get("sensitivity") or []):
        endpoints.append(endpoint(data, spec, exclusions=exclusions, alpha=alpha, name=f"sensitivity-{i + 1}",
                                  label=f"Sensitivity {i + 1}", preregistered=honest))
    done = completeness(study)
    final = is_final(study, done)
    for row in endpoints:
        row["interim"] = not final
        # "significant" only for a final endpoint; an interim p-value tests nothing
        row["significant"] = (row["p_exact"] < row["alpha"]) if final and row["p_exact"] is not None else None
    queue = adjudication_needed(data)
    messages = []
    if not final:
        messages.append(f"Interim: {completeness_statement(done)}"
                        + ("" if study.status in (Study.Status.LOCKED, Study.Status.UNBLINDED)
                           else "; the study is not locked") + ". Endpoints are interim, not a test of the plan.")
    if not registration["registered"]:
        messages.append("No analysis plan was registered: the endpoints follow the default plan and are not "
                        "pre-registered.")
    elif not registration["before_first_rating"]:
        messages.append("The analysis plan was registered after ratings had been submitted: not a pre-registration.")
    return {
        "stale": False, "computed_at": timezone.now().isoformat(), "digest": data.digest,
        "state": state_of(study, done), "interim": not final,
        "completeness": {key: done[key] for key in ("items", "fully_rated", "short", "scheduled", "submitted",
                                                       "skipped", "pending")},
        "blinded": study.status != Study.Status.UNBLINDED, "plan": plan,
        "arms": [{"position": p, "label": label} for p, label in sorted(data.arms.items())],
        "counts": {"items": len({a.item for a in data.answers.values() if not a.calibration}),
                   "answers": len(_units(data)), "ratings": sum(len(a.labels) for a in data.answers.values()),
                   "raters": len(data.raters)},
        "per_rater": per_rater(data),
        "agreement": agreement(data, n_boot=n_boot),
        "calibration_agreement": agreement(data, n_boot=0, calibration=True),
        "endpoints": endpoints,
        "per_rater_deltas": per_rater_deltas(data, plan["primary"]["arms"]),
        "categories": categories(data),
        "safety": distribution(data, "safety", ["safe", "minor", "harmful"]),
        "utility": distribution(data, "utility", ["helpful", "neutral", "not_useful", "misleading"]),
        "fairness": distribution(data, "fairness", ["fair", "too_strict", "too_lenient"]),
        "evaluator_concordance": evaluator_concordance(data),
        "bradley_terry": bradley_terry(data, n_boot=min(n_boot, 500)),
        "preregistration": registration,
        # an unblinded study's adjudication is closed (the queue offers only open and locked studies)
        "adjudication": {"queue": len(queue), "resolved": len(data.adjudicated),
                         "closed": study.status == Study.Status.UNBLINDED},
        "messages": messages,
    }


def adjudication_needed(data: Collected) -> list[tuple[int, int, str]]:
    """(item, arm, reason) for answers whose raters disagree on correctness, or that any rater
    called potentially harmful, and that no senior physician has resolved yet."""
    needed = []
    for (item, arm), answer in sorted(data.answers.items()):
        if (item, arm) in data.adjudicated:
            continue
        if len(set(answer.labels.values())) > 1:
            needed.append((item, arm, "disagreement"))
        elif "harmful" in answer.safety.values():
            needed.append((item, arm, "safety"))
    return needed


# --- the cache and the score table ------------------------------------------------------------------

def study_analysis(study: Study) -> dict:
    """The cached analysis, marked stale (and a refresh queued) when ratings have changed since."""
    cached = StudyAnalysis.objects.filter(study=study).first()
    digest = ratings_digest(study)
    if cached is not None and cached.ratings_digest == digest:
        return cached.result
    enqueue_refresh(study.pk)
    if cached is None:
        return {"stale": True, "computed_at": None, "messages": ["The analysis is being computed."]}
    return {**cached.result, "stale": True}


def refresh(study: Study, *, n_boot: int = N_BOOT) -> dict:
    """Recompute and cache the analysis if the ratings moved on (what the Celery task runs)."""
    digest = ratings_digest(study)
    cached = StudyAnalysis.objects.filter(study=study).first()
    if cached is not None and cached.ratings_digest == digest:
        return cached.result
    result = compute(study, n_boot=n_boot)
    with transaction.atomic():
        StudyAnalysis.objects.update_or_create(study=study, defaults={"ratings_digest": result["digest"],
                                                                      "result": result})
    return result


def refresh_by_id(study_id: int) -> bool:
    """What the Celery task runs: clear the "queued" mark first, then refresh."""
    refresh_started(study_id)
    study = Study.objects.filter(pk=study_id).first()
    if study is None:
        return False
    refresh(study)
    return True


def refresh_stale() -> int:
    """Queue the refresh of every study whose cached analysis is behind its ratings (beat's
    ``adjudication.catch_up_analyses``, every minute). A refresh queued after a rating can be
    lost — the broker down when the rating was submitted, or its queue lost — and nothing else
    would queue it until someone opened the study page; this is how the analysis catches up by
    itself once the broker is back. A refresh already queued is not queued twice (the mark).
    Returns how many studies were behind."""
    behind = 0
    cached = dict(StudyAnalysis.objects.values_list("study_id", "ratings_digest"))
    for study in Study.objects.exclude(status=Study.Status.DRAFT).order_by("pk"):
        if study.pk not in cached and not Rating.objects.filter(assignment__study=study).exists():
            continue  # nothing rated yet: nothing to catch up with
        if cached.get(study.pk) != ratings_digest(study):
            enqueue_refresh(study.pk)
            behind += 1
    return behind


def write_physician_scores(study: Study) -> int:
    """The physicians' verdicts as an evaluator in the shared score table (``physician:<study>``),
    one row per rated answer under the plan's primary rule, so reports and the evaluator
    concordance tables show them. Written once, at unblinding; the version carries the digest
    of the ratings it came from."""
    data = collect(study)
    plan = study.plan or default_plan(study)
    spec = plan["primary"]
    raters = [who for who, author in data.raters.items() if spec["raters"] == "all" or not author]
    version = f"physician:{study.pk}@{data.digest[:12]}"
    references = {r.question_id: r for r in ReferenceAnswer.objects.filter(
        question_id__in=study.items.values_list("question_id", flat=True), version=study.reference_version)}
    question_of = dict(study.items.values_list("pk", "question_id"))
    run_of = dict(study.arms.values_list("position", "run_id"))
    done = completeness(study)
    # Reports read this to label the figures interim (benchmark/ never imports this app)
    status = {"interim": not is_final(study, done), "items": done["items"], "fully_rated": done["fully_rated"],
              "study_status": study.status}
    rows = []
    for answer in data.answers.values():
        if answer.calibration and (plan.get("exclusions") or {}).get("calibration", True):
            continue
        result = verdict(data, answer, spec["rule"], raters)
        if result is None:
            continue
        question = question_of[answer.item]
        rows.append(PredictionScore(
            run_id=run_of[answer.arm], prediction_id=answer.prediction, question_id=question,
            evaluator=f"physician:{study.pk}", evaluator_version=version, reference=references.get(question),
            reference_version=study.reference_version, value=1.0 if result else 0.0,
            label="correct" if result else "incorrect", reason=RULE_LABELS[spec["rule"]],
            details={"labels": answer.labels, "rule": spec["rule"], "raters": spec["raters"], "study": status}))
    PredictionScore.objects.bulk_create(rows, ignore_conflicts=True)
    return len(rows)
