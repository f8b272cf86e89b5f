"""Building patient knowledge graphs: nodes, edges, idempotence, incremental builds, bad notes,
the Celery task (called directly) and ``manage.py build_kg``."""

from __future__ import annotations

import io
import logging
from collections import Counter

import pytest
from celery import Celery
from django.core.management import CommandError, call_command
from django.db.models import Count

from retrieval.corpus.writer import text_digest
from retrieval.graph import build
from retrieval.models import (
    Admission,
    AllenRelation,
    AssertionLabel,
    Dataset,
    ExperiencerLabel,
    KGConceptLink,
    KGEdge,
    KGNode,
    KGNoteBuild,
    KGPatientBuild,
    Note,
    Patient,
    Predicate,
    TemporalityLabel,
)
from retrieval.nlp.assertion import Assertion, Experiencer, Temporality
from retrieval.nlp.pipeline import Term, TermMatcher
from retrieval.tasks import build_kg_patient
from tests.retrieval.graph_support import DATASET, build_dataset, cohort, subset_matcher, use_subset_matcher  # noqa: F401  (fixtures)


def _mention_keys(patient=None):
    edges = KGEdge.objects.exclude(origin="record")
    if patient is not None:
        edges = edges.filter(patient=patient)
    return list(edges.values_list("note_id", "span_start", "span_end", "concept_id", "predicate", "origin",
                                  "subject_id"))


def test_it_uses_the_labels_of_the_nlp_enums():
    assert AssertionLabel.values == [a.value for a in Assertion]
    assert ExperiencerLabel.values == [e.value for e in Experiencer]
    assert sorted(TemporalityLabel.values) == sorted(t.value for t in Temporality)
    assert len(AllenRelation.values) == 9
    assert len(Predicate.values) == 24


def test_it_builds_nodes_and_typed_edges_for_every_patient(cohort):
    results = build_dataset()
    assert len(results) == 3 and all(r.notes_built == r.notes_total for r in results)
    assert sum(r.notes_total for r in results) == Note.objects.filter(dataset=cohort).count()
    for patient in Patient.objects.filter(dataset=cohort):
        kinds = Counter(KGNode.objects.filter(patient=patient).values_list("kind", flat=True))
        assert kinds["patient"] == 1
        assert kinds["admission"] == Admission.objects.filter(patient=patient).count()
        assert kinds["note"] == Note.objects.filter(patient=patient).count()
        assert kinds["condition"] > 0 and kinds["drug"] > 0
        assert KGEdge.objects.filter(patient=patient, predicate="has_admission").count() == kinds["admission"]
        assert KGEdge.objects.filter(patient=patient, predicate="has_note").count() == kinds["note"]
    predicates = set(KGEdge.objects.values_list("predicate", flat=True))
    assert {"has_condition", "takes_drug", "has_lab_result", "allergic_to", "family_history_of",
            "treated_with"} <= predicates
    assert predicates <= set(Predicate.values)


def test_it_fills_every_edge_field_from_the_mention_the_note_and_the_admission(cohort):
    build_dataset()
    edge = KGEdge.objects.filter(origin="mention", temporality="Current", note__admission__isnull=False).select_related(
        "note__admission", "object").first()
    note, admission = edge.note, edge.note.admission
    assert edge.subject.kind == "patient" and edge.object.concept_id == edge.concept_id
    assert edge.hadm_id == note.hadm_id == admission.hadm_id
    assert edge.doc_date == note.charttime and edge.recorded_at == note.storetime
    assert edge.event_date == edge.valid_from == note.charttime and edge.valid_to is None
    assert edge.created_at is not None
    assert note.text[edge.span_start:edge.span_end] == edge.mention_text
    assert edge.sentence_start <= edge.span_start < edge.span_end <= edge.sentence_end
    assert edge.allen_relation in {"During", "Starts", "Finishes", "Before", "After"}
    assert 0.3 <= edge.temporal_confidence <= 1
    assert edge.rules_version == build.build_version()
    cued = KGEdge.objects.filter(origin="mention").exclude(trigger=[]).first()
    cue = cued.trigger[0]
    assert set(cue) == {"category", "text", "start", "end", "direction"}
    assert cued.note.text[cue["start"]:cue["end"]] == cue["text"]


