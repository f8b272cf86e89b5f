"""Releasing a reference version (issue 16): freezing every reference of one version label of a
dataset as a ``ReferenceRelease``, with the count and SHA-256 digest of what was released.

Once released, nothing changes, deletes or adds to that version's rows by any path: the model's
``save``/``delete``, its querysets' ``update``/``delete``/``bulk_create`` (and so ``bulk_update``
and the importers) and the admin all refuse with ``ReleasedReferenceError``. Only deleting the whole
dataset removes a released set (and its release). Releasing can also make the version the
dataset's default (``benchmark.releases.release_set``).
"""

from __future__ import annotations

import hashlib
import json

from django.db import transaction

from benchmark.models import ReferenceAnswer, ReferenceRelease, ReleasedReferenceError
from benchmark.releases import ReleaseError, is_reference_released, reference_versions, release_for, release_set
from retrieval.models import Dataset

__all__ = ["ReleaseError", "ReleasedReferenceError", "dataset_of", "is_released", "release_digest", "release_generated",
           "release_verify", "release_version", "releases_of"]


def dataset_of(dataset: Dataset | str) -> Dataset:
    """The dataset itself, or the one of that name (an unknown name is a ``ReleaseError``)."""
    if isinstance(dataset, Dataset):
        return dataset
    try:
        return Dataset.objects.get(name=dataset)
    except Dataset.DoesNotExist:
        raise ReleaseError(f"no dataset named {dataset!r}") from None


def release_digest(dataset: Dataset | str, label: str) -> tuple[int, str]:
    """(count, SHA-256 hex) of the references of ``label`` in the dataset: one canonical JSON line
    per reference, ``[qid, answer, structure, evidence]``, in qid order, keys sorted."""
    rows = (ReferenceAnswer.objects.filter(question__dataset=dataset_of(dataset), version=label)
            .order_by("question__qid").values_list("question__qid", "answer", "structure", "evidence"))
    digest, count = hashlib.sha256(), 0
    for row in rows:
        digest.update(json.dumps(list(row), sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode())
        digest.update(b"\n")
        count += 1
    return count, digest.hexdigest()


def is_released(dataset: Dataset | str, label: str) -> bool:
    return ReferenceRelease.objects.filter(dataset=dataset_of(dataset), label=label).exists()


def releases_of(dataset: Dataset | str) -> list[ReferenceRelease]:
    return list(ReferenceRelease.objects.filter(dataset=dataset_of(dataset)))


@transaction.atomic
def release_version(dataset: Dataset | str, label: str, user: str, note: str = "", *,
                    make_default: bool = False) -> ReferenceRelease:
    """Freeze every reference of version ``label`` in the dataset; with ``make_default`` also make
    it the dataset's default reference version. An unknown or already released label is a
    ``ReleaseError``."""
    dataset = dataset_of(dataset)
    known = reference_versions(dataset)
    if label not in known:
        raise ReleaseError(f"dataset {dataset.name!r} has no reference version {label!r} "
                           f"(versions: {', '.join(known) or 'none'})")
    if ReferenceRelease.objects.select_for_update().filter(dataset=dataset, label=label).exists():
        raise ReleaseError(f"reference version {label!r} of dataset {dataset.name!r} is already released")
    count, digest = release_digest(dataset, label)
    release = ReferenceRelease.objects.create(dataset=dataset, label=label, released_by=user, note=note,
                                              references=count, digest=digest)
    if make_default:
        release_set(dataset=dataset, reference_version=label, user=user, note=note or f"released {label}")
    return release


def release_verify(release: ReferenceRelease) -> bool:
    """Whether the references of a release still have the count and digest recorded at release."""
    return release_digest(release.dataset, release.label) == (release.references, release.digest)


def release_version_by_name(*, dataset_name: str, label: str, user: str, note: str = "",
                            make_default: bool = False) -> str:
    """``release_version`` for the command: a line saying what was released."""
    release = release_version(dataset_name, label, user, note, make_default=make_default)
    default = " and made it the default" if make_default else ""
    return (f"{release.dataset.name}: released references {release.label} ({release.references} references, "
            f"sha256 {release.digest}){default}")


def release_generated(dataset_name: str, *, user: str = "generator") -> str:
    """Release every reference version of a *generated* cohort (the synthetic one: v1, v2 and v3
    are written together from its seed and never edited) and, when the dataset's default is not a
    released version, make the newest (v3, the exact truth) the default. Idempotent: versions
    already released are left as they are, and a released default an admin chose stays. Returns a
    line saying what was done. Only for generated cohorts: curated references are released one
    version at a time, after their impact is seen (the references page)."""
    dataset = dataset_of(dataset_name)
    labels = reference_versions(dataset)
    if not labels:
        return f"{dataset.name}: no reference versions to release"
    done = []
    for label in labels:
        if not is_reference_released(dataset, label):
            release_version(dataset, label, user, note="generated with the cohort (fixed by its seed)")
            done.append(label)
    default = release_for(dataset).reference_version
    if not default or not is_reference_released(dataset, default):
        default = labels[-1]
        release_set(dataset=dataset, reference_version=default, user=user,
                    note=f"the generated cohort's newest version, {default}")
    return f"{dataset.name}: released {', '.join(done) or 'nothing new'}; default reference {default}"
