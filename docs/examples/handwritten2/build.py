"""Build the second hand-written yardstick chart set in docs/examples/handwritten2/.

This script is the source of the data set. The four patients, their eight admissions, the
note texts, the 48 questions and their reference answers (version "v1", author
"handwritten2-yardstick") are Python data below. Running

    python docs/examples/handwritten2/build.py

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
AUTHOR = "handwritten2-yardstick"
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
    # discharge summaries
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
    "PROCEDURE",
    "FINDINGS",
    "IMPRESSION",
    # ED, progress and consult notes
    "CC",
    "HPI",
    "ROS",
    "PMH",
    "PSH",
    "Meds",
    "Home meds",
    "All",
    "SH",
    "FHx",
    "Exam",
    "Labs",
    "Imaging",
    "ED course",
    "MDM",
    "A/P",
    "Dispo",
    "Events",
    "Overnight",
    "S",
    "O",
    "Reason for consultation",
    "History",
    "Medications",
    "Family history",
    "Social history",
    "Examination",
    "Data",
    "Assessment",
    "Recommendations",
    "Assessment and Plan",
    "Procedure",
    "Findings",
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
# Patient 9200001: F, 23, type 1 diabetes. DKA (2/2191), then an asthma exacerbation with
# steroid hyperglycaemia (11/2191).
# =============================================================================================

patient(9200001, "F", 23, "HISPANIC/LATINO - PUERTO RICAN")
admission(9200001, 29200001, "2191-02-03T04:18:00", "2191-02-07T13:20:00",
          "HISPANIC/LATINO - PUERTO RICAN")
admission(9200001, 29200002, "2191-11-14T19:40:00", "2191-11-18T15:10:00",
          "HISPANIC/LATINO - PUERTO RICAN")

note(
    "9200001-ED-1",
    29200001,
    "2191-02-03T03:05:00",
    "2191-02-03T04:02:00",
    """\
EMERGENCY DEPARTMENT NOTE - RESIDENT

CC: N/V, "my sugar won't come down"

HPI: 23F T1DM since age 11 (MDI, glargine + lispro), mild intermittent asthma, depression, BIBA from apartment w/ 2d of N/V/watery diarrhea. Roommate had same GI bug last wk. Unable to keep down food x 2d so pt stopped taking her glargine ("I wasn't eating so I figured I didn't need it"). Last glargine dose 2 nights ago. FSBG "HI" at home x several checks. Diffuse crampy abd pain since this AM, polyuria, polydipsia, feels SOB. No fever at home. Denies dysuria, frequency, flank pain. No cough, no CP. Denies EtOH, denies drug use. LMP 2 wks ago, on OCP, not sexually active recently.

PMH: T1DM (A1c 9.4% 8 mo ago, no prior DKA admissions), mild intermittent asthma, depression
Meds: glargine 22u qhs, lispro 1u:10g + SSI, sertraline 50, albuterol prn, levonorgestrel-EE
All: NKDA

Exam:
T 99.1  HR 122  BP 104/62  RR 30 (Kussmaul)  SpO2 99% RA
Gen: ill-appearing, dry mucous membranes, fruity breath
Lungs: clear, no wheeze
Abd: soft, diffusely mildly TTP, no rebound/guarding
Neuro: A&Ox3, nonfocal

Labs: glucose 486, Na 131, K 5.6, Cl 95, HCO3 8, AG 28, BUN 24, Cr 1.3. VBG pH 7.12 / pCO2 22. BHB 6.8. Lipase 31. WBC 14.1 (no bands). Serum osm 309.
UA: glucose >1000, ketones 150, leuk esterase neg, nitrite neg, WBC 1, no bacteria.
Urine hCG neg. Serum EtOH neg, urine tox neg.

MDM: Severe DKA (pH <7.2, bicarb <10) in pt w/ known T1DM. Precipitant most likely insulin omission during presumed viral gastroenteritis. No UTI on UA. Leukocytosis likely stress/ketosis, but will send BCx, CXR to r/o occult infection. Lipase nl, pancreatitis unlikely. Abd exam benign, pain likely from ketosis - will reassess after correction.

ED course: 2L NS bolus, then LR 250/hr. Insulin gtt 0.1 u/kg/hr started 03:30. K 5.6 so no K in first liter; K protocol once K <5.2. Ondansetron 4 IV.

Dispo: MICU
""",
)

note(
    "9200001-RR-1",
    29200001,
    "2191-02-03T03:50:00",
    "2191-02-03T05:11:00",
    """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  ___ year old woman with DKA and leukocytosis  // ?infectious source

TECHNIQUE:  Single portable AP view of the chest.

COMPARISON:  ___ chest radiograph.

FINDINGS: 

The lungs are well expanded and clear. There is no focal consolidation, pleural effusion or pneumothorax. Cardiomediastinal silhouette is normal. No free air beneath the diaphragms on this upright view.

IMPRESSION: 

No acute cardiopulmonary process. No evidence of pneumonia.
""",
)

note(
    "9200001-PN-1",
    29200001,
    "2191-02-04T11:05:00",
    "2191-02-04T11:58:00",
    """\
MICU PROGRESS NOTE

Events:
- AG closed (12) at 03:00 on 2/4 w/ HCO3 19, BHB 0.9
- glargine 24u SC given 08:00 (home dose 22u, bumped per endocrine, A1c back 10.2%)
- insulin gtt stopped 10:00, 2h overlap after the glargine
- tolerating clears, no emesis since yesterday afternoon

S: Feels "like a person again." Abd pain gone. No diarrhea overnight. Thirsty. No SOB.

O: T 98.4  HR 88  BP 112/70  RR 16  SpO2 99% RA
Dry MM improving. Abd soft, NT. Lungs CTA.
BMP 07:00: Na 138, K 3.9, Cl 107, HCO3 19, AG 12, Cr 0.8, glucose 164. Phos 1.9. WBC 8.0.
BCx x2 from 2/3 NGTD. UCx pending.

A/P: 23F T1DM w/ severe DKA 2/2 insulin omission in setting of presumed viral gastroenteritis, now resolved, transitioned to SC insulin.
# DKA - resolved.
- glargine 24u qhs (1st dose given this AM, next dose qhs tomorrow, endocrine to adjust timing)
- lispro 1u:8g w/ meals + correction scale per endocrine
- FSBG AC/HS, hypoglycemia protocol
- K and phos repletion prn, trend BMP q12h
# Leukocytosis - resolved, c/w stress. CXR clear, UA bland. No abx.
# Presumed viral gastroenteritis - diarrhea resolved, will not send stool studies.
# AKI - Cr 1.3 -> 0.8, prerenal, resolved w/ IVF.
# Asthma - no wheeze, albuterol prn.
# Depression - cont sertraline 50.
Dispo: call out to floor today.
""",
)

note(
    "9200001-CN-1",
    29200001,
    "2191-02-05T14:20:00",
    "2191-02-05T15:45:00",
    """\
ENDOCRINOLOGY CONSULT NOTE

Reason for consultation: Type 1 diabetes, DKA, insulin regimen and education before discharge. Requested by Dr. ___, medicine.

History: Ms. ___ is a 23 year old woman with type 1 diabetes diagnosed at age 11, when she presented with polyuria and weight loss but was not acidotic. She has been on multiple daily injections since then and has never used a pump. This is her first admission for DKA. Over the past year her control has slipped (A1c 9.4% eight months ago, 10.2% now) which she attributes to a new job with night shifts and skipped meals. She stopped her glargine when she developed vomiting and diarrhea because she believed she did not need basal insulin without food. She was never taught sick-day rules and does not own ketone strips. She reports two episodes of mild hypoglycemia a month, recognized by shakiness, and no severe hypoglycemia requiring help from another person. She has no known retinopathy (last eye exam a year ago) and no neuropathy symptoms.

Medications: insulin glargine 22 units at bedtime; insulin lispro 1 unit per 10 g carbohydrate with meals plus correction; sertraline 50 mg daily; albuterol as needed; levonorgestrel-ethinyl estradiol.

Family history: Maternal grandmother with type 2 diabetes. Mother with Hashimoto thyroiditis. No relative with type 1 diabetes.

Social history: Works as a pharmacy technician, night shifts. Lives with a roommate. Does not smoke, rare alcohol, no drugs.

Data: TSH 1.8. Tissue transglutaminase IgA negative, total IgA normal. A1c 10.2%. Urine albumin to creatinine ratio 12 mg/g.

Assessment: Severe DKA precipitated by omission of basal insulin during a gastrointestinal illness, in a young woman with longstanding, suboptimally controlled type 1 diabetes. Her acidosis has resolved and she is on subcutaneous insulin. She has no evidence of autoimmune thyroid disease or celiac disease on screening today.

Recommendations:
1. Insulin glargine 24 units nightly. Move the dose to 9 PM, before her night shift, rather than the morning.
2. Insulin lispro 1 unit per 8 g carbohydrate with meals, plus the correction scale (1 unit for every 40 mg/dL above 150).
3. Sick-day rules, taught today with teach-back. Never stop glargine, even if not eating. If her glucose is over 250 mg/dL on two checks in a row, she should check urine ketones. If ketones are moderate or large, she should take an extra 10% of her total daily insulin dose as lispro and call the diabetes clinic. If she cannot keep fluids down for more than 4 hours, or if ketones remain large despite the extra insulin, she should go to the emergency department.
4. Prescribe urine ketone strips and nasal glucagon 3 mg for severe hypoglycemia; roommate to be shown how to use it.
5. Referral to diabetes education and to the insulin pump and continuous glucose monitor program.
6. Follow up in the young adult diabetes clinic in 2 weeks.

We will follow. Please page with questions.
""",
)

note(
    "9200001-DS-1",
    29200001,
    "2191-02-07T00:00:00",
    "2191-02-07T16:40:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Nausea, vomiting, hyperglycemia
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
Ms. ___ is a 23 year old woman with type 1 diabetes on multiple daily injections, mild intermittent asthma and depression who presented with two days of nausea, vomiting and watery diarrhea after her roommate had a similar illness. Because she could not eat, she stopped her basal insulin two nights before admission. She developed abdominal pain, polyuria and rapid breathing on the day of presentation. She had no fever, no urinary symptoms and no cough. In the ED she was tachycardic to 122 with Kussmaul respirations. Glucose was 486, bicarbonate 8, anion gap 28, venous pH 7.12 and beta-hydroxybutyrate 6.8. She was started on an insulin infusion and admitted to the MICU.
 
Past Medical History:
- Type 1 diabetes mellitus, diagnosed age 11, on multiple daily injections; no prior episodes of DKA
- Mild intermittent asthma since childhood, albuterol as needed only; no prior intubation
- Depression, on sertraline, followed by her PCP
 
Social History:
Works as a pharmacy technician on night shifts. Lives with a roommate. Never smoker. Rare alcohol. No recreational drug use.
 
Family History:
Mother with Hashimoto thyroiditis. Maternal grandmother with type 2 diabetes, on insulin late in life. Father with childhood asthma, outgrown. No family history of type 1 diabetes or celiac disease.
 
Physical Exam:
ADMISSION EXAM:
VS: T 99.1, HR 122, BP 104/62, RR 30, SpO2 99% RA
GEN: Ill-appearing, dry mucous membranes, fruity odor to breath
LUNGS: Clear, deep rapid respirations
ABD: Soft, mildly tender diffusely, no rebound or guarding
NEURO: Alert and oriented x3, nonfocal

DISCHARGE EXAM:
VS: T 98.2, HR 78, BP 116/72, RR 14, SpO2 99% RA
GEN: Well-appearing, moist mucous membranes
ABD: Soft, nontender
 
Pertinent Results:
ADMISSION LABS:
___ 02:50AM BLOOD WBC-14.1 Hgb-14.8 Plt-___
___ 02:50AM BLOOD Glucose-486 UreaN-24 Creat-1.3 Na-131 K-5.6 Cl-95 HCO3-8 AnGap-28
___ 02:50AM BLOOD Lipase-31
___ 02:50AM BLOOD %HbA1c-10.2
___ 02:50AM BLOOD BHB-6.8
___ 02:58AM BLOOD pH-7.12 pCO2-22
___ 02:50AM URINE Blood-NEG Nitrite-NEG Protein-30 Glucose-1000 Ketone-150 Leuks-NEG WBC-1 Bacteri-NONE
___ 02:50AM URINE HCG-NEGATIVE

DISCHARGE LABS:
___ 06:15AM BLOOD Glucose-142 UreaN-9 Creat-0.7 Na-139 K-4.1 Cl-104 HCO3-25 AnGap-10

MICROBIOLOGY:
Blood cultures x2 (___): no growth, final.
Urine culture (___): no growth, final.

IMAGING:
CXR (___): No acute cardiopulmonary process. No evidence of pneumonia.
 
Brief Hospital Course:
Ms. ___ is a 23 year old woman with type 1 diabetes who was admitted with severe diabetic ketoacidosis after stopping her basal insulin during a gastrointestinal illness.

# Diabetic ketoacidosis, severe: She was admitted to the MICU and treated with an insulin infusion, intravenous fluids and potassium and phosphate repletion per the DKA protocol. The precipitant was felt to be omission of basal insulin during a presumed viral gastroenteritis; stool studies were not sent because the diarrhea stopped within a day. A search for infection was otherwise unrevealing: the chest x-ray was clear, the urinalysis was bland and blood cultures showed no growth. Urinalysis was without pyuria and urine culture had no growth, so a urinary source was excluded. Lipase was normal, which argued against pancreatitis. Her anion gap closed early on hospital day 2, and she received insulin glargine 24 units subcutaneously that morning, two hours before the infusion was stopped. She was on the insulin infusion for approximately 30 hours in total. She was transferred to the medicine floor later that day.

# Type 1 diabetes, poorly controlled: A1c was 10.2%. Endocrinology was consulted. Her basal insulin was increased from glargine 22 units to 24 units nightly, with the dose moved to 9 PM before her night shifts, and her mealtime lispro was changed from 1 unit per 10 g to 1 unit per 8 g carbohydrate. She received sick-day teaching with teach-back and was given urine ketone strips and a prescription for nasal glucagon. TSH and celiac serologies were normal. She was referred to the pump and continuous glucose monitor program.

# Leukocytosis: WBC 14.1 on arrival, normalized to 8.0 within a day without antibiotics, consistent with stress and ketosis.

# Acute kidney injury: Creatinine 1.3 on arrival, prerenal from volume depletion, improved to 0.7 with fluids.

# Nausea: Resolved. She was tolerating a regular diabetic diet by hospital day 3. She was given a short supply of ondansetron.

CHRONIC ISSUES
# Asthma, mild intermittent: No wheeze during the admission. Albuterol as needed was continued.
# Depression: Sertraline 50 mg daily was continued. Mood was stable and she denied suicidal ideation.
# Contraception: Combined oral contraceptive continued.

TRANSITIONAL ISSUES
- First-ever DKA; sick-day rules reviewed, see discharge instructions
- Young adult diabetes clinic in 2 weeks
- Pump and CGM referral placed
- Urine culture final no growth, nothing pending at discharge
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Insulin glargine 22 units SC at bedtime
2. Insulin lispro per carbohydrate ratio 1 unit:10 g with meals plus correction scale
3. Sertraline 50 mg PO DAILY
4. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze
5. Levonorgestrel-ethinyl estradiol 0.15 mg-30 mcg 1 tab PO DAILY
 
Discharge Medications:
1. Insulin glargine 24 units SC at 9 PM nightly
2. Insulin lispro per carbohydrate ratio 1 unit:8 g with meals plus correction scale (1 unit per 40 mg/dL over 150)
3. Glucagon nasal powder 3 mg intranasal ONCE PRN severe hypoglycemia
4. Urine ketone test strips, use as directed on sick days
5. Ondansetron ODT 4 mg PO Q8H:PRN nausea for 3 days
6. Sertraline 50 mg PO DAILY
7. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze
8. Levonorgestrel-ethinyl estradiol 0.15 mg-30 mcg 1 tab PO DAILY
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY:
Diabetic ketoacidosis, severe, due to insulin omission
Presumed viral gastroenteritis

SECONDARY:
Type 1 diabetes mellitus, poorly controlled
Acute kidney injury, prerenal, resolved
Mild intermittent asthma
Depression
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted to the intensive care unit because of diabetic ketoacidosis (DKA), a dangerous buildup of acid that happens when the body does not have enough insulin. It happened because you stopped your long-acting insulin while you had a stomach bug.

- Never skip your glargine, even if you are not eating.
- Your glargine dose is now 24 units at 9 PM, and your mealtime lispro is 1 unit for every 8 grams of carbohydrate.
- If your sugar is over 250 on two checks in a row, check your urine for ketones.
- If your ketones are moderate or large, take extra lispro as we practiced and call the diabetes clinic.
- If you are vomiting and cannot keep fluids down for more than 4 hours, come to the emergency department.
- Keep your nasal glucagon with you and show your roommate how to use it.

Followup Instructions:
___
""",
)

note(
    "9200001-ED-2",
    29200002,
    "2191-11-14T17:55:00",
    "2191-11-14T19:12:00",
    """\
ED PROVIDER NOTE

CC: wheezing, SOB

HPI: 23 y/o F w/ mild intermittent asthma (albuterol only, no controller), T1DM (DKA 2/2191), depression here w/ 4 days of URI sx (rhinorrhea, sore throat) -> 2 days of wheeze + chest tightness, now SOB at rest. Using albuterol q2h today w/o relief. Woke x3 last night w/ cough. No fever. Sputum minimal, clear. No CP, no leg swelling, no recent travel, on OCP. Sick contact: nephew w/ cold. Sugars 200s today, ketones neg on home strip.
Asthma hx: dx childhood. Never intubated, no prior ICU for asthma. 1 prior ED visit for asthma (2188), no hospitalizations. Never on daily inhaled steroid. Triggers: colds, cats.

Meds: glargine 24u q9pm, lispro 1:8 + corr, sertraline 100 (increased by PCP this summer), albuterol prn, levonorgestrel-EE, glucagon nasal prn
All: NKDA

Exam:
T 99.4  HR 118  BP 128/80  RR 28  SpO2 91% RA -> 96% 2L
Speaking in phrases, +accessory muscle use, diffuse exp wheeze, prolonged exp phase, moving air. No stridor.
PEF 160 L/min (predicted ~360, ~45%)

Labs: glucose 238, HCO3 22, AG 12, BHB 0.3. WBC 11.2. VBG 7.38/41. Resp viral panel: rhinovirus/enterovirus POSITIVE, influenza A/B neg, SARS-CoV-2 neg, RSV neg.

ED course: DuoNeb x3 back-to-back, methylprednisolone 125 IV x1 (17:20), Mg sulfate 2 g IV x1. After 1 h: still tight, PEF 210 (~58%), SpO2 94% RA, HR 110.

MDM: Moderate-severe asthma exacerbation, likely triggered by rhinovirus URI; lack of controller therapy contributing. Not in DKA (AG 12, BHB 0.3) but will be hyperglycemic on steroids. PE unlikely (clear alternative, Wells 0), no CTA. Pneumonia unlikely, CXR pending.

Dispo: admit medicine, floor; does not meet ICU criteria at this time.
""",
)

note(
    "9200001-RR-2",
    29200002,
    "2191-11-14T18:30:00",
    "2191-11-14T19:40:00",
    """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  ___ year old woman with asthma exacerbation  // pneumonia? pneumothorax?

TECHNIQUE:  Chest PA and lateral

COMPARISON:  Chest radiograph ___.

FINDINGS: 

The lungs are hyperinflated. Mild peribronchial cuffing is noted centrally. There is no focal consolidation. No pleural effusion. No pneumothorax and no pneumomediastinum. Heart size is normal.

IMPRESSION: 

1. Hyperinflation and mild peribronchial cuffing, compatible with asthma or viral bronchitis.
2. No pneumonia or pneumothorax.
""",
)

note(
    "9200001-PN-2",
    29200002,
    "2191-11-16T10:15:00",
    "2191-11-16T11:20:00",
    """\
HOSPITAL MEDICINE PROGRESS NOTE, HD#3

Overnight: no events. Slept through night for 1st time. FSBG 240-310 yesterday afternoon/evening.

S: Breathing "70% better." Still coughing. No CP. Eating.

O: T 98.6  HR 96  BP 122/76  RR 18  SpO2 97% RA (off O2 since yesterday AM)
Scattered end-exp wheeze, good air movement, no accessory muscle use.
PEF 290 (80%).
FSBG: 118 (fasting), 284, 306, 251.

A/P: 23F w/ T1DM + mild intermittent asthma, admitted w/ moderate-severe asthma exacerbation triggered by rhinovirus, improving.

1. Asthma exacerbation, improving
- prednisone 40 daily, day 2 of 5 (started 11/15 after methylpred 11/14), last dose 11/19
- DuoNeb q4h standing -> space to q6h + albuterol q2h prn
- start fluticasone-salmeterol 250/50 1 inh BID today (step up; has never been on a controller). Teach inhaler technique, rinse mouth
- montelukast discussed, not starting for now given sertraline + mood hx (neuropsych effects)
- PEF BID

2. Steroid-induced hyperglycemia on T1DM
- afternoon/evening sugars 250-300s on prednisone, fasting ok
- glargine 24 -> 28u while on prednisone (per endocrine phone recs); lispro ratio 1:8 -> 1:6 at lunch and dinner only
- when prednisone done, back to 24u glargine and 1:8

3. Depression - sertraline 100, stable.

Dispo: home likely 11/18 if PEF >70% off nebs.
""",
)

