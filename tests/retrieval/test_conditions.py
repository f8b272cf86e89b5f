"""Every condition retrieves evidence for real questions on a built 3-patient cohort."""

from __future__ import annotations

import pytest

from benchmark.models import Question
from retrieval.conditions import (
    CLINICALBENCH_CONDITIONS,
    PAPER001_CONDITIONS,
    QuestionContext,
    UnknownCondition,
    get_condition,
    parse_conditions,
)
from retrieval.generation.extractive import extractive_answer
from retrieval.models import KGEdge
from retrieval.tokens import count_tokens
from tests.retrieval.graph_support import built_graph, use_subset_matcher  # noqa: F401  (fixtures)

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("built_graph", "use_subset_matcher")]


def context(question: Question) -> QuestionContext:
    return QuestionContext(patient_id=question.patient_id, subject_id=question.subject_id, question=question.text,
                           hadm_ids=tuple(question.hadm_ids), category=question.category, qid=question.qid)


def first(category: str) -> Question:
    return Question.objects.filter(dataset__name="kg", category=category).order_by("qid").first()


def test_every_condition_answers_a_question_with_structured_evidence():
    ctx = context(first("negation"))
    for condition_id in CLINICALBENCH_CONDITIONS + PAPER001_CONDITIONS:
        evidence = get_condition(condition_id).retrieve(ctx)
        assert evidence.condition == condition_id
        assert evidence.tokens == count_tokens(evidence.text)
        assert evidence.retrieval_ms >= 0
        data = evidence.to_json()
        assert set(data) >= {"passages", "facts", "intent", "truncation", "settings"}
        if condition_id == "C1":
            assert evidence.text == "" and not evidence.passages
        else:
            assert evidence.text, condition_id


def test_chunk_conditions_keep_their_papers_parameters():
    ctx = context(first("negation"))
    c2 = get_condition("C2").retrieve(ctx)
    assert 0 < len(c2.passages) <= 5 and all(p.tokens <= 512 for p in c2.passages)
    c2b = get_condition("C2b").retrieve(ctx)
    assert sum(len(p.text) for p in c2b.passages) <= 6000 and all(p.tokens <= 256 for p in c2b.passages)
    rag = get_condition("RAG:20").retrieve(ctx)
    assert len(rag.passages) == 20 and all(p.tokens <= 128 for p in rag.passages)
    assert [p.rank for p in rag.passages] == list(range(1, 21))
    assert rag.passages[0].score >= rag.passages[-1].score


def test_long_context_conditions_respect_their_budgets():
    ctx = context(first("negation"))
    everything = get_condition("C6").retrieve(ctx)
    recent = get_condition("RecentNotes:2560").retrieve(ctx)
    kept = sum(p.tokens for p in recent.passages)
    assert kept <= 2560 and recent.truncation["kept"] == kept and recent.truncation["from"] == "oldest"
    assert recent.truncation["total"] == sum(p.tokens for p in everything.passages)
    assert everything.truncation is None  # 120K: the whole chart fits
    assert get_condition("C6").retrieve(ctx, budget=3000).truncation["kept"] <= 3000
    summary = get_condition("C1b").retrieve(ctx)
    assert len(summary.passages) == 1 and summary.passages[0].note_type == "DS"


def test_c3_hides_the_labels_c4_shows_and_both_keep_them_stored():
    ctx = context(first("negation"))
    c3, c4 = get_condition("C3").retrieve(ctx), get_condition("C4").retrieve(ctx)
    assert c3.facts and all(f.visible == () for f in c3.facts)
    assert all(f.visible for f in c4.facts)
    assert "Absent:" not in c3.text and "Present:" not in c3.text
    assert any(line.split(":")[0] in {"Present", "Absent", "Possible"} for line in c4.text.splitlines())


def test_graph_evidence_carries_each_edges_epistemic_state_unchanged():
    """App. B, Def. 1 at the last stage: the evidence shown to the model states (concept, α,
    experiencer, τa) exactly as the stored edge does."""
    checked = 0
    for question in Question.objects.filter(dataset__name="kg").order_by("qid")[:12]:
        evidence = get_condition("C4").retrieve(context(question))
        stored = {e.pk: e for e in KGEdge.objects.filter(pk__in=[f.edge_id for f in evidence.facts])}
        for fact in evidence.facts:
            edge = stored[fact.edge_id]
            assert (fact.concept_id, fact.assertion, fact.experiencer, fact.temporality) == (
                edge.concept_id, edge.assertion, edge.experiencer, edge.temporality)
            assert f"{fact.assertion}: {fact.label} [experiencer={fact.experiencer}; temporality={fact.temporality}" \
                in evidence.text
            checked += 1
    assert checked > 20


