"""Patient 9700002 - nephrology/dialysis: hyperkalaemia after missed haemodialysis with AV fistula
stenosis and new paroxysmal AF; readmitted with biopsy-proven calciphylaxis. Fictional."""

PATIENT = {"subject_id": 9700002, "gender": "M", "anchor_age": 64, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9700002, "hadm_id": 29700021, "admittime": "2193-01-09T06:10:00",
     "dischtime": "2193-01-14T13:00:00", "race": "WHITE", "insurance": "Medicare"},
    {"subject_id": 9700002, "hadm_id": 29700022, "admittime": "2193-05-02T16:30:00",
     "dischtime": "2193-05-09T11:45:00", "race": "WHITE", "insurance": "Medicare"},
]

NOTES = [
    {
        "note_id": "9700002-ED-1", "subject_id": 9700002, "hadm_id": 29700021, "note_type": "ED",
        "note_seq": 1, "charttime": "2193-01-09T06:25:00", "storetime": "2193-01-09T07:30:00",
        "text": """\
ED NOTE - RESIDENT

64M ESRD (DM nephropathy) on HD MWF via L brachiocephalic AVF, T2DM, HFpEF. Weakness + SOB. Missed HD x2 (1/4, 1/6), last run 1/2.

HR 58 BP 174/92 SpO2 90% RA -> 96% 4L. Wt 87.4 kg (EDW 82.0). Crackles, JVD, edema. AVF: thrill weak, pulsatile upper arm.
ECG: peaked T, QRS 118. K 7.1 (not hemolyzed), HCO3 16. CXR: edema.

Given: Ca gluconate 2 g IV (06:35); regular insulin 5 units IV + D50 25 g (06:40); albuterol 10 mg neb; sodium zirconium cyclosilicate 10 g PO.

A/P: life-threatening hyperK + volume overload from missed HD.
- renal paged -> emergent HD
- POC glucose q1h x4 (post-insulin hypoglycemia)
- AVF weak thrill: stenosis vs early thrombosis to be excluded - renal aware
- admit medicine w/ renal
"""
    },
    {
        "note_id": "9700002-CN-1", "subject_id": 9700002, "hadm_id": 29700021, "note_type": "CN",
        "note_seq": 1, "charttime": "2193-01-09T08:10:00", "storetime": "2193-01-09T09:30:00",
        "text": """\
NEPHROLOGY CONSULT - ATTENDING

Mr. ___, 64, ESRD from diabetic nephropathy, in-centre HD since 2191 via a left brachiocephalic fistula, dry weight 82 kg, usually adherent. Missed two sessions; K 7.1 with ECG changes, 5.4 kg over dry weight, pulmonary oedema.

The access worries me nearly as much. Weak thrill and a pulsatile upper-arm segment point to an outflow stenosis, probably at the cephalic arch. I do not think it is thrombosed - there is still a thrill and a bruit - but flow is down, and his unit reports prolonged bleeding after needle removal since December.

Recommendations:
1. Emergent HD now via the fistula: 2K bath, 4 h, UF 3 L as tolerated.
2. HD daily 1/9, 1/10, 1/11, then back to MWF.
3. He has lost muscle; new dry weight target 80.0 kg.
4. Fistula duplex 1/10; if significant stenosis, IR fistulogram with angioplasty.
5. If he drops his pressure on dialysis, hold amlodipine first.
6. Continue sevelamer 1600 mg TID, cinacalcet 30 mg, ESA per unit.
7. He asked about transplant; reasonable candidate - outpatient referral.

___, MD, Nephrology
"""
    },
    {
        "note_id": "9700002-RR-1", "subject_id": 9700002, "hadm_id": 29700021, "note_type": "RR",
        "note_seq": 1, "charttime": "2193-01-10T11:00:00", "storetime": "2193-01-10T13:05:00",
        "text": """\
EXAMINATION:  DUPLEX ULTRASOUND, LEFT UPPER EXTREMITY DIALYSIS ACCESS

INDICATION:  64-year-old man with ESRD on hemodialysis, left brachiocephalic AV fistula with weak thrill and prolonged bleeding after cannulation.  Evaluate for stenosis or thrombosis.

FINDINGS:
The brachial artery inflow is patent, peak systolic velocity 180 cm/s.  The arteriovenous anastomosis is patent without significant stenosis.  The cephalic vein is patent and compressible throughout the upper arm with no intraluminal thrombus.  At the cephalic arch there is focal narrowing to approximately 2.5 mm with peak systolic velocity 520 cm/s and a velocity ratio of 4.1 relative to the upstream segment, consistent with greater than 50% stenosis.  Access flow volume 410 mL/min (2191: 980 mL/min).

IMPRESSION:
1. High-grade (greater than 50%) stenosis at the cephalic arch with reduced access flow of 410 mL/min.
2. No thrombus in the fistula.
"""
    },
    {
        "note_id": "9700002-RR-2", "subject_id": 9700002, "hadm_id": 29700021, "note_type": "RR",
        "note_seq": 2, "charttime": "2193-01-11T10:30:00", "storetime": "2193-01-11T12:10:00",
        "text": """\
EXAMINATION:  FISTULOGRAM AND BALLOON ANGIOPLASTY, LEFT UPPER EXTREMITY AV FISTULA

INDICATION:  Cephalic arch stenosis on duplex 1/10 with reduced access flow.

PROCEDURE:  Antegrade cephalic vein access, 6 Fr sheath, heparin 3000 units.  Fistulogram.  Cephalic arch angioplasty, 10 mm x 4 cm high-pressure balloon to 20 atm.  Purse-string suture.

FINDINGS:
The arterial anastomosis and juxta-anastomotic segment are widely patent.  Focal 80% stenosis at the cephalic arch.  Subclavian and brachiocephalic veins patent.  After angioplasty, 20% residual stenosis with brisk flow; thrill palpable along the whole upper-arm segment.

IMPRESSION:
80% cephalic arch stenosis treated with balloon angioplasty, 20% residual.  The fistula may be used today.

RECOMMENDATION:
If signs of dysfunction recur (weak thrill, prolonged bleeding, falling flow on monthly surveillance), refer for repeat fistulogram; stent graft if recurrence within 3 months.
"""
    },
    {
        "note_id": "9700002-PN-1", "subject_id": 9700002, "hadm_id": 29700021, "note_type": "PN",
        "note_seq": 1, "charttime": "2193-01-12T09:40:00", "storetime": "2193-01-12T10:30:00",
        "text": """\
HOSPITALIST PROGRESS NOTE - HD#4

Events:
- Telemetry 1/11 23:40: new AF with RVR 110-125, asymptomatic, back to sinus ~02:45 on 1/12 (about 3 h) - the night after his angioplasty (1/11 AM). No prior AF. K 4.4, TSH 2.1.
- Intradialytic hypotension 1/10 (SBP 82): amlodipine held since 1/10. BP off amlodipine 126-138/70s.
- Hypoglycemia 1/9 (BG 54 at 09:40, ~3 h after insulin/D50 for hyperK): D50 given. Glargine reduced 18 -> 14 units since 1/10.
- Fistula used for HD 1/11 pm. Oozing at the purse-string site overnight - pressure dressing.

Wt 80.6 kg (87.4 on arrival). Thrill strong.

A/P:
# Paroxysmal AF, new. CHA2DS2-VASc 3 (HTN, DM, CHF). Anticoagulation is reasonable but deferred for now: he is oozing from the access site and wants to talk to his own cardiologist. Plan: 14-day ambulatory ECG monitor at discharge; if AF burden is confirmed, cardiology to start apixaban 5 mg BID (standard dose in ESRD unless age >=80 or wt <=60 kg). Aspirin 81 mg continues until then. Rate: metoprolol succinate 50 mg daily.
# HyperK resolved. SZC 10 g on non-dialysis days at discharge.
# HTN: amlodipine held; do not restart unless pre-HD SBP >160.
"""
    },
    {
        "note_id": "9700002-DS-1", "subject_id": 9700002, "hadm_id": 29700021, "note_type": "DS",
        "note_seq": 1, "charttime": "2193-01-14T11:00:00", "storetime": "2193-01-14T15:40:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2193-01-09              Discharge Date:   2193-01-14

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies: Lisinopril (angioedema)

Attending: ___

Chief Complaint: weakness, shortness of breath

Major Surgical or Invasive Procedure:
Emergent hemodialysis 2193-01-09
Fistulogram with balloon angioplasty of cephalic arch stenosis 2193-01-11

History of Present Illness:
64M with ESRD on HD MWF via left brachiocephalic AVF who missed two sessions: K 7.1, peaked T waves, pulmonary edema.

Brief Hospital Course:
# Hyperkalemia with ECG changes: ED temporizing, emergent HD 1/9 (K 4.2 after). Daily HD 1/9-1/11, then MWF. SZC 10 g on non-dialysis days.
# Volume overload: EDW lowered from 82.0 to 80.0 kg. Discharge weight 80.2 kg.
# AV fistula dysfunction: no thrombus on duplex (flow 410 mL/min); 80% cephalic arch stenosis, angioplasty 1/11. Monthly access flow at unit; if weak thrill, prolonged bleeding or falling flow recur, back to IR for repeat fistulogram.
# Paroxysmal atrial fibrillation, new: one ~3 h episode the night of 1/11-1/12, self-terminated. CHA2DS2-VASc 3. Anticoagulation deferred (access-site oozing, patient preference). 14-day ambulatory monitor mailed; cardiology follow-up in 2 weeks, to start apixaban 5 mg BID if AF burden is confirmed. Continue aspirin and metoprolol.
# Intradialytic hypotension / HTN: amlodipine held from 1/10 and not restarted at discharge; BP controlled off it.
# Hypoglycemia after insulin for hyperK (BG 54 on 1/9): glargine reduced to 14 units.
# Transplant: referral sent.

Medications on Admission:
1. Amlodipine 10 mg PO daily
2. Metoprolol succinate 50 mg PO daily
3. Sevelamer carbonate 1600 mg PO TID with meals
4. Cinacalcet 30 mg PO daily
5. Insulin glargine 18 units SC at bedtime
6. Atorvastatin 40 mg, aspirin 81 mg daily

Discharge Medications:
1. Metoprolol succinate 50 mg PO daily
2. Sevelamer carbonate 1600 mg PO TID with meals
3. Cinacalcet 30 mg PO daily
4. Insulin glargine 14 units SC at bedtime
5. Atorvastatin 40 mg, aspirin 81 mg daily
6. Sodium zirconium cyclosilicate 10 g PO on non-dialysis days (NEW)
STOPPED: Amlodipine 10 mg (held for intradialytic hypotension)

Discharge Disposition: Home

Discharge Diagnosis: Hyperkalemia and volume overload (missed HD); cephalic arch stenosis s/p angioplasty; new paroxysmal AF; hypoglycemia

Followup Instructions: HD unit MWF, EDW 80.0 kg. Cardiology 2 weeks.
"""
    },
    {
        "note_id": "9700002-ED-2", "subject_id": 9700002, "hadm_id": 29700022, "note_type": "ED",
        "note_seq": 2, "charttime": "2193-05-02T16:45:00", "storetime": "2193-05-02T18:00:00",
        "text": """\
ED NOTE - RESIDENT

64M ESRD on HD MWF (L BC AVF, PTA 1/2193), pAF on apixaban, T2DM. Painful skin lesions both thighs ~2.5 wk (first noticed ~4/15), spreading, now a black patch L inner thigh. Pain 8/10, worse w/ light touch. Full HD today 5/2. No fever.

Meds: apixaban 5 mg BID (started 2/20 by cardiology after monitor showed AF burden 8%; aspirin stopped then), calcium acetate 1334 mg TID (switched from sevelamer in March - insurance), calcitriol 0.5 mcg w/ HD (since March), cinacalcet 30, metoprolol, glargine 14 U, SZC.

T 37.2 HR 76 BP 142/80.
Bilat medial thighs + lower abd pannus: violaceous retiform purpura, indurated, exquisitely tender. L medial thigh 4 x 3 cm black eschar, 2 cm rim of warm erythema. No streaking. AVF strong thrill.
WBC 9.8. Ca 9.8 (alb 3.1, corrected 10.5). Phos 7.2. PTH 812 (640 in 3/2193). INR 1.1.

A/P: retiform purpura w/ necrosis in ESRD on Ca-based binder + active vit D, high Ca x P -> calciphylaxis strongly suspected. Ddx: cellulitis around the eschar (not excluded - warm, erythema), vasculitis, cholesterol emboli (less likely), warfarin necrosis (not on warfarin).
- vancomycin 20 mg/kg IV now (post-HD), BCx x2
- derm + renal consults, biopsy
- hold calcium acetate + calcitriol
- oxycodone 5 mg PO q6h PRN
- admit medicine
"""
    },
    {
        "note_id": "9700002-CN-2", "subject_id": 9700002, "hadm_id": 29700022, "note_type": "CN",
        "note_seq": 2, "charttime": "2193-05-03T13:20:00", "storetime": "2193-05-03T16:45:00",
        "text": """\
DERMATOLOGY CONSULT

Reason: rule out calciphylaxis.

Exam: stellate retiform purpura over both medial thighs and the lower abdominal pannus on a background of livedo; 4 x 3 cm black eschar on the left medial thigh with a thin rim of dusky erythema. Pain out of proportion.

Impression: most consistent with calciphylaxis: retiform purpura in fat-rich areas, severe pain, ESRD with hyperphosphatemia, raised PTH, calcium-based binder and active vitamin D. Cellulitis is less favoured: the erythema is the thin ischemic border typical of these lesions, no streaking, afebrile, normal WBC. Vasculitis possible (ANCA, cryoglobulins sent). Cholesterol emboli unlikely - his January procedure was venous. Warfarin necrosis does not apply (apixaban).

Recommendations:
1. Deep incisional (telescoping punch) biopsy at the edge of a retiform lesion on the left medial thigh, 5/4, with von Kossa stain. Avoid the central eschar.
2. Do not wait for histology to start treatment; agree with sodium thiosulfate with dialysis per nephrology.
3. Non-adherent dressing; do not debride the dry eschar.
4. If the biopsy is non-diagnostic and suspicion remains, treat as calciphylaxis.

___, MD, Dermatology
"""
    },
    {
        "note_id": "9700002-PN-2", "subject_id": 9700002, "hadm_id": 29700022, "note_type": "PN",
        "note_seq": 2, "charttime": "2193-05-07T15:00:00", "storetime": "2193-05-07T16:10:00",
        "text": """\
NEPHROLOGY PROGRESS NOTE - NP

S: pain 5/10 (was 8). Sleeping better since gabapentin.
O: afebrile throughout. BCx 5/2 no growth x4 d. Wound swab: light growth coag-negative staph (skin flora). ANCA neg, cryo neg.
Biopsy 5/4, final today 5/7: medial calcification of small subcutaneous arterioles with intimal fibroplasia and luminal thrombi, septal panniculitis with fat necrosis; von Kossa highlights vascular calcium. Consistent with calciphylaxis.

A/P:
# Calciphylaxis - biopsy-confirmed
- sodium thiosulfate 25 g IV over the last 60 min of each HD (MWF); first dose 5/5. Minimum course 12 weeks, then reassess wounds. Do not stop early just because wounds look better.
- calcium acetate stopped 5/2; sevelamer 1600 mg TID back (insurance exception approved 5/6)
- calcitriol stopped 5/2, not to be restarted
- cinacalcet increased 30 -> 60 mg daily from 5/5. Repeat PTH in 6 weeks (~6/16). If PTH still >800 on cinacalcet 60, refer to endocrine surgery for parathyroidectomy.
- apixaban continues (preferred over warfarin in calciphylaxis)
- vancomycin: single dose 5/2, discontinued 5/4 after derm review - no cellulitis
- gabapentin 100 mg after each HD (since 5/3)
# AVF: strong thrill, unit flow 950 mL/min in April -> no repeat fistulogram needed.
# pAF: sinus today; apixaban.
# Transplant evaluation: on hold until wounds heal.
"""
    },
    {
        "note_id": "9700002-DS-2", "subject_id": 9700002, "hadm_id": 29700022, "note_type": "DS",
        "note_seq": 2, "charttime": "2193-05-09T10:00:00", "storetime": "2193-05-09T14:30:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2193-05-02              Discharge Date:   2193-05-09

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies: Lisinopril (angioedema)

Attending: ___

Chief Complaint: painful skin lesions

Major Surgical or Invasive Procedure: Deep incisional skin biopsy, left medial thigh, 2193-05-04

History of Present Illness:
64M with ESRD on HD, paroxysmal AF on apixaban since 2/20, with ~2.5 weeks of painful retiform purpura and a left thigh eschar. In March he had been switched from sevelamer to calcium acetate and started on calcitriol. PTH 812, Phos 7.2.

Brief Hospital Course:
# Calciphylaxis, biopsy-confirmed (5/4, final 5/7; von Kossa positive): Sodium thiosulfate 25 g IV with each HD started 5/5 (before histology), to continue for a minimum of 12 weeks and then be reassessed. Calcium acetate and calcitriol stopped 5/2; sevelamer restored. Cinacalcet increased to 60 mg daily 5/5. PTH to be rechecked in 6 weeks; parathyroidectomy referral if still >800. Apixaban continued. Wound care; pain improved from 8/10 to 4/10 with gabapentin 100 mg after HD and oxycodone PRN.
# Possible cellulitis: not supported (afebrile, normal WBC, cultures negative, derm review). One dose of vancomycin 5/2, stopped 5/4.
# ESRD: HD MWF uneventful, at EDW 80.0 kg. AV fistula functioning well (strong thrill, flow 950 mL/min) - the repeat fistulogram planned for recurrent dysfunction was not needed.
# Paroxysmal AF: apixaban and metoprolol continued.
# Hypertension: controlled on metoprolol; amlodipine has remained off since January.
# Transplant evaluation: on hold until the wounds heal.

Medications on Admission:
1. Apixaban 5 mg PO BID
2. Calcium acetate 667 mg, 2 caps PO TID with meals
3. Calcitriol 0.5 mcg PO with each HD
4. Cinacalcet 30 mg PO daily
5. Metoprolol succinate 50 mg, atorvastatin 40 mg daily
6. Insulin glargine 14 units at bedtime
7. Sodium zirconium cyclosilicate 10 g on non-dialysis days

Discharge Medications:
1. Apixaban 5 mg PO BID
2. Sevelamer carbonate 1600 mg PO TID with meals
3. Cinacalcet 60 mg PO daily (increased)
4. Sodium thiosulfate 25 g IV with each HD (given at dialysis unit), minimum 12 weeks from 5/5
5. Gabapentin 100 mg PO after each HD
6. Oxycodone 5 mg PO q6h PRN severe pain
7. Metoprolol succinate 50 mg, atorvastatin 40 mg daily
8. Insulin glargine 14 units at bedtime
9. Sodium zirconium cyclosilicate 10 g on non-dialysis days
STOPPED: Calcium acetate; calcitriol (do not restart)

Discharge Disposition: Home with VNA (wound care)

Discharge Diagnosis: Calciphylaxis; ESRD; secondary hyperparathyroidism; paroxysmal AF

Followup Instructions: HD unit MWF (thiosulfate with each run). Dermatology wound clinic 2 weeks. PTH ~6/16.
"""
    },
]
