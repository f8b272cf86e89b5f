"""Why a condition answered as it did: the question explorer, a prediction's evidence, and the run
page's Resume (only for a stopped run), timings and ETA."""

from __future__ import annotations

import datetime as dt
import re

import pytest
from celery import Celery
from django.urls import reverse
from django.utils import timezone

from django.core.cache import cache

from benchmark.explore import EXPLORE_ANSWER_TASK, _stale, live_answer_compute
from benchmark.explore import question_explorer as explorer_page
from benchmark.models import Question, Run, RunChunk, RunPrediction
from benchmark.runs import run_create, run_progress, run_work
from benchmark.runs.service import STALL_SECONDS, run_launch, run_stopped, runs_resume
from benchmark.scoring import score_run
from retrieval.models import KGEdge
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"


@pytest.fixture(autouse=True)
def queued(monkeypatch):
    """The explorer's live answers are sent to the interactive worker: recorded here and run by
    ``question_explorer`` below, as a worker would."""
    cache.clear()
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *args)))
    return tasks


def question_explorer(question, **options):
    """The explorer after the interactive worker answered its pending columns (the page polls until then)."""
    sent = []
    original = Celery.send_task
    Celery.send_task = lambda app, name, args=None, **kw: sent.append((name, *args))
    try:
        exploration = explorer_page(question, **options)
        for name, question_id, condition, key in [t for t in sent if t[0] == EXPLORE_ANSWER_TASK]:
            assert live_answer_compute(question_id=question_id, condition=condition, key=key) == "answered"
        if sent:
            exploration = explorer_page(question, **options)
    finally:
        Celery.send_task = original
    return exploration


@pytest.fixture
def sent(monkeypatch):
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *args)))
    return tasks


def negation_question() -> Question:
    """A question whose C4 evidence holds an Absent statement about the patient."""
    for question in Question.objects.filter(dataset__name="kg", category="negation").order_by("qid"):
        column = question_explorer(question, conditions=["C4"]).columns[0]
        if any(f.assertion == "Absent" for f in column.facts):
            return question
    raise AssertionError("no negation question with an Absent fact in the kg cohort")


def test_three_conditions_side_by_side_answered_now_when_no_run_did():
    question = negation_question()
    x = question_explorer(question, conditions=["C3", "C4", "C4g"])
    assert [c.condition for c in x.columns] == ["C3", "C4", "C4g"]
    assert all(c.source == "live" and c.model == "extractive" and c.answer and c.prompt for c in x.columns)
    c3, c4, c4g = x.columns
    # C3 shows the model no labels; C4 shows them; both keep the stored label for the inspector
    assert c3.facts and all("assertion" not in f.visible for f in c3.facts)
    assert all("assertion" in f.visible for f in c4.facts)
    assert "Absent" in {f.assertion for f in c4.facts}
    assert 'class="edge fact a-absent' in str(c4.graph_svg)
    assert c4g.intent and not c3.intent
    assert all(f.href is None or re.search(r"/notes/[^/]+/#span=\d+-\d+$", f.href) for f in c4.facts)
    assert c4.timings["retrieval_ms"] > 0 and c4.scores == []


def test_a_stored_run_is_shown_with_its_scores_and_the_run_filter():
    question = negation_question()
    run, _ = run_create(dataset_name="kg", condition_id="C4g", model="extractive", question_filter={"qids": [question.qid]})
    run_work(run.pk)
    from benchmark.references.releases import release_generated

    release_generated("kg", user="test")  # a score uses only released references
    score_run(run=run, evaluator_name="keyword_v2")
    column = question_explorer(question, conditions=["C4g", "C2"]).columns[0]
    assert column.source == "run" and column.run.pk == run.pk and column.prediction.run_id == run.pk
    assert [s["evaluator"] for s in column.scores] == ["keyword_v2"]
    assert column.answer == RunPrediction.objects.get(run=run).answer
    # how the question was read is stored with the prediction, and shown
    stored = RunPrediction.objects.get(run=run).evidence["question"]
    assert stored["version"] == "question@5" and stored["proposition"] and stored["answer_shape"]
    assert column.parsed["proposition"] == stored["proposition"].replace("_", " ")
    assert column.parsed["time"] and column.parsed["about"] in ("patient", "family", "both")
    assert question_explorer(question, conditions=["C4g"]).parsed == column.parsed
    # a run filter that names another run falls back to answering now
    assert question_explorer(question, conditions=["C4g"], run_ids=[run.pk + 999]).columns[0].source == "live"
    assert question_explorer(question, conditions=["C4g"], live=True).columns[0].source == "live"


