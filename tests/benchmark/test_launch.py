"""Launching from the page: question subsets (categories, a saved sample, ids), the evaluators a
run is scored with when it finishes, the estimate before launching, and the Score action."""

from __future__ import annotations

import pytest
from celery import Celery
from django.urls import reverse

from benchmark.forms import RunLaunchForm
from benchmark.launch import estimate_from_form, launch_from_form
from benchmark.models import PredictionScore, Question, QuestionSample, Run
from benchmark.references.releases import release_generated
from benchmark.runs import run_create, run_work
from benchmark.runs.execute import SCORE_RUNS_TASK
from benchmark.scoring import SCORE_RUNS_TASK as SCORING_NAME
from benchmark.scoring import runs_score
from retrieval.models import Dataset
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"


@pytest.fixture
def sent(monkeypatch):
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *args)))
    return tasks


def form(**values) -> RunLaunchForm:
    data = {"dataset": "kg", "model": "extractive", "conditions": ["C1"], "subset": "all", **values}
    bound = RunLaunchForm(data)
    return bound


def test_the_task_names_agree():
    assert SCORE_RUNS_TASK == SCORING_NAME


def test_question_subsets_become_the_run_filter():
    qids = list(Question.objects.filter(dataset__name="kg").order_by("qid").values_list("qid", flat=True)[:3])
    f = form()
    assert f.is_valid() and f.cleaned_data["question_filter"] == {}
    f = form(subset="categories", categories=["negation"])
    assert f.is_valid() and f.cleaned_data["question_filter"] == {"categories": ["negation"]}
    f = form(subset="qids", qids=f"{qids[0]}, {qids[1]}\n{qids[2]}")
    assert f.is_valid() and f.cleaned_data["question_filter"] == {"qids": qids}
    sample = QuestionSample.objects.create(dataset=Dataset.objects.get(name="kg"), name="pilot", qids=qids[:2])
    f = form(subset="sample", sample=sample.pk)
    assert f.is_valid() and f.cleaned_data["question_filter"] == {"qids": qids[:2]}
    for bad, field in ((form(subset="sample"), "sample"), (form(subset="qids", qids=" , "), "qids"),
                       (form(subset="categories"), "categories")):
        assert not bad.is_valid() and field in bad.errors


def test_a_sample_of_another_dataset_is_refused(tmp_path):
    other = Dataset.objects.create(name="other")
    sample = QuestionSample.objects.create(dataset=other, name="theirs", qids=["x"])
    f = form(subset="sample", sample=sample.pk)
    assert not f.is_valid() and "belongs to dataset 'other'" in f.errors["sample"][0]


def test_a_launch_saves_its_questions_as_a_sample_all_or_nothing(sent, admin_user):
    f = form(subset="categories", categories=["negation"], save_sample_as="negation pilot", evaluators=["polarity"])
    assert f.is_valid(), f.errors
    (launched,), sample = launch_from_form(f.cleaned_data, user=admin_user)
    expected = sorted(Question.objects.filter(dataset__name="kg", category="negation").values_list("qid", flat=True))
    assert sample.name == "negation pilot" and sample.qids == expected and sample.created_by == admin_user
    from benchmark.evaluators import get_evaluator

    assert launched.run.evaluator_versions == {"polarity": get_evaluator("polarity").version}
    # the same name again: nothing is launched
    again = form(conditions=["C2"], subset="categories", categories=["negation"], save_sample_as="negation pilot")
    assert again.is_valid()
    from benchmark.runs.service import RunError

    with pytest.raises(RunError, match="already has a sample named 'negation pilot'"):
        launch_from_form(again.cleaned_data, user=admin_user)
    assert not Run.objects.filter(condition="C2").exists() and QuestionSample.objects.count() == 1


