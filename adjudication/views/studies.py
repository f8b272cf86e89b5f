"""Study pages for authors and admins: the list, creating a study (with the sample-size planner),
the study page and its actions (pre-register, lock, unblind, adjudicators), the analysis fragment
and the exports.

Thin shells over ``adjudication.studies``, ``adjudication.analysis``, ``adjudication.planner`` and
``adjudication.exports``. Physicians and users without a role get a 404 on every URL here (they
must not learn that study pages exist); authors may read, only admins change (403 otherwise).
A refused request (``StudyError`` or another ``ValueError``) shows its message next to the form
with status 400.
"""

from __future__ import annotations

import json

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import content_disposition_header
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from adjudication import analysis, exports, planner, studies
from adjudication.forms import (
    AdjudicatorsForm,
    LockForm,
    PlanForm,
    PlannerForm,
    ReopenForm,
    StudyCreateForm,
    UnblindForm,
)

#: what the export links offer (``adjudication.exports.export`` kinds)
EXPORT_KINDS = (
    ("ratings.csv", "Ratings (CSV)", "one row per current rating, raters by pseudonym"),
    ("ratings.jsonl", "Ratings (JSON lines)", "every revision, with the rubric values"),
    ("release.jsonl", "Release (JSON lines)", "the de-identified release of the study's ratings"),
    ("audit.csv", "Audit trail (CSV)", "every event, oldest first"),
)
_KINDS = {kind for kind, _, _ in EXPORT_KINDS}
PLANNER_INPUTS = ("discordance", "effect", "n", "power", "alpha")


def _require_manager(user) -> None:
    if not studies.can_manage_studies(user):
        raise Http404("No such page.")


def _balance_table(balance: dict, arms: list[dict]) -> list[dict]:
    """The placement rows pivoted for the page: one row per (rater, category), a cell per arm."""
    positions = [arm["position"] for arm in arms]
    rows: dict[tuple, dict] = {}
    for row in balance.get("rows", []):
        entry = rows.setdefault((row["rater"], row["category"]), {
            "rater": row["rater"], "category": row["category"], "cells": {}, "off_by": 0.0})
        entry["cells"][row["arm"]] = row
        entry["off_by"] = max(entry["off_by"], row["off_by"])
    for entry in rows.values():
        entry["cells"] = [entry["cells"].get(position) for position in positions]
    return list(rows.values())


def _detail_context(page: dict, **extra) -> dict:
    study = page["study"]
    context = {
        **page,
        "plan_json": json.dumps(page["plan"], indent=2, sort_keys=False),
        "plan_form": PlanForm(initial={"plan": json.dumps(page["plan"], indent=2)}),
        "reopen_form": ReopenForm(),
        "adjudicators_form": AdjudicatorsForm(initial={"usernames": ", ".join(page["adjudicators"])}),
        "balance_rows": _balance_table(page["balance"], page["arms"]),
        "exports": [{"kind": kind, "label": label, "hint": hint,
                     "url": reverse("study_export", args=[study.pk, kind])} for kind, label, hint in EXPORT_KINDS],
        "strata": sorted((page["study"].design_record or {}).get("strata", {}).items()),
        "errors": {},
    }
    context.update(extra)
    return context


def _refused(request, study_id: int, status: int = 400, **extra):
    """The study page again, with the refused form and its message."""
    page = studies.study_page(request.user, study_id)
    return render(request, "adjudication/study_detail.html", _detail_context(page, **extra), status=status)


# -- list, create, planner ----------------------------------------------------------------------


@login_required
@require_GET
def study_list(request):
    _require_manager(request.user)
    return render(request, "adjudication/study_list.html", {"rows": studies.study_list()})


@login_required
@require_http_methods(["GET", "POST"])
def study_create(request):
    _require_manager(request.user)
    page = studies.create_page(request.user)  # admins only (403 for authors)
    form = StudyCreateForm(request.POST if request.method == "POST" else None, page=page)
    context = {"form": form, "page": page, "planner_form": PlannerForm(initial={"n": form["sample_size"].value()})}
    if request.method == "GET":
        return render(request, "adjudication/study_create.html", context)
    if form.is_valid():
        try:
            study = studies.create_from_form(request.user, form.cleaned_data)
        except ValueError as exc:  # StudyError and the design's own refusals
            form.add_error(None, str(exc))
        else:
            messages.success(request, f"Study #{study.pk} created with a sample of {study.sample_size} items.")
            return redirect("study_detail", study_id=study.pk)
    return render(request, "adjudication/study_create.html", context, status=400)


