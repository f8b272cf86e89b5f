"""The equity page (subgroup accuracy by recorded demographics) and its CSV: thin shells over
``benchmark.equity.render``. Authors and admins only: a physician gets a 404, as for the runs and
reports, because the table names which condition answered how well."""

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpResponse
from django.shortcuts import render
from django.utils.http import content_disposition_header

from benchmark import access
from benchmark.equity.render import equity_csv_download, equity_page
from benchmark.equity.service import EquityError
from retrieval.access import get_dataset_for_user, require_methods


@login_required
@require_methods("GET")
def equity_view(request, dataset_name):
    """The subgroup table, the gaps, the interaction test and the power statement."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    return render(request, "benchmark/equity.html", equity_page(dataset, request.GET))


@login_required
@require_methods("GET")
def equity_csv_view(request, dataset_name):
    """The same analysis as the page (same query string) as a CSV download."""
    access.require_run_access(request.user)
    dataset = get_dataset_for_user(request.user, dataset_name)
    try:
        filename, content = equity_csv_download(dataset, request.GET)
    except EquityError as exc:
        raise Http404(str(exc)) from None
    return HttpResponse(content.encode("utf-8"), content_type="text/csv; charset=utf-8", headers={
        "Content-Disposition": content_disposition_header(as_attachment=True, filename=filename)})
