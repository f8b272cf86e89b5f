"""The rating screen built for comparison, in Chromium (issue 29): A and B side by side on a wide
screen, a citation that opens its note in the chart at the quoted sentence (highlighted, in
view), search in the chart, and keys that act only on a visible focused row: the first row on a
new, resumed or revised item (a resumed one's row brought into view), a digit with no matching
choice refused on the row; a search hit opened at the searched term, in the middle of the reading
pane; and a submission refused for a missing note that loses nothing and is timed from the first
serving of the page.

Screenshots of the screen with a cited sentence highlighted: var/screenshots/ and, when
EPIKG_RATING_SHOTS names a folder, there too."""

from __future__ import annotations

import hashlib
import os
import time
from pathlib import Path

import pytest
from django.urls import reverse
from playwright.sync_api import expect

from adjudication import rating
from adjudication.models import Assignment, Rating
from benchmark.models import RunPrediction
from retrieval.models import Note
from tests.browser.conftest import SCREENSHOTS
from tests.browser.test_rating import console, log_in, open_reference_by_keyboard, queue_of, rate_by_keyboard, study  # noqa: F401

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]

CITED = "Troponin peaked at 0.9 and the cardiology team started heparin."
FILLER = "Vitals reviewed overnight; no events on telemetry.\n"
COMPLETE = {"reference": "correct", **{f"{side}.{key}": value for side in ("left", "right") for key, value in (
    ("correctness", "correct"), ("fairness", "fair"), ("safety", "safe"), ("utility", "helpful"))}}


def cite_in(assignment: Assignment) -> Note:
    """A long note of the item's patient with ``CITED`` far down; answer A quotes it by note id,
    answer B cites another note without a quotation."""
    notes = list(Note.objects.filter(patient_id=assignment.item.question.patient_id).order_by("charttime", "pk"))
    note, other = notes[-1], notes[0]
    text = "Discharge summary.\n" + FILLER * 60 + CITED + "\n" + FILLER * 20
    Note.objects.filter(pk=note.pk).update(text=text, text_sha256=hashlib.sha256(text.encode()).hexdigest())
    RunPrediction.objects.filter(pk=assignment.left_prediction_id).update(
        answer=f'Yes. "{CITED}" ({note.note_type} {note.note_id}, 2150-01-03). Heparin was continued for 48 hours.')
    RunPrediction.objects.filter(pk=assignment.right_prediction_id).update(
        answer=f"No anticoagulation is documented; the admission note says nothing of it ({other.note_type} {other.note_id}).")
    return note


def in_viewport(page, selector: str) -> bool:
    return page.locator(selector).first.evaluate(
        "el => { const r = el.getBoundingClientRect(); return r.top >= -1 && r.bottom <= window.innerHeight + 1"
        " && r.left >= -1 && r.right <= window.innerWidth + 1; }")  # a pixel's rounding either way


def shots(name: str) -> list[Path]:
    folders = [SCREENSHOTS] + ([Path(os.environ["EPIKG_RATING_SHOTS"])] if os.environ.get("EPIKG_RATING_SHOTS") else [])
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
    return [folder / f"{name}.png" for folder in folders]