def test_it_gives_family_mentions_the_family_history_predicate(cohort):
    build_dataset()
    family = KGEdge.objects.filter(experiencer="Family")
    assert family.exists()
    assert set(family.values_list("predicate", flat=True)) == {"family_history_of"}
    assert set(family.values_list("allen_relation", flat=True)) == {"Unknown"}


def test_it_derives_one_concept_link_per_related_pair(cohort):
    build_dataset()
    patient = Patient.objects.filter(dataset=cohort).order_by("subject_id").first()
    co = KGEdge.objects.filter(patient=patient, origin="co_mention")
    links = KGConceptLink.objects.filter(patient=patient)
    expected = Counter(co.values_list("subject_concept_id", "concept_id", "predicate"))
    assert {(l.subject_concept_id, l.object_concept_id, l.predicate): l.edges for l in links} == expected
    best = max(links, key=lambda l: l.edges)
    assert best.temporal_confidence == max(co.filter(
        subject_concept_id=best.subject_concept_id, concept_id=best.object_concept_id,
        predicate=best.predicate).values_list("temporal_confidence", flat=True))
    build_dataset(rebuild=True)
    assert KGConceptLink.objects.filter(patient=patient).count() == len(expected)


def test_it_is_idempotent(cohort):
    build_dataset()
    before = Counter(_mention_keys())
    nodes = KGNode.objects.count()
    results = build_dataset()
    assert all(r.notes_built == 0 and r.notes_unchanged == r.notes_total for r in results)
    assert all(r.edges_created == 0 and r.edges_deleted == 0 for r in results)
    assert Counter(_mention_keys()) == before and KGNode.objects.count() == nodes
    rebuilt = build_dataset(rebuild=True)
    assert all(r.notes_built == r.notes_total for r in rebuilt)
    assert Counter(_mention_keys()) == before and KGNode.objects.count() == nodes
    duplicated = (KGEdge.objects.filter(origin="mention")
                  .values("note_id", "span_start", "span_end", "concept_id").annotate(n=Count("id")).filter(n__gt=1))
    assert not duplicated.exists()


def test_it_builds_only_the_note_that_was_added(cohort):
    build_dataset()
    patient = Patient.objects.filter(dataset=cohort).order_by("subject_id").first()
    kept = set(KGEdge.objects.filter(patient=patient).values_list("id", flat=True))
    admission = Admission.objects.filter(patient=patient).first()
    text = "Assessment: new atrial fibrillation. Started apixaban. No evidence of pneumonia.\n"
    note = Note.objects.create(
        dataset=cohort, patient=patient, admission=admission, note_id=f"{patient.subject_id}-PN-99",
        subject_id=patient.subject_id, hadm_id=admission.hadm_id, note_type="PN", note_seq=99,
        charttime=admission.admittime, text=text, text_sha256=text_digest(text),
    )
    result = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    assert result.notes_built == 1 and result.notes_unchanged == result.notes_total - 1
    assert result.edges_deleted == 0
    assert kept <= set(KGEdge.objects.filter(patient=patient).values_list("id", flat=True))
    new = KGEdge.objects.filter(note=note, origin="mention")
    assert {(e.mention_text, e.assertion) for e in new} >= {("apixaban", "Present"), ("pneumonia", "Absent")}
    assert KGEdge.objects.filter(note=note, predicate="has_note").count() == 1
    assert KGNoteBuild.objects.get(note=note).mentions == new.count()


