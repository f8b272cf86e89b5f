"""The OMOP vocabulary: the curated subset shipped with the project, the Athena loader, and the
normalizer that maps clinical text to OMOP concepts. See docs/vocabulary.md."""
