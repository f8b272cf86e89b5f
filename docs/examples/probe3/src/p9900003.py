"""Patient 9900003: alcohol-related cirrhosis - acute esophageal variceal hemorrhage with band
ligation (2196-02); then spontaneous bacterial peritonitis with hepatic encephalopathy, after a
missed banding session (2196-05). Fictional."""

PATIENT = {"subject_id": 9900003, "gender": "M", "anchor_age": 54, "race": "WHITE"}

ADMISSIONS = [
    {"hadm_id": 29900031, "admittime": "2196-02-08T02:10:00", "dischtime": "2196-02-14T13:00:00",
     "race": "WHITE", "insurance": "Medicaid"},
    {"hadm_id": 29900032, "admittime": "2196-05-20T16:45:00", "dischtime": "2196-05-28T12:00:00",
     "race": "WHITE", "insurance": "Medicaid"},
]

NOTES = []

NOTES.append({"note_id": "9900003-ED-1", "hadm_id": 29900031, "note_type": "ED",
              "charttime": "2196-02-08T02:45:00", "storetime": "2196-02-08T03:05:00", "text": """\
ED night float note

54M EtOH cirrhosis (dx 2194, Child B), ascites on diuretics, never had variceal screening, h/o UGIB 2185 from duodenal ulcer (H. pylori, treated), p/w hematemesis x3 since 23:00 + black stool. Last drink 2/6.
Meds: furosemide 40, spironolactone 100, omeprazole 20, thiamine, folate.

VS: HR 118, BP 88/50, SpO2 96%.
Exam: pale, mild icterus, spiders, moderate ascites, no asterixis.
Labs: Hb 6.8 (bl 10.5), plt 68, INR 1.7, Tbili 3.1, Cr 1.0, Na 132.

A/P: UGIB in cirrhotic - variceal until proven otherwise (ddx recurrent PUD).
- 2 large-bore IVs, 2 u pRBC, goal Hb 7-8
- octreotide bolus -> 50 mcg/h (started 02:55)
- ceftriaxone 1 g IV q24h (SBP ppx)
- pantoprazole IV until EGD
- HOLD furosemide + spironolactone (hypotension)
- GI for urgent EGD; CIWA, thiamine
- MICU
"""})

NOTES.append({"note_id": "9900003-CN-2", "hadm_id": 29900031, "note_type": "CN",
              "charttime": "2196-02-08T07:15:00", "storetime": "2196-02-08T08:00:00", "text": """\
GASTROENTEROLOGY CONSULT / EGD NOTE

54M with alcohol-related cirrhosis, Child-Pugh B8, MELD 17, hematemesis and melena, Hb 6.8 -> 8.3 after 2 units. Prior duodenal ulcer bleed 2185.

EGD 2/8 05:40, MICU, airway protected: four columns of large distal esophageal varices, one with a red wale sign and adherent clot. Five bands placed. No gastric varices. Mild portal hypertensive gastropathy. Healed duodenal bulb scar, no active ulcer.

Impression: acute esophageal variceal hemorrhage, banded. No peptic source.

Recommendations:
1. Octreotide for 5 days in total (until early morning 2/13).
2. Antibiotic prophylaxis 7 days in total; ceftriaxone now, oral ciprofloxacin when eating.
3. Pantoprazole 40 mg BID for 10 days after banding, then back to home omeprazole 20 mg daily.
4. Carvedilol 6.25 mg daily once octreotide is off; uptitrate to 6.25 mg BID as tolerated.
5. Repeat EGD with banding in 3 weeks, then every 2-4 weeks until eradication.
6. No pre-emptive TIPS (no active bleeding at endoscopy); rescue TIPS if he rebleeds.
7. Doppler ultrasound for portal vein patency and HCC screening.
"""})

