"""The v1 reference set: exact answers corrupted the way an auto-generated set was (paper 000,
App. X.6 and P.2), each corruption recorded with its type so curation tools can be scored.

Each function takes the exact (v3) reference and returns the defective v1 answer and structure,
with a rationale that says what went wrong.
"""

from __future__ import annotations

import copy
import random

NON_CLINICAL = [
    ("fever greater than 101.5", "boilerplate discharge instruction ('call if fever > 101.5') extracted as a finding"),
    ("Foley catheter", "device extracted as a diagnosis"),
    ("blood sugar", "lab value extracted as a diagnosis"),
    ("Allergies", "section header extracted as a condition"),
    ("follow-up appointment", "administrative text extracted as a finding"),
]
INPATIENT_ONLY = ["heparin", "enoxaparin", "lorazepam", "diazepam", "insulin lispro", "ondansetron",
                  "sodium chloride 0.9%", "vancomycin", "piperacillin-tazobactam", "cefepime"]


def _flip(polarity: str | None) -> str:
    return {"present": "absent", "absent": "present", "possible": "present", "conditional": "present"}.get(polarity or "", "present")


def make_defective(defect: str, reference: dict, truth: dict, rng: random.Random) -> tuple[str, dict | None, str]:
    """Return (answer, structure, rationale) of the v1 row for this defect type."""
    s = copy.deepcopy(reference["structure"]) or {}
    concept = s.get("concept", "the finding")
    if defect == "assertion_classifier_error":
        if s.get("status") == "chronic":
            s.update(status="resolved", polarity="absent")
            return (f"{concept.capitalize()} is a resolved past condition.", s,
                    "'history of' read as resolved; the condition is chronic and active")
        if s.get("cause"):
            s.update(polarity="possible")
            return (f"{concept.capitalize()} is uncertain.", s,
                    "causal uncertainty ('likely due to') read as uncertainty about the finding itself")
        if s.get("polarity") == "conditional":
            s.update(polarity="present")
            return (f"Yes, {s.get('action', concept)} was done.", s, "conditional plan read as an event that happened")
        if s.get("polarity") == "absent":
            s.update(polarity="possible")
            return (f"{concept.capitalize()} is possible.", s, "hedge near a negation triggered 'possible' (over-triggering)")
        if s.get("polarity") == "possible":
            s.update(polarity="present")
            return (f"Yes, the patient had {concept}.", s, "hedged mention ('c/f', 'likely') read as present")
        s.update(polarity="absent")
        return (f"No, {concept} is not present.", s, "negation scope spilled onto an affirmed mention")
    if defect == "inverted_truth":
        if "order" in s:
            s["order"], s["dates"] = list(reversed(s["order"])), list(reversed(s.get("dates", [])))
            return (f"{s['order'][0].capitalize()} came before {s['order'][1]}.", s, "states the reverse of the chart")
        if "added" in s:
            s["added"], s["removed"] = s["removed"], s["added"]
            return (f"Added: {', '.join(s['added']) or 'none'}. Stopped: {', '.join(s['removed']) or 'none'}.", s,
                    "states the reverse of the chart")
        if "duration" in s:
            s["duration"] = {"value": s["duration"]["value"] * 2, "unit": "days"}
            return (f"{s['duration']['value']} days.", s, "states a value the chart contradicts")
        s["polarity"] = _flip(s.get("polarity"))
        word = "Yes" if s["polarity"] == "present" else "No"
        return (f"{word}, {concept} is {s['polarity']}.", s, "states the opposite of the chart")
    if defect == "non_clinical_entity":
        entity, why = rng.choice(NON_CLINICAL)
        s.update(concept=entity, polarity="present")
        return (f"Yes, the patient has {entity}.", s, why)
    if defect == "medication_list_conflation":
        extra = rng.sample(INPATIENT_ONLY, 2)
        s["added"] = sorted(set(s.get("added", [])) | set(extra))
        return (f"Added: {', '.join(s['added'])}. Stopped: {', '.join(s.get('removed', [])) or 'none'}.", s,
                "inpatient orders (prophylaxis, IV antibiotics, PRN CIWA) compared as if they were discharge medications")
    if defect == "fabricated_temporal_relation":
        if "order" in s:
            s["dates"] = [s["dates"][0], s["dates"][0]]
            s["order"] = list(reversed(s["order"]))
            return (f"{s['order'][0].capitalize()} preceded {s['order'][1]} on the same day.", s,
                    "ordering asserted that the chart does not support (no temporal anchor)")
        s["duration"] = {"value": max(1, s["duration"]["value"] + rng.choice([-3, -2, 2, 4])), "unit": "days"}
        return (f"{s['duration']['value']} days.", s, "duration computed from unrelated dates")
    if defect == "experiencer_attribution":
        s.update(experiencer="patient", polarity="present")
        return (f"Yes, the patient has a history of {concept}.", s,
                "family-history mention attributed to the patient (section tag kept, answer describes the patient)")
    raise ValueError(f"unknown defect {defect!r}")
