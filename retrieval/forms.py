from django import forms
from django.utils.text import slugify

from retrieval.models import ImportJob


class ImportJobForm(forms.Form):
    kind = forms.ChoiceField(choices=ImportJob.Kind.choices, initial=ImportJob.Kind.CORPUS)
    source = forms.CharField(
        max_length=1000,
        help_text="Folder on the server, under an import folder. Corpus: the folder with the JSONL "
        "files. MIMIC: the folder holding hosp/ and note/.",
    )
    dataset_name = forms.SlugField(max_length=64)

    def clean_dataset_name(self):
        name = self.cleaned_data["dataset_name"]
        if slugify(name) != name:
            raise forms.ValidationError("Use lower-case letters, digits, - and _.")
        return name
