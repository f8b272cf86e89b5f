"""Triage and reconciliation of reference answers (``benchmark.references.triage`` and its pages):
the queue's order, blindness between authors, drafts, evidence validation, reconciliation with
κ, the audit trail, and physicians kept out."""

from __future__ import annotations

import pytest
from django.urls import reverse

from benchmark.models import CurationEvent, Question, TriageConsensus, TriageProposal
from benchmark.references import triage
from benchmark.references.checks import check_references
from retrieval.models import Dataset, Note
from tests.conftest import _user
from tests.retrieval.graph_support import DATASET, built_graph  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db
BASE = "v1"


@pytest.fixture
def kg(built_graph):  # noqa: F811
    return Dataset.objects.get(name=DATASET)


@pytest.fixture
def two_authors(db):
    return _user("ann-author", "author"), _user("bob-author", "author")


def questions(dataset, n):
    return list(Question.objects.filter(dataset=dataset, references__version=BASE).order_by("qid")[:n])


def span_of(question, length=20):
    note = Note.objects.filter(patient=question.patient).order_by("note_id").first()
    return {"note_id": note.note_id, "start": 0, "end": min(length, len(note.text))}, note


def test_it_puts_a_flagged_question_before_an_unflagged_one(kg, author):
    flagged = {f.qid for f in check_references(kg, BASE)}
    assert flagged, "the cohort's v1 carries injected defects the checks flag"
    items, note = triage.triage_queue(kg, BASE, author)
    assert note == ""
    order = [i.qid for i in items]
    assert len(order) == Question.objects.filter(dataset=kg).count()
    first_unflagged = next(i for i, item in enumerate(items) if item.qid not in flagged)
    assert all(item.qid in flagged for item in items[:first_unflagged])
    assert all(item.qid not in flagged for item in items[first_unflagged:])
    assert all(r.startswith("check ") for r in items[0].reasons) and items[0].reasons


def test_it_keeps_a_draft_then_submits_it_and_audits_both(kg, author):
    q = questions(kg, 1)[0]
    span, _ = span_of(q)
    triage.save_proposal(question=q, base=BASE, author=author, decision="FIX_GOLD", answer="draft answer",
                         evidence=[span], defect_type="inverted_truth")
    p = TriageProposal.objects.get(question=q, author=author)
    assert p.is_draft and p.evidence == [span]
    triage.save_proposal(question=q, base=BASE, author=author, decision="FIX_GOLD", answer="final answer",
                         evidence=[span], submit=True)
    p.refresh_from_db()
    assert not p.is_draft and p.answer == "final answer"
    assert TriageProposal.objects.filter(question=q).count() == 1
    actions = list(CurationEvent.objects.filter(question=q, user=author).values_list("action", flat=True))
    assert actions == ["draft_saved", "submitted"]
    items, _ = triage.triage_queue(kg, BASE, author)
    assert next(i for i in items if i.qid == q.qid).status == "submitted"


def test_it_refuses_evidence_outside_the_patients_notes_and_fix_gold_without_answer(kg, author):
    q = questions(kg, 1)[0]
    span, note = span_of(q)
    with pytest.raises(triage.TriageError, match="not inside note"):
        triage.save_proposal(question=q, base=BASE, author=author, decision="KEEP",
                             evidence=[{**span, "end": len(note.text) + 5}])
    other = Note.objects.filter(dataset=kg).exclude(patient=q.patient).first()
    with pytest.raises(triage.TriageError, match="is not a note of patient"):
        triage.save_proposal(question=q, base=BASE, author=author, decision="KEEP",
                             evidence=[{"note_id": other.note_id, "start": 0, "end": 5}])
    with pytest.raises(triage.TriageError, match="needs the corrected answer"):
        triage.save_proposal(question=q, base=BASE, author=author, decision="FIX_GOLD", answer=" ")
    with pytest.raises(triage.TriageError, match="expected note_id:start-end"):
        triage.parse_evidence_lines("N-1:10-20\nnonsense")
    assert not TriageProposal.objects.exists()


