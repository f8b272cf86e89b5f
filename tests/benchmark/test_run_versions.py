"""A run's configuration hash pins every component that shapes its answers, and the inputs it reads.

Each component owns a version derived from its own source and data files (``Condition.versions()``,
``generation_versions()``, the graph build, the assertion rules, the vocabulary, the embedder, the
tokenizer). For each one, a changed file gives a new run; an unchanged tree resumes the same run.
A file is "changed" by changing the digest ``epikg_core.versions`` reads for it, which is exactly
what editing its bytes does. A change under the graph build (its code, the assertion rules, the
vocabulary) first makes the patients' graphs stale: a graph condition refuses, naming them, until
they are rebuilt, and then it is a new run. Adding a note is a new run too.
"""

from __future__ import annotations

import pytest

from benchmark.runs import run_create
from epikg_core import versions as version_files
from retrieval.models import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym, Dataset
from retrieval.vocabulary import normalize
from benchmark.runs import RunError
from retrieval.models import Note, Patient
from tests.retrieval.graph_support import build_dataset, import_cohort, load_vocabulary

pytestmark = pytest.mark.django_db

# (condition, model, task, a file: a module name or a file name, the components that own it)
CASES = [
    ("C6", "extractive", "", "retrieval.conditions.documents", {"condition"}),
    ("C2b", "extractive", "", "retrieval.conditions.dense", {"condition", "embedder"}),
    ("C4g", "extractive", "", "retrieval.conditions.graph", {"condition"}),
    ("C1", "extractive", "", "retrieval.conditions.base", {"condition"}),
    ("C6", "extractive", "", "tokenizer.json", {"tokenizer"}),
    ("RAG:20", "extractive", "", "config_sentence_transformers.json", {"embedder"}),
    ("C4g", "extractive", "", "intent_rules.json", {"routing", "reader"}),  # the reader reads question forms
    ("C4g_oracle", "extractive", "", "retrieval.conditions.routing", {"routing", "condition"}),
    ("C4", "extractive", "", "graph_rules.json", {"kg_build"}),
    ("C3", "extractive", "", "retrieval.graph.build", {"kg_build"}),
    ("C4g", "extractive", "", "context_rules.json", {"assertion_rules", "kg_build"}),
    ("C7", "extractive", "", "retrieval.nlp.assertion", {"assertion_rules", "kg_build"}),
    ("C4", "extractive", "", "retrieval.vocabulary.normalize", {"vocabulary", "kg_build"}),
    ("C2", "extractive", "", "prompts.json", {"prompts"}),
    ("C2", "extractive", "", "retrieval.generation.extractive", {"reader"}),
    ("C7", "extractive", "", "retrieval.generation.extractive", {"reader"}),
    ("C2b", "extractive", "", "retrieval.generation.text_reader", {"reader"}),
    ("C4g", "extractive", "", "retrieval.conditions.sentences", {"condition"}),
    ("C4g", "extractive", "", "focus_rules.json", {"condition", "reader"}),
    ("C1", "openai/gpt-4o-mini", "", "model_profiles.json", {"generation"}),
    ("C1", "openai/gpt-4o-mini", "", "retrieval.generation.llm", {"generation"}),
    ("C6", "extractive", "imaging", "tasks.json", {"task_definitions"}),
    ("RecentNotes:5120", "extractive", "antibiotics", "retrieval.generation.extraction", {"task_definitions", "reader"}),
]


@pytest.fixture(scope="module")
def cohort_dataset(django_db_setup, django_db_blocker, tmp_path_factory):
    """A 3-patient cohort with questions and task items, its graphs built (nothing is answered)."""
    with django_db_blocker.unblock():
        had_vocabulary = Concept.objects.exists()
        load_vocabulary()
        dataset = import_cohort(tmp_path_factory.mktemp("versions-cohort"), dataset="versions")
        build_dataset("versions")
    try:
        yield dataset
    finally:
        with django_db_blocker.unblock():
            Dataset.objects.filter(name="versions").delete()
            if not had_vocabulary:
                for model in (ConceptAncestor, ConceptRelationship, ConceptSynonym, Concept):
                    model.objects.all().delete()
            normalize.clear_cache()


def create(condition: str, model: str, task: str):
    settings = {"mock_response": "ok"} if model != "extractive" else {}
    return run_create(dataset_name="versions", condition_id=condition, model=model, task=task, settings=settings,
                      check_model=False)


def changed_file(monkeypatch, target: str) -> None:
    """Make ``target`` (a module's name or a file's name) read as edited."""
    real = version_files.file_digest
    if "." in target and not target.endswith(".json"):
        path = str(version_files.module_path(target))

        def matches(p):
            return str(p) == path
    else:
        def matches(p):
            return str(p).endswith("/" + target)

    def edited(p):
        return "edited" if matches(p) else real(p)

    monkeypatch.setattr(version_files, "file_digest", edited)


GRAPH_BUILD = {"kg_build", "assertion_rules", "vocabulary"}