note(
    "9200001-DS-2",
    29200002,
    "2191-11-18T00:00:00",
    "2191-11-18T17:05:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Wheezing and shortness of breath
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
23 year old woman with mild intermittent asthma treated with albuterol alone, type 1 diabetes (DKA in 2/2191) and depression, who presented with four days of cold symptoms followed by two days of wheezing and chest tightness, worse despite albuterol every two hours. In the ED she was tachypneic and hypoxemic to 91% on room air with a peak flow of about 45% of predicted. Respiratory viral panel was positive for rhinovirus/enterovirus. She received three back-to-back ipratropium-albuterol nebulizers, methylprednisolone 125 mg IV and magnesium 2 g IV, with partial improvement, and was admitted.
 
Past Medical History:
- Asthma, mild intermittent, diagnosed in childhood. One prior ED visit in 2188. No prior hospitalizations, ICU stays or intubations for asthma. Never on a controller medication before this admission.
- Type 1 diabetes mellitus since age 11, on multiple daily injections. MICU admission for severe DKA in 2/2191 after insulin omission, resolved; no DKA since.
- Depression, sertraline increased from 50 mg to 100 mg by her PCP this summer.
 
Social History:
Pharmacy technician, now on day shifts. Lives with a roommate who has a cat. Never smoker, no vaping. Rare alcohol.
 
Family History:
Father had asthma as a child that resolved in adolescence; he uses no inhalers now. Mother with Hashimoto thyroiditis. Maternal grandmother with type 2 diabetes. No family history of cystic fibrosis or early emphysema.
 
Physical Exam:
ADMISSION EXAM:
VS: T 99.4, HR 118, BP 128/80, RR 28, SpO2 96% 2L
GEN: Speaking in phrases, using accessory muscles
LUNGS: Diffuse expiratory wheeze, prolonged expiratory phase

DISCHARGE EXAM:
VS: T 98.1, HR 84, BP 118/74, RR 16, SpO2 98% RA
LUNGS: Faint end-expiratory wheeze at the bases only, good air movement
PEF 310 L/min (about 86% of predicted)
 
Pertinent Results:
___ 05:40PM BLOOD WBC-11.2 Hgb-13.6 Plt-___
___ 05:40PM BLOOD Glucose-238 UreaN-12 Creat-0.7 Na-137 K-4.0 Cl-103 HCO3-22 AnGap-12
___ 05:40PM BLOOD BHB-0.3
Respiratory viral panel: rhinovirus/enterovirus positive; influenza A and B, SARS-CoV-2 and RSV negative.

CXR (___): Hyperinflation and mild peribronchial cuffing, compatible with asthma or viral bronchitis. No pneumonia or pneumothorax.
 
Brief Hospital Course:
Ms. ___ was admitted with a moderate to severe asthma exacerbation and steroid-induced hyperglycemia.

1. Asthma exacerbation: This was most likely triggered by her rhinovirus infection, on a background of asthma that had been undertreated with a rescue inhaler alone. She was never hypercarbic and did not need the ICU, noninvasive ventilation or intubation. She was treated with standing ipratropium-albuterol nebulizers, which were weaned to as-needed albuterol by 11/17, and prednisone 40 mg daily after the single dose of IV methylprednisolone. She has been off oxygen since 11/15. Prednisone is for 5 days in total, from 11/15 through 11/19, with the last dose to be taken at home the day after discharge; no taper is needed for a course this short. As her first controller, fluticasone-salmeterol 250/50 one inhalation twice daily was started on 11/16. Montelukast was considered and not started because of its neuropsychiatric warning in a patient with depression. Peak flow on the day of discharge was 310 L/min.

2. Type 1 diabetes with steroid-induced hyperglycemia: Her afternoon and evening sugars rose to the 250-310 range on prednisone while fasting sugars stayed near goal. She never had an anion gap or ketosis. On the advice of her endocrinologist, glargine was increased from 24 to 28 units for the duration of the prednisone course, and her lunch and dinner lispro ratio was changed from 1 unit:8 g to 1 unit:6 g. When the prednisone course is finished, she will go back to glargine 24 units starting the evening of 11/20 and to a lispro ratio of 1 unit:8 g at every meal. If her fasting sugar is below 100 on any morning while she is on 28 units, she should lower the glargine to 24 units that same evening.

3. Depression: Stable on sertraline 100 mg daily.

TRANSITIONAL ISSUES
- Prednisone last dose 11/19
- Glargine back to 24 units from the evening of 11/20
- New controller fluticasone-salmeterol; asthma clinic referral and spirometry when well
- Consider rehoming the roommate's cat or keeping it out of her bedroom
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Insulin glargine 24 units SC at 9 PM nightly
2. Insulin lispro per carbohydrate ratio 1 unit:8 g with meals plus correction scale
3. Sertraline 100 mg PO DAILY
4. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze
5. Levonorgestrel-ethinyl estradiol 0.15 mg-30 mcg 1 tab PO DAILY
6. Glucagon nasal powder 3 mg intranasal ONCE PRN severe hypoglycemia
 
Discharge Medications:
1. PredniSONE 40 mg PO DAILY Duration: 1 Dose. Last dose 11/19.
2. Fluticasone-salmeterol Diskus (250/50) 1 INH IH BID. RX *fluticasone propionate-salmeterol 250 mcg-50 mcg/dose 1 inhalation twice a day Disp #1 Refills: 5
3. Insulin glargine 28 units SC at 9 PM nightly through 11/19, then 24 units from 11/20
4. Insulin lispro 1 unit:6 g at lunch and dinner and 1 unit:8 g at breakfast while on prednisone, then 1 unit:8 g at every meal, plus correction scale
5. Sertraline 100 mg PO DAILY
6. Albuterol Inhaler 2 PUFF IH Q4H:PRN wheeze
7. Levonorgestrel-ethinyl estradiol 0.15 mg-30 mcg 1 tab PO DAILY
8. Glucagon nasal powder 3 mg intranasal ONCE PRN severe hypoglycemia
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
Primary: Asthma exacerbation, moderate to severe, triggered by rhinovirus infection
Secondary: Steroid-induced hyperglycemia; type 1 diabetes mellitus; depression
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were in the hospital for an asthma attack brought on by a cold virus. You were treated with nebulizers and steroids and you improved.

- Take your last dose of prednisone tomorrow, 11/19.
- Start using your new Advair (fluticasone-salmeterol) inhaler every morning and every evening, even when you feel well. Rinse your mouth after each use.
- Use albuterol only when you need it. If you need albuterol more often than every 4 hours, or your peak flow drops below 200, call the asthma clinic or come back to the ED.
- Your insulin needs are higher on prednisone. Take 28 units of glargine through 11/19, then go back to 24 units on 11/20.

Followup Instructions:
___
""",
)

# =============================================================================================
# Patient 9200002: M, 58, alcohol-associated cirrhosis. Esophageal variceal bleed (4/2192),
# then spontaneous bacterial peritonitis with AKI and hepatic encephalopathy (8/2192).
# =============================================================================================

patient(9200002, "M", 58, "WHITE")
admission(9200002, 29200003, "2192-04-09T23:10:00", "2192-04-14T12:00:00", "WHITE")
admission(9200002, 29200004, "2192-08-21T15:30:00", "2192-08-27T14:00:00", "WHITE")

note(
    "9200002-ED-1",
    29200003,
    "2192-04-09T22:05:00",
    "2192-04-09T23:40:00",
    """\
ED ATTENDING NOTE

CC: vomiting blood

HPI: 58M w/ EtOH cirrhosis (Child B, MELD 14 in 1/2192), ascites on diuretics, small EV on EGD 2189 (no banding), T2DM, p/w 2 episodes of hematemesis tonight (~1 cup bright red, then coffee grounds) + black tarry stool since yesterday. Lightheaded on standing. No abd pain. No NSAIDs. Pt reports sober since ___ 2190, AA weekly. Was on propranolol after the 2189 EGD, stopped it on his own in 2190 b/c fatigue. Denies confusion; wife agrees he is at baseline mentally.

Exam: HR 112, BP 94/58, RR 18, SpO2 98% RA, T 98.0. Pale, A&Ox3, no asterixis. Spider angiomata. Abd mildly distended, soft, NT, shifting dullness. Rectal: melena, guaiac +.

Labs: Hgb 6.9 (baseline ~11), plt 68, INR 1.6, Tbili 2.4, alb 2.9, Cr 0.9, Na 133, BUN 38. Lactate 2.6.

ED course: 2 large-bore IVs. 1u pRBC (target Hgb 7, restrictive). Octreotide 50 mcg IV bolus then 50 mcg/hr gtt started 22:30. Pantoprazole 80 mg IV. Ceftriaxone 1 g IV for SBP ppx. GI paged, plan EGD in AM or sooner if unstable. Home diuretics held.

MDM: UGIB in cirrhotic, presumed variceal until proven otherwise. Glasgow-Blatchford 13. Not intubated for airway protection at this time - mentating well, no ongoing hematemesis in ED.

Dispo: MICU
""",
)

note(
    "9200002-CN-1",
    29200003,
    "2192-04-10T11:45:00",
    "2192-04-10T12:50:00",
    """\
GASTROENTEROLOGY CONSULT AND EGD NOTE

Reason for consultation: Hematemesis and melena in a patient with alcohol-associated cirrhosis.

History: 58 year old man with alcohol-associated cirrhosis complicated by ascites, abstinent from alcohol since ___ 2190, with small esophageal varices on surveillance EGD in 2189. He was started on propranolol at that time and stopped it after about three months because of fatigue. He presented last night with hematemesis and melena and a hemoglobin of 6.9, and was started on octreotide, a PPI and ceftriaxone in the ED.

Procedure: EGD performed in the MICU under monitored anesthesia care at 10:05.

Findings:
- Esophagus: Four columns of large (grade III) esophageal varices in the distal third, with red wale signs and an adherent fibrin plug on one column consistent with a recent bleed. No active bleeding at the time of the exam. Four bands were placed with successful ligation.
- Stomach: Mild portal hypertensive gastropathy in the fundus and body. No gastric varices. No ulcers.
- Duodenum: Normal to the second part.

Assessment: Acute esophageal variceal hemorrhage, treated with band ligation. The source is clear, so a repeat exam is not needed unless he rebleeds.

Recommendations:
1. Continue octreotide infusion for a total of 72 hours from the start in the ED.
2. Ceftriaxone 1 g IV daily; total 7 days of antibiotic prophylaxis (may switch to oral ciprofloxacin at discharge).
3. Pantoprazole 40 mg IV twice daily while inpatient, then 40 mg PO daily for 14 days after banding for post-banding ulcer prophylaxis.
4. Start nadolol 20 mg daily once octreotide is stopped and SBP is consistently above 100; titrate to a resting heart rate of 55-60 as tolerated.
5. Clear liquids tonight, advance as tolerated tomorrow.
6. Repeat EGD with banding in 2-3 weeks as an outpatient, then every 2-4 weeks until the varices are eradicated.
7. If he rebleeds despite banding and nadolol, he should be evaluated for TIPS.
""",
)

note(
    "9200002-RR-1",
    29200003,
    "2192-04-10T07:40:00",
    "2192-04-10T09:20:00",
    """\
EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN) WITH DOPPLER

INDICATION:  ___ year old man with cirrhosis and GI bleed  // portal vein patency? HCC?

TECHNIQUE:  Grey scale, color and spectral Doppler ultrasound of the liver.

COMPARISON:  Ultrasound ___.

FINDINGS: 

The liver is shrunken with a coarsened echotexture and nodular contour, consistent with cirrhosis. No focal liver lesion is identified. The main portal vein is patent with hepatopetal flow, velocity 18 cm/s. The right and left portal veins are patent. The hepatic veins are patent. There is no intrahepatic biliary dilatation; the common bile duct measures 4 mm. The gallbladder is unremarkable. The spleen is enlarged at 15.2 cm. There is a small amount of perihepatic ascites, too small to safely sample.

IMPRESSION: 

1. Cirrhotic liver with splenomegaly and small volume ascites, consistent with portal hypertension.
2. Patent portal venous system without thrombus.
3. No focal liver lesion.
""",
)

note(
    "9200002-PN-1",
    29200003,
    "2192-04-11T09:30:00",
    "2192-04-11T10:40:00",
    """\
MICU TRANSFER NOTE / PROGRESS NOTE

Events: EGD 4/10 - 4 bands on large EV w/ stigmata. 2nd unit pRBC 4/10 evening for Hgb 6.8 post EGD. Hgb 8.1 -> 8.0 this AM. No further hematemesis or melena since yesterday afternoon. BP 102-118 systolic.

A/P: 58M EtOH cirrhosis w/ acute EV bleed s/p EBL x4, hemodynamically stable, calling out to floor.
# EV bleed
- octreotide gtt, hour 35 of 72 - stop 4/12 ~22:30
- PPI IV BID
- ceftriaxone day 3/7
- nadolol once octreotide off and SBP >100
- transfuse Hgb <7
# Cirrhosis, EtOH, Child B - no HE (A&Ox3, no asterixis), no lactulose needed. Ascites small. Diuretics on hold while bleeding/soft BPs.
# T2DM - metformin held, ISS.
# EtOH use d/o in remission - sober since ___ 2190; PEth neg. Thiamine/folate.
""",
)

note(
    "9200002-PN-2",
    29200003,
    "2192-04-13T10:10:00",
    "2192-04-13T11:00:00",
    """\
MEDICINE PROGRESS NOTE

S: Feels well, walking halls. Eating soft diet, no N/V. Last melena 4/11 AM, formed brown stool today.

O: T 98.3  HR 78  BP 112/68 (SBP 104-121 x 24h)  SpO2 98% RA
Abd mildly distended, NT. No asterixis.
Hgb 8.6 (stable x 48h). Cr 0.8. Na 135.

A/P:
- EV bleed, s/p EBL 4/10, no rebleeding. Octreotide completed 72h last night (off 22:30 4/12).
- nadolol 20 mg daily started this AM, first dose 08:00. HR 78 -> titrate as outpt to HR 55-60.
- diuretics: resume home spironolactone 100 + furosemide 40 tomorrow AM if SBP stays >100 on nadolol and no rebleed.
- ceftriaxone day 5/7, switch to cipro 500 BID on discharge to finish 4/15.
- pantoprazole -> PO 40 daily, 14 days post banding (through 4/24).
- metformin to resume at discharge.
- dispo: home tomorrow if stable.
""",
)

note(
    "9200002-DS-1",
    29200003,
    "2192-04-14T00:00:00",
    "2192-04-14T15:25:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: MEDICINE
 
Allergies: 
Patient recorded as having No Known Allergies to Drugs
 
Attending: ___.
 
Chief Complaint:
Hematemesis, melena
 
Major Surgical or Invasive Procedure:
EGD with band ligation of esophageal varices (4 bands)
Transfusion of 2 units packed red blood cells

 
History of Present Illness:
Mr. ___ is a 58 year old man with alcohol-associated cirrhosis (Child-Pugh B, MELD 14) complicated by ascites, with small esophageal varices seen on EGD in 2189, who presented with two episodes of hematemesis and one day of melena. He had been prescribed propranolol after the 2189 EGD and stopped taking it after about three months because of fatigue, so he was not on a beta blocker at the time of this bleed. He has been abstinent from alcohol since ___ 2190. In the ED his hemoglobin was 6.9 from a baseline near 11, heart rate 112 and blood pressure 94/58. He was given one unit of packed red cells, started on an octreotide infusion, IV pantoprazole and ceftriaxone, and admitted to the MICU.
 
Past Medical History:
- Alcohol-associated cirrhosis, diagnosed 2188, Child-Pugh B; complicated by ascites (diuretic-controlled, never required paracentesis)
- Small esophageal varices on EGD 2189; propranolol started 2189, self-discontinued 2190 for fatigue
- No prior GI bleeding, no prior hepatic encephalopathy, no prior SBP
- Hepatitis B and C serologies negative (2188)
- Type 2 diabetes on metformin
- Alcohol use disorder, in sustained remission since ___ 2190
 
Social History:
Retired truck driver. Married, lives with his wife. Drank 8-10 beers a day for about 25 years. Abstinent since ___ 2190 and attends AA weekly; PEth negative this admission. Former smoker, quit 2185, 20 pack-years. No illicit drugs.
 
Family History:
Father died at 66 of cirrhosis related to alcohol. Mother alive at 82 with type 2 diabetes, and breast cancer at 70, treated. Brother with alcohol use disorder, sober for many years, no known liver disease. No family history of liver cancer, hemochromatosis or Wilson disease.
 
Physical Exam:
ADMISSION EXAM:
VS: T 98.0, HR 112, BP 94/58, RR 18, SpO2 98% RA
GEN: Pale, alert and oriented x3
SKIN: Spider angiomata on chest, palmar erythema
ABD: Mildly distended, soft, nontender, shifting dullness
NEURO: No asterixis
RECTAL: Melena

DISCHARGE EXAM:
VS: T 98.2, HR 68, BP 110/66, RR 16, SpO2 98% RA
ABD: Mildly distended, soft, nontender
NEURO: Alert and oriented x3, no asterixis
 
Pertinent Results:
ADMISSION LABS:
___ 09:40PM BLOOD WBC-7.9 Hgb-6.9 Plt Ct-68
___ 09:40PM BLOOD PT-17.9 INR(PT)-1.6
___ 09:40PM BLOOD Glucose-188 UreaN-38 Creat-0.9 Na-133 K-4.1
___ 09:40PM BLOOD ALT-32 AST-58 AlkPhos-121 TotBili-2.4 Albumin-2.9
___ 09:40PM BLOOD Lactate-2.6

DISCHARGE LABS:
___ 06:30AM BLOOD WBC-6.1 Hgb-8.7 Plt Ct-71
___ 06:30AM BLOOD UreaN-14 Creat-0.8 Na-135 K-4.3

EGD (___): Four columns of large esophageal varices with red wale signs and a fibrin plug, four bands placed. Mild portal hypertensive gastropathy. No gastric varices.

Liver ultrasound with Doppler (___): Cirrhotic liver with splenomegaly and small volume ascites. Patent portal venous system without thrombus. No focal liver lesion.
 
Brief Hospital Course:
Mr. ___ is a 58 year old man with alcohol-associated cirrhosis admitted with an acute esophageal variceal hemorrhage.

#Acute esophageal variceal hemorrhage: He was admitted to the MICU and started on an octreotide infusion in the ED at 22:30 on 4/9. EGD on 4/10 showed large esophageal varices with stigmata of recent bleeding, which were banded with four bands; there were no gastric varices. He received a second unit of packed red cells on the evening of 4/10 for a hemoglobin of 6.8, and his hemoglobin was stable between 8.0 and 8.7 from 4/11 onward. Octreotide was continued for 72 hours and stopped on the night of 4/12. Nadolol 20 mg daily was started on the morning of 4/13 for secondary prophylaxis. He received ceftriaxone 1 g IV daily from 4/9 for prophylaxis against bacterial infection and will complete a 7-day course with oral ciprofloxacin through 4/15. Pantoprazole was given IV twice daily and switched to 40 mg by mouth daily, to continue for 14 days after banding (through 4/24) and then stop. He had no further bleeding after 4/11. If he rebleeds despite banding and nadolol, he should be referred for TIPS evaluation. Repeat EGD for banding is planned in 2-3 weeks.

#Alcohol-associated cirrhosis, Child-Pugh B: He was not encephalopathic at any point during this admission, and lactulose was not needed. Liver ultrasound showed a patent portal vein, no liver lesion and only a small amount of ascites, which was not tapped. His spironolactone and furosemide were held on admission because of the bleed and low blood pressure. They were restarted at his home doses on the morning of 4/14, after his systolic pressure had remained above 100 for more than 24 hours on nadolol.

#Anemia, acute blood loss: 2 units PRBC in total. Iron studies showed a ferritin of 18, so oral iron was started.

#Type 2 diabetes: Metformin was held and he was covered with an insulin sliding scale while inpatient. Metformin was resumed at discharge.

#Alcohol use disorder, in remission: Abstinent since ___ 2190; PEth negative. Thiamine and folate continued. He is interested in liver transplant evaluation, and hepatology will discuss a referral at his next visit.

TRANSITIONAL ISSUES
- Repeat EGD with banding in 2-3 weeks
- Titrate nadolol to a resting heart rate of 55-60
- Pantoprazole through 4/24 then stop
- Ciprofloxacin through 4/15
- CBC and BMP in 1 week
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Spironolactone 100 mg PO DAILY
2. Furosemide 40 mg PO DAILY
3. MetFORMIN (Glucophage) 500 mg PO BID
4. Thiamine 100 mg PO DAILY
5. FoLIC Acid 1 mg PO DAILY
6. Multivitamins 1 TAB PO DAILY
 
Discharge Medications:
1. Nadolol 20 mg PO DAILY
2. Pantoprazole 40 mg PO Q24H Duration: 10 Days. Last dose 4/24.
3. Ciprofloxacin HCl 500 mg PO Q12H Duration: 2 Days. Last dose 4/15.
4. Ferrous Sulfate 325 mg PO DAILY
5. Spironolactone 100 mg PO DAILY
6. Furosemide 40 mg PO DAILY
7. MetFORMIN (Glucophage) 500 mg PO BID
8. Thiamine 100 mg PO DAILY
9. FoLIC Acid 1 mg PO DAILY
10. Multivitamins 1 TAB PO DAILY
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY: Acute esophageal variceal hemorrhage
SECONDARY: Alcohol-associated cirrhosis, Child-Pugh B; acute blood loss anemia; portal hypertensive gastropathy; type 2 diabetes; alcohol use disorder in remission
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted because you were bleeding from enlarged veins in your esophagus (varices), which happen because of your liver disease. The bleeding veins were tied off with bands during an endoscopy, and you received two blood transfusions.

- Take nadolol every day. It lowers the pressure in these veins and makes another bleed less likely. Do not stop it on your own; if it makes you tired, call the liver clinic.
- Take the antibiotic ciprofloxacin until 4/15 and pantoprazole until 4/24.
- If you vomit blood, have black or bloody stools, or feel faint, call 911.
- Do not take ibuprofen, naproxen or aspirin.
- Thank you for continuing not to drink alcohol.

Followup Instructions:
___
""",
)

