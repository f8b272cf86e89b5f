"""manage.py monitor create|run|list|check-due|enable|disable|mark|ack — drift monitoring
(docs/monitoring.md), the same service as the Monitoring page and Celery beat's tick."""

from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from benchmark.monitoring import selectors, service
from benchmark.scoring import PAGE_EVALUATORS


def _user(username: str | None):
    return service.user_by_name(username) if username else None


def _pct(value) -> str:
    return "—" if value is None else f"{100 * value:.1f}%"


class Command(BaseCommand):
    help = ("Drift monitoring: scheduled re-runs of chosen conditions on a frozen held-out sample, accuracy per "
            "category and stratum over time, alerts and pipeline change markers (docs/monitoring.md).")

    def add_arguments(self, parser):
        sub = parser.add_subparsers(dest="action", required=True)
        create = sub.add_parser("create", help="create a monitor (its first check is due at once)")
        create.add_argument("--name", required=True)
        create.add_argument("--dataset", required=True)
        create.add_argument("--conditions", required=True, help="comma-separated, e.g. C4g,C6")
        create.add_argument("--model", default="extractive", help="'extractive' or a litellm model")
        create.add_argument("--settings", default="{}", help="JSON object of run settings")
        create.add_argument("--evaluator", default="", choices=("", *PAGE_EVALUATORS),
                            help="default: the default evaluator (best measured agreement with physicians, else polarity)")
        create.add_argument("--reference", default="", help="reference version (default: the release at each check)")
        create.add_argument("--sample", default=None, help="a saved question sample of the dataset")
        create.add_argument("--sample-size", type=int, default=None,
                            help="or draw this many questions, stratified by category")
        create.add_argument("--seed", type=int, default=0)
        create.add_argument("--interval-hours", type=int, default=24 * 30)
        create.add_argument("--drift-threshold", type=float, default=5.0, help="points (default 5)")
        create.add_argument("--window", type=int, default=3, help="the rolling baseline's checks (default 3)")
        create.add_argument("--gap-threshold", type=float, default=5.0, help="points (default 5)")
        create.add_argument("--gap-min-questions", type=int, default=10)
        create.add_argument("--disabled", action="store_true", help="create it without a schedule")
        create.add_argument("--user", default=None)
        run = sub.add_parser("run", help="run one check now, in this process, and print what it measured")
        run.add_argument("name")
        run.add_argument("--queue", action="store_true", help="queue its runs for the workers instead")
        run.add_argument("--user", default=None)
        sub.add_parser("list", help="monitors with their latest check and open alerts")
        due = sub.add_parser("check-due", help="what Celery beat's tick does: finish checks, start the due ones")
        due.add_argument("--foreground", action="store_true", help="run the due checks in this process")
        for name in ("enable", "disable"):
            sub.add_parser(name, help=f"{name} the monitor's schedule").add_argument("name")
        mark = sub.add_parser("mark", help="add a note to the monitor's timeline")
        mark.add_argument("name")
        mark.add_argument("--note", required=True)
        mark.add_argument("--user", default=None)
        ack = sub.add_parser("ack", help="acknowledge alerts")
        ack.add_argument("alert_ids", nargs="*", type=int)
        ack.add_argument("--all-of", default=None, help="every open alert of this monitor")
        ack.add_argument("--note", default="")
        ack.add_argument("--user", required=True)

    def handle(self, *args, action, **options):
        try:
            getattr(self, "_" + action.replace("-", "_"))(**options)
        except service.MonitorError as exc:
            raise CommandError(str(exc)) from None

    def _create(self, *, name, dataset, conditions, model, settings, evaluator, reference, sample, sample_size, seed,
                interval_hours, drift_threshold, window, gap_threshold, gap_min_questions, disabled, user, **_):
        try:
            settings = json.loads(settings)
        except json.JSONDecodeError as exc:
            raise CommandError(f"--settings is not JSON: {exc}") from None
        monitor = service.monitor_create(
            name=name, dataset_name=dataset, conditions=[c.strip() for c in conditions.split(",") if c.strip()],
            model=model, settings=settings, evaluator=evaluator, reference_version=reference, sample_name=sample,
            sample_size=sample_size, seed=seed, interval_hours=interval_hours, drift_threshold=drift_threshold,
            baseline_window=window, gap_threshold=gap_threshold, gap_min_questions=gap_min_questions,
            enabled=not disabled, user=_user(user))
        self.stdout.write(f"monitor {monitor.pk} {monitor.name!r}: {', '.join(monitor.conditions)} × {monitor.model} "
                          f"on {len(monitor.sample.qids)} questions (sample {monitor.sample.name!r}), every "
                          f"{monitor.interval_hours} h" + ("" if monitor.enabled else " (disabled)"))

    def _run(self, *, name, queue, user, **_):
        monitor = service.monitor_by_name(name)
        if queue:
            check = service.monitor_check_start(monitor=monitor, trigger="command", user=_user(user), queue=True)
        else:
            check = service.monitor_check_run(
                monitor=monitor, user=_user(user),
                on_run=lambda run: self.stdout.write(f"  run {run.pk} {run.condition}: {run.done}/{run.total} "
                                                     f"{run.get_status_display().lower()}"))
        self._report(check)
        if check.status == "failed":
            raise CommandError(f"check {check.number} failed: {check.error}")

    def _report(self, check) -> None:
        for line in selectors.check_summary(check):
            self.stdout.write(line)

    def _list(self, **_):
        for row in selectors.monitor_list().rows:
            m = row.monitor
            latest = (f"check {row.latest.number} {row.latest.get_status_display().lower()} "
                      f"{row.latest.started_at:%Y-%m-%d %H:%M}") if row.latest else "no check yet"
            accuracy = ", ".join(f"{c} {_pct(a)}" for c, a in row.overall.items())
            self.stdout.write(f"{m.name}\t{m.dataset.name}\t{','.join(m.conditions)} × {m.model}\t"
                              f"{'enabled' if m.enabled else 'disabled'}\t{latest}\t{accuracy}\t"
                              f"{row.open_alerts} open alert(s)")

    def _check_due(self, *, foreground, **_):
        tick = service.monitors_tick(foreground=foreground, queue=not foreground)
        self.stdout.write(json.dumps({"finished": tick.finished, "started": tick.started, "waiting": tick.waiting}))

    def _enable(self, *, name, **_):
        monitor = service.monitor_set_enabled(monitor=service.monitor_by_name(name), enabled=True)
        self.stdout.write(f"{monitor.name}: enabled, next check due {monitor.next_due_at:%Y-%m-%d %H:%M}")

    def _disable(self, *, name, **_):
        monitor = service.monitor_set_enabled(monitor=service.monitor_by_name(name), enabled=False)
        self.stdout.write(f"{monitor.name}: disabled")

    def _mark(self, *, name, note, user, **_):
        marker = service.marker_add(monitor=service.monitor_by_name(name), note=note, user=_user(user))
        self.stdout.write(f"marker {marker.pk} added")

    def _ack(self, *, alert_ids, all_of, note, user, **_):
        user = _user(user)
        if all_of:
            count = service.alerts_acknowledge_all(monitor=service.monitor_by_name(all_of), user=user, note=note)
            self.stdout.write(f"{count} alert(s) acknowledged")
        for alert_id in alert_ids:
            alert = service.alert_acknowledge_by_id(alert_id=alert_id, user=user, note=note)
            self.stdout.write(f"alert {alert.pk} acknowledged")
        if not alert_ids and not all_of:
            raise CommandError("name alert ids or --all-of MONITOR")