def test_oracle_routing_follows_the_category_and_keyword_routing_the_words():
    question = first("current_state")
    oracle = get_condition("C4g_oracle").retrieve(context(question))
    assert oracle.intent == "Current_State" and oracle.intent_mode == "oracle"
    keyword = get_condition("C4g").retrieve(context(question))
    assert keyword.intent_mode == "keyword" and keyword.intent in {"Current_State", "Change", "Historical", "Default"}
    change = get_condition("C4g_oracle").retrieve(context(first("change")))
    assert change.intent == "Change" and {f.group for f in change.facts} <= {"added", "removed", "continued"}


def test_c4g_plus_adds_the_notes_and_c7_needs_no_model():
    ctx = context(first("negation"))
    plus = get_condition("C4g+").retrieve(ctx)
    assert "Clinical notes (chronological)" in plus.text and plus.tokens > get_condition("C4g").retrieve(ctx).tokens
    assert get_condition("C7").uses_llm is False


def test_unknown_conditions_are_named_with_the_valid_ones():
    with pytest.raises(UnknownCondition, match=r"unknown condition 'C5'; valid: C1, C1b"):
        get_condition("C5")
    with pytest.raises(UnknownCondition, match="must be positive"):
        get_condition("RAG:0")
    assert [c.id for c in parse_conditions("C1, C4g,C1,RAG:40")] == ["C1", "C4g", "RAG:40"]



def _source_facts(evidence) -> list[list]:
    """For each source sentence, the evidence's facts read from it (by the edges' sentence spans)."""
    spans: dict = {}
    for e in KGEdge.objects.filter(pk__in=[f.edge_id for f in evidence.facts]).select_related("note"):
        spans.setdefault((e.note.note_id, e.sentence_start), []).append(e)
    return [spans.get((p.note_id, p.start), []) for p in evidence.passages]


@pytest.mark.parametrize("template", [
    "Any {x} in the family?", "Is there a family history of {x}?", "Do any of the patient's relatives have {x}?",
    "Did the patient's mother or father have {x}?", "Does {x} run in the family?",
])
def test_a_family_question_quotes_the_relatives_sentences_first(template):
    from retrieval.models import Concept

    family = [e for e in KGEdge.objects.filter(patient__dataset__name="kg", concept_id__isnull=False)
              .exclude(experiencer="Patient").select_related("patient").order_by("pk")]
    assert family, "the cohort has relatives' conditions"
    edge = family[0]
    name = Concept.objects.get(concept_id=edge.concept_id).concept_name
    question = Question.objects.filter(dataset__name="kg", subject_id=edge.patient.subject_id).first()
    ctx = context(question)
    ctx = QuestionContext(patient_id=ctx.patient_id, subject_id=ctx.subject_id,
                          question=template.format(x=name.lower()), hadm_ids=(),
                          category="family_history", qid=ctx.qid)
    evidence = get_condition("C4").retrieve(ctx)
    sources = [edges for edges in _source_facts(evidence) if edges]
    assert sources and any(e.experiencer != "Patient" for e in sources[0]), [
        [(e.experiencer, e.assertion) for e in edges] for edges in sources]


@pytest.mark.parametrize("template", [
    "What is the plan if the patient develops {x}?", "What should the patient do if {x} occurs?",
    "Under what conditions would they treat {x}?", "What would trigger a workup for {x}?",
    "Was anything planned in case of {x}?",
])
def test_a_conditional_question_quotes_the_plans_first(template):
    from retrieval.models import Concept

    plans = list(KGEdge.objects.filter(patient__dataset__name="kg", concept_id__isnull=False,
                                       assertion__in=["Conditional", "Hypothetical"], experiencer="Patient")
                 .select_related("patient").order_by("pk"))
    assert plans, "the cohort has conditional or hypothetical mentions"
    edge = plans[0]
    name = Concept.objects.get(concept_id=edge.concept_id).concept_name
    question = Question.objects.filter(dataset__name="kg", subject_id=edge.patient.subject_id).first()
    ctx = QuestionContext(patient_id=question.patient_id, subject_id=question.subject_id,
                          question=template.format(x=name.lower()), hadm_ids=(), category="conditional",
                          qid=question.qid)
    evidence = get_condition("C4").retrieve(ctx)
    sources = [edges for edges in _source_facts(evidence) if edges]
    assert sources and any(e.assertion in ("Conditional", "Hypothetical") for e in sources[0]), [
        [e.assertion for e in edges] for edges in sources]


@pytest.mark.parametrize("via, narrower", [
    ("Is a (reverse)", True), ("Subsumes", True), ("Is a", False), ("Subsumes (reverse)", False),
    ("Maps to", True), ("Maps to (reverse)", True), ("Mapped from", True), ("seed", False), ("treated_with", False),
])
def test_only_a_narrower_concept_answers_for_the_one_it_was_reached_from(via, narrower):
    from retrieval.conditions.base import narrower_step

    assert narrower_step(via) is narrower


def _drug_name(concept_id: int) -> str:
    from retrieval.models import Concept

    return Concept.objects.get(concept_id=concept_id).concept_name.lower()


