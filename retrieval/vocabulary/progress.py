"""A terminal progress bar for vocabulary loads: one bar per file, in rows, with rate and ETA."""

from __future__ import annotations

from retrieval.corpus.progress import FileProgressBar
from retrieval.vocabulary.services import AthenaProgress


class RowProgress(FileProgressBar):
    """Callable passed as ``progress=`` to ``vocabulary_load_athena``."""

    unit = " rows"
    unit_divisor = 1000

    def __call__(self, event: AthenaProgress) -> None:
        self.show(event.file, event.rows_done, event.rows_total)
