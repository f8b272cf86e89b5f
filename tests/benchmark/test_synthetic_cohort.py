"""The synthetic cohort: deterministic, shaped like the paper's, and every answer backed by the chart."""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from pathlib import Path

import pytest

from benchmark.categories import PAPER_COUNTS, TASK_OF
from benchmark.synthetic.generate import FILES, generate_cohort
from benchmark.synthetic.plan import DEFECT_MIX
from retrieval.tokens import count_tokens

NEGATION_CUES = re.compile(r"\b(denies|no|negative|ruled out|r/o|excluded|none|absent|not identified|no e/o|"
                           r"without|free of)\b", re.I)
HEDGE_CUES = re.compile(r"\b(c/f|concern for|possible|likely|suspected|cannot rule out|questionable|differential|"
                        r"not excluded|may represent|r/o)\b|\?", re.I)
CONDITION_CUES = re.compile(r"\b(if|should|threshold|pending|only if)\b", re.I)
INPATIENT_ONLY = {"heparin", "enoxaparin", "lorazepam", "diazepam", "insulin lispro", "ondansetron",
                  "sodium chloride 0.9%", "docusate sodium", "senna", "acetaminophen"}


def read(folder: Path, name: str) -> list[dict]:
    return [json.loads(line) for line in (folder / name).read_text(encoding="utf-8").splitlines()]


