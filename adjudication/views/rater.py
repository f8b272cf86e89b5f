"""Physician pages: the rater's studies, their queue, the rating screen (drafts, submissions,
skips, chart notes) and the senior physician's adjudication screen.

Thin shells over ``adjudication.rating`` and ``adjudication.adjudicate``: each view makes one
service call and renders (a refused request also reads the page again, to show the message by
its form). The services check that a token belongs to the requesting user (any
other token is a 404) and keep the blinding wall; the templates show answers as "Answer A"
(left) and "Answer B" (right) and the study by its rater title only. A refused request
(``RatingError``, ``RatingConflict``) is shown next to the form it came from, as a 400 or 409.
"""

from __future__ import annotations

import re
import uuid
from functools import wraps
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from adjudication import adjudicate, rating
from adjudication.rating import RatingConflict
from adjudication.rubric import SIDE_LABELS, RatingError

#: what an opaque token looks like (``adjudication.models.new_token``); anything else is not followed
TOKEN = re.compile(r"[A-Za-z0-9_-]{1,64}")
STATUS_LABELS = {"pending": "To do", "submitted": "Submitted", "skipped": "Skipped"}
ADJUDICATION_LABELS = {"correct": "Correct", "partial": "Partially correct", "incorrect": "Incorrect"}


def _opaque_tokens(view):
    """A token that cannot be one (a control character, a slash) is a 404 before anything else,
    whatever the method: the same answer as a well-formed token that is not the user's."""

    @wraps(view)
    def checked(request, *args, **kwargs):
        for name in ("token", "queue_token", "item_token"):
            if name in kwargs and not TOKEN.fullmatch(kwargs[name]):
                raise Http404("No such item.")
        return view(request, *args, **kwargs)

    return checked


# -- presentation helpers (no data access) ---------------------------------------------------------


def _dimension(dim, name: str, chosen, required: set, *, answer: str = "") -> dict:
    """One rubric dimension as a row of radio inputs named ``name``; ``needs_reference``: a row
    that asks about the reference answer (answerable once the rater has opened it)."""
    html_id = name.replace(".", "-")
    return {
        "name": name, "id": html_id, "key": dim.key, "label": dim.label, "question": dim.question,
        "answer": answer, "required": dim.key in required, "note_when": list(dim.note_when),
        "needs_reference": dim.asks_about_reference(),
        "choices": [{"value": c.value, "label": f"Answer {c.label}" if c.value in SIDE_LABELS else c.label,
                     "definition": c.definition, "number": i,
                     "id": f"{html_id}-{c.value}", "checked": chosen == c.value}
                    for i, c in enumerate(dim.choices, start=1)],
    }


def _segments(segments, note_url) -> list[dict]:
    """An answer's text with each cited note id as a link into the chart at the quoted sentence."""
    return [{"text": seg.text, "note": seg.note,
             "url": (note_url(seg.note) + (f"#span={seg.span[0]}-{seg.span[1]}" if seg.span else "")) if seg.note else "",
             "span": f"{seg.span[0]}-{seg.span[1]}" if seg.span else ""}
            for seg in segments]


def _form(page: dict, values: dict, note_url=None) -> dict:
    """The rating form's rows: per answer (A then B) its answer-scope dimensions, then the
    item-scope ones; those about the reference (its verdict) apart: they sit with the reference
    answer, after the others."""
    rubric, required = page["rubric"], page["required"]
    values = values if isinstance(values, dict) else {}
    answers = []
    cited = page.get("cited") or [[], []]
    for (side, letter, text), segments in zip(page["answers"], cited):
        chosen = values.get(side) if isinstance(values.get(side), dict) else {}
        answers.append({"side": side, "letter": letter, "text": text,
                        "segments": _segments(segments, note_url) if note_url else [],
                        "dims": [_dimension(d, f"{side}.{d.key}", chosen.get(d.key), required,
                                            answer=f"Answer {letter}") for d in rubric.answer_dimensions()]})
    item_dims = [_dimension(d, d.key, values.get(d.key), required) for d in rubric.item_dimensions()]
    texts = [" ".join((a["text"] or "").split()) for a in answers]
    return {"answers": answers, "reference_dims": [d for d in item_dims if d["needs_reference"]],
            # raters asked to be told when the two answers are the same text (about half the pairs of a read)
            "identical": len(texts) == 2 and texts[0] == texts[1],
            "item_dims": [d for d in item_dims if not d["needs_reference"]]}


