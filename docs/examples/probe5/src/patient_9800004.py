"""Fictional patient 9800004: toxicology / ICU. Amitriptyline overdose with QRS widening and a seizure,
then a quetiapine and ethanol overdose with aspiration pneumonia, QTc prolongation and delirium.

Everything here is invented. Dates are shifted into the 2200s, names are written ___.
"""

PATIENT = {"subject_id": 9800004, "gender": "F", "anchor_age": 27, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"subject_id": 9800004, "hadm_id": 29800041, "admittime": "2204-09-02T21:05:00",
     "dischtime": "2204-09-07T15:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
    {"subject_id": 9800004, "hadm_id": 29800042, "admittime": "2205-01-11T06:30:00",
     "dischtime": "2205-01-18T14:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
]

NOTES = [
    {
        "note_id": "9800004-ED-1", "subject_id": 9800004, "hadm_id": 29800041, "note_type": "ED",
        "note_seq": 1, "charttime": "2204-09-02T22:30:00", "storetime": "2204-09-02T23:55:00",
        "text": """ED NOTE - RESIDENT

CC: ingestion

HPI: 27F h/o MDD, migraine, prior OD at 19 (APAP, ICU, no liver injury) BIBA after roommate found her drowsy w/ empty bottles: amitriptyline 25 mg #60 filled 08-20 (~50 missing -> up to 1.25 g) and APAP 500 mg (count unknown). Last seen well 18:00. Note left ("I'm sorry"). No h/o seizures.

Meds: amitriptyline 25 qhs (migraine ppx, from neuro), sertraline 50 daily, norgestimate-EE OCP.
All: NKDA

Exam: GCS 9 (E2V2M5) -> 7 at 21:55. T 37.9, HR 128, BP 96/58, RR 16, SpO2 97% RA. Pupils 6 mm, sluggish. Dry flushed skin, absent BS, bladder scan 700 mL -> anticholinergic toxidrome.
21:50 GTC seizure ~60 s -> lorazepam 2 mg IV, stopped.

ECG 21:45: sinus tach 128, QRS 138 ms, terminal R in aVR 4 mm, QTc 510.
Labs: APAP <10 mcg/mL (time of ingestion unknown, likely >= 4 h), ASA neg, EtOH neg. AST 22, ALT 18. K 3.6, HCO3 20, VBG pH 7.31. CK 310. hCG neg. Utox + TCA.

A/P: TCA OD w/ Na-channel blockade + seizure.
- NaHCO3 8.4% 150 mEq IV bolus at 21:55 -> QRS 112; then infusion 150 mEq/L in D5W at 200 mL/h, target pH 7.50-7.55
- RSI, intubated 22:05 for GCS 7 + seizure
- NAC started 22:20 empirically (ingestion time uncertain) - reassess w/ repeat APAP/LFTs at 4 h
- no physostigmine (TCA). No activated charcoal (time since ingestion > 2 h, unknown)
- Foley
- poison center aware
- CT head (found down, seizure); CXR post-intubation
- MICU; 1:1 sitter; psych once extubated
""",
    },
    {
        "note_id": "9800004-RR-2", "subject_id": 9800004, "hadm_id": 29800041, "note_type": "RR",
        "note_seq": 2, "charttime": "2204-09-02T23:10:00", "storetime": "2204-09-02T23:48:00",
        "text": """EXAMINATION:  CT HEAD WITHOUT CONTRAST

INDICATION:  27 year old woman found down after an overdose, with a seizure, now intubated. Evaluate for intracranial hemorrhage or traumatic injury.

TECHNIQUE:  Contiguous axial images of the head without contrast.

COMPARISON:  None.

FINDINGS:
No intracranial hemorrhage, infarct, mass, or edema. The ventricles and sulci are normal for age. No extra-axial collection. No calvarial fracture. The endotracheal and orogastric tubes are partly imaged. Mild mucosal thickening in the maxillary sinuses.

IMPRESSION:
No acute intracranial abnormality.
""",
    },
    {
        "note_id": "9800004-RR-3", "subject_id": 9800004, "hadm_id": 29800041, "note_type": "RR",
        "note_seq": 3, "charttime": "2204-09-02T23:30:00", "storetime": "2204-09-03T00:05:00",
        "text": """EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  27 year old woman intubated after an overdose. ETT position? Aspiration?

TECHNIQUE:  Portable AP supine chest radiograph.

COMPARISON:  None.

FINDINGS:
The endotracheal tube tip is 4 cm above the carina. The orogastric tube passes below the diaphragm into the stomach. The lungs are clear, with no consolidation, pleural effusion or pneumothorax. Normal heart size.

IMPRESSION:
Appropriately positioned endotracheal and orogastric tubes. No radiographic evidence of aspiration or pneumonia.
""",
    },
    {
        "note_id": "9800004-CN-4", "subject_id": 9800004, "hadm_id": 29800041, "note_type": "CN",
        "note_seq": 4, "charttime": "2204-09-05T14:00:00", "storetime": "2204-09-05T16:20:00",
        "text": """PSYCHIATRY CONSULTATION - ATTENDING

Reason for consult: intentional overdose.

I met Ms. ___ on the MICU this morning, a day after she was extubated (09-04 at 10:00). She is alert and fully oriented and gave a clear account. She took about 50 of her amitriptyline tablets and "a handful" of acetaminophen after her partner ended their relationship. She had planned it for two days and left a note. She says she is "mostly" glad to be alive but cannot guarantee her safety.

History: recurrent major depression since adolescence. One previous attempt at 19, an acetaminophen overdose with an ICU stay and no liver injury. I cannot elicit any history of mania or hypomania - no periods of reduced need for sleep, no grandiosity. Alcohol socially, no withdrawal history. Occasional cannabis.

Family history matters here: her mother has bipolar I disorder and takes lithium, and a maternal uncle died by suicide at 34. That raises my concern about an antidepressant-induced switch, so I want any increase to be moderate and watched.

Assessment: major depressive disorder, recurrent, severe, without psychotic features. High-lethality attempt with planning; this is her second attempt. She needs inpatient psychiatric admission once medically cleared, and she accepts voluntary admission.

Recommendations:
1. Continue the 1:1 sitter.
2. Amitriptyline is stopped permanently. It is lethal in overdose and should not be prescribed to her again; her neurologist should choose a non-TCA migraine preventive.
3. Sertraline was held on admission because of the QTc. Once the QTc is under 470 ms, restart sertraline at 50 mg, and I would go to 100 mg before transfer if she tolerates it. Watch for hypomania given the family history.
4. Transfer to inpatient psychiatry when medically cleared.
""",
    },
    {
        "note_id": "9800004-DS-5", "subject_id": 9800004, "hadm_id": 29800041, "note_type": "DS",
        "note_seq": 5, "charttime": "2204-09-07T12:00:00", "storetime": "2204-09-07T16:10:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2204-09-02              Discharge Date:   2204-09-07

Service: MEDICINE (MICU 09-02 to 09-05)

Allergies: No Known Allergies / Adverse Drug Reactions

Chief Complaint: intentional overdose

Major Surgical or Invasive Procedure:
2204-09-02 endotracheal intubation; extubated 2204-09-04

History of Present Illness:
27F with MDD and migraine, found drowsy after an intentional ingestion of amitriptyline (up to 1.25 g) and acetaminophen.

Past Medical History: Major depressive disorder, recurrent. Migraine without aura. Acetaminophen overdose at age 19.

Family History: Mother bipolar I disorder on lithium. Maternal uncle died by suicide at 34.

Pertinent Results:
ECG 09-02: QRS 138 ms, QTc 510. ECG 09-05: QRS 92 ms, QTc 452.
APAP <10 on arrival and undetectable at 4 h; AST/ALT normal throughout.
CT head 09-02: no acute intracranial abnormality. CXR 09-02: tubes in position, no aspiration.

Brief Hospital Course:
# TCA (amitriptyline) overdose with QRS widening and seizure: single generalized tonic-clonic seizure in the ED (lorazepam 2 mg IV), no further seizures. Sodium bicarbonate bolus then infusion from 09-02 21:55 until 09-04 04:00 (about 30 hours), stopped when the QRS had been < 100 ms for 12 hours. Telemetry continued for 24 hours after the bicarbonate stopped (through 09-05 04:00) with no arrhythmia.
# Acetaminophen co-ingestion: NAC started empirically at 22:20 on 09-02. The 4-hour repeat APAP was undetectable and AST/ALT normal, so NAC was stopped at 02:30 on 09-03 (about 4 hours) rather than completing the 21-hour protocol. LFTs normal through discharge.
# Airway protection: intubated 09-02 22:05, extubated 09-04 10:00. CXR without aspiration; no pneumonia.
# Urinary retention (anticholinergic): Foley removed 09-04; voiding.
# Suicide attempt / MDD: psychiatry consulted. Amitriptyline discontinued permanently - do not prescribe. Sertraline held on admission; restarted 50 mg on 09-05 (QTc 452); increased to 100 mg on 09-07, the day of transfer. 1:1 sitter throughout.
# Migraine: amitriptyline stopped; no preventive started here. Neurology to choose a non-TCA agent.

Medications on Admission:
1. Amitriptyline 25 mg PO qhs
2. Sertraline 50 mg PO daily
3. Norgestimate-ethinyl estradiol 1 tab PO daily

Discharge Medications:
1. Sertraline 100 mg PO daily
2. Norgestimate-ethinyl estradiol 1 tab PO daily
STOPPED: amitriptyline (do not prescribe - overdose).

Discharge Disposition: Transfer to inpatient psychiatry (voluntary)

Discharge Diagnosis: Intentional amitriptyline and acetaminophen overdose with QRS widening and seizure. Major depressive disorder, recurrent, severe.

Followup Instructions: Per inpatient psychiatry. Neurology for migraine prevention.
""",
    },
    {
        "note_id": "9800004-PN-6", "subject_id": 9800004, "hadm_id": None, "note_type": "PN",
        "note_seq": 6, "charttime": "2204-10-20T15:00:00", "storetime": "2204-10-20T16:30:00",
        "text": """OUTPATIENT PSYCHIATRY - NP FOLLOW-UP

S:
- d/c'd from inpatient psych 09-28 after ~3 wk. Mood "better, 5/10". Occasional passive SI, no plan or intent. Safety plan reviewed; roommate holds her meds.
- Sleep poor: initial insomnia ~2 h.
- Sertraline 100 mg daily, adherent. No hypomanic sx.
- EtOH 2-3 drinks/wk.
- Neurology started topiramate 25 mg bid 10-02 for migraine.

O:
- Calm, linear, mildly constricted affect. No psychosis.
- PHQ-9 14 (24 in 09/2204).
- ECG 10-13 (PCP): QTc 448.

A/P:
- # MDD: continue sertraline 100 mg. Consider 150 mg in 4 wk if PHQ-9 not < 10.
- # Insomnia: start quetiapine 25 mg qhs, may increase to 50 mg after 1 wk. Dispense 14 tabs at a time given OD history.
- # Safety: weekly DBT, crisis line.
- f/u 4 wk.
""",
    },
    {
        "note_id": "9800004-ED-7", "subject_id": 9800004, "hadm_id": 29800042, "note_type": "ED",
        "note_seq": 7, "charttime": "2205-01-11T07:10:00", "storetime": "2205-01-11T09:00:00",
        "text": """ED NOTE - RESIDENT

CC: found down

HPI: 27F h/o MDD, 2 prior ODs (APAP at 19; amitriptyline 09/2204 w/ intubation + seizure) BIBA after roommate found her unresponsive on the bathroom floor at 05:45, vomit around mouth. Empty quetiapine bottle (50 mg #14 filled 01-04, ~10 missing -> ~500 mg) + ~half bottle vodka. Last seen 23:00.

Meds: sertraline 100 daily, quetiapine 50 qhs, topiramate 25 bid, OCP.

Exam: GCS 6. T 38.4, HR 122, BP 88/50 -> 104/60 after 2 L NS, RR 28, SpO2 84% RA -> 93% NRB. Coarse crackles R base. Pressure marks L hip and L arm; compartments soft.

ECG: sinus tach 122, QRS 96, QTc 521.
Labs: WBC 17.1, lactate 3.8. EtOH 142 mg/dL. APAP neg, ASA neg. CK 12,400. Cr 1.7 (bl 0.7). K 5.2. Mg 1.6. UA large blood, 0-2 RBC (myoglobinuria). hCG neg.

A/P:
- intubated 07:05 (airway protection, hypoxia)
- quetiapine + EtOH OD, QTc 521: Mg 2 g IV, keep K > 4, Mg > 2. Avoid QT-prolonging drugs. Sertraline held.
- azithromycin 500 mg IV x1 was given at 06:55 (ordered for CAP before ECG read) -> d/c'd
- aspiration: ampicillin-sulbactam 3 g IV q6h; CT chest
- rhabdo: IVF 250 mL/h, goal UOP 200 mL/h
- MICU
""",
    },
    {
        "note_id": "9800004-RR-8", "subject_id": 9800004, "hadm_id": 29800042, "note_type": "RR",
        "note_seq": 8, "charttime": "2205-01-11T09:30:00", "storetime": "2205-01-11T10:45:00",
        "text": """EXAMINATION:  CT CHEST WITHOUT CONTRAST

INDICATION:  27 year old woman intubated after an overdose, found down with emesis; right basilar crackles and hypoxia. Evaluate for aspiration pneumonia, lung abscess, or empyema.

TECHNIQUE:  Axial MDCT images of the chest without IV contrast; coronal and sagittal reformats.

COMPARISON:  Chest radiograph 2204-09-02.

FINDINGS:
Endotracheal tube tip 3 cm above the carina. Secretions in the bronchus intermedius.
Dense consolidation of the superior and posterior basal segments of the right lower lobe with air bronchograms, and patchy opacity in the dependent right middle lobe. No cavitation; no lung abscess.
Small right pleural effusion of simple fluid density, without loculation, pleural thickening or gas.
Left lung: minimal dependent atelectasis.
No mediastinal lymphadenopathy. Heart size normal.

IMPRESSION:
1. Right lower lobe consolidation consistent with aspiration pneumonia in this setting.
2. Small simple-appearing right pleural effusion; no evidence of empyema.
3. No cavitation or lung abscess.
""",
    },
    {
        "note_id": "9800004-PN-9", "subject_id": 9800004, "hadm_id": 29800042, "note_type": "PN",
        "note_seq": 9, "charttime": "2205-01-14T11:00:00", "storetime": "2205-01-14T12:30:00",
        "text": """MICU PROGRESS NOTE - NP

S:
- Extubated 01-13 at 10:00.
- Overnight 01-13 -> 01-14: agitated, pulling at lines, seeing insects on the wall; CAM-ICU positive. Dexmedetomidine 0.4 mcg/kg/h started 23:30. No haloperidol or quetiapine given (QTc).
- This AM calmer, still inattentive.

O:
- T 37.6, HR 96, BP 118/70, SpO2 95% on 2 L NC.
- ECG 08:00: QTc 486 (521 on 01-11, 498 on 01-12).
- CK 12,400 -> 31,800 (peak 01-12) -> 14,200. Cr 1.7 -> 2.0 (01-12) -> 1.6. K 4.1. Mg 2.1.
- Sputum cx: normal oral flora. BCx NGTD.

A/P:
- # Hyperactive delirium: multifactorial (post-extubation, sepsis, sleep loss). Last drink 01-10 evening; no tremor, CIWA low - withdrawal unlikely. Continue dex; reorientation, sleep hygiene. Avoid antipsychotics (QTc).
- # Aspiration pneumonia RLL: amp-sulbactam day 4. Switch to PO amox-clav when afebrile and taking PO. 7 days total (01-11 -> 01-17).
- # QTc prolongation: attributed to the quetiapine overdose. Sertraline contributes modestly at most; azithromycin was a single dose and is d/c'd. Hypomagnesemia corrected. Sertraline on hold - resume at 50 mg once QTc < 470 on 2 ECGs. Quetiapine: do not restart.
- # Rhabdo / AKI: IVF, UOP 150-200 mL/h. CK trending down. No compartment syndrome.
- # Topiramate: held while NPO and with AKI; restart when Cr normal and taking PO.
- # OD / safety: 1:1 sitter. Psychiatry following.
- Transfer to floor when off dex x12 h.
""",
    },
    {
        "note_id": "9800004-DS-10", "subject_id": 9800004, "hadm_id": 29800042, "note_type": "DS",
        "note_seq": 10, "charttime": "2205-01-18T11:30:00", "storetime": "2205-01-18T15:50:00",
        "text": """Name:  ___                 Unit No:   ___

Admission Date:  2205-01-11              Discharge Date:   2205-01-18

Service: MEDICINE (MICU 01-11 to 01-15)

Allergies: Quetiapine (QTc prolongation in overdose, 01/2205)

Chief Complaint: found down after ingestion

Major Surgical or Invasive Procedure:
2205-01-11 endotracheal intubation; extubated 2205-01-13

History of Present Illness:
27F with MDD and two prior overdoses (acetaminophen at 19; amitriptyline 09/2204 with seizure and intubation), found unresponsive after ingesting about 500 mg of quetiapine with vodka.

Past Medical History: MDD, recurrent. Migraine. Overdoses as above. Seizure 09/2204 in the setting of TCA toxicity.

Family History: Mother bipolar I disorder. Maternal uncle died by suicide at 34.

Pertinent Results:
ECG QTc: 521 (01-11), 498 (01-12), 486 (01-14), 462 (01-15), 455 (01-16).
CK 12,400 (01-11), peak 31,800 (01-12), 2,100 (01-18). Cr 1.7, peak 2.0 (01-12), 0.9 at discharge.
CT chest 01-11: RLL consolidation c/w aspiration pneumonia; small simple right effusion; no abscess or empyema.

Brief Hospital Course:
# Quetiapine and ethanol overdose with airway compromise: intubated 01-11, extubated 01-13.
# Aspiration pneumonia, RLL: ampicillin-sulbactam 01-11 to 01-15, then amoxicillin-clavulanate 875/125 mg PO bid 01-16 to 01-17: 7 days in total, last dose 01-17. Afebrile since 01-13.
# QTc prolongation (max 521): attributed to quetiapine. A single dose of azithromycin in the ED was stopped; Mg repleted. Quetiapine discontinued and not to be restarted.
# Sertraline: held 01-11. Restarted at 50 mg on 01-16 once the QTc was < 470 on two ECGs (01-15 and 01-16). Discharged on 50 mg (pre-admission dose 100 mg); psychiatry to return to 100 mg after a repeat ECG in 1 week.
# Delirium: hyperactive delirium the night of 01-13/01-14 after extubation, treated with dexmedetomidine 01-13 to 01-15. Resolved - CAM negative from 01-15, oriented and appropriate at discharge.
# Rhabdomyolysis / AKI: IV fluids. CK peak 31,800 -> 2,100; Cr peak 2.0 -> 0.9.
# Topiramate: held 01-11 to 01-17 (NPO, AKI); restarted at 25 mg bid on 01-18 with Cr 0.9.
# Suicide attempt: psychiatry consulted; transfer to inpatient psychiatry.

Medications on Admission:
1. Sertraline 100 mg PO daily
2. Quetiapine 50 mg PO qhs
3. Topiramate 25 mg PO bid
4. Norgestimate-ethinyl estradiol 1 tab PO daily

Discharge Medications:
1. Sertraline 50 mg PO daily
2. Topiramate 25 mg PO bid
3. Norgestimate-ethinyl estradiol 1 tab PO daily
STOPPED: quetiapine.

Discharge Disposition: Transfer to inpatient psychiatry

Discharge Diagnosis: Intentional quetiapine and ethanol overdose. Aspiration pneumonia. QTc prolongation. Rhabdomyolysis with AKI. Delirium, resolved.

Followup Instructions: ECG in 1 week before sertraline is increased.
""",
    },
]
