"""Questions and their exact (v3) reference answers, built from a patient's truth and mentions.

Each builder picks an unused fact that fits its category, phrases the question the way a
clinician would (several templates per kind), writes the answer as text and as structure, and
points at the mention spans that support it.
"""

from __future__ import annotations

import datetime as dt
import random
from collections import defaultdict

from benchmark.synthetic.chart import Mention
from benchmark.synthetic.vocab import Vocabulary


class NoCandidate(Exception):
    pass


def _when(adm: dict) -> str:
    return adm["admittime"][:10]


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


class QuestionBuilder:
    def __init__(self, truth: dict, mentions: list[Mention], vocab: Vocabulary, rng: random.Random):
        self.t, self.v, self.rng = truth, vocab, rng
        self.by_fact: dict[str, list[Mention]] = defaultdict(list)
        for m in mentions:
            self.by_fact[m.fact_id].append(m)
        self.used: set[tuple] = set()

    # -- shared -----------------------------------------------------------------------------

    def name(self, key: str) -> str:
        return self.v.concept(key)["name"]

    def evidence(self, fact_id: str, assertion: str | None = None, limit: int = 3) -> list[dict]:
        mentions = [m for m in self.by_fact.get(fact_id, []) if not m.template
                    and (assertion is None or m.assertion == assertion)]
        return [{"note_id": m.note_id, "start": m.start, "end": m.end, "section": m.section}
                for m in mentions[:limit]]

    def pick(self, category: str, candidates: list[tuple]) -> tuple:
        fresh = [c for c in candidates if (category, c[0]) not in self.used]
        if not fresh:
            raise NoCandidate(category)
        choice = self.rng.choice(fresh)
        self.used.add((category, choice[0]))
        return choice

    def build(self, category: str) -> dict:
        return getattr(self, category)()

    def _result(self, *, question, hadm_ids, answer, structure, evidence, section) -> dict:
        if not evidence:
            raise NoCandidate("no evidence")
        return {"question": question, "hadm_ids": hadm_ids, "answer": answer, "structure": structure,
                "evidence": evidence, "section": section}

    # -- task A -----------------------------------------------------------------------------

    def negation(self) -> dict:
        candidates = []
        for adm in self.t["admissions"]:
            for f in adm["findings"]:
                if f["assertion"] == "absent" or f["trap"]:
                    candidates.append((f["fact_id"], adm, f, "finding"))
            for p in adm["problems"]:
                if p["status"] == "ruled_out":
                    candidates.append((p["fact_id"], adm, p, "ruled_out"))
            for study in adm["imaging"]:
                for f in study["findings"]:
                    if f["assertion"] == "absent":
                        candidates.append((f["fact_id"], adm, {**f, "study": study}, "imaging"))
        fact_id, adm, f, kind = self.pick("negation", candidates)
        name, when = self.name(f["concept"]), _when(adm)
        if kind == "imaging":
            study = f["study"]
            q = self.rng.choice([f"Did the {study['subtype']} on {study['date']} show {name}?",
                                 f"Was there any {name} on the {study['modality']} done {study['date']}?",
                                 f"Any evidence of {name} on imaging ({study['subtype']}, {study['date']})?"])
            answer = f"No. The {study['subtype']} on {study['date']} showed no evidence of {name}."
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": name, "polarity": "absent", "experiencer": "patient"},
                                evidence=self.evidence(fact_id, "absent"), section="FINDINGS")
        if kind == "ruled_out":
            q = self.rng.choice([f"Was {name} diagnosed during the admission of {when}?",
                                 f"Did the patient end up having {name} during the {when} hospitalization?",
                                 f"Was {name} confirmed in the {when} admission?"])
            answer = f"No. {_cap(name)} was considered and ruled out during the admission of {when}."
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": name, "polarity": "absent", "experiencer": "patient",
                                           "status": "ruled_out"},
                                evidence=self.evidence(fact_id, "absent"), section="Brief Hospital Course")
        q = self.rng.choice([f"Did the patient have {name} during the admission of {when}?",
                             f"Was {name} present at the {when} presentation?",
                             f"During the {when} hospitalization, did the patient report {name}?",
                             f"Any {name} documented on the {when} admission?"])
        if f["trap"]:
            answer = (f"Yes. {_cap(name)} was present during the admission of {when}; the templated review of "
                      "systems lists it as negative, but the history and assessment document it.")
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": name, "polarity": "present", "experiencer": "patient"},
                                evidence=self.evidence(fact_id, "present"), section="History of Present Illness")
        answer = f"No. The patient denied {name}; it was documented as absent during the admission of {when}."
        ev = self.evidence(fact_id, "absent") or [
            {"note_id": m.note_id, "start": m.start, "end": m.end, "section": m.section}
            for m in self.by_fact.get(fact_id, []) if m.assertion == "absent"][:3]
        section = ev[0]["section"] if ev else None
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": name, "polarity": "absent", "experiencer": "patient"},
                            evidence=ev, section=section)

    def family_history(self) -> dict:
        candidates = [(f["fact_id"], f, "present") for f in self.t["family"]]
        candidates += [(f["fact_id"] + ":self", f, "self") for f in self.t["family"] if not f["patient_has"]]
        candidates += [(f["fact_id"], f, "absent") for f in self.t["family_absent"]]
        key, f, kind = self.pick("family_history", candidates)
        fact_id, name = f["fact_id"], self.name(f["concept"])
        hadm_ids = [a["hadm_id"] for a in self.t["admissions"]]
        if kind == "present":
            q = self.rng.choice([f"Is there a family history of {name}?", f"Which relative had {name}?",
                                 f"Does anyone in the patient's family have {name}?"])
            answer = f"Yes. The patient's {f['relative']} had {name} (family history, not the patient)."
            structure = {"concept": name, "polarity": "present", "experiencer": "family", "relative": f["relative"]}
            evidence = self.evidence(fact_id, "family_history")
        elif kind == "self":
            q = self.rng.choice([f"Does the patient have {name}?", f"Has the patient been diagnosed with {name}?",
                                 f"Is {name} one of the patient's own diagnoses?"])
            answer = (f"No. {_cap(name)} appears only in the family history (the patient's {f['relative']}); "
                      "the patient does not have it.")
            structure = {"concept": name, "polarity": "absent", "experiencer": "patient", "relative": f["relative"]}
            evidence = self.evidence(fact_id, "family_history")
        else:
            q = self.rng.choice([f"Is there a family history of {name}?", f"Any {name} in the family?"])
            answer = f"No. The family history is negative for {name}."
            structure = {"concept": name, "polarity": "absent", "experiencer": "family"}
            evidence = self.evidence(fact_id, "absent")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer, structure=structure,
                            evidence=evidence, section="Family History")

    def uncertainty(self) -> dict:
        candidates = []
        for adm in self.t["admissions"]:
            for f in adm["findings"]:
                if f["assertion"] == "possible" or f.get("cause"):
                    candidates.append((f["fact_id"], adm, f))
        fact_id, adm, f = self.pick("uncertainty", candidates)
        name, when = self.name(f["concept"]), _when(adm)
        if f.get("cause"):
            q = self.rng.choice([f"Was the {name} during the {when} admission certain, or only suspected?",
                                 f"Is it documented that the patient had {name} in the {when} stay?"])
            answer = (f"The {name} itself was present (documented as a finding); only its cause, "
                      f"{f['cause']}, was uncertain (\"likely\").")
            structure = {"concept": name, "polarity": "present", "experiencer": "patient",
                         "cause": f["cause"], "cause_polarity": "possible"}
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer, structure=structure,
                                evidence=self.evidence(fact_id, "present"), section="Brief Hospital Course")
        q = self.rng.choice([f"Was {name} confirmed during the admission of {when}?",
                             f"How certain was the diagnosis of {name} in the {when} hospitalization?",
                             f"Did the patient definitely have {name} during the {when} stay?"])
        answer = f"No. {_cap(name)} was only suspected (possible) during the admission of {when}; it was never confirmed."
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": name, "polarity": "possible", "experiencer": "patient"},
                            evidence=self.evidence(fact_id, "possible"), section="Brief Hospital Course")

    def conditional(self) -> dict:
        candidates = [(c["fact_id"], adm, c) for adm in self.t["admissions"] for c in adm["conditionals"]]
        fact_id, adm, c = self.pick("conditional", candidates)
        when = _when(adm)
        q = self.rng.choice([f"Under what condition is the plan to {c['action']}?",
                             f"Has the team decided to {c['action']}? (admission of {when})",
                             f"What would trigger the plan to {c['action']} after the {when} admission?"])
        answer = f"It is conditional: {c['action']} only if {c['condition']}. It had not been done."
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": c["drug"] or c["action"], "polarity": "conditional",
                                       "experiencer": "patient", "condition": c["condition"], "action": c["action"]},
                            evidence=self.evidence(fact_id, "conditional"), section="Brief Hospital Course")

    # -- task B -----------------------------------------------------------------------------

    def current_state(self) -> dict:
        latest = self.t["admissions"][-1]
        candidates = [(p["fact_id"], p) for p in latest["problems"] if p["role"] in ("chronic", "prior_admission", "ruled_out")]
        candidates += [(h["fact_id"], {**h, "role": "history_resolved"}) for h in self.t["history"] if h["status"] == "resolved"]
        fact_id, p = self.pick("current_state", candidates)
        name = self.name(p["concept"])
        q = self.rng.choice([f"Is {name} a current active problem?", f"What is the current status of the patient's {name}?",
                             f"As of the most recent admission, does the patient have {name}?"])
        if p["role"] == "chronic":
            answer = f"Yes. {_cap(name)} is a current, chronic problem (active as of the most recent admission)."
            structure = {"concept": name, "polarity": "present", "status": "chronic", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "present")
        elif p["role"] == "ruled_out":
            answer = f"No. {_cap(name)} was ruled out at the most recent admission; it is not a current problem."
            structure = {"concept": name, "polarity": "absent", "status": "ruled_out", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "absent")
        else:
            answer = f"No. {_cap(name)} is a past problem that has resolved; it is not currently active."
            structure = {"concept": name, "polarity": "absent", "status": "resolved", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "historical")
        section = evidence[0]["section"] if evidence else None
        return self._result(question=q, hadm_ids=[latest["hadm_id"]], answer=answer, structure=structure,
                            evidence=evidence, section=section)

    def historical(self) -> dict:
        candidates = [(h["fact_id"], h, None) for h in self.t["history"]]
        for adm in self.t["admissions"]:
            for p in adm["problems"]:
                if p["role"] == "prior_admission":
                    candidates.append((p["fact_id"], p, adm))
        fact_id, h, adm = self.pick("historical", candidates)
        name = self.name(h["concept"])
        hadm_ids = [a["hadm_id"] for a in self.t["admissions"]]
        if h.get("status") == "chronic":
            q = self.rng.choice([f"Does the patient have a history of {name}, and is it still active?",
                                 f"The chart says 'history of {name}' - has it resolved?",
                                 f"Is the patient's {name} a past, resolved problem?"])
            answer = f"{_cap(name)} is a chronic condition that is still active; 'history of' here does not mean resolved."
            structure = {"concept": name, "polarity": "present", "status": "chronic", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "present")
        else:
            q = self.rng.choice([f"Has the patient's {name} resolved?", f"Is {name} part of the patient's past history?",
                                 f"Was {name} a prior problem, and what is its status?"])
            answer = f"Yes. {_cap(name)} is a past problem that was treated and has resolved."
            structure = {"concept": name, "polarity": "present", "status": "resolved", "experiencer": "patient"}
            evidence = self.evidence(fact_id, "historical")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer, structure=structure,
                            evidence=evidence, section="Past Medical History")

    def sequence(self) -> dict:
        events = []
        for adm in self.t["admissions"]:
            for study in adm["imaging"]:
                events.append((study["fact_id"], f"the {study['subtype']}", study["date"], adm["hadm_id"]))
            for course in adm["antibiotics"]:
                if course["intent"] == "therapeutic":
                    events.append((course["fact_id"], f"the start of {course['name']}", course["start"], adm["hadm_id"]))
        candidates = []
        for i, a in enumerate(events):
            for b in events[i + 1:]:
                if a[2] != b[2]:
                    candidates.append((a[0] + b[0], a, b))
        if len(self.t["admissions"]) > 1:
            first, second = self.t["admissions"][:2]
            pf = next(p for p in first["problems"] if p["role"] == "primary")
            ps = next(p for p in second["problems"] if p["role"] == "primary")
            candidates.append(("adm", (pf["fact_id"], f"the admission for {self.name(first['primary'])}", _when(first), first["hadm_id"]),
                               (ps["fact_id"], f"the admission for {self.name(second['primary'])}", _when(second), second["hadm_id"])))
        key, a, b = self.pick("sequence", candidates)
        if self.rng.random() < 0.5:
            a, b = b, a
        first, second = sorted([a, b], key=lambda e: e[2])
        q = self.rng.choice([f"Which came first: {a[1]} or {b[1]}?", f"Did {a[1]} happen before or after {b[1]}?",
                             f"Put in order: {a[1]}; {b[1]}."])
        answer = f"{_cap(first[1])} ({first[2]}) came before {second[1]} ({second[2]})."
        return self._result(question=q, hadm_ids=sorted({a[3], b[3]}), answer=answer,
                            structure={"order": [first[1], second[1]], "dates": [first[2], second[2]]},
                            evidence=self.evidence(first[0], "present", 1) + self.evidence(second[0], "present", 1),
                            section=None)

    def duration(self) -> dict:
        candidates = []
        for adm in self.t["admissions"]:
            candidates.append((adm["los_fact_id"], adm, None))
            for c in adm["antibiotics"]:
                if c["intent"] == "therapeutic" and c["end"] and c["end"] <= adm["dischtime"][:10]:
                    candidates.append((c["fact_id"], adm, c))
        fact_id, adm, course = self.pick("duration", candidates)
        if course is None:
            days = adm["los_days"]
            q = self.rng.choice([f"How long was the hospital stay that began {_when(adm)}?",
                                 f"What was the length of stay for the {_when(adm)} admission?"])
            answer = f"{days} days (admitted {adm['admittime'][:10]}, discharged {adm['dischtime'][:10]})."
            structure = {"concept": "length of stay", "duration": {"value": days, "unit": "days"},
                         "start": adm["admittime"][:10], "end": adm["dischtime"][:10]}
            section = None
        else:
            days = (dt.date.fromisoformat(course["end"]) - dt.date.fromisoformat(course["start"])).days + 1
            q = self.rng.choice([f"For how many days did the patient receive {course['name']} during the {_when(adm)} admission?",
                                 f"How long was the {course['name']} course in the {_when(adm)} stay?"])
            answer = f"{days} days ({course['start']} through {course['end']}, counting both days)."
            structure = {"concept": course["name"], "duration": {"value": days, "unit": "days"},
                         "start": course["start"], "end": course["end"]}
            section = "Brief Hospital Course"
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer, structure=structure,
                            evidence=self.evidence(fact_id, "present"), section=section)

    def change(self) -> dict:
        candidates = [(adm["change_fact_id"], "within", adm, None) for adm in self.t["admissions"]]
        if len(self.t["admissions"]) > 1:
            a, b = self.t["admissions"][:2]
            candidates.append(("across", "across", a, b))
        key, kind, adm, later = self.pick("change", candidates)
        if kind == "within":
            before, after = adm["home_meds"], adm["discharge_meds"]
            compared = ["home medications on admission", "discharge medications"]
            q = self.rng.choice([f"What medication changes were made between admission and discharge in the {_when(adm)} stay?",
                                 f"Compared with the home medications, which were started, stopped or continued at discharge on {adm['dischtime'][:10]}?"])
            hadm_ids, evidence = [adm["hadm_id"]], self.evidence(adm["change_fact_id"])
        else:
            before, after = adm["discharge_meds"], later["discharge_meds"]
            compared = [f"discharge medications {adm['dischtime'][:10]}", f"discharge medications {later['dischtime'][:10]}"]
            q = self.rng.choice(["How did the discharge medication list change between the first and second admissions?",
                                 "Which discharge medications were added, stopped or continued from the first to the second discharge?"])
            hadm_ids = [adm["hadm_id"], later["hadm_id"]]
            evidence = self.evidence(adm["change_fact_id"]) + self.evidence(later["change_fact_id"])
        b, a = {m["name"] for m in before}, {m["name"] for m in after}
        added, removed, continued = sorted(a - b), sorted(b - a), sorted(a & b)
        answer = (f"Added: {', '.join(added) or 'none'}. Stopped: {', '.join(removed) or 'none'}. "
                  f"Continued: {', '.join(continued) or 'none'}. (Inpatient-only orders are not discharge medications.)")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer,
                            structure={"added": added, "removed": removed, "continued": continued, "compared": compared},
                            evidence=evidence, section="Discharge Medications")
