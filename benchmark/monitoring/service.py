"""The one service for drift monitoring: monitors, checks, alerts and markers.

A check is the monitor's conditions re-run on its frozen sample through the run service
(``benchmark.runs.service.run_launch``, always new runs), scored by the scoring service
(``benchmark.scoring.runs_score``) with the monitor's evaluator, then measured: accuracy per
condition over all questions, per category and per demographic stratum. Those measurements are
compared with the rolling baseline of the earlier checks (``benchmark.monitoring.alerts`` over
``benchmark.stats.drift``) and alerts are recorded. The versions the check ran under are compared
with the previous check's, and a change is recorded as a marker.

A check started by the schedule or the page queues its runs for the workers and is finished by a
later tick (``monitors_tick``, every minute from Celery beat) once its runs are done; a check
started from the command line runs in the foreground (``monitor_check_run``).
"""

from __future__ import annotations

import logging
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from django.db import IntegrityError, transaction
from django.db.models import Max
from django.utils import timezone

from benchmark.equity.strata import question_strata
from benchmark.evaluator_choice import FALLBACK, choose_evaluator
from benchmark.launch import sample_save
from benchmark.models import (
    Monitor,
    MonitorAlert,
    MonitorCheck,
    MonitorMarker,
    MonitorPoint,
    PredictionScore,
    QuestionSample,
    Run,
)
from benchmark.monitoring import alerts as alert_logic
from benchmark.monitoring.alerts import STRATA_DIMENSIONS
from benchmark.monitoring.selectors import baseline_checks, forget_open_alert_count, measurements
from benchmark.monitoring.versions import describe_changes, pipeline_versions, run_versions, version_changes
from benchmark.releases import ReleaseError, default_reference_version
from benchmark.runs.service import RunError, run_launch, run_work
from benchmark.scoring import PAGE_EVALUATORS, ScoringError, evaluator_versions_for, runs_score
from benchmark.stats.sampling import stratified_sample
from retrieval.answering import UnknownCondition, get_condition
from retrieval.models import Dataset

log = logging.getLogger("benchmark.monitoring")


class MonitorError(ValueError):
    """A monitor that cannot be created or changed as asked; the message says why."""


# -- monitors ----------------------------------------------------------------------------------


def _bounded(name: str, value, low: float, high: float) -> float:
    try:
        value = float(value)
    except (TypeError, ValueError):
        raise MonitorError(f"{name} must be a number, got {value!r}") from None
    if not low <= value <= high:
        raise MonitorError(f"{name} must be between {low:g} and {high:g}, got {value:g}")
    return value


def _held_out_sample(*, dataset: Dataset, monitor_name: str, sample_name: str | None, sample_size: int | None,
                     seed: int, user) -> QuestionSample:
    """The monitor's frozen sample: a saved one named ``sample_name``, or a seeded draw of
    ``sample_size`` questions stratified by category (each category in proportion to its size,
    ``benchmark.stats.sampling.stratified_sample``), saved as a question sample."""
    if sample_name:
        sample = QuestionSample.objects.filter(dataset=dataset, name=sample_name).first()
        if sample is None:
            raise MonitorError(f"dataset {dataset.name!r} has no question sample named {sample_name!r}")
        return sample
    by_category: dict[str, list[str]] = defaultdict(list)
    for qid, category in dataset.questions.values_list("qid", "category"):
        by_category[category].append(qid)
    available = sum(len(qids) for qids in by_category.values())
    if not available:
        raise MonitorError(f"dataset {dataset.name!r} has no questions to monitor")
    if sample_size is None or sample_size < 1:
        raise MonitorError("give a saved sample or a sample size of at least 1 question")
    if sample_size > available:
        raise MonitorError(f"dataset {dataset.name!r} has {available} questions; a sample of {sample_size} is too many")
    qids = sorted(qid for qid, _, _ in stratified_sample(by_category, sample_size, seed=seed))
    try:
        sample = sample_save(dataset=dataset, name=f"monitor {monitor_name} held-out", question_filter={"qids": qids},
                             user=user)
    except RunError as exc:
        raise MonitorError(str(exc)) from None
    QuestionSample.objects.filter(pk=sample.pk).update(description=(
        f"Held-out sample of monitor {monitor_name}: {sample_size} of {available} questions, stratified by "
        f"category, seed {seed}"))
    return sample