@pytest.mark.parametrize("width, height", [(1280, 720), (1920, 1080)])
def test_answers_side_by_side_and_a_citation_opens_the_sentence(live_server, page, console, study, width, height):
    item = queue_of(study["pat"])[1]
    note = cite_in(item)
    page.set_viewport_size({"width": width, "height": height})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")

    # A beside B, tops level; the question and the start of both answers visible without scrolling
    a, b = page.locator(".answer-a").bounding_box(), page.locator(".answer-b").bounding_box()
    assert b["x"] >= a["x"] + a["width"] and abs(a["y"] - b["y"]) < 2
    assert in_viewport(page, ".question-box")
    for side in ("a", "b"):
        top = page.locator(f".answer-{side} .answer-text").bounding_box()["y"]
        assert top + 40 <= height, f"answer {side.upper()} starts below the fold at {width}x{height}"

    # the cited note id is a link; clicking it opens the note beside, at the sentence, highlighted
    link = page.locator(".answer-a a.cite-link")
    assert link.inner_text() == note.note_id
    link.click()
    page.wait_for_selector("#reading-pane mark.cited")
    assert page.locator("#reading-pane mark.cited").inner_text() == CITED.rstrip(".")  # word for word
    assert in_viewport(page, "#reading-pane mark.cited")
    pane = page.locator("#reading-pane").bounding_box()
    mark = page.locator("#reading-pane mark.cited").bounding_box()
    assert pane["y"] <= mark["y"] and mark["y"] + mark["height"] <= pane["y"] + pane["height"]
    assert "cited sentence is highlighted" in page.locator("#span-status").inner_text()
    assert page.locator(f'.note-open[data-note="{note.pk}"]').get_attribute("aria-current") == "true"
    # the page kept its place: the question is still in view
    assert in_viewport(page, ".question-box")
    for path in shots(f"rating-compare-{width}x{height}"):
        page.screenshot(path=str(path))

    # B cites a note without a quotation: it opens at the top, and says the sentence was not found
    page.locator(".answer-b a.cite-link").click()
    page.wait_for_selector("#span-status:has-text('not found in this note')")
    assert page.locator("#reading-pane mark.cited").count() == 0
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def test_search_in_the_chart_highlights_matches(live_server, page, console, study):
    item = queue_of(study["pat"])[1]
    cite_in(item)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.fill("#chart-q", "cardiology TEAM")
    page.wait_for_selector("#chart-search-results .search-hit")
    assert "is in 1 note" in page.locator("#chart-search-results").inner_text()
    page.locator("#chart-search-results .search-hit").first.click()
    page.wait_for_selector("#reading-pane mark.found.current")
    assert page.locator("#reading-pane mark.current").inner_text() == "cardiology team"
    assert in_viewport(page, "#reading-pane mark.current")
    assert page.locator("#reading-pane mark.cited").count() == 0
    # a phrase in every note: each opened note shows its matches
    page.fill("#chart-q", "Discharge summary")
    page.wait_for_selector("#chart-search-results:has-text('“Discharge summary” is in')")
    page.locator(".note-open").first.click()
    page.wait_for_selector("#reading-pane mark.found")
    page.fill("#chart-q", "")
    # an emptied box clears the results (after the box's 300 ms debounce; later on a busy machine)
    expect(page.locator("#chart-search-results")).to_have_text("", timeout=10_000)
    # the citation's link is the note page's URL with the evidence fragment: opened on its own
    # (a new tab, no rating-screen script) the note page highlights the same sentence
    href = page.locator(".answer-a a.cite-link").get_attribute("href")
    page.goto(live_server.url + href)
    page.wait_for_selector("#span-status:has-text('Highlighted characters')")
    start, end = href.split("#span=")[1].split("-")
    assert page.locator("#note-text").get_attribute("data-highlight") == f"{start}-{end}"
    assert CITED.rstrip(".") in page.locator("#span-status").inner_text()
    assert [line for line in console if "Content Security Policy" in line] == []


