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


def _inside(path: Path, folders: Sequence[Path]) -> bool:
    return any(path == folder or folder in path.parents for folder in folders)


def resolve_under_roots(path: str | Path, roots: Sequence[str | Path]) -> Path:
    """``path`` with every symbolic link resolved, when the result exists and lies under one of
    ``roots``; otherwise :class:`CorpusFormatError` naming ``path``.

    The error says nothing of what lies outside the roots: a path outside them (as written, or
    where its links lead) is "outside the import roots" whether or not it exists — only paths
    inside the roots are looked at on disk — and the target of a link that leads out is not named.
    """
    given = Path(path).expanduser()
    real_roots = [Path(root).expanduser().resolve() for root in roots]
    written = Path(os.path.abspath(given))  # ".." folded, no link followed, nothing read
    if not _inside(written, [Path(os.path.abspath(Path(root).expanduser())) for root in roots] + real_roots):
        raise CorpusFormatError(str(path), None, f"outside the import roots ({_roots_text(roots)})")
    try:
        resolved = given.resolve()
    except (OSError, RuntimeError, ValueError) as exc:  # a symlink loop, a NUL, no permission
        raise CorpusFormatError(str(path), None, f"cannot be resolved ({exc})") from None
    if not _inside(resolved, real_roots):
        raise CorpusFormatError(
            str(path), None, f"leads through a symbolic link outside the import roots ({_roots_text(roots)})")
    if not resolved.exists():
        raise CorpusFormatError(str(path), None, "not found (no such file or folder)")
    return resolved
