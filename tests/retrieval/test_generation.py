"""Generation through litellm — always with ``mock_response``, never the network — and the
prompt templates."""

from __future__ import annotations

import json
import socket

import litellm
import pytest

from retrieval.conditions.base import Evidence, GraphFact
from retrieval.generation import llm
from retrieval.generation.llm import ModelProfileError, complete, load_profiles, preflight, profile_for, strip_special
from retrieval.generation.prompts import PromptFileError, build_messages, load_prompts, template_name

MESSAGES = [{"role": "user", "content": "Did the patient have pneumonia?"}]


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    return settings.EPIKG_LLM_CACHE_DIR


def test_it_returns_the_models_answer_with_usage_and_the_params_sent():
    result = complete("openai/gpt-4o-mini", MESSAGES, mock_response="No. Pneumonia was ruled out.")
    assert result.answer == "No. Pneumonia was ruled out."
    assert result.error == "" and result.attempts == 1
    assert result.params["temperature"] == 0.0
    assert result.prompt_tokens is not None and result.completion_tokens is not None


def test_it_keeps_a_long_answer_whole():
    answer = "x" * 19_990 + " end."
    assert complete("openai/gpt-4o-mini", MESSAGES, mock_response=answer).answer == answer


def test_it_retries_rate_limits_with_backoff_then_records_the_error(monkeypatch):
    sleeps = []
    monkeypatch.setattr(llm.time, "sleep", sleeps.append)
    error = litellm.RateLimitError("slow down", llm_provider="openai", model="gpt-4o-mini")
    result = complete("openai/gpt-4o-mini", MESSAGES, mock_response=error, retries=3, backoff=0.5)
    assert result.answer == "" and result.attempts == 4
    assert result.error.startswith("RateLimitError")
    assert len(sleeps) == 3 and sleeps[0] < sleeps[1] < sleeps[2]  # exponential


def test_it_recovers_when_a_retry_succeeds(monkeypatch):
    monkeypatch.setattr(llm.time, "sleep", lambda s: None)
    calls = []
    real = litellm.completion

    def flaky(**kwargs):
        calls.append(1)
        if len(calls) == 1:
            kwargs["mock_response"] = litellm.InternalServerError("boom", llm_provider="openai", model="m")
        else:
            kwargs["mock_response"] = "Yes."
        return real(**kwargs)

    monkeypatch.setattr(litellm, "completion", flaky)
    result = complete("openai/gpt-4o-mini", MESSAGES, mock_response="placeholder", retries=2)
    assert result.answer == "Yes." and result.attempts == 2 and len(calls) == 2


def test_it_does_not_retry_a_bad_request():
    error = litellm.BadRequestError("unsupported parameter", llm_provider="openai", model="m")
    result = complete("openai/gpt-4o-mini", MESSAGES, mock_response=error, retries=3)
    assert result.attempts == 1 and result.error.startswith("BadRequestError")


def test_it_serves_a_repeated_call_from_the_disk_cache(monkeypatch, llm_cache):
    real = litellm.completion
    calls = []

    def counting(**kwargs):
        calls.append(kwargs)
        return real(**{**kwargs, "mock_response": "Cached answer."})

    monkeypatch.setattr(litellm, "completion", counting)
    first = complete("openai/gpt-4o-mini", MESSAGES)
    second = complete("openai/gpt-4o-mini", MESSAGES)
    assert first.answer == second.answer == "Cached answer."
    assert (first.cached, second.cached) == (False, True) and len(calls) == 1
    assert calls[0]["drop_params"] is False and calls[0]["temperature"] == 0.0
    assert len(list(llm_cache.rglob("*.json"))) == 1
    # another temperature is another key
    complete("openai/gpt-4o-mini", MESSAGES, temperature=0.7)
    assert len(calls) == 2


def test_gemma_stop_tokens_are_sent_and_cut_from_a_duplicated_answer(monkeypatch):
    seen = {}
    real = litellm.completion

    def capture(**kwargs):
        seen.update(kwargs)
        return real(**kwargs)

    monkeypatch.setattr(litellm, "completion", capture)
    result = complete("ollama_chat/alibayram/medgemma15:4b", MESSAGES,
                      mock_response="No pneumonia.<unused94>No pneumonia.<unused95>")
    assert "<unused94>" in seen["stop"]
    assert result.answer == "No pneumonia."


def test_qwen_thinking_is_switched_off_explicitly():
    profile = profile_for("ollama_chat/qwen3.5:35b")
    assert profile.params == {"reasoning_effort": "none"}
    assert strip_special("<think></think>Yes.", profile) == "Yes."


def test_profiles_are_validated(tmp_path):
    path = tmp_path / "profiles.json"
    path.write_text(json.dumps({"version": "1", "profiles": [{"match": "(", "note": "x"}]}))
    with pytest.raises(ModelProfileError, match=r"^profiles.json: profiles\.0\.match: .*bad pattern '\('"):
        load_profiles(path)
    path.write_text(json.dumps({"version": "1", "profiles": [{"match": "x", "stop": [""]}]}))
    with pytest.raises(ModelProfileError, match=r"^profiles.json: profiles\.0\.stop\.0: String should have at least 1"):
        load_profiles(path)
    path.write_text(json.dumps({"version": "1", "profiles": [{"match": "x", "temperature": 2}]}))
    with pytest.raises(ModelProfileError, match=r"^profiles.json: profiles\.0\.temperature: unknown key"):
        load_profiles(path)


