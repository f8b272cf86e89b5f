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
        {
            "subject_id": subject_id,
            "gender": gender,
            "anchor_age": anchor_age,
            "race": race,
        }
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


def question(
    qid,
    subject_id,
    hadm_ids,
    category,
    text,
    answer,
    *,
    structure=None,
    evidence=(),
    section=None,
    rationale=None,
):
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

note(
    "9100001-ED-1",
    29100001,
    "2182-03-10T18:55:00",
    "2182-03-10T19:30:00",
    """\
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
""",
)

note(
    "9100001-RR-1",
    29100001,
    "2182-03-10T20:31:00",
    "2182-03-10T22:05:00",
    """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  ___ year old woman with dyspnea and leg edema  // eval for pulmonary edema, pneumonia

TECHNIQUE:  Chest PA and lateral

COMPARISON:  None.

FINDINGS: 

The heart is moderately enlarged. There is vascular cephalization with diffuse interstitial opacities and Kerley B lines, consistent with moderate interstitial pulmonary edema. Small bilateral pleural effusions are present with adjacent basilar atelectasis. A hazy opacity at the left lung base is likely atelectasis; superimposed pneumonia cannot be excluded. No pneumothorax. No acute osseous abnormality.

IMPRESSION: 

1. Moderate pulmonary edema with small bilateral pleural effusions and cardiomegaly.
2. Left basilar opacity, likely atelectasis, although superimposed pneumonia cannot be excluded in the appropriate clinical setting.
""",
)

note(
    "9100001-PN-1",
    29100001,
    "2182-03-11T01:10:00",
    "2182-03-11T02:45:00",
    """\
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
""",
)

note(
    "9100001-PN-2",
    29100001,
    "2182-03-12T09:40:00",
    "2182-03-12T11:02:00",
    """\
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
""",
)

note(
    "9100001-DS-1",
    29100001,
    "2182-03-16T00:00:00",
    "2182-03-16T16:20:00",
    """\
 
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
""",
)

note(
    "9100001-ED-2",
    29100002,
    "2182-09-22T05:40:00",
    "2182-09-22T06:30:00",
    """\
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
""",
)

note(
    "9100001-RR-2",
    29100002,
    "2182-09-22T06:48:00",
    "2182-09-22T08:15:00",
    """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  ___ year old woman with chest pain, history of heart failure  // eval for edema

TECHNIQUE:  Portable AP chest radiograph

COMPARISON:  Chest radiographs from ___.

FINDINGS: 

The heart is mildly enlarged, improved compared with the prior study. The pulmonary vasculature is normal. There is no pulmonary edema. The bilateral pleural effusions seen previously have resolved. No focal consolidation. No pneumothorax.

IMPRESSION: 

No pulmonary edema or other acute cardiopulmonary process. Mild cardiomegaly, improved since ___.
""",
)

note(
    "9100001-PN-3",
    29100002,
    "2182-09-24T08:30:00",
    "2182-09-24T10:12:00",
    """\
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
""",
)

note(
    "9100001-DS-2",
    29100002,
    "2182-09-27T00:00:00",
    "2182-09-27T17:48:00",
    """\
 
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
""",
)

note(
    "9100001-RR-3",
    29100003,
    "2183-05-02T15:55:00",
    "2183-05-02T17:20:00",
    """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  ___ year old woman with fever, productive cough, right-sided chest pain  // pneumonia?

TECHNIQUE:  Chest PA and lateral

COMPARISON:  ___

FINDINGS: 

There is a new dense consolidation in the right lower lobe with air bronchograms. No pleural effusion. The heart is mildly enlarged, unchanged. No pulmonary edema. No pneumothorax. A coronary stent is noted.

IMPRESSION: 

Right lower lobe consolidation consistent with pneumonia. Recommend follow-up radiographs after treatment to document resolution.
""",
)

note(
    "9100001-PN-4",
    29100003,
    "2183-05-02T21:30:00",
    "2183-05-02T23:05:00",
    """\
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
""",
)

note(
    "9100001-DS-3",
    29100003,
    "2183-05-06T00:00:00",
    "2183-05-06T15:31:00",
    """\
 
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
""",
)

# --- questions, patient 9100001 -------------------------------------------------------------

question(
    "hw-001",
    9100001,
    [29100001],
    "negation",
    "When she came in with the heart failure flare, did she report chest pain?",
    "No. At the heart-failure admission she denied chest pain or pressure, at rest or with "
    "exertion, and also denied palpitations and syncope. Troponins were negative x3.",
    structure={"concept": "chest pain", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev(
            "9100001-PN-1",
            "HISTORY OF PRESENT ILLNESS",
            "She denies chest pain or pressure, either at rest or with exertion.",
        ),
        ev("9100001-ED-1", "HPI", "Pt denies CP, palpitations, syncope."),
        ev(
            "9100001-DS-1",
            "History of Present Illness",
            "She denied chest pain, palpitations or syncope.",
        ),
    ],
)
question(
    "hw-002",
    9100001,
    [29100001],
    "uncertainty",
    "Her first chest film showed edema - did it also show a pneumonia?",
    "Possibly, but it was never confirmed. The radiologist called the left basilar opacity "
    "likely atelectasis and said superimposed pneumonia could not be excluded. Clinically she "
    "was afebrile, with no leukocytosis or productive cough, so it was not treated as pneumonia "
    "and no antibiotics were started.",
    structure={
        "concept": "pneumonia",
        "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100001-RR-1",
            "IMPRESSION",
            "2. Left basilar opacity, likely atelectasis, although superimposed pneumonia cannot "
            "be excluded in the appropriate clinical setting.",
        ),
        ev(
            "9100001-DS-1",
            "Brief Hospital Course",
            "The admission chest x-ray raised the question of a left basilar pneumonia, but she "
            "remained afebrile without leukocytosis or productive cough and antibiotics were not "
            "started.",
        ),
    ],
)
question(
    "hw-003",
    9100001,
    [29100001],
    "uncertainty",
    "At her first hospitalization, did they think the cardiomyopathy was ischemic?",
    "It was undetermined at that admission. The team thought it most likely hypertensive, but "
    "ischemic cardiomyopathy was not excluded given her risk factors (former heavy smoker, "
    "father with premature CAD); troponins were negative and the ECG non-ischemic, and the "
    "ischemic evaluation was deferred to the outpatient setting.",
    structure={
        "concept": "cardiomyopathy",
        "polarity": "present",
        "experiencer": "patient",
        "cause": "ischemic heart disease",
        "cause_polarity": "possible",
    },
    evidence=[
        ev(
            "9100001-DS-1",
            "Brief Hospital Course",
            "It is most likely hypertensive, but ischemic cardiomyopathy has not been excluded "
            "given her risk factors (former heavy smoker, father with premature CAD).",
        ),
        ev("9100001-PN-2", "A/P", "# HFrEF, new: likely hypertensive vs ischemic CM."),
    ],
    rationale="Asked about the first admission; at the later NSTEMI admission the "
    "cardiomyopathy was judged at least partly ischemic.",
)
question(
    "hw-004",
    9100001,
    [],
    "family_history",
    "Any heart disease in her family?",
    "Yes: her father had a myocardial infarction at 58. There is no family history of "
    "cardiomyopathy or sudden cardiac death. (Her mother died of a stroke at 74.)",
    structure={
        "concept": "myocardial infarction",
        "polarity": "present",
        "experiencer": "family",
        "relative": "father",
    },
    evidence=[
        ev(
            "9100001-PN-1",
            "FAMILY HISTORY",
            "Her father had a myocardial infarction at 58.",
        ),
        ev(
            "9100001-PN-1",
            "FAMILY HISTORY",
            "There is no family history of cardiomyopathy or sudden cardiac death.",
        ),
    ],
)
question(
    "hw-005",
    9100001,
    [],
    "historical",
    "She had a blood clot in the past, right? Is she still on a blood thinner for it?",
    "Yes, she had a provoked left femoral-popliteal DVT in 2178 after her right knee "
    "replacement. She was treated with warfarin for 6 months, completed it, and has had no "
    "recurrence. She is not anticoagulated for it now; inpatient she only received "
    "prophylactic subcutaneous heparin.",
    structure={
        "concept": "deep vein thrombosis",
        "polarity": "present",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100001-DS-1",
            "Past Medical History",
            "- Left femoral-popliteal DVT in 2178 after right total knee arthroplasty, treated "
            "with 6 months of warfarin, completed, no recurrence",
        ),
        ev(
            "9100001-DS-1",
            "Brief Hospital Course",
            "There is no indication for ongoing anticoagulation.",
        ),
    ],
)
question(
    "hw-006",
    9100001,
    [29100002],
    "change",
    "At the NSTEMI admission, what changed between her home meds and her discharge meds?",
    "New: ticagrelor 90 mg twice daily, sacubitril-valsartan 24-26 mg twice daily and "
    "sublingual nitroglycerin as needed. Stopped: lisinopril 10 mg daily (replaced by "
    "sacubitril-valsartan). Dose increased: atorvastatin 40 -> 80 mg and metoprolol succinate "
    "25 -> 50 mg daily. Unchanged: aspirin 81 mg and furosemide 40 mg daily. The heparin drip "
    "was inpatient only.",
    structure={
        "added": ["ticagrelor", "sacubitril-valsartan", "nitroglycerin"],
        "removed": ["lisinopril"],
        "continued": ["aspirin", "furosemide", "atorvastatin", "metoprolol"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev("9100001-DS-2", "Medications on Admission", "4. Lisinopril 10 mg PO DAILY"),
        ev(
            "9100001-DS-2",
            "Discharge Medications",
            "1. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID",
        ),
        ev("9100001-DS-2", "Discharge Medications", "2. Ticagrelor 90 mg PO BID"),
        ev(
            "9100001-DS-2",
            "Discharge Medications",
            "3. Nitroglycerin SL 0.4 mg SL Q5MIN:PRN chest pain",
        ),
        ev("9100001-DS-2", "Discharge Medications", "8. STOP taking: Lisinopril"),
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "Atorvastatin was increased from 40 mg to 80 mg.",
        ),
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "Metoprolol succinate was increased from 25 mg to 50 mg daily.",
        ),
    ],
    rationale="Atorvastatin and metoprolol are continued at higher doses; the structure lists "
    "them as continued and the answer text gives the dose changes.",
)
question(
    "hw-007",
    9100001,
    [29100002],
    "sequence",
    "Was her stent put in before or after she was switched from lisinopril to Entresto?",
    "Before. The drug-eluting stent to the proximal LAD was placed at catheterization on 9/23; "
    "lisinopril was stopped after the morning dose on 9/24 and, after a 36-hour washout, "
    "sacubitril-valsartan was started on 9/26.",
    structure={
        "order": ["drug-eluting stent to LAD", "sacubitril-valsartan"],
        "dates": ["2182-09-23", "2182-09-26"],
    },
    evidence=[
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "Catheterization on 9/23 via the right radial artery showed a 90% proximal LAD "
            "stenosis, treated with one drug-eluting stent; a 30% RCA lesion will be managed "
            "medically.",
        ),
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "Lisinopril (10 mg daily at home; increased from 5 mg at a clinic visit in 4/2182) "
            "was stopped after the morning dose on 9/24 and, after a 36-hour washout, "
            "sacubitril-valsartan 24-26 mg twice daily was started on 9/26.",
        ),
    ],
)
question(
    "hw-008",
    9100001,
    [29100003],
    "current_state",
    "As of her most recent discharge, is she on sacubitril-valsartan, and at what dose?",
    "Yes. It was held on admission for hypotension and AKI and resumed on 5/5 at her home dose, "
    "24-26 mg twice daily, which is on her discharge medication list.",
    structure={
        "concept": "sacubitril-valsartan",
        "polarity": "present",
        "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev(
            "9100001-DS-3",
            "Brief Hospital Course",
            "Sacubitril-valsartan was resumed on 5/5 at her home dose of 24-26 mg twice daily "
            "once systolic blood pressure was consistently above 110.",
        ),
        ev(
            "9100001-DS-3",
            "Discharge Medications",
            "3. Sacubitril-Valsartan (24mg-26mg) 1 TAB PO BID",
        ),
    ],
)
question(
    "hw-009",
    9100001,
    [29100003],
    "current_state",
    "Was she still taking metoprolol when she was readmitted with pneumonia?",
    "Yes. Metoprolol succinate 50 mg daily (the dose set at the NSTEMI discharge) was on her "
    "home medication list at the pneumonia admission and was continued through the stay and "
    "at discharge.",
    structure={
        "concept": "metoprolol",
        "polarity": "present",
        "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9100001-PN-4", "Home meds", "- metoprolol succinate 50 mg daily"),
        ev(
            "9100001-DS-3",
            "Brief Hospital Course",
            "Metoprolol succinate 50 mg daily was continued.",
        ),
    ],
)
question(
    "hw-010",
    9100001,
    [29100003],
    "duration",
    "Given her penicillin allergy they used ceftriaxone for the pneumonia - and how long was "
    "she supposed to take azithromycin?",
    "Five days in total: 500 mg on 5/2, then 250 mg daily, with the last dose on the morning "
    "of discharge (5/6).",
    structure={
        "concept": "azithromycin",
        "duration": {"value": 5, "unit": "days"},
        "start": "2183-05-02",
        "end": "2183-05-06",
    },
    evidence=[
        ev(
            "9100001-DS-3",
            "Brief Hospital Course",
            "Azithromycin was given for 5 days in total, with the last dose on the morning of "
            "discharge (5/6).",
        ),
        ev(
            "9100001-PN-4",
            "A/P",
            "Ceftriaxone 1 g IV q24h + azithromycin 500 mg x1 then 250 mg daily (5 days total).",
        ),
    ],
)
question(
    "hw-011",
    9100001,
    [29100002],
    "duration",
    "How long had the chest pressure been going on when she got to the ED for the heart attack?",
    "About 2 hours; she woke with it at about 3 AM and it had been constant since.",
    structure={"concept": "chest pressure", "duration": {"value": 2, "unit": "hours"}},
    evidence=[
        ev(
            "9100001-DS-2",
            "History of Present Illness",
            "The pressure had been constant for about 2 hours when she arrived in the ED.",
        ),
        ev("9100001-ED-2", "ED NOTE", "~2 h of constant pressure on arrival."),
    ],
)
question(
    "hw-012",
    9100001,
    [29100001],
    "conditional",
    "After the heart failure admission, what was she told to do if her weight went up?",
    "If her weight rose by more than 3 lbs in one day or 5 lbs in one week, she was to call her "
    "cardiologist, because she might need an extra dose of furosemide.",
    structure={
        "concept": "weight gain",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "weight up more than 3 lbs in one day or 5 lbs in one week",
        "action": "call cardiologist; may need an extra dose of furosemide",
    },
    evidence=[
        ev(
            "9100001-DS-1",
            "Discharge Instructions",
            "- If your weight goes up by more than 3 lbs in one day or 5 lbs in one week, call "
            "your cardiologist, because you may need an extra dose of furosemide.",
        ),
    ],
)
question(
    "hw-013",
    9100001,
    [29100002],
    "conditional",
    "What was she told to do about chest pain after she went home from the stent admission?",
    "Take one sublingual nitroglycerin; if the pain is not better after 5 minutes, call 911.",
    structure={
        "concept": "chest pain",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "chest pain not better 5 minutes after one nitroglycerin",
        "action": "call 911",
    },
    evidence=[
        ev(
            "9100001-DS-2",
            "Discharge Instructions",
            "- If you have chest pain, take one nitroglycerin tablet under your tongue. If the "
            "pain is not better after 5 minutes, call 911.",
        ),
    ],
)
question(
    "hw-014",
    9100001,
    [29100002],
    "conditional",
    "If her EF doesn't recover after the stent, what's the plan?",
    "Repeat TTE in 3 months; if LVEF remains 35% or less despite medical therapy, she is to "
    "be referred to electrophysiology for ICD evaluation.",
    structure={
        "concept": "ICD evaluation",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "LVEF remains 35% or less on repeat TTE despite medical therapy",
        "action": "refer to electrophysiology for ICD evaluation",
    },
    evidence=[
        ev(
            "9100001-DS-2",
            "TRANSITIONAL ISSUES",
            "- Repeat TTE in 3 months; if LVEF remains 35% or less despite medical therapy, "
            "refer to electrophysiology for ICD evaluation",
        ),
    ],
)
question(
    "hw-015",
    9100001,
    [29100002],
    "negation",
    "Was there any pulmonary edema on the chest x-ray at the NSTEMI admission?",
    "No. The portable chest x-ray showed no pulmonary edema; the previous pleural effusions had "
    "resolved and the mild cardiomegaly had improved.",
    structure={
        "concept": "pulmonary edema",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100001-RR-2",
            "IMPRESSION",
            "No pulmonary edema or other acute cardiopulmonary process.",
        ),
    ],
)
question(
    "hw-016",
    9100001,
    [29100003],
    "change",
    "What happened to her Lasix during the pneumonia stay?",
    "It was held on admission (sepsis with hypotension and AKI) and resumed at discharge at a "
    "reduced dose, 20 mg daily instead of her previous 40 mg daily, to be retitrated by "
    "cardiology.",
    structure={
        "continued": ["furosemide"],
        "compared": ["admission medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100001-DS-3",
            "Brief Hospital Course",
            "Sacubitril-valsartan and furosemide were held on admission and she received a "
            "total of 1.5 L of IV fluid.",
        ),
        ev(
            "9100001-DS-3",
            "Brief Hospital Course",
            "Because her weight remains about 1.5 kg below her prior dry weight, furosemide is "
            "being resumed at a reduced dose of 20 mg daily (previously 40 mg daily), to be "
            "titrated by her cardiologist.",
        ),
    ],
)
question(
    "hw-017",
    9100001,
    [29100001, 29100002, 29100003],
    "change",
    "How has her ejection fraction changed since the heart failure was first diagnosed?",
    "It has improved: LVEF 30% at diagnosis (3/2182), 35% after the NSTEMI (9/2182) and 40% "
    "on the TTE of 2/2183.",
    structure={"compared": ["TTE 3/2182", "TTE 9/2182", "TTE 2/2183"]},
    evidence=[
        ev(
            "9100001-DS-3",
            "Past Medical History",
            "1. HFrEF: diagnosed 3/2182 (LVEF 30%) during an admission for acute decompensated "
            "heart failure; LVEF 35% after her NSTEMI; LVEF 40% on TTE 2/2183",
        ),
    ],
)
question(
    "hw-018",
    9100001,
    [],
    "historical",
    "Has she ever had a colonoscopy?",
    "Not documented. None of her notes mention a colonoscopy or any colorectal cancer "
    "screening.",
    rationale="Deliberately unanswerable from the chart; the honest answer is 'not documented'.",
)
question(
    "hw-019",
    9100001,
    [29100003],
    "negation",
    "At the pneumonia admission, was there any sign she was volume overloaded from her heart "
    "failure?",
    "No. She denied leg swelling, orthopnea and weight gain (her weight was about 2 kg below "
    "her dry weight), her JVP was flat, she had no edema, and the chest x-ray showed no "
    "pulmonary edema. She was judged euvolemic to dry.",
    structure={
        "concept": "volume overload",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100001-PN-4",
            "HPI",
            "Denies leg swelling, orthopnea, wt gain - in fact wt down ~2 kg from her dry wt.",
        ),
        ev("9100001-RR-3", "FINDINGS", "No pulmonary edema."),
        ev(
            "9100001-DS-3",
            "Brief Hospital Course",
            "# HFrEF (LVEF 40%): Euvolemic to slightly dry throughout.",
        ),
    ],
)
question(
    "hw-020",
    9100001,
    [29100002],
    "sequence",
    "During the NSTEMI stay, was the heparin drip started before or after the cath?",
    "Before. The heparin drip was started in the ED on 9/22 and continued until "
    "catheterization on 9/23; it was stopped after the PCI.",
    structure={
        "order": ["heparin drip", "cardiac catheterization with stent"],
        "dates": ["2182-09-22", "2182-09-23"],
    },
    evidence=[
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "She was loaded with aspirin and ticagrelor in the ED and started on a heparin drip, "
            "which was continued until catheterization.",
        ),
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "The heparin drip was stopped after PCI.",
        ),
    ],
)


# =============================================================================================
# Patient 9100002: M, acute calculous cholecystitis -> gallstone pancreatitis (retained stone)
# =============================================================================================

patient(9100002, "M", 58, "HISPANIC/LATINO - MEXICAN")
admission(
    9100002,
    29100004,
    "2184-07-14T22:10:00",
    "2184-07-17T13:00:00",
    "HISPANIC/LATINO - MEXICAN",
)
admission(
    9100002,
    29100005,
    "2185-02-03T11:05:00",
    "2185-02-09T15:30:00",
    "HISPANIC/LATINO - MEXICAN",
)

note(
    "9100002-ED-1",
    29100004,
    "2184-07-14T20:45:00",
    "2184-07-14T21:40:00",
    """\
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
""",
)

note(
    "9100002-RR-1",
    29100004,
    "2184-07-14T21:30:00",
    "2184-07-14T22:02:00",
    """\
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
""",
)

