"""Loading vocabularies: the shipped subset and full Athena exports.

Both loads run in one ``transaction.atomic()``: a bad file leaves the database exactly as it
was, and the normalizer's per-process cache is cleared only once the new rows are committed.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from django.conf import settings
from django.db import transaction

from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym
from retrieval.models.vocabulary import ENGLISH_LANGUAGE_CONCEPT_ID
from retrieval.vocabulary import athena, normalize
from retrieval.vocabulary.loader import VocabularyFormatError, load_subset
from retrieval.vocabulary.matcher import clear_matcher_cache

log = logging.getLogger("retrieval.vocabulary")
_CONCEPT_FIELDS = (
    "concept_name", "domain_id", "vocabulary_id", "concept_class_id", "standard_concept", "concept_code",
    "valid_start_date", "valid_end_date", "invalid_reason",
)


# -- the shipped subset -----------------------------------------------------------------------


@dataclass
class SubsetLoadSummary:
    concepts_created: int = 0
    concepts_updated: int = 0
    concepts_unchanged: int = 0
    #: ids whose stored row differs from the subset and was left alone (see ``overwrite``).
    concepts_differing: list[int] = field(default_factory=list)
    synonyms_created: int = 0
    relationships_created: int = 0
    ancestors_created: int = 0

    def describe(self) -> str:
        text = (
            f"concepts: {self.concepts_created} new, {self.concepts_updated} updated, "
            f"{self.concepts_unchanged} unchanged; synonyms: {self.synonyms_created} new; "
            f"relationships: {self.relationships_created} new; ancestors: {self.ancestors_created} new"
        )
        if self.concepts_differing:
            shown = ", ".join(map(str, self.concepts_differing[:10]))
            more = "…" if len(self.concepts_differing) > 10 else ""
            text += (
                f"; {len(self.concepts_differing)} stored concept(s) differ from the subset and were kept "
                f"({shown}{more})"
            )
        return text


def vocabulary_load_subset(*, path: Path | str | None = None, overwrite: bool = False) -> SubsetLoadSummary:
    """Load the curated subset (``retrieval/vocabulary/data/omop_subset.json`` by default).

    Idempotent: a second run creates nothing. Rows already in the database win unless
    ``overwrite`` is set, because after a full Athena load the database is the authority and the
    subset only adds what Athena lacks: the clinical abbreviations and the project-local
    concepts. Concepts whose stored row differs are reported, which doubles as a check of the
    subset against a real vocabulary.
    """
    subset = load_subset(path)
    summary = SubsetLoadSummary()
    with transaction.atomic():
        existing = {c.concept_id: c for c in Concept.objects.filter(concept_id__in=list(subset.concepts))}
        new, changed = [], []
        for item in subset.concepts.values():
            values = {name: getattr(item, name) for name in _CONCEPT_FIELDS}
            current = existing.get(item.concept_id)
            if current is None:
                new.append(Concept(concept_id=item.concept_id, **values))
            elif all(getattr(current, name) == value for name, value in values.items()):
                summary.concepts_unchanged += 1
            elif overwrite:
                for name, value in values.items():
                    setattr(current, name, value)
                changed.append(current)
            else:
                summary.concepts_differing.append(item.concept_id)
                summary.concepts_unchanged += 1
        Concept.objects.bulk_create(new)
        Concept.objects.bulk_update(changed, list(_CONCEPT_FIELDS))
        summary.concepts_created, summary.concepts_updated = len(new), len(changed)

        synonyms = [
            ConceptSynonym(concept_id=item.concept_id, concept_synonym_name=name,
                           language_concept_id=ENGLISH_LANGUAGE_CONCEPT_ID)
            for item in subset.concepts.values()
            for name in item.synonyms
        ]
        summary.synonyms_created = _create_missing(
            ConceptSynonym, synonyms, ("concept_id", "concept_synonym_name", "language_concept_id")
        )
        relationships = [
            ConceptRelationship(
                concept_1_id=r.concept_id_1, relationship_id=r.relationship_id, concept_2_id=r.concept_id_2
            )
            for r in subset.all_relationships()
        ]
        summary.relationships_created = _create_missing(
            ConceptRelationship, relationships, ("concept_1_id", "relationship_id", "concept_2_id")
        )
        ancestors = [
            ConceptAncestor(ancestor_id=a.ancestor_concept_id, descendant_id=a.descendant_concept_id,
                            min_levels_of_separation=a.min_levels_of_separation,
                            max_levels_of_separation=a.max_levels_of_separation)
            for a in subset.ancestors()
        ]
        summary.ancestors_created = _create_missing(ConceptAncestor, ancestors, ("ancestor_id", "descendant_id"))
        transaction.on_commit(normalize.clear_cache)
    log.info("vocabulary subset loaded: %s", summary.describe())
    return summary


def vocabulary_ensure_loaded(*, before_load: Callable[[], None] | None = None) -> SubsetLoadSummary | None:
    """Load the shipped subset when no vocabulary is loaded at all (a graph build needs one);
    return its summary, or None when a vocabulary was already there. ``before_load`` is called
    first, so a caller can say why it waits. The normalizer's and the term matcher's caches are
    cleared at once, so the vocabulary just loaded is the one this process matches against."""
    if Concept.objects.exists():
        return None
    if before_load:
        before_load()
    summary = vocabulary_load_subset()
    normalize.clear_cache()
    clear_matcher_cache()
    return summary


def _create_missing(model, objects: list, key: tuple[str, ...]) -> int:
    """Insert the objects whose key is not stored yet; return how many were inserted."""
    concept_field = key[0]
    ids = {getattr(obj, concept_field) for obj in objects}
    stored = set(model.objects.filter(**{f"{concept_field}__in": ids}).values_list(*key))
    missing = [obj for obj in objects if tuple(getattr(obj, f) for f in key) not in stored]
    model.objects.bulk_create(missing, batch_size=1000)
    return len(missing)


# -- Athena exports ---------------------------------------------------------------------------


@dataclass
class AthenaProgress:
    """What a progress display needs: which file, how many of its data rows are done."""

    file: str
    rows_done: int
    rows_total: int


ProgressCallback = Callable[[AthenaProgress], None]


@dataclass
class AthenaLoadSummary:
    folder: str
    rows: dict[str, int] = field(default_factory=dict)

    def describe(self) -> str:
        return "; ".join(f"{name}: {count:,} rows" for name, count in self.rows.items())


def vocabulary_load_athena(
    *, folder: Path | str, batch_size: int | None = None, progress: ProgressCallback | None = None
) -> AthenaLoadSummary:
    """Load ``CONCEPT.csv``, ``CONCEPT_SYNONYM.csv``, ``CONCEPT_RELATIONSHIP.csv`` and
    ``CONCEPT_ANCESTOR.csv`` from an Athena export folder.

    All or nothing: on :class:`VocabularyFormatError` the database is unchanged. Idempotent:
    rows with an existing key are replaced by the export's values (see ``athena``).
    """
    folder = Path(folder)
    if not folder.is_dir():
        raise VocabularyFormatError(str(folder), None, "not a folder; expected an Athena export with CONCEPT.csv etc.")
    paths = {table.file: _find(folder, table.file) for table in athena.ATHENA_TABLES}
    missing = [name for name, path in paths.items() if path is None]
    if missing:
        raise VocabularyFormatError(
            str(folder), None, f"missing {', '.join(missing)} (an Athena export has all of "
            f"{', '.join(t.file for t in athena.ATHENA_TABLES)})"
        )
    batch_size = batch_size or max(settings.EPIKG_IMPORT_BATCH_SIZE, 5000)
    summary = AthenaLoadSummary(folder=str(folder))
    every = max(1, min(batch_size, 50_000))
    with transaction.atomic():
        for table in athena.ATHENA_TABLES:
            path = paths[table.file]
            total = athena.count_rows(path)
            writer = athena.make_writer(table, batch_size=batch_size)
            done = 0
            for line_no, row in athena.read_rows(path, table):
                writer.add(line_no, row)
                done += 1
                if progress and done % every == 0 and done < total:
                    progress(AthenaProgress(table.file, done, total))
            writer.finish()
            summary.rows[table.file] = done
            if progress:
                progress(AthenaProgress(table.file, total, total))
        transaction.on_commit(normalize.clear_cache)
    log.info("Athena vocabulary loaded from %s: %s", folder, summary.describe())
    return summary


def _find(folder: Path, name: str) -> Path | None:
    """The file, matched case-insensitively (Athena zips have been seen with lower-case names)."""
    exact = folder / name
    if exact.is_file():
        return exact
    for candidate in folder.iterdir():
        if candidate.name.lower() == name.lower() and candidate.is_file():
            return candidate
    return None
