"""Patient 9900001 - nephrology / dialysis. Fictional."""

SID = 9900001

PATIENT = {"subject_id": SID, "gender": "M", "anchor_age": 63, "race": "BLACK/AFRICAN AMERICAN"}

ADMISSIONS = [
    {"subject_id": SID, "hadm_id": 29900011, "admittime": "2301-03-04T18:45:00",
     "dischtime": "2301-03-11T14:20:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicare"},
    {"subject_id": SID, "hadm_id": 29900012, "admittime": "2301-06-17T10:15:00",
     "dischtime": "2301-06-25T15:30:00", "race": "BLACK/AFRICAN AMERICAN", "insurance": "Medicare"},
]


def _note(seq, ntype, hadm, chart, store, text):
    return {"note_id": f"{SID}-{ntype}-{seq}", "subject_id": SID, "hadm_id": hadm,
            "note_type": ntype, "note_seq": seq, "charttime": chart, "storetime": store,
            "text": text.strip("\n") + "\n"}


NOTES = [
    _note(1, "ED", 29900011, "2301-03-04T23:40:00", "2301-03-05T00:12:00", """
ED PROVIDER NOTE - RESIDENT

CC: weakness, SOB, "my potassium is 7"

HPI: 63M h/o DM2 on insulin, HTN, CKD 4 2/2 diabetic nephropathy (bl Cr ~3.4, "not ready" for access), gout, p/w 2d weakness, nausea, itching, worsening DOE, orthopnea. PCP labs this AM -> K 7.0. L foot cellulitis dx'd at urgent care 3/1, started TMP-SMX DS BID, 4 days taken. Outside pharmacy list also shows spironolactone 25 daily rx'd by cardiology 2/18 -- pt and wife say never picked up, no fill on record. Denies CP, syncope, NSAIDs. Still makes urine.

Meds: lisinopril 40 daily, amlodipine 5 daily, furosemide 80 BID, glargine 30u qHS + lispro SS, atorvastatin 40, allopurinol 100, TMP-SMX DS BID (since 3/1), spironolactone 25 (on list, never taken).
All: NKDA
Family hx: mom was on HD for diabetic kidney dz, died at 68. Brother has polycystic kidney disease, on the transplant list.

Exam: HR 58 BP 182/96 SpO2 91% RA -> 96% 3L. Wt 87.6 kg. JVP to jaw, crackles to mid-lung, no rub, 2+ edema. L dorsal foot erythema ~6x4 cm, no fluctuance.

Labs: K 7.1 (non-hemolyzed), HCO3 14, BUN 142, Cr 6.8, Phos 7.9.
ECG: sinus brady 56, peaked T waves V2-V4, QRS 104.

ED course: Ca gluconate 2 g IV, insulin 5u IV + D50, albuterol neb, Lokelma 10 g. Furosemide 160 mg IV, ~300 mL UOP. Foley for strict I/O. Repeat K 6.6. Renal fellow placed a R IJ non-tunneled (temporary) HD catheter under US at 22:50 -> emergent HD tonight.

A/P: 63M CKD4 p/w hyperK 7.1 w/ ECG changes, AKI on CKD, pulm edema, uremia, after 4d of TMP-SMX on top of lisinopril 40.
- HyperK: emergent HD tonight via R IJ temp line. Tele.
- AKI on CKD4 / volume: UF w/ HD. Hold lisinopril. TMP-SMX d/c'd. Renal US r/o obstruction.
- BUN 142 -- TTE to r/o uremic pericardial effusion.
- Cellulitis: TMP-SMX -> cephalexin, renally dosed.
- DM2: home glargine 30u, SSI. Admit medicine.
"""),

    _note(2, "RR", 29900011, "2301-03-05T01:05:00", "2301-03-05T01:40:00", """
EXAMINATION:  CHEST (PORTABLE AP)

INDICATION:  63 year old man with hyperkalemia, right internal jugular temporary hemodialysis catheter placed.  Evaluate catheter position; r/o pneumothorax.

TECHNIQUE:  Single portable AP view of the chest.

COMPARISON:  None available.

FINDINGS:
A right internal jugular dialysis catheter terminates at the cavoatrial junction.  There is no pneumothorax.  The cardiac silhouette is moderately enlarged.  There is diffuse perihilar haziness with indistinct pulmonary vasculature and Kerley B lines, consistent with moderate pulmonary edema.  Small bilateral pleural effusions.  No focal consolidation.

IMPRESSION:
1.  Right IJ dialysis catheter tip at the cavoatrial junction.  No pneumothorax.
2.  Moderate pulmonary edema with small bilateral effusions.
"""),

    _note(3, "RR", 29900011, "2301-03-05T10:30:00", "2301-03-05T12:02:00", """
EXAMINATION:  RENAL ULTRASOUND

INDICATION:  63 year old man with CKD stage 4 from presumed diabetic nephropathy, now acute on chronic kidney injury and hyperkalemia.  Brother with autosomal dominant polycystic kidney disease.  Evaluate for hydronephrosis and for polycystic kidney disease.

TECHNIQUE:  Grayscale and color Doppler ultrasound of the kidneys and bladder.

COMPARISON:  None.

FINDINGS:
The right kidney measures 8.9 cm and the left kidney 9.2 cm.  Both kidneys show diffusely increased cortical echogenicity with cortical thinning.  There is no hydronephrosis on either side.  A single 1.1 cm simple cyst arises from the lower pole of the left kidney, anechoic with a thin wall and posterior acoustic enhancement.  No other renal cysts are seen.  No stones.  No solid mass.
The bladder is decompressed around a Foley catheter.

IMPRESSION:
1.  Small, echogenic kidneys consistent with chronic medical renal disease.  No hydronephrosis.
2.  Single 1.1 cm simple cyst of the left lower pole.  The appearance is not consistent with polycystic kidney disease.
"""),

    _note(4, "CN", 29900011, "2301-03-05T11:15:00", "2301-03-05T13:40:00", """
NEPHROLOGY CONSULT - ATTENDING NOTE

We follow Mr. ___ in renal clinic for diabetic nephropathy (creatinine about 3.4). On 3/1 an urgent care started trimethoprim-sulfamethoxazole for a foot cellulitis, and four days later his potassium was 7.1 with peaked T waves. Trimethoprim blocks the collecting-duct sodium channel much as amiloride does, and with an eGFR of 15 and lisinopril 40 mg that is enough; I think the trimethoprim is the proximate cause. The pharmacy printout lists spironolactone 25 mg prescribed by cardiology on 2/18; I asked them both specifically, and it was never picked up and never taken, so it has no part in this.

We dialysed him emergently last night through the right IJ temporary catheter; potassium this morning is 4.9. He remains volume overloaded and uremic (nausea, itch). I did not hear a rub; TTE requested for an effusion.

The ultrasound shows small echogenic kidneys without hydronephrosis and a single simple cyst. His brother has ADPKD and he has worried for years that he has it too; at 63, one cyst does not meet criteria. This is diabetic kidney disease, and I told him so.

Even as the trimethoprim washes out I do not expect him to recover enough to stay off dialysis. He and his wife agree today to start maintenance hemodialysis.

Recommendations:
1. HD again today and on 3/7; outpatient Mon/Wed/Fri schedule.
2. Tunneled right IJ HD catheter by IR, ideally 3/9 (keep the left arm for a fistula); remove the temporary line at the same session.
3. Vein mapping and vascular surgery referral for a left brachiocephalic AV fistula.
4. Hold lisinopril; revisit at the dialysis unit once we know his interdialytic potassium and blood pressure.
5. TMP-SMX stopped. Cephalexin 500 mg q12h (renally dosed) for the cellulitis.
6. Sevelamer with meals. Continue furosemide 80 mg BID while he makes urine.

Family history: mother on hemodialysis for diabetic kidney disease, died at 68. Brother with ADPKD, on the transplant list.
"""),

    _note(5, "PN", 29900011, "2301-03-07T07:30:00", "2301-03-07T08:15:00", """
MEDICINE PROGRESS NOTE - NP

S:
- Overnight: BG 52 at 03:00, diaphoretic. D50 1/2 amp -> 141. Ate little yesterday.
- Less SOB, slept flat. Itching better.

O:
- BP 168/92, SpO2 97% RA. Wt 84.9 kg (87.6 on arrival).
- Few bibasilar crackles. L foot erythema faded to ~2 cm.
- R IJ temp HD cath site clean. Foley d/c'd 3/6, voiding.
- K 4.6 (pre-HD), HCO3 21, BUN 68.
- TTE 3/6: LVEF 55-60%, moderate LVH. NO pericardial effusion.

A/P: 63M CKD4 -> ESRD, starting maintenance HD, admitted w/ hyperK 7.1 (TMP-SMX + lisinopril), volume overload.

# Hyperkalemia: resolved. K 4.6. Lisinopril on hold. No Lokelma since 3/5.
# ESRD, new HD: 3rd HD today. IR for tunneled R IJ cath 3/9, temp line out same session. Vein mapping done 3/6. Outpt unit (MWF) in progress.
# Volume: 2.7 kg down. Furosemide 80 BID.
# Uremic pericarditis: r/o'd - no effusion on TTE, no rub, no CP. No further workup.
# HTN: BP 160s-170s. Amlodipine 5. Lisinopril held. Renal to adjust; likely uptitrate amlodipine before d/c.
# DM2 w/ hypoglycemia: BG 52 overnight on glargine 30u with poor PO intake and less renal insulin clearance. Glargine DECREASED 30 -> 20u qHS starting tonight. Lispro SSI.
# L foot cellulitis: cephalexin 500 q12h day 3 (started 3/5). Plan 10-day course, last dose 3/14. (Had 4d TMP-SMX 3/1-3/4 before admission, stopped.)
# Dispo: after tunneled line, likely 3/10-3/11.
"""),

    _note(6, "DS", 29900011, "2301-03-11T13:00:00", "2301-03-11T16:45:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Hyperkalemia, shortness of breath

Major Surgical or Invasive Procedure:
3/4 Right IJ temporary hemodialysis catheter (removed 3/9)
3/9 Tunneled right IJ hemodialysis catheter (IR)

History of Present Illness:
63M with DM2, HTN and CKD 4 (baseline Cr ~3.4) sent in for K 7.0 after 4 days of TMP-SMX for a left foot cellulitis.

Family History:
Mother on hemodialysis (diabetic kidney disease), deceased at 68. Brother with ADPKD awaiting transplant.

Pertinent Results:
K 7.1 -> 4.4. BUN 142 -> 44. Cr 6.8 -> 4.6 (post-HD).
Renal US 3/5: small echogenic kidneys, no hydronephrosis, single 1.1 cm simple cyst, not consistent with polycystic kidney disease.
TTE 3/6: LVEF 55-60%, no pericardial effusion.

Brief Hospital Course:
# Hyperkalemia: K 7.1 with peaked T waves on 3/4. Emergent HD overnight via a right IJ temporary catheter. Attributed to trimethoprim (TMP-SMX started 3/1) on a background of advanced CKD and lisinopril 40 mg. Spironolactone on the outside list (prescribed 2/18) was never picked up or taken; removed. K normal since 3/5.

# ESRD, initiation of hemodialysis: He elected maintenance HD. HD 3/4, 3/5, 3/7 and 3/9. IR placed a tunneled right IJ HD catheter on 3/9 and removed the temporary right IJ catheter at the same session. Vascular surgery referral for a left brachiocephalic AV fistula. Outpatient HD Mon/Wed/Fri, first session 3/13, dry weight 84 kg. Sevelamer started; furosemide continued for residual urine output.

# Volume overload: resolved with UF, off oxygen since 3/6.

# Possible uremic pericarditis: no rub, TTE without effusion.

# Hypertension: BP 150s-170s. Amlodipine INCREASED from 5 mg to 10 mg daily today, 3/11. Lisinopril held, NOT restarted at discharge; nephrology to revisit at the HD unit.

# DM2 with hypoglycemia: BG 52 on 3/7 at 03:00 on glargine 30 units. Glargine reduced to 20 units qHS from 3/7; no further lows.

# Left foot cellulitis: improved on cephalexin 500 mg q12h (renally dosed), started 3/5. Complete a 10-day course, last dose 3/14. (TMP-SMX 3/1-3/4 stopped.)

Medications on Admission:
1. Lisinopril 40 mg PO daily
2. Amlodipine 5 mg PO daily
3. Furosemide 80 mg PO BID
4. Insulin glargine 30 units SC qHS
5. Insulin lispro sliding scale
6. Atorvastatin 40 mg PO daily
7. Allopurinol 100 mg PO daily
8. Sulfamethoxazole-trimethoprim DS 1 tab PO BID (started 3/1)
9. Spironolactone 25 mg PO daily (on pharmacy list; never filled, never taken)

Discharge Medications:
1. Amlodipine 10 mg PO daily (CHANGED: increased from 5 mg on 3/11)
2. Furosemide 80 mg PO BID
3. Insulin glargine 20 units SC qHS (CHANGED: decreased from 30 units)
4. Insulin lispro sliding scale
5. Atorvastatin 40 mg PO daily
6. Allopurinol 100 mg PO daily
7. Cephalexin 500 mg PO q12h, last dose 3/14
8. Sevelamer carbonate 800 mg PO TID with meals (NEW)
9. B complex-vitamin C-folic acid (Nephro-Vite) 1 tab PO daily (NEW)

HELD: Lisinopril 40 mg - on hold for hyperkalemia; do not restart until nephrology advises.
STOPPED: Sulfamethoxazole-trimethoprim (caused hyperkalemia). Spironolactone (never taken; removed from list).

Discharge Disposition:
Home

Discharge Diagnosis:
Hyperkalemia due to trimethoprim; end-stage renal disease, hemodialysis initiated; left foot cellulitis; hypoglycemia

Followup Instructions:
___
"""),

    _note(7, "PN", None, "2301-04-15T10:00:00", "2301-04-15T10:55:00", """
NEPHROLOGY / DIALYSIS CLINIC - NP NOTE

S:
- 63M ESRD (diabetic nephropathy), in-center HD MWF since 3/13 (initiated inpatient 3/4 for hyperK 7.1 after TMP-SMX) via tunneled R IJ cath placed 3/9.
- L brachiocephalic AVF created 4/2 by vascular surgery. No hand numbness.
- Cramping last 30 min of runs. No missed sessions. Finished cephalexin 3/14, foot healed.
- Asks whether he can go back on his lisinopril.

O:
- BP 138/80, wt 82.4 kg post-HD.
- R IJ tunneled cath: exit site clean.
- L upper arm: healing incision, thrill, bruit.
- Pre-HD labs: K 5.4 (has run 5.3-5.6), Phos 5.6, PTH 410, Hgb 9.6.

A/P:
# ESRD on HD: spKt/V 1.4. Dry weight lowered 84 -> 82 kg (cramping).
# Access: tunneled R IJ cath working. L AVF maturing - NOT to be cannulated before ~6 wks from creation; vascular surgery to review. Fistulogram if not maturing by 8 wks.
# Hyperkalemia hx: lisinopril remains on hold - would rather not add an ACE inhibitor with these potassiums; revisit if K consistently < 5.
# HTN: controlled on amlodipine 10 + UF.
# CKD-MBD: calcitriol 0.25 mcg with HD started. Sevelamer continues.
# DM2: glargine 20u, no lows.
RTC 8 weeks.
"""),

    _note(8, "ED", 29900012, "2301-06-17T11:05:00", "2301-06-17T11:50:00", """
ED NOTE - RESIDENT

CC: fever/rigors at dialysis

HPI: 63M ESRD on HD MWF via tunneled R IJ cath (placed 3/9), L AVF (created 4/2, not used yet), DM2, p/w rigors ~40 min into HD today; T 39.2, BP 88/50, run stopped. BCx x2 drawn at unit. Last full HD 6/14. Denies cough, dysuria, back pain, foot wounds. No prior line infections.

Meds: amlodipine 10, furosemide 80 BID, glargine 20u, lispro SS, atorvastatin, allopurinol, sevelamer, calcitriol. Lisinopril on hold since March.

Exam: T 38.9 HR 112 BP 96/58 RR 20 SpO2 96% RA.
Rigoring. R IJ tunneled cath: exit site w/o evidence of infection (no erythema or purulence), tunnel nontender. L AVF: thrill, bruit. No murmur. Spine nontender.

Labs: WBC 15.8, K 6.4, HCO3 18, lactate 2.6.
ECG: sinus tach 110, mildly peaked T V3-V4. CXR: no consolidation.
BCx x2 from ED sent.

A/P: 63M ESRD p/w fever, rigors, hypotension during HD -> c/f catheter-related bloodstream infection (clean exit site does not r/o CRBSI). HyperK 6.4 after a shortened run.
- Vanc 2 g + cefepime 2 g IV. 1 L LR, BP 104/60.
- HyperK: Ca gluconate, insulin + D50, Lokelma. HD this afternoon via existing cath (cultures drawn), then removal of tunneled cath.
- Amlodipine held for hypotension.
- r/o endocarditis: TTE/TEE per organism.
- Admit medicine, renal + ID following.
"""),

    _note(9, "RR", 29900012, "2301-06-19T14:00:00", "2301-06-19T15:20:00", """
EXAMINATION:  DUPLEX DOPPLER UPPER EXTREMITY VEINS BILATERAL, AND HEMODIALYSIS FISTULA EVALUATION, LEFT

INDICATION:  63 year old man with end-stage renal disease and MSSA bacteremia; tunneled right internal jugular dialysis catheter removed 6/18.  Rule out catheter-associated thrombosis / septic thrombophlebitis of the right internal jugular vein.  Also assess maturity of the left brachiocephalic arteriovenous fistula (created 4/2) for cannulation.

COMPARISON:  Vein mapping 3/6.

FINDINGS:
Right:  The right internal jugular vein at the former catheter site is compressible with normal flow.  No thrombus.  The right subclavian, axillary, brachial, basilic and cephalic veins are patent.
Left:  The deep veins are patent.  The left brachiocephalic fistula is patent; the outflow cephalic vein measures 0.65 cm in diameter, 0.4 cm deep, with a volume flow of 820 mL/min.  No stenosis.

IMPRESSION:
1.  No deep vein thrombosis or thrombophlebitis of either upper extremity, including the right internal jugular vein at the former catheter site.
2.  Patent left brachiocephalic fistula that meets ultrasound criteria for maturity (diameter 0.65 cm, depth 0.4 cm, flow 820 mL/min).
"""),

    _note(10, "DS", 29900012, "2301-06-25T13:30:00", "2301-06-25T17:05:00", """
Name:  ___                     Unit No:   ___

Admission Date:  ___              Discharge Date:   ___

Date of Birth:  ___             Sex:   M

Service: MEDICINE

Allergies:
No Known Allergies / Adverse Drug Reactions

Chief Complaint:
Fever and rigors during hemodialysis

Major Surgical or Invasive Procedure:
6/18 Removal of tunneled right IJ HD catheter; left femoral temporary HD catheter (removed 6/24)
6/20 TEE

History of Present Illness:
63M with ESRD on HD since 3/2301 (started after K 7.1 from TMP-SMX, admission 3/4-3/11), tunneled R IJ catheter placed 3/9, left AVF created 4/2 and not yet used, with fever to 39.2, rigors and hypotension during HD on 6/17.

Pertinent Results:
Blood cultures: 6/17 4/4 MSSA; 6/18 1 of 2 MSSA; 6/19 and 6/20 no growth. Catheter tip MSSA.
TTE 6/18: no vegetation. TEE 6/20: no vegetation, no abscess, no thrombus in the SVC.

Brief Hospital Course:
This was his first catheter infection.

# MSSA catheter-related bloodstream infection: fever, rigors and hypotension during HD on 6/17. Empiric vancomycin and cefepime 6/17-6/18, then cefazolin from 6/18 (MSSA). The exit site was never red. Tunneled catheter removed by IR on 6/18. First negative blood culture 6/19. TTE/TEE without endocarditis; duplex without septic thrombophlebitis; no back pain, so no imaging for metastatic infection. ID: with diabetes and dialysis he does not qualify for a 2-week course; 4 weeks from the first negative culture (6/19), i.e. through 7/17 (it would have been 6 weeks had the TEE shown endocarditis). Cefazolin after each HD: 2 g Mon/Wed, 3 g Fri. If fever or back pain recurs: blood cultures and MRI spine.

# Dialysis access: Left femoral non-tunneled HD catheter placed 6/18 after removal of the R IJ catheter. The duplex on 6/19 showed a mature fistula and vascular surgery cleared it. Plan: IR to place a new tunneled catheter only if fistula cannulation failed. The fistula was cannulated successfully on 6/21 (17G) and 6/24 (16G, blood flow 350 mL/min), so no new tunneled catheter was placed. The femoral catheter was removed on 6/24. He goes home dialysing through his left AV fistula.

# Hyperkalemia: K 6.4 on 6/17 after a shortened HD run (last full session 6/14). HD on 6/17 through the existing catheter, K 4.5 afterwards. This is his second episode of severe hyperkalemia (the first was K 7.1 in March). Lisinopril remains on hold; it was not restarted.

# Blood pressure: amlodipine held from 6/17 for septic and intradialytic hypotension. BP back to 150s/80s by 6/24. Amlodipine restarted at a reduced dose of 5 mg daily today, 6/25 (previously 10 mg).

# DM2: glargine continued at 20 units. No hypoglycemia.

Medications on Admission:
1. Amlodipine 10 mg PO daily
2. Furosemide 80 mg PO BID
3. Insulin glargine 20 units SC qHS
4. Insulin lispro sliding scale
5. Atorvastatin 40 mg PO daily
6. Allopurinol 100 mg PO daily
7. Sevelamer carbonate 800 mg PO TID with meals
8. Calcitriol 0.25 mcg PO three times weekly with HD
9. Nephro-Vite 1 tab PO daily

Discharge Medications:
1. Cefazolin 2 g IV after HD Mon/Wed and 3 g IV after HD Fri, through 7/17 (NEW)
2. Amlodipine 5 mg PO daily (CHANGED: held 6/17-6/24, restarted at lower dose 6/25)
3. Furosemide 80 mg PO BID
4. Insulin glargine 20 units SC qHS
5. Insulin lispro sliding scale
6. Atorvastatin 40 mg PO daily
7. Allopurinol 100 mg PO daily
8. Sevelamer carbonate 800 mg PO TID with meals
9. Calcitriol 0.25 mcg PO three times weekly with HD
10. Nephro-Vite 1 tab PO daily

HELD: Lisinopril (on hold since 3/2301 for hyperkalemia).

Discharge Disposition:
Home

Discharge Diagnosis:
MSSA catheter-related bloodstream infection; hyperkalemia; ESRD on HD via left AV fistula

Followup Instructions:
___
"""),
]