def _note_hint(rubric) -> str:
    """When the free-text note is required, in the rubric's words ("Required when the reference
    answer needs revision or is wrong.")."""
    parts = [f"{d.subject()} {' or '.join(d.verdict(value) for value in d.values() if value in d.note_when)}"
             for d in rubric.item_dimensions() if d.note_when]
    return ("Required when " + "; or when ".join(parts) + ".") if parts else ""


def _chart(chart: list[dict], note_url) -> list[dict]:
    """The chart's notes grouped by admission, each with the URL that loads it into the reading pane."""
    groups = []
    for number, group in enumerate(chart, start=1):
        admission = group["admission"]
        groups.append({
            "number": number,
            "admitted": admission.admittime if admission else None,
            "discharged": admission.dischtime if admission else None,
            "notes": [{**note, "label": note["type_label"], "url": note_url(note["pk"])}
                      for note in group["notes"]],
        })
    return groups


def _item_context(token: str, page: dict, *, values=None, note=None, error: str = "", error_field: str = "",
                  skip_error: str = "") -> dict:
    assignment = page["assignment"]
    rating_row = page["rating"]
    note_url = lambda pk: reverse("rate_note", args=[token, pk])  # noqa: E731
    return {
        "token": token, "study_title": page["study_title"], "instructions": page["rubric"].instructions,
        "question": page["question"], "category": page["category"],
        # None until the rater has opened the reference: then the page is sent without it
        "reference": page["reference"], "reference_revealed": page["reference_revealed"],
        "form": _form(page, page["values"] if values is None else values, note_url),
        "page_stamp": page["stamp"], "reveal": page["reveal"],
        "note": page["note"] if note is None else note,
        "revision": rating_row.revision if rating_row else 0,
        "submitted_at": rating_row.submitted_at if rating_row else None,
        "status": assignment.status, "status_label": STATUS_LABELS.get(assignment.status, assignment.status),
        "skip_reason": assignment.skip_reason,
        "draft_saved_at": page["draft_saved_at"], "editable": page["editable"] and not page["final"],
        "final": page["final"], "study_open": page["editable"],
        "calibration": page["calibration"],
        "position": page["position"], "total": page["total"], "done": page["done"],
        "previous": page["previous"], "next": page["next"], "next_pending": page["next_pending"],
        "queue": page["queue"], "chart": _chart(page["chart"], note_url),
        "onward": urlencode({"next_pending": page["next_pending"] or "", "queue": page["queue"]}),
        "note_hint": _note_hint(page["rubric"]),
        # a fresh key per page load: a double click or a retried POST records one rating
        "submission_key": uuid.uuid4().hex, "error": error, "skip_error": skip_error,
        # the field the refusal asks the rater to act on: the page puts the message and the focus there
        "error_field": error_field if error else "",
    }


def _item_error(request, token: str, error: RatingError, *, status: int, keep_form: bool = True, skip: bool = False):
    """The rating screen again, with what was refused said next to the field it asks the rater to
    act on. The rater's choices are kept (unless the rating moved on in another window: then the
    latest), and so is the page stamp of the form it came from: time on item runs from when the
    item was first served, not from the refusal."""
    page = rating.item_page(request.user, token, stamp=request.POST.get("page_stamp", ""))
    values = note = None
    if keep_form and not skip:
        try:
            values, note = rating.values_from_form(request.POST)
        except RatingError:
            values = note = None
    message = str(error)
    context = _item_context(token, page, values=values, note=note, error="" if skip else message,
                            error_field=getattr(error, "field", ""), skip_error=message if skip else "")
    return render(request, "adjudication/rate_item.html", context, status=status)


