"""The working draft (``benchmark.references.drafts``): consensus corrections collect in an
unreleased version, which is revised as the consensus changes and frozen by a release; the
keyword-vs-physician concordance restricted to physician-confirmed references (App. X.7); the
queue ranking a question whose evaluators disagree; and the page, the command and the roles."""

from __future__ import annotations

import pytest
from django.core.management import CommandError, call_command
from django.urls import reverse

from benchmark.models import (
    CurationEvent,
    PredictionScore,
    Question,
    ReferenceAnswer,
    ReferenceFeedback,
    ReleasedReferenceError,
)
from benchmark.references import triage
from benchmark.references.checks import check_references
from benchmark.references.drafts import ReleaseError, accept_consensus, draft_status, next_label, working_draft
from benchmark.references.impact import confirmed_questions, curation_view, physician_concordance
from benchmark.references.releases import release_version
from benchmark.runs import run_create, run_work
from benchmark.scoring import score_run
from retrieval.models import Dataset, Note
from tests.conftest import _user
from tests.retrieval.graph_support import DATASET, built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph")]
BASE = "v1"


@pytest.fixture(autouse=True)
def llm_cache(tmp_path, settings):
    settings.EPIKG_LLM_CACHE_DIR = tmp_path / "llm-cache"


@pytest.fixture
def kg():
    return Dataset.objects.get(name=DATASET)


@pytest.fixture
def authors(db):
    return _user("ann-author", "author"), _user("bob-author", "author")


def reconcile(question, authors, decision, answer="", evidence=None, defect="", decider=None):
    """Both authors submit ``decision``; the first records it as the consensus."""
    for author in authors:
        triage.save_proposal(question=question, base=BASE, author=author, decision=decision, answer=answer,
                             evidence=evidence or [], defect_type=defect, submit=True)
    return triage.record_consensus(question=question, base=BASE, user=decider or authors[0], decision=decision,
                                   answer=answer, evidence=evidence or [], defect_type=defect, note="agreed")


def first_span(question, length=30):
    note = Note.objects.filter(patient=question.patient).order_by("note_id").first()
    return [{"note_id": note.note_id, "start": 0, "end": min(length, len(note.text))}]


def some_questions(kg, n):
    return list(Question.objects.filter(dataset=kg, references__version=BASE).order_by("qid")[:n])


def test_accepting_writes_every_question_into_the_next_version(kg, authors):
    fixed, kept, replaced = some_questions(kg, 3)
    label = next_label(kg)
    assert label not in {"v1", "v2", "v3"} and working_draft(kg, BASE) is None
    evidence = first_span(fixed)
    reconcile(fixed, authors, "FIX_GOLD", "Yes, the patient takes metformin.", evidence, "inverted_truth")
    reconcile(kept, authors, "KEEP")
    reconcile(replaced, authors, "REPLACE_QUESTION", defect="other")
    before = draft_status(kg, BASE)
    assert (before.label, before.exists, before.pending) == (label, False, [fixed.qid])
    assert before.decisions == {"KEEP": 1, "FIX_GOLD": 1, "REPLACE_QUESTION": 1}
    total = Question.objects.filter(dataset=kg).count()
    assert before.unreconciled == total - 3

    done = accept_consensus(kg, BASE, authors[0])
    assert done == {"label": label, "created": total, "updated": 0, "corrected": 1, "carried": total - 1,
                    "replace": [replaced.qid]}
    row = ReferenceAnswer.objects.get(question=fixed, version=label)
    base_row = ReferenceAnswer.objects.get(question=fixed, version=BASE)
    assert (row.answer, row.evidence, row.defect_type, row.parent_id, row.author) == (
        "Yes, the patient takes metformin.", evidence, "inverted_truth", base_row.pk, "ann-author")
    for question in (kept, replaced):  # both carry the base reference
        carried = ReferenceAnswer.objects.get(question=question, version=label)
        base_of = ReferenceAnswer.objects.get(question=question, version=BASE)
        assert (carried.answer, carried.evidence, carried.author) == (base_of.answer, base_of.evidence, "carried from v1")
    assert CurationEvent.objects.filter(action="drafted").count() == 3
    after = draft_status(kg, BASE)
    assert (after.exists, after.pending, after.corrected, working_draft(kg, BASE)) == (True, [], 1, label)
    # the draft is a version like any other: the curation page diffs it against its base
    view = curation_view(kg, base=BASE, target=label)
    assert [c["qid"] for c in view.diff["corrections"]] == [fixed.qid]
    assert view.drafts[0].label == label


