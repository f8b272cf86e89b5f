"""manage.py bootstrap_site — first-run set-up: an admin account and the example data.

Idempotent: run it on every start. The admin password is generated once into
``var/admin-password`` (mode 0600) unless ``EPIKG_ADMIN_PASSWORD`` is set, and never committed.
"""

import os
import secrets
from pathlib import Path

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.core.management.base import BaseCommand

from epikg_core.roles import ADMIN, ROLES
from retrieval.corpus.services import corpus_import
from retrieval.graph.jobs import kg_build_batch, kg_build_targets
from retrieval.vocabulary.services import vocabulary_load_subset

COHORT_SEED, COHORT_PATIENTS = 42, 43

EXAMPLE_CORPUS = Path(settings.BASE_DIR) / "docs" / "examples" / "corpus_small"


def admin_password_file() -> Path:
    return Path(settings.VAR_DIR) / "admin-password"


def ensure_admin(username: str) -> tuple[str, bool]:
    """Create the admin user if missing; return (password, created)."""
    User = get_user_model()
    path = admin_password_file()
    password = os.environ.get("EPIKG_ADMIN_PASSWORD") or (path.read_text().strip() if path.exists() else "")
    user = User.objects.filter(username=username).first()
    if user is not None:
        return password, False
    if not password:
        password = secrets.token_urlsafe(12)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w") as handle:
            handle.write(password + "\n")
    user = User.objects.create_superuser(username=username, email="", password=password)
    user.groups.add(Group.objects.get(name=ADMIN))
    return password, True


class Command(BaseCommand):
    help = "Create the admin account (once), load the example corpus and the synthetic cohort; safe to repeat."

    def add_arguments(self, parser):
        parser.add_argument("--username", default="admin")
        parser.add_argument("--no-example", action="store_true", help="do not load the example corpus")
        parser.add_argument("--no-cohort", action="store_true", help="do not generate and load the synthetic cohort")
        parser.add_argument("--no-graph", action="store_true",
                            help="do not build the loaded datasets' knowledge graphs (build_kg does it later)")

    def handle(self, *args, username, no_example, no_cohort, no_graph, **options):
        for name in ROLES:
            Group.objects.get_or_create(name=name)
        password, created = ensure_admin(username)
        self.stdout.write(f"Vocabulary: {vocabulary_load_subset().describe()}")
        if created:
            self.stdout.write(self.style.SUCCESS(f"Created admin user {username!r}."))
        if not no_example:
            summary = corpus_import(folder=EXAMPLE_CORPUS, dataset_name="example",
                                    description="Seven hand-written MIMIC-style notes (docs/examples/corpus_small)")
            self.stdout.write(f"Example corpus: {summary.describe()}")
        if not no_cohort:
            # Deterministic: the same files every time, so re-loading changes nothing.
            from benchmark.synthetic.generate import generate_cohort

            folder = Path(settings.VAR_DIR) / "cohorts" / "synthetic"
            generate_cohort(out=folder, patients=COHORT_PATIENTS, seed=COHORT_SEED)
            summary = corpus_import(folder=folder, dataset_name="synthetic",
                                    description=f"Synthetic MIMIC-style cohort with exact truth "
                                                f"({COHORT_PATIENTS} patients, seed {COHORT_SEED}, 400 questions)")
            self.stdout.write(f"Synthetic cohort: {summary.describe()}")
            # v1/v2/v3 are generated together from the seed and never edited: released (frozen)
            # at creation, v3 (the exact truth) the default (docs/reference-curation.md)
            from benchmark.references.releases import release_generated

            self.stdout.write(f"References: {release_generated('synthetic', user='bootstrap_site')}")
        if not no_graph:
            self._build_graphs([name for name, skip in (("example", no_example), ("synthetic", no_cohort)) if not skip])
        self.stdout.write(self._login_hint(username, password, created))

    @staticmethod
    def _login_hint(username: str, password: str, created: bool) -> str:
        """Where the admin password is; the password itself only on the run that created the
        account, so it does not end up in every start-up log."""
        if os.environ.get("EPIKG_ADMIN_PASSWORD"):
            return f"Log in as {username!r} with the password set in EPIKG_ADMIN_PASSWORD."
        if created:
            return (f"Log in as {username!r} with the password {password} "
                    f"(shown once; it is kept in {admin_password_file()}).")
        if password:
            return f"Log in as {username!r} with the password in {admin_password_file()}."
        return f"The {username!r} account already exists; its password was not generated here."

    def _build_graphs(self, datasets: list[str]) -> None:
        """Build (or bring up to date: incremental, seconds when nothing changed) the demo datasets'
        knowledge graphs, so the graph conditions have something to read on first start."""
        for name in datasets:
            result = kg_build_batch(patients=kg_build_targets(dataset=name))
            self.stdout.write(f"Knowledge graph of {name!r}: {result.notes_built} note(s) built, "
                              f"{result.edges_total} edge(s)")
