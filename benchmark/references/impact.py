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

from benchmark.evaluator_choice import EvaluatorChoice, choose_evaluator
from benchmark.models import PredictionScore, ReferenceAnswer, ReferenceDraft, ReferenceFeedback, Run, TriageConsensus
from benchmark.references.checks import ReferenceCheckError, check_references
from benchmark.references.corrections import corrections_export
from benchmark.references.drafts import draft_status
from benchmark.references.releases import dataset_of, is_released, release_version, releases_of
from benchmark.releases import (
    ReleaseError,
    reference_versions,
    release_for,
    release_set,
    release_show,
    require_released_reference,
    version_key,
)
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
    choice: EvaluatorChoice | None = None
    #: the default is recorded but not released: nothing is scored, reported or studied against it
    default_unreleased: bool = False


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
                  evaluator: str | None = None) -> CurationView:
    """The dataset's reference versions (released or not, the default, the automatic-check flags
    each inherits from its parent), the diff from ``base`` to ``target`` (default: the two newest
    versions) and every run's accuracy under each version with ``evaluator`` (default: the one
    chosen by measured agreement with physicians, ``benchmark.evaluator_choice``)."""
    labels = reference_versions(dataset)
    released = {r.label: r for r in releases_of(dataset)}
    default = release_for(dataset).reference_version
    choice = choose_evaluator(dataset=dataset)
    if evaluator not in PAGE_EVALUATORS:
        evaluator = choice.name if choice.name in PAGE_EVALUATORS else "polarity"
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
                 "scores": counts.get(label, 0),
                 # the checks run on every unreleased version (what an admin may release next); a
                 # released one shows them once computed in this process (its confirmation, say)
                 "inherited": inherited_flags(dataset, label, compute=label not in released)}
                for label in sorted(labels, key=version_key)]
    impact, unscored = _rows(dataset, evaluator, labels, base, target)
    drafts = [draft_status(dataset, b) for b in sorted(set(TriageConsensus.objects.filter(
        question__dataset=dataset).values_list("base", flat=True)), key=version_key)]
    return CurationView(dataset, versions, default, base, target, diff, summary, evaluator, PAGE_EVALUATORS,
                        impact, unscored, physician_concordance(dataset, evaluator), drafts, choice,
                        bool(default) and default not in released)


# -- inherited defects -------------------------------------------------------------------------


@dataclass
class Inherited:
    """The automatic-check flags a version still carries from its parent (same question, same check)."""
    version: str
    parent: str
    flags: list  # [Flag] of ``version`` whose (qid, check) the parent was flagged for too
    parent_flags: int
    skipped: dict = field(default_factory=dict)
    error: str = ""


def parent_version(dataset: Dataset, label: str) -> str | None:
    """The version ``label`` was derived from: a draft's base, else the version most of its rows'
    parents belong to (None for a first version)."""
    draft = ReferenceDraft.objects.filter(dataset=dataset, label=label).order_by("-created_at", "-pk").first()
    if draft is not None:
        return draft.base
    parents = (ReferenceAnswer.objects.filter(question__dataset=dataset, version=label, parent__isnull=False)
               .values("parent__version").annotate(n=Count("id")).order_by("-n", "parent__version"))
    row = parents.first()
    return row["parent__version"] if row and row["parent__version"] != label else None


_INHERITED: dict[tuple, Inherited | None] = {}


def inherited_flags(dataset: Dataset, label: str, *, compute: bool = True) -> Inherited | None:
    """``check_references`` on ``label`` and on its parent: the flags of ``label`` that its parent
    also failed (a draft that still carries its parent's known defects). None for a version with
    no parent, or (``compute=False``) one not computed yet. Released versions never change, so
    their result is kept for the process."""
    parent = parent_version(dataset, label)
    if parent is None:
        return None
    key = (dataset.pk, label, parent)
    frozen = is_released(dataset, label) and is_released(dataset, parent)
    if frozen and key in _INHERITED:
        return _INHERITED[key]
    if not compute:
        return Inherited(label, parent, [], 0, error="not computed here for a released version: "
                         f"manage.py check_references --version {label} and --version {parent}")
    try:
        mine, theirs = check_references(dataset, label), check_references(dataset, parent)
    except ReferenceCheckError as exc:
        return Inherited(label, parent, [], 0, error=str(exc))
    before = {(f.qid, f.check) for f in theirs}
    result = Inherited(label, parent, [f for f in mine if (f.qid, f.check) in before], len(theirs),
                       {**theirs.skipped, **mine.skipped})
    if frozen:
        _INHERITED[key] = result
    return result


# -- releasing and changing the default, with what it changes shown first ---------------------------