note(
    "9200002-ED-2",
    29200004,
    "2192-08-21T13:50:00",
    "2192-08-21T15:55:00",
    """\
ED NOTE

CC: confusion, belly swelling, fever

HPI: 58M EtOH cirrhosis (sober since 2190), EV bleed 4/2192 s/p EBL x2 sessions (varices now small), ascites on spironolactone/furosemide, on nadolol, brought in by wife for 2 days of confusion (sleeping during the day, called her by his sister's name) and 1 wk of increasing abd girth, Tmax 101.2 at home this AM. Mild diffuse abd discomfort. Wife says BMs "hard, every 2-3 days." Fell in the bathroom last night, hit his forehead, no LOC per wife. Not on anticoagulants. No hematemesis, no melena. Wife confirms no alcohol.

Exam: T 100.9, HR 96, BP 88/54, RR 18, SpO2 97% RA. Oriented to self and hospital only, slow to answer. +asterixis. Small forehead abrasion. Abd tense-ish, distended, diffusely mildly tender, no peritoneal signs.

Labs: WBC 11.8, Hgb 10.4, plt 62, INR 1.8, Tbili 3.6, Na 129, Cr 2.1 (baseline 0.9), BUN 44, NH3 112. Lactate 1.9. UA bland. BCx x2 sent.

Diagnostic paracentesis (bedside, US-guided, LLQ): 60 mL cloudy yellow fluid. Cell count: WBC 1,150, PMN 64% (PMN 736). Gram stain: no organisms. Culture in blood culture bottles.

MDM: SBP (PMN >250) + HE grade 2 + AKI in decompensated cirrhosis. Fall w/ head strike in a coagulopathic pt -> CT head. Hypotension likely from SBP + nadolol + diuretics.

ED course: ceftriaxone 2 g IV, albumin 25% 100 g (1.5 g/kg), lactulose 30 mL PO, nadolol and diuretics held.

Dispo: medicine, step-down.
""",
)

note(
    "9200002-RR-2",
    29200004,
    "2192-08-21T14:40:00",
    "2192-08-21T15:30:00",
    """\
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  ___ year old man with cirrhosis, coagulopathy, confusion and fall with head strike  // intracranial hemorrhage?

TECHNIQUE:  Contiguous axial images of the brain were obtained without intravenous contrast.

COMPARISON:  None.

FINDINGS: 

There is no evidence of intracranial hemorrhage, edema, mass effect or acute large territory infarction. The ventricles and sulci are mildly prominent, consistent with age-appropriate volume loss. The basal cisterns are patent. No calvarial fracture. There is a small left frontal scalp hematoma. The visualized paranasal sinuses and mastoid air cells are clear.

IMPRESSION: 

1. No acute intracranial abnormality. No intracranial hemorrhage or fracture.
2. Small left frontal scalp hematoma.
""",
)

note(
    "9200002-RR-3",
    29200004,
    "2192-08-21T19:05:00",
    "2192-08-21T21:30:00",
    """\
EXAMINATION:  ABDOMINAL ULTRASOUND WITH DOPPLER

INDICATION:  ___ year old man with cirrhosis and SBP  // portal vein patency, ascites volume

TECHNIQUE:  Grey scale, color and spectral Doppler ultrasound of the abdomen.

COMPARISON:  Liver ultrasound ___.

FINDINGS: 

The liver is small and nodular, unchanged. No focal liver lesion. The main portal vein is patent with hepatopetal flow. The hepatic veins are patent. Moderate volume ascites in all four quadrants, increased since the prior exam. Spleen 15.6 cm. The kidneys are normal in size without hydronephrosis.

IMPRESSION: 

1. Moderate ascites, increased compared to ___.
2. Patent portal vein. No focal liver lesion.
3. No hydronephrosis.
""",
)

note(
    "9200002-CN-2",
    29200004,
    "2192-08-22T15:00:00",
    "2192-08-22T16:10:00",
    """\
HEPATOLOGY CONSULT NOTE

Reason for consultation: SBP, AKI and hepatic encephalopathy in a patient with alcohol-associated cirrhosis; transplant candidacy.

History: 58M with alcohol-associated cirrhosis, now decompensated by a variceal bleed in 4/2192 and now a first episode of spontaneous bacterial peritonitis with grade 2 hepatic encephalopathy and AKI. Ascitic PMN 736 on 8/21. Peritoneal fluid culture growing gram negative rods, identification pending. He has been abstinent since ___ 2190, confirmed by his wife and a negative PEth.

Examination: Sleepy but arousable, oriented to person and place, mild asterixis. Moderately distended, soft abdomen.

Data: Cr 2.1 on 8/21, 2.0 today. Na 130. Tbili 3.9. INR 1.8. MELD-Na 26. Urine sodium 9.

Assessment: SBP with AKI in decompensated cirrhosis. Hepatorenal syndrome (HRS-AKI) is a concern, but this may equally be prerenal injury from infection, diuretics and hypotension, and it is too early to call it HRS. Encephalopathy precipitated by infection and constipation.

Recommendations:
1. Ceftriaxone 2 g daily for 5 days; repeat diagnostic paracentesis on day 3 to confirm a PMN decline of at least 25%.
2. Albumin 1 g/kg on day 3 (8/23), having received 1.5 g/kg on day 1.
3. Continue holding furosemide, spironolactone and nadolol.
4. If creatinine has not improved after 48 hours of albumin and diuretic withdrawal, meeting criteria for HRS-AKI, start terlipressin.
5. Lactulose titrated to 3-4 soft bowel movements daily; add rifaximin 550 mg twice daily if mental status is not improving by 8/23.
6. Lifelong SBP prophylaxis after treatment (ciprofloxacin 500 mg daily).
7. With more than 18 months of documented sobriety and MELD-Na 26, he should be referred for liver transplant evaluation; we will start the referral.
""",
)

note(
    "9200002-PN-3",
    29200004,
    "2192-08-23T09:50:00",
    "2192-08-23T10:45:00",
    """\
MEDICINE PROGRESS NOTE HD#3

Overnight: 4 BMs on lactulose. More alert. No fever since 8/22 AM.

O: T 98.9  HR 84  BP 98/60  SpO2 97% RA
Oriented x2 (not date), mild asterixis.
Cr 2.1 (8/21) -> 2.0 (8/22) -> 1.6 today. Na 131. WBC 9.2.
Repeat tap today: PMN 180 (from 736). Ascitic cx: E. coli, pan-sensitive.
BCx NGTD.

A/P: 58M EtOH cirrhosis w/ E. coli SBP, HE gr 2, AKI.
# SBP - E. coli. Cftx day 3/5 (8/21-8/25). PMN down >25% on repeat tap, adequate response.
# AKI - Cr improving w/ albumin + holding diuretics. Less c/f HRS now, favor prerenal. No terlipressin. 2nd albumin dose today.
# HE gr 2 - improving but still disoriented to date. Lactulose 30 mL TID, titrate 3-4 BMs. Adding rifaximin 550 BID today per hepatology.
# Hypotension - SBP 90s-100s. Nadolol, spironolactone, furosemide held.
# T2DM - metformin held (AKI, decompensated cirrhosis); ISS.
# Transplant - referral started by hepatology.
""",
)

note(
    "9200002-DS-2",
    29200004,
    "2192-08-27T00:00:00",
    "2192-08-27T16:50:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: MEDICINE
 
Allergies: 
Patient recorded as having No Known Allergies to Drugs
 
Attending: ___.
 
Chief Complaint:
Confusion, abdominal distension, fever
 
Major Surgical or Invasive Procedure:
Diagnostic paracentesis x2 (___ and ___)

 
History of Present Illness:
Mr. ___ is a 58 year old man with alcohol-associated cirrhosis complicated by ascites and an esophageal variceal hemorrhage in 4/2192, who was brought in by his wife with two days of confusion, a week of increasing abdominal girth and a fever to 101.2. He fell in the bathroom the night before admission and struck his forehead. In the ED he was febrile to 100.9, hypotensive to 88/54, oriented only to himself and the hospital, with asterixis. Creatinine was 2.1 from a baseline of 0.9 and sodium 129. Diagnostic paracentesis showed 736 PMNs, consistent with spontaneous bacterial peritonitis. CT of the head showed no intracranial hemorrhage. He received ceftriaxone, albumin and lactulose and was admitted.
 
Past Medical History:
- Alcohol-associated cirrhosis, diagnosed 2188; decompensated by ascites and by esophageal variceal hemorrhage in 4/2192 (banded, on nadolol since then)
- No prior episodes of SBP or hepatic encephalopathy before this admission
- Type 2 diabetes
- Alcohol use disorder, in sustained remission since ___ 2190
 
Social History:
Lives with his wife. Abstinent from alcohol since ___ 2190; attends AA. PEth negative 4/2192 and again this admission. Former smoker.
 
Family History:
Father died of alcohol-related cirrhosis. Mother with type 2 diabetes and a history of breast cancer. Brother with alcohol use disorder. No family history of liver cancer.
 
Physical Exam:
ADMISSION EXAM:
VS: T 100.9, HR 96, BP 88/54, RR 18, SpO2 97% RA
NEURO: Oriented to self and hospital, slow responses, asterixis present
ABD: Distended, diffusely mildly tender, no rebound
SKIN: Small forehead abrasion

DISCHARGE EXAM:
VS: T 98.4, HR 72, BP 106/64, RR 16, SpO2 98% RA
NEURO: Alert and oriented x3, no asterixis, months of the year backward intact
ABD: Moderately distended, nontender
 
Pertinent Results:
ADMISSION LABS:
___ 01:35PM BLOOD WBC-11.8 Hgb-10.4 Plt Ct-62
___ 01:35PM BLOOD Glucose-132 UreaN-44 Creat-2.1 Na-129 K-4.6
___ 01:35PM BLOOD TotBili-3.6 Albumin-2.6 INR(PT)-1.8
___ 01:35PM BLOOD Ammonia-112
___ 02:10PM ASCITES WBC-1150 Polys-64
___ 10:20AM ASCITES (repeat) WBC-420 Polys-43

DISCHARGE LABS:
___ 06:10AM BLOOD UreaN-22 Creat-1.2 Na-134 K-4.4
___ 06:10AM BLOOD TotBili-2.9 INR(PT)-1.6

MICROBIOLOGY:
Peritoneal fluid culture (___): Escherichia coli, pan-sensitive.
Blood cultures x2 (___): no growth, final.

IMAGING:
CT head (___): No acute intracranial abnormality. No intracranial hemorrhage or fracture. Small left frontal scalp hematoma.
Abdominal ultrasound with Doppler (___): Moderate ascites, increased. Patent portal vein. No focal liver lesion. No hydronephrosis.
 
Brief Hospital Course:
Mr. ___ is a 58 year old man with alcohol-associated cirrhosis admitted with his first episode of spontaneous bacterial peritonitis, complicated by hepatic encephalopathy and acute kidney injury.

#Spontaneous bacterial peritonitis, E. coli: Ascitic fluid on 8/21 had 736 PMNs and grew pan-sensitive E. coli. He was treated with ceftriaxone 2 g IV daily for 5 days, 8/21 through 8/25. A repeat paracentesis on 8/23 showed the PMN count had fallen to 180, confirming response. He became afebrile by 8/22. He will take ciprofloxacin 500 mg daily indefinitely as secondary prophylaxis, starting 8/26.

#Acute kidney injury: Creatinine rose from a baseline of 0.9 to 2.1. There was initial concern for hepatorenal syndrome (HRS-AKI), but the creatinine improved with albumin (1.5 g/kg on 8/21 and 1 g/kg on 8/23) and withdrawal of diuretics, to 1.2 at discharge. This course is most consistent with prerenal AKI precipitated by SBP, diuretics and hypotension rather than HRS, and terlipressin was not needed.

#Hepatic encephalopathy, grade 2, first episode: Precipitated by infection and constipation. Lactulose was started and titrated to 3-4 soft stools a day, and rifaximin 550 mg twice daily was added on 8/23. His mental status returned to baseline by 8/25, and he was oriented x3 without asterixis at discharge. He should continue both medications. He should not drive.

#Fall with head strike: CT head negative. No further falls. PT evaluated him and cleared him for home with his wife.

#Hypotension and medication changes: Blood pressure was 88/54 on arrival. Nadolol, spironolactone and furosemide were all held on admission. Nadolol 20 mg daily was resumed on 8/26 once his systolic pressure was consistently above 100. Spironolactone was resumed on 8/26 at a reduced dose of 50 mg daily. Furosemide remains on hold at discharge and should not be restarted until he is seen in the liver clinic. If his creatinine rises above 1.5 or his sodium falls below 128 on his follow-up labs, the spironolactone should be held as well.

#History of variceal hemorrhage: Varices were small at his last banding session in 5/2192. No bleeding this admission.

#Type 2 diabetes: A1c 6.4%. Metformin was stopped because of decompensated cirrhosis and the AKI. Sugars were 110-160 without treatment on the floor. If his fasting sugars are consistently above 180, his PCP should start basal insulin rather than restarting metformin.

#Alcohol use disorder, in remission: Abstinent since ___ 2190, PEth negative. Hepatology has started a liver transplant referral.

TRANSITIONAL ISSUES
- Liver clinic in 1 week with BMP; furosemide still on hold
- Transplant evaluation referral placed
- Ciprofloxacin prophylaxis is lifelong
- Lactulose goal 3-4 soft stools daily
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Nadolol 20 mg PO DAILY
2. Spironolactone 100 mg PO DAILY
3. Furosemide 40 mg PO DAILY
4. MetFORMIN (Glucophage) 500 mg PO BID
5. Ferrous Sulfate 325 mg PO DAILY
6. Thiamine 100 mg PO DAILY
7. FoLIC Acid 1 mg PO DAILY
8. Multivitamins 1 TAB PO DAILY
 
Discharge Medications:
1. Lactulose 30 mL PO TID, titrate to 3-4 soft bowel movements daily
2. Rifaximin 550 mg PO BID
3. Ciprofloxacin HCl 500 mg PO Q24H
4. Nadolol 20 mg PO DAILY
5. Spironolactone 50 mg PO DAILY
6. Ferrous Sulfate 325 mg PO DAILY
7. Thiamine 100 mg PO DAILY
8. FoLIC Acid 1 mg PO DAILY
9. Multivitamins 1 TAB PO DAILY
10. HELD- Furosemide 40 mg PO DAILY This medication was held. Do not restart Furosemide until you are seen in the liver clinic.
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY:
Spontaneous bacterial peritonitis (E. coli)
Hepatic encephalopathy, grade 2
Acute kidney injury, prerenal

SECONDARY:
Alcohol-associated cirrhosis, decompensated
History of esophageal variceal hemorrhage
Type 2 diabetes
Hyponatremia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - requires assistance or aid (walker or cane).
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with an infection of the fluid in your belly (spontaneous bacterial peritonitis). The infection also caused confusion (hepatic encephalopathy) and strain on your kidneys. You were treated with antibiotics and albumin, and you improved.

- Take lactulose three times a day, and adjust it so that you have 3-4 soft bowel movements a day. If you have fewer than 2, take an extra dose.
- Take rifaximin twice a day to help prevent confusion.
- Take ciprofloxacin once a day from now on to prevent this infection from coming back.
- Your spironolactone dose is lower (50 mg). Do not take furosemide until the liver clinic tells you to.
- We stopped your metformin.
- If you become confused or sleepy, have a fever, or your belly becomes painful, come to the emergency room.
- Do not drive.

Followup Instructions:
___
""",
)

# =============================================================================================
# Patient 9200003: F, 31, systemic lupus erythematosus. Class IV lupus nephritis with serositis
# (3/2193), then severe C. difficile colitis on mycophenolate (7/2193).
# =============================================================================================

patient(9200003, "F", 31, "BLACK/AFRICAN AMERICAN")
admission(9200003, 29200005, "2193-03-01T20:15:00", "2193-03-09T13:00:00",
          "BLACK/AFRICAN AMERICAN")
admission(9200003, 29200006, "2193-07-18T11:40:00", "2193-07-23T12:30:00",
          "BLACK/AFRICAN AMERICAN")

note(
    "9200003-ED-1",
    29200005,
    "2193-03-01T18:20:00",
    "2193-03-01T19:50:00",
    """\
ED NOTE - PA

CC: leg swelling, chest pain w/ deep breaths

HPI: 31F w/ SLE (dx 2189: malar rash, arthritis, +ANA, +dsDNA) on HCQ only, here w/ 3 wks of bilat leg + eyelid swelling, foamy urine, ~10 lb wt gain. Since 4 days sharp L-sided CP worse w/ deep breath and lying flat, better sitting forward. Also hand/wrist pain + AM stiffness x 2 wks, taking naproxen 500 BID most days. Low-grade temps to 100.2. No hemoptysis, no calf pain, no recent travel or surgery. Has levonorgestrel IUD, no estrogen. Denies rash currently, no oral ulcers.

Exam: T 99.8, HR 104, BP 148/96, RR 20, SpO2 97% RA. Periorbital edema. Lungs: decreased BS at both bases. CV: tachy, no rub heard. 2+ pitting edema to mid-shin bilat. Synovitis of bilat MCPs 2-3 and wrists.

Labs: Cr 1.6 (0.8 in 10/2192), BUN 31, K 4.9, alb 2.4. UA: 3+ prot, 3+ blood, 25-50 RBC, RBC casts seen by ED attending. UPCR 3.2. WBC 3.1, Hgb 9.8, plt 142. C3 48, C4 6 (low). D-dimer 1,450. Trop neg x1. hCG neg.

ECG: sinus tach, diffuse subtle ST elevation w/o reciprocal changes, PR depression in II.

MDM: SLE flare w/ probable lupus nephritis (nephritic sediment, nephrotic-range proteinuria, AKI) + pleuritic CP c/f serositis/pericarditis vs PE (elevated D-dimer, nephrotic state is prothrombotic) -> CTA chest. NSAIDs likely contributing to AKI, hold.

Dispo: admit medicine, renal + rheum consults.
""",
)

note(
    "9200003-RR-1",
    29200005,
    "2193-03-01T21:10:00",
    "2193-03-01T22:35:00",
    """\
EXAMINATION:  CTA CHEST

INDICATION:  ___ year old woman with SLE, pleuritic chest pain, elevated D-dimer  // PE?

TECHNIQUE:  Multidetector CT of the chest after the administration of intravenous contrast, in the pulmonary arterial phase. Reduced contrast dose protocol given renal function.

COMPARISON:  None.

FINDINGS: 

The pulmonary arteries are well opacified to the subsegmental level. There is no filling defect to suggest pulmonary embolism. The main pulmonary artery is normal in caliber. There is a small circumferential pericardial effusion, measuring up to 9 mm, without pericardial thickening. Small bilateral pleural effusions with adjacent compressive atelectasis. No consolidation. No pulmonary nodules. No mediastinal or hilar lymphadenopathy. The upper abdomen shows a small amount of perihepatic fluid.

IMPRESSION: 

1. No pulmonary embolism.
2. Small pericardial effusion and small bilateral pleural effusions, which may reflect serositis in the setting of lupus; volume overload from nephrotic syndrome is an alternative.
""",
)

note(
    "9200003-CN-1",
    29200005,
    "2193-03-02T14:00:00",
    "2193-03-02T16:30:00",
    """\
RHEUMATOLOGY CONSULT NOTE

Reason for consultation: SLE flare with suspected nephritis and serositis.

History: Ms. ___ is a 31 year old woman with SLE diagnosed in 2189 on the basis of malar rash, inflammatory arthritis, leukopenia, a positive ANA (1:640, homogeneous) and anti-dsDNA. She has been maintained on hydroxychloroquine alone and has never received other immunosuppression. She had a normal urinalysis at her last rheumatology visit in 10/2192. Over the past three weeks she has developed edema, foamy urine, arthritis and pleuritic chest pain that improves when she sits forward.

Medications: Hydroxychloroquine 200 mg twice daily; naproxen 500 mg twice daily as needed (has been taking it most days); levonorgestrel IUD.

Family history: Her mother has hypothyroidism. A maternal aunt has rheumatoid arthritis. Her sister has sickle cell trait. There is no lupus, kidney disease or dialysis in the family. She does not know of any relatives with blood clots or miscarriages.

Social history: Middle school teacher. Never smoker. Occasional wine. Lives with her partner. No plans for pregnancy in the next year.

Examination: Malar area clear. No oral ulcers. No alopecia. Synovitis of the second and third MCPs and both wrists. 2+ pitting edema of both legs.

Data: C3 48, C4 6, anti-dsDNA 412 IU/mL (prior 88). UPCR 3.2 g/g with RBC casts. WBC 3.1 with lymphopenia. Transthoracic echo today: small circumferential pericardial effusion without tamponade physiology, LVEF 60%. Antiphospholipid panel sent.

Assessment: Severe SLE flare with renal, serosal, hematologic and articular involvement. The nephritic sediment with nephrotic-range proteinuria and rising creatinine is most consistent with proliferative lupus nephritis; a biopsy is needed to classify it and guide induction. The small pericardial and pleural effusions with positional pleuritic pain are likely lupus serositis, although volume overload from hypoalbuminemia may be contributing. PE was excluded on CTA.

Recommendations:
1. Renal biopsy, coordinated with nephrology (planned for 3/3).
2. After the biopsy, pulse methylprednisolone 500 mg IV daily for 3 doses, followed by prednisone 60 mg daily with a taper over 3 months.
3. If the biopsy shows class III or IV nephritis, start mycophenolate mofetil, target 1000 mg twice daily.
4. Continue hydroxychloroquine 200 mg twice daily.
5. Stop naproxen and avoid all NSAIDs.
6. Pneumocystis prophylaxis with TMP-SMX single strength daily while prednisone is 20 mg or more daily.
7. Mycophenolate is teratogenic; her levonorgestrel IUD is adequate contraception.
8. Follow up antiphospholipid antibodies.
""",
)

note(
    "9200003-RR-2",
    29200005,
    "2193-03-03T09:15:00",
    "2193-03-03T11:05:00",
    """\
EXAMINATION:  US GUIDED RENAL BIOPSY

INDICATION:  ___ year old woman with SLE, AKI and proteinuria  // biopsy for lupus nephritis classification

PROCEDURE:  Informed consent was obtained. Time out was performed. Under real-time ultrasound guidance, using sterile technique and local anesthesia, three 18 gauge core biopsies were obtained from the lower pole of the left kidney. Pathology confirmed adequate sampling at the bedside.

FINDINGS: 

Both kidneys are normal in size (right 11.4 cm, left 11.8 cm) with mildly increased cortical echogenicity. No hydronephrosis. After the biopsy, there is no perinephric hematoma.

IMPRESSION: 

Technically successful ultrasound-guided left renal biopsy with three cores obtained. No immediate complication.
""",
)

note(
    "9200003-PN-1",
    29200005,
    "2193-03-05T09:00:00",
    "2193-03-05T10:20:00",
    """\
MEDICINE PROGRESS NOTE

S: Chest pain much better, now only w/ very deep breaths. Less joint pain. Edema the same. Slept ok. Mood "jittery" on steroids.

O: T 98.6, HR 88, BP 138/88, wt 71.8 kg (adm 73.0). Lungs: faint bibasilar crackles. No rub. 2+ LE edema.
Labs: Cr 1.5, K 4.6, glucose 168. WBC 5.8 (on steroids). UPCR 3.0.
Antiphospholipid panel: lupus anticoagulant neg, anticardiolipin IgG/IgM neg, anti-beta2 glycoprotein I neg.
Renal bx prelim (3/4): ISN/RPS class IV-G (A) lupus nephritis, diffuse endocapillary proliferation, wire loops, crescents in 3/28 glomeruli, no significant chronicity.

A/P: 31F SLE, class IV LN + probable serositis + arthritis, on pulse steroids.
1) Lupus nephritis class IV
- biopsy 3/3, pulse methylpred 500 IV daily started 3/3 PM after bx -> dose 3 of 3 today
- prednisone 60 daily starting tmrw 3/6
- MMF 500 BID starting 3/6, up to 1000 BID on 3/8 if tolerated
- lisinopril 5 daily start today for proteinuria (K 4.6, watch)
- furosemide 40 IV BID for edema
2) Pericardial + pleural effusions - likely serositis, improving on steroids. No tamponade on echo. No colchicine for now.
3) APLA neg - no anticoagulation indication.
4) Steroid hyperglycemia - ISS.
5) PJP ppx - TMP-SMX SS daily once on pred 60.
6) Bone protection - calcium carbonate-vitamin D3.
""",
)

note(
    "9200003-DS-1",
    29200005,
    "2193-03-09T00:00:00",
    "2193-03-09T17:10:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
Sulfa (Sulfonamide Antibiotics) - listed as rash in childhood; tolerated TMP-SMX this admission
 
Attending: ___.
 
Chief Complaint:
Leg swelling, pleuritic chest pain
 
Major Surgical or Invasive Procedure:
Ultrasound-guided left renal biopsy (___)

 
History of Present Illness:
Ms. ___ is a 31 year old woman with systemic lupus erythematosus diagnosed in 2189, maintained on hydroxychloroquine, who presented with three weeks of leg and eyelid swelling, foamy urine and a 10 lb weight gain, two weeks of hand and wrist pain, and four days of sharp left-sided chest pain that worsened with deep breaths and eased when she sat forward. She had been taking naproxen most days for the joint pain. In the ED, creatinine was 1.6 (0.8 five months earlier), with 3+ protein, 3+ blood and red cell casts in the urine, a protein to creatinine ratio of 3.2, and low complements. D-dimer was elevated and CTA of the chest showed no pulmonary embolism but did show small pericardial and pleural effusions.
 
Past Medical History:
- Systemic lupus erythematosus, diagnosed 2189 (malar rash, inflammatory arthritis, leukopenia, ANA, anti-dsDNA); no prior renal involvement
- Iron deficiency anemia, on and off oral iron
- Migraine without aura
 
Social History:
Middle school teacher. Lives with her partner. Never smoker, occasional wine, no drugs. Levonorgestrel IUD placed 2191.
 
Family History:
Mother with hypothyroidism. Maternal aunt with rheumatoid arthritis. Sister with sickle cell trait. Father with hypertension. No family history of lupus, kidney disease or dialysis.
 
Physical Exam:
ADMISSION EXAM:
VS: T 99.8, HR 104, BP 148/96, RR 20, SpO2 97% RA, weight 73.0 kg
HEENT: Periorbital edema. No oral ulcers.
LUNGS: Decreased breath sounds at both bases
CV: Tachycardic, no rub
EXT: 2+ pitting edema to mid-shin bilaterally. Synovitis of MCPs 2-3 and wrists.

DISCHARGE EXAM:
VS: T 98.2, HR 80, BP 128/82, RR 16, SpO2 99% RA, weight 69.6 kg
LUNGS: Clear
EXT: Trace edema at the ankles. No synovitis.
 
Pertinent Results:
ADMISSION LABS:
___ 05:50PM BLOOD WBC-3.1 Hgb-9.8 Plt Ct-142
___ 05:50PM BLOOD Glucose-94 UreaN-31 Creat-1.6 Na-136 K-4.9 Albumin-2.4
___ 05:50PM BLOOD C3-48 C4-6
___ 05:50PM BLOOD dsDNA-412
___ 05:50PM URINE RBC-25-50 Prot-300 Blood-LG RBC casts-present
___ 05:50PM URINE Prot/Cr-3.2

DISCHARGE LABS:
___ 06:00AM BLOOD WBC-8.9 Hgb-10.1 Plt Ct-198
___ 06:00AM BLOOD Glucose-121 UreaN-24 Creat-1.3 Na-138 K-4.7

Antiphospholipid antibodies: lupus anticoagulant, anticardiolipin IgG and IgM, and anti-beta2 glycoprotein I all negative.

TTE (___): Small circumferential pericardial effusion without tamponade physiology. LVEF 60%.

CTA chest (___): No pulmonary embolism. Small pericardial effusion and small bilateral pleural effusions.

Renal biopsy (___): ISN/RPS class IV-G (A) lupus nephritis with crescents in 3 of 28 glomeruli and no significant chronic changes.
 
Brief Hospital Course:
Ms. ___ is a 31 year old woman with SLE admitted with a severe lupus flare with class IV lupus nephritis, probable serositis and inflammatory arthritis.

1. Class IV lupus nephritis with AKI and nephrotic-range proteinuria: Naproxen was stopped on admission. Ultrasound-guided renal biopsy was performed on the morning of 3/3 and showed class IV-G (A) lupus nephritis. She was treated with pulse methylprednisolone 500 mg IV daily for three doses, 3/3 through 3/5, starting after the biopsy so as not to delay it. Prednisone 60 mg daily was started on 3/6. Mycophenolate mofetil was started on 3/6 at 500 mg twice daily and increased to 1000 mg twice daily on 3/8, which she tolerated. Lisinopril 5 mg daily was started on 3/5 for proteinuria. Creatinine improved from 1.6 to 1.3. She was diuresed with IV furosemide while inpatient and lost 3.4 kg; she was not discharged on a diuretic.

2. Pericardial and pleural effusions, likely lupus serositis: Her pleuritic, positional chest pain and small effusions were felt most likely to represent lupus serositis, although volume overload from her low albumin may have contributed. Echo showed no tamponade. Her pain resolved on steroids and colchicine was not needed. Pulmonary embolism was excluded by CTA.

3. Inflammatory arthritis: Resolved on steroids.

4. Leukopenia and anemia: Attributed to lupus activity; WBC normalized on steroids.

5. Antiphospholipid antibodies: Negative, so no anticoagulation is indicated.

6. Prophylaxis: She was started on TMP-SMX single strength daily for Pneumocystis prophylaxis. It should continue while she takes prednisone 20 mg or more daily and be stopped once the dose is below 20 mg. Her childhood sulfa label was reviewed; she took TMP-SMX for four days here without a reaction. Calcium carbonate-vitamin D3 was started for bone protection on steroids.

TRANSITIONAL ISSUES
- Prednisone taper per rheumatology: 60 mg daily for 2 weeks, then decrease by 10 mg every 2 weeks to 20 mg, then slower
- Stop TMP-SMX when prednisone is below 20 mg daily
- Mycophenolate 1000 mg twice daily; CBC and LFTs in 2 weeks
- BMP and UPCR in 1 week (new lisinopril)
- Levonorgestrel IUD in place; mycophenolate is teratogenic
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Hydroxychloroquine Sulfate 200 mg PO BID
2. Naproxen 500 mg PO Q12H:PRN joint pain
3. Ferrous Sulfate 325 mg PO DAILY
 
Discharge Medications:
1. PredniSONE 60 mg PO DAILY Tapered dose - DOWN
2. Mycophenolate Mofetil 1000 mg PO BID
3. Lisinopril 5 mg PO DAILY
4. Sulfamethoxazole-Trimethoprim SS 1 TAB PO DAILY
5. Calcium Carbonate-Vitamin D3 600 mg-400 unit 1 TAB PO BID
6. Hydroxychloroquine Sulfate 200 mg PO BID
7. Ferrous Sulfate 325 mg PO DAILY
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY:
Lupus nephritis, ISN/RPS class IV
Acute kidney injury
Lupus serositis (probable), with pericardial and pleural effusions

SECONDARY:
Systemic lupus erythematosus
Inflammatory arthritis
Leukopenia
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with a lupus flare that affected your kidneys (lupus nephritis), the linings around your heart and lungs, and your joints. A kidney biopsy confirmed the type of kidney inflammation.

- We started high-dose steroids (prednisone) and mycophenolate to calm the lupus. Do not stop prednisone suddenly.
- Mycophenolate can cause serious birth defects. Keep your IUD in place and tell us before you plan a pregnancy.
- Do not take naproxen, ibuprofen or other NSAIDs; they can hurt your kidneys.
- Take Bactrim (TMP-SMX) daily to prevent a lung infection while your prednisone dose is high.
- If you have a fever above 100.4, shortness of breath, or your swelling returns, call the rheumatology clinic.

Followup Instructions:
___
""",
)

