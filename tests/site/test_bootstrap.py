"""bootstrap_site (what `make run` calls): idempotent, and the demo's graphs are built."""

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

from retrieval.models import KGNoteBuild, Note

pytestmark = pytest.mark.django_db


def test_it_sets_up_the_demo_once_and_builds_its_graph(capsys, settings, tmp_path):
    settings.VAR_DIR = tmp_path
    call_command("bootstrap_site", "--no-cohort")
    out = capsys.readouterr().out
    assert get_user_model().objects.filter(username="admin", is_superuser=True).exists()
    assert "Knowledge graph of 'example': 7 note(s) built" in out
    assert KGNoteBuild.objects.count() == Note.objects.filter(dataset__name="example").count() == 7
    call_command("bootstrap_site", "--no-cohort")
    out = capsys.readouterr().out
    assert "Knowledge graph of 'example': 0 note(s) built" in out  # incremental: nothing to redo
    assert get_user_model().objects.filter(username="admin").count() == 1