def test_a_changed_consensus_revises_the_draft_and_a_released_draft_never_changes(kg, authors):
    fixed, other = some_questions(kg, 2)
    reconcile(fixed, authors, "FIX_GOLD", "first correction")
    label = accept_consensus(kg, BASE, authors[0])["label"]
    # the consensus is revised: the row follows, as one update
    triage.record_consensus(question=fixed, base=BASE, user=authors[1], decision="FIX_GOLD",
                            answer="second correction", defect_type="assertion_classifier_error")
    assert draft_status(kg, BASE).pending == [fixed.qid]
    done = accept_consensus(kg, BASE, authors[1])
    assert (done["label"], done["created"], done["updated"]) == (label, 0, 1)
    row = ReferenceAnswer.objects.get(question=fixed, version=label)
    assert (row.answer, row.defect_type, row.author) == ("second correction", "assertion_classifier_error", "bob-author")
    # a consensus turned to KEEP reverts the row to the base
    triage.record_consensus(question=fixed, base=BASE, user=authors[0], decision="KEEP")
    accept_consensus(kg, BASE, authors[0])
    assert ReferenceAnswer.objects.get(question=fixed, version=label).answer == \
        ReferenceAnswer.objects.get(question=fixed, version=BASE).answer
    # released, the draft is frozen: the next accept starts a new draft and leaves it alone
    release_version(kg, label, "admin")
    frozen = list(ReferenceAnswer.objects.filter(question__dataset=kg, version=label).values_list("pk", "answer"))
    status = draft_status(kg, BASE)
    assert (status.exists, status.released, status.pending) == (False, label, [])  # nothing new to accept
    reconcile(other, authors, "FIX_GOLD", "a later correction")
    assert draft_status(kg, BASE).pending == [other.qid]
    with pytest.raises(ReleaseError, match="is released"):
        accept_consensus(kg, BASE, authors[0], label=label)
    later = accept_consensus(kg, BASE, authors[0])["label"]
    assert later != label and later == f"v{int(label[1:]) + 1}"
    assert list(ReferenceAnswer.objects.filter(question__dataset=kg, version=label).values_list("pk", "answer")) == frozen
    with pytest.raises(ReleasedReferenceError):
        ReferenceAnswer.objects.filter(question__dataset=kg, version=label).update(answer="x")


def test_accepting_needs_a_consensus_a_known_base_and_a_label_that_is_a_draft(kg, authors):
    with pytest.raises(ReleaseError, match="no reference version 'v9'"):
        accept_consensus(kg, "v9", authors[0])
    with pytest.raises(ReleaseError, match="no question .* is reconciled at v1"):
        accept_consensus(kg, BASE, authors[0])
    reconcile(some_questions(kg, 1)[0], authors, "FIX_GOLD", "corrected")
    for label in ("v1", "v2"):  # the base itself, and another existing version
        with pytest.raises(ReleaseError, match="is not a draft from v1"):
            accept_consensus(kg, BASE, authors[0], label=label)
    assert not ReferenceAnswer.objects.filter(question__dataset=kg, version=next_label(kg)).exists()


