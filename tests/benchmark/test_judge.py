"""The LLM-as-judge evaluator (paper 000 App. V): 1 / 0.5 / 0 with a one-sentence justification,
answering and judging models kept apart. Always ``mock_response`` or a stubbed call, never the
network."""

from __future__ import annotations

import json
import logging
import re

import litellm
import pytest

from benchmark.evaluators import (
    CORRECT,
    EVALUATORS,
    INCORRECT,
    PARTIAL,
    UNSCORABLE,
    DataFileError,
    UnknownEvaluatorError,
    get_evaluator,
)
from benchmark.evaluators.judge import PROMPT_FILE, JudgeEvaluator, load_judge_prompt, make_judge
from retrieval.generation import llm
from retrieval.generation.llm import Generation

QUESTION = "Which medications were started between the two admissions?"
REFERENCE = {"answer": "Aspirin, metoprolol and lisinopril were started after the first admission.",
             "structure": {"added": ["aspirin", "metoprolol", "lisinopril"], "removed": []}}
ANSWER = "Aspirin and metoprolol were started."


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    return settings.EPIKG_LLM_CACHE_DIR


def judge(reply, **options) -> JudgeEvaluator:
    return JudgeEvaluator("openai/gpt-4o", answering_model="anthropic/claude-sonnet-4-5", mock_response=reply,
                          **options)


def grade(reply, answer=ANSWER, **options):
    return judge(reply, **options).score("change", QUESTION, answer, REFERENCE)


@pytest.fixture
def captured(monkeypatch):
    """Replace the LLM call: record what the judge sends, reply with a fixed JSON object."""
    calls = []

    def fake_complete(model, messages, **kwargs):
        calls.append({"model": model, "messages": messages, **kwargs})
        return Generation('{"score": 1, "justification": "Same medications."}', prompt_tokens=300,
                          completion_tokens=12, cost_usd=0.0042)

    monkeypatch.setattr(llm, "complete", fake_complete)
    return calls


# -- scores from the judge's reply -----------------------------------------------------------

def test_it_scores_a_json_reply_and_uses_the_justification_as_the_reason():
    got = grade('{"score": 0.5, "justification": "Lists two of three medications."}')
    assert (got.value, got.label, got.reason) == (0.5, PARTIAL, "Lists two of three medications.")
    assert got.details["judge_model"] == "openai/gpt-4o"
    assert got.details["evaluator"] == judge(None).version and got.details["cached"] is False
    assert {"prompt_tokens", "completion_tokens", "cost_usd", "cached", "warnings"} <= set(got.details)
    json.dumps(got.as_dict())


@pytest.mark.parametrize("reply, value, label, reason", [
    ('```json\n{"score": 1, "justification": "Both name aspirin, metoprolol and lisinopril."}\n```', 1.0, CORRECT,
     "Both name aspirin, metoprolol and lisinopril."),
    ('Here is my grading.\n```\n{"score": 0, "justification": "It says no medication changed."}\n```\nDone.', 0.0,
     INCORRECT, "It says no medication changed."),
    ('My verdict: {"score": 0.5, "justification": "Misses lisinopril."} Hope this helps.', 0.5, PARTIAL,
     "Misses lisinopril."),
    ("The candidate names the same three medications as the reference.\nScore: 1", 1.0, CORRECT,
     "The candidate names the same three medications as the reference."),
    ("**Score**: 0.5/1\n**Justification**: Lisinopril is missing. Otherwise fine.", 0.5, PARTIAL,
     "Lisinopril is missing."),
    ("0\nThe answer contradicts the reference.", 0.0, INCORRECT, "The answer contradicts the reference."),
    ('{"score": "0.5", "justification": "Partly right."}', 0.5, PARTIAL, "Partly right."),
])
def test_it_reads_fenced_json_prose_and_score_lines(reply, value, label, reason):
    got = grade(reply)
    assert (got.value, got.label, got.reason) == (value, label, reason)


def test_it_keeps_only_the_first_sentence_of_the_justification():
    got = grade('{"score": 0.5, "justification": "Lists aspirin and metoprolol, e.g. the beta-blocker, but not '
                'lisinopril.  The reference has three drugs. It is incomplete."}')
    assert got.reason == "Lists aspirin and metoprolol, e.g. the beta-blocker, but not lisinopril."


def test_it_says_so_when_the_judge_gives_no_justification():
    got = grade('{"score": 1}')
    assert got.label == CORRECT and "without a justification" in got.reason
    assert got.details["justification_missing"] is True


