"""Blinded physician rating: raters, studies, the sampled items, each rater's assignments, their
ratings (immutable revisions), adjudications, the audit trail and the cached analysis.

What a physician may see is decided by the services and views, but the shape of these tables
helps: an assignment names its answers by position only (``left`` / ``right``) and is reached by
an opaque ``token``; which run stands behind a position lives in ``StudyArm`` rows that no rater
page reads. Submitted ratings are never updated: a later edit is a new ``Rating`` revision that
points to the one it replaces.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models


def new_token() -> str:
    """An opaque, unguessable URL token (what a rater's URLs carry instead of ids): 128 random
    bits as hexadecimal, letters and digits only, so no token can be read as a word (with "-" or
    "_" a token could happen to contain, say, "-C1_")."""
    return secrets.token_hex(16)


class RaterProfile(models.Model):
    """What the rating app records about a user: a pseudonym for exports, and whether the user is an
    author of the system (analyses can leave system authors out, paper 000 §4.7)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="rater")
    pseudonym = models.CharField(max_length=16, unique=True)
    system_author = models.BooleanField(default=False)

    def __str__(self) -> str:
        return self.pseudonym


class Study(models.Model):
    """A blinded comparison of two or more runs over the same questions."""

    class Status(models.TextChoices):
        """What is stored. A study is created open (or as a draft, not yet shown to raters); "complete"
        is not stored but derived (``State``), since a skip undone makes a study incomplete again."""
        DRAFT = "draft", "draft (not yet open to raters)"
        OPEN = "open", "open for rating"
        LOCKED = "locked", "locked (no more ratings)"
        UNBLINDED = "unblinded", "unblinded"

    class State(models.TextChoices):
        """What every page shows (``adjudication.states.state_of``): the stored status, except that
        an open study whose scheduled assignments are all submitted or skipped is "complete"."""
        DRAFT = "draft", "draft"
        OPEN = "open", "open"
        COMPLETE = "complete", "complete"
        LOCKED = "locked", "locked"
        UNBLINDED = "unblinded", "unblinded"

    class Design(models.TextChoices):
        ALL = "all", "every rater rates every item"
        K = "k", "k raters per item"

    class Sampling(models.TextChoices):
        STRATIFIED = "stratified", "stratified by category"
        DISAGREEMENT = "disagreement", "stratified, evaluator disagreements oversampled"

    name = models.CharField(max_length=200, help_text="Seen by authors and admins only.")
    #: what raters see instead of the name (checked to name no run, condition or model)
    rater_title = models.CharField(max_length=200)
    dataset = models.ForeignKey("retrieval.Dataset", on_delete=models.PROTECT, related_name="studies")
    reference_version = models.CharField(max_length=32)
    rubric_version = models.CharField(max_length=32)
    rubric_digest = models.CharField(max_length=64)
    sample_size = models.PositiveIntegerField()
    seed = models.BigIntegerField()
    design = models.CharField(max_length=8, choices=Design.choices, default=Design.ALL)
    raters_per_item = models.PositiveIntegerField(null=True, blank=True)
    calibration_items = models.PositiveIntegerField(default=0)
    sampling = models.CharField(max_length=16, choices=Sampling.choices, default=Sampling.STRATIFIED)
    oversample = models.FloatField(default=1.0, help_text="Weight of the evaluator-disagreement strata.")
    #: a submission made sooner than this after its page was served is flagged to the study's admins
    #: as implausibly fast (never shown to the rater); see docs/adjudication.md
    fast_rating_seconds = models.PositiveIntegerField(default=10)
    #: everything the sample and schedule were built from (evaluators read, strata, counts)
    design_record = models.JSONField(default=dict, blank=True)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    #: pre-registration: the analysis plan, its hash and when it was frozen
    plan = models.JSONField(null=True, blank=True)
    plan_hash = models.CharField(max_length=64, blank=True)
    preregistered_at = models.DateTimeField(null=True, blank=True)
    locked_at = models.DateTimeField(null=True, blank=True)
    unblinded_at = models.DateTimeField(null=True, blank=True)
    unblinded_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True,
                                     related_name="+")
    adjudicators = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="adjudicated_studies",
                                          help_text="Senior physicians who resolve disagreements.")
    #: whether an adjudicator who is also one of the study's raters may adjudicate its items (only
    #: items they have rated themselves, or are not assigned). Off, the safest: such an adjudicator
    #: sees none of the study's items on /adjudicate/, so never co-raters' labels or notes.
    raters_may_adjudicate = models.BooleanField(
        default=False, help_text="Let an adjudicator who also rates this study adjudicate the items they have "
                                 "rated (never one they have still to rate).")

    class Meta:
        ordering = ["-created_at"]
        verbose_name_plural = "studies"

    def __str__(self) -> str:
        return self.name