@pytest.mark.parametrize("condition,model,task,target,owners", CASES, ids=[f"{c[3]}-{c[0]}" for c in CASES])
def test_a_changed_file_of_each_component_gives_a_new_run(cohort_dataset, monkeypatch, condition, model, task,
                                                         target, owners):
    first, created = create(condition, model, task)
    assert created and owners <= set(first.versions), first.versions
    again, created = create(condition, model, task)
    assert (again.pk, created) == (first.pk, False)  # an unchanged tree resumes the same run
    changed_file(monkeypatch, target)
    if owners & GRAPH_BUILD:
        # the graphs were built by the old code: refused, naming the patients, until rebuilt
        subjects = sorted(Patient.objects.filter(dataset=cohort_dataset).values_list("subject_id", flat=True))
        with pytest.raises(RunError, match=f"knowledge graph of subject_id {subjects[0]}, {subjects[1]}, "
                                           f"{subjects[2]} is not built by the current build version"):
            create(condition, model, task)
        return
    second, created = create(condition, model, task)
    assert created and second.pk != first.pk and second.config_hash != first.config_hash
    changed = {k for k in first.versions if second.versions[k] != first.versions[k]}
    assert changed == owners


def test_a_rebuilt_graph_under_changed_rules_is_a_new_run(cohort_dataset, monkeypatch):
    first, _ = create("C4g", "extractive", "")
    changed_file(monkeypatch, "graph_rules.json")
    try:
        build_dataset("versions")
        second, created = create("C4g", "extractive", "")
        assert created and second.versions["kg_build"] != first.versions["kg_build"]
        assert second.versions["graphs"] != first.versions["graphs"]
    finally:
        monkeypatch.undo()
        build_dataset("versions")
    assert create("C4g", "extractive", "") == (first, False)


def test_a_new_note_is_a_new_run(cohort_dataset):
    first, _ = create("C6", "extractive", "")
    note = Note.objects.filter(dataset=cohort_dataset).order_by("pk").first()
    added = Note.objects.create(dataset=cohort_dataset, patient=note.patient, admission=note.admission,
                                subject_id=note.subject_id, hadm_id=note.hadm_id, note_id="added-note-1",
                                note_type=note.note_type, note_seq=99, charttime=note.charttime, text="A new note.",
                                text_sha256="0" * 64)
    try:
        second, created = create("C6", "extractive", "")
        assert created and second.versions["notes"] != first.versions["notes"]
        with pytest.raises(RunError, match="is not built by the current build version"):
            create("C4g", "extractive", "")  # the new note is not in the graph yet
    finally:
        added.delete()


def test_each_run_names_exactly_the_components_it_depends_on(cohort_dataset):
    expect = {
        ("C1", "extractive", ""): {"condition", "tokenizer", "prompts", "reader", "notes"},
        ("C1", "openai/gpt-4o-mini", ""): {"condition", "tokenizer", "prompts", "generation", "notes"},
        ("C2b", "extractive", ""): {"condition", "tokenizer", "embedder", "prompts", "reader", "notes"},
        # the graph conditions' RetrieveDocuments ranks note sentences with the embedder
        ("C4", "extractive", ""): {"condition", "tokenizer", "embedder", "kg_build", "assertion_rules", "vocabulary",
                                   "prompts", "reader", "notes", "graphs"},
        ("C4g", "extractive", ""): {"condition", "tokenizer", "embedder", "kg_build", "assertion_rules", "vocabulary",
                                    "routing", "prompts", "reader", "notes", "graphs"},
        ("C6", "extractive", "diagnoses"): {"condition", "tokenizer", "task_definitions", "reader", "notes"},
    }
    for (condition, model, task), components in expect.items():
        run, _ = create(condition, model, task)
        assert set(run.versions) == components, (condition, model, task)
        assert all(len(v) >= 12 for v in run.versions.values())


def test_the_graph_build_version_carries_the_assertion_rules_and_vocabulary(cohort_dataset, monkeypatch):
    run, _ = create("C4g", "extractive", "")
    assert run.versions["kg_build"].startswith(f"a{run.versions['assertion_rules']}+kg")
    assert run.versions["kg_build"].endswith(f"+v{run.versions['vocabulary']}")


def test_a_vocabulary_change_in_the_database_makes_the_graphs_stale(cohort_dataset):
    create("C4g", "extractive", "")
    notes_run, _ = create("C6", "extractive", "")
    concept = Concept.objects.order_by("concept_id").first()
    ConceptSynonym.objects.create(concept=concept, concept_synonym_name="an entirely new synonym for testing")
    normalize.clear_cache()
    try:
        with pytest.raises(RunError, match="is not built by the current build version"):
            create("C4g", "extractive", "")
        assert create("C6", "extractive", "") == (notes_run, False)  # note conditions do not read the vocabulary
    finally:
        ConceptSynonym.objects.filter(concept_synonym_name="an entirely new synonym for testing").delete()
        normalize.clear_cache()
