"""The rating app in Django's admin: for looking, not editing. Studies are created, locked and
unblinded through their services (which audit every change); ratings, adjudications and the
audit trail are immutable records, so the admin can neither change nor delete them."""

from django.contrib import admin

from adjudication.models import Adjudication, AuditEvent, RaterProfile, Rating, Study


class ReadOnlyAdmin(admin.ModelAdmin):
    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(RaterProfile)
class RaterProfileAdmin(admin.ModelAdmin):
    list_display = ["pseudonym", "user", "system_author"]
    list_filter = ["system_author"]
    search_fields = ["pseudonym", "user__username"]
    readonly_fields = ["pseudonym", "user"]

    def has_add_permission(self, request):
        return False  # made with the user (manage.py add_user) or on first rating

    def has_delete_permission(self, request, obj=None):
        return False


@admin.register(Study)
class StudyAdmin(ReadOnlyAdmin):
    list_display = ["pk", "name", "dataset", "status", "sample_size", "created_by", "created_at"]
    list_filter = ["status", "dataset"]


@admin.register(Rating)
class RatingAdmin(ReadOnlyAdmin):
    list_display = ["pk", "assignment", "revision", "submitted_by", "submitted_at", "rubric_version"]
    list_filter = ["assignment__study"]


@admin.register(Adjudication)
class AdjudicationAdmin(ReadOnlyAdmin):
    list_display = ["pk", "item", "arm", "label", "decided_by", "decided_at"]


@admin.register(AuditEvent)
class AuditEventAdmin(ReadOnlyAdmin):
    list_display = ["at", "study", "actor", "action"]
    list_filter = ["action", "study"]
