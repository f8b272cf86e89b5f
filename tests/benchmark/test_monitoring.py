"""Drift monitoring end to end on a small generated cohort with the offline extractive reader:
a monitor on a frozen sample, checks through the run and scoring services, points per category
and stratum, pipeline change markers, alerts recorded, shown and acknowledged, the Celery beat
tick, the command, and who may see the pages."""

from __future__ import annotations

import pytest
from celery import Celery
from django.conf import settings
from django.core.management import call_command
from django.urls import reverse

from benchmark.models import (
    Monitor,
    MonitorAlert,
    MonitorCheck,
    MonitorMarker,
    PredictionScore,
    Question,
    QuestionSample,
    Run,
)
from benchmark.monitoring import selectors, service
from benchmark.references.releases import release_generated
from benchmark.runs import execute
from benchmark.runs.service import EXECUTE_CHUNK_TASK, run_work
from retrieval.models import Patient
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def isolated(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    selectors.forget_open_alert_count()
    # checks are scored against the default reference, which must be released (as make_cohort does)
    release_generated("kg", user="test")
    yield
    selectors.forget_open_alert_count()


@pytest.fixture
def sent(monkeypatch):
    """Tasks sent to the broker (there is no worker in these tests: runs are executed here)."""
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *(args or ()))))
    return tasks


def make_monitor(name="ward", conditions=("C6",), sample_size=9, **options) -> Monitor:
    return service.monitor_create(name=name, dataset_name="kg", conditions=list(conditions), sample_size=sample_size,
                                  seed=3, **options)


def points(check, dimension="category", condition="C6") -> dict[str, float]:
    return {p.group: p.accuracy for p in check.points.filter(condition=condition, dimension=dimension)}


def degrade(monkeypatch, *, when):
    """From now on the reader's answer is emptied for the questions ``when(ctx)`` picks."""
    original = execute.answer

    def answer(ctx, **kwargs):
        answered = original(ctx, **kwargs)
        if when(ctx):
            answered.answer = "Unknown."
        return answered

    monkeypatch.setattr(execute, "answer", answer)


# -- checks ------------------------------------------------------------------------------------


def test_a_check_runs_the_conditions_on_the_frozen_sample_and_records_points(sent, admin_user):
    monitor = make_monitor(conditions=["C6", "C4g"], gap_min_questions=1, user=admin_user)
    sample = QuestionSample.objects.get(pk=monitor.sample_id)
    questions = Question.objects.filter(dataset__name="kg", qid__in=sample.qids)
    # a seeded draw stratified by category: one question of each of the nine
    assert len(sample.qids) == 9 and sorted(questions.values_list("category", flat=True).distinct()).__len__() == 9
    assert monitor.next_due_at is not None and "stratified by category, seed 3" in sample.description

    check = service.monitor_check_run(monitor=monitor, user=admin_user)
    assert check.status == MonitorCheck.Status.COMPLETE and check.number == 1 and check.error == ""
    runs = list(check.runs.order_by("condition"))
    assert [r.condition for r in runs] == ["C4g", "C6"] and all(r.status == Run.Status.SUCCEEDED for r in runs)
    assert all(r.question_filter == {"qids": sorted(sample.qids)} and r.total == 9 for r in runs)
    # no evaluator asked for: the default evaluator, fixed at creation (no physician verdicts: polarity)
    assert monitor.evaluator == "polarity"
    assert runs[0].label == "monitor ward · check 1" and runs[0].evaluator_versions.keys() == {"polarity"}
    # every pipeline version is recorded: the shared ones, each condition's, the scoring's
    for name in ("assertion_rules", "vocabulary", "kg_build", "model", "C6/reader", "C6/notes", "C4g/kg_build",
                 "C4g/graphs", "evaluator", "reference"):
        assert check.versions.get(name), name
    assert check.versions["model"] == "extractive" and check.reference_version == check.versions["reference"]

    # the points are the scoring service's numbers, cut by category and by stratum
    for run in runs:
        scores = PredictionScore.objects.filter(run=run, evaluator_version=check.evaluator_version,
                                                reference_version=check.reference_version)
        assert scores.count() == 9
        overall = check.points.get(condition=run.condition, dimension="overall")
        assert overall.n == 9 and overall.total == pytest.approx(sum(scores.values_list("value", flat=True)))
        by_category = points(check, condition=run.condition)
        assert len(by_category) == 9
        for score in scores.select_related("question"):
            assert by_category[score.question.category] == pytest.approx(score.value)  # one question each
        for dimension in ("sex", "age", "race"):
            strata = check.points.filter(condition=run.condition, dimension=dimension)
            assert sum(strata.values_list("n", flat=True)) == 9
    # the first check sets the baseline: no drift to measure, no marker (strata gaps it can show at once)
    assert not MonitorAlert.objects.exclude(kind=MonitorAlert.Kind.GAP).exists()
    assert not MonitorMarker.objects.exists()


