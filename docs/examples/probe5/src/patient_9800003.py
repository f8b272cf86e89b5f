"""Fictional patient 9800003: urology / urosepsis. Obstructing ureteral stone with ESBL E. coli
bacteremia and a stent, then a post-ureteroscopy infection with hyperkalemia and hypoglycemia.

Everything here is invented. Dates are shifted into the 2200s, names are written ___.
"""

PATIENT = {"subject_id": 9800003, "gender": "F", "anchor_age": 58, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9800003, "hadm_id": 29800031, "admittime": "2203-04-08T06:50:00",
     "dischtime": "2203-04-13T14:00:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": 9800003, "hadm_id": 29800032, "admittime": "2203-05-19T20:15:00",
     "dischtime": "2203-05-24T13:00:00", "race": "WHITE", "insurance": "Private"},
]

NOTES = [
    {
        "note_id": "9800003-ED-1", "subject_id": 9800003, "hadm_id": 29800031, "note_type": "ED",
        "note_seq": 1, "charttime": "2203-04-08T07:20:00", "storetime": "2203-04-08T08:45:00",
        "text": """ED NOTE - RESIDENT

CC: L flank pain, fever

HPI: 58F h/o T2DM, HTN, nephrolithiasis (passed a stone spontaneously 2196, no intervention) p/w L flank pain x2d radiating to groin, fever 39.2 at home, rigors, N/V. Dysuria x1d. No prior UTIs requiring admission. No h/o delirium or dementia; lives w/ husband, works as a bookkeeper.

Meds: metformin 1000 bid, glipizide 10 daily, lisinopril 20 daily, amlodipine 5 daily.
All: NKDA
FHx: mother + maternal uncle w/ calcium oxalate stones. Father bladder ca (heavy smoker), dx at 66.

Exam: T 39.4, HR 118, BP 92/54 -> 104/62 after 2 L LR, RR 22, SpO2 97% RA. Mentating nl, A&Ox3. L CVA tenderness. Abd soft.

Labs: WBC 19.6. Lactate 3.4 -> 2.1 after fluids. Cr 1.6 (bl 0.8). BG 284. UA: >182 WBC, lg LE, nitrite +, many bacteria, 21-50 RBC.
CT A/P: 8 mm L prox ureteral stone w/ mod hydro (see rad).

A/P: 58F sepsis from obstructed, infected L kidney = urologic emergency.
- BCx x2, UCx sent before abx
- ceftriaxone 2 g IV at 07:40
- LR 30 mL/kg
- hold lisinopril, metformin, glipizide
- urology paged -> decompression today
- SDU
""",
    },
    {
        "note_id": "9800003-RR-2", "subject_id": 9800003, "hadm_id": 29800031, "note_type": "RR",
        "note_seq": 2, "charttime": "2203-04-08T08:05:00", "storetime": "2203-04-08T08:50:00",
        "text": """EXAMINATION:  CT ABDOMEN AND PELVIS WITHOUT CONTRAST (RENAL STONE PROTOCOL)

INDICATION:  58 year old woman with left flank pain, fever and hypotension. Evaluate for obstructing stone, hydronephrosis, or emphysematous pyelonephritis.

TECHNIQUE:  Axial MDCT images of the abdomen and pelvis without IV contrast; coronal reformats.

COMPARISON:  None available.

FINDINGS:
KIDNEYS AND URETERS: An 8 x 6 mm calculus in the left proximal ureter at the level of L3, with moderate left hydroureteronephrosis and perinephric fat stranding. No gas in the renal parenchyma, collecting system or perinephric space. No perinephric fluid collection. Right kidney: 3 mm non-obstructing lower pole calculus; no hydronephrosis.
BLADDER: Decompressed; unremarkable within the limits of a non-contrast study.
OTHER: Cholelithiasis without gallbladder wall thickening. No free air. No lymphadenopathy.

IMPRESSION:
1. 8 mm obstructing left proximal ureteral stone with moderate hydroureteronephrosis and perinephric stranding.
2. No emphysematous pyelonephritis. No perinephric abscess.
3. 3 mm non-obstructing right renal stone.
4. Incidental cholelithiasis.
""",
    },
    {
        "note_id": "9800003-CN-3", "subject_id": 9800003, "hadm_id": 29800031, "note_type": "CN",
        "note_seq": 3, "charttime": "2203-04-08T13:30:00", "storetime": "2203-04-08T15:00:00",
        "text": """UROLOGY ATTENDING CONSULT AND BRIEF OPERATIVE NOTE

I was asked to see Mrs. ___ for an obstructed, infected left kidney, and I took her to the OR within the hour. In an infected, obstructed system the only priority is drainage. I did not try to treat the stone today: manipulating a stone in pus risks turning sepsis into septic shock.

Procedure, 2203-04-08: cystoscopy, left retrograde pyelogram, placement of a left ureteral stent (6 Fr x 26 cm double-J, no string).

Findings: The bladder mucosa was normal throughout - no tumors, no stones, no diverticula. I looked carefully because of her father's bladder cancer and her microscopic hematuria, but she has a stone and an infection that explain the blood. Purulent urine drained from the left renal pelvis under pressure once the wire passed the stone; it was sent for culture. Retrograde pyelogram showed a filling defect at L3 consistent with the stone, with moderate hydronephrosis above it.

Plan:
- Continue IV antibiotics, guided by cultures.
- Definitive ureteroscopy with laser lithotripsy in 2 to 4 weeks, once the infection has been treated and a urine culture is sterile - not before.
- The stent can stay for up to 3 months, but I do not intend to leave it that long.
- Tamsulosin 0.4 mg daily, and oxybutynin 5 mg q8h prn for stent discomfort.
- Metabolic stone work-up (24-hour urine) after the acute episode, given her mother's and uncle's stones.
""",
    },
    {
        "note_id": "9800003-PN-4", "subject_id": 9800003, "hadm_id": 29800031, "note_type": "PN",
        "note_seq": 4, "charttime": "2203-04-09T03:15:00", "storetime": "2203-04-09T04:02:00",
        "text": """MEDICINE NIGHT COVERAGE - NP NOTE

S:
- Called by RN at 02:30: pt agitated, pulling at IV, trying to climb out of bed, thinks she is at her daughter's house.
- Last opioid: oxycodone 5 mg at 22:00.

O:
- T 38.3, HR 104, BP 112/64, SpO2 96% RA.
- Disoriented to place and time. Inattentive (fails months backwards). CAM positive.
- No focal deficits. Moving all 4. Foley draining clear-yellow urine.
- BG 212. Na 136.

A/P:
- # Delirium, hyperactive: most likely sepsis-related +/- opioid. Nonfocal exam; no head imaging indicated.
  - reorient, lights on/off cycle, daughter called and came in at 03:00
  - avoid benzos; no oxycodone overnight, acetaminophen for pain
  - haloperidol 0.5 mg IV x1 given 02:50 for safety (QTc 438 on admission ECG)
- # Sepsis: BCx 04-08 GNR in 2/2 bottles (prelim). Continue ceftriaxone; f/u speciation and sensitivities.
- Signed out to day team.
""",
    },
    {
        "note_id": "9800003-DS-5", "subject_id": 9800003, "hadm_id": 29800031, "note_type": "DS",
        "note_seq": 5, "charttime": "2203-04-13T11:00:00", "storetime": "2203-04-13T15:30:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2203-04-08              Discharge Date:   2203-04-13

Service: MEDICINE (Urology following)

Allergies: No Known Allergies / Adverse Drug Reactions

Chief Complaint: left flank pain, fever

Major Surgical or Invasive Procedure:
2203-04-08 cystoscopy, left retrograde pyelogram, left ureteral stent placement

History of Present Illness:
58F with T2DM and HTN, presenting with sepsis from an 8 mm obstructing left proximal ureteral stone.

Past Medical History: T2DM. HTN. Nephrolithiasis (passed stone 2196).

Family History: Mother and maternal uncle with calcium oxalate stones. Father bladder cancer (smoker).

Pertinent Results:
Blood cultures 04-08: E. coli in 2/2 sets, ESBL-producing (ceftriaxone-R, ciprofloxacin-R; ertapenem-S, TMP-SMX-S, nitrofurantoin-S). Urine and renal pelvis cultures: same organism. Repeat blood cultures 04-09 and 04-10: no growth.
CT 04-08: 8 mm obstructing left proximal ureteral stone, moderate hydro, no gas, no abscess. 3 mm right renal stone.

Brief Hospital Course:
# Sepsis / ESBL E. coli bacteremia from obstructed left kidney: stent placed 04-08 (bladder normal at cystoscopy, no tumor). Ceftriaxone 04-08 to 04-10, changed to ertapenem 1 g IV daily 04-10 to 04-13 when the ESBL result returned. First negative blood culture 04-09. Plan 14 days of therapy counted from the first negative culture, last dose 04-22: TMP-SMX DS 1 tab PO bid 04-14 through 04-22. (Seven days would be usual for uncomplicated pyelonephritis; 14 chosen for ESBL bacteremia with source control on day 1.)
# Obstructing 8 mm left proximal ureteral stone: s/p stent. Ureteroscopy once the infection is treated and the urine is sterile, in 2-4 weeks. Tamsulosin 0.4 mg daily; oxybutynin prn.
# Delirium: hyperactive delirium the night of 04-08/04-09, attributed to sepsis; one dose of haloperidol 0.5 mg. Cleared by 04-10; oriented x3 and CAM negative from 04-11 through discharge.
# AKI: Cr 1.6 -> 0.9 at discharge.
# HTN: lisinopril held (hypotension, AKI). BP 122-138 on amlodipine alone. Restart lisinopril when SBP consistently > 130 and Cr back to baseline - to be checked at urology clinic 04-29 with a BMP.
# T2DM: metformin and glipizide 10 mg resumed 04-12 once eating and Cr < 1.0.
# Cholelithiasis, incidental: asymptomatic; no follow-up needed.

Medications on Admission:
1. Metformin 1000 mg PO bid
2. Glipizide 10 mg PO daily
3. Lisinopril 20 mg PO daily
4. Amlodipine 5 mg PO daily

Discharge Medications:
1. Trimethoprim-sulfamethoxazole DS 1 tab PO bid, 04-14 through 04-22 (last dose 04-22)
2. Tamsulosin 0.4 mg PO daily
3. Oxybutynin 5 mg PO q8h prn bladder spasm
4. Metformin 1000 mg PO bid
5. Glipizide 10 mg PO daily
6. Amlodipine 5 mg PO daily
HELD: lisinopril (see above).

Discharge Disposition: Home

Discharge Diagnosis: Sepsis due to ESBL E. coli pyelonephritis and bacteremia with obstructing left ureteral stone, s/p stent. Delirium, resolved. AKI, resolved.

Followup Instructions: Urology clinic 2203-04-29 with urine culture and BMP.
""",
    },
    {
        "note_id": "9800003-PN-6", "subject_id": 9800003, "hadm_id": None, "note_type": "PN",
        "note_seq": 6, "charttime": "2203-04-29T09:30:00", "storetime": "2203-04-29T11:10:00",
        "text": """UROLOGY CLINIC - NP

S:
- f/u after ESBL E. coli urosepsis and L ureteral stent 04-08. Completed TMP-SMX 04-22 as prescribed.
- Stent discomfort: urgency, frequency, L flank ache with voiding; oxybutynin helps.
- No fevers. Eating normally. No confusion per husband.

O:
- BP 142/86 (home log SBP 134-148). HR 76.
- BMP today: Cr 0.8, K 4.4.
- UA: trace blood (stent), LE neg, nitrite neg.
- UCx 04-24 (2 days after last abx dose): no growth.

A/P:
- # L proximal ureteral stone w/ stent: urine sterile -> proceed with L ureteroscopy + laser lithotripsy, booked 2203-05-13 (ambulatory). Periop abx: given ESBL history, ertapenem 1 g IV at induction.
- # HTN: restart criteria met (SBP > 130, Cr at baseline 0.8) -> lisinopril 20 mg daily restarted today. BMP in 1 wk w/ PCP.
- # Stone prevention: 24-h urine after the stent is out.
- # FHx bladder ca: cystoscopy 04-08 showed a normal bladder. Repeat UA 3 mo after stent removal to confirm hematuria has cleared.
""",
    },
    {
        "note_id": "9800003-ED-7", "subject_id": 9800003, "hadm_id": 29800032, "note_type": "ED",
        "note_seq": 7, "charttime": "2203-05-19T21:50:00", "storetime": "2203-05-19T22:40:00",
        "text": """ED NOTE - RESIDENT

CC: fever, L flank pain

HPI: 58F h/o ESBL E. coli urosepsis 04/2203 w/ L stent, s/p L URS + laser litho 05-13 (stone fragmented, fragments basketed, new L 6x26 stent, no string, removal planned 05-27) p/w fever 38.9, L flank pain, dysuria x2d; poor PO intake x2d, N/V x1d. Took her glipizide this AM despite not eating.

Meds: metformin 1000 bid, glipizide 10 daily, lisinopril 20 daily (restarted 04-29), amlodipine 5 daily, tamsulosin 0.4 daily, oxybutynin 5 q8h prn.

Exam: T 38.9, HR 108, BP 108/66, RR 18. Dry MM. L CVA tenderness. A&Ox3.

Labs: WBC 15.2, lactate 1.9. Cr 1.5 (bl 0.8). K 6.0 (non-hemolyzed, repeat 5.9). Na 133. HCO3 19. BG 98. UA: large LE, >100 WBC, nitrite neg.
ECG: sinus tach, peaked T waves V2-V4, QRS nl.

A/P:
- # Complicated UTI / pyelo w/ stent, h/o ESBL -> meropenem 1 g IV q8h; BCx, UCx
- # HyperK 6.0: Ca gluconate 1 g IV; regular insulin 10 u IV + D50 25 g at 21:30 (BG 98 -> fingersticks q1h x4h); albuterol neb; hold lisinopril
- # AKI: LR 1.5 L
- CT A/P non-con: r/o residual stone, obstruction, urinoma
- admit medicine; urology aware
""",
    },
    {
        "note_id": "9800003-RR-8", "subject_id": 9800003, "hadm_id": 29800032, "note_type": "RR",
        "note_seq": 8, "charttime": "2203-05-19T22:30:00", "storetime": "2203-05-19T23:20:00",
        "text": """EXAMINATION:  CT ABDOMEN AND PELVIS WITHOUT CONTRAST

INDICATION:  58 year old woman s/p left ureteroscopy, laser lithotripsy and stent exchange on 2203-05-13, now with fever and left flank pain. Evaluate for residual obstructing stone, stent malposition, urinoma, or perinephric abscess.

TECHNIQUE:  Axial MDCT images without IV contrast; coronal reformats.

COMPARISON:  CT 2203-04-08.

FINDINGS:
A left double-J ureteral stent is in place, with the proximal coil in the renal pelvis and the distal coil in the bladder. No residual left ureteral or renal calculus. No left hydronephrosis. Mild left perinephric stranding, decreased from the prior study. No perinephric fluid collection, urinoma or abscess. No gas.
Right kidney: 3 mm non-obstructing lower pole stone, unchanged. No right hydronephrosis.
Bladder: mild wall thickening adjacent to the distal stent coil, which may reflect stent-related cystitis.
Cholelithiasis, unchanged.

IMPRESSION:
1. Left ureteral stent in appropriate position. No residual left stone. No hydronephrosis.
2. No urinoma or perinephric abscess.
3. Unchanged 3 mm non-obstructing right renal stone.
""",
    },
    {
        "note_id": "9800003-PN-9", "subject_id": 9800003, "hadm_id": 29800032, "note_type": "PN",
        "note_seq": 9, "charttime": "2203-05-21T14:30:00", "storetime": "2203-05-21T16:00:00",
        "text": """MEDICINE ATTENDING PROGRESS NOTE - HOSPITAL DAY 3

Mrs. ___ feels better. She has been afebrile since yesterday afternoon and is eating about half of her meals. She is fully oriented and has not been confused at any point this admission.

Microbiology: the 05-19 urine culture grows more than 100,000 Enterococcus faecalis, ampicillin-susceptible. No E. coli this time. Blood cultures no growth at 48 hours. Meropenem was a sensible empiric choice given her ESBL E. coli in April, but it is not a reliable enterococcal drug; I have changed to amoxicillin 500 mg PO q8h today, for 7 days (through 05-27).

Hypoglycemia: at 06:10 this morning her fingerstick was 48 and she was sweaty and briefly confused; she had D50 and recovered at once (BG 142). Looking at the MAR, glipizide 10 mg was continued on her admission orders and given yesterday at 09:00 - a reconciliation error - while she was eating almost nothing and her creatinine was 1.5. She also had 2 units of lispro correction at 21:00 last night: trivial, and rapid-acting insulin is long gone by 06:00. The 10 units of regular insulin for hyperkalemia in the ED were given at 21:30 on 05-19, more than 30 hours earlier, and cannot explain this. I attribute the hypoglycemia to the glipizide. Glipizide is stopped. I would restart it at 5 mg, half her old dose, only when she is eating normally and her creatinine is back to baseline.

Hyperkalemia: K 6.0 on arrival, 4.8 today. The cause, I think, is lisinopril - restarted at the full 20 mg on 04-29 - in the setting of AKI from vomiting and poor intake. The one-week BMP planned after the restart was never drawn. She is no longer taking trimethoprim (the TMP-SMX course ended on 04-22, a month ago), so that plays no part. Lisinopril stays held. When it is restarted, it should be at 10 mg, not 20, with a BMP within a week.

AKI: Cr 1.5 -> 1.1 with fluids. Metformin held.

Stone and stent: no residual stone on CT. Urology will remove the stent cystoscopically on 05-23 rather than waiting for the 05-27 clinic, because of the infection.
""",
    },
    {
        "note_id": "9800003-DS-10", "subject_id": 9800003, "hadm_id": 29800032, "note_type": "DS",
        "note_seq": 10, "charttime": "2203-05-24T10:30:00", "storetime": "2203-05-24T14:45:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2203-05-19              Discharge Date:   2203-05-24

Service: MEDICINE

Allergies: No Known Allergies / Adverse Drug Reactions

Chief Complaint: fever, left flank pain

Major Surgical or Invasive Procedure:
2203-05-23 cystoscopy and removal of left ureteral stent

History of Present Illness:
58F with ESBL E. coli urosepsis in 04/2203 (left stent 04-08), s/p left ureteroscopy and laser lithotripsy with stent exchange 05-13, presenting with fever, flank pain, AKI and hyperkalemia.

Past Medical History: T2DM. HTN. Nephrolithiasis. ESBL E. coli urosepsis and bacteremia 04/2203, with delirium during that admission.

Family History: Mother and maternal uncle with calcium oxalate stones. Father bladder cancer.

Pertinent Results:
Urine culture 05-19: Enterococcus faecalis >100,000, ampicillin-S. Blood cultures 05-19: no growth (final).
CT 05-19: stent in position, no residual left stone, no hydronephrosis, no urinoma or abscess.
K 6.0 (05-19) -> 4.8 (05-21) -> 4.5 (05-24). Cr 1.5 -> 0.9. BG 48 on 05-21 06:10.
Cystoscopy 05-23: mild erythema of the left trigone where the stent coil lay; no tumor; bladder otherwise normal.

Brief Hospital Course:
# Complicated UTI / left pyelonephritis with indwelling stent, E. faecalis: meropenem 05-19 to 05-21, then amoxicillin 500 mg PO q8h from 05-21 for 7 days, last dose 05-27. Afebrile since 05-20. Stent removed 05-23.
# Hyperkalemia (K 6.0): attributed to lisinopril (restarted 04-29 at 20 mg) with AKI; TMP-SMX had finished 04-22 and was not a factor. Treated with calcium, insulin/dextrose, albuterol. K 4.5 at discharge. Lisinopril held; restart at 10 mg once Cr is at baseline and K < 5.0 at the PCP check on 05-31, with a BMP within a week of restarting.
# Hypoglycemia (BG 48 on 05-21): attributed to glipizide given 05-20 despite poor intake and AKI. Glipizide held 05-21 to 05-23; restarted on 05-24 at 5 mg daily (reduced from 10 mg) now that she is eating full meals and Cr is 0.9.
# AKI: prerenal. Cr 1.5 -> 0.9. Metformin resumed 05-23.
# HTN: with lisinopril held, SBP 148-156; amlodipine increased from 5 to 10 mg on 05-24, the day of discharge.
# Nephrolithiasis: stone-free on the left. Tamsulosin and oxybutynin stopped (stent out). 24-hour urine in 6 weeks. Right 3 mm stone: surveillance.
# No delirium this admission.

Medications on Admission:
1. Metformin 1000 mg PO bid
2. Glipizide 10 mg PO daily
3. Lisinopril 20 mg PO daily
4. Amlodipine 5 mg PO daily
5. Tamsulosin 0.4 mg PO daily
6. Oxybutynin 5 mg PO q8h prn

Discharge Medications:
1. Amoxicillin 500 mg PO q8h through 2203-05-27
2. Metformin 1000 mg PO bid
3. Glipizide 5 mg PO daily
4. Amlodipine 10 mg PO daily
HELD: lisinopril (restart 10 mg when Cr at baseline and K < 5.0).
STOPPED: tamsulosin, oxybutynin.

Discharge Disposition: Home

Discharge Diagnosis: Enterococcal pyelonephritis with indwelling ureteral stent. Hyperkalemia due to lisinopril with AKI. Hypoglycemia due to glipizide.

Followup Instructions: PCP 2203-05-31 with BMP. Urology clinic in 6 weeks with 24-hour urine.
""",
    },
]
