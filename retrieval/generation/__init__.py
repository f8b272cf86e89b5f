"""Answer generation: a prompt per intent, any model through litellm, the offline extractive
reader, and C7's template lookup. Runs reach it through ``retrieval.answering``;
``generation_versions`` names the versions of everything here that shapes an answer."""

from __future__ import annotations

import time

from retrieval.conditions.base import Evidence
from retrieval.generation.extractive import extractive_answer, kg_lookup_answer
from retrieval.generation.llm import EXTRACTIVE, Generation, complete, preflight
from retrieval.generation.prompts import build_messages, prompts, render_prompt
from retrieval.tokens import count_tokens

#: What C7 records as its model: no model answers.
KG_LOOKUP = "kg-lookup"


def _generate(messages: list[dict], template: str, *, model: str, options: dict, offline=None,
              max_tokens: int = 1024) -> tuple[Generation, str, str]:
    """Answer the messages: with ``offline()`` (a deterministic reader) when given, else through
    litellm with the run's options."""
    prompt = render_prompt(messages)
    if offline is not None:
        started = time.perf_counter()
        answer = offline()
        return (Generation(answer, prompt_tokens=count_tokens(prompt), completion_tokens=count_tokens(answer),
                           latency_ms=round((time.perf_counter() - started) * 1000, 3), cost_usd=0.0),
                prompt, template)
    generation = complete(
        model, messages, temperature=options.get("temperature", 0.0),
        max_tokens=options.get("max_tokens", max_tokens), api_base=options.get("api_base"),
        timeout=options.get("timeout"), retries=options.get("retries"), extra=options.get("extra"),
        use_cache=options.get("cache", True), mock_response=options.get("mock_response"),
    )
    return generation, prompt, template


def answer_question(question: str, evidence: Evidence, *, model: str, options: dict | None = None
                    ) -> tuple[Generation, str, str]:
    """The answer to ``question`` from ``evidence``: (generation, prompt text, template name)."""
    messages, template = build_messages(question, evidence)
    offline = None
    if not evidence.uses_llm:
        offline = lambda: kg_lookup_answer(evidence)  # noqa: E731
    elif model in (EXTRACTIVE, KG_LOOKUP):
        offline = lambda: extractive_answer(question, evidence)  # noqa: E731
    return _generate(messages, template, model=model, options=dict(options or {}), offline=offline)


def generation_versions(*, model: str, task: str = "", uses_llm: bool = True) -> dict[str, str]:
    """Versions (digests of code and data files) of what turns evidence into an answer: the
    prompt templates or the extraction-task definitions, and the reader (the offline extractive
    reader or C7's template lookup) or the litellm client with its model profiles."""
    from epikg_core.versions import files_digest
    from retrieval.generation.extraction import TASKS_PATH
    from retrieval.generation.llm import PROFILES_PATH
    from retrieval.generation.prompts import PROMPTS_PATH

    base = ("retrieval.generation",)
    if task:
        versions = {"task_definitions": files_digest(modules=("retrieval.generation.extraction",), files=(TASKS_PATH,))}
    else:
        versions = {"prompts": files_digest(modules=("retrieval.generation.prompts",), files=(PROMPTS_PATH,))}
    if not uses_llm or model in (EXTRACTIVE, KG_LOOKUP):
        if task:
            versions["reader"] = files_digest(modules=base + ("retrieval.generation.extraction", "epikg_core.dates"))
        else:  # the text reader's conclusions read the question's clauses and the assertion rules
            from retrieval.conditions.focus import RULES_PATH as FOCUS_RULES
            from retrieval.conditions.intent import RULES_PATH as INTENT_RULES
            from retrieval.conditions.drug_classes import PATH as DRUG_CLASSES
            from retrieval.generation.paraphrase import PATH as PARAPHRASES
            from retrieval.nlp.pipeline import assertion_version

            versions["reader"] = files_digest(
                modules=base + ("retrieval.generation.extractive", "retrieval.generation.text_reader",
                                "retrieval.generation.ordering", "retrieval.generation.attribution",
                                "retrieval.generation.dose", "retrieval.conditions.drug_classes",
                                "retrieval.generation.paraphrase",
                                "retrieval.generation.facts", "retrieval.generation.medication_course",
                                "retrieval.graph.course",
                                "retrieval.conditions.cause", "epikg_core.dates", "retrieval.conditions.intent",
                                "retrieval.conditions.focus"),
                files=(FOCUS_RULES, INTENT_RULES, DRUG_CLASSES, PARAPHRASES), extra=f"assertion={assertion_version()}")
    else:
        versions["generation"] = files_digest(modules=base + ("retrieval.generation.llm",), files=(PROFILES_PATH,))
    return versions


def answer_task(task: str, evidence: Evidence, *, model: str, options: dict | None = None
                ) -> tuple[Generation, str, str]:
    """Paper 001's extraction task ``task`` answered from ``evidence``: (generation, prompt, template)."""
    from retrieval.generation.extraction import extractive_task_answer, task_messages

    messages, template = task_messages(task, evidence)
    offline = (lambda: extractive_task_answer(task, evidence)) if model == EXTRACTIVE else None
    return _generate(messages, template, model=model, options=dict(options or {}), offline=offline, max_tokens=2048)


__all__ = ["answer_task", "EXTRACTIVE", "KG_LOOKUP", "Generation", "answer_question", "complete", "generation_versions",
           "preflight", "prompts"]