note(
    "9100002-PN-1",
    29100004,
    "2184-07-14T23:50:00",
    "2184-07-15T00:40:00",
    """\
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
""",
)

note(
    "9100002-PN-2",
    29100004,
    "2184-07-16T07:30:00",
    "2184-07-16T08:05:00",
    """\
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
""",
)

note(
    "9100002-DS-1",
    29100004,
    "2184-07-17T00:00:00",
    "2184-07-17T15:22:00",
    """\
 
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
""",
)

note(
    "9100002-ED-2",
    29100005,
    "2185-02-03T10:20:00",
    "2185-02-03T11:10:00",
    """\
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
""",
)

note(
    "9100002-RR-2",
    29100005,
    "2185-02-03T12:40:00",
    "2185-02-03T13:55:00",
    """\
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
""",
)

note(
    "9100002-CN-1",
    29100005,
    "2185-02-04T09:00:00",
    "2185-02-04T10:30:00",
    """\
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
""",
)

note(
    "9100002-RR-3",
    29100005,
    "2185-02-04T14:05:00",
    "2185-02-04T16:40:00",
    """\
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
""",
)

note(
    "9100002-PN-3",
    29100005,
    "2185-02-06T08:15:00",
    "2185-02-06T09:00:00",
    """\
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
""",
)

note(
    "9100002-DS-2",
    29100005,
    "2185-02-09T00:00:00",
    "2185-02-09T18:02:00",
    """\
 
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
""",
)

# --- questions, patient 9100002 -------------------------------------------------------------

question(
    "hw-021",
    9100002,
    [29100004],
    "duration",
    "How many days of right upper quadrant pain did he have before the gallbladder admission?",
    "Three days of RUQ pain before admission; it began after a fatty meal and had been "
    "constant for the last 24 hours.",
    structure={
        "concept": "right upper quadrant pain",
        "duration": {"value": 3, "unit": "days"},
    },
    evidence=[
        ev(
            "9100002-DS-1",
            "History of Present Illness",
            "presented with 3 days of RUQ pain prior to admission",
        ),
        ev("9100002-ED-1", "HPI", "p/w RUQ pain x 3 days."),
    ],
)
question(
    "hw-022",
    9100002,
    [29100004],
    "negation",
    "He had fever and a high white count with the cholecystitis - was he jaundiced?",
    "No. He denied jaundice, dark urine and pale stools, was anicteric on exam, and his "
    "bilirubin was normal (0.9) with a 4 mm common bile duct.",
    structure={"concept": "jaundice", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev(
            "9100002-PN-1",
            "HPI",
            "He denies jaundice, pruritus, dark urine or pale stools.",
        ),
        ev("9100002-ED-1", "Exam", "Skin: anicteric, no rash"),
        ev("9100002-ED-1", "Labs", "Tbili 0.9"),
    ],
)
question(
    "hw-023",
    9100002,
    [29100004],
    "uncertainty",
    "Besides the gallstones, the ultrasound said something about his liver - does he have "
    "cirrhosis?",
    "Not established. The ultrasound showed an echogenic liver consistent with steatosis; the "
    "radiologist noted that more advanced liver disease, including significant fibrosis or "
    "cirrhosis, cannot be excluded on that study. No cirrhosis has been diagnosed.",
    structure={
        "concept": "cirrhosis",
        "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100002-RR-1",
            "IMPRESSION",
            "3. Echogenic liver consistent with steatosis. Other forms of liver disease and more "
            "advanced liver disease including significant hepatic fibrosis/cirrhosis cannot be "
            "excluded on this study.",
        ),
    ],
)
question(
    "hw-024",
    9100002,
    [29100004],
    "family_history",
    "Does anyone in his family have gallbladder problems?",
    "Yes: his sister had her gallbladder removed in her 40s.",
    structure={
        "concept": "cholecystectomy",
        "polarity": "present",
        "experiencer": "family",
        "relative": "sister",
    },
    evidence=[
        ev(
            "9100002-PN-1",
            "Family History",
            "Sister had her gallbladder removed in her 40s.",
        ),
    ],
)
question(
    "hw-025",
    9100002,
    [29100005],
    "family_history",
    "With this pancreatitis, is there any pancreatic cancer in his family?",
    "No. The family history states no family history of pancreatic cancer (father had colon "
    "cancer at 70).",
    structure={
        "concept": "pancreatic cancer",
        "polarity": "absent",
        "experiencer": "family",
    },
    evidence=[
        ev("9100002-DS-2", "Family History", "No family history of pancreatic cancer."),
        ev(
            "9100002-PN-1",
            "Family History",
            "No family history of pancreatic cancer or inflammatory bowel disease.",
        ),
    ],
)
question(
    "hw-026",
    9100002,
    [29100004],
    "duration",
    "After the cholecystectomy, for how long was the hydrocodone-acetaminophen prescribed?",
    "Up to 5 days, as needed every 6 hours for moderate pain (15 tablets, no refills).",
    structure={
        "concept": "hydrocodone-acetaminophen",
        "duration": {"value": 5, "unit": "days"},
    },
    evidence=[
        ev("9100002-DS-1", "Discharge Medications", "Take for up to 5 days."),
    ],
)
question(
    "hw-027",
    9100002,
    [29100005],
    "current_state",
    "Last time he was here, was he still taking hydrocodone-acetaminophen?",
    "No. At the pancreatitis admission he had completed the hydrocodone-acetaminophen "
    "prescribed after his cholecystectomy and had not taken it since; it was not on his "
    "admission or discharge medication lists.",
    structure={
        "concept": "hydrocodone-acetaminophen",
        "polarity": "absent",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "History of Present Illness",
            "He completed the hydrocodone-acetaminophen prescribed after his cholecystectomy and "
            "has not taken it since.",
        ),
    ],
)
question(
    "hw-028",
    9100002,
    [29100004, 29100005],
    "sequence",
    "Which came first, his cholecystectomy or the ERCP?",
    "The cholecystectomy: laparoscopic cholecystectomy on 7/15/2184 for acute cholecystitis; "
    "the ERCP with sphincterotomy was about 7 months later, on 2/5/2185, for a retained common "
    "bile duct stone.",
    structure={
        "order": ["laparoscopic cholecystectomy", "ERCP"],
        "dates": ["2184-07-15", "2185-02-05"],
    },
    evidence=[
        ev(
            "9100002-DS-1",
            "Major Surgical or Invasive Procedure",
            "Laparoscopic cholecystectomy (7/15)",
        ),
        ev(
            "9100002-DS-2",
            "Major Surgical or Invasive Procedure",
            "ERCP with biliary sphincterotomy and stone extraction (2/5)",
        ),
    ],
)
question(
    "hw-029",
    9100002,
    [29100005],
    "sequence",
    "At the pancreatitis admission, did he have the MRCP before or after the ERCP?",
    "Before. The non-contrast CT on 2/3 could not exclude a duct stone, the MRCP on 2/4 "
    "showed a 6 mm distal CBD stone, and the ERCP with stone extraction followed on 2/5.",
    structure={
        "order": ["CT abdomen/pelvis", "MRCP", "ERCP"],
        "dates": ["2185-02-03", "2185-02-04", "2185-02-05"],
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "Brief Hospital Course",
            "GI was consulted; MRCP on 2/4 showed a 6 mm distal CBD stone, and ERCP on 2/5 with "
            "sphincterotomy cleared the duct.",
        ),
    ],
)
question(
    "hw-030",
    9100002,
    [29100005],
    "uncertainty",
    "On the first CT for his pancreatitis, was a common bile duct stone seen?",
    "Not seen, but not excluded. The non-contrast CT showed a CBD dilated to 9 mm with no "
    "radiopaque stone, and the radiologist said choledocholithiasis could not be excluded and "
    "recommended MRCP. The MRCP the next day showed a 6 mm distal CBD stone.",
    structure={
        "concept": "choledocholithiasis",
        "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100002-RR-2",
            "IMPRESSION",
            "2. Common bile duct dilated to 9 mm. This may be related to prior cholecystectomy, "
            "but choledocholithiasis cannot be excluded, as non-calcified stones may not be "
            "visible on CT. MRCP is recommended.",
        ),
        ev(
            "9100002-RR-3",
            "IMPRESSION",
            "1. 6 mm stone in the distal common bile duct with upstream biliary dilation (CBD 9 "
            "mm).",
        ),
    ],
)
question(
    "hw-031",
    9100002,
    [29100005],
    "uncertainty",
    "He drinks on weekends - did they think alcohol caused the pancreatitis?",
    "No, alcohol was considered unlikely given his light intake (2-3 beers on weekends); the "
    "pancreatitis was attributed to a retained common bile duct stone.",
    structure={
        "concept": "acute pancreatitis",
        "polarity": "present",
        "experiencer": "patient",
        "cause": "alcohol",
        "cause_polarity": "absent",
    },
    evidence=[
        ev(
            "9100002-CN-1",
            "Impression",
            "Alcohol is considered less likely given his light intake, and triglycerides are not "
            "high enough to explain it.",
        ),
        ev(
            "9100002-DS-2",
            "Brief Hospital Course",
            "Alcohol was considered an unlikely cause given his light intake, and triglycerides "
            "were only mildly elevated.",
        ),
    ],
)
question(
    "hw-032",
    9100002,
    [29100005],
    "conditional",
    "What did GI say they would do if the MRCP showed a stone?",
    "If the MRCP showed a CBD stone they would do ERCP with sphincterotomy and stone "
    "extraction the next day (NPO after midnight); if the MRCP was negative and LFTs kept "
    "improving, no ERCP was needed. The MRCP did show a stone and ERCP was done on 2/5.",
    structure={
        "concept": "ERCP",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "MRCP shows a common bile duct stone",
        "action": "ERCP with sphincterotomy and stone extraction",
    },
    evidence=[
        ev(
            "9100002-CN-1",
            "Recommendations",
            "- If MRCP shows a CBD stone, we will plan ERCP with sphincterotomy and stone "
            "extraction tomorrow; keep NPO after midnight",
        ),
    ],
)
question(
    "hw-033",
    9100002,
    [29100005],
    "conditional",
    "He went home on glargine - what should he do if his fasting sugars run low?",
    "If his fasting sugars are consistently below 80, he should decrease the glargine from 12 "
    "to 8 units and call his PCP.",
    structure={
        "concept": "hypoglycemia",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "fasting glucose consistently below 80",
        "action": "decrease glargine to 8 units and call PCP",
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "TRANSITIONAL ISSUES",
            "If fasting sugars are consistently below 80, he should decrease glargine to 8 units "
            "and call his PCP.",
        ),
    ],
)
question(
    "hw-034",
    9100002,
    [29100005],
    "change",
    "Was lisinopril continued through the pancreatitis admission, and what else changed in "
    "his meds?",
    "Lisinopril was held for acute kidney injury and resumed at discharge (20 mg daily) once "
    "creatinine was back to 1.0. Metformin was also held and resumed at discharge. New: insulin "
    "glargine 12 units at bedtime (started 2/4 at 8 units). Atorvastatin was unchanged.",
    structure={
        "added": ["insulin glargine"],
        "continued": ["lisinopril", "metformin", "atorvastatin"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "Brief Hospital Course",
            "Lisinopril was held for AKI and resumed at discharge, once creatinine was back to "
            "1.0.",
        ),
        ev(
            "9100002-DS-2",
            "Brief Hospital Course",
            "Metformin 1000 mg twice daily was resumed at discharge with his creatinine at "
            "baseline.",
        ),
        ev("9100002-DS-2", "Discharge Medications", "1. Glargine 12 Units Bedtime"),
    ],
)
question(
    "hw-035",
    9100002,
    [29100005],
    "historical",
    "When he came in with pancreatitis, had he already had his gallbladder out?",
    "Yes. He had a laparoscopic cholecystectomy in 7/2184 for acute calculous cholecystitis "
    "(pathology acute on chronic cholecystitis, no malignancy), about 7 months before the "
    "pancreatitis admission.",
    structure={
        "concept": "cholecystectomy",
        "polarity": "present",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "Past Medical History",
            "- Acute calculous cholecystitis s/p laparoscopic cholecystectomy 7/2184 (pathology: "
            "acute on chronic cholecystitis with cholelithiasis, no dysplasia or malignancy)",
        ),
    ],
)
question(
    "hw-036",
    9100002,
    [29100005],
    "current_state",
    "Is he on insulin now?",
    "Yes. Insulin glargine 12 units at bedtime was started at the pancreatitis admission (A1c "
    "9.4%) and he was discharged on it together with metformin 1000 mg twice daily.",
    structure={
        "concept": "insulin glargine",
        "polarity": "present",
        "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "Brief Hospital Course",
            "He will go home on metformin plus glargine 12 units at bedtime.",
        ),
    ],
)
question(
    "hw-037",
    9100002,
    [29100005],
    "duration",
    "How long had the epigastric pain been going on before he came in with pancreatitis?",
    "About 16 hours; it began around 7 PM the evening before admission, after dinner.",
    structure={
        "concept": "epigastric pain",
        "duration": {"value": 16, "unit": "hours"},
    },
    evidence=[
        ev("9100002-ED-2", "ED NOTE", "Onset ~7 PM after dinner (~16 h ago)"),
        ev(
            "9100002-DS-2",
            "History of Present Illness",
            "began the evening before admission, about 16 hours before he came in",
        ),
    ],
)
question(
    "hw-038",
    9100002,
    [29100005],
    "negation",
    "Did he get antibiotics for cholangitis during the pancreatitis stay?",
    "No. He never developed fever or signs of cholangitis and did not receive antibiotics.",
    structure={
        "concept": "cholangitis",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100002-DS-2",
            "Brief Hospital Course",
            "He never developed fever or signs of cholangitis and did not receive antibiotics.",
        ),
    ],
)


# =============================================================================================
# Patient 9100003: F, provoked pulmonary embolism -> anemia from menorrhagia on apixaban
# =============================================================================================

patient(9100003, "F", 44, "BLACK/AFRICAN AMERICAN")
admission(
    9100003,
    29100006,
    "2186-11-02T13:40:00",
    "2186-11-05T16:10:00",
    "BLACK/AFRICAN AMERICAN",
)
admission(
    9100003,
    29100007,
    "2187-04-18T09:30:00",
    "2187-04-20T14:00:00",
    "BLACK/AFRICAN AMERICAN",
)

note(
    "9100003-ED-1",
    29100006,
    "2186-11-02T12:05:00",
    "2186-11-02T13:20:00",
    """\
EMERGENCY DEPARTMENT NOTE

Chief complaint: R sided CP, SOB

HPI: 44F, on combined OCP, h/o migraines, p/w pleuritic R-sided CP x 2 days and SOB, worse w/ deep breath and lying on R side. Returned 5 days ago from a 14 h flight from ___. Mild R calf ache since the trip, no obvious swelling. Denies fever, cough, hemoptysis. No prior clots. Mother had a DVT.

PMH: migraine w/o aura
Meds: norgestimate-ethinyl estradiol daily, sumatriptan prn
All: NKDA

VS: T 99.0  HR 112  BP 128/80  RR 22  SpO2 93% RA
Lungs: clear, splinting on R. CV: tachy, regular. Legs: no asymmetry, mild R calf tenderness.

Labs: D-dimer 2,140. Trop T <0.01. BNP 45. Cr 0.7. Hgb 12.4. beta-hCG neg.
ECG: sinus tach 110, S1Q3T3 absent, no RV strain pattern.
CTA chest: acute R lower lobe segmental/subsegmental PE, no RV strain (prelim).

A/P: 44F acute PE, provoked (long flight + estrogen OCP). Hemodynamically stable, low risk (sPESI 1 for HR). No RV strain.
- heparin gtt, bolus given 12:55
- LENIs
- admit medicine
- stop OCP
""",
)

note(
    "9100003-RR-1",
    29100006,
    "2186-11-02T12:50:00",
    "2186-11-02T14:10:00",
    """\
EXAMINATION:  CTA CHEST

INDICATION:  ___ year old woman with pleuritic chest pain, tachycardia, D-dimer 2140, recent long flight  // PE?

TECHNIQUE:  Multidetector helical CT of the chest with intravenous contrast according to the pulmonary embolism protocol. Axial, coronal, sagittal and MIP reformations were reviewed.

DOSE:  DLP: 298 mGy-cm

COMPARISON:  None.

FINDINGS: 

PULMONARY ARTERIES: There are filling defects in the right lower lobe posterior and lateral basal segmental arteries, extending into several subsegmental branches, consistent with acute pulmonary emboli. No central or left-sided emboli. The main pulmonary artery is normal in caliber.

HEART: The RV/LV ratio is 0.8. There is no flattening or leftward bowing of the interventricular septum and no reflux of contrast into the IVC. No pericardial effusion.

LUNGS/AIRWAYS: There is a 2.5 cm peripheral wedge-shaped opacity in the posterior right lower lobe, likely representing early pulmonary infarction; atelectasis or pneumonia are less likely given the configuration. The airways are patent. No suspicious pulmonary nodules.

PLEURA: Small right pleural effusion. No pneumothorax.

MEDIASTINUM/HILA: No lymphadenopathy.

UPPER ABDOMEN: Unremarkable.

BONES: No suspicious osseous lesion.

IMPRESSION: 

1. Acute pulmonary emboli in the right lower lobe segmental and subsegmental arteries.
2. No CT evidence of right heart strain.
3. Peripheral wedge-shaped opacity in the right lower lobe, likely early pulmonary infarction. Small right pleural effusion.
""",
)

note(
    "9100003-RR-2",
    29100006,
    "2186-11-03T11:15:00",
    "2186-11-03T12:02:00",
    """\
EXAMINATION:  BILAT LOWER EXT VEINS

INDICATION:  ___ year old woman with acute pulmonary embolism, right calf ache  // DVT?

TECHNIQUE:  Grey scale, color, and spectral Doppler evaluation was performed on the bilateral lower extremity veins.

COMPARISON:  None.

FINDINGS: 

There is normal compressibility, flow, and augmentation of the bilateral common femoral, femoral, and popliteal veins. Normal color flow and compressibility are demonstrated in the posterior tibial and peroneal veins bilaterally. Normal respiratory variation in the common femoral veins bilaterally. No Baker's cyst.

IMPRESSION: 

No evidence of deep venous thrombosis in the right or left lower extremity veins.
""",
)

note(
    "9100003-PN-1",
    29100006,
    "2186-11-03T10:30:00",
    "2186-11-03T11:40:00",
    """\
Medicine Progress Note, hospital day 2

Subjective:
- R chest pain better, 3/10, only w/ deep breaths
- Walked to bathroom w/o dyspnea
- Worried about her sister, who she says "has a clotting disorder" - she does not know which one; thinks it might be factor V Leiden but is not sure

Objective:
- T 98.6, HR 92, BP 122/76, RR 18, SpO2 97% RA
- Lungs clear, no calf asymmetry
- aPTT therapeutic on heparin gtt (78)
- Hgb 12.1, Plt 232, Cr 0.7
- LENIs this AM: pending formal read

Assessment:
44 year old woman with acute right lower lobe segmental PE, provoked by a long-haul flight while on an estrogen-containing oral contraceptive. Low-risk PE: no RV strain on CT, normal troponin and BNP. Possible early pulmonary infarct on CT, which would explain the pleuritic pain.

Plan:
- PE: transition heparin gtt -> apixaban today. Apixaban 10 mg BID x 7 days, then 5 mg BID. First dose tonight, stop heparin gtt at that time. Duration at least 3 months (provoked), reassess at heme f/u.
- OCP: stopped permanently. Counsel non-estrogen contraception (copper IUD or progestin-only). Gyn referral.
- Family hx of VTE (mother) and sister w/ ?thrombophilia: send factor V Leiden and prothrombin gene mutation (genetic tests, valid on anticoagulation). Defer protein C/S/antithrombin (unreliable acutely and on anticoagulation).
- Pain: acetaminophen, avoid NSAIDs on anticoagulation
- Dispo: home tomorrow or next day once apixaban teaching done and pain controlled on PO
""",
)

