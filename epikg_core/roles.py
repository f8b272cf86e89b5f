"""User roles of the workbench, as Django groups.

- ``physician`` rates answers blind;
- ``author`` curates reference versions and inspects evidence;
- ``admin`` imports charts, builds graphs and launches runs (superusers count as admins).
"""

from __future__ import annotations

PHYSICIAN = "physician"
AUTHOR = "author"
ADMIN = "admin"
ROLES = (PHYSICIAN, AUTHOR, ADMIN)


def user_roles(user) -> set[str]:
    if not getattr(user, "is_authenticated", False):
        return set()
    roles = set(user.groups.filter(name__in=ROLES).values_list("name", flat=True))
    if user.is_superuser:
        roles.add(ADMIN)
    return roles


def has_role(user, role: str) -> bool:
    return role in user_roles(user)
