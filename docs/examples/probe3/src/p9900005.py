"""Patient 9900005: severe COPD - exacerbation with hypercapnic respiratory failure on BiPAP, no
pneumonia (2197-11); then a second exacerbation with pneumococcal right lower lobe pneumonia and
sepsis, steroid taper, roflumilast and home oxygen (2198-01). Fictional."""

PATIENT = {"subject_id": 9900005, "gender": "M", "anchor_age": 71, "race": "WHITE"}

ADMISSIONS = [
    {"hadm_id": 29900051, "admittime": "2197-11-10T13:05:00", "dischtime": "2197-11-15T14:30:00",
     "race": "WHITE", "insurance": "Medicare"},
    {"hadm_id": 29900052, "admittime": "2198-01-18T22:50:00", "dischtime": "2198-01-26T13:00:00",
     "race": "WHITE", "insurance": "Medicare"},
]

NOTES = []

NOTES.append({"note_id": "9900005-ED-1", "hadm_id": 29900051, "note_type": "ED",
              "charttime": "2197-11-10T14:10:00", "storetime": "2197-11-10T14:36:00", "text": """\
ED resident note

71M COPD (GOLD 3), ex-smoker 50 pk-yr, CAD s/p PCI 2189, HTN, p/w worsening SOB x5 days, green sputum x3 days. No fever.
Meds: tiotropium 18 mcg daily, albuterol PRN, metoprolol succ 50, lisinopril 10, atorva 40, ASA 81, omeprazole 20.

VS: HR 108, BP 148/84, RR 28, SpO2 84% RA -> 90% 2 L.
Exam: accessory muscles, diffuse wheeze, poor air movement.
ABG 7.29/68/61. WBC 11.0, eos 300, BNP 88, trop neg. ECG: sinus tach, QTc 468.
CXR: hyperinflated, no consolidation (prelim).

A/P: AECOPD w/ acute hypercapnic resp failure.
- BiPAP 14/6 from 13:50
- duonebs q4h
- methylpred 60 IV daily, then PO pred to complete 5 days
- doxycycline 100 BID x5 days
- continue metoprolol (cardioselective, CAD)
- step-down
"""})

NOTES.append({"note_id": "9900005-RR-2", "hadm_id": 29900051, "note_type": "RR",
              "charttime": "2197-11-10T14:25:00", "storetime": "2197-11-10T14:58:00", "text": """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  71 year old man with COPD, worsening dyspnea and purulent sputum.  Evaluate for pneumonia or pneumothorax.

FINDINGS:
Hyperexpanded lungs with flattened hemidiaphragms and upper lobe emphysema.  No focal consolidation.  No effusion.  No pneumothorax.  Normal heart size.

IMPRESSION:
Hyperinflation and emphysema.  No pneumonia or pneumothorax.
"""})

NOTES.append({"note_id": "9900005-PN-3", "hadm_id": 29900051, "note_type": "PN",
              "charttime": "2197-11-12T10:15:00", "storetime": "2197-11-12T11:02:00", "text": """\
Medicine Attending Progress Note - hospital day 3

Mr. ___ came off BiPAP last night at about 21:00, roughly 31 hours in all, and slept on 2 L with saturations of 90-92%. Gas this morning 7.38/52; full sentences.

To be clear about steroids, since two orders went in: methylprednisolone 60 mg IV on 11/10 and 11/11, then prednisone 40 mg from today through 11/14 - five days in total, no taper. Doxycycline is day 3 of 5 and also ends on the 14th.

Inhalers: tiotropium alone for two years, a second exacerbation this year, eosinophils 300 - he should have triple therapy. At discharge tiotropium will be replaced by fluticasone furoate/umeclidinium/vilanterol, one inhalation daily; he must stop the Spiriva.

Oxygen: resting room-air saturation 89% this morning - not qualifying, and he is still recovering. Re-measure at pulmonary clinic in about 4 weeks; if resting saturation is 88% or lower then, arrange long-term oxygen.

Azithromycin: not now. If he needs another admission, pulmonary should consider azithromycin 250 mg three times weekly after an ECG for QTc.

Metoprolol continues - cardioselective, and he has coronary disease.
"""})

