"""The synthetic chart's discharge summary: the MIMIC-IV-style sections, written from the truth.

Most of the cohort's questions are answered from this note, so it carries every kind of mention:
HPI findings and negatives, a ROS list (never denying what the HPI or chief complaint states: the
templated negatives that contradict the history are the admission note's, ``chart.admission_note``),
past history as chronic or resolved, family history, imaging, the hospital course with ruled-out,
possible and conditional problems, the admission and discharge medication lists, and instructions.
"""

from __future__ import annotations

import datetime as dt
from typing import TYPE_CHECKING

from benchmark.synthetic.notes import (COURSE_LINES, FEVER_F, MICRO, AdmissionLabs, Mention, NoteWriter, cap,
                                      conditional_anchor, md)
from benchmark.synthetic.vocab import Vocabulary

if TYPE_CHECKING:
    from benchmark.synthetic.chart import ChartWriter

SERVICES = ["MEDICINE", "MEDICINE", "CARDIOLOGY", "SURGERY", "NEUROLOGY"]
#: ED treatments, each given only where the stay calls for it (no transfusion for a Hgb of 15, no
#: diuretic for sepsis); "{She}" is the patient's pronoun
ED_TREATMENT = [
    ("{She} received 1L NS and acetaminophen.", lambda adm, labs: True),
    ("{She} received IV fluids and a dose of empiric antibiotics after cultures were drawn.",
     lambda adm, labs: any(c["intent"] == "therapeutic" for c in adm["antibiotics"])),
    ("Received IV furosemide 40 mg with good urine output.", lambda adm, labs: adm["primary"] == "chf"),
    ("Received 2 units pRBC and IV pantoprazole.", lambda adm, labs: adm["primary"] == "gib" and labs.hgb < 8),
    ("Received ondansetron and morphine for pain.",
     lambda adm, labs: any(f["concept"] in ("abd_pain", "chest_pain") and f["assertion"] == "present"
                           for f in adm["findings"])),
]
#: ED temperatures (F); a febrile one only where the note does not deny a fever
ED_TEMPS = ["98.6", "100.9", "101.8"]
RELATIVE_FILLER = ["Otherwise non-contributory.", "Otherwise unknown; patient adopted from age ___.", ""]