@login_required
@require_GET
def study_planner(request):
    """The planner fragment (htmx): n needed and minimum detectable effect for the inputs."""
    _require_manager(request.user)
    form = PlannerForm(request.GET)
    context = {"form": form, "result": None, "error": None}
    if form.is_valid():
        try:
            context["result"] = planner.plan(form.plan_data())
        except ValueError as exc:
            context["error"] = str(exc)
        else:
            # the planner's reading of the inputs (it takes percentages too)
            context["inputs"] = {**form.plan_data(), **{key: value for key, value in context["result"].items()
                                                       if key in PLANNER_INPUTS and value is not None}}
            return render(request, "adjudication/_planner.html", context)
    else:
        context["error"] = "; ".join(f"{form.fields[name].label if name in form.fields else name}: {' '.join(errs)}"
                                     for name, errs in form.errors.items())
    return render(request, "adjudication/_planner.html", context, status=400)


# -- the study page ------------------------------------------------------------------------------


@login_required
@require_GET
def study_detail(request, study_id):
    page = studies.study_page(request.user, study_id)
    return render(request, "adjudication/study_detail.html", _detail_context(page))


@login_required
@require_http_methods(["GET", "POST"])
def study_analysis(request, study_id):
    """GET: the analysis fragment (htmx polls it while stale). POST: recompute now."""
    study = studies.get_study_for_manager(request.user, study_id)
    if request.method == "GET":
        return render(request, "adjudication/_analysis.html",
                      {"study": study, "analysis": analysis.study_analysis(study)})
    try:
        result = analysis.refresh(study)
    except ValueError as exc:
        return render(request, "adjudication/_analysis.html",
                      {"study": study, "analysis": None, "analysis_error": str(exc)}, status=400)
    if not request.htmx:
        messages.success(request, "Analysis recomputed.")
        return redirect(reverse("study_detail", args=[study.pk]) + "#analysis")
    return render(request, "adjudication/_analysis.html", {"study": study, "analysis": result})


@login_required
@require_POST
def study_preregister(request, study_id):
    study = studies.get_study_for_manager(request.user, study_id)
    studies.require_study_admin(request.user)
    form = PlanForm(request.POST)
    if form.is_valid():
        try:
            study = studies.preregister(study, form.cleaned_data["plan"], user=request.user)
        except ValueError as exc:
            form.add_error("plan", str(exc))
        else:
            messages.success(request, f"Analysis plan registered (sha256 {study.plan_hash[:12]}…).")
            return redirect("study_detail", study_id=study.pk)
    return _refused(request, study.pk, plan_form=form, errors={"preregister": " ".join(form.errors.get("plan", []))})


#: the two confirmed actions: their form, their service and what the page says once done
_CONFIRMED = {
    "lock": (LockForm, studies.lock, lambda form: "Study locked: no further ratings are accepted."
             + (" Its endpoints are interim: items are short of raters." if form.incomplete else "")),
    "unblind": (UnblindForm, studies.unblind, lambda form: "Study unblinded: arms now show their runs."),
}


def _confirm(request, study_id: int, action: str, *, form=None, error: str = "", status: int = 200):
    """The lock or unblind confirmation page: the study's completeness, then the confirming form."""
    page = studies.confirm_page(request.user, study_id, action)
    if form is None:
        form = _CONFIRMED[action][0](done=page["done"])
    return render(request, "adjudication/study_confirm.html", {**page, "form": form, "error": error}, status=status)


def _confirmed_action(request, study_id: int, action: str):
    """GET: the confirmation page (how complete the study is). POST: the action, once confirmed."""
    if request.method == "GET":
        return _confirm(request, study_id, action)
    form_class, act, done_message = _CONFIRMED[action]
    page = studies.confirm_page(request.user, study_id, action)
    form = form_class(request.POST, done=page["done"])
    if page["refusal"]:
        return _confirm(request, study_id, action, form=form, error=page["refusal"], status=400)
    if not form.is_valid():
        error = " ".join(message for errors in form.errors.values() for message in errors)
        return _confirm(request, study_id, action, form=form, error=error, status=400)
    try:
        study = act(page["study"], user=request.user, accept_incomplete=True)
    except ValueError as exc:
        return _confirm(request, study_id, action, form=form, error=str(exc), status=400)
    messages.success(request, done_message(form))
    return redirect("study_detail", study_id=study.pk)