def test_the_item_page_rejects_a_bad_span_line_with_a_message(kg, client, author):
    q = questions(kg, 1)[0]
    client.force_login(author)
    url = reverse("triage_item", args=[DATASET, BASE, q.qid])
    response = client.post(url, {"decision": "KEEP", "evidence": "bad line", "submit": "1"}, follow=True)
    assert "expected note_id:start-end" in response.content.decode()
    assert not TriageProposal.objects.exists()


def test_an_author_never_sees_another_authors_proposal_before_reconciliation(kg, client, two_authors):
    ann, bob = two_authors
    q = questions(kg, 1)[0]
    triage.save_proposal(question=q, base=BASE, author=ann, decision="FIX_GOLD", answer="ANN-SECRET-ANSWER",
                         note="ann's private note", submit=True)
    client.force_login(bob)
    for url in (reverse("triage_item", args=[DATASET, BASE, q.qid]), reverse("triage_queue", args=[DATASET, BASE]),
                reverse("triage_reconcile", args=[DATASET, BASE])):
        page = client.get(url).content.decode()
        assert "ANN-SECRET-ANSWER" not in page and "ann&#x27;s private note" not in page
    # one proposal is not reconcilable; with bob's draft only it is still hidden from bob
    triage.save_proposal(question=q, base=BASE, author=bob, decision="KEEP")
    assert client.get(reverse("triage_reconcile_item", args=[DATASET, BASE, q.qid])).status_code == 404


def test_two_authors_reconcile_with_kappa_and_the_consensus_keeps_every_proposal(kg, client, two_authors, admin_user):
    ann, bob = two_authors
    qs = questions(kg, 4)
    # ann: K K F F; bob: K F F F → p_o = 3/4, p_e = .5·.25 + .5·.75 = .5, κ = (.75 − .5)/(1 − .5) = 0.5
    for q, a, b in zip(qs, ["KEEP", "KEEP", "FIX_GOLD", "FIX_GOLD"], ["KEEP", "FIX_GOLD", "FIX_GOLD", "FIX_GOLD"]):
        triage.save_proposal(question=q, base=BASE, author=ann, decision=a, answer="ann fix" if a == "FIX_GOLD" else "",
                             submit=True)
        triage.save_proposal(question=q, base=BASE, author=bob, decision=b, answer="bob fix" if b == "FIX_GOLD" else "",
                             submit=True)
    [agreement] = triage.triage_agreement(kg, BASE)
    assert (agreement.author_a, agreement.author_b, agreement.questions, agreement.agreed) == ("ann-author", "bob-author", 4, 3)
    assert agreement.kappa == pytest.approx(0.5)
    assert agreement.low is not None and agreement.low < 0.5 < agreement.high

    rows = triage.reconciliation(kg, BASE, ann)
    assert [r.question.qid for r in rows] == [q.qid for q in qs] and all(r.visible for r in rows)
    client.force_login(ann)
    page = client.get(reverse("triage_reconcile", args=[DATASET, BASE])).content.decode()
    assert "0.500" in page
    disputed = qs[1]
    item_url = reverse("triage_reconcile_item", args=[DATASET, BASE, disputed.qid])
    page = client.get(item_url).content.decode()
    assert "ann-author" in page and "bob-author" in page and "bob fix" in page
    response = client.post(item_url, {"decision": "FIX_GOLD", "answer": "agreed fix", "defect_type": "other", "submit": "1"})
    assert response.status_code == 302
    consensus = TriageConsensus.objects.get(question=disputed, base=BASE)
    assert consensus.decided_by == ann and consensus.answer == "agreed fix"
    assert set(consensus.proposals.all()) == set(TriageProposal.objects.filter(question=disputed))
    assert TriageProposal.objects.filter(question=disputed).count() == 2  # both kept, unchanged
    assert CurationEvent.objects.filter(question=disputed, action="consensus").count() == 1
    assert CurationEvent.objects.filter(action="submitted").count() == 8
    with pytest.raises(triage.TriageError, match="already reconciled"):
        triage.save_proposal(question=disputed, base=BASE, author=bob, decision="KEEP", submit=True)


