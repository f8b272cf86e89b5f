"""The pipeline versions a check runs under, and what changed between two checks.

Each version is the digest its owner already computes for runs (docs/architecture.md, "Versions
that pin a run"): the assertion rules, the vocabulary, the graph build, and per monitored
condition every version its run records (condition code, tokenizer, routing, embedder, prompts,
the reader or the model client and profiles, the notes and graph builds it read). The reader or
model profile the monitor names, the evaluator and the reference version are recorded beside
them, since each moves accuracy as surely as a code change.
"""

from __future__ import annotations

#: Words for the versions, in the order markers list them; a key "C4g/reader" reads "reader (C4g)".
LABELS = {
    "assertion_rules": "assertion rules",
    "vocabulary": "vocabulary",
    "kg_build": "graph build",
    "model": "reader / model",
    "evaluator": "evaluator",
    "reference": "reference version",
    "reader": "reader",
    "generation": "model client and profiles",
    "prompts": "prompts",
    "task_definitions": "task definitions",
    "condition": "condition code",
    "routing": "routing rules",
    "embedder": "embedder",
    "tokenizer": "tokenizer",
    "notes": "notes",
    "graphs": "graphs built",
}
#: Short words for the timeline's marker labels.
SHORT = {"assertion_rules": "rules", "vocabulary": "vocab", "kg_build": "graph", "model": "model",
         "evaluator": "evaluator", "reference": "reference", "reader": "reader", "generation": "model client",
         "prompts": "prompts", "condition": "code", "routing": "routing", "embedder": "embedder",
         "tokenizer": "tokenizer", "notes": "notes", "graphs": "graphs", "task_definitions": "tasks"}


def pipeline_versions(*, model: str) -> dict[str, str]:
    """The versions of the shared pipeline now: assertion rules, vocabulary, graph build, and the
    reader or model profile. (Looked up through their modules, so a test can change one.)"""
    from retrieval.graph import build
    from retrieval.nlp import pipeline
    from retrieval.vocabulary import matcher

    return {"assertion_rules": pipeline.assertion_version(), "vocabulary": matcher.vocabulary_version(),
            "kg_build": build.build_version(), "model": model}


def run_versions(runs) -> dict[str, str]:
    """Every version the runs recorded, as ``<condition>/<name>``."""
    return {f"{run.condition}/{name}": str(value) for run in runs for name, value in (run.versions or {}).items()}


def version_changes(before: dict, after: dict, *, compare_runs: bool = True) -> dict[str, list]:
    """name → [before, after] for every version that differs. Without ``compare_runs`` (one of
    the two checks stopped before its runs were launched) only the shared pipeline's versions
    are compared: the per-condition ones were never recorded on that side."""
    changes = {}
    for name in sorted(set(before) | set(after)):
        if "/" in name and not compare_runs:
            continue
        if before.get(name) != after.get(name):
            changes[name] = [before.get(name), after.get(name)]
    return changes


def _split(name: str) -> tuple[str, str]:
    condition, _, key = name.rpartition("/")
    return condition, key


def _order(name: str) -> tuple:
    condition, key = _split(name)
    return (list(LABELS).index(key) if key in LABELS else len(LABELS), condition, key)


def describe_changes(changes: dict) -> str:
    """The changes in words: "assertion rules 1a2b3c → 4d5e6f; reader (C6) …"."""
    parts = []
    for name in sorted(changes, key=_order):
        condition, key = _split(name)
        label = LABELS.get(key, key) + (f" ({condition})" if condition else "")
        old, new = (v if v is not None else "—" for v in changes[name])
        parts.append(f"{label} {old} → {new}")
    return "; ".join(parts)


def short_label(changes: dict) -> str:
    """One or two words per changed component, for a marker on the timeline ("rules, reader")."""
    words = list(dict.fromkeys(SHORT.get(_split(name)[1], _split(name)[1]) for name in sorted(changes, key=_order)))
    return ", ".join(words[:3]) + ("…" if len(words) > 3 else "")
