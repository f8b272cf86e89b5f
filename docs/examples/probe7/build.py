#!/usr/bin/env python3
"""Build (or check) the probe7 corpus from src/.

    python3 docs/examples/probe7/build.py           # write the four .jsonl files, validate them
    python3 docs/examples/probe7/build.py --check   # regenerate in memory, validate, and fail if the
                                                    # files on disk differ or do not validate

Standard library only. The rules follow docs/corpus-format.md: required fields present, no unknown
keys, int/time/string types and lengths, ISO 8601 times, unique ids, admissions and notes referring
to existing patients/admissions of the same subject, dischtime >= admittime, storetime >= charttime,
no NUL characters or lone surrogates. Corpus-specific rules on top: exactly 2 admissions and 10
notes per patient, exactly one outpatient note (hadm_id null) per patient, dated after the first
stay and outside both stays, a discharge summary (DS) for every admission, every in-admission note's
charttime inside its admission, note_id == SUBJECT-TYPE-SEQ, note_seq running 1..10 through each
patient's chart in time order, and for probe.jsonl: 60 questions P01..P60, 10 per kind, 10 per
patient, note ids that exist and belong to the subject.
"""

import argparse
import datetime as dt
import hashlib
import importlib.util
import json
import re
import sys

sys.dont_write_bytecode = True
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"

PATIENT_FIELDS = {"subject_id": True, "gender": False, "anchor_age": False, "race": False}
ADMISSION_FIELDS = {"subject_id": True, "hadm_id": True, "admittime": True, "dischtime": False,
                    "race": False, "insurance": False}
NOTE_FIELDS = {"note_id": True, "subject_id": True, "hadm_id": False, "note_type": True,
               "note_seq": False, "charttime": True, "storetime": False, "text": True}
QUESTION_FIELDS = ["pid", "subject_id", "kind", "question", "reference", "notes"]
KINDS = ["negative_finding", "prior_history", "state_at_time", "course_length", "dose_change",
         "attribution_plan"]
PER_KIND = 10
ADMISSIONS_PER_PATIENT = 2
STR_MAX = {"gender": 16, "race": 128, "insurance": 64, "note_id": 128, "note_type": 64}
INT_FIELDS = {"subject_id", "hadm_id", "anchor_age", "note_seq"}
TIME_FIELDS = {"admittime", "dischtime", "charttime", "storetime"}
WORD_RANGE = (14000, 18000)  # a guide for this corpus (the brief asked for about 15,000); reported, not enforced
NOTES_PER_PATIENT = (10, 10)
QUESTIONS_PER_PATIENT = 10
OUTPATIENT_PER_PATIENT = 1


class Invalid(Exception):
    pass


