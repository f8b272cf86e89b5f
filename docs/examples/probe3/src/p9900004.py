"""Patient 9900004: type 1 diabetes on a pump - severe DKA from pump failure with a new diagnosis
of primary adrenal insufficiency (2194-06); then influenza A with adrenal crisis and moderate DKA
(2195-01). Fictional."""

PATIENT = {"subject_id": 9900004, "gender": "F", "anchor_age": 29, "race": "HISPANIC/LATINO"}

ADMISSIONS = [
    {"hadm_id": 29900041, "admittime": "2194-06-03T04:20:00", "dischtime": "2194-06-07T15:00:00",
     "race": "HISPANIC/LATINO", "insurance": "Private"},
    {"hadm_id": 29900042, "admittime": "2195-01-22T19:30:00", "dischtime": "2195-01-26T11:00:00",
     "race": "HISPANIC/LATINO", "insurance": "Private"},
]

NOTES = []

NOTES.append({"note_id": "9900004-ED-1", "hadm_id": 29900041, "note_type": "ED",
              "charttime": "2194-06-03T05:10:00", "storetime": "2194-06-03T05:31:00", "text": """\
ED NOTE - overnight resident

29F T1DM since age 11 on insulin pump, p/w N/V x2 days, abd pain, polyuria ~1 wk. Pump occlusion alarm 2 days ago; changed site once, BGs stayed 300s. More lows over past ~3 months (cut basal rates twice), salt craving, fatigue.
Meds: lispro via pump, OCP. NKDA.

VS: HR 124, BP 94/58, RR 28 Kussmaul, T 37.2.
Labs: glc 512, pH 7.08, HCO3 6, AG 28, BHB 7.8, K 5.4, Na 129, Cr 1.3, lipase 182 (ULN 60), hCG neg.

A/P: severe DKA, precipitant pump failure.
- pump OFF
- NS 2 L -> LR
- insulin gtt 0.1 u/kg/h from ~05:30 (K ok)
- K per protocol, q1h FS
- SC transition when AG closed x2 + eating
- abd pain + lipase 3x: ?pancreatitis vs DKA -> CT A/P
- step-down
"""})

NOTES.append({"note_id": "9900004-RR-2", "hadm_id": 29900041, "note_type": "RR",
              "charttime": "2194-06-03T08:40:00", "storetime": "2194-06-03T09:25:00", "text": """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

INDICATION:  29 year old woman with diabetic ketoacidosis, epigastric pain and lipase three times normal.  Evaluate for acute pancreatitis.

FINDINGS:
Pancreas normal in size and enhancement; no peripancreatic stranding or fluid.  Liver, gallbladder, spleen and kidneys normal.  Both adrenal glands are small and thin, without nodules.  Bowel and appendix normal.  No free air.

IMPRESSION:
1.  No CT evidence of acute pancreatitis.
2.  No acute abdominal process.
3.  Small, thin adrenal glands, nonspecific.
"""})

NOTES.append({"note_id": "9900004-PN-3", "hadm_id": 29900041, "note_type": "PN",
              "charttime": "2194-06-04T10:30:00", "storetime": "2194-06-04T11:05:00", "text": """\
Step-down NP Progress Note - HD 2

S:
- Nausea and abdominal pain gone, eating

O:
- BP 92/54 (systolic 88-96 overnight despite ~5 L)
- AG 11 at 00:00 and 01:00 (closed); HCO3 19
- Na 131, K 3.2 -> repleted -> 4.1
- Random cortisol 06:00: 3.4 mcg/dL while hypotensive; ACTH sent

Insulin:
- gtt 05:30 6/3 -> off 01:30 6/4 (20 h)
- glargine 16 u 23:30 6/3; lispro with meals + correction

A/P:
- DKA resolved
  - pump stays off; injections until diabetes educator visit, then pump can resume
- Pancreatitis ruled out on CT; lipase from DKA
- Soft BP + low Na + low cortisol + small adrenals: ?adrenal insufficiency
  - endocrine consult; cosyntropin test AM 6/5
- Hypokalemia: repleted
"""})

