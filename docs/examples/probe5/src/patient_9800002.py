"""Fictional patient 9800002: orthopaedic trauma / infection. Open tibial fracture with a nail, then a
fracture-related infection with exchange nailing, clean margins and a 12-week antibiotic course.

Everything here is invented. Dates are shifted into the 2200s, names are written ___.
"""

PATIENT = {"subject_id": 9800002, "gender": "M", "anchor_age": 34, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9800002, "hadm_id": 29800021, "admittime": "2202-07-14T01:10:00",
     "dischtime": "2202-07-21T12:00:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": 9800002, "hadm_id": 29800022, "admittime": "2202-11-03T15:30:00",
     "dischtime": "2202-11-12T13:00:00", "race": "WHITE", "insurance": "Private"},
]

NOTES = [
    {
        "note_id": "9800002-ED-1", "subject_id": 9800002, "hadm_id": 29800021, "note_type": "ED",
        "note_seq": 1, "charttime": "2202-07-14T01:35:00", "storetime": "2202-07-14T03:10:00",
        "text": """ED TRAUMA NOTE - RESIDENT

CC: MCC, L leg injury

HPI: 34M helmeted motorcyclist vs car ~40 mph at ~00:40. Brief LOC per witness, GCS 15 on arrival. Obvious open deformity L mid-shin. No neck pain. No CP/SOB/abd pain.

PMH: none. No prior fx, no prior surgery. No h/o DVT/PE.
Meds: none. All: NKDA.
SHx: smokes 1 ppd x15y. EtOH 2-3 beers/wk. No drugs. Roofer.
FHx: father DVT x2 (one unprovoked at 45, one after knee surgery), told "factor V Leiden". Mother T2DM.

Primary survey intact. GCS 15.
Secondary: L leg - 8 cm wound anteromedial mid-tibia, bone end visible, gross contamination w/ road debris and grass. DP/PT 2+ by doppler, sensation intact L foot, compartments soft. Abrasions R forearm. C-collar in place. Small L frontal scalp hematoma.

XR L tib/fib: comminuted midshaft tibial fx + segmental fibula fx.
CT head/C-spine: see rad.

A/P: 34M open L tibial shaft fx, Gustilo IIIA, grossly contaminated.
- cefazolin 2 g IV 01:25 + gentamicin 5 mg/kg IV (type III, contamination)
- Tdap (last tetanus unknown)
- splint, sterile saline dressing, wound photo
- ortho consulted -> OR tonight for I&D + fixation
- compartment checks q1h
- fentanyl 50 mcg IV x2
- hold VTE ppx until post-op
""",
    },
    {
        "note_id": "9800002-RR-2", "subject_id": 9800002, "hadm_id": 29800021, "note_type": "RR",
        "note_seq": 2, "charttime": "2202-07-14T01:55:00", "storetime": "2202-07-14T02:40:00",
        "text": """EXAMINATION:  CT HEAD WITHOUT CONTRAST; CT CERVICAL SPINE WITHOUT CONTRAST

INDICATION:  34 year old man, motorcycle collision with brief loss of consciousness. Evaluate for intracranial hemorrhage or cervical spine fracture.

TECHNIQUE:  Contiguous axial images of the head without contrast. Axial images of the cervical spine with sagittal and coronal reformats.

COMPARISON:  None.

FINDINGS:
HEAD: No intracranial hemorrhage, mass effect, or midline shift. Gray-white differentiation is preserved. The ventricles and sulci are normal. No calvarial fracture. Small left frontal scalp hematoma. The paranasal sinuses and mastoid air cells are clear.
CERVICAL SPINE: Normal alignment. No acute fracture. No prevertebral soft tissue swelling.

IMPRESSION:
1. No acute intracranial hemorrhage or calvarial fracture. Left frontal scalp hematoma.
2. No acute cervical spine fracture or malalignment.
""",
    },
    {
        "note_id": "9800002-PN-3", "subject_id": 9800002, "hadm_id": 29800021, "note_type": "PN",
        "note_seq": 3, "charttime": "2202-07-16T17:00:00", "storetime": "2202-07-16T18:30:00",
        "text": """ORTHOPAEDIC TRAUMA ATTENDING NOTE - SECOND LOOK

I took Mr. ___ back to the OR today for his planned second-look debridement. To recap: on the night of 07-14 we did an irrigation and debridement of the 8 cm open wound and a reamed intramedullary nail of the left tibia; the fibula was left alone. The wound was grossly contaminated with road grime and grass, and I removed a devitalized cortical fragment about 2 cm long. I chose early definitive fixation with a nail rather than an external fixator because the soft tissues were good enough.

Today the wound looked clean: healthy bleeding muscle, no further necrosis, no purulence. I debrided a little more and closed it primarily (delayed primary closure). No flap needed.

Antibiotics: cefazolin 2 g q8h continues. Gentamicin was stopped this morning after 3 doses (07-14 to 07-16). My plan is to stop cefazolin 24 hours after wound closure, i.e. tomorrow evening (07-17). I do not want an extended course: more antibiotic does not prevent infection after a clean closure, and he has had an adequate debridement.

Compartments: checks q1h for the first 24 hours after the nail, then q4h. All soft, no pain on passive stretch. Compartment checks can stop tomorrow.

VTE: enoxaparin 40 mg daily started 07-15. His father's two clots and factor V Leiden make me lean toward extended prophylaxis - I would give 4 weeks after discharge rather than stopping when he leaves. I am not sending thrombophilia testing as an inpatient; he can have it as an outpatient if he wants it.

Smoking: I told him plainly that smoking roughly doubles his risk of nonunion and infection. Nicotine patch 21 mg started.

Weight bearing: touch-down weight bearing on the left leg for 6 weeks.
""",
    },
    {
        "note_id": "9800002-RR-4", "subject_id": 9800002, "hadm_id": 29800021, "note_type": "RR",
        "note_seq": 4, "charttime": "2202-07-18T11:20:00", "storetime": "2202-07-18T12:05:00",
        "text": """EXAMINATION:  VENOUS DUPLEX ULTRASOUND, LEFT LOWER EXTREMITY

INDICATION:  34 year old man POD 4 from intramedullary nailing of the left tibia, with increasing left calf swelling and pain. Father with factor V Leiden. Evaluate for DVT.

TECHNIQUE:  Grayscale, color and Doppler imaging of the left common femoral, femoral, popliteal and calf veins as visible.

COMPARISON:  None.

FINDINGS:
The left common femoral, femoral and popliteal veins are fully compressible with normal color flow, phasicity and augmentation. The posterior tibial and peroneal veins are compressible in the proximal calf; the distal calf is not well seen because of dressings. Subcutaneous edema in the calf. No Baker's cyst.

IMPRESSION:
No DVT in the left lower extremity, within the limits of a distal calf examination limited by dressings. Soft tissue edema.
""",
    },
    {
        "note_id": "9800002-DS-5", "subject_id": 9800002, "hadm_id": 29800021, "note_type": "DS",
        "note_seq": 5, "charttime": "2202-07-21T10:00:00", "storetime": "2202-07-21T14:15:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2202-07-14              Discharge Date:   2202-07-21

Service: ORTHOPAEDICS

Allergies: No Known Allergies / Adverse Drug Reactions

Chief Complaint: left leg injury after motorcycle collision

Major Surgical or Invasive Procedure:
2202-07-14 irrigation and debridement of open left tibia fracture; reamed intramedullary nail, left tibia
2202-07-16 repeat irrigation and debridement; delayed primary closure

History of Present Illness:
34M helmeted motorcyclist struck by a car, brief LOC, open left tibial shaft fracture (Gustilo IIIA) with gross contamination.

Past Medical History: None. No prior fractures or surgery.

Social History: Smoker 1 ppd. Roofer.

Family History: Father DVT x2 with heterozygous factor V Leiden. Mother type 2 diabetes.

Brief Hospital Course:
# Open left tibial shaft fracture (Gustilo IIIA): I&D and IMN 07-14, second look and delayed primary closure 07-16. Antibiotics: cefazolin 07-14 to 07-17 (stopped 24 h after wound closure); gentamicin 3 doses 07-14 to 07-16. Wound clean and dry at discharge, no erythema, no drainage. No signs of infection. TDWB left leg x6 weeks.
# Compartment syndrome: none; checks d/c'd 07-17.
# Left calf swelling: venous duplex 07-18 - no DVT.
# VTE prophylaxis: enoxaparin 40 mg SC daily, to continue for 4 weeks after discharge (through 2202-08-18), extended because of the family history of factor V Leiden.
# Head injury with brief LOC: CT head and C-spine negative; collar cleared 07-14. No concussive symptoms.
# Pain: oxycodone 5-10 mg q4h prn in house; at discharge oxycodone 5 mg q6h prn (7-day supply) plus acetaminophen 1 g q8h.
# Tobacco: nicotine patch 21 mg daily; counseled.

Medications on Admission: None.

Discharge Medications:
1. Enoxaparin 40 mg SC daily (through 2202-08-18)
2. Oxycodone 5 mg PO q6h prn pain (7-day supply)
3. Acetaminophen 1 g PO q8h
4. Nicotine patch 21 mg/24 h daily
5. Docusate 100 mg PO bid; senna 8.6 mg PO qhs

Discharge Disposition: Home

Discharge Diagnosis: Open left tibial shaft fracture (Gustilo IIIA), s/p IMN. Closed head injury without intracranial injury.

Followup Instructions: Orthopaedic trauma clinic in 5 weeks with x-rays.
""",
    },
    {
        "note_id": "9800002-PN-6", "subject_id": 9800002, "hadm_id": None, "note_type": "PN",
        "note_seq": 6, "charttime": "2202-08-25T14:00:00", "storetime": "2202-08-25T15:20:00",
        "text": """ORTHOPAEDIC TRAUMA CLINIC - NP

S:
- 6 wk s/p IMN L tibia for open fx. Pain 2/10; off oxycodone since 07-28.
- Finished enoxaparin 08-18 as prescribed.
- Back to smoking ~1/2 ppd; stopped the patch after 1 wk.
- No fevers, no wound drainage.

O:
- Incision healed. No erythema, no drainage, no sinus. Mild swelling.
- NVI distally.
- XR L tib/fib: nail and interlocking screws intact; early periosteal callus along the medial and posterior cortices; fracture line still visible; no hardware loosening.

A/P:
- # Open tibial fx, healing. No signs of infection. Advance to WBAT in boot.
- # Tobacco: counseled again. Varenicline offered; pt will think about it.
- # FHx FVL: thrombophilia testing offered; pt declines for now.
- f/u 6 wk with XR.
""",
    },
    {
        "note_id": "9800002-ED-7", "subject_id": 9800002, "hadm_id": 29800022, "note_type": "ED",
        "note_seq": 7, "charttime": "2202-11-03T16:05:00", "storetime": "2202-11-03T17:30:00",
        "text": """ED NOTE - RESIDENT

CC: draining wound L shin

HPI: 34M s/p IMN L tibia 07/2202 for open fx p/w 2 wk of drainage from a small opening on the anterior L shin, ~2 cm distal to the old incision. Purulent, now daily. Increasing pain w/ WB x1 mo. Subjective fevers. Still smoking 1/2 ppd.

Meds: none.

Exam: T 38.1, HR 98, BP 128/76. L shin: 4 mm sinus anterior mid-tibia draining pus, 3 cm surrounding erythema, tender. NVI.
Labs: WBC 11.8, CRP 88, ESR 64. Cr 0.9.
XR L tib/fib: nail in situ. Fx line still visible, no bridging of anterior cortex. ?lucency around distal interlocking screws.

A/P: fracture-related infection - a sinus to the implant is confirmatory.
- BCx x2 drawn
- pt hemodynamically stable -> hold abx until deep cultures in OR per ortho
- CT L tibia
- admit ortho; OR planned 11-05
""",
    },
    {
        "note_id": "9800002-RR-8", "subject_id": 9800002, "hadm_id": 29800022, "note_type": "RR",
        "note_seq": 8, "charttime": "2202-11-03T19:10:00", "storetime": "2202-11-03T20:25:00",
        "text": """EXAMINATION:  CT LEFT TIBIA AND FIBULA WITHOUT CONTRAST

INDICATION:  34 year old man s/p intramedullary nailing of an open tibial fracture in 07/2202, now with a draining sinus. Evaluate for nonunion, sequestrum, or abscess.

TECHNIQUE:  Axial images with metal artifact reduction; coronal and sagittal reformats.

COMPARISON:  Radiographs 2202-08-25 and 2202-11-03.

FINDINGS:
Intramedullary nail with two proximal and two distal interlocking screws. Mid-diaphyseal tibial fracture with bridging callus across the posterior and medial cortices. No bridging across the anterior and lateral cortices, where a fracture gap of up to 3 mm persists.
A 1.8 x 0.6 cm sclerotic, devascularized cortical fragment at the anterior cortex at the fracture site, with surrounding lucency, consistent with a sequestrum. A cortical defect (cloaca) in the anterior cortex communicates with a subcutaneous sinus tract that reaches the skin.
Mild lucency (1 mm) around the distal interlocking screws. No hardware fracture.
No drainable intraosseous or soft tissue abscess. Subcutaneous edema. The fibular fracture has healed.

IMPRESSION:
1. Sequestrum of the anterior tibial cortex with cloaca and sinus tract to the skin, consistent with fracture-related infection / osteomyelitis.
2. Partial union: anterior and lateral cortices not bridged.
3. No drainable abscess.
4. Mild lucency around the distal interlocking screws, possibly early loosening.
""",
    },
    {
        "note_id": "9800002-CN-9", "subject_id": 9800002, "hadm_id": 29800022, "note_type": "CN",
        "note_seq": 9, "charttime": "2202-11-07T15:30:00", "storetime": "2202-11-07T17:00:00",
        "text": """INFECTIOUS DISEASE CONSULT - ATTENDING

Orthopaedics asked me to advise on antibiotics for a fracture-related infection of the left tibia.

I have reviewed the story. On 11-05 Dr. ___ removed the nail, reamed the canal, excised the sinus tract, removed the anterior sequestrum, debrided back to bleeding bone, and placed a new gentamicin-coated intramedullary nail. Five deep samples were sent. MSSA is growing in 4 of 5 (oxacillin-S, clindamycin-R, rifampin-S, levofloxacin-S). Blood cultures from 11-03 show no growth at 4 days.

After surgery he was started on vancomycin and piperacillin-tazobactam. His creatinine has gone from 0.9 on 11-04 to 1.8 today, and yesterday's vancomycin trough was 24.6. He had one dose of ketorolac in the PACU and no IV contrast - the CT was non-contrast. I think this is vancomycin nephrotoxicity, probably made worse by the combination with pip-tazo; the single ketorolac dose is a much less likely contributor. Both are stopped today and he is on cefazolin 2 g IV q8h, which is the better drug for MSSA in any case.

Duration: because a new implant is in place, I recommend 12 weeks of therapy counted from the surgery, 11-05 through 2203-01-28. IV cefazolin for the first 2 weeks (through 11-19), then oral levofloxacin 750 mg daily plus rifampin 300 mg twice daily for the remaining 10 weeks. Had all the hardware been removed, 6 weeks would have been enough, but that is not the situation here.

Rifampin must never be used alone, and I do not want to start it while the wound is still draining: start rifampin once the wound is dry and the drain is out. It can overlap with the cefazolin.

Please avoid NSAIDs until the creatinine normalizes. Weekly CBC, BMP and LFTs while on therapy. A PICC is fine once the blood cultures are final negative.

Smoking is the modifiable risk factor I care most about here, and I have told him so.
""",
    },
    {
        "note_id": "9800002-DS-10", "subject_id": 9800002, "hadm_id": 29800022, "note_type": "DS",
        "note_seq": 10, "charttime": "2202-11-12T11:00:00", "storetime": "2202-11-12T15:40:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2202-11-03              Discharge Date:   2202-11-12

Service: ORTHOPAEDICS

Allergies: Vancomycin (AKI, 11/2202)

Chief Complaint: draining sinus, left shin

Major Surgical or Invasive Procedure:
2202-11-05 removal of intramedullary nail, reaming, excision of sinus tract and sequestrectomy, insertion of gentamicin-coated intramedullary nail, left tibia
2202-11-08 PICC placement, right arm

History of Present Illness:
34M s/p IMN of an open left tibial fracture 07/2202, with a draining sinus for 2 weeks, fever and CRP 88.

Past Medical History: Open left tibial shaft fracture 07/2202 (Gustilo IIIA), IMN 07-14, closure 07-16. Tobacco use.

Family History: Father DVT x2 with factor V Leiden. Mother type 2 diabetes.

Pertinent Results:
CT 11-03: anterior cortical sequestrum with cloaca and sinus tract, partial union, no drainable abscess.
Operative cultures 11-05: MSSA in 4 of 5 samples (oxacillin-S, rifampin-S, levofloxacin-S, clindamycin-R). Blood cultures 11-03: no growth (final).
Pathology 11-05: anterior cortical fragment (sequestrum) with acute and chronic osteomyelitis. Proximal and distal canal reamings, and the final margin of debrided anterior cortex, show viable bone without acute inflammation - margins negative for osteomyelitis.
Cr 0.9 (11-04), peak 1.9 (11-08), 1.1 at discharge. Vancomycin trough 24.6 (11-06).

Brief Hospital Course:
# Fracture-related infection, left tibia, MSSA: exchange nailing and sequestrectomy 11-05 as above; margins negative. Vancomycin + pip-tazo 11-05 to 11-07; cefazolin 2 g IV q8h from 11-07 via PICC, through 11-19; then levofloxacin 750 mg PO daily plus rifampin 300 mg PO bid through 2203-01-28, completing 12 weeks from surgery. Drain removed 11-09 and the wound has been dry since 11-09; rifampin started 11-10, overlapping with cefazolin. At discharge the wound is dry and closed, no erythema.
# AKI: attributed to vancomycin (trough 24.6), likely potentiated by pip-tazo. Cr peak 1.9 on 11-08, 1.1 at discharge. No NSAIDs.
# Partial union: the new nail gives stability. Reassess union at 3 months; bone grafting may be needed if no progress.
# VTE prophylaxis: enoxaparin 40 mg SC daily in house; continue for 2 weeks after discharge (through 11-26), given family history and reduced mobility.
# Pain: oxycodone 5 mg q6h prn and acetaminophen 1 g q8h.
# Tobacco: varenicline started 11-10 (0.5 mg daily x3 days, 0.5 mg bid x4 days, then 1 mg bid), planned for 12 weeks. Nicotine patch 21 mg.

Medications on Admission: None.

Discharge Medications:
1. Cefazolin 2 g IV q8h via PICC through 2202-11-19
2. Levofloxacin 750 mg PO daily, start 2202-11-20, through 2203-01-28
3. Rifampin 300 mg PO bid (started 11-10), through 2203-01-28
4. Enoxaparin 40 mg SC daily through 2202-11-26
5. Acetaminophen 1 g PO q8h
6. Oxycodone 5 mg PO q6h prn pain
7. Varenicline 0.5 mg PO bid, then 1 mg PO bid from 2202-11-17
8. Nicotine patch 21 mg/24 h daily

Discharge Disposition: Home with services (OPAT)

Discharge Diagnosis: Fracture-related infection of the left tibia (MSSA) with sequestrum, s/p exchange nailing. Acute kidney injury due to vancomycin.

Followup Instructions: OPAT labs weekly (CBC, BMP, LFTs). ID clinic 2 weeks. Orthopaedic clinic 2 weeks for wound check.
""",
    },
]
