"""Benchmark pages: questions with their reference versions; condition runs (list, launch, detail)."""

import json
from urllib.parse import urlencode

from django.contrib import messages
from django.http import Http404, HttpResponse
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.http import content_disposition_header

from benchmark import access, selectors
from benchmark.categories import Category
from benchmark.explore import prediction_evidence, question_explorer, question_explorer_column
from benchmark.forms import RunLaunchForm, RunScoreForm
from benchmark.launch import estimate_from_form, launch_from_form
from benchmark.scoring import ScoringError, run_score_summary, runs_score_queue
from benchmark.report_export import ReportQuery, figure_download, markdown_download, report_page, table_download
from benchmark.references.impact import curation_view, release_confirmed, release_plan, rescore_dataset
from benchmark.references.drafts import accept_consensus_by_name
from benchmark.releases import ReleaseError
from benchmark.reports import ReportError
from benchmark.runs.service import RunError, run_cancel, run_progress, runs_resume
from epikg_core import roles as access_roles
from retrieval.access import get_dataset_for_user, query_ids, query_text, require_admin, require_methods


@login_required
@require_methods("GET")
def question_list(request, dataset_name):
    dataset = get_dataset_for_user(request.user, dataset_name)
    category = request.GET.get("category") if request.GET.get("category") in Category.values else None
    page = Paginator(selectors.question_list(dataset, category=category), 50).get_page(request.GET.get("page"))
    return render(request, "benchmark/question_list.html", {
        "dataset": dataset, "page": page, "category": category,
        "categories": selectors.category_counts(dataset),
    })


@login_required
@require_methods("GET")
def question_detail(request, dataset_name, qid):
    question = access.get_question_for_user(request.user, dataset_name, qid)
    show = access.can_see_references(request.user)
    return render(request, "benchmark/question_detail.html", {
        "question": question, "can_see_references": show,
        "versions": selectors.reference_versions(question) if show else [],
    })


@login_required
@require_methods("GET")
def question_explore_view(request, dataset_name, qid):
    """Why each chosen condition answered this question as it did (authors and admins)."""
    access.require_run_access(request.user)
    question = access.get_question_for_user(request.user, dataset_name, qid)
    exploration = question_explorer(
        question, conditions=[c for c in request.GET.getlist("condition") if c.isascii() and len(c) <= 32],
        run_ids=query_ids(request.GET, "run"), live=request.GET.get("live") == "1",
        show_pruned=request.GET.get("pruned") == "1")
    return render(request, "benchmark/question_explore.html", {"question": question, "x": exploration})


@login_required
@require_methods("GET")
def question_explore_live_view(request, dataset_name, qid, condition):
    """One column answered by the offline reader: its progress while a worker computes it (the
    fragment polls itself), then the column (authors and admins)."""
    access.require_run_access(request.user)
    question = access.get_question_for_user(request.user, dataset_name, qid)
    if not (condition.isascii() and len(condition) <= 32):
        raise Http404("no such condition")
    column = question_explorer_column(question, condition, show_pruned=request.GET.get("pruned") == "1")
    return render(request, "benchmark/question_explore.html#column", {
        "question": question, "col": column, "show_pruned": request.GET.get("pruned") == "1"})


# -- runs ----------------------------------------------------------------------------------------


@login_required
@require_methods("GET")
def run_list(request):
    access.require_run_access(request.user)
    runs = selectors.run_list()
    template = "benchmark/run_list.html#runs" if request.htmx else "benchmark/run_list.html"
    form = RunLaunchForm() if access_roles.has_role(request.user, access_roles.ADMIN) else None
    return render(request, template, {"runs": runs, "form": form})


_LAUNCH_STATES = {"created": "queued", "resumed": "resumed", "running": "already running (nothing queued twice)",
                  "complete": "already complete (tick “Start new runs” to run it again)"}


@login_required
@require_methods("POST")
def run_launch_view(request):
    require_admin(request.user)
    form = RunLaunchForm(request.POST)
    if form.is_valid():
        try:
            launched, sample = launch_from_form(form.cleaned_data, user=request.user)
        except RunError as exc:
            form.add_error(None, str(exc))
        else:
            messages.success(request, f"Launched {len(launched)} run(s): " + "; ".join(
                f"#{item.run.pk} {item.run.condition} {_LAUNCH_STATES[item.state]}" for item in launched)
                + (f". Saved the questions as sample “{sample.name}” ({len(sample.qids)})." if sample else ""))
            return redirect("run_list")
    return render(request, "benchmark/run_list.html", {"runs": selectors.run_list(), "form": form}, status=400)


