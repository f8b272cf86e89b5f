"""Patient 9700001 - rheumatology: SLE flare with class IV lupus nephritis; readmitted with
pneumococcal pneumonia on mycophenolate (PJP feared, ruled out). Fictional."""

PATIENT = {"subject_id": 9700001, "gender": "F", "anchor_age": 29, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"subject_id": 9700001, "hadm_id": 29700011, "admittime": "2191-03-04T14:20:00",
     "dischtime": "2191-03-13T12:30:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
    {"subject_id": 9700001, "hadm_id": 29700012, "admittime": "2191-06-18T09:45:00",
     "dischtime": "2191-06-23T15:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
]

NOTES = [
    {
        "note_id": "9700001-ED-1", "subject_id": 9700001, "hadm_id": 29700011, "note_type": "ED",
        "note_seq": 1, "charttime": "2191-03-04T15:05:00", "storetime": "2191-03-04T15:40:00",
        "text": """\
ED RESIDENT NOTE

CC: joint pain, leg swelling

HPI: 29F w/ SLE (dx 2187) on HCQ 200 mg BID + prednisone 5 mg daily. 2 wk polyarthralgia, facial rash, 1 wk leg swelling, foamy urine. Ibuprofen 600 mg TID x 2 wk. No fever. No prior renal involvement (Cr 0.7, UA bland 12/2190).

FHx: maternal aunt w/ lupus nephritis -> HD in her 40s.

Exam: T 37.4 HR 96 BP 152/94. Malar rash. Palatal ulcer. Synovitis MCPs. 2+ edema.

Labs: Cr 1.6 K 4.8. WBC 3.1 Hgb 8.9 plt 98. UA 3+ prot, RBC casts. C3 42, C4 6. LDH 410, hapto 18, retic 4.1%.

A/P: SLE flare w/ AKI + active sediment -> lupus nephritis until proven otherwise. Anemia + low plt + AKI: TMA/TTP cannot be excluded -> smear, ADAMTS13, DAT sent. NSAID may be contributing.
- stop ibuprofen
- hold HCQ for now (rheum to re-dose for GFR)
- renal US
- rheum + renal consulted
- admit medicine
"""
    },
    {
        "note_id": "9700001-RR-1", "subject_id": 9700001, "hadm_id": 29700011, "note_type": "RR",
        "note_seq": 1, "charttime": "2191-03-04T17:10:00", "storetime": "2191-03-04T18:02:00",
        "text": """\
EXAMINATION:  RENAL ULTRASOUND

INDICATION:  29-year-old woman with SLE, acute kidney injury and active urine sediment.  Evaluate for hydronephrosis; kidney size before possible renal biopsy.

FINDINGS:
The right kidney measures 11.8 cm and the left kidney 11.4 cm.  There is diffusely increased cortical echogenicity bilaterally with preserved corticomedullary differentiation.  No hydronephrosis, stones or masses.  No perinephric collection.

IMPRESSION:
1. No hydronephrosis.
2. Normal-sized kidneys with increased cortical echogenicity, consistent with medical renal disease.  No anatomic contraindication to percutaneous biopsy.
"""
    },
    {
        "note_id": "9700001-CN-1", "subject_id": 9700001, "hadm_id": 29700011, "note_type": "CN",
        "note_seq": 1, "charttime": "2191-03-04T20:30:00", "storetime": "2191-03-05T08:15:00",
        "text": """\
RHEUMATOLOGY CONSULT - ATTENDING NOTE

I saw Ms. ___ this evening with the fellow. Her lupus (2187) has until now been confined to skin, joints and mild cytopenias, kept quiet on hydroxychloroquine 200 mg twice daily and prednisone 5 mg. For two weeks she has had her usual arthritis and malar rash and, more worryingly, a week of leg swelling and frothy urine. She has been taking ibuprofen 600 mg three times a day.

Family history matters: a maternal aunt had lupus nephritis and needed haemodialysis in her forties.

Active serology (C3 42, C4 6), proteinuria with red cell casts, creatinine 1.6 from 0.7. I think this is lupus nephritis until proven otherwise, very likely proliferative, and the NSAID is at most a contributor. The anaemia, with low haptoglobin, raised LDH and a reticulocytosis, looks haemolytic, and with thrombocytopenia and AKI a thrombotic microangiopathy, TTP included, cannot be excluded tonight. I favour autoimmune haemolysis of lupus over TMA - a platelet count of 98 is higher than one usually sees in TTP - but I want the smear and the ADAMTS13 activity before I am comfortable. Antiphospholipid panel too.

Recommendations:
1. Renal biopsy with nephrology, ideally 3/6; a day or two of pulse steroids first will not obscure the class.
2. Methylprednisolone 500 mg IV daily for three doses, first dose 3/5, then prednisone 60 mg daily (about 1 mg/kg; she weighs 62 kg).
3. Hold hydroxychloroquine for now and restart it at a renally adjusted dose once the creatinine has declared itself. A hold, not a stop.
4. Ibuprofen stopped permanently. No NSAIDs.
5. Induction: if class III or IV, I favour mycophenolate over Euro-Lupus cyclophosphamide - she wants children and mycophenolate spares the ovaries. It is teratogenic; she has an etonogestrel implant (2189).
6. Smear, ADAMTS13, DAT, UPCR.
7. PJP prophylaxis once on high-dose prednisone.
___, MD, Rheumatology
"""
    },
    {
        "note_id": "9700001-PN-1", "subject_id": 9700001, "hadm_id": 29700011, "note_type": "PN",
        "note_seq": 1, "charttime": "2191-03-08T11:00:00", "storetime": "2191-03-08T11:40:00",
        "text": """\
MEDICINE PROGRESS NOTE - NP
HD#5

S: Joints much better. No gross hematuria. Asking about biopsy.

O: BP 148/92. Wt 63.1 kg (64.8 on adm). Edema 1+.
Labs: Cr 1.6 (3/4) -> 1.9 (3/6, peak) -> 1.8 (3/7) -> 1.7 today. Hgb 9.4, plt 126. UPCR 3.2 g/g.
ADAMTS13 activity 68% (resulted 3/7). Smear: 0-1 schistocytes/hpf, spherocytes present. DAT IgG+ C3+. aPL panel negative.
Renal biopsy 3/6, final report today: ISN/RPS class IV-G (A) lupus nephritis; 22 glomeruli, cellular crescents in 3; activity index 11/24, chronicity index 2/12. No thrombotic microangiopathy.
Post-biopsy Hgb q8h x 24 h stable.

A/P:
# Class IV lupus nephritis - biopsy-proven
- methylprednisolone 500 mg IV daily x3 completed (3/5, 3/6, 3/7)
- prednisone 60 mg PO daily from today 3/8
- mycophenolate mofetil 500 mg BID from today; increase to 1000 mg BID on 3/10 if GI tolerates
- amlodipine 5 mg daily started today for BP. No ACEi while Cr still up; add lisinopril once Cr <1.3 and stable (likely outpatient)
# TTP - excluded: ADAMTS13 68%, no schistocytes, no TMA on biopsy
# Warm AIHA (DAT+), mild - steroids
# SLE - HCQ restarted 3/7 at 200 mg DAILY (was 200 mg BID) for eGFR ~40
# Prophylaxis - TMP-SMX SS daily from today, to continue while pred >=20 mg/day. Calcium + vit D.
# Ibuprofen - stopped, do not resume
"""
    },
    {
        "note_id": "9700001-DS-1", "subject_id": 9700001, "hadm_id": 29700011, "note_type": "DS",
        "note_seq": 1, "charttime": "2191-03-13T10:00:00", "storetime": "2191-03-13T16:20:00",
        "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  2191-03-04              Discharge Date:   2191-03-13
Date of Birth:  ___             Sex:   F
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___

Chief Complaint: joint pain, leg swelling

Major Surgical or Invasive Procedure: Percutaneous renal biopsy (left) 2191-03-06

History of Present Illness:
29F with SLE on hydroxychloroquine and low-dose prednisone with arthritis, rash, edema, Cr 1.6 (baseline 0.7), active sediment, low complements; taking ibuprofen.

Family History: Maternal aunt with lupus nephritis, on hemodialysis from her 40s.

Brief Hospital Course:
# Lupus nephritis, class IV, biopsy-proven: Pulse methylprednisolone 500 mg IV daily for 3 days (3/5-3/7), then prednisone 60 mg daily from 3/8. Induction with mycophenolate started 3/8 at 500 mg BID and increased to 1000 mg BID on 3/10, tolerated. Cr peaked at 1.9 on 3/6 and was 1.4 at discharge. Ibuprofen stopped permanently.
# Suspected TMA/TTP - ruled out: ADAMTS13 68%, no schistocytes, biopsy without TMA. No plasma exchange.
# Autoimmune hemolytic anemia (warm, DAT+), mild: responded to steroids, Hgb 10.1 at discharge.
# Thrombocytopenia: lupus-related, plt 98 -> 141.
# Hypertension: amlodipine 5 mg started 3/8. ACE inhibitor deferred while Cr recovering. Plan: start lisinopril 5 mg when Cr is below 1.3 - to be checked at rheumatology clinic on 4/10.
# SLE/hydroxychloroquine: held on admission, restarted 3/7 at 200 mg daily (half her previous 200 mg BID) for reduced GFR.
# PJP prophylaxis: TMP-SMX SS daily started 3/8. Continue while prednisone is 20 mg/day or more; stop when the dose falls below 20 mg (scheduled 5/3).

Medications on Admission:
1. Hydroxychloroquine 200 mg PO BID
2. Prednisone 5 mg PO daily
3. Ibuprofen 600 mg PO TID (OTC)

Discharge Medications:
1. Prednisone - taper as below
2. Mycophenolate mofetil 1000 mg PO BID
3. Hydroxychloroquine 200 mg PO DAILY
4. Amlodipine 5 mg PO daily
5. Sulfamethoxazole-trimethoprim SS 1 tab PO daily (see above)
STOPPED: Ibuprofen - do not take any NSAIDs.

Prednisone taper (60 mg daily started 3/8):
- 60 mg daily through 3/21
- 50 mg daily 3/22 - 3/28
- 40 mg daily 3/29 - 4/4
- 30 mg daily 4/5 - 4/11
- 25 mg daily 4/12 - 4/18
- 20 mg daily 4/19 - 5/2
- then reduce by 2.5 mg every 2 weeks (17.5 mg from 5/3, 15 mg from 5/17, 12.5 mg from 5/31) down to 10 mg daily from 6/14, and stay at 10 mg until rheumatology review.

Discharge Disposition: Home

Discharge Diagnosis:
Primary: Lupus nephritis ISN/RPS class IV-G (A); SLE flare
Secondary: Warm autoimmune hemolytic anemia; thrombocytopenia; acute kidney injury; hypertension. TTP excluded.

Followup Instructions: Rheumatology clinic 2191-04-10. Nephrology ___.
"""
    },
    {
        "note_id": "9700001-PN-2", "subject_id": 9700001, "hadm_id": None, "note_type": "PN",
        "note_seq": 2, "charttime": "2191-04-10T14:30:00", "storetime": "2191-04-10T16:05:00",
        "text": """\
RHEUMATOLOGY CLINIC - FOLLOW-UP (outpatient)

Four weeks after discharge for class IV lupus nephritis. Feels well. Taking mycophenolate 1000 mg BID, hydroxychloroquine 200 mg daily, amlodipine 5 mg and TMP-SMX; on prednisone 30 mg this week, exactly as scheduled.

BP 142/88. No edema.

Labs 4/8: Cr 1.2, K 4.3, UPCR 1.4 g/g (3.2 in March), C3 78, Hgb 10.8, plt 188.

Assessment and plan:
1. Lupus nephritis, responding. Creatinine is now below 1.3, which was the threshold we set at discharge, and she remains hypertensive and proteinuric, so I am starting lisinopril 5 mg daily today. BMP with potassium in 1 week. Continue amlodipine 5 mg.
2. Continue mycophenolate 1000 mg BID. If UPCR is not below 0.5 g/g by six months of induction (early September) I would consider adding belimumab.
3. Prednisone: continue the taper as written - 25 mg from 4/12, 20 mg from 4/19. TMP-SMX until the dose drops below 20 mg.
4. Hydroxychloroquine 200 mg daily; retinal exam booked.

Return 2191-07-06.
___, MD
"""
    },
    {
        "note_id": "9700001-ED-2", "subject_id": 9700001, "hadm_id": 29700012, "note_type": "ED",
        "note_seq": 2, "charttime": "2191-06-18T10:10:00", "storetime": "2191-06-18T11:02:00",
        "text": """\
ED NOTE - RESIDENT

29F SLE / class IV LN (bx 3/2191) on MMF 1000 BID, pred 10, HCQ 200, lisinopril 5, amlodipine 5. 3 d fever, productive cough, R pleuritic pain. Stopped TMP-SMX 5/3 when pred went below 20 (per plan).

T 38.9 HR 112 BP 92/58 SpO2 91% RA -> 95% 2L. Crackles RLL. CXR: RLL consolidation.
WBC 14.2, lactate 2.6, Cr 0.9.

A/P: CAP RLL w/ sepsis. Immunosuppressed, off prophylaxis since 5/3 -> PJP cannot be excluded, though lobar pattern argues against.
- BCx, sputum cx, urine Ag, beta-D-glucan, LDH
- LR 2 L
- ceftriaxone 2 g + azithromycin 500 mg IV (10:30)
- HOLD MMF. HOLD lisinopril + amlodipine (BP 92/58)
- stress-dose hydrocortisone 50 mg IV q6h (on chronic pred, hypotensive); home pred held while on it
- CT chest
- admit medicine
"""
    },
    {
        "note_id": "9700001-RR-2", "subject_id": 9700001, "hadm_id": 29700012, "note_type": "RR",
        "note_seq": 2, "charttime": "2191-06-18T16:40:00", "storetime": "2191-06-18T18:25:00",
        "text": """\
EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  29-year-old woman with SLE on mycophenolate and prednisone, off Pneumocystis prophylaxis, fever and right lower lobe opacity on radiograph.  Evaluate for Pneumocystis pneumonia or other opportunistic infection.

COMPARISON:  Chest radiograph same day.

FINDINGS:
Dense consolidation of the right lower lobe with air bronchograms involving the posterior and lateral basal segments.  Small simple right pleural effusion.  The remaining lobes are clear: no diffuse or patchy ground-glass opacity, no cysts, no nodules, no cavitation, no tree-in-bud opacity.  No lymphadenopathy.  No pericardial effusion.

IMPRESSION:
1. Right lower lobe lobar consolidation with small parapneumonic effusion, consistent with bacterial pneumonia.
2. No CT features to suggest Pneumocystis pneumonia (no diffuse ground-glass opacity, no cysts).
"""
    },
    {
        "note_id": "9700001-DS-2", "subject_id": 9700001, "hadm_id": 29700012, "note_type": "DS",
        "note_seq": 2, "charttime": "2191-06-23T11:00:00", "storetime": "2191-06-23T17:05:00",
        "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  2191-06-18              Discharge Date:   2191-06-23
Date of Birth:  ___             Sex:   F
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___

Chief Complaint: fever, cough

History of Present Illness:
29F with class IV lupus nephritis (biopsy 2191-03-06) on mycophenolate 1000 mg BID and prednisone 10 mg daily (end of her taper, reached 6/14), with 3 days of fever and cough, BP 92/58, RLL consolidation. TMP-SMX had been stopped 5/3 as planned.

Brief Hospital Course:
# Community-acquired pneumonia, RLL, with sepsis: sputum Streptococcus pneumoniae (pan-sensitive), blood cultures negative. Ceftriaxone 2 g IV daily 6/18-6/21 with azithromycin 6/18-6/20, then oral amoxicillin 1 g TID from 6/22 to finish a 7-day course; last dose 6/24. Afebrile since the evening of 6/19. SpO2 96% on room air from 6/20.
# Pneumocystis pneumonia - concern on admission (immunosuppressed, off prophylaxis), ruled out: lobar pattern without ground-glass on CT, beta-D-glucan <31 pg/mL (negative, 6/20), LDH 190, and a bacterial pathogen identified. Not treated for PJP.
# Hypotension / relative adrenal insufficiency risk: 2 L LR; stress-dose hydrocortisone 50 mg IV q6h for 24 hours (6/18 10:30 to 6/19 10:30), then home prednisone 10 mg daily resumed 6/19.
# Lupus nephritis: quiescent, C3 normal. Creatinine 0.8 at discharge after a prerenal bump to 1.1 on 6/19; UPCR 0.6 (3.2 in March, 1.4 in April).
# Mycophenolate: held on admission 6/18. Restarted 6/21 at a reduced dose of 500 mg BID after 48 h afebrile. Plan: increase back to 1000 mg BID at rheumatology clinic on 7/6 if no further fevers and ANC normal.
# Hypertension: lisinopril and amlodipine both held 6/18 for hypotension. BP 118-130/70-82 by 6/22. Lisinopril 5 mg restarted at discharge (renoprotective). Amlodipine NOT restarted - resume only if home SBP is consistently above 140.
# PJP prophylaxis: TMP-SMX SS daily restarted 6/22 and to continue while on mycophenolate, regardless of prednisone dose. K 4.5 on 6/23; recheck K in 1 week (lisinopril + TMP-SMX).

Medications on Admission:
1. Mycophenolate mofetil 1000 mg PO BID
2. Prednisone 10 mg PO daily
3. Hydroxychloroquine 200 mg PO daily
4. Lisinopril 5 mg PO daily
5. Amlodipine 5 mg PO daily

Discharge Medications:
1. Mycophenolate mofetil 500 mg PO BID (reduced; see plan)
2. Prednisone 10 mg PO daily
3. Hydroxychloroquine 200 mg PO daily
4. Lisinopril 5 mg PO daily
5. Sulfamethoxazole-trimethoprim SS 1 tab PO daily
6. Amoxicillin 1 g PO TID through 6/24
HELD: Amlodipine 5 mg

Discharge Disposition: Home

Discharge Diagnosis:
Primary: Pneumococcal pneumonia, RLL, with sepsis
Secondary: Lupus nephritis class IV, partial remission. PJP ruled out.

Discharge Instructions: Check temperature twice daily for the first week; call for fever over 38.0. Home BP log.

Followup Instructions: Rheumatology 2191-07-06. Labs (BMP, CBC) in 1 week.
"""
    },
]
