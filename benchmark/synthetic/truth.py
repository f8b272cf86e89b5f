"""Sample one patient's ground truth.

The truth is a plain JSON-ready dict (it is written to ``truth.jsonl``). Every fact that a
question can ask about carries a ``fact_id``; the chart writer records the span of each mention
of a fact, and questions point at those spans as evidence.

Clinical coherence is kept by construction: home medications follow chronic problems,
antibiotics follow infections, imaging follows the presenting problem, billed ICD-10-CM codes
follow the problems of that stay.
"""

from __future__ import annotations

import datetime as dt
import random
from collections import Counter

from benchmark.synthetic.vocab import Vocabulary

RACES = [("WHITE", 0.767), ("BLACK/AFRICAN AMERICAN", 0.093), ("HISPANIC/LATINO - PUERTO RICAN", 0.047),
         ("ASIAN - CHINESE", 0.035), ("UNKNOWN", 0.035), ("OTHER", 0.023)]
INFECTIONS = ["pneumonia", "uti", "pyelo", "cellulitis", "sepsis", "osteomyelitis", "endocarditis", "cdiff",
              "diverticulitis", "cholecystitis", "influenza"]
NON_INFECTIOUS = ["chf", "copd", "gib", "pancreatitis", "aki", "pe", "dvt", "stroke", "tia", "nstemi",
                  "hyponatremia", "hepatic_enceph", "alcohol_withdrawal", "syncope_dx", "afib"]
RULE_OUTS = ["pe", "nstemi", "stroke", "sepsis", "cdiff", "dvt", "endocarditis", "osteomyelitis", "pneumonia", "uti"]
PAST_RESOLVED = ["cdiff", "dvt", "pneumonia", "pe", "cellulitis", "pyelo", "diverticulitis", "cholecystitis", "tia"]
# Findings a problem commonly presents with (surface realism, and the "present" findings).
PRESENTATIONS = {
    "pneumonia": ["cough", "fever", "dyspnea", "crackles"], "chf": ["dyspnea", "orthopnea", "edema", "crackles"],
    "copd": ["dyspnea", "cough"], "uti": ["dysuria", "fever"], "pyelo": ["fever", "dysuria", "chills"],
    "cellulitis": ["fever", "rash"], "sepsis": ["fever", "chills", "confusion"], "gib": ["melena", "hematemesis"],
    "pancreatitis": ["abd_pain", "nausea"], "aki": ["nausea"], "pe": ["dyspnea", "chest_pain"],
    "dvt": ["edema"], "stroke": ["focal_weakness", "confusion"], "tia": ["focal_weakness"],
    "nstemi": ["chest_pain", "dyspnea"], "hyponatremia": ["confusion", "nausea"],
    "hepatic_enceph": ["confusion", "asterixis", "jaundice"], "alcohol_withdrawal": ["palpitations", "nausea"],
    "syncope_dx": ["palpitations"], "afib": ["palpitations", "dyspnea"], "osteomyelitis": ["fever"],
    "endocarditis": ["fever", "murmur", "night_sweats"], "cdiff": ["diarrhea", "abd_pain", "fever"],
    "diverticulitis": ["abd_pain", "fever"], "cholecystitis": ["abd_pain", "nausea", "fever"],
    "influenza": ["fever", "cough", "chills"],
}
CAUSES = ["dietary indiscretion", "medication noncompliance", "volume overload", "venous insufficiency",
          "hypoalbuminemia", "deconditioning", "dehydration"]
PROPHYLAXIS_ORDERS = ["heparin_sc", "enoxaparin_ppx"]


def _date(value: dt.datetime) -> str:
    return value.date().isoformat()


class _Ids:
    def __init__(self):
        self.n = 0

    def __call__(self) -> str:
        self.n += 1
        return f"f{self.n}"


def _weighted(rng: random.Random, pairs):
    return rng.choices([p for p, _ in pairs], weights=[w for _, w in pairs], k=1)[0]