note(
    "9200003-ED-2",
    29200006,
    "2193-07-18T10:05:00",
    "2193-07-18T11:30:00",
    """\
ED NOTE

CC: diarrhea

HPI: 31F SLE w/ class IV LN (bx 3/2193) on MMF 1000 BID + pred 15 + HCQ, p/w 5 days of watery diarrhea, 8-10x/day, crampy lower abd pain, fever to 101 last night. Finished amox-clav 875 BID x 10 days on 7/10 for sinusitis (urgent care). Diarrhea began 7/13. No blood in stool, no melena. No N/V. Lightheaded standing up. No sick contacts, no travel, no new foods. No prior C. diff.

Exam: T 100.7, HR 112, BP 92/58, RR 18, SpO2 99% RA. Dry MM. Abd soft, mildly distended, diffusely TTP in lower quadrants, no rebound or guarding, hyperactive BS.

Labs: WBC 18.4 (94% PMN), Hgb 11.2, Cr 1.4 (baseline 1.0 in 6/2193), K 3.2, HCO3 18, lactate 1.8, alb 3.0. C. diff PCR POSITIVE, toxin EIA POSITIVE. UA: 1+ prot, no blood.

MDM: C. diff colitis, severe by WBC >15 (and Cr up), in an immunosuppressed pt after recent abx. No peritonitis; CT to eval for complication given WBC and distension. Not fulminant (no hypotension after fluids? reassess, no ileus, no megacolon on CT pending).

ED course: 2 L LR, BP -> 104/66. PO vancomycin 125 mg first dose 11:10. KCl 40 PO. Holding lisinopril.

Dispo: medicine.
""",
)

note(
    "9200003-RR-3",
    29200006,
    "2193-07-18T12:50:00",
    "2193-07-18T14:05:00",
    """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITHOUT CONTRAST

INDICATION:  ___ year old woman on immunosuppression with C. difficile infection, leukocytosis and abdominal distension  // toxic megacolon? perforation?

TECHNIQUE:  Multidetector CT of the abdomen and pelvis without intravenous contrast. Oral contrast was not administered.

COMPARISON:  CTA chest ___ (upper abdomen only).

FINDINGS: 

There is diffuse circumferential wall thickening of the colon from the cecum to the rectum, up to 9 mm, with pericolonic fat stranding, most pronounced in the transverse and descending colon. The transverse colon measures up to 4.8 cm in diameter. There is no pneumatosis and no portal venous gas. There is no free intraperitoneal air. A small amount of free fluid is present in the pelvis. The small bowel is normal in caliber. The appendix is normal. The kidneys are normal in size without hydronephrosis. The liver, spleen and pancreas are unremarkable on this noncontrast study.

IMPRESSION: 

1. Pancolitis, compatible with the clinical diagnosis of C. difficile colitis.
2. No toxic megacolon. No pneumatosis or free air to suggest perforation.
""",
)

note(
    "9200003-CN-2",
    29200006,
    "2193-07-19T13:30:00",
    "2193-07-19T14:40:00",
    """\
RHEUMATOLOGY INPATIENT FOLLOW-UP NOTE

Reason for consultation: Management of immunosuppression during severe C. difficile colitis.

History: Known to us from her admission in 3/2193 for class IV lupus nephritis. Induction with mycophenolate 1000 mg BID and a prednisone taper; she reached prednisone 15 mg daily on 6/28, and TMP-SMX was stopped in May when her prednisone dose fell below 20 mg. UPCR 0.9 on 6/30 (from 3.2), creatinine 1.0, complements improving: partial renal response. Now admitted with severe C. difficile colitis after a course of amoxicillin-clavulanate.

Assessment: Partial response of lupus nephritis, no clinical evidence of an SLE flare now (no arthritis, no rash, urine sediment bland). Severe C. difficile infection on mycophenolate and moderate-dose prednisone.

Recommendations:
1. Hold mycophenolate while she is acutely infected (held since admission on 7/18).
2. Once she has been afebrile for 48 hours and the diarrhea is improving, resume mycophenolate at a reduced dose of 500 mg twice daily.
3. If the diarrhea has resolved at her rheumatology visit in 2 weeks, increase mycophenolate back to 1000 mg twice daily.
4. Continue prednisone 15 mg daily; do not taper during the acute illness. If she becomes hypotensive despite fluids, give stress-dose hydrocortisone.
5. Continue hydroxychloroquine.
""",
)

note(
    "9200003-PN-2",
    29200006,
    "2193-07-21T09:40:00",
    "2193-07-21T10:25:00",
    """\
MEDICINE PROGRESS NOTE, HD#4

Overnight: none. BMs 8 -> 5 -> 3 in 24h, now semi-formed. Afebrile since 7/19 AM.

S: Cramping much better. Eating. No blood in stool.

O: T 98.5, HR 84, BP 112/72. Abd soft, minimal LLQ TTP, no distension.
WBC 18.4 -> 14.0 -> 9.7. Cr 1.4 -> 1.1. K 3.9.

A/P: 31F SLE/class IV LN on immunosuppression w/ severe C. diff colitis, improving.
# C. diff, severe - PO vanc 125 QID day 4/10 (7/18 -> 7/27). Not fulminant, no IV metro needed. Contact precautions.
# Immunosuppression - afebrile >48h + diarrhea improving -> restart MMF 500 BID today per rheum. Pred 15 cont.
# AKI - prerenal, resolving. Lisinopril still held; BP 100s-110s; will not restart before d/c - nephrology to decide at f/u once Cr at baseline.
# LN - partial response, UPCR 0.9 in 6/2193.
# Dispo - home 7/23 if BMs continue to improve.
""",
)