def test_it_rebuilds_notes_built_under_other_rules(cohort, monkeypatch):
    build_dataset()
    before = Counter(_mention_keys())
    monkeypatch.setattr(build, "build_version", lambda rules=None: "0000-test+kg0")
    results = build_dataset()
    assert all(r.notes_built == r.notes_total for r in results)
    assert Counter(_mention_keys()) == before
    assert set(KGEdge.objects.exclude(origin="record").values_list("rules_version", flat=True)) == {"0000-test+kg0"}
    assert set(KGNoteBuild.objects.values_list("rules_version", flat=True)) == {"0000-test+kg0"}


def test_it_gives_unknown_concepts_a_node_of_their_own(cohort):
    patient = Patient.objects.filter(dataset=cohort).first()
    matcher = TermMatcher([Term("zorblax syndrome", 999_999_999, "Condition"), Term("pneumonia", 255848, "Condition")])
    note = Note.objects.filter(patient=patient).first()
    text = "Assessment: zorblax syndrome, no pneumonia.\n"
    Note.objects.filter(pk=note.pk).update(text=text, text_sha256=text_digest(text))
    build.kg_build_patient(patient_id=patient.pk, matcher=matcher)
    node = KGNode.objects.get(patient=patient, key="999999999")
    assert node.kind == "condition" and node.label == "concept 999999999" and node.concept_id is None
    assert KGEdge.objects.filter(object=node, assertion="Present").exists()


# -- bad input ---------------------------------------------------------------------------------------


def _add_note(patient, admission, suffix: str, text: str) -> Note:
    return Note.objects.create(
        dataset=patient.dataset, patient=patient, admission=admission, note_id=f"{patient.subject_id}-BAD-{suffix}",
        subject_id=patient.subject_id, hadm_id=admission.hadm_id, note_type="PN", charttime=admission.admittime,
        text=text, text_sha256=text_digest(text),
    )


def test_it_skips_bad_notes_with_a_message_and_builds_the_rest(cohort, caplog):
    patient = Patient.objects.filter(dataset=cohort).order_by("subject_id").first()
    admission = Admission.objects.filter(patient=patient).first()
    boilerplate = "Name:  ___                     Unit No:   ___\n \nAdmission Date:  ___\n" * 3
    secret = "Assessment: hyponatremia, secret-marker-123\n"
    huge = ("Nursing flowsheet reviewed; see separate documentation for details.\n" * 40_000
            + secret + "Plan: ceftriaxone for pneumonia.\n" + "Signed electronically.\n" * 10_000)
    assert len(huge) > 2_500_000
    notes = {
        "empty": _add_note(patient, admission, "empty", ""),
        "blank": _add_note(patient, admission, "blank", " \n\t \n"),
        "boilerplate": _add_note(patient, admission, "boilerplate", boilerplate),
        "replacement": _add_note(patient, admission, "replacement",
                                 "Assessment: \ufffd\ufffd pneumonia \ufffd; \x0c no\u00a0fever. Started \ufffd vancomycin.\n"),
        "huge": _add_note(patient, admission, "huge", huge),
    }
    with caplog.at_level(logging.INFO, logger="retrieval.graph"):
        result = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    skipped = {s.note_id: s for s in result.skipped}
    assert skipped[notes["empty"].note_id].status == "empty"
    assert skipped[notes["blank"].note_id].status == "empty"
    assert skipped[notes["boilerplate"].note_id].status == "no_concepts"
    assert result.notes_built == result.notes_total - 3
    for key in ("empty", "blank"):
        assert any(notes[key].note_id in r.getMessage() and r.levelno == logging.WARNING for r in caplog.records)
    assert not any("secret-marker" in r.getMessage() or "Nursing flowsheet" in r.getMessage() for r in caplog.records)
    huge_edges = KGEdge.objects.filter(note=notes["huge"], origin="mention")
    assert {e.mention_text for e in huge_edges} >= {"hyponatremia", "ceftriaxone", "pneumonia"}
    start = KGEdge.objects.get(note=notes["huge"], mention_text="hyponatremia").span_start
    assert huge[start:start + len("hyponatremia")] == "hyponatremia"
    replaced = KGEdge.objects.filter(note=notes["replacement"], origin="mention")
    assert {(e.mention_text, e.assertion) for e in replaced} >= {("pneumonia", "Present"), ("vancomycin", "Present")}
    # The rest of the patient is built, and every note has a build record.
    assert KGEdge.objects.filter(patient=patient, origin="mention").exclude(
        note__note_id__contains="-BAD-").count() > 100
    assert KGNoteBuild.objects.filter(patient=patient).count() == result.notes_total


