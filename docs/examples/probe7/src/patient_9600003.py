"""9600003 -- immune-checkpoint-inhibitor toxicity (oncology): colitis, then pneumonitis. Fictional."""

SID = 9600003
H1, H2 = 29600031, 29600032

PATIENT = {"subject_id": SID, "gender": "F", "anchor_age": 61, "race": "WHITE"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": H1, "admittime": "2309-05-03T11:05:00",
     "dischtime": "2309-05-10T15:30:00", "race": "WHITE", "insurance": "Private"},
    {"subject_id": SID, "hadm_id": H2, "admittime": "2309-08-20T16:40:00",
     "dischtime": "2309-08-27T13:00:00", "race": "WHITE", "insurance": "Private"},
]


def _n(seq, typ, hadm, chart, store, text):
    return {"note_id": f"{SID}-{typ}-{seq}", "subject_id": SID, "hadm_id": hadm, "note_type": typ,
            "note_seq": seq, "charttime": chart, "storetime": store, "text": text.strip("\n")}


NOTES = [
    _n(1, "ED", H1, "2309-05-03T11:30:00", "2309-05-03T13:02:00", """
ED RESIDENT NOTE

CC: diarrhea x10 days

HPI: 61F w/ stage IV melanoma (lung + liver mets, BRAF WT) on ipi/nivo (C1 3/1, C2 3/22, C3 4/12;
C4 was due today), h/o ICI thyroiditis -> hypothyroid on levothyroxine since 4/12, p/w 10 d of watery
diarrhea, now 9-10 BM/day (baseline 1), crampy lower abd pain, streaks of blood x2 d. Taking OTC
loperamide w/o much effect. No fever. No abx, no sick contacts, no travel. No prior GI disease --
screening colonoscopy 2307 was normal. Sister has Crohn's; pt herself has never had IBD sx.

Meds: levothyroxine 50 mcg, losartan 50, omeprazole 20, loperamide OTC prn.
All: NKDA

Exam: T 37.4, HR 108, BP 102/64, SpO2 98%. Dry MM. Abd soft, diffusely tender, worst LLQ, no
guarding/rebound, BS hyperactive.
Labs: WBC 10.9, Hgb 11.8, plt 410, Na 134, K 3.1, HCO3 18, Cr 1.4 (baseline 0.8), albumin 3.1, CRP 64,
lactate 1.6. TSH pending. C diff + GI PCR sent.

A/P: 61F on ipi/nivo w/ grade 3 diarrhea/colitis, c/f ICI colitis; r/o infection, r/o perforation.
Prerenal AKI, hypoK.
- CT A/P w/ contrast (r/o perf/abscess/megacolon)
- IVF, K repletion
- stool studies; hold loperamide
- methylpred 1 mg/kg IV (70 mg) once infectious stool studies sent -- d/w onc, OK to start today
- hold losartan (AKI, soft BP)
- onc fellow aware; GI consult
- admit oncology
"""),
    _n(2, "RR", H1, "2309-05-03T14:10:00", "2309-05-03T15:05:00", """
EXAMINATION:  CT ABDOMEN AND PELVIS WITH IV CONTRAST

INDICATION:  61-year-old woman with metastatic melanoma on ipilimumab and nivolumab with 10 days of
bloody diarrhea and abdominal pain. Evaluate for colitis, perforation or abscess.

TECHNIQUE:  Axial CT of the abdomen and pelvis in the portal venous phase after 90 mL of intravenous
contrast. Coronal and sagittal reformats.

COMPARISON:  Restaging CT chest/abdomen/pelvis 2309-02-20.

FINDINGS:
Bowel: Diffuse, continuous wall thickening of the colon from the cecum to the rectum, up to 7 mm, with
mucosal hyperenhancement and surrounding fat stranding and engorged vasa recta. The transverse colon
measures 4.8 cm. No pneumatosis. No free intraperitoneal air. No fluid collection or abscess. The
small bowel is normal; the terminal ileum is not thickened.
Liver: Two hypoattenuating metastases, the largest 2.1 cm in segment 7 (previously 2.6 cm). No
biliary dilatation.
Other: Small amount of free fluid in the pelvis. Kidneys, adrenals, pancreas and spleen unremarkable.
Lung bases: Two small pulmonary nodules at the right base, smaller than on 2/20.

IMPRESSION:
1. Pancolitis, in this clinical setting most compatible with immune checkpoint inhibitor colitis;
infectious colitis is a differential consideration.
2. No perforation, no abscess, no toxic megacolon.
3. Hepatic and right basilar pulmonary metastases, smaller than in February.
"""),
    _n(3, "CN", H1, "2309-05-05T18:00:00", "2309-05-05T19:20:00", """
GASTROENTEROLOGY CONSULT -- ATTENDING NOTE

Ms. ___ is a 61-year-old woman with metastatic melanoma who has had severe diarrhea since about 4/23,
ten days after her third dose of ipilimumab and nivolumab. She has had nine or ten loose stools a
day with blood, and she is on the third day of methylprednisolone 70 mg IV (1 mg/kg), started on the
evening of 5/3. She is having seven stools a day today. That is not the response I want to see by
day three, and I would call this steroid-refractory grade 3 colitis. The C. difficile PCR and the GI
pathogen panel are negative, and the CT shows a continuous pancolitis without perforation.

I did a flexible sigmoidoscopy this afternoon. To 40 cm the mucosa was diffusely erythematous and
friable, with shallow ulcerations and loss of the vascular pattern, continuous from the rectum. I took
biopsies from the rectum and sigmoid, including for CMV immunohistochemistry, because CMV can mimic or
complicate this picture in a patient on high-dose steroids.

Her sister has Crohn's disease, and I asked carefully about her own history. She has never had bowel
symptoms before this, and her screening colonoscopy in 2307 was normal. The timing after ipilimumab,
the continuous distribution and the normal ileum all point to checkpoint inhibitor colitis rather
than new inflammatory bowel disease.

Her QuantiFERON was negative and her hepatitis B surface antigen and core antibody are negative, so I
am comfortable with infliximab. We gave infliximab 5 mg/kg (350 mg) at 17:00 today.

Recommendations:
- Continue methylprednisolone 70 mg IV daily for now; switch to oral prednisone once stools are <=
3/day.
- A second infliximab dose at 2 weeks only if symptoms recur or fail to settle; otherwise none.
- Avoid loperamide and opioids.
- Ipilimumab should not be given again. Nivolumab alone could be discussed later by oncology.
"""),
    _n(4, "PN", H1, "2309-05-07T15:00:00", "2309-05-07T15:48:00", """
ONCOLOGY NP PROGRESS NOTE -- HD 5

S: 3 BMs yesterday, 2 so far today, no blood since 5/5 PM. Cramping resolved. Asks about restarting
immunotherapy.

O: T 36.8, HR 84, BP 126/74. Abdomen soft, non-tender.
Labs: Cr 0.9 (AKI resolved), K 4.0, CRP 12, glucose 168-210 on steroids. TSH (5/3) 11.8.
Path (flex sig 5/5): active colitis with crypt abscesses and increased crypt epithelial apoptosis,
compatible with immune checkpoint inhibitor colitis. CMV immunohistochemistry NEGATIVE. No granulomas.

A/P: 61F metastatic melanoma, grade 3 ICI colitis, steroid-refractory, s/p infliximab 5/5, now
responding.
# ICI colitis: methylpred 70 mg IV daily 5/3-5/7 (5 days; last IV dose today). Switch to prednisone
60 mg PO daily from tomorrow 5/8. Taper: 10 mg per week to 20 mg, then 5 mg per week; not faster than
6 weeks in total. No 2nd infliximab unless relapse (per GI).
# Immunotherapy: ipilimumab permanently discontinued. Nivolumab on hold; rechallenge with nivolumab
monotherapy may be considered once prednisone <= 10 mg/day and diarrhea grade <= 1 -- onc attending to
decide at clinic.
# PJP prophylaxis: TMP-SMX DS three times weekly from 5/8, while prednisone >= 20 mg (expected > 4
weeks). Stop when she drops below 20.
# Steroid hyperglycemia: sliding scale insulin; no home insulin expected.
# Hypothyroidism (ICI thyroiditis): TSH 11.8 on levothyroxine 50; repeat TSH/FT4 before discharge and
adjust.
# HTN: losartan on hold since admission; BP 120s now; decide at discharge.
# Bone protection: calcium + vitamin D. Continue omeprazole.
"""),
    _n(5, "DS", H1, "2309-05-10T13:00:00", "2309-05-10T16:21:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: ONCOLOGY

Allergies:
Ipilimumab (grade 3 immune-mediated colitis)

Attending: ___.

Chief Complaint:
Bloody diarrhea

Major Surgical or Invasive Procedure:
2309-05-05 Flexible sigmoidoscopy with biopsies

History of Present Illness:
61F, stage IV melanoma on ipilimumab + nivolumab (3 cycles, last 4/12), ICI hypothyroidism since
4/2309, admitted 5/3 with 10 days of grade 3 diarrhea.

Past Medical History:
Metastatic melanoma (1/2309); immune-related thyroiditis with hypothyroidism (3-4/2309); HTN; GERD.

Family History:
Sister with Crohn's disease (ileocecal resection at 30). Mother with melanoma at 70. Father with type 2
diabetes.

Pertinent Results:
CT A/P 5/3: pancolitis; no perforation, abscess or toxic megacolon.
C. difficile PCR negative; GI pathogen panel negative.
Flex sig biopsies: active colitis compatible with ICI colitis; CMV IHC negative.
QuantiFERON negative; HBsAg and anti-HBc negative.
TSH 14.2 (5/9), free T4 0.7.

Brief Hospital Course:
# Grade 3 immune checkpoint inhibitor colitis: methylprednisolone 70 mg IV daily from 5/3. Still 7
stools/day on day 3, so infliximab 5 mg/kg was given on 5/5 after sigmoidoscopy. Rapid response; 1-2
formed stools/day by discharge. IV steroids 5/3-5/7, then prednisone 60 mg PO daily from 5/8.
Infectious causes excluded; CMV negative on biopsy. Not new IBD despite the family history: normal
colonoscopy in 2307 and no prior symptoms. A second infliximab dose only if symptoms return.
# Immunotherapy: ipilimumab permanently discontinued and listed as an allergy. Nivolumab held; oncology
will consider nivolumab monotherapy once prednisone is <= 10 mg/day with diarrhea grade <= 1.
# PJP prophylaxis: TMP-SMX DS three times weekly while prednisone >= 20 mg.
# Prerenal AKI: Cr 1.4 -> 0.9 with fluids. Losartan held throughout; still held at discharge (BP
110s-120s). Resume at clinic if SBP > 140.
# Hypothyroidism: TSH 14.2 on 5/9; levothyroxine increased from 50 to 75 mcg on the day of discharge.
# Steroid hyperglycemia: sliding scale in hospital; not discharged on insulin.

Prednisone taper (written out for the patient):
60 mg 5/8-5/14; 50 mg 5/15-5/21; 40 mg 5/22-5/28; 30 mg 5/29-6/4; 20 mg 6/5-6/11; 15 mg 6/12-6/18;
10 mg from 6/19 until clinic review.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Levothyroxine Sodium 50 mcg PO DAILY
2. Losartan Potassium 50 mg PO DAILY
3. Omeprazole 20 mg PO DAILY
4. Loperamide 2 mg PO PRN diarrhea (OTC)

Discharge Medications:
1. PredniSONE 60 mg PO DAILY, tapering as written  (NEW)
2. Sulfamethoxazole-Trimethoprim DS 1 tab PO MON/WED/FRI  (NEW; stop when prednisone < 20 mg)
3. Levothyroxine Sodium 75 mcg PO DAILY  (CHANGED: increased from 50 mcg on the day of discharge)
4. Calcium Carbonate 500 mg + Vitamin D 400 IU PO BID  (NEW)
5. Omeprazole 20 mg PO DAILY  (continued)
6. Losartan -- HELD (resume at clinic if SBP > 140)
7. Loperamide -- STOPPED
8. Ipilimumab/nivolumab -- ipilimumab STOPPED permanently; nivolumab HELD

Discharge Disposition:
Home

Discharge Diagnosis:
Grade 3 immune checkpoint inhibitor colitis, steroid-refractory, responded to infliximab
Metastatic melanoma
Hypothyroidism from immune-related thyroiditis

Discharge Condition:
Ambulatory, 1-2 formed stools a day.

Discharge Instructions:
Follow the prednisone taper exactly. Call for 4 or more extra stools a day, blood, fever or pain.

Followup Instructions:
Oncology clinic in late June; labs (TSH, CBC, BMP) in 4 weeks.
"""),
    _n(6, "PN", None, "2309-06-28T11:00:00", "2309-06-28T12:30:00", """
MELANOMA CLINIC -- ATTENDING NOTE

Ms. ___ came in with her husband, seven weeks after her admission for colitis.

Her bowels are back to one formed stool a day, with no blood and no cramps; that is grade 0. She never
needed the second infliximab dose. She has been on prednisone 10 mg since 6/19, following the written
taper, and she stopped the TMP-SMX on 6/12 when she went below 20 mg, as planned. She feels well.

Her PET-CT on 6/21 is a good result: the lung nodules and the segment 7 liver lesion are smaller and
less avid, a partial response. Her TSH is 4.1 on levothyroxine 75.

The question they came with is whether to restart immunotherapy. We had said nivolumab alone could be
considered once she was on 10 mg of prednisone or less with diarrhea grade 1 or better. She now meets
both. Ipilimumab is off the table for good. I explained that another immune-related problem on
nivolumab alone is quite possible, colitis again or something different such as pneumonitis. She
wants to go ahead, and I agree.

Her blood pressure today is 152/88, so she has restarted losartan 50 mg (held since May).

Plan:
- Prednisone 5 mg daily 6/29-7/5, then stop.
- Nivolumab 480 mg IV every 4 weeks, first dose 7/7 (after the prednisone is finished).
- If diarrhea returns at grade 2 or more, hold nivolumab and call the same day.
- Losartan 50 mg daily restarted; levothyroxine 75; calcium and vitamin D until 3 months off steroids.
- Restaging CT in October.
"""),
    _n(7, "ED", H2, "2309-08-20T17:05:00", "2309-08-20T18:40:00", """
ED NOTE

CC: SOB

HPI: 61F metastatic melanoma, hx grade 3 ICI colitis (5/2309, steroids + infliximab x1), ICI
hypothyroidism, restarted nivo monotherapy 7/7 (2nd dose 8/4), p/w 5 d progressive DOE + dry cough,
now SOB walking to the bathroom. No fever, no CP, no hemoptysis, no leg swelling. BMs 1/day formed, no
diarrhea. Off prednisone since 7/5. Not on Bactrim since June.

Meds: nivolumab q4w, levothyroxine 75, losartan 50, omeprazole 20, Ca/vit D.
All: ipilimumab (colitis)

Exam: T 37.6, HR 104, BP 138/80, RR 26, SpO2 87% RA -> 93% 3L NC. Speaking short sentences. Fine
bibasilar crackles. No edema, calves soft.
Labs: WBC 9.2 (no eos), Hgb 12.1, Cr 0.8, BNP 80, hs-TnT <6, procalcitonin 0.08, LDH 290, lactate 1.1.
Resp viral panel sent. CXR: bilateral lower-zone hazy opacities.

A/P: 61F on nivo w/ subacute hypoxemic resp failure + bilateral opacities. DDx ICI pneumonitis
(grade 3) vs atypical/viral PNA vs PE vs PJP (off ppx) vs progression.
- CTA chest
- ceftriaxone 1 g + azithromycin 500 empirically pending w/u
- methylpred 2 mg/kg IV (140 mg) after cultures -- d/w onc fellow, agrees
- O2 goal 92-96%
- hold nivolumab
- pulm consult for bronch
- admit oncology, step-down
"""),
    _n(8, "RR", H2, "2309-08-20T19:30:00", "2309-08-20T20:48:00", """
EXAMINATION:  CTA CHEST

INDICATION:  61-year-old woman with metastatic melanoma on nivolumab with 5 days of dyspnea and
hypoxemia. Evaluate for pulmonary embolism; pneumonitis versus infection.

TECHNIQUE:  CT angiography of the chest after 70 mL of intravenous contrast, with multiplanar
reformats.

COMPARISON:  PET-CT 2309-06-21; CT abdomen/pelvis 2309-05-03.

FINDINGS:
Pulmonary arteries: No filling defect to the subsegmental level. No pulmonary embolism. Normal
caliber main pulmonary artery. No right heart strain.
Lungs: New bilateral, predominantly peripheral and peribronchovascular ground-glass opacities with
patchy consolidation in both lower lobes and the lingula. A reversed halo sign in the right lower lobe.
No cavitation, no nodules of new type, no tree-in-bud opacities. The known right basilar metastases
measure 4 and 3 mm (previously 6 and 5 mm on 5/3).
Pleura: No effusion. No pneumothorax.
Mediastinum: No lymphadenopathy. Normal heart size. No pericardial effusion.
Upper abdomen: Segment 7 liver lesion smaller, 1.4 cm.

IMPRESSION:
1. No pulmonary embolism.
2. New bilateral ground-glass and consolidative opacities in an organizing pneumonia pattern, most
consistent with checkpoint inhibitor pneumonitis in this clinical context. Atypical or viral infection,
including Pneumocystis, cannot be excluded on imaging.
3. Continued response of pulmonary and hepatic metastases.
"""),
    _n(9, "CN", H2, "2309-08-21T15:30:00", "2309-08-21T16:44:00", """
PULMONARY CONSULT -- ATTENDING NOTE

I saw Ms. ___ for hypoxemia and new bilateral opacities six weeks after restarting nivolumab.

Her story fits checkpoint inhibitor pneumonitis: a subacute onset after two doses, a dry cough, no
fever, a normal procalcitonin, and a CT with an organizing pneumonia pattern, including a reversed
halo. She needs 3 L of oxygen at rest, which makes this grade 3. A pulmonary embolus has been
excluded. She has not had PJP prophylaxis since 6/12, and she was on high-dose steroids for a good
part of May and June, so I do not think we can call this pneumonitis without looking for
Pneumocystis and other infection. I will bronchoscope her tomorrow morning for a BAL.

She has been on methylprednisolone 140 mg IV daily since last night, with ceftriaxone and azithromycin.
If the BAL is unremarkable and the procalcitonin stays low, the antibiotics can stop after the
bronchoscopy rather than run a full course.

If she is not clearly better after 48 hours of IV steroids, I would add a second agent, infliximab or
mycophenolate, decided with oncology.

Her colitis in May was a grade 3 immune-related event, and this is a second grade 3 event. In my view
nivolumab should not be given again, and I have said so to Dr. ___ in oncology.

Recommendations:
- Bronchoscopy with BAL 8/22: cell count, bacterial/fungal/AFB cultures, PJP PCR, viral panel,
galactomannan.
- Continue methylprednisolone 2 mg/kg IV daily.
- Stop antibiotics after the BAL if the micro and procalcitonin are reassuring.
- Second agent only if no improvement at 48 h.
- Restart PJP prophylaxis when she goes on to oral steroids.
"""),
    _n(10, "DS", H2, "2309-08-27T11:00:00", "2309-08-27T14:15:00", """
Name:  ___                    Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   F

Service: ONCOLOGY

Allergies:
Ipilimumab (colitis) / Nivolumab (pneumonitis)

Attending: ___.

Chief Complaint:
Shortness of breath

Major Surgical or Invasive Procedure:
2309-08-22 Bronchoscopy with bronchoalveolar lavage

History of Present Illness:
61F, metastatic melanoma, ICI colitis 5/2309, ICI hypothyroidism; nivolumab restarted 7/7 (second dose
8/4) after prednisone ended 7/5. Admitted 8/20 with SpO2 87% RA and bilateral opacities.

Past Medical History:
Metastatic melanoma; ICI colitis (5/2309); ICI thyroiditis with hypothyroidism; hypertension; GERD.

Family History:
Sister with Crohn's disease. Mother with melanoma. Father with type 2 diabetes.

Pertinent Results:
CTA chest 8/20: no PE; organizing-pneumonia-pattern opacities; metastases smaller.
BAL 8/22: lymphocytes 38%; Pneumocystis PCR negative; bacterial and fungal cultures no growth; AFB
smear negative (culture pending at discharge); respiratory viral panel negative; galactomannan negative.
Procalcitonin 0.08 (8/20), 0.06 (8/22). TSH 8.9 (8/26).

Brief Hospital Course:
# Grade 3 checkpoint inhibitor pneumonitis: methylprednisolone 140 mg IV daily (2 mg/kg) from 8/20
evening through 8/24, then prednisone 70 mg PO from 8/25, to taper by 10 mg a week over at least 6
weeks. She was improving within 48 h (3 L to 2 L by 8/22) and on room air by 8/24 (SpO2 94% at rest,
90% walking), so no second agent was given: the plan for infliximab or mycophenolate if there was no
improvement at 48 h was not needed. BAL was negative for Pneumocystis and infection.
# Empiric antibiotics: ceftriaxone and azithromycin 8/20-8/22, stopped after the BAL with a low
procalcitonin and a negative viral panel (about 48 hours).
# Immunotherapy: nivolumab permanently discontinued after a second grade 3 immune-related event.
Oncology will discuss next steps at clinic; no further checkpoint inhibitors.
# PJP prophylaxis: TMP-SMX DS three times weekly restarted 8/25, while prednisone >= 20 mg.
# History of ICI colitis: no diarrhea this admission; 1 formed stool a day.
# Steroid hyperglycemia: glucose to the 300s on IV steroids. Insulin glargine 10 units at bedtime
started 8/24 and continued at discharge, with a glucometer; reduce as prednisone tapers.
# Hypothyroidism: TSH 8.9; levothyroxine increased from 75 to 88 mcg on the day of discharge.
# Hypertension: losartan 50 continued.

Medications on Admission:
The Preadmission Medication list is accurate and complete.
1. Levothyroxine Sodium 75 mcg PO DAILY
2. Losartan Potassium 50 mg PO DAILY
3. Omeprazole 20 mg PO DAILY
4. Calcium Carbonate 500 mg + Vitamin D 400 IU PO BID
5. Nivolumab 480 mg IV every 4 weeks (last 8/4)

Discharge Medications:
1. PredniSONE 70 mg PO DAILY, taper by 10 mg weekly per oncology  (NEW)
2. Sulfamethoxazole-Trimethoprim DS 1 tab PO MON/WED/FRI  (NEW)
3. Insulin Glargine 10 units SC at bedtime  (NEW)
4. Levothyroxine Sodium 88 mcg PO DAILY  (CHANGED: increased from 75 mcg on the day of discharge)
5. Losartan Potassium 50 mg PO DAILY  (continued)
6. Omeprazole 20 mg PO DAILY  (continued)
7. Calcium Carbonate 500 mg + Vitamin D 400 IU PO BID  (continued)
8. Nivolumab -- STOPPED permanently

Discharge Disposition:
Home

Discharge Diagnosis:
Grade 3 immune checkpoint inhibitor pneumonitis
Metastatic melanoma, partial response
Steroid-induced hyperglycemia

Discharge Condition:
Room air at rest.

Discharge Instructions:
Do not stop prednisone suddenly. Check sugars twice daily.

Followup Instructions:
Oncology clinic 1 week; pulmonary clinic with PFTs in 6-8 weeks.
"""),
]
