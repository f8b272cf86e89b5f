"""The patient knowledge graph (paper 000 §3.2, App. C.1): nodes, typed edges, and build state.

Every node belongs to one patient: the patient, their admissions and notes, and one node per OMOP
concept mentioned in their chart. An edge is a temporal edge in the sense of Definition 4 —
subject, predicate, object, assertion α, valid time, transaction time, the NLP-asserted
temporality τa, an Allen relation r and a temporal confidence c — plus the provenance of the
mention it came from (note, sentence, character span, the ConText cues that fired). One mention
makes one edge, so the epistemic state (concept, α, experiencer, τa) of every mention can be
checked in the stored graph (App. B, Definition 1).

``KGNoteBuild`` records what each note looked like when its edges were built (text digest, rules
version); builds skip notes whose record matches and rebuild the others. ``KGPatientBuild`` is
the per-patient job row that the CLI and Celery workers update.
"""

from __future__ import annotations

from django.db import models

from retrieval.models.corpus import Dataset, Note, Patient
from retrieval.models.vocabulary import Concept


class NodeKind(models.TextChoices):
    PATIENT = "patient", "Patient"
    ADMISSION = "admission", "Admission"
    NOTE = "note", "Note"
    CONDITION = "condition", "Condition"
    DRUG = "drug", "Drug"
    PROCEDURE = "procedure", "Procedure"
    MEASUREMENT = "measurement", "Measurement"
    OBSERVATION = "observation", "Observation"
    DEVICE = "device", "Device"
    #: a concept of any other OMOP domain (Spec Anatomic Site, Meas Value …).
    CONCEPT = "concept", "Other concept"


#: OMOP domain_id → the kind of node a concept of that domain becomes.
DOMAIN_NODE_KINDS = {
    "Condition": NodeKind.CONDITION,
    "Drug": NodeKind.DRUG,
    "Procedure": NodeKind.PROCEDURE,
    "Measurement": NodeKind.MEASUREMENT,
    "Observation": NodeKind.OBSERVATION,
    "Device": NodeKind.DEVICE,
}


class Predicate(models.TextChoices):
    """The 24 edge types. Relation types only: whether the relation holds is the assertion's job
    (an ``has_condition`` edge may be Absent), and when it holds is τa's and the valid time's."""

    # From the record (admissions and notes), not from text.
    HAS_ADMISSION = "has_admission", "has admission"
    HAS_NOTE = "has_note", "has note"
    # patient → concept, one per mention; refined by section header (graph_rules.json).
    HAS_CONDITION = "has_condition", "has condition"
    HAS_FINDING = "has_finding", "has finding"
    HAS_EXAM_FINDING = "has_exam_finding", "has exam finding"
    HAS_SOCIAL_FACTOR = "has_social_factor", "has social factor"
    PRESENTED_WITH = "presented_with", "presented with"
    DIAGNOSED_WITH = "diagnosed_with", "diagnosed with"
    ON_PROBLEM_LIST = "on_problem_list", "on problem list"
    IMAGING_SHOWS = "imaging_shows", "imaging shows"
    TAKES_DRUG = "takes_drug", "takes drug"
    TOOK_BEFORE_ADMISSION = "took_before_admission", "took before admission"
    GIVEN_IN_HOSPITAL = "given_in_hospital", "given in hospital"
    PRESCRIBED_AT_DISCHARGE = "prescribed_at_discharge", "prescribed at discharge"
    ALLERGIC_TO = "allergic_to", "allergic to"
    UNDERWENT_PROCEDURE = "underwent_procedure", "underwent procedure"
    HAS_MEASUREMENT = "has_measurement", "has measurement"
    HAS_LAB_RESULT = "has_lab_result", "has lab result"
    USES_DEVICE = "uses_device", "uses device"
    FAMILY_HISTORY_OF = "family_history_of", "family history of"
    MENTIONS_CONCEPT = "mentions_concept", "mentions"
    # concept → concept, from two mentions in one sentence; carries the object mention's state.
    TREATED_WITH = "treated_with", "treated with"
    EVALUATED_BY = "evaluated_by", "evaluated by"
    ASSOCIATED_WITH = "associated_with", "associated with"


class EdgeOrigin(models.TextChoices):
    RECORD = "record", "From the record"
    MENTION = "mention", "One concept mention"
    CO_MENTION = "co_mention", "Two mentions in one sentence"