def test_preflight_reports_a_missing_key_and_an_unreachable_server(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    problems = preflight("openai/gpt-4o-mini")
    assert problems and "OPENAI_API_KEY" in problems[0]
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    assert preflight("openai/gpt-4o-mini") == []
    with socket.socket() as s:  # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    problems = preflight("ollama_chat/medgemma", api_base=f"http://127.0.0.1:{port}")
    assert len(problems) == 1 and "unreachable" in problems[0]
    assert preflight("extractive") == []


def test_prompt_templates_follow_the_evidence():
    fact = GraphFact(1, 2, "pneumonia", "has_condition", "Absent", "Patient", "Current", "2150-01-01", 1, "n1",
                     "During", 0.9, 1.0, 1, "seed")
    assert template_name(Evidence(condition="C1")) == "question_only"
    assert template_name(Evidence(condition="C4g", intent="Change", facts=[fact])) == "Change"
    assert template_name(Evidence(condition="C4", facts=[fact])) == "Default"
    assert template_name(Evidence(condition="C3", facts=[fact])) == "kg_unlabelled"
    messages, name = build_messages("Did the patient have pneumonia?", Evidence(condition="C1"))
    assert name == "question_only" and messages[0]["role"] == "system"
    assert messages[1]["content"].startswith("Question: Did the patient have pneumonia?")


def test_the_prompt_file_is_validated(tmp_path):
    path = tmp_path / "prompts.json"
    path.write_text(json.dumps({"version": "1", "system": "s", "templates": {"question_only": "{question}"}}))
    with pytest.raises(PromptFileError, match="^prompts.json: templates: .*missing template\\(s\\) notes, chunks"):
        load_prompts(path)
    templates = {name: "Q: {question} {evidence}" for name in
                 ("question_only", "notes", "chunks", "kg_unlabelled", "Default", "Change", "Current_State", "Historical")}
    templates["notes"] = "{question} {patient_name}"
    path.write_text(json.dumps({"version": "1", "system": "s", "templates": templates}))
    with pytest.raises(PromptFileError, match=r"^prompts.json: templates.notes: .*may use only"):
        load_prompts(path)
    path.write_text(json.dumps({"version": "1", "system": "s", "templates": {**templates, "notes": "{question}"},
                                "model": "gpt"}))
    with pytest.raises(PromptFileError, match=r"^prompts.json: model: unknown key"):
        load_prompts(path)


def test_the_task_file_is_validated(tmp_path):
    from retrieval.generation.extraction import TASKS_PATH, TaskFileError, load_tasks

    good = json.loads(TASKS_PATH.read_text())
    assert set(load_tasks().queries) == {"imaging", "antibiotics", "diagnoses"}
    path = tmp_path / "tasks.json"
    path.write_text(json.dumps({**good, "tasks": {k: v for k, v in good["tasks"].items() if k != "imaging"}}))
    with pytest.raises(TaskFileError, match=r"^tasks.json: tasks: .*missing task\(s\) imaging"):
        load_tasks(path)
    broken = json.loads(json.dumps(good))
    broken["tasks"]["imaging"]["template"] = "List the studies."
    path.write_text(json.dumps(broken))
    with pytest.raises(TaskFileError, match=r"^tasks.json: tasks.imaging.template: .*must use \{evidence\} and"):
        load_tasks(path)
    broken = json.loads(json.dumps(good))
    broken["reader"]["body_site"] = ["chest"]
    path.write_text(json.dumps(broken))
    with pytest.raises(TaskFileError, match=r"^tasks.json: reader.body_site: unknown key"):
        load_tasks(path)


def test_the_task_reader_extracts_studies_and_courses_from_text():
    from retrieval.conditions.base import Passage
    from retrieval.generation.extraction import extract_antibiotics, extract_imaging

    evidence = Evidence(condition="RecentNotes:5120", passages=[
        Passage("RR-1", 0, 90, "EXAMINATION: CT ABD & PELVIS WITH CONTRAST\nIMPRESSION: No abscess.", 20,
                note_type="RR", charttime="2150-01-03"),
        Passage("PN-2", 0, 120, "# UTI: on ceftriaxone (1/1-1/3), then cefpodoxime.\n1/2 CXR: no infiltrate.", 30,
                note_type="PN", charttime="2150-01-04"),
    ])
    studies = extract_imaging(evidence)
    assert {(s["modality"], s["date"]) for s in studies} == {("CT", "2150-01-03"), ("X-ray", "2150-01-02")}
    assert next(s for s in studies if s["modality"] == "CT")["body_site"] == "abd & pelvis"
    courses = {c["drug"]: (c["start"], c["end"]) for c in extract_antibiotics(evidence)}
    assert courses == {"ceftriaxone": ("2150-01-01", "2150-01-03"), "cefpodoxime": ("2150-01-04", "2150-01-04")}
