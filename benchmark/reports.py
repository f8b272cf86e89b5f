"""The paper's tables and endpoints, computed from scored runs (``PredictionScore`` rows).

``build_report(runs=..., evaluator=..., reference_version=...)`` returns a ``Report``: plain data
(dicts and lists of numbers) that ``report_render`` writes as Markdown, CSV and JSON and
``report_figures`` draws. Every section says what it was computed from: the runs (ids, condition,
model, configuration hash), the evaluator version and the reference version.

Conventions:

* accuracy is the mean score (1 / 0.5 / 0); paired tests count a question correct when its score
  is 1 (strict), as McNemar needs two outcomes;
* a difference is second − first over the questions both runs answered and scored;
* confidence intervals of differences are BCa bootstrap (2,000 resamples, seed 42) resampling
  patients (clusters), the paper's inferential method; p-values are exact two-sided McNemar;
* cross-model q-values are Benjamini–Hochberg and Benjamini–Yekutieli across the models shown.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

import numpy as np

from benchmark import harm, stats
from benchmark.categories import Category
from benchmark.models import PredictionScore, ReferenceRelease, Run
from benchmark.releases import (
    TASK_GOLD_PREFIX,
    ReleaseError,
    default_reference_version,
    default_task_gold_version,
    require_released_reference,
)
from benchmark.scoring import TASK_EVALUATOR
from retrieval.answering import KG_LOOKUP
from retrieval.answering import condition_order as _order

#: The incremental steps of the waterfall: each condition against the one before it.
WATERFALL = ("C1", "C2", "C3", "C4", "C4g", "C4g_oracle")
HARD_SUBSET = ("change", "current_state", "historical")
ALPHA = 0.05
N_RESAMPLES = 2000
SEED = 42


class ReportError(ValueError):
    pass


@dataclass
class RunScores:
    run_id: int
    condition: str
    model: str
    config_hash: str
    evaluator_version: str
    reference_version: str
    #: qid → (value, category, subject_id)
    items: dict[str, tuple[float, str, int]]
    evidence_tokens: float = 0.0

    @property
    def n(self) -> int:
        return len(self.items)

    @property
    def accuracy(self) -> float | None:
        return sum(v for v, _, _ in self.items.values()) / self.n if self.n else None

    def by_category(self) -> dict[str, dict]:
        groups = defaultdict(list)
        for value, category, _ in self.items.values():
            groups[category].append(value)
        return {c: {"n": len(v), "accuracy": sum(v) / len(v)} for c, v in groups.items()}

    def describe(self) -> dict:
        return {"run_id": self.run_id, "condition": self.condition, "model": self.model,
                "config_hash": self.config_hash, "evaluator_version": self.evaluator_version,
                "reference_version": self.reference_version}


@dataclass
class Report:
    evaluator: str
    reference_version: str
    runs: list[RunScores]
    overview: list[dict] = field(default_factory=list)
    ablation: list[dict] = field(default_factory=list)
    categories: dict = field(default_factory=dict)
    transitions: list[dict] = field(default_factory=list)
    cross_model: list[dict] = field(default_factory=list)
    concordance: list[dict] = field(default_factory=list)
    endpoints: list[dict] = field(default_factory=list)
    reference_impact: list[dict] = field(default_factory=list)
    curves: list[dict] = field(default_factory=list)
    #: per run, answers that call a concept current where the chart's later statement ends it (benchmark.harm)
    harm: list[dict] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    #: why the evaluator's figures are interim (physician verdicts of an incomplete study), else None
    interim: str | None = None

    def models(self) -> list[str]:
        """The models of the report's runs, C7's template lookup aside (it has no model: its runs
        sit beside every model's conditions)."""
        return sorted({s.model for s in self.runs if s.model != KG_LOOKUP})


# -- loading -------------------------------------------------------------------------------------


def _evaluator_version(run_ids: list[int], evaluator: str, reference_version: str) -> str:
    """The newest version of ``evaluator`` that scored these runs against the reference version."""
    versions = sorted(set(PredictionScore.objects.filter(
        run_id__in=run_ids, evaluator=evaluator, reference_version=reference_version)
        .values_list("evaluator_version", flat=True)))
    if not versions:
        raise ReportError(f"no {evaluator} scores against reference {reference_version} for runs "
                          f"{', '.join(map(str, run_ids))}; run manage.py score first")
    return versions[-1]


def load_scores(runs: list[Run], evaluator_version: str, reference_version: str) -> list[RunScores]:
    result = []
    for run in runs:
        rows = PredictionScore.objects.filter(
            run=run, evaluator_version=evaluator_version, reference_version=reference_version,
        ).values_list("prediction__qid", "value", "question__category", "question__subject_id",
                      "task_gold__item__subject_id", "prediction__evidence_tokens")
        items, tokens = {}, []
        for qid, value, category, subject_id, task_subject_id, evidence_tokens in rows:
            # a task run's "category" is its task, its patient the admission's
            items[qid] = (value, category or run.task, subject_id if subject_id is not None else task_subject_id)
            tokens.append(evidence_tokens)
        model = f"{run.model} · {run.task}" if run.task else run.model
        result.append(RunScores(run.pk, run.condition, model, run.config_hash, evaluator_version,
                                reference_version, items, float(np.mean(tokens)) if tokens else 0.0))
    return result


# -- paired comparisons ----------------------------------------------------------------------------


def compare(first: RunScores, second: RunScores, *, categories: tuple[str, ...] | None = None,
            n_resamples: int = N_RESAMPLES) -> dict:
    """second − first on the questions both scored (optionally only some categories): Δ accuracy
    with a patient-cluster BCa interval, the strict 2×2 table and the exact McNemar p."""
    qids = sorted(set(first.items) & set(second.items))
    if categories is not None:
        qids = [q for q in qids if first.items[q][1] in categories]
    if not qids:
        return {"n": 0, "delta": None, "ci": None, "p": None, "table": None}
    pairs = np.array([(first.items[q][0], second.items[q][0]) for q in qids])
    clusters = [first.items[q][2] for q in qids]
    delta = float(pairs[:, 1].mean() - pairs[:, 0].mean())
    a, b, c, d = stats.paired_table([v >= 1 for v in pairs[:, 0]], [v >= 1 for v in pairs[:, 1]])
    try:
        ci = stats.bootstrap_bca(pairs, lambda v: float(v[:, 1].mean() - v[:, 0].mean()), n_resamples=n_resamples,
                                 seed=SEED, clusters=clusters)
        interval = (ci.low, ci.high)
    except ValueError:  # one patient only: no cluster bootstrap
        interval = None
    return {"n": len(qids), "first": float(pairs[:, 0].mean()), "second": float(pairs[:, 1].mean()), "delta": delta,
            "ci": interval, "p": stats.mcnemar_exact(b, c), "table": (a, b, c, d),
            "patients": len(set(clusters))}


def _significant(row: dict) -> bool:
    return row.get("p") is not None and row["p"] < ALPHA


PHYSICIAN = "physician:"


def physician_interim(details: dict | None) -> str | None:
    """Why verdicts a rating study wrote (``physician:<study>``) are interim, from the record the
    study keeps in each score's details: locked with every item rated by the planned raters, or
    not. Verdicts without that record are interim too: never called significant unless known final."""
    study = (details or {}).get("study") or {}
    if study.get("interim") is False:
        return None
    if "items" in study:
        return (f"interim: the study was {study.get('study_status', 'unblinded')} with {study['fully_rated']} of "
                f"{study['items']} items rated by the planned number of raters")
    return "interim: the study did not record how complete it was"


def _evaluator_interim(run_ids: list[int], version: str) -> str | None:
    if not version.startswith(PHYSICIAN):
        return None
    details = PredictionScore.objects.filter(run_id__in=run_ids, evaluator_version=version).values_list(
        "details", flat=True).first()
    return physician_interim(details)


# -- the report ----------------------------------------------------------------------------------


def build_report(*, runs: list[Run], evaluator: str = "keyword_v2", reference_version: str | None = None,
                 baseline: str = "C1", n_resamples: int = N_RESAMPLES) -> Report:
    if not runs:
        raise ReportError("no runs given")
    datasets = {r.dataset_id for r in runs}
    if len(datasets) > 1:
        raise ReportError("runs of several datasets cannot share a report: "
                          + ", ".join(sorted({r.dataset.name for r in runs})))
    task_runs = [r for r in runs if r.task]
    if task_runs:
        if len(task_runs) != len(runs):
            raise ReportError("task runs (paper 001) and question runs cannot share a report: build one for each")
        evaluator = TASK_EVALUATOR
    try:
        if task_runs:
            reference_version = TASK_GOLD_PREFIX + (reference_version or default_task_gold_version(runs[0].dataset))
        elif not reference_version:
            reference_version = default_reference_version(runs[0].dataset, use="a report")
        else:
            require_released_reference(runs[0].dataset, reference_version, use="a report")
    except ReleaseError as exc:
        raise ReportError(str(exc)) from None
    version = _evaluator_version([r.pk for r in runs], evaluator, reference_version)
    scored = [s for s in load_scores(runs, version, reference_version) if s.n]
    unscored = sorted({r.pk for r in runs} - {s.run_id for s in scored})
    report = Report(evaluator=version, reference_version=reference_version,
                    runs=sorted(scored, key=lambda s: (s.model, _order(s.condition))),
                    interim=_evaluator_interim([r.pk for r in runs], version))
    if report.interim:
        report.notes.append(f"{version}: physician verdicts, {report.interim}; every figure from them is interim "
                            "and no difference is called significant")
    if unscored:
        report.notes.append(f"runs {', '.join(map(str, unscored))} have no {version} scores against "
                            f"{reference_version} and are left out")
    by_model = defaultdict(dict)
    for s in report.runs:
        by_model[s.model][s.condition] = s
    # C7 has no model (its answers are templates): it belongs beside every model's conditions
    lookup = by_model.pop(KG_LOOKUP, None)
    if lookup:
        for conditions in (by_model.values() if by_model else [by_model.setdefault(KG_LOOKUP, {})]):
            conditions.update(lookup)
    recall = _evidence_recall([s.run_id for s in report.runs], reference_version)
    report.overview = [{**s.describe(), "n": s.n, "accuracy": s.accuracy, "evidence_tokens": s.evidence_tokens,
                        "by_category": s.by_category(), **recall.get(s.run_id, {})} for s in report.runs]
    if recall:
        report.notes.append("evidence recall: the share of each reference's evidence spans that reached the reader "
                            "(evaluator evidence_recall, newest version, same reference version); it reads no "
                            "answer text, so it measures retrieval whatever the model")
    if not task_runs:
        _harm(report)
    _ablation(report, by_model, baseline, n_resamples)
    _category_matrix(report)
    _transitions(report, by_model)
    _cross_model(report, by_model, baseline, n_resamples)
    _concordance(report, runs, reference_version)
    _endpoints(report, by_model, baseline, n_resamples)
    _reference_impact(report, runs, evaluator)
    _curves(report, by_model)
    return report


def _evidence_recall(run_ids: list[int], reference_version: str) -> dict[int, dict]:
    """Per run, the mean evidence recall (overall, per category, n) under the newest evidence_recall
    version that scored it against ``reference_version``; runs never scored for it are absent."""
    rows = PredictionScore.objects.filter(run_id__in=run_ids, evaluator="evidence_recall",
                                          reference_version=reference_version).values_list(
        "run_id", "evaluator_version", "value", "question__category", "pk")
    newest: dict[int, tuple[int, str]] = {}
    for run_id, version, _, _, pk in rows:
        if run_id not in newest or pk > newest[run_id][0]:
            newest[run_id] = (pk, version)
    values: dict[int, list[tuple[float, str]]] = defaultdict(list)
    for run_id, version, value, category, _ in rows:
        if newest[run_id][1] == version:
            values[run_id].append((value, category))
    out = {}
    for run_id, pairs in values.items():
        groups = defaultdict(list)
        for value, category in pairs:
            groups[category].append(value)
        out[run_id] = {"evidence_recall": sum(v for v, _ in pairs) / len(pairs), "evidence_recall_n": len(pairs),
                       "evidence_recall_by_category": {c: sum(v) / len(v) for c, v in groups.items()}}
    return out


def _harm(report: Report) -> None:
    """The harm screen per run (``benchmark.harm``): it reads the answers and the graph, no reference."""
    found = harm.run_harm([s.run_id for s in report.runs])
    for s in report.runs:
        row = found.get(s.run_id)
        if row:
            report.harm.append({**s.describe(), **row})
    if report.harm:
        report.notes.append(f"{harm.VERSION}: an answer is counted when it calls an asked problem or drug current "
                            "and the chart, read as the graph conditions read it, had it going and then ended it "
                            "(held, stopped, completed, left off the discharge list, resolved or denied) by the asked "
                            "time; a screen for stale state, not a physician's verdict")


def _ablation(report: Report, by_model: dict, baseline: str, n_resamples: int) -> None:
    for model, conditions in by_model.items():
        base = conditions.get(baseline)
        for condition in sorted(conditions, key=_order):
            s = conditions[condition]
            row = {"model": model, "condition": condition, "run_id": s.run_id, "n": s.n, "accuracy": s.accuracy,
                   "baseline": baseline if base else None}
            if base is not None and condition != baseline:
                row.update({f"vs_{k}": v for k, v in compare(base, s, n_resamples=n_resamples).items()})
                # never "significant" from interim physician verdicts (None: the table says interim)
                row["significant"] = None if report.interim else _significant({"p": row.get("vs_p")})
            report.ablation.append(row)
    if not any(r.get("baseline") for r in report.ablation):
        report.notes.append(f"no {baseline} run: the ablation table shows accuracies without Δ")


def _category_matrix(report: Report) -> None:
    present = {c for s in report.runs for c in s.by_category()}
    categories = [c for c in Category.values if c in present] + sorted(present - set(Category.values))
    report.categories = {
        "categories": categories,
        "rows": [{"model": s.model, "condition": s.condition, "run_id": s.run_id,
                  **{c: s.by_category().get(c, {}).get("accuracy") for c in categories},
                  "n": {c: s.by_category().get(c, {}).get("n", 0) for c in categories}} for s in report.runs],
    }


def _strict(s: RunScores, qids) -> dict[str, bool]:
    return {q: s.items[q][0] >= 1 for q in qids}


def _transitions(report: Report, by_model: dict) -> None:
    for model, conditions in by_model.items():
        if "C3" not in conditions or "C4" not in conditions:
            continue
        third_name = next((c for c in ("C4g", "C4g_oracle") if c in conditions), None)
        names = ["C3", "C4"] + ([third_name] if third_name else [])
        qids = set.intersection(*(set(conditions[n].items) for n in names))
        result = stats.transition_analysis(*(_strict(conditions[n], qids) for n in names))
        per_category = defaultdict(lambda: {"improved": 0, "regressed": 0})
        for qid in result.improved_qids:
            per_category[conditions["C3"].items[qid][1]]["improved"] += 1
        for qid in result.regressed_qids:
            per_category[conditions["C3"].items[qid][1]]["regressed"] += 1
        report.transitions.append({
            "model": model, "first": "C3", "second": "C4", "third": third_name, "n": result.n,
            "both_right": result.both_right, "both_wrong": result.both_wrong, "improved": result.improved,
            "regressed": result.regressed, "net": result.net, "recovered": result.recovered,
            "kept": result.kept, "recovery_rate": result.recovery_rate, "by_category": dict(per_category),
        })


def _cross_model(report: Report, by_model: dict, baseline: str, n_resamples: int) -> None:
    rows = []
    for model, conditions in by_model.items():
        if baseline not in conditions:
            continue
        for target in ("C4g", "C4g_oracle"):
            if target in conditions:
                rows.append({"model": model, "comparison": f"{baseline} → {target}",
                             **compare(conditions[baseline], conditions[target], n_resamples=n_resamples)})
    pvalues = [r["p"] for r in rows if r["p"] is not None]
    if pvalues:
        bh, by = stats.bh_adjust(pvalues), stats.by_adjust(pvalues)
        for row, q_bh, q_by in zip([r for r in rows if r["p"] is not None], bh, by):
            row["q_bh"], row["q_by"] = q_bh, q_by
    report.cross_model = rows
    baselines = [(r["first"], r["delta"]) for r in rows if r["comparison"].endswith("C4g") and r["delta"] is not None]
    if len(baselines) >= 3 and len({b for b, _ in baselines}) > 1:
        fit = stats.ols_gain_on_baseline([b for b, _ in baselines], [d for _, d in baselines])
        report.notes.append(f"gain on baseline across {fit['n']} models: slope {fit['slope']:.3f}, r {fit['r']:.3f}, "
                            f"p {fit['p']:.3g} (descriptive; a slope near −1 can be a ceiling artefact)")


def _concordance(report: Report, runs: list[Run], reference_version: str) -> None:
    """Agreement between every pair of evaluator versions that scored the same predictions."""
    rows = PredictionScore.objects.filter(run__in=runs, reference_version=reference_version).values_list(
        "prediction_id", "evaluator_version", "value")
    table = defaultdict(dict)
    for prediction_id, version, value in rows:
        table[version][prediction_id] = value
    versions = sorted(table)
    for i, first in enumerate(versions):
        for second in versions[i + 1:]:
            shared = sorted(set(table[first]) & set(table[second]))
            if not shared:
                continue
            a = [table[first][p] >= 1 for p in shared]
            b = [table[second][p] >= 1 for p in shared]
            agree = sum(x == y for x, y in zip(a, b))
            report.concordance.append({
                "first": first, "second": second, "n": len(shared), "agreement": agree / len(shared),
                "kappa": stats.cohen_kappa(a, b),
                # the first evaluator fails what the second passes, and the reverse
                "first_stricter": sum((not x) and y for x, y in zip(a, b)),
                "first_more_lenient": sum(x and (not y) for x, y in zip(a, b)),
            })
    if not any(version.startswith("physician:") for version in versions):
        report.notes.append("physician ratings: none for these runs yet (a rating study writes its verdicts "
                            "here, as evaluator physician:<study>, when it is unblinded); evaluator concordance "
                            "is between automatic evaluators only")


def _physician_endpoints(report: Report, baseline: str) -> list[dict]:
    """The primary endpoint from physician verdicts: a rating study writes them, when unblinded, as
    evaluator ``physician:<study>`` under its plan's primary rule (leave-author-out, unanimous
    strict by default). For every study that rated a baseline run and a C4g run of this report:
    the paired table over the questions it rated for both, exact McNemar and Newcombe's interval."""
    name = (f"Primary: paired exact McNemar, {baseline} vs C4g, physician verdicts (the study's primary rule); "
            f"Δ = C4g − {baseline}")
    runs = {s.run_id: s for s in report.runs}
    verdicts: dict[str, dict[int, dict]] = defaultdict(lambda: defaultdict(dict))
    interim: dict[str, str | None] = {}
    for run_id, version, question, value, reason, details in PredictionScore.objects.filter(
            run_id__in=list(runs), evaluator__startswith=PHYSICIAN).values_list(
            "run_id", "evaluator_version", "question_id", "value", "reason", "details"):
        verdicts[version][question][run_id] = (value >= 1, reason)
        interim.setdefault(version, physician_interim(details))
    rows = []
    for version, by_question in sorted(verdicts.items()):
        rated = {run_id for v in by_question.values() for run_id in v}
        firsts = [runs[r] for r in sorted(rated) if runs[r].condition == baseline]
        seconds = [runs[r] for r in sorted(rated) if runs[r].condition == "C4g"]
        for first in firsts:
            for second in seconds:
                pairs = [(v[first.run_id][0], v[second.run_id][0]) for v in by_question.values()
                         if first.run_id in v and second.run_id in v]
                if not pairs:
                    continue
                a, b, c, d = stats.paired_table([x for x, _ in pairs], [y for _, y in pairs])
                rule = next(iter(next(iter(by_question.values())).values()))[1]
                model = first.model if first.model == second.model else f"{first.model} → {second.model}"
                rows.append({"name": name, "status": "computed", "model": model, "n": len(pairs), "a": a, "b": b,
                             "c": c, "d": d, "delta": (c - b) / len(pairs), "ci": stats.newcombe_paired_ci(a, b, c, d),
                             "p": stats.mcnemar_exact(b, c), "source": f"evaluator {version} ({rule})",
                             "interim": interim[version],
                             "detail": f"runs {first.run_id} → {second.run_id}; b = {b}, c = {c}; "
                                       "interval: Newcombe (method 10), not the bootstrap"
                                       + (f"; {interim[version]}" if interim[version] else "")})
    if not rows:
        rows.append({"name": name, "status": "not available", "source": "physician ratings",
                     "detail": f"no unblinded rating study has rated both a {baseline} and a C4g run of this report"})
    return rows


def _endpoints(report: Report, by_model: dict, baseline: str, n_resamples: int) -> None:
    """The pre-specified endpoints of paper 000 §3.5, each saying which data it used."""
    source = f"evaluator {report.evaluator}, reference {report.reference_version}"
    report.endpoints.extend(_physician_endpoints(report, baseline))
    all_categories = tuple(Category.values)
    subsets = [
        (f"Sensitivity (i): {report.evaluator}, change excluded", tuple(c for c in all_categories if c != "change")),
        ("Sensitivity (iv): hard cross-admission subset (change, current state, historical)", HARD_SUBSET),
        ("Sensitivity (vi): all questions", all_categories),
    ]
    for model, conditions in by_model.items():
        base = conditions.get(baseline)
        if base is None:
            continue
        for target, label in (("C4g", "keyword routing"), ("C4g_oracle", "oracle routing (upper bound)")):
            if target not in conditions:
                continue
            for name, cats in subsets:
                row = compare(base, conditions[target], categories=cats, n_resamples=n_resamples)
                report.endpoints.append({
                    "name": f"{name}: {baseline} vs {target} ({label}); Δ = {target} − {baseline}", "model": model,
                    "status": "computed", "source": f"runs {base.run_id} and {conditions[target].run_id}; {source}",
                    "interim": report.interim, **row,
                })
        if "C1b" in conditions and "C4g+" in conditions:
            row = compare(conditions["C1b"], conditions["C4g+"], n_resamples=n_resamples)
            report.endpoints.append({"name": "Sensitivity (v): C1b vs C4g+; Δ = C4g+ − C1b", "model": model,
                                     "status": "computed", "interim": report.interim,
                                     "source": f"runs {conditions['C1b'].run_id} and {conditions['C4g+'].run_id}; "
                                               f"{source}", **row})


def _reference_impact(report: Report, runs: list[Run], evaluator: str) -> None:
    """Accuracy of each run under every *released* reference version it was scored against (v1 → v2
    → v3); preview scores against an unreleased draft are left out, as a report uses only released
    versions (task runs: every task-gold version)."""
    rows = PredictionScore.objects.filter(run__in=runs, evaluator=evaluator)
    if not any(r.task for r in runs):
        rows = rows.filter(reference_version__in=ReferenceRelease.objects.filter(
            dataset_id=runs[0].dataset_id).values("label"))
    rows = rows.values_list("run_id", "reference_version", "evaluator_version", "value")
    tally = defaultdict(list)
    for run_id, version, evaluator_version, value in rows:
        tally[(run_id, version, evaluator_version)].append(value)
    names = {r.pk: (r.condition, r.model) for r in runs}
    for (run_id, version, evaluator_version), values in sorted(tally.items()):
        report.reference_impact.append({"run_id": run_id, "condition": names[run_id][0], "model": names[run_id][1],
                                        "reference_version": version, "evaluator_version": evaluator_version,
                                        "n": len(values), "accuracy": sum(values) / len(values)})


def _curves(report: Report, by_model: dict) -> None:
    """Paper 001: accuracy against input tokens for RecentNotes(B) and RAG-N (N chunks × 128 tokens),
    and the normalized area difference between the two curves over their shared token range."""
    for model, conditions in by_model.items():
        recent, rag = [], []
        for condition, s in conditions.items():
            match = re.match(r"^(RecentNotes|RAG):(\d+)$", condition)
            if not match:
                continue
            tokens = int(match.group(2)) * (128 if match.group(1) == "RAG" else 1)
            (rag if match.group(1) == "RAG" else recent).append((tokens, s.accuracy, s.run_id))
        if not recent and not rag:
            continue
        row = {"model": model, "recent_notes": sorted(recent), "rag": sorted(rag), "nad": None}
        if len(recent) >= 2 and len(rag) >= 2:
            try:
                row["nad"] = stats.normalized_area_difference(
                    [t for t, _, _ in sorted(rag)], [a for _, a, _ in sorted(rag)], [a for _, a, _ in sorted(recent)],
                    x_b=[t for t, _, _ in sorted(recent)])
            except ValueError as exc:
                row["nad_error"] = str(exc)
        report.curves.append(row)
