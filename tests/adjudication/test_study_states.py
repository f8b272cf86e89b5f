"""Study states (draft → open → complete → locked → unblinded) and their guards: opening a draft,
locking and unblinding only once the admin confirms how incomplete the study is, reopening a study
locked in error (audited, with a reason, never after unblinding); unanimity needing every planned
rater; endpoints of an incomplete or unlocked study labelled interim and never significant, in the
study's analysis and in Reports; and the study page and Reports printing the same difference with
the same sign."""

from __future__ import annotations

import json
import re
import uuid

import pytest
from django.core.exceptions import PermissionDenied
from django.test import Client
from django.urls import reverse

from adjudication import analysis, exports, rating
from adjudication.models import Assignment, AuditEvent, Study
from adjudication.states import completeness, state_of
from adjudication.studies import StudyError, default_plan, lock, open_study, preregister, reopen, unblind
from benchmark.models import PredictionScore, Run
from benchmark.report_render import tables
from benchmark.reports import build_report
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db

ITEMS = 9


@pytest.fixture
def setting():
    admin = f.user("boss", "admin", is_superuser=True)
    docs = [f.user(n, "physician") for n in ("ann", "bob")]
    data = f.dataset()
    runs = f.runs(data)
    # one model, so the Reports' ablation compares C1 and C4g of it
    Run.objects.filter(pk=runs[1].pk).update(model=runs[0].model)
    runs[1].refresh_from_db()
    return admin, docs, data, runs


def arm2_right(assignment, side):
    """Arm 2 (the C4g run) correct, arm 1 (C1) incorrect."""
    return "correct" if getattr(assignment, side).position == 2 else "incorrect"


def rate(study, doc, correctness=arm2_right, *, first: int | None = None):
    """``doc`` rates its pending assignments in queue order (the first ``first`` only, when given)."""
    queue = Assignment.objects.filter(study=study, rater__user=doc, status=Assignment.Status.PENDING).order_by(
        "position")
    for a in queue[:first] if first is not None else queue:
        form = {"reference": "correct", "submission_key": uuid.uuid4().hex, "base_revision": "0"}
        for side in ("left", "right"):
            form.update({f"{side}.correctness": correctness(a, side), f"{side}.fairness": "fair",
                         f"{side}.safety": "safe", f"{side}.utility": "helpful"})
        rating.submit(doc, a.token, form)


def test_a_draft_is_invisible_to_raters_refuses_ratings_and_is_opened_by_an_admin(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs, draft=True)
    assert study.status == Study.Status.DRAFT and state_of(study) == "draft"
    assert rating.rater_home(docs[0]) == []
    with pytest.raises(rating.RatingError, match="not open for rating yet"):
        rate(study, docs[0], first=1)
    with pytest.raises(StudyError, match="is a draft: open it for rating before locking it"):
        lock(study, user=admin, accept_incomplete=True)
    with pytest.raises(PermissionDenied):
        open_study(study, user=docs[0])
    open_study(study, user=admin)
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN and state_of(study) == "open"
    assert AuditEvent.objects.filter(study=study, action="opened", actor=admin).exists()
    assert len(rating.rater_home(docs[0])) == 1
    with pytest.raises(StudyError, match="not a draft"):
        open_study(study, user=admin)


def test_complete_is_derived_from_the_scheduled_assignments(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0])
    rate(study, docs[1], first=ITEMS - 1)
    done = completeness(study)
    assert (done["items"], done["fully_rated"], done["short"], done["pending"]) == (ITEMS, ITEMS - 1, 1, 1)
    assert state_of(study) == "open"
    last = Assignment.objects.filter(study=study, rater__user=docs[1], status=Assignment.Status.PENDING).get()
    rating.skip(docs[1], last.token, {"reason": "chart unreadable"})
    done = completeness(study)
    # every scheduled assignment is submitted or skipped: complete, though one item is short of raters
    assert state_of(study) == "complete" and done["skipped"] == 1 and done["short"] == 1
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN  # stored status unchanged: raters may still revise
    rating.unskip(docs[1], last.token)
    assert state_of(study) == "open"


