"""The monitoring page's forms (admins): create a monitor, add a note to its timeline."""

from __future__ import annotations

from django import forms

from benchmark.models import QuestionSample
from benchmark.evaluator_choice import evaluator_choices
from benchmark.scoring import PAGE_EVALUATORS
from retrieval.answering import CLINICALBENCH_CONDITIONS
from retrieval.models import Dataset


class MonitorCreateForm(forms.Form):
    name = forms.CharField(max_length=100)
    dataset = forms.ModelChoiceField(queryset=Dataset.objects.order_by("name"), to_field_name="name")
    conditions = forms.MultipleChoiceField(choices=[(c, c) for c in CLINICALBENCH_CONDITIONS],
                                           widget=forms.CheckboxSelectMultiple)
    model = forms.CharField(max_length=200, initial="extractive",
                            help_text="The reader or model profile: 'extractive' (offline) or a litellm model.")
    evaluator = forms.ChoiceField(
        choices=[("", "the default evaluator (best measured agreement with physicians, else polarity)"),
                 *evaluator_choices(PAGE_EVALUATORS)], initial="", required=False)
    sample = forms.ModelChoiceField(
        queryset=QuestionSample.objects.select_related("dataset").order_by("dataset__name", "name"), required=False,
        label="Saved sample", help_text="A frozen held-out sample of the dataset; or leave empty and draw one below.")
    sample_size = forms.IntegerField(min_value=1, initial=100, required=False, label="Or draw this many questions",
                                     help_text="A seeded sample stratified by category, saved with the monitor.")
    seed = forms.IntegerField(initial=0, required=False)
    interval_hours = forms.IntegerField(min_value=1, max_value=24 * 366, initial=24 * 30, label="Every (hours)")
    drift_threshold = forms.FloatField(min_value=0.1, max_value=100, initial=5.0, label="Category drift (points)")
    baseline_window = forms.IntegerField(min_value=1, max_value=50, initial=3, label="Baseline (last N checks)")
    gap_threshold = forms.FloatField(min_value=0.1, max_value=100, initial=5.0, label="Strata gap (points)")
    gap_min_questions = forms.IntegerField(min_value=1, initial=10, label="Compare strata from (questions)")
    enabled = forms.BooleanField(required=False, initial=True, label="Enabled (first check due at once)")

    def clean(self):
        data = super().clean()
        sample, dataset = data.get("sample"), data.get("dataset")
        if sample is not None and dataset is not None and sample.dataset_id != dataset.pk:
            self.add_error("sample", f"Sample {sample.name!r} belongs to dataset {sample.dataset.name!r}.")
        if sample is None and not data.get("sample_size"):
            self.add_error("sample_size", "Choose a saved sample or a number of questions to draw.")
        return data

    def monitor_arguments(self) -> dict:
        """The cleaned form as ``monitor_create``'s keyword arguments."""
        data = self.cleaned_data
        sample = data.get("sample")
        return {"name": data["name"], "dataset_name": data["dataset"].name, "conditions": data["conditions"],
                "model": data["model"], "evaluator": data["evaluator"],
                "sample_name": sample.name if sample else None,
                "sample_size": None if sample else data.get("sample_size"), "seed": data.get("seed") or 0,
                "interval_hours": data["interval_hours"], "drift_threshold": data["drift_threshold"],
                "baseline_window": data["baseline_window"], "gap_threshold": data["gap_threshold"],
                "gap_min_questions": data["gap_min_questions"], "enabled": data["enabled"]}