NOTES.append({"note_id": "9900003-RR-3", "hadm_id": 29900031, "note_type": "RR",
              "charttime": "2196-02-08T13:20:00", "storetime": "2196-02-08T14:02:00", "text": """\
EXAMINATION:  LIVER OR GALLBLADDER US WITH DUPLEX DOPPLER

INDICATION:  54 year old man with cirrhosis and variceal hemorrhage.  Evaluate for portal vein thrombosis; HCC screening.

FINDINGS:
Coarsened, nodular liver without focal lesion.  Main, right and left portal veins patent with hepatopetal flow.  Hepatic veins patent.  Spleen 15.6 cm.  Moderate ascites.  Gallbladder sludge.

IMPRESSION:
1.  Cirrhotic liver without focal lesion.
2.  Patent portal venous system; no portal vein thrombosis.
3.  Splenomegaly and moderate ascites.
"""})

NOTES.append({"note_id": "9900003-PN-4", "hadm_id": 29900031, "note_type": "PN",
              "charttime": "2196-02-11T10:00:00", "storetime": "2196-02-11T10:40:00", "text": """\
Hepatology NP Progress Note - HD 4

S:
- No hematemesis since 2/8; no dark stool today
- Eating, no withdrawal symptoms

O:
- HR 84, BP 102/64, afebrile
- Hb 8.3 -> 8.0 -> 8.1; INR 1.6; Cr 0.9; Na 133

A/P:
- Variceal bleed s/p EBL x5 2/8, no rebleed
  - octreotide day 4 of 5 -> off early AM 2/13
  - carvedilol 6.25 mg daily from 2/13
- SBP prophylaxis
  - ceftriaxone day 4, last IV dose 2/12
  - ciprofloxacin 500 mg BID 2/13-2/14 -> 7 days total
- PPI: pantoprazole 40 BID through 2/17, then omeprazole 20 daily
- Ascites: diuretics held
  - spironolactone back tomorrow at 50 mg (half home dose) if SBP > 100
  - furosemide stays off
- Alcohol: acamprosate 666 mg TID from tomorrow
- Iron deficiency: ferrous sulfate at discharge
"""})