NOTES.append({"note_id": "9900005-DS-4", "hadm_id": 29900051, "note_type": "DS",
              "charttime": "2197-11-15T12:00:00", "storetime": "2197-11-15T16:10:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   M
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Shortness of breath

Major Surgical or Invasive Procedure:
Noninvasive ventilation (BiPAP)

History of Present Illness:
71M with COPD GOLD 3, CAD and hypertension, with 5 days of worsening dyspnea and 3 days of purulent sputum. SpO2 84% on room air, ABG 7.29/68.

Brief Hospital Course:
# COPD exacerbation with hypercapnic respiratory failure: BiPAP 11/10 13:50 to 11/11 21:00 (about 31 hours). Chest x-ray without pneumonia. Methylprednisolone 11/10-11/11, prednisone 40 mg 11/12-11/14 (5 days, no taper). Doxycycline 11/10-11/14. Tiotropium replaced by Trelegy.

# Hypoxemia: resting SpO2 89-90% on room air; does not qualify for home oxygen now. Recheck at pulmonary clinic in 4 weeks; if 88% or lower, arrange oxygen.

# Prevention: pulmonary rehab referral. Chronic azithromycin to be considered if another admission (ECG first).

Discharge Medications:
1. Fluticasone furoate-umeclidinium-vilanterol 100/62.5/25 mcg 1 inhalation DAILY (NEW)
2. Albuterol 2 puffs q4h PRN
3. Metoprolol succinate 50 mg PO DAILY
4. Lisinopril 10 mg PO DAILY
5. Atorvastatin 40 mg PO DAILY
6. Aspirin 81 mg PO DAILY
7. Omeprazole 20 mg PO DAILY
STOPPED: Tiotropium (replaced by Trelegy).

Discharge Disposition:
Home

Discharge Diagnosis:
COPD exacerbation with acute hypercapnic respiratory failure

Discharge Instructions:
Your steroids and antibiotic are finished. Trelegy replaces Spiriva - do not use both.

Followup Instructions:
Pulmonary clinic in 4 weeks (oxygen check).
"""})

NOTES.append({"note_id": "9900005-ED-5", "hadm_id": 29900052, "note_type": "ED",
              "charttime": "2198-01-18T23:20:00", "storetime": "2198-01-18T23:51:00", "text": """\
ED NOTE - night float

71M COPD GOLD 3 (Trelegy since 11/2197, BiPAP admit 11/2197), CAD, HTN, p/w fever + rusty sputum x2 days, dyspnea worse x1 wk. Pulm clinic 12/15: resting SpO2 91% RA -> no home O2.
Meds: Trelegy daily, albuterol PRN, metoprolol succ 50, lisinopril 10, atorva 40, ASA 81, omeprazole 20.

VS: T 38.8, HR 116, BP 88/50 -> 104/62 after 1.5 L, SpO2 86% RA -> 93% 3 L.
Exam: RLL crackles, bronchial BS, wheeze.
Labs: WBC 17.8, lactate 2.8, Cr 1.3, ABG 7.36/49/64.
CXR: RLL consolidation.

A/P: sepsis from RLL CAP + AECOPD.
- CTX 1 g + azithro 500 daily
- cultures, urine Ag
- methylpred 40 IV q12h, nebs
- HOLD metoprolol + lisinopril (hypotension)
- floor w/ tele
"""})

NOTES.append({"note_id": "9900005-RR-6", "hadm_id": 29900052, "note_type": "RR",
              "charttime": "2198-01-18T23:05:00", "storetime": "2198-01-18T23:40:00", "text": """\
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  71 year old man with COPD, fever, productive cough and hypoxia.  Evaluate for pneumonia.

COMPARISON:  11/2197.

FINDINGS:
New dense right lower lobe consolidation with air bronchograms.  Small right pleural effusion.  Background emphysema.  No pneumothorax.

IMPRESSION:
Right lower lobe pneumonia with small parapneumonic effusion.
"""})

NOTES.append({"note_id": "9900005-CN-7", "hadm_id": 29900052, "note_type": "CN",
              "charttime": "2198-01-21T14:30:00", "storetime": "2198-01-21T15:15:00", "text": """\
PULMONARY CONSULT NOTE

Reason: second hospitalized COPD exacerbation in 10 weeks.

71M with COPD GOLD 3 (FEV1 38%), chronic bronchitis, on triple therapy since November, now RLL pneumonia: urine pneumococcal antigen positive, sputum Streptococcus pneumoniae (penicillin-susceptible). Afebrile since this morning, still wheezy. ECG today QTc 492 ms (468 in November), on azithromycin.

Assessment: two admissions in a year despite triple therapy - he needs add-on prevention. Azithromycin was the November plan, but QTc 492 rules out chronic macrolide therapy.

Recommendations:
1. Stop azithromycin today (3 doses). Ceftriaxone to oral cefpodoxime when afebrile 48 h; 7 days in total.
2. Prednisone 40 mg daily 1/21-1/25, then - as he is still very wheezy and relapsed quickly after the last 5-day burst - 30 mg x3 days, 20 mg x3 days, 10 mg x3 days, stop.
3. No chronic azithromycin. Start roflumilast 250 mcg daily for 4 weeks, then 500 mcg.
4. Resting room-air saturation before discharge; if 88% or lower, long-term oxygen.
5. PCV20 before discharge. Repeat ECG off azithromycin.
"""})

NOTES.append({"note_id": "9900005-PN-8", "hadm_id": 29900052, "note_type": "PN",
              "charttime": "2198-01-23T09:30:00", "storetime": "2198-01-23T10:05:00", "text": """\
Medicine NP Progress Note - day 5

S:
- Breathing better, no fever since 1/21 AM

O:
- HR 94, BP 132/78, SpO2 93% on 2 L; RA at rest 87%
- Cr 1.0; FS 180-290 on prednisone
- Repeat ECG off azithro: QTc 476

A/P:
- RLL pneumococcal pneumonia
  - ceftriaxone 1/19-1/23 -> cefpodoxime 1/24-1/25 = 7 days
  - azithro done 1/21
- AECOPD: prednisone 40 day 3 of 5, taper per pulm
- Steroid hyperglycemia (A1c 5.9): NPH qAM + correction; wean with taper, no diabetes meds at discharge
- BP/HR
  - metoprolol restarted 1/22 at 25 mg
  - lisinopril restarted today 10 mg
- PCV20 given 1/22
- O2: formal resting sat before discharge
"""})

NOTES.append({"note_id": "9900005-DS-9", "hadm_id": 29900052, "note_type": "DS",
              "charttime": "2198-01-26T11:00:00", "storetime": "2198-01-26T15:20:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   M
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Fever, cough, shortness of breath

History of Present Illness:
71M with COPD GOLD 3 (BiPAP admission 11/2197, Trelegy since), CAD and hypertension, with 2 days of fever and rusty sputum; septic (BP 88/50, lactate 2.8), SpO2 86%. Chest x-ray: right lower lobe consolidation.

Brief Hospital Course:
# Right lower lobe pneumococcal pneumonia with sepsis: ceftriaxone 1/19-1/23, azithromycin 1/19-1/21, cefpodoxime 1/24-1/25 (7 days, completed).

# COPD exacerbation: methylprednisolone 1/19-1/20, prednisone 40 mg 1/21-1/25, then taper 30 mg 1/26-1/28, 20 mg 1/29-1/31, 10 mg 2/1-2/3, stop. Chronic azithromycin NOT started (QTc 492 on azithromycin, 476 off). Roflumilast started. PCV20 given.

# Chronic hypoxemic respiratory failure: resting SpO2 86% on room air 1/25. Home oxygen 2 L/min continuous arranged; re-evaluate in 60-90 days.

# Steroid hyperglycemia: insulin in hospital only; none at discharge.

# Hypertension/CAD: metoprolol and lisinopril held on admission. Metoprolol restarted 1/22 at 25 mg (home 50 mg); lisinopril restarted at 10 mg 1/23.

Discharge Medications:
1. PredniSONE 30 mg daily 1/26-1/28, 20 mg 1/29-1/31, 10 mg 2/1-2/3, then STOP
2. Roflumilast 250 mcg PO daily for 4 weeks, then 500 mcg daily (NEW)
3. Fluticasone furoate-umeclidinium-vilanterol 1 inhalation DAILY
4. Albuterol PRN
5. Metoprolol succinate 25 mg PO DAILY (DECREASED)
6. Lisinopril 10 mg PO DAILY
7. Atorvastatin 40 mg PO DAILY
8. Aspirin 81 mg PO DAILY
9. Omeprazole 20 mg PO DAILY
10. Home oxygen 2 L/min continuous (NEW)

Discharge Disposition:
Home With Service

Discharge Diagnosis:
Pneumococcal pneumonia; COPD exacerbation; chronic hypoxemic respiratory failure

Discharge Instructions:
Follow the prednisone taper exactly. Use oxygen at least 15 hours a day. Roflumilast can cause loose stools and weight loss. Your metoprolol dose is lower.

Followup Instructions:
Pulmonary clinic in 3 weeks. PCP in 1 week.
"""})