def monitor_create(*, name: str, dataset_name: str, conditions: list[str], model: str = "extractive",
                   settings: dict | None = None, evaluator: str = "", reference_version: str = "",
                   sample_name: str | None = None, sample_size: int | None = None, seed: int = 0,
                   interval_hours: int = 24 * 30, drift_threshold: float = 5.0, baseline_window: int = 3,
                   gap_threshold: float = 5.0, gap_min_questions: int = 10, enabled: bool = True,
                   user=None) -> Monitor:
    """A monitor of ``conditions`` × ``model`` on a frozen held-out sample of the dataset (a saved
    one, or a new seeded draw). Enabled, its first check is due at once: it sets the baseline.
    ``evaluator`` empty: the default evaluator now (best measured agreement with physicians, else
    polarity), fixed with the monitor so its checks stay comparable."""
    name = (name or "").strip()
    if not name or len(name) > 100:
        raise MonitorError("a monitor needs a name of 1 to 100 characters")
    if Monitor.objects.filter(name=name).exists():
        raise MonitorError(f"a monitor named {name!r} exists already")
    dataset = Dataset.objects.filter(name=dataset_name).first()
    if dataset is None:
        raise MonitorError(f"no dataset named {dataset_name!r}")
    try:
        condition_ids = list(dict.fromkeys(get_condition(c).id for c in conditions))
    except UnknownCondition as exc:
        raise MonitorError(str(exc)) from None
    if not condition_ids:
        raise MonitorError("choose at least one condition to monitor")
    if not evaluator:
        evaluator = choose_evaluator(dataset=dataset).name
        evaluator = evaluator if evaluator in PAGE_EVALUATORS else FALLBACK
    if evaluator not in PAGE_EVALUATORS:
        raise MonitorError(f"unknown evaluator {evaluator!r} (choose from {', '.join(PAGE_EVALUATORS)})")
    model = (model or "").strip() or "extractive"
    numbers = {
        "interval_hours": int(_bounded("the interval (hours)", interval_hours, 1, 24 * 366)),
        "drift_threshold": _bounded("the drift threshold (points)", drift_threshold, 0.1, 100),
        "baseline_window": int(_bounded("the baseline window (checks)", baseline_window, 1, 50)),
        "gap_threshold": _bounded("the strata gap threshold (points)", gap_threshold, 0.1, 100),
        "gap_min_questions": int(_bounded("the minimum questions per stratum", gap_min_questions, 1, 100_000)),
    }
    try:
        with transaction.atomic():
            sample = _held_out_sample(dataset=dataset, monitor_name=name, sample_name=sample_name,
                                      sample_size=sample_size, seed=seed, user=user)
            monitor = Monitor.objects.create(
                name=name, dataset=dataset, sample=sample, conditions=condition_ids, model=model,
                settings=settings or {}, evaluator=evaluator, reference_version=(reference_version or "").strip(),
                enabled=enabled, next_due_at=timezone.now() if enabled else None, created_by=user, **numbers)
    except IntegrityError:
        raise MonitorError(f"a monitor named {name!r} exists already") from None
    log.info("monitor %s created: %s × %s on %d questions", monitor.pk, ",".join(condition_ids), model,
             len(sample.qids))
    return monitor


def user_by_name(username: str):
    """The account named ``username`` (for the command's --user)."""
    from django.contrib.auth import get_user_model

    user = get_user_model().objects.filter(username=username).first()
    if user is None:
        raise MonitorError(f"no user named {username!r}")
    return user


def monitor_by_name(name: str) -> Monitor:
    monitor = Monitor.objects.select_related("dataset", "sample").filter(name=name).first()
    if monitor is None:
        raise MonitorError(f"no monitor named {name!r}")
    return monitor


def monitor_set_enabled(*, monitor: Monitor, enabled: bool) -> Monitor:
    """Turn the schedule on or off. Turned on, a check overdue while it was off is due at once."""
    now = timezone.now()
    due = (monitor.next_due_at or now) if enabled else monitor.next_due_at
    Monitor.objects.filter(pk=monitor.pk).update(enabled=enabled, next_due_at=due)
    monitor.refresh_from_db()
    return monitor


