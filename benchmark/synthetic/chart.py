"""Write a patient's chart (MIMIC-IV-style notes) from the truth, recording every mention's span.

Per admission: radiology reports, daily progress notes with copy-forward text, consult notes
(infectious diseases when antibiotics are given) and a discharge summary with the usual sections.
Assertions are phrased several ways; the same concept appears under different assertions in
different places (the admission note's templated ROS negatives against the discharge summary's HPI
and assessment that say otherwise, never both in one note; relatives' conditions the patient lacks); inpatient orders are listed where discharge medications are not.
"""

from __future__ import annotations

import datetime as dt
import random

from benchmark.synthetic.discharge import write_discharge_summary, write_negatives
from benchmark.synthetic.notes import (COURSE_LINES, FEVER_F, MICRO, Mention, NoteWriter, cap, conditional_anchor,
                                      cv_exam, fahrenheit, heart_rhythm, hgb_hct, md)
from benchmark.synthetic.vocab import Vocabulary

ALLERGIES = ["No Known Allergies / Adverse Drug Reactions", "Penicillins", "Sulfa (Sulfonamide Antibiotics)",
             "lisinopril / Codeine", "Patient recorded as having No Known Allergies to Drugs"]
SOCIAL = ["Lives with spouse in ___. Former smoker, quit ___ years ago. Drinks 1-2 glasses of wine per week.",
          "Lives alone in an apartment. Denies tobacco. No illicit drug use.",
          "Retired ___. Lives with daughter. Never smoker. Occasional alcohol.",
          "Works as a ___. 30 pack-year smoking history, currently smoking 1/2 ppd. Denies IVDU.",
          "Lives with partner. Drinks ___ beers daily. Denies other drug use."]
TECHNIQUE = {
    "CT": "Multidetector CT images were acquired and reformatted in axial, coronal and sagittal planes. "
          "DOSE: Total DLP (Body) = ___ mGy-cm.",
    "MRI": "Multiplanar, multisequence MR images were obtained before and after the administration of gadolinium contrast.",
    "X-ray": "Frontal and lateral views were obtained.",
    "Ultrasound": "Grayscale, color and spectral Doppler images were obtained.",
    "NM": "Following intravenous injection of the radiotracer, images were obtained per protocol.",
}
NORMAL_LINES = {
    "CT": ["The liver enhances homogeneously without focal lesion.", "The gallbladder is unremarkable.",
           "The pancreas and spleen are normal in size.", "The adrenal glands are unremarkable.",
           "No lymphadenopathy by CT size criteria.", "The aorta is normal in caliber.", "Small hiatal hernia."],
    "MRI": ["No abnormal enhancement.", "Ventricles and sulci are normal for age.", "Flow voids are preserved.",
            "Scattered T2 hyperintensities, likely chronic small vessel ischemic disease.", "No mass effect."],
    "X-ray": ["Heart size is normal.", "The mediastinal contours are unremarkable.", "Lungs are well expanded.",
              "No acute osseous abnormality.", "Hilar contours are normal."],
    "Ultrasound": ["Normal echotexture.", "No focal lesion.", "Normal vascular flow on color Doppler.",
                   "No free fluid.", "The common bile duct measures 4 mm."],
    "NM": ["Radiotracer distribution is physiologic.", "No focal abnormal uptake.", "Images are of diagnostic quality.",
           "Background activity is within normal limits."],
}
#: overnight events; "{tmax_f}" is the note's Tmax, and an event that says fever is written only
#: when the Tmax is one
FEVER_EVENT = "Febrile overnight to {tmax_f}, blood cultures sent x2."
EVENTS = ["No acute events overnight.", FEVER_EVENT,
          "Slept well, tolerating PO.", "Required 1 dose of PRN ondansetron for nausea.",
          "PICC line placed by IR.", "Diuresed 1.5 L with IV furosemide.", "Transient hypotension to 88/50, resolved with 500 cc bolus.",
          "Seen by PT: recommends home with services.", "Foley removed, voiding spontaneously.",
          "Family meeting held; goals of care reviewed, remains full code."]
