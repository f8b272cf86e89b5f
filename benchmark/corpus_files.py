"""The benchmark's files in a corpus folder, handed to ``import_corpus``/``export_corpus``.

``retrieval`` must not import this app (the code that answers questions never sees reference
answers), so the benchmark registers its handlers in ``retrieval.corpus.extensions`` from
``BenchmarkConfig.ready()``. ``import_corpus`` calls them inside its transaction, after the notes.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from benchmark.exporters import questions_export, references_export, task_gold_export
from benchmark.importers import questions_import, references_import, task_gold_import
from benchmark.models import Question, ReferenceAnswer, TaskGold
from retrieval.corpus.extensions import CorpusFileHandler, register_corpus_file
from retrieval.models import Dataset


def _only_when_present(export: Callable[..., int], exists: Callable[[Dataset], bool]) -> Callable[..., int | None]:
    """A dataset without benchmark rows exports as before: no empty benchmark files."""

    def export_file(*, path: Path, dataset: Dataset, omit_text: bool = False) -> int | None:
        if not exists(dataset):
            return None
        return export(path=path, dataset=dataset, omit_text=omit_text)

    return export_file


HANDLERS = (
    CorpusFileHandler(
        "questions.jsonl", questions_import,
        _only_when_present(questions_export, lambda d: Question.objects.filter(dataset=d).exists()),
    ),
    CorpusFileHandler(
        "references.jsonl", references_import,
        _only_when_present(references_export, lambda d: ReferenceAnswer.objects.filter(question__dataset=d).exists()),
    ),
    CorpusFileHandler(
        "task_gold.jsonl", task_gold_import,
        _only_when_present(task_gold_export, lambda d: TaskGold.objects.filter(item__dataset=d).exists()),
    ),
)


def register() -> None:
    for handler in HANDLERS:
        register_corpus_file(handler)
