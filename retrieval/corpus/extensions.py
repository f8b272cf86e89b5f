"""Optional files of the portable corpus format that other apps own.

``questions.jsonl``, ``references.jsonl`` and ``task_gold.jsonl`` belong to the benchmark app,
which ``retrieval`` must not import (answering code never sees references). The benchmark app
registers a handler here from its ``AppConfig.ready()``; the importer calls it inside the same
transaction, so a bad question file rolls back the notes too. A file with no registered handler
is reported as skipped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class CorpusFileHandler:
    filename: str
    import_file: Callable[..., dict]  # (path=Path, dataset=Dataset) -> counts
    # (path=Path, dataset=Dataset, omit_text=bool) -> rows written, or None when the dataset has
    # nothing for this file (then no file is written).
    export_file: Callable[..., int | None] | None = None


_HANDLERS: dict[str, CorpusFileHandler] = {}
# Imported in this order, after the notes (references need questions).
OPTIONAL_FILES = ("questions.jsonl", "references.jsonl", "task_gold.jsonl")


def register_corpus_file(handler: CorpusFileHandler) -> None:
    if handler.filename not in OPTIONAL_FILES:
        raise ValueError(f"{handler.filename!r} is not an optional corpus file ({', '.join(OPTIONAL_FILES)})")
    _HANDLERS[handler.filename] = handler


def handler_for(filename: str) -> CorpusFileHandler | None:
    return _HANDLERS.get(filename)


def present_optional_files(folder: Path) -> list[str]:
    return [name for name in OPTIONAL_FILES if (folder / name).is_file()]