note(
    "9100003-DS-1",
    29100006,
    "2186-11-05T00:00:00",
    "2186-11-05T17:45:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Right-sided chest pain, shortness of breath
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
Ms. ___ is a 44 year old woman with migraines, on a combined estrogen-progestin oral contraceptive, who presented with 2 days of pleuritic right-sided chest pain and shortness of breath. Five days before presentation she returned from a 14-hour flight. She had a mild right calf ache after the trip. She denied fever, cough or hemoptysis and had never had a blood clot before. In the ED she was tachycardic to 112 and saturating 93% on room air. D-dimer was 2,140, troponin was negative and BNP was 45. CTA chest showed acute right lower lobe segmental and subsegmental pulmonary emboli without right heart strain. She was started on a heparin drip and admitted.
 
Past Medical History:
Migraine without aura since her 20s, 1-2 per month, treated with sumatriptan as needed
G2P2, two vaginal deliveries
 
Social History:
___
Family History:
Mother had a DVT at age 50 after hip surgery. Her sister reportedly has a "clotting disorder"; the patient does not know the diagnosis and thinks it may be factor V Leiden. Father with hypertension. No family history of bleeding disorders.
 
Physical Exam:
ADMISSION:
VS: T 99.0, HR 112, BP 128/80, RR 22, SpO2 93% RA
Lungs: Clear, splinting on the right
CV: Tachycardic, regular, no murmurs
Ext: No edema or asymmetry, mild right calf tenderness

DISCHARGE:
VS: T 98.2, HR 84, BP 118/74, RR 16, SpO2 98% RA
Lungs: Clear
Ext: No edema, no calf tenderness
 
Pertinent Results:
___ 11:40AM BLOOD WBC-9.1 Hgb-12.4 Plt-240
___ 11:40AM BLOOD Creat-0.7 Na-139 K-4.0
___ 11:40AM BLOOD D-Dimer-2140
___ 11:40AM BLOOD cTropnT-<0.01 proBNP-45
___ 11:40AM BLOOD HCG-<5
___ 06:15AM BLOOD Hgb-12.0

CTA CHEST (___): Acute pulmonary emboli in the right lower lobe segmental and subsegmental arteries. No CT evidence of right heart strain. Peripheral wedge-shaped opacity in the right lower lobe, likely early pulmonary infarction. Small right pleural effusion.

BILATERAL LOWER EXTREMITY DUPLEX (___): No evidence of deep venous thrombosis in either leg.
 
Brief Hospital Course:
Ms. ___ is a 44 year old woman with migraines, on an estrogen-containing oral contraceptive, admitted with an acute right lower lobe pulmonary embolism after a long-haul flight.

# Acute pulmonary embolism, provoked: Her PE was considered provoked by the recent 14-hour flight in the setting of an estrogen-containing oral contraceptive. She was hemodynamically stable throughout, with no RV strain on CT and normal troponin and BNP, so this was a low-risk PE and thrombolysis was not indicated. Lower extremity duplex showed no residual DVT. She was treated with a heparin drip from 11/2 and transitioned to apixaban on the evening of 11/3, when the heparin drip was stopped. She will take apixaban 10 mg twice daily for 7 days (through 11/9) and then 5 mg twice daily from 11/10. The planned duration of anticoagulation is at least 3 months; the final duration will be decided at her hematology follow-up. The wedge-shaped right lower lobe opacity is most consistent with a small pulmonary infarct and explains her pleuritic pain, which was controlled with acetaminophen. NSAIDs should be avoided while on apixaban.

# Thrombophilia evaluation: Given her mother's DVT and her sister's reported clotting disorder, factor V Leiden and prothrombin gene mutation testing were sent; these are pending at discharge. Protein C, protein S and antithrombin levels were deferred because they are unreliable in the acute setting and on anticoagulation.

# Contraception: The combined oral contraceptive was stopped and she was advised never to take estrogen-containing contraception again. Non-estrogen options (copper IUD, levonorgestrel IUD, progestin-only pill) were discussed and she was referred to gynecology.

# Migraine: No migraines during admission. She may continue sumatriptan as needed.

TRANSITIONAL ISSUES:
- Apixaban 10 mg BID through 11/9, then 5 mg BID; minimum 3 months of anticoagulation
- Factor V Leiden and prothrombin gene mutation pending at discharge; hematology to follow up
- Gynecology referral for non-estrogen contraception
- Should she need surgery or a period of immobilization in the future, she should receive VTE prophylaxis.
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Norgestimate-Ethinyl Estradiol 1 TAB PO DAILY 
2. SUMAtriptan Succinate 50 mg PO ONCE MR1 PRN migraine 
 
Discharge Medications:
1. Apixaban 10 mg PO BID 
Take 10 mg twice daily through 11/9, then 5 mg twice daily starting 11/10 
RX *apixaban [Eliquis] 5 mg 2 tablet(s) by mouth twice a day Disp #*74 Tablet Refills:*2 
2. Acetaminophen 650 mg PO Q6H:PRN pain 
3. SUMAtriptan Succinate 50 mg PO ONCE MR1 PRN migraine 
4. STOP taking: Norgestimate-Ethinyl Estradiol
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute pulmonary embolism, right lower lobe, provoked
Secondary: Pulmonary infarct, migraine
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted because you had blood clots in the arteries of your right lung (pulmonary embolism). These were most likely caused by your long flight together with your birth control pill, which contains estrogen.

- Take apixaban (Eliquis) 10 mg twice a day until 11/9, then 5 mg twice a day starting 11/10. Do not miss doses.
- Do not take your birth control pill again. Please use a non-estrogen method of contraception; our gynecologists will see you.
- Avoid ibuprofen, naproxen and aspirin unless a doctor tells you otherwise; use acetaminophen (Tylenol) for pain.
- If you have heavy bleeding, black stools, vomiting of blood, or a severe headache, go to the emergency department.
- Call your doctor if you develop fever, chills, chest pain or shortness of breath.

Sincerely,
Your ___ Medicine Team
 
Followup Instructions:
___
""",
)

note(
    "9100003-PN-2",
    29100007,
    "2187-04-18T12:40:00",
    "2187-04-18T14:15:00",
    """\
MEDICINE ADMISSION NOTE

CC: heavy menstrual bleeding, fatigue

HPI: 44F w/ h/o provoked RLL PE 11/2186 (long flight + estrogen OCP) on apixaban 5 mg BID, migraines, who presents w/ 10 days of heavy menstrual bleeding, soaking a pad q1-2h on the heaviest days, passing clots, w/ progressive fatigue, exertional lightheadedness and palpitations climbing stairs x 4 days. Periods have been heavier since starting apixaban, but this cycle is much worse. No syncope. Denies chest pain or new shortness of breath at rest; no leg swelling. No melena, hematochezia, hematuria, epistaxis or gum bleeding. Stopped her OCP at the time of the PE and has not started another contraceptive method yet (gyn appt was postponed).

Heme f/u 2/2187: FVL heterozygous, prothrombin gene mutation negative. Plan then was 6 months of apixaban total, then stop.

ED: HR 108, BP 112/68. Hgb 6.8 (12.4 in 11/2186), MCV 74, ferritin 6. Plt 288. INR 1.1. Type and screen sent. Urine hCG neg. 1 unit PRBC started in ED.

PMH:
- Provoked PE 11/2186 on apixaban
- Heterozygous factor V Leiden
- Migraine without aura

Meds: apixaban 5 mg BID, sumatriptan prn
All: NKDA
SH: paralegal, lives w/ husband and 2 kids. Never smoker, 1-2 glasses of wine/wk.
FH: mother DVT at 50 after hip surgery. Sister - factor V Leiden (patient says this was confirmed when her own result came back).

Exam: T 98.4 HR 104 BP 114/70 SpO2 99% RA. Pale conjunctivae. Flow murmur. Lungs clear. Abd soft, NT. No LE edema.

A/P: 44F w/ heterozygous FVL and provoked PE 5.5 months ago on apixaban, p/w symptomatic iron deficiency anemia from heavy menstrual bleeding on apixaban.
# Symptomatic anemia / menorrhagia: transfuse 2 units PRBC total, goal Hgb > 8. Pelvic US. Gyn consult re: hormonal management.
# Anticoagulation: hold apixaban now. PE provoked, major transient risk factors (flight, estrogen) removed, has completed 5.5 of the planned 6 months; d/w heme (Dr. ___) - ok to STOP apixaban rather than resume; no indefinite anticoagulation for heterozygous FVL with a provoked event.
# Iron deficiency: start ferrous sulfate after transfusion; consider IV iron as outpatient if not tolerated.
# Migraine: stable.
""",
)

note(
    "9100003-RR-3",
    29100007,
    "2187-04-18T15:10:00",
    "2187-04-18T16:30:00",
    """\
EXAMINATION:  PELVIS, NON-OBSTETRIC (TRANSABDOMINAL AND TRANSVAGINAL)

INDICATION:  ___ year old woman with heavy menstrual bleeding and anemia  // fibroids? endometrial thickness?

TECHNIQUE:  Transabdominal and transvaginal pelvic ultrasound.

COMPARISON:  None.

FINDINGS: 

The uterus is enlarged and anteverted, measuring 11.2 x 6.4 x 7.0 cm. There is a 3.4 cm intramural fibroid in the posterior uterine body, abutting but not clearly distorting the endometrium, and a 1.2 cm subserosal fibroid at the fundus. The endometrium measures 9 mm and is homogeneous. No endometrial polyp is seen; a small polyp cannot be excluded on this study and sonohysterography may be considered if clinically indicated.

The ovaries are normal in size and appearance bilaterally with normal arterial and venous flow. No adnexal mass. Trace free fluid in the pelvis.

IMPRESSION: 

1. Enlarged fibroid uterus with a 3.4 cm posterior intramural fibroid abutting the endometrium and a 1.2 cm fundal subserosal fibroid.
2. Endometrium 9 mm. A small endometrial polyp cannot be excluded; consider sonohysterography if bleeding persists.
3. Normal ovaries.
""",
)

note(
    "9100003-DS-2",
    29100007,
    "2187-04-20T00:00:00",
    "2187-04-20T16:50:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Heavy menstrual bleeding, fatigue
 
Major Surgical or Invasive Procedure:
Transfusion of 2 units packed red blood cells

 
History of Present Illness:
44 year old woman with a provoked right lower lobe PE in 11/2186, heterozygous for factor V Leiden, on apixaban 5 mg BID, who presented with 10 days of heavy menstrual bleeding and 4 days of fatigue, exertional lightheadedness and palpitations. She denied chest pain or new shortness of breath and had no leg swelling. She had no other sources of bleeding. Hemoglobin was 6.8 (12.4 in 11/2186) with iron deficiency indices.
 
Past Medical History:
- Provoked pulmonary embolism, 11/2186 (long-haul flight, estrogen-containing OCP), on apixaban since 11/3/2186
- Heterozygous factor V Leiden (tested 2/2187); prothrombin gene mutation negative
- Migraine without aura
 
Social History:
___
Family History:
Mother with DVT at 50 after hip surgery. Sister with factor V Leiden.
 
Physical Exam:
ADMISSION: T 98.4, HR 104, BP 114/70, SpO2 99% RA. Pale conjunctivae, 2/6 systolic flow murmur, lungs clear, no edema.
DISCHARGE: T 98.1, HR 80, BP 120/74, SpO2 99% RA. Conjunctival pallor improved. No edema.
 
Pertinent Results:
___ 08:30AM BLOOD WBC-7.2 Hgb-6.8 MCV-74 Plt-288
___ 08:30AM BLOOD Ferritin-6 Iron-18 TIBC-452
___ 08:30AM BLOOD PT-11.9 INR(PT)-1.1
___ 06:05AM BLOOD Hgb-9.1
___ 06:20AM BLOOD Hgb-9.0

PELVIC US (___): Enlarged fibroid uterus with a 3.4 cm posterior intramural fibroid abutting the endometrium and a 1.2 cm fundal subserosal fibroid. Endometrium 9 mm; a small polyp cannot be excluded. Normal ovaries.
 
Brief Hospital Course:
44F with heterozygous factor V Leiden and a provoked PE in 11/2186 on apixaban, admitted with symptomatic iron deficiency anemia from heavy menstrual bleeding, attributed to uterine fibroids aggravated by anticoagulation.

# Symptomatic anemia, iron deficiency, from heavy menstrual bleeding: She received 2 units of packed red blood cells (the first in the ED) with hemoglobin rising from 6.8 to 9.1, and it was stable at 9.0 the next day. Pelvic ultrasound showed a fibroid uterus, including a 3.4 cm intramural fibroid abutting the endometrium. Gynecology saw her and started norethindrone acetate 5 mg daily to control bleeding; outpatient options include a levonorgestrel IUD, which would also serve as contraception, and sonohysterography if bleeding persists. Her bleeding slowed to spotting by the day of discharge. Ferrous sulfate 325 mg daily was started.

# Pulmonary embolism, provoked, with heterozygous factor V Leiden: Apixaban was held on admission. She had completed about 5.5 of the planned 6 months of anticoagulation, her PE was provoked by transient risk factors that are no longer present, and heterozygous factor V Leiden after a provoked event does not call for indefinite anticoagulation. After discussion with her hematologist, apixaban was stopped and will not be resumed. Should she need surgery or prolonged immobilization, or in a future pregnancy, she should receive VTE prophylaxis.

# Migraine: Stable. Continue sumatriptan as needed.

TRANSITIONAL ISSUES:
- Apixaban STOPPED (completed anticoagulation course for provoked PE)
- New norethindrone acetate 5 mg daily (gynecology), new ferrous sulfate 325 mg daily
- CBC in 1 week; if Hgb falls below 8 or bleeding recurs, she should be seen urgently
- Gynecology follow-up for levonorgestrel IUD and fibroid management
- Continue to avoid estrogen-containing medications
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Apixaban 5 mg PO BID 
2. SUMAtriptan Succinate 50 mg PO ONCE MR1 PRN migraine 
 
Discharge Medications:
1. Norethindrone Acetate 5 mg PO DAILY 
2. Ferrous Sulfate 325 mg PO DAILY 
3. SUMAtriptan Succinate 50 mg PO ONCE MR1 PRN migraine 
4. STOP taking: Apixaban
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Symptomatic iron deficiency anemia due to heavy menstrual bleeding; uterine fibroids
Secondary: History of provoked pulmonary embolism, heterozygous factor V Leiden
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted because heavy periods had made your blood count very low. You received 2 units of blood. An ultrasound showed fibroids in your uterus.

- We STOPPED your apixaban (Eliquis). You have finished the treatment for the blood clot in your lung.
- Take norethindrone every day to reduce the bleeding, and iron (ferrous sulfate) every day. Iron can darken your stools and cause constipation.
- If you are soaking through one pad or more an hour for 2 hours in a row, or you feel faint, come to the emergency department.
- If you develop leg swelling, chest pain or shortness of breath, call 911 or go to the emergency department, since these can be signs of a new clot.
- Call your doctor if you develop fever or chills.

Sincerely,
Your ___ Medicine Team
 
Followup Instructions:
___
""",
)

# --- questions, patient 9100003 -------------------------------------------------------------

question(
    "hw-039",
    9100003,
    [],
    "family_history",
    "Does anyone in her family have blood clots?",
    "Yes. Her mother had a DVT at age 50 after hip surgery, and her sister has a clotting "
    "disorder, reported at the first admission as unknown (possibly factor V Leiden) and by "
    "the 2187 admission as factor V Leiden.",
    structure={
        "concept": "deep vein thrombosis",
        "polarity": "present",
        "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "Family History",
            "Mother had a DVT at age 50 after hip surgery.",
        ),
        ev("9100003-DS-2", "Family History", "Sister with factor V Leiden."),
    ],
)
question(
    "hw-040",
    9100003,
    [29100006],
    "uncertainty",
    "At the PE admission, was the sister's clotting disorder known to be factor V Leiden?",
    "No, it was uncertain. The patient said her sister has a 'clotting disorder' but did not "
    "know which one and thought it might be factor V Leiden. (At the 2187 admission the "
    "patient reported that her sister's factor V Leiden had been confirmed.)",
    structure={
        "concept": "factor V Leiden",
        "polarity": "possible",
        "experiencer": "family",
        "relative": "sister",
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "Family History",
            'Her sister reportedly has a "clotting disorder"; the patient does not know the '
            "diagnosis and thinks it may be factor V Leiden.",
        ),
        ev(
            "9100003-PN-1",
            "Subjective",
            "she does not know which one; thinks it might be factor V Leiden but is not sure",
        ),
    ],
)
question(
    "hw-041",
    9100003,
    [29100006],
    "negation",
    "Her calf ached after the flight - did the leg ultrasound show a DVT?",
    "No. The bilateral lower extremity duplex showed no deep venous thrombosis in either leg.",
    structure={
        "concept": "deep vein thrombosis",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100003-RR-2",
            "IMPRESSION",
            "No evidence of deep venous thrombosis in the right or left lower extremity veins.",
        ),
    ],
)
question(
    "hw-042",
    9100003,
    [29100006],
    "negation",
    "Was there right heart strain with the PE?",
    "No. The CTA showed no CT evidence of right heart strain (RV/LV ratio 0.8, no septal "
    "bowing), and troponin and BNP were normal.",
    structure={
        "concept": "right heart strain",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev("9100003-RR-1", "IMPRESSION", "2. No CT evidence of right heart strain."),
        ev("9100003-RR-1", "HEART", "The RV/LV ratio is 0.8."),
    ],
)
question(
    "hw-043",
    9100003,
    [29100006],
    "uncertainty",
    "Did she have a lung infarct from the clot?",
    "Probably. The CTA showed a peripheral wedge-shaped right lower lobe opacity, likely an "
    "early pulmonary infarction (atelectasis or pneumonia considered less likely); the team "
    "felt it explained her pleuritic pain. It was not proven.",
    structure={
        "concept": "pulmonary infarction",
        "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100003-RR-1",
            "IMPRESSION",
            "3. Peripheral wedge-shaped opacity in the right lower lobe, likely early pulmonary "
            "infarction.",
        ),
        ev(
            "9100003-PN-1",
            "Assessment",
            "Possible early pulmonary infarct on CT, which would explain the pleuritic pain.",
        ),
    ],
)
question(
    "hw-044",
    9100003,
    [29100006],
    "duration",
    "How long was she on the 10 mg twice-daily loading dose of apixaban?",
    "Seven days: 10 mg twice daily from the evening of 11/3 through 11/9, then 5 mg twice "
    "daily from 11/10.",
    structure={
        "concept": "apixaban 10 mg twice daily",
        "duration": {"value": 7, "unit": "days"},
        "start": "2186-11-03",
        "end": "2186-11-09",
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "Brief Hospital Course",
            "She will take apixaban 10 mg twice daily for 7 days (through 11/9) and then 5 mg "
            "twice daily from 11/10.",
        ),
    ],
)
question(
    "hw-045",
    9100003,
    [29100006],
    "duration",
    "Back from a long flight, how long had she had the pleuritic chest pain before she came in?",
    "Two days (the flight itself was 5 days before presentation).",
    structure={
        "concept": "pleuritic chest pain",
        "duration": {"value": 2, "unit": "days"},
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "History of Present Illness",
            "who presented with 2 days of pleuritic right-sided chest pain and shortness of "
            "breath.",
        ),
        ev("9100003-ED-1", "HPI", "p/w pleuritic R-sided CP x 2 days and SOB"),
    ],
)
question(
    "hw-046",
    9100003,
    [29100006],
    "sequence",
    "At her PE admission, was she on heparin before apixaban?",
    "Yes. She was started on a heparin drip in the ED on 11/2 and transitioned to apixaban on "
    "the evening of 11/3, when the heparin drip was stopped.",
    structure={
        "order": ["heparin drip", "apixaban"],
        "dates": ["2186-11-02", "2186-11-03"],
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "Brief Hospital Course",
            "She was treated with a heparin drip from 11/2 and transitioned to apixaban on the "
            "evening of 11/3, when the heparin drip was stopped.",
        ),
    ],
)
question(
    "hw-047",
    9100003,
    [29100007],
    "current_state",
    "After the bleeding admission, is she still on apixaban?",
    "No. Apixaban was held on admission and, after discussion with hematology, stopped and not "
    "resumed; she had completed about 5.5 of the planned 6 months for a provoked PE.",
    structure={
        "concept": "apixaban",
        "polarity": "absent",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100003-DS-2",
            "Brief Hospital Course",
            "After discussion with her hematologist, apixaban was stopped and will not be "
            "resumed.",
        ),
        ev("9100003-DS-2", "Discharge Medications", "4. STOP taking: Apixaban"),
    ],
)
question(
    "hw-048",
    9100003,
    [29100007],
    "change",
    "What medication changes were made at the anemia admission?",
    "Stopped: apixaban. New: norethindrone acetate 5 mg daily (to control bleeding) and "
    "ferrous sulfate 325 mg daily. Continued: sumatriptan as needed. She also received 2 "
    "units of packed red cells in hospital.",
    structure={
        "added": ["norethindrone", "ferrous sulfate"],
        "removed": ["apixaban"],
        "continued": ["sumatriptan"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev("9100003-DS-2", "Medications on Admission", "1. Apixaban 5 mg PO BID"),
        ev(
            "9100003-DS-2",
            "Discharge Medications",
            "1. Norethindrone Acetate 5 mg PO DAILY",
        ),
        ev(
            "9100003-DS-2",
            "Discharge Medications",
            "2. Ferrous Sulfate 325 mg PO DAILY",
        ),
        ev("9100003-DS-2", "Discharge Medications", "4. STOP taking: Apixaban"),
    ],
)
question(
    "hw-049",
    9100003,
    [],
    "historical",
    "Does she have a history of migraines?",
    "Yes: migraine without aura since her 20s, 1-2 per month, treated with sumatriptan as "
    "needed. It is ongoing and stable.",
    structure={
        "concept": "migraine",
        "polarity": "present",
        "experiencer": "patient",
        "status": "chronic",
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "Past Medical History",
            "Migraine without aura since her 20s, 1-2 per month, treated with sumatriptan as "
            "needed",
        ),
    ],
)
question(
    "hw-050",
    9100003,
    [29100007],
    "conditional",
    "Now that she's off anticoagulation, what about clot prevention if she has surgery later?",
    "If she needs surgery or prolonged immobilization, or in a future pregnancy, she should "
    "receive VTE prophylaxis.",
    structure={
        "concept": "VTE prophylaxis",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "future surgery, prolonged immobilization or pregnancy",
        "action": "give VTE prophylaxis",
    },
    evidence=[
        ev(
            "9100003-DS-2",
            "Brief Hospital Course",
            "Should she need surgery or prolonged immobilization, or in a future pregnancy, she "
            "should receive VTE prophylaxis.",
        ),
    ],
)
question(
    "hw-051",
    9100003,
    [29100007],
    "conditional",
    "What was she told to do if the heavy bleeding came back?",
    "Come to the emergency department if she soaks through one pad or more an hour for 2 "
    "hours in a row or feels faint; she is also to be seen urgently if hemoglobin falls below "
    "8 or bleeding recurs.",
    structure={
        "concept": "heavy menstrual bleeding",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "soaking one pad or more an hour for 2 hours, or feeling faint",
        "action": "come to the emergency department",
    },
    evidence=[
        ev(
            "9100003-DS-2",
            "Discharge Instructions",
            "- If you are soaking through one pad or more an hour for 2 hours in a row, or you "
            "feel faint, come to the emergency department.",
        ),
        ev(
            "9100003-DS-2",
            "TRANSITIONAL ISSUES",
            "- CBC in 1 week; if Hgb falls below 8 or bleeding recurs, she should be seen "
            "urgently",
        ),
    ],
)
question(
    "hw-052",
    9100003,
    [29100007],
    "negation",
    "When she was readmitted with bleeding, did she have any chest pain or shortness of breath "
    "suggesting a new clot?",
    "No. She denied chest pain and new shortness of breath at rest and had no leg swelling; "
    "her symptoms were fatigue, exertional lightheadedness and palpitations from anemia.",
    structure={"concept": "chest pain", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev(
            "9100003-PN-2",
            "HPI",
            "Denies chest pain or new shortness of breath at rest; no leg swelling.",
        ),
        ev(
            "9100003-DS-2",
            "History of Present Illness",
            "She denied chest pain or new shortness of breath and had no leg swelling.",
        ),
    ],
)
question(
    "hw-053",
    9100003,
    [29100006, 29100007],
    "historical",
    "The thrombophilia tests were pending when she left after the PE - what did they show?",
    "She is heterozygous for factor V Leiden; the prothrombin gene mutation was negative "
    "(results reviewed at hematology follow-up in 2/2187).",
    structure={
        "concept": "factor V Leiden",
        "polarity": "present",
        "experiencer": "patient",
        "status": "chronic",
    },
    evidence=[
        ev(
            "9100003-DS-1",
            "Brief Hospital Course",
            "factor V Leiden and prothrombin gene mutation testing were sent; these are pending "
            "at discharge.",
        ),
        ev(
            "9100003-PN-2",
            "HPI",
            "Heme f/u 2/2187: FVL heterozygous, prothrombin gene mutation negative.",
        ),
    ],
)


