#!/usr/bin/env python3
"""Build the probe2 hand-written chart set (5 fictional patients, 60 questions).

Writes patients.jsonl, admissions.jsonl, notes.jsonl (corpus format, see
docs/corpus-format.md) and probe.jsonl next to this script, then checks them. (named probe.jsonl, not questions.jsonl: import_corpus would read a questions.jsonl as benchmark questions)
Run: python3 build.py
"""
import collections
import datetime as dt
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

from notes_text import NOTES  # noqa: E402  (chart texts live in notes_text.py)
from questions_text import QUESTIONS  # noqa: E402

PATIENTS = [
    {"subject_id": 9800001, "gender": "M", "anchor_age": 81, "race": "WHITE"},
    {"subject_id": 9800002, "gender": "F", "anchor_age": 32, "race": "BLACK/AFRICAN AMERICAN"},
    {"subject_id": 9800003, "gender": "M", "anchor_age": 67, "race": "HISPANIC/LATINO - PUERTO RICAN"},
    {"subject_id": 9800004, "gender": "F", "anchor_age": 45, "race": "ASIAN - CHINESE"},
    {"subject_id": 9800005, "gender": "M", "anchor_age": 58, "race": "WHITE"},
]

ADMISSIONS = [
    {"subject_id": 9800001, "hadm_id": 49800011, "admittime": "2194-03-11T14:20:00", "dischtime": "2194-03-15T12:30:00", "insurance": "Medicare"},
    {"subject_id": 9800001, "hadm_id": 49800012, "admittime": "2194-06-02T10:05:00", "dischtime": "2194-06-05T15:00:00", "insurance": "Medicare"},
    {"subject_id": 9800002, "hadm_id": 49800021, "admittime": "2193-08-14T11:30:00", "dischtime": "2193-08-18T13:00:00", "insurance": "Medicaid"},
    {"subject_id": 9800002, "hadm_id": 49800022, "admittime": "2193-08-24T21:10:00", "dischtime": "2193-08-27T11:45:00", "insurance": "Medicaid"},
    {"subject_id": 9800003, "hadm_id": 49800031, "admittime": "2194-11-02T16:45:00", "dischtime": "2194-11-07T14:10:00", "insurance": "Medicare"},
    {"subject_id": 9800003, "hadm_id": 49800032, "admittime": "2195-01-20T13:25:00", "dischtime": "2195-01-23T12:00:00", "insurance": "Medicare"},
    {"subject_id": 9800004, "hadm_id": 49800041, "admittime": "2193-05-06T15:50:00", "dischtime": "2193-05-10T11:00:00", "insurance": "Private"},
    {"subject_id": 9800004, "hadm_id": 49800042, "admittime": "2194-09-12T09:40:00", "dischtime": "2194-09-17T16:20:00", "insurance": "Private"},
    {"subject_id": 9800005, "hadm_id": 49800051, "admittime": "2194-07-03T19:15:00", "dischtime": "2194-07-10T13:30:00", "insurance": "Private"},
    {"subject_id": 9800005, "hadm_id": 49800052, "admittime": "2194-07-28T12:40:00", "dischtime": "2194-07-31T14:00:00", "insurance": "Private"},
]

KINDS = ["state_at_time", "drug_class", "result_yes_no", "duration", "med_change_next"]


def parse(t):
    return dt.datetime.fromisoformat(t)


def build_notes():
    out = []
    for n in NOTES:
        subject = int(n["note_id"].split("-")[0])
        seq = int(n["note_id"].split("-")[2])
        ntype = n["note_id"].split("-")[1]
        ct = parse(n["charttime"])
        st = ct + dt.timedelta(hours=n.get("store_h", 2), minutes=17)
        out.append({
            "note_id": n["note_id"],
            "subject_id": subject,
            "hadm_id": n["hadm_id"],
            "note_type": ntype,
            "note_seq": seq,
            "charttime": n["charttime"],
            "storetime": st.isoformat(),
            "text": n["text"].strip("\n") + "\n",
        })
    return out


