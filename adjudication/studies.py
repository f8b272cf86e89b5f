"""Studies for admins and authors: creating one (all or nothing), pre-registering its analysis
plan, locking it, unblinding it, and what the study page shows. Every change is audited."""

from __future__ import annotations

import hashlib
import hmac
import random
from dataclasses import dataclass

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Count, Q
from django.http import Http404
from django.utils import timezone

from adjudication import design
from adjudication.analysis import study_analysis, write_physician_scores
from adjudication.models import (
    Assignment,
    Rating,
    Study,
    StudyArm,
    StudyItem,
    StudyRater,
)
from adjudication.raters import profile_for
from adjudication.blinding import _blinding_words, blinding_word  # noqa: F401 (re-exported)
from adjudication.rating import fast_ratings, set_calibration_key
from adjudication.records import (
    PRIMARY_RULES,
    arm_label,
    audit,
    default_plan,
    plan_digest,
)
from adjudication.rubric import DEFAULT_RUBRIC, SIDES, get_rubric, rubric_digest
from adjudication.states import completeness, completeness_statement, state_of
from benchmark.models import ReferenceAnswer, Run
from benchmark.releases import default_reference_version, require_released_reference
from epikg_core.roles import ADMIN, AUTHOR, PHYSICIAN, user_roles


class StudyError(ValueError):
    """A study that cannot be created or changed as asked; the message says what and where."""


def can_manage_studies(user) -> bool:
    """Study pages (design, progress, agreement, endpoints) are for authors and admins."""
    return bool(user_roles(user) & {AUTHOR, ADMIN})


def require_study_admin(user) -> None:
    if ADMIN not in user_roles(user):
        raise PermissionDenied("Only admins create, lock and unblind studies.")


def get_study_for_manager(user, study_id: int) -> Study:
    """A study for an author or admin; anyone else gets a 404 (physicians must not learn that
    study pages exist)."""
    if not can_manage_studies(user):
        raise Http404("No such page.")
    study = Study.objects.select_related("dataset", "created_by").filter(pk=study_id).first()
    if study is None:
        raise Http404("No study with that id.")
    return study



def check_rater_title(title: str, runs: list[Run]) -> str:
    """The title raters see must not name a compared run's condition, model or label, however it
    is spelt (compared folded: ``adjudication.blinding``)."""
    title = (title or "").strip()
    if not title:
        raise StudyError("the title raters see is required")
    word = blinding_word(title, runs)
    if word:
        raise StudyError(f"the title raters see names {word!r}, which would unblind them; choose another")
    return title


@dataclass(frozen=True)
class StudyRequest:
    name: str
    run_ids: list[int]
    sample_size: int
    raters: list[str]
    seed: int
    raters_per_item: int | None = None
    calibration_items: int = 0
    rubric_version: str = DEFAULT_RUBRIC
    sampling: str = Study.Sampling.STRATIFIED
    oversample: float = 4.0
    reference_version: str | None = None
    rater_title: str = ""
    adjudicators: tuple[str, ...] = ()
    #: let an adjudicator who also rates the study adjudicate the items they have rated
    raters_may_adjudicate: bool = False
    fast_rating_seconds: int = 10
    #: create as a draft (raters see it once it is opened), e.g. to pre-register the plan first
    draft: bool = False


def _runs(run_ids: list[int]) -> list[Run]:
    if len(set(run_ids)) != len(run_ids):
        raise StudyError("a run is named twice")
    if len(run_ids) < 2:
        raise StudyError("a study compares two or more runs")
    found = {run.pk: run for run in Run.objects.select_related("dataset").filter(pk__in=run_ids)}
    missing = [str(pk) for pk in run_ids if pk not in found]
    if missing:
        raise StudyError(f"no run {', '.join(missing)}")
    runs = [found[pk] for pk in run_ids]
    if len({run.dataset_id for run in runs}) != 1:
        raise StudyError("the runs answer different datasets: " + ", ".join(f"run {r.pk} ({r.dataset.name})"
                                                                                 for r in runs))
    for run in runs:
        if run.task:
            raise StudyError(f"run {run.pk} is an extraction-task run; studies rate answers to questions")
        if not run.finished or run.status == Run.Status.CANCELLED:
            raise StudyError(f"run {run.pk} is {run.get_status_display().lower()}; rate finished runs only")
    return runs


