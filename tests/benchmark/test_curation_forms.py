"""Curation without retyping and without losing the structured answer (issue 29.9): the
structured answer edited as fields and kept unless a field changes, refused by field when the
schema would not read it; the consensus form pre-filled from what the proposals agree on or from
one author's version; the question page's structured answer as a list and its version diffs."""

from __future__ import annotations

import json

import pytest
from django.http import QueryDict
from django.urls import reverse

from benchmark.models import Question, ReferenceAnswer, TriageConsensus, TriageProposal
from benchmark.references import triage
from benchmark.references.diff import version_diff, word_diff
from benchmark.references.drafts import accept_consensus
from benchmark.references.structure import INHERIT, structure_form, structure_from_form, validate_structure
from retrieval.models import Dataset, Note
from tests.conftest import _user
from tests.retrieval.graph_support import DATASET, built_graph  # noqa: F401  (fixture)

pytestmark = pytest.mark.django_db
BASE = "v1"

STRUCTURES = [
    {"concept": "free air", "polarity": "absent", "experiencer": "patient"},
    {"concept": "metronidazole", "duration": {"value": 3, "unit": "days"}, "start": "2175-02-05", "end": "2175-02-07"},
    {"order": ["the start of meropenem", "the CT abdomen"], "dates": ["2117-04-08", "2116-03-26"]},
    {"concept": "lung cancer", "polarity": "absent", "experiencer": "family", "relative": "brother",
     "status": "ruled_out", "duration": {"value": 2.5, "unit": "weeks"}, "added": ["a", "b c"]},
]


def form_data(structure, **changes) -> QueryDict:
    """What the page's form posts for ``structure``, its fields as rendered, with ``changes``
    (form key → typed text) applied."""
    form = structure_form(structure)
    data = QueryDict(mutable=True)
    data.update({"structure_fields": "1", "structure_base": form.base_json})
    for f in form.filled + form.empty:
        data[f.name] = changes.get(f.key, f.value)
    return data


@pytest.mark.parametrize("structure", STRUCTURES)
def test_a_structure_comes_back_unchanged_from_its_untouched_fields(structure):
    assert structure_from_form(form_data(structure)) == structure
    assert validate_structure(structure_from_form(form_data(structure))) == structure


def test_a_changed_field_changes_only_that_field_and_an_emptied_one_is_removed():
    base = STRUCTURES[3]
    assert structure_from_form(form_data(base, polarity="present")) == {**base, "polarity": "present"}
    assert structure_from_form(form_data(base, **{"duration.value": "10"}))["duration"] == {"value": 10, "unit": "weeks"}
    assert structure_from_form(form_data(base, added="a\n\n  d  \n"))["added"] == ["a", "d"]
    emptied = structure_from_form(form_data(base, relative="", **{"duration.value": "", "duration.unit": ""}))
    assert "relative" not in emptied and "duration" not in emptied and emptied["concept"] == "lung cancer"
    assert structure_from_form(form_data(None)) is None
    assert structure_from_form(form_data(None, polarity="absent")) == {"polarity": "absent"}
    assert structure_from_form(QueryDict("answer=x")) is INHERIT  # no fields: the caller keeps what it had


@pytest.mark.parametrize("changes, field", [
    ({"polarity": "maybe"}, "structure.polarity"),
    ({"start": "05/02/2175"}, "structure.start"),
    ({"duration.value": "three"}, "structure.duration.value"),
    ({"duration.value": ""}, "structure.duration.value"),
    ({"status": "gone"}, "structure.status"),
])
def test_a_structure_the_schema_would_not_read_is_refused_naming_the_field(changes, field):
    with pytest.raises(triage.TriageError, match=f"'{field}'"):
        triage._clean(None, decision="KEEP", answer="", defect_type="", evidence=[],
                      structure=triage.fields_from_form(form_data(STRUCTURES[3], **changes))["structure"])


def test_dates_must_match_the_order_one_for_one():
    with pytest.raises(triage.TriageError, match="'structure.dates' has 1 dates but 'structure.order' has 2"):
        validate_structure_via_form(STRUCTURES[2], dates="2117-04-08")