@dataclass
class ReleasePlan:
    """What releasing ``label`` (and/or making it the default) would change, shown before it happens."""
    dataset: Dataset
    label: str
    release: bool
    make_default: bool
    old_default: str
    old_default_released: bool
    evaluator: str
    choice: EvaluatorChoice
    impact: list[ImpactRow]
    #: runs with scores under the old default but none under ``label`` yet (their change is unknown)
    not_scored: list[str]
    unscored: list[str]
    inherited: Inherited | None

    @property
    def changes_default(self) -> bool:
        return self.make_default and self.label != self.old_default

    @property
    def flipped(self) -> int:
        return sum(len(row.flipped) for row in self.impact)


def release_plan(dataset: Dataset, label: str, *, make_default: bool, evaluator: str | None = None) -> ReleasePlan:
    """What releasing ``label`` and/or making it the default would do: every run's accuracy under
    the current default and under ``label`` (with ``evaluator``, default the chosen one), the
    questions that flip, and the automatic-check flags ``label`` still shares with its parent.
    Nothing is changed. A version the dataset lacks, or nothing to do, is a ``ReleaseError``."""
    labels = reference_versions(dataset)
    if label not in labels:
        raise ReleaseError(f"dataset {dataset.name!r} has no reference version {label!r} "
                           f"(versions: {', '.join(labels) or 'none'})")
    released = is_released(dataset, label)
    old = release_for(dataset).reference_version
    if released and (not make_default or old == label):
        raise ReleaseError(f"reference version {label!r} of dataset {dataset.name!r} is already released"
                           + (" and the default" if old == label else ""))
    choice = choose_evaluator(dataset=dataset)
    if evaluator not in PAGE_EVALUATORS:
        evaluator = choice.name if choice.name in PAGE_EVALUATORS else "polarity"
    compared = [v for v in (old, label) if v]
    impact, unscored = _rows(dataset, evaluator, compared, old or label, label)
    not_scored = [f"#{row.run_id} {row.condition}" for row in impact if label not in row.accuracy]
    return ReleasePlan(dataset, label, not released, make_default, old or "", bool(old) and is_released(dataset, old),
                       evaluator, choice, impact, not_scored, unscored, inherited_flags(dataset, label))


def release_confirmed(dataset: Dataset, label: str, *, user: str, note: str = "", make_default: bool,
                      confirmed: bool) -> str:
    """Release ``label`` (and/or make it the default) once the plan was seen and confirmed; without
    ``confirmed`` nothing happens and the refusal says so. Returns a line saying what was done."""
    plan = release_plan(dataset, label, make_default=make_default)
    if not confirmed:
        raise ReleaseError(f"not confirmed: releasing {label} of {dataset.name!r}"
                           + (" as the default" if make_default else "")
                           + " needs a confirmation after its impact is shown; nothing was changed")
    done = []
    if plan.release:
        release = release_version(dataset, label, user, note, make_default=make_default)
        done.append(f"released references {label} ({release.references} references, sha256 {release.digest})")
        if make_default:
            done.append("made it the default")
    elif make_default:
        release_set(dataset=dataset, reference_version=label, user=user, note=note or f"default {label}")
        done.append(f"made references {label} the default (was {plan.old_default or 'none'})")
    return f"{dataset.name}: " + " and ".join(done)