class StudyArm(models.Model):
    """One run compared in a study. ``position`` numbers the arms (1, 2, ...) in a seeded random
    order, not the order the runs were given (``studies.arm_positions``); blinded analyses call them
    "arm 1", "arm 2" until the study is unblinded, which is when the mapping is shown."""

    study = models.ForeignKey(Study, on_delete=models.CASCADE, related_name="arms")
    run = models.ForeignKey("benchmark.Run", on_delete=models.PROTECT, related_name="+")
    position = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["study", "position"]
        constraints = [
            models.UniqueConstraint(fields=["study", "run"], name="study_arm_unique_run"),
            models.UniqueConstraint(fields=["study", "position"], name="study_arm_unique_position"),
        ]


class StudyRater(models.Model):
    """A physician taking part in a study."""

    study = models.ForeignKey(Study, on_delete=models.CASCADE, related_name="raters")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="study_roles")
    #: copied from the profile when the study is created, so a later change does not move analyses
    system_author = models.BooleanField(default=False)
    token = models.CharField(max_length=32, unique=True, default=new_token)

    class Meta:
        ordering = ["study", "user__username"]
        constraints = [models.UniqueConstraint(fields=["study", "user"], name="study_rater_unique_user")]


class StudyItem(models.Model):
    """A sampled question (or a calibration question) with its inclusion probability."""

    study = models.ForeignKey(Study, on_delete=models.CASCADE, related_name="items")
    question = models.ForeignKey("benchmark.Question", on_delete=models.PROTECT, related_name="+")
    category = models.CharField(max_length=32)
    stratum = models.CharField(max_length=64)
    inclusion_probability = models.FloatField(default=1.0)
    calibration = models.BooleanField(default=False)
    #: whether the automatic evaluators disagreed on this question's answers when it was sampled
    evaluators_disagree = models.BooleanField(default=False)
    #: a calibration item's key: the expected rubric values, answer dimensions by arm position
    #: ({"arms": {"1": {...}, "2": {...}}, "item": {...}, "note": "..."}); shown to a rater only
    #: after they submit (``adjudication.rating.calibration_reveal``)
    expected = models.JSONField(default=dict, blank=True)
    #: what the adjudication screen's URL carries
    token = models.CharField(max_length=32, unique=True, default=new_token)

    class Meta:
        ordering = ["study", "-calibration", "id"]
        constraints = [models.UniqueConstraint(fields=["study", "question"], name="study_item_unique_question")]


class Assignment(models.Model):
    """One item for one rater: two answers placed left and right, reached by an opaque token."""

    class Status(models.TextChoices):
        PENDING = "pending", "to do"
        SUBMITTED = "submitted", "submitted"
        SKIPPED = "skipped", "skipped"

    class Reason(models.TextChoices):
        SCHEDULED = "scheduled", "scheduled"
        SAFETY = "safety", "second opinion after a potentially harmful rating"

    study = models.ForeignKey(Study, on_delete=models.CASCADE, related_name="assignments")
    item = models.ForeignKey(StudyItem, on_delete=models.CASCADE, related_name="assignments")
    rater = models.ForeignKey(StudyRater, on_delete=models.CASCADE, related_name="assignments")
    token = models.CharField(max_length=32, unique=True, default=new_token)
    position = models.PositiveIntegerField(help_text="Order in the rater's queue (calibration first).")
    left = models.ForeignKey(StudyArm, on_delete=models.PROTECT, related_name="+")
    right = models.ForeignKey(StudyArm, on_delete=models.PROTECT, related_name="+")
    left_prediction = models.ForeignKey("benchmark.RunPrediction", on_delete=models.PROTECT, related_name="+")
    right_prediction = models.ForeignKey("benchmark.RunPrediction", on_delete=models.PROTECT, related_name="+")
    reason = models.CharField(max_length=16, choices=Reason.choices, default=Reason.SCHEDULED)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.PENDING)
    skip_reason = models.TextField(blank=True)
    #: the rater's unsubmitted choices, saved as they go (rubric keys → values)
    draft = models.JSONField(default=dict, blank=True)
    draft_saved_at = models.DateTimeField(null=True, blank=True)
    opened_at = models.DateTimeField(null=True, blank=True)
    submitted_at = models.DateTimeField(null=True, blank=True)
    #: when the rater first opened the reference answer on the rating screen (it is not in the page
    #: before: ``adjudication.rating.reveal_reference``); null: not yet, or rated before this was
    #: recorded. Compared with a rating's ``submitted_at``, it tells whether the answers were
    #: judged before the reference was seen.
    reference_revealed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["rater", "position"]
        constraints = [
            models.UniqueConstraint(fields=["rater", "position"], name="assignment_unique_position"),
            models.UniqueConstraint(fields=["item", "rater", "left", "right"], name="assignment_unique_pair"),
        ]
        indexes = [models.Index(fields=["study", "status"], name="assignment_study_status")]