@login_required
@require_http_methods(["GET", "POST"])
def study_lock(request, study_id):
    """GET: the confirmation page (how complete the study is). POST: lock, once confirmed."""
    return _confirmed_action(request, study_id, "lock")


@login_required
@require_http_methods(["GET", "POST"])
def study_unblind(request, study_id):
    """GET: the confirmation page. POST: unblind, once confirmed."""
    return _confirmed_action(request, study_id, "unblind")


@login_required
@require_POST
def study_open(request, study_id):
    study = studies.get_study_for_manager(request.user, study_id)
    try:
        study = studies.open_study(study, user=request.user)
    except ValueError as exc:
        return _refused(request, study.pk, errors={"open": str(exc)})
    messages.success(request, "Study opened: raters can rate now.")
    return redirect("study_detail", study_id=study.pk)


@login_required
@require_POST
def study_reopen(request, study_id):
    study = studies.get_study_for_manager(request.user, study_id)
    studies.require_study_admin(request.user)
    form = ReopenForm(request.POST)
    if not form.is_valid():
        return _refused(request, study.pk, reopen_form=form, errors={"reopen": " ".join(form.errors["reason"])})
    try:
        study = studies.reopen(study, user=request.user, reason=form.cleaned_data["reason"])
    except ValueError as exc:
        return _refused(request, study.pk, reopen_form=form, errors={"reopen": str(exc)})
    messages.success(request, "Study reopened: raters can rate again. The reason is in the audit trail.")
    return redirect("study_detail", study_id=study.pk)


@login_required
@require_POST
def study_adjudicators(request, study_id):
    study = studies.get_study_for_manager(request.user, study_id)
    studies.require_study_admin(request.user)
    form = AdjudicatorsForm(request.POST)
    if form.is_valid():
        try:
            studies.set_adjudicators(study, form.cleaned_data["usernames"], user=request.user)
        except ValueError as exc:
            form.add_error("usernames", str(exc))
        else:
            messages.success(request, "Adjudicators saved.")
            return redirect("study_detail", study_id=study.pk)
    return _refused(request, study.pk, adjudicators_form=form,
                    errors={"adjudicators": " ".join(form.errors.get("usernames", []))})


@login_required
@require_POST
def study_fast_seconds(request, study_id):
    study = studies.get_study_for_manager(request.user, study_id)
    try:
        studies.set_fast_seconds(study, request.POST.get("seconds"), user=request.user)
    except ValueError as exc:
        return _refused(request, study.pk, errors={"fast": str(exc)})
    messages.success(request, f"Ratings under {study.fast_rating_seconds} s on the item are flagged now.")
    return redirect(reverse("study_detail", args=[study.pk]) + "#fast-ratings")


@login_required
@require_POST
def study_calibration_key(request, study_id, qid):
    study = studies.get_study_for_manager(request.user, study_id)
    try:
        studies.calibration_key_from_form(study, qid, request.POST, user=request.user)
    except ValueError as exc:
        return _refused(request, study.pk, errors={"calibration": f"{qid}: {exc}"})
    messages.success(request, f"Calibration key of {qid} recorded: raters see it after they submit the item.")
    return redirect(reverse("study_detail", args=[study.pk]) + "#calibration")


@login_required
@require_GET
def study_export(request, study_id, kind):
    study = studies.get_study_for_manager(request.user, study_id)
    if kind not in _KINDS:
        raise Http404("No such export.")
    try:
        filename, content_type, content = exports.export(study, kind, request.user)
    except ValueError as exc:
        return _refused(request, study.pk, errors={"export": str(exc)})
    response = HttpResponse(content, content_type=content_type)
    response["Content-Disposition"] = content_disposition_header(True, filename)
    response["X-Content-Type-Options"] = "nosniff"
    return response
