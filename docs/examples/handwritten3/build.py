"""Build the third hand-written yardstick chart set in docs/examples/handwritten3/.

This script is the source of the data set. The seven patients, their thirteen admissions, the
note texts, the questions and their reference answers (version "v1", author
"handwritten3-yardstick") are Python data below. Running

    python docs/examples/handwritten3/build.py

(re)writes patients.jsonl, admissions.jsonl, notes.jsonl, questions.jsonl and
references.jsonl next to this file, in the portable corpus format (docs/corpus-format.md)
with the benchmark files (docs/benchmark-format.md).

Evidence offsets are never typed by hand. Every evidence quote is looked up in its note with
``str.index``; the script stops if the quote is not found exactly once, if it does not start
and end on a sentence (or list-line) boundary, or if the nearest section heading above it is
not the section the evidence names.

The charts were written by hand by an author who did not read the code of the system this set
measures. Frozen on 2026-12-01: do not edit a reference answer in place, add a new reference
version (v2, parent v1) instead.
"""

from __future__ import annotations

import collections
import json
import pathlib
import re
import sys

HERE = pathlib.Path(__file__).resolve().parent
VERSION = "v1"
AUTHOR = "handwritten3-yardstick"
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

# Every heading used in the notes. A heading is one of these names at the start of a line,
# followed by a colon. The section of an evidence span is the last heading above it.
HEADINGS = [
    # discharge summaries (MIMIC-IV style)
    "Allergies",
    "Chief Complaint",
    "Major Surgical or Invasive Procedure",
    "History of Present Illness",
    "Past Medical History",
    "Social History",
    "Family History",
    "Physical Exam",
    "Pertinent Results",
    "Brief Hospital Course",
    "Medications on Admission",
    "Discharge Medications",
    "Discharge Disposition",
    "Discharge Diagnosis",
    "Discharge Condition",
    "Discharge Instructions",
    "Followup Instructions",
    # radiology
    "EXAMINATION",
    "INDICATION",
    "TECHNIQUE",
    "COMPARISON",
    "FINDINGS",
    "IMPRESSION",
    # ED and progress notes
    "CC",
    "HPI",
    "ROS",
    "PMH",
    "Meds",
    "Home meds",
    "All",
    "SH",
    "Exam",
    "Labs",
    "Imaging",
    "ED course",
    "MDM",
    "Imp",
    "Dispo",
    "Events",
    "Overnight",
    "S",
    "O",
    "A/P",
    "Micro",
    "Path",
    "Plan",
    "Interval history",
    "Data",
    "Assessment and Plan",
    # consults, procedure notes, pharmacy
    "Reason for consultation",
    "Reason for transfer",
    "History",
    "Family history",
    "Medications",
    "Examination",
    "Assessment",
    "Recommendations",
    "Indication",
    "Procedure",
    "Findings",
    "Therapy",
    "Impression",
    "Findings here",
    "Treatment here",
    "Home medications",
    "Code status",
    "Sources",
    "Home medication list",
    "Reconciliation",
    "Counseling",
    # nursing
    "Neuro",
    "Pain",
    "CV",
    "Resp",
    "GU",
    "ID",
    "Skin",
    "Teaching",
]
_HEADING_RE = re.compile(
    r"^(" + "|".join(re.escape(h) for h in sorted(HEADINGS, key=len, reverse=True)) + r")\s*:",
    re.MULTILINE,
)

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
    """A note. Subject, type and sequence number come from the MIMIC-style note_id."""
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
    """The de-identified header block of a MIMIC-IV discharge summary."""
    return (
        " \nName:  ___                     Unit No:   ___\n \n"
        "Admission Date:  ___              Discharge Date:   ___\n \n"
        f"Date of Birth:  ___             Sex:   {sex}\n \n"
        f"Service: {service}\n \n"
        f"Allergies: \n{allergies}\n \n"
        f"Attending: {attending}.\n \n"
    )


def ev(note_id, section, quote):
    """One evidence span: an exact sentence (or list line) of a note, and its section."""
    return (note_id, section, quote)


def question(
    qid, subject_id, hadm_ids, category, text, answer, *, structure=None, evidence=(),
    section=None, rationale=None,
):
    """A question with its v1 reference answer.

    The question's ``section`` defaults to the section of its first evidence span.
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
# Patient 9300001: M, 71, severe COPD. COPD exacerbation with right lower lobe pneumonia
# (1/2183); outpatient follow-up CT (3/2183); thiazide-associated hyponatremia with a fall
# (6/2183); influenza A with hypercapnic respiratory failure on BiPAP (2/2184).
# =============================================================================================

P1 = 9300001
patient(P1, "M", 71, "WHITE")
admission(P1, 39300001, "2183-01-14T14:05:00", "2183-01-19T13:05:00", "WHITE")
admission(P1, 39300002, "2183-06-02T09:15:00", "2183-06-06T15:00:00", "WHITE")
admission(P1, 39300003, "2184-02-20T03:10:00", "2184-02-26T14:30:00", "WHITE")

note("9300001-ED-1", 39300001, "2183-01-14T14:50:00", "2183-01-14T17:02:00", """\
EMERGENCY DEPARTMENT PROVIDER NOTE

CC: shortness of breath, productive cough

HPI: 71M w/ COPD (GOLD 3, FEV1 41% pred in 2182), former smoker 50 pk-yr (quit 2179), HTN, HLD, p/w 4 days of worsening dyspnea and cough, now productive of thick green sputum. Subjective fevers and chills since yesterday. Using albuterol MDI q2h at home w/o relief. Wife brought him in because he could not finish a sentence on the phone. Denies chest pain, hemoptysis, leg swelling or recent travel. No known sick contacts. Never intubated. Last exacerbation ~2 yrs ago, treated as outpt w/ prednisone burst.

ROS: Neg for abd pain, vomiting, diarrhea, dysuria, rash. Otherwise per HPI.

PMH: COPD. HTN. HLD. BPH. Appendectomy as a young man.

Home meds:
- fluticasone-salmeterol 250/50 1 inh BID
- albuterol MDI 2 puffs q4h prn
- lisinopril-hydrochlorothiazide 20/12.5 mg daily
- atorvastatin 40 mg daily
- aspirin 81 mg daily
- tamsulosin 0.4 mg qhs

All: NKDA

SH: Lives w/ wife. Retired machinist. Quit smoking 2179, 50 pack-years. 1-2 beers on weekends.

Exam: T 38.4, HR 108, BP 146/82, RR 28, SpO2 86% RA -> 92% on 2L NC. Tripoding, 3-4 word sentences. Diffuse expiratory wheeze, coarse crackles R base. No JVD. No LE edema.

Labs: WBC 15.8 (N 86%). Hgb 14.9. Na 136, K 4.1, HCO3 29, Cr 1.0. VBG 7.36/52. Lactate 1.4. Trop neg. Flu/COVID PCR neg.

Imaging: CXR with RLL opacity, formal read pending.

ED course: Duonebs x3, methylprednisolone 125 mg IV once. Ceftriaxone 1 g IV and azithromycin 500 mg IV at 16:20. Blood cx x2 and sputum cx sent. WOB improved after nebs; BiPAP not needed.

MDM: AECOPD triggered by RLL CAP. PE not suspected: pneumonia explains the picture, Wells low, not pursuing CTA. Mild compensated hypercapnia. CURB-65 = 1 (age).

Dispo: Admit to medicine, floor with telemetry.
""")

note("9300001-RR-1", 39300001, "2183-01-14T15:30:00", "2183-01-14T16:12:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  71-year-old man with COPD, fever and productive cough. Evaluate for pneumonia.

TECHNIQUE:  Chest PA and lateral.

COMPARISON:  Chest radiograph ___ (2181).

FINDINGS:  
The lungs are hyperinflated with flattening of the hemidiaphragms, consistent with emphysema. There is a new confluent opacity in the right lower lobe, obscuring the right hemidiaphragm posteriorly on the lateral view. No pleural effusion is seen. There is no pneumothorax. The cardiomediastinal silhouette is normal in size. The hila are unremarkable, although the right hilum is partly obscured by the adjacent opacity.

IMPRESSION:  
1. Right lower lobe consolidation, most compatible with pneumonia in the appropriate clinical setting.
2. An underlying mass cannot be excluded. Recommend follow-up chest CT 6-8 weeks after treatment to document resolution.
3. Emphysema.
""")

note("9300001-PN-1", 39300001, "2183-01-15T09:30:00", "2183-01-15T10:05:00", """\
MEDICINE PROGRESS NOTE - HD#2

Overnight: No events. Slept in chair. Needed 3L NC overnight, now 2L.

S: Feels "a little less tight". Still coughing green sputum. Appetite poor.

O: Tmax 38.1, HR 96, BP 138/76, RR 22, SpO2 93% 2L. Scattered exp wheeze, better air movement; crackles RLL.
Labs: WBC 13.2. Na 135. Cr 0.9. Glucose 212 on steroids. Legionella urine Ag neg. Strep pneumo urine Ag neg. Blood cx NGTD.

A/P: 71M w/ severe COPD admitted with AECOPD triggered by RLL CAP.
# CAP, RLL - ceftriaxone 1 g daily (day 2) + azithromycin 500 mg daily (day 2 of 3). Sputum cx pending.
# AECOPD - prednisone 40 mg daily x5d (1/14-1/18). Duonebs q4h standing + albuterol q2h prn. Cont fluticasone-salmeterol. Wean O2, goal SpO2 88-92%.
# Steroid hyperglycemia - no hx DM, A1c 5.8. ISS while on prednisone; will not go home on insulin.
# HTN - cont lisinopril-HCTZ.
# ?Mass behind RLL opacity - needs f/u CT 6-8 wk after abx, will arrange before d/c.
# Ppx - SQ heparin.
""")

note("9300001-PN-2", 39300001, "2183-01-17T10:15:00", "2183-01-17T10:48:00", """\
Progress Note - Medicine, HD#4

S: Breathing much better, walked the hall with PT. Sputum now white.

O: Afebrile since the evening of 1/15. SpO2 91% on RA at rest, 87% on RA with ambulation -> 90% on 1L.
Micro: Sputum cx normal oropharyngeal flora. Blood cx no growth at 48h.

A/P:
# CAP - clinically improved. Ceftriaxone today is the 4th and last dose; cefpodoxime 200 mg PO BID from tomorrow 1/18 to finish 7 days total of beta-lactam (last dose 1/20). Azithromycin done, 3 days (1/14-1/16).
# AECOPD - prednisone day 4/5. Exertional desat: re-walk on RA the morning of discharge; if SpO2 stays below 88% with exertion, will qualify him for home O2.
# COPD maintenance - pulm curbside: add tiotropium 18 mcg daily to fluticasone-salmeterol at d/c.
# Alpha-1 antitrypsin - sent given mother's emphysema, pending.
""")

note("9300001-DS-1", 39300001, "2183-01-19T12:00:00", "2183-01-19T14:30:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Shortness of breath and cough
 
Major Surgical or Invasive Procedure:
None
 
History of Present Illness:
Mr. ___ is a 71-year-old man with severe COPD (GOLD 3, FEV1 41% predicted in 2182), a 50 pack-year former smoker who quit in 2179, with hypertension and hyperlipidemia, who presented with four days of increasing dyspnea and a cough productive of green sputum, with fevers since the day before admission. In the ED he was febrile to 38.4 and hypoxemic to 86% on room air, with a leukocytosis of 15.8 and a right lower lobe consolidation on chest x-ray. He received nebulizers, methylprednisolone, ceftriaxone and azithromycin and was admitted.
 
Past Medical History:
- COPD, GOLD 3, on fluticasone-salmeterol; last exacerbation about two years ago
- Hypertension
- Hyperlipidemia
- Benign prostatic hyperplasia
- Appendectomy as a young man
 
Social History:
___
Lives with his wife. Retired machinist with occupational dust exposure. Former smoker, 50 pack-years, quit in 2179. Drinks 1-2 beers on weekends.
 
Family History:
Mother had emphysema and died at 74; she smoked only briefly as a young woman. Father died of a myocardial infarction at 66. His brother was diagnosed with lung cancer at 68 and is living. No family history of asthma.
 
Physical Exam:
ADMISSION: T 38.4, HR 108, RR 28, SpO2 86% on room air. Tripoding, diffuse expiratory wheeze, coarse crackles at the right base.
DISCHARGE: Afebrile, SpO2 93% on room air at rest. Mild end-expiratory wheeze, faint crackles at the right base. No edema.
 
Pertinent Results:
WBC 15.8 on admission, 8.9 at discharge. Sodium 136 on admission, 134 at discharge. Blood cultures no growth. Sputum culture with normal oropharyngeal flora. Urine Legionella and pneumococcal antigens negative. Influenza and SARS-CoV-2 PCR negative. A1c 5.8%. Alpha-1 antitrypsin level 142 mg/dL (normal); phenotype pending at discharge.
 
Brief Hospital Course:
71-year-old man with severe COPD admitted with a COPD exacerbation triggered by right lower lobe community-acquired pneumonia.

# Community-acquired pneumonia, right lower lobe: He was treated with ceftriaxone from 1/14 through 1/17 and then oral cefpodoxime, to finish a 7-day course of beta-lactam therapy on 1/20. He also received azithromycin for 3 days (1/14-1/16). His fever resolved by the evening of 1/15 and the leukocytosis resolved. Because the radiologist could not exclude a mass behind the consolidation, a follow-up CT chest was scheduled for early March.

# COPD exacerbation: Treated with methylprednisolone in the ED, then prednisone 40 mg daily for 5 days (1/14-1/18, completed in hospital), with standing ipratropium-albuterol nebulizers while inpatient. He was weaned to room air on 1/18. On the morning of discharge his saturation with ambulation was 89-90% on room air, so home oxygen was not needed. Tiotropium was added to his maintenance regimen on the advice of pulmonary. He was referred to pulmonary rehabilitation.

# Steroid-induced hyperglycemia: Glucose up to 240 on prednisone, covered with sliding-scale insulin. His A1c was 5.8%; he does not have diabetes and was discharged on no glucose-lowering medication.

# Alpha-1 antitrypsin: Checked because of his mother's emphysema; the level was normal.

# Hypertension: Lisinopril-hydrochlorothiazide was continued.

# BPH: Tamsulosin was continued.
 
Medications on Admission:
1. Fluticasone-salmeterol 250/50 mcg 1 inhalation twice daily
2. Albuterol inhaler 2 puffs every 4 hours as needed
3. Lisinopril-hydrochlorothiazide 20 mg-12.5 mg 1 tablet daily
4. Atorvastatin 40 mg daily
5. Aspirin 81 mg daily
6. Tamsulosin 0.4 mg at bedtime
 
Discharge Medications:
1. Cefpodoxime 200 mg by mouth twice daily; last dose the evening of 1/20
2. Tiotropium 18 mcg inhaled once daily (NEW)
3. Fluticasone-salmeterol 250/50 mcg 1 inhalation twice daily
4. Albuterol inhaler 2 puffs every 4 hours as needed
5. Lisinopril-hydrochlorothiazide 20 mg-12.5 mg 1 tablet daily
6. Atorvastatin 40 mg daily
7. Aspirin 81 mg daily
8. Tamsulosin 0.4 mg at bedtime
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: COPD exacerbation; right lower lobe community-acquired pneumonia
Secondary: steroid-induced hyperglycemia; hypertension; hyperlipidemia; benign prostatic hyperplasia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with a flare of your COPD brought on by a pneumonia in your right lung. You were treated with antibiotics, steroids and breathing treatments and you improved. Please finish the cefpodoxime. We added a new daily inhaler, tiotropium. If you develop fever over 101, worsening shortness of breath, or need your albuterol more often than every 4 hours, call your doctor or come back to the emergency department. You have a CT scan of the chest in early March to make sure the shadow on your x-ray has cleared.

Your ___ Team
 
Followup Instructions:
___
""")

note("9300001-RR-2", None, "2183-03-06T10:20:00", "2183-03-06T13:41:00", """\
EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  71-year-old man, former smoker. Follow-up of right lower lobe consolidation treated as pneumonia in 01/2183; exclude an underlying mass.

TECHNIQUE:  Helical axial images of the chest without intravenous contrast. Coronal and sagittal reformats.

COMPARISON:  Chest radiographs ___ (01/2183).

FINDINGS:  
The previously seen right lower lobe consolidation has resolved, with minimal residual linear atelectasis. There is no endobronchial lesion and no mass. There is a 4 mm solid nodule in the right upper lobe (series 3, image 41). Moderate centrilobular and paraseptal emphysema, upper lobe predominant. No bronchiectasis. No mediastinal or hilar lymphadenopathy. No pleural effusion. Coronary artery calcifications.

IMPRESSION:  
1. Resolution of the right lower lobe consolidation. No underlying mass.
2. 4 mm right upper lobe solid nodule. In a high-risk patient, an optional follow-up CT at 12 months may be considered.
3. Moderate emphysema.
""")

note("9300001-ED-2", 39300002, "2183-06-02T09:40:00", "2183-06-02T13:15:00", """\
EMERGENCY DEPARTMENT ATTENDING NOTE

CC: Confusion, fall

HPI: This is a 71-year-old man with COPD, hypertension treated with lisinopril-hydrochlorothiazide, and depression for which sertraline was started in March, who is brought in by his wife for two days of confusion, nausea and unsteadiness. This morning he fell in the bathroom getting up to urinate, and his wife found him sitting on the floor. He does not think he hit his head and did not lose consciousness. She says he has been drinking "gallons" of water during the heat wave and has barely eaten. He denies headache, chest pain, vomiting, diarrhea or weakness on one side. He has had no seizures. No new cough or fever; his breathing is at its baseline.

PMH: COPD (GOLD 3). RLL pneumonia 1/2183, resolved on follow-up CT 3/2183. HTN. HLD. BPH. Depression.

Meds: lisinopril-hydrochlorothiazide 20/12.5 mg daily, sertraline 50 mg daily (started 3/2183), fluticasone-salmeterol, tiotropium, albuterol prn, atorvastatin, aspirin, tamsulosin.

Exam: T 36.8, HR 84, BP 128/70, RR 16, SpO2 94% RA. Slow to answer; oriented to person and place but not to date. No asterixis. Moist mucous membranes, flat neck veins, no edema. No focal neurologic deficit. Small abrasion over the right elbow. No scalp hematoma or tenderness.

Labs: Na 118, K 3.4, Cl 84, HCO3 26, BUN 9, Cr 0.8, glucose 104. Serum osm 252. Urine osm 410, urine Na 52. TSH 2.1. CBC unremarkable.

Imaging: CT head without contrast, no intracranial hemorrhage. CXR no acute process.

ED course: Because of the confusion he received 100 mL of 3% saline over 10 minutes at 10:30. Repeat sodium at 12:45 was 121. Lisinopril-hydrochlorothiazide and sertraline held. Fluid restriction 1.2 L. Renal fellow consulted by phone.

MDM: Severe symptomatic hypotonic hyponatremia in a euvolemic patient. Most likely thiazide-induced, with sertraline-associated SIADH a possible contributor, and high free-water intake in the heat probably made it worse. Adrenal insufficiency is unlikely, but a cortisol was sent. Overcorrection risk is real: the goal is a rise of no more than 8 mEq/L in the first 24 hours, with sodium checks every 2-4 hours.

Dispo: Admit to medicine step-down.
""")

note("9300001-RR-3", 39300002, "2183-06-02T10:05:00", "2183-06-02T10:31:00", """\
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  71-year-old man with confusion and a fall at home; hyponatremia. Evaluate for hemorrhage.

TECHNIQUE:  Contiguous axial images of the brain were obtained without contrast.

COMPARISON:  None.

FINDINGS:  
There is no evidence of intracranial hemorrhage, edema, mass effect or acute large territory infarction. The ventricles and sulci are prominent, in keeping with age-related volume loss. Mild periventricular white matter hypodensities are nonspecific and likely reflect chronic small vessel ischemic disease. No fracture is seen. The visualized paranasal sinuses and mastoid air cells are clear.

IMPRESSION:  
No acute intracranial abnormality. No fracture.
""")

note("9300001-RR-4", 39300002, "2183-06-02T10:40:00", "2183-06-02T11:20:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  Confusion and hyponatremia in a former smoker. Evaluate for pneumonia or mass.

COMPARISON:  CT chest ___ (03/2183).

FINDINGS:  
Hyperinflated lungs. No focal consolidation; the right lower lobe remains clear. No pleural effusion or pneumothorax. Heart size is normal.

IMPRESSION:  
No acute cardiopulmonary process.
""")

note("9300001-PN-3", 39300002, "2183-06-02T23:50:00", "2183-06-03T00:20:00", """\
NIGHT FLOAT EVENT NOTE

Called by RN for UOP 1.4 L over 4 h, very dilute.
Na trend: 118 (09:20) -> 121 (12:45) -> 123 (17:00) -> 126 (22:30). Up 8 in ~13 h, already at the 24 h limit.
Likely aquaresis now that the thiazide is off, on top of the 3% bolus. High risk of overcorrection.
Pt A&Ox3 now, conversant, no focal deficits.
Plan:
- D5W at 150 mL/h, started 23:30
- desmopressin 2 mcg IV x1 now (clamp)
- Na q2h overnight; goal Na no higher than 126 until 09:00
- if Na reaches 127 or more before 09:00, repeat desmopressin 2 mcg IV and call the renal fellow
Discussed with renal fellow ___ and the day team senior.
""")

note("9300001-PN-4", 39300002, "2183-06-04T08:45:00", "2183-06-04T09:30:00", """\
Medicine Progress Note - HD#3

S: Feels "clear-headed". Eating. No further falls. Walked with PT, steady with a cane.

O: VS stable. Na 126 (6/3 AM) -> 129 (6/3 PM) -> 131 today. AM cortisol 18. Urine osm today 180.

A/P:
71M COPD, HTN, admitted 6/2 w/ severe symptomatic hyponatremia (Na 118).
# Hyponatremia - thiazide the main culprit; sertraline SIADH a possible contributor. Desmopressin clamp stopped 6/3 AM, no further doses needed. Fluid restriction 1.5 L. Lisinopril-HCTZ stopped for good, lisinopril 20 mg alone from today. Sertraline on hold.
# Depression - PHQ-9 6, mild. Discussed w/ pt and wife: sertraline stays off for now, PCP to decide.
# COPD - at baseline; tiotropium + fluticasone-salmeterol continued.
# Fall - mechanical in the setting of hyponatremia; CT head neg. PT: home with cane.
""")