@login_required
@require_methods("POST")
def run_estimate_view(request):
    """What the launch form's runs would take (questions, model calls, tokens, cost), before launching."""
    require_admin(request.user)
    form = RunLaunchForm(request.POST)
    estimates, error = [], ""
    if form.is_valid():
        try:
            estimates = estimate_from_form(form.cleaned_data)
        except RunError as exc:
            error = str(exc)
    else:
        error = "; ".join(f"{'' if field == '__all__' else field + ': '}{' '.join(errors)}"
                          for field, errors in form.errors.items())
    return render(request, "benchmark/_run_estimate.html", {"estimates": estimates, "error": error})


@login_required
@require_methods("POST")
def run_score_view(request, run_id):
    """Queue the scoring of a finished run with the chosen evaluators (authors and admins)."""
    run = access.get_run_for_user(request.user, run_id)
    form = RunScoreForm(request.POST)
    if form.is_valid():
        try:
            runs_score_queue(run_ids=[run.pk], evaluators=form.cleaned_data["evaluators"],
                             reference_version=form.cleaned_data["reference"].strip() or None)
        except ScoringError as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, f"Scoring of run #{run.pk} with {', '.join(form.cleaned_data['evaluators'])} "
                                      "is queued; the scores appear here when a worker has made them.")
    else:
        messages.error(request, "Choose at least one evaluator.")
    return redirect("run_detail", run_id=run.pk)


@login_required
@require_methods("GET")
def run_detail(request, run_id):
    run = access.get_run_for_user(request.user, run_id)
    category = request.GET.get("category") if request.GET.get("category") in Category.values else None
    context = {"run": run, "progress": run_progress(run), "chunks": selectors.run_chunk_counts(run),
               "scores": run_score_summary(run), "score_form": RunScoreForm(), "category": category,
               "is_admin": access_roles.has_role(request.user, access_roles.ADMIN),
               "config": {name: json.dumps(getattr(run, name), sort_keys=True)
                          for name in ("settings", "question_filter", "versions")}}
    if request.htmx:
        return render(request, "benchmark/run_detail.html#progress", context)
    page = Paginator(selectors.run_predictions(run, category=category), 50).get_page(request.GET.get("page"))
    return render(request, "benchmark/run_detail.html", {**context, "page": page})


@login_required
@require_methods("GET")
def prediction_evidence_view(request, run_id, prediction_id):
    """One prediction's evidence with links into the notes (loaded when its row is expanded)."""
    prediction = access.get_prediction_for_user(request.user, run_id, prediction_id)
    return render(request, "benchmark/_prediction_evidence.html", {"ev": prediction_evidence(prediction)})


@login_required
@require_methods("POST")
def run_cancel_view(request, run_id):
    require_admin(request.user)
    run = access.get_run_for_user(request.user, run_id)
    run = run_cancel(run)
    messages.info(request, f"Run #{run.pk} will stop after the question in progress." if run.cancel_requested else
                  f"Run #{run.pk} has already finished ({run.get_status_display().lower()}): nothing to cancel.")
    return redirect("run_detail", run_id=run.pk)


RESUME_MESSAGES = {
    "running": "Run #{run} is still running: its chunks are with the workers or waiting in the queue; nothing was "
               "queued.",
    "requeued": "Run #{run} is running, but the broker had lost {chunks} of its queued chunk(s): they were queued "
                "again; answered questions are kept.",
    "unreachable": "Run #{run}: the broker (Redis) cannot be reached, so nothing was queued. Start it and press "
                   "Resume again.",
    "resumed": "Run #{run}: {chunks} chunk(s) queued; answered questions are kept.",
}


@login_required
@require_methods("POST")
def run_resume_view(request, run_id):
    require_admin(request.user)
    run = access.get_run_for_user(request.user, run_id)
    (resumed,) = runs_resume(run_ids=[run.pk], queue=True, only_stopped=True)
    messages.info(request, RESUME_MESSAGES.get(resumed.state, RESUME_MESSAGES["resumed"]).format(
        run=run.pk, chunks=resumed.queued_chunks))
    return redirect("run_detail", run_id=run.pk)


@login_required
@require_methods("GET")
def report_view(request):
    """The paper's tables and figures for the chosen runs (computed on request from stored scores)."""
    access.require_run_access(request.user)
    return render(request, "benchmark/report.html", report_page(ReportQuery.from_query(request.GET)))