def test_a_late_answer_to_an_earlier_phrase_never_replaces_the_current_one(live_server, page, console, study):
    """The answer to a search is held back until the box has moved on (a newer phrase, or emptied):
    it never shows, whether the browser drops the request or its answer."""
    item = queue_of(study["pat"])[1]
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    held, settled = [], []

    def hold(route):
        if "q=Discharge" in route.request.url:
            held.append(route)  # answered below, once the box says something else
        else:
            route.continue_()

    page.route("**/search/?*", hold)
    page.on("requestfinished", lambda request: settled.append(request.url))
    page.on("requestfailed", lambda request: settled.append(request.url))
    for later in ("telemetry", ""):  # a newer phrase, then an emptied box
        settled.clear()
        page.fill("#chart-q", "Discharge summary")
        deadline = time.monotonic() + 10
        while not held and time.monotonic() < deadline:
            page.wait_for_timeout(50)
        assert held, "the search for 'Discharge summary' was never sent"
        page.fill("#chart-q", later)
        if later:  # not queued behind the slow one
            expect(page.locator("#chart-search-results")).to_contain_text("“telemetry” is in")
        else:
            expect(page.locator("#chart-search-results")).to_have_text("")
        route = held.pop()
        try:
            route.continue_()
        except Exception:  # the page gave up on the request already (hx-sync replace aborts it)
            pass
        deadline = time.monotonic() + 10
        while not any("q=Discharge" in url for url in settled) and time.monotonic() < deadline:
            page.wait_for_timeout(50)
        assert any("q=Discharge" in url for url in settled)
        page.wait_for_timeout(300)  # the page's own handling of a late answer, had one come
        text = page.locator("#chart-search-results").inner_text()
        assert "Discharge summary" not in text
        assert ("“telemetry” is in" in text) if later else text == ""
    assert [line for line in console if "Error" in line] == []


def focused(page) -> str:
    return page.evaluate("document.activeElement && document.activeElement.name")


def test_keys_act_on_a_visible_focused_row(live_server, page, console, study):
    pat = study["pat"]
    items = queue_of(pat)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")

    # a new item: the first row; a digit it has no choice for is refused on the row, focus kept
    page.goto(live_server.url + reverse("rate_item", args=[items[1].token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    assert focused(page) == "left.correctness"
    page.keyboard.press("4")  # correctness has three choices
    message = page.locator("#dim-left-correctness .row-message")
    message.wait_for()
    assert "No choice 4" in message.inner_text() and message.is_visible() and in_viewport(page, "#dim-left-correctness")
    assert focused(page) == "left.correctness"
    assert page.locator("input[name='left.correctness']:checked").count() == 0
    page.screenshot(path=str(SCREENSHOTS / "rating-refused-digit-viewport.png"))
    page.keyboard.press("2")  # then a real choice: chosen, and on to the next row, which is in view
    assert page.locator("input[name='left.correctness'][value=partial]").is_checked()
    # (the next row that can be rated: fairness waits for the reference to be opened)
    assert focused(page) == "left.safety" and in_viewport(page, "#dim-left-safety")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")

    # resumed with every row chosen in the draft, and revised after a submission: the first row
    rating.save_draft(pat, items[2].token, COMPLETE)
    rating.submit(pat, items[3].token, {**COMPLETE, "submission_key": "revise-me", "base_revision": "0"})
    for assignment, title in ((items[2], "Item 3 of"), (items[3], "Item 4 of")):
        page.goto(live_server.url + reverse("rate_item", args=[assignment.token]))
        page.wait_for_selector(f"h1:has-text('{title}')")
        assert focused(page) == "left.correctness", title
        page.keyboard.press("3")  # acts on that row, brought into view, and moves on
        assert page.locator("input[name='left.correctness'][value=incorrect]").is_checked()
        assert in_viewport(page, "#dim-left-correctness") and focused(page) == "left.safety"

    # resumed from the home page ("Continue"): the item still to do, its first row
    page.goto(live_server.url + "/rate/")
    with page.expect_navigation():
        page.click("a.continue")
    assert focused(page) == "left.correctness"
    # the focus elsewhere (a click on the page's heading, a note being read): a digit chooses
    # nothing and says so; j goes back to the row left, where the next digit acts (it used to act
    # on the row left behind, unseen: raters rated rows from the chart pane)
    chosen = page.locator("input[type=radio]:checked").count()
    page.locator("h1").click()
    page.keyboard.press("1")
    assert "Nothing was chosen" in page.locator("#key-hint").inner_text()
    assert page.locator("input[type=radio]:checked").count() == chosen and focused(page) is None
    page.locator(".note-open").first.click()
    page.wait_for_selector("#reading-pane pre.note-text")
    page.keyboard.press("1")
    assert page.locator("input[type=radio]:checked").count() == chosen
    assert page.evaluate("document.activeElement.id") == "note-heading"
    page.screenshot(path=str(SCREENSHOTS / "rating-digit-after-a-note.png"))
    page.keyboard.press("j")
    assert focused(page) == "left.correctness"
    page.keyboard.press("1")
    assert page.locator("input[name='left.correctness'][value=correct]").is_checked()
    assert focused(page) == "left.safety"
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def test_a_quick_calibration_rating_shows_the_key_to_the_rater_and_the_flag_to_the_admin(
        live_server, page, console, study, screenshot):
    from adjudication.models import Study

    calibration = queue_of(study["pat"])[0]
    assert calibration.item.calibration
    key = {"arms": {"1": {"correctness": "correct"}, "2": {"correctness": "partial"}},
           "item": {"reference": "correct"}, "note": "One answer quotes the note; the other leaves out the dose."}
    rating.set_calibration_key(calibration.study_id, calibration.item.question.qid, key)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[calibration.token]))
    assert page.locator(".calibration-reveal").count() == 0  # nothing before submission
    assert "leaves out the dose" not in page.content()
    rate_by_keyboard(page)  # every row by keyboard, at once: an implausibly fast rating
    page.goto(live_server.url + reverse("rate_item", args=[calibration.token]))
    reveal = page.locator(".calibration-reveal")
    assert "leaves out the dose" in reveal.inner_text() and reveal.locator("tr.differs").count() == 1
    reveal.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "rating-calibration-reveal-viewport.png"))
    assert not any(word in page.content().lower() for word in ("too fast", "fast-rating", "seconds"))

    admin = Study.objects.get(pk=calibration.study_id).created_by
    admin.set_password("pw-admin-here")
    admin.save()
    page.context.clear_cookies()
    page.goto(f"{live_server.url}/accounts/login/?next=/studies/{calibration.study_id}/")
    page.fill("input[name=username]", admin.username)
    page.fill("input[name=password]", "pw-admin-here")
    with page.expect_navigation():
        page.click("button[type=submit]")
    flagged = page.locator("#fast-ratings")
    assert "1 of 1 timed submission flagged" in flagged.inner_text()
    assert calibration.item.question.qid in flagged.inner_text()
    flagged.scroll_into_view_if_needed()
    page.screenshot(path=str(SCREENSHOTS / "study-fast-ratings-viewport.png"))
    assert [line for line in console if "Content Security Policy" in line] == []


