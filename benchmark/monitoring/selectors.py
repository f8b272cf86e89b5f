"""Read-side queries of drift monitoring: the monitor list, one monitor's page, the open-alert
count the navigation shows, and the measurements and baselines the service compares."""

from __future__ import annotations

import logging
from collections import defaultdict
from dataclasses import dataclass, field

from django.core.cache import cache
from django.db.models import Count, Q

from benchmark.categories import Category
from benchmark.models import Monitor, MonitorAlert, MonitorCheck, MonitorMarker, MonitorPoint
from benchmark.monitoring import alerts as alert_logic
from benchmark.equity.strata import NOT_RECORDED, stratum_order
from benchmark.monitoring.versions import short_label

log = logging.getLogger(__name__)

#: The navigation's badge reads the count from the shared cache (every page of an author or admin
#: shows it: no query per page); the service forgets it whenever an alert is recorded or
#: acknowledged, and it expires after a minute in any case.
OPEN_ALERTS_KEY = "benchmark:monitoring:open-alerts"
OPEN_ALERTS_SECONDS = 60


def forget_open_alert_count() -> None:
    try:
        cache.delete(OPEN_ALERTS_KEY)
    except Exception:  # the cache down: the count expires by itself within a minute
        log.warning("the cache could not be reached to forget the open-alert count")


def open_alert_count() -> int:
    """Alerts not yet acknowledged, over every monitor. Every author's and admin's page shows it,
    so a cache that is down costs a query here, never the page."""
    try:
        value = cache.get(OPEN_ALERTS_KEY)
    except Exception:
        log.warning("the cache could not be reached for the open-alert count; counting in the database")
        return MonitorAlert.objects.filter(acknowledged_at__isnull=True).count()
    if value is None:
        value = MonitorAlert.objects.filter(acknowledged_at__isnull=True).count()
        try:
            cache.set(OPEN_ALERTS_KEY, value, OPEN_ALERTS_SECONDS)
        except Exception:
            log.warning("the cache could not be reached to keep the open-alert count")
    return value


def measurements(check: MonitorCheck) -> dict:
    """(condition, dimension, group) → (score total, n) of one check."""
    return {(p.condition, p.dimension, p.group): (p.total, p.n) for p in check.points.all()}


def baseline_checks(check: MonitorCheck) -> list[MonitorCheck]:
    """The completed checks before this one that its rolling baseline averages (oldest first)."""
    earlier = (MonitorCheck.objects.filter(monitor_id=check.monitor_id, number__lt=check.number,
                                           status=MonitorCheck.Status.COMPLETE)
               .order_by("-number").prefetch_related("points")[:check.monitor.baseline_window])
    return list(reversed(earlier))


def check_summary(check: MonitorCheck) -> list[str]:
    """A check in lines of text (the command's report): status, changes, accuracy, alerts."""
    lines = [f"check {check.number} of {check.monitor.name!r}: {check.get_status_display().lower()}"]
    lines += [f"  change: {m.note}" for m in check.markers.all()]
    lines += [f"  {p.condition}: {100 * p.accuracy:.1f}% of {p.n}" for p in check.points.filter(dimension="overall")]
    lines += [f"  ALERT {a.pk}: {a.message}" for a in check.alerts.order_by("pk")]
    return lines


# -- the list ----------------------------------------------------------------------------------


def pct(value: float | None) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


def signed_points(value: float | None) -> str:
    return "—" if value is None else f"{value:+.1f}"


@dataclass
class MonitorRow:
    monitor: Monitor
    open_alerts: int
    latest: MonitorCheck | None
    #: condition → accuracy (fraction) of the latest complete check
    overall: dict[str, float]
    last_complete: MonitorCheck | None

    @property
    def overall_text(self) -> list[tuple[str, str]]:
        return [(condition, pct(value)) for condition, value in self.overall.items()]


@dataclass
class MonitorList:
    rows: list[MonitorRow]

    @property
    def open_alerts(self) -> int:
        return sum(row.open_alerts for row in self.rows)