def test_it_records_a_pipeline_error_and_retries_the_note_next_time(cohort, monkeypatch):
    patient = Patient.objects.filter(dataset=cohort).order_by("subject_id").first()
    victim = Note.objects.filter(patient=patient).order_by("charttime").first()
    import retrieval.nlp.pipeline as pipeline

    real = pipeline.find_and_classify

    def flaky(text, matcher):
        if text == victim.text:
            raise RuntimeError("boom")
        return real(text, matcher)

    monkeypatch.setattr(pipeline, "find_and_classify", flaky)
    result = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    assert [(s.note_id, s.status) for s in result.skipped] == [(victim.note_id, "failed")]
    assert "RuntimeError" in result.skipped[0].message
    assert result.notes_built == result.notes_total - 1
    monkeypatch.setattr(pipeline, "find_and_classify", real)
    again = build.kg_build_patient(patient_id=patient.pk, matcher=subset_matcher())
    assert again.notes_built == 1 and not again.skipped
    assert KGEdge.objects.filter(note=victim, origin="mention").exists()


# -- the task and the command ------------------------------------------------------------------------


def test_the_task_builds_one_patient_and_records_the_job(cohort, use_subset_matcher):
    patient = Patient.objects.filter(dataset=cohort).first()
    assert build_kg_patient(patient.pk) == "succeeded"
    job = KGPatientBuild.objects.get(patient=patient)
    assert job.status == "succeeded" and job.notes_built == job.notes_total > 0
    assert job.edges == KGEdge.objects.filter(patient=patient).count() and job.finished_at >= job.started_at
    assert build_kg_patient(patient.pk) == "succeeded"  # idempotent
    job.refresh_from_db()
    assert job.notes_built == 0 and job.notes_unchanged == job.notes_total
    assert build_kg_patient(10**12) == "missing"


def test_the_command_builds_reports_and_skips_what_is_built(cohort, use_subset_matcher):
    out, err = io.StringIO(), io.StringIO()
    call_command("build_kg", "--dataset", DATASET, stdout=out, stderr=err)
    assert "Built the knowledge graph of 3 patient(s)" in out.getvalue()
    assert "0 skipped" in out.getvalue()
    assert "build_kg" in err.getvalue() and "3/3" in err.getvalue()  # the progress bar
    assert KGPatientBuild.objects.filter(status="succeeded").count() == 3
    out = io.StringIO()
    call_command("build_kg", "--dataset", DATASET, "--no-progress", stdout=out)
    assert " 0 note(s) built" in out.getvalue()
    subject = Patient.objects.filter(dataset=cohort).first().subject_id
    out = io.StringIO()
    call_command("build_kg", "--subjects", str(subject), "--rebuild", "--no-progress", stdout=out)
    assert "knowledge graph of 1 patient(s)" in out.getvalue() and " 0 unchanged" in out.getvalue()


def test_the_command_names_what_it_cannot_build(cohort):
    with pytest.raises(CommandError, match="unknown dataset 'nope'"):
        call_command("build_kg", "--dataset", "nope")
    Dataset.objects.create(name="empty")
    with pytest.raises(CommandError, match="no patients to build in dataset 'empty'"):
        call_command("build_kg", "--dataset", "empty")


