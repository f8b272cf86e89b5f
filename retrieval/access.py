"""Access checks for corpus pages: small helpers that raise 404/403, as views expect."""

from __future__ import annotations

from functools import wraps

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponseNotAllowed
from django.shortcuts import get_object_or_404

from epikg_core.roles import ADMIN, AUTHOR, PHYSICIAN, ROLES, user_roles
from retrieval.converters import is_text_id
from retrieval.models import Dataset, Note, Patient


def require_any_role(user) -> None:
    """Notes are patient records: only users with a workbench role may read them."""
    if not user_roles(user) & set(ROLES):
        raise PermissionDenied("You need a workbench role (physician, author or admin) to read charts.")


def refuse(user, message: str):
    """The error for a page this user may not use. A physician gets a 404, as for a page that does
    not exist: raters must not even learn which author and admin pages (runs, reports, studies)
    exist. Others get a 403 with the reason."""
    if PHYSICIAN in user_roles(user) and not user_roles(user) & {ADMIN, AUTHOR}:
        return Http404("No such page.")
    return PermissionDenied(message)


def require_methods(*methods: str):
    """The view decorator that says which methods a page takes: another method is a 405, except
    for a physician, who gets the 404 of a page that does not exist (raters must not learn which
    author and admin pages exist by trying a method on them)."""

    def decorator(view):
        @wraps(view)
        def checked(request, *args, **kwargs):
            if request.method not in methods:
                if isinstance(refuse(request.user, ""), Http404):
                    raise Http404("No such page.")
                return HttpResponseNotAllowed(methods)
            return view(request, *args, **kwargs)

        return checked

    return decorator


def require_admin(user) -> None:
    if ADMIN not in user_roles(user):
        raise refuse(user, "Only admins can do this.")


def require_text_id(value: str, what: str) -> str:
    """An id from a URL, a form or a query string that cannot name anything (empty, or with a
    control character, which PostgreSQL refuses in a query) is a 404, never a database error."""
    if not is_text_id(value):
        raise Http404(f"No {what} with that id.")
    return value


def query_text(query, name: str) -> str | None:
    """The query-string parameter ``name`` as a text id, ``None`` when absent or empty; a value
    with control characters is a 404 (it can name nothing)."""
    value = query.get(name)
    return require_text_id(value, name) if value else None


def query_ids(query, name: str) -> list[int]:
    """The query-string parameter ``name`` (repeatable) as integer ids; values that are not ASCII
    digits name nothing and are dropped (``"²".isdigit()`` is true, but ``int("²")`` fails)."""
    return [int(value) for value in query.getlist(name) if value.isascii() and value.isdigit()]


def get_dataset_for_user(user, name: str) -> Dataset:
    require_any_role(user)
    return get_object_or_404(Dataset, name=require_text_id(name, "dataset"))


def get_patient_for_user(user, dataset_name: str, subject_id: int) -> Patient:
    dataset = get_dataset_for_user(user, dataset_name)
    return get_object_or_404(Patient, dataset=dataset, subject_id=subject_id)


def get_note_for_user(user, dataset_name: str, note_id: str) -> Note:
    dataset = get_dataset_for_user(user, dataset_name)
    return get_object_or_404(
        Note.objects.select_related("dataset", "admission"), dataset=dataset, note_id=require_text_id(note_id, "note")
    )
