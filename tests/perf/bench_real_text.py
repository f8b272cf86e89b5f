#!/usr/bin/env python
"""Real clinical text the project never wrote: the assertion classifier on the NegEx annotation
set, and C4g / C2b on chest radiograph reports with report-level labels. Not a test: the figures
go to docs/nlp.md. Nothing here is committed data; each set is built from a named public source
the user fetches (see docs/nlp.md, "Real text"):

    .venv/bin/python tests/perf/bench_real_text.py negex --source rsAnnotations-1-120-random.txt [--split dev|test|all]
        [--baseline] [--json FILE] [--errors N]
    .venv/bin/python tests/perf/bench_real_text.py coverage --source rsAnnotations-1-120-random.txt [--split dev]
    .venv/bin/python tests/perf/bench_real_text.py bioscope --annotations clinical_records_anon.xml
        --cmc 2007ChallengeTrainData.xml --cmc 2007ChallengeTestDataNoCodes.xml [--split dev|test] [--baseline]
        [--innermost] [--errors N] [--json FILE]
    .venv/bin/python tests/perf/bench_real_text.py family --source mtsamples.csv [--errors N] [--json FILE]
    .venv/bin/python tests/perf/bench_real_text.py cxr --reports indiana_reports.csv --labels openi_gld_std14.csv
        [--split dev|test|all] [--conditions C2b,C4g] [--json FILE]

**negex** — Chapman's NegEx test set (github.com/chapmanbe/negex, ``rsAnnotations-1-120-random.txt``:
2,376 mentions in sentences of 120 de-identified discharge summaries, ER, radiology, pathology and
echo reports, annotated for negation, temporality and experiencer by a physician). Labels map to
the seven classes: Negated → Absent; Affirmed and Historical → Historical; Affirmed and "Not
particular" → Hypothetical; a relative's (experiencer other than the patient) → Family_History
(Absent when negated); otherwise Present. Each mention is located in its sentence with the
whitespace-tolerant match of its words (rows whose words are not in the sentence are counted
and left out). Printed: per-class P/R/F1, accuracy, negation (Absent) F1 and experiencer accuracy;
``--baseline`` adds medSpaCy's default ConText rules on the same mentions.

**cxr** — the Indiana University chest radiograph reports (Open-i; a copy of its CSV with
``uid, findings, impression``) with NegBio's public-domain report labels for the 14 ChestX-ray14
findings (github.com/ncbi-nlp/NegBio, ``examples/openi_gld_std14.csv``). Each report becomes a
patient with one radiology note (findings + impression); each finding a question "Does the
report show <finding>?" whose reference is Yes when the labels list it, No otherwise. The
conditions run with the offline reader; an answer counts as Yes when its conclusion is yes or
possible. Printed: per-finding sensitivity, specificity and balanced accuracy, and their mean.

**bioscope** — the BioScope clinical sub-corpus (radiology reports with negation and speculation
cues and scopes, annotated by linguists), its words restored from the CMC 2007 challenge reports
(``tests/perf/bioscope_set.py`` names both sources). The mentions are what the vocabulary matcher
finds in each sentence; a mention inside a negation scope is Absent, inside a speculation scope
(and no negation) Possible, else Present. A prediction of Possible, Conditional or Hypothetical
reads as Possible (BioScope's speculation is every hedge short of a denial), any other affirmed
label as Present. Printed: per-class P/R/F1 and accuracy; ``--baseline`` adds medSpaCy's default
rules; ``--innermost`` lets the narrowest enclosing scope decide instead of "negation wins".

**family** — experiencer and assertion on real transcribed reports (MTSamples: a CSV copy whose
fifth column is the transcription, such as ``src/mtsamples.csv`` in github.com/timarbende/DataScienceHW).
The labels, ``tests/perf/data/mtsamples_family_labels.jsonl``, were written by a helper who had read
none of this project's code, and frozen before the classifier ever ran on them: every condition
mention in every family-history sentence, every other sentence naming a relative and as many
patient-history sentences. They hold no text of the reports, only a SHA-256 of the transcription,
offsets and the mention's words; the sentence is read from the CSV. Each sentence is classified
with its section title. Printed: experiencer accuracy (all mentions, relatives' mentions) with
Wilson intervals, and the 7-class assertion report.

**Splits.** Every NegEx mention goes to ``dev`` (30%) or ``test`` (70%), every report to ``dev``
(10%), ``test`` (30%) or a reserve (60%, never run), by a SHA-256 of its key (the sentence and
concept; the report uid), so the split never changes. Tune on ``dev``; ``test``
is the held-out estimate, to be run rarely and never read row by row.
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
DEV_SHARE = 30  # percent of the NegEx mentions
CXR_DEV_SHARE = 10  # percent of the reports (each report is 14 questions)

#: ChestX-ray14 label → the words of the question and the names a reference uses
CXR_FINDINGS = {
    "Atelectasis": "atelectasis", "Cardiomegaly": "cardiomegaly", "Effusion": "pleural effusion",
    "Infiltration": "pulmonary infiltrate", "Mass": "lung mass", "Nodule": "lung nodule", "Pneumonia": "pneumonia",
    "Pneumothorax": "pneumothorax", "Consolidation": "consolidation", "Edema": "pulmonary edema",
    "Emphysema": "emphysema", "Fibrosis": "pulmonary fibrosis", "Pleural_Thickening": "pleural thickening",
    "Hernia": "hiatal hernia",
}


#: the reports' test split: the next 30% after the dev share (the remaining 60% are kept in reserve)
CXR_TEST_SHARE = 30


def split_of(key: str, share: int = DEV_SHARE, test_share: int | None = None) -> str:
    bucket = int(hashlib.sha256(key.encode("utf-8")).hexdigest(), 16) % 100
    if bucket < share:
        return "dev"
    return "test" if test_share is None or bucket < share + test_share else "reserve"


def locate(sentence: str, concept: str) -> tuple[int, int] | None:
    """The concept's span in its sentence, its words matched case-insensitively across any whitespace."""
    words = concept.split()
    if not words:
        return None
    match = re.search(r"\s+".join(re.escape(w) for w in words), sentence, re.IGNORECASE)
    return (match.start(), match.end()) if match else None


