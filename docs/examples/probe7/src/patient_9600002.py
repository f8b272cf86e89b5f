"""9600002 -- cardiac surgery: CABG with post-operative atrial fibrillation. Fictional."""

SID = 9600002
H1, H2 = 29600021, 29600022

PATIENT = {"subject_id": SID, "gender": "M", "anchor_age": 66, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": H1, "admittime": "2308-01-14T06:50:00",
     "dischtime": "2308-01-24T12:30:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicare"},
    {"subject_id": SID, "hadm_id": H2, "admittime": "2308-03-09T20:15:00",
     "dischtime": "2308-03-15T14:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicare"},
]


def _n(seq, typ, hadm, chart, store, text):
    return {"note_id": f"{SID}-{typ}-{seq}", "subject_id": SID, "hadm_id": hadm, "note_type": typ,
            "note_seq": seq, "charttime": chart, "storetime": store, "text": text.strip("\n")}


NOTES = [
    _n(1, "ED", H1, "2308-01-14T07:20:00", "2308-01-14T09:05:00", """
ED NOTE -- RESIDENT

CC: CP

HPI: 66M w/ HTN, T2DM (metformin), HLD, ex-smoker (quit 2298), p/w substernal pressure since ~04:30,
woke him from sleep, radiating to L arm, +diaphoresis, +SOB. Took nothing. No prior CAD w/u, no prior
cath. Never had an arrhythmia that he knows of. FHx: father died suddenly of an MI at 52; sister has
hypertrophic cardiomyopathy (had a septal myectomy).

Meds: metformin 1000 BID, lisinopril 20 daily, atorvastatin 40 daily. No ASA at home.
All: NKDA

Exam: BP 158/94, HR 92 reg, RR 20, SpO2 96% RA, afeb. Diaphoretic. Lungs clear. No murmur. No edema.
ECG: NSR 90, 1.5-2 mm horizontal STD V4-V6, I, aVL. No STE.
Labs: hs-TnT 180 -> 1,100 at 3 h. Cr 1.1, K 4.2, Hgb 14.1, plt 210, glucose 212, A1c pending.
CXR: no edema, no PTX.

A/P: 66M NSTEMI, ongoing pain, TIMI 5.
- ASA 325 chewed, then 81 daily
- heparin gtt ACS protocol
- NTG SL x3 -> gtt for ongoing pain
- metoprolol tartrate 12.5 mg PO now
- atorvastatin 80 tonight
- holding P2Y12 until cath defines anatomy (could be surgical)
- hold metformin (contrast)
- cards aware, cath in AM or sooner if refractory
- CCU stepdown
"""),
    _n(2, "CN", H1, "2308-01-15T16:30:00", "2308-01-15T18:10:00", """
CARDIAC SURGERY CONSULT -- ATTENDING

I saw Mr. ___, a 66-year-old man with an NSTEMI, after this morning's catheterization, and reviewed
the films with the interventionalist.

The cath shows a distal left main stenosis of about 60%, a 90% proximal LAD, an 80% first obtuse
marginal and a 95% mid RCA with good distal targets. With left main and three-vessel disease in a
diabetic, surgery offers him the best long-term result, and the heart team agreed. I have
recommended CABG x3 (LIMA to LAD, vein to OM1, vein to RCA), planned for 1/17. His STS predicted
mortality is 1.8%.

I looked hard at the echocardiogram done today because his sister has hypertrophic cardiomyopathy and
had a myectomy. His EF is 45% with inferior and inferolateral hypokinesis. The septum is 1.1 cm and the
posterior wall 1.0 cm, there is no systolic anterior motion of the mitral valve and no LVOT gradient at
rest or with Valsalva. Mitral regurgitation is mild. This is ischemic dysfunction, not hypertrophic
cardiomyopathy. I would still suggest a screening ECG and echo for his children, given the sister.

He has never had atrial fibrillation. I told him that roughly a third of patients develop it after
bypass, usually on the second or third day, and that we treat it when it comes rather than
prophylactically in someone with his EF and heart rate.

Plan:
- CABG x3 on 1/17.
- Heparin infusion until 05:00 on the morning of surgery. Aspirin 81 continues through surgery. No
clopidogrel before surgery.
- Hold lisinopril from the morning of surgery; metformin already held since the contrast.
- Metoprolol tartrate 12.5 mg BID; continue atorvastatin 80.
"""),
    _n(3, "PN", H1, "2308-01-19T19:30:00", "2308-01-19T22:41:00", """
CT SURGERY STEP-DOWN -- NP PROGRESS NOTE (POD 2, s/p CABG x3 on 1/17)

S: Felt "fluttering" at ~14:40 today, lightheaded. Incisional pain controlled. Walking in the hall x2.

O: Tmax 37.6. HR 70s-80s sinus this AM; 130s-140s irregular from 14:40. BP 98/60 at onset, 112/68
at 19:00. SpO2 95% 2L. Weight 88.1 kg (pre-op 84.0).
Sternum stable, incision c/d/i. Mediastinal and L pleural chest tubes REMOVED this AM 08:00 (<100
mL/8 h, no air leak). Epicardial pacing wires in place, capped.
Labs: Cr 1.6 (baseline 1.1, peak today), K 4.6, Mg 2.0, Hgb 9.8, WBC 11.
Tele: AF with RVR 130s-140s from 14:40.

A/P: 66M POD2 CABG x3 (LIMA-LAD, SVG-OM1, SVG-RCA), EF 45%.
# New post-op AF: onset 14:40. Amiodarone 150 mg IV bolus, then 1 mg/min x 6 h, then 0.5 mg/min x
18 h. K/Mg repleted. Addendum 22:30: converted to sinus at 22:10 (about 7.5 h of AF). Plan: finish
the IV infusion tomorrow afternoon, then amiodarone 400 mg PO BID x 7 days, then 200 mg daily to
complete 6 weeks after surgery (stop 2/28). CHA2DS2-VASc 3 (age, HTN, DM). No anticoagulation for
now: brief post-op AF, fresh sternotomy. Will revisit if AF persists > 48 h or recurs.
# AKI: Cr 1.6, likely perioperative/pump. Lisinopril held (since 1/17). Metformin held. Avoid
nephrotoxins. UOP 60-80 mL/h.
# Volume: 4 kg over pre-op weight. Furosemide 40 mg IV BID.
# CAD/NSTEMI: aspirin 81; start clopidogrel 75 mg daily tomorrow (ACS, 12 months) per CT surgery;
atorvastatin 80; metoprolol tartrate 12.5 mg BID (held this afternoon for BP 98, resume tonight).
# DVT ppx: SQ heparin 5,000 TID since POD1.
# Pacing wires: remove once in sinus for 24 h.
"""),
    _n(4, "RR", H1, "2308-01-22T08:15:00", "2308-01-22T09:02:00", """
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  66-year-old man, POD 5 after CABG, epicardial pacing wires removed yesterday afternoon,
new dyspnea on exertion. Evaluate for pneumothorax, pneumonia or pericardial effusion.

TECHNIQUE:  PA and lateral chest radiographs.

COMPARISON:  Chest radiographs 2308-01-18 and 2308-01-14.

FINDINGS:
Median sternotomy wires are intact and aligned. Mediastinal clips. The chest tubes have been removed.
Small left pleural effusion with left basilar atelectasis. No right effusion. No pneumothorax. No
focal consolidation to suggest pneumonia. The cardiac silhouette is mildly enlarged, similar to the
postoperative film of 1/18, without a globular configuration. Mild pulmonary vascular congestion,
improved since 1/18.

IMPRESSION:
1. No pneumothorax after pacing wire removal.
2. Small left pleural effusion and left basilar atelectasis. No pneumonia.
3. Stable postoperative cardiac silhouette; no radiographic sign of a new pericardial effusion.
"""),
    _n(5, "DS", H1, "2308-01-24T10:45:00", "2308-01-24T13:40:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: CARDIOTHORACIC

Allergies:
No Known Allergies / Adverse Drug Reactions

Attending: ___.

Chief Complaint:
Chest pain

Major Surgical or Invasive Procedure:
2308-01-15 Cardiac catheterization (right radial)
2308-01-17 Coronary artery bypass grafting x3 (LIMA-LAD, SVG-OM1, SVG-RCA)

History of Present Illness:
66M with HTN, T2DM, HLD, admitted 1/14 with an NSTEMI. Cath: LM 60%, LAD 90%, OM1 80%, RCA 95%.

Family History:
Father died suddenly of an MI at 52. Sister with hypertrophic cardiomyopathy, s/p septal myectomy.
Brother well.

Pertinent Results:
TTE 1/15: EF 45%, inferior/inferolateral hypokinesis, septum 1.1 cm, no SAM, no LVOT gradient; not
HCM.
CXR 1/22: small L effusion, no pneumothorax, no pneumonia.
Cr 1.1 (admit) -> 1.6 (peak 1/19) -> 1.2 (1/23). A1c 7.4.

Brief Hospital Course:
# CAD / NSTEMI: heparin infusion 1/14 until 05:00 on 1/17. CABG x3 on 1/17, extubated that evening.
Chest tubes out 1/19. Aspirin 81; clopidogrel 75 mg daily started 1/20 (ACS, planned 12 months).
Atorvastatin increased from 40 to 80 mg.
# Post-operative atrial fibrillation: AF with RVR on POD2 (1/19, 14:40), treated with IV amiodarone;
converted at 22:10 the same day. IV amiodarone ran until the afternoon of 1/20, then oral 400 mg BID
from 1/20. A second, self-limited run of AF of about 3 hours occurred overnight 1/21 (04:00-07:00).
Sinus rhythm since. Pacing wires removed 1/21 afternoon. CHA2DS2-VASc 3. After discussion with him
and cardiology, no anticoagulation at discharge: short post-operative episodes, recent sternotomy.
14-day patch monitor. If AF recurs after discharge (on the monitor or an ECG), start apixaban 5 mg BID.
Amiodarone: 400 mg BID through 1/26, then 200 mg daily through 2/28 (6 weeks after surgery), then stop.
# AKI: peak Cr 1.6 on 1/19, back to 1.2. Lisinopril held since 1/17; resume at clinic if Cr <= 1.2
and SBP > 110. Metformin held from 1/15 and resumed 1/23.
# Volume overload: IV furosemide 1/18-1/23; weight 85.2 kg at discharge (pre-op 84.0). Furosemide 40
mg PO daily for 5 days (1/24-1/28), then stop.
# Rate control: metoprolol tartrate 12.5 mg BID, increased to 25 mg BID today for resting HR in the
90s.
# DVT prophylaxis: SQ heparin from POD1, stopped at discharge.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. MetFORMIN (Glucophage) 1000 mg PO BID
2. Lisinopril 20 mg PO DAILY
3. Atorvastatin 40 mg PO QPM

Discharge Medications:
1. Aspirin 81 mg PO DAILY  (NEW)
2. Clopidogrel 75 mg PO DAILY  (NEW; 12 months)
3. Atorvastatin 80 mg PO QPM  (CHANGED: increased from 40 mg)
4. Metoprolol Tartrate 25 mg PO BID  (NEW; increased from 12.5 mg BID on the day of discharge)
5. Amiodarone 400 mg PO BID through 1/26, then 200 mg PO DAILY through 2/28, then stop  (NEW)
6. Furosemide 40 mg PO DAILY  Duration: 5 days  (NEW)
7. Potassium Chloride 20 mEq PO DAILY  Duration: 5 days, with furosemide  (NEW)
8. MetFORMIN 1000 mg PO BID  (RESUMED 1/23)
9. Oxycodone 5 mg PO Q6H PRN pain  Duration: 5 days
10. Lisinopril -- HELD (AKI; resume when Cr <= 1.2 and SBP > 110)

Discharge Disposition:
Home With Service

Discharge Diagnosis:
NSTEMI; left main and three-vessel coronary artery disease, s/p CABG x3
Post-operative atrial fibrillation
Acute kidney injury

Discharge Condition:
Ambulatory, sinus rhythm.

Discharge Instructions:
Sternal precautions 8 weeks. Daily weights. Wear the heart monitor for 14 days.

Followup Instructions:
Cardiac surgery clinic 2/20. Cardiology in 6 weeks.
"""),
    _n(6, "PN", None, "2308-02-20T10:30:00", "2308-02-20T11:18:00", """
CARDIAC SURGERY CLINIC -- NP NOTE

S: 66M 5 weeks s/p CABG x3 (1/17). Walking 20 min/day. No chest pain, no palpitations. Mild sternal
ache. Reports diffuse thigh and calf aches since early Feb; he stopped the atorvastatin on his own
around 2/10 and the aches are better. Taking amiodarone 200 mg daily, metoprolol, aspirin,
clopidogrel, metformin. Finished furosemide 1/28.

O: BP 134/78, HR 64 reg, weight 84.2 kg. Sternum stable, incision healed, leg harvest sites healed.
Lungs clear, trace ankle edema.
ECG: sinus rhythm 64, QTc 452.
14-day patch (1/25-2/8): sinus rhythm throughout, occasional PACs, no atrial fibrillation.
Labs: Cr 1.1, K 4.4, CK 140, TSH 2.2, ALT 28.

A/P:
# CAD s/p CABG: aspirin + clopidogrel. Cardiac rehab referral placed.
# Post-op AF: none since 1/21 on the patch. Amiodarone 200 mg daily, last dose 2/28 as planned, then
stop. Apixaban not indicated at present (no recurrence).
# HTN / AKI resolved: Cr 1.1 and SBP 134 meet the restart criteria -> lisinopril restarted at 5 mg
daily (was 20 mg before surgery). BMP in 1 week.
# Statin myalgia: atorvastatin 80 self-discontinued ~2/10; CK normal. Start rosuvastatin 20 mg daily.
# Rate control / adherence: switch metoprolol tartrate 25 mg BID to metoprolol succinate 50 mg daily.
# DM: metformin 1000 BID, A1c 7.4.
RTC 6 weeks; cardiology follow-up booked.
"""),
    _n(7, "ED", H2, "2308-03-09T20:40:00", "2308-03-09T22:15:00", """
ED NOTE -- RESIDENT

CC: CP, palpitations, fever

HPI: 66M s/p CABG x3 1/17/2308 (c/b post-op AF on amio, now off since 2/28), NSTEMI, T2DM, HTN,
p/w 4 d of sharp CP worse lying flat and w/ deep breaths, better sitting forward, low-grade fevers
to 38.2 at home, and palpitations since ~14:00 today. No cough, no leg swelling, no wound drainage.
Meds: ASA 81, clopidogrel 75, metoprolol succ 50, lisinopril 5, rosuvastatin 20, metformin 1000 BID.
Amio finished 2/28.

Exam: T 38.1, HR 128 irreg irreg, BP 98/62, RR 22, SpO2 95% RA. Sitting forward. Faint 3-component
friction rub. Sternum stable, incision healed, no erythema. Lungs: decreased BS L base. No edema.
ECG: AF 124, diffuse concave STE I, II, aVL, V2-V6, no reciprocal STD.
Labs: hs-TnT 22 -> 24 (flat), WBC 11.8, CRP 96, ESR 70, Cr 1.2, K 4.1, lactate 1.4. BCx x2 sent.
Bedside echo (ED): moderate pericardial effusion, no obvious RV collapse.

A/P: 66M ~7 wk post CABG w/ pleuritic CP, fever, diffuse STE, rub, effusion -> c/f post-pericardiotomy
syndrome; AF w/ RVR (recurrence of his post-op AF). r/o PE (post-op, tachy, pleuritic), r/o tamponade,
r/o sternal wound infection.
- CTA chest
- formal TTE
- metoprolol 5 mg IV x2 for rate (avoid dilt, EF 45%)
- ibuprofen 600 mg PO x1 for pain
- hold lisinopril (BP 98)
- BCx, UA
- cards + CT surgery aware; admit cardiology
"""),
    _n(8, "RR", H2, "2308-03-09T22:30:00", "2308-03-09T23:41:00", """
EXAMINATION:  CTA CHEST

INDICATION:  66-year-old man 7 weeks after CABG with pleuritic chest pain, fever, new atrial
fibrillation and tachycardia. Evaluate for pulmonary embolism; also evaluate for pericardial effusion
and sternal wound collection.

TECHNIQUE:  CT angiography of the chest in the pulmonary arterial phase with 70 mL of intravenous
contrast; multiplanar reformats.

COMPARISON:  Chest radiograph 2308-01-22.

FINDINGS:
Pulmonary arteries: Well opacified to the subsegmental level. No filling defect. No pulmonary
embolism. Main pulmonary artery 2.9 cm.
Heart and pericardium: Moderate circumferential pericardial effusion measuring up to 1.6 cm, of
simple fluid attenuation, with mild pericardial thickening and enhancement. The heart is mildly
enlarged. Bypass grafts are not assessed on this protocol.
Mediastinum and sternum: Median sternotomy with intact wires. No retrosternal or presternal fluid
collection, no gas, no sternal dehiscence. Mediastinal lymph nodes are not enlarged.
Lungs and pleura: Small left pleural effusion with adjacent compressive atelectasis. No consolidation.
No pneumothorax.

IMPRESSION:
1. No pulmonary embolism.
2. Moderate pericardial effusion with pericardial enhancement, compatible with pericarditis in this
post-operative setting.
3. No sternal wound collection or dehiscence.
4. Small left pleural effusion; no pneumonia.
"""),
    _n(9, "PN", H2, "2308-03-12T17:00:00", "2308-03-12T18:25:00", """
CARDIOLOGY ATTENDING PROGRESS NOTE -- hospital day 4

I saw Mr. ___ before and after his cardioversion.

I think this is post-pericardiotomy syndrome, seven weeks out from his bypass, with
fever, pleuritic pain, a rub, diffuse ST elevation, a raised CRP and a moderate effusion. I do not think
this is infection. His sternum is healed and the CT shows no collection, blood cultures from 3/9 are
negative at 72 hours, and the CT excluded a pulmonary embolus. He started colchicine 0.6 mg BID on
3/10, which we will continue for three months. I am avoiding NSAIDs beyond the single ED dose because
he is now on apixaban and clopidogrel.

The formal echo on 3/10 showed a 1.5 cm circumferential effusion without diastolic collapse, without
respiratory variation in inflow, and with a normally collapsing IVC: no tamponade. We agreed that a
pericardiocentesis would be done only if tamponade physiology developed; so far it has not.

His atrial fibrillation is a recurrence of the post-operative AF he had in January, not a new
problem. The January plan was to anticoagulate if it came back, and it has: apixaban 5 mg BID was
started on 3/10. To avoid triple therapy we stopped aspirin and kept clopidogrel, since his ACS was in
January; pantoprazole added.

He had been in AF since about 14:00 on 3/9, more than 48 hours, and has had apixaban for only two
days, so today we did a TEE first. There was no thrombus in the left atrium or the appendage, with
appendage emptying velocities of 0.38 m/s and only faint smoke. The effusion looked the same. We then
cardioverted him with a single 200 J synchronized shock to sinus rhythm. I have restarted amiodarone,
400 mg BID for a week and then 200 mg daily, to be reviewed at 8 weeks.

Plan: colchicine 0.6 mg BID x 3 months; apixaban 5 mg BID, at least 4 weeks after cardioversion and
long term given CHA2DS2-VASc 3; clopidogrel; amiodarone as above; metoprolol succinate 50 mg daily;
lisinopril stays on hold for BP 100s-110s; repeat TTE before discharge.
"""),
    _n(10, "DS", H2, "2308-03-15T11:30:00", "2308-03-15T15:02:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: CARDIOLOGY

Allergies:
Atorvastatin (myalgias)

Attending: ___.

Chief Complaint:
Pleuritic chest pain, fever, palpitations

Major Surgical or Invasive Procedure:
2308-03-12 Transesophageal echocardiogram and direct-current cardioversion

History of Present Illness:
66M s/p CABG x3 1/17 (post-operative AF, amiodarone through 2/28), admitted 3/9 with pleuritic chest
pain, fever and AF with RVR.

Past Medical History:
CAD s/p NSTEMI and CABG x3 (1/2308); post-operative AF (1/2308); HTN; T2DM; HLD.

Family History:
Father died of an MI at 52. Sister with hypertrophic cardiomyopathy.

Pertinent Results:
CTA chest 3/9: no PE; moderate pericardial effusion; no sternal collection; small L effusion.
TTE 3/10: 1.5 cm effusion, no tamponade physiology, EF 50%.
TEE 3/12: no LA/LAA thrombus.
TTE 3/14: small effusion, 0.9 cm.
Blood cultures 3/9 x2: no growth (final). CRP 96 -> 40.

Brief Hospital Course:
# Post-pericardiotomy syndrome with moderate pericardial effusion: fever, pleuritic pain, rub and
diffuse ST elevation 7 weeks after CABG. PE excluded by CTA; no sternal infection; cultures negative.
Colchicine 0.6 mg BID from 3/10 for 3 months (through 6/10). One dose of ibuprofen in the ED;
NSAIDs otherwise avoided on apixaban and clopidogrel. No tamponade; pericardiocentesis was not
needed. Afebrile since 3/11. Effusion smaller on 3/14.
# Recurrent atrial fibrillation: recurrence of his post-operative AF from January. Per the January
plan, apixaban 5 mg BID started 3/10. TEE-guided cardioversion 3/12 to sinus. Amiodarone restarted
3/12: 400 mg BID through 3/18, then 200 mg daily; cardiology to reassess at 8 weeks. Sinus tachycardia
to 100-105 on 3/14 with pain; metoprolol succinate increased from 50 to 100 mg daily today.
# Antithrombotics: aspirin stopped 3/10 (avoid triple therapy). Clopidogrel continues to complete 12
months from January. Pantoprazole for GI protection.
# Hypertension: lisinopril 5 mg held since 3/9 for SBP 90s-110s; resume at clinic if SBP > 120.
# Hyperlipidemia: rosuvastatin 20 (atorvastatin intolerance).
# DM: metformin continued.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Aspirin 81 mg PO DAILY
2. Clopidogrel 75 mg PO DAILY
3. Metoprolol Succinate XL 50 mg PO DAILY
4. Lisinopril 5 mg PO DAILY
5. Rosuvastatin 20 mg PO QPM
6. MetFORMIN 1000 mg PO BID

Discharge Medications:
1. Apixaban 5 mg PO BID  (NEW)
2. Colchicine 0.6 mg PO BID  Duration: 3 months  (NEW)
3. Amiodarone 400 mg PO BID through 3/18, then 200 mg PO DAILY  (NEW / restarted)
4. Metoprolol Succinate XL 100 mg PO DAILY  (CHANGED: increased from 50 mg on the day of discharge)
5. Pantoprazole 40 mg PO DAILY  (NEW)
6. Clopidogrel 75 mg PO DAILY  (continued)
7. Rosuvastatin 20 mg PO QPM  (continued)
8. MetFORMIN 1000 mg PO BID  (continued)
9. Aspirin -- STOPPED 3/10 (on apixaban + clopidogrel)
10. Lisinopril 5 mg -- HELD (resume at clinic if SBP > 120)

Discharge Disposition:
Home

Discharge Diagnosis:
Post-pericardiotomy syndrome with moderate pericardial effusion
Recurrent atrial fibrillation, s/p TEE/DCCV

Discharge Condition:
Sinus rhythm, afebrile.

Discharge Instructions:
Do not miss apixaban doses. Avoid NSAIDs. Call for fever, chest pain, breathlessness or palpitations.

Followup Instructions:
Cardiology clinic 1 week (BMP, ECG, lisinopril decision). TTE in 4 weeks.
"""),
]