def middle_of_pane(page, selector: str) -> float:
    """How far ``selector``'s centre is from the middle of the reading pane's visible text (the
    part below the note's sticky heading), in pixels."""
    return page.evaluate("""sel => {
        const pane = document.getElementById("reading-pane"), head = pane.querySelector(".note-head");
        const box = pane.getBoundingClientRect(), mark = document.querySelector(sel).getBoundingClientRect();
        const top = box.top + pane.clientTop + head.offsetHeight, bottom = box.top + pane.clientTop + pane.clientHeight;
        return Math.abs((mark.top + mark.bottom) / 2 - (top + bottom) / 2);
    }""", selector)


def test_a_search_hit_opens_the_note_at_the_searched_term(live_server, page, console, study):
    item = queue_of(study["pat"])[1]
    note = cite_in(item)
    text = "Discharge summary.\n" + FILLER * 60 + "Bilateral leg edema noted.\n" + FILLER * 15 + "Edema improving.\n" + FILLER * 30 + CITED + "\n" + FILLER * 5
    Note.objects.filter(pk=note.pk).update(text=text, text_sha256=hashlib.sha256(text.encode()).hexdigest())
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.fill("#chart-q", "edema")
    page.wait_for_selector("#chart-search-results .search-hit")
    page.locator("#chart-search-results .search-hit").first.click()
    page.wait_for_selector("#reading-pane mark.found.current")
    status = page.locator("#span-status").inner_text()
    # what it is (a search hit, not a citation) and what is true (the term is in the note, twice)
    assert status == "“edema”: 2 matches in this note."
    assert [m.inner_text() for m in page.locator("#reading-pane mark.found").all()] == ["edema", "Edema"]
    assert page.locator("#reading-pane mark.current").inner_text() == "edema"  # the first match
    # the match stands in the middle of the pane's readable part, not at its top edge
    assert in_viewport(page, "#reading-pane mark.current")
    assert middle_of_pane(page, "#reading-pane mark.current") < 30
    # a citation keeps its own message
    page.locator(".answer-a a.cite-link").click()
    page.wait_for_selector("#span-status:has-text('cited sentence is highlighted')")
    assert page.locator("#span-status").inner_text() == "The cited sentence is highlighted. “edema”: 2 matches in this note."
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def test_a_resumed_item_brings_the_first_row_still_to_rate_into_view(live_server, page, console, study):
    pat = study["pat"]
    item = queue_of(pat)[1]
    answers_only = {key: value for key, value in COMPLETE.items() if key != "reference"}
    rating.save_draft(pat, item.token, answers_only)  # every answer row rated: the reference is next
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    # what is left waits behind the reference box, which is not yet opened: the box has the focus
    assert page.evaluate("document.activeElement.id") == "reference-summary"
    assert in_viewport(page, "#reference-summary")  # on load, before any key
    open_reference_by_keyboard(page)
    assert in_viewport(page, "#dim-reference")
    page.keyboard.press("1")
    assert page.locator("input[name=reference][value=correct]").is_checked()
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def rate_with_reference_needing_revision(page) -> None:
    """Every row by keys (the preference: "tie", the reference: "needs revision"), then Enter at
    once, before the draft of the last keys is saved."""
    for _ in range(6):  # every answer row judged on its own: its first choice
        page.keyboard.press("1")
    page.keyboard.press("3")  # the preference: tie
    open_reference_by_keyboard(page)
    page.keyboard.press("2")  # the reference: needs revision
    page.keyboard.press("1")  # A's auto-score fairness
    page.keyboard.press("1")  # B's
    with page.expect_navigation():
        page.keyboard.press("Enter")