def _onward(request, token: str) -> str:
    """Where to go after a submission or a skip: the next item still to do, else the queue."""
    following = request.GET.get("next_pending", "")
    if TOKEN.fullmatch(following) and following != token:
        return reverse("rate_item", args=[following])
    queue = request.GET.get("queue", "")
    if TOKEN.fullmatch(queue):
        return reverse("rate_queue", args=[queue])
    return reverse("rate_home")


# -- rating ------------------------------------------------------------------------------------------


@login_required
@require_GET
def rate_home(request):
    studies = rating.rater_home(request.user)
    return render(request, "adjudication/rate_home.html", {"studies": studies})


@login_required
@_opaque_tokens
@require_GET
def rate_queue(request, queue_token):
    queue = rating.rater_queue(request.user, queue_token)
    for row in queue["items"]:
        row["status_label"] = STATUS_LABELS.get(row["status"], row["status"])
    return render(request, "adjudication/rate_queue.html", {"queue": queue, "queue_token": queue_token})


@login_required
@_opaque_tokens
@require_GET
@never_cache  # Back and reload fetch the item as it stands (a submitted item is not shown "To do")
def rate_item(request, token):
    page = rating.item_page(request.user, token)
    return render(request, "adjudication/rate_item.html", _item_context(token, page))


@login_required
@_opaque_tokens
@require_POST
def rate_draft(request, token):
    try:
        assignment = rating.save_draft(request.user, token, request.POST)
    except RatingError as exc:
        if request.htmx:
            return render(request, "adjudication/_draft_status.html", {"error": str(exc)}, status=400)
        return _item_error(request, token, exc, status=400)
    if request.htmx:
        return render(request, "adjudication/_draft_status.html", {"saved_at": assignment.draft_saved_at})
    messages.info(request, "Draft saved.")
    return redirect("rate_item", token=token)


@login_required
@_opaque_tokens
@require_POST
def rate_submit(request, token):
    try:
        saved = rating.submit(request.user, token, request.POST)
    except RatingConflict as exc:
        return _item_error(request, token, exc, status=409, keep_form=False)
    except RatingError as exc:
        return _item_error(request, token, exc, status=400)
    messages.success(request, f"Rating submitted (revision {saved.revision}).")
    return redirect(_onward(request, token))


@login_required
@_opaque_tokens
@require_POST
def rate_skip(request, token):
    try:
        rating.skip(request.user, token, request.POST)
    except RatingError as exc:
        return _item_error(request, token, exc, status=400, skip=True)
    messages.info(request, "Item skipped. You can come back to it from the queue.")
    return redirect(_onward(request, token))


@login_required
@_opaque_tokens
@require_POST
def rate_unskip(request, token):
    try:
        rating.unskip(request.user, token)
    except RatingError as exc:
        return _item_error(request, token, exc, status=400, skip=True)
    messages.info(request, "Skip undone: the item is back in your queue.")
    return redirect("rate_item", token=token)


@login_required
@_opaque_tokens
@require_GET
@never_cache
def rate_reference(request, token):
    """The item's reference answer, asked for when the rater opens it (the rating page is sent
    without it); the first request records when (``rating.reveal_reference``)."""
    revealed = rating.reveal_reference(request.user, token)
    context = {"token": token, "reference": revealed["reference"]}
    if request.htmx:
        return render(request, "adjudication/_reference.html", context)
    return render(request, "adjudication/rate_reference.html", context)


@login_required
@_opaque_tokens
@require_GET
def rate_note(request, token, note_pk):
    note = rating.open_note(request.user, token, note_pk)
    context = {"note": note, "token": token}
    if request.htmx:
        return render(request, "adjudication/_note.html", context)
    return render(request, "adjudication/rate_note.html", context)