def test_locking_an_incomplete_study_needs_its_confirmation_and_audits_the_completeness(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0])
    rate(study, docs[1], first=4)
    with pytest.raises(StudyError) as refused:
        lock(study, user=admin)
    assert "4 of 9 items have the planned number of raters; 5 are short of raters" in str(refused.value)
    assert "5 pending" in str(refused.value) and "confirm that you understand 5 items are incomplete" in str(
        refused.value)
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN
    lock(study, user=admin, accept_incomplete=True)
    study.refresh_from_db()
    assert study.status == Study.Status.LOCKED and state_of(study) == "locked"
    event = AuditEvent.objects.get(study=study, action="locked")
    assert event.details | {} == {"pending_assignments": 5, "items_total": 9, "fully_rated": 4, "short": 5,
                                  "skipped": 0, "confirmed_incomplete": True}


def test_a_complete_study_locks_without_the_incompleteness_confirmation(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    for doc in docs:
        rate(study, doc)
    assert state_of(study) == "complete"
    lock(study, user=admin)
    assert AuditEvent.objects.get(study=study, action="locked").details["confirmed_incomplete"] is False


def test_reopening_needs_an_admin_a_reason_and_a_lock_and_never_follows_unblinding(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0], first=2)
    with pytest.raises(StudyError, match="only a locked study is reopened"):
        reopen(study, user=admin, reason="locked by mistake")
    lock(study, user=admin, accept_incomplete=True)
    with pytest.raises(PermissionDenied):
        reopen(study, user=docs[0], reason="I want to rate more")
    for blank in ("", "   "):
        with pytest.raises(StudyError, match="say why the study is reopened"):
            reopen(study, user=admin, reason=blank)
    reopen(study, user=admin, reason="locked at 2 of 18 ratings by mistake")
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN and study.locked_at is None
    event = AuditEvent.objects.get(study=study, action="reopened")
    assert event.actor == admin and event.details["reason"] == "locked at 2 of 18 ratings by mistake"
    assert event.details["locked_at"]
    rate(study, docs[0])  # ratings are accepted again
    rate(study, docs[1])
    lock(study, user=admin)
    unblind(study, user=admin)
    with pytest.raises(StudyError, match="unblinded: it cannot be reopened"):
        reopen(study, user=admin, reason="more ratings")


def test_unblinding_an_incomplete_study_needs_its_confirmation_and_marks_the_verdicts_interim(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0])
    rate(study, docs[1], first=4)
    lock(study, user=admin, accept_incomplete=True)
    with pytest.raises(StudyError, match="confirm that you understand 5 items are incomplete to unblind it"):
        unblind(study, user=admin)
    unblind(study, user=admin, accept_incomplete=True)
    details = PredictionScore.objects.filter(evaluator=f"physician:{study.pk}").values_list("details", flat=True)
    assert {d["study"]["interim"] for d in details} == {True}
    assert {(d["study"]["items"], d["study"]["fully_rated"]) for d in details} == {(9, 4)}


def test_unanimity_needs_every_planned_rater(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0])
    rate(study, docs[1], first=4)
    result = analysis.compute(study, n_boot=0)
    primary, majority = result["endpoints"][0], result["endpoints"][1]
    assert primary["rule"] == "unanimous, strict" and majority["rule"] == "majority, strict"
    # items only ann rated are not unanimous: left out, and counted as incomplete
    assert (primary["n"], primary["incomplete"], primary["short_of_raters"]) == (4, 5, 0)
    assert (majority["n"], majority["incomplete"], majority["short_of_raters"]) == (9, 0, 5)
    data_ = analysis.collect(study)
    partial = next(a for a in data_.answers.values() if len(a.labels) == 1 and not a.calibration)
    assert len(partial.planned) == 2
    assert analysis.verdict(data_, partial, "unanimous_strict", sorted(data_.raters)) is None
    assert analysis.verdict(data_, partial, "majority_strict", sorted(data_.raters)) is not None


