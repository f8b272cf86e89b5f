"""The SliceBench profile of the synthetic cohort (paper 000 §3.6, App. K): six patients, two per
complexity tier — A (1–2 encounters), B (5–10), C (15+) — with 24 questions each, including the
three kinds the paper names: cross-encounter **medication timelines**, **problem-list
reconciliation** and **causal-chain tracing**.

It reuses the ClinicalBench generator: ``truth.sample_patient`` with many admissions (short stays,
each discharge list becoming the next stay's home list, so tiers B and C have long medication
timelines), the chart writer (a discharge summary's ``course_notes`` states each causal link),
``writing.write_patient`` and the standard question builders, and adds the three kinds as
methods of :class:`SliceQuestionBuilder`. Kinds map onto the nine categories (the question format
has no other field): timelines and causal chains are ``sequence`` (structure ``order`` +
``dates``), cross-encounter list changes ``change``, reconciliation ``current_state``; the qid
names the kind (``SB-C1-TL-03``: tier C, second patient, timeline, third).

References are exact truth in every version (no injected defects). A patient whose sampled chart
cannot support every planned question is sampled again from the next attempt's stream, so the
same seed always gives the same bytes.
"""

from __future__ import annotations

import io
import random

from benchmark.categories import TASK_OF
from benchmark.synthetic.plan import Slot
from benchmark.synthetic.questions import NoCandidate, QuestionBuilder, _cap, _when
from benchmark.synthetic.vocab import Vocabulary
from benchmark.synthetic.writing import CohortSummary, write_patient

#: (tier, admissions) of the six patients
PATIENTS = (("A", 1), ("A", 2), ("B", 6), ("B", 9), ("C", 15), ("C", 17))
QUESTIONS_PER_PATIENT = 24
#: SliceBench's kinds: (kind, category, qid code, count)
KINDS = (("medication_timeline", "sequence", "TL", 4), ("medication_change", "change", "MC", 2),
         ("problem_reconciliation", "current_state", "PR", 4), ("causal_chain", "sequence", "CC", 2))
#: the standard categories that fill the rest (ClinicalBench's builders)
STANDARD = (("negation", 4), ("family_history", 1), ("uncertainty", 1), ("conditional", 1), ("historical", 2),
            ("duration", 2), ("sequence", 1))
KIND_CODES = {kind: code for kind, _, code, _ in KINDS}
MANY_STAYS = {"los_days": (2, 5), "gap_days": (20, 200)}
HADM_STRIDE = 32
ATTEMPTS = 40
#: why a drug was stopped, by class (a problem or finding of the vocabulary); others: nausea
ADVERSE = {"anticoagulant": "gib", "antiplatelet": "gib", "ACE inhibitor": "aki", "ARB": "aki",
           "loop diuretic": "hypokalemia", "aldosterone antagonist": "aki", "SGLT2 inhibitor": "aki",
           "biguanide": "aki", "thiazide diuretic": "hyponatremia", "SSRI": "hyponatremia",
           "beta blocker": "syncope_dx", "calcium channel blocker": "edema", "alpha blocker": "syncope_dx",
           "statin": "abd_pain", "xanthine oxidase inhibitor": "rash", "osmotic laxative": "diarrhea",
           "anticonvulsant": "confusion", "long-acting insulin": "confusion", "thyroid hormone": "palpitations"}


def plan_patient(tier: str, position: int, admissions: int) -> list[Slot]:
    """The 24 question slots of one patient; a one-stay chart has one list change (within the stay),
    the other goes to a timeline."""
    counts = {kind: n for kind, _, _, n in KINDS}
    if admissions == 1:
        counts["medication_change"], counts["medication_timeline"] = 1, counts["medication_timeline"] + 1
    prefix = f"SB-{tier}{position}"
    slots = []
    for kind, category, code, _ in KINDS:
        slots += [Slot(f"{prefix}-{code}-{i + 1:02d}", category, TASK_OF[category], position, kind=kind)
                  for i in range(counts[kind])]
    for category, n in STANDARD:
        slots += [Slot(f"{prefix}-{category}-{i + 1:02d}", category, TASK_OF[category], position) for i in range(n)]
    assert len(slots) == QUESTIONS_PER_PATIENT
    return slots


