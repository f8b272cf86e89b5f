"""Patient 9900006: geriatrics - fall with pubic rami fractures, delirium, hyponatremia and
anticholinergic polypharmacy (2199-04); then a second fall with a right intertrochanteric hip
fracture, post-operative delirium and hidden diphenhydramine (2199-09). Fictional."""

PATIENT = {"subject_id": 9900006, "gender": "F", "anchor_age": 86, "race": "WHITE"}

ADMISSIONS = [
    {"hadm_id": 29900061, "admittime": "2199-04-02T11:30:00", "dischtime": "2199-04-09T13:00:00",
     "race": "WHITE", "insurance": "Medicare"},
    {"hadm_id": 29900062, "admittime": "2199-09-14T07:45:00", "dischtime": "2199-09-22T14:00:00",
     "race": "WHITE", "insurance": "Medicare"},
]

NOTES = []

NOTES.append({"note_id": "9900006-ED-1", "hadm_id": 29900061, "note_type": "ED",
              "charttime": "2199-04-02T13:30:00", "storetime": "2199-04-02T13:58:00", "text": """\
ED resident note

86F mild Alzheimer dementia, HTN, OAB, osteoporosis w/ h/o R distal radius fx 2185, lives alone. Found on floor by daughter 09:30, likely fell overnight. More confused x3 days, seeing "children in the room". L groin pain.
Meds (daughter's bag): donepezil 10 qHS, amitriptyline 25 qHS, oxybutynin 5 BID, diphenhydramine 50 qHS (OTC), zolpidem 10 qHS (years), tramadol 50 PRN (~3/day), HCTZ 25, lisinopril 20, omeprazole 20, alendronate 70 weekly, Ca/vit D.

VS: T 37.6, HR 92, BP 152/74.
Exam: inattentive, oriented to self, CAM+. L groin pain w/ hip ROM. Bladder scan 420 mL -> straight cath.
Labs: Na 126, K 3.3, CK 480. UA 20 WBC, LE+, nitrite neg; UCx sent.
XR L hip/pelvis: no hip fx; ?L superior pubic ramus lucency -> CT.

A/P:
1) delirium - anticholinergics, zolpidem, tramadol, hypoNa, retention, ?UTI
2) fall: CT pelvis; CT head r/o SDH
3) hypoNa: likely HCTZ
4) pyuria: empiric CTX 1 g for ?UTI pending culture
- HOLD HCTZ, diphenhydramine, zolpidem, oxybutynin, amitriptyline, tramadol
- acetaminophen, geri consult, admit medicine
"""})

NOTES.append({"note_id": "9900006-RR-2", "hadm_id": 29900061, "note_type": "RR",
              "charttime": "2199-04-02T12:58:00", "storetime": "2199-04-02T13:20:00", "text": """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  86 year old woman, unwitnessed fall and acute confusion.  Evaluate for subdural hematoma or other intracranial hemorrhage.

FINDINGS:
No intracranial hemorrhage or extra-axial collection.  No mass effect.  Moderate volume loss and chronic small vessel ischemic disease.  Chronic right caudate lacune.  No fracture.

IMPRESSION:
No acute intracranial hemorrhage; no subdural hematoma.  Chronic small vessel disease.
"""})

NOTES.append({"note_id": "9900006-RR-3", "hadm_id": 29900061, "note_type": "RR",
              "charttime": "2199-04-02T16:45:00", "storetime": "2199-04-02T17:20:00", "text": """\
EXAMINATION:  CT PELVIS WITHOUT CONTRAST

INDICATION:  86 year old woman after a fall with left groin pain.  Radiographs negative for hip fracture; possible left superior pubic ramus lucency.

FINDINGS:
Nondisplaced fractures of the left superior and inferior pubic rami.  Femoral heads and necks intact; no femoral neck or intertrochanteric fracture.  Sacrum intact.  Diffuse osteopenia.  Distended bladder.

IMPRESSION:
1.  Nondisplaced left superior and inferior pubic rami fractures.
2.  No hip fracture.
"""})

NOTES.append({"note_id": "9900006-CN-4", "hadm_id": 29900061, "note_type": "CN",
              "charttime": "2199-04-03T15:00:00", "storetime": "2199-04-03T16:10:00", "text": """\
GERIATRIC MEDICINE CONSULTATION

Reason: delirium, falls, polypharmacy

86F with mild Alzheimer disease admitted after an overnight fall with left pubic rami fractures, Na 126 and three days of fluctuating confusion with hallucinations. Diphenhydramine nightly for a year, zolpidem for years. CAM positive; PVR 380 mL.

Assessment: delirium on mild dementia, driven by a heavy anticholinergic/sedative load, thiazide hyponatremia, urinary retention and pain. Pyuria without nitrite, fever or urinary symptoms is most likely asymptomatic bacteriuria - stop ceftriaxone if the culture is mixed or low-count.

Recommendations:
1. Stop permanently: diphenhydramine, oxybutynin, amitriptyline.
2. Zolpidem: do not stop abruptly after years at 10 mg. Restart 5 mg at bedtime for 1 week, then 2.5 mg for 1 week, then stop. Melatonin 3 mg.
3. Stop tramadol; scheduled acetaminophen 1 g TID.
4. Stop HCTZ permanently; if BP above 150 later, amlodipine rather than a thiazide.
5. Donepezil 10 mg: move to the morning.
6. Non-drug delirium measures. If dangerously agitated at night, quetiapine 12.5 mg at bedtime short term - stop before discharge or within one week at the facility.
7. Bladder scans, straight cath for more than 400 mL.
8. Continue alendronate; check vitamin D.
"""})