# =============================================================================================
# Patient 9100004: M, COPD exacerbation with new atrial fibrillation -> hip fracture
# =============================================================================================

patient(9100004, "M", 76, "WHITE")
admission(9100004, 29100008, "2188-01-05T16:30:00", "2188-01-10T12:00:00", "WHITE")
admission(9100004, 29100009, "2189-08-20T19:00:00", "2189-08-26T13:30:00", "WHITE")

note(
    "9100004-ED-1",
    29100008,
    "2188-01-05T15:10:00",
    "2188-01-05T16:05:00",
    """\
ED NOTE

CC: SOB

HPI: 76M w/ COPD (GOLD 3, FEV1 42% 2186, no home O2), ex-smoker 50 pk-yr, HTN, BPH, h/o prostate ca s/p XRT, p/w 4 days of incr SOB, wheeze, cough w/ incr yellow sputum. Grandson had a cold last wk. Using albuterol q2-3h at home w/o relief. Denies CP, fever, chills, leg swelling, hemoptysis. No recent abx or steroids. Last exacerbation ~2 yrs ago, no intubations ever.

Meds: tiotropium 18 mcg daily, fluticasone-salmeterol 250/50 BID, albuterol prn, lisinopril 10, tamsulosin 0.4
All: NKDA

VS: T 99.3  HR 108  BP 152/84  RR 26  SpO2 87% RA -> 92% 2L NC
Gen: tripoding, pursed lip breathing, speaking 4-5 word sentences
Lungs: diffuse exp wheezes, prolonged exp phase, poor air mvmt
CV: tachy, regular
Ext: no edema

VBG 7.36/52. WBC 11.2, Hgb 15.9. Trop neg. BNP 110.
ECG: sinus tach 108, RAD, no ischemic changes.
CXR: hyperinflated, no consolidation (prelim)
Resp viral panel: sent

A/P: COPD exacerbation, likely viral trigger. No pneumonia on CXR. Not in hypercapnic failure (pH 7.36).
- duonebs x3, then q4h
- methylprednisolone 125 mg IV x1 -> prednisone 40 daily
- azithromycin 500 mg
- O2 goal 88-92%
- admit medicine
""",
)

note(
    "9100004-RR-1",
    29100008,
    "2188-01-05T15:45:00",
    "2188-01-05T17:02:00",
    """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  ___ year old man with COPD, worsening dyspnea and productive cough  // pneumonia?

TECHNIQUE:  Chest PA and lateral

COMPARISON:  Chest radiograph from ___.

FINDINGS: 

The lungs are hyperinflated with flattening of the hemidiaphragms and increased retrosternal airspace, consistent with emphysema. There is no focal consolidation, pleural effusion or pneumothorax. Mild peribronchial thickening. Cardiomediastinal silhouette is normal. Degenerative changes of the thoracic spine.

IMPRESSION: 

Hyperinflation consistent with COPD. No evidence of pneumonia.
""",
)

note(
    "9100004-PN-1",
    29100008,
    "2188-01-06T10:20:00",
    "2188-01-06T11:15:00",
    """\
MEDICINE PROGRESS NOTE  HD#2

Overnight: ~0300 tele alarm, new AF w/ RVR 130s-140s, BP 128/76, asymptomatic apart from baseline SOB. Diltiazem 10 mg IV x2 -> 100s, then diltiazem 30 mg PO q6h started.

S: Breathing slightly better. Still wheezy. Denies CP, palpitations, lightheadedness.

O: T 98.9  HR 96 irregularly irregular  BP 134/78  RR 22  SpO2 91% 2L
Diffuse exp wheezes, better air mvmt than yesterday
Labs: TSH 1.8. K 4.4, Mg 2.1. Trop neg x2.
RVP: rhinovirus/enterovirus POSITIVE
ECG: AF, rate 104, no ST changes

A/P: 76M COPD exacerbation, likely rhinovirus-triggered, w/ new-onset AF w/ RVR.
# COPD exac: cont prednisone 40 daily (day 2 of 5), azithromycin (day 2 of 3), duonebs q4h + albuterol q2h prn, cont tiotropium + fluticasone-salmeterol. Wean O2, goal 88-92%.
# New AF w/ RVR: likely provoked by acute illness, hypoxia and frequent albuterol. Rate control w/ diltiazem (avoid BB w/ active bronchospasm). TTE. CHA2DS2-VASc = 3 (age >= 75 = 2, HTN = 1). HAS-BLED 1. Discussed anticoagulation w/ pt and wife - agreeable, will start apixaban 5 mg BID tomorrow if no procedures planned.
# HTN: cont lisinopril 10
# BPH: tamsulosin
# h/o prostate ca: s/p XRT, PSA undetectable per PCP, no issues
Code: Full. Dispo: 2-3 d
""",
)

note(
    "9100004-DS-1",
    29100008,
    "2188-01-10T00:00:00",
    "2188-01-10T14:37:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Dyspnea
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
76M with COPD (GOLD 3, FEV1 42% in 2186, no home O2), former 50 pack-year smoker, HTN, BPH and prostate cancer treated with radiation, who presented with 4 days of worsening dyspnea, wheezing and cough with increased yellow sputum after his grandson had a cold. He denied chest pain, fever or leg swelling. In the ED he was hypoxemic to 87% on room air with diffuse wheezes; VBG 7.36/52. CXR showed hyperinflation without pneumonia. He received nebulizers, methylprednisolone 125 mg IV and azithromycin and was admitted to medicine.
 
Past Medical History:
- COPD, GOLD 3 (FEV1 42% of predicted, 2186); last exacerbation about 2 years ago; never intubated
- Hypertension
- BPH
- Prostate adenocarcinoma (Gleason 3+4) diagnosed 2179, s/p external beam radiation, PSA undetectable since; considered cured
- Former smoker, 50 pack-years, quit 2180
 
Social History:
___
Family History:
Father died of lung cancer at 66; he was a heavy smoker. Brother with COPD.
 
Physical Exam:
ADMISSION:
VS: T 99.3, HR 108, BP 152/84, RR 26, SpO2 92% 2L
Gen: Tripoding, pursed-lip breathing
Lungs: Diffuse expiratory wheezes, prolonged expiratory phase, poor air movement
CV: Tachycardic, regular
Ext: No edema

DISCHARGE:
VS: T 98.2, HR 82 irregularly irregular, BP 128/74, RR 18, SpO2 92% RA at rest, 91% RA with ambulation
Lungs: Scattered end-expiratory wheezes, good air movement
CV: Irregularly irregular, no murmurs
Ext: No edema
 
Pertinent Results:
___ 03:20PM BLOOD WBC-11.2 Hgb-15.9 Plt-221
___ 03:20PM BLOOD Glucose-131 UreaN-19 Creat-0.9 Na-138 K-4.2
___ 03:20PM BLOOD cTropnT-<0.01 proBNP-110
___ 06:00AM BLOOD TSH-1.8
___ 03:40PM BLOOD pH-7.36 pCO2-52
Respiratory viral panel: rhinovirus/enterovirus POSITIVE; influenza A/B, RSV negative

CXR (___): Hyperinflation consistent with COPD. No evidence of pneumonia.
TTE (___): LVEF 55-60%. Moderately dilated left atrium. No significant valvular disease. Normal RV size and function.
 
Brief Hospital Course:
76M with severe COPD, HTN and BPH admitted with a COPD exacerbation, likely triggered by a rhinovirus infection, whose course was complicated by new-onset atrial fibrillation with rapid ventricular response.

# COPD exacerbation: Most likely triggered by a viral upper respiratory infection (rhinovirus/enterovirus positive, sick contact). There was no pneumonia on chest x-ray. He was treated with prednisone 40 mg daily for a 5-day course (1/5 through 1/9), completed in the hospital, and azithromycin 500 mg daily for 3 days, along with scheduled nebulizers. His home tiotropium and fluticasone-salmeterol were continued. He was weaned to room air on 1/8. Ambulatory saturation on room air was 91% at discharge, so home oxygen was not required. He was referred to pulmonary rehabilitation.

# New-onset atrial fibrillation with RVR: Found on telemetry early on 1/6 with rates of 130-140s, probably precipitated by the acute illness, hypoxemia and frequent albuterol use. TSH was normal and TTE showed a preserved EF with a moderately dilated left atrium. He was rate controlled with IV and then oral diltiazem and discharged on diltiazem ER 180 mg daily; beta-blockers were avoided because of active bronchospasm. He remained in rate-controlled atrial fibrillation at discharge. CHA2DS2-VASc score is 3 (age, hypertension), and after a discussion of risks and benefits with him and his wife, apixaban 5 mg twice daily was started on 1/7. Cardiology follow-up will address whether to pursue rhythm control.

# Hypertension: Lisinopril 10 mg continued.

# BPH: Tamsulosin continued.

# History of prostate cancer: Treated with radiation in 2179, PSA undetectable; no active issues.

TRANSITIONAL ISSUES:
- New atrial fibrillation: new diltiazem ER 180 mg daily and apixaban 5 mg BID; cardiology follow-up for rate versus rhythm control
- Prednisone and azithromycin courses completed in hospital; no steroids at discharge
- Pulmonary rehabilitation referral
- Consider repeat PFTs when recovered
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Tiotropium Bromide 1 CAP IH DAILY 
2. Fluticasone-Salmeterol Diskus (250/50) 1 INH IH BID 
3. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze, dyspnea 
4. Lisinopril 10 mg PO DAILY 
5. Tamsulosin 0.4 mg PO QHS 
 
Discharge Medications:
1. Apixaban 5 mg PO BID 
RX *apixaban [Eliquis] 5 mg 1 tablet(s) by mouth twice a day Disp #*60 Tablet Refills:*5 
2. Diltiazem Extended-Release 180 mg PO DAILY 
RX *diltiazem HCl 180 mg 1 capsule(s) by mouth once a day Disp #*30 Capsule Refills:*5 
3. Tiotropium Bromide 1 CAP IH DAILY 
4. Fluticasone-Salmeterol Diskus (250/50) 1 INH IH BID 
5. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze, dyspnea 
6. Lisinopril 10 mg PO DAILY 
7. Tamsulosin 0.4 mg PO QHS 
 
Discharge Disposition:
Home With Service
 
Discharge Diagnosis:
Primary: COPD exacerbation; new-onset atrial fibrillation with rapid ventricular response
Secondary: Rhinovirus infection, hypertension, BPH
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted for a flare of your COPD, most likely caused by a cold virus. You were treated with steroids, an antibiotic and breathing treatments and you are now breathing better. While you were here, your heart went into an irregular rhythm called atrial fibrillation.

- We started diltiazem to keep your heart rate controlled.
- We started apixaban (Eliquis), a blood thinner, to lower your risk of stroke from atrial fibrillation. Do not stop it unless your doctor tells you to.
- If you notice black or bloody stools, blood in your urine, or you vomit blood, call your doctor right away or go to the emergency department.
- If your heart rate stays above 110 at rest, or you feel faint, call your doctor.
- Call your doctor if you develop fever, chills, chest pain or shortness of breath.

Sincerely,
Your ___ Medicine Team
 
Followup Instructions:
___
""",
)

note(
    "9100004-RR-2",
    29100009,
    "2189-08-20T18:10:00",
    "2189-08-20T18:55:00",
    """\
EXAMINATION:  HIP (UNILAT 2 VIEWS) WITH PELVIS RIGHT

INDICATION:  ___ year old man s/p fall, right hip pain, unable to bear weight  // fracture?

TECHNIQUE:  AP pelvis and AP and cross-table lateral views of the right hip.

COMPARISON:  None.

FINDINGS: 

There is a displaced subcapital fracture of the right femoral neck with superior migration and external rotation of the femoral shaft. No dislocation. No additional fracture of the pelvis. Mild degenerative changes of both hip joints and the lower lumbar spine. Vascular calcifications. Radiation fiducial markers project over the prostate bed.

IMPRESSION: 

Displaced right femoral neck (subcapital) fracture.
""",
)

note(
    "9100004-RR-3",
    29100009,
    "2189-08-20T18:40:00",
    "2189-08-20T19:20:00",
    """\
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  ___ year old man on apixaban, s/p fall  // intracranial hemorrhage?

TECHNIQUE:  Contiguous axial images of the brain were obtained without contrast. Coronal and sagittal reformations were reviewed.

DOSE:  DLP: 912 mGy-cm

COMPARISON:  None.

FINDINGS: 

There is no evidence of acute intracranial hemorrhage, edema, mass effect or acute large territorial infarction. Periventricular and subcortical white matter hypodensities are nonspecific but most likely reflect chronic small vessel ischemic disease. Prominence of the ventricles and sulci is consistent with age-related involutional change. No skull fracture. The paranasal sinuses and mastoid air cells are clear.

IMPRESSION: 

1. No acute intracranial hemorrhage or fracture.
2. Chronic small vessel ischemic disease and age-related volume loss.
""",
)

note(
    "9100004-PN-2",
    29100009,
    "2189-08-20T22:45:00",
    "2189-08-21T00:30:00",
    """\
HOSPITAL MEDICINE - ORTHOPAEDIC CO-MANAGEMENT ADMISSION NOTE

Reason for admission: R femoral neck fracture, pre-operative evaluation

HPI: 77M with COPD, paroxysmal-turned-persistent AF on apixaban and diltiazem, HTN, BPH and remote prostate cancer, who tripped over a rug in his living room this afternoon and fell onto his right side. He was walking to answer the phone, caught his foot on the edge of the rug and could not catch himself. He denies lightheadedness, palpitations or chest pain before the fall. He did not lose consciousness and did not hit his head. He was unable to get up or bear weight because of right hip pain; his wife called EMS. X-ray shows a displaced right femoral neck fracture. CT head was negative for bleed. Last apixaban dose was this morning at 8 AM.

Since his COPD admission in 1/2188 he has had one mild exacerbation treated by his PCP with prednisone. He walks without an assistive device and climbs one flight of stairs with mild dyspnea.

PMH:
- COPD, GOLD 3, no home O2
- Atrial fibrillation, diagnosed 1/2188 during a COPD exacerbation, CHA2DS2-VASc 3, on apixaban
- HTN
- BPH
- Prostate adenocarcinoma 2179, s/p XRT, in remission

Meds:
1. Apixaban 5 mg BID
2. Diltiazem ER 180 mg daily
3. Lisinopril 10 mg daily
4. Tiotropium 1 cap inh daily
5. Fluticasone-salmeterol 250/50 1 inh BID
6. Albuterol inh q4h prn
7. Tamsulosin 0.4 mg qhs

All: NKDA

SH: Lives with his wife in a one-story house. Retired machinist. Quit smoking in 2180 after 50 pack-years. 1-2 beers a week. Independent in ADLs and IADLs.

FH: Father died of lung cancer at 66 (heavy smoker). Brother has COPD.

Exam:
T 98.0  HR 88 irregular  BP 146/82  RR 18  SpO2 94% RA
Gen: elderly man in pain, alert, oriented x3
HEENT: no head trauma
Lungs: scattered faint wheezes, no crackles
CV: irregularly irregular, no murmur
Ext: R leg shortened and externally rotated; distal pulses intact, sensation intact

Labs: WBC 10.1, Hgb 13.8, Plt 198, Cr 1.0, K 4.1, INR 1.2

Assessment/Plan:
77M with a mechanical fall and displaced right femoral neck fracture, on apixaban. The history is consistent with a trip; there is no evidence of syncope.
# R femoral neck fracture: ortho planning hemiarthroplasty. Hold apixaban (last dose 8/20 AM); surgery no earlier than 48 hours after the last dose given CrCl ~ 60, so 8/22 AM. Pain: acetaminophen 1 g q8h scheduled, oxycodone 2.5 mg q4h prn; avoid NSAIDs.
# Pre-op risk: intermediate-risk surgery, functional capacity > 4 METs, no active cardiac conditions; may proceed without further testing.
# AF: continue diltiazem. Apixaban held peri-operatively; no bridging.
# COPD: continue tiotropium, fluticasone-salmeterol; duonebs prn; incentive spirometry.
# HTN: continue lisinopril for now; hold the morning of surgery.
# BPH: tamsulosin
# Delirium prevention: glasses and hearing aids at bedside, sleep hygiene, avoid benzodiazepines and anticholinergics.
Code: Full (confirmed)
""",
)

note(
    "9100004-PN-3",
    29100009,
    "2189-08-23T09:10:00",
    "2189-08-23T10:25:00",
    """\
Hospital Medicine Co-Management Progress Note - POD#1 s/p R hip hemiarthroplasty (8/22)

Events: Last night, first night after surgery, pt became agitated ~2300, pulling at his IV and trying to get out of bed, disoriented to place and time. Redirection failed; haloperidol 0.5 mg IV x1 at 0200 with effect. CAM positive this AM. Was fully oriented pre-op.
Also SBP 88-95 overnight after surgery; lisinopril held.

S: Drowsy but arousable, oriented to self only. Denies pain at rest.

O: T 99.1  HR 84 (AF)  BP 102/60  RR 16  SpO2 93% RA
Inattentive (fails months backward). No focal deficits.
R hip dressing c/d/i.
Labs: Hgb 10.9 (13.8 pre-op), Na 136, Cr 1.1, glucose 142. UA bland. Bladder scan 220 mL post-void.

A/P: 77M POD1 s/p R hemiarthroplasty for femoral neck fracture, c/b post-op delirium.
# Post-op delirium: likely multifactorial (surgery, anesthesia, opioids, pain, sleep disruption). No infection (afebrile, UA bland, CXR not indicated). Non-pharmacologic measures; wife to stay at bedside tonight; glasses and hearing aids on; lights on during the day; limit oxycodone, schedule acetaminophen. Haloperidol 0.5 mg prn severe agitation only. No benzos.
# Anticoagulation: apixaban resumption POD2 (8/24) per ortho if hemostasis ok. Heparin 5000 u SC q8h started this AM until apixaban restarts.
# Hypotension post-op: hold lisinopril; continue diltiazem with hold parameters.
# Acute blood loss anemia: Hgb 10.9, no transfusion needed.
# COPD: stable on home inhalers.
""",
)

note(
    "9100004-DS-2",
    29100009,
    "2189-08-26T00:00:00",
    "2189-08-26T15:12:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: ORTHOPAEDICS
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Right hip pain after a fall
 
Major Surgical or Invasive Procedure:
Right hip hemiarthroplasty (8/22)

 
History of Present Illness:
77M with COPD, atrial fibrillation on apixaban (diagnosed 1/2188 during an admission for a COPD exacerbation), HTN and BPH, who tripped over a rug at home and fell onto his right hip. There was no prodrome, no loss of consciousness and no head strike. He was unable to bear weight. X-rays showed a displaced right femoral neck fracture; CT head showed no intracranial hemorrhage.
 
Past Medical History:
COPD (GOLD 3), atrial fibrillation on apixaban, hypertension, BPH, prostate adenocarcinoma 2179 s/p radiation (in remission)
 
Social History:
___
Family History:
Father with lung cancer. Brother with COPD.
 
Physical Exam:
Discharge exam:
VS: T 98.4, HR 78 irregularly irregular, BP 126/72, RR 16, SpO2 94% RA
Gen: alert, oriented x3, conversant, CAM negative
Lungs: faint scattered wheezes
RLE: incision clean, dry and intact with staples, no erythema or drainage; compartments soft; sensation intact in the saphenous, sural, superficial peroneal, deep peroneal and tibial distributions; fires EHL, FHL, TA and GSC; 2+ DP pulse
 
Pertinent Results:
___ 07:05PM BLOOD WBC-10.1 Hgb-13.8 Plt-198 INR(PT)-1.2
___ 07:05PM BLOOD Creat-1.0 K-4.1
___ 06:15AM BLOOD Hgb-10.9 Creat-1.1
___ 06:40AM BLOOD Hgb-10.6 Creat-0.9

Right hip x-ray (___): Displaced right femoral neck (subcapital) fracture.
CT head (___): No acute intracranial hemorrhage or fracture. Chronic small vessel ischemic disease.
 
Brief Hospital Course:
The patient was admitted to the Orthopaedic surgery service after a mechanical fall with a displaced right femoral neck fracture and was co-managed by Hospital Medicine. Apixaban was held on admission (last dose the morning of 8/20), and on 8/22 he underwent a right hip hemiarthroplasty without complication. Please see the operative report for details. He was extubated and taken to the PACU in stable condition, then transferred to the floor.

# Post-operative delirium: On the night after surgery he became acutely confused and agitated, requiring one dose of haloperidol 0.5 mg IV. Workup for infection and urinary retention was unrevealing, and the delirium was attributed to surgery, anesthesia, opioids and sleep disruption. With non-pharmacologic measures, his wife at the bedside and minimal opioids, it improved over 48 hours. He has been fully oriented and CAM negative since 8/25; the delirium has resolved.

# Atrial fibrillation: Rate controlled on diltiazem throughout. Heparin 5000 units subcutaneously every 8 hours was given from POD1, and apixaban 5 mg twice daily was resumed on POD2 (8/24), when heparin was stopped. Apixaban also serves as his post-operative VTE prophylaxis; no additional prophylaxis is needed.

# Hypotension, post-operative: Systolic blood pressure was in the high 80s to 90s after surgery and lisinopril was held. Blood pressure recovered to the 110s-120s; lisinopril was resumed on the day of discharge at a reduced dose of 5 mg daily (previously 10 mg).

# Acute blood loss anemia: Hgb nadir 10.6 from 13.8, no transfusion required.

# COPD: Stable on home inhalers; no exacerbation during this admission.

# BPH: Tamsulosin continued. Voiding without difficulty after Foley removal on POD1.

Pain was controlled with scheduled acetaminophen and low-dose oxycodone as needed. Physical therapy recommended discharge to rehab. At the time of discharge he was afebrile with stable vital signs, his pain was well controlled, the incision was clean, and he was voiding and moving his bowels.

Weight bearing: weight bearing as tolerated, right lower extremity, posterior hip precautions.
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Apixaban 5 mg PO BID 
2. Diltiazem Extended-Release 180 mg PO DAILY 
3. Lisinopril 10 mg PO DAILY 
4. Tiotropium Bromide 1 CAP IH DAILY 
5. Fluticasone-Salmeterol Diskus (250/50) 1 INH IH BID 
6. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze, dyspnea 
7. Tamsulosin 0.4 mg PO QHS 
 
Discharge Medications:
1. Acetaminophen 1000 mg PO Q8H 
2. OxyCODONE (Immediate Release) 2.5 mg PO Q6H:PRN Pain - Moderate 
Use for up to 7 days after discharge 
RX *oxycodone 5 mg 0.5 (One half) tablet(s) by mouth every six (6) hours Disp #*14 Tablet Refills:*0 
3. Senna 8.6 mg PO BID:PRN constipation 
4. Lisinopril 5 mg PO DAILY 
5. Apixaban 5 mg PO BID 
6. Diltiazem Extended-Release 180 mg PO DAILY 
7. Tiotropium Bromide 1 CAP IH DAILY 
8. Fluticasone-Salmeterol Diskus (250/50) 1 INH IH BID 
9. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze, dyspnea 
10. Tamsulosin 0.4 mg PO QHS 
 
Discharge Disposition:
Extended Care
 
Facility:
___
 
Discharge Diagnosis:
Right femoral neck fracture s/p hemiarthroplasty
Post-operative delirium, resolved
Atrial fibrillation
Acute blood loss anemia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - requires assistance or aid (walker or cane).
 
Discharge Instructions:
INSTRUCTIONS AFTER ORTHOPAEDIC SURGERY:

- You were in the hospital for surgery on your right hip. It is normal to feel tired or "washed out" after surgery, and this feeling should improve over the first few weeks.
- Resume your regular activities as tolerated, but please follow your weight bearing precautions strictly at all times.

ANTICOAGULATION:
- Continue apixaban 5 mg twice daily, which also protects you from blood clots after surgery.

MEDICATIONS:
- Your lisinopril dose was lowered to 5 mg daily.
- Use oxycodone only for severe pain and for no more than 7 days. Do not drive or drink alcohol while taking it.

WOUND CARE:
- Keep the incision clean and dry. Staples will be removed at your follow-up visit 14 days after surgery.

DANGER SIGNS:
Please call your surgeon if you develop fever over 101.5, increasing redness, swelling or drainage from the incision, or new numbness or weakness of the leg. Call your doctor if you develop chills, chest pain or shortness of breath.

WEIGHT BEARING: Weight bearing as tolerated, right lower extremity, posterior hip precautions.
 
Followup Instructions:
___
""",
)

