"""Patient 9900002: diabetic foot - wet gangrene of the right 5th toe with 5th ray osteomyelitis,
open ray amputation and tibial angioplasty (2191-09); then 4th metatarsal osteomyelitis with a
transmetatarsal amputation and a positive bone margin (2192-01). Fictional."""

PATIENT = {"subject_id": 9900002, "gender": "M", "anchor_age": 61, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"hadm_id": 29900021, "admittime": "2191-09-02T14:20:00", "dischtime": "2191-09-12T12:00:00",
     "race": "BLACK/AFRICAN AMERICAN", "insurance": "Private"},
    {"hadm_id": 29900022, "admittime": "2192-01-15T09:30:00", "dischtime": "2192-01-27T15:00:00",
     "race": "BLACK/AFRICAN AMERICAN", "insurance": "Private"},
]

NOTES = []

NOTES.append({"note_id": "9900002-ED-1", "hadm_id": 29900021, "note_type": "ED",
              "charttime": "2191-09-02T15:50:00", "storetime": "2191-09-02T16:14:00", "text": """\
ED resident note

61M T2DM (A1c 9.8), PAD, smoker 40 pk-yr, neuropathy, p/w R foot redness, swelling, foul drainage. Blister lat R 5th toe ~2 wks ago -> toe black x5 days -> swelling to midfoot x2 days. Fevers since last night.
Meds: metformin 1000 BID, glargine 24 u qHS, lispro SSI, lisinopril 10, atorva 20, ASA 81, gabapentin 300 TID. NKDA.

VS: T 38.7, HR 112, BP 96/58. FS 388.
Exam: R 5th toe black w/ wet necrosis at base, purulent drainage + crepitus lat forefoot, erythema to midfoot, probe-to-bone + at 5th MTP. R DP absent, PT faint doppler.
Labs: WBC 18.4, lactate 2.9, CRP 212, Cr 1.1, BHB 0.6.
XR: soft tissue gas lat forefoot, no definite erosion.

A/P: wet gangrene R 5th toe, severe diabetic foot infection w/ sepsis.
- BCx, vanc + pip-tazo, 2 L LR
- hold lisinopril (soft BP) + metformin (sepsis, contrast coming)
- MRI foot now: extent / ?nec fasc
- vascular surgery: OR tonight for I&D + open 5th ray amputation; angiogram after source control
"""})

NOTES.append({"note_id": "9900002-RR-2", "hadm_id": 29900021, "note_type": "RR",
              "charttime": "2191-09-02T18:05:00", "storetime": "2191-09-02T18:40:00", "text": """\
EXAMINATION:  MRI RIGHT FOOT WITHOUT AND WITH CONTRAST

INDICATION:  61 year old man with diabetes, gangrene of the right fifth toe and soft tissue gas on radiographs.  Evaluate for osteomyelitis and necrotizing fasciitis.

COMPARISON:  Radiographs same day.

FINDINGS:
Marrow edema with low T1 signal in the fifth proximal phalanx and fifth metatarsal head with lateral cortical disruption.  Fourth metatarsal and remaining rays normal.  2.1 x 1.4 cm rim-enhancing collection dorsolateral to the fifth MTP joint.  Gas and enhancement confined to the subcutaneous tissue of the lateral forefoot; no fluid or gas along the deep fascial planes.

IMPRESSION:
1.  Osteomyelitis of the fifth proximal phalanx and fifth metatarsal head.
2.  Dorsolateral abscess with subcutaneous gas.
3.  No imaging features of necrotizing fasciitis.
"""})