def test_a_single_planned_rater_is_unanimous_alone(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs, k=1)
    for doc in docs:
        rate(study, doc)
    primary = analysis.compute(study, n_boot=0)["endpoints"][0]
    assert primary["n"] == ITEMS and primary["incomplete"] == 0


def json_rows(study, user) -> list[dict]:
    return [json.loads(line) for line in exports.export(study, "ratings.jsonl", user)[2].decode().splitlines()]


def test_endpoints_are_interim_until_locked_complete_and_only_then_significant(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0])
    rate(study, docs[1], first=4)
    open_result = analysis.compute(study, n_boot=0)
    assert open_result["interim"] and open_result["state"] == "open"
    assert open_result["completeness"] | {} == {"items": 9, "fully_rated": 4, "short": 5, "scheduled": 18,
                                                 "submitted": 13, "skipped": 0, "pending": 5}
    assert all(e["interim"] and e["significant"] is None for e in open_result["endpoints"])
    assert any(m.startswith("Interim: 4 of 9 items") and "not locked" in m for m in open_result["messages"])
    # the majority endpoint's p is small (9 of 9 discordant for arm 2), yet not called significant
    assert open_result["endpoints"][1]["p_exact"] < 0.01
    lock(study, user=admin, accept_incomplete=True)
    study.refresh_from_db()
    locked = analysis.compute(study, n_boot=0)
    assert locked["interim"] and locked["state"] == "locked"
    assert all(e["significant"] is None for e in locked["endpoints"])
    reopen(study, user=admin, reason="locked too early")
    rate(study, docs[1])
    study.refresh_from_db()
    complete_open = analysis.compute(study, n_boot=0)
    assert complete_open["state"] == "complete" and complete_open["interim"]  # complete, not yet locked
    marks = {(r["study_state"], r["ratings_standing"]) for r in json_rows(study, admin)}
    assert marks == {("complete", "interim")}  # the export says so too
    lock(study, user=admin)
    study.refresh_from_db()
    assert {(r["study_state"], r["ratings_standing"]) for r in json_rows(study, admin)} == {("locked", "final")}
    final = analysis.compute(study, n_boot=0)
    assert not final["interim"]
    assert [e["significant"] for e in final["endpoints"]] == [True, True, True]
    assert not any(m.startswith("Interim") for m in final["messages"])


def _physician_report(study, runs):
    return build_report(runs=runs, evaluator=f"physician:{study.pk}", reference_version="v2", n_resamples=200)


