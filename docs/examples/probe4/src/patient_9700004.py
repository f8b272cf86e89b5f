"""Patient 9700004 - haematology: HbSS vaso-occlusive crisis complicated by acute chest syndrome
(aplastic crisis feared, excluded); readmitted with estrogen-provoked PE and DVT on apixaban.
Fictional."""

PATIENT = {"subject_id": 9700004, "gender": "F", "anchor_age": 24, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"subject_id": 9700004, "hadm_id": 29700041, "admittime": "2195-02-14T03:30:00",
     "dischtime": "2195-02-21T13:30:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
    {"subject_id": 9700004, "hadm_id": 29700042, "admittime": "2195-06-03T21:10:00",
     "dischtime": "2195-06-08T12:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
]

NOTES = [
    {
        "note_id": "9700004-ED-1", "subject_id": 9700004, "hadm_id": 29700041, "note_type": "ED",
        "note_seq": 1, "charttime": "2195-02-14T04:10:00", "storetime": "2195-02-14T05:05:00",
        "text": """\
ED NOTE - RESIDENT

24F HbSS (baseline Hgb ~8.2, retic ~9%). Low back + thigh pain x2 d, 9/10, "like my crises". URI last week. Home oxycodone no relief. Hx ACS age 15, chole age 17. Hydroxyurea 1000 mg daily, folic acid.
FHx: brother HbSS - overt stroke age 9, on chronic transfusions. Parents have trait.

T 37.8 HR 108 SpO2 96% RA. Lungs clear. Neuro nonfocal.
Hgb 7.1, retic 2.1% (low for her), WBC 11.2, plt 310. LDH 520.
CXR: no infiltrate.

A/P: VOC. Retic inappropriately low -> aplastic crisis (parvovirus B19) to be excluded: parvo PCR, repeat retic.
- hydromorphone 1 mg IV x2 -> PCA hydromorphone (demand 0.2 mg, lockout 10 min, no basal, 1-h max 1.2 mg), started 05:30
- LR 75 mL/h, no boluses
- incentive spirometry q1h while awake
- ketorolac 15 mg IV q6h (max 5 days)
- type & screen; extended phenotype on file (C, E, K negative)
- admit heme/onc
"""
    },
    {
        "note_id": "9700004-RR-1", "subject_id": 9700004, "hadm_id": 29700041, "note_type": "RR",
        "note_seq": 1, "charttime": "2195-02-15T15:10:00", "storetime": "2195-02-15T16:00:00",
        "text": """\
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  24-year-old woman with sickle cell disease admitted with vaso-occlusive crisis, new fever 38.6 and hypoxia (SpO2 89% on room air).  Evaluate for acute chest syndrome.

COMPARISON:  2195-02-14.

FINDINGS:
New patchy opacity in the right lower lobe and a retrocardiac left lower lobe opacity, not present on 2/14.  Small right pleural effusion.  Stable cardiomegaly.  Cholecystectomy clips.

IMPRESSION:
New bibasilar opacities, right greater than left, with small right effusion.  In this clinical setting, consistent with acute chest syndrome; superimposed infection is not excluded.
"""
    },
    {
        "note_id": "9700004-PN-1", "subject_id": 9700004, "hadm_id": 29700041, "note_type": "PN",
        "note_seq": 1, "charttime": "2195-02-16T13:00:00", "storetime": "2195-02-16T14:20:00",
        "text": """\
HEMATOLOGY ATTENDING PROGRESS NOTE - HD#3

Yesterday afternoon (2/15) she declared acute chest syndrome: fever 38.6, respiratory rate 26, SpO2 89% on room air and new bibasilar opacities on the film. She had been on the hydromorphone PCA since 05:30 on 2/14, using it heavily, and her incentive spirometry was poor; splinting from back pain and opioid hypoventilation both probably contributed. Ceftriaxone 1 g IV daily and azithromycin (500 mg, then 250 mg daily) were started on 2/15 for a 5-day course, with oxygen at 3 L.

This morning the haemoglobin is 6.4 (7.1 on admission, baseline about 8.2), reticulocytes 1.6%, platelets 228. Two problems, then.

First, ACS with a falling haemoglobin. I have given 2 units of phenotype-matched (C, E, K negative), leukoreduced red cells today by simple transfusion, aiming for about 9 to 10 and certainly not above 10. Exchange transfusion is not needed today. I would move to red cell exchange if she needs more than 4 L of oxygen to keep SpO2 at 92% or above, if the infiltrates progress on a repeat film, or if we cannot transfuse further without pushing the haemoglobin above 10.

Second, the reticulocyte count. 1.6% in a woman whose baseline is 9% is inappropriately low. Parvovirus B19 aplastic crisis is the concern and is not yet excluded (PCR sent 2/14). Hydroxyurea also suppresses the marrow, so I have held it from today.

Her brother's stroke is on my mind whenever her haemoglobin moves; her neuro exam is nonfocal.

Plan: PCA unchanged for now, wean as pain allows; IS hourly; post-transfusion Hgb this evening.

___, MD, Hematology
"""
    },
    {
        "note_id": "9700004-PN-2", "subject_id": 9700004, "hadm_id": 29700041, "note_type": "PN",
        "note_seq": 2, "charttime": "2195-02-18T10:30:00", "storetime": "2195-02-18T11:15:00",
        "text": """\
HEME/ONC PROGRESS NOTE - NP
HD#5

S: Pain 4/10 (was 9), mostly lower back. Breathing easier. PCA demands ~3/h overnight 2/16, ~1/h last night.

O: T 37.1. SpO2 95% RA - O2 off since 07:00 today.
Hgb 8.6 post-transfusion (2/16 pm) -> 8.4 today. Retic 6.8% today (1.6% on 2/16). Plt 240, ANC 5.2.
Parvovirus B19 PCR negative (resulted 2/17).

A/P:
# ACS - improving. Off O2 today. Ceftriaxone + azithro day 4 of 5 (last doses 2/19). Exchange transfusion not required. Continue IS.
# VOC - PCA discontinued 08:00 today. Start oxycodone 10 mg PO q4h PRN + acetaminophen 1 g q8h scheduled. Ketorolac last dose today (5-day limit, started 2/14).
# Low retic - recovering; parvo negative -> not an aplastic crisis; likely hydroxyurea + inflammation. Restart hydroxyurea tomorrow 2/19 at 750 mg daily (reduced from 1000) per Dr ___. CBC in 2 weeks; increase back to 1000 mg if ANC >2.0 and plt >80.
# Contraception - asking for "the pill". Counseled: estrogen-containing pills raise clot risk and SCD already does. Recommended progestin-only methods or a levonorgestrel IUD. Gyn referral placed.
Dispo: home 2/20-21.
"""
    },
    {
        "note_id": "9700004-DS-1", "subject_id": 9700004, "hadm_id": 29700041, "note_type": "DS",
        "note_seq": 1, "charttime": "2195-02-21T10:00:00", "storetime": "2195-02-21T15:20:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2195-02-14              Discharge Date:   2195-02-21

Date of Birth:  ___             Sex:   F

Service: HEMATOLOGY/ONCOLOGY

Allergies: Morphine (pruritus)

Attending: ___

Chief Complaint: back and leg pain

Major Surgical or Invasive Procedure: Transfusion of 2 units phenotype-matched pRBC 2195-02-16

History of Present Illness:
24F with HbSS on hydroxyurea 1000 mg daily presenting with a typical vaso-occlusive crisis after a viral illness.

Family History: Brother with HbSS, overt stroke at age 9, on chronic transfusions. Parents with sickle trait.

Pertinent Results:
Hgb 7.1 -> 6.4 (2/16) -> 8.6 after transfusion -> 8.8 (2/21). Retic 2.1% -> 1.6% (2/16) -> 8.1% (2/21).

Brief Hospital Course:
# Vaso-occlusive crisis: hydromorphone PCA from 2/14 05:30 to 2/18 08:00, then oral oxycodone; ketorolac 2/14-2/18. Pain 2/10 at discharge.
# Acute chest syndrome (2/15), on the PCA: ceftriaxone + azithromycin 2/15-2/19 (5 days), oxygen up to 3 L, off oxygen from 2/18, incentive spirometry. Simple transfusion of 2 units 2/16. Exchange transfusion criteria (more than 4 L O2, progressive infiltrates, Hgb limit) were never met.
# Reticulocytopenia: aplastic crisis was the concern; parvovirus PCR negative and the retic recovered, so it was ruled out. Hydroxyurea held 2/16-2/18 and restarted 2/19 at 750 mg daily (reduced from 1000 mg). Heme clinic to increase back to 1000 mg if ANC >2.0 and plt >80.
# Disease modification: this is her second ACS (first at 15). If she has another ACS episode, we would strongly recommend a chronic transfusion program; crizanlizumab was also mentioned. To be discussed at heme clinic 3/7.
# Contraception: estrogen-containing methods not advised; gyn referral for progestin-only method / LNG-IUD.

Medications on Admission:
1. Hydroxyurea 1000 mg PO daily
2. Folic acid 1 mg PO daily
3. Oxycodone 5 mg PO q6h PRN

Discharge Medications:
1. Hydroxyurea 750 mg PO daily (reduced)
2. Folic acid 1 mg PO daily
3. Acetaminophen 1 g PO q8h PRN
4. Oxycodone - taper: 10 mg PO q6h PRN 2/21-2/23, then 5 mg PO q6h PRN 2/24-2/26, then stop (last day 2/26)
5. Incentive spirometer

Discharge Disposition: Home

Discharge Diagnosis: Vaso-occlusive crisis with acute chest syndrome; transient reticulocytopenia (parvovirus excluded)

Discharge Condition: SpO2 97% on room air.

Followup Instructions: Hematology clinic 2195-03-07 (CBC). Gynecology ___.
"""
    },
    {
        "note_id": "9700004-ED-2", "subject_id": 9700004, "hadm_id": 29700042, "note_type": "ED",
        "note_seq": 2, "charttime": "2195-06-03T21:40:00", "storetime": "2195-06-03T22:50:00",
        "text": """\
ED NOTE - RESIDENT

24F HbSS on hydroxyurea 750 mg daily. 2 d R pleuritic CP + SOB. L calf ache/swelling since ~5/29. Started combined OCP (ethinyl estradiol/norgestimate) 4/12 at an outside family planning clinic - never made the gyn appt. No travel. No fever, no cough. Says pain is "not like my crises".

T 37.4 HR 112 BP 124/78 RR 22 SpO2 92% RA -> 97% 2L. Lungs clear. L calf 3 cm > R, tender.
Hgb 8.4, retic 8.8%, WBC 10.1, plt 290. Trop <0.01, BNP 62. D-dimer 4.1 (not interpretable in SCD).
ECG: sinus tach 112.
CXR: no infiltrate.

A/P: ACS vs PE - can't exclude either yet (ACS can lag on film). Calf swelling + estrogen favor PE.
- CTPA now
- if PE: heparin gtt
- LE duplex
- HOLD OCP
- heme consult in AM
"""
    },
    {
        "note_id": "9700004-RR-2", "subject_id": 9700004, "hadm_id": 29700042, "note_type": "RR",
        "note_seq": 2, "charttime": "2195-06-03T22:40:00", "storetime": "2195-06-03T23:15:00",
        "text": """\
EXAMINATION:  CTA CHEST (PULMONARY EMBOLISM PROTOCOL)

INDICATION:  24-year-old woman with sickle cell disease on estrogen-containing contraception, pleuritic chest pain, hypoxia and left calf swelling.  Evaluate for pulmonary embolism versus acute chest syndrome.

COMPARISON:  Chest radiograph 2195-02-15.

FINDINGS:
Filling defects in the right lower lobe posterior basal segmental artery and in the lingular segmental artery, consistent with acute pulmonary emboli.  Main and lobar pulmonary arteries are clear.  RV/LV ratio 0.8, no septal flattening.  Lungs: no consolidation or ground-glass opacity; minimal dependent atelectasis.  The bibasilar opacities of February have resolved.  No pleural effusion.

IMPRESSION:
1. Acute segmental pulmonary emboli in the right lower lobe and lingula, without CT evidence of right heart strain.
2. No consolidation to suggest acute chest syndrome.
"""
    },
    {
        "note_id": "9700004-CN-1", "subject_id": 9700004, "hadm_id": 29700042, "note_type": "CN",
        "note_seq": 1, "charttime": "2195-06-04T11:00:00", "storetime": "2195-06-04T13:30:00",
        "text": """\
HEMATOLOGY CONSULT

Known to us. 24F HbSS, admitted last night with pleuritic pain and hypoxia. CTPA: segmental PEs RLL and lingula, no consolidation. LE duplex this morning: occlusive thrombus in the left popliteal and posterior tibial veins. Heparin infusion since 23:30 on 6/3. SpO2 96% on 1 L.

Impression: acute PE with left popliteal DVT, provoked by the combined estrogen pill (started 4/12) on a background of sickle cell disease, itself prothrombotic. Acute chest syndrome is not present - no consolidation on CT, and the pain is not her crisis pain.

Recommendations:
1. Continue heparin today. Switch to apixaban tomorrow (6/5): 10 mg BID for 7 days, then 5 mg BID. Apixaban is favoured over warfarin (no INR monitoring, she had trouble with clinic visits); LMWH is the alternative.
2. Duration: provoked event, so at least 3 months; reassess in heme clinic in early September. Sickle cell disease is a persistent risk factor and some would continue indefinitely - we will decide then, not now.
3. Stop the combined pill permanently; no estrogen. Levonorgestrel IUD - gyn referral (this was recommended in February; she got the combined pill from an outside clinic instead).
4. Hydroxyurea: on 750 mg since February. At clinic 3/7 her ANC was 1.9, so it was not increased then. ANC today 3.1, plt 290 - increase to 1000 mg daily at discharge.
5. Chronic transfusion: offered at clinic 3/7 after the February ACS, she declined; crizanlizumab also declined. This admission is PE, not ACS, so it does not trigger the plan we set in February. Revisit in clinic.
6. Pain: oxycodone 5 mg PRN; no PCA needed.

___, MD, Hematology
"""
    },
    {
        "note_id": "9700004-DS-2", "subject_id": 9700004, "hadm_id": 29700042, "note_type": "DS",
        "note_seq": 2, "charttime": "2195-06-08T10:00:00", "storetime": "2195-06-08T14:10:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2195-06-03              Discharge Date:   2195-06-08

Date of Birth:  ___             Sex:   F

Service: MEDICINE

Allergies: Morphine (pruritus)

Attending: ___

Chief Complaint: pleuritic chest pain, dyspnea

Major Surgical or Invasive Procedure: None

History of Present Illness:
24F with HbSS on hydroxyurea 750 mg daily, started on a combined estrogen-progestin pill 4/12 at an outside clinic, with left calf swelling from about 5/29 and 2 days of pleuritic chest pain and hypoxia.

Pertinent Results:
LE duplex 6/4: occlusive DVT left popliteal and posterior tibial veins. Troponin negative.

Brief Hospital Course:
# Acute pulmonary embolism with left leg DVT, estrogen-provoked: heparin infusion 6/3 23:30 to 6/5 10:00, then apixaban 10 mg BID from 6/5 for 7 days (through 6/11), then 5 mg BID from 6/12. Duration at least 3 months; hematology will reassess in early September whether to continue longer. Oxygen weaned off 6/5.
# Acute chest syndrome - considered on arrival, ruled out: no consolidation on CTPA, clear repeat film.
# Combined oral contraceptive: stopped 6/3, permanently. Gynecology 6/19 for levonorgestrel IUD.
# Sickle cell disease: hydroxyurea increased from 750 mg to 1000 mg daily at discharge (ANC 3.1, plt 290). Chronic transfusion not started (declined in March; this admission was not ACS). Mild chest-wall pain managed with oral oxycodone; no PCA.

Medications on Admission:
1. Hydroxyurea 750 mg PO daily
2. Folic acid 1 mg PO daily
3. Ethinyl estradiol/norgestimate 1 tab PO daily
4. Acetaminophen PRN

Discharge Medications:
1. Apixaban 10 mg PO BID through 6/11, then 5 mg PO BID from 6/12
2. Hydroxyurea 1000 mg PO daily (increased)
3. Folic acid 1 mg PO daily
4. Oxycodone 5 mg PO q6h PRN pain, #8
5. Acetaminophen 1 g PO q8h PRN
STOPPED: Ethinyl estradiol/norgestimate - do not use estrogen-containing contraception

Discharge Disposition: Home

Discharge Diagnosis: Acute pulmonary embolism; left popliteal DVT; HbSS. Acute chest syndrome ruled out.

Followup Instructions: Hematology clinic early September (anticoagulation duration). Gynecology 2195-06-19. CBC in 2 weeks.
"""
    },
]