@pytest.mark.parametrize("reply, why", [
    ("I think the answer is mostly fine, but I'm not sure. " * 30, "no JSON object"),
    ('{"score": 0.7, "justification": "Close."}', "0.7"),
    ('{"score": true, "justification": "Yes."}', "True"),
    ("Score: 2", "'Score: 2' is not 1, 0.5 or 0"),
    ("Score: 1 for naming aspirin, Score: 0 for missing lisinopril.", "conflicting scores 0, 1"),
])
def test_it_marks_an_unreadable_reply_unscorable_with_the_raw_reply(reply, why):
    got = grade(reply)
    assert (got.value, got.label) == (0.0, UNSCORABLE)
    assert why in got.reason and "could not be read" in got.reason
    assert got.details["raw_reply"] == reply[:500] and len(got.details["raw_reply"]) <= 500
    assert why in got.details["error"]


def test_it_marks_a_failed_call_unscorable_with_the_error():
    got = grade("litellm.RateLimitError", retries=0)
    assert (got.value, got.label) == (0.0, UNSCORABLE)
    assert "RateLimitError" in got.reason and "judge call failed" in got.reason
    assert got.details["error"].startswith("RateLimitError") and got.details["raw_reply"] == ""


def test_it_scores_an_empty_answer_as_incorrect_without_calling_the_model(monkeypatch):
    def no_call(*args, **kwargs):
        raise AssertionError("the judge was called for an empty answer")

    monkeypatch.setattr(llm, "complete", no_call)
    for empty in ("", "   \n\t"):
        got = grade('{"score": 1, "justification": "Fine."}', answer=empty)
        assert (got.value, got.label) == (0.0, INCORRECT) and got.details["empty"] is True


# -- what the judge is sent ------------------------------------------------------------------

def test_it_sends_the_question_reference_structure_and_answer_at_temperature_zero(captured):
    got = JudgeEvaluator("openai/gpt-4o").score("change", QUESTION, ANSWER, REFERENCE)
    assert (got.value, got.label, got.reason) == (1.0, CORRECT, "Same medications.")
    usage = got.details["prompt_tokens"], got.details["completion_tokens"], got.details["cost_usd"]
    assert usage == (300, 12, 0.0042)
    [call] = captured
    assert call["model"] == "openai/gpt-4o" and call["temperature"] == 0.0
    assert [m["role"] for m in call["messages"]] == ["system", "user"]
    user = call["messages"][1]["content"]
    assert QUESTION in user and REFERENCE["answer"] in user and ANSWER in user and "change" in user
    assert json.dumps(REFERENCE["structure"], sort_keys=True) in user
    assert not re.search(r"\{(category|question|reference|structure|answer)\}", user)
    assert "polarity" in call["messages"][0]["content"] and "experiencer" in call["messages"][0]["content"]


def test_it_says_none_for_a_missing_structure_and_leaves_braces_in_the_answer_alone(captured):
    answer = "Aspirin {question} and {\"x\": 1} metoprolol."
    JudgeEvaluator("openai/gpt-4o").score("change", QUESTION, answer, {"answer": "Aspirin.", "structure": None})
    user = captured[0]["messages"][1]["content"]
    assert answer in user and "Reference structure" in user and "\nnone\n" in user


def test_it_serves_a_repeated_judgement_from_the_cache(monkeypatch):
    real, calls = litellm.completion, []

    def once(**kwargs):
        calls.append(kwargs["model"])
        return real(**{**kwargs, "mock_response": '{"score": 0.5, "justification": "Misses lisinopril."}'})

    monkeypatch.setattr(litellm, "completion", once)
    evaluator = JudgeEvaluator("openai/gpt-4o")
    first = evaluator.score("change", QUESTION, ANSWER, REFERENCE)
    again = evaluator.score("change", QUESTION, ANSWER, REFERENCE)
    assert len(calls) == 1 and (first.details["cached"], again.details["cached"]) == (False, True)
    assert (again.value, again.label, again.reason) == (first.value, first.label, first.reason)


# -- separation, version, prompt file --------------------------------------------------------

@pytest.mark.parametrize("judge_model, answering_model", [
    ("openai/gpt-4o", "gpt-4o"), ("GPT-4o", "azure/gpt-4o"), ("anthropic/claude-opus-4-6", "Claude-Opus-4-6"),
    ("ollama/llama3:latest", "ollama_chat/llama3"),
])
def test_it_refuses_a_judge_that_is_the_answering_model(judge_model, answering_model):
    with pytest.raises(ValueError, match="must not grade its own answers.*allow_same_model"):
        JudgeEvaluator(judge_model, answering_model=answering_model)


