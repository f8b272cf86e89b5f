"""Corpus pages: datasets, patients, a patient's chart, a note, and import jobs."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render

from epikg_core.roles import user_roles
from retrieval import access, selectors
from retrieval.corpus.records import CorpusFormatError
from retrieval.explore import labelled_note, patient_overview
from retrieval.forms import ImportJobForm
from retrieval.imports import allowed_import_path, import_job_create


@login_required
@access.require_methods("GET")
def home(request):
    roles = user_roles(request.user)
    datasets = selectors.dataset_list_with_counts() if roles else []
    jobs = selectors.recent_import_jobs() if "admin" in roles else []
    return render(request, "retrieval/home.html", {"datasets": datasets, "jobs": jobs, "roles": roles})


@login_required
@access.require_methods("GET")
def dataset_detail(request, dataset_name):
    dataset = access.get_dataset_for_user(request.user, dataset_name)
    page = Paginator(selectors.patient_list(dataset), 50).get_page(request.GET.get("page"))
    return render(request, "retrieval/dataset_detail.html", {
        "dataset": dataset, "page": page, "question_count": selectors.dataset_question_count(dataset),
    })


@login_required
@access.require_methods("GET")
def patient_detail(request, dataset_name, subject_id):
    patient = access.get_patient_for_user(request.user, dataset_name, subject_id)
    hadm = access.query_ids(request.GET, "hadm")
    overview = patient_overview(
        patient, hadm_id=hadm[0] if hadm else None, assertions=request.GET.getlist("assertion"),
        experiencers=request.GET.getlist("experiencer"), temporalities=request.GET.getlist("temporality"),
        predicates=request.GET.getlist("predicate"), collapse=request.GET.getlist("collapse"))
    return render(request, "retrieval/patient_detail.html", {"patient": patient, "view": overview,
                                                             "chart": overview.chart})


@login_required
@access.require_methods("GET")
def note_detail(request, dataset_name, note_id):
    note = access.get_note_for_user(request.user, dataset_name, note_id)
    view = labelled_note(note, assertions=request.GET.getlist("assertion"),
                         experiencers=request.GET.getlist("experiencer"))
    return render(request, "retrieval/note_detail.html", {"note": note, "view": view})


@login_required
@access.require_methods("GET")
def import_list(request):
    access.require_admin(request.user)
    jobs = selectors.recent_import_jobs_with_progress()
    template = "retrieval/imports.html#jobs" if request.htmx else "retrieval/imports.html"
    return render(request, template, {"jobs": jobs, "form": ImportJobForm()})


@login_required
@access.require_methods("POST")
def import_create(request):
    access.require_admin(request.user)
    form = ImportJobForm(request.POST)
    if form.is_valid():
        try:
            source = allowed_import_path(form.cleaned_data["source"])
        except CorpusFormatError as exc:
            form.add_error("source", str(exc))
        else:
            job = import_job_create(
                kind=form.cleaned_data["kind"], dataset_name=form.cleaned_data["dataset_name"],
                source=str(source), user=request.user,
            )
            messages.success(request, f"Import #{job.pk} queued; a worker will pick it up.")
            return redirect("import_list")
    return render(request, "retrieval/imports.html",
                  {"jobs": selectors.recent_import_jobs_with_progress(), "form": form}, status=400)

