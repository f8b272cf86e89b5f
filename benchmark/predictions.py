"""``manage.py import_predictions``: another system's answers as a named prediction set.

A prediction file is JSON Lines (or a JSON list, or CSV with a header) with ``qid`` and
``predicted_answer``; other fields are ignored. A set is immutable once imported: re-importing
the same answers is a no-op, a different answer for a question already in the set is an error,
and answers for questions not yet in the set are added.
"""

from __future__ import annotations

from pathlib import Path

from django.conf import settings
from django.db import transaction
from django.utils.text import slugify

from benchmark.importers import dataset_named
from benchmark.models import Prediction, PredictionSet, Question
from benchmark.records import Field, open_records, parse_field
from retrieval.corpus.records import CorpusFormatError

_QID = Field("qid", "str", True, 64)
_ANSWER = Field("predicted_answer", "str", False)


def predictions_import(*, path: Path | str, dataset_name: str, name: str, user=None) -> dict[str, int]:
    """Import predictions into the set ``name`` of ``dataset_name`` (created if new), all or nothing."""
    if not name or slugify(name) != name or len(name) > 64:
        raise CorpusFormatError(
            "--name", None, f"{name!r} is not a valid prediction set name (letters, digits, - and _)"
        )
    path = Path(path)
    created, unchanged = [], 0
    with transaction.atomic():
        dataset = dataset_named(dataset_name)
        reader = open_records(path, csv_columns=("qid", "predicted_answer"))
        prediction_set, _ = PredictionSet.objects.get_or_create(
            dataset=dataset, name=name, defaults={"source": str(path), "created_by": user}
        )
        questions = dict(Question.objects.filter(dataset=dataset).values_list("qid", "pk"))
        stored = dict(
            Prediction.objects.filter(prediction_set=prediction_set).values_list("question__qid", "answer")
        )
        seen: dict[str, tuple[int, str]] = {}
        for line, raw in reader:
            qid_raw = raw.get("qid")
            if isinstance(qid_raw, int) and not isinstance(qid_raw, bool):
                qid_raw = str(qid_raw)
            qid = parse_field(_QID, qid_raw, file=reader.label, line=line)
            if raw.get("predicted_answer") is None:
                raise CorpusFormatError(
                    reader.label, line, "field 'predicted_answer' is required but missing or null (it may be empty)"
                )
            answer = parse_field(_ANSWER, raw["predicted_answer"], file=reader.label, line=line)
            if qid not in questions:
                raise CorpusFormatError(
                    reader.label, line, f"qid {qid!r} is not a question of dataset {dataset.name!r}"
                )
            if qid in seen:
                first_line, first_answer = seen[qid]
                if first_answer != answer:
                    raise CorpusFormatError(
                        reader.label, line,
                        f"qid {qid!r} appears more than once with different predicted answers "
                        f"(first at {reader.label} line {first_line})",
                    )
                unchanged += 1
                continue
            seen[qid] = (line, answer)
            if qid in stored:
                if stored[qid] != answer:
                    raise CorpusFormatError(
                        reader.label, line,
                        f"qid {qid!r} already has a different predicted answer in prediction set {name!r}; "
                        "prediction sets are immutable once imported (import under a new --name)",
                    )
                unchanged += 1
                continue
            created.append(Prediction(prediction_set=prediction_set, question_id=questions[qid], answer=answer))
        if not seen:
            raise CorpusFormatError(
                reader.label, None, "no predictions found; expected rows with qid and predicted_answer"
            )
        Prediction.objects.bulk_create(created, batch_size=settings.EPIKG_IMPORT_BATCH_SIZE)
    return {"created": len(created), "updated": 0, "unchanged": unchanged}