note(
    "9200003-DS-2",
    29200006,
    "2193-07-23T00:00:00",
    "2193-07-23T15:45:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   F
 
Service: MEDICINE
 
Allergies: 
Sulfa (Sulfonamide Antibiotics)
 
Attending: ___.
 
Chief Complaint:
Diarrhea, fever
 
Major Surgical or Invasive Procedure:
None

 
History of Present Illness:
Ms. ___ is a 31 year old woman with SLE and class IV lupus nephritis diagnosed by biopsy in 3/2193, on mycophenolate, prednisone and hydroxychloroquine, who presented with five days of watery diarrhea (8-10 episodes daily), crampy lower abdominal pain and fever to 101. She had completed a 10-day course of amoxicillin-clavulanate for sinusitis on 7/10, and the diarrhea began on 7/13. She had no blood in her stool. In the ED she was febrile to 100.7, tachycardic to 112 and hypotensive to 92/58, improving with fluids. WBC was 18.4 and creatinine 1.4 from a baseline of 1.0. C. difficile PCR and toxin were both positive. CT of the abdomen and pelvis showed pancolitis without megacolon or perforation.
 
Past Medical History:
- Systemic lupus erythematosus, diagnosed 2189
- Lupus nephritis, ISN/RPS class IV-G (A), biopsy 3/2193; induction with pulse methylprednisolone, prednisone taper and mycophenolate; partial renal response (UPCR 0.9 in 6/2193)
- Lupus serositis 3/2193, resolved
- Iron deficiency anemia
- Migraine without aura
- No prior C. difficile infection
 
Social History:
Middle school teacher, on summer break. Lives with her partner. Never smoker, rare alcohol.
 
Family History:
Mother with hypothyroidism. Maternal aunt with rheumatoid arthritis. No lupus in the family.
 
Physical Exam:
ADMISSION EXAM:
VS: T 100.7, HR 112, BP 92/58, RR 18, SpO2 99% RA
ABD: Mildly distended, diffusely tender in the lower quadrants, no rebound or guarding, hyperactive bowel sounds

DISCHARGE EXAM:
VS: T 98.3, HR 76, BP 114/74, RR 16, SpO2 99% RA
ABD: Soft, nondistended, nontender
 
Pertinent Results:
ADMISSION LABS:
___ 09:45AM BLOOD WBC-18.4 Hgb-11.2 Plt Ct-301
___ 09:45AM BLOOD Glucose-104 UreaN-26 Creat-1.4 Na-137 K-3.2 HCO3-18
___ 09:45AM BLOOD Lactate-1.8 Albumin-3.0
___ 09:45AM STOOL C. difficile PCR-POSITIVE Toxin EIA-POSITIVE

DISCHARGE LABS:
___ 06:20AM BLOOD WBC-8.1 Hgb-10.8 Plt Ct-276
___ 06:20AM BLOOD UreaN-11 Creat-1.0 Na-139 K-4.1

CT abdomen and pelvis without contrast (___): Pancolitis, compatible with C. difficile colitis. No toxic megacolon. No pneumatosis or free air to suggest perforation.
 
Brief Hospital Course:
Ms. ___ is a 31 year old woman with SLE and class IV lupus nephritis on immunosuppression who was admitted with severe Clostridioides difficile colitis following a course of amoxicillin-clavulanate.

# Severe C. difficile colitis, first episode: Severe by a WBC above 15,000 and a rise in creatinine. It was not fulminant: she had no ileus, her hypotension corrected with fluids, and CT showed no megacolon or perforation. Oral vancomycin 125 mg four times daily was started in the ED on 7/18 and is to continue for a total of 10 days, through 7/27. The diarrhea slowed from 10 to 2-3 semi-formed stools daily by discharge, and her WBC normalized. She should avoid unnecessary antibiotics, and because she is immunosuppressed, fidaxomicin or bezlotoxumab would be considered if it recurs.

# Immunosuppression: Mycophenolate 1000 mg twice daily was held on admission because of the acute infection. After she had been afebrile for 48 hours with improving diarrhea, mycophenolate was resumed at 500 mg twice daily on 7/21, in consultation with rheumatology. If the diarrhea has resolved at her rheumatology visit in 2 weeks, the dose will go back up to 1000 mg twice daily. Prednisone was continued at 15 mg daily without stress dosing, as she did not need it. Hydroxychloroquine was continued.

# Acute kidney injury: Creatinine 1.4 on admission from a baseline of 1.0, prerenal from diarrhea, back to 1.0 at discharge. Lisinopril was held on admission for the AKI and low blood pressure and was not restarted at discharge. Nephrology will decide at her follow-up whether to resume it.

# Lupus nephritis: Partial response, urine sediment bland, no signs of a lupus flare this admission.

# Hypokalemia: K 3.2 from diarrhea, repleted.

TRANSITIONAL ISSUES
- Oral vancomycin through 7/27
- Mycophenolate 500 mg twice daily; increase to 1000 mg twice daily at the 2-week rheumatology visit if the diarrhea has resolved
- Lisinopril on hold; nephrology to decide on restarting
- TMP-SMX was already stopped in May (prednisone below 20 mg); not restarted
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Mycophenolate Mofetil 1000 mg PO BID
2. PredniSONE 15 mg PO DAILY
3. Hydroxychloroquine Sulfate 200 mg PO BID
4. Lisinopril 5 mg PO DAILY
5. Calcium Carbonate-Vitamin D3 600 mg-400 unit 1 TAB PO BID
6. Ferrous Sulfate 325 mg PO DAILY
 
Discharge Medications:
1. Vancomycin Oral Liquid 125 mg PO Q6H Duration: 4 Days. Last dose 7/27.
2. Mycophenolate Mofetil 500 mg PO BID
3. PredniSONE 15 mg PO DAILY
4. Hydroxychloroquine Sulfate 200 mg PO BID
5. Calcium Carbonate-Vitamin D3 600 mg-400 unit 1 TAB PO BID
6. Ferrous Sulfate 325 mg PO DAILY
7. HELD- Lisinopril 5 mg PO DAILY This medication was held. Do not restart Lisinopril until your kidney doctor tells you to.
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY: Clostridioides difficile colitis, severe
SECONDARY: Acute kidney injury, prerenal; hypokalemia; systemic lupus erythematosus with class IV lupus nephritis
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Ms. ___,

You were admitted with a severe infection of the colon called C. difficile, which often follows a course of antibiotics. You were treated with oral vancomycin and fluids and you improved.

- Take vancomycin four times a day until 7/27.
- We lowered your mycophenolate to 500 mg twice a day while you recover. Your rheumatologist will decide when to raise it again.
- Do not take lisinopril until your kidney doctor tells you to restart it.
- Wash your hands with soap and water; hand sanitizer does not kill C. difficile.
- If the diarrhea returns, you have more than 6 stools a day, blood in the stool, or a fever, call us right away.

Followup Instructions:
___
""",
)

# =============================================================================================
# Patient 9200004: M, 46, post-traumatic focal epilepsy. Convulsive status epilepticus after
# running out of levetiracetam (5/2194), then sigmoid diverticulitis with abscess (1/2195).
# =============================================================================================

patient(9200004, "M", 46, "ASIAN - VIETNAMESE")
admission(9200004, 29200007, "2194-05-06T19:30:00", "2194-05-10T14:00:00", "ASIAN - VIETNAMESE")
admission(9200004, 29200008, "2195-01-12T13:00:00", "2195-01-17T12:00:00", "ASIAN - VIETNAMESE")

note(
    "9200004-ED-1",
    29200007,
    "2194-05-06T16:50:00",
    "2194-05-06T18:40:00",
    """\
ED NOTE - RESIDENT

CC: seizure x2

HPI: 46M w/ focal epilepsy (post-traumatic, R temporal, on levetiracetam 1000 BID, last sz ~2 yrs ago) BIBEMS after wife witnessed GTC at home at ~15:40, lasting ~3 min, w/ tongue biting + urinary incontinence. Post-ictal on EMS arrival, GCS 10. Per wife pt ran out of Keppra 4 days ago (mail-order delay), has not taken any since. No EtOH in past week per wife, no drugs, no recent illness, no head trauma today. In ED bay at 16:35 had 2nd GTC, ~4 min, w/o regaining awareness between the two events -> treated as convulsive status epilepticus.

PMH: TBI age 19 (motorcycle, R temporal contusion, craniotomy not needed) -> epilepsy since age 20; HTN
Meds: levetiracetam 1000 BID (not taking x 4d), lisinopril 10 daily, vit D
All: NKDA

Exam (post 2nd sz): T 99.5, HR 118, BP 164/98, RR 22, SpO2 92% RA -> 97% 4L NC. GCS 9 -> 12 by 17:30. Lateral tongue laceration. Gurgling secretions early, cleared w/ suction. Moves all 4 ext, no clear focal deficit, toes down.

Labs: glucose 142, Na 139, Ca 9.1, Mg 2.0, lactate 6.1 (at 16:40) -> 2.3 (18:10). CK 610. EtOH neg, utox neg. Levetiracetam level sent.

ED course: lorazepam 2 mg IV x2 (16:37, 16:42), levetiracetam 4500 mg IV load (16:50). No further clinical sz. Airway protected after suction, did not require intubation. CT head and CXR ordered.

MDM: Convulsive status epilepticus 2/2 abrupt AED withdrawal (nonadherence due to supply). No evidence of infection or metabolic cause. Aspiration risk - CXR.

Dispo: neuro ICU, neurology consulted.
""",
)

note(
    "9200004-RR-1",
    29200007,
    "2194-05-06T17:55:00",
    "2194-05-06T18:30:00",
    """\
EXAMINATION:  CT HEAD W/O CONTRAST

INDICATION:  ___ year old man with known epilepsy and status epilepticus  // acute intracranial process?

TECHNIQUE:  Contiguous axial images of the brain without intravenous contrast.

COMPARISON:  None available.

FINDINGS: 

There is encephalomalacia and gliosis in the anterior right temporal lobe, consistent with remote injury. There is no acute intracranial hemorrhage, mass effect, midline shift or evidence of acute territorial infarction. Ventricles are normal in size. No skull fracture.

IMPRESSION: 

1. No acute intracranial abnormality.
2. Chronic right anterior temporal encephalomalacia, likely post-traumatic.
""",
)

note(
    "9200004-RR-2",
    29200007,
    "2194-05-06T22:10:00",
    "2194-05-06T23:25:00",
    """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  ___ year old man after status epilepticus with gurgling secretions and new oxygen requirement  // aspiration?

TECHNIQUE:  Portable AP chest radiograph.

COMPARISON:  None.

FINDINGS: 

Low lung volumes. There is a patchy opacity in the right lower lobe. The left lung is clear. No pleural effusion or pneumothorax. The heart size is normal.

IMPRESSION: 

Patchy right lower lobe opacity, which may represent aspiration or atelectasis in the appropriate clinical setting.
""",
)

note(
    "9200004-CN-1",
    29200007,
    "2194-05-06T21:30:00",
    "2194-05-06T23:05:00",
    """\
NEUROLOGY CONSULT NOTE

Reason for consultation: Convulsive status epilepticus in a patient with known epilepsy.

History: Mr. ___ is a 46 year old right-handed man with focal epilepsy that began about a year after a traumatic brain injury at 19, when he was thrown from a motorcycle and had a right temporal contusion. His habitual seizures are focal impaired awareness seizures (a rising epigastric feeling, then staring and lip smacking for about a minute), with rare focal to bilateral tonic-clonic seizures. He has been seizure free for about two years on levetiracetam 1000 mg twice daily. He ran out of levetiracetam four days ago because of a mail-order delay. Today he had two generalized convulsions, about an hour apart, without returning to baseline between them.

Medications: Levetiracetam 1000 mg twice daily (missed for 4 days). Lisinopril 10 mg daily.

Family history: No family history of epilepsy. His younger brother had febrile seizures as a toddler and none since. Father had colon cancer at 61. Mother has hypertension.

Social history: Works as an electrician. Married, two children. Drinks one or two beers on weekends, none in the last week. Never smoked. Drives.

Examination: Drowsy but opens eyes to voice, follows simple commands, oriented to name only. Pupils equal and reactive. Face symmetric. Moves all extremities antigravity, no drift. Reflexes symmetric, toes downgoing.

Assessment: Convulsive status epilepticus, now resolved, provoked by abrupt withdrawal of levetiracetam in a man with post-traumatic right temporal lobe epilepsy. He is slowly emerging from a post-ictal state. No focal deficit to suggest a new structural lesion, and the CT shows only the old right temporal injury.

Recommendations:
1. Continuous EEG overnight to exclude ongoing nonconvulsive seizures.
2. Levetiracetam 1500 mg IV/PO twice daily starting tomorrow morning, after the load given in the ED.
3. Add lacosamide 100 mg twice daily, starting 5/7, as a second agent.
4. MRI brain with epilepsy protocol.
5. Seizure precautions. If he has another seizure lasting more than 5 minutes, give lorazepam 2 mg IV and call neurology.
6. No driving; Massachusetts requires 6 months seizure-free. Counseled patient and wife.
""",
)

note(
    "9200004-RR-3",
    29200007,
    "2194-05-07T14:00:00",
    "2194-05-07T17:45:00",
    """\
EXAMINATION:  MR HEAD W AND W/O CONTRAST (EPILEPSY PROTOCOL)

INDICATION:  ___ year old man with post-traumatic epilepsy and status epilepticus  // structural lesion? mesial temporal sclerosis?

TECHNIQUE:  Multiplanar, multisequence MR images of the brain before and after intravenous gadolinium, including thin coronal T2 and FLAIR through the temporal lobes.

COMPARISON:  CT head ___.

FINDINGS: 

There is encephalomalacia with surrounding gliosis and hemosiderin staining in the anterior and inferior right temporal lobe, compatible with a remote contusion. The hippocampi are symmetric in size and signal, without evidence of mesial temporal sclerosis. There is no restricted diffusion to suggest acute infarction. There is no abnormal enhancement and no mass. There is no peri-ictal cortical FLAIR or diffusion abnormality. Ventricles and sulci are normal for age.

IMPRESSION: 

1. Remote post-traumatic encephalomalacia and hemosiderin deposition in the right anterior temporal lobe, the likely epileptogenic focus.
2. No mesial temporal sclerosis. No acute infarct, mass or abnormal enhancement.
""",
)

note(
    "9200004-PN-1",
    29200007,
    "2194-05-08T10:00:00",
    "2194-05-08T11:35:00",
    """\
NEUROLOGY ICU PROGRESS NOTE

Events:
- cEEG 5/6-5/8 (d/c'd this AM): R temporal sharp waves + intermittent R temporal slowing; no electrographic seizures
- Tmax 100.6 5/7 evening; on amp-sulbactam since 5/6 22:30 for possible aspiration
- CK 610 -> 2,400 (5/7) -> 1,500 today, on IVF
- Lev level (5/6, pre-load): undetectable

S: Back to baseline per wife. Tongue sore. Mild cough, no sputum. No SOB.

O: T 98.9, HR 82, BP 138/84, SpO2 96% RA. A&Ox3, fluent, nonfocal. Coarse BS RLL.

A/P: 46M post-traumatic R temporal epilepsy w/ convulsive status 2/2 missed levetiracetam, resolved.
1. Epilepsy
- levetiracetam 1500 BID (up from 1000 BID)
- lacosamide 100 BID, started 5/7, tolerating; ECG PR 168 ms
- rescue: midazolam nasal spray 5 mg for cluster/prolonged sz, teach wife
- 90-day supply + local pharmacy backup arranged w/ SW
2. Possible aspiration PNA vs chemical pneumonitis vs atelectasis - low-grade temp, RLL opacity, WBC 12.4. Unclear if true bacterial infection, but given fever will treat short course: amp-sulbactam -> amox-clav PO today, 5 days total (5/6-5/10).
3. Rhabdomyolysis, mild - CK trending down, Cr 0.9 stable. IVF until CK <1,000.
4. Tongue lac - healing, no sutures, salt-water rinses.
5. HTN - lisinopril 10.
Dispo: floor today, home 5/10 if stable.
""",
)

note(
    "9200004-DS-1",
    29200007,
    "2194-05-10T00:00:00",
    "2194-05-10T16:00:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: NEUROLOGY
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Seizures
 
Major Surgical or Invasive Procedure:
Continuous video EEG monitoring (___ - ___)

 
History of Present Illness:
Mr. ___ is a 46 year old right-handed man with post-traumatic right temporal lobe epilepsy, seizure free for two years on levetiracetam, who ran out of levetiracetam four days before admission because of a mail-order pharmacy delay. On the afternoon of admission his wife witnessed a generalized tonic-clonic seizure lasting about 3 minutes, with tongue biting and incontinence. In the ED he had a second generalized seizure lasting about 4 minutes without regaining awareness in between, consistent with convulsive status epilepticus. He received lorazepam 2 mg IV twice and a levetiracetam load of 4500 mg IV, and the seizures stopped. He did not require intubation.
 
Past Medical History:
- Focal epilepsy, post-traumatic, right temporal: onset at age 20, about a year after a traumatic brain injury at 19 (motorcycle accident with right temporal contusion, managed without surgery). Habitual seizures are focal impaired awareness seizures with an epigastric aura; rare focal to bilateral tonic-clonic seizures. Previously seizure free for 2 years. No prior status epilepticus.
- Hypertension
 
Social History:
Electrician. Married with two children. One to two beers on weekends. Never smoker. No drugs. Was driving until this admission.
 
Family History:
Father with colon cancer diagnosed at 61. Mother with hypertension. Younger brother had febrile seizures as a toddler without later seizures. No family history of epilepsy.
 
Physical Exam:
ADMISSION EXAM (post-ictal):
VS: T 99.5, HR 118, BP 164/98, RR 22, SpO2 97% 4L
NEURO: Drowsy, opens eyes to voice, follows simple commands, no focal deficit
MOUTH: Lateral tongue laceration

DISCHARGE EXAM:
VS: T 98.4, HR 74, BP 132/82, RR 16, SpO2 97% RA
NEURO: Alert and oriented x3, fluent speech, cranial nerves intact, full strength, normal gait
 
Pertinent Results:
___ 04:40PM BLOOD WBC-12.4 Hgb-15.1 Plt Ct-231
___ 04:40PM BLOOD Glucose-142 UreaN-15 Creat-0.9 Na-139 K-4.2 Ca-9.1 Mg-2.0
___ 04:40PM BLOOD CK(CPK)-610
___ 06:00AM BLOOD CK(CPK)-2400
___ 06:10AM BLOOD CK(CPK)-860
___ 04:40PM BLOOD Lactate-6.1
___ 04:40PM BLOOD Levetiracetam-<2.0 (undetectable)
___ 04:40PM BLOOD ASA-NEG Ethanol-NEG Acetmnp-NEG
___ 04:40PM URINE bnzodzp-NEG barbitr-NEG opiates-NEG cocaine-NEG amphetm-NEG

CT head (___): No acute intracranial abnormality. Chronic right anterior temporal encephalomalacia, likely post-traumatic.

CXR (___): Patchy right lower lobe opacity, which may represent aspiration or atelectasis.

MRI brain (___): Remote post-traumatic encephalomalacia and hemosiderin deposition in the right anterior temporal lobe. No mesial temporal sclerosis. No acute infarct, mass or abnormal enhancement.

Continuous EEG (___ - ___): Right temporal sharp waves and intermittent right temporal slowing. No electrographic seizures.
 
Brief Hospital Course:
Mr. ___ is a 46 year old man with post-traumatic right temporal lobe epilepsy who was admitted to the neurology ICU with convulsive status epilepticus after four days without levetiracetam.

# Convulsive status epilepticus, resolved: The seizures stopped after lorazepam and a levetiracetam load, and he had no further seizures. Continuous EEG for about 36 hours showed right temporal sharp waves and slowing, in keeping with his known focus, and no electrographic seizures. MRI showed the old right temporal injury and no new lesion. His levetiracetam level on arrival was undetectable, confirming that the cause was abrupt withdrawal of his medication. Levetiracetam was increased from 1000 mg to 1500 mg twice daily. Lacosamide 100 mg twice daily was added on 5/7 as a second agent, and his ECG showed a normal PR interval. He was prescribed intranasal midazolam as a rescue medication. His wife was taught to give one spray (5 mg) if a seizure lasts longer than 5 minutes, or if he has two or more seizures within 6 hours, and then to call 911. Social work arranged a 90-day supply and a backup local pharmacy so that he does not run out again.

# Possible aspiration pneumonia: He had a low-grade fever to 100.6, a WBC of 12.4 and a right lower lobe opacity after the seizures. It was unclear whether this represented bacterial aspiration pneumonia, chemical pneumonitis or atelectasis, and he was treated empirically with ampicillin-sulbactam, changed to oral amoxicillin-clavulanate on 5/8, for a total of 5 days (last dose 5/10). His cough and fever resolved.

# Rhabdomyolysis, mild: CK peaked at 2,400 on 5/7 and fell to 860 with IV fluids. Creatinine remained normal.

# Tongue laceration: Healing without sutures.

# Hypertension: Lisinopril 10 mg continued.

# Driving: He was told not to drive for 6 months after this seizure, per state law, and he and his wife understand.
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. LevETIRAcetam 1000 mg PO BID
2. Lisinopril 10 mg PO DAILY
3. Vitamin D 1000 UNIT PO DAILY
 
Discharge Medications:
1. LevETIRAcetam 1500 mg PO BID
2. Lacosamide 100 mg PO BID
3. Midazolam nasal spray 5 mg intranasal ONCE PRN seizure longer than 5 minutes or 2 or more seizures within 6 hours; may repeat once after 10 minutes
4. Amoxicillin-Clavulanic Acid 875 mg-125 mg PO Q12H Duration: 1 Dose. Last dose this evening, 5/10.
5. Lisinopril 10 mg PO DAILY
6. Vitamin D 1000 UNIT PO DAILY
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY:
Convulsive status epilepticus due to antiseizure medication withdrawal
Post-traumatic focal epilepsy, right temporal

SECONDARY:
Possible aspiration pneumonia
Rhabdomyolysis, mild
Tongue laceration
Hypertension
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted to the neurology ICU because you had two seizures in a row without waking up in between (status epilepticus). This happened because you ran out of your levetiracetam (Keppra).

- Your levetiracetam dose is now 1500 mg twice a day.
- We added a second seizure medicine, lacosamide (Vimpat), 100 mg twice a day.
- Your wife has a rescue nasal spray (midazolam). She should give it if a seizure lasts more than 5 minutes or if you have 2 or more seizures in 6 hours, and then call 911.
- If you have a seizure on this new regimen, even a short one, call the epilepsy clinic the same day; the plan is to increase lacosamide to 150 mg twice a day.
- Do not drive for 6 months. Do not swim alone, bathe in a tub, or work on ladders or live wires until your neurologist says it is safe.
- Never let your seizure medicines run out.

Followup Instructions:
___
""",
)

note(
    "9200004-ED-2",
    29200008,
    "2195-01-12T12:40:00",
    "2195-01-12T13:30:00",
    """\
ED NOTE

CC: LLQ pain, fever

HPI: 46M w/ post-traumatic epilepsy (status epilepticus 5/2194 after running out of meds; no sz since), HTN, here w/ 3 days of LLQ pain, constant, worse w/ walking, + fever to 101.8 last night, anorexia. Loose stool x1 yesterday, no blood. No N/V. No urinary sx. Never had a colonoscopy. No prior episodes like this. No prior abd surgery.
Sz meds: levetiracetam reduced 1500 -> 1000 BID by his neurologist in 8/2194 for irritability, lacosamide increased 100 -> 150 BID at that time. Taking both reliably.

Meds: levetiracetam 1000 BID, lacosamide 150 BID, lisinopril 10, vit D, midazolam nasal prn (never used)
All: NKDA

Exam: T 101.4, HR 108, BP 104/66, RR 18. Uncomfortable. Abd: focal LLQ tenderness w/ voluntary guarding, no rebound, no rigidity. No CVAT.

Labs: WBC 16.9, Hgb 14.2, Cr 1.0, lactate 1.6, lipase 22. UA neg.

Imaging: CT A/P w/ contrast (prelim 12:05): sigmoid diverticulitis w/ 3.2 cm pericolic abscess, no free air.

ED course: 1 L LR, piperacillin-tazobactam 4.5 g IV at 12:15, morphine 4 mg IV. NPO -> will need IV levetiracetam + IV lacosamide.

MDM: Complicated (Hinchey Ib) sigmoid diverticulitis, first episode. Abscess >3 cm -> IR for percutaneous drainage, colorectal surgery consult. Hemodynamically ok after fluids. Epilepsy - must not miss AED doses while NPO.

Dispo: admit surgery/medicine co-management -> medicine.
""",
)

note(
    "9200004-RR-4",
    29200008,
    "2195-01-12T11:45:00",
    "2195-01-12T12:30:00",
    """\
EXAMINATION:  CT ABD AND PELVIS WITH CONTRAST

INDICATION:  ___ year old man with left lower quadrant pain, fever and leukocytosis  // diverticulitis? abscess?

TECHNIQUE:  Multidetector CT of the abdomen and pelvis after intravenous contrast, in the portal venous phase.

COMPARISON:  None.

FINDINGS: 

There are scattered diverticula throughout the sigmoid colon. A 12 cm segment of mid sigmoid colon shows wall thickening and marked pericolonic fat stranding. Adjacent to it there is a rim-enhancing fluid collection measuring 3.2 x 2.8 cm, containing a few locules of gas, in the left pericolic region. There is no extraluminal free air in the peritoneal cavity. No fistula to the bladder is seen; the bladder is unremarkable. Several subcentimeter mesenteric lymph nodes are present adjacent to the sigmoid colon. The liver contains no focal lesion. The small bowel and appendix are normal.

IMPRESSION: 

1. Acute sigmoid diverticulitis with a 3.2 cm pericolic abscess. No free air.
2. The degree of wall thickening is most consistent with diverticulitis, but an underlying neoplasm cannot be excluded. Recommend colonoscopy after the acute episode resolves.
""",
)

note(
    "9200004-CN-2",
    29200008,
    "2195-01-12T16:00:00",
    "2195-01-12T17:20:00",
    """\
COLORECTAL SURGERY CONSULT

Reason for consultation: Sigmoid diverticulitis with pericolic abscess.

HPI: 46M, first episode of diverticulitis, 3 days of LLQ pain and fevers. CT today: sigmoid diverticulitis with 3.2 cm pericolic abscess, no free air. On pip-tazo since 12:15. Hx epilepsy on 2 AEDs. Never had a colonoscopy; father w/ colon ca at 61.

Exam: Abd soft, LLQ TTP with voluntary guarding. No peritonitis.

Assessment: Complicated sigmoid diverticulitis (Hinchey Ib). Stable, no peritonitis, no indication for urgent operation.

Recommendations:
- IR percutaneous drainage of the abscess (accepted for tomorrow 1/13)
- IV abx, pip-tazo; transition to PO when tolerating diet and afebrile
- no surgery at this time
- repeat CT before drain removal
- colonoscopy in 6-8 wks to exclude malignancy, esp given FHx
- if recurrent diverticulitis, or if the abscess fails to resolve with drainage, elective laparoscopic sigmoid colectomy would be recommended; will see in clinic after the colonoscopy
""",
)

note(
    "9200004-RR-5",
    29200008,
    "2195-01-13T14:30:00",
    "2195-01-13T16:10:00",
    """\
EXAMINATION:  CT GUIDED DRAINAGE OF PELVIC ABSCESS

INDICATION:  ___ year old man with sigmoid diverticulitis and 3.2 cm pericolic abscess  // percutaneous drainage

PROCEDURE:  After informed consent and time out, a 10 French pigtail drainage catheter was placed into the left pericolic collection under CT guidance via a left anterior approach. 25 mL of purulent fluid was aspirated and sent for culture. The catheter was secured and attached to a bulb.

FINDINGS: 

Near complete decompression of the left pericolic collection after aspiration. No complications.

IMPRESSION: 

Successful CT-guided placement of a 10 French drainage catheter into the pericolic abscess, with 25 mL of pus aspirated.
""",
)

note(
    "9200004-PN-2",
    29200008,
    "2195-01-14T09:00:00",
    "2195-01-14T09:55:00",
    """\
MEDICINE PROGRESS NOTE

24h: drain placed 1/13 by IR, 25 mL pus, output 15 mL since. Afebrile since 1/13 PM. Tolerated clears, advancing to low residue. AEDs back PO since 1/13 evening (IV while NPO), no seizure activity.

O: T 98.7, HR 80, BP 126/78. Abd soft, mild LLQ TTP, drain site c/d/i, serous output.
WBC 16.9 -> 13.2 -> 9.8. Abscess cx: E. coli + Bacteroides fragilis, prelim.

A/P: 46M w/ 1st episode complicated sigmoid diverticulitis s/p perc drain 1/13, improving.
- pip-tazo day 3 -> plan switch to amox-clav 875 BID tmrw if afebrile, to finish 14 days total from 1/12 (through 1/25)
- drain to bulb, repeat CT ~1/16 before removal
- colonoscopy 6-8 wks; malignancy unlikely but FHx (father colon ca 61) and CT read -> needs scope
- epilepsy: lev 1000 BID, lacosamide 150 BID, no sz
- HTN: lisinopril held on admission for soft BPs, resume today (BP 120s)
""",
)

note(
    "9200004-RR-6",
    29200008,
    "2195-01-16T09:00:00",
    "2195-01-16T10:40:00",
    """\
EXAMINATION:  CT ABD AND PELVIS WITH CONTRAST

INDICATION:  ___ year old man with sigmoid diverticulitis, percutaneous drain in pericolic abscess  // residual collection before drain removal?

TECHNIQUE:  Multidetector CT of the abdomen and pelvis after intravenous contrast, in the portal venous phase.

COMPARISON:  CT ___ and CT-guided drainage ___.

FINDINGS: 

The pigtail drainage catheter remains in the left pericolic region. The previously seen pericolic abscess has resolved, with no residual drainable collection. Sigmoid wall thickening and pericolonic stranding have decreased. There is no free air. No new collection.

IMPRESSION: 

Resolution of the pericolic abscess with the drain in place. Improving sigmoid diverticulitis.
""",
)

note(
    "9200004-DS-2",
    29200008,
    "2195-01-17T00:00:00",
    "2195-01-17T14:20:00",
    """\
 
Name:  ___                     Unit No:   ___
 
Admission Date:  ___              Discharge Date:   ___
 
Date of Birth:  ___             Sex:   M
 
Service: MEDICINE
 
Allergies: 
No Known Allergies / Adverse Drug Reactions
 
Attending: ___.
 
Chief Complaint:
Left lower quadrant abdominal pain, fever
 
Major Surgical or Invasive Procedure:
CT-guided percutaneous drainage of pericolic abscess (___), drain removed (___)

 
History of Present Illness:
Mr. ___ is a 46 year old man with post-traumatic epilepsy and hypertension who presented with three days of constant left lower quadrant pain, fever to 101.8 and anorexia. This was his first episode of abdominal pain of this kind. He has never had a colonoscopy. In the ED he was febrile to 101.4 with a WBC of 16.9 and focal left lower quadrant tenderness. CT showed acute sigmoid diverticulitis with a 3.2 cm pericolic abscess and no free air. He was started on piperacillin-tazobactam in the ED and admitted.
 
Past Medical History:
- Focal epilepsy, post-traumatic (right temporal), since age 20 after a TBI at 19. Convulsive status epilepticus in 5/2194 after running out of levetiracetam; no seizures since. Levetiracetam was reduced from 1500 mg to 1000 mg twice daily in 8/2194 because of irritability, and lacosamide was increased from 100 mg to 150 mg twice daily at the same visit.
- Hypertension
- No prior diverticulitis and no prior abdominal surgery
 
Social History:
Electrician. Married. Not driving since 5/2194; cleared to drive again from 11/2194. One to two beers on weekends. Never smoker.
 
Family History:
Father with colon cancer at 61, alive after surgery. Mother with hypertension. Younger brother had febrile seizures in childhood. No family history of inflammatory bowel disease or epilepsy.
 
Physical Exam:
ADMISSION EXAM:
VS: T 101.4, HR 108, BP 104/66, RR 18, SpO2 98% RA
ABD: Focal left lower quadrant tenderness with voluntary guarding, no rebound or rigidity

DISCHARGE EXAM:
VS: T 98.2, HR 72, BP 128/80, RR 16, SpO2 98% RA
ABD: Soft, minimal left lower quadrant tenderness, drain site clean and dry with a dressing
NEURO: Nonfocal
 
Pertinent Results:
ADMISSION LABS:
___ 10:40AM BLOOD WBC-16.9 Hgb-14.2 Plt Ct-288
___ 10:40AM BLOOD Glucose-118 UreaN-14 Creat-1.0 Na-137 K-4.0
___ 10:40AM BLOOD Lipase-22 Lactate-1.6

DISCHARGE LABS:
___ 06:30AM BLOOD WBC-7.6 Hgb-13.1 Plt Ct-301
___ 06:30AM BLOOD UreaN-10 Creat-0.9

MICROBIOLOGY:
Abscess fluid culture (___): Escherichia coli and Bacteroides fragilis, both sensitive to amoxicillin-clavulanate.
Blood cultures x2 (___): no growth, final.

IMAGING:
CT abdomen and pelvis (___): Acute sigmoid diverticulitis with a 3.2 cm pericolic abscess. No free air. The degree of wall thickening is most consistent with diverticulitis, but an underlying neoplasm cannot be excluded.
CT-guided drainage (___): 10 French drain placed, 25 mL of pus aspirated.
CT abdomen and pelvis (___): Resolution of the pericolic abscess with the drain in place. Improving sigmoid diverticulitis.
 
Brief Hospital Course:
Mr. ___ is a 46 year old man with epilepsy who was admitted with his first episode of complicated sigmoid diverticulitis with a pericolic abscess.

# Complicated sigmoid diverticulitis with pericolic abscess: Piperacillin-tazobactam was started in the ED at 12:15 on 1/12. Interventional radiology placed a percutaneous drain into the abscess the next afternoon, 1/13, with 25 mL of pus that grew E. coli and Bacteroides fragilis. He defervesced within a day of drainage and his WBC normalized. On 1/15 he was switched to oral amoxicillin-clavulanate, to complete a 14-day course of antibiotics counted from 1/12, with the last dose on 1/25. A repeat CT on 1/16 showed that the abscess had resolved, and the drain was removed the same day. He was tolerating a low-residue diet at discharge. Colorectal surgery saw him and did not recommend an operation now. If he has another episode of diverticulitis, they would recommend an elective sigmoid colectomy.

# Possible underlying neoplasm: The CT appearance was most consistent with diverticulitis, and malignancy is thought unlikely, but it cannot be excluded on imaging. With his father's colon cancer at 61 and no previous colonoscopy, he needs a colonoscopy in 6-8 weeks, once the inflammation has settled.

# Epilepsy: He was NPO for the first day and received levetiracetam 1000 mg and lacosamide 150 mg IV twice daily, then resumed both by mouth on the evening of 1/13. He had no seizures. His doses are unchanged from home.

# Hypertension: Lisinopril was held on 1/12 and 1/13 because of low-normal blood pressure with sepsis physiology and was resumed on 1/14.

TRANSITIONAL ISSUES
- Amoxicillin-clavulanate through 1/25
- Colonoscopy in 6-8 weeks (GI referral placed)
- Colorectal surgery clinic after the colonoscopy
- Abscess culture final: E. coli and B. fragilis, amoxicillin-clavulanate sensitive
 
Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. LevETIRAcetam 1000 mg PO BID
2. Lacosamide 150 mg PO BID
3. Lisinopril 10 mg PO DAILY
4. Vitamin D 1000 UNIT PO DAILY
5. Midazolam nasal spray 5 mg intranasal ONCE PRN prolonged seizure
 
Discharge Medications:
1. Amoxicillin-Clavulanic Acid 875 mg-125 mg PO Q12H Duration: 8 Days. Last dose 1/25.
2. LevETIRAcetam 1000 mg PO BID
3. Lacosamide 150 mg PO BID
4. Lisinopril 10 mg PO DAILY
5. Vitamin D 1000 UNIT PO DAILY
6. Midazolam nasal spray 5 mg intranasal ONCE PRN prolonged seizure
7. Acetaminophen 650 mg PO Q6H:PRN pain
 
Discharge Disposition:
Home
 
Discharge Diagnosis:
PRIMARY: Acute sigmoid diverticulitis with pericolic abscess (complicated, Hinchey Ib)
SECONDARY: Post-traumatic focal epilepsy; hypertension
 
Discharge Condition:
Mental Status: Clear and coherent.
Level of Consciousness: Alert and interactive.
Activity Status: Ambulatory - Independent.
 
Discharge Instructions:
Dear Mr. ___,

You were admitted with diverticulitis, an infection of small pouches in the wall of your colon, with a pocket of pus (abscess) next to it. The abscess was drained with a small tube, and you were treated with antibiotics.

- Take amoxicillin-clavulanate twice a day until 1/25, with food.
- You need a colonoscopy in 6-8 weeks. Your father had colon cancer, and the colonoscopy is needed to make sure there is nothing else in the colon.
- If your pain, fever or vomiting comes back, come back to the emergency department.
- Keep taking your seizure medicines exactly as before. If you are vomiting and cannot keep them down, come to the emergency department, because missing doses can cause seizures.
- Avoid ibuprofen and naproxen for now; use acetaminophen for pain.

Followup Instructions:
___
""",
)

# =============================================================================================
# Questions and v1 reference answers
# =============================================================================================

MEDS_COMPARED = ["medications on admission", "discharge medications"]

# --- patient 9200001 ------------------------------------------------------------------------

question(
    "hw2-001", 9200001, [29200001], "negation",
    "Any sign the urine was the source when she was in the unit with DKA?",
    "No. Her urinalysis showed no pyuria (leukocyte esterase and nitrite negative, 1 WBC, no "
    "bacteria) and the urine culture had no growth, so a urinary source was excluded. She also "
    "denied dysuria, frequency and flank pain.",
    structure={"concept": "urinary tract infection", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9200001-DS-1", "Brief Hospital Course",
           "Urinalysis was without pyuria and urine culture had no growth, so a urinary source "
           "was excluded."),
        ev("9200001-ED-1", "Labs",
           "UA: glucose >1000, ketones 150, leuk esterase neg, nitrite neg, WBC 1, no bacteria."),
        ev("9200001-ED-1", "HPI", "Denies dysuria, frequency, flank pain."),
    ],
)