class AssertionLabel(models.TextChoices):
    """α, with the values of ``retrieval.nlp.assertion.Assertion`` (a test keeps them equal)."""

    PRESENT = "Present"
    ABSENT = "Absent"
    POSSIBLE = "Possible"
    CONDITIONAL = "Conditional"
    HYPOTHETICAL = "Hypothetical"
    FAMILY_HISTORY = "Family_History", "Family history"
    HISTORICAL = "Historical"


class ExperiencerLabel(models.TextChoices):
    PATIENT = "Patient"
    FAMILY = "Family"


class TemporalityLabel(models.TextChoices):
    PAST = "Past"
    CURRENT = "Current"
    FUTURE = "Future"


class AllenRelation(models.TextChoices):
    """Allen's 13 interval relations with each pair of mirror relations merged, plus Concurrent
    (equals) and Unknown: the nine values of paper 000 App. R. The edge's interval is compared
    with its admission's interval; see ``retrieval.graph.temporal``."""

    BEFORE = "Before"  # before, meets
    AFTER = "After"  # after, met-by
    OVERLAPS = "Overlaps"  # overlaps, overlapped-by
    STARTS = "Starts"  # starts, started-by
    FINISHES = "Finishes"  # finishes, finished-by
    DURING = "During"  # during
    CONTAINS = "Contains"  # contains
    CONCURRENT = "Concurrent"  # equals
    UNKNOWN = "Unknown"  # no admission interval to compare with


class KGNode(models.Model):
    dataset = models.ForeignKey(Dataset, on_delete=models.CASCADE, related_name="+")
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="kg_nodes")
    kind = models.CharField(max_length=16, choices=NodeKind.choices)
    concept = models.ForeignKey(
        Concept, on_delete=models.DO_NOTHING, db_constraint=False, null=True, blank=True,
        related_name="+", db_column="concept_id",
    )
    #: subject_id, hadm_id, note_id or concept_id, as text.
    key = models.CharField(max_length=128)
    label = models.CharField(max_length=255)

    class Meta:
        ordering = ["patient", "kind", "key"]
        constraints = [
            models.UniqueConstraint(fields=["patient", "kind", "key"], name="kg_node_unique_per_patient")
        ]
        indexes = [models.Index(fields=["patient", "concept"], name="kg_node_patient_concept")]

    def __str__(self) -> str:
        return f"{self.kind}:{self.key} {self.label}"


class KGEdge(models.Model):
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="kg_edges", db_index=False)
    subject = models.ForeignKey(KGNode, on_delete=models.CASCADE, related_name="out_edges", db_index=False)
    predicate = models.CharField(max_length=32, choices=Predicate.choices)
    object = models.ForeignKey(KGNode, on_delete=models.CASCADE, related_name="in_edges", db_index=False)
    origin = models.CharField(max_length=16, choices=EdgeOrigin.choices)
    #: The object's concept (the mention's), and for concept → concept edges the subject's: kept on
    #: the edge so that traversal steps are single index lookups.
    concept_id = models.BigIntegerField(null=True, blank=True)
    subject_concept_id = models.BigIntegerField(null=True, blank=True)

    # The epistemic state (App. B, Def. 1) and the classifier's confidence in α.
    assertion = models.CharField(max_length=16, choices=AssertionLabel.choices)
    assertion_confidence = models.FloatField()
    experiencer = models.CharField(max_length=8, choices=ExperiencerLabel.choices)
    temporality = models.CharField(max_length=8, choices=TemporalityLabel.choices)

    # Definition 4: Allen relation r to the admission interval, temporal confidence c.
    allen_relation = models.CharField(max_length=12, choices=AllenRelation.choices)
    temporal_confidence = models.FloatField()
    # Valid time τv: when the relation held in the world (None = unknown / open).
    event_date = models.DateTimeField(null=True, blank=True)
    valid_from = models.DateTimeField(null=True, blank=True)
    valid_to = models.DateTimeField(null=True, blank=True)
    # Transaction time τt: stored in the EHR (storetime), the document's date (charttime), and
    # written to this graph.
    recorded_at = models.DateTimeField(null=True, blank=True)
    doc_date = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField()

    hadm_id = models.BigIntegerField(null=True, blank=True)
    # Provenance: the note, the sentence and mention spans (character offsets in the note text),
    # the medspaCy section, the mention's text and the ConText cues that fired.
    note = models.ForeignKey(Note, on_delete=models.CASCADE, null=True, blank=True, related_name="kg_edges")
    section = models.CharField(max_length=64, blank=True)
    sentence_start = models.PositiveIntegerField(null=True, blank=True)
    sentence_end = models.PositiveIntegerField(null=True, blank=True)
    span_start = models.PositiveIntegerField(null=True, blank=True)
    span_end = models.PositiveIntegerField(null=True, blank=True)
    mention_text = models.CharField(max_length=255, blank=True)
    #: [{"category", "text", "start", "end", "direction"}, …] — the cues that fired, as classified.
    trigger = models.JSONField(default=list, blank=True)
    #: The clinical status the mention's sentence states (retrieval.graph.status): a drug's
    #: started / continued / dose_changed / held / stopped / completed / resumed, a problem's
    #: resolved / chronic; "" when it states none.
    status = models.CharField(max_length=16, blank=True, default="")
    rules_version = models.CharField(max_length=64, blank=True)

    class Meta:
        ordering = ["patient", "doc_date", "id"]
        indexes = [
            models.Index(fields=["patient", "subject"], name="kg_edge_patient_subject"),
            models.Index(fields=["patient", "object"], name="kg_edge_patient_object"),
            # Traversal: the facts about a concept, pruned by c in the index.
            models.Index(fields=["patient", "concept_id", "temporal_confidence"], name="kg_edge_patient_concept"),
            models.Index(
                fields=["patient", "subject_concept_id"], name="kg_edge_patient_subj_concept",
                condition=models.Q(subject_concept_id__isnull=False),
            ),
        ]

    def __str__(self) -> str:
        return f"{self.subject_id} {self.predicate} {self.object_id} [{self.assertion}]"