def test_an_imported_correction_in_the_draft_survives_accepting_other_consensus(kg, authors):
    imported, fixed = some_questions(kg, 2)
    reconcile(fixed, authors, "FIX_GOLD", "from the consensus")
    label = accept_consensus(kg, BASE, authors[0])["label"]
    row = ReferenceAnswer.objects.get(question=imported, version=label)
    row.answer, row.author = "edited in the draft", "someone"
    row.save()
    done = accept_consensus(kg, BASE, authors[0])
    assert done["updated"] == 0 and done["corrected"] == 2
    assert ReferenceAnswer.objects.get(question=imported, version=label).answer == "edited in the draft"


def test_the_page_accepts_for_authors_and_hides_everything_from_physicians(kg, client, authors, physician):
    question = some_questions(kg, 1)[0]
    reconcile(question, authors, "FIX_GOLD", "corrected on the page")
    page, accept = reverse("reference_curation", args=[DATASET]), reverse("reference_draft", args=[DATASET])
    client.force_login(physician)
    assert client.get(page).status_code == 404
    assert client.post(accept, {"base": BASE}).status_code == 404
    label = next_label(kg)
    assert not ReferenceAnswer.objects.filter(version=label).exists()
    client.force_login(authors[1])
    html = client.get(page).content.decode()
    assert f"Accept the consensus into {label}" in html and question.qid in html
    assert reverse("triage_queue", args=[DATASET, BASE]) in html
    response = client.post(accept, {"base": BASE}, follow=True)
    assert f"draft {label} from v1: 1 corrected" in response.content.decode()
    assert ReferenceAnswer.objects.get(question=question, version=label).answer == "corrected on the page"
    assert CurationEvent.objects.get(action="drafted").user == authors[1]


def test_the_command_accepts_and_names_what_is_wrong(kg, authors, capsys):
    reconcile(some_questions(kg, 1)[0], authors, "FIX_GOLD", "corrected by the command")
    with pytest.raises(CommandError, match="no user named 'nobody'"):
        call_command("draft_references", "--dataset", DATASET, "--from", BASE, "--user", "nobody")
    call_command("draft_references", "--dataset", DATASET, "--from", BASE, "--user", "ann-author", "--as", "v1-fixed")
    assert "draft v1-fixed from v1: 1 corrected" in capsys.readouterr().out
    assert ReferenceAnswer.objects.filter(version="v1-fixed").count() == Question.objects.filter(dataset=kg).count()


# -- App. X.7: keyword against physicians, on physician-confirmed references -------------------

@pytest.mark.usefixtures("use_subset_matcher")
def test_concordance_on_all_answers_and_on_confirmed_references(kg):
    run, _ = run_create(dataset_name=DATASET, condition_id="C1", model="extractive")
    run_work(run.pk)
    release_version(kg, BASE, "admin")  # a score uses only a released version
    score_run(run=run, evaluator_name="keyword_v2", reference_version=BASE)
    keyword = {s.prediction_id: s for s in PredictionScore.objects.filter(run=run, evaluator="keyword_v2")}
    predictions = sorted(keyword)[:8]
    assert len(predictions) == 8
    # the physician agrees with the keyword score on the first four and disagrees on the rest
    for i, pk in enumerate(predictions):
        k = keyword[pk]
        agree = i < 4
        PredictionScore.objects.create(
            run=run, prediction_id=pk, question_id=k.question_id, evaluator="physician:7",
            evaluator_version="physician:7@abc", reference=k.reference, reference_version=BASE,
            value=(k.value >= 0.5) == agree and 1.0 or 0.0, label="x")
    # the references of predictions 0, 1 and 4 are confirmed; 2 was confirmed, then revised to wrong
    for i in (0, 1, 2, 4):
        k = keyword[predictions[i]]
        ReferenceFeedback.objects.create(question_id=k.question_id, reference=k.reference, verdict="correct",
                                         source=f"study:7/rating:{i}", rater="R1")
    k2 = keyword[predictions[2]]
    ReferenceFeedback.objects.create(question_id=k2.question_id, reference=k2.reference, verdict="wrong",
                                     source="study:7/rating:99", rater="R1")
    confirmed = confirmed_questions(kg, BASE)
    assert confirmed == {keyword[predictions[i]].question_id for i in (0, 1, 4)}
    rows = {c.scope: c for c in physician_concordance(kg, "keyword_v2")}
    everything, restricted = rows["all rated answers"], rows["physician-confirmed references"]
    assert (everything.answers, everything.agreed, everything.rate) == (8, 4, 0.5)
    assert (restricted.answers, restricted.agreed) == (3, 2)
    assert restricted.physician == "physician:7" and restricted.version == BASE
    # the page shows both
    assert [c.scope for c in curation_view(kg).concordance] == ["all rated answers", "physician-confirmed references"]


