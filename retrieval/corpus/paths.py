"""Which files an import queued from the browser may read: those under the import folders.

The folders are ``EPIKG_IMPORT_ROOTS``. Every path is resolved — symbolic links followed to the
real file — and the real path must lie under one of the (equally resolved) roots. So a symlink
that stays inside the import folders is fine (a corpus folder may link another one's files),
and one that leads outside is refused, whether it is the folder, a file in it or a folder on the
way. The import services check each file again just before they open it, so a folder that
changed between the submit and the worker's run is caught too. Imports from the command line
(``import_corpus``, ``import_mimic_notes``) pass no roots: whoever has a shell reads any file.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from retrieval.corpus.records import CorpusFormatError


def _roots_text(roots: Sequence[str | Path]) -> str:
    return ", ".join(map(str, roots)) or "none configured"


def resolve_under_roots(path: str | Path, roots: Sequence[str | Path]) -> Path:
    """``path`` with every symbolic link resolved, when the result exists and lies under one of
    ``roots``; otherwise :class:`CorpusFormatError` naming ``path``."""
    given = Path(path).expanduser()
    try:
        resolved = given.resolve(strict=True)
    except FileNotFoundError:
        raise CorpusFormatError(str(path), None, "not found (no such file or folder)") from None
    except (OSError, RuntimeError, ValueError) as exc:  # a symlink loop, a NUL, no permission
        raise CorpusFormatError(str(path), None, f"cannot be resolved ({exc})") from None
    for root in roots:
        real_root = Path(root).expanduser().resolve()
        if resolved == real_root or real_root in resolved.parents:
            return resolved
    if resolved != Path(os.path.abspath(given)):
        raise CorpusFormatError(
            str(path), None,
            f"leads through a symbolic link to {resolved}, which is not under an import folder "
            f"({_roots_text(roots)})",
        )
    raise CorpusFormatError(str(path), None, f"not under an import folder ({_roots_text(roots)})")
