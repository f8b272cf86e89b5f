"""Forms of the benchmark pages."""

from __future__ import annotations

import json
import re

from django import forms

from benchmark.categories import Category
from benchmark.models import ExtractionTask, QuestionSample
from benchmark.evaluator_choice import evaluator_choices
from benchmark.scoring import PAGE_EVALUATORS
from retrieval.answering import CLINICALBENCH_CONDITIONS, UnknownCondition, parse_conditions
from retrieval.models import Dataset


class RunLaunchForm(forms.Form):
    dataset = forms.ModelChoiceField(queryset=Dataset.objects.order_by("name"), to_field_name="name")
    conditions = forms.MultipleChoiceField(
        choices=[(c, c) for c in CLINICALBENCH_CONDITIONS], required=False, widget=forms.CheckboxSelectMultiple)
    more_conditions = forms.CharField(
        required=False, max_length=200, label="Paper 001 conditions",
        help_text="Comma-separated, e.g. RecentNotes:2560,RecentNotes:7680,RAG:20,RAG:40")
    model = forms.CharField(max_length=200, initial="extractive",
                            help_text="'extractive' (offline reader) or a litellm model, e.g. openai/gpt-4o-mini, "
                                      "anthropic/claude-sonnet-4-5, ollama_chat/medgemma")
    task = forms.ChoiceField(
        choices=[("", "ClinicalBench questions")] + [(k, f"Paper 001 task: {v}") for k, v in ExtractionTask.choices],
        required=False, help_text="A task run answers the extraction task for every admission with task gold "
                                  "(C1, C2, C2b, C6, RecentNotes, RAG).")
    subset = forms.ChoiceField(
        choices=[("all", "All questions"), ("categories", "The ticked categories"), ("sample", "A saved sample"),
                 ("qids", "These question ids")], initial="all", required=False, widget=forms.RadioSelect,
        label="Questions")
    categories = forms.MultipleChoiceField(choices=Category.choices, required=False,
                                           widget=forms.CheckboxSelectMultiple)
    sample = forms.ModelChoiceField(queryset=QuestionSample.objects.select_related("dataset").order_by(
        "dataset__name", "name"), required=False, label="Saved sample")
    qids = forms.CharField(required=False, max_length=20_000, label="Question ids",
                           widget=forms.Textarea(attrs={"rows": 2}), help_text="Comma- or space-separated.")
    save_sample_as = forms.CharField(
        required=False, max_length=100, label="Save these questions as a sample named",
        help_text="Optional: keeps the chosen questions under this name for later runs.")
    evaluators = forms.MultipleChoiceField(
        choices=evaluator_choices(PAGE_EVALUATORS), required=False, initial=["polarity", "keyword_v2"],
        widget=forms.CheckboxSelectMultiple, label="Score with",
        help_text="Scored against the dataset's released references when the run finishes.")
    settings = forms.CharField(required=False, widget=forms.Textarea(attrs={"rows": 3}),
                               help_text='Optional JSON object, e.g. {"api_base": "http://gpu:8000/v1", "budget": 8000}')
    label = forms.CharField(required=False, max_length=200)
    new = forms.BooleanField(
        required=False, label="Start new runs",
        help_text="Without it, a run with the same configuration is resumed, or reported complete; the label is "
                  "not part of the configuration.")

    def clean_settings(self):
        raw = self.cleaned_data["settings"].strip()
        if not raw:
            return {}
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise forms.ValidationError(f"Not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno}).")
        if not isinstance(value, dict):
            raise forms.ValidationError("Settings must be a JSON object.")
        return value  # a NUL or a lone surrogate never gets here: epikg_site.middleware refuses it

    def clean(self):
        data = super().clean()
        ids = list(data.get("conditions") or [])
        extra = data.get("more_conditions") or ""
        if extra.strip():
            try:
                ids += [c.id for c in parse_conditions(extra)]
            except UnknownCondition as exc:
                self.add_error("more_conditions", str(exc))
        if not ids and not self.errors:
            raise forms.ValidationError("Choose at least one condition.")
        data["condition_ids"] = list(dict.fromkeys(ids))
        data["question_filter"] = self._question_filter(data)
        return data

    def _question_filter(self, data) -> dict:
        """The run's question filter from the chosen subset (a task run takes every admission)."""
        subset = data.get("subset") or "all"
        if data.get("task"):
            return {}
        if subset == "categories" or (subset == "all" and data.get("categories")):
            if not data.get("categories"):
                self.add_error("categories", "Tick at least one category (or choose all questions).")
            return {"categories": data.get("categories") or []}
        if subset == "sample":
            sample = data.get("sample")
            if sample is None:
                self.add_error("sample", "Choose a saved sample.")
                return {}
            if data.get("dataset") and sample.dataset_id != data["dataset"].pk:
                self.add_error("sample", f"Sample {sample.name!r} belongs to dataset {sample.dataset.name!r}.")
            return {"qids": list(sample.qids)}
        if subset == "qids":
            qids = [q for q in re.split(r"[\s,]+", data.get("qids") or "") if q]
            if not qids:
                self.add_error("qids", "Give at least one question id.")
            return {"qids": qids}
        return {}


class RunScoreForm(forms.Form):
    evaluators = forms.MultipleChoiceField(choices=evaluator_choices(PAGE_EVALUATORS),
                                           initial=["polarity", "keyword_v2"], widget=forms.CheckboxSelectMultiple,
                                           label="Evaluators")
    reference = forms.CharField(required=False, max_length=32, label="Reference version",
                                help_text="Empty: the dataset's default, which must be released; a named "
                                          "version must be released too.")
