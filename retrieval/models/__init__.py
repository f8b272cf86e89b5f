"""Models of the retrieval app, one module per concept: the corpus, the OMOP vocabulary, the
patient knowledge graph. Import them from here."""

from retrieval.models.corpus import Admission, Dataset, ImportJob, Note, NoteType, Patient
from retrieval.models.vocabulary import Concept, ConceptAncestor, ConceptRelationship, ConceptSynonym

__all__ = [
    "Admission",
    "Concept",
    "ConceptAncestor",
    "ConceptRelationship",
    "ConceptSynonym",
    "Dataset",
    "ImportJob",
    "Note",
    "NoteType",
    "Patient",
]