@login_required
@_opaque_tokens
@require_GET
def rate_search(request, token):
    """The chart's notes that contain the searched phrase, each match a link that opens the note
    at it (a refused query: its reason, as a 400)."""
    query = request.GET.get("q", "")
    context = {"token": token, "query": query}
    try:
        context["results"] = [{**row, "snippets": [{**s, "url": reverse("rate_note", args=[token, row["note"]])
                                                     + f"#span={s['span'][0]}-{s['span'][1]}",
                                                     "span": f"{s['span'][0]}-{s['span'][1]}"}
                                                    for s in row["snippets"]]}
                              for row in rating.search_chart(request.user, token, query)]
        status = 200
    except ValueError as exc:
        context["search_error"], status = str(exc), 400
    template = "adjudication/_chart_search.html" if request.htmx else "adjudication/rate_search.html"
    return render(request, template, context, status=status)


# -- adjudication (senior physicians) -------------------------------------------------------------------


@login_required
@require_GET
def adjudication_queue(request):
    rows = adjudicate.adjudication_queue(request.user)
    return render(request, "adjudication/adjudication_queue.html", {"rows": rows})


def _adjudication_context(item_token: str, page: dict, *, error: str = "", chosen=None, note: str = "") -> dict:
    chosen = chosen or {}
    rubric = page["rubric"]
    answer_dims = rubric.answer_dimensions()
    labels = {d.key: {c.value: c.label for c in d.choices} for d in rubric.dimensions}
    answers = []
    for side, letter, text in page["answers"]:
        decision = page["decisions"].get(side)
        answers.append({
            "side": side, "letter": letter, "text": text,
            "decision": {**decision, "label_text": ADJUDICATION_LABELS.get(decision["label"], decision["label"])}
            if decision else None,
            "choices": [{"value": value, "label": ADJUDICATION_LABELS[value], "number": i,
                         "id": f"{side}-{value}", "checked": chosen.get(side) == value}
                        for i, value in enumerate(page.get("labels") or ADJUDICATION_LABELS, start=1)],
            "ratings": [{"rater": row["rater"],
                         "values": [(d.label, labels[d.key].get((row.get(side) or {}).get(d.key), "—"))
                                    for d in answer_dims]}
                        for row in page["ratings"]],
        })
    return {
        "item_token": item_token, "title": page["title"], "question": page["question"],
        "reference": page["reference"], "answers": answers,
        "ratings": [{"rater": row["rater"], "note": row["note"],
                     "reference": labels.get("reference", {}).get(row.get("reference"), "—")}
                    for row in page["ratings"]],
        "chart": _chart(page["chart"], lambda pk: reverse("adjudicate_item", args=[item_token]) + f"?note={pk}"),
        "editable": page.get("editable", True),
        "error": error, "note": note,
    }


@login_required
@_opaque_tokens
@require_http_methods(["GET", "POST"])
def adjudicate_item(request, item_token):
    if request.method == "POST":
        try:
            adjudicate.adjudicate(request.user, item_token, request.POST)
        except RatingError as exc:
            page = adjudicate.adjudication_page(request.user, item_token)
            chosen = {side: request.POST.get(side, "") for side in ("left", "right")}
            context = _adjudication_context(item_token, page, error=str(exc), chosen=chosen,
                                            note=request.POST.get("note", "")[:5000])
            return render(request, "adjudication/adjudicate_item.html", context, status=400)
        messages.success(request, "Adjudication recorded.")
        return redirect("adjudicate_item", item_token=item_token)
    note_pk = request.GET.get("note", "")
    if note_pk:
        if not note_pk.isdigit():
            raise Http404("No such note.")
        note = adjudicate.adjudicator_note(request.user, item_token, int(note_pk))
        context = {"note": note, "item_token": item_token}
        template = "adjudication/_note.html" if request.htmx else "adjudication/rate_note.html"
        return render(request, template, context)
    page = adjudicate.adjudication_page(request.user, item_token)
    return render(request, "adjudication/adjudicate_item.html", _adjudication_context(item_token, page))