def write_discharge_summary(chart: ChartWriter, adm: dict) -> None:
    """Write the admission's discharge summary into ``chart`` (its notes and mentions)."""
    t, v, rng = chart.t, chart.v, chart.rng
    w = chart.new_note("DS")
    w.write(" \nName:  ___                     Unit No:   ___\n \n")
    w.mention(f"Admission Date:  {adm['admittime'][:10]}              Discharge Date:   {adm['dischtime'][:10]}",
              "Admission Date", adm["los_fact_id"], "present")
    w.write(f"\n \nDate of Birth:  ___             Sex:   {t['gender']}\n \nService: {rng.choice(SERVICES)}\n \n"
            f"Allergies: \n{chart.allergies}\n \nAttending: ___.\n")
    primary = next(p for p in adm["problems"] if p["role"] == "primary")
    ps = chart.surface(primary["concept"])
    hpi_present = [f for f in adm["findings"] if f["assertion"] == "present" and f["where"] == "hpi"]
    w.header("Chief Complaint")  # the diagnosis or a presenting symptom, never one the note denies
    w.write(rng.choice([ps, chart.surface(hpi_present[0]["concept"]) if hpi_present else "weakness"]) + "\n")
    w.write(" \nMajor Surgical or Invasive Procedure:\n" + rng.choice(["None\n", "Paracentesis\n", "EGD\n", "PICC line placement\n"]))
    w.header("History of Present Illness")
    w.write(f"{'Ms.' if t['gender'] == 'F' else 'Mr.'} ___ is a ___ year old {'woman' if t['gender'] == 'F' else 'man'} with ")
    chronic = [h for h in t["history"] if h["status"] == "chronic"][:3]
    w.write(", ".join(v.condition[h["concept"]]["surface"][0] for h in chronic) or "no significant PMH")
    w.write(" who presents with ")
    for i, f in enumerate(hpi_present):
        s = chart.surface(f["concept"])
        w.mention(s, s, f["fact_id"], "present")
        w.write(" and " if i < len(hpi_present) - 1 else "")
    w.write(f" for {rng.randint(2, 6)} days. ")
    hpi_absent = [f for f in adm["findings"] if f["assertion"] == "absent" and f["where"] == "hpi"][:4]
    for f in hpi_absent:
        s = chart.surface(f["concept"])
        w.mention(cap(chart.phrase("absent", s)) + ". ", s, f["fact_id"], "absent")
    ros = [f for f in adm["findings"] if f["assertion"] == "absent" and f["where"] == "ros"]
    fever_denied = any(f["concept"] == "fever" for f in hpi_absent + ros)
    temp = rng.choice([t for t in ED_TEMPS if not fever_denied or float(t) < FEVER_F])
    labs = AdmissionLabs.sample(rng)  # the values ADMISSION LABS records; the narrative cites only these
    she = "She" if t["gender"] == "F" else "He"
    treatment = rng.choice([text for text, fits in ED_TREATMENT if fits(adm, labs)]).format(She=she)
    w.write(f"In the ED, initial vitals were T {temp} HR {rng.randint(88, 120)} "
            f"BP {rng.randint(95, 170)}/{rng.randint(55, 95)} RR {rng.randint(16, 28)} SpO2 {rng.randint(88, 99)}% on "
            f"{rng.choice(['RA', '2L NC', '4L NC'])}. {labs.narrative(rng)} "
            f"{treatment} Labs and imaging as below. Admitted for management of ")
    w.mention(ps + ".", ps, primary["fact_id"], "present")
    w.write("\n \nROS: ")
    # only the admission's ROS negatives: a trap (a symptom the HPI states) is never denied here, in
    # the note whose HPI states it, but in the admission note's templated ROS
    if ros:
        cue = rng.choice(["Negative for ", "Denies ", "10-point ROS negative except as in HPI, including "])
        write_negatives(w, chart, cue, rng.sample(ros, len(ros)))
    w.header("Past Medical History")
    for h in t["history"]:
        s = chart.surface(h["concept"])
        if h["status"] == "chronic":
            w.write("- ")
            w.mention(chart.phrase("historical", s), s, h["fact_id"], "present", temporality="past")
            w.write("\n")
        else:
            w.write("- ")
            w.mention(chart.phrase("resolved", s), s, h["fact_id"], "historical", temporality="past")
            w.write("\n")
    for p in adm["problems"]:
        if p["role"] == "prior_admission":
            s = chart.surface(p["concept"])
            w.write("- ")
            w.mention(f"recent admission ({md(p['onset'])}) for {s}, treated and resolved", s, p["fact_id"],
                      "historical", temporality="past")
            w.write("\n")
    w.header("Social History")
    w.write(chart.social + "\n")
    w.header("Family History")
    for f in t["family"]:
        s = chart.surface(f["concept"])
        relative = f["relative"]
        w.mention(chart.phrase("family", s, relative=relative, Relative=relative[:1].upper() + relative[1:],
                               their="her" if t["gender"] == "F" else "his"),
                  s, f["fact_id"], "family_history", experiencer="family")
        w.write("\n")
    for f in t["family_absent"]:
        s = chart.surface(f["concept"])
        w.mention(chart.phrase("family_absent", s), s, f["fact_id"], "absent", experiencer="family")
        w.write("\n")
    w.write(rng.choice(RELATIVE_FILLER) + "\n")
    w.header("Physical Exam")
    w.write(f"ADMISSION EXAM:\nVS: T {rng.choice(['98.4', '100.8', '101.2', '99.0'])} BP {rng.randint(100, 170)}/"
            f"{rng.randint(55, 95)} HR {rng.randint(60, 115)} RR {rng.randint(14, 26)} O2 sat {rng.randint(88, 99)}%\n"
            "GENERAL: Alert, in no acute distress\nHEENT: Sclera anicteric, MMM\nNECK: JVP not elevated\n")
    for f in adm["findings"]:
        exam = v.finding.get(f["concept"], {}).get("exam")
        if exam and f["assertion"] == "present":
            s = v.finding[f["concept"]]["surface"][0]
            w.write("EXTREMITIES/EXAM: ")
            w.mention(f"{exam}, consistent with {s}", s, f["fact_id"], "present")
            w.write("\n")
    w.write("NEURO: CNII-XII intact, moving all extremities\n \nDISCHARGE EXAM:\nAfebrile, VSS. Exam otherwise "
            "unchanged from admission except as noted in the hospital course.\n")
    w.header("Pertinent Results")
    w.write(f"ADMISSION LABS:\n___ 07:45AM BLOOD WBC-{labs.wbc} RBC-3.9 "
            f"Hgb-{labs.hgb} Hct-{labs.hct} Plt Ct-{labs.plt}\n"
            f"___ 07:45AM BLOOD Glucose-{labs.glucose} UreaN-{labs.bun} "
            f"Creat-{labs.creat} Na-{labs.na} K-{labs.k}\n")
    w.write("\nDISCHARGE LABS:\n" + chart.labs() + "\nMICROBIOLOGY:\n" + rng.choice(MICRO) + "\n"
            + rng.choice(MICRO) + "\n\nIMAGING:\n")
    for study in adm["imaging"]:
        w.mention(f"{md(study['date'])} {study['title']}", study["title"], study["fact_id"], "present")
        w.write(": ")
        positives = [f for f in study["findings"] if f["assertion"] == "present"]
        if positives:
            s = chart.surface(positives[0]["concept"])
            w.mention(f"{s}.", s, positives[0]["fact_id"], "present")
        else:
            w.write("No acute process.")
        w.write("\n")
    w.header("Brief Hospital Course")
    w.write(f"___ with {', '.join(v.condition[h['concept']]['surface'][0] for h in chronic)} admitted with {ps}.\n\n")
    w.write("ACUTE ISSUES:\n")
    w.mention(f"# {ps[:1].upper() + ps[1:]}", ps, primary["fact_id"], "present")
    courses = [c for c in adm["antibiotics"] if c["intent"] == "therapeutic"]
    if courses:
        w.write(": Treated with ")
        for i, c in enumerate(courses):
            end = md(c["end"]) if c["end"] <= adm["dischtime"][:10] else f"{md(c['end'])}, to complete after discharge"
            w.mention(f"{c['name']} ({md(c['start'])}-{end})", c["name"], c["fact_id"], "present")
            w.write(", " if i < len(courses) - 1 else ". ")
    else:
        w.write(": ")  # the header's separator whether or not a course follows ("# AF: Clinically ...")
    w.write("Clinically improved over the admission. " + " ".join(cap(line) for line in rng.sample(COURSE_LINES, 3))
            + "\n")
    for line in adm.get("course_notes", ()):  # a profile's extra statements (SliceBench's causal chains)
        w.write("# ")
        for part in line["parts"]:
            if part.get("fact_id"):
                w.mention(part["text"], part["surface"], part["fact_id"], part.get("assertion", "present"))
            else:
                w.write(part["text"])
        w.write("\n")
    for p in adm["problems"]:
        if p["status"] == "ruled_out":
            s = chart.surface(p["concept"])
            w.write("# ")
            w.mention(chart.phrase("ruled_out", s), s, p["fact_id"], "absent")
            # the negative result that rules this condition out (never "cultures negative" for an NSTEMI)
            w.write(f" ({rng.choice(v.rule_out_evidence[p['concept']])}).\n")
    for f in adm["findings"]:
        if f["assertion"] == "possible":
            s = chart.surface(f["concept"])
            w.write("# ")
            w.mention(chart.phrase("possible", s), s, f["fact_id"], "possible")
            w.write(", not confirmed during this admission; outpatient follow-up.\n")
        elif f.get("cause"):
            s = chart.surface(f["concept"])
            w.write("# ")
            w.mention(f"{s[:1].upper() + s[1:]}, likely due to {f['cause']}", s, f["fact_id"], "present")
            w.write(". Improved.\n")
    w.write("\nCHRONIC ISSUES:\n")
    for p in adm["problems"]:
        if p["role"] == "chronic":
            s = chart.surface(p["concept"])
            w.write("# ")
            w.mention(rng.choice([f"History of {s}", f"{s}, chronic", f"h/o {s}"]), s, p["fact_id"], "present",
                      temporality="past")
            w.write(": continued home regimen.\n")
    w.write("\nTRANSITIONAL ISSUES:\n")
    for c in adm["conditionals"]:
        text = next(x for x in v.conditionals if x["key"] == c["key"])["phrasings"][c["phrasing"]]
        w.write("[ ] ")
        w.mention(text, conditional_anchor(text, c), c["fact_id"], "conditional", temporality="future")
        w.write("\n")
    w.write("# CODE: Full (confirmed)\n# CONTACT: ___ (daughter) ___\n")
    w.header("Medications on Admission")
    w.write("The Preadmission Medication list is accurate and complete.\n")
    start = w.length
    for i, m in enumerate(adm["home_meds"], 1):
        w.write(f"{i}. {m['name'].capitalize()} {m['sig']}\n")
    home_span = (start, w.length)
    w.header("Discharge Medications")
    start = w.length
    for i, m in enumerate(adm["discharge_meds"], 1):
        extra = f" for {_days_left(m['until'], adm['dischtime'])} more days (last day {md(m['until'])})" if m.get("until") else ""
        w.write(f"{i}. {m['name'].capitalize()} {m['sig']}{extra}\n")
    w.mentions.append(Mention(adm["change_fact_id"], w.note_id, home_span[0], w.length, "Medications on Admission",
                              "present", "patient", "current", "Discharge Medications"))
    w.header("Discharge Disposition")
    w.write(rng.choice(["Home", "Home With Service", "Extended Care"]) + "\n")
    w.header("Discharge Diagnosis")
    w.write("PRIMARY:\n")
    w.mention(ps, ps, primary["fact_id"], "present")
    w.write("\n\nSECONDARY:\n")
    for p in adm["problems"]:
        if p["role"] == "chronic":
            s = chart.surface(p["concept"])
            w.mention(s, s, p["fact_id"], "present")
            w.write("\n")
    w.header("Discharge Condition")
    w.write("Mental Status: Clear and coherent.\nLevel of Consciousness: Alert and interactive.\n"
            "Activity Status: Ambulatory - Independent.\n")
    w.header("Discharge Instructions")
    w.write(f"Dear {'Ms.' if t['gender'] == 'F' else 'Mr.'} ___,\n\nIt was a pleasure taking care of you at ___. "
            f"You were admitted for {ps}. ")
    w.write("Please take your medications as prescribed and keep your follow-up appointments.\n")
    for item in adm["instructions"]:
        anchor = _instruction_anchor(item["text"], v)
        if anchor:
            w.mention(item["text"], anchor, item["fact_id"], "hypothetical", temporality="future")
            w.write("\n")
        else:
            w.write(item["text"] + "\n")
    w.write("\nWe wish you the best,\nYour ___ Care Team\n \nFollowup Instructions:\n___\n")
    disch = adm["dischtime"]
    chart.finish_note(w, "DS", adm["hadm_id"], disch[:10] + "T00:00:00",
                      (dt.datetime.fromisoformat(disch) + dt.timedelta(days=1, hours=3)).isoformat())


def write_negatives(w: NoteWriter, chart: ChartWriter, cue: str, findings: list[dict], *, template: bool = False) -> None:
    """A review of systems' negatives: ``cue`` and the findings' surfaces, each a mention whose span
    runs from the cue to the item, so the evidence carries the negation."""
    start = w.length
    w.write(cue)
    for i, f in enumerate(findings):
        s = chart.surface(f["concept"])
        item_start = w.length
        w.write(s)
        w.mentions.append(Mention(f["fact_id"], w.note_id, start, item_start + len(s), w.section,
                                  "absent", "patient", "current", s, template=template))
        w.write(", " if i < len(findings) - 1 else ".\n")


def _instruction_anchor(text: str, vocab: Vocabulary) -> str | None:
    """The first finding an instruction mentions (what it is hypothetical about)."""
    lowered = text.lower()
    hits = [(lowered.index(s.lower()), text[lowered.index(s.lower()):lowered.index(s.lower()) + len(s)])
            for f in vocab.finding.values() for s in f["surface"] if len(s) > 3 and s.lower() in lowered]
    return min(hits)[1] if hits else None


def _days_left(until: str, dischtime: str) -> int:
    return (dt.date.fromisoformat(until) - dt.date.fromisoformat(dischtime[:10])).days
