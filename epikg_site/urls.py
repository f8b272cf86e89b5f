from django.contrib import admin
from django.contrib.auth import views as auth_views
from django.http import JsonResponse
from django.urls import include, path

from epikg_site import views as site_views


def healthz(request):
    """Liveness for process managers: answers without touching the database."""
    return JsonResponse({"status": "ok"})


urlpatterns = [
    path("accounts/login/", auth_views.LoginView.as_view(), name="login"),
    path("accounts/logout/", auth_views.LogoutView.as_view(), name="logout"),
    path("admin/", admin.site.urls),
    path("healthz", healthz, name="healthz"),
    path("", include("adjudication.urls")),
    path("", include("benchmark.urls")),
    path("", include("retrieval.urls")),
]

# Error pages in the site's layout, saying why (epikg_site/views.py); the favicon browsers ask for.
urlpatterns += [path("favicon.ico", site_views.favicon, name="favicon")]
handler403 = "epikg_site.views.permission_denied"
handler404 = "epikg_site.views.page_not_found"
handler500 = "epikg_site.views.server_error"
