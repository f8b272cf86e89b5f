"""manage.py add_user and create_study."""

from __future__ import annotations

import io

import pytest
from django.contrib.auth.models import User
from django.core.management import CommandError, call_command

from adjudication.models import Study
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db

STRONG = "correct-horse-battery-staple-9"


def test_add_user_takes_the_password_from_the_environment_never_the_command_line(monkeypatch):
    monkeypatch.setenv("EPIKG_USER_PASSWORD", STRONG)
    out = io.StringIO()
    call_command("add_user", "--role", "physician", "--username", "hird", "--system-author", stdout=out)
    user = User.objects.get(username="hird")
    assert user.check_password(STRONG) and user.groups.filter(name="physician").exists()
    assert user.rater.system_author and "system author" in out.getvalue()
    with pytest.raises(CommandError, match="already exists"):
        call_command("add_user", "--role", "physician", "--username", "hird")
    with pytest.raises(CommandError):
        call_command("add_user", "--role", "nurse", "--username", "x")
    monkeypatch.setenv("EPIKG_USER_PASSWORD", "123")
    with pytest.raises(CommandError, match="password refused"):
        call_command("add_user", "--role", "author", "--username", "weak")
    assert not User.objects.filter(username="weak").exists()


@pytest.mark.parametrize("username", ["<script>alert(1)</script>", "<b>x</b>", "a b", "bob;drop", 'x"y', "a/b",
                                      "n\x00ul", "x" * 151])
def test_add_user_refuses_a_username_that_is_not_letters_digits_and_at_dot_plus_dash_underscore(monkeypatch,
                                                                                                 username):
    monkeypatch.setenv("EPIKG_USER_PASSWORD", STRONG)
    with pytest.raises(CommandError, match=r"username .* refused: .*(letters, numbers, and @/\./\+/-/_|at most 150)"):
        call_command("add_user", "--role", "physician", "--username", username)
    assert not User.objects.exists()


def test_add_user_accepts_the_characters_django_allows(monkeypatch):
    monkeypatch.setenv("EPIKG_USER_PASSWORD", STRONG)
    for username in ("dr.jane-doe_2", "j+r@clinic.example"):
        call_command("add_user", "--role", "author", "--username", username, stdout=io.StringIO())
    assert set(User.objects.values_list("username", flat=True)) == {"dr.jane-doe_2", "j+r@clinic.example"}


def test_add_user_without_a_password_and_no_terminal_refuses(monkeypatch):
    monkeypatch.delenv("EPIKG_USER_PASSWORD", raising=False)
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    with pytest.raises(CommandError, match="EPIKG_USER_PASSWORD"):
        call_command("add_user", "--role", "admin", "--username", "root2")
    assert not User.objects.filter(username="root2").exists()


def test_create_study_prints_the_study_id_last():
    f.user("boss", "admin", is_superuser=True)
    docs = [f.user(n, "physician") for n in ("alice", "bob")]
    runs = f.runs(f.dataset())
    out = io.StringIO()
    call_command("create_study", "--runs", str(runs[0].pk), str(runs[1].pk), "--sample", "9",
                 "--raters", ",".join(d.username for d in docs), "--seed", "3", "--k", "1", "--calibration", "2",
                 stdout=out)
    study = Study.objects.get()
    assert out.getvalue().strip().splitlines()[-1] == str(study.pk)
    assert study.raters_per_item == 1 and study.items.filter(calibration=True).count() == 2
    assert study.status == Study.Status.OPEN and "; open\n" in out.getvalue()
    # no --name: a neutral name, never "Runs 1 vs 2"
    assert study.name.startswith("Study ") and " vs " not in study.name and not study.raters_may_adjudicate
    draft = io.StringIO()
    call_command("create_study", "--runs", str(runs[0].pk), str(runs[1].pk), "--sample", "9", "--raters", "alice",
                 "--seed", "4", "--draft", stdout=draft)
    assert Study.objects.get(pk=int(draft.getvalue().split()[-1])).status == Study.Status.DRAFT
    assert "; draft\n" in draft.getvalue()
    with pytest.raises(CommandError, match="no user carol"):
        call_command("create_study", "--runs", str(runs[0].pk), str(runs[1].pk), "--sample", "9",
                     "--raters", "alice,carol", "--seed", "3")
    assert Study.objects.count() == 2
