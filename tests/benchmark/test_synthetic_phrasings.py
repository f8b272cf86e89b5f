"""The synthetic cohort's questions: asked in many ways, anchored on the admission they are about,
and worded without shifting anything else the cohort writes."""

from __future__ import annotations

import copy
import json
import random
import re
from collections import defaultdict
from pathlib import Path

import pytest

from benchmark.categories import PAPER_COUNTS
from benchmark.synthetic import questions as questions_module
from benchmark.synthetic.generate import FILES, generate_cohort
from benchmark.synthetic.questions import (FIELDS, PHRASINGS, QuestionBuilder, Wordings, phrasings,
                                           template_fields)
from benchmark.synthetic.vocab import load_vocabulary

SEEDS = (1, 2, 3, 4)
ANCHORS = {"primary", "first_stay", "latest_stay", "last_time", "primary1", "primary2"}
PERSON = {"she", "her", "herself"}
OPTIONAL = ANCHORS | PERSON | {"chronic"}
# How many original wordings each kind draws from with the cohort's random stream. The number
# fixes how many values that draw consumes; changing it would change every later answer.
ORIGINAL_COUNTS = {
    ("negation", "imaging"): 3, ("negation", "ruled_out"): 3, ("negation", "finding"): 4,
    ("family_history", "present"): 3, ("family_history", "self"): 3, ("family_history", "absent"): 2,
    ("uncertainty", "cause"): 2, ("uncertainty", "possible"): 3, ("conditional", "plan"): 3,
    ("current_state", "status"): 3, ("historical", "chronic"): 3, ("historical", "resolved"): 3,
    ("sequence", "order"): 3, ("duration", "stay"): 2, ("duration", "course"): 2,
    ("change", "within"): 2, ("change", "across"): 2,
}
HE = re.compile(r"\b(he|his|him|himself)\b", re.I)
SHE = re.compile(r"\b(she|her|hers|herself)\b", re.I)


def fields(template: str) -> set[str]:
    return {f[:1].lower() + f[1:] for f in template_fields(template)}


@pytest.fixture(scope="module")
def vocab():
    return load_vocabulary()


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> list[dict]:
    """Every question of a few cohorts, with the truth it was built from and the template it used."""
    rows = []
    build = QuestionBuilder.build

    def spy(self, category):
        result = build(self, category)
        rows.append({**result, "category": category, "truth": self.t})
        return result

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(QuestionBuilder, "build", spy)
        for seed in SEEDS:
            generate_cohort(out=tmp_path_factory.mktemp(f"cohort{seed}"), patients=43, seed=seed, questions=400)
    return rows


def test_every_kind_of_question_has_at_least_five_phrasings():
    assert set(PHRASINGS) == set(PAPER_COUNTS)
    for category, kinds in PHRASINGS.items():
        assert len(phrasings(category)) >= 5, category
        for kind, wordings in kinds.items():
            assert len(phrasings(category, kind)) >= 5, (category, kind)
            assert len(set(wordings.all)) == len(wordings.all), (category, kind)


def test_templates_name_only_fields_the_builder_fills():
    for category in PHRASINGS:
        for template in phrasings(category):
            assert fields(template) <= FIELDS, (category, template)


def test_the_original_wordings_keep_their_number_and_always_apply():
    counts = {(c, k): len(w.original) for c, kinds in PHRASINGS.items() for k, w in kinds.items()}
    assert counts == ORIGINAL_COUNTS
    for category, kinds in PHRASINGS.items():
        for wordings in kinds.values():
            # every family keeps a wording that fits any question, so the stream's draw always lands
            assert all(not fields(t) & OPTIONAL for t in wordings.original), category
            assert [family[0] for family in wordings.families()] == list(wordings.original)


def test_kinds_whose_answers_differ_share_their_added_wordings():
    # a wording used only for one answer would give that answer away
    assert PHRASINGS["historical"]["chronic"].added == PHRASINGS["historical"]["resolved"].added
    assert PHRASINGS["family_history"]["present"].added == PHRASINGS["family_history"]["absent"].added


def test_each_category_is_asked_in_at_least_five_ways_with_pronouns_and_anchors(built):
    used = defaultdict(set)
    for row in built:
        used[row["category"]].add(row["phrasing"])
    for category in PAPER_COUNTS:
        assert len(used[category]) >= 5, (category, len(used[category]))
        assert any(fields(t) & PERSON for t in used[category]), category
        if category != "family_history":  # about relatives, not a stay
            assert any(fields(t) & ANCHORS for t in used[category]), category


