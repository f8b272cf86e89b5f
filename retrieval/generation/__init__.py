"""Answer generation: a prompt per intent, any model through litellm, the offline extractive
reader, and C7's template lookup. ``answer_question`` is what a run calls for each question."""

from __future__ import annotations

import time

from retrieval.conditions.base import Evidence
from retrieval.generation.extractive import extractive_answer, kg_lookup_answer
from retrieval.generation.llm import EXTRACTIVE, Generation, complete, preflight
from retrieval.generation.prompts import build_messages, prompts, render_prompt
from retrieval.tokens import count_tokens

#: What C7 records as its model: no model answers.
KG_LOOKUP = "kg-lookup"


def answer_question(question: str, evidence: Evidence, *, model: str, options: dict | None = None
                    ) -> tuple[Generation, str, str]:
    """The answer to ``question`` from ``evidence``: (generation, prompt text, template name)."""
    options = dict(options or {})
    messages, template = build_messages(question, evidence)
    prompt = render_prompt(messages)
    if not evidence.uses_llm or model in (EXTRACTIVE, KG_LOOKUP):
        started = time.perf_counter()
        answer = kg_lookup_answer(evidence) if not evidence.uses_llm else extractive_answer(question, evidence)
        return (Generation(answer, prompt_tokens=count_tokens(prompt), completion_tokens=count_tokens(answer),
                           latency_ms=round((time.perf_counter() - started) * 1000, 3), cost_usd=0.0),
                prompt, template)
    generation = complete(
        model, messages, temperature=options.get("temperature", 0.0), max_tokens=options.get("max_tokens", 1024),
        api_base=options.get("api_base"), timeout=options.get("timeout"), retries=options.get("retries"),
        extra=options.get("extra"), use_cache=options.get("cache", True), mock_response=options.get("mock_response"),
    )
    return generation, prompt, template


def answer_task(task: str, evidence: Evidence, *, model: str, options: dict | None = None
                ) -> tuple[Generation, str, str]:
    """Paper 001's extraction task ``task`` answered from ``evidence``: (generation, prompt, template)."""
    from retrieval.generation.tasks import extractive_task_answer, task_messages

    options = dict(options or {})
    messages, template = task_messages(task, evidence)
    prompt = render_prompt(messages)
    if model == EXTRACTIVE:
        started = time.perf_counter()
        answer = extractive_task_answer(task, evidence)
        return (Generation(answer, prompt_tokens=count_tokens(prompt), completion_tokens=count_tokens(answer),
                           latency_ms=round((time.perf_counter() - started) * 1000, 3), cost_usd=0.0),
                prompt, template)
    generation = complete(
        model, messages, temperature=options.get("temperature", 0.0), max_tokens=options.get("max_tokens", 2048),
        api_base=options.get("api_base"), timeout=options.get("timeout"), retries=options.get("retries"),
        extra=options.get("extra"), use_cache=options.get("cache", True), mock_response=options.get("mock_response"),
    )
    return generation, prompt, template


__all__ = ["answer_task", "EXTRACTIVE", "KG_LOOKUP", "Generation", "answer_question", "complete", "preflight", "prompts"]
