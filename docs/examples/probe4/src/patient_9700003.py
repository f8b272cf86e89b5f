"""Patient 9700003 - infective endocarditis: Streptococcus mitis aortic valve endocarditis on a
bicuspid valve, bioprosthetic AVR, post-operative AF; readmitted with C. difficile colitis where
prosthetic valve endocarditis was excluded. Fictional."""

PATIENT = {"subject_id": 9700003, "gender": "M", "anchor_age": 58, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9700003, "hadm_id": 29700031, "admittime": "2194-08-10T19:40:00",
     "dischtime": "2194-08-29T14:00:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": 9700003, "hadm_id": 29700032, "admittime": "2194-10-20T11:15:00",
     "dischtime": "2194-10-24T16:00:00", "race": "WHITE", "insurance": "Private"},
]

NOTES = [
    {
        "note_id": "9700003-ED-1", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "ED",
        "note_seq": 1, "charttime": "2194-08-10T20:45:00", "storetime": "2194-08-10T21:40:00",
        "text": """\
ED NOTE

58M known bicuspid AV (mild AS / mild AR, echo 2192), HTN, HLD. 3 wk fevers to 38.9, night sweats, 5 kg wt loss, fatigue; 1 wk exertional dyspnea. Lower molar extraction 7/8. No IVDU.
FHx: brother - bicuspid AV, ascending aortic dissection at 52 (repaired). Father MI at 70.
Meds: lisinopril 10, atorvastatin 20.

T 38.7 HR 104 BP 128/54 RR 20 SpO2 95% RA.
III/VI early diastolic murmur LSB - new (2192 cardiology note: soft systolic ejection murmur only). Splinters R 2nd/3rd nails. L conjunctival petechiae. No Osler/Janeway. Mild LUQ tenderness. Neuro nonfocal.
WBC 13.8 Hgb 10.9 plt 188 Cr 1.0 CRP 112 ESR 78. UA 10 RBC/hpf.
ECG: sinus tach, PR 168.

A/P: endocarditis to be excluded. Duke so far: predisposition, fever, vascular phenomena = 3 minor; majors pending.
- BCx x3 separate sites 19:55, 20:10, 20:30 - before abx
- vancomycin 25 mg/kg + ceftriaxone 2 g IV, first doses 21:15
- TTE in AM
- admit medicine, ID consult
"""
    },
    {
        "note_id": "9700003-CN-1", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "CN",
        "note_seq": 1, "charttime": "2194-08-11T15:30:00", "storetime": "2194-08-11T18:10:00",
        "text": """\
INFECTIOUS DISEASES CONSULT - ATTENDING

A classic story: known bicuspid aortic valve, a molar extraction on 7/8, three weeks of fevers and weight loss, a new diastolic murmur, splinters and a conjunctival petechia. All three blood culture sets from last night flagged at about 14 hours with gram-positive cocci in chains. TTE this morning shows the bicuspid valve with a 1.1 cm mobile echodensity on the aortic side and moderate-to-severe regurgitation; LVEF 60%, LVEDD 5.9 cm. Two major criteria: definite endocarditis by modified Duke. Viridans streptococcus is the likeliest organism; enterococcus possible until speciated, so vancomycin stays on another day.

Recommendations:
1. Vancomycin plus ceftriaxone 2 g daily until susceptibilities; then narrow.
2. Blood cultures daily until negative; the first negative set starts the antibiotic clock.
3. TEE for perivalvular extension; daily ECG for conduction delay.
4. Cardiac surgery consult now.
5. CT abdomen/pelvis for the LUQ pain; MRI brain for silent emboli.
6. Duration later: 4 weeks for native-valve viridans strep; if he receives a prosthetic valve, 6 weeks.

___, MD, Infectious Diseases
"""
    },
    {
        "note_id": "9700003-RR-1", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "RR",
        "note_seq": 1, "charttime": "2194-08-12T09:15:00", "storetime": "2194-08-12T11:40:00",
        "text": """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

INDICATION:  58-year-old man with streptococcal bacteremia and aortic valve endocarditis, left upper quadrant pain.  Evaluate for splenic infarct or abscess, other septic emboli.

FINDINGS:
The spleen measures 12.8 cm.  A peripheral wedge-shaped hypoattenuating area in the lower pole measures 3.1 x 2.0 cm, without enhancement, rim enhancement or gas.  No renal infarcts.  No mycotic aneurysm.  Sigmoid diverticulosis.  Trace bilateral pleural effusions.

IMPRESSION:
1. Splenic infarct in the lower pole.  No splenic abscess.
2. No other septic emboli in the abdomen or pelvis.
"""
    },
    {
        "note_id": "9700003-RR-2", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "RR",
        "note_seq": 2, "charttime": "2194-08-14T08:30:00", "storetime": "2194-08-14T10:20:00",
        "text": """\
EXAMINATION:  MRI BRAIN WITH AND WITHOUT CONTRAST; MRA HEAD

INDICATION:  58-year-old man with aortic valve endocarditis (Streptococcus mitis) on ceftriaxone, planned for valve surgery.  No focal deficits.  Evaluate for embolic infarcts, hemorrhage or mycotic aneurysm before cardiopulmonary bypass.

FINDINGS:
Three punctate foci of restricted diffusion: left frontal cortex (4 mm), right parietal subcortical white matter (3 mm), right cerebellar hemisphere (3 mm), consistent with acute embolic infarcts in multiple vascular territories.  No hemorrhagic transformation.  Susceptibility-weighted imaging shows a single 2 mm cortical microbleed in the right occipital lobe.  No abscess.  MRA: no aneurysm.

IMPRESSION:
1. Small acute embolic infarcts in multiple territories, without hemorrhage.
2. Single cortical microbleed.
3. No mycotic aneurysm.
"""
    },
    {
        "note_id": "9700003-CN-2", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "CN",
        "note_seq": 2, "charttime": "2194-08-14T16:00:00", "storetime": "2194-08-14T18:30:00",
        "text": """\
CARDIAC SURGERY CONSULT

58M, bicuspid AV, S. mitis endocarditis (PCN MIC 0.06). Ceftriaxone since 8/10; vancomycin stopped 8/12 once speciated. BCx 8/10 3/3 positive, 8/11 1/2 positive, 8/12 0/2 - first negative set 8/12.

TEE 8/13: 1.4 x 0.9 cm mobile vegetation on the fused right-noncoronary cusp with cusp perforation; severe AR (vena contracta 7 mm, holodiastolic flow reversal in the descending aorta). Posterior aortic root thickening 6 mm - early root abscess cannot be excluded; no fistula or pseudoaneurysm. LVEF 60%. Ascending aorta 4.3 cm.
MRI brain 8/14: three small embolic infarcts, no hemorrhage. CT 8/12: splenic infarct.
Impression: indications for early surgery - severe AR with heart failure symptoms, vegetation >10 mm with embolic events (spleen, brain), possible perivalvular extension. Small non-hemorrhagic infarcts are not a reason to delay.

Plan:
- Coronary CTA 8/15 (avoid crossing the vegetation with a catheter).
- AVR 8/16.
- Valve: he prefers tissue and accepts likely later reintervention. Bioprosthetic.
- Ascending aorta 4.3 cm on TEE: measure intraoperatively; replace if >=4.5 cm given the bicuspid valve and his brother's dissection. Otherwise surveillance imaging.
- If a root abscess is found: debridement and patch reconstruction, or root replacement.
- Hold lisinopril from 8/15.

___, MD, Cardiac Surgery
"""
    },
    {
        "note_id": "9700003-PN-1", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "PN",
        "note_seq": 1, "charttime": "2194-08-19T10:15:00", "storetime": "2194-08-19T11:20:00",
        "text": """\
CARDIAC SURGERY PROGRESS NOTE - NP
POD#3 s/p AVR (25 mm bovine pericardial bioprosthesis) 8/16. Coronary CTA 8/15: no obstructive CAD.

Intraop (per op note): vegetation on the noncoronary cusp with perforation; annulus and aortic root intact - NO abscess. Debrided, valve excised. Ascending aorta measured 4.4 cm - not replaced. Valve tissue: Gram stain GPC, culture no growth; 16S PCR Streptococcus mitis group.

O: Extubated 8/16 20:00. Off norepinephrine since 8/17 06:00.
AF with RVR 140s began 8/18 09:30 (POD2) -> amiodarone 150 mg IV bolus, then 1 mg/min x 6 h, then 0.5 mg/min x 18 h. Back to SR ~22:00 on 8/18. Amio gtt stopped 8/19 09:40; first PO amiodarone 400 mg 8/19 10:00.
Cr 1.0 (pre-op) -> 1.8 (8/18, peak) -> 1.6 today. UOP adequate on furosemide.
Chest tubes removed today. Epicardial wires in.

A/P:
# s/p AVR for S. mitis IE: ceftriaxone 2 g IV q24h - ID finalizing duration.
# POAF: in SR. Amiodarone 400 mg PO BID x 7 days (through 8/25), then 400 mg daily x 7 days (8/26-9/1), then 200 mg daily until cardiology review. Warfarin to start POD4 (8/20) if no bleeding, goal INR 2-3, for 3 months (POAF + new bioprosthesis), then reassess. Aspirin 81. Metoprolol tartrate 12.5 -> 25 mg BID.
# Post-op AKI: trending down. Furosemide 40 mg IV BID. Lisinopril held - resume when Cr <1.3 and SBP allows.
# GI ppx: pantoprazole 40 mg daily.
# Wires out 8/21. PICC for OPAT once ID sets the plan.
"""
    },
    {
        "note_id": "9700003-DS-1", "subject_id": 9700003, "hadm_id": 29700031, "note_type": "DS",
        "note_seq": 1, "charttime": "2194-08-29T11:00:00", "storetime": "2194-08-29T17:30:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2194-08-10              Discharge Date:   2194-08-29

Date of Birth:  ___             Sex:   M

Service: CARDIAC SURGERY

Allergies: No Known Allergies / Adverse Drug Reactions

Attending: ___

Chief Complaint: fevers, weight loss

Major Surgical or Invasive Procedure:
Transesophageal echocardiogram 2194-08-13
Aortic valve replacement, 25 mm bovine pericardial bioprosthesis, 2194-08-16
PICC placement 2194-08-24

History of Present Illness:
58M with bicuspid aortic valve, 3 weeks of fever and weight loss after a dental extraction (7/8), new AR murmur.

Family History: Brother - bicuspid aortic valve, ascending aortic dissection at 52.

Pertinent Results:
Blood cultures: 8/10 3/3 Streptococcus mitis/oralis (penicillin MIC 0.06); 8/11 1/2 positive; 8/12 0/2 and all later sets negative.
TEE 8/13: 1.4 cm vegetation, cusp perforation, severe AR, posterior root thickening (abscess not excluded).

Brief Hospital Course:
# S. mitis native aortic valve endocarditis: Vancomycin + ceftriaxone from 8/10; vancomycin stopped 8/12 after speciation; ceftriaxone 2 g IV daily continued. AVR 8/16. At operation there was no root abscess - the annulus and root were intact - so the possible abscess on TEE was not confirmed. Valve culture negative (16S PCR positive for S. mitis group). ID plan: because a prosthetic valve is now in place, treat for 6 weeks counted from the first negative blood culture (8/12): last dose of ceftriaxone 9/22. PICC placed 8/24, to be removed after the last dose. Weekly CBC, BMP, LFT, ESR/CRP to OPAT clinic.
# Emboli: splenic infarct (CT 8/12), three small cerebral infarcts (MRI 8/14), no deficit.
# Ascending aorta 4.4 cm intraoperatively: below the 4.5 cm replacement threshold, not replaced. CT angiogram of the aorta in 1 year.
# Post-operative atrial fibrillation (8/18, POD2): amiodarone infusion for 24 h (8/18-8/19), in sinus since the evening of 8/18. Oral amiodarone taper: 400 mg BID 8/19-8/25, 400 mg daily 8/26-9/1, then 200 mg daily from 9/2 until cardiology review at ~6 weeks; if he remains in sinus rhythm, expect amiodarone to be stopped at that visit. Warfarin started 8/20 (INR 2.3 on 8/29), goal INR 2-3, planned for 3 months (to ~11/16) then reassess; aspirin 81 mg daily.
# Post-operative AKI: Cr 1.0 -> 1.8 (8/18) -> 1.2 at discharge.
# Hypertension: lisinopril held since 8/15. SBP 104-118 at discharge, so not restarted; PCP/cardiology to restart when SBP consistently >130.
# Volume: furosemide 20 mg PO daily for 7 more days (last dose 9/4), daily weights.

Medications on Admission:
1. Lisinopril 10 mg PO daily
2. Atorvastatin 20 mg PO daily

Discharge Medications:
1. Ceftriaxone 2 g IV q24h through 2194-09-22
2. Amiodarone - taper as above
3. Warfarin 5 mg PO daily (INR goal 2-3; anticoagulation clinic)
4. Aspirin 81 mg PO daily
5. Metoprolol tartrate 25 mg PO BID
6. Furosemide 20 mg PO daily x 7 days
7. Pantoprazole 40 mg PO daily
8. Atorvastatin 20 mg PO daily
HELD: Lisinopril 10 mg

Discharge Disposition: Home with VNA (OPAT)

Discharge Diagnosis: S. mitis aortic valve endocarditis s/p bioprosthetic AVR; septic emboli; post-operative AF; post-operative AKI

Followup Instructions: Cardiac surgery 4 weeks. Cardiology ~6 weeks. ID/OPAT weekly.
"""
    },
    {
        "note_id": "9700003-ED-2", "subject_id": 9700003, "hadm_id": 29700032, "note_type": "ED",
        "note_seq": 2, "charttime": "2194-10-20T12:10:00", "storetime": "2194-10-20T13:10:00",
        "text": """\
ED NOTE

58M s/p bioprosthetic AVR 8/16 for S. mitis IE (ceftriaxone completed 9/22, PICC out 9/23), POAF on warfarin. 5 d watery diarrhea 6-8x/d (since 10/15), crampy lower abd pain, T 38.4 at home today. No blood. No abx since 9/22. On pantoprazole since August.
Cardiology visit 10/6: in SR, amiodarone stopped; lisinopril restarted at 5 mg.
Meds: warfarin 5 mg, aspirin 81, metoprolol 25 BID, lisinopril 5, pantoprazole 40, atorvastatin 20.

T 38.4 HR 102 (SR) BP 104/62. Soft systolic flow murmur, no diastolic murmur. Abd diffusely tender.
WBC 16.2, Cr 1.5 (baseline 1.0-1.1), lactate 1.8, INR 4.8, Hgb 11.6, alb 3.0.

A/P:
# Fever + 2-month-old prosthetic valve: PVE (relapse) must be excluded. BCx x3 before any abx. TTE; low threshold for TEE.
# Diarrhea after 6 wk ceftriaxone + PPI: C. diff likely. Stool C. diff PCR/toxin.
# INR 4.8, no bleeding: hold warfarin, no vitamin K.
# AKI, prerenal: IVF; hold lisinopril.
# CT A/P (no IV contrast).
Admit medicine; ID aware.
"""
    },
    {
        "note_id": "9700003-RR-3", "subject_id": 9700003, "hadm_id": 29700032, "note_type": "RR",
        "note_seq": 3, "charttime": "2194-10-20T14:20:00", "storetime": "2194-10-20T16:00:00",
        "text": """\
EXAMINATION:  CT ABDOMEN AND PELVIS WITH ORAL CONTRAST, WITHOUT IV CONTRAST

INDICATION:  58-year-old man, recent bioprosthetic aortic valve replacement, fever, diarrhea and abdominal pain, acute kidney injury.  Evaluate for colitis, abscess or perforation.

COMPARISON:  CT 2194-08-12.

FINDINGS:
Diffuse colonic wall thickening from cecum to rectum, up to 9 mm, with pericolonic fat stranding; trapped oral contrast between thickened haustral folds in the transverse colon (accordion sign).  Transverse colon diameter 5.2 cm.  No pneumatosis, no free air.  The lower-pole splenic infarct seen on 8/12 is smaller, with volume loss, consistent with an evolving infarct; no splenic abscess.

IMPRESSION:
1. Pancolitis; in this clinical setting Clostridioides difficile colitis is favored.  No toxic megacolon or perforation.
2. Evolving (healing) splenic infarct, no abscess.
"""
    },
    {
        "note_id": "9700003-DS-2", "subject_id": 9700003, "hadm_id": 29700032, "note_type": "DS",
        "note_seq": 2, "charttime": "2194-10-24T12:00:00", "storetime": "2194-10-24T18:15:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2194-10-20              Discharge Date:   2194-10-24

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies: No Known Allergies / Adverse Drug Reactions

Attending: ___

Chief Complaint: diarrhea, fever

Major Surgical or Invasive Procedure: Transesophageal echocardiogram 2194-10-22

History of Present Illness:
58M s/p bioprosthetic AVR (8/16) for S. mitis endocarditis, ceftriaxone completed 9/22, on warfarin and pantoprazole, with 5 days of diarrhea and fever. Amiodarone stopped by cardiology 10/6.

Pertinent Results:
TTE 10/21: well-seated bioprosthesis, mean gradient 11 mmHg, no vegetation, no paravalvular leak. TEE 10/22: no vegetation, no abscess.

Brief Hospital Course:
# C. difficile colitis (PCR and toxin positive 10/20; pancolitis on CT; severe by WBC 16.2): oral vancomycin 125 mg QID for 10 days, 10/20 through 10/29. Diarrhea down to 2 formed-ish stools per day by 10/23. Pantoprazole stopped - no ongoing indication and a risk factor.
# Fever with prosthetic valve - prosthetic valve endocarditis excluded: blood cultures 10/20 x3 no growth at day 4 (final to ID), TTE and TEE without vegetation or abscess. Fever resolved 10/21. The fever is attributed to C. difficile colitis.
# Supratherapeutic INR without bleeding: INR 4.8 -> 3.9 -> 2.6 (10/22); warfarin held 10/20 and 10/21, no vitamin K. Restarted 10/22 at 2.5 mg daily (previously 5 mg), given reduced intake and the persisting effect of amiodarone, which has a long half-life although stopped 10/6. INR 2.2 on 10/24. INR check 10/27 at anticoagulation clinic. Warfarin still planned to ~11/16 (3 months after surgery), then cardiology to decide on stopping.
# Rhythm: sinus throughout; not on amiodarone.
# AKI, prerenal: Cr 1.5 -> 1.0 with IV fluid. Lisinopril held since 10/20; restart 5 mg at PCP visit ~10/28 if Cr <=1.2 and SBP >120.

Medications on Admission:
1. Warfarin 5 mg PO daily
2. Aspirin 81 mg PO daily
3. Metoprolol tartrate 25 mg PO BID
4. Lisinopril 5 mg PO daily
5. Pantoprazole 40 mg PO daily
6. Atorvastatin 20 mg PO daily

Discharge Medications:
1. Vancomycin 125 mg PO QID through 2194-10-29
2. Warfarin 2.5 mg PO daily
3. Aspirin 81 mg PO daily
4. Metoprolol tartrate 25 mg PO BID
5. Atorvastatin 20 mg PO daily
STOPPED: Pantoprazole
HELD: Lisinopril 5 mg (see plan)

Discharge Disposition: Home

Discharge Diagnosis: C. difficile colitis; supratherapeutic INR; prerenal AKI. Prosthetic valve endocarditis excluded.

Followup Instructions: Anticoagulation clinic 10/27. PCP ~10/28. ID ___.
"""
    },
]