def _users(usernames, what: str, role: str):
    User = get_user_model()
    names = [u.strip() for u in usernames if u and u.strip()]
    if len(set(names)) != len(names):
        raise StudyError(f"a {what} is named twice")
    users = {u.username: u for u in User.objects.filter(username__in=names)}
    missing = [n for n in names if n not in users]
    if missing:
        raise StudyError(f"no user {', '.join(missing)}")
    for name in names:
        if role not in user_roles(users[name]):
            raise StudyError(f"{name} is not a {role}; {what}s must have the {role} role")
    return [users[n] for n in names]


def create_study(request: StudyRequest, *, created_by) -> Study:
    """Create a study: sample, raters, placements, all in one transaction (nothing is left behind
    by a refused request). Returns the study."""
    require_study_admin(created_by)
    runs = _runs(list(request.run_ids))
    dataset = runs[0].dataset
    raters = _users(request.raters, "rater", PHYSICIAN)
    if not raters:
        raise StudyError("a study needs at least one rater")
    adjudicators = _users(request.adjudicators, "adjudicator", PHYSICIAN)
    per_item = request.raters_per_item
    if per_item is not None and not 1 <= per_item <= len(raters):
        raise StudyError(f"raters per item (k) must be between 1 and {len(raters)}, got {per_item}")
    if per_item == len(raters):
        per_item = None
    if request.calibration_items < 0:
        raise StudyError("calibration items cannot be negative")
    _check_fast_seconds(request.fast_rating_seconds)
    if request.sampling not in Study.Sampling.values:
        raise StudyError(f"sampling must be one of {', '.join(Study.Sampling.values)}")
    if not 1.0 <= request.oversample <= 100:
        raise StudyError("oversampling weight must be between 1 and 100")
    try:
        rubric = get_rubric(request.rubric_version)
        reference_version = request.reference_version or default_reference_version(dataset, use="a rating study")
    except ValueError as exc:
        raise StudyError(str(exc)) from None
    if not ReferenceAnswer.objects.filter(question__dataset=dataset, version=reference_version).exists():
        raise StudyError(f"dataset {dataset.name!r} has no reference version {reference_version!r}")
    try:
        require_released_reference(dataset, reference_version, use="a rating study")
    except ValueError as exc:
        raise StudyError(str(exc)) from None
    name = request.name.strip()
    eligible = design.eligible_questions([r.pk for r in runs], reference_version)
    disagreement, evaluators = None, []
    try:
        if request.sampling == Study.Sampling.DISAGREEMENT:
            disagreement, evaluators = design.evaluator_disagreement(eligible, reference_version)
        items = design.draw_sample(eligible, n=request.sample_size, calibration=request.calibration_items,
                                   seed=request.seed, disagreement=disagreement, oversample=request.oversample)
        placements = design.schedule(items, arms=list(range(1, len(runs) + 1)), raters=len(raters),
                                     per_item=per_item, seed=request.seed)
    except ValueError as exc:
        raise StudyError(str(exc)) from None
    with transaction.atomic():
        count = Study.objects.count() + 1
        title = check_rater_title(request.rater_title or f"Rating study {count}", runs)
        study = Study.objects.create(
            name=name or default_study_name(count), rater_title=title, dataset=dataset, reference_version=reference_version,
            rubric_version=rubric.version, rubric_digest=rubric_digest(rubric.version),
            sample_size=request.sample_size, seed=request.seed,
            design=Study.Design.ALL if per_item is None else Study.Design.K, raters_per_item=per_item,
            calibration_items=request.calibration_items, sampling=request.sampling,
            fast_rating_seconds=request.fast_rating_seconds, raters_may_adjudicate=request.raters_may_adjudicate,
            oversample=request.oversample if disagreement is not None else 1.0, created_by=created_by,
            status=Study.Status.DRAFT if request.draft else Study.Status.OPEN,
            design_record={"eligible": len(eligible.questions), "evaluators": evaluators,
                           "strata": _strata(items)})
        arms = [StudyArm.objects.create(study=study, run=run, position=position)
                for run, position in zip(runs, arm_positions(len(runs), request.seed))]
        by_position = {arm.position: arm for arm in arms}
        study_raters = [StudyRater.objects.create(study=study, user=user, system_author=profile_for(user).system_author)
                        for user in raters]
        study.adjudicators.set(adjudicators)
        study_items = StudyItem.objects.bulk_create([
            StudyItem(study=study, question_id=item.question_id, category=item.category, stratum=item.stratum,
                      inclusion_probability=item.probability, calibration=item.calibration,
                      evaluators_disagree=item.disagree) for item in items])
        Assignment.objects.bulk_create([
            Assignment(study=study, item=study_items[p.item_index], rater=study_raters[p.rater_index],
                       position=p.order, left=by_position[p.left], right=by_position[p.right],
                       left_prediction_id=eligible.predictions[(by_position[p.left].run_id,
                                                                items[p.item_index].question_id)],
                       right_prediction_id=eligible.predictions[(by_position[p.right].run_id,
                                                                 items[p.item_index].question_id)])
            for p in placements])
        # the runs in id order: the order they were given in is the arm order's only clue
        audit(study, created_by, "created", runs=sorted(r.pk for r in runs), sample=request.sample_size,
              seed=request.seed, raters=[u.username for u in raters], k=per_item,
              calibration=request.calibration_items, sampling=request.sampling, rubric=rubric.version,
              reference_version=reference_version, status=study.status,
              raters_may_adjudicate=request.raters_may_adjudicate)
    return study


