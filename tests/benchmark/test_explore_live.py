"""The question explorer's live answers: sent to the interactive worker, never computed inside the
request; the page shows progress and polls a fragment; the answer is cached under a digest of what
shapes it, so a later visit does no work; an unbuilt graph is an error shown at once."""

from __future__ import annotations

import pytest
from celery import Celery
from django.core.cache import cache
from django.urls import reverse

from benchmark import explore
from benchmark.explore import (
    EXPLORE_ANSWER_TASK,
    STALE_QUEUED,
    live_answer_compute,
    live_answer_key,
    question_explorer,
)
from benchmark.models import Question
from epikg_core.queues import INTERACTIVE, TASK_QUEUES
from retrieval.answering import AnsweringError
from retrieval.models import KGNoteBuild
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


@pytest.fixture(autouse=True)
def sent(monkeypatch, tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    cache.clear()
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *args)))
    return tasks


def run_sent(sent: list) -> list[str]:
    """What the interactive worker does with the queued explorer tasks."""
    outcomes = [live_answer_compute(question_id=q, condition=c, key=k) for name, q, c, k in sent
                if name == EXPLORE_ANSWER_TASK]
    sent.clear()
    return outcomes


def question() -> Question:
    return Question.objects.filter(dataset__name="kg", category="negation").order_by("qid").first()


def test_the_live_answer_task_is_on_the_interactive_queue():
    assert TASK_QUEUES[EXPLORE_ANSWER_TASK] == INTERACTIVE


def test_a_first_visit_queues_the_answer_shows_progress_and_the_fragment_fills_in(client, author, sent):
    q = question()
    client.force_login(author)
    url = reverse("question_explore", args=["kg", q.qid]) + "?condition=C4g&condition=C2"
    page = client.get(url)
    assert [c.source for c in page.context["x"].columns] == ["pending", "pending"]
    assert sorted(t[2] for t in sent) == ["C2", "C4g"] and {t[0] for t in sent} == {EXPLORE_ANSWER_TASK}
    live = reverse("question_explore_live", args=["kg", q.qid, "C4g"])
    html = page.content.decode()
    assert f'hx-get="{live}"' in html and 'hx-trigger="load delay:1s"' in html and "queued 0 s ago" in html
    # a second visit while it is queued sends nothing more
    sent_before = len(sent)
    client.get(url)
    assert len(sent) == sent_before
    fragment = client.get(live).content.decode()
    assert fragment.lstrip().startswith("<section") and "<html" not in fragment and f'hx-get="{live}"' in fragment
    assert run_sent(sent) == ["answered", "answered"]
    done = client.get(live).content.decode()
    assert "hx-get" not in done and "Answered with the offline reader (extractive)" in done
    assert 'class="answer-text"' in done and "The exact prompt" in done
    again = client.get(url)
    assert [c.source for c in again.context["x"].columns] == ["live", "live"] and sent == []


def test_a_cached_answer_does_no_work(monkeypatch, sent):
    q = question()
    assert question_explorer(q, conditions=["C4"]).columns[0].source == "pending"
    assert run_sent(sent) == ["answered"]

    def no_work(*args, **kwargs):
        raise AssertionError("answered again")

    monkeypatch.setattr(explore, "answer", no_work)
    column = question_explorer(q, conditions=["C4"]).columns[0]
    assert column.source == "live" and column.answer and column.facts and sent == []
    key = live_answer_key(q, "C4")
    assert live_answer_compute(question_id=q.pk, condition="C4", key=key) == "cached"


def test_the_key_follows_what_shapes_the_answer():
    q = question()
    key = live_answer_key(q, "C4g")
    assert key == live_answer_key(q, "C4g") and key != live_answer_key(q, "C4")
    Question.objects.filter(pk=q.pk).update(text=q.text + " Is it documented?")
    assert live_answer_key(Question.objects.get(pk=q.pk), "C4g") != key
    # a note replaced (as an import replaces one): a condition that reads only the notes gets a new key
    import hashlib

    from retrieval.models import Note

    notes_key = live_answer_key(q, "C2")
    note = Note.objects.filter(patient_id=q.patient_id).first()
    text = note.text + " Addendum."
    Note.objects.filter(pk=note.pk).update(text=text, text_sha256=hashlib.sha256(text.encode()).hexdigest())
    assert live_answer_key(q, "C2") != notes_key


def test_an_unbuilt_graph_is_an_error_shown_at_once_not_an_empty_context(client, author, sent):
    q = question()
    KGNoteBuild.objects.filter(patient_id=q.patient_id).update(rules_version="an older build")
    with pytest.raises(AnsweringError, match="not built"):
        live_answer_key(q, "C4g")
    column = question_explorer(q, conditions=["C4g"]).columns[0]
    assert "not built" in column.error and not column.answer and not column.facts and sent == []
    client.force_login(author)
    fragment = client.get(reverse("question_explore_live", args=["kg", q.qid, "C4g"])).content.decode()
    assert 'class="error"' in fragment and "not built" in fragment and "hx-get" not in fragment


def test_a_failed_answer_is_shown_and_a_lost_one_is_sent_again(monkeypatch, sent):
    q = question()
    question_explorer(q, conditions=["C2"])
    assert len(sent) == 1
    # nobody took it: after STALE_QUEUED seconds the next look sends it again
    now = explore.time.time()
    monkeypatch.setattr(explore.time, "time", lambda: now + STALE_QUEUED + 1)
    question_explorer(q, conditions=["C2"])
    assert len(sent) == 2

    def broken(*args, **kwargs):
        raise RuntimeError("the index file is unreadable")

    monkeypatch.setattr(explore, "answer", broken)
    assert set(run_sent(sent)) == {"error", "cached"}
    column = question_explorer(q, conditions=["C2"]).columns[0]
    assert column.error == "RuntimeError: the index file is unreadable" and sent == []


def test_the_live_fragment_is_for_authors_and_admins_only(client, physician, author, sent):
    q = question()
    url = reverse("question_explore_live", args=["kg", q.qid, "C4g"])
    client.force_login(physician)
    response = client.get(url)
    assert response.status_code == 404 and b"C4g" not in response.content and sent == []
    client.force_login(author)
    assert client.get(url).status_code == 200 and len(sent) == 1
    unknown = client.get(reverse("question_explore_live", args=["kg", q.qid, "C99"])).content.decode()
    assert 'class="error"' in unknown and "C99" in unknown and "hx-get" not in unknown


def test_a_long_queued_column_says_whether_the_worker_is_busy_or_not_running(client, author, sent, monkeypatch):
    """A column queued for more than 30 s: behind other answers when the worker started or
    finished one since (it answers one at a time), else "is it running?"."""
    q = question()
    client.force_login(author)
    url = reverse("question_explore", args=["kg", q.qid]) + "?condition=C4g&condition=C2"
    client.get(url)
    live = reverse("question_explore_live", args=["kg", q.qid, "C2"])
    clock = [explore.time.time()]
    monkeypatch.setattr(explore.time, "time", lambda: clock[0])
    clock[0] += 45
    idle = client.get(live).content.decode()
    assert "queued 45 s ago" in idle and "worker-missing" in idle and "worker-busy" not in idle
    # the worker takes the first column (C4g): C2 waits behind it
    c4g = next(t for t in sent if t[2] == "C4g")
    live_answer_compute(question_id=c4g[1], condition="C4g", key=c4g[3])
    clock[0] += 5
    busy = client.get(live).content.decode()
    assert "worker-busy" in busy and "last started or finished one 5 s ago" in busy and "worker-missing" not in busy
