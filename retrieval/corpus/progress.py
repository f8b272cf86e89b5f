"""Terminal progress bars for streaming loads: one bar per file, with rate, ETA and a count."""

from __future__ import annotations

import sys

from tqdm import tqdm

from retrieval.corpus.services import Progress


class FileProgressBar:
    """One tqdm bar per file; subclasses turn their service's progress event into ``show()``."""

    unit = "B"
    unit_divisor = 1024

    def __init__(self, *, stream=None, disable: bool = False):
        self.stream = stream or sys.stderr
        self.disable = disable
        self._bar: tqdm | None = None
        self._file: str | None = None

    def show(self, file: str, done: int, total: int, **postfix) -> None:
        if self.disable:
            return
        if file != self._file:
            self.close()
            self._file = file
            self._bar = tqdm(total=total, unit=self.unit, unit_scale=True, unit_divisor=self.unit_divisor,
                             desc=file, file=self.stream, dynamic_ncols=True, mininterval=0.5)
        self._bar.update(max(0, done - self._bar.n))
        if postfix:
            self._bar.set_postfix(refresh=False, **postfix)
        if done >= total:
            self.close()

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
            self._file = None


class TerminalProgress(FileProgressBar):
    """Callable passed as ``progress=`` to the corpus import services: bytes read, rows so far."""

    def __call__(self, event: Progress) -> None:
        self.show(event.file, event.bytes_done, event.bytes_total, rows=event.rows)