def test_physicians_get_404_on_every_triage_url(kg, client, physician, two_authors):
    q = questions(kg, 1)[0]
    for author in two_authors:
        triage.save_proposal(question=q, base=BASE, author=author, decision="KEEP", submit=True)
    client.force_login(physician)
    urls = [reverse("triage_queue", args=[DATASET, BASE]), reverse("triage_item", args=[DATASET, BASE, q.qid]),
            reverse("triage_reconcile", args=[DATASET, BASE]),
            reverse("triage_reconcile_item", args=[DATASET, BASE, q.qid])]
    for url in urls:
        assert client.get(url).status_code == 404, url
        assert client.post(url, {"decision": "KEEP", "submit": "1"}).status_code == 404, url
    assert not TriageConsensus.objects.exists()
    assert TriageProposal.objects.filter(author=physician).count() == 0


def test_it_ranks_a_question_a_physician_flagged_above_the_unsignalled_ones(kg, author):
    from benchmark.models import ReferenceAnswer, ReferenceFeedback

    flagged = {f.qid for f in check_references(kg, BASE)}
    quiet = [q for q in Question.objects.filter(dataset=kg).order_by("qid") if q.qid not in flagged]
    target = quiet[-1]  # last of the unflagged by qid: ranked up only by the feedback
    ReferenceFeedback.objects.create(question=target, reference=ReferenceAnswer.objects.get(question=target, version=BASE),
                                     verdict="wrong", note="the CT says otherwise", source="study:1/rating:1", rater="R1")
    items, _ = triage.triage_queue(kg, BASE, author)
    order = [i.qid for i in items]
    assert order.index(target.qid) == len(flagged)  # right after the flagged ones
    item = items[len(flagged)]
    assert item.tier_name == "physician or evaluator signal"
    assert item.reasons == [f"physician R1: wrong ({BASE}) — the CT says otherwise"]


# -- the patient's notes on the item page, evidence marked ------------------------------------

def reference_span(question):
    """The first span of the question's v1 reference that fits its note, and that note."""
    from benchmark.models import ReferenceAnswer

    for e in ReferenceAnswer.objects.get(question=question, version=BASE).evidence:
        note = Note.objects.filter(dataset=question.dataset, patient=question.patient, note_id=e["note_id"]).first()
        if note and 0 <= e["start"] < e["end"] <= len(note.text):
            return e, note
    return None, None


def uncited_notes(question):
    """The patient's notes its v1 reference does not cite, in chart order."""
    from benchmark.models import ReferenceAnswer

    cited = {e["note_id"] for e in ReferenceAnswer.objects.get(question=question, version=BASE).evidence}
    return list(Note.objects.filter(patient=question.patient).exclude(note_id__in=cited).order_by("charttime", "note_id"))


def question_with_reference_span(dataset):
    return next(q for q in questions(dataset, 27) if reference_span(q)[0] and len(uncited_notes(q)) >= 2)


def test_the_item_lists_the_patients_notes_evidence_notes_first_with_marks_at_the_offsets(kg, author):
    q = question_with_reference_span(kg)
    ref, ref_note = reference_span(q)
    last = uncited_notes(q)[-1]  # last in chart order, first among the uncited once the proposal cites it
    own = {"note_id": last.note_id, "start": 3, "end": 11}
    triage.save_proposal(question=q, base=BASE, author=author, decision="KEEP", evidence=[own])
    item = triage.triage_item(kg, BASE, q, author)

    ids = [n.note.note_id for n in item.notes]
    assert sorted(ids) == sorted(Note.objects.filter(patient=q.patient).values_list("note_id", flat=True))
    cited = len(ids) - len(uncited_notes(q))
    assert ids[0] == ref_note.note_id and ids[cited] == last.note_id  # the reference's, then the proposal's
    assert all("reference" in n.holds for n in item.notes[:cited]) and item.notes[cited].holds == ("proposal",)
    assert not any(n.holds for n in item.notes[cited + 1:])
    assert ids[cited + 1:] == [n.note_id for n in uncited_notes(q)[:-1]]  # the rest in chart order
    for n in item.notes:
        assert "".join(s.text for s in n.segments) == n.note.text
        assert all(n.note.text[s.start:s.end] == s.text for s in n.segments)
    inside = [s for s in item.notes[0].segments if ref["start"] <= s.start and s.end <= ref["end"]]
    assert all("reference" in s.marks for s in inside)
    assert "".join(s.text for s in inside) == ref_note.text[ref["start"]:ref["end"]]
    [mine] = [s for s in item.notes[cited].segments if s.marks]
    assert (mine.start, mine.end, mine.marks, mine.css) == (3, 11, ("proposal",), "ev ev-proposal")


