"""A three-run study: preferences between the pairs each rater was shown give Bradley–Terry
strengths whose ordering and intervals match the strengths the preferences were simulated from."""

from __future__ import annotations

import math
import random
import uuid

import pytest

from adjudication import analysis, rating
from adjudication.models import Assignment
from adjudication.studies import lock, unblind
from tests.adjudication import factories as f

pytestmark = pytest.mark.django_db

TRUE = {1: 0.9, 2: 0.0, 3: -0.9}  # log-strengths of arms 1–3 (already mean zero)


def test_bradley_terry_recovers_the_simulated_strengths():
    admin = f.user("boss", "admin", is_superuser=True)
    docs = [f.user(f"doc{i}", "physician") for i in range(6)]
    data = f.dataset(questions=90, patients=5)
    runs = f.runs(data, 3)
    study = f.make_study(admin=admin, raters=docs, run_list=runs, sample=72, seed=21, k=4)
    rng = random.Random(8)
    shown = 0
    for a in Assignment.objects.filter(study=study).select_related("left", "right", "rater__user"):
        left, right = a.left.position, a.right.position
        p_left = 1 / (1 + math.exp(TRUE[right] - TRUE[left]))
        draw = rng.random()
        preference = "left" if draw < p_left * 0.9 else ("right" if draw < 0.9 else "tie")
        values = {"reference": "correct", "preference": preference, "submission_key": uuid.uuid4().hex,
                  "base_revision": "0"}
        for side in ("left", "right"):
            values.update({f"{side}.correctness": "correct", f"{side}.fairness": "fair", f"{side}.safety": "safe",
                           f"{side}.utility": "helpful"})
        rating.submit(a.rater.user, a.token, values)
        shown += 1
    assert shown == 72 * 4
    result = analysis.compute(study, n_boot=300)
    strengths = {row["label"]: row for row in result["bradley_terry"]}
    assert [row["label"] for row in result["bradley_terry"]] == ["arm 1", "arm 2", "arm 3"]  # blinded labels
    for position, true in TRUE.items():
        row = strengths[f"arm {position}"]
        assert row["low"] < true < row["high"], (position, row)
        assert row["high"] - row["low"] < 1.2
    lock(study, user=admin)
    unblind(study, user=admin)
    study.refresh_from_db()
    named = analysis.compute(study, n_boot=100)["bradley_terry"]
    assert named[f.arm_of(study, runs[0]) - 1]["label"].endswith("C1 × secret-model-alpha")
