"""Models of the retrieval app, one module per concept: the corpus, the OMOP vocabulary, the
patient knowledge graph. Import them from here."""

from retrieval.models.corpus import Admission, Dataset, ImportJob, Note, NoteType, Patient
from retrieval.models.graph import (
    AllenRelation,
    AssertionLabel,
    EdgeOrigin,
    ExperiencerLabel,
    KGConceptLink,
    KGEdge,
    KGNode,
    KGNoteBuild,
    KGPatientBuild,
    NodeKind,
    Predicate,
    TemporalityLabel,
)
from retrieval.models.vocabulary import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym

__all__ = [
    "Admission",
    "AllenRelation",
    "AssertionLabel",
    "Concept",
    "ConceptAncestor",
    "ConceptRelationship",
    "ConceptSynonym",
    "Dataset",
    "EdgeOrigin",
    "ExperiencerLabel",
    "ImportJob",
    "KGConceptLink",
    "KGEdge",
    "KGNode",
    "KGNoteBuild",
    "KGPatientBuild",
    "NodeKind",
    "Note",
    "NoteType",
    "Patient",
    "Predicate",
    "TemporalityLabel",
]