def default_study_name(number: int) -> str:
    """A study's name when none is given: the date and a number, never the runs (authors see the
    name before unblinding, and "Runs 4 vs 7" with arm 1 = run 4 would unblind them)."""
    return f"Study {timezone.localdate():%Y-%m-%d} #{number}"


def arm_positions(count: int, seed: int) -> list[int]:
    """The arm number of each run, in the order the runs were given: a permutation of 1..count,
    so that "arm 1" is not the first run named. Drawn from the study's seed mixed with the site's
    secret key: reproducible on this site, but not computable from the seed that authors see;
    the mapping is stored in ``StudyArm`` and shown only once the study is unblinded."""
    digest = hmac.new(settings.SECRET_KEY.encode(), f"{seed}:arms".encode(), hashlib.sha256).hexdigest()
    positions = list(range(1, count + 1))
    random.Random(digest).shuffle(positions)
    return positions


def _strata(items) -> dict:
    strata: dict[str, dict] = {}
    for item in items:
        row = strata.setdefault(item.stratum, {"sampled": 0, "probability": item.probability})
        row["sampled"] += 1
    return strata


# --- pre-registration, locking, unblinding ---------------------------------------------------------


def check_plan(study: Study, plan: dict) -> dict:
    if not isinstance(plan, dict):
        raise StudyError("the analysis plan must be an object")
    unknown = set(plan) - {"primary", "sensitivity", "exclusions", "reference_version", "alpha", "notes"}
    if unknown:
        raise StudyError(f"analysis plan: unknown key(s) {', '.join(sorted(unknown))}")
    arms = set(study.arms.values_list("position", flat=True))
    for where, spec in [("primary", plan.get("primary"))] + [
            (f"sensitivity.{i}", s) for i, s in enumerate(plan.get("sensitivity") or [])]:
        if not isinstance(spec, dict):
            raise StudyError(f"analysis plan: {where} must be an object")
        if spec.get("rule") not in PRIMARY_RULES:
            raise StudyError(f"analysis plan: {where}.rule must be one of {', '.join(PRIMARY_RULES)}")
        if spec.get("raters") not in ("non_authors", "all"):
            raise StudyError(f"analysis plan: {where}.raters must be non_authors or all")
        pair = spec.get("arms")
        if not (isinstance(pair, list) and len(pair) == 2 and set(pair) <= arms and pair[0] != pair[1]):
            raise StudyError(f"analysis plan: {where}.arms must name two of the study's arms {sorted(arms)}")
    exclusions = plan.get("exclusions") or {}
    if not isinstance(exclusions, dict) or set(exclusions) - {"calibration", "categories"}:
        raise StudyError("analysis plan: exclusions may name calibration and categories only")
    if plan.get("reference_version") != study.reference_version:
        raise StudyError(f"analysis plan: reference_version must be the study's ({study.reference_version})")
    alpha = plan.get("alpha", 0.05)
    if not isinstance(alpha, (int, float)) or not 0 < alpha < 1:
        raise StudyError("analysis plan: alpha must be between 0 and 1")
    return plan