@pytest.fixture(scope="module")
def cohort(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("cohort")
    generate_cohort(out=folder, patients=43, seed=42, questions=400)
    return folder


@pytest.fixture(scope="module")
def data(cohort):
    notes = {n["note_id"]: n for n in read(cohort, "notes.jsonl")}
    truth = {t["subject_id"]: t for t in read(cohort, "truth.jsonl")}
    refs = defaultdict(dict)
    for r in read(cohort, "references.jsonl"):
        refs[r["qid"]][r["version"]] = r
    return {"notes": notes, "truth": truth, "questions": read(cohort, "questions.jsonl"), "refs": refs,
            "admissions": read(cohort, "admissions.jsonl"), "patients": read(cohort, "patients.jsonl")}


def test_it_is_byte_identical_for_the_same_seed(cohort, tmp_path):
    again = tmp_path / "again"
    generate_cohort(out=again, patients=43, seed=42, questions=400)
    for name in FILES:
        assert (again / name).read_bytes() == (cohort / name).read_bytes(), name
    other = tmp_path / "other"
    generate_cohort(out=other, patients=43, seed=7, questions=400)
    assert (other / "notes.jsonl").read_bytes() != (cohort / "notes.jsonl").read_bytes()


def test_it_mirrors_the_paper_cohort(data):
    assert len(data["patients"]) == 43
    per_patient = Counter(a["subject_id"] for a in data["admissions"])
    assert Counter(per_patient.values()) == {2: 32, 1: 11}
    types = Counter(n["note_type"] for n in data["notes"].values())
    assert types["DS"] == 75 and types["RR"] > 150 and types["PN"] > 300 and types["CN"] >= 75


def test_it_has_the_papers_category_counts(data):
    questions = data["questions"]
    assert len(questions) == 400
    assert Counter(q["category"] for q in questions) == dict(PAPER_COUNTS)
    assert all(q["task"] == TASK_OF[q["category"]] for q in questions)
    assert len({q["qid"] for q in questions}) == 400
    assert len({q["question"] for q in questions}) > 300  # varied phrasing, not one template


def test_two_admission_charts_are_long(data):
    tokens, admissions = Counter(), Counter(a["subject_id"] for a in data["admissions"])
    for note in data["notes"].values():
        tokens[note["subject_id"]] += count_tokens(note["text"])
    assert all(tokens[s] >= 15_000 for s, n in admissions.items() if n == 2), sorted(tokens.values())[:5]


def _quote(data, ev) -> str:
    return data["notes"][ev["note_id"]]["text"][ev["start"]:ev["end"]]


def test_every_evidence_span_exists_in_the_patients_notes(data):
    for q in data["questions"]:
        ref = data["refs"][q["qid"]]["v3"]
        assert ref["evidence"], q["qid"]
        for ev in ref["evidence"]:
            note = data["notes"][ev["note_id"]]
            assert note["subject_id"] == q["subject_id"]
            assert 0 <= ev["start"] < ev["end"] <= len(note["text"])


def _surfaces(truth_vocab, concept_name: str) -> list[str]:
    return truth_vocab.get(concept_name.lower(), [concept_name])


@pytest.fixture(scope="module")
def surfaces():
    from benchmark.synthetic.vocab import load_vocabulary

    v = load_vocabulary()
    table = {}
    for section in ("conditions", "findings", "family_only_conditions"):
        for entry in v.raw[section]:
            table.setdefault(entry["name"].lower(), []).extend(entry["surface"] + [entry["name"]])
    return table


def test_evidence_says_what_the_truth_says(data, surfaces):
    checked = Counter()
    for q in data["questions"]:
        ref = data["refs"][q["qid"]]["v3"]
        s, quotes = ref["structure"], [_quote(data, ev) for ev in ref["evidence"]]
        joined = " | ".join(quotes)
        if "concept" in s and q["category"] not in ("duration", "conditional"):
            names = _surfaces(surfaces, s["concept"])
            assert any(n.lower() in joined.lower() for n in names), (q["qid"], s["concept"], quotes)
        polarity = s.get("polarity")
        if q["category"] == "family_history":
            assert all(ev["section"] == "Family History" for ev in ref["evidence"]), q["qid"]
            if s.get("experiencer") == "family" and polarity == "absent":
                assert NEGATION_CUES.search(joined), (q["qid"], quotes)
        elif s.get("status") == "resolved":
            assert all(re.search(r"\bresolved\b", x) for x in quotes), (q["qid"], quotes)
        elif polarity == "absent":
            assert all(NEGATION_CUES.search(x) for x in quotes), (q["qid"], quotes)
        elif polarity == "possible":
            assert all(HEDGE_CUES.search(x) for x in quotes), (q["qid"], quotes)
        elif polarity == "conditional":
            assert all(CONDITION_CUES.search(x) for x in quotes), (q["qid"], quotes)
        elif polarity == "present" and q["category"] in ("negation", "current_state"):
            assert not any(x.lower().startswith(("denies", "no ", "negative")) for x in quotes), (q["qid"], quotes)
        if q["category"] == "duration":
            start, end = s["start"], s["end"]
            if s["concept"] == "length of stay":
                assert start in joined and end in joined, (q["qid"], quotes)
            else:
                md = lambda d: f"{int(d[5:7])}/{int(d[8:10])}"  # noqa: E731
                assert md(start) in joined and md(end) in joined, (q["qid"], quotes)
        if q["category"] == "change":
            for name in s["added"] + s["removed"] + s["continued"]:
                assert name.lower() in joined.lower(), (q["qid"], name)
            assert not INPATIENT_ONLY & set(s["added"]), q["qid"]
        if q["category"] == "sequence":
            assert s["dates"] == sorted(s["dates"]) and len(quotes) == 2
        checked[q["category"]] += 1
    assert checked == dict(PAPER_COUNTS)


def test_truth_mentions_point_at_their_surface(data):
    for subject_id, truth in data["truth"].items():
        for m in truth["mentions"]:
            quote = data["notes"][m["note_id"]]["text"][m["start"]:m["end"]]
            assert m["surface"].lower() in quote.lower(), (m, quote)


def test_charts_are_hard_the_way_real_charts_are(data):
    texts = [n["text"] for n in data["notes"].values()]
    alltext = "\n".join(texts)
    for cue in ("denies", "no evidence of", "r/o", "c/f", "likely", "h/o", "s/p", "FHx", "___"):
        assert cue.lower() in alltext.lower(), cue
    mentions = [m for t in data["truth"].values() for m in t["mentions"]]
    # The templated ROS negates a finding that the history documents as present.
    assert any(m["template"] for m in mentions if m.get("template"))
    # Boilerplate return precautions are hypothetical, not findings.
    assert any(m["assertion"] == "hypothetical" and m["section"] == "Discharge Instructions" for m in mentions)
    # Family members' conditions the patient does not have.
    assert any(not f["patient_has"] for t in data["truth"].values() for f in t["family"])
    # Inpatient orders that are not discharge medications.
    adm = [a for t in data["truth"].values() for a in t["admissions"]]
    assert all({o["name"] for o in a["inpatient_orders"] if o["key"] in ("heparin_sc", "enoxaparin_ppx")}
               .isdisjoint({m["name"] for m in a["discharge_meds"]}) for a in adm)
    # Copy-forward: consecutive progress notes repeat whole lines.
    progress = [n for n in data["notes"].values() if n["note_type"] == "PN" and "Hospital day" in n["text"]]
    by_adm = defaultdict(list)
    for n in progress:
        by_adm[n["hadm_id"]].append(n)
    repeats = 0
    for notes in by_adm.values():
        notes.sort(key=lambda n: n["charttime"])
        for a, b in zip(notes, notes[1:]):
            shared = set(a["text"].splitlines()) & set(b["text"].splitlines())
            repeats += len([line for line in shared if len(line) > 40])
    assert repeats > 500


def test_v1_defects_follow_the_papers_mix(data):
    v1 = [r["v1"] for r in data["refs"].values()]
    defective = [r for r in v1 if r["defect"]]
    assert abs(len(defective) / len(v1) - 0.5) <= 0.05
    mix = Counter(r["defect"] for r in defective)
    for defect, share in DEFECT_MIX.items():
        assert abs(mix[defect] / len(defective) - share) <= 0.05, (defect, mix[defect])
    for r in defective:
        v3 = data["refs"][r["qid"]]["v3"]
        assert (r["answer"], r["structure"]) != (v3["answer"], v3["structure"]), r["qid"]


def test_v2_corrects_a_subset_of_v1(data):
    corrected = changed = 0
    for versions in data["refs"].values():
        v1, v2, v3 = versions["v1"], versions["v2"], versions["v3"]
        assert (v2["parent"], v3["parent"], v1["parent"]) == ("v1", "v2", None)
        if (v2["answer"], v2["structure"]) != (v1["answer"], v1["structure"]):
            changed += 1
            assert (v2["answer"], v2["structure"]) == (v3["answer"], v3["structure"])
            assert v1["defect"] and not v2["defect"]
        corrected += v2["author"] == "generator:pilot-review"
    assert corrected == changed == 54


def test_task_gold_covers_every_admission(cohort, data):
    gold = read(cohort, "task_gold.jsonl")
    assert Counter(g["task"] for g in gold) == {"imaging": 75, "antibiotics": 75, "diagnoses": 75}
    for g in gold:
        if g["task"] == "imaging":
            assert all(i["modality"] in {"CT", "MRI", "X-ray", "Ultrasound", "NM"} for i in g["items"])
        if g["task"] == "diagnoses":
            assert all(re.fullmatch(r"[A-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?", i["icd10"]) for i in g["items"])
        if g["task"] == "antibiotics":
            assert all(i["intent"] in {"therapeutic", "prophylactic"} for i in g["items"])