def load_module(path):
    spec = importlib.util.spec_from_file_location(path.stem, path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def collect():
    patients, admissions, notes = [], [], []
    for path in sorted(SRC.glob("patient_*.py")):
        mod = load_module(path)
        patients.append(mod.PATIENT)
        admissions.extend(mod.ADMISSIONS)
        notes.extend(mod.NOTES)
    questions = load_module(SRC / "questions.py").QUESTIONS
    return patients, admissions, notes, questions


def parse_time(value, where):
    if not isinstance(value, str):
        raise Invalid(f"{where}: expected an ISO 8601 string, got {value!r}")
    v = value.strip()
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
        v += "T00:00:00"
    v = v.replace(" ", "T", 1)
    if v.endswith("Z"):
        v = v[:-1] + "+00:00"
    try:
        t = dt.datetime.fromisoformat(v)
    except ValueError:
        raise Invalid(f"{where}: unparseable time {value!r}")
    if t.tzinfo is not None:
        t = t.astimezone(dt.timezone.utc).replace(tzinfo=None)
    return t


def check_text(value, where):
    if "\x00" in value:
        raise Invalid(f"{where}: NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise Invalid(f"{where}: cannot be encoded as UTF-8 ({exc.reason})")


def check_record(rec, fields, where):
    if not isinstance(rec, dict):
        raise Invalid(f"{where}: not an object")
    unknown = set(rec) - set(fields)
    if unknown:
        raise Invalid(f"{where}: unknown field(s) {sorted(unknown)}")
    for name, required in fields.items():
        if required and rec.get(name) is None:
            raise Invalid(f"{where}: missing required field {name!r}")
    for name, value in rec.items():
        if value is None:
            continue
        w = f"{where}: field {name!r}"
        if name in INT_FIELDS:
            if isinstance(value, bool) or not (isinstance(value, int) or
                                               (isinstance(value, str) and value.isdigit())):
                raise Invalid(f"{w}: expected int, got {value!r}")
        elif name in TIME_FIELDS:
            parse_time(value, w)
        else:
            if not isinstance(value, str):
                raise Invalid(f"{w}: expected string, got {type(value).__name__}")
            if name in STR_MAX and len(value) > STR_MAX[name]:
                raise Invalid(f"{w}: longer than {STR_MAX[name]} characters")
            check_text(value, w)


def validate(patients, admissions, notes, questions):
    """Raise Invalid on the first problem; return a dict of counts."""
    pat_ids = set()
    for i, p in enumerate(patients, 1):
        check_record(p, PATIENT_FIELDS, f"patients.jsonl line {i}")
        sid = int(p["subject_id"])
        if sid in pat_ids:
            raise Invalid(f"patients.jsonl line {i}: duplicate subject_id {sid}")
        pat_ids.add(sid)

    adm_by_id = {}
    adm_count = Counter()
    for i, a in enumerate(admissions, 1):
        w = f"admissions.jsonl line {i}"
        check_record(a, ADMISSION_FIELDS, w)
        sid, hid = int(a["subject_id"]), int(a["hadm_id"])
        if sid not in pat_ids:
            raise Invalid(f"{w}: subject_id {sid} is not in patients.jsonl")
        if hid in adm_by_id:
            raise Invalid(f"{w}: duplicate hadm_id {hid}")
        start = parse_time(a["admittime"], w)
        end = parse_time(a["dischtime"], w) if a.get("dischtime") else None
        if end is not None and end < start:
            raise Invalid(f"{w}: dischtime before admittime")
        adm_by_id[hid] = (sid, start, end)
        adm_count[sid] += 1
    for sid in sorted(pat_ids):
        if adm_count[sid] != ADMISSIONS_PER_PATIENT:
            raise Invalid(f"subject {sid}: {adm_count[sid]} admissions, expected {ADMISSIONS_PER_PATIENT}")

    note_subject = {}
    words = 0
    type_count = Counter()
    for i, n in enumerate(notes, 1):
        w = f"notes.jsonl line {i}"
        check_record(n, NOTE_FIELDS, w)
        nid, sid = n["note_id"], int(n["subject_id"])
        if nid in note_subject:
            raise Invalid(f"{w}: duplicate note_id {nid}")
        if sid not in pat_ids:
            raise Invalid(f"{w}: subject_id {sid} is not in patients.jsonl")
        expected_id = f"{sid}-{n['note_type']}-{n.get('note_seq')}"
        if nid != expected_id:
            raise Invalid(f"{w}: note_id {nid!r} does not match SUBJECT-TYPE-SEQ ({expected_id!r})")
        ct = parse_time(n["charttime"], w)
        if n.get("storetime") is not None and parse_time(n["storetime"], w) < ct:
            raise Invalid(f"{w}: storetime before charttime")
        if n.get("hadm_id") is not None:
            hid = int(n["hadm_id"])
            if hid not in adm_by_id:
                raise Invalid(f"{w}: hadm_id {hid} is not in admissions.jsonl")
            a_sid, start, end = adm_by_id[hid]
            if a_sid != sid:
                raise Invalid(f"{w}: hadm_id {hid} belongs to subject {a_sid}, not {sid}")
            if ct < start or (end is not None and ct > end):
                raise Invalid(f"{w}: charttime {n['charttime']} outside admission {hid}")
        if not n["text"].strip():
            raise Invalid(f"{w}: empty text")
        note_subject[nid] = sid
        words += len(n["text"].split())
        type_count[n["note_type"]] += 1

    per_patient = Counter(int(n["subject_id"]) for n in notes)
    outpatient = Counter(int(n["subject_id"]) for n in notes if n.get("hadm_id") is None)
    ds_admissions = {int(n["hadm_id"]) for n in notes
                     if n["note_type"] == "DS" and n.get("hadm_id") is not None}
    for sid in sorted(pat_ids):
        lo, hi = NOTES_PER_PATIENT
        if not lo <= per_patient[sid] <= hi:
            raise Invalid(f"subject {sid}: {per_patient[sid]} notes, expected {lo}-{hi}")
        if outpatient[sid] != OUTPATIENT_PER_PATIENT:
            raise Invalid(f"subject {sid}: {outpatient[sid]} outpatient notes (hadm_id null), "
                          f"expected {OUTPATIENT_PER_PATIENT}")
    adm_of_subject = {}
    for hid, (a_sid, start, end) in adm_by_id.items():
        adm_of_subject.setdefault(a_sid, []).append((start, end))
    for n in notes:
        if n.get("hadm_id") is not None:
            continue
        sid = int(n["subject_id"])
        ct = parse_time(n["charttime"], n["note_id"])
        stays = sorted(adm_of_subject.get(sid, []))
        if not stays or ct <= stays[0][1]:
            raise Invalid(f"{n['note_id']}: outpatient note is not after the first stay")
        for start, end in stays:
            if start <= ct <= end:
                raise Invalid(f"{n['note_id']}: outpatient note falls inside a stay")
    for sid in sorted(pat_ids):
        mine = sorted((parse_time(n["charttime"], n["note_id"]), int(n["note_seq"]))
                      for n in notes if int(n["subject_id"]) == sid)
        seqs = [s for _, s in mine]
        if seqs != list(range(1, len(seqs) + 1)):
            raise Invalid(f"subject {sid}: note_seq in time order is {seqs}, expected 1..{len(seqs)}")
    for hid in sorted(adm_by_id):
        if hid not in ds_admissions:
            raise Invalid(f"admission {hid}: no discharge summary (DS)")

    kind_count = Counter()
    pids = []
    for i, q in enumerate(questions, 1):
        w = f"probe.jsonl line {i}"
        if not isinstance(q, dict):
            raise Invalid(f"{w}: not an object")
        if set(q) != set(QUESTION_FIELDS):
            raise Invalid(f"{w}: fields {sorted(q)} != {sorted(QUESTION_FIELDS)}")
        if q["pid"] != f"P{i:02d}":
            raise Invalid(f"{w}: pid {q['pid']!r}, expected P{i:02d}")
        pids.append(q["pid"])
        if q["kind"] not in KINDS:
            raise Invalid(f"{w}: unknown kind {q['kind']!r}")
        kind_count[q["kind"]] += 1
        sid = q["subject_id"]
        if not isinstance(sid, int) or sid not in pat_ids:
            raise Invalid(f"{w}: subject_id {sid!r} is not a patient")
        for f in ("question", "reference"):
            if not isinstance(q[f], str) or not q[f].strip():
                raise Invalid(f"{w}: empty {f}")
            check_text(q[f], f"{w}: field {f!r}")
        if not isinstance(q["notes"], list) or not q["notes"]:
            raise Invalid(f"{w}: notes must be a non-empty list")
        if len(set(q["notes"])) != len(q["notes"]):
            raise Invalid(f"{w}: duplicate note ids")
        for nid in q["notes"]:
            if nid not in note_subject:
                raise Invalid(f"{w}: note {nid!r} does not exist")
            if note_subject[nid] != sid:
                raise Invalid(f"{w}: note {nid!r} belongs to subject {note_subject[nid]}, not {sid}")
    per_subject = Counter(q["subject_id"] for q in questions)
    for sid in sorted(pat_ids):
        if per_subject[sid] != QUESTIONS_PER_PATIENT:
            raise Invalid(f"probe.jsonl: {per_subject[sid]} questions about subject {sid}, "
                          f"expected {QUESTIONS_PER_PATIENT}")
    if len(set(pids)) != len(pids):
        raise Invalid("probe.jsonl: duplicate pid")
    for k in KINDS:
        if kind_count[k] != PER_KIND:
            raise Invalid(f"probe.jsonl: {kind_count[k]} questions of kind {k!r}, expected {PER_KIND}")

    return {"patients": len(patients), "admissions": len(admissions), "notes": len(notes),
            "note_types": dict(sorted(type_count.items())), "words": words,
            "questions": len(questions), "kinds": {k: kind_count[k] for k in KINDS}}


def sort_key_time(value):
    return parse_time(value, "sort")


def render(patients, admissions, notes, questions):
    def line(obj, order):
        return json.dumps({k: obj[k] for k in order if k in obj}, ensure_ascii=False)

    pats = sorted(patients, key=lambda p: int(p["subject_id"]))
    adms = sorted(admissions, key=lambda a: (int(a["subject_id"]), sort_key_time(a["admittime"])))
    nts = sorted(notes, key=lambda n: (int(n["subject_id"]), sort_key_time(n["charttime"]), n["note_id"]))
    return {
        "patients.jsonl": "".join(line(p, PATIENT_FIELDS) + "\n" for p in pats),
        "admissions.jsonl": "".join(line(a, ADMISSION_FIELDS) + "\n" for a in adms),
        "notes.jsonl": "".join(line(n, NOTE_FIELDS) + "\n" for n in nts),
        "probe.jsonl": "".join(line(q, QUESTION_FIELDS) + "\n" for q in questions),
    }


def read_jsonl(path):
    out = []
    with open(path, encoding="utf-8") as fh:
        for i, raw in enumerate(fh, 1):
            if not raw.strip():
                continue
            try:
                out.append(json.loads(raw))
            except json.JSONDecodeError as exc:
                raise Invalid(f"{path.name} line {i}: malformed JSON ({exc.msg})")
    return out


def report(stats, probe_text):
    print(f"patients {stats['patients']}, admissions {stats['admissions']}, notes {stats['notes']} "
          f"({', '.join(f'{k} {v}' for k, v in stats['note_types'].items())})")
    lo, hi = WORD_RANGE
    flag = "" if lo <= stats["words"] <= hi else f" (outside the {lo}-{hi} target)"
    print(f"words in notes {stats['words']}{flag}")
    print(f"questions {stats['questions']}: " + ", ".join(f"{k} {v}" for k, v in stats["kinds"].items()))
    print(f"sha256(probe.jsonl) {hashlib.sha256(probe_text.encode('utf-8')).hexdigest()}")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true",
                    help="do not write; fail if files on disk differ from src/ or do not validate")
    args = ap.parse_args(argv)
    try:
        data = collect()
        stats = validate(*data)
        files = render(*data)
        if args.check:
            bad = []
            for name, text in files.items():
                path = HERE / name
                if not path.exists() or path.read_text(encoding="utf-8") != text:
                    bad.append(name)
            if bad:
                print("out of date (run build.py): " + ", ".join(bad), file=sys.stderr)
                return 1
            on_disk = [read_jsonl(HERE / n) for n in
                       ("patients.jsonl", "admissions.jsonl", "notes.jsonl", "probe.jsonl")]
            stats = validate(*on_disk)
            print("check OK: files on disk match src/ and validate")
        else:
            for name, text in files.items():
                (HERE / name).write_text(text, encoding="utf-8")
            print("wrote " + ", ".join(files))
        report(stats, files["probe.jsonl"])
    except Invalid as exc:
        print(f"INVALID: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
