"""Models of the retrieval app, one module per concept: the corpus, the OMOP vocabulary, the
patient knowledge graph. Import them from here."""

from retrieval.models.corpus import Admission, Dataset, ImportJob, Note, NoteType, Patient

__all__ = ["Admission", "Dataset", "ImportJob", "Note", "NoteType", "Patient"]