def preregister(study: Study, plan: dict | None, *, user) -> Study:
    """Freeze the analysis plan: its hash and time are recorded, with how many ratings had been
    submitted by then (a plan registered after rating began is recorded, but the endpoint page says
    it was not pre-registered). Once registered, the plan cannot change."""
    require_study_admin(user)
    with transaction.atomic():
        study = Study.objects.select_for_update().get(pk=study.pk)
        if study.plan_hash:
            raise StudyError(f"study {study.pk} already registered its plan at {study.preregistered_at:%Y-%m-%d %H:%M}")
        if study.status == Study.Status.UNBLINDED:
            raise StudyError("the study is unblinded; a plan registered now would not be a pre-registration")
        plan = check_plan(study, plan or default_plan(study))
        ratings = Rating.objects.filter(assignment__study=study).count()
        study.plan, study.plan_hash, study.preregistered_at = plan, plan_digest(plan), timezone.now()
        study.design_record = {**study.design_record, "ratings_at_registration": ratings}
        study.save(update_fields=["plan", "plan_hash", "preregistered_at", "design_record"])
        audit(study, user, "preregistered", plan_hash=study.plan_hash, ratings_before=ratings)
    return study


def open_study(study: Study, *, user) -> Study:
    """Open a draft study to its raters."""
    require_study_admin(user)
    with transaction.atomic():
        study = Study.objects.select_for_update().get(pk=study.pk)
        if study.status != Study.Status.DRAFT:
            raise StudyError(f"study {study.pk} is {study.get_status_display()}, not a draft: only a draft is opened")
        study.status = Study.Status.OPEN
        study.save(update_fields=["status"])
        audit(study, user, "opened", plan_hash=study.plan_hash or None)
    return study


def _check_confirmed(study: Study, action: str, accept_incomplete: bool) -> dict:
    """The completeness an action is confirmed against: refused when items are short of raters (or
    assignments pending) and the admin did not say they understood."""
    done = completeness(study)
    if (done["short"] or done["pending"]) and not accept_incomplete:
        raise StudyError(f"study {study.pk} is incomplete ({completeness_statement(done)}): confirm that you "
                         f"understand {done['short']} item{'s are' if done['short'] != 1 else ' is'} incomplete "
                         f"to {action} it anyway; its endpoints will be labelled interim")
    return done


def lock(study: Study, *, user, accept_incomplete: bool = False) -> Study:
    """Close the study to ratings (drafts are kept but can no longer be submitted). An incomplete
    study is locked only when the admin confirms it (``accept_incomplete``); its endpoints stay
    interim. The completeness at locking is audited."""
    require_study_admin(user)
    with transaction.atomic():
        study = Study.objects.select_for_update().get(pk=study.pk)
        if refusal := _refusal(study, "lock"):
            raise StudyError(refusal)
        done = _check_confirmed(study, "lock", accept_incomplete)
        study.status, study.locked_at = Study.Status.LOCKED, timezone.now()
        study.save(update_fields=["status", "locked_at"])
        audit(study, user, "locked", pending_assignments=done["pending"], items_total=done["items"],
              fully_rated=done["fully_rated"], short=done["short"], skipped=done["skipped"],
              confirmed_incomplete=bool(done["short"] or done["pending"]))
    return study


def reopen(study: Study, *, user, reason: str) -> Study:
    """Open a study locked in error again, before unblinding (after it, the arms are known and
    further ratings would not be blind). The reason is required and audited."""
    require_study_admin(user)
    reason = (reason or "").strip()
    if not reason:
        raise StudyError("say why the study is reopened: the reason is kept in the audit trail")
    with transaction.atomic():
        study = Study.objects.select_for_update().get(pk=study.pk)
        if study.status == Study.Status.UNBLINDED:
            raise StudyError(f"study {study.pk} is unblinded: it cannot be reopened (raters' labels are "
                             "attributable to runs now)")
        if study.status != Study.Status.LOCKED:
            raise StudyError(f"study {study.pk} is {study.get_status_display()}: only a locked study is reopened")
        locked_at = study.locked_at
        study.status, study.locked_at = Study.Status.OPEN, None
        study.save(update_fields=["status", "locked_at"])
        audit(study, user, "reopened", reason=reason[:2000],
              locked_at=locked_at.isoformat() if locked_at else None)
    return study