def monitor_list() -> MonitorList:
    """Every monitor with its open alerts, its latest check and the latest complete check's
    accuracy per condition (a fixed number of queries)."""
    monitors = list(Monitor.objects.select_related("dataset", "sample").annotate(
        open_alerts=Count("alerts", filter=Q(alerts__acknowledged_at__isnull=True))).order_by("name"))
    latest: dict[int, MonitorCheck] = {}
    complete: dict[int, MonitorCheck] = {}
    for check in MonitorCheck.objects.filter(monitor__in=monitors).order_by("monitor_id", "-number"):
        latest.setdefault(check.monitor_id, check)
        if check.status == MonitorCheck.Status.COMPLETE:
            complete.setdefault(check.monitor_id, check)
    overall: dict[int, dict[str, float]] = defaultdict(dict)
    points = MonitorPoint.objects.filter(monitor_check__in=list(complete.values()), dimension="overall")
    by_check = {c.pk: c.monitor_id for c in complete.values()}
    for point in points:
        overall[by_check[point.monitor_check_id]][point.condition] = point.accuracy
    return MonitorList([MonitorRow(m, m.open_alerts, latest.get(m.pk), overall.get(m.pk, {}), complete.get(m.pk))
                        for m in monitors])


# -- one monitor -------------------------------------------------------------------------------


@dataclass
class CheckRow:
    check: MonitorCheck
    runs: list
    #: condition → accuracy over all questions
    overall: dict[str, float]
    alerts: int
    marker: MonitorMarker | None

    @property
    def change(self) -> str:
        return short_label(self.marker.changes) if self.marker else ""

    @property
    def overall_text(self) -> list[tuple[str, str]]:
        return [(condition, pct(value)) for condition, value in self.overall.items()]


@dataclass
class Movement:
    """One category (or all questions) of the latest check against its baseline."""

    condition: str
    group: str
    label: str
    n: int
    value: float
    baseline: float | None
    points: float | None
    alert: bool

    @property
    def value_text(self) -> str:
        return pct(self.value)

    @property
    def baseline_text(self) -> str:
        return pct(self.baseline)

    @property
    def points_text(self) -> str:
        return signed_points(self.points)


@dataclass
class StrataRow:
    condition: str
    dimension: str
    #: (stratum, n, accuracy, compared) in stratum order
    strata: list[tuple[str, int, float, bool]]
    gap_points: float | None
    alert: bool

    @property
    def cells(self) -> list[tuple[str, int, str, bool]]:
        return [(name, n, pct(value), compared) for name, n, value, compared in self.strata]

    @property
    def gap_text(self) -> str:
        return "—" if self.gap_points is None else f"{self.gap_points:.1f}"


@dataclass
class MonitorPage:
    monitor: Monitor
    checks: list[CheckRow]
    alerts: list[MonitorAlert]
    open_alerts: list[MonitorAlert]
    markers: list[MonitorMarker]
    latest: MonitorCheck | None
    movements: list[Movement] = field(default_factory=list)
    strata: list[StrataRow] = field(default_factory=list)
    running: MonitorCheck | None = None
    figure_svg: str = ""
    figure_caption: str = ""


def _movements(monitor: Monitor, latest: MonitorCheck) -> list[Movement]:
    current = measurements(latest)
    history = [measurements(c) for c in baseline_checks(latest)]
    moves, _ = alert_logic.drift_findings(current, history, threshold_points=monitor.drift_threshold,
                                          window=monitor.baseline_window)
    by_key = {m.key: m for m in moves}
    order = {c: i for i, c in enumerate(["all", *Category.values])}
    rows = []
    for key in sorted((k for k in current if k[1] in alert_logic.DRIFT_DIMENSIONS),
                      key=lambda k: (monitor.conditions.index(k[0]) if k[0] in monitor.conditions else 99,
                                     order.get(k[2], 99), k[2])):
        total, n = current[key]
        move = by_key.get(key)
        rows.append(Movement(key[0], key[2], alert_logic.group_label(key[1], key[2]), n, total / n,
                             move.baseline if move else None, move.points if move else None,
                             bool(move and move.alert)))
    return rows


