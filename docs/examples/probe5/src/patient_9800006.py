"""Fictional patient 9800006: infectious disease. Persistent MRSA bacteremia from a forearm abscess with
septic thrombophlebitis (IV daptomycin, then oral linezolid), then a relapse as L2-L3
discitis-osteomyelitis.

Everything here is invented. Dates are shifted into the 2200s, names are written ___.
"""

PATIENT = {"subject_id": 9800006, "gender": "M", "anchor_age": 52, "race": "HISPANIC/LATINO - MEXICAN"}

ADMISSIONS = [
    {"subject_id": 9800006, "hadm_id": 29800061, "admittime": "2206-01-05T16:00:00",
     "dischtime": "2206-01-16T13:00:00", "race": "HISPANIC/LATINO - MEXICAN", "insurance": "Private"},
    {"subject_id": 9800006, "hadm_id": 29800062, "admittime": "2206-03-20T11:00:00",
     "dischtime": "2206-03-26T14:00:00", "race": "HISPANIC/LATINO - MEXICAN", "insurance": "Private"},
]

NOTES = [
    {
        "note_id": "9800006-ED-1", "subject_id": 9800006, "hadm_id": 29800061, "note_type": "ED",
        "note_seq": 1, "charttime": "2206-01-05T17:50:00", "storetime": "2206-01-05T19:20:00",
        "text": """ED NOTE - RESIDENT

CC: fever, L arm swelling

HPI: 52M landscaper h/o T2DM (A1c 8.9 10/2205), HLD, depression p/w 4 d of L forearm pain/swelling after a thorn puncture while pruning 12-28. Fevers to 39.5, rigors x2 d. Also mild low back ache x1 wk, attributes to work. No IVDU. No prior serious infections, no h/o endocarditis, no valve disease, no prosthetic material.

Meds: metformin 1000 bid, atorvastatin 40 daily, sertraline 100 daily.
All: NKDA
FHx: brother w/ recurrent MRSA boils (lives w/ pt). Mother T2DM.
SHx: nonsmoker, EtOH rare.

Exam: T 39.3, HR 116, BP 102/60, RR 20. L volar forearm 6x4 cm fluctuant abscess, surrounding erythema ~12 cm, red streak along medial upper arm with tender cord. No murmur. No Janeway lesions/Osler nodes. Mild L paralumbar tenderness, no midline spinal tenderness. Neuro nl.

Labs: WBC 18.4, lactate 2.6, Cr 1.1, BG 312, plt 228.

A/P: sepsis from L forearm abscess +/- septic thrombophlebitis.
- BCx x2 before abx
- vancomycin 25 mg/kg load, then per pharmacy
- bedside I&D 17:30: 15 mL pus -> cx; packed
- LR 2 L
- heparin SC ppx
- UE venous duplex
- admit medicine
""",
    },
    {
        "note_id": "9800006-RR-2", "subject_id": 9800006, "hadm_id": 29800061, "note_type": "RR",
        "note_seq": 2, "charttime": "2206-01-06T10:10:00", "storetime": "2206-01-06T11:00:00",
        "text": """EXAMINATION:  VENOUS DUPLEX ULTRASOUND, LEFT UPPER EXTREMITY

INDICATION:  52 year old man with a left forearm abscess, blood cultures growing gram-positive cocci in clusters, and a tender cord along the medial arm. Evaluate for thrombophlebitis or DVT.

TECHNIQUE:  Grayscale, color and spectral Doppler imaging of the left internal jugular, subclavian, axillary, brachial, basilic and cephalic veins.

COMPARISON:  None.

FINDINGS:
Occlusive, heterogeneous thrombus in the left basilic vein from the mid-forearm to its confluence with the brachial veins in the upper arm, with surrounding soft tissue edema and hyperemia. Non-occlusive thrombus extends about 4 cm into one of the paired left brachial veins.
The left axillary and subclavian veins are patent with normal respiratory phasicity. The left internal jugular vein is compressible and patent. The cephalic vein is patent.
A residual 3.1 x 1.2 cm complex subcutaneous fluid collection in the volar forearm at the site of the recent incision and drainage.

IMPRESSION:
1. Occlusive left basilic vein thrombus extending into a left brachial vein (deep), consistent with septic thrombophlebitis in this clinical context.
2. No axillary or subclavian vein thrombosis.
3. Residual 3.1 cm forearm subcutaneous collection.
""",
    },
    {
        "note_id": "9800006-CN-3", "subject_id": 9800006, "hadm_id": 29800061, "note_type": "CN",
        "note_seq": 3, "charttime": "2206-01-07T14:00:00", "storetime": "2206-01-07T15:45:00",
        "text": """INFECTIOUS DISEASES CONSULT - ATTENDING

I was asked to help with MRSA bacteremia.

Blood cultures from 01-05 grow MRSA in 2 of 2 sets (vancomycin MIC 1), as does the forearm pus. The 01-06 and 01-07 cultures are also positive, so he has persistent bacteremia, now on day 3 of vancomycin. Yesterday's duplex shows septic thrombophlebitis of the basilic vein extending into a brachial vein, and there is a residual forearm collection. In my view the persisting bacteremia is a source-control problem, not a vancomycin failure.

I also want to be sure I am not missing a second focus. He has had a week of low back ache. He is a landscaper, so there is an easy explanation, but in S. aureus bacteremia back pain is vertebral osteomyelitis until shown otherwise, and I have asked for an MRI of the lumbar spine. He has no murmur, but every S. aureus bacteremia gets an echocardiogram, and persistent bacteremia gets a TEE. The TTE yesterday showed no vegetation.

Family history: his brother, who lives with him, has recurrent MRSA boils. That is probably where this strain came from, and I would decolonize the household once he is home.

Recommendations:
1. Continue vancomycin, AUC-guided (target AUC 400-600).
2. Hand surgery for formal I&D and excision of the infected basilic vein segment, ideally tomorrow.
3. Daily blood cultures until negative. The duration of therapy is counted from the first negative culture.
4. TEE.
5. MRI L-spine with and without gadolinium.
6. Anticoagulation for the deep (brachial) component: yes. Heparin drip now. This is a provoked thrombosis, so 3 months, not indefinite.
7. Expected duration: complicated bacteremia (persistent > 72 h, thrombophlebitis), so 4 to 6 weeks from the first negative culture. I will firm this up once the TEE and MRI are back.
8. If we switch to daptomycin, hold the atorvastatin (CK).
9. Glucose control matters for source control; please get his sugars down.
""",
    },
    {
        "note_id": "9800006-RR-4", "subject_id": 9800006, "hadm_id": 29800061, "note_type": "RR",
        "note_seq": 4, "charttime": "2206-01-08T08:30:00", "storetime": "2206-01-08T10:15:00",
        "text": """EXAMINATION:  MRI LUMBAR SPINE WITH AND WITHOUT CONTRAST

INDICATION:  52 year old man with MRSA bacteremia and low back pain. Evaluate for vertebral osteomyelitis, discitis, or epidural abscess.

TECHNIQUE:  Sagittal T1, T2 and STIR; post-gadolinium sagittal and axial T1 with fat saturation; axial T2.

COMPARISON:  None.

FINDINGS:
Vertebral body heights and alignment are normal. Marrow signal is normal; no T2/STIR hyperintensity of the vertebral bodies or discs. No abnormal disc or endplate enhancement. No epidural or paraspinal collection. Psoas muscles normal.
L4-L5: mild disc bulge and facet arthropathy with mild bilateral foraminal narrowing.
The conus is normal and terminates at L1.

IMPRESSION:
1. No evidence of discitis-osteomyelitis or epidural abscess.
2. Mild L4-L5 degenerative change.
""",
    },
    {
        "note_id": "9800006-DS-5", "subject_id": 9800006, "hadm_id": 29800061, "note_type": "DS",
        "note_seq": 5, "charttime": "2206-01-16T11:00:00", "storetime": "2206-01-16T15:30:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2206-01-05              Discharge Date:   2206-01-16

Service: MEDICINE (Infectious Diseases following)

Allergies: Vancomycin (thrombocytopenia, 01/2206)

Chief Complaint: fever, left arm swelling

Major Surgical or Invasive Procedure:
2206-01-05 bedside incision and drainage, left forearm (ED)
2206-01-08 formal incision and drainage, left forearm, and excision of infected left basilic vein segment (hand surgery)
2206-01-09 transesophageal echocardiogram
2206-01-12 PICC placement, right arm

History of Present Illness:
52M landscaper with T2DM, with a left forearm abscess after a thorn puncture, sepsis and MRSA bacteremia.

Past Medical History: T2DM (A1c 9.1). Hyperlipidemia. Depression.

Family History: Brother with recurrent MRSA boils, lives with the patient. Mother type 2 diabetes.

Pertinent Results:
Blood cultures: MRSA 01-05, 01-06, 01-07, 01-08 (persistent); no growth 01-09, 01-10, 01-11. Forearm pus and vein segment: MRSA (vancomycin MIC 1, daptomycin-S, linezolid-S).
TTE 01-06 and TEE 01-09: no vegetation, no perivalvular abscess, structurally normal valves.
Duplex 01-06: left basilic vein thrombus extending into a left brachial vein.
MRI L-spine 01-08: no discitis-osteomyelitis, no epidural abscess.
Platelets 228 (01-05), 188 (01-08), 61 (01-11), 102 (01-13), 164 (01-16). PF4 antibody ELISA 01-12: negative (OD 0.18).
CRP 188 (01-06) -> 41 (01-15).

Brief Hospital Course:
# MRSA bacteremia, complicated (persistent 01-05 to 01-08; septic thrombophlebitis): source left forearm abscess with basilic vein thrombophlebitis. I&D and vein excision 01-08. First negative blood culture 01-09. Endocarditis excluded by TTE and TEE. Vertebral osteomyelitis not seen on MRI. Vancomycin 01-05 to 01-11, then daptomycin 8 mg/kg IV q24h from 01-11 (thrombocytopenia, below). Plan per ID: IV daptomycin for 4 weeks from the first negative culture (01-09), last dose 02-06; then oral linezolid 600 mg bid for 2 weeks (02-07 to 02-20); 6 weeks in total. Weekly CBC, CK and BMP to OPAT.
# Thrombocytopenia: platelets 228 -> 61 by 01-11. HIT considered (heparin SC from 01-05, drip from 01-07; 4T score 5, intermediate): heparin stopped 01-11 and argatroban started. PF4 ELISA negative 01-12, so HIT excluded. Attributed to vancomycin (drug-induced immune thrombocytopenia; vancomycin-dependent antibody sent, pending at discharge). Platelets recovered after vancomycin stopped (164 at discharge). Vancomycin added to the allergy list.
# Left basilic / brachial vein septic thrombophlebitis with deep extension: heparin drip 01-07 to 01-11; argatroban 01-11 to 01-13; then apixaban 10 mg bid for 7 days (01-13 to 01-19), then 5 mg bid. Provoked: 3 months in total, through 2206-04-07.
# T2DM: A1c 9.1. Metformin continued. Insulin glargine 14 units qhs started 01-09; increased to 18 units on 01-16 (day of discharge) for fasting glucose in the 180s.
# Hyperlipidemia: atorvastatin held from 01-11 while on daptomycin; resume once daptomycin is completed.
# Depression: sertraline 100 mg continued while on daptomycin. Hold sertraline during the linezolid course (02-07 to 02-20; serotonin syndrome risk) and restart at 50 mg on 02-21, then 100 mg after a week.
# MRSA decolonization: patient and household (brother): mupirocin nasal bid and chlorhexidine washes daily for 5 days after discharge.

Medications on Admission:
1. Metformin 1000 mg PO bid
2. Atorvastatin 40 mg PO daily
3. Sertraline 100 mg PO daily

Discharge Medications:
1. Daptomycin 760 mg (8 mg/kg) IV q24h via PICC through 2206-02-06
2. Linezolid 600 mg PO bid 2206-02-07 through 2206-02-20
3. Apixaban 10 mg PO bid through 01-19, then 5 mg PO bid through 2206-04-07
4. Metformin 1000 mg PO bid
5. Insulin glargine 18 units SC qhs
6. Sertraline 100 mg PO daily (HOLD 02-07 to 02-20 while on linezolid; restart 50 mg 02-21)
7. Mupirocin 2% nasal bid x5 days; chlorhexidine 4% wash daily x5 days
HELD: atorvastatin (resume after the last daptomycin dose).

Discharge Disposition: Home with OPAT

Discharge Diagnosis: Complicated MRSA bacteremia from a left forearm abscess with septic thrombophlebitis of the basilic vein extending into a brachial vein. Vancomycin-induced thrombocytopenia.

Followup Instructions: OPAT weekly labs (CBC, CK, BMP). ID clinic in 4 weeks.
""",
    },
    {
        "note_id": "9800006-PN-6", "subject_id": 9800006, "hadm_id": None, "note_type": "PN",
        "note_seq": 6, "charttime": "2206-02-10T10:00:00", "storetime": "2206-02-10T11:40:00",
        "text": """ID / OPAT CLINIC - NP

S:
- MRSA bacteremia w/ septic thrombophlebitis. Last dose of IV daptomycin 02-06; PICC pulled 02-07. Linezolid 600 bid started 02-07 (day 4 today).
- Sertraline held since 02-07 as planned. Mood OK; mild irritability.
- Atorvastatin restarted 02-07, after dapto finished, per plan.
- Low back: still a dull ache, worse bending, no radicular sx, no bowel/bladder sx. He puts it down to going back to work. No fevers.
- Apixaban 5 bid, no bleeding.
- Decolonization done 01-17 to 01-21; brother did it too.

O:
- T 36.8, BP 130/78, HR 72.
- L forearm wound healed. No spinal tenderness. Neuro nl.
- CBC 02-09: WBC 6.8, plt 242. CK 02-02: 95. CRP 12 (188 on 01-06). ESR 38.

A/P:
- # MRSA bacteremia: on track. Linezolid through 02-20. Weekly CBC (marrow suppression).
- # Back pain: MRI 01-08 neg; likely mechanical. Low threshold for repeat MRI if worse, fever, or rising CRP/ESR. Recheck ESR/CRP in 2 wk.
- # Sertraline: resume 50 mg on 02-21, then 100 mg after 1 wk if no issues.
- # Anticoagulation: apixaban 5 bid to complete 3 months (04-07).
- f/u 03-06 after completion.
""",
    },
    {
        "note_id": "9800006-ED-7", "subject_id": 9800006, "hadm_id": 29800062, "note_type": "ED",
        "note_seq": 7, "charttime": "2206-03-20T12:10:00", "storetime": "2206-03-20T13:45:00",
        "text": """ED NOTE - RESIDENT

CC: fever, back pain

HPI: 52M h/o MRSA bacteremia 01/2206 (L forearm abscess + basilic/brachial septic thrombophlebitis; TTE/TEE neg; MRI L-spine neg 01-08), s/p dapto x4 wk + linezolid x2 wk, completed 02-20, p/w 10 d worsening low back pain, now severe, can't sleep, + fevers to 38.8 x3 d. No leg weakness, no saddle anesthesia, no urinary retention. No new skin lesions. No IVDU. Missed the 03-06 ID f/u (work).

Meds: apixaban 5 bid, metformin 1000 bid, glargine 18 u qhs, atorvastatin 40 daily, sertraline 50 daily (resumed 02-21; not yet back up to 100).

Exam: T 38.7, HR 104, BP 134/80. Point tenderness L2-L3. Strength 5/5 BLE, sensation intact, reflexes symmetric, rectal tone nl. L forearm scar healed. No murmur.
Labs: WBC 13.9, CRP 142, ESR 96, plt 288, Cr 1.0, CK 110, BG 224.

A/P: c/f vertebral osteo/discitis +/- epidural abscess, MRSA relapse.
- BCx x2 drawn 11:50
- neuro intact, HD stable -> hold abx pending BCx / possible IR biopsy, per ID
- MRI T + L spine w/wo gad, urgent
- hold apixaban (possible biopsy)
- admit medicine; ID + spine surgery consults
""",
    },
    {
        "note_id": "9800006-RR-8", "subject_id": 9800006, "hadm_id": 29800062, "note_type": "RR",
        "note_seq": 8, "charttime": "2206-03-20T15:10:00", "storetime": "2206-03-20T16:30:00",
        "text": """EXAMINATION:  MRI THORACIC AND LUMBAR SPINE WITH AND WITHOUT CONTRAST

INDICATION:  52 year old man with prior MRSA bacteremia, now fever, L2-L3 tenderness and CRP 142. Evaluate for discitis-osteomyelitis or epidural abscess.

TECHNIQUE:  Sagittal T1, T2 and STIR of the thoracic and lumbar spine; post-gadolinium sagittal and axial T1 with fat saturation.

COMPARISON:  MRI lumbar spine 2206-01-08.

FINDINGS:
New T2/STIR hyperintensity and T1 hypointensity of the L2 and L3 vertebral bodies adjacent to the L2-L3 disc, with fluid-bright signal within the disc and erosion of the adjacent endplates, and avid enhancement of the disc and endplates.
Thin (3 mm) enhancing phlegmon in the ventral epidural space at L2-L3, without a rim-enhancing fluid collection. No compression of the thecal sac or cauda equina.
Mild enhancement of both psoas muscles at L2-L3 without a drainable abscess (largest focus 8 mm).
Thoracic spine: no abnormal marrow signal, no epidural collection.
L4-L5 degenerative change, unchanged.
On review of the 2206-01-08 examination, the L2-L3 disc and endplates were normal at that time.

IMPRESSION:
1. L2-L3 discitis-osteomyelitis, new since 2206-01-08.
2. Ventral epidural phlegmon at L2-L3 without a drainable epidural abscess. No neural compression.
3. Mild bilateral psoas myositis without drainable abscess.
""",
    },
    {
        "note_id": "9800006-PN-9", "subject_id": 9800006, "hadm_id": 29800062, "note_type": "PN",
        "note_seq": 9, "charttime": "2206-03-23T16:00:00", "storetime": "2206-03-23T17:30:00",
        "text": """INFECTIOUS DISEASES - ATTENDING PROGRESS NOTE

Blood cultures from 03-20 flagged gram-positive cocci in clusters the next morning and grew MRSA in 2 of 2 sets (vancomycin MIC 1, daptomycin-S, linezolid-S). Daptomycin was started on 03-20 at 21:00, after the MRI. The 03-21 and 03-22 cultures show no growth so far, so 03-21 is the first negative day. Because the blood cultures declared themselves, he did not need an IR biopsy of the disc.

How did this happen? He took every linezolid dose - his wife brought the blister packs and the count is right - so I do not think this is non-adherence. There is no new skin lesion and no line. The January MRI was genuinely normal at L2-L3; I reviewed it again with the neuroradiologist. But he had back pain in January and again at the February clinic visit, with an ESR of 38. My reading is that the L2-L3 disc was seeded during the persistent bacteremia in January, below what MRI could show at the time, and that 6 weeks of treatment - right for the bacteremia as we understood it - was not enough for an infection in bone that we could not yet see. I do not think this is a new acquisition or a failure of the drug.

A repeat TEE on 03-22 again showed no vegetation.

Plan:
- Daptomycin 10 mg/kg IV q24h; the higher dose for bone.
- Duration: 8 weeks of IV daptomycin from the first negative culture (03-21), through 2206-05-16. No oral step-down this time. I will reassess at 6 weeks with CRP; repeat MRI only if there are clinical concerns.
- Atorvastatin held again while on daptomycin; resume after the course.
- Spine surgery: no indication for surgery - no abscess, no instability, neurologically intact. TLSO brace for comfort.
- Apixaban: he was due to finish 3 months on 04-07. It was held 03-20 for a possible biopsy and resumed 03-22 at 5 mg bid now that no procedure is needed; stop as planned on 04-07.
- Sertraline: linezolid is not part of this plan, so sertraline can go back to the full 100 mg.
- Repeat decolonization for him and his brother.
""",
    },
    {
        "note_id": "9800006-DS-10", "subject_id": 9800006, "hadm_id": 29800062, "note_type": "DS",
        "note_seq": 10, "charttime": "2206-03-26T11:30:00", "storetime": "2206-03-26T15:10:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2206-03-20              Discharge Date:   2206-03-26

Service: MEDICINE (Infectious Diseases following)

Allergies: Vancomycin (thrombocytopenia, 01/2206)

Chief Complaint: fever, low back pain

Major Surgical or Invasive Procedure:
2206-03-22 transesophageal echocardiogram
2206-03-24 PICC placement, right arm

History of Present Illness:
52M with complicated MRSA bacteremia in 01/2206 (forearm abscess, septic thrombophlebitis; TEE negative; MRI L-spine negative 01-08), treated with daptomycin then linezolid through 02-20, presenting with 10 days of worsening back pain and fever.

Past Medical History: MRSA bacteremia 01/2206 as above. Left basilic/brachial vein thrombosis 01/2206 on apixaban. Vancomycin-induced thrombocytopenia 01/2206. T2DM. Hyperlipidemia. Depression.

Family History: Brother with recurrent MRSA boils. Mother type 2 diabetes.

Pertinent Results:
Blood cultures 03-20: MRSA 2/2 (vancomycin MIC 1, daptomycin-S). 03-21, 03-22: no growth (final).
MRI T/L-spine 03-20: L2-L3 discitis-osteomyelitis, new since 01-08; ventral epidural phlegmon without abscess; mild psoas myositis without abscess.
TEE 03-22: no vegetation.
CRP 142 -> 96 (03-25). ESR 96. CK 110 (03-20), 98 (03-25).

Brief Hospital Course:
# MRSA L2-L3 discitis-osteomyelitis with recurrent bacteremia (relapse): daptomycin 10 mg/kg IV q24h from 03-20; first negative blood culture 03-21; 8 weeks of IV daptomycin from 03-21, last dose 2206-05-16. No oral step-down planned. Weekly CK, CBC, BMP, CRP/ESR. Relapse attributed to L2-L3 seeding during the January bacteremia that was not yet visible on the 01-08 MRI; not non-adherence (pill count correct) and not a new source. Endocarditis again excluded by TEE. Epidural phlegmon without abscess: no surgery; neurologically intact throughout. TLSO for comfort.
# Back pain: oxycodone 5 mg q6h prn, acetaminophen 1 g q8h.
# Left arm septic thrombophlebitis / brachial vein thrombosis: apixaban held 03-20 to 03-21 for a possible biopsy, resumed 5 mg bid 03-22. Stop on 2206-04-07 (3 months, provoked).
# T2DM: hyperglycemia with infection, fasting glucose 190s. Glargine increased from 18 to 22 units on 03-26, the day of discharge. Metformin continued.
# Depression: sertraline increased from 50 to 100 mg on 03-24 (no linezolid planned).
# Hyperlipidemia: atorvastatin held from 03-20 while on daptomycin; resume after the last daptomycin dose (after 05-16).
# MRSA decolonization repeated: patient and household, 5 days.

Medications on Admission:
1. Apixaban 5 mg PO bid
2. Metformin 1000 mg PO bid
3. Insulin glargine 18 units SC qhs
4. Atorvastatin 40 mg PO daily
5. Sertraline 50 mg PO daily

Discharge Medications:
1. Daptomycin 950 mg (10 mg/kg) IV q24h via PICC through 2206-05-16
2. Apixaban 5 mg PO bid through 2206-04-07
3. Metformin 1000 mg PO bid
4. Insulin glargine 22 units SC qhs
5. Sertraline 100 mg PO daily
6. Oxycodone 5 mg PO q6h prn pain
7. Acetaminophen 1 g PO q8h
8. Mupirocin 2% nasal bid x5 days; chlorhexidine 4% wash daily x5 days
HELD: atorvastatin (resume after daptomycin is completed).

Discharge Disposition: Home with OPAT

Discharge Diagnosis: MRSA L2-L3 discitis-osteomyelitis with relapsed bacteremia. Ventral epidural phlegmon without abscess.

Followup Instructions: OPAT weekly labs (CBC, CK, BMP, CRP, ESR). ID clinic in 2 weeks. Spine clinic in 6 weeks.
""",
    },
]
