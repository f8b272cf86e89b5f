"""What answers are compared with: versioned reference answers, versioned task gold, and the
dataset's current release of both. Never imported by the code that answers or executes runs.
"""

from __future__ import annotations

from django.db import models

from benchmark.categories import DefectType
from benchmark.models.questions import Question


class ReleasedReferenceError(Exception):
    """A change to a reference version that is part of a release (``ReferenceRelease``): released
    sets are frozen; a correction is a new version, released in its turn."""

    def __init__(self, dataset: str, label: str, qid: str, action: str):
        self.dataset, self.label, self.qid, self.action = dataset, label, qid, action
        super().__init__(
            f"reference {qid!r} version {label!r} of dataset {dataset!r} is released and cannot be {action}; "
            "released reference versions are frozen: make a new version instead"
        )


def _released_rows(rows: models.QuerySet) -> models.QuerySet:
    """The rows of ``rows`` (ReferenceAnswer) whose version is released in their dataset."""
    return rows.filter(
        models.Exists(ReferenceRelease.objects.filter(dataset=models.OuterRef("question__dataset"),
                                                      label=models.OuterRef("version")))
    )


def _refuse_released(rows: models.QuerySet, action: str) -> None:
    hit = (_released_rows(rows).order_by().values_list("question__dataset__name", "version", "question__qid")
           .first())
    if hit is not None:
        raise ReleasedReferenceError(*hit, action=action)


class ReferenceAnswerQuerySet(models.QuerySet):
    """Refuses bulk writes that would touch a released reference version: ``update()`` (which
    ``bulk_update`` uses), ``delete()`` and ``bulk_create`` of rows with a released label.
    (Deleting a whole dataset still cascades: Django's collector never calls these.)"""

    def update(self, **kwargs):
        _refuse_released(self, "updated")
        return super().update(**kwargs)

    def delete(self):
        _refuse_released(self, "deleted")
        return super().delete()

    def bulk_update(self, objs, fields, *args, **kwargs):
        # Checked before Django's own atomic block (savepoint=False), so a refusal leaves the
        # caller's transaction usable.
        objs = list(objs)
        _refuse_released(self.filter(pk__in=[obj.pk for obj in objs]), "updated")
        return super().bulk_update(objs, fields, *args, **kwargs)

    def bulk_create(self, objs, *args, **kwargs):
        objs = list(objs)
        _refuse_new_released(objs)
        return super().bulk_create(objs, *args, **kwargs)


def _refuse_new_released(objs: list) -> None:
    """Two queries per batch: the batch's questions, and the releases of their datasets."""
    questions = {pk: (dataset_id, qid) for pk, dataset_id, qid in Question.objects.filter(
        pk__in={obj.question_id for obj in objs}).values_list("pk", "dataset_id", "qid")}
    released = {(dataset_id, label): name for dataset_id, label, name in ReferenceRelease.objects.filter(
        dataset_id__in={d for d, _ in questions.values()}).values_list("dataset_id", "label", "dataset__name")}
    for obj in objs:
        dataset_id, qid = questions.get(obj.question_id, (None, ""))
        if (dataset_id, obj.version) in released:
            raise ReleasedReferenceError(released[(dataset_id, obj.version)], obj.version, qid, "created")