def test_the_estimate_counts_questions_calls_tokens_and_an_existing_run():
    f = form(conditions=["C1", "C4g"], subset="categories", categories=["negation"])
    assert f.is_valid()
    before = {e.condition: e for e in estimate_from_form(f.cleaned_data)}
    n = Question.objects.filter(dataset__name="kg", category="negation").count()
    assert before["C1"].questions == before["C4g"].questions == n
    assert before["C1"].calls == 0 and before["C1"].cost_usd == 0.0  # the offline reader calls no model
    assert before["C4g"].prompt_tokens is None and before["C4g"].existing == ""
    run, _ = run_create(dataset_name="kg", condition_id="C4g", model="extractive",
                        question_filter={"categories": ["negation"]})
    assert {e.condition: e for e in estimate_from_form(f.cleaned_data)}["C4g"].existing == "unfinished"
    run_work(run.pk)
    after = {e.condition: e for e in estimate_from_form(f.cleaned_data)}["C4g"]
    assert after.existing == "complete" and after.prompt_tokens > 0
    assert after.total_tokens == pytest.approx(after.prompt_tokens * n)
    # a priced model: calls and a cost from litellm's local price list
    priced = form(conditions=["C4g"], subset="categories", categories=["negation"], model="gpt-4o-mini")
    assert priced.is_valid(), priced.errors
    (estimate,) = estimate_from_form(priced.cleaned_data)
    assert estimate.calls == n and estimate.cost_usd is not None and estimate.cost_usd > 0
    unpriced = form(conditions=["C4g"], subset="categories", categories=["negation"], model="openai/my-local-finetune")
    assert unpriced.is_valid()
    assert estimate_from_form(unpriced.cleaned_data)[0].cost_usd is None


def test_a_finished_run_is_scored_with_the_evaluators_chosen_at_launch(sent, django_capture_on_commit_callbacks):
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive",
                        question_filter={"categories": ["negation"]}, evaluator_versions={"keyword_v2": "x"})
    with django_capture_on_commit_callbacks(execute=True):
        run_work(run.pk)
    assert sent == [(SCORE_RUNS_TASK, [run.pk], ["keyword_v2"], None)]
    (_, run_ids, evaluators, reference) = sent[0]
    release_generated("kg", user="test")  # the default a finished run is scored against must be released
    runs_score(run_ids=run_ids, evaluators=evaluators, reference_version=reference)
    assert PredictionScore.objects.filter(run=run, evaluator="keyword_v2").count() == run.total
    # finishing again (another worker's finalize) queues nothing more
    from benchmark.runs.execute import run_finalize

    with django_capture_on_commit_callbacks(execute=True):
        run_finalize(run.pk)
    assert len(sent) == 1


def test_the_score_action_queues_a_finished_run_only(client, author, physician, sent,
                                                     django_capture_on_commit_callbacks):
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive",
                        question_filter={"categories": ["negation"]})
    url = reverse("run_score", args=[run.pk])
    client.force_login(physician)
    assert client.post(url, {"evaluators": ["polarity"]}).status_code == 404
    client.force_login(author)
    page = client.post(url, {"evaluators": ["polarity"]}, follow=True).content.decode()
    assert "is still queued: it is scored when it finishes" in page and sent == []
    run_work(run.pk)
    release_generated("kg", user="test")  # a finished run is scored against the released default
    with django_capture_on_commit_callbacks(execute=True):
        page = client.post(url, {"evaluators": ["polarity", "evidence_recall"]}, follow=True).content.decode()
    assert "is queued" in page and sent == [(SCORE_RUNS_TASK, [run.pk], ["polarity", "evidence_recall"], None)]
    page = client.post(url, {"evaluators": ["polarity"], "reference": "v99"}, follow=True).content.decode()
    assert "has no reference version &#x27;v99&#x27;" in page or "has no reference version 'v99'" in page
    runs_score(run_ids=[run.pk], evaluators=["polarity", "evidence_recall"])
    detail = client.get(reverse("run_detail", args=[run.pk])).content.decode()
    assert "polarity" in detail and "evidence_recall" in detail and "Not scored yet" not in detail


def test_the_run_page_filters_predictions_by_category(client, author):
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    run_work(run.pk)
    client.force_login(author)
    response = client.get(reverse("run_detail", args=[run.pk]) + "?category=negation")
    qids = [p.qid for p in response.context["page"]]
    assert qids and set(qids) == set(Question.objects.filter(dataset__name="kg", category="negation")
                                     .values_list("qid", flat=True))
    assert len(client.get(reverse("run_detail", args=[run.pk]) + "?category=nope").context["page"]) == \
        min(50, run.total)


def test_only_admins_estimate_and_launch(client, physician, author, admin_user):
    url = reverse("run_estimate")
    data = {"dataset": "kg", "model": "extractive", "conditions": ["C1"], "subset": "all"}
    client.force_login(physician)
    assert client.post(url, data).status_code == 404
    client.force_login(author)
    assert client.post(url, data).status_code == 403
    client.force_login(admin_user)
    page = client.post(url, data).content.decode()
    assert "<code>C1</code>" in page and "none" in page
    bad = client.post(url, {**data, "conditions": [], "subset": "qids"}).content.decode()
    assert 'class="error"' in bad and "Choose at least one condition." in bad
