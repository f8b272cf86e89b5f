"""Build the fourth hand-written yardstick chart set (handwritten4).

Everything in this set -- patients, admissions, note texts, questions and the v1 reference
answers -- is written out below as Python data. Running the script checks it and writes
patients.jsonl, admissions.jsonl, notes.jsonl, questions.jsonl and references.jsonl next to
this file. Evidence offsets are never typed by hand: each evidence quote is located in its
note with str.index and must occur exactly once, begin and end on a sentence or list-line
boundary, and lie under the section heading it names.

Standard library only; the output is deterministic.

    /work/main/.venv/bin/python docs/examples/handwritten4/build.py
"""

from __future__ import annotations

import collections
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
AUTHOR = "handwritten4-yardstick"
VERSION = "v1"
CREATED = "2026-12-03T00:00:00"
MIN_PER_CATEGORY = 12
MIN_QUESTIONS = 150

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

# A section heading: a line that starts with a capitalised label (letters, spaces, / & ( ) ' -)
# followed by a colon, e.g. "Brief Hospital Course:", "IMPRESSION:", "A/P:", "Neuro:".
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
    """A note; subject, type and sequence number are read from the MIMIC-style note_id."""
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


def ds_head(sex, service, allergies, attending="___"):
    """The de-identified header block of a MIMIC-IV style discharge summary."""
    return (
        " \nName:  ___                     Unit No:   ___\n \n"
        "Admission Date:  ___              Discharge Date:   ___\n \n"
        f"Date of Birth:  ___             Sex:   {sex}\n \n"
        f"Service: {service}\n \n"
        f"Allergies: \n{allergies}\n \n"
        f"Attending: {attending}.\n \n"
    )


def ev(note_id, section, quote):
    """One evidence span: an exact sentence (or list line) of a note and its section heading."""
    return (note_id, section, quote)


def meds(note_id, heading):
    """Evidence for a whole medication list: every line under ``heading`` up to the blank line."""
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
# Patient 9400001: F, 58, diffuse large B-cell lymphoma on R-CHOP. Neutropenic fever without a
# source after cycle 2 (3/2191); neutropenic fever with pneumococcal RLL pneumonia, diarrhoea
# (C. difficile negative), AKI and two transfusions after cycle 4 (5/2191).
# =============================================================================================

P1 = 9400001
patient(P1, "F", 58, "WHITE")
admission(P1, 49400001, "2191-03-04T18:40:00", "2191-03-10T12:15:00", "WHITE", "Private")
admission(P1, 49400002, "2191-05-11T09:20:00", "2191-05-18T14:00:00", "WHITE", "Private")

note("9400001-ED-1", 49400001, "2191-03-04T17:55:00", "2191-03-04T20:10:00", """\
ED PROVIDER NOTE

CC: fever on chemo

HPI: 58F w/ stage IIIA DLBCL on R-CHOP, C2D1 was 2/22 (day 11 today), presents with fever to
38.6 at home x1 this afternoon w/ chills. Called the onc fellow line and was told to come in.
Mild sore mouth. Denies cough, SOB, dysuria, diarrhea, abd pain, rash, HA or neck stiffness.
No sick contacts. Port placed 1/2191, site not tender per pt.

ROS: otherwise neg x10.

PMH: DLBCL (dx 12/2190), HTN, hypothyroidism.
Meds: acyclovir 400 BID, lisinopril 10 daily, levothyroxine 75 mcg, ondansetron prn,
prochlorperazine prn.
All: PCN (hives as child).

Exam:
VS: T 38.7  HR 112  BP 104/62  RR 18  SpO2 97% RA
Gen: tired appearing, nontoxic
HEENT: few shallow ulcers buccal mucosa, no thrush
Chest: R chest port, no erythema or drainage
Lungs: CTAB
Abd: soft NT
Skin: no rash

Labs: WBC 0.6, ANC 0.1 (100), Hgb 9.4, Plt 88, Cr 0.8, lactate 1.6.
UA bland.

MDM: Febrile neutropenia, high risk (ANC <100-ish, inpatient-level by MASCC given HTN meds and
tachycardia). Blood cx x2 (port + peripheral), UA/UCx, CXR. Cefepime 2 g given at 18:20 within
the hour. PCN allergy is remote hives; tolerated cefepime before per pt? unclear -- no
reaction in ED. No vanc for now: hemodynamically ok, no skin/line signs.

Dispo: admit oncology.
""")

note("9400001-RR-1", 49400001, "2191-03-04T19:02:00", "2191-03-04T19:40:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  58 year old woman with lymphoma on chemotherapy, neutropenic fever.  Evaluate
for pneumonia.

TECHNIQUE:  Chest PA and lateral

COMPARISON:  ___ staging CT

FINDINGS:

Right chest wall port with catheter tip in the low SVC.  The lungs are clear.  No focal
consolidation, pleural effusion or pneumothorax.  Heart size is normal.  Mediastinal contour
is unchanged from the staging CT, with known mildly enlarged paratracheal nodes.

IMPRESSION:

No acute cardiopulmonary process.  No pneumonia.
""")

note("9400001-NN-1", 49400001, "2191-03-05T03:30:00", "2191-03-05T04:05:00", """\
NURSING PROGRESS NOTE 1900-0700

Neuro: A&Ox3, anxious, husband at bedside until 2300.

CV: At 0140 pt had shaking chills/rigors lasting ~15 min, T 39.4, HR 124, BP dropped to
86/48.  Covering MD paged and at bedside.  500 mL NS bolus x2 given, BP up to 102/58.
Repeat blood cx drawn from port and peripheral.  Vancomycin 1.5 g IV started per MD at 0230.
Lisinopril held this AM per MD for soft BP.

Resp: RA, sats 95-97%, lungs clear.

GI/GU: tolerating sips, mouth sore, magic mouthwash given.  Voiding.

Skin: port site clean, no redness.

Plan: neutropenic precautions maintained; continue to monitor BP q1h x4 then q4h.
""")

note("9400001-RR-2", 49400001, "2191-03-06T11:20:00", "2191-03-06T14:02:00", """\
EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  Neutropenic fever persisting 48 hours on cefepime and vancomycin.  Evaluate for
occult pneumonia or fungal infection.

TECHNIQUE:  Axial MDCT images of the chest without IV contrast.

COMPARISON:  Staging CT chest ___.

FINDINGS:

Lungs:  There is a new 5 mm ground-glass nodule in the left upper lobe (series 3, image 41).
No halo sign.  No consolidation, cavitation or tree-in-bud opacity.  No pleural effusion.

Mediastinum:  Paratracheal and subcarinal lymph nodes have decreased in size since staging,
the largest now 1.1 cm (previously 2.4 cm).

Other:  Port catheter tip in the SVC.

IMPRESSION:

1.  New 5 mm left upper lobe ground-glass nodule, nonspecific.  In a neutropenic host, early
fungal infection cannot be excluded; inflammatory or infectious nodule of other cause also
possible.
2.  No pneumonia.
3.  Interval decrease in mediastinal lymphadenopathy, consistent with treatment response.
""")

note("9400001-PN-1", 49400001, "2191-03-06T16:45:00", "2191-03-06T17:30:00", """\
Oncology Hospitalist Progress Note  HD#3

S: Still spiking, Tmax 38.9 overnight but no further rigors.  Mouth pain better w/ magic
mouthwash.  No cough.  No diarrhea.

O: T 38.9 (max)  HR 98  BP 112/66  SpO2 97% RA
Mucositis grade 1-2.  Lungs clear.  Port c/d/i.
WBC 0.4, ANC 0.1, Hgb 8.9, Plt 61.  Cr 0.9.
BCx 3/4 x2: NGTD.  BCx 3/5 x2: NGTD.  UCx neg.
CT chest today: 5 mm LUL GGO, fungal can't be excluded, no PNA.

A/P: 58F DLBCL s/p C2 R-CHOP w/ neutropenic fever, no source yet, day 3 of broad abx.
# Neutropenic fever: cont cefepime 2 g q8h.  Vanc started 3/5 for rigors/hypotension; if
blood cx remain neg at 48h, d/c vanc tomorrow.  Sending serum galactomannan and beta-D-glucan
for the LUL nodule.  If galactomannan positive or fevers persist beyond day 5, start
voriconazole and get ID input.  Start filgrastim 480 mcg SC daily today until ANC >1000.
# Hypotension: resolved after fluids; lisinopril on hold.
# Mucositis: magic mouthwash, soft diet.
# Hypothyroidism: cont levothyroxine.
# Ppx: acyclovir cont.  No heparin ppx given plt 61 and falling.
""")

note("9400001-DS-1", 49400001, "2191-03-10T11:00:00", "2191-03-10T15:30:00", ds_head(
    "F", "MEDICINE", "Penicillins") + """\
Chief Complaint:
Fever

Major Surgical or Invasive Procedure:
None

History of Present Illness:
58 year old woman with stage IIIA diffuse large B-cell lymphoma on R-CHOP (cycle 2 day 1 on
___) who presented on day 11 with a temperature of 38.6 at home and chills.  She denied
cough, shortness of breath, dysuria or diarrhea.  In the ED her ANC was 100 and she was
febrile to 38.7 with a heart rate of 112.

Past Medical History:
- Diffuse large B-cell lymphoma, stage IIIA, diagnosed 12/2190, R-CHOP started 1/2191
- Hypertension
- Hypothyroidism
- Port placement 1/2191

Social History:
Retired schoolteacher, lives with her husband.  Never smoker.  Rare wine.

Family History:
Mother with breast cancer diagnosed at 52.  Maternal aunt with ovarian cancer.  Father died
of a myocardial infarction at 60.  No family history of lymphoma.

Physical Exam:
Admission: T 38.7 HR 112 BP 104/62 RR 18 SpO2 97% RA.  Shallow buccal ulcers.  Lungs clear.
Port site clean.  No rash.
Discharge: T 36.8 HR 84 BP 126/74.  Mucositis healing.  Lungs clear.

Pertinent Results:
Admission: WBC 0.6, ANC 100, Hgb 9.4, Plt 88, Cr 0.8.
Nadir: Plt 54 on ___.
Discharge: WBC 3.9, ANC 2,600, Hgb 9.1, Plt 97, Cr 0.8.
Blood cultures 3/4 and 3/5: no growth, final.  Urine culture negative.
Serum galactomannan negative.  Beta-D-glucan negative.
CXR 3/4: no pneumonia.
CT chest 3/6: new 5 mm LUL ground-glass nodule, nonspecific; no pneumonia.

Brief Hospital Course:
# Neutropenic fever without a source: Cefepime was started in the ED on 3/4.  In the early
morning of 3/5 she had rigors with transient hypotension to 86/48 that responded to 1 L of saline, and
vancomycin was added.  Cultures remained negative and vancomycin was stopped on 3/7 after 3
days.  Her last fever was on the evening of 3/7.  Filgrastim was given 3/6 through 3/9.  Once
she had been afebrile for more than 48 hours and her ANC recovered above 500 on 3/9, cefepime
was stopped after the 3/9 dose.  She was not discharged on antibiotics.  No source of fever
was identified.
# Left upper lobe ground-glass nodule: Seen on CT done for persistent fever.  Galactomannan and
beta-D-glucan were negative and she defervesced without antifungal therapy, so invasive
fungal infection was felt unlikely and voriconazole was not started.  A repeat CT chest is
planned in 6-8 weeks to confirm resolution.
# Hypertension: Lisinopril was held on admission for soft blood pressures.  Blood pressure
recovered to the 120s-130s and lisinopril was resumed on 3/9 at a reduced dose of 5 mg daily.
# Mucositis: Improved with magic mouthwash.
# DLBCL: Interim CT showed response.  Dr. ___ (primary oncologist) plans cycle 3 on schedule
with pegfilgrastim on day 2 of every subsequent cycle.  If she has another episode of
neutropenic fever despite pegfilgrastim, cyclophosphamide and doxorubicin will be reduced by
20%.
# Family history: Given her mother's breast cancer and aunt's ovarian cancer she was offered
genetics referral; she would like to discuss it after chemotherapy.

Medications on Admission:
1. Acyclovir 400 mg PO BID
2. Lisinopril 10 mg PO daily
3. Levothyroxine 75 mcg PO daily
4. Ondansetron 8 mg PO q8h PRN nausea
5. Prochlorperazine 10 mg PO q6h PRN nausea

Discharge Medications:
1. Acyclovir 400 mg PO BID
2. Lisinopril 5 mg PO daily
3. Levothyroxine 75 mcg PO daily
4. Ondansetron 8 mg PO q8h PRN nausea
5. Prochlorperazine 10 mg PO q6h PRN nausea
6. Lidocaine-diphenhydramine-aluminum/magnesium hydroxide (magic mouthwash) 10 mL swish and
spit QID PRN mouth pain

Discharge Disposition:
Home

Discharge Diagnosis:
Primary: Neutropenic fever, no source identified
Secondary: Diffuse large B-cell lymphoma; chemotherapy-induced mucositis; hypertension;
hypothyroidism

Discharge Condition:
Alert and oriented, ambulatory, afebrile.

Discharge Instructions:
You were admitted with fever while your white blood cell count was very low from chemotherapy.
No infection was found and your counts recovered.  Your lisinopril dose was lowered to 5 mg.
Check your temperature twice a day and call the oncology clinic or come to the ED for a
temperature of 38.0 or higher.  Next chemotherapy is on ___.

Followup Instructions:
___
""")

note("9400001-ED-2", 49400002, "2191-05-11T08:50:00", "2191-05-11T11:25:00", """\
ED Attending Note

58 yo woman with DLBCL, now C4D9 of R-CHOP (C4 given 5/3, pegfilgrastim 5/4), who is known to
us from a neutropenic fever admission in March.  This time she has 3 days of productive cough
with yellow sputum, fever to 38.9 this morning, and 4-5 loose watery stools a day for 2 days.
No blood in stool.  Mild dyspnea walking upstairs.  No dysuria.  No recent antibiotics since
March.

Exam: T 38.9, HR 108, BP 98/60, RR 22, SpO2 93% RA -> 96% on 2L.  Dry mucous membranes.
Crackles right base.  Abdomen soft, mildly tender diffusely, no rebound.  Port clean.

Labs: WBC 0.9, ANC 300, Hgb 7.9, Plt 52, Cr 1.4 (0.8 baseline), K 3.4, lactate 2.3.

Imp: neutropenic fever with probable RLL pneumonia; diarrhea, C. diff to be excluded; AKI,
likely prerenal from GI losses.

Plan: cultures x2, sputum cx, urine strep/legionella Ag, C. diff PCR, resp viral panel.
Cefepime 2 g IV and a single dose of vancomycin 1.5 g IV given in the ED (hypoxia, port);
inpatient team to decide on continuing vanc after MRSA nares.  30 mL/kg LR.
Home lisinopril held for AKI.  Enteric precautions.
Admit to oncology.
""")

note("9400001-RR-3", 49400002, "2191-05-11T09:40:00", "2191-05-11T10:15:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  Neutropenic fever with cough and hypoxia.  Rule out pneumonia.

COMPARISON:  Chest radiograph ___ (3/2191).

FINDINGS:

New patchy opacity at the right lung base obscuring the right hemidiaphragm.  Left lung is
clear.  No pneumothorax.  Small right pleural effusion is possible.  Port unchanged.

IMPRESSION:

Right basilar opacity concerning for pneumonia in the appropriate clinical setting.
""")

note("9400001-RR-4", 49400002, "2191-05-11T15:10:00", "2191-05-11T17:45:00", """\
EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  Lymphoma, neutropenic, right basilar opacity on radiograph.  Also follow-up of
left upper lobe ground-glass nodule seen in March.

TECHNIQUE:  Axial MDCT images of the chest without contrast.

COMPARISON:  CT chest ___ (3/2191).

FINDINGS:

There is consolidation of the right lower lobe with air bronchograms.  Small right pleural
effusion.  The previously described 5 mm left upper lobe ground-glass nodule has resolved.  No
new nodules.  No cavitation.  Mediastinal nodes are further decreased, none enlarged.

IMPRESSION:

1.  Right lower lobe consolidation, consistent with pneumonia.
2.  Resolution of the left upper lobe ground-glass nodule.
3.  Continued treatment response of mediastinal adenopathy.
""")

note("9400001-PN-2", 49400002, "2191-05-13T10:05:00", "2191-05-13T11:00:00", """\
Onc Progress Note HD3

Interval: Hgb 6.8 this AM -> 1 unit pRBC given (first transfusion this admission), post Hgb
pending.  Afebrile since 5/12 PM.  Diarrhea slowing, 2 stools.  Cough persists.

Micro:
- BCx 5/11: NGTD x2
- Urine Strep pneumo Ag: POSITIVE.  Legionella Ag neg.
- C. diff PCR 5/12: NEGATIVE
- RVP neg
- MRSA nares neg

Echo today (pre-cycle 5, cumulative doxorubicin 200 mg/m2): LVEF 55%, was 62% at baseline
1/2191.  No WMA.

Cr 1.1 (from 1.4).

A/P:
#Neutropenic fever with pneumococcal RLL PNA: cont cefepime; vanc was only the one ED dose,
not continued as MRSA nares neg.  Plan de-escalation to PO levofloxacin once ANC >500.
#Diarrhea: C diff neg, infectious w/u otherwise unrevealing, likely chemo-related. Start
loperamide 2 mg prn now that C diff is out.
#AKI: prerenal, improving w/ fluids.  Keep holding lisinopril.
#Anemia: chemo-related, transfuse for Hgb <7.
#Thrombocytopenia: Plt 38.  Transfuse plt only if <10 or bleeding.
#LVEF 55%: drop of 7 points, does not meet cardiotox criteria.  If LVEF falls below 50% or
drops 10 points or more on repeat, hold doxorubicin and refer to cardio-oncology.  Repeat
echo before cycle 6.
""")

note("9400001-PN-3", 49400002, "2191-05-14T17:30:00", "2191-05-14T17:50:00", """\
Onc cross-cover event note

Hgb 6.9 on PM check (7.6 after yesterday's unit).  Asymptomatic, no bleeding, guaiac neg
stool.  Second unit pRBC ordered and started at 17:15.  Likely marrow suppression plus
phlebotomy; no evidence of hemolysis (LDH, bili nl).
""")

note("9400001-DS-2", 49400002, "2191-05-18T12:30:00", "2191-05-18T16:10:00", ds_head(
    "F", "MEDICINE", "Penicillins") + """\
Chief Complaint:
Fever, cough, diarrhea

Major Surgical or Invasive Procedure:
Transfusion of packed red blood cells x2

History of Present Illness:
58F with stage IIIA DLBCL on R-CHOP, admitted in 3/2191 with culture-negative neutropenic
fever, now day 9 of cycle 4 (pegfilgrastim given day 2), presenting with 3 days of
productive cough, fever to 38.9 and 2 days of watery diarrhea.  She was hypoxic to 93% on
room air and had an AKI with creatinine 1.4.

Past Medical History:
- DLBCL stage IIIA, R-CHOP x4 (cycle 4 on 5/3)
- Neutropenic fever 3/2191, no source
- Hypertension
- Hypothyroidism

Social History:
Lives with husband.  Never smoker.  No alcohol since starting chemotherapy.

Family History:
Mother - breast cancer at 52.  Maternal aunt - ovarian cancer.  Father - MI at 60.

Physical Exam:
Admission: T 38.9 HR 108 BP 98/60 RR 22 SpO2 93% RA.  Crackles R base.  Dry mucosa.
Discharge: T 36.9 HR 80 BP 118/70 SpO2 96% RA.  Few crackles R base.

Pertinent Results:
Admission: WBC 0.9, ANC 300, Hgb 7.9, Plt 52, Cr 1.4.
5/13 Hgb 6.8; 5/14 Hgb 6.9.
Discharge: WBC 6.2, ANC 4,800, Hgb 8.6, Plt 74, Cr 0.9.
Urine pneumococcal antigen positive.  Blood cultures negative.  C. difficile PCR negative.
Respiratory viral panel negative.
Echocardiogram 5/13: LVEF 55% (62% in 1/2191).
CT chest 5/11: RLL consolidation; LUL ground-glass nodule from March has resolved.

Brief Hospital Course:
# Neutropenic fever with right lower lobe pneumococcal pneumonia: Confirmed by CT and a
positive urine pneumococcal antigen.  She received cefepime from 5/11 to 5/14.  A single dose
of vancomycin was given in the ED; it was not continued as MRSA nares were negative.  After
count recovery she was changed to oral levofloxacin 750 mg daily on 5/15, to complete therapy
through 5/21.  She weaned to room air on 5/15.
# Diarrhea: C. difficile was ruled out.  Attributed to chemotherapy; loperamide as needed.
# AKI: Prerenal from diarrhea; creatinine normalized with fluids.  Lisinopril was held
throughout and is still held at discharge.  Blood pressure ran 110s-120s off it.  Her PCP
should recheck creatinine in one week and restart lisinopril 5 mg only if creatinine is at
baseline and systolic pressure is above 130.
# Anemia: Transfused 1 unit on 5/13 for Hgb 6.8 and a second unit on 5/14 for Hgb 6.9.
# Cardiac monitoring on doxorubicin: LVEF 55%, a 7-point decline, not meeting cardiotoxicity
criteria.  Repeat echo before cycle 6.
# DLBCL: Given a second neutropenic fever despite pegfilgrastim, Dr. ___ will reduce
cyclophosphamide and doxorubicin by 20% for cycles 5 and 6, delay cycle 5 by one week, and
add levofloxacin 500 mg prophylaxis during the neutropenic nadir of future cycles.

Medications on Admission:
1. Acyclovir 400 mg PO BID
2. Lisinopril 5 mg PO daily
3. Levothyroxine 75 mcg PO daily
4. Ondansetron 8 mg PO q8h PRN nausea
5. Prochlorperazine 10 mg PO q6h PRN nausea

Discharge Medications:
1. Acyclovir 400 mg PO BID
2. Levothyroxine 75 mcg PO daily
3. Ondansetron 8 mg PO q8h PRN nausea
4. Prochlorperazine 10 mg PO q6h PRN nausea
5. Levofloxacin 750 mg PO daily through 5/21
6. Loperamide 2 mg PO PRN loose stool, max 8 mg/day

Discharge Disposition:
Home

Discharge Diagnosis:
Primary: Neutropenic fever; right lower lobe pneumococcal pneumonia
Secondary: Chemotherapy-associated diarrhea; acute kidney injury, resolved; anemia requiring
transfusion; DLBCL

Discharge Condition:
Clear and coherent, ambulatory independently.

Discharge Instructions:
You had pneumonia while your blood counts were low.  Please finish levofloxacin through 5/21.
Do not take lisinopril until your doctor checks your kidney function.  Monitor your
temperature and call for any temperature of 38.0 or higher.

Followup Instructions:
___
""")

# --- questions, patient 9400001 -------------------------------------------------------------

A1, A2 = 49400001, 49400002

