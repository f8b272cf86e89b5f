"""Browser imports read only files under EPIKG_IMPORT_ROOTS, symbolic links resolved: checked at
submit (the form) and again when the worker runs the job (the import service, file by file).
A symlink that stays inside the import folders is allowed."""

import re
import shutil

import pytest
from django.core.management import call_command
from django.urls import reverse

from retrieval.corpus.paths import resolve_under_roots
from retrieval.corpus.records import CorpusFormatError
from retrieval.imports import import_job_run
from retrieval.models import Dataset, ImportJob
from tests.conftest import EXAMPLE_CORPUS
from tests.retrieval import mimic_files as mf
from tests.retrieval.test_corpus_import import snapshot

pytestmark = pytest.mark.django_db


@pytest.fixture
def roots(settings, tmp_path):
    """tmp/imports is the import folder; tmp/outside is not."""
    (tmp_path / "imports").mkdir()
    (tmp_path / "outside").mkdir()
    settings.EPIKG_IMPORT_ROOTS = [str(tmp_path / "imports")]
    return tmp_path


def _submit(client, admin_user, source, kind="corpus", name="web"):
    client.force_login(admin_user)
    return client.post(reverse("import_create"), {"kind": kind, "source": str(source), "dataset_name": name})


def _run(source, kind="corpus", name="web"):
    job = ImportJob.objects.create(kind=kind, dataset_name=name, source=str(source))
    return import_job_run(job_id=job.pk)


def test_a_file_linked_to_outside_the_roots_is_refused_at_submit(client, admin_user, roots):
    corpus = shutil.copytree(EXAMPLE_CORPUS, roots / "imports" / "corpus")
    shutil.copy(corpus / "notes.jsonl", roots / "outside" / "notes.jsonl")
    (corpus / "notes.jsonl").unlink()
    (corpus / "notes.jsonl").symlink_to(roots / "outside" / "notes.jsonl")
    response = _submit(client, admin_user, corpus)
    assert response.status_code == 400
    text = response.content.decode()
    assert f"{corpus / 'notes.jsonl'}: leads through a symbolic link outside the import roots" in text
    assert str(roots / "outside") not in text  # where the link leads is not said
    assert not ImportJob.objects.exists()
    # And had it been queued anyway, the worker refuses it too, naming the file.
    job = _run(corpus)
    assert job.status == "failed" and str(corpus / "notes.jsonl") in job.error
    assert snapshot() == ([], [], [], [])


def test_a_folder_linked_to_outside_the_roots_is_refused_at_submit(client, admin_user, roots):
    shutil.copytree(EXAMPLE_CORPUS, roots / "outside" / "corpus")
    (roots / "imports" / "corpus").symlink_to(roots / "outside" / "corpus")
    response = _submit(client, admin_user, roots / "imports" / "corpus")
    assert response.status_code == 400 and b"leads through a symbolic link" in response.content
    assert not ImportJob.objects.exists()


def test_an_optional_file_linked_outside_is_refused(client, admin_user, roots):
    corpus = shutil.copytree(EXAMPLE_CORPUS, roots / "imports" / "corpus")
    (roots / "outside" / "questions.jsonl").write_text("")
    (corpus / "questions.jsonl").symlink_to(roots / "outside" / "questions.jsonl")
    assert _submit(client, admin_user, corpus).status_code == 400
    job = _run(corpus)
    assert job.status == "failed" and str(corpus / "questions.jsonl") in job.error
    assert snapshot() == ([], [], [], [])


def test_a_job_whose_folder_became_a_link_to_outside_is_refused_when_it_runs(client, admin_user, roots):
    corpus = shutil.copytree(EXAMPLE_CORPUS, roots / "imports" / "corpus")
    assert _submit(client, admin_user, corpus).status_code == 302
    job = ImportJob.objects.get()
    assert job.source == str(corpus.resolve())
    # After the submit, someone swaps the folder for a link to a folder outside the roots.
    shutil.move(corpus, roots / "outside" / "corpus")
    corpus.symlink_to(roots / "outside" / "corpus")
    job = import_job_run(job_id=job.pk)
    assert job.status == "failed"
    assert job.error.startswith(f"{corpus}: leads through a symbolic link outside the import roots")
    assert not Dataset.objects.exists()


def test_a_job_whose_roots_no_longer_hold_it_is_refused_when_it_runs(settings, roots):
    corpus = shutil.copytree(EXAMPLE_CORPUS, roots / "imports" / "corpus")
    settings.EPIKG_IMPORT_ROOTS = [str(roots / "elsewhere")]
    job = _run(corpus)
    assert job.status == "failed" and "outside the import roots" in job.error
    assert snapshot() == ([], [], [], [])


