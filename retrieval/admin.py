from django.contrib import admin

from retrieval.models import Admission, Dataset, ImportJob, KGPatientBuild, Note, Patient


@admin.register(Dataset)
class DatasetAdmin(admin.ModelAdmin):
    list_display = ["name", "created_at"]


@admin.register(Patient)
class PatientAdmin(admin.ModelAdmin):
    list_display = ["subject_id", "dataset", "gender", "anchor_age"]
    list_filter = ["dataset"]
    search_fields = ["=subject_id"]


@admin.register(Admission)
class AdmissionAdmin(admin.ModelAdmin):
    list_display = ["hadm_id", "subject_id", "dataset", "admittime", "dischtime"]
    list_filter = ["dataset"]
    search_fields = ["=hadm_id", "=subject_id"]
    raw_id_fields = ["patient"]


@admin.register(Note)
class NoteAdmin(admin.ModelAdmin):
    list_display = ["note_id", "note_type", "subject_id", "hadm_id", "charttime"]
    list_filter = ["dataset", "note_type"]
    search_fields = ["=note_id", "=subject_id"]
    raw_id_fields = ["patient", "admission"]
    readonly_fields = ["text_sha256"]


@admin.register(ImportJob)
class ImportJobAdmin(admin.ModelAdmin):
    list_display = ["created_at", "kind", "dataset_name", "status", "rows_read"]
    list_filter = ["status", "kind"]
    readonly_fields = [f.name for f in ImportJob._meta.fields]


@admin.register(KGPatientBuild)
class KGPatientBuildAdmin(admin.ModelAdmin):
    """Knowledge-graph builds per patient: status and counts, as build_kg and the workers record them."""

    list_display = ["patient", "status", "notes_built", "notes_unchanged", "notes_skipped", "edges", "finished_at"]
    list_filter = ["status"]
    raw_id_fields = ["patient"]
    readonly_fields = [f.name for f in KGPatientBuild._meta.fields]
