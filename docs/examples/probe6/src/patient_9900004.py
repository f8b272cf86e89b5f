"""Patient 9900004 - haematology (sickle cell disease HbSS: acute chest syndrome, parvovirus aplastic crisis). Fictional."""

SID = 9900004

PATIENT = {"subject_id": SID, "gender": "M", "anchor_age": 24, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": 29900041, "admittime": "2304-02-03T16:00:00",
     "dischtime": "2304-02-11T13:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
    {"subject_id": SID, "hadm_id": 29900042, "admittime": "2304-06-14T11:00:00",
     "dischtime": "2304-06-19T16:00:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicaid"},
]


def _note(seq, ntype, hadm, chart, store, text):
    return {"note_id": f"{SID}-{ntype}-{seq}", "subject_id": SID, "hadm_id": hadm,
            "note_type": ntype, "note_seq": seq, "charttime": chart, "storetime": store,
            "text": text.strip("\n") + "\n"}


NOTES = [
    _note(1, "ED", 29900041, "2304-02-03T16:40:00", "2304-02-03T17:25:00", """
ED RESIDENT NOTE

CC: pain crisis

HPI: 24M HbSS p/w bilateral leg + low back pain x2d, 9/10, "same as my usual crises," not relieved by home oxycodone. Cold exposure (waited for bus ~1 h). ~3-4 admits/yr for VOC. No prior acute chest, no stroke, no priapism. Denies CP, SOB, cough, fever at home. Denies abd pain, urinary sx.
Hydroxyurea 1000 mg daily is on his med list -- hasn't taken it since ~08/2303, says it made him nauseous and he "didn't see the point." Folic acid most days.

Meds: oxycodone 10 q6h PRN, folic acid 1 mg, hydroxyurea 1000 daily (self-d/c'd ~8 mo ago).
All: NKDA
Family hx: parents both w/ trait. Younger brother had HbSS, died of a stroke at 9. Sister has trait.

Exam: T 37.9 HR 104 SpO2 95% RA. Wt 68 kg. Icteric. Lungs clear. No splenomegaly. TTP lumbar paraspinals, thighs. Neuro nonfocal.

Labs: Hgb 7.4 (bl 8-8.5), retic 9.2%, WBC 13.1, plt 402, LDH 480, Tbili 3.0. Cr 0.6. Type & screen: antibody screen negative.
CXR: no infiltrate.

A/P: 24M HbSS w/ typical VOC.
- Pain: hydromorphone 1 mg IV x2 (within 60 min of arrival), then hydromorphone PCA (per sickle protocol), bowel regimen.
- IVF D5 1/2NS at 3/4 maintenance -- avoid overload.
- IS q1h while awake - high risk for ACS.
- T 37.9: watch, BCx if >38.3.
- Enoxaparin ppx.
- Hydroxyurea: self-d/c'd; hematology to address.
- Admit hematology.
"""),

    _note(2, "PN", 29900041, "2304-02-05T03:30:00", "2304-02-05T04:15:00", """
HEMATOLOGY NIGHT COVERAGE - NP NOTE

S:
- Called 01:50: new chest pain (R>L, pleuritic), SOB, SpO2 88% RA. Pain scores had been improving on PCA.
- Pt using IS "sometimes."

O:
- T 38.6 HR 122 BP 134/80 RR 28 SpO2 88% RA -> 94% 3L NC.
- Crackles L base > R base. No rub. Calves soft.
- CXR 02:15: new bibasilar opacities L>R, small L effusion (none on 2/3 film).
- Hgb 6.8 (7.4 on adm), retic 10%, WBC 17.8, LDH 612. VBG 7.38/44.
- BCx x2 sent.

A/P: 24M HbSS admitted 2/3 w/ VOC, now fever + hypoxia + new infiltrate = acute chest syndrome.
# ACS:
  - Ceftriaxone 1 g IV + azithromycin 500 mg IV started 03:00.
  - Simple transfusion 1u PRBC (Hgb 6.8), extended-matched C/E/K, started 03:45.
  - O2 to SpO2 >= 95%. IS q1h, chest PT.
  - CTA chest to r/o PE (hypoxia, tachycardia) - ordered.
  - Heme fellow aware. Heme attending to evaluate in AM re: red cell exchange if worsening.
# VOC: hydromorphone PCA continues. Watch sedation/RR with new hypoxia.
# IVF: reduced to KVO (lungs).
# DVT ppx: enoxaparin 40 daily (last 2/4 21:00).
"""),

    _note(3, "RR", 29900041, "2304-02-05T06:10:00", "2304-02-05T07:05:00", """
EXAMINATION:  CTA CHEST

INDICATION:  24 year old man with sickle cell disease, new hypoxia, pleuritic chest pain and tachycardia.  Rule out pulmonary embolism.

TECHNIQUE:  CT angiography of the chest after 75 mL IV contrast, with multiplanar reformats.

COMPARISON:  Chest radiographs 2/3 and 2/5.

FINDINGS:
PULMONARY ARTERIES:  Good opacification to the subsegmental level.  No filling defect.  No pulmonary embolism.  Main pulmonary artery 2.9 cm.
LUNGS:  Dense consolidation in the posterior basal segments of both lower lobes, left greater than right, with air bronchograms.  Patchy ground-glass opacity in the lingula.  Small left pleural effusion.  No pneumothorax.
HEART / MEDIASTINUM:  Mild cardiomegaly.  No pericardial effusion.  No lymphadenopathy.
UPPER ABDOMEN:  Small, densely calcified spleen.
BONES:  H-shaped vertebral bodies, consistent with sickle cell disease.

IMPRESSION:
1.  No pulmonary embolism.
2.  Bilateral lower lobe consolidation, left greater than right, with small left effusion; in this clinical context consistent with acute chest syndrome.
"""),

    _note(4, "CN", 29900041, "2304-02-05T15:00:00", "2304-02-05T16:45:00", """
HEMATOLOGY - ATTENDING NOTE

I saw Mr. ___ this afternoon with the fellow.

He is a 24-year-old man with HbSS admitted on 2/3 with a typical vaso-occlusive crisis who overnight developed acute chest syndrome: fever to 38.6, hypoxia and new bilateral lower lobe consolidation. The CTA excludes a pulmonary embolism. He received one unit of extended-matched red cells at 03:45 (hemoglobin 6.8 -> 7.6) and is on ceftriaxone and azithromycin.

He is worse this afternoon: respiratory rate 30, saturation 90% on 4 L. Another simple transfusion at a hemoglobin of 7.6 would raise his viscosity without lowering his HbS enough; his HbS is 86%. I recommend an urgent red cell exchange, target HbS below 30%. IR will place a right femoral double-lumen apheresis catheter this evening (last enoxaparin 21:00 last night, acceptable). The catheter should come out once the exchange is done and he is stable, ideally tomorrow morning. Antibody screen negative; continue C, E and K matched units.

Hydroxyurea: he stopped it last summer. This is his first acute chest syndrome, the complication hydroxyurea reduces. He agrees to restart; I will restart 15 mg/kg (1000 mg daily) before discharge and escalate at clinic.

Family history: both parents carry the trait. A younger brother with HbSS died of a stroke at age 9. His sister has trait. He himself has never had a stroke or TIA, and his neurological examination is normal.

Recommendations:
1. Red cell exchange tonight via right femoral apheresis catheter; remove the catheter afterwards once stable.
2. Ceftriaxone and azithromycin, 5 days.
3. Incentive spirometry hourly; PCA; IV fluids at KVO.
4. Restart hydroxyurea 1000 mg daily before discharge.
"""),

    _note(5, "RR", 29900041, "2304-02-07T14:00:00", "2304-02-07T15:10:00", """
EXAMINATION:  UNILATERAL (RIGHT) LOWER EXTREMITY VEINS DUPLEX

INDICATION:  24 year old man with sickle cell disease.  Right femoral apheresis catheter placed 2/5 and removed 2/6.  Now right thigh swelling and groin pain.  Rule out deep vein thrombosis.

TECHNIQUE:  Grayscale, color and spectral Doppler of the right lower extremity deep veins from the common femoral vein to the calf.

COMPARISON:  None.

FINDINGS:
The right common femoral, femoral, deep femoral, popliteal, posterior tibial and peroneal veins are fully compressible with normal color flow, augmentation and respiratory phasicity.  No intraluminal thrombus.  The contralateral common femoral vein is patent.
At the right groin puncture site there is a 2.1 x 1.4 cm heterogeneous hypoechoic collection in the subcutaneous tissue without internal vascularity, consistent with a small hematoma.  No arteriovenous fistula.

IMPRESSION:
1.  No deep vein thrombosis in the right lower extremity.
2.  Small (2.1 cm) subcutaneous hematoma at the right groin puncture site.
"""),

    _note(6, "DS", 29900041, "2304-02-11T11:00:00", "2304-02-11T14:30:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE (HEMATOLOGY)

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Leg and back pain

Major Surgical or Invasive Procedure:
2/5 Right femoral apheresis catheter placement (IR); removed 2/6
2/5 Red cell exchange (8 units)
2/5 Simple transfusion, 1 unit PRBC

History of Present Illness:
24M with HbSS (3-4 admissions a year for VOC; no prior acute chest syndrome or stroke), off hydroxyurea since ~8/2303, admitted with a vaso-occlusive crisis that progressed to acute chest syndrome.

Family History:
Parents with sickle trait. Brother with HbSS died of a stroke at 9. Sister with trait.

Pertinent Results:
Hgb 7.4 -> 6.8 (2/5) -> 9.2 after exchange -> 8.9. HbS 86% -> 24%.
CTA chest 2/5: no PE; bilateral lower lobe consolidation. Right LE duplex 2/7: no DVT; 2.1 cm groin hematoma.

Brief Hospital Course:
# Vaso-occlusive crisis: hydromorphone PCA from the evening of 2/3 (about 20:00) until 08:00 on 2/8, then oral oxycodone. Pain 3/10 at discharge.

# Acute chest syndrome (his first): fever, hypoxia to 88% and bilateral lower lobe consolidation early on 2/5. CTA without PE. One unit of PRBC on 2/5 at 03:45, then clinical worsening, and a red cell exchange on the evening of 2/5 via a right femoral apheresis catheter placed by IR (HbS 86% -> 24%). Two transfusion events this admission: a simple transfusion and an exchange. The catheter was removed on the morning of 2/6. Ceftriaxone and azithromycin for 5 days, 2/5 through 2/9. Weaned off oxygen 2/7; SpO2 97% on room air at discharge.

# Right groin hematoma: right thigh swelling and groin pain on 2/7 after catheter removal. Duplex: no DVT, small 2.1 cm hematoma. Enoxaparin prophylaxis was held from 2/7 and resumed 2/9 once the hematoma was stable; stopped at discharge as he is ambulating.

# Hydroxyurea: had self-discontinued ~8/2303. Restarted at 1000 mg daily (15 mg/kg) on 2/10 after discussion with hematology. CBC every 4 weeks; dose escalation at clinic.

Medications on Admission:
1. Oxycodone 10 mg PO q6h PRN pain
2. Folic acid 1 mg PO daily
3. Hydroxyurea 1000 mg PO daily (on list; not taken since ~8/2303)

Discharge Medications:
1. Hydroxyurea 1000 mg PO daily (RESUMED 2/10)
2. Folic acid 1 mg PO daily
3. Oxycodone 10 mg PO q6h PRN pain, #20
4. Senna 8.6 mg PO BID PRN constipation
5. Incentive spirometer

STOPPED: Enoxaparin (inpatient prophylaxis only).

Discharge Disposition:
Home

Discharge Diagnosis:
Vaso-occlusive crisis complicated by acute chest syndrome

Followup Instructions:
___
"""),

    _note(7, "PN", None, "2304-04-12T09:30:00", "2304-04-12T10:20:00", """
SICKLE CELL CLINIC - NP VISIT

S:
- 24M HbSS, adm 2/3 for VOC -> ACS (first), s/p simple transfusion + red cell exchange 2/5, d/c'd home 2/11. Hydroxyurea restarted 1000 mg daily 2/10.
- Taking HU daily, alarm on phone, mild nausea first 2 wks, now none.
- No ED visits or admissions since discharge. 2 days of mild leg pain in March, managed at home.
- Pt's sister came with him, asking about trait testing for her partner (counseled, genetics referral given).

O:
- BP 122/70 HR 76 SpO2 98% RA. Wt 69 kg.
- No splenomegaly. Groin healed.
- Labs: Hgb 8.6, MCV 101 (86 in Feb), HbF 11% (4% in Feb), ANC 4.3, plt 298, retic 7.1% (abs 210k), LDH 410, Cr 0.6.

A/P:
# HbSS on hydroxyurea: adherent (MCV, HbF rising). Counts allow escalation: ANC > 2000, plt > 80k, retic adequate. HYDROXYUREA INCREASED 1000 -> 1500 mg daily (~22 mg/kg). CBC w/ retic q4 weeks.
# ACS hx: no recurrence. IS at home.
# Pain: oxycodone PRN, rarely needed.
# Health maintenance: pneumococcal and meningococcal vaccines up to date. Ophtho retinal screen due. Annual echo (TR velocity 2.4 m/s in 2303).
RTC 3 months, labs monthly.
"""),

    _note(8, "ED", 29900042, "2304-06-14T11:30:00", "2304-06-14T12:20:00", """
ED NOTE - RESIDENT

CC: tired, SOB walking, back pain

HPI: 24M HbSS on hydroxyurea 1500 daily, h/o ACS 2/2304 s/p red cell exchange, p/w 4d fatigue, DOE, palpitations, back/leg pain 5/10. Fever ~1 wk ago. His nephew had a "slapped cheek" rash ~2 wks ago. Last transfusion 2/5. Denies CP, LUQ pain, dark urine.

Meds: hydroxyurea 1500 daily, folic acid 1 mg, oxycodone 10 PRN.

Exam: T 37.6 HR 118 BP 112/64 RR 20 SpO2 97% RA.
Pale conjunctivae, mild icterus. Flow murmur. Lungs clear. Abd soft, spleen not palpable, no LUQ tenderness. No rash.

Labs: Hgb 4.9 (8.6 in April), MCV 104, retic 0.4% (abs 8k; usually 7-10%), WBC 5.8, ANC 2.9, plt 210, LDH 390, Tbili 2.1, haptoglobin < 10. Type & screen: antibody screen negative. DAT negative.

A/P: 24M HbSS w/ severe anemia and reticulocytopenia -> c/f aplastic crisis (parvovirus B19 given exposure), vs splenic sequestration (unlikely at 24 w/ HbSS, spleen not palpable), vs delayed hemolytic transfusion reaction (last tx Feb, DAT neg, no new Ab).
- Transfuse 2u extended-matched PRBC now, slowly.
- Parvovirus B19 IgM + PCR.
- HOLD hydroxyurea (marrow suppression).
- US abdomen to r/o splenic sequestration.
- Droplet precautions.
- Oxycodone PO for pain; no PCA needed for now.
- Admit hematology.
"""),

    _note(9, "CN", 29900042, "2304-06-15T10:00:00", "2304-06-15T12:05:00", """
HEMATOLOGY - ATTENDING NOTE

I know Mr. ___ from February, when we performed a red cell exchange for acute chest syndrome. I saw him this morning.

He came in yesterday with a hemoglobin of 4.9 and an absolute reticulocyte count of 8,000, in a man whose reticulocytes usually run at 7-10%. His nephew had erythema infectiosum two weeks ago, and the parvovirus B19 IgM is positive this morning with a very high PCR. This is a transient aplastic crisis. Hydroxyurea may have deepened the nadir, which is why we are holding it.

Both alternatives raised in the ED are excluded. The ultrasound yesterday shows a small calcified spleen of 5 cm, an autosplenectomized spleen, and no sequestration. Nor is this a delayed hemolytic transfusion reaction: the DAT is negative, there is no new alloantibody, his LDH is below his baseline, and his last transfusion was four months ago, far outside the one-to-three-week window; such a reaction would also come with a brisk reticulocytosis, not an empty marrow.

The ultrasound also shows gallstones without wall thickening or pericholecystic fluid, CBD 4 mm: cholelithiasis without cholecystitis. Outpatient general surgery referral for elective cholecystectomy, not this admission.

He received 2 units of extended-matched red cells yesterday (4.9 -> 7.0). I would transfuse again only if the hemoglobin falls below 6 or he becomes symptomatic.

Hydroxyurea stays on hold. Resume 1500 mg daily once reticulocytes are above 5% and the ANC is above 2000, which I expect at clinic rather than here.

Droplet precautions. His sister is 20 weeks pregnant; he will ask her to contact her obstetrician today.
"""),

    _note(10, "DS", 29900042, "2304-06-19T13:00:00", "2304-06-19T16:40:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE (HEMATOLOGY)

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Fatigue, dyspnea on exertion

Major Surgical or Invasive Procedure:
6/14 Transfusion, 2 units PRBC

History of Present Illness:
24M with HbSS on hydroxyurea 1500 mg daily (restarted 2/2304, increased 4/12), acute chest syndrome 2/2304 treated with red cell exchange, presenting with a hemoglobin of 4.9 and reticulocytopenia after a parvovirus exposure.

Family History:
Parents with trait. Brother with HbSS died of stroke at 9.

Pertinent Results:
Hgb 4.9 -> 7.0 (6/15) -> 6.4 (6/16, nadir) -> 6.6 -> 6.9 -> 7.2 (6/19).
Retic 0.4% (6/14) -> 2.1% (6/17) -> 3.9% (6/19). ANC 2.9 -> 3.2.
Parvovirus B19 IgM positive, PCR 10^9 copies/mL. DAT negative. Antibody screen negative.
US abdomen 6/14: small calcified spleen (autosplenectomy), no splenic sequestration; cholelithiasis without cholecystitis.

Brief Hospital Course:
# Transient aplastic crisis from parvovirus B19: severe anemia with reticulocytopenia after exposure to his nephew's erythema infectiosum. Not splenic sequestration (autosplenectomized spleen on ultrasound) and not a delayed hemolytic transfusion reaction (DAT and antibody screen negative; last transfusion 2/2304). Transfused 2 units of extended-matched PRBC on 6/14. Hemoglobin nadir 6.4 on 6/16; the threshold for further transfusion (Hgb < 6 or symptoms) was not reached, so he received no more blood. Reticulocytes recovering, 3.9% on 6/19. Droplet precautions during the stay.

# Hydroxyurea: HELD since 6/14. Restart criteria (reticulocytes > 5% and ANC > 2000) not yet met at discharge (retic 3.9%); CBC and reticulocyte count at sickle cell clinic 6/26, resume 1500 mg daily once the reticulocytes are above 5%.

# Pain: moderate back and leg pain, managed with oral oxycodone; no PCA needed this admission.

# Cholelithiasis: incidental, no cholecystitis. Outpatient general surgery referral for elective cholecystectomy.

Medications on Admission:
1. Hydroxyurea 1500 mg PO daily
2. Folic acid 1 mg PO daily
3. Oxycodone 10 mg PO q6h PRN pain

Discharge Medications:
1. Folic acid 1 mg PO daily
2. Oxycodone 10 mg PO q6h PRN pain, #12
3. Senna 8.6 mg PO BID PRN

HELD: Hydroxyurea 1500 mg daily - do not take until told to restart at clinic (restart when retic > 5% and ANC > 2000).

Discharge Disposition:
Home

Discharge Diagnosis:
Transient aplastic crisis due to parvovirus B19; cholelithiasis without cholecystitis

Followup Instructions:
___
"""),
]