class Rating(models.Model):
    """A submitted rating, immutable. Editing after submission adds revision n + 1 that names the
    revision it replaces; the current rating of an assignment is its highest revision."""

    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="ratings")
    revision = models.PositiveIntegerField()
    values = models.JSONField()
    note = models.TextField(blank=True)
    rubric_version = models.CharField(max_length=32)
    submitted_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    submitted_at = models.DateTimeField(auto_now_add=True)
    replaces = models.OneToOneField("self", on_delete=models.PROTECT, null=True, blank=True, related_name="replaced_by")
    #: a key the browser sends with each submission, so a double click or a retried request
    #: records one rating, not two
    submission_key = models.CharField(max_length=64, unique=True)
    #: seconds from the moment the server sent the page this submission came from to the
    #: submission (a signed stamp in the form); without a stamp, an upper bound from the item's
    #: first opening or the previous revision. None when neither is known.
    seconds_on_item = models.FloatField(null=True, blank=True)

    class Meta:
        ordering = ["assignment", "revision"]
        constraints = [models.UniqueConstraint(fields=["assignment", "revision"], name="rating_unique_revision")]


class NoteView(models.Model):
    """A chart note a rater opened while rating an item."""

    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="note_views")
    note = models.ForeignKey("retrieval.Note", on_delete=models.CASCADE, related_name="+")
    opened_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["assignment", "opened_at"]


class Adjudication(models.Model):
    """A senior physician's resolved model-correctness label for one arm's answer to an item where
    the raters disagreed; kept beside the raw ratings, never replacing them. A later decision
    on the same answer adds a row (the newest counts)."""

    item = models.ForeignKey(StudyItem, on_delete=models.CASCADE, related_name="adjudications")
    arm = models.ForeignKey(StudyArm, on_delete=models.PROTECT, related_name="+")
    label = models.CharField(max_length=32)
    note = models.TextField(blank=True)
    decided_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    decided_at = models.DateTimeField(auto_now_add=True)
    token = models.CharField(max_length=32, unique=True, default=new_token)

    class Meta:
        ordering = ["item", "arm", "decided_at"]


class AuditEvent(models.Model):
    """Who did what to a study, when: creation, pre-registration, ratings, revisions, skips,
    adjudications, locking, unblinding and exports."""

    study = models.ForeignKey(Study, on_delete=models.CASCADE, related_name="audit")
    actor = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, null=True, blank=True,
                              related_name="+")
    action = models.CharField(max_length=32)
    details = models.JSONField(default=dict, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["study", "at", "id"]
        indexes = [models.Index(fields=["study", "action"], name="audit_study_action")]


class StudyAnalysis(models.Model):
    """The agreement figures and endpoints of a study, computed by a Celery task from the ratings
    whose digest it records; stale when the ratings' digest has moved on."""

    study = models.OneToOneField(Study, on_delete=models.CASCADE, related_name="analysis")
    ratings_digest = models.CharField(max_length=64)
    result = models.JSONField(default=dict)
    computed_at = models.DateTimeField(auto_now=True)