def plan_text(plan: ReleasePlan) -> str:
    """The release plan as the terminal shows it: what it does, the checks the version still fails
    from its parent, and every run's accuracy under the current default and ``label``."""
    name, label, old = plan.dataset.name, plan.label, plan.old_default
    lines = []
    if plan.release:
        lines.append(f"Release references {label} of {name!r}: freezes every reference of {label}.")
    if plan.changes_default:
        lines.append(f"Moves the default reference version from {old or 'none'}"
                     + (" (never released)" if old and not plan.old_default_released else "")
                     + f" to {label}: reports, equity, the monitor and new rating studies use it from now on.")
    elif not plan.make_default:
        lines.append(f"The default stays {old or 'none'}.")
    inherited = plan.inherited
    if inherited is None:
        lines.append(f"Automatic checks: {label} has no parent version to compare with.")
    elif inherited.error:
        lines.append(f"Automatic checks could not run: {inherited.error}")
    elif inherited.flags:
        lines.append(f"WARNING: {label} still fails {len(inherited.flags)} automatic check(s) that its parent "
                     f"{inherited.parent} failed (same question, same check): "
                     + ", ".join(f"{f.qid} {f.check}" for f in inherited.flags[:20])
                     + (f" and {len(inherited.flags) - 20} more" if len(inherited.flags) > 20 else ""))
    else:
        lines.append(f"Automatic checks: {label} fails none of the checks its parent {inherited.parent} failed.")
    default = ("the default evaluator — " + plan.choice.reason) if plan.evaluator == plan.choice.name \
        else f"evaluator {plan.evaluator}"
    lines.append(f"Accuracy of every run, {old or label} -> {label}, with {default}")
    for row in plan.impact:
        cells = [f"{v} {row.accuracy[v][0]:.3f} (n={row.accuracy[v][1]})" for v in dict.fromkeys((old, label))
                 if v and v in row.accuracy]
        delta = "—" if row.delta_pp is None else f"{row.delta_pp:+.1f} pp"
        flips = ", ".join(f"{q} ({a:.1f}->{b:.1f})" for q, a, b in row.flipped[:12]) or "none"
        more = f" and {len(row.flipped) - 12} more" if len(row.flipped) > 12 else ""
        lines.append(f"  #{row.run_id} {row.condition} {row.model}: {'; '.join(cells) or 'not scored'}; "
                     f"change {delta}; flipped: {flips}{more}")
    if not plan.impact:
        lines.append(f"  no run of {name!r} is scored with {plan.evaluator} against {old or label} or {label}")
    unknown = plan.not_scored + plan.unscored
    if unknown:
        lines.append(f"Not known yet for {', '.join(unknown)}: not scored with {plan.evaluator} against {label} "
                     f"(score them first: manage.py score RUN_ID --evaluator {plan.evaluator} --reference {label}"
                     + (" --preview-draft)." if plan.release else ")."))
    return "\n".join(lines)


def release_from_terminal(*, dataset_name: str, label: str, make_default: bool, user: str, note: str = "",
                          confirmed: bool, only_default: bool = False) -> tuple[str, bool]:
    """What ``release_references`` and ``set_release --reference`` do: the plan as text, and the
    release (or the default change) only when ``confirmed`` — as the page's confirmation. Returns
    (text, done). ``only_default``: a default change only; an unreleased ``label`` is refused."""
    dataset = dataset_of(dataset_name)
    if only_default and label in reference_versions(dataset):
        require_released_reference(dataset, label, use="the dataset's default")
        if release_for(dataset).reference_version == label:
            return f"{dataset.name}: references {label} is already the default; nothing to change", True
    plan = release_plan(dataset, label, make_default=make_default)
    text = plan_text(plan)
    if not confirmed:
        return text, False
    return text + "\n" + release_confirmed(dataset, label, user=user, note=note, make_default=make_default,
                                           confirmed=True), True


def release_change_from_terminal(*, dataset_name: str, reference_version: str | None = None,
                                 task_gold_version: str | None = None, user: str, note: str = "",
                                 confirmed: bool) -> tuple[str, bool]:
    """What ``set_release`` does: with no version, the release and the versions there are; a new
    default reference version as ``release_from_terminal`` (its impact first, changed only when
    ``confirmed``); a task-gold version at once. Returns (text, done)."""
    if reference_version is None and task_gold_version is None:
        return release_show(dataset_name=dataset_name), True
    text, done = "", True
    if reference_version is not None:
        text, done = release_from_terminal(dataset_name=dataset_name, label=reference_version, make_default=True,
                                           user=user, note=note, confirmed=confirmed, only_default=True)
    if done and task_gold_version is not None:
        release = release_set(dataset=dataset_of(dataset_name), task_gold_version=task_gold_version, user=user,
                              note=note)
        text = (text + "\n" if text else "") + f"{dataset_name}: task gold {release.task_gold_version}"
    return text, done


def rescore_dataset(dataset: Dataset, *, version: str, evaluators: list[str]) -> int:
    """Queue the scoring of every finished question run of the dataset against ``version`` with
    these evaluators (one task); returns how many runs. Nothing to rescore is an error. An
    unreleased version is scored as a preview: to see what releasing it changes (reports,
    studies and the default still refuse it until it is released)."""
    if version not in reference_versions(dataset):
        raise ScoringError(f"dataset {dataset.name!r} has no reference version {version!r}")
    run_ids = [run.pk for run in Run.objects.filter(dataset=dataset, task="") if run.finished]
    if not run_ids:
        raise ScoringError(f"dataset {dataset.name!r} has no finished runs to rescore")
    return runs_score_queue(run_ids=run_ids, evaluators=evaluators, reference_version=version, preview=True)


__all__ = ["Concordance", "CurationView", "ImpactRow", "Inherited", "ReleaseError", "ReleasePlan", "confirmed_questions",
           "curation_view", "inherited_flags", "parent_version", "physician_concordance", "plan_text",
           "release_change_from_terminal", "release_confirmed", "release_from_terminal",
           "release_plan", "rescore_dataset"]
