"""Seeing what the system extracted: a note's labels, a patient's timeline and subgraph, three
conditions side by side, and an evidence link from a run into its highlighted span."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import Group, User

from celery import Celery

from benchmark.explore import live_answer_compute, live_answer_key, question_explorer
from benchmark.models import Question, RunPrediction
from benchmark.runs import run_create, run_work
from retrieval.models import Admission, KGEdge
from retrieval.vocabulary import matcher as vocabulary_matcher
from tests.retrieval.graph_support import build_dataset, import_cohort, load_vocabulary, subset_matcher
from tests.browser.conftest import SCREENSHOTS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

PASSWORD = "a-long-test-password"
#: words a physician's browser must never receive (run, condition, model, evaluator names)
BLINDED = ("C4g", "C2b", "C1b", "extractive", "keyword_v", "polarity", "evidence_recall", "/runs/")


@pytest.fixture
def cohort(transactional_db, tmp_path, monkeypatch, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"
    monkeypatch.setattr(vocabulary_matcher, "default_matcher", subset_matcher)
    load_vocabulary()
    import_cohort(tmp_path / "cohort")
    build_dataset()
    for name, role in (("dr-rivera", "physician"), ("ana-author", "author")):
        User.objects.create_user(name, password=PASSWORD).groups.add(Group.objects.get_or_create(name=role)[0])


def login(page, live_server, username):
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.wait_for_selector("h1:has-text('Datasets')")


@pytest.fixture(autouse=True)
def sent(monkeypatch):
    """Tasks the pages send (no worker runs here): recorded."""
    from django.core.cache import cache

    cache.clear()
    tasks = []
    monkeypatch.setattr(Celery, "send_task", lambda app, name, args=None, **kw: tasks.append((name, *args)))
    return tasks


def answer_live(question: Question, *conditions: str) -> None:
    """What the interactive worker does for the explorer: the offline reader's answers, cached."""
    for condition in conditions:
        assert live_answer_compute(question_id=question.pk, condition=condition,
                                   key=live_answer_key(question, condition)) in {"answered", "cached"}


def negation_question() -> Question:
    for question in Question.objects.filter(dataset__name="kg", category="negation").order_by("qid"):
        answer_live(question, "C4")
        if any(f.assertion == "Absent" for f in question_explorer(question, conditions=["C4"]).columns[0].facts):
            return question
    raise AssertionError("no negation question with an Absent fact")


def test_a_physician_finds_an_absent_mention_by_its_label(live_server, page, screenshot, cohort):
    edge = KGEdge.objects.filter(assertion="Absent", origin="mention", span_start__isnull=False).select_related(
        "note").order_by("id").first()
    bodies = []
    page.on("response", lambda r: bodies.append(r.text()) if r.request.resource_type in ("document", "xhr", "fetch")
            else None)
    login(page, live_server, "dr-rivera")
    page.goto(f"{live_server.url}/datasets/kg/notes/{edge.note.note_id}/")
    mark = page.locator(f"#note-text mark#m-{edge.span_start}-{edge.span_end}")
    assert mark.get_attribute("data-assertion") == "Absent"
    # the label is words on the page, not only a colour
    assert "absent" in mark.evaluate("el => getComputedStyle(el, '::after').content")
    mark.focus()  # keyboard focus shows assertion, experiencer, temporality, confidence, cue and section
    tip = mark.evaluate("el => getComputedStyle(el, '::before').content")
    assert "assertion: absent" in tip and "experiencer: Patient" in tip and "cue:" in tip and "section:" in tip
    screenshot("note-labels")
    # keyboard only: Tab from the top of the page reaches the mentions, each showing its labels
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    for _ in range(80):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.tagName") == "MARK":
            break
    focused = page.evaluate("() => getComputedStyle(document.activeElement, '::before').content")
    assert "assertion:" in focused and "temporality:" in focused
    page.check("input[name=assertion][value=Absent]")
    page.click("button:has-text('Apply filter')")
    page.wait_for_url("**assertion=Absent**")
    marks = page.locator("#note-text mark")
    assert marks.count() >= 1
    assert set(marks.evaluate_all("els => els.map(e => e.dataset.assertion)")) == {"Absent"}
    assert page.locator("pre#note-text").text_content() == edge.note.text  # the text itself is untouched
    for body in bodies:
        assert not [word for word in BLINDED if word in body]