NOTES.append({"note_id": "9900003-DS-5", "hadm_id": 29900031, "note_type": "DS",
              "charttime": "2196-02-14T11:30:00", "storetime": "2196-02-14T15:45:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   M
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Vomiting blood

Major Surgical or Invasive Procedure:
2/8: EGD with esophageal variceal band ligation (5 bands)

History of Present Illness:
54M with alcohol-related cirrhosis and ascites, history of a bleeding duodenal ulcer in 2185, with hematemesis and melena, Hb 6.8, BP 88/50.

Brief Hospital Course:
# Acute esophageal variceal hemorrhage: 2 units pRBC. Octreotide 2/8 to early 2/13 (5 days). EGD: large varices with stigmata, 5 bands; healed duodenal scar, no ulcer. No rebleeding; Hb 8.6 at discharge. Carvedilol 6.25 mg daily started 2/13. Repeat banding scheduled 3/3.

# SBP prophylaxis: ceftriaxone 2/8-2/12, then ciprofloxacin 2/13-2/14 (7 days).

# Post-banding: pantoprazole 40 mg BID through 2/17, then omeprazole 20 mg daily.

# Ascites: diuretics held for hypotension. Spironolactone restarted at 50 mg on 2/12. Furosemide NOT restarted; resume 20 mg daily if weight rises more than 2 kg or edema returns. Ultrasound: patent portal vein, no liver lesion.

# Alcohol use disorder: abstinent since 2/6; acamprosate started 2/12.

Medications on Admission:
1. Furosemide 40 mg PO daily
2. Spironolactone 100 mg PO daily
3. Omeprazole 20 mg PO daily
4. Thiamine 100 mg PO daily
5. Folic acid 1 mg PO daily

Discharge Medications:
1. Carvedilol 6.25 mg PO DAILY (NEW)
2. Spironolactone 50 mg PO DAILY (DECREASED)
3. Pantoprazole 40 mg PO Q12H through 2/17, then Omeprazole 20 mg PO DAILY
4. Ciprofloxacin 500 mg PO Q12H - last dose tonight
5. Acamprosate 666 mg PO TID (NEW)
6. Ferrous sulfate 325 mg PO DAILY (NEW)
7. Thiamine 100 mg PO DAILY
8. Folic acid 1 mg PO DAILY
HELD: Furosemide.

Discharge Disposition:
Home

Discharge Diagnosis:
Esophageal variceal hemorrhage; alcohol-related cirrhosis

Discharge Instructions:
You bled from varices in your esophagus. You need more banding - the next session is 3/3; please go. No alcohol. Iron can make stools black.

Followup Instructions:
EGD 3/3. Hepatology clinic in 2 weeks.
"""})

NOTES.append({"note_id": "9900003-ED-6", "hadm_id": 29900032, "note_type": "ED",
              "charttime": "2196-05-20T17:30:00", "storetime": "2196-05-20T18:12:00", "text": """\
ED resident note

54M EtOH cirrhosis, variceal bleed 2/2196 s/p EBL x5, MISSED f/u banding 3/3 (no-show), p/w abd pain x4 days, fever since yesterday, confusion x2 days per wife. "Black stools" x1 wk. Abstinent since Feb.
Meds: carvedilol 6.25 BID (uptitrated 4/2196), spironolactone 50, omeprazole 20, acamprosate, FeSO4, thiamine, folate. Furosemide off.

VS: T 38.6, HR 102, BP 86/52.
Exam: drowsy, oriented to self/place, +asterixis, ascites, diffuse tenderness. Rectal: black formed stool, guaiac NEGATIVE.
Labs: WBC 13.9, Hb 9.4 (8.6 at 2/14 d/c), INR 2.0, Tbili 4.2, Cr 1.2, Na 129.
Dx para: PMN 620 -> SBP.

A/P:
1) SBP: ceftriaxone 2 g q24h; albumin 1.5 g/kg today, 1 g/kg day 3; HOLD carvedilol + spironolactone
2) HE grade 2: lactulose
3) dark stool: guaiac neg, Hb up, on iron -> doubt bleed; no octreotide
Admit hepatology.
"""})

NOTES.append({"note_id": "9900003-CN-7", "hadm_id": 29900032, "note_type": "CN",
              "charttime": "2196-05-21T10:30:00", "storetime": "2196-05-21T11:15:00", "text": """\
HEPATOLOGY CONSULT NOTE

54M known to our clinic: variceal hemorrhage 2/2196 (5 bands), did not attend the 3/3 banding; carvedilol increased to 6.25 mg BID in April; abstinent since February. Now SBP (PMN 620, E. coli growing) with grade 2 encephalopathy. BP 84-98 systolic overnight. MELD-Na 24.

Recommendations:
1. Ceftriaxone 2 g daily for 5 days; repeat paracentesis 5/22 expecting a PMN fall of at least 25%.
2. Albumin 1 g/kg on day 3.
3. Carvedilol: keep off - harmful with SBP and systolic below 90. Restart at 3.125 mg BID only if systolic is consistently above 100 off antibiotics; we prefer to decide in clinic.
4. EGD this admission for the overdue banding once encephalopathy improves.
5. Then ciprofloxacin 500 mg daily indefinitely as secondary SBP prophylaxis.
6. Lactulose to 2-3 soft stools; add rifaximin 550 mg BID.
7. Stop omeprazole (healed ulcer; PPIs raise SBP and HE risk).
8. Spironolactone 50 mg once creatinine is baseline and Na 130 or more; furosemide stays off.
9. Transplant evaluation referral.
"""})

NOTES.append({"note_id": "9900003-PN-8", "hadm_id": 29900032, "note_type": "PN",
              "charttime": "2196-05-24T09:45:00", "storetime": "2196-05-24T10:30:00", "text": """\