def _since(timeline: list[tuple[str, str]]) -> tuple[str, str]:
    return timeline[0] if timeline else ("on the medication list", "")


def medication_timelines(truth: dict, vocab: Vocabulary) -> dict[str, dict]:
    """Per drug (not antibiotics), its course across the stays: events (what, date) in order."""
    drugs: dict[str, dict] = {}
    adms = truth["admissions"]
    for adm in adms:
        home = {m["key"]: m for m in adm["home_meds"]}
        disch = {m["key"]: m for m in adm["discharge_meds"] if not m.get("until")}
        for key in list(home) + [k for k in disch if k not in home]:
            if key in vocab.antibiotic:
                continue
            entry = drugs.setdefault(key, {"key": key, "name": (home.get(key) or disch.get(key))["name"],
                                           "events": [], "admissions": []})
            events = entry["events"]
            if key in home and not events:
                events.append(("on the home medication list at admission", adm["admittime"][:10]))
            if key not in home and key in disch:
                restarted = any("stopped" in e for e, _ in events)
                events.append(("restarted at discharge" if restarted else "started at discharge", adm["dischtime"][:10]))
            elif key in home and key not in disch:
                events.append(("stopped at discharge", adm["dischtime"][:10]))
            elif home[key]["sig"] != disch[key]["sig"]:
                events.append((f"dose changed from {home[key]['sig']} to {disch[key]['sig']} at discharge",
                               adm["dischtime"][:10]))
            entry["admissions"].append(adm["hadm_id"])
    last = adms[-1]
    for key, entry in drugs.items():
        if any(m["key"] == key and not m.get("until") for m in last["discharge_meds"]):
            entry["events"].append(("still on it at the most recent discharge", last["dischtime"][:10]))
    return drugs


def add_causal_links(truth: dict, vocab: Vocabulary, seed: int) -> None:
    """State why each stopped drug was stopped, and what each drug started for a stay's problem was
    for, in that stay's discharge summary (``course_notes``), and keep the links as ``causal``."""
    counter = iter(range(1, 10_000))
    timelines = medication_timelines(truth, vocab)
    for adm in truth["admissions"]:
        adm["course_notes"], adm["causal"] = [], []
        home = {m["name"]: m for m in adm["home_meds"]}
        for name in adm["med_changes"]["stopped"]:
            med = home.get(name)
            if med is None or med["key"] not in vocab.medication:
                continue
            effect = ADVERSE.get(vocab.medication[med["key"]]["class"], "nausea")
            surface = vocab.concept(effect)["surface"][0]
            drug_fact, effect_fact = f"sb{next(counter)}", f"sb{next(counter)}"
            since = _since(timelines.get(med["key"], {}).get("events", []))
            adm["course_notes"].append({"parts": [
                {"text": f"{_cap(name)} discontinued", "surface": name, "fact_id": drug_fact},
                {"text": " this admission because of "},
                {"text": surface, "surface": surface, "fact_id": effect_fact},
                {"text": f"; it had been {since[0]} ({since[1]})." if since[1] else "."}]})
            adm["causal"].append({"kind": "stopped", "drug": name, "key": med["key"], "effect": effect,
                                  "facts": [drug_fact, effect_fact], "since": since})
        for name in adm["med_changes"]["added"]:
            med = next((m for m in adm["discharge_meds"] if m["name"] == name and not m.get("until")), None)
            if med is None or med["key"] not in vocab.medication:
                continue
            treats = next((m["treats"] for m in vocab.home_medications if m["key"] == med["key"]), [])
            if adm["primary"] not in treats:
                continue
            problem = vocab.concept(adm["primary"])["surface"][0]
            drug_fact = f"sb{next(counter)}"
            adm["course_notes"].append({"parts": [
                {"text": f"Started {name}", "surface": name, "fact_id": drug_fact},
                {"text": f" at discharge for {problem}."}]})
            adm["causal"].append({"kind": "started", "drug": name, "key": med["key"], "effect": adm["primary"],
                                  "facts": [drug_fact]})


