"""9600004 -- severe cutaneous drug reaction (DRESS from allopurinol), then fulminant type 1 diabetes.
Fictional."""

SID = 9600004
H1, H2 = 29600041, 29600042

PATIENT = {"subject_id": SID, "gender": "M", "anchor_age": 38, "race": "ASIAN - CHINESE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": H1, "admittime": "2310-02-07T18:30:00",
     "dischtime": "2310-02-18T12:00:00", "race": "ASIAN - CHINESE", "insurance": "Private"},
    {"subject_id": SID, "hadm_id": H2, "admittime": "2310-05-02T21:10:00",
     "dischtime": "2310-05-09T11:45:00", "race": "ASIAN - CHINESE", "insurance": "Private"},
]


def _n(seq, typ, hadm, chart, store, text):
    return {"note_id": f"{SID}-{typ}-{seq}", "subject_id": SID, "hadm_id": hadm, "note_type": typ,
            "note_seq": seq, "charttime": chart, "storetime": store, "text": text.strip("\n")}


NOTES = [
    _n(1, "ED", H1, "2310-02-07T19:00:00", "2310-02-07T20:45:00", """
ED RESIDENT NOTE

CC: rash, fever

HPI: 38M w/ gout, CKD 3a (baseline Cr 1.4), HTN, p/w 5 d fever to 39.2 + itchy red rash that started
on the chest and spread to arms, legs, face; face "puffy" x2 d. Started allopurinol 300 mg daily on
1/3 (PCP, after 3rd gout flare) + colchicine 0.6 daily. Also took amoxicillin 500 TID 1/24-2/2 for
sinusitis. No new OTCs/supplements. No mouth/eye/genital sores, no blisters, no dysuria. Brother had
SJS from carbamazepine in 2305 (ICU). Pt has never taken carbamazepine.

Meds: allopurinol 300 daily, colchicine 0.6 daily, amlodipine 5 daily.
All: NKDA (before today)

Exam: T 39.0, HR 112, BP 128/76, SpO2 98%. Facial edema. Confluent morbilliform erythema ~60% BSA
(trunk, arms, thighs) w/ scattered follicular pustules, no vesicles/bullae, Nikolsky neg. Oral mucosa,
conjunctivae, genitals clear. Bilateral cervical + inguinal LAD 1-2 cm. Liver edge 2 cm below RCM.
Labs: WBC 14.8, eos 2,300 (16%), atypical lymphs 8%, Hgb 13.2, plt 188. ALT 412, AST 290, ALP 180,
Tbili 1.4. Cr 2.1 (baseline 1.4), K 4.8. UA 1+ protein, no casts. Lipase 42. Trop neg.

A/P: 38M fever, widespread morbilliform rash, facial edema, LAD, eosinophilia, hepatitis, AKI ~5 wk
after starting allopurinol -> c/f DRESS. No mucosal involvement / no detachment -> SJS/TEN less
likely but monitor.
- allopurinol d/c'd; added to allergy list
- hold colchicine (AKI)
- derm consult in AM for bx
- RUQ US (r/o biliary obstruction)
- IVF, trend LFTs/Cr/eos, HHV-6 PCR, HLA-B*58:01
- BCx x2
- admit medicine
"""),
    _n(2, "CN", H1, "2310-02-08T13:30:00", "2310-02-08T15:00:00", """
DERMATOLOGY CONSULT -- ATTENDING NOTE

Mr. ___ is a 38-year-old man with gout and stage 3a chronic kidney disease who started allopurinol
300 mg daily on 1/3 and, about five weeks later, developed fever, a spreading morbilliform eruption,
facial swelling and lymphadenopathy, with eosinophilia, atypical lymphocytes, a hepatitis and acute
kidney injury.

This is DRESS. His RegiSCAR score is 7, which makes it definite. I looked carefully for features of
Stevens-Johnson syndrome or toxic epidermal necrolysis. There are no mucosal erosions, no blisters
or dusky targets, and no epidermal detachment, and the Nikolsky sign is negative. I do not think
this is SJS/TEN, but I have taken two punch biopsies from the left flank today to be sure.

Which drug? Allopurinol is by far the more likely culprit. The five-week latency is typical for DRESS,
and the starting dose of 300 mg in someone with his kidney function increases the risk. Given his
Han Chinese ancestry, I expect his HLA-B*58:01 test to be positive. The amoxicillin course started
only ten days before the rash, which is short for DRESS, but amoxicillin is well known to flare DRESS
once it has begun. I would list allopurinol as a definite allergy, to be avoided for life, and
amoxicillin as a possible co-trigger, to be avoided for now.

His brother had SJS from carbamazepine. That points to a family susceptibility to severe drug reactions
and is worth putting in his chart, but he has never taken carbamazepine himself.

Recommendations:
- Methylprednisolone 80 mg IV daily (1 mg/kg), then oral prednisone once afebrile with falling
eosinophils and LFTs. Taper slowly, over at least 6-8 weeks: DRESS relapses after short tapers.
- Triamcinolone 0.1% ointment BID to the body; emollients; hydroxyzine at night.
- Troponin now and again in 24 h; TTE if it rises or he develops chest pain or arrhythmia.
- TSH now and at 2-3 months, and watch glucose: thyroiditis and type 1 diabetes can follow DRESS months
later.
"""),
    _n(3, "RR", H1, "2310-02-08T15:10:00", "2310-02-08T16:02:00", """
EXAMINATION:  ULTRASOUND ABDOMEN, LIMITED (RUQ) WITH DOPPLER

INDICATION:  38-year-old man with fever, rash, eosinophilia and transaminases in the 400s. Evaluate for
biliary obstruction.

TECHNIQUE:  Grayscale and color Doppler ultrasound of the right upper quadrant.

COMPARISON:  None.

FINDINGS:
Liver: Enlarged, 17.5 cm in craniocaudal length, with homogeneous echotexture. No focal lesion. No
steatosis.
Bile ducts: No intrahepatic biliary dilatation. Common bile duct 4 mm.
Gallbladder: Normal wall thickness, no stones, no sludge, negative sonographic Murphy sign.
Vessels: Patent main, right and left portal veins with hepatopetal flow. Hepatic veins patent.
Other: Several enlarged porta hepatis lymph nodes, the largest 1.8 cm in short axis. Spleen mildly
enlarged at 13.5 cm. No ascites.

IMPRESSION:
1. No biliary dilatation or obstruction. No gallstones.
2. Hepatomegaly and mild splenomegaly with porta hepatis lymphadenopathy, in keeping with a systemic
inflammatory process.
"""),
    _n(4, "PN", H1, "2310-02-11T14:00:00", "2310-02-11T14:52:00", """
MEDICINE NP PROGRESS NOTE -- HD 5

S: Itch better. No new spots, no mouth sores. Afebrile since 2/10. Eating.

O: T 36.9, HR 86, BP 132/80. Erythema fading on the trunk with early desquamation; facial edema
improved. Mucosa clear. Nodes smaller.
Labs: eos 1,100 (from 2,300), ALT 260, AST 140, Tbili 0.9, Cr 1.7 (peak 2.1), K 4.4. Glucose 180-230.
A1c (2/8) 5.4. Troponin x2 negative. TSH (2/8) 2.4.
Punch biopsy (2/8): superficial perivascular lymphocytic infiltrate with eosinophils and focal
interface change with scattered necrotic keratinocytes; no full-thickness epidermal necrosis, no
subepidermal blister. Compatible with a drug reaction (DRESS); not SJS/TEN.
HLA-B*58:01: POSITIVE. HHV-6 PCR (blood): low-level positive.
BCx 2/7: no growth.

A/P: 38M definite DRESS (RegiSCAR 7) from allopurinol.
# DRESS: methylpred 80 mg IV daily 2/8-2/11 (4 days; last IV dose today). Start prednisone 80 mg PO
daily tomorrow 2/12; slow taper over ~8 weeks (derm). Topical triamcinolone, emollients, hydroxyzine.
HHV-6 reactivation -- no antiviral per derm/ID; recheck only if he relapses.
# Hepatitis: improving. No biliary obstruction on US 2/8.
# AKI on CKD 3a: Cr 2.1 -> 1.7. Colchicine held since admission. Renally dose everything.
# Myocarditis screen: troponin neg x2, ECG normal -> no TTE (would get one only if troponin rises, chest
pain, or arrhythmia).
# Steroid hyperglycemia: BG 180s-230s on IV steroids, A1c 5.4 -> not diabetic. Lispro sliding scale
while on high-dose steroids.
# Gout: no flare. Allopurinol never again (DRESS, HLA-B*58:01+). Urate lowering deferred to
rheumatology.
# HTN: amlodipine 5 continued.
"""),
    _n(5, "DS", H1, "2310-02-18T10:30:00", "2310-02-18T13:25:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
Allopurinol (DRESS) / Amoxicillin (possible co-trigger of DRESS)

Attending: ___.

Chief Complaint:
Fever and rash

Major Surgical or Invasive Procedure:
2310-02-08 Punch biopsy of skin x2

History of Present Illness:
38M, gout, CKD 3a (baseline Cr 1.4), HTN; allopurinol 300 mg from 1/3, amoxicillin 1/24-2/2. Admitted
2/7 with fever, rash over ~60% BSA, facial edema, nodes, eosinophilia, hepatitis and AKI.

Family History:
Brother: SJS/TEN from carbamazepine (2305). Mother: systemic lupus. Father: type 2 diabetes.

Pertinent Results:
Eos 2,300 (2/7) -> 1,100 (2/11) -> 420 (2/15). ALT 412 -> 95. Cr 2.1 (peak) -> 1.5.
RUQ US 2/8: no biliary obstruction; hepatosplenomegaly, porta hepatis nodes.
Skin biopsy 2/8: consistent with DRESS; no full-thickness epidermal necrosis.
HLA-B*58:01 positive. HHV-6 PCR low-level positive. A1c 5.4. TSH 2.4. Troponin negative x2.

Brief Hospital Course:
# DRESS (RegiSCAR 7, definite), attributed to allopurinol: 5-week latency, HLA-B*58:01 positive, dose
too high for his renal function. Amoxicillin considered a possible co-trigger (latency too short to be
the primary cause). Allopurinol stopped on arrival 2/7. Methylprednisolone 80 mg IV daily 2/8-2/11,
prednisone 80 mg PO from 2/12 with an 8-week taper. Afebrile since 2/10; eosinophils normal since
2/15. No mucosal involvement at any point; biopsy excluded SJS/TEN. No myocarditis (troponins
negative; TTE not needed).
# Drug-induced hepatitis: ALT 412 -> 95; no obstruction on US.
# AKI on CKD 3a: Cr 2.1 -> 1.5. Colchicine held during AKI; resumed at discharge at a reduced dose of
0.3 mg daily.
# Steroid-induced hyperglycemia: sliding-scale insulin 2/9-2/14 only; glucose 120s-170s without insulin
since 2/15. A1c 5.4. No diabetes. Not discharged on insulin; fasting glucose at PCP.
# Gout: allopurinol must never be restarted. Rheumatology referral for urate lowering.
# Plan if relapse: if the rash or eosinophilia returns during the taper, go back to the previous
prednisone dose and call dermatology.

Prednisone taper:
80 mg 2/12-2/18; 60 mg 2/19-2/25; 50 mg 2/26-3/4; 40 mg 3/5-3/11; 30 mg 3/12-3/25; 20 mg 3/26-4/1;
10 mg 4/2-4/8; then stop.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Allopurinol 300 mg PO DAILY (started 1/3)
2. Colchicine 0.6 mg PO DAILY
3. Amlodipine 5 mg PO DAILY
4. Amoxicillin 500 mg PO TID (completed 2/2)

Discharge Medications:
1. PredniSONE 60 mg PO DAILY from 2/19 (80 mg through 2/18), tapering as written  (NEW)
2. Omeprazole 20 mg PO DAILY while on prednisone  (NEW)
3. Calcium Carbonate 600 mg + Vitamin D 800 IU PO DAILY  (NEW)
4. Triamcinolone 0.1% ointment TOP BID to body  (NEW)
5. HydrOXYzine 25 mg PO QHS PRN itch  (NEW)
6. Colchicine 0.3 mg PO DAILY  (CHANGED: reduced from 0.6 mg; held 2/7-2/17 for AKI)
7. Amlodipine 5 mg PO DAILY  (continued)
8. Allopurinol -- STOPPED (DRESS; never rechallenge)

Discharge Disposition:
Home

Discharge Diagnosis:
Drug reaction with eosinophilia and systemic symptoms (DRESS), due to allopurinol
Drug-induced hepatitis; acute kidney injury on CKD 3a

Discharge Instructions:
Never take allopurinol. Do not stop prednisone suddenly. Report new rash, fever, thirst, passing a lot
of urine, or weight loss.

Followup Instructions:
Dermatology/allergy clinic in 5 weeks; PCP in 1 week; rheumatology referral.
"""),
    _n(6, "PN", None, "2310-03-25T10:00:00", "2310-03-25T10:44:00", """
DERMATOLOGY / DRUG ALLERGY CLINIC -- NP NOTE

S: 38M 6 weeks after admission for allopurinol DRESS. Rash gone; palms and soles peeled. Itch minimal.
No fever. On prednisone 30 mg daily since 3/12 per the written taper. One gout flare of the L first
MTP on 3/10: he took colchicine 0.6 mg for 2 days, then back to 0.3 mg daily, and it settled. No
thirst or polyuria. Asks about his brother's "gene test" -- he has never taken carbamazepine.

O: BP 128/78, HR 72, weight 81 kg. Post-inflammatory hyperpigmentation on trunk; no active eruption.
No nodes. Mucosa normal.
Labs (3/24): eos 210, ALT 38, Cr 1.4, TSH 2.1, fasting glucose 98.

A/P:
# DRESS, resolving: continue the taper -- prednisone 20 mg 3/26-4/1, 10 mg 4/2-4/8, then stop. Relapse
plan unchanged: if rash or eosinophilia returns, back to the previous dose and call.
# Allergies: allopurinol (definite, lifelong). Amoxicillin: possible co-trigger; avoid for now, formal
evaluation in a year. HLA-B*58:01 result given to him in writing.
# Gout: colchicine 0.3 mg daily. Febuxostat deferred; rheumatology visit 4/20 to discuss.
# Post-DRESS autoimmunity: TSH and fasting glucose normal today. Recheck at 3 months, sooner for
thirst, urination, weight loss or tremor.
# Family: brother's reaction noted; if the patient ever needs carbamazepine or oxcarbazepine, test
HLA-B*15:02 first.
# Omeprazole: stop when prednisone is finished. Calcium/vitamin D: continue for now.
RTC 3 months.
"""),
    _n(7, "ED", H2, "2310-05-02T21:40:00", "2310-05-02T23:20:00", """
ED NOTE -- RESIDENT

CC: vomiting, abd pain, "always thirsty"

HPI: 38M w/ DRESS from allopurinol 2/2310 (pred taper finished 4/8), gout, CKD 3a, HTN, p/w 3 d of
polyuria/polydipsia then 24 h of vomiting + epigastric pain. "Flu-like" illness ~1 wk ago. Lost ~4 kg
this week. No rash. No hx DM.

Meds: colchicine 0.3 daily, amlodipine 5 daily, Ca/vit D.
All: allopurinol (DRESS), amoxicillin (possible)

Exam: T 37.2, HR 124, BP 104/62, RR 28 Kussmaul, SpO2 99%. Dry MM. Abd soft, mild epigastric
tenderness, no peritonism. Skin: no rash, residual hyperpigmentation trunk. Fruity breath.
Labs: glucose 690, Na 128, K 5.9, Cl 92, HCO3 6, AG 30, pH 7.08, BHB 7.8, Cr 2.3, BUN 48. Lipase
410 (ULN 60), amylase 190. A1c 6.3. WBC 16.2, eos 0.1. Serum osm 318. Trop neg. UA 3+ glucose,
3+ ketones.

A/P: 38M new-onset severe DKA, A1c only 6.3 despite BG 690 -> abrupt onset; c/f fulminant T1DM
post-DRESS. Elevated lipase -- r/o pancreatitis. AKI prerenal.
- DKA protocol: NS 2 L, then insulin gtt 0.1 u/kg/h once K confirmed (5.9), q1h BG, q2h BMP
- CT A/P w/o contrast (AKI)
- hold colchicine (AKI), hold amlodipine (BP 100s)
- C-peptide, GAD65/IA-2/ZnT8 Ab, TSH
- ICU eval -> MICU/step-down
"""),
    _n(8, "RR", H2, "2310-05-03T01:20:00", "2310-05-03T02:15:00", """
EXAMINATION:  CT ABDOMEN AND PELVIS WITHOUT CONTRAST

INDICATION:  38-year-old man with diabetic ketoacidosis, epigastric pain and lipase 7 times the upper
limit of normal. Evaluate for acute pancreatitis or other intra-abdominal cause.

TECHNIQUE:  Axial non-contrast CT of the abdomen and pelvis (contrast withheld for acute kidney injury).
Coronal and sagittal reformats.

COMPARISON:  Right upper quadrant ultrasound 2310-02-08.

FINDINGS:
Pancreas: Normal size and attenuation throughout. No peripancreatic fat stranding, fluid or
collection. The pancreatic duct is not dilated. Necrosis cannot be assessed without contrast.
Liver: 15.8 cm, normal attenuation; previously enlarged (17.5 cm on ultrasound 2/8).
Gallbladder and bile ducts: No radiopaque stones. No biliary dilatation.
Bowel: Normal. No obstruction. Normal appendix. No free air. No free fluid.
Kidneys: Normal size, no hydronephrosis, no stones.
Nodes: Porta hepatis nodes no longer enlarged.

IMPRESSION:
1. No CT evidence of acute pancreatitis. No other acute abdominal finding.
2. Interval resolution of hepatomegaly and porta hepatis lymphadenopathy.
"""),
    _n(9, "PN", H2, "2310-05-04T16:00:00", "2310-05-04T17:30:00", """
ENDOCRINOLOGY CONSULT FOLLOW-UP -- ATTENDING NOTE

I now have the antibody and C-peptide results for Mr. ___.

His presentation meets the criteria for fulminant type 1 diabetes: ketoacidosis within about a week of
the first hyperglycemic symptoms, a glucose of 690 with an A1c of only 6.3%, and an undetectable
C-peptide (<0.1 ng/mL) with a simultaneous glucose of 310. The GAD65, IA-2 and ZnT8 antibodies are
negative, which is usual in this form. The raised lipase and amylase with a normal pancreas on CT are
also typical: the exocrine enzymes leak as the islets are destroyed, and this is not pancreatitis. A
viral-like illness a week before is common.

Why now? Fulminant type 1 diabetes is a recognized late complication of DRESS, usually two to four
months afterwards, and his DRESS began in early February. I do not think this is steroid diabetes: he
finished prednisone on 4/8, and his A1c was 5.4 in February. Nor is it type 2 diabetes like his
father's: he is lean, and he has no insulin left. He will need basal-bolus insulin for life.

His insulin infusion ran from 22:30 on 5/2 to 18:30 on 5/3, about 20 hours, with glargine 20 units
given at 16:30, two hours before the drip stopped. His anion gap closed at 14:00 on 5/3. Fasting
glucose this morning was 84, so I am reducing the glargine to 18 units tonight. Lispro 1 unit per 12 g
of carbohydrate plus a correction scale.

His TSH is 1.8, so no thyroiditis so far; I will recheck it in 3 months. There is no rash and his
eosinophils are normal: nothing suggests a relapse of DRESS, and I see no reason for steroids.

Plan: glargine 18 units at bedtime; lispro as above; diabetes education today and tomorrow; glucagon
kit; CGM prescription; endocrine clinic in 2 weeks.
"""),
    _n(10, "DS", H2, "2310-05-09T10:00:00", "2310-05-09T12:40:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
Allopurinol (DRESS) / Amoxicillin (possible co-trigger of DRESS)

Attending: ___.

Chief Complaint:
Vomiting, polyuria, abdominal pain

Major Surgical or Invasive Procedure:
None

History of Present Illness:
38M, DRESS from allopurinol 2/2310 (prednisone completed 4/8), gout, CKD 3a, HTN; admitted 5/2 with
severe DKA (pH 7.08, glucose 690), A1c 6.3.

Past Medical History:
DRESS (2/2310), allopurinol; gout; CKD 3a; hypertension. No prior diabetes (A1c 5.4 in 2/2310;
steroid-induced hyperglycemia during that admission only).

Family History:
Brother: SJS/TEN from carbamazepine. Mother: lupus. Father: type 2 diabetes.

Pertinent Results:
C-peptide <0.1 ng/mL (glucose 310). GAD65, IA-2, ZnT8 antibodies negative. TSH 1.8.
CT A/P 5/3 (non-contrast): no pancreatitis; hepatomegaly resolved.
Cr 2.3 -> 1.5. Lipase 410 -> 88. Eosinophils normal throughout.

Brief Hospital Course:
# Fulminant type 1 diabetes with severe DKA, a late complication of DRESS: insulin infusion 5/2 22:30
to 5/3 18:30 (about 20 h), with glargine 20 units given 2 h before it stopped. Gap closed 5/3 14:00.
Glargine reduced to 18 units on 5/4 (fasting glucose 84). Glucose 62 at 03:00 on 5/8, so glargine
reduced again to 16 units on the day of discharge. Lispro by carbohydrate ratio 1:12 plus correction.
Education completed; glucagon and CGM prescribed.
# Hyperamylasemia / hyperlipasemia without pancreatitis (normal CT), part of fulminant T1DM.
# Prerenal AKI on CKD 3a: Cr 2.3 -> 1.5 with fluids. Colchicine held since admission and still held at
discharge; PCP to restart at 0.3 mg once Cr <= 1.4.
# Hypertension: amlodipine held 5/2-5/7 for SBP 100s while volume depleted; resumed 5/8 at 5 mg.
# DRESS: no relapse (no rash, normal eosinophils). Prednisone not restarted.
# Gout: no flare. Rheumatology (seen 4/20) plans to discuss febuxostat after the DRESS year.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Colchicine 0.3 mg PO DAILY
2. Amlodipine 5 mg PO DAILY
3. Calcium Carbonate 600 mg + Vitamin D 800 IU PO DAILY

Discharge Medications:
1. Insulin Glargine 16 units SC QHS  (NEW; 20 -> 18 units 5/4 -> 16 units on the day of discharge)
2. Insulin Lispro SC with meals, 1 unit per 12 g carbohydrate plus correction scale  (NEW)
3. Glucagon 1 mg IM PRN severe hypoglycemia  (NEW)
4. Continuous glucose monitor  (NEW)
5. Amlodipine 5 mg PO DAILY  (RESUMED 5/8)
6. Calcium Carbonate 600 mg + Vitamin D 800 IU PO DAILY  (continued)
7. Colchicine 0.3 mg -- HELD (PCP to restart when Cr <= 1.4)

Discharge Disposition:
Home

Discharge Diagnosis:
Fulminant type 1 diabetes mellitus with diabetic ketoacidosis (post-DRESS)
Acute kidney injury on CKD 3a

Discharge Instructions:
Never skip basal insulin. Check ketones if glucose > 250 or vomiting.

Followup Instructions:
Endocrinology 2 weeks; diabetes educator 1 week; PCP 1 week (BMP, colchicine decision).
"""),
]
