"""Build the fifth hand-written chart set (handwritten5), a DEVELOPMENT set.

Everything in this set -- patients, admissions, note texts, questions and the v1 reference
answers -- is written out below as Python data. Running the script checks it and writes
patients.jsonl, admissions.jsonl, notes.jsonl, questions.jsonl and references.jsonl next to
this file. Evidence offsets are never typed by hand: each evidence quote is located in its
note with str.index, must occur exactly once, begin and end on a sentence or list-line
boundary, and lie under the section heading it names.

Standard library only; the output is deterministic.

    /work/main/.venv/bin/python docs/examples/handwritten5/build.py
"""

from __future__ import annotations

import collections
import datetime
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
AUTHOR = "handwritten5-dev"
VERSION = "v1"
CREATED = "2026-12-04T00:00:00"
QID_PREFIX = "hw5"
MIN_PER_CATEGORY = 10
MIN_QUESTIONS = 110
MAX_QUESTIONS = 130

TASK_OF = {
    "negation": "A",
    "family_history": "A",
    "uncertainty": "A",
    "conditional": "A",
    "current_state": "B",
    "sequence": "B",
    "historical": "B",
    "duration": "B",
    "change": "B",
}

# Values benchmark-format.md allows inside `structure`.
POLARITIES = {"present", "absent", "possible", "conditional", "hypothetical"}
EXPERIENCERS = {"patient", "family"}
STATUSES = {"active", "chronic", "resolved", "ruled_out"}
STRUCTURE_KEYS = {
    "concept", "polarity", "experiencer", "relative", "status", "cause", "cause_polarity",
    "condition", "action", "order", "dates", "duration", "start", "end", "added", "removed",
    "continued", "compared",
}

# A section heading: a line that starts with a capitalised label (letters, spaces, / & ( ) ' -)
# followed by a colon, e.g. "Brief Hospital Course:", "IMPRESSION:", "A/P:".
_HEADING_RE = re.compile(r"^([A-Z][A-Za-z /&()'-]{0,48}):", re.M)

PATIENTS: list[dict] = []
ADMISSIONS: list[dict] = []
NOTES: list[dict] = []
QUESTIONS: list[dict] = []


def patient(subject_id, gender, anchor_age, race):
    PATIENTS.append(
        {"subject_id": subject_id, "gender": gender, "anchor_age": anchor_age, "race": race}
    )


def admission(subject_id, hadm_id, admittime, dischtime, race, insurance):
    ADMISSIONS.append(
        {
            "subject_id": subject_id,
            "hadm_id": hadm_id,
            "admittime": admittime,
            "dischtime": dischtime,
            "race": race,
            "insurance": insurance,
        }
    )


def note(note_id, hadm_id, charttime, storetime, text):
    """A note; subject, type and sequence number come from the MIMIC-style note_id."""
    subject, note_type, seq = note_id.split("-")
    NOTES.append(
        {
            "note_id": note_id,
            "subject_id": int(subject),
            "hadm_id": hadm_id,
            "note_type": note_type,
            "note_seq": int(seq),
            "charttime": charttime,
            "storetime": storetime,
            "text": text,
        }
    )


def ds_head(sex, service, allergies):
    """The de-identified header of a MIMIC-IV style discharge summary."""
    return (
        " \nName:  ___                     Unit No:   ___\n \n"
        "Admission Date:  ___              Discharge Date:   ___\n \n"
        f"Date of Birth:  ___             Sex:   {sex}\n \n"
        f"Service: {service}\n \n"
        f"Allergies: \n{allergies}\n \n"
        "Attending: ___.\n\n"
    )


def ev(note_id, section, quote):
    """One evidence span: an exact sentence (or list line) of a note and its section."""
    return (note_id, section, quote)


def meds(note_id, heading):
    """Evidence for a whole medication list: the lines under ``heading`` up to a blank line."""
    text = next(n["text"] for n in NOTES if n["note_id"] == note_id)
    start = text.index(f"\n{heading}:\n") + len(heading) + 3
    end = text.index("\n\n", start)
    return ev(note_id, heading, text[start:end])


def question(
    qid, subject_id, hadm_ids, category, text, answer, *, structure=None, evidence=(),
    section=None, rationale=None,
):
    """A question with its v1 reference answer; section defaults to the first span's."""
    if section is None and evidence:
        section = evidence[0][1]
    QUESTIONS.append(
        {
            "qid": f"{QID_PREFIX}-{subject_id}-{qid:02d}",
            "subject_id": subject_id,
            "hadm_ids": list(hadm_ids),
            "category": category,
            "question": text,
            "section": section,
            "answer": answer,
            "structure": structure,
            "evidence": list(evidence),
            "rationale": rationale,
        }
    )


# =============================================================================================
# Patient 9500001: M, 66, HFrEF (LVEF 30%). March 2201: decompensation after running out of
# furosemide; AKI on diuresis with lisinopril and spironolactone held; lisinopril replaced by
# sacubitril-valsartan; furosemide doubled; hyponatremia corrected. August 2201: decompensation
# and AKI with hyperkalemia after OTC naproxen for gout; sacubitril-valsartan held then resumed
# at a lower dose; furosemide replaced by torsemide; spironolactone reduced; dapagliflozin added.
# =============================================================================================
S1 = 9500001
A1, A2 = 49500001, 49500002
patient(S1, "M", 66, "WHITE")
admission(S1, A1, "2201-03-10T14:20:00", "2201-03-16T12:05:00", "WHITE", "Medicare")
admission(S1, A2, "2201-08-04T17:45:00", "2201-08-09T13:30:00", "WHITE", "Medicare")

note("9500001-ED-1", A1, "2201-03-10T11:05:00", "2201-03-10T13:52:00", """\
ED Resident Note
CC: SOB, leg swelling
HPI: 66M w/ HFrEF (EF 30% on TTE 2200), HTN, CKD3a, T2DM p/w 1 wk progressive DOE, 3-pillow orthopnea, PND and ~4 kg wt gain. Ran out of furosemide 5 days ago. Ate ham and pickles over the holiday weekend. Denies chest pain. No fever, no productive cough.
Home meds: lisinopril 10 daily, furosemide 40 daily, metoprolol succ 50 daily, spironolactone 25 daily, atorvastatin 40, metformin 500 BID.
Exam: BP 162/94 HR 98 RR 24 SpO2 89% RA -> 95% 3L NC. JVP to angle of jaw. Bibasilar crackles. 2+ pitting edema to knees.
Labs: Na 128, K 4.6, Cr 1.1 (baseline 1.0), BNP 2840, trop 0.03 -> 0.03.
ECG: sinus 98, LBBB (old, unchanged from 2200).
A/P: ADHF 2/2 med nonadherence + dietary indiscretion. Furosemide 80 mg IV x1 given in ED. Hyponatremia, likely hypervolemic. Trop flat, ACS unlikely. Admit to medicine.
""")

note("9500001-RR-1", A1, "2201-03-10T11:40:00", "2201-03-10T12:31:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  66 year old man with dyspnea and hypoxia.  Evaluate for pulmonary edema, pneumonia.

COMPARISON:  None.

FINDINGS:
Moderate cardiomegaly.  Bilateral interstitial and perihilar alveolar opacities are consistent with pulmonary edema.  Small bilateral pleural effusions.  Patchy opacity at the right lung base may reflect atelectasis.  No pneumothorax.

IMPRESSION:
1. Moderate pulmonary edema with small bilateral pleural effusions.
2. Right basilar opacity, likely atelectasis; superimposed pneumonia cannot be excluded in the appropriate clinical setting.
""")

note("9500001-RR-2", A1, "2201-03-13T10:15:00", "2201-03-13T11:02:00", """\
EXAMINATION:  RENAL ULTRASOUND

INDICATION:  66 year old man with heart failure and acute kidney injury.  Evaluate for hydronephrosis.

FINDINGS:
Right kidney 10.8 cm, left kidney 11.1 cm.  Normal cortical thickness and echogenicity.  No hydronephrosis, stones or masses.  Bladder is decompressed around a Foley catheter.

IMPRESSION:
No hydronephrosis.  Normal-appearing kidneys.
""")

note("9500001-PN-1", A1, "2201-03-13T09:40:00", "2201-03-13T16:10:00", """\
Hospital Medicine Progress Note, hospital day 4

Subjective: Breathing much better, slept on 2 pillows.  Net negative 4.1 L since admission.  Weight 92.4 kg (96.8 kg on admission).

Objective: BP 104/62, HR 82, SpO2 95% RA.  Crackles at the bases only.  Trace ankle edema.
Labs: Cr 1.9 (from 1.1 on admission), K 5.3, Na 131, BUN 48.

Assessment and Plan:
66M with HFrEF admitted with acute decompensated heart failure, now with AKI, likely from brisk diuresis on top of an ACE inhibitor and an MRA.
# AKI: Creatinine 1.1 -> 1.9.  Holding lisinopril and spironolactone as of today.  IV furosemide held today; reassess volume in the morning.  Renal US pending.  Avoid nephrotoxins.
# HFrEF, EF 30%: Nearly euvolemic.  Plan to switch lisinopril to sacubitril-valsartan once creatinine improves.  Last lisinopril dose was 3/12 at 08:00, so sacubitril-valsartan can start no earlier than 3/13 at 20:00 (36-hour washout).
# Hyponatremia: Na 128 -> 131, hypervolemic, improving with diuresis.  Fluid restriction 1.5 L.
# Right basilar opacity on CXR: Afebrile, WBC 7.2, procalcitonin 0.04.  Not treating for pneumonia.
# T2DM: Metformin held while creatinine is up; insulin sliding scale.
Code status: Full code.
""")

note("9500001-PN-2", A1, "2201-03-15T10:20:00", "2201-03-15T15:45:00", """\
Hospital Medicine Progress Note, hospital day 6

Subjective: No dyspnea at rest.  Walked the hallway twice with PT.

Objective: BP 118/70, HR 76.  Weight 91.0 kg, likely near dry weight.  Lungs clear.  No edema.
Labs: Cr 1.3, K 4.8, Na 136.

Assessment and Plan:
66M with HFrEF admitted with acute decompensated heart failure, now with AKI, likely from brisk diuresis on top of an ACE inhibitor and an MRA.
# AKI: Creatinine 1.1 -> 1.9.  Holding lisinopril and spironolactone as of today.  Resolving, Cr 1.3 today.
# HFrEF, EF 30%: Sacubitril-valsartan 24-26 mg BID started this morning, first dose 3/15 at 08:00; furosemide restarted PO at 40 mg BID.  Spironolactone stays on hold.
# Hyponatremia: Resolved, Na 136.
# T2DM: Resume metformin at discharge.
Dispo: home tomorrow if weight stable.
""")

note("9500001-DS-1", A1, "2201-03-16T11:30:00", "2201-03-16T14:02:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Shortness of breath and leg swelling

Major Surgical or Invasive Procedure:
None

History of Present Illness:
Mr. ___ is a 66 year old man with heart failure with reduced ejection fraction (LVEF 30%), hypertension, CKD stage 3a and type 2 diabetes who presented with a week of worsening exertional dyspnea, orthopnea and leg swelling after running out of furosemide and a salty holiday weekend.  He denied chest pain.

Past Medical History:
- HFrEF, nonischemic cardiomyopathy, LVEF 30%
- Hypertension
- CKD stage 3a, baseline creatinine 1.0
- Type 2 diabetes
- Left bundle branch block

Social History:
Retired bus driver.  Lives with his wife.  Never smoker.  No alcohol.

Family History:
Father died of a myocardial infarction at 60.  Mother had type 2 diabetes and died at 81 of a stroke.  One brother, healthy.

Physical Exam:
Admission: JVP to the angle of the jaw, bibasilar crackles, 2+ edema to the knees.
Discharge: JVP 7 cm, lungs clear, no edema.  Weight 91.0 kg.

Pertinent Results:
Admission Na 128, K 4.6, Cr 1.1, BNP 2840.  Peak Cr 1.9 on 3/13.  Discharge Na 136, K 4.7, Cr 1.2.
CXR 3/10: pulmonary edema, small effusions, right basilar opacity (atelectasis vs pneumonia).
Renal US 3/13: no hydronephrosis.

Brief Hospital Course:
# Acute on chronic systolic heart failure: Precipitated by running out of furosemide and dietary sodium.  He diuresed well on IV furosemide and is euvolemic at discharge, 5.8 kg below his admission weight.  Because of the AKI, lisinopril was stopped, and after a washout he was started on sacubitril-valsartan 24-26 mg twice daily on 3/15, which he tolerated without hypotension.  Home furosemide was increased from 40 mg daily to 40 mg twice daily.  Metoprolol succinate was continued.
# Acute kidney injury: Creatinine rose from 1.1 to 1.9 on 3/13 with diuresis while on lisinopril and spironolactone.  Both were held, and creatinine improved to 1.2 at discharge.  Spironolactone remains on hold at discharge.  A BMP will be checked at heart failure clinic in one week; if potassium is below 5.0 and creatinine is stable, spironolactone 25 mg daily will be resumed.
# Hyponatremia: Hypervolemic hyponatremia, Na 128 on admission.  It corrected with diuresis and fluid restriction, and sodium was 136 at discharge.
# Right basilar opacity: Felt to be atelectasis.  He was afebrile without leukocytosis and procalcitonin was 0.04, so he was not treated for pneumonia.
# Type 2 diabetes: Metformin was held during the AKI and resumed at discharge.

Medications on Admission:
1. Lisinopril 10 mg PO daily
2. Furosemide 40 mg PO daily
3. Metoprolol succinate 50 mg PO daily
4. Spironolactone 25 mg PO daily
5. Atorvastatin 40 mg PO daily
6. Metformin 500 mg PO BID

Discharge Medications:
1. Sacubitril-valsartan 24-26 mg PO BID
2. Furosemide 40 mg PO BID
3. Metoprolol succinate 50 mg PO daily
4. Atorvastatin 40 mg PO daily
5. Metformin 500 mg PO BID

Discharge Disposition:
Home

Discharge Diagnosis:
Acute on chronic systolic heart failure
Acute kidney injury
Hyponatremia

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Weigh yourself every morning.  Call the clinic if your weight goes up more than 3 pounds in a day or 5 pounds in a week.  Do not take lisinopril any more; sacubitril-valsartan (Entresto) replaces it.  Do not take spironolactone until the clinic tells you to restart it.

Followup Instructions:
Heart failure clinic in 1 week with BMP.
""")

note("9500001-ED-2", A2, "2201-08-04T14:10:00", "2201-08-04T17:20:00", """\
EMERGENCY DEPARTMENT ATTENDING NOTE

Mr. ___ is a 66-year-old man with HFrEF whom we admitted in March for decompensated heart failure.  He comes in today with five days of a hot, swollen, exquisitely painful left big toe, and for the last two days increasing dyspnea and swelling of his legs.  An urgent care started him on naproxen 500 mg twice daily on 7/30 for presumed gout, and he has been taking it faithfully.  He says his weight is up 3 kg.  No chest pain.  No fever at home.

His home medications are sacubitril-valsartan 49-51 mg twice daily (increased at clinic in April), furosemide 40 mg twice daily, spironolactone 25 mg daily (restarted at clinic on 3/23), metoprolol succinate 50 mg daily, atorvastatin and metformin.

On examination: T 37.9, BP 138/84, HR 92, SpO2 93% on room air.  JVP 12 cm, crackles at both bases, 1+ edema.  The left first MTP joint is red, warm, swollen and too tender to touch.

Labs: Cr 2.4 (1.2 in March), K 5.8, Na 137, uric acid 9.4, WBC 11.8, BNP 1460.  ECG with no peaked T waves, LBBB unchanged.

Assessment: Heart failure exacerbation and AKI with hyperkalemia, most likely from NSAID exposure on top of sacubitril-valsartan and spironolactone.  Acute monoarthritis, probably gout, but with a low-grade temperature I cannot exclude a septic joint, so I have asked rheumatology to tap it.

Plan: Naproxen stopped.  Sodium zirconium cyclosilicate 10 g PO given once for K 5.8.  Holding sacubitril-valsartan and spironolactone.  Furosemide 80 mg IV.  Admit to medicine.
""")

note("9500001-RR-3", A2, "2201-08-04T15:02:00", "2201-08-04T15:48:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  66 year old man with heart failure and dyspnea.  Evaluate for edema.

COMPARISON:  Chest radiograph 2201-03-10.

FINDINGS:
Stable moderate cardiomegaly.  Mild interstitial edema.  No pleural effusion.  The right basilar opacity seen previously has resolved.  No focal consolidation.

IMPRESSION:
Mild interstitial pulmonary edema.  Resolution of the previously seen right basilar opacity.
""")

note("9500001-RR-4", A2, "2201-08-05T08:30:00", "2201-08-05T09:40:00", """\
EXAMINATION:  LEFT FOOT, THREE VIEWS

INDICATION:  66 year old man with acute pain and swelling of the left first MTP joint.  Gout versus septic arthritis.

FINDINGS:
Soft tissue swelling about the first metatarsophalangeal joint.  Joint space is preserved.  No erosions, fracture or periosteal reaction.  No soft tissue gas.

IMPRESSION:
Soft tissue swelling at the first MTP joint without erosive change.  Septic arthritis cannot be excluded radiographically; correlate with joint aspiration.
""")

note("9500001-CN-1", A2, "2201-08-05T11:15:00", "2201-08-05T13:30:00", """\
Rheumatology Consult

Reason for consult: acute left first MTP arthritis, ? septic.

HPI: 66M with HFrEF, CKD 3a, on loop diuretic, first ever episode of podagra 5 days ago.  Naproxen started 7/30.

Procedure: Arthrocentesis of the left first MTP joint under sterile technique, 0.8 mL cloudy yellow fluid.

Synovial fluid: WBC 18,500 (82% PMN).  Many needle-shaped, negatively birefringent intracellular crystals.  Gram stain: no organisms.  Culture pending.

Impression: Acute gout flare of the left first MTP joint, crystal-proven.  Septic arthritis unlikely with a negative Gram stain; follow culture.

Recommendations:
- No NSAIDs given his HFrEF and AKI.
- Prednisone 30 mg daily for 5 days, 8/5 through 8/9, then stop.  Colchicine 0.3 mg daily while creatinine is above 2.
- Do not start allopurinol during the flare.  If he has a second flare, start allopurinol 100 mg daily at least 2 weeks after this flare settles, with colchicine cover.
- Loop diuretics raise urate; consider this in diuretic choice.
""")

note("9500001-PN-3", A2, "2201-08-07T09:05:00", "2201-08-07T12:20:00", """\
Medicine PN HD4
S: toe much better, 2/10.  Breathing ok, flat in bed.
O: BP 126/74 HR 74.  JVP 8.  Clear.  Trace edema.  L MTP less red.
Labs: Cr 2.4 -> 1.9 -> 1.5.  K 4.6.  Synovial cx NGTD x48h.
A/P:
# ADHF: euvolemic.  Will change furosemide to torsemide 40 mg daily (better absorption, one dose).
# AKI/hyperK: improving, NSAID + ARNI + MRA.  Sac-val held since 8/4, plan restart 24-26 mg BID tomorrow if Cr < 1.6; spironolactone restart at 12.5 mg daily tomorrow if K < 5.0.
# Gout: crystal-proven; pred 30 day 3/5; colchicine 0.3 daily.
# T2DM: metformin on hold; start dapagliflozin 10 mg at d/c (HF + DM benefit).
# Dispo: home 8/9.
""")

note("9500001-DS-2", A2, "2201-08-09T10:40:00", "2201-08-09T14:15:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Left big toe pain, dyspnea

Major Surgical or Invasive Procedure:
Arthrocentesis of the left first MTP joint (8/5)

History of Present Illness:
66 year old man with HFrEF (LVEF 30%) admitted in March with decompensated heart failure, AKI and hyponatremia, who presented with a first gout flare treated at urgent care with naproxen, followed by weight gain, dyspnea and AKI with hyperkalemia.

Past Medical History:
- HFrEF, nonischemic cardiomyopathy, LVEF 30%
- Hypertension
- CKD stage 3a
- Type 2 diabetes
- Gout, first flare 7/2201

Social History:
Retired bus driver.  Lives with his wife.  Never smoker.  No alcohol.

Family History:
Father died of a myocardial infarction at 60.  Mother with type 2 diabetes, died of a stroke at 81.

Physical Exam:
Discharge: BP 124/72, HR 72.  JVP 8 cm.  Lungs clear.  No edema.  Left first MTP mildly swollen, minimal tenderness.

Pertinent Results:
Admission Na 137, K 5.8, Cr 2.4.  Discharge Na 138, K 4.5, Cr 1.4.
Synovial fluid 8/5: WBC 18,500, monosodium urate crystals, Gram stain negative, culture no growth at 72 hours.
CXR 8/4: mild interstitial edema; prior right basilar opacity resolved.
Left foot x-ray 8/5: soft tissue swelling, no erosions.

Brief Hospital Course:
# Acute on chronic systolic heart failure: Mild decompensation from NSAID-related sodium retention and AKI.  Diuresed with IV furosemide.  At discharge, furosemide was replaced by torsemide 40 mg daily.  Dapagliflozin 10 mg daily was started for heart failure and diabetes.
# AKI with hyperkalemia: Creatinine 2.4 and K 5.8 on admission after naproxen on top of sacubitril-valsartan and spironolactone.  He received a single dose of sodium zirconium cyclosilicate in the ED.  Sacubitril-valsartan was held from 8/4 to 8/7 and resumed on 8/8 at the lower dose of 24-26 mg BID.  Spironolactone was held and resumed on 8/8 at 12.5 mg daily with K 4.6.  Creatinine 1.4 at discharge.
# Acute gout, left first MTP: Confirmed by crystals on arthrocentesis.  Septic arthritis was excluded: Gram stain negative and synovial culture without growth.  Naproxen was stopped.  Prednisone 30 mg daily for 5 days (8/5-8/9, last dose today) and colchicine 0.3 mg daily until the flare resolves.  Allopurinol was not started; per rheumatology it will be started if he has a second flare.
# Hyponatremia: Not present this admission, sodium 137-138 throughout.
# Type 2 diabetes: Metformin was held during the AKI and resumed at discharge.

Medications on Admission:
1. Sacubitril-valsartan 49-51 mg PO BID
2. Furosemide 40 mg PO BID
3. Spironolactone 25 mg PO daily
4. Metoprolol succinate 50 mg PO daily
5. Atorvastatin 40 mg PO daily
6. Metformin 500 mg PO BID
7. Naproxen 500 mg PO BID

Discharge Medications:
1. Sacubitril-valsartan 24-26 mg PO BID
2. Torsemide 40 mg PO daily
3. Spironolactone 12.5 mg PO daily
4. Metoprolol succinate 50 mg PO daily
5. Atorvastatin 40 mg PO daily
6. Metformin 500 mg PO BID
7. Dapagliflozin 10 mg PO daily
8. Colchicine 0.3 mg PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Acute on chronic systolic heart failure
Acute kidney injury with hyperkalemia
Acute gout flare

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Never take naproxen, ibuprofen or other NSAIDs.  Torsemide replaces furosemide; do not take both.  Your Entresto dose is lower than before.

Followup Instructions:
Heart failure clinic in 1 week with BMP.  Rheumatology in 4 weeks.
""")