note("9300001-DS-2", 39300002, "2183-06-06T13:00:00", "2183-06-06T16:10:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Confusion and a fall
 
Major Surgical or Invasive Procedure:
None
 
History of Present Illness:
Mr. ___ is a 71-year-old man with severe COPD, hypertension on lisinopril-hydrochlorothiazide and mild depression treated with sertraline since March 2183, who was brought in by his wife after two days of confusion, nausea and unsteadiness and a fall in the bathroom on the morning of admission. He did not hit his head or lose consciousness. He had been drinking large amounts of water during a heat wave. His sodium was 118.
 
Past Medical History:
- COPD, GOLD 3; admitted 1/2183 with a COPD exacerbation and right lower lobe pneumonia
- CT chest 3/2183: pneumonia resolved, no mass; 4 mm right upper lobe nodule
- Hypertension
- Hyperlipidemia
- Benign prostatic hyperplasia
- Depression, mild
 
Social History:
___
Lives with his wife. Retired machinist. Former smoker, 50 pack-years, quit 2179. Occasional beer.
 
Family History:
Mother had emphysema and died at 74. Father died of a myocardial infarction at 66. Brother with lung cancer diagnosed at 68.
 
Physical Exam:
ADMISSION: Oriented to person and place, not to date. Euvolemic. No focal deficit. Abrasion of the right elbow.
DISCHARGE: Alert and oriented x3, fluent, normal gait with a cane.
 
Pertinent Results:
Sodium 118 on admission, 134 on the day of discharge. Serum osmolality 252, urine osmolality 410, urine sodium 52. TSH 2.1. AM cortisol 18. CT head: no acute intracranial abnormality, no fracture. Chest x-ray: no acute process.
 
Brief Hospital Course:
# Severe symptomatic hyponatremia: Sodium 118 on presentation, with confusion and a fall. His urine studies in a euvolemic patient were consistent with thiazide effect, SIADH, or both. He received one 100 mL bolus of 3% saline in the ED for confusion, and his thiazide and sertraline were held. That night he had a brisk water diuresis and his sodium rose 8 mEq/L in about 13 hours, so a desmopressin clamp with D5W was used overnight from 6/2 to 6/3 to prevent overcorrection. His mentation was back to normal by 6/3 and his sodium was 134 on the day of discharge. We think hydrochlorothiazide was the main cause, and sertraline may have contributed. Lisinopril-hydrochlorothiazide was stopped and replaced with lisinopril alone; he should not be given a thiazide diuretic in the future. He should keep to 1.5 liters of fluid a day until his PCP visit.

# Depression, mild: Sertraline was held on admission and is still held at discharge. If his sodium is stable at or above 135 at his PCP visit, his PCP may restart sertraline at 25 mg daily with a sodium check one week later, or consider mirtazapine instead.

# Fall: Mechanical, in the setting of hyponatremia. CT head showed no bleed and no fracture. PT cleared him for home with a cane.

# COPD: At baseline throughout. Tiotropium and fluticasone-salmeterol were continued; no steroids were needed.

# Lung nodule: The 4 mm right upper lobe nodule from 3/2183 can have an optional CT in 3/2184.
 
Medications on Admission:
1. Lisinopril-hydrochlorothiazide 20 mg-12.5 mg 1 tablet daily
2. Sertraline 50 mg daily
3. Tiotropium 18 mcg inhaled daily
4. Fluticasone-salmeterol 250/50 mcg 1 inhalation twice daily
5. Albuterol inhaler 2 puffs every 4 hours as needed
6. Atorvastatin 40 mg daily
7. Aspirin 81 mg daily
8. Tamsulosin 0.4 mg at bedtime
 
Discharge Medications:
1. Lisinopril 20 mg daily (NEW, replaces lisinopril-hydrochlorothiazide)
2. Tiotropium 18 mcg inhaled daily
3. Fluticasone-salmeterol 250/50 mcg 1 inhalation twice daily
4. Albuterol inhaler 2 puffs every 4 hours as needed
5. Atorvastatin 40 mg daily
6. Aspirin 81 mg daily
7. Tamsulosin 0.4 mg at bedtime
STOPPED: Lisinopril-hydrochlorothiazide.
HELD: Sertraline, until your PCP visit.
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Severe symptomatic hyponatremia, most likely thiazide-induced
Secondary: Mechanical fall; COPD; hypertension; depression
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - requires assistance or aid (cane).
 
Discharge Instructions:
Dear Mr. ___,

You were admitted because the sodium level in your blood was very low, which made you confused and caused your fall. The most likely cause was the water pill in your blood pressure tablet, made worse by drinking a lot of water in the heat. We stopped the combination pill and you will now take lisinopril by itself. Please do not take sertraline until you see your PCP. Please have your sodium checked on 6/9. If you become confused again, have a seizure, or fall, call 911.

Your ___ Team
 
Followup Instructions:
___
""")

note("9300001-ED-3", 39300003, "2184-02-20T03:40:00", "2184-02-20T06:55:00", """\
ED NOTE

CC: SOB

HPI: 72M severe COPD, prior admits 1/2183 (AECOPD + RLL PNA) and 6/2183 (hypoNa from HCTZ), BIBA at 03:00 w/ 3 days of fevers, myalgias and cough, then rapidly worse SOB tonight. Wife had "the flu" last week. Declined flu shot this season. Denies CP, hemoptysis, calf pain. Not on home O2.

Exam: T 38.9, HR 118, BP 152/90, RR 32, SpO2 81% RA per EMS. Accessory muscle use, minimal air movement, diffuse wheeze. Somnolent but arousable, follows commands.

Labs: VBG 7.24/78. WBC 9.1. Na 137. Cr 1.1. Trop <0.01. BNP 88. Flu A PCR POSITIVE. COVID neg.

ED course: Duonebs x3 back to back, methylprednisolone 125 mg IV, magnesium 2 g IV. BiPAP 14/6 FiO2 40% started 03:25; repeat VBG 7.29/69 at 05:00, more awake. Oseltamivir 75 mg PO given. CTA chest for tachycardia and hypoxemia out of proportion: no PE.

Imp: Acute on chronic hypercapnic respiratory failure from AECOPD triggered by influenza A.

Dispo: MICU.
""")

note("9300001-RR-5", 39300003, "2184-02-20T04:35:00", "2184-02-20T05:20:00", """\
EXAMINATION:  CTA CHEST

INDICATION:  72-year-old man with COPD, hypoxemia and tachycardia. Evaluate for pulmonary embolism.

TECHNIQUE:  Helical axial images of the chest after intravenous contrast in the pulmonary arterial phase. Coronal and sagittal reformats.

COMPARISON:  CT chest ___ (03/2183).

FINDINGS:  
Pulmonary arteries: Adequate opacification to the subsegmental level. No filling defect to suggest pulmonary embolism. The main pulmonary artery measures 3.1 cm, which is enlarged.
Lungs: Moderate centrilobular and paraseptal emphysema, unchanged. Diffuse bronchial wall thickening. No focal consolidation. Minimal dependent atelectasis. The 4 mm right upper lobe nodule is unchanged since 03/2183. No pleural effusion or pneumothorax.
Mediastinum: No lymphadenopathy. Heart size normal. No pericardial effusion.

IMPRESSION:  
1. No pulmonary embolism.
2. No pneumonia. Bronchial wall thickening, consistent with bronchitis or airway inflammation.
3. Enlarged main pulmonary artery, which can be seen with pulmonary hypertension.
4. The 4 mm right upper lobe nodule has been stable for 11 months.
""")

note("9300001-PN-5", 39300003, "2184-02-21T07:50:00", "2184-02-21T08:40:00", """\
MICU PROGRESS NOTE

Events: Continuous BiPAP overnight, off only for meals. VBG 7.34/60 at 04:00.

S: Says breathing is "better than yesterday". Wants the mask off.

O: T 37.9, HR 98, RR 22, SpO2 90% on BiPAP FiO2 35%. Improved air movement, diffuse wheeze. Awake and appropriate.

A/P:
72M severe COPD, acute on chronic hypercapnic resp failure from AECOPD, triggered by influenza A.
# Hypercapnic resp failure - BiPAP, trial off this morning; not intubated and hopefully won't need it.
# Influenza A - oseltamivir 75 mg BID x5 days (2/20-2/24). Droplet precautions.
# AECOPD - prednisone 40 mg daily x5 days (2/21-2/25) after methylpred in ED. Duonebs. Doxycycline 100 mg BID x5 days for purulent sputum (2/20-2/24).
# ?Pulm HTN - main PA 3.1 cm on CTA. TTE ordered.
# HTN - lisinopril 20 mg cont.
# Depression - sertraline 25 mg cont (restarted by PCP 7/2183; Na stable since, 137 today).
# Code - Full, confirmed with pt and wife.
""")

note("9300001-PN-6", 39300003, "2184-02-24T09:00:00", "2184-02-24T09:45:00", """\
Medicine Progress Note - HD#5

Events: Transferred from MICU to floor 2/22 PM, after 36 h off BiPAP.

S: Ambulated 100 ft with PT. Cough improving. No fever since 2/22.

O: T 36.9, HR 86, RR 18, SpO2 93% on 1 L at rest. SpO2 84% on RA with ambulation, 90% on 2 L.

A/P:
# AECOPD / influenza A - improving. Oseltamivir last dose tonight. Prednisone day 4/5. Doxycycline last dose tonight.
# Exertional and nocturnal hypoxemia - overnight oximetry on RA: SpO2 < 88% for 34% of the night. Qualifies for home O2, 2 L with exertion and sleep.
# Possible pulmonary HTN - TTE 2/23: RVSP 48 mmHg, normal RV size and function, LVEF 60%. Likely group 3 from COPD. Outpt pulm f/u and repeat echo when recovered.
# COPD maintenance - 2 exacerbations needing admission in 13 months. Pulm: change to single-inhaler triple therapy at d/c; pulm rehab.
""")

note("9300001-CN-1", 39300003, "2184-02-26T10:30:00", "2184-02-26T11:05:00", """\
CLINICAL PHARMACY - DISCHARGE MEDICATION RECONCILIATION

Sources: Patient and wife, outpatient pharmacy fill history, PCP medication list.

Home medication list:
- fluticasone-salmeterol 250/50 mcg 1 inhalation BID
- tiotropium 18 mcg inhaled daily
- albuterol HFA 2 puffs q4h prn
- lisinopril 20 mg daily
- sertraline 25 mg daily
- atorvastatin 40 mg daily
- aspirin 81 mg daily
- tamsulosin 0.4 mg qhs

Reconciliation:
- fluticasone-salmeterol: STOP. Replaced by fluticasone furoate-umeclidinium-vilanterol.
- tiotropium: STOP. Duplicate long-acting antimuscarinic with umeclidinium; patient told not to use both.
- fluticasone furoate-umeclidinium-vilanterol 100/62.5/25 mcg 1 inhalation daily: NEW.
- albuterol HFA: continue.
- lisinopril 20 mg daily: continue.
- sertraline 25 mg daily: continue; sodium 137 this admission.
- atorvastatin, aspirin, tamsulosin: continue, no changes.
- prednisone: course completed 2/25, not continued.
- oseltamivir: completed 2/24.
- doxycycline: completed 2/24.
- home oxygen 2 L/min by nasal cannula with exertion and during sleep: NEW.

Counseling: Ellipta inhaler technique reviewed with teach-back; rinse mouth after each use. Confirmed that no thiazide diuretic is on his list, given the thiazide-induced hyponatremia in 6/2183; hydrochlorothiazide added to his allergy and intolerance list.

Recommendations:
- Influenza vaccine next fall.
- Pneumococcal vaccine status unknown; PCP to verify.
""")

note("9300001-DS-3", 39300003, "2184-02-26T12:10:00", "2184-02-26T15:45:00", ds_head(
    "M", "MEDICINE", "hydrochlorothiazide (hyponatremia)") + """\
Chief Complaint:
Shortness of breath, fever
 
Major Surgical or Invasive Procedure:
Noninvasive positive pressure ventilation (BiPAP)
 
History of Present Illness:
Mr. ___ is a 72-year-old man with severe COPD who presented by ambulance in the early morning of 2/20 with three days of fever, myalgias and cough, followed by rapidly worsening dyspnea. His wife had influenza the week before and he had declined the influenza vaccine this season. He was hypoxemic to 81% on room air and had an acute respiratory acidosis (pH 7.24, pCO2 78). Influenza A PCR was positive. A CTA chest showed no pulmonary embolism and no pneumonia. He was started on BiPAP in the ED and admitted to the MICU.
 
Past Medical History:
- COPD, GOLD 3, former smoker
- COPD exacerbation with right lower lobe pneumonia, 1/2183, resolved
- Hyponatremia (sodium 118) from hydrochlorothiazide, 6/2183, resolved after stopping it
- 4 mm right upper lobe lung nodule, stable
- Hypertension
- Hyperlipidemia
- Benign prostatic hyperplasia
- Depression
 
Social History:
___
Lives with his wife. Retired machinist. Former smoker, 50 pack-years, quit 2179.
 
Family History:
Mother with emphysema, died at 74. Father died of a heart attack at 66. Brother with lung cancer. No family history of asthma or of blood clots.
 
Physical Exam:
ADMISSION: T 38.9, HR 118, RR 32, SpO2 81% on room air. Accessory muscle use, poor air movement, somnolent but arousable.
DISCHARGE: Afebrile. SpO2 92% on room air at rest, 90% on 2 L with ambulation. Scattered wheeze. No edema.
 
Pertinent Results:
VBG on arrival 7.24/78, 7.34/60 the next morning. Influenza A PCR positive. CTA chest: no pulmonary embolism, no pneumonia, enlarged main pulmonary artery (3.1 cm), stable 4 mm nodule. TTE 2/23: LVEF 60%, normal RV size and function, RVSP 48 mmHg. Sodium 137.
 
Brief Hospital Course:
# Acute on chronic hypercapnic respiratory failure due to a COPD exacerbation triggered by influenza A: He was placed on BiPAP in the ED at 03:25 on 2/20 and needed it continuously until a successful trial off at 09:30 on 2/21, about 30 hours in all, after which he used it only for one nap that afternoon. He was never intubated. He received methylprednisolone in the ED and then prednisone 40 mg daily for 5 days (2/21-2/25), scheduled nebulizers, doxycycline for 5 days (2/20-2/24) for purulent sputum, and oseltamivir for 5 days (2/20-2/24). He moved from the MICU to the floor on 2/22.

# Chronic hypoxemia: He desaturated to 84% on room air with walking, and overnight oximetry showed saturations below 88% for 34% of the night. He qualified for and was discharged on home oxygen, 2 L by nasal cannula with exertion and sleep.

# Possible pulmonary hypertension: The main pulmonary artery was enlarged on CT and the echocardiogram estimated an RVSP of 48 mmHg with a normal right ventricle. This may be pulmonary hypertension due to COPD and hypoxemia, but the estimate was made during an acute illness. It will be reassessed with a repeat echocardiogram and in pulmonary clinic.

# COPD maintenance: This is his second exacerbation requiring admission in 13 months. His inhalers were changed to single-inhaler triple therapy: fluticasone furoate-umeclidinium-vilanterol once daily replaces both fluticasone-salmeterol and tiotropium. He was referred again to pulmonary rehabilitation, which he did not attend after his last admission.

# History of hyponatremia: Sodium 137 on sertraline 25 mg, which his PCP restarted in 7/2183. No thiazide; hydrochlorothiazide is now listed as an intolerance.

# Hypertension: Lisinopril 20 mg continued.
 
Medications on Admission:
1. Fluticasone-salmeterol 250/50 mcg 1 inhalation twice daily
2. Tiotropium 18 mcg inhaled daily
3. Albuterol inhaler 2 puffs every 4 hours as needed
4. Lisinopril 20 mg daily
5. Sertraline 25 mg daily
6. Atorvastatin 40 mg daily
7. Aspirin 81 mg daily
8. Tamsulosin 0.4 mg at bedtime
 
Discharge Medications:
1. Fluticasone furoate-umeclidinium-vilanterol 100/62.5/25 mcg 1 inhalation once daily (NEW)
2. Albuterol inhaler 2 puffs every 4 hours as needed
3. Lisinopril 20 mg daily
4. Sertraline 25 mg daily
5. Atorvastatin 40 mg daily
6. Aspirin 81 mg daily
7. Tamsulosin 0.4 mg at bedtime
8. Home oxygen 2 L/min by nasal cannula with exertion and during sleep (NEW)
STOPPED: Fluticasone-salmeterol and tiotropium (both replaced by the new triple inhaler).
 
Discharge Disposition:
Home With Service
 
Discharge Diagnosis:
Primary: Acute on chronic hypercapnic respiratory failure; COPD exacerbation; influenza A
Secondary: Chronic hypoxemia requiring home oxygen; possible pulmonary hypertension; hypertension
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted to the intensive care unit with a severe COPD flare caused by the flu. You needed a breathing mask (BiPAP) for about a day, and you got better with steroids, antibiotics, an antiviral and breathing treatments. You now need oxygen at home when you walk and when you sleep. Please use your new inhaler once a day and stop your old Advair and Spiriva inhalers. Please get a flu shot every fall. If you are more short of breath than usual, more sleepy or confused, or have a fever, call your doctor or return to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Patient 9300002: F, 79, persistent atrial fibrillation on apixaban. Upper GI bleed from an
# NSAID and H. pylori gastric ulcer (3/2185); E. coli pyelonephritis with bacteremia, delirium
# and AKI (10/2185).
# =============================================================================================

P2 = 9300002
patient(P2, "F", 79, "BLACK/AFRICAN AMERICAN")
admission(P2, 39300004, "2185-03-08T11:20:00", "2185-03-13T14:00:00", "BLACK/AFRICAN AMERICAN")
admission(P2, 39300005, "2185-10-02T18:30:00", "2185-10-07T13:15:00", "BLACK/AFRICAN AMERICAN")

note("9300002-ED-1", 39300004, "2185-03-08T11:45:00", "2185-03-08T14:20:00", """\
ED PROVIDER NOTE

CC: black stools, lightheaded

HPI: 79F with persistent AF on apixaban, HTN, CKD 3a, knee OA, presents with 2 days of black, tarry stools (4-5/day) and lightheadedness on standing. This morning she nearly fainted at church; she sat down and did not lose consciousness. She has been taking ibuprofen 400 mg two to three times a day for about 3 weeks for a flare of right knee pain. No hematemesis or coffee-ground emesis. No abdominal pain. No bright red blood per rectum. Denies chest pain, palpitations, dyspnea. No prior GI bleeding. Last colonoscopy 2181 with two small tubular adenomas. Never had an EGD. Last apixaban dose this morning at 07:30.

PMH: Persistent atrial fibrillation (dx 2182), CHA2DS2-VASc 5. HTN. CKD 3a (baseline Cr 1.2-1.3). OA of both knees. Bilateral cataract surgery 2180.

Meds: apixaban 5 mg BID, metoprolol succinate 50 mg daily, amlodipine 5 mg daily, acetaminophen prn, ibuprofen OTC as above.

All: sulfa (hives)

Exam: HR 104 irregularly irregular, BP 98/56 (orthostatic: 118/64 lying, 92/50 standing), RR 18, SpO2 98% RA. Pale conjunctivae. Abdomen soft, nontender. Rectal: black tarry stool, guaiac positive, no BRBPR.

Labs: Hgb 6.9 (12.1 in 11/2184). MCV 88. Plt 221. BUN 58, Cr 1.4. INR 1.3. Lactate 2.0. Type and cross 4 units.

ED course: 2 large-bore IVs. LR 1 L. Pantoprazole 80 mg IV bolus, then 40 mg IV BID. 1 unit PRBC started 12:40. Apixaban held. GI aware: EGD in AM, sooner if unstable. Glasgow-Blatchford 12. Reversal agent not indicated: responding to fluids, no life-threatening bleeding.

Imp: Upper GI bleed, likely peptic ulcer in the setting of NSAID use on apixaban. Variceal bleed very unlikely (no liver disease).

Dispo: Medicine, step-down.
""")

note("9300002-RR-1", 39300004, "2185-03-08T12:30:00", "2185-03-08T13:05:00", """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  79-year-old woman with upper GI bleeding, pre-procedure. Evaluate for acute process.

COMPARISON:  ___ (2184).

FINDINGS:  
Mild cardiomegaly, stable. No pulmonary edema. No focal consolidation, pleural effusion or pneumothorax. Atherosclerotic calcification of the aortic arch. No free air under the diaphragm.

IMPRESSION:  
No acute cardiopulmonary process. Mild cardiomegaly. No free intraperitoneal air.
""")

note("9300002-CN-1", 39300004, "2185-03-09T10:50:00", "2185-03-09T11:30:00", """\
GASTROENTEROLOGY - PROCEDURE NOTE (EGD)

Indication: Melena, Hgb 6.9, on apixaban and NSAIDs.

Procedure: EGD under moderate sedation, 3/9.

Findings:
- Esophagus: normal. No varices. No esophagitis.
- Stomach: 1.5 cm clean-based ulcer in the prepyloric antrum (Forrest III). No visible vessel, no adherent clot, no active bleeding. Biopsies of the ulcer margin, and of the antrum and body for H. pylori.
- Duodenum: normal to the second portion.

Therapy: None required (clean base).

Impression: Gastric antral ulcer, Forrest III, most likely NSAID-related; H. pylori possible, biopsies pending.

Recommendations:
- Pantoprazole 40 mg PO BID x 8 weeks, then daily.
- No NSAIDs, ever.
- From a GI standpoint apixaban may be resumed 48-72 hours after this EGD if Hgb is stable.
- Repeat EGD in 8-12 weeks to confirm healing and re-biopsy, because a gastric ulcer can hide a malignancy.
- Treat H. pylori if positive.
""")

note("9300002-PN-1", 39300004, "2185-03-10T08:30:00", "2185-03-10T09:10:00", """\
Hospital Medicine Progress Note

S: No melena since 3/9 PM; last stool brown. No lightheadedness walking to the bathroom.

O: HR 78 (AF, rate controlled), BP 124/70. Hgb 6.9 -> 8.4 after 2 u PRBC (3/8, 3/9) -> 8.6 -> 8.5 today. Cr 1.4 -> 1.2. Tele: AF 70s-100s, no pauses.
Path: Gastric biopsies POSITIVE for H. pylori. Ulcer margin: no dysplasia or malignancy.

A/P: 79F w/ AF on apixaban, admitted with UGIB from a 1.5 cm gastric ulcer (NSAID + H. pylori).
# UGIB - Hgb stable x 24h. Pantoprazole 40 mg PO BID. NSAIDs stopped; ibuprofen entered as "avoid".
# H. pylori - bismuth quadruple therapy x 14 days: bismuth subcitrate potassium-metronidazole-tetracycline (3 caps QID) + pantoprazole BID, start 3/11 (through 3/24). Clarithromycin avoided (had it for bronchitis in 2183).
# AF - apixaban held since 3/8 AM. CHA2DS2-VASc 5, HAS-BLED 3. Resume apixaban 5 mg BID tomorrow AM (3/11) if Hgb stable. Metoprolol succinate held on admit for SBP 90s; restarted today at 25 mg (half dose), rates fine.
# Near-syncope - orthostatic from blood loss most likely; tele w/o pauses or other arrhythmia. No further w/u.
# HTN - amlodipine on hold, BP 120s.
# AKI on CKD 3a - prerenal + blood in the gut, improving.
""")

note("9300002-DS-1", 39300004, "2185-03-13T12:30:00", "2185-03-13T15:05:00", ds_head(
    "F", "MEDICINE", "Sulfa (Sulfonamide Antibiotics) / ibuprofen") + """\
Chief Complaint:
Black stools and lightheadedness
 
Major Surgical or Invasive Procedure:
EGD with biopsies, 3/9
 
History of Present Illness:
Ms. ___ is a 79-year-old woman with persistent atrial fibrillation on apixaban, hypertension and stage 3a chronic kidney disease who presented with two days of melena and a near-syncopal episode at church. For about three weeks she had been taking over-the-counter ibuprofen several times a day for right knee pain. Her hemoglobin was 6.9, down from 12.1 in November.
 
Past Medical History:
- Persistent atrial fibrillation, diagnosed 2182, on apixaban
- Hypertension
- Chronic kidney disease stage 3a, baseline creatinine 1.2-1.3
- Osteoarthritis of both knees
- Colon adenomas (2181)
- Cataract surgery (2180)
 
Social History:
___
Widowed, lives alone in an apartment; her daughter lives nearby. Retired school cafeteria manager. Never smoked, no alcohol.
 
Family History:
Her mother died of stomach cancer at 70. Her father's medical history is unknown; he left the family when she was young. Her sister has atrial fibrillation and takes warfarin. No family history of bleeding disorders.
 
Physical Exam:
ADMISSION: HR 104 irregular, BP 98/56 with orthostatic drop. Pale. Melena on rectal exam.
DISCHARGE: HR 72 irregular, BP 126/72, no orthostasis. Abdomen benign.
 
Pertinent Results:
Hemoglobin 6.9 on admission, 9.0 at discharge. Creatinine 1.4 on admission, 1.2 at discharge. INR 1.3. EGD 3/9: 1.5 cm clean-based prepyloric gastric ulcer (Forrest III), no varices. Pathology: H. pylori gastritis; ulcer margin without dysplasia or malignancy.
 
Brief Hospital Course:
# Upper GI bleed from a gastric ulcer: She was transfused 2 units of packed red cells (3/8 and 3/9) and started on IV pantoprazole. EGD on 3/9 showed a 1.5 cm clean-based ulcer in the prepyloric antrum without high-risk stigmata, so no endoscopic therapy was needed. The ulcer was attributed to ibuprofen together with H. pylori infection. Her hemoglobin was stable from 3/10 onward. Ibuprofen was stopped and she should never take NSAIDs again. She will take pantoprazole 40 mg twice daily for 8 weeks and then once daily, and will have a repeat EGD in 8-12 weeks to confirm healing.

# H. pylori infection: Gastric biopsies were positive. She began bismuth quadruple therapy on 3/11 (bismuth subcitrate potassium-metronidazole-tetracycline capsules with pantoprazole) for 14 days, through 3/24. Clarithromycin was avoided because of a previous exposure. Eradication should be confirmed with a stool antigen at least 4 weeks after treatment.

# Atrial fibrillation: Apixaban was held from the morning of 3/8 and resumed at 5 mg twice daily on the morning of 3/11, about 48 hours after the EGD, with a stable hemoglobin afterwards. She missed 5 doses in all. Metoprolol succinate was held on admission because of low blood pressure and restarted on 3/10 at 25 mg daily, half her home dose, with good rate control.

# Near-syncope: Attributed to orthostatic hypotension from blood loss. Telemetry showed no pauses or arrhythmia other than atrial fibrillation.

# Hypertension: Amlodipine was held throughout; her blood pressure was 118-130 systolic. It remains on hold at discharge. If her systolic pressure is consistently above 140 at home or in clinic, her PCP can restart it.

# Acute kidney injury on CKD 3a: Creatinine 1.4, back to 1.2 with transfusion and fluids.
 
Medications on Admission:
1. Apixaban 5 mg twice daily
2. Metoprolol succinate 50 mg daily
3. Amlodipine 5 mg daily
4. Acetaminophen 500 mg 1-2 tablets every 6 hours as needed
5. Ibuprofen 400 mg two to three times daily (over the counter)
 
Discharge Medications:
1. Apixaban 5 mg twice daily
2. Metoprolol succinate 25 mg daily (DOSE DECREASED)
3. Pantoprazole 40 mg twice daily for 8 weeks, then 40 mg once daily (NEW)
4. Bismuth subcitrate potassium-metronidazole-tetracycline 140 mg-125 mg-125 mg, 3 capsules four times daily through 3/24 (NEW)
5. Acetaminophen 500 mg 1-2 tablets every 6 hours as needed, no more than 3 g a day
STOPPED: Ibuprofen. Do not take any NSAID (ibuprofen, naproxen, aspirin-containing products).
HELD: Amlodipine, until your PCP visit.
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Upper GI bleed from an NSAID-associated gastric ulcer; H. pylori infection; acute blood loss anemia
Secondary: Persistent atrial fibrillation; hypertension; CKD stage 3a
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted because you were bleeding from an ulcer in your stomach, caused by ibuprofen and by a stomach infection called H. pylori. You needed two blood transfusions. Please never take ibuprofen or similar pain medicines again; acetaminophen is safe. Take the pantoprazole and finish all of the H. pylori capsules. We restarted your apixaban because your stroke risk is high. If you have black or bloody stools, vomit blood, or feel faint, call 911 or come to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

note("9300002-ED-2", 39300005, "2185-10-02T19:05:00", "2185-10-02T22:40:00", """\
ED PROVIDER NOTE

CC: fever, confusion

HPI: 79-year-old woman with persistent atrial fibrillation on apixaban, hypertension, CKD 3a and a bleeding gastric ulcer in March 2185, brought in by her daughter for one day of confusion and fever to 39.2 at home. The daughter reports urinary frequency and burning for about 4 days and right flank pain since yesterday. Today she was talking to her late husband and did not know the day; at baseline she is sharp, independent and manages her own medications. She vomited twice today and could not keep her pills down. No cough, no diarrhea, no headache or neck stiffness per daughter. No falls. No black stools since March.

Exam: T 39.4, HR 118 (AF), BP 86/50 -> 104/58 after 2 L LR, RR 22, SpO2 95% RA. Inattentive (cannot say months backward past DEC), oriented to self only. Neck supple. Moves all four limbs, no facial droop. Right CVA tenderness. Abdomen soft.

Labs: WBC 19.6, bands 12%. Lactate 3.8 -> 2.1 after fluids. Cr 2.1 (1.3 in 6/2185). Na 133. Hgb 11.4. UA >182 WBC, nitrite positive, large leukocyte esterase, many bacteria.

ED course: Blood cultures x2 and urine culture, then ceftriaxone 2 g IV at 19:40. LR 30 mL/kg. Metoprolol and amlodipine held. CT abdomen/pelvis without contrast (AKI) and CT head without contrast (altered, anticoagulated).

MDM: Sepsis from presumed right pyelonephritis with septic delirium. Obstruction must be excluded given AKI and sepsis. Meningitis very unlikely clinically, no LP. Stroke unlikely with a nonfocal exam, but CT head obtained because she is anticoagulated. Last apixaban dose last night; will hold tonight's dose until the head CT is read.

Dispo: Medicine, step-down.
""")

note("9300002-RR-2", 39300005, "2185-10-02T21:10:00", "2185-10-02T22:02:00", """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITHOUT CONTRAST

INDICATION:  79-year-old woman with fever, right flank pain, pyuria and acute kidney injury. Evaluate for obstruction, stone or abscess.

TECHNIQUE:  Axial images from the lung bases to the pubic symphysis without intravenous contrast. Coronal and sagittal reformats.

COMPARISON:  None.

FINDINGS:  
The right kidney is mildly enlarged, with perinephric fat stranding. There is no hydronephrosis or hydroureter on either side. No renal or ureteral calculus is seen. No perinephric fluid collection is identified, although evaluation for abscess is limited without intravenous contrast. The left kidney is normal. The bladder is decompressed, with mild wall thickening. The stomach is unremarkable on this non-contrast exam. Scattered colonic diverticula without inflammation. No free air. No free fluid.

IMPRESSION:  
1. Right renal enlargement and perinephric stranding, consistent with pyelonephritis in the appropriate clinical setting.
2. No hydronephrosis or obstructing stone.
3. No perinephric collection, though a small renal abscess cannot be excluded without contrast.
4. Colonic diverticulosis without diverticulitis.
""")

note("9300002-RR-3", 39300005, "2185-10-02T21:15:00", "2185-10-02T21:48:00", """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  79-year-old woman on apixaban with acute confusion. Evaluate for hemorrhage.

TECHNIQUE:  Contiguous axial images of the brain without contrast.

COMPARISON:  None available.

FINDINGS:  
No intracranial hemorrhage. No acute territorial infarct. Moderate chronic small vessel ischemic changes in the periventricular white matter. Old lacunar infarct in the left basal ganglia. The ventricles are proportionate to the sulci. No fracture.

IMPRESSION:  
1. No acute intracranial abnormality. No hemorrhage.
2. Old left basal ganglia lacunar infarct; no prior head imaging is available for comparison.
""")

note("9300002-NN-1", 39300005, "2185-10-03T05:40:00", "2185-10-03T06:10:00", """\
NURSING NOTE 1900-0700

Neuro: Pt alert, oriented to self only. CAM positive. Pulled at IV x2 and tried to climb out of bed at 0100. Redirected; daughter called and came in at 0130, pt calmer with daughter at bedside. Bed alarm on, low bed, glasses and hearing aid in. No restraints used. Quetiapine 12.5 mg PO given at 0215 per MD order with effect; slept 0300-0600.
CV: AF 90s-110s. SBP 102-118. Metoprolol on hold per order. Apixaban not given last evening per order (held until CT head read).
Resp: RA, sats 94-96%.
GU: No Foley; voiding in commode with assist. UOP ~600 mL overnight.
ID: Tmax 38.6 at 2200, acetaminophen 650 mg given. Ceftriaxone given 1940 in ED, next dose due 1900.
Skin: Intact.
Plan: Continue delirium precautions. Daughter plans to stay tonight.
""")

note("9300002-CN-2", 39300005, "2185-10-03T14:20:00", "2185-10-03T14:45:00", """\
PHARMACY CONSULT - ANTICOAGULATION DOSING

Reason for consultation: Apixaban dose review in acute kidney injury.

Data: Age 79. Weight 58.4 kg. Cr 2.1 (10/2) -> 1.7 (10/3). Baseline Cr 1.3. CT head 10/2 without hemorrhage. Hgb 11.1.

Assessment: For atrial fibrillation, apixaban is reduced to 2.5 mg BID when 2 of 3 criteria are met: age 80 or older, weight 60 kg or less, creatinine 1.5 or higher. She currently meets 2 (weight and creatinine) but not age, and the creatinine criterion reflects an acute kidney injury that is improving. Once her creatinine is below 1.5 she will meet only 1 criterion.

Recommendations:
- Resume apixaban today at 2.5 mg BID while Cr is 1.5 or higher.
- If Cr is below 1.5 on two consecutive days, return to 5 mg BID.
- She turns 80 in ___ 2186. With her weight at or below 60 kg she will then meet 2 criteria permanently, and the dose should become 2.5 mg BID. Flagged for her PCP.
- Avoid NSAIDs (history of ulcer bleed).
""")

note("9300002-RR-4", 39300005, "2185-10-04T11:00:00", "2185-10-04T11:50:00", """\
EXAMINATION:  RENAL ULTRASOUND

INDICATION:  Right pyelonephritis with E. coli bacteremia; non-contrast CT could not exclude an abscess.

COMPARISON:  CT abdomen and pelvis ___ (10/02/2185).

FINDINGS:  
The right kidney measures 11.8 cm and the left 10.6 cm. Mildly increased echogenicity of the right renal cortex. No hydronephrosis. No intrarenal or perinephric fluid collection. No stones. The bladder is partially filled and unremarkable.

IMPRESSION:  
No renal or perinephric abscess. No hydronephrosis.
""")

note("9300002-PN-2", 39300005, "2185-10-04T09:10:00", "2185-10-04T13:30:00", """\
Medicine Progress Note - Day 3

S: Per daughter she is "almost herself". Knows she is in the hospital and the month. Flank pain better.

O: Tmax 37.6 (last fever 10/3 02:00). HR 84 AF, BP 124/68. Cr 2.1 -> 1.7 -> 1.4. WBC 11.2.
Micro: Blood cx 10/2 E. coli 2/2 bottles. Urine cx >100,000 E. coli. Sensitive to ceftriaxone and cefazolin; resistant to ampicillin, TMP-SMX and ciprofloxacin. Repeat blood cx 10/3 NGTD.

A/P: 79F AF on apixaban, admitted w/ E. coli right pyelonephritis with bacteremia and fluid-responsive septic hypotension, delirium, AKI.
# E. coli pyelo / bacteremia - ceftriaxone day 3. 10 days total from 10/2 (through 10/11); switch to PO cefpodoxime when eating reliably. Renal US today: no abscess (addendum).
# Delirium - improving. Quetiapine 12.5 mg given the nights of 10/2 and 10/3 only; do not continue.
# AKI on CKD 3a - septic/prerenal, improving.
# AF - apixaban resumed 10/3 at 2.5 mg BID per pharmacy while Cr 1.5 or higher; back to 5 mg once Cr < 1.5 two days running. Metoprolol succinate resumed at 25 mg today.
# HTN - amlodipine (restarted by PCP in 4/2185) held again, BP 110s-120s.
# Hx gastric ulcer - healed on repeat EGD 6/2185; pantoprazole 40 mg daily continued. H. pylori eradication confirmed by stool antigen 5/2185.
""")

note("9300002-DS-2", 39300005, "2185-10-07T11:45:00", "2185-10-07T14:30:00", ds_head(
    "F", "MEDICINE", "Sulfa (Sulfonamide Antibiotics) / ibuprofen") + """\
Chief Complaint:
Fever and confusion
 
Major Surgical or Invasive Procedure:
None
 
History of Present Illness:
Ms. ___ is a 79-year-old woman with persistent atrial fibrillation on apixaban, hypertension, CKD 3a and an upper GI bleed from a gastric ulcer in March 2185, who was brought in by her daughter with one day of fever and confusion after about four days of dysuria and frequency, and right flank pain. She was febrile to 39.4, hypotensive to 86/50 and responded to fluids. Creatinine was 2.1 and her urinalysis was grossly positive.
 
Past Medical History:
- Persistent atrial fibrillation, on apixaban
- Upper GI bleed from an NSAID and H. pylori gastric ulcer, 3/2185; H. pylori eradicated (stool antigen negative 5/2185); ulcer healed on repeat EGD 6/2185
- Hypertension
- Chronic kidney disease stage 3a
- Osteoarthritis of both knees
- Colon adenomas (2181)
 
Social History:
___
Widowed, lives alone; daughter nearby. Never smoked, no alcohol.
 
Family History:
Mother died of stomach cancer at 70. Father's history unknown. Sister with atrial fibrillation.
 
Physical Exam:
ADMISSION: T 39.4, HR 118 in AF, BP 86/50. Oriented to self only, inattentive. Right CVA tenderness. No focal deficits.
DISCHARGE: Afebrile. Alert and oriented x3, attentive (months backward intact). No CVA tenderness.
 
Pertinent Results:
WBC 19.6 on admission, 8.4 at discharge. Creatinine 2.1 on admission, 1.3 at discharge. Blood cultures 10/2: E. coli in 2 of 2 bottles; repeat 10/3 no growth. Urine culture: E. coli over 100,000. Sensitive to ceftriaxone and cefpodoxime; resistant to ampicillin, TMP-SMX and ciprofloxacin. CT abdomen/pelvis: right pyelonephritis, no hydronephrosis or stone. Renal ultrasound 10/4: no abscess. CT head: no acute abnormality; old left basal ganglia lacunar infarct.
 
Brief Hospital Course:
# E. coli right pyelonephritis with bacteremia and sepsis: She received ceftriaxone from 10/2 through 10/5 and was switched to oral cefpodoxime on 10/6, to complete 10 days of antibiotics through 10/11. Her last fever was at 02:00 on 10/3. The non-contrast CT could not exclude a small renal abscess, and a renal ultrasound on 10/4 showed none. There was no obstruction. Repeat blood cultures were negative.

# Delirium: Hyperactive delirium from sepsis, worst on the night of 10/2. It was managed mainly with her daughter at the bedside and delirium precautions; she received low-dose quetiapine on the nights of 10/2 and 10/3 only, and it was not continued. She was back to her baseline by 10/4. The head CT showed no acute process. It did show an old left basal ganglia lacunar infarct; she has never had symptoms of a stroke, and she is already anticoagulated.

# Acute kidney injury on CKD 3a: Creatinine 2.1, from sepsis and vomiting; 1.3 at discharge.

# Atrial fibrillation: Apixaban was held on the evening of 10/2 until the head CT was read, then resumed on 10/3 at 2.5 mg twice daily while her creatinine was 1.5 or above, on the advice of pharmacy. Her creatinine was 1.4 on 10/4 and 1.3 on 10/5, so she went back to 5 mg twice daily on 10/5. Metoprolol succinate was held for hypotension on 10/2-10/3 and resumed at her home dose of 25 mg on 10/4. She turns 80 next year; at that point her apixaban dose should be reduced to 2.5 mg twice daily because of her age and weight.

# Hypertension: Amlodipine was held on admission. Her blood pressure stayed 110s-120s on metoprolol alone, so amlodipine was stopped.

# History of gastric ulcer: Pantoprazole 40 mg daily continued.
 
Medications on Admission:
1. Apixaban 5 mg twice daily
2. Metoprolol succinate 25 mg daily
3. Amlodipine 5 mg daily
4. Pantoprazole 40 mg daily
5. Acetaminophen 500 mg 1-2 tablets every 6 hours as needed
 
Discharge Medications:
1. Cefpodoxime 200 mg by mouth twice daily through 10/11 (NEW)
2. Apixaban 5 mg twice daily
3. Metoprolol succinate 25 mg daily
4. Pantoprazole 40 mg daily
5. Acetaminophen 500 mg 1-2 tablets every 6 hours as needed
STOPPED: Amlodipine.
 
Discharge Disposition:
Home With Service
 
Discharge Diagnosis:
Primary: E. coli pyelonephritis with bacteremia and sepsis
Secondary: Delirium, resolved; acute kidney injury on CKD 3a; persistent atrial fibrillation; old lacunar infarct on imaging
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with a kidney infection that had spread to your blood, which also made you confused for a couple of days. You were treated with antibiotics and are now back to yourself. Please finish the cefpodoxime through 10/11. We stopped your amlodipine because your blood pressure has been normal without it. If your fever comes back, you have pain in your side, or you become confused again, call your doctor or come back to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Patient 9300003: M, 24, sickle cell disease (HbSS). Uncomplicated vaso-occlusive crisis after
# two months off hydroxyurea (2/2186); vaso-occlusive crisis complicated by acute chest
# syndrome, transfused (7/2186).
# =============================================================================================

P3 = 9300003
patient(P3, "M", 24, "BLACK/AFRICAN AMERICAN")
admission(P3, 39300006, "2186-02-11T07:25:00", "2186-02-15T12:00:00", "BLACK/AFRICAN AMERICAN")
admission(P3, 39300007, "2186-07-20T22:10:00", "2186-07-27T11:30:00", "BLACK/AFRICAN AMERICAN")

note("9300003-ED-1", 39300006, "2186-02-11T07:50:00", "2186-02-11T10:30:00", """\
ED NOTE - SICKLE CELL PAIN PATHWAY

CC: "my usual crisis pain", low back and both thighs

HPI: 24M HbSS, known to our ED, with pain in the low back and both thighs since about 22:00 last night, 9/10, typical of his crises. Started after several hours out in the cold waiting for a bus. Took oxycodone 5 mg x2 at home without relief. Denies fever, chest pain, cough or shortness of breath. No priapism. No headache, weakness or numbness. No abdominal pain. He stopped taking hydroxyurea about 2 months ago, when the prescription ran out and he "didn't get around to" refilling it. Last admission for pain was in 2184.

PMH: HbSS. Acute chest syndrome x2 in childhood (ages 6 and 11). Cholecystectomy at 16. No history of stroke; childhood TCDs normal. No known avascular necrosis.

Meds: hydroxyurea 1000 mg daily (not taking x2 months), folic acid 1 mg daily, oxycodone 5 mg q6h prn (~10 tabs/month).

All: NKDA

SH: Works in a warehouse. Lives with his mother. No tobacco, occasional marijuana, no alcohol.

Exam: T 37.2, HR 102, BP 132/78, RR 18, SpO2 98% RA. Uncomfortable, shifting his legs. Lungs clear. No chest wall tenderness. Abdomen soft, spleen not palpable. Tender over lumbar paraspinals and both thighs; no joint swelling or warmth.

Labs: Hgb 7.6 (baseline 8.5-9), retic 11.2%, WBC 13.4, plt 410. LDH 520. Tbili 3.1, mostly indirect. Cr 0.6.

ED course: Per individualized pain plan, hydromorphone 1 mg IV at 08:05, repeated at 08:25 and 08:45; pain 9 -> 7. Ketorolac 15 mg IV. D5-1/2NS at 100 mL/h. CXR.

MDM: Uncomplicated vaso-occlusive crisis. No evidence of acute chest syndrome (clear lungs, normal saturation, clear CXR), but will watch for it. Afebrile, no infectious source.

Dispo: Admit to medicine for PCA.
""")

note("9300003-RR-1", 39300006, "2186-02-11T08:40:00", "2186-02-11T09:15:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  24-year-old man with sickle cell disease and pain crisis. Evaluate for acute chest syndrome.

COMPARISON:  ___ (2184).

FINDINGS:  
The lungs are clear without focal consolidation. No pleural effusion or pneumothorax. The heart is mildly enlarged, unchanged, consistent with chronic anemia. H-shaped vertebral bodies in the thoracic spine, consistent with sickle cell disease. Surgical clips in the right upper quadrant.

IMPRESSION:  
No acute cardiopulmonary process. No radiographic evidence of acute chest syndrome.
""")

note("9300003-PN-1", 39300006, "2186-02-12T09:20:00", "2186-02-12T09:55:00", """\
Medicine PN - HD#2

S: Pain 7/10 back, 5/10 thighs. Using PCA ~2-3 demands/h overnight. Slept some. No CP/SOB. +BM.

O: Tmax 37.8 overnight (once), HR 92, SpO2 97% RA. IS to 1500 mL. Lungs clear bilaterally.
Labs: Hgb 7.3, retic 12%. Tbili 3.4.

A/P:
24M HbSS, uncomplicated VOC, off hydroxyurea x2 months.
# VOC - hydromorphone PCA 0.2 mg demand q10min, no basal. Ketorolac 15 mg q6h, 3 days max (through 2/13). Acetaminophen scheduled. Goal: PCA -> PO oxycodone by 2/13-2/14.
# Low-grade temp 37.8 - likely inflammatory from VOC. Watching for ACS, IS q1h while awake. No abx now. If T >= 38.3 or new hypoxia or chest pain -> CXR, blood cx, start ceftriaxone + azithromycin.
# HbSS / hydroxyurea - restart hydroxyurea 1000 mg today. Heme consult.
# Anemia - Hgb 7.3, near baseline, no transfusion indicated.
""")

note("9300003-CN-1", 39300006, "2186-02-12T15:10:00", "2186-02-12T16:00:00", """\
HEMATOLOGY CONSULT

Reason for consultation: HbSS with a pain crisis; hydroxyurea management.

History: Mr. ___ is a 24-year-old man with HbSS, followed in our sickle cell clinic, admitted with a typical vaso-occlusive crisis after cold exposure. He took hydroxyurea 1000 mg daily (about 15 mg/kg) from 2183 until roughly two months ago, when he let the prescription lapse. He has had 3 emergency visits for pain in the past year, and this is his first admission since 2184. He has never had a stroke. He has had no acute chest syndrome since age 11. He has never been on chronic transfusions and has had about 12 transfusions in his life, without alloantibodies.

Family history: Both parents carry sickle cell trait. His younger sister also has HbSS and had an ischemic stroke at age 7; she is on chronic transfusions. His older brother does not have sickle cell disease. No family history of venous thromboembolism.

Examination: Uncomfortable but conversant. Scleral icterus. Lungs clear. No hepatosplenomegaly.

Data: Hgb 7.3, MCV 92 (108 when he was taking hydroxyurea), retic 12%, HbF 6% (14% in 2185).

Assessment: Uncomplicated vaso-occlusive crisis, most likely triggered by cold exposure, in a patient who stopped hydroxyurea. The low HbF and an MCV that is normal for HbSS confirm that he has not been taking it.

Recommendations:
1. Resume hydroxyurea 1000 mg daily now. At his current weight (69 kg) we plan to escalate toward the maximum tolerated dose in clinic once adherence is re-established.
2. No transfusion indicated.
3. Continue folic acid.
4. Incentive spirometry; low threshold to evaluate for acute chest syndrome.
5. Follow up in sickle cell clinic in 2-4 weeks with a CBC.
""")

note("9300003-DS-1", 39300006, "2186-02-15T10:40:00", "2186-02-15T13:20:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Back and thigh pain
 
Major Surgical or Invasive Procedure:
None
 
History of Present Illness:
Mr. ___ is a 24-year-old man with sickle cell disease (HbSS) who presented with typical crisis pain in his low back and both thighs that began the night before admission, after prolonged cold exposure. Home oxycodone did not help. He had stopped his hydroxyurea about two months earlier. He had no fever, chest pain or shortness of breath, and his chest x-ray was clear.
 
Past Medical History:
- Sickle cell disease, HbSS; hydroxyurea since 2183
- Acute chest syndrome twice in childhood (ages 6 and 11)
- Cholecystectomy at age 16
- No history of stroke; normal transcranial Dopplers in childhood
 
Social History:
___
Works in a warehouse. Lives with his mother. No tobacco or alcohol; occasional marijuana.
 
Family History:
Both parents have sickle cell trait. His younger sister has HbSS and had a stroke at age 7. His older brother does not have sickle cell disease.
 
Physical Exam:
ADMISSION: T 37.2, HR 102, SpO2 98% on room air. Lungs clear. Tender lumbar paraspinals and thighs.
DISCHARGE: Afebrile, SpO2 98% on room air. Lungs clear. Mild residual thigh tenderness. Walking independently.
 
Pertinent Results:
Hgb 7.6 on admission, nadir 7.2, 7.8 at discharge. Reticulocytes 11-12%. LDH 520. Total bilirubin 3.1-3.4. HbF 6%. Chest x-ray: no acute chest syndrome.
 
Brief Hospital Course:
# Vaso-occlusive pain crisis, uncomplicated: He was treated with IV fluids, a hydromorphone PCA from 2/11 to the evening of 2/13, scheduled acetaminophen and ketorolac for 3 days (2/11-2/13). He was switched to oral oxycodone on 2/13, and his pain was 3/10 and controlled on oral medication by discharge. He had one low-grade temperature of 37.8 on the first night and no further fever. He had no hypoxia, and no acute chest syndrome developed. He used the incentive spirometer throughout.

# Sickle cell disease: He had stopped hydroxyurea about two months before admission, which hematology confirmed by his low HbF. Hydroxyurea 1000 mg daily was restarted on 2/12. No transfusion was needed. Hematology will increase the dose in clinic once he is taking it reliably.

# Constipation prevention: Senna while taking opioids.
 
Medications on Admission:
1. Hydroxyurea 1000 mg daily (not taking for 2 months)
2. Folic acid 1 mg daily
3. Oxycodone 5 mg every 6 hours as needed for pain
 
Discharge Medications:
1. Hydroxyurea 1000 mg daily (RESTARTED)
2. Folic acid 1 mg daily
3. Oxycodone 5 mg every 6 hours as needed for pain, 12 tablets
4. Acetaminophen 1000 mg every 8 hours as needed for pain (NEW)
5. Senna 8.6 mg twice daily as needed for constipation (NEW)
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Sickle cell vaso-occlusive pain crisis
Secondary: Sickle cell disease, HbSS; medication nonadherence (hydroxyurea)
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with a sickle cell pain crisis. Please take your hydroxyurea every day; it lowers the number of crises. Keep warm and drink plenty of fluids. If you have a fever of 101 or higher, chest pain, trouble breathing, weakness or numbness, or an erection that lasts more than 2 hours, come to the emergency department right away.

Your ___ Team
 
Followup Instructions:
___
""")

note("9300003-ED-2", 39300007, "2186-07-20T22:30:00", "2186-07-21T00:45:00", """\
ED NOTE

CC: pain crisis - back, knees, R ribs

HPI: 24M HbSS (last admit 2/2186, uncomplicated VOC), on hydroxyurea 1000 mg daily, says he takes it "most days" since Feb. 2 days of pain in low back, both knees and R side of rib cage, 8/10, not relieved by home oxycodone. Swam in a cold lake 7/18. No fever at home. Mild dry cough today. No SOB. No priapism, headache or focal weakness.

Exam: T 37.9, HR 108, BP 128/74, RR 20, SpO2 95% RA. Lungs: few crackles L base? Tender R lateral ribs, no rash.

Labs: Hgb 7.9, retic 9%, WBC 15.1, LDH 610, Tbili 2.8. Cr 0.7.

Imaging: CXR with no definite consolidation; subtle L basilar opacity vs atelectasis. See read.

ED course: Hydromorphone 1 mg IV x3 per pain plan. Ketorolac 15 mg IV.

MDM: VOC. Early ACS can't be excluded (rib pain, crackles, T 37.9, equivocal CXR). Admit, IS, low threshold for abx and repeat CXR.

Dispo: Medicine.
""")

note("9300003-RR-2", 39300007, "2186-07-20T23:05:00", "2186-07-20T23:40:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  24-year-old man with HbSS, rib pain and low-grade fever. Evaluate for acute chest syndrome.

COMPARISON:  ___ (02/2186).

FINDINGS:  
Mild cardiomegaly, unchanged. Subtle patchy opacity at the left lung base, which may represent atelectasis or early consolidation. No pleural effusion. No pneumothorax.

IMPRESSION:  
Subtle left basilar opacity, atelectasis versus early consolidation. In a patient with sickle cell disease, early acute chest syndrome is not excluded; a short-interval follow-up radiograph is suggested if symptoms progress.
""")

note("9300003-NN-1", 39300007, "2186-07-21T15:30:00", "2186-07-21T16:05:00", """\
NURSING PROGRESS NOTE 0700-1900

Pain: 8/10 R ribs and low back. Using hydromorphone PCA frequently (54 attempts, 31 delivered in 8 h).
Resp: At 1310 pt c/o new L-sided chest pain with deep breaths and SOB. SpO2 dropped to 89% on RA, RR 28. Placed on 2 L NC, SpO2 94%. T 38.9 at 1315. MD at bedside 1320. Stat portable CXR done; CTA chest ordered by team. Incentive spirometer coached q1h, reaching 750 mL (was 1500 mL this morning).
ID: Blood cultures x2 drawn 1335 before antibiotics. Ceftriaxone 1 g IV hung 1410, azithromycin 500 mg IV hung 1445.
Plan: Close monitoring, MD aware of each change. Team has called hematology.
""")

note("9300003-RR-3", 39300007, "2186-07-21T15:20:00", "2186-07-21T16:30:00", """\
EXAMINATION:  CTA CHEST

INDICATION:  24-year-old man with HbSS and new hypoxia, fever and pleuritic chest pain. Evaluate for pulmonary embolism versus acute chest syndrome.

TECHNIQUE:  Helical axial images of the chest after intravenous contrast in the pulmonary arterial phase.

COMPARISON:  Chest radiograph ___ (07/20/2186).

FINDINGS:  
No filling defects in the pulmonary arterial tree. There is new consolidation in the left lower lobe with air bronchograms, and smaller patchy opacities in the lingula. Small left pleural effusion. The right lung is clear. Mild cardiomegaly. The spleen is small and calcified (autosplenectomy). Bone infarcts in multiple thoracic vertebral bodies.

IMPRESSION:  
1. No pulmonary embolism.
2. Left lower lobe and lingular consolidation with a small left effusion, compatible with acute chest syndrome in this patient with sickle cell disease. Infection and infarction cannot be distinguished by imaging.
""")

note("9300003-PN-2", 39300007, "2186-07-22T10:00:00", "2186-07-22T10:40:00", """\
Medicine PN - HD#3

Events: 7/21 ~13:10 new hypoxia, fever 38.9, pleuritic L chest pain. CTA: no PE; LLL + lingular consolidation = ACS. Ceftriaxone + azithromycin started 7/21. Heme consulted.

S: Breathing better this morning, pain 6/10.

O: Tmax 38.6 (7/21 20:00), now 37.4. SpO2 93% on 2 L.
Labs: Hgb 7.9 -> 6.6 today. Retic 7%. Mycoplasma PCR neg. Blood cx NGTD. Resp viral panel neg.

A/P:
# ACS - ceftriaxone 1 g daily + azithromycin 500 mg daily, 5 days (7/21-7/25). Simple transfusion 2 u pRBC today per heme, goal Hgb ~9-10, not above 10. If hypoxia worsens (needs more than 4 L or SpO2 < 90% on O2) or Hgb does not rise, heme will do red cell exchange by apheresis.
# VOC - hydromorphone PCA. Ketorolac stopped 7/21 in case of transfusion and to protect kidneys.
# HbSS - hydroxyurea 1000 mg continued.
""")

note("9300003-PN-3", 39300007, "2186-07-25T09:00:00", "2186-07-25T09:35:00", """\
Medicine PN - HD#6

S: Pain 3/10. Walking the halls. No SOB.

O: Afebrile since 7/22 evening. SpO2 96% RA. Off O2 since 7/24 08:00. Hgb 9.2 after 2 u on 7/22.

A/P:
# ACS - resolved clinically. Exchange not needed. Ceftriaxone + azithromycin day 5/5 today, then stop.
# VOC - PCA stopped 7/24 AM, now oxycodone 5 mg q4-6h prn, using 3/day.
# HbSS - heme: increase hydroxyurea to 1500 mg daily (about 22 mg/kg) at discharge; CBC with diff in 2 weeks.
# Vit D 25-OH 11 - cholecalciferol 50,000 units weekly x 8 weeks.
# Dispo - home 7/27 if pain stays controlled on PO.
""")

note("9300003-DS-2", 39300007, "2186-07-27T10:15:00", "2186-07-27T12:40:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Pain crisis; new chest pain and hypoxia on hospital day 2
 
Major Surgical or Invasive Procedure:
Transfusion of 2 units packed red blood cells, 7/22
 
History of Present Illness:
Mr. ___ is a 24-year-old man with HbSS who presented on the evening of 7/20 with two days of pain in his low back, knees and right ribs after swimming in a cold lake on 7/18. He had a low-grade temperature, a mild dry cough and an equivocal left basilar opacity on chest x-ray. He was admitted for a vaso-occlusive crisis with concern for early acute chest syndrome.
 
Past Medical History:
- Sickle cell disease, HbSS, on hydroxyurea
- Vaso-occlusive crisis, 2/2186, after two months off hydroxyurea
- Acute chest syndrome twice in childhood (ages 6 and 11)
- Cholecystectomy at age 16
- Never had a stroke
 
Social History:
___
Works in a warehouse. Lives with his mother. No tobacco or alcohol.
 
Family History:
Both parents have sickle cell trait. Younger sister with HbSS, stroke at 7, on chronic transfusions. No family history of blood clots.
 
Physical Exam:
ADMISSION: T 37.9, HR 108, SpO2 95% on room air. Few crackles at the left base. Right lateral rib tenderness.
DISCHARGE: Afebrile, SpO2 97% on room air. Lungs with faint left basilar crackles. Walking independently.
 
Pertinent Results:
Hgb 7.9 on admission, 6.6 on 7/22 before transfusion, 9.2 after transfusion, 9.0 at discharge. WBC 15.1. Blood cultures no growth. Mycoplasma PCR and respiratory viral panel negative. 25-OH vitamin D 11. CTA chest 7/21: no pulmonary embolism; left lower lobe and lingular consolidation with a small left effusion.
 
Brief Hospital Course:
# Acute chest syndrome: On the afternoon of 7/21 he developed fever to 38.9, pleuritic left chest pain and hypoxia to 89% on room air. CTA showed no pulmonary embolism and new left lower lobe and lingular consolidation, confirming acute chest syndrome. Whether this was infection, infarction, or both could not be determined; he was treated empirically with ceftriaxone and azithromycin for 5 days (7/21-7/25). With a hemoglobin of 6.6 he received a simple transfusion of 2 units on 7/22, after which his oxygen requirement fell. He needed supplemental oxygen from 7/21 until the morning of 7/24. Red cell exchange was not needed.

# Vaso-occlusive crisis: Hydromorphone PCA from 7/20 to 7/24, then oral oxycodone. Ketorolac was given for one day only.

# Sickle cell disease: This was his second admission this year and his third episode of acute chest syndrome. Hematology increased his hydroxyurea from 1000 mg to 1500 mg daily at discharge. He needs a CBC with differential in 2 weeks. If the ANC is below 2,000 or platelets below 80,000, he should hold hydroxyurea and call the hematology clinic.

# Vitamin D deficiency: 25-OH vitamin D 11; started cholecalciferol 50,000 units weekly for 8 weeks.
 
Medications on Admission:
1. Hydroxyurea 1000 mg daily
2. Folic acid 1 mg daily
3. Oxycodone 5 mg every 6 hours as needed for pain
4. Acetaminophen 1000 mg every 8 hours as needed for pain
5. Senna 8.6 mg twice daily as needed
 
Discharge Medications:
1. Hydroxyurea 1500 mg daily (DOSE INCREASED)
2. Folic acid 1 mg daily
3. Cholecalciferol 50,000 units once weekly for 8 weeks (NEW)
4. Oxycodone 5 mg every 6 hours as needed for pain, 15 tablets
5. Acetaminophen 1000 mg every 8 hours as needed for pain
6. Senna 8.6 mg twice daily as needed
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute chest syndrome; vaso-occlusive pain crisis
Secondary: Sickle cell disease, HbSS; anemia requiring transfusion; vitamin D deficiency
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with a pain crisis, and on your second day you developed acute chest syndrome, a serious lung complication of sickle cell disease. You were treated with antibiotics, oxygen and a blood transfusion. Your hydroxyurea dose is now higher: 1500 mg every day. Please get your blood count checked in 2 weeks. If you have a fever of 101 or higher, chest pain or trouble breathing, come to the emergency department right away; your spleen does not work, so infections can become serious quickly.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Patient 9300004: F, 52, hypothyroidism, on combined menopausal hormone therapy. Gallstone
# pancreatitis with a common bile duct stone: ERCP, then same-admission cholecystectomy
# (5/2187); provoked right lower lobe pulmonary embolism with popliteal DVT (7/2187).
# =============================================================================================

P4 = 9300004
patient(P4, "F", 52, "HISPANIC/LATINO - PUERTO RICAN")
admission(P4, 39300008, "2187-05-03T01:40:00", "2187-05-09T13:20:00", "HISPANIC/LATINO - PUERTO RICAN")
admission(P4, 39300009, "2187-07-16T20:15:00", "2187-07-19T12:40:00", "HISPANIC/LATINO - PUERTO RICAN")

note("9300004-ED-1", 39300008, "2187-05-03T02:05:00", "2187-05-03T05:30:00", """\
ED PHYSICIAN NOTE

CC: Epigastric pain, vomiting

HPI: 52-year-old woman with hypothyroidism, on menopausal hormone therapy, presenting at 01:30 with severe epigastric pain that began around 21:00 on 5/2, about an hour after a fried-food dinner at a family party. The pain bores straight through to her back, 10/10, and she has vomited six times. Over the past year she has had two or three shorter episodes of right upper quadrant pain after meals that went away on their own. She drinks one or two glasses of wine a month and did not drink tonight. No new medications. No fever at home. Has not noticed jaundice. No chest pain or shortness of breath.

PMH: Hypothyroidism. Menopausal vasomotor symptoms, on combined hormone therapy since 2186. Cesarean section x2.

Meds: levothyroxine 75 mcg daily; estradiol-norethindrone acetate 1 mg-0.5 mg daily.

All: NKDA

Exam: T 37.6, HR 112, BP 148/88, RR 20, SpO2 97% RA. Uncomfortable, lying still. Epigastric and RUQ tenderness with voluntary guarding, no rebound. Mild scleral icterus. No flank or periumbilical ecchymosis.

Labs: Lipase 4,210. AST 282, ALT 314, alk phos 188, Tbili 2.9 (direct 2.1). WBC 14.8. Hct 44. BUN 21, Cr 0.9. Calcium 9.1. Triglycerides 142. Lactate 1.6.

Imaging: CT abdomen/pelvis with contrast, see report.

ED course: Morphine 4 mg IV x2, ondansetron 4 mg IV. LR 1 L bolus, then 200 mL/h.

MDM: Acute pancreatitis, almost certainly biliary: typical story, cholestatic LFTs, gallstones on CT, no alcohol excess, normal triglycerides and calcium, no culprit drug. No organ failure (BISAP 1). A retained common bile duct stone is possible given the bilirubin. Cholangitis not suspected: no fever, no rigors.

Dispo: Admit to medicine; GI and general surgery consults.
""")

note("9300004-RR-1", 39300008, "2187-05-03T03:10:00", "2187-05-03T04:05:00", """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

INDICATION:  52-year-old woman with epigastric pain radiating to the back, lipase 4,210.

TECHNIQUE:  Axial images from the lung bases to the pubic symphysis after intravenous contrast, portal venous phase. Coronal and sagittal reformats.

COMPARISON:  None.

FINDINGS:  
Pancreas: Diffuse enlargement of the pancreas with peripancreatic fat stranding and a small amount of fluid tracking along the left anterior pararenal space. The pancreas enhances homogeneously; there is no area of non-enhancement to suggest necrosis. No organized peripancreatic collection. The splenic and portal veins are patent.
Hepatobiliary: Multiple layering gallstones, up to 1.2 cm. No gallbladder wall thickening or pericholecystic fluid. The common bile duct measures 9 mm; no distal stone is seen, although CT is insensitive for small stones. No intrahepatic biliary dilation.
Other: Small hiatal hernia. Uterus with a 2 cm fibroid. No free air. No bowel obstruction. Lung bases clear.

IMPRESSION:  
1. Acute interstitial edematous pancreatitis. No necrosis.
2. Cholelithiasis without CT evidence of acute cholecystitis.
3. Common bile duct dilated to 9 mm; a distal common bile duct stone cannot be excluded. MRCP or EUS may be helpful.
""")

note("9300004-RR-2", 39300008, "2187-05-04T07:30:00", "2187-05-04T08:15:00", """\
EXAMINATION:  MRCP

INDICATION:  Gallstone pancreatitis, rising bilirubin, common bile duct 9 mm on CT. Evaluate for choledocholithiasis.

TECHNIQUE:  Multiplanar, multisequence MRI of the abdomen with MRCP sequences, without contrast.

COMPARISON:  CT abdomen and pelvis ___ (05/03/2187).

FINDINGS:  
There is a 6 mm filling defect in the distal common bile duct, consistent with a stone. The common bile duct measures 9 mm above it. Mild intrahepatic biliary dilation. Multiple gallbladder stones. The pancreatic duct is normal in caliber; no pancreas divisum. Peripancreatic edema as on the prior CT. No pancreatic mass.

IMPRESSION:  
1. 6 mm distal common bile duct stone with mild upstream biliary dilation.
2. Cholelithiasis.
3. Changes of acute pancreatitis. No pancreatic mass. No pancreas divisum.
""")

note("9300004-PN-1", 39300008, "2187-05-04T08:40:00", "2187-05-04T09:20:00", """\
Medicine Progress Note, HD#2

Overnight: Pain controlled on hydromorphone PCA. No hypoxia. UOP > 0.5 mL/kg/h.

S: Pain 5/10, nausea better. Hungry.

O: T 37.4, HR 94, BP 132/80, SpO2 96% RA. Mild epigastric tenderness.
Labs: Tbili 2.9 -> 3.6. ALT 280. Lipase 1,900. WBC 12.0. BUN 18. Hct 39.
Imaging: MRCP this AM with a 6 mm distal CBD stone.

A/P:
52F w/ mild acute gallstone pancreatitis (no organ failure, no necrosis) with choledocholithiasis.
# Choledocholithiasis - rising bili + stone on MRCP. GI: ERCP tomorrow, 5/5. Cholangitis - no: afebrile, no rigors. No antibiotics.
# Gallstone pancreatitis - LR 150 mL/h. Low-fat diet as tolerated (early feeding).
# Cholecystectomy - gen surg: same-admission lap chole after ERCP, tentatively 5/7.
# HRT - estradiol-norethindrone continued for now; will discuss VTE and gallbladder risk with her.
# Hypothyroidism - levothyroxine.
# VTE ppx - SQ heparin.
""")

note("9300004-CN-1", 39300008, "2187-05-05T13:30:00", "2187-05-05T14:10:00", """\
GI - ERCP PROCEDURE NOTE

Indication: Choledocholithiasis on MRCP, in a patient with gallstone pancreatitis.

Procedure: ERCP with biliary sphincterotomy and balloon sweep, 5/5, under monitored anesthesia care.

Findings: The major papilla was normal. The cholangiogram showed a dilated common bile duct (9 mm) with a single 6 mm filling defect in the distal duct. A biliary sphincterotomy was performed. The stone was extracted with a balloon. The final occlusion cholangiogram showed no residual filling defects. The pancreatic duct was not cannulated or injected. No bleeding from the sphincterotomy.

Impression: Choledocholithiasis, duct cleared.

Recommendations:
- Rectal indomethacin 100 mg given for post-ERCP pancreatitis prophylaxis.
- Clear liquids tonight, advance as tolerated.
- Cholecystectomy this admission per surgery.
- If she develops worsening abdominal pain, fever or a rising bilirubin, call GI.
""")

note("9300004-PN-2", 39300008, "2187-05-08T07:45:00", "2187-05-08T08:20:00", """\
GENERAL SURGERY PROGRESS NOTE - POD#1

Procedure: Laparoscopic cholecystectomy 5/7 (Dr. ___). Uncomplicated. No intraoperative cholangiogram (duct cleared at ERCP 5/5). Gallbladder with chronic cholecystitis and multiple stones.

S: Incisional pain 3/10 on oxycodone. Tolerating low-fat diet. Passing flatus. Ambulating.

O: Afebrile. HR 80, BP 124/76. Port sites clean and dry. Abdomen soft, appropriately tender.
Labs: Tbili 1.1. ALT 92. Lipase 210. WBC 8.2.

Plan: Advance diet. Oral analgesia. Anticipate discharge 5/9. Surgery clinic in 2 weeks.
""")

note("9300004-DS-1", 39300008, "2187-05-09T11:50:00", "2187-05-09T14:25:00", ds_head(
    "F", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Epigastric pain radiating to the back
 
Major Surgical or Invasive Procedure:
ERCP with biliary sphincterotomy and stone extraction, 5/5
Laparoscopic cholecystectomy, 5/7
 
History of Present Illness:
Ms. ___ is a 52-year-old woman with hypothyroidism on combined menopausal hormone therapy who presented in the early morning of 5/3 with severe epigastric pain radiating to her back, which began about an hour after a fatty meal the evening before, with repeated vomiting. She had had a few brief episodes of postprandial right upper quadrant pain over the past year. Lipase was 4,210 with a cholestatic pattern of liver tests.
 
Past Medical History:
- Hypothyroidism
- Menopausal vasomotor symptoms, on estradiol-norethindrone since 2186
- Cesarean section x2
- Uterine fibroid
 
Social History:
___
Married, two children. Works as a school administrator. Never smoked. Wine one or two glasses a month.
 
Family History:
Her mother had gallstones and had her gallbladder removed in her 50s. Her father has type 2 diabetes. Her sister had a blood clot in her leg (DVT) after a long flight at 45. No family history of pancreatitis or pancreatic cancer.
 
Physical Exam:
ADMISSION: T 37.6, HR 112. Epigastric and right upper quadrant tenderness with guarding. Mild scleral icterus.
DISCHARGE: Afebrile. Port sites clean, dry and intact. Abdomen soft, mildly tender near the incisions. No jaundice.
 
Pertinent Results:
Lipase 4,210 on admission, 210 on 5/8. Total bilirubin 2.9, peak 3.6 on 5/4, 1.1 on 5/8. ALT 314, down to 92. Triglycerides 142. Calcium 9.1. CT 5/3: interstitial edematous pancreatitis without necrosis, cholelithiasis, common bile duct 9 mm. MRCP 5/4: 6 mm distal common bile duct stone. Pathology: chronic cholecystitis with cholelithiasis.
 
Brief Hospital Course:
# Acute gallstone pancreatitis, mild: She had no organ failure and no necrosis on CT. She was treated with IV lactated Ringer's, a hydromorphone PCA for 2 days and early oral feeding, and tolerated a low-fat diet by 5/4.

# Choledocholithiasis: Her bilirubin rose to 3.6 on 5/4 and MRCP showed a 6 mm distal common bile duct stone. At ERCP on 5/5 she had a biliary sphincterotomy and the stone was removed; the duct was clear. She did not have cholangitis and received no antibiotics. Her liver tests then improved.

# Cholelithiasis: She underwent an uncomplicated laparoscopic cholecystectomy on 5/7 to prevent recurrent pancreatitis. Pathology showed chronic cholecystitis and stones.

# Menopausal hormone therapy: We discussed that oral estrogen raises the risk of blood clots, and modestly the risk of gallbladder disease. She preferred to continue estradiol-norethindrone for her hot flashes and will revisit this with her gynecologist.

# Hypothyroidism: Levothyroxine continued.
 
Medications on Admission:
1. Levothyroxine 75 mcg daily
2. Estradiol-norethindrone acetate 1 mg-0.5 mg 1 tablet daily
 
Discharge Medications:
1. Levothyroxine 75 mcg daily
2. Estradiol-norethindrone acetate 1 mg-0.5 mg 1 tablet daily
3. Oxycodone 5 mg every 6 hours as needed for severe pain, 10 tablets (NEW)
4. Acetaminophen 1000 mg every 8 hours as needed for pain (NEW)
5. Docusate 100 mg twice daily while taking oxycodone (NEW)
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute gallstone pancreatitis; choledocholithiasis, status post ERCP with sphincterotomy; cholelithiasis, status post laparoscopic cholecystectomy
Secondary: Hypothyroidism
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with inflammation of the pancreas caused by a gallstone. A stone stuck in your bile duct was removed by ERCP, and your gallbladder was taken out so that this does not happen again. No lifting more than 10 pounds for 2 weeks. If you have fever, worsening belly pain, yellow skin or eyes, or redness or pus at your incisions, call the surgery clinic or come to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

note("9300004-ED-2", 39300009, "2187-07-16T20:40:00", "2187-07-16T23:55:00", """\
ED NOTE

CC: R-sided chest pain, SOB

HPI: 52F, s/p lap chole 5/7/2187 for gallstone pancreatitis, on estradiol-norethindrone HRT, p/w 2 days of R-sided pleuritic chest pain and 2 days of exertional dyspnea. Drove 14 hours from ___ with few stops, arriving 7/12. R calf ache since 7/13, thought it was a cramp. Chest pain started the next day, 7/14. One episode of blood-streaked sputum today. No fever. No syncope. No leg trauma.

Exam: T 37.5, HR 112, BP 134/82, RR 22, SpO2 91% RA -> 96% on 2 L. Lungs clear. R calf 2 cm larger than L, tender. Surgical port sites healed.

Labs: D-dimer 3,410. Troponin T <0.01. BNP 42. Cr 0.8. Hgb 12.9, plt 268. Postmenopausal (LMP 2184), no pregnancy test needed.

Imaging: CTA chest with R lower lobe segmental and subsegmental PE, see read.

ED course: Heparin IV bolus 80 units/kg, then infusion at 18 units/kg/h, started 21:50.

MDM: Acute PE, provoked (long car trip + exogenous estrogen; surgery 10 weeks ago a minor contributor). sPESI 1 (HR >= 110), so not low risk. No RV strain on CT, troponin and BNP normal: intermediate-low risk. No indication for thrombolysis.

Dispo: Medicine, telemetry.
""")

note("9300004-RR-3", 39300009, "2187-07-16T21:25:00", "2187-07-16T22:10:00", """\
EXAMINATION:  CTA CHEST

INDICATION:  52-year-old woman with pleuritic chest pain, hypoxemia and elevated D-dimer after a long car trip. Evaluate for pulmonary embolism.

TECHNIQUE:  Helical axial images of the chest after intravenous contrast in the pulmonary arterial phase.

COMPARISON:  CT abdomen and pelvis ___ (05/03/2187), lung bases only.

FINDINGS:  
Filling defects are present in the segmental arteries of the right lower lobe (posterior and lateral basal), extending into subsegmental branches. No central or left-sided emboli. RV/LV ratio 0.8; no reflux of contrast into the IVC and no septal bowing. In the posterior right lower lobe there is a 2.5 cm peripheral wedge-shaped opacity abutting the pleura. Small right pleural effusion. No pneumothorax. Normal heart size. Cholecystectomy clips.

IMPRESSION:  
1. Acute right lower lobe segmental and subsegmental pulmonary emboli.
2. No CT evidence of right heart strain.
3. Peripheral wedge-shaped right lower lobe opacity, which may represent pulmonary infarction; pneumonia is less likely.
4. Small right pleural effusion.
""")

note("9300004-RR-4", 39300009, "2187-07-17T09:30:00", "2187-07-17T10:10:00", """\
EXAMINATION:  BILATERAL LOWER EXTREMITY VENOUS DUPLEX

INDICATION:  Acute pulmonary embolism, right calf pain and swelling.

COMPARISON:  None.

FINDINGS:  
Right: Occlusive thrombus in the popliteal vein and the posterior tibial veins. The common femoral and femoral veins are compressible with normal flow.
Left: All veins from the common femoral to the calf veins are fully compressible with normal flow and augmentation.

IMPRESSION:  
1. Acute deep vein thrombosis of the right popliteal and posterior tibial veins.
2. No deep vein thrombosis in the left leg.
""")

note("9300004-PN-3", 39300009, "2187-07-17T11:00:00", "2187-07-17T12:15:00", """\
HOSPITAL MEDICINE ATTENDING PROGRESS NOTE

Interval history: She slept well on the heparin infusion. The chest pain is 3 out of 10 with deep breaths and she has had no more blood in her sputum. Her oxygen was turned off at 06:00 and she is saturating 94% on room air at rest.

Exam: Heart rate 96, blood pressure 128/76. Breathing comfortably. Right calf still swollen and tender.

Data: The duplex this morning shows an occlusive right popliteal and posterior tibial DVT. The echocardiogram shows normal right ventricular size and function, an LVEF of 60% and no pericardial effusion.

Assessment and Plan: Ms. ___ has an acute pulmonary embolism with a right leg DVT, provoked by a long car journey while on oral estrogen. She is hemodynamically stable with a normal right ventricle and a normal troponin. I have stopped the heparin infusion and started apixaban 10 mg twice daily for 7 days, then 5 mg twice daily; the first dose was given at 10:15 today. We stopped her estradiol-norethindrone, and she understands that estrogen should not be restarted. We talked about her hot flashes, and her gynecologist can consider non-hormonal options such as low-dose paroxetine or venlafaxine. Because this clot had clear provoking factors, I have not sent thrombophilia testing, which would not change management and is unreliable during the acute event. She will be treated for at least three months. If the estrogen and the trip turn out to have been her only risk factors, anticoagulation can likely stop at three months; a second, unprovoked clot would mean indefinite anticoagulation. Her age-appropriate cancer screening is up to date (colonoscopy in 2185 and mammogram in 2/2187, both normal), so no further search for malignancy is needed. The wedge-shaped opacity is most likely a small pulmonary infarct, which would explain the pleuritic pain and the blood-streaked sputum, and I am not treating it as pneumonia.
""")

note("9300004-DS-2", 39300009, "2187-07-19T11:00:00", "2187-07-19T13:50:00", ds_head(
    "F", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Right-sided pleuritic chest pain and shortness of breath
 
Major Surgical or Invasive Procedure:
None
 
History of Present Illness:
Ms. ___ is a 52-year-old woman on oral estradiol-norethindrone, ten weeks after a laparoscopic cholecystectomy for gallstone pancreatitis, who presented on 7/16 with two days of right-sided pleuritic chest pain and exertional dyspnea. She had driven 14 hours with few stops, arriving on 7/12, and her right calf began to ache on 7/13. She had one episode of blood-streaked sputum. She was tachycardic to 112 with an oxygen saturation of 91% on room air, and a CTA showed right lower lobe segmental and subsegmental pulmonary emboli.
 
Past Medical History:
- Acute gallstone pancreatitis with choledocholithiasis, 5/2187: ERCP with sphincterotomy 5/5, laparoscopic cholecystectomy 5/7
- Hypothyroidism
- Menopausal vasomotor symptoms on hormone therapy since 2186
- Cesarean section x2
 
Social History:
___
Married, two children. School administrator. Never smoked. Rare alcohol.
 
Family History:
Her sister had a DVT after a long flight at age 45. Her mother had gallstones. Her father has type 2 diabetes. No other family history of blood clots, and no family history of cancer.
 
Physical Exam:
ADMISSION: HR 112, SpO2 91% on room air. Lungs clear. Right calf swollen (2 cm larger than the left) and tender.
DISCHARGE: HR 82, SpO2 96% on room air. Right calf less swollen.
 
Pertinent Results:
D-dimer 3,410. Troponin T below 0.01 and BNP 42. CTA chest 7/16: acute right lower lobe segmental and subsegmental emboli, no right heart strain, peripheral wedge-shaped opacity possibly an infarct, small right effusion. Venous duplex 7/17: right popliteal and posterior tibial DVT; left leg negative. TTE 7/17: normal RV size and function, LVEF 60%.
 
Brief Hospital Course:
# Acute pulmonary embolism with right popliteal DVT, provoked: The clot was provoked by a long car trip while she was taking oral estrogen; her surgery ten weeks earlier may have contributed a little. She had no right heart strain and normal cardiac biomarkers. She was started on a heparin infusion in the ED at 21:50 on 7/16, which was changed to apixaban at 10:15 on 7/17, about 12 hours later. She takes apixaban 10 mg twice daily for 7 days (7/17-7/23), then 5 mg twice daily from 7/24. She was weaned off oxygen on the morning of 7/17. Thrombophilia testing was not sent because the event was provoked. Her cancer screening is up to date. The plan is at least three months of anticoagulation, until about 10/17/2187; she will see hematology in October to decide whether to stop.

# Possible pulmonary infarct: A wedge-shaped opacity in the right lower lobe was thought to be a small infarct rather than pneumonia. She had no fever or leukocytosis and was not given antibiotics.

# Menopausal hormone therapy: Estradiol-norethindrone was stopped permanently. Her gynecologist can offer non-hormonal treatment for hot flashes.

# Hypothyroidism: Levothyroxine continued.
 
Medications on Admission:
1. Levothyroxine 75 mcg daily
2. Estradiol-norethindrone acetate 1 mg-0.5 mg 1 tablet daily
3. Acetaminophen 1000 mg every 8 hours as needed
 
Discharge Medications:
1. Apixaban 10 mg twice daily through 7/23, then 5 mg twice daily starting 7/24 (NEW)
2. Levothyroxine 75 mcg daily
3. Acetaminophen 1000 mg every 8 hours as needed
STOPPED: Estradiol-norethindrone acetate. Do not restart any estrogen.
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Acute pulmonary embolism, right lower lobe; acute right popliteal and posterior tibial deep vein thrombosis
Secondary: Possible pulmonary infarct; hypothyroidism; history of gallstone pancreatitis
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with blood clots in your right lung and right leg. They were most likely caused by the long car trip together with your hormone pills. You are now on a blood thinner, apixaban: 10 mg twice a day until 7/23, then 5 mg twice a day. Do not take your hormone pills again. On long trips, stop and walk every 1-2 hours. If you have bleeding that will not stop, black stools, a severe headache, or worse chest pain or shortness of breath, come to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Patient 9300005: M, 64, type 2 diabetes with neuropathy. Right forefoot cellulitis around a
# neuropathic plantar ulcer, MSSA and group B strep, MRI equivocal for osteomyelitis (8/2188);
# osteomyelitis of the 2nd metatarsal head, partial 2nd ray amputation with a clean margin
# (11/2188).
# =============================================================================================

P5 = 9300005
patient(P5, "M", 64, "ASIAN - CHINESE")
admission(P5, 39300010, "2188-08-22T14:00:00", "2188-08-27T12:30:00", "ASIAN - CHINESE")
admission(P5, 39300011, "2188-11-05T10:20:00", "2188-11-11T14:00:00", "ASIAN - CHINESE")

note("9300005-ED-1", 39300010, "2188-08-22T14:25:00", "2188-08-22T17:40:00", """\
ED PROVIDER NOTE

CC: Right foot redness and swelling

HPI: 64-year-old man with type 2 diabetes (A1c 9.1% in 4/2188), diabetic peripheral neuropathy, hypertension and hyperlipidemia, with four days of spreading redness and swelling of the right forefoot. He noticed a sore on the bottom of his right foot about three weeks ago after walking barefoot on the beach; because of his neuropathy it did not hurt, and he kept it covered with a bandage. Over the past four days the redness has spread toward the ankle and the foot has become warm. Felt feverish last night, no thermometer. No chills, nausea, vomiting or calf pain. No claudication or rest pain. Never had a foot ulcer or an amputation before.

PMH: T2DM x 14 years, on insulin since 2185. Peripheral neuropathy. HTN. HLD. No known CAD.

Meds: insulin glargine 20 units qhs, metformin 1000 mg BID, lisinopril 10 mg daily, atorvastatin 20 mg daily, gabapentin 300 mg TID.

All: NKDA

SH: Owns a restaurant, on his feet all day. Never smoker. Rare alcohol.

Exam: T 38.1, HR 98, BP 144/86, RR 16. Right foot: 1.8 x 1.5 cm plantar ulcer under the 2nd metatarsal head with yellow slough and scant purulent drainage; probe does not reach bone. Erythema from the forefoot to just below the ankle, about 14 cm, warm and tender. No crepitus. No fluctuance. DP and PT pulses palpable bilaterally. Monofilament sensation absent in both feet to the mid-foot.

Labs: WBC 13.9. CRP 88. ESR 46. Glucose 312. Cr 0.9. Lactate 1.2. Blood cx x2 sent.

Imaging: Right foot x-ray, see report.

ED course: Vancomycin 1.5 g IV and ampicillin-sulbactam 3 g IV. Surface slough debrided, deep wound culture sent.

MDM: Diabetic foot infection with spreading cellulitis and systemic signs. No gas, abscess or necrotizing infection on exam or x-ray. Osteomyelitis is a concern given the ulcer's site and duration, though the probe does not reach bone; will get an MRI.

Dispo: Admit to medicine; podiatry consult.
""")

note("9300005-RR-1", 39300010, "2188-08-22T15:10:00", "2188-08-22T15:55:00", """\
EXAMINATION:  FOOT AP, LAT AND OBL (RIGHT)

INDICATION:  Diabetic patient with a plantar ulcer under the 2nd metatarsal head and cellulitis. Evaluate for osteomyelitis or soft tissue gas.

COMPARISON:  None.

FINDINGS:  
Soft tissue swelling of the forefoot. No soft tissue gas. No radiopaque foreign body. No cortical erosion or periosteal reaction of the metatarsals or phalanges. Mild degenerative change of the first MTP joint. Vascular calcifications.

IMPRESSION:  
Soft tissue swelling without radiographic evidence of osteomyelitis or soft tissue gas. Radiographs are insensitive for early osteomyelitis; MRI could be considered if clinical suspicion persists.
""")

note("9300005-RR-2", 39300010, "2188-08-23T11:40:00", "2188-08-23T14:05:00", """\
EXAMINATION:  MRI FOOT WITHOUT AND WITH CONTRAST (RIGHT)

INDICATION:  Plantar ulcer under the 2nd metatarsal head with cellulitis. Evaluate for osteomyelitis and abscess.

TECHNIQUE:  Multiplanar, multisequence MRI of the right forefoot before and after intravenous gadolinium.

COMPARISON:  Right foot radiographs ___ (08/22/2188).

FINDINGS:  
Plantar skin ulceration beneath the 2nd metatarsal head with surrounding subcutaneous edema and enhancement, compatible with cellulitis. There is no rim-enhancing fluid collection to suggest an abscess. Mild marrow edema on fluid-sensitive sequences in the plantar aspect of the 2nd metatarsal head, without corresponding T1 hypointensity and without cortical destruction. The flexor tendons are intact; no tenosynovitis. No joint effusion. No sinus tract reaching bone.

IMPRESSION:  
1. Cellulitis of the plantar forefoot with a plantar ulcer beneath the 2nd metatarsal head. No abscess.
2. Marrow edema in the 2nd metatarsal head without T1 signal change, favored to be reactive osteitis; early osteomyelitis cannot be excluded. Follow-up MRI is recommended if the ulcer does not heal.
""")

note("9300005-CN-1", 39300010, "2188-08-23T16:00:00", "2188-08-23T16:45:00", """\
PODIATRY CONSULT

Reason for consultation: Right plantar forefoot ulcer with cellulitis.

History: As per primary team. Neuropathic ulcer of about 3 weeks. Wears ordinary sneakers and is on his feet all day at his restaurant.

Examination: Right sub-2nd metatarsal head ulcer, 1.8 x 1.5 x 0.5 cm after debridement, granular base under the slough. Probe-to-bone negative. No tracking or undermining. Erythema receding from the line drawn in the ED. DP and PT pulses palpable. ABI 1.02 right, 1.05 left.

Procedure: Bedside excisional debridement of nonviable tissue to the subcutaneous level. Deep tissue specimen sent for culture.

Assessment: Neuropathic diabetic foot ulcer with cellulitis, right sub-2nd metatarsal head. No abscess or necrotizing infection. Osteomyelitis not demonstrated.

Recommendations:
- Offloading: post-op shoe with forefoot offloading; heel weight-bearing only on the right.
- Daily saline-moistened gauze dressing.
- Antibiotics per primary team, narrowed to culture results.
- Weekly outpatient podiatry wound clinic. If the ulcer is not improving in 4 weeks or probes to bone, repeat the MRI and consider a bone biopsy.
- Diabetic shoes and custom insoles once healed.
""")

note("9300005-PN-1", 39300010, "2188-08-24T09:00:00", "2188-08-24T09:40:00", """\
Medicine PN - HD#3

S: Afebrile overnight, foot less red and less swollen. Fingersticks 250s.

O: T 37.2, HR 80, BP 138/82. Erythema has receded about 6 cm from the admission line.
Micro: Deep tissue cx MSSA (heavy growth) and group B strep. Blood cx NGTD at 48 h.

A/P:
# R foot diabetic foot infection, MSSA + GBS - stop vancomycin today (MSSA). Continue ampicillin-sulbactam; PO cephalexin 500 mg QID from tomorrow. 14 days total, 8/22 through 9/4.
# Possible early osteo of 2nd MT head - MRI equivocal, PTB neg. Treating as soft tissue infection. Repeat MRI if the ulcer does not heal.
# T2DM, uncontrolled - A1c 9.4. Glargine 20 -> 24 units tonight, titrate. Metformin continued. Diabetes educator.
# HLD - atorvastatin 20 -> 40 (diabetes, age 64).
# HTN - lisinopril 10.
# Neuropathy - gabapentin.
""")

note("9300005-DS-1", 39300010, "2188-08-27T11:10:00", "2188-08-27T13:35:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Right foot redness and swelling
 
Major Surgical or Invasive Procedure:
Bedside excisional debridement of the right plantar ulcer (podiatry), 8/23
 
History of Present Illness:
Mr. ___ is a 64-year-old man with type 2 diabetes complicated by peripheral neuropathy, hypertension and hyperlipidemia, who presented with four days of spreading redness of the right forefoot around a painless plantar ulcer that he first noticed about three weeks earlier. He was febrile to 38.1 with a WBC of 13.9.
 
Past Medical History:
- Type 2 diabetes for 14 years, on insulin since 2185
- Diabetic peripheral neuropathy
- Hypertension
- Hyperlipidemia
 
Social History:
___
Married. Owns a restaurant and is on his feet most of the day. Never smoked. Rare alcohol.
 
Family History:
His father had type 2 diabetes and had a below-the-knee amputation of the left leg in his 70s after a foot infection; he died at 78 of kidney failure. His mother has type 2 diabetes and hypertension. One brother, healthy. No family history of early heart attack.
 
Physical Exam:
ADMISSION: T 38.1. Right plantar ulcer under the 2nd metatarsal head, 1.8 x 1.5 cm, with erythema to just below the ankle. Pulses palpable. Absent monofilament sensation.
DISCHARGE: Afebrile. Erythema limited to a 1 cm rim around the ulcer. Ulcer base granular.
 
Pertinent Results:
WBC 13.9 on admission, 7.6 at discharge. CRP 88, ESR 46. A1c 9.4%. Deep tissue culture: MSSA and group B Streptococcus. Blood cultures no growth. Foot x-ray: no osteomyelitis, no gas. MRI foot 8/23: cellulitis, no abscess; marrow edema in the 2nd metatarsal head, favored reactive, early osteomyelitis not excluded. ABI 1.02 right.
 
Brief Hospital Course:
# Diabetic foot infection, right forefoot, with cellulitis: He was started on vancomycin and ampicillin-sulbactam in the ED. Podiatry debrided the ulcer on 8/23, and the deep culture grew MSSA and group B Streptococcus. Vancomycin was stopped on 8/24, and on 8/25 he was switched to oral cephalexin, to complete 14 days of antibiotics from 8/22 through 9/4. The cellulitis receded steadily.

# Possible early osteomyelitis of the 2nd metatarsal head: The MRI showed marrow edema without T1 change, which the radiologist favored as reactive but could not call osteomyelitis or exclude it. The probe did not reach bone. We treated this as a soft tissue infection. Podiatry will follow the ulcer weekly and repeat the MRI if it does not heal.

# Type 2 diabetes, uncontrolled: A1c 9.4%. Glargine was increased from 20 to 28 units at bedtime over the admission, with fasting glucose 130-160 by discharge. Metformin continued. He met with the diabetes educator.

# Hyperlipidemia: Atorvastatin increased from 20 to 40 mg.

# Hypertension and neuropathy: Lisinopril and gabapentin continued.
 
Medications on Admission:
1. Insulin glargine 20 units at bedtime
2. Metformin 1000 mg twice daily
3. Lisinopril 10 mg daily
4. Atorvastatin 20 mg daily
5. Gabapentin 300 mg three times daily
 
Discharge Medications:
1. Cephalexin 500 mg by mouth four times daily through 9/4 (NEW)
2. Insulin glargine 28 units at bedtime (DOSE INCREASED)
3. Metformin 1000 mg twice daily
4. Lisinopril 10 mg daily
5. Atorvastatin 40 mg daily (DOSE INCREASED)
6. Gabapentin 300 mg three times daily
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Right diabetic foot infection with cellulitis around a neuropathic plantar ulcer (MSSA, group B Streptococcus)
Secondary: Possible early osteomyelitis of the right 2nd metatarsal head; type 2 diabetes, uncontrolled; peripheral neuropathy; hypertension; hyperlipidemia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - requires assistance or aid (post-op shoe, heel weight-bearing).
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with an infection of your right foot around an ulcer that you could not feel because of nerve damage from diabetes. Please finish the cephalexin through 9/4, wear the special shoe at all times when walking, and change the dressing every day. Check both feet every day with a mirror. If the redness spreads, the wound drains pus or smells bad, or you get a fever, call podiatry or come to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

note("9300005-ED-2", 39300011, "2188-11-05T10:45:00", "2188-11-05T13:30:00", """\
ED NOTE

CC: Sent from podiatry wound clinic - ulcer probes to bone, R foot

HPI: 64M T2DM, neuropathy. Admitted 8/2188 for R foot cellulitis around a plantar ulcer under the 2nd met head (MSSA/GBS), 14 days of abx completed 9/4. Ulcer initially got smaller (1.0 cm on 9/20) but has enlarged again over the past 3 weeks since he went back to regular shoes at work. Today in wound clinic the probe reached bone; ESR 88. No fever or chills. Redness only at the ulcer edge.

Exam: T 37.0, HR 82, BP 138/80. R foot: 2.2 x 1.6 cm ulcer under the 2nd MT head, probes to bone, scant serous drainage, 1 cm rim of erythema. No crepitus, no fluctuance. Pulses palpable.

Labs: WBC 9.8. ESR 88, CRP 41. A1c 7.9. Glucose 164. Cr 0.9.

Imaging: R foot XR today with new erosion of the 2nd MT head, c/w osteomyelitis.

MDM: Osteomyelitis of the R 2nd metatarsal head, no systemic infection. Hemodynamically stable; per podiatry, hold antibiotics until bone cultures are taken at surgery unless he becomes septic.

Dispo: Admit to medicine; podiatric surgery.
""")

note("9300005-RR-3", 39300011, "2188-11-05T11:20:00", "2188-11-05T12:00:00", """\
EXAMINATION:  FOOT AP, LAT AND OBL (RIGHT)

INDICATION:  Diabetic plantar ulcer under the 2nd metatarsal head, now probing to bone. Evaluate for osteomyelitis.

COMPARISON:  Right foot radiographs ___ (08/2188) and MRI ___ (08/2188).

FINDINGS:  
New cortical erosion and loss of the plantar cortex of the 2nd metatarsal head, with periosteal reaction along the distal 2nd metatarsal shaft. Overlying soft tissue defect. No soft tissue gas. The other metatarsals are intact. The 2nd MTP joint space is preserved.

IMPRESSION:  
Findings compatible with osteomyelitis of the 2nd metatarsal head, new since 08/2188.
""")

note("9300005-RR-4", 39300011, "2188-11-05T15:30:00", "2188-11-05T16:20:00", """\
EXAMINATION:  NONINVASIVE ARTERIAL STUDY, BILATERAL LOWER EXTREMITIES (ABI/TBI WITH PVR)

INDICATION:  Diabetic foot osteomyelitis before partial ray amputation. Assess perfusion for wound healing.

COMPARISON:  None.

FINDINGS:  
Right: ABI 1.04. Toe-brachial index 0.71. Triphasic Doppler waveforms at the posterior tibial and dorsalis pedis arteries. Great toe pressure 98 mmHg.
Left: ABI 1.06. Toe-brachial index 0.74. Triphasic waveforms.

IMPRESSION:  
Normal arterial studies bilaterally. No evidence of peripheral arterial disease; perfusion is adequate for healing.
""")

note("9300005-CN-2", 39300011, "2188-11-06T14:00:00", "2188-11-06T15:10:00", """\
INFECTIOUS DISEASE CONSULT

Reason for consultation: Osteomyelitis of the right 2nd metatarsal head; antibiotic choice and duration.

History: Mr. ___ is a 64-year-old man with type 2 diabetes and neuropathy whose right plantar ulcer under the 2nd metatarsal head was complicated by cellulitis in August 2188, treated with 14 days of antibiotics for MSSA and group B Streptococcus. The August MRI showed marrow edema in the 2nd metatarsal head that was read as probably reactive. The ulcer shrank at first but reopened after he returned to ordinary shoes, and it now probes to bone, with new cortical erosion on x-ray and an ESR of 88. He has had no fevers and has received no antibiotics since 9/4.

Medications: Glargine 28 units, metformin, lisinopril, atorvastatin, gabapentin. No antibiotics.

Examination: Afebrile. Right plantar ulcer 2.2 x 1.6 cm, bone palpable with the probe, minimal surrounding erythema. Palpable pedal pulses.

Data: WBC 9.8, ESR 88, CRP 41. Arterial studies normal (TBI 0.71 on the right).

Assessment: Osteomyelitis of the right 2nd metatarsal head under a recurrent neuropathic ulcer, most likely due to MSSA, the organism from his August deep tissue culture. In retrospect, the marrow edema on the August MRI was probably early osteomyelitis. He is clinically well without systemic signs. Podiatry plans a partial 2nd ray resection tomorrow.

Recommendations:
1. Continue to hold antibiotics until bone is obtained in the OR, then start cefazolin 2 g IV q8h.
2. Send the proximal margin bone separately for pathology and culture.
3. If the proximal margin is clean on pathology, treat for 2 weeks after surgery for residual soft tissue infection, with oral cephalexin once he leaves the hospital.
4. If the proximal margin shows residual osteomyelitis, treat for 6 weeks in total, which would need a PICC line.
5. No role for rifampin.
""")

note("9300005-PN-2", 39300011, "2188-11-08T08:30:00", "2188-11-08T09:15:00", """\
Medicine PN - HD#4 / POD#1

Events: 11/7 R partial 2nd ray amputation (podiatry). Minimal EBL. Cefazolin started after bone cultures were taken in the OR, 11/7 15:40. 11/8 02:00 BG 58, asymptomatic, treated with juice, recheck 112.

S: Minimal pain. Hungry.

O: Afebrile. HR 76, BP 132/78. Dressing clean, dry and intact.
Path: Prelim - 2nd MT head with acute and chronic osteomyelitis. Proximal margin: viable bone, NEGATIVE for osteomyelitis.

A/P:
# Osteomyelitis R 2nd MT, s/p partial ray resection with clean margin - per ID, 2 weeks of abx after surgery (11/7-11/21): cefazolin inpatient, cephalexin 1 g QID at discharge. No PICC.
# Hypoglycemia - glargine 28 -> 24 units; eating less, NPO for OR.
# T2DM - A1c 7.9 (was 9.4 in August). Metformin held 11/7 (NPO), resume today.
# Pain - oxycodone 5 mg q6h prn, acetaminophen.
# Perfusion - ABI/TBI normal, no vascular referral needed.
""")

note("9300005-DS-2", 39300011, "2188-11-11T12:00:00", "2188-11-11T15:15:00", ds_head(
    "M", "MEDICINE", "No Known Allergies / Adverse Drug Reactions") + """\
Chief Complaint:
Right foot ulcer probing to bone
 
Major Surgical or Invasive Procedure:
Right partial 2nd ray amputation, 11/7
 
History of Present Illness:
Mr. ___ is a 64-year-old man with type 2 diabetes and peripheral neuropathy who was admitted in August 2188 with cellulitis around a right plantar ulcer under the 2nd metatarsal head. The ulcer improved at first but reopened after he went back to ordinary shoes, and at wound clinic on 11/5 it probed to bone, with an ESR of 88 and new erosion of the 2nd metatarsal head on x-ray. He had no fever.
 
Past Medical History:
- Type 2 diabetes, on insulin
- Diabetic peripheral neuropathy
- Right diabetic foot infection with cellulitis (MSSA, group B Streptococcus), 8/2188, treated with 14 days of antibiotics
- Hypertension
- Hyperlipidemia
 
Social History:
___
Married. Restaurant owner. Never smoked.
 
Family History:
Father with type 2 diabetes and a below-the-knee amputation, died at 78. Mother with type 2 diabetes. No family history of peripheral artery disease.
 
Physical Exam:
ADMISSION: Afebrile. Right plantar ulcer 2.2 x 1.6 cm probing to bone, 1 cm rim of erythema. Palpable pedal pulses.
DISCHARGE: Afebrile. Right foot surgical site closed, edges well approximated, no drainage. Palpable pulses.
 
Pertinent Results:
WBC 9.8. ESR 88, CRP 41. A1c 7.9%. Foot x-ray 11/5: osteomyelitis of the 2nd metatarsal head. Arterial studies: ABI 1.04 and TBI 0.71 on the right, normal. Bone culture: MSSA. Pathology: acute and chronic osteomyelitis of the 2nd metatarsal head; proximal bone margin negative for osteomyelitis.
 
Brief Hospital Course:
# Osteomyelitis of the right 2nd metatarsal head: Antibiotics were held until bone was sampled. Podiatry performed a partial 2nd ray amputation on 11/7. The bone grew MSSA, and the proximal margin was clean on pathology, so all of the infected bone was removed. Cefazolin was started in the OR after cultures on 11/7. Per infectious disease, he needs 2 weeks of antibiotics after surgery for the remaining soft tissue infection, through 11/21, and he was discharged on oral cephalexin. A PICC line was not needed. His arterial studies were normal, so no vascular evaluation is needed.

# Type 2 diabetes: A1c improved from 9.4% to 7.9%. He had one asymptomatic low glucose of 58 at 02:00 on 11/8 while eating less after surgery, and glargine was reduced from 28 to 24 units. Metformin was held on the day of surgery and restarted on 11/8.

# Pain: Oxycodone for a few days after surgery, then acetaminophen.

# Hypertension, hyperlipidemia, neuropathy: Lisinopril, atorvastatin and gabapentin continued.
 
Medications on Admission:
1. Insulin glargine 28 units at bedtime
2. Metformin 1000 mg twice daily
3. Lisinopril 10 mg daily
4. Atorvastatin 40 mg daily
5. Gabapentin 300 mg three times daily
 
Discharge Medications:
1. Cephalexin 1000 mg by mouth four times daily through 11/21 (NEW)
2. Insulin glargine 24 units at bedtime (DOSE DECREASED)
3. Metformin 1000 mg twice daily
4. Lisinopril 10 mg daily
5. Atorvastatin 40 mg daily
6. Gabapentin 300 mg three times daily
7. Oxycodone 5 mg every 6 hours as needed for severe pain, 8 tablets (NEW)
8. Acetaminophen 1000 mg every 8 hours as needed for pain (NEW)
 
Discharge Disposition:
Home With Service
 
Discharge Diagnosis:
Primary: Osteomyelitis of the right 2nd metatarsal head (MSSA), status post partial 2nd ray amputation
Secondary: Type 2 diabetes with neuropathy; hypoglycemia; hypertension; hyperlipidemia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - requires assistance or aid (walker, heel weight-bearing in surgical shoe).
 
Discharge Instructions:
Dear Mr. ___,

You had an infection in one of the bones of your right foot. Part of the bone and the second toe were removed, and the infected bone is all gone. Please take cephalexin four times a day through 11/21. Your bedtime insulin is now 24 units because your sugar went low in the hospital. Keep weight off the front of your right foot and wear the surgical shoe for 4 weeks. If the wound opens, drains pus or turns red, or you have a fever, call podiatry or come to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Patient 9300006: F, 86, mild cognitive impairment. Displaced left femoral neck fracture after
# a trip at night, hemiarthroplasty, postoperative delirium, one transfusion, Beers-list
# medications stopped (12/2189).
# =============================================================================================

P6 = 9300006
patient(P6, "F", 86, "WHITE")
admission(P6, 39300012, "2189-12-03T06:50:00", "2189-12-10T11:00:00", "WHITE")

note("9300006-ED-1", 39300012, "2189-12-03T07:15:00", "2189-12-03T09:45:00", """\
ED NOTE

CC: L hip pain after fall

HPI: 86F w/ osteopenia, HTN, mild cognitive impairment, overactive bladder, lives alone in a senior apartment, found by her aide at 06:15 on the floor beside her bed. Says she got up at ~03:00 to use the bathroom, caught her foot on the edge of a rug and fell onto her L side. Could not get up. Remembers the whole fall. Denies dizziness beforehand, chest pain, palpitations, LOC. Did not hit her head. On the floor ~3 hours. Took her zolpidem at bedtime as usual.

PMH: Osteopenia (DEXA 2186, femoral neck T -2.3), never treated. HTN. MCI, on donepezil. Overactive bladder. Cataracts. R wrist fracture 2184 after a fall on ice.

Meds: amlodipine 5 mg daily, donepezil 5 mg qhs, oxybutynin 5 mg BID, zolpidem 5 mg qhs, calcium carbonate-vitamin D3 600 mg-400 unit BID.

All: codeine (nausea)

Exam: T 36.4, HR 88 regular, BP 162/84, SpO2 96% RA. A&Ox3. L leg shortened and externally rotated, pain with any hip motion. Distal pulses and sensation intact. No head or facial trauma. Small skin tear L forearm.

Labs: Hgb 12.2. Na 138. Cr 0.9. CK 410. Glucose 118. UA bland. ECG: sinus, 1st degree AV block (PR 220), unchanged from 2187.

Imaging: L hip/pelvis XR with displaced femoral neck fracture. CT head negative.

ED course: Fascia iliaca block at 08:05 with good effect. Acetaminophen 1 g IV. Ortho paged.

MDM: Displaced L femoral neck fracture from a mechanical fall (trip). No syncope: no prodrome, remembers the fall, ECG unchanged. Long lie ~3 h but CK only 410, no rhabdomyolysis.

Dispo: Hip fracture pathway, ortho with medicine co-management.
""")

note("9300006-RR-1", 39300012, "2189-12-03T07:40:00", "2189-12-03T08:10:00", """\
EXAMINATION:  PELVIS AND LEFT HIP, AP AND CROSS-TABLE LATERAL

INDICATION:  86-year-old woman after a fall with left hip pain; leg shortened and externally rotated.

COMPARISON:  None.

FINDINGS:  
There is a displaced subcapital fracture of the left femoral neck (Garden IV), with superior migration of the femoral shaft. No dislocation. The right hip is intact. The pubic rami are intact. Diffuse osteopenia. Mild degenerative change of both hips. Vascular calcifications.

IMPRESSION:  
Displaced left femoral neck fracture (Garden IV). No pelvic ring fracture.
""")

note("9300006-RR-2", 39300012, "2189-12-03T08:00:00", "2189-12-03T08:25:00", """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  86-year-old woman, unwitnessed fall at night. Evaluate for intracranial injury.

TECHNIQUE:  Contiguous axial images of the brain without contrast.

COMPARISON:  None.

FINDINGS:  
No intracranial hemorrhage. No acute infarct. Moderate generalized volume loss with proportionate ventricular enlargement. Mild chronic small vessel disease. No calvarial fracture. No scalp hematoma.

IMPRESSION:  
No acute intracranial abnormality.
""")

note("9300006-CN-1", 39300012, "2189-12-03T15:00:00", "2189-12-03T16:20:00", """\
GERIATRICS CONSULT - HIP FRACTURE CO-MANAGEMENT

Reason for consultation: Perioperative co-management, delirium prevention, falls and bone health.

History: Mrs. ___ is an 86-year-old woman with mild cognitive impairment, hypertension, overactive bladder and osteopenia who fell at about 3 AM on her way to the bathroom and has a displaced left femoral neck fracture. She lives alone with an aide four hours a day, manages her own pills with a pillbox that her daughter fills, and walks without an aid. She had a wrist fracture in 2184. She gets up two or three times a night to urinate.

Medications: We reviewed her home list. Zolpidem and oxybutynin are both on the Beers list and raise her risk of falls and delirium.

Family history: Her mother broke her hip at 80 and died within the year. Her younger sister has Alzheimer dementia. Her daughter, 58, was recently diagnosed with osteoporosis. No family history of Parkinson disease.

Examination: Pleasant, attentive, oriented. 3-item recall 2/3, clock drawing mildly abnormal. Hearing aids in both ears. Left leg shortened.

Assessment: 86-year-old woman with MCI and a displaced left femoral neck fracture after a fall at night. She is at high risk for postoperative delirium because of her age, cognitive impairment, anticholinergic and sedative medications, and pain. The fall was most likely a simple trip in the dark, but her nocturia and her bedtime hypnotic probably contributed. With this second fragility fracture she has osteoporosis by definition.

Recommendations:
1. Stop zolpidem; do not restart. Melatonin 3 mg at bedtime as needed.
2. Stop oxybutynin (anticholinergic). If nocturia bothers her after discharge, mirabegron 25 mg daily can be started.
3. Continue donepezil.
4. Delirium prevention: glasses and hearing aids, daytime mobilization, no benzodiazepines or diphenhydramine, opioid-sparing analgesia with scheduled acetaminophen and the nerve block.
5. Check 25-OH vitamin D.
6. Bone health: zoledronic acid as an outpatient, at least 2 weeks after surgery and only once vitamin D is replete; if it is low, replete first.
""")

note("9300006-PN-1", 39300012, "2189-12-04T18:30:00", "2189-12-04T19:00:00", """\
ORTHOPAEDIC SURGERY POST-OP CHECK

Procedure: L hip hemiarthroplasty (cemented), 12/4, under spinal anesthesia. EBL 300 mL.

S: Pain 3/10. Denies CP, SOB. Slightly drowsy but appropriate.

O: VS stable. Dressing clean. L foot neurovascularly intact.

Plan: WBAT LLE. Posterior hip precautions x 6 weeks. Enoxaparin 40 mg SC daily starting POD1 (12/5), for 28 days (through 1/1/2190). Cefazolin x 24 h post-op. PT/OT POD1.
""")

note("9300006-NN-1", 39300012, "2189-12-06T06:20:00", "2189-12-06T06:50:00", """\
NURSING NOTE - NIGHT SHIFT 12/5-12/6

Neuro: A&Ox3 at start of shift. Around 2330 became agitated, calling for her late husband, trying to get out of bed and pulling at her IV. CAM positive (acute onset, inattention, disorganized thinking). Reoriented frequently. Daughter called and came in at 0015, stayed overnight. Lights dimmed, TV off, glasses and hearing aids on. No restraints and no sedatives given. Settled by 0200 and slept until 0500.
Pain: 4/10 L hip. Scheduled acetaminophen given at 2400. No oxycodone needed.
GU: Foley removed 12/5 AM per protocol. Voided 3 times overnight with assist; bladder scan PVR 60 mL.
Skin: L forearm skin tear, dressing intact. Sacrum intact, turned q2h.
Plan: Continue delirium precautions. Team aware.
""")

note("9300006-PN-2", 39300012, "2189-12-08T09:15:00", "2189-12-08T10:00:00", """\
Medicine Co-Management Progress Note - POD#4

Events: Delirium again the night of 12/6-12/7, shorter, managed without medications. No delirium last night, the first quiet night since it began on 12/5. 1 unit PRBC 12/6 for Hgb 7.4.

S: "I'm ready to walk." Walked 40 ft with walker and PT. Pain controlled.

O: BP 138/74, HR 78. Alert, attentive, oriented.
Labs: Hgb 12.2 (pre-op) -> 9.1 (POD1) -> 7.4 (POD2) -> 8.6 after 1 u -> 8.9 today. Na 136. Cr 0.8. 25-OH vitamin D 14 (low).

A/P:
86F MCI, L displaced femoral neck fx s/p hemiarthroplasty 12/4.
# Post-op delirium - nights of 12/5 and 12/6, resolved. No antipsychotics used. Continue non-pharm measures.
# Acute blood loss anemia - 1 u PRBC 12/6 (Hgb 7.4), now stable. Ferritin 210. No further transfusion.
# Vit D deficiency - start cholecalciferol 2000 units daily, on top of calcium carbonate-vitamin D3. Zoledronic acid deferred to outpatient once 25-OH D > 30.
# HTN - SBP 100s-110s after surgery, amlodipine held since 12/4. Restart when SBP consistently > 140.
# Zolpidem / oxybutynin - stopped per geriatrics. Sleeping OK with melatonin. No nocturia complaints so far.
# VTE ppx - enoxaparin 40 daily, day 4 of 28.
# Dispo - subacute rehab 12/10.
""")

note("9300006-RR-3", 39300012, "2189-12-05T10:10:00", "2189-12-05T11:00:00", """\
EXAMINATION:  LEFT HIP, 2 VIEWS, POSTOPERATIVE

INDICATION:  Status post left hip hemiarthroplasty.

COMPARISON:  Pelvis and left hip radiographs ___ (12/03/2189).

FINDINGS:  
Interval left hip cemented hemiarthroplasty. The components are in anatomic alignment. No periprosthetic fracture. No dislocation. Expected postoperative soft tissue gas and skin staples.

IMPRESSION:  
Expected appearance after left hip hemiarthroplasty. No complication.
""")

note("9300006-DS-1", 39300012, "2189-12-10T09:40:00", "2189-12-10T12:15:00", ds_head(
    "F", "ORTHOPAEDICS", "Codeine") + """\
Chief Complaint:
Left hip pain after a fall
 
Major Surgical or Invasive Procedure:
Left hip cemented hemiarthroplasty, 12/4
 
History of Present Illness:
Mrs. ___ is an 86-year-old woman with mild cognitive impairment, hypertension, overactive bladder and untreated osteopenia who tripped on a rug at about 3 AM on 12/3 while walking to the bathroom. She did not lose consciousness and had no warning symptoms. She could not get up and was found by her aide at 06:15, about three hours later. Her left leg was shortened and externally rotated, and x-rays showed a displaced left femoral neck fracture.
 
Past Medical History:
- Mild cognitive impairment, on donepezil
- Hypertension
- Overactive bladder with nocturia
- Osteopenia (femoral neck T-score -2.3 in 2186), never treated
- Right wrist fracture after a fall on ice, 2184
- Cataracts
- First-degree AV block
 
Social History:
___
Widowed. Lives alone in a senior apartment with an aide four hours a day. Walked without an aid before the fall. Never smoked. No alcohol.
 
Family History:
Mother broke her hip at 80. Sister with Alzheimer dementia. Daughter with osteoporosis.
 
Physical Exam:
ADMISSION: Left leg shortened and externally rotated. Neurovascularly intact. Alert and oriented x3.
DISCHARGE: Alert, attentive and oriented x3. Left hip incision clean, dry, staples in place. Walking 60 ft with a walker.
 
Pertinent Results:
Hemoglobin 12.2 on admission, nadir 7.4 on 12/6, 9.0 at discharge. CK 410. Sodium 136-138. 25-OH vitamin D 14. ECG: sinus rhythm with first-degree AV block, unchanged. Hip x-rays: displaced left femoral neck fracture (Garden IV); after surgery, hemiarthroplasty in good position. CT head: no acute intracranial abnormality.
 
Brief Hospital Course:
# Displaced left femoral neck fracture: She had a fascia iliaca block in the ED and underwent a cemented left hip hemiarthroplasty under spinal anesthesia on 12/4, the day after admission. She is weight-bearing as tolerated with posterior hip precautions for 6 weeks. She will take enoxaparin 40 mg daily for 28 days after surgery, through 1/1/2190, to prevent blood clots. Staples come out at rehab on about 12/18.

# Fall: A mechanical trip in the dark; she had no syncope. Her nighttime trips to the bathroom and her bedtime zolpidem probably contributed.

# Postoperative delirium: She was delirious on the nights of 12/5 and 12/6 and clear during the days. It was managed without any sedating or antipsychotic medication, with her daughter at the bedside, and she was back to her baseline from 12/7 on.

# Acute blood loss anemia: Hemoglobin fell to 7.4 on 12/6 and she received 1 unit of packed red cells, with a stable hemoglobin afterwards.

# Medications that raise the risk of falls and confusion: Zolpidem and oxybutynin were stopped on the advice of geriatrics. Melatonin may be used for sleep. If nocturia bothers her, mirabegron can be started as an outpatient.

# Osteoporosis and vitamin D deficiency: This is her second fragility fracture. Her 25-OH vitamin D was 14, so cholecalciferol 2000 units daily was started in addition to her calcium with vitamin D. Zoledronic acid should be given as an outpatient once her vitamin D level is above 30 and at least 2 weeks after surgery.

# Hypertension: Amlodipine was held after surgery when her systolic pressure was 100-110, then restarted at a lower dose of 2.5 mg on 12/9 when her pressure rose to the 140s.

# Mild cognitive impairment: Donepezil continued.
 
Medications on Admission:
1. Amlodipine 5 mg daily
2. Donepezil 5 mg at bedtime
3. Oxybutynin 5 mg twice daily
4. Zolpidem 5 mg at bedtime
5. Calcium carbonate-vitamin D3 600 mg-400 unit 1 tablet twice daily
 
Discharge Medications:
1. Amlodipine 2.5 mg daily (DOSE DECREASED)
2. Donepezil 5 mg at bedtime
3. Calcium carbonate-vitamin D3 600 mg-400 unit 1 tablet twice daily
4. Cholecalciferol 2000 units daily (NEW)
5. Enoxaparin 40 mg subcutaneously daily through 1/1/2190 (NEW)
6. Acetaminophen 1000 mg three times daily, scheduled (NEW)
7. Oxycodone 2.5 mg every 6 hours as needed for severe pain (NEW)
8. Melatonin 3 mg at bedtime as needed for sleep (NEW)
9. Senna 8.6 mg at bedtime (NEW)
STOPPED: Zolpidem. Oxybutynin.
 
Discharge Disposition:
Extended Care
 
Discharge Diagnosis:
Primary: Displaced left femoral neck fracture, status post hemiarthroplasty
Secondary: Postoperative delirium, resolved; acute blood loss anemia; osteoporosis; vitamin D deficiency; mild cognitive impairment; hypertension
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - requires assistance or aid (walker).
 
Discharge Instructions:
Dear Mrs. ___,

You broke your left hip when you tripped in the night, and the top of your thighbone was replaced with a new joint. You were confused for two nights after the operation, which is common and has cleared. We stopped your sleeping pill and your bladder pill because they can cause falls and confusion. Please use the enoxaparin shots until 1/1/2190. If you have new calf swelling, chest pain or shortness of breath, or your wound becomes red or drains, call your surgeon or come to the emergency department.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Patient 9300007: M, 58, hypertension, heavy alcohol use. New heart failure with reduced
# ejection fraction (LVEF 25%), transferred from an outside emergency department; normal
# coronaries; guideline-directed therapy started (4/2190).
# =============================================================================================

P7 = 9300007
patient(P7, "M", 58, "WHITE - OTHER EUROPEAN")
admission(P7, 39300013, "2190-04-14T16:30:00", "2190-04-20T12:00:00", "WHITE - OTHER EUROPEAN")

note("9300007-CN-1", 39300013, "2190-04-14T16:50:00", "2190-04-14T17:10:00", """\
OUTSIDE HOSPITAL TRANSFER SUMMARY
___ Community Hospital Emergency Department, transferring to ___

Reason for transfer: New heart failure with troponin elevation; needs cardiac catheterization, not available here.

History: 58 yo M with HTN, no known heart disease, presented 4/14 at 09:20 with 3 weeks of progressive dyspnea on exertion (now after one flight of stairs), 2 weeks of orthopnea (sleeping in a recliner), PND several nights, bilateral leg swelling and a 6 kg weight gain. Had a "bad cold" with fevers around 3/10. Drinks 4-6 beers daily for more than 10 years. Denies chest pain. Denies cocaine or other drugs.

Findings here: BP 158/96, HR 104 sinus, SpO2 90% RA. JVP to the angle of the jaw. Crackles halfway up both lungs. 2+ pitting edema to the knees. ECG sinus tachycardia with LBBB, no prior ECG for comparison. Troponin I 0.06 (ref < 0.04). BNP 2,310. CXR: cardiomegaly, pulmonary edema, small bilateral effusions. Bedside echo: severely reduced LV function.

Treatment here: Furosemide 80 mg IV at 10:30 with 1.1 L urine out. Nitroglycerin 0.4 mg SL x1. Aspirin 325 mg x1. Heparin NOT started (ACS felt unlikely).

Home medications: lisinopril 10 mg daily, amlodipine 10 mg daily, ibuprofen 600 mg as needed for back pain (takes it most days), omeprazole 20 mg daily.

Code status: Full.
""")

note("9300007-ED-1", 39300013, "2190-04-14T17:05:00", "2190-04-14T19:20:00", """\
ED NOTE - TRANSFER THROUGH ED

CC: New CHF, OSH transfer

HPI: 58M HTN, transferred from ___ ED for new HF with reduced EF and a troponin leak; see OSH summary. Got furosemide 80 IV and ASA 325 there. Breathing easier on arrival, still orthopneic. No CP.

Exam: BP 146/92, HR 98 sinus, RR 22, SpO2 93% 2 L. JVP 14 cm. Bibasilar crackles. 2+ edema to the knees.

Labs: Trop T 0.05 -> 0.05 (flat). BNP 2,280. Na 134, K 4.0, Cr 1.1, Mg 1.7. AST 64, ALT 40, GGT 210. MCV 101. TSH 1.8. HIV neg. Ferritin 320, TSAT 24%.

Imaging: CXR with pulmonary edema, see report. ECG sinus 98, LBBB, QRS 152 ms.

ED course: Furosemide 80 mg IV. Mg repleted.

MDM: New HF, probably HFrEF per OSH bedside echo. Troponin low and flat: demand-related myocardial injury, not a type 1 MI; no chest pain. Needs ischemic evaluation (new LBBB). Etiology ddx: ischemic vs alcohol vs post-viral myocarditis vs familial.

Dispo: Cardiology step-down.
""")

note("9300007-RR-1", 39300013, "2190-04-14T17:40:00", "2190-04-14T18:15:00", """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  58-year-old man with new heart failure.

COMPARISON:  None.

FINDINGS:  
The heart is moderately enlarged. There is pulmonary vascular congestion with interstitial edema and Kerley B lines. Small bilateral pleural effusions. No focal consolidation. No pneumothorax.

IMPRESSION:  
Cardiomegaly with moderate interstitial pulmonary edema and small bilateral pleural effusions. No pneumonia.
""")

note("9300007-CN-2", 39300013, "2190-04-15T11:30:00", "2190-04-15T13:00:00", """\
CARDIOLOGY CONSULT

Reason for consultation: New cardiomyopathy.

History: Mr. ___ is a 58-year-old man with hypertension and heavy daily alcohol use who was transferred with three weeks of progressive exertional dyspnea, orthopnea, PND and leg swelling. He had a febrile upper respiratory illness in early March. He has never had chest pain. He has no known heart disease and has never had an echocardiogram. He takes ibuprofen most days for back pain.

Family history: His brother was told he had a "weak heart" at 48 and had a defibrillator placed at 50. His father died suddenly at 54 while mowing the lawn; there was no autopsy. His mother is 81 with hypertension. His two children, 24 and 27, have never been screened.

Examination: JVP 12 cm. S3. Soft holosystolic murmur at the apex. Bibasilar crackles. 2+ edema to the knees.

Data: TTE 4/15: LV dilated (LVEDD 6.6 cm), LVEF 25% with global hypokinesis and no regional wall motion abnormality. Moderate functional mitral regurgitation. RV function mildly reduced. No LV thrombus. No pericardial effusion. RVSP 42 mmHg. ECG: sinus rhythm, LBBB, QRS 152 ms.

Assessment: New heart failure with reduced ejection fraction, LVEF 25%, NYHA class III, with congestion. The cause is not yet clear. Ischemic cardiomyopathy has to be excluded first, and he is going for coronary angiography tomorrow. If his coronaries are normal, the leading considerations are alcohol-related cardiomyopathy, given his heavy daily drinking, and familial dilated cardiomyopathy, given his brother's cardiomyopathy and his father's sudden death; myocarditis after his March illness is also possible. The troponin is low and flat, which I read as myocardial strain from congestion rather than an acute coronary syndrome.

Recommendations:
1. Continue IV diuresis, furosemide 80 mg IV BID, goal net negative 1-2 L/day.
2. Coronary angiography 4/16.
3. Start metoprolol succinate 25 mg daily tomorrow.
4. Stop lisinopril; after a 36-hour washout, start sacubitril-valsartan 24-26 mg BID.
5. Spironolactone 12.5 mg daily and empagliflozin 10 mg daily before discharge if potassium and creatinine allow.
6. No NSAIDs.
7. Cardiac MRI as an outpatient; referral for genetic counseling and testing; echocardiographic screening of first-degree relatives.
8. Repeat TTE after 3 months of guideline-directed therapy. If the LVEF is still 35% or less, refer for a defibrillator, CRT-D given his LBBB with QRS 152 ms.
""")

note("9300007-CN-3", 39300013, "2190-04-16T12:40:00", "2190-04-16T13:30:00", """\
CARDIAC CATHETERIZATION REPORT

Indication: New cardiomyopathy, LVEF 25%, LBBB. Exclude ischemic cause.

Procedure: Left heart catheterization and selective coronary angiography via the right radial artery, 4/16. Moderate sedation. Contrast 60 mL.

Findings: Left main: normal. LAD: luminal irregularities, no stenosis above 20%. Circumflex: normal. RCA: dominant, normal. LVEDP 24 mmHg.

Impression: No angiographically significant coronary artery disease. Elevated LVEDP. Nonischemic cardiomyopathy.

Recommendations:
- TR band per protocol; right radial site checks.
- Continue diuresis and guideline-directed therapy per the cardiology consult team.
""")

note("9300007-PN-1", 39300013, "2190-04-17T08:20:00", "2190-04-17T09:05:00", """\
CARDIOLOGY PROGRESS NOTE

Events: Cath 4/16, no obstructive CAD, LVEDP 24.

S: Slept flat last night for the first time in 2 weeks. No PND. Walking the unit.

O: Wt 96.2 kg on admission -> 92.8 kg today. Net -4.1 L since admission. JVP 9 cm. Trace edema. K 3.8, Cr 1.2, Mg 2.0. BP 118/72, HR 84.

A/P: 58M new NICM, LVEF 25%, NYHA III -> II.
# Acute HFrEF - IV furosemide 80 BID through today; PO torsemide 20 mg daily from tomorrow.
# GDMT - metoprolol succinate 25 started 4/16. Last lisinopril dose 4/14 AM at home; sacubitril-valsartan 24/26 BID, first dose tonight 4/17 at 20:00 (>36 h). Spironolactone 12.5 and empagliflozin 10 start 4/18.
# NICM etiology - alcohol vs familial vs post-viral. Cardiac MRI as outpt. Genetic counseling referral placed.
# Alcohol use - CIWA 0-4, no withdrawal. Thiamine 100 daily, folic acid 1 mg. Counseled on complete abstinence; he wants to quit. Naltrexone offered, he will think about it.
# LBBB, QRS 152 - see ICD/CRT plan in consult.
# HTN - amlodipine stopped to make room for GDMT. BP 110s-120s.
""")

note("9300007-NN-1", 39300013, "2190-04-19T14:30:00", "2190-04-19T15:00:00", """\
NURSING NOTE - HEART FAILURE DISCHARGE TEACHING

Teaching: Pt and wife taught daily morning weights after voiding, same scale, written in a log. Given a scale. 2 g sodium diet and 2 L fluid restriction reviewed with the dietitian's handout. Taught to recognize worsening HF: weight gain, leg swelling, needing more pillows, waking up breathless. Taught that ibuprofen and naproxen must be avoided. Pt repeated back the weight rule correctly. Wife will fill the pillbox.
Resp: RA, SpO2 96%. Walked 300 ft without stopping.
CV: HR 70s sinus, BP 108/66 after sacubitril-valsartan. No dizziness.
Plan: Weight this AM 90.6 kg. Discharge tomorrow.
""")

note("9300007-DS-1", 39300013, "2190-04-20T10:30:00", "2190-04-20T13:10:00", ds_head(
    "M", "CARDIOLOGY", "ibuprofen (avoid: heart failure)") + """\
Chief Complaint:
Shortness of breath and leg swelling
 
Major Surgical or Invasive Procedure:
Left heart catheterization and coronary angiography, 4/16
 
History of Present Illness:
Mr. ___ is a 58-year-old man with hypertension and heavy daily alcohol use who was transferred from the ___ Community Hospital emergency department on 4/14 with three weeks of progressive exertional dyspnea, two weeks of orthopnea, PND, leg swelling and a 6 kg weight gain. He had a febrile respiratory illness in early March. He has never had chest pain. BNP was 2,310, the troponin was mildly elevated and flat, the ECG showed a left bundle branch block, and a bedside echo showed severely reduced LV function.
 
Past Medical History:
- Hypertension
- Alcohol use, 4-6 beers daily for more than 10 years
- Chronic low back pain
- GERD
No known heart disease before this admission.
 
Social History:
___
Married. Works as a bus mechanic. Never smoked. 4-6 beers a day; no drug use.
 
Family History:
Brother with cardiomyopathy, defibrillator at 50. Father died suddenly at 54. Mother alive at 81 with hypertension.
 
Physical Exam:
ADMISSION: BP 146/92, HR 98, SpO2 93% on 2 L. JVP 14 cm, S3, bibasilar crackles, 2+ edema to the knees. Weight 96.2 kg.
DISCHARGE: BP 110/68, HR 72. JVP not elevated. Lungs clear. No edema. Weight 90.4 kg.
 
Pertinent Results:
BNP 2,280. Troponin T 0.05, flat. Creatinine 1.1 on admission, 1.2 at discharge. Potassium 4.4 at discharge. GGT 210, MCV 101. TSH, iron studies and HIV normal. TTE 4/15: LVEF 25%, dilated LV, global hypokinesis, moderate functional mitral regurgitation, no LV thrombus. Coronary angiography 4/16: no significant coronary artery disease, LVEDP 24.
 
Brief Hospital Course:
# New heart failure with reduced ejection fraction (LVEF 25%), nonischemic: He was diuresed with IV furosemide from 4/14 through 4/17, net negative about 5.8 L, and his weight fell from 96.2 to 90.4 kg. He was changed to oral torsemide 20 mg daily on 4/18. Coronary angiography on 4/16 showed no significant coronary disease, so this is a nonischemic cardiomyopathy. The cause is not yet certain: alcohol is a likely contributor, but a familial dilated cardiomyopathy has to be considered given his brother and father, and a myocarditis after his March illness is possible. He will have a cardiac MRI as an outpatient and has been referred for genetic counseling; his children should be screened with echocardiograms.

# Guideline-directed medical therapy: Metoprolol succinate 25 mg daily was started on 4/16. Lisinopril was stopped (last dose the morning of 4/14), and after a 36-hour washout sacubitril-valsartan 24-26 mg twice daily was started on the evening of 4/17. Spironolactone 12.5 mg and empagliflozin 10 mg were started on 4/18. Amlodipine was stopped to leave room for these medications, and ibuprofen was stopped because NSAIDs worsen heart failure.

# Defibrillator: He does not need a defibrillator now. A repeat echocardiogram after 3 months of these medications will decide: if the LVEF is still 35% or less, he will be referred for a CRT-D because of his LBBB.

# Troponin elevation: Low and flat, consistent with myocardial strain from heart failure rather than a heart attack; the coronaries were normal.

# Alcohol use: No withdrawal. He was advised to stop drinking completely, which may allow his heart to recover, and he wants to quit. Thiamine and folic acid were started. He is considering naltrexone and will discuss it with his PCP.

# GERD: Omeprazole continued.
 
Medications on Admission:
1. Lisinopril 10 mg daily
2. Amlodipine 10 mg daily
3. Ibuprofen 600 mg as needed for back pain
4. Omeprazole 20 mg daily
 
Discharge Medications:
1. Sacubitril-valsartan 24 mg-26 mg twice daily (NEW)
2. Metoprolol succinate 25 mg daily (NEW)
3. Spironolactone 12.5 mg daily (NEW)
4. Empagliflozin 10 mg daily (NEW)
5. Torsemide 20 mg daily (NEW)
6. Thiamine 100 mg daily (NEW)
7. Folic acid 1 mg daily (NEW)
8. Omeprazole 20 mg daily
STOPPED: Lisinopril (replaced by sacubitril-valsartan; never take both). Amlodipine. Ibuprofen.
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: New heart failure with reduced ejection fraction (LVEF 25%), nonischemic cardiomyopathy
Secondary: Left bundle branch block; alcohol use disorder; hypertension; GERD
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with heart failure: your heart muscle is pumping at about a quarter of its strength. Your heart arteries are not blocked. We started several medicines that help the heart recover; please take all of them every day. Weigh yourself every morning. If your weight goes up by more than 1 kg (2 lb) in a day or 2 kg (5 lb) in a week, take one extra torsemide 20 mg that day and call the heart failure clinic. Please stop drinking alcohol completely and do not take ibuprofen, naproxen or other NSAIDs. If you are short of breath at rest, faint, or have chest pain, call 911.

Your ___ Team
 
Followup Instructions:
___
""")

# =============================================================================================
# Questions and v1 reference answers
# =============================================================================================

MEDS_COMPARED = ["medications on admission", "discharge medications"]

# --- patient 9300001 ------------------------------------------------------------------------

question(
    "hw3-9300001-01", P1, [39300003], "negation",
    "When he came in with the flu last February, did the CTA show a PE?",
    "No. The CTA chest on 2/20/2184 showed no pulmonary embolism, and no pneumonia either.",
    structure={"concept": "pulmonary embolism", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300001-RR-5", "IMPRESSION", "No pulmonary embolism."),
        ev("9300001-DS-3", "History of Present Illness",
           "A CTA chest showed no pulmonary embolism and no pneumonia."),
    ],
)
question(
    "hw3-9300001-02", P1, [39300002], "negation",
    "He fell at home with a sodium of 118. Was there any bleed on the head CT?",
    "No. The non-contrast head CT on 6/2/2183 showed no intracranial hemorrhage, edema or mass "
    "effect, and no fracture.",
    structure={"concept": "intracranial hemorrhage", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300001-RR-3", "FINDINGS",
           "There is no evidence of intracranial hemorrhage, edema, mass effect or acute large "
           "territory infarction."),
        ev("9300001-RR-3", "IMPRESSION", "No acute intracranial abnormality."),
    ],
)
question(
    "hw3-9300001-03", P1, [], "negation",
    "Has he ever been intubated for his COPD?",
    "No. He had never been intubated before 2183, and in the 2/2184 hypercapnic respiratory "
    "failure he was managed with BiPAP alone and was never intubated.",
    structure={"concept": "intubation", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300001-ED-1", "HPI", "Never intubated."),
        ev("9300001-DS-3", "Brief Hospital Course", "He was never intubated."),
    ],
)
question(
    "hw3-9300001-04", P1, [39300001], "uncertainty",
    "On the chest film for his pneumonia in January, was there a mass?",
    "Possibly: the radiologist could not exclude a mass underlying the right lower lobe "
    "consolidation and recommended a CT 6-8 weeks after treatment. (That outpatient CT on "
    "3/6/2183 showed the consolidation had resolved with no underlying mass.)",
    structure={"concept": "lung mass", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9300001-RR-1", "IMPRESSION", "An underlying mass cannot be excluded."),
        ev("9300001-RR-2", "IMPRESSION", "No underlying mass."),
    ],
    rationale="The question is anchored to the January radiograph, where the mass was hedged; "
    "the later CT settled it as absent, which the answer adds.",
)
question(
    "hw3-9300001-05", P1, [39300002], "uncertainty",
    "Was the sertraline behind his hyponatremia?",
    "Possibly, as a contributor. The hyponatremia itself was certain (sodium 118); the team "
    "thought hydrochlorothiazide was the main cause and that sertraline-associated SIADH may "
    "have contributed, with high water intake in the heat making it worse. Sertraline was held.",
    structure={
        "concept": "hyponatremia", "polarity": "present", "experiencer": "patient",
        "cause": "sertraline-associated SIADH", "cause_polarity": "possible",
    },
    evidence=[
        ev("9300001-DS-2", "Brief Hospital Course",
           "We think hydrochlorothiazide was the main cause, and sertraline may have contributed."),
        ev("9300001-ED-2", "MDM",
           "Most likely thiazide-induced, with sertraline-associated SIADH a possible contributor, "
           "and high free-water intake in the heat probably made it worse."),
    ],
)
question(
    "hw3-9300001-06", P1, [39300003], "uncertainty",
    "Does he have pulmonary hypertension?",
    "Possibly; it is not established. The main pulmonary artery was enlarged (3.1 cm) on CTA and "
    "the echo estimated an RVSP of 48 mmHg with a normal right ventricle. This may be pulmonary "
    "hypertension from COPD and hypoxemia, but it was measured during an acute illness and will "
    "be reassessed with a repeat echo and in pulmonary clinic.",
    structure={"concept": "pulmonary hypertension", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9300001-DS-3", "Brief Hospital Course",
           "This may be pulmonary hypertension due to COPD and hypoxemia, but the estimate was "
           "made during an acute illness."),
        ev("9300001-RR-5", "IMPRESSION",
           "Enlarged main pulmonary artery, which can be seen with pulmonary hypertension."),
    ],
)
question(
    "hw3-9300001-07", P1, [], "family_history",
    "Any asthma in his family?",
    "No. The family history specifically records no asthma. (His mother had emphysema and his "
    "brother has lung cancer.)",
    structure={"concept": "asthma", "polarity": "absent", "experiencer": "family"},
    evidence=[ev("9300001-DS-1", "Family History", "No family history of asthma.")],
)
question(
    "hw3-9300001-08", P1, [], "family_history",
    "What lung disease did his mother have?",
    "Emphysema; she died at 74 and had smoked only briefly as a young woman. Because of her "
    "emphysema his alpha-1 antitrypsin level was checked in 1/2183, and it was normal.",
    structure={
        "concept": "emphysema", "polarity": "present", "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev("9300001-DS-1", "Family History",
           "Mother had emphysema and died at 74; she smoked only briefly as a young woman."),
        ev("9300001-DS-1", "Brief Hospital Course",
           "Checked because of his mother's emphysema; the level was normal."),
    ],
)
question(
    "hw3-9300001-09", P1, [39300002], "conditional",
    "Can his PCP restart the sertraline?",
    "Yes, conditionally: if his sodium is stable at or above 135 at the PCP visit, the PCP may "
    "restart sertraline at 25 mg daily with a sodium check one week later, or consider "
    "mirtazapine instead. It was held at discharge.",
    structure={
        "concept": "sertraline", "polarity": "conditional", "experiencer": "patient",
        "condition": "sodium stable at or above 135 at the PCP visit",
        "action": "restart sertraline 25 mg daily with a sodium check one week later",
    },
    evidence=[
        ev("9300001-DS-2", "Brief Hospital Course",
           "If his sodium is stable at or above 135 at his PCP visit, his PCP may restart "
           "sertraline at 25 mg daily with a sodium check one week later, or consider "
           "mirtazapine instead."),
    ],
)
question(
    "hw3-9300001-10", P1, [39300002], "conditional",
    "The night after the hypertonic saline, what was the plan if his sodium kept climbing?",
    "If the sodium reached 127 or more before 09:00, give another desmopressin 2 mcg IV and call "
    "the renal fellow. This was on top of a desmopressin clamp with D5W and sodium checks every "
    "2 hours, because he had already risen 8 mEq/L in about 13 hours.",
    structure={
        "concept": "desmopressin", "polarity": "conditional", "experiencer": "patient",
        "condition": "sodium 127 or higher before 09:00",
        "action": "repeat desmopressin 2 mcg IV and call the renal fellow",
    },
    evidence=[
        ev("9300001-PN-3", "Plan",
           "if Na reaches 127 or more before 09:00, repeat desmopressin 2 mcg IV and call the "
           "renal fellow"),
    ],
)
question(
    "hw3-9300001-11", P1, [39300001], "conditional",
    "After the pneumonia, was he going to need home O2?",
    "Only if his saturation stayed below 88% with exertion on the room-air walk on the morning "
    "of discharge. It did not: he walked at 89-90% on room air, so no home oxygen was needed "
    "after that admission.",
    structure={
        "concept": "home oxygen", "polarity": "conditional", "experiencer": "patient",
        "condition": "SpO2 stays below 88% with exertion on room air at discharge",
        "action": "qualify him for home oxygen",
    },
    evidence=[
        ev("9300001-PN-2", "A/P",
           "Exertional desat: re-walk on RA the morning of discharge; if SpO2 stays below 88% "
           "with exertion, will qualify him for home O2."),
        ev("9300001-DS-1", "Brief Hospital Course",
           "On the morning of discharge his saturation with ambulation was 89-90% on room air, "
           "so home oxygen was not needed."),
    ],
)
question(
    "hw3-9300001-12", P1, [], "current_state",
    "Is he on home oxygen now?",
    "Yes. Since his 2/2184 discharge he uses home oxygen at 2 L/min by nasal cannula with "
    "exertion and during sleep. He did not need it after the 1/2183 admission.",
    structure={
        "concept": "home oxygen", "polarity": "present", "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9300001-DS-3", "Discharge Medications",
           "Home oxygen 2 L/min by nasal cannula with exertion and during sleep (NEW)"),
        ev("9300001-DS-3", "Brief Hospital Course",
           "He qualified for and was discharged on home oxygen, 2 L by nasal cannula with "
           "exertion and sleep."),
    ],
)
question(
    "hw3-9300001-13", P1, [], "current_state",
    "Still on tiotropium?",
    "No. Tiotropium and fluticasone-salmeterol were both stopped at the 2/2184 discharge and "
    "replaced by once-daily fluticasone furoate-umeclidinium-vilanterol; umeclidinium is now his "
    "long-acting antimuscarinic.",
    structure={"concept": "tiotropium", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300001-CN-1", "Reconciliation", "tiotropium: STOP."),
        ev("9300001-DS-3", "Discharge Medications",
           "STOPPED: Fluticasone-salmeterol and tiotropium (both replaced by the new triple "
           "inhaler)."),
    ],
)
question(
    "hw3-9300001-14", P1, [39300003], "historical",
    "Has he had pneumonia before?",
    "Yes: a right lower lobe community-acquired pneumonia with a COPD exacerbation in 1/2183, "
    "treated and resolved (the 3/2183 CT showed resolution). He did not have pneumonia in "
    "2/2184.",
    structure={
        "concept": "pneumonia", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300001-DS-3", "Past Medical History",
           "COPD exacerbation with right lower lobe pneumonia, 1/2183, resolved"),
        ev("9300001-RR-2", "IMPRESSION", "Resolution of the right lower lobe consolidation."),
    ],
)
question(
    "hw3-9300001-15", P1, [39300003], "historical",
    "Any history of low sodium?",
    "Yes. In 6/2183 he had severe symptomatic hyponatremia (sodium 118) attributed mainly to "
    "hydrochlorothiazide. It resolved after the thiazide was stopped; his sodium was 137 in "
    "2/2184, back on sertraline 25 mg.",
    structure={
        "concept": "hyponatremia", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300001-DS-3", "Past Medical History",
           "Hyponatremia (sodium 118) from hydrochlorothiazide, 6/2183, resolved after stopping it"),
        ev("9300001-DS-3", "Brief Hospital Course",
           "Sodium 137 on sertraline 25 mg, which his PCP restarted in 7/2183."),
    ],
)
question(
    "hw3-9300001-16", P1, [], "sequence",
    "Which came first, the lung nodule or the hyponatremia?",
    "The nodule. The 4 mm right upper lobe nodule was first seen on the outpatient CT of "
    "3/6/2183; the hyponatremia admission was on 6/2/2183.",
    structure={
        "order": ["right upper lobe lung nodule", "hyponatremia"],
        "dates": ["2183-03-06", "2183-06-02"],
    },
    evidence=[
        ev("9300001-RR-2", "IMPRESSION", "4 mm right upper lobe solid nodule."),
        ev("9300001-DS-2", "Past Medical History",
           "CT chest 3/2183: pneumonia resolved, no mass; 4 mm right upper lobe nodule"),
        ev("9300001-DS-2", "History of Present Illness", "His sodium was 118."),
    ],
)
question(
    "hw3-9300001-17", P1, [39300001, 39300002, 39300003], "sequence",
    "Put his three admissions in order by what they were for.",
    "1) 1/14/2183: COPD exacerbation with right lower lobe pneumonia. 2) 6/2/2183: severe "
    "hyponatremia from hydrochlorothiazide, with a fall. 3) 2/20/2184: influenza A with a COPD "
    "exacerbation and hypercapnic respiratory failure on BiPAP.",
    structure={
        "order": [
            "COPD exacerbation with pneumonia", "hyponatremia",
            "influenza A with hypercapnic respiratory failure",
        ],
        "dates": ["2183-01-14", "2183-06-02", "2184-02-20"],
    },
    evidence=[
        ev("9300001-DS-3", "Past Medical History",
           "COPD exacerbation with right lower lobe pneumonia, 1/2183, resolved"),
        ev("9300001-DS-3", "Past Medical History",
           "Hyponatremia (sodium 118) from hydrochlorothiazide, 6/2183, resolved after stopping it"),
        ev("9300001-DS-3", "Brief Hospital Course",
           "He was placed on BiPAP in the ED at 03:25 on 2/20 and needed it continuously until a "
           "successful trial off at 09:30 on 2/21, about 30 hours in all, after which he used it "
           "only for one nap that afternoon."),
    ],
)
question(
    "hw3-9300001-18", P1, [39300001], "duration",
    "How long was he on antibiotics for the January pneumonia?",
    "7 days of beta-lactam therapy, 1/14 through 1/20/2183: ceftriaxone 1/14-1/17, then oral "
    "cefpodoxime through 1/20. He also had azithromycin for 3 days (1/14-1/16).",
    structure={
        "concept": "antibiotics for pneumonia", "duration": {"value": 7, "unit": "days"},
        "start": "2183-01-14", "end": "2183-01-20",
    },
    evidence=[
        ev("9300001-DS-1", "Brief Hospital Course",
           "He was treated with ceftriaxone from 1/14 through 1/17 and then oral cefpodoxime, to "
           "finish a 7-day course of beta-lactam therapy on 1/20."),
        ev("9300001-DS-1", "Brief Hospital Course",
           "He also received azithromycin for 3 days (1/14-1/16)."),
    ],
)
question(
    "hw3-9300001-19", P1, [39300003], "duration",
    "How long did he need BiPAP?",
    "About 30 hours: continuously from 03:25 on 2/20/2184 until a successful trial off at 09:30 "
    "on 2/21, then only for one nap that afternoon. He was never intubated.",
    structure={
        "concept": "BiPAP", "duration": {"value": 30, "unit": "hours"},
        "start": "2184-02-20", "end": "2184-02-21",
    },
    evidence=[
        ev("9300001-DS-3", "Brief Hospital Course",
           "He was placed on BiPAP in the ED at 03:25 on 2/20 and needed it continuously until a "
           "successful trial off at 09:30 on 2/21, about 30 hours in all, after which he used it "
           "only for one nap that afternoon."),
    ],
)
question(
    "hw3-9300001-20", P1, [39300003], "change",
    "What changed in his meds when he left after the flu?",
    "Fluticasone-salmeterol and tiotropium were stopped and replaced by a single once-daily "
    "triple inhaler, fluticasone furoate-umeclidinium-vilanterol 100/62.5/25 mcg, and home "
    "oxygen 2 L with exertion and sleep was added. Albuterol, lisinopril, sertraline, "
    "atorvastatin, aspirin and tamsulosin continued unchanged. The prednisone, oseltamivir and "
    "doxycycline courses were finished in hospital.",
    structure={
        "added": ["fluticasone furoate-umeclidinium-vilanterol", "oxygen"],
        "removed": ["fluticasone-salmeterol", "tiotropium"],
        "continued": [
            "albuterol", "lisinopril", "sertraline", "atorvastatin", "aspirin", "tamsulosin",
        ],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300001-DS-3", "Discharge Medications",
           "Fluticasone furoate-umeclidinium-vilanterol 100/62.5/25 mcg 1 inhalation once daily "
           "(NEW)"),
        ev("9300001-DS-3", "Discharge Medications",
           "STOPPED: Fluticasone-salmeterol and tiotropium (both replaced by the new triple "
           "inhaler)."),
        ev("9300001-CN-1", "Reconciliation",
           "atorvastatin, aspirin, tamsulosin: continue, no changes."),
    ],
)
question(
    "hw3-9300001-21", P1, [39300002], "change",
    "How did we change his blood pressure pill when his sodium was 118, and what else changed?",
    "Lisinopril-hydrochlorothiazide 20/12.5 was stopped and replaced by lisinopril 20 mg alone, "
    "and sertraline was held until his PCP visit. Tiotropium, fluticasone-salmeterol, albuterol, "
    "atorvastatin, aspirin and tamsulosin were continued.",
    structure={
        "added": ["lisinopril"],
        "removed": ["lisinopril-hydrochlorothiazide", "sertraline"],
        "continued": [
            "tiotropium", "fluticasone-salmeterol", "albuterol", "atorvastatin", "aspirin",
            "tamsulosin",
        ],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300001-DS-2", "Discharge Medications",
           "Lisinopril 20 mg daily (NEW, replaces lisinopril-hydrochlorothiazide)"),
        ev("9300001-DS-2", "Discharge Medications", "HELD: Sertraline, until your PCP visit."),
    ],
    rationale="Sertraline was still on hold at discharge, so it is listed as removed.",
)

# --- patient 9300002 ------------------------------------------------------------------------

question(
    "hw3-9300002-01", P2, [39300004], "negation",
    "Any varices on her scope?",
    "No. The EGD on 3/9/2185 showed a normal esophagus without varices or esophagitis; the "
    "bleeding source was a 1.5 cm clean-based prepyloric gastric ulcer.",
    structure={"concept": "esophageal varices", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300002-CN-1", "Findings", "No varices."),
        ev("9300002-CN-1", "Findings",
           "Stomach: 1.5 cm clean-based ulcer in the prepyloric antrum (Forrest III)."),
    ],
)
question(
    "hw3-9300002-02", P2, [39300005], "negation",
    "With the pyelo and the creatinine of 2.1, was she obstructed?",
    "No. The CT showed no hydronephrosis or hydroureter and no renal or ureteral stone.",
    structure={"concept": "urinary obstruction", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300002-RR-2", "IMPRESSION", "No hydronephrosis or obstructing stone."),
        ev("9300002-DS-2", "Brief Hospital Course", "There was no obstruction."),
    ],
)
question(
    "hw3-9300002-03", P2, [39300004], "negation",
    "Did she actually pass out at church?",
    "No. She nearly fainted but sat down and did not lose consciousness; it was a near-syncope, "
    "attributed to orthostatic hypotension from blood loss.",
    structure={"concept": "syncope", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300002-ED-1", "HPI",
           "This morning she nearly fainted at church; she sat down and did not lose "
           "consciousness."),
        ev("9300002-DS-1", "Brief Hospital Course",
           "Attributed to orthostatic hypotension from blood loss."),
    ],
)
question(
    "hw3-9300002-04", P2, [39300005], "uncertainty",
    "Did she have a renal abscess?",
    "No. The non-contrast CT could not exclude a small renal abscess, but the renal ultrasound "
    "on 10/4/2185 showed no renal or perinephric abscess.",
    structure={"concept": "renal abscess", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300002-RR-2", "IMPRESSION",
           "No perinephric collection, though a small renal abscess cannot be excluded without "
           "contrast."),
        ev("9300002-RR-4", "IMPRESSION", "No renal or perinephric abscess."),
        ev("9300002-DS-2", "Brief Hospital Course",
           "The non-contrast CT could not exclude a small renal abscess, and a renal ultrasound "
           "on 10/4 showed none."),
    ],
    rationale="Hedged on the CT, then excluded by ultrasound: the final answer is absent.",
)
question(
    "hw3-9300002-05", P2, [39300004], "uncertainty",
    "When she was scoped, what did GI think caused the ulcer?",
    "At the EGD the ulcer was judged most likely NSAID-related, with H. pylori possible pending "
    "biopsies. The biopsies came back positive the next day, and the ulcer was then attributed "
    "to ibuprofen together with H. pylori.",
    structure={
        "concept": "gastric ulcer", "polarity": "present", "experiencer": "patient",
        "cause": "H. pylori infection", "cause_polarity": "possible",
    },
    evidence=[
        ev("9300002-CN-1", "Impression",
           "Gastric antral ulcer, Forrest III, most likely NSAID-related; H. pylori possible, "
           "biopsies pending."),
        ev("9300002-PN-1", "Path", "Gastric biopsies POSITIVE for H. pylori."),
    ],
    rationale="cause_polarity records the endoscopist's view at the time of the EGD, which the "
    "question asks about; the answer text gives the later confirmation.",
)
question(
    "hw3-9300002-06", P2, [], "family_history",
    "Any GI cancer in her family?",
    "Yes: her mother died of stomach cancer at 70. Her father's medical history is unknown.",
    structure={
        "concept": "stomach cancer", "polarity": "present", "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev("9300002-DS-1", "Family History", "Her mother died of stomach cancer at 70."),
        ev("9300002-DS-1", "Family History",
           "Her father's medical history is unknown; he left the family when she was young."),
    ],
)
question(
    "hw3-9300002-07", P2, [], "family_history",
    "Bleeding disorders in the family?",
    "None known. The chart records no family history of bleeding disorders; her father's history "
    "is unknown.",
    structure={"concept": "bleeding disorder", "polarity": "absent", "experiencer": "family"},
    evidence=[ev("9300002-DS-1", "Family History", "No family history of bleeding disorders.")],
)
question(
    "hw3-9300002-08", P2, [], "family_history",
    "Does anyone else in her family have AF?",
    "Yes, her sister has atrial fibrillation and takes warfarin.",
    structure={
        "concept": "atrial fibrillation", "polarity": "present", "experiencer": "family",
        "relative": "sister",
    },
    evidence=[
        ev("9300002-DS-1", "Family History",
           "Her sister has atrial fibrillation and takes warfarin."),
    ],
)
question(
    "hw3-9300002-09", P2, [39300005], "conditional",
    "When does she go back to full-dose apixaban?",
    "Per pharmacy: 2.5 mg twice daily while her creatinine is 1.5 or higher; if the creatinine "
    "is below 1.5 on two consecutive days, back to 5 mg twice daily. That happened (1.4 on "
    "10/4, 1.3 on 10/5), so she returned to 5 mg twice daily on 10/5 and went home on it.",
    structure={
        "concept": "apixaban", "polarity": "conditional", "experiencer": "patient",
        "condition": "creatinine below 1.5 on two consecutive days",
        "action": "return to apixaban 5 mg twice daily",
    },
    evidence=[
        ev("9300002-CN-2", "Recommendations",
           "If Cr is below 1.5 on two consecutive days, return to 5 mg BID."),
        ev("9300002-DS-2", "Brief Hospital Course",
           "Her creatinine was 1.4 on 10/4 and 1.3 on 10/5, so she went back to 5 mg twice "
           "daily on 10/5."),
    ],
)
question(
    "hw3-9300002-10", P2, [39300004], "conditional",
    "After the bleed, was she supposed to restart amlodipine?",
    "Only if her systolic blood pressure was consistently above 140 at home or in clinic; then "
    "her PCP could restart it. It was on hold at discharge.",
    structure={
        "concept": "amlodipine", "polarity": "conditional", "experiencer": "patient",
        "condition": "systolic blood pressure consistently above 140",
        "action": "PCP restarts amlodipine",
    },
    evidence=[
        ev("9300002-DS-1", "Brief Hospital Course",
           "If her systolic pressure is consistently above 140 at home or in clinic, her PCP can "
           "restart it."),
    ],
)
question(
    "hw3-9300002-11", P2, [39300004], "conditional",
    "What did GI say about restarting the apixaban after the scope?",
    "It could be resumed 48-72 hours after the EGD if her hemoglobin was stable. It was "
    "restarted at 5 mg twice daily on the morning of 3/11, about 48 hours after the EGD.",
    structure={
        "concept": "apixaban", "polarity": "conditional", "experiencer": "patient",
        "condition": "hemoglobin stable", "action": "resume apixaban 48-72 hours after the EGD",
    },
    evidence=[
        ev("9300002-CN-1", "Recommendations",
           "From a GI standpoint apixaban may be resumed 48-72 hours after this EGD if Hgb is "
           "stable."),
    ],
)
question(
    "hw3-9300002-12", P2, [], "current_state",
    "Is she still taking amlodipine?",
    "No. It was stopped at her 10/7/2185 discharge because her blood pressure stayed in the "
    "110s-120s on metoprolol alone.",
    structure={"concept": "amlodipine", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300002-DS-2", "Brief Hospital Course",
           "Her blood pressure stayed 110s-120s on metoprolol alone, so amlodipine was stopped."),
        ev("9300002-DS-2", "Discharge Medications", "STOPPED: Amlodipine."),
    ],
    rationale="Held in 3/2185, restarted by her PCP in 4/2185, held again on 10/2 and stopped "
    "at the 10/2185 discharge.",
)
question(
    "hw3-9300002-13", P2, [], "current_state",
    "What apixaban dose is she on right now?",
    "5 mg twice daily, since 10/5/2185. When she turns 80 in 2186 the dose should drop to "
    "2.5 mg twice daily, because she will then meet the age and weight criteria.",
    structure={
        "concept": "apixaban", "polarity": "present", "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9300002-DS-2", "Brief Hospital Course",
           "Her creatinine was 1.4 on 10/4 and 1.3 on 10/5, so she went back to 5 mg twice "
           "daily on 10/5."),
        ev("9300002-DS-2", "Brief Hospital Course",
           "She turns 80 next year; at that point her apixaban dose should be reduced to 2.5 mg "
           "twice daily because of her age and weight."),
    ],
)
question(
    "hw3-9300002-14", P2, [], "historical",
    "Has she ever had H. pylori?",
    "Yes. H. pylori was found on gastric biopsies in 3/2185, with her bleeding gastric ulcer. "
    "She had 14 days of bismuth quadruple therapy, and a negative stool antigen in 5/2185 "
    "confirmed eradication.",
    structure={
        "concept": "H. pylori infection", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300002-PN-1", "Path", "Gastric biopsies POSITIVE for H. pylori."),
        ev("9300002-DS-2", "Past Medical History",
           "Upper GI bleed from an NSAID and H. pylori gastric ulcer, 3/2185; H. pylori "
           "eradicated (stool antigen negative 5/2185); ulcer healed on repeat EGD 6/2185"),
    ],
)
question(
    "hw3-9300002-15", P2, [39300005], "historical",
    "Any prior stroke?",
    "Not clinically: she has never had stroke symptoms. But the head CT on 10/2/2185 showed an "
    "old left basal ganglia lacunar infarct, which was silent. There was no earlier head imaging "
    "to compare.",
    structure={"concept": "lacunar infarct", "polarity": "present", "experiencer": "patient"},
    evidence=[
        ev("9300002-RR-3", "IMPRESSION",
           "Old left basal ganglia lacunar infarct; no prior head imaging is available for "
           "comparison."),
        ev("9300002-DS-2", "Brief Hospital Course",
           "It did show an old left basal ganglia lacunar infarct; she has never had symptoms of "
           "a stroke, and she is already anticoagulated."),
    ],
    rationale="An old silent infarct on imaging, with no clinical stroke history; no status is "
    "given because the infarct is neither an active nor a resolved problem in the usual sense.",
)
question(
    "hw3-9300002-16", P2, [], "sequence",
    "Was her ulcer confirmed healed before or after the urosepsis?",
    "Before. A repeat EGD in 6/2185 showed the ulcer had healed; the E. coli urosepsis admission "
    "began on 10/2/2185.",
    structure={"order": ["gastric ulcer healed on repeat EGD", "E. coli pyelonephritis"]},
    evidence=[
        ev("9300002-PN-2", "A/P",
           "Hx gastric ulcer - healed on repeat EGD 6/2185; pantoprazole 40 mg daily continued."),
        ev("9300002-ED-2", "HPI",
           "The daughter reports urinary frequency and burning for about 4 days and right flank "
           "pain since yesterday."),
    ],
    rationale="The EGD's exact day in June is not charted, so no dates are given.",
)
question(
    "hw3-9300002-17", P2, [39300004], "sequence",
    "During the bleed admission, which was restarted first, the metoprolol or the apixaban?",
    "Metoprolol: restarted on 3/10 at 25 mg (half dose). Apixaban was resumed the next morning, "
    "3/11.",
    structure={
        "order": ["metoprolol succinate restarted", "apixaban resumed"],
        "dates": ["2185-03-10", "2185-03-11"],
    },
    evidence=[
        ev("9300002-DS-1", "Brief Hospital Course",
           "Metoprolol succinate was held on admission because of low blood pressure and "
           "restarted on 3/10 at 25 mg daily, half her home dose, with good rate control."),
        ev("9300002-DS-1", "Brief Hospital Course",
           "Apixaban was held from the morning of 3/8 and resumed at 5 mg twice daily on the "
           "morning of 3/11, about 48 hours after the EGD, with a stable hemoglobin afterwards."),
    ],
)
question(
    "hw3-9300002-18", P2, [39300004], "duration",
    "How long was her H. pylori treatment?",
    "14 days of bismuth quadruple therapy, 3/11 through 3/24/2185.",
    structure={
        "concept": "bismuth quadruple therapy", "duration": {"value": 14, "unit": "days"},
        "start": "2185-03-11", "end": "2185-03-24",
    },
    evidence=[
        ev("9300002-DS-1", "Brief Hospital Course",
           "She began bismuth quadruple therapy on 3/11 (bismuth subcitrate "
           "potassium-metronidazole-tetracycline capsules with pantoprazole) for 14 days, "
           "through 3/24."),
    ],
)
question(
    "hw3-9300002-19", P2, [39300004], "duration",
    "How long had she been taking the ibuprofen before she bled?",
    "About 3 weeks, 400 mg two to three times a day for right knee pain.",
    structure={"concept": "ibuprofen", "duration": {"value": 3, "unit": "weeks"}},
    evidence=[
        ev("9300002-ED-1", "HPI",
           "She has been taking ibuprofen 400 mg two to three times a day for about 3 weeks for "
           "a flare of right knee pain."),
    ],
)
question(
    "hw3-9300002-20", P2, [39300005], "duration",
    "Total antibiotic course for the pyelo?",
    "10 days, 10/2 through 10/11/2185: ceftriaxone 10/2-10/5, then oral cefpodoxime from 10/6.",
    structure={
        "concept": "antibiotics for pyelonephritis", "duration": {"value": 10, "unit": "days"},
        "start": "2185-10-02", "end": "2185-10-11",
    },
    evidence=[
        ev("9300002-DS-2", "Brief Hospital Course",
           "She received ceftriaxone from 10/2 through 10/5 and was switched to oral cefpodoxime "
           "on 10/6, to complete 10 days of antibiotics through 10/11."),
    ],
)
question(
    "hw3-9300002-21", P2, [39300004], "change",
    "Med changes after the GI bleed?",
    "New: pantoprazole 40 mg twice daily for 8 weeks, then daily, and bismuth subcitrate "
    "potassium-metronidazole-tetracycline through 3/24. Stopped: ibuprofen, for good. Held: "
    "amlodipine. Metoprolol succinate was decreased from 50 to 25 mg daily. Apixaban 5 mg twice "
    "daily (resumed 3/11) and acetaminophen continued.",
    structure={
        "added": ["pantoprazole", "bismuth subcitrate potassium-metronidazole-tetracycline"],
        "removed": ["ibuprofen", "amlodipine"],
        "continued": ["apixaban", "metoprolol succinate", "acetaminophen"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300002-DS-1", "Discharge Medications",
           "Pantoprazole 40 mg twice daily for 8 weeks, then 40 mg once daily (NEW)"),
        ev("9300002-DS-1", "Discharge Medications",
           "Bismuth subcitrate potassium-metronidazole-tetracycline 140 mg-125 mg-125 mg, "
           "3 capsules four times daily through 3/24 (NEW)"),
        ev("9300002-DS-1", "Discharge Medications", "Metoprolol succinate 25 mg daily (DOSE DECREASED)"),
        ev("9300002-DS-1", "Discharge Medications", "STOPPED: Ibuprofen."),
        ev("9300002-DS-1", "Discharge Medications", "HELD: Amlodipine, until your PCP visit."),
    ],
    rationale="Amlodipine was on hold at discharge, so it is listed as removed; metoprolol "
    "continued at a lower dose.",
)
question(
    "hw3-9300002-22", P2, [39300005], "change",
    "What changed on her med list when she went home after the kidney infection?",
    "Cefpodoxime was added through 10/11 and amlodipine was stopped. Apixaban 5 mg twice daily, "
    "metoprolol succinate 25 mg, pantoprazole 40 mg daily and acetaminophen continued. The "
    "quetiapine she got on two nights was inpatient only.",
    structure={
        "added": ["cefpodoxime"],
        "removed": ["amlodipine"],
        "continued": ["apixaban", "metoprolol succinate", "pantoprazole", "acetaminophen"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300002-DS-2", "Discharge Medications",
           "Cefpodoxime 200 mg by mouth twice daily through 10/11 (NEW)"),
        ev("9300002-DS-2", "Discharge Medications", "STOPPED: Amlodipine."),
        ev("9300002-PN-2", "A/P",
           "Quetiapine 12.5 mg given the nights of 10/2 and 10/3 only; do not continue."),
    ],
)
question(
    "hw3-9300002-23", P2, [39300004, 39300005], "change",
    "How has her metoprolol dose changed across her two admissions?",
    "It went from 50 mg to 25 mg of metoprolol succinate daily at the 3/2185 bleed admission: "
    "held for low blood pressure, then restarted at half dose. In 10/2185 it was held again for "
    "septic hypotension, resumed at 25 mg on 10/4, and she was discharged on 25 mg.",
    structure={
        "continued": ["metoprolol succinate"],
        "compared": ["medications on admission 3/2185", "discharge medications 10/2185"],
    },
    evidence=[
        ev("9300002-DS-1", "Brief Hospital Course",
           "Metoprolol succinate was held on admission because of low blood pressure and "
           "restarted on 3/10 at 25 mg daily, half her home dose, with good rate control."),
        ev("9300002-DS-2", "Brief Hospital Course",
           "Metoprolol succinate was held for hypotension on 10/2-10/3 and resumed at her home "
           "dose of 25 mg on 10/4."),
    ],
)

# --- patient 9300003 ------------------------------------------------------------------------

question(
    "hw3-9300003-01", P3, [39300006], "negation",
    "Did he have acute chest syndrome with the February crisis?",
    "No. His chest x-ray showed no acute chest syndrome, he was never hypoxic, and it did not "
    "develop during the stay. He had only one low-grade temperature of 37.8.",
    structure={"concept": "acute chest syndrome", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300003-RR-1", "IMPRESSION", "No radiographic evidence of acute chest syndrome."),
        ev("9300003-DS-1", "Brief Hospital Course",
           "He had no hypoxia, and no acute chest syndrome developed."),
    ],
)
question(
    "hw3-9300003-02", P3, [39300007], "negation",
    "On the CTA for his chest pain in July, was there a PE?",
    "No pulmonary embolism. The CTA on 7/21/2186 showed left lower lobe and lingular "
    "consolidation with a small left effusion, that is, acute chest syndrome.",
    structure={"concept": "pulmonary embolism", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300003-RR-3", "IMPRESSION", "No pulmonary embolism."),
        ev("9300003-RR-3", "FINDINGS", "No filling defects in the pulmonary arterial tree."),
    ],
)
question(
    "hw3-9300003-03", P3, [], "negation",
    "Has he ever had a stroke?",
    "No. He has never had a stroke, and his childhood transcranial Dopplers were normal. It is "
    "his younger sister, also HbSS, who had a stroke at age 7.",
    structure={"concept": "stroke", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300003-CN-1", "History", "He has never had a stroke."),
        ev("9300003-ED-1", "PMH", "No history of stroke; childhood TCDs normal."),
    ],
    rationale="The stroke in the chart belongs to his sister.",
)
question(
    "hw3-9300003-04", P3, [39300006], "negation",
    "Any priapism with this crisis?",
    "No, he denied priapism.",
    structure={"concept": "priapism", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9300003-ED-1", "HPI", "No priapism.")],
)
question(
    "hw3-9300003-05", P3, [39300007], "uncertainty",
    "Was his acute chest syndrome infectious?",
    "Undetermined. The acute chest syndrome itself was definite, but imaging cannot "
    "distinguish infection from infarction, and the team could not say whether it was "
    "infection, infarction or both. He was treated empirically with ceftriaxone and "
    "azithromycin. Blood cultures, Mycoplasma PCR and the viral panel were negative.",
    structure={
        "concept": "acute chest syndrome", "polarity": "present", "experiencer": "patient",
        "cause": "infection", "cause_polarity": "possible",
    },
    evidence=[
        ev("9300003-RR-3", "IMPRESSION",
           "Infection and infarction cannot be distinguished by imaging."),
        ev("9300003-DS-2", "Brief Hospital Course",
           "Whether this was infection, infarction, or both could not be determined; he was "
           "treated empirically with ceftriaxone and azithromycin for 5 days (7/21-7/25)."),
    ],
)
question(
    "hw3-9300003-06", P3, [39300007], "uncertainty",
    "What did the admission chest x-ray in July show at the left base?",
    "An equivocal finding: a subtle left basilar opacity, read as atelectasis versus early "
    "consolidation, and early acute chest syndrome could not be excluded. By the next afternoon "
    "he had definite left lower lobe consolidation on CTA.",
    structure={
        "concept": "left lower lobe consolidation", "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev("9300003-RR-2", "IMPRESSION",
           "Subtle left basilar opacity, atelectasis versus early consolidation."),
        ev("9300003-ED-2", "MDM",
           "Early ACS can't be excluded (rib pain, crackles, T 37.9, equivocal CXR)."),
    ],
)
question(
    "hw3-9300003-07", P3, [], "family_history",
    "Anyone else in the family with sickle cell disease?",
    "Yes, his younger sister has HbSS; she had an ischemic stroke at 7 and is on chronic "
    "transfusions. Both parents carry sickle cell trait, and his older brother does not have "
    "the disease.",
    structure={
        "concept": "sickle cell disease", "polarity": "present", "experiencer": "family",
        "relative": "sister",
    },
    evidence=[
        ev("9300003-CN-1", "Family history",
           "His younger sister also has HbSS and had an ischemic stroke at age 7; she is on "
           "chronic transfusions."),
        ev("9300003-CN-1", "Family history", "Both parents carry sickle cell trait."),
    ],
)
question(
    "hw3-9300003-08", P3, [], "family_history",
    "Family history of blood clots?",
    "None: no family history of venous thromboembolism.",
    structure={
        "concept": "venous thromboembolism", "polarity": "absent", "experiencer": "family",
    },
    evidence=[
        ev("9300003-CN-1", "Family history", "No family history of venous thromboembolism."),
        ev("9300003-DS-2", "Family History", "No family history of blood clots."),
    ],
)
question(
    "hw3-9300003-09", P3, [], "family_history",
    "Does his brother have sickle cell too?",
    "No, his older brother does not have sickle cell disease. (His sister does.)",
    structure={
        "concept": "sickle cell disease", "polarity": "absent", "experiencer": "family",
        "relative": "brother",
    },
    evidence=[
        ev("9300003-CN-1", "Family history",
           "His older brother does not have sickle cell disease."),
    ],
)
question(
    "hw3-9300003-10", P3, [39300007], "conditional",
    "What happens if his counts drop on the higher hydroxyurea dose?",
    "If the CBC in 2 weeks shows an ANC below 2,000 or platelets below 80,000, he should hold "
    "hydroxyurea and call the hematology clinic.",
    structure={
        "concept": "hydroxyurea", "polarity": "conditional", "experiencer": "patient",
        "condition": "ANC below 2,000 or platelets below 80,000",
        "action": "hold hydroxyurea and call the hematology clinic",
    },
    evidence=[
        ev("9300003-DS-2", "Brief Hospital Course",
           "If the ANC is below 2,000 or platelets below 80,000, he should hold hydroxyurea and "
           "call the hematology clinic."),
    ],
)
question(
    "hw3-9300003-11", P3, [39300006], "conditional",
    "In February, what was the plan if he spiked a fever?",
    "If his temperature reached 38.3 or higher, or he had new hypoxia or chest pain, the team "
    "would get a chest x-ray and blood cultures and start ceftriaxone and azithromycin. It was "
    "not needed: his only temperature was 37.8, and no antibiotics were given.",
    structure={
        "concept": "acute chest syndrome", "polarity": "conditional", "experiencer": "patient",
        "condition": "temperature 38.3 or higher, new hypoxia or chest pain",
        "action": "chest x-ray, blood cultures, start ceftriaxone and azithromycin",
    },
    evidence=[
        ev("9300003-PN-1", "A/P",
           "If T >= 38.3 or new hypoxia or chest pain -> CXR, blood cx, start ceftriaxone + "
           "azithromycin."),
    ],
)
question(
    "hw3-9300003-12", P3, [39300007], "conditional",
    "Would he have gone to exchange transfusion?",
    "Only if his hypoxia worsened (needing more than 4 L, or SpO2 below 90% on oxygen) or his "
    "hemoglobin did not rise after the simple transfusion. Neither happened, and exchange was "
    "not needed.",
    structure={
        "concept": "red cell exchange", "polarity": "conditional", "experiencer": "patient",
        "condition": "worsening hypoxia (more than 4 L or SpO2 below 90% on oxygen) or no rise "
        "in hemoglobin",
        "action": "red cell exchange by apheresis",
    },
    evidence=[
        ev("9300003-PN-2", "A/P",
           "If hypoxia worsens (needs more than 4 L or SpO2 < 90% on O2) or Hgb does not rise, "
           "heme will do red cell exchange by apheresis."),
        ev("9300003-DS-2", "Brief Hospital Course", "Red cell exchange was not needed."),
    ],
)
question(
    "hw3-9300003-13", P3, [], "current_state",
    "What dose of hydroxyurea is he on now?",
    "1500 mg daily, increased from 1000 mg at his 7/27/2186 discharge.",
    structure={
        "concept": "hydroxyurea", "polarity": "present", "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9300003-DS-2", "Discharge Medications", "Hydroxyurea 1500 mg daily (DOSE INCREASED)"),
    ],
)
question(
    "hw3-9300003-14", P3, [39300007], "historical",
    "Before this July episode, had he ever had acute chest syndrome?",
    "Yes, twice in childhood, at ages 6 and 11. He had none after age 11 until this episode.",
    structure={
        "concept": "acute chest syndrome", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300003-ED-1", "PMH", "Acute chest syndrome x2 in childhood (ages 6 and 11)."),
        ev("9300003-CN-1", "History", "He has had no acute chest syndrome since age 11."),
    ],
)
question(
    "hw3-9300003-15", P3, [], "historical",
    "Has he had his gallbladder out?",
    "Yes, a cholecystectomy at age 16; surgical clips are visible on his chest x-ray.",
    structure={"concept": "cholecystectomy", "polarity": "present", "experiencer": "patient"},
    evidence=[
        ev("9300003-ED-1", "PMH", "Cholecystectomy at 16."),
        ev("9300003-RR-1", "FINDINGS", "Surgical clips in the right upper quadrant."),
    ],
)
question(
    "hw3-9300003-16", P3, [39300007], "sequence",
    "Did antibiotics start before or after the transfusion in July?",
    "Before. Ceftriaxone and azithromycin were started on the afternoon of 7/21, when the acute "
    "chest syndrome declared itself, and the 2-unit simple transfusion was given on 7/22.",
    structure={
        "order": ["ceftriaxone and azithromycin", "red cell transfusion"],
        "dates": ["2186-07-21", "2186-07-22"],
    },
    evidence=[
        ev("9300003-NN-1", "ID",
           "Ceftriaxone 1 g IV hung 1410, azithromycin 500 mg IV hung 1445."),
        ev("9300003-DS-2", "Brief Hospital Course",
           "With a hemoglobin of 6.6 he received a simple transfusion of 2 units on 7/22, after "
           "which his oxygen requirement fell."),
    ],
)
question(
    "hw3-9300003-17", P3, [], "sequence",
    "Walk me through his hydroxyurea this year: when did he stop it, restart it and go up on it?",
    "He stopped taking it about two months before the 2/11/2186 crisis (around 12/2185), when "
    "the prescription lapsed. It was restarted at 1000 mg on 2/12/2186, during that admission, "
    "and increased to 1500 mg at the 7/27/2186 discharge after the acute chest syndrome.",
    structure={
        "order": [
            "hydroxyurea stopped", "vaso-occlusive crisis", "hydroxyurea restarted",
            "hydroxyurea increased to 1500 mg",
        ],
    },
    evidence=[
        ev("9300003-ED-1", "HPI",
           "He stopped taking hydroxyurea about 2 months ago, when the prescription ran out and "
           "he \"didn't get around to\" refilling it."),
        ev("9300003-DS-1", "Brief Hospital Course", "Hydroxyurea 1000 mg daily was restarted on 2/12."),
        ev("9300003-DS-2", "Brief Hospital Course",
           "Hematology increased his hydroxyurea from 1000 mg to 1500 mg daily at discharge."),
    ],
    rationale="The day he stopped is only known as about two months before admission, so no "
    "dates are given.",
)
question(
    "hw3-9300003-18", P3, [39300007], "duration",
    "How long was he on oxygen in July?",
    "About 3 days: from the afternoon of 7/21 (hypoxia to 89%) until the morning of 7/24 at "
    "08:00.",
    structure={
        "concept": "supplemental oxygen", "duration": {"value": 3, "unit": "days"},
        "start": "2186-07-21", "end": "2186-07-24",
    },
    evidence=[
        ev("9300003-DS-2", "Brief Hospital Course",
           "He needed supplemental oxygen from 7/21 until the morning of 7/24."),
        ev("9300003-PN-3", "O", "Off O2 since 7/24 08:00."),
    ],
)
question(
    "hw3-9300003-19", P3, [39300006], "duration",
    "How long had he been off hydroxyurea when he came in in February?",
    "About two months.",
    structure={"concept": "hydroxyurea nonadherence", "duration": {"value": 2, "unit": "months"}},
    evidence=[
        ev("9300003-CN-1", "History",
           "He took hydroxyurea 1000 mg daily (about 15 mg/kg) from 2183 until roughly two "
           "months ago, when he let the prescription lapse."),
    ],
)
question(
    "hw3-9300003-20", P3, [39300007], "duration",
    "How long did he get antibiotics for the chest syndrome?",
    "5 days of ceftriaxone and azithromycin, 7/21 through 7/25/2186.",
    structure={
        "concept": "ceftriaxone and azithromycin", "duration": {"value": 5, "unit": "days"},
        "start": "2186-07-21", "end": "2186-07-25",
    },
    evidence=[
        ev("9300003-PN-2", "A/P",
           "ACS - ceftriaxone 1 g daily + azithromycin 500 mg daily, 5 days (7/21-7/25)."),
        ev("9300003-PN-3", "A/P",
           "Ceftriaxone + azithromycin day 5/5 today, then stop."),
    ],
)
question(
    "hw3-9300003-21", P3, [39300007], "change",
    "What changed on his med list after the chest crisis?",
    "Hydroxyurea was increased from 1000 mg to 1500 mg daily, and cholecalciferol 50,000 units "
    "weekly for 8 weeks was added for vitamin D deficiency. Folic acid, oxycodone as needed, "
    "acetaminophen and senna continued.",
    structure={
        "added": ["cholecalciferol"],
        "removed": [],
        "continued": ["hydroxyurea", "folic acid", "oxycodone", "acetaminophen", "senna"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300003-DS-2", "Discharge Medications", "Hydroxyurea 1500 mg daily (DOSE INCREASED)"),
        ev("9300003-DS-2", "Discharge Medications",
           "Cholecalciferol 50,000 units once weekly for 8 weeks (NEW)"),
    ],
)
question(
    "hw3-9300003-22", P3, [39300006], "change",
    "February: home meds versus discharge meds?",
    "Hydroxyurea 1000 mg daily was restarted (it was on his list, but he had not taken it for "
    "two months), and acetaminophen and senna were added. Folic acid and oxycodone as needed "
    "continued. The PCA, ketorolac and IV fluids were inpatient only.",
    structure={
        "added": ["acetaminophen", "senna"],
        "removed": [],
        "continued": ["hydroxyurea", "folic acid", "oxycodone"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300003-DS-1", "Discharge Medications", "Hydroxyurea 1000 mg daily (RESTARTED)"),
        ev("9300003-DS-1", "Discharge Medications",
           "Acetaminophen 1000 mg every 8 hours as needed for pain (NEW)"),
        ev("9300003-DS-1", "Discharge Medications",
           "Senna 8.6 mg twice daily as needed for constipation (NEW)"),
    ],
)

# --- patient 9300004 ------------------------------------------------------------------------

question(
    "hw3-9300004-01", P4, [39300008], "negation",
    "Any necrosis on the CT when she came in with the pancreatitis?",
    "No. The CT showed acute interstitial edematous pancreatitis with homogeneous enhancement, no "
    "necrosis and no organized collection.",
    structure={"concept": "pancreatic necrosis", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300004-RR-1", "IMPRESSION", "No necrosis."),
        ev("9300004-RR-1", "FINDINGS",
           "The pancreas enhances homogeneously; there is no area of non-enhancement to suggest "
           "necrosis."),
    ],
)
question(
    "hw3-9300004-02", P4, [39300009], "negation",
    "Clot in the left leg as well?",
    "No. The duplex found DVT only on the right (popliteal and posterior tibial veins); the left "
    "leg veins were fully compressible.",
    structure={"concept": "left leg deep vein thrombosis", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9300004-RR-4", "IMPRESSION", "No deep vein thrombosis in the left leg.")],
)
question(
    "hw3-9300004-03", P4, [39300008], "negation",
    "Did she have cholangitis with the duct stone?",
    "No. She was afebrile without rigors, cholangitis was not suspected, and she received no "
    "antibiotics.",
    structure={"concept": "cholangitis", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300004-PN-1", "A/P", "Cholangitis - no: afebrile, no rigors."),
        ev("9300004-DS-1", "Brief Hospital Course",
           "She did not have cholangitis and received no antibiotics."),
    ],
)
question(
    "hw3-9300004-04", P4, [39300009], "negation",
    "Any right heart strain with the PE?",
    "No. The CT showed an RV/LV ratio of 0.8 with no septal bowing, and the echo showed normal "
    "right ventricular size and function. Troponin and BNP were normal.",
    structure={"concept": "right heart strain", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300004-RR-3", "IMPRESSION", "No CT evidence of right heart strain."),
        ev("9300004-PN-3", "Data",
           "The echocardiogram shows normal right ventricular size and function, an LVEF of 60% "
           "and no pericardial effusion."),
    ],
)
question(
    "hw3-9300004-05", P4, [39300008], "uncertainty",
    "On the CT for her abdominal pain, was there a stone in the bile duct?",
    "The CT could not say. The common bile duct was dilated to 9 mm and a distal stone could not "
    "be excluded, since CT is insensitive for small stones. The MRCP the next morning showed a "
    "6 mm distal common bile duct stone, which was removed at ERCP on 5/5.",
    structure={
        "concept": "common bile duct stone", "polarity": "possible", "experiencer": "patient",
    },
    evidence=[
        ev("9300004-RR-1", "IMPRESSION",
           "Common bile duct dilated to 9 mm; a distal common bile duct stone cannot be "
           "excluded."),
        ev("9300004-RR-2", "IMPRESSION",
           "6 mm distal common bile duct stone with mild upstream biliary dilation."),
    ],
    rationale="Polarity is the CT's, as asked; the MRCP later confirmed the stone.",
)
question(
    "hw3-9300004-06", P4, [39300009], "uncertainty",
    "The wedge-shaped opacity on her CTA, is that a pneumonia?",
    "Probably not. It was read as a possible pulmonary infarct, with pneumonia less likely. The "
    "attending thought it most likely a small infarct explaining the pleuritic pain and the "
    "blood-streaked sputum, and it was not treated with antibiotics.",
    structure={"concept": "pulmonary infarction", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9300004-RR-3", "IMPRESSION",
           "Peripheral wedge-shaped right lower lobe opacity, which may represent pulmonary "
           "infarction; pneumonia is less likely."),
        ev("9300004-PN-3", "Assessment and Plan",
           "The wedge-shaped opacity is most likely a small pulmonary infarct, which would "
           "explain the pleuritic pain and the blood-streaked sputum, and I am not treating it "
           "as pneumonia."),
    ],
)
question(
    "hw3-9300004-07", P4, [], "family_history",
    "Anyone in her family with clots?",
    "Yes, her sister had a DVT in her leg after a long flight, at 45. No other family history of "
    "clots is recorded.",
    structure={
        "concept": "deep vein thrombosis", "polarity": "present", "experiencer": "family",
        "relative": "sister",
    },
    evidence=[
        ev("9300004-DS-1", "Family History",
           "Her sister had a blood clot in her leg (DVT) after a long flight at 45."),
        ev("9300004-DS-2", "Family History",
           "No other family history of blood clots, and no family history of cancer."),
    ],
)
question(
    "hw3-9300004-08", P4, [], "family_history",
    "Pancreatic cancer in the family?",
    "No. There is no family history of pancreatitis or pancreatic cancer.",
    structure={"concept": "pancreatic cancer", "polarity": "absent", "experiencer": "family"},
    evidence=[
        ev("9300004-DS-1", "Family History",
           "No family history of pancreatitis or pancreatic cancer."),
    ],
)
question(
    "hw3-9300004-09", P4, [], "family_history",
    "Did her mom have gallbladder trouble too?",
    "Yes. Her mother had gallstones and had her gallbladder removed in her 50s.",
    structure={
        "concept": "gallstones", "polarity": "present", "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev("9300004-DS-1", "Family History",
           "Her mother had gallstones and had her gallbladder removed in her 50s."),
    ],
)
question(
    "hw3-9300004-10", P4, [39300009], "conditional",
    "Does she need lifelong anticoagulation?",
    "Not necessarily. She needs at least three months, to about 10/17/2187. If the estrogen and "
    "the trip were her only risk factors, anticoagulation can likely stop at three months; a "
    "second, unprovoked clot would mean indefinite anticoagulation. Hematology will decide in "
    "October.",
    structure={
        "concept": "anticoagulation", "polarity": "conditional", "experiencer": "patient",
        "condition": "estrogen and travel were her only risk factors",
        "action": "stop anticoagulation at three months",
    },
    evidence=[
        ev("9300004-PN-3", "Assessment and Plan",
           "If the estrogen and the trip turn out to have been her only risk factors, "
           "anticoagulation can likely stop at three months; a second, unprovoked clot would "
           "mean indefinite anticoagulation."),
        ev("9300004-DS-2", "Brief Hospital Course",
           "The plan is at least three months of anticoagulation, until about 10/17/2187; she "
           "will see hematology in October to decide whether to stop."),
    ],
)
question(
    "hw3-9300004-11", P4, [39300008], "conditional",
    "After the ERCP, when should GI be called back?",
    "If she developed worsening abdominal pain, fever or a rising bilirubin.",
    structure={
        "concept": "post-ERCP complication", "polarity": "conditional", "experiencer": "patient",
        "condition": "worsening abdominal pain, fever or rising bilirubin",
        "action": "call GI",
    },
    evidence=[
        ev("9300004-CN-1", "Recommendations",
           "If she develops worsening abdominal pain, fever or a rising bilirubin, call GI."),
    ],
)
question(
    "hw3-9300004-12", P4, [], "current_state",
    "Is she still on hormone therapy?",
    "No. Estradiol-norethindrone was stopped permanently on 7/17/2187 because of the provoked "
    "PE, and estrogen should not be restarted. Her gynecologist can offer non-hormonal options.",
    structure={
        "concept": "estradiol-norethindrone", "polarity": "absent", "experiencer": "patient",
    },
    evidence=[
        ev("9300004-DS-2", "Brief Hospital Course",
           "Estradiol-norethindrone was stopped permanently."),
        ev("9300004-PN-3", "Assessment and Plan",
           "We stopped her estradiol-norethindrone, and she understands that estrogen should "
           "not be restarted."),
    ],
    rationale="She chose to continue it after the pancreatitis in 5/2187; it was stopped at the "
    "PE admission.",
)
question(
    "hw3-9300004-13", P4, [], "current_state",
    "Is she anticoagulated right now, and with what?",
    "Yes, apixaban: 10 mg twice daily from 7/17 through 7/23/2187, then 5 mg twice daily from "
    "7/24, planned for at least three months.",
    structure={
        "concept": "apixaban", "polarity": "present", "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9300004-DS-2", "Discharge Medications",
           "Apixaban 10 mg twice daily through 7/23, then 5 mg twice daily starting 7/24 (NEW)"),
    ],
)
question(
    "hw3-9300004-14", P4, [39300009], "historical",
    "Has she had pancreatitis before?",
    "Yes. She had acute gallstone pancreatitis with a common bile duct stone in 5/2187, treated "
    "with ERCP and sphincterotomy on 5/5 and laparoscopic cholecystectomy on 5/7. It resolved.",
    structure={
        "concept": "acute pancreatitis", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300004-DS-2", "Past Medical History",
           "Acute gallstone pancreatitis with choledocholithiasis, 5/2187: ERCP with "
           "sphincterotomy 5/5, laparoscopic cholecystectomy 5/7"),
    ],
)
question(
    "hw3-9300004-15", P4, [], "sequence",
    "Put these in order: ERCP, cholecystectomy, the long drive, the PE diagnosis.",
    "ERCP on 5/5/2187, laparoscopic cholecystectomy on 5/7/2187, the 14-hour drive ending on "
    "7/12/2187, and the PE diagnosed on CTA on 7/16/2187.",
    structure={
        "order": ["ERCP", "laparoscopic cholecystectomy", "long car trip", "pulmonary embolism"],
        "dates": ["2187-05-05", "2187-05-07", "2187-07-12", "2187-07-16"],
    },
    evidence=[
        ev("9300004-DS-2", "Past Medical History",
           "Acute gallstone pancreatitis with choledocholithiasis, 5/2187: ERCP with "
           "sphincterotomy 5/5, laparoscopic cholecystectomy 5/7"),
        ev("9300004-DS-2", "History of Present Illness",
           "She had driven 14 hours with few stops, arriving on 7/12, and her right calf began to "
           "ache on 7/13."),
        ev("9300004-RR-3", "IMPRESSION",
           "Acute right lower lobe segmental and subsegmental pulmonary emboli."),
    ],
)
question(
    "hw3-9300004-16", P4, [39300009], "sequence",
    "Which started first, the calf pain or the chest pain?",
    "The calf pain: her right calf began aching on 7/13, and the chest pain started the next "
    "day, 7/14.",
    structure={"order": ["right calf pain", "pleuritic chest pain"], "dates": ["2187-07-13", "2187-07-14"]},
    evidence=[
        ev("9300004-ED-2", "HPI", "R calf ache since 7/13, thought it was a cramp."),
        ev("9300004-ED-2", "HPI", "Chest pain started the next day, 7/14."),
    ],
)
question(
    "hw3-9300004-17", P4, [39300009], "duration",
    "How long was she on the heparin drip?",
    "About 12 hours: from 21:50 on 7/16 until she was switched to apixaban at 10:15 on 7/17.",
    structure={
        "concept": "heparin infusion", "duration": {"value": 12, "unit": "hours"},
        "start": "2187-07-16", "end": "2187-07-17",
    },
    evidence=[
        ev("9300004-DS-2", "Brief Hospital Course",
           "She was started on a heparin infusion in the ED at 21:50 on 7/16, which was changed "
           "to apixaban at 10:15 on 7/17, about 12 hours later."),
    ],
)
question(
    "hw3-9300004-18", P4, [39300009], "duration",
    "How long does she stay on the 10 mg apixaban dose?",
    "7 days, 7/17 through 7/23/2187, then 5 mg twice daily from 7/24.",
    structure={
        "concept": "apixaban 10 mg twice daily", "duration": {"value": 7, "unit": "days"},
        "start": "2187-07-17", "end": "2187-07-23",
    },
    evidence=[
        ev("9300004-DS-2", "Brief Hospital Course",
           "She takes apixaban 10 mg twice daily for 7 days (7/17-7/23), then 5 mg twice daily "
           "from 7/24."),
    ],
)
question(
    "hw3-9300004-19", P4, [39300008], "duration",
    "How long did she need the PCA for the pancreatitis?",
    "2 days of hydromorphone PCA.",
    structure={"concept": "hydromorphone PCA", "duration": {"value": 2, "unit": "days"}},
    evidence=[
        ev("9300004-DS-1", "Brief Hospital Course",
           "She was treated with IV lactated Ringer's, a hydromorphone PCA for 2 days and early "
           "oral feeding, and tolerated a low-fat diet by 5/4."),
    ],
)
question(
    "hw3-9300004-20", P4, [39300009], "change",
    "What changed in her meds with the PE?",
    "Apixaban was started (10 mg twice daily for 7 days, then 5 mg twice daily) and "
    "estradiol-norethindrone was stopped permanently. Levothyroxine and acetaminophen as needed "
    "continued. The heparin infusion was inpatient only.",
    structure={
        "added": ["apixaban"],
        "removed": ["estradiol-norethindrone"],
        "continued": ["levothyroxine", "acetaminophen"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300004-DS-2", "Discharge Medications",
           "Apixaban 10 mg twice daily through 7/23, then 5 mg twice daily starting 7/24 (NEW)"),
        ev("9300004-DS-2", "Discharge Medications",
           "STOPPED: Estradiol-norethindrone acetate."),
    ],
)
question(
    "hw3-9300004-21", P4, [39300008], "change",
    "Any med changes after the pancreatitis admission?",
    "Only short-term additions after surgery: oxycodone as needed (10 tablets), acetaminophen "
    "and docusate. Nothing was stopped. Levothyroxine and estradiol-norethindrone continued; she "
    "chose to keep the hormone therapy after a discussion of its risks.",
    structure={
        "added": ["oxycodone", "acetaminophen", "docusate"],
        "removed": [],
        "continued": ["levothyroxine", "estradiol-norethindrone"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300004-DS-1", "Discharge Medications",
           "Oxycodone 5 mg every 6 hours as needed for severe pain, 10 tablets (NEW)"),
        ev("9300004-DS-1", "Brief Hospital Course",
           "She preferred to continue estradiol-norethindrone for her hot flashes and will "
           "revisit this with her gynecologist."),
    ],
)

# --- patient 9300005 ------------------------------------------------------------------------

question(
    "hw3-9300005-01", P5, [39300010], "negation",
    "Any abscess on the foot MRI in August?",
    "No. The MRI showed cellulitis with no rim-enhancing collection, so no abscess.",
    structure={"concept": "abscess", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300005-RR-2", "IMPRESSION", "No abscess."),
        ev("9300005-RR-2", "FINDINGS",
           "There is no rim-enhancing fluid collection to suggest an abscess."),
    ],
)
question(
    "hw3-9300005-02", P5, [39300011], "negation",
    "Before the amputation, did he have PAD that needed a vascular workup?",
    "No. The arterial studies were normal (right ABI 1.04, TBI 0.71, triphasic waveforms), with "
    "no evidence of peripheral arterial disease, so no vascular evaluation was needed.",
    structure={
        "concept": "peripheral arterial disease", "polarity": "absent", "experiencer": "patient",
    },
    evidence=[
        ev("9300005-RR-4", "IMPRESSION",
           "No evidence of peripheral arterial disease; perfusion is adequate for healing."),
        ev("9300005-DS-2", "Brief Hospital Course",
           "His arterial studies were normal, so no vascular evaluation is needed."),
    ],
)
question(
    "hw3-9300005-03", P5, [39300010], "negation",
    "Any gas on the foot film when he first came in?",
    "No soft tissue gas on the 8/22/2188 foot x-ray, and no crepitus on exam.",
    structure={"concept": "soft tissue gas", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300005-RR-1", "FINDINGS", "No soft tissue gas."),
        ev("9300005-ED-1", "Exam", "No crepitus."),
    ],
)
question(
    "hw3-9300005-04", P5, [39300010], "uncertainty",
    "At the first admission, did he have osteomyelitis?",
    "Possibly; it was not established. The MRI showed marrow edema in the 2nd metatarsal head "
    "without T1 change, favored as reactive osteitis, and early osteomyelitis could not be "
    "excluded. The probe did not reach bone, and it was treated as a soft tissue infection. In "
    "retrospect, ID in November thought it was probably early osteomyelitis.",
    structure={"concept": "osteomyelitis", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9300005-RR-2", "IMPRESSION",
           "Marrow edema in the 2nd metatarsal head without T1 signal change, favored to be "
           "reactive osteitis; early osteomyelitis cannot be excluded."),
        ev("9300005-DS-1", "Brief Hospital Course",
           "The MRI showed marrow edema without T1 change, which the radiologist favored as "
           "reactive but could not call osteomyelitis or exclude it."),
        ev("9300005-CN-2", "Assessment",
           "In retrospect, the marrow edema on the August MRI was probably early osteomyelitis."),
    ],
)
question(
    "hw3-9300005-05", P5, [], "family_history",
    "Anybody in his family lose a leg?",
    "Yes. His father, who had type 2 diabetes, had a below-the-knee amputation of the left leg "
    "in his 70s after a foot infection; he died at 78 of kidney failure.",
    structure={
        "concept": "below-the-knee amputation", "polarity": "present", "experiencer": "family",
        "relative": "father",
    },
    evidence=[
        ev("9300005-DS-1", "Family History",
           "His father had type 2 diabetes and had a below-the-knee amputation of the left leg "
           "in his 70s after a foot infection; he died at 78 of kidney failure."),
    ],
)
question(
    "hw3-9300005-06", P5, [], "family_history",
    "Any early heart attacks in the family?",
    "No family history of early heart attack is recorded.",
    structure={"concept": "early myocardial infarction", "polarity": "absent", "experiencer": "family"},
    evidence=[ev("9300005-DS-1", "Family History", "No family history of early heart attack.")],
)
question(
    "hw3-9300005-07", P5, [], "family_history",
    "Is his mother diabetic as well?",
    "Yes, his mother has type 2 diabetes, and hypertension.",
    structure={
        "concept": "type 2 diabetes", "polarity": "present", "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev("9300005-DS-1", "Family History", "His mother has type 2 diabetes and hypertension."),
    ],
)
question(
    "hw3-9300005-08", P5, [39300011], "conditional",
    "If the bone margin had been positive, how long would he have needed antibiotics?",
    "Six weeks in total, which would have needed a PICC line. The margin was clean, so he "
    "needed only 2 weeks after surgery.",
    structure={
        "concept": "antibiotic duration", "polarity": "conditional", "experiencer": "patient",
        "condition": "proximal bone margin shows residual osteomyelitis",
        "action": "treat for 6 weeks with a PICC line",
    },
    evidence=[
        ev("9300005-CN-2", "Recommendations",
           "If the proximal margin shows residual osteomyelitis, treat for 6 weeks in total, "
           "which would need a PICC line."),
        ev("9300005-CN-2", "Recommendations",
           "If the proximal margin is clean on pathology, treat for 2 weeks after surgery for "
           "residual soft tissue infection, with oral cephalexin once he leaves the hospital."),
    ],
)
question(
    "hw3-9300005-09", P5, [39300010], "conditional",
    "What did podiatry want done if the ulcer didn't heal?",
    "If the ulcer was not improving in 4 weeks, or if it probed to bone, repeat the MRI and "
    "consider a bone biopsy.",
    structure={
        "concept": "plantar ulcer", "polarity": "conditional", "experiencer": "patient",
        "condition": "ulcer not improving in 4 weeks or probing to bone",
        "action": "repeat MRI and consider bone biopsy",
    },
    evidence=[
        ev("9300005-CN-1", "Recommendations",
           "If the ulcer is not improving in 4 weeks or probes to bone, repeat the MRI and "
           "consider a bone biopsy."),
    ],
)
question(
    "hw3-9300005-10", P5, [], "current_state",
    "What's his glargine dose now?",
    "24 units at bedtime. It was lowered from 28 units after an asymptomatic glucose of 58 on "
    "11/8/2188.",
    structure={
        "concept": "insulin glargine", "polarity": "present", "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9300005-DS-2", "Discharge Medications",
           "Insulin glargine 24 units at bedtime (DOSE DECREASED)"),
    ],
)
question(
    "hw3-9300005-11", P5, [39300011], "current_state",
    "After the ray resection, is there still infected bone in his foot?",
    "No. The proximal bone margin was negative for osteomyelitis, so all the infected bone was "
    "removed. He is on 2 weeks of antibiotics only for the remaining soft tissue infection.",
    structure={
        "concept": "osteomyelitis", "polarity": "absent", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300005-PN-2", "Path", "Proximal margin: viable bone, NEGATIVE for osteomyelitis."),
        ev("9300005-DS-2", "Brief Hospital Course",
           "The bone grew MSSA, and the proximal margin was clean on pathology, so all of the "
           "infected bone was removed."),
    ],
)
question(
    "hw3-9300005-12", P5, [39300011], "historical",
    "Had he had a foot infection before this one?",
    "Yes. In 8/2188 he had cellulitis of the same right forefoot around the plantar ulcer, "
    "growing MSSA and group B Streptococcus, treated with 14 days of antibiotics. It resolved, "
    "but the ulcer later reopened.",
    structure={
        "concept": "diabetic foot infection", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300005-DS-2", "Past Medical History",
           "Right diabetic foot infection with cellulitis (MSSA, group B Streptococcus), 8/2188, "
           "treated with 14 days of antibiotics"),
    ],
)
question(
    "hw3-9300005-13", P5, [], "sequence",
    "Give me the timeline of his foot: the cellulitis, the end of antibiotics, the amputation.",
    "Cellulitis admission 8/22/2188; antibiotics finished 9/4/2188; the ulcer was smaller "
    "(1.0 cm) on 9/20 and then reopened; partial 2nd ray amputation 11/7/2188.",
    structure={
        "order": [
            "cellulitis admission", "completion of antibiotics", "partial 2nd ray amputation",
        ],
        "dates": ["2188-08-22", "2188-09-04", "2188-11-07"],
    },
    evidence=[
        ev("9300005-DS-1", "Brief Hospital Course",
           "Vancomycin was stopped on 8/24, and on 8/25 he was switched to oral cephalexin, to "
           "complete 14 days of antibiotics from 8/22 through 9/4."),
        ev("9300005-DS-2", "Brief Hospital Course",
           "Podiatry performed a partial 2nd ray amputation on 11/7."),
    ],
)
question(
    "hw3-9300005-14", P5, [39300011], "sequence",
    "The low sugar, was that before or after his surgery?",
    "After. The partial ray amputation was on 11/7; the glucose of 58 was at 02:00 on 11/8.",
    structure={
        "order": ["partial 2nd ray amputation", "hypoglycemia"],
        "dates": ["2188-11-07", "2188-11-08"],
    },
    evidence=[
        ev("9300005-PN-2", "Events", "11/7 R partial 2nd ray amputation (podiatry)."),
        ev("9300005-PN-2", "Events",
           "11/8 02:00 BG 58, asymptomatic, treated with juice, recheck 112."),
    ],
)
question(
    "hw3-9300005-15", P5, [39300010], "duration",
    "How long had the ulcer been there before he came in?",
    "About three weeks. It was painless because of his neuropathy.",
    structure={"concept": "plantar ulcer", "duration": {"value": 3, "unit": "weeks"}},
    evidence=[
        ev("9300005-ED-1", "HPI",
           "He noticed a sore on the bottom of his right foot about three weeks ago after "
           "walking barefoot on the beach; because of his neuropathy it did not hurt, and he "
           "kept it covered with a bandage."),
    ],
)
question(
    "hw3-9300005-16", P5, [39300010], "duration",
    "How long were the antibiotics for the cellulitis?",
    "14 days, 8/22 through 9/4/2188: vancomycin and ampicillin-sulbactam IV, then oral "
    "cephalexin from 8/25.",
    structure={
        "concept": "antibiotics for cellulitis", "duration": {"value": 14, "unit": "days"},
        "start": "2188-08-22", "end": "2188-09-04",
    },
    evidence=[
        ev("9300005-DS-1", "Brief Hospital Course",
           "Vancomycin was stopped on 8/24, and on 8/25 he was switched to oral cephalexin, to "
           "complete 14 days of antibiotics from 8/22 through 9/4."),
    ],
)
question(
    "hw3-9300005-17", P5, [39300011], "duration",
    "How long is he on antibiotics after the amputation?",
    "2 weeks after surgery, 11/7 through 11/21/2188: cefazolin in hospital, then oral "
    "cephalexin.",
    structure={
        "concept": "post-operative antibiotics", "duration": {"value": 2, "unit": "weeks"},
        "start": "2188-11-07", "end": "2188-11-21",
    },
    evidence=[
        ev("9300005-DS-2", "Brief Hospital Course",
           "Per infectious disease, he needs 2 weeks of antibiotics after surgery for the "
           "remaining soft tissue infection, through 11/21, and he was discharged on oral "
           "cephalexin."),
    ],
)
question(
    "hw3-9300005-18", P5, [39300010], "change",
    "In August, what did we change on his diabetes and cholesterol meds?",
    "Glargine was increased from 20 to 28 units at bedtime and atorvastatin from 20 to 40 mg. "
    "Metformin was unchanged. Cephalexin was added through 9/4, and lisinopril and gabapentin "
    "continued.",
    structure={
        "added": ["cephalexin"],
        "removed": [],
        "continued": ["insulin glargine", "metformin", "atorvastatin", "lisinopril", "gabapentin"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300005-DS-1", "Discharge Medications",
           "Insulin glargine 28 units at bedtime (DOSE INCREASED)"),
        ev("9300005-DS-1", "Discharge Medications", "Atorvastatin 40 mg daily (DOSE INCREASED)"),
        ev("9300005-DS-1", "Discharge Medications",
           "Cephalexin 500 mg by mouth four times daily through 9/4 (NEW)"),
    ],
)
question(
    "hw3-9300005-19", P5, [39300011], "change",
    "What's different on his discharge list after the amputation?",
    "New: cephalexin 1000 mg four times daily through 11/21, oxycodone as needed (8 tablets) and "
    "acetaminophen. Glargine was decreased from 28 to 24 units. Metformin was held on the day of "
    "surgery and resumed on 11/8. Lisinopril, atorvastatin and gabapentin were unchanged.",
    structure={
        "added": ["cephalexin", "oxycodone", "acetaminophen"],
        "removed": [],
        "continued": ["insulin glargine", "metformin", "lisinopril", "atorvastatin", "gabapentin"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300005-DS-2", "Discharge Medications",
           "Cephalexin 1000 mg by mouth four times daily through 11/21 (NEW)"),
        ev("9300005-DS-2", "Discharge Medications",
           "Insulin glargine 24 units at bedtime (DOSE DECREASED)"),
        ev("9300005-DS-2", "Brief Hospital Course",
           "Metformin was held on the day of surgery and restarted on 11/8."),
    ],
)
question(
    "hw3-9300005-20", P5, [39300010, 39300011], "change",
    "How has his glargine changed over the two foot admissions?",
    "20 units at bedtime before August, increased to 28 units at the 8/2188 discharge for an A1c "
    "of 9.4%, then decreased to 24 units in 11/2188 after a glucose of 58. His A1c had improved "
    "to 7.9%.",
    structure={
        "continued": ["insulin glargine"],
        "compared": ["medications on admission 8/2188", "discharge medications 11/2188"],
    },
    evidence=[
        ev("9300005-DS-1", "Brief Hospital Course",
           "Glargine was increased from 20 to 28 units at bedtime over the admission, with "
           "fasting glucose 130-160 by discharge."),
        ev("9300005-DS-2", "Brief Hospital Course",
           "He had one asymptomatic low glucose of 58 at 02:00 on 11/8 while eating less after "
           "surgery, and glargine was reduced from 28 to 24 units."),
    ],
)

# --- patient 9300006 ------------------------------------------------------------------------

H6 = 39300012

question(
    "hw3-9300006-01", P6, [H6], "negation",
    "Did she pass out before she fell?",
    "No. She tripped on a rug, remembers the whole fall, and had no dizziness, chest pain, "
    "palpitations or loss of consciousness. It was a mechanical fall, not syncope.",
    structure={"concept": "syncope", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300006-ED-1", "HPI",
           "Denies dizziness beforehand, chest pain, palpitations, LOC."),
        ev("9300006-DS-1", "Brief Hospital Course",
           "A mechanical trip in the dark; she had no syncope."),
    ],
)
question(
    "hw3-9300006-02", P6, [H6], "negation",
    "Any bleed on her head CT?",
    "No intracranial hemorrhage, no acute infarct and no skull fracture.",
    structure={"concept": "intracranial hemorrhage", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300006-RR-2", "FINDINGS", "No intracranial hemorrhage."),
        ev("9300006-RR-2", "IMPRESSION", "No acute intracranial abnormality."),
    ],
)
question(
    "hw3-9300006-03", P6, [H6], "negation",
    "After three hours on the floor, was she rhabdo?",
    "No. Her CK was only 410, so no rhabdomyolysis.",
    structure={"concept": "rhabdomyolysis", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300006-ED-1", "MDM", "Long lie ~3 h but CK only 410, no rhabdomyolysis."),
    ],
)
question(
    "hw3-9300006-04", P6, [H6], "negation",
    "Did she get any antipsychotic or sedative for the delirium?",
    "No. The delirium was managed without any sedating or antipsychotic medication and without "
    "restraints, with reorientation and her daughter at the bedside.",
    structure={"concept": "antipsychotic", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300006-NN-1", "Neuro", "No restraints and no sedatives given."),
        ev("9300006-PN-2", "A/P", "No antipsychotics used."),
    ],
)
question(
    "hw3-9300006-05", P6, [H6], "uncertainty",
    "Did the zolpidem play a part in her fall?",
    "Probably. The fall itself was a trip on a rug in the dark, but her nighttime trips to the "
    "bathroom and her bedtime zolpidem were judged to have probably contributed. Zolpidem was "
    "stopped.",
    structure={
        "concept": "fall", "polarity": "present", "experiencer": "patient",
        "cause": "zolpidem", "cause_polarity": "possible",
    },
    evidence=[
        ev("9300006-CN-1", "Assessment",
           "The fall was most likely a simple trip in the dark, but her nocturia and her bedtime "
           "hypnotic probably contributed."),
        ev("9300006-DS-1", "Brief Hospital Course",
           "Her nighttime trips to the bathroom and her bedtime zolpidem probably contributed."),
    ],
)
question(
    "hw3-9300006-06", P6, [], "family_history",
    "Any hip fractures in her family?",
    "Yes, her mother broke her hip at 80 and died within the year.",
    structure={
        "concept": "hip fracture", "polarity": "present", "experiencer": "family",
        "relative": "mother",
    },
    evidence=[
        ev("9300006-CN-1", "Family history",
           "Her mother broke her hip at 80 and died within the year."),
    ],
)
question(
    "hw3-9300006-07", P6, [], "family_history",
    "Dementia in the family?",
    "Yes, her younger sister has Alzheimer dementia.",
    structure={
        "concept": "Alzheimer dementia", "polarity": "present", "experiencer": "family",
        "relative": "sister",
    },
    evidence=[ev("9300006-CN-1", "Family history", "Her younger sister has Alzheimer dementia.")],
)
question(
    "hw3-9300006-08", P6, [], "family_history",
    "Parkinson's in the family?",
    "No, there is no family history of Parkinson disease.",
    structure={"concept": "Parkinson disease", "polarity": "absent", "experiencer": "family"},
    evidence=[ev("9300006-CN-1", "Family history", "No family history of Parkinson disease.")],
)
question(
    "hw3-9300006-09", P6, [], "family_history",
    "Does her daughter have bone problems too?",
    "Yes, her daughter, 58, was recently diagnosed with osteoporosis.",
    structure={
        "concept": "osteoporosis", "polarity": "present", "experiencer": "family",
        "relative": "daughter",
    },
    evidence=[
        ev("9300006-CN-1", "Family history",
           "Her daughter, 58, was recently diagnosed with osteoporosis."),
    ],
)
question(
    "hw3-9300006-10", P6, [H6], "conditional",
    "When can she get the zoledronic acid?",
    "As an outpatient, once her 25-OH vitamin D is above 30 and at least 2 weeks after "
    "surgery. Her level was 14, so vitamin D is to be repleted first.",
    structure={
        "concept": "zoledronic acid", "polarity": "conditional", "experiencer": "patient",
        "condition": "25-OH vitamin D above 30 and at least 2 weeks after surgery",
        "action": "give zoledronic acid as an outpatient",
    },
    evidence=[
        ev("9300006-DS-1", "Brief Hospital Course",
           "Zoledronic acid should be given as an outpatient once her vitamin D level is above "
           "30 and at least 2 weeks after surgery."),
        ev("9300006-CN-1", "Recommendations",
           "Bone health: zoledronic acid as an outpatient, at least 2 weeks after surgery and "
           "only once vitamin D is replete; if it is low, replete first."),
    ],
)
question(
    "hw3-9300006-11", P6, [H6], "conditional",
    "With the oxybutynin off, what's the plan for her bladder?",
    "If nocturia bothers her after discharge, mirabegron 25 mg daily can be started as an "
    "outpatient. Oxybutynin is not to be restarted, because it is anticholinergic.",
    structure={
        "concept": "mirabegron", "polarity": "conditional", "experiencer": "patient",
        "condition": "nocturia bothers her after discharge",
        "action": "start mirabegron 25 mg daily",
    },
    evidence=[
        ev("9300006-CN-1", "Recommendations",
           "If nocturia bothers her after discharge, mirabegron 25 mg daily can be started."),
    ],
)
question(
    "hw3-9300006-12", P6, [H6], "conditional",
    "When was the amlodipine going to be restarted after surgery?",
    "When her systolic pressure was consistently above 140. It was held from 12/4 and restarted "
    "on 12/9 at a lower dose, 2.5 mg, once her pressure rose to the 140s.",
    structure={
        "concept": "amlodipine", "polarity": "conditional", "experiencer": "patient",
        "condition": "systolic blood pressure consistently above 140",
        "action": "restart amlodipine",
    },
    evidence=[
        ev("9300006-PN-2", "A/P", "Restart when SBP consistently > 140."),
        ev("9300006-DS-1", "Brief Hospital Course",
           "Amlodipine was held after surgery when her systolic pressure was 100-110, then "
           "restarted at a lower dose of 2.5 mg on 12/9 when her pressure rose to the 140s."),
    ],
)
question(
    "hw3-9300006-13", P6, [H6], "current_state",
    "Is she still delirious at discharge?",
    "No. She was delirious on the nights of 12/5 and 12/6 only, and she has been at her "
    "baseline since 12/7. At discharge she was alert, attentive and oriented.",
    structure={
        "concept": "delirium", "polarity": "absent", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300006-DS-1", "Brief Hospital Course",
           "It was managed without any sedating or antipsychotic medication, with her daughter "
           "at the bedside, and she was back to her baseline from 12/7 on."),
        ev("9300006-DS-1", "Physical Exam",
           "DISCHARGE: Alert, attentive and oriented x3."),
    ],
)
question(
    "hw3-9300006-14", P6, [], "current_state",
    "Is she on any blood thinner?",
    "Yes, prophylactic enoxaparin 40 mg subcutaneously daily through 1/1/2190, 28 days after "
    "surgery. She is not on therapeutic anticoagulation.",
    structure={
        "concept": "enoxaparin", "polarity": "present", "experiencer": "patient",
        "status": "active",
    },
    evidence=[
        ev("9300006-DS-1", "Discharge Medications",
           "Enoxaparin 40 mg subcutaneously daily through 1/1/2190 (NEW)"),
    ],
)
question(
    "hw3-9300006-15", P6, [], "historical",
    "Has she broken anything before this hip?",
    "Yes, her right wrist, in 2184, after a fall on ice. This hip is her second fragility "
    "fracture.",
    structure={
        "concept": "wrist fracture", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300006-ED-1", "PMH", "R wrist fracture 2184 after a fall on ice."),
        ev("9300006-DS-1", "Brief Hospital Course", "This is her second fragility fracture."),
    ],
)
question(
    "hw3-9300006-16", P6, [H6], "sequence",
    "Did the transfusion come before or after the delirium started?",
    "After. The delirium began at about 23:30 on the night of 12/5, and she was transfused "
    "1 unit on 12/6 for a hemoglobin of 7.4.",
    structure={
        "order": ["postoperative delirium", "red cell transfusion"],
        "dates": ["2189-12-05", "2189-12-06"],
    },
    evidence=[
        ev("9300006-NN-1", "Neuro",
           "Around 2330 became agitated, calling for her late husband, trying to get out of bed "
           "and pulling at her IV."),
        ev("9300006-PN-2", "Events", "1 unit PRBC 12/6 for Hgb 7.4."),
    ],
)
question(
    "hw3-9300006-17", P6, [H6], "sequence",
    "Order these: the fall, the nerve block, the hip surgery.",
    "The fall at about 03:00 on 12/3/2189; the fascia iliaca block in the ED at 08:05 the same "
    "morning; the hemiarthroplasty on 12/4/2189.",
    structure={
        "order": ["fall", "fascia iliaca block", "hemiarthroplasty"],
        "dates": ["2189-12-03", "2189-12-03", "2189-12-04"],
    },
    evidence=[
        ev("9300006-ED-1", "ED course", "Fascia iliaca block at 08:05 with good effect."),
        ev("9300006-DS-1", "Brief Hospital Course",
           "She had a fascia iliaca block in the ED and underwent a cemented left hip "
           "hemiarthroplasty under spinal anesthesia on 12/4, the day after admission."),
        ev("9300006-DS-1", "History of Present Illness",
           "She could not get up and was found by her aide at 06:15, about three hours later."),
    ],
)
question(
    "hw3-9300006-18", P6, [H6], "duration",
    "How long was she down on the floor?",
    "About three hours: she fell at about 03:00 and was found by her aide at 06:15.",
    structure={"concept": "long lie", "duration": {"value": 3, "unit": "hours"}},
    evidence=[
        ev("9300006-DS-1", "History of Present Illness",
           "She could not get up and was found by her aide at 06:15, about three hours later."),
    ],
)
question(
    "hw3-9300006-19", P6, [H6], "duration",
    "How long is she on the enoxaparin?",
    "28 days after surgery: from 12/5 (post-op day 1) through 1/1/2190.",
    structure={
        "concept": "enoxaparin", "duration": {"value": 28, "unit": "days"},
        "start": "2189-12-05", "end": "2190-01-01",
    },
    evidence=[
        ev("9300006-PN-1", "Plan",
           "Enoxaparin 40 mg SC daily starting POD1 (12/5), for 28 days (through 1/1/2190)."),
    ],
)
question(
    "hw3-9300006-20", P6, [H6], "duration",
    "How many nights was she delirious?",
    "Two: the nights of 12/5 and 12/6. She was clear during the days and at baseline from 12/7.",
    structure={
        "concept": "postoperative delirium", "duration": {"value": 2, "unit": "nights"},
        "start": "2189-12-05", "end": "2189-12-07",
    },
    evidence=[
        ev("9300006-DS-1", "Brief Hospital Course",
           "She was delirious on the nights of 12/5 and 12/6 and clear during the days."),
    ],
)
question(
    "hw3-9300006-21", P6, [H6], "change",
    "What did we stop and start on her med list?",
    "Stopped: zolpidem and oxybutynin (Beers-list drugs that raise fall and delirium risk). "
    "Started: cholecalciferol 2000 units daily, enoxaparin through 1/1/2190, scheduled "
    "acetaminophen, oxycodone 2.5 mg as needed, melatonin as needed and senna. Amlodipine was "
    "decreased from 5 to 2.5 mg. Donepezil and calcium carbonate-vitamin D3 continued.",
    structure={
        "added": [
            "cholecalciferol", "enoxaparin", "acetaminophen", "oxycodone", "melatonin", "senna",
        ],
        "removed": ["zolpidem", "oxybutynin"],
        "continued": ["amlodipine", "donepezil", "calcium carbonate-vitamin D3"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300006-DS-1", "Discharge Medications", "STOPPED: Zolpidem."),
        ev("9300006-DS-1", "Discharge Medications", "Amlodipine 2.5 mg daily (DOSE DECREASED)"),
        ev("9300006-DS-1", "Discharge Medications", "Cholecalciferol 2000 units daily (NEW)"),
        ev("9300006-CN-1", "Recommendations",
           "Stop oxybutynin (anticholinergic)."),
    ],
)

# --- patient 9300007 ------------------------------------------------------------------------

H7 = 39300013

question(
    "hw3-9300007-01", P7, [H7], "negation",
    "Did the cath show any blockages?",
    "No. Coronary angiography on 4/16/2190 showed no angiographically significant coronary "
    "disease, only LAD luminal irregularities under 20%. It is a nonischemic cardiomyopathy.",
    structure={"concept": "coronary artery disease", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300007-CN-3", "Impression",
           "No angiographically significant coronary artery disease."),
        ev("9300007-CN-3", "Findings",
           "LAD: luminal irregularities, no stenosis above 20%."),
    ],
)
question(
    "hw3-9300007-02", P7, [H7], "negation",
    "Any LV thrombus on the echo?",
    "No LV thrombus on the 4/15 TTE.",
    structure={"concept": "left ventricular thrombus", "polarity": "absent", "experiencer": "patient"},
    evidence=[ev("9300007-CN-2", "Data", "No LV thrombus.")],
)
question(
    "hw3-9300007-03", P7, [H7], "negation",
    "Was the troponin bump a heart attack?",
    "No. The troponin was low and flat, consistent with myocardial strain from heart failure "
    "rather than a myocardial infarction, and his coronaries were normal.",
    structure={"concept": "myocardial infarction", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300007-DS-1", "Brief Hospital Course",
           "Low and flat, consistent with myocardial strain from heart failure rather than a "
           "heart attack; the coronaries were normal."),
        ev("9300007-ED-1", "MDM",
           "Troponin low and flat: demand-related myocardial injury, not a type 1 MI; no chest "
           "pain."),
    ],
)
question(
    "hw3-9300007-04", P7, [H7], "negation",
    "Any pneumonia on his admission chest film?",
    "No. The x-ray showed cardiomegaly, interstitial edema and small bilateral effusions, but "
    "no focal consolidation.",
    structure={"concept": "pneumonia", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300007-RR-1", "IMPRESSION", "No pneumonia."),
        ev("9300007-RR-1", "FINDINGS", "No focal consolidation."),
    ],
)
question(
    "hw3-9300007-05", P7, [H7], "uncertainty",
    "So is this alcoholic cardiomyopathy?",
    "Possibly; the cause is not established. Alcohol (4-6 beers a day) is a likely contributor, "
    "but a familial dilated cardiomyopathy has to be considered given his brother and father, "
    "and myocarditis after his March illness is possible. An outpatient cardiac MRI and genetic "
    "counseling are planned.",
    structure={
        "concept": "alcohol-related cardiomyopathy", "polarity": "possible",
        "experiencer": "patient",
    },
    evidence=[
        ev("9300007-DS-1", "Brief Hospital Course",
           "The cause is not yet certain: alcohol is a likely contributor, but a familial "
           "dilated cardiomyopathy has to be considered given his brother and father, and a "
           "myocarditis after his March illness is possible."),
    ],
)
question(
    "hw3-9300007-06", P7, [H7], "uncertainty",
    "Could this have been myocarditis?",
    "Possibly. Cardiology listed myocarditis after his febrile illness in early March as a "
    "possible cause, behind alcohol and familial cardiomyopathy. It has not been confirmed or "
    "excluded, and a cardiac MRI is planned.",
    structure={"concept": "myocarditis", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9300007-CN-2", "Assessment", "myocarditis after his March illness is also possible."),
        ev("9300007-CN-2", "Recommendations",
           "Cardiac MRI as an outpatient; referral for genetic counseling and testing; "
           "echocardiographic screening of first-degree relatives."),
    ],
)
question(
    "hw3-9300007-07", P7, [], "family_history",
    "Is there heart disease in the family?",
    "Yes. His brother has a cardiomyopathy (\"weak heart\" at 48, defibrillator at 50), and his "
    "father died suddenly at 54. His mother, 81, has hypertension.",
    structure={
        "concept": "cardiomyopathy", "polarity": "present", "experiencer": "family",
        "relative": "brother",
    },
    evidence=[
        ev("9300007-CN-2", "Family history",
           "His brother was told he had a \"weak heart\" at 48 and had a defibrillator placed at "
           "50."),
        ev("9300007-DS-1", "Family History", "Brother with cardiomyopathy, defibrillator at 50."),
    ],
)
question(
    "hw3-9300007-08", P7, [], "family_history",
    "Any sudden death in the family?",
    "Yes, his father died suddenly at 54 while mowing the lawn; there was no autopsy.",
    structure={
        "concept": "sudden cardiac death", "polarity": "present", "experiencer": "family",
        "relative": "father",
    },
    evidence=[
        ev("9300007-CN-2", "Family history",
           "His father died suddenly at 54 while mowing the lawn; there was no autopsy."),
    ],
)
question(
    "hw3-9300007-09", P7, [H7], "conditional",
    "Does he need an ICD?",
    "Not now. A repeat echo after 3 months of guideline-directed therapy will decide: if the "
    "LVEF is still 35% or less, he will be referred for a CRT-D, because of his LBBB with a QRS "
    "of 152 ms.",
    structure={
        "concept": "implantable cardioverter-defibrillator", "polarity": "conditional",
        "experiencer": "patient",
        "condition": "LVEF still 35% or less after 3 months of guideline-directed therapy",
        "action": "refer for CRT-D",
    },
    evidence=[
        ev("9300007-DS-1", "Brief Hospital Course", "He does not need a defibrillator now."),
        ev("9300007-CN-2", "Recommendations",
           "If the LVEF is still 35% or less, refer for a defibrillator, CRT-D given his LBBB "
           "with QRS 152 ms."),
    ],
)
question(
    "hw3-9300007-10", P7, [H7], "conditional",
    "What's he supposed to do if his weight jumps at home?",
    "If his weight rises by more than 1 kg (2 lb) in a day or 2 kg (5 lb) in a week, he takes "
    "one extra torsemide 20 mg that day and calls the heart failure clinic.",
    structure={
        "concept": "torsemide", "polarity": "conditional", "experiencer": "patient",
        "condition": "weight gain over 1 kg in a day or 2 kg in a week",
        "action": "take one extra torsemide 20 mg and call the heart failure clinic",
    },
    evidence=[
        ev("9300007-DS-1", "Discharge Instructions",
           "If your weight goes up by more than 1 kg (2 lb) in a day or 2 kg (5 lb) in a week, "
           "take one extra torsemide 20 mg that day and call the heart failure clinic."),
    ],
)
question(
    "hw3-9300007-11", P7, [], "current_state",
    "Is he still on lisinopril?",
    "No. Lisinopril was stopped (last dose the morning of 4/14/2190) and replaced by "
    "sacubitril-valsartan 24-26 mg twice daily; the two must never be taken together.",
    structure={"concept": "lisinopril", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300007-DS-1", "Discharge Medications",
           "STOPPED: Lisinopril (replaced by sacubitril-valsartan; never take both)."),
    ],
)
question(
    "hw3-9300007-12", P7, [], "current_state",
    "What's his EF?",
    "25%. He has a dilated left ventricle with global hypokinesis on the 4/15/2190 TTE, a new "
    "nonischemic HFrEF. A repeat echo is planned after 3 months of therapy.",
    structure={
        "concept": "heart failure with reduced ejection fraction", "polarity": "present",
        "experiencer": "patient", "status": "active",
    },
    evidence=[
        ev("9300007-CN-2", "Data",
           "TTE 4/15: LV dilated (LVEDD 6.6 cm), LVEF 25% with global hypokinesis and no "
           "regional wall motion abnormality."),
    ],
)
question(
    "hw3-9300007-13", P7, [H7], "historical",
    "Any heart history before this admission?",
    "No. Apart from hypertension he had no known heart disease and had never had an "
    "echocardiogram.",
    structure={"concept": "heart disease", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9300007-CN-2", "History",
           "He has no known heart disease and has never had an echocardiogram."),
        ev("9300007-DS-1", "Past Medical History", "No known heart disease before this admission."),
    ],
)
question(
    "hw3-9300007-14", P7, [H7], "historical",
    "Has he been sick recently, before the heart failure?",
    "Yes. He had a febrile \"bad cold\", an upper respiratory illness, around 3/10/2190, about "
    "five weeks before admission; it has resolved. It is relevant as a possible trigger of "
    "myocarditis.",
    structure={
        "concept": "viral respiratory illness", "polarity": "present", "experiencer": "patient",
        "status": "resolved",
    },
    evidence=[
        ev("9300007-CN-1", "History", "Had a \"bad cold\" with fevers around 3/10."),
        ev("9300007-CN-2", "History", "He had a febrile upper respiratory illness in early March."),
    ],
)
question(
    "hw3-9300007-15", P7, [H7], "sequence",
    "Order these: last lisinopril dose, the cath, the first sacubitril-valsartan dose.",
    "Last lisinopril on the morning of 4/14; the cath on 4/16; the first sacubitril-valsartan "
    "dose at 20:00 on 4/17, after the 36-hour washout.",
    structure={
        "order": ["last lisinopril dose", "coronary angiography", "first sacubitril-valsartan dose"],
        "dates": ["2190-04-14", "2190-04-16", "2190-04-17"],
    },
    evidence=[
        ev("9300007-PN-1", "A/P",
           "Last lisinopril dose 4/14 AM at home; sacubitril-valsartan 24/26 BID, first dose "
           "tonight 4/17 at 20:00 (>36 h)."),
        ev("9300007-CN-3", "Procedure",
           "Left heart catheterization and selective coronary angiography via the right radial "
           "artery, 4/16."),
    ],
)
question(
    "hw3-9300007-16", P7, [H7], "sequence",
    "Was metoprolol started before or after the spironolactone?",
    "Before. Metoprolol succinate was started on 4/16, and spironolactone (with empagliflozin) "
    "on 4/18.",
    structure={
        "order": ["metoprolol succinate", "spironolactone"],
        "dates": ["2190-04-16", "2190-04-18"],
    },
    evidence=[
        ev("9300007-DS-1", "Brief Hospital Course",
           "Metoprolol succinate 25 mg daily was started on 4/16."),
        ev("9300007-DS-1", "Brief Hospital Course",
           "Spironolactone 12.5 mg and empagliflozin 10 mg were started on 4/18."),
    ],
)
question(
    "hw3-9300007-17", P7, [H7], "duration",
    "How long had he been short of breath before he came in?",
    "About three weeks of progressive exertional dyspnea, with two weeks of orthopnea.",
    structure={"concept": "dyspnea on exertion", "duration": {"value": 3, "unit": "weeks"}},
    evidence=[
        ev("9300007-CN-1", "History",
           "58 yo M with HTN, no known heart disease, presented 4/14 at 09:20 with 3 weeks of "
           "progressive dyspnea on exertion (now after one flight of stairs), 2 weeks of "
           "orthopnea (sleeping in a recliner), PND several nights, bilateral leg swelling and a "
           "6 kg weight gain."),
    ],
)
question(
    "hw3-9300007-18", P7, [H7], "duration",
    "How long was he on IV diuretics?",
    "Four days, 4/14 through 4/17/2190, counting the first dose at the outside hospital. He "
    "then switched to oral torsemide on 4/18, about 5.8 L net negative.",
    structure={
        "concept": "IV furosemide", "duration": {"value": 4, "unit": "days"},
        "start": "2190-04-14", "end": "2190-04-17",
    },
    evidence=[
        ev("9300007-DS-1", "Brief Hospital Course",
           "He was diuresed with IV furosemide from 4/14 through 4/17, net negative about 5.8 L, "
           "and his weight fell from 96.2 to 90.4 kg."),
    ],
)
question(
    "hw3-9300007-19", P7, [H7], "change",
    "What changed in his meds?",
    "Added: sacubitril-valsartan 24-26 mg twice daily, metoprolol succinate 25 mg, "
    "spironolactone 12.5 mg, empagliflozin 10 mg, torsemide 20 mg, thiamine and folic acid. "
    "Stopped: lisinopril (replaced by sacubitril-valsartan), amlodipine and ibuprofen. "
    "Continued: omeprazole.",
    structure={
        "added": [
            "sacubitril-valsartan", "metoprolol succinate", "spironolactone", "empagliflozin",
            "torsemide", "thiamine", "folic acid",
        ],
        "removed": ["lisinopril", "amlodipine", "ibuprofen"],
        "continued": ["omeprazole"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9300007-DS-1", "Discharge Medications", "Sacubitril-valsartan 24 mg-26 mg twice daily (NEW)"),
        ev("9300007-DS-1", "Discharge Medications",
           "STOPPED: Lisinopril (replaced by sacubitril-valsartan; never take both)."),
        ev("9300007-DS-1", "Brief Hospital Course",
           "Amlodipine was stopped to leave room for these medications, and ibuprofen was "
           "stopped because NSAIDs worsen heart failure."),
    ],
)

# =============================================================================================
# Checks and output
# =============================================================================================

MIN_PER_CATEGORY = 8


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
    for n in NOTES:
        assert n["note_id"] not in notes, f"duplicate note_id {n['note_id']}"
        assert n["subject_id"] in patients, n["note_id"]
        if n["hadm_id"] is not None:
            assert hadm_subject[n["hadm_id"]] == n["subject_id"], n["note_id"]
        assert "\x00" not in n["text"], n["note_id"]
        assert n["storetime"] >= n["charttime"], n["note_id"]
        notes[n["note_id"]] = n
    for a in ADMISSIONS:
        kinds = {n["note_type"] for n in NOTES if n["hadm_id"] == a["hadm_id"]}
        assert {"ED", "RR", "PN", "DS"} <= kinds, (a["hadm_id"], kinds)

    question_rows, reference_rows = [], []
    qids = set()
    for q in QUESTIONS:
        where = q["qid"]
        assert where not in qids, f"duplicate qid {where}"
        qids.add(where)
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
            assert count == 1, f"{where}: quote occurs {count} times in {note_id}: {quote!r}"
            start = text.index(quote)
            end = start + len(quote)
            assert _on_sentence_boundaries(text, start, end), (
                f"{where}: quote is not a whole sentence or line in {note_id}: {quote!r}"
            )
            found = _section_at(text, start)
            assert found == section, (
                f"{where}: quote in {note_id} lies under {found!r}, not {section!r}: {quote!r}"
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
    return 0


if __name__ == "__main__":
    sys.exit(main())
