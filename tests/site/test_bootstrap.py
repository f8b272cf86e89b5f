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


def test_it_prints_the_admin_password_only_when_it_creates_the_account(capsys, settings, tmp_path, monkeypatch):
    monkeypatch.delenv("EPIKG_ADMIN_PASSWORD", raising=False)
    settings.VAR_DIR = tmp_path
    call_command("bootstrap_site", "--no-cohort", "--no-example", "--no-graph")
    password = (tmp_path / "admin-password").read_text().strip()
    first = capsys.readouterr().out
    assert password in first and str(tmp_path / "admin-password") in first
    call_command("bootstrap_site", "--no-cohort", "--no-example", "--no-graph")
    again = capsys.readouterr().out
    assert password not in again  # start-up logs do not collect the password
    assert f"Log in as 'admin' with the password in {tmp_path / 'admin-password'}." in again


def test_it_never_prints_a_password_the_operator_chose(capsys, settings, tmp_path, monkeypatch):
    monkeypatch.setenv("EPIKG_ADMIN_PASSWORD", "operator-chosen-secret")
    settings.VAR_DIR = tmp_path
    call_command("bootstrap_site", "--no-cohort", "--no-example", "--no-graph")
    out = capsys.readouterr().out
    assert "operator-chosen-secret" not in out and "EPIKG_ADMIN_PASSWORD" in out
