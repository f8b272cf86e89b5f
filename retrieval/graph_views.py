"""The Knowledge graph pages (admins): build state per dataset and per patient, and (re)builds
queued for the workers, as ``manage.py build_kg --dataset NAME --async`` queues them.

A module beside ``views.py`` rather than in it; the same thin-shells wall (``.importlinter``)
covers both.
"""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.shortcuts import redirect, render

from retrieval import access
from retrieval.graph.jobs import NothingToBuild, kg_build_queue_dataset
from retrieval.graph.overview import STATES, kg_build_dataset, kg_build_overview


@login_required
@access.require_methods("GET")
def graph_status(request):
    access.require_admin(request.user)
    template = "retrieval/graph.html#datasets" if request.htmx else "retrieval/graph.html"
    return render(request, template, {"overview": kg_build_overview()})


@login_required
@access.require_methods("GET")
def graph_dataset(request, dataset_name):
    access.require_admin(request.user)
    dataset = access.get_dataset_for_user(request.user, dataset_name)
    state = request.GET.get("state") or None
    build = kg_build_dataset(dataset=dataset, state=state)
    page = Paginator(build.patients, 50).get_page(request.GET.get("page"))
    template = "retrieval/graph_dataset.html#build" if request.htmx else "retrieval/graph_dataset.html"
    return render(request, template, {
        "dataset": dataset, "build": build, "status": build.status, "page": page,
        "state": state if state in STATES else None,
    })


@login_required
@access.require_methods("POST")
def graph_build(request, dataset_name):
    access.require_admin(request.user)
    dataset = access.get_dataset_for_user(request.user, dataset_name)
    rebuild = request.POST.get("rebuild") == "1"
    try:
        queued = kg_build_queue_dataset(dataset=dataset.name, rebuild=rebuild)
    except NothingToBuild as exc:
        messages.error(request, str(exc))
        return redirect("graph_status")
    what = "Rebuild" if rebuild else "Build"
    messages.success(request, f"{what} of {queued} patient(s) of {dataset.name} queued; the workers will pick it up.")
    return redirect("graph_dataset", dataset_name=dataset.name)