class SliceQuestionBuilder(QuestionBuilder):
    """ClinicalBench's builders plus SliceBench's three kinds (and list changes across stays)."""

    def _side(self, kind: str, key: str) -> random.Random:
        return random.Random(f"slicebench:{self.t['subject_id']}:{kind}:{key}")

    def _ask(self, kind: str, key: str, wordings: tuple[str, ...], **slots: str) -> tuple[str, str]:
        slots = {**self._person(), **slots}
        slots.update({_cap(k): _cap(v) for k, v in list(slots.items())})
        template = self._side(kind, key).choice(wordings)
        return template.format(**slots), template

    def _med_evidence(self, hadm_ids) -> list[dict]:
        spans = []
        for adm in self.t["admissions"]:
            if adm["hadm_id"] in hadm_ids:
                spans += self.evidence(adm["change_fact_id"], limit=1)
        return spans[:4]

    def medication_timeline(self) -> dict:
        timelines = medication_timelines(self.t, self.v)
        candidates = [(key, d) for key, d in sorted(timelines.items()) if len(d["events"]) >= 2]
        key, drug = self.pick("medication_timeline", candidates)
        q = self._ask("timeline", key, (
            "Trace {her} {drug} across {her} admissions: when was it started, changed or stopped?",
            "What is the course of {her} {drug} over all of {her} hospital stays?",
            "Across every encounter, how did {her} {drug} change, and is {she} still on it?",
            "Walk through {her} {drug} history admission by admission.",
        ), drug=drug["name"])
        events = drug["events"]
        answer = f"{_cap(drug['name'])}: " + "; ".join(f"{what} ({when})" for what, when in events) + "."
        stays = {a["hadm_id"]: a for a in self.t["admissions"]}
        return self._result(question=q, hadm_ids=sorted(drug["admissions"]), answer=answer,
                            structure={"concept": drug["name"], "order": [f"{drug['name']} {e}" for e, _ in events],
                                       "dates": [d for _, d in events]},
                            evidence=self._med_evidence(set(drug["admissions"]) & set(stays)),
                            section="Discharge Medications")

    def medication_change(self) -> dict:
        adms = self.t["admissions"]
        pairs = [(f"{a['hadm_id']}-{b['hadm_id']}", a, b) for i, a in enumerate(adms) for b in adms[i + 1:]]
        # far-apart stays first: the cross-encounter questions a short list would not test
        pairs.sort(key=lambda c: -(adms.index(c[2]) - adms.index(c[1])))
        within = [(f"within-{a['hadm_id']}", a, None) for a in adms]
        fresh = [c for c in pairs[:max(3, len(adms))] if ("medication_change", c[0]) not in self.used]
        key, adm, later = self.pick("medication_change", fresh or within)
        if later is None:
            before, after = adm["home_meds"], adm["discharge_meds"]
            compared = ["home medications on admission", "discharge medications"]
            q = self._ask("change", key, ("Between admission and discharge on {disch}, which medications were "
                                          "started, stopped or continued?",), disch=adm["dischtime"][:10])
            hadm_ids = [adm["hadm_id"]]
        else:
            before, after = adm["discharge_meds"], later["discharge_meds"]
            compared = [f"discharge medications {adm['dischtime'][:10]}", f"discharge medications {later['dischtime'][:10]}"]
            q = self._ask("change", key, (
                "How did {her} discharge medications change between the admission of {a} and the admission of {b}?",
                "Compare {her} discharge medication lists from the {a} stay and the {b} stay: what was added, "
                "stopped or continued?",
            ), a=_when(adm), b=_when(later))
            hadm_ids = [adm["hadm_id"], later["hadm_id"]]
        b, a = ({m["name"] for m in before if not m.get("until")} if later else {m["name"] for m in before},
                {m["name"] for m in after})
        added, removed, continued = sorted(a - b), sorted(b - a), sorted(a & b)
        answer = (f"Added: {', '.join(added) or 'none'}. Stopped: {', '.join(removed) or 'none'}. "
                  f"Continued: {', '.join(continued) or 'none'}.")
        return self._result(question=q, hadm_ids=hadm_ids, answer=answer,
                            structure={"added": added, "removed": removed, "continued": continued, "compared": compared},
                            evidence=self._med_evidence(set(hadm_ids)), section="Discharge Medications")

    def problem_reconciliation(self) -> dict:
        adms, latest = self.t["admissions"], self.t["admissions"][-1]
        candidates = []
        for p in latest["problems"]:
            if p["role"] == "prior_admission":
                stay = next(a for a in adms if a["primary"] == p["concept"])
                candidates.append((p["fact_id"], p, "resolved", stay))
            elif p["role"] == "chronic":
                candidates.append((p["fact_id"], p, "chronic", None))
        for adm in adms:
            for p in adm["problems"]:
                if p["status"] == "ruled_out":
                    candidates.append((p["fact_id"], p, "ruled_out", adm))
        key, p, kind, stay = self.pick("problem_reconciliation", candidates)
        name, n = self.name(p["concept"]), len(adms)
        slots = {"name": name, "n": f"{n} admission{'s' if n > 1 else ''}", "when": _when(stay) if stay else ""}
        if kind == "resolved":
            q = self._ask("reconcile", key, ("{Name} was treated during the admission of {when}; is it still on {her} "
                                             "active problem list as of the most recent admission?",
                                             "Reconciling {her} problem list across {n}: is the {name} from the {when} "
                                             "stay still active?"), **slots)
            answer = (f"No. {_cap(name)} was treated during the admission of {_when(stay)} and has resolved; it is not "
                      "an active problem as of the most recent admission.")
            structure = {"concept": name, "polarity": "absent", "status": "resolved", "experiencer": "patient"}
            evidence = self.evidence(p["fact_id"], "historical")
        elif kind == "chronic":
            q = self._ask("reconcile", key, ("Reconciling {her} problem list across {n}: is {name} still active?",
                                             "After {n}, does {name} belong on {her} current problem list?"), **slots)
            answer = f"Yes. {_cap(name)} is a chronic problem, still on the list at the most recent admission."
            structure = {"concept": name, "polarity": "present", "status": "chronic", "experiencer": "patient"}
            evidence = self.evidence(p["fact_id"], "present")
        else:
            q = self._ask("reconcile", key, ("{Name} was considered at the admission of {when}; is it on {her} "
                                             "current problem list?",
                                             "Across {n}, was {name} (worked up in the {when} stay) ever confirmed?"),
                          **slots)
            answer = (f"No. {_cap(name)} was ruled out at the admission of {_when(stay)}; it is not on the current "
                      "problem list.")
            structure = {"concept": name, "polarity": "absent", "status": "ruled_out", "experiencer": "patient"}
            evidence = self.evidence(p["fact_id"], "absent")
        return self._result(question=q, hadm_ids=[latest["hadm_id"]] + ([stay["hadm_id"]] if stay and stay is not latest
                                                                          else []),
                            answer=answer, structure=structure, evidence=evidence, section="Past Medical History")

    def causal_chain(self) -> dict:
        timelines = medication_timelines(self.t, self.v)
        candidates = [(link["facts"][0], adm, link) for adm in self.t["admissions"] for link in adm.get("causal", [])]
        for adm in self.t["admissions"]:  # an infection → its first antibiotics → what followed them
            courses = sorted((c for c in adm["antibiotics"] if c["intent"] == "therapeutic"), key=lambda c: c["start"])
            if len({c["start"] for c in courses}) >= 2:
                candidates.append((courses[0]["fact_id"] + ":course", adm,
                                   {"kind": "treated", "courses": courses, "facts": [c["fact_id"] for c in courses]}))
        key, adm, link = self.pick("causal_chain", candidates)
        evidence = [span for fact in link["facts"] for span in self.evidence(fact, limit=1)]
        if link["kind"] == "treated":
            primary, courses = self.name(adm["primary"]), link["courses"]
            first = [c for c in courses if c["start"] == courses[0]["start"]]
            then = [c for c in courses if c["start"] > courses[0]["start"]][0]
            q = self._ask("causal", key, ("How was {her} {primary} treated at the admission of {when}: what was "
                                          "started first, and what followed it?",
                                          "Trace the treatment of the {primary} in the {when} stay, from the first "
                                          "antibiotics to what replaced them."), primary=primary, when=_when(adm))
            names = " and ".join(c["name"] for c in first)
            answer = (f"For {primary}, {names} started {courses[0]['start']} (through {first[0]['end']}), followed by "
                      f"{then['name']} from {then['start']} (through {then['end']}).")
            return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                                structure={"concept": primary, "order": [primary, f"{names} started",
                                                                         f"{then['name']} started"],
                                           "dates": [adm["admittime"][:10], courses[0]["start"], then["start"]]},
                                evidence=evidence, section="Brief Hospital Course")
        drug, effect = link["drug"], self.name(link["effect"])
        if link["kind"] == "stopped":
            since, since_date = link["since"]
            q = self._ask("causal", key, ("Why was {her} {drug} stopped at the admission of {when}, and since when "
                                          "had {she} been on it?",
                                          "Trace the chain behind stopping {her} {drug} in the {when} stay: what was "
                                          "it, and when had the drug begun?"), drug=drug, when=_when(adm))
            answer = (f"{_cap(drug)} ({since}, {since_date}) was stopped at discharge on {adm['dischtime'][:10]} "
                      f"because of {effect} during the admission of {_when(adm)}.")
            order = [f"{drug} {since}", effect, f"{drug} stopped"]
            dates = [since_date, adm["admittime"][:10], adm["dischtime"][:10]]
        else:
            events = timelines.get(link["key"], {}).get("events", [])
            after = [(e, d) for e, d in events if d > adm["dischtime"][:10]][:1]
            q = self._ask("causal", key, ("What led to {her} being on {drug}, and what happened to it afterwards?",
                                          "Why was {drug} started, and what became of it in later stays?"), drug=drug)
            fate = f"; afterwards: {after[0][0]} ({after[0][1]})" if after else "; there is no later change"
            answer = (f"{_cap(drug)} was started at discharge on {adm['dischtime'][:10]} for {effect} (the admission "
                      f"of {_when(adm)}){fate}.")
            order = [effect, f"{drug} started"] + ([f"{drug} {after[0][0]}"] if after else [])
            dates = [adm["admittime"][:10], adm["dischtime"][:10]] + ([after[0][1]] if after else [])
        return self._result(question=q, hadm_ids=[adm["hadm_id"]], answer=answer,
                            structure={"concept": drug, "order": order, "dates": dates}, evidence=evidence,
                            section="Brief Hospital Course")


