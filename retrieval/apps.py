from django.apps import AppConfig


class RetrievalConfig(AppConfig):
    """Corpus, epistemic NLP, knowledge graph, retrieval conditions and generation."""

    name = "retrieval"
    verbose_name = "Corpus and retrieval"
