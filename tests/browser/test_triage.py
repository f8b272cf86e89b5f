"""Two authors triage the same reference by keyboard, blind to each other, then reconcile it."""

import pytest

from benchmark.models import TriageConsensus, TriageProposal
from tests.browser.conftest import SCREENSHOTS, make_users, sign_in
from tests.retrieval.graph_support import import_cohort

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def authors(transactional_db, tmp_path):
    make_users(("ann-author", "author"), ("bob-author", "author"))
    import_cohort(tmp_path / "cohort")
    return "ann-author", "bob-author"


def shoot(page, name):
    """A screenshot of a second author's page (the ``screenshot`` fixture takes the first's)."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def triage_first_item(page, base_url, answer):
    page.goto(base_url + "/datasets/kg/triage/v1/")
    page.wait_for_selector("h1:has-text('Triage of references v1')")
    page.click("#triage-queue tbody tr:first-child a")
    page.wait_for_selector("#triage-form[data-keys=ready]")  # the page's script is listening
    qid = page.locator("h1").inner_text().split()[0]
    page.keyboard.press("f")
    assert page.is_checked("input[name=decision][value=FIX_GOLD]")
    page.keyboard.type(answer)  # f put the cursor in the answer
    page.keyboard.press("Control+Enter")
    page.wait_for_selector(f".message:has-text('{qid}: submitted')")
    return qid


def test_two_authors_triage_by_keyboard_and_reconcile(live_server, chromium, page, screenshot, authors):
    ann, bob = authors
    sign_in(page, live_server.url, ann)
    page.goto(live_server.url + "/datasets/kg/triage/v1/")
    screenshot("triage-queue")
    qid = triage_first_item(page, live_server.url, "ANN corrected answer")
    screenshot("triage-item-after-submit")
    assert TriageProposal.objects.get(author__username=ann, question__qid=qid).answer == "ANN corrected answer"

    other = chromium.new_context(viewport={"width": 1280, "height": 900})
    bob_page = other.new_page()
    bob_page.set_default_timeout(15_000)
    sign_in(bob_page, live_server.url, bob)
    bob_page.goto(live_server.url + f"/datasets/kg/triage/v1/{qid}/")
    assert "ANN corrected answer" not in bob_page.content()  # blind
    shoot(bob_page, "triage-item-bob")
    assert triage_first_item(bob_page, live_server.url, "BOB corrected answer") == qid

    bob_page.goto(live_server.url + "/datasets/kg/triage/v1/reconcile/")
    bob_page.wait_for_selector("#agreement .kappa")
    bob_page.click(f"#reconcile-list a:has-text('{qid}')")
    bob_page.wait_for_selector(".proposal[data-author='ann-author']")
    assert "ANN corrected answer" in bob_page.content() and "BOB corrected answer" in bob_page.content()
    bob_page.check("#triage-form input[name=decision][value=FIX_GOLD]")
    bob_page.fill("#triage-form textarea[name=answer]", "Agreed corrected answer")
    bob_page.select_option("#triage-form select[name=defect_type]", "other")
    shoot(bob_page, "triage-reconcile-item")
    bob_page.focus("#triage-form textarea[name=answer]")
    bob_page.keyboard.press("Control+Enter")
    bob_page.wait_for_selector(".message:has-text('consensus recorded')")
    shoot(bob_page, "triage-reconcile")
    other.close()

    consensus = TriageConsensus.objects.get(question__qid=qid, base="v1")
    assert consensus.answer == "Agreed corrected answer" and consensus.proposals.count() == 2
