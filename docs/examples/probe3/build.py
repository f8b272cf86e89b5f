#!/usr/bin/env python3
"""Build and validate the probe3 corpus from the Python text modules in src/.

Writes patients.jsonl, admissions.jsonl, notes.jsonl (docs/corpus-format.md) and probe.jsonl
(development probe questions; deliberately not named questions.jsonl) next to this file, then
re-reads every file and validates it. Standard library only.

    python3 docs/examples/probe3/build.py          # build + validate
    python3 docs/examples/probe3/build.py --check  # validate the existing files only
"""
import hashlib
import importlib
import json
import re
import sys
from collections import Counter
from datetime import datetime, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.dont_write_bytecode = True  # keep src/ free of __pycache__
sys.path.insert(0, str(HERE / "src"))

SUBJECTS = [9900001, 9900002, 9900003, 9900004, 9900005, 9900006]
KINDS = ["plan", "duration", "restart_held", "yes_no_specific", "med_change", "sequence"]
NOTE_TYPES = {"DS", "RR", "AR", "PN", "CN", "NN", "ED"}

PATIENT_FIELDS = {"subject_id": True, "gender": False, "anchor_age": False, "race": False}
ADMISSION_FIELDS = {"subject_id": True, "hadm_id": True, "admittime": True, "dischtime": False,
                    "race": False, "insurance": False}
NOTE_FIELDS = {"note_id": True, "subject_id": True, "hadm_id": False, "note_type": True,
               "note_seq": False, "charttime": True, "storetime": False, "text": True}
PROBE_FIELDS = ["pid", "subject_id", "kind", "question", "reference", "notes"]
MAXLEN = {"gender": 16, "race": 128, "insurance": 64, "note_id": 128, "note_type": 64}
INSURANCE = {"Medicare", "Medicaid", "Private", "Other", "No charge"}
TIME_RE = re.compile(r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}:\d{2})?(Z|[+-]\d{2}:\d{2})?$")


def parse_time(value, where):
    if not isinstance(value, str) or not TIME_RE.match(value):
        raise ValueError(f"{where}: not an ISO 8601 time: {value!r}")
    dt = datetime.fromisoformat(value.replace("Z", "+00:00"))
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=timezone.utc)
    return dt


def load_modules():
    patients, admissions, notes = [], [], []
    for sid in SUBJECTS:
        mod = importlib.import_module(f"p{sid}")
        assert mod.PATIENT["subject_id"] == sid, sid
        patients.append(dict(mod.PATIENT))
        for adm in mod.ADMISSIONS:
            row = {"subject_id": sid}
            row.update(adm)
            admissions.append(row)
        for n in mod.NOTES:
            seq = int(n["note_id"].rsplit("-", 1)[1])
            notes.append({"note_id": n["note_id"], "subject_id": sid, "hadm_id": n["hadm_id"],
                          "note_type": n["note_type"], "note_seq": seq, "charttime": n["charttime"],
                          "storetime": n["storetime"], "text": n["text"]})
    questions = importlib.import_module("questions").QUESTIONS
    probe = []
    for i, (sid, kind, question, reference, note_ids) in enumerate(questions, 1):
        probe.append({"pid": f"P{i:02d}", "subject_id": sid, "kind": kind, "question": question,
                      "reference": reference, "notes": list(note_ids)})
    return patients, admissions, notes, probe


def write_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


def read_jsonl(path):
    rows = []
    with open(path, encoding="utf-8") as fh:
        for lineno, line in enumerate(fh, 1):
            if not line.strip():
                continue
            obj = json.loads(line)
            if not isinstance(obj, dict):
                raise ValueError(f"{path.name} line {lineno}: not a JSON object")
            rows.append((lineno, obj))
    return rows


def check_fields(fname, lineno, obj, spec):
    where = f"{fname} line {lineno}"
    unknown = set(obj) - set(spec)
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {sorted(unknown)}")
    for field, required in spec.items():
        if required and obj.get(field) is None:
            raise ValueError(f"{where}: missing required field {field!r}")
    for field, limit in MAXLEN.items():
        if isinstance(obj.get(field), str) and len(obj[field]) > limit:
            raise ValueError(f"{where}: field {field!r} longer than {limit}")
    for field, value in obj.items():
        if isinstance(value, str) and ("\x00" in value or re.search(r"[\ud800-\udfff]", value)):
            raise ValueError(f"{where}: field {field!r} has NUL or a lone surrogate")