def unblind(study: Study, *, user, accept_incomplete: bool = False) -> Study:
    """Reveal which run stands behind each arm: an admin action, only after locking, logged. The
    physicians' verdicts are written to the shared score table at the same time, marked interim
    when items are short of raters (which the admin must confirm)."""
    require_study_admin(user)
    with transaction.atomic():
        study = Study.objects.select_for_update().get(pk=study.pk)
        if refusal := _refusal(study, "unblind"):
            raise StudyError(refusal)
        done = _check_confirmed(study, "unblind", accept_incomplete)
        study.status, study.unblinded_at, study.unblinded_by = Study.Status.UNBLINDED, timezone.now(), user
        study.save(update_fields=["status", "unblinded_at", "unblinded_by"])
        written = write_physician_scores(study)
        audit(study, user, "unblinded", plan_hash=study.plan_hash or None, physician_scores=written,
              items_total=done["items"], fully_rated=done["fully_rated"], short=done["short"],
              confirmed_incomplete=bool(done["short"] or done["pending"]))
    return study


def confirm_page(user, study_id: int, action: str) -> dict:
    """What the lock and unblind confirmation pages show: the study, its state and completeness."""
    study = get_study_for_manager(user, study_id)
    require_study_admin(user)
    done = completeness(study)
    return {"study": study, "action": action, "state": state_of(study, done), "done": done,
            "statement": completeness_statement(done), "incomplete": bool(done["short"] or done["pending"]),
            "refusal": _refusal(study, action)}


def _refusal(study: Study, action: str) -> str:
    """Why ``action`` ("lock" or "unblind") cannot apply to the study in its state ("" when it can);
    the same messages the services raise."""
    if action == "lock":
        if study.status == Study.Status.DRAFT:
            return f"study {study.pk} is a draft: open it for rating before locking it"
        if study.status != Study.Status.OPEN:
            return f"study {study.pk} is already {study.get_status_display()}"
        return ""
    if study.status in (Study.Status.OPEN, Study.Status.DRAFT):
        return "lock the study before unblinding it"
    if study.status == Study.Status.UNBLINDED:
        return f"study {study.pk} is already unblinded"
    return ""


#: the bounds of a study's fast-rating threshold, in seconds on the item (0: flag nothing)
FAST_SECONDS_RANGE = (0, 3600)


def _check_fast_seconds(value) -> int:
    low, high = FAST_SECONDS_RANGE
    try:
        value = int(str(value).strip())
    except (TypeError, ValueError):
        raise StudyError(f"the fast-rating threshold must be a whole number of seconds, not {value!r}") from None
    if not low <= value <= high:
        raise StudyError(f"the fast-rating threshold must be {low} to {high} seconds, got {value}")
    return value


def set_fast_seconds(study: Study, seconds, *, user) -> Study:
    """Change the threshold under which a rating is flagged as implausibly fast (admins; audited
    with the old and new value). It changes which ratings the study page lists, never a rating."""
    require_study_admin(user)
    value = _check_fast_seconds(seconds)
    old = study.fast_rating_seconds
    study.fast_rating_seconds = value
    study.save(update_fields=["fast_rating_seconds"])
    audit(study, user, "fast_threshold", old=old, new=value)
    return study