EXAM = [
    ["GEN: NAD, AOx3, lying comfortably in bed", "GEN: elderly, in no acute distress", "GEN: tired-appearing but conversant"],
    ["HEENT: NC/AT, PERRL, EOMI, MMM, OP clear", "HEENT: sclerae anicteric, dry mucous membranes"],
    ["NECK: supple, no LAD, JVP ~8 cm", "NECK: supple, JVP not elevated"],
    None,  # the cardiovascular line: ``cv_exam``, from the heart rate and rhythm
    ["LUNGS: CTAB, no wheezes", "LUNGS: decreased breath sounds at the right base", "LUNGS: scattered expiratory wheezes"],
    ["ABD: soft, NT/ND, normoactive bowel sounds", "ABD: mildly distended, nontender, no rebound or guarding"],
    ["EXT: warm, well perfused, 2+ DP pulses", "EXT: no clubbing or cyanosis"],
    ["SKIN: no rashes or lesions noted", "SKIN: PIV site clean, dry, intact"],
    ["NEURO: CN II-XII grossly intact, strength 5/5 throughout", "NEURO: alert, oriented x3, moving all extremities"],
]


class ChartWriter:
    def __init__(self, truth: dict, vocab: Vocabulary, rng: random.Random):
        self.t, self.v, self.rng = truth, vocab, rng
        self.notes: list[dict] = []
        self.mentions: list[Mention] = []
        self._seq = {"DS": 0, "RR": 0, "PN": 0, "CN": 0}
        self.allergies = rng.choice(ALLERGIES)
        self.social = rng.choice(SOCIAL)

    # -- helpers ----------------------------------------------------------------------------

    @property
    def has_afib(self) -> bool:
        return any(h["concept"] == "afib" for h in self.t["history"]) or any(
            a["primary"] == "afib" for a in self.t["admissions"])

    def exam_lines(self, hr: int) -> str:
        return "".join((cv_exam(self.rng, hr, self.has_afib) if line is None else self.rng.choice(line)) + "\n"
                       for line in EXAM)

    def surface(self, key: str) -> str:
        return self.rng.choice(self.v.concept(key)["surface"])

    def phrase(self, kind: str, surface: str, **extra) -> str:
        template = self.rng.choice(self.v.phrasings[kind])
        return template.format(x=surface, X=surface[:1].upper() + surface[1:], **extra)

    def new_note(self, kind: str) -> NoteWriter:
        self._seq[kind] += 1
        return NoteWriter(f"{self.t['subject_id']}-{kind}-{self._seq[kind]}")

    def finish_note(self, w: NoteWriter, kind: str, hadm_id: int, charttime: str, storetime: str | None) -> None:
        self.notes.append({"note_id": w.note_id, "subject_id": self.t["subject_id"], "hadm_id": hadm_id,
                           "note_type": kind, "note_seq": self._seq[kind], "charttime": charttime,
                           "storetime": storetime, "text": w.text})
        self.mentions.extend(w.mentions)

    # -- the chart --------------------------------------------------------------------------

    def write_chart(self) -> tuple[list[dict], list[Mention]]:
        for index, adm in enumerate(self.t["admissions"]):
            events = []
            for study in adm["imaging"]:
                events.append((study["time"], "RR", study))
            admit = dt.datetime.fromisoformat(adm["admittime"])
            events.append(((admit + dt.timedelta(hours=3)).isoformat(), "HP", None))
            for day in range(1, adm["los_days"]):
                events.append(((admit + dt.timedelta(days=day)).replace(hour=8, minute=15).isoformat(), "PN", day))
            if adm["id_consult"]:
                events.append((adm["id_consult"] + "T14:30:00", "ID", None))
            else:
                events.append(((admit + dt.timedelta(days=1)).replace(hour=16).isoformat(), "CN", None))
            for when, kind, payload in sorted(events, key=lambda e: (e[0], e[1])):
                if kind == "RR":
                    self.radiology(adm, payload)
                elif kind == "PN":
                    self.progress(adm, payload, when)
                elif kind == "HP":
                    self.admission_note(adm, when)
                elif kind == "ID":
                    self.id_consult(adm, when)
                else:
                    self.consult(adm, when)
            self.discharge_summary(adm, index)
        self.notes.sort(key=lambda n: (n["charttime"], n["note_type"], n["note_id"]))
        return self.notes, self.mentions

    def radiology(self, adm: dict, study: dict) -> None:
        w = self.new_note("RR")
        primary = self.v.condition[adm["primary"]]["surface"][0]
        w.mention(f"EXAMINATION:  {study['title']}", study["title"], study["fact_id"], "present")
        w.write(f"\n\nINDICATION:  ___ year old {'woman' if self.t['gender'] == 'F' else 'man'} with {primary}, "
                f"please evaluate.\n\nTECHNIQUE:  {study['subtype'].capitalize()}. {TECHNIQUE[study['modality']]}\n\n"
                f"COMPARISON:  {self.rng.choice(['None.', 'Prior study from ___.', '___'])}\n")
        w.header("FINDINGS")
        for line in self.rng.sample(NORMAL_LINES.get(study["modality"], NORMAL_LINES["CT"]), 3):
            w.write(line + " ")
        for f in study["findings"]:
            s = self.surface(f["concept"])
            if f["assertion"] == "present":
                w.mention(f"There is {s}. ", s, f["fact_id"], "present")
            else:
                w.mention(self.phrase("absent_imaging", s) + " ", s, f["fact_id"], "absent")
        w.write("The visualized osseous structures are unremarkable for age. "
                + self.rng.choice(["No suspicious lesions.", "Degenerative changes are noted.", "Atherosclerotic calcifications are present."])
                + "\n")
        w.header("IMPRESSION")
        positives = [f for f in study["findings"] if f["assertion"] == "present"]
        if positives:
            s = self.surface(positives[0]["concept"])
            w.mention(f"{s[:1].upper() + s[1:]}.", s, positives[0]["fact_id"], "present")
        else:
            f = study["findings"][0] if study["findings"] else None
            if f:
                s = self.surface(f["concept"])
                w.mention(f"No evidence of {s}.", s, f["fact_id"], "absent")
            else:
                w.write("No acute process.")
        w.write("\n")
        time = study["time"]
        self.finish_note(w, "RR", adm["hadm_id"], time, (dt.datetime.fromisoformat(time) + dt.timedelta(hours=3)).isoformat())

    def _assessment_plan(self, w: NoteWriter, adm: dict, day: int | None) -> None:
        cond = self.v.condition
        primary = next(p for p in adm["problems"] if p["role"] == "primary")
        ps = self.surface(primary["concept"])
        w.mention(f"# {ps[:1].upper() + ps[1:]}", ps, primary["fact_id"], "present")
        courses = [c for c in adm["antibiotics"] if c["intent"] == "therapeutic"]
        if courses:
            names = ", ".join(c["name"] for c in courses[:2])
            w.write(f": on {names}; trend WBC and fever curve. Follow up cultures.\n")
        else:
            w.write(": improving with supportive care; continue current management.\n")
        for f in adm["findings"]:
            if f["assertion"] == "possible":
                s = self.surface(f["concept"])
                w.mention("# " + self.phrase("possible", s), s, f["fact_id"], "possible")
                w.write(" - monitor, further workup if clinically indicated.\n")
            elif f.get("cause"):
                s = self.surface(f["concept"])
                w.mention(f"# {s[:1].upper() + s[1:]}, likely due to {f['cause']}", s, f["fact_id"], "present")
                w.write(" - continue to monitor.\n")
        for p in adm["problems"]:
            if p["role"] == "chronic" and cond[p["concept"]]["chronic"]:
                s = self.surface(p["concept"])
                line = self.rng.choice([f"# {s} - chronic, stable", f"# chronic {s}", f"# {s}: stable"])
                w.mention(line, s, p["fact_id"], "present")
                w.write(" - continue home regimen.\n")
        for c in adm["conditionals"]:
            text = self.v.conditionals[[x["key"] for x in self.v.conditionals].index(c["key"])]["phrasings"][c["phrasing"]]
            w.mention(text, conditional_anchor(text, c), c["fact_id"], "conditional", temporality="future")
            w.write("\n")
        w.write("# FEN: regular diet, replete lytes PRN\n# PPx: see orders\n# Code: Full code (confirmed)\n"
                "# Dispo: pending clinical improvement\n")

    def progress(self, adm: dict, day: int, when: str) -> None:
        rng = self.rng
        w = self.new_note("PN")
        today = when[:10]
        w.write(f"Medicine Progress Note - Hospital day {day + 1}\nDate: {md(today)}\nAttending: ___\n")
        tmax_c = rng.choice([37.2, 37.8, 38.3, 36.9])
        hr = rng.randint(58, 112)
        w.header("24 Hour Events")
        events = [e for e in EVENTS if e != FEVER_EVENT or fahrenheit(tmax_c) >= FEVER_F]
        for line in rng.sample(events, 2):
            w.write(f"- {line.format(tmax_f=fahrenheit(tmax_c))}\n")
        w.header("Subjective")
        negatives = [f for f in adm["findings"] if f["assertion"] == "absent" and f["where"] == "hpi"]
        for f in negatives[day % max(1, len(negatives)):][:2]:
            s = self.surface(f["concept"])
            w.mention(cap(self.phrase("absent", s)) + ". ", s, f["fact_id"], "absent")
        w.write("Reports feeling " + rng.choice(["better", "about the same", "tired", "a little better"])
                + f". Pain {rng.randint(0, 6)}/10. Tolerating diet. Ambulating with PT.\n")
        w.write(f"\nAllergies:\n{self.allergies}\n")
        given = [c for c in adm["antibiotics"] if c["start"] <= today <= (c["end"] or today)]
        if given:
            w.write("\nLast dose of Antibiotics:\n")
            for c in given:
                w.write(f"{c['name'].capitalize()} - {md(today)} {rng.randint(0, 9):02d}:00 AM\n")
        w.header("Medications")
        for o in adm["inpatient_orders"]:
            if o["key"] in {c["key"] for c in adm["antibiotics"]} and o["key"] not in {c["key"] for c in given}:
                continue
            w.write(f"{o['name']} {o['sig']}\n")
        for m in adm["home_meds"]:
            w.write(f"{m['name']} {m['sig']}\n")
        w.header("Flowsheet Data")
        w.write(f"Tmax: {tmax_c} C ({fahrenheit(tmax_c)} F)\n"
                f"Tcurrent: 36.{rng.randint(5, 9)} C\nHR: {hr} (60 - 110) bpm\n"
                f"BP: {rng.randint(96, 162)}/{rng.randint(52, 94)}({rng.randint(65, 105)}) mmHg\n"
                f"RR: {rng.randint(12, 26)} insp/min\nSpO2: {rng.randint(90, 100)}%\n"
                f"Heart rhythm: {heart_rhythm(hr, self.has_afib)}\n"
                f"Wgt (current): {rng.randint(52, 121)}.{rng.randint(0, 9)} kg\n"
                f"Fluid balance (24h): In {rng.randint(800, 2600)} mL (PO {rng.randint(300, 1500)} mL, IVF "
                f"{rng.randint(0, 1200)} mL); Out {rng.randint(600, 3200)} mL (urine {rng.randint(500, 3000)} mL); "
                f"Balance {rng.randint(-1500, 1200)} mL\n")
        w.header("Physical Examination")
        w.write(self.exam_lines(hr))
        for f in adm["findings"]:
            exam = self.v.finding.get(f["concept"], {}).get("exam")
            if exam and f["assertion"] == "present":
                s = self.v.finding[f["concept"]]["surface"][0]
                w.mention(f"Exam notable for {exam} ({s})", s, f["fact_id"], "present")
                w.write("\n")
        w.header("Labs / Radiology")
        w.write(self.labs())
        w.write("Microbiology: " + rng.choice(MICRO) + "\n")
        done = [s for s in adm["imaging"] if s["date"] <= today]
        if done:
            w.write("Imaging (to date):\n")
            for study in done:
                w.write(f"  {md(study['date'])} {study['title']}: "
                        f"{'abnormal, see report' if any(f['assertion'] == 'present' for f in study['findings']) else 'no acute process'}\n")
        w.header("Assessment and Plan")
        primary = self.v.condition[adm["primary"]]["surface"][0]
        w.write(f"___ y/o {'F' if self.t['gender'] == 'F' else 'M'} with "
                f"{', '.join(self.v.condition[h['concept']]['surface'][0] for h in self.t['history'][:3])} "
                f"admitted {md(adm['admittime'])} with {primary}. (Copied forward from prior note, updated below.)\n")
        w.write("Hospital course to date:\n")
        for d in range(1, day + 1):
            w.write(f"  HD{d}: {COURSE_LINES[(d + len(primary)) % len(COURSE_LINES)]}\n")
        self._assessment_plan(w, adm, day)
        w.header("ICU Care / Checklist")
        w.write("Nutrition: regular diet\nGlycemic Control: " + rng.choice(["ISS", "n/a", "home regimen"]) +
                "\nLines: 18 Gauge PIV\nProphylaxis: DVT: per orders; Stress ulcer: not indicated; VAP: n/a\n"
                "Communication: patient and family at bedside\nCode status: Full code\n"
                f"Disposition: {rng.choice(['home when medically stable', 'rehab pending PT eval', 'continue inpatient care'])}\n")
        self.finish_note(w, "PN", adm["hadm_id"], when, (dt.datetime.fromisoformat(when) + dt.timedelta(hours=5)).isoformat())

    def admission_note(self, adm: dict, when: str) -> None:
        """The admitting team's history and physical (filed as a progress note)."""
        w = self.new_note("PN")
        primary = self.surface(adm["primary"])
        w.write(f"MEDICINE ADMISSION HISTORY AND PHYSICAL\n\nChief complaint: {primary}\nSource: patient, ED records\n")
        traps = [f for f in adm["findings"] if f["trap"]]
        # a fever the ROS below denies is not on this note's exam either
        self._consult_body(w, adm, when, afebrile=any(f["concept"] == "fever" for f in traps))
        w.header("Review of Systems")
        if traps:  # the templated negatives the discharge summary's HPI contradicts: never in that note
            write_negatives(w, self, "Per HPI; otherwise a 10-point review of systems was negative, including ", traps,
                            template=True)
        else:
            w.write("Per HPI; otherwise a 10-point review of systems was negative.\n")
        w.header("Social History")
        w.write(self.social + "\n")
        w.header("Assessment and Plan")
        w.write(f"___ with the above history admitted with {primary}.\n")
        self._assessment_plan(w, adm, 0)
        self.finish_note(w, "PN", adm["hadm_id"], when, (dt.datetime.fromisoformat(when) + dt.timedelta(hours=4)).isoformat())

    def labs(self) -> str:
        r = self.rng
        wbc = f"{r.randint(4, 19)}.{r.randint(0, 9)}"
        hgb, hct = hgb_hct(r)
        return (f"WBC {wbc} Hgb {hgb} Hct {hct} Plt {r.randint(90, 450)}\n"
                f"Na {r.randint(126, 146)} K {r.randint(3, 5)}.{r.randint(0, 9)} Cl {r.randint(92, 110)} "
                f"HCO3 {r.randint(18, 30)} BUN {r.randint(6, 70)} Cr {r.randint(0, 3)}.{r.randint(4, 9)} "
                f"Glu {r.randint(70, 320)}\n"
                f"Ca {r.randint(8, 10)}.{r.randint(0, 9)} Mg {r.randint(1, 2)}.{r.randint(0, 9)} "
                f"PO4 {r.randint(2, 5)}.{r.randint(0, 9)}\n"
                f"ALT {r.randint(8, 120)} AST {r.randint(10, 140)} AlkPhos {r.randint(40, 260)} "
                f"TBili {r.randint(0, 4)}.{r.randint(1, 9)} Alb {r.randint(2, 4)}.{r.randint(0, 9)}\n"
                f"PT {r.randint(10, 18)}.{r.randint(0, 9)} INR {r.randint(1, 2)}.{r.randint(0, 9)} "
                f"PTT {r.randint(25, 45)}.{r.randint(0, 9)} Lactate {r.randint(0, 4)}.{r.randint(0, 9)}\n")

    def id_consult(self, adm: dict, when: str) -> None:
        w = self.new_note("CN")
        primary = self.surface(adm["primary"])
        w.write(f"INFECTIOUS DISEASE CONSULTATION\n\nReason for consult: antibiotic management of {primary}.\n")
        self._consult_body(w, adm, when)
        w.header("History of Anti-Infectives")
        for c in adm["antibiotics"]:
            if c["intent"] != "therapeutic" or c["start"] > when[:10]:
                continue
            end = "present" if (c["end"] or "9") >= when[:10] else md(c["end"])
            w.write(f"{c['name'].capitalize()}: {md(c['start'])}-{end}\n")
        w.header("Impression")
        w.write(f"___ with {primary}, clinically improving on the regimen above. Source control adequate.\n")
        w.header("Recommendations")
        w.write("1. Continue current regimen; we will follow cultures and narrow as able.\n"
                "2. Weekly CBC with differential, BMP, LFTs while on antibiotics.\n"
                "3. Please obtain repeat blood cultures if febrile.\n4. ID will continue to follow.\n")
        self.finish_note(w, "CN", adm["hadm_id"], when, (dt.datetime.fromisoformat(when) + dt.timedelta(hours=2)).isoformat())

    def consult(self, adm: dict, when: str) -> None:
        w = self.new_note("CN")
        service = self.rng.choice(["CARDIOLOGY", "GASTROENTEROLOGY", "NEPHROLOGY", "NEUROLOGY"])
        primary = self.surface(adm["primary"])
        w.write(f"{service} CONSULT NOTE\n\nReason for consult: {primary}.\nRequesting service: Medicine\n")
        self._consult_body(w, adm, when)
        w.header("Assessment")
        w.write(f"___ with {primary}. ")
        rule_outs = [p for p in adm["problems"] if p["status"] == "ruled_out"]
        for p in rule_outs[:1]:
            s = self.surface(p["concept"])
            w.mention(cap(self.phrase("possible", s)) + " on arrival", s, p["fact_id"], "possible")
            w.write("; workup in progress.\n")
        w.header("Recommendations")
        w.write("- Agree with current management.\n- Check daily weights, strict I/O.\n"
                "- Will follow along; please page with questions.\nSeen and discussed with attending ___.\n")
        self.finish_note(w, "CN", adm["hadm_id"], when, (dt.datetime.fromisoformat(when) + dt.timedelta(hours=2)).isoformat())

    def _consult_body(self, w: NoteWriter, adm: dict, when: str, *, afebrile: bool = False) -> None:
        """History, medications, exam and data sections that consult notes share (``afebrile``: no
        febrile temperature, where the note denies a fever)."""
        rng, t, v = self.rng, self.t, self.v
        temp_f = rng.choice([temp for temp in (98.2, 99.6, 100.7) if not afebrile or temp < FEVER_F])
        course = [c for c in COURSE_LINES if temp_f < FEVER_F or "afebrile" not in c]  # today's fever
        w.header("History of Present Illness")
        w.write(f"{'Ms.' if t['gender'] == 'F' else 'Mr.'} ___ is a ___ year old with "
                f"{', '.join(v.condition[h['concept']]['surface'][0] for h in t['history'][:4])} who was admitted "
                f"{md(adm['admittime'])} with {v.condition[adm['primary']]['name']}. Per the primary team and chart "
                "review, " + " ".join(rng.sample(course, 3)) + "\n")
        w.header("Past Medical History")
        for h in t["history"]:
            w.write(f"- {v.concept(h['concept'])['surface'][0]}\n")
        w.header("Medications on Admission")
        for m in adm["home_meds"]:
            w.write(f"- {m['name']} {m['sig']}\n")
        w.header("Current Inpatient Medications")
        for o in adm["inpatient_orders"]:
            w.write(f"- {o['name']} {o['sig']}\n")
        w.write(f"\nAllergies: {self.allergies}\n")
        w.header("Physical Exam")
        hr = rng.randint(60, 110)
        w.write(f"VS: T {temp_f} HR {hr} BP {rng.randint(98, 160)}/"
                f"{rng.randint(55, 95)} RR {rng.randint(14, 24)} SpO2 {rng.randint(91, 99)}% RA\n")
        w.write(self.exam_lines(hr))
        w.header("Data")
        w.write(self.labs())
        w.write("Microbiology: " + rng.choice(MICRO) + "\n")

    def discharge_summary(self, adm: dict, index: int) -> None:
        write_discharge_summary(self, adm)
