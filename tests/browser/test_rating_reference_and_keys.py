"""What physician raters reported on the rating screen, in Chromium:

1. the reference answer was in the page (a closed disclosure) before they opened it: now nothing
   the browser receives holds it until the box is opened, and the opening is recorded;
2. the reference opened by itself when the keyboard reached its row, while the rows before it
   (each answer's auto-score fairness) already asked about it: now the rows that judge the answers
   come first, then the reference box (opened with Enter or r), then the rows about it;
3. a digit typed with the focus outside the rating rows (the chart, a link, the search box, the
   skip field) still chose something: now it chooses nothing;
4. after a refused submission the address bar held the form's POST URL (a reload sent the form
   again, Back after the next submission re-posted it), and Back showed a submitted item from the
   cache as still to do: now the address bar names the item shown and Back fetches it anew;
5. a note opened in the chart showed nothing until it came: now the pane says it is loading
   (aria-busy) and, when the request fails, which note and what failed.

Screenshots of the screen before and after the reference is opened: var/screenshots/ and, when
EPIKG_RATING_SHOTS names a folder, there too."""

from __future__ import annotations

import pytest
from django.urls import reverse

from adjudication.models import Assignment, Rating
from benchmark.models import ReferenceAnswer
from tests.browser.test_rating import (  # noqa: F401
    ABOUT_REFERENCE,
    BEFORE_REFERENCE,
    console,
    log_in,
    open_reference_by_keyboard,
    queue_of,
    study,
)
from tests.browser.test_rating_compare import focused, in_viewport, shots

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


def reference_of(assignment: Assignment) -> str:
    return ReferenceAnswer.objects.get(question=assignment.item.question,
                                       version=assignment.study.reference_version).answer


def revealed_at(assignment: Assignment):
    return Assignment.objects.get(pk=assignment.pk).reference_revealed_at


def checked(page) -> dict:
    return page.evaluate("""() => Object.fromEntries(Array.from(
        document.querySelectorAll('#rate-form input[type=radio]:checked'), el => [el.name, el.value]))""")


