"""The dataset's current release: the reference version and the task-gold version used wherever
none is named (scoring, reports, the pages, the rating app). One recorded, changeable row per
dataset (``DatasetRelease``), never a version string written into the code.

Importing a dataset's first reference (or task-gold) versions records the newest of them; later
imports never move the release: that is a deliberate act (``manage.py set_release``, or an
author releasing a curated version).

A study, a score and a report use only a *released* (frozen, ``ReferenceRelease``) reference
version (issue 29): ``require_released_reference`` is the one guard, and
``default_reference_version`` applies it to the default, so a default recorded at import but never
released is refused wherever it would be used, with an error naming the dataset and the version.
Scoring against a draft is allowed only as an explicit preview (the references page's Rescore,
``manage.py score --preview-draft``), so the impact of a release can be seen before it happens.
"""

from __future__ import annotations

import re

from benchmark.models import DatasetRelease, ReferenceAnswer, ReferenceRelease, TaskGold
from retrieval.models import Dataset

#: The prefix of a task-gold version in a score's ``reference_version`` ("task_gold@v1").
TASK_GOLD_PREFIX = "task_gold@"


class ReleaseError(ValueError):
    """A release that names a version the dataset does not have, or a dataset with none."""


class UnreleasedReferenceError(ReleaseError):
    """A study, a score or a report asked to use a reference version that is not released (frozen)."""

    def __init__(self, dataset: Dataset, version: str, use: str):
        self.dataset, self.version, self.use = dataset.name, version, use
        super().__init__(
            f"reference version {version!r} of dataset {dataset.name!r} is not released (frozen): {use} uses only a "
            f"released reference version. Release it first, after looking at what it changes (the dataset's "
            f"references page, or manage.py release_references --dataset {dataset.name} --version {version})")


def is_reference_released(dataset: Dataset, version: str) -> bool:
    return ReferenceRelease.objects.filter(dataset=dataset, label=version).exists()


def require_released_reference(dataset: Dataset, version: str, *, use: str = "a score") -> str:
    """The guard: ``version`` itself when it is a released reference version of ``dataset``;
    otherwise an ``UnreleasedReferenceError`` naming the dataset, the version and ``use`` (what
    wanted it: "a score", "a report", "a rating study")."""
    if not is_reference_released(dataset, version):
        raise UnreleasedReferenceError(dataset, version, use)
    return version


def version_key(label: str) -> tuple:
    """Natural order of version labels: v2 < v10, digits compared as numbers."""
    return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in re.findall(r"\d+|\D+", label))


def reference_versions(dataset: Dataset) -> list[str]:
    labels = ReferenceAnswer.objects.filter(question__dataset=dataset).values_list("version", flat=True).distinct()
    return sorted(set(labels), key=version_key)


def task_gold_versions(dataset: Dataset) -> list[str]:
    labels = TaskGold.objects.filter(item__dataset=dataset).values_list("version", flat=True).distinct()
    return sorted(set(labels), key=version_key)


def release_for(dataset: Dataset) -> DatasetRelease:
    """The dataset's release row (unsaved and empty when none is recorded yet)."""
    return DatasetRelease.objects.filter(dataset=dataset).first() or DatasetRelease(dataset=dataset)


def _released(dataset: Dataset, field: str, what: str, flag: str) -> str:
    version = getattr(release_for(dataset), field)
    if not version:
        raise ReleaseError(f"dataset {dataset.name!r} has no released {what} version; import {what}s or choose "
                           f"one with manage.py set_release --dataset NAME {flag} VERSION")
    return version


def default_reference_version(dataset: Dataset, *, use: str = "a score") -> str:
    """The dataset's default reference version, which must be released (frozen); an error saying
    how to set one if none is, or naming it when it is not released (``UnreleasedReferenceError``)."""
    return require_released_reference(dataset, _released(dataset, "reference_version", "reference", "--reference"),
                                      use=use)


def recorded_reference_version(dataset: Dataset) -> str:
    """The default reference version as recorded, released or not ("" when none): for pages that
    say which it is and whether it is released, never for scoring."""
    return release_for(dataset).reference_version


def default_task_gold_version(dataset: Dataset) -> str:
    """The released task-gold version of the dataset; an error saying how to set one if none is."""
    return _released(dataset, "task_gold_version", "task-gold", "--task-gold")


def release_set(*, dataset: Dataset, reference_version: str | None = None, task_gold_version: str | None = None,
                user: str = "", note: str = "") -> DatasetRelease:
    """Make the named versions the dataset's current release (each must exist in the dataset; a
    reference version must also be released, frozen)."""
    release = release_for(dataset)
    if reference_version is not None:
        known = reference_versions(dataset)
        if reference_version not in known:
            raise ReleaseError(f"dataset {dataset.name!r} has no reference version {reference_version!r} "
                               f"(versions: {', '.join(known) or 'none'})")
        require_released_reference(dataset, reference_version, use="the dataset's default")
        release.reference_version = reference_version
    if task_gold_version is not None:
        known = task_gold_versions(dataset)
        if task_gold_version not in known:
            raise ReleaseError(f"dataset {dataset.name!r} has no task-gold version {task_gold_version!r} "
                               f"(versions: {', '.join(known) or 'none'})")
        release.task_gold_version = task_gold_version
    release.updated_by = user
    release.note = note
    release.save()
    return release


def release_record_first(dataset: Dataset) -> DatasetRelease | None:
    """After an import: record the newest reference and task-gold versions where the dataset's
    release names none yet; a version already released is left as it is."""
    release = release_for(dataset)
    changed = False
    if not release.reference_version:
        versions = reference_versions(dataset)
        if versions:
            release.reference_version, changed = versions[-1], True
    if not release.task_gold_version:
        versions = task_gold_versions(dataset)
        if versions:
            release.task_gold_version, changed = versions[-1], True
    if changed:
        release.updated_by = release.updated_by or "import"
        release.save()
    return release if release.pk else None


def _dataset(name: str) -> Dataset:
    try:
        return Dataset.objects.get(name=name)
    except Dataset.DoesNotExist:
        raise ReleaseError(f"no dataset named {name!r}") from None


def release_set_by_name(*, dataset_name: str, **changes) -> DatasetRelease:
    """``release_set`` for the dataset named ``dataset_name``."""
    return release_set(dataset=_dataset(dataset_name), **changes)


def release_show(*, dataset_name: str) -> str:
    """The dataset's release and the versions it could name, as lines of text."""
    dataset = _dataset(dataset_name)
    release = release_for(dataset)
    frozen = "" if not release.reference_version or is_reference_released(dataset, release.reference_version) \
        else " (NOT released: refused by scoring, reports and studies until it is)"
    return "\n".join([
        f"{dataset.name}: references {release.reference_version or '— (none released)'}{frozen}, "
        f"task gold {release.task_gold_version or '— (none released)'}",
        f"reference versions: {', '.join(reference_versions(dataset)) or 'none'}",
        f"task-gold versions: {', '.join(task_gold_versions(dataset)) or 'none'}",
    ])
