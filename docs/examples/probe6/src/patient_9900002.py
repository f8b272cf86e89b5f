"""Patient 9900002 - hepatology (alcohol-associated cirrhosis, variceal bleeding, TIPS). Fictional."""

SID = 9900002

PATIENT = {"subject_id": SID, "gender": "F", "anchor_age": 54, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": 29900021, "admittime": "2302-01-09T03:10:00",
     "dischtime": "2302-01-16T12:00:00", "race": "WHITE", "insurance": "Medicaid"},
    {"subject_id": SID, "hadm_id": 29900022, "admittime": "2302-04-02T22:30:00",
     "dischtime": "2302-04-12T13:00:00", "race": "WHITE", "insurance": "Medicaid"},
]


def _note(seq, ntype, hadm, chart, store, text):
    return {"note_id": f"{SID}-{ntype}-{seq}", "subject_id": SID, "hadm_id": hadm,
            "note_type": ntype, "note_seq": seq, "charttime": chart, "storetime": store,
            "text": text.strip("\n") + "\n"}


NOTES = [
    _note(1, "ED", 29900021, "2302-01-09T03:40:00", "2302-01-09T04:25:00", """
ED RESIDENT NOTE

CC: vomiting blood

HPI: 54F h/o EtOH cirrhosis (dx 2300, never bled per pt), p/w hematemesis x2 (~1 cup bright red each) and black stools since last evening. Lightheaded. Last drink 1/6 ("a pint of vodka a day" until then). Pt's sister at bedside. Denies prior GI bleed, prior confusion, prior paracentesis. Denies NSAIDs.

Meds: spironolactone 100 daily, furosemide 40 daily, sertraline 50. Outside list also has propranolol 20 BID from PCP (11/2301) -- pt says never filled it.
All: PCN (rash)
Family hx: dad died of liver cancer at 61, had hepatitis B.
SHx: lives w/ sister. Current smoker. No IVDU.

Exam: HR 122 BP 86/50 SpO2 97% RA. Pale, AOx3, no asterixis. Spider angiomata. Abd mildly distended, shifting dullness. Rectal: melena.

Labs: Hgb 6.9 (bl ~10), plt 68, INR 1.8, Tbili 1.8, alb 3.1, Cr 0.9, Na 134. Lactate 3.1.
MELD-Na 16. Child-Pugh B (8).

ED course: 2 large-bore PIVs. 2u PRBC. Octreotide bolus + gtt started 04:00. Ceftriaxone 1 g IV (PCN rash only - ok per pharmacy). Pantoprazole IV. Thiamine. Repeat Hgb 7.9, BP 104/62.

A/P: 54F EtOH cirrhosis p/w UGIB, likely variceal.
- Octreotide, ceftriaxone ppx, transfuse to Hgb 7-8. GI for EGD this AM. Hold diuretics.
- No HE at present. Lactulose if confused.
- EtOH: CIWA, thiamine.
- r/o PVT: RUQ US w/ doppler.
- MICU.
"""),

    _note(2, "RR", 29900021, "2302-01-09T11:00:00", "2302-01-09T12:35:00", """
EXAMINATION:  LIVER OR GALLBLADDER US (SINGLE ORGAN) WITH DOPPLER

INDICATION:  54 year old woman with alcohol-associated cirrhosis and upper GI bleeding, presumed variceal.  Rule out portal vein thrombosis.  Hepatocellular carcinoma screening (father with HCC).

TECHNIQUE:  Grayscale, color and spectral Doppler ultrasound of the abdomen.

COMPARISON:  CT abdomen 2300 (report only).

FINDINGS:
The liver is small and nodular, consistent with cirrhosis.  In segment 6 there is a 1.3 x 1.1 cm hypoechoic lesion.  No biliary dilatation.
Doppler:  The main portal vein is patent with hepatopetal flow, velocity 14 cm/s.  The right and left portal veins are patent.  No portal vein thrombus.  The hepatic veins are patent.  Recanalized paraumbilical vein.
Spleen 15.2 cm.  Small volume ascites in the perihepatic space and pelvis.

IMPRESSION:
1.  Cirrhotic liver with splenomegaly, a recanalized paraumbilical vein and small ascites, consistent with portal hypertension.
2.  No portal vein thrombosis.  Patent hepatic veins.
3.  Indeterminate 1.3 cm hypoechoic lesion in segment 6.  Recommend multiphase contrast-enhanced CT or MRI when clinically appropriate.
"""),

    _note(3, "CN", 29900021, "2302-01-09T14:00:00", "2302-01-09T16:10:00", """
HEPATOLOGY CONSULT - ATTENDING

I saw Ms. ___ in the MICU after this morning's endoscopy.

She is a 54-year-old woman with alcohol-associated cirrhosis diagnosed two years ago who has never bled, never been encephalopathic and never had a tap. She drank heavily until three days ago. She presented with hematemesis, melena and a hemoglobin of 6.9, received two units, octreotide and ceftriaxone, and is now stable.

At EGD we found three large distal esophageal varices, one with a white nipple sign, and placed five bands. No gastric varices. There was no active bleeding at the time of the endoscopy. Ultrasound shows no portal vein thrombosis and a 1.3 cm segment 6 lesion that needs multiphase imaging once she has recovered.

She is Child-Pugh B8 with a MELD-Na of 16. I considered pre-emptive TIPS. The criteria we use are Child C 10-13, or Child B above 7 with active bleeding at the index endoscopy. She is B8 but was not actively bleeding, so she does not meet them, and I am not recommending TIPS now. Should she rebleed despite banding and a non-selective beta-blocker, TIPS would be the next step; I have said so to her and her sister.

Recommendations:
1. Octreotide for 72 hours from start (to about 04:00 on 1/12). Ceftriaxone 1 g daily, 7 days in total.
2. Carvedilol 3.125 mg BID once off octreotide and normotensive, around 1/13; titrate to 6.25 mg BID. (The propranolol on her outside list was never filled.)
3. Hold spironolactone and furosemide while bleeding; resume once Cr is stable.
4. Repeat EGD with banding in 3-4 weeks.
5. Lactulose at any sign of encephalopathy. Diagnostic paracentesis to r/o SBP.
6. Serologies today: HBsAg negative, anti-HBc negative, anti-HBs negative, HCV Ab negative. She does not have hepatitis B, despite her father's history, and is not immune: start the vaccine series.
7. Addiction consult.

Family history: father died of hepatocellular carcinoma at 61 with chronic hepatitis B.
"""),

    _note(4, "PN", 29900021, "2302-01-11T06:45:00", "2302-01-11T07:30:00", """
MICU NP PROGRESS NOTE - NIGHT

S:
- RN called ~01:30: pt confused, trying to climb out of bed, pulling at IV. Oriented to self only.
- No further hematemesis. 1 maroon-black stool yesterday evening, none overnight.

O:
- HR 96 BP 108/64. Disoriented to place/time, +asterixis, follows commands. Nonfocal.
- Hgb 7.8 (stable x3), Na 133, Cr 1.6 (0.9 on adm), Glu 126.
- Diagnostic para 1/10: PMN 80/uL, cx NGTD.
- CIWA 0-4 all night.

A/P: 54F EtOH cirrhosis, variceal bleed s/p EVL x5 on 1/9.
# Hepatic encephalopathy, grade 2 - new, first episode, precipitated by the GI bleed (blood protein load) +/- AKI. Not withdrawal (CIWA low, no tremor/tachycardia, last drink 1/6 - now day 5), glucose normal, no SBP.
  - Lactulose 30 mL q2h until BM, then titrate to 3-4 soft BMs/day.
  - Rifaximin 550 mg BID added.
# Variceal bleed: no rebleed. Hgb stable after 2u PRBC (1/9) - no further transfusion. Octreotide continues until ~04:00 1/12 (72h). Ceftriaxone day 3/7.
# SBP: r/o'd (PMN 80).
# AKI: Cr 0.9 -> 1.6, likely prerenal from bleed. Albumin 1 g/kg today. Diuretics on hold.
# EtOH use: CIWA, thiamine.
"""),

    _note(5, "DS", 29900021, "2302-01-16T11:00:00", "2302-01-16T14:20:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: MEDICINE

Allergies:
Penicillins (rash)

Chief Complaint:
Hematemesis, melena

Major Surgical or Invasive Procedure:
1/9 EGD with esophageal variceal band ligation (5 bands)
1/10 Diagnostic paracentesis

History of Present Illness:
54F with alcohol-associated cirrhosis (Child-Pugh B8, MELD-Na 16), no prior decompensation other than mild ascites, presenting with hematemesis and melena, Hgb 6.9.

Family History:
Father died of hepatocellular carcinoma at 61 (chronic hepatitis B).

Pertinent Results:
Hgb 6.9 -> 8.4 at discharge. Cr 0.9 -> 1.6 (1/11) -> 0.9.
RUQ US with Doppler 1/9: no portal vein thrombosis, 1.3 cm indeterminate segment 6 lesion.
Paracentesis 1/10: PMN 80, culture no growth.
HBsAg neg, anti-HBc neg, anti-HBs neg.

Brief Hospital Course:
# Acute esophageal variceal hemorrhage: EGD 1/9: three large esophageal varices, 5 bands, no active bleeding at endoscopy. Transfused 2 units PRBC on 1/9; no further transfusion. Octreotide infusion for 72 hours (1/9 04:00 to 1/12 04:00). Ceftriaxone 1 g daily for 7 days, 1/9 through 1/15, completed in hospital. No rebleeding. She did not meet criteria for pre-emptive TIPS (Child B8 without active bleeding); TIPS is planned should she rebleed despite banding and beta-blockade. Carvedilol 3.125 mg BID started 1/13, INCREASED to 6.25 mg BID today (1/16) with HR 88 and SBP 112. Propranolol on her outside list was never filled; removed. Repeat EGD in about 3 weeks.

# Hepatic encephalopathy, grade 2: first episode, overnight 1/10-1/11, precipitated by the bleed. Treated with lactulose and rifaximin. Back to baseline (oriented x3, no asterixis) by 1/13. Continue both.

# Ascites / AKI: small ascites; diagnostic tap without SBP. Cr peaked 1.6 on 1/11 (prerenal), back to 0.9 after albumin. Diuretics held from admission. Spironolactone resumed at 50 mg daily on 1/14. Furosemide NOT restarted: resume when seen in clinic if ascites reaccumulates.

# Liver lesion: indeterminate 1.3 cm segment 6 lesion on ultrasound. Multiphase MRI as an outpatient.

# Alcohol use disorder: last drink 1/6, no significant withdrawal. Acamprosate started 1/14.

# Hepatitis B non-immune: vaccine dose #1 given 1/15.

Medications on Admission:
1. Spironolactone 100 mg PO daily
2. Furosemide 40 mg PO daily
3. Sertraline 50 mg PO daily
4. Propranolol 20 mg PO BID (on outside list; never filled)

Discharge Medications:
1. Carvedilol 6.25 mg PO BID (NEW; started 3.125 mg BID 1/13, increased 1/16)
2. Lactulose 30 mL PO TID, titrate to 2-3 soft BMs daily (NEW)
3. Rifaximin 550 mg PO BID (NEW)
4. Spironolactone 50 mg PO daily (CHANGED: reduced from 100 mg)
5. Acamprosate 666 mg PO TID (NEW)
6. Sertraline 50 mg PO daily
7. Thiamine 100 mg PO daily
8. Folic acid 1 mg PO daily
9. Pantoprazole 40 mg PO daily x 10 days (post-banding ulcer prophylaxis), then stop

HELD: Furosemide 40 mg - resume when seen in clinic if ascites reaccumulates.
STOPPED: Propranolol (never taken).

Discharge Disposition:
Home with sister

Discharge Diagnosis:
Acute esophageal variceal hemorrhage; hepatic encephalopathy, resolved; alcohol-associated cirrhosis

Followup Instructions:
___
"""),

    _note(6, "PN", None, "2302-02-20T14:00:00", "2302-02-20T15:05:00", """
HEPATOLOGY CLINIC - NP VISIT

S:
- 54F EtOH cirrhosis, variceal bleed 1/9 (EVL x5), HE grade 2 during that stay. Here w/ sister.
- Repeat EGD 2/7: 2 small residual varices, banded x2, no bleeding.
- Abstinent since 1/6, outpatient group. Taking acamprosate.
- Stopped rifaximin ~2 weeks ago -- couldn't afford the copay. No confusion since, per pt and sister. Lactulose 2-3 BMs/day.
- Belly "getting bigger" x10 days, ankles swollen.

O:
- BP 108/66, HR 70. Wt 71.2 kg (discharge 1/16: 68.1 kg).
- AOx3, no asterixis. Moderate ascites.
- Na 134, Cr 0.8, Tbili 1.7, INR 1.6. MELD-Na 14. PEth negative.

A/P:
# Ascites: reaccumulating (wt +3 kg) -> condition in d/c summary met: furosemide restarted at 20 mg daily; spironolactone increased 50 -> 100 mg daily. BMP in 1 wk. 2 g Na diet.
# Varices: s/p EVL 1/9 and 2/7. Carvedilol 6.25 BID, HR 70 - continue. Next EGD 4-6 wks for eradication.
# HE: no recurrence. Lactulose continues. Rifaximin self-discontinued (cost) - SW to apply for manufacturer assistance; resume when covered.
# Liver lesion 1.3 cm seg 6: MRI pending insurance authorization.
# HBV: non-immune, vaccine #2 given today.
RTC 6 weeks.
"""),

    _note(7, "ED", 29900022, "2302-04-02T23:10:00", "2302-04-02T23:55:00", """
ED NOTE - RESIDENT

CC: melena, hematemesis

HPI: 54F EtOH cirrhosis, h/o variceal bleed 1/9 s/p EVL x5, repeat EVL 2/7, on carvedilol 6.25 BID (took this AM), p/w black stools since AM, hematemesis x1 ~21:00, dizzy. Sister says no drinking since 1/6. AOx3. Negative for fever, abd pain.

Meds: carvedilol 6.25 BID, spironolactone 100, furosemide 20, lactulose, acamprosate, sertraline 50. Rifaximin - not taking (cost, stopped early Feb).

Exam: HR 118 (on carvedilol) BP 92/58. Pale. No asterixis. Moderate ascites. Rectal: melena.

Labs: Hgb 6.4, plt 58, INR 1.9, Tbili 2.6, alb 2.7, Na 131.
Child-Pugh C (11). MELD-Na 21.

ED course: 2 PIVs, 2u PRBC started. Octreotide bolus + gtt 23:00. Ceftriaxone 1 g. Pantoprazole IV. Held carvedilol.

A/P: 54F EtOH cirrhosis w/ recurrent UGIB, c/f variceal rebleed despite EVL + NSBB.
- Octreotide, CTX, transfuse to 7-8, EGD in AM.
- Rebleed on EVL + carvedilol -> hepatology + IR re: TIPS.
- Hold carvedilol, diuretics. Diagnostic para r/o SBP. MICU.
"""),

    _note(8, "RR", 29900022, "2302-04-03T16:00:00", "2302-04-03T18:20:00", """
EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST, MULTIPHASE LIVER PROTOCOL

INDICATION:  54 year old woman with alcohol-associated cirrhosis and recurrent esophageal variceal bleeding.  Pre-TIPS planning: assess portal and hepatic venous anatomy.  Indeterminate 1.3 cm segment 6 lesion on ultrasound 1/9; father with HCC - evaluate for hepatocellular carcinoma.

TECHNIQUE:  Late arterial, portal venous and delayed phases after IV contrast.

COMPARISON:  Liver ultrasound 1/9.

FINDINGS:
LIVER:  Cirrhotic morphology.  The segment 6 lesion corresponds to a 1.3 cm nodule that is hypoattenuating in the arterial phase, without arterial phase hyperenhancement, without washout and without an enhancing capsule in the portal venous and delayed phases (LI-RADS 3, intermediate probability of malignancy).  No LR-4, LR-5 or LR-M observation.  No tumor in vein.
VESSELS:  The portal veins are patent without thrombus.  The hepatic veins and IVC are patent; anatomy favorable for TIPS.  Esophageal and splenorenal varices.
OTHER:  Spleen 15.8 cm.  Moderate ascites.

IMPRESSION:
1.  No CT evidence of hepatocellular carcinoma.  The 1.3 cm segment 6 nodule is LI-RADS 3; recommend follow-up multiphase imaging in 3-6 months.
2.  Patent portal and hepatic veins; anatomy suitable for TIPS.
3.  Portal hypertension with moderate ascites, splenomegaly and varices.
"""),

    _note(9, "PN", 29900022, "2302-04-07T09:00:00", "2302-04-07T10:40:00", """
HEPATOLOGY - ATTENDING PROGRESS NOTE

I saw and examined Ms. ___ this morning.

This is her second variceal bleed, on carvedilol and after two banding sessions (1/9 and 2/7). At EGD on 4/3 a recurrent distal varix was oozing and we placed three bands. She was Child C11 and had rebled despite banding and a beta-blocker, the condition we set in January, so IR placed a TIPS on 4/4: 10 mm covered stent, portosystemic gradient 21 -> 7 mmHg. Pre-procedure TTE was normal. Doppler on 4/5 shows a patent shunt. She has received 3 units this admission, two on 4/2 and one on 4/3, none since the TIPS.

I stopped the octreotide after the TIPS on 4/4, so she had about two days of it rather than the five we would have given with banding alone. Carvedilol was stopped on 4/4 and should not be restarted: with a working shunt it has no role. Ceftriaxone continues to complete 7 days (last dose 4/8). The tap on 4/3 showed 110 PMN: no SBP.

Overnight from 4/6 into 4/7 she became confused and disoriented, with asterixis: grade 2 encephalopathy. I think this is the shunt. She has none of the other usual precipitants: no bleeding, no infection, sodium 132, no sedatives, and her PEth on 4/3 was negative. The lapse in rifaximin since February may have left her less protected, but the timing, two days after the TIPS, points to the shunt. This is her second episode; the first was in January after the first bleed. Lactulose increased to 30 mL QID; rifaximin 550 mg BID restarted today now that the assistance program has approved it. If the encephalopathy does not respond, we can discuss reducing the shunt diameter; I do not expect to need that.

Diuretics: furosemide on hold since 4/4; spironolactone reduced from 100 to 50 mg on 4/5. Restart furosemide 20 mg only if her weight rises more than 2 kg above her discharge weight.

The segment 6 nodule is LI-RADS 3 on CT: not HCC. MRI in 3 months. Three months abstinent: I will refer her for transplant evaluation.
"""),

    _note(10, "DS", 29900022, "2302-04-12T11:30:00", "2302-04-12T15:00:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: MEDICINE

Allergies:
Penicillins (rash)

Chief Complaint:
Melena, hematemesis

Major Surgical or Invasive Procedure:
4/3 EGD with band ligation (3 bands)
4/3 Diagnostic paracentesis
4/4 Transjugular intrahepatic portosystemic shunt (TIPS), 10 mm covered stent

History of Present Illness:
54F with alcohol-associated cirrhosis, first variceal bleed 1/2302 (EVL 1/9, repeat EVL 2/7), on carvedilol, presenting with a second variceal bleed. Hgb 6.4, Child-Pugh C11, MELD-Na 21.

Past Medical History:
Alcohol-associated cirrhosis; variceal hemorrhage 1/2302; hepatic encephalopathy 1/2302; alcohol use disorder (abstinent since 1/6/2302); depression.

Pertinent Results:
Hgb 6.4 -> 8.1. Tbili 2.6 -> 2.9.
CT multiphase 4/3: no HCC; segment 6 nodule LI-RADS 3; patent portal veins.
TIPS 4/4: gradient 21 -> 7 mmHg. Doppler 4/5: patent shunt.
Paracentesis 4/3: PMN 110. PEth 4/3 negative.

Brief Hospital Course:
# Recurrent esophageal variceal hemorrhage (second bleed): EGD 4/3 showed oozing from a recurrent distal esophageal varix; 3 bands placed. Given rebleeding despite EVL and carvedilol, and Child C11, she underwent TIPS on 4/4 (gradient 21 -> 7). Transfused 3 units PRBC (2 on 4/2, 1 on 4/3). Octreotide 4/2 23:00 until after TIPS on 4/4 (about 2 days). Ceftriaxone 4/2-4/8 (7 days). No bleeding after TIPS. Carvedilol STOPPED after TIPS.

# Hepatic encephalopathy, grade 2, post-TIPS: onset overnight 4/6-4/7, two days after TIPS, without infection, bleeding, electrolyte derangement or alcohol. Second episode (first in 1/2302). Lactulose increased; rifaximin restarted 4/7 (patient assistance approved). Back to baseline on 4/10.

# Ascites: moderate ascites on arrival. Diagnostic tap without SBP. Post-TIPS, furosemide held (since 4/4) and spironolactone reduced from 100 mg to 50 mg on 4/5. Discharge weight 68.0 kg. Restart furosemide 20 mg daily if weight is above 70 kg.

# Liver nodule: LI-RADS 3, no HCC. MRI liver in 3 months.

# Alcohol use disorder: abstinent since 1/6. Acamprosate continued. Referred for transplant evaluation.

Medications on Admission:
1. Carvedilol 6.25 mg PO BID
2. Spironolactone 100 mg PO daily
3. Furosemide 20 mg PO daily
4. Lactulose 30 mL PO TID
5. Acamprosate 666 mg PO TID
6. Sertraline 50 mg PO daily
7. Thiamine 100 mg PO daily
8. Folic acid 1 mg PO daily
(Rifaximin prescribed but not taken since early 2/2302 - cost.)

Discharge Medications:
1. Lactulose 30 mL PO QID, titrate to 3-4 soft BMs daily (CHANGED: increased)
2. Rifaximin 550 mg PO BID (RESTARTED 4/7)
3. Spironolactone 50 mg PO daily (CHANGED: decreased from 100 mg)
4. Acamprosate 666 mg PO TID
5. Sertraline 50 mg PO daily
6. Thiamine 100 mg PO daily
7. Folic acid 1 mg PO daily
8. Pantoprazole 40 mg PO daily x 10 days, then stop

STOPPED: Carvedilol - no longer indicated after TIPS; do not restart.
HELD: Furosemide 20 mg - resume only if weight above 70 kg.

Discharge Disposition:
Home with sister

Discharge Diagnosis:
Recurrent esophageal variceal hemorrhage, s/p TIPS; post-TIPS hepatic encephalopathy, resolved

Followup Instructions:
___
"""),
]