def test_a_patient_shows_the_timeline_the_facts_and_the_subgraph(live_server, page, screenshot, cohort):
    admission = Admission.objects.filter(dataset__name="kg").order_by("patient__subject_id", "admittime").first()
    subject = admission.patient.subject_id
    login(page, live_server, "dr-rivera")
    page.goto(f"{live_server.url}/datasets/kg/patients/{subject}/")
    admissions = Admission.objects.filter(patient__subject_id=subject).count()
    assert page.locator("svg.timeline .admission").count() == admissions
    assert page.locator("svg.timeline .note-tick").count() >= 1
    graph = page.locator("#graph svg.kg")
    assert graph.locator("path.edge.fact").count() > 10 and graph.locator("path.edge.fact.a-absent").count() >= 1
    width = float(graph.get_attribute("width"))
    page.click("#graph button[data-zoom=in]")
    assert float(graph.get_attribute("width")) == pytest.approx(width * 1.25, abs=1)
    assert page.locator("#graph [data-zoom-level]").inner_text() == "125%"
    screenshot("patient-graph")
    # the state table: each drug's and problem's state at the end of each admission, linked to the
    # sentence that decides it, with the states the admission gave it on the way
    states = page.locator("#states tbody tr")
    assert states.count() >= 5 and page.locator("#states td.cell a[href*='#span=']").count() >= 5
    page.locator("#states").screenshot(path=str(SCREENSHOTS / "patient-states.png"))
    page.click("svg.timeline .admission >> nth=0")
    page.wait_for_url(f"**hadm={admission.hadm_id}**")
    assert f"Facts in admission {admission.hadm_id}" in page.locator("#facts h2").inner_text()
    cells = page.locator("#facts tbody tr td:first-child").all_inner_texts()
    assert cells and set(cells) == {str(admission.hadm_id)}
    # a fact links to the sentence it was said in
    link = page.locator("#facts tbody tr a").first
    assert "#span=" in link.get_attribute("href")


def test_an_author_compares_three_conditions_and_sees_an_edge_labelled_absent(live_server, page, screenshot,
                                                                              cohort):
    question = negation_question()
    answer_live(question, "C3", "C4g")
    login(page, live_server, "ana-author")
    page.goto(f"{live_server.url}/datasets/kg/questions/{question.qid}/")
    page.click("text=Why each condition answered as it did")
    page.wait_for_selector("h1:has-text('Why each condition answered')")
    assert page.locator("section.column").evaluate_all("els => els.map(e => e.dataset.condition)") == [
        "C3", "C4", "C4g"]
    c4 = page.locator("section.column[data-condition=C4]")
    edge = c4.locator("svg.kg path.edge.fact.a-absent").first
    assert "assertion: absent" in edge.locator("title").text_content()
    assert c4.locator("svg.kg text.edge-label", has_text="absent").count() >= 1
    assert c4.locator(".facts-table .pill.a-absent").count() >= 1
    assert "labels hidden from the model" in page.locator("section.column[data-condition=C3]").inner_text()
    assert page.locator("section.column[data-condition=C4g] dt:has-text('Intent')").count() == 1
    # how the question was read, once above the columns
    read = page.locator("dl.parsed-question")
    assert read.count() == 1 and "answer: yes/no" in read.inner_text() and "Asked about" in read.inner_text()
    screenshot("question-explorer")


def test_a_live_answer_shows_its_progress_then_fills_in_by_itself(live_server, page, screenshot, cohort, sent):
    question = Question.objects.filter(dataset__name="kg", category="negation").order_by("qid").first()
    login(page, live_server, "ana-author")
    page.goto(f"{live_server.url}/datasets/kg/questions/{question.qid}/explore/?condition=C2&condition=C4")
    pending = page.locator("section.column.pending")
    assert pending.count() == 2
    assert "the offline reader is answering it now" in pending.first.inner_text()
    assert page.locator("section.column progress").count() == 2
    screenshot("question-explorer-pending")
    assert sorted(t[2] for t in sent) == ["C2", "C4"]
    answer_live(question, "C2", "C4")  # the interactive worker answers; the page's polls pick it up
    page.wait_for_selector("section.column.pending", state="detached", timeout=15_000)
    assert page.locator("section.column .answer-text").count() == 2
    assert "Answered with the offline reader (extractive)" in page.locator(
        "section.column[data-condition=C4]").inner_text()
    assert page.locator("section.column[data-condition=C4] svg.kg").count() == 1
    screenshot("question-explorer-filled")


def test_an_expanded_prediction_leads_to_its_highlighted_span(live_server, page, screenshot, cohort):
    question = negation_question()
    run, _ = run_create(dataset_name="kg", condition_id="C4", model="extractive", question_filter={"qids": [question.qid]})
    run_work(run.pk)
    prediction = RunPrediction.objects.get(run=run)
    login(page, live_server, "ana-author")
    page.goto(f"{live_server.url}/runs/{run.pk}/")
    assert "Resume" not in page.locator("#progress").inner_text()  # it succeeded: nothing to resume
    assert "ms" in page.locator("#progress").inner_text()
    page.click(f"tbody.prediction[data-qid='{prediction.qid}'] summary")
    link = page.locator(f"tbody.prediction[data-qid='{prediction.qid}'] a.evidence-link[href*='#span=']").first
    href = link.get_attribute("href")
    start, end = map(int, href.rsplit("#span=", 1)[1].split("-"))
    screenshot("run-prediction-evidence")
    link.click()
    page.wait_for_selector("#span-status:not([hidden])")
    pre = page.locator("pre#note-text")
    assert pre.get_attribute("data-highlight") == f"{start}-{end}"
    text = pre.text_content()
    assert page.evaluate("() => CSS.highlights.has('evidence')")
    shown = page.evaluate("() => [...CSS.highlights.get('evidence')][0].toString()")
    assert shown == text[start:end]
    assert text[start:end][:40] in page.locator("#span-status").inner_text()
    screenshot("note-span")
