"""Fictional patient 9800005: psychiatry-medicine interface. Lithium toxicity with AKI and nephrogenic
DI, then a manic relapse treated with haloperidol, neuroleptic malignant syndrome and a lithium restart.

Everything here is invented. Dates are shifted into the 2200s, names are written ___.
"""

PATIENT = {"subject_id": 9800005, "gender": "F", "anchor_age": 61, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9800005, "hadm_id": 29800051, "admittime": "2205-03-15T11:20:00",
     "dischtime": "2205-03-22T14:00:00", "race": "WHITE", "insurance": "Medicare"},
    {"subject_id": 9800005, "hadm_id": 29800052, "admittime": "2205-08-03T18:40:00",
     "dischtime": "2205-08-12T13:00:00", "race": "WHITE", "insurance": "Medicare"},
]

NOTES = [
    {
        "note_id": "9800005-ED-1", "subject_id": 9800005, "hadm_id": 29800051, "note_type": "ED",
        "note_seq": 1, "charttime": "2205-03-15T11:50:00", "storetime": "2205-03-15T13:30:00",
        "text": """ED NOTE - RESIDENT

CC: confusion, tremor

HPI: 61F h/o bipolar I on lithium ~20 y (stable, no recent admissions), HTN, hypothyroidism (lithium-assoc., levothyroxine since 2203) p/w 4 d worsening tremor, unsteady gait, slurred speech and confusion per husband. Diarrhea + vomiting x5 d (grandson had a GI bug). PCP added HCTZ 25 mg daily on 02-20 for BP. Takes no NSAIDs. No new psych meds. Never on antipsychotics per husband.

Meds: lithium carbonate ER 450 mg bid (last level 0.8 in 11/2204), lisinopril 10 daily (unchanged x6 y), HCTZ 25 daily (new 02-20), levothyroxine 25 mcg daily.
All: NKDA
FHx: mother bipolar I, on lithium for decades, developed CKD stage 4 attributed to lithium. Sister hypothyroid.

Exam: T 37.2, HR 92, BP 104/62, RR 16. Dry MM. Oriented to self only. Coarse tremor both arms, myoclonic jerks, dysarthria, wide-based gait. Hyperreflexia, 3 beats ankle clonus bilat. No focal weakness. Neck supple.

Labs: Li 2.9 mmol/L (last dose 03-14 21:00, ~14 h). Cr 2.4 (bl 1.0 in 11/2204). BUN 48. Na 147. K 4.0. HCO3 20. Ca 10.4. Glu 104. TSH pending. UA SG 1.005.
ECG: sinus 90, QTc 462, diffuse T-wave flattening. No bradycardia.

A/P: lithium toxicity (acute-on-chronic) w/ neuro sx + AKI. Precipitant HCTZ + GI losses.
- hold lithium, HCTZ, lisinopril
- NS 2 L, then 150 mL/h; watch Na and UOP (?nephrogenic DI)
- Li level q6h
- renal consult re: HD (EXTRIP)
- no activated charcoal (does not bind Li)
- CT head (AMS)
- SDU
""",
    },
    {
        "note_id": "9800005-RR-2", "subject_id": 9800005, "hadm_id": 29800051, "note_type": "RR",
        "note_seq": 2, "charttime": "2205-03-15T13:00:00", "storetime": "2205-03-15T13:40:00",
        "text": """EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  61 year old woman with confusion, dysarthria and ataxia; on lithium. Evaluate for acute intracranial process, hemorrhage or infarct.

TECHNIQUE:  Contiguous axial images of the head without contrast.

COMPARISON:  None.

FINDINGS:
No intracranial hemorrhage, mass effect, or acute territorial infarct. Mild periventricular white matter hypodensities, nonspecific, most likely chronic small vessel ischemic change. Ventricles and sulci are appropriate for age. No extra-axial collection. No fracture.

IMPRESSION:
No acute intracranial abnormality. Mild chronic small vessel ischemic change.
""",
    },
    {
        "note_id": "9800005-RR-3", "subject_id": 9800005, "hadm_id": 29800051, "note_type": "RR",
        "note_seq": 3, "charttime": "2205-03-16T09:40:00", "storetime": "2205-03-16T10:20:00",
        "text": """EXAMINATION:  RENAL ULTRASOUND

INDICATION:  61 year old woman with AKI (creatinine 2.4) and lithium toxicity. Evaluate for hydronephrosis or obstruction.

TECHNIQUE:  Grayscale and color Doppler ultrasound of the kidneys and bladder.

COMPARISON:  None.

FINDINGS:
Right kidney 10.2 cm, left kidney 10.5 cm. Mildly increased cortical echogenicity bilaterally. Several punctate echogenic foci without shadowing in both kidneys, which can be seen with chronic lithium nephropathy. No hydronephrosis. No stones. No perinephric collection. Bladder: post-void residual 40 mL.

IMPRESSION:
1. No hydronephrosis; no obstructive cause for the AKI.
2. Normal-sized, mildly echogenic kidneys with punctate echogenic foci, which can be seen in chronic lithium nephropathy.
""",
    },
    {
        "note_id": "9800005-CN-4", "subject_id": 9800005, "hadm_id": 29800051, "note_type": "CN",
        "note_seq": 4, "charttime": "2205-03-16T11:30:00", "storetime": "2205-03-16T13:10:00",
        "text": """NEPHROLOGY CONSULT - ATTENDING

I was asked whether Mrs. ___ needs hemodialysis for lithium toxicity.

Her lithium level was 2.9 at presentation (03-15 12:00), 2.4 at 18:00, 2.1 at midnight and 1.8 this morning at 06:00. She has had 4.5 L of saline. Her urine output has been brisk, 4.2 L in 18 hours, with a urine osmolality of 168 while her serum sodium crept from 147 to 150. I read that as lithium-induced nephrogenic diabetes insipidus, probably long-standing and unmasked now.

Does she need dialysis? I would dialyze if the level were above 4.0 with impaired kidney function, or if she had a reduced level of consciousness, seizures or an arrhythmia, and I would consider it above 5.0 regardless, or if the expected time to fall below 1.0 were more than 36 hours. She is confused and tremulous, but she has had no seizures and no arrhythmia, and her level is falling steadily. I do not recommend dialysis now. I would reconsider if the level rises again (rebound is possible with the extended-release preparation), if she seizes, or if her mental state worsens. Levels every 6 hours until below 1.0.

Fluids: she now needs free water, not more saline - sodium 150 with nephrogenic DI. Change to D5W at 150 mL/h plus replacement of urine output, sodium every 4 hours, and let it fall no faster than 10 mmol/L a day.

Cause: the AKI is prerenal, from vomiting and diarrhea, and the hydrochlorothiazide increases proximal lithium reabsorption. I think the HCTZ, started on 02-20, is the decisive precipitant, with the gastroenteritis on top. Her lisinopril has been unchanged for six years and her lithium dose for longer; neither is new. HCTZ should be stopped permanently. Lisinopril: hold for now, resume once the creatinine is stable and she is eating. ACE inhibitors also raise lithium levels, which matters only if lithium is ever restarted.

Her baseline creatinine of 1.0 in November is already borderline for a 61-year-old woman, and I note her mother's lithium-related CKD. My view on lithium for the long term: I would not restart it now. That is a decision for psychiatry and us together, once we know her new baseline creatinine.
""",
    },
    {
        "note_id": "9800005-DS-5", "subject_id": 9800005, "hadm_id": 29800051, "note_type": "DS",
        "note_seq": 5, "charttime": "2205-03-22T12:30:00", "storetime": "2205-03-22T16:40:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2205-03-15              Discharge Date:   2205-03-22

Service: MEDICINE

Allergies: Hydrochlorothiazide (lithium toxicity, 03/2205)

Chief Complaint: confusion, tremor

Major Surgical or Invasive Procedure: None

History of Present Illness:
61F with bipolar I disorder on lithium for about 20 years, presenting with confusion, coarse tremor and ataxia after 5 days of gastroenteritis, 3 weeks after HCTZ was added. Lithium level 2.9, Cr 2.4.

Past Medical History: Bipolar I disorder (lithium since ~2185; no antipsychotic exposure). HTN. Hypothyroidism (lithium-associated, levothyroxine since 2203).

Family History: Mother bipolar I on lithium, with lithium-related CKD stage 4. Sister hypothyroidism.

Pertinent Results:
Lithium 2.9 (03-15 12:00), 1.8 (03-16 06:00), 0.9 (03-17 06:00), <0.2 (03-19).
Cr 2.4 -> 1.3 at discharge. Na 147, peak 151 (03-16), 141 at discharge.
TSH 9.8, free T4 0.8. Ca 10.4 -> 10.1; PTH 72 (mildly elevated).
CT head 03-15: no acute process. Renal US 03-16: no hydronephrosis; echogenic kidneys, c/w lithium nephropathy.

Brief Hospital Course:
# Lithium toxicity (peak 2.9) with neurologic features: IV fluids, then free water. No hemodialysis: criteria not met, no rebound, no seizures. Tremor and ataxia improved; confusion cleared by 03-18 - oriented x3 and CAM negative from 03-18 through discharge. A mild fine tremor remains at discharge.
# Precipitant: hydrochlorothiazide (started 02-20) plus volume depletion from gastroenteritis. HCTZ stopped permanently.
# AKI on probable CKD: Cr 2.4 -> 1.3 at discharge; new baseline likely 1.2-1.3 (eGFR ~45).
# Nephrogenic DI: Na peak 151 on 03-16; D5W; Na 141 at discharge. Urine output ~3 L/day; drink to thirst.
# Bipolar I disorder: psychiatry consulted. Lithium held and not restarted at discharge; lithium versus an alternative to be decided in outpatient psychiatry with nephrology input. Quetiapine started 03-18 at 50 mg qhs, increased to 100 mg on 03-20, and increased to 200 mg qhs on 03-22, the day of discharge, for irritability and insomnia.
# Hypothyroidism: TSH 9.8. Levothyroxine increased from 25 to 50 mcg daily on 03-21.
# HTN: HCTZ stopped. Lisinopril restarted at 10 mg on 03-21 (Cr stable at 1.3, eating). BP 128/76.
# Mild hypercalcemia, PTH 72: likely lithium-associated hyperparathyroidism; outpatient follow-up.

Medications on Admission:
1. Lithium carbonate ER 450 mg PO bid
2. Lisinopril 10 mg PO daily
3. Hydrochlorothiazide 25 mg PO daily
4. Levothyroxine 25 mcg PO daily

Discharge Medications:
1. Quetiapine 200 mg PO qhs
2. Lisinopril 10 mg PO daily
3. Levothyroxine 50 mcg PO daily
STOPPED: hydrochlorothiazide (do not restart - lithium interaction). HELD: lithium (pending outpatient psychiatry and nephrology review).

Discharge Disposition: Home with husband

Discharge Diagnosis: Lithium toxicity precipitated by hydrochlorothiazide and gastroenteritis. AKI. Nephrogenic diabetes insipidus. Hypothyroidism.

Followup Instructions: Outpatient psychiatry in 3 weeks. Nephrology clinic in 4 weeks. BMP in 1 week.
""",
    },
    {
        "note_id": "9800005-PN-6", "subject_id": 9800005, "hadm_id": None, "note_type": "PN",
        "note_seq": 6, "charttime": "2205-04-12T10:00:00", "storetime": "2205-04-12T11:45:00",
        "text": """OUTPATIENT PSYCHIATRY - ATTENDING FOLLOW-UP

Mrs. ___ came with her husband three weeks after discharge. Her mood is euthymic to mildly low. She sleeps 7 hours on quetiapine 200 mg, and I find no manic features. She reports morning sedation and has gained 2 kg. The tremor has gone.

Her creatinine on 03-29 was 1.3 (eGFR 44). Dr. ___ of nephrology and I discussed lithium by telephone on 04-10. Given her kidneys and her mother's course, we agreed not to restart lithium at this point: she is stable on quetiapine, and the kidneys come first. We will revisit lithium only if she relapses despite the alternatives.

She has tolerated quetiapine without any stiffness, fever or confusion; the only problems are sedation and weight.

Plan:
- Continue quetiapine 200 mg qhs.
- Start lamotrigine for maintenance: 25 mg daily for 2 weeks, then 50 mg daily for 2 weeks, then 100 mg daily. Stop and call at once for any rash.
- Metabolic monitoring: A1c and lipids at 3 months.
- Lithium: not restarted. If it is ever restarted, it must be without thiazides, at a low dose, with a level 5 days after any dose change.
- Return in 6 weeks.
""",
    },
    {
        "note_id": "9800005-ED-7", "subject_id": 9800005, "hadm_id": 29800052, "note_type": "ED",
        "note_seq": 7, "charttime": "2205-08-03T23:50:00", "storetime": "2205-08-04T00:40:00",
        "text": """ED NOTE - RESIDENT

CC: agitation, "manic"

HPI: 61F h/o bipolar I (lithium stopped 03/2205 after toxicity, Li 2.9 w/ AKI), CKD (Cr ~1.3), HTN, hypothyroid, BIBPD w/ husband: 5 d no sleep, pressured speech, spent $9,000 online, grandiose ("chosen to run the hospital"). Stopped her quetiapine ~3 wk ago ("made me fat"). Taking lamotrigine 100 daily per husband.

Meds: lamotrigine 100 daily; quetiapine 200 qhs (not taking since ~07-13); lisinopril 10 daily; levothyroxine 50 mcg daily.
All: HCTZ (Li toxicity).

Exam: T 37.1, HR 104, BP 152/90. Pressured, distractible, flight of ideas. No SI/HI. No rigidity, no tremor. Neck supple.
Labs: CBC nl. Cr 1.3. Na 139. TSH 3.1. CK 180. Utox neg. EtOH neg. UA nl. Li level not sent (not taking).

A/P: acute mania, medically cleared.
- haloperidol 5 mg IM + lorazepam 2 mg IM at 19:30 for agitation (threatening staff); haloperidol 5 mg IM repeated 23:40
- admit inpatient psychiatry
- psych to choose antimanic agent
""",
    },
    {
        "note_id": "9800005-CN-8", "subject_id": 9800005, "hadm_id": 29800052, "note_type": "CN",
        "note_seq": 8, "charttime": "2205-08-06T16:00:00", "storetime": "2205-08-06T17:50:00",
        "text": """MEDICINE CONSULT - ATTENDING (inpatient psychiatry)

I was asked to see Mrs. ___ on the psychiatry unit for fever and "stiffness".

She was admitted to psychiatry on 08-04 with mania. She had haloperidol 5 mg IM twice in the ED on 08-03, and since 08-04 haloperidol 5 mg PO twice daily, with lorazepam as needed. She stopped her own quetiapine about three weeks before admission. Lamotrigine 100 mg daily has continued.

This morning: T 39.4, HR 124, BP labile (168/98, then 132/70), diaphoretic, lead-pipe rigidity in all four limbs, mute and staring, not following commands. CK 8,900 (180 on 08-03). WBC 14.2. Cr 1.3 -> 1.7.

This is neuroleptic malignant syndrome until proven otherwise, and I attribute it to the haloperidol: a high-potency antipsychotic, started in high doses by injection in an agitated, dehydrated patient, which is the classic set-up. Lamotrigine does not do this, and the quetiapine had been stopped three weeks earlier - she took it for four months without any such reaction. Serotonin syndrome is unlikely: she takes no serotonergic drug, and she has rigidity rather than clonus and hyperreflexia. Lethal catatonia overlaps and is on the differential; lorazepam helps both.

Infection must still be excluded in a febrile, altered patient: chest film, UA, blood cultures, and an LP after a CT head.

Plan:
- Stop all antipsychotics. Haloperidol d/c'd; no quetiapine.
- Transfer to medicine, step-down.
- IV fluids for CK and AKI: NS 200 mL/h, urine output goal > 1.5 mL/kg/h.
- Lorazepam 1 mg IV q6h scheduled.
- Cooling blankets, acetaminophen.
- Bromocriptine 2.5 mg tid via NG if she is not improving after 24 hours of supportive care; dantrolene if temperature > 40 or rigidity severe.
- CK and BMP q12h.
- Antipsychotic rechallenge: not for at least 2 weeks after the NMS has resolved, then only a low-potency agent at a low dose, with CK and temperature monitoring.
- Mania: the lithium question will come up. Her creatinine is 1.3 and the March toxicity was precipitated by a thiazide plus volume depletion. I would not object to lithium at a low dose with close levels once she is rehydrated, but not while she is this dry.
- VTE prophylaxis: heparin SC.
""",
    },
    {
        "note_id": "9800005-RR-9", "subject_id": 9800005, "hadm_id": 29800052, "note_type": "RR",
        "note_seq": 9, "charttime": "2205-08-06T17:20:00", "storetime": "2205-08-06T18:05:00",
        "text": """EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  61 year old woman with fever 39.4, altered mental status and rigidity, ?NMS. Evaluate for pneumonia or aspiration.

TECHNIQUE:  Portable AP upright chest radiograph.

COMPARISON:  None.

FINDINGS:
The lungs are clear. No consolidation, pleural effusion or pneumothorax. Heart size normal. No free air under the diaphragm.

IMPRESSION:
No radiographic evidence of pneumonia or aspiration.
""",
    },
    {
        "note_id": "9800005-DS-10", "subject_id": 9800005, "hadm_id": 29800052, "note_type": "DS",
        "note_seq": 10, "charttime": "2205-08-12T11:00:00", "storetime": "2205-08-12T15:20:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2205-08-03              Discharge Date:   2205-08-12

Service: MEDICINE (inpatient psychiatry 08-04 to 08-06, then medicine)

Allergies: Hydrochlorothiazide (lithium toxicity, 03/2205). Haloperidol (neuroleptic malignant syndrome, 08/2205).

Chief Complaint: mania; then fever and rigidity

Major Surgical or Invasive Procedure:
2205-08-06 lumbar puncture

History of Present Illness:
61F with bipolar I disorder, lithium stopped 03/2205 after lithium toxicity with AKI, admitted to psychiatry with mania after stopping quetiapine; treated with haloperidol, and developed fever, rigidity, altered mental status and CK 8,900 on 08-06.

Past Medical History: Bipolar I disorder. Lithium toxicity 03/2205 (level 2.9, AKI, nephrogenic DI), precipitated by HCTZ. CKD stage 3 (Cr ~1.3). HTN. Hypothyroidism.

Family History: Mother bipolar I with lithium-related CKD stage 4. Sister hypothyroidism.

Pertinent Results:
CK 180 (08-03), 8,900 (08-06), peak 14,600 (08-07), 1,100 (08-11). Cr 1.3 -> 1.9 (08-07) -> 1.3.
Blood cultures 08-06: no growth (final). UA 08-06: negative.
CXR 08-06: no pneumonia or aspiration. CT head 08-06: no acute process, unchanged small vessel change.
LP 08-06: CSF WBC 1, RBC 3, protein 38, glucose 68; Gram stain negative; HSV PCR negative; culture no growth.
Lithium level 08-12 (day 4, 12-h trough): 0.5.

Brief Hospital Course:
# Neuroleptic malignant syndrome: attributed to haloperidol (5 mg IM x2 on 08-03, 5 mg PO bid 08-04 to 08-06). Haloperidol stopped 08-06 and listed as an allergy. Supportive care with IV fluids and cooling; lorazepam 1 mg IV q6h scheduled 08-06 to 08-09, then prn. Rigidity persisted at 24 hours, so bromocriptine 2.5 mg tid was started 08-07, to continue for 10 days, through 08-16. Dantrolene not needed (Tmax 39.6). Afebrile since 08-08; rigidity resolved 08-09.
# Infection excluded: blood cultures, UA, CXR and CSF all negative.
# Altered mental status / catatonic features: resolved 08-09; oriented and CAM negative from 08-10 to discharge.
# Rhabdomyolysis / AKI: Cr 1.3 -> 1.9 -> 1.3. Lisinopril held 08-06 to 08-10, resumed 10 mg 08-11.
# Bipolar I, manic episode: psychiatry and nephrology (Dr. ___) agreed to restart lithium at a low dose given CKD and the ACE inhibitor. Lithium carbonate (immediate release) 300 mg bid started 08-09. Level 0.5 on 08-12, so the dose was increased on the day of discharge to 300 mg qam + 600 mg qhs (900 mg/day); level in 5 days (08-17), target 0.6-0.8. Lamotrigine 100 mg continued. No antipsychotic before 08-23 (2 weeks after NMS resolved), and then only a low-potency agent at low dose, per psychiatry. Mania improving: sleeping 6 hours, speech less pressured.
# Hypothyroidism: levothyroxine 50 mcg continued; TSH 3.1.

Medications on Admission:
1. Lamotrigine 100 mg PO daily
2. Quetiapine 200 mg PO qhs (not taking since ~07-13)
3. Lisinopril 10 mg PO daily
4. Levothyroxine 50 mcg PO daily

Discharge Medications:
1. Lithium carbonate 300 mg PO qam and 600 mg PO qhs
2. Lamotrigine 100 mg PO daily
3. Lisinopril 10 mg PO daily
4. Levothyroxine 50 mcg PO daily
5. Bromocriptine 2.5 mg PO tid through 2205-08-16
6. Lorazepam 0.5 mg PO tid prn agitation (10 tablets)
STOPPED: quetiapine; haloperidol (NMS).

Discharge Disposition: Home with husband; intensive outpatient psychiatry program

Discharge Diagnosis: Neuroleptic malignant syndrome due to haloperidol. Bipolar I disorder, current episode manic. Rhabdomyolysis with AKI on CKD.

Followup Instructions: Lithium level and BMP 2205-08-17. Outpatient psychiatry 2205-08-15. Nephrology in 4 weeks.
""",
    },
]
