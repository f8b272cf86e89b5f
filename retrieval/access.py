"""Access checks for corpus pages: small helpers that raise 404/403, as views expect."""

from __future__ import annotations

from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404

from epikg_core.roles import ADMIN, ROLES, user_roles
from retrieval.models import Dataset, Note, Patient


def require_any_role(user) -> None:
    """Notes are patient records: only users with a workbench role may read them."""
    if not user_roles(user) & set(ROLES):
        raise PermissionDenied("You need a workbench role (physician, author or admin) to read charts.")


def require_admin(user) -> None:
    if ADMIN not in user_roles(user):
        raise PermissionDenied("Only admins can do this.")


def get_dataset_for_user(user, name: str) -> Dataset:
    require_any_role(user)
    return get_object_or_404(Dataset, name=name)


def get_patient_for_user(user, dataset_name: str, subject_id: int) -> Patient:
    dataset = get_dataset_for_user(user, dataset_name)
    return get_object_or_404(Patient, dataset=dataset, subject_id=subject_id)


def get_note_for_user(user, dataset_name: str, note_id: str) -> Note:
    dataset = get_dataset_for_user(user, dataset_name)
    return get_object_or_404(Note.objects.select_related("dataset", "admission"), dataset=dataset, note_id=note_id)