# -- negex -------------------------------------------------------------------------------------------


def negex_rows(path: Path, split: str) -> tuple[list[dict], int]:
    rows, missing = [], 0
    with path.open(encoding="utf-8", errors="replace", newline="") as handle:
        reader = csv.reader(handle, delimiter="\t")
        next(reader)  # header
        for record in reader:
            if len(record) < 6:
                continue
            _, concept, sentence, negation, temporality, experiencer = (c.strip() for c in record[:6])
            if split != "all" and split_of(f"{sentence}\t{concept}") != split:
                continue
            span = locate(sentence, concept)
            if span is None:
                missing += 1
                continue
            relative = experiencer.lower() not in ("patient", "")
            if negation.lower() == "negated":
                gold = "Absent"
            elif relative:
                gold = "Family_History"
            elif temporality.lower() == "historical":
                gold = "Historical"
            elif temporality.lower().startswith("not particular") or temporality.lower() == "hypothetical":
                gold = "Hypothetical"
            else:
                gold = "Present"
            rows.append({"sentence": sentence, "concept": concept, "start": span[0], "end": span[1], "gold": gold,
                         "gold_experiencer": "Family" if relative else "Patient"})
    return rows, missing


def medspacy_baseline(rows: list[dict]) -> list[str]:
    """medSpaCy's default ConText rules on the same mentions (the comparison the issue quotes)."""
    import medspacy
    from spacy.tokens import Span

    nlp = medspacy.load(medspacy_enable=["medspacy_pyrush", "medspacy_context"])
    context = nlp.get_pipe("medspacy_context")
    out = []
    for row in rows:
        doc = nlp.make_doc(row["sentence"])
        for name, component in nlp.pipeline:
            if name != "medspacy_context":
                doc = component(doc)
        span = doc.char_span(row["start"], row["end"], alignment_mode="expand")
        if span is None:
            out.append("Present")
            continue
        doc.ents = [Span(doc, span.start, span.end, label="CONCEPT")]
        doc = context(doc)
        ent = doc.ents[0]
        if ent._.is_family:
            out.append("Absent" if ent._.is_negated else "Family_History")
        elif ent._.is_negated:
            out.append("Absent")
        elif ent._.is_hypothetical:
            out.append("Hypothetical")
        elif ent._.is_uncertain:
            out.append("Possible")
        elif ent._.is_historical:
            out.append("Historical")
        else:
            out.append("Present")
    return out


