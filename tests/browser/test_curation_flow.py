"""Reference curation end to end, in the browser: an author triages a question by keyboard, a
second author triages it blind, they reconcile from the pre-filled form (one click takes the second
author's version, structured answer and all, with nothing retyped), the consensus is accepted into
the working draft,
an admin releases the draft and makes it the default, every run is rescored against it and the
impact table shows the change, with the question among those that flipped."""

from __future__ import annotations

import pytest

from benchmark.models import PredictionScore, ReferenceAnswer, ReferenceRelease, RunPrediction
from benchmark.evaluators.registry import get_evaluator
from benchmark.records import STRUCTURE_FIELDS
from benchmark.references.drafts import next_label
from benchmark.releases import release_for
from retrieval.models import Dataset
from tests.browser.test_reference_release import scored_cohort
from tests.browser.conftest import sign_in
from tests.browser.test_triage import shoot, triage_first_item

pytestmark = [pytest.mark.browser, pytest.mark.django_db(transaction=True)]


@pytest.fixture
def study(transactional_db, tmp_path, monkeypatch, settings):
    return scored_cohort(tmp_path, monkeypatch, settings,
                         {"ann-author": "author", "bob-author": "author", "ada-admin": "admin"})


def structure_flip(run, qid) -> tuple[str, str]:
    """The one structured field (and its new value) of v1's reference for ``qid`` whose change flips
    the polarity evaluator's verdict on the run's answer: the evaluator the pages default to reads
    the structure, so a correction that matters is a correction of the structure. Computed with the
    evaluator itself, trying each other choice of each choice field the reference holds."""
    prediction = RunPrediction.objects.get(run=run, question__qid=qid)
    v1 = ReferenceAnswer.objects.get(question__qid=qid, version="v1")
    evaluator = get_evaluator("polarity")
    question = prediction.question

    def verdict(structure):
        return evaluator.score(question.category, question.text, prediction.answer,
                               {"answer": v1.answer, "structure": structure, "evidence": v1.evidence}).value

    before = verdict(v1.structure)
    for spec in STRUCTURE_FIELDS:
        if spec.name in (v1.structure or {}) and getattr(spec, "choices", ()):
            for choice in spec.choices:
                if choice != v1.structure[spec.name] and verdict({**v1.structure, spec.name: choice}) != before:
                    return spec.name, choice
    raise AssertionError(f"{qid}: no single structured field flips the polarity verdict; the cohort changed")


