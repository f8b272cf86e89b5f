"""The one way into answering: a question context, a condition and a model in; the answer, its
structured evidence, the prompt and the timings out.

A run (``benchmark.runs``) calls ``answer()`` for each question and nothing deeper; it asks
``answering_versions()`` for the versions that enter its configuration hash, ``check_settings()``
and ``check_model()`` before it starts, and reads the condition catalogue from here. Nothing
under this entry point sees a reference answer, task gold or cohort truth: the context carries
only what a clinician asking would know (an import-linter contract keeps ``retrieval`` from
importing ``benchmark`` or ``adjudication``).
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass

from retrieval.conditions import (
    CLINICALBENCH_CONDITIONS,
    PAPER001_CONDITIONS,
    Condition,
    Family,
    QuestionContext,
    UnknownCondition,
    condition_order,
    get_condition,
    parse_conditions,
)
from retrieval.conditions.base import Evidence, narrower_step
from retrieval.conditions.graph import question_concepts
from retrieval.conditions.intent import question_form
from retrieval.conditions.parse import parse_question
from retrieval.generation import EXTRACTIVE, KG_LOOKUP, Generation, answer_question, answer_task, generation_versions
from retrieval.generation import preflight as _preflight

#: Settings a run may give besides a condition's own (``Condition.defaults``): they go to generation.
GENERATION_SETTINGS = frozenset({"temperature", "max_tokens", "api_base", "timeout", "retries", "extra", "cache",
                                 "mock_response"})
#: Paper 001's extraction tasks.
EXTRACTION_TASKS = ("imaging", "antibiotics", "diagnoses")


class AnsweringError(ValueError):
    """A condition, setting, task or model that cannot answer as asked; the message says why."""


@dataclass
class Answered:
    """One answer with everything needed to inspect it."""

    answer: str
    evidence: Evidence
    prompt: str
    template: str
    generation: Generation
    timings: dict

    def stored_evidence(self) -> dict:
        """The evidence as JSON for storage: whole-note passages keep their offsets, not a second
        copy of the note (recoverable from note id and offsets), and the prompt holds the text."""
        data = self.evidence.to_json()
        if self.evidence.passages_are_notes:
            for passage in data["passages"]:
                if passage.get("score") is None:
                    passage["text"] = None
        data.pop("text", None)
        data.pop("passages_are_notes", None)
        return data


def answering_model(condition_id: str, model: str) -> str:
    """The model a run records: C7 answers by template, whatever model was asked for."""
    return model if get_condition(condition_id).uses_llm else KG_LOOKUP


def check_settings(condition_id: str, settings: dict) -> None:
    """Refuse settings that neither the condition nor generation takes."""
    condition = get_condition(condition_id)
    unknown = set(settings) - set(condition.defaults) - GENERATION_SETTINGS
    if unknown:
        raise AnsweringError(
            f"{condition.id}: unknown setting(s) {', '.join(sorted(unknown))}; this condition takes "
            f"{', '.join(sorted(set(condition.defaults) | GENERATION_SETTINGS))}")


def check_task(condition_id: str, task: str) -> None:
    """Refuse an extraction task the condition cannot run (graph conditions answer about concepts,
    and the discharge summary is past the task's cutoff)."""
    if task not in EXTRACTION_TASKS:
        raise AnsweringError(f"unknown task {task!r} (tasks: {', '.join(EXTRACTION_TASKS)})")
    if not get_condition(condition_id).runs_tasks:
        raise AnsweringError(f"{condition_id} cannot run an extraction task; use one of C1, C2, C2b, C6, "
                             "RecentNotes:<tokens>, RAG:<N>")


def check_model(model: str, settings: dict) -> list[str]:
    """Problems that would stop the model from answering (missing key, unreachable server)."""
    if model in (EXTRACTIVE, KG_LOOKUP) or "mock_response" in settings:
        return []
    return _preflight(model, api_base=settings.get("api_base"))


def answering_versions(*, condition_id: str, model: str, task: str = "") -> dict[str, str]:
    """Every version an answer under this condition and model depends on, each from the
    component that owns it (``Condition.versions()``, ``generation_versions()``)."""
    condition = get_condition(condition_id)
    return {**condition.versions(),
            **generation_versions(model=model, task=task, uses_llm=condition.uses_llm)}


def input_versions(*, condition_id: str, patient_ids) -> dict[str, str]:
    """Digests of the inputs the condition reads for these patients (notes; graph build state).
    Raises ``AnsweringError`` naming the patients whose graph is not built by the current code."""
    from retrieval.graph.state import GraphNotReady

    try:
        return get_condition(condition_id).input_versions(patient_ids)
    except GraphNotReady as exc:
        raise AnsweringError(f"{condition_id}: {exc}") from None


def token_cost(model: str, *, prompt_tokens: int, completion_tokens: int) -> float | None:
    """What ``model`` charges for these tokens by litellm's price list (read from the package,
    never fetched: ``LITELLM_LOCAL_MODEL_COST_MAP``); None when the list does not know the model
    (a local server, a fine-tune)."""
    if model in (EXTRACTIVE, KG_LOOKUP):
        return 0.0
    try:
        import litellm

        prompt, completion = litellm.cost_per_token(model=model, prompt_tokens=prompt_tokens,
                                                    completion_tokens=completion_tokens)
    except Exception:  # litellm raises several types for a model it has no price for
        return None
    return float(prompt + completion)


def answer(ctx: QuestionContext, *, condition_id: str, model: str, settings: dict | None = None) -> Answered:
    """Retrieve the evidence for ``ctx`` under the condition (with the run's condition settings)
    and answer from it with ``model`` (with the run's generation settings). Errors are raised."""
    condition = get_condition(condition_id)
    settings = dict(settings or {})
    overrides = {k: v for k, v in settings.items() if k in condition.defaults}
    options = {k: v for k, v in settings.items() if k in GENERATION_SETTINGS}
    if ctx.task:
        from retrieval.generation.extraction import tasks

        ctx = dataclasses.replace(ctx, question=tasks().queries[ctx.task])
    evidence = condition.retrieve(ctx, **overrides)
    if not ctx.task:  # how the question was read, stored with the answer (the condition has answered from its own reading)
        evidence.question = parse_question(ctx.question, question_concepts(ctx.question),
                                           admissions=evidence.scope_admissions or list(ctx.hadm_ids or ())).as_dict()
    started = time.perf_counter()
    if ctx.task:
        generation, prompt, template = answer_task(ctx.task, evidence, model=model, options=options)
    else:
        generation, prompt, template = answer_question(ctx.question, evidence, model=model, options=options)
    generation_ms = round((time.perf_counter() - started) * 1000, 3)
    return Answered(generation.answer, evidence, prompt, template, generation,
                    {"retrieval_ms": evidence.retrieval_ms, "generation_ms": generation_ms})


__all__ = ["CLINICALBENCH_CONDITIONS", "EXTRACTION_TASKS", "EXTRACTIVE", "GENERATION_SETTINGS", "KG_LOOKUP", "PAPER001_CONDITIONS",
           "Answered", "AnsweringError", "Condition", "Family", "QuestionContext", "UnknownCondition", "answer",
           "answering_model", "answering_versions", "check_model", "check_settings", "check_task", "condition_order",
           "get_condition", "input_versions", "narrower_step", "parse_conditions", "question_concepts", "question_form",
           "token_cost"]
