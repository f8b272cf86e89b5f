"""The OMOP standardized vocabulary: concepts, synonyms, relationships and the ancestor closure.

Column names are those of OMOP CDM v5.4 (``concept_id``, ``concept_id_1``, ``ancestor_concept_id``
...), so a table loaded here reads like the OHDSI documentation and an Athena export. The primary
key of ``Concept`` is the OMOP ``concept_id`` itself: every later stage (normalizer, knowledge-graph
nodes, exports) speaks in it.

Relationship and ancestor rows point at concepts without a database constraint: an Athena export
restricted to a few vocabularies carries relationships to concepts outside it, and those rows must
still load (their far end simply resolves to nothing).
"""

from __future__ import annotations

import datetime

from django.db import models

#: OMOP's "valid forever" end date, used where a source gives none.
VALID_END_OPEN = datetime.date(2099, 12, 31)
VALID_START_DEFAULT = datetime.date(1970, 1, 1)
#: OMOP concept "English language" — the language of every synonym in the shipped subset.
ENGLISH_LANGUAGE_CONCEPT_ID = 4180186


class Concept(models.Model):
    class Standard(models.TextChoices):
        STANDARD = "S", "Standard"
        CLASSIFICATION = "C", "Classification"
        NON_STANDARD = "", "Non-standard"

    concept_id = models.BigIntegerField(primary_key=True)
    concept_name = models.CharField(max_length=255)
    domain_id = models.CharField(max_length=20)
    vocabulary_id = models.CharField(max_length=20)
    concept_class_id = models.CharField(max_length=20)
    standard_concept = models.CharField(max_length=1, choices=Standard.choices, blank=True, default="")
    concept_code = models.CharField(max_length=50)
    valid_start_date = models.DateField(default=VALID_START_DEFAULT)
    valid_end_date = models.DateField(default=VALID_END_OPEN)
    invalid_reason = models.CharField(max_length=1, blank=True, default="")

    class Meta:
        ordering = ["concept_id"]
        indexes = [
            models.Index(fields=["vocabulary_id", "concept_code"], name="concept_vocabulary_code"),
            models.Index(fields=["domain_id", "standard_concept"], name="concept_domain_standard"),
        ]

    def __str__(self) -> str:
        return f"{self.concept_id} {self.concept_name}"

    @property
    def is_standard(self) -> bool:
        return self.standard_concept == self.Standard.STANDARD


class ConceptSynonym(models.Model):
    concept = models.ForeignKey(
        Concept, on_delete=models.CASCADE, related_name="synonyms", db_column="concept_id"
    )
    concept_synonym_name = models.CharField(max_length=1000)
    language_concept_id = models.BigIntegerField(default=ENGLISH_LANGUAGE_CONCEPT_ID)

    class Meta:
        ordering = ["concept_id", "concept_synonym_name"]
        constraints = [
            models.UniqueConstraint(
                fields=["concept", "concept_synonym_name", "language_concept_id"],
                name="concept_synonym_unique",
            )
        ]

    def __str__(self) -> str:
        return f"{self.concept_id} {self.concept_synonym_name}"


class ConceptRelationship(models.Model):
    concept_1 = models.ForeignKey(
        Concept,
        on_delete=models.DO_NOTHING,
        db_constraint=False,
        related_name="relationships_from",
        db_column="concept_id_1",
    )
    concept_2 = models.ForeignKey(
        Concept,
        on_delete=models.DO_NOTHING,
        db_constraint=False,
        related_name="relationships_to",
        db_column="concept_id_2",
    )
    relationship_id = models.CharField(max_length=20)
    valid_start_date = models.DateField(default=VALID_START_DEFAULT)
    valid_end_date = models.DateField(default=VALID_END_OPEN)
    invalid_reason = models.CharField(max_length=1, blank=True, default="")

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["concept_1", "concept_2", "relationship_id"], name="concept_relationship_unique"
            )
        ]
        indexes = [
            models.Index(fields=["concept_1", "relationship_id"], name="concept_rel_from"),
            models.Index(fields=["concept_2", "relationship_id"], name="concept_rel_to"),
        ]

    def __str__(self) -> str:
        return f"{self.concept_1_id} {self.relationship_id} {self.concept_2_id}"


class ConceptAncestor(models.Model):
    ancestor = models.ForeignKey(
        Concept,
        on_delete=models.DO_NOTHING,
        db_constraint=False,
        related_name="descendant_links",
        db_column="ancestor_concept_id",
    )
    descendant = models.ForeignKey(
        Concept,
        on_delete=models.DO_NOTHING,
        db_constraint=False,
        related_name="ancestor_links",
        db_column="descendant_concept_id",
    )
    min_levels_of_separation = models.IntegerField()
    max_levels_of_separation = models.IntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["ancestor", "descendant"], name="concept_ancestor_unique")
        ]
        indexes = [models.Index(fields=["descendant"], name="concept_ancestor_descendant")]

    def __str__(self) -> str:
        return f"{self.ancestor_id} > {self.descendant_id}"
