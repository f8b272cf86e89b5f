"""Users and their rater profiles: ``add_user`` (what ``manage.py add_user`` calls) and the
pseudonyms that exports and analyses use instead of names."""

from __future__ import annotations

from django.contrib.auth import get_user_model, password_validation
from django.contrib.auth.models import Group
from django.core.exceptions import ValidationError
from django.db import IntegrityError, transaction

from adjudication.models import RaterProfile
from epikg_core.roles import ADMIN, ROLES


class UserError(ValueError):
    """A user that cannot be created as asked."""


def profile_for(user) -> RaterProfile:
    """The user's rater profile, created with the next free pseudonym (R01, R02, ...) if missing."""
    profile = RaterProfile.objects.filter(user=user).first()
    if profile is not None:
        return profile
    for _ in range(5):
        taken = RaterProfile.objects.count()
        candidate = f"R{taken + 1:02d}"
        while RaterProfile.objects.filter(pseudonym=candidate).exists():
            taken += 1
            candidate = f"R{taken + 1:02d}"
        try:
            with transaction.atomic():
                return RaterProfile.objects.create(user=user, pseudonym=candidate)
        except IntegrityError:  # another request took the pseudonym (or made the profile) first
            existing = RaterProfile.objects.filter(user=user).first()
            if existing is not None:
                return existing
    raise UserError(f"could not give {user.get_username()} a pseudonym; try again")


def add_user(*, username: str, role: str, password: str, system_author: bool = False):
    """Create a user with one role (``physician``, ``author`` or ``admin``) and a rater profile.

    The password is checked by Django's validators; an existing username is an error (nothing is
    changed). ``system_author`` marks a rater who built the system, so analyses can leave them out.
    """
    if role not in ROLES:
        raise UserError(f"role must be one of {', '.join(ROLES)}, not {role!r}")
    username = (username or "").strip()
    if not username:
        raise UserError("a username is required")
    User = get_user_model()
    username = User.normalize_username(username)
    field = User._meta.get_field(User.USERNAME_FIELD)
    try:
        field.run_validators(username)  # Django's: letters, digits and @ . + - _ only; the length
    except ValidationError as exc:
        raise UserError(f"username {username!r} refused: " + " ".join(exc.messages)) from None
    if User.objects.filter(username=username).exists():
        raise UserError(f"user {username!r} already exists")
    if not password:
        raise UserError("a password is required (EPIKG_USER_PASSWORD or the prompt)")
    candidate = User(username=username)
    try:
        password_validation.validate_password(password, candidate)
    except ValidationError as exc:
        raise UserError("password refused: " + " ".join(exc.messages)) from None
    with transaction.atomic():
        user = User.objects.create_user(username=username, password=password, is_staff=role == ADMIN)
        user.groups.add(Group.objects.get_or_create(name=role)[0])
        profile = profile_for(user)
        if system_author:
            profile.system_author = True
            profile.save(update_fields=["system_author"])
    return user