NOTES.append({"note_id": "9900004-CN-4", "hadm_id": 29900041, "note_type": "CN",
              "charttime": "2194-06-05T13:00:00", "storetime": "2194-06-05T13:50:00", "text": """\
ENDOCRINOLOGY CONSULT NOTE

Reason: suspected adrenal insufficiency after DKA.

29F with T1DM, DKA from pump occlusion now resolved, with persistent systolic BP 88-96, Na 129-131, three months of fatigue, salt craving, darker skin and more hypoglycemia.

Data: random cortisol 3.4 on 6/4, ACTH 412 pg/mL, renin high, aldosterone undetectable. Cosyntropin 250 mcg today: cortisol 2.9 / 6.1 / 7.4 at 0/30/60 min (normal peak above 18). TSH normal.

Assessment: primary adrenal insufficiency (Addison disease), probably autoimmune polyglandular syndrome type 2. Insulin needs will rise with replacement.

Recommendations:
1. Hydrocortisone 50 mg IV q6h for 24 h now, then 25 mg PO q8h for 24 h, then 20 mg on waking + 10 mg at 2 pm for one week, then 15 mg + 5 mg.
2. Fludrocortisone 0.1 mg daily from 6/7, once oral hydrocortisone is below 50 mg/day.
3. Sick-day rules: double the dose for fever; if vomiting, hydrocortisone 100 mg IM and come to the ED. Emergency kit and alert bracelet.
4. 21-hydroxylase antibodies sent.
5. Pump stays off until the educator visit (about 2 weeks).
"""})