question(
    "hw4-9400001-01", P1, [A1], "negation",
    "March admission: any cough?",
    "No. At presentation in March she denied cough (and shortness of breath, dysuria and "
    "diarrhea); the hospitalist still recorded no cough on day 3.",
    structure={"concept": "cough", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400001-ED-1", "HPI",
           "Denies cough, SOB, dysuria, diarrhea, abd pain, rash, HA or neck stiffness."),
        ev("9400001-PN-1", "S", "No cough."),
    ],
)
question(
    "hw4-9400001-02", P1, [A2], "negation",
    "Did her denial of cough from March still hold when she came back in May?",
    "No. In May she had 3 days of productive cough with yellow sputum (with fever and "
    "diarrhea), and it turned out to be a right lower lobe pneumonia; the March denial no "
    "longer held.",
    structure={"concept": "cough", "polarity": "present", "experiencer": "patient"},
    evidence=[
        ev("9400001-ED-2", None,
           "This time she has 3 days of productive cough\nwith yellow sputum, fever to 38.9 "
           "this morning, and 4-5 loose watery stools a day for 2 days."),
    ],
)
question(
    "hw4-9400001-03", P1, [A2], "negation",
    "Was it C. diff?",
    "No. The C. difficile PCR on 5/12 was negative and C. difficile was ruled out; the "
    "diarrhea was attributed to chemotherapy.",
    structure={"concept": "Clostridioides difficile infection", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400001-PN-2", "Micro", "- C. diff PCR 5/12: NEGATIVE"),
        ev("9400001-DS-2", "Brief Hospital Course", "C. difficile was ruled out."),
    ],
)
question(
    "hw4-9400001-04", P1, [A1], "negation",
    "Did she get voriconazole for the LUL nodule?",
    "No. Galactomannan and beta-D-glucan were negative and she defervesced without "
    "antifungals, so voriconazole was never started (it had only been planned if the "
    "galactomannan was positive or fever persisted past day 5).",
    structure={"concept": "voriconazole", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400001-DS-1", "Brief Hospital Course",
           "Galactomannan and\nbeta-D-glucan were negative and she defervesced without "
           "antifungal therapy, so invasive\nfungal infection was felt unlikely and "
           "voriconazole was not started."),
    ],
)
question(
    "hw4-9400001-05", P1, [], "family_history",
    "Breast cancer -- hers or her mother's?",
    "Her mother's. Her mother had breast cancer diagnosed at 52. The patient's own cancer is "
    "diffuse large B-cell lymphoma; she has no breast cancer.",
    structure={"concept": "breast cancer", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[
        ev("9400001-DS-1", "Family History", "Mother with breast cancer diagnosed at 52."),
    ],
)
question(
    "hw4-9400001-06", P1, [], "family_history",
    "Any ovarian cancer in the family?",
    "Yes, a maternal aunt had ovarian cancer. Together with her mother's breast cancer this "
    "prompted an offer of genetics referral, which she deferred until after chemotherapy.",
    structure={"concept": "ovarian cancer", "polarity": "present", "experiencer": "family",
               "relative": "maternal aunt"},
    evidence=[
        ev("9400001-DS-1", "Family History", "Maternal aunt with ovarian cancer."),
    ],
)
question(
    "hw4-9400001-07", P1, [], "family_history",
    "Family history of lymphoma?",
    "No. The March discharge summary states there is no family history of lymphoma.",
    structure={"concept": "lymphoma", "polarity": "absent", "experiencer": "family"},
    evidence=[
        ev("9400001-DS-1", "Family History", "No family history of lymphoma."),
    ],
)
question(
    "hw4-9400001-08", P1, [], "family_history",
    "Who had the MI in her family, and at what age?",
    "Her father, who died of a myocardial infarction at 60. The patient has no coronary "
    "disease recorded.",
    structure={"concept": "myocardial infarction", "polarity": "present",
               "experiencer": "family", "relative": "father"},
    evidence=[
        ev("9400001-DS-1", "Family History",
           "Father died\nof a myocardial infarction at 60."),
        ev("9400001-DS-2", "Family History", "Father - MI at 60."),
    ],
)
question(
    "hw4-9400001-09", P1, [A1], "uncertainty",
    "The March CT -- did it show a fungal infection?",
    "Possibly, not definitely. The CT showed a new nonspecific 5 mm LUL ground-glass nodule in "
    "which early fungal infection could not be excluded. Fungal markers were negative, no "
    "antifungal was given, and the May CT showed the nodule had resolved.",
    structure={"concept": "fungal infection", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400001-RR-2", "IMPRESSION",
           "In a neutropenic host, early\nfungal infection cannot be excluded; inflammatory or "
           "infectious nodule of other cause also\npossible."),
        ev("9400001-RR-4", "IMPRESSION",
           "Resolution of the left upper lobe ground-glass nodule."),
    ],
)
question(
    "hw4-9400001-10", P1, [A2], "uncertainty",
    "Was the pneumonia certain on the May chest x-ray?",
    "No. The portable film only showed a right basilar opacity 'concerning for' pneumonia. The "
    "same-day CT then showed right lower lobe consolidation consistent with pneumonia, and the "
    "urine pneumococcal antigen was positive, which confirmed it.",
    structure={"concept": "pneumonia", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400001-RR-3", "IMPRESSION",
           "Right basilar opacity concerning for pneumonia in the appropriate clinical setting."),
        ev("9400001-RR-4", "IMPRESSION",
           "Right lower lobe consolidation, consistent with pneumonia."),
    ],
)
question(
    "hw4-9400001-11", P1, [A2], "uncertainty",
    "What was the May diarrhea put down to?",
    "Probably chemotherapy. The diarrhea itself was real (4-5 watery stools a day). C. diff "
    "was negative and the infectious work-up was unrevealing, so it was called likely "
    "chemotherapy-related; that cause was presumed, not proven.",
    structure={"concept": "diarrhea", "polarity": "present", "experiencer": "patient",
               "cause": "chemotherapy", "cause_polarity": "possible"},
    evidence=[
        ev("9400001-PN-2", "A/P",
           "#Diarrhea: C diff neg, infectious w/u otherwise unrevealing, likely chemo-related."),
    ],
)
question(
    "hw4-9400001-12", P1, [A2], "uncertainty",
    "Why did the Hgb drop again on 5/14 -- hemolysis?",
    "Not hemolysis. The cross-cover note found no evidence of hemolysis (normal LDH and "
    "bilirubin) and attributed the drop to likely marrow suppression plus phlebotomy; the "
    "cause was presumed.",
    structure={"concept": "anemia", "polarity": "present", "experiencer": "patient",
               "cause": "marrow suppression", "cause_polarity": "possible"},
    evidence=[
        ev("9400001-PN-3", None,
           "Likely marrow suppression plus\nphlebotomy; no evidence of hemolysis (LDH, bili nl)."),
    ],
)
question(
    "hw4-9400001-13", P1, [A1], "conditional",
    "In March, what would have triggered antifungals?",
    "A positive galactomannan, or fever persisting beyond day 5: then voriconazole and an ID "
    "consult. Neither happened, because the galactomannan was negative and the fever stopped, "
    "so no antifungal was given.",
    structure={"concept": "voriconazole", "polarity": "conditional", "experiencer": "patient",
               "condition": "galactomannan positive or fevers persist beyond day 5",
               "action": "start voriconazole and get ID input"},
    evidence=[
        ev("9400001-PN-1", "A/P",
           "If galactomannan positive or fevers persist beyond day 5, start\nvoriconazole and "
           "get ID input."),
    ],
)
question(
    "hw4-9400001-14", P1, [A2], "conditional",
    "When can she go back on lisinopril?",
    "Only once her PCP has rechecked creatinine (in one week), and then only if the creatinine "
    "is at baseline and systolic pressure is above 130. In that case lisinopril is restarted "
    "at 5 mg. It was held at discharge.",
    structure={"concept": "lisinopril", "polarity": "conditional", "experiencer": "patient",
               "condition": "creatinine at baseline and systolic pressure above 130",
               "action": "restart lisinopril 5 mg"},
    evidence=[
        ev("9400001-DS-2", "Brief Hospital Course",
           "Her PCP\nshould recheck creatinine in one week and restart lisinopril 5 mg only if "
           "creatinine is at\nbaseline and systolic pressure is above 130."),
    ],
)
question(
    "hw4-9400001-15", P1, [A2], "conditional",
    "What's the plan for the doxorubicin if the repeat echo is worse?",
    "If the LVEF falls below 50%, or drops by 10 points or more, doxorubicin is held and she "
    "is referred to cardio-oncology. The current LVEF is 55% (62% at baseline), which does not "
    "meet that threshold, and the echo is repeated before cycle 6.",
    structure={"concept": "anthracycline cardiotoxicity", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "LVEF below 50% or a drop of 10 points or more",
               "action": "hold doxorubicin and refer to cardio-oncology"},
    evidence=[
        ev("9400001-PN-2", "A/P",
           "If LVEF falls below 50% or\ndrops 10 points or more on repeat, hold doxorubicin "
           "and refer to cardio-oncology."),
    ],
)
question(
    "hw4-9400001-16", P1, [A2], "conditional",
    "Did she get platelets in May?",
    "No. Platelets were to be transfused only if below 10 or bleeding; her nadir was 38 without "
    "bleeding, so none were given (she received red cells only).",
    structure={"concept": "platelet transfusion", "polarity": "conditional",
               "experiencer": "patient", "condition": "platelets below 10 or bleeding",
               "action": "transfuse platelets"},
    evidence=[
        ev("9400001-PN-2", "A/P", "Transfuse plt only if <10 or bleeding."),
    ],
)
question(
    "hw4-9400001-17", P1, [A1, A2], "conditional",
    "The March plan said what if she had another neutropenic fever on pegfilgrastim -- and was "
    "it carried out?",
    "It said to reduce cyclophosphamide and doxorubicin by 20%. The condition was met in May "
    "with a second neutropenic fever despite pegfilgrastim. Her oncologist then reduced both "
    "drugs by 20% for cycles 5 and 6, delayed cycle 5 by a week and added levofloxacin "
    "prophylaxis for the nadirs.",
    structure={"concept": "R-CHOP dose reduction", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "another neutropenic fever despite pegfilgrastim",
               "action": "reduce cyclophosphamide and doxorubicin by 20%"},
    evidence=[
        ev("9400001-DS-1", "Brief Hospital Course",
           "If she has another episode of\nneutropenic fever despite pegfilgrastim, "
           "cyclophosphamide and doxorubicin will be reduced by\n20%."),
        ev("9400001-DS-2", "Brief Hospital Course",
           "Given a second neutropenic fever despite pegfilgrastim, Dr. ___ will reduce\n"
           "cyclophosphamide and doxorubicin by 20% for cycles 5 and 6, delay cycle 5 by one "
           "week, and\nadd levofloxacin 500 mg prophylaxis during the neutropenic nadir of "
           "future cycles."),
    ],
)
question(
    "hw4-9400001-18", P1, [A2], "current_state",
    "Is she on lisinopril at the May discharge?",
    "No. Lisinopril was held for the AKI on arrival, stayed held for the whole stay and is "
    "still held at discharge. It is absent from the discharge list, with a conditional restart.",
    structure={"concept": "lisinopril", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400001-DS-2", "Brief Hospital Course",
           "Lisinopril was held\nthroughout and is still held at discharge."),
    ],
)
question(
    "hw4-9400001-19", P1, [A2], "current_state",
    "That LUL nodule -- still there?",
    "No. On the 5/11 CT the 5 mm left upper lobe ground-glass nodule from March had resolved, "
    "and there were no new nodules.",
    structure={"concept": "left upper lobe ground-glass nodule", "polarity": "absent",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400001-RR-4", "FINDINGS",
           "The previously described 5 mm left upper lobe ground-glass nodule has resolved."),
    ],
)
question(
    "hw4-9400001-20", P1, [A2], "current_state",
    "Kidney function at discharge in May?",
    "Back to normal. The prerenal AKI (creatinine 1.4 from a baseline of 0.8) resolved with "
    "fluids, and the discharge creatinine was 0.9.",
    structure={"concept": "acute kidney injury", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400001-DS-2", "Brief Hospital Course",
           "Prerenal from diarrhea; creatinine normalized with fluids."),
        ev("9400001-DS-2", "Discharge",
           "WBC 6.2, ANC 4,800, Hgb 8.6, Plt 74, Cr 0.9."),
    ],
)
question(
    "hw4-9400001-21", P1, [A2], "historical",
    "Any prior neutropenic fever before this May admission?",
    "Yes, once, in 3/2191 after cycle 2. It was culture-negative, no source was found, and it "
    "resolved.",
    structure={"concept": "neutropenic fever", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400001-DS-2", "Past Medical History", "- Neutropenic fever 3/2191, no source"),
    ],
)
question(
    "hw4-9400001-22", P1, [], "historical",
    "Was the lung nodule ever proven to be fungal?",
    "No. Serum galactomannan and beta-D-glucan were negative, invasive fungal infection was "
    "felt unlikely and never treated, and the nodule resolved by May. The fungal infection "
    "was effectively ruled out.",
    structure={"concept": "invasive fungal infection", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[
        ev("9400001-DS-1", "Discharge",
           "Serum galactomannan negative."),
        ev("9400001-RR-4", "IMPRESSION",
           "Resolution of the left upper lobe ground-glass nodule."),
    ],
)
question(
    "hw4-9400001-23", P1, [A2], "sequence",
    "In May: order of the vanc dose, the C. diff result, the two transfusions and the switch "
    "to levofloxacin?",
    "Vancomycin (single ED dose, 5/11), then the negative C. diff PCR (5/12), the first unit of "
    "red cells (5/13), the second unit (5/14), and the switch to oral levofloxacin (5/15).",
    structure={"order": ["vancomycin", "C. difficile PCR negative", "first transfusion",
                         "second transfusion", "levofloxacin"],
               "dates": ["2191-05-11", "2191-05-12", "2191-05-13", "2191-05-14",
                         "2191-05-15"]},
    evidence=[
        ev("9400001-ED-2", "Plan",
           "Cefepime 2 g IV and a single dose of vancomycin 1.5 g IV given in the ED (hypoxia, "
           "port);\ninpatient team to decide on continuing vanc after MRSA nares."),
        ev("9400001-PN-2", "Micro", "- C. diff PCR 5/12: NEGATIVE"),
        ev("9400001-DS-2", "Brief Hospital Course",
           "Transfused 1 unit on 5/13 for Hgb 6.8 and a second unit on 5/14 for Hgb 6.9."),
        ev("9400001-DS-2", "Brief Hospital Course",
           "After\ncount recovery she was changed to oral levofloxacin 750 mg daily on 5/15, to "
           "complete therapy\nthrough 5/21."),
    ],
)
question(
    "hw4-9400001-24", P1, [A1], "sequence",
    "March: did the rigors come before or after vancomycin, and when did she stop spiking "
    "relative to stopping vanc?",
    "Cefepime was started on 3/4. The rigors with hypotension came first, in the early morning "
    "of 3/5, and vancomycin was added for them the same morning. Filgrastim started on 3/6. "
    "Vancomycin was stopped on 3/7, and her last fever was the evening of 3/7. Cefepime was "
    "stopped after the 3/9 dose.",
    structure={"order": ["cefepime started", "rigors with hypotension", "vancomycin started",
                         "filgrastim started", "vancomycin stopped", "last fever",
                         "cefepime stopped"],
               "dates": ["2191-03-04", "2191-03-05", "2191-03-05", "2191-03-06",
                         "2191-03-07", "2191-03-07", "2191-03-09"]},
    evidence=[
        ev("9400001-DS-1", "Brief Hospital Course",
           "Cefepime was started in the ED on 3/4."),
        ev("9400001-NN-1", "CV",
           "Vancomycin 1.5 g IV started per MD at 0230."),
        ev("9400001-DS-1", "Brief Hospital Course",
           "Her last fever was on the evening of 3/7."),
        ev("9400001-DS-1", "Brief Hospital Course", "Filgrastim was given 3/6 through 3/9."),
    ],
)
question(
    "hw4-9400001-25", P1, [A1, A2], "sequence",
    "Lisinopril: held, reduced, held again -- in what order?",
    "It was first held on 3/5 for soft blood pressure after the rigors. It was resumed at a "
    "reduced 5 mg on 3/9, then held again on 5/11 for the AKI, and it stayed held at the May "
    "discharge.",
    structure={"order": ["lisinopril held for hypotension", "lisinopril resumed at 5 mg",
                         "lisinopril held for AKI"],
               "dates": ["2191-03-05", "2191-03-09", "2191-05-11"]},
    evidence=[
        ev("9400001-NN-1", "CV", "Lisinopril held this AM per MD for soft BP."),
        ev("9400001-DS-1", "Brief Hospital Course",
           "Blood pressure\nrecovered to the 120s-130s and lisinopril was resumed on 3/9 at a "
           "reduced dose of 5 mg daily."),
        ev("9400001-ED-2", "Plan", "Home lisinopril held for AKI."),
    ],
)
question(
    "hw4-9400001-26", P1, [A1], "duration",
    "How long was she on vancomycin in March?",
    "3 days, from 3/5 (added for rigors and hypotension) to 3/7, when it was stopped because "
    "the cultures stayed negative.",
    structure={"concept": "vancomycin", "duration": {"value": 3, "unit": "days"},
               "start": "2191-03-05", "end": "2191-03-07"},
    evidence=[
        ev("9400001-DS-1", "Brief Hospital Course",
           "Cultures remained negative and vancomycin was stopped on 3/7 after 3\ndays."),
    ],
)
question(
    "hw4-9400001-27", P1, [A2], "duration",
    "And vanc in May -- how long?",
    "A single dose, given in the ED on 5/11. It was not continued because the MRSA nares swab "
    "was negative.",
    structure={"concept": "vancomycin", "duration": {"value": 1, "unit": "dose"},
               "start": "2191-05-11", "end": "2191-05-11"},
    evidence=[
        ev("9400001-DS-2", "Brief Hospital Course",
           "A single dose\nof vancomycin was given in the ED; it was not continued as MRSA nares "
           "were negative."),
    ],
)
question(
    "hw4-9400001-28", P1, [A2], "duration",
    "Total antibiotic course for the pneumonia?",
    "11 days: IV cefepime from 5/11 to 5/14, then oral levofloxacin from 5/15 through 5/21.",
    structure={"concept": "antibiotics for pneumonia", "duration": {"value": 11, "unit": "days"},
               "start": "2191-05-11", "end": "2191-05-21"},
    evidence=[
        ev("9400001-DS-2", "Brief Hospital Course",
           "She received cefepime from 5/11 to 5/14."),
        ev("9400001-DS-2", "Brief Hospital Course",
           "After\ncount recovery she was changed to oral levofloxacin 750 mg daily on 5/15, to "
           "complete therapy\nthrough 5/21."),
    ],
)
question(
    "hw4-9400001-29", P1, [A1], "duration",
    "How many days of filgrastim did she get?",
    "4 days, 3/6 through 3/9, until her ANC recovered. It was inpatient only; from then on "
    "she was to get pegfilgrastim with each cycle.",
    structure={"concept": "filgrastim", "duration": {"value": 4, "unit": "days"},
               "start": "2191-03-06", "end": "2191-03-09"},
    evidence=[
        ev("9400001-DS-1", "Brief Hospital Course", "Filgrastim was given 3/6 through 3/9."),
    ],
)
question(
    "hw4-9400001-30", P1, [A1], "change",
    "March: home meds vs discharge meds?",
    "Lisinopril was cut from 10 mg to 5 mg, after being held for low blood pressure, and magic "
    "mouthwash was added for mucositis. Acyclovir, levothyroxine, ondansetron and "
    "prochlorperazine were unchanged. Cefepime, vancomycin and filgrastim were inpatient-only.",
    structure={"added": ["lidocaine-diphenhydramine-aluminum/magnesium hydroxide"],
               "removed": [],
               "continued": ["acyclovir", "lisinopril", "levothyroxine", "ondansetron",
                             "prochlorperazine"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400001-DS-1", "Medications on Admission"),
        meds("9400001-DS-1", "Discharge Medications"),
        ev("9400001-DS-1", "Medications on Admission", "2. Lisinopril 10 mg PO daily"),
        ev("9400001-DS-1", "Discharge Medications", "2. Lisinopril 5 mg PO daily"),
        ev("9400001-DS-1", "Discharge Medications",
           "6. Lidocaine-diphenhydramine-aluminum/magnesium hydroxide (magic mouthwash) 10 mL "
           "swish and"),
    ],
    rationale="Lisinopril is listed as continued with its dose change given in the answer.",
)
question(
    "hw4-9400001-31", P1, [A2], "change",
    "What changed in her meds over the May stay?",
    "Lisinopril (5 mg) was held for AKI and is off the discharge list, with a conditional "
    "restart. Levofloxacin through 5/21 and as-needed loperamide were added. Acyclovir, "
    "levothyroxine, ondansetron and prochlorperazine were continued.",
    structure={"added": ["levofloxacin", "loperamide"], "removed": ["lisinopril"],
               "continued": ["acyclovir", "levothyroxine", "ondansetron", "prochlorperazine"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400001-DS-2", "Medications on Admission"),
        meds("9400001-DS-2", "Discharge Medications"),
        ev("9400001-DS-2", "Medications on Admission", "2. Lisinopril 5 mg PO daily"),
        ev("9400001-DS-2", "Discharge Medications",
           "5. Levofloxacin 750 mg PO daily through 5/21"),
        ev("9400001-DS-2", "Discharge Medications",
           "6. Loperamide 2 mg PO PRN loose stool, max 8 mg/day"),
    ],
    rationale="Lisinopril is on hold at discharge, so it is listed under removed.",
)
question(
    "hw4-9400001-32", P1, [A1, A2], "change",
    "Between the March and May discharges, what's different on her list?",
    "Lisinopril 5 mg is gone (held after the May AKI). Magic mouthwash is no longer listed. "
    "Levofloxacin (a course through 5/21) and as-needed loperamide are new. Acyclovir, "
    "levothyroxine, ondansetron and prochlorperazine are on both lists.",
    structure={"added": ["levofloxacin", "loperamide"],
               "removed": ["lisinopril",
                           "lidocaine-diphenhydramine-aluminum/magnesium hydroxide"],
               "continued": ["acyclovir", "levothyroxine", "ondansetron", "prochlorperazine"],
               "compared": ["discharge medications 3/2191", "discharge medications 5/2191"]},
    evidence=[
        meds("9400001-DS-1", "Discharge Medications"),
        meds("9400001-DS-2", "Discharge Medications"),
        ev("9400001-DS-1", "Discharge Medications", "2. Lisinopril 5 mg PO daily"),
        ev("9400001-DS-2", "Discharge Medications",
           "5. Levofloxacin 750 mg PO daily through 5/21"),
        ev("9400001-DS-2", "Discharge Medications",
           "6. Loperamide 2 mg PO PRN loose stool, max 8 mg/day"),
    ],
)

# =============================================================================================
# Patient 9400002: F, 31, G1. Preeclampsia with severe features at 35+2 weeks, induction,
# vaginal delivery complicated by atonic postpartum haemorrhage and transfusion (2/2192);
# readmission on postpartum day 8 with severe-range pressures and headache, PRES suspected and
# ruled out by MRI (3/2192).
# =============================================================================================

P2 = 9400002
patient(P2, "F", 31, "BLACK/AFRICAN AMERICAN")
admission(P2, 49400003, "2192-02-20T11:30:00", "2192-02-25T13:00:00", "BLACK/AFRICAN AMERICAN",
          "Medicaid")
admission(P2, 49400004, "2192-03-01T22:10:00", "2192-03-04T12:00:00", "BLACK/AFRICAN AMERICAN",
          "Medicaid")

note("9400002-ED-1", 49400003, "2192-02-20T10:45:00", "2192-02-20T11:40:00", """\
OB TRIAGE NOTE

31 yo G1P0 at 35w2d by 8 wk US sent from prenatal clinic for BP 162/108.  Pregnancy
otherwise uncomplicated; on low-dose aspirin since 12 wks for preeclampsia prevention
(mother had it).  1-hr GCT at 26 wks was 118, normal.

Pt denies headache, visual changes, RUQ/epigastric pain, SOB.  +FM, no LOF, no VB, no ctx.

VS: BP 162/108, repeat 158/104 after 15 min, HR 88, T 36.9, SpO2 99%.
Gen: comfortable.  Mild 1+ pedal edema.  DTRs 2+, no clonus.
FHT: baseline 140, moderate variability, +accels, no decels.  Toco: irritable, no ctx.
SVE: 1/50/-3.

Labs: Plt 142, AST 38, ALT 31, Cr 0.7, uric acid 6.4, UPCR 0.9.

A/P: 31 yo G1 at 35w2d with preeclampsia with severe features by BP criteria (two severe-range
values 15 min apart).  Labs without HELLP.
- Labetalol 20 mg IV given x1 at 10:30; BP 148/96 at 11:00.  If BP remains >=160/110 after
15 min, labetalol 40 mg IV.
- Magnesium sulfate 4 g load then 2 g/h for seizure prophylaxis.
- Admit to L&D for delivery; induction with misoprostol.  Past 34 wks, no betamethasone.
- Growth US today.
""")

note("9400002-RR-1", 49400003, "2192-02-20T13:15:00", "2192-02-20T14:30:00", """\
EXAMINATION:  OB ULTRASOUND, GROWTH AND BIOPHYSICAL PROFILE

INDICATION:  35 weeks 2 days, preeclampsia with severe features.  Assess fetal growth.

FINDINGS:

Single live intrauterine pregnancy, cephalic.  Estimated fetal weight 2,410 g, 12th
percentile.  Abdominal circumference 9th percentile.  Amniotic fluid index 9.2 cm.
Umbilical artery Doppler S/D ratio normal for gestational age, no absent or reversed
end-diastolic flow.  Biophysical profile 8/8.  Placenta posterior, no previa.

IMPRESSION:

1.  Estimated fetal weight at the 12th percentile with abdominal circumference at the 9th
percentile.  Early fetal growth restriction cannot be excluded; normal umbilical artery
Doppler is reassuring.
2.  BPP 8/8.
""")

note("9400002-NN-1", 49400003, "2192-02-21T05:10:00", "2192-02-21T05:55:00", """\
L&D NURSING NOTE

0312 SVD of viable female infant over intact perineum, Apgars 8/9, wt 2480 g.  Placenta
delivered 0320, appeared intact.

0335 Boggy fundus with brisk bleeding.  Fundal massage started, OB at bedside.  Oxytocin
bolus increased per order.  Quantitative blood loss 600 mL at 0340.

0345 Carboprost 250 mcg IM given.  Methylergonovine not given per Dr. ___ (hypertension).
Tranexamic acid 1 g IV given 0350.

0405 Second dose carboprost 250 mcg IM.  Fundus firming.  QBL total 1,300 mL.
BP 138/86, HR 112.

0430 Hgb 7.4 (12.1 on admission).  2 units pRBC consented and started at 0440, second unit
completed 0650.

Magnesium continues at 2 g/h.  Foley draining clear yellow urine, 60 mL/h.  Pt tearful but
holding baby skin to skin.
""")

note("9400002-PN-1", 49400003, "2192-02-22T09:30:00", "2192-02-22T10:10:00", """\
OB Postpartum Progress Note  PPD#1

S: Feeling better, tired.  Breastfeeding with help from lactation.  Denies HA, visual
changes, RUQ pain.  Lochia moderate.

O: BP 146-158/92-100 overnight, HR 90s.  Mg at 2 g/h until 0315 this AM (24h postpartum),
now off.  UOP adequate.  Fundus firm at U-1.  Hgb 8.9 post 2 u.  Plt 131.  AST 34.

A/P: 31 yo G1P1 PPD#1 s/p IOL and SVD for preeclampsia w/ severe features, course c/b atonic
PPH (QBL 1,300 mL) s/p carboprost x2, TXA and 2 u pRBC.
- HTN: persistent 150s/90s off Mg; start nifedipine ER 30 mg daily today.  Goal <150/100.
- PPH/anemia: stable.  Start ferrous sulfate 325 mg daily.
- Aspirin stopped at delivery, no ongoing indication.
- Pain: ibuprofen 600 q6h + acetaminophen.
- Monitor for HELLP: recheck CBC/LFTs tomorrow; if plt <100 or AST doubles, re-evaluate for
HELLP.
""")

note("9400002-DS-1", 49400003, "2192-02-25T11:20:00", "2192-02-25T14:00:00", ds_head(
    "F", "OBSTETRICS/GYNECOLOGY", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Elevated blood pressure at 35 weeks

Major Surgical or Invasive Procedure:
Induction of labor, spontaneous vaginal delivery 2/21.  Transfusion of 2 units pRBC.

History of Present Illness:
31 year old G1P0 at 35w2d who was sent from prenatal clinic with BP 162/108.  Repeat values
were in the severe range.  She denied headache, visual changes or epigastric pain.  Labs
showed no HELLP.  She was diagnosed with preeclampsia with severe features.

Past Medical History:
None.  Normal glucose challenge test at 26 weeks.

Social History:
Lives with partner (father of baby).  Works as a dental assistant.  No tobacco, alcohol or
drugs.

Family History:
Mother had preeclampsia with her first pregnancy and chronic hypertension afterwards.  Sister
had gestational diabetes.  Father with hypertension.

Physical Exam:
Admission: BP 162/108, HR 88.  1+ edema.  Reflexes 2+, no clonus.
Discharge: BP 134/86, HR 78.  Fundus firm below umbilicus.  Minimal edema.

Pertinent Results:
Admission: Plt 142, AST 38, ALT 31, Cr 0.7, UPCR 0.9, Hgb 12.1.
2/21 04:30: Hgb 7.4.  2/22: Hgb 8.9, Plt 131, AST 34.  2/23: Plt 138, AST 29.
Discharge: Hgb 9.2.
Growth ultrasound 2/20: EFW 12th percentile, normal umbilical artery Doppler, BPP 8/8.

Brief Hospital Course:
Ms. ___ was admitted to Labor and Delivery with preeclampsia with severe features.  She
received one dose of IV labetalol in triage and started magnesium sulfate for seizure
prophylaxis.  Labor was induced with misoprostol then oxytocin, and she had a spontaneous
vaginal delivery of a 2480 g female infant at 03:12 on 2/21.  Delivery was complicated by
uterine atony with a postpartum hemorrhage, quantitative blood loss 1,300 mL, treated with
massage, oxytocin, carboprost x2 and tranexamic acid; methylergonovine was avoided because
of her hypertension.  She was transfused 2 units of packed red cells on 2/21.  Magnesium was
continued for 24 hours postpartum and stopped at 03:15 on 2/22.  Because pressures remained
in the 150s/90s, nifedipine ER 30 mg daily was started on 2/22, with good control.  HELLP
labs stayed normal.  Aspirin was stopped at delivery.  The infant was small for gestational
age but did not need the NICU; growth restriction was not confirmed on newborn exam
(birth weight 10th-15th percentile).

Medications on Admission:
1. Prenatal vitamin 1 tab PO daily
2. Aspirin 81 mg PO daily

Discharge Medications:
1. Nifedipine ER 30 mg PO daily
2. Ferrous sulfate 325 mg PO daily
3. Ibuprofen 600 mg PO q6h PRN pain
4. Acetaminophen 650 mg PO q6h PRN pain
5. Prenatal vitamin 1 tab PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Preeclampsia with severe features
Postpartum hemorrhage due to uterine atony
Acute blood loss anemia

Discharge Condition:
Mental status clear, ambulatory, independent.

Discharge Instructions:
Check your blood pressure twice a day.  If your blood pressure is 150/100 or higher, or you
have a severe headache, vision changes or pain under the right ribs, call Labor and Delivery
or come to the emergency department right away; preeclampsia can occur or worsen after
delivery.  Blood pressure check in clinic in 72 hours.

Followup Instructions:
___
""")

note("9400002-ED-2", 49400004, "2192-03-01T21:20:00", "2192-03-01T23:50:00", """\
ED NOTE - ATTENDING

CC: headache, high BP, PPD 8

31F G1P1, SVD 2/21 c/b preeclampsia w/ severe features and PPH (2u pRBC), d/c'd 2/25 on
nifedipine ER 30.  Since last evening has a bifrontal pounding headache, 8/10, not relieved
by acetaminophen or ibuprofen, and this afternoon blurry vision "like looking through
water".  Home BP 168/104 tonight so she came in.  Denies focal weakness, numbness, speech
trouble.  No seizure activity witnessed by partner.  Denies SOB, chest pain.  Breastfeeding.

Exam: BP 172/110, repeat 170/108.  HR 92.  Afeb.  Alert, oriented, fundi not well seen.
Visual acuity 20/40 OU.  CN intact, strength 5/5 x4, reflexes 3+ at knees w/ 2 beats clonus.

Labs: Plt 210, AST 26, Cr 0.8, Hgb 9.6.  UPCR 1.1.

Impression: postpartum preeclampsia with severe features.  Given headache and visual
symptoms, PRES is a concern; also r/o ICH or venous sinus thrombosis.

Plan:
- Labetalol 20 mg IV now, then per protocol.
- Mg sulfate 4 g load, 2 g/h x 24 h.
- CT head noncontrast now; MRI/MRV brain when stable.
- Admit OB.
""")

note("9400002-RR-2", 49400004, "2192-03-01T22:40:00", "2192-03-01T23:05:00", """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  31 year old woman 8 days postpartum with severe headache and hypertension.
Evaluate for hemorrhage or PRES.

FINDINGS:

No intracranial hemorrhage, mass effect or midline shift.  Gray-white differentiation is
preserved.  No definite areas of vasogenic edema, although CT is insensitive for PRES.  The
dural venous sinuses appear normally dense.  Ventricles normal.

IMPRESSION:

No acute intracranial abnormality.  If clinical concern for PRES or venous thrombosis
persists, MRI with MR venogram is more sensitive.
""")

note("9400002-RR-3", 49400004, "2192-03-02T11:10:00", "2192-03-02T13:35:00", """\
EXAMINATION:  MRI BRAIN WITHOUT AND WITH CONTRAST, MR VENOGRAM

INDICATION:  Postpartum preeclampsia with headache and blurred vision.  Evaluate for PRES,
venous sinus thrombosis.

FINDINGS:

No abnormal T2/FLAIR signal in the parieto-occipital white matter or elsewhere.  No restricted
diffusion.  No susceptibility artifact to suggest hemorrhage.  Normal enhancement.  MR
venogram shows patent superior sagittal, transverse and sigmoid sinuses.

IMPRESSION:

1.  No evidence of posterior reversible encephalopathy syndrome.
2.  No venous sinus thrombosis.
3.  Normal MRI of the brain.
""")

note("9400002-PN-2", 49400004, "2192-03-02T16:00:00", "2192-03-02T16:40:00", """\
OB Progress Note  HD2 (PPD 9)

S: HA now 2/10 after IV labetalol and Tylenol.  Vision back to normal this AM.  Pumping and
breastfeeding.

O: BP 142-156/90-98 since midnight on nifedipine 60.  Mg running, stops 22:30 tonight.  Knee
reflexes 2+, no clonus.  UOP fine.

MRI/MRV today: no PRES, no CVST.

A/P: postpartum preeclampsia w/ severe features, headache improving, PRES ruled out on MRI.
- Nifedipine ER increased to 60 mg daily this AM.
- Still above goal, so add labetalol 200 mg PO BID (compatible with breastfeeding).
- Stop ibuprofen given severe HTN; acetaminophen for pain.
- Continue iron.
- If BP stays <150/100 for 24 h off Mg, plan d/c tomorrow with home BP cuff.
""")

note("9400002-DS-2", 49400004, "2192-03-04T10:30:00", "2192-03-04T12:45:00", ds_head(
    "F", "OBSTETRICS/GYNECOLOGY", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Headache, blurred vision, elevated blood pressure 8 days postpartum

Major Surgical or Invasive Procedure:
None

History of Present Illness:
31 year old G1P1 who delivered vaginally on 2/21 after induction for preeclampsia with
severe features; her delivery was complicated by postpartum hemorrhage requiring 2 units of
blood.  She was discharged on 2/25 on nifedipine ER 30 mg.  She re-presented on
postpartum day 8 with a bifrontal headache since the evening before, blurry vision since the
afternoon, and home blood pressure 168/104.  At her first admission she had no headache or
visual symptoms.

Past Medical History:
Preeclampsia with severe features, delivered 2/21
Postpartum hemorrhage (uterine atony) 2/21, transfused 2 units

Social History:
Lives with partner and newborn daughter.  Breastfeeding.  No tobacco or alcohol.

Family History:
Mother - preeclampsia, later chronic hypertension.  Sister - gestational diabetes.  Father -
hypertension.

Physical Exam:
Admission: BP 172/110, HR 92.  Oriented.  Visual acuity 20/40.  Knee reflexes 3+ with 2 beats
of clonus.  Nonfocal.
Discharge: BP 136/88.  Visual acuity 20/20.  Reflexes 2+, no clonus.

Pertinent Results:
Plt 210, AST 26, Cr 0.8, Hgb 9.6, UPCR 1.1.
CT head 3/1: no acute abnormality.
MRI/MRV brain 3/2: no PRES, no venous sinus thrombosis.

Brief Hospital Course:
Postpartum preeclampsia with severe features.  She received IV labetalol in the ED and
magnesium sulfate for 24 hours (3/1 22:30 to 3/2 22:30).  PRES was suspected because of the
headache and visual blurring; CT head was unrevealing and MRI/MRV on 3/2 showed no PRES and no
venous sinus thrombosis.  Her headache resolved by 3/3.  Nifedipine ER was increased from 30
to 60 mg daily on 3/2 and labetalol 200 mg PO BID was added the same day, with pressures
130s-140s/80s-90s thereafter.  Ibuprofen was stopped because of her severe hypertension; she
was advised to use acetaminophen instead.  Iron was continued for her postpartum anemia.  She
had no seizure during either admission.

Medications on Admission:
1. Nifedipine ER 30 mg PO daily
2. Ferrous sulfate 325 mg PO daily
3. Ibuprofen 600 mg PO q6h PRN pain
4. Acetaminophen 650 mg PO q6h PRN pain
5. Prenatal vitamin 1 tab PO daily

Discharge Medications:
1. Nifedipine ER 60 mg PO daily
2. Labetalol 200 mg PO BID
3. Ferrous sulfate 325 mg PO daily
4. Acetaminophen 650 mg PO q6h PRN pain
5. Prenatal vitamin 1 tab PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Postpartum preeclampsia with severe features
Posterior reversible encephalopathy syndrome - ruled out
Anemia of blood loss, improving

Discharge Condition:
Alert, ambulatory.

Discharge Instructions:
Your blood pressure medicines were increased.  Both are safe with breastfeeding.  Do not take
ibuprofen.  Check your blood pressure twice daily and bring the log to clinic.  If your blood
pressure is below 110/70 or you feel lightheaded, call us, as the doses may need to be
lowered.  Return for headache, vision changes, shortness of breath or a seizure.

Followup Instructions:
___
""")

# --- questions, patient 9400002 -------------------------------------------------------------

B1, B2 = 49400003, 49400004

question(
    "hw4-9400002-01", P2, [B1], "negation",
    "When she was admitted at 35 weeks, any headache or visual symptoms?",
    "No. In triage she denied headache, visual changes, RUQ or epigastric pain and shortness of "
    "breath. She met severe criteria by blood pressure alone.",
    structure={"concept": "headache", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400002-ED-1", None,
           "Pt denies headache, visual changes, RUQ/epigastric pain, SOB."),
    ],
)
question(
    "hw4-9400002-02", P2, [B2], "negation",
    "Did the 'no headache' still hold at the postpartum readmission?",
    "No. On postpartum day 8 she had a bifrontal pounding 8/10 headache since the previous "
    "evening, with blurred vision. Both had been absent at the first admission.",
    structure={"concept": "headache", "polarity": "present", "experiencer": "patient"},
    evidence=[
        ev("9400002-ED-2", "CC",
           "Since last evening has a bifrontal pounding headache, 8/10, not relieved\nby "
           "acetaminophen or ibuprofen, and this afternoon blurry vision \"like looking through\n"
           "water\"."),
        ev("9400002-DS-2", "History of Present Illness",
           "At her first admission she had no headache or\nvisual symptoms."),
    ],
)
question(
    "hw4-9400002-03", P2, [B1], "negation",
    "Was methergine used for the hemorrhage?",
    "No. Methylergonovine was deliberately not given because of her hypertension. The atony was "
    "treated with massage, oxytocin, carboprost twice and tranexamic acid.",
    structure={"concept": "methylergonovine", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400002-NN-1", None, "Methylergonovine not given per Dr. ___ (hypertension)."),
    ],
)
question(
    "hw4-9400002-04", P2, [B2], "negation",
    "Any seizure?",
    "No. Her partner witnessed no seizure activity, and the discharge summary states she had no "
    "seizure during either admission. She received magnesium prophylaxis both times.",
    structure={"concept": "seizure", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400002-ED-2", "CC", "No seizure activity witnessed by partner."),
        ev("9400002-DS-2", "Brief Hospital Course",
           "She\nhad no seizure during either admission."),
    ],
)
question(
    "hw4-9400002-05", P2, [], "family_history",
    "Preeclampsia in the family?",
    "Yes, her mother had preeclampsia with her first pregnancy and chronic hypertension "
    "afterwards. This was the reason the patient was on low-dose aspirin from 12 weeks.",
    structure={"concept": "preeclampsia", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[
        ev("9400002-DS-1", "Family History",
           "Mother had preeclampsia with her first pregnancy and chronic hypertension "
           "afterwards."),
    ],
)
question(
    "hw4-9400002-06", P2, [], "family_history",
    "Gestational diabetes -- is that her history?",
    "No, it is her sister's. The patient's own 1-hour glucose challenge at 26 weeks was normal "
    "(118).",
    structure={"concept": "gestational diabetes", "polarity": "present",
               "experiencer": "family", "relative": "sister"},
    evidence=[
        ev("9400002-DS-1", "Family History", "Sister\nhad gestational diabetes."),
        ev("9400002-ED-1", None, "1-hr GCT at 26 wks was 118, normal."),
    ],
)
question(
    "hw4-9400002-07", P2, [], "family_history",
    "Who in the family has hypertension?",
    "Her father has hypertension, and her mother developed chronic hypertension after her own "
    "preeclampsia.",
    structure={"concept": "hypertension", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[
        ev("9400002-DS-2", "Family History", "Father -\nhypertension."),
    ],
)
question(
    "hw4-9400002-08", P2, [B2], "uncertainty",
    "In the ED on readmission, was this PRES?",
    "It was suspected, not established. The ED listed PRES as a concern because of the headache "
    "and visual symptoms. CT was unrevealing, and MRI/MRV on 3/2 showed no PRES, so it was ruled "
    "out.",
    structure={"concept": "posterior reversible encephalopathy syndrome",
               "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400002-ED-2", "Impression",
           "Given headache and visual\nsymptoms, PRES is a concern; also r/o ICH or venous sinus "
           "thrombosis."),
        ev("9400002-RR-3", "IMPRESSION",
           "No evidence of posterior reversible encephalopathy syndrome."),
    ],
)
question(
    "hw4-9400002-09", P2, [B1], "uncertainty",
    "Growth scan at 35 weeks -- was the baby growth restricted?",
    "Possibly; it was not settled on ultrasound. EFW was at the 12th percentile with AC at the "
    "9th, and early fetal growth restriction could not be excluded, but the umbilical artery "
    "Doppler was normal. After birth the infant was small for gestational age, and growth "
    "restriction was not confirmed on the newborn exam.",
    structure={"concept": "fetal growth restriction", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9400002-RR-1", "IMPRESSION",
           "Early fetal growth restriction cannot be excluded; normal umbilical artery\n"
           "Doppler is reassuring."),
        ev("9400002-DS-1", "Brief Hospital Course",
           "The infant was small for gestational\nage but did not need the NICU; growth "
           "restriction was not confirmed on newborn exam\n(birth weight 10th-15th percentile)."),
    ],
    rationale="Polarity is that of the anchored ultrasound; the answer adds the newborn "
              "finding.",
)
question(
    "hw4-9400002-10", P2, [B1], "conditional",
    "In triage, what was the plan if the BP stayed severe after the first labetalol?",
    "Give labetalol 40 mg IV if BP was still 160/110 or higher after 15 minutes. It was not "
    "needed: BP fell to 148/96 after the first 20 mg dose.",
    structure={"concept": "labetalol", "polarity": "conditional", "experiencer": "patient",
               "condition": "BP remains >=160/110 after 15 min",
               "action": "labetalol 40 mg IV"},
    evidence=[
        ev("9400002-ED-1", "A/P",
           "If BP remains >=160/110 after\n15 min, labetalol 40 mg IV."),
        ev("9400002-ED-1", "A/P",
           "- Labetalol 20 mg IV given x1 at 10:30; BP 148/96 at 11:00."),
    ],
)
question(
    "hw4-9400002-11", P2, [B1], "conditional",
    "HELLP -- what was the trigger to re-evaluate?",
    "A platelet count below 100 or a doubling of AST. Neither happened: platelets stayed "
    "131-142 and AST fell to 29, so HELLP never developed.",
    structure={"concept": "HELLP syndrome", "polarity": "conditional",
               "experiencer": "patient", "condition": "platelets <100 or AST doubles",
               "action": "re-evaluate for HELLP"},
    evidence=[
        ev("9400002-PN-1", "A/P",
           "- Monitor for HELLP: recheck CBC/LFTs tomorrow; if plt <100 or AST doubles, "
           "re-evaluate for\nHELLP."),
        ev("9400002-DS-1", "Brief Hospital Course", "HELLP\nlabs stayed normal."),
    ],
)
question(
    "hw4-9400002-12", P2, [B1], "conditional",
    "After delivery, what BP was she told should bring her back?",
    "150/100 or higher, or a severe headache, vision changes or right upper quadrant pain. Any "
    "of these meant calling Labor and Delivery or coming to the ED. She did come back on "
    "postpartum day 8 with 168/104, headache and blurred vision.",
    structure={"concept": "postpartum preeclampsia", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "blood pressure 150/100 or higher, or severe headache, vision "
                            "changes or right upper quadrant pain",
               "action": "call Labor and Delivery or come to the emergency department"},
    evidence=[
        ev("9400002-DS-1", "Discharge Instructions",
           "If your blood pressure is 150/100 or higher, or you\nhave a severe headache, vision "
           "changes or pain under the right ribs, call Labor and Delivery\nor come to the "
           "emergency department right away; preeclampsia can occur or worsen after\n"
           "delivery."),
    ],
)
question(
    "hw4-9400002-13", P2, [B2], "conditional",
    "What if her BP runs low on the new regimen?",
    "If her BP is below 110/70 or she feels lightheaded, she should call, because the doses may "
    "need to be lowered. That was an instruction for home and had not happened at discharge "
    "(BP 136/88).",
    structure={"concept": "antihypertensive dose reduction", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "blood pressure below 110/70 or lightheaded",
               "action": "call; doses may need to be lowered"},
    evidence=[
        ev("9400002-DS-2", "Discharge Instructions",
           "If your blood\npressure is below 110/70 or you feel lightheaded, call us, as the doses "
           "may need to be\nlowered."),
    ],
)
question(
    "hw4-9400002-14", P2, [B2], "current_state",
    "Still on ibuprofen?",
    "No. Ibuprofen was stopped at the readmission because of severe hypertension. She was told "
    "not to take it and to use acetaminophen instead.",
    structure={"concept": "ibuprofen", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400002-DS-2", "Brief Hospital Course",
           "Ibuprofen was stopped because of her severe hypertension; she\nwas advised to use "
           "acetaminophen instead."),
    ],
)
question(
    "hw4-9400002-15", P2, [B1], "current_state",
    "Is she still on aspirin after delivery?",
    "No. The low-dose aspirin she took from 12 weeks for preeclampsia prevention was stopped at "
    "delivery, as there was no ongoing indication.",
    structure={"concept": "aspirin", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400002-PN-1", "A/P", "- Aspirin stopped at delivery, no ongoing indication."),
    ],
)
question(
    "hw4-9400002-16", P2, [B2], "current_state",
    "Vision at discharge from the readmission?",
    "Normal. The blurred vision cleared by the morning of 3/2, and visual acuity was 20/20 at "
    "discharge (20/40 on arrival).",
    structure={"concept": "blurred vision", "polarity": "absent", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400002-PN-2", "S", "Vision back to normal this AM."),
        ev("9400002-DS-2", "Discharge", "Visual acuity 20/20."),
    ],
)
question(
    "hw4-9400002-17", P2, [B2], "historical",
    "Any history of postpartum hemorrhage?",
    "Yes. On 2/21, with this delivery, she had an atonic postpartum hemorrhage (1,300 mL) that "
    "needed carboprost twice, tranexamic acid and 2 units of red cells. It resolved, but her "
    "anemia was still improving at the readmission.",
    structure={"concept": "postpartum hemorrhage", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400002-DS-2", "Past Medical History",
           "Postpartum hemorrhage (uterine atony) 2/21, transfused 2 units"),
    ],
)
question(
    "hw4-9400002-18", P2, [], "historical",
    "Has she ever had gestational diabetes?",
    "No. Her glucose challenge at 26 weeks was normal, and her past history lists none. "
    "Gestational diabetes is her sister's history.",
    structure={"concept": "gestational diabetes", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[
        ev("9400002-DS-1", "Past Medical History",
           "Normal glucose challenge test at 26 weeks."),
    ],
)
question(
    "hw4-9400002-19", P2, [B1], "sequence",
    "Put in order: delivery, carboprost, transfusion, magnesium off, nifedipine start.",
    "Delivery at 03:12 on 2/21, then the first carboprost at 03:45 and the transfusion starting "
    "04:40 the same morning. Magnesium was stopped at 03:15 on 2/22, and nifedipine ER was "
    "started later on 2/22.",
    structure={"order": ["vaginal delivery", "carboprost", "red cell transfusion",
                         "magnesium stopped", "nifedipine started"],
               "dates": ["2192-02-21", "2192-02-21", "2192-02-21", "2192-02-22",
                         "2192-02-22"]},
    evidence=[
        ev("9400002-NN-1", None,
           "0312 SVD of viable female infant over intact perineum, Apgars 8/9, wt 2480 g."),
        ev("9400002-NN-1", None, "0345 Carboprost 250 mcg IM given."),
        ev("9400002-NN-1", None,
           "2 units pRBC consented and started at 0440, second unit\ncompleted 0650."),
        ev("9400002-DS-1", "Brief Hospital Course",
           "Magnesium was\ncontinued for 24 hours postpartum and stopped at 03:15 on 2/22."),
        ev("9400002-PN-1", "A/P",
           "- HTN: persistent 150s/90s off Mg; start nifedipine ER 30 mg daily today."),
    ],
)
question(
    "hw4-9400002-20", P2, [B2], "sequence",
    "Readmission: CT, MRI, dose increase, labetalol -- what order?",
    "The CT head came first, the night of 3/1. On 3/2 the nifedipine increase and the oral "
    "labetalol were both ordered that morning, and the MRI/MRV was done later that day "
    "(reported about 13:35).",
    structure={"order": ["CT head", "nifedipine increased to 60 mg", "labetalol started",
                         "MRI/MRV brain"],
               "dates": ["2192-03-01", "2192-03-02", "2192-03-02", "2192-03-02"]},
    evidence=[
        ev("9400002-DS-2", "Pertinent Results", "CT head 3/1: no acute abnormality."),
        ev("9400002-PN-2", "A/P", "- Nifedipine ER increased to 60 mg daily this AM."),
        ev("9400002-DS-2", "Pertinent Results",
           "MRI/MRV brain 3/2: no PRES, no venous sinus thrombosis."),
    ],
    rationale="Dose change and labetalol were same-day as the MRI; the intra-day order follows "
              "the progress note ('this AM') and the MRI report time.",
)
question(
    "hw4-9400002-21", P2, [B1], "duration",
    "How long did magnesium run postpartum the first time?",
    "24 hours after delivery. It ran from the load in triage on 2/20 and was stopped at 03:15 "
    "on 2/22, 24 hours after the 03:12 delivery on 2/21.",
    structure={"concept": "magnesium sulfate postpartum", "duration": {"value": 24,
                                                                       "unit": "hours"},
               "start": "2192-02-21", "end": "2192-02-22"},
    evidence=[
        ev("9400002-PN-1", "O",
           "Mg at 2 g/h until 0315 this AM (24h postpartum),\nnow off."),
    ],
)
question(
    "hw4-9400002-22", P2, [B2], "duration",
    "How far out from delivery did the readmission symptoms start?",
    "About a week. The headache began the evening of postpartum day 7 (2/28) and she presented "
    "on day 8 (3/1), delivery having been on 2/21.",
    structure={"concept": "postpartum headache onset",
               "duration": {"value": 7, "unit": "days"},
               "start": "2192-02-21", "end": "2192-02-28"},
    evidence=[
        ev("9400002-DS-2", "History of Present Illness",
           "She re-presented on\npostpartum day 8 with a bifrontal headache since the evening "
           "before, blurry vision since the\nafternoon, and home blood pressure 168/104."),
    ],
)
question(
    "hw4-9400002-23", P2, [B2], "duration",
    "Magnesium the second time -- how long?",
    "24 hours, from 22:30 on 3/1 to 22:30 on 3/2.",
    structure={"concept": "magnesium sulfate", "duration": {"value": 24, "unit": "hours"},
               "start": "2192-03-01", "end": "2192-03-02"},
    evidence=[
        ev("9400002-DS-2", "Brief Hospital Course",
           "She received IV labetalol in the ED and\nmagnesium sulfate for 24 hours (3/1 22:30 to "
           "3/2 22:30)."),
    ],
)
question(
    "hw4-9400002-24", P2, [B1, B2], "change",
    "What changed in her meds between the two discharges?",
    "Nifedipine ER went from 30 mg to 60 mg daily, labetalol 200 mg BID was added and ibuprofen "
    "was stopped. Ferrous sulfate, acetaminophen and the prenatal vitamin were unchanged.",
    structure={"added": ["labetalol"], "removed": ["ibuprofen"],
               "continued": ["nifedipine", "ferrous sulfate", "acetaminophen",
                             "prenatal vitamin"],
               "compared": ["discharge medications 2/2192", "discharge medications 3/2192"]},
    evidence=[
        meds("9400002-DS-1", "Discharge Medications"),
        meds("9400002-DS-2", "Discharge Medications"),
        ev("9400002-DS-1", "Discharge Medications", "1. Nifedipine ER 30 mg PO daily"),
        ev("9400002-DS-2", "Discharge Medications", "1. Nifedipine ER 60 mg PO daily"),
        ev("9400002-DS-2", "Discharge Medications", "2. Labetalol 200 mg PO BID"),
    ],
)
question(
    "hw4-9400002-25", P2, [B1], "change",
    "Delivery admission: pre-admission meds vs discharge?",
    "Aspirin was stopped at delivery. Nifedipine ER 30 mg, ferrous sulfate, ibuprofen and "
    "acetaminophen were added, and the prenatal vitamin continued. IV labetalol, magnesium, "
    "carboprost, tranexamic acid and oxytocin were inpatient only.",
    structure={"added": ["nifedipine", "ferrous sulfate", "ibuprofen", "acetaminophen"],
               "removed": ["aspirin"], "continued": ["prenatal vitamin"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400002-DS-1", "Medications on Admission"),
        meds("9400002-DS-1", "Discharge Medications"),
        ev("9400002-DS-1", "Medications on Admission", "2. Aspirin 81 mg PO daily"),
        ev("9400002-DS-1", "Discharge Medications", "1. Nifedipine ER 30 mg PO daily"),
        ev("9400002-DS-1", "Discharge Medications", "2. Ferrous sulfate 325 mg PO daily"),
    ],
)

# =============================================================================================
# Patient 9400003: M, 44, bipolar I disorder on lithium. Lithium toxicity with AKI after
# lisinopril, ibuprofen and gastroenteritis, and a first fall (7/2193); intentional
# acetaminophen overdose treated with N-acetylcysteine (11/2193); catatonia with a second fall,
# NMS considered, lorazepam-responsive (1/2194).
# =============================================================================================

P3 = 9400003
patient(P3, "M", 44, "WHITE")
admission(P3, 49400005, "2193-07-08T14:30:00", "2193-07-13T11:00:00", "WHITE", "Private")
admission(P3, 49400006, "2193-11-02T20:40:00", "2193-11-06T15:30:00", "WHITE", "Private")
admission(P3, 49400007, "2194-01-15T10:10:00", "2194-01-22T12:00:00", "WHITE", "Private")

note("9400003-ED-1", 49400005, "2193-07-08T13:40:00", "2193-07-08T15:15:00", """\
ED NOTE

44M bipolar I on lithium x10y, BIB wife for 2 days of confusion, shaky hands and unsteady
gait.  Fell in the kitchen this AM, hit L shoulder, no head strike per wife, no LOC.  3 days
N/V/D (kids had a stomach bug).  PCP started lisinopril 10 mg ~6 wks ago for HTN, and he has
been taking ibuprofen 400-800 mg several times a day for back pain.  Denies SI/HI, denies
ingestion of extra lithium -- wife manages pill box.

Exam: T 37.2 HR 96 BP 108/70.  Dry MM.  Oriented to self and place only.  Coarse tremor both
hands, dysarthric, wide-based gait, mild myoclonic jerks.  No rigidity.  L shoulder tender,
FROM.

Labs: Li 2.3 (0.9 in April), Cr 1.9 (baseline 1.0), Na 146, K 3.9, TSH 6.8.
ECG: sinus, QTc 452, T-wave flattening.

A/P: lithium toxicity (chronic, precipitated by ACEi + NSAID + volume depletion) w/ AKI.
- Hold lithium, lisinopril, ibuprofen.
- NS 2 L then 200 mL/h, Li q6h.
- Renal c/s re: HD.
- CT head (confusion + fall).
- Admit medicine, tele.
""")

note("9400003-RR-1", 49400005, "2193-07-08T15:20:00", "2193-07-08T15:55:00", """\
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  44M with confusion after a fall, on lithium.  Evaluate for intracranial
hemorrhage.

FINDINGS:  No hemorrhage, infarct, mass or hydrocephalus.  No skull fracture.  Sinuses and
mastoids clear.

IMPRESSION:  No acute intracranial process.
""")

note("9400003-CN-1", 49400005, "2193-07-08T18:30:00", "2193-07-08T19:10:00", """\
NEPHROLOGY CONSULT

Reason: lithium 2.3 with AKI, ?HD.

Assessment: chronic lithium toxicity, moderate neuro sx, AKI prerenal + ACEi/NSAID.  Level 2.3
does not yet meet our threshold.  Na 146 with dilute urine (Uosm 180) -- possible
lithium-induced nephrogenic DI, though volume depletion confounds.

Recs:
- Aggressive IVF, avoid hypotonic overcorrection; follow Na q6h.
- If Li rises above 2.5 with worsening neuro status, or fails to fall below 1.5 by 24 h, will
place HD catheter and dialyze.
- Hold lithium; avoid NSAIDs and ACEi going forward.
""")

note("9400003-PN-1", 49400005, "2193-07-10T11:00:00", "2193-07-10T11:40:00", """\
Medicine Progress Note HD3

Less tremulous.  Oriented x3 this AM, still mildly ataxic.  Eating.
Li 2.3 -> 1.6 (7/8 PM) -> 1.1 (7/9) -> 0.8 today.  Cr 1.9 -> 1.2.  Na 143.
No HD needed per renal.

A/P:
#Lithium toxicity: resolving, HD never required.  Keep lithium held; psych to advise on
restart.
#AKI: improving.  Lisinopril d/c'd permanently (ACEi + lithium).
#HTN: BP 140s off lisinopril; start amlodipine 5 mg daily.
#Back pain: no NSAIDs; acetaminophen.
#Elevated TSH 6.8, free T4 nl: subclinical hypothyroidism, likely lithium.  Recheck in 6 wks;
start levothyroxine only if TSH >10 or free T4 low.
#Possible nephrogenic DI: Na ok with free water access; recheck urine osm as outpt.
#Fall: no injury beyond L shoulder contusion.
""")

note("9400003-DS-1", 49400005, "2193-07-13T10:00:00", "2193-07-13T13:00:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Confusion, tremor

Major Surgical or Invasive Procedure:
None

History of Present Illness:
44M with bipolar I disorder, stable on lithium for ten years, brought in by his wife with two
days of confusion, coarse tremor and ataxia and a fall at home, after three days of vomiting
and diarrhea.  Lisinopril had been started six weeks earlier and he was using ibuprofen
heavily.  Lithium level 2.3 with creatinine 1.9.

Past Medical History:
- Bipolar I disorder, last hospitalized for mania 2186; no prior suicide attempts
- Hypertension (diagnosed 5/2193)
- Chronic low back pain

Social History:
Married, two children.  Electrician.  2-3 beers on weekends.  No drugs.  Owns no firearms.

Family History:
Father had bipolar disorder and died by suicide at 52.  Brother with alcohol use disorder.
Mother with hypothyroidism.

Physical Exam:
Admission: disoriented to time, coarse tremor, dysarthria, wide-based gait, no rigidity.
Discharge: oriented x3, fine postural tremor only, gait normal.

Pertinent Results:
Lithium 2.3 (7/8) -> 0.8 (7/10) -> 0.4 (7/11).  Creatinine 1.9 -> 1.0.  Na 146 -> 141.
TSH 6.8, free T4 normal.
CT head 7/8: no acute process.

Brief Hospital Course:
# Lithium toxicity: Chronic toxicity from reduced renal clearance (ACE inhibitor, NSAID, volume
depletion).  Managed with IV fluids; the level fell steadily and hemodialysis was not needed.
Lithium was held 7/8-7/11.  Psychiatry consulted: he has been stable on lithium for a decade
and prefers to stay on it, so lithium was restarted on 7/12 at a reduced dose of 600 mg
nightly (previously 900 mg), with a level in 5 days.
# AKI: Resolved, creatinine 1.0.
# Hypertension: Lisinopril stopped permanently because of the interaction with lithium;
amlodipine 5 mg daily started 7/10.
# Back pain: Ibuprofen stopped; acetaminophen as needed.
# Subclinical hypothyroidism: likely lithium-related; recheck TSH in 6 weeks.
# Mood: Euthymic throughout.  Denied suicidal ideation.

Medications on Admission:
1. Lithium carbonate 900 mg PO qHS
2. Lisinopril 10 mg PO daily
3. Ibuprofen 400-800 mg PO PRN

Discharge Medications:
1. Lithium carbonate 600 mg PO qHS
2. Amlodipine 5 mg PO daily
3. Acetaminophen 1000 mg PO q8h PRN pain

Discharge Disposition:
Home

Discharge Diagnosis:
Lithium toxicity
Acute kidney injury
Subclinical hypothyroidism
Bipolar I disorder

Discharge Condition:
Alert, oriented, ambulatory.

Discharge Instructions:
Your lithium level was too high.  Your lithium dose is now 600 mg at night.  Do not take
ibuprofen, naproxen or other NSAIDs, and do not restart lisinopril.  If you have vomiting or
diarrhea for more than a day, hold lithium and call your psychiatrist.

Followup Instructions:
___
""")

note("9400003-ED-2", 49400006, "2193-11-02T20:15:00", "2193-11-02T22:30:00", """\
ED Physician Note

44 yo M w/ bipolar I on lithium, admitted in July for lithium toxicity, p/w intentional
ingestion of acetaminophen.  States he took "about 30" extra-strength (500 mg) tablets at
~14:00 today after his wife told him she was moving out; ~15 g, ~170 mg/kg.  Told his sister
by text at 19:00, she called EMS.  Denies co-ingestion; lithium pill count per sister
correct.  Endorses SI with plan; states he "wanted to not wake up".  No prior attempts.

VS: HR 104, BP 132/84, RR 16, SpO2 99%.  Alert, tearful, cooperative.  Mild RUQ tenderness.
No tremor.

Labs (6 h post): APAP 165 mcg/mL (above treatment line), ASA neg, EtOH neg, Li 0.6.
AST 48, ALT 52, INR 1.1, Cr 1.0.

Plan: NAC 21-h IV protocol, first bag started 20:50.  Poison center contacted.  Hold lithium
tonight.  1:1 sitter.  Psychiatry consult.  Admit MICU step-down.
""")

note("9400003-RR-2", 49400006, "2193-11-03T14:00:00", "2193-11-03T15:10:00", """\
EXAMINATION:  LIVER ULTRASOUND WITH DOPPLER

INDICATION:  Acetaminophen overdose with rising transaminases.  Assess liver, vasculature.

FINDINGS:  Liver mildly enlarged at 17.5 cm with normal echotexture.  No focal lesion.
Hepatic and portal veins patent with normal flow direction.  No biliary dilation.
Gallbladder normal.  No ascites.

IMPRESSION:  Mild hepatomegaly.  Patent hepatic vasculature.  No biliary dilation.
""")

note("9400003-CN-2", 49400006, "2193-11-03T16:20:00", "2193-11-03T17:30:00", """\
PSYCHIATRY CONSULT

ID: 44M bipolar I, known to C/L service from July (lithium toxicity, euthymic then, denied
SI), now s/p intentional APAP overdose.

HPI: Depressed mood x 6 wks since marital conflict, poor sleep (3-4 h), anhedonia, guilt.
Stopped going to work 2 wks ago.  Took lithium as prescribed.  Overdose was impulsive after
an argument, but he had been thinking about dying for a week.  Today continues to endorse
passive SI, no plan in hospital, future-oriented about his children "sometimes".

MSE: disheveled, psychomotor slowing, mood "empty", affect constricted, linear, no AH/VH,
insight partial.

Risk: high (recent serious attempt, father's suicide, male, separation, depression).

Impression: bipolar I disorder, current episode depressed, severe, without psychotic
features.

Recommendations:
1. Continue 1:1 sitter; section 12 completed.
2. Resume lithium 600 mg qHS once NAC complete and Cr stable.
3. Start quetiapine 50 mg qHS, titrate to 100 mg.
4. Transfer to inpatient psychiatry when medically cleared.
""")

note("9400003-PN-2", 49400006, "2193-11-04T09:45:00", "2193-11-04T10:20:00", """\
MICU step-down progress note, HD3

ALT 52 -> 388 (11/3) -> 412 (11/4 AM) -> 361 (11/4 PM).  INR peak 1.6 on 11/3, now 1.3.  APAP
undetectable since 11/3 PM.  Cr 0.9.  Mentating normally, no asterixis.

A/P:
#APAP OD: NAC continued past 21 h because ALT still rising at end of protocol.  Now ALT
falling, INR <2, APAP undetectable -> stop NAC at 18:00 today.  Not a transplant candidate
consideration; no encephalopathy, lactate nl.
#Bipolar depression w/ SI: sitter, psych following.  Quetiapine started last night.
#Lithium: held since admission; resume per psych after NAC off.
#HTN: amlodipine continued.
""")

note("9400003-DS-2", 49400006, "2193-11-06T12:00:00", "2193-11-06T16:00:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Intentional acetaminophen overdose

Major Surgical or Invasive Procedure:
None

History of Present Illness:
44M with bipolar I disorder (lithium toxicity admission 7/2193) who took approximately 15 g
of acetaminophen at 14:00 on 11/2 in a suicide attempt after his wife announced a separation.
He presented six hours later with a level above the treatment line.

Past Medical History:
- Bipolar I disorder
- Lithium toxicity with AKI 7/2193, resolved
- Hypertension
- Subclinical hypothyroidism
- Chronic low back pain

Social History:
Separated from wife 11/2193; two children.  Electrician, on leave.  Occasional beer.  No
firearms at home (confirmed with sister).

Family History:
Father - bipolar disorder, died by suicide at 52.  Brother - alcohol use disorder.  Mother -
hypothyroidism.

Physical Exam:
Admission: HR 104, tearful, mild RUQ tenderness.
Discharge: HR 76, calm, no asterixis, abdomen benign.

Pertinent Results:
APAP 165 at 6 h.  ALT peak 412 on 11/4, 198 at discharge.  INR peak 1.6, 1.1 at discharge.
Lithium 0.6 on admission.
Liver US 11/3: mild hepatomegaly, patent vessels.

Brief Hospital Course:
# Acetaminophen overdose with hepatotoxicity: N-acetylcysteine was started at 20:50 on 11/2
and, because ALT was still rising when the 21-hour protocol ended, continued until 18:00 on
11/4.  ALT peaked at 412 and is falling.  There was no encephalopathy or coagulopathy beyond an
INR of 1.6.
# Suicide attempt / bipolar depression: Unlike his July admission, when he denied suicidal
ideation, he endorsed suicidal ideation with a plan.  Psychiatry placed him on a section 12
with a 1:1 sitter.  Quetiapine was started on 11/3 and increased to 100 mg nightly on 11/5.
Lithium was held on admission and resumed at 600 mg nightly on 11/5.
# Hypertension: amlodipine continued.

Medications on Admission:
1. Lithium carbonate 600 mg PO qHS
2. Amlodipine 5 mg PO daily
3. Acetaminophen 1000 mg PO q8h PRN pain

Discharge Medications:
1. Lithium carbonate 600 mg PO qHS
2. Amlodipine 5 mg PO daily
3. Quetiapine 100 mg PO qHS

Discharge Disposition:
Transfer to inpatient psychiatry

Discharge Diagnosis:
Intentional acetaminophen overdose with hepatotoxicity
Bipolar I disorder, current episode depressed, severe
Suicide attempt

Discharge Condition:
Medically stable for psychiatric admission.

Discharge Instructions:
Acetaminophen has been removed from your medication list; the inpatient psychiatry team will
manage pain medicines.  Repeat LFTs and INR in 3 days at the psychiatric facility; if ALT
rises again or INR exceeds 1.5, transfer back to medicine.

Followup Instructions:
___
""")

note("9400003-ED-3", 49400007, "2194-01-15T09:30:00", "2194-01-15T11:45:00", """\
ED NOTE

44M bipolar I, d/c'd from inpt psych 12/2193 after APAP OD in Nov, brought by sister: for 3
days has stopped talking, stares, won't eat or drink, holds arms up in odd positions.  Sister
found him on the bathroom floor last night (2nd fall in 6 mo) -- unclear how long down.

VS: T 37.9  HR 108  BP 146/92  RR 18.  Mute, eyes open, staring, does not follow commands.
Waxy flexibility and posturing of arms, negativism.  Mild increased tone both arms, no
cogwheeling.  Small abrasion R forehead.

Bush-Francis 18.

Labs: CK 1,850, WBC 10.4, Na 149, Cr 1.4, Li 0.5.

Imp: catatonia.  NMS must be considered (on quetiapine since Nov, low-grade temp, elevated
CK, increased tone), though temp only 37.9 and BP/HR reasonable.  Also r/o NCSE, head injury
from fall.

Plan: hold quetiapine.  Lorazepam 2 mg IV challenge.  CT head.  EEG.  IVF.  Admit.
""")

note("9400003-RR-3", 49400007, "2194-01-15T10:30:00", "2194-01-15T11:05:00", """\
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  Mutism, found down after fall, R forehead abrasion.  Eval for hemorrhage.

COMPARISON:  CT head 7/2193.

FINDINGS:  Small right frontal scalp hematoma.  No intracranial hemorrhage, infarct or mass.
Unchanged from prior.

IMPRESSION:  Right frontal scalp hematoma.  No acute intracranial abnormality.
""")

note("9400003-PN-3", 49400007, "2194-01-17T13:15:00", "2194-01-17T14:00:00", """\
Psych-Medicine Progress Note HD3

Lorazepam challenge 1/15 11:20: 2 mg IV -> within 30 min made eye contact, said his name,
drank juice.  Positive.  Now lorazepam 2 mg IV/PO TID.  Bush-Francis 18 -> 6.
Talking in short sentences, eating 50%.  Tmax 37.6.  CK 1,850 -> 900 -> 420.
EEG 1/16: diffuse slowing, no epileptiform discharges, no NCSE.

A/P:
#Catatonia, responding to lorazepam.  Continue 2 mg TID.  If response plateaus or he worsens
despite lorazepam, ECT consult.
#NMS: unlikely -- no autonomic instability, CK falling quickly, fever low-grade and resolved.
Still, quetiapine stays off; no antipsychotics for now.
#Hypernatremia/AKI: free water + IVF, Na 149 -> 142, Cr 1.0.
#Lithium 600 qHS resumed yesterday now that he is drinking; level in 5 d.
#Fall: scalp hematoma only.
""")

note("9400003-DS-3", 49400007, "2194-01-22T10:30:00", "2194-01-22T14:00:00", ds_head(
    "M", "PSYCHIATRY", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Mutism, not eating

Major Surgical or Invasive Procedure:
None

History of Present Illness:
44M with bipolar I disorder, a lithium toxicity admission in 7/2193 and an acetaminophen
overdose in 11/2193 followed by inpatient psychiatry, who presented with three days of mutism,
staring, posturing and refusal of food and fluids, and a fall at home the night before
admission.

Past Medical History:
- Bipolar I disorder
- Lithium toxicity 7/2193
- Acetaminophen overdose / suicide attempt 11/2193
- Hypertension
- Subclinical hypothyroidism

Social History:
Lives alone since separation; sister checks daily.  Not working.  No alcohol since November.

Family History:
Father with bipolar disorder, suicide at 52.  Brother with alcohol use disorder.

Physical Exam:
Admission: T 37.9, HR 108.  Mute, staring, waxy flexibility, posturing, negativism.
Bush-Francis 18.
Discharge: afebrile, conversant, mild psychomotor slowing.  Bush-Francis 2.

Pertinent Results:
CK 1,850 (1/15) -> 160 (1/20).  Na 149 -> 140.  Cr 1.4 -> 0.9.  Li 0.5 on admission.
CT head 1/15: scalp hematoma only.  EEG 1/16: no nonconvulsive status.

Brief Hospital Course:
# Catatonia (in the setting of bipolar depression): Lorazepam challenge on 1/15 was positive,
and scheduled lorazepam 2 mg TID led to steady improvement.  ECT was not needed.  The dose was
reduced to 1 mg TID on 1/20 and he is discharged on a taper.
# Neuroleptic malignant syndrome: considered on admission because of low-grade fever, raised
CK and increased tone on quetiapine.  Felt unlikely given the lack of autonomic instability
and rapid CK normalization; quetiapine was stopped and will not be restarted.
# Fall: second fall in six months; scalp hematoma, no intracranial injury.
# Hypernatremia and AKI from poor intake: resolved.
# Bipolar disorder: lithium was resumed 1/16 at 600 mg nightly.

Medications on Admission:
1. Lithium carbonate 600 mg PO qHS
2. Amlodipine 5 mg PO daily
3. Quetiapine 100 mg PO qHS

Discharge Medications:
1. Lithium carbonate 600 mg PO qHS
2. Amlodipine 5 mg PO daily
3. Lorazepam 1 mg PO TID x 7 days, then 0.5 mg TID x 7 days, then stop

Discharge Disposition:
Home with partial hospitalization program

Discharge Diagnosis:
Catatonia
Bipolar I disorder, current episode depressed
Fall with scalp hematoma
Hypernatremia, resolved

Discharge Condition:
Alert, conversant, ambulatory.

Discharge Instructions:
Do not stop lorazepam suddenly; follow the taper.  Do not take quetiapine.  If he stops
speaking or eating again, return to the ED.

Followup Instructions:
___
""")

# --- questions, patient 9400003 -------------------------------------------------------------

C1, C2, C3 = 49400005, 49400006, 49400007

question(
    "hw4-9400003-01", P3, [C1], "negation",
    "Lithium tox admission -- any SI?",
    "No. In July he denied suicidal and homicidal ideation and denied taking extra lithium (his "
    "wife manages the pill box), and he was euthymic throughout.",
    structure={"concept": "suicidal ideation", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400003-ED-1", None,
           "Denies SI/HI, denies\ningestion of extra lithium -- wife manages pill box."),
        ev("9400003-DS-1", "Brief Hospital Course", "Denied suicidal ideation."),
    ],
)
question(
    "hw4-9400003-02", P3, [C2], "negation",
    "Did the July denial of SI still hold in November?",
    "No. In November he took about 15 g of acetaminophen in a suicide attempt and endorsed "
    "suicidal ideation with a plan.",
    structure={"concept": "suicidal ideation", "polarity": "present", "experiencer": "patient"},
    evidence=[
        ev("9400003-DS-2", "Brief Hospital Course",
           "Unlike his July admission, when he denied suicidal\nideation, he endorsed suicidal "
           "ideation with a plan."),
    ],
)
question(
    "hw4-9400003-03", P3, [C1], "negation",
    "Did he end up getting dialyzed for the lithium?",
    "No. The lithium level fell steadily with IV fluids (2.3 to 0.8 by 7/10), and "
    "hemodialysis was never required.",
    structure={"concept": "hemodialysis", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400003-PN-1", None, "No HD needed per renal."),
        ev("9400003-DS-1", "Brief Hospital Course",
           "Managed with IV fluids; the level fell steadily and hemodialysis was not needed."),
    ],
)
question(
    "hw4-9400003-04", P3, [C2], "negation",
    "Did he take lithium too in the overdose?",
    "No. He denied any co-ingestion, his sister's pill count was correct and the lithium level "
    "was 0.6, which is not toxic.",
    structure={"concept": "lithium co-ingestion", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400003-ED-2", None,
           "Denies co-ingestion; lithium pill count per sister\ncorrect."),
    ],
)
question(
    "hw4-9400003-05", P3, [C3], "negation",
    "EEG -- any nonconvulsive status?",
    "No. The 1/16 EEG showed diffuse slowing without epileptiform discharges and no NCSE.",
    structure={"concept": "nonconvulsive status epilepticus", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400003-PN-3", None,
           "EEG 1/16: diffuse slowing, no epileptiform discharges, no NCSE."),
    ],
)
question(
    "hw4-9400003-06", P3, [], "family_history",
    "Any suicide in the family?",
    "Yes, his father, who had bipolar disorder and died by suicide at 52. Psychiatry counted it "
    "among his risk factors after the overdose.",
    structure={"concept": "suicide", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[
        ev("9400003-DS-1", "Family History",
           "Father had bipolar disorder and died by suicide at 52."),
    ],
)
question(
    "hw4-9400003-07", P3, [], "family_history",
    "Alcohol use disorder -- him or family?",
    "It is his brother's. The patient drank 2-3 beers on weekends and stopped after November; "
    "no alcohol use disorder is recorded for him.",
    structure={"concept": "alcohol use disorder", "polarity": "present",
               "experiencer": "family", "relative": "brother"},
    evidence=[
        ev("9400003-DS-1", "Family History", "Brother with alcohol use disorder."),
    ],
)
question(
    "hw4-9400003-08", P3, [], "family_history",
    "Thyroid disease in the family?",
    "Yes, his mother has hypothyroidism. Separately, the patient has his own subclinical "
    "hypothyroidism (TSH 6.8), felt to be lithium-related.",
    structure={"concept": "hypothyroidism", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[
        ev("9400003-DS-1", "Family History", "Mother with hypothyroidism."),
    ],
)
question(
    "hw4-9400003-09", P3, [C1], "uncertainty",
    "Did he have nephrogenic DI?",
    "Possibly, but it was not established. With Na 146 and dilute urine (Uosm 180), nephrology "
    "raised possible lithium-induced nephrogenic DI, but volume depletion confounded the picture "
    "and urine osmolality was to be rechecked as an outpatient.",
    structure={"concept": "nephrogenic diabetes insipidus", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9400003-CN-1", "Assessment",
           "Na 146 with dilute urine (Uosm 180) -- possible\nlithium-induced nephrogenic DI, "
           "though volume depletion confounds."),
    ],
)
question(
    "hw4-9400003-10", P3, [C3], "uncertainty",
    "On arrival in January, was this NMS?",
    "It was possible and had to be considered: low-grade temperature, CK 1,850 and increased "
    "tone on quetiapine. By day 3 it was judged unlikely (no autonomic instability, CK falling "
    "quickly). Quetiapine was stopped regardless, and the working diagnosis was catatonia.",
    structure={"concept": "neuroleptic malignant syndrome", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9400003-ED-3", "Imp",
           "NMS must be considered (on quetiapine since Nov, low-grade temp, elevated\nCK, "
           "increased tone), though temp only 37.9 and BP/HR reasonable."),
        ev("9400003-PN-3", "A/P",
           "#NMS: unlikely -- no autonomic instability, CK falling quickly, fever low-grade and "
           "resolved."),
    ],
)
question(
    "hw4-9400003-11", P3, [C1], "uncertainty",
    "What's behind the high TSH?",
    "Probably lithium. The TSH was 6.8 with a normal free T4, which is subclinical "
    "hypothyroidism. It was called likely lithium-related, a presumed cause, with a recheck in "
    "6 weeks.",
    structure={"concept": "subclinical hypothyroidism", "polarity": "present",
               "experiencer": "patient", "cause": "lithium", "cause_polarity": "possible"},
    evidence=[
        ev("9400003-DS-1", "Brief Hospital Course",
           "# Subclinical hypothyroidism: likely lithium-related; recheck TSH in 6 weeks."),
    ],
)
question(
    "hw4-9400003-12", P3, [C1], "conditional",
    "What would have made renal dialyze him?",
    "A lithium level above 2.5 with worsening neurological status, or a failure to fall below "
    "1.5 by 24 hours. Then they would place a dialysis catheter and dialyze. Neither happened: "
    "the level was 1.1 on 7/9.",
    structure={"concept": "hemodialysis", "polarity": "conditional", "experiencer": "patient",
               "condition": "lithium above 2.5 with worsening neuro status, or not below 1.5 "
                            "by 24 h",
               "action": "place HD catheter and dialyze"},
    evidence=[
        ev("9400003-CN-1", "Recs",
           "- If Li rises above 2.5 with worsening neuro status, or fails to fall below 1.5 by "
           "24 h, will\nplace HD catheter and dialyze."),
    ],
)
question(
    "hw4-9400003-13", P3, [C1], "conditional",
    "Is he supposed to start levothyroxine?",
    "Not yet. Levothyroxine is to start only if the TSH, rechecked in 6 weeks, is above 10 or "
    "the free T4 is low. At the time the TSH was 6.8 with a normal free T4.",
    structure={"concept": "levothyroxine", "polarity": "conditional", "experiencer": "patient",
               "condition": "TSH >10 or free T4 low", "action": "start levothyroxine"},
    evidence=[
        ev("9400003-PN-1", "A/P",
           "Recheck in 6 wks;\nstart levothyroxine only if TSH >10 or free T4 low."),
    ],
)
question(
    "hw4-9400003-14", P3, [C1], "conditional",
    "Sick-day rule for his lithium?",
    "If he has vomiting or diarrhea for more than a day, he should hold lithium and call his "
    "psychiatrist.",
    structure={"concept": "lithium", "polarity": "conditional", "experiencer": "patient",
               "condition": "vomiting or diarrhea for more than a day",
               "action": "hold lithium and call psychiatrist"},
    evidence=[
        ev("9400003-DS-1", "Discharge Instructions",
           "If you have vomiting or\ndiarrhea for more than a day, hold lithium and call your "
           "psychiatrist."),
    ],
)
question(
    "hw4-9400003-15", P3, [C3], "conditional",
    "Was ECT on the table?",
    "Only conditionally: ECT consult if his response to lorazepam plateaued or he worsened "
    "despite it. He kept improving (Bush-Francis 18 to 2), so ECT was not needed.",
    structure={"concept": "electroconvulsive therapy", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "response to lorazepam plateaus or he worsens",
               "action": "ECT consult"},
    evidence=[
        ev("9400003-PN-3", "A/P",
           "If response plateaus or he worsens\ndespite lorazepam, ECT consult."),
        ev("9400003-DS-3", "Brief Hospital Course", "ECT was not needed."),
    ],
)
question(
    "hw4-9400003-16", P3, [C2], "conditional",
    "After the overdose, when does he come back to medicine?",
    "If the ALT rises again or the INR exceeds 1.5 on the labs repeated in 3 days at the "
    "psychiatric facility. At transfer the ALT was falling (198) and the INR was 1.1.",
    structure={"concept": "acetaminophen hepatotoxicity", "polarity": "conditional",
               "experiencer": "patient", "condition": "ALT rises again or INR exceeds 1.5",
               "action": "transfer back to medicine"},
    evidence=[
        ev("9400003-DS-2", "Discharge Instructions",
           "Repeat LFTs and INR in 3 days at the psychiatric facility; if ALT\nrises again or "
           "INR exceeds 1.5, transfer back to medicine."),
    ],
)
question(
    "hw4-9400003-17", P3, [C3], "current_state",
    "Still on quetiapine after the catatonia admission?",
    "No. Quetiapine was held on arrival because of the NMS concern, then stopped permanently and "
    "is not to be restarted.",
    structure={"concept": "quetiapine", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400003-DS-3", "Brief Hospital Course",
           "Felt unlikely given the lack of autonomic instability\nand rapid CK normalization; "
           "quetiapine was stopped and will not be restarted."),
        ev("9400003-DS-3", "Discharge Instructions", "Do not take quetiapine."),
    ],
)
question(
    "hw4-9400003-18", P3, [C3], "current_state",
    "Catatonia at discharge?",
    "Largely resolved. He was conversant with only mild psychomotor slowing, Bush-Francis 2 "
    "(from 18), and going home on a lorazepam taper.",
    structure={"concept": "catatonia", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400003-DS-3", "Discharge",
           "afebrile, conversant, mild psychomotor slowing."),
    ],
)
question(
    "hw4-9400003-19", P3, [C3], "historical",
    "Prior suicide attempts by the January admission?",
    "Yes, one: the intentional acetaminophen overdose in 11/2193. Before that, in July, his "
    "history recorded no prior attempts.",
    structure={"concept": "suicide attempt", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400003-DS-3", "Past Medical History",
           "- Acetaminophen overdose / suicide attempt 11/2193"),
        ev("9400003-DS-1", "Past Medical History",
           "- Bipolar I disorder, last hospitalized for mania 2186; no prior suicide attempts"),
    ],
)
question(
    "hw4-9400003-20", P3, [C2], "historical",
    "Any lithium toxicity before?",
    "Yes. In 7/2193 he had lithium toxicity (level 2.3) with AKI. It resolved without dialysis, "
    "and lithium was restarted at a lower dose.",
    structure={"concept": "lithium toxicity", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400003-DS-2", "Past Medical History", "- Lithium toxicity with AKI 7/2193, resolved"),
    ],
)
question(
    "hw4-9400003-21", P3, [C1, C3], "sequence",
    "Two falls -- which was which?",
    "First fall: 7/8/2193 in the kitchen, during lithium toxicity, with a left shoulder "
    "contusion and no head strike. Second fall: the night of 1/14/2194, found on the bathroom "
    "floor before the catatonia admission, with a right frontal scalp hematoma and no "
    "intracranial injury.",
    structure={"order": ["fall in kitchen (shoulder contusion)",
                         "fall in bathroom (scalp hematoma)"],
               "dates": ["2193-07-08", "2194-01-14"]},
    evidence=[
        ev("9400003-ED-1", None,
           "Fell in the kitchen this AM, hit L shoulder, no head strike per wife, no LOC."),
        ev("9400003-ED-3", None,
           "Sister\nfound him on the bathroom floor last night (2nd fall in 6 mo) -- unclear how "
           "long down."),
    ],
)
question(
    "hw4-9400003-22", P3, [C2], "sequence",
    "November: NAC, quetiapine, lithium -- order of starts and stops?",
    "NAC was started on 11/2 at 20:50 and quetiapine on 11/3. NAC was stopped on 11/4 at 18:00. "
    "Lithium was resumed at 600 mg on 11/5, the same day quetiapine went up to 100 mg.",
    structure={"order": ["N-acetylcysteine started", "quetiapine started",
                         "N-acetylcysteine stopped", "lithium resumed",
                         "quetiapine increased to 100 mg"],
               "dates": ["2193-11-02", "2193-11-03", "2193-11-04", "2193-11-05",
                         "2193-11-05"]},
    evidence=[
        ev("9400003-DS-2", "Brief Hospital Course",
           "Quetiapine was started on 11/3 and increased to 100 mg nightly on 11/5."),
        ev("9400003-DS-2", "Brief Hospital Course",
           "Lithium was held on admission and resumed at 600 mg nightly on 11/5."),
        ev("9400003-PN-2", "A/P",
           "Now ALT\nfalling, INR <2, APAP undetectable -> stop NAC at 18:00 today."),
    ],
)
question(
    "hw4-9400003-23", P3, [C1, C2, C3], "sequence",
    "Trace his lithium across the three stays.",
    "He was on 900 mg nightly until it was held on 7/8 for toxicity, then restarted at 600 mg on "
    "7/12. It was held again on admission for the overdose (11/2) and resumed at 600 mg on 11/5. "
    "In January it was resumed at 600 mg on 1/16, once he was drinking.",
    structure={"order": ["lithium held (toxicity)", "lithium restarted 600 mg",
                         "lithium held (overdose)", "lithium resumed", "lithium resumed "
                         "(catatonia)"],
               "dates": ["2193-07-08", "2193-07-12", "2193-11-02", "2193-11-05",
                         "2194-01-16"]},
    evidence=[
        ev("9400003-DS-1", "Brief Hospital Course",
           "Lithium was held 7/8-7/11."),
        ev("9400003-ED-2", "Plan", "Hold lithium\ntonight."),
        ev("9400003-DS-3", "Brief Hospital Course",
           "# Bipolar disorder: lithium was resumed 1/16 at 600 mg nightly."),
    ],
)
question(
    "hw4-9400003-24", P3, [C2], "duration",
    "How long was he on NAC?",
    "About 45 hours, from 20:50 on 11/2 to 18:00 on 11/4. It was extended past the standard "
    "21-hour protocol because the ALT was still rising.",
    structure={"concept": "N-acetylcysteine", "duration": {"value": 45, "unit": "hours"},
               "start": "2193-11-02", "end": "2193-11-04"},
    evidence=[
        ev("9400003-DS-2", "Brief Hospital Course",
           "# Acetaminophen overdose with hepatotoxicity: N-acetylcysteine was started at 20:50 "
           "on 11/2\nand, because ALT was still rising when the 21-hour protocol ended, continued "
           "until 18:00 on\n11/4."),
    ],
)
question(
    "hw4-9400003-25", P3, [C1], "duration",
    "How long was lithium held in July?",
    "4 days: held 7/8 through 7/11 and restarted on 7/12 at 600 mg.",
    structure={"concept": "lithium hold", "duration": {"value": 4, "unit": "days"},
               "start": "2193-07-08", "end": "2193-07-11"},
    evidence=[
        ev("9400003-DS-1", "Brief Hospital Course", "Lithium was held 7/8-7/11."),
    ],
)
question(
    "hw4-9400003-26", P3, [C3], "duration",
    "How long had he been mute before they brought him in?",
    "3 days of mutism, staring, posturing and refusing food and fluids.",
    structure={"concept": "catatonic symptoms", "duration": {"value": 3, "unit": "days"},
               "start": "2194-01-12", "end": "2194-01-15"},
    evidence=[
        ev("9400003-ED-3", None,
           "44M bipolar I, d/c'd from inpt psych 12/2193 after APAP OD in Nov, brought by "
           "sister: for 3\ndays has stopped talking, stares, won't eat or drink, holds arms up in "
           "odd positions."),
    ],
)
question(
    "hw4-9400003-27", P3, [C3], "duration",
    "How long is the lorazepam taper after discharge?",
    "14 days: 1 mg TID for 7 days, then 0.5 mg TID for 7 days, then stop.",
    structure={"concept": "lorazepam taper", "duration": {"value": 14, "unit": "days"}},
    evidence=[
        ev("9400003-DS-3", "Discharge Medications",
           "3. Lorazepam 1 mg PO TID x 7 days, then 0.5 mg TID x 7 days, then stop"),
    ],
)
question(
    "hw4-9400003-28", P3, [C1], "change",
    "July: what changed on his med list?",
    "Lithium was reduced from 900 to 600 mg nightly. Lisinopril was stopped for good and "
    "replaced by amlodipine 5 mg. Ibuprofen was stopped and replaced by acetaminophen as needed.",
    structure={"added": ["amlodipine", "acetaminophen"], "removed": ["lisinopril", "ibuprofen"],
               "continued": ["lithium"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400003-DS-1", "Medications on Admission"),
        meds("9400003-DS-1", "Discharge Medications"),
        ev("9400003-DS-1", "Medications on Admission", "1. Lithium carbonate 900 mg PO qHS"),
        ev("9400003-DS-1", "Discharge Medications", "1. Lithium carbonate 600 mg PO qHS"),
        ev("9400003-DS-1", "Brief Hospital Course",
           "# Hypertension: Lisinopril stopped permanently because of the interaction with "
           "lithium;\namlodipine 5 mg daily started 7/10."),
    ],
)
question(
    "hw4-9400003-29", P3, [C2], "change",
    "Overdose admission: what came off and what went on?",
    "Acetaminophen came off the list and quetiapine 100 mg nightly was added. Lithium 600 mg and "
    "amlodipine were continued, lithium after being held until 11/5. NAC was inpatient only.",
    structure={"added": ["quetiapine"], "removed": ["acetaminophen"],
               "continued": ["lithium", "amlodipine"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400003-DS-2", "Medications on Admission"),
        meds("9400003-DS-2", "Discharge Medications"),
        ev("9400003-DS-2", "Discharge Instructions",
           "Acetaminophen has been removed from your medication list; the inpatient psychiatry "
           "team will\nmanage pain medicines."),
        ev("9400003-DS-2", "Discharge Medications", "3. Quetiapine 100 mg PO qHS"),
    ],
)
question(
    "hw4-9400003-30", P3, [C2, C3], "change",
    "Between the November and January discharges, what's different?",
    "Quetiapine is gone (stopped after the NMS concern) and a lorazepam taper is new. Lithium "
    "600 mg and amlodipine 5 mg are unchanged.",
    structure={"added": ["lorazepam"], "removed": ["quetiapine"],
               "continued": ["lithium", "amlodipine"],
               "compared": ["discharge medications 11/2193", "discharge medications 1/2194"]},
    evidence=[
        meds("9400003-DS-2", "Discharge Medications"),
        meds("9400003-DS-3", "Discharge Medications"),
        ev("9400003-DS-2", "Discharge Medications", "3. Quetiapine 100 mg PO qHS"),
        ev("9400003-DS-3", "Discharge Medications",
           "3. Lorazepam 1 mg PO TID x 7 days, then 0.5 mg TID x 7 days, then stop"),
    ],
)

# =============================================================================================
# Patient 9400004: M, 9, asthma. Exacerbation with a viral URI, magnesium, RML atelectasis versus
# early pneumonia, new inhaled steroid (10/2194); influenza A with exacerbation, brief high-flow
# oxygen, poor controller adherence, new indoor smoke exposure, step-up to ICS-LABA (1/2195).
# =============================================================================================

P4 = 9400004
patient(P4, "M", 9, "HISPANIC/LATINO - MEXICAN")
admission(P4, 49400008, "2194-10-03T19:30:00", "2194-10-05T14:00:00",
          "HISPANIC/LATINO - MEXICAN", "Medicaid")
admission(P4, 49400009, "2195-01-20T16:00:00", "2195-01-23T12:30:00",
          "HISPANIC/LATINO - MEXICAN", "Medicaid")

note("9400004-ED-1", 49400008, "2194-10-03T18:10:00", "2194-10-03T20:30:00", """\
PEDIATRIC ED NOTE

9 yo M w/ intermittent asthma (albuterol prn only), 2 d runny nose/cough, wheezing since this
AM, using albuterol q2h at home w/o relief.  No fever.  Last OCS 1 yr ago.  One prior ED visit
at age 6, never admitted, never PICU, never intubated.  UTD on vaccines.  Mom reports dad
smokes but only outside; no smoke exposure inside the home.

Exam: T 37.4, HR 142, RR 36, SpO2 91% RA.  Speaks in phrases.  Subcostal + intercostal
retractions, diffuse exp wheeze, prolonged exp phase.  PRAM 9.

Tx: albuterol-ipratropium neb x3 back to back, dexamethasone 16 mg PO x1 (0.6 mg/kg) at 18:30,
O2 2L NC.  After 1 h PRAM 7, still retracting -> magnesium sulfate 50 mg/kg IV x1 at 19:40.
CXR ordered.

Dispo: admit to pediatric floor on continuous pulse ox, albuterol q2h.
""")

note("9400004-RR-1", 49400008, "2194-10-03T19:05:00", "2194-10-03T19:50:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  9-year-old boy with asthma exacerbation, hypoxia.  Evaluate for pneumonia.

FINDINGS:  Lungs are hyperinflated with diffuse peribronchial cuffing.  Patchy opacity in the
right middle lobe.  No pleural effusion or pneumothorax.  Normal heart size.

IMPRESSION:  Hyperinflation and peribronchial cuffing compatible with reactive airways
disease/viral illness.  Right middle lobe opacity, likely atelectasis; early pneumonia is not
excluded.
""")

note("9400004-PN-1", 49400008, "2194-10-04T10:30:00", "2194-10-04T11:00:00", """\
Peds Hospitalist Progress Note HD2

Overnight weaned albuterol q2 -> q3h, off O2 at 04:00.  Afebrile.  Eating breakfast.

Exam: RR 24, SpO2 96% RA, mild end-exp wheeze, no retractions.

A/P: 9M asthma exacerbation triggered by viral URI, improving.
- Albuterol q4h today; d/c when q4h x2 and on RA.
- Dexamethasone 2nd dose today (16 mg).
- RML opacity: afebrile, clinically viral, likely atelectasis.  No abx.  If fever >39 or focal
crackles develop, start amoxicillin.
- Start fluticasone HFA 44 mcg 2 puffs BID with spacer (first controller), teach-back with mom.
""")

note("9400004-DS-1", 49400008, "2194-10-05T12:00:00", "2194-10-05T15:00:00", ds_head(
    "M", "PEDIATRICS", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Wheezing, shortness of breath

Major Surgical or Invasive Procedure:
None

History of Present Illness:
9 year old boy with intermittent asthma who presented with a viral URI and wheeze unresponsive
to home albuterol; hypoxic to 91% with PRAM 9.

Past Medical History:
Intermittent asthma, diagnosed age 5.  One prior ED visit (age 6).  No prior admissions.  No
eczema.  No food allergies.

Social History:
Lives with parents and 12 year old sister; 4th grade.  Father smokes outdoors.

Family History:
Mother has asthma.  Father has eczema.  Sister has a peanut allergy.

Physical Exam:
Admission: HR 142, RR 36, SpO2 91%, retractions, diffuse wheeze.
Discharge: RR 20, SpO2 97% RA, clear, no retractions.

Pertinent Results:
CXR 10/3: hyperinflation, peribronchial cuffing, RML opacity (atelectasis vs early pneumonia).

Brief Hospital Course:
Asthma exacerbation triggered by a viral URI.  Treated with albuterol-ipratropium, one dose of
IV magnesium in the ED and two doses of dexamethasone (10/3 and 10/4).  Oxygen was stopped
early on 10/4, and albuterol was spaced to every 4 hours by the afternoon.  The RML opacity was
felt to be atelectasis; he stayed afebrile and no antibiotics were given.  Because this was his
first admission and he had needed systemic steroids twice in a year, a daily controller was
started: fluticasone 44 mcg 2 puffs twice daily with spacer.

Medications on Admission:
1. Albuterol HFA 2 puffs q4h PRN wheeze

Discharge Medications:
1. Fluticasone propionate HFA 44 mcg 2 puffs BID with spacer
2. Albuterol HFA 2-4 puffs q4h PRN wheeze

Discharge Disposition:
Home

Discharge Diagnosis:
Asthma exacerbation, moderate-severe
Viral upper respiratory infection

Discharge Condition:
Alert, playful, ambulatory.

Discharge Instructions:
Give fluticasone every morning and evening even when he is well.  Asthma action plan: if he
needs albuterol more often than every 4 hours, or is working hard to breathe, come to the
emergency department.  Please get his flu shot this fall.

Followup Instructions:
___
""")

note("9400004-ED-2", 49400009, "2195-01-20T14:40:00", "2195-01-20T17:00:00", """\
PEDS ED NOTE

9M asthma (admitted 10/2194 for exacerbation, discharged on fluticasone), now 2 d fever to
39.5, myalgias, cough, wheeze x 1 d.  Sister had flu last week.  Did not get flu vaccine this
season.  Mom admits fluticasone is given only "when he's sick" -- none for weeks.  Grandmother
moved in over the holidays and smokes inside the apartment.

Exam: T 39.1, HR 150, RR 40, SpO2 88% RA.  Tripoding, severe retractions, poor air entry at
bases, diffuse wheeze.  PRAM 11.

Flu A PCR positive.

Tx: albuterol-ipratropium nebs x3, dexamethasone 16 mg PO at 15:10, magnesium 50 mg/kg IV at
15:30, started HFNC 20 L/min FiO2 40% at 15:45.  Oseltamivir 60 mg PO BID first dose at 16:00.

Dispo: PICU for HFNC.
""")

note("9400004-RR-2", 49400009, "2195-01-20T15:20:00", "2195-01-20T15:55:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  Influenza A, asthma exacerbation, hypoxia.  ?pneumonia, ?pneumothorax.

COMPARISON:  10/2194.

FINDINGS:  Hyperinflation and peribronchial thickening.  The right middle lobe opacity seen in
October has resolved.  No new consolidation.  No pneumothorax or pneumomediastinum.

IMPRESSION:  No pneumonia.  No air leak.
""")

note("9400004-PN-2", 49400009, "2195-01-21T11:00:00", "2195-01-21T11:45:00", """\
PICU Progress Note

HFNC weaned 20 -> 10 L overnight, off HFNC to 2L NC at 14:00 yesterday?? -- correction: off HFNC
at 10:30 today, on 1 L NC.  Albuterol q2h.  Tmax 38.6.  Tolerating PO.

A/P: 9M with influenza A triggering severe asthma exacerbation, improving.
- Transfer to floor this afternoon.
- Oseltamivir day 2 of 5.
- Dexamethasone 2nd dose today.
- Controller: poor adherence + new indoor smoke exposure.  Step up to fluticasone-salmeterol
100/50 1 inh BID (replaces fluticasone), discussed smoke-free home w/ family, SW consult.
""")

note("9400004-DS-2", 49400009, "2195-01-23T10:45:00", "2195-01-23T13:30:00", ds_head(
    "M", "PEDIATRICS", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Fever, wheezing

Major Surgical or Invasive Procedure:
None

History of Present Illness:
9 year old boy with asthma, admitted 10/2194 for an exacerbation and started on fluticasone,
presenting with influenza A and a severe exacerbation (SpO2 88%, PRAM 11).  He had not had an
influenza vaccine this season and was taking fluticasone only when sick.

Past Medical History:
Asthma; admission 10/2194 for exacerbation (no ICU).  No eczema.

Social History:
Lives with parents, sister and, since December, his grandmother, who smokes indoors.  Father
smokes outdoors.

Family History:
Mother - asthma.  Father - eczema.  Sister - peanut allergy.

Physical Exam:
Admission: T 39.1, RR 40, SpO2 88%, severe retractions.
Discharge: afebrile, RR 22, SpO2 96% RA, scattered end-expiratory wheeze.

Pertinent Results:
Influenza A PCR positive.  CXR 1/20: no pneumonia; October RML opacity resolved.

Brief Hospital Course:
Admitted to the PICU on high-flow nasal cannula from 1/20 15:45 to 1/21 10:30, then low-flow
oxygen until 1/22.  Received albuterol-ipratropium, IV magnesium in the ED, and dexamethasone on
1/20 and 1/21.  Oseltamivir was started 1/20 for a 5-day course.  This was his second
admission for asthma in four months; with poor adherence and new indoor smoke exposure his
controller was stepped up to fluticasone-salmeterol.  Social work met the family about a
smoke-free home.  Influenza vaccine was given on 1/22.

Medications on Admission:
1. Fluticasone propionate HFA 44 mcg 2 puffs BID (taking only when sick)
2. Albuterol HFA 2-4 puffs q4h PRN

Discharge Medications:
1. Fluticasone-salmeterol 100/50 mcg 1 inhalation BID
2. Albuterol HFA 2-4 puffs q4h PRN
3. Oseltamivir 60 mg PO BID through 1/24

Discharge Disposition:
Home

Discharge Diagnosis:
Influenza A
Severe asthma exacerbation

Discharge Condition:
Alert, interactive, ambulatory.

Discharge Instructions:
Use fluticasone-salmeterol twice daily every day; it replaces the fluticasone inhaler.  If he
needs albuterol more than every 4 hours or has fever returning after 2 days without fever,
come back.  No smoking inside the home or car.

Followup Instructions:
___
""")

# --- questions, patient 9400004 -------------------------------------------------------------

D1, D2 = 49400008, 49400009

question(
    "hw4-9400004-01", P4, [], "negation",
    "Has he ever been intubated or in the PICU for asthma?",
    "Never intubated. At the October admission he had never been admitted, in the PICU or "
    "intubated. His January influenza admission was his first PICU stay, on high-flow nasal "
    "cannula without intubation.",
    structure={"concept": "intubation", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400004-ED-1", None,
           "One prior ED visit\nat age 6, never admitted, never PICU, never intubated."),
        ev("9400004-DS-2", "Brief Hospital Course",
           "Admitted to the PICU on high-flow nasal cannula from 1/20 15:45 to 1/21 10:30, then "
           "low-flow\noxygen until 1/22."),
    ],
)
question(
    "hw4-9400004-02", P4, [D1, D2], "negation",
    "October said no smoke exposure in the home -- still true in January?",
    "No. In October there was no smoke exposure inside the home (the father smokes only "
    "outside). By January his grandmother had moved in and smokes inside the apartment.",
    structure={"concept": "indoor smoke exposure", "polarity": "present",
               "experiencer": "patient"},
    evidence=[
        ev("9400004-ED-1", None,
           "Mom reports dad\nsmokes but only outside; no smoke exposure inside the home."),
        ev("9400004-ED-2", None,
           "Grandmother\nmoved in over the holidays and smokes inside the apartment."),
    ],
)
question(
    "hw4-9400004-03", P4, [D2], "negation",
    "Had he had his flu shot?",
    "No. He had not received the influenza vaccine this season, although the October discharge "
    "instructions asked for it. It was given in hospital on 1/22.",
    structure={"concept": "influenza vaccination", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400004-ED-2", None, "Did not get flu vaccine this\nseason."),
        ev("9400004-DS-2", "Brief Hospital Course", "Influenza vaccine was given on 1/22."),
    ],
)
question(
    "hw4-9400004-04", P4, [D1], "negation",
    "Antibiotics for the RML opacity?",
    "No. He stayed afebrile, the opacity was felt to be atelectasis, and no antibiotics were "
    "given.",
    structure={"concept": "antibiotics", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400004-DS-1", "Brief Hospital Course",
           "The RML opacity was\nfelt to be atelectasis; he stayed afebrile and no antibiotics "
           "were given."),
    ],
)
question(
    "hw4-9400004-05", P4, [], "family_history",
    "Who has asthma in the family?",
    "His mother.",
    structure={"concept": "asthma", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9400004-DS-1", "Family History", "Mother has asthma.")],
)
question(
    "hw4-9400004-06", P4, [], "family_history",
    "Eczema -- is that his?",
    "No, his father has eczema. The patient has no eczema.",
    structure={"concept": "eczema", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[
        ev("9400004-DS-1", "Family History", "Father has eczema."),
        ev("9400004-DS-1", "Past Medical History", "No\neczema."),
    ],
)
question(
    "hw4-9400004-07", P4, [], "family_history",
    "Any food allergy in the family?",
    "Yes, his sister has a peanut allergy. The patient has no food allergies.",
    structure={"concept": "peanut allergy", "polarity": "present", "experiencer": "family",
               "relative": "sister"},
    evidence=[ev("9400004-DS-2", "Family History", "Sister - peanut allergy.")],
)
question(
    "hw4-9400004-08", P4, [D1], "uncertainty",
    "The October CXR -- pneumonia?",
    "Possibly, but it was not established. The RML opacity was read as likely atelectasis with "
    "early pneumonia not excluded. Clinically it was treated as atelectasis without "
    "antibiotics, and the January film showed the opacity had resolved.",
    structure={"concept": "pneumonia", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400004-RR-1", "IMPRESSION",
           "Right middle lobe opacity, likely atelectasis; early pneumonia is not\nexcluded."),
        ev("9400004-RR-2", "FINDINGS",
           "The right middle lobe opacity seen in\nOctober has resolved."),
    ],
)
question(
    "hw4-9400004-09", P4, [D1], "conditional",
    "When would they have started amoxicillin?",
    "If fever above 39 or focal crackles developed. Neither did, so no antibiotic was started.",
    structure={"concept": "amoxicillin", "polarity": "conditional", "experiencer": "patient",
               "condition": "fever >39 or focal crackles", "action": "start amoxicillin"},
    evidence=[
        ev("9400004-PN-1", "A/P",
           "If fever >39 or focal\ncrackles develop, start amoxicillin."),
    ],
)
question(
    "hw4-9400004-10", P4, [D1], "conditional",
    "What's in his action plan for coming back?",
    "Come to the ED if he needs albuterol more often than every 4 hours or is working hard to "
    "breathe. The January instructions add returning fever after 2 fever-free days.",
    structure={"concept": "asthma exacerbation", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "albuterol needed more often than every 4 hours or working hard to "
                            "breathe",
               "action": "come to the emergency department"},
    evidence=[
        ev("9400004-DS-1", "Discharge Instructions",
           "Asthma action plan: if he\nneeds albuterol more often than every 4 hours, or is "
           "working hard to breathe, come to the\nemergency department."),
    ],
)
question(
    "hw4-9400004-11", P4, [D2], "current_state",
    "Is he still on the fluticasone inhaler?",
    "No. At the January discharge plain fluticasone was replaced by fluticasone-salmeterol "
    "100/50 one inhalation twice daily. Albuterol as needed continues.",
    structure={"concept": "fluticasone propionate HFA", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400004-DS-2", "Discharge Instructions",
           "Use fluticasone-salmeterol twice daily every day; it replaces the fluticasone "
           "inhaler."),
    ],
)
question(
    "hw4-9400004-12", P4, [D2], "current_state",
    "Is the RML opacity still there?",
    "No. The 1/20 film showed the October right middle lobe opacity had resolved, with no new "
    "consolidation.",
    structure={"concept": "right middle lobe opacity", "polarity": "absent",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400004-DS-2", "Pertinent Results",
           "CXR 1/20: no pneumonia; October RML opacity resolved."),
    ],
)
question(
    "hw4-9400004-13", P4, [D1], "historical",
    "Any admissions before October?",
    "No. October was his first admission; before it he had one ED visit at age 6.",
    structure={"concept": "prior asthma admission", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400004-DS-1", "Past Medical History", "No prior admissions."),
    ],
)
question(
    "hw4-9400004-14", P4, [D2], "historical",
    "Previous asthma admission before this flu one?",
    "Yes, one, in 10/2194: an exacerbation with a viral URI, on the floor without ICU care. It "
    "led to fluticasone being started.",
    structure={"concept": "asthma exacerbation", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400004-DS-2", "Past Medical History",
           "Asthma; admission 10/2194 for exacerbation (no ICU)."),
    ],
)
question(
    "hw4-9400004-15", P4, [D2], "sequence",
    "January in the ED: order of dex, mag, high-flow and Tamiflu?",
    "Dexamethasone at 15:10, magnesium at 15:30, high-flow nasal cannula at 15:45 and the first "
    "oseltamivir dose at 16:00, all on 1/20.",
    structure={"order": ["dexamethasone", "magnesium sulfate", "high-flow nasal cannula",
                         "oseltamivir"],
               "dates": ["2195-01-20", "2195-01-20", "2195-01-20", "2195-01-20"]},
    evidence=[
        ev("9400004-ED-2", "Tx",
           "albuterol-ipratropium nebs x3, dexamethasone 16 mg PO at 15:10, magnesium 50 "
           "mg/kg IV at\n15:30, started HFNC 20 L/min FiO2 40% at 15:45."),
        ev("9400004-ED-2", "Tx", "Oseltamivir 60 mg PO BID first dose at 16:00."),
    ],
)
question(
    "hw4-9400004-16", P4, [D1], "sequence",
    "October: dex, mag, off oxygen, controller -- order?",
    "Dexamethasone at 18:30 and magnesium at 19:40 on 10/3. Oxygen came off at 04:00 on 10/4, "
    "and fluticasone was started on 10/4.",
    structure={"order": ["dexamethasone", "magnesium sulfate", "oxygen stopped",
                         "fluticasone started"],
               "dates": ["2194-10-03", "2194-10-03", "2194-10-04", "2194-10-04"]},
    evidence=[
        ev("9400004-ED-1", "Tx",
           "After 1 h PRAM 7, still retracting -> magnesium sulfate 50 mg/kg IV x1 at 19:40."),
        ev("9400004-PN-1", None,
           "Overnight weaned albuterol q2 -> q3h, off O2 at 04:00."),
        ev("9400004-PN-1", "A/P",
           "- Start fluticasone HFA 44 mcg 2 puffs BID with spacer (first controller), "
           "teach-back with mom."),
    ],
)
question(
    "hw4-9400004-17", P4, [D2], "duration",
    "How long was he on high-flow?",
    "About 19 hours, from 15:45 on 1/20 to 10:30 on 1/21. He then needed low-flow oxygen until "
    "1/22.",
    structure={"concept": "high-flow nasal cannula", "duration": {"value": 19, "unit": "hours"},
               "start": "2195-01-20", "end": "2195-01-21"},
    evidence=[
        ev("9400004-DS-2", "Brief Hospital Course",
           "Admitted to the PICU on high-flow nasal cannula from 1/20 15:45 to 1/21 10:30, then "
           "low-flow\noxygen until 1/22."),
    ],
)
question(
    "hw4-9400004-18", P4, [D2], "duration",
    "Oseltamivir course length?",
    "5 days, 1/20 through 1/24, finishing at home.",
    structure={"concept": "oseltamivir", "duration": {"value": 5, "unit": "days"},
               "start": "2195-01-20", "end": "2195-01-24"},
    evidence=[
        ev("9400004-DS-2", "Brief Hospital Course",
           "Oseltamivir was started 1/20 for a 5-day course."),
        ev("9400004-DS-2", "Discharge Medications",
           "3. Oseltamivir 60 mg PO BID through 1/24"),
    ],
)
question(
    "hw4-9400004-19", P4, [D1], "change",
    "October: what was added?",
    "Fluticasone 44 mcg 2 puffs BID with spacer was added as his first controller. Albuterol as "
    "needed continued. Dexamethasone, magnesium and ipratropium were inpatient only.",
    structure={"added": ["fluticasone"], "removed": [], "continued": ["albuterol"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400004-DS-1", "Medications on Admission"),
        meds("9400004-DS-1", "Discharge Medications"),
        ev("9400004-DS-1", "Discharge Medications",
           "1. Fluticasone propionate HFA 44 mcg 2 puffs BID with spacer"),
    ],
)
question(
    "hw4-9400004-20", P4, [D1, D2], "change",
    "How did his inhalers change between the two discharges?",
    "Fluticasone alone was replaced by fluticasone-salmeterol 100/50 BID (a step-up to an "
    "ICS-LABA), and a course of oseltamivir through 1/24 was added. Albuterol as needed is "
    "unchanged.",
    structure={"added": ["fluticasone-salmeterol", "oseltamivir"], "removed": ["fluticasone"],
               "continued": ["albuterol"],
               "compared": ["discharge medications 10/2194", "discharge medications 1/2195"]},
    evidence=[
        meds("9400004-DS-1", "Discharge Medications"),
        meds("9400004-DS-2", "Discharge Medications"),
        ev("9400004-DS-1", "Discharge Medications",
           "1. Fluticasone propionate HFA 44 mcg 2 puffs BID with spacer"),
        ev("9400004-DS-2", "Discharge Medications",
           "1. Fluticasone-salmeterol 100/50 mcg 1 inhalation BID"),
    ],
)

# =============================================================================================
# Patient 9400005: F, 15. New-onset type 1 diabetes presenting in severe DKA; headache with a
# cerebral oedema scare (CT negative); hypoglycaemia and a glargine reduction (6/2195).
# =============================================================================================

P5 = 9400005
patient(P5, "F", 15, "ASIAN - CHINESE")
admission(P5, 49400010, "2195-06-12T04:00:00", "2195-06-16T13:00:00", "ASIAN - CHINESE",
          "Private")

note("9400005-ED-1", 49400010, "2195-06-12T02:50:00", "2195-06-12T05:10:00", """\
PEDS ED NOTE

15 yo F previously healthy, 3 wks of polyuria, polydipsia, ~4 kg wt loss, then 1 day of
vomiting and abd pain.  No prior dx of diabetes.  No meds.  LMP 2 wks ago, denies sexual
activity, urine hCG neg.

Exam: HR 128, BP 104/58, RR 32 Kussmaul, T 37.0.  GCS 15, tired.  Dry MM, cap refill 3 s.
BMI 27.

Labs: glucose 512, pH 7.08, pCO2 18, HCO3 6, AG 28, Na 131 (corrected 137), K 5.6, BUN 24,
Cr 1.0, beta-hydroxybutyrate 7.2.

Imp: severe DKA, new-onset diabetes, presumed type 1 although BMI 27 raises type 2 -- send
GAD65, insulin Ab, C-peptide.

Plan: NS 10 mL/kg over 1 h, then 2-bag system.  Insulin drip 0.1 u/kg/h started 03:30, no
bolus.  K replacement once K <5.  Neuro checks q1h.  PICU.
""")

note("9400005-NN-1", 49400010, "2195-06-12T09:10:00", "2195-06-12T09:40:00", """\
PICU NURSING NOTE 0700-1900 (interim)

0815: pt c/o new headache 6/10, more sleepy, GCS 14 (E3), HR 84 from 110s, BP 118/64.
Resident and fellow at bedside 0820.  Fluids decreased per MD.  Mannitol drawn up at
bedside, not given.  Head of bed 30.  CT head ordered.

0900: GCS 15, headache 3/10, more alert, talking with mom.

Plan: neuro checks q1h, strict I/O, BG q1h on drip.
""")

note("9400005-RR-1", 49400010, "2195-06-12T08:50:00", "2195-06-12T09:25:00", """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  15-year-old girl in DKA with headache and drop in GCS.  Evaluate for cerebral
edema.

FINDINGS:  Basal cisterns and sulci are normal.  No loss of gray-white differentiation.  No
hemorrhage.  Ventricles normal.

IMPRESSION:  No evidence of cerebral edema or other acute intracranial abnormality.
""")

note("9400005-PN-1", 49400010, "2195-06-13T12:00:00", "2195-06-13T12:40:00", """\
PICU / Endocrine Progress Note HD2

AG closed (12) at 06:00, HCO3 18.  Glargine 14 units SC given 07:00; insulin drip off 09:00.
Headache resolved.  Eating lunch.

GAD65 Ab POSITIVE (>250), insulin Ab positive, C-peptide low (0.3).  -> type 1 confirmed,
type 2 excluded.
tTG-IgA negative (total IgA normal).  TSH 2.1.  TPO Ab positive.

A/P: 15F new T1DM, DKA resolved.
- Glargine 14 u qHS, lispro ICR 1:15 + correction 1 u/50 > 150.
- Diabetes education with CDE daily; glucagon teaching.
- Cerebral edema: excluded by CT; headache resolved.  If any new neuro change, mannitol 1 g/kg
and repeat CT.
- TPO Ab+: euthyroid now.  Check TSH yearly, sooner if symptoms.
- Transfer to floor.
""")

note("9400005-DS-1", 49400010, "2195-06-16T11:00:00", "2195-06-16T14:00:00", ds_head(
    "F", "PEDIATRICS", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Vomiting, polyuria

Major Surgical or Invasive Procedure:
None

History of Present Illness:
15 year old previously healthy girl with three weeks of polyuria, polydipsia and weight loss
and one day of vomiting, found to be in severe DKA (pH 7.08, bicarbonate 6, glucose 512).

Past Medical History:
None.  No prior diagnosis of diabetes.

Social History:
10th grade, lives with parents and 11 year old brother.  Plays volleyball.  No alcohol,
tobacco or vaping.  HEADSS screen: no concerns; eating disorder screen negative.

Family History:
Father with type 2 diabetes.  Brother with celiac disease.  Maternal aunt with Hashimoto
thyroiditis.  No family history of type 1 diabetes.

Physical Exam:
Admission: HR 128, RR 32 Kussmaul, dry mucous membranes, GCS 15.
Discharge: HR 84, well hydrated, neurologically normal.

Pertinent Results:
pH 7.08, HCO3 6, AG 28, BHB 7.2.  HbA1c 12.4%.  GAD65 and insulin antibodies positive,
C-peptide 0.3.  tTG-IgA negative.  TSH 2.1, TPO antibody positive.
CT head 6/12: no cerebral edema.

Brief Hospital Course:
# DKA / new-onset type 1 diabetes: Managed in the PICU with fluids and an insulin infusion from
03:30 on 6/12.  The anion gap closed at 06:00 on 6/13; glargine was given at 07:00 and the
drip stopped at 09:00 on 6/13.  On 6/12 at 08:15 she developed headache with a drop in GCS to
14; fluids were slowed, mannitol was prepared but not needed, and CT showed no cerebral edema.
She recovered fully within the hour.  Autoantibodies confirmed type 1 diabetes.
# Hypoglycemia: glucose 58 at 03:00 on 6/15 after an active evening, treated with juice.
Glargine was reduced from 14 to 12 units.
# Autoimmune screening: celiac screen negative; TPO antibodies positive with normal TSH, so
she is at risk of hypothyroidism later.
# Education: she and her parents completed diabetes education, including glucagon use.

Medications on Admission:
None

Discharge Medications:
1. Insulin glargine 12 units SC qHS
2. Insulin lispro SC with meals, 1 unit per 15 g carbohydrate, plus correction 1 unit per 50
mg/dL above 150
3. Glucagon 1 mg IM/SC PRN severe hypoglycemia
4. Glucose tablets 4 g, 4 tabs PRN BG <70

Discharge Disposition:
Home

Discharge Diagnosis:
Diabetic ketoacidosis, resolved
New-onset type 1 diabetes mellitus
Hypoglycemia
Positive TPO antibodies, euthyroid

Discharge Condition:
Alert, ambulatory.

Discharge Instructions:
Check blood sugar before meals and at bedtime.  If blood sugar is over 300 twice in a row,
check urine ketones, and if ketones are moderate or large, call the diabetes team right away.
If she is vomiting and cannot keep fluids down, come to the ED.  TSH should be checked once a
year.

Followup Instructions:
___
""")

# --- questions, patient 9400005 -------------------------------------------------------------

E1 = 49400010

question(
    "hw4-9400005-01", P5, [E1], "negation",
    "Did she have cerebral edema?",
    "No. The headache with a GCS drop to 14 on 6/12 prompted a CT head, which showed no cerebral "
    "edema. Mannitol was drawn up but never given, and she recovered within the hour.",
    structure={"concept": "cerebral edema", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400005-RR-1", "IMPRESSION",
           "No evidence of cerebral edema or other acute intracranial abnormality."),
        ev("9400005-NN-1", None, "Mannitol drawn up at\nbedside, not given."),
    ],
)
question(
    "hw4-9400005-02", P5, [E1], "negation",
    "Celiac?",
    "No. Her tTG-IgA was negative with a normal total IgA. Celiac disease is her brother's "
    "diagnosis, not hers.",
    structure={"concept": "celiac disease", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400005-PN-1", None, "tTG-IgA negative (total IgA normal)."),
    ],
)
question(
    "hw4-9400005-03", P5, [], "family_history",
    "Type 1 diabetes in the family?",
    "No. There is no family history of type 1 diabetes. Her father has type 2 diabetes.",
    structure={"concept": "type 1 diabetes", "polarity": "absent", "experiencer": "family"},
    evidence=[
        ev("9400005-DS-1", "Family History", "No family history of type 1 diabetes."),
        ev("9400005-DS-1", "Family History", "Father with type 2 diabetes."),
    ],
)
question(
    "hw4-9400005-04", P5, [], "family_history",
    "Who has celiac disease?",
    "Her brother. Her own celiac screen was negative.",
    structure={"concept": "celiac disease", "polarity": "present", "experiencer": "family",
               "relative": "brother"},
    evidence=[ev("9400005-DS-1", "Family History", "Brother with celiac disease.")],
)
question(
    "hw4-9400005-05", P5, [], "family_history",
    "Hashimoto's -- family or her?",
    "Family: her maternal aunt has Hashimoto thyroiditis. The patient is euthyroid (TSH 2.1), "
    "although her TPO antibodies are positive.",
    structure={"concept": "Hashimoto thyroiditis", "polarity": "present",
               "experiencer": "family", "relative": "maternal aunt"},
    evidence=[
        ev("9400005-DS-1", "Family History", "Maternal aunt with Hashimoto\nthyroiditis."),
    ],
)
question(
    "hw4-9400005-06", P5, [E1], "uncertainty",
    "Type 1 or type 2 when she came in?",
    "Presumed type 1 at presentation, but type 2 was a possibility because of her BMI of 27. The "
    "next day positive GAD65 and insulin antibodies and a low C-peptide confirmed type 1 and "
    "excluded type 2.",
    structure={"concept": "type 2 diabetes", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400005-ED-1", "Imp",
           "severe DKA, new-onset diabetes, presumed type 1 although BMI 27 raises type 2 -- "
           "send\nGAD65, insulin Ab, C-peptide."),
        ev("9400005-PN-1", None, "-> type 1 confirmed,\ntype 2 excluded."),
    ],
)
question(
    "hw4-9400005-07", P5, [E1], "conditional",
    "Mannitol -- when would they give it?",
    "For any new neurological change: mannitol 1 g/kg and a repeat CT. It was not needed after "
    "the CT was negative and the headache resolved.",
    structure={"concept": "mannitol", "polarity": "conditional", "experiencer": "patient",
               "condition": "new neuro change", "action": "mannitol 1 g/kg and repeat CT"},
    evidence=[
        ev("9400005-PN-1", "A/P",
           "If any new neuro change, mannitol 1 g/kg\nand repeat CT."),
    ],
)
question(
    "hw4-9400005-08", P5, [E1], "conditional",
    "Sick-day rule for ketones?",
    "If her blood sugar is over 300 twice in a row, check urine ketones, and if they are "
    "moderate or large, call the diabetes team right away. If she is vomiting and cannot keep "
    "fluids down, come to the ED.",
    structure={"concept": "ketosis", "polarity": "conditional", "experiencer": "patient",
               "condition": "blood sugar over 300 twice in a row with moderate or large "
                            "ketones",
               "action": "call the diabetes team"},
    evidence=[
        ev("9400005-DS-1", "Discharge Instructions",
           "If blood sugar is over 300 twice in a row,\ncheck urine ketones, and if ketones are "
           "moderate or large, call the diabetes team right away."),
    ],
)
question(
    "hw4-9400005-09", P5, [E1], "current_state",
    "Is the DKA resolved at discharge?",
    "Yes. The anion gap closed at 06:00 on 6/13, she came off the drip onto basal-bolus insulin "
    "the same morning, and the discharge diagnosis lists DKA as resolved.",
    structure={"concept": "diabetic ketoacidosis", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400005-DS-1", "Discharge Diagnosis", "Diabetic ketoacidosis, resolved"),
    ],
)
question(
    "hw4-9400005-10", P5, [E1], "current_state",
    "Thyroid status now?",
    "Euthyroid. The TSH is 2.1, but her TPO antibodies are positive, so she is at risk of later "
    "hypothyroidism and needs a yearly TSH.",
    structure={"concept": "hypothyroidism", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400005-DS-1", "Discharge Diagnosis", "Positive TPO antibodies, euthyroid"),
    ],
)
question(
    "hw4-9400005-11", P5, [E1], "historical",
    "Any diabetes history before this admission?",
    "No. She was previously healthy and had no prior diagnosis of diabetes; this was new-onset "
    "type 1 diabetes presenting in DKA.",
    structure={"concept": "diabetes mellitus", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400005-DS-1", "Past Medical History", "No prior diagnosis of diabetes."),
    ],
)
question(
    "hw4-9400005-12", P5, [E1], "sequence",
    "Drip on, headache, gap closed, glargine, drip off, low sugar -- in order?",
    "Insulin drip started (6/12 03:30), then the headache with GCS 14 (6/12 08:15). The gap "
    "closed (6/13 06:00), glargine was given (6/13 07:00) and the drip was stopped (6/13 09:00). "
    "The hypoglycemia to 58 came last (6/15 03:00).",
    structure={"order": ["insulin infusion started", "headache with GCS drop",
                         "anion gap closed", "glargine", "insulin infusion stopped",
                         "hypoglycemia"],
               "dates": ["2195-06-12", "2195-06-12", "2195-06-13", "2195-06-13",
                         "2195-06-13", "2195-06-15"]},
    evidence=[
        ev("9400005-DS-1", "Brief Hospital Course",
           "The anion gap closed at 06:00 on 6/13; glargine was given at 07:00 and the\ndrip "
           "stopped at 09:00 on 6/13."),
        ev("9400005-DS-1", "Brief Hospital Course",
           "On 6/12 at 08:15 she developed headache with a drop in GCS to\n14; fluids were "
           "slowed, mannitol was prepared but not needed, and CT showed no cerebral edema."),
        ev("9400005-DS-1", "Brief Hospital Course",
           "# Hypoglycemia: glucose 58 at 03:00 on 6/15 after an active evening, treated with "
           "juice."),
    ],
)
question(
    "hw4-9400005-13", P5, [E1], "duration",
    "How long was she on the insulin drip?",
    "About 29.5 hours, from 03:30 on 6/12 to 09:00 on 6/13.",
    structure={"concept": "insulin infusion", "duration": {"value": 29.5, "unit": "hours"},
               "start": "2195-06-12", "end": "2195-06-13"},
    evidence=[
        ev("9400005-DS-1", "Brief Hospital Course",
           "# DKA / new-onset type 1 diabetes: Managed in the PICU with fluids and an insulin "
           "infusion from\n03:30 on 6/12."),
        ev("9400005-PN-1", None, "Glargine 14 units SC given 07:00; insulin drip off 09:00."),
    ],
)
question(
    "hw4-9400005-14", P5, [E1], "duration",
    "How long had she had symptoms before presenting?",
    "About 3 weeks of polyuria, polydipsia and weight loss, then 1 day of vomiting.",
    structure={"concept": "polyuria and polydipsia", "duration": {"value": 3, "unit": "weeks"}},
    evidence=[
        ev("9400005-ED-1", None,
           "15 yo F previously healthy, 3 wks of polyuria, polydipsia, ~4 kg wt loss, then 1 day "
           "of\nvomiting and abd pain."),
    ],
)
question(
    "hw4-9400005-15", P5, [E1], "change",
    "Her glargine dose -- did it change before discharge?",
    "Yes, it was reduced from 14 to 12 units nightly after the 6/15 hypoglycemia. She went home "
    "on glargine 12 units, carbohydrate-counted lispro, glucagon and glucose tablets, and had no "
    "medications before admission.",
    structure={"added": ["insulin glargine", "insulin lispro", "glucagon", "glucose"],
               "removed": [], "continued": [],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400005-DS-1", "Discharge Medications"),
        ev("9400005-DS-1", "Brief Hospital Course",
           "Glargine was reduced from 14 to 12 units."),
        ev("9400005-DS-1", "Discharge Medications", "1. Insulin glargine 12 units SC qHS"),
    ],
    rationale="She took no medications before admission, so every discharge medication is "
              "added; the glargine dose change (14 to 12 units) happened in hospital.",
)

# =============================================================================================
# Patient 9400006: M, 56, alcohol-associated cirrhosis. First oesophageal variceal bleed with
# banding and an indeterminate liver lesion (2/2196); E. coli SBP with AKI, HRS considered and
# excluded, diuretics and propranolol held (4/2196); second variceal bleed with hepatic
# encephalopathy (9/2196).
# =============================================================================================

P6 = 9400006
patient(P6, "M", 56, "WHITE")
admission(P6, 49400011, "2196-02-05T07:20:00", "2196-02-10T15:00:00", "WHITE", "Private")
admission(P6, 49400012, "2196-04-18T13:00:00", "2196-04-24T12:00:00", "WHITE", "Private")
admission(P6, 49400013, "2196-09-02T05:40:00", "2196-09-06T14:30:00", "WHITE", "Private")

note("9400006-ED-1", 49400011, "2196-02-05T06:30:00", "2196-02-05T08:40:00", """\
ED NOTE

56M EtOH cirrhosis (dx 2194, no prior decompensation besides mild ascites on diuretics), 3
episodes of hematemesis since 04:00, ~1 cup bright red blood.  Lightheaded.  Drinks 6-8 beers
daily, last drink last night.  Denies NSAIDs.  No prior GI bleed, never scoped.

VS: HR 118, BP 92/54, SpO2 97%.  Pale, spider angiomata, mild ascites, no asterixis.
Labs: Hgb 6.9, Plt 78, INR 1.6, Tbili 2.4, Alb 2.9, Cr 1.0, Na 133.

Plan: 2 large-bore IVs, 2 u pRBC (restrictive target 7-8), octreotide bolus + gtt started
06:50, ceftriaxone 1 g IV given 07:00 (SBP/bacterial infection ppx), pantoprazole IV.  GI for
urgent EGD.  CIWA.  MICU.
""")

note("9400006-PN-1", 49400011, "2196-02-05T13:30:00", "2196-02-05T14:10:00", """\
GI PROCEDURE NOTE - EGD

Indication: hematemesis in cirrhosis.

Findings: Large (grade III) esophageal varices in the distal third with red wale signs and a
white nipple sign (stigmata of recent bleeding).  No gastric varices.  Mild portal
hypertensive gastropathy.  No ulcers.

Intervention: 4 bands placed.

Impression: esophageal variceal bleed, banded.

Recs: continue octreotide 72 h, ceftriaxone total 7 days, start propranolol when off
octreotide and BP allows, repeat EGD for banding in 2-3 weeks.
""")

note("9400006-RR-1", 49400011, "2196-02-06T10:00:00", "2196-02-06T11:20:00", """\
EXAMINATION:  LIVER OR GALLBLADDER US WITH DOPPLER

INDICATION:  Cirrhosis with variceal bleed.  Evaluate portal vein patency, HCC screening.

FINDINGS:  Coarsened, nodular liver.  1.4 cm hypoechoic lesion in segment 6.  Main portal vein
patent with hepatopetal flow.  Splenomegaly 15.2 cm.  Small ascites.  No biliary dilation.

IMPRESSION:
1.  Cirrhotic morphology with sequela of portal hypertension.  Patent portal vein.
2.  1.4 cm segment 6 lesion, indeterminate; hepatocellular carcinoma cannot be excluded.
Recommend multiphase MRI.
""")

note("9400006-DS-1", 49400011, "2196-02-10T13:00:00", "2196-02-10T16:00:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Hematemesis

Major Surgical or Invasive Procedure:
EGD with band ligation (4 bands) 2/5

History of Present Illness:
56M with alcohol-associated cirrhosis presenting with hematemesis and Hgb 6.9; first GI bleed.

Past Medical History:
Alcohol-associated cirrhosis, diagnosed 2194, Child-Pugh B.  Mild ascites on diuretics.
No prior hepatic encephalopathy or SBP.

Social History:
Truck dispatcher.  6-8 beers daily for 20 years.  Quit smoking 2190.  Lives with wife.

Family History:
Father died of alcohol-related cirrhosis at 61.  Mother had colon cancer at 68.

Physical Exam:
Admission: HR 118, BP 92/54, pale, mild ascites.
Discharge: HR 68, BP 112/70, no asterixis, mild ascites.

Pertinent Results:
Hgb 6.9 -> 8.4 after 2 units.  INR 1.6.  MELD-Na 16.
US 2/6: patent portal vein; 1.4 cm indeterminate segment 6 lesion.

Brief Hospital Course:
# Esophageal variceal bleed: transfused 2 units on 2/5, octreotide 2/5-2/8, EGD on 2/5 with 4
bands.  No rebleeding.  Propranolol 20 mg BID started 2/8 after octreotide.  Ceftriaxone 2/5-2/9
then ciprofloxacin to complete 7 days of prophylaxis on 2/11.
# Alcohol use disorder: mild withdrawal, lorazepam x2 doses on 2/6.  Counseled; he agreed to
stop drinking and to start naltrexone? -- deferred given liver disease; acamprosate started.
# Liver lesion: MRI as outpatient to characterize.
# Ascites: furosemide and spironolactone continued.

Medications on Admission:
1. Furosemide 20 mg PO daily
2. Spironolactone 50 mg PO daily
3. Thiamine 100 mg PO daily
4. Folic acid 1 mg PO daily

Discharge Medications:
1. Furosemide 20 mg PO daily
2. Spironolactone 50 mg PO daily
3. Thiamine 100 mg PO daily
4. Folic acid 1 mg PO daily
5. Propranolol 20 mg PO BID
6. Ciprofloxacin 500 mg PO BID through 2/11
7. Acamprosate 666 mg PO TID

Discharge Disposition:
Home

Discharge Diagnosis:
Esophageal variceal hemorrhage
Alcohol-associated cirrhosis
Indeterminate liver lesion

Discharge Condition:
Alert, oriented, ambulatory.

Discharge Instructions:
Do not drink alcohol.  If you vomit blood or have black stools, call 911.  Hold propranolol if
your heart rate is below 55 or you feel faint.  Repeat EGD in 2-3 weeks and liver MRI.

Followup Instructions:
___
""")

note("9400006-ED-2", 49400012, "2196-04-18T12:20:00", "2196-04-18T14:30:00", """\
ED NOTE

56M EtOH cirrhosis, variceal bleed 2/2196 (banded x2 since), sober since 2/4 per pt and wife,
p/w 2 d abd pain, increased girth, T 38.3, and mild confusion per wife.  No hematemesis or
melena.

VS: T 38.3, HR 96, BP 94/58.  Tense ascites, diffusely tender.  Mild asterixis.

Labs: Cr 2.1 (1.0 in Feb), Na 129, WBC 13.2, Tbili 3.1, INR 1.8.

Diagnostic paracentesis: PMN 620, Gram stain GNR.

Imp: SBP with AKI.  Grade 1 HE.
Plan: ceftriaxone 2 g IV, albumin 1.5 g/kg today, hold furosemide, spironolactone and
propranolol.  Lactulose.  Admit hepatology.
""")

note("9400006-RR-2", 49400012, "2196-04-20T09:00:00", "2196-04-20T12:10:00", """\
EXAMINATION:  MRI ABDOMEN WITH AND WITHOUT CONTRAST (LIVER PROTOCOL)

INDICATION:  Cirrhosis, 1.4 cm segment 6 lesion on ultrasound.  Characterize.

FINDINGS:  Cirrhotic liver.  Segment 6: 1.3 cm observation, mildly T2 hyperintense, with
arterial phase hyperenhancement but no washout and no capsule.  No other observations.  Patent
portal and hepatic veins.  Moderate ascites.  Splenomegaly.

IMPRESSION:  1.3 cm segment 6 observation, LI-RADS 3 (intermediate probability of
malignancy).  Recommend repeat multiphase MRI in 3-6 months.
""")

note("9400006-PN-2", 49400012, "2196-04-21T10:15:00", "2196-04-21T11:00:00", """\
Hepatology Progress Note HD4

Afebrile since 4/19.  Confusion cleared, 3 BMs on lactulose.  Cr 2.1 -> 1.7 -> 1.4 after
albumin (1.5 g/kg 4/18, 1 g/kg 4/20).  Ascites cx: E. coli, pan-sensitive.

A/P:
#SBP: ceftriaxone day 4/5.  Repeat tap not needed given clinical response.  Long-term
ciprofloxacin prophylaxis after.
#AKI: improving with albumin, so HRS-AKI is not supported; was prerenal/SBP.  No
terlipressin.  Hold diuretics until Cr <1.3.
#Propranolol: held for SBP/hypotension.  Resume at lower dose once SBP >100 and AKI
resolved.
#HE grade 1: resolved; continue lactulose.
#LR-3 lesion: repeat MRI 3-6 mo.
""")

note("9400006-DS-2", 49400012, "2196-04-24T10:30:00", "2196-04-24T13:40:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Abdominal pain, fever

Major Surgical or Invasive Procedure:
Diagnostic paracentesis 4/18

History of Present Illness:
56M with alcohol-associated cirrhosis, first variceal bleed 2/2196, abstinent since 2/4, with
two days of abdominal pain, fever and mild confusion; paracentesis PMN 620, creatinine 2.1.

Past Medical History:
- Alcohol-associated cirrhosis, Child-Pugh B
- Esophageal variceal bleed 2/2196, banded 2/5, 2/26 and 3/19
- LI-RADS observation segment 6

Social History:
Abstinent from alcohol since 2/4, attending AA.  Lives with wife.

Family History:
Father - cirrhosis (alcohol), died 61.  Mother - colon cancer at 68.

Physical Exam:
Admission: T 38.3, tense tender ascites, mild asterixis.
Discharge: afebrile, soft moderate ascites, no asterixis, oriented.

Pertinent Results:
Ascitic PMN 620, culture E. coli.  Cr 2.1 -> 1.2.  Na 129 -> 134.
MRI liver 4/20: 1.3 cm segment 6 LI-RADS 3.

Brief Hospital Course:
# E. coli SBP: ceftriaxone 4/18-4/22, 5 days.  Started ciprofloxacin 500 mg daily indefinitely
as secondary prophylaxis.
# AKI: albumin on 4/18 and 4/20.  Creatinine fell promptly, so hepatorenal syndrome was
excluded.  Cr 1.2 at discharge.
# Diuretics: furosemide and spironolactone held on admission.  Spironolactone resumed 4/23 at
50 mg; furosemide remains held until clinic labs.
# Propranolol: held 4/18 for hypotension; resumed 4/23 at 10 mg BID (previously 20 mg BID).
# Hepatic encephalopathy grade 1: resolved; lactulose continued, titrate to 2-3 BMs daily.
# LI-RADS 3 lesion: repeat MRI in 3-6 months; if it grows or shows washout, discuss at liver
tumor board.

Medications on Admission:
1. Furosemide 20 mg PO daily
2. Spironolactone 50 mg PO daily
3. Propranolol 20 mg PO BID
4. Thiamine 100 mg PO daily
5. Folic acid 1 mg PO daily
6. Acamprosate 666 mg PO TID

Discharge Medications:
1. Spironolactone 50 mg PO daily
2. Propranolol 10 mg PO BID
3. Ciprofloxacin 500 mg PO daily
4. Lactulose 30 mL PO TID, titrate to 2-3 BMs
5. Thiamine 100 mg PO daily
6. Folic acid 1 mg PO daily
7. Acamprosate 666 mg PO TID

Discharge Disposition:
Home

Discharge Diagnosis:
Spontaneous bacterial peritonitis (E. coli)
Acute kidney injury, prerenal, resolved
Hepatic encephalopathy grade 1, resolved

Discharge Condition:
Alert, oriented.

Discharge Instructions:
Take ciprofloxacin every day to prevent another infection.  Do not take furosemide until we
check your labs.  Take lactulose so that you have 2-3 soft bowel movements a day.

Followup Instructions:
___
""")

note("9400006-ED-3", 49400013, "2196-09-02T04:50:00", "2196-09-02T07:00:00", """\
ED NOTE

56M EtOH cirrhosis w/ prior variceal bleed (2/2196) and SBP (4/2196), on propranolol 10 BID
and cipro ppx, sober 7 months (since 2/4).  Black stools since yesterday, then hematemesis x2
tonight.  Wife says he has been sleepy and mixing up words for 2 days.  Admits he ran out of
lactulose last week.

VS: HR 104, BP 98/60.  Drowsy but arousable, oriented to self and year, asterixis present.
Labs: Hgb 7.2 (10.1 in July), Plt 70, INR 1.9, Cr 1.1, Na 131, NH3 98.  PEth negative.

Imp: second variceal bleed; HE grade 2.
Plan: 1 u pRBC, octreotide gtt 05:15, ceftriaxone 1 g, pantoprazole.  Lactulose via NG.  Urgent
EGD.  Airway ok for now; intubate for EGD if mental status worsens.  MICU.
""")

note("9400006-PN-3", 49400013, "2196-09-02T11:40:00", "2196-09-02T12:20:00", """\
GI PROCEDURE NOTE - EGD (MAC, not intubated)

Findings: Recurrent medium esophageal varices, one with an adherent clot (culprit).  Scarring
from prior banding.  No gastric or ectopic varices.

Intervention: 3 bands.

Recs: octreotide 3-5 d, ceftriaxone, resume propranolol when stable.  Given rebleed despite
banding + NSBB, IR consult for TIPS evaluation.  Bleeding on banding plus beta-blocker is the
indication; will decide after HE controlled, as HE is a relative contraindication.
""")

note("9400006-RR-3", 49400013, "2196-09-04T08:30:00", "2196-09-04T10:00:00", """\
EXAMINATION:  LIVER DOPPLER ULTRASOUND (PRE-TIPS)

INDICATION:  Recurrent variceal bleed, TIPS evaluation.  Assess portal vein and hepatic veins.

FINDINGS:  Cirrhotic liver.  Main portal vein patent, hepatopetal, velocity 18 cm/s.  Hepatic
veins patent.  The segment 6 observation measures 1.3 cm, unchanged.  Moderate ascites.
Spleen 15.8 cm.

IMPRESSION:  Patent portal and hepatic veins; no contraindication to TIPS on imaging.
Unchanged 1.3 cm segment 6 observation.
""")

note("9400006-DS-3", 49400013, "2196-09-06T12:00:00", "2196-09-06T15:30:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Melena, hematemesis, confusion

Major Surgical or Invasive Procedure:
EGD with band ligation (3 bands) 9/2

History of Present Illness:
56M with alcohol-associated cirrhosis, esophageal variceal bleed 2/2196 and E. coli SBP
4/2196, abstinent since 2/4, presenting with melena since 9/1 and hematemesis on 9/2, and two
days of somnolence after running out of lactulose.

Past Medical History:
- Alcohol-associated cirrhosis, MELD-Na 19 this admission
- Esophageal variceal bleed 2/2196
- SBP 4/2196, on ciprofloxacin prophylaxis
- Hepatic encephalopathy grade 1 with SBP 4/2196
- LI-RADS 3 segment 6 observation

Social History:
Sober since 2/4/2196 (7 months), confirmed by negative PEth.  AA weekly.

Family History:
Father - alcohol-related cirrhosis.  Mother - colon cancer.

Physical Exam:
Admission: HR 104, drowsy, asterixis.
Discharge: alert, oriented x3, no asterixis.

Pertinent Results:
Hgb 7.2 -> 8.1 after 1 unit.  NH3 98.  INR 1.9.
Doppler US 9/4: patent portal and hepatic veins; segment 6 observation unchanged at 1.3 cm.

Brief Hospital Course:
# Second esophageal variceal bleed: 1 unit pRBC 9/2, octreotide 9/2-9/5, EGD 9/2 with 3 bands.
Ceftriaxone 9/2-9/6, then back to daily ciprofloxacin prophylaxis.  Propranolol held
9/2-9/4 and resumed 9/5 at 10 mg BID.  Because he rebled despite banding and a beta-blocker,
IR evaluated him for TIPS; with HE this admission, TIPS was deferred and he will be
re-evaluated in clinic in 2 weeks: if HE stays controlled, elective TIPS is planned.
# Hepatic encephalopathy grade 2: precipitated by the bleed and lactulose nonadherence.
Lactulose titrated; rifaximin 550 mg BID added 9/4.  Resolved by 9/5.
# Transplant: referred to the transplant hepatology clinic given 7 months of sobriety and
MELD-Na 19.

Medications on Admission:
1. Spironolactone 50 mg PO daily
2. Propranolol 10 mg PO BID
3. Ciprofloxacin 500 mg PO daily
4. Lactulose 30 mL PO TID (ran out)
5. Thiamine 100 mg PO daily
6. Folic acid 1 mg PO daily
7. Acamprosate 666 mg PO TID

Discharge Medications:
1. Spironolactone 50 mg PO daily
2. Propranolol 10 mg PO BID
3. Ciprofloxacin 500 mg PO daily
4. Lactulose 30 mL PO QID, titrate to 2-3 BMs
5. Rifaximin 550 mg PO BID
6. Thiamine 100 mg PO daily
7. Folic acid 1 mg PO daily
8. Acamprosate 666 mg PO TID

Discharge Disposition:
Home

Discharge Diagnosis:
Esophageal variceal hemorrhage, recurrent
Hepatic encephalopathy grade 2, resolved
Alcohol-associated cirrhosis

Discharge Condition:
Alert, oriented x3.

Discharge Instructions:
Never run out of lactulose.  Take rifaximin twice daily.  If you become confused or sleepy,
take an extra dose of lactulose and call the liver clinic.

Followup Instructions:
___
""")

# --- questions, patient 9400006 -------------------------------------------------------------

F1, F2, F3 = 49400011, 49400012, 49400013

question(
    "hw4-9400006-01", P6, [F1], "negation",
    "First EGD -- gastric varices?",
    "No. There were large distal esophageal varices with stigmata of recent bleeding, but no "
    "gastric varices; the second EGD in September also found none.",
    structure={"concept": "gastric varices", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9400006-PN-1", "Findings", "No gastric varices.")],
)
question(
    "hw4-9400006-02", P6, [F1, F3], "negation",
    "Was he drinking again at the second bleed?",
    "No. He had been abstinent since 2/4/2196, about 7 months, and a negative PEth confirmed it. "
    "In February he had been drinking 6-8 beers a day.",
    structure={"concept": "alcohol use", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400006-DS-3", "Social History",
           "Sober since 2/4/2196 (7 months), confirmed by negative PEth."),
    ],
)
question(
    "hw4-9400006-03", P6, [], "family_history",
    "Liver disease in the family?",
    "Yes, his father died of alcohol-related cirrhosis at 61.",
    structure={"concept": "cirrhosis", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[
        ev("9400006-DS-1", "Family History",
           "Father died of alcohol-related cirrhosis at 61."),
    ],
)
question(
    "hw4-9400006-04", P6, [], "family_history",
    "Colon cancer -- whose?",
    "His mother's, diagnosed at 68. The patient has never been scoped for colon cancer screening "
    "and has no colon cancer recorded.",
    structure={"concept": "colon cancer", "polarity": "present", "experiencer": "family",
               "relative": "mother"},
    evidence=[ev("9400006-DS-1", "Family History", "Mother had colon cancer at 68.")],
)
question(
    "hw4-9400006-05", P6, [F1, F2], "uncertainty",
    "Is the liver lesion HCC?",
    "Not established; it is still indeterminate. The February ultrasound could not exclude HCC. "
    "The April MRI called it LI-RADS 3 (intermediate probability: arterial enhancement without "
    "washout or capsule). It was unchanged at 1.3 cm in September.",
    structure={"concept": "hepatocellular carcinoma", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9400006-RR-1", "IMPRESSION",
           "1.4 cm segment 6 lesion, indeterminate; hepatocellular carcinoma cannot be excluded."),
        ev("9400006-RR-2", "IMPRESSION",
           "1.3 cm segment 6 observation, LI-RADS 3 (intermediate probability of\nmalignancy)."),
    ],
)
question(
    "hw4-9400006-06", P6, [F2], "uncertainty",
    "Was the April AKI hepatorenal?",
    "No. HRS-AKI was considered but not supported, because the creatinine fell promptly with "
    "albumin (2.1 to 1.4, then 1.2). It was attributed to a prerenal, SBP-related cause, and no "
    "terlipressin was given.",
    structure={"concept": "hepatorenal syndrome", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400006-PN-2", "A/P",
           "#AKI: improving with albumin, so HRS-AKI is not supported; was prerenal/SBP."),
        ev("9400006-DS-2", "Brief Hospital Course",
           "Creatinine fell promptly, so hepatorenal syndrome was\nexcluded."),
    ],
)
question(
    "hw4-9400006-07", P6, [F3], "conditional",
    "Is he getting a TIPS?",
    "Not yet; it is conditional. TIPS was deferred because of hepatic encephalopathy this "
    "admission. If the HE stays controlled at the clinic re-evaluation in 2 weeks, an elective "
    "TIPS is planned.",
    structure={"concept": "TIPS", "polarity": "conditional", "experiencer": "patient",
               "condition": "hepatic encephalopathy stays controlled at 2-week re-evaluation",
               "action": "elective TIPS"},
    evidence=[
        ev("9400006-DS-3", "Brief Hospital Course",
           "Because he rebled despite banding and a beta-blocker,\nIR evaluated him for TIPS; "
           "with HE this admission, TIPS was deferred and he will be\nre-evaluated in clinic in "
           "2 weeks: if HE stays controlled, elective TIPS is planned."),
    ],
)
question(
    "hw4-9400006-08", P6, [F2], "conditional",
    "What happens if the LR-3 lesion changes?",
    "If it grows or shows washout on the repeat MRI in 3-6 months, it goes to the liver tumor "
    "board. It was unchanged at 1.3 cm on the September ultrasound.",
    structure={"concept": "hepatocellular carcinoma", "polarity": "conditional",
               "experiencer": "patient", "condition": "lesion grows or shows washout",
               "action": "discuss at liver tumor board"},
    evidence=[
        ev("9400006-DS-2", "Brief Hospital Course",
           "# LI-RADS 3 lesion: repeat MRI in 3-6 months; if it grows or shows washout, discuss "
           "at liver\ntumor board."),
    ],
)
question(
    "hw4-9400006-09", P6, [F2], "current_state",
    "On furosemide after the SBP admission?",
    "No. Furosemide was held on admission for the AKI and remains held at discharge until clinic "
    "labs. Spironolactone was resumed at 50 mg on 4/23.",
    structure={"concept": "furosemide", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400006-DS-2", "Brief Hospital Course",
           "Spironolactone resumed 4/23 at\n50 mg; furosemide remains held until clinic labs."),
    ],
)
question(
    "hw4-9400006-10", P6, [F3], "current_state",
    "Encephalopathy at the September discharge?",
    "Resolved. He was alert and oriented with no asterixis, and the HE was resolved by 9/5 on "
    "titrated lactulose plus rifaximin.",
    structure={"concept": "hepatic encephalopathy", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400006-DS-3", "Brief Hospital Course", "Resolved by 9/5."),
        ev("9400006-DS-3", "Discharge", "alert, oriented x3, no asterixis."),
    ],
)
question(
    "hw4-9400006-11", P6, [F3], "historical",
    "Had he had SBP or encephalopathy before this September bleed?",
    "Yes to both, in April 2196: E. coli SBP with grade 1 hepatic encephalopathy, both resolved. "
    "He has been on ciprofloxacin prophylaxis since. At the February admission he had had "
    "neither.",
    structure={"concept": "spontaneous bacterial peritonitis", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9400006-DS-3", "Past Medical History",
           "- SBP 4/2196, on ciprofloxacin prophylaxis"),
        ev("9400006-DS-3", "Past Medical History",
           "- Hepatic encephalopathy grade 1 with SBP 4/2196"),
        ev("9400006-DS-1", "Past Medical History",
           "No prior hepatic encephalopathy or SBP."),
    ],
)
question(
    "hw4-9400006-12", P6, [F1], "historical",
    "Any GI bleed before February?",
    "No. February was his first GI bleed, and he had never had an endoscopy.",
    structure={"concept": "gastrointestinal bleeding", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[ev("9400006-ED-1", None, "No prior GI bleed, never scoped.")],
)
question(
    "hw4-9400006-13", P6, [F1, F3], "sequence",
    "Two bleeds -- dates, bands, units?",
    "First bleed: 2/5/2196, large varices, 4 bands, 2 units of blood. Second bleed: melena from "
    "9/1 and hematemesis on 9/2/2196, medium recurrent varices, 3 bands, 1 unit. Surveillance "
    "banding sessions on 2/26 and 3/19 came in between.",
    structure={"order": ["first variceal bleed", "surveillance banding", "surveillance banding",
                         "second variceal bleed"],
               "dates": ["2196-02-05", "2196-02-26", "2196-03-19", "2196-09-02"]},
    evidence=[
        ev("9400006-DS-1", "Brief Hospital Course",
           "# Esophageal variceal bleed: transfused 2 units on 2/5, octreotide 2/5-2/8, EGD on "
           "2/5 with 4\nbands."),
        ev("9400006-DS-2", "Past Medical History",
           "- Esophageal variceal bleed 2/2196, banded 2/5, 2/26 and 3/19"),
        ev("9400006-DS-3", "Brief Hospital Course",
           "# Second esophageal variceal bleed: 1 unit pRBC 9/2, octreotide 9/2-9/5, EGD 9/2 "
           "with 3 bands."),
    ],
)
question(
    "hw4-9400006-14", P6, [F2], "sequence",
    "April: albumin doses and the diuretic/beta-blocker restarts -- order?",
    "Albumin 1.5 g/kg and ceftriaxone on 4/18, when furosemide, spironolactone and propranolol "
    "were held. A second albumin dose (1 g/kg) followed on 4/20 and ceftriaxone finished on "
    "4/22. Spironolactone and propranolol (at 10 mg BID) were both resumed on 4/23, and "
    "furosemide stayed held.",
    structure={"order": ["albumin 1.5 g/kg", "albumin 1 g/kg", "ceftriaxone completed",
                         "spironolactone resumed", "propranolol resumed"],
               "dates": ["2196-04-18", "2196-04-20", "2196-04-22", "2196-04-23",
                         "2196-04-23"]},
    evidence=[
        ev("9400006-PN-2", None,
           "Cr 2.1 -> 1.7 -> 1.4 after\nalbumin (1.5 g/kg 4/18, 1 g/kg 4/20)."),
        ev("9400006-DS-2", "Brief Hospital Course",
           "# E. coli SBP: ceftriaxone 4/18-4/22, 5 days."),
        ev("9400006-DS-2", "Brief Hospital Course",
           "# Propranolol: held 4/18 for hypotension; resumed 4/23 at 10 mg BID (previously 20 "
           "mg BID)."),
    ],
)
question(
    "hw4-9400006-15", P6, [F1], "duration",
    "How long was octreotide run after the first bleed?",
    "72 hours (about 3 days), 2/5 to 2/8, as GI recommended. Propranolol was started once it "
    "was off.",
    structure={"concept": "octreotide", "duration": {"value": 3, "unit": "days"},
               "start": "2196-02-05", "end": "2196-02-08"},
    evidence=[
        ev("9400006-PN-1", "Recs",
           "continue octreotide 72 h, ceftriaxone total 7 days, start propranolol when off"
           "\noctreotide and BP allows, repeat EGD for banding in 2-3 weeks."),
    ],
)
question(
    "hw4-9400006-16", P6, [F2], "duration",
    "SBP antibiotic course?",
    "5 days of ceftriaxone, 4/18-4/22, followed by indefinite daily ciprofloxacin as secondary "
    "prophylaxis.",
    structure={"concept": "ceftriaxone", "duration": {"value": 5, "unit": "days"},
               "start": "2196-04-18", "end": "2196-04-22"},
    evidence=[
        ev("9400006-DS-2", "Brief Hospital Course",
           "# E. coli SBP: ceftriaxone 4/18-4/22, 5 days."),
    ],
)
question(
    "hw4-9400006-17", P6, [F3], "duration",
    "How long sober by September?",
    "7 months, since 2/4/2196, confirmed by a negative PEth.",
    structure={"concept": "alcohol abstinence", "duration": {"value": 7, "unit": "months"},
               "start": "2196-02-04", "end": "2196-09-02"},
    evidence=[
        ev("9400006-DS-3", "Social History",
           "Sober since 2/4/2196 (7 months), confirmed by negative PEth."),
    ],
)
question(
    "hw4-9400006-18", P6, [F2], "change",
    "April admission -- what changed in his meds?",
    "Furosemide was stopped (held until labs). Propranolol was reduced from 20 to 10 mg BID "
    "after a hold. Daily ciprofloxacin prophylaxis and lactulose were added. Spironolactone, "
    "thiamine, folic acid and acamprosate were continued.",
    structure={"added": ["ciprofloxacin", "lactulose"], "removed": ["furosemide"],
               "continued": ["spironolactone", "propranolol", "thiamine", "folic acid",
                             "acamprosate"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400006-DS-2", "Medications on Admission"),
        meds("9400006-DS-2", "Discharge Medications"),
        ev("9400006-DS-2", "Medications on Admission", "3. Propranolol 20 mg PO BID"),
        ev("9400006-DS-2", "Discharge Medications", "2. Propranolol 10 mg PO BID"),
        ev("9400006-DS-2", "Discharge Medications", "3. Ciprofloxacin 500 mg PO daily"),
        ev("9400006-DS-2", "Discharge Medications",
           "4. Lactulose 30 mL PO TID, titrate to 2-3 BMs"),
    ],
    rationale="Furosemide is on hold at discharge, so it is listed under removed.",
)
question(
    "hw4-9400006-19", P6, [F1, F3], "change",
    "Compare his discharge list after the first bleed with the one after the second.",
    "Furosemide is gone, and the short ciprofloxacin course has become daily ciprofloxacin "
    "prophylaxis. Propranolol went from 20 to 10 mg BID. Lactulose and rifaximin were added. "
    "Spironolactone, thiamine, folic acid and acamprosate are on both lists.",
    structure={"added": ["lactulose", "rifaximin"], "removed": ["furosemide"],
               "continued": ["spironolactone", "propranolol", "ciprofloxacin", "thiamine",
                             "folic acid", "acamprosate"],
               "compared": ["discharge medications 2/2196", "discharge medications 9/2196"]},
    evidence=[
        meds("9400006-DS-1", "Discharge Medications"),
        meds("9400006-DS-3", "Discharge Medications"),
        ev("9400006-DS-1", "Discharge Medications", "5. Propranolol 20 mg PO BID"),
        ev("9400006-DS-3", "Discharge Medications", "5. Rifaximin 550 mg PO BID"),
        ev("9400006-DS-3", "Discharge Medications",
           "4. Lactulose 30 mL PO QID, titrate to 2-3 BMs"),
    ],
)

# =============================================================================================
# Patient 9400007: F, 38, systemic lupus erythematosus. New class IV lupus nephritis, pulse
# steroids and mycophenolate, TTP excluded (3/2197); two generalised seizures from PRES with
# hypertensive emergency, lupus cerebritis considered and judged unlikely (8/2197).
# =============================================================================================

P7 = 9400007
patient(P7, "F", 38, "BLACK/AFRICAN AMERICAN")
admission(P7, 49400014, "2197-03-10T16:00:00", "2197-03-17T12:00:00", "BLACK/AFRICAN AMERICAN",
          "Private")
admission(P7, 49400015, "2197-08-20T10:30:00", "2197-08-26T13:00:00", "BLACK/AFRICAN AMERICAN",
          "Private")

note("9400007-ED-1", 49400014, "2197-03-10T14:45:00", "2197-03-10T16:30:00", """\
ED NOTE

38F SLE (dx 2191: arthritis, malar rash, +ANA/dsDNA) on HCQ, sent by rheum for Cr 1.6 (0.8 in
11/2196) and 3+ protein.  2 wks leg swelling, foamy urine.  Denies hematuria, rash flare, chest
pain, fever.  No h/o clots or miscarriage.

VS: BP 158/96, HR 84, afebrile.  2+ pitting edema to knees.  No rash, no synovitis.

Labs: Cr 1.6, UPCR 3.2 g/g, UA 3+ prot, 25 RBC, RBC casts.  C3 48, C4 6, dsDNA 410.  Hgb 10.8,
Plt 182, LDH 240.  Smear: no schistocytes.

Imp: probable lupus nephritis.  TMA/TTP less likely (plt nl, no schistocytes).
Plan: admit renal/rheum, renal US, biopsy.
""")

note("9400007-RR-1", 49400014, "2197-03-11T09:00:00", "2197-03-11T09:40:00", """\
EXAMINATION:  RENAL ULTRASOUND

INDICATION:  SLE with AKI and proteinuria, pre-biopsy.

FINDINGS:  Right kidney 11.8 cm, left 12.1 cm.  Mildly increased echogenicity bilaterally.  No
hydronephrosis, stones or masses.  Bladder normal.

IMPRESSION:  Normal-sized kidneys with mildly increased echogenicity, consistent with medical
renal disease.  No hydronephrosis.
""")

note("9400007-PN-1", 49400014, "2197-03-13T11:30:00", "2197-03-13T12:15:00", """\
Renal/Rheum Progress Note HD4

Biopsy 3/12 (no bleeding complication): class IV-G (A) lupus nephritis, activity index 11,
chronicity index 2, no crescents.  APLA panel (lupus anticoagulant, aCL, b2GP1) negative.

Cr 1.6 -> 1.5.  BP 140s/90s.

A/P: 38F new class IV LN.
- Methylpred 500 mg IV day 2/3 (3/12-3/14), then prednisone 60 mg daily w/ taper.
- Start mycophenolate 1000 mg BID on 3/15 after pulse.
- Continue HCQ 200 BID.
- Start lisinopril 5 mg once Cr stable, for proteinuria.
- PJP ppx with TMP-SMX SS daily while pred >20 mg.
- Stop ibuprofen.
- TTP: excluded, no further w/u.
""")

note("9400007-DS-1", 49400014, "2197-03-17T10:00:00", "2197-03-17T13:00:00", ds_head(
    "F", "MEDICINE", "Sulfa? (childhood rash, tolerated TMP-SMX this admission)") + """\
Chief Complaint:
Leg swelling, abnormal kidney tests

Major Surgical or Invasive Procedure:
Percutaneous kidney biopsy 3/12

History of Present Illness:
38F with SLE on hydroxychloroquine with two weeks of edema and foamy urine, creatinine 1.6,
nephrotic-range proteinuria and an active sediment.

Past Medical History:
SLE (2191): arthritis, malar rash.  No prior renal involvement.  No thrombosis.

Social History:
Paralegal, married, one son (8).  Never smoker, no alcohol.

Family History:
Mother with rheumatoid arthritis.  Sister with hypothyroidism.  No family history of lupus or
kidney disease.

Physical Exam:
Admission: BP 158/96, 2+ edema.
Discharge: BP 132/84, 1+ edema.

Pertinent Results:
UPCR 3.2.  C3 48, C4 6, dsDNA 410.  Antiphospholipid panel negative.
Biopsy: ISN/RPS class IV-G (A) lupus nephritis.
Discharge Cr 1.3.

Brief Hospital Course:
# Class IV lupus nephritis: pulse methylprednisolone 500 mg daily 3/12-3/14, then prednisone 60
mg daily with a planned taper by 10 mg every 2 weeks to 10 mg.  Mycophenolate 1000 mg BID
started 3/15.  Hydroxychloroquine continued.  Lisinopril 5 mg started 3/16.  Ibuprofen stopped.
# TTP/TMA: considered at presentation; normal platelets and no schistocytes, ruled out.
# PJP prophylaxis: TMP-SMX single strength daily while prednisone above 20 mg.

Medications on Admission:
1. Hydroxychloroquine 200 mg PO BID
2. Ibuprofen 400 mg PO PRN

Discharge Medications:
1. Hydroxychloroquine 200 mg PO BID
2. Prednisone 60 mg PO daily (taper per rheumatology)
3. Mycophenolate mofetil 1000 mg PO BID
4. Lisinopril 5 mg PO daily
5. Trimethoprim-sulfamethoxazole SS 1 tab PO daily
6. Calcium carbonate-vitamin D3 600 mg-400 unit PO BID
7. Pantoprazole 40 mg PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Lupus nephritis, ISN/RPS class IV
Systemic lupus erythematosus

Discharge Condition:
Alert, ambulatory.

Discharge Instructions:
No ibuprofen or naproxen.  Use contraception: mycophenolate causes birth defects.  If your
creatinine rises or you develop fever, call rheumatology.

Followup Instructions:
___
""")

note("9400007-ED-2", 49400015, "2197-08-20T09:50:00", "2197-08-20T12:40:00", """\
ED NOTE - RESUS

38F SLE w/ class IV LN (3/2197) on MMF/pred 10, BIBA after GTC seizure at home at 07:40
witnessed by husband, ~2 min, postictal.  2 days of severe headache and blurry vision.  No
prior seizures.  No fever.

At 10:15 in ED: second GTC seizure, 90 s, lorazepam 2 mg IV, then levetiracetam 1500 mg IV load.

VS: BP 196/118, HR 102, T 37.2.  Postictal, moving all 4.  No meningismus.

Labs: Cr 1.4, Plt 160, C3 72, dsDNA 90, Mg 1.9, glucose 102.  Tacro n/a.

Imp: seizures with hypertensive emergency -- PRES most likely; lupus cerebritis / CNS vasculitis
and CNS infection on immunosuppression to be excluded.
Plan: nicardipine gtt (goal 25% reduction first hour), MRI brain, LP after MRI, neuro c/s, ICU.
""")

note("9400007-RR-2", 49400015, "2197-08-20T14:00:00", "2197-08-20T16:30:00", """\
EXAMINATION:  MRI BRAIN WITH AND WITHOUT CONTRAST

INDICATION:  SLE, seizures, severe hypertension.  ?PRES, ?cerebritis, ?vasculitis.

FINDINGS:  Bilateral symmetric T2/FLAIR hyperintensity in the parieto-occipital subcortical white
matter and cortex, without restricted diffusion or enhancement.  No hemorrhage.  No infarcts.  No
vessel irregularity on MRA.  No meningeal enhancement.

IMPRESSION:  Findings characteristic of posterior reversible encephalopathy syndrome.  No
infarct or findings of vasculitis.
""")

note("9400007-PN-2", 49400015, "2197-08-22T10:00:00", "2197-08-22T10:45:00", """\
Neurology Progress Note

No seizures since 8/20 10:15.  Headache 1/10, vision normal.  EEG 8/21: mild posterior slowing, no
epileptiform discharges.  LP 8/21: WBC 2, protein 48, glucose nl, HSV/VZV PCR neg, cx neg.

BP on PO regimen 130s/80s; nicardipine off 8/21 18:00.

A/P: PRES with 2 provoked seizures in setting of hypertensive emergency on lupus nephritis.
Lupus cerebritis unlikely -- imaging typical for PRES, CSF bland, serologies improving.
- Levetiracetam 500 mg BID since load; increase to 750 mg BID today given two seizures,
tolerating well.
- Continue for 3 months; if repeat MRI then shows resolution and no further seizures, taper
off.
- No driving for 6 months per state law.
""")

note("9400007-DS-2", 49400015, "2197-08-26T11:00:00", "2197-08-26T14:30:00", ds_head(
    "F", "NEUROLOGY", "Sulfa? (childhood rash, tolerates TMP-SMX)") + """\
Chief Complaint:
Seizures

Major Surgical or Invasive Procedure:
Lumbar puncture 8/21

History of Present Illness:
38F with SLE and class IV lupus nephritis (3/2197) on mycophenolate and prednisone 10 mg, with two
days of headache and blurred vision, then a generalized seizure at home at 07:40 on 8/20 and a
second in the ED at 10:15.  BP 196/118.

Past Medical History:
- SLE 2191
- Class IV lupus nephritis 3/2197, on mycophenolate; Cr 1.3 at last discharge
- No prior seizures

Social History:
Paralegal.  Lives with husband and son.  No alcohol or drugs.

Family History:
Mother - rheumatoid arthritis.  Sister - hypothyroidism.

Physical Exam:
Admission: BP 196/118, postictal, nonfocal.
Discharge: BP 128/82, alert, oriented, normal neurologic exam, normal visual fields.

Pertinent Results:
MRI brain 8/20: PRES.  EEG 8/21: no epileptiform discharges.  CSF: WBC 2, protein 48, cultures
and HSV/VZV PCR negative.  UPCR 0.6 (3.2 in March).

Brief Hospital Course:
# PRES with two generalized seizures: due to hypertensive emergency.  Nicardipine infusion 8/20
to 8/21.  Levetiracetam loaded 8/20, maintenance 500 mg BID, increased to 750 mg BID on 8/22.
No further seizures.
# Lupus cerebritis: considered because of active lupus; felt unlikely given typical PRES imaging,
bland CSF and improving complement and dsDNA.  No change in immunosuppression.
# Hypertension: lisinopril increased from 5 to 20 mg daily and amlodipine 10 mg daily added.
# Lupus nephritis: partial remission (UPCR 0.6).  Mycophenolate, prednisone 10 mg and
hydroxychloroquine continued.  TMP-SMX was stopped in June when prednisone fell below 20 mg.

Medications on Admission:
1. Hydroxychloroquine 200 mg PO BID
2. Prednisone 10 mg PO daily
3. Mycophenolate mofetil 1000 mg PO BID
4. Lisinopril 5 mg PO daily
5. Calcium carbonate-vitamin D3 600 mg-400 unit PO BID
6. Pantoprazole 40 mg PO daily

Discharge Medications:
1. Hydroxychloroquine 200 mg PO BID
2. Prednisone 10 mg PO daily
3. Mycophenolate mofetil 1000 mg PO BID
4. Lisinopril 20 mg PO daily
5. Amlodipine 10 mg PO daily
6. Levetiracetam 750 mg PO BID
7. Calcium carbonate-vitamin D3 600 mg-400 unit PO BID
8. Pantoprazole 40 mg PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Posterior reversible encephalopathy syndrome with seizures
Hypertensive emergency
Lupus nephritis class IV, partial remission

Discharge Condition:
Alert, oriented, independent.

Discharge Instructions:
Take levetiracetam twice a day; do not stop it on your own.  No driving for 6 months.  Check your
blood pressure daily; call if above 150/95.

Followup Instructions:
___
""")

# --- questions, patient 9400007 -------------------------------------------------------------

G1, G2 = 49400014, 49400015

question(
    "hw4-9400007-01", P7, [G2], "negation",
    "Any seizures before August?",
    "No. The two generalized seizures on 8/20 were her first; she had no prior seizures.",
    structure={"concept": "seizure", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400007-ED-2", None, "No\nprior seizures."),
        ev("9400007-DS-2", "Past Medical History", "- No prior seizures"),
    ],
)
question(
    "hw4-9400007-02", P7, [G1], "negation",
    "Antiphospholipid antibodies?",
    "Negative: lupus anticoagulant, anticardiolipin and beta-2 glycoprotein I were all negative. "
    "She also had no history of clots or miscarriage.",
    structure={"concept": "antiphospholipid antibodies", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400007-PN-1", None,
           "APLA panel (lupus anticoagulant, aCL, b2GP1) negative."),
        ev("9400007-ED-1", None, "No h/o clots or miscarriage."),
    ],
)
question(
    "hw4-9400007-03", P7, [G2], "negation",
    "Febrile with the seizures?",
    "No. She had no fever (T 37.2) and no meningismus, and the CSF was bland with negative "
    "cultures and HSV/VZV PCR.",
    structure={"concept": "fever", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9400007-ED-2", None, "No fever.")],
)
question(
    "hw4-9400007-04", P7, [], "family_history",
    "Lupus in the family?",
    "No. There is no family history of lupus or kidney disease. Her mother has rheumatoid "
    "arthritis and her sister hypothyroidism.",
    structure={"concept": "systemic lupus erythematosus", "polarity": "absent",
               "experiencer": "family"},
    evidence=[
        ev("9400007-DS-1", "Family History",
           "No family history of lupus or\nkidney disease."),
    ],
)
question(
    "hw4-9400007-05", P7, [], "family_history",
    "Who has the rheumatoid arthritis?",
    "Her mother. The patient's own disease is SLE, with arthritis as one of its features.",
    structure={"concept": "rheumatoid arthritis", "polarity": "present",
               "experiencer": "family", "relative": "mother"},
    evidence=[ev("9400007-DS-1", "Family History", "Mother with rheumatoid arthritis.")],
)
question(
    "hw4-9400007-06", P7, [G2], "uncertainty",
    "Was this lupus cerebritis?",
    "Considered but felt unlikely. Cerebritis and CNS vasculitis were on the differential because "
    "of her active lupus. The imaging was typical for PRES, the CSF was bland and complement and "
    "dsDNA were improving, so the seizures were attributed to PRES and immunosuppression was not "
    "changed.",
    structure={"concept": "lupus cerebritis", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400007-ED-2", "Imp",
           "seizures with hypertensive emergency -- PRES most likely; lupus cerebritis / CNS "
           "vasculitis\nand CNS infection on immunosuppression to be excluded."),
        ev("9400007-DS-2", "Brief Hospital Course",
           "# Lupus cerebritis: considered because of active lupus; felt unlikely given typical "
           "PRES imaging,\nbland CSF and improving complement and dsDNA."),
    ],
)
question(
    "hw4-9400007-07", P7, [G2], "conditional",
    "How long on Keppra, and when can it come off?",
    "For 3 months. If the repeat MRI then shows resolution and there have been no further "
    "seizures, it will be tapered off.",
    structure={"concept": "levetiracetam", "polarity": "conditional", "experiencer": "patient",
               "condition": "repeat MRI shows resolution and no further seizures",
               "action": "taper levetiracetam off"},
    evidence=[
        ev("9400007-PN-2", "A/P",
           "- Continue for 3 months; if repeat MRI then shows resolution and no further seizures, "
           "taper\noff."),
    ],
)
question(
    "hw4-9400007-08", P7, [G1], "conditional",
    "How long is she on TMP-SMX?",
    "Only while prednisone is above 20 mg. Per the August note it was stopped in June, when the "
    "prednisone fell below 20 mg.",
    structure={"concept": "trimethoprim-sulfamethoxazole", "polarity": "conditional",
               "experiencer": "patient", "condition": "prednisone above 20 mg",
               "action": "PJP prophylaxis with TMP-SMX"},
    evidence=[
        ev("9400007-DS-1", "Brief Hospital Course",
           "# PJP prophylaxis: TMP-SMX single strength daily while prednisone above 20 mg."),
    ],
)
question(
    "hw4-9400007-09", P7, [G2], "current_state",
    "Is she still on Bactrim in August?",
    "No. TMP-SMX was stopped in June, when prednisone fell below 20 mg. It is on neither the "
    "August admission list nor the discharge list.",
    structure={"concept": "trimethoprim-sulfamethoxazole", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400007-DS-2", "Brief Hospital Course",
           "TMP-SMX was stopped in June when prednisone fell below 20 mg."),
    ],
)
question(
    "hw4-9400007-10", P7, [G2], "current_state",
    "Where is her nephritis now?",
    "In partial remission. The UPCR was 0.6 in August, down from 3.2 in March, on mycophenolate, "
    "prednisone 10 mg and hydroxychloroquine.",
    structure={"concept": "lupus nephritis", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[
        ev("9400007-DS-2", "Brief Hospital Course",
           "# Lupus nephritis: partial remission (UPCR 0.6)."),
    ],
    rationale="Partial remission on ongoing therapy; status given as active (not resolved).",
)
question(
    "hw4-9400007-11", P7, [G1], "historical",
    "Was TTP ever a real concern?",
    "It was considered at presentation and ruled out: platelets were normal and there were no "
    "schistocytes, and it needed no further work-up.",
    structure={"concept": "thrombotic thrombocytopenic purpura", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[
        ev("9400007-DS-1", "Brief Hospital Course",
           "# TTP/TMA: considered at presentation; normal platelets and no schistocytes, ruled "
           "out."),
    ],
)
question(
    "hw4-9400007-12", P7, [G1], "historical",
    "Kidney involvement before March?",
    "No. Her SLE (2191) had been arthritis and malar rash, with no prior renal involvement, and "
    "her creatinine was 0.8 in 11/2196.",
    structure={"concept": "lupus nephritis", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400007-DS-1", "Past Medical History", "No prior renal involvement."),
    ],
)
question(
    "hw4-9400007-13", P7, [G2], "sequence",
    "8/20: the two seizures, lorazepam, the Keppra load and the MRI -- order?",
    "First seizure at home at 07:40. Second seizure in the ED at 10:15, treated with lorazepam "
    "2 mg IV and then the levetiracetam load. The MRI came that afternoon (about 14:00) and "
    "showed PRES.",
    structure={"order": ["first seizure", "second seizure", "lorazepam",
                         "levetiracetam load", "MRI brain"],
               "dates": ["2197-08-20", "2197-08-20", "2197-08-20", "2197-08-20",
                         "2197-08-20"]},
    evidence=[
        ev("9400007-ED-2", None,
           "At 10:15 in ED: second GTC seizure, 90 s, lorazepam 2 mg IV, then levetiracetam 1500 "
           "mg IV load."),
        ev("9400007-DS-2", "History of Present Illness",
           "38F with SLE and class IV lupus nephritis (3/2197) on mycophenolate and prednisone 10 "
           "mg, with two\ndays of headache and blurred vision, then a generalized seizure at home "
           "at 07:40 on 8/20 and a\nsecond in the ED at 10:15."),
    ],
)
question(
    "hw4-9400007-14", P7, [G1], "duration",
    "How many days of pulse steroids?",
    "3 days of methylprednisolone 500 mg IV, 3/12-3/14, followed by prednisone 60 mg with a "
    "taper.",
    structure={"concept": "methylprednisolone pulse", "duration": {"value": 3, "unit": "days"},
               "start": "2197-03-12", "end": "2197-03-14"},
    evidence=[
        ev("9400007-DS-1", "Brief Hospital Course",
           "# Class IV lupus nephritis: pulse methylprednisolone 500 mg daily 3/12-3/14, then "
           "prednisone 60\nmg daily with a planned taper by 10 mg every 2 weeks to 10 mg."),
    ],
)
question(
    "hw4-9400007-15", P7, [G2], "duration",
    "How long was she on the nicardipine drip?",
    "About a day and a half, from 8/20 to 18:00 on 8/21.",
    structure={"concept": "nicardipine infusion", "duration": {"value": 2, "unit": "days"},
               "start": "2197-08-20", "end": "2197-08-21"},
    evidence=[
        ev("9400007-DS-2", "Brief Hospital Course", "Nicardipine infusion 8/20\nto 8/21."),
        ev("9400007-PN-2", None, "BP on PO regimen 130s/80s; nicardipine off 8/21 18:00."),
    ],
    rationale="Calendar days 8/20-8/21 (two days); about 30 hours of infusion.",
)
question(
    "hw4-9400007-16", P7, [G2], "change",
    "August: what changed on her med list?",
    "Lisinopril went from 5 to 20 mg daily, and amlodipine 10 mg and levetiracetam 750 mg BID "
    "were added. Hydroxychloroquine, prednisone 10 mg, mycophenolate, calcium-vitamin D and "
    "pantoprazole were continued.",
    structure={"added": ["amlodipine", "levetiracetam"], "removed": [],
               "continued": ["hydroxychloroquine", "prednisone", "mycophenolate mofetil",
                             "lisinopril", "calcium carbonate-vitamin d3", "pantoprazole"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400007-DS-2", "Medications on Admission"),
        meds("9400007-DS-2", "Discharge Medications"),
        ev("9400007-DS-2", "Brief Hospital Course",
           "# Hypertension: lisinopril increased from 5 to 20 mg daily and amlodipine 10 mg daily "
           "added."),
        ev("9400007-DS-2", "Discharge Medications", "6. Levetiracetam 750 mg PO BID"),
    ],
)
question(
    "hw4-9400007-17", P7, [G1], "change",
    "March: home vs discharge meds?",
    "Ibuprofen was stopped. Prednisone, mycophenolate, lisinopril, TMP-SMX, calcium-vitamin D "
    "and pantoprazole were added. Hydroxychloroquine continued. Methylprednisolone was inpatient "
    "only.",
    structure={"added": ["prednisone", "mycophenolate mofetil", "lisinopril",
                         "trimethoprim-sulfamethoxazole", "calcium carbonate-vitamin d3",
                         "pantoprazole"],
               "removed": ["ibuprofen"], "continued": ["hydroxychloroquine"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400007-DS-1", "Medications on Admission"),
        meds("9400007-DS-1", "Discharge Medications"),
        ev("9400007-DS-1", "Medications on Admission", "2. Ibuprofen 400 mg PO PRN"),
        ev("9400007-DS-1", "Discharge Medications",
           "3. Mycophenolate mofetil 1000 mg PO BID"),
    ],
)

# =============================================================================================
# Patient 9400008: M, 49, deceased-donor kidney transplant 4/2197 (IgA nephropathy), CMV D+/R-.
# Acute T-cell-mediated rejection with a low tacrolimus level after St John's wort (1/2198);
# CMV colitis with viraemia and leukopenia, mycophenolate held (3/2198).
# =============================================================================================

P8 = 9400008
patient(P8, "M", 49, "ASIAN - SOUTH EAST ASIAN")
admission(P8, 49400016, "2198-01-08T15:00:00", "2198-01-13T12:00:00",
          "ASIAN - SOUTH EAST ASIAN", "Medicare")
admission(P8, 49400017, "2198-03-25T18:20:00", "2198-04-01T11:00:00",
          "ASIAN - SOUTH EAST ASIAN", "Medicare")

note("9400008-ED-1", 49400016, "2198-01-08T14:10:00", "2198-01-08T15:40:00", """\
ED NOTE

49M s/p DDKT 4/2197 for IgA nephropathy, CMV D+/R- (valganciclovir ppx completed 10/2197), sent
by transplant clinic for Cr 2.4 (baseline 1.3).  Feels well.  Denies fever, dysuria, diarrhea,
graft pain, decreased UOP.  Reports full adherence to tacrolimus.  Started St John's wort
from a health food store ~1 month ago for low mood.

VS: BP 152/94, HR 78, afebrile.  Graft RLQ nontender.  No edema.

Labs: Cr 2.4, K 5.3, tacrolimus trough 3.1 (goal 6-8; 7.0 in Nov), WBC 6.8, UA 1+ prot, no WBC.

Plan: admit transplant nephrology.  Stop St John's wort.  Transplant US w/ Doppler, BK PCR,
DSA, biopsy tomorrow.
""")

note("9400008-RR-1", 49400016, "2198-01-08T17:30:00", "2198-01-08T18:40:00", """\
EXAMINATION:  RENAL TRANSPLANT ULTRASOUND WITH DOPPLER

INDICATION:  Rising creatinine in kidney transplant recipient.  Evaluate for hydronephrosis,
vascular complication.

FINDINGS:  Right iliac fossa transplant kidney 11.6 cm.  No hydronephrosis.  No perinephric
collection.  Resistive indices 0.68-0.72.  Transplant renal artery peak velocity 180 cm/s, no
stenosis.  Renal vein patent.

IMPRESSION:  No hydronephrosis or collection.  No evidence of transplant renal artery stenosis.
""")

note("9400008-PN-1", 49400016, "2198-01-10T10:00:00", "2198-01-10T10:50:00", """\
Transplant Nephrology Progress Note

Biopsy 1/9: acute T-cell-mediated rejection, Banff 1A (i2 t2 v0).  C4d negative, no
microvascular inflammation.  SV40 stain negative -- no BK nephropathy.  DSA negative.  BK
plasma PCR undetectable.

Cr 2.4 -> 2.2.  Tac 4.8 on 1/10 (St John's wort stopped 1/8).

A/P: TCMR 1A due to underexposure from St John's wort induction of CYP3A4.
- Methylprednisolone 500 mg IV day 2 of 3 (1/9-1/11), then prednisone back to 5 mg.
- Tacrolimus increased 3 -> 4 mg BID 1/9; check trough q48h, reduce if >10 once the inducer
washes out.
- Continue MMF 1000 BID.
- Resume valganciclovir 900 mg daily x 3 months for CMV ppx after pulse steroids (D+/R-).
""")

note("9400008-DS-1", 49400016, "2198-01-13T10:00:00", "2198-01-13T13:00:00", ds_head(
    "M", "MEDICINE (TRANSPLANT)", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Rising creatinine

Major Surgical or Invasive Procedure:
Transplant kidney biopsy 1/9

History of Present Illness:
49M, deceased-donor kidney transplant 4/2197, admitted from clinic with creatinine 2.4 and a
tacrolimus trough of 3.1 after one month of St John's wort.

Past Medical History:
- ESRD from IgA nephropathy, hemodialysis 2193-2197
- Deceased-donor kidney transplant 4/2197, CMV D+/R-
- Hypertension
- Depression

Social History:
Accountant.  Married.  No tobacco, rare alcohol.

Family History:
Brother with IgA nephropathy on dialysis.  Father with type 2 diabetes.  Mother healthy.

Physical Exam:
Admission: BP 152/94, graft nontender.
Discharge: BP 134/82, graft nontender.

Pertinent Results:
Cr 2.4 -> 1.6 at discharge.  Tac trough 3.1 -> 8.4 (1/12).  BK PCR undetectable.  DSA negative.
Biopsy 1/9: acute TCMR Banff 1A, no antibody-mediated rejection, no BK nephropathy.
US 1/8: no hydronephrosis, no renal artery stenosis.

Brief Hospital Course:
# Acute T-cell-mediated rejection (Banff 1A): caused by low tacrolimus exposure after St John's
wort.  Methylprednisolone 500 mg daily 1/9-1/11, then prednisone 5 mg.  Tacrolimus increased from
3 to 4 mg BID on 1/9.  St John's wort stopped.  Creatinine improved to 1.6.
# CMV prophylaxis: restarted valganciclovir 900 mg daily for 3 months after pulse steroids.
# Depression: St John's wort stopped; sertraline 50 mg started 1/12 after pharmacy review (no
significant tacrolimus interaction).

Medications on Admission:
1. Tacrolimus 3 mg PO BID
2. Mycophenolate mofetil 1000 mg PO BID
3. Prednisone 5 mg PO daily
4. Trimethoprim-sulfamethoxazole SS 1 tab PO daily
5. Amlodipine 10 mg PO daily
6. St John's wort 300 mg PO TID (self-started)

Discharge Medications:
1. Tacrolimus 4 mg PO BID
2. Mycophenolate mofetil 1000 mg PO BID
3. Prednisone 5 mg PO daily
4. Trimethoprim-sulfamethoxazole SS 1 tab PO daily
5. Amlodipine 10 mg PO daily
6. Valganciclovir 900 mg PO daily x 3 months
7. Sertraline 50 mg PO daily

Discharge Disposition:
Home

Discharge Diagnosis:
Acute T-cell-mediated rejection, Banff 1A
Subtherapeutic tacrolimus due to St John's wort interaction

Discharge Condition:
Alert, ambulatory.

Discharge Instructions:
Never take herbal products or supplements without asking the transplant team.  Tacrolimus
trough in 3 days; if it is above 10 the dose will be lowered.

Followup Instructions:
___
""")

note("9400008-ED-2", 49400017, "2198-03-25T17:30:00", "2198-03-25T19:45:00", """\
ED NOTE

49M DDKT 4/2197, CMV D+/R-, TCMR 1A in Jan treated w/ pulse steroids, on valganciclovir ppx --
but stopped it himself ~3 wks ago because of cost.  Now 10 d of watery diarrhea 6-8x/day, fevers
to 38.6, crampy abd pain, 3 kg wt loss.  In January he had no diarrhea.  No blood.

VS: T 38.4, HR 102, BP 118/72.  Diffuse lower abd tenderness, no peritonism.

Labs: WBC 2.1 (ANC 1.4), Plt 112, Cr 1.9 (1.6), Tac 7.2.  CMV PCR pending.  C. diff and stool
pathogen panel sent.

Imp: CMV disease (colitis) high on ddx given D+/R-, stopped ppx, recent pulse steroids; also
C. diff, norovirus, MMF colitis.
Plan: CT A/P, GI for colonoscopy, hold MMF given leukopenia, IVF.  Admit transplant.
""")

note("9400008-RR-2", 49400017, "2198-03-25T20:10:00", "2198-03-25T21:30:00", """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

INDICATION:  Kidney transplant recipient with fever and diarrhea.  ?colitis.

FINDINGS:  Wall thickening and mucosal hyperenhancement of the cecum and ascending colon with
pericolonic stranding.  No pneumatosis, perforation or abscess.  Transplant kidney in the right
iliac fossa without hydronephrosis.  No lymphadenopathy.

IMPRESSION:  Right-sided colitis; infectious (including CMV) colitis is favored.  No
perforation or abscess.
""")

note("9400008-PN-2", 49400017, "2198-03-28T11:00:00", "2198-03-28T11:40:00", """\
Transplant ID Consult Follow-up

CMV PCR 48,000 IU/mL (3/25).  C. diff neg, stool panel neg.  Colonoscopy 3/26: ulcers in cecum and
ascending colon; path with CMV inclusions and positive IHC -- CMV colitis confirmed.

On IV ganciclovir 5 mg/kg q12h (renally adjusted) since 3/26.  Diarrhea 2x today, afebrile since
3/27.  WBC 2.1 -> 2.9.

A/P:
- CMV colitis with viremia: continue IV ganciclovir; switch to valganciclovir 900 mg BID once
tolerating PO with improving diarrhea, treat until 2 consecutive weekly PCRs are undetectable,
then secondary ppx 900 daily.
- MMF: remain on hold until WBC >3.5 and CMV PCR falling; then resume at 500 mg BID.
- Genotype for resistance only if PCR fails to fall after 2 wks of treatment.
- Social work re: valganciclovir cost.
""")

note("9400008-DS-2", 49400017, "2198-04-01T09:30:00", "2198-04-01T12:00:00", ds_head(
    "M", "MEDICINE (TRANSPLANT)", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Diarrhea, fever

Major Surgical or Invasive Procedure:
Colonoscopy with biopsy 3/26

History of Present Illness:
49M, kidney transplant 4/2197 (CMV D+/R-), treated for acute rejection in 1/2198 with pulse
steroids, who stopped valganciclovir prophylaxis about three weeks ago and presented with ten days
of diarrhea, fever and leukopenia.

Past Medical History:
- Kidney transplant 4/2197 for IgA nephropathy
- Acute T-cell-mediated rejection 1/2198, treated
- Hypertension
- Depression

Social History:
Accountant, married.  Valganciclovir stopped for cost.

Family History:
Brother with IgA nephropathy on dialysis.  Father with type 2 diabetes.

Physical Exam:
Admission: T 38.4, lower abdominal tenderness.
Discharge: afebrile, abdomen soft, nontender.

Pertinent Results:
CMV PCR 48,000 (3/25) -> 6,200 (3/31).  C. difficile negative.  WBC 2.1 -> 3.8.  Cr 1.9 -> 1.5.
CT 3/25: right-sided colitis.  Colonoscopy 3/26: CMV colitis on biopsy.

Brief Hospital Course:
# CMV colitis with viremia: confirmed by biopsy.  IV ganciclovir 3/26-3/30, then valganciclovir
900 mg BID (treatment dose) from 3/31.  Social work secured drug coverage.
# Leukopenia: mycophenolate held from 3/25.  WBC 3.8 on 3/31, so it was resumed at half dose,
500 mg BID, on 3/31.
# Kidney transplant: tacrolimus unchanged at 4 mg BID, trough 7.2.  No rejection.
# Diarrhea resolved by 3/30.

Medications on Admission:
1. Tacrolimus 4 mg PO BID
2. Mycophenolate mofetil 1000 mg PO BID
3. Prednisone 5 mg PO daily
4. Trimethoprim-sulfamethoxazole SS 1 tab PO daily
5. Amlodipine 10 mg PO daily
6. Sertraline 50 mg PO daily
7. Valganciclovir 900 mg PO daily (not taking for 3 weeks)

Discharge Medications:
1. Tacrolimus 4 mg PO BID
2. Mycophenolate mofetil 500 mg PO BID
3. Prednisone 5 mg PO daily
4. Trimethoprim-sulfamethoxazole SS 1 tab PO daily
5. Amlodipine 10 mg PO daily
6. Sertraline 50 mg PO daily
7. Valganciclovir 900 mg PO BID (treatment dose)

Discharge Disposition:
Home

Discharge Diagnosis:
CMV colitis with CMV viremia
Leukopenia
Kidney transplant, stable function

Discharge Condition:
Alert, ambulatory.

Discharge Instructions:
Take valganciclovir twice a day until the transplant team tells you to change to once a day; this
happens after two weekly CMV tests in a row are undetectable.  Weekly CBC and CMV PCR.

Followup Instructions:
___
""")

# --- questions, patient 9400008 -------------------------------------------------------------

H1, H2 = 49400016, 49400017

question(
    "hw4-9400008-01", P8, [H1], "negation",
    "Any BK nephropathy on the biopsy?",
    "No. The SV40 stain was negative and the plasma BK PCR was undetectable. The biopsy showed "
    "T-cell-mediated rejection only.",
    structure={"concept": "BK nephropathy", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9400008-PN-1", None, "SV40 stain negative -- no BK nephropathy."),
    ],
)
question(
    "hw4-9400008-02", P8, [H1, H2], "negation",
    "He had no diarrhea in January -- still true in March?",
    "No. In March he had 10 days of watery diarrhea 6-8 times a day with fever, which turned out "
    "to be CMV colitis.",
    structure={"concept": "diarrhea", "polarity": "present", "experiencer": "patient"},
    evidence=[
        ev("9400008-ED-1", None,
           "Denies fever, dysuria, diarrhea,\ngraft pain, decreased UOP."),
        ev("9400008-ED-2", None, "In January he had no diarrhea."),
    ],
)
question(
    "hw4-9400008-03", P8, [H1], "negation",
    "Antibody-mediated rejection?",
    "No. C4d was negative, there was no microvascular inflammation and DSA was negative. This "
    "was T-cell-mediated rejection (Banff 1A).",
    structure={"concept": "antibody-mediated rejection", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9400008-PN-1", None, "C4d negative, no\nmicrovascular inflammation."),
    ],
)
question(
    "hw4-9400008-04", P8, [], "family_history",
    "Kidney disease in the family?",
    "Yes, his brother has IgA nephropathy and is on dialysis, the same disease that caused the "
    "patient's own ESRD.",
    structure={"concept": "IgA nephropathy", "polarity": "present", "experiencer": "family",
               "relative": "brother"},
    evidence=[
        ev("9400008-DS-1", "Family History", "Brother with IgA nephropathy on dialysis."),
    ],
)
question(
    "hw4-9400008-05", P8, [H2], "uncertainty",
    "On the CT, was it CMV colitis?",
    "The CT favored an infectious colitis, including CMV, but could not confirm it. Colonoscopic "
    "biopsy on 3/26 then showed CMV inclusions with positive IHC, confirming CMV colitis.",
    structure={"concept": "CMV colitis", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9400008-RR-2", "IMPRESSION",
           "Right-sided colitis; infectious (including CMV) colitis is favored."),
        ev("9400008-PN-2", None,
           "Colonoscopy 3/26: ulcers in cecum and\nascending colon; path with CMV inclusions and "
           "positive IHC -- CMV colitis confirmed."),
    ],
    rationale="Polarity is that of the anchored CT; the answer adds the biopsy confirmation.",
)
question(
    "hw4-9400008-06", P8, [H2], "conditional",
    "When does the mycophenolate go back on?",
    "ID's rule was to keep it on hold until the WBC was above 3.5 and the CMV PCR falling, then "
    "resume it at 500 mg BID. Both were met (WBC 3.8, PCR 48,000 falling to 6,200), and it was "
    "resumed at 500 mg BID on 3/31.",
    structure={"concept": "mycophenolate mofetil", "polarity": "conditional",
               "experiencer": "patient", "condition": "WBC >3.5 and CMV PCR falling",
               "action": "resume mycophenolate at 500 mg BID"},
    evidence=[
        ev("9400008-PN-2", "A/P",
           "- MMF: remain on hold until WBC >3.5 and CMV PCR falling; then resume at 500 mg BID."),
    ],
)
question(
    "hw4-9400008-07", P8, [H2], "conditional",
    "When does he step down to once-daily valganciclovir?",
    "After two consecutive weekly CMV PCRs are undetectable. Until then he stays on the treatment "
    "dose of 900 mg BID; the once-daily dose is secondary prophylaxis.",
    structure={"concept": "valganciclovir", "polarity": "conditional", "experiencer": "patient",
               "condition": "two consecutive weekly CMV PCRs undetectable",
               "action": "change to valganciclovir 900 mg daily"},
    evidence=[
        ev("9400008-DS-2", "Discharge Instructions",
           "Take valganciclovir twice a day until the transplant team tells you to change to once "
           "a day; this\nhappens after two weekly CMV tests in a row are undetectable."),
    ],
)
question(
    "hw4-9400008-08", P8, [H2], "current_state",
    "Mycophenolate dose at the March discharge?",
    "500 mg BID, half his previous 1000 mg BID. It was held for leukopenia from 3/25 and resumed "
    "at half dose on 3/31.",
    structure={"concept": "mycophenolate mofetil", "polarity": "present",
               "experiencer": "patient"},
    evidence=[
        ev("9400008-DS-2", "Brief Hospital Course",
           "WBC 3.8 on 3/31, so it was resumed at half dose,\n500 mg BID, on 3/31."),
    ],
)
question(
    "hw4-9400008-09", P8, [H2], "historical",
    "Any rejection episodes before this CMV admission?",
    "Yes, one: acute T-cell-mediated rejection (Banff 1A) in 1/2198, treated with pulse steroids "
    "and a tacrolimus increase. There was no rejection during the March stay.",
    structure={"concept": "acute rejection", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9400008-DS-2", "Past Medical History",
           "- Acute T-cell-mediated rejection 1/2198, treated"),
    ],
)
question(
    "hw4-9400008-10", P8, [H1], "historical",
    "Transplant renal artery stenosis -- was it ever an issue?",
    "No. It was looked for on the January Doppler and excluded: peak velocity 180 cm/s, no "
    "stenosis.",
    structure={"concept": "transplant renal artery stenosis", "polarity": "absent",
               "experiencer": "patient", "status": "ruled_out"},
    evidence=[
        ev("9400008-RR-1", "IMPRESSION",
           "No evidence of transplant renal artery stenosis."),
    ],
)
question(
    "hw4-9400008-11", P8, [H1, H2], "sequence",
    "Put in order: St John's wort stopped, pulse steroids, valganciclovir restarted, "
    "valganciclovir stopped by him, CMV colitis diagnosis.",
    "St John's wort was stopped on 1/8 and pulse steroids given 1/9-1/11. Valganciclovir "
    "prophylaxis was restarted at the January discharge (1/13). He stopped it himself about 3 "
    "weeks before the March admission, so no charted date. CMV colitis was confirmed by biopsy "
    "on 3/26.",
    structure={"order": ["St John's wort stopped", "methylprednisolone pulse",
                         "valganciclovir prophylaxis restarted",
                         "valganciclovir self-discontinued", "CMV colitis confirmed"]},
    evidence=[
        ev("9400008-PN-1", None, "Tac 4.8 on 1/10 (St John's wort stopped 1/8)."),
        ev("9400008-DS-1", "Brief Hospital Course",
           "Methylprednisolone 500 mg daily 1/9-1/11, then prednisone 5 mg."),
        ev("9400008-ED-2", None,
           "49M DDKT 4/2197, CMV D+/R-, TCMR 1A in Jan treated w/ pulse steroids, on "
           "valganciclovir ppx --\nbut stopped it himself ~3 wks ago because of cost."),
        ev("9400008-PN-2", None,
           "Colonoscopy 3/26: ulcers in cecum and\nascending colon; path with CMV inclusions and "
           "positive IHC -- CMV colitis confirmed."),
    ],
    rationale="The self-discontinuation is dated only as about three weeks before 3/25, so "
              "dates are omitted.",
)
question(
    "hw4-9400008-12", P8, [H2], "duration",
    "How long was he on IV ganciclovir?",
    "5 days, 3/26-3/30. He was switched to oral valganciclovir 900 mg BID on 3/31.",
    structure={"concept": "ganciclovir", "duration": {"value": 5, "unit": "days"},
               "start": "2198-03-26", "end": "2198-03-30"},
    evidence=[
        ev("9400008-DS-2", "Brief Hospital Course",
           "IV ganciclovir 3/26-3/30, then valganciclovir\n900 mg BID (treatment dose) from 3/31."),
    ],
)
question(
    "hw4-9400008-13", P8, [H1], "duration",
    "How long had he been on St John's wort?",
    "About a month before the January admission. He self-started it for low mood, and it was "
    "stopped on 1/8.",
    structure={"concept": "St John's wort", "duration": {"value": 1, "unit": "month"},
               "end": "2198-01-08"},
    evidence=[
        ev("9400008-ED-1", None,
           "Started St John's wort\nfrom a health food store ~1 month ago for low mood."),
    ],
)
question(
    "hw4-9400008-14", P8, [H1], "change",
    "January: home vs discharge meds?",
    "Tacrolimus went from 3 to 4 mg BID. St John's wort was stopped. Valganciclovir prophylaxis "
    "and sertraline were added. Mycophenolate, prednisone, TMP-SMX and amlodipine were "
    "unchanged.",
    structure={"added": ["valganciclovir", "sertraline"], "removed": ["st john's wort"],
               "continued": ["tacrolimus", "mycophenolate mofetil", "prednisone",
                             "trimethoprim-sulfamethoxazole", "amlodipine"],
               "compared": ["medications on admission", "discharge medications"]},
    evidence=[
        meds("9400008-DS-1", "Medications on Admission"),
        meds("9400008-DS-1", "Discharge Medications"),
        ev("9400008-DS-1", "Medications on Admission", "1. Tacrolimus 3 mg PO BID"),
        ev("9400008-DS-1", "Discharge Medications", "1. Tacrolimus 4 mg PO BID"),
        ev("9400008-DS-1", "Discharge Medications", "7. Sertraline 50 mg PO daily"),
    ],
)
question(
    "hw4-9400008-15", P8, [H1, H2], "change",
    "What's different between the January and April discharge lists?",
    "Mycophenolate was halved from 1000 to 500 mg BID, and valganciclovir went from 900 mg daily "
    "(prophylaxis) to 900 mg BID (treatment). Tacrolimus 4 mg BID, prednisone, TMP-SMX, "
    "amlodipine and sertraline are unchanged.",
    structure={"added": [], "removed": [],
               "continued": ["tacrolimus", "mycophenolate mofetil", "prednisone",
                             "trimethoprim-sulfamethoxazole", "amlodipine", "sertraline",
                             "valganciclovir"],
               "compared": ["discharge medications 1/2198", "discharge medications 4/2198"]},
    evidence=[
        meds("9400008-DS-1", "Discharge Medications"),
        meds("9400008-DS-2", "Discharge Medications"),
        ev("9400008-DS-1", "Discharge Medications",
           "6. Valganciclovir 900 mg PO daily x 3 months"),
        ev("9400008-DS-2", "Discharge Medications", "2. Mycophenolate mofetil 500 mg PO BID"),
        ev("9400008-DS-2", "Discharge Medications",
           "7. Valganciclovir 900 mg PO BID (treatment dose)"),
    ],
    rationale="Both drugs continue at a changed dose; the answer gives the changes.",
)


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
            # ED notes may precede the admission time by a few hours; others lie inside it.
            lo = adm["admittime"][:10]
            assert lo <= n["charttime"][:10] <= adm["dischtime"][:10] or (
                n["note_type"] == "ED" and n["charttime"][:10] <= lo
            ), f"{n['note_id']} charted outside its admission"
        assert "\x00" not in n["text"], n["note_id"]
        assert n["storetime"] >= n["charttime"], n["note_id"]
        notes[n["note_id"]] = n
    for a in ADMISSIONS:
        kinds = {n["note_type"] for n in NOTES if n["hadm_id"] == a["hadm_id"]}
        assert {"ED", "RR", "PN", "DS"} <= kinds, (a["hadm_id"], kinds)

    question_rows, reference_rows = [], []
    qids = set()
    errors = []
    for q in QUESTIONS:
        where = q["qid"]
        assert where not in qids, f"duplicate qid {where}"
        qids.add(where)
        assert re.fullmatch(rf"hw4-{q['subject_id']}-\d\d", where), where
        assert q["category"] in TASK_OF, where
        assert q["subject_id"] in patients, where
        assert len(set(q["hadm_ids"])) == len(q["hadm_ids"]), where
        for h in q["hadm_ids"]:
            assert hadm_subject[h] == q["subject_id"], f"{where}: {h} is not this patient's"
        assert q["answer"].strip(), where
        assert q["evidence"], f"{where}: no evidence"
        structure = q["structure"] or {}
        if "order" in structure and "dates" in structure:
            assert len(structure["order"]) == len(structure["dates"]), where
        evidence = []
        for note_id, section, quote in q["evidence"]:
            n = notes[note_id]
            assert n["subject_id"] == q["subject_id"], f"{where}: {note_id} is another patient's"
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
        raise SystemExit("evidence errors:\n" + "\n".join(errors))
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
    short = [c for c in TASK_OF if per_category[c] < MIN_PER_CATEGORY]
    if short:
        print(f"fewer than {MIN_PER_CATEGORY} questions:", short, file=sys.stderr)
        return 1
    if len(QUESTIONS) < MIN_QUESTIONS:
        print(f"fewer than {MIN_QUESTIONS} questions", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