question(
    "hw2-002", 9200001, [29200001], "negation",
    "At her first admission, was she pregnant, and was the tox screen clean?",
    "She was not pregnant: the urine hCG was negative. The toxicology screen was clean: serum "
    "ethanol and the urine toxicology screen were both negative, and she denied alcohol and "
    "drug use.",
    structure={"concept": "pregnancy", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200001-ED-1", "Labs", "Urine hCG neg. Serum EtOH neg, urine tox neg."),
        ev("9200001-ED-1", "HPI", "Denies EtOH, denies drug use."),
    ],
    rationale="Compound question; both parts are negative findings.",
)

question(
    "hw2-003", 9200001, [29200001], "uncertainty",
    "What set off her ketoacidosis - and did they ever prove the stomach bug?",
    "She stopped her basal insulin (glargine) two nights before admission because she was not "
    "eating during a gastrointestinal illness. The gastroenteritis was presumed to be viral and "
    "was never proven: her roommate had the same illness, but no stool studies were sent "
    "because the diarrhea stopped within a day. No other precipitant was found. The chest "
    "x-ray was clear, the urinalysis was bland, blood cultures had no growth and lipase was "
    "normal.",
    structure={"concept": "viral gastroenteritis", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9200001-DS-1", "Brief Hospital Course",
           "The precipitant was felt to be omission of basal insulin during a presumed viral "
           "gastroenteritis; stool studies were not sent because the diarrhea stopped within a "
           "day."),
        ev("9200001-ED-1", "HPI",
           "Unable to keep down food x 2d so pt stopped taking her glargine (\"I wasn't eating "
           "so I figured I didn't need it\")."),
        ev("9200001-PN-1", "A/P",
           "# Presumed viral gastroenteritis - diarrhea resolved, will not send stool studies."),
    ],
)

question(
    "hw2-004", 9200001, [], "family_history",
    "Does diabetes run in her family? Any type 1?",
    "Only type 2. Her maternal grandmother had type 2 diabetes and was on insulin late in life. "
    "No relative has type 1 diabetes. Her mother has Hashimoto thyroiditis, and there is no "
    "celiac disease in the family.",
    structure={"concept": "type 1 diabetes", "polarity": "absent", "experiencer": "family"},
    evidence=[
        ev("9200001-DS-1", "Family History",
           "No family history of type 1 diabetes or celiac disease."),
        ev("9200001-DS-1", "Family History",
           "Maternal grandmother with type 2 diabetes, on insulin late in life."),
        ev("9200001-CN-1", "Family history", "No relative with type 1 diabetes."),
    ],
    rationale="Type 1 diabetes is absent in the family; type 2 diabetes is present in the "
    "maternal grandmother.",
)

question(
    "hw2-005", 9200001, [29200002], "family_history",
    "With her asthma, does anyone else in the family have it?",
    "Yes. Her father had asthma as a child. It resolved in adolescence and he uses no inhalers "
    "now. There is no family history of cystic fibrosis or early emphysema.",
    structure={"concept": "asthma", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[
        ev("9200001-DS-2", "Family History",
           "Father had asthma as a child that resolved in adolescence; he uses no inhalers now."),
        ev("9200001-DS-1", "Family History", "Father with childhood asthma, outgrown."),
    ],
)

question(
    "hw2-006", 9200001, [29200001], "change",
    "Coming out of the ICU stay for DKA, how was her insulin different from what she came in "
    "on, and what was new?",
    "Glargine went up from 22 to 24 units and was moved to 9 PM. Her mealtime lispro ratio went "
    "from 1 unit per 10 g to 1 unit per 8 g of carbohydrate, and the correction scale continued. "
    "New: nasal glucagon 3 mg as needed for severe hypoglycemia, urine ketone strips, and "
    "ondansetron ODT as needed for 3 days. Sertraline, albuterol and her combined oral "
    "contraceptive (levonorgestrel-ethinyl estradiol) were unchanged. The insulin infusion was "
    "inpatient only.",
    structure={
        "added": ["glucagon", "ondansetron"],
        "removed": [],
        "continued": ["insulin glargine", "insulin lispro", "sertraline", "albuterol",
                      "levonorgestrel-ethinyl estradiol"],
        "compared": MEDS_COMPARED,
    },
    evidence=[
        ev("9200001-DS-1", "Brief Hospital Course",
           "Her basal insulin was increased from glargine 22 units to 24 units nightly, with the "
           "dose moved to 9 PM before her night shifts, and her mealtime lispro was changed "
           "from 1 unit per 10 g to 1 unit per 8 g carbohydrate."),
        ev("9200001-DS-1", "Medications on Admission",
           "1. Insulin glargine 22 units SC at bedtime"),
        ev("9200001-DS-1", "Discharge Medications",
           "1. Insulin glargine 24 units SC at 9 PM nightly"),
        ev("9200001-DS-1", "Discharge Medications",
           "3. Glucagon nasal powder 3 mg intranasal ONCE PRN severe hypoglycemia"),
        ev("9200001-DS-1", "Discharge Medications",
           "5. Ondansetron ODT 4 mg PO Q8H:PRN nausea for 3 days"),
    ],
)

question(
    "hw2-007", 9200001, [29200002], "historical",
    "Has she ever needed to be tubed for asthma?",
    "No. She has never been intubated for asthma. Before this admission she had never been in "
    "the ICU or in hospital for asthma; she had one ED visit in 2188. This time she did not "
    "need the ICU, noninvasive ventilation or intubation either. Her only ICU stay was for DKA "
    "in 2/2191.",
    structure={"concept": "intubation", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200001-DS-2", "Past Medical History",
           "No prior hospitalizations, ICU stays or intubations for asthma."),
        ev("9200001-ED-2", "HPI", "Never intubated, no prior ICU for asthma."),
        ev("9200001-DS-2", "Brief Hospital Course",
           "She was never hypercarbic and did not need the ICU, noninvasive ventilation or "
           "intubation."),
    ],
)

question(
    "hw2-008", 9200001, [29200002], "conditional",
    "Once the prednisone is done, what happens to her glargine - and is there any reason to "
    "drop it sooner?",
    "After the last prednisone dose on 11/19, she goes back from 28 to 24 units of glargine, "
    "starting the evening of 11/20, and back to a lispro ratio of 1 unit:8 g at every meal. "
    "She drops it sooner if her fasting sugar is below 100 on any morning while she is on 28 "
    "units; in that case she takes 24 units that same evening.",
    structure={"concept": "insulin glargine", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "fasting glucose below 100 mg/dL while on 28 units",
               "action": "decrease glargine to 24 units that evening"},
    evidence=[
        ev("9200001-DS-2", "Brief Hospital Course",
           "If her fasting sugar is below 100 on any morning while she is on 28 units, she "
           "should lower the glargine to 24 units that same evening."),
        ev("9200001-DS-2", "Brief Hospital Course",
           "When the prednisone course is finished, she will go back to glargine 24 units "
           "starting the evening of 11/20 and to a lispro ratio of 1 unit:8 g at every meal."),
    ],
)

question(
    "hw2-009", 9200001, [29200002], "duration",
    "Last time, how many days of prednisone did she get, and when's the final dose?",
    "Five days of prednisone 40 mg daily, 11/15 through 11/19, with no taper. Before that she "
    "had a single dose of IV methylprednisolone 125 mg in the ED on 11/14. She took the last "
    "dose, on 11/19, at home the day after discharge.",
    structure={"concept": "prednisone", "duration": {"value": 5, "unit": "days"},
               "start": "2191-11-15", "end": "2191-11-19"},
    evidence=[
        ev("9200001-DS-2", "Brief Hospital Course",
           "Prednisone is for 5 days in total, from 11/15 through 11/19, with the last dose to "
           "be taken at home the day after discharge; no taper is needed for a course this "
           "short."),
        ev("9200001-PN-2", "A/P",
           "prednisone 40 daily, day 2 of 5 (started 11/15 after methylpred 11/14), last dose "
           "11/19"),
    ],
)

