"""Triage and reconciliation pages (issue 16; paper 000 App. Z.3): thin shells over
``benchmark.references.triage``. Authors and admins only: a physician gets a 404 on every one."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render

from benchmark import access
from benchmark.references import triage
from retrieval.access import get_dataset_for_user, require_methods, require_text_id


def _dataset(request, dataset_name):
    access.require_run_access(request.user)
    return get_dataset_for_user(request.user, dataset_name)


@login_required
@require_methods("GET")
def triage_queue_view(request, dataset_name, base):
    """The author's queue: every question, most important first, with why and their own status."""
    dataset = _dataset(request, dataset_name)
    items, note = triage.triage_queue(dataset, require_text_id(base, "version"), request.user)
    return render(request, "benchmark/triage_queue.html",
                  {"dataset": dataset, "base": base, "items": items, "checks_note": note})


@login_required
@require_methods("GET", "POST")
def triage_item_view(request, dataset_name, base, qid):
    """One question to triage; POST saves the author's draft or submits it."""
    dataset = _dataset(request, dataset_name)
    question = access.get_question_for_user(request.user, dataset.name, qid)
    form = request.POST if request.method == "POST" else None
    if form is not None:
        try:
            triage.save_proposal(question=question, base=base, author=request.user, submit="submit" in form,
                                 **triage.fields_from_form(form))
        except triage.TriageError as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, f"{qid}: {'submitted' if 'submit' in form else 'draft saved'}.")
            item = triage.triage_item(dataset, base, question, request.user)
            if "submit" in form and item.next:
                return redirect("triage_item", dataset_name=dataset.name, base=base, qid=item.next)
            return redirect("triage_item", dataset_name=dataset.name, base=base, qid=qid)
    item = triage.triage_item(dataset, base, question, request.user, posted=form)
    return render(request, "benchmark/triage_item.html", {
        "item": item, "decisions": triage.DECISIONS, "defects": triage.DEFECT_CHOICES})


@login_required
@require_methods("GET")
def triage_reconcile_view(request, dataset_name, base):
    """Questions with two or more submitted proposals, and the authors' agreement (Cohen's κ)."""
    dataset = _dataset(request, dataset_name)
    return render(request, "benchmark/triage_reconcile.html", {
        "dataset": dataset, "base": base, "rows": triage.reconciliation(dataset, base, request.user),
        "agreement": triage.triage_agreement(dataset, base)})


@login_required
@require_methods("GET", "POST")
def triage_reconcile_item_view(request, dataset_name, base, qid):
    """One question's proposals side by side with the chart's evidence; the form starts from what
    they agree on, or from one author's version (``?from=<author>``); POST records the consensus."""
    dataset = _dataset(request, dataset_name)
    question = access.get_question_for_user(request.user, dataset.name, qid)
    posted = request.POST if request.method == "POST" else None
    row = triage.reconciliation_item(dataset, base, question, request.user, start_from=request.GET.get("from"),
                                     posted=posted)
    if row is None:
        raise Http404("Not ready for reconciliation (two submitted proposals, yours among them).")
    if posted is not None:
        try:
            triage.record_consensus(question=question, base=base, user=request.user,
                                    **triage.fields_from_form(request.POST))
        except triage.TriageError as exc:
            messages.error(request, str(exc))
        else:
            messages.success(request, f"{qid}: consensus recorded; all {len(row.proposals)} proposals kept.")
            return redirect("triage_reconcile", dataset_name=dataset.name, base=base)
    return render(request, "benchmark/triage_reconcile_item.html", {
        "dataset": dataset, "base": base, "row": row, "decisions": triage.DECISIONS,
        "defects": triage.DEFECT_CHOICES})
