"""The SliceBench page (tiers, the B0–B4 ladder table and figure) and its downloads: thin shells
over ``benchmark.slicebench.render``. Authors and admins only: a physician gets a 404, as for the
runs and reports, because the table names which condition answered how well."""

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.http import content_disposition_header

from benchmark import access
from benchmark.slicebench.ladder import SliceBenchError
from benchmark.slicebench.render import slicebench_csv, slicebench_figure, slicebench_page
from retrieval.access import get_dataset_for_user, require_methods


def _attachment(filename: str, content_type: str, content: bytes) -> HttpResponse:
    return HttpResponse(content, content_type=content_type, headers={
        "Content-Disposition": content_disposition_header(as_attachment=True, filename=filename)})


@login_required
@require_methods("GET")
def slicebench_view(request, dataset_name):
    """Patients per tier, the ladder per tier with each step's delta, the interaction, the figure."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    return render(request, "benchmark/slicebench.html", slicebench_page(dataset, request.GET))


@login_required
@require_methods("GET")
def slicebench_csv_view(request, dataset_name, name):
    """One table of the page (same query string) as CSV."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    try:
        filename, content = slicebench_csv(dataset, request.GET, name)
    except SliceBenchError as exc:
        raise Http404(str(exc)) from None
    return _attachment(filename, "text/csv; charset=utf-8", content)


@login_required
@require_methods("GET")
def slicebench_figure_view(request, dataset_name, fmt):
    """The page's figure as SVG or PNG."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    try:
        filename, content_type, content = slicebench_figure(dataset, request.GET, fmt)
    except SliceBenchError as exc:
        raise Http404(str(exc)) from None
    return _attachment(filename, content_type, content)
