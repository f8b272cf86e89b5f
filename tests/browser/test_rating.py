"""A physician rates in Chromium: by keyboard only, leaving and resuming; nothing the browser
receives names a run, condition or model; another physician's pages are 404s; and the screens
at laptop and tablet sizes (screenshots in var/screenshots/)."""

from __future__ import annotations

import re

import pytest
from django.urls import reverse

from adjudication import rating
from adjudication.models import Assignment, NoteView, Rating
from tests.adjudication import factories
from tests.browser.conftest import SCREENSHOTS

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CSP = "Content Security Policy"
ROWS = 10  # app-o-v1 with two answers: 4 dimensions per answer, the reference, the preference
#: the rows that judge the answers on their own (correctness, safety, utility per answer, and the
#: preference), rated before the reference is opened; then its verdict and each answer's fairness
BEFORE_REFERENCE, ABOUT_REFERENCE = 7, 3


@pytest.fixture
def study(transactional_db, monkeypatch):
    from epikg_site.celery import app as celery_app

    # no broker in these tests: the analysis refresh a submission queues is dropped
    monkeypatch.setattr(type(celery_app), "send_task", lambda self, name, args=None, **kw: None)
    data = factories.dataset()
    run_list = factories.runs(data)
    admin = factories.user("ada-admin", "admin")
    pat = factories.user("pat-physician", "physician")
    quinn = factories.user("quinn-physician", "physician")
    factories.make_study(admin=admin, raters=[pat, quinn], run_list=run_list, sample=5, calibration=1,
                         rater_title="Chest pain answers")
    return {"runs": run_list, "pat": pat, "quinn": quinn}


@pytest.fixture
def console(page):
    lines = []
    page.on("console", lambda message: lines.append(message.text))
    page.on("pageerror", lambda error: lines.append(str(error)))
    return lines


def log_in(page, live_server, username, *, next_path="/rate/"):
    page.goto(f"{live_server.url}/accounts/login/?next={next_path}")
    page.fill("input[name=username]", username)
    page.fill("input[name=password]", "pw-" + username)
    page.click("button[type=submit]")
    page.wait_for_url(f"{live_server.url}{next_path}")


def tab_to(page, text: str, limit: int = 40) -> None:
    """Press Tab until the focused element's text contains ``text``."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if text in page.evaluate("document.activeElement ? document.activeElement.textContent : ''"):
            return
    raise AssertionError(f"no control with {text!r} reached by Tab")


def open_reference_by_keyboard(page) -> None:
    """Enter on the reference box (where the focus is once the answers are judged): the reference
    arrives and the focus goes to its first row."""
    assert page.evaluate("document.activeElement.id") == "reference-summary"
    page.keyboard.press("Enter")
    page.wait_for_selector("#reference-text")
    page.wait_for_function("document.activeElement && document.activeElement.name === 'reference'")


def rate_by_keyboard(page) -> None:
    """Choice 1 in every row (the focus starts at the first row still to rate and moves on by
    itself): the answers' rows and the preference, Enter on the reference box, its rows; then Enter."""
    for _ in range(BEFORE_REFERENCE):
        page.keyboard.press("1")
    open_reference_by_keyboard(page)
    for _ in range(ABOUT_REFERENCE):
        page.keyboard.press("1")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    with page.expect_navigation():
        page.keyboard.press("Enter")


def queue_of(user) -> list[Assignment]:
    return list(Assignment.objects.filter(rater__user=user).order_by("position"))