# -- checks ------------------------------------------------------------------------------------


def _fail(check: MonitorCheck, error: str) -> MonitorCheck:
    """Record a check that could not run or be scored, with an alert: a monitor that silently
    stops measuring is the failure vigilance exists to catch."""
    with transaction.atomic():
        MonitorCheck.objects.filter(pk=check.pk).update(status=MonitorCheck.Status.FAILED, error=error[:5000],
                                                         finished_at=timezone.now())
        MonitorAlert.objects.create(monitor_id=check.monitor_id, monitor_check=check, kind=MonitorAlert.Kind.FAILED,
                                    message=f"check {check.number} failed: {error[:1000]}")
    transaction.on_commit(forget_open_alert_count)
    forget_open_alert_count()
    log.warning("monitor %s check %s failed: %s", check.monitor_id, check.number, error[:200])
    check.refresh_from_db()
    return check


def _record_marker(check: MonitorCheck) -> MonitorMarker | None:
    """A pipeline marker when the check's versions differ from the previous check's."""
    previous = (MonitorCheck.objects.filter(monitor_id=check.monitor_id, number__lt=check.number)
                .exclude(versions={}).order_by("-number").first())
    if previous is None:
        return None
    compare_runs = previous.runs.exists() and check.runs.exists()
    changes = version_changes(previous.versions, check.versions, compare_runs=compare_runs)
    if not changes:
        return None
    return MonitorMarker.objects.create(monitor_id=check.monitor_id, monitor_check=check,
                                        kind=MonitorMarker.Kind.PIPELINE, changes=changes,
                                        note=f"since check {previous.number}: {describe_changes(changes)}")


def _scoring_versions(monitor: Monitor) -> dict[str, str]:
    """The evaluator's version and the reference version a check will be scored with (the
    dataset's release when the monitor names none): a new release moves accuracy too."""
    try:
        reference = monitor.reference_version or default_reference_version(monitor.dataset)
    except ReleaseError:
        reference = ""
    try:
        evaluator = evaluator_versions_for([monitor.evaluator])[monitor.evaluator]
    except ScoringError:
        evaluator = monitor.evaluator
    return {"evaluator": evaluator, "reference": reference}


def monitor_check_start(*, monitor: Monitor, trigger: str = MonitorCheck.Trigger.MANUAL, user=None,
                        queue: bool = True) -> MonitorCheck:
    """Start a check: record the pipeline versions, launch new runs of the monitor's conditions
    on its sample (``queue``: for the workers), mark a pipeline change, and schedule the next
    check. A launch the run service refuses (a stale graph, a model that cannot be called) is a
    failed check with an alert, never an exception."""
    now = timezone.now()
    with transaction.atomic():
        Monitor.objects.select_for_update().filter(pk=monitor.pk).first()
        number = (MonitorCheck.objects.filter(monitor=monitor).aggregate(n=Max("number"))["n"] or 0) + 1
        check = MonitorCheck.objects.create(monitor=monitor, number=number, trigger=trigger, created_by=user,
                                            versions={**pipeline_versions(model=monitor.model),
                                                      **_scoring_versions(monitor)})
        Monitor.objects.filter(pk=monitor.pk).update(next_due_at=now + timedelta(hours=monitor.interval_hours))
    try:
        with transaction.atomic():
            launched = run_launch(
                dataset_name=monitor.dataset.name, condition_ids=list(monitor.conditions), model=monitor.model,
                settings=monitor.settings, question_filter={"qids": list(monitor.sample.qids)}, new=True,
                queue=queue, user=user, label=f"monitor {monitor.name} · check {number}",
                evaluator_versions=evaluator_versions_for([monitor.evaluator]))
            runs = [item.run for item in launched]
            check.runs.set(runs)
            check.versions = {**check.versions, **run_versions(runs)}
            check.save(update_fields=["versions"])
    except (RunError, ScoringError) as exc:
        _record_marker(check)
        return _fail(check, str(exc))
    _record_marker(check)
    log.info("monitor %s check %s started (%s): runs %s", monitor.pk, number, trigger,
             ", ".join(str(r.pk) for r in runs))
    return check