def _strata(monitor: Monitor, latest: MonitorCheck) -> list[StrataRow]:
    current = measurements(latest)
    gaps = alert_logic.gaps(current, threshold_points=monitor.gap_threshold, min_n=monitor.gap_min_questions)
    rows = []
    for condition in monitor.conditions:
        for dimension in alert_logic.STRATA_DIMENSIONS:
            found = {g: (total, n) for (c, d, g), (total, n) in current.items() if c == condition and d == dimension}
            if not found:
                continue
            groups = [(g, *found[g]) for g in stratum_order(dimension, found)]
            gap = gaps.get((condition, dimension))
            compared = {g for g, (_, n) in found.items() if n >= monitor.gap_min_questions and g != NOT_RECORDED}
            rows.append(StrataRow(condition, dimension, [(g, n, total / n, g in compared) for g, total, n in groups],
                                  gap.points if gap else None, bool(gap and gap.alert)))
    return rows


def _short_note(note: str, limit: int = 24) -> str:
    return note if len(note) <= limit else note[:limit - 1].rstrip() + "…"


def monitor_page(monitor: Monitor) -> MonitorPage:
    """Everything the monitor's page shows: checks (newest first) with their runs and overall
    accuracy, alerts, markers, the latest check's movements against the baseline and its strata,
    and the timeline figure."""
    from benchmark.monitoring.figure import timeline

    checks = list(MonitorCheck.objects.filter(monitor=monitor).order_by("number")
                  .prefetch_related("runs", "points").annotate(alert_count=Count("alerts")))
    markers = list(MonitorMarker.objects.filter(monitor=monitor).select_related("created_by", "monitor_check")
                   .order_by("created_at", "pk"))
    alerts = list(MonitorAlert.objects.filter(monitor=monitor).select_related("monitor_check", "acknowledged_by")
                  .order_by("-created_at", "-pk"))
    by_check = {m.monitor_check_id: m for m in markers if m.monitor_check_id}
    rows = [CheckRow(c, sorted(c.runs.all(), key=lambda r: r.pk),
                     {p.condition: p.accuracy for p in c.points.all() if p.dimension == "overall"},
                     c.alert_count, by_check.get(c.pk)) for c in checks]
    complete = [c for c in checks if c.status == MonitorCheck.Status.COMPLETE]
    latest = complete[-1] if complete else None
    page = MonitorPage(monitor=monitor, checks=list(reversed(rows)), alerts=alerts,
                       open_alerts=[a for a in alerts if a.is_open], markers=list(reversed(markers)), latest=latest,
                       running=next((c for c in reversed(checks) if c.status == MonitorCheck.Status.RUNNING), None))
    if latest is not None:
        page.movements = _movements(monitor, latest)
        page.strata = _strata(monitor, latest)
    if complete:
        series = [(c.number, c.started_at, {(p.condition, p.dimension, p.group): p.accuracy
                                            for p in c.points.all()}) for c in complete]
        alert_points = [(a.monitor_check.number, a.condition, a.scope) for a in alerts
                        if a.kind == MonitorAlert.Kind.DRIFT and a.monitor_check.status == MonitorCheck.Status.COMPLETE]
        failed = [(c.number, c.started_at) for c in checks if c.status == MonitorCheck.Status.FAILED]
        lines = [(m.monitor_check.number if m.monitor_check_id else None, m.created_at,
                  short_label(m.changes) if m.kind == MonitorMarker.Kind.PIPELINE else _short_note(m.note), m.kind)
                 for m in markers]
        page.figure_svg, page.figure_caption = timeline(
            conditions=list(monitor.conditions), series=series, markers=lines, alert_points=alert_points,
            failed=failed, threshold=monitor.drift_threshold)
    return page