# --- questions, patient 9100004 -------------------------------------------------------------

question(
    "hw-054",
    9100004,
    [29100008],
    "negation",
    "Did he have a pneumonia on the chest film during the COPD flare?",
    "No. The chest x-ray showed hyperinflation from COPD with no focal consolidation and no "
    "evidence of pneumonia.",
    structure={"concept": "pneumonia", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9100004-RR-1", "IMPRESSION", "No evidence of pneumonia."),
        ev(
            "9100004-DS-1",
            "Brief Hospital Course",
            "There was no pneumonia on chest x-ray.",
        ),
    ],
)
question(
    "hw-055",
    9100004,
    [29100008],
    "uncertainty",
    "What set off his COPD exacerbation?",
    "Most likely a viral upper respiratory infection: the respiratory viral panel was positive "
    "for rhinovirus/enterovirus and his grandson had had a cold. The trigger was judged "
    "likely, not certain.",
    structure={
        "concept": "COPD exacerbation",
        "polarity": "present",
        "experiencer": "patient",
        "cause": "rhinovirus infection",
        "cause_polarity": "possible",
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "Brief Hospital Course",
            "# COPD exacerbation: Most likely triggered by a viral upper respiratory infection "
            "(rhinovirus/enterovirus positive, sick contact).",
        ),
    ],
)
question(
    "hw-056",
    9100004,
    [29100008, 29100009],
    "sequence",
    "Which came first for him, the atrial fibrillation or the hip fracture?",
    "The atrial fibrillation: it was first found on telemetry on 1/6/2188 during his COPD "
    "admission; the hip fracture was from a fall on 8/20/2189.",
    structure={
        "order": ["atrial fibrillation", "right femoral neck fracture"],
        "dates": ["2188-01-06", "2189-08-20"],
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "Brief Hospital Course",
            "# New-onset atrial fibrillation with RVR: Found on telemetry early on 1/6 with rates "
            "of 130-140s",
        ),
        ev(
            "9100004-PN-2",
            "PMH",
            "- Atrial fibrillation, diagnosed 1/2188 during a COPD exacerbation",
        ),
        ev(
            "9100004-RR-2",
            "IMPRESSION",
            "Displaced right femoral neck (subcapital) fracture.",
        ),
    ],
)
question(
    "hw-057",
    9100004,
    [],
    "historical",
    "Has he had cancer?",
    "Yes, prostate adenocarcinoma (Gleason 3+4) diagnosed in 2179, treated with external beam "
    "radiation; PSA has been undetectable since and it is considered cured / in remission.",
    structure={
        "concept": "prostate cancer",
        "polarity": "present",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "Past Medical History",
            "- Prostate adenocarcinoma (Gleason 3+4) diagnosed 2179, s/p external beam "
            "radiation, PSA undetectable since; considered cured",
        ),
    ],
)
question(
    "hw-058",
    9100004,
    [29100008],
    "duration",
    "How many days of prednisone did he get for the COPD flare?",
    "Five days: prednisone 40 mg daily from 1/5 through 1/9, completed in the hospital (no "
    "steroids at discharge).",
    structure={
        "concept": "prednisone",
        "duration": {"value": 5, "unit": "days"},
        "start": "2188-01-05",
        "end": "2188-01-09",
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "Brief Hospital Course",
            "He was treated with prednisone 40 mg daily for a 5-day course (1/5 through 1/9), "
            "completed in the hospital, and azithromycin 500 mg daily for 3 days, along with "
            "scheduled nebulizers.",
        ),
    ],
)
question(
    "hw-059",
    9100004,
    [29100009],
    "current_state",
    "They held his blood thinner for the hip surgery - is he back on apixaban now?",
    "Yes. Apixaban was held from admission (last dose the morning of 8/20), bridged post-op "
    "with SC heparin from POD1, and resumed at 5 mg twice daily on POD2 (8/24); he was "
    "discharged on it.",
    structure={
        "concept": "apixaban",
        "polarity": "present",
        "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev(
            "9100004-DS-2",
            "Brief Hospital Course",
            "Heparin 5000 units subcutaneously every 8 hours was given from POD1, and apixaban 5 "
            "mg twice daily was resumed on POD2 (8/24), when heparin was stopped.",
        ),
        ev("9100004-DS-2", "Discharge Medications", "5. Apixaban 5 mg PO BID"),
    ],
)
question(
    "hw-060",
    9100004,
    [29100009],
    "current_state",
    "Is the post-op delirium still an active problem at discharge?",
    "No. It resolved: he has been fully oriented and CAM negative since 8/25, and it is listed "
    "as resolved in the discharge diagnoses.",
    structure={
        "concept": "delirium",
        "polarity": "present",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100004-DS-2",
            "Brief Hospital Course",
            "He has been fully oriented and CAM negative since 8/25; the delirium has resolved.",
        ),
        ev("9100004-DS-2", "Discharge Diagnosis", "Post-operative delirium, resolved"),
    ],
)
question(
    "hw-061",
    9100004,
    [29100009],
    "change",
    "What happened with his lisinopril around the hip surgery?",
    "It was held after surgery because of post-operative hypotension (systolic high 80s-90s) "
    "and resumed on the day of discharge at a reduced dose, 5 mg daily instead of 10 mg.",
    structure={
        "continued": ["lisinopril"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100004-DS-2",
            "Brief Hospital Course",
            "Blood pressure recovered to the 110s-120s; lisinopril was resumed on the day of "
            "discharge at a reduced dose of 5 mg daily (previously 10 mg).",
        ),
        ev("9100004-DS-2", "Medications on Admission", "3. Lisinopril 10 mg PO DAILY"),
        ev("9100004-DS-2", "Discharge Medications", "4. Lisinopril 5 mg PO DAILY"),
    ],
)
question(
    "hw-062",
    9100004,
    [29100009],
    "negation",
    "When he fell and broke his hip, did he pass out or hit his head?",
    "No. It was a mechanical trip over a rug; he denied lightheadedness, palpitations or chest "
    "pain beforehand, did not lose consciousness and did not hit his head.",
    structure={
        "concept": "loss of consciousness",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100004-PN-2",
            "HPI",
            "He did not lose consciousness and did not hit his head.",
        ),
        ev(
            "9100004-DS-2",
            "History of Present Illness",
            "There was no prodrome, no loss of consciousness and no head strike.",
        ),
    ],
)
question(
    "hw-063",
    9100004,
    [],
    "family_history",
    "Any lung disease in his family?",
    "Yes: his father died of lung cancer at 66 (a heavy smoker), and his brother has COPD.",
    structure={
        "concept": "lung cancer",
        "polarity": "present",
        "experiencer": "family",
        "relative": "father",
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "Family History",
            "Father died of lung cancer at 66; he was a heavy smoker. Brother with COPD.",
        ),
    ],
)
question(
    "hw-064",
    9100004,
    [],
    "family_history",
    "Does atrial fibrillation run in his family?",
    "Not documented. His recorded family history mentions only his father's lung cancer and "
    "his brother's COPD; nothing is said about arrhythmia in relatives.",
    rationale="Deliberately unanswerable from the chart; the honest answer is 'not documented'.",
)
question(
    "hw-065",
    9100004,
    [29100008],
    "conditional",
    "He went home on a new blood thinner after the COPD stay - what was he told to do if he saw "
    "black stools?",
    "Call his doctor right away or go to the emergency department if he noticed black or "
    "bloody stools, blood in the urine, or vomited blood.",
    structure={
        "concept": "gastrointestinal bleeding",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "black or bloody stools, blood in urine, or vomiting blood",
        "action": "call doctor right away or go to the emergency department",
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "Discharge Instructions",
            "- If you notice black or bloody stools, blood in your urine, or you vomit blood, "
            "call your doctor right away or go to the emergency department.",
        ),
    ],
)
question(
    "hw-066",
    9100004,
    [29100009],
    "sequence",
    "Did his confusion start before or after the hip surgery?",
    "After. He was fully oriented before surgery (8/22); the delirium began on the night after "
    "surgery (about 11 PM), and resolved by 8/25.",
    structure={
        "order": ["right hip hemiarthroplasty", "post-operative delirium"],
        "dates": ["2189-08-22", "2189-08-22"],
    },
    evidence=[
        ev(
            "9100004-PN-3",
            "Events",
            "Last night, first night after surgery, pt became agitated ~2300, pulling at his IV "
            "and trying to get out of bed, disoriented to place and time.",
        ),
        ev("9100004-PN-3", "Events", "Was fully oriented pre-op."),
    ],
)
question(
    "hw-067",
    9100004,
    [29100009],
    "negation",
    "He's anticoagulated - did the head CT after his fall show any bleeding?",
    "No. CT head showed no acute intracranial hemorrhage or fracture, only chronic small "
    "vessel disease and age-related volume loss.",
    structure={
        "concept": "intracranial hemorrhage",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100004-RR-3",
            "IMPRESSION",
            "1. No acute intracranial hemorrhage or fracture.",
        ),
    ],
)
question(
    "hw-068",
    9100004,
    [29100008],
    "change",
    "What new medicines did he leave with after the COPD admission?",
    "Two new medications for the new atrial fibrillation: diltiazem ER 180 mg daily and "
    "apixaban 5 mg twice daily. His inhalers (tiotropium, fluticasone-salmeterol, albuterol), "
    "lisinopril 10 mg and tamsulosin were continued unchanged. Prednisone and azithromycin were "
    "completed in the hospital and not continued.",
    structure={
        "added": ["diltiazem", "apixaban"],
        "continued": [
            "tiotropium",
            "fluticasone-salmeterol",
            "albuterol",
            "lisinopril",
            "tamsulosin",
        ],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100004-DS-1",
            "TRANSITIONAL ISSUES",
            "- New atrial fibrillation: new diltiazem ER 180 mg daily and apixaban 5 mg BID; "
            "cardiology follow-up for rate versus rhythm control",
        ),
        ev(
            "9100004-DS-1",
            "TRANSITIONAL ISSUES",
            "- Prednisone and azithromycin courses completed in hospital; no steroids at "
            "discharge",
        ),
    ],
)
question(
    "hw-069",
    9100004,
    [29100009],
    "duration",
    "After the hemiarthroplasty, how long was he supposed to use oxycodone?",
    "No more than 7 days after discharge, as needed for pain.",
    structure={"concept": "oxycodone", "duration": {"value": 7, "unit": "days"}},
    evidence=[
        ev(
            "9100004-DS-2",
            "Discharge Medications",
            "Use for up to 7 days after discharge",
        ),
        ev(
            "9100004-DS-2",
            "Discharge Instructions",
            "- Use oxycodone only for severe pain and for no more than 7 days.",
        ),
    ],
)


# =============================================================================================
# Patient 9100005: F, acute pyelonephritis (one admission) + outpatient adrenal CT
# =============================================================================================

patient(9100005, "F", 52, "ASIAN - CHINESE")
admission(
    9100005, 29100010, "2190-03-12T03:20:00", "2190-03-15T15:00:00", "ASIAN - CHINESE"
)

note(
    "9100005-ED-1",
    29100010,
    "2190-03-12T02:10:00",
    "2190-03-12T03:05:00",
    """\
EMERGENCY DEPARTMENT RESIDENT NOTE

Chief complaint: L flank pain, fever

History of present illness:
52 year old woman with hypothyroidism, depression and recurrent UTIs who presents with left flank pain and fever. She had 2 days of dysuria and urinary frequency, which she treated with cranberry juice and fluids, followed by 1 day of left flank pain, fever to 102.4 at home, shaking chills, nausea and two episodes of vomiting. She denies gross hematuria, vaginal discharge, abdominal pain or diarrhea. No cough or shortness of breath. LMP 4 months ago, perimenopausal. She has had 2-3 UTIs a year for the last several years, treated by her PCP with nitrofurantoin, but never a kidney infection. She passed a kidney stone in 2185 without intervention.

Medications: levothyroxine 88 mcg daily, sertraline 50 mg daily, vitamin D3 1000 units daily, ibuprofen 400 mg as needed for low back pain (taking it most days this week).
Allergies: sulfa (rash)

Exam:
T 102.1, HR 118, BP 108/64, RR 20, SpO2 98% RA
Ill-appearing, rigoring on arrival
Dry mucous membranes
Lungs clear, heart tachycardic and regular
Abdomen soft, mild suprapubic tenderness, no guarding
Marked left CVA tenderness; no right CVA tenderness

Labs: WBC 18.4 (89% PMN, 6% bands). Cr 1.1 (baseline 0.8 in 2189). Lactate 2.4 -> 1.1 after 2 L LR. UA: large leukocyte esterase, nitrite positive, >182 WBC, many bacteria, 6 RBC. Urine hCG negative.

Assessment and plan:
52F with acute left pyelonephritis meeting sepsis criteria (fever, tachycardia, leukocytosis, lactate 2.4), responding to fluids. Obstruction or abscess need to be excluded given the severity, the history of nephrolithiasis and the elevated creatinine.
- Blood cultures x2, urine culture sent
- Ceftriaxone 1 g IV given
- LR 2 L given, lactate cleared
- CT abdomen/pelvis with contrast
- Ondansetron, acetaminophen (holding NSAIDs given AKI)
- Admit to medicine
""",
)

note(
    "9100005-RR-1",
    29100010,
    "2190-03-12T05:05:00",
    "2190-03-12T06:20:00",
    """\
EXAMINATION:  CT ABD AND PELVIS WITH CONTRAST

INDICATION:  ___ year old woman with fever, left flank pain, pyuria, history of nephrolithiasis  // pyelonephritis? obstruction? abscess?

TECHNIQUE:  Single phase split bolus contrast: MDCT axial images were acquired through the abdomen and pelvis following intravenous contrast administration with split bolus technique. Coronal and sagittal reformations were performed.

DOSE:  DLP: 488 mGy-cm

COMPARISON:  None available.

FINDINGS: 

LOWER CHEST: No pleural or pericardial effusion.

ABDOMEN:
HEPATOBILIARY: The liver is homogeneous. No biliary dilation. The gallbladder is normal.
PANCREAS: Normal.
SPLEEN: Normal.
ADRENALS: There is a 1.2 cm well-circumscribed left adrenal nodule measuring 38 Hounsfield units on this single-phase contrast-enhanced exam. The right adrenal gland is normal.
URINARY: The left kidney is enlarged with patchy, wedge-shaped areas of decreased enhancement (striated nephrogram) and perinephric fat stranding, consistent with acute pyelonephritis. There is no hydronephrosis. There is no renal or perinephric abscess or gas. A 3 mm nonobstructing stone is present in the lower pole of the right kidney. The right kidney otherwise enhances normally. The ureters are normal in caliber without stones. The bladder is decompressed with mild wall thickening.
GASTROINTESTINAL: Normal bowel. Normal appendix.

PELVIS: Small fibroid uterus. No adnexal mass. No free fluid.

LYMPH NODES: No lymphadenopathy.

BONES: Mild degenerative changes of the lumbar spine.

IMPRESSION: 

1. Left acute pyelonephritis. No hydronephrosis, abscess or obstructing stone.
2. 3 mm nonobstructing right lower pole renal stone.
3. 1.2 cm left adrenal nodule, indeterminate on this single-phase exam, likely an adenoma. Recommend dedicated adrenal protocol CT or MRI in 12 months to confirm stability and characterize.

RECOMMENDATION(S):  Adrenal protocol CT or MRI in 12 months.
""",
)