def validate():
    errors = []

    def err(msg):
        errors.append(msg)

    pats = read_jsonl(HERE / "patients.jsonl")
    adms = read_jsonl(HERE / "admissions.jsonl")
    nts = read_jsonl(HERE / "notes.jsonl")
    prb = read_jsonl(HERE / "probe.jsonl")

    subjects = {}
    for ln, p in pats:
        check_fields("patients.jsonl", ln, p, PATIENT_FIELDS)
        if not isinstance(p["subject_id"], int) or p["subject_id"] in subjects:
            err(f"patients.jsonl line {ln}: bad or duplicate subject_id")
        subjects[p["subject_id"]] = p

    admissions = {}
    for ln, a in adms:
        check_fields("admissions.jsonl", ln, a, ADMISSION_FIELDS)
        if a["subject_id"] not in subjects:
            err(f"admissions.jsonl line {ln}: unknown subject {a['subject_id']}")
        if a["hadm_id"] in admissions:
            err(f"admissions.jsonl line {ln}: duplicate hadm_id {a['hadm_id']}")
        if a.get("insurance") is not None and a["insurance"] not in INSURANCE:
            err(f"admissions.jsonl line {ln}: unexpected insurance {a['insurance']!r}")
        start = parse_time(a["admittime"], f"admissions.jsonl line {ln} admittime")
        end = parse_time(a["dischtime"], f"admissions.jsonl line {ln} dischtime") if a.get("dischtime") else None
        if end is not None and end < start:
            err(f"admissions.jsonl line {ln}: dischtime before admittime")
        if not 2190 <= start.year <= 2199:
            err(f"admissions.jsonl line {ln}: admittime not in the 2190s")
        admissions[a["hadm_id"]] = (a["subject_id"], start, end)

    notes = {}
    for ln, n in nts:
        check_fields("notes.jsonl", ln, n, NOTE_FIELDS)
        where = f"notes.jsonl line {ln} ({n['note_id']})"
        if n["note_id"] in notes:
            err(f"{where}: duplicate note_id")
        if n["subject_id"] not in subjects:
            err(f"{where}: unknown subject")
        if n["note_type"] not in NOTE_TYPES:
            err(f"{where}: unexpected note_type {n['note_type']!r}")
        if not n["note_id"].startswith(f"{n['subject_id']}-{n['note_type']}-"):
            err(f"{where}: note_id does not follow SUBJECT-TYPE-SEQ")
        ct = parse_time(n["charttime"], f"{where} charttime")
        if n.get("storetime"):
            st = parse_time(n["storetime"], f"{where} storetime")
            if st < ct:
                err(f"{where}: storetime before charttime")
        if n.get("hadm_id") is not None:
            if n["hadm_id"] not in admissions:
                err(f"{where}: unknown hadm_id {n['hadm_id']}")
            else:
                sid, start, end = admissions[n["hadm_id"]]
                if sid != n["subject_id"]:
                    err(f"{where}: admission {n['hadm_id']} belongs to subject {sid}")
                if ct < start or (end is not None and ct > end):
                    err(f"{where}: charttime {n['charttime']} outside admission {n['hadm_id']}")
        else:
            for hadm, (sid, start, end) in admissions.items():
                if sid == n["subject_id"] and start <= ct <= end:
                    err(f"{where}: outpatient note falls inside admission {hadm}")
        if not n["text"].strip():
            err(f"{where}: empty text")
        notes[n["note_id"]] = n

    per_subject_adm = Counter(sid for sid, _, _ in admissions.values())
    per_subject_notes = Counter(n["subject_id"] for n in notes.values())
    for sid in subjects:
        if per_subject_adm[sid] != 2:
            err(f"subject {sid}: {per_subject_adm[sid]} admissions, expected 2")

    kinds = Counter()
    pids = []
    questions_seen = set()
    for ln, q in prb:
        where = f"probe.jsonl line {ln}"
        if list(q) != PROBE_FIELDS:
            err(f"{where}: keys {list(q)} != {PROBE_FIELDS}")
            continue
        pids.append(q["pid"])
        if q["kind"] not in KINDS:
            err(f"{where}: unknown kind {q['kind']!r}")
        kinds[q["kind"]] += 1
        if q["subject_id"] not in subjects:
            err(f"{where}: unknown subject")
        if q["question"] in questions_seen:
            err(f"{where}: duplicate question text")
        questions_seen.add(q["question"])
        if not q["notes"]:
            err(f"{where}: no supporting notes")
        for nid in q["notes"]:
            if nid not in notes:
                err(f"{where}: note {nid} does not exist")
            elif notes[nid]["subject_id"] != q["subject_id"]:
                err(f"{where}: note {nid} belongs to another subject")
        if not q["reference"].split(" ")[0]:
            err(f"{where}: empty reference")
    if pids != [f"P{i:02d}" for i in range(1, 61)]:
        err("probe.jsonl: pids are not exactly P01..P60 in order")
    for kind in KINDS:
        if kinds[kind] != 10:
            err(f"probe.jsonl: {kinds[kind]} questions of kind {kind}, expected 10")

    words = sum(len(n["text"].split()) for n in notes.values())
    stats = {
        "patients": len(subjects),
        "admissions": len(admissions),
        "notes": len(notes),
        "notes_per_subject": dict(sorted(per_subject_notes.items())),
        "note_types": dict(sorted(Counter(n["note_type"] for n in notes.values()).items())),
        "words": words,
        "questions": len(prb),
        "questions_per_kind": {k: kinds[k] for k in KINDS},
        "questions_per_subject": dict(sorted(Counter(q["subject_id"] for _, q in prb).items())),
        "probe_sha256": hashlib.sha256((HERE / "probe.jsonl").read_bytes()).hexdigest(),
    }
    return errors, stats


def main():
    if "--check" not in sys.argv[1:]:
        patients, admissions, notes, probe = load_modules()
        write_jsonl(HERE / "patients.jsonl", patients)
        write_jsonl(HERE / "admissions.jsonl", admissions)
        write_jsonl(HERE / "notes.jsonl", notes)
        write_jsonl(HERE / "probe.jsonl", probe)
    errors, stats = validate()
    print(json.dumps(stats, indent=2))
    if errors:
        print(f"{len(errors)} error(s):", file=sys.stderr)
        for e in errors:
            print("  " + e, file=sys.stderr)
        return 1
    print("OK: all files valid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