def sample_patient(rng: random.Random, *, index: int, seed: int, two_admissions: bool,
                   needs: Counter, vocab: Vocabulary, admissions: int | None = None,
                   los_days: tuple[int, int] = (6, 12), gap_days: tuple[int, int] = (30, 540),
                   hadm_stride: int = 2) -> dict:
    """One patient's truth; ``needs`` says how many questions of each category it must support.

    ``admissions`` (default: 2 if ``two_admissions`` else 1), the range of each stay's length, the
    days between stays and the stride between patients' admission ids (at least the number of
    admissions) let a profile write many-encounter charts (SliceBench's tiers B and C); the
    defaults draw exactly what the ClinicalBench cohort always drew.
    """
    fact = _Ids()
    subject_id = 10_000_000 + (seed * 7919 + index * 104_729) % 9_000_000
    gender = "F" if rng.random() < 0.605 else "M"
    age = rng.randint(28, 91)
    n_adm = admissions if admissions is not None else (2 if two_admissions else 1)
    if not 1 <= n_adm <= hadm_stride:
        raise ValueError(f"{n_adm} admissions need an admission-id stride of at least {n_adm}, got {hadm_stride}")

    # Chronic problems (with onset years before the first stay) drive home medications.
    chronic_pool = [k for k, c in vocab.condition.items() if c["chronic"] and c.get("sex") in (None, gender)]
    n_chronic = max(3, needs["historical"] + needs["current_state"] // 2 + 1)
    chronic = rng.sample(chronic_pool, min(len(chronic_pool), n_chronic))
    if "metastatic_ca" in chronic and not any(k.endswith("_ca") and k != "metastatic_ca" for k in chronic):
        chronic.remove("metastatic_ca")
    first_admit = dt.datetime(rng.randint(2110, 2185), rng.randint(1, 12), rng.randint(1, 28),
                              rng.randint(0, 23), rng.randint(0, 59))
    history = [{"fact_id": fact(), "concept": key, "status": "chronic",
                "onset": f"{first_admit.year - rng.randint(1, 15)}"} for key in chronic]
    n_resolved = max(1, needs["historical"] // 2, needs["current_state"] // 3)
    for key in rng.sample(PAST_RESOLVED, min(len(PAST_RESOLVED), n_resolved)):
        history.append({"fact_id": fact(), "concept": key, "status": "resolved",
                        "onset": f"{first_admit.year - rng.randint(1, 10)}"})

    home = _home_medications(rng, chronic, vocab)

    # Family history: conditions of relatives, including ones the patient does not have.
    n_family = max(2, needs["family_history"] + 1)
    family_pool = list(vocab.family_conditions) + [c["key"] for c in vocab.family_only_conditions]
    family = []
    for key in rng.sample(family_pool, min(len(family_pool), n_family)):
        relatives = [r for r in vocab.relatives if vocab.relative_can_have(r, key)]  # no grandmother's prostate
        family.append({"fact_id": fact(), "concept": key, "relative": rng.choice(relatives),
                       "patient_has": key in chronic})
    absent_pool = [k for k in family_pool if k not in {f["concept"] for f in family} and k not in chronic]
    family_absent = [{"fact_id": fact(), "concept": k} for k in rng.sample(absent_pool, 2)]

    admissions = []
    admit = first_admit
    primaries_used: set[str] = set()
    for a in range(n_adm):
        los = rng.randint(*los_days)
        disch = admit + dt.timedelta(days=los, hours=rng.randint(-6, 6))
        # Unique by construction: a permutation of patient indexes (104,729 is prime), `hadm_stride` ids each.
        hadm_id = 20_000_000 + ((seed * 7919 + index * 104_729) % 4_000_000) * hadm_stride + a
        infectious = rng.random() < 0.6 or needs["duration"] > n_adm
        pool = [k for k in (INFECTIONS if infectious else NON_INFECTIOUS) if k not in primaries_used]
        if not pool:  # many stays only: every problem of one kind has been a stay's primary
            pool = [k for k in INFECTIONS + NON_INFECTIOUS if k not in primaries_used] or INFECTIONS + NON_INFECTIOUS
        primary = rng.choice(pool)
        primaries_used.add(primary)
        admission = _sample_admission(
            rng, fact=fact, vocab=vocab, hadm_id=hadm_id, admit=admit, disch=disch, primary=primary,
            chronic=chronic, history=history, home=home, needs=needs, n_adm=n_adm,
            earlier=admissions,
        )
        admissions.append(admission)
        # A finished antibiotic course is not a home medication at the next admission.
        home = [dict(m) for m in admission["discharge_meds"] if not m.get("until")]
        admit = disch + dt.timedelta(days=rng.randint(*gap_days), hours=rng.randint(0, 23))

    return {
        "subject_id": subject_id, "gender": gender, "anchor_age": age,
        "race": _weighted(rng, RACES), "history": history, "family": family,
        "family_absent": family_absent, "admissions": admissions,
    }


def _home_medications(rng, chronic, vocab) -> list[dict]:
    meds = []
    for med in vocab.home_medications:
        if any(t in chronic for t in med["treats"]) and rng.random() < 0.75:
            if med["class"] in {vocab.medication[m["key"]]["class"] for m in meds} and med["class"] != "vitamin":
                continue
            meds.append({"key": med["key"], "name": med["name"], "sig": rng.choice(med["sigs"])})
    if len(meds) < 3:
        for med in rng.sample(vocab.home_medications, 6):
            if med["key"] not in {m["key"] for m in meds} and len(meds) < 3:
                meds.append({"key": med["key"], "name": med["name"], "sig": rng.choice(med["sigs"])})
    return meds


def _sample_admission(rng, *, fact, vocab, hadm_id, admit, disch, primary, chronic, history, home,
                      needs, n_adm, earlier) -> dict:
    cond = vocab.condition
    day = lambda n: admit + dt.timedelta(days=n)  # noqa: E731
    problems = [{"fact_id": fact(), "concept": primary, "status": "active", "role": "primary",
                 "onset": _date(admit)}]
    for key in chronic:
        problems.append({"fact_id": fact(), "concept": key, "status": "chronic", "role": "chronic",
                         "onset": None})
    for prior in earlier:  # last stay's acute problem has resolved by now
        problems.append({"fact_id": fact(), "concept": prior["primary"], "status": "resolved",
                         "role": "prior_admission", "onset": prior["admittime"][:10]})
    excluded = {primary, *chronic, *(p["primary"] for p in earlier)}
    rule_outs = [k for k in RULE_OUTS if k not in excluded]
    for key in rng.sample(rule_outs, min(2, len(rule_outs))):
        problems.append({"fact_id": fact(), "concept": key, "status": "ruled_out", "role": "ruled_out",
                         "onset": None})
        excluded.add(key)

    # Findings: presenting (present), pertinent negatives, templated ROS negatives (one may be a
    # trap: negated by the admission note's template but present in the discharge summary's HPI),
    # possible diagnoses, and a present finding whose cause is uncertain.
    present = [k for k in PRESENTATIONS.get(primary, []) if k in vocab.finding]
    findings = [{"fact_id": fact(), "concept": k, "assertion": "present", "where": "hpi", "trap": False}
                for k in rng.sample(present, min(len(present), 2))]
    present_keys = {f["concept"] for f in findings}
    ros_pool = [k for k, f in vocab.finding.items() if f["ros"] and k not in present_keys
                and k not in PRESENTATIONS.get(primary, [])]
    per_adm_neg = max(6, needs["negation"] // n_adm + 3)
    for k in rng.sample(ros_pool, min(len(ros_pool), per_adm_neg)):
        findings.append({"fact_id": fact(), "concept": k, "assertion": "absent",
                         "where": rng.choice(["ros", "ros", "hpi"]), "trap": False})
    if rng.random() < 0.5 and findings[0]["concept"] in {k for k, f in vocab.finding.items() if f["ros"]}:
        findings[0]["trap"] = True  # also listed among the template's negatives
    possible_pool = [k for k in vocab.condition if k not in excluded and not cond[k]["chronic"]]
    n_possible = max(1, -(-needs["uncertainty"] // n_adm))
    for k in rng.sample(possible_pool, min(len(possible_pool), n_possible)):
        findings.append({"fact_id": fact(), "concept": k, "assertion": "possible", "where": "assessment",
                         "trap": False, "kind": "condition"})
        excluded.add(k)
    absent_keys = {f["concept"] for f in findings if f["assertion"] == "absent"}
    cause_concept = "edema" if "edema" not in present_keys else "confusion"
    if rng.random() < 0.6 and cause_concept not in absent_keys:  # never a finding this stay's notes deny
        findings.append({"fact_id": fact(), "concept": cause_concept, "assertion": "present",
                         "where": "assessment", "trap": False, "cause": rng.choice(CAUSES),
                         "cause_assertion": "possible"})

    n_cond = max(1, -(-needs["conditional"] // n_adm))
    conditionals = [{"fact_id": fact(), **{k: c[k] for k in ("key", "action", "condition", "drug")},
                     "phrasing": rng.randrange(len(c["phrasings"]))}
                    for c in rng.sample(vocab.conditionals, min(len(vocab.conditionals), n_cond))]
    # Boilerplate return precautions: hypothetical, never findings ("call if fever > 101.5").
    instructions = [{"fact_id": fact(), "text": text, "assertion": "hypothetical"}
                    for text in rng.sample(vocab.discharge_instructions, 3)]

    # Medications: home list on admission, inpatient orders, discharge list.
    anticoagulated = any(m["key"] in {"apixaban", "warfarin"} for m in home)
    orders = []
    if not anticoagulated and primary != "gib":
        orders.append(_order(vocab, rng.choice(PROPHYLAXIS_ORDERS)))
    if "aud" in chronic or primary == "alcohol_withdrawal":
        orders.append(_order(vocab, rng.choice(["lorazepam_ciwa", "diazepam_ciwa"])))
    if "dm2" in chronic:
        orders.append(_order(vocab, "insulin_ss"))
    if primary == "gib":
        orders.append(_order(vocab, "pantoprazole_iv"))
    if primary == "chf":
        orders.append(_order(vocab, "furosemide_iv"))
    for key in rng.sample(["acetaminophen_prn", "ondansetron_prn", "docusate", "senna_prn", "ns_ivf"], 3):
        orders.append(_order(vocab, key))

    antibiotics, id_consult = _antibiotic_courses(rng, vocab, primary, admit, disch)
    for course in antibiotics:
        course["fact_id"] = fact()
    for course in antibiotics:
        orders.append({"key": course["key"], "name": course["name"], "sig": vocab.antibiotic[course["key"]]["sig"],
                       "purpose": f"{course['intent']} antibiotic", "prn": False})

    discharge = [dict(m) for m in home]
    home_keys = {m["key"] for m in home}
    stopped = []
    if len(discharge) > 2:
        stopped = [discharge.pop(rng.randrange(len(discharge)))]
    changed = []
    adjustable = [m for m in discharge if m["key"] in vocab.medication]
    if adjustable and rng.random() < 0.6:
        target = rng.choice(adjustable)
        options = [s for s in vocab.medication[target["key"]]["sigs"] if s != target["sig"]]
        if options:
            changed.append({"key": target["key"], "from": target["sig"], "to": options[0]})
            target["sig"] = options[0]
    new_candidates = [m for m in vocab.home_medications
                      if primary in m["treats"] and m["key"] not in home_keys]
    new_candidates += [m for m in vocab.home_medications if m["key"] not in home_keys
                       and any(t in chronic for t in m["treats"])]
    added = []
    for med in new_candidates[: rng.randint(1, 2)]:
        classes = {vocab.medication[m["key"]]["class"] for m in discharge if m["key"] in vocab.medication}
        if med["key"] not in {m["key"] for m in discharge} and med["class"] not in classes:
            entry = {"key": med["key"], "name": med["name"], "sig": rng.choice(med["sigs"])}
            discharge.append(entry)
            added.append(entry)
    oral_step_down = [c for c in antibiotics if c["intent"] == "therapeutic" and c["end"] and c["end"] > _date(disch)]
    for course in oral_step_down:
        entry = {"key": course["key"], "name": course["name"], "sig": vocab.antibiotic[course["key"]]["sig"],
                 "until": course["end"]}
        discharge.append(entry)
        added.append(entry)

    imaging = _imaging(rng, vocab, fact, primary, admit, disch, present_keys,
                       count=max(2, min(5, needs["sequence"] // n_adm + 2)))
    icd10 = [{"code": cond[primary].get("acute_icd10", [cond[primary]["icd10"]])[0],
              "description": cond[primary].get("acute_icd10", [None, cond[primary]["icd10_description"]])[1],
              "concept": primary}]
    for key in chronic:
        icd10.append({"code": cond[key]["icd10"], "description": cond[key]["icd10_description"], "concept": key})

    return {
        "hadm_id": hadm_id, "admittime": admit.isoformat(), "dischtime": disch.isoformat(),
        "los_days": (disch.date() - admit.date()).days, "los_fact_id": fact(),
        "primary": primary, "problems": problems, "findings": findings,
        "conditionals": conditionals, "instructions": instructions,
        "home_meds": home, "inpatient_orders": orders, "discharge_meds": discharge,
        "med_changes": {"added": [m["name"] for m in added], "stopped": [m["name"] for m in stopped],
                        "dose_changed": changed},
        "imaging": imaging, "antibiotics": antibiotics, "id_consult": id_consult,
        "icd10": icd10, "change_fact_id": fact(),
    }


def _order(vocab, key) -> dict:
    order = next(o for o in vocab.inpatient_orders if o["key"] == key)
    return {k: order[k] for k in ("key", "name", "sig", "purpose", "prn")}


def _antibiotic_courses(rng, vocab, primary, admit, disch):
    abx = [a for a in vocab.antibiotics if primary in a["treats"]]
    courses, id_consult = [], None
    los = (disch.date() - admit.date()).days
    if abx:
        empiric = rng.sample(abx, min(2, len(abx)))
        narrow_day = rng.randint(2, 3)
        for a in empiric:
            courses.append({"key": a["key"], "name": a["name"], "ingredients": a["ingredients"],
                            "route": a["route"], "intent": "therapeutic",
                            "start": _date(admit), "end": _date(admit + dt.timedelta(days=narrow_day))})
        oral = [a for a in vocab.antibiotics if primary in a["treats"] and a["route"] == "PO"
                and a["key"] not in {c["key"] for c in courses}]
        if oral:
            a = rng.choice(oral)
            courses.append({"key": a["key"], "name": a["name"], "ingredients": a["ingredients"], "route": "PO",
                            "intent": "therapeutic", "start": _date(admit + dt.timedelta(days=narrow_day + 1)),
                            "end": _date(admit + dt.timedelta(days=narrow_day + 1 + rng.randint(5, 12)))})
        id_consult = _date(admit + dt.timedelta(days=min(narrow_day + 1, los - 1)))
    if rng.random() < 0.25:  # peri-procedural cefazolin: prophylactic, not part of the ID timeline
        when = admit + dt.timedelta(days=rng.randint(1, max(1, los - 2)))
        a = vocab.antibiotic["cefazolin"]
        courses.append({"key": "cefazolin", "name": a["name"], "ingredients": a["ingredients"], "route": "IV",
                        "intent": "prophylactic", "start": _date(when), "end": _date(when)})
    return courses, id_consult


def _imaging(rng, vocab, fact, primary, admit, disch, present_keys, *, count: int):
    related = [s for s in vocab.imaging if primary in s["for"] or set(s["for"]) & present_keys][:2]
    others = [s for s in vocab.imaging if s not in related]
    chosen = related + rng.sample(others, max(1, count - len(related)))
    rng.shuffle(chosen)
    los = (disch.date() - admit.date()).days
    days = sorted(rng.sample(range(0, max(los, len(chosen))), len(chosen)))
    studies = []
    for day, study in zip(days, chosen):
        when = admit + dt.timedelta(days=min(day, los - 1), hours=rng.randint(1, 12))
        findings = []
        if study["abnormal_findings"] and (primary in study["for"]) and rng.random() < 0.7:
            findings.append({"concept": rng.choice(study["abnormal_findings"]), "assertion": "present"})
        for k in study["normal_findings"]:
            if k not in {f["concept"] for f in findings}:
                findings.append({"concept": k, "assertion": "absent"})
        for f in findings:
            f["fact_id"] = fact()
        studies.append({"fact_id": fact(), "key": study["key"], "modality": study["modality"],
                        "subtype": study["subtype"], "body_site": study["body_site"], "title": study["title"],
                        "time": when.isoformat(), "date": _date(when), "findings": findings})
    studies.sort(key=lambda s: s["time"])
    return studies