def run_negex(args) -> int:
    from benchmark.assertion_eval import format_report, score_labels
    from retrieval.nlp.pipeline import classify_spans, rules_version

    rows, missing = negex_rows(Path(args.source), args.split)
    predicted, experiencers, past = [], [], []
    for row in rows:
        (annotation,) = classify_spans(row["sentence"], [(row["start"], row["end"])])
        predicted.append(annotation.assertion.value if annotation else None)
        experiencers.append(annotation.experiencer.value if annotation else None)
        # NegEx's "historical" is a time, not a resolution: "history of hypertension" is historical
        # there, and chronic-and-present (temporality Past) here
        past.append(bool(annotation) and (annotation.assertion.value == "Historical"
                                          or annotation.temporality.value == "Past"))
    gold = [r["gold"] for r in rows]
    report = score_labels(gold, predicted)
    absent = next((c for c in report.per_class if c.label == "Absent"), None)
    family_rows = [i for i, r in enumerate(rows) if r["gold_experiencer"] == "Family"]
    experiencer_accuracy = sum(1 for r, e in zip(rows, experiencers) if r["gold_experiencer"] == e) / len(rows)
    print(f"NegEx annotations, split={args.split}, rules {rules_version()}: {len(rows)} mentions "
          f"({missing} left out: their words are not in their sentence)\n")
    print(format_report(report))
    gold_past = [r["gold"] == "Historical" for r in rows]
    tp = sum(1 for g, p in zip(gold_past, past) if g and p)
    precision, recall = tp / max(1, sum(past)), tp / max(1, sum(gold_past))
    historical_f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    print(f"\nnegation (Absent) F1 {absent.f1:.3f}; historical (a past assertion or temporality) F1 "
          f"{historical_f1:.3f}; experiencer accuracy {experiencer_accuracy:.3f} ({len(family_rows)} relatives' mentions)")
    result = {"split": args.split, "n": len(rows), "left_out": missing, "rules": rules_version(),
              "report": report.as_dict(), "negation_f1": absent.f1, "historical_f1": historical_f1,
              "experiencer_accuracy": experiencer_accuracy}
    if args.baseline:
        base = score_labels(gold, medspacy_baseline(rows))
        base_absent = next((c for c in base.per_class if c.label == "Absent"), None)
        print(f"\nmedSpaCy default ConText rules: accuracy {base.accuracy:.4f}, negation F1 {base_absent.f1:.3f}")
        result["medspacy_default"] = base.as_dict()
    if args.errors:
        shown = 0
        for row, label in zip(rows, predicted):
            if label != row["gold"] and shown < args.errors:
                shown += 1
                print(f"  gold {row['gold']:<14} got {label:<14} [{row['concept']}] {row['sentence'][:160]}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


# -- bioscope ---------------------------------------------------------------------------------------


def _django_with_vocabulary(prefix: str) -> None:
    """A throw-away database holding the shipped vocabulary, and Django set up on it."""
    work = Path(tempfile.mkdtemp(prefix=prefix))
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "EPIKG_VAR_DIR": str(work / "var")}
    for cmd in (("migrate", "-v", "0"), ("load_vocabulary_subset",)):
        subprocess.run([sys.executable, "manage.py", *cmd], cwd=ROOT, env=env, check=True, capture_output=True)
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()


_AS_BIOSCOPE = {"Absent": "Absent", "Possible": "Possible", "Conditional": "Possible", "Hypothetical": "Possible"}