def test_a_key_outside_the_schema_is_kept_until_removed_and_refused_by_name():
    base = {"polarity": "absent", "legacy_score": 3}
    assert structure_from_form(form_data(base)) == base  # never dropped silently...
    with pytest.raises(triage.TriageError, match="unknown field.*'legacy_score'"):
        validate_structure_via_form(base)
    assert structure_form(base).unknown == ["legacy_score"]  # ...the form offers to remove it
    removing = form_data(base)
    removing["structure_remove"] = "legacy_score"
    assert structure_from_form(removing) == {"polarity": "absent"}


def validate_structure_via_form(structure, **changes):
    return triage._clean(None, decision="KEEP", answer="", defect_type="", evidence=[],
                         structure=structure_from_form(form_data(structure, **changes)))


# -- the service and the pages ------------------------------------------------------------------

@pytest.fixture
def kg(built_graph):  # noqa: F811
    return Dataset.objects.get(name=DATASET)


@pytest.fixture
def authors(db):
    return _user("ann-author", "author"), _user("bob-author", "author")


def structured_question(dataset, key="polarity"):
    return next(q for q in Question.objects.filter(dataset=dataset).order_by("qid")
                if key in (ReferenceAnswer.objects.get(question=q, version=BASE).structure or {}))


def spans(question, n=2):
    note = Note.objects.filter(patient=question.patient).order_by("note_id").first()
    return [{"note_id": note.note_id, "start": 10 * i, "end": 10 * i + 8} for i in range(n)]


def test_a_fix_without_structure_keeps_the_references_structure_into_the_draft(kg, authors):
    q = structured_question(kg)
    reference = ReferenceAnswer.objects.get(question=q, version=BASE)
    for author in authors:
        triage.save_proposal(question=q, base=BASE, author=author, decision="FIX_GOLD", answer="Corrected.",
                             submit=True)
        assert TriageProposal.objects.get(question=q, author=author).structure == reference.structure
    triage.record_consensus(question=q, base=BASE, user=authors[0], decision="FIX_GOLD", answer="Corrected.")
    assert TriageConsensus.objects.get(question=q).structure == reference.structure
    label = accept_consensus(kg, BASE, authors[0])["label"]
    draft = ReferenceAnswer.objects.get(question=q, version=label)
    assert draft.answer == "Corrected." and draft.structure == reference.structure
    # asked explicitly, a structure can still be removed
    triage.record_consensus(question=q, base=BASE, user=authors[0], decision="FIX_GOLD", answer="Corrected.",
                            structure=None)
    assert TriageConsensus.objects.get(question=q).structure is None


def test_the_triage_page_shows_the_structure_as_fields_and_keeps_it_through_a_fix(kg, client, authors):
    q = structured_question(kg)
    reference = ReferenceAnswer.objects.get(question=q, version=BASE)
    client.force_login(authors[0])
    url = reverse("triage_item", args=[DATASET, BASE, q.qid])
    page = client.get(url).content.decode()
    assert f'<option value="{reference.structure["polarity"]}" selected>' in page
    assert 'name="structure.concept" value="' in page and "{&#x27;" not in page  # fields, not a printed dict
    assert reference.evidence, "the cohort's structured references cite evidence"
    assert f"reference {BASE} cites {len(reference.evidence)}; a fix carries the spans listed here" in page
    # the evidence box starts from the reference's spans, so a fix sent as it opened keeps them
    lines = triage.evidence_lines(reference.evidence)
    assert f'<textarea name="evidence" rows="3" class="mono">{lines}</textarea>' in page
    data = form_data(reference.structure)
    data.update({"decision": "FIX_GOLD", "answer": "Fixed answer.", "evidence": lines, "submit": "1"})
    assert client.post(url, data).status_code == 302
    proposal = TriageProposal.objects.get(question=q)
    assert proposal.structure == reference.structure
    assert [(e["note_id"], e["start"], e["end"]) for e in proposal.evidence] == \
        [(e["note_id"], e["start"], e["end"]) for e in reference.evidence]
    # a bad field: refused by name, what was typed is shown again and nothing is saved
    bad = form_data(reference.structure, polarity="sometimes")
    bad.update({"decision": "FIX_GOLD", "answer": "Second go.", "submit": "1"})
    page = client.post(url, bad, follow=True).content.decode()
    assert "field &#x27;structure.polarity&#x27;: expected one of" in page
    assert "Second go." in page and '<option value="sometimes" selected>' in page
    assert TriageProposal.objects.get(question=q).answer == "Fixed answer."