def test_segments_split_overlapping_spans_and_isolate_carriage_returns():
    segments = triage.note_segments("ab\r\ncdefgh", {"reference": [{"start": 1, "end": 6}, {"start": 8, "end": 99}],
                                                     "proposal": [{"start": 5, "end": 8}]})
    assert [(s.text, s.marks) for s in segments] == [
        ("a", ()), ("b", ("reference",)), ("\r", ("reference",)), ("\nc", ("reference",)),
        ("d", ("reference", "proposal")), ("ef", ("proposal",)), ("gh", ())]  # 8-99 does not fit: left out
    assert [s.is_cr for s in segments] == [False, False, True, False, False, False, False]


def test_the_item_page_loads_the_notes_in_one_query(kg, author):
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    q = question_with_reference_span(kg)

    def note_queries(call):
        with CaptureQueriesContext(connection) as captured:
            call()
        return sum('FROM "retrieval_note"' in c["sql"] for c in captured.captured_queries)

    in_queue = note_queries(lambda: triage.triage_queue(kg, BASE, author))
    assert note_queries(lambda: triage.triage_item(kg, BASE, q, author)) == in_queue + 1


def test_the_item_page_shows_note_text_escaped_with_the_evidence_marked(kg, client, author):
    from django.utils import timezone
    from django.utils.html import escape

    q = question_with_reference_span(kg)
    text = 'Plan: <script>alert("x")</script> & start aspirin 81 mg daily.'
    Note.objects.create(dataset=kg, patient=q.patient, note_id="TEST-SCRIPT-1", subject_id=q.subject_id,
                        note_type="DS", charttime=timezone.now(), text=text, text_sha256="0" * 64)
    start = text.index("<script>")
    end = text.index("aspirin") + len("aspirin")
    triage.save_proposal(question=q, base=BASE, author=author, decision="KEEP",
                         evidence=[{"note_id": "TEST-SCRIPT-1", "start": start, "end": end}])
    client.force_login(author)
    page = client.get(reverse("triage_item", args=[DATASET, BASE, q.qid])).content.decode()
    assert "<script>alert" not in page
    assert ('<div class="note-text" data-note-id="TEST-SCRIPT-1">Plan: <mark class="ev ev-proposal" title="proposed evidence">'
            + escape(text[start:end]) + "</mark>" + escape(text[end:]) + "</div>") in page
    ref, ref_note = reference_span(q)
    assert f'data-note-id="{ref_note.note_id}"' in page and 'class="ev ev-reference"' in page
    assert page.index(f'data-note-id="{ref_note.note_id}"') < page.index('data-note-id="TEST-SCRIPT-1"')


def test_the_checks_run_once_while_an_author_moves_through_the_queue(kg, author, monkeypatch):
    from django.core.cache import cache

    from benchmark.models import ReferenceAnswer

    cache.clear()
    calls = []
    real = triage.check_references
    monkeypatch.setattr(triage, "check_references", lambda *a, **kw: calls.append(a) or real(*a, **kw))
    first, second = questions(kg, 2)
    flagged = triage.triage_item(kg, BASE, first, author).flags
    triage.triage_item(kg, BASE, second, author)
    assert len(calls) == 1 and triage.triage_item(kg, BASE, first, author).flags == flagged
    # a reference of the base changes: the checks read it again
    row = ReferenceAnswer.objects.get(question=first, version=BASE)
    row.answer = row.answer + " (edited)"
    row.save()
    triage.triage_queue(kg, BASE, author)
    assert len(calls) == 2