Medicine (Hepatology) Attending Progress Note - day 5

He is much better. Yesterday afternoon he was oriented to person, place and date for the first time, and the asterixis is gone. Three soft stools a day on lactulose.

The repeat tap on the 22nd showed 140 PMNs, down from 620, so the ceftriaxone is working; E. coli resistant only to ampicillin. Today is the fifth and last dose, and ciprofloxacin 500 mg daily starts tomorrow, to continue indefinitely.

EGD yesterday (5/23): two columns of medium varices without red signs or clot, three bands placed, no blood and no ulcer. So the black stools were his iron - he did not bleed this time.

Carvedilol stays off; systolic 94-104, and hepatology will decide in clinic. Spironolactone restarted today at 50 mg (creatinine 0.9, sodium 131); furosemide remains off. Rifaximin 550 mg BID started today. Omeprazole stopped.

Plan: next banding 6/13; transplant referral sent; home 5/27-5/28.
"""})

NOTES.append({"note_id": "9900003-DS-9", "hadm_id": 29900032, "note_type": "DS",
              "charttime": "2196-05-28T10:45:00", "storetime": "2196-05-28T14:30:00", "text": """\
Name:  ___                     Unit No:   ___
Admission Date:  ___              Discharge Date:   ___
Date of Birth:  ___             Sex:   M
Service: MEDICINE
Allergies: No Known Allergies / Adverse Drug Reactions
Attending: ___.

Chief Complaint:
Abdominal pain, fever, confusion

Major Surgical or Invasive Procedure:
5/20, 5/22: diagnostic paracentesis
5/23: EGD with variceal band ligation (3 bands)

History of Present Illness:
54M with alcohol-related cirrhosis and variceal hemorrhage in 02/2196, who missed his 3/3 banding, with abdominal pain for 4 days, confusion for 2 days and fever; BP 86/52, ascitic PMN 620.

Brief Hospital Course:
# Spontaneous bacterial peritonitis (E. coli): ceftriaxone 5/20-5/24 (5 days). Albumin 5/20 and 5/22. Repeat PMN 140 on 5/22. Ciprofloxacin 500 mg daily from 5/25, indefinitely.

# Hepatic encephalopathy, grade 2: lactulose; rifaximin added 5/24. Back to baseline from 5/23.

# Esophageal varices: no bleeding this admission (guaiac-negative stools on iron, Hb stable 9.1-9.4). EGD 5/23: medium varices without stigmata, 3 bands. Carvedilol held since admission and NOT restarted (systolic 94-104); hepatology may restart 3.125 mg BID in clinic if systolic consistently above 100. Next banding 6/13.

# Ascites: spironolactone restarted at 50 mg on 5/24; furosemide remains off.

# Omeprazole stopped. Transplant referral (MELD-Na 24).

Discharge Medications:
1. Ciprofloxacin 500 mg PO DAILY - long term (NEW)
2. Lactulose 30 mL PO TID, titrate to 2-3 soft stools (NEW)
3. Rifaximin 550 mg PO BID (NEW)
4. Spironolactone 50 mg PO DAILY
5. Acamprosate 666 mg PO TID
6. Ferrous sulfate 325 mg PO DAILY
7. Thiamine 100 mg PO DAILY
8. Folic acid 1 mg PO DAILY
HELD: Carvedilol. STOPPED: Omeprazole.

Discharge Disposition:
Home

Discharge Diagnosis:
Spontaneous bacterial peritonitis; hepatic encephalopathy; cirrhosis with esophageal varices

Discharge Instructions:
Take ciprofloxacin once a day from now on. Take lactulose for 2-3 soft stools a day. Do not take carvedilol or omeprazole for now. Keep the 6/13 banding appointment.

Followup Instructions:
Hepatology clinic in 1 week. EGD 6/13.
"""})
