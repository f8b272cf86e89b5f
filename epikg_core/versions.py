"""Versions derived from the files they stand for.

A component that shapes an answer (a condition's code, routing rules, prompt templates, a reader,
task definitions, assertion rules, the vocabulary, the graph build) names its source modules and
data files; its version is a digest of their bytes. Editing any of them gives a new version, so
nothing is typed by hand and nothing can be forgotten.
"""

from __future__ import annotations

import hashlib
import importlib.util
from functools import lru_cache
from pathlib import Path

DIGEST_CHARS = 12


def module_path(name: str) -> Path:
    """The source file of module ``name`` (a package's ``__init__.py``), found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or spec.origin is None:
        raise LookupError(f"no source file for module {name!r}")
    return Path(spec.origin)


@lru_cache(maxsize=256)
def _file_digest(path: str, mtime_ns: int, size: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


def file_digest(path: Path | str) -> str:
    """The SHA-256 of a file's bytes (cached per path, modification time and size)."""
    path = Path(path)
    stat = path.stat()
    return _file_digest(str(path.resolve()), stat.st_mtime_ns, stat.st_size)


def files_digest(*, modules: tuple[str, ...] | list[str] = (), files: tuple = (), extra: str = "") -> str:
    """A short digest over the named modules' sources, the data files and ``extra`` (anything
    else the version stands for, e.g. a digest of database content). Order-independent."""
    digest = hashlib.sha256()
    entries = [(f"module:{name}", file_digest(module_path(name))) for name in modules]
    entries += [(f"file:{Path(path).name}", file_digest(path)) for path in files]
    for key, value in sorted(entries):
        digest.update(f"{key}\0{value}\n".encode())
    digest.update(extra.encode())
    return digest.hexdigest()[:DIGEST_CHARS]