@pytest.mark.parametrize("template", [
    "Did {p} go home on {x}?", "Was {p} discharged on {x}?", "Is {x} on {p}'s discharge medication list?",
    "Did {p} leave the hospital on {x}?", "{x} at discharge?", "Was {x} continued at discharge?",
    "Was {p} sent home with {x}?", "Did they send {p} home on {x}?",
])
def test_going_home_on_a_drug_is_answered_from_the_stays_discharge_list(template):
    """"Did she go home on X?" asks the state when the asked stay ended: yes for a drug on its
    discharge list, no for one the stay gave but left off it; never a whole medication list."""
    from retrieval.conditions import routing

    stays = KGEdge.objects.filter(patient__dataset__name="kg", predicate=routing.DISCHARGE, assertion="Present",
                                  experiencer="Patient", status__in=["", "continued", "started", "resumed"])
    listed = stays.select_related("patient").order_by("pk").first()
    assert listed is not None, "the cohort has discharge lists"
    on_list = set(stays.filter(hadm_id=listed.hadm_id).values_list("concept_id", flat=True))
    off = (KGEdge.objects.filter(patient=listed.patient, hadm_id=listed.hadm_id, experiencer="Patient",
                                 predicate__in=sorted(routing.DRUG_PREDICATES)).exclude(concept_id__in=on_list)
           .exclude(predicate=routing.DISCHARGE).order_by("pk").first())
    assert off is not None, "the stay gave a drug its discharge list leaves off"
    p = "the patient"
    for edge, head in ((listed, "Yes."), (off, "No.")):
        ctx = QuestionContext(patient_id=listed.patient_id, subject_id=listed.patient.subject_id,
                              question=template.format(p=p, x=_drug_name(edge.concept_id)), hadm_ids=(listed.hadm_id,))
        evidence = get_condition("C4g").retrieve(ctx)
        assert evidence.settings["state_at"] == {"when": "discharge", "hadm_id": listed.hadm_id, "discharge_list": True}
        answer = extractive_answer(ctx.question, evidence)
        if ctx.question.startswith(("Did", "Was", "Is")):
            assert answer.startswith(head), (ctx.question, answer)
        assert "continued at discharge" in answer and "Added:" not in answer, (ctx.question, answer)


def test_without_intent_routing_the_discharge_state_is_not_read():
    from retrieval.conditions import routing

    listed = KGEdge.objects.filter(patient__dataset__name="kg", predicate=routing.DISCHARGE).select_related(
        "patient").order_by("pk").first()
    ctx = QuestionContext(patient_id=listed.patient_id, subject_id=listed.patient.subject_id,
                          question=f"Did she go home on {_drug_name(listed.concept_id)}?", hadm_ids=(listed.hadm_id,))
    assert "state_at" not in get_condition("C4").retrieve(ctx).settings  # C4 reads no intent: the ablation holds


def test_a_problem_at_the_end_of_a_stay_is_read_from_that_stay_alone():
    """A condition documented in one stay is "still present at the end" of that stay, and not
    documented at the end of a stay that never names it, whatever the earlier stay said."""
    from django.db.models import Count

    from retrieval.conditions import routing
    from retrieval.models import Concept

    patients = KGEdge.objects.filter(patient__dataset__name="kg").values("patient_id").annotate(
        stays=Count("hadm_id", distinct=True)).filter(stays__gte=2)
    assert patients, "the cohort has patients with two stays"
    checked = 0
    for row in patients:
        edges = KGEdge.objects.filter(patient_id=row["patient_id"], experiencer="Patient", assertion="Present",
                                      predicate__in=sorted(routing.CONDITION_PREDICATES), status="",
                                      concept_id__in=Concept.objects.filter(domain_id="Condition").values("concept_id")
                                      ).select_related("patient")
        stays = sorted(set(edges.values_list("hadm_id", flat=True)))
        only_first = [e for e in edges.filter(hadm_id=stays[0]).order_by("pk")
                      if not KGEdge.objects.filter(patient_id=row["patient_id"], hadm_id__in=stays[1:],
                                                   concept_id=e.concept_id).exists()] if stays else []
        if len(stays) < 2 or not only_first:
            continue
        edge = only_first[0]
        name = Concept.objects.get(concept_id=edge.concept_id).concept_name.lower()
        question = f"Did the patient still have {name} at discharge?"
        for stay, head in ((stays[0], ("Yes. ", "Still suspected")), (stays[-1], ("Not documented at the end",))):
            ctx = QuestionContext(patient_id=edge.patient_id, subject_id=edge.patient.subject_id, question=question,
                                  hadm_ids=(stay,))
            evidence = get_condition("C4g").retrieve(ctx)
            assert evidence.settings["state_at"]["hadm_id"] == stay and evidence.scope_admissions == [stay]
            answer = extractive_answer(question, evidence)
            assert answer.startswith(head), (stay, answer)
        checked += 1
        break
    assert checked, "a condition named in one stay only"
