#!/usr/bin/env python3
"""Build the hand-written yardstick chart set in docs/examples/handwritten/.

This script is the source of the data set: the patients, admissions, notes, questions and
reference answers (version "v1", author "handwritten-yardstick") are Python data below.
Running it

    python docs/examples/handwritten/build.py

(re)writes patients.jsonl, admissions.jsonl, notes.jsonl, questions.jsonl and
references.jsonl next to it, in the portable corpus format (docs/corpus-format.md) with the
benchmark files (docs/benchmark-format.md). Evidence offsets are never typed by hand: each
evidence quote is located with ``text.index(quote)`` and must occur exactly once in its note.

Everything here was written by hand, without reading the system it is meant to measure, and
frozen on 2026-12-01. Do not edit reference answers in place: add a new reference version.
"""

from __future__ import annotations

import collections
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
VERSION = "v1"
AUTHOR = "handwritten-yardstick"
CREATED = "2026-12-01T00:00:00"

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

PATIENTS: list[dict] = []
ADMISSIONS: list[dict] = []
NOTES: list[dict] = []
QUESTIONS: list[dict] = []


def patient(subject_id, gender, anchor_age, race):
    PATIENTS.append(
        {"subject_id": subject_id, "gender": gender, "anchor_age": anchor_age, "race": race}
    )


def admission(subject_id, hadm_id, admittime, dischtime, race):
    ADMISSIONS.append(
        {
            "subject_id": subject_id,
            "hadm_id": hadm_id,
            "admittime": admittime,
            "dischtime": dischtime,
            "race": race,
        }
    )


def note(note_id, hadm_id, charttime, storetime, text):
    """A note; subject, type and sequence number are read from a MIMIC-style note_id."""
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


def ev(note_id, section, quote):
    """One evidence span: the exact sentence(s) a physician would cite, and its section."""
    return (note_id, section, quote)