class ReferenceAnswer(models.Model):
    """One immutable version of the reference answer to a question (``v1``, ``v2``, ...)."""

    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="references")
    version = models.CharField(max_length=32)
    answer = models.TextField()
    structure = models.JSONField(null=True, blank=True)
    # [{"note_id", "start", "end", "section"}]: character spans of notes of the same patient.
    evidence = models.JSONField(default=list, blank=True)
    author = models.CharField(max_length=150)
    rationale = models.TextField(blank=True)
    # The version this one was derived from, for the same question. RESTRICT (not PROTECT) so
    # deleting a whole question or dataset still cascades through the version chain.
    parent = models.ForeignKey(
        "self", on_delete=models.RESTRICT, null=True, blank=True, related_name="children"
    )
    defect_type = models.CharField(max_length=40, blank=True, choices=DefectType.choices)
    created = models.DateTimeField()

    objects = ReferenceAnswerQuerySet.as_manager()

    class Meta:
        ordering = ["question", "pk"]
        # So that no manager reaches a released row around the guards (the collector that
        # cascades a dataset's deletion does not call them).
        base_manager_name = "objects"
        constraints = [
            models.UniqueConstraint(fields=["question", "version"], name="reference_unique_version_per_question")
        ]

    def __str__(self) -> str:
        return f"{self.question_id}@{self.version}"

    def refuse_if_released(self, action: str) -> None:
        """Raise ``ReleasedReferenceError`` if this row's version (as stored, and as it is now) is
        released in its question's dataset."""
        labels = {self.version}
        if self.pk is not None:
            stored = ReferenceAnswer._base_manager.filter(pk=self.pk).values_list("version", flat=True).first()
            if stored is not None:
                labels.add(stored)
        found = Question.objects.filter(pk=self.question_id).values_list("dataset_id", "qid").first()
        if found is None:
            return  # no such question: the database refuses the row itself
        dataset_id, qid = found
        label = (ReferenceRelease.objects.filter(dataset_id=dataset_id, label__in=labels)
                 .values_list("label", flat=True).first())
        if label is not None:
            name = ReferenceRelease.objects.filter(dataset_id=dataset_id).values_list("dataset__name", flat=True)[0]
            raise ReleasedReferenceError(name, label, qid, action)

    def save(self, *args, **kwargs):
        self.refuse_if_released("changed" if self.pk is not None else "created")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        self.refuse_if_released("deleted")
        return super().delete(*args, **kwargs)


class TaskGold(models.Model):
    """One immutable version of the gold items of a task item (``v1``, ``v2``, ...): re-importing
    a version with other items is an error, so scores computed against it stay reproducible."""

    item = models.ForeignKey("benchmark.TaskItem", on_delete=models.CASCADE, related_name="gold")
    version = models.CharField(max_length=32, default="v1")
    items = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["item", "version"]
        constraints = [models.UniqueConstraint(fields=["item", "version"], name="task_gold_unique_version_per_item")]
        verbose_name_plural = "task gold"

    def __str__(self) -> str:
        return f"{self.item_id}@{self.version}"


class DatasetRelease(models.Model):
    """The dataset's current release: which reference version and which task-gold version are
    used wherever none is named (scoring, reports, the pages). One row per dataset, changed
    deliberately (``manage.py set_release``); importing a first version records it."""

    dataset = models.OneToOneField("retrieval.Dataset", on_delete=models.CASCADE, related_name="release")
    reference_version = models.CharField(max_length=32, blank=True)
    task_gold_version = models.CharField(max_length=32, blank=True)
    updated_at = models.DateTimeField(auto_now=True)
    updated_by = models.CharField(max_length=150, blank=True)
    note = models.TextField(blank=True)

    def __str__(self) -> str:
        return f"{self.dataset_id}: references {self.reference_version or '-'}, task gold {self.task_gold_version or '-'}"


class ReferenceFeedback(models.Model):
    """A rater's verdict on a reference answer, with their note. "wrong" and "needs revision" are
    what the reference-curation queue reads; "correct" marks a physician-confirmed reference, which
    the impact page uses to restrict keyword-vs-physician agreement (paper 000 App. X.7). Written by
    the rating app (which sits above the benchmark) so curation never has to import it; the rater
    is named by pseudonym only."""

    class Verdict(models.TextChoices):
        CORRECT = "correct", "confirmed correct"
        NEEDS_REVISION = "needs_revision", "needs revision"
        WRONG = "wrong", "wrong"

    #: the verdicts that say a reference is defective
    NEGATIVE = ("needs_revision", "wrong")

    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="reference_feedback")
    reference = models.ForeignKey(ReferenceAnswer, on_delete=models.PROTECT, related_name="feedback")
    verdict = models.CharField(max_length=16, choices=Verdict.choices)
    note = models.TextField(blank=True)
    #: where it came from, e.g. "study:12/rating:345" (one row per rating revision that said so)
    source = models.CharField(max_length=64, unique=True)
    rater = models.CharField(max_length=16, help_text="The rater's pseudonym.")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["question", "created_at"]

    def __str__(self) -> str:
        return f"{self.reference} {self.verdict} ({self.source})"


