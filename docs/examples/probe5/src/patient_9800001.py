"""Fictional patient 9800001: cardiology. NSTEMI with a DES to the LAD, then a heart-failure readmission.

Everything here is invented. Dates are shifted into the 2200s, names are written ___.
"""

PATIENT = {"subject_id": 9800001, "gender": "M", "anchor_age": 67, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9800001, "hadm_id": 29800011, "admittime": "2201-02-10T13:20:00",
     "dischtime": "2201-02-15T16:00:00", "race": "WHITE", "insurance": "Medicare"},
    {"subject_id": 9800001, "hadm_id": 29800012, "admittime": "2201-06-02T09:40:00",
     "dischtime": "2201-06-08T15:30:00", "race": "WHITE", "insurance": "Medicare"},
]

NOTES = [
    {
        "note_id": "9800001-ED-1", "subject_id": 9800001, "hadm_id": 29800011, "note_type": "ED",
        "note_seq": 1, "charttime": "2201-02-10T14:50:00", "storetime": "2201-02-10T15:12:00",
        "text": """ED NOTE - RESIDENT

CC: chest pain

HPI: 67M h/o HTN, HLD, T2DM on metformin, gout (on allopurinol, last flare 2198), ex-smoker (40 pk-yr, quit 2195) p/w substernal pressure x3h, onset at rest ~10:30, radiating to L arm, diaphoretic, +nausea. Similar but briefer episodes on exertion x2 wk, resolved w/ rest. No prior MI, no prior cath, no h/o CHF. Denies syncope, tearing pain, pain to back.

FHx: father MI at 52, died at 58 of 2nd MI. Brother CABG at 58. Mother T2DM.

Meds: amlodipine 5 daily, atorvastatin 20 daily, metformin 1000 bid, allopurinol 100 daily.
All: NKDA

Exam: BP R 158/92, L 154/90. HR 96. RR 18. SpO2 96% RA. Anxious, diaphoretic. Lungs clear. RRR, no murmur. No JVD. No edema. Radial and femoral pulses 2+ and symmetric.

ECG: sinus 94, 1.5 mm horizontal STD V4-V6, no STE. No prior for comparison.
Labs: hs-trop T 48 -> 112 ng/L at 2h. Cr 1.0. K 4.2. Hgb 14.1. Plt 231. Glu 188.
CXR: no widened mediastinum, no PTX (see rad).

A/P: 67M w/ NSTEMI.
- ASA 325 chewed
- ticagrelor 180 mg load after d/w cards fellow
- heparin gtt per ACS nomogram, started 14:30
- atorvastatin 80 tonight (up from 20)
- NTG SL x2 -> pain 2/10; NTG gtt not needed
- hold metformin (cath likely tomorrow)
- r/o dissection: pain not tearing, BP equal both arms, mediastinum nl on CXR -> CTA not indicated per attending
- cards consulted, admit to cardiology step-down
""",
    },
    {
        "note_id": "9800001-RR-2", "subject_id": 9800001, "hadm_id": 29800011, "note_type": "RR",
        "note_seq": 2, "charttime": "2201-02-10T14:40:00", "storetime": "2201-02-10T15:30:00",
        "text": """EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  67 year old man with chest pain radiating to the left arm. Evaluate for pneumothorax, pneumonia, or widened mediastinum.

TECHNIQUE:  Chest PA and lateral.

COMPARISON:  None.

FINDINGS:
The lungs are clear. No focal consolidation, pleural effusion, or pneumothorax. The cardiomediastinal silhouette is normal in size and contour; the mediastinum is not widened. Mild calcification of the aortic knob. Degenerative changes of the thoracic spine.

IMPRESSION:
No acute cardiopulmonary process. No widened mediastinum. No pneumothorax.
""",
    },
    {
        "note_id": "9800001-CN-3", "subject_id": 9800001, "hadm_id": 29800011, "note_type": "CN",
        "note_seq": 3, "charttime": "2201-02-11T16:30:00", "storetime": "2201-02-11T17:45:00",
        "text": """CARDIOLOGY ATTENDING NOTE - POST-CATHETERIZATION

I saw Mr. ___ on the step-down unit this afternoon after his catheterization, and I went over the films with him and his wife.

Access: I started at the right radial, but he had severe radial spasm that did not settle with intra-arterial verapamil and nitroglycerin, so I crossed over to the right common femoral artery (6 Fr). The arteriotomy was closed with an Angio-Seal.

Findings: Left main normal. The proximal LAD has a 90% stenosis with haziness, which I think is the culprit; I treated it with one drug-eluting stent (3.0 x 18 mm) with a good result and TIMI 3 flow. The circumflex has mild irregularities only. The mid RCA has a 60% stenosis; iFR was 0.93, so it is not hemodynamically significant, and I would manage it medically. I am not planning a staged PCI.

Heparin: the heparin drip that was started in the ED at 14:30 yesterday was stopped at the end of the case, at 10:40 today. He does not need further heparin after a successful PCI.

Antiplatelets: aspirin 81 mg indefinitely, and ticagrelor 90 mg twice daily for 12 months from today's PCI. I told him plainly that stopping the ticagrelor early, for a dental procedure or anything else, is the commonest way to thrombose a new stent, and that nobody should stop it without talking to us.

Other medicines: atorvastatin 80 mg. Metoprolol succinate 25 mg started today; I expect to uptitrate before he leaves. I would add lisinopril 5 mg once we have seen his creatinine after contrast. Metformin stays held for 48 hours after the contrast; resume it on 02-13 if the creatinine is stable.

Echo tomorrow to assess LV function and to look for LV thrombus, given the anterior involvement.

His family history is striking: his father had an MI at 52 and his brother needed bypass at 58. I have sent a lipoprotein(a), and I would suggest his children have lipid screening.

Cardiac rehab referral placed.
""",
    },
    {
        "note_id": "9800001-RR-4", "subject_id": 9800001, "hadm_id": 29800011, "note_type": "RR",
        "note_seq": 4, "charttime": "2201-02-12T10:15:00", "storetime": "2201-02-12T11:02:00",
        "text": """EXAMINATION:  DUPLEX ULTRASOUND, RIGHT GROIN

INDICATION:  67 year old man s/p right femoral access for PCI on 2201-02-11, now with right groin swelling and bruising. Evaluate for pseudoaneurysm or arteriovenous fistula.

TECHNIQUE:  Grayscale, color and spectral Doppler imaging of the right groin.

COMPARISON:  None.

FINDINGS:
At the site of the right common femoral arteriotomy there is a 3.4 x 2.1 cm heterogeneous, avascular collection in the subcutaneous tissues, consistent with hematoma. There is no internal color flow and no to-and-fro flow to suggest a pseudoaneurysm. There is no arteriovenous communication; the common femoral vein has normal phasic flow. The common femoral and superficial femoral arteries are patent with normal triphasic waveforms.

IMPRESSION:
1. 3.4 cm right groin hematoma.
2. No pseudoaneurysm. No arteriovenous fistula.
""",
    },
    {
        "note_id": "9800001-DS-5", "subject_id": 9800001, "hadm_id": 29800011, "note_type": "DS",
        "note_seq": 5, "charttime": "2201-02-15T13:00:00", "storetime": "2201-02-15T17:20:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2201-02-10              Discharge Date:   2201-02-15

Service: CARDIOLOGY

Allergies: No Known Allergies / Adverse Drug Reactions

Chief Complaint: chest pain

Major Surgical or Invasive Procedure:
2201-02-11 cardiac catheterization with drug-eluting stent x1 to the proximal LAD (right femoral access after failed radial)

History of Present Illness:
67M with HTN, HLD, T2DM, gout, presenting with 3 hours of rest chest pressure, lateral ST depression and rising troponin, c/w NSTEMI.

Past Medical History:
HTN. Hyperlipidemia. Type 2 diabetes (A1c 7.4). Gout, last flare 2198, on allopurinol. Former smoker, 40 pack-years, quit 2195. No prior MI. No history of heart failure.

Social History: Retired electrician, lives with his wife.

Family History: Father MI at 52, died at 58 of a second MI. Brother CABG at 58. Mother type 2 diabetes.

Pertinent Results:
Troponin T peak 1,840 ng/L (02-11 05:00). LDL 142. A1c 7.4. Lipoprotein(a) 142 nmol/L (elevated).
TTE 02-12: LVEF 45%, hypokinesis of the mid-anterior wall and anteroapical segments. No LV thrombus seen, including on contrast-enhanced images. No significant valve disease.
Groin ultrasound 02-12: 3.4 cm hematoma, no pseudoaneurysm, no AV fistula.

Brief Hospital Course:
# NSTEMI: DES to proximal LAD 02-11. Heparin drip ran about 20 hours (02-10 14:30 to 02-11 10:40) and was stopped at the end of the procedure. Mid RCA 60%, iFR 0.93, managed medically. Aspirin 81 mg indefinitely plus ticagrelor 90 mg bid for 12 months from PCI, i.e. through 2202-02-11. Atorvastatin increased to 80 mg. Metoprolol succinate 25 mg started 02-11 and increased to 50 mg on the day of discharge (02-15) for HR 88 and BP 142/84. Lisinopril 5 mg started 02-13. Cardiac rehab referral.
# Ischemic cardiomyopathy, mild (EF 45%): no clinical heart failure; euvolemic throughout, no diuretic needed. Repeat TTE in 3 months on GDMT.
# Right groin hematoma: no pseudoaneurysm on ultrasound. Manual compression. Hgb 14.1 -> 12.6, then stable.
# Dyspnea: on 02-13 he reported episodes of breathlessness at rest, "air hunger", not exertional. Lungs clear, SpO2 97%, BNP 88. Felt c/w ticagrelor-associated dyspnea. Mild, so ticagrelor continued; reassess in clinic, and switch to clopidogrel if persistent or bothersome.
# T2DM: metformin held for contrast, resumed 02-13 after Cr stable at 1.0. Insulin sliding scale in house.
# Gout: allopurinol continued. No flare.
# HTN: amlodipine d/c'd (BP controlled on metoprolol and lisinopril).

Medications on Admission:
1. Amlodipine 5 mg PO daily
2. Atorvastatin 20 mg PO daily
3. Metformin 1000 mg PO bid
4. Allopurinol 100 mg PO daily

Discharge Medications:
1. Aspirin 81 mg PO daily
2. Ticagrelor 90 mg PO bid (through 2202-02-11)
3. Atorvastatin 80 mg PO daily
4. Metoprolol succinate 50 mg PO daily
5. Lisinopril 5 mg PO daily
6. Metformin 1000 mg PO bid
7. Allopurinol 100 mg PO daily
8. Nitroglycerin 0.4 mg SL q5min prn chest pain

Discharge Disposition: Home

Discharge Diagnosis:
NSTEMI s/p DES to proximal LAD. Ischemic cardiomyopathy, EF 45%. Right groin hematoma.

Followup Instructions:
Cardiology clinic in 5 weeks. Cardiac rehab.
""",
    },
    {
        "note_id": "9800001-PN-6", "subject_id": 9800001, "hadm_id": None, "note_type": "PN",
        "note_seq": 6, "charttime": "2201-03-20T10:30:00", "storetime": "2201-03-20T12:05:00",
        "text": """CARDIOLOGY CLINIC - NP VISIT

S:
- 5 wk s/p NSTEMI, DES to proximal LAD 02-11. No angina. Walking 20 min/day; cardiac rehab started 03-06.
- c/o breathlessness at rest, "can't get a full breath", several times a day, worse since d/c. Not exertional. No orthopnea, no PND, no leg swelling.
- Adherent to ASA + ticagrelor. Metformin resumed in hospital.

O:
- BP 134/80, HR 64, wt 88.1 kg (d/c wt 88.4). SpO2 98% RA.
- Lungs clear. No JVD. No edema.
- BNP 74. Cr 1.1, K 4.6.

A/P:
- # Dyspnea: c/w ticagrelor-associated dyspnea. Not HF (euvolemic, BNP nl), not an anginal equivalent (not exertional). D/w Dr. ___ (attending): stop ticagrelor; switch to clopidogrel 600 mg load 24 h after the last ticagrelor dose, then 75 mg daily. DAPT end date unchanged: 2202-02-11, then ASA alone.
- # HTN / CM EF 45%: lisinopril increased 5 -> 10 mg daily. Metoprolol succinate 50 mg, continue. BMP 2 wk.
- # T2DM: A1c recheck 05/2201; PCP may add a second agent.
- # Gout: no flares on allopurinol.
- f/u 3 mo with repeat TTE.
""",
    },
    {
        "note_id": "9800001-ED-7", "subject_id": 9800001, "hadm_id": 29800012, "note_type": "ED",
        "note_seq": 7, "charttime": "2201-06-02T10:15:00", "storetime": "2201-06-02T11:40:00",
        "text": """ED NOTE - RESIDENT

CC: SOB

HPI: 67M h/o NSTEMI s/p DES LAD 02/2201 (EF 45%), HTN, T2DM, gout p/w progressive DOE x10d, 3-pillow orthopnea x4d, PND, bilat leg swelling. Wt up ~5 kg per pt. No CP. Gout flare L 1st MTP ~05-10 -> urgent care rx'd naproxen 500 bid, still taking. Outside med list from PCP (05-18) also shows pioglitazone 15 mg daily. Adherent to ASA + clopidogrel (switched from ticagrelor in March).

Meds: ASA 81, clopidogrel 75, atorvastatin 80, metoprolol succ 50, lisinopril 10, metformin 1000 bid, allopurinol 100, naproxen 500 bid, pioglitazone 15 (per outside list), NTG prn.

Exam: BP 168/94, HR 102 sinus, RR 24, SpO2 89% RA -> 95% 3L NC. JVP 12 cm. Bibasilar crackles. 2+ pitting edema to knees. L 1st MTP mildly warm, tender.

ECG: sinus tach 102, Q waves V1-V3, no new ST changes vs 02/2201.
Labs: BNP 1,850. hs-trop T 38 -> 41 (flat). Cr 1.6 (bl 1.0-1.1). K 5.3. Na 134. Hgb 12.9.
CXR: edema (see rad).

A/P: 67M ADHF, likely new HFrEF; precipitant ?NSAID.
- furosemide 40 IV x1 now, then 40 IV bid
- hold naproxen
- hold lisinopril (AKI, K 5.3)
- metoprolol succ reduce to 25 while decompensated
- trop flat -> low suspicion for ACS, no heparin
- BiPAP not needed
- TTE
- admit cardiology
""",
    },
    {
        "note_id": "9800001-RR-8", "subject_id": 9800001, "hadm_id": 29800012, "note_type": "RR",
        "note_seq": 8, "charttime": "2201-06-02T11:05:00", "storetime": "2201-06-02T11:48:00",
        "text": """EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  67 year old man with dyspnea and hypoxia, history of MI. Pneumonia? Edema?

TECHNIQUE:  Portable AP upright chest radiograph.

COMPARISON:  Chest radiograph 2201-02-10.

FINDINGS:
Interval enlargement of the cardiac silhouette. Pulmonary vascular congestion with bilateral interstitial opacities and Kerley B lines. Small bilateral pleural effusions. No focal consolidation. No pneumothorax.

IMPRESSION:
Moderate interstitial pulmonary edema with small bilateral pleural effusions. No focal consolidation to suggest pneumonia.
""",
    },
    {
        "note_id": "9800001-PN-9", "subject_id": 9800001, "hadm_id": 29800012, "note_type": "PN",
        "note_seq": 9, "charttime": "2201-06-04T15:00:00", "storetime": "2201-06-04T16:25:00",
        "text": """CARDIOLOGY ATTENDING PROGRESS NOTE - HOSPITAL DAY 3

Mr. ___ is breathing more easily. He is net negative 3.9 L over 48 hours, weight 93.0 -> 90.6 kg, and sleeps on one pillow. He still has 1+ ankle edema.

The TTE yesterday (06-03) shows an LVEF of 30%, with the anterior and apical segments now akinetic rather than hypokinetic, and moderate functional MR. No LV thrombus on contrast images. Compared with February this is a real decline.

Why did he decompensate now? I went through this carefully with him and his wife. He took naproxen 500 mg twice daily for about three weeks from 05-10 for his gout flare, and his weight began to climb within a week of starting it. He also admits to a lot of deli meat at a family event. The pioglitazone on the outside list would have been my other suspect, since glitazones cause fluid retention - but it was never actually started: the prescription was written at the 05-18 PCP visit and never filled, which his wife confirmed with the pharmacy. So I attribute this decompensation to the naproxen plus dietary sodium, on a ventricle that has lost more function than we thought. Troponin is flat, and I do not think this is a new ischemic event; I would not re-cath now. Repeat angiography if he has angina, or if the EF does not improve on guideline-directed therapy, to look again at the RCA.

# ADHF / HFrEF, EF 30%: continue furosemide 40 mg IV bid today; likely PO tomorrow or the day after.
# AKI: Cr 1.6 -> 1.9 today, K 5.6. Naproxen plus congestion. Lisinopril remains held. I would restart lisinopril at 5 mg, not his previous 10 mg, once Cr is back below 1.5 and K is below 5.0 - that decision belongs to the outpatient lab check, not to today. No spironolactone for now given the potassium. Once renal function settles we will want an MRA and an SGLT2 inhibitor; plan in HF clinic.
# Beta-blocker: metoprolol succinate was reduced from 50 to 25 mg on admission because he was decompensated. Hold at 25 until euvolemic, then back to 50.
# Gout: L 1st MTP flare still mildly active. No NSAIDs, ever again - I have added this to his allergy list as an intolerance. Prednisone 20 mg daily for 5 days started 06-03. Allopurinol continues.
# DAPT: aspirin plus clopidogrel through 2202-02-11. Ticagrelor is not to be resumed - it caused dyspnea in March.
# T2DM: metformin held while Cr is up.
""",
    },
    {
        "note_id": "9800001-DS-10", "subject_id": 9800001, "hadm_id": 29800012, "note_type": "DS",
        "note_seq": 10, "charttime": "2201-06-08T13:30:00", "storetime": "2201-06-08T17:05:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2201-06-02              Discharge Date:   2201-06-08

Service: CARDIOLOGY

Allergies: NSAIDs (fluid retention / AKI, 06/2201). Ticagrelor (dyspnea, 03/2201).

Chief Complaint: shortness of breath

Major Surgical or Invasive Procedure: None

History of Present Illness:
67M with CAD s/p NSTEMI and DES to proximal LAD (02/2201), EF 45% at that time, presenting with 10 days of dyspnea, orthopnea and edema after three weeks of naproxen for a gout flare.

Past Medical History:
CAD: NSTEMI 2201-02-10, DES to proximal LAD 02-11, mid RCA 60% (iFR 0.93) medically managed. Ischemic cardiomyopathy, EF 45% (02/2201). HTN. HLD, Lp(a) 142. T2DM. Gout. Former smoker.

Family History: Father MI at 52. Brother CABG at 58. Mother type 2 diabetes.

Pertinent Results:
BNP 1,850. Troponin T 38 -> 41 -> 40 ng/L. Cr 1.6 (admission), peak 1.9 (06-04), 1.4 (06-07), 1.6 (06-08). K 5.3 -> 5.6 -> 4.7.
TTE 06-03: LVEF 30%, anterior and apical akinesis, moderate functional MR. No LV thrombus.
CXR 06-02: interstitial edema, small bilateral effusions, no consolidation.

Brief Hospital Course:
# Acute decompensated heart failure, HFrEF (new, EF 30% from 45% in 02/2201): precipitant naproxen (05-10 onward) plus dietary sodium. Pioglitazone, listed on the outside medication list, had never been filled or taken; removed from the list and not to be started (contraindicated in HFrEF). Furosemide 40 mg IV bid 06-02 to 06-05; furosemide 40 mg PO daily from 06-06; reduced to 20 mg PO daily on 06-08 as Cr rose to 1.6 from 1.4 and he had reached dry weight (87.9 kg). Net -5.2 L.
# CAD: troponin flat, no ACS. No repeat catheterization this admission. Aspirin plus clopidogrel through 2202-02-11, then aspirin alone. Atorvastatin 80.
# AKI: naproxen and congestion. Lisinopril held throughout the admission; restart at 5 mg once Cr < 1.5 and K < 5.0 at the lab check on 06-12. Spironolactone and SGLT2 inhibitor deferred to HF clinic.
# Beta-blocker: metoprolol succinate reduced to 25 mg on 06-02; increased back to 50 mg on 06-08 (day of discharge), euvolemic, HR 92.
# Gout: prednisone 20 mg daily x5 days (06-03 to 06-07), completed in house. Allopurinol 100 mg continued. No NSAIDs.
# T2DM: metformin held since admission (AKI); resume once Cr < 1.5 at the same lab check. Insulin sliding scale in house.

Medications on Admission:
1. Aspirin 81 mg PO daily
2. Clopidogrel 75 mg PO daily
3. Atorvastatin 80 mg PO daily
4. Metoprolol succinate 50 mg PO daily
5. Lisinopril 10 mg PO daily
6. Metformin 1000 mg PO bid
7. Allopurinol 100 mg PO daily
8. Naproxen 500 mg PO bid
9. Pioglitazone 15 mg PO daily (outside list - never filled)
10. Nitroglycerin 0.4 mg SL prn

Discharge Medications:
1. Aspirin 81 mg PO daily
2. Clopidogrel 75 mg PO daily (through 2202-02-11)
3. Atorvastatin 80 mg PO daily
4. Metoprolol succinate 50 mg PO daily
5. Furosemide 20 mg PO daily
6. Allopurinol 100 mg PO daily
7. Nitroglycerin 0.4 mg SL prn
HELD: lisinopril (restart 5 mg daily when Cr < 1.5 and K < 5.0); metformin (resume when Cr < 1.5).
STOPPED: naproxen; pioglitazone.

Discharge Disposition: Home

Discharge Diagnosis:
Acute decompensated HFrEF (EF 30%) precipitated by NSAID use. AKI. Gout flare.

Followup Instructions:
BMP 2201-06-12. Heart failure clinic 2201-06-15. Daily weights; call if up more than 1 kg in a day or 2 kg in a week.
""",
    },
]