@pytest.mark.usefixtures("use_subset_matcher")
def test_the_queue_ranks_a_question_whose_evaluators_disagree_among_the_signalled(kg, authors):
    run, _ = run_create(dataset_name=DATASET, condition_id="C1", model="extractive")
    run_work(run.pk)
    release_version(kg, BASE, "admin")  # a score uses only a released version
    score_run(run=run, evaluator_name="keyword_v2", reference_version=BASE)
    flagged = {f.qid for f in check_references(kg, BASE)}
    scores = list(PredictionScore.objects.filter(run=run, evaluator="keyword_v2").select_related("question"))
    target = next(s for s in sorted(scores, key=lambda s: s.question.qid, reverse=True) if s.question.qid not in flagged)
    for s in scores:  # a second evaluator: agrees everywhere but on the target
        PredictionScore.objects.create(run=run, prediction_id=s.prediction_id, question_id=s.question_id,
                                       evaluator="polarity", evaluator_version="polarity@test", reference=s.reference,
                                       reference_version=BASE, label="x",
                                       value=1.0 - s.value if s.pk == target.pk else s.value)
    items, _ = triage.triage_queue(kg, BASE, authors[0])
    order = [i.qid for i in items]
    assert order.index(target.question.qid) == len(flagged)  # first after the flagged ones
    assert items[len(flagged)].reasons == [f"evaluators disagree on 1 prediction(s) scored against {BASE}"]
    # a physician confirming a reference is no signal for the queue
    ReferenceFeedback.objects.create(question=target.question, reference=target.reference, verdict="correct",
                                     source="study:1/rating:5", rater="R2")
    again, _ = triage.triage_queue(kg, BASE, authors[0])
    assert next(i for i in again if i.qid == target.question.qid).reasons == items[len(flagged)].reasons


def test_the_reconciliation_item_marks_the_proposed_evidence_and_starts_from_agreeing_proposals(kg, authors):
    agreeing, split = some_questions(kg, 2)
    evidence = first_span(agreeing, 12)
    for author in authors:
        triage.save_proposal(question=agreeing, base=BASE, author=author, decision="FIX_GOLD", answer="same fix",
                             evidence=evidence, submit=True)
    row = triage.reconciliation_item(kg, BASE, agreeing, authors[0])
    assert (row.start.decision, row.start.answer, row.start.evidence) == ("FIX_GOLD", "same fix",
                                                                         triage.evidence_lines(evidence))
    assert row.start.differs == {} and row.start.source == "the proposals, which agree"
    held = next(n for n in row.notes if n.note.note_id == evidence[0]["note_id"])
    assert row.notes[0] is held or "reference" in row.notes[0].holds  # the evidence notes come first
    marked = "".join(s.text for s in held.segments if "proposal" in s.marks)
    assert marked == held.note.text[evidence[0]["start"]:evidence[0]["end"]]
    triage.save_proposal(question=split, base=BASE, author=authors[0], decision="KEEP", submit=True)
    triage.save_proposal(question=split, base=BASE, author=authors[1], decision="FIX_GOLD", answer="other", submit=True)
    start = triage.reconciliation_item(kg, BASE, split, authors[0]).start
    assert (start.decision, start.answer) == ("", "")  # they differ: left for the reconciler
    assert start.differs["decision"] == "ann-author: Keep · bob-author: Fix gold"
