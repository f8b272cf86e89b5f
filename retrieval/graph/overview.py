"""What the Knowledge graph page shows: each dataset's build state, and its patients' job rows.

A patient's graph is *built* when their ``KGPatientBuild`` succeeded under the build version
running now, *stale* when it succeeded under another one (other rules, build code or vocabulary:
the next build rebuilds its notes), and otherwise queued, running, failed or not built at all.
Counts come from the job rows in one grouped query per page, never from the edges themselves,
so the page stays cheap at MIMIC scale.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from django.db.models import Case, CharField, Count, F, Max, Q, QuerySet, Sum, Value, When

from retrieval.graph.build import build_version
from retrieval.models import Dataset, KGPatientBuild, Patient

Status = KGPatientBuild.Status
#: A patient's state on the page; ``NOT_BUILT`` and ``STALE`` are not job statuses.
NOT_BUILT, STALE = "not_built", "stale"
STATES = (Status.SUCCEEDED, STALE, Status.FAILED, Status.RUNNING, Status.QUEUED, NOT_BUILT)
STATE_LABELS = {Status.SUCCEEDED: "built", STALE: "stale", Status.FAILED: "failed", Status.RUNNING: "running",
                Status.QUEUED: "queued", NOT_BUILT: "not built"}
#: A dataset's state in a word (the key doubles as the CSS class of its badge).
DATASET_STATE_LABELS = {"empty": "no patients", Status.RUNNING: "building", Status.FAILED: "has failures",
                        STALE: "stale", Status.SUCCEEDED: "current", NOT_BUILT: "not built", "partial": "partly built"}


@dataclass(frozen=True)
class DatasetBuildStatus:
    """Patients of one dataset by the state of their graph."""

    name: str
    patients: int
    built: int
    stale: int
    failed: int
    running: int
    queued: int
    edges: int
    last_finished: datetime | None

    @property
    def not_built(self) -> int:
        return self.patients - self.built - self.stale - self.failed - self.running - self.queued

    @property
    def active(self) -> bool:
        """Whether a build is under way (the page refreshes itself while one is)."""
        return bool(self.running or self.queued)

    @property
    def finished(self) -> int:
        """Patients whose last build has ended, for the progress bar of the build under way."""
        return self.built + self.stale + self.failed

    @property
    def current(self) -> bool:
        """Every patient's graph is built by the build version running now."""
        return self.patients > 0 and self.built == self.patients

    @property
    def state(self) -> str:
        """The dataset in a word, the most pressing first: a key of ``DATASET_STATE_LABELS``."""
        if not self.patients:
            return "empty"
        if self.active:
            return Status.RUNNING
        if self.failed:
            return Status.FAILED
        if self.stale:
            return STALE
        if self.current:
            return Status.SUCCEEDED
        return NOT_BUILT if not self.built else "partial"

    @property
    def state_label(self) -> str:
        return DATASET_STATE_LABELS[self.state]

    @property
    def by_state(self) -> list[tuple[str, str, int]]:
        """``(state, label, patients)`` for each patient state, in ``STATES`` order."""
        counts = {Status.SUCCEEDED: self.built, STALE: self.stale, Status.FAILED: self.failed,
                  Status.RUNNING: self.running, Status.QUEUED: self.queued, NOT_BUILT: self.not_built}
        return [(str(state), STATE_LABELS[state], counts[state]) for state in STATES]


@dataclass(frozen=True)
class BuildOverview:
    version: str
    datasets: list[DatasetBuildStatus]

    @property
    def active(self) -> bool:
        return any(d.active for d in self.datasets)


@dataclass(frozen=True)
class DatasetBuildPage:
    version: str
    status: DatasetBuildStatus
    #: one row (a dict) per patient, by subject_id: ``subject_id``, ``state`` and the job's fields
    patients: QuerySet


def _status_counts(version: str) -> dict:
    job = "patients__kg_build__"
    succeeded = Q(**{f"{job}status": Status.SUCCEEDED})
    return {
        "patients_total": Count("patients"),
        "built": Count("patients", filter=succeeded & Q(**{f"{job}rules_version": version})),
        "stale": Count("patients", filter=succeeded & ~Q(**{f"{job}rules_version": version})),
        "failed": Count("patients", filter=Q(**{f"{job}status": Status.FAILED})),
        "running": Count("patients", filter=Q(**{f"{job}status": Status.RUNNING})),
        "queued": Count("patients", filter=Q(**{f"{job}status": Status.QUEUED})),
        "edges": Sum(f"{job}edges"),
        "last_finished": Max(f"{job}finished_at"),
    }


def _as_status(row: dict) -> DatasetBuildStatus:
    return DatasetBuildStatus(
        name=row["name"], patients=row["patients_total"], built=row["built"], stale=row["stale"],
        failed=row["failed"], running=row["running"], queued=row["queued"], edges=row["edges"] or 0,
        last_finished=row["last_finished"],
    )


def _statuses(version: str, datasets=None) -> list[DatasetBuildStatus]:
    datasets = Dataset.objects.all() if datasets is None else datasets
    rows = datasets.order_by("name").values("name").annotate(**_status_counts(version))
    return [_as_status(row) for row in rows]


def _patient_state(version: str) -> Case:
    return Case(
        When(kg_build__isnull=True, then=Value(NOT_BUILT)),
        When(kg_build__status=Status.SUCCEEDED, kg_build__rules_version=version, then=Value(Status.SUCCEEDED)),
        When(kg_build__status=Status.SUCCEEDED, then=Value(STALE)),
        default=F("kg_build__status"),
        output_field=CharField(),
    )


def kg_build_overview() -> BuildOverview:
    """Every dataset's graph build state under the build version running now."""
    version = build_version()
    return BuildOverview(version=version, datasets=_statuses(version))


def kg_build_dataset(*, dataset: Dataset, state: str | None = None) -> DatasetBuildPage:
    """One dataset's build state and its patients' rows (only those in ``state``, one of
    ``STATES``, when given), for a paginated table."""
    version = build_version()
    status = _statuses(version, Dataset.objects.filter(pk=dataset.pk))[0]
    patients = (
        Patient.objects.filter(dataset=dataset).annotate(state=_patient_state(version)).order_by("subject_id")
        .values("subject_id", "state", notes_total=F("kg_build__notes_total"), notes_built=F("kg_build__notes_built"),
                notes_unchanged=F("kg_build__notes_unchanged"), notes_skipped=F("kg_build__notes_skipped"),
                edges=F("kg_build__edges"), message=F("kg_build__message"), error=F("kg_build__error"),
                started_at=F("kg_build__started_at"), finished_at=F("kg_build__finished_at"))
    )
    if state in STATES:
        patients = patients.filter(state=state)
    return DatasetBuildPage(version=version, status=status, patients=patients)


__all__ = [
    "DATASET_STATE_LABELS",
    "STATES",
    "STATE_LABELS",
    "BuildOverview",
    "DatasetBuildPage",
    "DatasetBuildStatus",
    "kg_build_dataset",
    "kg_build_overview",
]
