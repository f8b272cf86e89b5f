"""A terminal progress bar for vocabulary loads: one bar per file, in rows, with rate and ETA."""

from __future__ import annotations

import sys

from tqdm import tqdm

from retrieval.vocabulary.services import AthenaProgress


class RowProgress:
    """Callable passed as ``progress=`` to ``vocabulary_load_athena``."""

    def __init__(self, *, stream=None, disable: bool = False):
        self.stream = stream or sys.stderr
        self.disable = disable
        self._bar: tqdm | None = None
        self._file: str | None = None

    def __call__(self, event: AthenaProgress) -> None:
        if self.disable:
            return
        if event.file != self._file:
            self.close()
            self._file = event.file
            self._bar = tqdm(total=event.rows_total, unit=" rows", unit_scale=True, desc=event.file,
                             file=self.stream, dynamic_ncols=True, mininterval=0.5)
        self._bar.update(max(0, event.rows_done - self._bar.n))
        if event.rows_done >= event.rows_total:
            self.close()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
            self._file = None
