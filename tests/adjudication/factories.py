"""Rows for rating-study tests, made directly (no NLP, no run execution): a dataset of patients
with admissions and notes, questions with a reference version, finished runs with answers, and
physicians. ``make_study`` then goes through the real ``create_study`` service.

Condition and model names are distinctive (``C4g``, ``secret-model-…``) so blinding tests can
search every response for them.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

from django.contrib.auth.models import Group, User

from adjudication.raters import profile_for
from adjudication.studies import StudyRequest, create_study
from benchmark.categories import TASK_OF, Category
from benchmark.models import (
    DatasetRelease,
    PredictionScore,
    Question,
    ReferenceAnswer,
    Run,
    RunPrediction,
)
from retrieval.models import Admission, Dataset, Note, Patient

CATEGORIES = [c.value for c in Category]
RUN_NAMES = [("C1", "secret-model-alpha"), ("C4g", "secret-model-beta"), ("C2b", "secret-model-gamma")]
START = datetime(2150, 1, 1, 8, 0, tzinfo=UTC)


def user(username: str, role: str, *, system_author: bool = False, **extra) -> User:
    account = User.objects.create_user(username=username, password="pw-" + username, **extra)
    account.groups.add(Group.objects.get_or_create(name=role)[0])
    profile = profile_for(account)
    if system_author:
        profile.system_author = True
        profile.save(update_fields=["system_author"])
    return account


def dataset(name: str = "rating", *, questions: int = 27, patients: int = 3, reference_version: str = "v2",
            release: bool = True) -> Dataset:
    """A dataset with ``patients`` patients (two admissions, three notes each) and ``questions``
    questions spread over the nine categories, each with a reference answer at ``reference_version``,
    released (frozen) and the default unless ``release`` is False (then recorded as the default only)."""
    data = Dataset.objects.create(name=name)
    people = []
    for p in range(patients):
        subject = 1000 + p
        patient = Patient.objects.create(dataset=data, subject_id=subject, gender="F", anchor_age=60 + p)
        people.append(patient)
        for a in range(2):
            hadm = subject * 10 + a
            admit = START + timedelta(days=200 * a + 7 * p)
            admission = Admission.objects.create(dataset=data, patient=patient, subject_id=subject, hadm_id=hadm,
                                                 admittime=admit, dischtime=admit + timedelta(days=4))
            for n in range(3 if a == 0 else 2):
                text = (f"Discharge summary for admission {a + 1}. Patient denies chest pain. "
                        f"History of hypertension. Metoprolol continued. Note {n + 1}.")
                Note.objects.create(dataset=data, patient=patient, admission=admission, note_id=f"{hadm}-DS-{n}",
                                    subject_id=subject, hadm_id=hadm, note_type="DS", note_seq=n,
                                    charttime=admit + timedelta(days=n), text=text,
                                    text_sha256=hashlib.sha256(text.encode()).hexdigest())
    for i in range(questions):
        category = CATEGORIES[i % len(CATEGORIES)]
        patient = people[i % len(people)]
        question = Question.objects.create(
            dataset=data, qid=f"Q{i + 1:03d}", patient=patient, subject_id=patient.subject_id,
            hadm_ids=[patient.subject_id * 10], category=category, task=TASK_OF[category],
            text=f"Question {i + 1}: does the patient have chest pain ({category})?")
        ReferenceAnswer.objects.create(question=question, version=reference_version, author="test",
                                       answer=f"No, chest pain is denied (reference {i + 1}).", created=START)
    # a study uses only a released (frozen) reference version: released, then the default
    from benchmark.references.releases import release_version

    if release:
        release_version(data, reference_version, "test")
    DatasetRelease.objects.update_or_create(dataset=data, defaults={"reference_version": reference_version})
    return data


def runs(data: Dataset, count: int = 2) -> list[Run]:
    """``count`` finished runs answering every question of ``data``."""
    made = []
    for index, (condition, model) in enumerate(RUN_NAMES[:count]):
        run = Run.objects.create(dataset=data, condition=condition, model=model, config_hash=f"hash-{condition}",
                                 status=Run.Status.SUCCEEDED, label=f"{condition} run")
        for question in Question.objects.filter(dataset=data):
            RunPrediction.objects.create(run=run, question=question, qid=question.qid,
                                         answer=f"Answer {index + 1} to {question.qid}: no chest pain documented.")
        made.append(run)
    return made


def score(run: Run, evaluator: str, verdict, *, version: str | None = None, reference_version: str = "v2") -> None:
    """Automatic scores: ``verdict(question) -> bool`` for each of the run's predictions."""
    for prediction in run.predictions.select_related("question"):
        reference = ReferenceAnswer.objects.get(question=prediction.question, version=reference_version)
        right = bool(verdict(prediction.question))
        PredictionScore.objects.create(
            run=run, prediction=prediction, question=prediction.question, evaluator=evaluator,
            evaluator_version=version or f"{evaluator}@test", reference=reference,
            reference_version=reference_version, value=1.0 if right else 0.0,
            label="correct" if right else "incorrect")


def make_study(*, admin: User, raters: list[User], run_list: list[Run], sample: int = 9, seed: int = 7,
               k: int | None = None, calibration: int = 0, **extra):
    request = StudyRequest(name=extra.pop("name", "Blinded C1 vs C4g study"), run_ids=[r.pk for r in run_list],
                           sample_size=sample, raters=[u.username for u in raters], seed=seed, raters_per_item=k,
                           calibration_items=calibration, **extra)
    return create_study(request, created_by=admin)


def arm_of(study, run: Run) -> int:
    """The arm number ``run`` got in ``study`` (a seeded random permutation of the runs given, so a
    test must not assume arm 1 is the first run)."""
    return study.arms.get(run=run).position


def plan_in_run_order(study, run_list: list[Run]) -> dict:
    """The default analysis plan with its arms in the order of ``run_list`` (first run first), as an
    admin who knows the runs would register it to compare, say, C4g − C1."""
    from adjudication.records import default_plan

    arms = [arm_of(study, run) for run in run_list[:2]]
    plan = default_plan(study)
    plan["primary"]["arms"] = list(arms)
    for spec in plan["sensitivity"]:
        spec["arms"] = list(arms)
    return plan