def test_a_change_of_the_assertion_rules_is_marked_on_the_next_check(sent, monkeypatch):
    from retrieval.nlp import pipeline

    monitor = make_monitor()
    first = service.monitor_check_run(monitor=monitor)
    same = service.monitor_check_run(monitor=monitor)
    assert not MonitorMarker.objects.exists(), "unchanged versions mark nothing"
    before = first.versions["assertion_rules"]

    monkeypatch.setattr(pipeline, "assertion_version", lambda: "rules-edited")
    changed = service.monitor_check_run(monitor=monitor)
    (marker,) = MonitorMarker.objects.all()
    assert marker.kind == MonitorMarker.Kind.PIPELINE and marker.monitor_check == changed
    assert marker.changes["assertion_rules"] == [before, "rules-edited"]
    # the graph build and the reader read the rules: their versions moved with them
    assert "kg_build" in marker.changes and "C6/reader" in marker.changes
    assert marker.note.startswith(f"since check {same.number}: assertion rules {before} → rules-edited")
    service.monitor_check_run(monitor=monitor)
    assert MonitorMarker.objects.count() == 1, "the next check under the same rules marks nothing"

    page = selectors.monitor_page(monitor)
    assert page.checks[1].marker == marker and "rules" in page.figure_svg


def test_a_launch_the_run_service_refuses_is_a_failed_check_with_an_alert(sent, monkeypatch):
    from retrieval.nlp import pipeline

    monitor = make_monitor(conditions=["C4g"])
    assert service.monitor_check_run(monitor=monitor).status == MonitorCheck.Status.COMPLETE
    # edited rules make every graph stale: the run service refuses a graph condition
    monkeypatch.setattr(pipeline, "assertion_version", lambda: "rules-edited")
    check = service.monitor_check_run(monitor=monitor)
    assert check.status == MonitorCheck.Status.FAILED and "build_kg" in check.error
    (alert,) = MonitorAlert.objects.all()
    assert alert.kind == MonitorAlert.Kind.FAILED and alert.monitor_check == check and alert.is_open
    # the change is still marked: it is what made the check fail
    assert MonitorMarker.objects.get().changes["assertion_rules"][1] == "rules-edited"


def test_an_injected_drop_fires_a_drift_alert_and_an_unchanged_check_does_not(sent, monkeypatch):
    monitor = make_monitor(drift_threshold=5, baseline_window=3)
    first = service.monitor_check_run(monitor=monitor)
    second = service.monitor_check_run(monitor=monitor)
    assert points(first) == points(second) and not MonitorAlert.objects.exists()
    right = {c for c, accuracy in points(first).items() if accuracy > 0.05}
    assert right, "the reader answers some category right"
    target = sorted(right)[0]

    degrade(monkeypatch, when=lambda ctx: Question.objects.get(dataset__name="kg", qid=ctx.qid).category == target)
    third = service.monitor_check_run(monitor=monitor)
    assert points(third)[target] == 0
    drifts = MonitorAlert.objects.filter(kind=MonitorAlert.Kind.DRIFT, monitor_check=third)
    alert = drifts.get(scope=target)
    assert alert.condition == "C6" and alert.value == 0 and alert.baseline == pytest.approx(points(first)[target])
    assert "fell" in alert.message and "threshold 5 points" in alert.message
    # only the category that moved (and all questions, if it moved them more than 5 points)
    assert set(drifts.values_list("scope", flat=True)) <= {target, "all"}
    assert selectors.open_alert_count() == drifts.count()


def test_a_gap_between_strata_fires_an_alert(sent, monkeypatch):
    patients = list(Patient.objects.filter(dataset__name="kg").order_by("subject_id"))
    Patient.objects.filter(pk=patients[0].pk).update(gender="F")
    Patient.objects.filter(pk__in=[p.pk for p in patients[1:]]).update(gender="M")
    monitor = make_monitor(sample_size=27, gap_threshold=5, gap_min_questions=1)
    degrade(monkeypatch, when=lambda ctx: ctx.patient_id == patients[0].pk)
    check = service.monitor_check_run(monitor=monitor)
    sex = points(check, dimension="sex")
    assert sex["Female"] == 0 and sex["Male"] > 0.05
    alert = MonitorAlert.objects.get(kind=MonitorAlert.Kind.GAP, scope="sex")
    assert alert.details["high"] == "Male" and alert.details["low"] == "Female" and alert.value == 0
    # a stratum under the minimum is shown but not compared
    Monitor.objects.filter(pk=monitor.pk).update(gap_min_questions=1000)
    monitor.refresh_from_db()
    from benchmark.monitoring.alerts import gap_findings

    assert gap_findings(selectors.measurements(check), threshold_points=5, min_n=1000) == []