def test_it_accepts_a_different_answering_model_without_warnings():
    evaluator = JudgeEvaluator("anthropic/claude-opus-4-6", answering_model="anthropic/claude-sonnet-4-5")
    assert evaluator.warnings == ()


def test_it_records_the_override_on_every_score_and_logs_it_once(caplog):
    with caplog.at_level(logging.WARNING):
        evaluator = JudgeEvaluator("openai/gpt-4o", answering_model="gpt-4o", allow_same_model=True,
                                   mock_response='{"score": 1, "justification": "Same."}')
        scores = [evaluator.score("change", QUESTION, ANSWER, REFERENCE) for _ in range(2)]
        scores.append(evaluator.score("change", QUESTION, " ", REFERENCE))
    warnings = [r for r in caplog.records if "self-preference" in r.getMessage()]
    assert len(warnings) == 1 and warnings[0].levelno == logging.WARNING
    for got in scores:
        assert len(got.details["warnings"]) == 1 and "self-preference" in got.details["warnings"][0]


def test_it_pins_the_model_and_the_prompt_in_the_version(tmp_path):
    digest = load_judge_prompt().digest[:8]
    assert JudgeEvaluator("openai/gpt-4o").version == f"judge@1:openai/gpt-4o:{digest}"
    assert JudgeEvaluator("openai/gpt-4o").version == JudgeEvaluator("openai/gpt-4o").version
    assert JudgeEvaluator("anthropic/claude-opus-4-6").version == f"judge@1:anthropic/claude-opus-4-6:{digest}"
    data = json.loads(PROMPT_FILE.read_text(encoding="utf-8"))
    data["user"] += "\nBe strict."
    edited = tmp_path / "judge_prompt_edited.json"
    edited.write_text(json.dumps(data), encoding="utf-8")
    other = JudgeEvaluator("openai/gpt-4o", prompt_path=edited)
    assert other.version.startswith("judge@1:openai/gpt-4o:")
    assert other.version != JudgeEvaluator("openai/gpt-4o").version
    assert other.name == "judge"


@pytest.mark.parametrize("change, message", [
    (lambda d: d.pop("system"), "system: required key is missing"),
    (lambda d: d.update(rubric="be nice"), "rubric: unknown key"),
    (lambda d: d.update(user=d["user"] + " {patient_id}"), "user: unknown placeholder(s) {patient_id}"),
    (lambda d: d.update(user=d["user"].replace("{answer}", "the answer")), "missing placeholder(s) {answer}"),
    (lambda d: d.update(version=""), "version: expected a non-empty string"),
])
def test_it_names_the_prompt_file_when_it_is_malformed(tmp_path, change, message):
    data = json.loads(PROMPT_FILE.read_text(encoding="utf-8"))
    change(data)
    bad = tmp_path / "bad_judge_prompt.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DataFileError, match=re.escape("bad_judge_prompt.json: ") + ".*" + re.escape(message)):
        JudgeEvaluator("openai/gpt-4o", prompt_path=bad)


def test_it_names_an_unreadable_prompt_file(tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(DataFileError, match="broken.json:1: not valid JSON"):
        load_judge_prompt(bad)


# -- the registry ----------------------------------------------------------------------------

def test_it_builds_the_judge_through_the_registry():
    evaluator = get_evaluator("judge", model="openai/gpt-4o", answering_model="anthropic/claude-sonnet-4-5")
    assert isinstance(evaluator, JudgeEvaluator) and evaluator.answering_model == "anthropic/claude-sonnet-4-5"
    assert make_judge("openai/gpt-4o").version == evaluator.version
    assert "judge" not in EVALUATORS  # it needs a model, so it is built on request
    with pytest.raises(ValueError, match="must not grade its own answers"):
        get_evaluator("judge", model="gpt-4o", answering_model="openai/gpt-4o")


def test_it_asks_for_a_judge_model_and_rejects_options_for_the_others():
    with pytest.raises(UnknownEvaluatorError, match="the judge needs --judge-model"):
        get_evaluator("judge")
    with pytest.raises(UnknownEvaluatorError, match="the judge needs --judge-model"):
        get_evaluator("judge", model="", answering_model="gpt-4o")
    with pytest.raises(UnknownEvaluatorError, match="valid names: evidence_recall, keyword_v1, keyword_v2, polarity, judge"):
        get_evaluator("llm")
    with pytest.raises(TypeError, match="evaluator 'polarity' takes no options \\(got model\\); only 'judge' does"):
        get_evaluator("polarity", model="openai/gpt-4o")
    with pytest.raises(ValueError, match="the judge needs a model"):
        JudgeEvaluator("  ")
