"""Patient 9700006 - addiction medicine: alcohol withdrawal with possible Wernicke encephalopathy,
severe alcohol-associated hepatitis treated with prednisolone, chronic hepatitis C; readmitted
after relapse with a Mallory-Weiss bleed, cirrhosis now established. Fictional."""

PATIENT = {"subject_id": 9700006, "gender": "M", "anchor_age": 47, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": 9700006, "hadm_id": 29700061, "admittime": "2197-11-03T01:50:00",
     "dischtime": "2197-11-10T15:30:00", "race": "WHITE", "insurance": "Medicaid"},
    {"subject_id": 9700006, "hadm_id": 29700062, "admittime": "2198-01-15T18:40:00",
     "dischtime": "2198-01-20T13:00:00", "race": "WHITE", "insurance": "Medicaid"},
]

NOTES = [
    {
        "note_id": "9700006-ED-1", "subject_id": 9700006, "hadm_id": 29700061, "note_type": "ED",
        "note_seq": 1, "charttime": "2197-11-03T02:40:00", "storetime": "2197-11-03T03:30:00",
        "text": """\
ED NOTE - RESIDENT

47M AUD (~1 pint vodka/d x 6 yr), last drink 11/2 ~20:00. Tremor, sweats, anxiety, N/V. No hallucinations. Hx withdrawal seizure 2195 (1 GTC), no DTs. Former IV heroin 2185-2188, in remission, no MOUD. Tobacco 1 ppd. No known liver dz, no labs in 3 yr. No meds.
FHx: father died of alcohol-related cirrhosis at 58. Brother AUD.

T 37.9 HR 118 BP 158/96. CIWA-Ar 18. A&O x3. Coarse tremor. Jaundiced. Tender liver edge 4 cm below costal margin. Gait wide-based, unsteady. EOM full, no nystagmus.
EtOH 45. AST 212 ALT 88 T bili 4.6 INR 1.6 (PT 17.5 s, control 12.0). Alb 2.9. Plt 112. Na 131 K 3.1 Mg 1.4. Cr 0.7.

A/P:
# Alcohol withdrawal, mod-severe, prior seizure = high risk.
 - chlordiazepoxide 50 mg PO given 02:30 before LFTs back. With bili 4.6 / INR 1.6 -> switch to lorazepam, no more chlordiazepoxide.
 - lorazepam 2 mg IV now; CIWA q1h
# Ataxia: Wernicke not excluded (ataxia only, no confusion/ophthalmoplegia) -> thiamine 500 mg IV TID, before any glucose.
# Jaundice, AST:ALT >2 -> alcohol-associated hepatitis likely. RUQ US w/ Doppler.
# Replete K, Mg.
# Admit medicine step-down (CIWA monitoring).
"""
    },
    {
        "note_id": "9700006-RR-1", "subject_id": 9700006, "hadm_id": 29700061, "note_type": "RR",
        "note_seq": 1, "charttime": "2197-11-04T10:15:00", "storetime": "2197-11-04T12:00:00",
        "text": """\
EXAMINATION:  LIVER ULTRASOUND WITH DOPPLER

INDICATION:  47-year-old man with heavy alcohol use, jaundice (bilirubin 4.6) and elevated transaminases.  Evaluate for biliary obstruction, cirrhosis and portal vein patency.

FINDINGS:
The liver is enlarged, 19 cm in the midclavicular line, with diffusely increased echogenicity and coarsened echotexture.  The surface is mildly nodular along the left lobe.  No focal lesion.  No intra- or extrahepatic biliary dilation; common bile duct 4 mm.
Doppler: main portal vein patent with hepatopetal flow, velocity 18 cm/s.
Spleen 13.5 cm.  Small volume ascites, perihepatic and in the right lower quadrant.

IMPRESSION:
1. Hepatomegaly with marked steatosis and coarsened echotexture.  Mild surface nodularity: cirrhosis cannot be excluded.
2. No biliary obstruction.
3. Patent portal vein with hepatopetal flow.
4. Splenomegaly and small ascites, suggestive of portal hypertension.
"""
    },
    {
        "note_id": "9700006-CN-1", "subject_id": 9700006, "hadm_id": 29700061, "note_type": "CN",
        "note_seq": 1, "charttime": "2197-11-04T11:00:00", "storetime": "2197-11-04T14:20:00",
        "text": """\
ADDICTION MEDICINE CONSULT

Dx: Alcohol use disorder, severe (8/11 DSM-5 criteria). Opioid use disorder in sustained remission (heroin 2185-2188). Tobacco use disorder.

Withdrawal course: last drink 11/2 20:00. CIWA peaked at 21 at 08:00 today despite lorazepam 2 mg PRN doses overnight (8 mg total since arrival). Prior withdrawal seizure. He needs a fixed-schedule taper, not symptom-triggered dosing alone; with jaundice and a prolonged INR, lorazepam rather than chlordiazepoxide.

Recommended lorazepam taper (PO, IV if vomiting):
- 11/4: 2 mg q6h
- 11/5: 2 mg q8h
- 11/6: 1 mg q6h
- 11/7: 1 mg q8h
- 11/8: 1 mg q12h
- 11/9: 1 mg at bedtime
- 11/10: off
Plus lorazepam 1 mg q1h PRN CIWA >=10; hold for RASS <=-2 or RR <12. If more than 3 PRN doses are needed in 24 h, repeat that day's step rather than advancing.

Thiamine: 500 mg IV TID x 3 days (11/3-11/5), then 250 mg IV daily x 5 days (11/6-11/10), then 100 mg PO daily indefinitely.

Relapse prevention: naltrexone not appropriate now (acute hepatitis, bilirubin 4.6); disulfiram contraindicated. Acamprosate 666 mg TID once withdrawal is controlled, ~11/8. Baclofen second-line.

Ambivalent but engaged; accepts intensive outpatient program (IOP) referral. Nicotine patch. Naloxone kit at discharge (remote OUD).

___, MD, Addiction Medicine
"""
    },
    {
        "note_id": "9700006-PN-1", "subject_id": 9700006, "hadm_id": 29700061, "note_type": "PN",
        "note_seq": 1, "charttime": "2197-11-06T15:00:00", "storetime": "2197-11-06T17:10:00",
        "text": """\
MEDICINE ATTENDING PROGRESS NOTE - HD#4

Withdrawal: he is on the lorazepam taper as written, 1 mg q6h today. CIWA max 12 yesterday, max 6 today, no PRN doses today. No seizure, no hallucinations.

Ataxia: much better. This morning he walked the length of the corridor with PT on a normal base. No ophthalmoplegia or confusion at any point. Whether this was Wernicke's or just the unsteadiness of intoxication and withdrawal we will never know; we have treated it as Wernicke's and will finish the high-dose thiamine course regardless.

Liver: bilirubin 4.6 -> 5.3 -> 6.1 today; PT 19.0 s (control 12.0), INR 1.9. Maddrey DF = 4.6 x (19.0 - 12.0) + 6.1 = 38.3. MELD-Na 24. Severe alcohol-associated hepatitis on clinical criteria; no biopsy needed.

Infection excluded first: paracentesis 11/5 PMN 40/uL, SAAG 1.6, culture no growth - no SBP; CXR, UA, blood cultures negative. No GI bleeding.

Decision: prednisolone 40 mg PO daily from today, 11/6 (day 1). Lille score on day 7 labs (11/12). If Lille >=0.45 he is a non-responder and we stop; if below 0.45, complete 28 days and then a 2-week taper.

Hepatitis serologies: HBsAg negative, anti-HBs positive (vaccinated), anti-HBc negative; HAV IgG positive; HCV antibody POSITIVE - HCV RNA sent 11/5, pending. If viremic, refer for direct-acting antiviral treatment; abstinence is not a prerequisite.

Also: pantoprazole while on prednisolone; 2 g sodium diet, no diuretic yet; dietitian.

He told me he has thought about his father, who died of cirrhosis at 58, every day this week.

___, MD
"""
    },
    {
        "note_id": "9700006-DS-1", "subject_id": 9700006, "hadm_id": 29700061, "note_type": "DS",
        "note_seq": 1, "charttime": "2197-11-10T11:00:00", "storetime": "2197-11-10T16:00:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2197-11-03              Discharge Date:   2197-11-10

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies: No Known Allergies / Adverse Drug Reactions

Attending: ___

Chief Complaint: tremor, jaundice

Major Surgical or Invasive Procedure: Diagnostic paracentesis 2197-11-05

History of Present Illness:
47M with severe alcohol use disorder, prior withdrawal seizure, presenting 6 hours after his last drink with withdrawal (CIWA 18), jaundice and ataxia.

Family History: Father died of alcohol-related cirrhosis at 58.

Pertinent Results:
T bili 4.6 (11/3) -> 6.1 (11/6, peak) -> 5.4 (11/10). INR 1.6 -> 1.9 -> 1.7.

Brief Hospital Course:
# Alcohol withdrawal, high risk: one dose of chlordiazepoxide in the ED, then lorazepam because of hepatic dysfunction. Fixed lorazepam taper from 11/4 per addiction medicine, followed without holds; last dose 1 mg at bedtime 11/9. CIWA peaked at 21 on 11/4, below 8 for the 48 h before discharge. No seizure or delirium.
# Possible Wernicke encephalopathy: ataxia on arrival, no confusion or ophthalmoplegia; resolved by 11/6. Never confirmed - treated empirically with thiamine 500 mg IV TID 11/3-11/5 and 250 mg IV daily 11/6-11/10; oral thiamine 100 mg daily from 11/11.
# Severe alcohol-associated hepatitis (Maddrey 38.3, MELD-Na 24): infection excluded first, prednisolone 40 mg daily started 11/6; day 5 on discharge. Lille on day 7 labs (11/12), reviewed at hepatology clinic 11/13. If Lille >=0.45, stop prednisolone. If <0.45, continue 40 mg daily through 12/3 (28 days), then 20 mg daily 12/4-12/10, then 10 mg daily 12/11-12/17, then stop. Pantoprazole while on steroids.
# Possible cirrhosis: US 11/4 nodular surface (cirrhosis cannot be excluded), splenomegaly, plt 112, small ascites - not established. Elastography deferred (unreliable during acute hepatitis). Outpatient EGD for variceal screening after recovery.
# Hepatitis C antibody positive: RNA pending at discharge; if positive, hepatology to arrange direct-acting antivirals. HBV immune (vaccinated).
# Alcohol use disorder: acamprosate 666 mg TID started 11/8; naltrexone contraindicated (hepatitis). IOP referral made. Naloxone kit given (remote OUD). Nicotine patch.

Medications on Admission: None

Discharge Medications:
1. Prednisolone 40 mg PO daily (see plan)
2. Pantoprazole 40 mg PO daily
3. Acamprosate 666 mg PO TID
4. Thiamine 100 mg PO daily (start 11/11)
5. Folic acid 1 mg, multivitamin daily
6. Nicotine patch 21 mg daily
7. Naloxone 4 mg nasal spray PRN
No benzodiazepines at discharge.

Discharge Disposition: Home

Discharge Diagnosis: Alcohol withdrawal; severe alcohol-associated hepatitis; alcohol use disorder; possible Wernicke encephalopathy; HCV antibody positive; possible cirrhosis

Followup Instructions: Labs 11/12. Hepatology clinic 2197-11-13. IOP intake ___.
"""
    },
    {
        "note_id": "9700006-PN-2", "subject_id": 9700006, "hadm_id": None, "note_type": "PN",
        "note_seq": 2, "charttime": "2197-11-13T10:30:00", "storetime": "2197-11-13T12:45:00",
        "text": """\
HEPATOLOGY CLINIC - NP FOLLOW-UP (outpatient)

S: Abstinent since 11/2 (11 days). Started IOP 11/12, 3x/week. Taking prednisolone 40 mg, acamprosate TID, thiamine. Appetite better. No confusion, no melena.

O: Less jaundiced. Mild ascites. No asterixis.
Labs 11/12 (day 7 of prednisolone): T bili 4.0 (day 0 bili 6.1 on 11/6), INR 1.6, alb 2.8, Cr 0.8.
Lille score 0.21.
HCV RNA (sent 11/5): 1,240,000 IU/mL, genotype 1a.

A/P:
# Severe alcohol-associated hepatitis - steroid RESPONDER (Lille 0.21, below 0.45).
 - continue prednisolone 40 mg daily to complete 28 days (last 40 mg dose 12/3)
 - then 20 mg daily 12/4-12/10, 10 mg daily 12/11-12/17, stop 12/18
 - pantoprazole while on steroids; weekly labs
# Chronic hepatitis C, genotype 1a - confirmed (viremic).
 - plan sofosbuvir/velpatasvir 1 tab daily x 12 weeks
 - prior authorization submitted today
 - start after steroids are finished (i.e., after 12/17) and once approved
 - anti-HBc negative -> no HBV reactivation risk
 - elastography once bilirubin normal (~3 months)
# AUD - acamprosate, IOP.
# Variceal screening EGD - to schedule in January.
RTC 2 weeks.
"""
    },
    {
        "note_id": "9700006-ED-2", "subject_id": 9700006, "hadm_id": 29700062, "note_type": "ED",
        "note_seq": 2, "charttime": "2198-01-15T19:10:00", "storetime": "2198-01-15T20:15:00",
        "text": """\
ED NOTE - RESIDENT

47M alcohol-assoc hepatitis (Nov; prednisolone course finished 12/17), chronic HCV (untreated), AUD. Hematemesis x2 today (~200 mL bright red each) after ~10 episodes of retching/non-bloody vomiting. Relapsed 1/10 after 2 months abstinent (~half pint vodka/d), last drink 1/14 23:00. Stopped acamprosate ~1/1 (ran out, didn't refill).

T 37.1 HR 104 BP 108/70. Mild tremor, CIWA 7. No asterixis. Abd soft. Brown stool.
Hgb 10.9 (12.1 on 12/14). Plt 98. INR 1.4. T bili 2.1. Alb 2.9. BUN 34. EtOH negative.

A/P:
# UGIB in probable cirrhosis - variceal bleed to be excluded until EGD.
 - 2 large-bore IVs, T&C 2 units; restrictive transfusion (Hgb <7)
 - octreotide 50 mcg bolus + 50 mcg/h (started 19:30)
 - pantoprazole 80 mg IV then 40 mg IV BID
 - ceftriaxone 1 g IV daily (cirrhosis + GI bleed)
 - GI: EGD within 12 h
# Withdrawal risk, last drink 1/14 23:00: CIWA q4h, symptom-triggered lorazepam. Thiamine.
# Admit medicine step-down.
"""
    },
    {
        "note_id": "9700006-PN-3", "subject_id": 9700006, "hadm_id": 29700062, "note_type": "PN",
        "note_seq": 3, "charttime": "2198-01-17T10:00:00", "storetime": "2198-01-17T11:30:00",
        "text": """\
HOSPITALIST PROGRESS NOTE - HD#3

EGD yesterday, 1/16 at 10:00: small (grade 1) esophageal varices in the distal third without red wale signs or stigmata of recent bleeding; a 1.5 cm Mallory-Weiss tear at the GE junction with adherent clot, no active bleeding, treated with one hemoclip; mild portal hypertensive gastropathy. So this was a Mallory-Weiss bleed, not a variceal one. Octreotide was stopped at 12:00 yesterday after the EGD.

Hgb nadir 9.6 (1/16), 10.0 today. No transfusion.

Antibiotics: the source was not variceal, but prophylaxis is recommended for any GI bleed in cirrhosis, so we continue for 7 days in total: ceftriaxone 1/15-1/19, then ciprofloxacin 500 mg BID 1/20-1/21.

Cirrhosis: small varices, portal hypertensive gastropathy, splenomegaly, platelets 98 and the nodular surface on November's ultrasound - I think we can now call this cirrhosis on clinical grounds, Child-Pugh B (8). Carvedilol 3.125 mg BID to start 1/19 if SBP stays above 100.

Withdrawal: CIWA max 9 (early 1/16). Lorazepam 1 mg x3 in total (1/15 22:00, 1/16 03:00, 1/16 14:00). CIWA monitoring to continue until 72 h after his last drink, i.e. through 1/17 23:00. No fixed taper this time - milder picture, shorter binge, no ataxia.

AUD: acamprosate restarted today. Naltrexone discussed again - still not favoured with bilirubin 2.1 and cirrhosis. Adding baclofen 10 mg TID from 1/18 for craving.

HCV: sofosbuvir/velpatasvir approved 1/8; to start at hepatology on 1/27.

Steroids: prednisolone finished 12/17; not restarting.

PPI: pantoprazole 40 mg PO BID through 1/29 for the tear, then stop.
"""
    },
    {
        "note_id": "9700006-DS-2", "subject_id": 9700006, "hadm_id": 29700062, "note_type": "DS",
        "note_seq": 2, "charttime": "2198-01-20T10:00:00", "storetime": "2198-01-20T14:50:00",
        "text": """\
Name:  ___                     Unit No:   ___

Admission Date:  2198-01-15              Discharge Date:   2198-01-20

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies: No Known Allergies / Adverse Drug Reactions

Attending: ___

Chief Complaint: vomiting blood

Major Surgical or Invasive Procedure: EGD with hemoclip placement 2198-01-16

History of Present Illness:
47M with alcohol-associated hepatitis (11/2197, prednisolone 11/6-12/17), chronic HCV genotype 1a (untreated), severe AUD. Relapsed 1/10 after two months abstinent; hematemesis 1/15 after retching.

Pertinent Results:
EGD 1/16: grade 1 esophageal varices without stigmata; 1.5 cm Mallory-Weiss tear with adherent clot (one clip); mild portal hypertensive gastropathy.

Brief Hospital Course:
# Upper GI bleed from a Mallory-Weiss tear: variceal bleeding was suspected and excluded at EGD. Octreotide 1/15 19:30 to 1/16 12:00, stopped after EGD. Pantoprazole IV then 40 mg PO BID through 1/29. Hgb nadir 9.6, 10.4 at discharge; no transfusion. Antibiotic prophylaxis for 7 days (ceftriaxone 1/15-1/19, ciprofloxacin 1/20-1/21).
# Cirrhosis, now established clinically (varices, portal hypertensive gastropathy, splenomegaly, thrombocytopenia, nodular liver), Child-Pugh B. Carvedilol 3.125 mg BID started 1/19 (BP 112/70); titrate to 6.25 mg BID as outpatient.
# Alcohol withdrawal, mild: symptom-triggered lorazepam only, 3 mg total, last dose 1/16 14:00. CIWA monitoring through 1/17 23:00 (72 h after last drink). No fixed taper.
# Alcohol use disorder, relapse: acamprosate restarted 1/17 (he had stopped it around 1/1). Baclofen 10 mg TID added 1/18. Naltrexone not used (liver). Re-engaged with IOP.
# Alcohol-associated hepatitis: prednisolone course completed 12/17; not on steroids; bilirubin 2.1.
# Chronic hepatitis C: sofosbuvir/velpatasvir approved, not yet started; first dose planned at hepatology 1/27.

Medications on Admission:
1. Acamprosate 666 mg PO TID (not taking since ~1/1)
2. Thiamine 100 mg, folic acid 1 mg, multivitamin daily
3. Nicotine patch; naloxone nasal spray PRN

Discharge Medications:
1. Pantoprazole 40 mg PO BID through 1/29, then stop
2. Ciprofloxacin 500 mg PO BID 1/20-1/21
3. Carvedilol 3.125 mg PO BID (NEW)
4. Acamprosate 666 mg PO TID
5. Baclofen 10 mg PO TID (NEW)
6. Thiamine 100 mg, folic acid 1 mg, multivitamin daily
7. Nicotine patch; naloxone nasal spray PRN

Discharge Disposition: Home

Discharge Diagnosis: Upper GI bleed (Mallory-Weiss tear); cirrhosis, Child-Pugh B, small varices; alcohol use disorder, relapse; chronic hepatitis C

Followup Instructions: Hepatology 2198-01-27 (start HCV treatment). IOP ___.
"""
    },
]