NOTES.append({"note_id": "9900006-DS-5", "hadm_id": 29900061, "note_type": "DS",
              "charttime": "2199-04-09T11:00:00", "storetime": "2199-04-09T15:30:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   F
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Fall, confusion

History of Present Illness:
86F with mild Alzheimer disease, hypertension, overactive bladder and osteoporosis, found on the floor after an overnight fall, with 3 days of confusion and hallucinations. Na 126, urinary retention.

Brief Hospital Course:
# Delirium: medication-related, hyponatremia, retention, pain. Quetiapine 12.5 mg at bedtime started 4/4 for severe night agitation; an attempt to omit it on 4/8 failed, so she leaves on it with the plan to stop within 1 week at rehab. CAM negative 4/8.

# Fall with nondisplaced left pubic rami fractures: no hip fracture. CT head without hemorrhage. Weight-bearing as tolerated.

# Pyuria: culture 10,000-50,000 mixed flora - asymptomatic bacteriuria, not UTI. Ceftriaxone 4/2 and 4/3, stopped 4/4.

# Urinary retention: resolved off anticholinergics.

# Hyponatremia: 126 -> 134; HCTZ stopped permanently.

# Zolpidem: held 4/2-4/3, restarted 4/4 at 5 mg as a taper: 5 mg through 4/10, 2.5 mg 4/11-4/17, then stop.

# Osteoporosis: vitamin D 22; cholecalciferol increased to 2000 IU.

Medications on Admission:
1. Donepezil 10 mg PO QHS
2. Amitriptyline 25 mg PO QHS
3. Oxybutynin 5 mg PO BID
4. Diphenhydramine 50 mg PO QHS
5. Zolpidem 10 mg PO QHS
6. TraMADol 50 mg PO Q6H PRN
7. Hydrochlorothiazide 25 mg PO daily
8. Lisinopril 20 mg PO daily
9. Omeprazole 20 mg PO daily
10. Alendronate 70 mg PO weekly
11. Calcium-vitamin D 600 mg-800 IU PO daily

Discharge Medications:
1. Acetaminophen 1000 mg PO TID
2. Donepezil 10 mg PO QAM
3. Lisinopril 20 mg PO DAILY
4. Omeprazole 20 mg PO DAILY
5. Alendronate 70 mg PO weekly
6. Calcium carbonate 600 mg PO BID
7. Cholecalciferol 2000 IU PO DAILY (INCREASED)
8. Melatonin 3 mg PO QHS (NEW)
9. Zolpidem 5 mg QHS through 4/10, then 2.5 mg 4/11-4/17, then STOP
10. QUEtiapine 12.5 mg PO QHS - stop within 1 week (NEW)
STOPPED: diphenhydramine, oxybutynin, amitriptyline, tramadol, hydrochlorothiazide.

Discharge Disposition:
Extended Care (skilled nursing facility)

Discharge Diagnosis:
Delirium; fall with left pubic rami fractures; hyponatremia

Discharge Instructions (to facility):
Stop quetiapine within one week. Complete the zolpidem taper. No diphenhydramine or "PM" products.

Followup Instructions:
PCP after rehab (BP). Geriatrics clinic in 6 weeks.
"""})

NOTES.append({"note_id": "9900006-ED-6", "hadm_id": 29900062, "note_type": "ED",
              "charttime": "2199-09-14T08:20:00", "storetime": "2199-09-14T08:47:00", "text": """\
ED resident note

86F mild AD, HTN, osteoporosis (R wrist fx 2185, L pubic rami fx 4/2199), admitted 4/2199 w/ delirium after a fall, p/w fall ~05:30 getting up to bathroom, R hip pain, can't bear weight. Lives w/ daughter since June. Head strike unclear.
Meds per daughter: donepezil 10 qAM, lisinopril 20, amlodipine 5 (added 7/2199 by PCP), quetiapine 25 qHS (increased at SNF, never stopped), omeprazole 20, alendronate 70 weekly, Ca + D3 2000, melatonin 3. Zolpidem finished in April. Daughter also gives "Tylenol PM" 1-2 tabs most nights x ~2 months.

VS: BP 168/82, HR 58.
Exam: R leg shortened, externally rotated. CAM negative.
XR R hip: R intertrochanteric fx.

A/P: R intertrochanteric hip fx, 2nd fall in 6 months.
- ortho -> OR tomorrow
- fascia iliaca block done 08:05
- CT head
- Tylenol PM = acetaminophen + diphenhydramine 25 mg -> stop
- geri co-management
"""})

NOTES.append({"note_id": "9900006-RR-7", "hadm_id": 29900062, "note_type": "RR",
              "charttime": "2199-09-14T09:10:00", "storetime": "2199-09-14T09:35:00", "text": """\
EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  86 year old woman with a fall, possible head strike.  Evaluate for intracranial hemorrhage.

COMPARISON:  04/2199.

FINDINGS:
No acute intracranial hemorrhage or extra-axial collection.  Volume loss, small vessel disease and right caudate lacune unchanged.  No fracture.

IMPRESSION:
No acute intracranial hemorrhage.
"""})

NOTES.append({"note_id": "9900006-CN-8", "hadm_id": 29900062, "note_type": "CN",
              "charttime": "2199-09-16T14:00:00", "storetime": "2199-09-16T15:05:00", "text": """\
GERIATRICS CO-MANAGEMENT CONSULT

Right intertrochanteric fracture nailed 9/15 under spinal. CAM negative on arrival and the morning of surgery; hyperactive delirium began the night after surgery, CAM positive today.

Medication review since April:
- Zolpidem: taper completed at the facility; off.
- Quetiapine: NOT stopped within a week as recommended; increased to 25 mg in May and continued at home.
- Diphenhydramine: back as Tylenol PM, 1-2 most nights for ~2 months.
- HCTZ not restarted; amlodipine 5 mg added by PCP in July.
- Donepezil held 9/15 (NPO). HR 46-54 since surgery with a 2.4 s pause.

Recommendations:
1. No diphenhydramine in any form - daughter informed.
2. Quetiapine 12.5 mg at bedtime for 3 nights (9/16-9/18), then stop.
3. Restart donepezil tomorrow at 5 mg (reduced from 10) for the bradycardia.
4. Scheduled acetaminophen; oxycodone 2.5 mg PRN; no tramadol.
5. Second fragility fracture on alendronate - stop it. Check vitamin D. Zoledronic acid 5 mg IV at bone clinic no sooner than 2 weeks after surgery and only once 25-OH vitamin D is 30 or more and calcium normal.
"""})

NOTES.append({"note_id": "9900006-DS-9", "hadm_id": 29900062, "note_type": "DS",
              "charttime": "2199-09-22T12:00:00", "storetime": "2199-09-22T16:30:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   F
Service: ORTHOPAEDICS
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Right hip pain after a fall

Major Surgical or Invasive Procedure:
9/15: Cephalomedullary nail, right intertrochanteric femur fracture

History of Present Illness:
86F with mild Alzheimer disease and osteoporosis (left pubic rami fractures 04/2199 after a fall, with delirium), who fell at night and could not bear weight. Right intertrochanteric fracture. CT head without hemorrhage.

Brief Hospital Course:
# Right intertrochanteric fracture: nail 9/15. Weight-bearing as tolerated. Enoxaparin through 10/13.

# Post-operative delirium: began the night of 9/15; CAM negative from 9/19.

# CNS-active medications: Tylenol PM (diphenhydramine) stopped. Quetiapine tapered: 12.5 mg 9/16-9/18, then stopped.

# Sinus bradycardia: donepezil held from 9/15, restarted 9/17 at 5 mg; HR 58-64 after.

# Osteoporosis: 25-OH vitamin D 18. Alendronate stopped. Ergocalciferol 50,000 units weekly for 8 weeks. Zoledronic acid at bone clinic once vitamin D is 30 or more and calcium normal.

Medications on Admission:
1. Donepezil 10 mg PO QAM
2. Lisinopril 20 mg PO daily
3. Amlodipine 5 mg PO daily
4. QUEtiapine 25 mg PO QHS
5. Omeprazole 20 mg PO daily
6. Alendronate 70 mg PO weekly
7. Calcium carbonate 600 mg PO BID
8. Cholecalciferol 2000 IU PO daily
9. Melatonin 3 mg PO QHS
10. Acetaminophen-diphenhydramine (Tylenol PM) 1-2 tabs QHS

Discharge Medications:
1. Acetaminophen 1000 mg PO Q8H
2. OxyCODONE 2.5 mg PO Q6H PRN severe pain
3. Enoxaparin 40 mg SC DAILY through 10/13 (NEW)
4. Donepezil 5 mg PO QAM (DECREASED)
5. Lisinopril 20 mg PO DAILY
6. Amlodipine 5 mg PO DAILY
7. Omeprazole 20 mg PO DAILY
8. Ergocalciferol 50,000 units PO weekly x8 weeks (NEW)
9. Calcium carbonate 600 mg PO BID
10. Melatonin 3 mg PO QHS
11. Senna 8.6 mg PO BID (NEW)
STOPPED: quetiapine, Tylenol PM, alendronate, cholecalciferol.

Discharge Disposition:
Extended Care (skilled nursing facility)

Discharge Diagnosis:
Right intertrochanteric fracture; post-operative delirium; sinus bradycardia; vitamin D deficiency

Discharge Instructions (to facility and family):
No quetiapine, no diphenhydramine or "PM" products. Donepezil is now 5 mg. Do not restart alendronate.

Followup Instructions:
Orthopaedics 2 weeks. Bone clinic 6-8 weeks. Geriatrics 6 weeks.
"""})