def write_jsonl(name, rows):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def check(notes, questions):
    errors = []
    pats = {p["subject_id"] for p in PATIENTS}
    adm = {a["hadm_id"]: a for a in ADMISSIONS}
    if len(adm) != len(ADMISSIONS):
        errors.append("duplicate hadm_id")
    for a in ADMISSIONS:
        if a["subject_id"] not in pats:
            errors.append(f"admission {a['hadm_id']}: unknown subject")
        if parse(a["dischtime"]) <= parse(a["admittime"]):
            errors.append(f"admission {a['hadm_id']}: dischtime not after admittime")
    ids = collections.Counter(n["note_id"] for n in notes)
    for k, v in ids.items():
        if v > 1:
            errors.append(f"duplicate note_id {k}")
    seqs = collections.Counter((n["subject_id"], n["note_seq"]) for n in notes)
    for k, v in seqs.items():
        if v > 1:
            errors.append(f"duplicate note_seq {k}")
    per_adm = collections.Counter()
    words = 0
    for n in notes:
        a = adm.get(n["hadm_id"])
        if a is None:
            errors.append(f"{n['note_id']}: unknown hadm_id")
            continue
        if a["subject_id"] != n["subject_id"]:
            errors.append(f"{n['note_id']}: hadm_id of another subject")
        ct = parse(n["charttime"])
        lo = parse(a["admittime"]) - dt.timedelta(days=1)
        hi = parse(a["dischtime"]) + dt.timedelta(days=1)
        if not lo <= ct <= hi:
            errors.append(f"{n['note_id']}: charttime {ct} outside admission")
        if n["note_type"] == "DS" and ct.date() != parse(a["dischtime"]).date():
            errors.append(f"{n['note_id']}: DS not on discharge day")
        w = len(n["text"].split())
        words += w
        if not 150 <= w <= 450:
            errors.append(f"{n['note_id']}: {w} words (want 150-450)")
        per_adm[n["hadm_id"]] += 1
        if "\x00" in n["text"]:
            errors.append(f"{n['note_id']}: NUL")
    for h in adm:
        if not 3 <= per_adm[h] <= 5:
            errors.append(f"admission {h}: {per_adm[h]} notes (want 3-5)")
        if not any(n["hadm_id"] == h and n["note_type"] == "DS" for n in notes):
            errors.append(f"admission {h}: no DS")
    note_by_id = {n["note_id"]: n for n in notes}
    pids = collections.Counter(q["pid"] for q in questions)
    for k, v in pids.items():
        if v > 1:
            errors.append(f"duplicate pid {k}")
    kinds = collections.Counter(q["kind"] for q in questions)
    for k in KINDS:
        if kinds[k] != 12:
            errors.append(f"kind {k}: {kinds[k]} questions (want 12)")
    if set(kinds) - set(KINDS):
        errors.append(f"unknown kinds {set(kinds) - set(KINDS)}")
    if len(questions) != 60:
        errors.append(f"{len(questions)} questions (want 60)")
    for q in questions:
        if set(q) != {"pid", "subject_id", "kind", "question", "reference", "notes"}:
            errors.append(f"{q['pid']}: keys {sorted(q)}")
        if q["subject_id"] not in pats:
            errors.append(f"{q['pid']}: unknown subject")
        if not q["notes"]:
            errors.append(f"{q['pid']}: no supporting notes")
        for nid in q["notes"]:
            n = note_by_id.get(nid)
            if n is None:
                errors.append(f"{q['pid']}: note {nid} does not exist")
            elif n["subject_id"] != q["subject_id"]:
                errors.append(f"{q['pid']}: note {nid} is another subject's")
        for h in adm:
            if str(h) in q["question"] or str(h) in q["reference"]:
                errors.append(f"{q['pid']}: mentions an admission id")
    return errors, words


def main():
    notes = build_notes()
    questions = []
    for i, q in enumerate(QUESTIONS, 1):
        q = dict(q)
        q = {"pid": f"Q{i:02d}", **q}
        questions.append({k: q[k] for k in ("pid", "subject_id", "kind", "question", "reference", "notes")})
    errors, words = check(notes, questions)
    if errors:
        print("\n".join(errors))
        sys.exit(1)
    write_jsonl("patients.jsonl", PATIENTS)
    write_jsonl("admissions.jsonl", ADMISSIONS)
    write_jsonl("notes.jsonl", notes)
    write_jsonl("probe.jsonl", questions)
    kinds = collections.Counter(q["kind"] for q in questions)
    types = collections.Counter(n["note_type"] for n in notes)
    print(f"ok: {len(PATIENTS)} patients, {len(ADMISSIONS)} admissions, {len(notes)} notes "
          f"({dict(types)}), {words} words, {len(questions)} questions {dict(kinds)}")


if __name__ == "__main__":
    main()
