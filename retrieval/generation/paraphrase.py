"""Words a question and a note use for one thing where neither the lemma table nor the vocabulary
joins them ("if her EF doesn't recover" / "if LVEF remains 35% or less"; "if the markers didn't
come down" / "if ESR and CRP are not falling"), from ``data/paraphrases.json``: each text gets the
keys of the groups it names, and two texts that share a key speak of one thing."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

PATH = Path(__file__).resolve().parent / "data" / "paraphrases.json"


@lru_cache(maxsize=1)
def _groups() -> tuple[str, tuple[tuple[str, re.Pattern], ...]]:
    data = json.loads(PATH.read_text(encoding="utf-8"))
    groups = []
    for index, phrases in enumerate(data["groups"]):
        alternatives = sorted({re.escape(p.lower()) for p in phrases}, key=len, reverse=True)
        groups.append((f"~{index}", re.compile(r"(?<![a-z0-9])(?:" + "|".join(alternatives) + r")(?![a-z0-9])")))
    return data["version"], tuple(groups)


def version() -> str:
    return _groups()[0]


def paraphrase_keys(text: str) -> set[str]:
    """The keys of the groups whose phrases the text writes (never a word: "~3", not "rise")."""
    lowered = text.lower()
    return {key for key, pattern in _groups()[1] if pattern.search(lowered)}
