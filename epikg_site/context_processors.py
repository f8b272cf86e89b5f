from epikg_core.roles import ADMIN, user_roles


def roles(request):
    """Expose the user's workbench roles to templates (navigation shows what a role may use)."""
    current = user_roles(getattr(request, "user", None))
    return {"user_roles": current, "is_admin": ADMIN in current}
