"""Patient 9900005 - endocrinology (type 1 diabetes with DKA, then adrenal crisis from new Addison disease). Fictional."""

SID = 9900005

PATIENT = {"subject_id": SID, "gender": "F", "anchor_age": 29, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": 29900051, "admittime": "2305-02-17T01:30:00",
     "dischtime": "2305-02-21T13:00:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": SID, "hadm_id": 29900052, "admittime": "2305-07-08T15:00:00",
     "dischtime": "2305-07-14T12:00:00", "race": "WHITE", "insurance": "Private"},
]


def _note(seq, ntype, hadm, chart, store, text):
    return {"note_id": f"{SID}-{ntype}-{seq}", "subject_id": SID, "hadm_id": hadm,
            "note_type": ntype, "note_seq": seq, "charttime": chart, "storetime": store,
            "text": text.strip("\n") + "\n"}


NOTES = [
    _note(1, "ED", 29900051, "2305-02-17T02:10:00", "2305-02-17T02:58:00", """
ED RESIDENT NOTE

CC: vomiting, high sugars

HPI: 29F T1DM since age 12 on insulin pump (CSII), Hashimoto's on levothyroxine, p/w N/V x1d, diffuse abd pain, BGs "HI" on meter since last evening. Changed her infusion site last night and found the old cannula kinked under the adhesive -- thinks she got little/no insulin for most of the day. Did not check ketones, did not give a correction by pen. Denies fever, cough, dysuria. Only prior DKA was at diagnosis (age 12).
Outside pharmacy list shows empagliflozin 10 mg (rx'd 1/2305 by her previous endocrinologist as an "add-on") -- pt says she never picked it up, decided against it after reading about ketoacidosis. Not on any SGLT2i.

PMH: T1DM, Hashimoto's (TPO Ab+), migraine.
Meds: lispro via pump (basal ~16.8 u/d, I:C 1:10, ISF 1:40), levothyroxine 75 mcg, levonorgestrel IUD.
All: sulfa (hives)
Family hx: mom has Graves' (had RAI), sister has celiac, maternal aunt has Addison's.
SHx: daycare teacher. No tob.

Exam: T 37.2 HR 124 BP 104/62 RR 28 (Kussmaul). Dry. Abd diffusely tender, no guarding. AOx3.

Labs: BG 486, K 3.1, HCO3 6, AG 28, Cr 1.2. VBG 7.08. BHB 7.2. Lipase 88. WBC 16.4. UA: ketones, no LE/nitrite. hCG neg.

A/P: 29F T1DM p/w severe DKA, likely from pump infusion-set failure (kinked cannula).
- DKA protocol: NS. K 3.1 -> KCl 40 mEq IV; HOLD insulin until K > 3.3, then insulin gtt 0.1 u/kg/h.
- Pump removed.
- Trigger: CXR to r/o pneumonia; UA neg; lipase mildly up (common in DKA).
- Neuro checks q1h x24h. MICU.
"""),

    _note(2, "RR", 29900051, "2305-02-17T02:40:00", "2305-02-17T03:15:00", """
EXAMINATION:  CHEST (PA AND LAT)

INDICATION:  29 year old woman with diabetic ketoacidosis and leukocytosis.  Rule out pneumonia as precipitant.

TECHNIQUE:  PA and lateral views of the chest.

COMPARISON:  None.

FINDINGS:
The lungs are clear.  No focal consolidation, pleural effusion or pneumothorax.  Normal cardiomediastinal silhouette.  No free air under the diaphragm.

IMPRESSION:
No acute cardiopulmonary process.  No pneumonia.
"""),

    _note(3, "PN", 29900051, "2305-02-17T23:30:00", "2305-02-18T00:10:00", """
MICU NP PROGRESS NOTE

S:
- N/V resolved by afternoon, tolerating clears then dinner. Abd pain gone.
- No headache.

O:
- T 37.0 HR 92 BP 112/70 RR 16.
- Neuro checks q1h since arrival: GCS 15 throughout, no headache, pupils equal.
- K 3.6 at 02:30 after 40 mEq -> insulin gtt started 02:40. K nadir 2.9 at 09:00 on gtt -> KCl 40 mEq IV + 40 PO -> 4.0.
- 18:00: AG 11, HCO3 19, BG 168 -> DKA resolved.
- Glargine 18 units SC given 20:00; gtt off 22:00 (2 h overlap).
- TSH 9.8, free T4 0.8.

A/P: 29F T1DM w/ severe DKA 2/2 kinked pump cannula.
# DKA: resolved at 18:00. Insulin gtt 02:40 -> 22:00 (~19 h).
# Hypokalemia: on gtt, nadir 2.9, repleted. BMP AM.
# T1DM: off pump. MDI: glargine 18u daily at 20:00 + lispro 1:10 w/ meals + correction 1:40 > 150. Resume pump when eating well and DKA resolved > 24 h, w/ diabetes educator review; endocrine to advise on timing vs glargine.
# Cerebral edema: none; neuro checks can stop at 02:40 (24 h).
# Hypothyroid: TSH 9.8 on levothyroxine 75 - endo to review; likely increase before d/c.
# Dispo: call out to floor AM.
"""),

    _note(4, "CN", 29900051, "2305-02-19T11:00:00", "2305-02-19T13:25:00", """
ENDOCRINOLOGY CONSULT - ATTENDING

I was asked to see Ms. ___ about insulin after DKA and about her thyroid.

She is 29, with type 1 diabetes since age 12 and on a pump for eight years, and developed severe DKA (pH 7.08, bicarbonate 6) after a kinked cannula left her without insulin for most of a day. A pump delivers only rapid-acting insulin, so there is no depot to fall back on. There was no infection. Her outside pharmacy list includes empagliflozin, prescribed in January by a previous endocrinologist; she never picked it up and has never taken it. I would not use an SGLT2 inhibitor in her, and I have asked that it be removed from her list.

She had a low of 58 at 23:40 last night on glargine 18 units, so tonight's glargine is reduced to 16 units. She would like to go back on her pump: she should restart the pump basal 24 hours after her last glargine dose, i.e. glargine 16 units tonight at 20:00, then pump basal from 20:00 tomorrow, 2/20, at her previous settings. Backup glargine pen (16 units) and ketone meter at home.

Thyroid: TSH 9.8 with a free T4 of 0.8 on 75 mcg. A TSH during acute illness is not ideal, but she also takes the levothyroxine with her coffee. Separate it from coffee by 30-60 minutes and increase to 88 mcg daily at discharge; TSH in 6 weeks.

Because she has two autoimmune endocrine diseases and her aunt has Addison disease, I checked a morning cortisol today: 24.6 mcg/dL, an appropriate stress response that argues against adrenal insufficiency at present. Her sister has celiac disease; tTG IgA sent.

Family history: mother with Graves disease, treated with radioactive iodine. Sister with celiac disease. Maternal aunt with Addison disease. She herself has Hashimoto thyroiditis (TPO antibody positive), not Graves disease.
"""),

    _note(5, "DS", 29900051, "2305-02-21T11:30:00", "2305-02-21T14:00:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: MEDICINE

Allergies:
Sulfa (Sulfonamide Antibiotics) - hives

Chief Complaint:
Nausea, vomiting, hyperglycemia

Major Surgical or Invasive Procedure:
None

History of Present Illness:
29F with T1DM on insulin pump (DKA only once before, at diagnosis) and Hashimoto thyroiditis presenting with severe DKA after a kinked pump cannula.

Family History:
Mother: Graves disease (RAI). Sister: celiac disease. Maternal aunt: Addison disease.

Pertinent Results:
BG 486, pH 7.08, HCO3 6, AG 28, K 3.1. CXR 2/17: no pneumonia. UA: no infection.
TSH 9.8, FT4 0.8. AM cortisol 2/19: 24.6. tTG IgA negative. A1c 8.9%.

Brief Hospital Course:
# Diabetic ketoacidosis, severe: precipitated by pump infusion-set failure (kinked cannula). No infection (CXR clear, UA negative). Not related to an SGLT2 inhibitor: empagliflozin on the outside list was never filled or taken, and was removed. Insulin infusion was held until K > 3.3 and started at 02:40 on 2/17; anion gap closed at 18:00; glargine given at 20:00 and the infusion stopped at 22:00 (about 19 hours of IV insulin). Hypokalemia to 2.9, repleted. Hourly neuro checks for 24 hours; no cerebral edema.

# T1DM, insulin regimen: pump off from 2/17 (MDI with glargine 18 units 2/17 and 2/18, 16 units 2/19 after a low of 58 at 23:40 on 2/18). Pump basal resumed at 20:00 on 2/20, 24 hours after the last glargine, with prior settings (basal total ~16.8 units/day, I:C 1:10, ISF 1:40). Discharged on her pump, with a backup glargine pen and a ketone meter.

# Hypothyroidism (Hashimoto): TSH 9.8. Levothyroxine INCREASED from 75 to 88 mcg daily today, 2/21; take on an empty stomach, 30-60 minutes before coffee. TSH in 6 weeks.

# Autoimmune screening: AM cortisol appropriate (24.6) - no adrenal insufficiency at this time. tTG negative.

Medications on Admission:
1. Insulin lispro via CSII pump
2. Levothyroxine 75 mcg PO daily
3. Empagliflozin 10 mg PO daily (on outside list; never taken)

Discharge Medications:
1. Insulin lispro via CSII pump, prior settings
2. Insulin glargine pen 16 units SC daily ONLY if pump fails (NEW, backup)
3. Levothyroxine 88 mcg PO daily (CHANGED: increased from 75 mcg)
4. Blood ketone test strips (NEW)

STOPPED: Empagliflozin (never taken; removed from list).

Discharge Disposition:
Home

Discharge Diagnosis:
Diabetic ketoacidosis due to insulin pump infusion-set failure; hypothyroidism

Followup Instructions:
___
"""),

    _note(6, "PN", None, "2305-04-25T10:30:00", "2305-04-25T11:20:00", """
ENDOCRINE CLINIC - NP VISIT

S:
- 29F T1DM on pump, Hashimoto's. Adm 2/17-2/21 for DKA (kinked cannula). Back on pump since 2/20, no further DKA.
- Lows overnight 2-3x/wk (50s-60s, 01:00-03:00), treated w/ juice.
- x6 wks: fatigue, craving salty food ("eating pickles from the jar"), lightheaded when standing, 3 kg wt loss w/o trying. Partner says her knuckles look darker. Some nausea in the mornings.
- Taking levothyroxine 88 mcg on an empty stomach now.

O:
- BP 98/62 sitting, 88/56 standing (HR 84 -> 104). Usual BP ~118/76. Wt 58 kg (61 kg in Feb).
- Hyperpigmentation of knuckles and palmar creases; ? buccal patch.
- Labs today: Na 133, K 5.1, Cr 0.8, BG 142. TSH 3.9. A1c 8.9% (Feb).

A/P:
# Fatigue, salt craving, orthostasis, hyperpigmentation, mild hypoNa/hyperK, more lows - concerning for primary adrenal insufficiency (APS-2 w/ T1DM + Hashimoto's; aunt w/ Addison's). Feb cortisol 24.6 was reassuring at the time, but this can evolve.
  - 8 AM cortisol + ACTH + renin/aldosterone this week (order placed; lab slip given).
  - If cortisol < 5 -> will call pt to start hydrocortisone and arrange cosyntropin stim. If vomiting, dizzy or faint before then -> ED, tell them "possible adrenal insufficiency."
# T1DM / nocturnal lows: basal 00:00-04:00 reduced 0.60 -> 0.50 u/h. CGM alerts on.
# Hypothyroid: TSH 3.9 on 88 mcg - at goal, continue.
RTC 4 wks or sooner w/ results.
"""),

    _note(7, "ED", 29900052, "2305-07-08T15:30:00", "2305-07-08T16:20:00", """
ED RESIDENT NOTE

CC: vomiting, dizziness, near-syncope

HPI: 29F T1DM on pump, Hashimoto's, DKA 2/2305 (pump failure), p/w vomiting and watery diarrhea x2d (norovirus going around her daycare), crampy abd pain, near-syncope at home today. BGs low, 40s-60s since this AM despite juice; she suspended the pump at 10:00. Per pt, endo clinic in April ordered AM cortisol/ACTH for fatigue + salt craving -- she never went for the lab ("work got busy"). Fatigue, salt craving and weight loss have continued.

Meds: insulin lispro via pump (suspended since 10:00), levothyroxine 88 mcg, backup glargine pen (not used).

Exam: T 37.8 HR 126 BP 78/44. Dry. Hyperpigmented palmar creases, knuckles, buccal mucosa. Abd diffusely tender, no rebound.

Labs: BG 48, Na 124, K 5.9, HCO3 19, AG 15, Cr 1.6 (bl 0.7). VBG 7.33. BHB 1.0. Eos 7%.

A/P: 29F T1DM w/ hypotension, hypoNa, hyperK, hypoglycemia, hyperpigmentation -> c/f adrenal crisis (new primary AI) precipitated by gastroenteritis.
- NOT DKA: BG 48, AG 15, BHB 1.0 - starvation ketosis.
- Random cortisol + ACTH drawn 15:35, then hydrocortisone 100 mg IV 15:40. Then 50 mg IV q6h.
- D50 -> BG 132. NS 3 L, then D5NS.
- Pump: resume at temp basal -50% with dextrose running (T1DM - never off basal entirely).
- CT A/P: r/o adrenal hemorrhage, appendicitis.
- Step-down. Endo consult.
"""),

    _note(8, "RR", 29900052, "2305-07-08T18:00:00", "2305-07-08T19:10:00", """
EXAMINATION:  CT ABDOMEN AND PELVIS WITH CONTRAST

INDICATION:  29 year old woman with abdominal pain, vomiting, hypotension, hyponatremia and hyperkalemia; concern for adrenal crisis.  Rule out adrenal hemorrhage.  Rule out appendicitis.

TECHNIQUE:  Axial CT of the abdomen and pelvis in the portal venous phase after 90 mL IV contrast.

COMPARISON:  None.

FINDINGS:
ADRENALS:  Both adrenal glands are small and thin, without nodularity, mass, calcification or hemorrhage.  No periadrenal stranding.
BOWEL:  Mildly distended, fluid-filled small bowel and colon with mucosal enhancement, without wall thickening, obstruction or pneumatosis.  The appendix is normal in caliber (5 mm) without periappendiceal inflammation.  No free air.  No abscess.
OTHER:  Liver, gallbladder, pancreas, spleen and kidneys are unremarkable.  Trace free fluid in the pelvis, physiologic.  Levonorgestrel IUD in expected position.

IMPRESSION:
1.  No adrenal hemorrhage.  Small, atrophic-appearing adrenal glands.
2.  Fluid-filled small bowel and colon, consistent with enterocolitis.
3.  Normal appendix.
"""),

    _note(9, "PN", 29900052, "2305-07-10T09:30:00", "2305-07-10T11:15:00", """
ENDOCRINOLOGY - ATTENDING PROGRESS NOTE

I saw Ms. ___ again this morning. She looks like a different person from the woman I met on the evening of 7/8: eating breakfast, pressure 112/70, no dizziness.

The cortisol drawn before hydrocortisone on 7/8 was 1.2 mcg/dL with an ACTH of 1,140 pg/mL, high renin and undetectable aldosterone: primary adrenal insufficiency with mineralocorticoid deficiency. With type 1 diabetes and Hashimoto thyroiditis this is autoimmune polyglandular syndrome type 2; 21-hydroxylase antibodies pending. Her maternal aunt has the same disease. In February her morning cortisol was 24.6, so the adrenal failure developed over five months; the April symptoms were the early signs, and the cortisol ordered then was never drawn. The CT shows small adrenals without hemorrhage. The trigger was norovirus gastroenteritis (stool PCR positive).

Her two lows, 48 in the ED and 52 at 03:10 on 7/9, were from cortisol deficiency, not the pump. The pump went back to her usual basal rates this morning.

Sodium 124 -> 133, potassium 5.9 -> 4.3, creatinine 1.6 -> 0.9.

Plan:
1. Hydrocortisone 50 mg IV q6h since 7/8; today 25 mg IV q8h; from tomorrow morning, 7/11, oral 20 mg on waking and 10 mg at 14:00. I will step down to a physiological dose before she leaves.
2. Fludrocortisone 0.1 mg daily once hydrocortisone is below 50 mg a day (expected 7/11).
3. Levothyroxine 88 mcg unchanged.
4. Before discharge: sick-day rules (double the dose for fever above 38 or illness keeping her in bed, until 48 hours after she is well; triple for fever above 39), IM hydrocortisone 100 mg kit, medical alert bracelet.
"""),

    _note(10, "DS", 29900052, "2305-07-14T10:30:00", "2305-07-14T13:20:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: MEDICINE

Allergies:
Sulfa (Sulfonamide Antibiotics) - hives

Chief Complaint:
Vomiting, near-syncope

Major Surgical or Invasive Procedure:
None

History of Present Illness:
29F with T1DM (on pump; DKA 2/2305) and Hashimoto thyroiditis, with fatigue, salt craving and weight loss since spring (AM cortisol ordered 4/25, never drawn), presenting with gastroenteritis, BP 78/44, Na 124, K 5.9 and BG 48.

Family History:
Mother: Graves disease. Sister: celiac disease. Maternal aunt: Addison disease.

Pertinent Results:
7/8: cortisol 1.2 (pre-steroid), ACTH 1,140, aldosterone < 3. BHB 1.0, AG 15.
21-hydroxylase antibodies positive (7/13). CT A/P 7/8: no adrenal hemorrhage, small adrenals, normal appendix.
Na 124 -> 137. K 5.9 -> 4.1.

Brief Hospital Course:
# Adrenal crisis, new primary adrenal insufficiency (autoimmune, APS-2): precipitated by norovirus gastroenteritis. Hydrocortisone 100 mg IV on 7/8 at 15:40, then 50 mg IV q6h, 25 mg IV q8h on 7/10, and oral from the morning of 7/11 (IV hydrocortisone for about 2.5 days). Oral hydrocortisone 20 mg AM + 10 mg at 14:00 from 7/11 to 7/13, REDUCED today, 7/14, to 15 mg on waking + 5 mg at 14:00 (20 mg/day). Fludrocortisone 0.1 mg daily started 7/11 once hydrocortisone was below 50 mg/day. Sick-day rules, IM kit and medical alert bracelet arranged.

# Not DKA: BG 48, anion gap 15, BHB 1.0 on arrival - mild starvation ketosis. Pump kept on a temporary basal of -50% with dextrose fluids 7/8-7/10, back to usual basal rates from 7/10.

# Hypoglycemia x2 (48 on 7/8, 52 on 7/9 at 03:10): from cortisol deficiency. None after 7/9. Glucose 140-230 on hydrocortisone; no changes to pump settings at discharge, review at endocrine clinic with CGM data.

# Norovirus gastroenteritis: resolved 7/10. Hyponatremia, hyperkalemia and AKI corrected.

# Hypothyroidism: levothyroxine 88 mcg continued, unchanged.

Medications on Admission:
1. Insulin lispro via CSII pump
2. Levothyroxine 88 mcg PO daily
3. Insulin glargine pen 16 units (backup only)

Discharge Medications:
1. Hydrocortisone 15 mg PO on waking and 5 mg PO at 14:00 (NEW)
2. Fludrocortisone 0.1 mg PO daily (NEW)
3. Hydrocortisone sodium succinate 100 mg IM for emergency use (NEW)
4. Insulin lispro via CSII pump, usual settings
5. Levothyroxine 88 mcg PO daily
6. Insulin glargine pen 16 units (backup only)

Discharge Disposition:
Home

Discharge Diagnosis:
Adrenal crisis due to new primary adrenal insufficiency (APS-2); norovirus gastroenteritis

Followup Instructions:
___
"""),
]