class ReferenceRelease(models.Model):
    """A frozen reference version of a dataset: once released, no path changes, deletes or adds to
    the rows of that version (``ReleasedReferenceError``). The count and SHA-256 digest of the
    released references (qid, answer, structure, evidence) are recorded so anyone can check a
    copy (``benchmark.references.releases.release_digest``). Deleting the dataset removes it."""

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="reference_releases")
    label = models.CharField(max_length=32)
    released_at = models.DateTimeField(auto_now_add=True)
    released_by = models.CharField(max_length=150)
    note = models.TextField(blank=True)
    references = models.PositiveIntegerField()
    digest = models.CharField(max_length=64, help_text="SHA-256 of the released references (qid, answer, "
                                                        "structure, evidence), hex")

    class Meta:
        ordering = ["dataset", "released_at", "pk"]
        constraints = [models.UniqueConstraint(fields=["dataset", "label"], name="reference_release_unique_label")]

    def __str__(self) -> str:
        return f"{self.dataset_id}: references {self.label} released"

    def save(self, *args, **kwargs):
        if self.pk is not None and ReferenceRelease.objects.filter(pk=self.pk).exists():
            raise ReleasedReferenceError(self.dataset.name, self.label, "*", "changed (the release itself)")
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        raise ReleasedReferenceError(self.dataset.name, self.label, "*", "unreleased")


def _guard_cascaded_delete(sender, instance: ReferenceAnswer, origin=None, **kwargs) -> None:
    """A released reference removed by a cascade (deleting its question, say) is refused too; only
    deleting the whole dataset (the collector's ``origin``) removes a released set."""
    from retrieval.models import Dataset

    model = origin.model if isinstance(origin, models.QuerySet) else type(origin)
    if model is not Dataset:
        instance.refuse_if_released("deleted")


models.signals.pre_delete.connect(_guard_cascaded_delete, sender=ReferenceAnswer,
                                  dispatch_uid="benchmark.reference_released_cascade")


# -- triage and reconciliation (issue 16; paper 000 App. Z.3) ----------------------------------

class TriageDecision(models.TextChoices):
    KEEP = "KEEP", "Keep"
    FIX_GOLD = "FIX_GOLD", "Fix gold"
    REPLACE_QUESTION = "REPLACE_QUESTION", "Replace question"


#: the catalogued defect types and "other", for what an author finds that no catalogue names
TRIAGE_DEFECT_CHOICES = [*DefectType.choices, ("other", "Other")]