class KGConceptLink(models.Model):
    """The patient's concept → concept adjacency, derived from their concept → concept edges at
    build time: one row per (subject concept, object concept, predicate), however many sentences
    state it, with the best temporal confidence among those edges. Traversal expands along these
    rows by index lookups instead of de-duplicating edges on every query."""

    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="+", db_index=False)
    subject_concept_id = models.BigIntegerField()
    object_concept_id = models.BigIntegerField()
    predicate = models.CharField(max_length=32, choices=Predicate.choices)
    temporal_confidence = models.FloatField()
    edges = models.PositiveIntegerField()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["patient", "subject_concept_id", "object_concept_id", "predicate"],
                                    name="kg_link_unique")
        ]
        indexes = [models.Index(fields=["patient", "object_concept_id"], name="kg_link_patient_object")]

    def __str__(self) -> str:
        return f"{self.subject_concept_id} {self.predicate} {self.object_concept_id}"


class KGNoteBuild(models.Model):
    """What a note looked like when its edges were last built; a build skips a note whose text
    digest and rules version still match, and rebuilds it otherwise."""

    class Status(models.TextChoices):
        BUILT = "built", "Built"
        EMPTY = "empty", "Skipped: empty"
        NO_CONCEPTS = "no_concepts", "No vocabulary concept found"
        FAILED = "failed", "Failed (retried on the next build)"

    note = models.OneToOneField(Note, on_delete=models.CASCADE, related_name="kg_build")
    patient = models.ForeignKey(Patient, on_delete=models.CASCADE, related_name="+")
    status = models.CharField(max_length=16, choices=Status.choices)
    rules_version = models.CharField(max_length=64)
    text_sha256 = models.CharField(max_length=64)
    mentions = models.PositiveIntegerField(default=0)
    edges = models.PositiveIntegerField(default=0)
    message = models.CharField(max_length=255, blank=True)
    built_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.note_id} {self.status}"


class KGPatientBuild(models.Model):
    """The build of one patient's graph, as a job row: queued → running → succeeded/failed."""

    class Status(models.TextChoices):
        QUEUED = "queued"
        RUNNING = "running"
        SUCCEEDED = "succeeded"
        FAILED = "failed"

    patient = models.OneToOneField(Patient, on_delete=models.CASCADE, related_name="kg_build")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    rules_version = models.CharField(max_length=64, blank=True)
    notes_total = models.PositiveIntegerField(default=0)
    notes_built = models.PositiveIntegerField(default=0)
    notes_unchanged = models.PositiveIntegerField(default=0)
    notes_skipped = models.PositiveIntegerField(default=0)
    edges = models.PositiveIntegerField(default=0)
    message = models.TextField(blank=True)
    error = models.TextField(blank=True)
    queued_at = models.DateTimeField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    def __str__(self) -> str:
        return f"{self.patient_id} {self.status}"
