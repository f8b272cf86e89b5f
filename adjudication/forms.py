"""Forms of the study pages (authors and admins). They check shapes and types only; what a study
may be (runs, raters, sample, blinding) is decided by ``adjudication.studies``. No model is
imported here: the choices come from the services, through the views."""

from __future__ import annotations

import json
import re
import secrets

from django import forms

DESIGNS = [("all", "every rater rates every item"), ("k", "k raters per item")]
_USERNAMES = re.compile(r"[\s,;]+")


def new_seed() -> int:
    """A random-looking seed, shown in the form so the study can be reproduced."""
    return secrets.randbelow(9 * 10**8) + 10**8


def _profile(user):
    return getattr(user, "rater", None)


def run_choice_label(run) -> str:
    return f"#{run.pk} {run.condition} × {run.model}" + (f" — {run.label}" if run.label else "")


def physician_choice_label(user) -> str:
    profile = _profile(user)
    label = user.get_username()
    if profile is not None:
        label += f" ({profile.pseudonym})"
        if profile.system_author:
            label += " — system author"
    return label


class StudyCreateForm(forms.Form):
    """What ``studies.create_from_form`` takes. ``page`` is ``studies.create_page(user)``."""

    run_ids = forms.TypedMultipleChoiceField(
        coerce=int, label="Runs to compare", widget=forms.CheckboxSelectMultiple,
        help_text="Two or more finished runs over the same dataset.")
    name = forms.CharField(max_length=200, required=False,
                           help_text="Seen by authors and admins only. Empty: the date and a number; a name "
                                     "that names the runs tells authors what is compared.")
    rater_title = forms.CharField(
        max_length=200, required=False, label="Title shown to raters",
        help_text="Must not name a system, condition, model or run label: raters would no longer be blind. "
                  "Empty: “Rating study N”.")
    sample_size = forms.IntegerField(min_value=1, max_value=100_000, initial=50, label="Sample size n (items)")
    seed = forms.IntegerField(min_value=0, max_value=2**62,
                              help_text="Fixes the sample and every placement; keep it to reproduce the study.")
    raters = forms.MultipleChoiceField(label="Raters", widget=forms.CheckboxSelectMultiple,
                                       help_text="Physicians. System authors can be left out of the analyses.")
    design = forms.ChoiceField(choices=DESIGNS, initial="all", widget=forms.RadioSelect)
    raters_per_item = forms.IntegerField(min_value=1, required=False, label="k (raters per item)",
                                         help_text="Only with “k raters per item”.")
    calibration_items = forms.IntegerField(
        min_value=0, max_value=1000, initial=0, required=False, label="Calibration items",
        help_text="Extra items every rater rates first; left out of the endpoints.")
    fast_rating_seconds = forms.IntegerField(
        min_value=0, max_value=3600, initial=10, required=False, label="Fast-rating threshold (seconds)",
        help_text="A submission sooner than this after its item's page was served is flagged on the study page "
                  "(never to the rater). Empty: 10; 0 flags nothing.")
    rubric_version = forms.ChoiceField(label="Rubric version")
    reference_version = forms.CharField(max_length=32, required=False, label="Reference version",
                                        help_text="Empty: the dataset's released reference version.")
    sampling = forms.ChoiceField(widget=forms.RadioSelect, label="Sampling")
    oversample = forms.FloatField(
        min_value=1, max_value=100, initial=4.0, required=False, label="Oversampling weight",
        help_text="Weight of the strata where the automatic evaluators disagree (disagreement sampling only).")
    start = forms.ChoiceField(
        required=False, initial="open", widget=forms.RadioSelect, label="Start as",
        choices=[("open", "open for rating now"), ("draft", "draft: raters see it once you open it")],
        help_text="A draft lets you pre-register the analysis plan before any rating.")
    adjudicators = forms.MultipleChoiceField(
        required=False, widget=forms.CheckboxSelectMultiple, label="Adjudicators",
        help_text="Senior physicians who resolve the raters' disagreements; can be changed later.")
    raters_may_adjudicate = forms.BooleanField(
        required=False, initial=False, label="Raters may adjudicate",
        help_text="Let an adjudicator who is also a rater of this study adjudicate the items they have rated "
                  "(never one they have still to rate). Off: such an adjudicator sees none of this study's items.")

    def __init__(self, data=None, *, page: dict, **kwargs):
        super().__init__(data, **kwargs)
        self.fields["run_ids"].choices = [(run.pk, run_choice_label(run)) for run in page.get("runs", [])]
        people = [(user.get_username(), physician_choice_label(user)) for user in page.get("physicians", [])]
        self.fields["raters"].choices = people
        self.fields["adjudicators"].choices = people
        self.fields["rubric_version"].choices = [(v, v) for v in page.get("rubrics", [])]
        self.fields["sampling"].choices = list(page.get("samplings", []))
        if page.get("default_rubric"):
            self.fields["rubric_version"].initial = page["default_rubric"]
        if self.fields["sampling"].choices:
            self.fields["sampling"].initial = self.fields["sampling"].choices[0][0]
        if not self.is_bound:
            self.initial.setdefault("seed", new_seed())

    def clean_name(self):
        return self.cleaned_data["name"].strip()

    def clean(self):
        data = super().clean()
        if data.get("design") == "k":
            if data.get("raters_per_item") is None:
                self.add_error("raters_per_item", "Say how many raters rate each item (k).")
        else:
            data["raters_per_item"] = None
        if data.get("calibration_items") is None:
            data["calibration_items"] = 0
        return data