def test_the_command_loads_the_vocabulary_subset_when_none_is_loaded(db, corpus_dir, use_subset_matcher):
    from retrieval.corpus.services import corpus_import
    from retrieval.models import Concept

    corpus_import(folder=corpus_dir, dataset_name="example")
    assert not Concept.objects.exists()
    out = io.StringIO()
    call_command("build_kg", "--no-progress", stdout=out)
    assert "No vocabulary is loaded; loading the shipped OMOP subset first" in out.getvalue()
    assert Concept.objects.count() > 500 and KGEdge.objects.filter(origin="mention").exists()


def test_queueing_marks_jobs_and_sends_a_task_per_patient_after_commit(cohort, monkeypatch, django_capture_on_commit_callbacks):
    from retrieval.graph.jobs import kg_build_enqueue

    sent = []

    def send_task(app, name, args=None, kwargs=None, **options):
        sent.append((name, *args, kwargs["rebuild"]))

    monkeypatch.setattr(Celery, "send_task", send_task)
    ids = list(Patient.objects.filter(dataset=cohort).values_list("pk", flat=True))
    with django_capture_on_commit_callbacks(execute=True):
        kg_build_enqueue(patient_ids=ids, rebuild=True)
    # By the task's registered name: the service does not import the tasks module.
    assert sorted(sent) == sorted((build_kg_patient.name, pk, True) for pk in ids)
    assert set(KGPatientBuild.objects.values_list("status", flat=True)) == {"queued"}


def test_the_vocabulary_is_loaded_only_when_none_is(db):
    from retrieval.vocabulary.services import vocabulary_ensure_loaded

    announced = []
    assert vocabulary_ensure_loaded(before_load=lambda: announced.append(True)).concepts_created > 500
    assert vocabulary_ensure_loaded(before_load=lambda: announced.append(True)) is None
    assert announced == [True]


def test_a_batch_records_a_failed_patient_and_builds_the_others(cohort, use_subset_matcher, monkeypatch):
    from retrieval.graph import jobs

    patients = jobs.kg_build_targets(dataset=cohort.name)
    victim = patients[0][0]

    def flaky(*, patient_id, **kwargs):
        if patient_id == victim:
            raise RuntimeError("boom")
        return build.kg_build_patient(patient_id=patient_id, **kwargs)

    monkeypatch.setattr(jobs, "kg_build_patient", flaky)
    done = []
    result = jobs.kg_build_batch(patients=patients, keep_going=True, on_patient_done=lambda: done.append(1))
    assert len(done) == len(patients) == 3 and result.failed == [f"{patients[0][1]} (RuntimeError)"]
    assert result.notes_built > 0 and result.edges_total == result.edges_in_graphs > 0
    assert KGPatientBuild.objects.get(patient_id=victim).status == "failed"
    with pytest.raises(RuntimeError):
        jobs.kg_build_batch(patients=patients)  # without keep_going the first failure stops the batch


def test_waiting_follows_the_job_rows_and_the_outcome_totals_them(cohort):
    from retrieval.graph.jobs import kg_build_outcome, kg_build_wait

    first, second = Patient.objects.filter(dataset=cohort).order_by("subject_id")[:2]
    KGPatientBuild.objects.create(patient=first, status="succeeded", notes_built=4, notes_unchanged=1,
                                  notes_skipped=1, edges=30, message="note x: empty")
    KGPatientBuild.objects.create(patient=second, status="queued")
    seen = []

    def on_progress(done):  # a worker finishes the second build between two polls
        seen.append(done)
        KGPatientBuild.objects.filter(patient=second).update(status="failed", error="internal error: OSError")

    kg_build_wait(patient_ids=[first.pk, second.pk], on_progress=on_progress, interval=0)
    assert seen == [1, 2]
    outcome = kg_build_outcome(patient_ids=[first.pk, second.pk])
    assert (outcome.failed, outcome.notes_built, outcome.notes_unchanged, outcome.notes_skipped, outcome.edges) == (
        1, 4, 1, 1, 30)
    assert outcome.messages == [(first.subject_id, "note x: empty")]
    assert outcome.failures == [(second.subject_id, "internal error: OSError")]