question(
    "hw2-010", 9200001, [], "current_state",
    "Is she on a controller inhaler now?",
    "Yes. She takes fluticasone-salmeterol 250/50, one inhalation twice daily. It was started on "
    "11/16/2191 during her asthma admission and is her first controller; before that she used "
    "albuterol alone. Montelukast was considered and not started.",
    structure={"concept": "fluticasone-salmeterol", "polarity": "present",
               "experiencer": "patient", "status": "active"},
    evidence=[
        ev("9200001-DS-2", "Discharge Medications",
           "2. Fluticasone-salmeterol Diskus (250/50) 1 INH IH BID."),
        ev("9200001-DS-2", "Brief Hospital Course",
           "As her first controller, fluticasone-salmeterol 250/50 one inhalation twice daily "
           "was started on 11/16."),
        ev("9200001-DS-2", "Brief Hospital Course",
           "Montelukast was considered and not started because of its neuropsychiatric warning "
           "in a patient with depression."),
    ],
)

question(
    "hw2-011", 9200001, [29200001], "sequence",
    "In the unit, did she get her first glargine before or after the gap closed?",
    "After. Her anion gap closed (12) at 03:00 on 2/4. Glargine 24 units was given at 08:00 "
    "that morning, and the insulin infusion was stopped at 10:00, two hours after the glargine.",
    structure={"order": ["anion gap closed", "insulin glargine", "insulin infusion stopped"],
               "dates": ["2191-02-04", "2191-02-04", "2191-02-04"]},
    evidence=[
        ev("9200001-PN-1", "Events", "AG closed (12) at 03:00 on 2/4 w/ HCO3 19, BHB 0.9"),
        ev("9200001-PN-1", "Events",
           "glargine 24u SC given 08:00 (home dose 22u, bumped per endocrine, A1c back 10.2%)"),
        ev("9200001-PN-1", "Events", "insulin gtt stopped 10:00, 2h overlap after the glargine"),
        ev("9200001-DS-1", "Brief Hospital Course",
           "Her anion gap closed early on hospital day 2, and she received insulin glargine 24 "
           "units subcutaneously that morning, two hours before the infusion was stopped."),
    ],
)

# --- patient 9200002 ------------------------------------------------------------------------

question(
    "hw2-012", 9200002, [29200003], "negation",
    "On the scope for the bleed, any gastric varices?",
    "No. The EGD on 4/10 showed no gastric varices and no ulcers. It showed four columns of "
    "large esophageal varices with red wale signs and a fibrin plug, which were treated with "
    "four bands, and mild portal hypertensive gastropathy.",
    structure={"concept": "gastric varices", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200002-CN-1", "Findings", "No gastric varices."),
        ev("9200002-DS-1", "Brief Hospital Course",
           "EGD on 4/10 showed large esophageal varices with stigmata of recent bleeding, which "
           "were banded with four bands; there were no gastric varices."),
    ],
)

question(
    "hw2-013", 9200002, [29200004], "negation",
    "He hit his head when he was confused in August - did the CT show a bleed?",
    "No. The noncontrast head CT on 8/21 showed no intracranial hemorrhage, no fracture and no "
    "acute abnormality. The only finding was a small left frontal scalp hematoma.",
    structure={"concept": "intracranial hemorrhage", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9200002-RR-2", "IMPRESSION",
           "No acute intracranial abnormality. No intracranial hemorrhage or fracture."),
        ev("9200002-RR-2", "IMPRESSION", "Small left frontal scalp hematoma."),
        ev("9200002-DS-2", "Brief Hospital Course", "CT head negative."),
    ],
)

question(
    "hw2-014", 9200002, [], "historical",
    "Before the variceal bleed, had he ever been on a beta blocker?",
    "Yes. Propranolol was started in 2189, when a surveillance EGD showed small esophageal "
    "varices. He stopped it himself after about three months, in 2190, because of fatigue, so "
    "he was not on a beta blocker when he bled in 4/2192. Nadolol was started during that "
    "admission.",
    structure={"concept": "propranolol", "polarity": "present", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9200002-DS-1", "History of Present Illness",
           "He had been prescribed propranolol after the 2189 EGD and stopped taking it after "
           "about three months because of fatigue, so he was not on a beta blocker at the time "
           "of this bleed."),
        ev("9200002-DS-1", "Past Medical History",
           "Small esophageal varices on EGD 2189; propranolol started 2189, self-discontinued "
           "2190 for fatigue"),
    ],
)

question(
    "hw2-015", 9200002, [29200003], "duration",
    "How long did the octreotide run?",
    "72 hours. It was started in the ED at 22:30 on 4/9 and stopped at 22:30 on the night of "
    "4/12.",
    structure={"concept": "octreotide", "duration": {"value": 72, "unit": "hours"},
               "start": "2192-04-09", "end": "2192-04-12"},
    evidence=[
        ev("9200002-DS-1", "Brief Hospital Course",
           "Octreotide was continued for 72 hours and stopped on the night of 4/12."),
        ev("9200002-ED-1", "ED course",
           "Octreotide 50 mcg IV bolus then 50 mcg/hr gtt started 22:30."),
        ev("9200002-PN-2", "A/P", "Octreotide completed 72h last night (off 22:30 4/12)."),
    ],
)

question(
    "hw2-016", 9200002, [29200003], "sequence",
    "After the banding, which came first: nadolol or restarting his diuretics?",
    "Nadolol. Nadolol 20 mg was started on the morning of 4/13, after the octreotide was "
    "stopped on the night of 4/12. Spironolactone and furosemide were restarted at his home "
    "doses on the morning of 4/14, once his systolic pressure had stayed above 100 for more "
    "than 24 hours on nadolol.",
    structure={"order": ["nadolol", "spironolactone and furosemide resumed"],
               "dates": ["2192-04-13", "2192-04-14"]},
    evidence=[
        ev("9200002-DS-1", "Brief Hospital Course",
           "Nadolol 20 mg daily was started on the morning of 4/13 for secondary prophylaxis."),
        ev("9200002-DS-1", "Brief Hospital Course",
           "His spironolactone and furosemide were held on admission because of the bleed and "
           "low blood pressure."),
        ev("9200002-DS-1", "Brief Hospital Course",
           "They were restarted at his home doses on the morning of 4/14, after his systolic "
           "pressure had remained above 100 for more than 24 hours on nadolol."),
        ev("9200002-PN-2", "A/P", "nadolol 20 mg daily started this AM, first dose 08:00."),
    ],
)

question(
    "hw2-017", 9200002, [29200003], "conditional",
    "If those varices bleed again, what's the plan?",
    "If he rebleeds despite band ligation and nadolol, he is to be referred for TIPS "
    "evaluation. Until then he has repeat EGD with banding, the first in 2-3 weeks and then "
    "every 2-4 weeks until the varices are gone. He was told to call 911 if he vomits blood, "
    "has black or bloody stools, or feels faint.",
    structure={"concept": "variceal rebleeding", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "rebleeding despite banding and nadolol",
               "action": "refer for TIPS evaluation"},
    evidence=[
        ev("9200002-DS-1", "Brief Hospital Course",
           "If he rebleeds despite banding and nadolol, he should be referred for TIPS "
           "evaluation."),
        ev("9200002-CN-1", "Recommendations",
           "If he rebleeds despite banding and nadolol, he should be evaluated for TIPS."),
        ev("9200002-DS-1", "Discharge Instructions",
           "If you vomit blood, have black or bloody stools, or feel faint, call 911."),
    ],
)

question(
    "hw2-018", 9200002, [29200004], "uncertainty",
    "With the SBP and the creatinine of 2.1 - was that hepatorenal?",
    "Probably not, although it was a concern at first. Hepatology said it was too early to "
    "call it HRS. The creatinine then improved with albumin and with the diuretics stopped, "
    "from 2.1 to 1.6 by 8/23 and 1.2 at discharge. The team concluded that the course fit "
    "prerenal AKI from SBP, diuretics and hypotension better than HRS, and terlipressin was "
    "never needed.",
    structure={"concept": "acute kidney injury", "polarity": "present",
               "experiencer": "patient", "cause": "hepatorenal syndrome",
               "cause_polarity": "possible"},
    evidence=[
        ev("9200002-DS-2", "Brief Hospital Course",
           "There was initial concern for hepatorenal syndrome (HRS-AKI), but the creatinine "
           "improved with albumin (1.5 g/kg on 8/21 and 1 g/kg on 8/23) and withdrawal of "
           "diuretics, to 1.2 at discharge."),
        ev("9200002-DS-2", "Brief Hospital Course",
           "This course is most consistent with prerenal AKI precipitated by SBP, diuretics and "
           "hypotension rather than HRS, and terlipressin was not needed."),
        ev("9200002-CN-2", "Assessment",
           "Hepatorenal syndrome (HRS-AKI) is a concern, but this may equally be prerenal "
           "injury from infection, diuretics and hypotension, and it is too early to call it "
           "HRS."),
        ev("9200002-PN-3", "A/P", "Less c/f HRS now, favor prerenal."),
    ],
    rationale="The AKI is certain; HRS as its cause was suspected, then judged unlikely, and "
    "was never formally confirmed or excluded.",
)

question(
    "hw2-019", 9200002, [29200004], "change",
    "At the SBP admission, what happened to his nadolol, spironolactone and furosemide?",
    "All three were held on admission because his blood pressure was 88/54. On 8/26 nadolol "
    "was resumed at the same 20 mg daily dose, and spironolactone was resumed at a lower dose, "
    "50 mg daily instead of 100 mg. Furosemide 40 mg was still on hold at discharge and is not "
    "to be restarted until he is seen in the liver clinic.",
    structure={"added": [], "removed": ["furosemide"],
               "continued": ["nadolol", "spironolactone"], "compared": MEDS_COMPARED},
    evidence=[
        ev("9200002-DS-2", "Brief Hospital Course",
           "Nadolol, spironolactone and furosemide were all held on admission."),
        ev("9200002-DS-2", "Brief Hospital Course",
           "Nadolol 20 mg daily was resumed on 8/26 once his systolic pressure was consistently "
           "above 100."),
        ev("9200002-DS-2", "Brief Hospital Course",
           "Spironolactone was resumed on 8/26 at a reduced dose of 50 mg daily."),
        ev("9200002-DS-2", "Brief Hospital Course",
           "Furosemide remains on hold at discharge and should not be restarted until he is "
           "seen in the liver clinic."),
    ],
    rationale="Furosemide is held, not discontinued; it is listed under removed because he is "
    "not to take it after discharge.",
)

question(
    "hw2-020", 9200002, [29200003], "change",
    "What did he leave the GI bleed admission on that he wasn't taking when he came in?",
    "Four new medications: nadolol 20 mg daily for secondary prophylaxis, pantoprazole 40 mg "
    "daily through 4/24, ciprofloxacin 500 mg twice daily through 4/15 to finish 7 days of "
    "antibiotic prophylaxis, and ferrous sulfate 325 mg daily. Spironolactone, furosemide and "
    "metformin were held in hospital and restarted at his home doses. Thiamine, folic acid and "
    "the multivitamin continued. Octreotide, IV pantoprazole, ceftriaxone and the insulin "
    "sliding scale were inpatient only.",
    structure={"added": ["nadolol", "pantoprazole", "ciprofloxacin", "ferrous sulfate"],
               "removed": [],
               "continued": ["spironolactone", "furosemide", "metformin", "thiamine",
                             "folic acid", "multivitamin"],
               "compared": MEDS_COMPARED},
    evidence=[
        ev("9200002-DS-1", "Discharge Medications", "1. Nadolol 20 mg PO DAILY"),
        ev("9200002-DS-1", "Discharge Medications",
           "2. Pantoprazole 40 mg PO Q24H Duration: 10 Days. Last dose 4/24."),
        ev("9200002-DS-1", "Discharge Medications",
           "3. Ciprofloxacin HCl 500 mg PO Q12H Duration: 2 Days. Last dose 4/15."),
        ev("9200002-DS-1", "Discharge Medications", "4. Ferrous Sulfate 325 mg PO DAILY"),
        ev("9200002-DS-1", "Brief Hospital Course", "Metformin was resumed at discharge."),
        ev("9200002-DS-1", "Brief Hospital Course",
           "His spironolactone and furosemide were held on admission because of the bleed and "
           "low blood pressure."),
        ev("9200002-DS-1", "Brief Hospital Course",
           "They were restarted at his home doses on the morning of 4/14, after his systolic "
           "pressure had remained above 100 for more than 24 hours on nadolol."),
    ],
)

question(
    "hw2-021", 9200002, [], "current_state",
    "Still on lactulose?",
    "Yes. Lactulose was started at the SBP admission in 8/2192, his first episode of hepatic "
    "encephalopathy. He went home on 30 mL three times daily, titrated to 3-4 soft stools a "
    "day, together with rifaximin 550 mg twice daily. He had not needed it at the 4/2192 "
    "bleed admission.",
    structure={"concept": "lactulose", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[
        ev("9200002-DS-2", "Discharge Medications",
           "1. Lactulose 30 mL PO TID, titrate to 3-4 soft bowel movements daily"),
        ev("9200002-DS-2", "Brief Hospital Course",
           "Lactulose was started and titrated to 3-4 soft stools a day, and rifaximin 550 mg "
           "twice daily was added on 8/23."),
        ev("9200002-DS-2", "Brief Hospital Course", "He should continue both medications."),
        ev("9200002-DS-1", "Brief Hospital Course",
           "He was not encephalopathic at any point during this admission, and lactulose was "
           "not needed."),
    ],
)

question(
    "hw2-022", 9200002, [], "family_history",
    "Liver disease in the family?",
    "Yes. His father died at 66 of cirrhosis related to alcohol. His brother has alcohol use "
    "disorder, sober for many years, with no known liver disease. There is no family history "
    "of liver cancer, hemochromatosis or Wilson disease. His mother has type 2 diabetes and "
    "had breast cancer, which was treated.",
    structure={"concept": "cirrhosis", "polarity": "present", "experiencer": "family",
               "relative": "father"},
    evidence=[
        ev("9200002-DS-1", "Family History", "Father died at 66 of cirrhosis related to alcohol."),
        ev("9200002-DS-1", "Family History",
           "No family history of liver cancer, hemochromatosis or Wilson disease."),
        ev("9200002-DS-1", "Family History",
           "Brother with alcohol use disorder, sober for many years, no known liver disease."),
    ],
)

question(
    "hw2-023", 9200002, [], "current_state",
    "Is he drinking?",
    "No. He has not had a drink since ___ 2190 and attends AA. His PEth was negative in 4/2192 "
    "and again at the 8/2192 admission, and his wife confirms he is not drinking.",
    structure={"concept": "alcohol use", "polarity": "absent", "experiencer": "patient",
               "status": "resolved"},
    evidence=[
        ev("9200002-DS-2", "Social History", "Abstinent from alcohol since ___ 2190; attends AA."),
        ev("9200002-DS-2", "Social History", "PEth negative 4/2192 and again this admission."),
        ev("9200002-ED-2", "HPI", "Wife confirms no alcohol."),
    ],
)

# --- patient 9200003 ------------------------------------------------------------------------

question(
    "hw2-024", 9200003, [29200005], "uncertainty",
    "The fluid around her heart in March - lupus, or something else?",
    "Most likely lupus, but this was never proven. The small pericardial effusion, together "
    "with small pleural effusions and positional pleuritic pain, was felt most likely to be "
    "lupus serositis. Volume overload from her nephrotic-range low albumin may have "
    "contributed. The echo showed no tamponade, the pain resolved on steroids, and colchicine "
    "was not needed.",
    structure={"concept": "pericardial effusion", "polarity": "present",
               "experiencer": "patient", "cause": "lupus serositis",
               "cause_polarity": "possible"},
    evidence=[
        ev("9200003-DS-1", "Brief Hospital Course",
           "Her pleuritic, positional chest pain and small effusions were felt most likely to "
           "represent lupus serositis, although volume overload from her low albumin may have "
           "contributed."),
        ev("9200003-RR-1", "IMPRESSION",
           "Small pericardial effusion and small bilateral pleural effusions, which may reflect "
           "serositis in the setting of lupus; volume overload from nephrotic syndrome is an "
           "alternative."),
        ev("9200003-CN-1", "Assessment",
           "The small pericardial and pleural effusions with positional pleuritic pain are "
           "likely lupus serositis, although volume overload from hypoalbuminemia may be "
           "contributing."),
    ],
)

question(
    "hw2-025", 9200003, [29200005], "negation",
    "With the pleuritic pain and the D-dimer up, was there a PE?",
    "No. The CTA chest on 3/1 showed no pulmonary embolism, with the pulmonary arteries well "
    "opacified to the subsegmental level. The pain was attributed to probable lupus serositis. "
    "Her antiphospholipid antibodies were also negative.",
    structure={"concept": "pulmonary embolism", "polarity": "absent",
               "experiencer": "patient"},
    evidence=[
        ev("9200003-RR-1", "IMPRESSION", "No pulmonary embolism."),
        ev("9200003-RR-1", "FINDINGS",
           "There is no filling defect to suggest pulmonary embolism."),
        ev("9200003-DS-1", "Brief Hospital Course", "Pulmonary embolism was excluded by CTA."),
    ],
)

question(
    "hw2-026", 9200003, [29200005], "sequence",
    "Pulse steroids first, or the kidney biopsy?",
    "The biopsy came first. The ultrasound-guided renal biopsy was done on the morning of 3/3. "
    "Pulse methylprednisolone 500 mg IV daily started after it, on the afternoon of 3/3, and "
    "ran for three doses through 3/5. Prednisone 60 mg and mycophenolate followed from 3/6.",
    structure={"order": ["renal biopsy", "methylprednisolone", "mycophenolate mofetil"],
               "dates": ["2193-03-03", "2193-03-03", "2193-03-06"]},
    evidence=[
        ev("9200003-DS-1", "Brief Hospital Course",
           "Ultrasound-guided renal biopsy was performed on the morning of 3/3 and showed class "
           "IV-G (A) lupus nephritis."),
        ev("9200003-DS-1", "Brief Hospital Course",
           "She was treated with pulse methylprednisolone 500 mg IV daily for three doses, 3/3 "
           "through 3/5, starting after the biopsy so as not to delay it."),
        ev("9200003-PN-1", "A/P",
           "biopsy 3/3, pulse methylpred 500 IV daily started 3/3 PM after bx -> dose 3 of 3 "
           "today"),
    ],
)

question(
    "hw2-027", 9200003, [29200005], "conditional",
    "How long is she supposed to stay on the Bactrim?",
    "Only while her prednisone dose is 20 mg daily or more. It is Pneumocystis prophylaxis and "
    "is to be stopped once the prednisone is below 20 mg daily.",
    structure={"concept": "sulfamethoxazole-trimethoprim", "polarity": "conditional",
               "experiencer": "patient",
               "condition": "prednisone 20 mg or more daily",
               "action": "continue TMP-SMX, stop once prednisone is below 20 mg daily"},
    evidence=[
        ev("9200003-DS-1", "Brief Hospital Course",
           "She was started on TMP-SMX single strength daily for Pneumocystis prophylaxis."),
        ev("9200003-DS-1", "Brief Hospital Course",
           "It should continue while she takes prednisone 20 mg or more daily and be stopped "
           "once the dose is below 20 mg."),
        ev("9200003-CN-1", "Recommendations",
           "Pneumocystis prophylaxis with TMP-SMX single strength daily while prednisone is 20 "
           "mg or more daily."),
    ],
    rationale="Asked at the nephritis admission, so the answer is the condition. The later "
    "chart records that it was stopped in May (see hw2-032).",
)

question(
    "hw2-028", 9200003, [], "family_history",
    "Any lupus or other autoimmune disease in her family?",
    "There is no lupus in the family. A maternal aunt has rheumatoid arthritis, and her mother "
    "has hypothyroidism. Her sister has sickle cell trait and her father has hypertension. "
    "There is no kidney disease or dialysis in the family, and she knows of no relatives with "
    "blood clots or miscarriages.",
    structure={"concept": "systemic lupus erythematosus", "polarity": "absent",
               "experiencer": "family"},
    evidence=[
        ev("9200003-DS-1", "Family History",
           "No family history of lupus, kidney disease or dialysis."),
        ev("9200003-DS-1", "Family History", "Maternal aunt with rheumatoid arthritis."),
        ev("9200003-CN-1", "Family history",
           "There is no lupus, kidney disease or dialysis in the family."),
    ],
    rationale="Lupus is absent; rheumatoid arthritis is present in a maternal aunt.",
)

question(
    "hw2-029", 9200003, [29200005], "change",
    "After the nephritis admission, what was she started on and what got stopped?",
    "Started: prednisone 60 mg daily with a taper, mycophenolate mofetil 1000 mg twice daily, "
    "lisinopril 5 mg daily, TMP-SMX single strength daily, and calcium carbonate-vitamin D3 "
    "twice daily. Stopped: naproxen. Continued: hydroxychloroquine 200 mg twice daily and "
    "ferrous sulfate. Pulse methylprednisolone and IV furosemide were inpatient only, and she "
    "went home without a diuretic.",
    structure={"added": ["prednisone", "mycophenolate mofetil", "lisinopril",
                         "sulfamethoxazole-trimethoprim", "calcium carbonate-vitamin d3"],
               "removed": ["naproxen"],
               "continued": ["hydroxychloroquine", "ferrous sulfate"],
               "compared": MEDS_COMPARED},
    evidence=[
        ev("9200003-DS-1", "Medications on Admission",
           "2. Naproxen 500 mg PO Q12H:PRN joint pain"),
        ev("9200003-DS-1", "Brief Hospital Course", "Naproxen was stopped on admission."),
        ev("9200003-DS-1", "Discharge Medications",
           "1. PredniSONE 60 mg PO DAILY Tapered dose - DOWN"),
        ev("9200003-DS-1", "Discharge Medications", "2. Mycophenolate Mofetil 1000 mg PO BID"),
        ev("9200003-DS-1", "Discharge Medications", "3. Lisinopril 5 mg PO DAILY"),
        ev("9200003-DS-1", "Discharge Medications",
           "4. Sulfamethoxazole-Trimethoprim SS 1 TAB PO DAILY"),
        ev("9200003-DS-1", "Discharge Medications",
           "5. Calcium Carbonate-Vitamin D3 600 mg-400 unit 1 TAB PO BID"),
    ],
)

question(
    "hw2-030", 9200003, [29200006], "change",
    "When she had the C. diff, what did they do with her CellCept?",
    "Mycophenolate (1000 mg twice daily) was held from admission on 7/18 because of the acute "
    "infection. On 7/21, once she had been afebrile for 48 hours and the diarrhea was "
    "improving, rheumatology restarted it at a lower dose of 500 mg twice daily. She went home "
    "on 500 mg twice daily, to go back up to 1000 mg twice daily at her 2-week rheumatology "
    "visit if the diarrhea has resolved.",
    structure={"added": [], "removed": [], "continued": ["mycophenolate mofetil"],
               "compared": MEDS_COMPARED},
    evidence=[
        ev("9200003-DS-2", "Brief Hospital Course",
           "Mycophenolate 1000 mg twice daily was held on admission because of the acute "
           "infection."),
        ev("9200003-DS-2", "Brief Hospital Course",
           "After she had been afebrile for 48 hours with improving diarrhea, mycophenolate was "
           "resumed at 500 mg twice daily on 7/21, in consultation with rheumatology."),
        ev("9200003-DS-2", "Brief Hospital Course",
           "If the diarrhea has resolved at her rheumatology visit in 2 weeks, the dose will go "
           "back up to 1000 mg twice daily."),
        ev("9200003-PN-2", "A/P",
           "# Immunosuppression - afebrile >48h + diarrhea improving -> restart MMF 500 BID "
           "today per rheum."),
    ],
    rationale="Held, then resumed at a reduced dose: listed as continued, with the dose change "
    "in the answer.",
)

question(
    "hw2-031", 9200003, [29200006], "negation",
    "Her C. diff CT - megacolon? perforation?",
    "Neither. The CT showed pancolitis, but no toxic megacolon (the transverse colon measured up "
    "to 4.8 cm), no pneumatosis, no portal venous gas and no free air.",
    structure={"concept": "toxic megacolon", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200003-RR-3", "IMPRESSION",
           "No toxic megacolon. No pneumatosis or free air to suggest perforation."),
        ev("9200003-RR-3", "FINDINGS", "There is no pneumatosis and no portal venous gas."),
        ev("9200003-RR-3", "FINDINGS", "There is no free intraperitoneal air."),
    ],
)