note(
    "9100005-PN-1",
    29100010,
    "2190-03-13T08:50:00",
    "2190-03-13T09:45:00",
    """\
Medicine Progress Note - HD 2

S: Feels better. Last fever 101.0 yesterday at 4 PM. Flank pain 4/10, nausea resolved, eating breakfast. Still some dysuria.

O: T 99.4, HR 92, BP 118/70, RR 16, SpO2 98% RA
L CVA tenderness, improved
Labs: WBC 18.4 -> 12.9. Cr 1.1 -> 0.8. TSH 8.9, free T4 0.9 (low-normal).
Urine cx: >100,000 E. coli, sensitivities pending. BCx x2: NGTD.

A/P: 52F with L pyelonephritis with sepsis, improving.
# Pyelonephritis: cont ceftriaxone 1 g IV q24h. Narrow when sensitivities back. Plan 7 days total antibiotics. Avoid TMP-SMX (sulfa allergy).
# AKI: resolved with fluids. Stop ibuprofen - she has been using it most days for back pain; recommend acetaminophen.
# Hypothyroidism: TSH 8.9 on levothyroxine 88 mcg; reports taking it with her morning coffee and calcium-containing vitamins. Counsel to take on an empty stomach, 30-60 min before breakfast. Increase to 100 mcg daily. Repeat TSH 6 weeks.
# Depression: stable on sertraline 50 mg.
# Adrenal nodule, incidental: likely adenoma. No symptoms of hormone excess; BP normal, K 3.9. Will check plasma metanephrines and 1 mg dexamethasone suppression test as outpatient per PCP, and adrenal CT in 12 mo.
# R 3 mm nonobstructing renal stone: outpatient f/u, hydration.
""",
)

note(
    "9100005-DS-1",
    29100010,
    "2190-03-15T00:00:00",
    "2190-03-15T17:10:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
Sulfa (Sulfonamide Antibiotics)
 
Attending: ___.
 
Chief Complaint:
Left flank pain, fever
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
52F with hypothyroidism, depression and recurrent UTIs who presented with 2 days of dysuria and urinary frequency followed by 1 day of left flank pain, fever to 102.4, rigors, nausea and vomiting. She had no gross hematuria or vaginal discharge. In the ED she was febrile to 102.1, tachycardic to 118 with BP 108/64, WBC 18.4 with bandemia and lactate 2.4, which cleared with 2 L of IV fluids. UA was consistent with infection and creatinine was 1.1 (baseline 0.8). She received ceftriaxone and was admitted.
 
Past Medical History:
- Hypothyroidism
- Depression
- Recurrent uncomplicated UTIs (2-3 per year)
- Nephrolithiasis: passed a left ureteral stone spontaneously in 2185
- Low back pain
 
Social History:
___
Family History:
Her mother was diagnosed with breast cancer at 48 and her maternal aunt with breast cancer at 55; her mother's BRCA1/2 testing was negative. The patient has not had breast cancer herself; her last screening mammogram, in 2189, was normal. Father with type 2 diabetes and hypertension. No family history of kidney disease.
 
Physical Exam:
ADMISSION:
VS: T 102.1, HR 118, BP 108/64, RR 20, SpO2 98% RA
GEN: ill-appearing, rigoring
ABD: soft, mild suprapubic tenderness
BACK: marked left CVA tenderness

DISCHARGE:
VS: T 98.3, HR 76, BP 116/72, RR 16, SpO2 99% RA
GEN: well-appearing
BACK: minimal left CVA tenderness
 
Pertinent Results:
ADMISSION LABS: WBC 18.4 (89% PMN, 6% bands), Cr 1.1, lactate 2.4
DISCHARGE LABS: WBC 8.1, Cr 0.8
___ 06:30AM BLOOD TSH-8.9 Free T4-0.9
MICRO:
- Urine culture: >100,000 CFU/mL Escherichia coli, resistant to ampicillin and trimethoprim-sulfamethoxazole; sensitive to ceftriaxone, ciprofloxacin and nitrofurantoin.
- Blood cultures x2: no growth to date (final results pending at discharge).

CT A/P with contrast (___): Left acute pyelonephritis. No hydronephrosis, abscess or obstructing stone. 3 mm nonobstructing right lower pole renal stone. 1.2 cm left adrenal nodule, indeterminate on this single-phase exam, likely an adenoma; adrenal protocol CT or MRI recommended in 12 months.
 
Brief Hospital Course:
52F with hypothyroidism and recurrent UTIs admitted with left acute pyelonephritis with sepsis due to E. coli.

# Acute pyelonephritis with sepsis, E. coli: She met sepsis criteria on arrival with a lactate of 2.4 that cleared with fluids. She was never hypotensive and did not require ICU care. CT showed left pyelonephritis without hydronephrosis, obstruction or abscess. She was treated with ceftriaxone 1 g IV daily from 3/12 to 3/14 and defervesced after 3/12. Urine culture grew E. coli resistant to ampicillin and TMP-SMX (which she could not take in any case because of her sulfa allergy) and sensitive to ciprofloxacin. She was switched to oral ciprofloxacin 500 mg twice daily on 3/15 to complete a 7-day course of antibiotics (last dose 3/18). Blood cultures have no growth to date; final results are pending at discharge. If the final blood cultures turn positive, we will call her, and she may need a longer course of antibiotics.

# Acute kidney injury: Creatinine 1.1 on admission (baseline 0.8), prerenal in the setting of sepsis and daily ibuprofen use; it improved to 0.8 with IV fluids. Ibuprofen was stopped and she was advised to use acetaminophen for her back pain.

# Hypothyroidism: TSH 8.9 with a low-normal free T4 on levothyroxine 88 mcg, likely related to taking it with coffee and a calcium-containing multivitamin. Levothyroxine was increased to 100 mcg daily and she was counseled to take it on an empty stomach. Repeat TSH in 6 weeks.

# Left adrenal nodule, incidental: 1.2 cm, indeterminate on single-phase CT and likely a benign adenoma. Blood pressure and potassium were normal. Needs outpatient biochemical evaluation (plasma metanephrines, 1 mg dexamethasone suppression test) and adrenal protocol CT or MRI in 12 months.

# Right 3 mm nonobstructing renal stone: Asymptomatic; encourage hydration.

# Depression: Continued sertraline 50 mg daily.

TRANSITIONAL ISSUES:
- Ciprofloxacin 500 mg BID through 3/18 (7 days total of antibiotics)
- Final blood cultures pending at discharge
- Levothyroxine increased to 100 mcg; TSH in 6 weeks
- Ibuprofen stopped
- Adrenal nodule: plasma metanephrines and dexamethasone suppression test, adrenal protocol CT/MRI in 12 months
- Consider urology referral for recurrent UTIs and nephrolithiasis
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Levothyroxine Sodium 88 mcg PO DAILY 
2. Sertraline 50 mg PO DAILY 
3. Vitamin D 1000 UNIT PO DAILY 
4. Ibuprofen 400 mg PO Q8H:PRN back pain 
 
Discharge Medications:
1. Ciprofloxacin HCl 500 mg PO Q12H 
Take through 3/18 
RX *ciprofloxacin 500 mg 1 tablet(s) by mouth every twelve (12) hours Disp #*8 Tablet Refills:*0 
2. Levothyroxine Sodium 100 mcg PO DAILY 
RX *levothyroxine 100 mcg 1 tablet(s) by mouth once a day Disp #*30 Tablet Refills:*3 
3. Acetaminophen 650 mg PO Q6H:PRN back pain 
4. Sertraline 50 mg PO DAILY 
5. Vitamin D 1000 UNIT PO DAILY 
6. STOP taking: Ibuprofen
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute left pyelonephritis with sepsis (E. coli)
Secondary: Acute kidney injury, hypothyroidism, incidental left adrenal nodule, nonobstructing right renal stone
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with a kidney infection (pyelonephritis). You were treated with IV antibiotics and are now improving.

- Take ciprofloxacin twice a day through 3/18. Do not take it at the same time as calcium, iron or vitamins with minerals; separate them by at least 2 hours.
- Stop taking ibuprofen. It can hurt your kidneys. Use acetaminophen (Tylenol) instead.
- Your thyroid dose has been increased to levothyroxine 100 mcg. Take it on an empty stomach, 30-60 minutes before breakfast and coffee.
- A small nodule was seen on your left adrenal gland. It is most likely harmless, but it needs blood tests and a repeat scan in about a year. Your primary care doctor will arrange these.
- Call your doctor if you develop fever, chills, worsening flank pain, vomiting, chest pain or shortness of breath.

Sincerely,
Your ___ Medicine Team
 
Followup Instructions:
___
""",
)

note(
    "9100005-RR-2",
    None,
    "2191-03-20T10:30:00",
    "2191-03-20T13:05:00",
    """\
EXAMINATION:  CT ABDOMEN W/O AND W/CONTRAST (ADRENAL PROTOCOL)

INDICATION:  ___ year old woman with 1.2 cm left adrenal nodule found incidentally on CT ___, normal plasma metanephrines and dexamethasone suppression test  // characterize adrenal nodule

TECHNIQUE:  Unenhanced images through the adrenal glands, followed by portal venous phase and 15-minute delayed images after intravenous contrast.

DOSE:  DLP: 702 mGy-cm

COMPARISON:  CT abdomen and pelvis from ___.

FINDINGS: 

The left adrenal nodule measures 1.2 x 1.0 cm, unchanged in size from the prior study. It measures 6 Hounsfield units on unenhanced images, 58 HU in the portal venous phase and 20 HU on delayed images, giving an absolute washout of 73%. The right adrenal gland is normal.

The previously seen left renal changes of pyelonephritis have resolved. A 3 mm nonobstructing stone persists in the right lower pole. No hydronephrosis. The visualized liver, spleen and pancreas are unremarkable.

IMPRESSION: 

1. Stable 1.2 cm left adrenal nodule with unenhanced attenuation of 6 HU and absolute washout of 73%, diagnostic of a benign lipid-rich adenoma. No further imaging follow-up is needed.
2. Resolution of left pyelonephritis. Unchanged 3 mm nonobstructing right renal stone.
""",
)

# --- questions, patient 9100005 -------------------------------------------------------------

question(
    "hw-070",
    9100005,
    [],
    "family_history",
    "Is there breast cancer in her family, and has she had it herself?",
    "Yes in the family: her mother had breast cancer at 48 and a maternal aunt at 55 (the "
    "mother's BRCA1/2 testing was negative). The patient herself has no history of breast "
    "cancer; her last screening mammogram, in 2189, was normal.",
    structure={
        "concept": "breast cancer",
        "polarity": "present",
        "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Family History",
            "Her mother was diagnosed with breast cancer at 48 and her maternal aunt with breast "
            "cancer at 55; her mother's BRCA1/2 testing was negative.",
        ),
        ev(
            "9100005-DS-1",
            "Family History",
            "The patient has not had breast cancer herself; her last screening mammogram, in "
            "2189, was normal.",
        ),
    ],
    rationale="Compound question: family member (mother, maternal aunt) present; the "
    "patient's own breast cancer is stated to be absent.",
)
question(
    "hw-071",
    9100005,
    [29100010],
    "duration",
    "For the pyelo, how long was she on antibiotics in total?",
    "Seven days: IV ceftriaxone 3/12-3/14, then oral ciprofloxacin 500 mg twice daily from "
    "3/15 through 3/18.",
    structure={
        "concept": "antibiotics",
        "duration": {"value": 7, "unit": "days"},
        "start": "2190-03-12",
        "end": "2190-03-18",
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "She was switched to oral ciprofloxacin 500 mg twice daily on 3/15 to complete a "
            "7-day course of antibiotics (last dose 3/18).",
        ),
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "She was treated with ceftriaxone 1 g IV daily from 3/12 to 3/14 and defervesced "
            "after 3/12.",
        ),
    ],
)
question(
    "hw-072",
    9100005,
    [29100010],
    "duration",
    "How long did she have urinary symptoms before the flank pain started?",
    "Two days of dysuria and frequency, followed by one day of left flank pain and fever "
    "before she came in.",
    structure={"concept": "dysuria", "duration": {"value": 2, "unit": "days"}},
    evidence=[
        ev(
            "9100005-DS-1",
            "History of Present Illness",
            "presented with 2 days of dysuria and urinary frequency followed by 1 day of left "
            "flank pain, fever to 102.4, rigors, nausea and vomiting.",
        ),
    ],
)
question(
    "hw-073",
    9100005,
    [29100010],
    "change",
    "Her TSH came back high - what happened to her levothyroxine?",
    "The dose was increased from 88 mcg to 100 mcg daily, with counseling to take it on an "
    "empty stomach away from coffee and calcium; repeat TSH in 6 weeks.",
    structure={
        "continued": ["levothyroxine"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "Levothyroxine was increased to 100 mcg daily and she was counseled to take it on an "
            "empty stomach.",
        ),
        ev(
            "9100005-DS-1",
            "Medications on Admission",
            "1. Levothyroxine Sodium 88 mcg PO DAILY",
        ),
        ev(
            "9100005-DS-1",
            "Discharge Medications",
            "2. Levothyroxine Sodium 100 mcg PO DAILY",
        ),
    ],
)
question(
    "hw-074",
    9100005,
    [29100010],
    "uncertainty",
    "Other than the pyelonephritis, the admission CT found an adrenal nodule - what was it "
    "thought to be?",
    "Likely an adenoma, but indeterminate on that single-phase CT; dedicated adrenal imaging "
    "in 12 months and biochemical testing were recommended. (An adrenal-protocol CT in 3/2191 "
    "later confirmed a benign adenoma.)",
    structure={
        "concept": "adrenal adenoma",
        "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100005-RR-1",
            "IMPRESSION",
            "3. 1.2 cm left adrenal nodule, indeterminate on this single-phase exam, likely an "
            "adenoma.",
        ),
    ],
)
question(
    "hw-075",
    9100005,
    [29100010],
    "conditional",
    "Blood cultures were still pending when she left - what was the plan if they turned "
    "positive?",
    "The team would call her, and she might need a longer course of antibiotics.",
    structure={
        "concept": "bacteremia",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "final blood cultures turn positive",
        "action": "call the patient; possibly a longer antibiotic course",
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "If the final blood cultures turn positive, we will call her, and she may need a "
            "longer course of antibiotics.",
        ),
    ],
)
question(
    "hw-076",
    9100005,
    [29100010],
    "negation",
    "Given her stone history, did the CT show hydronephrosis or an abscess?",
    "No. There was no hydronephrosis, no renal or perinephric abscess and no obstructing stone; "
    "only a 3 mm nonobstructing right lower pole stone.",
    structure={
        "concept": "hydronephrosis",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100005-RR-1",
            "IMPRESSION",
            "1. Left acute pyelonephritis. No hydronephrosis, abscess or obstructing stone.",
        ),
    ],
)
question(
    "hw-077",
    9100005,
    [],
    "historical",
    "Has she had kidney stones before?",
    "Yes. She passed a left ureteral stone spontaneously in 2185. She also has a 3 mm "
    "nonobstructing right lower pole stone, found on the 2190 CT and unchanged in 2191.",
    structure={
        "concept": "nephrolithiasis",
        "polarity": "present",
        "experiencer": "patient",
        "status": "chronic",
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Past Medical History",
            "- Nephrolithiasis: passed a left ureteral stone spontaneously in 2185",
        ),
        ev(
            "9100005-RR-1",
            "IMPRESSION",
            "2. 3 mm nonobstructing right lower pole renal stone.",
        ),
    ],
)
question(
    "hw-078",
    9100005,
    [29100010],
    "current_state",
    "Is she still taking ibuprofen for her back after discharge?",
    "No. Ibuprofen was stopped because of the acute kidney injury; she was told to use "
    "acetaminophen instead.",
    structure={
        "concept": "ibuprofen",
        "polarity": "absent",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "Ibuprofen was stopped and she was advised to use acetaminophen for her back pain.",
        ),
        ev("9100005-DS-1", "Discharge Medications", "6. STOP taking: Ibuprofen"),
    ],
)
question(
    "hw-079",
    9100005,
    [],
    "duration",
    "How long has she been on sertraline?",
    "Not documented. Sertraline 50 mg daily for depression is listed and was continued, but no "
    "note says when it was started.",
    rationale="Deliberately unanswerable from the chart; the honest answer is 'not documented'.",
)
question(
    "hw-080",
    9100005,
    [29100010],
    "sequence",
    "For her kidney infection, which antibiotic came first, ceftriaxone or cipro?",
    "Ceftriaxone: IV ceftriaxone from 3/12 to 3/14, then oral ciprofloxacin from 3/15 "
    "through 3/18 once sensitivities were back.",
    structure={
        "order": ["ceftriaxone", "ciprofloxacin"],
        "dates": ["2190-03-12", "2190-03-15"],
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "She was treated with ceftriaxone 1 g IV daily from 3/12 to 3/14 and defervesced "
            "after 3/12.",
        ),
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "She was switched to oral ciprofloxacin 500 mg twice daily on 3/15 to complete a "
            "7-day course of antibiotics (last dose 3/18).",
        ),
    ],
)
question(
    "hw-081",
    9100005,
    [],
    "current_state",
    "Where do things stand with her adrenal nodule now?",
    "Resolved as a question: the adrenal-protocol CT of 3/2191 showed a stable 1.2 cm nodule "
    "(6 HU unenhanced, 73% absolute washout) diagnostic of a benign lipid-rich adenoma, and no "
    "further imaging is needed. Plasma metanephrines and the dexamethasone suppression test "
    "were normal.",
    structure={
        "concept": "adrenal adenoma",
        "polarity": "present",
        "experiencer": "patient",
        "status": "chronic",
    },
    evidence=[
        ev(
            "9100005-RR-2",
            "IMPRESSION",
            "1. Stable 1.2 cm left adrenal nodule with unenhanced attenuation of 6 HU and "
            "absolute washout of 73%, diagnostic of a benign lipid-rich adenoma. No further "
            "imaging follow-up is needed.",
        ),
        ev(
            "9100005-RR-2",
            "INDICATION",
            "normal plasma metanephrines and dexamethasone suppression test",
        ),
    ],
)
question(
    "hw-082",
    9100005,
    [29100010],
    "negation",
    "She was septic with the pyelo - was she ever hypotensive or in the ICU?",
    "No. She met sepsis criteria with a lactate of 2.4 that cleared with fluids, but she was "
    "never hypotensive and did not require ICU care.",
    structure={
        "concept": "hypotension",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100005-DS-1",
            "Brief Hospital Course",
            "She was never hypotensive and did not require ICU care.",
        ),
    ],
)


# =============================================================================================
# Patient 9100006: M, left MCA ischemic stroke -> duodenal ulcer bleed on aspirin
# =============================================================================================

patient(9100006, "M", 63, "OTHER")
admission(9100006, 29100011, "2191-10-08T10:05:00", "2191-10-12T14:20:00", "OTHER")
admission(9100006, 29100012, "2192-04-15T22:40:00", "2192-04-19T12:10:00", "OTHER")

note(
    "9100006-ED-1",
    29100011,
    "2191-10-08T07:15:00",
    "2191-10-08T08:20:00",
    """\
ED CODE STROKE NOTE

Arrival 07:00. Code stroke called 07:02. Stroke neurology at bedside 07:10.
LKW: 10/7 ~22:00 (went to bed at baseline per wife). Woke 06:30 w/ trouble speaking and R hand weakness.

HPI: 63M w/ HTN, HLD, active smoker (1/2 ppd, 35 pk-yr) p/w wake-up stroke sx: word-finding difficulty, "garbled" speech, R facial droop, R hand clumsy - dropped his coffee cup. No HA, no seizure activity, no trauma. Denies CP, palpitations. No prior stroke/TIA.

Meds: amlodipine 10 daily, simvastatin 20 daily. Not on antiplatelets or anticoagulants.
All: NKDA

VS: BP 184/96  HR 78 reg  T 98.2  SpO2 97% RA  FSBG 128
NIHSS 4: facial palsy 1 (R lower face), R arm drift 1, aphasia 1 (naming errors, paraphasias), dysarthria 1.

CT head 07:25: no hemorrhage, ASPECTS 10. CTA head/neck: no LVO, mild L ICA origin plaque.

A/P: 63M acute ischemic stroke, L MCA territory, wake-up onset, LKW ~9 h.
- IV tPA not given: outside 4.5 h window from LKW (wake-up stroke, unknown onset).
- No LVO on CTA -> not a thrombectomy candidate.
- Passed bedside swallow screen -> aspirin 325 mg PO given.
- Permissive HTN up to 220/120 for 48 h, hold amlodipine.
- MRI brain, TTE w/ bubble, lipids, A1c, tele.
- Admit to stroke unit (neurology).
""",
)

note(
    "9100006-RR-1",
    29100011,
    "2191-10-08T07:40:00",
    "2191-10-08T08:05:00",
    """\
EXAMINATION:  CT HEAD W/O CONTRAST; CTA HEAD AND NECK

INDICATION:  ___ year old man with aphasia and right-sided weakness, last known well ___ 22:00  // code stroke: hemorrhage? large vessel occlusion?

TECHNIQUE:  Non-contrast axial CT of the head, followed by CT angiography of the head and neck during the arterial phase of intravenous contrast injection. MIP and 3D reformations were reviewed.

DOSE:  DLP: 1846 mGy-cm

COMPARISON:  None.

FINDINGS: 

NON-CONTRAST HEAD CT: There is no intracranial hemorrhage. No acute large territorial infarct is identified; the gray-white matter differentiation is preserved (ASPECTS 10). Periventricular white matter hypodensities likely reflect chronic small vessel ischemic disease. Ventricles and sulci are age-appropriate. No mass effect or midline shift.

CTA NECK: Mild calcified and noncalcified plaque at the left ICA origin, causing less than 50% stenosis by NASCET criteria. Minimal plaque at the right ICA origin without significant stenosis. The vertebral arteries are patent and codominant.

CTA HEAD: The intracranial internal carotid, anterior, middle and posterior cerebral arteries are patent without occlusion, significant stenosis or aneurysm. Mild asymmetric paucity of distal branches in the left MCA superior division cannot be excluded as a distal branch occlusion, though this is not definite.

OTHER: Centrilobular emphysema at the lung apices.

IMPRESSION: 

1. No intracranial hemorrhage. No large vessel occlusion.
2. Mild atherosclerotic disease at the left ICA origin, less than 50% stenosis.
3. Possible subtle distal left MCA superior division branch paucity, not definite.
4. Chronic small vessel ischemic disease. Apical emphysema.
""",
)

note(
    "9100006-RR-2",
    29100011,
    "2191-10-08T15:30:00",
    "2191-10-08T17:45:00",
    """\
EXAMINATION:  MR HEAD W/O CONTRAST

INDICATION:  ___ year old man with acute aphasia and right arm weakness  // extent of infarct

TECHNIQUE:  Sagittal T1, axial FLAIR, T2, susceptibility-weighted and diffusion-weighted images of the brain were obtained.

COMPARISON:  CT and CTA head from ___.

FINDINGS: 

There are foci of restricted diffusion with corresponding FLAIR hyperintensity involving the left frontal operculum and the anterior insular cortex, with additional smaller punctate foci in the left precentral gyrus, all within the left MCA superior division territory, consistent with acute infarcts. There is no hemorrhagic transformation on susceptibility-weighted images. No mass effect.

Confluent and scattered periventricular and subcortical white matter FLAIR hyperintensities likely reflect moderate chronic small vessel ischemic disease. No prior cortical infarcts.

The pattern of multiple small cortical infarcts within a single vascular territory raises the possibility of an embolic source, either artery-to-artery or cardioembolic.

IMPRESSION: 

1. Acute infarcts in the left MCA superior division territory (left frontal operculum, anterior insula and precentral gyrus), in a pattern suggestive of an embolic etiology.
2. No hemorrhagic transformation.
3. Moderate chronic small vessel ischemic disease.
""",
)

note(
    "9100006-PN-1",
    29100011,
    "2191-10-10T11:00:00",
    "2191-10-10T12:30:00",
    """\
STROKE NEUROLOGY PROGRESS NOTE - HD#3

S: Speech improving per pt and wife; still pauses to find words. R hand stronger, able to button shirt slowly. No HA. No events on tele.

O: BP 158/88  HR 72 (sinus)  T 98.0  SpO2 97% RA
NIHSS 2: R lower facial droop 1, mild aphasia 1. No drift.
TTE with bubble (10/9): LVEF 60%, no LV thrombus, normal LA size, no PFO or interatrial shunt at rest or with Valsalva.
Telemetry 48 h: sinus rhythm throughout, no AF.
LDL 142, A1c 6.1%, TSH nl.

A/P: 63M w/ L MCA superior division infarcts, embolic-appearing on MRI.
Etiology: embolic stroke of undetermined source vs artery-to-artery embolism from the mild (< 50%) L ICA origin plaque. A cardioembolic source such as paroxysmal AF cannot be excluded -> 30-day ambulatory cardiac event monitor at discharge.
- Antiplatelets: aspirin 81 mg + clopidogrel 75 mg (loaded 300 mg 10/8) for 21 days, through 10/28, then aspirin 81 mg alone.
- Statin: simvastatin 20 -> atorvastatin 80 (LDL 142, goal < 70).
- BP: 48 h of permissive HTN completed; resume amlodipine 10 mg today. Long-term goal < 130/80.
- Smoking: counseled extensively, pt motivated to quit; nicotine patch 14 mg/24 h started 10/9.
- SLP: mild expressive aphasia - outpatient speech therapy.
- PT/OT: safe for home w/ outpatient therapy.
- No driving until cleared at neurology f/u.
""",
)

note(
    "9100006-DS-1",
    29100011,
    "2191-10-12T00:00:00",
    "2191-10-12T16:40:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: NEUROLOGY
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Aphasia, right hand weakness
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
63 year old right-handed man with hypertension, hyperlipidemia and active tobacco use who went to bed at his baseline at about 22:00 and woke at 06:30 with difficulty finding words, slurred speech, a right facial droop and a clumsy right hand. On arrival to the ED his NIHSS was 4 (right lower facial weakness, right arm drift, mild aphasia, dysarthria). CT head showed no hemorrhage and CTA showed no large vessel occlusion. He was not given IV tPA because he was outside the 4.5-hour window from last known well, and he was not a thrombectomy candidate without a large vessel occlusion.
 
Past Medical History:
- Hypertension
- Hyperlipidemia
- Tobacco use, 35 pack-years
- Right knee osteoarthritis
 
Social History:
___
Family History:
Mother had a stroke in her 70s. Father had "heart problems" and died at 68; the patient does not know the details. Brother with hypertension.
 
Physical Exam:
ADMISSION EXAM:
VS: T 98.2, HR 78, BP 184/96, RR 16, SpO2 97% RA
MS: Alert, oriented. Fluent but with frequent word-finding pauses and phonemic paraphasias; naming 4/6; repetition intact; follows complex commands.
CN: Right lower facial droop. EOMI, VFF.
Motor: Right pronator drift; right finger taps slowed; otherwise full strength.
Sensory: Intact to light touch and pinprick.
Coordination: No dysmetria.
Gait: Deferred.

DISCHARGE EXAM:
MS: Mild word-finding difficulty in conversation, naming 6/6.
CN: Mild right nasolabial fold flattening.
Motor: No drift. Full strength; right fine finger movements slightly slowed.
Gait: Normal.
 
Pertinent Results:
___ 07:20AM BLOOD WBC-8.8 Hgb-14.1 Plt-276
___ 07:20AM BLOOD Glucose-128 Creat-0.9 Na-140 K-4.2
___ 06:00AM BLOOD %HbA1c-6.1
___ 06:00AM BLOOD Cholest-218 Triglyc-160 HDL-44 LDLcalc-142
___ 06:00AM BLOOD TSH-1.6

CT/CTA HEAD AND NECK (___): No intracranial hemorrhage. No large vessel occlusion. Mild atherosclerotic disease at the left ICA origin, less than 50% stenosis.
MRI BRAIN (___): Acute infarcts in the left MCA superior division territory (left frontal operculum, anterior insula and precentral gyrus), in a pattern suggestive of an embolic etiology. No hemorrhagic transformation. Moderate chronic small vessel ischemic disease.
TTE WITH BUBBLE (___): LVEF 60%. No LV thrombus. Normal left atrial size. No PFO or interatrial shunt at rest or with Valsalva.
TELEMETRY: Sinus rhythm throughout the admission, no atrial fibrillation.
 
Brief Hospital Course:
63M with HTN, HLD and active smoking admitted with acute ischemic stroke in the left MCA superior division territory, presenting as a wake-up stroke with aphasia and right face and hand weakness (NIHSS 4, improved to 2 at discharge).

# Acute ischemic stroke, left MCA: Not a candidate for IV thrombolysis (outside the window from last known well) or thrombectomy (no large vessel occlusion). MRI showed several small cortical infarcts in the left MCA superior division territory, suggestive of an embolic mechanism. The etiology remains undetermined: artery-to-artery embolism from the mild left ICA origin plaque is possible, and a cardioembolic source such as paroxysmal atrial fibrillation cannot be excluded, although TTE showed no thrombus or shunt and telemetry showed sinus rhythm throughout. A 30-day ambulatory cardiac event monitor will be placed after discharge. He was started on aspirin 81 mg and clopidogrel 75 mg (after a 300 mg load) as dual antiplatelet therapy for 21 days, through 10/28, after which clopidogrel will stop and he will continue aspirin 81 mg alone.

# Hyperlipidemia: LDL 142 on simvastatin 20 mg. Simvastatin was stopped and atorvastatin 80 mg was started, with an LDL goal below 70.

# Hypertension: Amlodipine was held for 48 hours of permissive hypertension and resumed on 10/10 at 10 mg daily. Long-term goal below 130/80.

# Aphasia: Mild expressive aphasia, improving. Speech-language pathology recommended outpatient speech therapy; at discharge he has mild residual word-finding difficulty.

# Tobacco use: Counseled extensively on smoking cessation; he is motivated to quit. Nicotine patch 14 mg/24 hours was started on 10/9.

# Prediabetes: A1c 6.1%, lifestyle counseling.

TRANSITIONAL ISSUES:
- 30-day ambulatory cardiac event monitor to be placed after discharge; if it shows atrial fibrillation, aspirin should be stopped and he should be started on anticoagulation.
- Clopidogrel through 10/28 only, then aspirin 81 mg monotherapy
- Repeat lipid panel in 6-8 weeks on atorvastatin 80 mg
- Outpatient speech therapy
- No driving until cleared at stroke clinic follow-up
- Smoking cessation follow-up with PCP
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. amLODIPine 10 mg PO DAILY 
2. Simvastatin 20 mg PO QPM 
 
Discharge Medications:
1. Aspirin 81 mg PO DAILY 
2. Clopidogrel 75 mg PO DAILY 
Last dose 10/28 
RX *clopidogrel 75 mg 1 tablet(s) by mouth once a day Disp #*16 Tablet Refills:*0 
3. Atorvastatin 80 mg PO QPM 
RX *atorvastatin 80 mg 1 tablet(s) by mouth at bedtime Disp #*30 Tablet Refills:*5 
4. Nicotine Patch 14 mg/day TD DAILY 
5. amLODIPine 10 mg PO DAILY 
6. STOP taking: Simvastatin
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute ischemic stroke, left MCA superior division territory
Secondary: Hypertension, hyperlipidemia, tobacco use, prediabetes
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were hospitalized because you had a stroke, which caused trouble with your speech and weakness of your right hand. A stroke happens when a blood vessel to part of the brain is blocked.

Your risk factors for stroke are high blood pressure, high cholesterol and smoking. We made these changes to your medicines:
- START aspirin 81 mg every day.
- START clopidogrel 75 mg every day, and take the last dose on 10/28.
- STOP simvastatin and START atorvastatin 80 mg every night.
- START the nicotine patch to help you quit smoking.

You will wear a heart monitor for 30 days to look for an irregular heartbeat that could cause strokes.

Please call 911 right away if you notice any of the following: sudden trouble speaking or understanding, sudden weakness or numbness of the face, arm or leg, sudden loss of vision, sudden loss of balance, or a sudden severe headache. Also call your doctor if you develop fever, chills, chest pain or shortness of breath.

Sincerely,
Your ___ Neurology Team
 
Followup Instructions:
___
""",
)

