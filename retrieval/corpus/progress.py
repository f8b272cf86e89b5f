"""A terminal progress bar for imports: bytes of each file read, with rate, ETA and row count."""

from __future__ import annotations

import sys

from tqdm import tqdm

from retrieval.corpus.services import Progress


class TerminalProgress:
    """Callable passed as ``progress=`` to the import services; one bar per file."""

    def __init__(self, *, stream=None, disable: bool = False):
        self.stream = stream or sys.stderr
        self.disable = disable
        self._bar: tqdm | None = None
        self._file: str | None = None

    def __call__(self, event: Progress) -> None:
        if self.disable:
            return
        if event.file != self._file:
            self.close()
            self._file = event.file
            self._bar = tqdm(
                total=event.bytes_total, unit="B", unit_scale=True, unit_divisor=1024,
                desc=event.file, file=self.stream, dynamic_ncols=True, mininterval=0.5,
            )
        bar = self._bar
        bar.update(max(0, event.bytes_done - bar.n))
        bar.set_postfix(rows=event.rows, refresh=False)
        if event.bytes_done >= event.bytes_total:
            self.close()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
            self._file = None