NOTES.append({"note_id": "9900004-DS-5", "hadm_id": 29900041, "note_type": "DS",
              "charttime": "2194-06-07T13:30:00", "storetime": "2194-06-07T16:40:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   F
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Nausea, vomiting, high blood sugars

History of Present Illness:
29F with type 1 diabetes on an insulin pump, 2 days of vomiting and abdominal pain and a week of polyuria after a pump occlusion. pH 7.08, anion gap 28.

Brief Hospital Course:
# Severe DKA due to pump failure: pump removed. Insulin infusion 05:30 6/3 to 01:30 6/4 (20 hours), overlapped with glargine 16 units, increased to 18 units on 6/6. Discharged on injections; pump to resume after the diabetes educator visit.

# Abdominal pain with raised lipase: CT normal pancreas; not pancreatitis. Lipase attributed to DKA.

# New primary adrenal insufficiency: persistent hypotension and hyponatremia; cortisol 3.4, ACTH 412, failed cosyntropin test 6/5. Hydrocortisone 50 mg IV q6h 6/5-6/6, 25 mg q8h 6/6-6/7, then 20/10 mg for 7 days, then 15/5 mg. Fludrocortisone started 6/7. Sick-day rules taught; IM kit dispensed.

Medications on Admission:
1. Insulin lispro via pump
2. Norgestimate-ethinyl estradiol 1 tab PO daily

Discharge Medications:
1. Glargine 18 Units at bedtime
2. Insulin lispro 1 unit/10 g carbohydrate plus correction
3. Hydrocortisone 20 mg on waking and 10 mg at 2 pm for 7 days, then 15 mg and 5 mg (NEW)
4. Fludrocortisone 0.1 mg PO DAILY (NEW)
5. Hydrocortisone 100 mg IM PRN adrenal crisis (NEW)
6. Norgestimate-ethinyl estradiol 1 tab PO DAILY
ON HOLD: insulin pump until diabetes educator visit.

Discharge Disposition:
Home

Discharge Diagnosis:
Diabetic ketoacidosis due to pump failure; primary adrenal insufficiency (new)

Discharge Instructions:
Use injections until the educator restarts your pump. Take hydrocortisone every day and never stop it. Double it if you have a fever; if you are vomiting, inject it and come to the emergency department.

Followup Instructions:
Diabetes educator in 2 weeks. Endocrine clinic in 2 weeks.
"""})

NOTES.append({"note_id": "9900004-ED-6", "hadm_id": 29900042, "note_type": "ED",
              "charttime": "2195-01-22T20:05:00", "storetime": "2195-01-22T20:44:00", "text": """\
ED resident note

29F T1DM on pump, primary adrenal insufficiency (dx 6/2194, HC 15/5 + fludro 0.1), p/w fever/myalgias x3 days, vomiting since this AM, couldn't keep hydrocortisone down. Flu contacts. Did NOT double HC; IM kit not used. Pump back on since 6/21/2194 (restarted at educator visit). Large ketones at home.

VS: T 38.9, HR 128, BP 78/44 -> 92/58 after 2 L, SpO2 96%.
Labs: glc 388, pH 7.21, AG 22, BHB 5.1, Na 127, K 5.6. Flu A PCR POS.

A/P: adrenal crisis + moderate DKA, precipitated by influenza A.
- hydrocortisone 100 mg IV given 19:50 at triage, then 50 mg IV q6h
- fluids
- insulin gtt from 21:00; pump suspended
- HOLD fludrocortisone on high-dose HC
- oseltamivir 75 BID x5 days
- CXR, step-down
"""})

NOTES.append({"note_id": "9900004-RR-7", "hadm_id": 29900042, "note_type": "RR",
              "charttime": "2195-01-22T21:15:00", "storetime": "2195-01-22T21:48:00", "text": """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  29 year old woman with influenza A, fever and tachycardia.  Evaluate for pneumonia.

FINDINGS:
Lungs clear without consolidation.  No effusion or pneumothorax.  Normal heart size.

IMPRESSION:
No pneumonia.
"""})

NOTES.append({"note_id": "9900004-PN-8", "hadm_id": 29900042, "note_type": "PN",
              "charttime": "2195-01-24T11:00:00", "storetime": "2195-01-24T11:52:00", "text": """\
Medicine Attending Progress Note - day 3

Ms. ___ looks like a different person: afebrile since last evening, eating and walking. The anion gap closed at 07:00 yesterday and the insulin infusion came off at 09:00 after 12 hours. Unlike last June, she went straight back to her own pump at 08:00 yesterday, with a fresh site, an hour of overlap and a temporary basal of +30% for the stress-dose steroid.

Hydrocortisone: 100 mg IV on arrival, 50 mg q6h for the first day, 25 mg q6h yesterday, and today oral at double her usual dose, 30 mg on waking and 10 mg at 2 pm, which she will continue for three days after discharge before returning to 15 mg and 5 mg. Fludrocortisone has been held while she was on 100 mg a day or more and restarts tomorrow at 0.1 mg. Sodium 134.

Influenza: oseltamivir day 3 of 5; chest film clear.

The lesson is the sick-day rules: she did not double her dose for fever and did not think of the injection when vomiting. Our educator went through it again with her and her partner.
"""})

NOTES.append({"note_id": "9900004-DS-9", "hadm_id": 29900042, "note_type": "DS",
              "charttime": "2195-01-26T10:00:00", "storetime": "2195-01-26T13:15:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   F
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Fever, vomiting, high blood sugars

History of Present Illness:
29F with type 1 diabetes on a pump and primary adrenal insufficiency (06/2194), with 3 days of fever and myalgias and 1 day of vomiting, unable to keep hydrocortisone down. BP 78/44, Na 127, pH 7.21. Influenza A positive.

Brief Hospital Course:
# Adrenal crisis from influenza A: hydrocortisone 100 mg IV at triage, 50 mg IV q6h 1/22-1/23, 25 mg q6h 1/23-1/24, then oral 30 mg + 10 mg from 1/24. Fludrocortisone held 1/22-1/24, resumed 0.1 mg daily 1/25.

# Moderate DKA: insulin infusion 21:00 1/22 to 09:00 1/23 (12 hours). Pump resumed 1/23 with temporary basal +30%, +20% at discharge.

# Influenza A: oseltamivir 5 days (last dose 1/27 AM). No pneumonia on chest x-ray.

Discharge Medications:
1. Hydrocortisone 30 mg on waking and 10 mg at 2 pm through 1/29, then 15 mg and 5 mg from 1/30
2. Fludrocortisone 0.1 mg PO DAILY
3. Oseltamivir 75 mg PO BID, last dose 1/27 AM (NEW)
4. Insulin lispro via pump, temporary basal +20% until back on 15/5 mg hydrocortisone
5. Hydrocortisone 100 mg IM PRN (new kit)
6. Norgestimate-ethinyl estradiol 1 tab PO DAILY

Discharge Disposition:
Home

Discharge Diagnosis:
Adrenal crisis; diabetic ketoacidosis; influenza A

Discharge Instructions:
Take double-dose hydrocortisone for 3 more days, then your usual dose. Next time you have a fever, double it that day; if you vomit, inject and come in.

Followup Instructions:
Endocrine clinic within 2 weeks (influenza vaccine then).
"""})