def calibration_forms(study: Study) -> list[dict]:
    """The study's calibration items as the study page's key forms: per arm position the answer
    dimensions, then the item dimensions (an arm named as ``arm:N``), each with its choices and the
    key's current value, and the key's note."""
    rubric = get_rubric(study.rubric_version)
    positions = list(study.arms.order_by("position").values_list("position", flat=True))
    rows = []
    for item in study.items.filter(calibration=True).select_related("question").order_by("question__qid"):
        key = item.expected or {}
        arms = [{"position": p, "fields": [
            {"name": f"arm{p}.{d.key}", "label": d.label, "value": (key.get("arms") or {}).get(str(p), {}).get(d.key, ""),
             "choices": [(c.value, c.label) for c in d.choices]} for d in rubric.answer_dimensions()]}
            for p in positions]
        item_fields = []
        for d in rubric.item_dimensions():
            choices = []
            for c in d.choices:
                if c.value in SIDES:  # a side names an arm in the key
                    choices += [(f"arm:{p}", f"arm {p}") for p in positions if (f"arm:{p}", f"arm {p}") not in choices]
                else:
                    choices.append((c.value, c.label))
            item_fields.append({"name": f"item.{d.key}", "label": d.label,
                                "value": (key.get("item") or {}).get(d.key, ""), "choices": choices})
        rows.append({"item": item, "qid": item.question.qid, "keyed": bool(key), "arms": arms, "fields": item_fields,
                     "note": key.get("note", "")})
    return rows


def calibration_key_from_form(study: Study, qid: str, data, *, user) -> StudyItem:
    """The study page's key form for one calibration item → its key (``set_calibration_key``:
    checked against the rubric; the note may not unblind). Study managers only; a blank choice
    leaves that dimension unkeyed."""
    if not can_manage_studies(user):
        raise PermissionDenied("Only authors and admins record calibration keys.")
    rubric = get_rubric(study.rubric_version)
    positions = [str(p) for p in study.arms.values_list("position", flat=True)]
    arms = {p: {d.key: data.get(f"arm{p}.{d.key}") for d in rubric.answer_dimensions() if data.get(f"arm{p}.{d.key}")}
            for p in positions}
    key = {"arms": {p: values for p, values in arms.items() if values},
           "item": {d.key: data.get(f"item.{d.key}") for d in rubric.item_dimensions() if data.get(f"item.{d.key}")},
           "note": (data.get("note") or "").strip()}
    return set_calibration_key(study.pk, qid, key, user=user)


def set_adjudicators(study: Study, usernames: list[str], *, user) -> Study:
    require_study_admin(user)
    adjudicators = _users(usernames, "adjudicator", PHYSICIAN)
    study.adjudicators.set(adjudicators)
    audit(study, user, "adjudicators", usernames=[u.username for u in adjudicators])
    return study


def study_list() -> list[dict]:
    rows = Study.objects.select_related("dataset").annotate(
        n_assignments=Count("assignments", distinct=True),
        n_done=Count("assignments", filter=~Q(assignments__status=Assignment.Status.PENDING), distinct=True),
        n_scheduled_pending=Count("assignments", filter=Q(assignments__status=Assignment.Status.PENDING,
                                                          assignments__reason=Assignment.Reason.SCHEDULED),
                                  distinct=True))
    return [{"study": s, "done": s.n_done, "total": s.n_assignments,
             "state": state_of(s, {"all_done": s.n_scheduled_pending == 0, "scheduled": s.n_assignments})}
            for s in rows]



def progress(study: Study) -> list[dict]:
    """Per rater: assigned, submitted, skipped, revised, notes opened."""
    rows = []
    for rater in study.raters.select_related("user", "user__rater"):
        counts = rater.assignments.aggregate(
            total=Count("id"), submitted=Count("id", filter=Q(status=Assignment.Status.SUBMITTED)),
            skipped=Count("id", filter=Q(status=Assignment.Status.SKIPPED)),
            second=Count("id", filter=Q(reason=Assignment.Reason.SAFETY)))
        revised = Rating.objects.filter(assignment__rater=rater, revision__gt=1).count()
        rows.append({"rater": rater, "pseudonym": profile_for(rater.user).pseudonym, **counts, "revised": revised})
    return rows


def placement_balance(study: Study) -> dict:
    rows = Assignment.objects.filter(study=study, item__calibration=False).values_list(
        "rater__user__username", "item__category", "left__position", "right__position")
    return design.balance(list(rows))


# --- what the pages need (one call per view) ----------------------------------------------------