def write_slicebench(handles: dict, *, seed: int, vocab: Vocabulary, summary, progress=None) -> None:
    """Write the six patients into ``handles`` (``generate_cohort``'s partial files)."""
    for index, (tier, admissions) in enumerate(PATIENTS):
        position = index % 2
        slots = plan_patient(tier, position, admissions)
        options = {"admissions": admissions, "hadm_stride": HADM_STRIDE, **(MANY_STAYS if admissions > 2 else {})}
        for attempt in range(ATTEMPTS):
            scratch = {name: io.StringIO() for name in handles}
            trial = CohortSummary()
            rng = random.Random(f"slicebench:{seed}:{index}:{attempt}")
            try:
                write_patient(scratch, rng, index=index * ATTEMPTS + attempt, seed=seed, two=False,
                              slots=slots, vocab=vocab, summary=trial, truth_options=options,
                              adjust=lambda truth: add_causal_links(truth, vocab, seed),
                              builder_class=SliceQuestionBuilder)
            except (RuntimeError, NoCandidate):
                continue
            break
        else:
            raise RuntimeError(f"SliceBench patient {tier}{position} found no chart supporting its questions in "
                               f"{ATTEMPTS} attempts")
        for name, buffer in scratch.items():
            handles[name].write(buffer.getvalue())
        for key in ("patients", "admissions", "notes", "questions", "references", "corrected"):
            setattr(summary, key, getattr(summary, key) + getattr(trial, key))
        summary.categories.update(trial.categories)
        summary.defects.update(trial.defects)
        if progress:
            progress(index + 1, len(PATIENTS))


def kind_of(qid: str) -> str | None:
    """The SliceBench kind a qid names (``SB-C1-TL-03`` → ``medication_timeline``), else None."""
    parts = qid.split("-")
    codes = {code: kind for kind, code in KIND_CODES.items()}
    return codes.get(parts[2]) if len(parts) == 4 and parts[0] == "SB" else None