def test_the_reference_reaches_the_browser_only_when_the_rater_opens_it(live_server, page, console, study):
    item = queue_of(study["pat"])[1]
    secret = reference_of(item)
    said = "chest pain is denied"  # every reference of the test dataset says it; nothing else does
    assert said in secret
    bodies: list[tuple[str, str]] = []

    def record(response):
        if 300 <= response.status < 400:
            return
        kind = response.headers.get("content-type", "")
        if kind.startswith(("text/", "application/javascript", "application/json")):
            bodies.append((response.url, response.body().decode("utf-8", "replace")))

    page.on("response", record)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    # the rater works on the answers: rows by keys (drafts saved), a note, a search, the key list
    for _ in range(3):
        page.keyboard.press("1")
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    page.locator(".note-open").first.click()
    page.wait_for_selector("#reading-pane pre.note-text")
    page.fill("#chart-q", "chest pain")
    page.wait_for_selector("#chart-search-results .search-hit")
    page.keyboard.press("Escape")
    page.keyboard.press("?")
    page.wait_for_timeout(300)

    # nothing so far holds the reference: neither a response (page, fragments, scripts) nor the DOM
    assert bodies and any(url.endswith("/draft/") for url, _ in bodies)
    assert [url for url, body in bodies if said in body] == []
    assert said not in page.content()
    assert page.locator("#reference-box").evaluate("el => el.open") is False
    assert revealed_at(item) is None
    for path in shots("rating-reference-closed"):
        page.screenshot(path=str(path), full_page=True)

    # opened (a click on the box): asked for, shown, recorded
    with page.expect_response(lambda response: response.url.endswith("/reference/")) as asked:
        page.locator("#reference-summary").click()
    page.wait_for_selector("#reference-text")
    assert asked.value.status == 200 and secret in asked.value.text()
    assert [url for url, body in bodies if said in body] == [asked.value.url]  # the first to carry it
    assert secret in page.locator("#reference-text").inner_text()
    assert revealed_at(item) is not None
    # the rows about it can now be rated, and its first row has the focus
    assert page.locator(".needs-reference").count() == 0 and page.locator(".choices[inert]").count() == 0
    assert focused(page) == "reference" and in_viewport(page, "#dim-reference")
    for path in shots("rating-reference-open"):
        page.screenshot(path=str(path), full_page=True)

    # reloaded: sent with the page this time (it was revealed), the first reveal kept
    first = revealed_at(item)
    page.reload()
    assert page.locator("#reference-box").evaluate("el => el.open") and secret in page.content()
    assert revealed_at(item) == first
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def test_the_reference_opens_only_when_asked_and_its_rows_come_after_it(live_server, page, console, study):
    pat = study["pat"]
    items = queue_of(pat)
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url) if "/reference/" in request.url else None)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[items[1].token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    # the key list names the way to open it
    assert "open the reference answer" in page.locator("#key-help").text_content()

    # j / Down step past the fairness rows, which wait for the reference and say so
    assert focused(page) == "left.correctness"
    page.keyboard.press("j")
    assert focused(page) == "left.safety"
    page.keyboard.press("k")
    assert "Open the reference first" in page.locator("#dim-left-fairness").inner_text()
    assert page.locator("#dim-left-fairness input[type=radio]:visible").count() == 0
    # a click where its choices would be chooses nothing
    box = page.locator("#dim-left-fairness").bounding_box()
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] - 10)
    assert "left.fairness" not in checked(page)
    page.keyboard.press("j")  # (the click took the focus off the rows) back to the row left

    # every row that judges the answers by keys: the focus then stops on the closed reference box
    seen = []
    for _ in range(BEFORE_REFERENCE):
        seen.append(focused(page))
        page.keyboard.press("1")
    assert seen == ["left.correctness", "left.safety", "left.utility",
                    "right.correctness", "right.safety", "right.utility", "preference"]
    assert page.evaluate("document.activeElement.id") == "reference-summary"
    assert in_viewport(page, "#reference-summary")
    # more digits there open nothing and choose nothing
    before = checked(page)
    page.keyboard.press("1")
    page.keyboard.press("2")
    assert checked(page) == before and len(before) == BEFORE_REFERENCE
    assert page.locator("#reference-box").evaluate("el => el.open") is False and asked == []
    assert "open the reference answer first" in page.locator("#key-hint").inner_text()

    # Enter on the box opens it; then its verdict, then each answer's fairness
    open_reference_by_keyboard(page)
    assert len(asked) == 1
    seen = []
    for _ in range(ABOUT_REFERENCE):
        seen.append(focused(page))
        page.keyboard.press("1")
    assert seen == ["reference", "left.fairness", "right.fairness"]
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    page.wait_for_selector("h1:has-text('Item 3 of')")
    rating = Rating.objects.get(assignment=items[1])
    assert rating.values["reference"] == "correct" and rating.values["left"]["fairness"] == "fair"
    # the order the analysis can now see: the reference opened before the submission
    assert revealed_at(items[1]) < rating.submitted_at

    # r opens it from anywhere outside a text box (here: the first row), and goes to its row
    assert focused(page) == "left.correctness"
    page.keyboard.press("r")
    page.wait_for_selector("#reference-text")
    page.wait_for_function("document.activeElement && document.activeElement.name === 'reference'")
    assert revealed_at(items[2]) is not None
    # typed into a text box, r is a letter
    page.goto(live_server.url + reverse("rate_item", args=[items[3].token]))
    page.fill("#skip-reason", "")
    page.locator("#skip-reason").press("r")
    assert page.locator("#skip-reason").input_value() == "r"
    assert page.locator("#reference-box").evaluate("el => el.open") is False and revealed_at(items[3]) is None
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def test_a_digit_with_the_focus_outside_the_rating_rows_chooses_nothing(live_server, page, console, study):
    item = queue_of(study["pat"])[1]
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    page.keyboard.press("2")  # in the row: chosen, as ever
    assert checked(page) == {"left.correctness": "partial"}
    page.wait_for_selector("#draft-status:has-text('Draft saved')")
    page.locator(".note-open").first.click()
    page.wait_for_selector("#reading-pane pre.note-text")

    # controls the rater may be on: the reading pane's note, a chart entry, a link, a checkbox,
    # a button, the page itself
    for where, how in (
            ("the note being read", lambda: page.locator("#note-heading").focus()),
            ("a note in the chart's list", lambda: page.locator(".note-open").nth(1).focus()),
            ("a link", lambda: page.locator(".crumbs a").first.focus()),
            ("the pager", lambda: page.locator("#next-link").focus()),
            ("a checkbox", lambda: page.locator("#show-defs").focus()),
            ("the search button", lambda: page.locator(".chart-search button").focus()),
            ("the page", lambda: page.locator("h1").click())):
        how()
        active = page.evaluate("document.activeElement.outerHTML.slice(0, 80)")
        page.keyboard.press("3")
        assert checked(page) == {"left.correctness": "partial"}, where
        assert page.evaluate("document.activeElement.outerHTML.slice(0, 80)") == active, where
        assert "Nothing was chosen" in page.locator("#key-hint").inner_text(), where
    # boxes the rater types in: the digit is text, never a choice
    for box in ("#chart-q", "#skip-reason", "#note"):
        page.locator(box).fill("")
        page.locator(box).press("3")
        assert page.locator(box).input_value() == "3", box
        assert checked(page) == {"left.correctness": "partial"}, box
    page.locator("#note").fill("")
    page.wait_for_timeout(1000)  # the note's own draft save (typing in it) has gone out: no choice in it
    assert Assignment.objects.get(pk=item.pk).draft["values"] == {"left": {"correctness": "partial"}}

    # back to the rows with j: the row left, where the digits act again
    page.locator("h1").click()
    page.keyboard.press("j")
    assert focused(page) == "left.safety"  # where the focus went after the first digit
    page.keyboard.press("1")
    assert checked(page) == {"left.correctness": "partial", "left.safety": "safe"}
    assert focused(page) == "left.utility"
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []


