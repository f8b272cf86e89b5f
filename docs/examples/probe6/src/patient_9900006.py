"""Patient 9900006 - pulmonology (COPD exacerbations, secondary spontaneous pneumothorax, new AF). Fictional."""

SID = 9900006

PATIENT = {"subject_id": SID, "gender": "M", "anchor_age": 71, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": 29900061, "admittime": "2306-01-22T09:00:00",
     "dischtime": "2306-01-28T14:00:00", "race": "WHITE", "insurance": "Medicare"},
    {"subject_id": SID, "hadm_id": 29900062, "admittime": "2306-09-03T13:00:00",
     "dischtime": "2306-09-10T12:00:00", "race": "WHITE", "insurance": "Medicare"},
]


def _note(seq, ntype, hadm, chart, store, text):
    return {"note_id": f"{SID}-{ntype}-{seq}", "subject_id": SID, "hadm_id": hadm,
            "note_type": ntype, "note_seq": seq, "charttime": chart, "storetime": store,
            "text": text.strip("\n") + "\n"}


NOTES = [
    _note(1, "ED", 29900061, "2306-01-22T09:50:00", "2306-01-22T10:40:00", """
ED RESIDENT NOTE

CC: SOB

HPI: 71M h/o COPD (GOLD 3, FEV1 41%), 50 pk-yr (quit 2299), home O2 2L at night only, p/w 4d worsening SOB, green sputum, wheeze. 1 outpt exacerbation 10/2305 (prednisone). No prior intubation or BiPAP. Denies CP, hemoptysis.
Roflumilast on outside list -- tried in 2305, stopped it himself after ~2 wks because of diarrhea, never resumed.

Meds: tiotropium 18 mcg daily, fluticasone-salmeterol 250/50 BID, albuterol PRN, lisinopril 10, tamsulosin 0.4. O2 2L qHS.
All: NKDA
Family hx: dad died of lung cancer at 66 (smoker). Brother has alpha-1 antitrypsin deficiency (ZZ), dx at 55.

Exam: T 37.9 HR 112 RR 30 SpO2 84% RA -> 90% 2L. Tripoding, diffuse wheeze. Drowsy but oriented.

Labs: ABG (2L) 7.28/68/58. WBC 12.4. BNP 110. D-dimer 1.1 (elevated). Flu/COVID neg.
CXR: hyperinflation, no focal consolidation, no PTX.

A/P: 71M severe COPD w/ AECOPD (increased dyspnea, sputum volume and purulence) and acute on chronic hypercapnic resp failure.
- BiPAP started 09:40 (IPAP 14, EPAP 5, FiO2 to SpO2 88-92%). Repeat ABG 1h.
- Duonebs q20 min x3 then q4h. Methylprednisolone 125 mg IV x1, then prednisone 40 daily.
- Azithromycin 500 mg today then 250 daily.
- D-dimer elevated: CTA chest to r/o PE once he can tolerate lying flat off BiPAP.
- SSI while on steroids.
- Admit MICU/step-down.
"""),

    _note(2, "RR", 29900061, "2306-01-23T11:00:00", "2306-01-23T12:30:00", """
EXAMINATION:  CTA CHEST

INDICATION:  71 year old man with COPD exacerbation, hypoxia and elevated D-dimer.  Rule out pulmonary embolism.

TECHNIQUE:  CT angiography of the chest after 80 mL IV contrast, performed during a break from BiPAP.

COMPARISON:  Chest radiograph 1/22.

FINDINGS:
PULMONARY ARTERIES:  Adequate opacification to the segmental level, limited at the subsegmental level by respiratory motion.  No pulmonary embolism.  Main pulmonary artery 3.1 cm.
LUNGS:  Moderate to severe centrilobular and paraseptal emphysema, upper lobe predominant.  Apical bullae, the largest 4 cm in the right upper lobe.  Diffuse bronchial wall thickening with mucus plugging in the right lower lobe subsegmental bronchi.  A 7 mm solid nodule in the right upper lobe (series 4, image 62).  No consolidation.  No pleural effusion.  No pneumothorax.
HEART / MEDIASTINUM:  Heart size normal.  Dense coronary artery calcification.  No lymphadenopathy.

IMPRESSION:
1.  No pulmonary embolism.
2.  Emphysema with apical bullae; bronchial wall thickening and mucus plugging, consistent with airways inflammation.
3.  7 mm solid right upper lobe nodule.  In a high-risk patient, follow-up CT at 6-12 months is recommended (Fleischner 2017).
"""),

    _note(3, "PN", 29900061, "2306-01-24T07:00:00", "2306-01-24T07:45:00", """
STEP-DOWN UNIT - NP PROGRESS NOTE

S:
- Breathing "much better." Slept off BiPAP last night.
- Sputum less thick. Appetite ok.

O:
- T 36.9 HR 94 BP 138/80 RR 20 SpO2 90% 3L NC.
- Scattered exp wheeze, improved air movement. No accessory muscle use.
- ABG 1/23 PM (3L): 7.38/52/64.
- BiPAP 1/22 09:40 -> off 1/23 21:30, not needed since.
- BG 180-280 on steroids. A1c 5.7%.
- CTA 1/23: no PE; emphysema; 7 mm RUL nodule.

A/P: 71M severe COPD admitted w/ AECOPD and acute on chronic hypercapnic RF.
# AECOPD: prednisone 40 day 3/5 (methylpred 1/22 = day 1). Azithro day 3/5. Duonebs q4h -> albuterol PRN + home LAMA/LABA/ICS.
# Hypercapnic RF: resolved, no longer requiring BiPAP (~36h total). pCO2 back toward his baseline (~50).
# Hypoxemia: wean O2 to SpO2 88-92%. Ambulatory sat before d/c - may need continuous O2.
# Steroid-induced hyperglycemia: not diabetic (A1c 5.7). Lispro SSI while on prednisone, stop when steroids done.
# PE: r/o'd on CTA.
# Pulm nodule 7 mm: outpt f/u CT 6-12 mo. Pulm consult today re: O2, inhalers, nodule, A1AT.
# HTN: lisinopril 10.
"""),

    _note(4, "CN", 29900061, "2306-01-25T15:00:00", "2306-01-25T17:10:00", """
PULMONARY CONSULT - ATTENDING

I saw Mr. ___ at the request of the medicine team.

He is a 71-year-old retired electrician with severe COPD (FEV1 41%) and 50 pack-years, admitted on 1/22 with an exacerbation and hypercapnic respiratory failure. He did well on BiPAP, which came off on the evening of 1/23. This is his second exacerbation needing steroids in a year (the first, in October, was treated as an outpatient).

I walked him this afternoon: on 2 L he dropped to 85% within two minutes; on 3 L he held 89-90%. He now qualifies for continuous oxygen, 2 L at rest and 3 L with exertion, rather than nocturnal oxygen only.

He uses tiotropium and fluticasone-salmeterol from two devices with poor Diskus technique. I recommend a single once-daily triple inhaler (fluticasone furoate/umeclidinium/vilanterol 100/62.5/25) replacing both. He stopped roflumilast last year because of diarrhea and I would not restart it.

His brother has ZZ alpha-1 antitrypsin deficiency. His own emphysema is upper-lobe centrilobular, the smoker's pattern, and I would be surprised if he were deficient, but he has never been tested. Level and phenotype sent.

The 7 mm right upper lobe nodule needs a CT in 6-12 months; I would aim for about 6 months, in July, given his father's lung cancer.

Chronic azithromycin: I would consider it at clinic if his QTc and hearing are normal, not now during an acute course.

Family history: father died of lung cancer at 66 (smoker). Brother with ZZ alpha-1 antitrypsin deficiency, diagnosed at 55.

Recommendations: continuous O2 as above; switch to the triple inhaler; complete 5 days of prednisone and of azithromycin; pulmonary rehabilitation; CT chest in ~6 months; clinic in 6-8 weeks.
"""),

    _note(5, "DS", 29900061, "2306-01-28T12:00:00", "2306-01-28T15:20:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Shortness of breath

Major Surgical or Invasive Procedure:
Non-invasive positive pressure ventilation (BiPAP) 1/22-1/23

History of Present Illness:
71M with severe COPD (GOLD 3) on nocturnal O2, with an acute exacerbation and acute on chronic hypercapnic respiratory failure (ABG 7.28/68/58).

Family History:
Father: lung cancer, died at 66. Brother: alpha-1 antitrypsin deficiency (ZZ).

Pertinent Results:
CTA chest 1/23: no PE; emphysema with apical bullae; 7 mm solid RUL nodule.
A1c 5.7%. Alpha-1 antitrypsin level 148 mg/dL (normal); phenotype pending.

Brief Hospital Course:
# Acute exacerbation of COPD with acute on chronic hypercapnic respiratory failure: BiPAP from 09:40 on 1/22 to 21:30 on 1/23 (about 36 hours), then nasal cannula. Methylprednisolone 125 mg IV on 1/22, then prednisone 40 mg daily 1/23-1/26: 5 days of systemic steroids in total, completed. Azithromycin 1/22-1/26 (5 days), completed. CTA negative for PE. Desaturated to 85% walking on 2 L: now continuous oxygen (previously nocturnal only). Inhalers simplified to single-inhaler triple therapy. Pulmonary rehabilitation referral.

# Steroid-induced hyperglycemia: glucose up to 280 on steroids; not diabetic (A1c 5.7). Sliding scale insulin stopped 1/27 after the prednisone course ended. No diabetes medications at discharge.

# Pulmonary nodule: 7 mm solid RUL nodule. CT chest in about 6 months (7/2306).

# Alpha-1 antitrypsin: tested because of his brother's ZZ deficiency. Level normal (148); phenotype to follow at clinic.

Medications on Admission:
1. Tiotropium 18 mcg inhaled daily
2. Fluticasone-salmeterol 250/50 one inhalation BID
3. Albuterol HFA 2 puffs q4h PRN
4. Lisinopril 10 mg PO daily
5. Tamsulosin 0.4 mg PO qHS
6. Oxygen 2 L/min nocturnal
7. Roflumilast 500 mcg PO daily (on outside list; self-discontinued 2305 for diarrhea)

Discharge Medications:
1. Fluticasone furoate/umeclidinium/vilanterol 100/62.5/25 mcg one inhalation daily (NEW; replaces tiotropium and fluticasone-salmeterol)
2. Albuterol HFA 2 puffs q4h PRN
3. Lisinopril 10 mg PO daily
4. Tamsulosin 0.4 mg PO qHS
5. Oxygen 2 L/min continuous at rest, 3 L/min with exertion (CHANGED from nocturnal only)

STOPPED: Tiotropium; fluticasone-salmeterol (replaced by the triple inhaler). Roflumilast (not taken since 2305).

Discharge Disposition:
Home with services

Discharge Diagnosis:
Acute exacerbation of COPD with acute on chronic hypercapnic respiratory failure; pulmonary nodule

Followup Instructions:
___
"""),

    _note(6, "PN", None, "2306-03-15T13:30:00", "2306-03-15T14:20:00", """
PULMONARY CLINIC - NP VISIT

S:
- 71M severe COPD, adm 1/22 for AECOPD w/ hypercapnic RF (BiPAP ~36h), d/c'd 1/28 on continuous O2. Here w/ wife.
- Using triple inhaler daily, technique good. O2 2L continuous, 3L walking.
- Pulm rehab 2x/wk since 2/20 - walking further.
- No exacerbations since discharge. Morning sputum, clear.

O:
- SpO2 93% 2L at rest. HR 80, BP 134/78. Lungs: distant, no wheeze.
- CAT score 22.
- A1AT phenotype: PiMM (level 148) - normal, NOT deficient (unlike brother, ZZ).
- ECG today: sinus 78, QTc 438. Audiology screen 3/2: no significant hearing loss.

A/P:
# COPD GOLD 3, 2 exacerbations needing steroids in 12 mo (10/2305, 1/2306) on triple therapy -> start azithromycin 250 mg PO Mon/Wed/Fri (prophylaxis), per Dr. ___ consult rec. QTc ok. Reassess at 12 mo.
# O2: continue 2L rest / 3L exertion.
# A1AT: PiMM, normal. No further workup. Brother's ZZ does not apply to him.
# RUL nodule 7 mm: CT chest ordered for 7/2306.
# Vaccines: RSV and pneumococcal given today.
RTC 4 mo after CT.
"""),

    _note(7, "ED", 29900062, "2306-09-03T15:10:00", "2306-09-03T15:50:00", """
ED RESIDENT NOTE

CC: sudden SOB, R chest pain

HPI: 71M severe COPD on 2L continuous O2, triple inhaler + azithro MWF ppx, AECOPD adm 1/2306 w/ BiPAP, p/w sudden R-sided pleuritic CP and severe SOB ~09:00 today during a coughing fit. 2d productive cough, yellow sputum, fever 38.4 at home yesterday. No prior pneumothorax. Missed his July nodule CT ("forgot").

Exam: T 38.2 HR 142 irreg BP 104/66 RR 32 SpO2 80% 2L -> 92% NRB. Absent BS R, hyperresonant. Trachea midline.

CXR 13:10: large R pneumothorax (apex-to-cupola ~6 cm), no mediastinal shift. Patchy RLL opacity.
ECG: atrial fibrillation w/ RVR 142, no prior AF. QTc ~476 (in AF).
Labs: WBC 16.2, K 3.1, procalcitonin 0.6. VBG 7.31/61.

A/P: 71M severe COPD w/ large secondary spontaneous PTX, c/f RLL pneumonia, new AF w/ RVR.
- PTX: NO BiPAP until chest tube (untreated PTX). 14 Fr pigtail R chest tube placed 14:30 by IP -> to -20 suction; lung re-expanded on repeat CXR.
- AF RVR: diltiazem 10 mg IV -> gtt 5-10 mg/h from 14:00. K repletion. TSH. Hold anticoag for now (chest tube, procedure) - revisit.
- PNA/AECOPD: ceftriaxone 1 g + doxycycline 100 BID (already on chronic azithro - macrolide resistance). Prednisone 40. Nebs.
- Chronic azithro ON HOLD (acute abx, QTc 476, hypoK).
- Admit step-down, pulm + IP following.
"""),

    _note(8, "RR", 29900062, "2306-09-04T10:00:00", "2306-09-04T11:45:00", """
EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  71 year old man with severe COPD and right secondary spontaneous pneumothorax, status post right pigtail chest tube 9/3.  Fever and right lower lobe opacity.  Known 7 mm right upper lobe nodule (1/23) - follow-up CT scheduled for 7/2306 was not performed.  Evaluate nodule; rule out lung cancer or postobstructive process.

COMPARISON:  CTA chest 1/23/2306.

FINDINGS:
PLEURA:  Right pigtail catheter at the apex.  Small residual apical pneumothorax, 0.8 cm.  No effusion.
LUNGS:  Moderate to severe centrilobular and paraseptal emphysema.  Apical bullae, the largest 4.5 cm in the right upper lobe (previously 4 cm).  Consolidation with air bronchograms in the superior and posterior basal segments of the right lower lobe; patent central airways without an endobronchial lesion.  The right upper lobe solid nodule measures 7 mm (series 3, image 58), unchanged from 1/23/2306 (over 7 months).  No new nodule.  No mass.
MEDIASTINUM:  No lymphadenopathy.  Coronary calcification.

IMPRESSION:
1.  Right lower lobe consolidation consistent with pneumonia; no obstructing lesion.
2.  Stable 7 mm right upper lobe nodule since 1/2306, without suspicious features; no mass or lymphadenopathy.  Continue surveillance per Fleischner (next CT 18-24 months from the first study).
3.  Small residual right apical pneumothorax with chest tube in place.  Bullous emphysema.
"""),

    _note(9, "PN", 29900062, "2306-09-06T08:00:00", "2306-09-06T09:40:00", """
PULMONARY - ATTENDING PROGRESS NOTE

I saw Mr. ___ on rounds this morning.

He came in on 9/3 with a large right pneumothorax from ruptured bullae, a right lower lobe pneumonia and new atrial fibrillation with a rapid rate. This is his first pneumothorax. The pigtail went in at 14:30 on 9/3; we kept him off BiPAP until it was in. The tube went to water seal on 9/4, had no air leak for 24 hours, tolerated a clamp trial yesterday morning and came out at 10:00 on 9/5.

The post-pull film at noon yesterday showed a new small apical pneumothorax of 1.5 cm. With no air leak before removal and stable oxygenation, I chose to observe rather than replace the tube. The evening film was unchanged and this morning's measures 1.2 cm. Thoracic surgery would offer elective VATS bullectomy and pleurodesis, sooner if this recurs; he will think about it as an outpatient.

The atrial fibrillation converted to sinus at about 23:00 on 9/3 on the diltiazem drip, after roughly nine hours. TSH normal. The pneumonia, hypoxia and nebulizers precipitated it, but his CHA2DS2-VASc is 2 and cardiology agrees with anticoagulation. Not with a fresh pleural puncture and an unresolved pneumothorax: the plan is to start apixaban 5 mg BID once the tube is out and the pneumothorax has been stable on two consecutive films; if tomorrow's film is stable, he starts tomorrow. Diltiazem ER 180 mg daily since 9/4, HR 58-70, SBP 100s-110s. Lisinopril on hold since 9/4 for low pressures.

Afebrile since 9/4. Ceftriaxone through today, then cefpodoxime to complete 7 days of beta-lactam (last dose 9/9). Doxycycline 9/3-9/7. Prednisone 40 mg 9/3-9/7. His chronic azithromycin has been on hold since admission; resume it once the acute antibiotics are finished and the QTc (476 in AF with K 3.1) is rechecked in sinus.

The 7 mm nodule is unchanged since January; the CT answers the missed July scan.
"""),

    _note(10, "DS", 29900062, "2306-09-10T10:30:00", "2306-09-10T13:45:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Sudden shortness of breath and right chest pain

Major Surgical or Invasive Procedure:
9/3 Right 14 Fr pigtail chest tube (removed 9/5)

History of Present Illness:
71M with severe COPD on continuous O2 and azithromycin prophylaxis (since 3/2306), admitted 1/2306 for an exacerbation requiring BiPAP, presenting with a large right secondary spontaneous pneumothorax, right lower lobe pneumonia and new atrial fibrillation with RVR.

Pertinent Results:
CT chest 9/4: RLL pneumonia; 7 mm RUL nodule stable since 1/2306.
CXR 9/5 post-pull: new 1.5 cm apical PTX; 9/6 1.2 cm; 9/7 1.0 cm; 9/9 0.5 cm.
QTc 9/9 448 ms. TSH 1.9.

Brief Hospital Course:
# Right secondary spontaneous pneumothorax (first): 14 Fr pigtail placed 9/3 at 14:30, suction then water seal 9/4, removed 9/5 at 10:00. Small 1.5 cm apical pneumothorax on the post-pull film, managed with observation; decreasing on serial films (0.5 cm on 9/9); no reinsertion. Thoracic surgery: elective VATS bullectomy/pleurodesis offered as an outpatient; sooner if it recurs. No flying until 2 weeks after a chest film shows full resolution.

# New paroxysmal atrial fibrillation: AF with RVR on 9/3, converted to sinus at about 23:00 on 9/3 on a diltiazem infusion; sinus since. Precipitated by pneumonia and hypoxia. Diltiazem ER 180 mg daily from 9/4; heart rate in the 50s and SBP 96-104 on 9/9-9/10, so REDUCED to 120 mg daily today, 9/10. CHA2DS2-VASc 2: apixaban 5 mg BID, to start once the tube was out and the pneumothorax stable on two consecutive films. Condition met (stable films 9/6 and 9/7); apixaban started the evening of 9/7.

# RLL pneumonia with COPD exacerbation: ceftriaxone 9/3-9/6 then cefpodoxime 9/7-9/9 (7 days of beta-lactam), doxycycline 9/3-9/7 (5 days). Prednisone 40 mg 9/3-9/7 (5 days). Back to baseline O2 2 L at rest.

# Chronic azithromycin: held from 9/3 during acute antibiotics and with QTc 476 in AF and hypokalemia. QTc 448 in sinus on 9/9 after the antibiotics ended; azithromycin resumed today, 9/10.

# Hypertension: lisinopril held since 9/4 for low BP on diltiazem; not restarted at discharge. PCP to restart if SBP consistently above 130.

Medications on Admission:
1. Fluticasone furoate/umeclidinium/vilanterol 100/62.5/25 mcg one inhalation daily
2. Albuterol HFA PRN
3. Azithromycin 250 mg PO Mon/Wed/Fri
4. Lisinopril 10 mg PO daily
5. Tamsulosin 0.4 mg PO qHS
6. Oxygen 2 L continuous, 3 L exertion

Discharge Medications:
1. Apixaban 5 mg PO BID (NEW, started 9/7)
2. Diltiazem ER 120 mg PO daily (NEW; started 180 mg 9/4, reduced 9/10)
3. Fluticasone furoate/umeclidinium/vilanterol 100/62.5/25 mcg one inhalation daily
4. Albuterol HFA PRN
5. Azithromycin 250 mg PO Mon/Wed/Fri (RESUMED 9/10)
6. Tamsulosin 0.4 mg PO qHS
7. Oxygen 2 L continuous, 3 L exertion

HELD: Lisinopril 10 mg - restart per PCP if SBP > 130.

Discharge Disposition:
Home with services

Discharge Diagnosis:
Right secondary spontaneous pneumothorax; RLL pneumonia with COPD exacerbation; new paroxysmal AF

Followup Instructions:
___
"""),
]
