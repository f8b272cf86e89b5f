"""Reading and validating the vocabulary subset file (``data/omop_subset.json``).

The file is versioned clinical knowledge, so it is checked as strictly as a user upload: unknown
keys, duplicate ids, relationships naming concepts that are not in the file and hierarchies with
cycles are errors that name the file, the line and the entry. Nothing here touches the database.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from retrieval.corpus.records import CorpusFormatError
from retrieval.models.vocabulary import VALID_END_OPEN, VALID_START_DEFAULT

SUBSET_FILE = "omop_subset.json"
#: OMOP reserves concept ids above two billion for site-specific ("local") concepts.
LOCAL_CONCEPT_ID_FLOOR = 2_000_000_000
LOCAL_VOCABULARY_ID = "EpiKG"
#: Relationships the file may state; each is loaded together with its OMOP reverse.
REVERSE_RELATIONSHIP = {"Is a": "Subsumes", "Maps to": "Mapped from"}
PROVENANCES = ("confirmed", "knowledge", "local")

_TOP_KEYS = {"version", "description", "concepts", "relationships"}
_CONCEPT_REQUIRED = (
    "concept_id", "concept_name", "domain_id", "vocabulary_id", "concept_class_id", "concept_code",
)
_CONCEPT_OPTIONAL = (
    "standard_concept", "synonyms", "provenance", "valid_start_date", "valid_end_date", "invalid_reason",
)
_RELATIONSHIP_KEYS = ("concept_id_1", "relationship_id", "concept_id_2")
# Column widths of OMOP CDM v5.4 (and of retrieval.models.vocabulary).
_MAX_LENGTH = {"concept_name": 255, "domain_id": 20, "vocabulary_id": 20, "concept_class_id": 20, "concept_code": 50}
_MAX_SYNONYM_LENGTH = 1000


class VocabularyFormatError(CorpusFormatError):
    """A problem in a vocabulary file, located by file name, line and entry (same shape as the
    corpus importers' errors, so commands and views report both the same way)."""


@dataclass(frozen=True)
class SubsetConcept:
    concept_id: int
    concept_name: str
    domain_id: str
    vocabulary_id: str
    concept_class_id: str
    standard_concept: str
    concept_code: str
    valid_start_date: dt.date
    valid_end_date: dt.date
    invalid_reason: str
    synonyms: tuple[str, ...]
    provenance: str

    @property
    def is_standard(self) -> bool:
        return self.standard_concept == "S"


@dataclass(frozen=True)
class SubsetRelationship:
    concept_id_1: int
    relationship_id: str
    concept_id_2: int


@dataclass(frozen=True)
class SubsetAncestor:
    ancestor_concept_id: int
    descendant_concept_id: int
    min_levels_of_separation: int
    max_levels_of_separation: int


@dataclass
class VocabularySubset:
    version: int
    concepts: dict[int, SubsetConcept]
    relationships: list[SubsetRelationship] = field(default_factory=list)

    def all_relationships(self) -> list[SubsetRelationship]:
        """The stated relationships plus their OMOP reverses ('Subsumes', 'Mapped from')."""
        reverses = [
            SubsetRelationship(r.concept_id_2, REVERSE_RELATIONSHIP[r.relationship_id], r.concept_id_1)
            for r in self.relationships
        ]
        return [*self.relationships, *reverses]

    def ancestors(self) -> list[SubsetAncestor]:
        """The transitive closure of 'Is a' over standard concepts, with OMOP's self rows (level 0)."""
        parents: dict[int, list[int]] = {}
        for r in self.relationships:
            if r.relationship_id == "Is a":
                parents.setdefault(r.concept_id_1, []).append(r.concept_id_2)
        rows = []
        for concept in self.concepts.values():
            if not concept.is_standard:
                continue
            levels: dict[int, tuple[int, int]] = {concept.concept_id: (0, 0)}
            frontier = [(concept.concept_id, 0)]
            while frontier:  # the hierarchy was checked acyclic, so this terminates
                node, depth = frontier.pop()
                for parent in parents.get(node, ()):
                    low, high = levels.get(parent, (depth + 1, depth + 1))
                    levels[parent] = (min(low, depth + 1), max(high, depth + 1))
                    frontier.append((parent, depth + 1))
            rows.extend(
                SubsetAncestor(ancestor, concept.concept_id, low, high) for ancestor, (low, high) in levels.items()
            )
        return rows


def data_path(name: str = SUBSET_FILE) -> Path:
    """Where a shipped vocabulary data file lives (package data, found without ``__file__`` arithmetic)."""
    return Path(str(resources.files("retrieval.vocabulary").joinpath("data", name)))


def load_subset(path: Path | str | None = None) -> VocabularySubset:
    """Read and validate the subset file; raise :class:`VocabularyFormatError` naming the entry."""
    path = Path(path) if path is not None else data_path()
    label = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise VocabularyFormatError(label, None, f"file not found: {path}") from None
    except UnicodeDecodeError as exc:
        raise VocabularyFormatError(label, None, f"not UTF-8 text ({exc.reason})") from None
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as exc:
        raise VocabularyFormatError(label, exc.lineno, f"invalid JSON: {exc.msg}") from None
    return _Validator(label, text).subset(raw)


class _Validator:
    def __init__(self, label: str, text: str):
        self.label = label
        self.lines = text.splitlines()

    def error(
        self, message: str, *, entry: str | None = None, needle: str | None = None, occurrence: int = 1
    ) -> VocabularyFormatError:
        line = self._line_of(needle, occurrence) if needle else None
        return VocabularyFormatError(self.label, line, f"{entry}: {message}" if entry else message)

    def _line_of(self, needle: str, occurrence: int = 1) -> int | None:
        """The line of the n-th line containing ``needle`` (the file keeps one entry per line)."""
        seen = 0
        for number, line in enumerate(self.lines, start=1):
            if needle in line:
                seen += 1
                if seen == occurrence:
                    return number
        return None

    def subset(self, raw: Any) -> VocabularySubset:
        if not isinstance(raw, dict):
            raise self.error("expected a JSON object with 'version', 'concepts' and 'relationships'")
        unknown = sorted(set(raw) - _TOP_KEYS)
        if unknown:
            raise self.error(f"unknown key(s) {', '.join(map(repr, unknown))}; expected {sorted(_TOP_KEYS)}")
        if raw.get("version") != 1:
            raise self.error(f"unsupported version {raw.get('version')!r}; this loader reads version 1")
        if not isinstance(raw.get("concepts"), list):
            raise self.error("'concepts' must be a list")
        if not isinstance(raw.get("relationships", []), list):
            raise self.error("'relationships' must be a list")
        concepts: dict[int, SubsetConcept] = {}
        first_index: dict[int, int] = {}
        for index, item in enumerate(raw["concepts"]):
            concept = self.concept(index, item)
            cid = concept.concept_id
            if cid in concepts:
                needle = f'"concept_id": {cid},'
                raise self.error(
                    f"duplicate concept_id (first at concepts[{first_index[cid]}], line {self._line_of(needle)})",
                    entry=f"concepts[{index}] (concept_id {cid})",
                    needle=needle,
                    occurrence=2,
                )
            concepts[cid] = concept
            first_index[cid] = index
        relationships = self.relationships(raw.get("relationships", []), concepts)
        subset = VocabularySubset(version=1, concepts=concepts, relationships=relationships)
        self.check_acyclic(subset)
        return subset

    def concept(self, index: int, item: Any) -> SubsetConcept:
        entry = f"concepts[{index}]"
        if not isinstance(item, dict):
            raise self.error("expected an object", entry=entry)
        cid = item.get("concept_id")
        needle = f'"concept_id": {cid},' if _is_int(cid) else None
        if _is_int(cid):
            entry = f"concepts[{index}] (concept_id {cid})"
        unknown = sorted(set(item) - set(_CONCEPT_REQUIRED) - set(_CONCEPT_OPTIONAL))
        if unknown:
            raise self.error(f"unknown key(s) {', '.join(map(repr, unknown))}", entry=entry, needle=needle)
        missing = [key for key in _CONCEPT_REQUIRED if key not in item]
        if missing:
            raise self.error(f"missing {', '.join(missing)}", entry=entry, needle=needle)
        if not _is_int(cid) or cid <= 0:
            raise self.error(f"concept_id must be a positive integer, not {cid!r}", entry=entry, needle=needle)
        values = {}
        for key, width in _MAX_LENGTH.items():
            value = item[key]
            if not isinstance(value, str) or not value.strip():
                raise self.error(f"{key} must be a non-empty string", entry=entry, needle=needle)
            if len(value) > width:
                raise self.error(f"{key} is longer than {width} characters", entry=entry, needle=needle)
            values[key] = value
        standard = item.get("standard_concept", "S")
        if standard not in ("S", "C", ""):
            raise self.error(
                f"standard_concept must be 'S', 'C' or '', not {standard!r}", entry=entry, needle=needle
            )
        provenance = item.get("provenance", "knowledge")
        if provenance not in PROVENANCES:
            raise self.error(f"provenance must be one of {', '.join(PROVENANCES)}", entry=entry, needle=needle)
        is_local = cid > LOCAL_CONCEPT_ID_FLOOR
        if is_local != (values["vocabulary_id"] == LOCAL_VOCABULARY_ID) or is_local != (provenance == "local"):
            raise self.error(
                f"local concepts (provenance 'local') use vocabulary_id {LOCAL_VOCABULARY_ID!r} and ids above "
                f"{LOCAL_CONCEPT_ID_FLOOR:,}; other concepts use neither",
                entry=entry,
                needle=needle,
            )
        synonyms = item.get("synonyms", [])
        if not isinstance(synonyms, list) or not all(isinstance(s, str) and s.strip() for s in synonyms):
            raise self.error("synonyms must be a list of non-empty strings", entry=entry, needle=needle)
        if len(set(synonyms)) != len(synonyms):
            raise self.error("synonyms repeat a term", entry=entry, needle=needle)
        if any(len(s) > _MAX_SYNONYM_LENGTH for s in synonyms):
            raise self.error(
                f"a synonym is longer than {_MAX_SYNONYM_LENGTH} characters", entry=entry, needle=needle
            )
        invalid_reason = item.get("invalid_reason", "")
        if invalid_reason not in ("", "D", "U", "R"):
            raise self.error("invalid_reason must be '', 'D', 'U' or 'R'", entry=entry, needle=needle)
        return SubsetConcept(
            concept_id=cid,
            standard_concept=standard,
            valid_start_date=self.date(item, "valid_start_date", VALID_START_DEFAULT, entry, needle),
            valid_end_date=self.date(item, "valid_end_date", VALID_END_OPEN, entry, needle),
            invalid_reason=invalid_reason,
            synonyms=tuple(synonyms),
            provenance=provenance,
            **values,
        )

    def date(self, item: dict, key: str, default: dt.date, entry: str, needle: str | None) -> dt.date:
        if key not in item:
            return default
        try:
            return dt.date.fromisoformat(item[key])
        except (TypeError, ValueError):
            raise self.error(
                f"{key} must be a date YYYY-MM-DD, not {item[key]!r}", entry=entry, needle=needle
            ) from None

    def relationships(self, items: Iterable[Any], concepts: dict[int, SubsetConcept]) -> list[SubsetRelationship]:
        seen: set[tuple[int, str, int]] = set()
        result = []
        for index, item in enumerate(items):
            entry = f"relationships[{index}]"
            if not isinstance(item, dict):
                raise self.error("expected an object", entry=entry)
            needle = json.dumps(item)
            unknown = sorted(set(item) - set(_RELATIONSHIP_KEYS))
            missing = [key for key in _RELATIONSHIP_KEYS if key not in item]
            if unknown or missing:
                if unknown:
                    raise self.error(f"unknown key(s) {', '.join(map(repr, unknown))}", entry=entry, needle=needle)
                raise self.error(f"missing {', '.join(missing)}", entry=entry, needle=needle)
            a, rel, b = item["concept_id_1"], item["relationship_id"], item["concept_id_2"]
            entry = f"relationships[{index}] ({a} {rel!r} {b})"
            if rel not in REVERSE_RELATIONSHIP:
                raise self.error(
                    f"relationship_id must be one of {', '.join(map(repr, REVERSE_RELATIONSHIP))} "
                    "(reverses are added by the loader)",
                    entry=entry,
                    needle=needle,
                )
            for cid in (a, b):
                if not _is_int(cid) or cid not in concepts:
                    raise self.error(f"concept_id {cid!r} is not a concept of this file", entry=entry, needle=needle)
            if a == b:
                raise self.error("a concept cannot be related to itself", entry=entry, needle=needle)
            if (a, rel, b) in seen:
                raise self.error("duplicate relationship", entry=entry, needle=needle)
            seen.add((a, rel, b))
            source, target = concepts[a], concepts[b]
            if rel == "Maps to" and (source.is_standard or not target.is_standard):
                raise self.error(
                    "'Maps to' goes from a non-standard concept to a standard one", entry=entry, needle=needle
                )
            if rel == "Is a" and not (source.is_standard and target.is_standard):
                raise self.error("'Is a' relates standard concepts", entry=entry, needle=needle)
            result.append(SubsetRelationship(a, rel, b))
        return result

    def check_acyclic(self, subset: VocabularySubset) -> None:
        parents: dict[int, list[int]] = {}
        for r in subset.relationships:
            if r.relationship_id == "Is a":
                parents.setdefault(r.concept_id_1, []).append(r.concept_id_2)
        state: dict[int, int] = {}  # 1 = on the current path, 2 = done

        def visit(node: int, path: list[int]) -> None:
            state[node] = 1
            for parent in parents.get(node, ()):
                if state.get(parent) == 1:
                    cycle = " 'Is a' ".join(str(c) for c in [*path[path.index(parent):], parent])
                    raise self.error(f"'Is a' relationships form a cycle: {cycle}", entry="relationships")
                if state.get(parent) is None:
                    visit(parent, [*path, parent])
            state[node] = 2

        for node in list(parents):
            if node not in state:
                visit(node, [node])


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