def test_reports_never_call_interim_physician_verdicts_significant(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    # a majority primary rule keeps the items one rater rated, so the p-value is small (9 discordant)
    preregister(study, {**default_plan(study), "primary": {"arms": [1, 2], "rule": "majority_strict",
                                                            "raters": "all"}}, user=admin)
    rate(study, docs[0])
    rate(study, docs[1], first=4)
    lock(study, user=admin, accept_incomplete=True)
    unblind(study, user=admin, accept_incomplete=True)
    report = _physician_report(study, runs)
    assert report.interim and "4 of 9 items" in report.interim
    assert any("every figure from them is interim" in note for note in report.notes)
    ablation = next(r for r in report.ablation if r["condition"] == "C4g")
    assert ablation["vs_p"] is not None and ablation["vs_p"] < 0.05 and ablation["significant"] is None
    rendered = tables(report)
    header, rows = rendered["ablation"]
    cell = rows[[r["condition"] for r in report.ablation].index("C4g")][header.index("significant")]
    assert cell == "interim (not tested)"
    primary = report.endpoints[0]
    assert primary["interim"] and "interim: the study was unblinded with 4 of 9 items" in primary["detail"]
    header, rows = rendered["endpoints"]
    assert rows[0][header.index("Δ (second − first)")].endswith("(interim)")
    assert all(not row.get("significant") for row in report.ablation)


def test_reports_call_a_complete_locked_studys_verdicts_significant(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    for doc in docs:
        rate(study, doc)
    lock(study, user=admin)
    unblind(study, user=admin)
    report = _physician_report(study, runs)
    assert report.interim is None
    ablation = next(r for r in report.ablation if r["condition"] == "C4g")
    assert ablation["significant"] is True
    header, rows = tables(report)["ablation"]
    assert rows[[r["condition"] for r in report.ablation].index("C4g")][header.index("significant")] == "yes"
    assert not report.endpoints[0].get("interim")


def test_physician_scores_without_a_completeness_record_are_interim(setting):
    """Verdicts written before studies recorded their completeness are never called significant."""
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    for doc in docs:
        rate(study, doc)
    lock(study, user=admin)
    unblind(study, user=admin)
    for score in PredictionScore.objects.filter(evaluator=f"physician:{study.pk}"):
        score.details.pop("study")
        score.save(update_fields=["details"])
    report = _physician_report(study, runs)
    assert report.interim == "interim: the study did not record how complete it was"
    assert next(r for r in report.ablation if r["condition"] == "C4g")["significant"] is None


def test_a_sensitivity_caption_names_the_evaluator_it_was_computed_with(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    for doc in docs:
        rate(study, doc)
    lock(study, user=admin)
    unblind(study, user=admin)
    report = _physician_report(study, runs)
    names = [e["name"] for e in report.endpoints]
    assert not any("keyword proxy" in name for name in names)
    assert any(name.startswith(f"Sensitivity (i): {report.evaluator}, change excluded") for name in names)
    for run in runs:
        f.score(run, "keyword_v2", lambda q: True)
    keyword = build_report(runs=runs, evaluator="keyword_v2", reference_version="v2", n_resamples=200)
    assert any(e["name"].startswith("Sensitivity (i): keyword_v2@test, change excluded") for e in keyword.endpoints)


def test_the_study_page_and_reports_print_the_same_difference_with_the_same_sign(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    # the plan compares C4g − C1, whichever arm numbers they got: C4g right on 7 of 9 items, C1 on none
    c1, c4g = f.arm_of(study, runs[0]), f.arm_of(study, runs[1])
    preregister(study, f.plan_in_run_order(study, runs), user=admin)
    wrong = set(list(study.items.values_list("pk", flat=True))[:2])
    for doc in docs:
        rate(study, doc, lambda a, side: "correct" if getattr(a, side).position == c4g and a.item_id not in wrong
             else "incorrect")
    lock(study, user=admin)
    unblind(study, user=admin)
    study.refresh_from_db()
    analysis.refresh(study, n_boot=0)
    client = Client()
    client.force_login(admin)
    page = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    primary = analysis.compute(study, n_boot=0)["endpoints"][0]
    assert primary["difference"] == pytest.approx(7 / 9)
    assert primary["sign"].startswith(f"arm {c4g}: run {runs[1].pk} ") and f" − arm {c1}: run " in primary["sign"]
    assert "Difference, pp (second − first)" in page and "second arm − first arm" in page
    assert '<span class="est">+77.8 pp</span>' in page
    report = _physician_report(study, runs)
    header, rows = tables(report)["endpoints"]
    assert rows[0][header.index("Δ (second − first)")] == "+77.8 pp"
    assert "Δ = C4g − C1" in rows[0][0]
    # unblinded, the study page names what each side of the difference is
    sign = re.search(r'<div class="hint sign">([^<]+)</div>', page).group(1)
    assert "C4g" in sign.split("−")[0] and "C1" in sign.split("−")[1]


@pytest.mark.parametrize("plan", ["default", "reverse run order"])
def test_unblinded_differences_read_as_reports_whatever_the_arm_numbers_and_the_plan(setting, plan):
    """The arm numbers are a seeded permutation of the runs, and a plan's arms are numbers: once
    unblinded, each comparison is put in the order Reports compare runs (C1 before C4g), so the
    same endpoint has the same sign on both pages — with the default plan and with a plan that
    lists C4g first."""
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    c1, c4g = f.arm_of(study, runs[0]), f.arm_of(study, runs[1])
    if plan == "reverse run order":
        preregister(study, f.plan_in_run_order(study, [runs[1], runs[0]]), user=admin)
    wrong = set(list(study.items.values_list("pk", flat=True))[:2])
    for doc in docs:
        rate(study, doc, lambda a, side: "correct" if getattr(a, side).position == c4g and a.item_id not in wrong
             else "incorrect")
    lock(study, user=admin)
    study.refresh_from_db()
    blinded = analysis.compute(study, n_boot=0)["endpoints"][0]
    registered = default_plan(study)["primary"]["arms"] if plan == "default" else [c4g, c1]
    # blinded: the plan's order, second − first, whatever arm that is
    assert blinded["difference"] == pytest.approx((7 / 9) * (1 if registered == [c1, c4g] else -1))
    unblind(study, user=admin)
    study.refresh_from_db()
    result = analysis.compute(study, n_boot=0)
    primary = result["endpoints"][0]
    assert primary["difference"] == pytest.approx(7 / 9) and primary["p_exact"] == blinded["p_exact"]
    # adjudication closes at unblinding (the adjudicators' queue no longer offers the study): said so
    assert result["adjudication"]["closed"] is True
    assert primary["sign"].startswith(f"arm {c4g}: run {runs[1].pk} ") and f" − arm {c1}: run " in primary["sign"]
    assert primary["interval"][0] > 0  # the interval turned with the difference
    report = _physician_report(study, runs)
    header, rows = tables(report)["endpoints"]
    assert rows[0][header.index("Δ (second − first)")] == "+77.8 pp" and "Δ = C4g − C1" in rows[0][0]


# -- the pages -------------------------------------------------------------------------------------


def admin_client(admin) -> Client:
    client = Client()
    client.force_login(admin)
    return client


def test_the_lock_confirmation_page_states_completeness_and_an_unconfirmed_post_is_refused(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    rate(study, docs[0])
    rate(study, docs[1], first=4)
    client = admin_client(admin)
    detail = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert '<span class="status big state-open" id="study-status">open</span>' in detail
    assert "4 of 9 items have the planned number of raters; 5 are short of raters" in detail
    url = reverse("study_lock", args=[study.pk])
    assert url in detail and "endpoints interim" in detail
    page = client.get(url).content.decode()
    assert "<strong>Incomplete:</strong> 5 of 9 items lack ratings from the planned number of raters" in page
    for label, value in (("Items with the planned number of raters", "4 of 9"), ("Items short of raters", "5"),
                         ("Assignments skipped", "0"), ("Assignments pending", "5")):
        assert re.search(rf"<th scope=\"row\">{label}</th><td class=\"num\">{value}</td>", page), label
    assert "I understand 5 items are incomplete (5 assignments still pending)" in page
    refused = client.post(url, {})
    assert refused.status_code == 400
    assert "Not locked: the study is incomplete; tick" in refused.content.decode()
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN
    assert client.post(url, {"confirm": "on"}).status_code == 302
    study.refresh_from_db()
    assert study.status == Study.Status.LOCKED
    detail = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert '<span class="status big state-locked" id="study-status">locked</span>' in detail
    assert reverse("study_reopen", args=[study.pk]) in detail


def test_reopening_through_the_page_needs_a_reason(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    lock(study, user=admin, accept_incomplete=True)
    client = admin_client(admin)
    url = reverse("study_reopen", args=[study.pk])
    refused = client.post(url, {"reason": ""})
    assert refused.status_code == 400 and "Not reopened: say why the study is reopened" in refused.content.decode()
    assert client.post(url, {"reason": "locked before the second rater started"}).status_code == 302
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN
    audit = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert "locked before the second rater started" in audit


def test_a_draft_is_created_from_the_form_and_opened_from_its_page(setting):
    admin, docs, data, runs = setting
    client = admin_client(admin)
    form = {"run_ids": [str(run.pk) for run in runs], "name": "Draft first", "rater_title": "Chest pain study",
            "sample_size": "9", "seed": "12345", "raters": [u.username for u in docs], "design": "all",
            "raters_per_item": "", "calibration_items": "0", "rubric_version": "app-o-v1", "reference_version": "",
            "sampling": "stratified", "oversample": "4", "adjudicators": [], "start": "draft"}
    assert client.post(reverse("study_create"), form).status_code == 302
    study = Study.objects.get(name="Draft first")
    assert study.status == Study.Status.DRAFT
    listing = client.get(reverse("study_list")).content.decode()
    assert '<span class="status state-draft">draft</span>' in listing
    page = client.get(reverse("study_detail", args=[study.pk])).content.decode()
    assert reverse("study_open", args=[study.pk]) in page and reverse("study_lock", args=[study.pk]) not in page
    refused = client.post(reverse("study_lock", args=[study.pk]), {"confirm": "on"})
    assert refused.status_code == 400 and "open it for rating before locking it" in refused.content.decode()
    assert client.post(reverse("study_open", args=[study.pk])).status_code == 302
    study.refresh_from_db()
    assert study.status == Study.Status.OPEN
    strip = client.get(reverse("study_detail", args=[study.pk])).content.decode().split('<ol class="lifecycle"')[1]
    assert '<li class="done">Draft</li>' in strip and '<li class="current">Open for rating</li>' in strip
    del form["start"]  # a form without the choice creates an open study, as before
    form["name"] = "Open at once"
    assert client.post(reverse("study_create"), form).status_code == 302
    opened = Study.objects.get(name="Open at once")
    assert opened.status == Study.Status.OPEN
    # never a draft: the strip does not mark a draft step done
    strip = client.get(reverse("study_detail", args=[opened.pk])).content.decode().split('<ol class="lifecycle"')[1]
    assert 'class="not-used"' in strip and "(created open)" in strip and '<li class="done">Draft</li>' not in strip


def test_the_list_shows_complete_and_the_analysis_fragment_says_interim(setting):
    admin, docs, data, runs = setting
    study = f.make_study(admin=admin, raters=docs, run_list=runs)
    for doc in docs:
        rate(study, doc)
    client = admin_client(admin)
    assert '<span class="status state-complete">complete</span>' in client.get(reverse("study_list")).content.decode()
    analysis.refresh(study, n_boot=0)
    fragment = client.get(reverse("study_analysis", args=[study.pk])).content.decode()
    assert 'id="analysis-interim">interim</span>' in fragment
    assert "significant at" not in fragment
    lock(study, user=admin)
    study.refresh_from_db()
    analysis.refresh(study, n_boot=0)
    fragment = client.get(reverse("study_analysis", args=[study.pk])).content.decode()
    assert '<span class="badge final">final</span>' in fragment and "significant at α = 0.05" in fragment


@pytest.mark.django_db(transaction=True)  # SQLite's schema editor refuses to run inside a test's transaction
def test_the_migration_leaves_existing_studies_as_they_were():
    """Adding the draft state changes the field's choices only: no SQL runs, so an open study stays
    open (found by its name, whatever number the migration gets when branches merge)."""
    import io

    from django.core.management import call_command
    from django.db.migrations.loader import MigrationLoader

    names = [name for app, name in MigrationLoader(None).disk_migrations if app == "adjudication"
             and name.endswith("_study_states")]
    assert len(names) == 1
    out = io.StringIO()
    call_command("sqlmigrate", "adjudication", names[0], stdout=out)
    sql = [line for line in out.getvalue().splitlines() if line.strip() and not line.startswith("--")
           and line.strip() not in ("BEGIN;", "COMMIT;")]
    assert sql == [], sql