NOTES.append({"note_id": "9900002-CN-3", "hadm_id": 29900021, "note_type": "CN",
              "charttime": "2191-09-05T14:00:00", "storetime": "2191-09-05T15:20:00", "text": """\
INFECTIOUS DISEASE CONSULTATION

Reason: antibiotic duration after right 5th ray amputation

61M with T2DM, PAD and active smoking admitted 9/2 with wet gangrene of the right fifth toe and sepsis; MRI: osteomyelitis of the fifth proximal phalanx and metatarsal head with abscess. OR the night of admission (9/2) for I&D and open fifth ray amputation. Angiogram 9/4 with balloon angioplasty of the anterior tibial artery and tibioperoneal trunk. Back to the OR tomorrow (9/6) for debridement, proximal bone margin and partial closure.

Micro: deep tissue - group B streptococcus and Proteus mirabilis (ampicillin S, amoxicillin-clavulanate S). Blood cultures no growth. Resected metatarsal head: acute osteomyelitis.
On vancomycin + piperacillin-tazobactam since 9/2. Afebrile since 9/3, wound clean.

Assessment: the infected bone has been removed; what remains is answered by tomorrow's proximal margin, not by the resected specimen.

Recommendations:
1. Stop vancomycin today (no MRSA, nares PCR negative); continue piperacillin-tazobactam for now.
2. If the 9/6 margin is clean: treat residual soft-tissue infection for 2 weeks in total from the 9/6 surgery, switching to oral amoxicillin-clavulanate 875/125 BID once afebrile; no PICC.
3. If the margin shows residual osteomyelitis: 6 weeks from 9/6, IV or highly bioavailable oral regimen to be discussed.
4. Glycemic control and smoking cessation.
"""})