def test_the_consensus_form_starts_from_what_the_proposals_agree_on(kg, client, authors):
    q = structured_question(kg)
    reference = ReferenceAnswer.objects.get(question=q, version=BASE)
    ann, bob = authors
    shared, extra = spans(q)
    triage.save_proposal(question=q, base=BASE, author=ann, decision="FIX_GOLD", answer="Ann's answer.",
                         evidence=[shared], defect_type="inverted_truth", submit=True)
    triage.save_proposal(question=q, base=BASE, author=bob, decision="FIX_GOLD", answer="Bob's answer.",
                         evidence=[shared, extra], defect_type="inverted_truth", submit=True,
                         structure={**reference.structure, "polarity": "present"})
    row = triage.reconciliation_item(kg, BASE, q, ann)
    start = row.start
    assert (start.decision, start.defect_type, start.answer) == ("FIX_GOLD", "inverted_truth", "")
    assert start.evidence == triage.evidence_lines([shared])
    assert set(start.differs) == {"answer", "evidence", "structure: polarity"}
    assert start.differs["structure: polarity"] == f"ann-author: {reference.structure['polarity']} · bob-author: present"
    agreed = {k: v for k, v in reference.structure.items() if k != "polarity"}
    assert json.loads(start.structure.base_json) == agreed
    [polarity] = [f for f in start.structure.filled if f.key == "polarity"]
    assert polarity.value == "" and "bob-author: present" in polarity.differs
    # a fix from the agreement without choosing the polarity is the agreed fields only; the page says so
    client.force_login(ann)
    url = reverse("triage_reconcile_item", args=[DATASET, BASE, q.qid])
    page = client.get(url).content.decode()
    assert "The proposals differ on these fields" in page and "structure: polarity" in page
    assert 'href="?from=bob-author#triage-form"' in page


def test_one_click_starts_the_consensus_from_one_authors_version(kg, client, authors):
    q = structured_question(kg)
    reference = ReferenceAnswer.objects.get(question=q, version=BASE)
    ann, bob = authors
    shared, extra = spans(q)
    bob_structure = {**reference.structure, "polarity": "present"}
    triage.save_proposal(question=q, base=BASE, author=ann, decision="KEEP", submit=True)
    triage.save_proposal(question=q, base=BASE, author=bob, decision="FIX_GOLD", answer="Bob's answer.",
                         evidence=[shared, extra], defect_type="inverted_truth", note="bob's reason", submit=True,
                         structure=bob_structure)
    client.force_login(ann)
    url = reverse("triage_reconcile_item", args=[DATASET, BASE, q.qid])
    response = client.get(url + "?from=bob-author")
    start = response.context["row"].start
    assert (start.decision, start.answer, start.defect_type, start.note) == (
        "FIX_GOLD", "Bob's answer.", "inverted_truth", "bob's reason")
    assert start.evidence == triage.evidence_lines([shared, extra]) and start.source == "bob-author's version"
    page = response.content.decode()
    assert "Bob&#x27;s answer.</textarea>" in page and triage.evidence_lines([shared, extra]) in page
    assert '<option value="present" selected>' in page
    # the reconciler submits it as it stands: bob's version, structure and all, without retyping
    data = form_data(bob_structure)
    data.update({"decision": start.decision, "answer": start.answer, "evidence": start.evidence,
                 "defect_type": start.defect_type, "note": start.note, "submit": "1"})
    assert client.post(url, data).status_code == 302
    consensus = TriageConsensus.objects.get(question=q)
    assert (consensus.answer, consensus.evidence, consensus.structure) == ("Bob's answer.", [shared, extra],
                                                                          bob_structure)