def test_event_anchored_questions_name_the_admission_they_are_about(built, vocab):
    def primary(adm):
        return vocab.concept(adm["primary"])["name"]

    anchored = 0
    for row in built:
        used, question, hadm_ids = fields(row["phrasing"]), row["question"], row["hadm_ids"]
        admissions = row["truth"]["admissions"]
        order = [a["hadm_id"] for a in admissions]
        if not used & ANCHORS:
            continue
        anchored += 1
        # historical questions cover every stay and are anchored on the latest one
        adm = next(a for a in admissions if a["hadm_id"] == hadm_ids[0]) if len(hadm_ids) == 1 else admissions[-1]
        if "primary" in used:
            assert primary(adm) in question, (question, primary(adm))
            concept = row["structure"].get("concept", "")
            for other in admissions:
                if other is not adm:
                    assert primary(other) not in question.replace(concept, ""), (question, primary(other))
            dated = re.search(r"\b(\d{4}-\d\d-\d\d) (?:admission|stay|hospitalization)\b", row["answer"])
            if dated:
                assert dated.group(1) == adm["admittime"][:10], (question, row["answer"])
        if "first_stay" in used:
            assert len(order) > 1 and hadm_ids == [order[0]], question
        if used & {"latest_stay", "last_time"}:
            assert hadm_ids[-1] == order[-1], question
        if used & {"primary1", "primary2"}:
            assert hadm_ids == order[:2]
            assert question.index(primary(admissions[0])) < question.index(primary(admissions[1])), question
    assert anchored > 500


def test_pronouns_follow_the_patients_sex(built):
    for row in built:
        if not fields(row["phrasing"]) & PERSON:
            continue
        wrong, right = (HE, SHE) if row["truth"]["gender"] == "F" else (SHE, HE)
        assert right.search(row["question"]) and not wrong.search(row["question"]), row["question"]


def test_without_a_known_sex_the_question_says_the_patient(built, vocab):
    truth = copy.deepcopy(built[0]["truth"])
    del truth["gender"]
    builder = QuestionBuilder(truth, [], vocab, random.Random(0))
    adm = truth["admissions"][0]
    asked = [builder.phrase("negation", "finding", f"f{i}", adm=adm, name="fever") for i in range(200)]
    asked += [builder.phrase("family_history", "self", f"f{i}", name="gout") for i in range(200)]
    assert not any(HE.search(text) or SHE.search(text) for text, _ in asked)
    assert any("the patient" in text and fields(template) & PERSON for text, template in asked)
    assert not any("herself" in fields(template) for _, template in asked)


def test_compound_family_questions_are_answered_in_both_parts(built):
    compound = [r for r in built if r["category"] == "family_history" and "herself" in fields(r["phrasing"])]
    assert compound
    for row in compound:
        relative = row["structure"]["relative"]
        # the relative's, and not the patient's own: both parts answered
        assert relative in row["answer"] and row["answer"].startswith("No") and " own " in row["answer"], row["question"]


def _lines(folder: Path, name: str) -> list[dict]:
    return [json.loads(line) for line in (folder / name).read_text(encoding="utf-8").splitlines()]


def test_added_wordings_change_question_texts_and_nothing_else(tmp_path, monkeypatch):
    worded, again, original = tmp_path / "worded", tmp_path / "again", tmp_path / "original"
    generate_cohort(out=worded, patients=6, seed=5, questions=54)
    generate_cohort(out=again, patients=6, seed=5, questions=54)
    only_original = {c: {k: Wordings(w.original, ()) for k, w in kinds.items()} for c, kinds in PHRASINGS.items()}
    monkeypatch.setattr(questions_module, "PHRASINGS", only_original)
    generate_cohort(out=original, patients=6, seed=5, questions=54)
    for name in FILES:
        assert (again / name).read_bytes() == (worded / name).read_bytes(), name
        if name != "questions.jsonl":
            assert (original / name).read_bytes() == (worded / name).read_bytes(), name
    before, after = _lines(original, "questions.jsonl"), _lines(worded, "questions.jsonl")
    assert [{**q, "question": None} for q in before] == [{**q, "question": None} for q in after]
    assert sum(a["question"] != b["question"] for a, b in zip(before, after)) > len(after) // 3