def test_copying_the_other_authors_proposal_after_reading_it_moves_neither_kappa_nor_reconciliation(
        kg, client, two_authors):
    """The attack of issue 30: bob submits, reads ann's proposals on the reconciliation page, revises
    each to copy hers; κ must stay at the blind 0 (not 1), and reconciliation shows the blind
    proposals with the copies labelled as revised after seeing the other's."""
    ann, bob = two_authors
    qs = questions(kg, 4)
    ann_says = ["KEEP", "KEEP", "FIX_GOLD", "FIX_GOLD"]
    bob_says = ["FIX_GOLD", "FIX_GOLD", "KEEP", "KEEP"]  # disagrees on every question: κ = −1
    for q, a, b in zip(qs, ann_says, bob_says):
        triage.save_proposal(question=q, base=BASE, author=ann, decision=a, submit=True,
                             answer=f"ann fix {q.qid}" if a == "FIX_GOLD" else "")
        triage.save_proposal(question=q, base=BASE, author=bob, decision=b, submit=True,
                             answer=f"bob fix {q.qid}" if b == "FIX_GOLD" else "")
    [before] = triage.triage_agreement(kg, BASE)
    assert before.agreed == 0 and before.kappa <= 0
    # bob reads ann's proposals, then copies each one
    client.force_login(bob)
    assert client.get(reverse("triage_reconcile_item", args=[DATASET, BASE, qs[0].qid])).status_code == 200
    for q, a in zip(qs, ann_says):
        triage.save_proposal(question=q, base=BASE, author=bob, decision=a, submit=True,
                             answer=f"ann fix {q.qid}" if a == "FIX_GOLD" else "")
    stored = TriageProposal.objects.get(question=qs[0], author=bob)
    assert stored.decision == "KEEP" and stored.blind["decision"] == "FIX_GOLD" and stored.revised_after_seeing
    [after] = triage.triage_agreement(kg, BASE)
    assert (after.agreed, after.kappa) == (before.agreed, pytest.approx(before.kappa))  # not 4 and 1.0
    # reconciliation: the blind proposals disagree; the consensus form does not start from the copy
    row = triage.reconciliation_item(kg, BASE, qs[0], ann)
    assert {p.author.username: p.decision for p in row.proposals} == {"ann-author": "KEEP", "bob-author": "FIX_GOLD"}
    assert not row.agree and row.start.decision == "" and "decision" in row.start.differs
    bob_row = next(p for p in row.proposals if p.author == bob)
    assert bob_row.revision is not None and bob_row.revision.decision == "KEEP" and bob_row.revised_after_seeing
    client.force_login(ann)
    page = client.get(reverse("triage_reconcile_item", args=[DATASET, BASE, qs[2].qid])).content.decode()
    assert "Revised after seeing the other proposals" in page and "bob-author's first, blind proposal" in page
    listing = client.get(reverse("triage_reconcile", args=[DATASET, BASE])).content.decode()
    assert "after seeing the other proposals" in listing and "disagree" in listing


def test_a_revision_before_anyone_else_submitted_is_not_labelled_as_seen(kg, two_authors):
    ann, bob = two_authors
    q = questions(kg, 1)[0]
    triage.save_proposal(question=q, base=BASE, author=ann, decision="KEEP", submit=True)
    triage.save_proposal(question=q, base=BASE, author=ann, decision="FIX_GOLD", answer="second thoughts",
                         submit=True)
    mine = TriageProposal.objects.get(question=q, author=ann)
    assert mine.blind["decision"] == "KEEP" and not mine.revised_after_seeing
    triage.save_proposal(question=q, base=BASE, author=bob, decision="KEEP", submit=True)
    [agreement] = triage.triage_agreement(kg, BASE)
    assert agreement.agreed == 1  # ann's first decision (KEEP) against bob's
    row = triage.reconciliation_item(kg, BASE, q, bob)
    ann_row = next(p for p in row.proposals if p.author == ann)
    assert ann_row.decision == "KEEP" and ann_row.revision.decision == "FIX_GOLD" and not ann_row.revised_after_seeing


def test_a_draft_is_never_the_blind_version(kg, two_authors):
    ann, _ = two_authors
    q = questions(kg, 1)[0]
    triage.save_proposal(question=q, base=BASE, author=ann, decision="KEEP")
    assert TriageProposal.objects.get(question=q, author=ann).blind is None
    triage.save_proposal(question=q, base=BASE, author=ann, decision="REPLACE_QUESTION", submit=True)
    assert TriageProposal.objects.get(question=q, author=ann).blind["decision"] == "REPLACE_QUESTION"
