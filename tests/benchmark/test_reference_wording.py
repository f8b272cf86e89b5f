"""Issue 29 point 3: the synthetic references and the offline reader share no phrasing templates.

The reader's templates are read from its source (every string literal and f-string of the
``extractive`` reader's modules), so a wording added to either side later is checked too: no v3
reference answer of the generated cohort may be a rendering of a reader template, or contain four
consecutive words of the reader's fixed text. And the references are varied: several wordings per
kind of answer, each used, picked by a stream of the question's own.
"""

from __future__ import annotations

import ast
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from benchmark.synthetic.generate import generate_cohort
from benchmark.synthetic.questions import ANSWERS

ROOT = Path(__file__).resolve().parents[2]
READER_MODULES = ("extractive.py", "text_reader.py", "ordering.py")
#: consecutive words of the reader's fixed text no reference may contain
SHARED_WORDS = 4
#: a reader template is compared whole only when its fixed text has this many words (f"{a} {b}" says nothing)
MIN_TEMPLATE_WORDS = 3


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9']+", text.lower())


def _reader_templates() -> list[list[str | None]]:
    """Each string literal of the reader's modules as parts: fixed text, and None for a placeholder."""
    templates = []
    for name in READER_MODULES:
        tree = ast.parse((ROOT / "retrieval" / "generation" / name).read_text(encoding="utf-8"))
        inside_fstring = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr):
                templates.append([v.value if isinstance(v, ast.Constant) else None for v in node.values])
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in inside_fstring:
                templates.append([node.value])
    return templates


def _fixed_ngrams(templates) -> set[tuple[str, ...]]:
    grams = set()
    for parts in templates:
        for part in parts:
            words = _words(part or "")
            grams.update(tuple(words[i:i + SHARED_WORDS]) for i in range(len(words) - SHARED_WORDS + 1))
    return grams


def _as_regex(parts) -> re.Pattern | None:
    fixed = sum(len(_words(p)) for p in parts if p)
    if fixed < MIN_TEMPLATE_WORDS:
        return None
    return re.compile("".join(".+?" if p is None else re.escape(p) for p in parts), re.IGNORECASE | re.DOTALL)


def _v3(folder: Path) -> list[dict]:
    rows = [json.loads(line) for line in (folder / "references.jsonl").read_text(encoding="utf-8").splitlines()]
    return [r for r in rows if r["version"] == "v3"]


@pytest.fixture(scope="module")
def references(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cohort")
    generate_cohort(out=folder, patients=43, seed=42, questions=400)
    return _v3(folder)


@pytest.fixture(scope="module")
def slicebench_references(tmp_path_factory):
    folder = tmp_path_factory.mktemp("slicebench")
    generate_cohort(out=folder, profile="slicebench", seed=42)
    return _v3(folder)


def test_the_reader_templates_are_found():
    templates = _reader_templates()
    grams = _fixed_ngrams(templates)
    # the reader's own answer phrases are among what is read (not an empty check)
    assert ("is", "a", "current", "active") in grams and ("counting", "both", "days") in {g[:3] for g in grams}
    assert sum(_as_regex(t) is not None for t in templates) > 50


@pytest.mark.parametrize("cohort", ["references", "slicebench_references"])
def test_no_reference_answer_is_a_rendering_of_a_reader_template(cohort, request):
    patterns = [p for p in map(_as_regex, _reader_templates()) if p is not None]
    rendered = [(r["qid"], r["answer"], p.pattern) for r in request.getfixturevalue(cohort) for p in patterns
                if p.fullmatch(r["answer"])]
    assert rendered == []


@pytest.mark.parametrize("cohort", ["references", "slicebench_references"])
def test_no_reference_answer_shares_four_words_of_the_readers_fixed_text(cohort, request):
    grams = _fixed_ngrams(_reader_templates())
    shared = defaultdict(list)
    for r in request.getfixturevalue(cohort):
        words = _words(r["answer"])
        for i in range(len(words) - SHARED_WORDS + 1):
            if tuple(words[i:i + SHARED_WORDS]) in grams:
                shared[" ".join(words[i:i + SHARED_WORDS])].append(r["qid"])
    assert dict(shared) == {}


def test_no_answer_wording_shares_the_readers_fixed_text():
    grams = _fixed_ngrams(_reader_templates())
    for kind, wordings in ANSWERS.items():
        assert len(wordings) >= 3, kind
        for wording in wordings:
            fixed = [_words(part) for part in re.split(r"\{\w+\}", wording)]
            for words in fixed:
                for i in range(len(words) - SHARED_WORDS + 1):
                    assert tuple(words[i:i + SHARED_WORDS]) not in grams, (kind, wording)


def test_the_references_are_varied(references):
    # several wordings of each kind are used, and no one wording carries most of the answers
    shapes = Counter(re.sub(r"\d{4}-\d\d-\d\d", "D", r["answer"])[:18] for r in references)
    assert len(shapes) > 40
    assert shapes.most_common(1)[0][1] < len(references) / 8