# -- report downloads (same query as the report page: run=…&evaluator=…&reference=…) --------------


def _report_download(request, make):
    """``make(query)``'s download as an attachment; a report that cannot be built, or has no such
    figure or table, is a 404 naming why."""
    access.require_run_access(request.user)
    try:
        download = make(ReportQuery.from_query(request.GET))
    except ReportError as exc:
        raise Http404(str(exc)) from None
    return HttpResponse(download.content, content_type=download.content_type, headers={
        "Content-Disposition": content_disposition_header(as_attachment=True, filename=download.filename)})


@login_required
@require_methods("GET")
def report_figure_download(request, name, fmt):
    """One figure of the report as SVG or PNG."""
    return _report_download(request, lambda query: figure_download(query, name, fmt))


@login_required
@require_methods("GET")
def report_table_download(request, name):
    """One table of the report as CSV (raw numbers)."""
    return _report_download(request, lambda query: table_download(query, name))


@login_required
@require_methods("GET")
def report_markdown_download(request):
    """The whole report as Markdown."""
    return _report_download(request, markdown_download)


# -- reference curation: versions, releases, diff, impact ------------------------------------------


@login_required
@require_methods("GET")
def reference_curation_view(request, dataset_name):
    """The dataset's reference versions, the diff between two, and what each does to every run."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    view = curation_view(dataset, base=query_text(request.GET, "from"), target=query_text(request.GET, "to"),
                         evaluator=query_text(request.GET, "evaluator"))
    return render(request, "benchmark/reference_curation.html", {"view": view})


@login_required
@require_methods("GET", "POST")
def reference_release_view(request, dataset_name):
    """Release (freeze) a reference version and/or make it the dataset's default (admins), in two
    steps: the first (GET, or a POST without ``confirm``) only shows what it would change — every
    run's accuracy under the current default and under the version, the questions that flip, the
    automatic-check flags it still shares with its parent — and changes nothing; the POST with
    ``confirm=1`` from that page does it."""
    require_admin(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    data = request.POST if request.method == "POST" else request.GET
    label = (data.get("version") or "").strip()
    make_default, note = data.get("default") == "1", (data.get("note") or "").strip()[:2000]
    if request.method == "POST" and data.get("confirm") == "1":
        try:
            line = release_confirmed(dataset, label, user=request.user.get_username(), note=note,
                                     make_default=make_default, confirmed=True)
        except ReleaseError as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, line[:1].upper() + line[1:] + ".")
        return redirect("reference_curation", dataset_name=dataset.name)
    try:
        plan = release_plan(dataset, label, make_default=make_default, evaluator=query_text(data, "evaluator"))
    except ReleaseError as exc:
        messages.error(request, str(exc))
        return redirect("reference_curation", dataset_name=dataset.name)
    if request.method == "POST":
        messages.warning(request, "Nothing is changed yet: look at what it changes, then confirm below.")
    return render(request, "benchmark/reference_release_confirm.html", {"plan": plan, "note": note})


@login_required
@require_methods("POST")
def reference_draft_view(request, dataset_name):
    """Accept the triage consensus on a version into the working draft (authors and admins)."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    try:
        line = accept_consensus_by_name(dataset_name=dataset.name, base=(request.POST.get("base") or "").strip(),
                                        username=request.user.get_username())
    except ReleaseError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, line[:1].upper() + line[1:] + ".")
    return redirect("reference_curation", dataset_name=dataset.name)


@login_required
@require_methods("POST")
def reference_rescore_view(request, dataset_name):
    """Queue every finished run of the dataset for scoring against one reference version."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    version = (request.POST.get("version") or "").strip()
    evaluators = [e for e in request.POST.getlist("evaluators") if e] or ["polarity"]
    try:
        count = rescore_dataset(dataset, version=version, evaluators=evaluators)
    except ScoringError as exc:
        messages.error(request, str(exc))
    else:
        messages.success(request, f"Rescoring of {count} run(s) against {version} with {', '.join(evaluators)} is "
                                  "queued; the table fills in as the worker scores them.")
    if request.POST.get("back") == "release":  # from the release confirmation: back to it
        query = {"version": version, **({"default": "1"} if request.POST.get("default") == "1" else {})}
        return redirect(f"{reverse('reference_release', args=[dataset.name])}?{urlencode(query)}")
    return redirect("reference_curation", dataset_name=dataset.name)