class TriageProposal(models.Model):
    """One author's triage of one question's reference version: keep it, fix the gold, or replace
    the question, with the proposed correction. A draft until submitted; authors never see each
    other's proposals before reconciliation."""

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="+")
    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="triage_proposals")
    base = models.CharField(max_length=32, help_text="The reference version being triaged.")
    author = models.ForeignKey("auth.User", on_delete=models.PROTECT, related_name="+")
    decision = models.CharField(max_length=20, choices=TriageDecision.choices)
    answer = models.TextField(blank=True)
    structure = models.JSONField(null=True, blank=True)
    #: [{"note_id", "start", "end"}]: character spans of notes of the question's patient
    evidence = models.JSONField(default=list, blank=True)
    defect_type = models.CharField(max_length=40, blank=True, choices=TRIAGE_DEFECT_CHOICES)
    note = models.TextField(blank=True)
    is_draft = models.BooleanField(default=True)
    #: the proposal as first submitted, blind ({"decision", "answer", "defect_type", "note",
    #: "evidence", "structure", "submitted_at"}); never changed afterwards. Agreement (κ) and
    #: reconciliation read this, so copying another author's proposal after seeing it changes nothing.
    blind = models.JSONField(null=True, blank=True)
    #: the proposal was revised after its first submission at a time its author could read another
    #: author's submitted proposal (reconciliation shows the revision labelled so)
    revised_after_seeing = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["question", "base", "pk"]
        constraints = [models.UniqueConstraint(fields=["question", "base", "author"],
                                               name="triage_one_proposal_per_author")]

    def __str__(self) -> str:
        return f"{self.question_id}@{self.base} {self.decision} by {self.author_id}{' (draft)' if self.is_draft else ''}"

    @property
    def structure_json(self) -> str:
        """The structured answer as the form's JSON text ("" when none)."""
        import json

        return json.dumps(self.structure, indent=1) if self.structure is not None else ""


class TriageConsensus(models.Model):
    """The reconciled decision on one question's reference version, with every proposal it came
    from kept (the proposals themselves are never deleted or changed by reconciling)."""

    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="triage_consensus")
    base = models.CharField(max_length=32)
    decision = models.CharField(max_length=20, choices=TriageDecision.choices)
    answer = models.TextField(blank=True)
    structure = models.JSONField(null=True, blank=True)
    evidence = models.JSONField(default=list, blank=True)
    defect_type = models.CharField(max_length=40, blank=True, choices=TRIAGE_DEFECT_CHOICES)
    note = models.TextField(blank=True)
    proposals = models.ManyToManyField(TriageProposal, related_name="consensus")
    decided_by = models.ForeignKey("auth.User", on_delete=models.PROTECT, related_name="+")
    decided_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["question", "base"]
        constraints = [models.UniqueConstraint(fields=["question", "base"], name="triage_one_consensus")]
        verbose_name_plural = "triage consensus"

    def __str__(self) -> str:
        return f"{self.question_id}@{self.base}: {self.decision}"

    @property
    def structure_json(self) -> str:
        """The structured answer as the form's JSON text ("" when none)."""
        import json

        return json.dumps(self.structure, indent=1) if self.structure is not None else ""


class ReferenceDraft(models.Model):
    """A working draft: the unreleased reference version ``label`` into which the triage consensus
    on version ``base`` is accepted (``benchmark.references.drafts``). Its rows are ordinary
    ``ReferenceAnswer`` rows; releasing the label freezes them."""

    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.CASCADE, related_name="+")
    label = models.CharField(max_length=32)
    base = models.CharField(max_length=32)
    created_by = models.ForeignKey("auth.User", on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["dataset", "created_at", "pk"]
        constraints = [models.UniqueConstraint(fields=["dataset", "label"], name="reference_draft_unique_label")]

    def __str__(self) -> str:
        return f"{self.dataset_id}: draft {self.label} from {self.base}"


class CurationEvent(models.Model):
    """The audit trail of curation: who did what, when, to which question, with what."""

    class Action(models.TextChoices):
        DRAFT_SAVED = "draft_saved", "draft saved"
        SUBMITTED = "submitted", "submitted"
        CONSENSUS = "consensus", "consensus recorded"
        DRAFTED = "drafted", "accepted into the working draft"

    user = models.ForeignKey("auth.User", on_delete=models.PROTECT, related_name="+")
    at = models.DateTimeField(auto_now_add=True)
    action = models.CharField(max_length=20, choices=Action.choices)
    question = models.ForeignKey("benchmark.Question", on_delete=models.CASCADE, related_name="curation_events")
    base = models.CharField(max_length=32, blank=True)
    payload = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["at", "pk"]

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.user_id} {self.action} {self.question_id}"