def test_a_consensus_fix_must_choose_between_differing_structures(kg, authors):
    q = structured_question(kg)
    reference = ReferenceAnswer.objects.get(question=q, version=BASE)
    ann, bob = authors
    triage.save_proposal(question=q, base=BASE, author=ann, decision="FIX_GOLD", answer="A.", submit=True)
    triage.save_proposal(question=q, base=BASE, author=bob, decision="FIX_GOLD", answer="A.", submit=True,
                         structure={**reference.structure, "polarity": "present"})
    with pytest.raises(triage.TriageError, match="structured answers differ"):
        triage.record_consensus(question=q, base=BASE, user=ann, decision="FIX_GOLD", answer="A.")
    assert not TriageConsensus.objects.exists()


# -- the question page ---------------------------------------------------------------------------

def test_word_diff_marks_insertions_and_deletions_and_rejoins_both_texts():
    old, new = "No, osteomyelitis is active.", "No — osteomyelitis resolved in 2180."
    pieces = word_diff(old, new)
    assert "".join(t for op, t in pieces if op != "del") == new
    assert "".join(t for op, t in pieces if op != "ins") == old
    assert pieces == [("del", "No, "), ("ins", "No — "), ("same", "osteomyelitis "), ("del", "is active."),
                      ("ins", "resolved in 2180.")]
    assert word_diff("same text", "same text") == [("same", "same text")]


def test_version_diff_lists_structure_fields_and_evidence_changed():
    a = {"answer": "Yes.", "structure": {"concept": "x", "polarity": "present"},
         "evidence": [{"note_id": "N1", "start": 0, "end": 5}, {"note_id": "N2", "start": 1, "end": 9}]}
    b = {"answer": "No.", "structure": {"concept": "x", "polarity": "absent", "status": "resolved"},
         "evidence": [{"note_id": "N2", "start": 1, "end": 9}, {"note_id": "N3", "start": 4, "end": 8}]}
    d = version_diff("v1", a, "v2", b)
    assert d.changed and d.answer_changed
    assert d.structure == [("polarity", "present", "absent"), ("status", "", "resolved")]
    assert [e["note_id"] for e in d.evidence_added] == ["N3"] and [e["note_id"] for e in d.evidence_removed] == ["N1"]
    assert not version_diff("v1", a, "v2", a).changed


def test_the_question_page_shows_the_structure_as_a_list_and_each_versions_changes(kg, client, authors):
    q = structured_question(kg)
    reference = ReferenceAnswer.objects.get(question=q, version=BASE)
    ann, bob = authors
    new_span = spans(q, 1)[0]
    for author in authors:
        triage.save_proposal(question=q, base=BASE, author=author, decision="FIX_GOLD", answer="Corrected wording.",
                             evidence=[new_span], submit=True, structure={**reference.structure, "polarity": "present"})
    triage.record_consensus(question=q, base=BASE, user=ann, decision="FIX_GOLD", answer="Corrected wording.",
                            evidence=[new_span])
    label = accept_consensus(kg, BASE, ann)["label"]
    client.force_login(ann)
    response = client.get(reverse("question_detail", args=[DATASET, q.qid]))
    page = response.content.decode()
    assert "{&#x27;" not in page  # no printed Python dict
    assert f"<dt>polarity</dt><dd>{reference.structure['polarity']}</dd>" in page
    versions = response.context["versions"]
    latest = next(v for v in versions if v["ref"].version == label)
    assert latest["draft"] and "draft, unreleased" in page
    d = latest["diff"]
    assert d.old == BASE and d.new == label
    assert "".join(t for op, t in d.answer if op != "del") == "Corrected wording."
    assert ("polarity", reference.structure["polarity"], "present") in d.structure
    assert [(e["note_id"], e["start"]) for e in d.evidence_added] == [(new_span["note_id"], new_span["start"])]
    assert f"Changes from {BASE} to {label}" in page and "<ins>Corrected wording.</ins>" in page
    assert f"<td>polarity</td><td><del>{reference.structure['polarity']}</del></td><td><ins>present</ins></td>" in page
