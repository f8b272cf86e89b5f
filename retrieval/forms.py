from django import forms
from django.utils.text import slugify

from retrieval.corpus.records import CorpusFormatError
from retrieval.imports import import_source_check
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

    def clean(self):
        """The folder and every file the import would read must resolve (symbolic links followed)
        under an import folder; ``source`` becomes the resolved folder. The worker checks again."""
        data = super().clean()
        if data.get("kind") and data.get("source"):
            try:
                data["source"] = str(import_source_check(kind=data["kind"], source=data["source"]))
            except CorpusFormatError as exc:
                self.add_error("source", str(exc))
        return data
