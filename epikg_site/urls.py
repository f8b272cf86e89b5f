from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.http import JsonResponse
from django.urls import include, path
from django.views.decorators.http import require_safe

from epikg_site import health
from epikg_site import views as site_views


@require_safe
def healthz(request):
    """Liveness for process managers: answers without touching the database."""
    return JsonResponse({"status": "ok"})


@require_safe
def readyz(request):
    """Readiness for load balancers: 200 when the database, the cache and the broker answer,
    503 naming the ones that did not (``epikg_site.health.readiness``)."""
    ready, checks = health.readiness()
    return JsonResponse({"status": "ready" if ready else "not ready", "checks": checks}, status=200 if ready else 503)


urlpatterns = [
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("healthz", healthz, name="healthz"),
    path("readyz", readyz, name="readyz"),
    path("", include("adjudication.urls")),
    path("", include("benchmark.urls")),
    path("", include("retrieval.urls")),
]

# Error pages in the site's layout, saying why (epikg_site/views.py); the favicon browsers ask for.
urlpatterns += [path("favicon.ico", site_views.favicon, name="favicon")]
handler403 = "epikg_site.views.permission_denied"
handler404 = "epikg_site.views.page_not_found"
handler500 = "epikg_site.views.server_error"