def create_page(user) -> dict:
    """The create form's choices: finished question runs, physicians, rubric versions."""
    from django.contrib.auth import get_user_model

    from adjudication.rubric import rubric_versions

    require_study_admin(user)
    runs = (Run.objects.select_related("dataset").filter(task="", status__in=[Run.Status.SUCCEEDED, Run.Status.FAILED])
            .order_by("dataset__name", "-created_at"))
    physicians = (get_user_model().objects.filter(groups__name=PHYSICIAN, is_active=True)
                  .select_related("rater").order_by("username"))
    return {"runs": list(runs), "physicians": list(physicians), "rubrics": rubric_versions(),
            "default_rubric": DEFAULT_RUBRIC, "samplings": Study.Sampling.choices}


def create_from_form(user, data: dict) -> Study:
    """``data`` is a cleaned form: run_ids, name, rater_title, sample_size, raters (usernames),
    seed, raters_per_item, calibration_items, rubric_version, sampling, oversample, adjudicators."""
    return create_study(StudyRequest(
        name=data["name"], run_ids=list(data["run_ids"]), sample_size=data["sample_size"], raters=list(data["raters"]),
        seed=data["seed"], raters_per_item=data.get("raters_per_item"),
        calibration_items=data.get("calibration_items") or 0,
        rubric_version=data.get("rubric_version") or DEFAULT_RUBRIC,
        sampling=data.get("sampling") or Study.Sampling.STRATIFIED, oversample=data.get("oversample") or 4.0,
        reference_version=data.get("reference_version") or None, rater_title=data.get("rater_title") or "",
        adjudicators=tuple(data.get("adjudicators") or ()),
        raters_may_adjudicate=bool(data.get("raters_may_adjudicate")),
        fast_rating_seconds=10 if data.get("fast_rating_seconds") is None else data["fast_rating_seconds"],
        draft=data.get("start") == "draft"), created_by=user)


def study_page(user, study_id: int) -> dict:
    """Everything the study page shows: design, arms (blinded labels until unblinding), progress
    per rater, placement balance, the pre-registration, the audit trail and the analysis."""
    study = get_study_for_manager(user, study_id)
    arms = list(study.arms.select_related("run"))
    done = completeness(study)
    return {
        "study": study, "is_admin": ADMIN in user_roles(user), "state": state_of(study, done), "done": done,
        "statement": completeness_statement(done), "incomplete": bool(done["short"] or done["pending"]),
        # a study created open never was a draft: the strip says so rather than marking it done
        "began_as_draft": study.status == Study.Status.DRAFT or study.audit.filter(action="opened").exists(),
        "arms": [{"position": a.position, "label": arm_label(study, a)} for a in arms],
        "progress": progress(study), "balance": placement_balance(study),
        "items": study.items.count(), "calibration": study.items.filter(calibration=True).count(),
        "adjudicators": [u.username for u in study.adjudicators.order_by("username")],
        "plan": study.plan or default_plan(study), "registered": bool(study.plan_hash),
        "audit": list(study.audit.select_related("actor").order_by("-at", "-id")[:50]),
        "analysis": study_analysis(study),
        "fast": fast_ratings(study),
        "calibration_forms": calibration_forms(study),
    }


def study_creator(username: str | None):
    """The admin a command acts as: the named one, or the first superuser/admin."""
    User = get_user_model()
    if username:
        user = User.objects.filter(username=username).first()
        if user is None or ADMIN not in user_roles(user):
            raise StudyError(f"{username} is not an admin")
        return user
    user = (User.objects.filter(is_superuser=True).order_by("pk").first()
            or User.objects.filter(groups__name=ADMIN).order_by("pk").first())
    if user is None:
        raise StudyError("no admin account exists; run manage.py bootstrap_site or add_user --role admin")
    return user


def create_study_as(request: StudyRequest, username: str | None) -> dict:
    """What ``manage.py create_study`` calls: create the study as the named (or first) admin and
    return a summary."""
    study = create_study(request, created_by=study_creator(username))
    return {"id": study.pk, "name": study.name, "items": study.items.count(),
            "calibration": study.items.filter(calibration=True).count(),
            "assignments": study.assignments.count(), "raters": study.raters.count(),
            "reference_version": study.reference_version, "status": study.status}