# -- the schedule ------------------------------------------------------------------------------


def test_the_tick_starts_due_checks_once_and_finishes_them_when_their_runs_are_done(
        sent, django_capture_on_commit_callbacks):
    monitor = make_monitor()
    off = make_monitor(name="off", enabled=False)
    with django_capture_on_commit_callbacks(execute=True):
        tick = service.monitors_tick()
    (check,) = MonitorCheck.objects.filter(pk__in=tick.started)
    assert check.monitor == monitor and check.trigger == MonitorCheck.Trigger.SCHEDULE
    assert not off.checks.exists()
    assert [name for name, *_ in sent] == [EXECUTE_CHUNK_TASK] * check.runs.get().chunks.count()
    monitor.refresh_from_db()
    assert monitor.next_due_at > check.started_at  # the next one is an interval away
    assert service.monitors_tick().started == []  # not due again, and still running
    assert check.status == MonitorCheck.Status.RUNNING

    for run in check.runs.all():  # what the workers do with the queued chunks
        run_work(run.pk)
    tick = service.monitors_tick()
    assert tick.finished == [check.pk] and tick.started == []
    check.refresh_from_db()
    assert check.status == MonitorCheck.Status.COMPLETE and check.points.exists()


def test_the_beat_schedule_sends_the_tick_and_the_task_calls_the_service(monkeypatch):
    from benchmark import monitoring_tasks
    from epikg_site.celery import app

    (entry,) = [e for e in settings.CELERY_BEAT_SCHEDULE.values() if e["task"] == monitoring_tasks.MONITORING_TICK_TASK]
    assert entry["schedule"] <= 300
    app.loader.import_default_modules()  # what a worker does when it starts (autodiscovery)
    assert monitoring_tasks.MONITORING_TICK_TASK in app.tasks
    calls = []
    monkeypatch.setattr(monitoring_tasks, "monitors_tick", lambda: calls.append(1) or service.Tick(started=[7]))
    assert monitoring_tasks.monitoring_tick() == {"finished": [], "started": [7], "waiting": []} and calls == [1]


def test_serve_runs_beat_inside_the_interactive_worker_unless_told_not_to(monkeypatch):
    from epikg_site.management.commands import serve

    started = []
    monkeypatch.setattr(serve.Child, "start", lambda child: started.append(child))
    monkeypatch.setattr(serve.Command, "_supervise", lambda self, children, url, signals: None)
    monkeypatch.setattr(serve.Command, "_stop", lambda self, children, signals: None)
    call_command("serve")
    # exactly one beat: in the interactive worker, not the bulk one
    assert {c.name: "--beat" in c.argv for c in started if c.name.startswith("worker")} == {
        "worker-interactive": True, "worker-bulk": False}
    started.clear()
    call_command("serve", "--no-beat")
    assert not any("--beat" in c.argv for c in started)


# -- the command -------------------------------------------------------------------------------


def test_the_command_creates_runs_lists_and_acknowledges(sent, admin_user, capsys):
    call_command("monitor", "create", "--name", "cli", "--dataset", "kg", "--conditions", "C6", "--sample-size", "9",
                 "--window", "2", "--user", admin_user.username)
    monitor = Monitor.objects.get(name="cli")
    assert monitor.baseline_window == 2 and monitor.created_by == admin_user
    call_command("monitor", "run", "cli")
    out = capsys.readouterr().out
    assert "check 1 of 'cli': complete" in out and "C6:" in out
    call_command("monitor", "mark", "cli", "--note", "new discharge template")
    call_command("monitor", "list")
    out = capsys.readouterr().out
    assert "cli\tkg\tC6 × extractive\tenabled\tcheck 1 complete" in out and "0 open alert(s)" in out
    assert MonitorMarker.objects.get(kind=MonitorMarker.Kind.MANUAL).note == "new discharge template"
    call_command("monitor", "disable", "cli")
    call_command("monitor", "check-due")
    assert MonitorCheck.objects.count() == 1
    from django.core.management.base import CommandError

    with pytest.raises(CommandError, match="no monitor named 'nope'"):
        call_command("monitor", "run", "nope")
    with pytest.raises(CommandError, match="exists already"):
        call_command("monitor", "create", "--name", "cli", "--dataset", "kg", "--conditions", "C6",
                     "--sample-size", "9")
    with pytest.raises(CommandError, match="unknown condition"):
        call_command("monitor", "create", "--name", "x", "--dataset", "kg", "--conditions", "C99", "--sample-size", "9")


# -- the pages ---------------------------------------------------------------------------------