def test_a_physician_rates_by_keyboard_leaves_and_continues(live_server, page, console, study):
    pat = study["pat"]
    items = queue_of(pat)
    total = len(items)
    log_in(page, live_server, "pat-physician")
    # from here on: keyboard only
    tab_to(page, "Continue")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.wait_for_selector(f"h1:has-text('Item 1 of {total}')")
    assert page.locator(".badge-calibration").inner_text() == "Calibration item"

    # the key list, and the skip reason, by their keys
    page.keyboard.press("?")
    assert page.locator("#key-help").evaluate("el => el.open")
    page.keyboard.press("Escape")
    assert not page.locator("#key-help").evaluate("el => el.open")
    page.keyboard.press("s")
    assert page.evaluate("document.activeElement.id") == "skip-reason"
    page.keyboard.press("Escape")  # back to the row the rater was in
    assert page.evaluate("document.activeElement.name") == "left.correctness"
    # rows: ↓ / j and ↑ / k move between them (past the fairness row, which waits for the reference)
    page.keyboard.press("j")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("k")
    assert page.evaluate("document.activeElement.name") == "left.safety"
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.name") == "left.correctness"

    rate_by_keyboard(page)
    page.wait_for_selector(f"h1:has-text('Item 2 of {total}')")
    assert "Rating submitted (revision 1)" in page.locator(".message").inner_text()

    # a first choice, then away to the next item and back: the draft was kept
    page.keyboard.press("3")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    with page.expect_navigation():
        page.keyboard.press("n")
    page.wait_for_selector(f"h1:has-text('Item 3 of {total}')")
    with page.expect_navigation():
        page.keyboard.press("ArrowLeft")
    page.wait_for_selector(f"h1:has-text('Item 2 of {total}')")
    assert page.locator("input[name='left.correctness'][value=incorrect]").is_checked()
    assert page.evaluate("document.activeElement.name") == "left.safety"  # the first row still to rate
    page.keyboard.press("ArrowUp")
    page.keyboard.press("1")  # changed back to "correct"
    rate_by_keyboard(page)
    page.wait_for_selector(f"h1:has-text('Item 3 of {total}')")
    rate_by_keyboard(page)
    page.wait_for_selector(f"h1:has-text('Item 4 of {total}')")

    # leave (the session ends), come back, log in again, continue where it stopped
    page.context.clear_cookies()
    page.goto(live_server.url + "/rate/")
    page.wait_for_selector("h1:has-text('Log in')")
    page.fill("input[name=username]", "pat-physician")
    page.fill("input[name=password]", "pw-pat-physician")
    page.keyboard.press("Enter")
    page.wait_for_url(live_server.url + "/rate/")
    assert f"3 of {total}" in page.locator(".study-progress").inner_text()
    tab_to(page, "Continue")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.wait_for_selector(f"h1:has-text('Item 4 of {total}')")
    assert page.url == live_server.url + reverse("rate_item", args=[items[3].token])

    statuses = [a.status for a in queue_of(pat)]
    assert statuses[:3] == ["submitted"] * 3 and statuses[3:] == ["pending"] * (total - 3)
    ratings = Rating.objects.filter(assignment__rater__user=pat).order_by("assignment__position")
    assert [r.revision for r in ratings] == [1, 1, 1]
    assert all(r.values["left"] == {"correctness": "correct", "fairness": "fair", "safety": "safe",
                                    "utility": "helpful"} for r in ratings)
    assert all(r.values["reference"] == "correct" and r.values["preference"] == "left" for r in ratings)
    assert [line for line in console if CSP in line or "Error" in line] == []