def test_a_submission_refused_for_its_note_loses_nothing(live_server, page, console, study):
    pat = study["pat"]
    items = queue_of(pat)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[items[1].token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    page.wait_for_timeout(3000)  # the rater reads for a while
    rate_with_reference_needing_revision(page)

    # refused: the message under the note, in view, and the note has the focus; every choice kept
    error = page.locator(".note-field .form-error")
    assert "say in the note why the reference answer needs revision" in error.inner_text()
    assert page.evaluate("document.activeElement.id") == "note"
    assert in_viewport(page, ".note-field .form-error") and in_viewport(page, "#note")
    assert page.locator("input[name=reference][value=needs_revision]").is_checked()
    assert page.locator("input[name=preference][value=tie]").is_checked()
    assert page.locator("input[type=radio]:checked").count() == 10
    page.screenshot(path=str(SCREENSHOTS / "rating-refused-note-viewport.png"))

    # the note typed where the focus is, then Ctrl+Enter: accepted, and timed from when the item
    # was first served (the reading before the refusal counts)
    page.keyboard.type("The reference leaves out the heparin start.")
    with page.expect_navigation():
        page.keyboard.press("Control+Enter")
    saved = Rating.objects.get(assignment=items[1])
    assert saved.values["reference"] == "needs_revision" and saved.values["preference"] == "tie"
    assert saved.note == "The reference leaves out the heparin start."
    assert saved.seconds_on_item >= 3

    # refused again on the next item, then away and back: every choice is still there (the draft)
    page.wait_for_selector("h1:has-text('Item 3 of')")
    rate_with_reference_needing_revision(page)
    page.wait_for_selector(".note-field .form-error")
    page.goto(live_server.url + reverse("rate_item", args=[items[3].token]))
    page.goto(live_server.url + reverse("rate_item", args=[items[2].token]))
    assert page.locator("input[type=radio]:checked").count() == 10
    assert page.locator("input[name=reference][value=needs_revision]").is_checked()
    assert Rating.objects.filter(assignment=items[2]).count() == 0
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []
