from django.contrib import admin
from django.core.exceptions import PermissionDenied

from benchmark.models import (
    DatasetRelease,
    Prediction,
    PredictionScore,
    PredictionSet,
    Question,
    ReferenceAnswer,
    ReferenceRelease,
    ReleasedReferenceError,
    Run,
    RunPrediction,
    TaskGold,
    TaskItem,
)


class ReadOnlyInline(admin.TabularInline):
    """Versions are immutable (a correction is a new version): shown, never added or edited here."""

    extra = 0
    can_delete = False

    def get_readonly_fields(self, request, obj=None):
        return self.fields

    def has_add_permission(self, request, obj=None):
        return False


class ReferenceInline(ReadOnlyInline):
    model = ReferenceAnswer
    fields = ["version", "parent", "author", "defect_type", "created", "answer"]
    show_change_link = True


@admin.register(Question)
class QuestionAdmin(admin.ModelAdmin):
    list_display = ["qid", "dataset", "category", "task", "subject_id"]
    list_filter = ["dataset", "task", "category"]
    search_fields = ["=qid", "=subject_id", "text"]
    raw_id_fields = ["patient"]
    readonly_fields = ["created_at"]
    inlines = [ReferenceInline]

    def has_delete_permission(self, request, obj=None):
        """A question with references in a released version stays (``ReferenceRelease``)."""
        if obj is not None and ReferenceRelease.objects.filter(
                dataset_id=obj.dataset_id, label__in=obj.references.values("version")).exists():
            return False
        return super().has_delete_permission(request, obj)


@admin.register(ReferenceAnswer)
class ReferenceAnswerAdmin(admin.ModelAdmin):
    """Read-only: reference versions are immutable (make a new version by importing one)."""

    list_display = ["question", "version", "parent", "author", "defect_type", "created"]
    list_filter = ["question__dataset", "version", "defect_type"]
    search_fields = ["=question__qid", "author"]

    def get_readonly_fields(self, request, obj=None):
        return [f.name for f in ReferenceAnswer._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        """A reference of a released version is never deleted (``ReferenceRelease``)."""
        if obj is not None and ReferenceRelease.objects.filter(dataset_id=obj.question.dataset_id,
                                                               label=obj.version).exists():
            return False
        return super().has_delete_permission(request, obj)

    def delete_queryset(self, request, queryset):
        try:
            queryset.delete()
        except ReleasedReferenceError as exc:
            raise PermissionDenied(str(exc)) from None


@admin.register(ReferenceRelease)
class ReferenceReleaseAdmin(admin.ModelAdmin):
    """Made with ``manage.py release_references`` (which freezes the version); never changed."""

    list_display = ["dataset", "label", "references", "released_at", "released_by"]
    list_filter = ["dataset"]

    def get_readonly_fields(self, request, obj=None):
        return [f.name for f in ReferenceRelease._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False


class TaskGoldInline(ReadOnlyInline):
    model = TaskGold
    fields = ["version", "created_at", "items"]


@admin.register(TaskItem)
class TaskItemAdmin(admin.ModelAdmin):
    list_display = ["hadm_id", "subject_id", "task", "dataset", "cutoff"]
    list_filter = ["dataset", "task"]
    search_fields = ["=hadm_id", "=subject_id"]
    raw_id_fields = ["admission"]
    inlines = [TaskGoldInline]


@admin.register(DatasetRelease)
class DatasetReleaseAdmin(admin.ModelAdmin):
    """Changed with ``manage.py set_release`` (which checks the versions exist); shown here."""

    list_display = ["dataset", "reference_version", "task_gold_version", "updated_at", "updated_by"]
    readonly_fields = ["dataset", "reference_version", "task_gold_version", "updated_at", "updated_by", "note"]

    def has_add_permission(self, request):
        return False


class PredictionInline(admin.TabularInline):
    """Read-only: a prediction set is another system's output as imported."""

    model = Prediction
    fields = ["question", "answer"]
    readonly_fields = fields
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(PredictionSet)
class PredictionSetAdmin(admin.ModelAdmin):
    list_display = ["name", "dataset", "created_at", "created_by"]
    list_filter = ["dataset"]
    readonly_fields = ["created_at"]
    inlines = [PredictionInline]


class ReadOnlyAdmin(admin.ModelAdmin):
    """Runs, predictions and scores are written by the services only: the admin reads them."""

    def get_readonly_fields(self, request, obj=None):
        return [f.name for f in self.model._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(Run)
class RunAdmin(ReadOnlyAdmin):
    list_display = ["pk", "dataset", "task", "condition", "model", "status", "done", "total", "errors", "created_at"]
    list_filter = ["dataset", "status", "task", "condition", "model"]
    search_fields = ["=config_hash", "label"]


@admin.register(RunPrediction)
class RunPredictionAdmin(ReadOnlyAdmin):
    list_display = ["qid", "run", "intent", "evidence_tokens", "latency_ms", "error"]
    list_filter = ["run__condition", "run__model"]
    search_fields = ["=qid"]
    raw_id_fields = ["run", "question", "task_item"]


@admin.register(PredictionScore)
class PredictionScoreAdmin(ReadOnlyAdmin):
    list_display = ["prediction", "evaluator_version", "reference_version", "value", "label"]
    list_filter = ["evaluator_version", "reference_version", "label"]
    raw_id_fields = ["run", "prediction", "question", "reference", "task_gold"]