def rate_with_the_mouse(page) -> None:
    """Every row's first choice by clicks (the reference box opened by a click before its rows),
    then the Submit button; the page that comes is waited for."""
    for name in ("left.correctness", "left.safety", "left.utility", "right.correctness", "right.safety",
                 "right.utility"):
        if not page.locator(f"input[name='{name}']:checked").count():
            page.locator(f"input[name='{name}']").first.check()
    page.locator("#reference-summary").click()
    for name in ("reference", "left.fairness", "right.fairness"):
        page.locator(f"input[name='{name}']").first.check()
    with page.expect_navigation():
        page.click(".submit-button")


def test_the_address_bar_names_the_item_shown_after_a_submission(live_server, page, console, study):
    items = queue_of(study["pat"])
    url = {a.pk: live_server.url + reverse("rate_item", args=[a.token]) for a in items}
    documents: list[tuple[str, str]] = []
    page.on("request", lambda r: documents.append((r.method, r.url)) if r.resource_type == "document" else None)
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")

    # a submission that moves on: the next item's URL; a reload shows it; Back shows the item just
    # submitted as it stands now (submitted), not the page as it was (to do)
    page.goto(url[items[1].pk])
    rate_with_the_mouse(page)
    page.wait_for_selector("h1:has-text('Item 3 of')")
    assert page.url == url[items[2].pk]
    page.reload()
    assert page.url == url[items[2].pk] and "Item 3 of" in page.locator("h1").inner_text()
    page.go_back()
    page.wait_for_selector("h1:has-text('Item 2 of')")
    assert page.url == url[items[1].pk]
    assert "Submitted (revision 1)" in page.locator(".badges").inner_text()
    page.go_forward()
    page.wait_for_selector("h1:has-text('Item 3 of')")

    # refused (incomplete): the page says why, and the address bar names the item, not the POST
    page.check("input[name='left.correctness'][value=correct]")
    with page.expect_navigation():
        page.click(".submit-button")
    page.wait_for_selector(".form-error:has-text('not yet rated')")
    assert page.url == url[items[2].pk]
    # a reload asks for the item (nothing is sent again) and shows the choice kept as its draft
    documents.clear()
    page.reload()
    page.wait_for_selector("h1:has-text('Item 3 of')")
    assert documents == [("GET", url[items[2].pk])]
    assert checked(page) == {"left.correctness": "correct"} and page.locator(".form-error").count() == 0
    # refused again, then completed: on to the next item; Back is the item, fetched, not a re-post
    with page.expect_navigation():
        page.click(".submit-button")
    page.wait_for_selector(".form-error")
    assert page.url == url[items[2].pk]
    rate_with_the_mouse(page)
    page.wait_for_selector("h1:has-text('Item 4 of')")
    assert page.url == url[items[3].pk]
    documents.clear()
    page.go_back()
    page.wait_for_selector("h1:has-text('Item 3 of')")
    assert page.url == url[items[2].pk] and all(method == "GET" for method, _ in documents)
    assert "Submitted (revision 1)" in page.locator(".badges").inner_text()
    assert Rating.objects.filter(assignment=items[2]).count() == 1
    assert [line for line in console if "Content Security Policy" in line] == []