def _measure(dataset, run_ids: list[int], evaluator_version: str, reference_version: str) -> dict:
    """(condition, dimension, group) → (score total, n) over the runs' scored questions; strata are
    the equity analysis's (``benchmark.equity.strata``: each question's patient at its admission)."""
    measured: dict[tuple, list] = defaultdict(lambda: [0.0, 0])
    rows = list(PredictionScore.objects.filter(
        run_id__in=run_ids, evaluator_version=evaluator_version, reference_version=reference_version,
        question__isnull=False).values_list("run__condition", "question_id", "question__category", "value"))
    strata = question_strata(dataset, STRATA_DIMENSIONS, question_ids={question for _, question, _, _ in rows})
    for condition, question, category, value in rows:
        for key in ((condition, "overall", "all"), (condition, "category", category),
                    *((condition, dimension, group) for dimension, group in strata.get(question, {}).items())):
            measured[key][0] += value
            measured[key][1] += 1
    return {key: (total, n) for key, (total, n) in measured.items()}


def monitor_check_advance(check: MonitorCheck) -> MonitorCheck:
    """Finish a running check whose runs are done: score them, record the points and the alerts.
    A check whose runs are still going is returned as it is; a cancelled run fails the check.
    Idempotent: a finished check is left alone, and two ticks cannot finish one check twice."""
    with transaction.atomic():
        check = (MonitorCheck.objects.select_for_update().select_related("monitor", "monitor__dataset")
                 .get(pk=check.pk))
        if check.status != MonitorCheck.Status.RUNNING:
            return check
        runs = list(check.runs.all())
        if not runs:
            return _fail(check, "the check has no runs")
        if any(not run.finished for run in runs):
            return check
        cancelled = [run for run in runs if run.status == Run.Status.CANCELLED]
        if cancelled:
            return _fail(check, "run " + ", ".join(f"#{r.pk} ({r.condition})" for r in cancelled) + " was cancelled")
        monitor = check.monitor
        try:
            summaries = runs_score(run_ids=[r.pk for r in runs], evaluators=[monitor.evaluator],
                                   reference_version=monitor.reference_version or None)
        except ScoringError as exc:
            return _fail(check, f"scoring failed: {exc}")
        evaluator_version, reference_version = summaries[0].evaluator_version, summaries[0].reference_version
        current = _measure(monitor.dataset, [r.pk for r in runs], evaluator_version, reference_version)
        if not current:
            return _fail(check, f"nothing was scored: the sample has no {reference_version} references")
        MonitorPoint.objects.bulk_create([
            MonitorPoint(monitor_check=check, condition=c, dimension=d, group=g, n=n, total=total)
            for (c, d, g), (total, n) in sorted(current.items())])
        history = [measurements(earlier) for earlier in baseline_checks(check)]
        _, drifts = alert_logic.drift_findings(current, history, threshold_points=monitor.drift_threshold,
                                               window=monitor.baseline_window)
        gaps = alert_logic.gap_findings(current, threshold_points=monitor.gap_threshold,
                                        min_n=monitor.gap_min_questions)
        MonitorAlert.objects.bulk_create([
            MonitorAlert(monitor=monitor, monitor_check=check, kind=f.kind, condition=f.condition, scope=f.scope,
                         value=f.value, baseline=f.baseline, threshold=f.threshold, message=f.message,
                         details=f.details) for f in drifts + gaps])
        check.evaluator_version, check.reference_version = evaluator_version, reference_version
        check.status, check.finished_at = MonitorCheck.Status.COMPLETE, timezone.now()
        check.save(update_fields=["evaluator_version", "reference_version", "status", "finished_at"])
        transaction.on_commit(forget_open_alert_count)
    forget_open_alert_count()
    log.info("monitor %s check %s complete: %d alert(s)", monitor.pk, check.number, len(drifts) + len(gaps))
    return check