def test_nothing_the_browser_receives_names_a_run(live_server, page, console, study):
    names = set()
    for run in study["runs"]:
        names |= {run.condition, run.model, run.label}
    for condition, model in factories.RUN_NAMES:
        names |= {condition, model}
    pattern = re.compile("|".join(rf"(?<![A-Za-z0-9]){re.escape(n)}(?![A-Za-z0-9])" for n in sorted(names)),
                         re.IGNORECASE)
    seen: list[tuple[str, str]] = []  # (what, text)

    def record(response):
        seen.append(("url", response.url))
        if 300 <= response.status < 400:
            return
        kind = response.headers.get("content-type", "")
        if kind.startswith(("text/", "application/javascript", "application/json")):
            seen.append((response.url, response.body().decode("utf-8", "replace")))

    page.on("response", record)
    page.on("request", lambda request: seen.append(("request url", request.url)))

    def dom():
        seen.append((f"DOM of {page.url}", page.content()))

    log_in(page, live_server, "pat-physician")
    dom()
    page.click("a.continue")
    page.wait_for_selector("h1:has-text('Item 1 of')")
    dom()
    # a note from the chart, into the reading pane (recorded)
    first_note = page.locator(".note-open").first
    first_note.click()
    page.wait_for_selector("#reading-pane pre.note-text")
    assert "✓ read" in first_note.inner_text()
    assert NoteView.objects.count() == 1
    # the chart's search, and a match opened from it (a fragment: #span=START-END)
    page.fill("#chart-q", "chest pain")
    page.wait_for_selector("#chart-search-results .search-hit")
    page.locator("#chart-search-results .search-hit").first.click()
    page.wait_for_selector("#reading-pane mark.found.current")
    seen.append(("search hit URL", page.locator("#chart-search-results .search-hit").first.get_attribute("href")))
    dom()
    # drafts (htmx), an incomplete submission, the help, a submission
    page.check("input[name='left.correctness'][value=partial]")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    page.fill("#note", "Reads well against the chart.")
    page.wait_for_timeout(1200)
    with page.expect_navigation():
        page.click(".submit-button")
    page.wait_for_selector(".form-error:has-text('not yet rated')")
    dom()
    page.click("#key-help summary")
    page.locator("input[name='left.correctness'][value=partial]").focus()
    rate_by_keyboard(page)
    page.wait_for_selector("h1:has-text('Item 2 of')")
    dom()
    # a skip without and with a reason, the queue, the home page
    page.fill("#skip-reason", "Outside my field.")
    with page.expect_navigation():
        page.click(".skip-form button")
    page.wait_for_selector("h1:has-text('Item 3 of')")
    dom()
    page.click("text=All items")
    page.wait_for_selector("table.queue-table")
    dom()
    page.goto(live_server.url + "/rate/")
    dom()
    page.goto(live_server.url + "/adjudicate/")
    dom()
    page.wait_for_timeout(300)

    assert any(what.endswith("/draft/") for what, _ in seen)  # the htmx fragments were heard
    assert any("/search/?q=chest" in what for what, _ in seen)
    assert any(what.endswith("rate.js") for what, _ in seen) and any(what.endswith("rate.css") for what, _ in seen)
    leaks = [f"{what}: {m.group(0)}" for what, text in seen for m in pattern.finditer(text)]
    assert leaks == []
    assert [line for line in console if CSP in line] == []


def test_another_physician_gets_404_on_the_first_ones_pages(live_server, page, study):
    theirs = queue_of(study["pat"])[0]
    note = theirs.item.question.patient.notes.first()
    log_in(page, live_server, "quinn-physician")
    assert page.goto(live_server.url + reverse("rate_item", args=[theirs.token])).status == 404
    assert page.goto(live_server.url + reverse("rate_note", args=[theirs.token, note.pk])).status == 404
    page.goto(live_server.url + "/rate/")
    csrf = next(c["value"] for c in page.context.cookies() if c["name"] == "csrftoken")
    headers = {"X-CSRFToken": csrf, "Referer": live_server.url + "/rate/"}
    for name in ("rate_draft", "rate_submit", "rate_skip"):
        response = page.request.post(live_server.url + reverse(name, args=[theirs.token]),
                                     form={"left.correctness": "correct", "reason": "x", "submission_key": "k",
                                           "base_revision": "0"}, headers=headers)
        assert response.status == 404, name
    # the same request for one of quinn's own items goes through: the 404 was the wall, not the form
    mine = queue_of(study["quinn"])[0]
    response = page.request.post(live_server.url + reverse("rate_draft", args=[mine.token]),
                                 form={"left.correctness": "correct"}, headers={**headers, "HX-Request": "true"})
    assert response.status == 200 and "Draft saved" in response.text()
    assert Assignment.objects.get(pk=theirs.pk).draft == {} and not Rating.objects.exists()


def test_screens_at_laptop_and_tablet_sizes(live_server, page, screenshot, console, study):
    items = queue_of(study["pat"])
    log_in(page, live_server, "pat-physician")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(live_server.url + reverse("rate_item", args=[items[1].token]))
    page.locator(".note-open").first.click()
    page.wait_for_selector("#reading-pane pre.note-text")
    page.check("input[name='left.correctness'][value=correct]")
    page.check("input[name='right.correctness'][value=partial]")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    page.locator("input[name='left.safety']").first.focus()
    page.screenshot(path=str(SCREENSHOTS / "rating-item-1366-viewport.png"))
    screenshot("rating-item-1366")
    # the chart sits beside the item on a laptop
    item_box = page.locator(".rate-main").bounding_box()
    chart_box = page.locator(".chart-pane").bounding_box()
    assert chart_box["x"] >= item_box["x"] + item_box["width"]
    # the answers side by side (a screen at least 1200px wide), their tops level
    answer_a, answer_b = page.locator(".answer-a").bounding_box(), page.locator(".answer-b").bounding_box()
    assert answer_b["x"] >= answer_a["x"] + answer_a["width"] and abs(answer_a["y"] - answer_b["y"]) < 2

    page.set_viewport_size({"width": 768, "height": 1024})
    page.reload()
    page.wait_for_selector("h1:has-text('Item 2 of')")
    page.screenshot(path=str(SCREENSHOTS / "rating-item-768-viewport.png"))
    screenshot("rating-item-768")
    # on a tablet the chart goes below the item, and nothing is wider than the screen
    item_box = page.locator(".rate-main").bounding_box()
    assert page.locator(".chart-pane").bounding_box()["y"] >= item_box["y"] + item_box["height"]
    answer_a = page.locator(".answer-a").bounding_box()
    assert page.locator(".answer-b").bounding_box()["y"] >= answer_a["y"] + answer_a["height"]  # stacked
    assert page.evaluate("document.documentElement.scrollWidth") <= 768
    # touch targets (every choice shown: those of the rows that wait for the reference come with it)
    heights = page.locator(".choice:visible").evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert len(heights) >= 6 * 3 and all(height >= 44 for height in heights)

    page.set_viewport_size({"width": 1366, "height": 768})
    page.click(".submit-button")  # incomplete: the message sits by the Submit button
    page.wait_for_selector(".form-error:has-text('not yet rated')")
    page.locator(".form-error").scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "rating-item-error-viewport.png"))
    page.goto(live_server.url + "/rate/")
    screenshot("rating-home")
    page.click("text=All items")
    page.wait_for_selector("table.queue-table")
    screenshot("rating-queue")

    # the senior physician's screen for an item the two raters disagree on
    item = items[1].item
    for user, label in ((study["pat"], "correct"), (study["quinn"], "incorrect")):
        assignment = Assignment.objects.get(item=item, rater__user=user)
        rating.submit(user, assignment.token, {
            "reference": "correct", "submission_key": f"key-{user.pk}", "base_revision": "0",
            "note": f"{label.capitalize()} by the chart.",
            **{f"{side}.{key}": value for side in ("left", "right") for key, value in (
                ("correctness", label), ("fairness", "fair"), ("safety", "safe"), ("utility", "helpful"))}})
    senior = factories.user("sam-senior", "physician")
    item.study.adjudicators.add(senior)
    page.context.clear_cookies()
    log_in(page, live_server, "sam-senior", next_path="/adjudicate/")
    page.click("table.queue-table a")
    page.wait_for_selector("h1:has-text('Adjudicate')")
    page.locator(".note-open").first.click()
    page.wait_for_selector("#reading-pane pre.note-text")
    screenshot("adjudicate-item")
    page.check("input[name=left][value=partial]")
    with page.expect_navigation():
        page.click(".submit-button")
    assert "Current decision: Partially correct" in page.locator(".answer-a .decision").inner_text()
    assert [line for line in console if CSP in line] == []