NOTES.append({"note_id": "9900002-DS-4", "hadm_id": 29900021, "note_type": "DS",
              "charttime": "2191-09-12T10:30:00", "storetime": "2191-09-12T14:05:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   M
Service: VASCULAR
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Right foot infection, black fifth toe

Major Surgical or Invasive Procedure:
9/2: I&D right foot, open right fifth ray amputation
9/4: Angiogram, balloon angioplasty right anterior tibial artery and tibioperoneal trunk
9/6: Debridement, proximal bone margin, partial closure, NPWT

History of Present Illness:
61M with type 2 diabetes, PAD and neuropathy with a fifth toe blister for two weeks that turned black, then spreading redness for 2 days and fevers; septic on arrival.

Brief Hospital Course:
# Wet gangrene with abscess and osteomyelitis of the fifth proximal phalanx and metatarsal head: MRI without necrotizing fasciitis. Cultures: group B streptococcus, Proteus mirabilis. Proximal margin (9/6) NEGATIVE for osteomyelitis. Per ID, 2 weeks from 9/6: IV vancomycin 9/2-9/5 and piperacillin-tazobactam 9/2-9/7 (5 days IV), then oral amoxicillin-clavulanate from 9/7, last dose 9/19.

# PAD: 80% anterior tibial and 70% tibioperoneal trunk stenoses, angioplasty 9/4. Clopidogrel started 9/4 with aspirin for at least 30 days; vascular surgery to decide at 3 months whether to continue. Atorvastatin increased to 80 mg.

# Type 2 diabetes: glargine increased to 28 units. Metformin held, restarted 9/7 at 1000 mg BID (creatinine stable after contrast).

# Hypertension: lisinopril held for sepsis-related hypotension and contrast; BP 118-134 off it. Not restarted. Consider restarting lisinopril at vascular follow-up if BP > 140.

Medications on Admission:
1. MetFORMIN 1000 mg PO BID
2. Glargine 24 Units at bedtime
3. Insulin lispro sliding scale
4. Lisinopril 10 mg PO daily
5. Atorvastatin 20 mg PO QPM
6. Aspirin 81 mg PO daily
7. Gabapentin 300 mg PO TID

Discharge Medications:
1. Amoxicillin-Clavulanic Acid 875 mg PO Q12H, last dose 9/19
2. Aspirin 81 mg PO DAILY
3. Clopidogrel 75 mg PO DAILY (NEW)
4. Atorvastatin 80 mg PO QPM (INCREASED)
5. Glargine 28 Units at bedtime (INCREASED)
6. Insulin lispro sliding scale
7. MetFORMIN 1000 mg PO BID
8. Gabapentin 300 mg PO TID
9. Nicotine patch 21 mg/24 hr DAILY (NEW)
HELD: Lisinopril 10 mg.

Discharge Disposition:
Home With Service (VNA for NPWT)

Discharge Diagnosis:
Wet gangrene right fifth toe; osteomyelitis resected with clean margin; PAD s/p angioplasty; type 2 diabetes.

Discharge Instructions:
Heel weight-bearing only on the right. Finish Augmentin through 9/19. Take clopidogrel (Plavix) daily. Please stop smoking.

Followup Instructions:
Vascular surgery clinic in 2 weeks and at 3 months.
"""})

NOTES.append({"note_id": "9900002-ED-5", "hadm_id": 29900022, "note_type": "ED",
              "charttime": "2192-01-15T10:10:00", "storetime": "2192-01-15T10:37:00", "text": """\
ED resident note

61M T2DM, PAD s/p R AT/TPT angioplasty 9/2191, s/p R 5th ray amp 9/2191 (osteomyelitis, clean margin, healed 11/2191), smoker again (1 ppd), p/w R foot swelling/redness x3 days, subjective fevers. Plantar ulcer under 4th met head x ~3 wks.
Meds: ASA 81, clopidogrel 75, atorva 80, glargine 28 u, lispro SSI, metformin 1000 BID, gabapentin 300 TID, lisinopril 5 (restarted 10/2191 at vasc clinic for BP 152/90).

VS: T 38.2, HR 104, BP 108/64. FS 301.
Exam: 1.5 cm plantar ulcer under R 4th MT head, probes to bone, purulent; dorsal forefoot erythema; plantar fluctuance.
Labs: WBC 15.2, CRP 168, lactate 1.7, Cr 1.0.

A/P: deep diabetic foot infection w/ probe-to-bone 4th MT; h/o osteomyelitis R 5th MT 9/2191.
- XR foot; arterial duplex (restenosis?) before surgery
- vanc + pip-tazo
- hold lisinopril + metformin
- vascular surgery: OR 24-48 h
"""})

NOTES.append({"note_id": "9900002-RR-6", "hadm_id": 29900022, "note_type": "RR",
              "charttime": "2192-01-15T11:05:00", "storetime": "2192-01-15T11:40:00", "text": """\
EXAMINATION:  RADIOGRAPHS RIGHT FOOT, THREE VIEWS

INDICATION:  61 year old man with diabetes and neuropathy, plantar ulcer and forefoot swelling.  Evaluate for Charcot neuroarthropathy versus osteomyelitis.

COMPARISON:  09/2191.

FINDINGS:
Prior fifth ray amputation with a smooth corticated margin.  New cortical erosion of the plantar-lateral fourth metatarsal head with periosteal reaction beneath a soft tissue ulcer.  Lisfranc and Chopart joints congruent; no fragmentation, subluxation or midfoot disorganization.

IMPRESSION:
1.  Osteomyelitis of the fourth metatarsal head.
2.  No evidence of Charcot neuroarthropathy.
"""})

NOTES.append({"note_id": "9900002-RR-7", "hadm_id": 29900022, "note_type": "RR",
              "charttime": "2192-01-15T15:40:00", "storetime": "2192-01-15T16:25:00", "text": """\
EXAMINATION:  ARTERIAL DUPLEX RIGHT LOWER EXTREMITY WITH ABI

INDICATION:  61 year old man after right anterior tibial and tibioperoneal trunk angioplasty 09/2191, now needing forefoot amputation.  Evaluate for restenosis.

FINDINGS:
Femoropopliteal segment without focal stenosis.  Tibioperoneal trunk PSV 118 cm/s, ratio 1.4.  Anterior tibial artery at the angioplasty site PSV 104 cm/s, ratio 1.3, biphasic flow to the dorsalis pedis.  Chronic distal posterior tibial occlusion, unchanged.  ABI right 0.81.

IMPRESSION:
Patent anterior tibial and tibioperoneal trunk angioplasty sites without hemodynamically significant restenosis.
"""})

NOTES.append({"note_id": "9900002-PN-8", "hadm_id": 29900022, "note_type": "PN",
              "charttime": "2192-01-20T13:15:00", "storetime": "2192-01-20T14:02:00", "text": """\
Vascular Surgery Attending Progress Note - POD 3, right transmetatarsal amputation

We operated on the 17th. With osteomyelitis of the fourth metatarsal head, a plantar abscess along the flexor sheath and the fifth ray already gone, a fourth ray resection would have left a narrow, unbalanced forefoot, so we did a formal TMA with a long plantar flap. The flap looks viable today.

Pathology came back yesterday afternoon and it is not what I hoped: the proximal margin at the fourth metatarsal base shows acute osteomyelitis. Unlike September, when the margin was clean and two weeks sufficed, this is residual bone infection, and ID recommends six weeks of IV therapy counted from the 17th. Cultures: Proteus mirabilis again and Bacteroides fragilis. Vancomycin stopped on the 18th; as of today he is on ertapenem 1 g IV daily through 2/28, and the PICC went in this morning.

The admission duplex showed no restenosis of the anterior tibial angioplasty, so no repeat angiogram.

Lisinopril stays held - pressures 110s-120s and I do not want him orthostatic on a fresh amputation. Metformin went back on yesterday at 1000 mg twice daily. Aspirin and clopidogrel continued through surgery. He is smoking a pack a day again; he agreed to the nicotine patch plus varenicline, which I started today.
"""})

NOTES.append({"note_id": "9900002-DS-9", "hadm_id": 29900022, "note_type": "DS",
              "charttime": "2192-01-27T11:45:00", "storetime": "2192-01-27T16:20:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   M
Service: VASCULAR
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Right foot swelling and plantar ulcer

Major Surgical or Invasive Procedure:
1/17: Right transmetatarsal amputation
1/20: PICC placement

History of Present Illness:
61M with T2DM, PAD s/p right tibial angioplasty and right fifth ray amputation for osteomyelitis in 09/2191, with a plantar ulcer for about 3 weeks and redness, swelling and fevers for 3 days.

Brief Hospital Course:
# Osteomyelitis of the right fourth metatarsal: radiographs without Charcot changes. TMA 1/17. Cultures: Proteus mirabilis, Bacteroides fragilis. Proximal margin POSITIVE for acute osteomyelitis. Vancomycin 1/15-1/18, piperacillin-tazobactam 1/15-1/19, ertapenem 1 g IV daily from 1/20 through 2/28 (6 weeks from surgery). Weekly labs to ID clinic.

# PAD: duplex without restenosis. Aspirin and clopidogrel continued (clopidogrel long term per vascular clinic 12/2191).

# Hypertension: lisinopril 5 mg held on admission; BP 108-128. NOT restarted; PCP to reassess.

# Type 2 diabetes: glargine increased to 32 units. Metformin held 1/15, restarted 1/19.

# Tobacco: nicotine patch resumed; varenicline started 1/20 (0.5 mg daily x3 days, 0.5 mg BID x4 days, then 1 mg BID).

Discharge Medications:
1. Ertapenem 1 g IV Q24H through 2/28 (NEW)
2. Aspirin 81 mg PO DAILY
3. Clopidogrel 75 mg PO DAILY
4. Atorvastatin 80 mg PO QPM
5. Glargine 32 Units at bedtime (INCREASED)
6. Insulin lispro sliding scale
7. MetFORMIN 1000 mg PO BID
8. Gabapentin 300 mg PO TID
9. Nicotine patch 21 mg/24 hr DAILY
10. Varenicline 1 mg PO BID after titration (NEW)
HELD: Lisinopril 5 mg.

Discharge Disposition:
Home With Service (home infusion)

Discharge Diagnosis:
Osteomyelitis right fourth metatarsal with positive margin after TMA; PAD; type 2 diabetes.

Discharge Instructions:
Your IV antibiotic runs once a day through 2/28, six weeks from surgery, because infection remained in the bone. Do not take lisinopril until your doctor restarts it.

Followup Instructions:
ID clinic in 2 and 5 weeks. Vascular clinic in 10 days.
"""})