question(
    "hw2-032", 9200003, [], "historical",
    "Was she ever on Bactrim prophylaxis, and is she still taking it?",
    "She was, but not any more. TMP-SMX single strength daily was started in 3/2193 as "
    "Pneumocystis prophylaxis during high-dose prednisone. It was stopped in May 2193, when "
    "her prednisone fell below 20 mg daily. It was not restarted at the 7/2193 admission, when "
    "she was on prednisone 15 mg.",
    structure={"concept": "sulfamethoxazole-trimethoprim", "polarity": "present",
               "experiencer": "patient", "status": "resolved"},
    evidence=[
        ev("9200003-DS-2", "Brief Hospital Course",
           "TMP-SMX was already stopped in May (prednisone below 20 mg); not restarted"),
        ev("9200003-CN-2", "History",
           "Induction with mycophenolate 1000 mg BID and a prednisone taper; she reached "
           "prednisone 15 mg daily on 6/28, and TMP-SMX was stopped in May when her prednisone "
           "dose fell below 20 mg."),
        ev("9200003-DS-1", "Brief Hospital Course",
           "She was started on TMP-SMX single strength daily for Pneumocystis prophylaxis."),
    ],
)

question(
    "hw2-033", 9200003, [], "current_state",
    "Is she on lisinopril right now?",
    "No. Lisinopril 5 mg daily was started in 3/2193 for proteinuria. It was held at the C. "
    "diff admission on 7/18 because of AKI and low blood pressure and was not restarted at "
    "discharge on 7/23. Nephrology will decide at follow-up whether to resume it.",
    structure={"concept": "lisinopril", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200003-DS-2", "Brief Hospital Course",
           "Lisinopril was held on admission for the AKI and low blood pressure and was not "
           "restarted at discharge."),
        ev("9200003-DS-2", "Discharge Medications",
           "7. HELD- Lisinopril 5 mg PO DAILY This medication was held."),
        ev("9200003-DS-2", "Brief Hospital Course",
           "Nephrology will decide at her follow-up whether to resume it."),
    ],
)

question(
    "hw2-034", 9200003, [29200006], "duration",
    "How long is the oral vanc course?",
    "10 days: vancomycin 125 mg by mouth four times daily, from 7/18 (first dose in the ED) "
    "through 7/27.",
    structure={"concept": "vancomycin", "duration": {"value": 10, "unit": "days"},
               "start": "2193-07-18", "end": "2193-07-27"},
    evidence=[
        ev("9200003-DS-2", "Brief Hospital Course",
           "Oral vancomycin 125 mg four times daily was started in the ED on 7/18 and is to "
           "continue for a total of 10 days, through 7/27."),
        ev("9200003-PN-2", "A/P", "# C. diff, severe - PO vanc 125 QID day 4/10 (7/18 -> 7/27)."),
    ],
)

# --- patient 9200004 ------------------------------------------------------------------------

question(
    "hw2-035", 9200004, [29200007], "uncertainty",
    "After the seizures, did he actually aspirate?",
    "Uncertain. He had a low-grade fever, a WBC of 12.4 and a patchy right lower lobe opacity, "
    "which radiology said may be aspiration or atelectasis. The team could not tell bacterial "
    "aspiration pneumonia from chemical pneumonitis or atelectasis. They treated it empirically "
    "for 5 days, ampicillin-sulbactam then amoxicillin-clavulanate, and the discharge diagnosis "
    "was possible aspiration pneumonia.",
    structure={"concept": "aspiration pneumonia", "polarity": "possible",
               "experiencer": "patient"},
    evidence=[
        ev("9200004-RR-2", "IMPRESSION",
           "Patchy right lower lobe opacity, which may represent aspiration or atelectasis in "
           "the appropriate clinical setting."),
        ev("9200004-DS-1", "Brief Hospital Course",
           "It was unclear whether this represented bacterial aspiration pneumonia, chemical "
           "pneumonitis or atelectasis, and he was treated empirically with "
           "ampicillin-sulbactam, changed to oral amoxicillin-clavulanate on 5/8, for a total "
           "of 5 days (last dose 5/10)."),
    ],
)

question(
    "hw2-036", 9200004, [], "historical",
    "Where does his epilepsy come from?",
    "It is post-traumatic. At 19 he had a traumatic brain injury in a motorcycle accident, with "
    "a right temporal contusion that was managed without surgery, and his seizures began about "
    "a year later. MRI shows remote right anterior temporal encephalomalacia with hemosiderin, "
    "the likely focus, and no mesial temporal sclerosis. The epilepsy is chronic and ongoing.",
    structure={"concept": "epilepsy", "polarity": "present", "experiencer": "patient",
               "status": "chronic"},
    evidence=[
        ev("9200004-DS-1", "Past Medical History",
           "Focal epilepsy, post-traumatic, right temporal: onset at age 20, about a year after "
           "a traumatic brain injury at 19 (motorcycle accident with right temporal contusion, "
           "managed without surgery)."),
        ev("9200004-RR-3", "IMPRESSION",
           "Remote post-traumatic encephalomalacia and hemosiderin deposition in the right "
           "anterior temporal lobe, the likely epileptogenic focus."),
    ],
)

question(
    "hw2-037", 9200004, [29200007], "change",
    "After the status episode, what did neuro change on his seizure meds?",
    "Three changes. Levetiracetam went up from 1000 to 1500 mg twice daily. Lacosamide 100 mg "
    "twice daily was added, starting 5/7. Intranasal midazolam 5 mg was added as a rescue "
    "medication. Lisinopril and vitamin D were unchanged. The amoxicillin-clavulanate for "
    "possible aspiration ended on 5/10. The lorazepam and the IV levetiracetam load were given "
    "in the ED only.",
    structure={"added": ["lacosamide", "midazolam"], "removed": [],
               "continued": ["levetiracetam"], "compared": MEDS_COMPARED},
    evidence=[
        ev("9200004-DS-1", "Brief Hospital Course",
           "Levetiracetam was increased from 1000 mg to 1500 mg twice daily."),
        ev("9200004-DS-1", "Brief Hospital Course",
           "Lacosamide 100 mg twice daily was added on 5/7 as a second agent, and his ECG "
           "showed a normal PR interval."),
        ev("9200004-DS-1", "Brief Hospital Course",
           "He was prescribed intranasal midazolam as a rescue medication."),
        ev("9200004-DS-1", "Discharge Medications", "1. LevETIRAcetam 1500 mg PO BID"),
    ],
)

question(
    "hw2-038", 9200004, [29200007], "conditional",
    "When is his wife supposed to use the nasal spray?",
    "If a seizure lasts longer than 5 minutes, or if he has two or more seizures within 6 "
    "hours, she gives one 5 mg spray of intranasal midazolam and then calls 911. The spray may "
    "be repeated once after 10 minutes. Separately, any seizure on the new regimen, even a "
    "short one, means a same-day call to the epilepsy clinic, and the plan then is to raise "
    "lacosamide to 150 mg twice daily.",
    structure={"concept": "midazolam", "polarity": "conditional", "experiencer": "patient",
               "condition": "seizure longer than 5 minutes or 2 or more seizures within 6 "
               "hours",
               "action": "give intranasal midazolam 5 mg and call 911"},
    evidence=[
        ev("9200004-DS-1", "Brief Hospital Course",
           "His wife was taught to give one spray (5 mg) if a seizure lasts longer than 5 "
           "minutes, or if he has two or more seizures within 6 hours, and then to call 911."),
        ev("9200004-DS-1", "Discharge Instructions",
           "If you have a seizure on this new regimen, even a short one, call the epilepsy "
           "clinic the same day; the plan is to increase lacosamide to 150 mg twice a day."),
    ],
)

question(
    "hw2-039", 9200004, [29200007], "duration",
    "How long had he been off his Keppra before he seized?",
    "Four days. He ran out four days before admission because of a mail-order pharmacy delay "
    "and took none in that time. His levetiracetam level on arrival was undetectable.",
    structure={"concept": "levetiracetam", "duration": {"value": 4, "unit": "days"}},
    evidence=[
        ev("9200004-ED-1", "HPI",
           "Per wife pt ran out of Keppra 4 days ago (mail-order delay), has not taken any "
           "since."),
        ev("9200004-CN-1", "History",
           "He ran out of levetiracetam four days ago because of a mail-order delay."),
        ev("9200004-DS-1", "Brief Hospital Course",
           "His levetiracetam level on arrival was undetectable, confirming that the cause was "
           "abrupt withdrawal of his medication."),
    ],
)

question(
    "hw2-040", 9200004, [], "family_history",
    "Seizures in his family? And who had the colon cancer?",
    "There is no family history of epilepsy. His younger brother had febrile seizures as a "
    "toddler and none since. The colon cancer was his father's, diagnosed at 61, treated "
    "surgically, and he is alive. His mother has hypertension, and there is no inflammatory "
    "bowel disease in the family.",
    structure={"concept": "epilepsy", "polarity": "absent", "experiencer": "family"},
    evidence=[
        ev("9200004-DS-1", "Family History", "No family history of epilepsy."),
        ev("9200004-DS-1", "Family History",
           "Younger brother had febrile seizures as a toddler without later seizures."),
        ev("9200004-DS-1", "Family History", "Father with colon cancer diagnosed at 61."),
    ],
    rationale="Compound question: epilepsy absent in the family (febrile seizures in the "
    "brother only); colon cancer present in the father.",
)

question(
    "hw2-041", 9200004, [29200008], "sequence",
    "For the abscess, did antibiotics start before or after the drain went in?",
    "Before. Piperacillin-tazobactam was started in the ED at 12:15 on 1/12. IR placed the "
    "percutaneous drain the next afternoon, 1/13. He was switched to oral "
    "amoxicillin-clavulanate on 1/15, and the drain was removed on 1/16 after the repeat CT.",
    structure={"order": ["piperacillin-tazobactam", "percutaneous drainage",
                         "amoxicillin-clavulanate", "drain removal"],
               "dates": ["2195-01-12", "2195-01-13", "2195-01-15", "2195-01-16"]},
    evidence=[
        ev("9200004-DS-2", "Brief Hospital Course",
           "Piperacillin-tazobactam was started in the ED at 12:15 on 1/12."),
        ev("9200004-DS-2", "Brief Hospital Course",
           "Interventional radiology placed a percutaneous drain into the abscess the next "
           "afternoon, 1/13, with 25 mL of pus that grew E. coli and Bacteroides fragilis."),
        ev("9200004-ED-2", "ED course",
           "1 L LR, piperacillin-tazobactam 4.5 g IV at 12:15, morphine 4 mg IV."),
    ],
)

question(
    "hw2-042", 9200004, [29200008], "negation",
    "Any free air on the diverticulitis CT?",
    "No. The 1/12 CT showed sigmoid diverticulitis with a 3.2 cm pericolic abscess, which "
    "contained a few locules of gas, but no extraluminal free air in the peritoneal cavity and "
    "no fistula. The repeat CT on 1/16 also showed no free air.",
    structure={"concept": "free air", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200004-RR-4", "IMPRESSION",
           "Acute sigmoid diverticulitis with a 3.2 cm pericolic abscess. No free air."),
        ev("9200004-RR-4", "FINDINGS",
           "There is no extraluminal free air in the peritoneal cavity."),
        ev("9200004-RR-6", "FINDINGS", "There is no free air."),
    ],
)

question(
    "hw2-043", 9200004, [], "current_state",
    "Is he still on Keppra 1500 twice a day?",
    "No. Levetiracetam was raised to 1500 mg twice daily after the status episode in 5/2194, "
    "but in 8/2194 his neurologist lowered it to 1000 mg twice daily because of irritability "
    "and raised lacosamide to 150 mg twice daily. At the 1/2195 admission, and at discharge, "
    "he was on levetiracetam 1000 mg twice daily and lacosamide 150 mg twice daily.",
    structure={"concept": "levetiracetam", "polarity": "present", "experiencer": "patient",
               "status": "active"},
    evidence=[
        ev("9200004-DS-2", "Past Medical History",
           "Levetiracetam was reduced from 1500 mg to 1000 mg twice daily in 8/2194 because of "
           "irritability, and lacosamide was increased from 100 mg to 150 mg twice daily at the "
           "same visit."),
        ev("9200004-DS-2", "Discharge Medications", "2. LevETIRAcetam 1000 mg PO BID"),
        ev("9200004-DS-2", "Brief Hospital Course", "His doses are unchanged from home."),
    ],
    rationale="He is still on levetiracetam, but at 1000 mg twice daily, not 1500 mg.",
)

question(
    "hw2-044", 9200004, [29200008], "conditional",
    "Is he going to need surgery for the diverticulitis?",
    "Not now: colorectal surgery did not recommend an operation at this admission. If he has "
    "another episode of diverticulitis, or if the abscess had failed to resolve with drainage, "
    "they would recommend an elective laparoscopic sigmoid colectomy. They will see him in "
    "clinic after his colonoscopy.",
    structure={"concept": "sigmoid colectomy", "polarity": "conditional",
               "experiencer": "patient", "condition": "recurrent diverticulitis",
               "action": "elective sigmoid colectomy"},
    evidence=[
        ev("9200004-DS-2", "Brief Hospital Course",
           "Colorectal surgery saw him and did not recommend an operation now."),
        ev("9200004-DS-2", "Brief Hospital Course",
           "If he has another episode of diverticulitis, they would recommend an elective "
           "sigmoid colectomy."),
        ev("9200004-CN-2", "Recommendations",
           "if recurrent diverticulitis, or if the abscess fails to resolve with drainage, "
           "elective laparoscopic sigmoid colectomy would be recommended; will see in clinic "
           "after the colonoscopy"),
    ],
)

question(
    "hw2-045", 9200004, [29200008], "uncertainty",
    "This admission for the abscess - could it be a cancer rather than diverticulitis?",
    "Possibly, but it is thought unlikely. The CT looked most like diverticulitis, but "
    "radiology could not exclude an underlying neoplasm, and the team considered malignancy "
    "unlikely without being able to exclude it. Because his father had colon cancer at 61 and "
    "he has never had a colonoscopy, one is planned in 6-8 weeks.",
    structure={"concept": "colon cancer", "polarity": "possible", "experiencer": "patient"},
    evidence=[
        ev("9200004-RR-4", "IMPRESSION",
           "The degree of wall thickening is most consistent with diverticulitis, but an "
           "underlying neoplasm cannot be excluded."),
        ev("9200004-DS-2", "Brief Hospital Course",
           "The CT appearance was most consistent with diverticulitis, and malignancy is "
           "thought unlikely, but it cannot be excluded on imaging."),
    ],
)

question(
    "hw2-046", 9200004, [29200007, 29200008], "sequence",
    "Which came first: the lacosamide, or cutting back his levetiracetam?",
    "The lacosamide. It was started at 100 mg twice daily on 5/7/2194, during the status "
    "epilepticus admission, when levetiracetam was actually increased to 1500 mg twice daily. "
    "Levetiracetam was cut back to 1000 mg twice daily later, in 8/2194, by his outpatient "
    "neurologist because of irritability, and lacosamide was raised to 150 mg twice daily at "
    "the same visit.",
    structure={"order": ["lacosamide started", "levetiracetam reduced"]},
    evidence=[
        ev("9200004-DS-1", "Brief Hospital Course",
           "Lacosamide 100 mg twice daily was added on 5/7 as a second agent, and his ECG "
           "showed a normal PR interval."),
        ev("9200004-ED-2", "HPI",
           "Sz meds: levetiracetam reduced 1500 -> 1000 BID by his neurologist in 8/2194 for "
           "irritability, lacosamide increased 100 -> 150 BID at that time."),
    ],
    rationale="The reduction is dated only to the month (8/2194), so no ISO dates are given.",
)

question(
    "hw2-047", 9200004, [29200008], "duration",
    "What's the total length of antibiotics for the diverticulitis?",
    "14 days, counted from 1/12. He had IV piperacillin-tazobactam from 1/12 to 1/15, then oral "
    "amoxicillin-clavulanate 875-125 mg twice daily from 1/15, with the last dose on 1/25.",
    structure={"concept": "antibiotics", "duration": {"value": 14, "unit": "days"},
               "start": "2195-01-12", "end": "2195-01-25"},
    evidence=[
        ev("9200004-DS-2", "Brief Hospital Course",
           "On 1/15 he was switched to oral amoxicillin-clavulanate, to complete a 14-day course "
           "of antibiotics counted from 1/12, with the last dose on 1/25."),
        ev("9200004-PN-2", "A/P",
           "pip-tazo day 3 -> plan switch to amox-clav 875 BID tmrw if afebrile, to finish 14 "
           "days total from 1/12 (through 1/25)"),
    ],
)

question(
    "hw2-048", 9200004, [], "historical",
    "Has he had a colonoscopy before?",
    "No, never, even though his father had colon cancer at 61. One is now planned 6-8 weeks "
    "after the 1/2195 diverticulitis.",
    structure={"concept": "colonoscopy", "polarity": "absent", "experiencer": "patient"},
    evidence=[
        ev("9200004-DS-2", "History of Present Illness", "He has never had a colonoscopy."),
        ev("9200004-ED-2", "HPI", "Never had a colonoscopy."),
        ev("9200004-CN-2", "HPI", "Never had a colonoscopy; father w/ colon ca at 61."),
    ],
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
        dict(collections.Counter(
            "patient" if not q["hadm_ids"] else f"{len(q['hadm_ids'])} admission(s)"
            for q in QUESTIONS
        )),
    )
    short = [c for c in TASK_OF if per_category[c] < 4]
    if short:
        print("fewer than 4 questions:", short, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