def test_physicians_get_a_404_on_every_monitoring_page(client, physician, sent):
    monitor = make_monitor()
    client.force_login(physician)
    assert client.get(reverse("monitor_list")).status_code == 404
    assert client.get(reverse("monitor_detail", args=[monitor.pk])).status_code == 404
    for name in ("monitor_run", "monitor_enable", "monitor_marker", "monitor_acknowledge_all"):
        assert client.post(reverse(name, args=[monitor.pk])).status_code == 404
    assert client.post(reverse("monitor_create"), {"name": "x"}).status_code == 404
    assert b"Monitoring" not in client.get(reverse("home")).content


def test_authors_read_monitors_but_only_admins_change_them(client, author, admin_user, sent):
    monitor = make_monitor()
    service.monitor_check_run(monitor=monitor)
    client.force_login(author)
    page = client.get(reverse("monitor_list"))
    assert page.status_code == 200 and b"New monitor" not in page.content and b"ward" in page.content
    detail = client.get(reverse("monitor_detail", args=[monitor.pk]))
    assert detail.status_code == 200 and b"Run a check now" not in detail.content and b"<svg" in detail.content
    assert client.post(reverse("monitor_run", args=[monitor.pk])).status_code == 403
    assert client.post(reverse("monitor_create"), {"name": "x"}).status_code == 403


def test_an_admin_creates_a_monitor_runs_it_and_notes_a_change_in_the_browser(
        client, admin_user, sent, django_capture_on_commit_callbacks):
    client.force_login(admin_user)
    form = {"name": "icu", "dataset": "kg", "conditions": ["C6"], "model": "extractive", "evaluator": "keyword_v2",
            "sample_size": "9", "seed": "1", "interval_hours": "24", "drift_threshold": "5", "baseline_window": "3",
            "gap_threshold": "5", "gap_min_questions": "10", "enabled": "on"}
    bad = client.post(reverse("monitor_create"), {**form, "conditions": []})
    assert bad.status_code == 400 and not Monitor.objects.exists()
    response = client.post(reverse("monitor_create"), form)
    monitor = Monitor.objects.get(name="icu")
    assert response.status_code == 302 and response["Location"] == reverse("monitor_detail", args=[monitor.pk])
    assert monitor.interval_hours == 24 and len(monitor.sample.qids) == 9
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("monitor_run", args=[monitor.pk]), follow=True)
    assert b"Check 1 started" in response.content and sent and sent[0][0] == EXECUTE_CHUNK_TASK
    assert b"hx-trigger=\"every 5s\"" in response.content  # the checks table refreshes while it runs
    response = client.post(reverse("monitor_marker", args=[monitor.pk]), {"note": "vocabulary refresh"}, follow=True)
    assert b"vocabulary refresh" in response.content
    client.post(reverse("monitor_enable", args=[monitor.pk]), {"enabled": "0"})
    monitor.refresh_from_db()
    assert not monitor.enabled


def test_an_alert_is_shown_in_the_nav_and_on_the_page_until_acknowledged(client, admin_user, author, sent, monkeypatch):
    monitor = make_monitor()
    first = service.monitor_check_run(monitor=monitor)
    target = sorted(c for c, a in points(first).items() if a > 0.05)[0]
    degrade(monkeypatch, when=lambda ctx: Question.objects.get(dataset__name="kg", qid=ctx.qid).category == target)
    service.monitor_check_run(monitor=monitor)
    alert = MonitorAlert.objects.get(scope=target)

    client.force_login(author)
    runs_page = client.get(reverse("run_list")).content.decode()
    open_count = MonitorAlert.objects.filter(acknowledged_at__isnull=True).count()
    assert f'open monitoring alert{"s" if open_count > 1 else ""}">{open_count}</span>' in runs_page
    listing = client.get(reverse("monitor_list")).content.decode()
    assert "open alert" in listing and f"{open_count} open" in listing
    detail = client.get(reverse("monitor_detail", args=[monitor.pk])).content.decode()
    assert 'id="open-alerts"' in detail and alert.message in detail and ">Acknowledge</button>" not in detail  # authors read

    client.force_login(admin_user)
    detail = client.get(reverse("monitor_detail", args=[monitor.pk])).content.decode()
    assert ">Acknowledge</button>" in detail
    client.post(reverse("alert_acknowledge", args=[alert.pk]), {"note": "known: reader change rolled back"})
    alert.refresh_from_db()
    assert not alert.is_open and alert.acknowledged_by == admin_user
    assert alert.acknowledgement == "known: reader change rolled back"
    client.post(reverse("monitor_acknowledge_all", args=[monitor.pk]))
    assert not MonitorAlert.objects.filter(acknowledged_at__isnull=True).exists()
    detail = client.get(reverse("monitor_detail", args=[monitor.pk])).content.decode()
    assert 'id="open-alerts"' not in detail and "known: reader change rolled back" in detail
    assert "open monitoring alert" not in client.get(reverse("run_list")).content.decode()