def test_unknown_conditions_are_an_error_in_their_column():
    question = Question.objects.filter(dataset__name="kg").first()
    column = question_explorer(question, conditions=["C99"]).columns[0]
    assert column.source == "none" and "C99" in column.error


def test_a_present_statement_ended_later_is_marked_stale():
    edge = KGEdge.objects.filter(patient__dataset__name="kg", origin="mention", assertion="Present",
                                 experiencer="Patient", doc_date__isnull=False).order_by("doc_date", "id").first()
    later = KGEdge.objects.filter(patient=edge.patient, origin="mention").exclude(concept_id=edge.concept_id).first()
    fact = {"edge_id": edge.id, "concept_id": edge.concept_id, "assertion": "Present", "experiencer": "Patient"}
    assert _stale([fact], edge.patient_id) == {}
    KGEdge.objects.filter(pk=later.pk).update(concept_id=edge.concept_id, experiencer="Patient", assertion="Present",
                                              status="resolved", doc_date=edge.doc_date + dt.timedelta(days=3))
    reason = _stale([fact], edge.patient_id)[edge.id]
    assert reason == f"stale: stated resolved later, on {edge.doc_date + dt.timedelta(days=3):%Y-%m-%d}"
    # a relative's statement never makes the patient's stale
    KGEdge.objects.filter(pk=later.pk).update(experiencer="Family")
    assert _stale([fact], edge.patient_id) == {}


def test_pruned_statements_come_on_request():
    question = negation_question()
    plain = question_explorer(question, conditions=["C4g"]).columns[0]
    shown = question_explorer(question, conditions=["C4g"], show_pruned=True).columns[0]
    assert plain.pruned == []
    assert all(f.mark == "pruned" and f.edge_id not in {g.edge_id for g in shown.facts} for f in shown.pruned)


def test_only_authors_and_admins_reach_the_explorer(client, physician, author):
    question = Question.objects.filter(dataset__name="kg").first()
    url = reverse("question_explore", args=["kg", question.qid]) + "?condition=C1"
    client.force_login(physician)
    response = client.get(url)
    # a random nonce or CSRF token may hold "C1" by chance; the page's own words never do
    shown = re.sub(rb'(?:nonce|value)="[^"]*"', b"", response.content)
    assert response.status_code == 404 and b"C1" not in shown
    client.force_login(author)
    page = client.get(url)
    assert page.status_code == 200 and b"the offline reader is answering it now" in page.content


def test_an_expanded_prediction_links_its_evidence_into_the_notes(client, author, physician):
    question = negation_question()
    run, _ = run_create(dataset_name="kg", condition_id="C4", model="extractive", question_filter={"qids": [question.qid]})
    run_work(run.pk)
    prediction = RunPrediction.objects.get(run=run)
    url = reverse("prediction_evidence", args=[run.pk, prediction.pk])
    client.force_login(physician)
    assert client.get(url).status_code == 404
    client.force_login(author)
    page = client.get(url).content.decode()
    links = re.findall(r'class="evidence-link" href="([^"]+)"', page)
    assert links and all(re.search(r"/notes/[^/]+/(#span=\d+-\d+)?$", link) for link in links)
    assert "a-absent" in page and reverse("question_explore", args=["kg", question.qid]) in page
    assert client.get(reverse("prediction_evidence", args=[run.pk + 1, prediction.pk])).status_code == 404