note(
    "9100006-ED-2",
    29100012,
    "2192-04-15T21:30:00",
    "2192-04-15T22:35:00",
    """\
ED NOTE

CC: black stools, lightheaded

HPI: 63M h/o L MCA stroke 10/2191 (residual mild word-finding difficulty), HTN, HLD, on ASA 81, p/w 2 days of black tarry stools and lightheadedness on standing today, nearly passed out in the shower. Has been taking OTC ibuprofen 400-600 mg TID x ~3 wks for R knee pain. Mild epigastric burning. Denies hematemesis, coffee-ground emesis, hematochezia. Denies CP/SOB. Quit smoking after his stroke.

Meds: ASA 81, atorvastatin 80, amlodipine 10. (Finished clopidogrel 10/2191.)
All: NKDA

VS: T 98.0  HR 108  BP 98/60 (orthostatic +)  RR 18  SpO2 98% RA
Pale. Abd soft, mild epigastric TTP, no peritoneal signs.
Rectal: black tarry stool, guaiac +.

Labs: Hgb 7.4 (14.1 in 10/2191), BUN 48, Cr 1.0, INR 1.1, Plt 310. Type and cross 2 units.
Glasgow-Blatchford score 12.

A/P: 63M w/ UGIB, likely peptic ulcer (NSAIDs + ASA). Tachycardic, soft BP, responding to fluids.
- 2 large-bore IVs, LR 1 L
- pantoprazole 80 mg IV bolus -> 8 mg/h infusion
- hold ASA, hold amlodipine
- transfuse for Hgb < 7 or hemodynamic instability
- GI aware -> EGD in AM
- admit medicine step-down
""",
)

note(
    "9100006-CN-1",
    29100012,
    "2192-04-16T13:40:00",
    "2192-04-16T14:20:00",
    """\
GI CONSULT / ENDOSCOPY NOTE

Reason: melena, Hgb 7.4, on aspirin and NSAIDs

EGD (4/16, 11:05):
- Esophagus: normal.
- Stomach: patchy antral erythema; no ulcers; biopsies from antrum and body for H. pylori; rapid urease test POSITIVE.
- Duodenum: 1.5 cm ulcer on the posterior wall of the duodenal bulb with a non-bleeding visible vessel (Forrest IIa). Treated with epinephrine 1:10,000 injection (4 mL) and 2 hemostatic clips with good hemostasis.
- Second part of the duodenum normal.

Impression: Duodenal bulb ulcer with a non-bleeding visible vessel, s/p dual endoscopic therapy. Ulcer most likely due to H. pylori and NSAID use, with aspirin contributing.

Recommendations:
- Continue pantoprazole 8 mg/h infusion for a total of 72 hours, then pantoprazole 40 mg PO BID for 8 weeks, then 40 mg daily while on aspirin.
- H. pylori positive: bismuth quadruple therapy for 14 days (bismuth subsalicylate 524 mg QID, metronidazole 500 mg TID, tetracycline 500 mg QID, with the PPI).
- Avoid all NSAIDs permanently.
- Aspirin: strong indication for secondary stroke prevention; from a GI standpoint it may be resumed on 4/18, 2 days after hemostasis.
- Test of cure: urea breath test at least 4 weeks after finishing antibiotics, with the PPI held for 2 weeks beforehand. If it is still positive, we will arrange second-line therapy.
- Transfuse for Hgb < 7, or < 8 with ongoing bleeding or symptoms.
""",
)

note(
    "9100006-PN-2",
    29100012,
    "2192-04-17T09:00:00",
    "2192-04-17T10:10:00",
    """\
Medicine Progress Note HD#3

Overnight: no further melena since yesterday AM. 1 u PRBC given 4/16 for Hgb 7.1.

S: Feels stronger, no lightheadedness walking to bathroom. Mild knee pain, using acetaminophen.

O: T 98.3  HR 84  BP 124/74  SpO2 98% RA. Orthostatics negative.
Hgb 7.4 -> 7.1 -> (1 u PRBC) 8.4 -> 8.6 this AM. BUN 48 -> 22.

A/P: 63M w/ duodenal ulcer bleed (Forrest IIa, s/p epi + clips 4/16), H. pylori +, hemodynamically stable.
# Duodenal ulcer bleed: cont pantoprazole gtt until 72 h (tonight ~21:30), then 40 mg PO BID x 8 wks. Hgb stable.
# H. pylori: start bismuth quadruple therapy today, 14 days (4/17-4/30).
# s/p L MCA stroke 10/2191: aspirin held since admission, resume 81 mg tomorrow 4/18 per GI. Completed 21 d of clopidogrel 10/2191, not on it. 30-day event monitor after the stroke showed sinus rhythm only, no AF. Cont atorvastatin 80.
# HTN: amlodipine held for soft BP on admission, BP now 120s, resume 10 mg tomorrow.
# Knee OA: no NSAIDs ever again - educated. Acetaminophen scheduled, topical diclofenac? -> no, avoid; PT referral.
# Former smoker: quit 10/2191 after stroke, used nicotine patch x 2 mo. Congratulated.
Dispo: home 4/19 if Hgb stable after aspirin restart.
""",
)