class PlannerForm(forms.Form):
    """The sample-size planner's inputs (exact McNemar test on paired verdicts)."""

    discordance = forms.FloatField(
        min_value=0, max_value=100, initial=0.3, label="Discordance ψ",
        widget=forms.NumberInput(attrs={"step": "0.01"}),
        help_text="Share of items where the two arms' verdicts differ (discordant pairs / n).")
    effect = forms.FloatField(
        min_value=0, max_value=100, initial=0.1, label="Effect δ",
        widget=forms.NumberInput(attrs={"step": "0.01"}),
        help_text="Difference in correct rates the study should detect (0.10 = 10 percentage points).")
    n = forms.IntegerField(min_value=1, max_value=100_000, required=False, initial=50, label="Pairs n",
                           help_text="Items rated on both arms; gives the minimum detectable effect.")
    power = forms.FloatField(min_value=0.01, max_value=99.9, required=False, initial=0.8, label="Power",
                             widget=forms.NumberInput(attrs={"step": "0.05"}))
    alpha = forms.FloatField(min_value=0.0001, max_value=0.5, required=False, initial=0.05, label="α (two-sided)",
                             widget=forms.NumberInput(attrs={"step": "0.01"}))

    def plan_data(self) -> dict:
        data = self.cleaned_data
        result = {"discordance": data["discordance"], "effect": data["effect"]}
        for key in ("n", "power", "alpha"):
            if data.get(key) is not None:
                result[key] = data[key]
        return result


class PlanForm(forms.Form):
    """The analysis plan to pre-register, as JSON (the service checks its content)."""

    plan = forms.CharField(widget=forms.Textarea(attrs={"rows": 14, "spellcheck": "false"}), label="Analysis plan",
                           max_length=20_000)

    def clean_plan(self):
        raw = self.cleaned_data["plan"].strip()
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise forms.ValidationError(f"The plan is not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno}).")
        if not isinstance(value, dict):
            raise forms.ValidationError("The plan must be a JSON object.")
        return value


def _incomplete_label(short: int, pending: int) -> str:
    what = f"{short} item{'s are' if short != 1 else ' is'} incomplete"
    if pending:
        what += f" ({pending} assignment{'s' if pending != 1 else ''} still pending)"
    return f"I understand {what}: the endpoints will be labelled interim"


class LockForm(forms.Form):
    """Locking, confirmed against the completeness shown (``done`` is ``states.completeness``)."""

    confirm = forms.BooleanField(error_messages={
        "required": "Not locked: tick the box to confirm, after reading how complete the study is."})

    def __init__(self, data=None, *, done: dict, **kwargs):
        super().__init__(data, **kwargs)
        self.incomplete = bool(done["short"] or done["pending"])
        self.fields["confirm"].label = (_incomplete_label(done["short"], done["pending"]) if self.incomplete
                                        else "Lock: no further ratings are accepted")
        if self.incomplete:
            self.fields["confirm"].error_messages["required"] = (
                f"Not locked: the study is incomplete; tick “{self.fields['confirm'].label}” to lock it anyway.")


class UnblindForm(forms.Form):
    confirm = forms.BooleanField(
        label="I understand raters' labels become attributable to runs",
        error_messages={"required": "Tick the box to confirm: unblinding cannot be undone."})
    accept_incomplete = forms.BooleanField(required=False)

    def __init__(self, data=None, *, done: dict | None = None, **kwargs):
        super().__init__(data, **kwargs)
        self.incomplete = bool(done and (done["short"] or done["pending"]))
        if self.incomplete:
            field = self.fields["accept_incomplete"]
            field.required, field.label = True, _incomplete_label(done["short"], done["pending"])
            field.error_messages["required"] = (f"Not unblinded: the study is incomplete; tick “{field.label}” "
                                                "to unblind it anyway.")
        else:
            del self.fields["accept_incomplete"]


class ReopenForm(forms.Form):
    reason = forms.CharField(
        max_length=2000, widget=forms.Textarea(attrs={"rows": 2}), label="Why reopen?",
        help_text="Kept in the audit trail.",
        error_messages={"required": "Not reopened: say why the study is reopened (kept in the audit trail)."})


class AdjudicatorsForm(forms.Form):
    usernames = forms.CharField(
        required=False, max_length=2000, label="Adjudicators",
        help_text="Usernames of senior physicians, separated by commas; empty removes them all.")

    def clean_usernames(self):
        return [name for name in _USERNAMES.split(self.cleaned_data["usernames"]) if name]