def test_links_that_stay_inside_the_roots_are_allowed(client, admin_user, roots):
    shared = shutil.copytree(EXAMPLE_CORPUS, roots / "imports" / "shared")
    corpus = roots / "imports" / "corpus"
    corpus.mkdir()
    for name in ("patients.jsonl", "admissions.jsonl"):
        shutil.copy(shared / name, corpus / name)
    (corpus / "notes.jsonl").symlink_to("../shared/notes.jsonl")  # relative, inside the roots
    (roots / "imports" / "alias").symlink_to(corpus)  # a folder link, inside the roots
    assert _submit(client, admin_user, roots / "imports" / "alias").status_code == 302
    job = import_job_run(job_id=ImportJob.objects.get().pk)
    assert job.status == "succeeded" and job.counts["notes"]["created"] == 7
    assert job.source == str(corpus)  # the resolved folder is what the job records


def test_a_root_that_is_itself_a_link_holds_what_it_links_to(settings, roots):
    real = roots / "outside"
    shutil.copytree(EXAMPLE_CORPUS, real / "corpus")
    (roots / "root-link").symlink_to(real)
    settings.EPIKG_IMPORT_ROOTS = [str(roots / "root-link")]
    job = _run(roots / "root-link" / "corpus")
    assert job.status == "succeeded"


def test_mimic_files_linked_outside_are_refused_at_submit_and_when_run(client, admin_user, roots):
    root = mf.write_mimic(roots / "imports" / "mimic")
    assert _submit(client, admin_user, root, kind="mimic").status_code == 302  # all inside: fine
    mf.write_mimic(roots / "outside" / "mimic")
    (root / "note" / "radiology.csv.gz").unlink()
    (root / "note" / "radiology.csv.gz").symlink_to(roots / "outside" / "mimic" / "note" / "radiology.csv.gz")
    response = _submit(client, admin_user, root, kind="mimic", name="web2")
    assert response.status_code == 400 and b"radiology.csv.gz: leads through a symbolic link" in response.content
    job = import_job_run(job_id=ImportJob.objects.get().pk)  # the job queued before the swap
    assert job.status == "failed" and str(root / "note" / "radiology.csv.gz") in job.error
    assert snapshot() == ([], [], [], [])


def test_a_source_with_a_nul_is_a_form_error(client, admin_user, roots):
    response = _submit(client, admin_user, str(roots / "imports") + "/a\x00b")
    assert response.status_code == 400 and not ImportJob.objects.exists()


def test_missing_and_unresolvable_paths_are_named(roots):
    with pytest.raises(CorpusFormatError, match="nope: not found"):
        resolve_under_roots(roots / "imports" / "nope", [roots / "imports"])
    (roots / "imports" / "loop").symlink_to(roots / "imports" / "loop")
    with pytest.raises(CorpusFormatError, match="loop: cannot be resolved"):
        resolve_under_roots(roots / "imports" / "loop", [roots / "imports"])
    with pytest.raises(CorpusFormatError, match="cannot be resolved"):
        resolve_under_roots(str(roots / "imports") + "/a\x00b", [roots / "imports"])


def test_the_command_line_import_reads_any_path(corpus_dir, tmp_path):
    # No roots for import_corpus: whoever has a shell on the server can read the files anyway.
    link = tmp_path / "link"
    link.symlink_to(corpus_dir)
    call_command("import_corpus", str(link), "--dataset", "cli", "--no-progress")
    assert Dataset.objects.get().name == "cli"


def test_a_path_outside_the_roots_is_refused_the_same_whether_it_exists_or_not(client, admin_user, roots):
    """An admin learns nothing about the server's files outside the import roots from the error."""
    shutil.copytree(EXAMPLE_CORPUS, roots / "outside" / "corpus")
    answers = set()
    for source in (roots / "outside" / "corpus", roots / "outside" / "nothing-here", roots / "outside",
                   "/etc", "/no/such/folder", roots / "imports" / ".." / "outside" / "corpus"):
        response = _submit(client, admin_user, source)
        assert response.status_code == 400
        text = response.content.decode()
        assert "outside the import roots" in text and "not found" not in text and "not a folder" not in text
        answers.add(re.search(r"[^<>]*outside the import roots[^<>]*", text)[0].replace(str(source), "SOURCE"))
    assert len(answers) == 1
    for source in (roots / "outside" / "corpus", roots / "outside" / "nothing-here"):
        with pytest.raises(CorpusFormatError) as caught:
            resolve_under_roots(source, [roots / "imports"])
        assert str(caught.value) == f"{source}: outside the import roots ({roots / 'imports'})"


def test_a_link_out_of_the_roots_is_refused_the_same_whether_its_target_exists_or_not(roots):
    (roots / "outside" / "real").mkdir()
    (roots / "imports" / "to-real").symlink_to(roots / "outside" / "real")
    (roots / "imports" / "to-nothing").symlink_to(roots / "outside" / "nothing-here")
    messages = set()
    for name in ("to-real", "to-nothing"):
        with pytest.raises(CorpusFormatError) as caught:
            resolve_under_roots(roots / "imports" / name, [roots / "imports"])
        messages.add(str(caught.value).replace(name, "LINK"))
    assert messages == {f"{roots / 'imports' / 'LINK'}: leads through a symbolic link outside the import roots "
                        f"({roots / 'imports'})"}