def test_triage_reconcile_draft_release_rescore_impact(live_server, chromium, page, screenshot, study):
    run, worker = study
    draft = next_label(Dataset.objects.get(name="kg"))

    # two authors triage the queue's first question, each by keyboard, blind to the other
    sign_in(page, live_server.url, "ann-author")
    qid = triage_first_item(page, live_server.url, "ANN: corrected")
    field, flipped = structure_flip(run, qid)
    agreed = "BOB: the reference inverted what the chart says"
    v1 = ReferenceAnswer.objects.get(question__qid=qid, version="v1")
    other = chromium.new_context(viewport={"width": 1280, "height": 900})
    bob = other.new_page()
    bob.set_default_timeout(15_000)
    sign_in(bob, live_server.url, "bob-author")
    assert triage_first_item(bob, live_server.url, agreed) == qid

    # the second reconciles: both proposals side by side; the form starts from what they agree on
    bob.goto(live_server.url + f"/datasets/kg/triage/v1/reconcile/{qid}/")
    bob.wait_for_selector(".proposal[data-author='ann-author']")
    assert bob.is_checked("#triage-form input[name=decision][value=FIX_GOLD]")  # both fixed the gold
    assert bob.input_value("#triage-form textarea[name=answer]") == ""  # their answers differ...
    assert "answer" in bob.locator(".differs-list").inner_text()  # ...and the form says so
    # one click starts from bob's version: his answer and the structured answer, nothing retyped
    bob.click(".proposal[data-author='bob-author'] a.start-from")
    bob.wait_for_selector(".form-source:has-text(\"bob-author's version\")")
    assert bob.input_value("#triage-form textarea[name=answer]") == agreed
    for key, value in (v1.structure or {}).items():
        if isinstance(value, str):
            assert bob.input_value(f"#triage-form [name='structure.{key}']") == value
    # the correction that matters is in the structured answer the default evaluator reads
    bob.select_option(f"#triage-form select[name='structure.{field}']", flipped)
    bob.select_option("#triage-form select[name=defect_type]", "inverted_truth")
    assert bob.locator("#triage-notes .note-text").count() > 0  # the chart, to pick evidence in
    shoot(bob, "curation-reconcile-item")
    bob.focus("#triage-form textarea[name=answer]")
    bob.keyboard.press("Control+Enter")
    bob.wait_for_selector(".message:has-text('consensus recorded')")

    # ...and accepts it into the working draft
    bob.goto(live_server.url + "/datasets/kg/references/")
    row = bob.locator("#triage tr[data-draft-base=v1]")
    assert qid in row.inner_text() and "not written yet" in row.inner_text()
    shoot(bob, "curation-draft-before")
    row.locator(f"button:has-text('Accept the consensus into {draft}')").click()
    bob.wait_for_selector(f".message:has-text('draft {draft} from v1: 1 corrected')")
    drafted = ReferenceAnswer.objects.get(question__qid=qid, version=draft)
    # the structured answer kept, with the one field the reconciler changed
    assert drafted.answer == agreed and drafted.structure == {**v1.structure, field: flipped}

    assert "Release" not in bob.locator(f"#versions tr[data-version={draft}]").inner_text()  # admins release

    # the question page shows what changed from v1 to the draft
    bob.goto(live_server.url + f"/datasets/kg/questions/{qid}/")
    change = bob.locator(f"#version-{draft} .version-diff")
    assert f"Changes from v1 to {draft}" in change.inner_text() and change.locator("ins").count() > 0
    shoot(bob, "curation-question-diff")
    other.close()

    # an admin releases the draft as the default, rescores every run, and reads the impact
    page.click("button:has-text('Log out')")
    sign_in(page, live_server.url, "ada-admin")
    page.goto(live_server.url + "/datasets/kg/references/")
    version = page.locator(f"#versions tr[data-version={draft}]")
    version.locator("input[name=default]").check()
    version.locator(f"button:has-text('Release {draft}')").click()
    # a confirmation first (its impact is tested in test_reference_release), then the release
    page.wait_for_selector(f"h1:has-text('Release {draft} as the default?')")
    assert not ReferenceRelease.objects.filter(label=draft).exists()
    page.click("#confirm button[type=submit]")
    page.wait_for_selector(f".message:has-text('released references {draft}')")
    assert ReferenceRelease.objects.filter(label=draft).exists()
    assert release_for(Dataset.objects.get(name="kg")).reference_version == draft
    # the default evaluator (the one agreeing best with physicians, else polarity): it reads the structure
    page.goto(live_server.url + "/datasets/kg/references/")
    page.locator(f"#versions tr[data-version={draft}] button:has-text('Rescore every run against {draft}')").click()
    page.wait_for_selector(".message:has-text('is queued')")
    worker.drain()
    page.goto(live_server.url + f"/datasets/kg/references/?from=v1&to={draft}")
    impact = page.locator(f"#impact tr[data-run='{run.pk}']")
    v1 = PredictionScore.objects.filter(run=run, reference_version="v1", evaluator="polarity")
    new = PredictionScore.objects.filter(run=run, reference_version=draft, evaluator="polarity")
    expected = (sum(s.value for s in new) / new.count() - sum(s.value for s in v1) / v1.count()) * 100
    assert expected != 0
    assert impact.locator("td.delta").inner_text() == f"{'+' if expected > 0 else ''}{expected:.1f} pp"
    assert qid in impact.inner_text()  # among the questions that flipped
    diff = page.locator("#diff tbody").inner_text()
    assert qid in diff and "inverted_truth" in diff and "bob-author" in diff
    screenshot("curation-impact-after-release")