def test_resume_is_only_for_a_stopped_run(sent, django_capture_on_commit_callbacks):
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    chunk = run.chunks.first()
    RunChunk.objects.filter(pk=chunk.pk).update(status=RunChunk.Status.RUNNING, worker="w:1:1",
                                                lease_until=timezone.now() + dt.timedelta(minutes=5))
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, started_at=timezone.now())
    run.refresh_from_db()
    assert not run_stopped(run)
    with django_capture_on_commit_callbacks(execute=True):
        (item,) = runs_resume(run_ids=[run.pk], queue=True, only_stopped=True)
    assert item.state == "running" and item.queued_chunks == 0 and sent == []
    # launching the same configuration again does not queue its chunks twice either
    with django_capture_on_commit_callbacks(execute=True):
        (again,) = run_launch(dataset_name="kg", condition_ids=["C1"], model="extractive", queue=True)
    assert again.state == "running" and sent == []
    # the worker died: its lease ran out and nothing was answered for STALL_SECONDS
    past = timezone.now() - dt.timedelta(seconds=STALL_SECONDS + 5)
    RunChunk.objects.filter(pk=chunk.pk).update(lease_until=past)
    Run.objects.filter(pk=run.pk).update(created_at=past, started_at=past)
    run.refresh_from_db()
    assert run_stopped(run)
    with django_capture_on_commit_callbacks(execute=True):
        (item,) = runs_resume(run_ids=[run.pk], queue=True, only_stopped=True)
    assert item.state == "resumed" and item.queued_chunks == run.chunks.count() == len(sent)


def test_the_resume_button_shows_only_on_a_stopped_run(client, admin_user, sent, django_capture_on_commit_callbacks):
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, started_at=timezone.now())
    RunChunk.objects.filter(run=run).update(lease_until=timezone.now() + dt.timedelta(minutes=5))
    client.force_login(admin_user)
    page = client.get(reverse("run_detail", args=[run.pk])).content.decode()
    assert "Cancel run" in page and ">Resume<" not in page
    with django_capture_on_commit_callbacks(execute=True):
        response = client.post(reverse("run_resume", args=[run.pk]), follow=True)
    assert "is still running: its chunks are with the workers or waiting in the queue; nothing was queued" in response.content.decode() and sent == []
    Run.objects.filter(pk=run.pk).update(status=Run.Status.CANCELLED, finished_at=timezone.now())
    assert ">Resume<" in client.get(reverse("run_detail", args=[run.pk])).content.decode()


def test_progress_reports_timings_and_an_eta_from_the_latest_answers():
    run, _ = run_create(dataset_name="kg", condition_id="C1", model="extractive")
    run_work(run.pk)
    run.refresh_from_db()
    progress = run_progress(run)
    assert progress.eta_seconds is None and not progress.stopped
    t = progress.timings
    assert t["answered"] == run.total and t["total_ms"] == pytest.approx(t["retrieval_ms"] + t["generation_ms"])
    # half the answers gone again: ten answers a second at the latest pace → the rest in about total/2/10 s
    predictions = list(run.predictions.order_by("id"))
    keep, drop = predictions[: len(predictions) // 2], predictions[len(predictions) // 2:]
    RunPrediction.objects.filter(pk__in=[p.pk for p in drop]).delete()
    start = timezone.now() - dt.timedelta(hours=5)  # an old start (a resumed run) must not matter
    for index, prediction in enumerate(keep):
        RunPrediction.objects.filter(pk=prediction.pk).update(created_at=start + dt.timedelta(seconds=index / 10))
    Run.objects.filter(pk=run.pk).update(status=Run.Status.RUNNING, done=len(keep), started_at=start,
                                         finished_at=None)
    run.refresh_from_db()
    assert run_progress(run).eta_seconds == pytest.approx((run.total - len(keep)) / 10, rel=0.01)


def test_the_explorer_of_stored_runs_reads_a_bounded_number_of_queries(client, author,
                                                                      django_assert_max_num_queries):
    questions = list(Question.objects.filter(dataset__name="kg", category__in=["negation", "current_state"])
                     .order_by("qid")[:4])
    for condition in ("C3", "C4", "C4g"):
        run, _ = run_create(dataset_name="kg", condition_id=condition, model="extractive",
                            question_filter={"qids": [q.qid for q in questions]})
        run_work(run.pk)
    client.force_login(author)
    for question in questions:
        url = reverse("question_explore", args=["kg", question.qid]) + "?condition=C3&condition=C4&condition=C4g"
        with django_assert_max_num_queries(30):
            response = client.get(url)
        assert [c.source for c in response.context["x"].columns] == ["run", "run", "run"]