def test_a_note_says_it_is_loading_and_what_failed(live_server, page, console, study):
    from tests.browser.test_rating_compare import cite_in

    item = queue_of(study["pat"])[1]
    cited = cite_in(item)
    held, answer = [], {"how": "hold"}

    def route(request_route):
        if answer["how"] == "hold":
            held.append(request_route)
        elif answer["how"] == "fail":
            request_route.fulfill(status=500, body="Server Error", content_type="text/html")
        else:
            request_route.abort()

    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.route("**/notes/*/", route)
    pane = page.locator("#reading-pane")

    # from the chart's list: "Loading note…" with the note's name, the pane busy, until it comes
    first = page.locator(".note-open").first
    name = first.locator(".note-type").inner_text()
    first.click()
    loading = page.locator("#reading-pane .note-loading")
    loading.wait_for()
    assert loading.is_visible() and loading.inner_text().startswith("Loading note…")
    assert name in loading.inner_text() and pane.get_attribute("aria-busy") == "true"
    assert held
    held.pop().continue_()
    page.wait_for_selector("#reading-pane pre.note-text")
    assert pane.get_attribute("aria-busy") is None and page.locator(".note-loading").count() == 0

    # from a citation: the same, then the cited sentence as before
    page.locator(".answer-a a.cite-link").click()
    loading.wait_for()
    assert pane.get_attribute("aria-busy") == "true"
    held.pop().continue_()
    page.wait_for_selector("#reading-pane mark.cited")
    assert page.locator("#reading-pane article").get_attribute("data-note") == str(cited.pk)
    assert pane.get_attribute("aria-busy") is None

    # the server fails: which note, and what failed; the pane is no longer busy
    answer["how"] = "fail"
    page.locator(".note-open").nth(1).click()
    error = page.locator("#reading-pane .load-error")
    error.wait_for()
    assert error.get_attribute("role") == "alert"
    assert name in error.inner_text() and "the server answered 500" in error.inner_text()
    assert pane.get_attribute("aria-busy") is None
    # no answer at all (the connection): said so
    answer["how"] = "abort"
    page.locator(".answer-a a.cite-link").click()
    page.wait_for_selector("#reading-pane .load-error:has-text('no answer from the server')")
    assert "Could not open" in error.inner_text() and pane.get_attribute("aria-busy") is None
    # and a later note opens as usual
    answer["how"] = "pass"
    page.unroute("**/notes/*/")
    page.locator(".note-open").nth(2).click()
    page.wait_for_selector("#reading-pane pre.note-text")
    assert page.locator("#reading-pane .load-error").count() == 0
    assert [line for line in console if "Content Security Policy" in line] == []


def test_clicking_down_one_answer_chooses_every_row(live_server, page, console, study):
    """A click on a choice below the focused row lands: the focused row's definitions used to
    close as the press took the focus away, the page moved up under the pointer and the click
    chose nothing (the same with the reference box below the last row)."""
    item = queue_of(study["pat"])[1]
    page.set_viewport_size({"width": 1280, "height": 720})
    log_in(page, live_server, "pat-physician")
    page.goto(live_server.url + reverse("rate_item", args=[item.token]))
    page.wait_for_selector("h1:has-text('Item 2 of')")
    for name, value in (("left.correctness", "partial"), ("left.safety", "minor"), ("left.utility", "neutral"),
                        ("right.safety", "safe"), ("preference", "tie")):
        page.locator(f"input[name='{name}'][value={value}]").click()
        assert checked(page).get(name) == value, name
    page.locator("#reference-summary").click()
    page.wait_for_selector("#reference-text")
    page.locator("input[name='left.fairness'][value=too_strict]").click()
    assert checked(page)["left.fairness"] == "too_strict"
    assert [line for line in console if "Content Security Policy" in line or "Error" in line] == []