def run_bioscope(args) -> int:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import bioscope_set

    _django_with_vocabulary("bench-bioscope-")
    from benchmark.assertion_eval import format_report, score_labels
    from retrieval.nlp.pipeline import classify_spans, rules_version
    from retrieval.vocabulary.matcher import default_matcher

    matcher = default_matcher()
    sentences, skipped = bioscope_set.load(Path(args.annotations), [Path(p) for p in args.cmc], args.split)
    rows, annotations = [], []
    for sentence in sentences:
        spans = [(start, end) for start, end, _term in matcher.find(sentence.text)]
        if not spans:
            continue
        annotations.extend(classify_spans(sentence.text, spans))
        rows.extend({"sentence": sentence.text, "concept": sentence.text[start:end], "start": start, "end": end,
                     "gold": bioscope_set.gold_label(sentence, start, end, innermost=args.innermost)}
                    for start, end in spans)
    predicted = [_AS_BIOSCOPE.get(a.assertion.value, "Present") if a else "Present" for a in annotations]
    gold = [r["gold"] for r in rows]
    report = score_labels(gold, predicted)
    f1 = {c.label: c.f1 for c in report.per_class}
    reports = len({s.report for s in sentences})
    print(f"BioScope clinical, split={args.split}, rules {rules_version()}: {reports} reports, {len(sentences)} "
          f"sentences, {len(rows)} mentions ({skipped} report parts left out: words and masks differ)"
          f"{'; innermost scope decides' if args.innermost else ''}\n")
    print(format_report(report))
    print(f"\nnegation (Absent) F1 {f1.get('Absent', 0):.3f}; uncertain (Possible) F1 {f1.get('Possible', 0):.3f}")
    result = {"split": args.split, "reports": reports, "sentences": len(sentences), "mentions": len(rows),
              "rules": rules_version(), "innermost": args.innermost, "report": report.as_dict(),
              "negation_f1": f1.get("Absent"), "possible_f1": f1.get("Possible")}
    if args.baseline:
        base = score_labels(gold, [_AS_BIOSCOPE.get(label, "Present") for label in medspacy_baseline(rows)])
        base_f1 = {c.label: c.f1 for c in base.per_class}
        print(f"\nmedSpaCy default ConText rules: accuracy {base.accuracy:.4f}, negation F1 "
              f"{base_f1.get('Absent', 0):.3f}, uncertain F1 {base_f1.get('Possible', 0):.3f}")
        result["medspacy_default"] = base.as_dict()
    if args.errors:
        shown = 0
        for row, label in zip(rows, predicted):
            if label != row["gold"] and shown < args.errors:
                shown += 1
                print(f"  gold {row['gold']:<9} got {label:<9} [{row['concept']}] {row['sentence'][:170]}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


# -- family ----------------------------------------------------------------------------------------

FAMILY_LABELS = ROOT / "tests" / "perf" / "data" / "mtsamples_family_labels.jsonl"


def family_rows(source: Path, labels: Path = FAMILY_LABELS) -> tuple[list[dict], int]:
    """The labelled mentions with their sentences read from ``source``; and how many labels name a
    report the CSV does not hold."""
    csv.field_size_limit(sys.maxsize)
    texts = {}
    with source.open(encoding="utf-8", newline="") as handle:
        for record in csv.reader(handle):
            if len(record) > 4 and record[4]:
                texts[hashlib.sha256(record[4].encode("utf-8")).hexdigest()] = record[4]
    rows, missing = [], 0
    for line in labels.read_text(encoding="utf-8").splitlines():
        label = json.loads(line)
        text = texts.get(label["doc"])
        if text is None:
            missing += 1
            continue
        sentence = text[label["sentence_start"]:label["sentence_start"] + label["sentence_length"]]
        if sentence[label["start"]:label["end"]] != label["concept"]:
            raise SystemExit(f"{labels.name}: the mention {label['concept']!r} is not at its offsets in report "
                             f"{label['doc'][:12]}: is {source.name} another copy of MTSamples?")
        rows.append({**label, "sentence": sentence})
    return rows, missing


def run_family(args) -> int:
    from benchmark.assertion_eval import format_report, score_labels
    from benchmark.stats.intervals import wilson_ci
    from retrieval.nlp.pipeline import classify_spans, rules_version

    rows, missing = family_rows(Path(args.source))
    predicted = []
    for row in rows:
        (annotation,) = classify_spans(row["sentence"], [(row["start"], row["end"])], section=row["section"] or None)
        predicted.append(annotation)
    assertions = [a.assertion.value if a else None for a in predicted]
    experiencers = [a.experiencer.value if a else None for a in predicted]
    print(f"MTSamples family set, rules {rules_version()}: {len(rows)} mentions ({missing} labels name a report "
          f"this copy does not hold)\n")
    result = {"n": len(rows), "left_out": missing, "rules": rules_version()}
    for key, name, keep in (("all", "all mentions", lambda r: True),
                            ("family", "relatives' mentions", lambda r: r["experiencer"] == "Family"),
                            ("patient", "the patient's mentions", lambda r: r["experiencer"] == "Patient")):
        chosen = [i for i, r in enumerate(rows) if keep(r)]
        right = sum(1 for i in chosen if experiencers[i] == rows[i]["experiencer"])
        low, high = wilson_ci(right, len(chosen))
        print(f"experiencer accuracy, {name}: {right}/{len(chosen)} = {right / len(chosen):.3f} "
              f"(95% Wilson CI {low:.3f}-{high:.3f})")
        result[f"experiencer_{key}"] = {"right": right, "n": len(chosen), "ci": [low, high]}
    report = score_labels([r["assertion"] for r in rows], assertions)
    print()
    print(format_report(report))
    result["report"] = report.as_dict()
    if args.errors:
        shown = 0
        for row, assertion, experiencer in zip(rows, assertions, experiencers):
            if (assertion, experiencer) != (row["assertion"], row["experiencer"]) and shown < args.errors:
                shown += 1
                print(f"  gold {row['assertion']}/{row['experiencer']} got {assertion}/{experiencer} "
                      f"[{row['concept']}] ({row['section']}) {row['sentence'][:170]}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


# -- coverage ----------------------------------------------------------------------------------------


def run_coverage(args) -> int:
    """The share of the clinical mentions a physician annotated in real text (the NegEx set's
    conditions) that the vocabulary matcher finds: a concept whose span overlaps the mention."""
    _django_with_vocabulary("bench-coverage-")
    from retrieval.models import Concept
    from retrieval.vocabulary.matcher import default_matcher

    matcher = default_matcher()
    rows, _ = negex_rows(Path(args.source), args.split)
    seen, found, misses = set(), 0, Counter()
    domains = Counter()
    for row in rows:
        key = (row["sentence"], row["start"])
        if key in seen:
            continue
        seen.add(key)
        hits = [t for a, b, t in matcher.find(row["sentence"]) if a < row["end"] and b > row["start"]]
        if hits:
            found += 1
            domains[hits[0].domain] += 1
        else:
            misses[row["concept"].lower()] += 1
    concepts = Concept.objects.count()
    share = found / len(seen)
    print(f"vocabulary of {concepts} concepts: the matcher finds {found} of {len(seen)} annotated mentions "
          f"({share:.3f}) in the NegEx sentences (split={args.split}); by domain {dict(domains)}")
    if args.misses:
        print("most frequent mentions it misses:", ", ".join(f"{m} ({n})" for m, n in misses.most_common(args.misses)))
    if args.json:
        Path(args.json).write_text(json.dumps({"split": args.split, "concepts": concepts, "mentions": len(seen),
                                               "found": found, "coverage": share}, indent=1) + "\n", encoding="utf-8")
    return 0


# -- cxr ---------------------------------------------------------------------------------------------


def cxr_folder(reports: Path, labels: Path, split: str, out: Path) -> dict[str, dict[str, bool]]:
    """Write the reports of ``split`` as a corpus with questions and references; return
    qid → {finding: gold}."""
    with labels.open(encoding="utf-8", newline="") as handle:
        gold = {row["filename"].removeprefix("CXR"): row for row in csv.DictReader(handle)}
    patients, admissions, notes, questions, references, truth = [], [], [], [], [], {}
    with reports.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            uid = row["uid"].strip()
            text = "\n".join(part for part in (
                f"FINDINGS: {row['findings'].strip()}" if row.get("findings", "").strip() else "",
                f"IMPRESSION: {row['impression'].strip()}" if row.get("impression", "").strip() else "") if part)
            if uid not in gold or not text or (split != "all" and split_of(uid, CXR_DEV_SHARE, CXR_TEST_SHARE) != split):
                continue
            subject = 8_000_000 + int(uid)
            hadm = 38_000_000 + int(uid)
            patients.append({"subject_id": subject, "gender": "U", "anchor_age": 60})
            admissions.append({"subject_id": subject, "hadm_id": hadm, "admittime": "2180-01-01T08:00:00",
                               "dischtime": "2180-01-01T18:00:00"})
            notes.append({"note_id": f"{subject}-RR-1", "subject_id": subject, "hadm_id": hadm, "note_type": "RR",
                          "note_seq": 1, "charttime": "2180-01-01T10:00:00", "storetime": "2180-01-01T10:30:00",
                          "text": text})
            for label, words in CXR_FINDINGS.items():
                qid = f"cxr-{uid}-{label}"
                present = gold[uid][label] == "1"
                truth[qid] = {"finding": label, "present": present}
                questions.append({"qid": qid, "subject_id": subject, "hadm_ids": [hadm], "category": "negation",
                                  "task": "A", "question": f"Does the report show {words}?"})
                shows = "shows" if present else "does not show"
                references.append({"qid": qid, "version": "v1", "author": "negbio-openi-labels", "parent": None,
                                   "defect": None, "created": "2026-12-01T00:00:00",
                                   "answer": f"{'Yes' if present else 'No'}. The report {shows} {words}.",
                                   "structure": {"concept": words, "polarity": "present" if present else "absent",
                                                 "experiencer": "patient"}, "evidence": []})
    out.mkdir(parents=True, exist_ok=True)
    for name, rows in (("patients", patients), ("admissions", admissions), ("notes", notes),
                       ("questions", questions), ("references", references)):
        (out / f"{name}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return truth


_YES = re.compile(r"^\s*(?:yes|possibly|probably)\b", re.IGNORECASE)


def says_yes(answer: str) -> bool:
    """The conclusion of an offline-reader answer, read as a radiologist's label: yes or possible."""
    head = answer.strip().split(". ")[0].lower()
    if _YES.match(head) or "is documented as present" in head or "itself was present" in head:
        return True
    return False


def run_cxr(args) -> int:
    work = Path(tempfile.mkdtemp(prefix="bench-cxr-"))
    print(f"work folder (database, graphs, runs; kept for inspection): {work}", file=sys.stderr)
    truth = cxr_folder(Path(args.reports), Path(args.labels), args.split, work / "set")
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{work / 'db.sqlite3'}", "EPIKG_VAR_DIR": str(work / "var"),
           "LITELLM_LOCAL_MODEL_COST_MAP": "True"}

    def manage(*cmd: str) -> str:
        return subprocess.run([sys.executable, "manage.py", *cmd], cwd=ROOT, env=env, check=True,
                              capture_output=True, text=True).stdout

    manage("migrate", "-v", "0")
    manage("load_vocabulary_subset")
    manage("import_corpus", str(work / "set"), "--dataset", "cxr")
    manage("build_kg", "--dataset", "cxr", "--no-progress")
    out = manage("run_conditions", "--conditions", args.conditions, "--model", "extractive", "--dataset", "cxr",
                 "--no-progress")
    run_ids = json.loads(out.strip().splitlines()[-1])
    os.environ.update(env)
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
    import django

    django.setup()
    from benchmark.models import RunPrediction

    result = {"split": args.split, "reports": len({q.rsplit("-", 1)[0] for q in truth}), "conditions": {}}
    print(f"chest radiograph reports, split={args.split}: {result['reports']} reports, {len(truth)} questions\n")
    for condition, run_id in run_ids.items():
        counts = defaultdict(Counter)
        for qid, answer in RunPrediction.objects.filter(run_id=run_id).values_list("question__qid", "answer"):
            t = truth[qid]
            counts[t["finding"]][("tp" if says_yes(answer) else "fn") if t["present"]
                                 else ("fp" if says_yes(answer) else "tn")] += 1
        rows = {}
        for finding in CXR_FINDINGS:
            c = counts[finding]
            positives, negatives = c["tp"] + c["fn"], c["tn"] + c["fp"]
            sensitivity = c["tp"] / positives if positives else None
            specificity = c["tn"] / negatives if negatives else None
            balanced = (sensitivity + specificity) / 2 if positives and negatives else None
            rows[finding] = {"positives": positives, "sensitivity": sensitivity, "specificity": specificity,
                             "balanced_accuracy": balanced}
        scored = [r["balanced_accuracy"] for r in rows.values() if r["balanced_accuracy"] is not None]
        mean = sum(scored) / len(scored) if scored else float("nan")
        result["conditions"][condition] = {"run": run_id, "findings": rows, "mean_balanced_accuracy": mean}
        print(f"{condition}: mean balanced accuracy {mean:.3f} over {len(scored)} findings")
        for finding, r in rows.items():
            fmt = lambda v: "  -  " if v is None else f"{v:.3f}"  # noqa: E731
            print(f"  {finding:<20} positives {r['positives']:>4}  sensitivity {fmt(r['sensitivity'])}  "
                  f"specificity {fmt(r['specificity'])}  balanced {fmt(r['balanced_accuracy'])}")
    if args.json:
        Path(args.json).write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="set", required=True)
    negex = sub.add_parser("negex")
    negex.add_argument("--source", required=True, help="rsAnnotations-1-120-random.txt from chapmanbe/negex")
    negex.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    negex.add_argument("--baseline", action="store_true", help="also score medSpaCy's default ConText rules")
    negex.add_argument("--errors", type=int, default=0, help="print up to N misread mentions (dev only)")
    negex.add_argument("--json", default=None)
    coverage = sub.add_parser("coverage")
    coverage.add_argument("--source", required=True, help="rsAnnotations-1-120-random.txt from chapmanbe/negex")
    coverage.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    coverage.add_argument("--misses", type=int, default=0, help="list the N most frequent missed mentions (dev only)")
    coverage.add_argument("--json", default=None)
    bioscope = sub.add_parser("bioscope")
    bioscope.add_argument("--annotations", required=True, help="BioScope's clinical_records_anon.xml")
    bioscope.add_argument("--cmc", action="append", required=True,
                          help="a CMC 2007 challenge file (2007ChallengeTrainData.xml, 2007ChallengeTestDataNoCodes.xml)")
    bioscope.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    bioscope.add_argument("--baseline", action="store_true", help="also score medSpaCy's default ConText rules")
    bioscope.add_argument("--innermost", action="store_true", help="the narrowest enclosing scope decides")
    bioscope.add_argument("--errors", type=int, default=0, help="print up to N misread mentions (dev only)")
    bioscope.add_argument("--json", default=None)
    family = sub.add_parser("family")
    family.add_argument("--source", required=True, help="an MTSamples CSV copy (the transcription in its fifth column)")
    family.add_argument("--errors", type=int, default=0, help="print up to N misread mentions")
    family.add_argument("--json", default=None)
    cxr = sub.add_parser("cxr")
    cxr.add_argument("--reports", required=True, help="the Indiana University reports CSV (uid, findings, impression)")
    cxr.add_argument("--labels", required=True, help="NegBio's examples/openi_gld_std14.csv")
    cxr.add_argument("--split", choices=("dev", "test", "all"), default="dev")
    cxr.add_argument("--conditions", default="C2b,C4g")
    cxr.add_argument("--json", default=None)
    args = parser.parse_args()
    if (getattr(args, "errors", 0) or getattr(args, "misses", 0)) and getattr(args, "split", "dev") != "dev":
        parser.error("--errors and --misses read rows one by one: only on the dev split")
    if args.set == "negex":
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
        import django

        django.setup()
        return run_negex(args)
    if args.set == "coverage":
        return run_coverage(args)
    if args.set == "family":
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "epikg_site.settings")
        import django

        django.setup()
        return run_family(args)
    if args.set == "bioscope":
        return run_bioscope(args)
    return run_cxr(args)


if __name__ == "__main__":
    sys.exit(main())
