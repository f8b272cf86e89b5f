"""An author picks evidence spans in the note text of a triage item, by keyboard and by button,
and the saved proposal holds exactly the offsets of the phrases selected."""

import pytest
from django.contrib.auth.models import Group, User
from django.utils import timezone

from benchmark.models import Question, ReferenceAnswer, TriageProposal
from retrieval.models import Note
from tests.browser.conftest import SCREENSHOTS
from tests.retrieval.graph_support import import_cohort

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]
PASSWORD = "a-long-test-password"
AUTHOR = "ann-author"
# a carriage return and a character outside the BMP before the phrase: the offsets are Python's
# code points into the stored text, not the browser's UTF-16 units or its CR-folded lines
AWKWARD = "Allergies:\r\n  penicillin \U0001F48A rash\r\nPlan: start metoprolol 25 mg daily.\r\n"

# Select [start, end) of a note's text, counted in UTF-16 units, with a Range over its text nodes
# (written apart from triage.js so the test does not check the code with itself).
SELECT = """([noteId, start, end]) => {
  const note = document.querySelector(`[data-note-id="${noteId}"]`);
  note.closest("details").open = true;
  const walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let seen = 0, node;
  while ((node = walker.nextNode())) {
    const length = node.data.length;
    if (start >= seen && start < seen + length) range.setStart(node, start - seen);
    if (end > seen && end <= seen + length) { range.setEnd(node, end - seen); break; }
    seen += length;
  }
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  return selection.toString();
}"""


def utf16(text):
    return len(text.encode("utf-16-le")) // 2


def select(page, note, start, end):
    """Select ``note.text[start:end]`` in the page; returns what the browser selected."""
    return page.evaluate(SELECT, [note.note_id, utf16(note.text[:start]), utf16(note.text[:end])])


def phrase_across_the_reference_mark(note, span):
    """From a little before the reference span to a little after, not starting or ending in space."""
    start, end = max(0, span["start"] - 12), min(len(note.text), span["end"] + 12)
    while note.text[start].isspace():
        start += 1
    while note.text[end - 1].isspace():
        end -= 1
    return start, end


@pytest.fixture
def cohort(transactional_db, tmp_path):
    User.objects.create_user(AUTHOR, password=PASSWORD).groups.add(Group.objects.get_or_create(name="author")[0])
    import_cohort(tmp_path / "cohort")


def test_an_author_picks_evidence_in_the_note_text_and_submits_it(live_server, page, cohort):
    errors = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    question, span, note = next(
        (q, e, n) for q in Question.objects.filter(dataset__name="kg").order_by("qid")
        for e in ReferenceAnswer.objects.get(question=q, version="v1").evidence
        for n in Note.objects.filter(patient=q.patient, note_id=e["note_id"])
        if 0 <= e["start"] < e["end"] <= len(n.text))
    awkward = Note.objects.create(dataset=note.dataset, patient=question.patient, note_id="TEST-CRLF-1",
                                  subject_id=question.subject_id, note_type="RR", charttime=timezone.now(),
                                  text=AWKWARD, text_sha256="0" * 64)
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=username]", AUTHOR)
    page.fill("input[name=password]", PASSWORD)
    page.click("button[type=submit]")
    page.goto(live_server.url + f"/datasets/kg/triage/v1/{question.qid}/")
    page.wait_for_selector("#triage-form")
    evidence = page.locator("#triage-form textarea[name=evidence]")
    for n in (note, awkward):  # the browser's text is the stored text, marks and CRs included
        assert page.evaluate("id => document.querySelector(`[data-note-id='${id}']`).textContent", n.note_id) == n.text
    assert page.is_visible(f"details[open] [data-note-id='{note.note_id}'] mark.ev-reference")
    # the box starts from the reference's own spans (a fix sent as it opened keeps them); this
    # author replaces them with her own
    reference = ReferenceAnswer.objects.get(question=question, version="v1")
    assert evidence.input_value() == "\n".join(f"{e['note_id']}:{e['start']}-{e['end']}" for e in reference.evidence)
    assert page.locator("#evidence-preview li q").count() == len(reference.evidence)
    evidence.fill("")
    page.evaluate("document.activeElement.blur()")  # keys act on the page again

    # by keyboard: a phrase that starts before the reference's mark and ends after it
    start, end = phrase_across_the_reference_mark(note, span)
    assert select(page, note, start, end) == note.text[start:end]
    page.keyboard.press("e")
    first = f"{note.note_id}:{start}-{end}"
    assert evidence.input_value() == first
    assert page.locator("#evidence-preview li").first.locator("q").inner_text() == note.text[start:end].strip()

    # by button, in a note with a CR LF and an emoji before the phrase
    phrase = "metoprolol 25 mg"
    at = AWKWARD.index(phrase)
    assert select(page, awkward, at, at + len(phrase)) == phrase
    page.click("#add-span")
    second = f"TEST-CRLF-1:{at}-{at + len(phrase)}"
    assert evidence.input_value() == first + "\n" + second
    assert page.locator("#evidence-preview li q").nth(1).inner_text() == phrase
    assert page.locator("#span-message").inner_text() == f"Added {second}: \u201c{phrase}\u201d"

    # a selection running from one note into another is refused, and says so
    page.evaluate("""([a, b]) => {
      const range = document.createRange();
      range.setStart(document.querySelector(`[data-note-id='${a}']`).firstChild, 0);
      range.setEnd(document.querySelector(`[data-note-id='${b}']`).firstChild, 3);
      getSelection().removeAllRanges(); getSelection().addRange(range);
    }""", [note.note_id, awkward.note_id])
    page.keyboard.press("e")
    assert "spans two notes" in page.locator("#span-message.error").inner_text()
    assert evidence.input_value() == first + "\n" + second

    # typing in the textarea updates the quotes, and 'e' typed there is only a letter
    evidence.focus()
    page.keyboard.press("End")
    page.keyboard.type("\nbad line e")
    assert evidence.input_value().endswith("bad line e")
    assert page.locator("#evidence-preview li.error").inner_text() == "line 3: expected note_id:start-end"
    evidence.fill(first + "\n" + second)
    page.locator("#evidence-preview button.span-link").nth(1).click()  # shows the span: selects it
    assert page.evaluate("getSelection().toString()") == phrase
    page.evaluate("getSelection().removeAllRanges()")

    # a saved draft marks the author's spans in the notes beside the reference's
    page.check("#triage-form input[name=decision][value=KEEP]")
    page.click("#triage-form button[name=draft]")
    page.wait_for_selector(f".message:has-text('{question.qid}: draft saved')")
    assert evidence.input_value() == first + "\n" + second
    assert page.locator("#evidence-preview li q").count() == 2
    assert page.locator("[data-note-id='TEST-CRLF-1'] mark.ev-proposal").inner_text() == phrase
    page.evaluate("document.getElementById('notes-h').scrollIntoView()")
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "triage_spans.png"))  # the viewport: notes beside the form

    page.keyboard.press("k")
    page.keyboard.press("Control+Enter")
    page.wait_for_selector(f".message:has-text('{question.qid}: submitted')")
    proposal = TriageProposal.objects.get(author__username=AUTHOR, question=question)
    assert proposal.evidence == [{"note_id": note.note_id, "start": start, "end": end},
                                 {"note_id": "TEST-CRLF-1", "start": at, "end": at + len(phrase)}]
    assert [note.text[start:end], AWKWARD[at:at + len(phrase)]] == [
        Note.objects.get(note_id=e["note_id"]).text[e["start"]:e["end"]] for e in proposal.evidence]
    assert errors == []