def question(qid, subject_id, hadm_ids, category, text, answer, *, structure=None,
             evidence=(), section=None, rationale=None):
    """A question and its v1 reference answer.

    ``section`` is the question's chart section; by default the section of the first
    evidence span (None when nothing in the chart answers it).
    """
    if section is None and evidence:
        section = evidence[0][1]
    QUESTIONS.append(
        {
            "qid": qid,
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
# Patient 9100001: F, HFrEF -> NSTEMI -> community-acquired pneumonia
# =============================================================================================

patient(9100001, "F", 67, "WHITE")
admission(9100001, 29100001, "2182-03-10T19:42:00", "2182-03-16T14:05:00", "WHITE")
admission(9100001, 29100002, "2182-09-22T06:12:00", "2182-09-27T12:30:00", "WHITE")
admission(9100001, 29100003, "2183-05-02T15:20:00", "2183-05-06T11:45:00", "WHITE")

note("9100001-ED-1", 29100001, "2182-03-10T18:55:00", "2182-03-10T19:30:00", """\
ED PROVIDER NOTE

CC: SOB, leg swelling

HPI: 67F h/o HTN, HLD, former smoker, h/o DVT 2178 (completed anticoagulation) p/w ~1 wk of progressive DOE, now SOB walking across the room. 3-pillow orthopnea x 4 nights + PND. Bilat leg swelling, shoes tight. Up ~9 lbs per home scale. Pt denies CP, palpitations, syncope. No fever/chills. Dry cough at night only, no sputum. No recent travel, no calf pain, no hemoptysis.

ROS: otherwise neg except as per HPI

PMH: HTN, HLD, L leg DVT 2178 (provoked after R TKA, 6 mo warfarin, done), OA s/p R TKA 2178
Meds: amlodipine-benazepril 5-20 daily, HCTZ 25 daily, atorvastatin 40 qhs, ASA 81
All: PCN (hives)
SH: former smoker, quit 2175, ~30 pk-yr. Rare EtOH. No drugs.

Exam:
T 98.1  HR 104  BP 162/94  RR 24  SpO2 89% RA -> 95% 3L NC
Gen: uncomfortable, speaking in short sentences
Neck: JVP to angle of jaw
Lungs: crackles bilat to mid lung fields
CV: tachy, regular, no murmur
Abd: soft, NT
Ext: 2+ pitting edema to knees bilat, calves symmetric, nontender

Labs: proBNP 2,340. Trop T <0.01. Cr 1.1. K 4.0. Na 134. WBC 8.2. Hgb 12.9.
ECG: sinus tach 104, LVH by voltage, no acute ST changes.
CXR: pulm edema, small bilat effusions (prelim read).

A/P: 67F p/w first presentation of HF sx, likely acute decompensated HF, new dx. ACS less likely (no CP, trop neg, ECG w/o ischemic changes) but will trend trop. PE considered given h/o DVT, but hypoxia well explained by edema on CXR, symmetric legs, Wells low -> defer CTA.
- furosemide 40 mg IV x1 given, good UOP
- 3L NC, wean as able
- admit to medicine, tele
""")

note("9100001-RR-1", 29100001, "2182-03-10T20:31:00", "2182-03-10T22:05:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  ___ year old woman with dyspnea and leg edema  // eval for pulmonary edema, pneumonia

TECHNIQUE:  Chest PA and lateral

COMPARISON:  None.

FINDINGS: 

The heart is moderately enlarged. There is vascular cephalization with diffuse interstitial opacities and Kerley B lines, consistent with moderate interstitial pulmonary edema. Small bilateral pleural effusions are present with adjacent basilar atelectasis. A hazy opacity at the left lung base is likely atelectasis; superimposed pneumonia cannot be excluded. No pneumothorax. No acute osseous abnormality.

IMPRESSION: 

1. Moderate pulmonary edema with small bilateral pleural effusions and cardiomegaly.
2. Left basilar opacity, likely atelectasis, although superimposed pneumonia cannot be excluded in the appropriate clinical setting.
""")

note("9100001-PN-1", 29100001, "2182-03-11T01:10:00", "2182-03-11T02:45:00", """\
MEDICINE ADMISSION HISTORY AND PHYSICAL

Source: patient, her daughter at bedside, ED record

CHIEF COMPLAINT: Shortness of breath

HISTORY OF PRESENT ILLNESS:
Ms. ___ is a 67-year-old woman with hypertension, hyperlipidemia, and a remote provoked left leg DVT who presents with about one week of progressive dyspnea on exertion. She first noticed it climbing the stairs to her bedroom and over the last two days has been short of breath walking from the kitchen to the living room. For the past four nights she has slept on three pillows and twice woke up gasping for air. Her ankles and then her shins have swollen, and she has gained roughly nine pounds by her bathroom scale. She denies chest pain or pressure, either at rest or with exertion. She has had a dry nighttime cough but no fever or sputum. She has taken her blood pressure medications as prescribed, though she admits to eating more salty food than usual while her family was visiting for the holidays.

In the ED she was tachycardic to 104, hypertensive to 162/94 and saturating 89% on room air, improved to 95% on 3 L nasal cannula. ProBNP was 2,340 and the first troponin was negative. A chest x-ray showed pulmonary edema. She received furosemide 40 mg IV with about 1.2 L of urine output.

REVIEW OF SYSTEMS:
Positive as in HPI. Negative for fever, chills, night sweats, nausea, vomiting, abdominal pain, hematochezia or melena. No syncope or presyncope. No unilateral leg pain.

PAST MEDICAL HISTORY:
- Hypertension, about 15 years
- Hyperlipidemia
- Left femoral-popliteal DVT in 2178 after right total knee arthroplasty, treated with warfarin for 6 months, completed; no recurrence since
- Osteoarthritis, s/p right TKA 2178
- Former tobacco use

PAST SURGICAL HISTORY:
- Right TKA 2178
- Cesarean sections x2

SOCIAL HISTORY:
Lives with her husband in a two-story house. Retired school bus driver. Smoked about one pack per day for 30 years and quit in 2175. A glass of wine on holidays. No illicit drug use.

FAMILY HISTORY:
Her mother had breast cancer diagnosed in her 60s and died at 74 of a stroke. Her father had a myocardial infarction at 58. One brother has type 2 diabetes. There is no family history of cardiomyopathy or sudden cardiac death.

ALLERGIES: Penicillin (hives)

MEDICATIONS ON ADMISSION:
1. Amlodipine-benazepril 5-20 mg PO daily
2. Hydrochlorothiazide 25 mg PO daily
3. Atorvastatin 40 mg PO nightly
4. Aspirin 81 mg PO daily

PHYSICAL EXAM:
Vitals: T 98.3, HR 98, BP 150/88, RR 20, SpO2 96% on 2L
General: Sitting upright, mildly dyspneic, speaking in full sentences now
HEENT: Anicteric, moist mucous membranes
Neck: JVP elevated to about 14 cm with positive hepatojugular reflux
Lungs: Crackles at both bases to one-third up, no wheezes
CV: Regular, mildly tachycardic, S3 present, no murmurs
Abdomen: Soft, nontender, nondistended
Extremities: 2+ pitting edema to the knees, symmetric, no calf tenderness

ASSESSMENT AND PLAN:
67-year-old woman with HTN, HLD and a remote provoked DVT who presents with her first presentation of heart failure, volume overloaded on exam, likely precipitated by dietary indiscretion in the setting of an undiagnosed cardiomyopathy. The etiology of the cardiomyopathy is unclear; hypertensive and ischemic cardiomyopathy are both possible.

# Acute decompensated heart failure, new diagnosis
- IV furosemide 40 mg BID, goal net negative 1-1.5 L/day
- Strict I/O, daily standing weights, 2 g sodium diet, 1.5 L fluid restriction
- TTE in the morning
- Hold amlodipine-benazepril and hydrochlorothiazide while diuresing; will readdress afterload reduction once EF is known
- Trend troponin x2 more

# Hypoxemia: Due to pulmonary edema. CXR with a left basilar opacity and pneumonia cannot be excluded, but she is afebrile, has no leukocytosis and no productive cough, so will hold antibiotics and monitor.

# HTN: As above.

# HLD: Continue atorvastatin 40 mg.

# History of DVT: Completed anticoagulation in 2178. Heparin 5000 units SC TID for prophylaxis.

FEN: 2 g Na diet, 1.5 L fluid restriction, replete K and Mg
PPx: heparin SC, bowel regimen
Code: Full (confirmed with patient)
Contact: husband ___, daughter ___
""")

note("9100001-PN-2", 29100001, "2182-03-12T09:40:00", "2182-03-12T11:02:00", """\
MEDICINE PROGRESS NOTE - HD#3

S: Breathing much better, slept w/ 1 pillow. No CP. No palpitations. Net -2.1 L yesterday. Wt 81.2 kg (adm 84.6).

O: T 97.9  HR 88  BP 138/82  RR 18  SpO2 94% RA
JVP ~10 cm. Crackles at bases only. 1+ edema to shins.
Labs: Cr 1.1 -> 1.2, K 3.4 (repleted), Mg 1.9
Trop T <0.01 x3
TTE (yesterday): LVEF 30%, global hypokinesis, mild MR, LA mildly dilated, no pericardial eff.

A/P: 67F new HFrEF (EF 30%), improving w/ diuresis.
# HFrEF, new: likely hypertensive vs ischemic CM. Needs ischemic eval - d/w cards, ok for outpt stress test given trop neg x3 and no CP, pt prefers outpt.
 - cont furosemide 40 IV BID today, PO tomorrow if near euvolemic
 - started metoprolol succinate 25 mg daily today
 - plan lisinopril 5 mg daily tomorrow if Cr stable
 - off O2 since this AM
# HTN: amlodipine-benazepril on hold. HCTZ to be d/c'd (on loop now).
# Hypokalemia: KCl 40 mEq PO x1, recheck PM
# h/o DVT: SC heparin ppx
Dispo: home in 2-3 days if diuresis continues
""")

note("9100001-DS-1", 29100001, "2182-03-16T00:00:00", "2182-03-16T16:20:00", """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
Penicillins
 
Attending: ___.
 
Chief Complaint:
Shortness of breath, leg swelling
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
Ms. ___ is a 67 year old woman with hypertension, hyperlipidemia and a remote provoked DVT who presented with one week of progressive dyspnea on exertion, four nights of three-pillow orthopnea with paroxysmal nocturnal dyspnea, and bilateral leg swelling, with a 9 lb weight gain by her home scale. She denied chest pain, palpitations or syncope. In the ED she was hypoxemic to 89% on room air and hypertensive to 162/94, with a proBNP of 2,340 and a chest x-ray showing pulmonary edema. She received furosemide 40 mg IV and was admitted to medicine.
 
Past Medical History:
- Hypertension
- Hyperlipidemia
- Left femoral-popliteal DVT in 2178 after right total knee arthroplasty, treated with 6 months of warfarin, completed, no recurrence
- Osteoarthritis, s/p right TKA 2178
- Former smoker, 30 pack-years, quit 2175
 
Social History:
___
Family History:
Mother with breast cancer in her 60s, died of stroke at 74. Father with MI at 58. Brother with type 2 diabetes. No known cardiomyopathy or sudden cardiac death in the family.
 
Physical Exam:
ADMISSION PHYSICAL EXAM:
VS: T 98.1, HR 104, BP 162/94, RR 24, SpO2 95% 3L NC. Weight 84.6 kg
GENERAL: Uncomfortable, speaking in short sentences
NECK: JVP to the angle of the jaw
LUNGS: Crackles bilaterally to the mid-lung fields
CV: Tachycardic, regular, no murmurs
ABD: Soft, nontender, nondistended
EXT: 2+ pitting edema to the knees bilaterally

DISCHARGE PHYSICAL EXAM:
VS: T 97.8, HR 76, BP 124/72, RR 16, SpO2 96% RA. Weight 79.9 kg
NECK: JVP 7 cm
LUNGS: Clear bilaterally
CV: RRR, no S3
EXT: Trace edema at the ankles
 
Pertinent Results:
ADMISSION LABS:
___ 07:10PM BLOOD WBC-8.2 RBC-4.21 Hgb-12.9 Hct-39.0 Plt ___
___ 07:10PM BLOOD Glucose-112 UreaN-22 Creat-1.1 Na-134 K-4.0 Cl-98 HCO3-24
___ 07:10PM BLOOD proBNP-2340
___ 07:10PM BLOOD cTropnT-<0.01
___ 01:30AM BLOOD cTropnT-<0.01
___ 08:00AM BLOOD cTropnT-<0.01
___ 08:00AM BLOOD TSH-2.1

DISCHARGE LABS:
___ 06:40AM BLOOD UreaN-28 Creat-1.2 Na-137 K-4.2 Mg-2.0

IMAGING:
CXR (___): Moderate pulmonary edema with small bilateral pleural effusions and cardiomegaly. Left basilar opacity, likely atelectasis, although superimposed pneumonia cannot be excluded.

TTE (___): LVEF 30% with global hypokinesis. Mild mitral regurgitation. Mildly dilated left atrium. No pericardial effusion.
 
Brief Hospital Course:
Ms. ___ is a 67 year old woman with HTN, HLD and a remote provoked DVT, admitted with her first episode of acute decompensated heart failure and found to have a newly reduced ejection fraction (LVEF 30%).

# Acute decompensated systolic heart failure (HFrEF), new diagnosis: She presented volume overloaded with hypoxemia, orthopnea and lower extremity edema. TTE showed an LVEF of 30% with global hypokinesis. She was diuresed with IV furosemide 40 mg twice daily with a good response, net negative about 5 L over the admission, and was transitioned to oral furosemide 40 mg daily on hospital day 5. Her discharge weight is 79.9 kg (admission 84.6 kg), which should be used as her dry weight. Metoprolol succinate 25 mg daily was started on hospital day 3 and lisinopril 5 mg daily on hospital day 4; both were well tolerated. The cause of her cardiomyopathy is not yet clear. It is most likely hypertensive, but ischemic cardiomyopathy has not been excluded given her risk factors (former heavy smoker, father with premature CAD). Troponins were negative x3 and her ECG showed no ischemic changes. After discussion with cardiology, and according to the patient's preference, the ischemic evaluation will be done as an outpatient.

# Hypoxemia: Resolved with diuresis; she has been on room air since hospital day 3. The admission chest x-ray raised the question of a left basilar pneumonia, but she remained afebrile without leukocytosis or productive cough and antibiotics were not started.

# Hypertension: Home amlodipine-benazepril and hydrochlorothiazide were held on admission and are stopped at discharge in favor of heart failure therapy (metoprolol succinate, lisinopril) and furosemide. Blood pressure was 110s-130s systolic on the new regimen.

# Hypokalemia: Potassium nadir 3.4 with diuresis, repleted orally. Discharge potassium 4.2.

# Hyperlipidemia: Continued atorvastatin 40 mg.

# History of DVT: Left leg DVT in 2178 after knee replacement; she completed anticoagulation at that time. She received subcutaneous heparin for prophylaxis while inpatient. There is no indication for ongoing anticoagulation.

TRANSITIONAL ISSUES:
- New HFrEF (LVEF 30%): needs outpatient ischemic evaluation (stress test vs. coronary angiography)
- Uptitrate lisinopril and metoprolol as blood pressure and heart rate allow; consider transition to sacubitril-valsartan
- Repeat BMP within 1 week for creatinine and potassium on new lisinopril and furosemide
- Discharge (dry) weight 79.9 kg
- Hemoglobin A1c pending at discharge
- Code status: Full code (confirmed)
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Amlodipine-Benazepril 5-20 mg PO DAILY 
2. Hydrochlorothiazide 25 mg PO DAILY 
3. Atorvastatin 40 mg PO QPM 
4. Aspirin 81 mg PO DAILY 
 
Discharge Medications:
1. Furosemide 40 mg PO DAILY 
RX *furosemide 40 mg 1 tablet(s) by mouth once a day Disp #*30 Tablet Refills:*2 
2. Lisinopril 5 mg PO DAILY 
RX *lisinopril 5 mg 1 tablet(s) by mouth once a day Disp #*30 Tablet Refills:*2 
3. Metoprolol Succinate XL 25 mg PO DAILY 
RX *metoprolol succinate 25 mg 1 tablet(s) by mouth once a day Disp #*30 Tablet Refills:*2 
4. Aspirin 81 mg PO DAILY 
5. Atorvastatin 40 mg PO QPM 
6. STOP taking: Amlodipine-Benazepril and Hydrochlorothiazide
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY DIAGNOSIS:
Acute decompensated systolic heart failure, new diagnosis (LVEF 30%)

SECONDARY DIAGNOSES:
Hypertension
Hyperlipidemia
Hypokalemia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted to the hospital because you were short of breath and had swelling in your legs. This was caused by fluid building up in your lungs and legs because your heart is not pumping as strongly as it should (heart failure). An ultrasound of your heart showed that it is pumping at about 30% (normal is 55% or more).

While you were here:
- You were given a water pill (furosemide) through the IV to remove the extra fluid.
- You were started on new medicines to protect your heart: metoprolol succinate and lisinopril.
- We stopped your amlodipine-benazepril and hydrochlorothiazide.

When you go home:
- Weigh yourself every morning, after you urinate and before you eat, and write it down. Your weight when you left the hospital was 79.9 kg (176 lbs).
- If your weight goes up by more than 3 lbs in one day or 5 lbs in one week, call your cardiologist, because you may need an extra dose of furosemide.
- Limit salt to 2 grams a day and fluids to 1.5 liters a day.
- Call your doctor or return to the emergency department if you develop fever, chills, chest pain, shortness of breath, lightheadedness or fainting.

It was a pleasure taking care of you.

Sincerely,
Your ___ Care Team
 
Followup Instructions:
___
""")

note("9100001-ED-2", 29100002, "2182-09-22T05:40:00", "2182-09-22T06:30:00", """\
ED NOTE - ATTENDING

67F w/ HFrEF (EF 30%, dx 3/2182 when admitted w/ HF exacerbation), HTN, HLD, ex-smoker, p/w substernal CP. Woke ~0300 w/ pressure "like someone sitting on me", radiating to L arm, +diaphoresis, +nausea, no vomiting. ~2 h of constant pressure on arrival. Denies SOB, orthopnea, LE swelling; wt stable per pt. No fever/cough. Has outpt stress test scheduled next month, not yet done.

Meds: ASA 81, atorvastatin 40, furosemide 40, lisinopril 10, metoprolol succ 25
All: PCN

VS: T 97.6 HR 84 BP 148/86 RR 18 97% RA
Diaphoretic, uncomfortable. Lungs clear. No JVD. RRR. No edema.

ECG: NSR 84, 1-2 mm horizontal STD V4-V6, no STE. Compared with 3/2182: new.
hsTnT 0.09 (repeat pending)
CXR port: no edema (prelim)

A/P: NSTEMI.
- ASA 325 chewed, ticagrelor 180 mg load
- heparin gtt per ACS nomogram
- NTG SL x2 w/ partial relief -> NTG gtt, CP now 2/10
- cards fellow aware, will take to cath lab in AM if stable; admit cardiology
""")

note("9100001-RR-2", 29100002, "2182-09-22T06:48:00", "2182-09-22T08:15:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  ___ year old woman with chest pain, history of heart failure  // eval for edema

TECHNIQUE:  Portable AP chest radiograph

COMPARISON:  Chest radiographs from ___.

FINDINGS: 

The heart is mildly enlarged, improved compared with the prior study. The pulmonary vasculature is normal. There is no pulmonary edema. The bilateral pleural effusions seen previously have resolved. No focal consolidation. No pneumothorax.

IMPRESSION: 

No pulmonary edema or other acute cardiopulmonary process. Mild cardiomegaly, improved since ___.
""")

note("9100001-PN-3", 29100002, "2182-09-24T08:30:00", "2182-09-24T10:12:00", """\
CARDIOLOGY PROGRESS NOTE  9/24

24h events:
- s/p cath 9/23: 90% prox LAD -> DES x1, R radial. 30% mRCA, LCx ok. LVEDP 14.
- heparin gtt off post-PCI
- CP free since procedure

S: feels well, no CP/SOB. R wrist a little sore. Ambulating in hall.

O: 98.0  66  118/70  16  97% RA. Wt 79.6 kg.
R radial: no hematoma, 2+ pulse. Lungs clear. No JVD. No edema.
Cr 1.0, K 4.4. Trop T peaked 0.61 (9/22 PM), now downtrending.
TTE this AM: LVEF 35%, anterior and apical hypokinesis, mild global HK, mild MR.

Meds: ASA 81, ticagrelor 90 BID, atorvastatin 80, metoprolol succ 50 (incr today), lisinopril 10 (last dose this AM), furosemide 40

A/P: 67F HFrEF p/w NSTEMI s/p DES to pLAD.
# NSTEMI/CAD: DAPT ASA + ticagrelor >= 12 mo. Atorvastatin incr 40 -> 80. Cardiac rehab referral.
# HFrEF: EF 35% w/ anterior/apical HK -> CM likely at least partly ischemic. Euvolemic, cont furosemide 40.
 - metoprolol succinate 25 -> 50 today
 - switch lisinopril -> sacubitril-valsartan: last lisinopril dose 8 AM today, needs 36h washout, then sacubitril-valsartan 24-26 mg BID starting 9/26 AM. BMP 9/27.
# HTN: controlled
Dispo: home 9/27 after first 2-3 doses of sacubitril-valsartan if BP/Cr ok
""")

note("9100001-DS-2", 29100002, "2182-09-27T00:00:00", "2182-09-27T17:48:00", """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: CARDIOLOGY
 
Allergies: 
Penicillins
 
Attending: ___.
 
Chief Complaint:
Chest pressure
 
Major Surgical or Invasive Procedure:
Cardiac catheterization with drug-eluting stent x1 to the proximal LAD (9/23)

 
History of Present Illness:
67F with HFrEF (LVEF 30%, diagnosed 3/2182 when she was admitted with a heart-failure exacerbation), HTN, HLD and former tobacco use, who woke at about 3 AM with substernal chest pressure radiating to her left arm, with diaphoresis and nausea. The pressure had been constant for about 2 hours when she arrived in the ED. She denied dyspnea, orthopnea or leg swelling, and her weight had been stable at home. Her outpatient ischemic evaluation (exercise nuclear stress test) had been scheduled for next month and had not yet been done.

In the ED the ECG showed 1-2 mm horizontal ST depressions in V4-V6, new compared with 3/2182. High-sensitivity troponin T was 0.09, rising to 0.42 three hours later. She received aspirin 325 mg and a ticagrelor 180 mg load, was started on a heparin drip and nitroglycerin drip, and was admitted to cardiology with NSTEMI.
 
Past Medical History:
- HFrEF, LVEF 30% (TTE 3/2182), diagnosed during her 3/2182 admission for acute decompensated heart failure
- Hypertension
- Hyperlipidemia
- h/o L leg DVT 2178 (provoked, after R TKA), completed anticoagulation
- OA s/p R TKA 2178
- Former smoker, quit 2175
 
Social History:
___
Family History:
Father with MI at 58. Mother with breast cancer, died of a stroke at 74.
 
Physical Exam:
ADMISSION:
VS: 97.6  84  148/86  18  97% RA
Gen: diaphoretic, mild distress
Neck: JVP 8 cm
CV: RRR, no m/r/g
Lungs: CTAB, no crackles
Ext: no edema

DISCHARGE:
VS: 98.0  64  112/68  16  97% RA. Weight 79.4 kg
R radial access site: no hematoma, 2+ radial pulse
Lungs: CTAB
Ext: no edema
 
Pertinent Results:
___ 05:55AM BLOOD cTropnT-0.09
___ 08:50AM BLOOD cTropnT-0.42
___ 02:15PM BLOOD cTropnT-0.61
___ 05:55AM BLOOD Creat-1.0 K-4.3
___ 06:30AM BLOOD %HbA1c-6.0
___ 06:30AM BLOOD Cholest-171 Triglyc-140 HDL-44 LDLcalc-99
___ 06:20AM BLOOD Creat-1.0 K-4.4

CXR (___): No pulmonary edema or other acute cardiopulmonary process. Mild cardiomegaly, improved.

CARDIAC CATH (9/23): 90% proximal LAD stenosis, treated with one drug-eluting stent. 30% mid RCA. Left circumflex without significant disease. LVEDP 14.

TTE (9/24): LVEF 35%, hypokinesis of the anterior wall and apex, mild global hypokinesis otherwise. Mild MR.
 
Brief Hospital Course:
67F with HFrEF and HTN who presented with an NSTEMI and was found to have a 90% proximal LAD lesion, s/p DES x1 on 9/23.

# NSTEMI / CAD: She presented with about 2 hours of typical chest pressure, dynamic lateral ST depressions and a troponin rise peaking at 0.61. She was loaded with aspirin and ticagrelor in the ED and started on a heparin drip, which was continued until catheterization. Catheterization on 9/23 via the right radial artery showed a 90% proximal LAD stenosis, treated with one drug-eluting stent; a 30% RCA lesion will be managed medically. The heparin drip was stopped after PCI. She has been chest pain free since the procedure. Plan is aspirin 81 mg daily indefinitely and ticagrelor 90 mg twice daily for at least 12 months, not to be interrupted without discussion with cardiology. Atorvastatin was increased from 40 mg to 80 mg. She was referred to cardiac rehabilitation.

# HFrEF: She was euvolemic throughout this admission and her home furosemide 40 mg daily was continued. Repeat TTE showed an LVEF of 35% with anterior and apical hypokinesis; given the LAD disease, her cardiomyopathy is now felt to be at least partly ischemic. Metoprolol succinate was increased from 25 mg to 50 mg daily. Lisinopril (10 mg daily at home; increased from 5 mg at a clinic visit in 4/2182) was stopped after the morning dose on 9/24 and, after a 36-hour washout, sacubitril-valsartan 24-26 mg twice daily was started on 9/26. Creatinine (1.0) and potassium (4.4) were stable after the switch. A repeat TTE is planned in 3 months to reassess LVEF after revascularization.

# Hypertension: Well controlled on the above regimen.

# Hyperlipidemia: LDL 99 on atorvastatin 40 mg; increased to 80 mg with a goal LDL below 70.

# Prediabetes: A1c 6.0%. Counseled on diet and exercise.

TRANSITIONAL ISSUES:
- DAPT with aspirin and ticagrelor for at least 12 months from 9/23
- New sacubitril-valsartan; BMP in 1 week
- Repeat TTE in 3 months; if LVEF remains 35% or less despite medical therapy, refer to electrophysiology for ICD evaluation
- Cardiac rehab referral placed
- Lipid panel in 6-8 weeks on atorvastatin 80 mg
- The previously scheduled outpatient stress test was cancelled
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Aspirin 81 mg PO DAILY 
2. Atorvastatin 40 mg PO QPM 
3. Furosemide 40 mg PO DAILY 
4. Lisinopril 10 mg PO DAILY 
5. Metoprolol Succinate XL 25 mg PO DAILY 
 
Discharge Medications:
1. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID 
RX *sacubitril-valsartan [Entresto] 24 mg-26 mg 1 tablet(s) by mouth twice a day Disp #*60 Tablet Refills:*3 
2. Ticagrelor 90 mg PO BID 
RX *ticagrelor [Brilinta] 90 mg 1 tablet(s) by mouth twice a day Disp #*60 Tablet Refills:*11 
3. Nitroglycerin SL 0.4 mg SL Q5MIN:PRN chest pain 
4. Atorvastatin 80 mg PO QPM 
5. Metoprolol Succinate XL 50 mg PO DAILY 
6. Aspirin 81 mg PO DAILY 
7. Furosemide 40 mg PO DAILY 
8. STOP taking: Lisinopril
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Non-ST elevation myocardial infarction, s/p drug-eluting stent to the proximal LAD
Secondary: Heart failure with reduced ejection fraction, hypertension, hyperlipidemia, prediabetes
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted because you had a heart attack. A blocked artery in your heart was opened with a stent.

- Take aspirin and ticagrelor (Brilinta) every day. Do not stop them unless your cardiologist tells you to; stopping them early can cause the stent to clot.
- Your lisinopril was STOPPED and replaced by a new medicine, sacubitril-valsartan (Entresto). Never take lisinopril and Entresto together.
- Your atorvastatin dose was increased to 80 mg and your metoprolol succinate dose was increased to 50 mg.
- If you have chest pain, take one nitroglycerin tablet under your tongue. If the pain is not better after 5 minutes, call 911.
- Do not lift more than 5 lbs with your right arm for 1 week.
- Call your doctor if you develop fever, chills, chest pain, shortness of breath, bleeding, or swelling at the wrist where the catheter was placed.

Sincerely,
Your ___ Cardiology Team
 
Followup Instructions:
___
""")

note("9100001-RR-3", 29100003, "2183-05-02T15:55:00", "2183-05-02T17:20:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  ___ year old woman with fever, productive cough, right-sided chest pain  // pneumonia?

TECHNIQUE:  Chest PA and lateral

COMPARISON:  ___

FINDINGS: 

There is a new dense consolidation in the right lower lobe with air bronchograms. No pleural effusion. The heart is mildly enlarged, unchanged. No pulmonary edema. No pneumothorax. A coronary stent is noted.

IMPRESSION: 

Right lower lobe consolidation consistent with pneumonia. Recommend follow-up radiographs after treatment to document resolution.
""")

note("9100001-PN-4", 29100003, "2183-05-02T21:30:00", "2183-05-02T23:05:00", """\
HOSPITALIST ADMISSION NOTE

CC: fever, cough

HPI: 68 y/o F w/ HFrEF (most recent TTE 2/2183 LVEF 40%), CAD s/p NSTEMI w/ DES to LAD 9/2182 (on DAPT), HTN, HLD, who presents w/ 4 days of fever to 102, cough productive of rusty sputum, and R-sided pleuritic CP. Lightheaded on standing x 1 day, poor PO intake. Has kept taking all meds incl furosemide and Entresto. Denies leg swelling, orthopnea, wt gain - in fact wt down ~2 kg from her dry wt. Denies exertional chest pressure like her MI. No sick contacts, no recent travel, no recent hospitalization or abx.

ED: T 101.9, HR 108, BP 92/54 -> 104/60 after 1 L LR, RR 22, SpO2 91% RA -> 95% 2L. WBC 15.3, Cr 1.6 (baseline 1.0), BUN 31, lactate 1.9. CXR: RLL consolidation. Flu/COVID neg. BCx x2 drawn. Given ceftriaxone 1 g IV and azithromycin 500 mg IV. Of note, PCN allergy (hives), has tolerated cephalexin in the past per pharmacy records.

PMH:
1. HFrEF - dx 3/2182 (EF 30%), EF 35% after NSTEMI, 40% on 2/2183 TTE
2. CAD: NSTEMI 9/2182, DES to pLAD, on ASA + ticagrelor
3. HTN
4. HLD
5. h/o DVT 2178 (provoked), completed anticoagulation
6. OA s/p R TKA

Home meds:
- sacubitril-valsartan 24-26 mg BID
- metoprolol succinate 50 mg daily
- furosemide 40 mg daily
- aspirin 81 mg daily
- ticagrelor 90 mg BID
- atorvastatin 80 mg daily
- NTG SL prn (has not needed)

Allergies: penicillin (hives)

SH: Lives with husband. Former smoker (quit 2175). No EtOH recently.
FH: Father MI at 58. Mother breast ca. Otherwise noncontributory.

Exam:
T 100.8 HR 98 BP 106/62 RR 20 SpO2 95% 2L
Gen: tired appearing, NAD
Lungs: bronchial breath sounds and crackles R base w/ egophony; L clear
CV: RRR, no m/r/g. JVP flat.
Ext: warm, no edema

A/P: 68F w/ HFrEF, CAD s/p PCI on DAPT, p/w RLL CAP w/ sepsis (fever, tachycardia, leukocytosis), hypotension and AKI.
# CAP, RLL: CURB-65 = 2 (age, BUN). Ceftriaxone 1 g IV q24h + azithromycin 500 mg x1 then 250 mg daily (5 days total). f/u BCx, sputum cx, urine legionella + strep pneumo Ag.
# Hypotension / AKI (Cr 1.6, baseline 1.0): likely prerenal from poor PO intake + diuretic + ARNI. HOLD sacubitril-valsartan and furosemide. Gentle IVF (500 mL LR more), careful given EF 40%. Reassess volume in AM.
# HFrEF: euvolemic to dry. Cont metoprolol succinate 50 mg (hold for SBP < 90 or HR < 55). Daily wts.
# CAD s/p DES 9/2182: cont ASA + ticagrelor, atorvastatin 80. Trop T 0.02 flat x2 (demand), no ischemic sx.
# DVT ppx: heparin SC
# Code: Full
""")

note("9100001-DS-3", 29100003, "2183-05-06T00:00:00", "2183-05-06T15:31:00", """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
Penicillins
 
Attending: ___.
 
Chief Complaint:
Fever, cough
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
68 year old woman with HFrEF (LVEF 40% on TTE 2/2183), CAD s/p NSTEMI with DES to the LAD in 9/2182 on aspirin and ticagrelor, HTN and HLD, who presented with 4 days of fever, productive cough and right-sided pleuritic chest pain, with lightheadedness and poor oral intake for one day. In the ED she was febrile to 101.9, tachycardic and hypotensive to 92/54, with a leukocytosis of 15.3, creatinine 1.6 (baseline 1.0) and a right lower lobe consolidation on chest x-ray.
 
Past Medical History:
1. HFrEF: diagnosed 3/2182 (LVEF 30%) during an admission for acute decompensated heart failure; LVEF 35% after her NSTEMI; LVEF 40% on TTE 2/2183
2. CAD: NSTEMI 9/2182, DES to proximal LAD, on DAPT
3. Hypertension
4. Hyperlipidemia
5. History of provoked left leg DVT in 2178, completed anticoagulation
6. Osteoarthritis s/p right TKA
 
Social History:
___
Family History:
Father with MI at 58. Mother with breast cancer.
 
Physical Exam:
ADMISSION EXAM:
VS: T 100.8, HR 98, BP 106/62, RR 20, SpO2 95% 2L
Lungs: Bronchial breath sounds and crackles at the right base with egophony
CV: RRR, no murmurs, JVP flat
Ext: No edema

DISCHARGE EXAM:
VS: T 98.4, HR 72, BP 118/70, RR 16, SpO2 95% RA. Weight 78.4 kg
Lungs: Faint crackles at the right base, improved
CV: RRR, JVP 7 cm
Ext: No edema
 
Pertinent Results:
ADMISSION: WBC 15.3, Hgb 12.4, Cr 1.6, BUN 31, lactate 1.9, Trop T 0.02 -> 0.02
DISCHARGE: WBC 8.9, Cr 1.0, K 4.5
MICRO: Influenza/COVID PCR negative. Urine Legionella antigen negative. Urine Streptococcus pneumoniae antigen negative. Sputum culture: oropharyngeal flora. Blood cultures x2: no growth to date (final pending).
CXR (___): Right lower lobe consolidation consistent with pneumonia.
 
Brief Hospital Course:
68 year old woman with HFrEF, CAD s/p PCI on DAPT, HTN and HLD admitted with right lower lobe community-acquired pneumonia complicated by sepsis, hypotension and acute kidney injury.

# Community-acquired pneumonia, right lower lobe: Treated with ceftriaxone 1 g IV daily from 5/2 to 5/4 (tolerated without reaction despite her listed penicillin allergy) and azithromycin 500 mg on 5/2 followed by 250 mg daily. She defervesced on hospital day 2 and was weaned to room air on 5/4. On 5/5 ceftriaxone was changed to oral cefpodoxime 200 mg twice daily to complete a 7-day course of beta-lactam therapy (last dose 5/8). Azithromycin was given for 5 days in total, with the last dose on the morning of discharge (5/6). Urinary antigens were negative and blood cultures show no growth to date.

# Sepsis with hypotension and AKI: Creatinine 1.6 on admission (baseline 1.0), felt to be prerenal from poor intake in the setting of furosemide and sacubitril-valsartan, with hypotension from sepsis. Sacubitril-valsartan and furosemide were held on admission and she received a total of 1.5 L of IV fluid. Creatinine returned to 1.0 by 5/4. Sacubitril-valsartan was resumed on 5/5 at her home dose of 24-26 mg twice daily once systolic blood pressure was consistently above 110.

# HFrEF (LVEF 40%): Euvolemic to slightly dry throughout. Metoprolol succinate 50 mg daily was continued. Because her weight remains about 1.5 kg below her prior dry weight, furosemide is being resumed at a reduced dose of 20 mg daily (previously 40 mg daily), to be titrated by her cardiologist.

# CAD s/p DES to LAD (9/2182): Troponin T flat at 0.02 without symptoms, consistent with demand in the setting of sepsis and AKI. Continued aspirin, ticagrelor and atorvastatin 80 mg.

TRANSITIONAL ISSUES:
- Final blood cultures pending at discharge
- Repeat chest x-ray in 6-8 weeks to document resolution of the consolidation (former smoker)
- Furosemide reduced to 20 mg daily; cardiology to retitrate. If her weight rises above 80 kg, she should take furosemide 40 mg daily and call the heart failure clinic.
- BMP in 1 week on resumed sacubitril-valsartan
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID 
2. Metoprolol Succinate XL 50 mg PO DAILY 
3. Furosemide 40 mg PO DAILY 
4. Aspirin 81 mg PO DAILY 
5. Ticagrelor 90 mg PO BID 
6. Atorvastatin 80 mg PO QPM 
7. Nitroglycerin SL 0.4 mg SL Q5MIN:PRN chest pain 
 
Discharge Medications:
1. Cefpodoxime Proxetil 200 mg PO Q12H 
Continue through 5/8 
RX *cefpodoxime 200 mg 1 tablet(s) by mouth every twelve (12) hours Disp #*6 Tablet Refills:*0 
2. Furosemide 20 mg PO DAILY 
3. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID 
4. Metoprolol Succinate XL 50 mg PO DAILY 
5. Aspirin 81 mg PO DAILY 
6. Ticagrelor 90 mg PO BID 
7. Atorvastatin 80 mg PO QPM 
8. Nitroglycerin SL 0.4 mg SL Q5MIN:PRN chest pain 
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Community-acquired pneumonia, right lower lobe; sepsis; acute kidney injury
Secondary: HFrEF, coronary artery disease s/p PCI, hypertension
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with a pneumonia (lung infection). Your blood pressure was low and your kidneys were strained, so we held your Entresto and furosemide for a few days and gave you fluids. Your kidney function is back to normal and we restarted Entresto. We restarted furosemide at a lower dose (20 mg instead of 40 mg).

- Take cefpodoxime twice a day through 5/8. You have finished your azithromycin.
- Weigh yourself every morning. If your weight is more than 80 kg (176 lbs), take furosemide 40 mg that day and call the heart failure clinic.
- Continue aspirin and ticagrelor every day.
- Call your doctor if you develop fever, chills, chest pain or shortness of breath.

Sincerely,
Your ___ Medicine Team
 
Followup Instructions:
___
""")

# --- questions, patient 9100001 -------------------------------------------------------------

question(
    "hw-001", 9100001, [29100001], "negation",
    "When she came in with the heart failure flare, did she report chest pain?",
    "No. At the heart-failure admission she denied chest pain or pressure, at rest or with "
    "exertion, and also denied palpitations and syncope. Troponins were negative x3.",
    structure={"concept": "chest pain", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9100001-PN-1", "HISTORY OF PRESENT ILLNESS",
           "She denies chest pain or pressure, either at rest or with exertion."),
        ev("9100001-ED-1", "HPI", "Pt denies CP, palpitations, syncope."),
        ev("9100001-DS-1", "History of Present Illness",
           "She denied chest pain, palpitations or syncope."),
    ],
)
question(
    "hw-002", 9100001, [29100001], "uncertainty",
    "Her first chest film showed edema - did it also show a pneumonia?",
    "Possibly, but it was never confirmed. The radiologist called the left basilar opacity "
    "likely atelectasis and said superimposed pneumonia could not be excluded. Clinically she "
    "was afebrile, with no leukocytosis or productive cough, so it was not treated as pneumonia "
    "and no antibiotics were started.",
    structure={"concept": "pneumonia", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9100001-RR-1", "IMPRESSION",
           "2. Left basilar opacity, likely atelectasis, although superimposed pneumonia cannot "
           "be excluded in the appropriate clinical setting."),
        ev("9100001-DS-1", "Brief Hospital Course",
           "The admission chest x-ray raised the question of a left basilar pneumonia, but she "
           "remained afebrile without leukocytosis or productive cough and antibiotics were not "
           "started."),
    ],
)
question(
    "hw-003", 9100001, [29100001], "uncertainty",
    "At her first hospitalization, did they think the cardiomyopathy was ischemic?",
    "It was undetermined at that admission. The team thought it most likely hypertensive, but "
    "ischemic cardiomyopathy was not excluded given her risk factors (former heavy smoker, "
    "father with premature CAD); troponins were negative and the ECG non-ischemic, and the "
    "ischemic evaluation was deferred to the outpatient setting.",
    structure={"concept": "cardiomyopathy", "polarity": "present", "experiencer": "patient",
               "cause": "ischemic heart disease", "cause_polarity": "possible"},
    evidence=[
        ev("9100001-DS-1", "Brief Hospital Course",
           "It is most likely hypertensive, but ischemic cardiomyopathy has not been excluded "
           "given her risk factors (former heavy smoker, father with premature CAD)."),
        ev("9100001-PN-2", "A/P", "# HFrEF, new: likely hypertensive vs ischemic CM."),
    ],
    rationale="Asked about the first admission; at the later NSTEMI admission the "
              "cardiomyopathy was judged at least partly ischemic.",
)
question(
    "hw-004", 9100001, [], "family_history",
    "Any heart disease in her family?",
    "Yes: her father had a myocardial infarction at 58. There is no family history of "
    "cardiomyopathy or sudden cardiac death. (Her mother died of a stroke at 74.)",
    structure={"concept": "myocardial infarction", "polarity": "present",
               "experiencer": "family", "relative": "father"},
    evidence=[
        ev("9100001-PN-1", "FAMILY HISTORY", "Her father had a myocardial infarction at 58."),
        ev("9100001-PN-1", "FAMILY HISTORY",
           "There is no family history of cardiomyopathy or sudden cardiac death."),
    ],
)
question(
    "hw-005", 9100001, [], "historical",
    "She had a blood clot in the past, right? Is she still on a blood thinner for it?",
    "Yes, she had a provoked left femoral-popliteal DVT in 2178 after her right knee "
    "replacement. She was treated with warfarin for 6 months, completed it, and has had no "
    "recurrence. She is not anticoagulated for it now; inpatient she only received "
    "prophylactic subcutaneous heparin.",
    structure={"concept": "deep vein thrombosis", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9100001-DS-1", "Past Medical History",
           "- Left femoral-popliteal DVT in 2178 after right total knee arthroplasty, treated "
           "with 6 months of warfarin, completed, no recurrence"),
        ev("9100001-DS-1", "Brief Hospital Course",
           "There is no indication for ongoing anticoagulation."),
    ],
)
question(
    "hw-006", 9100001, [29100002], "change",
    "At the NSTEMI admission, what changed between her home meds and her discharge meds?",
    "New: ticagrelor 90 mg twice daily, sacubitril-valsartan 24-26 mg twice daily and "
    "sublingual nitroglycerin as needed. Stopped: lisinopril 10 mg daily (replaced by "
    "sacubitril-valsartan). Dose increased: atorvastatin 40 -> 80 mg and metoprolol succinate "
    "25 -> 50 mg daily. Unchanged: aspirin 81 mg and furosemide 40 mg daily. The heparin drip "
    "was inpatient only.",
    structure={"added": ["ticagrelor", "sacubitril-valsartan", "nitroglycerin"],
               "removed": ["lisinopril"],
               "continued": ["aspirin", "furosemide", "atorvastatin", "metoprolol"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[
        ev("9100001-DS-2", "Medications on Admission", "4. Lisinopril 10 mg PO DAILY"),
        ev("9100001-DS-2", "Discharge Medications",
           "1. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID"),
        ev("9100001-DS-2", "Discharge Medications", "2. Ticagrelor 90 mg PO BID"),
        ev("9100001-DS-2", "Discharge Medications",
           "3. Nitroglycerin SL 0.4 mg SL Q5MIN:PRN chest pain"),
        ev("9100001-DS-2", "Discharge Medications", "8. STOP taking: Lisinopril"),
        ev("9100001-DS-2", "Brief Hospital Course",
           "Atorvastatin was increased from 40 mg to 80 mg."),
        ev("9100001-DS-2", "Brief Hospital Course",
           "Metoprolol succinate was increased from 25 mg to 50 mg daily."),
    ],
    rationale="Atorvastatin and metoprolol are continued at higher doses; the structure lists "
              "them as continued and the answer text gives the dose changes.",
)
question(
    "hw-007", 9100001, [29100002], "sequence",
    "Was her stent put in before or after she was switched from lisinopril to Entresto?",
    "Before. The drug-eluting stent to the proximal LAD was placed at catheterization on 9/23; "
    "lisinopril was stopped after the morning dose on 9/24 and, after a 36-hour washout, "
    "sacubitril-valsartan was started on 9/26.",
    structure={"order": ["drug-eluting stent to LAD", "sacubitril-valsartan"],
               "dates": ["2182-09-23", "2182-09-26"]},
    evidence=[
        ev("9100001-DS-2", "Brief Hospital Course",
           "Catheterization on 9/23 via the right radial artery showed a 90% proximal LAD "
           "stenosis, treated with one drug-eluting stent; a 30% RCA lesion will be managed "
           "medically."),
        ev("9100001-DS-2", "Brief Hospital Course",
           "Lisinopril (10 mg daily at home; increased from 5 mg at a clinic visit in 4/2182) "
           "was stopped after the morning dose on 9/24 and, after a 36-hour washout, "
           "sacubitril-valsartan 24-26 mg twice daily was started on 9/26."),
    ],
)
question(
    "hw-008", 9100001, [29100003], "current_state",
    "As of her most recent discharge, is she on sacubitril-valsartan, and at what dose?",
    "Yes. It was held on admission for hypotension and AKI and resumed on 5/5 at her home dose, "
    "24-26 mg twice daily, which is on her discharge medication list.",
    structure={"concept": "sacubitril-valsartan", "polarity": "present",
               "experiencer": "patient", "status": "active"},
    evidence=[
        ev("9100001-DS-3", "Brief Hospital Course",
           "Sacubitril-valsartan was resumed on 5/5 at her home dose of 24-26 mg twice daily "
           "once systolic blood pressure was consistently above 110."),
        ev("9100001-DS-3", "Discharge Medications",
           "3. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID"),
    ],
)
question(
    "hw-009", 9100001, [29100003], "current_state",
    "Was she still taking metoprolol when she was readmitted with pneumonia?",
    "Yes. Metoprolol succinate 50 mg daily (the dose set at the NSTEMI discharge) was on her "
    "home medication list at the pneumonia admission and was continued through the stay and "
    "at discharge.",
    structure={"concept": "metoprolol", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[
        ev("9100001-PN-4", "Home meds", "- metoprolol succinate 50 mg daily"),
        ev("9100001-DS-3", "Brief Hospital Course",
           "Metoprolol succinate 50 mg daily was continued."),
    ],
)
question(
    "hw-010", 9100001, [29100003], "duration",
    "Given her penicillin allergy they used ceftriaxone for the pneumonia - and how long was "
    "she supposed to take azithromycin?",
    "Five days in total: 500 mg on 5/2, then 250 mg daily, with the last dose on the morning "
    "of discharge (5/6).",
    structure={"concept": "azithromycin", "duration": {"value": 5, "unit": "days"},
               "start": "2183-05-02", "end": "2183-05-06"},
    evidence=[
        ev("9100001-DS-3", "Brief Hospital Course",
           "Azithromycin was given for 5 days in total, with the last dose on the morning of "
           "discharge (5/6)."),
        ev("9100001-PN-4", "A/P",
           "Ceftriaxone 1 g IV q24h + azithromycin 500 mg x1 then 250 mg daily (5 days total)."),
    ],
)
question(
    "hw-011", 9100001, [29100002], "duration",
    "How long had the chest pressure been going on when she got to the ED for the heart attack?",
    "About 2 hours; she woke with it at about 3 AM and it had been constant since.",
    structure={"concept": "chest pressure", "duration": {"value": 2, "unit": "hours"}},
    evidence=[
        ev("9100001-DS-2", "History of Present Illness",
           "The pressure had been constant for about 2 hours when she arrived in the ED."),
        ev("9100001-ED-2", "ED NOTE", "~2 h of constant pressure on arrival."),
    ],
)
question(
    "hw-012", 9100001, [29100001], "conditional",
    "After the heart failure admission, what was she told to do if her weight went up?",
    "If her weight rose by more than 3 lbs in one day or 5 lbs in one week, she was to call her "
    "cardiologist, because she might need an extra dose of furosemide.",
    structure={"concept": "weight gain", "polarity": "conditional", "experiencer": "patient",
               "condition": "weight up more than 3 lbs in one day or 5 lbs in one week",
               "action": "call cardiologist; may need an extra dose of furosemide"},
    evidence=[
        ev("9100001-DS-1", "Discharge Instructions",
           "- If your weight goes up by more than 3 lbs in one day or 5 lbs in one week, call "
           "your cardiologist, because you may need an extra dose of furosemide."),
    ],
)
question(
    "hw-013", 9100001, [29100002], "conditional",
    "What was she told to do about chest pain after she went home from the stent admission?",
    "Take one sublingual nitroglycerin; if the pain is not better after 5 minutes, call 911.",
    structure={"concept": "chest pain", "polarity": "conditional", "experiencer": "patient",
               "condition": "chest pain not better 5 minutes after one nitroglycerin",
               "action": "call 911"},
    evidence=[
        ev("9100001-DS-2", "Discharge Instructions",
           "- If you have chest pain, take one nitroglycerin tablet under your tongue. If the "
           "pain is not better after 5 minutes, call 911."),
    ],
)
question(
    "hw-014", 9100001, [29100002], "conditional",
    "If her EF doesn't recover after the stent, what's the plan?",
    "Repeat TTE in 3 months; if LVEF remains 35% or less despite medical therapy, she is to "
    "be referred to electrophysiology for ICD evaluation.",
    structure={"concept": "ICD evaluation", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "LVEF remains 35% or less on repeat TTE despite medical therapy",
               "action": "refer to electrophysiology for ICD evaluation"},
    evidence=[
        ev("9100001-DS-2", "TRANSITIONAL ISSUES",
           "- Repeat TTE in 3 months; if LVEF remains 35% or less despite medical therapy, "
           "refer to electrophysiology for ICD evaluation"),
    ],
)
question(
    "hw-015", 9100001, [29100002], "negation",
    "Was there any pulmonary edema on the chest x-ray at the NSTEMI admission?",
    "No. The portable chest x-ray showed no pulmonary edema; the previous pleural effusions had "
    "resolved and the mild cardiomegaly had improved.",
    structure={"concept": "pulmonary edema", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9100001-RR-2", "IMPRESSION",
           "No pulmonary edema or other acute cardiopulmonary process."),
    ],
)
question(
    "hw-016", 9100001, [29100003], "change",
    "What happened to her Lasix during the pneumonia stay?",
    "It was held on admission (sepsis with hypotension and AKI) and resumed at discharge at a "
    "reduced dose, 20 mg daily instead of her previous 40 mg daily, to be retitrated by "
    "cardiology.",
    structure={"continued": ["furosemide"],
               "compared": ["admission medications", "discharge medications"]},
    evidence=[
        ev("9100001-DS-3", "Brief Hospital Course",
           "Sacubitril-valsartan and furosemide were held on admission and she received a "
           "total of 1.5 L of IV fluid."),
        ev("9100001-DS-3", "Brief Hospital Course",
           "Because her weight remains about 1.5 kg below her prior dry weight, furosemide is "
           "being resumed at a reduced dose of 20 mg daily (previously 40 mg daily), to be "
           "titrated by her cardiologist."),
    ],
)
question(
    "hw-017", 9100001, [29100001, 29100002, 29100003], "change",
    "How has her ejection fraction changed since the heart failure was first diagnosed?",
    "It has improved: LVEF 30% at diagnosis (3/2182), 35% after the NSTEMI (9/2182) and 40% "
    "on the TTE of 2/2183.",
    structure={"compared": ["TTE 3/2182", "TTE 9/2182", "TTE 2/2183"]},
    evidence=[
        ev("9100001-DS-3", "Past Medical History",
           "1. HFrEF: diagnosed 3/2182 (LVEF 30%) during an admission for acute decompensated "
           "heart failure; LVEF 35% after her NSTEMI; LVEF 40% on TTE 2/2183"),
    ],
)
question(
    "hw-018", 9100001, [], "historical",
    "Has she ever had a colonoscopy?",
    "Not documented. None of her notes mention a colonoscopy or any colorectal cancer "
    "screening.",
    rationale="Deliberately unanswerable from the chart; the honest answer is 'not documented'.",
)
question(
    "hw-019", 9100001, [29100003], "negation",
    "At the pneumonia admission, was there any sign she was volume overloaded from her heart "
    "failure?",
    "No. She denied leg swelling, orthopnea and weight gain (her weight was about 2 kg below "
    "her dry weight), her JVP was flat, she had no edema, and the chest x-ray showed no "
    "pulmonary edema. She was judged euvolemic to dry.",
    structure={"concept": "volume overload", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9100001-PN-4", "HPI",
           "Denies leg swelling, orthopnea, wt gain - in fact wt down ~2 kg from her dry wt."),
        ev("9100001-RR-3", "FINDINGS", "No pulmonary edema."),
        ev("9100001-DS-3", "Brief Hospital Course",
           "# HFrEF (LVEF 40%): Euvolemic to slightly dry throughout."),
    ],
)
question(
    "hw-020", 9100001, [29100002], "sequence",
    "During the NSTEMI stay, was the heparin drip started before or after the cath?",
    "Before. The heparin drip was started in the ED on 9/22 and continued until "
    "catheterization on 9/23; it was stopped after the PCI.",
    structure={"order": ["heparin drip", "cardiac catheterization with stent"],
               "dates": ["2182-09-22", "2182-09-23"]},
    evidence=[
        ev("9100001-DS-2", "Brief Hospital Course",
           "She was loaded with aspirin and ticagrelor in the ED and started on a heparin drip, "
           "which was continued until catheterization."),
        ev("9100001-DS-2", "Brief Hospital Course",
           "The heparin drip was stopped after PCI."),
    ],
)


# =============================================================================================
# Patient 9100002: M, acute calculous cholecystitis -> gallstone pancreatitis (retained stone)
# =============================================================================================

patient(9100002, "M", 58, "HISPANIC/LATINO - MEXICAN")
admission(9100002, 29100004, "2184-07-14T22:10:00", "2184-07-17T13:00:00",
          "HISPANIC/LATINO - MEXICAN")
admission(9100002, 29100005, "2185-02-03T11:05:00", "2185-02-09T15:30:00",
          "HISPANIC/LATINO - MEXICAN")

note("9100002-ED-1", 29100004, "2184-07-14T20:45:00", "2184-07-14T21:40:00", """\
ED PHYSICIAN NOTE

CC: abd pain

HPI: 58M w/ DM2 (metformin), HTN, HLD p/w RUQ pain x 3 days. Started after a big fried meal, initially crampy, now constant, 8/10, radiates to R shoulder. +nausea, vomited x2 today (nonbloody). Subjective fevers/chills at home last night. Denies jaundice, dark urine, clay-colored stools. Never had this before. Denies CP/SOB. No diarrhea, no hematochezia. Last BM yesterday, nl.

PMH: DM2, HTN, HLD
PSH: none
Meds: metformin 1000 BID, lisinopril 20 daily, atorvastatin 20 daily
All: NKDA
SH: line cook. 2-3 beers on wknds, never smoker, no drugs

Exam: T 101.2  HR 102  BP 148/88  RR 18  SpO2 98% RA
Gen: uncomfortable, lying still
Abd: soft, TTP RUQ w/ +Murphy's, voluntary guarding, no rebound, not distended
Skin: anicteric, no rash

Labs: WBC 14.1 (84% PMN), ALT 48, AST 39, AlkP 102, Tbili 0.9, lipase 32, Cr 0.9, glucose 212, lactate 1.4
RUQ US: see formal read - c/w acute cholecystitis

A/P: 58M w/ acute calculous cholecystitis. No e/o cholangitis or CBD stone (bili nl, CBD 4 mm).
- NPO, IVF
- pip/tazo 4.5 g IV given
- morphine 4 mg IV, ondansetron 4 mg IV
- ACS consulted -> admit to ACS for lap chole
""")

note("9100002-RR-1", 29100004, "2184-07-14T21:30:00", "2184-07-14T22:02:00", """\
EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN)

INDICATION:  ___ year old man with RUQ pain, fever, leukocytosis  // eval for cholecystitis

TECHNIQUE:  Grey scale and color Doppler ultrasound images of the abdomen were obtained.

COMPARISON:  None.

FINDINGS: 

LIVER: The hepatic parenchyma appears mildly echogenic, consistent with steatosis. No focal liver lesion is identified. The main portal vein is patent with hepatopetal flow. There is no ascites.

BILE DUCTS: There is no intrahepatic biliary dilation. The common bile duct measures 4 mm.

GALLBLADDER: The gallbladder is distended and contains multiple shadowing gallstones, the largest measuring 1.8 cm, with one stone appearing impacted in the gallbladder neck. The gallbladder wall is thickened to 6 mm and there is a small amount of pericholecystic fluid. The sonographic Murphy's sign is positive.

PANCREAS: The visualized portions of the pancreas are unremarkable, though the tail is obscured by bowel gas.

KIDNEYS: Limited views of the right kidney are unremarkable.

IMPRESSION: 

1. Distended gallbladder with cholelithiasis, an impacted stone in the gallbladder neck, wall thickening, pericholecystic fluid and a positive sonographic Murphy's sign, consistent with acute calculous cholecystitis.
2. No biliary dilation.
3. Echogenic liver consistent with steatosis. Other forms of liver disease and more advanced liver disease including significant hepatic fibrosis/cirrhosis cannot be excluded on this study.
""")

note("9100002-PN-1", 29100004, "2184-07-14T23:50:00", "2184-07-15T00:40:00", """\
ACUTE CARE SURGERY - ADMISSION H&P

HPI:
Mr. ___ is a 58 year old man with type 2 diabetes, hypertension and hyperlipidemia who presents with three days of right upper quadrant abdominal pain. The pain began after a large fried meal, was initially colicky, and has been constant for the last 24 hours, radiating to the right shoulder. He reports subjective fevers and chills. He has had nausea with two episodes of non-bloody emesis. He has never had a similar episode. He denies jaundice, pruritus, dark urine or pale stools.

In the ED he was febrile to 101.2 with a WBC of 14.1. LFTs and lipase were normal. RUQ ultrasound showed a distended gallbladder with stones, a stone impacted in the neck, wall thickening, pericholecystic fluid and a positive sonographic Murphy's sign.

PMH: Type 2 diabetes mellitus (last A1c 7.8% per patient, about 6 months ago), hypertension, hyperlipidemia.
PSH: None.
Medications: metformin 1000 mg BID, lisinopril 20 mg daily, atorvastatin 20 mg daily.
Allergies: No known allergies.

Social History: Married, lives with his wife and two sons. Works as a line cook. Drinks 2-3 beers on weekends; no history of heavy drinking or withdrawal. Never smoker. No illicit drugs.

Family History: Father with colon cancer diagnosed at 70, alive. Mother with type 2 diabetes and hypertension. Sister had her gallbladder removed in her 40s. Brother with type 2 diabetes. No family history of pancreatic cancer or inflammatory bowel disease.

Physical Exam:
T 100.4  HR 96  BP 142/84  RR 16  SpO2 98% RA
Gen: A&O x3, uncomfortable
HEENT: anicteric sclerae
CV: RRR
Pulm: CTAB
Abd: soft, nondistended, tender in the RUQ with positive Murphy's sign and voluntary guarding, no rebound, no peritoneal signs. No hernias.
Ext: warm, no edema

Assessment/Plan:
58M with acute calculous cholecystitis, about 72 hours of symptoms, without evidence of choledocholithiasis or cholangitis (normal bilirubin, CBD 4 mm).
- Admit to ACS, plan laparoscopic cholecystectomy tomorrow
- NPO after midnight, IVF
- Piperacillin-tazobactam 4.5 g IV q8h
- Hold metformin; insulin sliding scale with fingersticks q6h while NPO
- Hold lisinopril the morning of surgery
- Continue atorvastatin
- Heparin SC for DVT prophylaxis
- Consent obtained and in chart
""")

note("9100002-PN-2", 29100004, "2184-07-16T07:30:00", "2184-07-16T08:05:00", """\
ACS Progress Note POD#1 s/p lap chole (7/15)

S: Pain controlled, 3/10 at incisions. Tolerating clears, +flatus. No N/V. Ambulating in halls.

O: Tmax 99.4  HR 84  BP 132/80  SpO2 97% RA
Abd soft, approp TTP at port sites, incisions c/d/i w/ dermabond
WBC 14.1 -> 9.8. LFTs nl. FS 140-180 on ISS.
OR (7/15): lap chole, gangrenous changes at fundus, no bile spill, no drain. EBL minimal.

A/P: 58M POD1 s/p lap chole for acute calculous cholecystitis, doing well.
- advance to regular diet
- pip/tazo: complete 24h post-op, d/c this evening
- restart metformin once tolerating diet, then d/c ISS
- restart lisinopril 20 mg today
- pain: APAP / hydrocodone-APAP prn, d/c IV morphine
- path pending
- likely home tomorrow
""")

note("9100002-DS-1", 29100004, "2184-07-17T00:00:00", "2184-07-17T15:22:00", """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: SURGERY
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Right upper quadrant abdominal pain
 
Major Surgical or Invasive Procedure:
Laparoscopic cholecystectomy (7/15)

 
History of Present Illness:
Mr. ___ is a 58M with DM2, HTN and HLD who presented with 3 days of RUQ pain prior to admission, beginning after a fatty meal and radiating to the right shoulder, with nausea, two episodes of emesis and subjective fevers. He denied jaundice, dark urine or pale stools. In the ED he was febrile to 101.2 with WBC 14.1 and normal LFTs and lipase. RUQ ultrasound was consistent with acute calculous cholecystitis, with no biliary dilation. He was started on piperacillin-tazobactam and admitted to the Acute Care Surgery service.
 
Past Medical History:
Type 2 diabetes mellitus
Hypertension
Hyperlipidemia
 
Social History:
___
Family History:
Father with colon cancer at 70. Mother with diabetes and hypertension. Sister s/p cholecystectomy. Brother with diabetes.
 
Physical Exam:
Admission:
T 100.4 HR 96 BP 142/84 RR 16 SpO2 98% RA
Abd: soft, nondistended, RUQ tenderness with positive Murphy's sign and voluntary guarding, no rebound

Discharge:
T 98.6 HR 78 BP 128/78 RR 16 SpO2 98% RA
Gen: NAD, A&Ox3
Abd: soft, appropriately tender at port sites, nondistended
Incisions: clean, dry and intact with dermabond, no erythema or drainage
 
Pertinent Results:
___ 08:20PM BLOOD WBC-14.1 Hgb-14.8 Plt-262
___ 08:20PM BLOOD ALT-48 AST-39 AlkPhos-102 TotBili-0.9 Lipase-32
___ 08:20PM BLOOD Glucose-212 UreaN-16 Creat-0.9 Na-137 K-4.1
___ 06:00AM BLOOD WBC-9.8 ALT-41 AST-30 AlkPhos-95 TotBili-0.7

RUQ US (___): Distended gallbladder with cholelithiasis, an impacted stone in the gallbladder neck, wall thickening, pericholecystic fluid and a positive sonographic Murphy's sign, consistent with acute calculous cholecystitis. No biliary dilation. Echogenic liver consistent with steatosis.
 
Brief Hospital Course:
Mr. ___ was admitted to the Acute Care Surgery service on ___ with acute calculous cholecystitis. He was made NPO, given IV fluids and started on piperacillin-tazobactam.

On 7/15 he underwent an uncomplicated laparoscopic cholecystectomy. Intraoperatively the gallbladder was inflamed with gangrenous changes at the fundus; there was no bile spill and no drain was left. Please see the operative report for details. He tolerated the procedure well and was transferred to the floor in stable condition.

Neuro: Post-operative pain was initially controlled with IV morphine and then transitioned to oral acetaminophen and hydrocodone-acetaminophen on POD1.

CV: Vital signs were routinely monitored. Lisinopril was held the morning of surgery and resumed on POD1.

Pulmonary: He was encouraged to use the incentive spirometer and ambulate early. He remained on room air.

GI/GU: His diet was advanced to regular on POD1, which he tolerated without nausea. He voided without difficulty.

ID: Piperacillin-tazobactam was continued for 24 hours post-operatively and then stopped. He remained afebrile after surgery and his WBC normalized (14.1 to 9.8).

Endocrine: Metformin was held while he was NPO and blood sugars were covered with an insulin sliding scale. Metformin was resumed once he was eating and the sliding scale was stopped.

Prophylaxis: He received subcutaneous heparin and venodyne boots during this stay and was encouraged to get up and ambulate as early as possible.

At the time of discharge on POD2, he was doing well, afebrile with stable vital signs. He was tolerating a regular diet, ambulating, voiding without assistance, and his pain was well controlled.

Surgical pathology was pending at the time of discharge.
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. MetFORMIN (Glucophage) 1000 mg PO BID 
2. Lisinopril 20 mg PO DAILY 
3. Atorvastatin 20 mg PO QPM 
 
Discharge Medications:
1. HYDROcodone-Acetaminophen (5mg-325mg) 1 TAB PO Q6H:PRN Pain - Moderate 
Take for up to 5 days. Do not take other acetaminophen-containing products. 
RX *hydrocodone-acetaminophen 5 mg-325 mg 1 tablet(s) by mouth every six (6) hours Disp #*15 Tablet Refills:*0 
2. Docusate Sodium 100 mg PO BID while taking hydrocodone-acetaminophen 
3. MetFORMIN (Glucophage) 1000 mg PO BID 
4. Lisinopril 20 mg PO DAILY 
5. Atorvastatin 20 mg PO QPM 
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Acute calculous cholecystitis
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
You were admitted to the hospital with acute cholecystitis (an infected, inflamed gallbladder). You had your gallbladder removed laparoscopically on 7/15. You are now ready to be discharged home.

Please call your doctor or nurse practitioner or return to the Emergency Department for any of the following:
*You experience new chest pain, pressure, squeezing or tightness.
*New or worsening cough, shortness of breath, or wheeze.
*If you are vomiting and cannot keep down fluids or your medications.
*Your skin, or the whites of your eyes become yellow.
*Your pain is not improving within 8-12 hours or is not gone within 24 hours. 
*You have a fever of 101.5 or greater, or chills.
*Your incisions become red, warm, swollen, or drain cloudy fluid.

Activity:
*No heavy lifting of items more than 10 pounds for 6 weeks.
*You may climb stairs and go outside, but avoid traveling long distances until you see your surgeon.
*Do not drive or operate machinery while taking hydrocodone-acetaminophen.

Incision care:
*You may shower 48 hours after surgery. No tub baths or swimming for 2 weeks.
*The skin glue over your incisions will fall off on its own.

Medications:
*Take hydrocodone-acetaminophen only as needed for pain, for up to 5 days, and do not take additional Tylenol while taking it. It can cause constipation; take the stool softener while you use it.
*Resume your other home medications.
 
Followup Instructions:
___
""")

note("9100002-ED-2", 29100005, "2185-02-03T10:20:00", "2185-02-03T11:10:00", """\
ED NOTE

58M h/o DM2, HTN, s/p lap chole 7/2184 for acute cholecystitis, p/w severe epigastric pain radiating to back since last evening. Onset ~7 PM after dinner (~16 h ago), constant, 9/10, worse lying flat, better leaning fwd. N/V x many, unable to keep PO down since. Denies fever. Denies CP/SOB. No diarrhea, no melena. EtOH: 2-3 beers on wknds, last drink 1 wk ago, denies binge drinking. No new meds.

Meds: metformin 1000 BID, lisinopril 20, atorvastatin 20
All: NKDA

VS: T 99.1  HR 112  BP 104/66  RR 20  96% RA
Exam: dry MM, mild scleral icterus. Epigastric TTP w/ guarding, no rebound. Healed lap port scars.

Labs: lipase 2,410. WBC 13.2. Hct 49. BUN 38. Cr 2.1 (baseline 0.9). Glucose 286. TG 188. Tbili 2.6, ALT 310, AST 244, AlkP 198. Lactate 2.2.

A/P: acute pancreatitis. Likely gallstone etiology given transaminitis and hyperbili despite prior chole -> r/o choledocholithiasis. EtOH less likely (light use). AKI, likely prerenal.
- LR 20 mL/kg bolus, then 250 mL/h
- CT A/P w/o contrast (AKI)
- hydromorphone 0.5 mg IV prn, ondansetron
- hold lisinopril, metformin
- admit medicine, GI consult
""")

note("9100002-RR-2", 29100005, "2185-02-03T12:40:00", "2185-02-03T13:55:00", """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITHOUT CONTRAST

INDICATION:  ___ year old man with epigastric pain, lipase 2,410, prior cholecystectomy, acute kidney injury  // pancreatitis? complications?

TECHNIQUE:  Helical CT images of the abdomen and pelvis were obtained without intravenous contrast, given acute kidney injury. Oral contrast was not administered. Coronal and sagittal reformations were reviewed.

DOSE:  DLP: 612 mGy-cm

COMPARISON:  Abdominal ultrasound from ___.

FINDINGS: 

LOWER CHEST: Minimal dependent atelectasis. No pleural effusion.

ABDOMEN:
HEPATOBILIARY: The liver is diffusely hypoattenuating, consistent with steatosis. The patient is status post cholecystectomy. The common bile duct is mildly dilated, measuring up to 9 mm. No radiopaque stone is seen within the common bile duct.
PANCREAS: The pancreas is diffusely enlarged with peripancreatic fat stranding and a small amount of fluid tracking along the left anterior pararenal space, consistent with acute interstitial edematous pancreatitis. Evaluation for pancreatic necrosis is limited without intravenous contrast. No walled-off collection.
SPLEEN: Normal.
ADRENALS: Normal.
URINARY: No hydronephrosis. No renal stones.
GASTROINTESTINAL: Stomach and small bowel are unremarkable. No bowel obstruction.
VASCULAR: Mild atherosclerotic calcification of the abdominal aorta without aneurysm.

PELVIS: Bladder is unremarkable. No free fluid.

IMPRESSION: 

1. Acute interstitial edematous pancreatitis. Necrosis cannot be assessed without intravenous contrast.
2. Common bile duct dilated to 9 mm. This may be related to prior cholecystectomy, but choledocholithiasis cannot be excluded, as non-calcified stones may not be visible on CT. MRCP is recommended.
3. Hepatic steatosis.
""")

note("9100002-CN-1", 29100005, "2185-02-04T09:00:00", "2185-02-04T10:30:00", """\
GASTROENTEROLOGY CONSULT NOTE

Reason for consult: acute pancreatitis, ?choledocholithiasis

HPI: 58 yo man with DM2, HTN, s/p laparoscopic cholecystectomy 7/2184 for acute calculous cholecystitis, admitted yesterday with acute pancreatitis (lipase 2,410). Pain started the evening before admission after dinner. Labs show a cholestatic/hepatocellular pattern (Tbili 2.6, ALT 310, AST 244, AlkP 198), improving slightly this AM (Tbili 2.2, ALT 264). CT without contrast shows interstitial pancreatitis and a 9 mm CBD without visible stone. He drinks 2-3 beers on weekends. Triglycerides 188. No new medications.

Pertinent: afebrile overnight, HR 96, BP 118/72 after fluids. Cr 2.1 -> 1.6.

Impression: Acute pancreatitis, most likely biliary given the transaminase and bilirubin elevation and the dilated CBD, presumably from a retained or recurrent common bile duct stone after cholecystectomy. Alcohol is considered less likely given his light intake, and triglycerides are not high enough to explain it. No signs of cholangitis at this time (afebrile, no rigors).

Recommendations:
- MRCP today to evaluate for choledocholithiasis
- If MRCP shows a CBD stone, we will plan ERCP with sphincterotomy and stone extraction tomorrow; keep NPO after midnight
- If MRCP is negative and LFTs continue to improve, no ERCP needed
- Continue aggressive IV fluids with LR, trend LFTs and Cr daily
- Low threshold for blood cultures and antibiotics if febrile (concern for cholangitis)
""")

note("9100002-RR-3", 29100005, "2185-02-04T14:05:00", "2185-02-04T16:40:00", """\
EXAMINATION:  MRCP (MR ABDOMEN WITHOUT CONTRAST)

INDICATION:  ___ year old man with acute pancreatitis, s/p cholecystectomy, CBD 9 mm on CT  // choledocholithiasis?

TECHNIQUE:  T1- and T2-weighted multiplanar images of the abdomen, including heavily T2-weighted MRCP sequences, were obtained without intravenous contrast.

COMPARISON:  CT abdomen and pelvis from ___.

FINDINGS: 

There is a 6 mm filling defect in the distal common bile duct, just above the ampulla, consistent with a stone. The common bile duct is dilated to 9 mm proximal to it. Mild central intrahepatic biliary dilation. The patient is status post cholecystectomy.

The pancreas is edematous with peripancreatic fluid, in keeping with the known acute pancreatitis. The pancreatic parenchyma demonstrates homogeneous signal without a focal area to suggest necrosis, within the limits of a non-contrast exam. The main pancreatic duct is not dilated. No pancreas divisum.

The liver demonstrates signal loss on opposed-phase imaging consistent with steatosis. Spleen and kidneys are unremarkable.

IMPRESSION: 

1. 6 mm stone in the distal common bile duct with upstream biliary dilation (CBD 9 mm).
2. Acute interstitial pancreatitis without evidence of necrosis on this non-contrast examination.
3. Hepatic steatosis.
""")

note("9100002-PN-3", 29100005, "2185-02-06T08:15:00", "2185-02-06T09:00:00", """\
Medicine Progress Note - HD#4

Events: ERCP yesterday (2/5): biliary sphincterotomy, 6 mm stone extracted w/ balloon sweep, occlusion cholangiogram w/o residual filling defects. No post-ERCP complications.

S: Pain much improved, 2/10. Tolerated clears last PM, hungry. No N/V. No fevers.

O: T 98.7  HR 82  BP 132/80  SpO2 97% RA
Abd soft, mild epigastric TTP, no guarding
Labs: Tbili 2.6 -> 1.1, ALT 310 -> 118, lipase 380. Cr 2.1 -> 1.6 -> 1.1. FS 180-260 on ISS + glargine 8 u.
A1c 9.4%.

A/P: 58M w/ gallstone pancreatitis from retained CBD stone s/p ERCP/sphincterotomy 2/5, improving.
# Gallstone pancreatitis: advance to low-fat diet. Pain control w/ APAP, oxycodone 5 prn (minimal use).
# AKI: prerenal, near baseline. Cont to hold lisinopril 1 more day, plan resume at d/c if Cr <= 1.1.
# DM2, poorly controlled (A1c 9.4%): metformin held (AKI). Glargine started 2/4 at 8 u, incr to 12 u tonight. ISS. Diabetes education today. Plan d/c on metformin + glargine.
# HLD: atorvastatin
Dispo: home 1-2 days
""")

note("9100002-DS-2", 29100005, "2185-02-09T00:00:00", "2185-02-09T18:02:00", """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Epigastric pain
 
Major Surgical or Invasive Procedure:
ERCP with biliary sphincterotomy and stone extraction (2/5)

 
History of Present Illness:
58M with type 2 diabetes, hypertension and hyperlipidemia, s/p laparoscopic cholecystectomy in 7/2184 for acute calculous cholecystitis, who presented with severe epigastric pain radiating to the back that began the evening before admission, about 16 hours before he came in, with persistent nausea and vomiting. He denied fevers. He drinks 2-3 beers on weekends and had not had a drink for a week. He completed the hydrocodone-acetaminophen prescribed after his cholecystectomy and has not taken it since.

In the ED, lipase was 2,410, Tbili 2.6, ALT 310, AST 244, alkaline phosphatase 198 and creatinine 2.1 (baseline 0.9). Non-contrast CT showed acute interstitial pancreatitis and a 9 mm common bile duct.
 
Past Medical History:
- Type 2 diabetes mellitus
- Hypertension
- Hyperlipidemia
- Acute calculous cholecystitis s/p laparoscopic cholecystectomy 7/2184 (pathology: acute on chronic cholecystitis with cholelithiasis, no dysplasia or malignancy)
- Hepatic steatosis on imaging
 
Social History:
___
Family History:
Father with colon cancer at 70. Mother with diabetes and hypertension. Sister had a cholecystectomy in her 40s. Brother with diabetes. No family history of pancreatic cancer.
 
Physical Exam:
ADMISSION:
T 99.1, HR 112, BP 104/66, RR 20, SpO2 96% RA
Dry mucous membranes, mild scleral icterus
Abdomen: epigastric tenderness with guarding, no rebound

DISCHARGE:
T 98.2, HR 74, BP 134/82, RR 16, SpO2 98% RA
Anicteric. Abdomen soft, nontender, nondistended
 
Pertinent Results:
ADMISSION: Lipase 2410, WBC 13.2, Hct 49, BUN 38, Creat 2.1, Glucose 286, Triglycerides 188, TotBili 2.6, ALT 310, AST 244, AlkPhos 198
___ 06:10AM BLOOD %HbA1c-9.4
DISCHARGE: Creat 1.0, TotBili 0.8, ALT 62, AST 35, AlkPhos 130, Lipase 96

CT A/P w/o contrast (2/3): Acute interstitial edematous pancreatitis; necrosis cannot be assessed without IV contrast. CBD dilated to 9 mm; choledocholithiasis cannot be excluded. MRCP recommended.
MRCP (2/4): 6 mm stone in the distal CBD with upstream biliary dilation. Acute interstitial pancreatitis without necrosis.
ERCP (2/5): Biliary sphincterotomy; a 6 mm stone was extracted with a balloon. Occlusion cholangiogram without residual filling defects.
 
Brief Hospital Course:
58M with DM2, HTN and HLD, s/p cholecystectomy 7/2184, admitted with acute gallstone pancreatitis due to a retained common bile duct stone, complicated by acute kidney injury, s/p ERCP with sphincterotomy and stone extraction on 2/5.

# Acute gallstone pancreatitis / choledocholithiasis: Lipase 2,410 with transaminitis and hyperbilirubinemia. Non-contrast CT (contrast withheld for AKI) showed interstitial pancreatitis and a dilated CBD, and choledocholithiasis could not be excluded. GI was consulted; MRCP on 2/4 showed a 6 mm distal CBD stone, and ERCP on 2/5 with sphincterotomy cleared the duct. Alcohol was considered an unlikely cause given his light intake, and triglycerides were only mildly elevated. He was treated with aggressive IV fluids and IV hydromorphone, then oral analgesics. Diet was advanced to low fat, which he tolerated. LFTs and lipase trended down. He never developed fever or signs of cholangitis and did not receive antibiotics.

# Acute kidney injury: Creatinine 2.1 on admission (baseline 0.9), prerenal from vomiting and third spacing. Lisinopril was held for AKI and resumed at discharge, once creatinine was back to 1.0. Metformin was held as well.

# Type 2 diabetes, poorly controlled: A1c 9.4%. Metformin was held for AKI and an insulin sliding scale was used. Insulin glargine was started on 2/4 at 8 units nightly and increased to 12 units nightly. He received diabetes teaching, including insulin injection and fingerstick monitoring. Metformin 1000 mg twice daily was resumed at discharge with his creatinine at baseline. He will go home on metformin plus glargine 12 units at bedtime.

# Hyperlipidemia: Continued atorvastatin 20 mg.

# Hepatic steatosis: Seen on CT and MRCP. Outpatient evaluation for fatty liver disease recommended.

TRANSITIONAL ISSUES:
- New insulin glargine 12 units at bedtime; fingersticks before breakfast and dinner. If fasting sugars are consistently below 80, he should decrease glargine to 8 units and call his PCP.
- Lisinopril resumed at discharge; BMP at PCP follow-up within 1 week
- Hepatic steatosis: outpatient evaluation (consider elastography)
- Repeat LFTs in 2 weeks
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. MetFORMIN (Glucophage) 1000 mg PO BID 
2. Lisinopril 20 mg PO DAILY 
3. Atorvastatin 20 mg PO QPM 
 
Discharge Medications:
1. Glargine 12 Units Bedtime 
RX *insulin glargine [Lantus Solostar] 100 unit/mL 12 units subcutaneously at bedtime Disp #*5 Syringe Refills:*1 
2. MetFORMIN (Glucophage) 1000 mg PO BID 
3. Lisinopril 20 mg PO DAILY 
4. Atorvastatin 20 mg PO QPM 
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute gallstone pancreatitis, choledocholithiasis s/p ERCP with sphincterotomy
Secondary: Acute kidney injury, type 2 diabetes (uncontrolled), hypertension, hepatic steatosis
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with inflammation of the pancreas (pancreatitis) caused by a gallstone that was stuck in your bile duct. The stone was removed with a procedure called ERCP. Your kidneys were also strained from dehydration and have recovered.

- We started a long-acting insulin called glargine (Lantus), 12 units at bedtime, because your diabetes was not well controlled (A1c 9.4%). Check your sugar before breakfast and dinner.
- If your morning sugars are below 80 more than once, lower the glargine to 8 units and call your primary care doctor.
- Continue metformin, lisinopril and atorvastatin.
- Eat a low-fat diet for the next few weeks.
- Call your doctor if you develop fever, chills, abdominal pain, yellowing of your skin or eyes, chest pain or shortness of breath.

Sincerely,
Your ___ Team
 
Followup Instructions:
___
""")

# --- questions, patient 9100002 -------------------------------------------------------------

question(
    "hw-021", 9100002, [29100004], "duration",
    "How many days of right upper quadrant pain did he have before the gallbladder admission?",
    "Three days of RUQ pain before admission; it began after a fatty meal and had been "
    "constant for the last 24 hours.",
    structure={"concept": "right upper quadrant pain", "duration": {"value": 3, "unit": "days"}},
    evidence=[
        ev("9100002-DS-1", "History of Present Illness",
           "presented with 3 days of RUQ pain prior to admission"),
        ev("9100002-ED-1", "HPI", "p/w RUQ pain x 3 days."),
    ],
)
question(
    "hw-022", 9100002, [29100004], "negation",
    "He had fever and a high white count with the cholecystitis - was he jaundiced?",
    "No. He denied jaundice, dark urine and pale stools, was anicteric on exam, and his "
    "bilirubin was normal (0.9) with a 4 mm common bile duct.",
    structure={"concept": "jaundice", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9100002-PN-1", "HPI", "He denies jaundice, pruritus, dark urine or pale stools."),
        ev("9100002-ED-1", "Exam", "Skin: anicteric, no rash"),
        ev("9100002-ED-1", "Labs", "Tbili 0.9"),
    ],
)
question(
    "hw-023", 9100002, [29100004], "uncertainty",
    "Besides the gallstones, the ultrasound said something about his liver - does he have "
    "cirrhosis?",
    "Not established. The ultrasound showed an echogenic liver consistent with steatosis; the "
    "radiologist noted that more advanced liver disease, including significant fibrosis or "
    "cirrhosis, cannot be excluded on that study. No cirrhosis has been diagnosed.",
    structure={"concept": "cirrhosis", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9100002-RR-1", "IMPRESSION",
           "3. Echogenic liver consistent with steatosis. Other forms of liver disease and more "
           "advanced liver disease including significant hepatic fibrosis/cirrhosis cannot be "
           "excluded on this study."),
    ],
)
question(
    "hw-024", 9100002, [29100004], "family_history",
    "Does anyone in his family have gallbladder problems?",
    "Yes: his sister had her gallbladder removed in her 40s.",
    structure={"concept": "cholecystectomy", "polarity": "present", "experiencer": "family",
               "relative": "sister"},
    evidence=[
        ev("9100002-PN-1", "Family History", "Sister had her gallbladder removed in her 40s."),
    ],
)
question(
    "hw-025", 9100002, [29100005], "family_history",
    "With this pancreatitis, is there any pancreatic cancer in his family?",
    "No. The family history states no family history of pancreatic cancer (father had colon "
    "cancer at 70).",
    structure={"concept": "pancreatic cancer", "polarity": "absent", "experiencer": "family"},
    evidence=[
        ev("9100002-DS-2", "Family History", "No family history of pancreatic cancer."),
        ev("9100002-PN-1", "Family History",
           "No family history of pancreatic cancer or inflammatory bowel disease."),
    ],
)
question(
    "hw-026", 9100002, [29100004], "duration",
    "After the cholecystectomy, for how long was the hydrocodone-acetaminophen prescribed?",
    "Up to 5 days, as needed every 6 hours for moderate pain (15 tablets, no refills).",
    structure={"concept": "hydrocodone-acetaminophen", "duration": {"value": 5, "unit": "days"}},
    evidence=[
        ev("9100002-DS-1", "Discharge Medications", "Take for up to 5 days."),
    ],
)
question(
    "hw-027", 9100002, [29100005], "current_state",
    "Last time he was here, was he still taking hydrocodone-acetaminophen?",
    "No. At the pancreatitis admission he had completed the hydrocodone-acetaminophen "
    "prescribed after his cholecystectomy and had not taken it since; it was not on his "
    "admission or discharge medication lists.",
    structure={"concept": "hydrocodone-acetaminophen", "polarity": "absent",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9100002-DS-2", "History of Present Illness",
           "He completed the hydrocodone-acetaminophen prescribed after his cholecystectomy and "
           "has not taken it since."),
    ],
)
question(
    "hw-028", 9100002, [29100004, 29100005], "sequence",
    "Which came first, his cholecystectomy or the ERCP?",
    "The cholecystectomy: laparoscopic cholecystectomy on 7/15/2184 for acute cholecystitis; "
    "the ERCP with sphincterotomy was about 7 months later, on 2/5/2185, for a retained common "
    "bile duct stone.",
    structure={"order": ["laparoscopic cholecystectomy", "ERCP"],
               "dates": ["2184-07-15", "2185-02-05"]},
    evidence=[
        ev("9100002-DS-1", "Major Surgical or Invasive Procedure",
           "Laparoscopic cholecystectomy (7/15)"),
        ev("9100002-DS-2", "Major Surgical or Invasive Procedure",
           "ERCP with biliary sphincterotomy and stone extraction (2/5)"),
    ],
)
question(
    "hw-029", 9100002, [29100005], "sequence",
    "At the pancreatitis admission, did he have the MRCP before or after the ERCP?",
    "Before. The non-contrast CT on 2/3 could not exclude a duct stone, the MRCP on 2/4 "
    "showed a 6 mm distal CBD stone, and the ERCP with stone extraction followed on 2/5.",
    structure={"order": ["CT abdomen/pelvis", "MRCP", "ERCP"],
               "dates": ["2185-02-03", "2185-02-04", "2185-02-05"]},
    evidence=[
        ev("9100002-DS-2", "Brief Hospital Course",
           "GI was consulted; MRCP on 2/4 showed a 6 mm distal CBD stone, and ERCP on 2/5 with "
           "sphincterotomy cleared the duct."),
    ],
)
question(
    "hw-030", 9100002, [29100005], "uncertainty",
    "On the first CT for his pancreatitis, was a common bile duct stone seen?",
    "Not seen, but not excluded. The non-contrast CT showed a CBD dilated to 9 mm with no "
    "radiopaque stone, and the radiologist said choledocholithiasis could not be excluded and "
    "recommended MRCP. The MRCP the next day showed a 6 mm distal CBD stone.",
    structure={"concept": "choledocholithiasis", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9100002-RR-2", "IMPRESSION",
           "2. Common bile duct dilated to 9 mm. This may be related to prior cholecystectomy, "
           "but choledocholithiasis cannot be excluded, as non-calcified stones may not be "
           "visible on CT. MRCP is recommended."),
        ev("9100002-RR-3", "IMPRESSION",
           "1. 6 mm stone in the distal common bile duct with upstream biliary dilation (CBD 9 "
           "mm)."),
    ],
)
question(
    "hw-031", 9100002, [29100005], "uncertainty",
    "He drinks on weekends - did they think alcohol caused the pancreatitis?",
    "No, alcohol was considered unlikely given his light intake (2-3 beers on weekends); the "
    "pancreatitis was attributed to a retained common bile duct stone.",
    structure={"concept": "acute pancreatitis", "polarity": "present",
               "experiencer": "patient", "cause": "alcohol", "cause_polarity": "absent"},
    evidence=[
        ev("9100002-CN-1", "Impression",
           "Alcohol is considered less likely given his light intake, and triglycerides are not "
           "high enough to explain it."),
        ev("9100002-DS-2", "Brief Hospital Course",
           "Alcohol was considered an unlikely cause given his light intake, and triglycerides "
           "were only mildly elevated."),
    ],
)
question(
    "hw-032", 9100002, [29100005], "conditional",
    "What did GI say they would do if the MRCP showed a stone?",
    "If the MRCP showed a CBD stone they would do ERCP with sphincterotomy and stone "
    "extraction the next day (NPO after midnight); if the MRCP was negative and LFTs kept "
    "improving, no ERCP was needed. The MRCP did show a stone and ERCP was done on 2/5.",
    structure={"concept": "ERCP", "polarity": "conditional", "experiencer": "patient",
               "condition": "MRCP shows a common bile duct stone",
               "action": "ERCP with sphincterotomy and stone extraction"},
    evidence=[
        ev("9100002-CN-1", "Recommendations",
           "- If MRCP shows a CBD stone, we will plan ERCP with sphincterotomy and stone "
           "extraction tomorrow; keep NPO after midnight"),
    ],
)
question(
    "hw-033", 9100002, [29100005], "conditional",
    "He went home on glargine - what should he do if his fasting sugars run low?",
    "If his fasting sugars are consistently below 80, he should decrease the glargine from 12 "
    "to 8 units and call his PCP.",
    structure={"concept": "hypoglycemia", "polarity": "conditional", "experiencer": "patient",
               "condition": "fasting glucose consistently below 80",
               "action": "decrease glargine to 8 units and call PCP"},
    evidence=[
        ev("9100002-DS-2", "TRANSITIONAL ISSUES",
           "If fasting sugars are consistently below 80, he should decrease glargine to 8 units "
           "and call his PCP."),
    ],
)
question(
    "hw-034", 9100002, [29100005], "change",
    "Was lisinopril continued through the pancreatitis admission, and what else changed in "
    "his meds?",
    "Lisinopril was held for acute kidney injury and resumed at discharge (20 mg daily) once "
    "creatinine was back to 1.0. Metformin was also held and resumed at discharge. New: insulin "
    "glargine 12 units at bedtime (started 2/4 at 8 units). Atorvastatin was unchanged.",
    structure={"added": ["insulin glargine"],
               "continued": ["lisinopril", "metformin", "atorvastatin"],
               "compared": ["home medications", "discharge medications"]},
    evidence=[
        ev("9100002-DS-2", "Brief Hospital Course",
           "Lisinopril was held for AKI and resumed at discharge, once creatinine was back to "
           "1.0."),
        ev("9100002-DS-2", "Brief Hospital Course",
           "Metformin 1000 mg twice daily was resumed at discharge with his creatinine at "
           "baseline."),
        ev("9100002-DS-2", "Discharge Medications", "1. Glargine 12 Units Bedtime"),
    ],
)
question(
    "hw-035", 9100002, [29100005], "historical",
    "When he came in with pancreatitis, had he already had his gallbladder out?",
    "Yes. He had a laparoscopic cholecystectomy in 7/2184 for acute calculous cholecystitis "
    "(pathology acute on chronic cholecystitis, no malignancy), about 7 months before the "
    "pancreatitis admission.",
    structure={"concept": "cholecystectomy", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9100002-DS-2", "Past Medical History",
           "- Acute calculous cholecystitis s/p laparoscopic cholecystectomy 7/2184 (pathology: "
           "acute on chronic cholecystitis with cholelithiasis, no dysplasia or malignancy)"),
    ],
)
question(
    "hw-036", 9100002, [29100005], "current_state",
    "Is he on insulin now?",
    "Yes. Insulin glargine 12 units at bedtime was started at the pancreatitis admission (A1c "
    "9.4%) and he was discharged on it together with metformin 1000 mg twice daily.",
    structure={"concept": "insulin glargine", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[
        ev("9100002-DS-2", "Brief Hospital Course",
           "He will go home on metformin plus glargine 12 units at bedtime."),
    ],
)
question(
    "hw-037", 9100002, [29100005], "duration",
    "How long had the epigastric pain been going on before he came in with pancreatitis?",
    "About 16 hours; it began around 7 PM the evening before admission, after dinner.",
    structure={"concept": "epigastric pain", "duration": {"value": 16, "unit": "hours"}},
    evidence=[
        ev("9100002-ED-2", "ED NOTE", "Onset ~7 PM after dinner (~16 h ago)"),
        ev("9100002-DS-2", "History of Present Illness",
           "began the evening before admission, about 16 hours before he came in"),
    ],
)
question(
    "hw-038", 9100002, [29100005], "negation",
    "Did he get antibiotics for cholangitis during the pancreatitis stay?",
    "No. He never developed fever or signs of cholangitis and did not receive antibiotics.",
    structure={"concept": "cholangitis", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9100002-DS-2", "Brief Hospital Course",
           "He never developed fever or signs of cholangitis and did not receive antibiotics."),
    ],
)