# --- questions, patient 9500001 -------------------------------------------------------------
question(1, S1, [A1], "change", "What happened to his ACE inhibitor in March?",
    "Lisinopril was stopped and replaced by sacubitril-valsartan 24-26 mg BID. It was held for "
    "AKI on 3/13 and the ARNI was started on 3/15 after a washout.",
    structure={"added": ["sacubitril-valsartan"], "removed": ["lisinopril"], "continued": [],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500001-DS-1", "Medications on Admission"),
              meds("9500001-DS-1", "Discharge Medications"),
              ev("9500001-DS-1", "Brief Hospital Course", "Because of the AKI, lisinopril was stopped, and after a washout he was started on sacubitril-valsartan 24-26 mg twice daily on 3/15, which he tolerated without hypotension.")])
question(2, S1, [A1], "change", "what happened to his diuretics at the first admission?",
    "Furosemide was increased from 40 mg daily to 40 mg BID, and spironolactone was held for AKI "
    "and was still on hold at discharge, pending a clinic BMP.",
    structure={"added": [], "removed": ["spironolactone"], "continued": ["furosemide"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500001-DS-1", "Medications on Admission"),
              meds("9500001-DS-1", "Discharge Medications"),
              ev("9500001-DS-1", "Brief Hospital Course", "Home furosemide was increased from 40 mg daily to 40 mg twice daily."),
              ev("9500001-DS-1", "Brief Hospital Course", "Spironolactone remains on hold at discharge.")],
    rationale="Spironolactone was on hold, not on the discharge list, so it is listed as removed; "
              "furosemide changed dose and is listed as continued.")
question(3, S1, [A2], "change", "And the diuretics in August — what changed?",
    "Furosemide 40 mg BID was replaced by torsemide 40 mg daily, and spironolactone was held for "
    "hyperkalemia and resumed at a lower dose, 12.5 mg daily instead of 25 mg.",
    structure={"added": ["torsemide"], "removed": ["furosemide"], "continued": ["spironolactone"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500001-DS-2", "Medications on Admission"),
              meds("9500001-DS-2", "Discharge Medications"),
              ev("9500001-DS-2", "Brief Hospital Course", "At discharge, furosemide was replaced by torsemide 40 mg daily."),
              ev("9500001-DS-2", "Brief Hospital Course", "Spironolactone was held and resumed on 8/8 at 12.5 mg daily with K 4.6.")])
question(4, S1, [A2], "change", "Entresto dose on the way in vs on the way out in August?",
    "It went down: 49-51 mg BID on admission, held 8/4-8/7 for AKI and hyperkalemia, then resumed "
    "on 8/8 at 24-26 mg BID.",
    structure={"added": [], "removed": [], "continued": ["sacubitril-valsartan"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500001-DS-2", "Medications on Admission"),
              meds("9500001-DS-2", "Discharge Medications"),
              ev("9500001-DS-2", "Brief Hospital Course", "Sacubitril-valsartan was held from 8/4 to 8/7 and resumed on 8/8 at the lower dose of 24-26 mg BID.")])
question(5, S1, [A2], "change", "Diabetes meds at the August discharge vs admission?",
    "Dapagliflozin 10 mg daily was added; metformin was held during the AKI and resumed, so it is "
    "continued at 500 mg BID.",
    structure={"added": ["dapagliflozin"], "removed": [], "continued": ["metformin"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500001-DS-2", "Medications on Admission"),
              meds("9500001-DS-2", "Discharge Medications"),
              ev("9500001-DS-2", "Brief Hospital Course", "Dapagliflozin 10 mg daily was started for heart failure and diabetes."),
              ev("9500001-DS-2", "Brief Hospital Course", "Metformin was held during the AKI and resumed at discharge.")])
question(6, S1, [A1], "historical", "Was the hyponatremia fixed by the time he went home in March?",
    "Yes. Sodium was 128 on admission and 136 at discharge after diuresis and fluid restriction.",
    structure={"concept": "hyponatremia", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500001-DS-1", "Brief Hospital Course", "It corrected with diuresis and fluid restriction, and sodium was 136 at discharge.")])
question(7, S1, [A2], "negation", "Hyponatremic again at the second admission?",
    "No. His sodium was 137-138 throughout the August admission.",
    structure={"concept": "hyponatremia", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500001-DS-2", "Brief Hospital Course", "# Hyponatremia: Not present this admission, sodium 137-138 throughout.")])
question(8, S1, [A1], "uncertainty", "The March CXR said pneumonia can't be excluded — did he have pneumonia?",
    "No. The right basal opacity was judged atelectasis: he was afebrile, had no leukocytosis and a "
    "procalcitonin of 0.04, was not treated, and the opacity had resolved on the August film.",
    structure={"concept": "pneumonia", "polarity": "absent", "experiencer": "patient",
               "status": "ruled_out"},
    evidence=[ev("9500001-DS-1", "Brief Hospital Course", "He was afebrile without leukocytosis and procalcitonin was 0.04, so he was not treated for pneumonia."),
              ev("9500001-RR-1", "IMPRESSION", "2. Right basilar opacity, likely atelectasis; superimposed pneumonia cannot be excluded in the appropriate clinical setting.")])
question(9, S1, [A2], "uncertainty", "Septic toe or gout?",
    "Gout. Crystal-proven on arthrocentesis; septic arthritis was excluded by a negative Gram stain "
    "and a synovial culture with no growth.",
    structure={"concept": "septic arthritis", "polarity": "absent", "experiencer": "patient",
               "status": "ruled_out"},
    evidence=[ev("9500001-DS-2", "Brief Hospital Course", "Septic arthritis was excluded: Gram stain negative and synovial culture without growth."),
              ev("9500001-DS-2", "Brief Hospital Course", "# Acute gout, left first MTP: Confirmed by crystals on arthrocentesis.")])
question(10, S1, [A2], "uncertainty", "Was the gout actually confirmed or just clinical?",
    "Confirmed. The synovial fluid showed negatively birefringent needle-shaped crystals.",
    structure={"concept": "gout", "polarity": "present", "experiencer": "patient"},
    evidence=[ev("9500001-CN-1", "Synovial fluid", "Many needle-shaped, negatively birefringent intracellular crystals."),
              ev("9500001-CN-1", "Impression", "Acute gout flare of the left first MTP joint, crystal-proven.")])
question(11, S1, [A1], "conditional", "Plan for the spironolactone after the March discharge?",
    "Restart spironolactone 25 mg daily if the clinic BMP in one week showed K below 5.0 and a "
    "stable creatinine. It was resumed at clinic on 3/23.",
    structure={"concept": "spironolactone", "polarity": "conditional", "experiencer": "patient",
               "condition": "potassium below 5.0 and creatinine stable at 1-week BMP",
               "action": "resume spironolactone 25 mg daily"},
    evidence=[ev("9500001-DS-1", "Brief Hospital Course", "A BMP will be checked at heart failure clinic in one week; if potassium is below 5.0 and creatinine is stable, spironolactone 25 mg daily will be resumed."),
              ev("9500001-ED-2", None, "His home medications are sacubitril-valsartan 49-51 mg twice daily (increased at clinic in April), furosemide 40 mg twice daily, spironolactone 25 mg daily (restarted at clinic on 3/23), metoprolol succinate 50 mg daily, atorvastatin and metformin.")])
question(12, S1, [A2], "conditional", "Allopurinol — starting it?",
    "Not now. Rheumatology will start allopurinol 100 mg daily only if he has a second flare, at "
    "least 2 weeks after this flare settles and with colchicine cover.",
    structure={"concept": "allopurinol", "polarity": "conditional", "experiencer": "patient",
               "condition": "a second gout flare",
               "action": "start allopurinol 100 mg daily at least 2 weeks after the flare settles"},
    evidence=[ev("9500001-CN-1", "Recommendations", "If he has a second flare, start allopurinol 100 mg daily at least 2 weeks after this flare settles, with colchicine cover."),
              ev("9500001-DS-2", "Brief Hospital Course", "Allopurinol was not started; per rheumatology it will be started if he has a second flare.")])
question(13, S1, [A2], "duration", "How long was the prednisone for the gout?",
    "5 days. Prednisone 30 mg daily from 8/5 through 8/9, with the last dose given in hospital.",
    structure={"concept": "prednisone", "duration": {"value": 5, "unit": "days"},
               "start": "2201-08-05", "end": "2201-08-09"},
    evidence=[ev("9500001-DS-2", "Brief Hospital Course", "Prednisone 30 mg daily for 5 days (8/5-8/9, last dose today) and colchicine 0.3 mg daily until the flare resolves.")])
question(14, S1, [A1], "duration", "How long between his last lisinopril and the first Entresto dose?",
    "72 hours (3 days). The last lisinopril dose was 3/12 at 08:00 and the first sacubitril-valsartan "
    "dose was 3/15 at 08:00, beyond the required 36-hour washout.",
    structure={"concept": "lisinopril washout", "duration": {"value": 72, "unit": "hours"},
               "start": "2201-03-12", "end": "2201-03-15"},
    evidence=[ev("9500001-PN-1", "Assessment and Plan", "Last lisinopril dose was 3/12 at 08:00, so sacubitril-valsartan can start no earlier than 3/13 at 20:00 (36-hour washout)."),
              ev("9500001-PN-2", "Assessment and Plan", "# HFrEF, EF 30%: Sacubitril-valsartan 24-26 mg BID started this morning, first dose 3/15 at 08:00; furosemide restarted PO at 40 mg BID.")])
question(15, S1, [A2], "duration", "How many days was the Entresto held in August?",
    "4 days. It was held from 8/4 through 8/7 and resumed on 8/8 at a lower dose.",
    structure={"concept": "sacubitril-valsartan held", "duration": {"value": 4, "unit": "days"},
               "start": "2201-08-04", "end": "2201-08-07"},
    evidence=[ev("9500001-DS-2", "Brief Hospital Course", "Sacubitril-valsartan was held from 8/4 to 8/7 and resumed on 8/8 at the lower dose of 24-26 mg BID.")])
question(16, S1, [A1, A2], "sequence", "Spironolactone: held, restarted, cut — when?",
    "Held for AKI on 3/13/2201, restarted at 25 mg at clinic on 3/23, held again for hyperkalemia on "
    "8/4 and resumed at 12.5 mg daily on 8/8.",
    structure={"order": ["spironolactone held for AKI", "spironolactone resumed 25 mg",
                         "spironolactone held for hyperkalemia", "spironolactone resumed 12.5 mg"],
               "dates": ["2201-03-13", "2201-03-23", "2201-08-04", "2201-08-08"]},
    evidence=[ev("9500001-PN-1", "Assessment and Plan", "Holding lisinopril and spironolactone as of today."),
              ev("9500001-ED-2", None, "His home medications are sacubitril-valsartan 49-51 mg twice daily (increased at clinic in April), furosemide 40 mg twice daily, spironolactone 25 mg daily (restarted at clinic on 3/23), metoprolol succinate 50 mg daily, atorvastatin and metformin."),
              ev("9500001-ED-2", "Plan", "Holding sacubitril-valsartan and spironolactone."),
              ev("9500001-DS-2", "Brief Hospital Course", "Spironolactone was held and resumed on 8/8 at 12.5 mg daily with K 4.6.")])
question(17, S1, [A2], "sequence", "Naproxen first or the dyspnea first?",
    "The naproxen. It was started on 7/30 for the toe, and the dyspnea and leg swelling began about "
    "two days before the 8/4 presentation.",
    structure={"order": ["naproxen started", "dyspnea and leg swelling"],
               "dates": ["2201-07-30", "2201-08-02"]},
    evidence=[ev("9500001-ED-2", None, "An urgent care started him on naproxen 500 mg twice daily on 7/30 for presumed gout, and he has been taking it faithfully."),
              ev("9500001-ED-2", None, "He comes in today with five days of a hot, swollen, exquisitely painful left big toe, and for the last two days increasing dyspnea and swelling of his legs.")])
question(18, S1, [A2], "current_state", "Is he on an ACE inhibitor now?",
    "No. Lisinopril was stopped in March; he is on sacubitril-valsartan, now 24-26 mg BID after the "
    "August dose reduction.",
    structure={"concept": "lisinopril", "polarity": "absent", "experiencer": "patient"},
    evidence=[meds("9500001-DS-2", "Discharge Medications"),
              ev("9500001-DS-1", "Discharge Instructions", "Do not take lisinopril any more; sacubitril-valsartan (Entresto) replaces it.")])
question(19, S1, [A2], "current_state", "Still on spironolactone after August?",
    "Yes, at a reduced dose: 12.5 mg daily, resumed 8/8 once potassium was 4.6.",
    structure={"concept": "spironolactone", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[ev("9500001-DS-2", "Discharge Medications", "3. Spironolactone 12.5 mg PO daily")])
question(20, S1, [A2], "negation", "He going home on Lokelma?",
    "No. He had one 10 g dose of sodium zirconium cyclosilicate in the ED for K 5.8; it is not on the "
    "discharge list.",
    structure={"concept": "sodium zirconium cyclosilicate", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[ev("9500001-DS-2", "Brief Hospital Course", "He received a single dose of sodium zirconium cyclosilicate in the ED."),
              meds("9500001-DS-2", "Discharge Medications")])
question(21, S1, [A1], "negation", "Any chest pain with the March presentation?",
    "No. He denied chest pain, and troponin was flat at 0.03.",
    structure={"concept": "chest pain", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500001-ED-1", "HPI", "Denies chest pain."),
              ev("9500001-DS-1", "History of Present Illness", "He denied chest pain.")])
question(22, S1, [], "family_history", "Premature CAD in the family?",
    "Yes. His father died of a myocardial infarction at 60.",
    structure={"concept": "myocardial infarction", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[ev("9500001-DS-1", "Family History", "Father died of a myocardial infarction at 60.")])
question(23, S1, [], "family_history", "Diabetes — him or his mother?",
    "Both. He has type 2 diabetes on metformin, and his mother had type 2 diabetes.",
    structure={"concept": "type 2 diabetes", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9500001-DS-1", "Family History", "Mother had type 2 diabetes and died at 81 of a stroke."),
              ev("9500001-DS-1", "Past Medical History", "- Type 2 diabetes")],
    rationale="A compound question: the structure records the relative; the answer states the "
              "patient has the disease too.")

# =============================================================================================
# Patient 9500002: F, 79, atrial fibrillation on apixaban plus aspirin. January 2202: duodenal
# ulcer bleed (H. pylori positive), two units, apixaban held and aspirin stopped, bismuth
# quadruple therapy for 14 days, apixaban restarted 1/22. June 2202: diverticular bleed on
# apixaban, one unit, CTA negative for PE, a single dose of IV iron, apixaban stopped for good
# and referral for left atrial appendage occlusion.
# =============================================================================================
S2 = 9500002
A3, A4 = 49500003, 49500004
patient(S2, "F", 79, "BLACK/AFRICAN AMERICAN")
admission(S2, A3, "2202-01-14T09:30:00", "2202-01-19T14:10:00", "BLACK/AFRICAN AMERICAN", "Medicare")
admission(S2, A4, "2202-06-03T23:50:00", "2202-06-08T12:40:00", "BLACK/AFRICAN AMERICAN", "Medicare")

note("9500002-ED-1", A3, "2202-01-14T07:50:00", "2202-01-14T09:12:00", """\
ED NOTE - ATTENDING
79F AFib on apixaban + ASA (remote RCA stent 2195), HTN, hypothyroid. 2 days black tarry stools, lightheaded on standing this AM. No hematemesis. No abd pain. No NSAIDs. No EtOH.
Last apixaban dose 1/13 ~20:00.
VS: HR 112, BP 94/58, SpO2 98% RA. Pale. Abd soft NT. Rectal: melena, guaiac +.
Labs: Hgb 6.9 (baseline 11.8 in 10/2201), BUN 62, Cr 1.0, INR 1.3, plt 214.
Glasgow-Blatchford 14.
A/P: Upper GI bleed, likely PUD; H. pylori status unknown.
- 2 large bore IVs, 1 L LR, 2 u PRBC ordered.
- Pantoprazole 80 mg IV bolus then 8 mg/h infusion.
- Hold apixaban and aspirin.
- Andexanet discussed with GI; not given, as HR and BP responded to fluids and blood.
- GI for EGD. Admit MICU step-down.
""")

note("9500002-RR-1", A3, "2202-01-14T08:40:00", "2202-01-14T09:30:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  79 year old woman with GI bleed prior to endoscopy.  Evaluate for free air, aspiration.

FINDINGS:
Heart size is mildly enlarged.  Lungs are clear.  No pleural effusion or pneumothorax.  No free air under the diaphragm.

IMPRESSION:
No acute cardiopulmonary process.  No free intraperitoneal air.
""")

note("9500002-PN-1", A3, "2202-01-15T11:20:00", "2202-01-15T12:05:00", """\
ENDOSCOPY PROCEDURE NOTE (EGD)

Indication: melena, acute blood loss anemia.
Sedation: MAC.

Findings:
Esophagus: normal.  No varices.
Stomach: mild antral erythema.  Biopsies taken from antrum and body for H. pylori.
Duodenum: a 10 mm ulcer in the posterior duodenal bulb with a non-bleeding visible vessel (Forrest IIa).  Treated with epinephrine injection (6 mL of 1:10,000) and two hemoclips with good hemostasis.

Impression: Duodenal bulb ulcer with visible vessel, treated endoscopically.

Recommendations: Continue pantoprazole infusion for 72 hours, then pantoprazole 40 mg PO BID.  Follow H. pylori biopsies.  Hold anticoagulation; timing of restart per primary team and cardiology.
""")

note("9500002-CN-1", A3, "2202-01-16T14:00:00", "2202-01-16T16:25:00", """\
Cardiology Consult

Reason: anticoagulation management after upper GI bleed in a patient with atrial fibrillation.

History: 79 y/o woman with nonvalvular AF (CHA2DS2-VASc 5: age, female, HTN, vascular disease) on apixaban 5 mg BID and aspirin 81 mg daily, the aspirin continued since an RCA stent in 2195.  Admitted 1/14 with a duodenal ulcer bleed, clipped 1/15.

Assessment: High thromboembolic risk and a bleed with a treatable source.  The stent is more than 6 years old, so aspirin adds bleeding risk without clear benefit on top of an anticoagulant.

Recommendations:
1. Stop aspirin permanently.
2. Resume apixaban 5 mg BID on 1/22, 7 days after endoscopic hemostasis, provided there is no further melena and hemoglobin is stable.
3. If she has another major bleed on apixaban, we would stop anticoagulation and refer her for left atrial appendage occlusion.
4. Continue metoprolol tartrate 25 mg BID.
""")

note("9500002-DS-1", A3, "2202-01-19T12:00:00", "2202-01-19T15:30:00", ds_head(
    "F", "MEDICINE", "Penicillins (rash)") + """\
Chief Complaint:
Melena

Major Surgical or Invasive Procedure:
EGD with epinephrine injection and clipping of a duodenal ulcer (1/15)
Transfusion of 2 units of packed red cells (1/14)

History of Present Illness:
79 year old woman with atrial fibrillation on apixaban and aspirin who presented with two days of melena and orthostatic lightheadedness, with hemoglobin 6.9.

Past Medical History:
- Atrial fibrillation, CHA2DS2-VASc 5
- Coronary artery disease, RCA stent 2195
- Hypertension
- Hypothyroidism

Social History:
Widowed, lives alone in a first floor apartment.  Never smoked.  No alcohol.

Family History:
Mother had colon cancer at 70.  Father had a bleeding stomach ulcer in his 60s.  Sister had a stroke at 74.

Physical Exam:
Discharge: HR 78, BP 128/70.  Conjunctival pallor.  Abdomen soft and nontender.

Pertinent Results:
Hgb 6.9 on admission, 8.4 after 2 units, 8.6 at discharge.  BUN 62 -> 18.
Gastric biopsies 1/17: Helicobacter pylori organisms identified.

Brief Hospital Course:
# Upper GI bleed from a duodenal bulb ulcer: She received 2 units of packed red cells on 1/14 and an IV pantoprazole bolus and infusion.  EGD on 1/15 showed a 10 mm duodenal bulb ulcer with a visible vessel, treated with epinephrine and clips.  There were no varices.  No further bleeding after endoscopy.  Andexanet was not given.
# Helicobacter pylori: Suspected as the cause of the ulcer and confirmed on gastric biopsy.  Started bismuth quadruple therapy on 1/18 for 14 days, through 1/31.  Penicillin allergy noted, so amoxicillin-based therapy was avoided.  Stool antigen to confirm eradication at least 4 weeks after therapy ends.
# Atrial fibrillation and anticoagulation: Apixaban was held from admission and is not on the discharge list.  Per cardiology, restart apixaban 5 mg BID on 1/22 if there is no further melena and her hemoglobin is stable at the 1/21 check.  Aspirin was stopped permanently.  Rate controlled on metoprolol.
# Hypothyroidism: Levothyroxine continued.

Medications on Admission:
1. Apixaban 5 mg PO BID
2. Aspirin 81 mg PO daily
3. Metoprolol tartrate 25 mg PO BID
4. Amlodipine 5 mg PO daily
5. Atorvastatin 80 mg PO daily
6. Levothyroxine 50 mcg PO daily

Discharge Medications:
1. Pantoprazole 40 mg PO BID
2. Bismuth subsalicylate 524 mg PO QID through 1/31
3. Metronidazole 500 mg PO TID through 1/31
4. Tetracycline 500 mg PO QID through 1/31
5. Metoprolol tartrate 25 mg PO BID
6. Amlodipine 5 mg PO daily
7. Atorvastatin 80 mg PO daily
8. Levothyroxine 50 mcg PO daily

Discharge Disposition:
Home With Service

Discharge Diagnosis:
Upper GI bleed from a duodenal ulcer
Helicobacter pylori infection
Acute blood loss anemia
Atrial fibrillation

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Do not take apixaban until your doctor tells you to restart it, planned for 1/22.  Do not take aspirin again.  Your stools will be black from the bismuth.

Followup Instructions:
PCP on 1/21 with CBC.  GI clinic in 8 weeks.
""")

note("9500002-ED-2", A4, "2202-06-03T21:30:00", "2202-06-03T23:40:00", """\
Emergency Department Provider Note

Chief complaint: bright red blood per rectum.

History: 79-year-old woman with atrial fibrillation on apixaban (restarted in January after a duodenal ulcer bleed) with three large maroon and bright red bowel movements since this afternoon.  She has felt short of breath walking to the bathroom.  No melena, no abdominal pain, no vomiting.  She finished her H. pylori treatment at the end of January and says the follow-up stool test was negative in March.

Exam: HR 104, BP 112/64, RR 20, SpO2 93% on room air.  Clots of red blood on rectal exam.  Lungs with few basilar crackles.

Labs: Hgb 9.1 (10.9 in April), BUN 20, INR 1.2.

Assessment: Lower GI bleed on apixaban, probably diverticular.  Tachycardia and a borderline saturation: the bleed explains the tachycardia, but given dyspnea I will get a CT pulmonary angiogram along with the GI bleeding CTA.

Plan: Apixaban held, last dose this morning.  Two large bore IVs.  Type and cross 2 units.  CTA chest and CTA abdomen/pelvis.  GI consult for colonoscopy.
""")

note("9500002-RR-2", A4, "2202-06-04T00:40:00", "2202-06-04T01:35:00", """\
EXAMINATION:  CTA CHEST

INDICATION:  79 year old woman with tachycardia, hypoxia and dyspnea.  R/O PE.

TECHNIQUE:  Helical CT of the chest during the pulmonary arterial phase.

FINDINGS:
The pulmonary arteries are well opacified to the subsegmental level without filling defect.  Heart mildly enlarged.  No pericardial effusion.  Mild dependent atelectasis at both bases.  No consolidation, no pleural effusion.

IMPRESSION:
1. No pulmonary embolism.
2. Mild bibasilar atelectasis.
""")

note("9500002-RR-3", A4, "2202-06-04T00:55:00", "2202-06-04T01:50:00", """\
EXAMINATION:  CTA ABDOMEN AND PELVIS (GI BLEED PROTOCOL)

INDICATION:  79 year old woman with hematochezia on apixaban.  Evaluate for active extravasation.

FINDINGS:
No active contrast extravasation into the bowel lumen on arterial or delayed phases.  Extensive sigmoid and descending colon diverticulosis without wall thickening.  No colonic mass.  Liver, spleen and kidneys unremarkable.

IMPRESSION:
1. No active gastrointestinal bleeding at the time of the study.
2. Extensive left-sided diverticulosis.
""")

note("9500002-PN-2", A4, "2202-06-05T16:30:00", "2202-06-05T18:10:00", """\
MEDICINE PROGRESS NOTE

S: One small maroon stool overnight, none since 04:00.  Colonoscopy this morning.
O: HR 84, BP 124/66.  Hgb 7.6 (6/4) -> 1 unit PRBC 6/4 -> 8.5 today.
Colonoscopy 6/5: Extensive sigmoid diverticulosis with an adherent clot in one sigmoid diverticulum.  No active bleeding.  No mass, no colitis.  Prep fair.

A/P:
79F with AF, second major GI bleed on apixaban in five months.
# Lower GI bleed: Presumed diverticular; no stigmata of active bleeding found, so the source is not certain.  Monitor.
# Iron deficiency anemia: Ferritin 9.  Ferric carboxymaltose 750 mg IV x1 ordered for tomorrow, then oral iron.
# AF / anticoagulation: Apixaban on hold since 6/3.  EP consult re LAA occlusion given second bleed.
# H pylori: Eradicated, stool antigen negative 3/2202.
# Hypothyroid: cont levothyroxine.
""")

note("9500002-CN-2", A4, "2202-06-06T13:10:00", "2202-06-06T14:45:00", """\
Electrophysiology Consult

Question: candidacy for left atrial appendage occlusion.

Summary: 79-year-old woman with nonvalvular AF, CHA2DS2-VASc 5, HAS-BLED 3, with a duodenal ulcer bleed in January 2202 and now a diverticular bleed in June 2202, both on apixaban, each needing transfusion.

Assessment: As discussed by cardiology in January, a second major bleed on anticoagulation makes long-term anticoagulation unsafe for her.  She is a reasonable candidate for left atrial appendage occlusion.

Recommendations:
- Stop apixaban permanently.
- Outpatient EP clinic for left atrial appendage occlusion evaluation, with a TEE beforehand.
- Rate control with metoprolol.
""")

note("9500002-DS-2", A4, "2202-06-08T10:20:00", "2202-06-08T13:15:00", ds_head(
    "F", "MEDICINE", "Penicillins (rash)") + """\
Chief Complaint:
Bright red blood per rectum

Major Surgical or Invasive Procedure:
Colonoscopy (6/5)
Transfusion of 1 unit of packed red cells (6/4)

History of Present Illness:
79 year old woman with atrial fibrillation, admitted in January 2202 with a duodenal ulcer bleed, whose apixaban was restarted on 1/22, who presented with painless hematochezia.

Past Medical History:
- Atrial fibrillation, CHA2DS2-VASc 5
- Duodenal ulcer bleed 1/2202, H. pylori, treated
- Coronary artery disease, RCA stent 2195
- Hypertension
- Hypothyroidism

Social History:
Widowed, lives alone.  Never smoked.  No alcohol.

Family History:
Mother with colon cancer at 70.  Father with a bleeding stomach ulcer.  Sister with stroke at 74.

Physical Exam:
Discharge: HR 76, BP 130/72.  Abdomen benign.

Pertinent Results:
Hgb 9.1 -> 7.6 -> 8.5 after 1 unit -> 8.9 at discharge.  Ferritin 9.
CTA chest 6/4: no pulmonary embolism.
CTA abdomen/pelvis 6/4: no active extravasation; extensive left-sided diverticulosis.
Colonoscopy 6/5: sigmoid diverticulosis with adherent clot, no active bleeding, no mass.

Brief Hospital Course:
# Lower GI bleed, presumed diverticular: She was transfused 1 unit on 6/4.  The CTA showed no active bleeding, and colonoscopy showed an adherent clot in a sigmoid diverticulum without active bleeding or a mass.  The source is therefore presumed rather than proven.  No further bleeding after 6/5.
# Dyspnea and tachycardia: A CT pulmonary angiogram was negative for pulmonary embolism; symptoms resolved with transfusion.
# Atrial fibrillation: Apixaban was held on admission.  Given a second major bleed on apixaban, apixaban was stopped permanently on the recommendation of EP on 6/6, and she will be seen for left atrial appendage occlusion.
# Iron deficiency anemia: She received a single dose of ferric carboxymaltose 750 mg IV on 6/6 and will continue oral iron every other day.
# History of H. pylori ulcer: Eradication was confirmed by a negative stool antigen in March 2202.  The ulcer bleed has not recurred.  Pantoprazole continues at 40 mg daily.

Medications on Admission:
1. Apixaban 5 mg PO BID
2. Pantoprazole 40 mg PO daily
3. Metoprolol tartrate 25 mg PO BID
4. Amlodipine 5 mg PO daily
5. Atorvastatin 80 mg PO daily
6. Levothyroxine 50 mcg PO daily

Discharge Medications:
1. Pantoprazole 40 mg PO daily
2. Ferrous sulfate 325 mg PO every other day
3. Metoprolol tartrate 25 mg PO BID
4. Amlodipine 5 mg PO daily
5. Atorvastatin 80 mg PO daily
6. Levothyroxine 50 mcg PO daily

Discharge Disposition:
Home With Service

Discharge Diagnosis:
Lower GI bleed, presumed diverticular
Iron deficiency anemia
Atrial fibrillation, anticoagulation discontinued

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Stop taking apixaban (Eliquis).  Do not restart it.  The EP clinic will call you about a procedure to lower your stroke risk without a blood thinner.

Followup Instructions:
EP clinic in 2 weeks.  PCP in 1 week with CBC.
""")

# --- questions, patient 9500002 -------------------------------------------------------------
question(1, S2, [A4], "current_state", "what happened to her apixaban?",
    "Stopped for good. After a second major bleed on apixaban in June 2202 it was discontinued "
    "permanently on EP's advice, and she is referred for left atrial appendage occlusion.",
    structure={"concept": "apixaban", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500002-DS-2", "Brief Hospital Course", "Given a second major bleed on apixaban, apixaban was stopped permanently on the recommendation of EP on 6/6, and she will be seen for left atrial appendage occlusion."),
              ev("9500002-CN-2", "Recommendations", "- Stop apixaban permanently.")])
question(2, S2, [A3], "historical", "Did she go home on apixaban after the ulcer bleed?",
    "No. It was held and left off the January discharge list, with a planned restart on 1/22 "
    "if there was no more melena; it was restarted then.",
    structure={"concept": "apixaban", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500002-DS-1", "Brief Hospital Course", "# Atrial fibrillation and anticoagulation: Apixaban was held from admission and is not on the discharge list."),
              ev("9500002-DS-2", "History of Present Illness", "79 year old woman with atrial fibrillation, admitted in January 2202 with a duodenal ulcer bleed, whose apixaban was restarted on 1/22, who presented with painless hematochezia.")])
question(3, S2, [A3], "conditional", "When was she supposed to restart the Eliquis after the first bleed?",
    "On 1/22, 7 days after endoscopic hemostasis, provided there was no further melena and her "
    "hemoglobin was stable.",
    structure={"concept": "apixaban", "polarity": "conditional", "experiencer": "patient",
               "condition": "no further melena and stable hemoglobin",
               "action": "resume apixaban 5 mg BID on 1/22"},
    evidence=[ev("9500002-CN-1", "Recommendations", "2. Resume apixaban 5 mg BID on 1/22, 7 days after endoscopic hemostasis, provided there is no further melena and hemoglobin is stable.")])
question(4, S2, [A3, A4], "conditional", "Did cardiology say what to do if she bled again on apixaban?",
    "Yes: stop anticoagulation and refer for left atrial appendage occlusion. That condition was met "
    "with the June diverticular bleed.",
    structure={"concept": "left atrial appendage occlusion", "polarity": "conditional",
               "experiencer": "patient", "condition": "another major bleed on apixaban",
               "action": "stop anticoagulation and refer for left atrial appendage occlusion"},
    evidence=[ev("9500002-CN-1", "Recommendations", "3. If she has another major bleed on apixaban, we would stop anticoagulation and refer her for left atrial appendage occlusion."),
              ev("9500002-CN-2", "Assessment", "As discussed by cardiology in January, a second major bleed on anticoagulation makes long-term anticoagulation unsafe for her.")])
question(5, S2, [A3, A4], "sequence", "Apixaban timeline — held, restarted, stopped?",
    "Held 1/14/2202 for the ulcer bleed, restarted 1/22, held again 6/3 for the diverticular bleed, "
    "and stopped permanently 6/6.",
    structure={"order": ["apixaban held", "apixaban restarted", "apixaban held",
                         "apixaban stopped permanently"],
               "dates": ["2202-01-14", "2202-01-22", "2202-06-03", "2202-06-06"]},
    evidence=[ev("9500002-ED-1", "A/P", "- Hold apixaban and aspirin."),
              ev("9500002-DS-2", "History of Present Illness", "79 year old woman with atrial fibrillation, admitted in January 2202 with a duodenal ulcer bleed, whose apixaban was restarted on 1/22, who presented with painless hematochezia."),
              ev("9500002-ED-2", "Plan", "Apixaban held, last dose this morning."),
              ev("9500002-DS-2", "Brief Hospital Course", "Given a second major bleed on apixaban, apixaban was stopped permanently on the recommendation of EP on 6/6, and she will be seen for left atrial appendage occlusion.")])
question(6, S2, [A3, A4], "sequence", "Which bleed was upper and which lower?",
    "The first (January 2202) was upper, from a duodenal bulb ulcer; the second (June 2202) was "
    "lower, presumed diverticular.",
    structure={"order": ["duodenal ulcer bleed", "diverticular bleed"],
               "dates": ["2202-01-14", "2202-06-03"]},
    evidence=[ev("9500002-DS-1", "Brief Hospital Course", "EGD on 1/15 showed a 10 mm duodenal bulb ulcer with a visible vessel, treated with epinephrine and clips."),
              ev("9500002-DS-2", "Brief Hospital Course", "The CTA showed no active bleeding, and colonoscopy showed an adherent clot in a sigmoid diverticulum without active bleeding or a mass.")])
question(7, S2, [A3, A4], "historical", "How many units did she need each time?",
    "Two units in January for the ulcer bleed, and one unit in June for the diverticular bleed.",
    structure={"concept": "red cell transfusion", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500002-DS-1", "Major Surgical or Invasive Procedure", "Transfusion of 2 units of packed red cells (1/14)"),
              ev("9500002-DS-2", "Major Surgical or Invasive Procedure", "Transfusion of 1 unit of packed red cells (6/4)")])
question(8, S2, [A4], "historical", "H. pylori — still there by June?",
    "No. Eradication was confirmed with a negative stool antigen in March 2202 after bismuth "
    "quadruple therapy.",
    structure={"concept": "Helicobacter pylori infection", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[ev("9500002-DS-2", "Brief Hospital Course", "# History of H. pylori ulcer: Eradication was confirmed by a negative stool antigen in March 2202.")])
question(9, S2, [A4], "negation", "CTA for r/o PE — was there a PE?",
    "No. The CT pulmonary angiogram showed no pulmonary embolism, only bibasilar atelectasis; PE was "
    "only the indication.",
    structure={"concept": "pulmonary embolism", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500002-RR-2", "IMPRESSION", "1. No pulmonary embolism.")])
question(10, S2, [A3], "negation", "Did she get andexanet?",
    "No. It was discussed with GI but not given, because her heart rate and blood pressure responded "
    "to fluids and blood.",
    structure={"concept": "andexanet alfa", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500002-ED-1", "A/P", "- Andexanet discussed with GI; not given, as HR and BP responded to fluids and blood."),
              ev("9500002-DS-1", "Brief Hospital Course", "Andexanet was not given.")])
question(11, S2, [A3], "negation", "Varices on the EGD?",
    "No. The esophagus was normal without varices; the source was a duodenal bulb ulcer.",
    structure={"concept": "esophageal varices", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500002-PN-1", "Esophagus", "No varices.")])
question(12, S2, [A4], "negation", "IV iron on the discharge list?",
    "No. She had a single inpatient dose of ferric carboxymaltose 750 mg IV on 6/6 and goes home on "
    "oral ferrous sulfate every other day.",
    structure={"concept": "ferric carboxymaltose", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500002-DS-2", "Brief Hospital Course", "# Iron deficiency anemia: She received a single dose of ferric carboxymaltose 750 mg IV on 6/6 and will continue oral iron every other day."),
              meds("9500002-DS-2", "Discharge Medications")])
question(13, S2, [A3], "uncertainty", "Was the ulcer H. pylori?",
    "Yes. H. pylori was suspected as the cause and confirmed on gastric biopsy (organisms on 1/17).",
    structure={"concept": "Helicobacter pylori infection", "polarity": "present",
               "experiencer": "patient"},
    evidence=[ev("9500002-DS-1", "Brief Hospital Course", "# Helicobacter pylori: Suspected as the cause of the ulcer and confirmed on gastric biopsy."),
              ev("9500002-DS-1", "Pertinent Results", "Gastric biopsies 1/17: Helicobacter pylori organisms identified.")])
question(14, S2, [A4], "uncertainty", "June bleed definitely diverticular?",
    "No, presumed. The CTA showed no extravasation and colonoscopy found only an adherent clot in a "
    "sigmoid diverticulum without active bleeding, so the source is not proven.",
    structure={"concept": "diverticular bleed", "polarity": "possible", "experiencer": "patient"},
    evidence=[ev("9500002-DS-2", "Brief Hospital Course", "The source is therefore presumed rather than proven."),
              ev("9500002-PN-2", "A/P", "# Lower GI bleed: Presumed diverticular; no stigmata of active bleeding found, so the source is not certain.")])
question(15, S2, [A3], "change", "Aspirin after the ulcer bleed?",
    "Stopped permanently on cardiology's advice: the RCA stent is from 2195 and aspirin added bleeding "
    "risk on top of anticoagulation.",
    structure={"added": [], "removed": ["aspirin"], "continued": [],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500002-DS-1", "Medications on Admission"),
              meds("9500002-DS-1", "Discharge Medications"),
              ev("9500002-DS-1", "Brief Hospital Course", "Aspirin was stopped permanently.")])
question(16, S2, [A3], "change", "January admission vs discharge meds — what changed?",
    "Added pantoprazole 40 mg BID and bismuth quadruple therapy (bismuth, metronidazole, "
    "tetracycline) through 1/31; aspirin stopped; apixaban held, not on the list; metoprolol, "
    "amlodipine, atorvastatin and levothyroxine continued.",
    structure={"added": ["pantoprazole", "bismuth subsalicylate", "metronidazole", "tetracycline"],
               "removed": ["apixaban", "aspirin"],
               "continued": ["metoprolol tartrate", "amlodipine", "atorvastatin", "levothyroxine"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500002-DS-1", "Medications on Admission"),
              meds("9500002-DS-1", "Discharge Medications")],
    rationale="Apixaban was on hold at discharge with a planned restart, so it is listed as removed.")
question(17, S2, [A4], "change", "What happened to her anticoagulant and iron in June?",
    "Apixaban was stopped permanently and oral ferrous sulfate was added; pantoprazole and the other "
    "home medications continued unchanged.",
    structure={"added": ["ferrous sulfate"], "removed": ["apixaban"],
               "continued": ["pantoprazole", "metoprolol tartrate", "amlodipine", "atorvastatin",
                             "levothyroxine"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500002-DS-2", "Medications on Admission"),
              meds("9500002-DS-2", "Discharge Medications")])
question(18, S2, [A3], "duration", "How long is the H. pylori treatment?",
    "14 days of bismuth quadruple therapy, 1/18 through 1/31.",
    structure={"concept": "bismuth quadruple therapy", "duration": {"value": 14, "unit": "days"},
               "start": "2202-01-18", "end": "2202-01-31"},
    evidence=[ev("9500002-DS-1", "Brief Hospital Course", "Started bismuth quadruple therapy on 1/18 for 14 days, through 1/31.")])
question(19, S2, [A3, A4], "duration", "How long was she back on apixaban before the second bleed?",
    "132 days, about 19 weeks: restarted 1/22/2202 and held again on 6/3/2202.",
    structure={"concept": "apixaban", "duration": {"value": 132, "unit": "days"},
               "start": "2202-01-22", "end": "2202-06-03"},
    evidence=[ev("9500002-DS-2", "History of Present Illness", "79 year old woman with atrial fibrillation, admitted in January 2202 with a duodenal ulcer bleed, whose apixaban was restarted on 1/22, who presented with painless hematochezia."),
              ev("9500002-ED-2", "Plan", "Apixaban held, last dose this morning.")])
question(20, S2, [], "family_history", "Colon cancer in the family?",
    "Yes. Her mother had colon cancer at 70; her own June colonoscopy showed no mass.",
    structure={"concept": "colon cancer", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9500002-DS-1", "Family History", "Mother had colon cancer at 70.")])
question(21, S2, [], "family_history", "Bleeding ulcer — her or her dad?",
    "Both. Her father had a bleeding stomach ulcer in his 60s, and she bled from a duodenal ulcer "
    "in January 2202.",
    structure={"concept": "bleeding peptic ulcer", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[ev("9500002-DS-1", "Family History", "Father had a bleeding stomach ulcer in his 60s."),
              ev("9500002-DS-1", "Discharge Diagnosis", "Upper GI bleed from a duodenal ulcer")])
question(22, S2, [], "family_history", "Did she have a stroke, or was that her sister?",
    "Her sister. Her sister had a stroke at 74; the patient has not had a stroke.",
    structure={"concept": "stroke", "polarity": "present", "experiencer": "family",
               "relative": "sister"},
    evidence=[ev("9500002-DS-1", "Family History", "Sister had a stroke at 74.")])

# =============================================================================================
# Patient 9500003: M, 63, COPD (GOLD 3), smoker, heavy beer drinker. February 2203: COPD
# exacerbation with pneumococcal LLL pneumonia, 7 days of antibiotics, 5 days of prednisone,
# monitored for alcohol withdrawal that never came. September 2203: acute calculous
# cholecystitis, laparoscopic cholecystectomy, 3 days of piperacillin-tazobactam; the pneumonia
# had cleared; he had stopped drinking and smoking.
# =============================================================================================
S3 = 9500003
A5, A6 = 49500005, 49500006
patient(S3, "M", 63, "WHITE")
admission(S3, A5, "2203-02-05T18:20:00", "2203-02-10T11:15:00", "WHITE", "Private")
admission(S3, A6, "2203-09-12T12:40:00", "2203-09-17T10:50:00", "WHITE", "Private")

note("9500003-ED-1", A5, "2203-02-05T15:30:00", "2203-02-05T18:05:00", """\
ED course
63 yo M COPD (FEV1 48%), active smoker 45 pk-yr, 4-6 beers/day, here w/ 4 d cough, green sputum, fever, worse SOB.
T 38.6  HR 108  RR 28  SpO2 86% RA -> 92% 2L.  Diffuse wheeze, coarse BS L base, using accessory muscles.
WBC 15.2.  VBG 7.33/58.  Lactate 1.4.  BCx x2 sent.
CXR: LLL consolidation.
Rx: duonebs x3, methylprednisolone 125 mg IV x1, ceftriaxone 1 g IV, azithromycin 500 mg IV.
Last drink this AM.  No hx withdrawal seizures or DTs.
Imp: AECOPD + LLL CAP.  Admit medicine, CIWA.
""")

note("9500003-RR-1", A5, "2203-02-05T16:10:00", "2203-02-05T16:55:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  63 year old man with COPD, fever and productive cough.  Evaluate for pneumonia.

FINDINGS:
Hyperinflated lungs with flattened hemidiaphragms, consistent with emphysema.  Dense consolidation in the left lower lobe with air bronchograms.  No pleural effusion.  No pneumothorax.  Heart size normal.

IMPRESSION:
1. Left lower lobe pneumonia.
2. Emphysema.
Recommend follow-up radiograph in 6-8 weeks after treatment to document resolution.
""")

note("9500003-PN-1", A5, "2203-02-07T08:50:00", "2203-02-07T11:40:00", """\
Medicine Progress Note

Interval: Afebrile since last night.  Sputum less purulent.  Still wheezy with exertion.  CIWA scores 0-4 over 48 hours; no lorazepam required.

Exam: SpO2 93% on 1 L.  Scattered expiratory wheeze, crackles L base.

Data: WBC 15.2 -> 10.1.  Glucose 180-260 on steroids.  HbA1c 5.9%.  Strep pneumoniae urinary antigen POSITIVE.  Legionella urinary antigen negative.  Blood cultures no growth to date.

Assessment/Plan:
63M COPD admitted with AECOPD and pneumococcal LLL pneumonia.
1. CAP, pneumococcal: ceftriaxone day 3 today; azithro day 3 of 3.  Switch to cefpodoxime 200 mg PO BID tomorrow to complete 7 days total (last dose 2/11).
2. AECOPD: prednisone 40 mg daily, day 2 of 5 (2/6-2/10).  Duonebs q4h.  Start fluticasone-salmeterol 250/50 BID before discharge; continue tiotropium.
3. Alcohol use: Continue CIWA and monitor for withdrawal; lorazepam per CIWA if score > 10.  Thiamine, folate.
4. Steroid hyperglycemia: A1c 5.9, no diabetes.  Sliding scale insulin while on prednisone, not for home.
5. Tobacco: Nicotine patch 21 mg.  Wants to quit.
""")

note("9500003-DS-1", A5, "2203-02-10T09:40:00", "2203-02-10T12:30:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Cough, fever, dyspnea

Major Surgical or Invasive Procedure:
None

History of Present Illness:
63 year old man with COPD (FEV1 48% predicted), active smoker, who presented with four days of productive cough, fever and worsening dyspnea, hypoxic to 86% on room air.

Past Medical History:
- COPD, GOLD 3
- Hypertension
- GERD
- Alcohol use disorder, 4-6 beers daily

Social History:
Warehouse supervisor.  Current smoker, 1 pack per day, 45 pack-years.  Drinks 4-6 beers a day.  No drug use.

Family History:
Father died at 70 of emphysema; he smoked.  Mother had gallstones and a cholecystectomy.  No family history of lung cancer.

Physical Exam:
Discharge: SpO2 94% on room air at rest, 90% walking.  Mild scattered wheeze.  Few crackles at the left base.

Pertinent Results:
WBC 15.2 -> 8.4.  Strep pneumoniae urinary antigen positive.  Blood cultures no growth.  HbA1c 5.9%.
CXR 2/5: LLL consolidation, emphysema.

Brief Hospital Course:
# Left lower lobe pneumococcal pneumonia: Ceftriaxone 2/5-2/7 and azithromycin 2/5-2/7, then cefpodoxime 2/8-2/11, for 7 days of antibiotics in total.  The urinary antigen was positive for Streptococcus pneumoniae.  Follow-up chest x-ray in 6-8 weeks; if the opacity has not cleared, he will need a CT chest to exclude an underlying mass.
# COPD exacerbation: Methylprednisolone once in the ED, then prednisone 40 mg daily for 5 days (2/6-2/10), completed in hospital.  Fluticasone-salmeterol was added to tiotropium.
# Alcohol use: Monitored on CIWA for withdrawal throughout; scores never exceeded 4 and he required no lorazepam.  He did not develop withdrawal.  Started thiamine and folic acid.
# Steroid-induced hyperglycemia: HbA1c 5.9%, so he does not have diabetes; insulin sliding scale in hospital only.
# Tobacco use: Counseled.  Nicotine patch started.

Medications on Admission:
1. Tiotropium 18 mcg inhaled daily
2. Albuterol 2 puffs inhaled q4h PRN
3. Lisinopril 20 mg PO daily
4. Omeprazole 20 mg PO daily

Discharge Medications:
1. Tiotropium 18 mcg inhaled daily
2. Fluticasone-salmeterol 250/50 mcg 1 inhalation BID
3. Albuterol 2 puffs inhaled q4h PRN
4. Cefpodoxime 200 mg PO BID, last dose 2/11
5. Lisinopril 20 mg PO daily
6. Omeprazole 20 mg PO daily
7. Nicotine patch 21 mg/24 h daily
8. Thiamine 100 mg PO daily
9. Folic acid 1 mg PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Pneumococcal pneumonia, left lower lobe
COPD exacerbation

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Finish the cefpodoxime.  Rinse your mouth after the new Advair inhaler.

Followup Instructions:
PCP in 1 week.  Chest x-ray in 6-8 weeks.
""")

note("9500003-ED-2", A6, "2203-09-12T09:15:00", "2203-09-12T12:20:00", """\
EMERGENCY DEPARTMENT NOTE

HPI: 63M with COPD, admitted in February with pneumonia, presents with 24 hours of constant right upper quadrant pain after a fatty meal, with nausea and two episodes of vomiting.  Subjective fever.  No jaundice.  No cough beyond his baseline.  He quit smoking in May and has not had a drink since March.

Exam: T 38.3, HR 102, BP 142/86, SpO2 95% RA.  RUQ tenderness with positive Murphy sign.  No scleral icterus.

Labs: WBC 14.6, T bili 0.9, AST 32, ALT 29, alk phos 88, lipase 41.

Impression: Acute cholecystitis.  Will get RUQ ultrasound and a chest film given his history (r/o pneumonia).  Piperacillin-tazobactam started.  Surgery consulted.
""")

note("9500003-RR-2", A6, "2203-09-12T10:05:00", "2203-09-12T10:50:00", """\
EXAMINATION:  ULTRASOUND ABDOMEN, RIGHT UPPER QUADRANT

INDICATION:  63 year old man with RUQ pain, fever and leukocytosis.

FINDINGS:
Multiple gallstones, the largest 2.1 cm, one impacted in the gallbladder neck.  Gallbladder wall thickened to 6 mm with pericholecystic fluid.  Sonographic Murphy sign positive.  Heterogeneous wall with a possible intraluminal membrane.  Common bile duct 4 mm.  No intrahepatic biliary dilation.

IMPRESSION:
1. Acute calculous cholecystitis.
2. Heterogeneous wall and possible intraluminal membrane; gangrenous cholecystitis cannot be excluded.
3. No biliary dilation.
""")

note("9500003-RR-3", A6, "2203-09-12T10:30:00", "2203-09-12T11:05:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  63 year old man with fever, history of left lower lobe pneumonia in February.  R/O pneumonia.

COMPARISON:  2203-02-05.

FINDINGS:
Hyperinflation consistent with emphysema, unchanged.  The left lower lobe consolidation has resolved.  No new consolidation.  No effusion or pneumothorax.

IMPRESSION:
No pneumonia.  Resolution of the left lower lobe consolidation.  Emphysema.
""")

note("9500003-PN-2", A6, "2203-09-13T15:40:00", "2203-09-13T16:30:00", """\
OPERATIVE NOTE - BRIEF

Date: 9/13
Procedure: Laparoscopic cholecystectomy.
Preop antibiotics: cefazolin 2 g IV once, plus ongoing piperacillin-tazobactam.
Findings: Acutely inflamed, distended gallbladder with an impacted neck stone.  No gangrene, no perforation.  Critical view of safety obtained.
EBL: 20 mL.  No drains.
Plan: Continue piperacillin-tazobactam for 24 hours post-op then stop.  Diet as tolerated.  Hold lisinopril today for BP 98/60.
""")

note("9500003-DS-2", A6, "2203-09-17T09:10:00", "2203-09-17T11:40:00", ds_head(
    "M", "SURGERY", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Right upper quadrant pain

Major Surgical or Invasive Procedure:
Laparoscopic cholecystectomy (9/13)

History of Present Illness:
63 year old man with COPD, admitted in February 2203 with pneumococcal pneumonia, who presented with fever and right upper quadrant pain and was found to have acute calculous cholecystitis.

Past Medical History:
- COPD, GOLD 3
- Pneumococcal pneumonia 2/2203, resolved
- Hypertension
- GERD
- Alcohol use disorder, in early remission since 3/2203

Social History:
Former smoker, quit 5/2203, 45 pack-years.  No alcohol since March 2203.

Family History:
Father with emphysema, died at 70.  Mother had a cholecystectomy for gallstones.

Physical Exam:
Discharge: afebrile.  Port sites clean and dry.  Lungs with mild wheeze at baseline.

Pertinent Results:
WBC 14.6 -> 7.9.  LFTs normal throughout.
RUQ US 9/12: acute calculous cholecystitis; gangrene could not be excluded.
CXR 9/12: no pneumonia; prior LLL consolidation resolved.
Pathology: acute and chronic cholecystitis with cholelithiasis, no gangrene, no malignancy.

Brief Hospital Course:
# Acute calculous cholecystitis: Piperacillin-tazobactam 9/12 through 9/14, 3 days in total, with a single preoperative dose of cefazolin.  Laparoscopic cholecystectomy on 9/13.  The ultrasound had raised the possibility of gangrenous cholecystitis, but there was no gangrene at surgery or on pathology.
# COPD: Stable, no exacerbation.  Inhalers continued.  The February left lower lobe pneumonia has resolved on today's chest x-ray.
# Hypertension: Lisinopril was held on 9/13 for a postoperative blood pressure of 98/60 and resumed on 9/16 at 10 mg daily, half his home dose.
# Alcohol and tobacco: Abstinent from alcohol since March and from tobacco since May.  He stopped the nicotine patch in July.  No withdrawal monitoring was needed.
# Pain: Oxycodone 5 mg every 6 hours as needed for up to 3 days, then acetaminophen alone.

Medications on Admission:
1. Tiotropium 18 mcg inhaled daily
2. Fluticasone-salmeterol 250/50 mcg 1 inhalation BID
3. Albuterol 2 puffs inhaled q4h PRN
4. Lisinopril 20 mg PO daily
5. Omeprazole 20 mg PO daily
6. Thiamine 100 mg PO daily
7. Folic acid 1 mg PO daily

Discharge Medications:
1. Tiotropium 18 mcg inhaled daily
2. Fluticasone-salmeterol 250/50 mcg 1 inhalation BID
3. Albuterol 2 puffs inhaled q4h PRN
4. Lisinopril 10 mg PO daily
5. Omeprazole 20 mg PO daily
6. Thiamine 100 mg PO daily
7. Folic acid 1 mg PO daily
8. Oxycodone 5 mg PO q6h PRN pain, 3-day supply
9. Acetaminophen 1000 mg PO q8h PRN pain

Discharge Disposition:
Home

Discharge Diagnosis:
Acute calculous cholecystitis, status post laparoscopic cholecystectomy

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
No lifting more than 10 pounds for 4 weeks.  Take lisinopril 10 mg, not 20 mg, until your PCP checks your blood pressure.

Followup Instructions:
Acute care surgery clinic in 2 weeks.  PCP in 1 week for blood pressure.
""")

# --- questions, patient 9500003 -------------------------------------------------------------
question(1, S3, [A6], "current_state", "Still smoking?",
    "No. He quit in May 2203 and is a former smoker with 45 pack-years; he stopped the nicotine "
    "patch in July.",
    structure={"concept": "tobacco use", "polarity": "absent", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500003-DS-2", "Social History", "Former smoker, quit 5/2203, 45 pack-years.")])
question(2, S3, [A6], "current_state", "Is he still drinking?",
    "No. He has not had alcohol since March 2203; alcohol use disorder is in early remission.",
    structure={"concept": "alcohol use", "polarity": "absent", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500003-DS-2", "Social History", "No alcohol since March 2203."),
              ev("9500003-ED-2", "HPI", "He quit smoking in May and has not had a drink since March.")])
question(3, S3, [A6], "current_state", "The LLL pneumonia — gone on the September film?",
    "Yes. The left lower lobe consolidation had resolved and there was no new pneumonia.",
    structure={"concept": "left lower lobe pneumonia", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[ev("9500003-RR-3", "IMPRESSION", "Resolution of the left lower lobe consolidation.")])
question(4, S3, [A5], "negation", "Did he withdraw in February?",
    "No. He was monitored on CIWA throughout, scores never exceeded 4, and he needed no lorazepam.",
    structure={"concept": "alcohol withdrawal", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500003-DS-1", "Brief Hospital Course", "He did not develop withdrawal."),
              ev("9500003-DS-1", "Brief Hospital Course", "# Alcohol use: Monitored on CIWA for withdrawal throughout; scores never exceeded 4 and he required no lorazepam.")])
question(5, S3, [A6], "negation", "The preop film was r/o pneumonia — any pneumonia?",
    "No. The September chest x-ray showed no pneumonia; the February LLL consolidation had resolved.",
    structure={"concept": "pneumonia", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500003-RR-3", "IMPRESSION", "No pneumonia.")])
question(6, S3, [A5], "negation", "Is he diabetic? Sugars were high.",
    "No. The hyperglycemia was steroid-induced and his HbA1c was 5.9%; sliding-scale insulin was for "
    "the hospital only.",
    structure={"concept": "diabetes mellitus", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500003-DS-1", "Brief Hospital Course", "# Steroid-induced hyperglycemia: HbA1c 5.9%, so he does not have diabetes; insulin sliding scale in hospital only.")])
question(7, S3, [A5], "uncertainty", "Bug for the pneumonia?",
    "Streptococcus pneumoniae. The urinary antigen was positive; Legionella antigen and blood "
    "cultures were negative.",
    structure={"concept": "pneumococcal pneumonia", "polarity": "present", "experiencer": "patient"},
    evidence=[ev("9500003-PN-1", "Data", "Strep pneumoniae urinary antigen POSITIVE.")])
question(8, S3, [A6], "uncertainty", "US said possible gangrenous GB — was it?",
    "No. There was no gangrene at surgery or on pathology; it was acute calculous cholecystitis.",
    structure={"concept": "gangrenous cholecystitis", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[ev("9500003-RR-2", "IMPRESSION", "2. Heterogeneous wall and possible intraluminal membrane; gangrenous cholecystitis cannot be excluded."),
              ev("9500003-DS-2", "Brief Hospital Course", "The ultrasound had raised the possibility of gangrenous cholecystitis, but there was no gangrene at surgery or on pathology.")])
question(9, S3, [A5], "duration", "How many days of antibiotics for the pneumonia?",
    "7 days: ceftriaxone and azithromycin 2/5-2/7, then cefpodoxime 2/8-2/11.",
    structure={"concept": "antibiotics for pneumonia", "duration": {"value": 7, "unit": "days"},
               "start": "2203-02-05", "end": "2203-02-11"},
    evidence=[ev("9500003-DS-1", "Brief Hospital Course", "# Left lower lobe pneumococcal pneumonia: Ceftriaxone 2/5-2/7 and azithromycin 2/5-2/7, then cefpodoxime 2/8-2/11, for 7 days of antibiotics in total.")])
question(10, S3, [A6], "duration", "And antibiotics with the gallbladder — how long?",
    "3 days of piperacillin-tazobactam, 9/12 through 9/14, plus a single preoperative dose of "
    "cefazolin.",
    structure={"concept": "piperacillin-tazobactam", "duration": {"value": 3, "unit": "days"},
               "start": "2203-09-12", "end": "2203-09-14"},
    evidence=[ev("9500003-DS-2", "Brief Hospital Course", "# Acute calculous cholecystitis: Piperacillin-tazobactam 9/12 through 9/14, 3 days in total, with a single preoperative dose of cefazolin.")])
question(11, S3, [A5], "duration", "Steroid course length in February?",
    "5 days of prednisone 40 mg (2/6-2/10), after a single dose of methylprednisolone in the ED.",
    structure={"concept": "prednisone", "duration": {"value": 5, "unit": "days"},
               "start": "2203-02-06", "end": "2203-02-10"},
    evidence=[ev("9500003-DS-1", "Brief Hospital Course", "# COPD exacerbation: Methylprednisolone once in the ED, then prednisone 40 mg daily for 5 days (2/6-2/10), completed in hospital.")])
question(12, S3, [A5, A6], "sequence", "Which course came first, pip-tazo or ceftriaxone?",
    "Ceftriaxone, in February 2203 for the pneumonia; piperacillin-tazobactam was in September 2203 "
    "for cholecystitis.",
    structure={"order": ["ceftriaxone", "piperacillin-tazobactam"],
               "dates": ["2203-02-05", "2203-09-12"]},
    evidence=[ev("9500003-DS-1", "Brief Hospital Course", "# Left lower lobe pneumococcal pneumonia: Ceftriaxone 2/5-2/7 and azithromycin 2/5-2/7, then cefpodoxime 2/8-2/11, for 7 days of antibiotics in total."),
              ev("9500003-DS-2", "Brief Hospital Course", "# Acute calculous cholecystitis: Piperacillin-tazobactam 9/12 through 9/14, 3 days in total, with a single preoperative dose of cefazolin.")])
question(13, S3, [A6], "sequence", "Lisinopril held before or after the surgery?",
    "After, on the day of surgery: the cholecystectomy was 9/13, lisinopril was held that day for BP "
    "98/60, and it was resumed at 10 mg on 9/16.",
    structure={"order": ["laparoscopic cholecystectomy", "lisinopril held", "lisinopril resumed"],
               "dates": ["2203-09-13", "2203-09-13", "2203-09-16"]},
    evidence=[ev("9500003-PN-2", "Plan", "Hold lisinopril today for BP 98/60."),
              ev("9500003-DS-2", "Brief Hospital Course", "# Hypertension: Lisinopril was held on 9/13 for a postoperative blood pressure of 98/60 and resumed on 9/16 at 10 mg daily, half his home dose.")])
question(14, S3, [A5], "change", "Inhalers — anything changed in February?",
    "Fluticasone-salmeterol 250/50 BID was added; tiotropium and albuterol were continued.",
    structure={"added": ["fluticasone-salmeterol"], "removed": [],
               "continued": ["tiotropium", "albuterol"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500003-DS-1", "Medications on Admission"),
              meds("9500003-DS-1", "Discharge Medications")])
question(15, S3, [A6], "change", "What happened to his lisinopril with the surgery?",
    "Continued at half the dose: held 9/13 for postoperative hypotension and resumed 9/16 at 10 mg "
    "daily instead of 20 mg.",
    structure={"added": [], "removed": [], "continued": ["lisinopril"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500003-DS-2", "Medications on Admission"),
              meds("9500003-DS-2", "Discharge Medications"),
              ev("9500003-DS-2", "Brief Hospital Course", "# Hypertension: Lisinopril was held on 9/13 for a postoperative blood pressure of 98/60 and resumed on 9/16 at 10 mg daily, half his home dose.")])
question(16, S3, [A5, A6], "change", "Compare his February and September discharge meds.",
    "In September oxycodone (3-day supply) and acetaminophen were added; the nicotine patch and "
    "cefpodoxime are gone; lisinopril dropped from 20 to 10 mg; the inhalers, omeprazole, thiamine "
    "and folic acid continued.",
    structure={"added": ["oxycodone", "acetaminophen"], "removed": ["nicotine", "cefpodoxime"],
               "continued": ["tiotropium", "fluticasone-salmeterol", "albuterol", "lisinopril",
                             "omeprazole", "thiamine", "folic acid"],
               "compared": ["discharge medications 2203-02", "discharge medications 2203-09"]},
    evidence=[meds("9500003-DS-1", "Discharge Medications"),
              meds("9500003-DS-2", "Discharge Medications")])
question(17, S3, [A5], "conditional", "What if the follow-up x-ray still shows the LLL opacity?",
    "Then a CT chest to exclude an underlying mass. The September film showed it had resolved, so "
    "the condition was not met.",
    structure={"concept": "CT chest", "polarity": "conditional", "experiencer": "patient",
               "condition": "left lower lobe opacity not cleared on follow-up x-ray",
               "action": "CT chest to exclude an underlying mass"},
    evidence=[ev("9500003-DS-1", "Brief Hospital Course", "Follow-up chest x-ray in 6-8 weeks; if the opacity has not cleared, he will need a CT chest to exclude an underlying mass.")])
question(18, S3, [A5], "conditional", "Lorazepam — when was it to be given?",
    "Only per CIWA if the score was above 10. Scores stayed at 0-4, so he got none.",
    structure={"concept": "lorazepam", "polarity": "conditional", "experiencer": "patient",
               "condition": "CIWA score above 10", "action": "give lorazepam"},
    evidence=[ev("9500003-PN-1", "Assessment/Plan", "3. Alcohol use: Continue CIWA and monitor for withdrawal; lorazepam per CIWA if score > 10."),
              ev("9500003-PN-1", "Interval", "CIWA scores 0-4 over 48 hours; no lorazepam required.")])
question(19, S3, [], "family_history", "Emphysema — him or his father?",
    "Both. His father died of emphysema at 70, and he has COPD with emphysema on imaging.",
    structure={"concept": "emphysema", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[ev("9500003-DS-1", "Family History", "Father died at 70 of emphysema; he smoked."),
              ev("9500003-RR-1", "IMPRESSION", "2. Emphysema.")])
question(20, S3, [], "historical", "Had he ever had pneumonia before the gallbladder admission?",
    "Yes. Pneumococcal LLL pneumonia in February 2203, treated for 7 days and resolved.",
    structure={"concept": "pneumococcal pneumonia", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500003-DS-2", "Past Medical History", "- Pneumococcal pneumonia 2/2203, resolved")])

# =============================================================================================
# Patient 9500004: F, 87, Alzheimer dementia (mild), osteoporosis, hypertension. April 2204:
# night-time fall on zolpidem with orthostatic hypotension, scalp laceration, no fracture, no
# delirium; zolpidem and hydrochlorothiazide stopped, amlodipine halved. October 2204: second
# fall with a right femoral neck fracture, hemiarthroplasty, postoperative delirium (one dose of
# haloperidol), negative CTA for PE, SIADH-type hyponatremia not corrected by discharge,
# sertraline reduced, 28 days of enoxaparin.
# =============================================================================================
S4 = 9500004
A7, A8 = 49500007, 49500008
patient(S4, "F", 87, "WHITE")
admission(S4, A7, "2204-04-02T13:10:00", "2204-04-04T15:30:00", "WHITE", "Medicare")
admission(S4, A8, "2204-10-18T11:25:00", "2204-10-25T14:00:00", "WHITE", "Medicare")

note("9500004-ED-1", A7, "2204-04-02T04:40:00", "2204-04-02T07:15:00", """\
ED Note
87F w/ mild Alzheimer dementia, HTN, osteoporosis, brought by EMS after fall at 02:30 getting up to the bathroom.  Took zolpidem at bedtime.  Lightheaded on standing before she fell.  +head strike, no LOC per daughter on phone.  Not on anticoagulation.
Exam: alert, oriented x2 (baseline per daughter).  3 cm occipital laceration.  Full painless ROM both hips, able to bear weight.
Orthostatics: 148/80 lying -> 116/68 standing, HR 72 -> 84, symptomatic.
Labs: Na 133, K 3.4, Cr 0.9.  UA: trace LE, 6 WBC, few bacteria; urine culture sent.
Lac repaired with 4 staples.
CT head and pelvis XR ordered.
Plan: obs admit for orthostasis, PT eval.
""")

note("9500004-RR-1", A7, "2204-04-02T05:20:00", "2204-04-02T06:05:00", """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  87 year old woman with fall and head strike.  Evaluate for intracranial hemorrhage.

FINDINGS:
Left occipital scalp soft tissue swelling.  No intracranial hemorrhage, mass effect or midline shift.  Moderate global volume loss and chronic small vessel ischemic change.  No calvarial fracture.

IMPRESSION:
No acute intracranial abnormality.  No fracture.
""")

note("9500004-RR-2", A7, "2204-04-02T05:35:00", "2204-04-02T06:20:00", """\
EXAMINATION:  PELVIS AND RIGHT AND LEFT HIP RADIOGRAPHS

INDICATION:  87 year old woman after fall.  Evaluate for hip fracture.

FINDINGS:
Diffuse osteopenia.  No acute fracture or dislocation of either hip or the pelvis.  Mild degenerative change of both hip joints.

IMPRESSION:
No hip or pelvic fracture.  Osteopenia.
""")

note("9500004-PN-1", A7, "2204-04-03T10:10:00", "2204-04-03T12:45:00", """\
Geriatrics Consult / Progress Note

87 year old woman with mild Alzheimer dementia admitted after a night-time fall.

Assessment: Fall from orthostatic hypotension and sedative-hypnotic use.  CAM negative today; no delirium.  Oriented to person and place, which is her baseline.

Recommendations:
1. Stop zolpidem; melatonin is a reasonable alternative if needed.
2. Stop hydrochlorothiazide (orthostasis, Na 133, K 3.4).  Reduce amlodipine from 10 mg to 5 mg.
3. Urine culture pending.  She has no dysuria, frequency or fever, so this is likely asymptomatic bacteriuria; do not treat.  If the culture grows more than 100,000 CFU and she develops urinary symptoms, the PCP will treat.
4. DEXA 2203 T-score -2.9; she declined alendronate then.  Readdress bisphosphonate.
5. Home PT, rolling walker, night light.
""")

note("9500004-DS-1", A7, "2204-04-04T13:20:00", "2204-04-04T16:05:00", ds_head(
    "F", "MEDICINE", "Sulfa (hives)") + """\
Chief Complaint:
Fall

Major Surgical or Invasive Procedure:
Repair of scalp laceration with 4 staples (4/2)

History of Present Illness:
87 year old woman with mild Alzheimer dementia who fell at night getting up to the bathroom after taking zolpidem, striking her head.

Past Medical History:
- Alzheimer dementia, mild
- Hypertension
- Osteoporosis, DEXA T-score -2.9 (2203)
- Depression

Social History:
Widowed.  Lives alone; daughter visits daily.  Walks without an aid.  No tobacco or alcohol.

Family History:
Mother had Alzheimer dementia from her late 70s.  Sister broke her hip at 80 and has osteoporosis.  Father died of prostate cancer.

Physical Exam:
Discharge: BP 138/76 sitting, 130/74 standing without symptoms.  Oriented to person and place (baseline).  Staples in place, wound clean.

Pertinent Results:
Na 133 -> 136.  K 3.4 -> 4.0.
CT head 4/2: no intracranial hemorrhage.
Pelvis and hip x-rays 4/2: no fracture.
UA: trace leukocyte esterase.  Urine culture: pending at discharge.

Brief Hospital Course:
# Fall with orthostatic hypotension: Attributed to orthostasis from hydrochlorothiazide and amlodipine and to zolpidem.  No fracture and no intracranial hemorrhage.  Zolpidem and hydrochlorothiazide were stopped, and amlodipine was reduced from 10 mg to 5 mg.  Orthostatics resolved.  PT recommends a rolling walker.
# Scalp laceration: 4 staples; remove in 7 days, on 4/9.
# Cognition: CAM negative throughout; no delirium.  Donepezil continued.
# Pyuria without symptoms: Not treated as a UTI.  Urine culture was pending at discharge.
# Osteoporosis: Bisphosphonate readdressed; she again prefers to wait.  Calcium and vitamin D continued.

Medications on Admission:
1. Amlodipine 10 mg PO daily
2. Hydrochlorothiazide 25 mg PO daily
3. Donepezil 5 mg PO at bedtime
4. Sertraline 50 mg PO daily
5. Zolpidem 5 mg PO at bedtime
6. Calcium carbonate-vitamin D 600 mg-400 IU PO BID

Discharge Medications:
1. Amlodipine 5 mg PO daily
2. Donepezil 5 mg PO at bedtime
3. Sertraline 50 mg PO daily
4. Calcium carbonate-vitamin D 600 mg-400 IU PO BID

Discharge Disposition:
Home With Service

Discharge Diagnosis:
Fall with orthostatic hypotension
Scalp laceration

Discharge Condition:
Mental Status: Confused - sometimes (baseline).
Activity Status: Ambulatory - requires assistance or aid (walker).

Discharge Instructions:
Do not take zolpidem (Ambien) or hydrochlorothiazide any more.  Stand up slowly.  Use your walker.

Followup Instructions:
PCP on 4/9 for staple removal and urine culture result.
""")

note("9500004-ED-2", A8, "2204-10-18T08:50:00", "2204-10-18T11:00:00", """\
EMERGENCY DEPARTMENT ATTENDING NOTE

This 87-year-old woman with mild Alzheimer dementia, who fell in April without a fracture, slipped on the kitchen floor this morning and could not get up.  Her daughter found her about an hour later.  No head strike this time.  She walks with a walker since April.

Her right leg is shortened and externally rotated, and she cannot lift it.  Neurovascularly intact.  Alert, oriented to person and place, at her baseline per her daughter.

Labs: Na 135, Hgb 11.9, Cr 0.8, CK 410.

Hip x-ray shows a displaced right femoral neck fracture.  Orthopedics will take her for hemiarthroplasty.  Fascia iliaca block placed for pain.  Admitting to orthopedics with geriatrics co-management.
""")

note("9500004-RR-3", A8, "2204-10-18T09:20:00", "2204-10-18T10:00:00", """\
EXAMINATION:  RIGHT HIP AND PELVIS RADIOGRAPHS

INDICATION:  87 year old woman after fall, right hip pain, leg shortened.

COMPARISON:  2204-04-02.

FINDINGS:
Displaced subcapital fracture of the right femoral neck with superior migration of the femoral shaft.  Diffuse osteopenia.  Left hip intact.

IMPRESSION:
Displaced right femoral neck fracture (Garden IV).
""")

note("9500004-PN-2", A8, "2204-10-22T09:30:00", "2204-10-22T11:15:00", """\
Geriatrics Co-management Progress Note, POD 3

Events: Agitated overnight 10/20 to 10/21, pulling at lines and calling out for her mother; haloperidol 0.5 mg IV given once at 23:10 on 10/20 after redirection failed.  Last night calmer with sleep hygiene and her daughter at bedside.  10/21: tachycardic to 112 with SpO2 89%; CTA negative for PE.

Exam: Drowsy in the morning, inattentive (months backward), CAM positive today.  Incision clean.

Labs: Na 135 (10/18) -> 129 (10/21) -> 130 today.  Serum osm 268, urine osm 420, urine Na 48: SIADH pattern.  UA 10/20 negative.

Assessment/Plan:
# Postoperative delirium, hyperactive then mixed, CAM positive since 10/20: Probably multifactorial (surgery, pain, oxycodone, sleep disruption, hyponatremia); no infection found.  Scheduled acetaminophen to limit oxycodone.  No further haloperidol.  Melatonin 3 mg nightly.
# Hyponatremia: SIADH, sertraline likely contributing with postop state.  Fluid restrict 1.2 L.  Reduce sertraline from 50 mg to 25 mg.
# S/p right hemiarthroplasty 10/19: enoxaparin 40 mg daily, started 10/20, for 28 days.
# Osteoporosis with fragility fracture: Vitamin D 18; start cholecalciferol 2000 units.  Zoledronic acid at 3 months if 25-OH vitamin D is above 30.
""")

note("9500004-RR-4", A8, "2204-10-21T15:20:00", "2204-10-21T16:10:00", """\
EXAMINATION:  CTA CHEST

INDICATION:  87 year old woman, postop day 2 after hip hemiarthroplasty, tachycardia and hypoxia.  R/O PE.

FINDINGS:
Good opacification of the pulmonary arteries.  No filling defects.  Dependent bibasilar atelectasis.  Trace bilateral pleural effusions.  No consolidation.

IMPRESSION:
No pulmonary embolism.  Bibasilar atelectasis and trace effusions.
""")

note("9500004-DS-2", A8, "2204-10-25T11:45:00", "2204-10-25T15:20:00", ds_head(
    "F", "ORTHOPAEDICS", "Sulfa (hives)") + """\
Chief Complaint:
Fall, right hip pain

Major Surgical or Invasive Procedure:
Right hip hemiarthroplasty (10/19)

History of Present Illness:
87 year old woman with mild Alzheimer dementia, admitted in April 2204 after a fall without fracture, who fell again at home on 10/18 and sustained a displaced right femoral neck fracture.

Past Medical History:
- Alzheimer dementia, mild
- Hypertension
- Osteoporosis
- Depression
- Fall 4/2204 with scalp laceration, no fracture

Social History:
Widowed, lives alone, daughter visits daily.  Walker since April.  No tobacco or alcohol.

Family History:
Mother with Alzheimer dementia.  Sister with osteoporosis and a hip fracture at 80.

Physical Exam:
Discharge: Alert, oriented to person and place (baseline).  CAM negative.  Incision clean, dry, intact.

Pertinent Results:
Na 135 -> 129 (10/21) -> 131 at discharge.  25-OH vitamin D 18.
Hip x-ray 10/18: displaced right femoral neck fracture.
CTA chest 10/21: no pulmonary embolism; atelectasis.

Brief Hospital Course:
# Right femoral neck fracture after a fall: Hemiarthroplasty on 10/19 without complication.  Weight bearing as tolerated.  Enoxaparin 40 mg daily for 28 days after surgery, 10/20 through 11/16.
# Postoperative delirium: Began on the night of 10/20 and lasted 3 days (10/20-10/22).  She received a single dose of haloperidol 0.5 mg IV on 10/20.  Attributed to surgery, pain, opioids and sleep disruption; urinalysis and chest imaging showed no infection.  CAM has been negative since 10/23 and she is back at her cognitive baseline.
# Tachycardia and hypoxia on 10/21: CTA negative for PE; atelectasis, improved with incentive spirometry.
# Hyponatremia (SIADH): Na fell to 129 on 10/21.  Sertraline was reduced from 50 mg to 25 mg and fluid was restricted.  Sodium was 131 at discharge, improved but not yet normal; recheck BMP at rehab in 3 days.
# Osteoporosis with fragility fracture: Cholecalciferol 2000 units daily added.  Zoledronic acid will be given in 3 months if her vitamin D level is above 30.
# Hypertension: Amlodipine 5 mg continued.

Medications on Admission:
1. Amlodipine 5 mg PO daily
2. Donepezil 5 mg PO at bedtime
3. Sertraline 50 mg PO daily
4. Calcium carbonate-vitamin D 600 mg-400 IU PO BID

Discharge Medications:
1. Amlodipine 5 mg PO daily
2. Donepezil 5 mg PO at bedtime
3. Sertraline 25 mg PO daily
4. Calcium carbonate-vitamin D 600 mg-400 IU PO BID
5. Cholecalciferol 2000 units PO daily
6. Enoxaparin 40 mg SC daily through 11/16
7. Acetaminophen 1000 mg PO TID
8. Oxycodone 2.5 mg PO q6h PRN severe pain
9. Melatonin 3 mg PO at bedtime

Discharge Disposition:
Extended Care

Discharge Diagnosis:
Right femoral neck fracture
Postoperative delirium, resolved
Hyponatremia (SIADH)

Discharge Condition:
Mental Status: Confused - sometimes (baseline).
Activity Status: Out of Bed with assistance to chair or wheelchair.

Discharge Instructions:
Enoxaparin injections once a day until 11/16.  Sertraline dose is now 25 mg.

Followup Instructions:
Orthopaedics in 2 weeks.  Geriatrics bone health clinic in 3 months.
""")

# --- questions, patient 9500004 -------------------------------------------------------------
question(1, S4, [A7, A8], "sequence", "Which fall broke the hip?",
    "The second one. The fall on 4/2/2204 caused only a scalp laceration; the fall on 10/18/2204 "
    "caused a displaced right femoral neck fracture.",
    structure={"order": ["fall without fracture", "fall with right femoral neck fracture"],
               "dates": ["2204-04-02", "2204-10-18"]},
    evidence=[ev("9500004-RR-2", "IMPRESSION", "No hip or pelvic fracture."),
              ev("9500004-RR-3", "IMPRESSION", "Displaced right femoral neck fracture (Garden IV).")])
question(2, S4, [A8], "sequence", "Haloperidol before or after the CTA?",
    "Before. Haloperidol 0.5 mg IV was given once on the night of 10/20; the CTA for PE was done on "
    "10/21, after the 10/19 hemiarthroplasty.",
    structure={"order": ["hemiarthroplasty", "haloperidol", "CTA chest"],
               "dates": ["2204-10-19", "2204-10-20", "2204-10-21"]},
    evidence=[ev("9500004-DS-2", "Major Surgical or Invasive Procedure", "Right hip hemiarthroplasty (10/19)"),
              ev("9500004-DS-2", "Brief Hospital Course", "She received a single dose of haloperidol 0.5 mg IV on 10/20."),
              ev("9500004-DS-2", "Brief Hospital Course", "# Tachycardia and hypoxia on 10/21: CTA negative for PE; atelectasis, improved with incentive spirometry.")])
question(3, S4, [A7], "negation", "Any fracture after the April fall?",
    "No. Pelvis and hip x-rays and the head CT showed no fracture.",
    structure={"concept": "hip fracture", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-RR-2", "IMPRESSION", "No hip or pelvic fracture."),
              ev("9500004-DS-1", "Brief Hospital Course", "No fracture and no intracranial hemorrhage.")])
question(4, S4, [A7], "negation", "Bleed on the head CT the first time?",
    "No. The April CT head showed no intracranial hemorrhage, only scalp swelling.",
    structure={"concept": "intracranial hemorrhage", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-RR-1", "IMPRESSION", "No acute intracranial abnormality.")])
question(5, S4, [A7], "negation", "Was she delirious with the first fall?",
    "No. CAM was negative throughout the April stay; she was at her baseline orientation.",
    structure={"concept": "delirium", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-DS-1", "Brief Hospital Course", "# Cognition: CAM negative throughout; no delirium.")])
question(6, S4, [A8], "negation", "PE on the post-op CTA?",
    "No. No pulmonary embolism; bibasilar atelectasis and trace effusions.",
    structure={"concept": "pulmonary embolism", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-RR-4", "IMPRESSION", "No pulmonary embolism.")])
question(7, S4, [A8], "negation", "Is she going out on Haldol?",
    "No. She had a single dose of haloperidol 0.5 mg IV on 10/20; it is not on the discharge list.",
    structure={"concept": "haloperidol", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "She received a single dose of haloperidol 0.5 mg IV on 10/20."),
              meds("9500004-DS-2", "Discharge Medications")])
question(8, S4, [A7], "negation", "Treated for UTI in April?",
    "No. The pyuria was felt to be asymptomatic bacteriuria and was not treated; the urine culture "
    "was still pending at discharge.",
    structure={"concept": "urinary tract infection", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-DS-1", "Brief Hospital Course", "# Pyuria without symptoms: Not treated as a UTI."),
              ev("9500004-DS-1", "Brief Hospital Course", "Urine culture was pending at discharge.")])
question(9, S4, [A8], "current_state", "Delirium cleared by discharge?",
    "Yes. CAM has been negative since 10/23 and she is back at her cognitive baseline.",
    structure={"concept": "delirium", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "CAM has been negative since 10/23 and she is back at her cognitive baseline.")])
question(10, S4, [A8], "current_state", "Was the hyponatremia fixed by the time she went to rehab?",
    "No. Sodium nadired at 129 on 10/21 and was 131 at discharge, improved but not normal; a BMP is "
    "due at rehab in 3 days.",
    structure={"concept": "hyponatremia", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "Sodium was 131 at discharge, improved but not yet normal; recheck BMP at rehab in 3 days.")])
question(11, S4, [A8], "current_state", "Still on zolpidem?",
    "No. Zolpidem was stopped after the April fall and was not restarted; she now takes melatonin.",
    structure={"concept": "zolpidem", "polarity": "absent", "experiencer": "patient"},
    evidence=[meds("9500004-DS-2", "Discharge Medications"),
              ev("9500004-DS-1", "Brief Hospital Course", "Zolpidem and hydrochlorothiazide were stopped, and amlodipine was reduced from 10 mg to 5 mg.")])
question(12, S4, [A8], "uncertainty", "What was thought to be driving the delirium — infection?",
    "No infection was found. It was attributed to surgery, pain, opioids and sleep disruption; the "
    "UA and chest imaging were negative.",
    structure={"concept": "delirium", "polarity": "present", "experiencer": "patient",
               "cause": "surgery, pain, opioids and sleep disruption", "cause_polarity": "possible"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "Attributed to surgery, pain, opioids and sleep disruption; urinalysis and chest imaging showed no infection."),
              ev("9500004-PN-2", "Assessment/Plan", "# Postoperative delirium, hyperactive then mixed, CAM positive since 10/20: Probably multifactorial (surgery, pain, oxycodone, sleep disruption, hyponatremia); no infection found.")])
question(13, S4, [A7], "change", "BP meds after the first fall?",
    "Hydrochlorothiazide was stopped and amlodipine was reduced from 10 mg to 5 mg daily.",
    structure={"added": [], "removed": ["hydrochlorothiazide"], "continued": ["amlodipine"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500004-DS-1", "Medications on Admission"),
              meds("9500004-DS-1", "Discharge Medications")])
question(14, S4, [A8], "change", "What happened to her sertraline?",
    "Reduced from 50 mg to 25 mg daily because of SIADH-type hyponatremia.",
    structure={"added": [], "removed": [], "continued": ["sertraline"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500004-DS-2", "Medications on Admission"),
              meds("9500004-DS-2", "Discharge Medications"),
              ev("9500004-DS-2", "Brief Hospital Course", "Sertraline was reduced from 50 mg to 25 mg and fluid was restricted.")])
question(15, S4, [A8], "duration", "How long is the Lovenox?",
    "28 days after surgery: enoxaparin 40 mg daily from 10/20 through 11/16.",
    structure={"concept": "enoxaparin", "duration": {"value": 28, "unit": "days"},
               "start": "2204-10-20", "end": "2204-11-16"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "Enoxaparin 40 mg daily for 28 days after surgery, 10/20 through 11/16.")])
question(16, S4, [A8], "duration", "How long was she delirious?",
    "3 days, 10/20 through 10/22; CAM negative from 10/23.",
    structure={"concept": "postoperative delirium", "duration": {"value": 3, "unit": "days"},
               "start": "2204-10-20", "end": "2204-10-22"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "# Postoperative delirium: Began on the night of 10/20 and lasted 3 days (10/20-10/22).")])
question(17, S4, [A8], "conditional", "Zoledronic acid — giving it?",
    "Conditionally: in 3 months, if her 25-OH vitamin D is above 30 (it was 18; cholecalciferol "
    "started).",
    structure={"concept": "zoledronic acid", "polarity": "conditional", "experiencer": "patient",
               "condition": "25-OH vitamin D above 30 at 3 months",
               "action": "give zoledronic acid"},
    evidence=[ev("9500004-DS-2", "Brief Hospital Course", "Zoledronic acid will be given in 3 months if her vitamin D level is above 30.")])
question(18, S4, [A7], "conditional", "What was the plan for the urine culture from April?",
    "Treat only if it grew more than 100,000 CFU and she developed urinary symptoms; otherwise no "
    "treatment for asymptomatic bacteriuria.",
    structure={"concept": "urinary tract infection treatment", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "culture above 100,000 CFU and urinary symptoms",
               "action": "PCP treats the UTI"},
    evidence=[ev("9500004-PN-1", "Recommendations", "If the culture grows more than 100,000 CFU and she develops urinary symptoms, the PCP will treat.")])
question(19, S4, [], "family_history", "Dementia — her, her mother, or both?",
    "Both. She has mild Alzheimer dementia on donepezil, and her mother had Alzheimer dementia from "
    "her late 70s.",
    structure={"concept": "Alzheimer dementia", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9500004-DS-1", "Family History", "Mother had Alzheimer dementia from her late 70s."),
              ev("9500004-DS-1", "Past Medical History", "- Alzheimer dementia, mild")])
question(20, S4, [], "family_history", "Hip fracture in the family?",
    "Yes. Her sister broke her hip at 80 and has osteoporosis; the patient herself fractured her "
    "right hip in October 2204.",
    structure={"concept": "hip fracture", "polarity": "present", "experiencer": "family",
               "relative": "sister"},
    evidence=[ev("9500004-DS-1", "Family History", "Sister broke her hip at 80 and has osteoporosis.")])
question(21, S4, [A8], "historical", "Did she hit her head with the second fall?",
    "No. There was no head strike in October; the head strike and scalp laceration were with the "
    "April fall.",
    structure={"concept": "head strike", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500004-ED-2", None, "No head strike this time."),
              ev("9500004-ED-1", None, "+head strike, no LOC per daughter on phone.")])

# =============================================================================================
# Patient 9500005: M, 54, type 2 diabetes on insulin. May 2205: MSSA osteomyelitis of the right
# second toe, amputation, positive proximal margin, 6 weeks of cefazolin (5/8-6/18). November
# 2205: MSSA bacteremia with mitral valve endocarditis (TEE), vertebral osteomyelitis ruled out
# by MRI, a single ED dose of vancomycin, 6 weeks of cefazolin from the first negative culture.
# =============================================================================================
S5 = 9500005
A9, A10 = 49500009, 49500010
patient(S5, "M", 54, "HISPANIC/LATINO - MEXICAN")
admission(S5, A9, "2205-05-06T16:00:00", "2205-05-14T12:30:00", "HISPANIC/LATINO - MEXICAN", "Medicaid")
admission(S5, A10, "2205-11-20T19:45:00", "2205-11-29T13:10:00", "HISPANIC/LATINO - MEXICAN", "Medicaid")

note("9500005-ED-1", A9, "2205-05-06T13:20:00", "2205-05-06T15:40:00", """\
ED NOTE
54M T2DM (A1c 9.8), neuropathy, 2 mo nonhealing ulcer plantar R 2nd toe, now red/swollen x 4 d, draining.  Afebrile.
Probe to bone +.  Erythema to midfoot, no crepitus.  DP/PT palpable.
WBC 12.1, ESR 88, CRP 12.4.  BCx x2 sent.
Foot XR: erosion distal phalanx concerning for osteo.
Vanc + pip-tazo started.  Podiatry aware.  Admit medicine.
""")

note("9500005-RR-1", A9, "2205-05-07T11:00:00", "2205-05-07T12:10:00", """\
EXAMINATION:  MRI RIGHT FOOT WITH AND WITHOUT CONTRAST

INDICATION:  54 year old man with diabetic foot ulcer, probe to bone positive.  Evaluate for osteomyelitis, abscess.

FINDINGS:
Marrow edema with low T1 signal and enhancement involving the middle and distal phalanges of the second toe, contiguous with a plantar ulcer.  Proximal phalanx and metatarsal head are spared.  No abscess.  Soft tissue edema of the forefoot.

IMPRESSION:
1. Osteomyelitis of the middle and distal phalanges of the right second toe.
2. No abscess.
""")

note("9500005-PN-1", A9, "2205-05-08T14:30:00", "2205-05-08T15:20:00", """\
PODIATRY OPERATIVE NOTE
Procedure: Amputation of right second toe at the MTP joint.
Findings: Soft, grey bone of the middle and distal phalanges.  Purulence tracking along the flexor tendon sheath, debrided.
Specimens: bone for culture; proximal phalanx base sent separately as the proximal margin.
Plan: Vancomycin and pip-tazo until cultures.  ID consult.
""")

note("9500005-CN-1", A9, "2205-05-10T10:50:00", "2205-05-10T12:30:00", """\
Infectious Disease Consult

ID: 54 y/o man with diabetes, right second toe osteomyelitis s/p amputation 5/8.

Micro: Bone culture 5/8: Staphylococcus aureus, oxacillin susceptible (MSSA).  Blood cultures 5/6 x2: no growth, final.
Pathology 5/9: acute osteomyelitis extending to the proximal margin.

Assessment: MSSA osteomyelitis with residual infected bone at the proximal margin, so this is not a surgical cure.  No bacteremia.

Recommendations:
1. Stop vancomycin and piperacillin-tazobactam.  Cefazolin 2 g IV q8h, counting from surgery 5/8, for 6 weeks through 6/18.
2. PICC line.
3. Weekly CBC, BMP, ESR and CRP.  If ESR and CRP are not falling by week 4, repeat the MRI.
4. ABI normal (1.02), no vascular referral needed.
""")

note("9500005-DS-1", A9, "2205-05-14T10:00:00", "2205-05-14T13:00:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Right foot redness and drainage

Major Surgical or Invasive Procedure:
Amputation of right second toe (5/8)
PICC placement (5/12)

History of Present Illness:
54 year old man with type 2 diabetes and neuropathy with a two-month nonhealing ulcer under the right second toe, now with cellulitis and a probe-to-bone positive wound.

Past Medical History:
- Type 2 diabetes, HbA1c 9.8%, on insulin
- Peripheral neuropathy
- Hypertension
- Hyperlipidemia

Social History:
Line cook.  Lives with his wife and two children.  Never smoked.  Rare alcohol.

Family History:
Both parents have type 2 diabetes.  Mother had rheumatic heart disease and a mitral valve replacement at 50.  No family history of endocarditis.

Physical Exam:
Discharge: afebrile.  Amputation site clean with sutures in place; forefoot erythema resolved.

Pertinent Results:
Foot x-ray 5/6: erosion of the distal phalanx concerning for osteomyelitis.
MRI foot 5/7: osteomyelitis of the middle and distal phalanges of the second toe, no abscess.
Bone culture 5/8: MSSA.  Blood cultures 5/6: no growth.
ESR 88 -> 61, CRP 12.4 -> 3.1.  ABI 1.02.

Brief Hospital Course:
# MSSA osteomyelitis of the right second toe: The x-ray was concerning and the MRI confirmed osteomyelitis.  Amputation at the MTP joint on 5/8; the proximal margin still showed osteomyelitis.  Empiric vancomycin and piperacillin-tazobactam 5/6-5/9 were changed to cefazolin 2 g IV every 8 hours for 6 weeks, from 5/8 through 6/18, via PICC.  Blood cultures were negative, so there was no bacteremia.
# Cellulitis of the forefoot: Resolved.
# Type 2 diabetes: Glargine increased from 16 to 20 units nightly; metformin and lispro continued.
# Peripheral arterial disease: Not present, ABI 1.02.

Medications on Admission:
1. Insulin glargine 16 units SC at bedtime
2. Insulin lispro sliding scale with meals
3. Metformin 1000 mg PO BID
4. Lisinopril 10 mg PO daily
5. Atorvastatin 40 mg PO daily

Discharge Medications:
1. Cefazolin 2 g IV q8h through 6/18
2. Insulin glargine 20 units SC at bedtime
3. Insulin lispro sliding scale with meals
4. Metformin 1000 mg PO BID
5. Lisinopril 10 mg PO daily
6. Atorvastatin 40 mg PO daily

Discharge Disposition:
Home With Service

Discharge Diagnosis:
MSSA osteomyelitis of the right second toe, status post amputation

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - requires assistance or aid (surgical shoe).

Discharge Instructions:
Keep your foot dry.  Home infusion will teach you the PICC.

Followup Instructions:
ID clinic in 2 weeks.  Podiatry in 1 week.
""")

note("9500005-ED-2", A10, "2205-11-20T16:10:00", "2205-11-20T19:30:00", """\
ED Attending Note

54-year-old man with diabetes, treated in May and June for MSSA osteomyelitis of the right second toe (amputated, 6 weeks of cefazolin, PICC removed 6/20), who has had three days of fevers to 39.4, rigors and low back pain.  No IV drug use.  No dental work.  The amputation site has stayed healed.

T 39.1, HR 118, BP 104/62.  New soft holosystolic murmur at the apex.  No Janeway lesions or splinter hemorrhages.  Lumbar spine tender to percussion.  No focal weakness.

WBC 17.4, lactate 2.6, Cr 1.3.  Blood cultures x2 drawn at 16:30.

Vancomycin 1.5 g IV given once here; I also gave cefepime pending cultures.  Concern for endocarditis and possible vertebral osteomyelitis.  Will need echo and MRI spine.  Admit to medicine.
""")

note("9500005-RR-2", A10, "2205-11-22T09:40:00", "2205-11-22T11:15:00", """\
EXAMINATION:  MRI LUMBAR AND THORACIC SPINE WITH AND WITHOUT CONTRAST

INDICATION:  54 year old man with MSSA bacteremia and back pain.  Evaluate for discitis, osteomyelitis or epidural abscess.

FINDINGS:
Normal vertebral body marrow signal.  No disc enhancement or endplate erosion.  No epidural or paraspinal collection.  Mild degenerative disc disease at L4-5 and L5-S1.

IMPRESSION:
1. No evidence of discitis-osteomyelitis or epidural abscess.
2. Mild lower lumbar degenerative change.
""")

note("9500005-PN-2", A10, "2205-11-23T13:30:00", "2205-11-23T14:40:00", """\
TEE PROCEDURE NOTE

Indication: MSSA bacteremia; TTE 11/21 limited by body habitus, no vegetation seen.
Findings: 9 mm mobile echodensity on the atrial side of the anterior mitral leaflet, consistent with vegetation.  Mild mitral regurgitation.  No perivalvular abscess.  Aortic valve normal.  LVEF 60%.
Impression: Mitral valve endocarditis.  Definite endocarditis by modified Duke criteria.
""")

note("9500005-DS-2", A10, "2205-11-29T10:30:00", "2205-11-29T13:45:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Fever, rigors, back pain

Major Surgical or Invasive Procedure:
Transesophageal echocardiogram (11/23)
PICC placement (11/26)

History of Present Illness:
54 year old man with type 2 diabetes and MSSA osteomyelitis of the right second toe treated in May and June 2205 who presented with fevers, rigors and low back pain and grew MSSA in 2 of 2 blood cultures.

Past Medical History:
- Type 2 diabetes on insulin
- MSSA osteomyelitis of the right second toe, amputation 5/2205, 6 weeks of cefazolin
- Hypertension
- Hyperlipidemia

Social History:
Line cook.  Never smoked.  No IV drug use.

Family History:
Both parents have type 2 diabetes.  Mother had rheumatic heart disease with a mitral valve replacement.

Physical Exam:
Discharge: afebrile since 11/23.  Soft apical holosystolic murmur.  Back nontender.  Right foot amputation site well healed.

Pertinent Results:
Blood cultures 11/20 and 11/21: MSSA.  Blood cultures 11/22, 11/23 and 11/24: no growth.  Surveillance blood culture 11/27: pending at discharge.
TTE 11/21: no vegetation seen, limited study.
TEE 11/23: 9 mm mitral valve vegetation, mild MR, no abscess.
MRI spine 11/22: no discitis-osteomyelitis or epidural abscess.
Right foot x-ray 11/21: healed second toe amputation, no osteomyelitis.

Brief Hospital Course:
# MSSA mitral valve endocarditis: Suspected on admission because of the new murmur and bacteremia; the TTE did not show a vegetation, but the TEE confirmed a 9 mm mitral vegetation.  He had one dose of vancomycin and cefepime in the ED and then cefazolin 2 g IV every 8 hours from 11/21.  The first negative blood culture was 11/22, so he will complete 6 weeks of cefazolin counted from 11/22, through 1/2/2206.  Cardiac surgery saw him: no indication for surgery now, but they would operate if he develops heart failure, an embolic event or persistent bacteremia.
# Back pain: Vertebral osteomyelitis and epidural abscess were ruled out by MRI.  Mechanical back pain.
# History of toe osteomyelitis: The amputation site is healed and the foot x-ray shows no recurrent osteomyelitis.
# Type 2 diabetes: Metformin was held while he was septic and resumed at discharge.  Glargine increased from 20 to 26 units for glucose in the 250s.

Medications on Admission:
1. Insulin glargine 20 units SC at bedtime
2. Insulin lispro sliding scale with meals
3. Metformin 1000 mg PO BID
4. Lisinopril 10 mg PO daily
5. Atorvastatin 40 mg PO daily

Discharge Medications:
1. Cefazolin 2 g IV q8h through 1/2/2206
2. Insulin glargine 26 units SC at bedtime
3. Insulin lispro sliding scale with meals
4. Metformin 1000 mg PO BID
5. Lisinopril 10 mg PO daily
6. Atorvastatin 40 mg PO daily

Discharge Disposition:
Home With Service

Discharge Diagnosis:
MSSA bacteremia with mitral valve endocarditis

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Call for fever, shortness of breath, weakness or new pain.

Followup Instructions:
ID clinic in 1 week.  Cardiology and repeat echo at the end of therapy.
""")

# --- questions, patient 9500005 -------------------------------------------------------------
question(1, S5, [A9], "duration", "How long was the cefazolin for the toe?",
    "6 weeks: cefazolin 2 g IV q8h from 5/8 through 6/18/2205, via PICC.",
    structure={"concept": "cefazolin", "duration": {"value": 6, "unit": "weeks"},
               "start": "2205-05-08", "end": "2205-06-18"},
    evidence=[ev("9500005-DS-1", "Brief Hospital Course", "Empiric vancomycin and piperacillin-tazobactam 5/6-5/9 were changed to cefazolin 2 g IV every 8 hours for 6 weeks, from 5/8 through 6/18, via PICC.")])
question(2, S5, [A10], "duration", "And for the endocarditis — how long, counted from when?",
    "6 weeks of cefazolin counted from the first negative blood culture on 11/22/2205, through "
    "1/2/2206.",
    structure={"concept": "cefazolin", "duration": {"value": 6, "unit": "weeks"},
               "start": "2205-11-22", "end": "2206-01-02"},
    evidence=[ev("9500005-DS-2", "Brief Hospital Course", "The first negative blood culture was 11/22, so he will complete 6 weeks of cefazolin counted from 11/22, through 1/2/2206.")])
question(3, S5, [A9, A10], "sequence", "Two cefazolin courses — which for what, in what order?",
    "First for MSSA toe osteomyelitis (5/8-6/18/2205), then for MSSA mitral endocarditis "
    "(11/21/2205 to 1/2/2206).",
    structure={"order": ["cefazolin for toe osteomyelitis", "cefazolin for mitral valve endocarditis"],
               "dates": ["2205-05-08", "2205-11-21"]},
    evidence=[ev("9500005-DS-1", "Brief Hospital Course", "Empiric vancomycin and piperacillin-tazobactam 5/6-5/9 were changed to cefazolin 2 g IV every 8 hours for 6 weeks, from 5/8 through 6/18, via PICC."),
              ev("9500005-DS-2", "Brief Hospital Course", "He had one dose of vancomycin and cefepime in the ED and then cefazolin 2 g IV every 8 hours from 11/21.")])
question(4, S5, [A10], "sequence", "TTE or TEE first, and which found it?",
    "The TTE on 11/21 came first and showed no vegetation (limited study); the TEE on 11/23 found "
    "the 9 mm mitral vegetation.",
    structure={"order": ["transthoracic echocardiogram", "transesophageal echocardiogram"],
               "dates": ["2205-11-21", "2205-11-23"]},
    evidence=[ev("9500005-DS-2", "Pertinent Results", "TTE 11/21: no vegetation seen, limited study."),
              ev("9500005-DS-2", "Pertinent Results", "TEE 11/23: 9 mm mitral valve vegetation, mild MR, no abscess.")])
question(5, S5, [A9], "negation", "Was he bacteremic with the toe infection?",
    "No. The 5/6 blood cultures had no growth (final).",
    structure={"concept": "bacteremia", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500005-CN-1", "Micro", "Blood cultures 5/6 x2: no growth, final."),
              ev("9500005-DS-1", "Brief Hospital Course", "Blood cultures were negative, so there was no bacteremia.")])
question(6, S5, [A9], "negation", "Any PAD?",
    "No. ABI was normal at 1.02 and pedal pulses were palpable.",
    structure={"concept": "peripheral arterial disease", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[ev("9500005-DS-1", "Brief Hospital Course", "# Peripheral arterial disease: Not present, ABI 1.02.")])
question(7, S5, [A10], "negation", "Vanc on the discharge list?",
    "No. He had a single 1.5 g dose of vancomycin in the ED; he goes home on cefazolin alone.",
    structure={"concept": "vancomycin", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500005-ED-2", None, "Vancomycin 1.5 g IV given once here; I also gave cefepime pending cultures."),
              meds("9500005-DS-2", "Discharge Medications")])
question(8, S5, [A10], "negation", "Surveillance cultures from 11/27 negative?",
    "Not known. The 11/27 surveillance culture was pending at discharge; the 11/22-11/24 cultures "
    "were negative.",
    structure={"concept": "positive surveillance blood culture", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[ev("9500005-DS-2", "Pertinent Results", "Surveillance blood culture 11/27: pending at discharge.")],
    rationale="The question asks about a test that was ordered but had not resulted; the answer "
              "must not claim it was negative.")
question(9, S5, [A10], "uncertainty", "Endocarditis — confirmed or just suspected?",
    "Confirmed. It was suspected on admission, the TTE was nondiagnostic, and the TEE showed a 9 mm "
    "mitral vegetation (definite by modified Duke criteria).",
    structure={"concept": "infective endocarditis", "polarity": "present",
               "experiencer": "patient"},
    evidence=[ev("9500005-PN-2", "Impression", "Definite endocarditis by modified Duke criteria."),
              ev("9500005-DS-2", "Brief Hospital Course", "# MSSA mitral valve endocarditis: Suspected on admission because of the new murmur and bacteremia; the TTE did not show a vegetation, but the TEE confirmed a 9 mm mitral vegetation.")])
question(10, S5, [A10], "uncertainty", "Did he have vertebral osteo?",
    "No. It was suspected because of back pain with bacteremia and ruled out by MRI of the spine.",
    structure={"concept": "vertebral osteomyelitis", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[ev("9500005-DS-2", "Brief Hospital Course", "# Back pain: Vertebral osteomyelitis and epidural abscess were ruled out by MRI."),
              ev("9500005-RR-2", "IMPRESSION", "1. No evidence of discitis-osteomyelitis or epidural abscess.")])
question(11, S5, [A9], "uncertainty", "Toe x-ray said concerning for osteo — was it?",
    "Yes. MRI confirmed osteomyelitis of the middle and distal phalanges, and bone culture grew MSSA.",
    structure={"concept": "osteomyelitis", "polarity": "present", "experiencer": "patient"},
    evidence=[ev("9500005-DS-1", "Brief Hospital Course", "# MSSA osteomyelitis of the right second toe: The x-ray was concerning and the MRI confirmed osteomyelitis.")])
question(12, S5, [A10], "current_state", "Is the toe osteo still active?",
    "No. The amputation site is healed and the November foot x-ray shows no recurrent osteomyelitis.",
    structure={"concept": "osteomyelitis of the right second toe", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[ev("9500005-DS-2", "Brief Hospital Course", "# History of toe osteomyelitis: The amputation site is healed and the foot x-ray shows no recurrent osteomyelitis.")])
question(13, S5, [A10], "historical", "Has he grown MSSA before?",
    "Yes. The bone culture from the toe amputation on 5/8/2205 grew MSSA.",
    structure={"concept": "MSSA infection", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500005-CN-1", "Micro", "Bone culture 5/8: Staphylococcus aureus, oxacillin susceptible (MSSA).")])
question(14, S5, [A10], "change", "Insulin changes in November?",
    "Glargine went up from 20 to 26 units; lispro sliding scale continued; metformin was held while "
    "septic and resumed, so it is continued.",
    structure={"added": ["cefazolin"], "removed": [],
               "continued": ["insulin glargine", "insulin lispro", "metformin"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500005-DS-2", "Medications on Admission"),
              meds("9500005-DS-2", "Discharge Medications"),
              ev("9500005-DS-2", "Brief Hospital Course", "Glargine increased from 20 to 26 units for glucose in the 250s.")],
    rationale="The lists compared are the whole admission and discharge lists, so cefazolin appears "
              "as added although the question is about insulin.")
question(15, S5, [A10], "conditional", "When would he need valve surgery?",
    "If he develops heart failure, an embolic event or persistent bacteremia; no indication now.",
    structure={"concept": "mitral valve surgery", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "heart failure, an embolic event or persistent bacteremia",
               "action": "cardiac surgery"},
    evidence=[ev("9500005-DS-2", "Brief Hospital Course", "Cardiac surgery saw him: no indication for surgery now, but they would operate if he develops heart failure, an embolic event or persistent bacteremia.")])
question(16, S5, [A9], "conditional", "ID's plan if the markers didn't come down on the toe treatment?",
    "Repeat the MRI if ESR and CRP were not falling by week 4.",
    structure={"concept": "repeat MRI foot", "polarity": "conditional", "experiencer": "patient",
               "condition": "ESR and CRP not falling by week 4", "action": "repeat the MRI"},
    evidence=[ev("9500005-CN-1", "Recommendations", "If ESR and CRP are not falling by week 4, repeat the MRI.")])
question(17, S5, [], "family_history", "Valve disease — him or his mother?",
    "Both have mitral valve disease, but different kinds: his mother had rheumatic heart disease with "
    "a mitral valve replacement; he has MSSA mitral valve endocarditis, not rheumatic disease.",
    structure={"concept": "rheumatic heart disease", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9500005-DS-1", "Family History", "Mother had rheumatic heart disease and a mitral valve replacement at 50."),
              ev("9500005-DS-1", "Family History", "No family history of endocarditis.")])
question(18, S5, [], "family_history", "Any family endocarditis?",
    "No. There is no family history of endocarditis; his mother's valve disease was rheumatic.",
    structure={"concept": "endocarditis", "polarity": "absent", "experiencer": "family"},
    evidence=[ev("9500005-DS-1", "Family History", "No family history of endocarditis.")])
question(19, S5, [A10], "historical", "Did he still have the PICC from the spring?",
    "No. The first PICC was removed on 6/20/2205; a new PICC was placed on 11/26.",
    structure={"concept": "PICC line", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500005-ED-2", None, "54-year-old man with diabetes, treated in May and June for MSSA osteomyelitis of the right second toe (amputated, 6 weeks of cefazolin, PICC removed 6/20), who has had three days of fevers to 39.4, rigors and low back pain."),
              ev("9500005-DS-2", "Major Surgical or Invasive Procedure", "PICC placement (11/26)")])

# =============================================================================================
# Patient 9500006: F, 45, strong family history. February 2206: exertional syncope, obstructive
# hypertrophic cardiomyopathy (mother had it too), PE and coronary disease excluded, genetic
# panel sent, hydrochlorothiazide stopped, metoprolol started. July 2206: first atrial
# fibrillation (mother had it too), TEE-guided cardioversion, apixaban, metoprolol doubled, and a
# primary-prevention ICD after a pathogenic MYBPC3 variant and 17% LGE. Father's colon cancer,
# brother's type 1 diabetes and an aunt's breast cancer are not hers.
# =============================================================================================
S6 = 9500006
A11, A12 = 49500011, 49500012
patient(S6, "F", 45, "ASIAN - CHINESE")
admission(S6, A11, "2206-02-10T15:00:00", "2206-02-13T12:00:00", "ASIAN - CHINESE", "Private")
admission(S6, A12, "2206-07-20T02:30:00", "2206-07-24T11:45:00", "ASIAN - CHINESE", "Private")

note("9500006-ED-1", A11, "2206-02-10T10:40:00", "2206-02-10T14:20:00", """\
ED Resident Note
CC: syncope
HPI: 45F w/ HTN on HCTZ, collapsed while jogging uphill this AM, LOC ~20 s, bystander said no shaking.  Felt chest tightness and lightheaded just before.  Recent 9 h flight last week.  Mother died suddenly at 50.
Exam: HR 104, BP 118/70 (orthostatic drop to 96/60).  Harsh 3/6 systolic murmur LSB, louder with Valsalva.  Calves soft.
ECG: sinus, LVH with deep anterior TWI.
Labs: trop T 0.05, D-dimer 680.
A/P: Exertional syncope, ? HOCM vs PE (flight, tachycardia, D-dimer up).  CTA chest r/o PE.  TTE.  Admit cardiology, telemetry.
""")

note("9500006-RR-1", A11, "2206-02-10T12:05:00", "2206-02-10T12:50:00", """\
EXAMINATION:  CTA CHEST

INDICATION:  45 year old woman with exertional syncope, tachycardia, recent long flight and elevated D-dimer.  R/O PE.

FINDINGS:
Pulmonary arteries well opacified without filling defect.  Asymmetric thickening of the interventricular septum.  Lungs clear.  No effusion.

IMPRESSION:
1. No pulmonary embolism.
2. Asymmetric septal thickening; correlate with echocardiography.
""")

note("9500006-RR-2", A11, "2206-02-12T09:30:00", "2206-02-12T11:10:00", """\
EXAMINATION:  CT CORONARY ANGIOGRAPHY

INDICATION:  45 year old woman with syncope, troponin leak and new hypertrophic cardiomyopathy.  Exclude coronary artery disease.

FINDINGS:
Coronary calcium score 0.  No coronary stenosis or plaque in any vessel.  Right dominant.  Septal thickness up to 21 mm.

IMPRESSION:
No coronary artery disease.
""")

note("9500006-PN-1", A11, "2206-02-11T16:00:00", "2206-02-11T17:40:00", """\
Cardiology progress note

TTE 2/11: asymmetric septal hypertrophy 21 mm, systolic anterior motion of the mitral valve, LVOT gradient 28 mmHg at rest and 64 mmHg with Valsalva, LVEF 70%.  Suspected HCM from the exam is confirmed.
Tele: one 6-beat run of NSVT at 03:12.  No atrial fibrillation.
Troponin 0.05 -> 0.04, demand in setting of obstruction; CAD to be excluded with CT coronary angiogram given chest tightness.

Plan:
- Obstructive HCM: start metoprolol succinate 50 mg daily.  Stop HCTZ (volume depletion worsens obstruction).  Avoid dehydration and competitive sport.
- Genetic panel (cardiomyopathy) sent today, results in 6-8 weeks.
- Cardiac MRI as outpatient.
- ICD: decide after cardiac MRI and genetics; primary prevention ICD if LGE is 15% or more of LV mass or another major risk factor appears.
""")

note("9500006-CN-1", A11, "2206-02-12T14:20:00", "2206-02-12T15:55:00", """\
Genetic Counseling Consult

Reason: new HCM with family history of sudden death.

Pedigree:
- Mother: HCM diagnosed at 38, atrial fibrillation, stroke at 46, died suddenly at 50.
- Maternal uncle: died suddenly while swimming at 34, no autopsy.
- Father: colon cancer at 58, treated, alive at 72.
- Brother (42): type 1 diabetes since age 12.
- Maternal aunt: breast cancer at 47.
- Daughter (17): healthy, never screened.

Assessment: Autosomal dominant pattern of HCM and sudden death on the maternal side.  The patient's own colonoscopy at 45 was normal, her mammogram in 2205 was BI-RADS 1, and her HbA1c is 5.3%; she does not share her father's, brother's or aunt's conditions.

Plan: Cardiomyopathy gene panel sent.  If a pathogenic variant is found, cascade testing for her daughter; echo screening for the daughter regardless.
""")

note("9500006-DS-1", A11, "2206-02-13T10:15:00", "2206-02-13T13:00:00", ds_head(
    "F", "CARDIOLOGY", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Syncope

Major Surgical or Invasive Procedure:
None

History of Present Illness:
45 year old woman with hypertension who had exertional syncope while jogging, with a new systolic murmur.

Past Medical History:
- Hypertension
- Obstructive hypertrophic cardiomyopathy, new this admission

Social History:
Accountant.  Married, one daughter.  Runs 3 times a week.  Never smoker.  Rare alcohol.

Family History:
Mother with HCM and atrial fibrillation, died suddenly at 50.  Maternal uncle died suddenly at 34.  Father with colon cancer at 58.  Brother with type 1 diabetes.  Maternal aunt with breast cancer at 47.

Physical Exam:
Discharge: HR 64, BP 116/72.  Systolic murmur louder with Valsalva.

Pertinent Results:
CTA chest 2/10: no pulmonary embolism.
TTE 2/11: septum 21 mm, SAM, LVOT gradient 64 mmHg with Valsalva, LVEF 70%.
CT coronary angiogram 2/12: no coronary artery disease.
Telemetry 2/10-2/13: one 6-beat run of NSVT, no atrial fibrillation.
Cardiomyopathy gene panel sent 2/12, pending at discharge.

Brief Hospital Course:
# Exertional syncope from obstructive hypertrophic cardiomyopathy: Suspected from the murmur and confirmed by echocardiogram.  Pulmonary embolism was considered because of the flight and D-dimer and was excluded by CTA.  Coronary disease was excluded by CT coronary angiography.  Metoprolol succinate 50 mg daily was started and hydrochlorothiazide was stopped.
# Sudden cardiac death risk: One run of NSVT.  A primary prevention ICD will be decided after cardiac MRI and the genetic results.
# Family screening: Genetic counseling seen; her daughter will have an echo, and cascade genetic testing if a variant is found.

Medications on Admission:
1. Hydrochlorothiazide 25 mg PO daily

Discharge Medications:
1. Metoprolol succinate 50 mg PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Obstructive hypertrophic cardiomyopathy
Syncope

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
No running or competitive sport until cardiology clinic.  Drink fluids and avoid dehydration.  Stop hydrochlorothiazide.

Followup Instructions:
Cardiac MRI in 4 weeks.  HCM clinic in 6 weeks with genetic results.
""")

note("9500006-ED-2", A12, "2206-07-20T00:40:00", "2206-07-20T02:15:00", """\
ED note
45F obstructive HCM (Feb), on metoprolol succ 50.  Palpitations since ~21:00 on 7/19, dyspnea.  No syncope.
HR 148 irregular, BP 104/66.  ECG: AF with RVR, new.
Gave metoprolol 5 mg IV x2 -> HR 112.  No diltiazem given her LVOT obstruction.
Gene panel back in April: pathogenic MYBPC3 variant.  CMR March: LGE 17% of LV mass.
Admit cardiology.
""")

note("9500006-PN-2", A12, "2206-07-21T15:10:00", "2206-07-21T16:00:00", """\
EP procedure note

Procedure 1 (7/21): TEE-guided DC cardioversion.  No left atrial appendage thrombus.  Single synchronized 200 J shock restored sinus rhythm.  Apixaban 5 mg BID started 7/20 before the procedure.
Procedure 2 (planned 7/22): dual-chamber ICD for primary prevention, indicated by LGE 17% and the pathogenic MYBPC3 variant.  Cefazolin 2 g IV once before the incision.
Post ICD: no lifting the left arm above the shoulder for 4 weeks.
""")

note("9500006-RR-3", A12, "2206-07-22T17:30:00", "2206-07-22T18:15:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  45 year old woman after dual-chamber ICD placement.  Evaluate lead position, pneumothorax.

FINDINGS:
Left chest wall ICD with leads in the right atrium and right ventricular apex.  No pneumothorax.  Lungs clear.

IMPRESSION:
Leads in expected position.  No pneumothorax.
""")

note("9500006-DS-2", A12, "2206-07-24T09:30:00", "2206-07-24T12:10:00", ds_head(
    "F", "CARDIOLOGY", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Palpitations

Major Surgical or Invasive Procedure:
TEE-guided cardioversion (7/21)
Dual-chamber ICD implantation (7/22)

History of Present Illness:
45 year old woman with obstructive HCM diagnosed in February 2206 who presented with new atrial fibrillation with rapid ventricular response, palpitations starting the evening of 7/19.

Past Medical History:
- Obstructive hypertrophic cardiomyopathy, pathogenic MYBPC3 variant
- Hypertension

Social History:
Accountant.  Never smoker.  Has stopped running since February.

Family History:
Mother with HCM and atrial fibrillation, stroke at 46, died suddenly at 50.  Maternal uncle died suddenly at 34.  Father with colon cancer.  Brother with type 1 diabetes.

Physical Exam:
Discharge: HR 62 regular.  ICD pocket without hematoma.

Pertinent Results:
ECG 7/20: atrial fibrillation with RVR.  ECG 7/24: sinus rhythm.
Cardiac MRI 3/2206: LGE 17% of LV mass.
Genetics 4/2206: pathogenic MYBPC3 variant.
CXR 7/22: ICD leads in place, no pneumothorax.

Brief Hospital Course:
# New atrial fibrillation: This is her first episode; there was no atrial fibrillation on telemetry in February.  Rate controlled with IV metoprolol, then TEE-guided cardioversion on 7/21 to sinus rhythm, which has held.  Anticoagulation with apixaban 5 mg BID regardless of CHA2DS2-VASc because of HCM; it is to continue long term.  Metoprolol succinate increased from 50 mg to 100 mg daily.
# Primary prevention ICD: The decision made in February was to implant an ICD if LGE was 15% or more; the cardiac MRI showed 17%, and a pathogenic MYBPC3 variant was found.  Dual-chamber ICD placed 7/22 with a single preoperative dose of cefazolin.  No lifting the left arm above shoulder height for 4 weeks.
# Family screening: Her daughter's cascade testing is arranged now that the variant is known.

Medications on Admission:
1. Metoprolol succinate 50 mg PO daily

Discharge Medications:
1. Metoprolol succinate 100 mg PO daily
2. Apixaban 5 mg PO BID

Discharge Disposition:
Home

Discharge Diagnosis:
Paroxysmal atrial fibrillation
Obstructive hypertrophic cardiomyopathy, status post ICD

Discharge Condition:
Mental Status: Clear and coherent.
Activity Status: Ambulatory - Independent.

Discharge Instructions:
Do not miss apixaban doses.  Device clinic will check your ICD in 1 week.

Followup Instructions:
Device clinic in 1 week.  HCM clinic in 6 weeks.
""")

# --- questions, patient 9500006 -------------------------------------------------------------
question(1, S6, [], "family_history", "HCM — her or her mom?",
    "Both. Her mother had HCM diagnosed at 38, and the patient was diagnosed with obstructive HCM in "
    "February 2206.",
    structure={"concept": "hypertrophic cardiomyopathy", "polarity": "present",
               "experiencer": "family", "relative": "mother"},
    evidence=[ev("9500006-CN-1", "Pedigree", "- Mother: HCM diagnosed at 38, atrial fibrillation, stroke at 46, died suddenly at 50."),
              ev("9500006-DS-1", "Brief Hospital Course", "# Exertional syncope from obstructive hypertrophic cardiomyopathy: Suspected from the murmur and confirmed by echocardiogram.")])
question(2, S6, [], "family_history", "Sudden death in the family?",
    "Yes. Her mother died suddenly at 50 and a maternal uncle died suddenly while swimming at 34.",
    structure={"concept": "sudden cardiac death", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9500006-DS-1", "Family History", "Mother with HCM and atrial fibrillation, died suddenly at 50."),
              ev("9500006-DS-1", "Family History", "Maternal uncle died suddenly at 34.")])
question(3, S6, [], "family_history", "Does she have colon cancer like her father?",
    "No. Her father had colon cancer at 58; her own colonoscopy at 45 was normal.",
    structure={"concept": "colon cancer", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[ev("9500006-CN-1", "Pedigree", "- Father: colon cancer at 58, treated, alive at 72."),
              ev("9500006-CN-1", "Assessment", "The patient's own colonoscopy at 45 was normal, her mammogram in 2205 was BI-RADS 1, and her HbA1c is 5.3%; she does not share her father's, brother's or aunt's conditions.")])
question(4, S6, [], "family_history", "Diabetic like her brother?",
    "No. Her brother has type 1 diabetes; her HbA1c is 5.3%.",
    structure={"concept": "type 1 diabetes", "polarity": "present", "experiencer": "family",
               "relative": "brother"},
    evidence=[ev("9500006-CN-1", "Pedigree", "- Brother (42): type 1 diabetes since age 12."),
              ev("9500006-CN-1", "Assessment", "The patient's own colonoscopy at 45 was normal, her mammogram in 2205 was BI-RADS 1, and her HbA1c is 5.3%; she does not share her father's, brother's or aunt's conditions.")])
question(5, S6, [], "family_history", "Breast cancer — who?",
    "Her maternal aunt, at 47. The patient's 2205 mammogram was BI-RADS 1.",
    structure={"concept": "breast cancer", "polarity": "present", "experiencer": "family",
               "relative": "maternal aunt"},
    evidence=[ev("9500006-CN-1", "Pedigree", "- Maternal aunt: breast cancer at 47.")])
question(6, S6, [A12], "family_history", "AF — her or her mother?",
    "Both. Her mother had atrial fibrillation, and the patient had her first episode in July 2206.",
    structure={"concept": "atrial fibrillation", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9500006-DS-2", "Family History", "Mother with HCM and atrial fibrillation, stroke at 46, died suddenly at 50."),
              ev("9500006-DS-2", "Discharge Diagnosis", "Paroxysmal atrial fibrillation")])
question(7, S6, [A11], "negation", "CTA was r/o PE — any clot?",
    "No. There was no pulmonary embolism; the CTA showed asymmetric septal thickening instead.",
    structure={"concept": "pulmonary embolism", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500006-RR-1", "IMPRESSION", "1. No pulmonary embolism.")])
question(8, S6, [A11], "negation", "Gene panel back before she left in Feb?",
    "No. It was sent on 2/12 and pending at discharge; it returned in April with a pathogenic "
    "MYBPC3 variant.",
    structure={"concept": "cardiomyopathy gene panel result", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[ev("9500006-DS-1", "Pertinent Results", "Cardiomyopathy gene panel sent 2/12, pending at discharge.")])
question(9, S6, [A11], "uncertainty", "CAD as the cause of the syncope?",
    "No. Coronary disease was considered because of chest tightness and a troponin leak and excluded "
    "by CT coronary angiography (calcium score 0, no plaque).",
    structure={"concept": "coronary artery disease", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[ev("9500006-RR-2", "IMPRESSION", "No coronary artery disease."),
              ev("9500006-DS-1", "Brief Hospital Course", "Coronary disease was excluded by CT coronary angiography.")])
question(10, S6, [A11], "uncertainty", "HCM — suspected or confirmed?",
    "Confirmed. It was suspected from the murmur and confirmed by echo: septum 21 mm, SAM and a "
    "64 mmHg provoked LVOT gradient.",
    structure={"concept": "hypertrophic cardiomyopathy", "polarity": "present",
               "experiencer": "patient"},
    evidence=[ev("9500006-PN-1", None, "Suspected HCM from the exam is confirmed.")])
question(11, S6, [A11, A12], "conditional", "What was the ICD criterion, and was it met?",
    "A primary-prevention ICD if LGE was 15% or more of LV mass or another major risk factor "
    "appeared. Met: the MRI showed 17%, and an ICD was placed on 7/22.",
    structure={"concept": "implantable cardioverter-defibrillator", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "LGE 15% or more of LV mass or another major risk factor",
               "action": "primary prevention ICD"},
    evidence=[ev("9500006-PN-1", "Plan", "- ICD: decide after cardiac MRI and genetics; primary prevention ICD if LGE is 15% or more of LV mass or another major risk factor appears."),
              ev("9500006-DS-2", "Brief Hospital Course", "# Primary prevention ICD: The decision made in February was to implant an ICD if LGE was 15% or more; the cardiac MRI showed 17%, and a pathogenic MYBPC3 variant was found.")])
question(12, S6, [A11], "change", "What happened to her HCTZ?",
    "Stopped, because volume depletion worsens LVOT obstruction; metoprolol succinate 50 mg daily was "
    "started instead.",
    structure={"added": ["metoprolol succinate"], "removed": ["hydrochlorothiazide"],
               "continued": [], "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500006-DS-1", "Medications on Admission"),
              meds("9500006-DS-1", "Discharge Medications"),
              ev("9500006-PN-1", "Plan", "Stop HCTZ (volume depletion worsens obstruction).")])
question(13, S6, [A12], "change", "Meds in vs out in July?",
    "Apixaban 5 mg BID added; metoprolol succinate increased from 50 to 100 mg daily. Cefazolin was a "
    "single preoperative dose only.",
    structure={"added": ["apixaban"], "removed": [], "continued": ["metoprolol succinate"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[meds("9500006-DS-2", "Medications on Admission"),
              meds("9500006-DS-2", "Discharge Medications"),
              ev("9500006-DS-2", "Brief Hospital Course", "Metoprolol succinate increased from 50 mg to 100 mg daily.")])
question(14, S6, [A12], "current_state", "Still in AF?",
    "No. She was cardioverted to sinus rhythm on 7/21 and remained in sinus; ECG 7/24 sinus.",
    structure={"concept": "atrial fibrillation", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[ev("9500006-DS-2", "Pertinent Results", "ECG 7/24: sinus rhythm."),
              ev("9500006-DS-2", "Brief Hospital Course", "Rate controlled with IV metoprolol, then TEE-guided cardioversion on 7/21 to sinus rhythm, which has held.")],
    rationale="Paroxysmal AF: the episode has ended; apixaban continues long term.")
question(15, S6, [A12], "current_state", "Is she anticoagulated now?",
    "Yes. Apixaban 5 mg BID, long term, because of HCM regardless of CHA2DS2-VASc.",
    structure={"concept": "apixaban", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[ev("9500006-DS-2", "Discharge Medications", "2. Apixaban 5 mg PO BID")])
question(16, S6, [A12], "historical", "Any AF before July?",
    "No. This was her first episode; February telemetry showed a run of NSVT but no atrial "
    "fibrillation.",
    structure={"concept": "atrial fibrillation", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500006-DS-2", "Brief Hospital Course", "# New atrial fibrillation: This is her first episode; there was no atrial fibrillation on telemetry in February."),
              ev("9500006-DS-1", "Pertinent Results", "Telemetry 2/10-2/13: one 6-beat run of NSVT, no atrial fibrillation.")])
question(17, S6, [A11], "historical", "Ever had a stroke? (mother did)",
    "No. Her mother had a stroke at 46; the patient has no history of stroke.",
    structure={"concept": "stroke", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9500006-DS-1", "Past Medical History", "- Hypertension"),
              ev("9500006-CN-1", "Pedigree", "- Mother: HCM diagnosed at 38, atrial fibrillation, stroke at 46, died suddenly at 50.")],
    rationale="The patient's past medical history lists only hypertension and HCM.")
question(18, S6, [A11, A12], "sequence", "Gene test, MRI, ICD — order?",
    "Gene panel sent 2/12/2206, cardiac MRI in March, result of the panel in April, ICD on 7/22.",
    structure={"order": ["genetic panel sent", "cardiac MRI", "genetic result", "ICD implantation"]},
    evidence=[ev("9500006-DS-1", "Pertinent Results", "Cardiomyopathy gene panel sent 2/12, pending at discharge."),
              ev("9500006-DS-2", "Pertinent Results", "Cardiac MRI 3/2206: LGE 17% of LV mass."),
              ev("9500006-DS-2", "Pertinent Results", "Genetics 4/2206: pathogenic MYBPC3 variant."),
              ev("9500006-DS-2", "Major Surgical or Invasive Procedure", "Dual-chamber ICD implantation (7/22)")],
    rationale="The MRI and the genetic result have only a month, not a day, so no dates are given.")
question(19, S6, [A12], "duration", "Arm restrictions after the ICD — how long?",
    "4 weeks: no lifting the left arm above shoulder height.",
    structure={"concept": "left arm restriction after ICD", "duration": {"value": 4, "unit": "weeks"}},
    evidence=[ev("9500006-DS-2", "Brief Hospital Course", "No lifting the left arm above shoulder height for 4 weeks.")])


# =============================================================================================
# Checks and output
# =============================================================================================


def _words(text: str) -> int:
    return len(text.split())


def _section_at(text: str, start: int) -> str | None:
    """The last heading that begins a line before ``start``."""
    last = None
    for m in _HEADING_RE.finditer(text, 0, start):
        last = m.group(1)
    return last


def _on_sentence_boundaries(text: str, start: int, end: int) -> bool:
    """True when [start, end) begins and ends a sentence or a list line of ``text``."""
    line_start = text.rfind("\n", 0, start) + 1
    before = text[line_start:start]
    starts_ok = (
        before.strip() == ""
        or re.fullmatch(r"\s*(?:[-#*]|\d+\.)\s+", before) is not None
        or re.search(r"[.;:?!]\s+$", before) is not None
    )
    ends_ok = text[end - 1] in ".?!" or end == len(text) or text[end] == "\n"
    return starts_ok and ends_ok


def _is_date(value: str) -> bool:
    try:
        datetime.date.fromisoformat(value)
    except (TypeError, ValueError):
        return False
    return True


def _check_structure(where: str, category: str, s: dict | None, errors: list[str]) -> None:
    if s is None:
        errors.append(f"{where}: no structure")
        return
    unknown = set(s) - STRUCTURE_KEYS
    if unknown:
        errors.append(f"{where}: unknown structure keys {sorted(unknown)}")
    if "polarity" in s and s["polarity"] not in POLARITIES:
        errors.append(f"{where}: polarity {s['polarity']!r}")
    if "cause_polarity" in s and s["cause_polarity"] not in POLARITIES:
        errors.append(f"{where}: cause_polarity {s['cause_polarity']!r}")
    if "experiencer" in s and s["experiencer"] not in EXPERIENCERS:
        errors.append(f"{where}: experiencer {s['experiencer']!r}")
    if "status" in s and s["status"] not in STATUSES:
        errors.append(f"{where}: status {s['status']!r}")
    for key in ("order", "added", "removed", "continued", "compared"):
        if key in s and not (isinstance(s[key], list) and all(isinstance(x, str) for x in s[key])):
            errors.append(f"{where}: {key} is not a list of strings")
    for key in ("start", "end"):
        if key in s and not _is_date(s[key]):
            errors.append(f"{where}: {key} is not an ISO date")
    if "dates" in s:
        if not all(_is_date(d) for d in s["dates"]):
            errors.append(f"{where}: dates are not ISO dates")
        if len(s["dates"]) != len(s.get("order", [])):
            errors.append(f"{where}: dates and order differ in length")
        if list(s["dates"]) != sorted(s["dates"]):
            errors.append(f"{where}: dates are not earliest first")
    if "duration" in s:
        d = s["duration"]
        if not (isinstance(d, dict) and set(d) == {"value", "unit"}
                and isinstance(d["value"], (int, float)) and isinstance(d["unit"], str)):
            errors.append(f"{where}: duration must be {{value: number, unit: str}}")
    needs = {
        "negation": ("concept", "polarity", "experiencer"),
        "family_history": ("concept", "polarity", "experiencer"),
        "uncertainty": ("concept", "polarity", "experiencer"),
        "conditional": ("concept", "polarity", "condition", "action"),
        "current_state": ("concept", "polarity", "experiencer"),
        "historical": ("concept", "polarity", "experiencer"),
        "sequence": ("order",),
        "duration": ("concept", "duration"),
        "change": ("added", "removed", "continued", "compared"),
    }[category]
    for key in needs:
        if key not in s:
            errors.append(f"{where}: {category} structure lacks {key!r}")
    for key in ("added", "removed", "continued"):
        for name in s.get(key, []):
            if name != name.lower():
                errors.append(f"{where}: medication {name!r} is not lower case")


def _check_and_build() -> tuple[list[dict], list[dict]]:
    errors: list[str] = []
    patients = {p["subject_id"] for p in PATIENTS}
    assert len(patients) == len(PATIENTS), "duplicate subject_id"
    hadm_subject = {}
    for a in ADMISSIONS:
        assert a["subject_id"] in patients, a
        assert a["hadm_id"] not in hadm_subject, f"duplicate hadm_id {a['hadm_id']}"
        assert a["dischtime"] > a["admittime"], a
        hadm_subject[a["hadm_id"]] = a["subject_id"]
    notes = {}
    seqs = set()
    for n in NOTES:
        assert n["note_id"] not in notes, f"duplicate note_id {n['note_id']}"
        assert n["subject_id"] in patients, n["note_id"]
        key = (n["subject_id"], n["note_type"], n["note_seq"])
        assert key not in seqs, n["note_id"]
        seqs.add(key)
        if n["hadm_id"] is not None:
            assert hadm_subject[n["hadm_id"]] == n["subject_id"], n["note_id"]
            adm = next(a for a in ADMISSIONS if a["hadm_id"] == n["hadm_id"])
            # ED notes may come a few hours before the admission time; others lie inside it.
            lo, hi = adm["admittime"][:10], adm["dischtime"][:10]
            if not (lo <= n["charttime"][:10] <= hi or (
                    n["note_type"] == "ED" and n["charttime"][:10] <= lo)):
                errors.append(f"{n['note_id']} charted outside its admission")
        assert "\x00" not in n["text"], n["note_id"]
        assert n["storetime"] >= n["charttime"], n["note_id"]
        notes[n["note_id"]] = n
    for a in ADMISSIONS:
        kinds = {n["note_type"] for n in NOTES if n["hadm_id"] == a["hadm_id"]}
        if not {"ED", "RR", "PN", "DS"} <= kinds:
            errors.append(f"admission {a['hadm_id']} lacks a note type: has {sorted(kinds)}")
        if not any("\nMedications on Admission:\n" in n["text"]
                   and "\nDischarge Medications:\n" in n["text"]
                   for n in NOTES if n["hadm_id"] == a["hadm_id"] and n["note_type"] == "DS"):
            errors.append(f"admission {a['hadm_id']}: discharge summary lacks medication lists")

    question_rows, reference_rows = [], []
    qids = set()
    for q in QUESTIONS:
        where = q["qid"]
        assert where not in qids, f"duplicate qid {where}"
        qids.add(where)
        assert re.fullmatch(rf"{QID_PREFIX}-{q['subject_id']}-\d\d", where), where
        assert q["category"] in TASK_OF, where
        assert q["subject_id"] in patients, where
        assert len(set(q["hadm_ids"])) == len(q["hadm_ids"]), where
        for h in q["hadm_ids"]:
            assert hadm_subject[h] == q["subject_id"], f"{where}: {h} is not this patient's"
        assert q["question"].strip() and q["answer"].strip(), where
        if not q["evidence"]:
            errors.append(f"{where}: no evidence")
        _check_structure(where, q["category"], q["structure"], errors)
        evidence = []
        for note_id, section, quote in q["evidence"]:
            n = notes[note_id]
            if n["subject_id"] != q["subject_id"]:
                errors.append(f"{where}: {note_id} is another patient's")
            text = n["text"]
            count = text.count(quote)
            if count != 1:
                errors.append(f"{where}: quote occurs {count} times in {note_id}: {quote!r}")
                continue
            start = text.index(quote)
            end = start + len(quote)
            if not _on_sentence_boundaries(text, start, end):
                errors.append(
                    f"{where}: quote is not a whole sentence or line in {note_id}: {quote!r}"
                )
            found = _section_at(text, start)
            if found != section:
                errors.append(
                    f"{where}: quote in {note_id} lies under {found!r}, not {section!r}: "
                    f"{quote!r}"
                )
            evidence.append({"note_id": note_id, "start": start, "end": end, "section": section})
        question_rows.append(
            {
                "qid": q["qid"],
                "subject_id": q["subject_id"],
                "hadm_ids": q["hadm_ids"],
                "category": q["category"],
                "task": TASK_OF[q["category"]],
                "question": q["question"],
                "section": q["section"],
            }
        )
        ref = {
            "qid": q["qid"],
            "version": VERSION,
            "answer": q["answer"],
            "structure": q["structure"],
            "evidence": evidence,
            "author": AUTHOR,
            "parent": None,
            "defect": None,
            "created": CREATED,
        }
        if q["rationale"]:
            ref["rationale"] = q["rationale"]
        reference_rows.append(ref)
    if errors:
        raise SystemExit("errors:\n" + "\n".join(errors))
    return question_rows, reference_rows


def _write(name: str, rows: list[dict]) -> None:
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main() -> int:
    question_rows, reference_rows = _check_and_build()
    per_category = collections.Counter(q["category"] for q in QUESTIONS)
    problems = []
    short = [c for c in TASK_OF if per_category[c] < MIN_PER_CATEGORY]
    if short:
        problems.append(f"fewer than {MIN_PER_CATEGORY} questions: {short}")
    if not MIN_QUESTIONS <= len(QUESTIONS) <= MAX_QUESTIONS:
        problems.append(f"{len(QUESTIONS)} questions, not {MIN_QUESTIONS}-{MAX_QUESTIONS}")
    if len(PATIENTS) != 6 or len(ADMISSIONS) < 12:
        problems.append(f"{len(PATIENTS)} patients and {len(ADMISSIONS)} admissions")

    _write("patients.jsonl", PATIENTS)
    _write("admissions.jsonl", ADMISSIONS)
    _write("notes.jsonl", NOTES)
    _write("questions.jsonl", question_rows)
    _write("references.jsonl", reference_rows)

    per_task = collections.Counter(TASK_OF[q["category"]] for q in QUESTIONS)
    per_type = collections.Counter(n["note_type"] for n in NOTES)
    ds_words = sorted(_words(n["text"]) for n in NOTES if n["note_type"] == "DS")
    print(
        f"patients {len(PATIENTS)}, admissions {len(ADMISSIONS)}, notes {len(NOTES)}, "
        f"words {sum(_words(n['text']) for n in NOTES)}, questions {len(QUESTIONS)}"
    )
    print("notes by type:", dict(sorted(per_type.items())))
    print("discharge summary words:", ds_words)
    print("questions by category:", {c: per_category[c] for c in TASK_OF})
    print("questions by task:", dict(sorted(per_task.items())))
    print(
        "questions by scope:",
        dict(sorted(collections.Counter(
            "patient" if not q["hadm_ids"] else f"{len(q['hadm_ids'])} admission(s)"
            for q in QUESTIONS
        ).items())),
    )
    print("questions by patient:",
          dict(sorted(collections.Counter(q["subject_id"] for q in QUESTIONS).items())))
    if problems:
        print("\n".join(problems), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