def monitor_check_run(*, monitor: Monitor, trigger: str = MonitorCheck.Trigger.COMMAND, user=None,
                      on_run=None) -> MonitorCheck:
    """A whole check in this process: start it without queueing, answer its runs here
    (``run_work``), then finish it. ``on_run(run)`` is told after each run."""
    check = monitor_check_start(monitor=monitor, trigger=trigger, user=user, queue=False)
    if check.status != MonitorCheck.Status.RUNNING:
        return check
    for run in check.runs.order_by("pk"):
        run = run_work(run.pk)
        if on_run:
            on_run(run)
    return monitor_check_advance(check)


@dataclass
class Tick:
    """What one tick did: checks finished, checks started (ids), and monitors left waiting."""

    finished: list[int] = field(default_factory=list)
    started: list[int] = field(default_factory=list)
    waiting: list[str] = field(default_factory=list)


def monitors_tick(*, now: datetime | None = None, queue: bool = True, foreground: bool = False) -> Tick:
    """What Celery beat runs every minute: finish the running checks whose runs are done, then
    start a check of every enabled monitor that is due (one at a time per monitor: a monitor whose
    previous check still runs waits). Two ticks at once start a monitor's check once (the due
    time is claimed with a conditional update). ``foreground`` runs the due checks here
    (``manage.py monitor check-due --foreground``)."""
    now = now or timezone.now()
    tick = Tick()
    for check in MonitorCheck.objects.filter(status=MonitorCheck.Status.RUNNING).order_by("pk"):
        if monitor_check_advance(check).status != MonitorCheck.Status.RUNNING:
            tick.finished.append(check.pk)
    due = Monitor.objects.filter(enabled=True, next_due_at__lte=now).select_related("dataset", "sample").order_by("pk")
    for monitor in due:
        if MonitorCheck.objects.filter(monitor=monitor, status=MonitorCheck.Status.RUNNING).exists():
            tick.waiting.append(monitor.name)
            continue
        claimed = Monitor.objects.filter(pk=monitor.pk, next_due_at=monitor.next_due_at).update(
            next_due_at=now + timedelta(hours=monitor.interval_hours))
        if not claimed:
            continue
        if foreground:
            check = monitor_check_run(monitor=monitor, trigger=MonitorCheck.Trigger.SCHEDULE)
        else:
            check = monitor_check_start(monitor=monitor, trigger=MonitorCheck.Trigger.SCHEDULE, queue=queue)
        tick.started.append(check.pk)
    return tick


# -- alerts and markers ------------------------------------------------------------------------


def alert_acknowledge(*, alert: MonitorAlert, user, note: str = "") -> MonitorAlert:
    """Acknowledge an open alert (who, when, and an optional note); an acknowledged one stays as it was."""
    MonitorAlert.objects.filter(pk=alert.pk, acknowledged_at__isnull=True).update(
        acknowledged_at=timezone.now(), acknowledged_by=user, acknowledgement=(note or "").strip()[:500])
    forget_open_alert_count()
    alert.refresh_from_db()
    return alert


def alerts_acknowledge_all(*, monitor: Monitor, user, note: str = "") -> int:
    """Acknowledge every open alert of the monitor; returns how many."""
    count = MonitorAlert.objects.filter(monitor=monitor, acknowledged_at__isnull=True).update(
        acknowledged_at=timezone.now(), acknowledged_by=user, acknowledgement=(note or "").strip()[:500])
    forget_open_alert_count()
    return count


def alert_acknowledge_by_id(*, alert_id: int, user, note: str = "") -> MonitorAlert:
    alert = MonitorAlert.objects.filter(pk=alert_id).first()
    if alert is None:
        raise MonitorError(f"no alert with id {alert_id}")
    return alert_acknowledge(alert=alert, user=user, note=note)


def marker_add(*, monitor: Monitor, note: str, user=None) -> MonitorMarker:
    """A note on the timeline (a deployment, a data refresh, a known incident), placed now."""
    note = (note or "").strip()
    if not note:
        raise MonitorError("a marker needs a note saying what changed")
    if "\x00" in note:
        raise MonitorError("the note holds a NUL character")
    return MonitorMarker.objects.create(monitor=monitor, kind=MonitorMarker.Kind.MANUAL, note=note[:2000],
                                        created_by=user)