note(
    "9100006-DS-2",
    29100012,
    "2192-04-19T00:00:00",
    "2192-04-19T15:02:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Melena
 
Major Surgical or Invasive Procedure:
EGD with epinephrine injection and clip placement (4/16)
Transfusion of 1 unit packed red blood cells

 
History of Present Illness:
63M with a left MCA ischemic stroke in 10/2191 on aspirin, HTN and HLD who presented with 2 days of black tarry stools and orthostatic lightheadedness, with a near-syncopal episode in the shower. He had been taking over-the-counter ibuprofen 400-600 mg three times daily for about 3 weeks for right knee pain. He denied hematemesis. In the ED he was tachycardic to 108 with BP 98/60; Hgb was 7.4 (14.1 in 10/2191) and BUN 48.
 
Past Medical History:
- Left MCA ischemic stroke (10/2191), embolic stroke of undetermined source; residual mild word-finding difficulty. Treated with 21 days of aspirin plus clopidogrel, then aspirin alone. 30-day ambulatory cardiac monitor afterwards showed no atrial fibrillation.
- Hypertension
- Hyperlipidemia
- Right knee osteoarthritis
- Former smoker, 35 pack-years, quit 10/2191
 
Social History:
___
Family History:
Mother with stroke in her 70s. Father died at 68 of unknown heart disease.
 
Physical Exam:
ADMISSION: T 98.0, HR 108, BP 98/60 (orthostatic), pale, mild epigastric tenderness, black guaiac-positive stool on rectal exam.
DISCHARGE: T 98.1, HR 76, BP 128/78, no orthostasis. Abdomen soft, nontender. Mild word-finding pauses (baseline).
 
Pertinent Results:
___ 09:50PM BLOOD WBC-9.6 Hgb-7.4 Plt-310 INR(PT)-1.1
___ 09:50PM BLOOD UreaN-48 Creat-1.0
___ 05:40AM BLOOD Hgb-7.1
___ 06:10AM BLOOD Hgb-8.6 UreaN-22
___ 06:00AM BLOOD Hgb-8.9

EGD (4/16): 1.5 cm posterior duodenal bulb ulcer with a non-bleeding visible vessel (Forrest IIa), treated with epinephrine injection and 2 clips. Antral gastritis. Rapid urease test positive for H. pylori.
 
Brief Hospital Course:
63M with prior left MCA stroke on aspirin admitted with an upper GI bleed from a duodenal bulb ulcer related to H. pylori and NSAID use, s/p endoscopic hemostasis.

# Upper GI bleed / duodenal ulcer: He was started on a pantoprazole bolus and infusion in the ED on 4/15. EGD on 4/16 showed a 1.5 cm duodenal bulb ulcer with a non-bleeding visible vessel, treated with epinephrine injection and two clips. He received 1 unit of packed red cells on 4/16 for Hgb 7.1, and his hemoglobin has been stable at 8.6-8.9 since, with no further melena. The pantoprazole infusion was continued for 72 hours and changed to pantoprazole 40 mg twice daily, to continue for 8 weeks and then once daily while he remains on aspirin. Ibuprofen was stopped and he was counseled to avoid all NSAIDs.

# H. pylori gastritis: Rapid urease test positive. Bismuth quadruple therapy (bismuth subsalicylate, metronidazole, tetracycline, with pantoprazole) was started on 4/17 for a 14-day course, through 4/30. Test of cure with a urea breath test is due at least 4 weeks after he completes the antibiotics, with the PPI held for 2 weeks beforehand.

# History of stroke: Aspirin was held on admission and, with GI's agreement, resumed at 81 mg daily on 4/18, two days after endoscopic hemostasis, given his strong indication for secondary stroke prevention. His hemoglobin remained stable after the restart. He completed his 21-day course of clopidogrel in 10/2191 and was not on it at admission. Atorvastatin 80 mg was continued.

# Hypertension: Amlodipine was held for soft blood pressure on admission and resumed at 10 mg on 4/18.

# Right knee osteoarthritis: Acetaminophen instead of NSAIDs; outpatient physical therapy referral.

TRANSITIONAL ISSUES:
- Pantoprazole 40 mg BID for 8 weeks, then 40 mg daily while on aspirin
- Bismuth quadruple therapy through 4/30
- H. pylori test of cure (urea breath test) at least 4 weeks after antibiotics, PPI held 2 weeks prior; if still positive, GI to arrange second-line therapy
- CBC in 1 week
- No NSAIDs
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Aspirin 81 mg PO DAILY 
2. Atorvastatin 80 mg PO QPM 
3. amLODIPine 10 mg PO DAILY 
4. Ibuprofen 400-600 mg PO TID:PRN knee pain (over the counter) 
 
Discharge Medications:
1. Pantoprazole 40 mg PO Q12H 
2. Bismuth Subsalicylate 524 mg PO QID Duration: 14 days (through 4/30) 
3. MetroNIDAZOLE 500 mg PO TID Duration: 14 days (through 4/30) 
4. Tetracycline 500 mg PO QID Duration: 14 days (through 4/30) 
5. Acetaminophen 1000 mg PO Q8H:PRN knee pain 
6. Aspirin 81 mg PO DAILY 
7. Atorvastatin 80 mg PO QPM 
8. amLODIPine 10 mg PO DAILY 
9. STOP taking: Ibuprofen
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Upper GI bleed from a duodenal bulb ulcer; H. pylori infection; acute blood loss anemia
Secondary: History of ischemic stroke, hypertension, hyperlipidemia, knee osteoarthritis
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted because you were bleeding from an ulcer in the first part of your small intestine. The ulcer was treated during an endoscopy, and you received 1 unit of blood. The ulcer was caused by a stomach bacteria (H. pylori) and by ibuprofen.

- Do not take ibuprofen, naproxen or other NSAIDs ever again. Use acetaminophen (Tylenol) for knee pain.
- Take pantoprazole twice a day for 8 weeks, then once a day.
- Take the H. pylori antibiotics (bismuth, metronidazole and tetracycline) through 4/30. Do not drink alcohol while taking metronidazole. Bismuth will turn your stools black; this is expected.
- We restarted your aspirin because it protects you from another stroke.
- If you have black stools together with lightheadedness, vomit blood, or faint, go to the emergency department right away.
- Call your doctor if you develop fever, chills, chest pain or shortness of breath.

Sincerely,
Your ___ Medicine Team
 
Followup Instructions:
___
""",
)

# --- questions, patient 9100006 -------------------------------------------------------------

question(
    "hw-083",
    9100006,
    [29100011],
    "negation",
    "Did he get tPA for the stroke?",
    "No. IV tPA was not given because he was outside the 4.5-hour window from last known well "
    "(wake-up stroke), and he was not a thrombectomy candidate because there was no large "
    "vessel occlusion.",
    structure={"concept": "alteplase", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev(
            "9100006-ED-1",
            "A/P",
            "- IV tPA not given: outside 4.5 h window from LKW (wake-up stroke, unknown onset).",
        ),
        ev(
            "9100006-DS-1",
            "History of Present Illness",
            "He was not given IV tPA because he was outside the 4.5-hour window from last known "
            "well, and he was not a thrombectomy candidate without a large vessel occlusion.",
        ),
    ],
)
question(
    "hw-084",
    9100006,
    [29100011],
    "uncertainty",
    "With that embolic pattern on MRI, did they think the stroke was cardioembolic?",
    "Undetermined. A cardioembolic source such as paroxysmal atrial fibrillation could not be "
    "excluded, and artery-to-artery embolism from the mild left ICA plaque was also possible; "
    "TTE showed no thrombus or shunt and telemetry showed sinus rhythm, so a 30-day cardiac "
    "monitor was arranged. (The monitor later showed no atrial fibrillation.)",
    structure={
        "concept": "ischemic stroke",
        "polarity": "present",
        "experiencer": "patient",
        "cause": "cardioembolism",
        "cause_polarity": "possible",
    },
    evidence=[
        ev(
            "9100006-DS-1",
            "Brief Hospital Course",
            "The etiology remains undetermined: artery-to-artery embolism from the mild left ICA "
            "origin plaque is possible, and a cardioembolic source such as paroxysmal atrial "
            "fibrillation cannot be excluded, although TTE showed no thrombus or shunt and "
            "telemetry showed sinus rhythm throughout.",
        ),
        ev(
            "9100006-RR-2",
            "IMPRESSION",
            "1. Acute infarcts in the left MCA superior division territory (left frontal "
            "operculum, anterior insula and precentral gyrus), in a pattern suggestive of an "
            "embolic etiology.",
        ),
    ],
)
question(
    "hw-085",
    9100006,
    [29100011],
    "duration",
    "How long was the clopidogrel supposed to continue after the stroke?",
    "21 days of dual antiplatelet therapy, through 10/28, after which clopidogrel stops and he "
    "continues aspirin 81 mg alone.",
    structure={
        "concept": "clopidogrel",
        "duration": {"value": 21, "unit": "days"},
        "start": "2191-10-08",
        "end": "2191-10-28",
    },
    evidence=[
        ev(
            "9100006-DS-1",
            "Brief Hospital Course",
            "He was started on aspirin 81 mg and clopidogrel 75 mg (after a 300 mg load) as dual "
            "antiplatelet therapy for 21 days, through 10/28, after which clopidogrel will stop "
            "and he will continue aspirin 81 mg alone.",
        ),
    ],
)
question(
    "hw-086",
    9100006,
    [29100012],
    "current_state",
    "Was he still on clopidogrel when he came back with the GI bleed?",
    "No. He completed the 21-day course of clopidogrel in 10/2191 and was on aspirin alone "
    "at the GI bleed admission.",
    structure={
        "concept": "clopidogrel",
        "polarity": "absent",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100006-DS-2",
            "Brief Hospital Course",
            "He completed his 21-day course of clopidogrel in 10/2191 and was not on it at "
            "admission.",
        ),
        ev("9100006-ED-2", "Meds", "(Finished clopidogrel 10/2191.)"),
    ],
)
question(
    "hw-087",
    9100006,
    [29100012],
    "change",
    "What happened to his aspirin during the GI bleed admission, and what else changed in his "
    "meds?",
    "Aspirin was held on admission and resumed at 81 mg daily on 4/18, two days after "
    "endoscopic hemostasis; he went home on it. Ibuprofen was stopped. New: pantoprazole 40 mg "
    "twice daily and 14 days of bismuth quadruple therapy (bismuth subsalicylate, "
    "metronidazole, tetracycline), plus acetaminophen for knee pain. Atorvastatin and "
    "amlodipine continued (amlodipine briefly held and resumed 4/18).",
    structure={
        "added": [
            "pantoprazole",
            "bismuth subsalicylate",
            "metronidazole",
            "tetracycline",
            "acetaminophen",
        ],
        "removed": ["ibuprofen"],
        "continued": ["aspirin", "atorvastatin", "amlodipine"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100006-DS-2",
            "Brief Hospital Course",
            "Aspirin was held on admission and, with GI's agreement, resumed at 81 mg daily on "
            "4/18, two days after endoscopic hemostasis, given his strong indication for "
            "secondary stroke prevention.",
        ),
        ev("9100006-DS-2", "Discharge Medications", "9. STOP taking: Ibuprofen"),
        ev("9100006-DS-2", "Discharge Medications", "1. Pantoprazole 40 mg PO Q12H"),
    ],
)
question(
    "hw-088",
    9100006,
    [29100012],
    "sequence",
    "During the bleed admission, put these in order: restarting aspirin, the endoscopy, and the "
    "PPI drip.",
    "First the pantoprazole bolus and infusion in the ED (4/15), then the EGD with epinephrine "
    "and clips (4/16), then aspirin was restarted (4/18).",
    structure={
        "order": ["pantoprazole infusion", "EGD", "aspirin restarted"],
        "dates": ["2192-04-15", "2192-04-16", "2192-04-18"],
    },
    evidence=[
        ev(
            "9100006-DS-2",
            "Brief Hospital Course",
            "He was started on a pantoprazole bolus and infusion in the ED on 4/15.",
        ),
        ev(
            "9100006-DS-2",
            "Brief Hospital Course",
            "EGD on 4/16 showed a 1.5 cm duodenal bulb ulcer with a non-bleeding visible vessel, "
            "treated with epinephrine injection and two clips.",
        ),
        ev(
            "9100006-DS-2",
            "Brief Hospital Course",
            "Aspirin was held on admission and, with GI's agreement, resumed at 81 mg daily on "
            "4/18, two days after endoscopic hemostasis, given his strong indication for "
            "secondary stroke prevention.",
        ),
    ],
)
question(
    "hw-089",
    9100006,
    [29100012],
    "historical",
    "Does he still smoke?",
    "No. He is a former smoker (35 pack-years) who quit in 10/2191 after his stroke, using a "
    "nicotine patch for about 2 months.",
    structure={
        "concept": "tobacco use",
        "polarity": "present",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100006-DS-2",
            "Past Medical History",
            "- Former smoker, 35 pack-years, quit 10/2191",
        ),
        ev(
            "9100006-PN-2",
            "A/P",
            "# Former smoker: quit 10/2191 after stroke, used nicotine patch x 2 mo.",
        ),
    ],
)
question(
    "hw-090",
    9100006,
    [],
    "family_history",
    "Any strokes in his family?",
    "Yes: his mother had a stroke in her 70s. (His father had unspecified 'heart problems' and "
    "died at 68; his brother has hypertension.)",
    structure={
        "concept": "stroke",
        "polarity": "present",
        "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev("9100006-DS-1", "Family History", "Mother had a stroke in her 70s."),
    ],
)
question(
    "hw-091",
    9100006,
    [29100011],
    "conditional",
    "If the heart monitor after his stroke picks up AFib, what's the plan?",
    "Stop aspirin and start anticoagulation.",
    structure={
        "concept": "anticoagulation",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "30-day cardiac monitor shows atrial fibrillation",
        "action": "stop aspirin and start anticoagulation",
    },
    evidence=[
        ev(
            "9100006-DS-1",
            "TRANSITIONAL ISSUES",
            "if it shows atrial fibrillation, aspirin should be stopped and he should be started "
            "on anticoagulation.",
        ),
    ],
)
question(
    "hw-092",
    9100006,
    [29100011],
    "change",
    "How was his cholesterol medicine changed after the stroke?",
    "Simvastatin 20 mg was stopped and atorvastatin 80 mg nightly was started (LDL 142, goal "
    "below 70).",
    structure={
        "added": ["atorvastatin"],
        "removed": ["simvastatin"],
        "compared": ["home medications", "discharge medications"],
    },
    evidence=[
        ev(
            "9100006-DS-1",
            "Brief Hospital Course",
            "Simvastatin was stopped and atorvastatin 80 mg was started, with an LDL goal below "
            "70.",
        ),
    ],
)
question(
    "hw-093",
    9100006,
    [29100011],
    "negation",
    "Did the bubble study show a PFO?",
    "No. TTE with bubble showed no PFO or interatrial shunt at rest or with Valsalva (LVEF "
    "60%, no LV thrombus).",
    structure={
        "concept": "patent foramen ovale",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100006-DS-1",
            "Pertinent Results",
            "No PFO or interatrial shunt at rest or with Valsalva.",
        ),
    ],
)
question(
    "hw-094",
    9100006,
    [29100012],
    "duration",
    "He was on aspirin and ibuprofen - how many days of black stools before he came in?",
    "Two days.",
    structure={"concept": "melena", "duration": {"value": 2, "unit": "days"}},
    evidence=[
        ev(
            "9100006-DS-2",
            "History of Present Illness",
            "who presented with 2 days of black tarry stools and orthostatic lightheadedness",
        ),
        ev("9100006-ED-2", "HPI", "p/w 2 days of black tarry stools"),
    ],
)
question(
    "hw-095",
    9100006,
    [29100011, 29100012],
    "negation",
    "Did the 30-day monitor after his stroke ever show AFib?",
    "No. The 30-day ambulatory cardiac monitor after the stroke showed sinus rhythm only, with "
    "no atrial fibrillation.",
    structure={
        "concept": "atrial fibrillation",
        "polarity": "absent",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100006-DS-2",
            "Past Medical History",
            "30-day ambulatory cardiac monitor afterwards showed no atrial fibrillation.",
        ),
        ev(
            "9100006-PN-2",
            "A/P",
            "30-day event monitor after the stroke showed sinus rhythm only, no AF.",
        ),
    ],
)
question(
    "hw-096",
    9100006,
    [29100012],
    "duration",
    "How long is the H. pylori treatment?",
    "14 days of bismuth quadruple therapy, from 4/17 through 4/30.",
    structure={
        "concept": "bismuth quadruple therapy",
        "duration": {"value": 14, "unit": "days"},
        "start": "2192-04-17",
        "end": "2192-04-30",
    },
    evidence=[
        ev(
            "9100006-DS-2",
            "Brief Hospital Course",
            "Bismuth quadruple therapy (bismuth subsalicylate, metronidazole, tetracycline, with "
            "pantoprazole) was started on 4/17 for a 14-day course, through 4/30.",
        ),
    ],
)
question(
    "hw-097",
    9100006,
    [29100012],
    "conditional",
    "What happens if his H. pylori test of cure is still positive?",
    "GI will arrange second-line therapy. The urea breath test is to be done at least 4 weeks "
    "after the antibiotics, with the PPI held for 2 weeks beforehand.",
    structure={
        "concept": "H. pylori infection",
        "polarity": "conditional",
        "experiencer": "patient",
        "condition": "urea breath test still positive after treatment",
        "action": "GI to arrange second-line therapy",
    },
    evidence=[
        ev(
            "9100006-CN-1",
            "Recommendations",
            "If it is still positive, we will arrange second-line therapy.",
        ),
        ev(
            "9100006-DS-2",
            "TRANSITIONAL ISSUES",
            "- H. pylori test of cure (urea breath test) at least 4 weeks after antibiotics, PPI "
            "held 2 weeks prior; if still positive, GI to arrange second-line therapy",
        ),
    ],
)
question(
    "hw-098",
    9100006,
    [29100011],
    "current_state",
    "At discharge from the stroke admission, was his aphasia gone?",
    "Not entirely. It improved (NIHSS 4 to 2; naming 6/6) but he still had mild word-finding "
    "difficulty at discharge and was referred for outpatient speech therapy; it persisted as "
    "a mild residual deficit at the 2192 admission.",
    structure={
        "concept": "aphasia",
        "polarity": "present",
        "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev(
            "9100006-DS-1",
            "Brief Hospital Course",
            "Speech-language pathology recommended outpatient speech therapy; at discharge he "
            "has mild residual word-finding difficulty.",
        ),
        ev(
            "9100006-DS-1",
            "Physical Exam",
            "MS: Mild word-finding difficulty in conversation, naming 6/6.",
        ),
    ],
)
question(
    "hw-099",
    9100006,
    [29100011],
    "uncertainty",
    "Besides the ICA plaque, did the CTA show a branch occlusion in the left MCA?",
    "Not definitely. The CTA showed no large vessel occlusion; a subtle paucity of distal "
    "left MCA superior division branches was reported as a possible distal branch occlusion "
    "that could not be excluded but was not definite.",
    structure={
        "concept": "MCA branch occlusion",
        "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev(
            "9100006-RR-1",
            "IMPRESSION",
            "3. Possible subtle distal left MCA superior division branch paucity, not definite.",
        ),
        ev(
            "9100006-RR-1",
            "CTA HEAD",
            "Mild asymmetric paucity of distal branches in the left MCA superior division cannot "
            "be excluded as a distal branch occlusion, though this is not definite.",
        ),
    ],
)


# --- inpatient-only orders versus discharge medications ------------------------------------

question(
    "hw-100",
    9100001,
    [29100002],
    "current_state",
    "She was on a heparin drip for the NSTEMI - did she go home on heparin or any other "
    "anticoagulant?",
    "No. The heparin drip was an inpatient-only order, continued until catheterization and "
    "stopped after the PCI. She went home on dual antiplatelet therapy (aspirin and "
    "ticagrelor), not on an anticoagulant.",
    structure={
        "concept": "heparin",
        "polarity": "absent",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100001-DS-2",
            "Brief Hospital Course",
            "The heparin drip was stopped after PCI.",
        ),
        ev(
            "9100001-DS-2",
            "TRANSITIONAL ISSUES",
            "- DAPT with aspirin and ticagrelor for at least 12 months from 9/23",
        ),
    ],
)
question(
    "hw-101",
    9100002,
    [29100004],
    "current_state",
    "After the gallbladder surgery, did he go home on sliding-scale insulin?",
    "No. The insulin sliding scale was used only while metformin was held and he was NPO; "
    "metformin was resumed once he was eating, the sliding scale was stopped, and he was "
    "discharged on metformin 1000 mg twice daily without insulin.",
    structure={
        "concept": "insulin sliding scale",
        "polarity": "absent",
        "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev(
            "9100002-DS-1",
            "Brief Hospital Course",
            "Metformin was resumed once he was eating and the sliding scale was stopped.",
        ),
        ev(
            "9100002-DS-1",
            "Discharge Medications",
            "3. MetFORMIN (Glucophage) 1000 mg PO BID",
        ),
    ],
)


# =============================================================================================
# Writing the files
# =============================================================================================


def _words(text: str) -> int:
    return len(text.split())


def _check_and_build() -> tuple[list[dict], list[dict]]:
    patients = {p["subject_id"] for p in PATIENTS}
    assert len(patients) == len(PATIENTS), "duplicate subject_id"
    hadm_subject = {}
    for a in ADMISSIONS:
        assert a["subject_id"] in patients, a
        assert a["hadm_id"] not in hadm_subject, f"duplicate hadm_id {a['hadm_id']}"
        assert a["dischtime"] > a["admittime"], a
        hadm_subject[a["hadm_id"]] = a["subject_id"]
    notes = {}
    for n in NOTES:
        assert n["note_id"] not in notes, f"duplicate note_id {n['note_id']}"
        assert n["subject_id"] in patients, n["note_id"]
        if n["hadm_id"] is not None:
            assert hadm_subject[n["hadm_id"]] == n["subject_id"], n["note_id"]
        assert "\x00" not in n["text"]
        notes[n["note_id"]] = n

    question_rows, reference_rows = [], []
    qids = set()
    for q in QUESTIONS:
        where = q["qid"]
        assert q["qid"] not in qids, f"duplicate qid {where}"
        qids.add(q["qid"])
        assert q["category"] in TASK_OF, where
        assert q["subject_id"] in patients, where
        assert len(set(q["hadm_ids"])) == len(q["hadm_ids"]), where
        for h in q["hadm_ids"]:
            assert hadm_subject[h] == q["subject_id"], (
                f"{where}: {h} is not this patient's"
            )
        evidence = []
        for note_id, section, quote in q["evidence"]:
            n = notes[note_id]
            assert n["subject_id"] == q["subject_id"], (
                f"{where}: {note_id} is another patient's"
            )
            text = n["text"]
            count = text.count(quote)
            assert count == 1, (
                f"{where}: quote occurs {count} times in {note_id}: {quote!r}"
            )
            start = text.index(quote)
            end = start + len(quote)
            assert text.rfind(section, 0, start) != -1, (
                f"{where}: section {section!r} does not precede the quote in {note_id}"
            )
            evidence.append(
                {"note_id": note_id, "start": start, "end": end, "section": section}
            )
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
    return question_rows, reference_rows


def _write(name: str, rows: list[dict]) -> None:
    with open(HERE / name, "w", encoding="utf-8", newline="\n") as fh:
        fh.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def main() -> int:
    question_rows, reference_rows = _check_and_build()
    _write("patients.jsonl", PATIENTS)
    _write("admissions.jsonl", ADMISSIONS)
    _write("notes.jsonl", NOTES)
    _write("questions.jsonl", question_rows)
    _write("references.jsonl", reference_rows)

    per_category = collections.Counter(q["category"] for q in QUESTIONS)
    per_type = collections.Counter(n["note_type"] for n in NOTES)
    ds_words = sorted(_words(n["text"]) for n in NOTES if n["note_type"] == "DS")
    print(
        f"patients {len(PATIENTS)}, admissions {len(ADMISSIONS)}, notes {len(NOTES)}, "
        f"words {sum(_words(n['text']) for n in NOTES)}, questions {len(QUESTIONS)}"
    )
    print("notes by type:", dict(sorted(per_type.items())))
    print("discharge summary words:", ds_words)
    print("questions by category:", {c: per_category[c] for c in TASK_OF})
    print("unanswerable (no evidence):", sum(1 for q in QUESTIONS if not q["evidence"]))
    short = [c for c in TASK_OF if per_category[c] < 5]
    if short:
        print("fewer than 5 questions:", short, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
